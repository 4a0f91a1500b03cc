//! Cards for combat (issue 15): attack, block and combat damage triggers (CR 508.1m, 509.1i,
//! 510.2), "attacks alone" (CR 506.5), a player being dealt damage, and the keywords first
//! strike, double strike, lifelink, deathtouch and vigilance (CR 702.7, 702.4, 702.15, 702.2,
//! 702.20). Names are ours. Appended after every earlier card, so earlier card ids stay.

use super::builtin::gain;
use super::builtin::{card, on};
use crate::vocab::trigger::Recipient;
use crate::vocab::{
    Ability, ActivatedAbility, CardDef, CardType as T, Cost, Effect as E, Keyword as K, Quantity,
    Selector, TriggerEvent as Ev, Who,
};

fn opponents_lose(n: i16) -> E {
    E::LoseLife {
        who: Who::Opponent,
        amount: Quantity::Fixed(n),
    }
}

fn draw() -> E {
    E::Draw {
        who: Who::You,
        count: Quantity::Fixed(1),
    }
}

fn with(keywords: &[K], c: CardDef) -> CardDef {
    CardDef {
        keywords: keywords.to_vec(),
        ..c
    }
}

/// The combat cards.
pub(super) fn combat() -> Vec<CardDef> {
    let mut cards = attack_and_block();
    cards.extend(keywords_and_damage());
    cards
}

/// Attack, block and combat damage triggers.
fn attack_and_block() -> Vec<CardDef> {
    let this = Selector::this;
    vec![
        // "Whenever this creature attacks, you gain 1 life."
        card(
            "Raid Captain",
            &[T::Creature],
            (2, 2),
            vec![on(Ev::Attacks(this()), gain(1))],
        ),
        // "Whenever a creature you control attacks, you gain 1 life."
        card(
            "War Chanter",
            &[T::Creature],
            (1, 1),
            vec![on(Ev::Attacks(Selector::yours(T::Creature)), gain(1))],
        ),
        // "Whenever this creature attacks alone, each opponent loses 2 life."
        card(
            "Lone Duelist",
            &[T::Creature],
            (2, 2),
            vec![on(Ev::AttacksAlone(this()), opponents_lose(2))],
        ),
        // "Whenever this creature blocks, you gain 2 life."
        card(
            "Gate Warden",
            &[T::Creature],
            (1, 3),
            vec![on(Ev::Blocks(this()), gain(2))],
        ),
        // "Whenever this creature becomes blocked, draw a card."
        card(
            "Bait Runner",
            &[T::Creature],
            (2, 1),
            vec![on(Ev::BecomesBlocked(this()), draw())],
        ),
        // "Whenever this creature deals combat damage to a player, draw a card."
        card(
            "Coin Raider",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::DealsDamage {
                    by: this(),
                    to: Recipient::Player,
                    combat: true,
                },
                draw(),
            )],
        ),
    ]
}

/// Keywords, players dealt damage, one source damaging several creatures, beginning of combat.
fn keywords_and_damage() -> Vec<CardDef> {
    let this = Selector::this;
    vec![
        // Lifelink. "Whenever you gain life, each opponent loses 1 life."
        with(
            &[K::Lifelink],
            card(
                "Bloodbond Knight",
                &[T::Creature],
                (2, 2),
                vec![on(Ev::LifeGained(Who::You), opponents_lose(1))],
            ),
        ),
        with(
            &[K::FirstStrike],
            card("Sunblade Duelist", &[T::Creature], (2, 1), vec![]),
        ),
        with(
            &[K::DoubleStrike],
            card("Twinblade Fencer", &[T::Creature], (1, 2), vec![]),
        ),
        with(
            &[K::Deathtouch],
            card("Venom Asp", &[T::Creature], (1, 1), vec![]),
        ),
        // Vigilance. "Whenever this creature becomes tapped, you gain 1 life."
        with(
            &[K::Vigilance],
            card(
                "Watchful Sentry",
                &[T::Creature],
                (1, 3),
                vec![on(Ev::BecomesTapped(this()), gain(1))],
            ),
        ),
        // "Whenever you're dealt damage, each opponent loses 1 life."
        card(
            "Grudge Keeper",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::PlayerDealtDamage {
                    who: Who::You,
                    combat: false,
                },
                opponents_lose(1),
            )],
        ),
        // Lifelink. "{T}: This creature deals 1 damage to each other creature." One source
        // damaging several creatures at once: one life gain (CR 120.3f, 603.2c).
        with(
            &[K::Lifelink],
            card(
                "Pestilent Leech",
                &[T::Creature],
                (1, 2),
                vec![Ability::Activated(ActivatedAbility {
                    cost: Cost {
                        tap: true,
                        ..Cost::default()
                    },
                    effect: E::DamageEach {
                        to: Selector::of_type(T::Creature).other(),
                        amount: Quantity::Fixed(1),
                    },
                    mana: false,
                })],
            ),
        ),
        // "At the beginning of combat on your turn, you gain 1 life."
        card(
            "Drill Sergeant",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::BeginningOf {
                    step: crate::vocab::trigger::StepName::Combat,
                    whose: Who::You,
                },
                gain(1),
            )],
        ),
    ]
}
