//! Which card features a card uses, for `semantics::Feature::used_by`: the readers that decide
//! whether a board is playable under an edition whose rules give a feature no meaning
//! (colours, costs, combat, attachments, counters).

use crate::vocab::{Ability, CardDef, Effect, StaticAbility, TriggerCondition, TriggerEvent};

/// Has the card a mana cost, a colour indicator, or a selector testing colour?
pub(crate) fn uses_colors(card: &CardDef) -> bool {
    let mut tests = false;
    card.selectors(&mut |s| tests |= s.color.is_some());
    // Coloured mana (`add-mana = "{G}"`) is colour too: Riftbound has none.
    card.effects(&mut |e| tests |= matches!(e, crate::vocab::Effect::AddMana(m) if m.has_color()));
    tests || card.mana_cost.is_some() || !card.colors.is_empty()
}

/// Has the card a cost beyond `{T}` and "sacrifice this", or a watcher of paying one?
pub(crate) fn uses_costs(card: &CardDef) -> bool {
    use crate::vocab::TriggerEvent as E;
    let beyond = |c: &crate::vocab::Cost| {
        c.life > 0 || c.discard.is_some() || c.sacrifice.as_ref().is_some_and(|s| !s.this)
    };
    !card.additional_cost.0.is_free()
        || card.abilities.iter().any(|a| match a {
            Ability::Activated(a) => beyond(&a.cost),
            _ => false,
        })
        || watches(card, |e| {
            matches!(
                e,
                E::Sacrifices { .. } | E::LosesLife { .. } | E::Activates(_)
            )
        })
}

/// Has the card a triggered ability watching an event `pattern` matches?
pub(crate) fn watches(card: &CardDef, pattern: impl Fn(&TriggerEvent) -> bool) -> bool {
    card.triggered()
        .any(|(_, t)| matches!(&t.when, TriggerCondition::Event(e) if pattern(e)))
}

/// Has the card MTG combat keywords or triggers on MTG combat (CR 506-511)?
pub(crate) fn uses_combat(card: &CardDef) -> bool {
    use crate::vocab::trigger::StepName;
    use crate::vocab::TriggerEvent as E;
    !card.keywords.is_empty()
        || card.triggered().any(|(_, t)| {
            matches!(
                &t.when,
                TriggerCondition::Event(
                    E::AttacksAlone(_)
                        | E::Blocks(_)
                        | E::BecomesBlocked(_)
                        | E::Unblocked(_)
                        | E::DealsDamage { combat: true, .. }
                        | E::PlayerDealtDamage { combat: true, .. }
                        | E::BeginningOf {
                            step: StepName::Combat | StepName::EndOfCombat,
                            ..
                        }
                )
            )
        })
        || {
            // CR 500.8 (mtg-2024-11-08): adding a combat phase needs one.
            let mut adds = false;
            card.effects(&mut |e| adds |= matches!(e, Effect::AdditionalCombatPhase));
            adds
        }
}

/// Is the card an Aura or Equipment, or does it attach, unattach, watch attaching or name
/// "enchanted/equipped" objects?
pub(crate) fn uses_attachments(card: &CardDef) -> bool {
    let mut uses = card.has_subtype("Aura") || card.has_subtype("Equipment");
    card.effects(&mut |e| uses |= matches!(e, Effect::Attach(_) | Effect::Unattach(_)));
    card.selectors(&mut |s| uses |= s.enchanted);
    uses || watches(card, |e| matches!(e, TriggerEvent::BecomesAttached { .. }))
}

/// Does the card put, remove, enter with, watch or read counters?
pub(crate) fn uses_counters(card: &CardDef) -> bool {
    let mut changes = card.puts_counters();
    card.effects(&mut |e| changes |= matches!(e, Effect::RemoveCounters { .. }));
    let reads = card.abilities.iter().any(|a| match a {
        Ability::Static(s) => matches!(s, StaticAbility::EntersWithCounters { .. }),
        Ability::Triggered(t) => {
            let watched = match &t.when {
                TriggerCondition::Event(e) => {
                    matches!(e, crate::vocab::TriggerEvent::CountersPut { .. })
                        || e.selector()
                            .is_some_and(crate::vocab::Selector::tests_counters)
                }
                TriggerCondition::State(c) => c.reads_counters(),
            };
            watched
                || t.intervening_if
                    .as_ref()
                    .is_some_and(|c| c.reads_counters())
        }
        Ability::Activated(_) => false,
    });
    changes || reads
}
