//! Built-in presets: named lists of board families. `smoke` runs in seconds (CI); `standard`
//! (the default) exercises every property and its witness; `deep` adds players, turns and
//! cards, a job for many machines (`--shard I/N`). Each family says what it is for.
//! Registry: entries only.

use super::fam;
use crate::bounds::{Bounds, Limits};
use triggerproof_model::state::Step;

/// A preset: board families and how far to explore them.
#[derive(Clone, Debug)]
pub struct Preset {
    pub name: &'static str,
    pub about: &'static str,
    pub families: Vec<Bounds>,
    pub limits: Limits,
}

fn with(mut b: Bounds, f: impl FnOnce(&mut Bounds)) -> Bounds {
    f(&mut b);
    b
}

/// The families of the standard preset, one or more per rule family.
fn standard_families() -> Vec<Bounds> {
    let mut families = trigger_and_stack_families();
    families.extend(choice_zone_and_scoring_families());
    families.extend(fidelity_and_scoring_families());
    families.extend(object_families());
    families.extend(combat_families());
    families.extend(super::bug_classes::families());
    families.push(riftbound_combat());
    families.extend(super::standard::rule_families());
    families
}

/// Riftbound combat (RB 144, 459-466 in riftbound-1.4): the active player's units at base, the
/// other player's at the battlefield they control; Standard Moves, attack and defend triggers,
/// combat damage, a Deathknell, a Conquer watcher. MTG editions play only its boards where the
/// other player has no units (no MTG edition has units at a battlefield, and "defends" is
/// Riftbound's), as an MTG combat phase.
fn riftbound_combat() -> Bounds {
    with(
        fam(
            "riftbound-combat",
            &[2],
            &[
                "Brash Raider",
                "Stone Sentry",
                "Scarred Veteran",
                "Grave Herald",
                "Vanguard Captain",
            ],
            2,
            &[],
            0,
        ),
        |b| {
            b.combat = true;
            b.at_battlefield = true;
        },
    )
}

/// A family whose turns have a combat phase (CR 506).
fn combat(b: Bounds) -> Bounds {
    with(b, |b| b.combat = true)
}

/// Families for combat (CR 506-511): attack, block and combat damage triggers, the keywords
/// that change them, and lifelink over several recipients at once.
fn combat_families() -> Vec<Bounds> {
    vec![
        // CR 508.1m, 506.5, 508.1f: attack triggers, "attacks alone", attackers tapping.
        combat(fam(
            "combat-attacks",
            &[2],
            &[
                "Raid Captain",
                "War Chanter",
                "Lone Duelist",
                "Grizzly Bears",
            ],
            2,
            &[],
            0,
        )),
        // CR 509.1i, 509.3a, 509.3c, 510.2: block and combat damage triggers, players dealt
        // damage, a blocker dying with its attacker (look-back, CR 603.10a).
        combat(fam(
            "combat-blocks",
            &[2],
            &["Gate Warden", "Bait Runner", "Coin Raider", "Grudge Keeper"],
            2,
            &[],
            0,
        )),
        // CR 510.4, 702.15b, 704.5h, 702.20b: first and double strike, lifelink, deathtouch,
        // vigilance next to a "becomes tapped" trigger, creatures dying in combat.
        combat(fam(
            "combat-keywords",
            &[2],
            &[
                "Bloodbond Knight",
                "Sunblade Duelist",
                "Twinblade Fencer",
                "Venom Asp",
                "Watchful Sentry",
                "Blood Artifact",
            ],
            1,
            &[],
            0,
        )),
        // CR 120.3f, 603.2c: one lifelink source damaging several creatures at once gains
        // life once; a watcher of creatures dying.
        combat(fam(
            "lifelink-batch",
            &[2],
            &["Pestilent Leech", "Grizzly Bears", "Blood Artifact"],
            2,
            &[],
            0,
        )),
        // CR 310.1 (mtg-2008-10-01), CR 310.4a (mtg-2008-10-01): with combat damage on the stack, a
        // blocking Leech's ping kills the 1/1 attacker before the damage resolves; CR 510.2
        // (later editions): the damage is dealt first.
        combat(fam(
            "combat-stack",
            &[2],
            &["Venom Asp", "Pestilent Leech"],
            1,
            &[],
            0,
        )),
        // CR 702.19b: a trampler blocked by a 2/2 assigns it lethal damage before any goes
        // over, lifelink counting all of it; CR 702.2c: with deathtouch 1 is lethal (not
        // under 2008, where CR 502.9b (mtg-2008-10-01) reads toughness only).
        combat(fam(
            "trample",
            &[2],
            &["Thornback Boar", "Venomhorn Charger", "Grizzly Bears"],
            1,
            &[],
            0,
        )),
        // CR 702.9b, 702.17b: a flyer is blocked only by a creature with flying or reach.
        combat(fam(
            "flying",
            &[2],
            &["Cliffside Roc", "Canopy Spider", "Grizzly Bears"],
            1,
            &[],
            0,
        )),
        // CR 702.111b: a menace creature is blocked by two creatures or none (refused by
        // mtg-2008-10-01, which has no menace: its boards are unplayable there).
        combat(fam(
            "menace",
            &[2],
            &["Gloomfang Prowler", "Grizzly Bears"],
            2,
            &[],
            0,
        )),
        // CR 509.1g + CR 101.1: one creature blocks two attackers and divides its damage
        // between them (CR 510.1d); its "whenever this blocks" triggers once (CR 509.3a).
        combat(fam(
            "block-several",
            &[2],
            &["Shieldwall Sentry", "Grizzly Bears"],
            2,
            &[],
            0,
        )),
        // CR 509.1h, 509.1g: "for each creature blocking it" / "it's blocking".
        combat(fam(
            "blocker-counts",
            &[2],
            &["Pack Brute", "Bulwark Tallier"],
            2,
            &[],
            0,
        )),
    ]
}

/// Families for the object vocabulary: counters, undying and persist, "enters with counters",
/// annihilation, "until end of turn" changes (CR 122, 702.93a, 702.79a, 614.1c, 704.5q, 611.2a).
fn object_families() -> Vec<Bounds> {
    vec![
        // CR 702.93a, 113.7a, 603.10a, 704.5q: undying reads last known counters; a watcher
        // of creatures with counters; a -1/-1 counter annihilating the returned +1/+1 one.
        fam(
            "undying",
            &[2],
            &["Undying Brute", "Veterans' Cairn"],
            2,
            &["Murder", "Blight Drop"],
            2,
        ),
        // CR 122.6, 614.1c: entering with counters puts them; CR 611.2a, 514.2, 704.5f: pumps
        // end at cleanup, and a -2/-2 kills; CR 702.79a: persist.
        fam(
            "counters-and-pumps",
            &[2],
            &["Growth Chronicler", "Persistent Wisp"],
            1,
            &["Sprouting Ooze", "Surge of Might", "Wilting Curse"],
            1,
        ),
        // CR 704.5j (2008: 420.5e): a second copy of a legend, and each player's own copy.
        fam("legends", &[2], &["Captain Vess"], 1, &["Captain Vess"], 1),
        // CR 608.3c (mtg-2024-11-08): an Aura cast on a creature; CR 702.6a (mtg-2024-11-08): an
        // Equipment equipped; CR 603.6e (mtg-2024-11-08): the creature destroyed alone or with
        // the Aura, which CR 704.5m (mtg-2024-11-08) then puts into the graveyard.
        fam(
            "attachments",
            &[2],
            &["Grizzly Bears", "Hero's Blade"],
            2,
            &["Mourning Shroud", "Planar Cleansing", "Murder"],
            2,
        ),
    ]
}

/// Standard families for what triggers, trigger order, the stack, delayed and state triggers.
fn trigger_and_stack_families() -> Vec<Bounds> {
    vec![
        // CR 603.2c, 603.10a: sweepers with watchers, look-back.
        fam(
            "sweepers",
            &[2],
            &[
                "Blood Artifact",
                "Grizzly Bears",
                "Land Grave Watcher",
                "Plains",
                "Doomed Scholar",
            ],
            2,
            &["Planar Cleansing", "Armageddon"],
            1,
        ),
        // CR 603.3b, 101.4: APNAP order, two parts, 3 players.
        with(
            fam(
                "apnap",
                &[2, 3],
                &["Upkeep Herald", "Trigger Echo"],
                2,
                &[],
                0,
            ),
            |b| b.step = Step::Upkeep,
        ),
        // CR 603.2h, 615: damage prevention and damage triggers.
        fam(
            "damage",
            &[2],
            &["Spiteful Sentry", "Warded Sentry"],
            1,
            &["Shock", "Guardian Shield"],
            2,
        ),
        // "Deals damage" triggers of an activated source.
        fam(
            "damage-source",
            &[2],
            &["Vampire Bat", "Spiteful Sentry"],
            1,
            &[],
            0,
        ),
        // CR 603.8: state triggers.
        fam(
            "state-triggers",
            &[2],
            &[
                "Empty-Hand Sage",
                "Twin Sage",
                "Desperate Muster",
                "Grizzly Bears",
            ],
            1,
            &["Shock", "Wheel of Fate"],
            1,
        ),
        // CR 603.7: delayed triggers.
        with(
            fam(
                "delayed",
                &[2],
                &["Banisher Scout", "Grizzly Bears"],
                1,
                &[
                    "Cloudshift",
                    "Blood Pact",
                    "Vengeful Rites",
                    "Murder",
                    "Fleeting Spirit",
                ],
                2,
            ),
            |b| b.library = 1,
        ),
        fam(
            "hidden-bliss",
            &[2],
            &["Doomed Scholar"],
            1,
            &["Ignorant Bliss", "Hidden Mourner", "Murder"],
            2,
        ),
        // CR 603.4: intervening if.
        with(
            fam(
                "intervening-if",
                &[2],
                &["Felidar Sovereign", "Lone Guardian"],
                1,
                &["Shock", "Healing Salve"],
                1,
            ),
            |b| {
                b.life = vec![40, 10];
                b.step = Step::Upkeep;
            },
        ),
    ]
}

/// Standard families for optional and reflexive triggers, zone changes, control and mana.
fn choice_zone_and_scoring_families() -> Vec<Bounds> {
    vec![
        // CR 603.5, 603.12: may, unless, reflexive.
        fam(
            "optional-reflexive",
            &[2],
            &["Grizzly Bears", "Soul Warden"],
            1,
            &[
                "Curious Scholar",
                "Tax Collector",
                "Heart-Piercer Manticore",
            ],
            1,
        ),
        // CR 603.6, 603.6a-d, 603.2d, 603.2f, 603.2i: zone changes and entering.
        fam(
            "entering",
            &[2],
            &[
                "Ability Eater",
                "Echo Chamber",
                "Soul Warden",
                "Tap Watcher",
                "Lifelink Shrine",
            ],
            1,
            &["Sleepy Sentinel", "Choice Oracle", "Grizzly Bears"],
            2,
        ),
        fam(
            "zone-change",
            &[2],
            &[
                "Hostile Ground",
                "Cemetery Warden",
                "Gravedigger Imp",
                "Phoenix Egg",
            ],
            1,
            &["Murder", "Grizzly Bears"],
            1,
        ),
        // CR 614.1 + CR 603.2h: a replaced death (exiled instead) triggers leaves abilities.
        fam(
            "replacement",
            &[2],
            &["Cemetery Warden", "Blood Artifact"],
            1,
            &["Banisher Scout", "Murder"],
            2,
        ),
        // CR 603.3a: control changes.
        with(
            fam(
                "control",
                &[2],
                &["Upkeep Herald", "Doomed Scholar"],
                1,
                &["Threaten", "Shock"],
                1,
            ),
            |b| b.step = Step::Upkeep,
        ),
        // CR 605.4a: mana abilities; CR 603.2f untap.
        fam(
            "mana",
            &[2],
            &["Plains", "Mana Echo", "Wakeful Sentry", "Royal Tapper"],
            2,
            &[],
            0,
        ),
    ]
}

/// Standard families for the rules errors of issue 11 (each pinned by a scenario in
/// `scenarios/fidelity/`), the Riftbound "Nth time" and Conquer/Hold scoring.
fn fidelity_and_scoring_families() -> Vec<Bounds> {
    vec![
        // CR 603.2b, 504.1: a draw-step ability before the draw; CR 603.4, 113.7a: an
        // intervening "if" about a source that left; RB 383.2.c.2: "when this leaves" is no
        // Deathknell.
        with(
            fam(
                "draw-step",
                &[2],
                &["Dawn Scribe", "Vigilant Idol", "Parting Spirit"],
                1,
                &["Murder"],
                1,
            ),
            |b| b.step = Step::Upkeep,
        ),
        // CR 603.6c: "from anywhere" on its own card; CR 603.2d, 110.1: an additional trigger
        // for permanents only, not a graveyard card's ability.
        fam(
            "graveyard-abilities",
            &[2],
            &["Echo Chamber", "Restless Spirit", "Wandering Ember"],
            2,
            &["Murder", "Grizzly Bears"],
            2,
        ),
        // CR 603.2i, 400.7: "once each turn" on two copies of a card.
        fam(
            "once-each-turn",
            &[2],
            &["Lifelink Shrine"],
            2,
            &["Grizzly Bears"],
            1,
        ),
        // CR 603.12, 701.17a: a reflexive sacrifice of "another artifact".
        fam(
            "sacrifice-filter",
            &[2],
            &["Grizzly Bears", "Blood Artifact"],
            2,
            &["Scrap Feeder"],
            1,
        ),
        // RB 383.3.a.2 (riftbound-1.4): abilities watching abilities trigger and a leading "may".
        fam(
            "may-watchers",
            &[2],
            &["Trigger Echo"],
            1,
            &["Curious Scholar"],
            1,
        ),
        // CR 603.5, 118.12a, 101.4: "unless an opponent pays" at a table of three.
        fam("unless-table", &[3], &[], 0, &["Tax Collector"], 1),
        // RB 142.4.b (riftbound-1.4) + RB 323.5 (riftbound-1.4): a unit with 0 Might lives until damage is
        // marked on it; CR 704.5f: in Magic a 0/0 dies at once.
        fam("zero-might", &[2], &["Mightless Sprout"], 1, &["Shock"], 1),
        // RB 383.3.f (riftbound-1.3): "once each turn" limits triggering; left off the Chain
        // it has not triggered (383.3.f.2), so a watcher of triggers must not see it; two
        // tokens entering at once trigger it once.
        fam(
            "once-watchers",
            &[2],
            &["Trigger Echo", "Lifelink Shrine"],
            2,
            &["Grizzly Bears", "Muster the Guard"],
            1,
        ),
        // RB 383.1.b: "the first time ... each turn" with simultaneous occurrences.
        fam(
            "nth-time",
            &[2],
            &["First Rites", "Plains"],
            3,
            &["Armageddon"],
            1,
        ),
        // RB 383.4.c, 383.4.d: Conquer and Hold effects, a replaced point (CR 603.2h).
        with(
            fam(
                "scoring",
                &[2],
                &[
                    "Vanguard Captain",
                    "Keep Warden",
                    "Stalwart Keep",
                    "Oath of Denial",
                ],
                2,
                &["Banner Raid"],
                1,
            ),
            |b| b.step = Step::Upkeep,
        ),
    ]
}

/// Every built-in preset.
pub fn presets() -> Vec<Preset> {
    vec![
        Preset {
            name: "smoke",
            about: "Every rule family on its smallest boards, one turn; seconds. What CI runs.",
            families: standard_families(),
            limits: Limits::default(),
        },
        Preset {
            name: "standard",
            about: "Every rule family through two turns; the default.",
            families: standard_families(),
            limits: Limits {
                turns: 2,
                ..Limits::default()
            },
        },
        Preset {
            name: "deep",
            about: "Standard with two turns, more permanents and both hands; a sharding job (--symmetry --shard I/N, bench/deep-shards.sh).",
            families: standard_families()
                .into_iter()
                .map(|mut b| {
                    b.max_permanents += 1;
                    b.hand_active_only = false;
                    b
                })
                .collect(),
            // Two turns, and room for what deep's boards reach (with one more permanent per
            // player and hands for both, the default 12 stack items cut shards short). Both
            // are finite: stack items come from finitely many events — at most three Muster
            // the Guard (six tokens) entering beside four Tally Wardens (`resolved-times`:
            // 24 triggers at once, each leaving a delayed one), or up to six creatures dying
            // beside Mourning Choirs and Grim Conductors (`additional-deaths`); objects are the
            // boards' cards plus those tokens. `bench boards --preset deep --symmetry
            // --max-stack 192 --max-objects 255` over 40 random shards of 16,384 (520 boards,
            // README "Scaling") reached at most 24 stack items and 14 objects, no state halted
            // by the engine, no board out of bounds. 48 and 32 leave room; a board past them
            // still makes its shard incomplete, never a silent cut. Checked by
            // `checker/tests/limits_fit.rs`: every family's objects before any token (start and
            // every library card drawn) fit `max_objects` by construction, and each family's
            // heaviest boards, explored under the engine's own limits, stay within both.
            limits: Limits {
                turns: 2,
                max_stack: 48,
                max_objects: 32,
            },
        },
    ]
}

/// The preset named `name`.
pub fn preset(name: &str) -> Option<Preset> {
    presets().into_iter().find(|p| p.name == name)
}
