//! CR 603.3: putting triggered abilities on the stack the next time a player would receive
//! priority. 603.3a (controller fixed at trigger time), 603.3b (two-part APNAP process: each
//! player, in APNAP order, puts their own triggers on in any order, first those not triggered by
//! another ability triggering, then the rest), 603.3c (modes chosen on placement), 603.3d (no
//! legal choice: removed).
//!
//! Models: the order each player chooses, one trigger at a time; targets and modes on placement.
//! A placement with a single legal option is made without asking (it is not a choice).

use super::characteristics::effect_of;
use super::characteristics::printed;
use super::optional::once_each_turn_declinable;
use super::optional::optional_before_the_chain;
use super::optional::seen_when_placed;
use super::{targets, Ctx};
use crate::choice::Choice;
use crate::edition::RuleRef;
use crate::journal::{Happening, RemovalReason};
use crate::mutant::Mutant;
use crate::semantics::{MayTiming, Placement};
use crate::state::{Decision, PlayerId, StackObject, Targets, TriggerInstance};

/// Is `t` placed in the second part? CR 603.3b splits placement in two; CR 410.3 (mtg-2008-10-01) and
/// RB 383.3.d.1 place every waiting ability in one pass (the mutant splits it there too).
fn is_part_two(ctx: &Ctx, t: &TriggerInstance) -> bool {
    let two_part = match ctx.sem().placement {
        Placement::TwoPart => !ctx.mutant(Mutant::TwoPartIgnored),
        Placement::OnePass => ctx.mutant(Mutant::OnePassSplit),
    };
    t.part_two && two_part
}

/// May `t` be declined before it is on the stack? RB 383.3.a: a leading "you may" is decided
/// before the ability reaches the Chain (the mutant asks on resolution instead); never under
/// CR 603.5 (the mutant decides it when triggered).
pub(crate) fn declinable(ctx: &Ctx, t: &TriggerInstance) -> bool {
    optional_before_the_chain(ctx, t) || once_each_turn_declinable(ctx, t)
}

/// Who places next, and in which part (CR 603.3b + CR 101.4).
fn placer(ctx: &Ctx) -> Option<(PlayerId, bool)> {
    let part_two = ctx.s.waiting.iter().all(|t| is_part_two(ctx, t));
    // RB 464.2.e.1 (riftbound-1.4), RB 459.2.d.1 (riftbound-1.3): Step 1 of combat has its own order.
    let mut order = super::rb_combat::placement_order(ctx).unwrap_or_else(|| ctx.s.apnap());
    if ctx.mutant(Mutant::ApTriggersOnTop) {
        order.reverse();
    }
    order
        .into_iter()
        .find(|p| {
            ctx.s
                .waiting
                .iter()
                .any(|t| in_group(ctx, t, *p) && is_part_two(ctx, t) == part_two)
        })
        .map(|p| (p, part_two))
}

/// Does `t` belong to the triggers `p` puts on the stack? Its controller's (CR 603.3b); the
/// mutant lumps all non-active players together.
fn in_group(ctx: &Ctx, t: &TriggerInstance, p: PlayerId) -> bool {
    if ctx.mutant(Mutant::NapPlayersLumped) && p != ctx.s.active {
        return t.controller != ctx.s.active;
    }
    t.controller == p
}

/// The placement options of `player` for `part_two`, in a deterministic order.
pub(crate) fn choices(ctx: &Ctx, player: PlayerId, part_two: bool) -> Vec<Choice> {
    let mut out = Vec::new();
    for t in ctx
        .s
        .waiting
        .iter()
        .filter(|t| in_group(ctx, t, player) && is_part_two(ctx, t) == part_two)
    {
        let opts = options(ctx, t);
        // RB 383.1.b: "the Nth time" met by simultaneous occurrences: its controller picks the
        // one that serves (0 is the one it triggered for).
        // At most `nth_time::MAX_ALTERNATIVES` (255) alternatives: `nth_time::join` cuts the
        // step before another, so every occurrence number fits a u8 and none is skipped.
        let numbered = (0..=t.alternatives.len()).filter_map(|k| u8::try_from(k).ok());
        for occurrence in numbered {
            if opts.is_empty() {
                // CR 603.3d: it is still put on the stack, then removed at once.
                out.push(Choice::PutTriggerOnStack {
                    trigger: t.id,
                    target: Targets::NONE,
                    mode: None,
                    occurrence,
                });
            }
            for (mode, target) in opts.iter().copied() {
                out.push(Choice::PutTriggerOnStack {
                    trigger: t.id,
                    target,
                    mode,
                    occurrence,
                });
            }
        }
        if declinable(ctx, t) {
            out.push(Choice::DeclineTrigger { trigger: t.id });
        }
    }
    out
}

/// Legal (mode, target) pairs for an instance (CR 603.3c, 603.3d).
fn options(ctx: &Ctx, t: &TriggerInstance) -> Vec<(Option<u8>, Targets)> {
    let modes: Vec<Option<u8>> = match printed(ctx, t) {
        // In range: a scenario's card has at most 255 modes an ability (refused at load).
        Some(ta) if !ta.modes.is_empty() => (0..ta.modes.len() as u8).map(Some).collect(),
        _ => vec![None],
    };
    let mut out = Vec::new();
    for mode in modes {
        let words = effect_of(ctx, t, mode).map_or(Vec::new(), |e| e.target_words());
        // Mutant: a first mode without a legal target makes the whole ability unplayable.
        if mode == Some(0)
            && ctx.mutant(Mutant::ModalFirstModeOnly)
            && targets::options(ctx, &words, t.source, t.controller).is_empty()
        {
            return Vec::new();
        }
        for target in targets::options(ctx, &words, t.source, t.controller) {
            out.push((mode, target));
        }
    }
    out
}

/// Starts or continues placement. Returns true when a player must choose.
pub(crate) fn next_placement(ctx: &mut Ctx) -> bool {
    if ctx.mutant(Mutant::DepartedSourceTriggersDropped) {
        let s = &ctx.s;
        let keep: imbl::Vector<TriggerInstance> = s
            .waiting
            .iter()
            .filter(|t| s.objects.contains_key(&t.source))
            .cloned()
            .collect();
        ctx.s.waiting = keep;
    }
    let Some((player, part_two)) = placer(ctx) else {
        return false;
    };
    let opts = choices(ctx, player, part_two);
    if opts.len() == 1 {
        place(ctx, player, &opts[0]);
        return false;
    }
    ctx.s.decision = Decision::PutTrigger { player, part_two };
    true
}

/// Applies a placement choice of `player`.
pub(crate) fn place(ctx: &mut Ctx, player: PlayerId, choice: &Choice) {
    let (id, target, mode, occurrence) = match choice {
        Choice::PutTriggerOnStack {
            trigger,
            target,
            mode,
            occurrence,
        } => (*trigger, *target, *mode, *occurrence),
        Choice::DeclineTrigger { trigger } => return decline(ctx, player, *trigger),
        _ => unreachable!("engine routes only placement choices here"),
    };
    let pos = ctx
        .s
        .waiting
        .iter()
        .position(|t| t.id == id)
        .expect("legal choice names a waiting trigger");
    // RB 383.1.b (riftbound-1.4): the occurrence its controller picked serves as the condition.
    let t = super::nth_time::serving(ctx.s.waiting.remove(pos), occurrence);
    if printed(ctx, &t).is_some_and(|ta| ta.nth_time.is_some()) {
        // Mutant `nth-time-alternatives-trigger`: the other occurrences' instances withdrawn.
        super::nth_time::withdraw_alternatives(ctx, &t);
    }
    let target = reused_target(ctx, &t).unwrap_or(target);
    let part_two = is_part_two(ctx, &t);
    // In range: at most 4 players (`checker::validate::PLAYERS`).
    let apnap = ctx.s.apnap_position(t.controller) as u8;
    let h = Happening::PutOnStack {
        instance: id,
        origin: t.origin.clone(),
        controller: t.controller,
        placer: player,
        part_two,
        apnap,
    };
    // CR 603.3b: a second-part placement cites the second part.
    let rule = if part_two {
        RuleRef::ApnapPartTwo
    } else {
        RuleRef::ApnapPlacement
    };
    let entry = ctx.log(rule, h);
    if seen_when_placed(ctx, &t) && !part_two {
        // RB 383.3.a.2 (riftbound-1.4) / RB 383.3.f.2 (riftbound-1.3): placed, it has
        // triggered: watchers see it now.
        super::part_two::ability_triggered(ctx, entry, t.controller);
    }
    if options(ctx, &t).is_empty() {
        // CR 603.3c + CR 603.3d: no legal mode or target: removed from the stack.
        let reason = RemovalReason::NoLegalChoice;
        ctx.log(
            RuleRef::NoLegalTargets,
            Happening::RemovedFromStack {
                instance: id,
                reason,
            },
        );
    } else {
        let controller = t.controller;
        let of = crate::state::Target::Ability(t.id);
        ctx.s.stack.push_back(StackObject::Triggered {
            instance: t,
            target,
            mode,
        });
        // CR 603.3d: put on the stack with its targets, as a spell is cast (CR 601.2c).
        targets::become_targets(ctx, target, (controller, of), rule);
    }
    ctx.s.decision = Decision::Priority(ctx.s.priority_next);
}

/// Mutant `additional-target-reused`: an instance of the same ability of the same source already
/// on the stack lends its target. CR 603.2d: each instance is independent, its targets its own.
fn reused_target(ctx: &Ctx, t: &TriggerInstance) -> Option<Targets> {
    if !ctx.mutant(Mutant::AdditionalTargetReused) {
        return None;
    }
    ctx.s.stack.iter().rev().find_map(|so| match so {
        StackObject::Triggered {
            instance, target, ..
        } if instance.source == t.source && instance.origin == t.origin => Some(*target),
        _ => None,
    })
}

/// A declined optional trigger never reaches the stack (RB 383.3.a; MTG only under the mutant
/// `may-decided-at-trigger`).
fn decline(ctx: &mut Ctx, player: PlayerId, id: crate::state::InstanceId) {
    let pos = ctx
        .s
        .waiting
        .iter()
        .position(|t| t.id == id)
        .expect("legal choice names a waiting trigger");
    let t = ctx.s.waiting.remove(pos);
    if once_each_turn_declinable(ctx, &t) {
        // RB 383.3.f.2 (riftbound-1.3): left off the Chain, it has not triggered this turn.
        super::once_each_turn::left_off(ctx, &t);
    }
    let rule = match ctx.sem().may {
        // RB 383.3.f.2 (riftbound-1.3): a "once each turn" ability left off the Chain has not
        // triggered this turn (nothing is counted: it may trigger again).
        _ if once_each_turn_declinable(ctx, &t) && !optional_before_the_chain(ctx, &t) => {
            RuleRef::OnceEachTurn
        }
        // RB 383.3.a (1.3) / 383.3.a.2 (1.4): declined, it never triggered.
        MayTiming::BeforeTheChain => RuleRef::DeclineWhenTriggered,
        MayTiming::OnResolution => RuleRef::OptionalOnResolution,
    };
    ctx.log(
        rule,
        Happening::OptionChosen {
            instance: Some(id),
            player,
            yes: false,
        },
    );
    ctx.s.decision = Decision::Priority(ctx.s.priority_next);
}
