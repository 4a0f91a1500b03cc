//! Cards for the statics that change how events cause abilities to trigger (issue 16): "creatures
//! entering don't cause abilities to trigger", its dying variant, one limited to opponents'
//! permanents, and "triggers an additional time" restricted by the event (entering, dying), the
//! object (an artifact or creature, a Wizard) and the source (a permanent you control).
//! Also "tap all creatures" (one event, CR 603.2c). Appended after every earlier card so their ids stay as they were.

use super::builtin::{card, spell};
use crate::state::Zone;
use crate::vocab::{
    Ability, CardDef, CardType as T, CauseEvent, Effect as E, Selector, StaticAbility as S,
    TriggerCause, Who,
};

fn creature() -> Selector {
    Selector::of_type(T::Creature)
}

/// "a permanent [who] controls" as a triggered ability's source.
fn permanent_of(who: Who) -> Selector {
    Selector {
        controller: who,
        zone: Some(Zone::Battlefield),
        ..Selector::default()
    }
}

fn cause(event: CauseEvent, object: Selector, source: Selector) -> TriggerCause {
    TriggerCause {
        event,
        object,
        source,
    }
}

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    let any = Selector::default;
    vec![
        // "Creatures entering the battlefield don't cause abilities to trigger."
        card(
            "Stilling Orb",
            &[T::Artifact],
            (0, 0),
            vec![Ability::Static(S::SuppressTriggers(cause(
                CauseEvent::Enters,
                creature(),
                any(),
            )))],
        ),
        // "Creatures entering the battlefield or dying don't cause abilities to trigger."
        card(
            "Hush Keeper",
            &[T::Creature],
            (1, 2),
            vec![
                Ability::Static(S::SuppressTriggers(cause(
                    CauseEvent::Enters,
                    creature(),
                    any(),
                ))),
                Ability::Static(S::SuppressTriggers(cause(
                    CauseEvent::Dies,
                    creature(),
                    any(),
                ))),
            ],
        ),
        // "Permanents entering the battlefield cause abilities of permanents you control to
        // trigger an additional time. Permanents entering the battlefield don't cause abilities
        // of permanents your opponents control to trigger."
        card(
            "Mother of Silence",
            &[T::Creature],
            (4, 7),
            vec![
                Ability::Static(S::AdditionalTrigger(cause(
                    CauseEvent::Enters,
                    any(),
                    permanent_of(Who::You),
                ))),
                Ability::Static(S::SuppressTriggers(cause(
                    CauseEvent::Enters,
                    any(),
                    permanent_of(Who::Opponent),
                ))),
            ],
        ),
        // "If an artifact or creature entering the battlefield causes a triggered ability of a
        // permanent you control to trigger, that ability triggers an additional time."
        card(
            "Harmonic Engine",
            &[T::Artifact],
            (0, 0),
            vec![Ability::Static(S::AdditionalTrigger(cause(
                CauseEvent::Enters,
                Selector {
                    any_of: vec![Selector::of_type(T::Artifact), creature()],
                    ..Selector::default()
                },
                permanent_of(Who::You),
            )))],
        ),
        // "If a creature dying causes a triggered ability of a permanent you control to
        // trigger, that ability triggers an additional time."
        card(
            "Grim Conductor",
            &[T::Creature],
            (2, 4),
            vec![Ability::Static(S::AdditionalTrigger(cause(
                CauseEvent::Dies,
                creature(),
                permanent_of(Who::You),
            )))],
        ),
        // Wizard. "If a Wizard entering the battlefield under your control causes a triggered
        // ability of a permanent you control to trigger, that ability triggers an additional
        // time."
        CardDef {
            subtypes: vec!["Wizard".into()],
            ..card(
                "Wizard Dean",
                &[T::Creature],
                (1, 1),
                vec![Ability::Static(S::AdditionalTrigger(cause(
                    CauseEvent::Enters,
                    Selector {
                        subtype: Some("Wizard".into()),
                        controller: Who::You,
                        ..Selector::default()
                    },
                    permanent_of(Who::You),
                )))],
            )
        },
        // "Tap all creatures." (one event: an occurrence per creature, CR 603.2c)
        spell(
            "Slumber Wave",
            T::Sorcery,
            E::TapAll {
                each: creature(),
                untap: false,
            },
        ),
    ]
}
