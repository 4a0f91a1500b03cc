//! The module-circle check (STYLE §1): inside a crate, sibling modules import each other in one
//! direction only, like the crates themselves.
//!
//! Every path a module names through `crate::`, `super::`, `self::` or a child module (in `use`
//! trees and inline in code) is resolved to the module that holds it, following `pub use`
//! re-exports. An edge from `a::x` to `b::y` counts between the siblings below their common
//! ancestor (`a -> b`); a module naming its own ancestor or descendant (a facade and its parts)
//! is not an edge. Strongly connected sets of siblings are the circles. Test code (`tests.rs`,
//! `tests/`, anything after `#[cfg(test)]`) and binary roots (`main.rs`, `bin/`) are left out.

use std::collections::{BTreeMap, BTreeSet};

/// One module's source: its path from the crate root and its code without comments or strings.
pub struct Module {
    /// The file, for messages.
    pub file: String,
    pub path: Vec<String>,
    pub code: String,
}

/// The module path of a file given relative to its crate's `src/` (`lib.rs` -> root,
/// `a/mod.rs` and `a.rs` -> `a`, `a/b.rs` -> `a::b`); `None` for binaries and test files.
pub fn module_path(in_src: &str) -> Option<Vec<String>> {
    let parts: Vec<&str> = in_src.trim_end_matches(".rs").split('/').collect();
    let (last, dirs) = parts.split_last()?;
    if matches!(*last, "main" | "tests") || dirs.iter().any(|d| *d == "bin" || *d == "tests") {
        return None;
    }
    let mut path: Vec<String> = dirs.iter().map(|d| d.to_string()).collect();
    if !matches!(*last, "lib" | "mod") {
        path.push(last.to_string());
    }
    Some(path)
}

/// Circles among the modules of one crate, one message each.
pub fn circles(crate_name: &str, modules: &[Module]) -> Vec<String> {
    let known: BTreeSet<Vec<String>> = modules.iter().map(|m| m.path.clone()).collect();
    let exports: BTreeMap<Vec<String>, BTreeMap<String, Vec<String>>> = modules
        .iter()
        .map(|m| (m.path.clone(), reexports(m, &known)))
        .collect();
    let mut edges: BTreeMap<(String, String), String> = BTreeMap::new();
    for m in modules {
        for (line, target) in references(&m.path, &m.code, &known) {
            let to = holder(&target, &known, &exports);
            if let Some((a, b)) = sibling_edge(&m.path, &to) {
                edges
                    .entry((a, b))
                    .or_insert_with(|| format!("{}:{line}", m.file));
            }
        }
    }
    let mut out = Vec::new();
    for scc in strongly_connected(&edges) {
        let inside: Vec<String> = edges
            .iter()
            .filter(|((a, b), _)| scc.contains(a) && scc.contains(b))
            .map(|((a, b), at)| format!("{a} -> {b} ({at})"))
            .collect();
        out.push(format!(
            "{crate_name}: modules {} import each other in a circle: {}",
            scc.iter().cloned().collect::<Vec<_>>().join(", "),
            inside.join("; ")
        ));
    }
    out
}

/// The names a module re-exports with `pub use`, mapped to the absolute paths they stand for.
fn reexports(m: &Module, known: &BTreeSet<Vec<String>>) -> BTreeMap<String, Vec<String>> {
    let mut out = BTreeMap::new();
    for (_, text) in use_statements(&m.code, true) {
        for (path, alias) in expand(&tokens(&text)) {
            if let Some(abs) = resolve(&m.path, &path, known) {
                let name = alias.unwrap_or_else(|| path.last().cloned().unwrap_or_default());
                out.insert(name, abs);
            }
        }
    }
    out
}

/// The module holding `target`: its longest known prefix, through re-exports of the next name.
fn holder(
    target: &[String],
    known: &BTreeSet<Vec<String>>,
    exports: &BTreeMap<Vec<String>, BTreeMap<String, Vec<String>>>,
) -> Vec<String> {
    let mut target = target.to_vec();
    for _ in 0..8 {
        let n = (0..=target.len())
            .rev()
            .find(|&n| known.contains(&target[..n]))
            .unwrap_or(0);
        let via = target
            .get(n)
            .and_then(|name| exports.get(&target[..n])?.get(name));
        match via {
            Some(abs) if abs.as_slice() != target.as_slice() => {
                let mut next = abs.clone();
                next.extend_from_slice(&target[n + 1..]);
                target = next;
            }
            _ => return target[..n].to_vec(),
        }
    }
    target
}

/// `(a, b)`: the siblings below the common ancestor of `from` and `to`, unless one contains
/// the other.
fn sibling_edge(from: &[String], to: &[String]) -> Option<(String, String)> {
    let common = from.iter().zip(to).take_while(|(a, b)| a == b).count();
    let (a, b) = (from.get(common)?, to.get(common)?);
    let name = |p: &[String], x: &String| {
        let mut v = p[..common].to_vec();
        v.push(x.clone());
        v.join("::")
    };
    Some((name(from, a), name(to, b)))
}

/// Every module path named in `code` (1-based line, absolute path), resolved from `module`.
pub fn references(
    module: &[String],
    code: &str,
    known: &BTreeSet<Vec<String>>,
) -> Vec<(usize, Vec<String>)> {
    let mut out = Vec::new();
    for (line, text) in use_statements(code, false) {
        for (path, _) in expand(&tokens(&text)) {
            out.extend(resolve(module, &path, known).map(|p| (line, p)));
        }
    }
    for (line, text) in code.lines().enumerate() {
        for path in inline_paths(text) {
            out.extend(resolve(module, &path, known).map(|p| (line + 1, p)));
        }
    }
    out
}

/// `use` statements (only `pub use` ones when `only_pub`): their line and the tree after `use`.
fn use_statements(code: &str, only_pub: bool) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut rest = code;
    let mut offset = 0;
    while let Some(i) = find_word(rest, "use") {
        let before = rest[..i].trim_end();
        let public = before.ends_with("pub") || before.ends_with(')');
        let start = i + 3;
        let end = rest[start..].find(';').map_or(rest.len(), |e| start + e);
        if !only_pub || public {
            let line = code[..offset + i].matches('\n').count() + 1;
            out.push((line, rest[start..end].to_string()));
        }
        offset += end;
        rest = &rest[end..];
    }
    out
}

/// The byte index of `word` standing alone in `text`.
fn find_word(text: &str, word: &str) -> Option<usize> {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut from = 0;
    while let Some(i) = text[from..].find(word).map(|i| from + i) {
        let before = text[..i].chars().next_back();
        let after = text[i + word.len()..].chars().next();
        if !before.is_some_and(ident) && !after.is_some_and(ident) {
            return Some(i);
        }
        from = i + word.len();
    }
    None
}

/// Paths starting with `crate`, `super` or `self` in one line of code.
fn inline_paths(line: &str) -> Vec<Vec<String>> {
    let toks = tokens(line);
    let mut out = Vec::new();
    let mut i = 0;
    while i < toks.len() {
        let starts = matches!(toks[i].as_str(), "crate" | "super" | "self")
            && (i == 0 || toks[i - 1] != "::");
        if !starts {
            i += 1;
            continue;
        }
        let mut path = vec![toks[i].clone()];
        while toks.get(i + 1).is_some_and(|t| t == "::")
            && toks.get(i + 2).is_some_and(|t| is_ident(t))
        {
            path.push(toks[i + 2].clone());
            i += 2;
        }
        out.push(path);
        i += 1;
    }
    out
}

fn is_ident(t: &str) -> bool {
    t.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// Identifiers, `::` and single punctuation characters.
fn tokens(text: &str) -> Vec<String> {
    let c: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        if c[i].is_alphanumeric() || c[i] == '_' {
            let start = i;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            out.push(c[start..i].iter().collect());
        } else if c[i] == ':' && c.get(i + 1) == Some(&':') {
            out.push("::".into());
            i += 2;
        } else {
            if !c[i].is_whitespace() {
                out.push(c[i].to_string());
            }
            i += 1;
        }
    }
    out
}

/// The paths of a `use` tree, each with its `as` alias.
fn expand(toks: &[String]) -> Vec<(Vec<String>, Option<String>)> {
    let mut out = Vec::new();
    tree(toks, &mut 0, &[], &mut out);
    out
}

fn tree(
    toks: &[String],
    i: &mut usize,
    prefix: &[String],
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    let mut path = prefix.to_vec();
    while let Some(t) = toks.get(*i) {
        match t.as_str() {
            "::" => *i += 1,
            "{" => {
                *i += 1;
                while toks.get(*i).is_some_and(|t| t != "}") {
                    tree(toks, i, &path, out);
                    if toks.get(*i).is_some_and(|t| t == ",") {
                        *i += 1;
                    }
                }
                *i += 1;
                return;
            }
            "," | "}" => break,
            "as" => {
                *i += 1;
                out.push((path, toks.get(*i).cloned()));
                *i += 1;
                return;
            }
            "*" => {
                *i += 1;
                break;
            }
            "self" if !path.is_empty() => *i += 1,
            _ => {
                path.push(t.clone());
                *i += 1;
            }
        }
    }
    out.push((path, None));
}

/// The absolute path `path` names from `module`, or `None` for another crate's path.
fn resolve(
    module: &[String],
    path: &[String],
    known: &BTreeSet<Vec<String>>,
) -> Option<Vec<String>> {
    let (first, rest) = path.split_first()?;
    let mut base = module.to_vec();
    let mut rest = rest;
    match first.as_str() {
        "crate" => base.clear(),
        "self" => {}
        "super" => {
            base.pop()?;
            while let Some(("super", r)) = rest.split_first().map(|(a, r)| (a.as_str(), r)) {
                base.pop()?;
                rest = r;
            }
        }
        _ => {
            base.push(first.clone());
            if !known.contains(&base) {
                return None;
            }
        }
    }
    base.extend_from_slice(rest);
    Some(base)
}

/// Strongly connected sets of more than one node (Tarjan), each sorted.
fn strongly_connected(edges: &BTreeMap<(String, String), String>) -> Vec<BTreeSet<String>> {
    let mut next: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (a, b) in edges.keys() {
        next.entry(a).or_default().push(b);
        next.entry(b).or_default();
    }
    let mut state = Tarjan::default();
    let nodes: Vec<&str> = next.keys().copied().collect();
    for n in nodes {
        if !state.index.contains_key(n) {
            state.visit(n, &next);
        }
    }
    state.found
}

#[derive(Default)]
struct Tarjan<'a> {
    index: BTreeMap<&'a str, usize>,
    low: BTreeMap<&'a str, usize>,
    stack: Vec<&'a str>,
    on_stack: BTreeSet<&'a str>,
    found: Vec<BTreeSet<String>>,
}

impl<'a> Tarjan<'a> {
    fn visit(&mut self, v: &'a str, next: &BTreeMap<&'a str, Vec<&'a str>>) {
        let i = self.index.len();
        self.index.insert(v, i);
        self.low.insert(v, i);
        self.stack.push(v);
        self.on_stack.insert(v);
        for &w in &next[v] {
            if !self.index.contains_key(w) {
                self.visit(w, next);
                let lw = self.low[w];
                let lv = self.low.get_mut(v).expect("visited");
                *lv = (*lv).min(lw);
            } else if self.on_stack.contains(w) {
                let iw = self.index[w];
                let lv = self.low.get_mut(v).expect("visited");
                *lv = (*lv).min(iw);
            }
        }
        if self.low[v] == self.index[v] {
            let mut scc = BTreeSet::new();
            while let Some(w) = self.stack.pop() {
                self.on_stack.remove(w);
                scc.insert(w.to_string());
                if w == v {
                    break;
                }
            }
            if scc.len() > 1 {
                self.found.push(scc);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(file: &str, code: &str) -> Module {
        Module {
            file: file.into(),
            path: module_path(file).unwrap(),
            code: code.into(),
        }
    }

    #[test]
    fn module_paths_follow_the_file_tree() {
        assert_eq!(module_path("lib.rs"), Some(vec![]));
        assert_eq!(module_path("a/mod.rs"), Some(vec!["a".to_string()]));
        assert_eq!(module_path("a/b.rs"), Some(vec!["a".into(), "b".into()]));
        assert_eq!(module_path("main.rs"), None);
        assert_eq!(module_path("bin/x.rs"), None);
        assert_eq!(module_path("a/tests.rs"), None);
    }

    #[test]
    fn a_two_module_circle_is_found_with_both_edges() {
        let mods = [
            m("lib.rs", "pub mod a;\npub mod b;\n"),
            m("a.rs", "use crate::b::{X, Y as Z};\n"),
            m("b.rs", "fn f() { super::a::g(); }\n"),
        ];
        let errors = circles("k", &mods);
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].contains("a -> b (a.rs:1)"), "{errors:?}");
        assert!(errors[0].contains("b -> a (b.rs:1)"), "{errors:?}");
    }

    #[test]
    fn facades_children_and_one_way_edges_are_not_circles() {
        let mods = [
            m(
                "lib.rs",
                "mod a;\nmod b;\npub use a::X;\nfn f() { b::g() }\n",
            ),
            m("a/mod.rs", "mod c;\nuse super::Thing;\nuse self::c::Y;\n"),
            m("a/c.rs", "use super::super::b::Z;\n"),
            m("b.rs", "use crate::Root;\n"),
        ];
        assert_eq!(circles("k", &mods), Vec::<String>::new());
    }

    #[test]
    fn reexports_are_followed_to_the_defining_module() {
        let mods = [
            m("lib.rs", "mod a;\nmod b;\npub use b::Y;\n"),
            m("a.rs", "pub fn x() { crate::Y::new(); }\n"),
            m("b.rs", "pub use super::a::x as w;\n"),
        ];
        let errors = circles("k", &mods);
        assert_eq!(errors.len(), 1, "{errors:?}");
    }
}
