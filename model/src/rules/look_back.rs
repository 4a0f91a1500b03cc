//! Whether an ability sees an event its source left with: CR 603.10a (2024, 2026) and
//! CR 410.10d (mtg-2008-10-01) look back in time for leaves-the-battlefield abilities; Riftbound
//! does not (RB 383.2.c.2), except for an object's own "when I die" (RB 808.1.d.2).

use super::select::{self, Viewer};
use super::Ctx;
use crate::journal::Event;
use crate::mutant::Mutant;
use crate::semantics::LookBack;
use crate::state::{GameState, ObjectId, Zone};
use crate::vocab::{Selector, TriggeredAbility};

/// Is `ta` judged in the state before the event? CR 603.10a (2024, 2026), CR 410.10d (mtg-2008-10-01):
/// leaves-the-battlefield abilities. RB 383.2.c.2: none, except an object's own "when I die"
/// (Deathknell, noted before the card moves: RB 808.1.d.2); the mutant looks back as MTG does.
pub(crate) fn looks_back(ctx: &Ctx, ta: &TriggeredAbility) -> bool {
    // Mutant: "from anywhere" looks back too (CR 603.6c says it doesn't).
    let anywhere = matches!(
        ta.when,
        crate::vocab::TriggerCondition::Event(crate::vocab::TriggerEvent::PutIntoGraveyard(_))
    );
    if anywhere && ctx.mutant(Mutant::AnywhereLooksBack) {
        return true;
    }
    // CR 603.10e (mtg-2024-11-08): "when a spell is countered" looks back where the rule exists.
    if super::counter_spell::watches_counter(ta) {
        return super::counter_spell::looks_back(ctx);
    }
    // CR 603.10d (mtg-2026-01-16): "when a player's opponent gains control of an object from
    // that player" looks back; CR 603.10d (mtg-2024-11-08) has no such clause (judged after).
    if let crate::vocab::TriggerCondition::Event(te) = &ta.when {
        if super::control::is_opponent_gain(te) {
            return super::control::opponent_gain_looks_back(ctx, te);
        }
    }
    if !ta.looks_back() {
        return false;
    }
    if let crate::vocab::TriggerCondition::Event(crate::vocab::TriggerEvent::LeavesZone {
        from,
        to,
        ..
    }) = &ta.when
    {
        if let Some(looks) = super::hand_library::looks_back(ctx, *from, *to) {
            return looks;
        }
        // CR 603.10a (mtg-2024-11-08): leaving a graveyard looks back.
        // CR 410.10d (mtg-2008-10-01): only leaving play looks back; 2008 judges it after.
        if *from != Zone::Battlefield {
            return ctx.rules.edition != crate::Edition::Mtg20081001
                && !ctx.mutant(Mutant::GraveyardLeaverJudgedAfter);
        }
        // CR 603.6c (mtg-2024-11-08): put from the battlefield into any other zone is a
        // leaves-the-battlefield ability, which looks back like `leaves-battlefield` (CR
        // 603.10a (mtg-2024-11-08); CR 410.10d (mtg-2008-10-01)): the edition's rule below.
        // (Until wave 9 it was judged after the event, so a watcher leaving with the others
        // saw none of them.)
    }
    // CR 603.10f (mtg-2024-11-08): "loses the game" looks back where the rule exists.
    if matches!(
        ta.when,
        crate::vocab::TriggerCondition::Event(crate::vocab::TriggerEvent::LosesGame { .. })
    ) {
        return super::multiplayer::loss_looks_back(ctx);
    }
    // Mutant `control-loss-judged-after`: a lose-control ability judged after the change.
    if let crate::vocab::TriggerCondition::Event(te) = &ta.when {
        if super::control::loss_judged_after(ctx, te) {
            return false;
        }
    }
    match ctx.sem().look_back {
        LookBack::LeavesAbilities => true,
        // RB 808.1.d.2 + RB 383.2.c.2: only "when I die" is noted before the move; "when this
        // leaves the board" is not Deathknell (the mutant treats it as one).
        LookBack::OwnDeathOnly => {
            ctx.mutant(Mutant::RbLooksBack)
                || ta.about_own_death()
                || (ta.about_itself() && ctx.mutant(Mutant::RbLeavesIsDeathknell))
        }
    }
}

/// RB 383.2.c.2: an ability that would look back under MTG rules, checked in the before-state
/// pass (`look_back_pass`), whose source is `gone` from its zone after the event: it left at
/// the same time, so it does not trigger (and the journal says why).
pub(crate) fn left_with_it(
    ta: &TriggeredAbility,
    look_back_pass: bool,
    looks_back: bool,
    gone: bool,
) -> bool {
    look_back_pass && ta.looks_back() && !looks_back && gone
}

/// Mutant `enters-looks-back`: the permanents that left the battlefield earlier in this step, as
/// they were there (from the journal), as if their enters abilities still listened. The correct
/// engine never calls this (CR 603.6a: permanents on the battlefield after the event).
pub(crate) fn departed(ctx: &Ctx) -> Option<crate::state::GameState> {
    use crate::journal::{Event, Happening};
    use crate::state::{GameObject, Zone};
    if !ctx.mutant(Mutant::EntersLooksBack) {
        return None;
    }
    let mut s = ctx.s.clone();
    s.objects = crate::state::Objects::new();
    for e in ctx.j.iter() {
        if let Happening::Event(Event::ZoneChange {
            old,
            card,
            from: Some(Zone::Battlefield),
            controller,
            ..
        }) = &e.what
        {
            let mut o = GameObject::new(*card, *controller, Zone::Battlefield);
            o.controller = *controller;
            s.objects.insert(*old, o);
        }
    }
    Some(s)
}

/// CR 603.10a: a leaves-the-battlefield ability judges the permanent as it last existed on the
/// battlefield (the mutant reads the card's new object, which has no counters and its owner as
/// controller).
pub(crate) fn leaver_matches(
    ctx: &Ctx,
    v: &super::trigger_knowledge::Views,
    sj: &Selector,
    (old, new): (ObjectId, Option<ObjectId>),
    me: Viewer,
) -> bool {
    // Mutant `token-leaves-unseen`: a token leaving is deleted unseen (CR 111.7
    // (mtg-2024-11-08): its leave abilities trigger before it ceases to exist).
    let token = v.before.object(old).is_some_and(|o| ctx.card(o.card).token);
    if token && ctx.mutant(Mutant::TokenLeavesUnseen) {
        return false;
    }
    match new.and_then(|n| v.after.object(n).map(|o| (n, o))) {
        Some((n, o)) if !sj.this && ctx.mutant(Mutant::SelectorReadsNewObject) => {
            select::object_matches(ctx.rules, sj, (n, o), old == me.source, me)
        }
        _ => select::matches(ctx.rules, v.before, sj, old, me),
    }
}

/// "Put into a graveyard from anywhere" (CR 603.6c + CR 400.7): no leaves-the-battlefield
/// ability; "this card" is the card that arrived, the new object in the graveyard whose
/// ability sees its own arrival (the mutant compares the old object, which that ability never is).
pub(crate) fn arrival_matches(
    ctx: &Ctx,
    v: &super::trigger_knowledge::Views,
    sj: &Selector,
    (old, new): (ObjectId, ObjectId),
    me: Viewer,
) -> bool {
    let itself = if ctx.mutant(Mutant::FromAnywhereByObjectId) {
        old == me.source
    } else {
        new == me.source || old == me.source
    };
    v.before
        .object(old)
        .is_some_and(|o| select::object_matches(ctx.rules, sj, (old, o), itself, me))
}

/// Mutant `aura-leaves-trigger-lost`: an Aura's or Equipment's ability about the object it is
/// attached to ("when enchanted creature dies") is lost when the Aura left at the same time.
/// The correct engine looks back (CR 603.10a (mtg-2024-11-08), CR 603.6e (mtg-2024-11-08)):
/// the Aura existed, attached, just before the event.
pub(crate) fn attachment_trigger_lost(
    ctx: &Ctx,
    ta: &TriggeredAbility,
    look_back_pass: bool,
    gone: bool,
) -> bool {
    let about_host = matches!(
        &ta.when,
        crate::vocab::TriggerCondition::Event(e) if e.selector().is_some_and(|s| s.enchanted)
    );
    look_back_pass && gone && about_host && ctx.mutant(Mutant::AuraLeavesTriggerLost)
}

/// Mutant `face-down-leaver-looks-face-up`: the state looked back at, with every face-down
/// permanent that left in `happened` seen face up (as the card revealed on leaving, CR 708.9
/// (mtg-2024-11-08)) instead of as the face-down permanent it last was (CR 603.10a
/// (mtg-2024-11-08)).
pub(crate) fn revealed_leavers(before: &GameState, happened: &[(u16, Event)]) -> GameState {
    let mut s = before.clone();
    for (_, ev) in happened {
        if let Event::ZoneChange {
            old,
            from: Some(Zone::Battlefield),
            ..
        } = ev
        {
            if let Some(o) = s.objects.get_mut(old) {
                o.face_down = false;
            }
        }
    }
    s
}
