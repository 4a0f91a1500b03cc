//! Card pools: the cards a board may use, by name. `builtin()` is the pool covering every rule
//! the engine models, including the cards CR 603's examples describe.

mod ability_changing;
mod another;
mod attachments;
mod batches;
mod blocks_several;
mod bug_classes;
mod builtin;
mod cast_history;
mod colors;
mod combat;
mod control;
mod copy_targets;
mod costs;
mod delayed_kinds;
mod delayed_return;
mod discard;
mod evasion;
mod exile_until;
mod extra_phases;
mod face_down;
mod fidelity;
mod fight;
mod granted;
mod history;
mod identity;
pub mod keyword_reading;
mod knowledge;
mod layer_order;
mod linked;
mod mana_lands;
mod manifest;
mod multiplayer;
mod next_cast;
mod objects;
mod owners;
mod player_counters;
mod protection;
mod rb_combat;
mod rb_rest;
mod regenerate;
mod resolved_times;
mod roles;
mod scoring;
mod simultaneity;
mod simultaneous;
mod smoke_reach;
mod stack_abilities;
mod stack_targets;
mod target_words;
mod targets;
mod trigger_cause;
mod x_costs;
mod zones;

use crate::vocab::{CardDef, CardId};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The built-in pool: every family file's cards.
pub fn builtin() -> CardPool {
    let mut pool = CardPool::new();
    for c in builtin::core()
        .chain(scoring::scoring())
        .chain(fidelity::fidelity())
        .chain(objects::objects())
        .chain(combat::combat())
        .chain(objects::object_spells())
        .chain(bug_classes::cards())
        .chain(rb_combat::rb_combat())
        .chain(batches::cards())
        .chain(attachments::attachments())
        .chain(targets::cards())
        .chain(trigger_cause::cards())
        .chain(history::cards())
        .chain(ability_changing::cards())
        .chain(face_down::cards())
        .chain(stack_abilities::cards())
        .chain(granted::cards())
        .chain(player_counters::cards())
        .chain(costs::cards())
        .chain(zones::cards())
        .chain(stack_targets::cards())
        .chain(delayed_kinds::cards())
        .chain(simultaneous::cards())
        .chain(control::cards())
        .chain(resolved_times::cards())
        .chain(cast_history::cards())
        .chain(discard::cards())
        .chain(exile_until::cards())
        .chain(multiplayer::cards())
        .chain(multiplayer::loss_watchers())
        .chain(owners::cards())
        .chain(target_words::cards())
        .chain(another::cards())
        .chain(linked::cards())
        .chain(copy_targets::cards())
        .chain(knowledge::cards())
        .chain(layer_order::cards())
        .chain(rb_rest::cards())
        .chain(identity::cards())
        .chain(simultaneity::cards())
        .chain(delayed_return::cards())
        .chain(regenerate::cards())
        .chain(smoke_reach::cards())
        .chain(control::opponent_gain_cards())
        .chain(knowledge::last_known_cards())
        .chain(protection::cards())
        .chain(extra_phases::cards())
        .chain(colors::cards())
        .chain(fight::cards())
        .chain(mana_lands::cards())
        .chain(evasion::cards())
        .chain(control::as_long_as_cards())
        .chain(control::under_your_control_cards())
        .chain(blocks_several::cards())
        .chain(next_cast::cards())
        .chain(x_costs::cards())
        .chain(manifest::cards())
        .chain(roles::cards())
    {
        pool.add(c).expect("built-in names are unique");
    }
    debug_assert!(pool.missing_tokens().is_empty());
    pool
}

/// A set of card definitions addressable by [`CardId`] and by name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct CardPool {
    cards: Vec<CardDef>,
    #[serde(skip)]
    by_name: BTreeMap<String, CardId>,
}

/// Adding a card whose name is already taken.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DuplicateCard(pub String);

/// The name of the unnamed card every pool holds: what a player draws from their library.
pub const LIBRARY_CARD: &str = "Library Card";

impl CardPool {
    /// An empty pool but for the unnamed library card (always `CardId(0)`).
    pub fn new() -> CardPool {
        let mut pool = CardPool::default();
        pool.add(CardDef {
            name: LIBRARY_CARD.to_string(),
            types: Vec::new(),
            power: 0,
            toughness: 0,
            spell: None,
            abilities: Vec::new(),
            token: false,
            subtypes: Vec::new(),
            supertypes: Vec::new(),
            keywords: Vec::new(),
            additional_cost: Default::default(),
            protection: Vec::new(),
            mana_cost: None,
            colors: Vec::new(),
        })
        .expect("empty pool");
        pool
    }

    /// Adds a card; names are unique.
    pub fn add(&mut self, card: CardDef) -> Result<CardId, DuplicateCard> {
        if self.by_name.contains_key(&card.name) {
            return Err(DuplicateCard(card.name));
        }
        let id = CardId(self.cards.len() as u16);
        self.by_name.insert(card.name.clone(), id);
        self.cards.push(card);
        Ok(id)
    }

    pub fn get(&self, id: CardId) -> &CardDef {
        &self.cards[id.0 as usize]
    }

    pub fn id(&self, name: &str) -> Option<CardId> {
        self.by_name.get(name).copied()
    }

    pub fn len(&self) -> usize {
        self.cards.len()
    }

    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }

    /// Every card with its id, in id order.
    pub fn iter(&self) -> impl Iterator<Item = (CardId, &CardDef)> {
        self.cards
            .iter()
            .enumerate()
            .map(|(i, c)| (CardId(i as u16), c))
    }

    /// Card names that selectors ("named ...") use and no card in the pool has.
    pub fn unknown_selector_names(&self) -> Vec<String> {
        let mut unknown = Vec::new();
        for (_, c) in self.iter() {
            c.selectors(&mut |s| {
                if let Some(n) = &s.name {
                    if self.id(n).is_none() {
                        unknown.push(n.clone());
                    }
                }
            });
        }
        unknown
    }

    /// Token names used by `CreateToken` effects that no card in the pool defines.
    /// The names `create-role` effects give that name a card of the pool which is no Role token
    /// (a token with the subtypes Aura and Role, CR 303.7 (mtg-2024-11-08)), in pool order.
    pub fn not_roles(&self) -> Vec<String> {
        let mut out = Vec::new();
        for (_, c) in self.iter() {
            c.effects(&mut |e| {
                if let crate::vocab::Effect::CreateRole { role, .. } = e {
                    let ok = self.id(role).is_some_and(|id| {
                        let r = self.get(id);
                        r.token && r.has_subtype("Aura") && r.has_subtype("Role")
                    });
                    if !ok && self.id(role).is_some() {
                        out.push(role.clone());
                    }
                }
            });
        }
        out
    }

    pub fn missing_tokens(&self) -> Vec<String> {
        let mut missing = Vec::new();
        for (_, c) in self.iter() {
            c.token_names(&mut |n| {
                if self.id(n).is_none() {
                    missing.push(n.to_string());
                }
            });
        }
        missing
    }
}
