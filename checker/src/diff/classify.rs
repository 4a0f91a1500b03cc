//! Naming a difference: an outcome one edition reaches and the other does not is compared with
//! the other edition's closest outcome, and the difference is put in a class — how many
//! triggers resolved, their order, who controlled them, the final board — with the abilities or
//! board fields involved.

use super::outcomes::{Outcome, PlayerEnd, Resolved};
use serde::Serialize;
use std::collections::BTreeMap;
use triggerproof_model::Edition;

/// What kind of difference.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Different triggered abilities resolved (more, fewer, or others).
    TriggerCount,
    /// The same abilities resolved, in another order.
    TriggerOrder,
    /// The same abilities in the same order, controlled by other players.
    TriggerController,
    /// The same triggers; the final board differs.
    FinalBoard,
}

/// A class of difference: its kind and what is involved (abilities, or board fields).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Class {
    pub kind: Kind,
    pub detail: String,
    /// The edition whose outcome the other edition does not reach.
    pub only_under: Edition,
}

fn counts(r: &[Resolved]) -> BTreeMap<&str, i32> {
    let mut m = BTreeMap::new();
    for x in r {
        *m.entry(x.ability.as_str()).or_insert(0) += 1;
    }
    m
}

/// "more X, fewer Y": how `a`'s resolved abilities differ from `b`'s, and by how many.
fn count_delta(a: &[Resolved], b: &[Resolved]) -> (usize, String) {
    let (ca, cb) = (counts(a), counts(b));
    let mut keys: Vec<&str> = ca.keys().chain(cb.keys()).copied().collect();
    keys.sort();
    keys.dedup();
    let mut size = 0;
    let mut parts = Vec::new();
    for k in keys {
        let d = ca.get(k).unwrap_or(&0) - cb.get(k).unwrap_or(&0);
        if d != 0 {
            size += d.unsigned_abs() as usize;
            parts.push(format!("{} {k}", if d > 0 { "more" } else { "fewer" }));
        }
    }
    (size, parts.join(", "))
}

fn field<T: std::fmt::Display>(p: usize, name: &str, x: T, y: T, values: bool) -> String {
    if values {
        format!("P{p} {name} {x} vs {y}")
    } else {
        format!("P{p} {name}")
    }
}

/// The board fields in which `a` and `b` differ: "P1 life 18 vs 20" (`values`) or "P1 life".
pub fn board_delta(a: &[PlayerEnd], b: &[PlayerEnd], values: bool) -> (usize, String) {
    let mut parts = Vec::new();
    for (i, (x, y)) in a.iter().zip(b).enumerate() {
        let p = i + 1;
        if x.life != y.life {
            parts.push(field(p, "life", x.life, y.life, values));
        }
        if x.points != y.points {
            parts.push(field(p, "points", x.points, y.points, values));
        }
        if (x.lost, x.won) != (y.lost, y.won) {
            parts.push(format!("P{p} result differs"));
        }
        if x.hand != y.hand || x.library != y.library {
            parts.push(format!("P{p} hand/library differ"));
        }
        for (zone, u, v) in [
            ("battlefield", &x.battlefield, &y.battlefield),
            ("graveyard", &x.graveyard, &y.graveyard),
            ("exile", &x.exile, &y.exile),
        ] {
            if u != v {
                parts.push(format!("P{p} {zone} differs"));
            }
        }
    }
    (parts.len(), parts.join(", "))
}

/// The distinct abilities named, sorted: what a class of order differences is about.
fn distinct(names: &[&str]) -> String {
    let mut v = names.to_vec();
    v.sort();
    v.dedup();
    v.join(" / ")
}

/// The class of `a` (reached only by one edition) against the closest outcome of `others`.
pub fn classify(a: &Outcome, others: &[&Outcome], only_under: Edition) -> (Class, Option<usize>) {
    let mut best: Option<(usize, Class, usize)> = None;
    for (i, b) in others.iter().enumerate() {
        let (tri, tri_detail) = count_delta(&a.resolved, &b.resolved);
        let (brd, brd_detail) = board_delta(&a.board, &b.board, false);
        let names_a: Vec<&str> = a.resolved.iter().map(|r| r.ability.as_str()).collect();
        let names_b: Vec<&str> = b.resolved.iter().map(|r| r.ability.as_str()).collect();
        let (kind, detail, score) = if tri > 0 {
            (Kind::TriggerCount, tri_detail, 1000 * tri + brd)
        } else if names_a != names_b {
            (Kind::TriggerOrder, distinct(&names_a), 100 + brd)
        } else if a.resolved != b.resolved {
            (Kind::TriggerController, distinct(&names_a), 10 + brd)
        } else {
            (Kind::FinalBoard, brd_detail, brd)
        };
        if best.as_ref().is_none_or(|(s, ..)| score < *s) {
            best = Some((
                score,
                Class {
                    kind,
                    detail,
                    only_under,
                },
                i,
            ));
        }
    }
    match best {
        Some((_, c, i)) => (c, Some(i)),
        None => (
            Class {
                kind: Kind::TriggerCount,
                detail: "the other edition reaches no outcome".into(),
                only_under,
            },
            None,
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    const E: Edition = Edition::Mtg20241108;

    fn r(name: &str, c: u8) -> Resolved {
        Resolved {
            ability: name.into(),
            controller: c,
        }
    }

    fn end(life: i16) -> PlayerEnd {
        PlayerEnd {
            life,
            points: 0,
            lost: false,
            won: false,
            hand: 0,
            library: 0,
            battlefield: vec![],
            graveyard: vec![],
            exile: vec![],
        }
    }

    #[test]
    fn classes_prefer_the_closest_outcome() {
        let a = Outcome {
            resolved: vec![r("X", 0), r("Y", 1)],
            board: vec![end(20)],
        };
        let reordered = Outcome {
            resolved: vec![r("Y", 1), r("X", 0)],
            board: vec![end(20)],
        };
        let fewer = Outcome {
            resolved: vec![r("X", 0)],
            board: vec![end(20)],
        };
        let (c, i) = classify(&a, &[&fewer, &reordered], E);
        assert_eq!((c.kind, i), (Kind::TriggerOrder, Some(1)));
        let (c, _) = classify(&a, &[&fewer], E);
        assert_eq!((c.kind, c.detail.as_str()), (Kind::TriggerCount, "more Y"));
        let burnt = Outcome {
            resolved: a.resolved.clone(),
            board: vec![end(19)],
        };
        let (c, _) = classify(&a, &[&burnt], E);
        assert_eq!((c.kind, c.detail.as_str()), (Kind::FinalBoard, "P1 life"));
    }
}
