//! The one thing every symmetry traversal does with an id: the trait the slot numbering and the
//! renaming both implement, so the walks over snapshots and stacks are written once.

use triggerproof_model::state::{InstanceId, ObjectId, Target, Targets};

/// What the traversal does with each id it meets.
pub(super) trait Ids {
    /// An object id held by a reference (stack, triggers, shields, journal).
    fn obj(&mut self, id: ObjectId) -> ObjectId;
    /// A trigger-instance id.
    fn inst(&mut self, id: InstanceId) -> InstanceId;
    /// A key of the objects map.
    fn key(&mut self, id: ObjectId) -> ObjectId;
    /// Where `id` stands so far, without visiting it: its first slot while numbering slots,
    /// its new id while renaming (`u32::MAX`: not met yet).
    fn rank(&self, id: ObjectId) -> u32;

    /// Where `id` stands for ordering the members of a set of references (see `sets.rs`): its
    /// rank, or while numbering slots, its first slot outside every set.
    fn set_rank(&self, id: ObjectId) -> u32 {
        self.rank(id)
    }

    /// False in the first traversal of slot numbering, which skips sets (see `sets.rs`).
    fn sets(&self) -> bool {
        true
    }

    /// The traversal has finished one part of the snapshot (`walk::Part`): slot numbering
    /// notes where, so a renaming can tell which parts it leaves unchanged (`Moved`).
    fn part_done(&mut self) {}

    fn target(&mut self, t: Target) -> Target {
        match t {
            Target::Object(o) => Target::Object(self.obj(o)),
            p @ Target::Player(_) => p,
            Target::Ability(i) => Target::Ability(self.inst(i)),
        }
    }

    fn opt_target(&mut self, t: Targets) -> Targets {
        t.map(|t| self.target(t))
    }
}
