//! Patterns whose rewrite creates an op that they match again.
//!
//! Without `with recursion`, pdll-rs's driver does not apply a pattern to an op its own
//! rewrite created, so such a pattern stops after one step; MLIR 19's greedy driver
//! ignores the flag, and with the flag the driver applies the pattern to the new op,
//! which it matches again: the rewrite can run forever. The warning says so, for a
//! pattern without the flag (with it, the author claimed the recursion is bounded).
//!
//! "Matches again" is shown, not guessed: each check of the pattern is evaluated on
//! the op its rewrite creates, in terms of what the match found. The new op's name,
//! operand and result counts, constant attributes and types are known from the
//! rewrite; an operand, attribute or type that is a value of the match stands at a
//! position of the old match, where the pattern's own checks held (the rewrite edits
//! nothing but its root, so the ops above the root are unchanged). A check that cannot
//! be decided that way (a native constraint, a value the rewrite computed) means no
//! warning.
//!
//! The same evaluation with the checks of another pattern says which patterns surely
//! match the ops a rewrite creates: the edges of a [`Graph`], whose self-edges are the
//! warnings here and whose longer cycles are those of [`super::cycle`].

use super::facts::{Case, PatternFacts};
use super::rewrite::{created_counts, is_result_of, Count};
use super::{Input, Warning, WarningKind};
use crate::diag::Diagnostic;
use crate::matcher::{Answer, Position, PositionId, Question, TypeLiteral};
use crate::pdl::{EntityKind, PdlOp, PdlOpId, PdlOpKind, PdlPattern, PdlValueId};
use rustc_hash::FxHashMap;

/// The patterns without `with recursion` that match an op their rewrite creates, and
/// the cycles of such patterns (see [`super::cycle`]).
pub(super) fn check(input: &Input<'_>) -> Vec<Warning> {
    let graph = Graph::build(input);
    let mut out = Vec::new();
    for (i, edges) in graph.edges.iter().enumerate() {
        if let Some(edge) = edges.iter().find(|e| e.to == i) {
            let pattern = &input.pdl.patterns[i];
            out.push(warning(input, i, pattern.op(edge.op), &edge.name));
        }
    }
    out.extend(super::cycle::check(input, &graph));
    out
}

/// An op that a rewrite creates and that a pattern surely matches.
pub(super) struct Edge {
    /// The pattern that matches it.
    pub to: usize,
    /// The op, in the rewrite of the pattern that creates it.
    pub op: PdlOpId,
    /// Its name.
    pub name: String,
}

/// Which patterns match which ops others create: `edges[i]` has an edge to `j` when
/// the rewrite of pattern `i` creates an op that pattern `j` surely matches (both
/// without `with recursion`, `i` editing nothing but its root).
pub(super) struct Graph {
    /// Per pattern, its edges, in the order of its rewrite.
    pub edges: Vec<Vec<Edge>>,
}

impl Graph {
    fn build(input: &Input<'_>) -> Graph {
        let patterns = &input.pdl.patterns;
        let mut edges: Vec<Vec<Edge>> = patterns.iter().map(|_| Vec::new()).collect();
        // The patterns a created op may meet, by the root name they check (`None`:
        // any name).
        let mut by_root: FxHashMap<Option<&str>, Vec<usize>> = FxHashMap::default();
        for (j, pattern) in patterns.iter().enumerate() {
            if input.facts[j].is_some() && !pattern.recursion {
                by_root.entry(input.root_name(j)).or_default().push(j);
            }
        }
        let mut index: Option<FxHashMap<&Position, PositionId>> = None;
        for (i, pattern) in patterns.iter().enumerate() {
            let Some(facts) = &input.facts[i] else {
                continue;
            };
            if pattern.recursion || edits_more_than_root(pattern) {
                continue;
            }
            let counts = created_counts(pattern);
            for &id in &pattern.rewrite.body {
                let op = pattern.op(id);
                let PdlOpKind::Operation {
                    name: Some(name), ..
                } = &op.kind
                else {
                    continue;
                };
                let targets = by_root
                    .get(&Some(name.as_str()))
                    .into_iter()
                    .chain(by_root.get(&None))
                    .flatten();
                let mut targets = targets.peekable();
                if targets.peek().is_none() {
                    continue;
                }
                let index = index.get_or_insert_with(|| {
                    input
                        .tree
                        .positions
                        .iter()
                        .enumerate()
                        .map(|(i, p)| (p, PositionId(i as u32)))
                        .collect()
                });
                let created = Created {
                    input,
                    pattern,
                    facts,
                    op,
                    count: op.result().and_then(|v| counts.get(&v).copied()),
                    index,
                };
                for &j in targets {
                    let matched = input.facts[j]
                        .as_ref()
                        .is_some_and(|f| created.matched_by(f));
                    if matched && !edges[i].iter().any(|e| e.to == j) {
                        edges[i].push(Edge {
                            to: j,
                            op: id,
                            name: name.clone(),
                        });
                    }
                }
            }
        }
        Graph { edges }
    }
}

/// True when the rewrite erases or replaces an op other than its root (then the ops
/// above the root may change, and the old match says nothing about them).
fn edits_more_than_root(pattern: &PdlPattern) -> bool {
    pattern.rewrite.external.is_some()
        || pattern.rewrite_section().any(|op| match &op.kind {
            PdlOpKind::Erase { op } | PdlOpKind::Replace { op, .. } => *op != pattern.root(),
            _ => false,
        })
}

fn warning(input: &Input<'_>, i: usize, op: &PdlOp, name: &str) -> Warning {
    let pattern = &input.pdl.patterns[i];
    let who = input.describe(i);
    let diagnostic = Diagnostic::warning(
        op.span,
        format!("pattern {who} creates an `{name}` op that it matches again"),
    )
    .with_label(
        input.header(pattern.span),
        format!("{who} matches the new `{name}` too, but has no `with recursion`"),
    )
    .with_note(format!(
        "the driver does not apply {who} to ops it created, so it stops here; with \
         `with recursion` (or under MLIR's greedy driver, which ignores the flag) each new \
         `{name}` would be rewritten again, and the rewrite can loop forever"
    ))
    .with_help(
        "make the created op fail one of the pattern's checks, or add `with recursion` if \
         the repeated rewrite is meant to run and ends",
    );
    Warning::new(WarningKind::Recursion, pattern.span, diagnostic)
}

/// What is known of a value at a position of the matcher run on the created op.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Sym {
    /// The created op itself.
    NewRoot,
    /// Result `n` of the created op (which exists).
    NewResult(u32),
    /// The value at this position of the old match.
    Old(PositionId),
    /// A constant attribute (MLIR text).
    AttrLit(String),
    /// A constant type (MLIR text).
    TypeLit(String),
    /// No value (an operand or attribute the created op does not have).
    Absent,
}

/// An op a rewrite creates, seen as the root of a new match (of any pattern: what the
/// match of the creating pattern found is known by its checks, `facts`).
struct Created<'a> {
    input: &'a Input<'a>,
    pattern: &'a PdlPattern,
    facts: &'a PatternFacts<'a>,
    op: &'a PdlOp,
    count: Option<Count>,
    index: &'a FxHashMap<&'a Position, PositionId>,
}

impl Created<'_> {
    /// True when every check of `matcher` (the facts of a pattern) surely holds on the
    /// created op.
    fn matched_by(&self, matcher: &PatternFacts<'_>) -> bool {
        matcher
            .list
            .iter()
            .all(|(pos, q, answer)| self.holds(*pos, *q, answer) == Some(true))
    }

    fn parts(&self) -> (&[PdlValueId], &[(String, PdlValueId)], &[PdlValueId]) {
        match &self.op.kind {
            PdlOpKind::Operation {
                operands,
                attributes,
                result_types,
                ..
            } => (operands, attributes, result_types),
            _ => (&[], &[], &[]),
        }
    }

    fn lookup(&self, position: Position) -> Option<Sym> {
        self.index.get(&position).map(|&p| Sym::Old(p))
    }

    fn in_body(&self, v: PdlValueId) -> bool {
        self.pattern
            .rewrite
            .body
            .contains(&self.pattern.value(v).def)
    }

    /// A value the rewrite uses, as a symbol: a constant, or a value of the match.
    fn value(&self, v: PdlValueId) -> Option<Sym> {
        if self.in_body(v) {
            return match &self.pattern.defining_op(v).kind {
                PdlOpKind::Attribute {
                    value: Some(lit), ..
                } => Some(Sym::AttrLit(lit.printed().to_string())),
                PdlOpKind::Type {
                    constant: Some(lit),
                } => Some(Sym::TypeLit(lit.printed().to_string())),
                // A result of a matched op, read again in the rewrite.
                PdlOpKind::Result { parent, index } if !self.in_body(*parent) => {
                    let Some(Sym::Old(op)) = self.value(*parent) else {
                        return None;
                    };
                    self.lookup(Position::Result { op, index: *index })
                }
                _ => None,
            };
        }
        if is_result_of(self.pattern, v, self.pattern.root()) {
            return None;
        }
        self.facts
            .success
            .captures
            .iter()
            .find(|c| c.value == v)
            .map(|c| Sym::Old(c.position))
    }

    /// The operands, when none is a range (then their count is known).
    fn single_operands(&self) -> Option<&[PdlValueId]> {
        let (operands, _, _) = self.parts();
        operands
            .iter()
            .all(|&v| self.pattern.value_type(v) == EntityKind::Value)
            .then_some(operands)
    }

    fn eval(&self, pos: PositionId) -> Option<Sym> {
        let tree = self.input.tree;
        match tree.position(pos).clone() {
            Position::Operation { parent: None, .. } => Some(Sym::NewRoot),
            Position::Operation {
                parent: Some(parent),
                ..
            } => match self.eval(parent)? {
                // The op defining a result of an op is that op.
                Sym::Old(pv) => match tree.position(pv) {
                    Position::Result { op, .. } | Position::ResultGroup { op, .. } => {
                        Some(Sym::Old(*op))
                    }
                    _ => self.lookup(Position::Operation {
                        parent: Some(pv),
                        depth: tree.depth(pv) + 1,
                    }),
                },
                Sym::Absent => Some(Sym::Absent),
                _ => None,
            },
            Position::Operand { op, index } => match self.eval(op)? {
                Sym::NewRoot => match self.single_operands()?.get(index as usize) {
                    Some(&v) => self.value(v),
                    None => Some(Sym::Absent),
                },
                Sym::Old(o) => self.lookup(Position::Operand { op: o, index }),
                Sym::Absent => Some(Sym::Absent),
                _ => None,
            },
            Position::Attribute { op, name } => match self.eval(op)? {
                Sym::NewRoot => {
                    let (_, attributes, _) = self.parts();
                    match attributes.iter().find(|(n, _)| *n == name) {
                        Some((_, v)) => self.value(*v),
                        None => Some(Sym::Absent),
                    }
                }
                Sym::Old(o) => self.lookup(Position::Attribute { op: o, name }),
                Sym::Absent => Some(Sym::Absent),
                _ => None,
            },
            Position::Result { op, index } => match self.eval(op)? {
                Sym::NewRoot => match self.count? {
                    Count::Exactly(n) if index < n => Some(Sym::NewResult(index)),
                    Count::Exactly(_) => Some(Sym::Absent),
                    // As many results as the old root: result `index` exists when the
                    // old match made sure of it.
                    Count::SameAsRoot => self
                        .facts
                        .present
                        .contains(&pos)
                        .then_some(Sym::NewResult(index)),
                },
                Sym::Old(o) => self.lookup(Position::Result { op: o, index }),
                Sym::Absent => Some(Sym::Absent),
                _ => None,
            },
            Position::Type { parent } => match self.eval(parent)? {
                Sym::NewResult(i) => self.result_type(i, parent),
                Sym::Old(v) => self.lookup(Position::Type { parent: v }),
                Sym::Absent => Some(Sym::Absent),
                _ => None,
            },
            _ => None,
        }
    }

    /// The type of result `i` of the created op (`result_pos` is that result's
    /// position, which for types inferred from the old root is the old root's result).
    fn result_type(&self, i: u32, result_pos: PositionId) -> Option<Sym> {
        match self.count? {
            Count::SameAsRoot => Some(Sym::Old(
                self.index
                    .get(&Position::Type { parent: result_pos })
                    .copied()?,
            )),
            Count::Exactly(_) => {
                let (_, _, types) = self.parts();
                if !types
                    .iter()
                    .all(|&t| self.pattern.value_type(t) == EntityKind::Type)
                {
                    return None;
                }
                self.value(*types.get(i as usize)?)
            }
        }
    }

    /// Whether the check surely holds (`Some(true)`), surely fails, or is unknown.
    fn holds(&self, pos: PositionId, question: Question, answer: &Answer) -> Option<bool> {
        let sym = self.eval(pos)?;
        if sym == Sym::Absent {
            return Some(false);
        }
        let creator = Case::whole(self.facts);
        let entails = |p: PositionId| creator.entails(self.input.tree, p, question, answer);
        match (question, &sym, answer) {
            (Question::Constraint(_), _, _) => None,
            (Question::EqualTo(other), _, Answer::True) => match (&sym, self.eval(other)?) {
                (Sym::Old(a), Sym::Old(b)) => Some(
                    *a == b
                        || self.facts.entails(*a, Question::EqualTo(b), answer)
                        || self.facts.entails(b, Question::EqualTo(*a), answer),
                ),
                (a, b) if matches!(a, Sym::AttrLit(_) | Sym::TypeLit(_)) => Some(*a == b),
                _ => None,
            },
            (_, Sym::Old(p), _) => Some(entails(*p)),
            (Question::IsNotNull, _, _) => Some(true),
            (Question::OperationName, Sym::NewRoot, Answer::OperationName(n)) => {
                Some(self.op_name() == Some(n.as_str()))
            }
            (
                Question::OperandCount | Question::OperandCountAtLeast,
                Sym::NewRoot,
                Answer::Count(n),
            ) => {
                let have = self.single_operands()?.len() as u32;
                Some(if question == Question::OperandCount {
                    have == *n
                } else {
                    have >= *n
                })
            }
            (
                Question::ResultCount | Question::ResultCountAtLeast,
                Sym::NewRoot,
                Answer::Count(n),
            ) => match self.count? {
                Count::Exactly(have) => Some(if question == Question::ResultCount {
                    have == *n
                } else {
                    have >= *n
                }),
                Count::SameAsRoot => Some(entails(self.input.root)),
            },
            (Question::TypeValue, Sym::TypeLit(t), Answer::Type(TypeLiteral::Single(s))) => {
                Some(t == s)
            }
            (Question::AttributeValue, Sym::AttrLit(a), Answer::Attribute(s)) => Some(a == s),
            _ => None,
        }
    }

    fn op_name(&self) -> Option<&str> {
        match &self.op.kind {
            PdlOpKind::Operation { name, .. } => name.as_deref(),
            _ => None,
        }
    }
}
