//! An object's current characteristics (CR 613.1 (mtg-2024-11-08)): the one reader of what an
//! object is now, through the layers the vocabulary can affect. Every rule family asks here;
//! only this module reads a card's printed keywords, power, toughness and abilities (a tidy
//! test, `characteristics_have_one_reader`, enforces it).
//!
//! Models, layer by layer:
//! - layer 1 (CR 613.1a): the card's printed text, or a face-down permanent's 2/2 creature face
//!   with no text (CR 708.2a);
//! - layer 2 (CR 613.1b): control, kept on the object (`GameObject::controller`) by the control
//!   effects (`rules::control`), which end in the cleanup step (CR 514.2);
//! - layer 4 (CR 613.1d): types change only by turning face down (CR 708.2a, read by
//!   `rules::select`);
//! - layer 6 (CR 613.1f): "loses all abilities until end of turn" and the static "creatures
//!   lose all abilities" remove every ability, keywords included (CR 702.15b, 702.7b, 702.2b,
//!   702.20b: a creature without the keyword has none of its effect); granted triggered
//!   abilities are added by `rules::granted`, which reads the granters here;
//! - layer 7 (CR 613.4): 7a base power and toughness, 7c "until end of turn" changes and
//!   counters (CR 613.4c); these add up, so their timestamps (CR 613.7) don't change the result.
//!
//!   Within layer 6 the effects apply in timestamp order (CR 613.7, `rules::timestamps`): a
//!   grant newer than a removal of all abilities stays ([`AbilityReader::keeps_grant`]).
//!
//! Does not model: characteristic-defining abilities, setting or switching power and toughness
//! (7b, 7d: no vocabulary), granting keywords; dependency (CR 613.8a) only as far as a granter
//! that lost its abilities grants nothing, whatever the timestamps.
//! "Enters tapped" and "enters with counters" are read from the permanent as it would exist on
//! the battlefield (CR 614.12, [`entering_statics`]): face down, or a creature entering where
//! "creatures lose all abilities" applies, it has none. The vocabulary grants no statics, so
//! no granted one adds to them.
//! An ability is read by its origin, independently of its source (CR 113.7a): a trigger
//! instance's printed or granted ability and its effect ([`printed`], [`effect_of`]), the text a
//! granting static quotes ([`granted_ability`]), a printed trigger event ([`printed_event`]).

use super::Ctx;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::AbilityOrigin;
use crate::state::TriggerInstance;
use crate::state::{GameObject, GameState, ObjectId, Zone};
use crate::vocab::Effect;
use crate::vocab::TriggerEvent;
use crate::vocab::{
    Ability, ActivatedAbility, CardId, CardType, CounterKind, Keyword, Selector, StaticAbility,
    TriggeredAbility,
};
use crate::Ruleset;
use std::cell::Cell;

/// Does the static "creatures lose all abilities" apply in `s` (CR 603.6b): is a permanent
/// with it on the battlefield, having the ability? (`Ruleset::loses_all` marks the pool's cards
/// that have it.)
fn lose_all_applies(rules: &Ruleset, s: &GameState) -> bool {
    rules.loses_all.iter().any(|l| *l)
        && s.objects_in_order()
            .any(|(_, w)| w.zone == Zone::Battlefield && strips(rules, w))
}

/// Is `o` a creature (layer 4, CR 613.1d): its card says so, or it is a face-down permanent (a
/// 2/2 creature, CR 708.2a (mtg-2024-11-08))?
fn creature(rules: &Ruleset, o: &GameObject) -> bool {
    (o.face_down && o.zone == Zone::Battlefield)
        || rules.pool.get(o.card).has_type(CardType::Creature)
}

/// Does permanent `w` have "creatures lose all abilities" now? CR 613.8a + CR 708.2a
/// (mtg-2024-11-08): the static of a permanent without its abilities doesn't exist — one
/// face down has no text, and an effect removing its abilities ("loses all abilities until end
/// of turn") changes the static's existence, so it applies first. The mutant
/// `stripped-eater-still-strips` reads the card alone.
/// SIMPLIFICATION (CR 613.8b): a permanent with the static is not stripped of it by another
/// such static (no card in the vocabulary's pools is a creature with it).
fn strips(rules: &Ruleset, w: &GameObject) -> bool {
    let exists = rules.mutant == Some(Mutant::StrippedEaterStillStrips)
        || !(w.face_down || w.abilities_lost);
    rules.loses_all.get(w.card.0 as usize) == Some(&true) && exists
}

/// Which objects of one state have their printed abilities: the battlefield-wide "creatures
/// lose all abilities" (CR 603.6b) is read once per state, at the first creature that asks,
/// not once per object (a loop over the permanents asking each would read it n times).
pub(crate) struct AbilityReader<'a> {
    rules: &'a Ruleset,
    s: &'a GameState,
    lose_all: Cell<Option<bool>>,
}

impl<'a> AbilityReader<'a> {
    pub(crate) fn new(rules: &'a Ruleset, s: &'a GameState) -> AbilityReader<'a> {
        AbilityReader {
            rules,
            s,
            lose_all: Cell::new(None),
        }
    }

    /// The state read.
    pub(crate) fn state(&self) -> &'a GameState {
        self.s
    }

    /// Does object `id` have its printed abilities in the state? Face-down permanents have
    /// none (CR 708.2); "creatures lose all abilities" removes them (CR 603.6b), and so does
    /// "loses all abilities until end of turn" (CR 613.1f); both apply together (either
    /// removes them all).
    pub(crate) fn has(&self, id: ObjectId) -> bool {
        let Some(o) = self.s.object(id) else {
            return false;
        };
        let face_down_permanent = o.face_down && o.zone == Zone::Battlefield;
        // CR 613.1f + CR 611.2a: "loses all abilities until end of turn" (the mutant reads
        // the card's printed abilities instead).
        let lost_until_eot = o.abilities_lost
            && o.zone == Zone::Battlefield
            && self.rules.mutant != Some(Mutant::LostAbilityStillTriggers);
        if face_down_permanent || lost_until_eot {
            return false;
        }
        // CR 603.6b: "creatures lose all abilities" reaches creatures on the battlefield.
        let creature_here =
            o.zone == Zone::Battlefield && self.rules.pool.get(o.card).has_type(CardType::Creature);
        !(creature_here && self.lose_all())
    }

    fn lose_all(&self) -> bool {
        match self.lose_all.get() {
            Some(l) => l,
            None => {
                let l = lose_all_applies(self.rules, self.s);
                self.lose_all.set(Some(l));
                l
            }
        }
    }

    /// CR 613.1f + CR 613.7 (mtg-2024-11-08): does permanent `id` have the abilities a static
    /// of permanent `granter` grants it? In layer 6 the effects apply in timestamp order: the
    /// grant (the granter's timestamp, CR 613.7a) stays unless an effect removing all of
    /// `id`'s abilities is newer ("loses all abilities until end of turn", CR 613.7b; "creatures
    /// lose all abilities", its permanent's timestamp). A face-down permanent keeps it: CR
    /// 708.2a (mtg-2024-11-08) blanks its own text only, and the grant is another object's
    /// effect (the mutant `face-down-refuses-grants` drops it). The mutant
    /// `grant-ignores-timestamps` lets every removal win.
    pub(crate) fn keeps_grant(&self, id: ObjectId, g: &GameObject) -> bool {
        let Some(o) = self.s.object(id) else {
            return false;
        };
        let refused = o.face_down && self.rules.mutant == Some(Mutant::FaceDownRefusesGrants);
        if o.zone != Zone::Battlefield || refused {
            return false;
        }
        let ordered = self.rules.mutant != Some(Mutant::GrantIgnoresTimestamps);
        // CR 613.7: an effect with a later timestamp applies later: a removal is undone by
        // nothing older, and undoes nothing newer.
        let removes = |removal: u8| !(ordered && g.timestamp > removal);
        let lost_until_eot =
            o.abilities_lost && self.rules.mutant != Some(Mutant::LostAbilityStillTriggers);
        if lost_until_eot && removes(o.lost_at) {
            return false;
        }
        if !creature(self.rules, o) || !self.lose_all() {
            return true;
        }
        // CR 603.6b: each permanent with "creatures lose all abilities", at its timestamp.
        !self.s.objects_in_order().any(|(_, e)| {
            e.zone == Zone::Battlefield && strips(self.rules, e) && removes(e.timestamp)
        })
    }

    /// Was granted ability of `id` from `granter` kept only by the timestamp order (CR 613.7):
    /// an effect removing all its abilities applies, older than the grant?
    pub(crate) fn kept_by_timestamp(&self, id: ObjectId, g: &GameObject) -> bool {
        let Some(o) = self.s.object(id) else {
            return false;
        };
        self.keeps_grant(id, g)
            && (o.abilities_lost
                || (creature(self.rules, o) && o.zone == Zone::Battlefield && self.lose_all()))
    }

    /// CR 613.1f: the keywords object `id` has now: its printed ones if it has its abilities,
    /// none otherwise (the mutant reads the printed card, as engines once did).
    pub(crate) fn keyword(&self, id: ObjectId, k: Keyword) -> bool {
        let Some(o) = self.s.object(id) else {
            return false;
        };
        let printed = !o.face_down && self.rules.pool.get(o.card).has_keyword(k);
        printed && (self.rules.mutant == Some(Mutant::LostAbilityKeepsKeywords) || self.has(id))
    }

    /// CR 702.16a (mtg-2024-11-08) + CR 613.1f: the qualities object `id` has protection from
    /// now: its printed ones if it has its abilities (face down, or having lost them, none).
    pub(crate) fn protections(&self, id: ObjectId) -> &'a [Selector] {
        let Some(o) = self.s.object(id) else {
            return &[];
        };
        let printed = &self.rules.pool.get(o.card).protection;
        let kept = !o.face_down && self.has(id);
        if printed.is_empty() || !kept {
            return &[];
        }
        printed
    }

    /// The static abilities object `id` has now (CR 613.1f, 708.2).
    pub(crate) fn statics(&self, id: ObjectId) -> impl Iterator<Item = &'a StaticAbility> + 'a {
        let rules: &'a Ruleset = self.rules;
        let card = self.s.object(id).filter(|_| self.has(id)).map(|o| o.card);
        card.into_iter()
            .flat_map(move |c| rules.pool.get(c).statics())
    }

    /// The activated abilities object `id` has now, with their indexes (CR 613.1f, 708.2).
    pub(crate) fn activated(
        &self,
        id: ObjectId,
    ) -> impl Iterator<Item = (u8, &'a ActivatedAbility)> + 'a {
        let rules: &'a Ruleset = self.rules;
        let card = self.s.object(id).filter(|_| self.has(id)).map(|o| o.card);
        card.into_iter().flat_map(move |c| {
            rules
                .pool
                .get(c)
                .abilities
                .iter()
                .enumerate()
                .filter_map(|(i, a)| match a {
                    // In range: at most 255 abilities a card (refused at load past that).
                    Ability::Activated(a) => Some((i as u8, a)),
                    _ => None,
                })
        })
    }
}

/// Does object `id` have its printed abilities in state `s` ([`AbilityReader::has`])?
pub(crate) fn has_abilities_in(rules: &Ruleset, s: &GameState, id: ObjectId) -> bool {
    AbilityReader::new(rules, s).has(id)
}

/// Does object `id` have its printed abilities now ([`AbilityReader::has`])?
pub(crate) fn has_abilities(ctx: &Ctx, id: ObjectId) -> bool {
    has_abilities_in(ctx.rules, &ctx.s, id)
}

/// Has the permanent `id` keyword `k` now ([`AbilityReader::keyword`])?
pub(crate) fn keyword(ctx: &Ctx, id: ObjectId, k: Keyword) -> bool {
    AbilityReader::new(ctx.rules, &ctx.s).keyword(id, k)
}

/// Has damage source `source` keyword `k`: the object now, or as it last existed if it left
/// (CR 113.7a): the zone change of this step that moved it keeps whether it had lost its
/// abilities or was face down. `card` is the source's card when it left in an earlier step.
/// SIMPLIFICATION (CR 113.7a): such a source is read with its card's keywords.
pub(crate) fn source_keyword(ctx: &Ctx, source: ObjectId, card: CardId, k: Keyword) -> bool {
    if ctx.obj(source).is_some() {
        return keyword(ctx, source, k);
    }
    // Object ids are never reused within a step (CR 400.7): at most one zone change moved it.
    let left = ctx.j.iter().find_map(|e| match &e.what {
        Happening::Event(Event::ZoneChange {
            old,
            abilities_lost,
            face_down,
            ..
        }) if *old == source => Some(*abilities_lost || *face_down),
        _ => None,
    });
    let printed = ctx.card(card).has_keyword(k);
    printed && (ctx.mutant(Mutant::LostAbilityKeepsKeywords) || left != Some(true))
}

/// CR 208.3 + CR 613.4 (2024-11-08): power, layer 7a (printed; a face-down permanent is a 2/2,
/// CR 708.2a) plus layer 7c (counters, CR 122.1a, and "until end of turn" changes, CR 613.4c).
pub(crate) fn power(rules: &Ruleset, o: &GameObject) -> i16 {
    let base = if o.face_down {
        2
    } else {
        i16::from(rules.pool.get(o.card).power)
    };
    base + counter_bonus(&o.counters) + i16::from(o.pump.0)
}

/// Toughness, as [`power`].
pub(crate) fn toughness(rules: &Ruleset, o: &GameObject) -> i16 {
    let base = if o.face_down {
        2
    } else {
        i16::from(rules.pool.get(o.card).toughness)
    };
    base + counter_bonus(&o.counters) + i16::from(o.pump.1)
}

/// CR 105.2 + CR 202.2 (mtg-2024-11-08); CR 203.2 (mtg-2008-10-01): the colours of object `o`
/// now, one bit a colour ([`crate::vocab::Color::bit`]): each colour of a coloured mana symbol in
/// its mana cost (CR 202.2c: several are multicoloured), and each colour its colour indicator
/// shows (CR 202.2e, 204.1). A face-down permanent has no mana cost (CR 708.2a), so no colour
/// (CR 202.2b); nor has a card without coloured symbols or an indicator.
/// SIMPLIFICATION: no effect changes colours (no vocabulary), so layer 5 (CR 613.1e) is empty.
pub(crate) fn colors(rules: &Ruleset, o: &GameObject) -> u8 {
    if o.face_down {
        return 0;
    }
    let card = rules.pool.get(o.card);
    let printed = card.mana_cost.iter().flat_map(|c| c.colored());
    printed
        .chain(card.colors.iter().copied())
        .fold(0, |set, c| set | c.bit())
}

/// Mutant `reflexive-power-without-pumps`: the power of an object that left read from its card,
/// the counters its zone change kept and whether it was face down, without its "until end of
/// turn" changes (the correct engine reads [`power`] before it leaves, CR 608.2h, 613.4c).
pub(crate) fn last_known_power(
    rules: &Ruleset,
    card: CardId,
    counters: &[(CounterKind, u8)],
    face_down: bool,
) -> i16 {
    let base = if face_down {
        2
    } else {
        i16::from(rules.pool.get(card).power)
    };
    base + counter_bonus(counters)
}

/// CR 122.1a: each +1/+1 counter adds 1 to power and toughness, each -1/-1 counter subtracts 1.
fn counter_bonus(counters: &[(CounterKind, u8)]) -> i16 {
    let of = |k| i16::from(crate::state::object::count_of(counters, k));
    of(CounterKind::PlusOne) - of(CounterKind::MinusOne)
}

/// The text of ability `index` of `card`: for an ability that exists independently of its
/// source once triggered or activated (CR 113.7a), read by the instance's origin.
pub(crate) fn ability_text(rules: &Ruleset, card: CardId, index: u8) -> Option<&Ability> {
    rules.pool.get(card).abilities.get(usize::from(index))
}

/// The printed abilities of `card`, with their indexes: the card's text (layer 1), for a
/// caller that decides itself whether an object has them ([`AbilityReader::has`], as it was
/// before an event for look-back, CR 603.10a), or that filters the pool's cards before asking.
pub(crate) fn text_abilities(rules: &Ruleset, card: CardId) -> &[Ability] {
    &rules.pool.get(card).abilities
}

/// The printed triggered abilities of `card` ([`text_abilities`]).
pub(crate) fn text_triggered(
    rules: &Ruleset,
    card: CardId,
) -> impl Iterator<Item = (u8, &TriggeredAbility)> {
    rules.pool.get(card).triggered()
}

/// The printed static abilities of `card` ([`text_abilities`]).
pub(crate) fn text_statics(rules: &Ruleset, card: CardId) -> impl Iterator<Item = &StaticAbility> {
    rules.pool.get(card).statics()
}

/// CR 614.12 + CR 614.1c-d (mtg-2024-11-08): the statics that modify how `new` enters ("enters
/// tapped", "enters with counters"), read from the permanent as it would exist on the
/// battlefield, with the continuous effects that already exist: a face-down permanent has no
/// text (CR 708.2a), and a creature entering where "creatures lose all abilities" applies has
/// none of its abilities (CR 613.1f). `s` is the state it enters into (without it). The mutant
/// `entering-reads-printed-text` reads the card's text whatever applies.
pub(crate) fn entering_statics<'a>(
    rules: &'a Ruleset,
    s: &GameState,
    new: &GameObject,
) -> impl Iterator<Item = &'a StaticAbility> + 'a {
    let creature = rules.pool.get(new.card).has_type(CardType::Creature);
    let stripped = rules.mutant != Some(Mutant::EnteringReadsPrintedText)
        && (new.face_down || (creature && lose_all_applies(rules, s)));
    text_statics(rules, new.card).filter(move |_| !stripped)
}

/// The printed (or granted, CR 613.1f) ability of an instance, if it is one.
pub(crate) fn printed<'r>(ctx: &Ctx<'r>, t: &TriggerInstance) -> Option<&'r TriggeredAbility> {
    match t.origin {
        // CR 113.7a: the ability exists independently of its source: read by its origin.
        AbilityOrigin::Printed { card, index } => match ability_text(ctx.rules, card, index) {
            Some(crate::vocab::Ability::Triggered(ta)) => Some(ta),
            _ => None,
        },
        // CR 613.1f: a granted ability is the one quoted in the granting static.
        AbilityOrigin::Granted { card, index } => granted_ability(ctx.rules, card, index),
        _ => None,
    }
}

/// The effect an instance will have with mode `mode`.
pub(crate) fn effect_of<'a>(
    ctx: &Ctx<'a>,
    t: &'a TriggerInstance,
    mode: Option<u8>,
) -> Option<&'a Effect> {
    match (&t.origin, printed(ctx, t)) {
        (AbilityOrigin::Reflexive { effect }, _) => Some(effect),
        (_, Some(ta)) => match mode {
            Some(m) => ta.modes.get(m as usize),
            None => Some(&ta.effect),
        },
        _ => None,
    }
}

/// The triggered ability granting static `index` of `card` quotes, if it is one.
pub(crate) fn granted_ability(
    rules: &Ruleset,
    card: CardId,
    index: u8,
) -> Option<&TriggeredAbility> {
    match ability_text(rules, card, index) {
        Some(Ability::Static(StaticAbility::Grant { ability, .. })) => Some(ability),
        _ => None,
    }
}

/// The trigger event of `origin` if it is a printed event-triggered ability.
pub(crate) fn printed_event<'a>(ctx: &'a Ctx, origin: &AbilityOrigin) -> Option<&'a TriggerEvent> {
    let AbilityOrigin::Printed { card, index } = origin else {
        return None;
    };
    // CR 113.7a: the ability exists independently of its source: read by its origin.
    match ability_text(ctx.rules, *card, *index)? {
        crate::vocab::Ability::Triggered(ta) => match &ta.when {
            crate::vocab::TriggerCondition::Event(te) => Some(te),
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::PlayerId;

    fn with(rules: &Ruleset, names: &[&str]) -> (GameState, Vec<ObjectId>) {
        let mut s = GameState::new(2, 20, 0);
        let mut ids = Vec::new();
        for (i, n) in names.iter().enumerate() {
            let card = rules.pool.id(n).expect("a built-in card");
            let id = ObjectId(i as u16 + 1);
            s.objects
                .insert(id, GameObject::new(card, PlayerId(0), Zone::Battlefield));
            ids.push(id);
        }
        (s, ids)
    }

    #[test]
    fn a_creature_that_lost_its_abilities_has_no_keywords() {
        let rules = Ruleset::standard();
        let (mut s, ids) = with(&rules, &["Venom Asp", "Watchful Sentry"]);
        let reader = AbilityReader::new(&rules, &s);
        assert!(reader.keyword(ids[0], Keyword::Deathtouch));
        assert!(reader.keyword(ids[1], Keyword::Vigilance));
        s.objects.get_mut(&ids[0]).unwrap().abilities_lost = true;
        let reader = AbilityReader::new(&rules, &s);
        assert!(!reader.keyword(ids[0], Keyword::Deathtouch));
        assert!(reader.keyword(ids[1], Keyword::Vigilance));
    }

    #[test]
    fn creatures_lose_all_abilities_removes_keywords() {
        let rules = Ruleset::standard();
        let (s, ids) = with(&rules, &["Sunblade Duelist", "Ability Eater"]);
        assert!(!AbilityReader::new(&rules, &s).keyword(ids[0], Keyword::FirstStrike));
    }

    #[test]
    fn power_adds_counters_and_pumps() {
        let rules = Ruleset::standard();
        let (mut s, ids) = with(&rules, &["Venom Asp"]);
        let o = s.objects.get_mut(&ids[0]).unwrap();
        o.set_counters(CounterKind::PlusOne, 2);
        o.pump = (1, -1);
        assert_eq!((power(&rules, o), toughness(&rules, o)), (4, 2));
        o.face_down = true;
        assert_eq!(power(&rules, o), 5);
    }
}
