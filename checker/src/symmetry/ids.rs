//! What a traversal of a snapshot's ids does with each id it meets: numbering first slots, or
//! renaming (see `walk`).

use triggerproof_model::state::{InstanceId, ObjectId, Target};

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

    fn target(&mut self, t: Target) -> Target {
        match t {
            Target::Object(o) => Target::Object(self.obj(o)),
            p @ Target::Player(_) => p,
        }
    }

    fn opt_target(&mut self, t: Option<Target>) -> Option<Target> {
        t.map(|t| self.target(t))
    }
}
