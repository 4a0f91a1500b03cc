//! The dependency-direction check (STYLE §1): the crates form the diagram in [`DIAGRAM`]; each
//! may depend only on the crates to its left (ARCHITECTURE.md draws it).
//!
//! Reads each crate's `Cargo.toml` with a small line reader that understands the subset of TOML
//! manifests use: `[tables]`, `key = value`, dotted keys (`foo.workspace = true`), inline tables
//! and `[dependencies.foo]` tables. Every dependency kind counts (normal, dev, build, target).

use std::collections::BTreeMap;
use std::path::{Component, Path, PathBuf};

/// The layer diagram in words, for messages.
pub const DIAGRAM: &str =
    "model <- properties <- checker <- checker/scenario <- checker/web <- checker/cli <- tests, \
                           with checker/explore (no triggerproof crate) below checker";

/// The layers, left to right: (directory, package name, crates it may depend on).
pub const LAYERS: [(&str, &str, &[&str]); 8] = [
    ("model", "triggerproof-model", &[]),
    ("properties", "triggerproof-properties", &["model"]),
    ("checker/explore", "triggerproof-explore", &[]),
    (
        "checker",
        "triggerproof-checker",
        &["model", "properties", "checker/explore"],
    ),
    (
        "checker/scenario",
        "triggerproof-scenario",
        &["model", "properties", "checker/explore", "checker"],
    ),
    (
        "checker/web",
        "triggerproof-web",
        &[
            "model",
            "properties",
            "checker/explore",
            "checker",
            "checker/scenario",
        ],
    ),
    (
        "checker/cli",
        "triggerproof-cli",
        &[
            "model",
            "properties",
            "checker/explore",
            "checker",
            "checker/scenario",
            "checker/web",
        ],
    ),
    (
        "tests",
        "triggerproof-tests",
        &[
            "model",
            "properties",
            "checker/explore",
            "checker",
            "checker/scenario",
            "checker/web",
            "checker/cli",
        ],
    ),
];

/// External packages a layer must never depend on: the rules know neither stateright nor clap,
/// and only the command line and the options below it (`checker`) know clap.
pub const FORBIDDEN: [(&str, &[&str]); 5] = [
    ("model", &["stateright", "clap"]),
    ("properties", &["stateright", "clap"]),
    ("checker/explore", &["clap"]),
    ("checker/scenario", &["clap"]),
    ("checker/web", &["clap", "stateright"]),
];

/// One dependency entry of a manifest.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Dep {
    /// The table it sits in: `dependencies`, `dev-dependencies`, `build-dependencies`.
    pub kind: String,
    /// The key it is declared under.
    pub name: String,
    /// `package = "…"` when the dependency is renamed.
    pub package: Option<String>,
    /// `path = "…"`, relative to the manifest's directory.
    pub path: Option<String>,
    /// `workspace = true`: inherited from the root's `[workspace.dependencies]`.
    pub workspace: bool,
    /// 1-based line of the declaration.
    pub line: usize,
}

const DEP_KINDS: [&str; 3] = ["dependencies", "dev-dependencies", "build-dependencies"];

/// Every dependency declared in a crate manifest (or, for a root manifest, in
/// `[workspace.dependencies]` when `workspace_table` is true).
pub fn dependencies(toml: &str, workspace_table: bool) -> Vec<Dep> {
    let mut deps: Vec<Dep> = Vec::new();
    let mut table: Vec<String> = Vec::new();
    for (line_no, line) in logical_lines(toml) {
        if let Some(header) = line.strip_prefix('[') {
            table = split_key(header.trim_start_matches('[').trim_end_matches(']'));
            // `[dependencies.foo]`: the table itself declares the dependency.
            if let Some((kind, name)) = dep_table(&table, workspace_table) {
                deps.push(Dep {
                    kind,
                    name,
                    line: line_no,
                    ..Dep::default()
                });
            }
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let key = split_key(key);
        let value = value.trim();
        if let Some((kind, _)) = dep_table(&table, workspace_table) {
            // Inside `[dependencies.foo]`: attributes of the last dependency.
            if let Some(dep) = deps.last_mut() {
                debug_assert_eq!(dep.kind, kind);
                set_attribute(dep, &key, value);
            }
        } else if let Some(kind) = dep_section(&table, workspace_table) {
            let mut dep = Dep {
                kind,
                name: key[0].clone(),
                line: line_no,
                ..Dep::default()
            };
            if key.len() > 1 {
                set_attribute(&mut dep, &key[1..], value);
                // `foo.path = …` after `foo.workspace = …`: one dependency, several lines.
                if let Some(prev) = deps
                    .iter_mut()
                    .find(|d| d.kind == dep.kind && d.name == dep.name)
                {
                    set_attribute(prev, &key[1..], value);
                    continue;
                }
            } else if value.starts_with('{') {
                for (k, v) in inline_table(value) {
                    set_attribute(&mut dep, &split_key(&k), &v);
                }
            }
            deps.push(dep);
        }
    }
    deps
}

/// The `members` of the root manifest's `[workspace]` table.
pub fn workspace_members(toml: &str) -> Vec<String> {
    let mut table = Vec::new();
    for (_, line) in logical_lines(toml) {
        if let Some(header) = line.strip_prefix('[') {
            table = split_key(header.trim_end_matches(']'));
        } else if table == ["workspace"] {
            if let Some((key, value)) = line.split_once('=') {
                if key.trim() == "members" {
                    return array_of_strings(value);
                }
            }
        }
    }
    Vec::new()
}

/// Checks every layer's manifest against the diagram. `manifests` maps a crate directory
/// (`model`, …) to its manifest text; `root_toml` is the workspace manifest.
pub fn check_layers(root_toml: &str, manifests: &BTreeMap<String, String>) -> Vec<String> {
    let mut errors = Vec::new();
    let known: Vec<&str> = LAYERS.iter().map(|(dir, _, _)| *dir).collect();
    let members = workspace_members(root_toml);
    for member in &members {
        if !known.contains(&member.as_str()) {
            errors.push(format!(
                "Cargo.toml: workspace member `{member}` is not in the layer diagram {DIAGRAM}"
            ));
        }
    }
    for dir in &known {
        if !members.iter().any(|m| m == dir) {
            errors.push(format!(
                "Cargo.toml: layer `{dir}` is not a workspace member"
            ));
        }
    }
    let root_deps = dependencies(root_toml, true);
    for (dir, _, allowed) in LAYERS {
        let Some(toml) = manifests.get(dir) else {
            errors.push(format!("{dir}/Cargo.toml: missing"));
            continue;
        };
        for dep in dependencies(toml, false) {
            check_dep(dir, allowed, &dep, &root_deps, &mut errors);
        }
    }
    errors
}

fn check_dep(dir: &str, allowed: &[&str], dep: &Dep, root_deps: &[Dep], errors: &mut Vec<String>) {
    let at = format!("{dir}/Cargo.toml:{}", dep.line);
    let inherited = if dep.workspace {
        root_deps.iter().find(|d| d.name == dep.name)
    } else {
        None
    };
    // Where a path dependency points, as a path relative to the workspace root.
    let target_path = match (&dep.path, inherited.and_then(|d| d.path.as_ref())) {
        (Some(p), _) => Some(normalize(&Path::new(dir).join(p))),
        (None, Some(p)) => Some(normalize(Path::new(p))),
        (None, None) => None,
    };
    let package = dep
        .package
        .as_deref()
        .or(inherited.and_then(|d| d.package.as_deref()));
    let package = package.unwrap_or(&dep.name);
    let layer = match &target_path {
        Some(p) => LAYERS.iter().find(|(d, _, _)| Path::new(d) == p.as_path()),
        None => LAYERS.iter().find(|(_, name, _)| *name == package),
    };
    match (layer, &target_path) {
        (Some((target, _, _)), _) if !allowed.contains(target) => errors.push(format!(
            "{at}: `{dir}` may not depend on `{target}` ({}); allowed: {allowed:?} ({DIAGRAM})",
            dep.kind
        )),
        (None, Some(p)) => errors.push(format!(
            "{at}: path dependency `{}` points outside the layers ({})",
            dep.name,
            p.display()
        )),
        (None, None) if package.starts_with("triggerproof-") => errors.push(format!(
            "{at}: `{package}` is not a known layer; add it to the diagram first"
        )),
        _ => {}
    }
    for (layer_dir, banned) in FORBIDDEN {
        if layer_dir == dir && banned.contains(&package) {
            errors.push(format!(
                "{at}: `{dir}` must not depend on `{package}` ({})",
                dep.kind
            ));
        }
    }
}

/// Lexically resolves `.` and `..` in a relative path.
fn normalize(path: &Path) -> PathBuf {
    let mut out: Vec<String> = Vec::new();
    for c in path.components() {
        match c {
            Component::ParentDir => {
                if out.last().is_some_and(|p| p != "..") {
                    out.pop();
                } else {
                    out.push("..".to_owned());
                }
            }
            Component::Normal(s) => out.push(s.to_string_lossy().into_owned()),
            _ => {}
        }
    }
    out.iter().collect()
}

/// The dependency kind if `table` is a dependency section (`[dependencies]`,
/// `[target.'cfg(x)'.dev-dependencies]`, or `[workspace.dependencies]` for the root).
fn dep_section(table: &[String], workspace_table: bool) -> Option<String> {
    let last = table.last()?;
    let ok = match table.len() {
        1 => !workspace_table,
        2 => workspace_table && table[0] == "workspace",
        3 => !workspace_table && table[0] == "target",
        _ => false,
    };
    (ok && DEP_KINDS.contains(&last.as_str())).then(|| last.clone())
}

/// `(kind, name)` if `table` is a single-dependency table such as `[dependencies.foo]`.
fn dep_table(table: &[String], workspace_table: bool) -> Option<(String, String)> {
    let (name, section) = table.split_last()?;
    dep_section(section, workspace_table).map(|kind| (kind, name.clone()))
}

fn set_attribute(dep: &mut Dep, key: &[String], value: &str) {
    match key.first().map(String::as_str) {
        Some("path") => dep.path = Some(unquote(value)),
        Some("package") => dep.package = Some(unquote(value)),
        Some("workspace") => dep.workspace = value.trim() == "true",
        _ => {}
    }
}

/// Splits a (possibly dotted, possibly quoted) key into its parts.
fn split_key(key: &str) -> Vec<String> {
    split_top_level(key, '.')
        .into_iter()
        .map(|k| unquote(&k))
        .collect()
}

fn unquote(s: &str) -> String {
    s.trim().trim_matches('"').trim_matches('\'').to_owned()
}

/// `{ a = 1, b = "x" }` into its key/value pairs.
fn inline_table(value: &str) -> Vec<(String, String)> {
    let inner = value.trim().trim_start_matches('{').trim_end_matches('}');
    split_top_level(inner, ',')
        .into_iter()
        .filter_map(|pair| {
            pair.split_once('=')
                .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        })
        .collect()
}

fn array_of_strings(value: &str) -> Vec<String> {
    let inner = value.trim().trim_start_matches('[').trim_end_matches(']');
    split_top_level(inner, ',')
        .into_iter()
        .map(|s| unquote(&s))
        .filter(|s| !s.is_empty())
        .collect()
}

/// Splits on `sep` outside quotes, brackets and braces.
fn split_top_level(s: &str, sep: char) -> Vec<String> {
    let (mut parts, mut current, mut depth, mut quote) = (Vec::new(), String::new(), 0i32, None);
    for c in s.chars() {
        match (quote, c) {
            (Some(q), _) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '[' | '{') => depth += 1,
            (None, ']' | '}') => depth -= 1,
            (None, _) if c == sep && depth == 0 => {
                parts.push(std::mem::take(&mut current));
                continue;
            }
            _ => {}
        }
        current.push(c);
    }
    parts.push(current);
    parts
}

/// Lines with comments removed and multi-line arrays or tables joined, with their 1-based
/// starting line numbers. Blank lines are dropped.
fn logical_lines(toml: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let (mut pending, mut start, mut depth) = (String::new(), 0, 0i32);
    for (i, raw) in toml.lines().enumerate() {
        let line = strip_comment(raw);
        if pending.is_empty() {
            start = i + 1;
        }
        let mut quote = None;
        for c in line.chars() {
            match (quote, c) {
                (Some(q), _) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(c),
                (None, '[' | '{') => depth += 1,
                (None, ']' | '}') => depth -= 1,
                _ => {}
            }
        }
        pending.push_str(line.trim());
        pending.push(' ');
        // A table header `[x]` balances on its own line; an open array waits for its close.
        if depth <= 0 {
            depth = 0;
            let done = std::mem::take(&mut pending);
            if !done.trim().is_empty() {
                out.push((start, done.trim().to_owned()));
            }
        }
    }
    out
}

fn strip_comment(line: &str) -> &str {
    let mut quote = None;
    for (i, c) in line.char_indices() {
        match (quote, c) {
            (Some(q), _) if c == q => quote = None,
            (None, '"' | '\'') => quote = Some(c),
            (None, '#') => return &line[..i],
            _ => {}
        }
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROOT: &str = "[workspace]\nresolver = \"2\"\nmembers = [\"model\", \"properties\",\n  \"checker/explore\", \"checker\", \"checker/scenario\", \"checker/web\", \"checker/cli\", \"tests\"]\n\n[workspace.dependencies]\nstateright = \"0.31\" # model checker\ntriggerproof-model = { path = \"model\" }\n";

    fn manifests(edits: &[(&str, &str)]) -> BTreeMap<String, String> {
        let mut m: BTreeMap<String, String> = [
            ("model", "[package]\nname = \"triggerproof-model\"\n[dependencies]\nimbl.workspace = true\n"),
            ("properties", "[dependencies]\ntriggerproof-model = { path = \"../model\" }\n"),
            (
                "checker",
                "[dependencies]\ntriggerproof-model = { path = \"../model\" }\n\
                 triggerproof-properties = { path = \"../properties\" }\nstateright.workspace = true\n",
            ),
            ("checker/explore", "[dependencies]\nstateright.workspace = true\n"),
            (
                "checker/scenario",
                "[dependencies]\ntriggerproof-checker = { path = \"..\" }\n\
                 triggerproof-explore = { path = \"../explore\" }\n",
            ),
            (
                "checker/web",
                "[dependencies]\ntriggerproof-checker = { path = \"..\" }\n",
            ),
            (
                "checker/cli",
                "[dependencies]\ntriggerproof-scenario = { path = \"../scenario\" }\nclap = \"4\"\n",
            ),
            (
                "tests",
                "[dependencies]\ntriggerproof-checker = { path = \"../checker\" }\n\
                 [dev-dependencies]\nproptest = \"1\"\n",
            ),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v.to_owned()))
        .collect();
        for (dir, text) in edits {
            m.insert((*dir).to_owned(), (*text).to_owned());
        }
        m
    }

    #[test]
    fn the_diagram_itself_passes() {
        assert_eq!(check_layers(ROOT, &manifests(&[])), Vec::<String>::new());
    }

    #[test]
    fn an_edge_pointing_right_is_rejected() {
        let errors = check_layers(
            ROOT,
            &manifests(&[(
                "model",
                "[dependencies]\ntriggerproof-properties = { path = \"../properties\" }\n",
            )]),
        );
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].starts_with("model/Cargo.toml:2: `model` may not depend on `properties`"));
    }

    #[test]
    fn dev_and_table_form_dependencies_count_too() {
        let text = "[dev-dependencies.checker]\npackage = \"triggerproof-checker\"\npath = \"../checker\"\n";
        let errors = check_layers(ROOT, &manifests(&[("properties", text)]));
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].contains("`properties` may not depend on `checker` (dev-dependencies)"));
    }

    #[test]
    fn dotted_keys_and_workspace_inheritance_resolve_paths() {
        let errors = check_layers(
            ROOT,
            &manifests(&[
                (
                    "properties",
                    "[dependencies]\ntriggerproof-checker.path = \"../checker\"\n",
                ),
                (
                    "model",
                    "[target.'cfg(unix)'.dependencies]\ntriggerproof-model.workspace = true\n",
                ),
            ]),
        );
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(errors
            .iter()
            .any(|e| e.contains("`model` may not depend on `model`")));
        assert!(errors
            .iter()
            .any(|e| e.contains("`properties` may not depend on `checker`")));
    }

    #[test]
    fn stateright_and_clap_stay_in_the_checker() {
        let text = "[dependencies]\nstateright.workspace = true\nargs = { package = \"clap\", version = \"4\" }\n";
        let errors = check_layers(ROOT, &manifests(&[("properties", text)]));
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(errors[0].contains("must not depend on `stateright`"));
        assert!(errors[1].contains("must not depend on `clap`"));
    }

    #[test]
    fn unknown_members_and_stray_paths_are_rejected() {
        let root = ROOT.replace("\"tests\"]", "\"tests\", \"xtask\"]");
        let text = "[dependencies]\nhelper = { path = \"../../elsewhere\" }\n";
        let errors = check_layers(&root, &manifests(&[("checker", text)]));
        assert_eq!(errors.len(), 2, "{errors:?}");
        assert!(errors[0].contains("workspace member `xtask`"));
        assert!(errors[1].contains("points outside the layers"));
    }

    #[test]
    fn reader_handles_comments_and_multiline_arrays() {
        assert_eq!(
            workspace_members(ROOT),
            [
                "model",
                "properties",
                "checker/explore",
                "checker",
                "checker/scenario",
                "checker/web",
                "checker/cli",
                "tests"
            ]
        );
        let deps = dependencies("[dependencies]\nx = { path = \"a#b\" } # note\n", false);
        assert_eq!(deps[0].path.as_deref(), Some("a#b"));
    }
}
