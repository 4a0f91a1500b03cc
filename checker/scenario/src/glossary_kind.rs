//! The kinds of words of the scenario language ([`Kind`]: where each may appear, the names serde
//! reads for it) and one row of the vocabulary reference ([`Entry`]), below both the rows
//! (`glossary_table`) and the listing (`glossary`).

use super::glossary_names::of;
use triggerproof_model::board::{Board, Side};
use triggerproof_model::vocab::{
    CardDef, Condition, Effect, Quantity, Selector, StaticAbility, TriggerEvent,
};

/// Which part of the language a word belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Event,
    Effect,
    Static,
    Condition,
    Quantity,
    Selector,
    Scenario,
    Board,
    Player,
    Card,
}

impl Kind {
    pub const ALL: [Kind; 10] = [
        Kind::Event,
        Kind::Effect,
        Kind::Static,
        Kind::Condition,
        Kind::Quantity,
        Kind::Selector,
        Kind::Scenario,
        Kind::Board,
        Kind::Player,
        Kind::Card,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Event => "trigger event",
            Kind::Effect => "effect",
            Kind::Static => "static ability",
            Kind::Condition => "condition",
            Kind::Quantity => "quantity",
            Kind::Selector => "selector test",
            Kind::Scenario => "scenario file key",
            Kind::Board => "board key",
            Kind::Player => "board player key",
            Kind::Card => "card key",
        }
    }

    /// [`Kind::name`] in the plural, for headings.
    pub fn plural(self) -> &'static str {
        match self {
            Kind::Event => "trigger events",
            Kind::Effect => "effects",
            Kind::Static => "static abilities",
            Kind::Condition => "conditions",
            Kind::Quantity => "quantities",
            Kind::Selector => "selector tests",
            Kind::Scenario => "scenario file keys",
            Kind::Board => "board keys",
            Kind::Player => "board player keys",
            Kind::Card => "card keys",
        }
    }

    /// Where a word of this kind may appear in a scenario file.
    pub fn place(self) -> &'static str {
        match self {
            Kind::Event => "a triggered ability's `when = { event = { WORD = ... } }`; a granted ability's `when`",
            Kind::Effect => "`effect = ...` of a triggered or activated ability, a card's `spell`, a mode in `modes`, inside `sequence`, a delayed `then = { do = ... }`",
            Kind::Static => "`abilities = [{ static = ... }]` of a card",
            Kind::Condition => "`when = { state = ... }` (a state trigger, CR 603.8) or `intervening_if = ...` (CR 603.4)",
            Kind::Quantity => "an `amount` or `count` of an effect, either side of a `compare` condition",
            Kind::Selector => "inside any selector table: event subjects, targets `{ permanent = ... }`, `count`, `exists`, costs, statics",
            Kind::Scenario => "the top level of a scenario file",
            Kind::Board => "the `[board]` table",
            Kind::Player => "each `[[board.players]]` table",
            Kind::Card => "each `[[cards]]` table (a card definition)",
        }
    }

    /// The names serde reads for this kind, from the types themselves.
    pub fn names(self) -> &'static [&'static str] {
        match self {
            Kind::Event => of::<TriggerEvent>(),
            Kind::Effect => of::<Effect>(),
            Kind::Static => of::<StaticAbility>(),
            Kind::Condition => of::<Condition>(),
            Kind::Quantity => of::<Quantity>(),
            Kind::Selector => of::<Selector>(),
            Kind::Scenario => of::<super::file::ScenarioFile>(),
            Kind::Board => of::<Board>(),
            Kind::Player => of::<Side>(),
            Kind::Card => of::<CardDef>(),
        }
    }
}

/// One word of the vocabulary.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub kind: Kind,
    pub word: &'static str,
    /// The rule it models ("CR 603.6a"), `-` for keys of the file format.
    pub rule: &'static str,
    pub meaning: &'static str,
    /// A TOML value (a line for file keys) that loads.
    pub example: &'static str,
}
