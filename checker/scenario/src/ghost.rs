//! Ghost slots: facts about the whole path so far, kept beside the game in the scenario model's
//! state (so two paths to one game state with different histories are different states):
//! counts of how many times abilities of a card triggered, resolved or were removed (updated
//! from the journal of each step, never from the engine's rule code), and `ever(Q)` bits (Q
//! held in some state of the path so far).
//!
//! Exactness: a count compared alone with constants saturates one above the largest constant
//! it meets, where every such comparison has already settled. A count inside a sum (`a + b ==
//! 3`, `a - b == 0`) is *exact*: it saturates at `MAX_COUNT + 1`, and a state where it got
//! there is cut (not judged, not expanded, the run incomplete and saying so), since past it the
//! sum is unknown. An `ever` bit only goes from 0 to 1. The slots thus take finitely many values, so the state space stays finite
//! and a loop of mandatory actions still closes (once the counts saturate) and is reported.
//! Nothing is counted once turn `limits.turns + 1` begins (the scenario model stops before it).

use super::query::{Count, Expr, Facts, Origin, Sel};
use std::collections::{BTreeMap, BTreeSet};
use triggerproof_model::cards::CardPool;
use triggerproof_model::journal::{Event, Happening, Journal};
use triggerproof_model::state::{
    AbilityOrigin, GameState, InstanceId, ObjectId, PlayerId, StackObject,
};
use triggerproof_model::vocab::CardId;

/// The largest number a count may be compared with (counts saturate just above it), and the
/// most a count read inside a sum holds exactly.
pub const MAX_COUNT: i64 = 100;

/// What one ghost slot records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ghost {
    /// How many times (saturating at the slot's cap).
    Count(Count, Sel),
    /// Whether the query has held so far (0 or 1).
    Ever(Expr),
}

/// The ghost slots of a scenario and where each saturates.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ghosts {
    pub specs: Vec<Ghost>,
    /// A count's cap is one above the largest constant it is compared with; an `ever` bit's is 1.
    pub caps: Vec<u8>,
    /// Counts read inside a sum: exact up to `MAX_COUNT`, their cap `MAX_COUNT + 1`.
    pub exact: Vec<bool>,
}

impl Ghosts {
    /// The slot for `g`, shared with an identical earlier one.
    pub(super) fn slot(&mut self, g: Ghost) -> usize {
        match self.specs.iter().position(|s| *s == g) {
            Some(i) => i,
            None => {
                self.specs.push(g);
                self.caps.push(1);
                self.exact.push(false);
                self.specs.len() - 1
            }
        }
    }

    /// Makes count slot `i` exact (it is read inside a sum).
    pub(super) fn make_exact(&mut self, i: usize) {
        self.exact[i] = true;
        self.caps[i] = (MAX_COUNT + 1) as u8;
    }

    /// Has an exact count passed `MAX_COUNT` on this path (so a sum reading it is unknown)?
    pub fn past_exact(&self, counts: &[u8]) -> bool {
        self.exact
            .iter()
            .zip(counts.iter().zip(&self.caps))
            .any(|(exact, (n, cap))| *exact && n >= cap)
    }
}

/// Updates the slots for one step (`before` --journal--> `after`): counts, then `ever` bits
/// (in slot order, so an inner `ever` is settled before an outer one reads it).
pub fn update(
    ghosts: &Ghosts,
    pool: &CardPool,
    turns: u8,
    before: &GameState,
    after: &GameState,
    journal: &Journal,
    counts: &mut [u8],
) {
    tally(ghosts, turns, before, after, journal, counts);
    mark_ever(ghosts, pool, after, counts, false);
}

/// Sets the `ever` bits whose query holds in `game` (with `counts`; `horizon`: the state ends
/// the last explored turn).
pub fn mark_ever(
    ghosts: &Ghosts,
    pool: &CardPool,
    game: &GameState,
    counts: &mut [u8],
    horizon: bool,
) {
    for (i, g) in ghosts.specs.iter().enumerate() {
        if let Ghost::Ever(e) = g {
            let facts = Facts {
                game,
                pool,
                counts,
                horizon,
            };
            if counts[i] == 0 && e.eval(&facts) {
                counts[i] = 1;
            }
        }
    }
}

/// Whose an ability instance or stack object is: its card, controller and kind.
type Whose = (CardId, PlayerId, Option<Origin>);

/// What one step's journal has said so far about the ability instances it mentions.
struct Memory<'a> {
    before: &'a GameState,
    after: &'a GameState,
    /// The instances met so far: waiting or on the stack before the step, or triggered in it.
    known: BTreeMap<InstanceId, Whose>,
    /// Instances removed from the stack in this step.
    removed: BTreeSet<InstanceId>,
    /// A spell lost all its targets in this step.
    fizzled: bool,
    /// The controller the top of the stack resolves for.
    resolver: Option<PlayerId>,
}

impl Memory<'_> {
    /// The count a journal entry adds to, and whose ability or object it is about.
    fn counted(&mut self, what: &Happening) -> Option<(Count, Whose)> {
        match what {
            Happening::Triggered {
                instance,
                origin,
                source,
                controller,
                ..
            } => {
                let card = trigger_card(origin, *source, *instance, self.before, self.after);
                let from = (card, *controller, Some(Origin::of(origin)));
                self.known.insert(*instance, from);
                Some((Count::Triggered, from))
            }
            // CR 707.10 (mtg-2024-11-08): a copy is not triggered; it is the original's card's.
            Happening::AbilityCopied {
                copy,
                of,
                controller,
            } => {
                let (card, _, origin) = *self.known.get(of)?;
                self.known.insert(*copy, (card, *controller, origin));
                None
            }
            Happening::RemovedFromStack { instance, .. } => {
                self.removed.insert(*instance);
                Some((Count::Removed, *self.known.get(instance)?))
            }
            Happening::SpellFizzled { .. } => {
                self.fizzled = true;
                Some((Count::Removed, top_of(self.before, None)?))
            }
            Happening::Resolving { controller, .. } => {
                self.resolver = Some(*controller);
                None
            }
            Happening::ManaAbilityResolved { instance } => {
                Some((Count::Resolved, *self.known.get(instance)?))
            }
            Happening::Resolved { instance } => {
                let (card, p, o) = match instance {
                    Some(id) if !self.removed.contains(id) => *self.known.get(id)?,
                    None if !self.fizzled => top_of(self.before, self.resolver)?,
                    _ => return None,
                };
                Some((Count::Resolved, (card, self.resolver.unwrap_or(p), o)))
            }
            _ => None,
        }
    }
}

/// Adds the counts of one step (`before` --journal--> `after`) to `counts`.
fn tally(
    ghosts: &Ghosts,
    turns: u8,
    before: &GameState,
    after: &GameState,
    journal: &Journal,
    counts: &mut [u8],
) {
    if !ghosts.specs.iter().any(|g| matches!(g, Ghost::Count(..))) {
        return;
    }
    let mut known: BTreeMap<InstanceId, Whose> = before
        .waiting
        .iter()
        .chain(before.stack.iter().filter_map(StackObject::instance))
        .map(|t| {
            (
                t.id,
                (t.source_card, t.controller, Some(Origin::of(&t.origin))),
            )
        })
        .collect();
    // Activated abilities on the stack before or after the step (a countered one is removed).
    for so in before.stack.iter().chain(after.stack.iter()) {
        if let StackObject::Activated {
            id,
            card,
            controller,
            ..
        } = so
        {
            known.insert(*id, (*card, *controller, Some(Origin::Activated)));
        }
    }
    let mut memory = Memory {
        before,
        after,
        known,
        removed: BTreeSet::new(),
        fizzled: false,
        resolver: None,
    };
    for e in &journal.entries {
        if let Happening::Event(Event::StepBegan { turn, .. }) = &e.what {
            if *turn > turns {
                return;
            }
        }
        let Some((kind, (card, p, o))) = memory.counted(&e.what) else {
            continue;
        };
        for (i, g) in ghosts.specs.iter().enumerate() {
            match g {
                Ghost::Count(k, sel) if *k == kind && sel.matches(card, p, o) => {
                    counts[i] = counts[i].saturating_add(1).min(ghosts.caps[i]);
                }
                _ => {}
            }
        }
    }
}

/// The spell or activated ability on top of the stack before the step, with its controller
/// (or `resolver`, the controller it resolved for).
fn top_of(before: &GameState, resolver: Option<PlayerId>) -> Option<Whose> {
    match before.stack.back()? {
        StackObject::Spell {
            object, controller, ..
        } => before
            .object(*object)
            .map(|o| (o.card, resolver.unwrap_or(*controller), Some(Origin::Spell))),
        StackObject::Activated {
            card, controller, ..
        } => Some((
            *card,
            resolver.unwrap_or(*controller),
            Some(Origin::Activated),
        )),
        StackObject::Triggered { .. } | StackObject::CombatDamage { .. } => None,
    }
}

/// The card a new trigger instance is from: the card of a printed ability; for a delayed or
/// reflexive one (or one granted by a static, CR 613.1f), its source's card (CR 603.7d / CR 603.7e: the spell or the source of the
/// ability that created it).
fn trigger_card(
    origin: &AbilityOrigin,
    source: ObjectId,
    id: InstanceId,
    before: &GameState,
    after: &GameState,
) -> CardId {
    if let AbilityOrigin::Printed { card, .. } = origin {
        return *card;
    }
    let delayed = before.delayed.iter().find(|d| d.source == source);
    let instance = after
        .waiting
        .iter()
        .chain(after.stack.iter().filter_map(StackObject::instance))
        .find(|t| t.id == id && t.source == source);
    delayed
        .map(|d| d.source_card)
        .or(instance.map(|t| t.source_card))
        .or(before.object(source).map(|o| o.card))
        .or(after.object(source).map(|o| o.card))
        .unwrap_or_default()
}
