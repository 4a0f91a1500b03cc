//! The built-in card pool: one or more cards per rule the engine models, including the cards the
//! examples of CR 603 describe. Names are ours except where the CR example names the card.

use crate::vocab::effect::{DelayedAction, TargetSpec};
use crate::vocab::statics::StaticAbility as S;
use crate::vocab::trigger::{FunctionsFrom, StepName};
use crate::vocab::{
    Ability, ActivatedAbility, CardDef, CardType as T, Condition, Cost, Effect as E, ObjectRef,
    Quantity, Selector, Tokens, TriggerEvent as Ev, TriggeredAbility, Who,
};

pub(super) fn card(name: &str, types: &[T], pt: (i8, i8), abilities: Vec<Ability>) -> CardDef {
    CardDef {
        name: name.to_string(),
        types: types.to_vec(),
        power: pt.0,
        toughness: pt.1,
        spell: None,
        abilities,
        token: false,
        subtypes: Vec::new(),
        supertypes: Vec::new(),
        keywords: Vec::new(),
        additional_cost: Default::default(),
        protection: Vec::new(),
        mana_cost: None,
        colors: Vec::new(),
    }
}

pub(super) fn spell(name: &str, t: T, effect: E) -> CardDef {
    CardDef {
        spell: Some(effect),
        ..card(name, &[t], (0, 0), vec![])
    }
}

pub(super) fn on(event: Ev, effect: E) -> Ability {
    Ability::Triggered(TriggeredAbility::on(event, effect))
}

pub(super) fn trig(t: TriggeredAbility) -> Ability {
    Ability::Triggered(t)
}

pub(super) fn tap_ability(effect: E, mana: bool) -> Ability {
    Ability::Activated(ActivatedAbility {
        cost: Cost {
            tap: true,
            ..Cost::default()
        },
        effect,
        mana,
    })
}

/// "You gain N life": the card pool's most common effect, shared by every family's cards.
pub(super) fn gain(n: i16) -> E {
    E::GainLife {
        who: Who::You,
        amount: Quantity::Fixed(n),
    }
}

fn creature() -> Selector {
    Selector::of_type(T::Creature)
}

fn any_target(n: u8) -> E {
    E::DealDamage {
        to: TargetSpec::AnyTarget,
        amount: Quantity::Fixed(i16::from(n)),
        also: Vec::new(),
    }
}

/// The cards of this file, which the built-in pool (`super::builtin`) starts with.
pub(super) fn core() -> impl Iterator<Item = CardDef> {
    creatures()
        .into_iter()
        .chain(noncreatures())
        .chain(spells())
        .chain(additions())
}

fn creatures() -> Vec<CardDef> {
    let no_cards = TriggeredAbility::on_state(
        Condition::no_cards_in_hand(),
        E::Draw {
            who: Who::You,
            count: Quantity::Fixed(1),
        },
    );
    vec![
        card("Grizzly Bears", &[T::Creature], (2, 2), vec![]),
        CardDef {
            token: true,
            ..card("Soldier Token", &[T::Creature], (1, 1), vec![])
        },
        // CR 603.4 example.
        card(
            "Felidar Sovereign",
            &[T::Creature],
            (4, 6),
            vec![trig(TriggeredAbility {
                intervening_if: Some(Condition::life_at_least(40)),
                ..TriggeredAbility::on(
                    Ev::BeginningOf {
                        step: StepName::Upkeep,
                        whose: Who::You,
                    },
                    E::WinGame,
                )
            })],
        ),
        // CR 603.12 example.
        card(
            "Heart-Piercer Manticore",
            &[T::Creature],
            (4, 3),
            vec![on(
                Ev::Enters(Selector::this()),
                E::ReflexiveSacrifice {
                    sacrifice: creature().other(),
                    then: Box::new(E::DealDamage {
                        to: TargetSpec::AnyTarget,
                        amount: Quantity::PowerOf(ObjectRef::Sacrificed),
                        also: Vec::new(),
                    }),
                },
            )],
        ),
        card(
            "Doomed Scholar",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::Dies(Selector::this()),
                E::Draw {
                    who: Who::You,
                    count: Quantity::Fixed(1),
                },
            )],
        ),
        card(
            "Soul Warden",
            &[T::Creature],
            (1, 1),
            vec![on(Ev::Enters(creature().other()), gain(1))],
        ),
        card(
            "Spiteful Sentry",
            &[T::Creature],
            (1, 3),
            vec![on(Ev::DealtDamage(Selector::this()), any_target(1))],
        ),
        card(
            "Warded Sentry",
            &[T::Creature],
            (0, 3),
            vec![
                Ability::Static(S::PreventDamageToThis),
                on(Ev::DealtDamage(Selector::this()), gain(1)),
            ],
        ),
        card(
            "Vampire Bat",
            &[T::Creature],
            (1, 1),
            vec![
                tap_ability(any_target(1), false),
                on(Ev::deals_damage(Selector::this()), gain(1)),
            ],
        ),
        card(
            "Sleepy Sentinel",
            &[T::Creature],
            (2, 2),
            vec![
                Ability::Static(S::EntersTapped),
                on(Ev::BecomesTapped(Selector::this()), gain(1)),
            ],
        ),
        card(
            "Wakeful Sentry",
            &[T::Creature],
            (1, 1),
            vec![
                on(Ev::BecomesUntapped(Selector::this()), gain(1)),
                tap_ability(E::AddMana(crate::vocab::ManaPool::colorless(1)), true),
            ],
        ),
        card(
            "Royal Tapper",
            &[T::Creature],
            (1, 1),
            vec![tap_ability(
                E::Tap(TargetSpec::Permanent(creature())),
                false,
            )],
        ),
        // CR 603.7c example.
        card(
            "Fleeting Spirit",
            &[T::Creature],
            (3, 1),
            vec![on(Ev::Enters(Selector::this()), E::ExileThisAtNextEndStep)],
        ),
        // CR 603.7 example (a delayed "when this leaves" that never triggers if it left first).
        card(
            "Banisher Scout",
            &[T::Creature],
            (2, 1),
            vec![on(
                Ev::Enters(Selector::this()),
                E::WhenThisLeaves(DelayedAction::OpponentsLoseLife(2)),
            )],
        ),
        card(
            "Choice Oracle",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                modes: vec![gain(2), any_target(1)],
                ..TriggeredAbility::on(Ev::Enters(Selector::this()), gain(0))
            })],
        ),
        card(
            "Curious Scholar",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                optional: true,
                ..TriggeredAbility::on(
                    Ev::Enters(Selector::this()),
                    E::Draw {
                        who: Who::You,
                        count: Quantity::Fixed(1),
                    },
                )
            })],
        ),
        card(
            "Tax Collector",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                unless_opponent_pays_life: Some(1),
                ..TriggeredAbility::on(
                    Ev::Enters(Selector::this()),
                    E::Draw {
                        who: Who::You,
                        count: Quantity::Fixed(1),
                    },
                )
            })],
        ),
        card(
            "Phoenix Egg",
            &[T::Creature],
            (1, 1),
            vec![on(Ev::Dies(Selector::this()), E::ReturnItToBattlefield)],
        ),
        card(
            "Gravedigger Imp",
            &[T::Creature],
            (1, 1),
            vec![on(Ev::Dies(Selector::this()), E::ReturnItToHand)],
        ),
        card(
            "Twin Sage",
            &[T::Creature],
            (1, 1),
            vec![
                trig(no_cards.clone()),
                trig(TriggeredAbility::on_state(
                    Condition::no_cards_in_hand(),
                    E::LoseLife {
                        who: Who::Opponent,
                        amount: Quantity::Fixed(1),
                    },
                )),
            ],
        ),
        card(
            "Upkeep Herald",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::BeginningOf {
                    step: StepName::Upkeep,
                    whose: Who::Any,
                },
                gain(1),
            )],
        ),
        card(
            "Sunset Monk",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::BeginningOf {
                    step: StepName::End,
                    whose: Who::You,
                },
                gain(1),
            )],
        ),
        card(
            "Lone Guardian",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                intervening_if: Some(Condition::life_at_most(10)),
                ..TriggeredAbility::on(
                    Ev::BeginningOf {
                        step: StepName::Upkeep,
                        whose: Who::You,
                    },
                    gain(3),
                )
            })],
        ),
        // CR 603.2g: an ability that functions from a hidden zone sees the event but never triggers.
        CardDef {
            abilities: vec![trig(TriggeredAbility {
                functions_from: FunctionsFrom::Hand,
                ..TriggeredAbility::on(Ev::Dies(creature()), gain(1))
            })],
            ..card("Hidden Mourner", &[T::Creature], (1, 1), vec![])
        },
    ]
}

fn noncreatures() -> Vec<CardDef> {
    vec![
        // CR 603.10a example.
        card(
            "Blood Artifact",
            &[T::Artifact],
            (0, 0),
            vec![on(Ev::Dies(creature()), gain(1))],
        ),
        // CR 603.8 example.
        card(
            "Empty-Hand Sage",
            &[T::Enchantment],
            (0, 0),
            vec![trig(TriggeredAbility::on_state(
                Condition::no_cards_in_hand(),
                E::Draw {
                    who: Who::You,
                    count: Quantity::Fixed(1),
                },
            ))],
        ),
        // CR 603.2c example.
        card(
            "Land Grave Watcher",
            &[T::Enchantment],
            (0, 0),
            vec![on(Ev::Dies(Selector::of_type(T::Land)), gain(1))],
        ),
        card(
            "Plains",
            &[T::Land],
            (0, 0),
            vec![tap_ability(
                E::AddMana(crate::vocab::ManaPool::colorless(1)),
                true,
            )],
        ),
        card(
            "Mana Echo",
            &[T::Enchantment],
            (0, 0),
            vec![trig(TriggeredAbility {
                mana: true,
                ..TriggeredAbility::on(
                    Ev::TappedForMana(Selector::yours(T::Land)),
                    E::AddMana(crate::vocab::ManaPool::colorless(1)),
                )
            })],
        ),
        card(
            "Cemetery Warden",
            &[T::Enchantment],
            (0, 0),
            vec![Ability::Static(S::ExileInsteadOfDying(creature()))],
        ),
        card(
            "Ability Eater",
            &[T::Enchantment],
            (0, 0),
            vec![Ability::Static(S::CreaturesLoseAllAbilities)],
        ),
        card(
            "Echo Chamber",
            &[T::Artifact],
            (0, 0),
            vec![Ability::Static(S::EntersTriggersAdditionalTime)],
        ),
        card(
            "Tap Watcher",
            &[T::Enchantment],
            (0, 0),
            vec![on(Ev::BecomesTapped(creature()), gain(1))],
        ),
        card(
            "Lifelink Shrine",
            &[T::Enchantment],
            (0, 0),
            vec![trig(TriggeredAbility {
                once_each_turn: true,
                ..TriggeredAbility::on(Ev::Enters(Selector::yours(T::Creature)), gain(1))
            })],
        ),
        card(
            "Trigger Echo",
            &[T::Enchantment],
            (0, 0),
            vec![on(Ev::AbilityTriggers(Who::You), gain(1))],
        ),
        card(
            "Grave Tender",
            &[T::Enchantment],
            (0, 0),
            vec![on(Ev::PutIntoGraveyard(creature()), gain(1))],
        ),
        card(
            "Hostile Ground",
            &[T::Enchantment],
            (0, 0),
            vec![on(Ev::Enters(creature()), E::DestroyIt)],
        ),
        card(
            "Desperate Muster",
            &[T::Enchantment],
            (0, 0),
            vec![trig(TriggeredAbility::on_state(
                Condition::control_none(Selector::of_type(T::Creature)),
                E::CreateToken(Tokens::one("Soldier Token")),
            ))],
        ),
        card(
            "Spell Chronicle",
            &[T::Enchantment],
            (0, 0),
            vec![on(
                Ev::SpellCast(crate::vocab::trigger::CastWatch::by(Who::Any)),
                gain(1),
            )],
        ),
        card(
            "Lore Keeper",
            &[T::Enchantment],
            (0, 0),
            vec![on(Ev::CardDrawn(Who::Opponent), gain(1))],
        ),
        card(
            "Sanguine Idol",
            &[T::Artifact],
            (0, 0),
            vec![on(
                Ev::LifeGained(Who::You),
                E::LoseLife {
                    who: Who::Opponent,
                    amount: Quantity::Fixed(1),
                },
            )],
        ),
        card(
            "Blast Charm",
            &[T::Artifact],
            (0, 0),
            vec![Ability::Activated(ActivatedAbility {
                cost: Cost {
                    tap: false,
                    sacrifice: Some(Selector::this()),
                    ..Cost::default()
                },
                effect: any_target(2),
                mana: false,
            })],
        ),
    ]
}

fn spells() -> Vec<CardDef> {
    vec![
        spell("Shock", T::Instant, any_target(2)),
        spell(
            "Murder",
            T::Instant,
            E::Destroy(TargetSpec::Permanent(creature())),
        ),
        spell(
            "Armageddon",
            T::Sorcery,
            E::DestroyAll(Selector::of_type(T::Land)),
        ),
        // CR 603.10a example: destroys all artifacts, creatures and enchantments.
        spell(
            "Planar Cleansing",
            T::Sorcery,
            E::DestroyAll(Selector {
                any_of: [T::Artifact, T::Creature, T::Enchantment]
                    .map(Selector::of_type)
                    .into(),
                ..Selector::default()
            }),
        ),
        spell(
            "Guardian Shield",
            T::Instant,
            E::PreventNextDamage {
                to: TargetSpec::AnyTarget,
                amount: 3,
            },
        ),
        spell(
            "Threaten",
            T::Instant,
            E::GainControl {
                target: TargetSpec::Permanent(creature()),
                until: crate::vocab::Duration::Indefinitely,
            },
        ),
        spell(
            "Cloudshift",
            T::Instant,
            E::FlickerUntilEndStep(TargetSpec::Permanent(Selector::yours(T::Creature))),
        ),
        spell(
            "Vengeful Rites",
            T::Sorcery,
            E::Sequence(vec![
                E::Destroy(TargetSpec::Permanent(creature())),
                E::WheneverCreatureDiesThisTurn(DelayedAction::GainLife(1)),
            ]),
        ),
        spell(
            "Blood Pact",
            T::Instant,
            E::WheneverCreatureDiesThisTurn(DelayedAction::GainLife(1)),
        ),
        // CR 603.7 (Ignorant Bliss-style delayed trigger).
        spell(
            "Ignorant Bliss",
            T::Instant,
            E::ExileHandFaceDownUntilEndStep,
        ),
        // CR 603.8 example: discard your hand, then draw that many.
        spell("Wheel of Fate", T::Sorcery, E::DiscardHandDrawThatMany),
        spell(
            "Divination",
            T::Sorcery,
            E::Draw {
                who: Who::You,
                count: Quantity::Fixed(2),
            },
        ),
        spell("Healing Salve", T::Instant, gain(3)),
    ]
}

/// Cards added after the seed pool for rules no earlier card exercises. Appended last so that
/// the card ids of the earlier cards stay as they were.
fn additions() -> Vec<CardDef> {
    let opponents_creature = Selector::of_type(T::Creature).controlled_by(Who::Opponent);
    vec![
        // CR 603.3d: an enters trigger whose only legal targets may not exist.
        card(
            "Snare Warden",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::Enters(Selector::this()),
                E::Tap(TargetSpec::Permanent(opponents_creature)),
            )],
        ),
        // CR 603.6: a second zone-change trigger looking for the same dead creature.
        card(
            "Soul Reclaimer",
            &[T::Enchantment],
            (0, 0),
            vec![on(Ev::Dies(creature()), E::ReturnItToHand)],
        ),
        // CR 603.7a example: "when this creature becomes untapped", created by an ability.
        card(
            "Patient Sentry",
            &[T::Creature],
            (1, 1),
            vec![tap_ability(
                E::WhenThisUntaps(DelayedAction::GainLife(2)),
                false,
            )],
        ),
        spell(
            "Rousing Call",
            T::Instant,
            E::Untap(TargetSpec::Permanent(creature())),
        ),
    ]
}
