use triggerproof_model::state::{Target, Zone};
use triggerproof_tests::{side, Play};

fn dump(g: &Play) {
    for (i, j) in g.journals.iter().enumerate() {
        println!("--- step {i}");
        for e in &j.entries {
            println!("  {:?} {:?}", e.rule, e.what);
        }
    }
    println!(
        "decision {:?} stack {:?}",
        g.state.decision,
        g.state.stack.len()
    );
}

#[test]
fn scratch() {
    let mut g = Play::two(
        side(&["Phoenix Egg", "Hostile Ground"], &[]),
        side(&[], &["Shock"]),
    );
    let _ = Target::Player(triggerproof_tests::P1);
    let _ = Zone::Hand;
    for _ in 0..12 {
        let c = triggerproof_model::legal_choices(&g.rules, &g.state)[0].clone();
        g.choose(c);
    }
    dump(&g);
}
