//! CR 605: mana abilities. Activated mana abilities resolve at once (605.3b); triggered mana
//! abilities resolve immediately after the mana ability that triggered them, without the stack
//! (605.4a).
//!
//! Does not model: spending mana (SIMPLIFICATION: costs are free; mana pools are observable only).

use super::hooks::perform_plain;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::state::{InstanceId, ObjectId, PlayerId};
use crate::vocab::{Effect, ManaPool};

fn mana_amount(effect: &Effect) -> ManaPool {
    match effect {
        Effect::AddMana(n) => *n,
        _ => ManaPool::EMPTY,
    }
}

/// CR 605.3b: an activated mana ability resolves immediately.
pub(crate) fn activate_mana_ability(ctx: &mut Ctx, p: PlayerId, source: ObjectId, effect: &Effect) {
    let amount = mana_amount(effect);
    ctx.add_mana(p, amount);
    let ev = Event::ManaAdded {
        player: p,
        amount,
        tapped: Some(source),
    };
    perform_plain(ctx, vec![ev], RuleRef::ActivatedManaAbility);
}

/// CR 605.4a: the triggered mana ability `id` (just triggered) resolves now, off the stack.
pub(crate) fn resolve_triggered(ctx: &mut Ctx, id: InstanceId, effect: &Effect) {
    let Some(pos) = ctx.s.waiting.iter().position(|t| t.id == id) else {
        return;
    };
    let t = ctx.s.waiting.remove(pos);
    let amount = mana_amount(effect);
    ctx.add_mana(t.controller, amount);
    ctx.log(
        RuleRef::TriggeredManaAbility,
        Happening::ManaAbilityResolved { instance: id },
    );
    ctx.log(
        RuleRef::TriggeredManaAbility,
        Happening::Event(Event::ManaAdded {
            player: t.controller,
            amount,
            tapped: None,
        }),
    );
}
