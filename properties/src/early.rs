//! Early exits: properties whose antecedent is decided by the journal of the step alone (or by
//! an empty stack), so a state whose step did nothing of the kind is judged without reading
//! the board. Each `check` here is `guard || full` (or `guard && full` for a witness), `full`
//! being the property's own restatement of its rule, unchanged; [`GUARDED`] pairs each name
//! with its `full` so that a test can compare the two on every reachable state (they must
//! agree everywhere: a guard only skips a reading whose verdict is already known).
//!
//! Why each guard is exact is said beside it: the `full` check then reads an empty list of
//! journal entries (an `all` over nothing is true, an `any` false).

use crate::readings::Marks;
use crate::View;
use triggerproof_model::state::TurnHistory;

/// Does the step's journal hold an entry of any of the kinds in `bits` (`readings::Marks`,
/// read once per view for every guard)?
fn any(v: &View, bits: u32) -> bool {
    v.marks().any(bits)
}

/// No trigger instance waits or is on the stack (nor any other stack object).
fn nothing_pending(v: &View) -> bool {
    v.state.waiting.is_empty() && v.state.stack.is_empty()
}

/// Did an object leave the battlefield in this step?
fn left_battlefield(v: &View) -> bool {
    any(v, Marks::LEFT_BATTLEFIELD)
}

/// `additional-triggers-counted` judges each printed ability's first trigger on an event.
pub fn additional_triggers_counted(v: &View) -> bool {
    let judged = any(v, Marks::PRINTED_FIRST_TRIGGER);
    !judged || crate::trigger_cause::additional_counted(v)
}

/// `beginning-of-step-triggers-first` judges each step that began in this step.
pub fn beginning_of_step_triggers_first(v: &View) -> bool {
    !any(v, Marks::STEP_BEGAN) || crate::step_begins::triggers_first(v)
}

/// `lifelink-gains-once-per-source` compares, per run of events, lifelink damage with lifelink
/// gains: with neither damage nor a life gain, both sides are empty.
pub fn lifelink_gains_once_per_source(v: &View) -> bool {
    let judged = any(v, Marks::DAMAGE_OR_GAIN);
    !judged || crate::combat::lifelink_once_per_source(v)
}

/// `turn-history-counts-every-death-and-life-change` asks each count to be at least what the
/// step's events add up to: nothing counted, nothing to ask (the counts are unsigned).
pub fn turn_history_counts(v: &View) -> bool {
    // The full check itself holds where no object reads the history (`history::kept`).
    if !crate::history::kept(v) {
        return true;
    }
    let expected = crate::history::summed(v, crate::history::turn_began_at(v).unwrap_or(0));
    expected.iter().all(|t| *t == TurnHistory::default()) || crate::history::counts_every_event(v)
}

/// `mana-triggers-skip-the-stack` reads the waiting and stacked trigger instances.
pub fn mana_triggers_skip_the_stack(v: &View) -> bool {
    nothing_pending(v) || crate::placement::mana_skips_stack(v)
}

/// `suppression-names-what-it-stops` judges each ability the journal says a static stopped.
pub fn suppression_names_what_it_stops(v: &View) -> bool {
    let judged = any(v, Marks::SUPPRESSED);
    !judged || crate::trigger_cause::suppression_names_what_it_stops(v)
}

/// `suppressed-event-triggers-nothing-named` judges each trigger on an event.
pub fn suppressed_event_triggers_nothing_named(v: &View) -> bool {
    let judged = any(v, Marks::CAUSED_TRIGGER);
    !judged || crate::trigger_cause::suppressed_trigger_nothing(v)
}

/// `abilities-lost-on-entry` judges each new object put onto the battlefield.
pub fn abilities_lost_on_entry(v: &View) -> bool {
    let judged = any(v, Marks::ENTERED);
    !judged || crate::zone_change::lose_abilities_on_entry(v)
}

/// `replaced-death-near-dies-watcher` (a witness) needs a death replaced in this step.
pub fn replaced_death_near_dies_watcher(v: &View) -> bool {
    let replaced = any(v, Marks::REPLACED_TO_GRAVEYARD);
    replaced && crate::causes::replaced_death_near_watcher(v)
}

/// `granted-trigger-only-while-granted` judges each granted ability's trigger and each
/// leaver owed a look-back trigger: with neither, nothing is judged.
pub fn granted_trigger_only_while_granted(v: &View) -> bool {
    let granted = any(v, Marks::GRANTED_TRIGGER);
    !(granted || left_battlefield(v)) || crate::granted::granted_trigger_only_while_granted(v)
}

/// `delayed-trigger-near-additional-static` (a witness) needs a delayed trigger on an event.
pub fn delayed_trigger_near_additional_static(v: &View) -> bool {
    let delayed = any(v, Marks::DELAYED_CAUSED_TRIGGER);
    delayed && crate::trigger_cause::delayed_near_additional(v)
}

/// `state-trigger-not-retriggered-while-pending` reads the waiting and stacked instances.
pub fn state_trigger_not_retriggered(v: &View) -> bool {
    nothing_pending(v) || crate::state_trigger::not_retriggered(v)
}

/// `leaves-abilities-look-back` judges each run of objects leaving the battlefield.
pub fn leaves_abilities_look_back(v: &View) -> bool {
    !left_battlefield(v) || crate::zone_change::look_back(v)
}

/// `unavailable-mode-never-chosen` judges each stacked trigger put on the stack in this step.
pub fn unavailable_mode_never_chosen(v: &View) -> bool {
    !any(v, Marks::PUT_ON_STACK) || crate::removal::mode_available(v)
}

/// `leaver-judged-as-it-last-existed` judges each object that left the battlefield.
pub fn leaver_judged_as_it_last_existed(v: &View) -> bool {
    !left_battlefield(v) || crate::objects::leaver_judged_as_it_last_existed(v)
}

/// `aura-sees-enchanted-creature-die` judges each host that left the battlefield for a
/// graveyard.
pub fn aura_sees_enchanted_creature_die(v: &View) -> bool {
    !left_battlefield(v) || crate::attachments::aura_sees_host_die(v)
}

/// `zone-change-trigger-finds-only-new-object` reads the waiting and stacked instances.
pub fn zone_change_trigger_finds_only_new_object(v: &View) -> bool {
    nothing_pending(v) || crate::zone_change::refers_to_new_object(v)
}

/// `triggers-once-per-occurrence` judges each first trigger on an event and each death (for
/// the dies abilities that should have triggered).
pub fn triggers_once_per_occurrence(v: &View) -> bool {
    !any(v, Marks::FIRST_TRIGGER | Marks::DIED) || crate::event_triggers::once_per_occurrence(v)
}

/// `tokens-created-together` judges the tokens each resolution created: with none created,
/// every resolution's list is empty.
pub fn tokens_created_together(v: &View) -> bool {
    !any(v, Marks::CREATED) || crate::simultaneous::created_together(v)
}

/// `each-player-sacrifices-together` judges the permanents each resolution sacrificed: with
/// nothing leaving the battlefield, every resolution's list is empty.
pub fn each_player_sacrifices_together(v: &View) -> bool {
    !left_battlefield(v) || crate::simultaneous::sacrificed_together(v)
}

/// `no-legal-choice-removal-justified` judges each removal for having no legal choice.
pub fn no_legal_choice_removal_justified(v: &View) -> bool {
    !any(v, Marks::REMOVED_NO_CHOICE) || crate::removal::no_choice_removal_justified(v)
}

/// `batched-trigger-once-per-event` judges each first trigger on an event (of a "one or more"
/// ability).
pub fn batched_trigger_once_per_event(v: &View) -> bool {
    !any(v, Marks::FIRST_TRIGGER) || crate::batched::once_per_event(v)
}

/// `becomes-target-once-per-object` compares the permanents targeted by what the step put on
/// the stack with those that became targets: with nothing put on the stack and no one becoming
/// a target, both lists are empty.
pub fn becomes_target_once_per_object(v: &View) -> bool {
    let judged = Marks::PUT_ON_STACK | Marks::CAST_COPIED_ACTIVATED | Marks::BECAME_TARGET;
    !any(v, judged) || crate::targets::becomes_target_once_per_object(v)
}

/// `enters-abilities-see-newcomers` judges each trigger on an event (for a watcher gone before
/// it) and each permanent put onto the battlefield.
pub fn enters_abilities_see_newcomers(v: &View) -> bool {
    !any(v, Marks::CAUSED_TRIGGER | Marks::ENTERED) || crate::zone_change::etb_sees_newcomers(v)
}

/// A property's check.
pub type Check = fn(&View) -> bool;

/// Each guarded property's name and its full check (without the guard).
pub const GUARDED: &[(&str, Check)] = &[
    (
        "additional-triggers-counted",
        crate::trigger_cause::additional_counted,
    ),
    (
        "beginning-of-step-triggers-first",
        crate::step_begins::triggers_first,
    ),
    (
        "lifelink-gains-once-per-source",
        crate::combat::lifelink_once_per_source,
    ),
    (
        "turn-history-counts-every-death-and-life-change",
        crate::history::counts_every_event,
    ),
    (
        "mana-triggers-skip-the-stack",
        crate::placement::mana_skips_stack,
    ),
    (
        "suppression-names-what-it-stops",
        crate::trigger_cause::suppression_names_what_it_stops,
    ),
    (
        "suppressed-event-triggers-nothing-named",
        crate::trigger_cause::suppressed_trigger_nothing,
    ),
    (
        "abilities-lost-on-entry",
        crate::zone_change::lose_abilities_on_entry,
    ),
    (
        "replaced-death-near-dies-watcher",
        crate::causes::replaced_death_near_watcher,
    ),
    (
        "granted-trigger-only-while-granted",
        crate::granted::granted_trigger_only_while_granted,
    ),
    (
        "delayed-trigger-near-additional-static",
        crate::trigger_cause::delayed_near_additional,
    ),
    (
        "state-trigger-not-retriggered-while-pending",
        crate::state_trigger::not_retriggered,
    ),
    ("leaves-abilities-look-back", crate::zone_change::look_back),
    (
        "unavailable-mode-never-chosen",
        crate::removal::mode_available,
    ),
    (
        "leaver-judged-as-it-last-existed",
        crate::objects::leaver_judged_as_it_last_existed,
    ),
    (
        "aura-sees-enchanted-creature-die",
        crate::attachments::aura_sees_host_die,
    ),
    (
        "zone-change-trigger-finds-only-new-object",
        crate::zone_change::refers_to_new_object,
    ),
    (
        "triggers-once-per-occurrence",
        crate::event_triggers::once_per_occurrence,
    ),
    (
        "tokens-created-together",
        crate::simultaneous::created_together,
    ),
    (
        "each-player-sacrifices-together",
        crate::simultaneous::sacrificed_together,
    ),
    (
        "no-legal-choice-removal-justified",
        crate::removal::no_choice_removal_justified,
    ),
    (
        "batched-trigger-once-per-event",
        crate::batched::once_per_event,
    ),
    (
        "becomes-target-once-per-object",
        crate::targets::becomes_target_once_per_object,
    ),
    (
        "enters-abilities-see-newcomers",
        crate::zone_change::etb_sees_newcomers,
    ),
];
