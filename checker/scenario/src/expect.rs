//! Checking a scenario's `properties` (names from the registry) and `[[expect]]` entries: each
//! entry has exactly one of `always`, `never`, `reachable`, whose query parses, names only
//! cards that can appear in the scenario's games and players at its table, and uses `loop`
//! only on its own.

use super::error::{did_you_mean, ScenarioError, Source};
use super::file::{Expect, ScenarioFile};
use super::parse::{parse, Context};
use super::query::Expr;
use super::{Expectation, Kind, Scenario};
use std::collections::BTreeSet;
use toml::Spanned;
use triggerproof_checker::adapter::MAX_PROPERTIES;
use triggerproof_model::vocab::CardId;
use triggerproof_properties::registry;

/// The most expectations and properties one scenario may hold.
pub const MAX_EXPECTATIONS: usize = 60;

/// Checks the registry property names.
pub fn properties(src: &Source, f: &ScenarioFile, sc: &mut Scenario) -> Result<(), ScenarioError> {
    let all = registry::all();
    for p in &f.properties {
        let name = p.get_ref();
        if !all.iter().any(|q| q.name == name) {
            return Err(src.span(
                &p.span(),
                format!(
                    "unknown property `{name}`; expected a name listed by `triggerproof \
                     properties`{}",
                    did_you_mean(name, all.iter().map(|q| q.name))
                ),
            ));
        }
        sc.properties.push(name.clone());
    }
    let selected =
        triggerproof_checker::run::select(&sc.properties, sc.edition).map_err(|e| src.at(0, e))?;
    if !sc.properties.is_empty() && selected.len() > MAX_PROPERTIES {
        return Err(src.at(0, format!("at most {MAX_PROPERTIES} properties")));
    }
    Ok(())
}

/// Checks and parses the expectations.
pub fn expectations(
    src: &Source,
    f: &ScenarioFile,
    present: &BTreeSet<CardId>,
    sc: &mut Scenario,
) -> Result<(), ScenarioError> {
    if f.expect.is_empty() && f.properties.is_empty() {
        return Err(src.at(
            src.text.len(),
            "nothing to check: expected at least one [[expect]] entry or a `properties` list",
        ));
    }
    if f.expect.len() + f.properties.len() > MAX_EXPECTATIONS {
        return Err(src.span(
            &f.expect[0].span(),
            format!(
                "{} expectations and properties; at most {MAX_EXPECTATIONS} per scenario",
                f.expect.len() + f.properties.len()
            ),
        ));
    }
    let pool = sc.pool.clone();
    let names: Vec<String> = present.iter().map(|c| pool.get(*c).name.clone()).collect();
    let card = |name: &str| -> Result<CardId, String> {
        match pool.id(name) {
            Some(id) if present.contains(&id) => Ok(id),
            Some(_) => Err(format!(
                "card `{name}` is not in this scenario: it starts on no battlefield or hand \
                 and no card here creates it; expected one of: {}",
                names.join(", ")
            )),
            None => Err(format!(
                "unknown card `{name}`; expected one of this scenario's cards: {}{}",
                names.join(", "),
                did_you_mean(name, names.iter().map(String::as_str))
            )),
        }
    };
    for e in &f.expect {
        let x = one(src, e, &card, sc)?;
        sc.expectations.push(x);
    }
    Ok(())
}

/// Checks and parses one `[[expect]]` entry.
fn one(
    src: &Source,
    e: &Spanned<Expect>,
    card: &dyn Fn(&str) -> Result<CardId, String>,
    sc: &mut Scenario,
) -> Result<Expectation, ScenarioError> {
    let x = e.get_ref();
    let given = [
        (Kind::Always, &x.always),
        (Kind::Never, &x.never),
        (Kind::Reachable, &x.reachable),
    ];
    let mut chosen = given
        .iter()
        .filter_map(|(k, q)| q.as_ref().map(|q| (*k, q)));
    let (kind, q) = match (chosen.next(), chosen.next()) {
        (Some(one), None) => one,
        (first, _) => {
            let found = if first.is_some() {
                "more than one"
            } else {
                "none"
            };
            return Err(src.span(
                &e.span(),
                format!(
                    "an [[expect]] entry needs exactly one of `always`, `never`, `reachable`; \
                     found {found}"
                ),
            ));
        }
    };
    let mut ctx = Context {
        card,
        players: sc.players,
        combat: sc.boards.iter().any(|b| b.combat),
        ghosts: &mut sc.ghosts,
    };
    let expr = parse(q.get_ref(), &mut ctx)
        .map_err(|err| src.at(src.inside_string(&q.span(), err.offset), err.message))?;
    check_loop(&expr, kind).map_err(|m| src.span(&q.span(), m))?;
    Ok(Expectation {
        line: super::error::line_col(src.text, e.span().start).0,
        kind,
        query: q.get_ref().clone(),
        claim: x.claim.clone(),
        expr,
    })
}

/// `loop` is a fact about the whole exploration: only `reachable = "loop"` or `never = "loop"`.
fn check_loop(e: &Expr, kind: Kind) -> Result<(), String> {
    fn inside(e: &Expr) -> bool {
        match e {
            Expr::Loop => true,
            Expr::Not(a) | Expr::Ever(_, a) => inside(a),
            Expr::And(a, b) | Expr::Or(a, b) | Expr::Implies(a, b) => inside(a) || inside(b),
            _ => false,
        }
    }
    match (e, kind) {
        (Expr::Loop, Kind::Reachable | Kind::Never) => Ok(()),
        (Expr::Loop, Kind::Always) => Err(
            "`always = \"loop\"`: a loop is not a state; expected `reachable = \"loop\"` or \
             `never = \"loop\"`"
                .into(),
        ),
        _ if inside(e) => Err(
            "`loop` combined with other queries: a loop is a fact about the whole exploration; \
             expected `loop` alone, as `reachable = \"loop\"` or `never = \"loop\"`"
                .into(),
        ),
        _ => Ok(()),
    }
}
