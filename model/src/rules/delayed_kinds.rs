//! The parameterized delayed triggers (CR 603.7): when "at the beginning of [your] next [step]",
//! "when that creature dies [this turn]" and "when [who] next casts a [spell] spell [this turn]"
//! occur (CR 603.7b). The effect creating them, with
//! their duration, is `delayed_effects::create_from`; "that player" is read in `effect_env` and
//! recorded as the ability triggers in `event_owner`.

use super::Ctx;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{DelayedTrigger, Zone};
use crate::vocab::{DelayedEvent, Who};

/// Does `ev` match one of the parameterized delayed events?
pub(super) fn occurs(ctx: &Ctx, d: &DelayedTrigger, ev: &Event) -> bool {
    match (&d.event, ev) {
        // CR 603.7b (mtg-2024-11-08): the next time the step begins (every step that begins
        // after its creation is later than it); "your next" only in its controller's turn.
        (
            DelayedEvent::NextStep { step, whose },
            Event::StepBegan {
                step: st, active, ..
            },
        ) => {
            let whose = if ctx.mutant(Mutant::NextStepAnyPlayer) {
                Who::Any
            } else {
                *whose
            };
            super::trigger_families::step_matches(*step, *st)
                && super::select::who_matches(whose, *active, d.controller)
        }
        // CR 603.7c (mtg-2024-11-08): "that creature" is the object it refers to, no other.
        (
            DelayedEvent::ThatDies,
            Event::ZoneChange {
                old,
                from: Some(Zone::Battlefield),
                to: Zone::Graveyard,
                card,
                ..
            },
        ) => {
            d.refers.contains(old)
                || (ctx.mutant(Mutant::DelayedDiesAnyCreature)
                    && ctx.card(*card).has_type(crate::vocab::CardType::Creature))
        }
        // CR 601.2i (mtg-2024-11-08): "when you next cast a [spell] spell": the caster, seen
        // from the delayed trigger's controller, and the spell as it is on the stack.
        (DelayedEvent::SpellCast(w), Event::SpellCast { player, object }) => {
            let me = super::select::Viewer::of(&ctx.s, d.source, d.controller);
            super::select::who_matches(w.who, *player, d.controller)
                && super::select::matches(ctx.rules, &ctx.s, &w.spell, *object, me)
        }
        _ => false,
    }
}
