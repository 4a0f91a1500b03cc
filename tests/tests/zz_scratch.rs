use triggerproof_model::legal_choices;
use triggerproof_tests::{side, Play};
#[test]
fn scratch() {
    let mut g = Play::two(side(&["Twin Sage"], &[]), side(&[], &[]));
    let c = legal_choices(&g.rules, &g.state);
    println!("{c:?} {:?}", g.state.decision);
    g.choose(c[1].clone());
    g.resolve_all(true);
    for (i, j) in g.journals.iter().enumerate() {
        println!("--- step {i}");
        for e in &j.entries {
            println!("  {:?} {:?}", e.rule, e.what);
        }
    }
}
