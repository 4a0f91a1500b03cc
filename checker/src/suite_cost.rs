//! `bench properties`: what each property of the suite costs over a preset's reachable states.
//! Every state is read once per property, as the checker reads a fresh state (one view per
//! state, every property that applies), with each `check` call timed by `Instant`: the timing
//! lives here, in the benchmark only, never in the checker's hot path. As in the checker, a
//! property is no longer read once decided (a witness reached, an `always` refuted), the states
//! being in breadth-first order (per thread's share with `--threads`). A second pass without
//! per-call timers gives the suite's total (thread CPU time); the difference, per call, is the
//! timers' own cost, taken off each property's time. A call longer than `PREEMPTED` ticks
//! (the thread lost its core meanwhile) is left out of its property's figures.
//! [`unguarded`] puts back the full checks behind the properties' early exits, to compare.

use crate::adapter::{GameModel, Snapshot};
use crate::options::{request, Explore};
use clap::Parser;
use std::time::{Duration, Instant};
use triggerproof_properties::registry::GUARDED;
use triggerproof_properties::Expectation;

/// One property's cost over the states.
#[derive(Clone, Debug)]
pub struct Cost {
    pub name: &'static str,
    /// Timed `check` calls (states not halted by an engine limit; a preempted call is left
    /// out).
    pub calls: u64,
    /// Their total time, as measured around each call, less the clock's own cost.
    pub time: Duration,
}

/// The suite's cost over a set of states.
#[derive(Clone, Debug)]
pub struct SuiteCost {
    pub states: usize,
    /// Per property, most expensive first.
    pub properties: Vec<Cost>,
    /// The whole suite over every state, untimed per call: the thread's CPU time for all of it.
    pub suite: Duration,
    /// The same loop with every property replaced by a call that reads nothing: the loop's
    /// own cost, included in `suite`.
    pub empty: Duration,
    /// The timers' own cost per timed call (taken off `Cost::time`): what the timed pass took
    /// beyond the untimed one, per call.
    pub clock: Duration,
}

/// The game model of `preset` under `edition`, built as `triggerproof check --preset P
/// --edition E` builds it (same boards, same properties).
pub fn preset_model(preset: &str, edition: &str) -> Result<GameModel, String> {
    #[derive(Parser)]
    struct Args {
        #[command(flatten)]
        explore: Explore,
    }
    let args = Args::try_parse_from([
        "bench",
        "--preset",
        preset,
        "--edition",
        edition,
        "--no-symmetry",
    ])
    .map_err(|e| e.to_string())?;
    let req = request(&args.explore, None, Vec::new()).map_err(|e| e.0)?;
    crate::run::model(&req)
}

/// The same model with each property of `registry::GUARDED` checked by its full check (without
/// its early exit): the suite as it was before them.
pub fn unguarded(mut m: GameModel) -> GameModel {
    for p in &mut m.properties {
        if let Some((_, full)) = GUARDED.iter().find(|(n, _)| *n == p.name) {
            p.check = *full;
        }
    }
    m
}

/// Runs the suite over `states` (in `threads` shares; times add up over threads).
pub fn measure(m: &GameModel, states: &[Snapshot], threads: usize) -> SuiteCost {
    let n = m.properties.len();
    let live: Vec<&Snapshot> = states.iter().filter(|s| !s.game.is_halted()).collect();
    let share = live.len().div_ceil(threads.max(1)).max(1);
    type Part = (Vec<(u64, u64)>, u64, Duration);
    let per_thread: Vec<Part> = std::thread::scope(|scope| {
        let handles: Vec<_> = live
            .chunks(share)
            .map(|part| scope.spawn(move || timed(m, part)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker"))
            .collect()
    });
    let all_ticks: u64 = per_thread.iter().map(|t| t.1).sum();
    let all_time: Duration = per_thread.iter().map(|t| t.2).sum();
    let ns_per_tick = all_time.as_nanos() as f64 / all_ticks.max(1) as f64;
    let mut open = vec![true; n];
    let suite = whole(&live, |s| {
        let view = m.view_of(s);
        let mut yes = 0;
        for (i, p) in m.properties.iter().enumerate() {
            if open[i] {
                let holds = (p.check)(&view);
                open[i] = !decided(p.expectation, holds);
                yes += holds as usize;
            }
        }
        yes
    });
    let empty = whole(&live, |s| {
        let view = m.view_of(s);
        (0..n)
            .filter(|&i| std::hint::black_box((&view, i)).1 == usize::MAX)
            .count()
    });
    // The timers' own cost per call: what the timed calls took beyond the untimed suite (less
    // its loop), spread over the calls.
    let calls = |i: usize| per_thread.iter().map(|t| t.0[i].0).sum::<u64>();
    let raw = |i: usize| per_thread.iter().map(|t| t.0[i].1).sum::<u64>() as f64 * ns_per_tick;
    let all_calls: u64 = (0..n).map(calls).sum();
    let all_raw: f64 = (0..n).map(raw).sum();
    let net = suite.saturating_sub(empty).as_nanos() as f64;
    let clock_ns = ((all_raw - net) / all_calls.max(1) as f64).max(0.0);
    let mut properties: Vec<Cost> = (0..n)
        .map(|i| Cost {
            name: m.properties[i].name,
            calls: calls(i),
            time: Duration::from_nanos((raw(i) - clock_ns * calls(i) as f64).max(0.0) as u64),
        })
        .collect();
    properties.sort_by(|a, b| b.time.cmp(&a.time).then(a.name.cmp(b.name)));
    SuiteCost {
        states: live.len(),
        properties,
        suite,
        empty,
        clock: Duration::from_nanos(clock_ns as u64),
    }
}

/// Is a property decided by a state where it `holds` (as the explorer stops reading it)?
fn decided(e: Expectation, holds: bool) -> bool {
    match e {
        Expectation::Always => !holds,
        Expectation::Sometimes => holds,
    }
}

/// A tick of the cycle counter (`rdtsc` on x86-64: a few ns per read, where a clock read costs
/// tens), else nanoseconds from `Instant`.
#[inline]
fn ticks(origin: Instant) -> u64 {
    #[cfg(target_arch = "x86_64")]
    {
        let _ = origin;
        // SAFETY: `rdtsc` has no preconditions on x86-64.
        unsafe { core::arch::x86_64::_rdtsc() }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        origin.elapsed().as_nanos() as u64
    }
}

/// Ticks beyond which a timed call is taken to have been preempted (tens of microseconds: a
/// hundred times the suite's slowest property).
const PREEMPTED: u64 = 200_000;

/// Every undecided property on every state of `part`, each call timed: per property, calls
/// and ticks, and the pass's ticks and time (to turn ticks into time).
fn timed(m: &GameModel, part: &[&Snapshot]) -> (Vec<(u64, u64)>, u64, Duration) {
    let mut acc = vec![(0u64, 0u64); m.properties.len()];
    let mut open = vec![true; m.properties.len()];
    let origin = Instant::now();
    let first = ticks(origin);
    for s in part {
        let view = m.view_of(s);
        for (i, p) in m.properties.iter().enumerate() {
            if !open[i] {
                continue;
            }
            let start = ticks(origin);
            let holds = std::hint::black_box((p.check)(&view));
            let spent = ticks(origin).wrapping_sub(start);
            // A call the thread was taken off its core during counts, but not its time.
            if spent < PREEMPTED {
                acc[i].0 += 1;
                acc[i].1 += spent;
            }
            open[i] = !decided(p.expectation, holds);
        }
    }
    (acc, ticks(origin).wrapping_sub(first), origin.elapsed())
}

/// One clock around `f` over every state (one thread): the thread's CPU time.
fn whole(live: &[&Snapshot], mut f: impl FnMut(&Snapshot) -> usize) -> Duration {
    let start = thread_cpu();
    let mut mix = 0usize;
    for s in live {
        mix = mix.wrapping_add(f(s));
    }
    std::hint::black_box(mix);
    thread_cpu().saturating_sub(start)
}

/// The calling thread's CPU time so far (Linux: `/proc/thread-self/schedstat`, whose first
/// field is the nanoseconds it ran), so that totals don't count time the thread waited for a
/// core on a shared machine; elsewhere, time since the first call.
pub fn thread_cpu() -> Duration {
    static ORIGIN: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|t| t.split_whitespace().next()?.parse::<u64>().ok())
        .map(Duration::from_nanos)
        .unwrap_or_else(|| ORIGIN.get_or_init(Instant::now).elapsed())
}

/// The table `bench properties` prints: the `top` most expensive properties, then totals.
pub fn table(c: &SuiteCost, engine: Duration, top: usize) -> String {
    let timed: Duration = c.properties.iter().map(|p| p.time).sum();
    let mut out = format!(
        "{:>4}  {:<48} {:>10} {:>9} {:>8} {:>6}\n",
        "#", "property", "calls", "ms", "ns/call", "share"
    );
    for (rank, p) in c.properties.iter().take(top).enumerate() {
        let ms = p.time.as_secs_f64() * 1e3;
        let per = p.time.as_nanos() as f64 / p.calls.max(1) as f64;
        let share = 100.0 * p.time.as_secs_f64() / timed.as_secs_f64().max(1e-12);
        out += &format!(
            "{:>4}  {:<48} {:>10} {:>9.1} {:>8.1} {:>5.1}%\n",
            rank + 1,
            p.name,
            p.calls,
            ms,
            per,
            share
        );
    }
    let secs = |d: Duration| d.as_secs_f64();
    out += &format!(
        "states {}; properties {}; timed calls {:.3} s (less {:.1} ns of clock per call); suite \
         (untimed) {:.3} s, of which the loop {:.3} s; engine step (legal choices + apply + \
         fingerprint) {:.3} s; suite / engine {:.2}\n",
        c.states,
        c.properties.len(),
        secs(timed),
        c.clock.as_nanos() as f64,
        secs(c.suite),
        secs(c.empty),
        secs(engine),
        secs(c.suite) / secs(engine).max(1e-12),
    );
    out
}
