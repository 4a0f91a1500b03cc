//! CR 603.4: the intervening "if" clause. Checked when the trigger event occurs (in
//! `trigger_event::try_trigger`) and again as the ability resolves (in `resolve`). The same
//! game-state conditions serve state triggers (CR 603.8). A condition about the source of an
//! ability whose source has left is judged on its last known information (CR 113.7a).

use super::Ctx;
use crate::mutant::Mutant;
use crate::state::{GameObject, ObjectId, PlayerId, StackObject, Zone};
use crate::vocab::{CardType, Condition};

/// Does `cond` hold now, for an ability controlled by `you` with source `source`?
pub(crate) fn holds(ctx: &Ctx, cond: &Condition, you: PlayerId, source: ObjectId) -> bool {
    holds_lki(ctx, cond, you, source, None)
}

/// [`holds`] for a triggered ability: `source_tapped_lki` is its source's last known
/// information once the source has left the battlefield.
pub(crate) fn holds_lki(
    ctx: &Ctx,
    cond: &Condition,
    you: PlayerId,
    source: ObjectId,
    source_tapped_lki: Option<bool>,
) -> bool {
    let s = &ctx.s;
    let here = s.object(source).filter(|o| o.zone == Zone::Battlefield);
    // CR 113.7a + CR 608.2h: a source no longer in the zone it is expected in is judged by its
    // last known information (the mutant judges a departed source as failing the condition).
    if let (Condition::SourceUntapped, None, Some(tapped)) = (cond, here, source_tapped_lki) {
        return !tapped && !ctx.mutant(Mutant::InterveningIfNoLki);
    }
    match cond {
        Condition::NoCardsInHand => s.hand_size(you) == 0,
        Condition::ControlNoCreatures => !s
            .battlefield()
            .any(|(_, o)| o.controller == you && ctx.card(o.card).has_type(CardType::Creature)),
        Condition::LifeAtMost(n) => s.player(you).life <= *n,
        Condition::LifeAtLeast(n) => s.player(you).life >= *n,
        Condition::SourceUntapped => here.is_some_and(|o| !o.tapped),
    }
}

/// CR 113.7a: permanent `obj` (as it was, `last`) is leaving the battlefield: the triggered
/// abilities it is the source of keep its last known information.
pub(crate) fn record_lki(ctx: &mut Ctx, obj: ObjectId, last: &GameObject) {
    if last.zone != Zone::Battlefield {
        return;
    }
    let stacked = ctx.s.stack.iter_mut().filter_map(|s| match s {
        StackObject::Triggered { instance, .. } => Some(instance),
        _ => None,
    });
    for t in ctx.s.waiting.iter_mut().chain(stacked) {
        if t.source == obj {
            t.source_tapped_lki = Some(last.tapped);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Ruleset;
    use crate::state::GameState;

    #[test]
    fn life_conditions_compare_inclusively() {
        let rules = Ruleset::standard();
        let s = GameState::new(2, 40, 0);
        let ctx = Ctx::new(&rules, &s);
        assert!(holds(
            &ctx,
            &Condition::LifeAtLeast(40),
            PlayerId(0),
            ObjectId(0)
        ));
        assert!(!holds(
            &ctx,
            &Condition::LifeAtLeast(41),
            PlayerId(0),
            ObjectId(0)
        ));
        assert!(holds(
            &ctx,
            &Condition::LifeAtMost(40),
            PlayerId(1),
            ObjectId(0)
        ));
        assert!(holds(
            &ctx,
            &Condition::NoCardsInHand,
            PlayerId(1),
            ObjectId(0)
        ));
    }
}
