//! Cards for control changes (issue 14, h14m: CR 611.2a, 514.2, 603.10d (mtg-2024-11-08)):
//! control gained until end of turn and abilities that trigger on losing control. Appended after
//! every earlier card so their ids stay as they were.

use super::builtin::gain;
use super::builtin::{card, on, spell};
use crate::vocab::effect::TargetSpec;
use crate::vocab::trigger::ControlSide;
use crate::vocab::{
    CardDef, CardType as T, Duration, Effect as E, Selector, TriggerEvent as Ev, Who,
};

/// "When [who] loses control of [of]".
fn loses_control(of: Selector) -> Ev {
    Ev::ControlChanges {
        of,
        side: ControlSide::Lost,
        who: Who::You,
    }
}

/// The cards, in a stable order.
pub(super) fn cards() -> Vec<CardDef> {
    vec![
        // Threaten's control clause (CR 611.2a, 514.2): "Gain control of target creature until
        // end of turn." (its untap and haste are left out).
        spell(
            "Brief Treason",
            T::Instant,
            E::GainControl {
                target: TargetSpec::Permanent(Selector::of_type(T::Creature)),
                until: Duration::UntilEndOfTurn,
            },
        ),
        // CR 603.10d (mtg-2024-11-08): "When you lose control of this creature, you gain 2 life."
        card(
            "Homesick Hound",
            &[T::Creature],
            (2, 2),
            vec![on(loses_control(Selector::this()), gain(2))],
        ),
        // "Whenever a creature you control becomes controlled by another player, you gain 1 life."
        card(
            "Jealous Warden",
            &[T::Creature],
            (1, 1),
            vec![on(loses_control(Selector::yours(T::Creature)), gain(1))],
        ),
    ]
}

/// The card of CR 603.10d's 2026 clause, appended after every other card so their ids stay as
/// they were.
pub(super) fn opponent_gain_cards() -> Vec<CardDef> {
    vec![
        // CR 603.10d (mtg-2026-01-16): "When an opponent gains control of this creature, you
        // gain 2 life." Looks back under 2026 (triggers for the player who lost it); judged
        // after the change under 2024 (never triggers: its controller then is the gainer).
        card(
            "Grudging Hound",
            &[T::Creature],
            (2, 2),
            vec![on(
                Ev::ControlChanges {
                    of: Selector::this(),
                    side: ControlSide::Gained,
                    who: Who::Opponent,
                },
                gain(2),
            )],
        ),
    ]
}

/// The card of "for as long as you control [this]" (CR 611.2b (mtg-2024-11-08)), appended after
/// every other card so their ids stay as they were.
pub(super) fn as_long_as_cards() -> Vec<CardDef> {
    vec![
        // Master Thief's pattern for a creature (CR 611.2b's example): "When this creature
        // enters, gain control of target creature an opponent controls for as long as you
        // control this creature."
        card(
            "Covetous Siren",
            &[T::Creature],
            (1, 1),
            vec![on(
                Ev::Enters(Selector::this()),
                E::GainControl {
                    target: TargetSpec::Permanent(
                        Selector::of_type(T::Creature).controlled_by(Who::Opponent),
                    ),
                    until: Duration::AsLongAsYouControl(crate::vocab::Controlled::This),
                },
            )],
        ),
    ]
}

/// The card of "under your control" (CR 110.2a (mtg-2024-11-08)), appended after every other
/// card so their ids stay as they were.
pub(super) fn under_your_control_cards() -> Vec<CardDef> {
    use crate::vocab::effect::{Destination, Objects};
    vec![
        // "Put target creature card from a graveyard onto the battlefield under your control."
        spell(
            "Grave Pilfer",
            T::Sorcery,
            E::PutInto {
                what: Objects::Target(TargetSpec::Permanent(Selector {
                    zone: Some(crate::state::Zone::Graveyard),
                    ..Selector::of_type(T::Creature)
                })),
                to: Destination::Battlefield,
                until: None,
                under: crate::vocab::Under::You,
            },
        ),
    ]
}
