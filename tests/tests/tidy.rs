//! Tidy checks, run as ordinary `cargo test` (STYLE §1, §4, §9): the layer diagram, module docs,
//! rule citations against the CR indexes, and file and function sizes.
//!
//! Each check is a plain function over file contents, unit-tested in its module on small
//! in-memory inputs that it must reject; the tests here run those functions over the workspace.
//! Warnings (sizes over the aims, stale allow-list entries) are printed: see them with
//! `cargo test -p triggerproof-tests --test tidy -- --nocapture`.

#[path = "tidy/characteristics.rs"]
mod characteristics;
#[path = "tidy/citations.rs"]
mod citations;
#[path = "tidy/code_map.rs"]
mod code_map;
#[path = "tidy/index.rs"]
mod index;
#[path = "tidy/manifest.rs"]
mod manifest;
#[path = "tidy/modules.rs"]
mod modules;
#[path = "tidy/sizes.rs"]
mod sizes;
#[path = "tidy/workspace.rs"]
mod workspace;

use std::collections::BTreeMap;
use std::path::PathBuf;

/// Fails with every problem found, one per line.
fn assert_clean(check: &str, errors: &[String]) {
    assert!(
        errors.is_empty(),
        "{check}: {} problem(s)\n{}\n",
        errors.len(),
        errors.join("\n")
    );
}

#[test]
fn dependency_edges_follow_the_layer_diagram() {
    let root = workspace::root();
    let root_toml = workspace::read(&root.join("Cargo.toml"));
    let manifests: BTreeMap<String, String> = manifest::LAYERS
        .iter()
        .filter_map(|(dir, _, _)| {
            let path = root.join(dir).join("Cargo.toml");
            path.exists()
                .then(|| ((*dir).to_owned(), workspace::read(&path)))
        })
        .collect();
    assert_clean(
        "dependency direction",
        &manifest::check_layers(&root_toml, &manifests),
    );
}

/// A circle among the rule families fails like any other: the one that stood until the rule
/// families were layered (issue 38) is not tolerated any more. The seam that replaced it, a
/// lower module calling through a table its parent fills (`rules::hooks`), is no circle.
#[test]
fn a_circle_among_the_rule_families_is_reported() {
    let module = |file: &str, code: &str| modules::Module {
        file: file.into(),
        path: modules::module_path(file).unwrap(),
        code: code.into(),
    };
    let circle = [
        module("lib.rs", "pub(crate) mod rules;\n"),
        module(
            "rules/mod.rs",
            "pub(crate) mod events;\npub(crate) mod zones;\n",
        ),
        module("rules/events.rs", "use super::zones::put_into;\n"),
        module("rules/zones.rs", "use super::events::perform;\n"),
    ];
    let found = modules::circles("triggerproof-model", &circle);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(
        found[0].contains("rules::zones -> rules::events (rules/zones.rs:1)"),
        "{found:?}"
    );
    let seam = [
        module("lib.rs", "pub(crate) mod rules;\n"),
        module(
            "rules/mod.rs",
            "pub(crate) mod events;\npub(crate) mod hooks;\npub(crate) mod zones;\n\
             static HOOKS: hooks::Hooks = hooks::Hooks { perform: events::perform };\n",
        ),
        module("rules/hooks.rs", "use super::Ctx;\n"),
        module("rules/events.rs", "use super::zones::put_into;\n"),
        module("rules/zones.rs", "use super::hooks::perform;\n"),
    ];
    assert_eq!(
        modules::circles("triggerproof-model", &seam),
        Vec::<String>::new()
    );
}

/// Every source path named in ARCHITECTURE.md's code map exists in its crate.
#[test]
fn code_map_names_existing_paths() {
    let root = workspace::root();
    let text = workspace::read(&root.join("ARCHITECTURE.md"));
    let mut errors = Vec::new();
    let mut paths: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for named in code_map::named_paths(&text) {
        let in_dir = paths
            .entry(named.dir.clone())
            .or_insert_with(|| all_paths(&root.join(&named.dir)));
        if !code_map::exists(&named.name, in_dir) && !root.join(&named.name).exists() {
            errors.push(format!(
                "ARCHITECTURE.md:{}: `{}` names no file or directory in {}/ (nor from the root)",
                named.line, named.name, named.dir
            ));
        }
    }
    assert_clean("code map", &errors);
}

/// Every file and directory under `dir` (hidden ones and `target` left out), relative to it,
/// directories ending in `/`.
fn all_paths(dir: &std::path::Path) -> Vec<String> {
    fn walk(root: &std::path::Path, dir: &std::path::Path, out: &mut Vec<String>) {
        let Ok(entries) = std::fs::read_dir(dir) else {
            return;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || name == "target" {
                continue;
            }
            let rel = workspace::rel(root, &path);
            if path.is_dir() {
                out.push(format!("{rel}/"));
                walk(root, &path, out);
            } else {
                out.push(rel);
            }
        }
    }
    let mut out = Vec::new();
    walk(dir, dir, &mut out);
    out
}

/// Sibling modules import one way inside every crate: a circle fails, wherever it is (the rule
/// families included: they call upward only through `rules::hooks`).
#[test]
fn modules_inside_each_crate_import_one_way() {
    let root = workspace::root();
    let mut errors = Vec::new();
    for (dir, package, _) in manifest::LAYERS {
        let src = root.join(dir).join("src");
        let modules: Vec<modules::Module> = workspace::rust_files(&src)
            .into_iter()
            .filter_map(|path| {
                let in_src = workspace::rel(&src, &path);
                let code = sizes::code_only(&workspace::read(&path));
                let non_test = code.lines().take(sizes::non_test_lines(&code));
                Some(modules::Module {
                    file: workspace::rel(&root, &path),
                    path: modules::module_path(&in_src)?,
                    code: non_test.collect::<Vec<_>>().join("\n"),
                })
            })
            .collect();
        errors.extend(modules::circles(package, &modules));
    }
    assert_clean("module circles", &errors);
}

/// One reader of current characteristics (CR 613): the engine's rule families read printed
/// keywords, power/toughness and abilities only through `rules::characteristics`; the
/// properties read keywords only through their own `characteristics` reader.
#[test]
fn characteristics_have_one_reader() {
    let root = workspace::root();
    let mut errors = Vec::new();
    for (dir, check) in [
        (
            characteristics::ENGINE_DIR,
            characteristics::engine_reads as fn(&str, &str) -> Vec<String>,
        ),
        (
            characteristics::PROPERTIES_DIR,
            characteristics::property_reads,
        ),
    ] {
        for path in workspace::rust_files(&root.join(dir)) {
            let code = sizes::code_only(&workspace::read(&path));
            let non_test: Vec<&str> = code.lines().take(sizes::non_test_lines(&code)).collect();
            errors.extend(check(&workspace::rel(&root, &path), &non_test.join("\n")));
        }
    }
    assert_clean("characteristics read outside their reader", &errors);
}

#[test]
fn library_sources_start_with_a_module_doc() {
    let root = workspace::root();
    let errors: Vec<String> = workspace::DOCUMENTED_SOURCE_DIRS
        .iter()
        .flat_map(|dir| workspace::rust_files(&root.join(dir)))
        .filter(|path| !workspace::starts_with_module_doc(&workspace::read(path)))
        .map(|path| {
            format!(
                "{}:1: first line must be a `//!` module doc",
                workspace::rel(&root, &path)
            )
        })
        .collect();
    assert_clean("module docs", &errors);
}

#[test]
fn citations_name_indexed_rules() {
    let root = workspace::root();
    let (indexes, _) = index::load_all(&root.join("cr-index"));
    let errors: Vec<String> = citations::SCANNED_DIRS
        .iter()
        .flat_map(|dir| workspace::rust_files(&root.join(dir)))
        .flat_map(|path| {
            citations::check_source(
                &workspace::rel(&root, &path),
                &workspace::read(&path),
                &indexes,
            )
        })
        .collect();
    assert_clean("citations", &errors);
}

#[test]
fn cr_indexes_are_well_formed() {
    let (indexes, errors) = index::load_all(&workspace::root().join("cr-index"));
    assert_clean("cr-index format", &errors);
    for edition in [
        citations::DEFAULT_MTG_EDITION,
        citations::DEFAULT_RIFTBOUND_EDITION,
    ] {
        assert!(
            indexes.contains_key(edition),
            "cr-index/{edition}.tsv is missing"
        );
    }
}

/// Compares each index with its edition's rules text, when the texts are present (they live
/// outside the repository: `$TRIGGERPROOF_RULES_DIR`, else `../shared/rules` beside it).
/// Absent, it is skipped, unless `TRIGGERPROOF_REQUIRE_RULES` is set (`.ci/run` sets it: CI's
/// checkout has the texts beside it, so a missing directory there is a failure, not a skip).
#[test]
fn cr_indexes_match_the_rules_texts() {
    let root = workspace::root();
    let rules_dir = std::env::var_os("TRIGGERPROOF_RULES_DIR")
        .map_or_else(|| root.join("../shared/rules"), PathBuf::from);
    if !rules_dir.is_dir() {
        assert!(
            std::env::var_os("TRIGGERPROOF_REQUIRE_RULES").is_none(),
            "no rules texts at {} and TRIGGERPROOF_REQUIRE_RULES is set",
            rules_dir.display()
        );
        println!("skipped: no rules texts at {}", rules_dir.display());
        return;
    }
    let (indexes, _) = index::load_all(&root.join("cr-index"));
    let mut errors = Vec::new();
    // An edition with several sources is checked against all their rules together.
    let mut texts: std::collections::BTreeMap<&str, citations::Index> = Default::default();
    for index::Source {
        edition,
        file,
        part,
    } in index::SOURCES
    {
        let (Some(_), Ok(text)) = (
            indexes.get(edition),
            std::fs::read_to_string(rules_dir.join(file)),
        ) else {
            println!("skipped {edition} ({file}): no index or no rules text");
            continue;
        };
        let rules = match part {
            None => index::mtg_rules(&text),
            Some((start, end)) => index::riftbound_rules(&text, start, end),
        };
        let all = texts.entry(edition).or_default();
        for (number, text) in rules {
            all.entry(number).or_insert(text);
        }
    }
    for (edition, rules) in &texts {
        errors.extend(index::check_against(edition, &indexes[*edition], rules));
    }
    for edition in indexes
        .keys()
        .filter(|e| !index::SOURCES.iter().any(|s| s.edition == e.as_str()))
    {
        println!("not checked against a rules text: {edition}");
    }
    assert_clean("cr-index against the rules texts", &errors);
}

#[test]
fn files_and_functions_stay_within_size_limits() {
    let root = workspace::root();
    let mut report = sizes::Report::default();
    let allow_path = root.join(sizes::ALLOW_LIST);
    let allow_text = if allow_path.exists() {
        workspace::read(&allow_path)
    } else {
        String::new()
    };
    let mut allow = sizes::AllowList::parse(&allow_text, &mut report);
    for path in sizes::SIZE_DIRS
        .iter()
        .flat_map(|dir| workspace::rust_files(&root.join(dir)))
    {
        sizes::check_file(
            &workspace::rel(&root, &path),
            &workspace::read(&path),
            &mut allow,
            &mut report,
        );
    }
    allow.finish(&mut report);
    for warning in &report.warnings {
        println!("warning: {warning}");
    }
    assert_clean("sizes", &report.errors);
}
