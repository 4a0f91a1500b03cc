//! Regressions for issue 17, items 1 and 2: no count in the game wraps, and no engine limit
//! masquerades as a rules outcome. Past a limit the engine cuts the step
//! (`Decision::Halted`): the state is no game state, and a checker reports the run incomplete.

use triggerproof_model::board::Board;
use triggerproof_model::state::{Decision, Limit, Outcome, Zone};
use triggerproof_model::{legal_choices, Choice};
use triggerproof_tests::{side, Play, P1};

/// Passes priority, places triggers and answers until the decision is halted or the game over,
/// at most `n` choices.
fn run_until_stuck(g: &mut Play, n: usize) {
    for _ in 0..n {
        let legal = legal_choices(&g.rules, &g.state);
        let Some(c) = legal.first().cloned() else {
            return;
        };
        g.choose(c);
    }
}

/// Item 1: a player at the top of the life type who gains 1 life does not wrap to a loss; the
/// step is cut instead (before the fix P1 went to -32768 life and lost).
#[test]
fn life_gain_at_the_top_of_the_type_halts_instead_of_wrapping() {
    let mut p1 = side(&["Soul Warden"], &["Grizzly Bears"]);
    p1.life = i16::MAX;
    let mut g = Play::two(p1, side(&[], &[]));
    g.cast("Grizzly Bears", None);
    run_until_stuck(&mut g, 20);
    assert_eq!(
        g.state.decision,
        Decision::Halted(Limit::Life),
        "{:?}",
        g.state.decision
    );
    assert_eq!(g.life(P1), i16::MAX, "life never wraps");
    assert!(legal_choices(&g.rules, &g.state).is_empty());
    assert!(g.state.is_halted() && !g.state.is_over());
}

/// Item 1: damage past 127 is still lethal (it was compared as a signed byte: 200 damage read
/// as -56 and the creature survived).
#[test]
fn marked_damage_past_a_signed_byte_is_lethal() {
    let mut g = Play::two(side(&["Grizzly Bears"], &[]), side(&[], &[]));
    let bears = g.find("Grizzly Bears", Zone::Battlefield);
    let mut s = g.state.clone();
    s.objects.get_mut(&bears).unwrap().damage = 200;
    g.state = s;
    g.choose(Choice::PassPriority);
    assert_eq!(g.try_find("Grizzly Bears", Zone::Battlefield), None);
    assert!(g.try_find("Grizzly Bears", Zone::Graveyard).is_some());
}

/// Item 2: 100 Soul Wardens a side and a creature entering make 200 waiting triggers, past the
/// engine's 192: the step is cut, never ended as a draw (before: `GameOver(Draw)`).
#[test]
fn more_waiting_triggers_than_the_engine_holds_is_a_cut_not_a_draw() {
    let wardens = vec!["Soul Warden"; 100];
    let mut g = Play::new(Board::two(
        side(&wardens, &["Grizzly Bears"]),
        side(&wardens, &[]),
    ));
    g.cast("Grizzly Bears", None);
    run_until_stuck(&mut g, 10);
    assert_eq!(g.state.decision, Decision::Halted(Limit::Instances));
    assert_ne!(g.state.decision, Decision::GameOver(Outcome::Draw));
    assert!(g.state.waiting.len() > triggerproof_model::engine::MAX_INSTANCES);
}

/// CR 104.4b + 603.8 + 603.3d: a targeted state trigger with no legal target is removed and
/// triggers again at once, forever, inside one step: the procedure returns to a state it was
/// in, a loop of mandatory actions, and the game is a draw (before: cut at `MAX_ROUNDS`, the
/// exploration incomplete). Not a cut: nothing passed an engine limit.
#[test]
fn a_mandatory_loop_inside_one_step_is_a_draw_not_a_cut() {
    let g = Play::two(side(&["Watchful Idol"], &[]), side(&[], &[]));
    assert_eq!(g.state.decision, Decision::GameOver(Outcome::Draw));
    assert!(!g.state.is_halted());
}
