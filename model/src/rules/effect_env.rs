//! What an effect knows of the spell or ability it belongs to ([`Env`]) and the readings of it
//! every effect family shares: the players it names ("each player", "that player", CR 608.2h),
//! its target objects (CR 115.1), and its quantities (CR 107.1b, 608.2h). Below the effect
//! families and `effects`, which routes to them.

use super::select;
use super::Ctx;
use crate::mutant::Mutant;
use crate::state::{InstanceId, ObjectId, PlayerId, Target, Targets};
use crate::vocab::{CardId, Quantity, Who};
use imbl::Vector;

/// Everything an effect needs to know about the spell or ability it belongs to.
#[derive(Clone, Debug)]
pub(crate) struct Env {
    pub controller: PlayerId,
    pub source: ObjectId,
    pub source_card: CardId,
    /// The targets still legal as it resolves (CR 608.2b: the illegal ones are not affected).
    pub target: Targets,
    pub x: u16,
    pub refers: Vector<ObjectId>,
    pub is_spell: bool,
    pub instance: Option<InstanceId>,
    /// The answer to "you may sacrifice another creature", if asked.
    pub sacrifice: Option<ObjectId>,
    /// The spell or ability the trigger event refers to ("counter it", CR 702.21a (mtg-2024-11-08)).
    pub on_stack: Option<crate::state::Target>,
    /// "That player" (`Who::That`): the player the trigger event named (CR 608.2h (mtg-2024-11-08)).
    pub that_player: Option<PlayerId>,
    /// "Its owner" (`Who::Owner`): the owner of the event's object (CR 108.3 (mtg-2024-11-08)).
    pub that_owner: Option<PlayerId>,
    /// A triggered ability's source as it last existed on the battlefield, once it has left
    /// (CR 113.7a): what its quantities read of "this" (`trigger_knowledge`).
    pub source_lki: Option<Box<crate::state::GameObject>>,
    /// The event's object ("that creature") as it last existed on the battlefield, once it
    /// has left (CR 608.2h).
    pub it_lki: Option<Box<crate::state::GameObject>>,
    /// The permanent sacrificed to pay an activated ability's cost, as it last existed on the
    /// battlefield (CR 113.7a, 608.2h): what "the sacrificed creature" reads.
    pub sacrificed_lki: Option<Box<crate::state::GameObject>>,
    /// The X announced for the resolving spell's `{X}` (CR 107.3a (mtg-2024-11-08)); 0 for an
    /// ability or a spell without `{X}`.
    pub spell_x: u16,
}

pub(crate) fn players(ctx: &Ctx, who: Who, env: &Env) -> Vec<PlayerId> {
    if who == Who::That {
        // CR 608.2h (mtg-2024-11-08): "that player" as the trigger event named them.
        return that_player(ctx, env).into_iter().collect();
    }
    if who == Who::Owner {
        // CR 608.2h (mtg-2024-11-08): "its owner" as the trigger event named its object.
        return env.that_owner.into_iter().collect();
    }
    ctx.s
        .player_ids()
        // CR 800.4a (mtg-2024-11-08): a player who left the game is in no "each player".
        .filter(|p| select::who_matches(who, *p, env.controller) && !ctx.s.player(*p).lost)
        .collect()
}

/// The objects among the targets (CR 115.1).
pub(crate) fn target_objects(env: &Env) -> Vec<ObjectId> {
    env.target
        .iter()
        .filter_map(|t| match t {
            Target::Object(o) => Some(o),
            Target::Player(_) | Target::Ability(_) => None,
        })
        .collect()
}

/// The value of `q` for this effect, exact. CR 107.1b (mtg-2024-11-08): a negative result is
/// read as zero. Past what an event carries (65,535) the step is cut (`Limit::Amount`), never
/// clamped; the 0 returned then is never part of a game state.
pub(crate) fn amount(ctx: &Ctx, q: &Quantity, env: &Env) -> u16 {
    // CR 608.2h (mtg-2024-11-08): a quantity of a triggered ability reads what it knows: its
    // event's objects and amount, its departed source's last known information (the mutant
    // `quantity-forgets-departed-source` reads a departed source as no object).
    let source_lki = env
        .source_lki
        .as_deref()
        .filter(|_| !ctx.mutant(crate::mutant::Mutant::QuantityForgetsDepartedSource));
    let k = super::trigger_knowledge::Knows {
        source: env.source,
        controller: env.controller,
        source_lki,
        refers: &env.refers,
        it_lki: env.it_lki.as_deref(),
        sacrificed_lki: env.sacrificed_lki.as_deref(),
        x: env.x,
    };
    let mut r = super::trigger_knowledge::reading(ctx, k);
    // CR 107.3a (mtg-2024-11-08): a spell's X while it is on the stack (it is resolving).
    r.spell_x = env.spell_x;
    let value = select::quantity(ctx.rules, &ctx.s, q, &r).map(|v| v.max(0));
    match value.and_then(|v| u16::try_from(v).ok()) {
        Some(v) => v,
        None => {
            ctx.halt(crate::state::Limit::Amount);
            0
        }
    }
}

/// [`amount`] as a count of a byte's range (counters, tokens); past 255 the step is cut
/// (`limit`), never clamped.
pub(crate) fn small_amount(ctx: &Ctx, q: &Quantity, env: &Env, limit: crate::state::Limit) -> u8 {
    u8::try_from(amount(ctx, q, env)).unwrap_or_else(|_| {
        ctx.halt(limit);
        0
    })
}

/// "That player" as the effect is carried out: the player recorded when it triggered (CR
/// 608.2h (mtg-2024-11-08)). The mutant reads the referred object's controller now instead.
pub(crate) fn that_player(ctx: &Ctx, env: &Env) -> Option<PlayerId> {
    if ctx.mutant(Mutant::ThatPlayerAtResolution) {
        if let Some(o) = env.refers.front().and_then(|o| ctx.obj(*o)) {
            return Some(o.controller);
        }
    }
    env.that_player
}
