//! Plain words for the selector algebra: selectors ("another nontoken Human creature you
//! control with a +1/+1 counter on it"), quantities and conditions.

use triggerproof_model::vocab::{
    Cmp, Condition, History, ObjectRef, Quantity, Selector, Supertype, Who,
};

fn cmp(c: Cmp) -> String {
    match c {
        Cmp::AtLeast(n) => format!("{n} or greater"),
        Cmp::AtMost(n) => format!("{n} or less"),
        Cmp::Exactly(n) => format!("exactly {n}"),
    }
}

/// The noun phrase of a selector without its article: "nontoken Human creature you control".
pub fn noun(s: &Selector) -> String {
    let mut pre: Vec<String> = Vec::new();
    if let Some(t) = s.tapped {
        pre.push(if t { "tapped" } else { "untapped" }.into());
    }
    if let Some(c) = s.color {
        pre.push(c.word().into());
    }
    if s.supertype == Some(Supertype::Legendary) {
        pre.push("legendary".into());
    } else if let Some(st) = s.supertype {
        pre.push(format!("{st:?}").to_lowercase());
    }
    if s.token == Some(false) {
        pre.push("nontoken".into());
    }
    if let Some(st) = &s.subtype {
        pre.push(st.clone());
    }
    let head = match (s.card_type, s.token) {
        (Some(t), Some(true)) => format!("{} token", format!("{t:?}").to_lowercase()),
        (Some(t), _) => format!("{t:?}").to_lowercase(),
        (None, Some(true)) => "token".into(),
        (None, _) if !s.any_of.is_empty() => {
            s.any_of.iter().map(noun).collect::<Vec<_>>().join(" or ")
        }
        // CR 110.1: only on the battlefield is an object a permanent; elsewhere it is a card.
        (None, _)
            if s.zone
                .is_some_and(|z| z != triggerproof_model::state::Zone::Battlefield) =>
        {
            "card".into()
        }
        (None, _) => "permanent".into(),
    };
    pre.push(head);
    let mut post: Vec<String> = Vec::new();
    if let Some(n) = &s.name {
        post.push(format!("named {n}"));
    }
    match s.controller {
        Who::You => post.push("you control".into()),
        Who::Opponent => post.push("an opponent controls".into()),
        Who::That => post.push("that player controls".into()),
        Who::Owner => post.push("its owner controls".into()),
        Who::Any => {}
    }
    match s.owner {
        Who::You => post.push("you own".into()),
        Who::Opponent => post.push("an opponent owns".into()),
        Who::That => post.push("that player owns".into()),
        Who::Owner => post.push("its owner owns".into()),
        Who::Any => {}
    }
    if let Some(z) = s.zone {
        post.push(format!("in {}", format!("{z:?}").to_lowercase()));
    }
    if let Some(c) = s.counters {
        post.push(format!(
            "with {} {} counter(s) on it",
            cmp(c.count),
            c.kind.word()
        ));
    }
    if let Some(c) = s.power {
        post.push(format!("with power {}", cmp(c)));
    }
    if let Some(c) = s.toughness {
        post.push(format!("with toughness {}", cmp(c)));
    }
    if let Some(n) = &s.not {
        post.push(format!("that is not a {}", noun(n)));
    }
    if s.entered_this_turn {
        post.push("that entered this turn".into());
    }
    if s.cast_from_hand {
        post.push("that was cast from its owner's hand".into());
    }
    let mut out = pre.join(" ");
    if !post.is_empty() {
        out.push(' ');
        out.push_str(&post.join(" "));
    }
    out
}

/// A selector after "each": "each creature", "each other creature" (the selector's `another`
/// leaves out the source itself).
pub fn each(s: &Selector) -> String {
    if s.another {
        format!("each other {}", noun(s))
    } else {
        format!("each {}", noun(s))
    }
}

/// A selector as the subject of a sentence: "this", "another creature", "a creature".
pub fn subject(s: &Selector) -> String {
    if s.is_this() {
        return "this".into();
    }
    if s.this {
        return format!(
            "this {}",
            noun(&Selector {
                this: false,
                ..s.clone()
            })
        );
    }
    if s.enchanted {
        // "enchanted creature" / "equipped creature": the object this is attached to.
        let rest = Selector {
            enchanted: false,
            ..s.clone()
        };
        return format!("the enchanted or equipped {}", noun(&rest));
    }
    if s.another {
        return format!("another {}", noun(s));
    }
    format!("a {}", noun(s))
}

fn object(r: ObjectRef) -> &'static str {
    match r {
        ObjectRef::This => "this",
        ObjectRef::It => "it",
        ObjectRef::Sacrificed => "the sacrificed creature",
    }
}

fn whose(w: Who) -> &'static str {
    match w {
        Who::Opponent => "an opponent's",
        _ => "your",
    }
}

/// A quantity in words.
pub fn quantity(q: &Quantity) -> String {
    match q {
        Quantity::Fixed(n) => n.to_string(),
        Quantity::Count(s) => format!("the number of {}s", noun(s)),
        Quantity::Life(w) => format!("{} life total", whose(*w)),
        Quantity::CardsInHand(w) => format!("the number of cards in {} hand", whose(*w)),
        Quantity::PowerOf(r) => format!("{}'s power", object(*r)),
        Quantity::CreaturesBlocking(r) => {
            format!("the number of creatures blocking {}", object(*r))
        }
        Quantity::CreaturesBlockedBy(r) => {
            format!("the number of creatures {} is blocking", object(*r))
        }
        Quantity::ToughnessOf(r) => format!("{}'s toughness", object(*r)),
        Quantity::CountersOn { object: r, kind } => {
            format!("the number of {} counters on {}", kind.word(), object(*r))
        }
        Quantity::ThatMuch => "that much".into(),
        Quantity::X => "X".into(),
        Quantity::ThisTurn { of, who } => {
            let whose = match who {
                Who::Any => "",
                Who::You => " you",
                Who::Opponent => " your opponents",
                Who::That => " that player",
                Who::Owner => " its owner",
            };
            match of {
                History::LifeGained => format!("the life{whose} gained this turn"),
                History::LifeLost => format!("the life{whose} lost this turn"),
                History::CreaturesDied if whose.is_empty() => {
                    "the number of creatures that died this turn".into()
                }
                History::CreaturesDied => {
                    format!("the number of creatures{whose} controlled that died this turn")
                }
                History::CardsDrawn if whose.is_empty() => {
                    "the number of cards drawn this turn".into()
                }
                History::CardsDrawn => format!("the number of cards{whose} drew this turn"),
                History::SpellsCast if whose.is_empty() => {
                    "the number of spells cast this turn".into()
                }
                History::SpellsCast => format!("the number of spells{whose} cast this turn"),
            }
        }
        Quantity::Sum(qs) => qs.iter().map(quantity).collect::<Vec<_>>().join(" plus "),
        Quantity::Difference(a, b) => format!("{} minus {}", quantity(a), quantity(b)),
        Quantity::Times { by, of } => format!("{by} times {}", quantity(of)),
        Quantity::PlayerCounters { player, kind } => {
            let on = match player {
                Who::Opponent => "the opponent",
                Who::Any | Who::You | Who::That | Who::Owner => "you",
            };
            format!("the number of {} counters on {on}", kind.word())
        }
    }
}

/// A condition in words.
pub fn condition(c: &Condition) -> String {
    match c {
        Condition::Compare { left, op, right } => {
            format!("{} {} {}", quantity(left), op.words(), quantity(right))
        }
        Condition::Exists(s) => format!("there is {}", subject(s)),
        Condition::Source(s) => format!("this is a {}", noun(s)),
        Condition::Not(c) => format!("not ({})", condition(c)),
        Condition::All(cs) => cs.iter().map(condition).collect::<Vec<_>>().join(" and "),
        Condition::AnyOf(cs) => cs.iter().map(condition).collect::<Vec<_>>().join(" or "),
    }
}
