//! [`Objects`]: every object of a game by id, as one sorted, shared slice. A game has few objects
//! (tens) whose ids grow as cards change zones (CR 400.7 (mtg-2024-11-08)), so a sorted vector
//! found by binary search and walked as a plain slice beats a B-tree: cloning a state shares it
//! (one reference count), the first change after a clone copies it once (as the B-tree copied
//! its one leaf), and iteration in id order is a slice walk. Serde, `Eq` and `Debug` read
//! exactly as `imbl::OrdMap<ObjectId, GameObject>`'s did (a map in id order), so trace files
//! are unchanged; `Hash` writes the count, then each object packed into few words
//! (`object_hash.rs`), for cheaper fingerprints.

use super::object::GameObject;
use crate::ids::ObjectId;
use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// The objects of a game, sorted by id, each id once.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Objects {
    entries: Arc<Vec<(ObjectId, GameObject)>>,
}

impl Objects {
    pub fn new() -> Objects {
        Objects::default()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Where `id` is, or where it would go.
    fn find(&self, id: &ObjectId) -> Result<usize, usize> {
        self.entries.binary_search_by_key(id, |(k, _)| *k)
    }

    /// The entries to change: copied first if another state shares them.
    fn entries_mut(&mut self) -> &mut Vec<(ObjectId, GameObject)> {
        Arc::make_mut(&mut self.entries)
    }

    pub fn get(&self, id: &ObjectId) -> Option<&GameObject> {
        self.find(id).ok().map(|i| &self.entries[i].1)
    }

    pub fn contains_key(&self, id: &ObjectId) -> bool {
        self.find(id).is_ok()
    }

    /// The object to change; the entries are copied only if `id` is there and they are shared.
    pub fn get_mut(&mut self, id: &ObjectId) -> Option<&mut GameObject> {
        let i = self.find(id).ok()?;
        Some(&mut self.entries_mut()[i].1)
    }

    /// Puts `o` at `id`, returning the object it replaces.
    pub fn insert(&mut self, id: ObjectId, o: GameObject) -> Option<GameObject> {
        match self.find(&id) {
            Ok(i) => Some(std::mem::replace(&mut self.entries_mut()[i].1, o)),
            Err(i) => {
                self.entries_mut().insert(i, (id, o));
                None
            }
        }
    }

    pub fn remove(&mut self, id: &ObjectId) -> Option<GameObject> {
        let i = self.find(id).ok()?;
        Some(self.entries_mut().remove(i).1)
    }

    /// Every object in id order, as `OrdMap::iter` gave them.
    pub fn iter(&self) -> Iter<'_> {
        Iter {
            inner: self.entries.iter(),
        }
    }

    /// The entries in id order, as a slice.
    pub fn as_slice(&self) -> &[(ObjectId, GameObject)] {
        &self.entries
    }

    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &ObjectId> + ExactSizeIterator {
        self.entries.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl DoubleEndedIterator<Item = &GameObject> + ExactSizeIterator {
        self.entries.iter().map(|(_, v)| v)
    }

    /// Sorts `v` by id into the entries; of equal ids the last wins (as repeated inserts did).
    fn from_vec(mut v: Vec<(ObjectId, GameObject)>) -> Objects {
        if !v.is_sorted_by(|a, b| a.0 < b.0) {
            v.sort_by_key(|(k, _)| *k);
            // Of a run of equal ids keep the last: dedup keeps the first, so reverse around it.
            v.reverse();
            v.dedup_by_key(|(k, _)| *k);
            v.reverse();
        }
        Objects {
            entries: Arc::new(v),
        }
    }
}

/// [`Objects::iter`]: `(&id, &object)` in id order.
#[derive(Clone)]
pub struct Iter<'a> {
    inner: std::slice::Iter<'a, (ObjectId, GameObject)>,
}

impl<'a> Iterator for Iter<'a> {
    type Item = (&'a ObjectId, &'a GameObject);

    fn next(&mut self) -> Option<Self::Item> {
        self.inner.next().map(|(k, v)| (k, v))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.inner.size_hint()
    }
}

impl DoubleEndedIterator for Iter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.inner.next_back().map(|(k, v)| (k, v))
    }
}

impl ExactSizeIterator for Iter<'_> {}

impl<'a> IntoIterator for &'a Objects {
    type Item = (&'a ObjectId, &'a GameObject);
    type IntoIter = Iter<'a>;

    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

impl FromIterator<(ObjectId, GameObject)> for Objects {
    fn from_iter<I: IntoIterator<Item = (ObjectId, GameObject)>>(it: I) -> Objects {
        Objects::from_vec(it.into_iter().collect())
    }
}

/// The count, then each object with its id, in id order, packed (`object_hash.rs`).
impl Hash for Objects {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_usize(self.len());
        for (id, o) in self.as_slice() {
            o.hash_packed(*id, state);
        }
    }
}

/// As `OrdMap`'s: `{#id: object, ...}` in id order.
impl fmt::Debug for Objects {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// As `OrdMap`'s: a map of known length, in id order.
impl Serialize for Objects {
    fn serialize<S: Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        let mut m = ser.serialize_map(Some(self.len()))?;
        for (k, v) in self.iter() {
            m.serialize_entry(k, v)?;
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for Objects {
    fn deserialize<D: Deserializer<'de>>(de: D) -> Result<Objects, D::Error> {
        de.deserialize_map(ObjectsVisitor)
    }
}

struct ObjectsVisitor;

impl<'de> Visitor<'de> for ObjectsVisitor {
    type Value = Objects;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a map from object ids to objects")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Objects, A::Error> {
        // Bounded: a length read from bytes is a hint, not a promise.
        let mut v = Vec::with_capacity(map.size_hint().unwrap_or(0).min(256));
        while let Some(e) = map.next_entry()? {
            v.push(e);
        }
        Ok(Objects::from_vec(v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{PlayerId, Zone};
    use crate::vocab::CardId;
    use imbl::OrdMap;
    use std::hash::DefaultHasher;

    fn obj(card: u16) -> GameObject {
        GameObject::new(CardId(card), PlayerId(0), Zone::Battlefield)
    }

    fn hash_of<T: Hash>(t: &T) -> u64 {
        let mut h = DefaultHasher::new();
        t.hash(&mut h);
        h.finish()
    }

    /// The same inserts and removes into `Objects` and `OrdMap` read alike every way.
    #[test]
    fn reads_as_the_ordmap_did() {
        let mut ours = Objects::new();
        let mut theirs: OrdMap<ObjectId, GameObject> = OrdMap::new();
        for (i, id) in [5u16, 1, 9, 3, 7, 1, 0].into_iter().enumerate() {
            assert_eq!(
                ours.insert(ObjectId(id), obj(i as u16)),
                theirs.insert(ObjectId(id), obj(i as u16))
            );
        }
        assert_eq!(ours.remove(&ObjectId(9)), theirs.remove(&ObjectId(9)));
        assert_eq!(ours.remove(&ObjectId(4)), theirs.remove(&ObjectId(4)));
        ours.get_mut(&ObjectId(3)).unwrap().tapped = true;
        theirs.get_mut(&ObjectId(3)).unwrap().tapped = true;
        assert!(ours.get_mut(&ObjectId(2)).is_none());
        assert!(ours.iter().eq(theirs.iter()));
        assert_eq!(ours.len(), theirs.len());
        assert_eq!(format!("{ours:?}"), format!("{theirs:?}"));
        let json = serde_json::to_string(&ours).unwrap();
        assert_eq!(json, serde_json::to_string(&theirs).unwrap());
        let back: Objects = serde_json::from_str(&json).unwrap();
        assert_eq!(back, ours);
        let unsorted: Objects = [
            (ObjectId(2), obj(1)),
            (ObjectId(1), obj(2)),
            (ObjectId(2), obj(3)),
        ]
        .into_iter()
        .collect();
        assert_eq!(
            unsorted
                .iter()
                .map(|(k, o)| (k.0, o.card.0))
                .collect::<Vec<_>>(),
            vec![(1, 2), (2, 3)]
        );
    }

    /// Equal objects hash alike; a change to any one field, or to an id, changes the hash.
    #[test]
    fn the_packed_hash_sees_every_field() {
        use crate::state::{ExileLink, UnitCombat};
        use crate::vocab::CounterKind;
        let base = obj(7);
        let mut a = Objects::new();
        a.insert(ObjectId(4), base.clone());
        let h0 = hash_of(&a);
        assert_eq!(h0, hash_of(&a.clone()));
        let changes: Vec<fn(&mut GameObject)> = vec![
            |o| o.card = CardId(8),
            |o| o.owner = PlayerId(1),
            |o| o.controller = PlayerId(1),
            |o| o.zone = Zone::Hand,
            |o| o.tapped = true,
            |o| o.damage = 1,
            |o| o.face_down = true,
            |o| o.once_taken.push((0, PlayerId(0))),
            |o| o.nth_seen.push((0, 1)),
            |o| o.counters.push((CounterKind::PlusOne, 1)),
            |o| o.pump = (0, -1),
            |o| o.sick = true,
            |o| o.deathtouched = true,
            |o| {
                o.unit = UnitCombat {
                    attacked: true,
                    ..UnitCombat::default()
                }
            },
            |o| o.triggered_once.push(0),
            |o| o.attached_to = Some(ObjectId(0)),
            |o| o.entered_this_turn = true,
            |o| o.abilities_lost = true,
            |o| o.library_pos = -1,
            |o| o.chosen_to_sacrifice = true,
            |o| {
                o.control = Some(crate::state::ControlEffects {
                    default: PlayerId(0),
                    grants: Vec::new(),
                })
            },
            |o| o.resolved.push((0, 1)),
            |o| o.cast_from_hand = true,
            |o| o.chosen_to_discard = true,
            |o| o.kept_by_legend_rule = true,
            |o| o.regeneration_shields = 1,
            |o| {
                o.exiled_by = Some(ExileLink {
                    by: ObjectId(0),
                    card: CardId(0),
                    back_to: None,
                })
            },
        ];
        let mut seen = std::collections::HashSet::from([h0]);
        for change in changes {
            let mut o = base.clone();
            change(&mut o);
            let mut b = Objects::new();
            b.insert(ObjectId(4), o);
            assert!(seen.insert(hash_of(&b)), "{b:?}");
        }
        let mut moved = Objects::new();
        moved.insert(ObjectId(5), base);
        assert!(seen.insert(hash_of(&moved)));
    }

    /// A change after a clone leaves the clone as it was.
    #[test]
    fn clones_are_independent() {
        let mut a = Objects::new();
        a.insert(ObjectId(1), obj(1));
        let b = a.clone();
        a.get_mut(&ObjectId(1)).unwrap().damage = 2;
        assert_eq!(b.get(&ObjectId(1)).unwrap().damage, 0);
        assert_eq!(a.get(&ObjectId(1)).unwrap().damage, 2);
    }
}
