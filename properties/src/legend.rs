//! Properties of the legend rule (CR 704.5j; CR 420.5e (mtg-2008-10-01): all same-named legends
//! in play go, whoever controls them): what it leaves on the battlefield and whose permanents it takes.

use crate::{Expectation, Kind, Property, View, MTG, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{Decision, PlayerId};
use triggerproof_model::vocab::Supertype;
use triggerproof_model::Edition;

/// CR 704.5j: when a player would receive priority, no player controls two legendary
/// permanents with the same name. CR 420.5e (mtg-2008-10-01): no two such permanents are in
/// play at all, whoever controls them.
fn no_pair_remains(v: &View) -> bool {
    if !matches!(v.state.decision, Decision::Priority(_)) {
        return true;
    }
    let per_player = v.edition != Edition::Mtg20081001;
    let mut seen: Vec<(&str, Option<PlayerId>)> = Vec::new();
    for (_, o) in v.state.battlefield() {
        let card = v.pool.get(o.card);
        if o.face_down || !card.supertypes.contains(&Supertype::Legendary) {
            continue;
        }
        let key = (card.name.as_str(), per_player.then_some(o.controller));
        if seen.contains(&key) {
            return false;
        }
        seen.push(key);
    }
    true
}

/// CR 704.5j: "that player chooses one of them, and the rest are put into their owners'
/// graveyards": the legend rule never takes a kept permanent, and takes a player's legend only
/// while one of the same name under that player's control stays (the kept one: still on the
/// battlefield after the step, or gone by another state-based action of the same check).
/// The choices of several groups can come in earlier steps (CR 704.3 performs the groups
/// together), so the kept one is found by what stays, not by this step's last choice.
fn takes_only_the_choosers_others(v: &View) -> bool {
    let name = |c: triggerproof_model::vocab::CardId| v.pool.get(c).name.as_str();
    let kept: Vec<_> = v
        .journal
        .iter()
        .filter_map(|e| match e.what {
            Happening::LegendKept { kept, .. } => Some(kept),
            _ => None,
        })
        .collect();
    let gone_otherwise = |card, p: PlayerId| {
        v.journal.iter().any(|e| {
            matches!(&e.what, Happening::Event(Event::ZoneChange { card: c, controller, .. })
                if e.rule != RuleRef::SbaLegendRule && name(*c) == name(card) && *controller == p)
        })
    };
    v.journal.iter().all(|e| match &e.what {
        Happening::Event(Event::ZoneChange {
            old,
            card,
            controller,
            ..
        }) if e.rule == RuleRef::SbaLegendRule => {
            let stays = v
                .state
                .battlefield()
                .any(|(_, o)| o.controller == *controller && name(o.card) == name(*card));
            !kept.contains(old) && (stays || gone_otherwise(*card, *controller))
        }
        _ => true,
    })
}

fn legend_rule_applied(v: &View) -> bool {
    v.journal
        .iter()
        .any(|e| e.rule == RuleRef::SbaLegendRule && matches!(e.what, Happening::Event(_)))
}

use Expectation::{Always, Sometimes};
use Kind::{Invariant, Reachability};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "legend-rule-leaves-no-pair", expectation: Always, kind: Invariant, statement: "When a player would receive priority, no player controls two legendary permanents with the same name (2008: none are in play at all).", rules: &[RuleRef::SbaLegendRule], editions: MTG, witness: Some("legend-rule-applied"), check: no_pair_remains },
        Property { name: "legend-rule-takes-only-the-choosers-others", expectation: Always, kind: Invariant, statement: "The legend rule keeps the permanent its controller chose and takes only that player's others of the name.", rules: &[RuleRef::SbaLegendRule], editions: MTG_603, witness: Some("legend-rule-applied"), check: takes_only_the_choosers_others },
        Property { name: "legend-rule-applied", expectation: Sometimes, kind: Reachability, statement: "The legend rule puts a legendary permanent into a graveyard.", rules: &[RuleRef::SbaLegendRule], editions: MTG, witness: None, check: legend_rule_applied },
    ]
}
