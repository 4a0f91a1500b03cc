//! [`Oracle`]: the model as stateright 0.31's checkers see it. It only delegates to the inner
//! model (so both engines explore the same graph), counts the successors `within_boundary`
//! rejects, hands over each initial state once, and offers no actions once told to stop.

use crate::explore::fingerprint;
use stateright::{Model, Property};
use std::collections::HashMap;
use std::hash::Hash;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, Ordering};
use std::sync::Arc;

/// The wrapper stateright explores: delegates everything to `inner`, counts rejected
/// successors, and offers no actions once told to stop.
pub struct Oracle<M: Model> {
    pub(super) inner: Arc<M>,
    pub(super) props: Vec<Property<M>>,
    /// 0: running; else why to stop (1 state budget, 2 timeout, 3 interrupt, 4 memory).
    pub(super) stop: AtomicU8,
    /// `actions()` was asked for while stopping: the exploration was cut.
    pub(super) refused: AtomicBool,
    pub(super) out_of_boundary: AtomicU64,
}

macro_rules! slot_table {
    ($($i:literal)*) => {
        /// One `fn` per property slot (stateright's property conditions are plain `fn`s).
        fn slots<M: Model>() -> Vec<fn(&Oracle<M>, &M::State) -> bool> {
            vec![$(slot::<M, $i>),*]
        }
    };
}
slot_table!(
    0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34
    35 36 37 38 39 40 41 42 43 44 45 46 47 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65
    66 67 68 69 70 71 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 92 93 94 95 96
    97 98 99 100 101 102 103 104 105 106 107 108 109 110 111 112 113 114 115 116 117 118 119 120
    121 122 123 124 125 126 127 128 129 130 131 132 133 134 135 136 137 138 139 140 141 142 143
    144 145 146 147 148 149 150 151 152 153 154 155 156 157 158 159 160 161 162 163 164 165 166
    167 168 169 170 171 172 173 174 175 176 177 178 179 180 181 182 183 184 185 186 187 188 189
    190 191 192 193 194 195 196 197 198 199 200 201 202 203 204 205 206 207 208 209 210 211 212
    213 214 215 216 217 218 219 220 221 222 223 224 225 226 227 228 229 230 231 232 233 234 235
    236 237 238 239 240 241 242 243 244 245 246 247 248 249 250 251 252 253 254 255 256 257 258 259
    260 261 262 263 264 265 266 267 268 269 270 271 272 273 274 275 276 277 278 279 280 281 282 283
    284 285 286 287 288 289 290 291 292 293 294 295 296 297 298 299 300 301 302 303 304 305 306 307
    308 309 310 311 312 313 314 315 316 317 318 319
);

/// How many properties a model run through stateright can carry.
pub const MAX_ORACLE_PROPERTIES: usize = crate::adapter::MAX_PROPERTIES;

fn slot<M: Model, const I: usize>(o: &Oracle<M>, s: &M::State) -> bool {
    (o.props[I].condition)(&o.inner, s)
}

impl<M: Model> Oracle<M> {
    pub(super) fn new(inner: Arc<M>) -> Self {
        let props = inner.properties();
        assert!(
            props.len() <= MAX_ORACLE_PROPERTIES,
            "at most {MAX_ORACLE_PROPERTIES} properties with a stateright engine"
        );
        Oracle {
            inner,
            props,
            stop: AtomicU8::new(0),
            refused: AtomicBool::new(false),
            out_of_boundary: AtomicU64::new(0),
        }
    }
}

impl<M: Model> Model for Oracle<M>
where
    M::State: Hash + PartialEq,
{
    type State = M::State;
    type Action = M::Action;

    /// The inner model's initial states within the boundary (stateright drops the others
    /// silently, as ours does; filtering here keeps them out of the rejected count), each once:
    /// stateright stores a repeated initial state once but expands it once per occurrence,
    /// which would count its successors (and rejections) twice; ours expands it once.
    fn init_states(&self) -> Vec<M::State> {
        let mut seen: HashMap<u64, Vec<usize>> = HashMap::new();
        let mut states: Vec<M::State> = Vec::new();
        for s in self.inner.init_states() {
            if !self.inner.within_boundary(&s) {
                continue;
            }
            let same = seen.entry(fingerprint(&s)).or_default();
            if same.iter().all(|&i| states[i] != s) {
                same.push(states.len());
                states.push(s);
            }
        }
        states
    }

    fn actions(&self, s: &M::State, actions: &mut Vec<M::Action>) {
        if self.stop.load(Ordering::Relaxed) != 0 {
            self.refused.store(true, Ordering::Relaxed);
            return;
        }
        self.inner.actions(s, actions);
    }

    fn next_state(&self, s: &M::State, a: M::Action) -> Option<M::State> {
        self.inner.next_state(s, a)
    }

    fn properties(&self) -> Vec<Property<Self>> {
        let slots = slots::<M>();
        self.props
            .iter()
            .zip(slots)
            .map(|(p, f)| Property {
                expectation: p.expectation.clone(),
                name: p.name,
                condition: f,
            })
            .collect()
    }

    fn within_boundary(&self, s: &M::State) -> bool {
        let ok = self.inner.within_boundary(s);
        if !ok {
            self.out_of_boundary.fetch_add(1, Ordering::Relaxed);
        }
        ok
    }
}
