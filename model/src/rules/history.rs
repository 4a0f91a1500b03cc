//! The turn's history: what "this turn" conditions and quantities read. A turn is one pass
//! through its phases (CR 500.1 (mtg-2024-11-08)), so "this turn" is the current one: the
//! history is kept as small counters per player (life gained and lost, CR 119.3
//! (mtg-2024-11-08) with damage a loss, CR 120.3a (mtg-2024-11-08); creatures that died, CR
//! 700.4 (mtg-2024-11-08)) and a flag per object (entered this turn: each entry is a new object,
//! CR 400.7 (mtg-2024-11-08)), and cleared as the next turn begins.
//!
//! Models: life gained and lost by any means, damage to a player included; every creature put
//! into a graveyard from the battlefield, tokens included, counted for its controller as it
//! died (last known information); "entered this turn" on every permanent that entered,
//! tokens created included.
//!
//! The history is a fact of the game, kept whenever something in it could read it ([`kept`]):
//! while the game holds an object (in any zone) whose card could read it — a card that reads it,
//! a card whose static grants an ability that reads it (CR 613.1f), or one that can create a
//! token that could (CR 111.1), decided once per pool (`ruleset::history_readers`). Only cards reach the game,
//! through the board or a token's creation, so a game without such an object never gains one
//! and no rule can observe its history; leaving it unkept there keeps such games' states small,
//! and a count that grows on every repetition of a mandatory loop would hide the loop (CR 104.4b
//! (mtg-2024-11-08)) from its detection.
//!
//! Cards drawn (CR 121.1 (mtg-2024-11-08)) and spells cast (CR 601.2i (mtg-2024-11-08)) this
//! turn are counted per player as each happens; a quantity reads them when the effect is
//! applied (CR 608.2h (mtg-2024-11-08)), an intervening "if" as it triggers and again as it
//! resolves (CR 603.4 (mtg-2024-11-08)). "Cast from your hand" is a mark on the spell made as
//! it moves from the hand to the stack (CR 601.2a (mtg-2024-11-08)), kept by the permanent it
//! becomes (CR 608.3a (mtg-2024-11-08)) and by no other object (CR 400.7 (mtg-2024-11-08)).
//!
//! Does not model: histories of other kinds (attacks, lands played this turn); casting from
//! anywhere but a hand (the vocabulary casts only from hands).

use super::Ctx;
use crate::mutant::Mutant;
use crate::state::{GameObject, Limit, ObjectId, PlayerId, TurnHistory};
use crate::vocab::CardType;

/// Is the history kept: is some object of the game a card that could read it (`ruleset::history_readers`)?
pub(crate) fn kept(ctx: &Ctx) -> bool {
    let readers = &ctx.rules.history_readers;
    !readers.is_empty()
        && ctx
            .s
            .objects_in_order()
            .any(|(_, o)| readers.contains(&o.card))
}

/// CR 119.3 + CR 120.3a (mtg-2024-11-08): `player`'s life changed by `delta` (a gain, or a loss
/// by damage, loss of life or mana burn): remembered for the turn.
pub(crate) fn life_changed(ctx: &mut Ctx, player: PlayerId, delta: i32) {
    if !kept(ctx) {
        return;
    }
    let h = &mut ctx.s.players[player.index()].history;
    let total = if delta > 0 {
        &mut h.life_gained
    } else {
        &mut h.life_lost
    };
    // Past the type the step is cut (Decision::Halted): a count that stopped would make an
    // "if you gained N life this turn" read a wrong total.
    match u16::try_from(delta.unsigned_abs())
        .ok()
        .and_then(|a| total.checked_add(a))
    {
        Some(v) => *total = v,
        None => ctx.halted.set(Some(Limit::History)),
    }
}

/// CR 700.4 (mtg-2024-11-08): `old` was put into a graveyard from the battlefield: if it was a
/// creature (a token too: it dies before it ceases to exist, CR 111.7 (mtg-2024-11-08)), it
/// died this turn, counted for its controller as it died.
pub(crate) fn moved(ctx: &mut Ctx, old: &GameObject, to: crate::state::Zone) {
    use crate::state::Zone;
    let card = ctx.card(old.card);
    let creature = old.face_down || card.types.contains(&CardType::Creature);
    if to != Zone::Graveyard || !creature || old.zone != Zone::Battlefield || !kept(ctx) {
        return;
    }
    // The mutant `died-this-turn-skips-tokens`: a token's death isn't counted.
    if card.token && ctx.mutant(Mutant::DiedThisTurnSkipsTokens) {
        return;
    }
    let h = &mut ctx.s.players[old.controller.index()].history;
    match h.creatures_died.checked_add(1) {
        Some(v) => h.creatures_died = v,
        None => ctx.halted.set(Some(Limit::History)),
    }
}

/// CR 121.1 (mtg-2024-11-08): `player` drew a card: remembered for the turn.
pub(crate) fn drew(ctx: &mut Ctx, player: PlayerId) {
    if kept(ctx) {
        let h = &mut ctx.s.players[player.index()].history;
        match h.cards_drawn.checked_add(1) {
            Some(v) => h.cards_drawn = v,
            None => ctx.halted.set(Some(Limit::History)),
        }
    }
}

/// CR 601.2a + CR 601.2i (mtg-2024-11-08): `player` cast the spell `spell` from their hand: it
/// is marked as cast from hand, and the player's count of spells cast this turn grows.
pub(crate) fn cast(ctx: &mut Ctx, player: PlayerId, spell: ObjectId) {
    if !kept(ctx) {
        return;
    }
    if let Some(o) = ctx.s.objects.get_mut(&spell) {
        o.cast_from_hand = true;
    }
    let h = &mut ctx.s.players[player.index()].history;
    match h.spells_cast.checked_add(1) {
        Some(v) => h.spells_cast = v,
        None => ctx.halted.set(Some(Limit::History)),
    }
}

/// CR 608.3a + CR 400.7 (mtg-2024-11-08): the new object `new` made from `old` keeps the mark
/// "cast from hand" only if it is the permanent a spell cast from hand became (the mutant
/// `cast-from-hand-follows-card`: every new object of the card keeps it).
pub(crate) fn carry_cast_mark(ctx: &Ctx, old: &GameObject, new: &mut GameObject) {
    let became =
        old.zone == crate::state::Zone::Stack && new.zone == crate::state::Zone::Battlefield;
    if became || ctx.mutant(Mutant::CastFromHandFollowsCard) {
        new.cast_from_hand = old.cast_from_hand;
    }
}

/// CR 400.7 (mtg-2024-11-08): a permanent that enters is a new object that entered this turn.
pub(crate) fn entered(ctx: &Ctx, o: &mut GameObject) {
    o.entered_this_turn = kept(ctx) || ctx.rules.history_readers.contains(&o.card);
}

/// CR 500.1 (mtg-2024-11-08): a new turn begins; "this turn" is now this one, so the history
/// is empty again (the mutant `history-across-turns`: the players' counts are never cleared).
pub(crate) fn turn_begins(ctx: &mut Ctx) {
    if !ctx.mutant(Mutant::HistoryAcrossTurns) {
        for p in ctx.s.players.iter_mut() {
            p.history = TurnHistory::default();
        }
    }
    let entered: Vec<_> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.entered_this_turn)
        .map(|(id, _)| *id)
        .collect();
    for id in entered {
        if let Some(o) = ctx.s.objects.get_mut(&id) {
            o.entered_this_turn = false;
        }
    }
}
