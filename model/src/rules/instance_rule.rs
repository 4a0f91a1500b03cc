//! Which rule a new trigger instance cites in the journal: an additional trigger, a state
//! trigger, a delayed or reflexive one, a look-back, or plain triggering (CR 603.2, 603.3).

use super::trigger_event::NewInstance;
use super::Ctx;
use crate::edition::RuleRef;
use crate::semantics::LookBack;
use crate::state::AbilityOrigin;

/// The rule the journal cites as `new` triggers.
pub(super) fn instance_rule(ctx: &Ctx, new: &NewInstance) -> RuleRef {
    match (&new.origin, new.state_trigger, new.additional) {
        (_, _, true) => RuleRef::AdditionalTrigger,
        _ if new.despite_replacement == Some(crate::vocab::ScoreKind::Conquer) => {
            RuleRef::ConquerTriggersDespiteReplacement
        }
        _ if new.despite_replacement.is_some() => RuleRef::HoldTriggersDespiteReplacement,
        (_, true, _) => RuleRef::StateTrigger,
        (AbilityOrigin::Delayed { .. }, ..) => RuleRef::DelayedTrigger,
        // CR 613.7 (mtg-2024-11-08): the object has the granted ability because the grant is
        // newer than the effect that removed all its abilities.
        _ if new.by_timestamp => RuleRef::LayerTimestamps,
        (AbilityOrigin::Reflexive { .. }, ..) => RuleRef::Reflexive,
        _ if new.look_back && ctx.sem().look_back == LookBack::OwnDeathOnly => RuleRef::Deathknell,
        // CR 603.10e (mtg-2024-11-08): "when a spell is countered" looks back.
        _ if new.look_back && super::counter_spell::caused_by_counter(ctx, new.cause) => {
            RuleRef::CounteredLooksBack
        }
        _ if new.look_back && super::control::is_loss_ability(ctx, &new.origin) => {
            RuleRef::ControlLookBack
        }
        // CR 603.10f (mtg-2024-11-08): "whenever a player loses the game" looks back.
        _ if new.look_back && super::multiplayer::is_loses_game_ability(ctx, &new.origin) => {
            RuleRef::LossLooksBack
        }
        _ if new.look_back => RuleRef::LookBack,
        _ => RuleRef::Triggers,
    }
}
