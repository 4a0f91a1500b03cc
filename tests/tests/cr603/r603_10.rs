//! CR 603.10a: leaves-the-battlefield abilities look back in time.

use super::*;

/// Example: an artifact with "whenever a creature dies, you gain 1 life" destroyed together with
/// two creatures still triggers twice.
#[test]
fn cr_603_10a_example() {
    // Arrange
    let mut g = Play::two(
        side(
            &["Blood Artifact", "Grizzly Bears", "Doomed Scholar"],
            &["Planar Cleansing"],
        ),
        side(&[], &[]),
    );
    // Act
    g.cast("Planar Cleansing", None);
    g.resolve_all(true);
    // Assert: both triggers looked back, to when the artifact was still on the battlefield.
    assert_eq!(in_zone(&g, "Blood Artifact", Zone::Graveyard), 1);
    let looked_back = count(&g, |h| {
        matches!(h, Happening::Triggered { look_back: true, origin: AbilityOrigin::Printed { card, .. }, .. }
            if g.rules.pool.get(*card).name == "Blood Artifact")
    });
    assert_eq!(looked_back, 2);
    assert_eq!(g.life(P1), 22);
}

/// "Put into a graveyard from anywhere" is no leaves-the-battlefield ability: destroyed with the
/// creatures, it doesn't look back and doesn't trigger.
#[test]
fn cr_603_10a_from_anywhere_does_not_look_back() {
    // Arrange
    let mut g = Play::two(
        side(
            &["Grave Tender", "Grizzly Bears", "Grizzly Bears"],
            &["Planar Cleansing"],
        ),
        side(&[], &[]),
    );
    // Act
    g.cast("Planar Cleansing", None);
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Grave Tender"), 0);
    assert_eq!(g.life(P1), 20);
}

/// A creature's own dies ability triggers although the creature is gone afterwards.
#[test]
fn cr_603_10a_own_dies_ability_triggers() {
    // Arrange
    let mut g = Play::two(side(&[], &["Shock"]), side(&["Doomed Scholar"], &[]));
    let scholar = permanent(&g, "Doomed Scholar");
    // Act
    g.cast("Shock", at(scholar));
    g.resolve_all(true);
    // Assert
    assert_eq!(resolved(&g), vec![("Doomed Scholar".to_string(), P2)]);
    assert_eq!(g.state.hand_size(P2), 1);
}
