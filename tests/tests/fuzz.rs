//! Fuzzing (issue 17): one harness per input kind (scenario TOML, bounds files, trace JSON,
//! merge reports, query strings), calling the library entry points in-process. Inputs are
//! grammar-aware (queries from the query grammar; numbers, strings and lines of valid files
//! swapped for extreme ones) and byte mutations of the valid files in `scenarios/` and of
//! traces and reports generated here. The invariant: every input is accepted or refused with
//! an error, never a panic (a stack overflow aborts the process, which fails the run too).
//! Compiled scenarios and bounds are also started and explored a little, so the engine sees
//! the strange boards that get through.
//!
//! Budget: `FUZZ_CASES` cases in all (default 10,000, split over the five kinds; under a
//! minute in release). A long run: `FUZZ_CASES=1000000 FUZZ_SEED=7 cargo test --release -p
//! triggerproof-tests --test fuzz`. A crashing input is written to `target/fuzz-crashes/` and
//! fails the test; it then becomes a regression test in `checker/cli/tests/reliability.rs`.

use serde_json::Value;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Once};
use std::time::Duration;
use triggerproof_checker::options::bounds_from_str;
use triggerproof_checker::trace::{replay, TraceFile};
use triggerproof_model::cards::builtin;
use triggerproof_scenario::{from_str, Options};

/// xorshift64*: small, fast, reproducible from `FUZZ_SEED`.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
}

fn env(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Cases for one kind, and its generator, seeded per kind.
fn budget(kind: u64) -> (u64, Rng) {
    let seed = env("FUZZ_SEED", 1) ^ (kind.wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1;
    (env("FUZZ_CASES", 10_000) / 5, Rng(seed))
}

const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "1",
    "2",
    "4",
    "5",
    "127",
    "128",
    "192",
    "193",
    "255",
    "256",
    "9999",
    "10000",
    "32767",
    "-32768",
    "65535",
    "65536",
    "4294967296",
    "18446744073709551615",
    "-9223372036854775808",
    "99999999999999999999999",
    "1e308",
    "-0",
    "0.5",
    "nan",
];
const WORDS: &[&str] = &[
    "\"Soul Warden\"",
    "\"Phoenix Egg\"",
    "\"Hostile Ground\"",
    "\"Desperate Muster\"",
    "\"\"",
    "\"Nope\"",
    "[]",
    "{}",
    "true",
    "null",
    "'",
    "\"",
    "[[",
    "]]",
    "=",
    "\n",
    "\\u0000",
];

/// Replaces one number, string or line of a text file with an extreme one.
fn mutate_tokens(rng: &mut Rng, text: &str) -> String {
    let lines: Vec<&str> = text.lines().collect();
    match rng.below(4) {
        0 | 1 => {
            let digits: Vec<usize> = text
                .char_indices()
                .filter(|(i, c)| {
                    c.is_ascii_digit() && (*i == 0 || !text.as_bytes()[i - 1].is_ascii_digit())
                })
                .map(|(i, _)| i)
                .collect();
            let Some(&at) = (!digits.is_empty()).then(|| rng.pick(&digits)) else {
                return text.to_string();
            };
            let end = text[at..]
                .find(|c: char| !c.is_ascii_digit())
                .map_or(text.len(), |k| at + k);
            format!("{}{}{}", &text[..at], rng.pick(NUMBERS), &text[end..])
        }
        2 if !lines.is_empty() => {
            let mut out: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
            let i = rng.below(out.len());
            match rng.below(3) {
                0 => {
                    out.remove(i);
                }
                1 => out.insert(i, lines[rng.below(lines.len())].to_string()),
                _ => out[i] = format!("{}{}", out[i], rng.pick(WORDS)),
            }
            out.join("\n")
        }
        _ => {
            let quotes: Vec<usize> = text.match_indices('"').map(|(i, _)| i).collect();
            if quotes.len() < 2 {
                return text.to_string();
            }
            let k = rng.below(quotes.len() - 1);
            let (a, b) = (quotes[k], quotes[k + 1]);
            let long = "x".repeat(1 << rng.below(20));
            let w = if rng.below(2) == 0 {
                long.as_str()
            } else {
                rng.pick(WORDS)
            };
            format!("{}\"{w}\"{}", &text[..a], &text[b + 1..])
        }
    }
}

/// One to four byte-level changes: flips, interesting bytes, deletions, duplications,
/// truncation, splices from another seed.
fn mutate_bytes(rng: &mut Rng, seed: &[u8], other: &[u8]) -> Vec<u8> {
    let mut b = seed.to_vec();
    for _ in 0..1 + rng.below(4) {
        let n = b.len().max(1);
        let i = rng.below(n).min(b.len());
        let last = i.min(b.len().saturating_sub(1));
        match rng.below(7) {
            0 if !b.is_empty() => b[last] ^= 1 << rng.below(8),
            1 if !b.is_empty() => {
                b[last] = *rng.pick(&[0u8, 0xff, b'\n', b'"', b'\'', b'[', 0x80, b'('])
            }
            2 => {
                let j = (i + rng.below(64)).min(b.len());
                b.drain(i..j);
            }
            3 => {
                let j = (i + rng.below(64)).min(b.len());
                let chunk = b[i..j].to_vec();
                b.splice(i..i, chunk);
            }
            4 => b.truncate(i),
            5 if !other.is_empty() => {
                let k = rng.below(other.len());
                let j = (k + rng.below(128)).min(other.len());
                b.splice(i..i, other[k..j].iter().copied());
            }
            _ => {
                let w = rng.pick(WORDS).as_bytes();
                b.splice(i..i, w.iter().copied());
            }
        }
    }
    b
}

/// A mutated input from the seeds: half grammar-aware, half bytes.
fn mutant(rng: &mut Rng, seeds: &[Vec<u8>]) -> Vec<u8> {
    let seed = rng.pick(seeds);
    if rng.below(2) == 0 {
        mutate_tokens(rng, &String::from_utf8_lossy(seed)).into_bytes()
    } else {
        let other = rng.pick(seeds);
        mutate_bytes(rng, seed, other)
    }
}

static QUIET: Once = Once::new();

/// Runs `f` on every case, recording panics; fails with the crashing inputs written out.
fn fuzz(kind: &str, cases: u64, mut make: impl FnMut() -> Vec<u8>, mut f: impl FnMut(&[u8])) {
    QUIET.call_once(|| std::panic::set_hook(Box::new(|_| {})));
    let mut crashes = Vec::new();
    for _ in 0..cases {
        let input = make();
        if let Err(p) = catch_unwind(AssertUnwindSafe(|| f(&input))) {
            let why = p
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            crashes.push((input, why));
        }
    }
    if crashes.is_empty() {
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/fuzz-crashes");
    std::fs::create_dir_all(&dir).unwrap();
    for (i, (input, _)) in crashes.iter().enumerate().take(20) {
        std::fs::write(dir.join(format!("{kind}-{i}.bin")), input).unwrap();
    }
    panic!(
        "{kind}: {} of {cases} inputs panicked (first: {}); inputs in {}",
        crashes.len(),
        crashes[0].1,
        dir.display()
    );
}

fn scenario_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../scenarios");
    triggerproof_scenario::cli::expand(&[root]).unwrap_or_else(|e| panic!("{}", e.0))
}

fn options() -> Options {
    Options {
        threads: 1,
        max_states: 300,
        deadline: triggerproof_checker::deadline::Deadline::after(Some(Duration::from_secs(2))),
        mutant: None,
        max_memory: None,
        interrupt: None,
    }
}

/// Compiles a scenario text and, one time in eight, explores it a little.
fn scenario_case(text: &str, explore: bool) {
    if let Ok(sc) = from_str("fuzz.toml", text) {
        if explore {
            let _ = triggerproof_scenario::run(&sc, &options(), &|_| {});
        }
    }
}

#[test]
fn fuzz_scenario_files() {
    let (cases, mut rng) = budget(1);
    let seeds: Vec<Vec<u8>> = scenario_files()
        .iter()
        .map(|p| std::fs::read(p).unwrap())
        .collect();
    let mut explore = Rng(rng.next() | 1);
    fuzz(
        "scenario",
        cases,
        || mutant(&mut rng, &seeds),
        |b| scenario_case(&String::from_utf8_lossy(b), explore.below(8) == 0),
    );
}

/// A query from the grammar: flags, measures compared with numbers, `and`/`or`/`not`/
/// `implies`, parentheses and `ever(...)`, sometimes far too deep.
fn query(rng: &mut Rng, depth: usize) -> String {
    const FLAGS: &[&str] = &[
        "end",
        "game-over",
        "draw",
        "loop",
        "won(P1)",
        "lost(P2)",
        "lost(P9)",
        "top(\"Soul Warden\")",
        "step(main)",
        "active(P1)",
        "above(\"Soul Warden\", \"Grizzly Bears\")",
    ];
    const MEASURES: &[&str] = &[
        "triggered(\"Soul Warden\")",
        "resolved(printed \"Soul Warden\")",
        "battlefield(\"Nope\")",
        "life(P1)",
        "hand-size(P2)",
        "library(P1)",
        "mana(P1)",
        "turn",
        "stack-size",
        "waiting(\"Soul Warden\")",
    ];
    const OPS: &[&str] = &["==", "!=", "<", "<=", ">", ">=", "=", "=>"];
    if depth > 6 || rng.below(3) == 0 {
        return match rng.below(3) {
            0 => rng.pick(FLAGS).to_string(),
            1 => format!(
                "{} {} {}",
                rng.pick(MEASURES),
                rng.pick(OPS),
                rng.pick(NUMBERS)
            ),
            _ => format!("{}{}", "(".repeat(rng.below(300)), rng.pick(FLAGS)),
        };
    }
    let a = query(rng, depth + 1);
    match rng.below(6) {
        0 => format!("{a} and {}", query(rng, depth + 1)),
        1 => format!("{a} or {}", query(rng, depth + 1)),
        2 => format!("not {a}"),
        3 => format!("{a} implies {}", query(rng, depth + 1)),
        4 => format!("({a})"),
        _ => format!("ever({a})"),
    }
}

#[test]
fn fuzz_query_strings() {
    let (cases, mut rng) = budget(2);
    let base = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../scenarios/judge/04-state-trigger-while-on-stack.toml"),
    )
    .unwrap();
    let head = &base[..base.find("[[expect]]").unwrap()];
    let mut explore = Rng(rng.next() | 1);
    fuzz(
        "query",
        cases,
        || {
            let mut q = query(&mut rng, 0);
            if rng.below(4) == 0 {
                q = mutate_tokens(&mut rng, &q);
            }
            let kind = rng.pick(&["always", "never", "reachable", "sometimes"]);
            format!("{head}[[expect]]\nclaim = \"c\"\n{kind} = '{q}'\n").into_bytes()
        },
        |b| scenario_case(&String::from_utf8_lossy(b), explore.below(8) == 0),
    );
}

#[test]
fn fuzz_bounds_files() {
    let (cases, mut rng) = budget(3);
    let mut seeds: Vec<Vec<u8>> = Vec::new();
    for p in triggerproof_checker::boards::presets::presets() {
        let v = serde_json::json!({"limits": p.limits, "families": p.families});
        seeds.push(serde_json::to_vec_pretty(&v).unwrap());
    }
    seeds.push(b"[limits]\nturns = 1\nmax_stack = 12\n[[families]]\nname = \"x\"\nplayers = [2, 3]\nbattlefield = [\"Soul Warden\", \"Phoenix Egg\"]\nmax_permanents = 2\nlife = [20, 1]\n".to_vec());
    let pool = builtin();
    let rules = triggerproof_model::Ruleset::standard();
    fuzz(
        "bounds",
        cases,
        || {
            let toml = rng.below(3) == 0;
            let mut b = mutant(&mut rng, &seeds);
            b.push(toml as u8);
            b
        },
        |b| {
            let (text, toml) = b.split_at(b.len() - 1);
            let name = if toml[0] == 1 { "f.toml" } else { "f.json" };
            let Ok(f) = bounds_from_str(Path::new(name), &String::from_utf8_lossy(text)) else {
                return;
            };
            for fam in &f.families {
                for board in triggerproof_checker::boards::enumerate(fam).iter().take(20) {
                    let s0 = board.to_state(&pool).expect("validated cards");
                    let (s, _) = triggerproof_model::start(&rules, &s0);
                    let _ = triggerproof_model::legal_choices(&rules, &s);
                }
            }
        },
    );
}

/// Traces of every scenario's witnesses and counterexamples, as JSON.
fn trace_seeds() -> Vec<Vec<u8>> {
    let mut out = Vec::new();
    for p in scenario_files() {
        let sc = triggerproof_scenario::load(&p).unwrap();
        let o = triggerproof_scenario::run(&sc, &options(), &|_| {});
        for e in o.expectations {
            if let Some(t) = e.trace {
                out.push(serde_json::to_vec_pretty(&t).unwrap());
            }
        }
    }
    assert!(out.len() > 10);
    out
}

#[test]
fn fuzz_trace_files() {
    let (cases, mut rng) = budget(4);
    let seeds = trace_seeds();
    fuzz(
        "trace",
        cases,
        || mutant(&mut rng, &seeds),
        |b| {
            let Ok(t) = serde_json::from_slice::<TraceFile>(b) else {
                return;
            };
            if let Ok(pool) = t.pool() {
                let _ = replay(&t, Arc::new(pool));
            }
        },
    );
}

#[test]
fn fuzz_merge_reports() {
    let (cases, mut rng) = budget(5);
    let req = triggerproof_checker::options::request(
        &triggerproof_checker::options::Explore {
            edition: triggerproof_model::Edition::Mtg20241108,
            preset: "smoke".into(),
            bounds: None,
            families: vec!["apnap".into()],
            threads: 1,
            max_states: 1 << 20,
            timeout: None,
            quiet: true,
            symmetry: false,
            no_symmetry: true,
            chains: false,
            max_memory: None,
            max_boards: triggerproof_checker::bounds::MAX_BOARDS as u64,
        },
        None,
        Vec::new(),
    )
    .unwrap_or_else(|e| panic!("{}", e.0));
    let seeds: Vec<Vec<u8>> = (0..2)
        .map(|index| {
            let shard = triggerproof_checker::shard::Shard { index, count: 2 };
            let o = triggerproof_checker::shard::check(&req, Some(shard), &|_| {}).unwrap();
            serde_json::to_vec_pretty(&triggerproof_checker::report::json(&o)).unwrap()
        })
        .collect();
    fuzz(
        "merge",
        cases,
        || {
            let mut a = mutant(&mut rng, &seeds);
            a.push(0);
            a.extend(rng.pick(&seeds));
            a
        },
        |b| {
            let cut = b.iter().position(|&x| x == 0).unwrap_or(b.len());
            let (Ok(x), Ok(y)) = (
                serde_json::from_slice::<Value>(&b[..cut]),
                serde_json::from_slice::<Value>(b.get(cut + 1..).unwrap_or(&[])),
            ) else {
                return;
            };
            let _ = triggerproof_checker::shard::merge(std::slice::from_ref(&x));
            let _ = triggerproof_checker::shard::merge(&[x, y]);
        },
    );
}
