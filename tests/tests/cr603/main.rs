//! CR 603 (mtg-2024-11-08), "Handling Triggered Abilities", as integration tests (STYLE §8).
//!
//! Each `r<rule>.rs` module holds one test per "Example:" paragraph of that rule, named
//! `cr_<rule>_example` (numbered in CR order when a rule has several), and for every sub-rule
//! the engine implements a case where the rule makes something happen and one where it stops
//! something. A test builds a board from card names, plays the choices the rule implies, and
//! reads the journal and the visible game (life, zones, outcome), never the engine's internals.

mod fidelity;
mod r104_4b;
mod r603_10;
mod r603_12;
mod r603_2;
mod r603_3;
mod r603_4;
mod r603_5;
mod r603_6;
mod r603_7;
mod r603_8;
mod r605_4a;
mod r704_3;
mod trigger_knowledge;

use triggerproof_model::board::{Board, Side};
use triggerproof_model::journal::{Event, Happening, NotTriggeredReason, RemovalReason};
use triggerproof_model::state::{
    AbilityOrigin, Decision, ObjectId, Outcome, PlayerId, Step, Target, Zone,
};
use triggerproof_model::{apply, legal_choices, Choice};
use triggerproof_tests::{side, Play, P1, P2};

/// The third player of a three-player game.
pub const P3: PlayerId = PlayerId(2);

/// A game whose board starts as `step` of the first player's turn begins.
pub fn game_in(step: Step, players: Vec<Side>) -> Play {
    Play::new(Board {
        players,
        active: 0,
        step,
        combat: false,
    })
}

/// A side with these permanents and hand cards, at `life`.
pub fn side_at(life: i16, battlefield: &[&str], hand: &[&str]) -> Side {
    Side {
        life,
        ..side(battlefield, hand)
    }
}

/// Plays on until `step` of turn `turn` has begun, or a later one if no one receives priority
/// in it (cleanup, CR 514.3a): passes priority, puts triggers on the stack in the first legal
/// way and answers "yes" to every question.
pub fn advance_to(g: &mut Play, turn: u8, step: Step) {
    for _ in 0..500 {
        if (g.state.turn, g.state.step) >= (turn, step) {
            return;
        }
        let legal = legal_choices(&g.rules, &g.state);
        let choice = match g.state.decision {
            Decision::Priority(_) => Choice::PassPriority,
            Decision::PutTrigger { .. }
            | Decision::KeepLegend { .. }
            | Decision::DeclareAttackers(_)
            | Decision::DeclareBlockers(_)
            | Decision::AssignCombatDamage(_)
            | Decision::PayMana(_) => legal[0].clone(),
            Decision::Resolve { .. } => legal.last().expect("a question has answers").clone(),
            Decision::GameOver(o) => panic!("the game ended ({o:?}) before turn {turn} {step:?}"),
            Decision::Halted(_) => panic!("the engine halted before turn {turn} {step:?}"),
        };
        g.choose(choice);
    }
    panic!("turn {turn} {step:?} never began");
}

/// The object of card `name` on the battlefield.
pub fn permanent(g: &Play, name: &str) -> ObjectId {
    g.find(name, Zone::Battlefield)
}

/// An object as a spell's or ability's target.
pub fn at(o: ObjectId) -> Option<Target> {
    Some(Target::Object(o))
}

/// A player as a spell's or ability's target.
pub fn at_player(p: PlayerId) -> Option<Target> {
    Some(Target::Player(p))
}

/// The deciding player activates ability `index` of `source`.
pub fn activate(g: &mut Play, source: ObjectId, index: u8, target: Option<Target>) {
    g.choose(Choice::ActivateAbility {
        source,
        index,
        target: target.into(),
        pay: Default::default(),
    });
}

/// Puts the deciding player's waiting trigger of card `name` on the stack with this target and
/// mode (CR 603.3b-c).
pub fn put_trigger(g: &mut Play, name: &str, target: Option<Target>, mode: Option<u8>) {
    let card = g.rules.pool.id(name).expect("card exists");
    let t = g
        .state
        .waiting
        .iter()
        .find(|t| matches!(t.origin, AbilityOrigin::Printed { card: c, .. } if c == card))
        .unwrap_or_else(|| panic!("no waiting trigger of {name}"))
        .id;
    g.choose(Choice::PutTriggerOnStack {
        trigger: t,
        target: target.into(),
        mode,
        occurrence: 0,
    });
}

/// How many journal entries so far satisfy `f`.
pub fn count(g: &Play, f: impl Fn(&Happening) -> bool) -> usize {
    g.entries().filter(|h| f(h)).count()
}

/// How many triggers were removed from the stack for `reason`.
pub fn removed(g: &Play, reason: RemovalReason) -> usize {
    count(
        g,
        |h| matches!(h, Happening::RemovedFromStack { reason: r, .. } if *r == reason),
    )
}

/// How many times an ability met its trigger condition but did not trigger, for `reason`.
pub fn not_triggered(g: &Play, reason: NotTriggeredReason) -> usize {
    count(
        g,
        |h| matches!(h, Happening::NotTriggered { reason: r, .. } if *r == reason),
    )
}

/// How many delayed triggered abilities triggered.
pub fn delayed_triggered(g: &Play) -> usize {
    g.triggered_where(|o| matches!(o, AbilityOrigin::Delayed { .. }))
}

/// How many times a zone-change or delayed trigger could not find its object (CR 603.6, 603.7c).
pub fn not_found(g: &Play) -> usize {
    count(g, |h| matches!(h, Happening::ObjectNotFound { .. }))
}

/// The events that caused the triggers of card `name`, in order (the `cause` of each
/// `Triggered` entry, read in its own journal).
pub fn causes(g: &Play, name: &str) -> Vec<Event> {
    let card = g.rules.pool.id(name).expect("card exists");
    let mut out = Vec::new();
    for j in &g.journals {
        for e in &j.entries {
            let Happening::Triggered {
                origin: AbilityOrigin::Printed { card: c, .. },
                cause: Some(i),
                ..
            } = &e.what
            else {
                continue;
            };
            if *c == card {
                if let Happening::Event(ev) = &j.entries[*i as usize].what {
                    out.push(ev.clone());
                }
            }
        }
    }
    out
}

/// The name of a triggered ability's card, or what kind of non-printed ability it is.
fn origin_name(g: &Play, origin: &AbilityOrigin) -> String {
    match origin {
        AbilityOrigin::Printed { card, .. } => g.rules.pool.get(*card).name.clone(),
        AbilityOrigin::Delayed { .. } => "delayed".into(),
        AbilityOrigin::Reflexive { .. } => "reflexive".into(),
        AbilityOrigin::Granted { card, .. } => {
            format!("granted by {}", g.rules.pool.get(*card).name)
        }
    }
}

/// Triggered abilities in the order they were put on the stack: (card, controller, second part
/// of CR 603.3b).
pub fn placed(g: &Play) -> Vec<(String, PlayerId, bool)> {
    g.entries()
        .filter_map(|h| match h {
            Happening::PutOnStack {
                origin,
                controller,
                part_two,
                ..
            } => Some((origin_name(g, origin), *controller, *part_two)),
            _ => None,
        })
        .collect()
}

/// Triggered abilities in the order they began to resolve: (card, controller it resolves for).
/// A resolution that stopped for a question ("may", "unless", which creature to sacrifice) is
/// journaled as beginning again in the step that answers it, so it is listed twice.
pub fn resolved(g: &Play) -> Vec<(String, PlayerId)> {
    g.entries()
        .filter_map(|h| match h {
            Happening::Resolving {
                instance: Some(t),
                controller,
                ..
            } => Some((origin_name(g, &t.origin), *controller)),
            _ => None,
        })
        .collect()
}

/// How the game ended, if it has.
pub fn outcome(g: &Play) -> Option<Outcome> {
    match g.state.decision {
        Decision::GameOver(o) => Some(o),
        _ => None,
    }
}

/// Every object of card `name` in `zone`, in id order.
pub fn all_in(g: &Play, name: &str, zone: Zone) -> Vec<ObjectId> {
    let card = g.rules.pool.id(name).expect("card exists");
    g.state
        .in_zone(zone)
        .filter(|(_, o)| o.card == card)
        .map(|(id, _)| id)
        .collect()
}

/// How many objects of card `name` are in `zone`.
pub fn in_zone(g: &Play, name: &str, zone: Zone) -> usize {
    all_in(g, name, zone).len()
}

/// Applying `c` now is rejected as illegal.
pub fn rejected(g: &Play, c: &Choice) -> bool {
    apply(&g.rules, &g.state, c).is_err()
}
