//! Unit tests of the scenario module: parsing, errors with positions, ghost counts, verdicts.

use super::check::Options;
use super::outcome::Verdict;
use super::{from_str, run};

pub(super) fn verdicts(text: &str) -> Vec<Verdict> {
    let sc = from_str("t.toml", text).unwrap_or_else(|e| panic!("{e}"));
    let opts = Options {
        threads: 1,
        max_states: 1 << 20,
        deadline: triggerproof_checker::deadline::Deadline::NONE,
        mutant: None,
        max_memory: None,
        interrupt: None,
    };
    run(&sc, &opts, &|_| {})
        .expectations
        .iter()
        .map(|e| e.verdict)
        .collect()
}

/// An unqualified selector counts the creature spell too; `printed` keeps the ability only.
#[test]
fn resolved_counts_spells_and_abilities_unless_qualified() {
    let v = verdicts(
        r#"
edition = "mtg-2024-11-08"
[board]
[[board.players]]
hand = ["Curious Scholar"]
[[board.players]]
[actions]
P2 = []
[[expect]]
reachable = 'resolved("Curious Scholar") == 1 and library(P1) == 4'
[[expect]]
reachable = 'resolved("Curious Scholar") == 2 and library(P1) == 4'
[[expect]]
reachable = 'resolved(printed "Curious Scholar") == 1 and library(P1) == 4'
[[expect]]
always = 'resolved(spell "Curious Scholar") == 0 implies resolved("Curious Scholar") == 0'
"#,
    );
    assert_eq!(
        v,
        vec![Verdict::Fail, Verdict::Pass, Verdict::Pass, Verdict::Pass]
    );
}

const BASE: &str = r#"edition = "mtg-2024-11-08"
[board]
[[board.players]]
battlefield = ["Blood Artifact", "Grizzly Bears"]
hand = ["Planar Cleansing"]
[[board.players]]
[[expect]]
reachable = 'triggered("Blood Artifact") == 1'
"#;

/// The error of `text`, as `line:column: message`.
fn error(text: &str) -> String {
    let e = from_str("t.toml", text).expect_err("bad input");
    assert_eq!(e.file, "t.toml");
    format!("{}:{}: {}", e.line, e.column, e.message)
}

fn starts(text: &str, want: &str) {
    let got = error(text);
    assert!(got.starts_with(want), "got `{got}`, want `{want}...`");
}

#[test]
fn the_base_scenario_is_valid() {
    assert_eq!(verdicts(BASE), vec![Verdict::Pass]);
}

#[test]
fn unknown_card_points_at_the_name_and_suggests() {
    starts(
        &BASE.replace("\"Grizzly Bears\"", "\"Grizly Bears\""),
        "4:34: unknown card `Grizly Bears`",
    );
    assert!(error(&BASE.replace("Grizzly Bears", "Grizly Bears"))
        .ends_with("did you mean `Grizzly Bears`?"));
}

#[test]
fn unknown_ability_word_names_the_expected_words() {
    let text = format!(
        "{BASE}[[cards]]\nname = \"Hound\"\ntypes = [\"creature\"]\n[[cards.abilities]]\n\
         triggered = {{ when = {{ event = {{ diez = \"this\" }} }}, effect = \"sacrifice-this\" }}\n"
    );
    starts(
        &text,
        "13:34: unknown variant `diez`, expected one of `enters`, `dies`",
    );
}

#[test]
fn wrong_type_missing_field_and_syntax() {
    starts(
        &BASE.replace("hand = [", "life = \"twenty\"\nhand = ["),
        "5:8: invalid type: string \"twenty\", expected an integer from -32768 to 32767",
    );
    starts(
        &BASE.replace("edition = \"mtg-2024-11-08\"\n", ""),
        "1:1: missing field `edition`",
    );
    starts(&BASE.replace("[board]", "[board"), "2:7: ");
    starts(
        &BASE.replace("mtg-2024-11-08", "mtg-2024"),
        "1:11: unknown variant `mtg-2024`",
    );
}

#[test]
fn unknown_property_and_mutant() {
    starts(
        &format!("properties = [\"apnap-order\"]\n{BASE}"),
        "1:15: unknown property `apnap-order`",
    );
    starts(
        &format!("kills = [\"no-lookback\"]\n{BASE}"),
        "1:10: unknown mutant `no-lookback`",
    );
}

#[test]
fn bounds_too_large_or_impossible() {
    starts(
        &format!("{BASE}[limits]\nturns = 40\n"),
        "10:9: limits.turns = 40; expected 1 to 6",
    );
    starts(
        &format!("{BASE}[limits]\nturns = 0\n"),
        "10:9: limits.turns = 0; expected 1 to 6",
    );
    starts(
        &format!("{BASE}[limits]\nmax_states = 0\n"),
        "10:14: limits.max_states = 0",
    );
    starts(
        &format!("{BASE}[limits]\nmax_objects = 2\n"),
        "2:1: the board has 3 objects",
    );
    starts(
        &BASE.replace("[board]", "[board]\nactive = 2"),
        "2:1: active = 2",
    );
    let fam = "edition = \"mtg-2024-11-08\"\n[[families]]\nname = \"huge\"\n\
               battlefield = [\"Grizzly Bears\", \"Soul Warden\", \"Plains\", \"Shock\"]\n\
               max_permanents = 6\nplayers = [4]\n[[expect]]\nreachable = \"end\"\n";
    starts(fam, "2:1: bounds `huge`: ");
    starts(
        &fam.replace("[4]", "[5]"),
        "2:1: bounds `huge`: 5 players; expected 2 to 4",
    );
}

#[test]
fn duplicate_card_names() {
    starts(
        &format!("{BASE}[[cards]]\nname = \"Grizzly Bears\"\ntypes = [\"creature\"]\n"),
        "10:8: duplicate card name `Grizzly Bears`: the built-in pool already has",
    );
    let twice = "[[cards]]\nname = \"Hound\"\ntypes = [\"creature\"]\n";
    starts(
        &format!("{BASE}{twice}{twice}"),
        "13:8: duplicate card name `Hound`: another [[cards]] entry above has that name",
    );
}

#[test]
fn expectation_errors_point_into_the_query() {
    let q = |query: &str| BASE.replace("triggered(\"Blood Artifact\") == 1", query);
    starts(
        &q("triggered(\"Soul Warden\") == 1"),
        "8:24: card `Soul Warden` is not in this scenario",
    );
    starts(&q("triggered(\"Nope\") == 1"), "8:24: unknown card `Nope`");
    starts(
        &q("trigered(\"Blood Artifact\") == 1"),
        "8:14: unknown query `trigered` (did you mean `triggered`?)",
    );
    starts(
        &q("triggered(\"Blood Artifact\") =="),
        "8:44: expected a number",
    );
    starts(
        &q("life(P3) == 20"),
        "8:19: player P3: this scenario has 2 players",
    );
    starts(
        &q("life(P1) == 20 and loop"),
        "8:13: `loop` combined with other queries",
    );
    starts(
        &q("triggered(\"Blood Artifact\") > 1000"),
        "8:14: count compared with 1000",
    );
    starts(
        &q("graveyard(delayed \"Grizzly Bears\") == 1"),
        "8:24: `printed`, `delayed`",
    );
    starts(
        &BASE.replace("reachable = ", "always = \"end\"\nreachable = "),
        "7:1: an [[expect]] entry needs exactly one",
    );
    starts(
        &BASE.replace("reachable = 'triggered(\"Blood Artifact\") == 1'\n", ""),
        "7:1: an [[expect]] entry needs exactly one",
    );
    starts(
        &BASE.replace("reachable = 'triggered", "always = 'loop or triggered"),
        "8:10: `loop` combined",
    );
}

#[test]
fn board_and_families_are_exclusive_and_one_is_needed() {
    starts(
        &format!("{BASE}[[families]]\nbattlefield = [\"Plains\"]\n"),
        "2:1: both [board] and [[families]]",
    );
    starts(
        "edition = \"mtg-2024-11-08\"\n[[expect]]\nreachable = \"end\"\n",
        "1:1: no starting board",
    );
}

#[test]
fn ever_and_counts_are_exact_on_paths() {
    let v = verdicts(&BASE.replace(
        "reachable = 'triggered(\"Blood Artifact\") == 1'",
        "always = 'ever(resolved(\"Planar Cleansing\") == 1) implies triggered(\"Blood Artifact\") == 1'\n\
         [[expect]]\nnever = 'triggered(\"Blood Artifact\") >= 2'\n\
         [[expect]]\nreachable = 'end and triggered(\"Blood Artifact\") == 0'",
    ));
    assert_eq!(v, vec![Verdict::Pass, Verdict::Pass, Verdict::Pass]);
}

#[test]
fn template_passes() {
    assert!(verdicts(super::cli::TEMPLATE)
        .iter()
        .all(|v| *v == Verdict::Pass));
}

/// `ever` sees the horizon state too.
#[test]
fn ever_includes_the_horizon() {
    let v = verdicts(&BASE.replace(
        "reachable = 'triggered(\"Blood Artifact\") == 1'",
        "reachable = 'ever(end)'\n[[expect]]\nalways = 'end implies ever(end)'",
    ));
    assert_eq!(v, vec![Verdict::Pass, Verdict::Pass]);
}

#[test]
fn the_new_scenario_template_names_every_edition() {
    for e in triggerproof_model::Edition::ALL {
        assert!(
            super::cli::TEMPLATE.contains(&format!("\"{}\"", e.id())),
            "template.toml's edition comment misses {}",
            e.id()
        );
    }
}

/// A card whose "dies" ability watches `selector` (the TOML of one), after BASE.
fn watcher(selector: &str) -> String {
    format!(
        "{BASE}[[cards]]\nname = \"Watcher\"\ntypes = [\"creature\"]\n[[cards.abilities]]\n\
         triggered = {{ when = {{ event = {{ dies = {selector} }} }}, effect = \"sacrifice-this\" }}\n"
    )
}

#[test]
fn selector_words_are_checked_with_positions() {
    // Line 13 holds the ability; the column points at the offending value.
    starts(
        &watcher(r#"{ counters = { kind = "+2/+2" } }"#),
        "13:63: unknown variant `+2/+2`, expected one of `+1/+1`, `-1/-1`",
    );
    starts(
        &watcher(r#"{ anoter = true }"#),
        "13:43: unknown field `anoter`, expected one of `this`, `another`",
    );
    starts(
        &watcher(r#""that""#),
        "13:41: invalid value: string \"that\", expected a selector",
    );
    starts(
        &watcher(r#"{ this = true, another = true }"#),
        "13:41: `this = true` and `another = true` select nothing",
    );
    starts(
        &watcher(r#"{ name = "Grizly Bears" }"#),
        "13:50: unknown card name `Grizly Bears` in a selector",
    );
}

#[test]
fn quantities_are_integers_or_tables() {
    let text = format!(
        "{BASE}[[cards]]\nname = \"Giver\"\ntypes = [\"instant\"]\n\
         spell = {{ gain-life = {{ who = \"you\", amount = 99999 }} }}\n"
    );
    starts(
        &text,
        "12:47: invalid value: integer `99999`, expected an integer from",
    );
    let text = format!(
        "{BASE}[[cards]]\nname = \"Giver\"\ntypes = [\"instant\"]\n\
         spell = {{ gain-life = {{ who = \"you\", amount = {{ cont = \"x\" }} }} }}\n"
    );
    starts(
        &text,
        "12:49: unknown variant `cont`, expected one of `fixed`, `count`",
    );
}

/// A selector with counters and a "nontoken Human" selector parse into the algebra, and a
/// scenario using them runs.
#[test]
fn selectors_with_counters_and_subtypes_run() {
    let text = watcher(
        r#"{ another = true, token = false, counters = { kind = "+1/+1", count = { at-least = 1 } } }"#,
    );
    assert_eq!(verdicts(&text), vec![Verdict::Pass]);
}

/// "Remove a +1/+1 counter from target creature": the Ooze (entered with two) is a 1/1 after it;
/// on the Bears (no counters) it does nothing; the Ooze is never on the battlefield without a
/// counter (as a 0/0 it would die, CR 704.5f).
#[test]
fn remove_counters_takes_what_is_there() {
    let text = r#"edition = "mtg-2024-11-08"
[[cards]]
name = "Shrinking Rite"
types = ["instant"]
spell = { remove-counters = { on = { target = { permanent = { card_type = "creature" } } }, kind = "+1/+1", count = 1 } }
[board]
[[board.players]]
battlefield = ["Grizzly Bears"]
hand = ["Sprouting Ooze", "Shrinking Rite"]
[[board.players]]
[actions]
P2 = []
[[expect]]
reachable = 'resolved(spell "Shrinking Rite") == 1 and counters("Sprouting Ooze", "+1/+1") == 1 and power("Sprouting Ooze") == 1'
[[expect]]
always = 'resolved(spell "Shrinking Rite") == 1 and battlefield("Sprouting Ooze") == 0 implies power("Grizzly Bears") == 2'
[[expect]]
never = 'counters("Sprouting Ooze", "+1/+1") == 0 and battlefield("Sprouting Ooze") == 1'
"#;
    assert_eq!(
        verdicts(text),
        vec![Verdict::Pass, Verdict::Pass, Verdict::Pass]
    );
}

#[test]
fn that_player_outside_an_effect_points_at_the_word() {
    let text = format!(
        "{BASE}[[cards]]\nname = \"Thief Hound\"\ntypes = [\"creature\"]\n[[cards.abilities]]\n\
         triggered = {{ when = {{ event = {{ dies = {{ controller = \"that\" }} }} }}, effect = \"sacrifice-this\" }}\n"
    );
    let e = error(&text);
    assert!(e.starts_with("13:"), "{e}");
    assert!(
        e.contains("`\"that\"` names the player a trigger event names"),
        "{e}"
    );
    let spell = format!(
        "{BASE}[[cards]]\nname = \"Odd Gift\"\ntypes = [\"instant\"]\n\
         spell = {{ draw = {{ who = \"that\", count = 1 }} }}\n"
    );
    assert!(error(&spell).contains("expected it only as the `who` of a triggered ability's"));
}

#[test]
fn unless_that_player_needs_an_event_naming_a_player() {
    // CR 702.21a (mtg-2024-11-08): ward's "unless that player pays" is accepted on its event.
    let ward = "triggered = { when = { event = { becomes-target = { of = \"this\", by = \"opponent\" } } }, effect = { counter = \"it\" }, unless_opponent_pays_life = 2, unless_payer = \"that\" }";
    let card = |t: &str| {
        format!(
            "{BASE}[[cards]]\nname = \"Warded Ox\"\ntypes = [\"creature\"]\n[[cards.abilities]]\n{t}\n"
        )
    };
    assert!(from_str("t.toml", &card(ward)).is_ok());
    // An event naming no player: refused at the word, with its line and column.
    let blocks = ward.replace(
        "becomes-target = { of = \"this\", by = \"opponent\" }",
        "blocks = \"this\"",
    );
    let e = error(&card(&blocks));
    assert!(e.starts_with("13:"), "{e}");
    assert!(e.contains("gives \"that player\" no meaning"), "{e}");
    // No "unless" cost beside it.
    let bare = ward.replace(", unless_opponent_pays_life = 2", "");
    assert!(
        error(&card(&bare)).contains("expected `unless_opponent_pays_life` beside it"),
        "{}",
        error(&card(&bare))
    );
}

#[test]
fn counter_it_needs_a_becomes_target_event() {
    // CR 701.5a + CR 702.21a (mtg-2024-11-08): "counter it" counters the targeting spell or
    // ability; accepted on `becomes-target`.
    let card = |when: &str| {
        format!(
            "{BASE}[[cards]]\nname = \"Odd Ward\"\ntypes = [\"creature\"]\n[[cards.abilities]]\n\
             triggered = {{ when = {{ event = {{ {when} }} }}, effect = {{ counter = \"it\" }} }}\n"
        )
    };
    let target = "becomes-target = { of = \"this\", by = \"opponent\" }";
    assert!(from_str("t.toml", &card(target)).is_ok());
    // `blocks` has no spell or ability: refused at the word, with its line and column.
    let e = error(&card("blocks = \"this\""));
    assert!(e.starts_with("13:"), "{e}");
    assert!(e.contains("only `becomes-target` names one"), "{e}");
    // Nor has a spell.
    let spell = format!(
        "{BASE}[[cards]]\nname = \"Odd Cancel\"\ntypes = [\"instant\"]\nspell = {{ counter = \"it\" }}\n"
    );
    let e = error(&spell);
    assert!(e.contains("only `becomes-target` names one"), "{e}");
}

#[test]
fn delayed_trigger_on_each_is_refused() {
    let text = format!(
        "{BASE}[[cards]]\nname = \"Vague Curse\"\ntypes = [\"instant\"]\n\
         spell = {{ delayed = {{ when = \"that-dies\", on = {{ each = {{ card_type = \"creature\" }} }}, then = {{ gain-life = 1 }} }} }}\n"
    );
    let e = error(&text);
    assert!(
        e.contains("a `delayed` trigger refers to particular objects"),
        "{e}"
    );
    assert!(e.starts_with("12:"), "{e}");
}

#[test]
fn counter_of_players_is_an_error_at_the_word() {
    let text = format!(
        "{BASE}[[cards]]\nname = \"Player Cancel\"\ntypes = [\"instant\"]\n\
         spell = {{ counter = {{ players = \"opponent\" }} }}\n"
    );
    let got = error(&text);
    assert!(
        got.contains("`counter` of `this`, `each` or `players`"),
        "got `{got}`"
    );
}

#[test]
fn its_owner_outside_an_effect_and_may_player_without_may_are_refused() {
    let text = format!(
        "{BASE}[[cards]]\nname = \"Owner Hound\"\ntypes = [\"creature\"]\n[[cards.abilities]]\n\
         triggered = {{ when = {{ event = {{ dies = {{ owner = \"owner\" }} }} }}, effect = \"sacrifice-this\" }}\n"
    );
    let e = error(&text);
    assert!(e.starts_with("13:"), "{e}");
    assert!(e.contains("`\"owner\"` names the owner"), "{e}");
    let may = format!(
        "{BASE}[[cards]]\nname = \"Bossy Hound\"\ntypes = [\"creature\"]\n[[cards.abilities]]\n\
         triggered = {{ when = {{ event = {{ dies = \"this\" }} }}, may_player = \"that\", effect = {{ draw = {{ who = \"that\", count = 1 }} }} }}\n"
    );
    assert!(
        error(&may).contains("expected `optional = true`"),
        "{}",
        error(&may)
    );
}

#[test]
fn new_targets_inside_a_sequence_is_an_error_at_the_word() {
    let text = format!(
        "{BASE}[[cards]]\nname = \"Odd Resonator\"\ntypes = [\"artifact\"]\n[[cards.abilities]]\n\
         activated = {{ cost = {{ tap = true }}, effect = {{ sequence = [ {{ gain-life = {{ who = \"you\", amount = 1 }} }}, {{ copy-ability = {{ of = {{ ability = {{ kind = \"triggered\" }} }}, new_targets = true }} }} ] }} }}\n"
    );
    let e = error(&text);
    assert!(
        e.contains("`new_targets` on a `copy-ability` inside a `sequence`"),
        "{e}"
    );
    let whole = format!(
        "{BASE}[[cards]]\nname = \"Odd Resonator\"\ntypes = [\"artifact\"]\n[[cards.abilities]]\n\
         activated = {{ cost = {{ tap = true }}, effect = {{ copy-ability = {{ of = {{ ability = {{ kind = \"triggered\" }} }}, new_target = true }} }} }}\n"
    );
    assert!(error(&whole).contains("new_targets"));
}

/// CR 611.2b (mtg-2024-11-08): "for as long as you control [this]" watches a permanent, so a
/// spell's own effect can't say it, and Riftbound has no such rule: both refused at load.
#[test]
fn as_long_as_on_a_spell_or_under_riftbound_is_refused() {
    let steal = "gain-control = { target = { permanent = { card_type = \"creature\" } }, until = { as-long-as-you-control = \"this\" } }";
    let spell = format!(
        "{BASE}[[cards]]\nname = \"Fleeting Theft\"\ntypes = [\"instant\"]\nspell = {{ {steal} }}\n"
    );
    let e = error(&spell);
    assert!(e.contains("on a spell's own effect"), "{e}");
    assert!(e.contains("611.2b"), "{e}");
    let creature = format!(
        "[[cards]]\nname = \"Rb Siren\"\ntypes = [\"creature\"]\n[[cards.abilities]]\n\
         triggered = {{ when = {{ event = {{ enters = \"this\" }} }}, effect = {{ {steal} }} }}\n\
         [board]\n[[board.players]]\nhand = [\"Rb Siren\"]\n[[board.players]]\n\
         [[expect]]\nclaim = \"x\"\nnever = 'life(P1) == 0'\n"
    );
    let rb = format!("edition = \"riftbound-1.4\"\ntitle = \"t\"\n{creature}");
    let e = error(&rb);
    assert!(e.contains("uses AsLongAs"), "{e}");
    assert!(e.contains("riftbound-1.4 has no rule for"), "{e}");
    let mtg = format!("edition = \"mtg-2008-10-01\"\ntitle = \"t\"\n{creature}");
    assert!(from_str("t.toml", &mtg).is_ok());
}

/// CR 110.2a (mtg-2024-11-08): a card an effect puts onto the battlefield enters under the
/// control the effect states, else the instructed player's. The language once read an absent
/// `under` as "its owner's", so a file must now say which (refused at the `put-into`), and
/// `under` anywhere but onto the battlefield is refused too.
#[test]
fn put_into_the_battlefield_must_say_under_whose_control() {
    let card = |effect: &str| {
        format!(
            "{BASE}[[cards]]\nname = \"Grave Call\"\ntypes = [\"sorcery\"]\nspell = {{ put-into = {{ what = {{ target = {{ permanent = {{ card_type = \"creature\", zone = \"graveyard\" }} }} }}, {effect} }} }}\n"
        )
    };
    let e = error(&card("to = \"battlefield\""));
    assert!(e.contains("under = \"owner\""), "{e}");
    assert!(e.contains("110.2a"), "{e}");
    let line = card("to = \"battlefield\"")
        .lines()
        .position(|l| l.starts_with("spell = { put-into"))
        .unwrap()
        + 1;
    // At the `put-into` ("spell = { " is 10 characters).
    assert!(e.starts_with(&format!("{line}:11: ")), "{e}");
    assert!(from_str("t.toml", &card("to = \"battlefield\", under = \"owner\"")).is_ok());
    assert!(from_str("t.toml", &card("to = \"battlefield\", under = \"you\"")).is_ok());
    let e = error(&card("to = \"hand\", under = \"owner\""));
    assert!(e.contains("does not put onto the battlefield"), "{e}");
    // `"unstated"` is not a spelling.
    let e = error(&card("to = \"battlefield\", under = \"unstated\""));
    assert!(e.contains("owner") && e.contains("you"), "{e}");
}
