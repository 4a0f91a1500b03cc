//! Issue 33 item 4: the state counts of `metamorphic.rs`'s seat swap and reordering differ,
//! the positions reached don't. Each run's states are read from the seats (players named by
//! their place after the active player, object and instance ids erased, simultaneous waiting
//! triggers sorted): the two runs reach the same set, so no choice is explored in one order and
//! not the other. The counts differ because a state carries its ids and the step's journal,
//! which the engine writes in object-id order (see `metamorphic.rs`'s doc for the measure).
use stateright::Model;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use triggerproof_checker::adapter::{GameModel, Snapshot};
use triggerproof_checker::bounds::Limits;
use triggerproof_checker::explore::fingerprint;
use triggerproof_checker::symmetry::canonical;
use triggerproof_model::board::{Board, Side};
use triggerproof_model::cards::builtin;
use triggerproof_model::state::Step;
use triggerproof_model::{Edition, Ruleset};

/// The states `m` reaches: how many, and their canonical games (`symmetry::canonical`) by
/// fingerprint.
fn reach(m: &GameModel) -> (usize, HashMap<u64, String>) {
    let mut seen = HashSet::new();
    let mut stack: Vec<Snapshot> = Vec::new();
    for s in m.init_states() {
        if m.within_boundary(&s) && seen.insert(fingerprint(&s)) {
            stack.push(s);
        }
    }
    let (mut n, mut canon) = (0, HashMap::new());
    let mut actions = Vec::new();
    while let Some(s) = stack.pop() {
        n += 1;
        let c = canonical(&s);
        canon.insert(fingerprint(&c.game), format!("{:#?}", c.game));
        m.actions(&s, &mut actions);
        for a in actions.drain(..) {
            if let Some(x) = m.next_state(&s, a) {
                if m.within_boundary(&x) && seen.insert(fingerprint(&x)) {
                    stack.push(x);
                }
            }
        }
    }
    (n, canon)
}

fn side(bf: &[&str], life: i16) -> Side {
    let mut s = Side::new(bf, &[]);
    s.life = life;
    s
}

/// The state seen from the seats: players renamed by their place after the active player,
/// ids erased, simultaneous lists sorted.
fn seats(s: &Snapshot) -> String {
    let g = &s.game;
    let n = g.players.len();
    let a = g.active.0 as usize;
    let relabel = |t: String| {
        let mut t = t;
        for k in 0..n {
            t = t.replace(
                &format!("PlayerId({k})"),
                &format!("Seat#{}", (k + n - a) % n),
            );
        }
        let marks = ["ObjectId(", "InstanceId(", "cause: Some("];
        let (mut out, mut rest) = (String::new(), t.as_str());
        while let Some((i, m)) = marks
            .iter()
            .filter_map(|m| rest.find(m).map(|i| (i, m.len())))
            .min()
        {
            out.push_str(&rest[..i + m]);
            rest = rest[i + m..].trim_start_matches(|c: char| c.is_ascii_digit());
        }
        out + rest
    };
    let sorted = |mut v: Vec<String>| {
        v.sort();
        v
    };
    let players: Vec<String> = (0..n)
        .map(|i| relabel(format!("{:?}", g.players[(a + i) % n])))
        .collect();
    let objects = sorted(
        g.objects
            .values()
            .map(|o| relabel(format!("{o:?}")))
            .collect(),
    );
    let waiting = sorted(
        g.waiting
            .iter()
            .map(|w| relabel(format!("{w:?}")))
            .collect(),
    );
    let stack: Vec<String> = g.stack.iter().map(|x| relabel(format!("{x:?}"))).collect();
    format!(
        "{players:?}|{objects:?}|{waiting:?}|{stack:?}|{:?}|{}|{}",
        g.step,
        relabel(format!("{:?}", g.decision)),
        g.turn
    )
}

/// Every state's view from the seats, and how many states.
fn views(m: &GameModel) -> (usize, HashSet<String>) {
    let mut seen = HashSet::new();
    let mut stack: Vec<Snapshot> = m.init_states().into_iter().collect();
    for s in &stack {
        seen.insert(fingerprint(s));
    }
    let (mut n, mut views, mut actions) = (0, HashSet::new(), Vec::new());
    while let Some(s) = stack.pop() {
        n += 1;
        views.insert(seats(&s));
        m.actions(&s, &mut actions);
        for a in actions.drain(..) {
            if let Some(x) = m.next_state(&s, a) {
                if m.within_boundary(&x) && seen.insert(fingerprint(&x)) {
                    stack.push(x);
                }
            }
        }
    }
    (n, views)
}

fn model(a: Side, b: Side, active: u8) -> GameModel {
    let rules = Ruleset::new(Edition::Mtg20241108, Arc::new(builtin()), None);
    let mut bd = Board::two(a, b);
    bd.step = Step::Upkeep;
    bd.active = active;
    GameModel::new(rules, vec![bd], Limits::default(), Vec::new())
}

/// `metamorphic.rs`'s seat-swap board: 751 states one way, 755 the other; 489 positions each.
#[test]
fn a_seat_swap_reaches_the_same_positions() {
    let mut p1 = side(&["Spiteful Sentry"], 3);
    p1.hand = vec!["Grizzly Bears".into()];
    let p2 = side(&["Vampire Bat"], 3);
    let (n1, base) = views(&model(p1.clone(), p2.clone(), 0));
    let (n2, swapped) = views(&model(p2, p1, 1));
    println!(
        "{n1} vs {n2} states, {} vs {} positions",
        base.len(),
        swapped.len()
    );
    assert!(base == swapped, "the seat swap reaches other positions");
}

/// `metamorphic.rs`'s reordering board: 4,615 states one way, 3,639 the other; 2,509
/// canonical games each, equal but for 4 whose waiting triggers are listed in another order,
/// and the same positions.
#[test]
fn a_reordered_battlefield_reaches_the_same_positions() {
    let p2 = side(&["Spiteful Sentry"], 3);
    let a = model(side(&["Spiteful Sentry", "Vampire Bat"], 3), p2.clone(), 0);
    let b = model(side(&["Vampire Bat", "Spiteful Sentry"], 3), p2, 0);
    let ((n1, c1), (n2, c2)) = (reach(&a), reach(&b));
    let differ = c1.keys().filter(|k| !c2.contains_key(k)).count();
    println!(
        "{n1} vs {n2} states; {} vs {} canonical, {differ} differ",
        c1.len(),
        c2.len()
    );
    assert_eq!(c1.len(), c2.len());
    assert!(
        views(&a).1 == views(&b).1,
        "the reordering reaches other positions"
    );
}
