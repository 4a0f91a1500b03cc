//! Regressions for the rules errors of issue 11, one test per error, each named after the rule
//! it pins. Each scenario under `scenarios/fidelity/` asks the same question exhaustively; these
//! replay one line of play and read the journal and the visible game.

use super::*;

/// CR 603.2b + 504.1: the draw-step ability triggers with the hand as the step began (empty);
/// the card is drawn after, so on resolution the intervening "if" is false (CR 603.4).
#[test]
fn cr_603_2b_draw_step_ability_triggers_before_the_draw() {
    let mut g = game_in(
        Step::Draw,
        vec![side(&["Dawn Scribe"], &[]), side(&[], &[])],
    );
    let began = g
        .entries()
        .position(|h| {
            matches!(
                h,
                Happening::Event(Event::StepBegan {
                    step: Step::Draw,
                    ..
                })
            )
        })
        .expect("the draw step began");
    let drew = g
        .entries()
        .position(|h| matches!(h, Happening::Event(Event::Drew(p)) if *p == P1))
        .expect("P1 drew");
    assert!(began < drew, "the step's triggers come before its draw");
    assert_eq!(g.triggered("Dawn Scribe"), 1);
    g.resolve_all(true);
    assert_eq!(removed(&g, RemovalReason::InterveningIfFalse), 1);
    assert_eq!(g.life(P1), 20);
}

/// CR 603.6c + 400.7: "when this card is put into a graveyard from anywhere" triggers for the
/// card in the graveyard, on its own arrival, without looking back.
#[test]
fn cr_603_6c_from_anywhere_sees_its_own_card_arrive() {
    let mut g = Play::two(side(&["Wandering Ember"], &["Murder"]), side(&[], &[]));
    let ember = permanent(&g, "Wandering Ember");
    g.cast("Murder", at(ember));
    g.resolve_all(true);
    assert_eq!(g.triggered("Wandering Ember"), 1);
    assert!(!g.entries().any(|h| matches!(
        h,
        Happening::Triggered {
            look_back: true,
            ..
        }
    )));
    assert_eq!(g.life(P1), 23);
}

/// CR 603.2d + 110.1: an additional-trigger effect for "a permanent you control" doesn't give
/// an ability of a card in the graveyard a second instance.
#[test]
fn cr_603_2d_additional_trigger_only_for_permanents() {
    let mut g = Play::two(
        side(
            &["Echo Chamber", "Restless Spirit"],
            &["Murder", "Grizzly Bears"],
        ),
        side(&[], &[]),
    );
    let spirit = permanent(&g, "Restless Spirit");
    g.cast("Murder", at(spirit));
    g.resolve_all(true);
    g.cast("Grizzly Bears", None);
    g.resolve_all(true);
    assert_eq!(g.triggered("Restless Spirit"), 1);
    assert_eq!(g.life(P1), 21);
}

/// CR 603.12 + 701.17a: "you may sacrifice another artifact" offers the artifact, not the
/// creature.
#[test]
fn cr_603_12_sacrifice_offers_only_its_filter() {
    let mut g = Play::two(
        side(&["Grizzly Bears", "Blood Artifact"], &["Scrap Feeder"]),
        side(&[], &[]),
    );
    let bears = permanent(&g, "Grizzly Bears");
    let artifact = permanent(&g, "Blood Artifact");
    g.cast("Scrap Feeder", None);
    for _ in 0..20 {
        if matches!(g.state.decision, Decision::Resolve { .. }) {
            break;
        }
        let c = match g.state.decision {
            Decision::PutTrigger { .. } => legal_choices(&g.rules, &g.state)[0].clone(),
            _ => Choice::PassPriority,
        };
        g.choose(c);
    }
    let offered = legal_choices(&g.rules, &g.state);
    assert!(offered.contains(&Choice::Sacrifice(Some(artifact))));
    assert!(!offered.contains(&Choice::Sacrifice(Some(bears))));
    g.choose(Choice::Sacrifice(Some(artifact)));
    g.resolve_all(true);
    assert_eq!(g.life(P1), 22);
}

/// CR 603.4 + 113.7a: "if this creature is untapped", rechecked after the source died, uses
/// its last known information: the ability resolves.
#[test]
fn cr_603_4_condition_about_a_departed_source_uses_last_known_information() {
    let mut g = game_in(
        Step::Upkeep,
        vec![side(&["Vigilant Idol"], &["Murder"]), side(&[], &[])],
    );
    if matches!(g.state.decision, Decision::PutTrigger { .. }) {
        put_trigger(&mut g, "Vigilant Idol", None, None);
    }
    assert_eq!(g.state.stack.len(), 1, "the Idol's ability is on the stack");
    let idol = permanent(&g, "Vigilant Idol");
    g.cast("Murder", at(idol));
    g.resolve_all(true);
    assert_eq!(removed(&g, RemovalReason::InterveningIfFalse), 0);
    assert_eq!(g.life(P1), 22);
}

/// CR 603.2i + 400.7: two copies of a "once each turn" card each take their own action.
#[test]
fn cr_603_2i_counted_per_object() {
    let mut g = Play::two(
        side(&["Lifelink Shrine", "Lifelink Shrine"], &["Grizzly Bears"]),
        side(&[], &[]),
    );
    g.cast("Grizzly Bears", None);
    g.resolve_all(true);
    assert_eq!(g.triggered("Lifelink Shrine"), 2);
    assert_eq!(
        count(&g, |h| matches!(h, Happening::OnceEachTurnTaken { .. })),
        2
    );
    assert_eq!(g.life(P1), 22);
}

/// A game on a two-player board under a Riftbound edition.
fn riftbound(edition: triggerproof_model::Edition, p1: Side) -> Play {
    let rules = triggerproof_model::Ruleset::new(
        edition,
        std::sync::Arc::new(triggerproof_model::cards::builtin()),
        None,
    );
    let s0 = Board::two(p1, side(&[], &[]))
        .to_state(&rules.pool)
        .unwrap();
    let (state, j) = triggerproof_model::start(&rules, &s0);
    Play {
        rules,
        state,
        journals: vec![j],
    }
}

/// Passes priority and resolves until a placement decision is due.
fn until_placement(g: &mut Play) {
    for _ in 0..20 {
        if matches!(g.state.decision, Decision::PutTrigger { .. }) {
            return;
        }
        g.choose(Choice::PassPriority);
    }
    panic!("no placement decision");
}

/// RB 383.3.f.1-2 (riftbound-1.3): a "once each turn" ability may be left off the Chain, and
/// then it triggers again later that turn.
#[test]
fn rb_383_3f_once_each_turn_may_be_left_off_the_chain() {
    let mut g = riftbound(
        triggerproof_model::Edition::Riftbound13,
        side(&["Lifelink Shrine"], &["Grizzly Bears", "Grizzly Bears"]),
    );
    g.cast("Grizzly Bears", None);
    until_placement(&mut g);
    let t = g.state.waiting[0].id;
    g.choose(Choice::DeclineTrigger { trigger: t });
    g.cast("Grizzly Bears", None);
    until_placement(&mut g);
    put_trigger(&mut g, "Lifelink Shrine", None, None);
    g.resolve_all(true);
    assert_eq!(g.triggered("Lifelink Shrine"), 2);
    assert_eq!(g.life(P1), 21);
}

/// RB 383.2.c.2 + 808.1.c: "when this leaves the battlefield" is no Deathknell: killed, the
/// Spirit has left the zone its ability works from, and it doesn't trigger.
#[test]
fn rb_383_2c2_leaves_ability_is_not_deathknell() {
    let mut g = riftbound(
        triggerproof_model::Edition::Riftbound13,
        side(&["Parting Spirit"], &["Murder"]),
    );
    let spirit = permanent(&g, "Parting Spirit");
    g.cast("Murder", at(spirit));
    g.resolve_all(true);
    assert_eq!(g.triggered("Parting Spirit"), 0);
    assert_eq!(not_triggered(&g, NotTriggeredReason::LeftSimultaneously), 1);
}

/// RB 383.3.a.2 (riftbound-1.4): a declined leading "may" never triggered, so Trigger Echo
/// doesn't trigger on it.
#[test]
fn rb_383_3a2_declined_may_is_never_seen_triggering() {
    let mut g = riftbound(
        triggerproof_model::Edition::Riftbound14,
        side(&["Trigger Echo"], &["Curious Scholar"]),
    );
    g.cast("Curious Scholar", None);
    until_placement(&mut g);
    assert_eq!(g.triggered("Trigger Echo"), 0, "not before finalization");
    let t = g.state.waiting[0].id;
    g.choose(Choice::DeclineTrigger { trigger: t });
    g.resolve_all(true);
    assert_eq!(g.triggered("Trigger Echo"), 0);
    assert_eq!(g.life(P1), 20);
}

/// RB 383.1.b: two "the first time" cards, each with its own count, both trigger on the first
/// land dying (First Rites: "the first time a land dies each turn, return it").
#[test]
fn rb_383_1b_counted_per_object() {
    let mut g = riftbound(
        triggerproof_model::Edition::Riftbound13,
        side(&["First Rites", "First Rites", "Plains"], &["Armageddon"]),
    );
    g.cast("Armageddon", None);
    g.pass_round();
    assert_eq!(g.triggered("First Rites"), 2);
}

/// CR 603.5 + 118.12a + 101.4: with three players, after P2 declines to pay, P3 may.
#[test]
fn cr_603_5_unless_offered_to_each_opponent() {
    let mut g = game_in(
        Step::Main,
        vec![
            side(&[], &["Tax Collector"]),
            side(&[], &[]),
            side(&[], &[]),
        ],
    );
    g.cast("Tax Collector", None);
    for _ in 0..20 {
        if matches!(g.state.decision, Decision::Resolve { .. }) {
            break;
        }
        let c = match g.state.decision {
            Decision::PutTrigger { .. } => legal_choices(&g.rules, &g.state)[0].clone(),
            _ => Choice::PassPriority,
        };
        g.choose(c);
    }
    assert!(matches!(g.state.decision, Decision::Resolve { player, .. } if player == P2));
    g.choose(Choice::Decide(false));
    assert!(matches!(g.state.decision, Decision::Resolve { player, .. } if player == P3));
    g.choose(Choice::Decide(true));
    assert_eq!(g.life(P3), 19);
    assert_eq!(g.state.hand_size(P1), 0);
}
