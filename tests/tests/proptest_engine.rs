//! Property-based tests of the engine's contract, over random small boards from the built-in
//! pool and random sequences of legal choices: it never panics; `apply` accepts exactly the
//! choices `legal_choices` offers; no player holds priority while triggers wait (CR 117.5,
//! 603.3); every step is deterministic and journals something.

use proptest::prelude::*;
use std::sync::Arc;
use triggerproof_model::board::{Board, Side};
use triggerproof_model::cards::{builtin, CardPool, LIBRARY_CARD};
use triggerproof_model::state::{Decision, InstanceId, ObjectId, Step};
use triggerproof_model::{apply, legal_choices, start, Choice, Edition, GameState, Ruleset};

/// The most choices one case plays.
const MAX_CHOICES: usize = 60;

fn rules() -> Ruleset {
    Ruleset::new(Edition::Mtg20241108, Arc::new(builtin()), None)
}

/// Names of the pool's cards, but the unnamed library card: (permanents, hand cards).
fn names(pool: &CardPool) -> (Vec<String>, Vec<String>) {
    let cards: Vec<_> = pool
        .iter()
        .filter(|(_, c)| c.name != LIBRARY_CARD)
        .collect();
    let permanents = cards
        .iter()
        .filter(|(_, c)| c.is_permanent())
        .map(|(_, c)| c.name.clone())
        .collect();
    let hand = cards
        .iter()
        .filter(|(_, c)| !c.token)
        .map(|(_, c)| c.name.clone())
        .collect();
    (permanents, hand)
}

fn side_strategy(permanents: Vec<String>, hand: Vec<String>) -> impl Strategy<Value = Side> {
    (
        prop::collection::vec(prop::sample::select(permanents), 0..=3),
        prop::collection::vec(prop::sample::select(hand), 0..=2),
        1i16..=20,
        0u8..=3,
    )
        .prop_map(|(battlefield, hand, life, library)| Side {
            battlefield,
            at_battlefield: Vec::new(),
            hand,
            life,
            library,
            ..Default::default()
        })
}

/// Boards of 2-3 players, any active player, starting in any step.
fn board_strategy() -> impl Strategy<Value = Board> {
    let (permanents, hand) = names(&builtin());
    let steps = vec![
        Step::Untap,
        Step::Upkeep,
        Step::Draw,
        Step::Main,
        Step::BeginningOfCombat,
        Step::DeclareAttackers,
        Step::End,
        Step::Cleanup,
    ];
    (2usize..=3)
        .prop_flat_map(move |n| {
            (
                prop::collection::vec(side_strategy(permanents.clone(), hand.clone()), n),
                0..n as u8,
                prop::sample::select(steps.clone()),
                any::<bool>(),
            )
        })
        .prop_map(|(players, active, step, combat)| Board {
            players,
            active,
            step,
            combat,
        })
}

/// A choice that is not legal in `s`: the first of a few that can't all be legal at once.
fn illegal_choice(rules: &Ruleset, s: &GameState) -> Choice {
    let legal = legal_choices(rules, s);
    [
        Choice::PassPriority,
        Choice::Decide(true),
        Choice::Sacrifice(Some(ObjectId(u16::MAX))),
        Choice::PutTriggerOnStack {
            trigger: InstanceId(u8::MAX),
            target: Default::default(),
            mode: None,
            occurrence: 0,
        },
    ]
    .into_iter()
    .find(|c| !legal.contains(c))
    .expect("these choices are never all legal")
}

/// Checks one state and the step from it; returns the next state, or `None` at game over.
fn check_step(
    rules: &Ruleset,
    s: &GameState,
    selector: usize,
) -> Result<Option<GameState>, TestCaseError> {
    let legal = legal_choices(rules, s);
    if let Decision::Priority(_) = s.decision {
        // CR 117.5 + CR 603.3: triggers go on the stack before anyone receives priority.
        prop_assert!(
            s.waiting.is_empty(),
            "priority with waiting triggers: {:?}",
            s.waiting
        );
    }
    prop_assert!(apply(rules, s, &illegal_choice(rules, s)).is_err());
    if s.is_over() {
        prop_assert!(legal.is_empty());
        prop_assert!(apply(rules, s, &Choice::PassPriority).is_err());
        return Ok(None);
    }
    prop_assert!(!legal.is_empty(), "no legal choice at {:?}", s.decision);
    let choice = &legal[selector % legal.len()];
    let (next, journal) = apply(rules, s, choice).expect("a legal choice applies");
    let again = apply(rules, s, choice).expect("a legal choice applies");
    prop_assert_eq!(
        &again,
        &(next.clone(), journal.clone()),
        "apply is deterministic"
    );
    prop_assert!(!journal.entries.is_empty(), "{choice} journaled nothing");
    Ok(Some(next))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    /// Random boards, random legal choices: the engine keeps its contract at every step.
    #[test]
    fn engine_keeps_its_contract(
        board in board_strategy(),
        selectors in prop::collection::vec(any::<usize>(), 0..=MAX_CHOICES),
    ) {
        let rules = rules();
        let s0 = board.to_state(&rules.pool).expect("names come from the pool");
        let (mut s, j) = start(&rules, &s0);
        prop_assert!(!j.entries.is_empty());
        prop_assert_eq!(start(&rules, &s0), (s.clone(), j), "start is deterministic");
        for sel in selectors {
            match check_step(&rules, &s, sel)? {
                Some(next) => s = next,
                None => break,
            }
        }
    }
}
