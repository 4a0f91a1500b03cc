//! Quick end-to-end checks that the engine plays simple boards.

use triggerproof_model::state::{Target, Zone};
use triggerproof_tests::{side, Play, P1, P2};

#[test]
fn blood_artifact_sees_creatures_destroyed_with_it() {
    let mut g = Play::two(
        side(
            &["Blood Artifact", "Grizzly Bears", "Grizzly Bears"],
            &["Planar Cleansing"],
        ),
        side(&[], &[]),
    );
    g.cast("Planar Cleansing", None);
    g.resolve_all(true);
    assert_eq!(g.triggered("Blood Artifact"), 2);
    assert_eq!(g.life(P1), 22);
}

#[test]
fn shock_kills_and_dies_trigger_draws() {
    let mut g = Play::two(side(&[], &["Shock"]), side(&["Doomed Scholar"], &[]));
    let scholar = g.find("Doomed Scholar", Zone::Battlefield);
    g.cast("Shock", Some(Target::Object(scholar)));
    g.resolve_all(true);
    assert_eq!(g.triggered("Doomed Scholar"), 1);
    assert_eq!(g.state.hand_size(P2), 1);
}
