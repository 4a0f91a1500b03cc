//! The properties' own reading of the vocabulary's selectors, quantities and conditions, written
//! from the rules text (CR 109.3 characteristics, 122 counters, 208 power/toughness, 708.2
//! face-down, 113.7a last known information), sharing no code with the engine's.
//!
//! A property often knows only part of an object (what the journal says of a permanent that
//! left: its card and controller), so the reading is three-valued: `Some(answer)` when what
//! the selector asks is known, `None` when it is not; a property then does not judge.

use std::collections::{BTreeMap, BTreeSet};
use triggerproof_model::cards::CardPool;
use triggerproof_model::state::{GameObject, GameState, ObjectId, PlayerId, TurnHistory, Zone};
use triggerproof_model::vocab::{
    CardType, Cmp, Color, ColorTest, Condition, CounterKind, History, ManaSymbol, ObjectRef, Op,
    Quantity, Selector, Who,
};

/// What a property knows of one object at the moment a rule looks at it.
#[derive(Clone, Debug)]
pub struct Known {
    pub card: triggerproof_model::vocab::CardId,
    pub controller: PlayerId,
    pub owner: Option<PlayerId>,
    pub zone: Option<Zone>,
    pub tapped: Option<bool>,
    /// Counters by kind; `None` when unknown.
    pub counters: Option<BTreeMap<CounterKind, u8>>,
    /// Summed "until end of turn" changes; `None` when unknown.
    pub pump: Option<(i8, i8)>,
    pub face_down: bool,
    /// Is it the object whose ability is asking ("this")?
    pub itself: bool,
    /// Is it the object the asking ability's Aura or Equipment is attached to ("enchanted",
    /// "equipped", CR 303.4b, 301.5a (mtg-2024-11-08))? `None` when unknown.
    pub enchanted: Option<bool>,
    /// Did it enter the battlefield this turn (CR 400.7: each entry a new object)? `None` when
    /// unknown.
    pub entered: Option<bool>,
    /// Was it cast from its owner's hand, or is it the permanent such a spell became (CR
    /// 601.2a, 400.7 (mtg-2024-11-08))? `None` when unknown.
    pub cast_from_hand: Option<bool>,
}

impl Known {
    /// Everything about an object of a state.
    pub fn of(o: &GameObject, itself: bool) -> Known {
        Known {
            card: o.card,
            controller: o.controller,
            owner: Some(o.owner),
            zone: Some(o.zone),
            tapped: Some(o.tapped),
            counters: Some(o.counters.iter().copied().collect()),
            pump: Some(o.pump),
            face_down: o.face_down,
            itself,
            enchanted: None,
            entered: Some(o.entered_this_turn),
            cast_from_hand: Some(o.cast_from_hand),
        }
    }

    /// What a journal's zone change tells of the object that moved: its card and its
    /// controller just before the move, and nothing else.
    pub fn from_journal(
        card: triggerproof_model::vocab::CardId,
        controller: PlayerId,
        itself: bool,
    ) -> Known {
        Known {
            card,
            controller,
            owner: None,
            zone: None,
            tapped: None,
            counters: None,
            pump: None,
            face_down: false,
            itself,
            enchanted: None,
            entered: None,
            cast_from_hand: None,
        }
    }

    fn counter(&self, k: CounterKind) -> Option<i16> {
        self.counters
            .as_ref()
            .map(|c| i16::from(c.get(&k).copied().unwrap_or(0)))
    }
}

/// Three-valued "and": false wins, then unknown.
fn and(parts: impl IntoIterator<Item = Option<bool>>) -> Option<bool> {
    let mut unknown = false;
    for p in parts {
        match p {
            Some(false) => return Some(false),
            None => unknown = true,
            Some(true) => {}
        }
    }
    if unknown {
        None
    } else {
        Some(true)
    }
}

/// "N or more", "N or less", "exactly N", as the rules read them (not the vocabulary's helper).
fn compare(cmp: Cmp, n: i16) -> bool {
    match cmp {
        Cmp::AtLeast(k) => n >= k,
        Cmp::AtMost(k) => n <= k,
        Cmp::Exactly(k) => n == k,
    }
}

/// `l op r`, as the rules read "at least", "at most", "equal", "less", "greater".
pub fn relate(op: Op, l: i64, r: i64) -> bool {
    match op {
        Op::AtLeast => l >= r,
        Op::AtMost => l <= r,
        Op::Equal => l == r,
        Op::Less => l < r,
        Op::Greater => l > r,
    }
}

/// Is `player` one of the players `who` names, for an ability controlled by `you`?
pub fn names_player(who: Who, player: PlayerId, you: PlayerId) -> bool {
    match who {
        Who::Any => true,
        Who::You => player == you,
        Who::Opponent => player != you,
        // "That player" is an effect's word (`crate::that_player` reads it); it names no one here.
        Who::That | Who::Owner => false,
    }
}

/// Power and toughness (CR 208.1, 122.1a, 611.2a; a face-down permanent is 2/2, 708.2a).
pub fn power_toughness(pool: &CardPool, k: &Known) -> Option<(i16, i16)> {
    let card = pool.get(k.card);
    let (p, t) = if k.face_down {
        (2, 2)
    } else {
        (i16::from(card.power), i16::from(card.toughness))
    };
    let plus = k.counter(CounterKind::PlusOne)?;
    let minus = k.counter(CounterKind::MinusOne)?;
    let (pp, pt) = k.pump?;
    Some((
        p + plus - minus + i16::from(pp),
        t + plus - minus + i16::from(pt),
    ))
}

/// The colours of an object as the rules give them (CR 202.2 (mtg-2024-11-08)): each colour a
/// coloured mana symbol of its mana cost shows, and each colour of its colour indicator (CR
/// 202.2e); face down it has no mana cost (CR 708.2a), so none.
pub fn colors_of(pool: &CardPool, k: &Known) -> BTreeSet<Color> {
    let card = pool.get(k.card);
    let mut out = BTreeSet::new();
    if k.face_down {
        return out;
    }
    if let Some(cost) = &card.mana_cost {
        for sym in &cost.symbols {
            if let ManaSymbol::Colored(c) = sym {
                out.insert(*c);
            }
        }
    }
    out.extend(card.colors.iter().copied());
    out
}

/// CR 105.2b-c (mtg-2024-11-08): "red" is having red among its colours; "multicolored" is two
/// or more colours; "colorless" is none.
pub fn has_color(colors: &BTreeSet<Color>, test: ColorTest) -> bool {
    match test {
        ColorTest::White => colors.contains(&Color::White),
        ColorTest::Blue => colors.contains(&Color::Blue),
        ColorTest::Black => colors.contains(&Color::Black),
        ColorTest::Red => colors.contains(&Color::Red),
        ColorTest::Green => colors.contains(&Color::Green),
        ColorTest::Colorless => colors.is_empty(),
        ColorTest::Multicolored => colors.len() > 1,
    }
}

/// Does the selector pick this object, for an ability controlled by `you`?
pub fn selects(pool: &CardPool, sel: &Selector, k: &Known, you: PlayerId) -> Option<bool> {
    let card = pool.get(k.card);
    // CR 708.2a: a face-down object shows no name, type, subtype or supertype.
    let printed = |has: bool| !k.face_down && has;
    let mut tests: Vec<Option<bool>> = Vec::new();
    if sel.this {
        tests.push(Some(k.itself));
    }
    if sel.another {
        tests.push(Some(!k.itself));
    }
    if sel.enchanted {
        tests.push(k.enchanted);
    }
    if sel.entered_this_turn {
        tests.push(k.entered);
    }
    if sel.cast_from_hand {
        tests.push(k.cast_from_hand);
    }
    // CR 708.2a: face down on the battlefield it is a 2/2 creature with no other type.
    let face_down_permanent = k.face_down && k.zone == Some(Zone::Battlefield);
    if let Some(t) = sel.card_type {
        let has =
            printed(card.types.contains(&t)) || (face_down_permanent && t == CardType::Creature);
        tests.push(Some(has));
    }
    if let Some(st) = &sel.subtype {
        let has = card
            .subtypes
            .iter()
            .any(|x| x.to_lowercase() == st.to_lowercase());
        tests.push(Some(printed(has)));
    }
    if let Some(st) = sel.supertype {
        tests.push(Some(printed(card.supertypes.contains(&st))));
    }
    if let Some(n) = &sel.name {
        tests.push(Some(printed(&card.name == n)));
    }
    if let Some(t) = sel.token {
        tests.push(Some(card.token == t));
    }
    tests.push(Some(names_player(sel.controller, k.controller, you)));
    if sel.owner != Who::Any {
        tests.push(k.owner.map(|o| names_player(sel.owner, o, you)));
    }
    if let Some(z) = sel.zone {
        tests.push(k.zone.map(|kz| kz == z));
    }
    if let Some(t) = sel.tapped {
        tests.push(k.tapped.map(|kt| kt == t));
    }
    if let Some(c) = sel.counters {
        tests.push(k.counter(c.kind).map(|n| compare(c.count, n)));
    }
    let is_creature = face_down_permanent || printed(card.types.contains(&CardType::Creature));
    for (cmp, power) in [(sel.power, true), (sel.toughness, false)] {
        if let Some(cmp) = cmp {
            let pt = power_toughness(pool, k);
            tests.push(pt.map(|(p, t)| is_creature && compare(cmp, if power { p } else { t })));
        }
    }
    if let Some(test) = sel.color {
        tests.push(Some(has_color(&colors_of(pool, k), test)));
    }
    if !sel.any_of.is_empty() {
        let each: Vec<Option<bool>> = sel
            .any_of
            .iter()
            .map(|s| selects(pool, s, k, you))
            .collect();
        let any = if each.contains(&Some(true)) {
            Some(true)
        } else if each.contains(&None) {
            None
        } else {
            Some(false)
        };
        tests.push(any);
    }
    if let Some(n) = &sel.not {
        tests.push(selects(pool, n, k, you).map(|b| !b));
    }
    and(tests)
}

/// What a reader needs of a game: the objects in each zone as known, life totals and hand
/// sizes. The state after a step is one world; [`crate::condition::Rewound`] (the state rewound
/// to a point inside the step) is another.
pub trait World {
    /// Every object, as known, with its id (zone in `Known::zone`).
    fn known_objects(&self) -> Vec<(ObjectId, Known)>;
    /// One object, if it exists (with `itself` false).
    fn known(&self, id: ObjectId) -> Option<Known>;
    /// A player's life total, if known.
    fn life(&self, p: PlayerId) -> Option<i16>;
    /// The number of cards in a player's hand, if known.
    fn hand_size(&self, p: PlayerId) -> Option<i16>;
    /// The number of players.
    fn player_count(&self) -> usize;
    /// A player's history of this turn, if known.
    fn history(&self, p: PlayerId) -> Option<TurnHistory>;
    /// The number of `kind` counters on a player, if known (unknown unless a world says).
    fn player_counters(&self, _p: PlayerId, _kind: CounterKind) -> Option<i16> {
        None
    }
    /// How many creatures block object `o` and how many attackers it blocks, if known
    /// (unknown unless a world says).
    fn combat_counts(&self, _o: ObjectId) -> Option<(usize, usize)> {
        None
    }
}

impl World for GameState {
    fn known_objects(&self) -> Vec<(ObjectId, Known)> {
        self.objects
            .iter()
            .map(|(id, o)| (*id, Known::of(o, false)))
            .collect()
    }
    fn known(&self, id: ObjectId) -> Option<Known> {
        self.object(id).map(|o| Known::of(o, false))
    }
    fn player_counters(&self, p: PlayerId, kind: CounterKind) -> Option<i16> {
        Some(i16::from(self.player(p).counters_of(kind)))
    }
    /// CR 509.1g-h (mtg-2024-11-08): read from the combat's records, each attacker with the
    /// creatures declared blocking it still in combat.
    fn combat_counts(&self, o: ObjectId) -> Option<(usize, usize)> {
        let mut blocking_it = 0;
        let mut it_blocks = 0;
        for a in self.combat.attackers.iter() {
            if a.object == o {
                blocking_it += a.blockers.len();
            }
            it_blocks += usize::from(a.blockers.contains(&o));
        }
        Some((blocking_it, it_blocks))
    }
    fn life(&self, p: PlayerId) -> Option<i16> {
        Some(self.player(p).life)
    }
    fn hand_size(&self, p: PlayerId) -> Option<i16> {
        // Past the type (never on a board: objects are far fewer), unknown rather than wrapped.
        i16::try_from(GameState::hand_size(self, p)).ok()
    }
    fn player_count(&self) -> usize {
        self.players.len()
    }
    fn history(&self, p: PlayerId) -> Option<TurnHistory> {
        Some(self.player(p).history)
    }
}

/// Who "opponent" is in a quantity: the next player in turn order after you.
fn the_player(players: usize, who: Who, you: PlayerId) -> PlayerId {
    if who == Who::Opponent {
        PlayerId(((you.0 as usize + 1) % players) as u8)
    } else {
        you
    }
}

/// Where a condition is read: the game (a [`World`]), the ability's controller and source, and
/// what is known of the source if it has left (its last known information).
pub struct Reader<'a> {
    pub pool: &'a CardPool,
    pub state: &'a dyn World,
    pub you: PlayerId,
    pub source: ObjectId,
    pub source_lki: Option<Known>,
    pub it: Option<ObjectId>,
    /// "That creature" as it last existed on the battlefield, once it has left (CR 608.2h).
    pub it_lki: Option<Known>,
}

impl Reader<'_> {
    fn source(&self) -> Option<Known> {
        match self.state.known(self.source) {
            Some(mut k) => {
                k.itself = true;
                Some(k)
            }
            None => self.source_lki.clone(),
        }
    }

    /// How many objects the selector picks in its zone (the battlefield by default).
    pub fn count(&self, sel: &Selector) -> Option<i16> {
        let zone = sel.zone.unwrap_or(Zone::Battlefield);
        let mut n = 0i16;
        let mut unknown = false;
        for (id, mut k) in self.state.known_objects() {
            if k.zone != Some(zone) {
                continue;
            }
            k.itself = id == self.source;
            match selects(self.pool, sel, &k, self.you) {
                Some(true) => n += 1,
                Some(false) => {}
                None => unknown = true,
            }
        }
        if unknown {
            None
        } else {
            Some(n)
        }
    }

    /// The value of a quantity, if known: exact (64 bits; past them, not known).
    pub fn quantity(&self, q: &Quantity) -> Option<i64> {
        let object = |r: ObjectRef| match r {
            ObjectRef::This => self.source(),
            // CR 608.2h: "that creature" no longer there: its last known information.
            ObjectRef::It => self
                .it
                .and_then(|i| self.state.known(i))
                .or_else(|| self.it_lki.clone()),
            ObjectRef::Sacrificed => None,
        };
        match q {
            Quantity::Fixed(n) => Some(i64::from(*n)),
            Quantity::Count(sel) => self.count(sel).map(i64::from),
            Quantity::Life(w) => {
                let n = self.state.player_count();
                self.state.life(the_player(n, *w, self.you)).map(i64::from)
            }
            Quantity::CardsInHand(w) => {
                let n = self.state.player_count();
                self.state
                    .hand_size(the_player(n, *w, self.you))
                    .map(i64::from)
            }
            Quantity::PowerOf(r) => {
                power_toughness(self.pool, &object(*r)?).map(|pt| i64::from(pt.0))
            }
            Quantity::ToughnessOf(r) => {
                power_toughness(self.pool, &object(*r)?).map(|pt| i64::from(pt.1))
            }
            Quantity::CountersOn { object: r, kind } => object(*r)?.counter(*kind).map(i64::from),
            // The triggering event's amount is not in the state: unknown to this reader.
            Quantity::ThatMuch => None,
            // A spell's announced X is not in the state: unknown to this reader.
            Quantity::X => None,
            Quantity::ThisTurn { of, who } => self.this_turn(*of, *who),
            Quantity::Sum(qs) => qs
                .iter()
                .try_fold(0i64, |n, q| n.checked_add(self.quantity(q)?)),
            Quantity::Difference(a, b) => self.quantity(a)?.checked_sub(self.quantity(b)?),
            Quantity::Times { by, of } => i64::from(*by).checked_mul(self.quantity(of)?),
            // CR 509.1h + CR 510.1c (mtg-2024-11-08): the creatures blocking it; CR 509.1g +
            // CR 510.1d: the creatures it's blocking. An object that left is out of combat
            // (CR 506.4): 0, as the engine reads it; "sacrificed" is never in combat.
            Quantity::CreaturesBlocking(r) | Quantity::CreaturesBlockedBy(r) => {
                let id = match r {
                    ObjectRef::This => Some(self.source),
                    ObjectRef::It => self.it,
                    ObjectRef::Sacrificed => None,
                };
                let Some(id) = id else { return Some(0) };
                let (by, of) = self.state.combat_counts(id)?;
                let n = match q {
                    Quantity::CreaturesBlocking(_) => by,
                    _ => of,
                };
                i64::try_from(n).ok()
            }
            // CR 122.1: counters on a player.
            Quantity::PlayerCounters { player, kind } => {
                let n = self.state.player_count();
                self.state
                    .player_counters(the_player(n, *player, self.you), *kind)
                    .map(i64::from)
            }
        }
    }

    /// CR 500.1: what the players `who` names did this turn, summed.
    fn this_turn(&self, of: History, who: Who) -> Option<i64> {
        let mut n = 0i64;
        for p in (0..self.state.player_count()).map(|i| PlayerId(i as u8)) {
            if !names_player(who, p, self.you) {
                continue;
            }
            let h = self.state.history(p)?;
            n += match of {
                History::LifeGained => i64::from(h.life_gained),
                History::LifeLost => i64::from(h.life_lost),
                History::CreaturesDied => i64::from(h.creatures_died),
                History::CardsDrawn => i64::from(h.cards_drawn),
                History::SpellsCast => i64::from(h.spells_cast),
            };
        }
        Some(n)
    }

    /// Does the condition hold, if known?
    pub fn holds(&self, c: &Condition) -> Option<bool> {
        match c {
            Condition::Compare { left, op, right } => {
                let (l, r) = (self.quantity(left)?, self.quantity(right)?);
                Some(relate(*op, l, r))
            }
            Condition::Exists(sel) => self.count(sel).map(|n| n > 0),
            Condition::Source(sel) => selects(self.pool, sel, &self.source()?, self.you),
            Condition::Not(c) => self.holds(c).map(|b| !b),
            Condition::All(cs) => and(cs.iter().map(|c| self.holds(c))),
            Condition::AnyOf(cs) => {
                let each: Vec<Option<bool>> = cs.iter().map(|c| self.holds(c)).collect();
                if each.contains(&Some(true)) {
                    Some(true)
                } else if each.contains(&None) {
                    None
                } else {
                    Some(false)
                }
            }
        }
    }
}
