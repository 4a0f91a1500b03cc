//! Cards for what a triggered ability knows and for the turn's history kept whenever a card
//! could read it (issue 32): "that creature's power" in an intervening "if" (CR 603.4,
//! 603.6a), "X is its power" after the source died (CR 113.7a, 608.2h), "that much" after a
//! player was dealt damage or gained life (CR 120.3, 119.3), and "this turn" read by a token
//! created later or by a granted ability (CR 700.4, 111.1, 613.1f). Names are ours. Appended
//! after every earlier card so their ids stay as they were.

use super::builtin::{card, spell, trig};
use crate::vocab::tokens::Tokens;
use crate::vocab::{
    Ability, CardDef, CardType as T, Condition, CounterKind, Effect as E, History, ObjectRef,
    Objects, Op, Quantity as Q, Selector, StaticAbility, TriggerEvent as Ev, TriggeredAbility, Who,
};

/// "Whenever another creature you control enters, if that creature's power is [op] this
/// creature's, [effect]."
fn compares_entering(op: Op, effect: E) -> Ability {
    trig(TriggeredAbility {
        intervening_if: Some(Condition::Compare {
            left: Q::PowerOf(ObjectRef::It),
            op,
            right: Q::PowerOf(ObjectRef::This),
        }),
        ..TriggeredAbility::on(Ev::Enters(Selector::yours(T::Creature).other()), effect)
    })
}

/// "You gain 1 life for each creature that died this turn."
fn gain_per_death() -> E {
    E::GainLife {
        who: Who::You,
        amount: Q::ThisTurn {
            of: History::CreaturesDied,
            who: Who::Any,
        },
    }
}

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // Pelt Collector-style: "Whenever another creature you control enters, if that
        // creature's power is greater than this creature's, put a +1/+1 counter on this
        // creature."
        card(
            "Pelt Gatherer",
            &[T::Creature],
            (1, 1),
            vec![compares_entering(
                Op::Greater,
                E::PutCounters {
                    on: Objects::This,
                    kind: CounterKind::PlusOne,
                    count: Q::Fixed(1),
                },
            )],
        ),
        // "Whenever another creature you control enters, if that creature's power is less
        // than this creature's, you gain 1 life."
        card(
            "Runt Shepherd",
            &[T::Creature],
            (2, 2),
            vec![compares_entering(
                Op::Less,
                E::GainLife {
                    who: Who::You,
                    amount: Q::Fixed(1),
                },
            )],
        ),
        // Elenda-style: "When this creature dies, create X Soldier tokens, where X is its
        // power."
        card(
            "Brood Matron",
            &[T::Creature],
            (2, 2),
            vec![trig(TriggeredAbility::on(
                Ev::Dies(Selector::this()),
                E::CreateToken(Tokens {
                    token: "Soldier Token".into(),
                    count: Q::PowerOf(ObjectRef::This),
                }),
            ))],
        ),
        // "Whenever you're dealt damage, you gain that much life."
        card(
            "Pain Mirror",
            &[T::Enchantment],
            (0, 0),
            vec![trig(TriggeredAbility::on(
                Ev::PlayerDealtDamage {
                    who: Who::You,
                    combat: false,
                },
                E::GainLife {
                    who: Who::You,
                    amount: Q::ThatMuch,
                },
            ))],
        ),
        // Sanguine Bond-style: "Whenever you gain life, each opponent loses that much life."
        card(
            "Blood Tithe",
            &[T::Enchantment],
            (0, 0),
            vec![trig(TriggeredAbility::on(
                Ev::LifeGained(Who::You),
                E::LoseLife {
                    who: Who::Opponent,
                    amount: Q::ThatMuch,
                },
            ))],
        ),
        // A token that reads the history: "When this enters, you gain 1 life for each creature
        // that died this turn."
        CardDef {
            token: true,
            ..card(
                "Mourner Token",
                &[T::Creature],
                (1, 1),
                vec![trig(TriggeredAbility::on(
                    Ev::Enters(Selector::this()),
                    gain_per_death(),
                ))],
            )
        },
        // "Create a Mourner token."
        spell(
            "Call the Mourners",
            T::Instant,
            E::CreateToken(Tokens::one("Mourner Token")),
        ),
        // "Creatures you control have 'Whenever another creature dies, you gain 1 life for each
        // creature that died this turn.'"
        card(
            "Banner of Remembrance",
            &[T::Enchantment],
            (0, 0),
            vec![Ability::Static(StaticAbility::Grant {
                to: Selector::yours(T::Creature),
                ability: Box::new(TriggeredAbility::on(
                    Ev::Dies(Selector::of_type(T::Creature).other()),
                    gain_per_death(),
                )),
            })],
        ),
    ]
}

/// The cards of last known information with "until end of turn" changes (CR 608.2h, 113.7a):
/// appended after every other card so their ids stay as they were.
pub(super) fn last_known_cards() -> Vec<CardDef> {
    use super::builtin::on;
    use crate::vocab::effect::TargetSpec;
    use crate::vocab::{ActivatedAbility, Cost};
    vec![
        // Kresh-style reading: "Whenever a creature dies, this deals damage equal to that
        // creature's power to target opponent."
        card(
            "Avenging Shrine",
            &[T::Enchantment],
            (0, 0),
            vec![on(
                Ev::Dies(Selector::of_type(T::Creature)),
                E::DealDamage {
                    to: TargetSpec::Player(Who::Opponent),
                    amount: Q::PowerOf(ObjectRef::It),
                    also: Vec::new(),
                },
            )],
        ),
        // "Sacrifice this creature: It deals damage equal to its power to target opponent."
        card(
            "Powder Beetle",
            &[T::Creature],
            (1, 1),
            vec![Ability::Activated(ActivatedAbility {
                cost: Cost {
                    sacrifice: Some(Selector::this()),
                    ..Cost::default()
                },
                effect: E::DealDamage {
                    to: TargetSpec::Player(Who::Opponent),
                    amount: Q::PowerOf(ObjectRef::This),
                    also: Vec::new(),
                },
                mana: false,
            })],
        ),
        // "Sacrifice a creature: This artifact deals damage equal to the sacrificed creature's
        // power to target opponent."
        card(
            "Hurling Altar",
            &[T::Artifact],
            (0, 0),
            vec![Ability::Activated(ActivatedAbility {
                cost: Cost {
                    sacrifice: Some(Selector::of_type(T::Creature)),
                    ..Cost::default()
                },
                effect: E::DealDamage {
                    to: TargetSpec::Player(Who::Opponent),
                    amount: Q::PowerOf(ObjectRef::Sacrificed),
                    also: Vec::new(),
                },
                mana: false,
            })],
        ),
    ]
}
