//! CR 605.4a: a triggered mana ability resolves at once, without using the stack.

use super::*;

/// Mana Echo's "whenever you tap a land for mana, add one mana" resolves as Plains is tapped.
#[test]
fn cr_605_4a_triggered_mana_ability_skips_the_stack() {
    // Arrange
    let mut g = Play::two(side(&["Mana Echo", "Plains"], &[]), side(&[], &[]));
    let plains = permanent(&g, "Plains");
    // Act
    activate(&mut g, plains, 0, None);
    // Assert: triggered and resolved in the same step; nothing placed; the player still acts.
    assert_eq!(g.triggered("Mana Echo"), 1);
    assert_eq!(
        count(&g, |h| matches!(h, Happening::ManaAbilityResolved { .. })),
        1
    );
    assert!(placed(&g).is_empty());
    assert!(g.state.stack.is_empty());
    assert_eq!(g.state.decision, Decision::Priority(P1));
    assert_eq!(g.state.player(P1).mana.total(), 2);
}

/// An ordinary triggered ability triggered by a mana ability still uses the stack.
#[test]
fn cr_605_4a_other_triggers_use_the_stack() {
    // Arrange: Wakeful Sentry taps for mana; Tap Watcher sees it become tapped.
    let mut g = Play::two(
        side(&["Mana Echo", "Tap Watcher", "Wakeful Sentry"], &[]),
        side(&[], &[]),
    );
    let sentry = permanent(&g, "Wakeful Sentry");
    // Act
    activate(&mut g, sentry, 1, None);
    // Assert: Mana Echo watches only lands; Tap Watcher's trigger is on the stack.
    assert_eq!(g.triggered("Mana Echo"), 0);
    assert_eq!(placed(&g), vec![("Tap Watcher".to_string(), P1, false)]);
    assert_eq!(g.state.stack.len(), 1);
    assert_eq!(g.state.player(P1).mana.total(), 1);
}
