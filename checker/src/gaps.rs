//! What the model leaves out ("does not model"), one [`Gap`] per subject, each saying what in a
//! run it touches: the vocabulary words its boards' cards use, combat, the number of players,
//! the edition. A text report prints only the gaps a run's boards touch and counts the rest;
//! `triggerproof limits` lists them all, and the JSON report keeps the full list
//! ([`all`]) beside the touched ones.

use std::collections::BTreeSet;
use triggerproof_model::board::Board;
use triggerproof_model::cards::CardPool;
use triggerproof_model::Edition;

/// One thing the model leaves out, and when a run touches it.
pub struct Gap {
    /// A short name (`triggerproof limits` prints it before the text).
    pub topic: &'static str,
    pub text: &'static str,
    touches: fn(&Usage) -> bool,
}

impl Gap {
    /// Do boards using `u` touch this gap?
    pub fn touches(&self, u: &Usage) -> bool {
        (self.touches)(u)
    }
}

/// What a run's boards use: the words of their cards' definitions (every variant and field
/// name and string value, lowercased and with `_` read as `-`, including the cards those
/// name, such as tokens), combat, players, edition.
#[derive(Clone, Debug, Default)]
pub struct Usage {
    pub words: BTreeSet<String>,
    pub combat: bool,
    pub max_players: usize,
    pub riftbound: bool,
    /// Some board has a card in hand (so something is cast or discarded).
    pub hands: bool,
}

impl Usage {
    /// What `boards` use, their cards read from `pool`, under `edition`.
    pub fn of<'b>(
        boards: impl IntoIterator<Item = &'b Board>,
        pool: &CardPool,
        edition: Edition,
    ) -> Usage {
        let mut u = Usage {
            riftbound: edition.id().starts_with("riftbound"),
            ..Usage::default()
        };
        let mut names: BTreeSet<String> = BTreeSet::new();
        for b in boards {
            u.combat |= b.combat;
            u.max_players = u.max_players.max(b.players.len());
            for side in &b.players {
                u.hands |= !side.hand.is_empty();
                for name in side.cards() {
                    let (card, face_down) = triggerproof_model::board::entry(name);
                    if face_down {
                        u.words.insert("face-down".into());
                    }
                    names.insert(card.to_string());
                }
            }
        }
        // Each card, then every card its definition names (tokens it creates), once.
        let mut todo: Vec<String> = names.iter().cloned().collect();
        while let Some(name) = todo.pop() {
            let Some(id) = pool.id(&name) else { continue };
            let Ok(v) = serde_json::to_value(pool.get(id)) else {
                continue;
            };
            let mut found = Vec::new();
            let _ = collect(&v, &mut found);
            for w in found {
                if pool.id(&w).is_some() && names.insert(w.clone()) {
                    todo.push(w.clone());
                }
                u.words.insert(w.to_lowercase().replace('_', "-"));
            }
        }
        u
    }

    /// Does a word contain one of `parts`?
    pub fn has(&self, parts: &[&str]) -> bool {
        self.words
            .iter()
            .any(|w| parts.iter().any(|p| w.contains(p)))
    }

    /// Is one of `words` used, whole?
    pub fn word(&self, words: &[&str]) -> bool {
        words.iter().any(|w| self.words.contains(*w))
    }
}

/// Every string in `v` and every object key whose value is set (not null, false, zero or
/// empty: a card's `token = false` or empty `additional_cost` names no word it uses). Returns
/// whether `v` itself is set.
fn collect(v: &serde_json::Value, out: &mut Vec<String>) -> bool {
    use serde_json::Value;
    match v {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Number(n) => n.as_f64() != Some(0.0),
        Value::String(s) => {
            out.push(s.clone());
            true
        }
        Value::Array(a) => a.iter().fold(false, |any, x| collect(x, out) | any),
        Value::Object(o) => {
            let mut any = false;
            for (k, x) in o {
                if collect(x, out) {
                    out.push(k.clone());
                    any = true;
                }
            }
            any
        }
    }
}

const DELAYED: &[&str] = &[
    "delayed",
    "when-this-leaves",
    "when-this-untaps",
    "dies-this-turn",
    "next-end-step",
    "next-step",
    "that-dies",
    "resolved",
    "until-end-step",
];

/// What the model leaves out, by subject.
pub const GAPS: &[Gap] = &[
    Gap {
        topic: "costs",
        text: "mana costs of activated abilities (abilities are free; spells' `mana_cost` is paid from the pool), mana abilities activated while casting (601.2g) other than those costing {T} or \"sacrifice this\", and while casting a spell with a sacrifice or discard additional cost, a spell with {X}, or under Riftbound (these are paid from the pool, mana abilities activated with priority before), \"unless\" paid with mana, mana of any colour, X in activated abilities' costs, X defined by a spell's text or read by another object or an enters trigger (107.3c, 107.3e, 107.3m; a spell's `{X}` is announced and read by its own effect as \"x\"), mana value, of non-mana costs: removing counters, several sacrifices or discards for one cost, alternative and optional additional costs, cost changes, tapping other permanents; costs beyond {T} and \"sacrifice this\" under Riftbound; 603.12a, one land per turn",
        touches: |u| u.hands || u.has(&["activated", "cost", "unless", "add-mana"]),
    },
    Gap {
        topic: "colour",
        text: "effects that change colours (layer 5); hybrid, Phyrexian, snow and {C} mana symbols; colour indicators under 2008; mana costs, colour indicators and colour tests under Riftbound (its domains are not modelled)",
        touches: |u| u.has(&["color", "mana-cost"]),
    },
    Gap {
        topic: "combat",
        text: "combat on boards without `combat = true`; in combat: a creature blocking two attackers beyond 'can block an additional creature' and 'any number', 'whenever this blocks a creature' (509.3b), trample over planeswalkers (702.19c), evasion other than flying, reach and menace (no menace under 2008), haste, planeswalkers and battles, the postcombat main phase; Riftbound combat (showdowns)",
        touches: |u| u.combat || u.has(&["attack", "block", "defend", "combat"]),
    },
    Gap {
        topic: "attachments",
        text: "attachments beyond Auras enchanting permanents and Equipment (no Auras on players, Fortifications, Auras put onto the battlefield without being cast (303.4f) other than Role tokens created attached (303.7), the predefined Roles' text (111.10j-r), \"becomes unattached\" triggers (603.10c), equip timing; equip costs {T})",
        touches: |u| u.has(&["attach", "aura", "equipment", "equipped", "enchanted"]),
    },
    Gap {
        topic: "state-based actions",
        text: "704.5 actions other than life, empty library, tokens, toughness, lethal damage, deathtouch damage, counter annihilation, the legend rule, attachments (704.5m, 704.5n) and Roles (704.5y); poison counters and removing counters from players",
        touches: |u| u.has(&["counter", "legendary", "token", "damage", "lose-life", "loses-life"]),
    },
    Gap {
        topic: "granted abilities",
        text: "granted abilities other than one triggered ability (static, activated, keywords; two granters of one card grant one instance; no once-each-turn, Nth-time, batching or additional triggers for granted ones); type-changing effects",
        touches: |u| u.has(&["grant", "lose-all-abilities", "loses-all-abilities"]),
    },
    Gap {
        topic: "protection",
        text: "protection other than a permanent's printed \"protection from [selector]\" under MTG rules (702.16): none on players, from everything or from a player (702.16j-k), none granted by an effect, no Auras that don't fall off (702.16n-p); a source that left is read by the last known information the model keeps (its object on the stack, an acting effect's card), else it has no quality",
        touches: |u| u.has(&["protection"]),
    },
    Gap {
        topic: "face-down",
        text: "face-down permanents other than those a board puts face down or `manifest` puts onto the battlefield (no casting face down, morph, disguise or manifest dread, no manifesting several cards at once, 701.34e); turning face up costs nothing (no morph cost, and a manifested card's mana cost is not paid, 701.34b)",
        touches: |u| u.has(&["face-down", "face-up", "manifest"]),
    },
    Gap {
        topic: "libraries",
        text: "unnamed library cards' identity; looking at, revealing or shuffling a library; targets in a hand or library",
        touches: |u| u.has(&["draw", "library", "mill"]),
    },
    Gap {
        topic: "discard",
        text: "\"target player discards\", a discard chosen by another player, \"discard a [kind of] card\" as an effect, a discard inside a sequence",
        touches: |u| u.has(&["discard"]),
    },
    Gap {
        topic: "exile and linked abilities",
        text: "exile until an event other than its source leaving the battlefield, or by a spell (610.3, 610.3a), linked abilities other than exiling and \"the exiled card\" (607.2b and after), 603.11 (a static ability linked to triggered abilities); \"under your control\" for a card returned by an effect other than `put-into` (the delayed and \"return it\" returns are under its owner's control)",
        touches: |u| u.has(&["exile", "return", "flicker", "put"]),
    },
    Gap {
        topic: "zone changes",
        text: "phasing and 603.10b, 603.10c, 603.10g (phasing, unattaching, planeswalking)",
        touches: |u| u.has(&["leaves", "attach"]),
    },
    Gap {
        topic: "control",
        text: "\"for as long as\" durations other than \"for as long as you control [this]\" on gaining control (611.2b): no other condition, no other effect with such a duration, none in Riftbound",
        touches: |u| u.has(&["control"]),
    },
    Gap {
        topic: "targets, copies and countering",
        text: "new targets for a copy made inside a sequence or a \"when you do\" (707.10c), copying spells or activated abilities, a spell becoming the target of a spell or ability, \"can't be countered\", more than three targets for one spell or ability",
        touches: |u| u.has(&["target", "copy", "counter-ability", "counter-spell", "countered"]),
    },
    Gap {
        topic: "turn structure",
        text: "the first-turn draw skip and hand size at cleanup (514.1); extra turns (500.7), added steps (500.9), added beginning phases and upkeep steps (500.10) and added main phases (a combat phase added after this phase, 500.8, is modelled, on boards with `combat = true`)",
        touches: |u| u.hands || u.has(&["draw"]),
    },
    Gap {
        topic: "delayed triggers",
        text: "603.7f-g (delayed triggers from static abilities), 603.7h for an ability whose source left the battlefield; the controller's choice among simultaneous events for a delayed trigger (603.7b: first in event order); delayed triggers waiting for events other than a step beginning, leaving, untapping, dying and a spell cast; \"until end of your next turn\" for effects other than delayed triggers",
        touches: |u| u.has(DELAYED),
    },
    Gap {
        topic: "replacement",
        text: "competing replacement effects (616.1): a regeneration shield applies before any other replacement of the same destruction; regeneration by a static ability (701.15b) and \"can't be regenerated\" (701.15c)",
        touches: |u| u.has(&["instead", "prevent", "enters-with", "enters-tapped", "undying", "persist", "regenerate"]),
    },
    Gap {
        topic: "multiplayer",
        text: "in multiplayer, choices handed on from a departed player (800.4g; under mtg-2008-10-01 also an \"unless\" cost a departed player would pay, 600.4d: not paid, as 800.4f has it later), durations tied to their turns (800.4m), conceding; a Riftbound loss still ends the game",
        touches: |u| u.max_players > 2,
    },
    Gap {
        topic: "once each turn",
        text: "a departed source's \"once each turn\" action is not recorded (603.2i)",
        touches: |u| u.has(&["once-each-turn", "once"]),
    },
    Gap {
        topic: "sacrifice",
        text: "\"each player sacrifices\" more than one permanent, or inside a sequence of effects",
        touches: |u| u.has(&["sacrifice"]),
    },
    Gap {
        topic: "history",
        text: "turn histories of attacks or lands played; casting from anywhere but a hand",
        touches: |u| u.hands || u.has(&["history", "this-turn", "cast"]),
    },
    Gap {
        topic: "trigger-changing statics",
        text: "statics that stop or add triggers for events other than entering and dying, or for some kinds of abilities only",
        touches: |u| u.has(&["suppress", "additional-trigger", "additional-time"]),
    },
    Gap {
        topic: "riftbound priority",
        text: "Riftbound: after an item is finalized or resolves with items left on the Chain, priority goes to the turn player, not to the controller of the newest item (337.1.c.3 and 340.4 in riftbound-1.3; 337.4 and 340.4 in riftbound-1.4); no card in the model can be played while the Chain is open in a showdown, so no answer depends on it",
        touches: |u| u.riftbound,
    },
    Gap {
        topic: "that player",
        text: "\"that player\" and \"its owner\" outside gaining and losing life, drawing, player counters, \"may\" and \"unless\" (none in conditions or quantities; \"unless that player pays\" only where the event names a player)",
        touches: |u| u.word(&["that", "owner"]) || u.has(&["its-controller"]),
    },
];

/// Every gap's text, in order: the JSON report's `does_not_model`.
pub fn all() -> Vec<&'static str> {
    GAPS.iter().map(|g| g.text).collect()
}

/// The texts of the gaps `u` touches, in order.
pub fn touched(u: &Usage) -> Vec<&'static str> {
    GAPS.iter()
        .filter(|g| g.touches(u))
        .map(|g| g.text)
        .collect()
}

/// `triggerproof limits`: every gap, one per paragraph, with its topic.
pub fn list_text() -> String {
    let mut s = String::from(
        "What the model does not model (every report prints those its boards touch):\n",
    );
    for g in GAPS {
        s += &format!("- {}: {}\n", g.topic, g.text);
    }
    s += "The README's \"What the model leaves out\" says what is modelled around each.\n";
    s
}

/// The report's lines: the touched gaps, then how many others there are and where to see them.
pub fn report_lines(touched: &[&str]) -> String {
    let rest = GAPS.len() - touched.len().min(GAPS.len());
    let mut s = String::new();
    if touched.is_empty() {
        s += "does not model: nothing these boards use\n";
    } else {
        s += &format!(
            "does not model (what these boards use): {}\n",
            touched.join("; ")
        );
    }
    if rest > 0 {
        s += &format!(
            "  ({rest} more gap(s) touch nothing these boards use: `triggerproof limits` lists all {})\n",
            GAPS.len()
        );
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use triggerproof_model::board::Side;
    use triggerproof_model::cards::builtin;

    fn side(cards: &[&str]) -> Side {
        Side {
            battlefield: cards.iter().map(|c| c.to_string()).collect(),
            ..Side::default()
        }
    }

    #[test]
    fn a_board_without_combat_is_not_told_about_combat() {
        let pool = builtin();
        let b = Board::two(side(&["Blood Artifact"]), side(&["Grizzly Bears"]));
        let u = Usage::of([&b], &pool, Edition::Mtg20241108);
        let t = touched(&u);
        assert!(!t.iter().any(|g| g.starts_with("combat")), "{t:?}");
        assert!(!t.iter().any(|g| g.starts_with("in multiplayer")), "{t:?}");
        assert!(t.len() < GAPS.len());
        let mut c = b.clone();
        c.combat = true;
        c.players.push(side(&[]));
        let t = touched(&Usage::of([&c], &pool, Edition::Mtg20241108));
        assert!(t.iter().any(|g| g.starts_with("combat")), "{t:?}");
        assert!(t.iter().any(|g| g.starts_with("in multiplayer")), "{t:?}");
    }

    #[test]
    fn the_report_counts_the_rest_and_names_the_command() {
        let s = report_lines(&[GAPS[0].text]);
        assert!(
            s.contains(&format!("{} more gap(s)", GAPS.len() - 1)),
            "{s}"
        );
        assert!(s.contains("`triggerproof limits`"), "{s}");
        assert_eq!(all().len(), GAPS.len());
    }
}
