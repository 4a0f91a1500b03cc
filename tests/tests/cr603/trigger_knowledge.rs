//! Regressions for what a triggered ability knows and for the turn's history (issue 32, roots 3
//! and 5), one test per error, each named after the rule it pins. The scenarios
//! `scenarios/fidelity/32*.toml` ask the same questions exhaustively; these replay one line of
//! play and read the journal and the visible game.

use super::*;

/// The counters of kind "+1/+1" on the permanent named `name`.
fn plus_counters(g: &Play, name: &str) -> u8 {
    let o = permanent(g, name);
    g.state.object(o).map_or(0, |o| {
        o.counters_of(triggerproof_model::vocab::CounterKind::PlusOne)
    })
}

/// CR 603.4 + 603.6a: "if that creature's power is greater than this creature's" reads the
/// creature that entered (2 > 1): it triggers and resolves.
#[test]
fn cr_603_4_that_creature_is_the_one_that_entered() {
    let mut g = Play::two(side(&["Pelt Gatherer"], &["Grizzly Bears"]), side(&[], &[]));
    g.cast("Grizzly Bears", None);
    g.resolve_all(true);
    assert_eq!(g.triggered("Pelt Gatherer"), 1);
    assert_eq!(plus_counters(&g, "Pelt Gatherer"), 1);
}

/// CR 603.4 + 603.6a: "if that creature's power is less than this creature's" as a creature of
/// equal power enters: no trigger (an unknown creature would read power 0 and trigger).
#[test]
fn cr_603_4_that_creature_of_equal_power_does_not_trigger() {
    let mut g = Play::two(side(&["Runt Shepherd"], &["Grizzly Bears"]), side(&[], &[]));
    g.cast("Grizzly Bears", None);
    g.resolve_all(true);
    assert_eq!(g.triggered("Runt Shepherd"), 0);
    assert_eq!(not_triggered(&g, NotTriggeredReason::InterveningIfFalse), 1);
}

/// CR 608.2h + 113.7a: "create X tokens, where X is its power" after the 2/2 died: two.
#[test]
fn cr_608_2h_departed_sources_power_is_its_last_known() {
    let mut g = Play::two(side(&["Brood Matron"], &["Murder"]), side(&[], &[]));
    let matron = permanent(&g, "Brood Matron");
    g.cast("Murder", at(matron));
    g.resolve_all(true);
    assert_eq!(in_zone(&g, "Soldier Token", Zone::Battlefield), 2);
}

/// CR 120.3a + 603.2c + 119.3: "that much" is the 2 damage dealt to P1, then the 2 life gained.
#[test]
fn cr_120_3a_that_much_is_the_damage_and_the_life() {
    let mut g = Play::two(
        side(&["Pain Mirror", "Blood Tithe"], &["Shock"]),
        side(&[], &[]),
    );
    g.cast("Shock", at_player(P1));
    g.resolve_all(true);
    assert_eq!(g.life(P1), 20);
    assert_eq!(g.life(P2), 18);
}

/// CR 700.4 + 111.1 + 500.1: a token created after a death counts it.
#[test]
fn cr_700_4_a_later_token_counts_the_deaths_of_the_turn() {
    let mut g = Play::two(
        side(&[], &["Murder", "Call the Mourners"]),
        side(&["Grizzly Bears"], &[]),
    );
    let bears = permanent(&g, "Grizzly Bears");
    g.cast("Murder", at(bears));
    g.resolve_all(true);
    g.cast("Call the Mourners", None);
    g.resolve_all(true);
    assert_eq!(g.life(P1), 21);
}

/// CR 700.4 + 613.1f: a granted "for each creature that died this turn" counts the death.
#[test]
fn cr_613_1f_a_granted_ability_counts_the_deaths_of_the_turn() {
    let mut g = Play::two(
        side(&["Banner of Remembrance", "Grizzly Bears"], &["Murder"]),
        side(&["Soldier Token"], &[]),
    );
    let token = permanent(&g, "Soldier Token");
    g.cast("Murder", at(token));
    g.resolve_all(true);
    assert_eq!(g.life(P1), 21);
}
