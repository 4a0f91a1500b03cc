//! The scenario file as written: the TOML shape, read with serde (`deny_unknown_fields`
//! everywhere, so a misspelt key is an error at its line and column). Nothing here is checked
//! beyond its type; `compile.rs` checks names, bounds and queries.

use serde::Deserialize;
use toml::Spanned;
use triggerproof_checker::bounds::Bounds;
use triggerproof_model::board::Board;
use triggerproof_model::vocab::CardDef;
use triggerproof_model::Edition;

/// A scenario file.
#[derive(Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScenarioFile {
    /// The rule edition the engine follows (`mtg-2024-11-08`, `mtg-2026-01-16`).
    #[schemars(with = "Edition")]
    pub edition: Spanned<Edition>,
    /// A one-line title for reports.
    #[serde(default)]
    pub title: Option<String>,
    /// The question the scenario answers, in words.
    #[serde(default)]
    pub question: Option<String>,
    /// The answer the expectations pin, in words.
    #[serde(default)]
    pub answer: Option<String>,
    /// Rules the scenario is about, e.g. `["603.10a"]` (documentation only).
    #[serde(default)]
    pub rules: Vec<String>,
    /// Cards defined here from the ability vocabulary, in addition to the built-in pool.
    #[serde(default)]
    #[schemars(with = "Vec<CardDef>")]
    pub cards: Vec<Spanned<CardDef>>,
    /// A concrete starting board (exclusive with `families`).
    #[serde(default)]
    #[schemars(with = "Option<Board>")]
    pub board: Option<Spanned<Board>>,
    /// Families of starting boards to enumerate (exclusive with `board`).
    #[serde(default)]
    #[schemars(with = "Vec<Bounds>")]
    pub families: Vec<Spanned<Bounds>>,
    /// How far to explore.
    #[serde(default)]
    #[schemars(with = "Option<ScenarioLimits>")]
    pub limits: Option<Spanned<ScenarioLimits>>,
    /// Which optional actions each player may take while holding priority.
    #[serde(default)]
    #[schemars(with = "Option<Actions>")]
    pub actions: Option<Spanned<Actions>>,
    /// Mutants (see `triggerproof mutants`) the scenario must notice: under each, at least one
    /// expectation must fail.
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub kills: Vec<Spanned<String>>,
    /// Registry properties to check as well (see `triggerproof properties`).
    #[serde(default)]
    #[schemars(with = "Vec<String>")]
    pub properties: Vec<Spanned<String>>,
    /// The expectations.
    #[serde(default)]
    #[schemars(with = "Vec<Expect>")]
    pub expect: Vec<Spanned<Expect>>,
}

/// How far a scenario is explored.
#[derive(Clone, Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ScenarioLimits {
    /// The last turn explored (default 1). States once turn `turns + 1` begins are the horizon:
    /// not expanded, and what happens in them is not counted.
    #[serde(default)]
    #[schemars(with = "Option<u8>")]
    pub turns: Option<Spanned<u8>>,
    /// The most stack objects plus waiting triggers at once (default 12).
    #[serde(default)]
    #[schemars(with = "Option<u8>")]
    pub max_stack: Option<Spanned<u8>>,
    /// The most objects at once (default 24).
    #[serde(default)]
    #[schemars(with = "Option<u16>")]
    pub max_objects: Option<Spanned<u16>>,
    /// State budget (default 2,000,000): past it the run is incomplete (exit 3).
    #[serde(default)]
    #[schemars(with = "Option<u64>")]
    pub max_states: Option<Spanned<u64>>,
}

/// What a player may do with priority besides passing (default: everything).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum ActionKind {
    /// Pass priority (always allowed; listing it changes nothing).
    Pass,
    /// Cast a spell from hand.
    Cast,
    /// Play a land from hand.
    PlayLand,
    /// Activate an ability of a permanent.
    Activate,
    /// Turn a face-down permanent face up (a special action, CR 116.2b (mtg-2024-11-08)).
    TurnFaceUp,
}

/// Per player, the optional actions allowed (an absent player may do everything).
#[derive(Clone, Debug, Default, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Actions {
    #[serde(rename = "P1", default)]
    pub p1: Option<Vec<ActionKind>>,
    #[serde(rename = "P2", default)]
    pub p2: Option<Vec<ActionKind>>,
    #[serde(rename = "P3", default)]
    pub p3: Option<Vec<ActionKind>>,
    #[serde(rename = "P4", default)]
    pub p4: Option<Vec<ActionKind>>,
}

impl Actions {
    /// The lists, by seat.
    pub fn seats(&self) -> [&Option<Vec<ActionKind>>; 4] {
        [&self.p1, &self.p2, &self.p3, &self.p4]
    }
}

/// One expectation: exactly one of `always`, `never`, `reachable`, each a query.
#[derive(Clone, Debug, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Expect {
    /// What the expectation says, in words (printed with its verdict).
    #[serde(default)]
    pub claim: Option<String>,
    /// Holds in every reachable state.
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    pub always: Option<Spanned<String>>,
    /// Holds in no reachable state.
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    pub never: Option<Spanned<String>>,
    /// Holds in at least one reachable state.
    #[serde(default)]
    #[schemars(with = "Option<String>")]
    pub reachable: Option<Spanned<String>>,
}
