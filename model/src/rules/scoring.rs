//! Conquer and Hold effects (RB 383.4.c, 383.4.d) when the point gained by scoring is replaced:
//! Riftbound triggers them anyway (RB 383.4.c.2.c, 383.4.d.2.c); under MTG rules the replaced
//! event triggers nothing (CR 603.2h, CR 410.7 (mtg-2008-10-01)).

use super::Ctx;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::vocab::ScoreKind;

/// The kind of score whose point was replaced, if `ev` is one.
pub(crate) fn replaced_point(ev: &Event) -> Option<ScoreKind> {
    match ev {
        Event::Scored {
            point: false, kind, ..
        } => Some(*kind),
        _ => None,
    }
}

/// Do Conquer/Hold effects trigger from a score whose point was replaced? RB 383.4.c.2.c: yes
/// (the mutant stays silent); CR 603.2h: no (the mutant triggers anyway).
pub(crate) fn triggers_despite_replacement(ctx: &Ctx) -> bool {
    if ctx.sem().score_triggers_when_replaced {
        !ctx.mutant(Mutant::RbReplacedScoreSilent)
    } else {
        ctx.mutant(Mutant::ReplacedPointTriggers)
    }
}
