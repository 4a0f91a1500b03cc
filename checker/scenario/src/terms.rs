//! The terms of the query language: flags (true or false by themselves), measures (numbers),
//! selectors (`[origin] "Card" [by P]`), players and steps. Part of the parser in `parse.rs`.

use super::ghost::Ghost;
use super::parse::{show, Parser, QueryError, Tok, FLAGS, MEASURES};
use super::query::{Count, Expr, Measure, Origin, Sel};
use triggerproof_model::state::{PlayerId, Step, Zone};

const STEPS: [(&str, Step); 12] = [
    ("untap", Step::Untap),
    ("upkeep", Step::Upkeep),
    ("draw", Step::Draw),
    ("main", Step::Main),
    ("beginning-of-combat", Step::BeginningOfCombat),
    ("declare-attackers", Step::DeclareAttackers),
    ("declare-blockers", Step::DeclareBlockers),
    ("first-strike-damage", Step::FirstStrikeDamage),
    ("combat-damage", Step::CombatDamage),
    ("end-of-combat", Step::EndOfCombat),
    ("end", Step::End),
    ("cleanup", Step::Cleanup),
];

impl Parser<'_, '_> {
    /// A flag named `w` (its arguments follow), or `None` if `w` is not a flag.
    pub(super) fn flag(&mut self, w: &str) -> Result<Option<Expr>, QueryError> {
        let e = match w {
            "end" => Expr::End,
            "game-over" => Expr::GameOver,
            "draw" => Expr::Draw,
            "loop" => Expr::Loop,
            "won" => Expr::Won(self.args(|p| p.player())?),
            "lost" => Expr::Lost(self.args(|p| p.player())?),
            "active" => Expr::Active(self.args(|p| p.player())?),
            "top" => Expr::Top(self.args(|p| p.sel())?),
            "decides" => {
                let (pl, s) = self.args(|p| {
                    let pl = p.player()?;
                    if *p.peek() != Tok::Op(",") {
                        return Ok((pl, None));
                    }
                    p.next();
                    Ok((pl, Some(p.sel()?)))
                })?;
                Expr::Decides(pl, s)
            }
            "ever" => {
                let e = self.args(|p| p.implies())?;
                Expr::Ever(self.ctx.ghosts.slot(Ghost::Ever(e.clone())), Box::new(e))
            }
            "step" => Expr::InStep(self.args(|p| p.step())?),
            "above" => {
                let (a, b) = self.args(|p| {
                    let a = p.sel()?;
                    p.expect_op(",", "between the two selectors of `above`")?;
                    Ok((a, p.sel()?))
                })?;
                Expr::Above(a, b)
            }
            _ => return Ok(None),
        };
        Ok(Some(e))
    }

    /// A measure named `w` (its arguments follow); `at` is where `w` starts.
    pub(super) fn measure(&mut self, w: &str, at: usize) -> Result<Measure, QueryError> {
        let count = |p: &mut Self, c: Count| -> Result<Measure, QueryError> {
            let s = p.args(|p| p.sel())?;
            Ok(Measure::Counter(p.ctx.ghosts.slot(Ghost::Count(c, s))))
        };
        let zone = |p: &mut Self, z: Zone| -> Result<Measure, QueryError> {
            Ok(Measure::InZone(z, p.args(|p| p.plain_sel())?))
        };
        Ok(match w {
            "triggered" => count(self, Count::Triggered)?,
            "resolved" => count(self, Count::Resolved)?,
            "removed" => count(self, Count::Removed)?,
            "battlefield" => zone(self, Zone::Battlefield)?,
            "graveyard" => zone(self, Zone::Graveyard)?,
            "exile" => zone(self, Zone::Exile)?,
            "hand" => zone(self, Zone::Hand)?,
            "stack" => Measure::Stack(self.args(|p| p.sel())?),
            "waiting" => Measure::Waiting(self.args(|p| p.sel())?),
            "tapped" => Measure::Tapped(self.args(|p| p.plain_sel())?),
            "attacking" | "blocking" if !self.ctx.combat => {
                return Err(QueryError {
                    offset: at,
                    message: format!(
                        "`{w}` counts creatures in combat, and no starting board has `combat = \
                         true`; expected `combat = true` on the board (or family)"
                    ),
                })
            }
            "attacking" => Measure::Attacking(self.args(|p| p.plain_sel())?),
            "blocking" => Measure::Blocking(self.args(|p| p.plain_sel())?),
            "counters" => {
                let (s, k) = self.args(|p| {
                    let s = p.plain_sel()?;
                    p.expect_op(",", "between the card and the counter kind")?;
                    Ok((s, p.counter_kind()?))
                })?;
                Measure::Counters(s, k)
            }
            "power" => Measure::Power(self.args(|p| p.plain_sel())?),
            "toughness" => Measure::Toughness(self.args(|p| p.plain_sel())?),
            "damage" => Measure::Damage(self.args(|p| p.plain_sel())?),
            "life" => Measure::Life(self.args(|p| p.player())?),
            "hand-size" => Measure::HandSize(self.args(|p| p.player())?),
            "library" => Measure::Library(self.args(|p| p.player())?),
            "mana" => Measure::Mana(self.args(|p| p.player())?),
            "points" => Measure::Points(self.args(|p| p.player())?),
            "turn" => Measure::Turn,
            "stack-size" => Measure::StackSize,
            "player-counters" => {
                let (pl, k) = self.args(|p| {
                    let pl = p.player()?;
                    p.expect_op(",", "between the player and the counter kind")?;
                    Ok((pl, p.counter_kind()?))
                })?;
                Measure::PlayerCounters(pl, k)
            }
            _ => {
                let names = FLAGS.split(", ").chain(MEASURES.split(", "));
                let names: Vec<&str> = names.map(|n| n.split('(').next().unwrap_or(n)).collect();
                return Err(QueryError {
                    offset: at,
                    message: format!(
                        "unknown query `{w}`{}; expected one of {FLAGS}, or one of {MEASURES} \
                         compared with a number",
                        super::error::suggest(w, names)
                            .map(|n| format!(" (did you mean `{n}`?)"))
                            .unwrap_or_default()
                    ),
                });
            }
        })
    }

    /// `( inner )`.
    fn args<T>(
        &mut self,
        inner: impl FnOnce(&mut Self) -> Result<T, QueryError>,
    ) -> Result<T, QueryError> {
        self.expect_op("(", "to open the arguments")?;
        let v = inner(self)?;
        self.expect_op(")", "to close the arguments")?;
        Ok(v)
    }

    /// A selector without an origin (objects in zones are not abilities).
    fn plain_sel(&mut self) -> Result<Sel, QueryError> {
        let at = self.offset();
        let s = self.sel()?;
        if s.origin.is_some() {
            return Err(QueryError {
                offset: at,
                message:
                    "`printed`, `delayed`, `reflexive`, `activated`, `spell` and `granted` select \
                          stack objects; this query counts objects in a zone"
                        .into(),
            });
        }
        Ok(s)
    }

    /// `[printed|delayed|reflexive|activated|spell|granted] "Card" [by P]`.
    fn sel(&mut self) -> Result<Sel, QueryError> {
        let origin = match self.peek() {
            Tok::Word(w) if w == "printed" => Some(Origin::Printed),
            Tok::Word(w) if w == "delayed" => Some(Origin::Delayed),
            Tok::Word(w) if w == "reflexive" => Some(Origin::Reflexive),
            Tok::Word(w) if w == "activated" => Some(Origin::Activated),
            Tok::Word(w) if w == "spell" => Some(Origin::Spell),
            Tok::Word(w) if w == "granted" => Some(Origin::Granted),
            _ => None,
        };
        if origin.is_some() {
            self.next();
        }
        let at = self.offset();
        let name = match self.next() {
            Tok::Str(s) => s,
            t => {
                self.back(&t);
                return Err(self.err(format!(
                    "expected a card name in quotes (\"Card\" or 'Card'), found {}",
                    show(&t)
                )));
            }
        };
        let card = (self.ctx.card)(&name).map_err(|message| QueryError {
            offset: at,
            message,
        })?;
        let by = if self.word("by") {
            self.next();
            Some(self.player()?)
        } else {
            None
        };
        Ok(Sel { card, by, origin })
    }

    /// A counter kind in quotes: "+1/+1", "-1/-1", "charge", ...
    fn counter_kind(&mut self) -> Result<triggerproof_model::vocab::CounterKind, QueryError> {
        use triggerproof_model::vocab::CounterKind;
        let t = self.next();
        if let Tok::Str(w) = &t {
            if let Some(k) = CounterKind::parse(w) {
                return Ok(k);
            }
        }
        self.back(&t);
        let kinds: Vec<String> = CounterKind::ALL
            .iter()
            .map(|k| format!("\"{}\"", k.word()))
            .collect();
        Err(self.err(format!(
            "expected a counter kind ({}), found {}",
            kinds.join(", "),
            show(&t)
        )))
    }

    /// `P1` .. `P4`, within the scenario's players.
    fn player(&mut self) -> Result<PlayerId, QueryError> {
        let n = self.ctx.players;
        let t = self.next();
        let seat = match &t {
            Tok::Word(w) if w.len() == 2 && w.starts_with(['P', 'p']) => {
                w[1..].parse::<usize>().ok().filter(|k| (1..=4).contains(k))
            }
            _ => None,
        };
        match seat {
            Some(k) if k <= n => Ok(PlayerId(k as u8 - 1)),
            Some(k) => {
                self.back(&t);
                Err(self.err(format!(
                    "player P{k}: this scenario has {n} players; expected P1 to P{n}"
                )))
            }
            None => {
                self.back(&t);
                Err(self.err(format!(
                    "expected a player (P1 to P{n}), found {}",
                    show(&t)
                )))
            }
        }
    }

    fn step(&mut self) -> Result<Step, QueryError> {
        let t = self.next();
        if let Tok::Word(w) = &t {
            if let Some((_, s)) = STEPS.iter().find(|(n, _)| n == w) {
                if !self.ctx.combat && is_combat_step(*s) {
                    self.back(&t);
                    return Err(self.err(format!(
                        "`{w}` is a combat step, and no starting board has `combat = true`: \
                         no turn here has it; expected `combat = true` on the board (or \
                         family), or a step of a turn without combat"
                    )));
                }
                return Ok(*s);
            }
        }
        self.back(&t);
        let names: Vec<&str> = STEPS.iter().map(|(n, _)| *n).collect();
        Err(self.err(format!(
            "expected a step ({}), found {}",
            names.join(", "),
            show(&t)
        )))
    }
}

/// The steps of the combat phase (CR 506.1 (mtg-2024-11-08)): none without `combat = true`.
pub(crate) fn is_combat_step(s: Step) -> bool {
    matches!(
        s,
        Step::BeginningOfCombat
            | Step::DeclareAttackers
            | Step::DeclareBlockers
            | Step::FirstStrikeDamage
            | Step::CombatDamage
            | Step::EndOfCombat
    )
}
