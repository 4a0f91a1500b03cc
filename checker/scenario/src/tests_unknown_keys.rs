//! Nothing silent, by construction: every table of every scenario in `scenarios/`, given one
//! key no type reads, makes the file refused, naming that key with its position. A struct or
//! struct variant that forgot to refuse unknown keys (a custom `Deserialize`, a flattened or
//! internally tagged enum, a map read through an intermediate value) fails here.

use toml_edit::{DocumentMut, Item, Value};

const KEY: &str = "zz-unknown-key";

/// The paths of every table inside `item` (standard or inline, inside arrays too), `item`
/// itself included, in document order.
fn tables(item: &Item, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match item {
        Item::Table(t) => {
            out.push(path.clone());
            for (k, x) in t.iter() {
                path.push(k.to_string());
                tables(x, path, out);
                path.pop();
            }
        }
        Item::ArrayOfTables(a) => {
            for (i, t) in a.iter().enumerate() {
                path.push(i.to_string());
                tables(&Item::Table(t.clone()), path, out);
                path.pop();
            }
        }
        Item::Value(v) => values(v, path, out),
        Item::None => {}
    }
}

fn values(v: &Value, path: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match v {
        Value::InlineTable(t) => {
            out.push(path.clone());
            for (k, x) in t.iter() {
                path.push(k.to_string());
                values(x, path, out);
                path.pop();
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                path.push(i.to_string());
                values(x, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

/// The paths of every table of the document.
fn table_paths(doc: &DocumentMut) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    tables(
        &Item::Table(doc.as_table().clone()),
        &mut Vec::new(),
        &mut out,
    );
    out
}

/// The document with the unknown key added to the table at `path`.
fn with_key_at(doc: &DocumentMut, path: &[String]) -> String {
    let mut d = doc.clone();
    let mut t = d.as_table_mut() as &mut toml_edit::Table;
    // Walk by path through tables, arrays of tables, inline tables and arrays.
    fn value_at<'a>(v: &'a mut Value, rest: &[String]) -> &'a mut Value {
        match rest.split_first() {
            None => v,
            Some((k, rest)) => match v {
                Value::InlineTable(t) => value_at(t.get_mut(k).unwrap(), rest),
                Value::Array(a) => value_at(a.get_mut(k.parse().unwrap()).unwrap(), rest),
                _ => unreachable!(),
            },
        }
    }
    let mut i = 0;
    while i < path.len() {
        let k = &path[i];
        match t.get_mut(k).unwrap() {
            Item::Table(inner) => {
                t = inner;
                i += 1;
            }
            Item::ArrayOfTables(a) => {
                t = a.get_mut(path[i + 1].parse().unwrap()).unwrap();
                i += 2;
            }
            Item::Value(v) => {
                let Value::InlineTable(it) = value_at(v, &path[i + 1..]) else {
                    unreachable!()
                };
                it.insert(KEY, true.into());
                return d.to_string();
            }
            Item::None => unreachable!(),
        }
    }
    t.insert(KEY, toml_edit::value(true));
    d.to_string()
}

fn scenario_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            scenario_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "toml") {
            out.push(p);
        }
    }
}

#[test]
fn an_unknown_key_in_any_table_of_any_scenario_is_refused_with_its_position() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
    let mut files = Vec::new();
    scenario_files(&root, &mut files);
    files.sort();
    assert!(files.len() > 50, "{}", files.len());
    let (mut tried, mut silent) = (0, Vec::new());
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let name = f.display().to_string();
        if crate::from_str(&name, &text).is_err() {
            continue; // a file kept as a refusal example
        }
        // The same document as `toml` writes it (other spellings of the same tables).
        let tree: toml::Value = toml::from_str(&text).unwrap();
        let respelled = toml::to_string(&tree).unwrap();
        if let Err(e) = crate::from_str("respelled.toml", &respelled) {
            // toml can't place a table only its sub-tables create: a clear refusal is kept.
            if !e.to_string().contains("header above it") {
                silent.push(format!(
                    "{name} as `toml` writes it is refused: {e}\n{respelled}"
                ));
            }
        }
        let doc: DocumentMut = text.parse().unwrap();
        for p in table_paths(&doc) {
            let mutated = with_key_at(&doc, &p);
            tried += 1;
            match crate::from_str("mutated.toml", &mutated) {
                Ok(_) => silent.push(format!("{name}: `{}` accepted", p.join("."))),
                Err(e) => {
                    let shown = e.to_string();
                    let line = mutated
                        .lines()
                        .position(|l| l.contains(KEY))
                        .map(|i| i + 1)
                        .unwrap();
                    // The position is the key's line, or the start of the (inline or
                    // standard) table holding it, a few lines above at most.
                    let at = shown
                        .strip_prefix("mutated.toml:")
                        .and_then(|r| r.split(':').next())
                        .and_then(|l| l.parse::<usize>().ok())
                        .unwrap_or(0);
                    if !shown.contains(KEY) || at > line || at + 4 < line {
                        silent.push(format!(
                            "{name}: `{}` refused without naming the key at line {line}: {shown}",
                            p.join(".")
                        ));
                    }
                }
            }
        }
    }
    assert!(tried > 500, "{tried}");
    assert!(
        silent.is_empty(),
        "{} of {tried}:\n{}",
        silent.len(),
        silent.join("\n")
    );
}
