//! The exilers that exiled cards are linked to (CR 607.2a, 610.3 (mtg-2024-11-08)): like the
//! hosts of attachments, visited by the linked cards' fields and by the exilers' own fields
//! (never by id), so equal exilers are told apart by what they exiled, and a departed exiler is
//! renamed too. Skipped in the first traversal.

use super::fields;
use super::ids::Ids;
use triggerproof_model::state::{GameObject, GameState, ObjectId};

/// Does any card in `g` carry a link to its exiler, or any permanent a control effect lasting
/// "for as long as" its player controls a source (CR 611.2b (mtg-2024-11-08))?
pub(super) fn any(g: &GameState) -> bool {
    g.objects
        .values()
        .any(|o| o.exiled_by.is_some() || control_sources(o).next().is_some())
}

/// The sources `o`'s "for as long as you control [this]" control effects watch.
pub(crate) fn control_sources(o: &GameObject) -> impl Iterator<Item = ObjectId> + '_ {
    o.control
        .iter()
        .flat_map(|c| c.grants.iter().filter_map(|g| g.as_long_as))
}

/// Visits every linked exiler, ordered by the linked card's fields, then the exiler's fields.
pub(super) fn exilers(m: &mut impl Ids, g: &GameState) {
    if !m.sets() {
        return;
    }
    let mut links: Vec<_> = g
        .objects
        .values()
        .filter_map(|o| {
            o.exiled_by.map(|l| {
                (
                    fields(o),
                    g.object(l.by).map(fields),
                    m.set_rank(l.by),
                    l.by,
                )
            })
        })
        .collect();
    // CR 611.2b (mtg-2024-11-08): the sources of "for as long as" control, likewise by the
    // controlled permanent's fields, then the source's.
    links.extend(g.objects.values().flat_map(|o| {
        control_sources(o)
            .map(|src| (fields(o), g.object(src).map(fields), m.set_rank(src), src))
            .collect::<Vec<_>>()
    }));
    links.sort_by(|a, b| (&a.0, &a.1, a.2).cmp(&(&b.0, &b.1, b.2)));
    for (.., by) in links {
        m.obj(by);
    }
}
