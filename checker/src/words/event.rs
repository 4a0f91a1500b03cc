//! Events in rules words: "Grizzly Bears #2 (P1) dies", "P2 loses 2 life", "turn 1: P1's
//! upkeep begins". One arm per kind of event; the journal's other entries are in `journal`.

use super::names::Namer;
use crate::describe::zone_word;
use triggerproof_model::journal::Event;
use triggerproof_model::state::{ObjectId, Step, Zone};
use triggerproof_model::vocab::ScoreKind;

/// A damage, attack or block event in words.
fn combat_event(e: &Event, n: &Namer) -> String {
    match e {
        Event::Damage {
            source,
            card,
            to,
            amount,
            combat,
        } => format!(
            "{} deals {amount} {}damage to {}",
            n.object_or_card(*source, *card),
            if *combat { "combat " } else { "" },
            n.target(*to)
        ),
        Event::Defends { unit, attacker } => {
            format!("{} defends against {attacker}", n.object(*unit))
        }
        Event::Attacks { attacker, defender } => {
            format!("{} attacks {defender}", n.object(*attacker))
        }
        Event::Blocks { blocker, attacker } => {
            format!("{} blocks {}", n.object(*blocker), n.object(*attacker))
        }
        Event::Unblocked { attacker } => format!("{} is unblocked", n.object(*attacker)),
        _ => unreachable!("combat_event takes damage, attack and block events"),
    }
}

/// "[object] becomes attached to / unattached from [host]" (CR 701.3a, 701.3d).
fn attachment(object: ObjectId, how: &str, host: ObjectId, n: &Namer) -> String {
    format!("{} becomes {how} {}", n.object(object), n.object(host))
}

/// An event in words.
pub fn event(e: &Event, n: &Namer) -> String {
    match e {
        Event::StepBegan { turn, step, active } => {
            format!("turn {turn}: {active}'s {} begins", step_name(*step))
        }
        Event::ZoneChange {
            old,
            new,
            card,
            from,
            to,
            controller,
            ..
        } => {
            let name = format!("{} {old} ({controller})", n.pool.get(*card).name);
            let now = new.map(|o| format!(" (now {o})")).unwrap_or_default();
            match (from, to) {
                // CR 800.4a (mtg-2024-11-08): it ceased to exist where it was (left the game
                // with its owner, or a token outside the battlefield).
                (Some(f), t) if new.is_none() && f == t => {
                    format!("{name} leaves the {} and ceases to exist", zone_word(*f))
                }
                (None, Zone::Battlefield) => format!(
                    "{} token {} is created",
                    n.pool.get(*card).name,
                    new.map_or(String::new(), |o| o.to_string())
                ),
                (Some(Zone::Battlefield), Zone::Graveyard) => {
                    format!("{name} dies (battlefield to graveyard){now}")
                }
                (Some(Zone::Hand), Zone::Battlefield) => {
                    format!("{name} enters the battlefield from the hand{now}")
                }
                (Some(f), Zone::Battlefield) => {
                    format!(
                        "{name} enters the battlefield from the {}{now}",
                        zone_word(*f)
                    )
                }
                (Some(Zone::Battlefield), t) => {
                    format!(
                        "{name} leaves the battlefield for the {}{now}",
                        zone_word(*t)
                    )
                }
                (Some(f), t) => format!(
                    "{name} moves from the {} to the {}{now}",
                    zone_word(*f),
                    zone_word(*t)
                ),
                (None, t) => format!("{name} is put into the {}{now}", zone_word(*t)),
            }
        }
        Event::Damage { .. }
        | Event::Attacks { .. }
        | Event::Defends { .. }
        | Event::Blocks { .. }
        | Event::Unblocked { .. } => combat_event(e, n),
        Event::Tapped(o) => format!("{} becomes tapped", n.object(*o)),
        Event::SpellCountered { spell, .. } => format!("{} is countered", n.object(*spell)),
        Event::TurnedFaceUp { object, player } => {
            format!("{player} turns {} face up", n.object(*object))
        }
        Event::CountersPut { on, kind, count } => format!(
            "{count} {} counter(s) are put on {}",
            kind.word(),
            n.target(*on)
        ),
        Event::CountersRemoved {
            object,
            kind,
            count,
        } => format!(
            "{count} {} counter(s) are removed from {}",
            kind.word(),
            n.object(*object)
        ),
        Event::PtChanged {
            object,
            power,
            toughness,
        } => format!(
            "{} gets {power:+}/{toughness:+} until end of turn",
            n.object(*object)
        ),
        Event::AbilitiesChanged { object, lost: true } => {
            format!(
                "{} loses all abilities until end of turn",
                n.object(*object)
            )
        }
        Event::AbilitiesChanged {
            object,
            lost: false,
        } => {
            format!("{} has its abilities again", n.object(*object))
        }
        Event::Untapped(o) => format!("{} becomes untapped", n.object(*o)),
        Event::Attached { object, to } => attachment(*object, "attached to", *to, n),
        Event::Unattached { object, from } => attachment(*object, "unattached from", *from, n),
        Event::Drew(p) => format!("{p} draws a card"),
        Event::LifeGained { player, amount } => format!("{player} gains {amount} life"),
        Event::LifeLost {
            player,
            amount,
            paid: false,
        } => format!("{player} loses {amount} life"),
        Event::LifeLost {
            player,
            amount,
            paid: true,
        } => format!("{player} pays {amount} life (losing it)"),
        Event::Sacrificed { object, player, .. } => {
            format!("{player} sacrifices {}", n.object(*object))
        }
        Event::AbilityActivated {
            player,
            source,
            index,
        } => format!(
            "{player} has activated {}'s ability {index} (its costs paid)",
            n.object(*source)
        ),
        Event::SpellCast { player, object } => {
            format!("{player} has cast {} (a spell is cast)", n.object(*object))
        }
        Event::BecameTarget { object, by, .. } => format!(
            "{} becomes the target of a spell or ability {by} controls",
            n.object(*object)
        ),
        Event::LeftGame { player, .. } => {
            format!("{player} leaves the game with everything they own")
        }
        Event::ControlChanged { object, from, to } => {
            format!("{to} gains control of {} from {from}", n.object(*object))
        }
        Event::ManaAdded {
            player,
            amount,
            tapped,
        } => {
            let by = tapped
                .map(|o| format!(" by tapping {}", n.object(o)))
                .unwrap_or_default();
            format!("{player} adds {amount} mana{by}")
        }
        Event::Scored {
            player,
            kind,
            point,
        } => {
            let verb = match kind {
                ScoreKind::Conquer => "conquers",
                ScoreKind::Hold => "holds",
            };
            if *point {
                format!("{player} {verb} and scores a point")
            } else {
                format!("{player} {verb}; the point is replaced (no point scored)")
            }
        }
    }
}

fn step_name(s: Step) -> &'static str {
    match s {
        Step::Untap => "untap step",
        Step::Upkeep => "upkeep",
        Step::Draw => "draw step",
        Step::Main => "main phase",
        Step::BeginningOfCombat => "beginning of combat step",
        Step::DeclareAttackers => "declare attackers step",
        Step::DeclareBlockers => "declare blockers step",
        Step::FirstStrikeDamage => "first-strike combat damage step",
        Step::CombatDamage => "combat damage step",
        Step::EndOfCombat => "end of combat step",
        Step::End => "end step",
        Step::Cleanup => "cleanup step",
    }
}
