//! Trigger-event kinds matched outside `trigger_event::matches`: one matcher per rule family,
//! tried in order when the core kinds of `trigger_event.rs` do not match (CR 603.2). A new family
//! of trigger events adds its module's matcher at the end of [`FAMILIES`].

use super::select::Viewer;
use super::trigger_knowledge::Views;
use super::Ctx;
use crate::journal::Event;
use crate::vocab::TriggerEvent;

/// Does a family's trigger event `te` match event `ev` for the ability seen by `me`?
type Matcher = fn(&Ctx, &Views, &TriggerEvent, &Event, Viewer) -> bool;

/// The families, in the order they are tried (append new ones at the end).
const FAMILIES: &[Matcher] = &[
    super::combat_triggers::matches,
    super::costs::matches,
    super::zones::leaves_zone_matches,
    super::counter_spell::matches,
    super::control::matches,
    super::discard::matches,
    super::multiplayer::matches,
];

/// CR 603.2: does any family's matcher say `te` matches `ev`?
pub(crate) fn matches(ctx: &Ctx, v: &Views, te: &TriggerEvent, ev: &Event, me: Viewer) -> bool {
    FAMILIES.iter().any(|f| f(ctx, v, te, ev, me))
}
