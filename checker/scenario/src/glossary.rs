//! `triggerproof words [WORD]`: the vocabulary reference. The list of words comes from the
//! enums and structs themselves (the names serde reads, [`glossary_names`](super::glossary_names)),
//! and each word's row (where it may appear, its rule, its meaning, an example) from
//! [`ENTRIES`](super::glossary_table::ENTRIES); the tests fail when the two disagree, so a new
//! variant can't ship undocumented, and every example must load.

use super::glossary_names::of;
use super::glossary_table::ENTRIES;
use std::fmt::Write;
use triggerproof_model::board::{Board, Side};
use triggerproof_model::vocab::{
    Condition, Effect, Quantity, Selector, StaticAbility, TriggerEvent,
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
}

impl Kind {
    pub const ALL: [Kind; 9] = [
        Kind::Event,
        Kind::Effect,
        Kind::Static,
        Kind::Condition,
        Kind::Quantity,
        Kind::Selector,
        Kind::Scenario,
        Kind::Board,
        Kind::Player,
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

/// The rows, in the order of the types' own names (so the listing follows the source).
pub fn entries() -> Vec<&'static Entry> {
    Kind::ALL
        .iter()
        .flat_map(|k| {
            k.names()
                .iter()
                .filter_map(move |w| ENTRIES.iter().find(|e| e.kind == *k && e.word == *w))
        })
        .collect()
}

fn detail(s: &mut String, e: &Entry) {
    let _ = writeln!(s, "{} ({})", e.word, e.kind.name());
    let _ = writeln!(s, "  meaning: {}", e.meaning);
    if e.rule != "-" {
        let _ = writeln!(s, "  rule:    {}", e.rule);
    }
    let _ = writeln!(s, "  where:   {}", e.kind.place());
    let _ = writeln!(s, "  example: {}", e.example);
}

/// The reference: every word by kind, or one word in full. `Err` names an unknown word.
pub fn text(word: Option<&str>) -> Result<String, String> {
    let mut s = String::new();
    let all = entries();
    match word {
        Some(w) => {
            let found: Vec<_> = all.iter().filter(|e| e.word == w).collect();
            if found.is_empty() {
                let hint = super::error::suggest(w, all.iter().map(|e| e.word))
                    .map(|x| format!("; did you mean `{x}`?"))
                    .unwrap_or_default();
                return Err(format!(
                    "`{w}` is not a word of the scenario language{hint} (`triggerproof words` lists them all)"
                ));
            }
            for e in found {
                detail(&mut s, e);
            }
        }
        None => {
            for k in Kind::ALL {
                let _ = writeln!(s, "{}s — {}:", k.name(), k.place());
                for e in all.iter().filter(|e| e.kind == k) {
                    let _ = writeln!(s, "  {:<36} {}", e.word, e.meaning);
                }
                let _ = writeln!(s);
            }
            let _ = writeln!(
                s,
                "`triggerproof words WORD` shows a word's rule, where it may appear and an example."
            );
        }
    }
    Ok(s)
}

#[cfg(test)]
#[path = "tests_glossary.rs"]
mod tests;
