//! CR 603.4: the intervening "if" clause. Checked when the trigger event occurs (in
//! `trigger_event::try_trigger`) and again as the ability resolves (in `resolve`). The same
//! game-state conditions serve state triggers (CR 603.8).

use super::Ctx;
use crate::state::{ObjectId, PlayerId, Zone};
use crate::vocab::{CardType, Condition};

/// Does `cond` hold now, for an ability controlled by `you` with source `source`?
pub(crate) fn holds(ctx: &Ctx, cond: &Condition, you: PlayerId, source: ObjectId) -> bool {
    let s = &ctx.s;
    match cond {
        Condition::NoCardsInHand => s.hand_size(you) == 0,
        Condition::ControlNoCreatures => !s
            .battlefield()
            .any(|(_, o)| o.controller == you && ctx.card(o.card).has_type(CardType::Creature)),
        Condition::LifeAtMost(n) => s.player(you).life <= *n,
        Condition::LifeAtLeast(n) => s.player(you).life >= *n,
        Condition::SourceUntapped => s
            .object(source)
            .is_some_and(|o| o.zone == Zone::Battlefield && !o.tapped),
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
