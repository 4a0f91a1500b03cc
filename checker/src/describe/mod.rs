//! Plain-words descriptions of cards and abilities, for `triggerproof cards`.

mod costs;
mod discard;
pub(crate) use discard::zone_word;
mod select;

pub use select::{condition, each, noun, quantity, subject};

use triggerproof_model::vocab::effect::{AbilityKind, DelayedAction, Lasts, TargetSpec};
use triggerproof_model::vocab::trigger::{CastWatch, FunctionsFrom, Recipient, StepName};
use triggerproof_model::vocab::{
    Ability, CardDef, CauseEvent, DelayedEvent, Effect, Objects, Quantity, ScoreKind, Selector,
    StaticAbility, TriggerCondition, TriggerEvent, TriggeredAbility, Who,
};

/// "Whenever [who] casts a [colour] spell".
fn spell_cast(w: &CastWatch) -> String {
    match w.spell.color {
        _ if w.spell == Selector::default() => {
            format!("Whenever {} a spell", does(w.who, "cast"))
        }
        Some(c)
            if w.spell
                == (Selector {
                    color: Some(c),
                    ..Selector::default()
                }) =>
        {
            format!("Whenever {} a {} spell", does(w.who, "cast"), c.word())
        }
        _ => format!(
            "Whenever {} a spell that is a {}",
            does(w.who, "cast"),
            select::noun(&w.spell)
        ),
    }
}

fn who(w: Who, subject: bool) -> &'static str {
    match (w, subject) {
        (Who::Any, true) => "a player",
        (Who::Any, false) => "each player",
        (Who::You, _) => "you",
        (Who::Opponent, true) => "an opponent",
        (Who::Opponent, false) => "each opponent",
        (Who::That, _) => "that player",
        (Who::Owner, _) => "its owner",
    }
}

/// "[who] [verb]" with the verb agreeing: "you cast", "an opponent casts".
fn does(w: Who, verb: &str) -> String {
    let s = if w == Who::You { "" } else { "s" };
    format!("{} {verb}{s}", who(w, true))
}

fn target(t: &TargetSpec) -> String {
    match t {
        TargetSpec::AnyTarget => "any target".into(),
        TargetSpec::Permanent(f) => format!("target {}", noun(f)),
        TargetSpec::Player(w) => format!(
            "target {}",
            if *w == Who::Opponent {
                "opponent"
            } else {
                "player"
            }
        ),
        TargetSpec::Several { count, up_to, of } => format!(
            "{}{} different targets, each {}",
            if *up_to { "up to " } else { "" },
            ["no", "one", "two", "three"]
                .get(*count as usize)
                .unwrap_or(&"many"),
            target(of)
        ),
        TargetSpec::Ability { kind, source } => {
            let kind = match kind {
                AbilityKind::Any => "activated or triggered ability",
                AbilityKind::Triggered => "triggered ability",
                AbilityKind::Activated => "activated ability",
                AbilityKind::Spell => "spell",
            };
            if *source == triggerproof_model::vocab::Selector::default() {
                format!("target {kind}")
            } else {
                format!("target {kind} from a {}", noun(source))
            }
        }
        TargetSpec::Word { n, of } => format!("{} (word \"target\" {n})", target(of)),
    }
}

fn event(e: &TriggerEvent) -> String {
    match e {
        TriggerEvent::Enters(s) => format!("When {} enters", subject(s)),
        TriggerEvent::Dies(s) => format!(
            "Whenever {} is put into a graveyard from the battlefield",
            subject(s)
        ),
        TriggerEvent::LeavesBattlefield(s) => {
            format!("Whenever {} leaves the battlefield", subject(s))
        }
        TriggerEvent::PutIntoGraveyard(s) => format!(
            "Whenever {} is put into a graveyard from anywhere",
            subject(s)
        ),
        TriggerEvent::DealtDamage(s) => format!("Whenever {} is dealt damage", subject(s)),
        TriggerEvent::Scores { kind, who: w } => {
            let verb = match kind {
                ScoreKind::Conquer => "conquer",
                ScoreKind::Hold => "hold",
            };
            format!("When {} {verb}", who(*w, false))
        }
        TriggerEvent::BecomesTapped(s) => format!("Whenever {} becomes tapped", subject(s)),
        TriggerEvent::BecomesUntapped(s) => format!("Whenever {} becomes untapped", subject(s)),
        TriggerEvent::BeginningOf { step, whose } => {
            let st = match step {
                StepName::Upkeep => "upkeep",
                StepName::Draw => "draw step",
                StepName::End => "end step",
                StepName::Combat => "combat",
                StepName::EndOfCombat => "end of combat step",
            };
            match whose {
                Who::You => format!("At the beginning of your {st}"),
                _ => format!("At the beginning of each {st}"),
            }
        }
        TriggerEvent::SpellCast(w) => spell_cast(w),
        TriggerEvent::Sacrifices { .. }
        | TriggerEvent::LosesLife { .. }
        | TriggerEvent::Activates(_) => costs::event(e),
        TriggerEvent::CardDrawn(w) => format!("Whenever {} a card", does(*w, "draw")),
        TriggerEvent::LifeGained(w) => format!("Whenever {} life", does(*w, "gain")),
        TriggerEvent::AbilityTriggers(w) => format!(
            "Whenever a triggered ability {} control{} triggers",
            who(*w, true),
            if *w == Who::You { "" } else { "s" }
        ),
        TriggerEvent::TappedForMana(s) => format!("Whenever {} is tapped for mana", subject(s)),
        TriggerEvent::Attacks(s) => format!("Whenever {} attacks", subject(s)),
        TriggerEvent::Defends(s) => format!("When {} defends", subject(s)),
        TriggerEvent::AttacksAlone(s) => format!("Whenever {} attacks alone", subject(s)),
        TriggerEvent::Blocks(s) => format!("Whenever {} blocks", subject(s)),
        TriggerEvent::BecomesBlocked(s) => format!("Whenever {} becomes blocked", subject(s)),
        TriggerEvent::Unblocked(s) => format!("Whenever {} attacks and isn't blocked", subject(s)),
        TriggerEvent::DealsDamage { by, to, combat } => format!(
            "Whenever {} deals {}damage{}",
            subject(by),
            if *combat { "combat " } else { "" },
            match to {
                Recipient::Any => "",
                Recipient::Player => " to a player",
                Recipient::Creature => " to a creature",
            }
        ),
        TriggerEvent::PlayerDealtDamage { who: w, combat } => format!(
            "Whenever {} {} dealt {}damage",
            who(*w, true),
            if *w == Who::You { "are" } else { "is" },
            if *combat { "combat " } else { "" }
        ),
        TriggerEvent::CountersPut {
            kind,
            player: Some(w),
            ..
        } => format!(
            "Whenever {} {} one or more {}counters",
            who(*w, true),
            if *w == Who::You { "get" } else { "gets" },
            kind.map(|k| format!("{} ", k.word())).unwrap_or_default(),
        ),
        TriggerEvent::CountersPut {
            on,
            kind,
            player: None,
        } => format!(
            "Whenever one or more {}counters are put on {}",
            kind.map(|k| format!("{} ", k.word())).unwrap_or_default(),
            subject(on)
        ),
        TriggerEvent::TurnedFaceUp(s) => format!("When {} is turned face up", subject(s)),
        TriggerEvent::LeavesZone { .. }
        | TriggerEvent::SpellCountered(_)
        | TriggerEvent::ControlChanges { .. }
        | TriggerEvent::LosesGame { .. } => zones_and_control(e),
        TriggerEvent::Discards { .. } => discard::event(e),
        TriggerEvent::BecomesAttached { attachment, to } => format!(
            "Whenever {} becomes attached to {}",
            subject(attachment),
            subject(to)
        ),
        TriggerEvent::BecomesTarget { of, by } => format!(
            "Whenever {} becomes the target of a spell or ability {}",
            subject(of),
            match by {
                Who::Any => "",
                Who::You => "you control",
                Who::Opponent => "an opponent controls",
                Who::That => "that player controls",
                Who::Owner => "its owner controls",
            }
        )
        .trim_end()
        .to_string(),
    }
}

/// The trigger events of issue 14's zones, countering and control (split from [`event`]).
fn zones_and_control(te: &TriggerEvent) -> String {
    use triggerproof_model::vocab::trigger::ControlSide;
    match te {
        TriggerEvent::LeavesZone { from, of, to } => discard::leaves_zone(*from, of, *to),
        TriggerEvent::SpellCountered(s) => format!("When {} spell is countered", subject(s)),
        TriggerEvent::LosesGame { who: w } => format!(
            "Whenever {} {} the game",
            who(*w, true),
            if *w == Who::You { "lose" } else { "loses" }
        ),
        TriggerEvent::ControlChanges { of, side, who: w } => format!(
            "Whenever {} {} control of {}",
            who(*w, true),
            match (side, *w == Who::You) {
                (ControlSide::Lost, true) => "lose",
                (ControlSide::Lost, false) => "loses",
                (ControlSide::Gained, true) => "gain",
                (ControlSide::Gained, false) => "gains",
            },
            subject(of)
        ),
        _ => String::new(),
    }
}

fn objects(o: &Objects) -> String {
    match o {
        Objects::Target(t) => target(t),
        Objects::This => "this".into(),
        Objects::It => "it".into(),
        Objects::Each(s) => each(s),
        Objects::ExiledWithThis => "the cards exiled with this".into(),
        Objects::Players(w) => match w {
            Who::Any => "each player".into(),
            Who::You => "you".into(),
            Who::Opponent => "each opponent".into(),
            Who::That => "that player".into(),
            Who::Owner => "its owner".into(),
        },
    }
}

pub fn delayed(a: &DelayedAction) -> String {
    match a {
        DelayedAction::ReturnToBattlefield => "return it to the battlefield".into(),
        DelayedAction::ExileIt => "exile it".into(),
        DelayedAction::ReturnToHandThenDraw => {
            "return those cards to your hand, then draw a card".into()
        }
        DelayedAction::GainLife(n) => format!("you gain {n} life"),
        DelayedAction::OpponentsLoseLife(n) => format!("each opponent loses {n} life"),
        DelayedAction::Do(e) => effect(e),
    }
}

/// A delayed trigger's event in words (CR 603.7).
pub fn delayed_when(event: &DelayedEvent) -> String {
    match event {
        DelayedEvent::NextEndStep => "At the beginning of the next end step".into(),
        DelayedEvent::ObjectLeaves => "When it leaves the battlefield".into(),
        DelayedEvent::ObjectUntaps => "When it becomes untapped".into(),
        DelayedEvent::CreatureDiesThisTurn => "Whenever a creature dies this turn".into(),
        DelayedEvent::NextStep { step, whose } => {
            let step = format!("{step:?}").to_lowercase();
            match whose {
                Who::You => format!("At the beginning of your next {step}"),
                Who::Opponent => format!("At the beginning of an opponent's next {step}"),
                Who::Any | Who::That | Who::Owner => {
                    format!("At the beginning of the next {step}")
                }
            }
        }
        DelayedEvent::ThatDies => "When that creature dies".into(),
        DelayedEvent::Resolved { times } => {
            format!("When this ability has resolved {times} times this turn")
        }
        DelayedEvent::SpellCast(w) => spell_cast(w).replacen("Whenever", "When next", 1),
    }
}

/// An effect in plain words.
pub fn effect(e: &Effect) -> String {
    match e {
        Effect::GainLife { who: w, amount } => format!("{} gain{} {} life", who(*w, false), if *w == Who::You { "" } else { "s" }, quantity(amount)),
        Effect::LoseLife { who: w, amount } => format!("{} lose{} {} life", who(*w, false), if *w == Who::You { "" } else { "s" }, quantity(amount)),
        Effect::Draw { who: w, count } => format!("{} draw{} {} card(s)", who(*w, false), if *w == Who::You { "" } else { "s" }, quantity(count)),
        Effect::DealDamage { to, amount, also } => {
            let more: String = also.iter().map(|r| format!(", and damage equal to {} to {}", quantity(&r.amount), target(&r.to))).collect();
            format!("deal damage equal to {} to {}{more}{}", quantity(amount), target(to), if also.is_empty() { "" } else { " (one event)" })
        }
        Effect::PutCounters { on, kind, count } => format!("put {} {} counter(s) on {}", quantity(count), kind.word(), objects(on)),
        Effect::RemoveCounters { on, kind, count } => format!("remove {} {} counter(s) from {}", quantity(count), kind.word(), objects(on)),
        Effect::Pump { on, power, toughness } => format!("{} get{} {power:+}/{toughness:+} until end of turn", objects(on), if matches!(on, Objects::Each(_)) { "" } else { "s" }),
        Effect::LoseAllAbilities { on } => format!("{} lose{} all abilities until end of turn", objects(on), if matches!(on, Objects::Each(_)) { "" } else { "s" }),
        Effect::ReturnItToBattlefieldWith(k) => format!("return it to the battlefield under its owner's control with a {} counter on it", k.word()),
        Effect::Destroy(t) => format!("destroy {}", target(t)),
        Effect::Score(ScoreKind::Conquer) => "you conquer (score a point)".into(),
        Effect::Score(ScoreKind::Hold) => "you hold (score a point)".into(),
        Effect::DestroyAll(s) => format!("destroy {}", each(s)),
        Effect::FlickerAll(s) => format!("exile {}, then return those cards to the battlefield", each(s)),
        Effect::PutInto { what, to, until, under } => {
            let to = match to {
                triggerproof_model::vocab::effect::Destination::Hand => "its owner's hand",
                triggerproof_model::vocab::effect::Destination::Battlefield if *under == triggerproof_model::vocab::Under::You => "the battlefield under your control",
                triggerproof_model::vocab::effect::Destination::Battlefield if *under == triggerproof_model::vocab::Under::Owner => "the battlefield under its owner's control",
                triggerproof_model::vocab::effect::Destination::Battlefield => "the battlefield under the control of the player it instructs",
                triggerproof_model::vocab::effect::Destination::Graveyard => "its owner's graveyard",
                triggerproof_model::vocab::effect::Destination::Exile => "exile",
                triggerproof_model::vocab::effect::Destination::LibraryTop => "the top of its owner's library",
                triggerproof_model::vocab::effect::Destination::LibraryBottom => "the bottom of its owner's library",
            };
            let until = if until.is_some() { " until this leaves the battlefield" } else { "" };
            format!("put {} into {to}{until}", objects(what))
        }
        Effect::Mill { who: w, count } => format!("{} mill{} {} card(s)", who(*w, false), if *w == Who::You { "" } else { "s" }, quantity(count)),
        Effect::TapAll { each, untap } => format!("{} all {}{}s", if *untap { "untap" } else { "tap" }, if each.another { "other " } else { "" }, noun(each)),
        Effect::DamageEach { to, amount } => format!(
            "this deals {} damage to {}",
            quantity(amount),
            each(to)
        ),
        Effect::SacrificeThis => "sacrifice this".into(),
        Effect::CreateRole { role, on } => {
            format!("create a {role} token attached to {}", objects(on))
        }
        Effect::Manifest { who: w } => format!(
            "{} manifest{} the top card of {} library",
            who(*w, false),
            if *w == Who::You { "" } else { "s" },
            if *w == Who::You { "your" } else { "their" }
        ),
        Effect::Fight { creature, other } => {
            format!("{} fights {}", objects(creature), objects(other))
        }
        Effect::AdditionalCombatPhase => {
            "after this phase, there is an additional combat phase".into()
        }
        Effect::Discard { who: w, count, random } => discard::discard(*w, count, *random),
        Effect::EachSacrifices { who: w, what } => format!("{} sacrifice{} a {} (chosen in APNAP order, sacrificed at once)", who(*w, false), if *w == Who::You { "" } else { "s" }, noun(what)),
        Effect::Tap(t) => format!("tap {}", target(t)),
        Effect::Untap(t) => format!("untap {}", target(t)),
        Effect::CreateToken(t) => match t.count {
            Quantity::Fixed(1) => format!("create a {}", t.token),
            ref n => format!("create {} {}s at once", quantity(n), t.token),
        },
        Effect::FlickerUntilEndStep(t) => format!("exile {}; return it at the beginning of the next end step", target(t)),
        Effect::ExileThisAtNextEndStep => "exile this at the beginning of the next end step".into(),
        Effect::WhenThisLeaves(a) => format!("when this leaves the battlefield, {}", delayed(a)),
        Effect::WhenThisUntaps(a) => format!("when this becomes untapped, {}", delayed(a)),
        Effect::WheneverCreatureDiesThisTurn(a) => format!("whenever a creature dies this turn, {}", delayed(a)),
        Effect::ExileHandFaceDownUntilEndStep => "exile your hand face down; at the beginning of the next end step, return those cards to your hand, then draw a card".into(),
        Effect::Regenerate(on) => format!("regenerate {} (the next time it would be destroyed this turn, instead remove all damage from it, tap it and remove it from combat)", objects(on)),
        Effect::PreventNextDamage { to, amount } => format!("prevent the next {amount} damage that would be dealt to {} this turn", target(to)),
        Effect::GainControl { target: t, until } => format!(
            "gain control of {}{}",
            target(t),
            match until {
                triggerproof_model::vocab::Duration::Indefinitely => "",
                triggerproof_model::vocab::Duration::UntilEndOfTurn => " until end of turn",
                triggerproof_model::vocab::Duration::AsLongAsYouControl(
                    triggerproof_model::vocab::Controlled::This,
                ) => " for as long as you control this",
            }
        ),
        Effect::ReflexiveSacrifice { sacrifice, then } => format!("you may sacrifice {}; when you do, {}", subject(sacrifice), effect(then)),
        Effect::WinGame => "you win the game".into(),
        Effect::DiscardHandDrawThatMany => "discard your hand, then draw that many cards".into(),
        Effect::ReturnItToBattlefield => "return it to the battlefield".into(),
        Effect::DestroyIt => "destroy it".into(),
        Effect::ReturnItToHand => "return it to its owner's hand".into(),
        Effect::AddMana(n) => format!("add {n}"),
        Effect::Sequence(es) => es.iter().map(effect).collect::<Vec<_>>().join(", then "),
        Effect::Attach(t) => format!("attach this to {}", target(t)),
        Effect::Unattach(o) => format!("unattach {}", objects(o)),
        Effect::Counter(Objects::It) => "counter that spell or ability".into(),
        Effect::Counter(o) => format!("counter {}", objects(o)),
        Effect::CopyAbility { of, new_targets } => format!(
            "copy {}{}",
            target(of),
            if *new_targets {
                "; you may choose new targets for the copy (each kept or changed to a legal one)"
            } else {
                " (the copy keeps its targets)"
            }
        ),
        Effect::Delayed { when, on, then, lasts } => {
            let on = on.as_ref().map(|o| format!("choose {}. ", objects(o))).unwrap_or_default();
            let lasts = match lasts {
                Lasts::Once => "",
                Lasts::ThisTurn => " this turn",
                Lasts::YourNextTurn => " until the end of your next turn",
                Lasts::OnceThisTurn => " this turn (once: the next time only)",
            };
            let when = delayed_when(when);
            let when = if on.is_empty() { when.to_lowercase() } else { when };
            format!("{on}{when}{lasts}, {}", delayed(then))
        }
    }
}

fn triggered(t: &TriggeredAbility) -> String {
    let when = match &t.when {
        // "Whenever one or more ...": one trigger per event (CR 603.2c).
        TriggerCondition::Event(e) if t.one_or_more => {
            format!("{} (one or more at once)", event(e))
        }
        TriggerCondition::Event(e) => event(e),
        TriggerCondition::State(c) => format!("Whenever {}", condition(c)),
    };
    let iff = t
        .intervening_if
        .as_ref()
        .map(|c| format!(", if {}", condition(c)))
        .unwrap_or_default();
    let body = if t.modes.is_empty() {
        effect(&t.effect)
    } else {
        format!(
            "choose one: {}",
            t.modes.iter().map(effect).collect::<Vec<_>>().join("; or ")
        )
    };
    let may = match (t.optional, t.may_player) {
        (false, _) => String::new(),
        (true, Some(w)) => format!("{} may ", who(w, true)),
        (true, None) => "you may ".into(),
    };
    let unless = t
        .unless_opponent_pays_life
        .map(|n| {
            let who = match t.unless_payer {
                Who::Any => "any player pays",
                Who::You => "you pay",
                Who::Opponent => "an opponent pays",
                Who::That => "that player pays",
                Who::Owner => "its owner pays",
            };
            format!(" unless {who} {n} life")
        })
        .unwrap_or_default();
    let once = if t.once_each_turn {
        " Do this only once each turn."
    } else {
        ""
    };
    let from = match t.functions_from {
        FunctionsFrom::Battlefield => "",
        FunctionsFrom::Hand => " (functions while this card is in your hand)",
        FunctionsFrom::Graveyard => " (functions from your graveyard)",
        FunctionsFrom::Exile => " (functions from exile)",
        FunctionsFrom::Stack => " (functions while this card is a spell on the stack)",
    };
    let mana = if t.mana { " (mana ability)" } else { "" };
    let nth = t
        .nth_time
        .map(|n| format!(" Only the {n}th time each turn (one of simultaneous ones)."))
        .unwrap_or_default();
    let limit = if t.triggers_once_each_turn {
        " This ability triggers only once each turn."
    } else {
        ""
    };
    format!("{when}{iff}, {may}{body}{unless}.{once}{limit}{nth}{from}{mana}")
}

fn statik(s: &StaticAbility) -> String {
    match s {
        StaticAbility::PreventDamageToThis => "Prevent all damage that would be dealt to this.".into(),
        StaticAbility::ExileInsteadOfDying(f) => format!("If {} would die, exile it instead.", subject(f)),
        StaticAbility::EntersWithCounters { kind, count } => format!("This enters with {count} {} counter(s) on it.", kind.word()),
        StaticAbility::CreaturesLoseAllAbilities => "All creatures lose all abilities.".into(),
        StaticAbility::EntersTriggersAdditionalTime => "If a permanent entering causes a triggered ability of a permanent you control to trigger, it triggers an additional time.".into(),
        StaticAbility::EntersTapped => "This enters tapped.".into(),
        StaticAbility::OpponentsGainNoPoints => "If an opponent would gain a point, they gain no point instead.".into(),
        StaticAbility::SuppressTriggers(c) => format!("{} {} doesn't cause {} to trigger.", capitalized(&subject(&c.object)), cause_verb(c.event), sources(&c.source, "abilities")),
        StaticAbility::AdditionalTrigger(c) => format!("If {} {} causes {} to trigger, that ability triggers an additional time.", subject(&c.object), cause_verb(c.event), sources(&c.source, "a triggered ability")),
        StaticAbility::Grant { to, ability } => format!("{} has \"{}\"", capitalized(&each(to)), triggered(ability)),
    }
}

/// "entering the battlefield" / "dying".
fn cause_verb(e: CauseEvent) -> &'static str {
    match e {
        CauseEvent::Enters => "entering the battlefield",
        CauseEvent::Dies => "dying",
    }
}

/// The phrase with its first letter in upper case.
fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// "abilities" or "abilities of a permanent you control" (a battlefield zone reads "permanent").
fn sources(s: &Selector, what: &str) -> String {
    if *s == Selector::default() {
        return what.into();
    }
    let shown = Selector {
        zone: None,
        ..s.clone()
    };
    format!("{what} of {}", subject(&shown))
}

/// Each ability of a card in plain words.
pub fn abilities(c: &CardDef) -> Vec<String> {
    let mut out: Vec<String> = costs::additional(&c.additional_cost.0)
        .into_iter()
        .collect();
    out.extend(c.spell.iter().map(|e| match e {
        // CR 303.4a: an Aura's spell is its enchant ability.
        Effect::Attach(TargetSpec::Permanent(s)) if c.is_permanent() => {
            format!(
                "Enchant {} (the Aura spell targets it and enters attached to it).",
                noun(s)
            )
        }
        e => format!("{}.", capitalize(&effect(e))),
    }));
    if !c.keywords.is_empty() {
        let words: Vec<&str> = c.keywords.iter().map(|k| k.word()).collect();
        out.push(capitalize(&words.join(", ")));
    }
    // CR 702.16a: "protection from [quality]", one line per quality.
    for q in &c.protection {
        out.push(format!("Protection from {}s.", select::noun(q)));
    }
    // CR 202.1, 204.1: the printed mana cost and colour indicator (the model pays no mana).
    if let Some(cost) = &c.mana_cost {
        out.push(format!("Mana cost {cost} (not paid in the model)."));
    }
    if !c.colors.is_empty() {
        let words: Vec<&str> = c.colors.iter().map(|k| k.word()).collect();
        out.push(format!("Colour indicator: {}.", words.join(", ")));
    }
    for a in &c.abilities {
        out.push(match a {
            Ability::Triggered(t) => triggered(t),
            Ability::Activated(a) => {
                let cost = costs::cost(&a.cost);
                format!(
                    "{cost}: {}.{}",
                    effect(&a.effect),
                    if a.mana { " (mana ability)" } else { "" }
                )
            }
            Ability::Static(s) => statik(s),
        });
    }
    out
}

fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}
