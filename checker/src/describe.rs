//! Plain-words descriptions of cards and abilities, for `triggerproof cards`.

use triggerproof_model::vocab::effect::{DelayedAction, TargetSpec};
use triggerproof_model::vocab::trigger::{FunctionsFrom, StepName};
use triggerproof_model::vocab::{
    Ability, Amount, CardDef, Condition, Effect, Filter, ScoreKind, StaticAbility, Subject,
    TriggerCondition, TriggerEvent, TriggeredAbility, Who,
};

fn who(w: Who, subject: bool) -> &'static str {
    match (w, subject) {
        (Who::Any, true) => "a player",
        (Who::Any, false) => "each player",
        (Who::You, _) => "you",
        (Who::Opponent, true) => "an opponent",
        (Who::Opponent, false) => "each opponent",
    }
}

fn filter(f: &Filter) -> String {
    let t = f
        .card_type
        .map_or("permanent".to_string(), |t| format!("{t:?}").to_lowercase());
    match f.controller {
        Who::Any => t,
        Who::You => format!("{t} you control"),
        Who::Opponent => format!("{t} an opponent controls"),
    }
}

fn subject(s: &Subject) -> String {
    match s {
        Subject::This => "this".into(),
        Subject::Another(f) => format!("another {}", filter(f)),
        Subject::Any(f) => format!("a {}", filter(f)),
    }
}

fn target(t: &TargetSpec) -> String {
    match t {
        TargetSpec::AnyTarget => "any target".into(),
        TargetSpec::Permanent(f) => format!("target {}", filter(f)),
        TargetSpec::Player(w) => format!(
            "target {}",
            if *w == Who::Opponent {
                "opponent"
            } else {
                "player"
            }
        ),
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
        TriggerEvent::DealsDamage(s) => format!("Whenever {} deals damage", subject(s)),
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
            };
            match whose {
                Who::You => format!("At the beginning of your {st}"),
                _ => format!("At the beginning of each {st}"),
            }
        }
        TriggerEvent::SpellCast(w) => format!("Whenever {} casts a spell", who(*w, true)),
        TriggerEvent::CardDrawn(w) => format!("Whenever {} draws a card", who(*w, true)),
        TriggerEvent::LifeGained(w) => format!("Whenever {} gains life", who(*w, true)),
        TriggerEvent::AbilityTriggers(w) => format!(
            "Whenever a triggered ability {} control{} triggers",
            who(*w, true),
            if *w == Who::You { "" } else { "s" }
        ),
        TriggerEvent::TappedForMana(s) => format!("Whenever {} is tapped for mana", subject(s)),
    }
}

fn condition(c: &Condition) -> String {
    match c {
        Condition::NoCardsInHand => "you have no cards in hand".into(),
        Condition::ControlNoCreatures => "you control no creatures".into(),
        Condition::LifeAtMost(n) => format!("you have {n} or less life"),
        Condition::LifeAtLeast(n) => format!("you have {n} or more life"),
        Condition::SourceUntapped => "this is untapped".into(),
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
    }
}

/// An effect in plain words.
pub fn effect(e: &Effect) -> String {
    match e {
        Effect::GainLife { who: w, amount } => format!("{} gain{} {amount} life", who(*w, false), if *w == Who::You { "" } else { "s" }),
        Effect::LoseLife { who: w, amount } => format!("{} lose{} {amount} life", who(*w, false), if *w == Who::You { "" } else { "s" }),
        Effect::Draw { who: w, count } => format!("{} draw{} {count} card(s)", who(*w, false), if *w == Who::You { "" } else { "s" }),
        Effect::DealDamage { to, amount: Amount::Fixed(n) } => format!("deal {n} damage to {}", target(to)),
        Effect::DealDamage { to, amount: Amount::SacrificedPower } => format!("deal damage equal to that creature's power to {}", target(to)),
        Effect::Destroy(t) => format!("destroy {}", target(t)),
        Effect::Score(ScoreKind::Conquer) => "you conquer (score a point)".into(),
        Effect::Score(ScoreKind::Hold) => "you hold (score a point)".into(),
        Effect::DestroyAll(ts) => format!("destroy all {}", ts.iter().map(|t| format!("{t:?}s").to_lowercase()).collect::<Vec<_>>().join(", ")),
        Effect::SacrificeThis => "sacrifice this".into(),
        Effect::Tap(t) => format!("tap {}", target(t)),
        Effect::Untap(t) => format!("untap {}", target(t)),
        Effect::CreateToken(n) => format!("create a {n}"),
        Effect::FlickerUntilEndStep(t) => format!("exile {}; return it at the beginning of the next end step", target(t)),
        Effect::ExileThisAtNextEndStep => "exile this at the beginning of the next end step".into(),
        Effect::WhenThisLeaves(a) => format!("when this leaves the battlefield, {}", delayed(a)),
        Effect::WhenThisUntaps(a) => format!("when this becomes untapped, {}", delayed(a)),
        Effect::WheneverCreatureDiesThisTurn(a) => format!("whenever a creature dies this turn, {}", delayed(a)),
        Effect::ExileHandFaceDownUntilEndStep => "exile your hand face down; at the beginning of the next end step, return those cards to your hand, then draw a card".into(),
        Effect::PreventNextDamage { to, amount } => format!("prevent the next {amount} damage that would be dealt to {} this turn", target(to)),
        Effect::GainControl(t) => format!("gain control of {}", target(t)),
        Effect::ReflexiveSacrifice { another, then } => format!("you may sacrifice another {}; when you do, {}", filter(another), effect(then)),
        Effect::WinGame => "you win the game".into(),
        Effect::DiscardHandDrawThatMany => "discard your hand, then draw that many cards".into(),
        Effect::ReturnItToBattlefield => "return it to the battlefield".into(),
        Effect::DestroyIt => "destroy it".into(),
        Effect::ReturnItToHand => "return it to its owner's hand".into(),
        Effect::AddMana(n) => format!("add {n} mana"),
        Effect::Sequence(es) => es.iter().map(effect).collect::<Vec<_>>().join(", then "),
    }
}

fn triggered(t: &TriggeredAbility) -> String {
    let when = match &t.when {
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
    let may = if t.optional { "you may " } else { "" };
    let unless = t
        .unless_opponent_pays_life
        .map(|n| format!(" unless an opponent pays {n} life"))
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
    };
    let mana = if t.mana { " (mana ability)" } else { "" };
    let nth = t
        .nth_time
        .map(|n| format!(" Only the {n}th time each turn (one of simultaneous ones)."))
        .unwrap_or_default();
    format!("{when}{iff}, {may}{body}{unless}.{once}{nth}{from}{mana}")
}

fn statik(s: &StaticAbility) -> String {
    match s {
        StaticAbility::PreventDamageToThis => "Prevent all damage that would be dealt to this.".into(),
        StaticAbility::ExileInsteadOfDying(f) => format!("If a {} would die, exile it instead.", filter(f)),
        StaticAbility::CreaturesLoseAllAbilities => "All creatures lose all abilities.".into(),
        StaticAbility::EntersTriggersAdditionalTime => "If a permanent entering causes a triggered ability of a permanent you control to trigger, it triggers an additional time.".into(),
        StaticAbility::EntersTapped => "This enters tapped.".into(),
        StaticAbility::OpponentsGainNoPoints => "If an opponent would gain a point, they gain no point instead.".into(),
    }
}

/// Each ability of a card in plain words.
pub fn abilities(c: &CardDef) -> Vec<String> {
    let mut out: Vec<String> = c
        .spell
        .iter()
        .map(|e| format!("{}.", capitalize(&effect(e))))
        .collect();
    for a in &c.abilities {
        out.push(match a {
            Ability::Triggered(t) => triggered(t),
            Ability::Activated(a) => {
                let cost = [
                    a.cost.tap.then_some("{T}"),
                    a.cost.sacrifice_self.then_some("Sacrifice this"),
                ]
                .into_iter()
                .flatten()
                .collect::<Vec<_>>()
                .join(", ");
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
