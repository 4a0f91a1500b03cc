//! `check --shard I/N` + `merge`: N shards merged give the same verdicts as one run, on the
//! smoke and standard presets: the same status for every property, the same shortest trace
//! lengths (the shortest over all boards is the shortest over the shards' shortest), the same
//! completeness and exit code, every board in exactly one shard, and a state count that is an
//! upper bound of the single run's.

use serde_json::Value;
use triggerproof_checker::run::Request;
use triggerproof_checker::shard::{self, Shard};
use triggerproof_cli::check_request;

fn request_for(preset: &str) -> Request {
    check_request(&["--preset", preset, "--threads", "2"]).unwrap_or_else(|e| panic!("{}", e.0))
}

fn report(req: &Request, shard: Option<Shard>) -> Value {
    let o = shard::check(req, shard, &|_| {}).expect("the preset runs");
    shard::json(&o, shard)
}

/// What must not depend on the split: per property, its status and trace length.
fn verdicts(v: &Value) -> Vec<(String, String, Option<u64>)> {
    v["properties"]
        .as_array()
        .expect("properties")
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["status"].as_str().unwrap().to_string(),
                p["trace_len"].as_u64(),
            )
        })
        .collect()
}

fn assert_shards_merge_to_one_run(preset: &str, count: usize) {
    let req = request_for(preset);
    let whole = report(&req, None);
    let shards: Vec<Value> = (0..count)
        .map(|index| report(&req, Some(Shard { index, count })))
        .collect();
    let merged = shard::merge(&shards).expect("shards of one run");
    assert_eq!(verdicts(&merged), verdicts(&whole), "{preset}: verdicts");
    for key in ["complete", "exit_code", "boards", "max_depth"] {
        assert_eq!(merged[key], whole[key], "{preset}: {key}");
    }
    let (sum, one) = (&merged["unique_states"], &whole["unique_states"]);
    assert!(sum.as_u64() >= one.as_u64(), "{preset}: {sum} < {one}");
    assert_eq!(merged["unique_states_is_upper_bound"], true);
    // Merging is order-independent, and one report merges to itself.
    let mut reversed = shards.clone();
    reversed.reverse();
    assert!(
        shard::merge(&reversed).unwrap() == merged,
        "{preset}: order"
    );
    let alone = shard::merge(std::slice::from_ref(&whole)).unwrap();
    assert_eq!(verdicts(&alone), verdicts(&whole), "{preset}: unsharded");
    // A missing shard makes the merge incomplete: nothing it did not see can be claimed.
    let partial = shard::merge(&shards[1..]).expect("a subset is still consistent");
    assert_eq!(partial["complete"], false, "{preset}: missing shard");
    let undecided = verdicts(&partial)
        .iter()
        .all(|(_, s, _)| matches!(s.as_str(), "undecided" | "violated" | "witnessed"));
    assert!(undecided, "{preset}: verdicts of an incomplete merge");
}

#[test]
fn smoke_shards_merge_to_one_run() {
    assert_shards_merge_to_one_run("smoke", 4);
}

#[test]
fn standard_shards_merge_to_one_run() {
    assert_shards_merge_to_one_run("standard", 3);
}

#[test]
fn inconsistent_reports_are_refused() {
    let req = request_for("smoke");
    let a = report(&req, Some(Shard { index: 0, count: 2 }));
    assert!(
        shard::merge(&[a.clone(), a.clone()]).is_err(),
        "same shard twice"
    );
    let mut other = report(&req, Some(Shard { index: 1, count: 2 }));
    other["source"] = "deep".into();
    assert!(
        shard::merge(&[a.clone(), other]).is_err(),
        "different bounds"
    );
    let three = report(&req, Some(Shard { index: 1, count: 3 }));
    assert!(shard::merge(&[a, three]).is_err(), "different shard counts");
    assert!(shard::parse("3/3").is_err() && shard::parse("x").is_err());
    assert_eq!(shard::parse("2/5"), Ok(Shard { index: 2, count: 5 }));
}
