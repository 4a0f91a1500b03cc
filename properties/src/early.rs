//! Early exits, the guards: properties whose antecedent is decided by the journal of the step
//! alone (or by an empty stack) judge a state whose step did nothing of the kind without reading
//! the board. Each property module owns its early exit, a `check` that is `guard || full` (or
//! `guard && full` for a witness), `full` being the property's own restatement of its rule,
//! unchanged, and says beside it why its guard is exact; this module holds only the guards they
//! share. `registry::GUARDED` pairs each guarded name with its `full` so that a test can compare
//! the two on every reachable state (they must agree everywhere: a guard only skips a reading
//! whose verdict is already known).
//!
//! With the guard false, the `full` check reads an empty list of journal entries (an `all` over
//! nothing is true, an `any` false).

use crate::readings::Marks;
use crate::View;

/// Does the step's journal hold an entry of any of the kinds in `bits` (`readings::Marks`,
/// read once per view for every guard)?
pub(crate) fn any(v: &View, bits: u32) -> bool {
    v.marks().any(bits)
}

/// No trigger instance waits or is on the stack (nor any other stack object).
pub(crate) fn nothing_pending(v: &View) -> bool {
    v.state.waiting.is_empty() && v.state.stack.is_empty()
}

/// Did an object leave the battlefield in this step?
pub(crate) fn left_battlefield(v: &View) -> bool {
    any(v, Marks::LEFT_BATTLEFIELD)
}

/// A property's check.
pub type Check = fn(&View) -> bool;
