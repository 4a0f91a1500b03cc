//! Replacement and prevention effects (CR 614, 615) applied to a proposed event before it
//! happens. A prevented or replaced event never happens, so it triggers nothing (CR 603.2h); the
//! replacing event happens instead and may trigger its own abilities.
//!
//! Models: "prevent all damage that would be dealt to this", prevention shields ("prevent the
//! next N damage"), "if a [filter] would die, exile it instead", regeneration shields
//! (`regenerate.rs`).
//! Does not model: the affected player or controller choosing among several replacement
//! effects (CR 616.1): a regeneration shield applies before "exile it instead"; no other
//! effects here compete for the same event.

use super::proposed::Proposed;
use super::select::{self, Viewer};
use super::{characteristics, Ctx};
use crate::edition::RuleRef;
use crate::journal::{Event, Happening};
use crate::mutant::Mutant;
use crate::state::{Target, Zone};
use crate::vocab::StaticAbility;

/// Applies prevention and replacement to `p`; `None` if nothing is left to happen.
pub(crate) fn apply(ctx: &mut Ctx, p: Proposed) -> Option<Proposed> {
    match p {
        Proposed::Damage {
            source,
            to,
            amount,
            combat,
        } => prevent_damage(ctx, source, to, amount, combat),
        Proposed::Move {
            obj,
            to: Zone::Graveyard,
            rule,
            controller,
            face_down,
        } => {
            // CR 701.15a (mtg-2024-11-08): a regeneration shield replaces a destruction.
            if let Some(instead) = super::regenerate::replace(ctx, obj, rule) {
                return instead;
            }
            Some(replace_dying(ctx, obj).unwrap_or(Proposed::Move {
                obj,
                to: Zone::Graveyard,
                rule,
                controller,
                face_down,
            }))
        }
        Proposed::Score {
            player,
            kind,
            point: true,
        } => Some(replace_point(ctx, player, kind)),
        other => Some(other),
    }
}

/// CR 614.1: "if an opponent would gain a point, they gain no point instead". The Conquer or
/// Hold still happens, without its point (whether that triggers is an edition decision, made
/// in `trigger_event`).
fn replace_point(
    ctx: &mut Ctx,
    player: crate::state::PlayerId,
    kind: crate::vocab::ScoreKind,
) -> Proposed {
    let replacer = ctx.s.battlefield().find_map(|(wid, w)| {
        // CR 613.1f: a static the permanent has now.
        let denies = w.controller != player
            && characteristics::text_statics(ctx.rules, w.card)
                .any(|st| *st == StaticAbility::OpponentsGainNoPoints);
        (denies && characteristics::has_abilities(ctx, wid)).then_some(wid)
    });
    let Some(by) = replacer else {
        return Proposed::Score {
            player,
            kind,
            point: true,
        };
    };
    let event = |point| Event::Scored {
        player,
        kind,
        point,
    };
    let h = Happening::Replaced {
        event: event(true),
        with: event(false),
        by,
    };
    ctx.log(RuleRef::Replacement, h);
    Proposed::Score {
        player,
        kind,
        point: false,
    }
}

/// CR 615: prevention. Fully prevented damage is not dealt at all.
fn prevent_damage(
    ctx: &mut Ctx,
    source: crate::state::ObjectId,
    to: Target,
    amount: u16,
    combat: bool,
) -> Option<Proposed> {
    let mut left = amount;
    if let Target::Object(o) = to {
        // CR 613.1f: a static the permanent has now.
        let prevents_all = characteristics::AbilityReader::new(ctx.rules, &ctx.s)
            .statics(o)
            .any(|s| *s == StaticAbility::PreventDamageToThis);
        if prevents_all {
            left = 0;
        }
        // CR 702.16e (mtg-2024-11-08), CR 502.7e (mtg-2008-10-01): damage a source with a quality
        // the permanent has protection from would deal to it is prevented (the mutant deals it).
        if left > 0
            && !ctx.mutant(Mutant::ProtectedDamageDealt)
            && super::protection::protected_from(ctx, o, source)
        {
            let event = Event::Damage {
                source,
                card: super::combat::source_lki(ctx, source)
                    .map_or(crate::vocab::CardId(0), |(c, _)| c),
                to,
                amount,
                combat,
            };
            ctx.log(
                RuleRef::ProtectionDamage,
                Happening::Prevented { event, by: to },
            );
            // CR 603.2h (mtg-2024-11-08), CR 603.2g (mtg-2026-01-16): an event prevented in full
            // never happens, so it triggers nothing.
            return None;
        }
    }
    for i in 0..ctx.s.shields.len() {
        if left == 0 {
            break;
        }
        if ctx.s.shields[i].protects == to {
            let used = u16::from(ctx.s.shields[i].remaining).min(left);
            // `used` is at most `remaining`, a byte.
            ctx.s.shields[i].remaining -= used as u8;
            left -= used;
        }
    }
    // Not `Vector::retain`: imbl 5.0.0's crashed in our use (see rules/nth_time.rs).
    ctx.s.shields = ctx
        .s
        .shields
        .iter()
        .filter(|sh| sh.remaining > 0)
        .cloned()
        .collect();
    if left < amount {
        let event = Event::Damage {
            source,
            card: super::combat::source_lki(ctx, source)
                .map_or(crate::vocab::CardId(0), |(c, _)| c),
            to,
            amount: amount - left,
            combat,
        };
        ctx.log(RuleRef::Prevention, Happening::Prevented { event, by: to });
    }
    if left == 0 {
        // CR 603.2h: the prevented event happens not at all, so it triggers nothing.
        let mutant = ctx.mutant(Mutant::PreventedDamageTriggers);
        return mutant.then_some(Proposed::Damage {
            source,
            to,
            amount: 0,
            combat,
        });
    }
    Some(Proposed::Damage {
        source,
        to,
        amount: left,
        combat,
    })
}

/// CR 614.1: "if a [filter] would die, exile it instead". Returns the replacing event.
fn replace_dying(ctx: &mut Ctx, obj: crate::state::ObjectId) -> Option<Proposed> {
    let o = ctx.obj(obj)?.clone();
    if o.zone != Zone::Battlefield {
        return None;
    }
    // CR 613.1f: the statics each permanent has now.
    let reader = characteristics::AbilityReader::new(ctx.rules, &ctx.s);
    let replacer = ctx.s.battlefield().find_map(|(wid, w)| {
        reader.statics(wid).find_map(|st| match st {
            StaticAbility::ExileInsteadOfDying(f)
                if select::matches(
                    ctx.rules,
                    &ctx.s,
                    f,
                    obj,
                    Viewer::of(&ctx.s, wid, w.controller),
                ) =>
            {
                Some(wid)
            }
            _ => None,
        })
    })?;
    let event = super::proposed::zone_change_of(obj, &o, Zone::Graveyard);
    let with = super::proposed::zone_change_of(obj, &o, Zone::Exile);
    let entry = ctx.log(
        RuleRef::Replacement,
        Happening::Replaced {
            event,
            with,
            by: replacer,
        },
    );
    super::deathknell::kill_replaced(ctx, obj, &o, entry);
    Some(Proposed::Move {
        obj,
        to: Zone::Exile,
        rule: RuleRef::Replacement,
        controller: None,
        face_down: false,
    })
}

/// Was `old`'s death replaced in this step (CR 614.6)? Only mutant `replaced-dies-triggers`
/// asks, to let the replaced death trigger dies abilities.
pub(crate) fn death_replaced(ctx: &Ctx, old: crate::state::ObjectId) -> bool {
    ctx.j.iter().any(|e| {
        matches!(&e.what, Happening::Replaced { event: Event::ZoneChange { old: o, to: Zone::Graveyard, .. }, .. } if *o == old)
    })
}
