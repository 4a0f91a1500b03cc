//! CR 603.3 and its letters: putting triggered abilities on the stack.

use super::*;

/// A trigger stays controlled by whoever controlled its source when it triggered, even if the
/// source changes controller while the trigger is on the stack.
#[test]
fn cr_603_3a_controller_fixed_when_triggered() {
    // Arrange
    let mut g = Play::two(
        side(&["Soul Warden"], &["Grizzly Bears"]),
        side(&[], &["Threaten"]),
    );
    let warden = permanent(&g, "Soul Warden");
    g.cast("Grizzly Bears", None);
    g.pass_round();
    // Act: with Soul Warden's trigger on the stack, the opponent takes Soul Warden.
    g.choose(Choice::PassPriority);
    g.cast("Threaten", at(warden));
    g.resolve_all(true);
    // Assert
    assert_eq!(g.state.object(warden).map(|o| o.controller), Some(P2));
    assert_eq!(resolved(&g), vec![("Soul Warden".to_string(), P1)]);
    assert_eq!((g.life(P1), g.life(P2)), (21, 20));
}

/// A source whose controller changed before the event triggers for its new controller.
#[test]
fn cr_603_3a_control_changed_before_the_event() {
    // Arrange: the opponent takes Soul Warden first.
    let mut g = Play::two(
        side(&["Soul Warden"], &["Grizzly Bears"]),
        side(&[], &["Threaten"]),
    );
    let warden = permanent(&g, "Soul Warden");
    g.choose(Choice::PassPriority);
    g.cast("Threaten", at(warden));
    g.resolve_all(true);
    // Act
    g.cast("Grizzly Bears", None);
    g.resolve_all(true);
    // Assert
    assert_eq!(resolved(&g), vec![("Soul Warden".to_string(), P2)]);
    assert_eq!((g.life(P1), g.life(P2)), (20, 21));
}

/// APNAP: the active player's trigger goes on the stack first, so the other player's resolves first.
#[test]
fn cr_603_3b_active_player_puts_triggers_first() {
    // Arrange
    let herald = || side(&["Upkeep Herald"], &[]);
    // Act
    let mut g = game_in(Step::Upkeep, vec![herald(), herald()]);
    g.resolve_all(true);
    // Assert
    let h = "Upkeep Herald".to_string();
    assert_eq!(
        placed(&g),
        vec![(h.clone(), P1, false), (h.clone(), P2, false)]
    );
    assert_eq!(resolved(&g), vec![(h.clone(), P2), (h, P1)]);
}

/// With three players, APNAP order starts at the active player and follows turn order.
#[test]
fn cr_603_3b_three_players_in_apnap_order() {
    // Arrange: the second player is active.
    let herald = || side(&["Upkeep Herald"], &[]);
    let board = Board {
        players: vec![herald(), herald(), herald()],
        active: 1,
        step: Step::Upkeep,
        combat: false,
    };
    // Act
    let mut g = Play::new(board);
    g.resolve_all(true);
    // Assert
    let placed: Vec<PlayerId> = placed(&g).into_iter().map(|(_, p, _)| p).collect();
    let resolved: Vec<PlayerId> = resolved(&g).into_iter().map(|(_, p)| p).collect();
    assert_eq!(placed, vec![P2, P3, P1]);
    assert_eq!(resolved, vec![P1, P3, P2]);
}

/// Each player orders their own triggers, and only their own.
#[test]
fn cr_603_3b_each_player_orders_their_own() {
    // Arrange: at 10 life, Lone Guardian's "if you have 10 or less life" depends on the order.
    let board = || {
        game_in(
            Step::Upkeep,
            vec![
                side_at(10, &["Upkeep Herald", "Lone Guardian"], &[]),
                side(&["Upkeep Herald"], &[]),
            ],
        )
    };
    let mut guardian_on_top = board();
    let mut herald_on_top = board();
    let decision = guardian_on_top.state.decision;
    let offered = legal_choices(&guardian_on_top.rules, &guardian_on_top.state);
    // Act
    put_trigger(&mut guardian_on_top, "Upkeep Herald", None, None);
    guardian_on_top.resolve_all(true);
    put_trigger(&mut herald_on_top, "Lone Guardian", None, None);
    herald_on_top.resolve_all(true);
    // Assert: P1 was asked to order exactly their two triggers; their order decided the outcome.
    assert_eq!(
        decision,
        Decision::PutTrigger {
            player: P1,
            part_two: false
        }
    );
    assert_eq!(offered.len(), 2);
    assert_eq!(guardian_on_top.life(P1), 10 + 3 + 1);
    assert_eq!(herald_on_top.life(P1), 10 + 1);
    assert_eq!(
        removed(&herald_on_top, RemovalReason::InterveningIfFalse),
        1
    );
}

/// Second part: an ability that triggers on another ability triggering goes on the stack after
/// every first-part trigger, whoever controls them.
#[test]
fn cr_603_3b_second_part_goes_on_last() {
    // Arrange
    let mut g = game_in(
        Step::Upkeep,
        vec![
            side(&["Upkeep Herald", "Trigger Echo"], &[]),
            side(&["Upkeep Herald"], &[]),
        ],
    );
    // Act
    g.resolve_all(true);
    // Assert: Trigger Echo saw only its controller's trigger, and not itself.
    let h = "Upkeep Herald".to_string();
    let e = "Trigger Echo".to_string();
    assert_eq!(
        placed(&g),
        vec![
            (h.clone(), P1, false),
            (h, P2, false),
            (e.clone(), P1, true)
        ]
    );
    assert_eq!(resolved(&g)[0], (e, P1));
    assert_eq!(g.triggered("Trigger Echo"), 1);
}

/// A modal trigger's controller picks the mode (and its target) as it goes on the stack.
#[test]
fn cr_603_3c_mode_chosen_on_placement() {
    // Arrange
    let mut g = Play::two(side(&[], &["Choice Oracle"]), side(&[], &[]));
    g.cast("Choice Oracle", None);
    g.pass_round();
    let offered = legal_choices(&g.rules, &g.state);
    // Act: the damage mode, at the opponent.
    put_trigger(&mut g, "Choice Oracle", at_player(P2), Some(1));
    g.resolve_all(true);
    // Assert: both modes were offered; the chosen one happened and the other didn't.
    let modes = |m: u8| {
        offered
            .iter()
            .any(|c| matches!(c, Choice::PutTriggerOnStack { mode: Some(x), .. } if *x == m))
    };
    assert!(modes(0) && modes(1));
    assert_eq!((g.life(P1), g.life(P2)), (20, 19));
}

/// A mode that doesn't exist, or a target for a mode that has none, can't be chosen.
#[test]
fn cr_603_3c_illegal_mode_choice_rejected() {
    // Arrange
    let mut g = Play::two(side(&[], &["Choice Oracle"]), side(&[], &[]));
    g.cast("Choice Oracle", None);
    g.pass_round();
    let trigger = g.state.waiting[0].id;
    let choice = |target: Option<Target>, mode| Choice::PutTriggerOnStack {
        trigger,
        target: target.into(),
        mode,
        occurrence: 0,
    };
    // Act + Assert
    assert!(rejected(&g, &choice(None, Some(2))));
    assert!(rejected(&g, &choice(at_player(P2), Some(0))));
    assert!(rejected(&g, &choice(None, None)));
    assert!(!rejected(&g, &choice(None, Some(0))));
}

/// A trigger needing a target when there is no legal one is removed from the stack.
#[test]
fn cr_603_3d_no_legal_target_removed() {
    // Arrange: the opponent controls no creature for Snare Warden to tap.
    let mut g = Play::two(side(&["Grizzly Bears"], &["Snare Warden"]), side(&[], &[]));
    // Act
    g.cast("Snare Warden", None);
    g.resolve_all(true);
    // Assert: it went on the stack and straight off it, never resolving.
    assert_eq!(placed(&g).len(), 1);
    assert_eq!(removed(&g, RemovalReason::NoLegalChoice), 1);
    assert!(resolved(&g).is_empty());
    assert!(
        !g.state
            .object(permanent(&g, "Grizzly Bears"))
            .unwrap()
            .tapped
    );
}

/// With a legal target the same trigger resolves.
#[test]
fn cr_603_3d_legal_target_resolves() {
    // Arrange
    let mut g = Play::two(side(&[], &["Snare Warden"]), side(&["Grizzly Bears"], &[]));
    let bears = permanent(&g, "Grizzly Bears");
    // Act
    g.cast("Snare Warden", None);
    g.resolve_all(true);
    // Assert
    assert_eq!(removed(&g, RemovalReason::NoLegalChoice), 0);
    assert_eq!(resolved(&g), vec![("Snare Warden".to_string(), P1)]);
    assert!(g.state.object(bears).unwrap().tapped);
}
