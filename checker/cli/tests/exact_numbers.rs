//! Issue 33, item 1: every game number is exact over the range the loader accepts. Run against
//! the built `triggerproof` binary: each boundary input gives the rules answer (exit 0), is
//! refused with its `file:line:column` (exit 2, the input itself out of range), or is cut
//! naming the limit it reached (exit 3). Never a clamped, saturated or wrapped number.

mod common;

use common::{code, run, text};
use std::path::PathBuf;

/// What a boundary input must end in.
enum Expect {
    /// Exit 0: every expectation (written from the rules) passes on a complete run.
    Answer,
    /// Exit 2 with this text and a `line:column` position on stderr.
    Refused(&'static str),
    /// Exit 3 naming this limit on stdout.
    Cut(&'static str),
}

/// One scenario: P1 (at `life`) casts Probe, whose spell is `spell`; P2 is at `p2_life`; then
/// the `expect` query must hold in every state.
struct Case {
    name: &'static str,
    life: i32,
    p2_life: i32,
    spell: &'static str,
    always: &'static str,
    expect: Expect,
}

fn file(c: &Case) -> PathBuf {
    let text = format!(
        "edition = \"mtg-2024-11-08\"\ntitle = \"t\"\nquestion = \"q\"\nanswer = \"a\"\n\
         rules = [\"119.3\"]\n\n[[cards]]\nname = \"Probe\"\ntypes = [\"sorcery\"]\n\
         spell = {spell}\n\n[[cards]]\nname = \"Target Dummy\"\ntypes = [\"creature\"]\n\
         power = 1\ntoughness = 100\n\n[board]\n\n[[board.players]]\nlife = {life}\n\
         hand = [\"Probe\"]\nbattlefield = [\"Target Dummy\"]\n\n[[board.players]]\n\
         life = {p2}\n\n[actions]\nP2 = []\n\n[[expect]]\nclaim = \"c\"\nalways = '{always}'\n",
        spell = c.spell,
        life = c.life,
        p2 = c.p2_life,
        always = c.always,
    );
    let p = common::tmp("exact-numbers", &format!("{}.toml", c.name));
    std::fs::write(&p, text).unwrap();
    p
}

const DONE: &str = "resolved(spell \"Probe\") == 1 implies";

fn cases() -> Vec<Case> {
    let case = |name, life, p2_life, spell, always, expect| Case {
        name,
        life,
        p2_life,
        spell,
        always,
        expect,
    };
    vec![
        // The loader's largest amount, exact where the life total holds it: 9,999 - 32,767.
        case(
            "lose-max-amount",
            9999,
            20,
            "{ lose-life = { who = \"you\", amount = 32767 } }",
            "DONE life(P1) < -22767 and life(P1) > -22769 and lost(P1)",
            Expect::Answer,
        ),
        // The same amount past the life total's type: cut, naming the limit.
        case(
            "gain-max-amount-past-life",
            9999,
            20,
            "{ gain-life = { who = \"you\", amount = 32767 } }",
            "DONE life(P1) == 42766",
            Expect::Cut("a life total outside -32,768 to 32,767"),
        ),
        // One past the loader's largest amount: refused where it is written.
        case(
            "amount-past-the-loader",
            20,
            20,
            "{ gain-life = { who = \"you\", amount = 32768 } }",
            "DONE life(P1) == 32788",
            Expect::Refused("expected an integer from -32768 to 32767"),
        ),
        // 40,000 damage (past an i16) to a player at 9,999: exact, -30,001.
        case(
            "damage-past-i16",
            20,
            9999,
            "{ deal-damage = { to = { player = \"opponent\" }, amount = { times = { by = 400, of = 100 } } } }",
            "DONE life(P2) < -30000 and life(P2) > -30002 and lost(P2)",
            Expect::Answer,
        ),
        // 300 damage marked on a creature (past a byte): it is destroyed, nothing cut.
        case(
            "damage-on-a-creature-past-a-byte",
            20,
            20,
            "{ deal-damage = { to = { permanent = { card_type = \"creature\" } }, amount = 300 } }",
            "DONE graveyard(\"Target Dummy\") == 1",
            Expect::Answer,
        ),
        // 90,000 damage: past what an event carries (65,535): cut, naming the limit.
        case(
            "damage-past-an-amount",
            20,
            20,
            "{ deal-damage = { to = { player = \"opponent\" }, amount = { times = { by = 3, of = 30000 } } } }",
            "DONE lost(P2)",
            Expect::Cut("an amount outside 0 to 65,535"),
        ),
        // Products past i32 (4,294,705,156 each) cancel exactly: 0 + 5.
        case(
            "products-past-i32-cancel",
            20,
            20,
            "{ gain-life = { who = \"you\", amount = { sum = [{ difference = [{ times = { by = 32767, of = { times = { by = 32767, of = 4 } } } }, { times = { by = 32767, of = { times = { by = 32767, of = 4 } } } }] }, 5] } } }",
            "DONE life(P1) == 25",
            Expect::Answer,
        ),
        // A product past 64 bits: cut, never a saturated number.
        case(
            "product-past-64-bits",
            20,
            20,
            "{ gain-life = { who = \"you\", amount = { times = { by = 32767, of = { times = { by = 32767, of = { times = { by = 32767, of = { times = { by = 32767, of = { times = { by = 32767, of = 2 } } } } } } } } } } } }",
            "DONE life(P1) == 20",
            Expect::Cut("an amount outside 0 to 65,535 (or a quantity past 64 bits)"),
        ),
        // CR 107.1b (mtg-2024-11-08): a negative result is zero: nothing gained.
        case(
            "negative-amount-is-zero",
            20,
            20,
            "{ gain-life = { who = \"you\", amount = { difference = [0, 32767] } } }",
            "DONE life(P1) == 20",
            Expect::Answer,
        ),
        // 255 counters fit; 256 are cut naming the counters' limit.
        case(
            "counters-at-a-byte",
            20,
            20,
            "{ put-counters = { on = { target = { permanent = { card_type = \"creature\" } } }, kind = \"charge\", count = 255 } }",
            "DONE counters(\"Target Dummy\", \"charge\") == 255",
            Expect::Answer,
        ),
        case(
            "counters-past-a-byte",
            20,
            20,
            "{ put-counters = { on = { target = { permanent = { card_type = \"creature\" } } }, kind = \"charge\", count = 256 } }",
            "DONE counters(\"Target Dummy\", \"charge\") == 256",
            Expect::Cut("more than 255 counters of one kind"),
        ),
    ]
}

#[test]
fn every_boundary_input_is_exact_refused_or_cut_naming_the_limit() {
    for c in cases() {
        let c = Case {
            always: Box::leak(c.always.replace("DONE", DONE).into_boxed_str()),
            ..c
        };
        let p = file(&c);
        let o = run(&["check", p.to_str().unwrap()]);
        let (out, err) = (text(&o.stdout), text(&o.stderr));
        let at = format!("{}: exit {}\n{out}\n{err}", c.name, code(&o));
        assert!(!err.contains("panicked"), "{at}");
        match c.expect {
            Expect::Answer => assert_eq!(code(&o), 0, "{at}"),
            Expect::Refused(why) => {
                assert_eq!(code(&o), 2, "{at}");
                assert!(err.contains(why), "{at}");
                let name = p.file_name().unwrap().to_str().unwrap();
                let position = err
                    .split(name)
                    .nth(1)
                    .is_some_and(|rest| rest.starts_with(':'));
                assert!(position, "no file:line:column: {at}");
            }
            Expect::Cut(limit) => {
                assert_eq!(code(&o), 3, "{at}");
                assert!(out.contains(limit), "the limit is not named: {at}");
            }
        }
    }
}
