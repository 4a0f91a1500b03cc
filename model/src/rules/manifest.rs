//! Manifest: CR 701.34a (mtg-2024-11-08) and CR 701.40a (mtg-2026-01-16), the same rule
//! renumbered. "To manifest a card, turn it face down": the top card of the player's library is
//! put onto the battlefield face down under that player's control, a 2/2 creature with no name,
//! text, subtypes or mana cost (CR 708.2a (mtg-2024-11-08)). It is turned face down before it
//! enters (CR 708.3 (mtg-2024-11-08)), so it enters as that 2/2: "whenever a creature enters"
//! sees it, and its own enters abilities, which it does not have face down, never trigger.
//! Turning it face up later (`face_up.rs`, CR 701.34b (mtg-2024-11-08)): CR 708.8
//! (mtg-2024-11-08), no zone change, so nothing enters again.
//!
//! Models: "[who] manifests the top card of their library" (`manifest = { who = .. }`), for a
//! named top card or one of the unnamed cards below (the unnamed card has no card type, so it
//! can never be turned face up, CR 701.34b); an empty library manifests nothing. The 2008
//! rules (no manifest) and Riftbound refuse the word at load (`Feature::Manifest`).
//! Does not model: manifesting several cards at once (CR 701.34e (mtg-2024-11-08)), manifest
//! dread, a rule or effect stopping the face-down card from entering (CR 701.34f
//! (mtg-2024-11-08)), turning it face up for a morph or disguise cost (CR 701.34c
//! (mtg-2024-11-08)); SIMPLIFICATION (CR 701.34b (mtg-2024-11-08)): turning it face up costs
//! nothing (its mana cost is not paid), as for every face-down permanent in `face_up.rs`.

use super::effect_env::{players, Env};
use super::hooks::perform;
use super::proposed::Proposed;
use super::Ctx;
use crate::edition::RuleRef;
use crate::mutant::Mutant;
use crate::state::{PlayerId, Zone};
use crate::vocab::Who;

/// CR 701.34a (mtg-2024-11-08): each player `who` names manifests the top card of their
/// library, one after the other in seat order (each is its own event).
pub(crate) fn manifest(ctx: &mut Ctx, who: Who, env: &Env) {
    for p in players(ctx, who, env) {
        manifest_top(ctx, p);
    }
}

/// CR 701.34a (mtg-2024-11-08): `p`'s top card enters the battlefield face down under `p`'s
/// control (the mutant `manifest-face-up`: face up, so its enters abilities trigger).
fn manifest_top(ctx: &mut Ctx, p: PlayerId) {
    let Some(card) = super::library::top_object(ctx, p) else {
        // An empty library: there is no card to manifest.
        return;
    };
    // CR 708.3 (mtg-2024-11-08): turned face down before it enters the battlefield.
    let face_down = !ctx.mutant(Mutant::ManifestFaceUp);
    perform(
        ctx,
        vec![Proposed::Move {
            obj: card,
            to: Zone::Battlefield,
            rule: RuleRef::Manifest,
            controller: Some(p),
            face_down,
        }],
    );
    // CR 401.2 (mtg-2024-11-08): the cards left in the library keep their order.
    super::library::renumber(ctx, p);
}
