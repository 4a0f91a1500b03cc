//! CR 603.2 and its letters: when an event or state makes an ability trigger.

use super::*;

/// Example: a "whenever a land is put into a graveyard from the battlefield" ability triggers
/// once for each land a destroy-all-lands spell puts there.
#[test]
fn cr_603_2c_example() {
    // Arrange: three lands of one player and one of the other.
    let mut g = Play::two(
        side(
            &["Land Grave Watcher", "Plains", "Plains", "Plains"],
            &["Armageddon"],
        ),
        side(&["Plains"], &[]),
    );
    // Act
    g.cast("Armageddon", None);
    g.resolve_all(true);
    // Assert: four triggers, each caused by its own land's zone change.
    let causes = causes(&g, "Land Grave Watcher");
    assert_eq!(causes.len(), 4);
    let lands: Vec<ObjectId> = causes
        .iter()
        .map(|e| match e {
            Event::ZoneChange { old, .. } => *old,
            other => panic!("caused by {other:?}"),
        })
        .collect();
    assert!(lands.windows(2).all(|w| w[0] != w[1]));
    assert_eq!(g.life(P1), 24);
}

/// An event with one occurrence triggers an ability once, not once per watcher check.
#[test]
fn cr_603_2c_one_occurrence_triggers_once() {
    // Arrange
    let mut g = Play::two(
        side(&["Blood Artifact", "Grizzly Bears"], &["Murder"]),
        side(&[], &[]),
    );
    let bears = permanent(&g, "Grizzly Bears");
    // Act
    g.cast("Murder", at(bears));
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Blood Artifact"), 1);
    assert_eq!(g.life(P1), 21);
}

/// "At the beginning of each upkeep" triggers as the upkeep begins, for either player's upkeep.
#[test]
fn cr_603_2b_beginning_of_step_triggers() {
    // Arrange
    let mut g = game_in(
        Step::Upkeep,
        vec![side(&["Upkeep Herald"], &[]), side(&[], &[])],
    );
    // Act: this upkeep, then the opponent's.
    g.resolve_all(true);
    advance_to(&mut g, 2, Step::Draw);
    // Assert: once per upkeep, each caused by that step beginning.
    let causes = causes(&g, "Upkeep Herald");
    assert_eq!(causes.len(), 2);
    assert!(causes.iter().all(|e| matches!(
        e,
        Event::StepBegan {
            step: Step::Upkeep,
            ..
        }
    )));
    assert_eq!(g.life(P1), 22);
}

/// "At the beginning of your end step" triggers in no other step and not in an opponent's end step.
#[test]
fn cr_603_2b_other_steps_trigger_nothing() {
    // Arrange
    let mut g = game_in(
        Step::Upkeep,
        vec![side(&["Sunset Monk"], &[]), side(&[], &[])],
    );
    // Act: from this upkeep to the opponent's end step, and past it.
    advance_to(&mut g, 1, Step::End);
    let at_own_end_step = g.triggered("Sunset Monk");
    advance_to(&mut g, 3, Step::Upkeep);
    // Assert
    assert_eq!(at_own_end_step, 1);
    assert_eq!(g.triggered("Sunset Monk"), 1);
    assert_eq!(g.life(P1), 21);
}

/// "Triggers an additional time": a permanent entering triggers Soul Warden twice.
#[test]
fn cr_603_2d_additional_trigger_on_entering() {
    // Arrange
    let mut g = Play::two(
        side(&["Echo Chamber", "Soul Warden"], &["Grizzly Bears"]),
        side(&[], &[]),
    );
    // Act
    g.cast("Grizzly Bears", None);
    g.resolve_all(true);
    // Assert: the ordinary trigger and one additional instance.
    let additional = |yes: bool| {
        count(
            &g,
            |h| matches!(h, Happening::Triggered { additional, .. } if *additional == yes),
        )
    };
    assert_eq!((additional(false), additional(true)), (1, 1));
    assert_eq!(g.life(P1), 22);
}

/// The additional trigger applies only to events of a permanent entering.
#[test]
fn cr_603_2d_no_additional_trigger_for_other_events() {
    // Arrange
    let mut g = Play::two(
        side(
            &["Echo Chamber", "Blood Artifact", "Grizzly Bears"],
            &["Murder"],
        ),
        side(&[], &[]),
    );
    let bears = permanent(&g, "Grizzly Bears");
    // Act
    g.cast("Murder", at(bears));
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Blood Artifact"), 1);
    assert_eq!(g.life(P1), 21);
}

/// The additional trigger applies only to abilities of permanents its controller controls.
#[test]
fn cr_603_2d_opponents_echo_chamber_adds_nothing() {
    // Arrange
    let mut g = Play::two(
        side(&["Soul Warden"], &["Grizzly Bears"]),
        side(&["Echo Chamber"], &[]),
    );
    // Act
    g.cast("Grizzly Bears", None);
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Soul Warden"), 1);
    assert_eq!(g.life(P1), 21);
}

/// Example: "becomes tapped" triggers only when a permanent already on the battlefield goes from
/// untapped to tapped, not when one enters tapped.
#[test]
fn cr_603_2f_example() {
    // Arrange
    let mut g = Play::two(
        side(
            &["Tap Watcher", "Royal Tapper", "Grizzly Bears"],
            &["Sleepy Sentinel"],
        ),
        side(&[], &[]),
    );
    // Act: a creature enters tapped; then an untapped creature on the battlefield is tapped.
    g.cast("Sleepy Sentinel", None);
    g.resolve_all(true);
    let after_entering = g.triggered("Tap Watcher");
    let (tapper, bears) = (
        permanent(&g, "Royal Tapper"),
        permanent(&g, "Grizzly Bears"),
    );
    activate(&mut g, tapper, 0, at(bears));
    g.resolve_all(true);
    // Assert: nothing for entering tapped; once for the tap cost, once for the Bears.
    assert_eq!(after_entering, 0);
    assert_eq!(g.triggered("Sleepy Sentinel"), 0);
    let tapped: Vec<Event> = causes(&g, "Tap Watcher");
    assert_eq!(tapped, vec![Event::Tapped(tapper), Event::Tapped(bears)]);
}

/// Tapping a permanent that is already tapped is no transition, so "becomes tapped" stays silent.
#[test]
fn cr_603_2f_tapping_a_tapped_permanent_triggers_nothing() {
    // Arrange: two tappers aim at the same creature.
    let mut g = Play::two(
        side(&["Royal Tapper", "Royal Tapper", "Sleepy Sentinel"], &[]),
        side(&[], &[]),
    );
    let sentinel = permanent(&g, "Sleepy Sentinel");
    // Act: the Sentinel (on the battlefield untapped) is tapped, then "tapped" again.
    for tapper in all_in(&g, "Royal Tapper", Zone::Battlefield) {
        activate(&mut g, tapper, 0, at(sentinel));
        g.resolve_all(true);
    }
    // Assert
    assert_eq!(g.triggered("Sleepy Sentinel"), 1);
    assert_eq!(
        count(
            &g,
            |h| matches!(h, Happening::Event(Event::Tapped(o)) if *o == sentinel)
        ),
        1
    );
    assert_eq!(g.life(P1), 21);
}

/// "Becomes untapped" triggers when the untap step untaps a tapped permanent, and not for a
/// permanent that was untapped all along.
#[test]
fn cr_603_2f_untap_step_untaps_only_tapped_permanents() {
    // Arrange: each player has a Wakeful Sentry; P1 taps theirs for mana.
    let sentry = || side(&["Wakeful Sentry"], &[]);
    let mut g = Play::two(sentry(), sentry());
    let tapped = all_in(&g, "Wakeful Sentry", Zone::Battlefield)[0];
    activate(&mut g, tapped, 1, None);
    // Act: through P2's turn to P1's next upkeep.
    advance_to(&mut g, 3, Step::Upkeep);
    g.resolve_all(true);
    // Assert
    assert_eq!(causes(&g, "Wakeful Sentry"), vec![Event::Untapped(tapped)]);
    assert_eq!((g.life(P1), g.life(P2)), (21, 20));
}

/// A card in a hidden zone whose ability's condition is met does not trigger.
#[test]
fn cr_603_2g_hidden_object_does_not_trigger() {
    // Arrange: Hidden Mourner in hand watches creatures dying.
    let mut g = Play::two(
        side(&["Grizzly Bears"], &["Hidden Mourner", "Murder"]),
        side(&[], &[]),
    );
    let bears = permanent(&g, "Grizzly Bears");
    // Act
    g.cast("Murder", at(bears));
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Hidden Mourner"), 0);
    assert_eq!(not_triggered(&g, NotTriggeredReason::Hidden), 1);
    assert_eq!(g.life(P1), 20);
}

/// The same event triggers an ability of an object all players can see.
#[test]
fn cr_603_2g_visible_object_triggers() {
    // Arrange
    let mut g = Play::two(
        side(
            &["Grizzly Bears", "Blood Artifact"],
            &["Hidden Mourner", "Murder"],
        ),
        side(&[], &[]),
    );
    let bears = permanent(&g, "Grizzly Bears");
    // Act
    g.cast("Murder", at(bears));
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Blood Artifact"), 1);
    assert_eq!(g.life(P1), 21);
}

/// Example: damage that is entirely prevented is never dealt, so "is dealt damage" doesn't trigger.
#[test]
fn cr_603_2h_example() {
    // Arrange: a shield on Spiteful Sentry, then Shock at it.
    let mut g = Play::two(
        side(&[], &["Guardian Shield", "Shock"]),
        side(&["Spiteful Sentry"], &[]),
    );
    let sentry = permanent(&g, "Spiteful Sentry");
    // Act
    g.cast("Guardian Shield", at(sentry));
    g.resolve_all(true);
    g.cast("Shock", at(sentry));
    g.resolve_all(true);
    // Assert
    assert_eq!(count(&g, |h| matches!(h, Happening::Prevented { .. })), 1);
    assert!(!g.saw_event(|e| matches!(e, Event::Damage { .. })));
    assert_eq!(g.triggered("Spiteful Sentry"), 0);
    assert_eq!((g.life(P1), g.life(P2)), (20, 20));
}

/// A static "prevent all damage to this" stops the trigger just the same.
#[test]
fn cr_603_2h_statically_prevented_damage_triggers_nothing() {
    // Arrange
    let mut g = Play::two(side(&[], &["Shock"]), side(&["Warded Sentry"], &[]));
    let sentry = permanent(&g, "Warded Sentry");
    // Act
    g.cast("Shock", at(sentry));
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Warded Sentry"), 0);
    assert_eq!(g.life(P2), 20);
}

/// Damage that is dealt does trigger "is dealt damage".
#[test]
fn cr_603_2h_damage_dealt_triggers() {
    // Arrange
    let mut g = Play::two(side(&[], &["Shock"]), side(&["Spiteful Sentry"], &[]));
    let sentry = permanent(&g, "Spiteful Sentry");
    // Act
    g.cast("Shock", at(sentry));
    g.resolve_all(true);
    // Assert: the Sentry survives (3 toughness) and its trigger resolves.
    assert_eq!(g.triggered("Spiteful Sentry"), 1);
    assert_eq!(resolved(&g), vec![("Spiteful Sentry".to_string(), P2)]);
}

/// A replaced event never happens: "dies" replaced by exile triggers no dies ability.
#[test]
fn cr_603_2h_replaced_event_triggers_nothing() {
    // Arrange
    let mut g = Play::two(
        side(&["Cemetery Warden", "Doomed Scholar"], &["Murder"]),
        side(&[], &[]),
    );
    let scholar = permanent(&g, "Doomed Scholar");
    // Act
    g.cast("Murder", at(scholar));
    g.resolve_all(true);
    // Assert
    assert_eq!(count(&g, |h| matches!(h, Happening::Replaced { .. })), 1);
    assert_eq!(g.triggered("Doomed Scholar"), 0);
    assert_eq!(in_zone(&g, "Doomed Scholar", Zone::Exile), 1);
}

/// "Do this only once each turn": the second creature of the turn triggers nothing, and the
/// next turn the ability triggers again.
#[test]
fn cr_603_2i_once_each_turn() {
    // Arrange
    let mut g = Play::two(
        side(
            &["Lifelink Shrine"],
            &["Grizzly Bears", "Soul Warden", "Doomed Scholar"],
        ),
        side(&[], &[]),
    );
    // Act: two creatures this turn, one more on the player's next turn.
    for name in ["Grizzly Bears", "Soul Warden"] {
        g.cast(name, None);
        g.resolve_all(true);
    }
    let first_turn = g.triggered("Lifelink Shrine");
    advance_to(&mut g, 3, Step::Main);
    g.cast("Doomed Scholar", None);
    g.resolve_all(true);
    // Assert: Soul Warden's own ability gains 1 for the Scholar too.
    assert_eq!(first_turn, 1);
    assert_eq!(not_triggered(&g, NotTriggeredReason::OnceEachTurnUsed), 1);
    assert_eq!(g.triggered("Lifelink Shrine"), 2);
    assert_eq!(g.life(P1), 23);
}

/// Two instances triggered at once: only the first to resolve takes the action.
#[test]
fn cr_603_2i_second_instance_does_nothing() {
    // Arrange: Echo Chamber makes the Shrine trigger twice for one creature.
    let mut g = Play::two(
        side(&["Lifelink Shrine", "Echo Chamber"], &["Grizzly Bears"]),
        side(&[], &[]),
    );
    // Act
    g.cast("Grizzly Bears", None);
    g.resolve_all(true);
    // Assert
    assert_eq!(g.triggered("Lifelink Shrine"), 2);
    assert_eq!(
        count(&g, |h| matches!(h, Happening::OnceEachTurnTaken { .. })),
        1
    );
    assert_eq!(
        count(&g, |h| matches!(h, Happening::OnceEachTurnSkipped { .. })),
        1
    );
    assert_eq!(g.life(P1), 21);
}
