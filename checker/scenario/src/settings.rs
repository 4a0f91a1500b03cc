//! Checking a scenario's settings: `[limits]` (each within its bounds), `[actions]` (only
//! seats at the table) and `kills` (known mutant names). Errors point at the offending value.

use super::error::{ScenarioError, Source};
use super::file::{ActionKind, ScenarioFile, ScenarioLimits};
use toml::Spanned;
use triggerproof_checker::bounds::Limits;
use triggerproof_model::Mutant;

/// The most turns a scenario may explore.
pub const MAX_TURNS: u8 = triggerproof_checker::bounds::Limits::MAX_TURNS;
/// The largest state budget a scenario may ask for.
pub const MAX_STATES: u64 = 50_000_000;
/// The state budget when a scenario names none.
pub const DEFAULT_MAX_STATES: u64 = 2_000_000;

/// What a player may do with priority besides passing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Allowed {
    pub cast: bool,
    pub play_land: bool,
    pub activate: bool,
    pub turn_face_up: bool,
}

impl Allowed {
    pub const ALL: Allowed = Allowed {
        cast: true,
        play_land: true,
        activate: true,
        turn_face_up: true,
    };

    fn from_kinds(kinds: &[ActionKind]) -> Allowed {
        Allowed {
            cast: kinds.contains(&ActionKind::Cast),
            play_land: kinds.contains(&ActionKind::PlayLand),
            activate: kinds.contains(&ActionKind::Activate),
            turn_face_up: kinds.contains(&ActionKind::TurnFaceUp),
        }
    }
}

/// Limits, each bounded.
pub fn limits(
    src: &Source,
    l: Option<&Spanned<ScenarioLimits>>,
) -> Result<(Limits, u64), ScenarioError> {
    let d = Limits::default();
    let Some(l) = l.map(|l| l.get_ref()) else {
        return Ok((d, DEFAULT_MAX_STATES));
    };
    let bounded = |v: &Option<Spanned<u8>>, name: &str, lo: u8, hi: u8, default: u8| {
        let Some(v) = v else { return Ok(default) };
        let n = *v.get_ref();
        if (lo..=hi).contains(&n) {
            return Ok(n);
        }
        Err(src.span(
            &v.span(),
            format!("limits.{name} = {n}; expected {lo} to {hi}"),
        ))
    };
    let limits = Limits {
        turns: bounded(&l.turns, "turns", 1, MAX_TURNS, d.turns)?,
        max_stack: bounded(
            &l.max_stack,
            "max_stack",
            1,
            triggerproof_model::engine::MAX_INSTANCES.min(255) as u8,
            d.max_stack,
        )?,
        max_objects: match &l.max_objects {
            None => d.max_objects,
            Some(v) if (1..=Limits::MAX_OBJECTS).contains(v.get_ref()) => *v.get_ref(),
            Some(v) => {
                return Err(src.span(
                    &v.span(),
                    format!(
                        "limits.max_objects = {}; expected 1 to {}",
                        v.get_ref(),
                        Limits::MAX_OBJECTS
                    ),
                ))
            }
        },
    };
    let max_states = match &l.max_states {
        None => DEFAULT_MAX_STATES,
        Some(v) if (1..=MAX_STATES).contains(v.get_ref()) => *v.get_ref(),
        Some(v) => {
            return Err(src.span(
                &v.span(),
                format!(
                    "limits.max_states = {}; expected 1 to {MAX_STATES}",
                    v.get_ref()
                ),
            ))
        }
    };
    Ok((limits, max_states))
}

/// What each seat may do with priority besides passing.
pub fn allowed(
    src: &Source,
    f: &ScenarioFile,
    players: usize,
) -> Result<Vec<Allowed>, ScenarioError> {
    let mut out = vec![Allowed::ALL; players];
    let Some(a) = &f.actions else {
        return Ok(out);
    };
    for (seat, kinds) in a.get_ref().seats().into_iter().enumerate() {
        let Some(kinds) = kinds else { continue };
        if seat >= players {
            return Err(src.span(
                &a.span(),
                format!(
                    "[actions] names P{}: this scenario has {players} players",
                    seat + 1
                ),
            ));
        }
        out[seat] = Allowed::from_kinds(kinds);
    }
    Ok(out)
}

/// The mutants a scenario must kill, by name.
pub fn kills(src: &Source, f: &ScenarioFile) -> Result<Vec<Mutant>, ScenarioError> {
    f.kills
        .iter()
        .map(|k| {
            Mutant::parse(k.get_ref()).ok_or_else(|| {
                let names: Vec<&str> = Mutant::ALL.iter().map(|m| m.name()).collect();
                src.span(
                    &k.span(),
                    format!(
                        "unknown mutant `{}`; expected one of: {}",
                        k.get_ref(),
                        names.join(", ")
                    ),
                )
            })
        })
        .collect()
}
