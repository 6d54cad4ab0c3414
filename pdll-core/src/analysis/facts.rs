//! What the merged tree says about each pattern: the checks on the path to its success
//! node (exactly the predicates its matcher makes, as the tree runs them), and where
//! that success node comes in the order the matcher records matches.
//!
//! A match of a pattern is the conjunction of the checks on its path: every node of a
//! sequence runs whatever the previous one found, and a check that fails (or whose
//! position is absent) only skips its own subtree. So "pattern Q matches every op that
//! pattern P matches" follows when every check of Q is implied by the checks of P
//! ([`Case::entails`], which also reads what the counts of operands and results that
//! the checks fix imply; a [`Case`] may add one more count, for one case of a split).

use crate::matcher::{Answer, MatcherTree, Node, Position, PositionId, Question, SuccessNode};
use rustc_hash::{FxHashMap, FxHashSet};

/// The checks of one pattern and the place of its success in the matcher.
#[derive(Debug)]
pub(super) struct PatternFacts<'t> {
    /// Each (position, question) the path checks, with the answer it expects.
    pub checks: FxHashMap<(PositionId, Question), &'t Answer>,
    /// The same checks as a list, those about a name, a value or an equality first
    /// (what tells two patterns on the same root apart), then the presence and count
    /// checks: whoever tests them all against other facts fails early.
    pub list: Vec<(PositionId, Question, &'t Answer)>,
    /// Positions whose value is present whenever the checks hold: the checked ones,
    /// the operands of `EqualTo`, and their ancestors (an absent value has no
    /// derived values).
    pub present: FxHashSet<PositionId>,
    /// The rank of the success node in a depth-first walk of the tree, which is the
    /// order in which the matcher records the matches of one op (the driver then
    /// sorts them by benefit, stably).
    pub order: usize,
    /// The success node.
    pub success: &'t SuccessNode,
    /// True when some check or the success runs inside a loop over the users of a
    /// value (the pattern reaches an op downward).
    pub in_loop: bool,
}

/// The facts of every pattern of the tree, indexed like [`MatcherTree::patterns`]
/// (`None` for a pattern that has no success node, which a tree built by
/// [`crate::matcher::build_tree`] never has).
pub(super) fn collect(tree: &MatcherTree) -> Vec<Option<PatternFacts<'_>>> {
    let mut out: Vec<Option<PatternFacts<'_>>> = tree.patterns.iter().map(|_| None).collect();
    let mut walk = Walk {
        tree,
        path: Vec::new(),
        loops: 0,
        order: 0,
        out: &mut out,
    };
    walk.nodes(&tree.root);
    out
}

struct Walk<'t, 'o> {
    tree: &'t MatcherTree,
    path: Vec<(PositionId, Question, &'t Answer)>,
    loops: usize,
    order: usize,
    out: &'o mut Vec<Option<PatternFacts<'t>>>,
}

impl<'t> Walk<'t, '_> {
    fn nodes(&mut self, nodes: &'t [Node]) {
        for node in nodes {
            match node {
                Node::Switch {
                    position,
                    question,
                    cases,
                } => {
                    for (answer, then) in cases {
                        self.path.push((*position, *question, answer));
                        self.nodes(then);
                        self.path.pop();
                    }
                }
                Node::Bool {
                    position,
                    question,
                    answer,
                    then,
                } => {
                    self.path.push((*position, *question, answer));
                    self.nodes(then);
                    self.path.pop();
                }
                Node::ForEach { body, .. } => {
                    self.loops += 1;
                    self.nodes(body);
                    self.loops -= 1;
                }
                Node::Success(success) => self.success(success),
                Node::Exit => {}
            }
        }
    }

    fn success(&mut self, success: &'t SuccessNode) {
        let order = self.order;
        self.order += 1;
        let Some(slot) = self.out.get_mut(success.pattern) else {
            return;
        };
        let mut checks = FxHashMap::default();
        let mut present = FxHashSet::default();
        for &(position, question, answer) in &self.path {
            checks.entry((position, question)).or_insert(answer);
            mark_present(self.tree, position, &mut present);
            if let Question::EqualTo(other) = question {
                mark_present(self.tree, other, &mut present);
            }
        }
        let mut list: Vec<(PositionId, Question, &'t Answer)> =
            checks.iter().map(|(&(p, q), &a)| (p, q, a)).collect();
        list.sort_by_key(|&(p, q, _)| {
            let presence_or_count = q == Question::IsNotNull || CountKind::of(q).is_some();
            (presence_or_count, q.kind_rank(), p)
        });
        *slot = Some(PatternFacts {
            checks,
            list,
            present,
            order,
            success,
            in_loop: self.loops > 0,
        });
    }
}

/// Marks `position` and its ancestors present.
fn mark_present(tree: &MatcherTree, position: PositionId, present: &mut FxHashSet<PositionId>) {
    let mut cur = Some(position);
    while let Some(p) = cur {
        if !present.insert(p) {
            return;
        }
        cur = tree.position(p).parent();
    }
}

impl PatternFacts<'_> {
    /// True when the checks of `self` make `question` at `position` answer `answer`.
    pub fn entails(&self, position: PositionId, question: Question, answer: &Answer) -> bool {
        if self.checks.get(&(position, question)) == Some(&answer) {
            return true;
        }
        match (question, answer) {
            (Question::IsNotNull, _) => self.present.contains(&position),
            (_, Answer::Count(n)) => match CountKind::of(question) {
                Some((kind, at_least)) => self
                    .count_range(position, kind)
                    .is_some_and(|have| CountRange::of_check(at_least, *n).contains(have)),
                None => false,
            },
            _ => false,
        }
    }

    /// The counts of `kind` of the op at `position` that the checks allow (`None`:
    /// none, the checks contradict each other).
    pub fn count_range(&self, position: PositionId, kind: CountKind) -> Option<CountRange> {
        let mut range = CountRange::ANY;
        for at_least in [false, true] {
            if let Some(Answer::Count(n)) = self.checks.get(&(position, kind.question(at_least))) {
                range = range.meet(CountRange::of_check(at_least, *n))?;
            }
        }
        Some(range)
    }

    /// True when some check is a native constraint call.
    pub fn has_native_constraint(&self) -> bool {
        self.checks
            .keys()
            .any(|(_, q)| matches!(q, Question::Constraint(_)))
    }
}

/// True when the value at `position` is found without going through the users of a
/// value or the result of a native constraint (what a pattern that shadows another
/// may read: its matcher is then a plain function of the op and the ops above it).
pub(super) fn is_upward(tree: &MatcherTree, position: PositionId) -> bool {
    let mut cur = Some(position);
    while let Some(p) = cur {
        match tree.position(p) {
            Position::Users { .. }
            | Position::ForEach { .. }
            | Position::ConstraintResult { .. } => return false,
            other => cur = other.parent(),
        }
    }
    true
}

/// The id of the root operation position.
pub(super) fn root_position(tree: &MatcherTree) -> Option<PositionId> {
    tree.positions
        .iter()
        .position(|p| matches!(p, Position::Operation { parent: None, .. }))
        .map(|i| PositionId(i as u32))
}

/// Which count of an op a count check is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum CountKind {
    /// The number of operands.
    Operands,
    /// The number of results.
    Results,
}

impl CountKind {
    /// The kind of a count question, and whether it asks for "at least".
    pub fn of(question: Question) -> Option<(CountKind, bool)> {
        match question {
            Question::OperandCount => Some((CountKind::Operands, false)),
            Question::OperandCountAtLeast => Some((CountKind::Operands, true)),
            Question::ResultCount => Some((CountKind::Results, false)),
            Question::ResultCountAtLeast => Some((CountKind::Results, true)),
            _ => None,
        }
    }

    /// The question that asks for this count, exactly or at least.
    pub fn question(self, at_least: bool) -> Question {
        match (self, at_least) {
            (CountKind::Operands, false) => Question::OperandCount,
            (CountKind::Operands, true) => Question::OperandCountAtLeast,
            (CountKind::Results, false) => Question::ResultCount,
            (CountKind::Results, true) => Question::ResultCountAtLeast,
        }
    }

    /// Its name in messages: `operands` or `results`.
    pub fn name(self) -> &'static str {
        match self {
            CountKind::Operands => "operands",
            CountKind::Results => "results",
        }
    }

    /// Its name after a count in `range`: `operand` for exactly one, else `operands`.
    pub fn noun(self, range: CountRange) -> &'static str {
        match (self, range == CountRange::exactly(1)) {
            (CountKind::Operands, true) => "operand",
            (CountKind::Results, true) => "result",
            (kind, false) => kind.name(),
        }
    }

    /// The op and the count a value at `position` needs to be present: operand `i`
    /// needs more than `i` operands, the operands from `g` on (as a range) at least
    /// `g`, a group taken as a single value exactly one past its start; `None` for a
    /// position that is not an operand or result (or a group of them).
    pub fn needed_for(position: &Position) -> Option<(PositionId, CountKind, CountRange)> {
        let at_least = |n: u32| CountRange { lo: n, hi: None };
        let group = |group: Option<u32>, variadic: bool| {
            let from = group.unwrap_or(0);
            if variadic {
                at_least(from)
            } else {
                CountRange::exactly(from + 1)
            }
        };
        match *position {
            Position::Operand { op, index } => Some((op, CountKind::Operands, at_least(index + 1))),
            Position::Result { op, index } => Some((op, CountKind::Results, at_least(index + 1))),
            Position::OperandGroup {
                op,
                group: g,
                variadic,
            } => Some((op, CountKind::Operands, group(g, variadic))),
            Position::ResultGroup {
                op,
                group: g,
                variadic,
            } => Some((op, CountKind::Results, group(g, variadic))),
            _ => None,
        }
    }
}

/// A set of counts: `lo` to `hi` (no upper bound when `hi` is `None`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct CountRange {
    /// The least count.
    pub lo: u32,
    /// The greatest count, if bounded.
    pub hi: Option<u32>,
}

impl CountRange {
    /// Every count.
    pub const ANY: CountRange = CountRange { lo: 0, hi: None };

    /// Exactly `n`.
    pub fn exactly(n: u32) -> CountRange {
        CountRange { lo: n, hi: Some(n) }
    }

    /// The counts a check accepts: `== n`, or `>= n` when `at_least`.
    pub fn of_check(at_least: bool, n: u32) -> CountRange {
        if at_least {
            CountRange { lo: n, hi: None }
        } else {
            CountRange::exactly(n)
        }
    }

    /// The counts in both (`None` when none is).
    pub fn meet(self, other: CountRange) -> Option<CountRange> {
        let lo = self.lo.max(other.lo);
        let hi = match (self.hi, other.hi) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        hi.is_none_or(|hi| lo <= hi)
            .then_some(CountRange { lo, hi })
    }

    /// True when every count of `other` is one of `self`.
    pub fn contains(self, other: CountRange) -> bool {
        self.lo <= other.lo
            && match (self.hi, other.hi) {
                (None, _) => true,
                (Some(_), None) => false,
                (Some(a), Some(b)) => b <= a,
            }
    }
}

impl std::fmt::Display for CountRange {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.hi {
            None => write!(f, "{} or more", self.lo),
            Some(hi) if hi == self.lo => write!(f, "{hi}"),
            Some(hi) => write!(f, "{} to {hi}", self.lo),
        }
    }
}

/// One case of a split of a pattern's matches: the count of `kind` of the op at `op`
/// is in `range`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Split {
    /// The op whose count is split on.
    pub op: PositionId,
    /// Which count.
    pub kind: CountKind,
    /// The counts of this case.
    pub range: CountRange,
}

/// What holds when a pattern matches, possibly in one case of a split of its matches:
/// its checks, and the split's count.
#[derive(Clone, Copy)]
pub(super) struct Case<'f, 't> {
    /// The pattern's checks.
    pub facts: &'f PatternFacts<'t>,
    /// The case, or `None` for every match.
    pub split: Option<Split>,
}

impl<'f, 't> Case<'f, 't> {
    /// Every match of the pattern.
    pub fn whole(facts: &'f PatternFacts<'t>) -> Self {
        Case { facts, split: None }
    }

    /// The counts of `kind` the op at `op` can have (`None`: no match is in the case).
    pub fn range(&self, op: PositionId, kind: CountKind) -> Option<CountRange> {
        let range = self.facts.count_range(op, kind)?;
        match self.split {
            Some(s) if s.op == op && s.kind == kind => range.meet(s.range),
            _ => Some(range),
        }
    }

    /// True when `question` at `position` surely answers `answer` in this case: the
    /// pattern's checks entail it, or the counts do (a count check, or the presence of
    /// an operand or result, which an op has when it has enough of them).
    pub fn entails(
        &self,
        tree: &MatcherTree,
        position: PositionId,
        question: Question,
        answer: &Answer,
    ) -> bool {
        if self.facts.entails(position, question, answer) {
            return true;
        }
        match (question, answer) {
            (Question::IsNotNull, _) => {
                let Some((op, kind, needed)) = CountKind::needed_for(tree.position(position))
                else {
                    return false;
                };
                let op_present = self.facts.present.contains(&op)
                    || matches!(tree.position(op), Position::Operation { parent: None, .. });
                op_present
                    && self
                        .range(op, kind)
                        .is_some_and(|have| needed.contains(have))
            }
            (_, Answer::Count(n)) => match CountKind::of(question) {
                Some((kind, at_least)) => self
                    .range(position, kind)
                    .is_some_and(|have| CountRange::of_check(at_least, *n).contains(have)),
                None => false,
            },
            _ => false,
        }
    }
}
