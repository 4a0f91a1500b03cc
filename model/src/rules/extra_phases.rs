//! Combat phases added to a turn (CR 500.8 (mtg-2024-11-08); CR 300.7 (mtg-2008-10-01)): "after this phase, there is an additional combat phase" adds one directly
//! after the phase the effect resolves in; when that phase ends the added combat phase begins
//! (with its beginning of combat step, so its "at the beginning of combat" abilities trigger
//! once more, CR 603.2b), and when the added phases end the turn goes on as if the phase they
//! follow had just ended.
//!
//! The model walks one main phase for both main phases (`Phase::Main`): a combat phase added
//! after it comes before the turn's own combat phase; one added during a combat phase comes
//! after that combat phase, before the end step. Added steps and added beginning phases are not
//! modelled.

use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Happening;
use crate::mutant::Mutant;
use crate::state::{Limit, Phase, Step};

/// CR 500.8 (mtg-2024-11-08): "adding the phases directly after the specified phase": the
/// phase this effect resolves in. Several added after the same phase are all combat phases,
/// so the order among them (the most recent first) needs only a count.
pub(crate) fn add_combat(ctx: &mut Ctx) {
    let after = ctx.s.step.phase();
    let slot = &mut ctx.s.combat.extra.after[after.index()];
    match slot.checked_add(1) {
        Some(n) => *slot = n,
        None => return ctx.halt(Limit::Count),
    }
    ctx.log(
        RuleRef::ExtraPhase,
        Happening::CombatPhaseAdded {
            after,
            begins: false,
        },
    );
}

/// The step after `ctx.s.step` when the turn's own order says `next` (`new_turn`: the turn
/// ends): an added combat phase first, if one waits after the phase that is ending; `None`
/// keeps the turn's own order.
pub(crate) fn next(ctx: &mut Ctx, next: Step, new_turn: bool) -> Option<(Step, bool)> {
    let ending = ctx.s.step.phase();
    if !new_turn && next.phase() == ending {
        // The phase goes on (a combat step to the next, another cleanup step).
        return None;
    }
    if take(ctx, ending) {
        return Some((Step::BeginningOfCombat, false));
    }
    let extra = ctx.s.combat.extra;
    match (ending, extra.resume) {
        (Phase::Combat, Some(first)) => {
            // CR 500.8 (mtg-2024-11-08): the added phases came directly after `first`; the
            // turn goes on as if `first` had just ended (its other added phases first).
            ctx.s.combat.extra.resume = None;
            if take(ctx, first) {
                return Some((Step::BeginningOfCombat, false));
            }
            Some(match first {
                Phase::Beginning => (Step::Main, false),
                Phase::Main if ctx.combat_phase() => (Step::BeginningOfCombat, false),
                Phase::Main | Phase::Combat => (Step::End, false),
                Phase::Ending => (Step::Untap, true),
            })
        }
        _ => None,
    }
}

/// Takes one combat phase added after `phase`, if one waits: it begins now (journaled).
fn take(ctx: &mut Ctx, phase: Phase) -> bool {
    let slot = &mut ctx.s.combat.extra.after[phase.index()];
    if *slot == 0 {
        return false;
    }
    *slot -= 1;
    // CR 500.8 (mtg-2024-11-08): a run of added phases keeps the phase it follows.
    let extra = &mut ctx.s.combat.extra;
    if extra.resume.is_none() {
        extra.resume = Some(phase);
    }
    ctx.log(
        RuleRef::ExtraPhase,
        Happening::CombatPhaseAdded {
            after: phase,
            begins: true,
        },
    );
    true
}

/// Mutant `added-combat-triggers-nothing`: an added combat phase's beginning of combat step
/// triggers nothing, as if "at the beginning of combat" could trigger once a turn.
pub(crate) fn suppressed(ctx: &Ctx, step: Step) -> bool {
    step == Step::BeginningOfCombat
        && ctx.s.combat.extra.resume.is_some()
        && ctx.mutant(Mutant::AddedCombatTriggersNothing)
}
