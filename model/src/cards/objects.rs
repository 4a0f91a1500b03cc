//! Cards for the object vocabulary (issue 13): counters (CR 122) and "enters with counters"
//! (CR 614.1c, 122.6), undying and persist (CR 702.93a, 702.79a) reading last known counters,
//! +1/+1 and -1/-1 annihilation (CR 704.5q), "until end of turn" power/toughness changes
//! (CR 611.2a, 514.2) that kill by toughness (CR 704.5f), subtypes, nontoken and
//! counter-reading selectors. Names are ours. Appended after every earlier card, so the earlier
//! card ids stay as they were.

use super::builtin::gain;
use super::builtin::{card, on, spell, trig};
use crate::vocab::effect::{Objects, TargetSpec};
use crate::vocab::statics::StaticAbility as S;
use crate::vocab::{
    Ability, CardDef, CardType as T, Condition, CounterKind as K, CounterTest, Effect as E,
    ObjectRef, Op, Quantity, Selector, Supertype, TriggerEvent as Ev, TriggeredAbility,
};

/// "When this creature dies, if it had no [kind] counters on it, return it to the battlefield
/// under its owner's control with a [kind] counter on it": undying (+1/+1, CR 702.93a) and
/// persist (-1/-1, CR 702.79a).
fn returns_with(kind: K) -> Ability {
    trig(TriggeredAbility {
        intervening_if: Some(Condition::Compare {
            left: Quantity::CountersOn {
                object: ObjectRef::This,
                kind,
            },
            op: Op::Equal,
            right: Quantity::Fixed(0),
        }),
        ..TriggeredAbility::on(
            Ev::Dies(Selector::this()),
            E::ReturnItToBattlefieldWith(kind),
        )
    })
}

fn target_creature() -> TargetSpec {
    TargetSpec::Permanent(Selector::of_type(T::Creature))
}

/// The object-vocabulary cards.
pub(super) fn objects() -> Vec<CardDef> {
    let with_plus = Selector {
        counters: Some(CounterTest {
            kind: K::PlusOne,
            count: crate::vocab::Cmp::AtLeast(1),
        }),
        ..Selector::of_type(T::Creature)
    };
    vec![
        // Undying.
        CardDef {
            subtypes: vec!["Zombie".into()],
            ..card(
                "Undying Brute",
                &[T::Creature],
                (2, 2),
                vec![returns_with(K::PlusOne)],
            )
        },
        // Persist.
        CardDef {
            subtypes: vec!["Spirit".into()],
            ..card(
                "Persistent Wisp",
                &[T::Creature],
                (2, 2),
                vec![returns_with(K::MinusOne)],
            )
        },
        // "Whenever one or more +1/+1 counters are put on a creature you control, you gain 1 life."
        card(
            "Growth Chronicler",
            &[T::Enchantment],
            (0, 0),
            vec![on(
                Ev::CountersPut {
                    on: Selector::yours(T::Creature),
                    kind: Some(K::PlusOne),
                    player: None,
                },
                gain(1),
            )],
        ),
        // "This creature enters with two +1/+1 counters on it."
        CardDef {
            subtypes: vec!["Ooze".into()],
            ..card(
                "Sprouting Ooze",
                &[T::Creature],
                (0, 0),
                vec![Ability::Static(S::EntersWithCounters {
                    kind: K::PlusOne,
                    count: 2,
                })],
            )
        },
        // "Whenever a creature with a +1/+1 counter on it dies, you gain 2 life."
        card(
            "Veterans' Cairn",
            &[T::Enchantment],
            (0, 0),
            vec![on(Ev::Dies(with_plus.clone()), gain(2))],
        ),
        // "Whenever another nontoken Human you control dies, you gain 1 life."
        CardDef {
            subtypes: vec!["Human".into(), "Cleric".into()],
            ..card(
                "Village Mourner",
                &[T::Creature],
                (1, 1),
                vec![on(
                    Ev::Dies(Selector {
                        subtype: Some("Human".into()),
                        token: Some(false),
                        ..Selector::yours(T::Creature).other()
                    }),
                    gain(1),
                )],
            )
        },
        CardDef {
            subtypes: vec!["Human".into(), "Soldier".into()],
            ..card("Militia Recruit", &[T::Creature], (1, 1), vec![])
        },
    ]
}

/// The spells that put counters and change power and toughness, and a legend.
pub(super) fn object_spells() -> Vec<CardDef> {
    vec![
        // A legendary creature: "When this creature dies, you gain 2 life" (CR 704.5j).
        CardDef {
            subtypes: vec!["Human".into(), "Soldier".into()],
            supertypes: vec![Supertype::Legendary],
            ..card(
                "Captain Vess",
                &[T::Creature],
                (2, 2),
                vec![on(Ev::Dies(Selector::this()), gain(2))],
            )
        },
        // "Put a -1/-1 counter on target creature."
        spell(
            "Blight Drop",
            T::Instant,
            E::PutCounters {
                on: Objects::Target(target_creature()),
                kind: K::MinusOne,
                count: Quantity::Fixed(1),
            },
        ),
        // "Put a +1/+1 counter on each creature you control."
        spell(
            "Rally Banner",
            T::Sorcery,
            E::PutCounters {
                on: Objects::Each(Selector::yours(T::Creature)),
                kind: K::PlusOne,
                count: Quantity::Fixed(1),
            },
        ),
        // "Target creature gets +2/+2 until end of turn."
        spell(
            "Surge of Might",
            T::Instant,
            E::Pump {
                on: Objects::Target(target_creature()),
                power: 2,
                toughness: 2,
            },
        ),
        // "Target creature gets -2/-2 until end of turn."
        spell(
            "Wilting Curse",
            T::Instant,
            E::Pump {
                on: Objects::Target(target_creature()),
                power: -2,
                toughness: -2,
            },
        ),
    ]
}
