//! The README stays a user guide in step with CI: at most 400 lines, its two commands in code
//! blocks, the test command the one `.ci/run` runs, and measurements in `docs/benchmarks.md`.

use std::path::Path;

fn read(rel: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    std::fs::read_to_string(root.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

const MAIN_JOB: &str = "cargo run --release -p triggerproof-cli -- check";
const TEST_COMMAND: &str = "cargo test --release --workspace";

#[test]
fn the_readme_is_a_guide_of_at_most_400_lines() {
    let readme = read("README.md");
    let lines = readme.lines().count();
    assert!(
        lines <= 400,
        "README.md has {lines} lines; move details to docs/"
    );
}

#[test]
fn the_readme_test_command_is_the_one_ci_runs() {
    let readme = read("README.md");
    let blocks: Vec<&str> = readme.split("```").skip(1).step_by(2).collect();
    for command in [MAIN_JOB, TEST_COMMAND] {
        assert!(
            blocks
                .iter()
                .any(|b| b.lines().any(|l| l.trim() == command)),
            "README.md has no code block line `{command}`"
        );
    }
    let ci = read(".ci/run");
    assert!(
        ci.lines().any(|l| l.trim() == TEST_COMMAND),
        ".ci/run does not run `{TEST_COMMAND}`"
    );
    let bench = read("docs/benchmarks.md");
    assert!(
        bench.contains(MAIN_JOB),
        "docs/benchmarks.md names no command"
    );
}
