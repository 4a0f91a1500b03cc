//! The one-reader check for current characteristics (DESIGN "One place per rules concept", CR
//! 613): outside `model/src/rules/characteristics.rs`, no engine rule family reads a card's
//! printed keywords, power, toughness or abilities by their accessor or field names; they ask
//! that module, which applies the layers. In `properties/`, keywords are read only by the
//! properties' own reader, `properties/src/characteristics.rs`.

/// The engine's only reader of printed characteristics.
pub const ENGINE_READER: &str = "model/src/rules/characteristics.rs";
/// The engine's rule families, where no other file may read them.
pub const ENGINE_DIR: &str = "model/src/rules";
/// The properties' own reader of keywords.
pub const PROPERTIES_READER: &str = "properties/src/characteristics.rs";
/// The properties' sources.
pub const PROPERTIES_DIR: &str = "properties/src";

/// Printed-characteristic accessors of `CardDef`: (text, must not be followed by an
/// identifier character). `.power` and `.toughness` are also a selector's fields (`sel.power`),
/// allowed on a receiver named `sel`.
const ENGINE_FORBIDDEN: &[(&str, bool)] = &[
    (".keywords", true),
    (".has_keyword(", false),
    (".strikes_first(", false),
    (".triggered()", false),
    (".statics()", false),
    (".abilities", true),
    (".power", true),
    (".toughness", true),
];

/// Keyword accessors, forbidden in the properties outside their reader.
const PROPERTIES_FORBIDDEN: &[(&str, bool)] = &[
    (".keywords", true),
    (".has_keyword(", false),
    (".strikes_first(", false),
];

fn ident(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// The identifier just before byte `at` of `line` (the receiver of a field access).
fn receiver(line: &str, at: usize) -> &str {
    let head = &line[..at];
    let start = head
        .char_indices()
        .rev()
        .find(|(_, c)| !ident(*c))
        .map_or(0, |(i, c)| i + c.len_utf8());
    &head[start..]
}

fn scan(file: &str, code: &str, forbidden: &[(&str, bool)], fix: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (n, line) in code.lines().enumerate() {
        for (pat, word_end) in forbidden {
            let mut from = 0;
            while let Some(i) = line[from..].find(pat) {
                let at = from + i;
                from = at + pat.len();
                let next = line[from..].chars().next();
                if *word_end && next.is_some_and(ident) {
                    continue;
                }
                let field = matches!(*pat, ".power" | ".toughness");
                if field && receiver(line, at) == "sel" {
                    continue;
                }
                out.push(format!(
                    "{file}:{}: reads the printed `{}`; ask {fix}",
                    n + 1,
                    pat.trim_end_matches(['(', ')'])
                ));
            }
        }
    }
    out
}

/// Printed-characteristic reads in an engine file's code (comments, strings and test code
/// already removed).
pub fn engine_reads(file: &str, code: &str) -> Vec<String> {
    if file == ENGINE_READER {
        return Vec::new();
    }
    scan(
        file,
        code,
        ENGINE_FORBIDDEN,
        "`rules::characteristics` (CR 613)",
    )
}

/// Printed-keyword reads in a properties file's code.
pub fn property_reads(file: &str, code: &str) -> Vec<String> {
    if file == PROPERTIES_READER {
        return Vec::new();
    }
    scan(
        file,
        code,
        PROPERTIES_FORBIDDEN,
        "the properties' `characteristics` reader (CR 613)",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printed_reads_are_found() {
        let f = "model/src/rules/x.rs";
        for code in [
            "ctx.card(o.card).has_keyword(k)",
            "let k = &card.keywords;",
            "for (i, t) in card.triggered() {}",
            "card.statics().any(f)",
            "ctx.card(c).abilities.iter()",
            "i16::from(card.power)",
            "rules.pool.get(c).toughness",
        ] {
            assert_eq!(engine_reads(f, code).len(), 1, "{code}");
        }
    }

    #[test]
    fn other_names_pass() {
        let f = "model/src/rules/x.rs";
        for code in [
            "o.abilities_lost = true;",
            "sel.power.is_some()",
            "reader.keyword(id, k)",
            "reader.statics(id)",
            "characteristics::power(rules, o)",
        ] {
            assert!(engine_reads(f, code).is_empty(), "{code}");
        }
        assert!(engine_reads(ENGINE_READER, "card.keywords").is_empty());
    }

    #[test]
    fn properties_read_keywords_through_their_reader() {
        let f = "properties/src/combat.rs";
        assert_eq!(property_reads(f, "c.keywords.contains(&k)").len(), 1);
        assert!(property_reads(PROPERTIES_READER, "c.keywords.contains(&k)").is_empty());
    }
}
