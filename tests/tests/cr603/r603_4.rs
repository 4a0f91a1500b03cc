//! CR 603.4: the intervening "if", checked when the ability triggers and again as it resolves.

use super::*;

/// Felidar Sovereign's upkeep at `life`; if `shock`, the opponent Shocks its controller while the
/// trigger is on the stack.
fn felidar_upkeep(life: i16, shock: bool) -> Play {
    let mut g = game_in(
        Step::Upkeep,
        vec![
            side_at(life, &["Felidar Sovereign"], &[]),
            side(&[], &["Shock"]),
        ],
    );
    if shock && !g.state.stack.is_empty() {
        g.choose(Choice::PassPriority);
        g.cast("Shock", at_player(P1));
    }
    g.resolve_all(true);
    g
}

/// Example: Felidar Sovereign's "if you have 40 or more life" is checked as the upkeep begins
/// (39 life: no trigger) and again on resolution (40 life: you win; dropped below 40 meanwhile:
/// removed, no effect).
#[test]
fn cr_603_4_example() {
    // Arrange + Act
    let at_39 = felidar_upkeep(39, false);
    let at_40 = felidar_upkeep(40, false);
    let shocked = felidar_upkeep(40, true);
    // Assert: 39 life, it doesn't trigger at all.
    assert_eq!(at_39.triggered("Felidar Sovereign"), 0);
    assert_eq!(
        not_triggered(&at_39, NotTriggeredReason::InterveningIfFalse),
        1
    );
    assert_eq!(outcome(&at_39), None);
    // 40 life both times: it resolves and its controller wins.
    assert_eq!(
        resolved(&at_40),
        vec![("Felidar Sovereign".to_string(), P1)]
    );
    assert_eq!(outcome(&at_40), Some(Outcome::Won(P1)));
    // 38 life on resolution: removed from the stack, and the game goes on.
    assert_eq!(shocked.triggered("Felidar Sovereign"), 1);
    assert_eq!(removed(&shocked, RemovalReason::InterveningIfFalse), 1);
    assert_eq!(outcome(&shocked), None);
    assert_eq!(shocked.life(P1), 38);
}

/// Lone Guardian ("if you have 10 or less life") triggers at 10 life and gains 3.
#[test]
fn cr_603_4_condition_true_twice_resolves() {
    // Arrange
    let mut g = game_in(
        Step::Upkeep,
        vec![side_at(10, &["Lone Guardian"], &[]), side(&[], &[])],
    );
    // Act
    g.resolve_all(true);
    // Assert
    assert_eq!(resolved(&g), vec![("Lone Guardian".to_string(), P1)]);
    assert_eq!(g.life(P1), 13);
}

/// At 11 life Lone Guardian doesn't trigger, and nothing goes on the stack.
#[test]
fn cr_603_4_condition_false_no_trigger() {
    // Arrange
    let mut g = game_in(
        Step::Upkeep,
        vec![side_at(11, &["Lone Guardian"], &[]), side(&[], &[])],
    );
    // Act
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Lone Guardian"), 0);
    assert!(placed(&g).is_empty());
    assert_eq!(g.life(P1), 11);
}

/// Lone Guardian triggers at 10 life, but gaining life in response makes it do nothing.
#[test]
fn cr_603_4_condition_false_on_resolution_removed() {
    // Arrange
    let mut g = game_in(
        Step::Upkeep,
        vec![
            side_at(10, &["Lone Guardian"], &["Healing Salve"]),
            side(&[], &[]),
        ],
    );
    // Act
    g.cast("Healing Salve", None);
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Lone Guardian"), 1);
    assert_eq!(removed(&g, RemovalReason::InterveningIfFalse), 1);
    assert_eq!(g.life(P1), 13);
}
