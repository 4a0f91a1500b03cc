//! CR 603.6 and its letters: zone-change triggers, enters abilities, and what applies on entry.

use super::*;

/// A zone-change trigger acts on its object in the zone it went to: Gravedigger Imp returns
/// from the graveyard to its owner's hand.
#[test]
fn cr_603_6_object_found_in_the_zone_it_went_to() {
    // Arrange
    let mut g = Play::two(side(&[], &["Shock"]), side(&["Gravedigger Imp"], &[]));
    let imp = permanent(&g, "Gravedigger Imp");
    // Act
    g.cast("Shock", at(imp));
    g.resolve_all(true);
    // Assert
    assert_eq!(not_found(&g), 0);
    assert_eq!(in_zone(&g, "Gravedigger Imp", Zone::Hand), 1);
}

/// Two triggers look for the same dead Phoenix Egg: once the first has moved it out of the
/// graveyard, the second finds nothing and does nothing.
#[test]
fn cr_603_6_object_left_the_graveyard_not_found() {
    // Arrange: Soul Reclaimer returns dying creatures to hand; the Egg returns itself to play.
    let mut g = Play::two(
        side(&["Phoenix Egg", "Soul Reclaimer"], &[]),
        side(&[], &["Shock"]),
    );
    let egg = permanent(&g, "Phoenix Egg");
    g.choose(Choice::PassPriority);
    g.cast("Shock", at(egg));
    g.pass_round();
    // Act: the Egg's own trigger on top, so it resolves first.
    put_trigger(&mut g, "Soul Reclaimer", None, None);
    g.resolve_all(true);
    // Assert
    assert_eq!(
        g.triggered("Phoenix Egg") + g.triggered("Soul Reclaimer"),
        2
    );
    assert_eq!(not_found(&g), 1);
    assert_eq!(in_zone(&g, "Phoenix Egg", Zone::Battlefield), 1);
    assert_eq!(in_zone(&g, "Phoenix Egg", Zone::Hand), 0);
}

/// "Destroy it" finds nothing once the entering creature has left the battlefield.
#[test]
fn cr_603_6_object_left_the_battlefield_not_found() {
    // Arrange
    let mut g = Play::two(
        side(&["Hostile Ground"], &["Grizzly Bears"]),
        side(&[], &["Shock"]),
    );
    g.cast("Grizzly Bears", None);
    g.pass_round();
    // Act: the Bears die in response to Hostile Ground's trigger.
    let bears = permanent(&g, "Grizzly Bears");
    g.choose(Choice::PassPriority);
    g.cast("Shock", at(bears));
    g.resolve_all(true);
    // Assert
    assert_eq!(resolved(&g), vec![("Hostile Ground".to_string(), P1)]);
    assert_eq!(not_found(&g), 1);
    assert_eq!(in_zone(&g, "Grizzly Bears", Zone::Graveyard), 1);
}

/// An enters ability of the entering permanent itself triggers: newcomers are checked too.
#[test]
fn cr_603_6a_newcomer_triggers_its_own_enters_ability() {
    // Arrange
    let mut g = Play::two(side(&[], &["Curious Scholar"]), side(&[], &[]));
    // Act
    g.cast("Curious Scholar", None);
    g.resolve_all(true);
    // Assert: caused by the Scholar's own entering, as the object it became.
    let scholar = permanent(&g, "Curious Scholar");
    assert!(matches!(
        causes(&g, "Curious Scholar")[..],
        [Event::ZoneChange { new: Some(n), to: Zone::Battlefield, .. }] if n == scholar
    ));
}

/// Newcomers are checked against the event: "another creature enters" doesn't see itself.
#[test]
fn cr_603_6a_newcomer_is_not_another_creature() {
    // Arrange
    let mut g = Play::two(side(&[], &["Soul Warden"]), side(&[], &[]));
    // Act
    g.cast("Soul Warden", None);
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Soul Warden"), 0);
    assert_eq!(g.life(P1), 20);
}

/// Example: under "all creatures lose all abilities" a creature enters already without its
/// enters ability, which therefore doesn't trigger.
#[test]
fn cr_603_6b_example() {
    // Arrange
    let mut g = Play::two(
        side(&["Ability Eater"], &["Banisher Scout"]),
        side(&[], &[]),
    );
    // Act
    g.cast("Banisher Scout", None);
    g.resolve_all(true);
    // Assert: no trigger, so no delayed trigger is ever created.
    assert_eq!(g.triggered("Banisher Scout"), 0);
    assert_eq!(
        count(&g, |h| matches!(h, Happening::DelayedCreated { .. })),
        0
    );
    assert_eq!(in_zone(&g, "Banisher Scout", Zone::Battlefield), 1);
}

/// The effect modifies only what it names: a non-creature's ability still triggers on the
/// creature entering.
#[test]
fn cr_603_6b_unaffected_permanent_still_triggers() {
    // Arrange
    let mut g = Play::two(
        side(
            &["Ability Eater", "Soul Warden", "Lifelink Shrine"],
            &["Grizzly Bears"],
        ),
        side(&[], &[]),
    );
    // Act
    g.cast("Grizzly Bears", None);
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Soul Warden"), 0);
    assert_eq!(g.triggered("Lifelink Shrine"), 1);
    assert_eq!(g.life(P1), 21);
}

/// "Enters tapped" is part of the entering event: the permanent is tapped, but never became tapped.
#[test]
fn cr_603_6d_enters_tapped_is_not_becoming_tapped() {
    // Arrange
    let mut g = Play::two(side(&["Tap Watcher"], &["Sleepy Sentinel"]), side(&[], &[]));
    // Act
    g.cast("Sleepy Sentinel", None);
    g.resolve_all(true);
    // Assert
    let sentinel = permanent(&g, "Sleepy Sentinel");
    assert!(g.state.object(sentinel).unwrap().tapped);
    assert!(!g.saw_event(|e| matches!(e, Event::Tapped(_))));
    assert_eq!(
        g.triggered("Sleepy Sentinel") + g.triggered("Tap Watcher"),
        0
    );
}

/// Once untapped, the same permanent does trigger when it becomes tapped.
#[test]
fn cr_603_6d_tapped_later_triggers() {
    // Arrange: the Sentinel enters tapped and untaps in its controller's next untap step.
    let mut g = Play::two(
        side(&["Royal Tapper"], &["Sleepy Sentinel"]),
        side(&[], &[]),
    );
    g.cast("Sleepy Sentinel", None);
    g.resolve_all(true);
    advance_to(&mut g, 3, Step::Main);
    // Act
    let (tapper, sentinel) = (
        permanent(&g, "Royal Tapper"),
        permanent(&g, "Sleepy Sentinel"),
    );
    activate(&mut g, tapper, 0, at(sentinel));
    g.resolve_all(true);
    // Assert
    assert_eq!(causes(&g, "Sleepy Sentinel"), vec![Event::Tapped(sentinel)]);
    assert_eq!(g.life(P1), 21);
}
