//! CR 603.7 and its letters: delayed triggered abilities.

use super::*;

/// Banisher Scout cast, with its enters trigger on the stack and the opponent holding priority.
fn banisher_scout_on_the_stack() -> Play {
    let mut g = Play::two(side(&[], &["Banisher Scout"]), side(&[], &["Shock"]));
    g.cast("Banisher Scout", None);
    g.pass_round();
    g.choose(Choice::PassPriority);
    g
}

/// Example 1: a "when this creature leaves the battlefield" created after the creature already
/// left never triggers.
#[test]
fn cr_603_7a_example_1() {
    // Arrange
    let mut g = banisher_scout_on_the_stack();
    let scout = permanent(&g, "Banisher Scout");
    // Act: the Scout dies before its enters trigger resolves; the game goes on to the next turn.
    g.cast("Shock", at(scout));
    g.resolve_all(true);
    advance_to(&mut g, 2, Step::Main);
    // Assert: the delayed ability was created, and never triggered.
    assert_eq!(
        count(&g, |h| matches!(h, Happening::DelayedCreated { .. })),
        1
    );
    assert_eq!(delayed_triggered(&g), 0);
    assert_eq!(g.life(P2), 20);
}

/// Example 2: a "when this creature becomes untapped" created after the creature untapped waits
/// for the next time it untaps.
#[test]
fn cr_603_7a_example_2() {
    // Arrange: Patient Sentry's ability taps it and creates the delayed trigger on resolution.
    let mut g = Play::two(
        side(
            &["Patient Sentry", "Royal Tapper"],
            &["Rousing Call", "Rousing Call"],
        ),
        side(&[], &[]),
    );
    let (sentry, tapper) = (
        permanent(&g, "Patient Sentry"),
        permanent(&g, "Royal Tapper"),
    );
    // Act: untap the Sentry in response; then tap it and untap it again.
    activate(&mut g, sentry, 0, None);
    g.cast("Rousing Call", at(sentry));
    g.resolve_all(true);
    let after_first_untap = delayed_triggered(&g);
    activate(&mut g, tapper, 0, at(sentry));
    g.resolve_all(true);
    g.cast("Rousing Call", at(sentry));
    g.resolve_all(true);
    // Assert
    assert_eq!(after_first_untap, 0);
    assert_eq!(delayed_triggered(&g), 1);
    assert_eq!(g.life(P1), 22);
}

/// The same delayed trigger, created while the Scout is still on the battlefield, triggers when
/// it leaves.
#[test]
fn cr_603_7a_created_before_the_event_triggers() {
    // Arrange
    let mut g = banisher_scout_on_the_stack();
    g.choose(Choice::PassPriority);
    let scout = permanent(&g, "Banisher Scout");
    // Act
    g.choose(Choice::PassPriority);
    g.cast("Shock", at(scout));
    g.resolve_all(true);
    // Assert
    assert_eq!(delayed_triggered(&g), 1);
    assert_eq!(g.life(P2), 18);
}

/// A creature that died before Blood Pact resolved doesn't trigger it; one dying after does.
#[test]
fn cr_603_7a_earlier_events_not_seen() {
    // Arrange
    let mut g = Play::two(
        side(
            &["Grizzly Bears", "Doomed Scholar"],
            &["Blood Pact", "Shock", "Murder"],
        ),
        side(&[], &[]),
    );
    let (bears, scholar) = (
        permanent(&g, "Grizzly Bears"),
        permanent(&g, "Doomed Scholar"),
    );
    // Act: Shock resolves (and the Bears die) before Blood Pact; Murder comes after.
    g.cast("Blood Pact", None);
    g.cast("Shock", at(bears));
    g.resolve_all(true);
    let before = delayed_triggered(&g);
    g.cast("Murder", at(scholar));
    g.resolve_all(true);
    // Assert
    assert_eq!(before, 0);
    assert_eq!(delayed_triggered(&g), 1);
    assert_eq!(g.life(P1), 21);
}

/// "This turn" is a stated duration: Blood Pact triggers for every death this turn, then ends.
#[test]
fn cr_603_7b_duration_triggers_repeatedly_until_it_ends() {
    // Arrange
    let mut g = Play::two(
        side(
            &["Grizzly Bears", "Doomed Scholar"],
            &["Blood Pact", "Planar Cleansing"],
        ),
        side(&[], &["Grizzly Bears", "Murder"]),
    );
    // Act: two creatures die together this turn; the opponent kills one on the next turn.
    g.cast("Blood Pact", None);
    g.resolve_all(true);
    g.cast("Planar Cleansing", None);
    g.resolve_all(true);
    let this_turn = delayed_triggered(&g);
    advance_to(&mut g, 2, Step::Main);
    g.cast("Grizzly Bears", None);
    g.resolve_all(true);
    let bears = permanent(&g, "Grizzly Bears");
    g.cast("Murder", at(bears));
    g.resolve_all(true);
    // Assert
    assert_eq!(this_turn, 2);
    assert_eq!(delayed_triggered(&g), 2);
    assert_eq!(
        count(&g, |h| matches!(h, Happening::DelayedEnded { .. })),
        1
    );
    assert_eq!(g.life(P1), 22);
}

/// Without a duration a delayed trigger triggers once: Cloudshift's return happens at the next
/// end step and never again.
#[test]
fn cr_603_7b_no_duration_triggers_once() {
    // Arrange
    let mut g = Play::two(side(&["Curious Scholar"], &["Cloudshift"]), side(&[], &[]));
    let scholar = permanent(&g, "Curious Scholar");
    // Act: exile the Scholar; play through two end steps.
    g.cast("Cloudshift", at(scholar));
    g.resolve_all(true);
    advance_to(&mut g, 3, Step::Upkeep);
    // Assert: returned once (its enters ability triggering again as a new object).
    assert_eq!(delayed_triggered(&g), 1);
    assert_eq!(in_zone(&g, "Curious Scholar", Zone::Battlefield), 1);
    assert_eq!(g.triggered("Curious Scholar"), 1);
    assert!(g.state.delayed.is_empty());
}

/// Example: "exile this at the beginning of the next end step" does nothing if the permanent
/// left the battlefield before then.
#[test]
fn cr_603_7c_example() {
    // Arrange
    let mut g = Play::two(side(&[], &["Fleeting Spirit", "Shock"]), side(&[], &[]));
    g.cast("Fleeting Spirit", None);
    g.resolve_all(true);
    let spirit = permanent(&g, "Fleeting Spirit");
    // Act
    g.cast("Shock", at(spirit));
    g.resolve_all(true);
    advance_to(&mut g, 1, Step::Cleanup);
    // Assert
    assert_eq!(delayed_triggered(&g), 1);
    assert_eq!(not_found(&g), 1);
    assert_eq!(in_zone(&g, "Fleeting Spirit", Zone::Graveyard), 1);
    assert_eq!(in_zone(&g, "Fleeting Spirit", Zone::Exile), 0);
}

/// The same delayed trigger exiles the permanent that is still there.
#[test]
fn cr_603_7c_object_still_there_is_affected() {
    // Arrange
    let mut g = Play::two(side(&[], &["Fleeting Spirit"]), side(&[], &[]));
    g.cast("Fleeting Spirit", None);
    g.resolve_all(true);
    // Act
    advance_to(&mut g, 1, Step::Cleanup);
    // Assert
    assert_eq!(not_found(&g), 0);
    assert_eq!(in_zone(&g, "Fleeting Spirit", Zone::Exile), 1);
}

/// Ignorant Bliss: the cards exiled face down are still in exile at the end step, so they come
/// back to hand, and then their owner draws.
#[test]
fn cr_603_7c_exiled_cards_return() {
    // Arrange
    let mut g = Play::two(
        side(&[], &["Ignorant Bliss", "Grizzly Bears", "Shock"]),
        side(&[], &[]),
    );
    // Act
    g.cast("Ignorant Bliss", None);
    g.resolve_all(true);
    let exiled =
        all_in(&g, "Grizzly Bears", Zone::Exile).len() + all_in(&g, "Shock", Zone::Exile).len();
    let hand_meanwhile = g.state.hand_size(P1);
    advance_to(&mut g, 1, Step::Cleanup);
    // Assert
    assert_eq!((exiled, hand_meanwhile), (2, 0));
    assert_eq!(not_found(&g), 0);
    assert_eq!(g.state.hand_size(P1), 3);
}

/// A delayed trigger created by a spell has that spell as source and its controller as
/// controller, here the non-active player.
#[test]
fn cr_603_7d_spell_creates_delayed_trigger() {
    // Arrange
    let mut g = Play::two(
        side(&["Grizzly Bears"], &["Murder"]),
        side(&[], &["Blood Pact"]),
    );
    let bears = permanent(&g, "Grizzly Bears");
    g.choose(Choice::PassPriority);
    // Act
    g.cast("Blood Pact", None);
    let spell = g.find("Blood Pact", Zone::Stack);
    g.resolve_all(true);
    g.cast("Murder", at(bears));
    g.resolve_all(true);
    // Assert
    assert!(g.entries().any(|h| matches!(h,
        Happening::DelayedCreated { controller, source, .. } if *controller == P2 && *source == spell)));
    assert_eq!((g.life(P1), g.life(P2)), (20, 21));
}

/// A delayed trigger created by an ability belongs to that ability's controller even after the
/// source changes hands: Banisher Scout, taken by the opponent, still makes the opponent lose.
#[test]
fn cr_603_7e_ability_creates_delayed_trigger() {
    // Arrange
    let mut g = Play::two(
        side(&[], &["Banisher Scout"]),
        side(&[], &["Threaten", "Shock"]),
    );
    g.cast("Banisher Scout", None);
    g.resolve_all(true);
    let scout = permanent(&g, "Banisher Scout");
    // Act: the opponent takes the Scout, then kills it.
    g.choose(Choice::PassPriority);
    g.cast("Threaten", at(scout));
    g.resolve_all(true);
    g.choose(Choice::PassPriority);
    g.cast("Shock", at(scout));
    g.resolve_all(true);
    // Assert
    assert!(g.entries().any(|h| matches!(h,
        Happening::DelayedCreated { controller, source, .. } if *controller == P1 && *source == scout)));
    assert_eq!(
        resolved(&g),
        vec![
            ("Banisher Scout".to_string(), P1),
            ("delayed".to_string(), P1)
        ]
    );
    assert_eq!((g.life(P1), g.life(P2)), (20, 18));
}
