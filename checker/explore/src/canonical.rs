//! The canonical order of a BFS level, which makes every reported trace (and every count) the
//! same at any thread count.
//!
//! One worker finds states in a canonical order: level `d + 1` lists the successors of level
//! `d`'s states in their order, each state's in `actions()` order, every state where it is first
//! found. So each state's predecessor link is the least `(parent id, action index)` over the
//! edges reaching it from level `d`, and ids ascend with links. Several workers reproduce
//! exactly that, whatever their scheduling:
//!
//! * **Links.** Every worker offers every successor with its link ([`Link::key`]); a state new
//!   in the current run has an entry in the run's key table (`keys.rs`) that keeps the least, by
//!   an atomic max on its complement, written only when smaller (no lock). The worker that
//!   inserted a state keeps that entry in place of the link and, once every worker of the run
//!   has finished expanding (a barrier), reads the least link there and empties the entry
//!   ([`resolve`]).
//! * **Order.** A worker takes chunks in cursor order, so its new states ascend in the links they
//!   were inserted with; those whose link another worker lowered are taken out and sorted (a few),
//!   and the driver merges the workers' ascending sequences ([`Frontier::append_merged`]) before
//!   it gives ids, in that order.
//! * **Discoveries.** Per property, the state deciding it with the least link, among every new
//!   state deciding it (not only each worker's first).
//!
//! A level may be expanded in several worker runs (the table grows, the frontier spills); each
//! run expands the next stretch of the level in id order, so every link found in a later run is
//! larger than any found before: a run's links are final when it ends. (A successor deferred
//! because the table was full is the exception; the table is only full past the state budget,
//! when the run is cut and incomplete anyway.)

use super::frontier::Frontier;
use super::keys::OVERFLOW_BIT;
use super::links::Link;
use super::shared::Shared;
use super::worker::LevelOut;
use super::Explorable;

/// Entries read ahead (prefetched) while resolving.
const AHEAD: usize = 16;

/// Once no worker offers states any more: replaces each new state's table entry by its least
/// link (keyed table), notes per property the least link deciding it, and moves the states out
/// of ascending link order to `out.lowered`, sorted.
pub(crate) fn resolve<M: Explorable>(shared: &Shared<'_, M>, out: &mut LevelOut<M::State>) {
    let keyed = shared.keys.is_some();
    if let Some(keys) = &shared.keys {
        let n = out.next.resident();
        for i in 0..n {
            let ahead = out.next.id_at((i + AHEAD).min(n - 1));
            if ahead & OVERFLOW_BIT == 0 {
                keys.prefetch_entry(ahead as usize);
            }
            let entry = out.next.id_at(i);
            let key = match entry & OVERFLOW_BIT {
                0 => keys.take(entry as usize),
                _ => keys.take_overflow(out.overflow[(entry & !OVERFLOW_BIT) as usize]),
            };
            out.next.set_id_at(i, Link::from_key(key));
        }
        out.overflow.clear();
    }
    let next = &out.next;
    out.best.clear();
    out.best.extend(out.deciders.iter_mut().map(|found| {
        let least = found.iter().map(|&i| Link::key(next.id_at(i))).min();
        found.clear();
        least.map(Link::from_key)
    }));
    if keyed {
        out.next.split_descents(&mut out.lowered, Link::key);
        out.lowered.sort_by_id(Link::key);
    }
}

/// Moves every resolved output's new states to the end of `level` in ascending link order;
/// returns where they start.
pub(crate) fn merge_into<S: Clone>(level: &mut Frontier<S>, outs: &mut [LevelOut<S>]) -> usize {
    let before = level.resident();
    let mut parts: Vec<&mut Frontier<S>> = outs
        .iter_mut()
        .flat_map(|o| [&mut o.next, &mut o.lowered])
        .collect();
    level.append_merged(&mut parts, Link::key);
    before
}

/// The least link deciding property `index` among the resolved outputs.
pub(crate) fn best_link<S>(outs: &[LevelOut<S>], index: usize) -> Option<u64> {
    outs.iter()
        .filter_map(|o| o.best.get(index).copied().flatten())
        .min_by_key(|&link| Link::key(link))
}

/// Where `link` is among `level`'s states `range` (in ascending link order), if there.
pub(crate) fn position<S: Clone>(
    level: &Frontier<S>,
    range: std::ops::Range<usize>,
    link: u64,
) -> Option<usize> {
    let (mut lo, mut hi) = (range.start, range.end);
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        if Link::key(level.id_at(mid)) < Link::key(link) {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    (lo < range.end && level.id_at(lo) == link).then_some(lo)
}
