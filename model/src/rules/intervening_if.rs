//! CR 603.4: the intervening "if" clause. Checked when the trigger event occurs (in
//! `trigger_event::try_trigger`) and again as the ability resolves (in `resolve`). The same
//! game-state conditions serve state triggers (CR 603.8). A condition about the source of an
//! ability whose source has left is judged on its last known information (CR 113.7a), and "that
//! creature" is its event's object (`trigger_knowledge`).

use super::select;
use super::trigger_knowledge::{self, lki, Knows};
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Happening;
use crate::mutant::Mutant;
use crate::state::{GameObject, ObjectId, PlayerId, StackObject, Zone};
use crate::vocab::Condition;
use imbl::Vector;

/// CR 603.4 + 603.3a: "you" in the condition is the ability's controller (the mutant reads it
/// as the active player).
pub(crate) fn you(ctx: &Ctx, controller: PlayerId) -> PlayerId {
    if ctx.mutant(Mutant::InterveningIfForActivePlayer) {
        ctx.s.active
    } else {
        controller
    }
}

/// Does `cond` hold now, for an ability controlled by `you` with source `source` that knows
/// nothing of an event (a state trigger's state, CR 603.8)?
pub(crate) fn holds(ctx: &Ctx, cond: &Condition, you: PlayerId, source: ObjectId) -> bool {
    let none = Vector::new();
    let k = Knows {
        source,
        controller: you,
        source_lki: None,
        refers: &none,
        it_lki: None,
        sacrificed_lki: None,
        x: 0,
    };
    holds_knowing(ctx, cond, k)
}

/// [`holds`] for a triggered ability, read through what it knows
/// ([`trigger_knowledge::reading`]): its event's objects and amount, and its source as it last
/// existed on the battlefield once it has left.
pub(crate) fn holds_knowing(ctx: &Ctx, cond: &Condition, k: Knows) -> bool {
    let mut r = trigger_knowledge::reading(ctx, k);
    // CR 113.7a + CR 608.2h: a source no longer in the zone it is expected in is judged by its
    // last known information (the mutant judges a departed source as failing the condition).
    if ctx.mutant(Mutant::InterveningIfNoLki) {
        r.source_lki = None;
    }
    // The mutant's last known information keeps no counters (undying/persist read none).
    let forgotten = r
        .source_lki
        .filter(|_| ctx.mutant(Mutant::LkiCountersForgotten))
        .map(|o| GameObject {
            counters: Vec::new(),
            ..o.clone()
        });
    if forgotten.is_some() {
        r.source_lki = forgotten.as_ref();
    }
    // A quantity past 64 bits cuts the step (Decision::Halted), never reads as false.
    select::condition(ctx.rules, &ctx.s, cond, &r).unwrap_or_else(|| {
        ctx.halt(crate::state::Limit::Amount);
        false
    })
}

/// CR 113.7a + CR 608.2h (mtg-2024-11-08): the journal says an ability keeps `obj`, which left
/// the battlefield, as it last existed there (`last`), with the power and toughness it had.
pub(crate) fn note_lki(ctx: &mut Ctx, obj: ObjectId, last: &GameObject) {
    let h = Happening::LastKnown {
        object: obj,
        card: last.card,
        power: super::characteristics::power(ctx.rules, last),
        toughness: super::characteristics::toughness(ctx.rules, last),
    };
    ctx.log(RuleRef::LastKnownInformation, h);
}

/// CR 113.7a: permanent `obj` (as it was, `last`) is leaving the battlefield: the triggered
/// abilities it is the source of keep its last known information, and so do those whose event
/// object ("that creature") it is, if they read it, and the activated abilities it is the
/// source of that read its power, toughness or counters.
pub(crate) fn record_lki(ctx: &mut Ctx, obj: ObjectId, last: &GameObject) {
    if last.zone != Zone::Battlefield {
        return;
    }
    if activated_keep_lki(ctx, obj, last) {
        note_lki(ctx, obj, last);
    }
    let stacked = ctx.s.stack.iter_mut().filter_map(|s| match s {
        StackObject::Triggered { instance, .. } => Some(instance),
        _ => None,
    });
    let rules = ctx.rules;
    for t in ctx.s.waiting.iter_mut().chain(stacked) {
        if t.source == obj {
            t.source_lki = Some(lki(last));
        }
        // CR 608.2h + CR 113.7a (mtg-2024-11-08): "that creature" that left is read as it
        // last existed on the battlefield, by an ability that reads it.
        if t.refers.front() == Some(&obj) && trigger_knowledge::reads_event_object(rules, &t.origin)
        {
            t.it_lki = Some(lki(last));
        }
    }
}

/// CR 608.2h + CR 113.7a (mtg-2024-11-08): the activated abilities on the stack whose source
/// `obj` (as it was, `last`) is leaving the battlefield — sacrificed to pay the cost, or later —
/// keep it as it last existed there, if their effect reads its power, toughness or counters
/// ("sacrifice this: it deals damage equal to its power"). The mutant
/// `sacrificed-source-forgotten` keeps nothing: the departed source reads as no object. Did
/// any keep it?
fn activated_keep_lki(ctx: &mut Ctx, obj: ObjectId, last: &GameObject) -> bool {
    if ctx.mutant(Mutant::SacrificedSourceForgotten) {
        return false;
    }
    let rules = ctx.rules;
    let mut kept = false;
    for so in ctx.s.stack.iter_mut() {
        if let StackObject::Activated {
            source,
            card,
            index,
            source_lki,
            ..
        } = so
        {
            if *source == obj
                && trigger_knowledge::activated_reads(
                    rules,
                    *card,
                    *index,
                    crate::vocab::ObjectRef::This,
                )
            {
                *source_lki = Some(lki(last));
                kept = true;
            }
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ruleset::Ruleset;
    use crate::state::GameState;

    #[test]
    fn life_conditions_compare_inclusively() {
        let rules = Ruleset::standard();
        let s = GameState::new(2, 40, 0);
        let ctx = Ctx::new(&rules, &s);
        let at = |c: Condition, p: u8| holds(&ctx, &c, PlayerId(p), ObjectId(0));
        assert!(at(Condition::life_at_least(40), 0));
        assert!(!at(Condition::life_at_least(41), 0));
        assert!(at(Condition::life_at_most(40), 1));
        assert!(at(Condition::no_cards_in_hand(), 1));
    }
}
