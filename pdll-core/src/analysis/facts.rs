//! What the merged tree says about each pattern: the checks on the path to its success
//! node (exactly the predicates its matcher makes, as the tree runs them), and where
//! that success node comes in the order the matcher records matches.
//!
//! A match of a pattern is the conjunction of the checks on its path: every node of a
//! sequence runs whatever the previous one found, and a check that fails (or whose
//! position is absent) only skips its own subtree. So "pattern Q matches every op that
//! pattern P matches" follows when every check of Q is implied by the checks of P
//! ([`PatternFacts::implies`]).

use crate::matcher::{Answer, MatcherTree, Node, Position, PositionId, Question, SuccessNode};
use rustc_hash::{FxHashMap, FxHashSet};

/// The checks of one pattern and the place of its success in the matcher.
#[derive(Debug)]
pub(super) struct PatternFacts<'t> {
    /// Each (position, question) the path checks, with the answer it expects.
    pub checks: FxHashMap<(PositionId, Question), Answer>,
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
    path: Vec<(PositionId, Question, Answer)>,
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
                        self.path.push((*position, *question, answer.clone()));
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
                    self.path.push((*position, *question, answer.clone()));
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
        for (position, question, answer) in &self.path {
            checks
                .entry((*position, *question))
                .or_insert_with(|| answer.clone());
            mark_present(self.tree, *position, &mut present);
            if let Question::EqualTo(other) = question {
                mark_present(self.tree, *other, &mut present);
            }
        }
        *slot = Some(PatternFacts {
            checks,
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
    /// True when every check of `other` holds whenever the checks of `self` hold, as
    /// far as a syntactic comparison can tell (never true when it cannot tell).
    pub fn implies(&self, other: &PatternFacts<'_>) -> bool {
        other
            .checks
            .iter()
            .all(|(&(position, question), answer)| self.entails(position, question, answer))
    }

    /// True when the checks of `self` make `question` at `position` answer `answer`.
    pub fn entails(&self, position: PositionId, question: Question, answer: &Answer) -> bool {
        if self.checks.get(&(position, question)) == Some(answer) {
            return true;
        }
        match (question, answer) {
            (Question::IsNotNull, _) => self.present.contains(&position),
            (Question::OperandCountAtLeast, Answer::Count(n)) => {
                self.count_at_least(position, Question::OperandCount, question, *n)
            }
            (Question::ResultCountAtLeast, Answer::Count(n)) => {
                self.count_at_least(position, Question::ResultCount, question, *n)
            }
            _ => false,
        }
    }

    fn count_at_least(
        &self,
        position: PositionId,
        exact: Question,
        at_least: Question,
        n: u32,
    ) -> bool {
        [exact, at_least]
            .into_iter()
            .any(|q| matches!(self.checks.get(&(position, q)), Some(Answer::Count(m)) if *m >= n))
    }

    /// The number of results the checks fix for the op at `position`, if they do.
    pub fn result_count(&self, position: PositionId) -> Option<u32> {
        match self.checks.get(&(position, Question::ResultCount)) {
            Some(Answer::Count(n)) => Some(*n),
            _ => None,
        }
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
