//! Targets (CR 115, 601.2c, 608.2b): which targets a spell or ability may choose, and whether a
//! chosen target is still legal as it resolves.

use super::select::{self, who_matches, Viewer};
use super::Ctx;
use crate::state::{ObjectId, PlayerId, Target};
use crate::vocab::effect::TargetSpec;
use crate::vocab::{CardType, Selector};

/// Is `t` a legal target for `spec`, for a spell or ability of `source` controlled by
/// `controller`?
pub(crate) fn legal(
    ctx: &Ctx,
    spec: &TargetSpec,
    t: Target,
    source: ObjectId,
    controller: PlayerId,
) -> bool {
    let me = Viewer::of(&ctx.s, source, controller);
    match (spec, t) {
        (TargetSpec::AnyTarget, Target::Player(p)) | (TargetSpec::Player(_), Target::Player(p))
            if ctx.s.player(p).lost =>
        {
            false
        }
        (TargetSpec::AnyTarget, Target::Player(_)) => true,
        (TargetSpec::AnyTarget, Target::Object(o)) => {
            on_battlefield_matching(ctx, &Selector::of_type(CardType::Creature), o, me)
        }
        (TargetSpec::Permanent(f), Target::Object(o)) => on_battlefield_matching(ctx, f, o, me),
        (TargetSpec::Player(w), Target::Player(p)) => who_matches(*w, p, controller),
        _ => false,
    }
}

fn on_battlefield_matching(ctx: &Ctx, f: &Selector, o: ObjectId, me: Viewer) -> bool {
    ctx.obj(o)
        .is_some_and(|x| x.zone == crate::state::Zone::Battlefield)
        && select::matches(ctx.rules, &ctx.s, f, o, me)
}

/// Every legal target for `spec`, in a deterministic order (players first, then objects by id).
/// `None` spec gives the single option "no target"; no legal target gives no option.
pub(crate) fn options(
    ctx: &Ctx,
    spec: Option<&TargetSpec>,
    source: ObjectId,
    controller: PlayerId,
) -> Vec<Option<Target>> {
    let Some(spec) = spec else { return vec![None] };
    let players = ctx.s.player_ids().map(Target::Player);
    let objects = ctx.s.battlefield().map(|(id, _)| Target::Object(id));
    players
        .chain(objects)
        .filter(|t| legal(ctx, spec, *t, source, controller))
        .map(Some)
        .collect()
}
