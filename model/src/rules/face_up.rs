//! CR 708.8 (mtg-2024-11-08): turning a face-down permanent face up. Its controller may do it
//! any time they have priority, as a special action that does not use the stack (CR 116.2b
//! (mtg-2024-11-08), CR 702.37e (mtg-2024-11-08); CR 502.26d (mtg-2008-10-01): any time they
//! could play an instant). The permanent gets its face-up characteristics back: it is the same
//! object, so nothing enters the battlefield and no enters ability triggers, but its own "when
//! this is turned face up" abilities see the event.
//!
//! Models: face-down permanents put on a board face down (`face-down NAME`) or manifested
//! (`manifest.rs`), the special action (only for a creature card: CR 701.34b + CR 701.34g
//! (mtg-2024-11-08); a face-down noncreature card has no way to turn face up), "when
//! [selector] is turned face up" triggers.
//! Does not model: SIMPLIFICATION (CR 702.37e (mtg-2024-11-08)): turning face up costs nothing
//! (no morph or disguise cost is shown or paid, nor a manifested card's mana cost, CR 701.34b
//! (mtg-2024-11-08)), and every face-down creature card may be turned face up; casting face down or turning permanents face down; "as this is turned face up"
//! replacement effects (CR 708.11 (mtg-2024-11-08)).

use super::select::{self, Viewer};
use super::Ctx;
use crate::choice::Choice;
use crate::edition::{Game, RuleRef};
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{GameState, ObjectId, PlayerId, Zone};
use crate::vocab::TriggerEvent;

/// CR 116.2b (mtg-2024-11-08): the face-down permanents `p` controls, each one a choice. CR
/// 701.34b + CR 701.34g (mtg-2024-11-08): only one whose card is a creature card (a manifested
/// instant, sorcery or other noncreature card stays face down; the model's face-down cards with
/// morph are creature cards).
pub(crate) fn choices(ctx: &Ctx, p: PlayerId) -> Vec<Choice> {
    if ctx.rules.edition.game() != Game::Mtg {
        return Vec::new();
    }
    ctx.s
        .battlefield()
        .filter(|(_, o)| o.controller == p && o.face_down)
        .filter(|(_, o)| ctx.card(o.card).has_type(crate::vocab::CardType::Creature))
        .map(|(permanent, _)| Choice::TurnFaceUp { permanent })
        .collect()
}

/// CR 708.8 (mtg-2024-11-08): does `te` trigger on `object` being turned face up? Judged after
/// the event, so the permanent's own ability, which it has only face up, sees it; no enters
/// ability does (the mutant `face-up-enters` reads it as entering).
pub(crate) fn matches(
    ctx: &Ctx,
    after: &GameState,
    te: &TriggerEvent,
    object: ObjectId,
    me: Viewer,
) -> bool {
    match te {
        TriggerEvent::TurnedFaceUp(sj) => select::matches(ctx.rules, after, sj, object, me),
        TriggerEvent::Enters(sj) if ctx.mutant(Mutant::FaceUpEnters) => {
            select::matches(ctx.rules, after, sj, object, me)
        }
        _ => false,
    }
}

/// CR 708.8 (mtg-2024-11-08): turn `permanent` face up; then abilities that trigger on it
/// being turned face up (its own among them) trigger, judged after the event.
pub(crate) fn turn_face_up(ctx: &mut Ctx, p: PlayerId, permanent: ObjectId) {
    let before = ctx.s.clone();
    match ctx.s.objects.get_mut(&permanent) {
        Some(o) if o.zone == Zone::Battlefield && o.face_down => o.face_down = false,
        _ => return,
    }
    // CR 613.7f (mtg-2024-11-08): turned face up, it receives a new timestamp.
    super::timestamps::renewed(ctx, permanent);
    let ev = Event::TurnedFaceUp {
        object: permanent,
        player: p,
    };
    // CR 116.2b (mtg-2024-11-08): a special action; it does not use the stack.
    let idx = ctx.log(RuleRef::TurnFaceUp, Happening::Event(ev.clone()));
    super::hooks::detect(ctx, &before, &[(idx, ev)]);
    // CR 117.3c: after a special action the same player receives priority.
    ctx.s.passes = 0;
    ctx.s.priority_next = p;
}
