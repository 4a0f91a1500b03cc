//! Granted triggered abilities (CR 613.1f, layer 6): a static "[selector] have '[triggered
//! ability]'" gives the ability to each permanent the selector picks while the granter is on
//! the battlefield with its abilities. The ability triggers only if the object has it when the
//! event happens (CR 603.2); a leaves-the-battlefield ability is looked back at: did the object
//! have it immediately before the event (CR 603.10a), so a granter leaving at the same time
//! still grants it.
//!
//! Models: grants read in the state the ability is checked in (after the event, or before it
//! for look-back abilities); a permanent without its abilities neither grants any nor keeps a
//! grant older than the effect that removed them ("loses all abilities", "all creatures lose
//! all abilities"); a grant newer than that effect stays (CR 613.7, timestamp order in layer
//! 6: `characteristics::AbilityReader::keeps_grant`).
//! Does not model: granted abilities of cards outside the battlefield; the limits of 603.2c-i
//! that need an ability's printed index (once each turn, "the Nth time", "one or more"
//! batches, additional triggers of CR 603.2d): a granted ability triggers once per event;
//! several permanents of one card granting it give one instance (CR 113.2c gives one each).

use super::select::Viewer;
use super::trigger_event::{try_trigger, NewInstance};
use super::trigger_families::matches;
use super::trigger_knowledge::Views;
use super::{characteristics, look_back, Ctx};
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::{AbilityOrigin, GameState, ObjectId, Zone};
use crate::vocab::{Ability, StaticAbility, TriggerCondition};

/// The grants object `id` of `reader`'s state has from the permanents of `granters`' state:
/// (granter's card, static index, kept only by the timestamp order) triples, each from a
/// permanent on the battlefield that has its abilities (CR 613.1f), whose selector picks `id`,
/// and whose grant applies after every removal of `id`'s abilities (CR 613.7).
fn grants_in(
    ctx: &Ctx,
    reader: &characteristics::AbilityReader,
    granters: &characteristics::AbilityReader,
    id: ObjectId,
) -> Vec<(crate::vocab::CardId, u8, bool)> {
    let s = granters.state();
    let mut out: Vec<(crate::vocab::CardId, u8, bool)> = Vec::new();
    for (gid, g) in s.objects_in_order() {
        if g.zone != Zone::Battlefield || !granters.has(gid) {
            continue;
        }
        // CR 613.7 (mtg-2024-11-08): layer 6 in timestamp order: the grant stays on `id` only
        // if no removal of its abilities is newer.
        if !reader.keeps_grant(id, g) {
            continue;
        }
        let by_timestamp = reader.kept_by_timestamp(id, g);
        for (index, a) in characteristics::text_abilities(ctx.rules, g.card)
            .iter()
            .enumerate()
        {
            let Ability::Static(StaticAbility::Grant { to, .. }) = a else {
                continue;
            };
            let me = Viewer {
                source: gid,
                controller: g.controller,
                host: g.attached_to,
            };
            // SIMPLIFICATION (CR 113.2c): two granters of one card give one instance, not two.
            // `index as u8` in range: at most 255 abilities a card (refused at load past that).
            if super::select::matches(ctx.rules, s, to, id, me)
                && !out
                    .iter()
                    .any(|(c, i, _)| (*c, *i) == (g.card, index as u8))
            {
                out.push((g.card, index as u8, by_timestamp));
            }
        }
    }
    out
}

/// CR 603.2 + CR 613.1f: checks the abilities granted to each permanent of `state` against
/// event `ev` (journal index `idx`); `look_back` is the pass for look-back abilities, judged
/// in the state before the event (CR 603.10a; the mutant reads the grants after it).
pub(crate) fn check(
    ctx: &mut Ctx,
    v: &Views,
    state: &GameState,
    (idx, ev): (u16, &Event),
    look_back: bool,
) {
    let grants_state = if look_back && ctx.mutant(Mutant::GrantReadAfterEvent) {
        v.after
    } else {
        state
    };
    // No permanent with a granting static: no object has a granted ability (a cheap exit
    // before the per-object search below, which reads every granter for every permanent).
    let granting = |g: &crate::state::GameObject| {
        g.zone == Zone::Battlefield
            && characteristics::text_abilities(ctx.rules, g.card)
                .iter()
                .any(|a| matches!(a, Ability::Static(StaticAbility::Grant { .. })))
    };
    if !grants_state.objects_in_order().any(|(_, g)| granting(g)) {
        return;
    }
    let ids: Vec<ObjectId> = state.objects_in_order().map(|(id, _)| id).collect();
    let reader = characteristics::AbilityReader::new(ctx.rules, state);
    let grants_reader = characteristics::AbilityReader::new(ctx.rules, grants_state);
    for id in ids {
        let o = state.object(id).expect("id from this state");
        if o.zone != Zone::Battlefield {
            continue;
        }
        let o = o.clone();
        for (card, index, by_timestamp) in grants_in(ctx, &reader, &grants_reader, id) {
            let ta = super::characteristics::granted_ability(ctx.rules, card, index)
                .expect("a grant quotes an ability")
                .clone();
            let TriggerCondition::Event(te) = &ta.when else {
                continue;
            };
            if ta.is_part_two() || look_back::looks_back(ctx, &ta) != look_back {
                continue;
            }
            let me = Viewer {
                source: id,
                controller: o.controller,
                host: o.attached_to,
            };
            if !matches(ctx, v, te, ev, me) {
                continue;
            }
            // CR 101.1 (mtg-2024-11-08): a static saying the event doesn't cause abilities [of
            // the sources it names] to trigger stops a granted ability like a printed one.
            let origin = AbilityOrigin::Granted { card, index };
            if super::trigger_cause::stops(ctx, v, (idx, ev), (id, &o), origin.clone()) {
                continue;
            }
            let super::trigger_knowledge::EventKnowledge { refers, x } =
                super::trigger_knowledge::of_event(ctx, ev, te, v);
            let new = NewInstance {
                origin,
                cause: Some(idx),
                look_back,
                refers,
                x: super::trigger_knowledge::remembered_amount(&ta, x),
                // CR 608.2h + CR 113.7a (mtg-2024-11-08): a leaver read as it last existed.
                it_lki: super::trigger_knowledge::leaver_lki(ctx, ev, &ta, v),
                by_timestamp,
                ..NewInstance::printed(id, &o, 0)
            };
            try_trigger(ctx, &ta, &o, new);
        }
    }
}
