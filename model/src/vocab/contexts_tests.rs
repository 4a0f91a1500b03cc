//! The word × context matrix, listed from the vocabulary enums themselves (their serde variant
//! names, which the derive keeps in step with the variants): every variant has a word and every
//! word × context cell a decision; the built-in cards pass the table.

use super::contexts::{supported, Context, WordKind};
use super::words::{
    ConditionWord, DelayedWord, EffectWord, EventWord, ModifierWord, QuantityWord, StaticWord,
};
use super::{Condition, Effect, Quantity, StaticAbility, TriggerEvent, TriggeredAbility};
use crate::vocab::delayed_event::DelayedEvent;
use serde::de::value::Error;
use serde::de::{Deserialize, Deserializer, Visitor};

/// A deserializer that records the variant names (or field names) serde's derive asks for.
struct Names(Vec<&'static str>);

impl<'de> Deserializer<'de> for &mut Names {
    type Error = Error;
    // Readers with a human-readable form (a quantity's bare integer) give their table form.
    fn is_human_readable(&self) -> bool {
        false
    }
    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Error> {
        Err(serde::de::Error::custom("names only"))
    }
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Error> {
        self.0 = variants.to_vec();
        Err(serde::de::Error::custom("names only"))
    }
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        _: V,
    ) -> Result<V::Value, Error> {
        self.0 = fields.to_vec();
        Err(serde::de::Error::custom("names only"))
    }
    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf
        option unit unit_struct newtype_struct seq tuple tuple_struct map identifier ignored_any
    }
}

/// The serde names of `T`'s variants (or fields).
fn names<T: for<'de> Deserialize<'de>>() -> Vec<&'static str> {
    let mut n = Names(Vec::new());
    let _ = T::deserialize(&mut n);
    assert!(
        !n.0.is_empty(),
        "{} lists no names",
        std::any::type_name::<T>()
    );
    n.0
}

/// The word named `name`, read with the word enum's own serde names.
fn word<W: for<'de> Deserialize<'de>>(name: &str) -> Option<W> {
    serde_json::from_value(serde_json::Value::String(name.to_string())).ok()
}

/// Every word of a kind: each variant of the data enum `T` mapped to its word `W` (failing for
/// a variant with none), plus `W`'s own extra words (refinements).
fn words_of<T, W>(kind: fn(W) -> WordKind) -> Vec<WordKind>
where
    T: for<'de> Deserialize<'de>,
    W: for<'de> Deserialize<'de>,
{
    for v in names::<T>() {
        assert!(
            word::<W>(v).is_some(),
            "`{v}` of {} has no word in vocab/words.rs: give it one and decide its row in \
             vocab/contexts.rs",
            std::any::type_name::<T>()
        );
    }
    names::<W>()
        .into_iter()
        .map(|v| kind(word::<W>(v).expect("a word's own name")))
        .collect()
}

pub(crate) fn all_words() -> Vec<WordKind> {
    let mut all = Vec::new();
    all.extend(words_of::<TriggerEvent, EventWord>(WordKind::Event));
    all.extend(words_of::<Effect, EffectWord>(WordKind::Effect));
    all.extend(words_of::<Quantity, QuantityWord>(WordKind::Quantity));
    all.extend(words_of::<Condition, ConditionWord>(WordKind::Condition));
    all.extend(words_of::<StaticAbility, StaticWord>(WordKind::Static));
    all.extend(words_of::<DelayedEvent, DelayedWord>(WordKind::Delayed));
    // A triggered ability's fields: every one but `when` and `effect` is a modifier.
    for f in names::<TriggeredAbility>() {
        assert!(
            matches!(f, "when" | "effect") || word::<ModifierWord>(f).is_some(),
            "field `{f}` of TriggeredAbility has no ModifierWord: give it one and decide its row"
        );
    }
    let mods = names::<ModifierWord>().into_iter();
    all.extend(mods.map(|m| WordKind::Modifier(word(m).expect("a modifier's own name"))));
    all
}

#[test]
fn every_word_in_every_context_has_a_decision() {
    let words = all_words();
    let mut refused = 0;
    for w in &words {
        // The name errors point at is the serde name of the word (or of its variant).
        let name = w.name();
        let own = serde_json::to_value(
            match w {
                WordKind::Event(x) => serde_json::to_value(x),
                WordKind::Effect(x) => serde_json::to_value(x),
                WordKind::Quantity(x) => serde_json::to_value(x),
                WordKind::Condition(x) => serde_json::to_value(x),
                WordKind::Static(x) => serde_json::to_value(x),
                WordKind::Delayed(x) => serde_json::to_value(x),
                WordKind::Modifier(x) => serde_json::to_value(x),
            }
            .expect("a word serializes"),
        )
        .expect("a value");
        let refinement = matches!(
            w,
            WordKind::Event(
                EventWord::LeavesHiddenZoneOrStack | EventWord::ThisPutIntoGraveyardUnseen
            )
        );
        assert!(
            refinement || own == serde_json::Value::String(name.clone()),
            "{w:?}: {name} vs {own}"
        );
        for ctx in Context::ALL {
            if let Err(why) = supported(*w, ctx) {
                refused += 1;
                assert!(why.contains(&format!("`{name}`")), "{why}");
                assert!(why.contains("What the model leaves out"), "{why}");
            }
        }
    }
    // 132 words × 7 contexts (36 events with 2 refinements, 47 effects (fight, accepted in
    // every context), 13 quantities, 6
    // conditions, 10 statics, 7 delayed events, 13 modifiers); 31 refused: 7 + 7 for the two
    // refinements, 1 for part two granted, 6 modifiers granted, 3 + 3 + 4 for the asking effects; the refused cells are the rows decided "not modelled".
    // The quantity "x": read in a spell's own effect only, refused in the 6 other contexts.
    // Wave 9 also: manifest, create-role, creatures-blocking, creatures-blocked-by and the
    // delayed cast event, accepted in every context.
    assert_eq!(
        words.len(),
        139,
        "a word was added or removed: check its row"
    );
    assert_eq!(refused, 37, "a decision changed: say why in the commit");
}
