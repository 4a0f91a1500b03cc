//! Cards for the independent properties and the engine bug-class mutants of issue 11: a
//! non-life intervening "if" (CR 603.4), a state trigger sharing its source with an event trigger
//! and a targeted state trigger (CR 603.8, 603.3d), an effect tapping an already tapped
//! permanent (CR 603.2f), an ability working from exile (CR 603.2g) and a mass flicker whose
//! returning permanents enter together (CR 603.6a). Appended after every earlier card so their
//! ids stay as they were.

use super::builtin::gain;
use super::builtin::{card, on, spell, trig};
use crate::vocab::effect::TargetSpec;
use crate::vocab::trigger::FunctionsFrom;
use crate::vocab::{
    CardDef, CardType as T, Condition, Effect as E, Selector, Tokens, TriggerEvent as Ev,
    TriggeredAbility, Who,
};

fn creature() -> Selector {
    Selector::of_type(T::Creature)
}

/// "If you control no creatures" / "when you control no creatures".
fn no_creatures() -> Condition {
    Condition::control_none(creature())
}

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    let opponents_creature = creature().controlled_by(Who::Opponent);
    vec![
        // CR 603.4 with a condition about the battlefield: "Whenever a creature dies, if you
        // control no creatures, you gain 2 life."
        card(
            "Lonely Beacon",
            &[T::Enchantment],
            (0, 0),
            vec![trig(TriggeredAbility {
                intervening_if: Some(no_creatures()),
                ..TriggeredAbility::on(Ev::Dies(creature()), gain(2))
            })],
        ),
        // CR 603.8: a state trigger and an event trigger of one source.
        card(
            "Rallying Banner",
            &[T::Enchantment],
            (0, 0),
            vec![
                trig(TriggeredAbility::on_state(
                    no_creatures(),
                    E::CreateToken(Tokens::one("Soldier Token")),
                )),
                on(Ev::Dies(creature()), gain(1)),
            ],
        ),
        // CR 603.8 + 603.3d: a targeted state trigger ("When you control no creatures, tap
        // target creature an opponent controls"), removed when there is no target.
        card(
            "Watchful Idol",
            &[T::Artifact],
            (0, 0),
            vec![trig(TriggeredAbility::on_state(
                no_creatures(),
                E::Tap(TargetSpec::Permanent(opponents_creature.clone())),
            ))],
        ),
        // CR 603.2f: "Tap target creature, then tap it again": the second tap changes nothing.
        spell(
            "Twin Lash",
            T::Instant,
            E::Sequence(vec![
                E::Tap(TargetSpec::Permanent(creature())),
                E::Tap(TargetSpec::Permanent(creature())),
            ]),
        ),
        // CR 603.2g: an ability working from exile, hidden while the card is face down.
        CardDef {
            abilities: vec![trig(TriggeredAbility {
                functions_from: FunctionsFrom::Exile,
                ..TriggeredAbility::on(Ev::Dies(creature()), gain(1))
            })],
            ..card("Banished Mourner", &[T::Creature], (1, 1), vec![])
        },
        // CR 603.3c: "When this enters, choose one: tap target creature an opponent controls;
        // or you gain 2 life." The first mode may have no target; the second always can be chosen.
        card(
            "Warden of Choices",
            &[T::Creature],
            (1, 1),
            vec![trig(TriggeredAbility {
                modes: vec![
                    E::Tap(TargetSpec::Permanent(opponents_creature.clone())),
                    gain(2),
                ],
                ..TriggeredAbility::on(Ev::Enters(Selector::this()), gain(0))
            })],
        ),
        // CR 603.6a: a mass flicker; the returning creatures enter at the same time.
        spell(
            "Mass Blink",
            T::Sorcery,
            E::FlickerAll(Selector::yours(T::Creature)),
        ),
    ]
}
