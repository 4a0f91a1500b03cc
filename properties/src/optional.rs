//! Properties of "may" and "unless" (CR 603.5): the ability goes on the stack regardless; the
//! choice is made as it resolves; "unless an opponent pays" is offered to each opponent in
//! turn (CR 118.12a, 101.4).

use crate::observe::printed;
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::Happening;
use triggerproof_model::state::{Ask, Decision, PlayerId, StackObject, TriggerInstance};
use triggerproof_model::vocab::Who;

/// CR 603.5: every "may"/"unless" answer is given while that ability is resolving.
fn chosen_on_resolution(v: &View) -> bool {
    v.journal.entries.iter().enumerate().all(|(i, e)| match &e.what {
        Happening::OptionChosen { instance: Some(id), .. } => v.journal.entries[..i]
            .iter()
            .any(|e| matches!(&e.what, Happening::Resolving { instance: Some(t), .. } if t.id == *id)),
        _ => true,
    })
}

/// The opponents of `controller` in APNAP order (CR 101.4): who may pay for "unless an
/// opponent pays", in the order they decide.
/// For "unless any player pays" (CR 118.12a (mtg-2024-11-08)): every player, the controller
/// included; "you" / "that player": that one player. CR 800.4a (mtg-2024-11-08): players who
/// left the game are never asked.
fn payers(v: &View, t: &TriggerInstance) -> Vec<PlayerId> {
    let controller = t.controller;
    let who = printed(v, &t.origin).map_or(Who::Opponent, |ta| ta.unless_payer);
    let n = v.state.players.len();
    let order = (0..n)
        .map(|k| PlayerId(((v.state.active.index() + k) % n) as u8))
        .filter(|p| !v.state.player(*p).lost);
    match who {
        Who::Opponent => order.filter(|p| *p != controller).collect(),
        Who::Any => order.collect(),
        Who::You => vec![controller],
        Who::That => t.that_player.into_iter().collect(),
        Who::Owner => t.that_owner.into_iter().collect(),
    }
}

/// The "unless" ability on top of the stack and the player now asked to pay for it, if any.
fn asked_now<'a>(v: &View<'a>) -> Option<(&'a TriggerInstance, PlayerId)> {
    let Decision::Resolve {
        player,
        ask: Ask::Unless { .. },
    } = v.state.decision
    else {
        return None;
    };
    match v.state.stack.back()? {
        StackObject::Triggered { instance, .. } => Some((instance, player)),
        _ => None,
    }
}

/// CR 603.5 + CR 118.12a + CR 101.4: "unless an opponent pays" is offered to each opponent in
/// APNAP order until one pays: the first asked is the first opponent; after a refusal the next
/// opponent is asked, and the effect happens only when the last one refused.
fn each_opponent_may_pay(v: &View) -> bool {
    let e = &v.journal.entries;
    let refusal = |id| {
        e.iter().rev().find_map(|x| match &x.what {
            Happening::OptionChosen {
                instance: Some(i),
                player,
                yes: false,
            } if *i == id => Some(*player),
            _ => None,
        })
    };
    let asked_ok = asked_now(v).is_none_or(|(t, q)| {
        let order = payers(v, t);
        match refusal(t.id) {
            None => order.first() == Some(&q),
            Some(p) => order
                .iter()
                .position(|x| *x == p)
                .is_some_and(|k| order.get(k + 1) == Some(&q)),
        }
    });
    let resolved_ok = e.iter().enumerate().all(|(i, x)| {
        let Happening::OptionChosen {
            instance: Some(id),
            player,
            yes: false,
        } = &x.what
        else {
            return true;
        };
        let Some(t) = e[..i].iter().rev().find_map(|y| match &y.what {
            Happening::Resolving {
                instance: Some(t), ..
            } if t.id == *id => Some(t),
            _ => None,
        }) else {
            return true;
        };
        if printed(v, &t.origin).is_none_or(|ta| ta.unless_opponent_pays_life.is_none()) {
            return true;
        }
        let order = payers(v, t);
        let last = order.last() == Some(player);
        let resolved = e[i..]
            .iter()
            .any(|y| matches!(&y.what, Happening::Resolved { instance: Some(r) } if r == id));
        last || !resolved
    });
    asked_ok && resolved_ok
}

/// A second opponent is asked to pay after the first refused.
fn second_opponent_asked(v: &View) -> bool {
    asked_now(v).is_some_and(|(t, _)| {
        v.journal.iter().any(|x| matches!(&x.what, Happening::OptionChosen { instance: Some(i), yes: false, .. } if *i == t.id))
    })
}

fn declined(v: &View) -> bool {
    v.journal
        .iter()
        .any(|e| matches!(e.what, Happening::OptionChosen { yes: false, .. }))
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property { name: "may-and-unless-chosen-on-resolution", expectation: Always, kind: Step, statement: "'May' and 'unless' choices are made as the ability resolves, never when it triggers.", rules: &[RuleRef::OptionalOnResolution], editions: MTG, witness: Some("optional-trigger-declined"), check: chosen_on_resolution },
        Property { name: "unless-offered-to-each-opponent", expectation: Always, kind: Step, statement: "'Unless an opponent pays' is offered to each opponent in APNAP order until one pays; the effect happens only if none did.", rules: &[RuleRef::OptionalOnResolution, RuleRef::ApnapOrder], editions: MTG, witness: Some("second-opponent-asked-to-pay"), check: each_opponent_may_pay },
        Property { name: "second-opponent-asked-to-pay", expectation: Sometimes, kind: Reachability, statement: "After one opponent refuses to pay for 'unless', another is asked.", rules: &[RuleRef::OptionalOnResolution], editions: MTG, witness: None, check: second_opponent_asked },
        Property { name: "optional-trigger-declined", expectation: Sometimes, kind: Reachability, statement: "A player declines a 'may' ability.", rules: &[RuleRef::OptionalOnResolution], editions: MTG, witness: None, check: declined },
    ]
}
