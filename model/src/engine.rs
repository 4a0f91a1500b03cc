//! The engine as a pure function: `legal_choices(rules, state)` in a deterministic order, and
//! `apply(rules, state, choice)` giving the next state and the journal of the step. Thin: it
//! routes each decision to its rule family and then runs the mandatory procedure (CR 117.5).

use crate::choice::Choice;
use crate::journal::Journal;
use crate::rules::resolve;
use crate::rules::resolve_ask::Answer;
use crate::rules::{combat, priority, put_on_stack, rb_combat, resolve_ask, sba, turn, Ctx};
use crate::ruleset::Ruleset;
use crate::state::{Ask, Decision, GameState};
use std::fmt;

/// The engine's limits, past which a step is cut ([`Decision::Halted`]), never ended by a rule.
pub use crate::rules::{MAX_INSTANCES, MAX_ROUNDS};

/// A choice that is not legal in the state it was applied to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game is over; nobody decides anything.
    GameOver,
    /// The state is [`Decision::Halted`]: an engine limit was passed; nothing continues it.
    Halted,
    /// The choice is not among `legal_choices`.
    IllegalChoice { choice: Choice, decision: Decision },
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => write!(f, "the game is over"),
            RuleError::Halted => write!(
                f,
                "the engine stopped here: a limit was passed (at most {} trigger instances at \
                 once, counts within their types)",
                MAX_INSTANCES
            ),
            RuleError::IllegalChoice { choice, decision } => {
                write!(
                    f,
                    "choice `{choice}` is not legal when the decision is {decision:?}"
                )
            }
        }
    }
}

impl std::error::Error for RuleError {}

/// Every legal choice of the deciding player, in a deterministic order.
pub fn legal_choices(rules: &Ruleset, s: &GameState) -> Vec<Choice> {
    let ctx = Ctx::new(rules, s);
    match s.decision {
        Decision::Priority(p) => priority::choices(&ctx, p),
        Decision::PutTrigger { player, part_two } => put_on_stack::choices(&ctx, player, part_two),
        Decision::Resolve {
            ask: Ask::SacrificeAnother,
            ..
        } => {
            let mut out = vec![Choice::Sacrifice(None)];
            out.extend(
                resolve_ask::sacrifice_candidates(&ctx)
                    .into_iter()
                    .map(|o| Choice::Sacrifice(Some(o))),
            );
            out
        }
        Decision::Resolve {
            ask: Ask::SacrificeEach,
            player,
        } => crate::rules::sacrifice_each::choices(&ctx, player)
            .into_iter()
            .map(|o| Choice::Sacrifice(Some(o)))
            .collect(),
        Decision::Resolve {
            ask: Ask::Discard { .. },
            player,
        } => crate::rules::discard::choices(&ctx, player)
            .into_iter()
            .map(Choice::Discard)
            .collect(),
        Decision::Resolve {
            ask: Ask::NewTargets,
            ..
        } => crate::rules::copy_targets::choices(&ctx)
            .into_iter()
            .map(Choice::NewTargets)
            .collect(),
        Decision::Resolve { .. } => vec![Choice::Decide(false), Choice::Decide(true)],
        Decision::KeepLegend { .. } => sba::legend_choices(&ctx)
            .into_iter()
            .map(Choice::KeepLegend)
            .collect(),
        Decision::DeclareAttackers(p) => combat::attack_choices(&ctx, p),
        Decision::DeclareBlockers(p) => combat::block_choices(&ctx, p),
        Decision::AssignCombatDamage(p) if rules.edition.has_combat() => {
            crate::rules::combat_damage::choices(&ctx, p)
        }
        Decision::AssignCombatDamage(p) => rb_combat::assignment_choices(&ctx, p),
        Decision::PayMana(p) => crate::rules::paying::choices(&ctx, p),
        Decision::GameOver(_) | Decision::Halted(_) => Vec::new(),
    }
}

/// Applies `choice` and runs the mandatory procedure until someone must decide again.
pub fn apply(
    rules: &Ruleset,
    s: &GameState,
    choice: &Choice,
) -> Result<(GameState, Journal), RuleError> {
    if s.is_over() {
        return Err(RuleError::GameOver);
    }
    if s.is_halted() {
        return Err(RuleError::Halted);
    }
    if !legal_choices(rules, s).contains(choice) {
        return Err(RuleError::IllegalChoice {
            choice: choice.clone(),
            decision: s.decision,
        });
    }
    Ok(step(rules, s, choice))
}

/// [`apply`] for a choice the caller took from `legal_choices(rules, s)`, as a model checker
/// expanding a state does: the same result without computing the legal choices a second time
/// (that check alone was about 7% of exploring the standard preset). Debug builds still check.
pub fn apply_legal(
    rules: &Ruleset,
    s: &GameState,
    choice: &Choice,
) -> Result<(GameState, Journal), RuleError> {
    if s.is_over() {
        return Err(RuleError::GameOver);
    }
    if s.is_halted() {
        return Err(RuleError::Halted);
    }
    debug_assert!(
        legal_choices(rules, s).contains(choice),
        "apply_legal: `{choice}` is not legal in this state"
    );
    Ok(step(rules, s, choice))
}

/// Applies a legal choice and runs the mandatory procedure.
fn step(rules: &Ruleset, s: &GameState, choice: &Choice) -> (GameState, Journal) {
    let mut ctx = Ctx::new(rules, s);
    match (s.decision, choice) {
        (Decision::Priority(p), c) => priority::apply(&mut ctx, p, c),
        (Decision::PayMana(p), c) => priority::apply_paying(&mut ctx, p, c),
        (Decision::PutTrigger { player, .. }, c) => put_on_stack::place(&mut ctx, player, c),
        (Decision::Resolve { .. }, Choice::Decide(yes)) => {
            resolve::resolve_top(&mut ctx, Some(Answer::Decide(*yes)))
        }
        (Decision::Resolve { .. }, Choice::Sacrifice(o)) => {
            resolve::resolve_top(&mut ctx, Some(Answer::Sacrifice(*o)))
        }
        (Decision::Resolve { .. }, Choice::Discard(o)) => {
            resolve::resolve_top(&mut ctx, Some(Answer::Discard(*o)))
        }
        (Decision::Resolve { .. }, Choice::NewTargets(t)) => {
            resolve::resolve_top(&mut ctx, Some(Answer::NewTargets(*t)))
        }
        (Decision::KeepLegend { .. }, Choice::KeepLegend(o)) => sba::keep_legend(&mut ctx, *o),
        (Decision::DeclareAttackers(_), Choice::DeclareAttackers(a)) => {
            combat::declare_attackers(&mut ctx, a)
        }
        (Decision::DeclareBlockers(p), Choice::DeclareBlockers(b)) => {
            combat::declare_blockers(&mut ctx, p, b)
        }
        (Decision::AssignCombatDamage(p), Choice::AssignCombatDamage(d))
            if rules.edition.has_combat() =>
        {
            crate::rules::combat_damage::assign(&mut ctx, p, d)
        }
        (Decision::AssignCombatDamage(p), Choice::AssignCombatDamage(d)) => {
            rb_combat::assign(&mut ctx, p, d)
        }
        _ => unreachable!("legal choices match their decision"),
    }
    ctx.settle();
    (ctx.s, ctx.j)
}

/// Begins play on a board: the board's step begins (its "at the beginning of" triggers trigger,
/// CR 603.2b), then the mandatory procedure runs.
pub fn start(rules: &Ruleset, s: &GameState) -> (GameState, Journal) {
    let mut ctx = Ctx::new(rules, s);
    let step = s.step;
    // CR 613.7d (mtg-2024-11-08): the board's permanents have been there since before play.
    crate::rules::timestamps::stamp_board(&mut ctx);
    turn::begin_step(&mut ctx, step);
    ctx.settle();
    (ctx.s, ctx.j)
}
