//! The query language of expectations: the syntax tree and its evaluation on one explored state
//! (the game, the scenario's ghost counters, and whether the state ends the exploration).
//! The grammar and each query's meaning are documented in `scenarios/README.md`; the parser is
//! in `parse.rs`.

use triggerproof_model::state::{
    AbilityOrigin, GameState, Outcome, PlayerId, StackObject, Step, TriggerInstance, Zone,
};
use triggerproof_model::vocab::CardId;

/// Which kind of stack object (or ability) a selector keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Origin {
    /// A printed triggered ability.
    Printed,
    /// A delayed triggered ability.
    Delayed,
    /// A reflexive triggered ability.
    Reflexive,
    /// An activated ability.
    Activated,
    /// A spell.
    Spell,
    /// A triggered ability granted by a static ability (CR 613.1f); its card is the card of
    /// the object that has it.
    Granted,
}

impl Origin {
    /// The origin of a trigger instance.
    pub fn of(o: &AbilityOrigin) -> Origin {
        match o {
            AbilityOrigin::Printed { .. } => Origin::Printed,
            AbilityOrigin::Delayed { .. } => Origin::Delayed,
            AbilityOrigin::Reflexive { .. } => Origin::Reflexive,
            AbilityOrigin::Granted { .. } => Origin::Granted,
        }
    }
}

/// Objects from one card: `[origin] "Card" [by P]`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Sel {
    pub card: CardId,
    /// Controller (or owner, off the battlefield and the stack).
    pub by: Option<PlayerId>,
    /// Only stack objects (or abilities) of this kind.
    pub origin: Option<Origin>,
}

impl Sel {
    /// Does an object or ability from `card`, controlled by `p`, of origin `o`, match?
    pub fn matches(&self, card: CardId, p: PlayerId, o: Option<Origin>) -> bool {
        self.card == card
            && self.by.is_none_or(|b| b == p)
            && self.origin.is_none_or(|want| o == Some(want))
    }
}

/// What a ghost counter counts, over the whole game so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Count {
    /// Abilities that triggered (trigger instances created).
    Triggered,
    /// Stack objects that resolved (not removed, not fizzled).
    Resolved,
    /// Stack objects removed without resolving (CR 603.3d: no legal choice, CR 603.4: intervening
    /// if false, CR 608.2b: targets illegal), and spells whose targets were all illegal.
    Removed,
}

/// A number read from a state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Measure {
    /// Ghost slot `.0`: a count (see `ghost::Ghosts`).
    Counter(usize),
    /// Objects in a zone (battlefield, graveyard, exile, hand).
    InZone(Zone, Sel),
    /// Objects on the stack.
    Stack(Sel),
    /// Triggered abilities waiting to be put on the stack.
    Waiting(Sel),
    /// Tapped permanents.
    Tapped(Sel),
    /// Attacking creatures (CR 508.1).
    Attacking(Sel),
    /// Blocking creatures (CR 509.1).
    Blocking(Sel),
    /// Counters of a kind on the card's permanents (CR 122).
    Counters(Sel, triggerproof_model::vocab::CounterKind),
    /// The summed power of the card's permanents (CR 208, with counters and effects).
    Power(Sel),
    /// The summed toughness of the card's permanents.
    Toughness(Sel),
    Life(PlayerId),
    HandSize(PlayerId),
    Library(PlayerId),
    /// Mana in the player's pool.
    Mana(PlayerId),
    /// Points scored by Conquer and Hold.
    Points(PlayerId),
    Turn,
    StackSize,
    /// Counters of a kind on a player (CR 122.1).
    PlayerCounters(PlayerId, triggerproof_model::vocab::CounterKind),
    /// The summed damage marked on the card's permanents (CR 120.3 (mtg-2024-11-08)).
    Damage(Sel),
}

/// A comparison operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cmp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Cmp {
    pub fn test<T: Ord>(self, a: T, b: T) -> bool {
        match self {
            Cmp::Eq => a == b,
            Cmp::Ne => a != b,
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Gt => a > b,
            Cmp::Ge => a >= b,
        }
    }

    /// The operator with its sides swapped (`3 < x` is `x > 3`).
    pub fn flipped(self) -> Cmp {
        match self {
            Cmp::Lt => Cmp::Gt,
            Cmp::Le => Cmp::Ge,
            Cmp::Gt => Cmp::Lt,
            Cmp::Ge => Cmp::Le,
            c => c,
        }
    }
}

/// A query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expr {
    Compare(Measure, Cmp, i64),
    /// A sum of measures, each with a whole-number coefficient (`a + b - c`, `a - b`),
    /// compared with a constant: what `a + b == c + 3` is once its sides are gathered. Its
    /// counts are exact up to `ghost::MAX_COUNT` (see `ghost::Ghosts::exact`).
    Sum(Vec<(i64, Measure)>, Cmp, i64),
    /// No further exploration from this state: the game is over, or the horizon is reached.
    End,
    GameOver,
    Won(PlayerId),
    Lost(PlayerId),
    Draw,
    /// A mandatory loop was reported (a fact about the whole exploration, not a state).
    Loop,
    /// Some stack object matching the first selector is above one matching the second.
    Above(Sel, Sel),
    /// The top stack object matches.
    Top(Sel),
    InStep(Step),
    Active(PlayerId),
    /// The pending decision is the player's (`decides(P)`); with a selector, it is the
    /// player's answer to a question of the resolving top stack object from that card
    /// (`decides(P, SEL)`: CR 608.2d (mtg-2024-11-08), 413.2c (mtg-2008-10-01): the player
    /// announces the effect's choices while applying it).
    Decides(PlayerId, Option<Sel>),
    /// The query held in some state of this path so far, this one included: ghost slot `.0`.
    Ever(usize, Box<Expr>),
    Not(Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    Implies(Box<Expr>, Box<Expr>),
}

/// One explored state as queries see it.
pub struct Facts<'a> {
    pub game: &'a GameState,
    /// The card pool (for power and toughness).
    pub pool: &'a triggerproof_model::cards::CardPool,
    pub counts: &'a [u8],
    /// The state ends the last explored turn (its successor would begin the next turn).
    pub horizon: bool,
}

impl Facts<'_> {
    /// Is this state an end of the exploration (game over, or the end of the last turn)?
    pub fn is_end(&self) -> bool {
        self.game.is_over() || self.horizon
    }
}

impl Expr {
    /// Evaluates the query on a state. `Loop` is never true of a state.
    pub fn eval(&self, f: &Facts) -> bool {
        let g = f.game;
        let outcome = match g.decision {
            triggerproof_model::state::Decision::GameOver(o) => Some(o),
            _ => None,
        };
        match self {
            Expr::Compare(m, c, v) => c.test(measure(m, f), *v),
            Expr::Sum(terms, c, v) => c.test(sum(terms, f), i128::from(*v)),
            Expr::End => f.is_end(),
            Expr::GameOver => g.is_over(),
            Expr::Won(p) => {
                outcome == Some(Outcome::Won(*p)) || player(g, *p).is_some_and(|x| x.won)
            }
            Expr::Lost(p) => {
                outcome == Some(Outcome::Lost(*p)) || player(g, *p).is_some_and(|x| x.lost)
            }
            Expr::Draw => outcome == Some(Outcome::Draw),
            Expr::Loop => false,
            Expr::Above(a, b) => {
                let at = |s: &Sel| -> Vec<usize> {
                    (0..g.stack.len())
                        .filter(|i| stack_matches(g, &g.stack[*i], s))
                        .collect()
                };
                let (hi, lo) = (at(a), at(b));
                hi.iter().any(|h| lo.iter().any(|l| h > l))
            }
            Expr::Top(s) => g.stack.back().is_some_and(|o| stack_matches(g, o, s)),
            Expr::InStep(s) => g.step == *s,
            Expr::Active(p) => g.active == *p,
            Expr::Decides(p, sel) => decides(g, *p, sel.as_ref()),
            Expr::Ever(i, _) => f.counts[*i] > 0,
            Expr::Not(e) => !e.eval(f),
            Expr::And(a, b) => a.eval(f) && b.eval(f),
            Expr::Or(a, b) => a.eval(f) || b.eval(f),
            Expr::Implies(a, b) => !a.eval(f) || b.eval(f),
        }
    }
}

/// Is the pending decision of `g` the player's (answering a question of the resolving top
/// object from `sel`'s card, with a selector)? Read from the decision the state waits for:
/// the player named there is the one whose choice the next step records.
fn decides(g: &GameState, p: PlayerId, sel: Option<&Sel>) -> bool {
    use triggerproof_model::state::Decision as D;
    let who = match g.decision {
        D::Priority(q)
        | D::PutTrigger { player: q, .. }
        | D::Resolve { player: q, .. }
        | D::KeepLegend { player: q }
        | D::DeclareAttackers(q)
        | D::DeclareBlockers(q)
        | D::AssignCombatDamage(q)
        | D::PayMana(q) => Some(q),
        D::GameOver(_) | D::Halted(_) => None,
    };
    if who != Some(p) {
        return false;
    }
    match sel {
        None => true,
        Some(s) => {
            matches!(g.decision, D::Resolve { .. })
                && g.stack.back().is_some_and(|o| stack_matches(g, o, s))
        }
    }
}

fn instance_matches(t: &TriggerInstance, s: &Sel) -> bool {
    s.matches(t.source_card, t.controller, Some(Origin::of(&t.origin)))
}

/// Does a stack object come from the selected card (a spell, an activated or triggered ability)?
pub fn stack_matches(g: &GameState, o: &StackObject, s: &Sel) -> bool {
    match o {
        StackObject::Spell {
            object, controller, ..
        } => g
            .object(*object)
            .is_some_and(|ob| s.matches(ob.card, *controller, Some(Origin::Spell))),
        StackObject::Triggered { instance, .. } => instance_matches(instance, s),
        StackObject::Activated {
            card, controller, ..
        } => s.matches(*card, *controller, Some(Origin::Activated)),
        // Combat damage on the stack (CR 310.1 (mtg-2008-10-01)) comes from no card's text.
        StackObject::CombatDamage { .. } => false,
    }
}

/// A player of this board, if the board has that seat (boards of a family may have fewer).
fn player(g: &GameState, p: PlayerId) -> Option<&triggerproof_model::state::Player> {
    g.players.get(p.index())
}

/// The value of `Σ coefficient × measure` (in i128: no sum of terms a query can hold
/// overflows it, so nothing wraps).
fn sum(terms: &[(i64, Measure)], f: &Facts) -> i128 {
    terms
        .iter()
        .map(|(k, m)| i128::from(*k) * i128::from(measure(m, f)))
        .sum()
}

fn measure(m: &Measure, f: &Facts) -> i64 {
    let g = f.game;
    let n = match m {
        Measure::Counter(i) => return f.counts[*i] as i64,
        Measure::InZone(zone, s) => g
            .in_zone(*zone)
            .filter(|(_, o)| {
                let who = if *zone == Zone::Battlefield {
                    o.controller
                } else {
                    o.owner
                };
                s.matches(o.card, who, None)
            })
            .count(),
        Measure::Stack(s) => g.stack.iter().filter(|o| stack_matches(g, o, s)).count(),
        Measure::Waiting(s) => g.waiting.iter().filter(|t| instance_matches(t, s)).count(),
        Measure::Attacking(s) => g
            .battlefield()
            .filter(|(id, o)| {
                g.combat.attacker(*id).is_some() && s.matches(o.card, o.controller, None)
            })
            .count(),
        Measure::Blocking(s) => g
            .battlefield()
            .filter(|(id, o)| g.combat.blocking(*id) && s.matches(o.card, o.controller, None))
            .count(),
        Measure::Tapped(s) => g
            .battlefield()
            .filter(|(_, o)| o.tapped && s.matches(o.card, o.controller, None))
            .count(),
        Measure::Counters(s, kind) => g
            .battlefield()
            .filter(|(_, o)| s.matches(o.card, o.controller, None))
            .map(|(_, o)| {
                o.counters
                    .iter()
                    .filter(|(k, _)| k == kind)
                    .map(|(_, n)| *n as usize)
                    .sum::<usize>()
            })
            .sum(),
        Measure::Power(s) | Measure::Toughness(s) => {
            // Read with the properties' own P/T reading (counters and "until end of turn"
            // changes), never the engine's.
            let pt = g
                .battlefield()
                .filter(|(_, o)| s.matches(o.card, o.controller, None))
                .filter_map(|(_, o)| {
                    let k = triggerproof_properties::selector::Known::of(o, false);
                    triggerproof_properties::selector::power_toughness(f.pool, &k)
                })
                .map(|(p, t)| if matches!(m, Measure::Power(_)) { p } else { t } as i64)
                .sum::<i64>();
            return pt;
        }
        Measure::Life(p) => return player(g, *p).map_or(0, |x| x.life as i64),
        Measure::HandSize(p) => g.hand_size(*p),
        Measure::Library(p) => player(g, *p).map_or(0, |_| g.library_size(*p)),
        Measure::Mana(p) => player(g, *p).map_or(0, |x| usize::from(x.mana.total())),
        Measure::Points(p) => player(g, *p).map_or(0, |x| x.points as usize),
        Measure::Turn => return g.turn as i64,
        Measure::StackSize => g.stack.len(),
        Measure::PlayerCounters(p, k) => player(g, *p).map_or(0, |x| x.counters_of(*k) as usize),
        Measure::Damage(s) => {
            return g
                .battlefield()
                .filter(|(_, o)| s.matches(o.card, o.controller, None))
                .map(|(_, o)| i64::from(o.damage))
                .sum()
        }
    };
    n as i64
}
