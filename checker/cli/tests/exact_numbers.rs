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
    /// More keys of P1's `[[board.players]]` table (empty for most cases).
    board: String,
}

fn file(c: &Case) -> PathBuf {
    let text = format!(
        "edition = \"mtg-2024-11-08\"\ntitle = \"t\"\nquestion = \"q\"\nanswer = \"a\"\n\
         rules = [\"119.3\"]\n\n[[cards]]\nname = \"Probe\"\ntypes = [\"sorcery\"]\n\
         spell = {spell}\n\n[[cards]]\nname = \"Target Dummy\"\ntypes = [\"creature\"]\n\
         power = 1\ntoughness = 100\n\n[board]\n\n[[board.players]]\nlife = {life}\n\
         hand = [\"Probe\"]\n{board}\n\n[[board.players]]\n\
         life = {p2}\n\n[limits]\nmax_objects = 1000\n\n[actions]\nP2 = []\n\n\
         [[expect]]\nclaim = \"c\"\nalways = '{always}'\n",
        spell = c.spell,
        life = c.life,
        p2 = c.p2_life,
        always = c.always,
        board = if c.board.is_empty() {
            "battlefield = [\"Target Dummy\"]"
        } else {
            &c.board
        },
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
        board: String::new(),
    };
    let on_board = |c: Case, board: String| Case { board, ..c };
    let bears = |n: usize| vec!["\"Grizzly Bears\""; n].join(", ");
    let mut more = vec![
        // "Draw 300" from 255 cards: 255 drawn, then a draw from an empty library, and the player
        // loses (CR 704.5b (mtg-2024-11-08)); it once drew 255 and survived.
        on_board(
            case(
                "draw-past-the-library",
                20,
                20,
                "{ draw = { who = \"you\", count = 300 } }",
                "DONE lost(P1) and hand(\"Probe\") == 0",
                Expect::Answer,
            ),
            "library = 255".into(),
        ),
        // Two 200-mana additions: past a pool's byte, cut naming the limit.
        case(
            "mana-past-a-byte",
            20,
            20,
            "{ sequence = [{ add-mana = 200 }, { add-mana = 200 }] }",
            "DONE life(P1) == 20",
            Expect::Cut("mana or points past 255"),
        ),
        // 90,000 life gained in one turn (three gains of 30,000 with losses between, so the
        // total stays in range): the "this turn" count is past its 16 bits; a card reads it.
        case(
            "life-gained-this-turn-past-16-bits",
            20,
            20,
            "{ sequence = [{ gain-life = { who = \"you\", amount = 30000 } }, { lose-life = { who = \"you\", amount = 30000 } }, { gain-life = { who = \"you\", amount = 30000 } }, { lose-life = { who = \"you\", amount = 30000 } }, { gain-life = { who = \"you\", amount = 30000 } }, { gain-life = { who = \"you\", amount = { this-turn = { of = \"life-gained\", who = \"you\" } } } }] }",
            "DONE life(P1) == 20",
            Expect::Cut("a this-turn count past its type"),
        ),
        // 256 cards drawn in a turn (255 unnamed and one named), read by a quantity: cut.
        on_board(
            case(
                "cards-drawn-this-turn-past-a-byte",
                20,
                20,
                "{ sequence = [{ draw = { who = \"you\", count = 300 } }, { gain-life = { who = \"you\", amount = { this-turn = { of = \"cards-drawn\", who = \"you\" } } } }] }",
                "DONE life(P1) == 276",
                Expect::Cut("a this-turn count past its type"),
            ),
            "library = 255\nlibrary_top = [\"Grizzly Bears\"]".into(),
        ),
        // 40,000 damage marked twice on one creature in one resolution: past 65,535, cut.
        case(
            "marked-damage-past-16-bits",
            20,
            20,
            "{ sequence = [{ deal-damage = { to = { permanent = { card_type = \"creature\" } }, amount = { times = { by = 2, of = 20000 } } } }, { deal-damage = { to = { permanent = { card_type = \"creature\" } }, amount = { times = { by = 2, of = 20000 } } } }] }",
            "DONE life(P1) == 20",
            Expect::Cut("damage on a permanent past 65,535"),
        ),
        // 100 named library cards and 30 creatures put on top: 130 places above the unnamed
        // block, past a signed byte: cut (it wrapped, and panicked in a debug build).
        on_board(
            case(
                "library-places-past-a-byte",
                20,
                20,
                "{ put-into = { what = { each = { card_type = \"creature\" } }, to = \"library-top\" } }",
                "DONE life(P1) == 20",
                Expect::Cut("a count past its type"),
            ),
            format!("library_top = [{}]\nbattlefield = [{}]", bears(100), bears(30)),
        ),
        // 101 named library cards: refused where the board is written.
        on_board(
            case(
                "library-top-past-the-loader",
                20,
                20,
                "{ draw = { who = \"you\", count = 1 } }",
                "DONE life(P1) == 20",
                Expect::Refused("library_top lists 101 cards; expected at most 100"),
            ),
            format!("library_top = [{}]", bears(101)),
        ),
    ];
    let mut base = vec![
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
    ];
    base.append(&mut more);
    base
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

/// An ability is known by its place on its card, a mode by its place among the modes, each a
/// byte: a card with 256 abilities, or an ability with 256 modes, is refused at its position
/// (it loaded, and ability 256 was read as ability 0).
#[test]
fn more_abilities_or_modes_than_a_byte_names_are_refused_where_written() {
    let one = "{ activated = { cost = { tap = true }, effect = { add-mana = 1 } } }";
    let abilities = vec![one; 256].join(", ");
    let modes = vec!["{ add-mana = 1 }"; 256].join(", ");
    let trigger = format!(
        "{{ triggered = {{ when.event.beginning-of = {{ step = \"upkeep\", whose = \"you\" }}, \
         effect = {{ add-mana = 1 }}, modes = [{modes}] }} }}"
    );
    for (name, list, why) in [
        (
            "abilities-past-a-byte",
            abilities,
            "the card has 256 abilities",
        ),
        ("modes-past-a-byte", trigger, "an ability has 256 modes"),
    ] {
        let file = format!(
            "edition = \"mtg-2024-11-08\"\ntitle = \"t\"\nquestion = \"q\"\nanswer = \"a\"\n\
             rules = [\"119.3\"]\n\n[[cards]]\nname = \"Busy\"\ntypes = [\"artifact\"]\n\
             abilities = [{list}]\n\n[board]\n\n[[board.players]]\nbattlefield = [\"Busy\"]\n\n\
             [[board.players]]\n\n[[expect]]\nclaim = \"c\"\nalways = 'life(P1) == 20'\n"
        );
        let p = common::tmp("exact-numbers", &format!("{name}.toml"));
        std::fs::write(&p, file).unwrap();
        let o = run(&["check", p.to_str().unwrap()]);
        let err = text(&o.stderr);
        let at = format!("{name}: exit {}\n{err}", code(&o));
        assert_eq!(code(&o), 2, "{at}");
        assert!(err.contains(why), "{at}");
        assert!(
            err.contains(&format!("{name}.toml:")),
            "no file:line:column: {at}"
        );
    }
}
