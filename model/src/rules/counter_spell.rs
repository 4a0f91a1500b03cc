//! "Counter target spell" and "when this spell is countered" (CR 701.5a, 603.10e
//! (mtg-2024-11-08); CR 701.6a (mtg-2026-01-16); CR 501.3a (mtg-2008-10-01); RB 425.1.a
//! (riftbound-1.4)).
//!
//! Models: a spell on the stack as a target (`TargetSpec::Ability { kind: Spell, .. }`, never
//! the spell or ability itself, CR 115.5 (mtg-2024-11-08)); a countered spell goes to its
//! owner's graveyard and never resolves; the counter is one event with that zone change,
//! `Event::SpellCountered`, which "when [selector] spell is countered" abilities see. In 2024
//! and 2026 such an ability of the spell itself looks back (CR 603.10e (mtg-2024-11-08)) and
//! triggers from the graveyard; without that rule (2008, Riftbound) the card's abilities are
//! judged where it is after the event, its graveyard, where a spell's abilities don't function.
//! Does not model: "becomes the target" of a spell (only permanents become targets here),
//! "can't be countered", putting the countered spell anywhere but its owner's graveyard.

use super::select::{self, Viewer};
use super::trigger_knowledge::Views;
use super::Ctx;
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{ObjectId, PlayerId, StackObject, Target, Zone};
use crate::vocab::{Selector, TriggerCondition, TriggerEvent, TriggeredAbility};

/// Is object `o` a legal "target spell [matching `of`]" for a spell or ability of `source`
/// controlled by `controller`: a spell on the stack (CR 112.1 (mtg-2024-11-08)) that is not
/// the targeting spell itself?
pub(crate) fn spell_legal(
    ctx: &Ctx,
    of: &Selector,
    o: ObjectId,
    (source, controller): (ObjectId, PlayerId),
) -> bool {
    // CR 115.5 (mtg-2024-11-08): a spell or ability on the stack is no legal target for itself.
    if o == source {
        return false;
    }
    let on_stack = ctx
        .s
        .stack
        .iter()
        .any(|so| matches!(so, StackObject::Spell { object, .. } if *object == o));
    let me = Viewer::of(&ctx.s, source, controller);
    on_stack && select::matches(ctx.rules, &ctx.s, of, o, me)
}

/// The spells on the stack, as targets, bottom first.
pub(crate) fn spells<'a>(ctx: &'a Ctx) -> impl Iterator<Item = Target> + 'a {
    ctx.s.stack.iter().filter_map(|so| match so {
        StackObject::Spell { object, .. } => Some(Target::Object(*object)),
        _ => None,
    })
}

/// CR 701.5a (mtg-2024-11-08): the countered spell `o` (already removed from the stack list)
/// is put into its owner's graveyard, one event with its countering. The mutant lets a
/// permanent spell enter the battlefield instead, as if it had resolved.
pub(crate) fn to_graveyard(ctx: &mut Ctx, o: ObjectId, controller: PlayerId) {
    if ctx.obj(o).is_none_or(|x| x.zone != Zone::Stack) {
        return;
    }
    let permanent = ctx.obj(o).is_some_and(|x| ctx.card(x.card).is_permanent());
    let p = if permanent && ctx.mutant(Mutant::CounteredSpellEnters) {
        super::proposed::Proposed::enter(o, controller)
    } else {
        super::proposed::Proposed::to_graveyard(o, RuleRef::Counter)
    };
    super::hooks::perform(ctx, vec![p]);
}

/// The event that goes with a countered spell's move to the graveyard (`rule` is the move's
/// rule): `Event::SpellCountered`, journaled in the same batch (CR 701.5a (mtg-2024-11-08)).
pub(crate) fn countered_event(rule: RuleRef, ev: &Event) -> Option<Event> {
    match ev {
        Event::ZoneChange {
            old,
            card,
            from: Some(Zone::Stack),
            to: Zone::Graveyard,
            controller,
            ..
        } if rule == RuleRef::Counter => Some(Event::SpellCountered {
            spell: *old,
            card: *card,
            controller: *controller,
        }),
        _ => None,
    }
}

/// The trigger-family matcher: "when [selector] spell is countered", the spell judged as it
/// last existed on the stack (CR 113.7a (mtg-2024-11-08)).
pub(crate) fn matches(ctx: &Ctx, v: &Views, te: &TriggerEvent, ev: &Event, me: Viewer) -> bool {
    match (te, ev) {
        (TriggerEvent::SpellCountered(sel), Event::SpellCountered { spell, .. }) => {
            select::matches(ctx.rules, v.before, sel, *spell, me)
        }
        _ => false,
    }
}

/// Is `ta` a "when [selector] spell is countered" ability?
pub(crate) fn watches_counter(ta: &TriggeredAbility) -> bool {
    matches!(
        ta.when,
        TriggerCondition::Event(TriggerEvent::SpellCountered(_))
    )
}

/// CR 603.10e (mtg-2024-11-08): does this edition look back for abilities that trigger when a
/// spell is countered? (2008 and Riftbound have no such rule.)
pub(crate) fn looks_back(ctx: &Ctx) -> bool {
    ctx.rules
        .edition
        .number(RuleRef::CounteredLooksBack)
        .is_some()
        && !ctx.mutant(Mutant::NoLookBack)
        && !ctx.mutant(Mutant::CounteredNotLookedBack)
}

/// Was the journal entry `cause` a spell being countered (for the rule a look-back instance
/// cites)?
pub(crate) fn caused_by_counter(ctx: &Ctx, cause: Option<u16>) -> bool {
    cause
        .and_then(|i| ctx.j.entries.get(i as usize))
        .is_some_and(|e| matches!(e.what, Happening::Event(Event::SpellCountered { .. })))
}
