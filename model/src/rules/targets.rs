//! Targets (CR 115, 601.2c, 608.2b): which targets a spell or ability may choose, and whether a
//! chosen target is still legal as it resolves; abilities on the stack as targets
//! ([`ability_legal`], CR 115.1).
//!
//! Models: any number of "target" words per spell or ability, each asking for one target or for
//! (up to) N different ones, chosen word by word (CR 115.3 (mtg-2024-11-08)); each targeted
//! permanent "becomes the target" (CR 603.2c). At most `MAX_TARGETS` targets in all.

use super::select::{self, who_matches, Viewer};
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::state::InstanceId;
use crate::state::StackObject;
use crate::state::{ObjectId, PlayerId, Target, Targets, MAX_TARGETS};
use crate::vocab::effect::{AbilityKind, TargetSpec};
use crate::vocab::{CardType, Selector};

/// Is `t` a legal target for `spec`, for a spell or ability of `source` controlled by
/// `controller`?
pub(crate) fn legal(
    ctx: &Ctx,
    spec: &TargetSpec,
    t: Target,
    source: ObjectId,
    controller: PlayerId,
) -> bool {
    let me = Viewer::of(&ctx.s, source, controller);
    match (spec.each(), t) {
        (TargetSpec::AnyTarget, Target::Player(p)) | (TargetSpec::Player(_), Target::Player(p))
            if ctx.s.player(p).lost =>
        {
            false
        }
        (TargetSpec::AnyTarget, Target::Player(_)) => true,
        (TargetSpec::AnyTarget, Target::Object(o)) => {
            on_battlefield_matching(ctx, &Selector::of_type(CardType::Creature), o, me)
                && !protected(ctx, o, source)
        }
        // CR 115.1: a target in another zone is a card there ("target card in a graveyard"):
        // the selector's zone, the battlefield by default; never a hidden or face-down card.
        (TargetSpec::Permanent(f), Target::Object(o)) => {
            in_zone_matching(ctx, f, o, me) && !protected(ctx, o, source)
        }
        (TargetSpec::Player(w), Target::Player(p)) => who_matches(*w, p, controller),
        // CR 115.1 + CR 701.5a (mtg-2024-11-08): an ability on the stack, of the kind and source asked.
        // CR 115.1 (mtg-2024-11-08): "target spell", a spell on the stack.
        (
            TargetSpec::Ability {
                kind: AbilityKind::Spell,
                source: of,
            },
            Target::Object(o),
        ) => super::counter_spell::spell_legal(ctx, of, o, (source, controller)),
        (TargetSpec::Ability { kind, source: of }, Target::Ability(id)) => {
            ability_legal(ctx, (*kind, of), id, (source, controller))
        }
        _ => false,
    }
}

/// CR 702.16b (mtg-2024-11-08), CR 502.7b (mtg-2008-10-01): a permanent with protection can't be
/// the target of a spell with the quality, or of an ability from a source with it; checked again
/// on resolution (CR 608.2b), so a target that gained protection is illegal then.
fn protected(ctx: &Ctx, o: ObjectId, source: ObjectId) -> bool {
    ctx.obj(o)
        .is_some_and(|x| x.zone == crate::state::Zone::Battlefield)
        && super::protection::stops(ctx, o, source)
}

fn in_zone_matching(ctx: &Ctx, f: &Selector, o: ObjectId, me: Viewer) -> bool {
    let zone = f.zone.unwrap_or(crate::state::Zone::Battlefield);
    ctx.obj(o).is_some_and(|x| {
        x.zone == zone
            && !zone.is_hidden()
            && (zone == crate::state::Zone::Battlefield || !x.face_down)
    }) && select::matches(ctx.rules, &ctx.s, f, o, me)
}

fn on_stack(ctx: &Ctx, o: ObjectId) -> bool {
    ctx.obj(o)
        .is_some_and(|x| x.zone == crate::state::Zone::Stack)
}

fn on_battlefield_matching(ctx: &Ctx, f: &Selector, o: ObjectId, me: Viewer) -> bool {
    ctx.obj(o)
        .is_some_and(|x| x.zone == crate::state::Zone::Battlefield)
        && select::matches(ctx.rules, &ctx.s, f, o, me)
}

/// Every legal choice of targets for the words `words` (one spec per word "target"), word by
/// word: CR 115.3 (mtg-2024-11-08) + CR 409.1c (mtg-2008-10-01): the same object may be chosen
/// once for each word, never twice for one. No word gives the single option "no target"; a
/// word without a legal choice gives no option.
pub(crate) fn options(
    ctx: &Ctx,
    words: &[&TargetSpec],
    source: ObjectId,
    controller: PlayerId,
) -> Vec<Targets> {
    let mut out = vec![Targets::NONE];
    for (w, spec) in words.iter().enumerate() {
        let mut next = Vec::new();
        for one in word_options(ctx, spec, source, controller) {
            for sofar in &out {
                // In range: w < the words a card names, at most MAX_TARGETS (checked at load).
                let both = sofar.words().chain(one.iter().map(|t| (w as u8, t)));
                let all: Vec<(u8, Target)> = both.collect();
                // SIMPLIFICATION: at most MAX_TARGETS targets in all (checked on scenario files).
                if all.len() <= MAX_TARGETS {
                    next.push(Targets::of_words(all));
                }
            }
        }
        out = next;
    }
    out
}

/// Every legal choice of targets for one word "target" (players first, then objects by id;
/// more targets first).
fn word_options(
    ctx: &Ctx,
    spec: &TargetSpec,
    source: ObjectId,
    controller: PlayerId,
) -> Vec<Targets> {
    let players = ctx.s.player_ids().map(Target::Player);
    // Every object, in id order: a target's zone is its selector's (CR 115.1).
    let objects = ctx
        .s
        .objects
        .keys()
        .filter(|id| !on_stack(ctx, **id))
        .map(|id| Target::Object(*id));
    let abilities = abilities(ctx);
    let spells = super::counter_spell::spells(ctx);
    let each: Vec<Target> = players
        .chain(objects)
        .chain(abilities)
        .chain(spells)
        .filter(|t| legal(ctx, spec, *t, source, controller))
        .collect();
    let (fewest, most) = spec.count();
    let most = (most as usize).min(MAX_TARGETS);
    let mut out = Vec::new();
    // CR 115.3: the same object or player is not chosen twice for one "target" word (the
    // mutant lets one word choose it again).
    let again = ctx.mutant(Mutant::TargetTwiceForOneWord);
    for n in (fewest as usize..=most).rev() {
        subsets(&each, n, (&mut Vec::new(), 0, again), &mut out);
    }
    out
}

/// CR 601.2c + CR 603.2c: as a spell or ability is put on the stack with its targets, each
/// targeted permanent becomes the target of it, one occurrence each (the mutant: only the
/// first).
/// `of` is the spell or ability that targets them.
pub(crate) fn become_targets(
    ctx: &mut Ctx,
    chosen: Targets,
    (by, of): (PlayerId, Target),
    rule: RuleRef,
) {
    let mut events: Vec<Event> = chosen
        .iter()
        .filter_map(|t| match t {
            // A targeted spell on the stack: spells do not "become the target" in this model.
            Target::Object(object) if on_stack(ctx, object) => None,
            Target::Object(object) => Some(Event::BecameTarget {
                object,
                by,
                of: Some(of),
            }),
            Target::Player(_) | Target::Ability(_) => None,
        })
        .collect();
    // CR 603.2c (mtg-2024-11-08): once per targeted object, even one chosen for two words.
    let mut seen = Vec::new();
    events.retain(|e| {
        let fresh = !seen.contains(e);
        seen.push(e.clone());
        fresh
    });
    if ctx.mutant(Mutant::BecomesTargetOncePerSpell) {
        events.truncate(1);
    }
    if !events.is_empty() {
        super::hooks::perform_plain(ctx, events, rule);
    }
}

/// Every set of `n` different targets from `each`, in order (with `again`, repeats allowed).
fn subsets(
    each: &[Target],
    n: usize,
    (cur, from, again): (&mut Vec<Target>, usize, bool),
    out: &mut Vec<Targets>,
) {
    if cur.len() == n {
        out.push(Targets::of(cur.iter().copied()));
        return;
    }
    for i in from..each.len() {
        cur.push(each[i]);
        let next = if again { i } else { i + 1 };
        subsets(each, n, (&mut *cur, next, again), out);
        cur.pop();
    }
}

/// The chosen targets that are still legal, and whether any was chosen but none is (CR 608.2b):
/// each against its own word's description, CR 608.2b (mtg-2024-11-08) +
/// CR 413.2a (mtg-2008-10-01) ("all its targets, for every instance of the word target").
pub(crate) fn recheck(
    ctx: &Ctx,
    words: &[&TargetSpec],
    chosen: Targets,
    source: ObjectId,
    controller: PlayerId,
) -> (Targets, bool) {
    if words.is_empty() {
        return (chosen, false);
    }
    let legal_ones = Targets::of_words(chosen.words().filter(|(w, t)| {
        let spec = words.get(*w as usize).unwrap_or(&words[0]);
        legal(ctx, spec, *t, source, controller)
    }));
    (legal_ones, !chosen.is_empty() && legal_ones.is_empty())
}

/// Is ability `id` on the stack a legal "target [kind] ability [of source]" for a spell or
/// ability of `source` controlled by `controller` (CR 115.1)?
pub(crate) fn ability_legal(
    ctx: &Ctx,
    (kind, of): (AbilityKind, &Selector),
    id: InstanceId,
    (source, controller): (ObjectId, PlayerId),
) -> bool {
    let Some(so) = ctx.s.stack.iter().find(|so| so.ability_id() == Some(id)) else {
        return false;
    };
    let kind_ok = matches!(
        (kind, so),
        (AbilityKind::Any, _)
            | (AbilityKind::Triggered, StackObject::Triggered { .. })
            | (AbilityKind::Activated, StackObject::Activated { .. })
    );
    let its_source = match so {
        StackObject::Triggered { instance, .. } => instance.source,
        StackObject::Activated { source, .. } => *source,
        _ => return false,
    };
    let me = Viewer::of(&ctx.s, source, controller);
    // The source as it is now, wherever it is; one that ceased to exist matches only "any".
    let source_ok = match ctx.obj(its_source) {
        Some(_) => select::matches(ctx.rules, &ctx.s, of, its_source, me),
        None => *of == Selector::default(),
    };
    kind_ok && source_ok
}

/// The abilities on the stack, as targets, bottom first.
pub(crate) fn abilities<'a>(ctx: &'a Ctx) -> impl Iterator<Item = Target> + 'a {
    ctx.s
        .stack
        .iter()
        .filter_map(StackObject::ability_id)
        .map(Target::Ability)
}
