//! Readings of one state that many properties repeat, made once per [`View`] on first use
//! (`OnceCell`): a view whose properties never ask pays nothing. Each reading is the same
//! function of the state and journal that its callers computed on their own before; only who
//! computes it changed. The checker builds one view per new state and reads every undecided
//! property against it (the explorer's "judge this state" hook, `checker/src/adapter.rs`).
//!
//! - [`Marks`]: which kinds of journal entries the step holds, in one pass over the journal,
//!   for the early exits of `early.rs`.
//! - whether "creatures lose all abilities" is in effect (`observe::abilities_suppressed`);
//! - whether some object's card reads the turn history (`history`, `cast_history`);
//! - the objects that came into being in the step (`observe::newcomers`);
//! - the statics that change triggering on the battlefield (`trigger_cause`);
//! - the run of simultaneous events of each journal entry (`causes::run_ids`).

use crate::View;
use std::cell::OnceCell;
use triggerproof_model::journal::{Event, Happening, Journal, NotTriggeredReason, RemovalReason};
use triggerproof_model::state::{AbilityOrigin, ObjectId, PlayerId, Zone};
use triggerproof_model::vocab::TriggerCause;

/// A static that changes triggering, with the permanent that has it (found by `trigger_cause`).
pub(crate) struct Holder {
    pub(crate) id: ObjectId,
    /// The permanent's controller.
    pub(crate) controller: PlayerId,
    pub(crate) cause: TriggerCause,
    pub(crate) suppress: bool,
}

/// The per-view cache (empty until asked).
#[derive(Default)]
pub struct Readings {
    marks: OnceCell<Marks>,
    holders: OnceCell<Option<Vec<Holder>>>,
    suppressed: OnceCell<bool>,
    reads_history: OnceCell<bool>,
    newcomers: OnceCell<Vec<ObjectId>>,
    run_ids: OnceCell<Vec<usize>>,
}

/// Kinds of journal entries present in a step's journal, one bit each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Marks(u32);

impl Marks {
    /// A step began (`Event::StepBegan`).
    pub const STEP_BEGAN: u32 = 1 << 0;
    /// Damage was dealt or life gained.
    pub const DAMAGE_OR_GAIN: u32 = 1 << 1;
    /// A printed ability triggered on an event, not as an additional trigger.
    pub const PRINTED_FIRST_TRIGGER: u32 = 1 << 2;
    /// An ability triggered on an event.
    pub const CAUSED_TRIGGER: u32 = 1 << 3;
    /// An ability triggered on an event, not as an additional trigger.
    pub const FIRST_TRIGGER: u32 = 1 << 4;
    /// A static stopped an ability from triggering.
    pub const SUPPRESSED: u32 = 1 << 5;
    /// A new object was put onto the battlefield.
    pub const ENTERED: u32 = 1 << 6;
    /// A move to a graveyard was replaced.
    pub const REPLACED_TO_GRAVEYARD: u32 = 1 << 7;
    /// A granted ability triggered.
    pub const GRANTED_TRIGGER: u32 = 1 << 8;
    /// A delayed trigger triggered on an event.
    pub const DELAYED_CAUSED_TRIGGER: u32 = 1 << 9;
    /// An object left the battlefield.
    pub const LEFT_BATTLEFIELD: u32 = 1 << 10;
    /// An object went from the battlefield to a graveyard.
    pub const DIED: u32 = 1 << 11;
    /// Something was put on the stack by a player placing triggers (`Happening::PutOnStack`).
    pub const PUT_ON_STACK: u32 = 1 << 12;
    /// An object came from no zone (a token created).
    pub const CREATED: u32 = 1 << 13;
    /// A triggered ability was removed from the stack for having no legal mode or target.
    pub const REMOVED_NO_CHOICE: u32 = 1 << 14;
    /// A spell was cast, an ability copied or activated (put on the stack otherwise than by
    /// placing triggers).
    pub const CAST_COPIED_ACTIVATED: u32 = 1 << 15;
    /// A permanent became the target of something (`Event::BecameTarget`).
    pub const BECAME_TARGET: u32 = 1 << 16;

    /// The marks of a journal, in one pass.
    pub fn of(journal: &Journal) -> Marks {
        Marks(journal.entries.iter().fold(0, |m, e| m | mark(&e.what)))
    }

    /// Does the journal hold an entry of any of the kinds in `bits`?
    pub fn any(self, bits: u32) -> bool {
        self.0 & bits != 0
    }
}

/// The marks of one journal entry.
fn mark(h: &Happening) -> u32 {
    match h {
        Happening::Event(e) => match e {
            Event::StepBegan { .. } => Marks::STEP_BEGAN,
            Event::BecameTarget { .. } => Marks::BECAME_TARGET,
            Event::Damage { .. } | Event::LifeGained { .. } => Marks::DAMAGE_OR_GAIN,
            Event::ZoneChange { from, to, new, .. } => {
                let from_bf = *from == Some(Zone::Battlefield);
                let mut m = 0;
                if from.is_none() {
                    m |= Marks::CREATED;
                }
                if from_bf {
                    m |= Marks::LEFT_BATTLEFIELD;
                    if *to == Zone::Graveyard {
                        m |= Marks::DIED;
                    }
                }
                if new.is_some() && *to == Zone::Battlefield {
                    m |= Marks::ENTERED;
                }
                m
            }
            _ => 0,
        },
        Happening::Triggered {
            origin,
            cause,
            additional,
            ..
        } => {
            let mut m = 0;
            if cause.is_some() {
                m |= Marks::CAUSED_TRIGGER;
                if !additional {
                    m |= Marks::FIRST_TRIGGER;
                    if matches!(origin, AbilityOrigin::Printed { .. }) {
                        m |= Marks::PRINTED_FIRST_TRIGGER;
                    }
                }
                if matches!(origin, AbilityOrigin::Delayed { .. }) {
                    m |= Marks::DELAYED_CAUSED_TRIGGER;
                }
            }
            if matches!(origin, AbilityOrigin::Granted { .. }) {
                m |= Marks::GRANTED_TRIGGER;
            }
            m
        }
        Happening::NotTriggered {
            reason: NotTriggeredReason::Suppressed { .. },
            ..
        } => Marks::SUPPRESSED,
        Happening::Replaced {
            event:
                Event::ZoneChange {
                    to: Zone::Graveyard,
                    ..
                },
            ..
        } => Marks::REPLACED_TO_GRAVEYARD,
        Happening::PutOnStack { .. } => Marks::PUT_ON_STACK,
        Happening::Cast { .. } | Happening::AbilityCopied { .. } | Happening::Activated { .. } => {
            Marks::CAST_COPIED_ACTIVATED
        }
        Happening::RemovedFromStack {
            reason: RemovalReason::NoLegalChoice,
            ..
        } => Marks::REMOVED_NO_CHOICE,
        _ => 0,
    }
}

impl View<'_> {
    /// The kinds of entries in the step's journal.
    pub fn marks(&self) -> Marks {
        *self.readings.marks.get_or_init(|| Marks::of(self.journal))
    }

    /// `f(self)`, made once per view: whether "creatures lose all abilities" is in effect.
    pub(crate) fn suppressed(&self, f: impl FnOnce() -> bool) -> bool {
        *self.readings.suppressed.get_or_init(f)
    }

    /// `f(self)`, made once per view: whether some object's card reads the turn history.
    pub(crate) fn reads_history(&self, f: impl FnOnce() -> bool) -> bool {
        *self.readings.reads_history.get_or_init(f)
    }

    /// `f(self)`, made once per view: the statics that change triggering on the battlefield
    /// (`trigger_cause`).
    pub(crate) fn holders(&self, f: impl FnOnce() -> Option<Vec<Holder>>) -> &Option<Vec<Holder>> {
        self.readings.holders.get_or_init(f)
    }

    /// `f(self)`, made once per view: the run of simultaneous events each journal entry is in
    /// (`causes::run_ids`).
    pub(crate) fn run_ids(&self, f: impl FnOnce() -> Vec<usize>) -> &[usize] {
        self.readings.run_ids.get_or_init(f)
    }

    /// `f(self)`, made once per view: the objects that came into being in the step.
    pub(crate) fn newcomers(&self, f: impl FnOnce() -> Vec<ObjectId>) -> &[ObjectId] {
        self.readings.newcomers.get_or_init(f)
    }
}
