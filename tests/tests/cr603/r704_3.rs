//! CR 704.3 with CR 117.5: before a player receives priority, state-based actions are performed,
//! then waiting triggers go on the stack, repeated until neither happens.

use super::*;
use triggerproof_model::{Mutant, RuleRef};

/// The rules of the entries of the game's last journal, in order, keeping only `keep`.
fn last_step_rules(g: &Play, keep: &[RuleRef]) -> Vec<RuleRef> {
    let j = g.journals.last().expect("a step was taken");
    j.entries
        .iter()
        .map(|e| e.rule)
        .filter(|r| keep.contains(r))
        .collect()
}

/// Shock resolves; the Scholar dies to the state-based action; its trigger goes on the stack;
/// only then does a player receive priority.
#[test]
fn cr_704_3_state_based_actions_then_triggers_then_priority() {
    // Arrange
    let mut g = Play::two(side(&[], &["Shock"]), side(&["Doomed Scholar"], &[]));
    let scholar = permanent(&g, "Doomed Scholar");
    g.cast("Shock", at(scholar));
    // Act
    g.pass_round();
    // Assert
    let keep = [
        RuleRef::DamageDealt,
        RuleRef::SbaLethalDamage,
        RuleRef::LookBack,
        RuleRef::ApnapPlacement,
        RuleRef::BeforePriority,
    ];
    assert_eq!(last_step_rules(&g, &keep), keep.to_vec());
    assert!(g.state.waiting.is_empty());
    assert_eq!(g.state.stack.len(), 1);
}

/// Repeated: the token dies, then ceases to exist (a second round of state-based actions), and
/// only then does the state trigger (triggered as the token died) go on the stack, before priority.
#[test]
fn cr_704_3_repeats_until_nothing_happens() {
    // Arrange: Desperate Muster's Soldier token, Shocked.
    let mut g = Play::two(side(&["Desperate Muster"], &[]), side(&[], &["Shock"]));
    g.resolve_all(true);
    let token = permanent(&g, "Soldier Token");
    g.choose(Choice::PassPriority);
    g.cast("Shock", at(token));
    // Act
    g.pass_round();
    // Assert
    let keep = [
        RuleRef::SbaLethalDamage,
        RuleRef::SbaToken,
        RuleRef::ApnapPlacement,
        RuleRef::BeforePriority,
    ];
    assert_eq!(last_step_rules(&g, &keep), keep.to_vec());
}

/// The rule has teeth: an engine that gives priority with triggers still waiting is told apart.
#[test]
fn cr_704_3_no_priority_while_triggers_wait() {
    // Arrange
    let board = || Board::two(side(&[], &["Shock"]), side(&["Doomed Scholar"], &[]));
    let mut right = Play::new(board());
    let mut wrong = Play::with(board(), Some(Mutant::PriorityWithWaitingTriggers));
    // Act
    for g in [&mut right, &mut wrong] {
        let scholar = permanent(g, "Doomed Scholar");
        g.cast("Shock", at(scholar));
        g.pass_round();
    }
    // Assert
    assert!(matches!(right.state.decision, Decision::Priority(_)));
    assert!(right.state.waiting.is_empty());
    assert!(matches!(wrong.state.decision, Decision::Priority(_)));
    assert_eq!(wrong.state.waiting.len(), 1);
}
