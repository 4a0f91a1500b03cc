//! CR 603.2 + 603.3: an ability triggers. A trigger about to come into being ([`NewInstance`])
//! meets the conditions on triggering, 603.2g (hidden), 603.4 (intervening if at trigger time),
//! 603.2i (once each turn), and waits for the stack as an instance whose controller is fixed
//! now (603.3a), journaled with the rule it triggered by (603.2d additional, 603.8 state, 603.7
//! delayed, 603.10a look-back). Whether an event matches is `trigger_families::matches`; which
//! abilities are checked against a batch of events is `trigger_detect`.

use super::{characteristics, intervening_if, mana, once_each_turn, triggers_once, Ctx};
use crate::edition::RuleRef;
use crate::journal::{Event, Happening, NotTriggeredReason};
use crate::mutant::Mutant;
use crate::state::{AbilityOrigin, InstanceId, ObjectId, PlayerId, TriggerInstance, Zone};
use crate::vocab::trigger::FunctionsFrom;
use crate::vocab::{CardId, TriggeredAbility};
use imbl::Vector;

/// A trigger about to come into being.
pub(crate) struct NewInstance {
    pub origin: AbilityOrigin,
    pub source: ObjectId,
    pub source_card: CardId,
    pub controller: PlayerId,
    pub cause: Option<u16>,
    pub look_back: bool,
    pub additional: bool,
    pub state_trigger: bool,
    pub part_two: bool,
    /// A Conquer/Hold effect triggering although the point was replaced (RB 383.4.c.2.c).
    pub despite_replacement: Option<crate::vocab::ScoreKind>,
    pub refers: Vector<ObjectId>,
    pub x: u16,
    /// The source as it last existed on the battlefield, if it has already left.
    pub source_lki: Option<Box<crate::state::GameObject>>,
    /// "That creature" as it last existed on the battlefield, when the event that triggered
    /// the ability moved it from there (`trigger_knowledge::leaver_lki`).
    pub it_lki: Option<Box<crate::state::GameObject>>,
    /// The spell or ability the event refers to (CR 702.21a (mtg-2024-11-08)).
    pub on_stack: Option<crate::state::Target>,
    /// A granted ability its object has only because the grant is newer than an effect that
    /// removed all its abilities (CR 613.7 (mtg-2024-11-08)): the journal cites that rule.
    pub by_timestamp: bool,
}

impl NewInstance {
    /// An instance of printed ability `index` of object `id`, controlled by the object's
    /// controller now (CR 603.3a), with no cause and nothing remembered.
    pub fn printed(id: ObjectId, o: &crate::state::GameObject, index: u8) -> NewInstance {
        let origin = AbilityOrigin::Printed {
            card: o.card,
            index,
        };
        NewInstance::of(origin, (id, o.card), o.controller)
    }

    /// An instance of `origin` from `source` (object and card), controlled by `controller`,
    /// with no cause and nothing remembered: the fields a caller sets come on top.
    pub fn of(
        origin: AbilityOrigin,
        (source, source_card): (ObjectId, CardId),
        controller: PlayerId,
    ) -> NewInstance {
        NewInstance {
            origin,
            source,
            source_card,
            controller,
            cause: None,
            look_back: false,
            additional: false,
            state_trigger: false,
            part_two: false,
            despite_replacement: None,
            refers: Vector::new(),
            x: 0,
            source_lki: None,
            it_lki: None,
            on_stack: None,
            by_timestamp: false,
        }
    }
}

pub(crate) use super::select::who_matches;
use super::trigger_knowledge::Views;
use crate::semantics::LookBack;

pub(super) fn zone_of(f: FunctionsFrom) -> Zone {
    match f {
        FunctionsFrom::Battlefield => Zone::Battlefield,
        FunctionsFrom::Hand => Zone::Hand,
        FunctionsFrom::Graveyard => Zone::Graveyard,
        FunctionsFrom::Exile => Zone::Exile,
        FunctionsFrom::Stack => Zone::Stack,
    }
}

/// Journals an ability that did not trigger, citing the rule that says so: CR 603.2h (replaced),
/// RB 383.2.c.2 (left at the same time), CR 603.2g (hidden), CR 603.4 (intervening if),
/// CR 603.2i (once each turn), CR 603.8 (state trigger latched).
pub(crate) fn not_triggered(
    ctx: &mut Ctx,
    origin: AbilityOrigin,
    source: ObjectId,
    reason: NotTriggeredReason,
) {
    let rule = match reason {
        NotTriggeredReason::Replaced => RuleRef::PreventedNoTrigger,
        NotTriggeredReason::LeftSimultaneously => RuleRef::LeftSimultaneously,
        NotTriggeredReason::Hidden => RuleRef::HiddenNoTrigger,
        NotTriggeredReason::InterveningIfFalse => RuleRef::InterveningIf,
        NotTriggeredReason::OnceEachTurnUsed => RuleRef::OnceEachTurn,
        NotTriggeredReason::StateLatched => RuleRef::StateTrigger,
        NotTriggeredReason::TriggeredThisTurn => RuleRef::TriggersOnlyOnceEachTurn,
        NotTriggeredReason::Suppressed { .. } => RuleRef::TriggerSuppressed,
        NotTriggeredReason::AlternativeOccurrence { .. } => RuleRef::NthTime,
    };
    let h = Happening::NotTriggered {
        origin,
        source,
        reason,
    };
    ctx.log(rule, h);
}

/// Does the object have its abilities in the state its ability is checked in (CR 603.6b)?
pub(super) fn ability_functions(
    ctx: &Ctx,
    v: &Views,
    state: &characteristics::AbilityReader,
    id: ObjectId,
    ev: &Event,
) -> bool {
    if state.has(id) {
        return true;
    }
    // Mutant: "lose all abilities" is applied only after entering, so the enters ability sees the event.
    let newcomer =
        matches!(ev, Event::ZoneChange { new: Some(n), to: Zone::Battlefield, .. } if *n == id);
    ctx.mutant(Mutant::AbilitiesLostAfterEntry)
        && newcomer
        && v.after.object(id).is_some_and(|o| !o.face_down)
}

/// Applies the conditions on triggering: hidden (CR 603.2g), intervening if (CR 603.4), once
/// each turn (CR 603.2i), "triggers only once each turn" (CR 603.2); then creates the instance.
pub(crate) fn try_trigger(
    ctx: &mut Ctx,
    ta: &TriggeredAbility,
    o: &crate::state::GameObject,
    new: NewInstance,
) -> Option<InstanceId> {
    let mut new = new;
    // CR 113.7a: a source already gone from the battlefield (a look-back ability) is known as
    // it last existed there.
    let gone = ctx
        .s
        .object(new.source)
        .is_none_or(|now| now.zone != Zone::Battlefield);
    if gone && o.zone == Zone::Battlefield {
        new.source_lki = Some(super::trigger_knowledge::lki(o));
    }
    let not = |ctx: &mut Ctx, reason| not_triggered(ctx, new.origin.clone(), new.source, reason);
    // Mutant `hidden-check-hand-only`: only a hand counts as hidden.
    // CR 603.2g + CR 708.2a (mtg-2024-11-08): a face-down permanent is an object all players
    // see (a 2/2 creature without text): an ability another permanent grants it triggers.
    let hidden = if ctx.mutant(Mutant::HiddenCheckHandOnly) {
        o.zone == Zone::Hand
    } else {
        let seen = o.is_public() || (o.face_down && o.zone == Zone::Battlefield);
        !seen
    };
    if hidden && !ctx.mutant(Mutant::HiddenTriggers) {
        not(ctx, NotTriggeredReason::Hidden);
        return None;
    }
    let none = Vector::new();
    if let Some(cond) = &ta.intervening_if {
        if !ctx.mutant(Mutant::InterveningIfAtResolutionOnly)
            && !intervening_if::holds_knowing(ctx, cond, knows_at_trigger(ctx, &new, &none))
        {
            not(ctx, NotTriggeredReason::InterveningIfFalse);
            return None;
        }
    }
    if ta.once_each_turn && !ctx.mutant(Mutant::OnceEachTurnIgnored) {
        if let AbilityOrigin::Printed { index, .. } = new.origin {
            if once_each_turn::taken(ctx, o, index, new.controller)
                || once_each_turn::triggered_already(ctx, new.source, index, new.controller)
            {
                not(ctx, NotTriggeredReason::OnceEachTurnUsed);
                return None;
            }
        }
    }
    // CR 603.2 + CR 400.7: "this ability triggers only once each turn", counted per object
    // (the mutant `once-each-turn-ignored` ignores this limit too).
    let limited = ta.triggers_once_each_turn && !ctx.mutant(Mutant::OnceEachTurnIgnored);
    if let (true, AbilityOrigin::Printed { index, .. }) = (limited, &new.origin) {
        let index = *index;
        if triggers_once::triggered_this_turn(ctx, new.source, o, index) {
            not(ctx, NotTriggeredReason::TriggeredThisTurn);
            return None;
        }
        triggers_once::record(ctx, new.source, index);
    }
    let is_mana = ta.mana;
    let once = match (ta.once_each_turn, &new.origin) {
        (true, AbilityOrigin::Printed { card, index }) => {
            Some((new.source, *card, *index, new.controller))
        }
        _ => None,
    };
    // CR 608.2h + CR 113.7a (mtg-2024-11-08): the journal says "that creature" is kept as it
    // last existed on the battlefield (the event's object that left).
    let leaver = new.it_lki.clone().zip(new.cause.and_then(|i| {
        ctx.j
            .iter()
            .nth(usize::from(i))
            .and_then(|e| match &e.what {
                Happening::Event(Event::ZoneChange { old, .. }) => Some(*old),
                _ => None,
            })
    }));
    let id = trigger(ctx, new);
    if let Some((last, old)) = leaver {
        intervening_if::note_lki(ctx, old, &last);
    }
    if let Some((source, card, index, controller)) = once {
        // RB 383.3.f (riftbound-1.3): the limit is on triggering; counted now.
        once_each_turn::triggered(ctx, source, card, index, controller);
    }
    // CR 605.4a: a triggered mana ability resolves at once, without the stack.
    if is_mana && !ctx.mutant(Mutant::ManaTriggerUsesStack) {
        mana::resolve_triggered(ctx, id, &ta.effect);
    }
    Some(id)
}

/// CR 603.4 + CR 603.6a (mtg-2024-11-08): what the new instance knows as its intervening "if"
/// is checked on triggering: its event's objects and amount, its source's last known
/// information (the mutant `intervening-if-forgets-event` knows no event: "that creature" is no
/// object, `none`).
fn knows_at_trigger<'a>(
    ctx: &Ctx,
    new: &'a NewInstance,
    none: &'a Vector<ObjectId>,
) -> super::trigger_knowledge::Knows<'a> {
    let forgets = ctx.mutant(Mutant::InterveningIfForgetsEvent);
    super::trigger_knowledge::Knows {
        source: new.source,
        controller: intervening_if::you(ctx, new.controller),
        source_lki: new.source_lki.as_deref(),
        refers: if forgets { none } else { &new.refers },
        it_lki: new.it_lki.as_deref().filter(|_| !forgets),
        sacrificed_lki: None,
        x: if forgets { 0 } else { new.x },
    }
}

/// The ability triggers: a new instance waits for the stack (CR 603.3), with its controller
/// fixed now (CR 603.3a). Then abilities that trigger on an ability triggering see it.
/// The instance `new` describes, named `id`, with what it knows of its event's player and
/// owner.
pub(crate) fn instance_of(ctx: &Ctx, id: InstanceId, new: NewInstance) -> TriggerInstance {
    let cause = new.cause;
    let mut instance = TriggerInstance {
        id,
        origin: new.origin,
        source: new.source,
        source_card: new.source_card,
        controller: new.controller,
        state_trigger: new.state_trigger,
        part_two: new.part_two,
        refers: new.refers,
        x: new.x,
        source_lki: new.source_lki,
        it_lki: new.it_lki,
        on_stack: new.on_stack,
        that_player: None,
        that_owner: None,
        alternatives: Vec::new(),
    };
    // CR 608.2h (mtg-2024-11-08): "that player" is the one the event named as it triggered.
    instance.that_player = super::event_owner::event_player(ctx, &instance, cause);
    instance.that_owner = super::event_owner::event_owner(ctx, &instance, cause);
    instance
}

pub(crate) fn trigger(ctx: &mut Ctx, new: NewInstance) -> InstanceId {
    // Out of instance ids: the step is cut (Decision::Halted); the id is never seen again.
    let id = ctx.s.fresh_instance_id().unwrap_or_else(|| {
        ctx.halt(crate::state::Limit::Ids);
        InstanceId(u8::MAX)
    });
    let entry = ctx.log(
        instance_rule(ctx, &new),
        Happening::Triggered {
            instance: id,
            origin: new.origin.clone(),
            source: new.source,
            controller: new.controller,
            cause: new.cause,
            look_back: new.look_back,
            additional: new.additional,
            state_trigger: new.state_trigger,
        },
    );
    let part_two = new.part_two;
    let controller = new.controller;
    let instance = instance_of(ctx, id, new);
    // RB 383.3.a.2 (riftbound-1.4): a leading "may" declined during finalization counts as not
    // triggered; RB 383.3.f.2 (riftbound-1.3): so does a "once each turn" ability left off the
    // Chain. Watchers see them when placed (`put_on_stack::place`), not now (the mutants let
    // them see it at once).
    let deferred = super::optional::seen_when_placed(ctx, &instance);
    ctx.s.waiting.push_back(instance);
    if !part_two && !deferred {
        super::hooks::ability_triggered(ctx, entry, controller);
    }
    id
}

/// The rule the journal cites as `new` triggers.
pub(crate) fn instance_rule(ctx: &Ctx, new: &NewInstance) -> RuleRef {
    match (&new.origin, new.state_trigger, new.additional) {
        (_, _, true) => RuleRef::AdditionalTrigger,
        _ if new.despite_replacement == Some(crate::vocab::ScoreKind::Conquer) => {
            RuleRef::ConquerTriggersDespiteReplacement
        }
        _ if new.despite_replacement.is_some() => RuleRef::HoldTriggersDespiteReplacement,
        (_, true, _) => RuleRef::StateTrigger,
        (AbilityOrigin::Delayed { .. }, ..) => RuleRef::DelayedTrigger,
        // CR 613.7 (mtg-2024-11-08): the object has the granted ability because the grant is
        // newer than the effect that removed all its abilities.
        _ if new.by_timestamp => RuleRef::LayerTimestamps,
        (AbilityOrigin::Reflexive { .. }, ..) => RuleRef::Reflexive,
        _ if new.look_back && ctx.sem().look_back == LookBack::OwnDeathOnly => RuleRef::Deathknell,
        // CR 603.10e (mtg-2024-11-08): "when a spell is countered" looks back.
        _ if new.look_back && super::counter_spell::caused_by_counter(ctx, new.cause) => {
            RuleRef::CounteredLooksBack
        }
        _ if new.look_back && super::control::is_loss_ability(ctx, &new.origin) => {
            RuleRef::ControlLookBack
        }
        // CR 603.10f (mtg-2024-11-08): "whenever a player loses the game" looks back.
        _ if new.look_back && super::multiplayer::is_loses_game_ability(ctx, &new.origin) => {
            RuleRef::LossLooksBack
        }
        _ if new.look_back => RuleRef::LookBack,
        _ => RuleRef::Triggers,
    }
}
