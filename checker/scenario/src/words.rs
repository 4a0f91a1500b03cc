//! A trace step in words for the text report: who decided, and the choice with card names
//! instead of bare object ids ("P2 casts Shock#5 targeting Felidar Sovereign#0").

use triggerproof_model::cards::CardPool;
use triggerproof_model::state::{
    Decision, GameState, InstanceId, ObjectId, StackObject, Target, Targets,
};
use triggerproof_model::Choice;

fn object(g: &GameState, pool: &CardPool, o: ObjectId) -> String {
    match g.object(o) {
        Some(x) => format!("{}{o}", pool.get(x.card).name),
        None => o.to_string(),
    }
}

fn target(g: &GameState, pool: &CardPool, t: &Targets) -> String {
    if t.is_empty() {
        return String::new();
    }
    let each: Vec<String> = t
        .iter()
        .map(|t| match t {
            Target::Object(o) => object(g, pool, o),
            Target::Player(p) => p.to_string(),
            Target::Ability(i) => instance(g, pool, i),
        })
        .collect();
    format!(" targeting {}", each.join(" and "))
}

fn instance(g: &GameState, pool: &CardPool, id: InstanceId) -> String {
    let t = g
        .waiting
        .iter()
        .chain(g.stack.iter().filter_map(StackObject::instance))
        .find(|t| t.id == id);
    match t {
        Some(t) => format!("{id} ({})", pool.get(t.source_card).name),
        None => id.to_string(),
    }
}

/// What pays a cost (CR 601.2h (mtg-2024-11-08)): " sacrificing X", " discarding Y".
fn paying(g: &GameState, pool: &CardPool, pay: &triggerproof_model::choice::CostPick) -> String {
    let mut out = String::new();
    if let Some(o) = pay.sacrifice {
        out.push_str(&format!(" sacrificing {}", object(g, pool, o)));
    }
    if let Some(o) = pay.discard {
        out.push_str(&format!(" discarding {}", object(g, pool, o)));
    }
    out
}

/// The choice `c`, made in state `g`, in words.
pub fn step(g: &GameState, pool: &CardPool, c: &Choice) -> String {
    let who = match g.decision {
        Decision::Priority(p) | Decision::PutTrigger { player: p, .. } => p.to_string(),
        Decision::Resolve { player, .. } | Decision::KeepLegend { player } => player.to_string(),
        Decision::DeclareAttackers(p)
        | Decision::DeclareBlockers(p)
        | Decision::AssignCombatDamage(p)
        | Decision::PayMana(p) => p.to_string(),
        Decision::GameOver(_) | Decision::Halted(_) => "nobody".into(),
    };
    let what = match c {
        Choice::PassPriority => "passes".into(),
        Choice::PayMana(m) => format!("pays {m} for the spell being cast"),
        Choice::CastSpell {
            card,
            target: t,
            pay,
        } => format!(
            "casts {}{}{}",
            object(g, pool, *card),
            target(g, pool, t),
            paying(g, pool, pay)
        ),
        Choice::PlayLand { card } => format!("plays {}", object(g, pool, *card)),
        Choice::ActivateAbility {
            source,
            index,
            target: t,
            pay,
        } => format!(
            "activates ability {index} of {}{}{}",
            object(g, pool, *source),
            target(g, pool, t),
            paying(g, pool, pay)
        ),
        Choice::PutTriggerOnStack {
            trigger,
            target: t,
            mode,
            occurrence,
        } => format!(
            "puts {} on the stack{}{}{}",
            instance(g, pool, *trigger),
            target(g, pool, t),
            mode.map(|m| format!(" choosing mode {m}"))
                .unwrap_or_default(),
            match occurrence {
                0 => String::new(),
                k => format!(" for simultaneous occurrence {}", u16::from(*k) + 1),
            }
        ),
        Choice::DeclineTrigger { trigger } => format!("declines {}", instance(g, pool, *trigger)),
        Choice::Decide(true) => "answers yes".into(),
        Choice::Decide(false) => "answers no".into(),
        Choice::Sacrifice(Some(o)) => format!("sacrifices {}", object(g, pool, *o)),
        Choice::Sacrifice(None) => "sacrifices nothing".into(),
        Choice::KeepLegend(o) => format!("keeps {} (legend rule)", object(g, pool, *o)),
        Choice::Discard(o) => format!("discards {}", object(g, pool, *o)),
        Choice::NewTargets(t) => format!("chooses the copy's targets:{}", target(g, pool, t)),
        Choice::DeclareAttackers(a) if a.is_empty() => "attacks with nothing".into(),
        Choice::DeclareAttackers(a) => {
            let each: Vec<String> = a
                .iter()
                .map(|(o, p)| format!("{} at {p}", object(g, pool, *o)))
                .collect();
            format!("attacks with {}", each.join(", "))
        }
        Choice::DeclareBlockers(b) if b.is_empty() => "blocks with nothing".into(),
        Choice::DeclareBlockers(b) => {
            let each: Vec<String> = b
                .iter()
                .map(|(o, a)| format!("{} with {}", object(g, pool, *a), object(g, pool, *o)))
                .collect();
            format!("blocks {}", each.join(", "))
        }
        Choice::TurnFaceUp { permanent } => {
            format!("turns {} face up", object(g, pool, *permanent))
        }
        Choice::StandardMove { unit, to } => format!(
            "moves {} to {}",
            object(g, pool, *unit),
            match to {
                triggerproof_model::state::Location::Base => "its base",
                triggerproof_model::state::Location::Battlefield => "the battlefield",
            }
        ),
        Choice::AssignCombatDamage(d) => {
            let each: Vec<String> = d
                .iter()
                // CR 702.19b (mtg-2024-11-08): a part to the attacker itself is a trampler's
                // damage to the player it attacks.
                .map(|(s, r, n)| match s == r {
                    true => format!("{n} from {} to the player it attacks", object(g, pool, *s)),
                    false => format!(
                        "{n} from {} to {}",
                        object(g, pool, *s),
                        object(g, pool, *r)
                    ),
                })
                .collect();
            format!("assigns combat damage: {}", each.join(", "))
        }
    };
    format!("{who} {what}")
}
