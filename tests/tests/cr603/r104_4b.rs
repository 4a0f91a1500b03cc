//! CR 104.4b: a loop of mandatory actions. The engine doesn't judge loops that pass through
//! priority; it makes them visible: object ids are reused canonically, so one turn of the loop
//! comes back to a state equal to an earlier one, which the checker reports as the loop.

use super::*;
use triggerproof_model::GameState;

/// Plays `steps` steps, passing priority and placing triggers the first legal way, and returns
/// every state a player held priority in.
fn priority_states(g: &mut Play, steps: usize) -> Vec<GameState> {
    let mut seen = Vec::new();
    for _ in 0..steps {
        if g.state.is_over() {
            break;
        }
        if matches!(g.state.decision, Decision::Priority(_)) {
            seen.push(g.state.clone());
        }
        let c = legal_choices(&g.rules, &g.state)[0].clone();
        g.choose(c);
    }
    seen
}

/// Whether some state in `states` equals an earlier one.
fn repeats(states: &[GameState]) -> bool {
    states
        .iter()
        .enumerate()
        .any(|(i, s)| states[..i].contains(s))
}

/// Phoenix Egg under Hostile Ground: destroyed as it enters, returned as it dies, forever; the
/// game returns to an equal state.
#[test]
fn cr_104_4b_mandatory_loop_repeats_a_state() {
    // Arrange
    let mut g = Play::two(side(&["Hostile Ground"], &["Phoenix Egg"]), side(&[], &[]));
    g.cast("Phoenix Egg", None);
    // Act
    let states = priority_states(&mut g, 40);
    // Assert: it loops rather than ends: same turn and step, and the Egg keeps coming back.
    assert!(repeats(&states));
    assert_eq!((g.state.turn, g.state.step), (1, Step::Main));
    assert!(g.triggered("Phoenix Egg") >= 3);
}

/// Gravedigger Imp under Hostile Ground goes to its owner's hand and stays there: no loop.
#[test]
fn cr_104_4b_no_loop_without_mandatory_repetition() {
    // Arrange
    let mut g = Play::two(
        side(&["Hostile Ground"], &["Gravedigger Imp"]),
        side(&[], &[]),
    );
    g.cast("Gravedigger Imp", None);
    // Act: only passes; the game moves on through the turns.
    let states = priority_states(&mut g, 40);
    // Assert
    assert!(!repeats(&states));
    assert_eq!(g.triggered("Hostile Ground"), 1);
    assert_eq!(in_zone(&g, "Gravedigger Imp", Zone::Hand), 1);
}
