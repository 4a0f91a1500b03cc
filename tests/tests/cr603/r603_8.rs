//! CR 603.8: state triggers, and their latch while an instance waits or is on the stack.

use super::*;

/// The first journal index of an entry satisfying `f` in journal `j` of the game.
fn index_in(g: &Play, j: usize, f: impl Fn(&Happening) -> bool) -> Option<usize> {
    g.journals[j].entries.iter().position(|e| f(&e.what))
}

/// Example: "whenever you have no cards in hand, draw a card" triggers once when the last card
/// leaves the hand, not again while it is on the stack; and it triggers in the middle of
/// "discard your hand, then draw that many", when the hand is momentarily empty.
#[test]
fn cr_603_8_example() {
    // Arrange
    let mut last_card = Play::two(
        side(&["Empty-Hand Sage"], &["Healing Salve"]),
        side(&[], &[]),
    );
    let mut wheel = Play::two(
        side(&["Empty-Hand Sage"], &["Wheel of Fate", "Grizzly Bears"]),
        side(&[], &[]),
    );
    // Act: cast the last card; pass around once with the trigger on the stack; resolve all.
    last_card.cast("Healing Salve", None);
    let on_the_stack = last_card.state.stack.len();
    last_card.choose(Choice::PassPriority);
    let while_on_the_stack = last_card.triggered("Empty-Hand Sage");
    last_card.resolve_all(true);
    wheel.cast("Wheel of Fate", None);
    wheel.pass_round();
    let resolving = wheel.journals.len() - 1;
    wheel.resolve_all(true);
    // Assert: one trigger, on top of the spell, drawing one card.
    assert_eq!((on_the_stack, while_on_the_stack), (2, 1));
    assert_eq!(last_card.triggered("Empty-Hand Sage"), 1);
    assert_eq!(last_card.state.hand_size(P1), 1);
    // Wheel of Fate: triggered after the discard and before the draw, in the same resolution.
    let discard = index_in(&wheel, resolving, |h| {
        matches!(
            h,
            Happening::Event(Event::ZoneChange {
                to: Zone::Graveyard,
                from: Some(Zone::Hand),
                ..
            })
        )
    });
    let trigger = index_in(&wheel, resolving, |h| {
        matches!(h, Happening::Triggered { .. })
    });
    let draw = index_in(&wheel, resolving, |h| {
        *h == Happening::Event(Event::Drew(P1))
    });
    assert!(
        discard < trigger && trigger < draw,
        "{discard:?} {trigger:?} {draw:?}"
    );
    assert_eq!(wheel.triggered("Empty-Hand Sage"), 1);
    assert_eq!(wheel.state.hand_size(P1), 2);
}

/// Two state-triggered abilities of one object each trigger: the latch is per ability.
#[test]
fn cr_603_8_two_abilities_of_one_source_both_trigger() {
    // Arrange: Twin Sage with an empty hand.
    let mut g = Play::two(side(&["Twin Sage"], &[]), side(&[], &[]));
    // Act: the draw on top (else the other ability, resolving first while the hand is still
    // empty, triggers again and again).
    let gain_first = legal_choices(&g.rules, &g.state)[1].clone();
    g.choose(gain_first);
    g.resolve_all(true);
    // Assert
    let states = count(&g, |h| {
        matches!(
            h,
            Happening::Triggered {
                state_trigger: true,
                ..
            }
        )
    });
    assert_eq!(states, 2);
    assert_eq!(g.state.hand_size(P1), 1);
    assert_eq!(g.life(P2), 19);
}

/// A state trigger whose state doesn't hold doesn't trigger.
#[test]
fn cr_603_8_state_not_matching_no_trigger() {
    // Arrange + Act: a card in hand.
    let mut g = Play::two(side(&["Twin Sage"], &["Grizzly Bears"]), side(&[], &[]));
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Twin Sage"), 0);
}

/// Once the instance has left the stack, the ability triggers again if its state holds again.
#[test]
fn cr_603_8_triggers_again_after_leaving_the_stack() {
    // Arrange: Desperate Muster with no creatures makes a Soldier token.
    let mut g = Play::two(side(&["Desperate Muster"], &[]), side(&[], &["Shock"]));
    g.choose(Choice::PassPriority);
    let while_on_the_stack = g.triggered("Desperate Muster");
    g.choose(Choice::PassPriority);
    let token = permanent(&g, "Soldier Token");
    // Act: the token dies.
    g.choose(Choice::PassPriority);
    g.cast("Shock", at(token));
    g.resolve_all(true);
    // Assert
    assert_eq!(while_on_the_stack, 1);
    assert_eq!(g.triggered("Desperate Muster"), 2);
    assert_eq!(in_zone(&g, "Soldier Token", Zone::Battlefield), 1);
}
