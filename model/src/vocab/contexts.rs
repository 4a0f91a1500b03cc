//! The decision table of the vocabulary: for every word ([`words`](super::words)) and every
//! context it can be written in (a printed triggered ability, a granted one, a spell, an
//! activated ability, a part of a `sequence`, a reflexive "when you do", a delayed trigger),
//! either the engine gives the word its meaning there, or [`supported`] says why not and a
//! loader refuses the card. Nothing is accepted and then ignored.
//!
//! [`supported`] is an exhaustive `match` over each word enum: a new vocabulary variant fails
//! to compile in `words.rs`, then here, until its row is decided. [`check_card`] walks a card
//! and asks the table about every word it uses, in the context it uses it. Rules that differ
//! by edition are decided per card by `Edition::playable` (the edition's features).

use super::words::{
    ConditionWord, DelayedWord, EffectWord, EventWord, ModifierWord, Nest, QuantityWord, StaticWord,
};
use super::{Ability, CardDef, Condition, Effect, Quantity, TriggerCondition, TriggeredAbility};

/// Where a word is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Context {
    /// A printed triggered ability: its event, modifiers, conditions, effect or a mode; a
    /// printed static ability.
    Printed,
    /// A triggered ability quoted by a `grant` static (CR 613.1f (mtg-2024-11-08)).
    Granted,
    /// An instant's or sorcery's `spell` effect.
    Spell,
    /// An activated ability's effect.
    Activated,
    /// A part of a `sequence`.
    Sequence,
    /// The `then` of "you may sacrifice ... when you do" (CR 603.12 (mtg-2024-11-08)).
    Reflexive,
    /// The effect of a delayed triggered ability (CR 603.7 (mtg-2024-11-08)).
    Delayed,
}

impl Context {
    pub const ALL: [Context; 7] = [
        Context::Printed,
        Context::Granted,
        Context::Spell,
        Context::Activated,
        Context::Sequence,
        Context::Reflexive,
        Context::Delayed,
    ];

    /// The context in words, for errors.
    pub fn words(self) -> &'static str {
        match self {
            Context::Printed => "in a printed triggered ability",
            Context::Granted => "in a granted ability (a `grant` static's `ability`)",
            Context::Spell => "as a spell's effect",
            Context::Activated => "in an activated ability",
            Context::Sequence => "inside a `sequence`",
            Context::Reflexive => "in a reflexive \"when you do\" (`then`)",
            Context::Delayed => "in a delayed trigger's effect",
        }
    }
}

/// A word of any kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WordKind {
    Event(EventWord),
    Effect(EffectWord),
    Quantity(QuantityWord),
    Condition(ConditionWord),
    Static(StaticWord),
    Delayed(DelayedWord),
    Modifier(ModifierWord),
}

impl WordKind {
    /// The word as written in a file: its serde name (`each-sacrifices`,
    /// `triggers_once_each_turn`).
    pub fn name(self) -> String {
        let (debug, sep) = match self {
            WordKind::Event(w) => (format!("{w:?}"), '-'),
            WordKind::Effect(w) => (format!("{w:?}"), '-'),
            WordKind::Quantity(w) => (format!("{w:?}"), '-'),
            WordKind::Condition(w) => (format!("{w:?}"), '-'),
            WordKind::Static(w) => (format!("{w:?}"), '-'),
            WordKind::Delayed(w) => (format!("{w:?}"), '-'),
            WordKind::Modifier(w) => (format!("{w:?}"), '_'),
        };
        let mut out = String::new();
        for (i, c) in debug.chars().enumerate() {
            if c.is_ascii_uppercase() && i > 0 {
                out.push(sep);
            }
            out.push(c.to_ascii_lowercase());
        }
        match self {
            // The refinements are written with their variant's name.
            WordKind::Event(EventWord::LeavesHiddenZoneOrStack) => "leaves-zone".into(),
            WordKind::Event(EventWord::ThisPutIntoGraveyardUnseen) => "put-into-graveyard".into(),
            _ => out,
        }
    }
}

const LEAVES_OUT: &str = "see README 'What the model leaves out'";

/// Is `word` given its meaning when written in `ctx`? `Err` says why not.
pub fn supported(word: WordKind, ctx: Context) -> Result<(), String> {
    let why: Option<&str> = match word {
        WordKind::Event(w) => event(w, ctx),
        WordKind::Effect(w) => effect(w, ctx),
        WordKind::Modifier(w) => modifier(w, ctx),
        // CR 107.3a (mtg-2024-11-08), CR 104.3c (mtg-2008-10-01): X is announced for a
        // spell's `{X}` as it is cast; an ability's X (its own cost, or its source's, CR
        // 107.3e, 107.3m) is not modelled.
        WordKind::Quantity(QuantityWord::X) if ctx != Context::Spell => Some(
            "\"x\" is the value announced for the {X} in a spell's mana cost, read by that \
             instant's or sorcery's own `spell` effect (not inside a `sequence`); X of an \
             ability or read by another object is not modelled",
        ),
        WordKind::Quantity(QuantityWord::X) => None,
        // Quantities and conditions are read by the same evaluator in every context.
        WordKind::Quantity(
            QuantityWord::Fixed
            | QuantityWord::Count
            | QuantityWord::Life
            | QuantityWord::CardsInHand
            | QuantityWord::PowerOf
            | QuantityWord::ToughnessOf
            | QuantityWord::CountersOn
            | QuantityWord::ThatMuch
            | QuantityWord::ThisTurn
            | QuantityWord::Sum
            | QuantityWord::Difference
            | QuantityWord::Times
            | QuantityWord::PlayerCounters
            | QuantityWord::CreaturesBlocking
            | QuantityWord::CreaturesBlockedBy,
        ) => None,
        WordKind::Condition(
            ConditionWord::Compare
            | ConditionWord::Exists
            | ConditionWord::Source
            | ConditionWord::Not
            | ConditionWord::All
            | ConditionWord::AnyOf,
        ) => None,
        // Statics are printed only (a grant quotes a triggered ability, never a static).
        WordKind::Static(
            StaticWord::PreventDamageToThis
            | StaticWord::ExileInsteadOfDying
            | StaticWord::EntersWithCounters
            | StaticWord::CreaturesLoseAllAbilities
            | StaticWord::EntersTriggersAdditionalTime
            | StaticWord::EntersTapped
            | StaticWord::OpponentsGainNoPoints
            | StaticWord::SuppressTriggers
            | StaticWord::AdditionalTrigger
            | StaticWord::Grant,
        ) => None,
        // Every delayed event is watched wherever the delayed trigger is created.
        WordKind::Delayed(
            DelayedWord::NextEndStep
            | DelayedWord::ObjectLeaves
            | DelayedWord::ObjectUntaps
            | DelayedWord::CreatureDiesThisTurn
            | DelayedWord::NextStep
            | DelayedWord::ThatDies
            | DelayedWord::Resolved
            | DelayedWord::SpellCast,
        ) => None,
    };
    match why {
        None => Ok(()),
        Some(why) => Err(format!(
            "`{}` {} is not modelled: {why}; {LEAVES_OUT}",
            word.name(),
            ctx.words()
        )),
    }
}

fn event(w: EventWord, ctx: Context) -> Option<&'static str> {
    use EventWord as W;
    match w {
        W::LeavesHiddenZoneOrStack => Some(
            "\"leaves [zone]\" is modelled for the graveyard and exile only, not for the hand, \
             a library or the stack",
        ),
        W::ThisPutIntoGraveyardUnseen => Some(
            "\"when this is put into a graveyard from anywhere\" does not look back (CR 603.6c \
             (mtg-2024-11-08)), so it can't trigger from the battlefield, and CR 113.6k \
             (mtg-2024-11-08) makes it function in the zone it can trigger from: write \
             `functions_from = \"graveyard\"` on a printed ability (a granted one functions on \
             the battlefield only)",
        ),
        // CR 603.3b's second part is read from printed abilities only (granted.rs).
        W::AbilityTriggers if ctx == Context::Granted => {
            Some("a granted ability never sees other abilities trigger (CR 603.3b's second part)")
        }
        W::Enters
        | W::Dies
        | W::LeavesBattlefield
        | W::PutIntoGraveyard
        | W::DealtDamage
        | W::DealsDamage
        | W::BecomesTapped
        | W::BecomesUntapped
        | W::BeginningOf
        | W::SpellCast
        | W::CardDrawn
        | W::LifeGained
        | W::AbilityTriggers
        | W::Scores
        | W::Attacks
        | W::Defends
        | W::AttacksAlone
        | W::Blocks
        | W::BecomesBlocked
        | W::Unblocked
        | W::PlayerDealtDamage
        | W::TappedForMana
        | W::CountersPut
        | W::BecomesAttached
        | W::BecomesTarget
        | W::TurnedFaceUp
        | W::Sacrifices
        | W::LosesLife
        | W::Activates
        | W::LeavesZone
        | W::SpellCountered
        | W::ControlChanges
        | W::Discards
        | W::LosesGame => None,
    }
}

fn modifier(w: ModifierWord, ctx: Context) -> Option<&'static str> {
    use ModifierWord as W;
    let granted = ctx == Context::Granted;
    match w {
        // The limits of CR 603.2c-i read the printed ability's index (rules/granted.rs).
        W::OnceEachTurn | W::NthTime | W::OneOrMore | W::TriggersOnceEachTurn if granted => Some(
            "a granted ability has no \"once each turn\", \"the Nth time\", \"one or more\" \
             batching or \"triggers only once each turn\" limit in the model (CR 603.2c-i on \
             granted abilities)",
        ),
        W::State if granted => Some("a granted ability is an event trigger only"),
        W::FunctionsFrom if granted => {
            Some("a granted ability functions on the battlefield only (CR 613.1f)")
        }
        W::State
        | W::InterveningIf
        | W::Modes
        | W::Optional
        | W::UnlessOpponentPaysLife
        | W::UnlessPayer
        | W::OnceEachTurn
        | W::NthTime
        | W::FunctionsFrom
        | W::Mana
        | W::OneOrMore
        | W::TriggersOnceEachTurn
        | W::MayPlayer => None,
    }
}

fn effect(w: EffectWord, ctx: Context) -> Option<&'static str> {
    use Context as C;
    use EffectWord as W;
    // The questions a resolving triggered ability asks (rules/resolve_ask.rs, discard.rs) are
    // asked of its whole effect: a spell and a reflexive ability are asked too.
    let asked_of_whole = |spell: bool| match ctx {
        C::Printed | C::Granted | C::Reflexive => None,
        C::Spell if spell => None,
        C::Spell | C::Activated => Some(
            "its choice is asked only as a triggered ability resolves (the model asks \
             nothing of this resolving object)",
        ),
        C::Sequence | C::Delayed => Some(
            "its choice is asked of a triggered ability's whole effect, never of a part or of a \
             delayed trigger",
        ),
    };
    match w {
        // CR 101.4 (mtg-2024-11-08): each player chooses as it resolves.
        W::EachSacrifices => asked_of_whole(true),
        // CR 701.8a (mtg-2024-11-08): the discarding player chooses as it resolves.
        W::Discard => asked_of_whole(true),
        // CR 603.12 (mtg-2024-11-08): "you may sacrifice" is asked of a triggered ability.
        W::ReflexiveSacrifice => asked_of_whole(false),
        W::GainLife
        | W::LoseLife
        | W::Draw
        | W::DealDamage
        | W::Destroy
        | W::DestroyAll
        | W::DamageEach
        | W::PutCounters
        | W::RemoveCounters
        | W::Pump
        | W::SacrificeThis
        | W::Tap
        | W::Untap
        | W::CreateToken
        | W::FlickerUntilEndStep
        | W::ExileThisAtNextEndStep
        | W::WhenThisLeaves
        | W::WhenThisUntaps
        | W::WheneverCreatureDiesThisTurn
        | W::FlickerAll
        | W::ExileHandFaceDownUntilEndStep
        | W::PreventNextDamage
        | W::Regenerate
        | W::GainControl
        | W::Score
        | W::WinGame
        | W::DiscardHandDrawThatMany
        | W::ReturnItToBattlefield
        | W::ReturnItToBattlefieldWith
        | W::DestroyIt
        | W::ReturnItToHand
        | W::AddMana
        | W::AddColoredMana
        | W::Sequence
        | W::Attach
        | W::Unattach
        | W::LoseAllAbilities
        | W::Counter
        | W::CopyAbility
        | W::Delayed
        | W::TapAll
        | W::PutInto
        | W::Mill
        | W::AdditionalCombatPhase
        | W::Fight
        | W::Manifest
        | W::CreateRole => None,
    }
}

/// A word the table refuses: `word` as written in the file (to point at), and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub word: String,
    pub message: String,
}

/// Asks the table about every word `card` uses, in the context it uses it; the first word
/// refused, if any.
pub fn check_card(card: &CardDef) -> Result<(), Refusal> {
    let mut out = Ok(());
    card_words(card, &mut |w: WordKind, ctx: Context| {
        if out.is_ok() {
            if let Err(message) = supported(w, ctx) {
                out = Err(Refusal {
                    word: w.name(),
                    message,
                });
            }
        }
    });
    out?;
    // CR 107.3a (mtg-2024-11-08): a spell's "x" is the value announced for its {X}.
    super::cost_x::check(card).map_err(|message| Refusal {
        word: "x".into(),
        message,
    })?;
    // CR 701.12a (mtg-2024-11-08): a fight names one creature a side.
    super::fight::check(card).map_err(|message| Refusal {
        word: "fight".into(),
        message,
    })
}

/// Calls `ask` with every word `card` uses and the context it uses it in (the same word
/// several times if it is written several times).
pub fn card_words(card: &CardDef, ask: &mut Ask) {
    if let Some(e) = &card.spell {
        walk_effect(e, Context::Spell, ask);
    }
    for a in &card.abilities {
        match a {
            Ability::Triggered(t) => walk_triggered(t, Context::Printed, ask),
            Ability::Activated(a) => walk_effect(&a.effect, Context::Activated, ask),
            Ability::Static(s) => {
                ask(WordKind::Static(StaticWord::of(s)), Context::Printed);
                if let super::StaticAbility::Grant { ability, .. } = s {
                    walk_triggered(ability, Context::Granted, ask);
                }
            }
        }
    }
}

/// What [`card_words`] calls with each word and its context.
pub type Ask<'a> = dyn FnMut(WordKind, Context) + 'a;

fn walk_triggered(t: &TriggeredAbility, ctx: Context, ask: &mut Ask) {
    match &t.when {
        TriggerCondition::Event(e) => ask(WordKind::Event(EventWord::of(t, e)), ctx),
        TriggerCondition::State(c) => walk_condition(c, ctx, ask),
    }
    for m in ModifierWord::of(t) {
        ask(WordKind::Modifier(m), ctx);
    }
    if let Some(c) = &t.intervening_if {
        walk_condition(c, ctx, ask);
    }
    if t.modes.is_empty() {
        walk_effect(&t.effect, ctx, ask);
    }
    for m in &t.modes {
        walk_effect(m, ctx, ask);
    }
}

fn walk_condition(c: &Condition, ctx: Context, ask: &mut Ask) {
    ask(WordKind::Condition(ConditionWord::of(c)), ctx);
    let (conds, quantities) = ConditionWord::parts(c);
    conds.into_iter().for_each(|c| walk_condition(c, ctx, ask));
    quantities
        .into_iter()
        .for_each(|q| walk_quantity(q, ctx, ask));
}

fn walk_quantity(q: &Quantity, ctx: Context, ask: &mut Ask) {
    q.walk(&mut |q| ask(WordKind::Quantity(QuantityWord::of(q)), ctx));
}

fn walk_effect(e: &Effect, ctx: Context, ask: &mut Ask) {
    ask(WordKind::Effect(EffectWord::of(e)), ctx);
    if let Some(d) = e.creates_delayed() {
        ask(WordKind::Delayed(DelayedWord::of(&d)), ctx);
    }
    // Only this effect's own quantities: nested effects are walked in their own context.
    if EffectWord::nested(e).is_empty() {
        e.quantities(&mut |q| ask(WordKind::Quantity(QuantityWord::of(q)), ctx));
    }
    for (inner, nest) in EffectWord::nested(e) {
        let inner_ctx = match nest {
            Nest::Sequence => Context::Sequence,
            Nest::Reflexive => Context::Reflexive,
            Nest::Delayed => Context::Delayed,
        };
        walk_effect(inner, inner_ctx, ask);
    }
}
