//! The game state's frontier layout, written by hand around its hottest part: every field of
//! [`GameState`] in declaration order through serde (the flagged postcard layout of `ser.rs`),
//! except the objects, which are written here field by field: an object's fixed fields in a
//! few bytes, one varint of flags for its bools and for which of its rarely set fields follow
//! (counter lists, histories, Riftbound combat, attachment, control, exile link), and only
//! those. Serde's generic walk over the objects' 25 fields was ~10% of a smoke profile in
//! decoding alone.
//!
//! Both sides destructure `GameState` and `GameObject` whole: a new field fails to compile here
//! until it is written and read.

use super::de::Reader;
use super::ser::{Error, Writer};
use serde::{Deserialize, Serialize};
use triggerproof_model::state::object_parts::*;
use triggerproof_model::state::{GameObject, GameState, ObjectId, Objects, PlayerId, Zone};
use triggerproof_model::vocab::CardId;

type Res<T> = Result<T, Error>;

/// A zone's byte (an exhaustive match: a new zone fails to compile here).
fn zone_byte(z: Zone) -> u8 {
    match z {
        Zone::Hand => 0,
        Zone::Battlefield => 1,
        Zone::Graveyard => 2,
        Zone::Exile => 3,
        Zone::Stack => 4,
        Zone::Library => 5,
    }
}

fn zone_of(b: u8) -> Res<Zone> {
    Ok(match b {
        0 => Zone::Hand,
        1 => Zone::Battlefield,
        2 => Zone::Graveyard,
        3 => Zone::Exile,
        4 => Zone::Stack,
        5 => Zone::Library,
        _ => return Err(Error(format!("{b} is not a zone"))),
    })
}

/// Writes `v` through serde, as a value of its own (not a struct's field).
fn put<T: Serialize + ?Sized>(w: &mut Writer<'_>, v: &T) -> Res<()> {
    v.serialize(&mut *w)
}

fn get<'de, T: Deserialize<'de>>(r: &mut Reader<'de>) -> Res<T> {
    T::deserialize(&mut *r)
}

/// Writes a whole game state.
pub(super) fn write(w: &mut Writer<'_>, s: &GameState) -> Res<()> {
    let GameState {
        players,
        objects,
        stack,
        waiting,
        delayed,
        shields,
        turn,
        active,
        step,
        decision,
        priority_next,
        passes,
        priority_seen,
        combat,
        field,
    } = s;
    put(w, players)?;
    w.varint(objects.len() as u64);
    for (id, o) in objects.as_slice() {
        w.varint(u64::from(id.0));
        write_object(w, o)?;
    }
    put(w, stack)?;
    put(w, waiting)?;
    put(w, delayed)?;
    put(w, shields)?;
    w.byte(*turn);
    w.byte(active.0);
    put(w, step)?;
    put(w, decision)?;
    w.byte(priority_next.0);
    w.byte(*passes);
    w.byte(u8::from(*priority_seen));
    put(w, combat)?;
    put(w, field)
}

/// Reads a whole game state, as [`write`] wrote it.
pub(super) fn read(r: &mut Reader<'_>) -> Res<GameState> {
    let players = get(r)?;
    let n = r.len()?;
    // Bounded: a length read from bytes is a hint, not a promise.
    let mut entries = Vec::with_capacity(n.min(256));
    for _ in 0..n {
        let id = ObjectId(r.narrow()?);
        entries.push((id, read_object(r)?));
    }
    Ok(GameState {
        players,
        objects: Objects::from_iter(entries),
        stack: get(r)?,
        waiting: get(r)?,
        delayed: get(r)?,
        shields: get(r)?,
        turn: r.byte()?,
        active: PlayerId(r.byte()?),
        step: get(r)?,
        decision: get(r)?,
        priority_next: PlayerId(r.byte()?),
        passes: r.byte()?,
        priority_seen: match r.byte()? {
            0 => false,
            1 => true,
            b => return Err(Error(format!("{b} is not a bool"))),
        },
        combat: get(r)?,
        field: get(r)?,
    })
}

fn write_object(w: &mut Writer<'_>, o: &GameObject) -> Res<()> {
    let GameObject {
        card,
        owner,
        controller,
        zone,
        tapped: _,
        damage,
        face_down: _,
        once_taken,
        nth_seen,
        counters,
        pump,
        sick: _,
        deathtouched: _,
        unit,
        triggered_once,
        attached_to,
        entered_this_turn: _,
        abilities_lost: _,
        timestamp,
        lost_at,
        library_pos,
        chosen_to_sacrifice: _,
        control,
        resolved,
        cast_from_hand: _,
        chosen_to_discard: _,
        kept_by_legend_rule: _,
        exiled_by,
        regeneration_shields,
    } = o;
    // Its bools and which optional parts follow (the model's `object_parts`).
    let flags = o.parts();
    w.varint(u64::from(card.0));
    w.byte(owner.0);
    w.byte(controller.0);
    w.byte(zone_byte(*zone));
    w.varint(u64::from(flags));
    if flags & DAMAGE != 0 {
        w.varint(u64::from(*damage));
    }
    if flags & PUMP != 0 {
        // The signed bytes' bits, read back with `as i8` below: lossless.
        w.byte(pump.0 as u8);
        w.byte(pump.1 as u8);
    }
    if flags & LIBRARY_POS != 0 {
        w.byte(*library_pos as u8);
    }
    if flags & ONCE_TAKEN != 0 {
        put(w, once_taken)?;
    }
    if flags & NTH_SEEN != 0 {
        put(w, nth_seen)?;
    }
    if flags & COUNTERS != 0 {
        put(w, counters)?;
    }
    if flags & TRIGGERED_ONCE != 0 {
        put(w, triggered_once)?;
    }
    if flags & RESOLVED != 0 {
        put(w, resolved)?;
    }
    if flags & UNIT != 0 {
        put(w, unit)?;
    }
    if let Some(a) = attached_to {
        w.varint(u64::from(a.0));
    }
    if let Some(c) = control {
        put(w, c)?;
    }
    if let Some(link) = exiled_by {
        put(w, link)?;
    }
    if flags & TIMESTAMPS != 0 {
        w.byte(*timestamp);
        w.byte(*lost_at);
    }
    if flags & REGENERATION != 0 {
        w.byte(*regeneration_shields);
    }
    Ok(())
}

fn read_object(r: &mut Reader<'_>) -> Res<GameObject> {
    let card = CardId(r.narrow()?);
    let owner = PlayerId(r.byte()?);
    let controller = PlayerId(r.byte()?);
    let zone = zone_of(r.byte()?)?;
    let flags: u32 = r.narrow()?;
    let on = |b: u32| flags & b != 0;
    let damage = if on(DAMAGE) { r.narrow()? } else { 0 };
    let pump = if on(PUMP) {
        (r.byte()? as i8, r.byte()? as i8)
    } else {
        (0, 0)
    };
    let library_pos = if on(LIBRARY_POS) { r.byte()? as i8 } else { 0 };
    let once_taken = if on(ONCE_TAKEN) { get(r)? } else { Vec::new() };
    let nth_seen = if on(NTH_SEEN) { get(r)? } else { Vec::new() };
    let counters = if on(COUNTERS) { get(r)? } else { Vec::new() };
    let triggered_once = if on(TRIGGERED_ONCE) {
        get(r)?
    } else {
        Vec::new()
    };
    let resolved = if on(RESOLVED) { get(r)? } else { Vec::new() };
    let unit = if on(UNIT) {
        get(r)?
    } else {
        Default::default()
    };
    let attached_to = if on(ATTACHED_TO) {
        Some(ObjectId(r.narrow()?))
    } else {
        None
    };
    let control = if on(CONTROL) { Some(get(r)?) } else { None };
    let exiled_by = if on(EXILED_BY) { Some(get(r)?) } else { None };
    let (timestamp, lost_at) = if on(TIMESTAMPS) {
        (r.byte()?, r.byte()?)
    } else {
        (0, 0)
    };
    let regeneration_shields = if on(REGENERATION) { r.byte()? } else { 0 };
    Ok(GameObject {
        card,
        owner,
        controller,
        zone,
        tapped: on(TAPPED),
        damage,
        face_down: on(FACE_DOWN),
        once_taken,
        nth_seen,
        counters,
        pump,
        sick: on(SICK),
        deathtouched: on(DEATHTOUCHED),
        unit,
        triggered_once,
        attached_to,
        entered_this_turn: on(ENTERED),
        abilities_lost: on(ABILITIES_LOST),
        timestamp,
        lost_at,
        library_pos,
        chosen_to_sacrifice: on(CHOSEN_TO_SACRIFICE),
        control,
        resolved,
        cast_from_hand: on(CAST_FROM_HAND),
        chosen_to_discard: on(CHOSEN_TO_DISCARD),
        kept_by_legend_rule: on(KEPT_BY_LEGEND_RULE),
        exiled_by,
        regeneration_shields,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every zone's byte reads back as that zone.
    #[test]
    fn zones_round_trip() {
        for z in [
            Zone::Hand,
            Zone::Battlefield,
            Zone::Graveyard,
            Zone::Exile,
            Zone::Stack,
            Zone::Library,
        ] {
            assert_eq!(zone_of(zone_byte(z)).unwrap(), z);
        }
        assert!(zone_of(6).is_err());
    }

    /// A state whose objects have every optional part set, and one with none, read back equal.
    #[test]
    fn objects_with_every_part_round_trip() {
        use triggerproof_model::state::{Designation, ExileLink, Location, UnitCombat};
        use triggerproof_model::vocab::CounterKind;
        let mut s = GameState::new(2, 20, 3);
        let plain = GameObject::new(CardId(3), PlayerId(1), Zone::Hand);
        let full = GameObject {
            controller: PlayerId(0),
            tapped: true,
            damage: 40_000,
            face_down: true,
            once_taken: vec![(1, PlayerId(1))],
            nth_seen: vec![(0, 2)],
            counters: vec![(CounterKind::PlusOne, 2), (CounterKind::Charge, 1)],
            pump: (-3, 4),
            sick: true,
            deathtouched: true,
            unit: UnitCombat {
                at: Location::Battlefield,
                designation: Some(Designation::Defender),
                attacked: true,
                defended: false,
            },
            triggered_once: vec![0, 3],
            attached_to: Some(ObjectId(700)),
            entered_this_turn: true,
            abilities_lost: true,
            timestamp: 3,
            lost_at: 5,
            library_pos: -2,
            chosen_to_sacrifice: true,
            control: Some(triggerproof_model::state::ControlEffects {
                default: PlayerId(1),
                grants: vec![triggerproof_model::state::ControlGrant {
                    to: PlayerId(0),
                    until_end_of_turn: true,
                    as_long_as: Some(ObjectId(9)),
                }],
            }),
            resolved: vec![(1, 1)],
            cast_from_hand: true,
            chosen_to_discard: true,
            kept_by_legend_rule: true,
            exiled_by: Some(ExileLink {
                by: ObjectId(9),
                card: CardId(400),
                back_to: Some(Zone::Battlefield),
            }),
            regeneration_shields: 2,
            ..GameObject::new(CardId(1000), PlayerId(1), Zone::Exile)
        };
        s.objects.insert(ObjectId(2), plain);
        s.objects.insert(ObjectId(300), full);
        s.priority_seen = true;
        let mut bytes = Vec::new();
        write(&mut Writer::new(&mut bytes), &s).unwrap();
        let mut r = Reader::new(&bytes);
        assert_eq!(read(&mut r).unwrap(), s);
        assert!(r.is_done());
    }
}
