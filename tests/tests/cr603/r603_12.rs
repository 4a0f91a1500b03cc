//! CR 603.12: reflexive triggered abilities ("when you do").

use super::*;

/// Heart-Piercer Manticore cast next to Grizzly Bears (and a Blast Charm), its enters ability
/// resolving and asking which creature to sacrifice.
fn manticore_asks() -> Play {
    let mut g = Play::two(
        side(
            &["Grizzly Bears", "Blast Charm"],
            &["Heart-Piercer Manticore"],
        ),
        side(&[], &[]),
    );
    g.cast("Heart-Piercer Manticore", None);
    g.pass_round();
    g
}

/// Aims the waiting reflexive trigger at player `p`.
fn aim_reflexive_at(g: &mut Play, p: PlayerId) {
    let choice = legal_choices(&g.rules, &g.state)
        .into_iter()
        .find(|c| matches!(c, Choice::PutTriggerOnStack { target, .. } if target.first() == Some(Target::Player(p))))
        .expect("the reflexive trigger may target the player");
    g.choose(choice);
}

/// Example: Heart-Piercer Manticore's reflexive ability triggers only when its enters ability
/// sacrificed another creature; then it deals that creature's power in damage.
#[test]
fn cr_603_12_example() {
    // Arrange
    let mut sacrificed = manticore_asks();
    let mut declined = manticore_asks();
    let bears = permanent(&sacrificed, "Grizzly Bears");
    // Act: the enters ability resolves; sacrifice the Bears, or nothing.
    sacrificed.pass_round();
    sacrificed.choose(Choice::Sacrifice(Some(bears)));
    aim_reflexive_at(&mut sacrificed, P2);
    sacrificed.resolve_all(true);
    declined.pass_round();
    declined.choose(Choice::Sacrifice(None));
    declined.resolve_all(true);
    // Assert
    let reflexive = |g: &Play| g.triggered_where(|o| matches!(o, AbilityOrigin::Reflexive { .. }));
    assert_eq!(reflexive(&sacrificed), 1);
    assert_eq!(sacrificed.life(P2), 18);
    assert_eq!(reflexive(&declined), 0);
    assert_eq!(declined.life(P2), 20);
    assert_eq!(in_zone(&declined, "Grizzly Bears", Zone::Battlefield), 1);
}

/// A sacrifice made for another reason earlier, while the ability waits, doesn't make the
/// reflexive ability trigger.
#[test]
fn cr_603_12_other_sacrifice_does_not_count() {
    // Arrange
    let mut g = manticore_asks();
    let charm = permanent(&g, "Blast Charm");
    // Act: sacrifice Blast Charm for its own ability; then decline the Manticore's sacrifice.
    activate(&mut g, charm, 0, at_player(P2));
    g.pass_round();
    g.pass_round();
    g.choose(Choice::Sacrifice(None));
    g.resolve_all(true);
    // Assert
    assert_eq!(
        g.triggered_where(|o| matches!(o, AbilityOrigin::Reflexive { .. })),
        0
    );
    assert_eq!(g.life(P2), 18);
}
