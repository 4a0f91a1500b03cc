//! The questions a resolving object asks before its effect (CR 608.2b-c): "may" and "unless"
//! (603.5, 118.12a: each player who may pay, in turn), "you may sacrifice another ... when you
//! do" (603.12) and "each player sacrifices" choices (101.4).

use super::characteristics::{effect_of, printed};
use super::hooks::perform;
use super::proposed::Proposed;

use super::{optional, Ctx};
use crate::edition::RuleRef;
use crate::journal::Happening;
use crate::mutant::Mutant;
use crate::state::Targets;
use crate::state::{Ask, Decision, ObjectId, StackObject, TriggerInstance};
use crate::vocab::{CardType, Effect};

/// CR 101.4 (mtg-2024-11-08): for "each player sacrifices", every player has chosen (false: a
/// player is asked).
pub(super) fn each_chose(
    ctx: &mut Ctx,
    effect: Option<&Effect>,
    at: (ObjectId, crate::state::PlayerId),
    answer: Option<Answer>,
) -> bool {
    let Some(Effect::EachSacrifices { who, what }) = effect else {
        return true;
    };
    let answer = match answer {
        Some(Answer::Sacrifice(o)) => o,
        _ => None,
    };
    super::sacrifice_each::choose(ctx, (*who, what), at, answer)
}

pub(super) enum Asked {
    Pending,
    Declined,
    Go(Option<ObjectId>),
}

/// CR 603.5 ("may", "unless") and CR 603.12 ("you may sacrifice ... when you do").
pub(super) fn ask(
    ctx: &mut Ctx,
    t: &TriggerInstance,
    controller: crate::state::PlayerId,
    effect: Option<&Effect>,
    answer: Option<Answer>,
) -> Asked {
    let ta = printed(ctx, t)
        // A leading "may" already answered before the Chain is not asked again (RB 383.3.a).
        .filter(|_| !super::optional::optional_before_the_chain(ctx, t));
    let question = ta
        .and_then(|ta| optional::question(ctx, ta, t, controller))
        .map(|q| super::event_owner::who_may(ctx, t, q));
    let sacrifice = matches!(effect, Some(Effect::ReflexiveSacrifice { .. }));
    if question.is_none() && answer.is_none() {
        unpaid(ctx, ta, t);
    }
    match (question, answer) {
        (Some((player, ask)), None) => {
            ctx.s.decision = Decision::Resolve { player, ask };
            return Asked::Pending;
        }
        (Some((first, ask)), Some(Answer::Decide(yes))) => {
            // The player answering is the one asked (for "unless", maybe a later opponent).
            let player = match ctx.s.decision {
                Decision::Resolve { player, .. } => player,
                _ => first,
            };
            // CR 608.2d (mtg-2024-11-08): "that player may" is answered by that player.
            let rule = if player != controller && matches!(ask, Ask::May) {
                RuleRef::ChoosingPlayer
            } else if matches!(ask, Ask::Unless { .. }) && ta.is_some_and(optional::is_ward) {
                // CR 702.21a (mtg-2024-11-08): ward's "unless that player pays" is answered by
                // the controller of the targeting spell or ability.
                RuleRef::Ward
            } else {
                RuleRef::OptionalOnResolution
            };
            ctx.log(
                rule,
                Happening::OptionChosen {
                    instance: Some(t.id),
                    player,
                    yes,
                },
            );
            let go = match ask {
                Ask::Unless { life } if yes => {
                    perform(
                        ctx,
                        // CR 119.4 (mtg-2024-11-08): the payment is paying life.
                        vec![Proposed::PayLife {
                            player,
                            amount: u16::from(life),
                            rule: RuleRef::PayLife,
                        }],
                    );
                    // Mutant: a paid "counter it unless" counters anyway (CR 118.12a ignored).
                    ctx.mutant(Mutant::WardIgnoresPayment)
                        && matches!(effect, Some(Effect::Counter(_)))
                }
                // CR 603.5 + CR 118.12a: not paid by this opponent: the next one may pay;
                // when none did, the effect happens.
                Ask::Unless { .. } => {
                    match ta.and_then(|ta| optional::next_payer(ctx, (ta, t), controller, player)) {
                        Some(next) => {
                            ctx.s.decision = Decision::Resolve { player: next, ask };
                            return Asked::Pending;
                        }
                        None => true,
                    }
                }
                _ => yes,
            };
            if !go {
                return Asked::Declined;
            }
        }
        _ => {}
    }
    if !sacrifice {
        return Asked::Go(None);
    }
    match answer {
        Some(Answer::Sacrifice(o)) => Asked::Go(o),
        _ => {
            ctx.s.decision = Decision::Resolve {
                player: controller,
                ask: Ask::SacrificeAnother,
            };
            Asked::Pending
        }
    }
}

/// An "unless" cost that nobody can pay: nobody is asked, and it is journaled, never skipped
/// unseen. CR 800.4f (mtg-2024-11-08): the player it names left the game, so the cost is not
/// paid; CR 118.12a (mtg-2024-11-08): with no player to pay, nobody "does something else", so
/// the effect happens.
fn unpaid(ctx: &mut Ctx, ta: Option<&crate::vocab::TriggeredAbility>, t: &TriggerInstance) {
    let Some(ta) = ta.filter(|ta| ta.unless_opponent_pays_life.is_some() && !ta.optional) else {
        return;
    };
    let player = optional::departed_payer(ctx, ta, t);
    let rule = match player {
        Some(_) => RuleRef::DepartedPlayerCost,
        None => RuleRef::Unless,
    };
    let h = Happening::UnlessUnpaid {
        instance: t.id,
        player,
    };
    ctx.log(rule, h);
}

/// Candidates for "you may sacrifice another [filter]": the permanents the resolving ability's
/// controller controls, other than its source, that match its filter.
pub(crate) fn sacrifice_candidates(ctx: &Ctx) -> Vec<ObjectId> {
    let Some(
        top @ StackObject::Triggered {
            instance: t, mode, ..
        },
    ) = ctx.s.stack.back()
    else {
        return Vec::new();
    };
    let controller = resolving_controller(ctx, top);
    let filter = match effect_of(ctx, t, *mode) {
        Some(Effect::ReflexiveSacrifice { sacrifice, .. }) => sacrifice.clone(),
        _ => return Vec::new(),
    };
    let creature = crate::vocab::Selector::of_type(CardType::Creature).other();
    let me = super::select::Viewer::of(&ctx.s, t.source, controller);
    ctx.s
        .battlefield()
        .filter(|(id, o)| {
            // CR 701.17a: one can sacrifice only a permanent one controls. CR 603.12: the
            // instruction names what may be sacrificed; exactly those are offered (the mutant
            // offers every other creature, whatever the filter).
            let f = if ctx.mutant(Mutant::SacrificeFilterIgnored) {
                &creature
            } else {
                &filter
            };
            o.controller == controller && super::select::matches(ctx.rules, &ctx.s, f, *id, me)
        })
        .map(|(id, _)| id)
        .collect()
}

/// A player's answer to the resolving object's question.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Answer {
    Decide(bool),
    Sacrifice(Option<ObjectId>),
    Discard(ObjectId),
    NewTargets(Targets),
}

/// CR 603.3a: the controller fixed when it triggered (the mutant re-reads the source's).
pub(crate) fn resolving_controller(ctx: &Ctx, top: &StackObject) -> crate::state::PlayerId {
    let c = top.controller();
    match top.instance() {
        Some(t) if ctx.mutant(Mutant::ControllerAtResolution) => {
            ctx.obj(t.source).map_or(c, |o| o.controller)
        }
        _ => c,
    }
}
