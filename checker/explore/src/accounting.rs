//! Where a pass's memory goes, level by level, on stderr when `TRIGGERPROOF_MEMORY_LOG` is set
//! (issue 18: measuring peak resident memory by component): the visited table, the key table,
//! the links, the level just expanded and the one built from it (their buffers' capacities,
//! encoded bytes included), the workers' recycled buffers, and the resident set of the whole
//! process (the model, the allocator's retained memory and the rest are the difference).

use super::frontier::Frontier;
use super::memory::resident_bytes;
use super::shared::Shared;
use super::worker::LevelOut;
use super::Explorable;

const MB: f64 = (1 << 20) as f64;

impl<M: Explorable> Shared<'_, M> {
    /// One line of the memory log, after level `self.depth` has been expanded.
    pub(crate) fn log_memory(
        &self,
        level: &Frontier<M::State>,
        next: &Frontier<M::State>,
        pool: &[LevelOut<M::State>],
    ) {
        let table = self.table.entries() as f64 * 8.0 / MB;
        let keys = self
            .keys
            .as_ref()
            .map_or(0.0, |k| k.len() as f64 * 16.0 / MB);
        let links = self.links.allocated_bytes() as f64 / MB;
        let pooled: u64 = pool
            .iter()
            .map(|o| o.next.allocated_bytes() + o.lowered.allocated_bytes())
            .sum();
        let rss = resident_bytes().unwrap_or(0) as f64 / MB;
        eprintln!(
            "memory: depth {} states {} | table {table:.1} MB ({} entries) keys {keys:.1} \
             links {links:.1} level {:.1} next {:.1} (spilled {} states) pool {:.1} | RSS {rss:.1} MB",
            self.depth,
            self.links.len(),
            self.table.entries(),
            level.allocated_bytes() as f64 / MB,
            next.allocated_bytes() as f64 / MB,
            next.len() - next.resident(),
            pooled as f64 / MB,
        );
    }
}
