//! The combat phase (CR 506-511) in games whose board has one: its steps, declaring attackers
//! (CR 508.1) and blockers (CR 509.1, 802.4) as players' choices, the attack and block events
//! that attack and block triggers watch (CR 508.1m, 509.1i), summoning sickness (CR 302.6) and
//! removal from combat (CR 506.4, 511.3). Combat damage is in `combat_damage`.
//!
//! SIMPLIFICATION: no
//! postcombat main phase (the turn goes from the end of combat step to the end step); every
//! opponent may be attacked (the attack multiple players option, CR 802); no haste, no
//! planeswalkers or battles, no attack or block requirements.

use super::hooks::{perform, perform_plain};
use super::proposed::Proposed;
use super::{characteristics, Ctx};
use crate::choice::Choice;
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{Attacker, Decision, GameObject, ObjectId, PlayerId, Step, Zone};
use crate::vocab::{CardType, Keyword};

pub(crate) use super::combat_damage::{
    deal, forget_deathtouch, lifelink, note_deathtouch, source_lki,
};

/// The step after `step`, and whether it begins a new turn (CR 500.1, 506.1).
pub(crate) fn next_step(ctx: &Ctx, step: Step) -> (Step, bool) {
    let combat = &ctx.s.combat;
    let next = match step {
        Step::Untap => Step::Upkeep,
        Step::Upkeep => Step::Draw,
        Step::Draw => Step::Main,
        Step::Main if ctx.combat_phase() => Step::BeginningOfCombat,
        Step::Main => Step::End,
        Step::BeginningOfCombat => Step::DeclareAttackers,
        // CR 508.8: no attackers were declared: no declare blockers or combat damage step.
        Step::DeclareAttackers if !combat.declared => Step::EndOfCombat,
        Step::DeclareAttackers => Step::DeclareBlockers,
        // CR 510.4: an attacking or blocking creature with first or double strike as the
        // combat damage step begins: first a step for those creatures only.
        Step::DeclareBlockers if any_strikes_first(ctx) => Step::FirstStrikeDamage,
        Step::DeclareBlockers | Step::FirstStrikeDamage => Step::CombatDamage,
        Step::CombatDamage => Step::EndOfCombat,
        Step::EndOfCombat => Step::End,
        Step::End => Step::Cleanup,
        // CR 514.3a (mtg-2024-11-08): a player received priority in the cleanup step, so
        // "another cleanup step begins" (CR 314.3 (mtg-2008-10-01); RB 317.2.f (riftbound-1.4):
        // back to the start of the step); the mutant `no-second-cleanup` goes on to a new turn.
        Step::Cleanup if ctx.s.priority_seen && !ctx.mutant(Mutant::NoSecondCleanup) => {
            Step::Cleanup
        }
        Step::Cleanup => return (Step::Untap, true),
    };
    (next, false)
}

/// Does an attacking or blocking creature on the battlefield have first or double strike
/// (read through its current characteristics: one that lost its abilities has neither, CR
/// 613.1f, 702.7b)?
fn any_strikes_first(ctx: &Ctx) -> bool {
    let reader = characteristics::AbilityReader::new(ctx.rules, &ctx.s);
    let strikes_first = |o: ObjectId| {
        reader.keyword(o, Keyword::FirstStrike) || reader.keyword(o, Keyword::DoubleStrike)
    };
    // CR 509.1g (mtg-2024-11-08): a blocker whose attackers left combat is still blocking.
    ctx.s.combat.attackers.iter().any(|a| {
        std::iter::once(a.object)
            .chain(a.blockers.iter().copied())
            .any(strikes_first)
    }) || ctx
        .s
        .combat
        .blocking_nothing
        .iter()
        .any(|o| strikes_first(*o))
}

/// Is the permanent a creature (a face-down permanent is one, CR 708.2a)?
fn is_creature(ctx: &Ctx, o: ObjectId) -> bool {
    ctx.obj(o).is_some_and(|obj| {
        obj.zone == Zone::Battlefield
            && (obj.face_down || ctx.card(obj.card).has_type(CardType::Creature))
    })
}

/// CR 302.6: a permanent that came under its controller's control this turn is sick until that
/// player's next turn begins. Marked only in games with a combat phase.
pub(crate) fn arrived(ctx: &Ctx, o: &mut GameObject) {
    if ctx.combat_phase() {
        o.sick = true;
    }
}

/// CR 302.6: as `p`'s turn begins, the permanents `p` controls have been under their control
/// continuously since that turn began.
pub(crate) fn turn_begins(ctx: &mut Ctx, p: PlayerId) {
    let sick: Vec<ObjectId> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.sick && o.controller == p)
        .map(|(id, _)| *id)
        .collect();
    for id in sick {
        if let Some(o) = ctx.s.objects.get_mut(&id) {
            o.sick = false;
        }
    }
}

/// CR 506.4: a permanent whose controller changes is removed from combat, and it is under its
/// new controller's control only from now on (CR 302.6).
pub(crate) fn control_changed(ctx: &mut Ctx, o: ObjectId) {
    ctx.s.combat.remove(o);
    if ctx.combat_phase() {
        if let Some(obj) = ctx.s.objects.get_mut(&o) {
            obj.sick = true;
        }
    }
}

/// CR 511.3: as the end of combat step ends, everything is removed from combat.
pub(crate) fn end(ctx: &mut Ctx) {
    if !ctx.s.combat.attackers.is_empty() || ctx.s.combat.declared {
        ctx.s.combat.attackers.clear();
        ctx.s.combat.declared = false;
    }
    if !ctx.s.combat.first_strikers.is_empty() {
        ctx.s.combat.first_strikers.clear();
    }
    if !ctx.s.combat.blocking_nothing.is_empty() {
        ctx.s.combat.blocking_nothing.clear();
    }
}

/// CR 508.1a: the creatures the active player may attack with: untapped creatures they control
/// that are not summoning sick (CR 302.6).
fn can_attack(ctx: &Ctx, p: PlayerId) -> Vec<ObjectId> {
    ctx.s
        .battlefield()
        .filter(|(id, o)| o.controller == p && !o.tapped && is_creature(ctx, *id) && !o.sick)
        .map(|(id, _)| id)
        .collect()
}

/// CR 508.1: the declare attackers step begins by the active player declaring attackers; with
/// nothing able to attack, nothing is declared and the step goes on to priority.
pub(crate) fn begin_declare_attackers(ctx: &mut Ctx) {
    let ap = ctx.s.active;
    if !can_attack(ctx, ap).is_empty() {
        ctx.s.decision = Decision::DeclareAttackers(ap);
    }
}

/// Every legal declaration (CR 508.1a, 508.1b, 802.3): each able creature attacks one
/// opponent or doesn't attack. No attackers first.
pub(crate) fn attack_choices(ctx: &Ctx, p: PlayerId) -> Vec<Choice> {
    // CR 508.1b + CR 800.4a (mtg-2024-11-08): only a player still in the game can be attacked
    // (the mutant lets a departed one be).
    let attackable =
        |q: PlayerId| !ctx.s.player(q).lost || ctx.mutant(Mutant::DepartedPlayerAttackable);
    let opponents: Vec<PlayerId> = ctx
        .s
        .player_ids()
        .filter(|q| *q != p && attackable(*q))
        .collect();
    let mut out: Vec<Vec<(ObjectId, PlayerId)>> = vec![Vec::new()];
    for c in can_attack(ctx, p) {
        let mut next = Vec::with_capacity(out.len() * (opponents.len() + 1));
        for partial in &out {
            next.push(partial.clone());
            for q in &opponents {
                let mut with = partial.clone();
                with.push((c, *q));
                next.push(with);
            }
        }
        out = next;
    }
    out.into_iter().map(Choice::DeclareAttackers).collect()
}

/// CR 508.1: the declaration. Attacking creatures become tapped unless they have vigilance
/// (CR 508.1f, 702.20b), then abilities that trigger on attackers being declared trigger
/// (CR 508.1m), all of them on the one declaration.
pub(crate) fn declare_attackers(ctx: &mut Ctx, declared: &[(ObjectId, PlayerId)]) {
    ctx.s.decision = Decision::Priority(ctx.s.active);
    let player = ctx.s.active;
    ctx.log(
        RuleRef::DeclareAttackers,
        Happening::Declared {
            player,
            blockers: false,
            count: u8::try_from(declared.len()).unwrap_or_else(|_| {
                ctx.halt(crate::state::Limit::Count);
                0
            }),
        },
    );
    ctx.s.combat.declared = !declared.is_empty();
    for (o, defender) in declared {
        ctx.s.combat.attackers.push_back(Attacker {
            object: *o,
            defender: *defender,
            blockers: Vec::new(),
            blocked: false,
        });
    }
    // CR 702.20b + CR 613.1f: only a creature that has vigilance now attacks untapped.
    let reader = characteristics::AbilityReader::new(ctx.rules, &ctx.s);
    let taps: Vec<Proposed> = declared
        .iter()
        .filter(|(o, _)| {
            ctx.mutant(Mutant::VigilanceTaps) || !reader.keyword(*o, Keyword::Vigilance)
        })
        .map(|(o, _)| Proposed::Tap(*o))
        .collect();
    if !taps.is_empty() {
        perform(ctx, taps);
    }
    announce_attacks(ctx);
}

/// The attack events of the declared attackers (CR 508.1m), as one event.
pub(crate) fn announce_attacks(ctx: &mut Ctx) {
    let events: Vec<Event> = ctx
        .s
        .combat
        .attackers
        .iter()
        .map(|a| Event::Attacks {
            attacker: a.object,
            defender: a.defender,
        })
        .collect();
    if !events.is_empty() {
        perform_plain(ctx, events, RuleRef::AttackTriggers);
    }
}

/// Mutant `attacks-refire`: the attack events are announced again as combat damage begins.
pub(crate) fn refire_attacks(ctx: &mut Ctx) {
    if ctx.mutant(Mutant::AttacksRefire) {
        announce_attacks(ctx);
    }
}

/// The untapped creatures `p` controls that may block (CR 509.1a).
fn can_block(ctx: &Ctx, p: PlayerId) -> Vec<ObjectId> {
    ctx.s
        .battlefield()
        .filter(|(id, o)| o.controller == p && !o.tapped && is_creature(ctx, *id))
        .map(|(id, _)| id)
        .collect()
}

/// The attackers attacking `p` (CR 802.4a: a defending player blocks only those).
fn attacking(ctx: &Ctx, p: PlayerId) -> Vec<ObjectId> {
    ctx.s
        .combat
        .attackers
        .iter()
        .filter(|a| a.defender == p)
        .map(|a| a.object)
        .collect()
}

/// The next defending player after `after` in APNAP order who has a creature able to block an
/// attacker attacking them (CR 509.1, 802.4); the first such player if `after` is `None`.
fn next_blocker(ctx: &Ctx, after: Option<PlayerId>) -> Option<PlayerId> {
    let order = ctx.s.apnap();
    let start = after.map_or(0, |p| ctx.s.apnap_position(p) + 1);
    order.into_iter().skip(start).find(|p| {
        *p != ctx.s.active && !attacking(ctx, *p).is_empty() && !can_block(ctx, *p).is_empty()
    })
}

/// CR 509.1: the declare blockers step begins by the defending players declaring blockers, in
/// APNAP order (CR 802.4); with no possible blocker, nothing is declared.
pub(crate) fn begin_declare_blockers(ctx: &mut Ctx) {
    match next_blocker(ctx, None) {
        Some(p) => ctx.s.decision = Decision::DeclareBlockers(p),
        None => announce_blocks(ctx),
    }
}

/// Every legal declaration of `p`: each able creature blocks one attacker attacking `p`, or
/// doesn't block. CR 509.1a (mtg-2024-11-08), CR 309.2a (mtg-2008-10-01): "for each of the
/// chosen creatures, the defending player chooses one creature for it to block": nothing
/// limits how many block the same attacker. CR 509.1g + CR 101.1 (mtg-2024-11-08),
/// CR 309.2e (mtg-2008-10-01) + CR 103.1 (mtg-2008-10-01): a creature that can block
/// additional creatures blocks each of several attackers chosen for it, up to its limit
/// (`combat_blocks`).
pub(crate) fn block_choices(ctx: &Ctx, p: PlayerId) -> Vec<Choice> {
    let attackers = attacking(ctx, p);
    let reader = characteristics::AbilityReader::new(ctx.rules, &ctx.s);
    let mut out: Vec<Vec<(ObjectId, ObjectId)>> = vec![Vec::new()];
    for b in can_block(ctx, p) {
        // CR 702.16f (mtg-2024-11-08), CR 502.7f (mtg-2008-10-01): an attacker with
        // protection can't be blocked by a creature with the quality.
        // CR 702.9b (mtg-2024-11-08), CR 502.4b (mtg-2008-10-01): a flyer only by
        // creatures with flying or reach.
        let available: Vec<ObjectId> = attackers
            .iter()
            .copied()
            .filter(|a| {
                !super::protection::stops(ctx, *a, b)
                    && super::evasion::may_block(ctx, &reader, *a, b)
            })
            .collect();
        let limit = super::combat_blocks::limit(ctx, &reader, b, available.len());
        let ways = super::combat_blocks::ways(&available, limit);
        let mut next = Vec::with_capacity(out.len() * ways.len());
        for partial in &out {
            for way in &ways {
                let mut with = partial.clone();
                with.extend(way.iter().map(|a| (b, *a)));
                next.push(with);
            }
        }
        out = next;
    }
    // CR 509.1b (mtg-2024-11-08), CR 309.2a (mtg-2008-10-01): a declaration disobeying a
    // restriction (menace, CR 702.111b (mtg-2024-11-08)) is illegal.
    out.into_iter()
        .filter(|blocks| super::evasion::menace_obeyed(ctx, &reader, &attackers, blocks))
        .map(Choice::DeclareBlockers)
        .collect()
}

/// `p` declares blockers; the next defending player declares, or, when all have, the
/// attackers become blocked or unblocked (CR 509.1h) and block triggers trigger (CR 509.1i).
pub(crate) fn declare_blockers(ctx: &mut Ctx, p: PlayerId, blocks: &[(ObjectId, ObjectId)]) {
    ctx.log(
        RuleRef::DeclareBlockers,
        Happening::Declared {
            player: p,
            blockers: true,
            count: u8::try_from(blocking_creatures(blocks)).unwrap_or_else(|_| {
                ctx.halt(crate::state::Limit::Count);
                0
            }),
        },
    );
    for (blocker, attacker) in blocks {
        let attackers = &mut ctx.s.combat.attackers;
        if let Some(a) = attackers.iter_mut().find(|a| a.object == *attacker) {
            a.blockers.push(*blocker);
            a.blocked = true;
        }
    }
    match next_blocker(ctx, Some(p)) {
        Some(q) => ctx.s.decision = Decision::DeclareBlockers(q),
        None => {
            ctx.s.decision = Decision::Priority(ctx.s.active);
            announce_blocks(ctx);
        }
    }
}

/// How many creatures the declaration `blocks` makes blocking creatures (a creature blocking
/// several attackers is one of them, CR 509.1g (mtg-2024-11-08)).
fn blocking_creatures(blocks: &[(ObjectId, ObjectId)]) -> usize {
    let mut creatures: Vec<ObjectId> = blocks.iter().map(|(b, _)| *b).collect();
    creatures.sort_unstable();
    creatures.dedup();
    creatures.len()
}

/// The block events of every declared blocker and the unblocked attackers, as one event (CR
/// 509.1h, 509.1i).
fn announce_blocks(ctx: &mut Ctx) {
    let blocks = ctx.s.combat.attackers.iter().flat_map(|a| {
        a.blockers.iter().map(|b| Event::Blocks {
            blocker: *b,
            attacker: a.object,
        })
    });
    let unblocked = ctx
        .s
        .combat
        .attackers
        .iter()
        .filter(|a| !a.blocked)
        .map(|a| Event::Unblocked { attacker: a.object });
    let events: Vec<Event> = blocks.chain(unblocked).collect();
    if !events.is_empty() {
        perform_plain(ctx, events, RuleRef::BlockTriggers);
    }
}
