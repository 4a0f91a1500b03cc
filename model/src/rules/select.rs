//! The engine's reading of selectors, quantities and conditions (`vocab::selector`,
//! `vocab::quantity`): which objects a selector matches (power and toughness read through
//! `rules::characteristics`, CR 613.4), and what a condition says now or about a departed object's last known information (CR
//! 113.7a, 608.2h: a source that left is judged as it last existed).

use crate::ruleset::Ruleset;
use crate::state::{GameObject, GameState, ObjectId, PlayerId, Zone};
use crate::vocab::{
    CardType, ColorTest, Condition, History, ObjectRef, Quantity, Selector, Supertype, Who,
};

/// Whose point of view a selector is read from: the ability's source and controller.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Viewer {
    pub source: ObjectId,
    pub controller: PlayerId,
    /// The object the source is attached to, as the source is seen (CR 301.5a, 303.4b
    /// (mtg-2024-11-08)): what "enchanted"/"equipped" names.
    pub host: Option<ObjectId>,
}

impl Viewer {
    /// The viewer for an ability of `source`, as `source` is in `s` (attached to nothing if
    /// it is not there).
    pub fn of(s: &GameState, source: ObjectId, controller: PlayerId) -> Viewer {
        Viewer {
            source,
            controller,
            host: s.object(source).and_then(|o| o.attached_to),
        }
    }
}

/// Does `who` (relative to `controller`) include `player`?
pub(crate) fn who_matches(who: Who, player: PlayerId, controller: PlayerId) -> bool {
    match who {
        Who::Any => true,
        Who::You => player == controller,
        Who::Opponent => player != controller,
        // "That player" names a player only in an effect (`effects::players`); pools and
        // scenario files accept it nowhere else.
        Who::That | Who::Owner => false,
    }
}

/// CR 500.1 (mtg-2024-11-08): the count `of` this turn for the players `who` names, from the
/// point of view of `you` (`any`: every player's summed; `opponent`: every opponent's).
pub(crate) fn this_turn(s: &GameState, of: History, who: Who, you: PlayerId) -> i64 {
    s.player_ids()
        .filter(|p| who_matches(who, *p, you))
        .map(|p| {
            let h = s.player(p).history;
            i64::from(match of {
                History::LifeGained => h.life_gained,
                History::LifeLost => h.life_lost,
                History::CreaturesDied => u16::from(h.creatures_died),
                History::CardsDrawn => u16::from(h.cards_drawn),
                History::SpellsCast => u16::from(h.spells_cast),
            })
        })
        .sum()
}

/// The one player `who` names for a quantity: you, or your first opponent in turn order.
fn one_player(s: &GameState, who: Who, you: PlayerId) -> PlayerId {
    match who {
        Who::Opponent => PlayerId(((you.index() + 1) % s.players.len()) as u8),
        Who::Any | Who::You | Who::That | Who::Owner => you,
    }
}

/// Does object `o` (id `id`) match `sel` for viewer `me`? `itself` says whether `o` is the
/// ability's own object (usually `id == me.source`; "from anywhere" abilities also see their
/// card's new object, CR 603.6c + 400.7).
pub(crate) fn object_matches(
    rules: &Ruleset,
    sel: &Selector,
    (id, o): (ObjectId, &GameObject),
    itself: bool,
    me: Viewer,
) -> bool {
    // Tests in order of cost, each returning as soon as one fails (this runs for every
    // watcher on every event).
    if (sel.this && !itself) || (sel.another && itself) {
        return false;
    }
    // CR 303.4b + CR 301.5a (mtg-2024-11-08): "enchanted"/"equipped" is the object the
    // ability's source is attached to.
    if sel.enchanted && me.host != Some(id) {
        return false;
    }
    // CR 400.7 (mtg-2024-11-08): "entered this turn" is this object's own entry.
    if sel.entered_this_turn && !o.entered_this_turn {
        return false;
    }
    // CR 601.2a + CR 400.7 (mtg-2024-11-08): "cast from your hand" is this object's own record.
    if sel.cast_from_hand && !o.cast_from_hand {
        return false;
    }
    if !who_matches(sel.controller, o.controller, me.controller)
        || !who_matches(sel.owner, o.owner, me.controller)
        || sel.zone.is_some_and(|z| o.zone != z)
        || sel.tapped.is_some_and(|t| o.tapped != t)
    {
        return false;
    }
    let card = rules.pool.get(o.card);
    // CR 708.2a: a face-down permanent has no name, types, subtypes or supertypes; on the
    // battlefield it is a creature (and nothing else); elsewhere it has no card type.
    let shown = !o.face_down;
    let face_down_creature = o.face_down && o.zone == Zone::Battlefield;
    if let Some(t) = sel.card_type {
        let has = (shown && card.has_type(t)) || (face_down_creature && t == CardType::Creature);
        if !has {
            return false;
        }
    }
    if sel.token.is_some_and(|t| card.token != t)
        || sel
            .subtype
            .as_ref()
            .is_some_and(|st| !(shown && card.has_subtype(st)))
        || sel
            .supertype
            .is_some_and(|st: Supertype| !(shown && card.supertypes.contains(&st)))
        || sel
            .name
            .as_ref()
            .is_some_and(|n| !(shown && card.name == *n))
        || sel
            .counters
            .is_some_and(|c| !c.count.holds(i16::from(o.counters_of(c.kind))))
    {
        return false;
    }
    if let Some(test) = sel.color {
        if !color_holds(rules, test, o) {
            return false;
        }
    }
    if sel.power.is_some() || sel.toughness.is_some() {
        let creature = shown && card.has_type(CardType::Creature) || face_down_creature;
        // CR 613.4: power and toughness as the layers make them.
        let (power, toughness) = (sel.power, sel.toughness);
        let pt_ok = power
            .is_none_or(|c| creature && c.holds(super::characteristics::power(rules, o)))
            && toughness
                .is_none_or(|c| creature && c.holds(super::characteristics::toughness(rules, o)));
        if !pt_ok {
            return false;
        }
    }
    let any_ok = sel.any_of.is_empty()
        || sel
            .any_of
            .iter()
            .any(|s| object_matches(rules, s, (id, o), itself, me));
    any_ok
        && sel
            .not
            .as_ref()
            .is_none_or(|s| !object_matches(rules, s, (id, o), itself, me))
}

/// CR 105.2 (mtg-2024-11-08): is `o` of the colour the test names ("a red spell": red among its
/// colours, CR 105.2b), colourless (none, CR 105.2c) or multicoloured (two or more, CR 105.2b)?
/// Its colours are read through `rules::characteristics`. The mutant `color-test-any-color`
/// takes any colour for the named one.
fn color_holds(rules: &Ruleset, test: ColorTest, o: &GameObject) -> bool {
    let set = super::characteristics::colors(rules, o);
    match test.color() {
        Some(_) if rules.mutant == Some(crate::mutant::Mutant::ColorTestAnyColor) => set != 0,
        Some(c) => set & c.bit() != 0,
        None if test == ColorTest::Colorless => set == 0,
        None => set.count_ones() >= 2,
    }
}

/// Does object `id` of state `s` match `sel`? False if there is no such object.
pub(crate) fn matches(
    rules: &Ruleset,
    s: &GameState,
    sel: &Selector,
    id: ObjectId,
    me: Viewer,
) -> bool {
    s.object(id)
        .is_some_and(|o| object_matches(rules, sel, (id, o), id == me.source, me))
}

/// The zone a count or "exists" reads: the selector's, else the battlefield.
fn zone_of(sel: &Selector) -> Zone {
    sel.zone.unwrap_or(Zone::Battlefield)
}

/// The objects of `s` matching `sel` in its zone (the battlefield by default), in id order.
pub(crate) fn all(rules: &Ruleset, s: &GameState, sel: &Selector, me: Viewer) -> Vec<ObjectId> {
    s.in_zone(zone_of(sel))
        .filter(|(id, o)| object_matches(rules, sel, (*id, o), *id == me.source, me))
        .map(|(id, _)| id)
        .collect()
}

/// What a quantity or condition may read beyond the state: the objects it names and their last
/// known information.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Reading<'a> {
    pub me: Viewer,
    /// The source as it last existed on the battlefield, once it has left (CR 113.7a).
    pub source_lki: Option<&'a GameObject>,
    /// The object the trigger event refers to ("it"), if any.
    pub it: Option<ObjectId>,
    /// That object as it last existed on the battlefield, once it has left (CR 608.2h).
    pub it_lki: Option<&'a GameObject>,
    /// The permanent sacrificed to pay an activated ability's cost, as it last existed on the
    /// battlefield (CR 113.7a, 608.2h).
    pub sacrificed_lki: Option<&'a GameObject>,
    /// The sacrificed permanent's power remembered for a reflexive trigger (CR 603.12).
    pub x: u16,
    /// The X announced for the resolving spell's `{X}` (CR 107.3a (mtg-2024-11-08)).
    pub spell_x: u16,
}

/// The source as the condition sees it: the object itself while it exists, else its last
/// known information (CR 113.7a, 608.2h).
pub(crate) fn source_view<'s>(s: &'s GameState, r: &Reading<'s>) -> Option<&'s GameObject> {
    s.object(r.me.source).or(r.source_lki)
}

/// The value of `q` now, exact: `None` if its arithmetic passes 64 bits (the caller cuts the
/// step, `Limit::Amount`), never a saturated or wrapped number.
pub(crate) fn quantity(rules: &Ruleset, s: &GameState, q: &Quantity, r: &Reading) -> Option<i64> {
    let object = |which: ObjectRef| match which {
        ObjectRef::This => source_view(s, r),
        // CR 608.2h (mtg-2024-11-08): "that creature" no longer there: its last known
        // information. It is kept only once the object has left the battlefield (after the
        // ability triggered, or by the leaving that triggered it), so it comes first: the card
        // a leaver became is not the object as it last existed there.
        ObjectRef::It => r.it_lki.or_else(|| r.it.and_then(|id| s.object(id))),
        // CR 113.7a + 608.2h (mtg-2024-11-08): the permanent sacrificed to pay the cost, as it
        // last existed on the battlefield.
        ObjectRef::Sacrificed => r.sacrificed_lki,
    };
    Some(match q {
        Quantity::Fixed(n) => i64::from(*n),
        Quantity::Count(sel) => all(rules, s, sel, r.me).len() as i64,
        Quantity::Life(who) => i64::from(s.player(one_player(s, *who, r.me.controller)).life),
        Quantity::CardsInHand(who) => s.hand_size(one_player(s, *who, r.me.controller)) as i64,
        // CR 603.12 (the sacrificed power) and "that much" (the event's amount): remembered when
        // the ability triggered.
        Quantity::PowerOf(ObjectRef::Sacrificed) if r.sacrificed_lki.is_none() => i64::from(r.x),
        Quantity::ThatMuch => i64::from(r.x),
        // CR 107.3a (mtg-2024-11-08), CR 104.3c (mtg-2008-10-01): "X" of a spell on the stack
        // is the value announced as it was cast (read only by the spell's own effect).
        Quantity::X => i64::from(r.spell_x),
        Quantity::PowerOf(w) => {
            object(*w).map_or(0, |o| i64::from(super::characteristics::power(rules, o)))
        }
        Quantity::ToughnessOf(w) => object(*w).map_or(0, |o| {
            i64::from(super::characteristics::toughness(rules, o))
        }),
        Quantity::PlayerCounters { player, kind } => i64::from(
            s.player(one_player(s, *player, r.me.controller))
                .counters_of(*kind),
        ),
        Quantity::CountersOn { object: w, kind } => {
            object(*w).map_or(0, |o| i64::from(o.counters_of(*kind)))
        }
        // CR 500.1 (mtg-2024-11-08): what happened this turn.
        Quantity::ThisTurn { of, who } => this_turn(s, *of, *who, r.me.controller),
        Quantity::Sum(qs) => qs.iter().try_fold(0i64, |n, q| {
            quantity(rules, s, q, r).and_then(|v| n.checked_add(v))
        })?,
        Quantity::Difference(a, b) => {
            quantity(rules, s, a, r)?.checked_sub(quantity(rules, s, b, r)?)?
        }
        Quantity::Times { by, of } => i64::from(*by).checked_mul(quantity(rules, s, of, r)?)?,
        Quantity::CreaturesBlocking(w) | Quantity::CreaturesBlockedBy(w) => {
            let blocking = matches!(q, Quantity::CreaturesBlocking(_));
            super::combat_blocks::count(s, combat_object(*w, r), blocking)?
        }
    })
}

/// The object a combat quantity reads: "this" is the source, "it" the event's object.
/// SIMPLIFICATION (CR 608.2h (mtg-2024-11-08)): one that left the battlefield, or the
/// sacrificed permanent, is out of combat (CR 506.4 (mtg-2024-11-08)) and reads 0; its last
/// known combat status is not kept.
fn combat_object(which: ObjectRef, r: &Reading) -> Option<ObjectId> {
    match which {
        ObjectRef::This => Some(r.me.source),
        ObjectRef::It => r.it,
        ObjectRef::Sacrificed => None,
    }
}

/// Does `c` hold now? `None` if a quantity it compares passes 64 bits (see [`quantity`]).
pub(crate) fn condition(
    rules: &Ruleset,
    s: &GameState,
    c: &Condition,
    r: &Reading,
) -> Option<bool> {
    Some(match c {
        Condition::Compare { left, op, right } => {
            op.holds(quantity(rules, s, left, r)?, quantity(rules, s, right, r)?)
        }
        // Mutant `another-by-card`: "another" excludes every object of the source's card, not
        // only the source object (CR 400.7 (mtg-2024-11-08): each object is a new one).
        Condition::Exists(sel)
            if sel.another && rules.mutant == Some(crate::Mutant::AnotherByCard) =>
        {
            let card = source_view(s, r).map(|o| o.card);
            all(rules, s, sel, r.me)
                .iter()
                .any(|id| s.object(*id).map(|o| o.card) != card)
        }
        Condition::Exists(sel) => !all(rules, s, sel, r.me).is_empty(),
        Condition::Source(sel) => source_view(s, r)
            .is_some_and(|o| object_matches(rules, sel, (r.me.source, o), true, r.me)),
        Condition::Not(c) => !condition(rules, s, c, r)?,
        // Every part is read (in order, stopping at the first deciding one): a part past 64
        // bits before the decision is reported, never read as false.
        Condition::All(cs) => {
            for c in cs {
                if !condition(rules, s, c, r)? {
                    return Some(false);
                }
            }
            true
        }
        Condition::AnyOf(cs) => {
            for c in cs {
                if condition(rules, s, c, r)? {
                    return Some(true);
                }
            }
            false
        }
    })
}

/// Does object `obj` of state `s` match `sel` for the ability of `source`?
pub(crate) fn subject_matches(
    rules: &Ruleset,
    s: &GameState,
    sel: &Selector,
    obj: ObjectId,
    me: Viewer,
) -> bool {
    matches(rules, s, sel, obj, me)
}
