//! The scenario keys' rows of the vocabulary's decision table (`model::vocab::contexts` holds
//! the words' context columns, `model::edition_words` their edition column): every key of every
//! scenario table type, read from the types themselves (`glossary_names::of`), has one row
//! saying where it is given its meaning. A key is meaningful everywhere its table may be
//! written, or only under the editions that have its rule, and refused elsewhere with the
//! position and the reason. The keys of a triggered ability are its modifiers and the variants
//! of effects, events, quantities, conditions and statics are words: their rows are the
//! words' rows (`Where::Word`).
//!
//! `tests_keys.rs` enumerates the keys from the types, so a new field fails it until its row is
//! written here, and loads a generated file for every edition-dependent row under every edition:
//! refused (exit 2 with `file:line:column`) exactly where the row says, accepted elsewhere.

use triggerproof_model::semantics::Feature;
use triggerproof_model::Edition;

/// Where a key is given its meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Where {
    /// Wherever its table may be written, in every edition: a key of the file format, or one
    /// whose meaning every edition's rules have.
    Everywhere,
    /// Under the editions that have this feature's rule (`Edition::lacks`); refused on a card of
    /// the board elsewhere (`Edition::playable`).
    Feature(Feature),
    /// On a board with `combat = true`, under an edition whose combat the model follows
    /// (`Edition::allows_combat`); refused elsewhere (`validate::combat`).
    Combat,
    /// Riftbound with combat: units at the battlefield (`validate::at_battlefield`).
    Battlefield,
    /// A word of the vocabulary: its rows are in `vocab::contexts` and `edition_words`.
    Word,
}

impl Where {
    /// Is the key given its meaning under `edition`?
    pub fn in_edition(self, edition: Edition) -> bool {
        match self {
            Where::Everywhere | Where::Word => true,
            Where::Feature(f) => !edition.lacks().contains(&f),
            Where::Combat => edition.allows_combat(),
            Where::Battlefield => edition.has_battlefield(),
        }
    }
}

/// One key: its table type (as `of::<T>()` names it in `tests_keys.rs`), the key as written,
/// where it means something, and for an edition-dependent key, a file fragment that uses it
/// (see `tests_keys.rs`).
#[derive(Clone, Copy, Debug)]
pub struct KeyRow {
    pub table: &'static str,
    pub key: &'static str,
    pub at: Where,
    pub sample: Option<Sample>,
}

/// A fragment that uses a key: a `[[cards]]` body (the card `Sampled`, put on P1's
/// battlefield), or lines of `[board]` and of P1's `[[board.players]]`.
#[derive(Clone, Copy, Debug)]
pub enum Sample {
    Card(&'static str),
    Board {
        board: &'static str,
        side: &'static str,
    },
}

const fn row(table: &'static str, key: &'static str, at: Where) -> KeyRow {
    KeyRow {
        table,
        key,
        at,
        sample: None,
    }
}

const fn card(table: &'static str, key: &'static str, at: Where, body: &'static str) -> KeyRow {
    KeyRow {
        table,
        key,
        at,
        sample: Some(Sample::Card(body)),
    }
}

use Where::{Everywhere as E, Word as W};

/// Every scenario key's row.
pub const KEYS: &[KeyRow] = &[
    row("ScenarioFile", "edition", E),
    row("ScenarioFile", "title", E),
    row("ScenarioFile", "question", E),
    row("ScenarioFile", "answer", E),
    row("ScenarioFile", "rules", E),
    row("ScenarioFile", "cards", E),
    row("ScenarioFile", "board", E),
    row("ScenarioFile", "families", E),
    row("ScenarioFile", "limits", E),
    row("ScenarioFile", "actions", E),
    row("ScenarioFile", "expect", E),
    row("ScenarioFile", "kills", E),
    row("ScenarioFile", "properties", E),
    row("Board", "players", E),
    row("Board", "active", E),
    row("Board", "step", E),
    KeyRow {
        table: "Board",
        key: "combat",
        at: Where::Combat,
        sample: Some(Sample::Board {
            board: "combat = true",
            side: "",
        }),
    },
    row("Side", "battlefield", E),
    row("Side", "hand", E),
    row("Side", "life", E),
    row("Side", "library", E),
    row("Side", "graveyard", E),
    row("Side", "exile", E),
    row("Side", "library_top", E),
    KeyRow {
        table: "Side",
        key: "at_battlefield",
        at: Where::Battlefield,
        sample: Some(Sample::Board {
            board: "combat = true",
            side: "at_battlefield = [\"Grizzly Bears\"]",
        }),
    },
    row("ScenarioLimits", "turns", E),
    row("ScenarioLimits", "max_stack", E),
    row("ScenarioLimits", "max_objects", E),
    row("ScenarioLimits", "max_states", E),
    row("Actions", "P1", E),
    row("Actions", "P2", E),
    row("Actions", "P3", E),
    row("Actions", "P4", E),
    row("Expect", "claim", E),
    row("Expect", "always", E),
    row("Expect", "never", E),
    row("Expect", "reachable", E),
    row("CardDef", "name", E),
    row("CardDef", "types", E),
    row("CardDef", "subtypes", E),
    row("CardDef", "supertypes", E),
    row("CardDef", "power", E),
    row("CardDef", "toughness", E),
    row("CardDef", "abilities", E),
    row("CardDef", "spell", E),
    row("CardDef", "token", E),
    // Keywords are combat's (CR 702 (mtg-2024-11-08)): Riftbound's combat has none.
    card(
        "CardDef",
        "keywords",
        Where::Feature(Feature::Combat),
        "types = [\"creature\"]\npower = 1\ntoughness = 1\nkeywords = [\"vigilance\"]",
    ),
    // Protection from a quality (CR 702.16 (mtg-2024-11-08)): Riftbound has no such keyword.
    card(
        "CardDef",
        "protection",
        Where::Feature(Feature::Protection),
        "types = [\"creature\"]\npower = 1\ntoughness = 1\nprotection = [{ card_type = \"creature\" }]",
    ),
    // An additional cost to cast the spell: a cost, as Riftbound has none in the model.
    card(
        "CardDef",
        "additional_cost",
        Where::Feature(Feature::Costs),
        "types = [\"sorcery\"]\nspell = { gain-life = { who = \"you\", amount = 1 } }\nadditional_cost = { life = 1 }",
    ),
    // Colours and mana costs (CR 105.2, 202.2 (mtg-2024-11-08)): MTG's; Riftbound's domains and
    // costs are not modelled.
    card(
        "CardDef",
        "mana_cost",
        Where::Feature(Feature::Colors),
        "types = [\"instant\"]\nmana_cost = \"{1}{R}\"\nspell = { gain-life = { who = \"you\", amount = 1 } }",
    ),
    // A colour indicator (CR 204.1 (mtg-2024-11-08)): the 2008 rules have none.
    card(
        "CardDef",
        "colors",
        Where::Feature(Feature::ColorIndicator),
        "types = [\"sorcery\"]\ncolors = [\"red\"]\nspell = { gain-life = { who = \"you\", amount = 1 } }",
    ),
    row("ActivatedAbility", "cost", E),
    row("ActivatedAbility", "effect", E),
    row("ActivatedAbility", "mana", E),
    row("Cost", "tap", E),
    card(
        "Cost",
        "life",
        Where::Feature(Feature::Costs),
        "types = [\"artifact\"]\nabilities = [{ activated = { cost = { life = 1 }, effect = { gain-life = { who = \"you\", amount = 1 } } } }]",
    ),
    card(
        "Cost",
        "discard",
        Where::Feature(Feature::Costs),
        "types = [\"artifact\"]\nabilities = [{ activated = { cost = { discard = {} }, effect = { gain-life = { who = \"you\", amount = 1 } } } }]",
    ),
    // Sacrificing the ability's own source is Riftbound's too; sacrificing another is not.
    card(
        "Cost",
        "sacrifice",
        Where::Feature(Feature::Costs),
        "types = [\"artifact\"]\nabilities = [{ activated = { cost = { sacrifice = { card_type = \"creature\" } }, effect = { gain-life = { who = \"you\", amount = 1 } } } }]",
    ),
    row("Ability", "triggered", W),
    row("Ability", "activated", E),
    row("Ability", "static", W),
];

/// The row of `key` of `table`, if any.
pub fn row_of(table: &str, key: &str) -> Option<&'static KeyRow> {
    KEYS.iter().find(|r| r.table == table && r.key == key)
}

#[cfg(test)]
#[path = "tests_keys.rs"]
mod tests;
