//! TAS(K) through the explorer alone (`cargo run --release --example tas -- K THREADS`), for
//! profiling the explorer without building the checker.

use std::time::Instant;
use triggerproof_explore::tas::{Tas, EXPECTED_COUNTS};
use triggerproof_explore::{explore, Config};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let k: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(6);
    let threads: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(2);
    let expected = EXPECTED_COUNTS.iter().find(|e| e.0 == k).map(|e| e.1);
    let config = Config::default()
        .threads(threads)
        .initial_states(expected.unwrap_or(1 << 16))
        .max_states(1 << 30)
        .detect_loops(false);
    let start = Instant::now();
    let r = explore(&Tas::new(k), &config);
    let secs = start.elapsed().as_secs_f64();
    assert_eq!(Some(r.unique_states), expected.or(Some(r.unique_states)));
    println!(
        "TAS({k}) threads {threads}: {} states, {} transitions, {secs:.3} s, {:.2} M states/s",
        r.unique_states,
        r.transitions,
        r.unique_states as f64 / secs / 1e6
    );
}
