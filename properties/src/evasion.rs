//! Properties of evasion (CR 702.9b, 702.17b, 702.111b (mtg-2024-11-08); under 2008
//! CR 502.4b (mtg-2008-10-01) and CR 502.70b (mtg-2008-10-01)): a creature with flying is
//! blocked only by creatures with flying or reach; a creature with menace by two or more
//! creatures or by none (one property, as the run's property count is bounded).
//!
//! Our own reading, from the block events of the step (all blockers' events come at once, as
//! the last defending player declares): for each attacker named, its blockers there; whether
//! attacker and blockers had the keyword as the event happened is read by the properties'
//! `characteristics` reader (printed keyword, abilities not lost, face up). A creature whose
//! abilities can't be read there is not judged.

use crate::characteristics::keyword_at;
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::ObjectId;
use triggerproof_model::vocab::Keyword;

/// The block events of the step: (journal index, blocker, attacker).
fn blocks(v: &View) -> Vec<(usize, ObjectId, ObjectId)> {
    v.journal
        .entries
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::Event(Event::Blocks { blocker, attacker }) => Some((i, *blocker, *attacker)),
            _ => None,
        })
        .collect()
}

/// Had object `o` keyword `k` at journal entry `at`? `None` when not readable.
fn had(v: &View, o: ObjectId, k: Keyword, at: usize) -> Option<bool> {
    let card = v.state.object(o)?.card;
    keyword_at(v, o, card, k, at)
}

/// CR 702.9b (mtg-2024-11-08): "A creature with flying can't be blocked except by creatures
/// with flying and/or reach."
fn flyers_blocked_by_flying_or_reach(v: &View) -> bool {
    blocks(v).into_iter().all(|(i, b, a)| {
        had(v, a, Keyword::Flying, i) != Some(true)
            || had(v, b, Keyword::Flying, i) != Some(false)
            || had(v, b, Keyword::Reach, i) != Some(false)
    })
}

/// CR 702.111b (mtg-2024-11-08): "A creature with menace can't be blocked except by two or
/// more creatures."
fn menace_never_blocked_by_one(v: &View) -> bool {
    let all = blocks(v);
    all.iter().all(|(i, _, a)| {
        had(v, *a, Keyword::Menace, *i) != Some(true)
            || all.iter().filter(|(_, _, on)| on == a).count() >= 2
    })
}

/// CR 509.1b (mtg-2024-11-08): both restrictions hold on every declaration.
fn evasion_obeyed(v: &View) -> bool {
    flyers_blocked_by_flying_or_reach(v) && menace_never_blocked_by_one(v)
}

/// A creature with flying or menace was blocked.
fn evasive_blocked(v: &View) -> bool {
    blocks(v).into_iter().any(|(i, _, a)| {
        had(v, a, Keyword::Flying, i) == Some(true) || had(v, a, Keyword::Menace, i) == Some(true)
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "evasion-restricts-blocks",
            expectation: Always,
            kind: Step,
            statement: "A creature with flying is blocked only by creatures with flying or reach, and a creature with menace by two or more creatures or by none.",
            rules: &[RuleRef::Flying, RuleRef::Menace, RuleRef::BlockRestrictions],
            editions: MTG,
            witness: Some("evasive-creature-blocked"),
            check: evasion_obeyed,
        },
        Property {
            name: "evasive-creature-blocked",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A creature with flying or menace is blocked.",
            rules: &[RuleRef::Flying, RuleRef::Menace],
            editions: MTG,
            witness: None,
            check: evasive_blocked,
        },
    ]
}
