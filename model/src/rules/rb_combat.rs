//! Riftbound's battlefield, showdowns and combat, in games whose board has combat under a
//! Riftbound edition. Numbers are riftbound-1.4's; riftbound-1.3's are given where they differ
//! (combat is 454-461 there, 459-466 in 1.4). Combat damage is in `rb_combat_damage`.
//!
//! Models: units at their base or at the one battlefield; the Standard Move (RB 144: exhaust
//! the unit; base to battlefield and back; only by the turn player with priority in their main
//! phase with an empty chain, never during a showdown or combat, 144.1.c); Contested (190.3.a.1);
//! the cleanup tasks that lose control (323.6, 190.4.c), stage and open a showdown (323.12) or a
//! combat (323.9, 323.13, 460) when the chain is empty; Step 1 (464.2): the Attacker (the player
//! who applied Contested), the Defender, designations of units, Attack and Defend Triggers on the
//! first gain of a designation in a combat, once per unit per combat (383.4.e, 383.4.f,
//! 383.4.e.2.a), placed Attacker first, then the other non-defenders in turn order, Defender last
//! (464.2.e.1), the Attacker's Focus (464.2.d); the showdown: with no Action or Reaction card in
//! the vocabulary the only play is to pass (308.1.a), and it closes when all pass in sequence
//! (347.2.a); the designation cleanup (323.2.a, 323.2.c); Step 3: the combat cleanup (kill,
//! heal, recall: 323.4, 323.5, 466.1.a), the result (466.3), control and Conquer (466.5,
//! 466.5.d, 470, 469.1 through the scoring events), the end of combat (466.7.a); a non-combat
//! showdown's control and Conquer (348.2.a, 348.2.a.1).
//!
//! Does not model: several battlefields; Ganking, units played to a battlefield (units enter
//! at their base), moves by effects, "When you attack/defend" (player designations are the
//! Attacker and the Defender only as the battlefield's record); start of combat and end of
//! combat effects (464.2.b, 466.7.b in riftbound-1.4), "this combat" durations (466.7.c), win
//! and lose triggers (466.3); Hold from controlling the battlefield (469.2; Hold stays an
//! effect); hidden cards at the battlefield (466.5.c); the Final Point (471.1.b); a "No Result"
//! with both sides remaining (466.3.d.1: unreachable, attackers are recalled); more than two
//! players at the battlefield (462); Focus passing after a chain a player started (347.1.b:
//! nobody can start one in a showdown here).

use super::hooks::{perform, perform_plain};
use super::proposed::Proposed;
use super::Ctx;
use crate::choice::Choice;
use crate::edition::RuleRef;
use crate::journal::{Event, FieldHappening as F, Happening};
use crate::mutant::Mutant;
use crate::state::{Designation, Location, ObjectId, PlayerId, Stage, Step};
use crate::vocab::{CardType, ScoreKind};

pub(crate) use super::rb_combat_damage::{assign, assignment_choices};

/// The units (creature permanents) on the board, with their controllers and locations.
pub(crate) fn units(ctx: &Ctx) -> Vec<(ObjectId, PlayerId, Location)> {
    ctx.s
        .battlefield()
        .filter(|(_, o)| o.face_down || ctx.card(o.card).has_type(CardType::Creature))
        .map(|(id, o)| (id, o.controller, o.unit.at))
        .collect()
}

/// The units of `p` at the battlefield.
pub(crate) fn present(ctx: &Ctx, p: PlayerId) -> Vec<ObjectId> {
    units(ctx)
        .into_iter()
        .filter(|(_, c, at)| *c == p && *at == Location::Battlefield)
        .map(|(id, _, _)| id)
        .collect()
}

fn log(ctx: &mut Ctx, rule: RuleRef, what: F) {
    ctx.log(rule, Happening::Field(what));
}

/// The Standard Moves of `p` holding priority (RB 144): a ready unit of theirs moves between
/// its base and the battlefield, in their main phase with an empty chain, never during a
/// showdown or combat (RB 144.1.c).
pub(crate) fn move_choices(ctx: &Ctx, p: PlayerId) -> Vec<Choice> {
    let open = ctx.s.step == Step::Main && ctx.s.active == p && ctx.s.stack.is_empty();
    if !ctx.has_field() || !open || ctx.s.field.ongoing() {
        return Vec::new();
    }
    units(ctx)
        .into_iter()
        .filter(|(id, c, _)| *c == p && ctx.obj(*id).is_some_and(|o| !o.tapped && !o.face_down))
        .map(|(unit, _, at)| Choice::StandardMove {
            unit,
            // RB 144.4.a: from the base to a battlefield; RB 144.4.b: back to the base.
            to: match at {
                Location::Base => Location::Battlefield,
                Location::Battlefield => Location::Base,
            },
        })
        .collect()
}

/// RB 144.2: the Standard Move: the unit is exhausted as its cost and moves; RB 190.3.a.1 (riftbound-1.4), RB 187.3.a.1 (riftbound-1.3): a unit moving to a battlefield its controller
/// does not control applies Contested, if it is not Contested already.
pub(crate) fn standard_move(ctx: &mut Ctx, p: PlayerId, unit: ObjectId, to: Location) {
    log(
        ctx,
        RuleRef::StandardMove,
        F::Moved {
            player: p,
            unit,
            to,
        },
    );
    perform(ctx, vec![Proposed::Tap(unit)]);
    if let Some(o) = ctx.s.objects.get_mut(&unit) {
        o.unit.at = to;
    }
    let field = &ctx.s.field;
    if to == Location::Battlefield && field.contested_by.is_none() && field.controller != Some(p) {
        ctx.s.field.contested_by = Some(p);
        log(ctx, RuleRef::Contested, F::Contested { player: p });
    }
    ctx.s.passes = 0;
    ctx.s.priority_next = p;
}

/// The cleanup tasks of the battlefield before a player would receive priority (RB 323 (riftbound-1.4), RB 453 (riftbound-1.4)).
/// True if something happened, so the procedure runs again before priority.
pub(crate) fn cleanup(ctx: &mut Ctx) -> bool {
    match ctx.s.field.stage {
        Stage::None => open_state(ctx),
        // RB 464.2.e (riftbound-1.4), RB 464.2.f.1 (riftbound-1.4): the abilities establishing the designations made pending are
        // on the Chain; the combat showdown goes on.
        Stage::Designating => {
            ctx.s.field.stage = Stage::Showdown;
            false
        }
        Stage::Showdown => designations(ctx),
        Stage::Assigning => false,
        // RB 466.2: the chain items from combat damage and the combat cleanup resolve first.
        Stage::Resolution { recalled } if ctx.s.stack.is_empty() => {
            resolution(ctx, recalled);
            true
        }
        // RB 466.6 (riftbound-1.4): the chain items from establishing control resolve before combat ends.
        Stage::Ending if ctx.s.stack.is_empty() => {
            end_combat(ctx);
            true
        }
        Stage::Resolution { .. } | Stage::Ending => false,
    }
}

/// The cleanup tasks outside a showdown or combat: losing control (RB 323.6: no units there),
/// then, with an empty chain (a Neutral Open State), opening a staged combat (RB 323.13) or
/// showdown (RB 323.12 (riftbound-1.4), RB 323.11 (riftbound-1.3)).
fn open_state(ctx: &mut Ctx) -> bool {
    if !ctx.s.stack.is_empty() {
        return false;
    }
    if let Some(c) = ctx.s.field.controller {
        if present(ctx, c).is_empty() {
            // RB 190.4.c (riftbound-1.4), RB 187.4.c (riftbound-1.3): no units there in an open state: control is lost.
            ctx.s.field.controller = None;
            log(ctx, RuleRef::LoseControl, F::ControlLost { player: c });
            return true;
        }
    }
    let Some(a) = ctx.s.field.contested_by else {
        return false;
    };
    if present(ctx, a).is_empty() {
        // RB 323.11 (riftbound-1.4): Contested is removed when the contesting player's units are gone.
        ctx.s.field.contested_by = None;
        return true;
    }
    let opponent = ctx
        .s
        .player_ids()
        .find(|q| *q != a && !present(ctx, *q).is_empty());
    match opponent {
        // RB 323.9 (riftbound-1.4), RB 323.13 (riftbound-1.4), RB 460 (riftbound-1.4): units of two opposing players: combat begins.
        Some(d) => open_combat(ctx, a, d),
        // RB 323.12 (riftbound-1.4), RB 323.11 (riftbound-1.3): a non-combat showdown begins;
        // RB 345: the contesting player has Focus.
        None => {
            ctx.s.field.stage = Stage::Showdown;
            log(
                ctx,
                RuleRef::ShowdownBegins,
                F::ShowdownBegins {
                    focus: a,
                    defender: None,
                },
            );
            ctx.s.passes = 0;
            ctx.s.priority_next = a;
        }
    }
    true
}

/// RB 464.2 (riftbound-1.4), RB 459.2 (riftbound-1.3): Step 1 of combat. The Attacker applied
/// Contested, the Defender did not; the units gain their designations and their Attack and
/// Defend Triggers trigger; the Attacker gains Focus.
fn open_combat(ctx: &mut Ctx, attacker: PlayerId, defender: PlayerId) {
    log(
        ctx,
        RuleRef::CombatBegins,
        F::ShowdownBegins {
            focus: attacker,
            defender: Some(defender),
        },
    );
    ctx.s.field.stage = Stage::Designating;
    ctx.s.field.defender = Some(defender);
    designations(ctx);
    // RB 464.2.d (riftbound-1.4), RB 459.2.c (riftbound-1.3): the Attacker gains Focus.
    ctx.s.passes = 0;
    ctx.s.priority_next = attacker;
}

/// The designation of a unit controlled by `p` at the combat's battlefield.
fn side_of(ctx: &Ctx, p: PlayerId) -> Option<Designation> {
    [Designation::Attacker, Designation::Defender]
        .into_iter()
        .find(|d| ctx.s.field.player_with(*d) == Some(p))
}

/// RB 464.2.c.3 (riftbound-1.4), RB 459.2.b (riftbound-1.3), RB 323.2.a, 323.2.c: units at the
/// combat's battlefield gain their controller's designation, units elsewhere lose theirs. A
/// unit's first gain of a designation in this combat is its Attack or Defend event (RB 383.4.e,
/// 383.4.f), all of one cleanup as one event; a designation gained again checks nothing
/// (RB 383.4.e.2.a). True if anything changed.
fn designations(ctx: &mut Ctx) -> bool {
    let mut events = Vec::new();
    let mut changed = false;
    for (id, c, at) in units(ctx) {
        let want = match at {
            Location::Battlefield => side_of(ctx, c),
            Location::Base => None,
        };
        let Some(o) = ctx.s.objects.get(&id) else {
            continue;
        };
        let mut unit = o.unit;
        if unit.designation == want {
            continue;
        }
        changed = true;
        unit.designation = want;
        match want {
            None => log(
                ctx,
                RuleRef::DesignationLost,
                F::DesignationLost { unit: id },
            ),
            Some(d) => {
                let rule = match ctx.s.field.stage {
                    Stage::Designating => RuleRef::EstablishDesignations,
                    _ => RuleRef::DesignationCleanup,
                };
                log(
                    ctx,
                    rule,
                    F::Designated {
                        unit: id,
                        designation: d,
                    },
                );
                events.extend(first_gain(ctx, &mut unit, id, d));
            }
        }
        if let Some(o) = ctx.s.objects.get_mut(&id) {
            o.unit = unit;
        }
    }
    if !events.is_empty() {
        perform_plain(ctx, events, RuleRef::OncePerCombat);
    }
    changed
}

/// RB 383.4.e.2.a, 383.4.f.2.a: the Attack or Defend event of a unit gaining `d`, if it is
/// the first time in this combat.
fn first_gain(
    ctx: &Ctx,
    unit: &mut crate::state::UnitCombat,
    id: ObjectId,
    d: Designation,
) -> Option<Event> {
    let field = &ctx.s.field;
    let (attacker, defender) = (field.contested_by?, field.defender?);
    match d {
        Designation::Attacker if !unit.attacked => {
            unit.attacked = true;
            Some(Event::Attacks {
                attacker: id,
                defender,
            })
        }
        Designation::Defender if !unit.defended => {
            unit.defended = true;
            Some(Event::Defends { unit: id, attacker })
        }
        _ => None,
    }
}

/// RB 464.2.e.1 (riftbound-1.4), RB 459.2.d.1 (riftbound-1.3): while Step 1's triggers are
/// placed, the Attacker places first, then the other non-defending players in turn order, the
/// Defender last (the mutant puts the Defender first). `None` at any other time.
pub(crate) fn placement_order(ctx: &Ctx) -> Option<Vec<PlayerId>> {
    let field = &ctx.s.field;
    if field.stage != Stage::Designating {
        return None;
    }
    let (attacker, defender) = (field.contested_by?, field.defender?);
    let n = ctx.s.players.len();
    let mut order: Vec<PlayerId> = (0..n)
        .map(|k| PlayerId(((attacker.index() + k) % n) as u8))
        .filter(|p| *p != defender)
        .collect();
    if ctx.mutant(Mutant::RbDefenderPlacesFirst) {
        order.insert(0, defender);
    } else {
        order.push(defender);
    }
    Some(order)
}

/// May `p` play anything but pass? Not in a showdown (RB 308.1.a: only Action and Reaction
/// cards and abilities, which the vocabulary has none of).
pub(crate) fn plays_allowed(ctx: &Ctx) -> bool {
    !(ctx.has_field() && ctx.s.field.ongoing())
}

/// All players passed with an empty chain: is it the showdown that closes (RB 347.2.a (riftbound-1.4)
/// (riftbound-1.4), RB 347.3.a (riftbound-1.3))?
pub(crate) fn showdown_open(ctx: &Ctx) -> bool {
    ctx.has_field() && ctx.s.field.stage == Stage::Showdown
}

/// RB 348: the showdown closes. A combat showdown goes on to combat damage (RB 348.1); a
/// non-combat one ends with the only player with units there establishing control (RB 348.2.a).
pub(crate) fn showdown_closes(ctx: &mut Ctx) {
    if ctx.s.field.defender.is_some() {
        // Mutant `rb-attacks-refire-at-damage`: the designations are established again.
        if ctx.mutant(Mutant::RbAttacksRefireAtDamage) {
            refire(ctx);
        }
        super::rb_combat_damage::begin(ctx);
        return;
    }
    let remaining: Vec<PlayerId> = ctx
        .s
        .player_ids()
        .filter(|p| !present(ctx, *p).is_empty())
        .collect();
    if let [p] = remaining[..] {
        establish_control(ctx, p, RuleRef::ShowdownControl, RuleRef::ShowdownConquer);
    }
    ctx.s.field.contested_by = None;
    ctx.s.field.stage = Stage::None;
    log(ctx, RuleRef::ShowdownControl, F::Ended);
}

/// Mutant `rb-attacks-refire-at-damage`: every designated unit's Attack or Defend event again.
fn refire(ctx: &mut Ctx) {
    let (Some(a), Some(d)) = (ctx.s.field.contested_by, ctx.s.field.defender) else {
        return;
    };
    let events: Vec<Event> = ctx
        .s
        .battlefield()
        .filter_map(|(id, o)| match o.unit.designation? {
            Designation::Attacker => Some(Event::Attacks {
                attacker: id,
                defender: d,
            }),
            Designation::Defender => Some(Event::Defends {
                unit: id,
                attacker: a,
            }),
        })
        .collect();
    if !events.is_empty() {
        perform_plain(ctx, events, RuleRef::OncePerCombat);
    }
}

/// `p` establishes control if they did not control the battlefield (RB 190.4 (riftbound-1.4)); a Conquer if
/// they have not scored it this turn (RB 470 (riftbound-1.4), RB 469.1 (riftbound-1.4)), scored as the scoring effects are.
fn establish_control(ctx: &mut Ctx, p: PlayerId, rule: RuleRef, conquer: RuleRef) {
    let from = ctx.s.field.controller;
    let holding = from == Some(p);
    if !holding {
        ctx.s.field.controller = Some(p);
        log(ctx, rule, F::ControlEstablished { player: p, from });
    }
    // Mutant `rb-conquer-when-holding`: the player who kept control conquers too.
    let establishes = !holding || ctx.mutant(Mutant::RbConquerWhenHolding);
    // RB 470 (riftbound-1.4), RB 465 (riftbound-1.3): once per battlefield per turn.
    let scored = ctx.s.field.scored.contains(&p);
    if establishes && !scored {
        ctx.s.field.scored.push_back(p);
        log(ctx, conquer, F::Conquers { player: p });
        perform(
            ctx,
            vec![Proposed::Score {
                player: p,
                kind: ScoreKind::Conquer,
                point: true,
            }],
        );
    }
}

/// RB 466.3 (riftbound-1.4), RB 466.5 (riftbound-1.4), RB 461.3 (riftbound-1.3), RB 461.5 (riftbound-1.3): the combat result, then
/// control: the only player with units remaining establishes it, and the Contested status is
/// cleared (466.5.a); with nobody there the battlefield is uncontrolled (466.5.b).
fn resolution(ctx: &mut Ctx, recalled: bool) {
    let remaining: Vec<PlayerId> = ctx
        .s
        .player_ids()
        .filter(|p| !present(ctx, *p).is_empty())
        .collect();
    // RB 466.3.a (riftbound-1.4), RB 466.3.d (riftbound-1.4): the only player with units there won, unless units were recalled
    // (RB 466.3.d (riftbound-1.4); riftbound-1.3's 461.3.d has no such case).
    let no_result = recalled && ctx.rules.edition == crate::Edition::Riftbound14;
    let winner = match remaining[..] {
        [p] if !no_result => Some(p),
        _ => None,
    };
    log(ctx, RuleRef::CombatResult, F::Result { winner });
    match remaining[..] {
        [p] => establish_control(ctx, p, RuleRef::EstablishControl, RuleRef::CombatConquer),
        [] => {
            if let Some(c) = ctx.s.field.controller.take() {
                log(ctx, RuleRef::EstablishControl, F::ControlLost { player: c });
            }
        }
        _ => {}
    }
    ctx.s.field.contested_by = None;
    ctx.s.field.stage = Stage::Ending;
}

/// RB 466.7.a (riftbound-1.4), RB 461.7.a (riftbound-1.3): combat ends; every designation is
/// removed, and with it this combat's record of attack and defend checks.
fn end_combat(ctx: &mut Ctx) {
    let marked: Vec<ObjectId> = ctx
        .s
        .objects
        .iter()
        .filter(|(_, o)| o.unit.designation.is_some() || o.unit.attacked || o.unit.defended)
        .map(|(id, _)| *id)
        .collect();
    for id in marked {
        if let Some(o) = ctx.s.objects.get_mut(&id) {
            o.unit.designation = None;
            o.unit.attacked = false;
            o.unit.defended = false;
        }
    }
    ctx.s.field.stage = Stage::None;
    ctx.s.field.defender = None;
    log(ctx, RuleRef::CombatEnds, F::Ended);
}

/// A new turn: nobody has scored the battlefield this turn (RB 470 (riftbound-1.4)).
pub(crate) fn turn_begins(ctx: &mut Ctx) {
    if !ctx.s.field.scored.is_empty() {
        ctx.s.field.scored.clear();
    }
}
