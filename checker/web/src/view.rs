//! What the page shows, as data: a trace (or a game being played) replayed through the engine
//! and turned into steps, each with its choice in words, the board per player, the stack
//! bottom-to-top, the waiting triggers and the journal with citations. The page renders this
//! JSON; the explorer serves it and the HTML report inlines it.

use serde::Serialize;
use std::collections::BTreeMap;
use std::sync::Arc;
use triggerproof_checker::adapter::Snapshot;
use triggerproof_checker::trace::{journal_lines, replay, TraceFile};
use triggerproof_checker::words::{self, Namer};
use triggerproof_model::cards::CardPool;
use triggerproof_model::state::{GameState, Zone};
use triggerproof_model::{Edition, Ruleset};
use triggerproof_properties::registry;

/// One journal line: the citation, the bare number (to look its text up), the words.
#[derive(Serialize, Clone, Debug)]
pub struct LineView {
    pub cite: String,
    pub number: Option<String>,
    pub text: String,
    /// Priority routine (passes), shown dimmed.
    pub routine: bool,
}

/// A permanent or a card in a public zone.
#[derive(Serialize, Clone, Debug)]
pub struct CardView {
    pub name: String,
    pub tapped: bool,
    pub damage: u16,
}

/// One player's side of the board.
#[derive(Serialize, Clone, Debug)]
pub struct PlayerView {
    pub name: String,
    pub life: i16,
    pub points: u8,
    pub mana: u16,
    pub hand: usize,
    pub library: u8,
    pub active: bool,
    pub battlefield: Vec<CardView>,
    pub graveyard: Vec<String>,
    pub exile: Vec<String>,
}

/// A stack object or a waiting trigger, with its controller.
#[derive(Serialize, Clone, Debug)]
pub struct ItemView {
    pub text: String,
    pub controller: String,
}

/// The state after a step, and the step's journal.
#[derive(Serialize, Clone, Debug)]
pub struct StepView {
    /// 0 is the start of play.
    pub index: usize,
    pub choice: String,
    pub turn: u8,
    pub step: String,
    pub decision: String,
    pub players: Vec<PlayerView>,
    /// Bottom first.
    pub stack: Vec<ItemView>,
    pub waiting: Vec<ItemView>,
    pub journal: Vec<LineView>,
}

/// The property a trace violates or witnesses.
#[derive(Serialize, Clone, Debug)]
pub struct PropertyView {
    pub name: String,
    pub statement: String,
    pub expectation: String,
    pub rules: Vec<String>,
    /// The step where it fails (or is witnessed): the last one.
    pub at_step: usize,
    /// true for an `always` property (a counterexample), false for a witness.
    pub violated: bool,
    /// The claim re-judged by the engine and the property at the last state (as `replay`
    /// does): false for a tampered claim or a cut trace, which the page then shows as "claim
    /// not confirmed", never as a counterexample or witness.
    pub confirmed: bool,
    /// Why the claim is not confirmed.
    pub note: Option<String>,
}

/// A whole trace, ready to render.
#[derive(Serialize, Clone, Debug)]
pub struct TraceView {
    pub title: String,
    pub edition: String,
    pub mutant: Option<String>,
    pub property: Option<PropertyView>,
    pub steps: Vec<StepView>,
    /// Rule number to text, for every number the journal lines cite.
    pub rules: BTreeMap<String, String>,
}

/// The view of one state: its board, stack and waiting triggers, and the journal that led to it.
pub fn step_view(
    rules: &Ruleset,
    index: usize,
    choice: String,
    before: Option<&GameState>,
    snap: &Snapshot,
) -> StepView {
    let s = &snap.game;
    let pool: &CardPool = &rules.pool;
    let n = Namer::new(pool, s);
    let journal = journal_lines(&snap.journal, rules.edition, before, s, pool)
        .into_iter()
        .map(|l| LineView {
            number: rules.edition.number(l.entry.rule).map(str::to_string),
            routine: words::is_routine(&l.entry.what),
            cite: l.rule,
            text: l.what,
        })
        .collect();
    let zone_names = |p, z| {
        s.in_zone(z)
            .filter(|(_, o)| o.owner == p)
            .map(|(id, _)| n.object(id))
            .collect()
    };
    let players = s
        .player_ids()
        .map(|p| {
            let pl = s.player(p);
            PlayerView {
                name: p.to_string(),
                life: pl.life,
                points: pl.points,
                mana: pl.mana.total(),
                hand: s.hand_size(p),
                library: pl.library,
                active: s.active == p,
                battlefield: s
                    .battlefield()
                    .filter(|(_, o)| o.controller == p)
                    .map(|(id, o)| CardView {
                        name: n.object(id),
                        tapped: o.tapped,
                        damage: o.damage,
                    })
                    .collect(),
                graveyard: zone_names(p, Zone::Graveyard),
                exile: zone_names(p, Zone::Exile),
            }
        })
        .collect();
    let stack = s
        .stack
        .iter()
        .map(|o| ItemView {
            text: n.stack_object(o),
            controller: o.controller().to_string(),
        })
        .collect();
    let waiting = s
        .waiting
        .iter()
        .map(|t| ItemView {
            text: n.instance(t.id),
            controller: t.controller.to_string(),
        })
        .collect();
    StepView {
        index,
        choice,
        turn: s.turn,
        step: format!("{:?}", s.step).to_lowercase(),
        decision: words::decision(&s.decision),
        players,
        stack,
        waiting,
        journal,
    }
}

/// The rule texts of every number `steps` and `extra` cite, in `edition`.
pub fn cited_texts(
    edition: Edition,
    steps: &[StepView],
    extra: &[String],
) -> BTreeMap<String, String> {
    let all = crate::rules_text::texts(edition);
    let cited = steps
        .iter()
        .flat_map(|s| s.journal.iter().filter_map(|l| l.number.clone()))
        .chain(extra.iter().cloned());
    cited
        .filter_map(|n| all.get(&n).map(|t| (n, t.clone())))
        .collect()
}

/// Replays `t` through the engine and builds its view; `title` names it on the page.
pub fn trace_view(t: &TraceFile, title: &str) -> Result<TraceView, String> {
    let pool = Arc::new(t.pool()?);
    let (rules, snaps) =
        replay(t, pool).map_err(|e| format!("replay stops at step {}: {}", e.step, e.message))?;
    let mut steps = vec![step_view(
        &rules,
        0,
        "start of play".into(),
        None,
        &snaps[0],
    )];
    for (i, st) in t.steps.iter().enumerate() {
        let choice = words::choice(&st.action, &snaps[i].game, &rules.pool);
        steps.push(step_view(
            &rules,
            i + 1,
            choice,
            Some(&snaps[i].game),
            &snaps[i + 1],
        ));
    }
    let judged = triggerproof_checker::lists::claimed_verdict(t, &rules, &snaps);
    let property = t.property.as_ref().map(|name| {
        let mut p = property_view(name, rules.edition, t.steps.len());
        if let Err(why) = &judged {
            p.confirmed = false;
            p.note = Some(why.clone());
        }
        p
    });
    let numbers: Vec<String> = property
        .iter()
        .flat_map(|p| {
            p.rules
                .iter()
                .filter_map(|r| r.split(' ').nth(1).map(str::to_string))
        })
        .collect();
    Ok(TraceView {
        title: title.to_string(),
        edition: rules.edition.id().to_string(),
        mutant: t.mutant.map(|m| m.name().to_string()),
        rules: cited_texts(rules.edition, &steps, &numbers),
        property,
        steps,
    })
}

/// The property a trace is about: from the registry, or a scenario's expectation as written.
pub fn property_view(name: &str, edition: Edition, at_step: usize) -> PropertyView {
    match registry::find(name) {
        Some(p) => {
            let always = matches!(p.expectation, triggerproof_properties::Expectation::Always);
            PropertyView {
                name: name.to_string(),
                statement: p.statement.to_string(),
                expectation: if always { "always" } else { "sometimes" }.into(),
                rules: p.citations(edition),
                at_step,
                violated: always,
                confirmed: true,
                note: None,
            }
        }
        None => PropertyView {
            name: name.to_string(),
            statement: String::new(),
            expectation: String::new(),
            rules: Vec::new(),
            at_step,
            violated: true,
            confirmed: true,
            note: None,
        },
    }
}
