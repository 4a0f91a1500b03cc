//! Cards for fight (CR 701.12a (mtg-2024-11-08); 701.14a (mtg-2026-01-16)), issue 35: a
//! sorcery "target creature you control fights target creature you don't control" and a
//! creature whose "whenever this is dealt damage" sees the fight's damage. Appended after
//! every earlier card so their ids stay as they were.

use super::builtin::{card, gain, on, spell};
use crate::vocab::effect::TargetSpec;
use crate::vocab::{
    CardDef, CardType as T, Effect as E, Objects, Selector, TriggerEvent as Ev, Who,
};

/// The cards.
pub(super) fn cards() -> Vec<CardDef> {
    let target = |who: Who, n: u8| {
        let spec = TargetSpec::Permanent(Selector::of_type(T::Creature).controlled_by(who));
        Objects::Target(match n {
            1 => spec,
            n => TargetSpec::Word {
                n,
                of: Box::new(spec),
            },
        })
    };
    vec![
        // "Target creature you control fights target creature you don't control."
        spell(
            "Fang Duel",
            T::Sorcery,
            E::Fight {
                creature: target(Who::You, 1),
                other: target(Who::Opponent, 2),
            },
        ),
        // 1/2. "Whenever this creature is dealt damage, you gain 1 life."
        card(
            "Scrappy Cub",
            &[T::Creature],
            (1, 2),
            vec![on(Ev::DealtDamage(Selector::this()), gain(1))],
        ),
    ]
}
