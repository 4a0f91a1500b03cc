//! Combat damage (CR 510): who deals damage in which combat damage step (CR 510.1, 510.4), all
//! of it dealt at once as one event (CR 510.2), lifelink's life gain as part of that event
//! (CR 120.3f, 702.15b) and deathtouch damage remembered for the state-based action (CR 704.5h).
//! Under mtg-2008-10-01 the assignments go on the stack as one object and are dealt, as
//! assigned, when it resolves (CR 310.1 (mtg-2008-10-01), CR 310.4 (mtg-2008-10-01)); lifelink and deathtouch are
//! triggered abilities there (`cards::keyword_reading`), so neither static reading applies.

use super::characteristics;
use super::combat_division::{self, Part, Split};
use super::hooks::perform;
use super::proposed::Proposed;
use super::Ctx;
use crate::choice::Choice;
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{
    Attacker, CombatAssignment, Decision, ObjectId, PlayerId, StackObject, Step, Target, Zone,
};
use crate::vocab::Keyword;

/// Does the creature deal combat damage in `step` (CR 510.4)? In the first-strike step, those
/// with first or double strike now; in the step after it, those not recorded as striking first
/// (`Combat::first_strikers`, see [`record_first_strikers`]) and those with double strike now.
/// Without a first-strike step nobody is recorded and every creature deals damage (CR 510.1).
fn strikes_in(ctx: &Ctx, o: ObjectId, step: Step) -> bool {
    // CR 702.7b + CR 613.1f: the keywords it has now (none once it lost its abilities).
    let first = characteristics::keyword(ctx, o, Keyword::FirstStrike);
    let double = characteristics::keyword(ctx, o, Keyword::DoubleStrike);
    match step {
        Step::FirstStrikeDamage => first || double,
        _ if ctx.mutant(Mutant::FirstStrikersStrikeTwice) => true,
        // The mutant reads first strike as it is now, in every edition: a first striker that
        // lost first strike after the first step deals damage again, and under 2008 one that
        // assigned nothing in the first step (no power then) never assigns.
        _ if ctx.mutant(Mutant::SecondStepReadsFirstStrikeNow) => double || !first,
        // CR 510.4 (mtg-2024-11-08): "the remaining attackers and blockers that had neither first
        // strike nor double strike as the first combat damage step began, as well as [those] that
        // currently have double strike". CR 310.5 (mtg-2008-10-01): those "that didn't assign
        // combat damage in the first step, plus any creatures with double strike".
        _ => double || !ctx.s.combat.first_strikers.contains(&o),
    }
}

/// CR 510.4 (mtg-2024-11-08): as the first-strike combat damage step begins, remember the
/// attackers and blockers that have first strike or double strike then.
/// CR 310.5 (mtg-2008-10-01) + CR 502.2c (mtg-2008-10-01): there, remember those that assign
/// combat damage in it (`batch`), so a first striker that assigned none assigns in the second step
/// and one that lost first strike after assigning doesn't assign again.
fn record_first_strikers(ctx: &mut Ctx, batch: &[Proposed]) {
    let mut recorded: Vec<ObjectId> = if ctx.sem().second_damage_step_by_assignment {
        batch
            .iter()
            .filter_map(|p| match p {
                Proposed::Damage { source, .. } => Some(*source),
                _ => None,
            })
            .collect()
    } else {
        let combatants = ctx
            .s
            .combat
            .attackers
            .iter()
            .flat_map(|a| std::iter::once(a.object).chain(a.blockers.iter().copied()));
        combatants
            .filter(|o| strikes_in(ctx, *o, Step::FirstStrikeDamage))
            .collect()
    };
    recorded.sort_unstable();
    recorded.dedup();
    ctx.s.combat.first_strikers = recorded.into_iter().collect();
}

/// The damage `o` would assign: its power if greater than 0 (CR 510.1a), if it is still on the
/// battlefield.
fn power_of(ctx: &Ctx, o: ObjectId) -> Option<u16> {
    let obj = ctx.obj(o).filter(|obj| obj.zone == Zone::Battlefield)?;
    // Power is an i16: a positive one always fits the damage's u16, exactly.
    u16::try_from(characteristics::power(ctx.rules, obj))
        .ok()
        .filter(|p| *p > 0)
}

/// CR 800.4e (mtg-2024-11-08): has `p` left the game, so no combat damage is assigned to them?
fn departed(ctx: &Ctx, p: PlayerId) -> bool {
    ctx.s.player(p).lost && !ctx.mutant(crate::mutant::Mutant::DepartedDealtCombatDamage)
}

/// CR 702.19b (mtg-2024-11-08), CR 502.9b (mtg-2008-10-01): does attacker `a` trample over
/// to the player it attacks: it has trample now (CR 613.1f: read through its current
/// characteristics) and that player is still in the game (CR 800.4e (mtg-2024-11-08))?
fn tramples(ctx: &Ctx, a: &Attacker) -> bool {
    characteristics::keyword(ctx, a.object, Keyword::Trample) && !departed(ctx, a.defender)
}

/// CR 702.2c (mtg-2024-11-08): does any nonzero combat damage from `o` count as lethal? Not
/// under mtg-2008-10-01, where deathtouch is a triggered ability (CR 502.63a (mtg-2008-10-01)).
fn deathtouch_lethal(ctx: &Ctx, o: ObjectId) -> bool {
    !ctx.sem().keywords_trigger && characteristics::keyword(ctx, o, Keyword::Deathtouch)
}

/// Does attacker `a` divide its damage in `step`: blocked by two or more creatures, or by one
/// or more with trample?
fn divides(ctx: &Ctx, a: &Attacker) -> bool {
    a.blocked && (a.blockers.len() > 1 || (!a.blockers.is_empty() && tramples(ctx, a)))
}

/// CR 702.19b (mtg-2024-11-08): the damage lethal to blocker `b` beyond what the attackers
/// that don't divide assign it in `step`: its toughness less the damage "already marked on"
/// it and theirs (CR 502.9b (mtg-2008-10-01): "already on the creature"); 0 when one of them
/// has deathtouch (CR 702.2c (mtg-2024-11-08)).
fn lethal(ctx: &Ctx, step: Step, b: ObjectId) -> i64 {
    let Some(obj) = ctx.obj(b) else {
        return 0;
    };
    let mut needed = i64::from(characteristics::toughness(ctx.rules, obj)) - i64::from(obj.damage);
    for a in ctx.s.combat.attackers.iter() {
        if a.blockers.as_slice() != [b] || divides(ctx, a) || !strikes_in(ctx, a.object, step) {
            continue;
        }
        if let Some(p) = power_of(ctx, a.object) {
            if deathtouch_lethal(ctx, a.object) {
                return 0;
            }
            needed -= i64::from(p);
        }
    }
    needed
}

/// The attackers dealing damage in `step` that divide it: blocked by two or more creatures
/// (CR 510.1c (mtg-2024-11-08): "divided as its controller chooses among them";
/// CR 310.2c (mtg-2008-10-01): "divided as its controller chooses"), or blocked with
/// trample (CR 702.19b (mtg-2024-11-08)), whose excess may go to the player it attacks
/// (CR 502.9b (mtg-2008-10-01) there too).
pub(crate) fn splits(ctx: &Ctx, step: Step) -> Vec<Split> {
    ctx.s
        .combat
        .attackers
        .iter()
        .filter(|a| divides(ctx, a) && strikes_in(ctx, a.object, step))
        .filter_map(|a| {
            power_of(ctx, a.object).map(|amount| Split {
                source: a.object,
                amount,
                among: a.blockers.clone(),
                tramples: tramples(ctx, a),
                deathtouch: deathtouch_lethal(ctx, a.object),
                lethal: a.blockers.iter().map(|b| lethal(ctx, step, *b)).collect(),
                mutant_skips_lethal: ctx.mutant(Mutant::TrampleSkipsLethal),
            })
        })
        .collect()
}

/// CR 510.1-510.2: each attacking and blocking creature that deals damage in this step assigns
/// its power: an unblocked attacker to the player it attacks, a blocked one to its blocker (none
/// if its blockers left combat, CR 510.1c), or, blocked by several, as `divided` says; a blocker
/// to the attacker it blocks (CR 510.1d).
fn assignments(ctx: &Ctx, step: Step, divided: &[Part]) -> Vec<Proposed> {
    let mut out = Vec::new();
    let hit = |source: ObjectId, to: Target, amount: u16| Proposed::Damage {
        source,
        to,
        amount,
        combat: true,
    };
    for a in ctx.s.combat.attackers.iter() {
        if let (true, Some(p)) = (strikes_in(ctx, a.object, step), power_of(ctx, a.object)) {
            match (a.blocked, a.blockers.as_slice()) {
                // CR 800.4e (mtg-2024-11-08): combat damage that would be assigned to a player
                // who has left the game isn't assigned (the mutant assigns it).
                (false, _) if !departed(ctx, a.defender) => {
                    out.push(hit(a.object, Target::Player(a.defender), p))
                }
                (false, _) => {}
                // CR 702.19d (mtg-2024-11-08), CR 502.9c (mtg-2008-10-01): a trampler blocked
                // but with no creature blocking it now assigns all its damage to the player.
                (true, []) if tramples(ctx, a) => {
                    out.push(hit(a.object, Target::Player(a.defender), p))
                }
                (true, []) => {}
                // CR 510.1c (mtg-2024-11-08), CR 310.2c (mtg-2008-10-01): two or more
                // blockers, or trample (CR 702.19b (mtg-2024-11-08)): the division its
                // controller announced, a part to the attacker itself going to the player.
                (true, _) if divides(ctx, a) => {
                    out.extend(divided.iter().filter_map(|(s, to, n)| {
                        let mine = *s == a.object && *n > 0;
                        match *to == a.object {
                            _ if !mine => None,
                            // Mutant `trample-excess-lost`: the player's part is never dealt.
                            true if ctx.mutant(Mutant::TrampleExcessLost) => None,
                            true => Some(hit(*s, Target::Player(a.defender), *n)),
                            false => Some(hit(*s, Target::Object(*to), *n)),
                        }
                    }))
                }
                // CR 510.1c (mtg-2024-11-08): "exactly one creature is blocking it": all of
                // its damage to that creature.
                (true, [b]) => out.push(hit(a.object, Target::Object(*b), p)),
                (true, _) => {}
            }
        }
    }
    let mut seen: Vec<ObjectId> = Vec::new();
    for b in ctx
        .s
        .combat
        .attackers
        .iter()
        .flat_map(|a| a.blockers.iter())
    {
        if seen.contains(b) {
            continue;
        }
        seen.push(*b);
        if let (true, Some(p)) = (strikes_in(ctx, *b, step), power_of(ctx, *b)) {
            match blocked_by(ctx, *b).as_slice() {
                // CR 510.1d (mtg-2024-11-08): "blocking exactly one creature, it assigns all
                // its combat damage to that creature".
                [one] => out.push(hit(*b, Target::Object(*one), p)),
                // CR 510.1d (mtg-2024-11-08), CR 310.2d (mtg-2008-10-01): blocking two or
                // more, its damage "divided as its controller chooses among them".
                _ => out.extend(
                    divided
                        .iter()
                        .filter(|(s, _, n)| s == b && *n > 0)
                        .map(|(s, to, n)| hit(*s, Target::Object(*to), *n)),
                ),
            }
        }
    }
    out
}

/// The attackers `b` blocks, in attack order.
fn blocked_by(ctx: &Ctx, b: ObjectId) -> Vec<ObjectId> {
    let attackers = ctx.s.combat.attackers.iter();
    attackers
        .filter(|a| a.blockers.contains(&b))
        .map(|a| a.object)
        .collect()
}

/// The blockers `p` controls dealing damage in `step` that divide it: each blocking two or
/// more attackers (CR 510.1d (mtg-2024-11-08), CR 310.2d (mtg-2008-10-01)), in the order they
/// first block.
fn blocker_splits(ctx: &Ctx, step: Step, p: PlayerId) -> Vec<Split> {
    let mut out: Vec<Split> = Vec::new();
    for b in ctx
        .s
        .combat
        .attackers
        .iter()
        .flat_map(|a| a.blockers.iter())
    {
        let mine = ctx.obj(*b).is_some_and(|o| o.controller == p);
        if !mine || out.iter().any(|s| s.source == *b) || !strikes_in(ctx, *b, step) {
            continue;
        }
        let among = blocked_by(ctx, *b);
        if let (true, Some(amount)) = (among.len() > 1, power_of(ctx, *b)) {
            out.push(Split {
                source: *b,
                amount,
                lethal: vec![0; among.len()],
                among,
                tramples: false,
                deathtouch: false,
                mutant_skips_lethal: false,
            });
        }
    }
    out
}

/// The splits `p` announces in `step`: the active player its attackers' (CR 510.1c
/// (mtg-2024-11-08)), a defending player its blockers' (CR 510.1d (mtg-2024-11-08)).
fn splits_of(ctx: &Ctx, step: Step, p: PlayerId) -> Vec<Split> {
    match p == ctx.s.active {
        true => splits(ctx, step),
        false => blocker_splits(ctx, step, p),
    }
}

/// CR 510.1 (mtg-2024-11-08), CR 310.1 (mtg-2008-10-01): as the combat damage step begins,
/// the active player announces how each attacker assigns its damage, then the defending
/// players how each blocker does (a choice where one divides, `combat_division`); then the
/// step's damage is assigned.
pub(crate) fn deal(ctx: &mut Ctx, step: Step) {
    trample_unblocked(ctx, step);
    announce(ctx, step, None, Vec::new());
}

/// CR 510.1 (mtg-2024-11-08): "First, the active player announces how each attacking creature
/// assigns its combat damage, then the defending player announces how each blocking creature
/// assigns its combat damage" (CR 310.1 (mtg-2008-10-01) the same): the players after `after`
/// in APNAP order announce in turn. One with a choice is asked, what was announced before
/// waiting in `Battlefield::assigned`; with everything announced, the damage is assigned.
fn announce(ctx: &mut Ctx, step: Step, after: Option<PlayerId>, mut announced: Vec<Part>) {
    let from = after.map_or(0, |p| ctx.s.apnap_position(p) + 1);
    let order: Vec<PlayerId> = ctx.s.apnap();
    for p in order {
        if ctx.s.apnap_position(p) < from {
            continue;
        }
        let splits = splits_of(ctx, step, p);
        let mutant = match p == ctx.s.active {
            true => Mutant::DamageToEachBlocker,
            false => Mutant::BlockerDamageToEach,
        };
        let parts = match combat_division::each_gets_all(ctx, &splits, mutant) {
            Some(all) => all,
            None => match combat_division::ask(ctx, p, &splits) {
                Some(only) => only,
                None => {
                    ctx.s.field.assigned = announced.into_iter().collect();
                    return;
                }
            },
        };
        announced.extend(parts);
    }
    assign_all(ctx, step, &announced);
}

/// CR 702.19d (mtg-2024-11-08), CR 502.9c (mtg-2008-10-01): journal each trampler blocked
/// but with no creature blocking it now, whose damage all goes to the player it attacks (as a
/// part to itself, the way a division writes it).
fn trample_unblocked(ctx: &mut Ctx, step: Step) {
    let parts: Vec<Part> = ctx
        .s
        .combat
        .attackers
        .iter()
        .filter(|a| a.blocked && a.blockers.is_empty() && tramples(ctx, a))
        .filter(|a| strikes_in(ctx, a.object, step))
        .filter_map(|a| power_of(ctx, a.object).map(|p| (a.object, a.object, p)))
        .collect();
    if !parts.is_empty() {
        let player = ctx.s.active;
        ctx.log(
            RuleRef::TrampleUnblocked,
            Happening::Field(crate::journal::FieldHappening::Assigned {
                player,
                damage: parts,
            }),
        );
    }
}

/// CR 510.2: all combat damage of the step is dealt simultaneously, as one event (the mutant
/// deals it one creature at a time). CR 310.1 (mtg-2008-10-01): the assignments go on the
/// stack as one object instead (the mutant deals them at once, as later editions do).
pub(crate) fn assign_all(ctx: &mut Ctx, step: Step, divided: &[Part]) {
    let batch = assignments(ctx, step, divided);
    if step == Step::FirstStrikeDamage {
        record_first_strikers(ctx, &batch);
    }
    if batch.is_empty() {
        return;
    }
    if ctx.sem().combat_damage_on_stack && !ctx.mutant(Mutant::CombatDamageOffTheStack) {
        // CR 310.5 (mtg-2008-10-01): the second step's assignments are those of the creatures
        // that assigned none in the first, and double strikers.
        let rule = if step == Step::CombatDamage && ctx.sem().second_damage_step_by_assignment {
            RuleRef::FirstStrikeStep
        } else {
            RuleRef::CombatDamageOnStack
        };
        put_on_stack(ctx, &batch, rule);
        return;
    }
    if ctx.mutant(Mutant::CombatDamageOneAtATime) {
        for p in batch {
            perform(ctx, vec![p]);
        }
    } else {
        perform(ctx, batch);
    }
}

/// The choices of `p`: every division of every split `p` announces in the current combat
/// damage step.
pub(crate) fn choices(ctx: &Ctx, p: PlayerId) -> Vec<Choice> {
    let splits = splits_of(ctx, ctx.s.step, p);
    combat_division::divisions(&splits)
        .unwrap_or_default()
        .into_iter()
        .map(Choice::AssignCombatDamage)
        .collect()
}

/// `p` announced the division `parts`: it is journaled, and the next player announces or the
/// step's combat damage is assigned. CR 510.1c-d (mtg-2024-11-08): attackers' and blockers'
/// divisions; CR 310.2c (mtg-2008-10-01) and CR 310.2d (mtg-2008-10-01) the same there.
pub(crate) fn assign(ctx: &mut Ctx, p: PlayerId, parts: &[Part]) {
    ctx.s.decision = Decision::Priority(ctx.s.active);
    // CR 702.19b (mtg-2024-11-08), CR 502.9b (mtg-2008-10-01): a division giving a player
    // damage is a trampler's; CR 510.1d (mtg-2024-11-08): a defending player's divides its
    // blockers' damage; the rest divide attackers' among blockers only.
    let rule = match parts.iter().any(|(s, to, _)| s == to) {
        true => RuleRef::Trample,
        false if p != ctx.s.active => RuleRef::BlockerDamageDivided,
        false => RuleRef::DamageDivided,
    };
    ctx.log(
        rule,
        Happening::Field(crate::journal::FieldHappening::Assigned {
            player: p,
            damage: parts.to_vec(),
        }),
    );
    let mut announced: Vec<Part> = ctx.s.field.assigned.iter().copied().collect();
    if !announced.is_empty() {
        ctx.s.field.assigned.clear();
    }
    announced.extend_from_slice(parts);
    let step: Step = ctx.s.step;
    announce(ctx, step, Some(p), announced);
}

/// CR 310.1 (mtg-2008-10-01): the step's assignments, as one object on the stack.
fn put_on_stack(ctx: &mut Ctx, batch: &[Proposed], rule: RuleRef) {
    let assignments: Vec<CombatAssignment> = batch
        .iter()
        .filter_map(|p| match p {
            Proposed::Damage {
                source, to, amount, ..
            } => {
                let (card, controller) = source_lki(ctx, *source)?;
                Some(CombatAssignment {
                    source: *source,
                    card,
                    controller,
                    to: *to,
                    amount: *amount,
                })
            }
            _ => None,
        })
        .collect();
    ctx.s.stack.push_back(StackObject::CombatDamage {
        assignments: assignments.clone(),
        active: ctx.s.active,
    });
    ctx.log(
        rule,
        Happening::CombatDamageOnStack {
            assignments,
            resolving: false,
        },
    );
}

/// CR 310.4 (mtg-2008-10-01): the combat damage object resolves: all of it is dealt at once, as
/// originally assigned, even if a source left or its power changed (310.4a; a departed source
/// is its last known information, 310.4b); damage assigned to a creature no longer on the
/// battlefield isn't dealt (310.4c). The object leaves the stack afterwards (the mutant
/// reassigns: a departed source deals nothing and the rest deal their power now).
pub(crate) fn resolve(ctx: &mut Ctx, assignments: &[CombatAssignment]) {
    ctx.log(
        RuleRef::CombatDamage,
        Happening::CombatDamageOnStack {
            assignments: assignments.to_vec(),
            resolving: true,
        },
    );
    let mut batch = Vec::new();
    for a in assignments {
        // CR 310.4c (mtg-2008-10-01): damage assigned to a creature that left isn't dealt.
        let gone = |o| ctx.obj(o).is_none_or(|obj| obj.zone != Zone::Battlefield);
        if matches!(a.to, Target::Object(o) if gone(o)) {
            continue;
        }
        let amount = if ctx.mutant(Mutant::CombatDamageReassigned) {
            match power_of(ctx, a.source) {
                Some(p) => p,
                None => continue,
            }
        } else {
            a.amount
        };
        batch.push(Proposed::Damage {
            source: a.source,
            to: a.to,
            amount,
            combat: true,
        });
    }
    if !batch.is_empty() {
        perform(ctx, batch);
    }
    ctx.s.stack.pop_back();
}

/// CR 120.3f, 702.15b: damage dealt by a source with lifelink makes its controller gain that
/// much life, in the same event: one life gain per source, however many recipients (the mutant
/// gains once per recipient). Appended to the event's happenings.
pub(crate) fn lifelink(ctx: &mut Ctx, happened: &mut Vec<(u16, Event)>) {
    // CR 502.68a (mtg-2008-10-01): there lifelink is a triggered ability instead.
    if ctx.sem().keywords_trigger && !ctx.mutant(Mutant::LifelinkStaticIn2008) {
        return;
    }
    let mut gains: Vec<(ObjectId, PlayerId, u16)> = Vec::new();
    for (_, ev) in happened.iter() {
        let Event::Damage { source, amount, .. } = ev else {
            continue;
        };
        let Some((_, controller)) = source_lki(ctx, *source) else {
            continue;
        };
        if *amount == 0 || !source_has(ctx, *source, Keyword::Lifelink) {
            continue;
        }
        match gains.iter_mut().find(|(s, _, _)| *s == *source) {
            Some((_, _, n)) if !ctx.mutant(Mutant::LifelinkPerRecipient) => {
                match n.checked_add(*amount) {
                    Some(v) => *n = v,
                    None => ctx.halt(crate::state::Limit::Amount),
                }
            }
            _ => gains.push((*source, controller, *amount)),
        }
    }
    for (_, player, amount) in gains {
        ctx.change_life(player, i32::from(amount));
        let ev = Event::LifeGained { player, amount };
        let idx = ctx.log(RuleRef::Lifelink, Happening::Event(ev.clone()));
        happened.push((idx, ev));
    }
}

/// The card and controller of a damage source: the object if it is still there, else the last
/// known information of the effect's source (CR 113.7a: a source that left is seen as it last
/// existed), or of a combat damage assignment on the stack (CR 310.4b (mtg-2008-10-01)).
pub(crate) fn source_lki(ctx: &Ctx, source: ObjectId) -> Option<(crate::vocab::CardId, PlayerId)> {
    match ctx.obj(source) {
        Some(o) => Some((o.card, o.controller)),
        None => ctx
            .acting
            .filter(|(s, _, _)| *s == source)
            .map(|(_, card, controller)| (card, controller))
            .or_else(|| match ctx.s.stack.back() {
                Some(StackObject::CombatDamage { assignments, .. }) => assignments
                    .iter()
                    .find(|a| a.source == source)
                    .map(|a| (a.card, a.controller)),
                _ => None,
            }),
    }
}

/// Has the damage source keyword `k`: the permanent now, or as it last existed if it left
/// (CR 113.7a)? Read through its current characteristics: one face down (CR 708.2a) or
/// without its abilities (CR 613.1f: 702.15b, 702.2b) has none.
fn source_has(ctx: &Ctx, source: ObjectId, k: Keyword) -> bool {
    source_lki(ctx, source)
        .is_some_and(|(card, _)| characteristics::source_keyword(ctx, source, card, k))
}

/// CR 704.5h: a creature dealt damage by a source with deathtouch is remembered until the next
/// check of state-based actions.
pub(crate) fn note_deathtouch(ctx: &mut Ctx, source: ObjectId, to: ObjectId, amount: u16) {
    // CR 502.63a (mtg-2008-10-01): there deathtouch is a triggered ability instead.
    if amount > 0
        && !ctx.sem().keywords_trigger
        && source_has(ctx, source, Keyword::Deathtouch)
        && !ctx.mutant(Mutant::DeathtouchNeedsLethal)
    {
        if let Some(o) = ctx.s.objects.get_mut(&to) {
            o.deathtouched = true;
        }
    }
}

/// CR 704.5h: state-based actions were checked; the deathtouch damage of `marked` is forgotten.
pub(crate) fn forget_deathtouch(ctx: &mut Ctx, marked: &[ObjectId]) {
    for id in marked {
        if let Some(o) = ctx.s.objects.get_mut(id) {
            o.deathtouched = false;
        }
    }
}
