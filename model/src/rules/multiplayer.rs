//! Multiplayer (issue 14, h14p): a player who loses a game of three or more leaves it and the
//! game goes on (CR 104.5 (mtg-2024-11-08) + CR 800.4 (mtg-2024-11-08);
//! CR 102.5 (mtg-2008-10-01) + CR 600.4 (mtg-2008-10-01)); "whenever [who] loses the game" triggers,
//! looking back in time (CR 603.10f (mtg-2024-11-08); 2008 has no such look-back).
//!
//! Models: leaving is one place (`leave`): every object the player owns leaves the game, their
//! permanents by a zone change that leaves-the-battlefield abilities see (CR 603.6c
//! (mtg-2024-11-08)) and that ends "until this leaves" exiles (CR 610.3 (mtg-2024-11-08)); every
//! control effect giving them control ends, whatever its duration; their abilities on the stack
//! and waiting triggers cease to exist; what they still control is exiled (CR 800.4a
//! (mtg-2024-11-08)). Turn order, APNAP order and priority skip them (CR 800.4j
//! (mtg-2024-11-08), CR 800.4k (mtg-2024-11-08); `priority::give`), nobody attacks them (CR
//! 508.1b (mtg-2024-11-08); `combat::attack_choices`) and no combat damage is assigned to them
//! (CR 800.4e (mtg-2024-11-08); `combat_damage`); the last player in the game wins (CR 104.2a
//! (mtg-2024-11-08)). Two-player games end at the first loss as before.
//! Does not model: choices handed on from a departed player (CR 800.4g), durations tied to
//! their turns (CR 800.4m).

use super::control::Ending;
use super::proposed::Proposed;
use super::select::{who_matches, Viewer};
use super::trigger_knowledge::Views;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::{Departed, Event, Happening};
use crate::mutant::Mutant;
use crate::state::{GameState, Outcome, PlayerId, StackObject, Zone};
use crate::vocab::TriggerEvent;

/// Magic's multiplayer rules apply (Riftbound removes a player only when they concede, which
/// the model leaves out: there the first loss still ends the game).
pub(crate) fn multiplayer_rules(ctx: &Ctx) -> bool {
    ctx.rules.edition.game() == crate::edition::Game::Mtg
}

/// CR 800.4 (mtg-2024-11-08): does the game go on after `losers` lose? Only with three or more
/// players, and while two or more are still in it.
pub(crate) fn game_goes_on(ctx: &Ctx, losers: &[PlayerId]) -> bool {
    if !multiplayer_rules(ctx) {
        return false;
    }
    let left = ctx
        .s
        .player_ids()
        .filter(|p| !ctx.s.player(*p).lost && !losers.contains(p))
        .count();
    ctx.s.players.len() >= 3 && left >= 2
}

/// CR 104.2a (mtg-2024-11-08): the outcome when `losers` lose and at most one player remains:
/// the one left wins; if none is left, a draw.
pub(crate) fn last_standing(ctx: &Ctx, losers: &[PlayerId]) -> Outcome {
    let mut left = ctx
        .s
        .player_ids()
        .filter(|p| !ctx.s.player(*p).lost && !losers.contains(p));
    match left.next() {
        Some(p) => Outcome::Won(p),
        None => Outcome::Draw,
    }
}

/// CR 800.4a (mtg-2024-11-08): `losers` leave the game, all at once; then the event "loses the
/// game" is checked for triggers, looking back at the state before they left (CR 603.10f
/// (mtg-2024-11-08)): `before` is the state before the state-based-action event the loss was
/// part of (CR 704.3 (mtg-2024-11-08)), if not the state now.
pub(crate) fn leave(ctx: &mut Ctx, losers: &[PlayerId], before: Option<&GameState>) {
    let before = before.cloned().unwrap_or_else(|| ctx.s.clone());
    for p in losers {
        leave_one(ctx, *p);
    }
    let happened: Vec<(u16, Event)> = losers
        .iter()
        .map(|p| {
            let ev = Event::LeftGame {
                player: *p,
                took: took_away(&before, *p),
            };
            (
                ctx.log(RuleRef::LeavesGame, Happening::Event(ev.clone())),
                ev,
            )
        })
        .collect();
    super::hooks::detect(ctx, &before, &happened);
    // CR 800.4d (mtg-2024-11-08): an ability a departed player would control never goes on
    // the stack.
    let gone: Vec<PlayerId> = ctx
        .s
        .player_ids()
        .filter(|p| ctx.s.player(*p).lost)
        .collect();
    ctx.s.waiting.retain(|t| !gone.contains(&t.controller));
    // CR 800.4a (mtg-2024-11-08): priority passes to the next player still in the game.
    if ctx.s.player(ctx.s.priority_next).lost {
        ctx.s.priority_next = ctx.next_player(ctx.s.priority_next);
    }
}

/// CR 800.4a (mtg-2024-11-08): the permanents `p` owned or controlled just before leaving (last
/// known information for CR 603.10f (mtg-2024-11-08)'s look-back).
fn took_away(before: &crate::state::GameState, p: PlayerId) -> Vec<Departed> {
    before
        .battlefield()
        .filter(|(_, o)| o.owner == p || o.controller == p)
        .map(|(id, o)| Departed {
            object: id,
            card: o.card,
            controller: o.controller,
            abilities_lost: o.abilities_lost,
            face_down: o.face_down,
            owner: o.owner,
            default_controller: o.control.as_ref().map_or(o.controller, |c| c.default),
        })
        .collect()
}

/// CR 800.4a (mtg-2024-11-08), in its order, for one player (CR 600.4a (mtg-2008-10-01) says
/// the same: the objects they own leave, the control effects giving them control end, then what
/// they still control leaves too).
fn leave_one(ctx: &mut Ctx, p: PlayerId) {
    ctx.s.players[p.index()].lost = true;
    // CR 800.4a (mtg-2024-11-08): all objects the player owns leave the game, and every effect
    // giving the player control of an object ends, as one event. A permanent leaving the game is
    // a zone change (CR 603.6c (mtg-2024-11-08)): its leaves-the-battlefield abilities and those
    // watching it trigger, and what it exiled "until" it leaves returns (CR 610.3
    // (mtg-2024-11-08)). The mutants make the permanents vanish unseen and keep lasting control.
    let owned: Vec<_> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.owner == p)
        .map(|(id, o)| (*id, o.zone))
        .collect();
    let vanish = ctx.mutant(Mutant::LeaverPermanentsVanish);
    let mut batch = Vec::new();
    for (id, zone) in &owned {
        if zone == &Zone::Battlefield && !vanish {
            batch.push(Proposed::LeaveGame(*id));
        } else {
            super::zone_change::remove_token(ctx, *id);
        }
    }
    ctx.s.stack.retain(|so| match so {
        StackObject::Spell { object, .. } => ctx.s.objects.contains_key(object),
        _ => true,
    });
    batch.extend(
        lent_to(ctx, p)
            .into_iter()
            .map(|obj| Proposed::ControlEnds {
                obj,
                ending: Ending::GivenTo(p),
            }),
    );
    if !batch.is_empty() {
        super::hooks::perform(ctx, batch);
    }
    // Their objects on the stack not represented by cards cease to exist, and their triggered
    // abilities waiting to be put on the stack are never put there (CR 800.4d
    // (mtg-2024-11-08)).
    ctx.s.stack.retain(|so| {
        matches!(
            so,
            StackObject::Spell { .. } | StackObject::CombatDamage { .. }
        ) || so.controller() != p
    });
    ctx.s.waiting.retain(|t| t.controller != p);
    // Objects still controlled by the player are exiled.
    let kept: Vec<_> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.controller == p && o.zone == Zone::Battlefield)
        .map(|(id, _)| *id)
        .collect();
    let exile = kept
        .into_iter()
        .map(|obj| Proposed::Move {
            obj,
            to: Zone::Exile,
            rule: RuleRef::LeavesGame,
            controller: None,
            face_down: false,
        })
        .collect::<Vec<_>>();
    if !exile.is_empty() {
        super::hooks::perform(ctx, exile);
    }
}

/// The permanents some control effect gives `p` control of (CR 800.4a (mtg-2024-11-08): each
/// such effect ends as `p` leaves). The mutant `leaver-keeps-lasting-control` ends only the
/// "until end of turn" ones, so a permanent `p` took for good is exiled with `p`'s own.
fn lent_to(ctx: &Ctx, p: PlayerId) -> Vec<crate::state::ObjectId> {
    let lasting = ctx.mutant(Mutant::LeaverKeepsLastingControl);
    ctx.s
        .battlefield()
        .filter(|(_, o)| {
            o.control.as_ref().is_some_and(|c| {
                c.grants
                    .iter()
                    .any(|g| g.to == p && (g.until_end_of_turn || !lasting))
            })
        })
        .map(|(id, _)| id)
        .collect()
}

/// CR 603.2: does "whenever [who] loses the game" match `ev` for the ability seen by `me`?
pub(crate) fn matches(_: &Ctx, _: &Views, te: &TriggerEvent, ev: &Event, me: Viewer) -> bool {
    match (te, ev) {
        (TriggerEvent::LosesGame { who }, Event::LeftGame { player, .. }) => {
            who_matches(*who, *player, me.controller)
        }
        _ => false,
    }
}

/// CR 603.10f (mtg-2024-11-08): "loses the game" abilities look back in time (2026 too); 2008
/// lists no such exception (CR 410.10d (mtg-2008-10-01)) and judges them after the event, as
/// does the mutant `loss-judged-after`.
pub(crate) fn loss_looks_back(ctx: &Ctx) -> bool {
    ctx.rules.edition != crate::Edition::Mtg20081001 && !ctx.mutant(Mutant::LossJudgedAfter)
}

/// Is `origin` a printed "whenever [who] loses the game" ability (cited as CR 603.10f's
/// look-back)?
pub(crate) fn is_loses_game_ability(ctx: &Ctx, origin: &crate::state::AbilityOrigin) -> bool {
    matches!(
        super::characteristics::printed_event(ctx, origin),
        Some(TriggerEvent::LosesGame { .. })
    )
}
