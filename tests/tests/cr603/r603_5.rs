//! CR 603.5: "may" and "unless" abilities go on the stack regardless; the choice comes on resolution.

use super::*;

/// Curious Scholar's "you may draw" with the answer `yes`.
fn curious_scholar(yes: bool) -> Play {
    let mut g = Play::two(side(&[], &["Curious Scholar"]), side(&[], &[]));
    g.cast("Curious Scholar", None);
    g.pass_round();
    g.pass_round();
    assert_eq!(
        g.state.decision,
        Decision::Resolve {
            player: P1,
            ask: triggerproof_model::state::Ask::May
        },
        "the question comes as the ability resolves"
    );
    g.choose(Choice::Decide(yes));
    g.resolve_all(yes);
    g
}

/// "You may draw": on the stack either way; "yes" on resolution draws.
#[test]
fn cr_603_5_may_yes_on_resolution() {
    // Arrange + Act
    let g = curious_scholar(true);
    // Assert: placed once, finished resolving once (the question is part of that resolution).
    assert_eq!(placed(&g).len(), 1);
    assert_eq!(
        count(&g, |h| matches!(
            h,
            Happening::Resolved { instance: Some(_) }
        )),
        1
    );
    assert!(g.saw_event(|e| *e == Event::Drew(P1)));
    assert_eq!(g.state.hand_size(P1), 1);
}

/// "You may draw" answered "no": it was still put on the stack, and does nothing.
#[test]
fn cr_603_5_may_no_on_resolution() {
    // Arrange + Act
    let g = curious_scholar(false);
    // Assert
    assert_eq!(placed(&g).len(), 1);
    assert_eq!(
        count(&g, |h| matches!(
            h,
            Happening::OptionChosen { yes: false, .. }
        )),
        1
    );
    assert_eq!(g.state.hand_size(P1), 0);
}

/// Tax Collector's "draw unless an opponent pays 1 life", answered by that opponent.
fn tax_collector(opponent_pays: bool) -> Play {
    let mut g = Play::two(side(&[], &["Tax Collector"]), side(&[], &[]));
    g.cast("Tax Collector", None);
    g.pass_round();
    g.pass_round();
    assert!(matches!(
        g.state.decision,
        Decision::Resolve { player: P2, .. }
    ));
    g.choose(Choice::Decide(opponent_pays));
    g.resolve_all(true);
    g
}

/// "Unless" paid on resolution: the opponent loses 1 life and the controller draws nothing.
#[test]
fn cr_603_5_unless_paid() {
    // Arrange + Act
    let g = tax_collector(true);
    // Assert
    assert_eq!(placed(&g).len(), 1);
    assert_eq!(
        count(&g, |h| matches!(
            h,
            Happening::Resolved { instance: Some(_) }
        )),
        1
    );
    assert_eq!(g.life(P2), 19);
    assert_eq!(g.state.hand_size(P1), 0);
}

/// "Unless" not paid: the controller draws.
#[test]
fn cr_603_5_unless_not_paid() {
    // Arrange + Act
    let g = tax_collector(false);
    // Assert
    assert_eq!(g.life(P2), 20);
    assert_eq!(g.state.hand_size(P1), 1);
}
