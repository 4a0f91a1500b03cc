//! The shape of a `fight` (CR 701.12a (mtg-2024-11-08); 701.14a (mtg-2026-01-16)): "a
//! creature fights another creature": each side names one creature. A side is `this`, `it`
//! (the object the trigger event named) or one target permanent (a word "target"; `word { n =
//! 2, .. }` for "target creature fights target creature"). "Each creature", players, exiled
//! cards, "any target", a player or ability target, or several targets for one side name no
//! one creature: refused at load, pointing at the word.

use super::effect::{Effect, Objects, TargetSpec};
use super::CardDef;

/// Why this side of a fight names no one creature, if it doesn't.
fn side(o: &Objects) -> Result<(), String> {
    fn target(t: &TargetSpec) -> Result<(), String> {
        match t {
            TargetSpec::Permanent(_) => Ok(()),
            TargetSpec::Word { of, .. } => target(of),
            TargetSpec::Several {
                count: 1, of: t, ..
            } => target(t),
            TargetSpec::Several { .. } => Err("several targets for one side".into()),
            TargetSpec::AnyTarget => Err("\"any target\" (a player may be chosen)".into()),
            TargetSpec::Player(_) => Err("a player target".into()),
            TargetSpec::Ability { .. } => Err("a spell or ability target".into()),
        }
    }
    match o {
        Objects::This | Objects::It => Ok(()),
        Objects::Target(t) => target(t),
        Objects::Each(_) => Err("\"each\" (several creatures)".into()),
        Objects::Players(_) => Err("players".into()),
        Objects::ExiledWithThis => Err("exiled cards".into()),
    }
}

/// Every `fight` of `card` names one creature a side (CR 701.12a (mtg-2024-11-08)); the first
/// that doesn't, with why.
pub fn check(card: &CardDef) -> Result<(), String> {
    let mut out = Ok(());
    card.effects(&mut |e| {
        if let (Ok(()), Effect::Fight { creature, other }) = (&out, e) {
            if let Err(why) = side(creature).and_then(|()| side(other)) {
                out = Err(format!(
                    "`fight` names {why}: a fight is between two creatures, each side one \
                     creature (CR 701.12a (mtg-2024-11-08), 701.14a (mtg-2026-01-16)); \
                     expected \"this\", \"it\" or one target permanent \
                     (`{{ target = {{ permanent = {{ .. }} }} }}`, `word = {{ n = 2, .. }}` \
                     for a second target)"
                ));
            }
        }
    });
    out
}
