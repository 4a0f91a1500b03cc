//! Mass zone changes: "exile each [selector], then return those cards to the battlefield" moves every
//! matching permanent at once, then returns every exiled card at once, so the returning
//! permanents enter simultaneously and their enters abilities see each other (CR 603.6a).
//!
//! "Tap all / untap all [selector]" taps or untaps every matching permanent at once: one event
//! with an occurrence per permanent whose status changes (CR 603.2c; CR 603.2f (mtg-2024-11-08):
//! one already so doesn't become so).
//!
//! Does not model: a mass return choosing among several destinations.

use super::effect_env::Env;
use super::hooks::perform;
use super::object_identity::Finder::OtherPartOfTheEffect;
use super::proposed::Proposed;
use super::select::{self, Viewer};
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Event;
use crate::state::{ObjectId, Zone};
use crate::vocab::Selector;

/// Exile each permanent `sel` picks (for `env`'s controller) as one event; then return the
/// exiled cards to the battlefield under their owners' control as one event (CR 603.6a).
pub(crate) fn flicker_all(ctx: &mut Ctx, env: &Env, sel: &Selector) {
    let me = Viewer::of(&ctx.s, env.source, env.controller);
    let matching: Vec<ObjectId> = select::all(ctx.rules, &ctx.s, sel, me);
    let exile = matching
        .into_iter()
        .map(|obj| Proposed::Move {
            obj,
            to: Zone::Exile,
            rule: RuleRef::NewObject,
            controller: None,
            face_down: false,
        })
        .collect();
    // CR 400.7j (mtg-2024-11-08): the return finds the cards the exile made.
    let exiled: Vec<ObjectId> = perform(ctx, exile)
        .into_iter()
        .filter(|(_, e)| {
            matches!(
                e,
                Event::ZoneChange {
                    to: Zone::Exile,
                    ..
                }
            )
        })
        .filter_map(|(_, e)| super::object_identity::found(OtherPartOfTheEffect, &e))
        .collect();
    // CR 603.6a: the returning cards enter together, each seeing the others enter.
    let back = exiled
        .into_iter()
        .filter(|o| ctx.obj(*o).is_some_and(|x| x.zone == Zone::Exile))
        .map(|obj| Proposed::Move {
            obj,
            to: Zone::Battlefield,
            rule: RuleRef::EntersTrigger,
            controller: None,
            face_down: false,
        })
        .collect();
    perform(ctx, back);
}

/// CR 603.2c: tap (or untap) each permanent `sel` picks (for `env`'s controller) as one event.
pub(crate) fn tap_all(ctx: &mut Ctx, env: &Env, sel: &Selector, untap: bool) {
    let me = Viewer::of(&ctx.s, env.source, env.controller);
    let batch = select::all(ctx.rules, &ctx.s, sel, me)
        .into_iter()
        .filter(|o| ctx.obj(*o).is_some_and(|x| x.tapped == untap))
        .map(|o| {
            if untap {
                Proposed::Untap(o)
            } else {
                Proposed::Tap(o)
            }
        })
        .collect();
    perform(ctx, batch);
}
