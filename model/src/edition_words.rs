//! The edition column of the vocabulary's decision table (`vocab::contexts` holds the context
//! columns): for every word, the rule it needs from an edition. A word whose rule the edition
//! lacks (`Edition::lacks`, `semantics.rs`), or a Riftbound-only word under MTG, is refused
//! when a card written in a file uses it, with the reason, never accepted to mean nothing.
//!
//! [`needs`] is an exhaustive `match` over each word enum, like `contexts::supported`: a new
//! vocabulary variant fails to compile here until its edition row is decided. Rules that hang
//! on a word's arguments (combat damage, a combat step, `until` exile, reading counters) stay in
//! `Feature::used_by`, which `Edition::playable` asks of every card on a board.

use crate::edition::{Edition, Game, RuleRef};
use crate::semantics::Feature;
use crate::vocab::contexts::{card_words, Refusal, WordKind};
use crate::vocab::words::{
    ConditionWord, DelayedWord, EffectWord, EventWord, ModifierWord, QuantityWord, StaticWord,
};
use crate::vocab::CardDef;

/// What a word needs from an edition's rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Need {
    /// Nothing beyond the trigger rules every edition has.
    Nothing,
    /// A feature some editions lack (`Edition::lacks`).
    Feature(Feature),
    /// Riftbound's points (RB 464 (riftbound-1.3): Conquer and Hold); MTG has no points.
    Points,
}

/// The rule `word` needs from an edition.
pub fn needs(word: WordKind) -> Need {
    use Need::{Feature as F, Nothing};
    match word {
        WordKind::Event(w) => event(w),
        WordKind::Effect(w) => effect(w),
        WordKind::Quantity(w) => match w {
            QuantityWord::CountersOn | QuantityWord::PlayerCounters => F(Feature::Counters),
            // CR 509.1g-h (mtg-2024-11-08): blocking is MTG combat's; Riftbound has no blockers
            // (RB 459-466 (riftbound-1.4)): refused there.
            QuantityWord::CreaturesBlocking | QuantityWord::CreaturesBlockedBy => {
                F(Feature::Combat)
            }
            // CR 107.3a (mtg-2024-11-08), CR 104.3c (mtg-2008-10-01): X comes from a mana
            // cost, which Riftbound's costs are not (`Feature::Colors`).
            QuantityWord::X => F(Feature::Colors),
            QuantityWord::Fixed
            | QuantityWord::Count
            | QuantityWord::Life
            | QuantityWord::CardsInHand
            | QuantityWord::PowerOf
            | QuantityWord::ToughnessOf
            | QuantityWord::ThatMuch
            | QuantityWord::ThisTurn
            | QuantityWord::Sum
            | QuantityWord::Difference
            | QuantityWord::Times => Nothing,
        },
        WordKind::Condition(
            ConditionWord::Compare
            | ConditionWord::Exists
            | ConditionWord::Source
            | ConditionWord::Not
            | ConditionWord::All
            | ConditionWord::AnyOf,
        ) => Nothing,
        WordKind::Static(w) => match w {
            StaticWord::EntersWithCounters => F(Feature::Counters),
            StaticWord::EntersTriggersAdditionalTime | StaticWord::AdditionalTrigger => {
                F(Feature::AdditionalTriggers)
            }
            StaticWord::OpponentsGainNoPoints => Need::Points,
            StaticWord::PreventDamageToThis
            | StaticWord::ExileInsteadOfDying
            | StaticWord::CreaturesLoseAllAbilities
            | StaticWord::EntersTapped
            | StaticWord::SuppressTriggers
            | StaticWord::Grant => Nothing,
        },
        WordKind::Delayed(w) => match w {
            DelayedWord::Resolved => F(Feature::ResolvedTimes),
            DelayedWord::NextEndStep
            | DelayedWord::ObjectLeaves
            | DelayedWord::ObjectUntaps
            | DelayedWord::CreatureDiesThisTurn
            | DelayedWord::NextStep
            | DelayedWord::ThatDies
            | DelayedWord::SpellCast => Nothing,
        },
        WordKind::Modifier(w) => match w {
            ModifierWord::State => F(Feature::StateTrigger),
            ModifierWord::OnceEachTurn => F(Feature::OnceEachTurn),
            ModifierWord::NthTime => F(Feature::NthTime),
            ModifierWord::InterveningIf
            | ModifierWord::Modes
            | ModifierWord::Optional
            | ModifierWord::UnlessOpponentPaysLife
            | ModifierWord::UnlessPayer
            | ModifierWord::FunctionsFrom
            | ModifierWord::Mana
            | ModifierWord::OneOrMore
            | ModifierWord::TriggersOnceEachTurn
            | ModifierWord::MayPlayer => Nothing,
        },
    }
}

fn event(w: EventWord) -> Need {
    use EventWord as W;
    use Need::{Feature as F, Nothing};
    match w {
        W::Attacks => F(Feature::Attacks),
        W::Defends => F(Feature::Defends),
        W::AttacksAlone | W::Blocks | W::BecomesBlocked | W::Unblocked => F(Feature::Combat),
        W::TurnedFaceUp => F(Feature::FaceDown),
        W::BecomesAttached => F(Feature::Attachments),
        W::CountersPut => F(Feature::Counters),
        W::LeavesZone | W::LeavesHiddenZoneOrStack | W::Discards => F(Feature::Zones),
        W::Sacrifices | W::LosesLife | W::Activates => F(Feature::Costs),
        W::Scores => Need::Points,
        W::Enters
        | W::Dies
        | W::LeavesBattlefield
        | W::PutIntoGraveyard
        | W::ThisPutIntoGraveyardUnseen
        | W::DealtDamage
        | W::DealsDamage
        | W::BecomesTapped
        | W::BecomesUntapped
        | W::BeginningOf
        | W::SpellCast
        | W::CardDrawn
        | W::LifeGained
        | W::AbilityTriggers
        | W::PlayerDealtDamage
        | W::TappedForMana
        | W::BecomesTarget
        | W::SpellCountered
        | W::ControlChanges
        | W::LosesGame => Nothing,
    }
}

fn effect(w: EffectWord) -> Need {
    use EffectWord as W;
    use Need::{Feature as F, Nothing};
    match w {
        W::PutCounters | W::RemoveCounters => F(Feature::Counters),
        W::Pump | W::LoseAllAbilities => F(Feature::UntilEndOfTurnPt),
        W::Attach | W::Unattach => F(Feature::Attachments),
        W::CopyAbility => F(Feature::CopyTriggered),
        W::PutInto | W::Mill | W::Discard => F(Feature::Zones),
        W::ReflexiveSacrifice => F(Feature::Reflexive),
        W::Score => Need::Points,
        // CR 500.8 (mtg-2024-11-08): a combat phase; Riftbound's turn has none.
        W::AdditionalCombatPhase => F(Feature::Combat),
        // CR 106.1b (mtg-2024-11-08): coloured mana. Riftbound's runes make energy and
        // domain power instead (RB 163 (riftbound-1.4), RB 162 (riftbound-1.3)), which the
        // model does not have: refused there.
        W::AddColoredMana => F(Feature::Colors),
        // CR 701.15a (mtg-2024-11-08); Riftbound has no regeneration rule.
        W::Regenerate => F(Feature::Regeneration),
        // CR 701.12a (mtg-2024-11-08), 701.14a (mtg-2026-01-16); no 2008 or Riftbound rule.
        W::Fight => F(Feature::Fight),
        // CR 701.34a (mtg-2024-11-08), 701.40a (mtg-2026-01-16); no 2008 or Riftbound rule.
        W::Manifest => F(Feature::Manifest),
        // CR 303.7a (mtg-2024-11-08); no 2008 or Riftbound rule.
        W::CreateRole => F(Feature::Roles),
        W::GainLife
        | W::LoseLife
        | W::Draw
        | W::DealDamage
        | W::Destroy
        | W::DestroyAll
        | W::DamageEach
        | W::EachSacrifices
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
        | W::GainControl
        | W::WinGame
        | W::DiscardHandDrawThatMany
        | W::ReturnItToBattlefield
        | W::ReturnItToBattlefieldWith
        | W::DestroyIt
        | W::ReturnItToHand
        | W::AddMana
        | W::Sequence
        | W::Counter
        | W::Delayed
        | W::TapAll => Nothing,
    }
}

/// Is `word` given its meaning under `edition`? `Err` says why not.
pub fn supported_in(word: WordKind, edition: Edition) -> Result<(), String> {
    let rule = match needs(word) {
        Need::Nothing => return Ok(()),
        Need::Feature(f) if !edition.lacks().contains(&f) => return Ok(()),
        Need::Points if edition.game() == Game::Riftbound => return Ok(()),
        Need::Feature(f) => format!("{f:?}, {}", cites_in_every_edition(f.rule())),
        Need::Points => format!("points, {}", cites_in_every_edition(RuleRef::Conquer)),
    };
    Err(format!(
        "`{}` means nothing under {edition}: it needs {rule}, which {edition} has no rule for; \
         expected a card without it or an edition that has the rule (see README 'What the model \
         leaves out')",
        word.name()
    ))
}

/// The rule as each edition that has it numbers it (regeneration: 501.5a in 2008, 701.15a in
/// 2024, 701.19a in 2026): numbers drift, so a refusal names every edition's, not the oldest.
fn cites_in_every_edition(rule: RuleRef) -> String {
    let cites: Vec<String> = Edition::ALL
        .into_iter()
        .filter(|e| e.number(rule).is_some())
        .map(|e| e.cite(rule))
        .collect();
    if cites.is_empty() {
        Edition::Mtg20241108.cite(rule)
    } else {
        cites.join(", ")
    }
}

/// Asks the edition column about every word `card` uses; the first word refused, if any.
pub fn check_card_in(card: &CardDef, edition: Edition) -> Result<(), Refusal> {
    let mut out = Ok(());
    card_words(card, &mut |w, _| {
        if out.is_ok() {
            if let Err(message) = supported_in(w, edition) {
                out = Err(Refusal {
                    word: w.name(),
                    message,
                });
            }
        }
    });
    out
}

#[cfg(test)]
#[path = "edition_words_tests.rs"]
mod tests;
