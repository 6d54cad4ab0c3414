//! Merging the predicate lists of all patterns into one decision tree (MLIR's
//! `MatcherNode::generateMatcherTree`, LLVM 19).
//!
//! 1. Every distinct (position, question) pair gets a *primary* score (how many times
//!    the patterns use it) and a *secondary* score (the sum, over the patterns using
//!    it, of the squared primaries of all their predicates).
//! 2. The pairs are sorted: higher primary, higher secondary, lower operation depth,
//!    lower position kind, lower question kind, first seen; then constraints are moved
//!    before the predicates that use their results.
//! 3. Each pattern is pushed through the tree in that order: it follows the nodes of
//!    the predicates it shares, branches off where it differs, and ends in a success
//!    node placed in front of whatever came next (so the matcher goes on after it).
//! 4. Switches with a single case become bool nodes; loops over users
//!    ([`Node::ForEach`]) are made explicit around the first node that needs them.
//!
//! One deliberate difference from MLIR: the predicate "operation name of the root"
//! always sorts first, so the first dispatch is a switch on the root's name. MLIR
//! orders by frequency alone: it may first test something that patterns without a
//! root name share, or, as it counts a check made twice by one pattern twice (the null
//! check of the op defining a nested operand), the op of a nested operand. The checks
//! made, and so the matches, are the same; only their order differs.

use super::position_table::PositionTable;
use super::predicate::{build_predicates, PatternPredicates, Predicate};
use super::tree::{
    Answer, Capture, MatcherTree, Node, OperandCone, Position, PositionId, Question, SuccessNode,
    TreePattern,
};
use crate::diag::Diagnostic;
use crate::pdl::{PdlModule, PdlOpKind, PdlPattern, PdlValueId};
use indexmap::IndexMap;
use pdll_runtime::smallvec::{smallvec, SmallVec};
use rustc_hash::{FxBuildHasher, FxHashMap, FxHashSet};
use std::collections::BTreeSet;

/// The positions a node of the tree reads (its predicate's, or a success's root and
/// captures): a few, held inline.
type Needed = SmallVec<[PositionId; 4]>;

/// Builds the merged matcher tree of every pattern of `module`.
///
/// Errors (a pattern whose values cannot all be reached from its root) carry the span
/// of the offending PDL op; every pattern is checked.
pub fn build_tree(module: &PdlModule) -> Result<MatcherTree, Vec<Diagnostic>> {
    let mut table = PositionTable::new();
    let mut lists = Vec::with_capacity(module.patterns.len());
    let mut errors = Vec::new();
    for pattern in &module.patterns {
        match build_predicates(pattern, &mut table) {
            Ok(list) => lists.push(list),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut captures = Vec::with_capacity(lists.len());
    for (pattern, list) in module.patterns.iter().zip(&lists) {
        match pattern_captures(pattern, list) {
            Ok(c) => captures.push(c),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }

    let root_pos = table.root();
    let ordered = order_predicates(&lists, &table, root_pos);
    let mut merger = Merger::default();
    for (index, list) in ordered.pattern_lists.iter().enumerate() {
        merger.propagate(index, list);
    }

    let patterns: Vec<TreePattern> = module
        .patterns
        .iter()
        .zip(&lists)
        .zip(&captures)
        .map(|((p, list), captures)| {
            let (cone, operand_lists_of) = match operand_cone(&table, list, captures) {
                Some((cone, names)) => (Some(cone), names),
                None => (None, None),
            };
            TreePattern {
                name: p.name.clone(),
                benefit: p.benefit,
                root_name: match &p.defining_op(list.root).kind {
                    PdlOpKind::Operation { name, .. } => name.clone(),
                    _ => None,
                },
                cone,
                operand_lists_of,
            }
        })
        .collect();

    let (positions, constraints) = table.into_parts();
    let mut tree = MatcherTree {
        positions,
        constraints,
        patterns,
        root: Vec::new(),
    };
    let successes: Vec<SuccessNode> = module
        .patterns
        .iter()
        .zip(&lists)
        .zip(captures)
        .enumerate()
        .map(|(i, ((p, list), captures))| SuccessNode {
            pattern: i,
            benefit: p.benefit,
            root: list.value_positions[&p.root()],
            captures,
        })
        .collect();
    let converter = Converter {
        tree: &tree,
        merger: &merger,
        predicates: &ordered.predicates,
        successes: &successes,
    };
    let mut bound = Vec::new();
    let mut root = converter.chain(merger.root, &mut bound);
    root.push(Node::Exit);
    tree.root = root;
    Ok(tree)
}

/// A distinct (position, question) pair, in rank order.
struct OrderedPredicate {
    position: PositionId,
    question: Question,
}

/// One pattern's predicates as indices into the ordered list, with its answers.
struct PatternList {
    /// Distinct predicate indices (into [`Ordered::predicates`]), sorted by rank.
    ranked: Vec<usize>,
    /// The pattern's answer to each of its predicates (the first one it gave).
    answers: FxHashMap<usize, Answer>,
}

struct Ordered {
    /// The distinct predicates, in rank order.
    predicates: Vec<OrderedPredicate>,
    pattern_lists: Vec<PatternList>,
}

fn order_predicates(
    lists: &[PatternPredicates],
    table: &PositionTable,
    root_pos: PositionId,
) -> Ordered {
    // Unique (position, question) pairs, numbered in first-seen order.
    let mut uniqued: IndexMap<(PositionId, Question), (u64, u64), FxBuildHasher> =
        IndexMap::default();
    let mut per_pattern: Vec<(Vec<usize>, FxHashMap<usize, Answer>)> = Vec::new();
    for list in lists {
        let mut answers: FxHashMap<usize, Answer> = FxHashMap::default();
        let mut distinct = Vec::new();
        for Predicate {
            position,
            question,
            answer,
        } in &list.predicates
        {
            let entry = uniqued.entry((*position, *question));
            let id = entry.index();
            entry.or_insert((0, 0)).0 += 1;
            if let std::collections::hash_map::Entry::Vacant(slot) = answers.entry(id) {
                slot.insert(answer.clone());
                distinct.push(id);
            }
        }
        per_pattern.push((distinct, answers));
    }
    let mut scores: Vec<(u64, u64)> = uniqued.values().copied().collect();
    for (distinct, _) in &per_pattern {
        let total: u64 = distinct.iter().map(|&i| scores[i].0 * scores[i].0).sum();
        for &i in distinct {
            scores[i].1 += total;
        }
    }

    let keys: Vec<(PositionId, Question)> = uniqued.keys().copied().collect();
    let mut order: Vec<usize> = (0..keys.len()).collect();
    let forced_first = |i: usize| keys[i] == (root_pos, Question::OperationName);
    order.sort_by_key(|&i| {
        let (pos, q) = keys[i];
        (
            !forced_first(i),
            std::cmp::Reverse(scores[i].0),
            std::cmp::Reverse(scores[i].1),
            table.depth(pos),
            table.get(pos).kind_rank(),
            q.kind_rank(),
            i,
        )
    });
    let order = constraints_first(order, &keys, table);

    let mut rank = vec![0usize; keys.len()];
    for (r, &i) in order.iter().enumerate() {
        rank[i] = r;
    }
    let predicates = order
        .iter()
        .map(|&i| OrderedPredicate {
            position: keys[i].0,
            question: keys[i].1,
        })
        .collect();
    let pattern_lists = per_pattern
        .into_iter()
        .map(|(distinct, answers)| {
            let mut ranked: Vec<usize> = distinct.iter().map(|&i| rank[i]).collect();
            ranked.sort_unstable();
            let answers = answers.into_iter().map(|(i, a)| (rank[i], a)).collect();
            PatternList { ranked, answers }
        })
        .collect();
    Ordered {
        predicates,
        pattern_lists,
    }
}

/// MLIR's `stableTopologicalSort` with `dependsOn`: repeatedly moves to the front, in
/// their current order, the predicates that use no result of a constraint still
/// waiting. Only constraint questions with results can be depended on, so the work is
/// linear in the number of predicates plus dependencies.
fn constraints_first(
    order: Vec<usize>,
    keys: &[(PositionId, Question)],
    table: &PositionTable,
) -> Vec<usize> {
    // The constraint each predicate depends on, through its positions.
    let constraint_of = |pos: PositionId| match table.get(pos) {
        Position::ConstraintResult { constraint, .. } => Some(*constraint),
        _ => None,
    };
    let mut providers = FxHashMap::default();
    for &i in &order {
        if let Question::Constraint(c) = keys[i].1 {
            providers.insert(c, i);
        }
    }
    if providers.is_empty() {
        return order;
    }
    let deps = |i: usize| -> Vec<usize> {
        let (pos, q) = keys[i];
        let mut used = Vec::new();
        match q {
            Question::Constraint(c) => used.extend(
                table
                    .constraint(c)
                    .args
                    .iter()
                    .filter_map(|&a| constraint_of(a)),
            ),
            Question::EqualTo(other) => {
                used.extend(constraint_of(pos));
                used.extend(constraint_of(other));
            }
            _ => used.extend(constraint_of(pos)),
        }
        used.iter()
            .filter_map(|c| providers.get(c).copied())
            .filter(|&p| p != i)
            .collect()
    };
    let mut remaining = order;
    let mut placed: FxHashSet<usize> = FxHashSet::default();
    let mut result = Vec::with_capacity(remaining.len());
    while !remaining.is_empty() {
        let waiting: FxHashSet<usize> = remaining.iter().copied().collect();
        let (ready, rest): (Vec<usize>, Vec<usize>) = remaining.iter().partition(|&&i| {
            deps(i)
                .iter()
                .all(|d| !waiting.contains(d) || placed.contains(d))
        });
        if ready.is_empty() {
            // A dependency cycle cannot come from PDL (results come after their
            // constraint); keep the order rather than loop.
            result.extend(rest);
            break;
        }
        placed.extend(ready.iter().copied());
        result.extend(ready);
        remaining = rest;
    }
    result
}

/// A node of MLIR's linked matcher tree (children plus a failure link).
enum MNode {
    Switch {
        predicate: usize,
        /// Each answer's child, in first-use order.
        children: IndexMap<Answer, Option<usize>, FxBuildHasher>,
        failure: Option<usize>,
    },
    Success {
        pattern: usize,
        failure: Option<usize>,
    },
}

/// Where a node link lives.
#[derive(Clone, Copy)]
enum Slot {
    Root,
    Failure(usize),
    Child(usize, usize),
}

#[derive(Default)]
struct Merger {
    nodes: Vec<MNode>,
    root: Option<usize>,
}

impl Merger {
    fn get(&self, slot: Slot) -> Option<usize> {
        match slot {
            Slot::Root => self.root,
            Slot::Failure(n) => match &self.nodes[n] {
                MNode::Switch { failure, .. } | MNode::Success { failure, .. } => *failure,
            },
            Slot::Child(n, c) => match &self.nodes[n] {
                MNode::Switch { children, .. } => children[c],
                MNode::Success { .. } => None,
            },
        }
    }

    fn set(&mut self, slot: Slot, value: usize) {
        match slot {
            Slot::Root => self.root = Some(value),
            Slot::Failure(n) => match &mut self.nodes[n] {
                MNode::Switch { failure, .. } | MNode::Success { failure, .. } => {
                    *failure = Some(value)
                }
            },
            Slot::Child(n, c) => {
                if let MNode::Switch { children, .. } = &mut self.nodes[n] {
                    children[c] = Some(value);
                }
            }
        }
    }

    /// The child slot of switch `node` for `answer`, created if missing.
    fn child(&mut self, node: usize, answer: &Answer) -> Slot {
        let MNode::Switch { children, .. } = &mut self.nodes[node] else {
            return Slot::Failure(node);
        };
        let index = match children.get_index_of(answer) {
            Some(index) => index,
            None => children.insert_full(answer.clone(), None).0,
        };
        Slot::Child(node, index)
    }

    /// MLIR's `propagatePattern`, iteratively: follow shared predicates, branch off at
    /// the first difference, and put the success node at the end.
    fn propagate(&mut self, pattern: usize, list: &PatternList) {
        let mut slot = Slot::Root;
        let mut next = 0;
        loop {
            let Some(&current) = list.ranked.get(next) else {
                let failure = self.get(slot);
                self.nodes.push(MNode::Success { pattern, failure });
                let id = self.nodes.len() - 1;
                self.set(slot, id);
                return;
            };
            let answer = &list.answers[&current];
            match self.get(slot) {
                None => {
                    self.nodes.push(MNode::Switch {
                        predicate: current,
                        children: IndexMap::default(),
                        failure: None,
                    });
                    let id = self.nodes.len() - 1;
                    self.set(slot, id);
                    slot = self.child(id, answer);
                    next += 1;
                }
                Some(node) => {
                    let same = matches!(&self.nodes[node],
                        MNode::Switch { predicate, .. } if *predicate == current);
                    if same {
                        slot = self.child(node, answer);
                        next += 1;
                    } else {
                        slot = Slot::Failure(node);
                    }
                }
            }
        }
    }
}

/// Turns the linked tree into nested node sequences, folding one-case switches into
/// bool nodes and opening a [`Node::ForEach`] where a node first needs a user op.
struct Converter<'a> {
    tree: &'a MatcherTree,
    merger: &'a Merger,
    predicates: &'a [OrderedPredicate],
    successes: &'a [SuccessNode],
}

impl Converter<'_> {
    fn chain(&self, start: Option<usize>, bound: &mut Vec<PositionId>) -> Vec<Node> {
        let mut out = Vec::new();
        let mut cur = start;
        while let Some(id) = cur {
            let (node, needed, failure) = match &self.merger.nodes[id] {
                MNode::Success { pattern, failure } => {
                    let success = &self.successes[*pattern];
                    let needed: Needed = std::iter::once(success.root)
                        .chain(success.captures.iter().map(|c| c.position))
                        .collect();
                    (None, needed, *failure)
                }
                MNode::Switch {
                    predicate, failure, ..
                } => {
                    let p = &self.predicates[*predicate];
                    let mut needed: Needed = smallvec![p.position];
                    match p.question {
                        Question::EqualTo(other) => needed.push(other),
                        Question::Constraint(c) => {
                            needed.extend(self.tree.constraint(c).args.iter().copied())
                        }
                        _ => {}
                    }
                    (Some(*predicate), needed, *failure)
                }
            };
            let loops = self.new_loops(&needed, bound);
            let depth = bound.len();
            bound.extend(loops.iter().copied());
            let mut built = match node {
                None => {
                    let MNode::Success { pattern, .. } = &self.merger.nodes[id] else {
                        unreachable!("checked above")
                    };
                    Node::Success(self.successes[*pattern].clone())
                }
                Some(predicate) => self.switch(id, predicate, bound),
            };
            bound.truncate(depth);
            for &foreach in loops.iter().rev() {
                built = Node::ForEach {
                    position: foreach,
                    body: vec![built],
                };
            }
            out.push(built);
            cur = failure;
        }
        out
    }

    fn switch(&self, id: usize, predicate: usize, bound: &mut Vec<PositionId>) -> Node {
        let MNode::Switch { children, .. } = &self.merger.nodes[id] else {
            unreachable!("called on switch nodes only")
        };
        let p = &self.predicates[predicate];
        let mut cases: Vec<(Answer, Vec<Node>)> = children
            .iter()
            .map(|(answer, child)| (answer.clone(), self.chain(*child, bound)))
            .collect();
        if cases.len() == 1 {
            let (answer, then) = cases.pop().expect("one case");
            return Node::Bool {
                position: p.position,
                question: p.question,
                answer,
                then,
            };
        }
        if p.question.is_at_least() {
            // Run in increasing count order, as MLIR's chained checks do.
            cases.sort_by_key(|(answer, _)| match answer {
                Answer::Count(n) => *n,
                _ => 0,
            });
        }
        Node::Switch {
            position: p.position,
            question: p.question,
            cases,
        }
    }

    /// The `ForEach` positions that `needed` positions depend on and that no enclosing
    /// loop binds yet, outermost first.
    fn new_loops(&self, needed: &[PositionId], bound: &[PositionId]) -> Vec<PositionId> {
        let mut loops = Vec::new();
        for &pos in needed {
            let mut chain = Vec::new();
            let mut cur = Some(pos);
            while let Some(p) = cur {
                let position = self.tree.position(p);
                if matches!(position, Position::ForEach { .. }) {
                    chain.push(p);
                }
                // A constraint result has no parent: it lives where the constraint
                // ran, inside the loops its arguments needed.
                cur = position.parent();
            }
            for p in chain.into_iter().rev() {
                if !bound.contains(&p) && !loops.contains(&p) {
                    loops.push(p);
                }
            }
        }
        loops
    }
}

/// The values the rewrite of `pattern` reads from the match, in order: the root, the
/// external rewrite's arguments, then first uses in the rewrite body.
fn pattern_captures(
    pattern: &PdlPattern,
    list: &PatternPredicates,
) -> Result<Vec<Capture>, Diagnostic> {
    let mut order: Vec<PdlValueId> = vec![pattern.root()];
    if let Some(external) = &pattern.rewrite.external {
        order.extend(external.args.iter().copied());
    }
    for op in pattern.rewrite_section() {
        order.extend(op.kind.used_values());
    }
    let match_values: FxHashSet<PdlValueId> = pattern
        .match_section()
        .flat_map(|op| op.results.iter().copied())
        .collect();
    let mut seen = FxHashSet::default();
    let mut captures = Vec::new();
    for value in order {
        if !match_values.contains(&value) || !seen.insert(value) {
            continue;
        }
        let Some(&position) = list.value_positions.get(&value) else {
            return Err(Diagnostic::error(
                pattern.defining_op(value).span,
                "the rewrite uses this value, but the matcher cannot reach it from the root \
                 operation",
            )
            .with_code(crate::diag::Code::Unreachable));
        };
        captures.push(Capture {
            value,
            position,
            kind: pattern.value_type(value),
        });
    }
    Ok(captures)
}

/// What a pattern's matcher reads above its root (see [`TreePattern::cone`]): the
/// positions its predicates check and its captures read, with the operand lists
/// followed to reach them; `None` if one is reached through users. (Values the pattern
/// binds but never checks, such as the operand range PDLL gives an op written without
/// operands, are not read.) Also the names of the ops above the root whose operand
/// lists it reads ([`TreePattern::operand_lists_of`]).
fn operand_cone(
    table: &PositionTable,
    list: &PatternPredicates,
    captures: &[Capture],
) -> Option<(OperandCone, Option<Vec<String>>)> {
    let mut positions: Vec<PositionId> = captures.iter().map(|c| c.position).collect();
    // The ops whose operand lists are read.
    let mut lists: BTreeSet<PositionId> = BTreeSet::new();
    for p in &list.predicates {
        positions.push(p.position);
        match p.question {
            Question::EqualTo(other) => positions.push(other),
            Question::Constraint(c) => positions.extend(&table.constraint(c).args),
            // Counting the operands reads the list too.
            Question::OperandCount | Question::OperandCountAtLeast => {
                lists.insert(p.position);
            }
            _ => {}
        }
    }
    let mut cone = OperandCone::default();
    for id in positions {
        let depth = table.depth(id);
        cone.ops = cone.ops.max(match table.get(id) {
            // The type of an operand is the type of a result of the op defining it.
            Position::Type { parent } => match table.get(*parent) {
                Position::Operand { .. } | Position::OperandGroup { .. } => depth + 1,
                _ => depth,
            },
            _ => depth,
        });
        // Reaching the position reads the operand lists on the way.
        let mut cur = Some(id);
        while let Some(c) = cur {
            let pos = table.get(c);
            match pos {
                Position::Users { .. } | Position::ForEach { .. } => return None,
                Position::Operand { op, .. } | Position::OperandGroup { op, .. } => {
                    lists.insert(*op);
                }
                _ => {}
            }
            cur = pos.parent();
        }
    }
    // Above the root, an op whose name the pattern does not fix could be any op.
    let mut names = Some(BTreeSet::new());
    for &op in &lists {
        let depth = table.depth(op);
        cone.operand_lists = cone.operand_lists.max(depth);
        if depth == 0 {
            continue;
        }
        let name = list
            .predicates
            .iter()
            .find_map(|p| match (&p.question, &p.answer) {
                (Question::OperationName, Answer::OperationName(n)) if p.position == op => Some(n),
                _ => None,
            });
        match (name, &mut names) {
            (Some(n), Some(set)) => {
                set.insert(n.clone());
            }
            _ => names = None,
        }
    }
    Some((cone, names.map(|n| n.into_iter().collect())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdl::PatternBuilder;
    use crate::source::Span;

    /// A pattern erasing `op<name>` with `operands` fresh operands.
    fn erase_op(name: &str, operands: usize) -> PdlPattern {
        let s = Span::call_site();
        let mut b = PatternBuilder::new();
        let values = (0..operands).map(|_| b.operand(None, s)).collect();
        let root = b.operation(Some(name.into()), values, vec![], vec![], s);
        b.begin_rewrite(root, s);
        b.push_none(PdlOpKind::Erase { op: root }, s);
        b.finish(Some(name.replace('.', "_")), 1, false, s).unwrap()
    }

    #[test]
    fn first_dispatch_is_the_root_name_and_shared_checks_run_once() {
        let module = PdlModule {
            patterns: vec![erase_op("a.x", 1), erase_op("a.y", 1), erase_op("a.x", 2)],
        };
        let tree = build_tree(&module).unwrap();
        let Node::Switch { cases, .. } = &tree.root[0] else {
            panic!("{:?}", tree.root[0])
        };
        assert_eq!(cases.len(), 2);
        // Under "a.x", one switch on the operand count serves both patterns.
        let Node::Switch {
            question, cases, ..
        } = &cases[0].1[0]
        else {
            panic!("{:?}", cases[0].1)
        };
        assert_eq!(*question, Question::OperandCount);
        assert_eq!(cases.len(), 2);
        assert_eq!(tree.root.last(), Some(&Node::Exit));
    }

    #[test]
    fn errors_name_every_broken_pattern() {
        let s = Span::call_site();
        let mut broken = PatternBuilder::new();
        let root = broken.operation(Some("a.x".into()), vec![], vec![], vec![], s);
        broken.operation(Some("a.lonely".into()), vec![], vec![], vec![], s);
        broken.begin_rewrite(root, s);
        let broken = broken.finish(None, 0, false, s).unwrap();
        let module = PdlModule {
            patterns: vec![broken.clone(), erase_op("a.y", 0), broken],
        };
        let errors = build_tree(&module).unwrap_err();
        assert_eq!(errors.len(), 2);
        assert!(errors.iter().all(|e| e.is_error()));
    }

    #[test]
    fn empty_module_is_just_exit() {
        let tree = build_tree(&PdlModule::default()).unwrap();
        assert_eq!(tree.root, vec![Node::Exit]);
    }
}
