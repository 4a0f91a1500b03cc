//! Properties of colour (CR 105.2, 202.2 (mtg-2024-11-08); CR 203.2 (mtg-2008-10-01)): an object
//! is each colour of the coloured mana symbols in its mana cost and of its colour indicator, and
//! "whenever you cast a red spell" sees only a spell that is red.
//!
//! Our own reading: the colours come from `selector::colors_of` (the card's printed symbols
//! read here, not the engine's `characteristics`), the spell from the journal's cast event and
//! the state after the step. The engine's rule code is never called.

use crate::observe::event_of;
use crate::selector::{colors_of, has_color, selects, Known};
use crate::{Expectation, Kind, Property, View, MTG};
use triggerproof_model::edition::RuleRef;
use triggerproof_model::journal::{Event, Happening};
use triggerproof_model::state::{ObjectId, PlayerId, Zone};
use triggerproof_model::vocab::{Selector, TriggerEvent};

/// The spell a cast event names, as known: the object on the stack if it is still there (or
/// anywhere in the state), else its card from the step's casting entry.
fn spell(v: &View, object: ObjectId) -> Option<Known> {
    if let Some(o) = v.state.object(object) {
        return Some(Known::of(o, false));
    }
    v.journal.iter().find_map(|e| match &e.what {
        Happening::Cast {
            player,
            card,
            object: o,
        } if *o == object => Some(Known::from_journal(*card, *player, false)),
        _ => None,
    })
}

/// The cast events of the step: (caster, spell).
fn casts<'v>(v: &'v View) -> impl Iterator<Item = (usize, PlayerId, ObjectId)> + 'v {
    v.journal
        .iter()
        .enumerate()
        .filter_map(|(i, e)| match &e.what {
            Happening::Event(Event::SpellCast { player, object }) => Some((i, *player, *object)),
            _ => None,
        })
}

/// CR 601.2i + CR 105.2 (mtg-2024-11-08): an ability "whenever [who] casts a [spell] spell"
/// that triggered on a cast saw a spell its selector picks ("a red spell": red among the
/// colours of the spell's mana cost and colour indicator).
fn cast_trigger_reads_the_spells_colour(v: &View) -> bool {
    v.journal.iter().all(|e| {
        let Happening::Triggered {
            origin,
            controller,
            cause: Some(c),
            ..
        } = &e.what
        else {
            return true;
        };
        let Some(TriggerEvent::SpellCast(w)) = event_of(v, origin) else {
            return true;
        };
        let Some(Happening::Event(Event::SpellCast { object, .. })) =
            v.journal.entries.get(usize::from(*c)).map(|x| &x.what)
        else {
            return true;
        };
        w.spell == Selector::default()
            || spell(v, *object)
                .is_none_or(|k| selects(v.pool, &w.spell, &k, *controller) != Some(false))
    })
}

/// A spell is cast while a permanent with "whenever [who] casts a [colour] spell" is on the
/// battlefield, and the spell is not of that colour.
fn other_colour_cast_under_watcher(v: &View) -> bool {
    casts(v).any(|(_, _, object)| {
        let Some(k) = spell(v, object) else {
            return false;
        };
        let colors = colors_of(v.pool, &k);
        v.state.objects.values().any(|o| {
            o.zone == Zone::Battlefield
                && v.pool.get(o.card).triggered().any(|(_, t)| match &t.when {
                    triggerproof_model::vocab::TriggerCondition::Event(
                        TriggerEvent::SpellCast(w),
                    ) => w.spell.color.is_some_and(|c| !has_color(&colors, c)),
                    _ => false,
                })
        })
    })
}

use Expectation::{Always, Sometimes};
use Kind::{Reachability, Step};

pub fn properties() -> Vec<Property> {
    vec![
        Property {
            name: "cast-trigger-reads-the-spells-colour",
            expectation: Always,
            kind: Step,
            statement: "An ability 'whenever [who] casts a [colour] spell' triggers only on a spell of that colour: one of the colours of the coloured mana symbols in its mana cost or of its colour indicator.",
            rules: &[RuleRef::Colors, RuleRef::CastSpell],
            editions: MTG,
            witness: Some("other-colour-cast-under-a-colour-watcher"),
            check: cast_trigger_reads_the_spells_colour,
        },
        Property {
            name: "other-colour-cast-under-a-colour-watcher",
            expectation: Sometimes,
            kind: Reachability,
            statement: "A spell is cast while a permanent watching for spells of one colour is on the battlefield, and the spell is not of that colour.",
            rules: &[RuleRef::Colors],
            editions: MTG,
            witness: None,
            check: other_colour_cast_under_watcher,
        },
    ]
}
