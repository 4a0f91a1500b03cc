//! Role tokens: CR 303.7 (mtg-2024-11-08), the same numbers in the 2026 text. A Role is an
//! Aura with the subtype Role (the predefined Role tokens of CR 111.10j are colourless Aura
//! Role enchantment tokens with enchant creature). "Create a [Role] token attached to
//! [creature]" creates the token already attached (it enters attached, CR 303.4b); with no
//! legal creature to enchant (gone, or no longer a creature) it isn't created (CR 303.4i
//! (mtg-2024-11-08)). If a permanent has more than one Role controlled by the same player
//! attached to it, each of them but the one with the most recent timestamp is put into its
//! owner's graveyard, a state-based action (CR 303.7a, 704.5y (mtg-2024-11-08)); a token there
//! ceases to exist at the next check (CR 704.5d), and its leaves abilities look back at it (CR
//! 603.10a).
//!
//! Models: `create-role = { role = NAME, on = OBJECTS }` (the role a token card of the pool
//! with the subtypes Aura and Role; `on` is `this`, `it` or one target creature), one token
//! per creature named; timestamps (CR 613.7d-e (mtg-2024-11-08)): a Role gets one as it enters
//! and as it becomes attached (`rules::timestamps`, a Role is stamped). MTG 2024 and 2026
//! only: the 2008 rules and Riftbound have no Roles (`Feature::Roles`).
//! Does not model: the predefined Roles' own text (the pool's Role cards carry their own
//! abilities), Roles attached to players.

use super::hooks::perform;
use super::proposed::Proposed;
use super::Ctx;
use crate::edition::RuleRef;
use crate::mutant::Mutant;
use crate::state::{ObjectId, PlayerId, Zone};
use crate::vocab::CardType;

/// The subtype that makes an Aura a Role (CR 303.7 (mtg-2024-11-08)).
pub(crate) const ROLE: &str = "Role";

/// CR 303.7 (mtg-2024-11-08): is permanent `id` a Role (an Aura with the subtype Role)?
fn is_role(ctx: &Ctx, id: ObjectId) -> bool {
    ctx.obj(id).is_some_and(|o| {
        let card = ctx.card(o.card);
        !o.face_down && card.has_subtype("Aura") && card.has_subtype(ROLE)
    })
}

/// CR 111.1 + CR 303.4i (mtg-2024-11-08): `controller` creates a `role` token attached to each
/// of `hosts` still on the battlefield as a creature; for any other, none is created.
pub(crate) fn create(ctx: &mut Ctx, role: &str, hosts: Vec<ObjectId>, controller: PlayerId) {
    let card = ctx.rules.pool.id(role).expect("pool validated role names");
    let batch: Vec<Proposed> = hosts
        .into_iter()
        .filter(|h| {
            ctx.obj(*h).is_some_and(|o| {
                o.zone == Zone::Battlefield
                    && (o.face_down || ctx.card(o.card).has_type(CardType::Creature))
            })
        })
        .map(|to| Proposed::Create {
            card,
            controller,
            attached_to: Some(to),
        })
        .collect();
    if !batch.is_empty() {
        perform(ctx, batch);
    }
}

/// CR 303.7a + CR 704.5y (mtg-2024-11-08): the Roles the state-based action puts into their
/// owners' graveyards: of the Roles one player controls attached to one permanent, all but the
/// one with the most recent timestamp (the mutant `roles-all-kept`: none).
pub(crate) fn state_based(ctx: &Ctx) -> Vec<Proposed> {
    if ctx.mutant(Mutant::RolesAllKept) {
        return Vec::new();
    }
    // (host, controller, timestamp, role), in id order.
    let roles: Vec<(ObjectId, PlayerId, u8, ObjectId)> = ctx
        .s
        .battlefield()
        .filter(|(id, _)| is_role(ctx, *id))
        .filter_map(|(id, o)| Some((o.attached_to?, o.controller, o.timestamp, id)))
        .collect();
    roles
        .iter()
        .filter(|(host, who, stamp, id)| {
            roles.iter().any(|(h, w, s, other)| {
                // SIMPLIFICATION (CR 613.7m (mtg-2024-11-08)): equal timestamps, ordered by id.
                h == host && w == who && other != id && (s, other) > (stamp, id)
            })
        })
        .map(|(_, _, _, id)| Proposed::to_graveyard(*id, RuleRef::SbaRole))
        .collect()
}
