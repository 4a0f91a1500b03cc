//! The parser of queries: a lexer and a recursive-descent parser over the grammar in
//! `scenarios/README.md`. Errors carry the byte offset in the query string where they were
//! found, so the caller can point at file:line:column. Counts and `ever` are registered as ghost
//! slots (`ghost::Ghosts`), each count with the largest number it is compared with.

use super::ghost::Ghosts;
use super::query::{Cmp, Expr, Measure};
use triggerproof_model::vocab::CardId;

/// A query syntax or name error at byte `offset` of the query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QueryError {
    pub offset: usize,
    pub message: String,
}

pub use super::ghost::MAX_COUNT;

/// What the parser needs from the scenario.
pub struct Context<'a> {
    /// A card name to its id, or why it can't be queried.
    pub card: &'a dyn Fn(&str) -> Result<CardId, String>,
    /// Players at the table (the most, over every board).
    pub players: usize,
    /// Does any starting board have a combat phase (`combat = true`)? Without one, the combat
    /// steps and `attacking`/`blocking` name nothing a game can reach: refused.
    pub combat: bool,
    pub ghosts: &'a mut Ghosts,
}

#[derive(Clone, Debug, PartialEq)]
pub(super) enum Tok {
    Word(String),
    Str(String),
    Int(i64),
    Op(&'static str),
    End,
}

const OPS: [&str; 12] = [
    "==", "!=", "<=", ">=", "=>", "<", ">", "(", ")", ",", "+", "-",
];

/// Does a `-` after `prev` start a negative number (`== -1`, `(-1`) rather than subtract
/// (`life(P1) -1`, `turn - 1`)? Only where no value has just ended.
fn starts_number(prev: Option<&Tok>) -> bool {
    match prev {
        None => true,
        Some(Tok::Op(op)) => *op != ")",
        Some(Tok::Word(_) | Tok::Str(_) | Tok::Int(_) | Tok::End) => false,
    }
}

/// A quoted card name starting at `rest` (its first character the quote `q`): the name, and
/// how many bytes it takes. A doubled quote stands for one (`'Urza''s Saga'`), and a
/// typographic apostrophe (U+2019) for `'`, so a name with an apostrophe can be written inside
/// a TOML literal string, which can't hold a `'`: `'triggered("Urza’s Saga") == 1'`.
fn quoted(rest: &str, q: char, at: usize) -> Result<(String, usize), QueryError> {
    let mut name = String::new();
    let mut chars = rest.char_indices().skip(1).peekable();
    while let Some((i, c)) = chars.next() {
        if c == q {
            if chars.peek().is_some_and(|(_, d)| *d == q) {
                chars.next();
                name.push(q);
                continue;
            }
            return Ok((name, i + c.len_utf8()));
        }
        name.push(if c == '\u{2019}' { '\'' } else { c });
    }
    Err(QueryError {
        offset: at,
        message: format!("unterminated card name: a closing {q} is missing"),
    })
}

fn lex(src: &str) -> Result<Vec<(usize, Tok)>, QueryError> {
    let mut out = Vec::new();
    let mut it = src.char_indices().peekable();
    while let Some(&(at, c)) = it.peek() {
        let rest = &src[at..];
        if c.is_whitespace() {
            it.next();
        } else if c == '"' || c == '\'' {
            let (name, len) = quoted(rest, c, at)?;
            out.push((at, Tok::Str(name)));
            while it.peek().is_some_and(|(i, _)| *i < at + len) {
                it.next();
            }
        } else if c.is_ascii_digit()
            || (c == '-'
                && rest[1..].starts_with(|d: char| d.is_ascii_digit())
                && starts_number(out.last().map(|(_, t)| t)))
        {
            let len = 1 + rest[1..]
                .find(|d: char| !d.is_ascii_digit())
                .unwrap_or(rest.len() - 1);
            let n = rest[..len].parse::<i64>().map_err(|_| QueryError {
                offset: at,
                message: format!("number `{}` is too large", &rest[..len]),
            })?;
            out.push((at, Tok::Int(n)));
            (0..rest[..len].chars().count()).for_each(|_| {
                it.next();
            });
        } else if c.is_ascii_alphabetic() {
            let len = rest
                .find(|d: char| !(d.is_ascii_alphanumeric() || d == '-' || d == '_'))
                .unwrap_or(rest.len());
            out.push((at, Tok::Word(rest[..len].to_string())));
            (0..len).for_each(|_| {
                it.next();
            });
        } else if let Some(op) = OPS.iter().find(|o| rest.starts_with(**o)) {
            out.push((at, Tok::Op(op)));
            (0..op.len()).for_each(|_| {
                it.next();
            });
        } else {
            return Err(QueryError {
                offset: at,
                message: format!("unexpected character `{c}` in the query"),
            });
        }
    }
    out.push((src.len(), Tok::End));
    Ok(out)
}

/// Parses a query.
pub fn parse(src: &str, ctx: &mut Context) -> Result<Expr, QueryError> {
    let toks = lex(src)?;
    let mut p = Parser {
        toks,
        at: 0,
        depth: 0,
        operators: 0,
        ctx,
    };
    let e = p.implies()?;
    match p.peek() {
        Tok::End => Ok(e),
        t => Err(p.err(format!(
            "expected `and`, `or`, `implies` or the end of the query, found {}",
            show(t)
        ))),
    }
}

/// The deepest nesting of parentheses, `not`, `implies` and `ever(` a query may have: past
/// it the query is refused (a recursive parser and evaluator would overflow the stack).
pub const MAX_QUERY_DEPTH: usize = 100;

/// The most `and`/`or` operators one query may have. A chain `a and b and c ...` is parsed in
/// a loop but builds a tree as deep as it is long, which evaluating, cloning and dropping walk
/// recursively: so every operator counts, and the tree stays shallower than this plus
/// [`MAX_QUERY_DEPTH`] (20,000 terms overflowed the stack before).
pub const MAX_QUERY_OPERATORS: usize = 1_000;

/// One side of a comparison: measures with their signs, and the sum of its numbers.
#[derive(Default)]
struct Side {
    terms: Vec<(i64, Measure)>,
    constant: i64,
}

type QResult = Result<Expr, QueryError>;

pub(super) struct Parser<'c, 'a> {
    toks: Vec<(usize, Tok)>,
    at: usize,
    /// Nesting depth so far (see [`MAX_QUERY_DEPTH`]).
    depth: usize,
    /// `and`/`or` operators so far (see [`MAX_QUERY_OPERATORS`]).
    operators: usize,
    pub(super) ctx: &'c mut Context<'a>,
}

pub(super) fn show(t: &Tok) -> String {
    match t {
        Tok::Word(w) => format!("`{w}`"),
        Tok::Str(s) => format!("\"{s}\""),
        Tok::Int(n) => format!("`{n}`"),
        Tok::Op(o) => format!("`{o}`"),
        Tok::End => "the end of the query".into(),
    }
}

/// Queries that are true or false by themselves.
pub(super) const FLAGS: &str =
    "end, game-over, draw, loop, won(P), lost(P), above(SEL, SEL), top(SEL), \
                     step(NAME), active(P), decides(P), decides(P, SEL)";
/// Queries that are numbers, to compare with a constant.
pub(super) const MEASURES: &str = "triggered(SEL), resolved(SEL), removed(SEL), battlefield(SEL), \
                        graveyard(SEL), exile(SEL), hand(SEL), stack(SEL), waiting(SEL), \
                        tapped(SEL), attacking(SEL), blocking(SEL), counters(SEL, KIND), power(SEL), toughness(SEL), damage(SEL), life(P), hand-size(P), \
                        library(P), mana(P), points(P), turn, stack-size, player-counters(P, KIND)";

impl Parser<'_, '_> {
    pub(super) fn peek(&self) -> &Tok {
        &self.toks[self.at].1
    }

    pub(super) fn offset(&self) -> usize {
        self.toks[self.at].0
    }

    pub(super) fn err(&self, message: String) -> QueryError {
        QueryError {
            offset: self.offset(),
            message,
        }
    }

    pub(super) fn next(&mut self) -> Tok {
        let t = self.toks[self.at].1.clone();
        if t != Tok::End {
            self.at += 1;
        }
        t
    }

    /// Steps back over `t`, just taken by `next`.
    pub(super) fn back(&mut self, t: &Tok) {
        if *t != Tok::End {
            self.at -= 1;
        }
    }

    pub(super) fn word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Word(x) if x == w)
    }

    pub(super) fn expect_op(&mut self, op: &'static str, what: &str) -> Result<(), QueryError> {
        if *self.peek() == Tok::Op(op) {
            self.next();
            return Ok(());
        }
        Err(self.err(format!(
            "expected `{op}` {what}, found {}",
            show(self.peek())
        )))
    }

    /// One level deeper; an error past [`MAX_QUERY_DEPTH`].
    fn deeper(&mut self) -> Result<(), QueryError> {
        self.depth += 1;
        if self.depth > MAX_QUERY_DEPTH {
            return Err(self.err(format!(
                "query nested too deep: expected at most {MAX_QUERY_DEPTH} levels of \
                 parentheses, `not`, `implies` and `ever(`"
            )));
        }
        Ok(())
    }

    pub(super) fn implies(&mut self) -> Result<Expr, QueryError> {
        self.deeper()?;
        let e = self.implies_here();
        self.depth -= 1;
        e
    }

    fn implies_here(&mut self) -> Result<Expr, QueryError> {
        let a = self.or()?;
        if self.word("implies") || *self.peek() == Tok::Op("=>") {
            self.next();
            let b = self.implies()?;
            return Ok(Expr::Implies(Box::new(a), Box::new(b)));
        }
        Ok(a)
    }

    /// One more `and`/`or`; an error past [`MAX_QUERY_OPERATORS`].
    fn operator(&mut self) -> Result<(), QueryError> {
        self.operators += 1;
        if self.operators > MAX_QUERY_OPERATORS {
            return Err(self.err(format!(
                "query too long: expected at most {MAX_QUERY_OPERATORS} `and`/`or` operators \
                 in one query (split it into several expectations)"
            )));
        }
        Ok(())
    }

    fn or(&mut self) -> Result<Expr, QueryError> {
        let mut a = self.and()?;
        while self.word("or") {
            self.operator()?;
            self.next();
            a = Expr::Or(Box::new(a), Box::new(self.and()?));
        }
        Ok(a)
    }

    fn and(&mut self) -> Result<Expr, QueryError> {
        let mut a = self.unary()?;
        while self.word("and") {
            self.operator()?;
            self.next();
            a = Expr::And(Box::new(a), Box::new(self.unary()?));
        }
        Ok(a)
    }

    fn unary(&mut self) -> Result<Expr, QueryError> {
        if self.word("not") {
            self.next();
            self.deeper()?;
            let e = self.unary();
            self.depth -= 1;
            return Ok(Expr::Not(Box::new(e?)));
        }
        if *self.peek() == Tok::Op("(") {
            self.next();
            let e = self.implies()?;
            self.expect_op(")", "to close the parenthesis")?;
            return Ok(e);
        }
        self.primary()
    }

    fn primary(&mut self) -> Result<Expr, QueryError> {
        let start = self.offset();
        if let Tok::Word(w) = self.peek().clone() {
            self.next();
            if let Some(flag) = self.flag(&w)? {
                return Ok(flag);
            }
            self.back(&Tok::Word(w));
        }
        if !matches!(self.peek(), Tok::Word(_) | Tok::Int(_) | Tok::Op("-")) {
            return Err(self.err(format!(
                "expected a query, found {}; queries are {FLAGS}, or a comparison of sums of \
                 {MEASURES} and numbers",
                show(self.peek())
            )));
        }
        let left = self.side()?;
        let op = self.cmp()?;
        let right = self.side()?;
        self.comparison(left, op, right, start)
    }

    /// One side of a comparison: `term (('+' | '-') term)*`, a term a measure or a number.
    fn side(&mut self) -> Result<Side, QueryError> {
        let mut side = Side::default();
        let mut sign = 1;
        loop {
            if *self.peek() == Tok::Op("-") {
                self.next();
                sign = -sign;
            }
            self.term(sign, &mut side)?;
            sign = match self.peek() {
                Tok::Op("+") => 1,
                Tok::Op("-") => -1,
                _ => return Ok(side),
            };
            self.operator()?;
            self.next();
        }
    }

    fn term(&mut self, sign: i64, side: &mut Side) -> Result<(), QueryError> {
        let at = self.offset();
        match self.next() {
            Tok::Int(n) => {
                let sum = n
                    .checked_mul(sign)
                    .and_then(|n| side.constant.checked_add(n));
                side.constant = sum.ok_or_else(|| QueryError {
                    offset: at,
                    message: format!("the numbers of this side add up past {}", i64::MAX),
                })?;
            }
            Tok::Word(w) if FLAGS.split(", ").any(|f| f.split('(').next() == Some(&w)) => {
                return Err(QueryError {
                    offset: at,
                    message: format!(
                        "`{w}` is true or false, not a number: expected a number or one of \
                         {MEASURES}"
                    ),
                })
            }
            Tok::Word(w) => {
                let m = self.measure(&w, at)?;
                side.terms.push((sign, m));
            }
            t => {
                self.back(&t);
                return Err(self.err(format!(
                    "expected a number or one of {MEASURES}, found {}",
                    show(&t)
                )));
            }
        }
        Ok(())
    }

    /// `left op right`, gathered into `Σ k·m op n`: one measure alone compares as before
    /// (its count saturating above `n`); several make a sum, whose counts are exact.
    fn comparison(&mut self, left: Side, op: Cmp, right: Side, at: usize) -> QResult {
        let too_large = || QueryError {
            offset: at,
            message: format!("the numbers of this comparison add up past {}", i64::MAX),
        };
        let n = right
            .constant
            .checked_sub(left.constant)
            .ok_or_else(too_large)?;
        let mut terms: Vec<(i64, Measure)> = Vec::new();
        let negated = right.terms.into_iter().map(|(k, m)| (-k, m));
        for (k, m) in left.terms.into_iter().chain(negated) {
            match terms.iter_mut().find(|(_, x)| *x == m) {
                Some((sum, _)) => *sum += k,
                None => terms.push((k, m)),
            }
        }
        terms.retain(|(k, _)| *k != 0);
        match terms.as_slice() {
            [] => Err(QueryError {
                offset: at,
                message: "this comparison compares no measure (or its measures cancel out): \
                          expected a measure on one side"
                    .into(),
            }),
            [(1, _)] => {
                let (_, m) = terms.pop().expect("one term");
                self.compare(m, op, n, at)
            }
            [(-1, _)] => {
                let (_, m) = terms.pop().expect("one term");
                let n = n.checked_neg().ok_or_else(too_large)?;
                self.compare(m, op.flipped(), n, at)
            }
            _ => {
                for (_, m) in &terms {
                    if let Measure::Counter(i) = m {
                        self.ctx.ghosts.make_exact(*i);
                    }
                }
                Ok(Expr::Sum(terms, op, n))
            }
        }
    }

    fn compare(&mut self, m: Measure, op: Cmp, n: i64, at: usize) -> Result<Expr, QueryError> {
        if let Measure::Counter(i) = m {
            if n > MAX_COUNT {
                return Err(QueryError {
                    offset: at,
                    message: format!("count compared with {n}: counts go up to {MAX_COUNT}"),
                });
            }
            if !self.ctx.ghosts.exact[i] {
                let cap = &mut self.ctx.ghosts.caps[i];
                *cap = (*cap).max((n.max(0) + 1) as u8);
            }
        }
        Ok(Expr::Compare(m, op, n))
    }

    fn cmp(&mut self) -> Result<Cmp, QueryError> {
        let op = match self.peek() {
            Tok::Op("==") => Cmp::Eq,
            Tok::Op("!=") => Cmp::Ne,
            Tok::Op("<") => Cmp::Lt,
            Tok::Op("<=") => Cmp::Le,
            Tok::Op(">") => Cmp::Gt,
            Tok::Op(">=") => Cmp::Ge,
            t => {
                return Err(self.err(format!(
                    "expected a comparison (==, !=, <, <=, >, >=), found {}",
                    show(t)
                )))
            }
        };
        self.next();
        Ok(op)
    }
}
