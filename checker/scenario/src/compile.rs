//! Checking a scenario file and turning it into a [`Scenario`]: the card pool (built-in plus
//! `[[cards]]`, names unique) and the starting boards (`[board]` or `[[families]]`, card names
//! known, sizes bounded). Every error points at the offending value. `settings.rs` checks the
//! limits, allowed actions and mutants; `expect.rs` the properties and expectations.

use super::error::{did_you_mean, ScenarioError, Source};
use super::file::ScenarioFile;
use super::settings;
use super::Scenario;
use std::collections::BTreeSet;
use std::sync::Arc;
use toml::Spanned;
use triggerproof_checker::boards::enumerate;
use triggerproof_checker::bounds::{Bounds, BoundsError};
use triggerproof_model::board::Board;
use triggerproof_model::cards::{builtin, CardPool, LIBRARY_CARD};
use triggerproof_model::vocab::CardId;
use triggerproof_model::Edition;

/// Reads and checks a scenario from its text; `file` names it in errors.
pub fn compile(file: &str, text: &str) -> Result<Scenario, ScenarioError> {
    let src = Source { file, text };
    super::removed::check(&src)?;
    let f: ScenarioFile = toml::from_str(text).map_err(|e| {
        let at = e.span().map_or(0, |s| s.start);
        let line = text[..at.min(text.len())].rsplit('\n').next().unwrap_or("");
        let mut message = super::error::plain_toml(e.message().trim_end());
        // toml can't give the position of a table that only its sub-tables create (a
        // `[[board.players]]` without `[board]` above it) and says "borrowed string".
        if message.contains("expected a borrowed string") {
            let start = text[..at.min(text.len())].rfind('\n').map_or(0, |i| i + 1);
            let whole = text[start..].lines().next().unwrap_or("").trim();
            let header = whole.trim_matches('[').trim_matches(']');
            let parent = header.rsplit_once('.').map_or(header, |(p, _)| p);
            message = format!(
                "`[{parent}]` is only created by its sub-table `{}`; expected a `[{parent}]` \
                 header above it",
                whole
            );
        }
        if message.contains("wanted exactly 1 element") {
            if let Some(m) = super::error::one_word_table(text, at) {
                message = m;
            }
        }
        if line.trim_start().starts_with("edition") && e.message().contains("wanted string") {
            message = format!(
                "expected the edition as a quoted name, one of: {}",
                Edition::ALL.map(|e| format!("\"{}\"", e.id())).join(", ")
            );
        }
        src.at(at, message)
    })?;
    let pool = card_pool(&src, &f)?;
    let (boards, families, players) = starting_boards(&src, &f, &pool)?;
    combat_step_needs_combat(&src, &f)?;
    check_playable(&src, &f, &pool, &boards)?;
    let (limits, max_states) = settings::limits(&src, f.limits.as_ref())?;
    if let Some(b) = &f.board {
        let objects: usize = b.get_ref().players.iter().map(|s| s.cards().count()).sum();
        if objects > limits.max_objects as usize {
            return Err(src.span(
                &b.span(),
                format!(
                    "the board has {objects} objects but limits.max_objects is {}; expected a \
                     larger max_objects",
                    limits.max_objects
                ),
            ));
        }
    }
    let allowed = settings::allowed(&src, &f, players)?;
    let present = present_cards(&pool, &boards);
    let mut sc = Scenario {
        file: file.to_string(),
        title: f.title.clone(),
        question: f.question.clone(),
        answer: f.answer.clone(),
        cited: f.rules.clone(),
        edition: *f.edition.get_ref(),
        inline: f.cards.iter().map(|c| c.get_ref().clone()).collect(),
        pool: Arc::new(pool),
        boards,
        families,
        players,
        limits,
        max_states,
        allowed,
        properties: Vec::new(),
        kills: settings::kills(&src, &f)?,
        expectations: Vec::new(),
        ghosts: Default::default(),
    };
    super::expect::properties(&src, &f, &mut sc)?;
    super::expect::expectations(&src, &f, &present, &mut sc)?;
    Ok(sc)
}

/// A `several` target word asking for no target, more than the model's limit, or nesting
/// another `several` (CR 115.3: one word, N different targets).
fn bad_target_count(card: &triggerproof_model::vocab::CardDef) -> Option<String> {
    use triggerproof_model::vocab::effect::TargetSpec;
    let mut bad = None;
    card.effects(&mut |e| {
        if let Some(TargetSpec::Several { count, of, .. }) = e.target() {
            let max = triggerproof_model::state::MAX_TARGETS;
            if *count == 0 || *count as usize > max {
                bad = Some(format!(
                    "`several` asks for {count} targets; expected a count from 1 to {max}"
                ));
            } else if matches!(**of, TargetSpec::Several { .. }) {
                bad = Some("`several` inside `several`; expected `of` to be one target word (`any-target`, `permanent` or `player`)".to_string());
            }
        }
    });
    bad
}

/// More abilities on a card, or modes on an ability, than the engine's one-byte index names
/// (an ability is known by its place on its card, a mode by its place in `modes`): refused
/// rather than two abilities read as one.
fn too_many_parts(card: &triggerproof_model::vocab::CardDef) -> Option<(String, &'static str)> {
    use triggerproof_model::vocab::Ability;
    let max = usize::from(u8::MAX);
    if card.abilities.len() > max {
        return Some((
            format!(
                "the card has {} abilities; expected at most {max}",
                card.abilities.len()
            ),
            "abilities",
        ));
    }
    card.abilities.iter().find_map(|a| match a {
        Ability::Triggered(t) if t.modes.len() > max => Some((
            format!(
                "an ability has {} modes; expected at most {max}",
                t.modes.len()
            ),
            "modes",
        )),
        _ => None,
    })
}

/// A stack word misused, and the word to point at: `counter` of `this`, `each` or `players`, or of a
/// target that is not an ability; `copy-ability` of anything but a triggered ability; an
/// ability target on any other effect (CR 701.5a, 707.10 (mtg-2024-11-08)).
fn bad_stack_word(card: &triggerproof_model::vocab::CardDef) -> Option<(String, &'static str)> {
    use triggerproof_model::vocab::effect::{AbilityKind, Objects, TargetSpec};
    use triggerproof_model::vocab::Effect;
    let is_ability = |t: &TargetSpec| matches!(t.each(), TargetSpec::Ability { .. });
    let mut bad = None;
    card.effects(&mut |e| {
        let found = match e {
            Effect::Counter(Objects::This | Objects::Each(_) | Objects::Players(_)) => Some((
                "`counter` of `this`, `each` or `players`; expected `\"it\"` (the spell or ability the trigger event refers to) or `{ target = { ability = { ... } } }` (a spell or ability on the stack)",
                "counter",
            )),
            Effect::Counter(Objects::Target(t)) if !is_ability(t) => Some((
                "`counter` of a target that is not an ability; expected `{ target = { ability = { kind = ..., source = SELECTOR } } }`",
                "counter",
            )),
            Effect::CopyAbility { of: t, .. }
                if !matches!(t.each(), TargetSpec::Ability { kind: AbilityKind::Triggered, .. }) =>
            {
                Some((
                    "`copy-ability` copies a triggered ability; expected `{ ability = { kind = \"triggered\", source = SELECTOR } }`",
                    "copy-ability",
                ))
            }
            // CR 707.10c (mtg-2024-11-08): the copy's targets are asked as the whole effect
            // resolves; a copy nested in a sequence would keep them silently.
            Effect::Sequence(es)
                if es
                    .iter()
                    .any(|e| matches!(e, Effect::CopyAbility { new_targets: true, .. })) =>
            {
                Some((
                    "`new_targets` on a `copy-ability` inside a `sequence`; expected the `copy-ability` as the whole effect",
                    "new_targets",
                ))
            }
            Effect::Counter(_) | Effect::CopyAbility { .. } => None,
            other if other.target().is_some_and(is_ability) => Some((
                "an `ability` target fits only `counter` and `copy-ability`; expected a permanent or player target here",
                "ability",
            )),
            _ => None,
        };
        if bad.is_none() {
            bad = found.map(|(m, w)| (m.to_string(), w));
        }
    });
    bad
}

/// The built-in pool plus the scenario's cards, in file order (so card ids are stable).
fn card_pool(src: &Source, f: &ScenarioFile) -> Result<CardPool, ScenarioError> {
    let mut pool = builtin();
    let builtin_len = pool.len();
    for c in &f.cards {
        let name = &c.get_ref().name;
        if let Err(dup) = pool.add(c.get_ref().clone()) {
            let at = src.find(&c.span(), &dup.0);
            let first = pool.id(&dup.0).expect("a duplicate is present");
            let whose = if (first.0 as usize) < builtin_len {
                "the built-in pool already has a card of that name (see `triggerproof cards`)"
            } else {
                "another [[cards]] entry above has that name"
            };
            return Err(src.at(
                at,
                format!("duplicate card name `{name}`: {whose}; expected a new name"),
            ));
        }
    }
    if let Some(token) = pool.missing_tokens().first() {
        let c = f
            .cards
            .iter()
            .find(|c| {
                let mut uses = false;
                c.get_ref().token_names(&mut |n| uses |= n == token);
                uses
            })
            .map_or(0..0, |c| c.span());
        return Err(src.at(
            src.find(&c, token),
            format!("unknown token card `{token}`; expected a card of the pool or [[cards]]"),
        ));
    }
    if let Some(role) = pool.not_roles().first() {
        let c = f
            .cards
            .iter()
            .find(|c| {
                let mut uses = false;
                c.get_ref().token_names(&mut |n| uses |= n == role);
                uses
            })
            .map_or(0..0, |c| c.span());
        return Err(src.at(
            src.find(&c, role),
            format!(
                "`create-role` names `{role}`, which is no Role: expected a token card with the \
                 subtypes \"Aura\" and \"Role\" (CR 303.7 (mtg-2024-11-08))"
            ),
        ));
    }
    for c in &f.cards {
        if let Some(msg) = bad_target_count(c.get_ref()) {
            let span = c.span();
            let at = src
                .text
                .get(span.clone())
                .and_then(|t| t.find("several"))
                .map_or(span.start, |i| span.start + i);
            return Err(src.at(at, msg));
        }
        if let Some(msg) = super::target_words::bad_target_word(c.get_ref()) {
            let span = c.span();
            let rest = src.text.get(span.start..).unwrap_or("");
            let at = super::target_words::word_key_at(rest).map_or(span.start, |i| span.start + i);
            return Err(src.at(at, msg));
        }
        let bad = too_many_parts(c.get_ref())
            .or_else(|| bad_stack_word(c.get_ref()))
            .or_else(|| super::that_words::bad_that_word(c.get_ref()))
            .or_else(|| super::sacrificed_words::bad_sacrificed_word(c.get_ref()))
            .map(|(m, w)| (m, w.to_string()));
        let bad = bad
            .or_else(|| super::exile_words::bad_exile_word(c.get_ref()).map(|(m, w)| (m, w.into())))
            .or_else(|| {
                super::control_words::bad_control_word(c.get_ref()).map(|(m, w)| (m, w.into()))
            })
            // The vocabulary's decision table: every word in a context that gives it meaning.
            .or_else(|| {
                triggerproof_model::vocab::contexts::check_card(c.get_ref())
                    .err()
                    .map(|r| (r.message, r.word))
            })
            // Its edition column: every word has its rule in the file's edition.
            .or_else(|| {
                triggerproof_model::edition_words::check_card_in(c.get_ref(), *f.edition.get_ref())
                    .err()
                    .map(|r| (r.message, r.word))
            });
        if let Some((msg, word)) = bad {
            // The card's span may end before its `[[cards.abilities]]` tables: look up to the
            // next card.
            let span = c.span();
            let rest = src.text.get(span.start..).unwrap_or("");
            let end = rest[1.min(rest.len())..]
                .find("[[cards]]")
                .map_or(rest.len(), |i| i + 1);
            let at = rest[..end]
                .find(word.as_str())
                .map_or(span.start, |i| span.start + i);
            return Err(src.at(at, msg));
        }
    }
    if let Some(name) = pool.unknown_selector_names().first() {
        let c = f
            .cards
            .iter()
            .find(|c| {
                let mut uses = false;
                c.get_ref()
                    .selectors(&mut |s| uses |= s.name.as_deref() == Some(name.as_str()));
                uses
            })
            .map_or(0..0, |c| c.span());
        return Err(src.at(
            src.find(&c, name),
            format!(
                "unknown card name `{name}` in a selector's `name`; expected a card of the pool or [[cards]]"
            ),
        ));
    }
    Ok(pool)
}

fn unknown_card(pool: &CardPool, name: &str) -> String {
    format!(
        "unknown card `{name}`; expected a card of the built-in pool (see `triggerproof cards`) \
         or one defined in [[cards]]{}",
        did_you_mean(name, pool.iter().map(|(_, c)| c.name.as_str()))
    )
}

type Boards = (Vec<Board>, Vec<Bounds>, usize);

/// The starting boards: the `[board]`, or every board of the `[[families]]`.
fn starting_boards(
    src: &Source,
    f: &ScenarioFile,
    pool: &CardPool,
) -> Result<Boards, ScenarioError> {
    match (&f.board, f.families.is_empty()) {
        (Some(b), false) => Err(src.span(
            &b.span(),
            "both [board] and [[families]]: expected one or the other",
        )),
        (None, true) => Err(src.at(
            0,
            "no starting board: expected a [board] table or [[families]] entries",
        )),
        (Some(b), true) => {
            let players = check_board(src, b, pool, *f.edition.get_ref())?;
            Ok((vec![b.get_ref().clone()], Vec::new(), players))
        }
        (None, false) => {
            let mut boards = Vec::new();
            for fam in &f.families {
                boards.extend(check_family(src, fam, pool)?);
                triggerproof_checker::validate::combat(fam.get_ref().combat, *f.edition.get_ref())
                    .map_err(|m| src.span(&fam.span(), m))?;
            }
            let players = f
                .families
                .iter()
                .flat_map(|b| b.get_ref().players.iter())
                .copied();
            let players = players.max().unwrap_or(2) as usize;
            let families = f.families.iter().map(|b| b.get_ref().clone()).collect();
            Ok((boards, families, players))
        }
    }
}

/// A board or family starting in a combat step has `combat = true`: without it no turn has a
/// combat phase (CR 506.1 (mtg-2024-11-08)) and the step would be left at once, unexplained.
fn combat_step_needs_combat(src: &Source, f: &ScenarioFile) -> Result<(), ScenarioError> {
    let starts = f
        .board
        .iter()
        .map(|b| (b.span(), b.get_ref().step, b.get_ref().combat));
    let fams = f
        .families
        .iter()
        .map(|b| (b.span(), b.get_ref().step, b.get_ref().combat));
    for (span, step, combat) in starts.chain(fams) {
        if !combat && super::terms::is_combat_step(step) {
            let text = src.text.get(span.clone()).unwrap_or("");
            let at = text.find("step").map_or(span.start, |i| span.start + i);
            return Err(src.at(
                at,
                format!(
                    "the board starts in {step:?}, a combat step, without `combat = true`; \
                     expected `combat = true` or a step of a turn without combat (upkeep, draw, \
                     main, end)"
                ),
            ));
        }
    }
    Ok(())
}

/// Every card on every starting board has rules in the file's edition (`Edition::playable`):
/// a card using a rule the edition lacks (counters or combat under Riftbound, a reflexive
/// trigger in 2008) is an error at its name.
fn check_playable(
    src: &Source,
    f: &ScenarioFile,
    pool: &CardPool,
    boards: &[Board],
) -> Result<(), ScenarioError> {
    let edition = *f.edition.get_ref();
    let span = match (&f.board, f.families.first()) {
        (Some(b), _) => b.span(),
        (None, Some(fam)) => fam.span(),
        (None, None) => 0..0,
    };
    for b in boards {
        let names = b.players.iter().flat_map(|s| s.cards()).map(String::as_str);
        if let Err(u) = edition.playable(pool, names) {
            return Err(src.at(
                src.find(&span, &u.card),
                format!("{u}; expected cards whose rules {edition} has"),
            ));
        }
        // CR 500.8 (mtg-2024-11-08): an added combat phase is a combat phase; a board without
        // one walks no combat (README 'What the model leaves out').
        if !b.combat {
            let names = b.players.iter().flat_map(|s| s.cards());
            if let Some(card) = names.into_iter().find(|n| adds_combat(pool, n)) {
                return Err(src.at(
                    src.find(&span, card),
                    format!(
                        "`{card}` adds a combat phase (CR 500.8), but the board's turns have \
                         none; expected `combat = true` on the board"
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Does the card named `name` add a combat phase (`additional-combat-phase`)?
fn adds_combat(pool: &CardPool, name: &str) -> bool {
    let mut adds = false;
    if let Some(c) = pool.id(name).map(|id| pool.get(id)) {
        c.effects(&mut |e| {
            adds |= matches!(e, triggerproof_model::vocab::Effect::AdditionalCombatPhase)
        });
    }
    adds
}

fn check_board(
    src: &Source,
    b: &Spanned<Board>,
    pool: &CardPool,
    edition: Edition,
) -> Result<usize, ScenarioError> {
    triggerproof_checker::validate::board(b.get_ref(), pool, edition, |n| unknown_card(pool, n))
        .map_err(|p| match &p.near {
            Some(name) => src.at(src.find(&b.span(), name), p.message),
            None => src.span(&b.span(), p.message),
        })
}

fn check_family(
    src: &Source,
    b: &Spanned<Bounds>,
    pool: &CardPool,
) -> Result<Vec<Board>, ScenarioError> {
    let fam = b.get_ref();
    match fam
        .validate(pool)
        .and_then(|()| fam.within(triggerproof_checker::bounds::MAX_BOARDS))
    {
        Ok(()) => {}
        Err(BoundsError::UnknownCard { card, .. }) => {
            return Err(src.at(src.find(&b.span(), &card), unknown_card(pool, &card)))
        }
        Err(e) => return Err(src.span(&b.span(), e.to_string())),
    }
    let boards = enumerate(fam);
    if boards.is_empty() {
        return Err(src.span(
            &b.span(),
            "this family enumerates no board; expected non-empty `players` and `life`",
        ));
    }
    Ok(boards)
}

/// Cards that can appear in this scenario's games: those on the starting boards, the tokens
/// their effects create (transitively), and the unnamed library card.
fn present_cards(pool: &CardPool, boards: &[Board]) -> BTreeSet<CardId> {
    let mut todo: Vec<CardId> = boards
        .iter()
        .flat_map(|b| b.players.iter())
        .flat_map(|s| s.cards())
        .filter_map(|n| pool.id(triggerproof_model::board::entry(n).0))
        .chain(pool.id(LIBRARY_CARD))
        .collect();
    let mut seen = BTreeSet::new();
    while let Some(c) = todo.pop() {
        if seen.insert(c) {
            pool.get(c).token_names(&mut |n| todo.extend(pool.id(n)));
        }
    }
    seen
}
