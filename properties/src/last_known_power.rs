//! A creature that left the battlefield, read later by an ability, is read as it last existed
//! there, "until end of turn" changes and counters included (CR 608.2h, 113.7a, 613.4c
//! (mtg-2024-11-08)): "whenever a creature dies, ... that creature's power" (the Kresh the
//! Bloodbraided ruling), "sacrifice this: it deals damage equal to its power", and "sacrifice a
//! creature: ... damage equal to the sacrificed creature's power".
//!
//! This crate's own reading: the power the rules give is read from the journal's zone-change
//! entry as the object left (`reflexive::power_as_it_left`: printed power or 2 face down, its
//! +1/+1 and -1/-1 counters, its "until end of turn" changes); the ability's record of it is the
//! object its instance or stack object keeps, read through `selector::power_toughness`.

use crate::observe::printed;
use crate::reflexive::{instance_in, power_as_it_left};
use crate::selector::{power_toughness, Known};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{GameObject, ObjectId, StackObject, Zone};
use triggerproof_model::vocab::{Ability, Effect, ObjectRef, Quantity};

/// Does `effect` read the power of `which` ("its power", "that creature's power")?
fn reads_power_of(effect: &Effect, which: ObjectRef) -> bool {
    let mut found = false;
    effect.quantities(&mut |q| q.walk(&mut |x| found |= *x == Quantity::PowerOf(which)));
    found
}

/// Our reading of the power of the object an ability keeps (`None` if it keeps none).
fn kept_power(v: &View, kept: Option<&GameObject>) -> Option<i16> {
    kept.and_then(|o| power_toughness(v.pool, &Known::of(o, false)).map(|(p, _)| p))
}

/// Each object that left the battlefield in this step and is read afterwards by an ability
/// through its power: the power the rules give (as the zone change kept it) and the power
/// the ability keeps, with whether the object had an "until end of turn" change. The readers:
/// an ability that triggered on its leaving and reads "that creature's power" (still waiting
/// or on the stack after the step), and an activated ability on the stack whose source it is
/// and that reads "its power".
fn departed_powers(v: &View) -> Vec<(i16, Option<i16>, bool)> {
    let entries = &v.journal.entries;
    let mut out = Vec::new();
    for e in entries {
        match &e.what {
            Happening::Triggered {
                instance,
                origin,
                cause: Some(c),
                ..
            } => {
                let Some(Happening::Event(ev)) = entries.get(usize::from(*c)).map(|x| &x.what)
                else {
                    continue;
                };
                let reads =
                    printed(v, origin).is_some_and(|ta| reads_power_of(&ta.effect, ObjectRef::It));
                let (Some(p), Some(t), true) =
                    (power_as_it_left(v, ev), instance_in(v, *instance), reads)
                else {
                    continue;
                };
                out.push((p, kept_power(v, t.it_lki.as_deref()), pumped(ev)));
            }
            Happening::Event(ev @ Event::ZoneChange { old, .. }) => {
                let Some(p) = power_as_it_left(v, ev) else {
                    continue;
                };
                for kept in activated_readers(v, *old) {
                    out.push((p, kept_power(v, kept), pumped(ev)));
                }
                // A creature sacrificed to pay an activated ability's cost, read by it as "the
                // sacrificed creature": the ability activated in this step keeps it.
                if e.rule == RuleRef::PayCosts {
                    if let Some(kept) = cost_sacrificed_reader(v, *old) {
                        out.push((p, kept_power(v, kept), pumped(ev)));
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// Did the leaver have an "until end of turn" change to its power as it left?
fn pumped(ev: &Event) -> bool {
    matches!(ev, Event::ZoneChange { pump, .. } if pump.0 != 0)
}

/// The activated abilities on the stack after the step whose source is `old` and whose effect
/// reads "its power": what each keeps of its source.
fn activated_readers<'a>(v: &View<'a>, old: ObjectId) -> Vec<Option<&'a GameObject>> {
    v.state
        .stack
        .iter()
        .filter_map(|s| match s {
            StackObject::Activated {
                source,
                card,
                index,
                source_lki,
                ..
            } if *source == old
                && v.state
                    .object(old)
                    .is_none_or(|o| o.zone != Zone::Battlefield) =>
            {
                let reads = matches!(v.pool.get(*card).abilities.get(usize::from(*index)),
                    Some(Ability::Activated(a)) if reads_power_of(&a.effect, ObjectRef::This));
                reads.then_some(source_lki.as_deref())
            }
            _ => None,
        })
        .collect()
}

/// The activated ability activated in this step (the newest on the stack after it: triggers
/// its cost caused may sit above it) if its cost
/// sacrificed `old`, a permanent other than its source, and its effect reads "the sacrificed
/// creature's power": what it keeps of that creature.
fn cost_sacrificed_reader<'a>(v: &View<'a>, old: ObjectId) -> Option<Option<&'a GameObject>> {
    let newest = v
        .state
        .stack
        .iter()
        .rev()
        .find(|s| matches!(s, StackObject::Activated { .. }))?;
    match newest {
        StackObject::Activated {
            source,
            card,
            index,
            sacrificed_lki,
            ..
        } if *source != old => {
            let reads = matches!(v.pool.get(*card).abilities.get(usize::from(*index)),
                Some(Ability::Activated(a)) if reads_power_of(&a.effect, ObjectRef::Sacrificed));
            reads.then_some(sacrificed_lki.as_deref())
        }
        _ => None,
    }
}

/// CR 608.2h + CR 113.7a (mtg-2024-11-08): an ability that reads the power of a creature that
/// has left the battlefield — "that creature" of a leaves-the-battlefield ability, or the source
/// of an activated ability sacrificed to pay its cost — knows the power it had as it last
/// existed there, counters and "until end of turn" changes included (CR 613.4c).
fn departed_power_is_last_known(v: &View) -> bool {
    departed_powers(v)
        .into_iter()
        .all(|(rules, kept, _)| kept == Some(rules))
}

/// Such an ability reads a creature that had an "until end of turn" change to its power.
fn departed_pumped_power_read(v: &View) -> bool {
    departed_powers(v).into_iter().any(|(_, _, pumped)| pumped)
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "departed-power-is-last-known", expectation: Always, kind: Step, statement: "An ability that reads the power of a creature that left the battlefield ('whenever a creature dies, ... that creature's power'; 'sacrifice this: damage equal to its power'; 'sacrifice a creature: ... the sacrificed creature's power') knows the power it had as it last existed there, counters and 'until end of turn' changes included.", rules: &[RuleRef::LastKnownInformation], editions: MTG, witness: Some("departed-pumped-power-read"), check: departed_power_is_last_known },
        Property { name: "departed-pumped-power-read", expectation: Sometimes, kind: Reachability, statement: "An ability reads the power of a creature that left the battlefield with an 'until end of turn' change to its power.", rules: &[RuleRef::LastKnownInformation], editions: MTG, witness: None, check: departed_pumped_power_read },
    ]
}
