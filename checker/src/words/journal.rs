//! Journal entries in rules words: "Upkeep Herald #0 (P1) triggers: 'At the beginning of your
//! upkeep, ...' (caused by: turn 1, P1's upkeep begins)". One function per kind of entry; the
//! structured entry stays in the trace's JSON beside these words.

use super::event::event;
use super::names::Namer;
use triggerproof_model::journal::{Happening, Journal, NotTriggeredReason, RemovalReason};
use triggerproof_model::state::{InstanceId, ObjectId, Outcome};

/// Each entry of `j` in words, in order; `n` learns the ids the entries introduce.
pub fn entries(j: &Journal, n: &mut Namer) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(j.entries.len());
    let batch = j
        .entries
        .iter()
        .filter(|e| matches!(e.what, Happening::PutOnStack { .. }))
        .count();
    let mut placed = 0usize;
    for e in &j.entries {
        let line = match &e.what {
            Happening::PutOnStack { .. } => {
                placed += 1;
                let order = (batch > 1).then_some(placed);
                happening(&e.what, n, &out, order)
            }
            Happening::Resolving { .. } => {
                let line = happening(&e.what, n, &out, None);
                n.resolved_top();
                line
            }
            other => happening(other, n, &out, None),
        };
        n.learn(&e.what);
        out.push(line);
    }
    out
}

fn ordinal(k: usize) -> String {
    match k {
        1 => "first".into(),
        2 => "second".into(),
        3 => "third".into(),
        4 => "fourth".into(),
        k => format!("{k}th"),
    }
}

fn not_triggered(r: NotTriggeredReason) -> &'static str {
    match r {
        NotTriggeredReason::InterveningIfFalse => "its intervening \"if\" condition is false",
        NotTriggeredReason::Hidden => "its source was never visible to all players",
        NotTriggeredReason::OnceEachTurnUsed => "\"only once each turn\" was already used",
        NotTriggeredReason::TriggeredThisTurn => {
            "it \"triggers only once each turn\" and already triggered this turn"
        }
        NotTriggeredReason::StateLatched => "the state trigger is already waiting or on the stack",
        NotTriggeredReason::LeftSimultaneously => {
            "its source left the zone it works from in the same event"
        }
        NotTriggeredReason::Replaced => "the event was replaced or prevented",
        NotTriggeredReason::Suppressed { .. } => {
            "a static ability says this event doesn't cause it to trigger"
        }
        NotTriggeredReason::AlternativeOccurrence { .. } => {
            "this occurrence is simultaneous with the one it triggered for: an alternative its controller may pick (\"the Nth time\" triggers once)"
        }
    }
}

fn removal(r: RemovalReason) -> &'static str {
    match r {
        RemovalReason::NoLegalChoice => "it has no legal target or mode",
        RemovalReason::InterveningIfFalse => {
            "its intervening \"if\" condition is false on resolution"
        }
        RemovalReason::TargetsIllegal => "every target is illegal on resolution",
        RemovalReason::NotChosen => "another instance of the same \"Nth time\" ability was chosen",
        RemovalReason::NotKilled => "its source's kill was replaced: it never reached the trash",
        RemovalReason::Countered => "it is countered and never resolves",
    }
}

/// CR 400.7e, 400.7j (mtg-2024-11-08): an object found as the one it became by moving.
/// CR 113.7a: what an ability keeps of an object that left the battlefield.
fn last_known(h: &Happening, n: &Namer) -> String {
    let Happening::LastKnown {
        object,
        power,
        toughness,
        ..
    } = h
    else {
        return String::new();
    };
    format!(
        "{} is known as it last existed on the battlefield: {power}/{toughness}",
        n.object(*object)
    )
}

fn found_as(old: ObjectId, new: ObjectId, n: &Namer) -> String {
    format!(
        "{} is found as {}, the object it became",
        n.object(old),
        n.object(new)
    )
}

fn maybe_instance(i: &Option<InstanceId>, n: &Namer) -> String {
    i.map_or("the spell or ability".into(), |i| n.instance(i))
}

/// One happening in words; `before` are the words of the earlier entries of the same journal
/// (for "caused by"), `placed` the place of a trigger in this journal's batch of placements
/// when it has more than one.
fn happening(h: &Happening, n: &Namer, before: &[String], placed: Option<usize>) -> String {
    match h {
        Happening::Event(e) => event(e, n),
        Happening::Prevented { event: e, by } => {
            format!("prevented by {}: {}", n.target(*by), event(e, n))
        }
        Happening::Replaced { event: e, with, by } => format!(
            "replaced by {}: instead of \"{}\", {}",
            n.object(*by),
            event(e, n),
            event(with, n)
        ),
        Happening::Triggered {
            instance,
            origin,
            source,
            controller,
            cause,
            look_back,
            additional,
            state_trigger,
        } => {
            let mut s = format!(
                "{} triggers ({instance}, controlled by {controller}): \"{}\"",
                n.object(*source),
                n.ability_text(origin)
            );
            if let Some(c) = cause.and_then(|c| before.get(c as usize)) {
                s += &format!(" (caused by: {c})");
            }
            if *look_back {
                s += " [looking back in time]";
            }
            if *additional {
                s += " [an additional time]";
            }
            if *state_trigger {
                s += " [state trigger]";
            }
            s
        }
        Happening::NotTriggered {
            origin,
            source,
            reason,
        } => format!(
            "{} does not trigger (\"{}\"): {}",
            n.object(*source),
            n.ability_text(origin),
            not_triggered(*reason)
        ),
        Happening::PutOnStack {
            instance,
            placer,
            part_two,
            apnap,
            ..
        } => {
            let who = if *apnap == 0 {
                "active player".to_string()
            } else {
                format!("non-active player, APNAP position {}", apnap + 1)
            };
            let part = if *part_two { "; second part" } else { "" };
            let order = placed
                .map(|k| format!("; placed {} of this batch", ordinal(k)))
                .unwrap_or_default();
            format!(
                "{placer} puts {} on the stack ({who}{part}{order})",
                n.instance(*instance)
            )
        }
        other => resolution(other, n),
    }
}

/// CR 608.2b in words: the illegal targets of a spell or ability that still resolves.
fn rechecked(h: &Happening, n: &Namer) -> String {
    let Happening::TargetsRechecked {
        instance, illegal, ..
    } = h
    else {
        return String::new();
    };
    let each: Vec<String> = illegal.iter().map(|t| n.target(t)).collect();
    format!(
        "{}: target {} illegal and won't be affected",
        maybe_instance(instance, n),
        each.join(" and ")
    )
}

/// The legend rule's choice, a mana ability resolving, a copy put on the stack, in words.
fn kept_mana_or_copied(h: &Happening, n: &Namer) -> String {
    match h {
        Happening::LegendKept { player, kept } => format!(
            "{player} keeps {} (legend rule); the others of its name go to the graveyard",
            n.object(*kept)
        ),
        Happening::ManaAbilityResolved { instance } => format!(
            "{} resolves at once, without using the stack (mana ability)",
            n.instance(*instance)
        ),
        Happening::AbilityCopied {
            copy,
            of,
            controller,
        } => format!(
            "{controller} puts a copy of {} on the stack as {} (copied, not triggered)",
            n.instance(*of),
            n.instance(*copy)
        ),
        Happening::UnlessUnpaid { instance, player } => format!(
            "{}: nobody can pay its \"unless\" cost ({}); not paid, the effect happens",
            n.instance(*instance),
            player.map_or("no player is named".to_string(), |p| format!(
                "{p} left the game"
            ))
        ),
        Happening::OnceEachTurnSkipped { instance } => {
            format!("{}: already done this turn, skipped", n.instance(*instance))
        }
        Happening::LossRenewed { object } => format!(
            "{} loses all its abilities again: the newer effect's timestamp",
            n.object(*object)
        ),
        Happening::LeftExileLinked { object, link } => format!(
            "{} leaves exile: it was exiled by {}'s linked ability",
            n.object(*object),
            n.object(link.by)
        ),
        Happening::CopyTargetsChosen {
            copy,
            player,
            targets,
            ..
        } => {
            let each: Vec<String> = targets.iter().map(|t| n.target(t)).collect();
            format!(
                "{player} chooses {}'s targets: {} (each kept or a new legal one)",
                n.instance(*copy),
                each.join(" and ")
            )
        }
        _ => String::new(),
    }
}

/// An added combat phase (CR 500.8 (mtg-2024-11-08)), in words.
fn added_combat(after: triggerproof_model::state::Phase, begins: bool) -> String {
    let after = format!("{after:?}").to_lowercase();
    if begins {
        format!("a combat phase added after the {after} phase begins")
    } else {
        format!("a combat phase is added after this {after} phase")
    }
}

/// Resolution, choices on resolution, delayed and once-each-turn bookkeeping, actions and
/// priority, in words.
fn resolution(h: &Happening, n: &Namer) -> String {
    match h {
        Happening::CombatDamageOnStack { .. } => combat_damage(h, n),
        Happening::LegendKept { .. }
        | Happening::ManaAbilityResolved { .. }
        | Happening::AbilityCopied { .. }
        | Happening::LeftExileLinked { .. }
        | Happening::LossRenewed { .. }
        | Happening::UnlessUnpaid { .. }
        | Happening::OnceEachTurnSkipped { .. } => kept_mana_or_copied(h, n),
        Happening::CopyTargetsChosen { .. } => kept_mana_or_copied(h, n),
        Happening::RemovedFromStack { instance, reason } => {
            format!("{} is removed: {}", n.instance(*instance), removal(*reason))
        }
        Happening::Resolving {
            instance,
            controller,
            ..
        } => match instance {
            Some(t) => format!("{} begins to resolve (for {controller})", n.instance(t.id)),
            None => format!("{} begins to resolve (for {controller})", n.top()),
        },
        Happening::Resolved { instance } => {
            let what = match (instance, &n.resolving) {
                (None, Some(r)) => r.clone(),
                _ => maybe_instance(instance, n),
            };
            format!("{what} finishes resolving")
        }
        Happening::SpellFizzled { object } => format!(
            "{} is removed from the stack: all its targets are illegal",
            n.object(*object)
        ),
        h @ Happening::TargetsRechecked { .. } => rechecked(h, n),
        Happening::TargetIgnored { instance } => format!(
            "{}: its target is illegal and ignored; it resolves anyway",
            maybe_instance(instance, n)
        ),
        Happening::OptionChosen {
            instance,
            player,
            yes,
        } => format!(
            "{player} answers {} for {}",
            if *yes { "yes" } else { "no" },
            maybe_instance(instance, n)
        ),
        Happening::DelayedCreated {
            controller, source, ..
        } => format!(
            "{controller} gets a delayed trigger from {}",
            n.object(*source)
        ),
        Happening::DelayedEnded { source, .. } => {
            format!("the delayed trigger from {} ends", n.object(*source))
        }
        Happening::CombatPhaseAdded { after, begins } => added_combat(*after, *begins),
        Happening::OnceEachTurnTaken {
            controller, card, ..
        } => format!(
            "{controller} uses {}'s \"only once each turn\" instruction",
            n.pool.get(*card).name
        ),
        Happening::ObjectFound { old, new } => found_as(*old, *new, n),
        Happening::LastKnown { .. } => last_known(h, n),
        Happening::ObjectNotFound { instance, object } => format!(
            "{} cannot find {} in the zone it went to",
            maybe_instance(instance, n),
            n.object(*object)
        ),
        Happening::Cast {
            player,
            card,
            object,
        } => format!(
            "{player} puts {} on the stack as a spell (now {object})",
            n.pool.get(*card).name
        ),
        Happening::XAnnounced { player, object, x } => {
            format!("{player} announces X = {x} for {object}'s mana cost")
        }
        Happening::ManaSpent {
            player,
            object,
            mana,
        } => format!("{player} pays {mana} from their mana pool for {object}'s mana cost"),
        Happening::Activated {
            player,
            source,
            index,
        } => format!("{player} activates {}'s ability {index}", n.object(*source)),
        Happening::PlayedLand { player, object } => {
            format!("{player} plays {}", n.object(*object))
        }
        Happening::Declared {
            player,
            blockers,
            count,
        } => format!(
            "{player} declares {} {}",
            if *count == 0 {
                "no".to_string()
            } else {
                count.to_string()
            },
            match (*blockers, *count == 1) {
                (false, true) => "attacker",
                (false, false) => "attackers",
                (true, true) => "blocker",
                (true, false) => "blockers",
            }
        ),
        Happening::Field(f) => super::field::happening(f, n),
        Happening::Passed(p) => format!("{p} passes priority"),
        Happening::PriorityGiven(p) => format!("{p} receives priority"),
        Happening::GameOver(o) => match o {
            Outcome::Won(p) => format!("the game is over: {p} wins"),
            Outcome::Lost(p) => format!("the game is over: {p} loses"),
            Outcome::Draw => "the game is over: a draw".into(),
        },
        Happening::Event(_)
        | Happening::Prevented { .. }
        | Happening::Replaced { .. }
        | Happening::Triggered { .. }
        | Happening::NotTriggered { .. }
        | Happening::PutOnStack { .. } => unreachable!("worded by `happening`"),
    }
}

/// Combat damage put on the stack or resolving (CR 310.1 (mtg-2008-10-01)), in words.
fn combat_damage(h: &Happening, n: &Namer) -> String {
    let Happening::CombatDamageOnStack {
        assignments,
        resolving,
    } = h
    else {
        return String::new();
    };
    let each: Vec<String> = assignments
        .iter()
        .map(|a| format!("{} {} to {}", n.object(a.source), a.amount, n.target(a.to)))
        .collect();
    match *resolving {
        false => format!(
            "combat damage is assigned and goes on the stack as one object: {}",
            each.join(", ")
        ),
        true => format!(
            "combat damage resolves, dealt as assigned: {}",
            each.join(", ")
        ),
    }
}
