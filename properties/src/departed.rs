//! Properties of players who left a multiplayer game (CR 800.4 (mtg-2024-11-08);
//! CR 600.4 (mtg-2008-10-01)): they take no further part — they never get priority (CR 800.4j), nobody
//! attacks them (CR 508.1b) and no combat damage is dealt to them (CR 800.4e) — and their
//! leaving is a change of zones for what they owned, while what they only borrowed goes back
//! (CR 800.4a, 603.6c); an "unless" cost is never asked of them (CR 800.4f). Our own reading: a player is departed once the state says so, and the
//! journal's order tells whether a thing happened before or after they left; the engine's rule
//! code is never called.

use crate::{Expectation, Kind, Property, View, MTG, MTG_603};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{Ask, Decision, Outcome, PlayerId, Target, Zone};

/// The journal position at which `p` lost the game in this step, if they did (they left it, or
/// their loss ended it).
fn left_at(v: &View, p: PlayerId) -> Option<usize> {
    v.journal.entries.iter().position(|e| match &e.what {
        Happening::Event(Event::LeftGame { player, .. }) => *player == p,
        Happening::GameOver(Outcome::Lost(q)) => *q == p,
        _ => false,
    })
}

/// Did `p`, who has left the game by now, leave only after journal position `i`? (Then what
/// happened at `i` happened while they were still in the game.)
fn still_in_at(v: &View, p: PlayerId, i: usize) -> bool {
    !v.state.player(p).lost || left_at(v, p).is_some_and(|at| at > i)
}

/// CR 800.4j (mtg-2024-11-08), CR 600.4f (mtg-2008-10-01): a player who left the game is never
/// given priority: neither now nor at any point of the step after they left.
fn departed_player_never_has_priority(v: &View) -> bool {
    let now = match v.state.decision {
        Decision::Priority(p) => !v.state.player(p).lost,
        _ => true,
    };
    now && v
        .journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, e)| match e.what {
            Happening::PriorityGiven(p) => still_in_at(v, p, i),
            _ => true,
        })
}

/// CR 508.1b + CR 800.4a (mtg-2024-11-08): every attack is declared against a player still in
/// the game.
fn departed_player_never_attacked(v: &View) -> bool {
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, e)| match &e.what {
            Happening::Event(Event::Attacks { defender, .. }) => still_in_at(v, *defender, i),
            _ => true,
        })
}

/// CR 800.4e (mtg-2024-11-08): combat damage is dealt to a player only while they are in the
/// game.
fn departed_player_dealt_no_combat_damage(v: &View) -> bool {
    v.journal
        .entries
        .iter()
        .enumerate()
        .all(|(i, e)| match &e.what {
            Happening::Event(Event::Damage {
                to: Target::Player(p),
                combat: true,
                ..
            }) => still_in_at(v, *p, i),
            _ => true,
        })
}

/// CR 800.4a + CR 603.6c (mtg-2024-11-08): every permanent a departing player owned leaves the
/// battlefield by a zone change the journal records (what leaves-the-battlefield abilities see).
fn leavers_permanents_leave_the_battlefield(v: &View) -> bool {
    v.journal.entries.iter().all(|e| {
        let Happening::Event(Event::LeftGame { player, took }) = &e.what else {
            return true;
        };
        took.iter().filter(|d| d.owner == *player).all(|d| {
            v.journal.events().any(|ev| {
                matches!(ev, Event::ZoneChange { old, from: Some(Zone::Battlefield), .. }
                    if *old == d.object)
            })
        })
    })
}

/// CR 800.4a (mtg-2024-11-08): a permanent a departing player controlled only through a control
/// effect — owned by, and by default controlled by, players still in the game — is not exiled
/// with that player's own: every effect giving the departing player control ends, whatever its
/// duration, and the permanent stays where it is.
fn borrowed_permanents_go_back(v: &View) -> bool {
    v.journal.entries.iter().all(|e| {
        let Happening::Event(Event::LeftGame { player, took }) = &e.what else {
            return true;
        };
        took.iter()
            .filter(|d| d.controller == *player && d.owner != *player)
            .filter(|d| d.default_controller != *player)
            .filter(|d| !v.state.player(d.owner).lost && !v.state.player(d.default_controller).lost)
            .all(|d| {
                !v.journal.entries.iter().any(|x| {
                    x.rule == RuleRef::LeavesGame
                        && matches!(&x.what, Happening::Event(Event::ZoneChange { old, to: Zone::Exile, .. })
                            if *old == d.object)
                })
            })
    })
}

/// CR 800.4f (mtg-2024-11-08): a player who left the game doesn't pay a cost nor choose whether
/// to pay it: no "unless" question is ever put to them.
fn departed_player_never_pays(v: &View) -> bool {
    match v.state.decision {
        Decision::Resolve {
            player,
            ask: Ask::Unless { .. },
        } => !v.state.player(player).lost,
        _ => true,
    }
}

/// An "unless that player pays" names a player who has left the game.
fn departed_payer_unpaid(v: &View) -> bool {
    v.journal.entries.iter().any(|e| {
        matches!(
            e.what,
            Happening::UnlessUnpaid {
                player: Some(_),
                ..
            }
        )
    })
}

pub fn properties() -> Vec<Property> {
    use Expectation::Always;
    use Kind::Step;
    vec![
        Property {
            name: "departed-player-never-pays",
            expectation: Always,
            kind: Step,
            statement: "A player who has left the game is never asked to pay an \"unless\" cost, and never answers one: that cost is not paid.",
            rules: &[RuleRef::DepartedPlayerCost],
            editions: MTG_603,
            witness: Some("departed-payer-unpaid"),
            check: departed_player_never_pays,
        },
        Property {
            name: "departed-payer-unpaid",
            expectation: Expectation::Sometimes,
            kind: Kind::Reachability,
            statement: "An \"unless that player pays\" resolves after that player left the game.",
            rules: &[RuleRef::DepartedPlayerCost],
            editions: MTG_603,
            witness: None,
            check: departed_payer_unpaid,
        },
        Property {
            name: "departed-player-never-has-priority",
            expectation: Always,
            kind: Step,
            statement: "A player who has left the game is never given priority; the next player still in the game gets it instead.",
            rules: &[RuleRef::DepartedActivePlayer, RuleRef::AllPassed],
            editions: MTG,
            witness: None,
            check: departed_player_never_has_priority,
        },
        Property {
            name: "departed-player-never-attacked",
            expectation: Always,
            kind: Step,
            statement: "Every creature attacks a player who is still in the game.",
            rules: &[RuleRef::AttackWhom, RuleRef::LeavesGame],
            editions: MTG_603,
            witness: None,
            check: departed_player_never_attacked,
        },
        Property {
            name: "departed-player-dealt-no-combat-damage",
            expectation: Always,
            kind: Step,
            statement: "Combat damage is never dealt to a player after they left the game.",
            rules: &[RuleRef::NoDamageToDeparted],
            editions: MTG_603,
            witness: None,
            check: departed_player_dealt_no_combat_damage,
        },
        Property {
            name: "leavers-permanents-leave-the-battlefield",
            expectation: Always,
            kind: Step,
            statement: "Every permanent a departing player owned leaves the battlefield by a zone change that leaves-the-battlefield abilities can see.",
            rules: &[RuleRef::LeavesGame, RuleRef::LeavesTrigger],
            editions: MTG,
            witness: None,
            check: leavers_permanents_leave_the_battlefield,
        },
        Property {
            name: "borrowed-permanents-go-back",
            expectation: Always,
            kind: Step,
            statement: "A permanent a departing player controlled only through a control effect, lasting or not, is not exiled with their own: the effect ends and it stays.",
            rules: &[RuleRef::LeavesGame],
            editions: MTG,
            witness: None,
            check: borrowed_permanents_go_back,
        },
    ]
}
