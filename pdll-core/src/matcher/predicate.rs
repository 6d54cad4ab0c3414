//! Per-pattern predicate lists: the checks one pattern needs, each a (position,
//! question, answer) triple, in the order MLIR's `buildPredicateList` (LLVM 19,
//! `PredicateTree.cpp`) produces them.
//!
//! The walk starts at the matcher root (the op `pdl.rewrite` names) and goes up through
//! operands to the ops defining them. Ops of the pattern that are not reached that way
//! (they consume values of the root side without being consumed themselves) are reached
//! downward, through the users of a shared value, along the edges that
//! [`super::root_ordering`] picks. Values that no op reaches (constant types and
//! attributes used only by constraints or the rewrite) get literal positions.

use super::position_table::PositionTable;
use super::root_ordering::{self, CostEntry, RootGraph};
use super::tree::{Answer, ConstraintQuestion, Position, PositionId, Question, TypeLiteral};
use crate::diag::Diagnostic;
use crate::pdl::{EntityKind, PdlOpKind, PdlPattern, PdlValueId};
use indexmap::IndexMap;
use rustc_hash::{FxBuildHasher, FxHashMap};
use std::collections::VecDeque;

/// One check of a pattern.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Predicate {
    /// Where the checked value is.
    pub position: PositionId,
    /// What is asked.
    pub question: Question,
    /// What the pattern expects.
    pub answer: Answer,
}

/// The predicates of one pattern, and where each of its values is found.
#[derive(Clone, Debug)]
pub struct PatternPredicates {
    /// The checks, in MLIR's generation order (duplicates kept, as MLIR counts them).
    pub predicates: Vec<Predicate>,
    /// The position of every match-section value that has one.
    pub value_positions: FxHashMap<PdlValueId, PositionId>,
    /// The op value chosen as the matcher root (the rewrite root).
    pub root: PdlValueId,
}

/// Builds the predicate list of `pattern`, interning its positions in `table`.
pub fn build_predicates(
    pattern: &PdlPattern,
    table: &mut PositionTable,
) -> Result<PatternPredicates, Diagnostic> {
    let mut builder = ListBuilder {
        pattern,
        table,
        predicates: Vec::new(),
        inputs: FxHashMap::default(),
    };
    let root = pattern.root();
    if !matches!(pattern.defining_op(root).kind, PdlOpKind::Operation { .. }) {
        return Err(Diagnostic::error(
            pattern.rewrite.span,
            "the rewrite root is not an operation of the match section",
        )
        .with_code(crate::diag::Code::Unreachable));
    }
    builder.build(root)?;
    Ok(PatternPredicates {
        predicates: builder.predicates,
        value_positions: builder.inputs,
        root,
    })
}

/// Which op consumes a value while walking down from a candidate root, and at which
/// operand (or result) index (MLIR's `OpIndex`).
#[derive(Clone, Copy, Debug)]
struct OpIndex {
    parent: PdlValueId,
    index: Option<u32>,
}

struct ListBuilder<'a> {
    pattern: &'a PdlPattern,
    table: &'a mut PositionTable,
    predicates: Vec<Predicate>,
    inputs: FxHashMap<PdlValueId, PositionId>,
}

impl ListBuilder<'_> {
    fn push(&mut self, position: PositionId, question: Question, answer: Answer) {
        self.predicates.push(Predicate {
            position,
            question,
            answer,
        });
    }

    fn is_range(&self, v: PdlValueId) -> bool {
        self.pattern.value_type(v).is_range()
    }

    fn kind(&self, v: PdlValueId) -> &PdlOpKind {
        &self.pattern.defining_op(v).kind
    }

    /// MLIR's `buildPredicateList`.
    fn build(&mut self, root: PdlValueId) -> Result<(), Diagnostic> {
        let roots = self.detect_roots(root);
        let (graph, parent_maps) = self.build_cost_graph(&roots)?;
        let edges = root_ordering::solve(&graph, root, &roots).ok_or_else(|| {
            Diagnostic::error(
                self.pattern.defining_op(root).span,
                "some operations of this pattern share no value with the root operation, \
                 so the matcher cannot reach them",
            )
            .with_code(crate::diag::Code::Unreachable)
        })?;

        let root_pos = self.table.root();
        self.tree_predicates(root, root_pos);

        for (edge_index, &(target, source)) in edges.iter().enumerate() {
            let Some(source) = source else { continue };
            if self.inputs.contains_key(&target) {
                continue;
            }
            let connector = graph[&target][&source].connector;
            let parent_map = &parent_maps[&target];
            let mut pos = *self.inputs.get(&connector).ok_or_else(|| {
                Diagnostic::error(
                    self.pattern.defining_op(connector).span,
                    "internal error: connector value not reached before its upward traversal",
                )
                .with_code(crate::diag::Code::Internal)
            })?;
            let mut value = connector;
            while value != target {
                let op_index = parent_map[&value];
                pos = self.visit_upward(op_index, pos, edge_index as u32)?;
                value = op_index.parent;
            }
        }
        self.non_tree_predicates()
    }

    /// Candidate roots: the ops whose results no other op of the match consumes, plus
    /// the rewrite root (MLIR's `detectRoots`).
    fn detect_roots(&self, root: PdlValueId) -> Vec<PdlValueId> {
        let mut used = rustc_hash::FxHashSet::default();
        for op in self.pattern.match_section() {
            if let PdlOpKind::Operation { operands, .. } = &op.kind {
                for &operand in operands {
                    match self.kind(operand) {
                        PdlOpKind::Result { parent, .. } | PdlOpKind::Results { parent, .. } => {
                            used.insert(*parent);
                        }
                        _ => {}
                    }
                }
            }
        }
        used.remove(&root);
        self.pattern
            .match_section()
            .filter(|op| matches!(op.kind, PdlOpKind::Operation { .. }))
            .filter_map(|op| op.result())
            .filter(|v| !used.contains(v))
            .collect()
    }

    /// MLIR's `buildCostGraph`: a breadth-first walk down from every candidate root,
    /// and an edge between two roots for each value both reach (the cheapest one).
    #[allow(clippy::type_complexity)]
    fn build_cost_graph(
        &self,
        roots: &[PdlValueId],
    ) -> Result<
        (
            RootGraph,
            FxHashMap<PdlValueId, FxHashMap<PdlValueId, OpIndex>>,
        ),
        Diagnostic,
    > {
        let mut parent_maps: FxHashMap<PdlValueId, FxHashMap<PdlValueId, OpIndex>> =
            FxHashMap::default();
        let mut connectors: IndexMap<PdlValueId, Vec<(PdlValueId, u32)>, FxBuildHasher> =
            IndexMap::default();
        for &root in roots {
            let parent_map = parent_maps.entry(root).or_default();
            let mut queue = VecDeque::new();
            queue.push_back((root, None::<OpIndex>, 0u32));
            while let Some((value, parent, depth)) = queue.pop_front() {
                if parent_map.contains_key(&value) {
                    continue;
                }
                parent_map.insert(
                    value,
                    parent.unwrap_or(OpIndex {
                        parent: value,
                        index: None,
                    }),
                );
                connectors.entry(value).or_default().push((root, depth));
                match self.kind(value) {
                    PdlOpKind::Operation { operands, .. } => {
                        if operands.len() == 1 && self.is_range(operands[0]) {
                            let op_index = OpIndex {
                                parent: value,
                                index: None,
                            };
                            queue.push_back((operands[0], Some(op_index), depth + 1));
                        } else {
                            for (i, &operand) in operands.iter().enumerate() {
                                let op_index = OpIndex {
                                    parent: value,
                                    index: Some(i as u32),
                                };
                                queue.push_back((operand, Some(op_index), depth + 1));
                            }
                        }
                    }
                    PdlOpKind::Result { parent, index } => {
                        let op_index = OpIndex {
                            parent: value,
                            index: Some(*index),
                        };
                        queue.push_back((*parent, Some(op_index), depth));
                    }
                    PdlOpKind::Results { parent, index } => {
                        let op_index = OpIndex {
                            parent: value,
                            index: *index,
                        };
                        queue.push_back((*parent, Some(op_index), depth));
                    }
                    _ => {}
                }
            }
        }

        let mut graph = RootGraph::default();
        let mut next_id = 0u32;
        for (&value, roots_depths) in &connectors {
            if roots_depths.len() == 1 {
                continue;
            }
            for (pi, &(p_root, _)) in roots_depths.iter().enumerate() {
                for (qi, &(q_root, q_depth)) in roots_depths.iter().enumerate() {
                    if pi == qi {
                        continue;
                    }
                    let entries = graph.entry(q_root).or_default();
                    match entries.get_mut(&p_root) {
                        None => {
                            entries.insert(
                                p_root,
                                CostEntry {
                                    cost: (q_depth, next_id),
                                    connector: value,
                                },
                            );
                            next_id += 1;
                        }
                        Some(entry) if entry.cost.0 > q_depth => {
                            entry.cost.0 = q_depth;
                            entry.connector = value;
                        }
                        Some(_) => {}
                    }
                }
            }
        }
        if roots.len() > 1 {
            if let Some(&lonely) = roots.iter().find(|&r| !graph.contains_key(r)) {
                return Err(Diagnostic::error(
                    self.pattern.defining_op(lonely).span,
                    "this operation shares no value with the rest of the pattern, so the \
                     matcher cannot reach it from the root",
                )
                .with_code(crate::diag::Code::Unreachable));
            }
        }
        Ok((graph, parent_maps))
    }

    /// MLIR's `visitUpward`: one step from a value up to the op (or result) that uses
    /// it on the way to another candidate root. Returns the new position.
    fn visit_upward(
        &mut self,
        op_index: OpIndex,
        pos: PositionId,
        root_id: u32,
    ) -> Result<PositionId, Diagnostic> {
        let value = op_index.parent;
        let internal = || {
            Diagnostic::error(
                self.pattern.defining_op(value).span,
                "internal error: results and operations are not interleaved in an upward \
                 traversal",
            )
            .with_code(crate::diag::Code::Internal)
        };
        match self.kind(value).clone() {
            PdlOpKind::Operation { operands, .. } => {
                let users = self.table.intern(Position::Users {
                    value: pos,
                    use_representative: true,
                });
                let foreach = self.table.intern(Position::ForEach { users, id: root_id });
                let op_pos = self.table.op_from(foreach);
                let operand_pos = match op_index.index {
                    None => self.table.intern(Position::OperandGroup {
                        op: op_pos,
                        group: None,
                        variadic: true,
                    }),
                    Some(i) => {
                        let uses_group = operands[..=i as usize].iter().any(|&o| self.is_range(o));
                        if uses_group {
                            let variadic = self.is_range(operands[i as usize]);
                            self.table.intern(Position::OperandGroup {
                                op: op_pos,
                                group: Some(i),
                                variadic,
                            })
                        } else {
                            self.table.intern(Position::Operand {
                                op: op_pos,
                                index: i,
                            })
                        }
                    }
                };
                self.push(operand_pos, Question::EqualTo(pos), Answer::True);
                self.inputs.insert(value, op_pos);
                self.op_predicates(value, op_pos, op_index.index);
                Ok(op_pos)
            }
            PdlOpKind::Result { .. } => {
                if !matches!(self.table.get(pos), Position::Operation { .. }) {
                    return Err(internal());
                }
                let index = op_index.index.unwrap_or(0);
                let result = self.table.intern(Position::Result { op: pos, index });
                self.inputs.entry(value).or_insert(result);
                Ok(result)
            }
            PdlOpKind::Results { .. } => {
                if !matches!(self.table.get(pos), Position::Operation { .. }) {
                    return Err(internal());
                }
                let variadic = self.is_range(value);
                let result = match op_index.index {
                    Some(group) => self.table.intern(Position::ResultGroup {
                        op: pos,
                        group: Some(group),
                        variadic,
                    }),
                    None => self.table.intern(Position::ResultGroup {
                        op: pos,
                        group: None,
                        variadic: true,
                    }),
                };
                self.inputs.entry(value).or_insert(result);
                Ok(result)
            }
            _ => Ok(pos),
        }
    }

    /// MLIR's generic `getTreePredicates`: records the position of `val`, or an
    /// equality check when `val` was already reached elsewhere.
    fn tree_predicates(&mut self, val: PdlValueId, pos: PositionId) {
        if let Some(&existing) = self.inputs.get(&val) {
            if matches!(
                self.kind(val),
                PdlOpKind::Attribute { .. }
                    | PdlOpKind::Operand { .. }
                    | PdlOpKind::Operands { .. }
                    | PdlOpKind::Operation { .. }
                    | PdlOpKind::Type { .. }
            ) {
                // std::minmax(pos, existing) by depth: the deeper one is checked
                // against the shallower; on a tie, `existing` against `pos`.
                let (min, max) = if self.table.depth(existing) < self.table.depth(pos) {
                    (existing, pos)
                } else {
                    (pos, existing)
                };
                self.push(max, Question::EqualTo(min), Answer::True);
            }
            return;
        }
        self.inputs.insert(val, pos);
        match self.table.get(pos) {
            Position::Attribute { .. } => self.attribute_predicates(val, pos),
            Position::Operation { .. } => self.op_predicates(val, pos, None),
            Position::Type { .. } => self.type_predicates(val, pos),
            Position::Operand { .. } | Position::OperandGroup { .. } => {
                self.operand_predicates(val, pos)
            }
            _ => {}
        }
    }

    fn attribute_predicates(&mut self, val: PdlValueId, pos: PositionId) {
        self.push(pos, Question::IsNotNull, Answer::True);
        if let PdlOpKind::Attribute { value, value_type } = self.kind(val).clone() {
            if let Some(ty) = value_type {
                let ty_pos = self.table.intern(Position::Type { parent: pos });
                self.tree_predicates(ty, ty_pos);
            } else if let Some(value) = value {
                self.push(
                    pos,
                    Question::AttributeValue,
                    Answer::Attribute(value.printed().to_string()),
                );
            }
        }
    }

    fn operand_predicates(&mut self, val: PdlValueId, pos: PositionId) {
        let is_variadic = self.is_range(val);
        match self.kind(val).clone() {
            PdlOpKind::Operand { ty } => {
                self.push(pos, Question::IsNotNull, Answer::True);
                if let Some(ty) = ty {
                    let ty_pos = self.table.intern(Position::Type { parent: pos });
                    self.tree_predicates(ty, ty_pos);
                }
            }
            PdlOpKind::Operands { types } => {
                if matches!(
                    self.table.get(pos),
                    Position::OperandGroup { group: Some(_), .. }
                ) {
                    self.push(pos, Question::IsNotNull, Answer::True);
                }
                if let Some(types) = types {
                    let ty_pos = self.table.intern(Position::Type { parent: pos });
                    self.tree_predicates(types, ty_pos);
                }
            }
            kind @ (PdlOpKind::Result { .. } | PdlOpKind::Results { .. }) => {
                let (parent, index, single) = match kind {
                    PdlOpKind::Result { parent, index } => (parent, Some(index), true),
                    PdlOpKind::Results { parent, index } => (parent, index, false),
                    _ => unreachable!("matched above"),
                };
                if index.is_some() {
                    self.push(pos, Question::IsNotNull, Answer::True);
                }
                let parent_pos = self.table.op_from(pos);
                self.push(parent_pos, Question::IsNotNull, Answer::True);
                let result_pos = if single {
                    self.table.intern(Position::Result {
                        op: parent_pos,
                        index: index.unwrap_or(0),
                    })
                } else {
                    self.table.intern(Position::ResultGroup {
                        op: parent_pos,
                        group: index,
                        variadic: is_variadic,
                    })
                };
                self.push(result_pos, Question::EqualTo(pos), Answer::True);
                self.tree_predicates(parent, parent_pos);
            }
            _ => {}
        }
    }

    /// MLIR's `getTreePredicates` for an operation position.
    fn op_predicates(&mut self, val: PdlValueId, pos: PositionId, ignore_operand: Option<u32>) {
        let PdlOpKind::Operation {
            name,
            operands,
            attributes,
            result_types,
        } = self.kind(val).clone()
        else {
            return;
        };
        let (is_root, is_operand_defining_op) = match self.table.get(pos) {
            Position::Operation { parent, depth } => (
                *depth == 0,
                parent.is_some_and(|p| {
                    matches!(
                        self.table.get(p),
                        Position::Operand { .. } | Position::OperandGroup { .. }
                    )
                }),
            ),
            _ => (false, false),
        };
        if !is_root {
            self.push(pos, Question::IsNotNull, Answer::True);
        }
        if let Some(name) = name {
            self.push(pos, Question::OperationName, Answer::OperationName(name));
        }

        let min_operands = operands.iter().filter(|&&o| !self.is_range(o)).count() as u32;
        if min_operands as usize != operands.len() {
            if min_operands > 0 {
                self.push(
                    pos,
                    Question::OperandCountAtLeast,
                    Answer::Count(min_operands),
                );
            }
        } else {
            self.push(pos, Question::OperandCount, Answer::Count(min_operands));
        }
        let min_results = result_types.iter().filter(|&&t| !self.is_range(t)).count() as u32;
        if min_results as usize == result_types.len() {
            self.push(pos, Question::ResultCount, Answer::Count(min_results));
        } else if min_results > 0 {
            self.push(
                pos,
                Question::ResultCountAtLeast,
                Answer::Count(min_results),
            );
        }

        for (attr_name, attr) in attributes {
            let attr_pos = self.table.intern(Position::Attribute {
                op: pos,
                name: attr_name,
            });
            self.tree_predicates(attr, attr_pos);
        }

        if operands.len() == 1 && self.is_range(operands[0]) {
            // Operands of an op reached upward were visited on the way.
            if is_root || is_operand_defining_op {
                let all = self.table.intern(Position::OperandGroup {
                    op: pos,
                    group: None,
                    variadic: true,
                });
                self.tree_predicates(operands[0], all);
            }
        } else {
            let mut found_variable_length = false;
            for (i, &operand) in operands.iter().enumerate() {
                let variadic = self.is_range(operand);
                found_variable_length |= variadic;
                if ignore_operand == Some(i as u32) {
                    continue;
                }
                let operand_pos = if found_variable_length {
                    self.table.intern(Position::OperandGroup {
                        op: pos,
                        group: Some(i as u32),
                        variadic,
                    })
                } else {
                    self.table.intern(Position::Operand {
                        op: pos,
                        index: i as u32,
                    })
                };
                self.tree_predicates(operand, operand_pos);
            }
        }

        if result_types.len() == 1 && self.is_range(result_types[0]) {
            let all = self.table.intern(Position::ResultGroup {
                op: pos,
                group: None,
                variadic: true,
            });
            let ty_pos = self.table.intern(Position::Type { parent: all });
            self.tree_predicates(result_types[0], ty_pos);
            return;
        }
        let mut found_variable_length = false;
        for (i, &ty) in result_types.iter().enumerate() {
            let variadic = self.is_range(ty);
            found_variable_length |= variadic;
            let result_pos = if found_variable_length {
                self.table.intern(Position::ResultGroup {
                    op: pos,
                    group: Some(i as u32),
                    variadic,
                })
            } else {
                self.table.intern(Position::Result {
                    op: pos,
                    index: i as u32,
                })
            };
            self.push(result_pos, Question::IsNotNull, Answer::True);
            let ty_pos = self.table.intern(Position::Type { parent: result_pos });
            self.tree_predicates(ty, ty_pos);
        }
    }

    fn type_predicates(&mut self, val: PdlValueId, pos: PositionId) {
        match self.kind(val) {
            PdlOpKind::Type { constant: Some(ty) } => {
                let answer = Answer::Type(TypeLiteral::Single(ty.printed().to_string()));
                self.push(pos, Question::TypeValue, answer);
            }
            PdlOpKind::Types {
                constant: Some(tys),
            } => {
                let list = tys.iter().map(|t| t.printed().to_string()).collect();
                self.push(
                    pos,
                    Question::TypeValue,
                    Answer::Type(TypeLiteral::List(list)),
                );
            }
            _ => {}
        }
    }

    /// MLIR's `getNonTreePredicates`: constants, native constraints and result accesses
    /// that the tree walk did not position.
    fn non_tree_predicates(&mut self) -> Result<(), Diagnostic> {
        let pattern = self.pattern;
        for &op_id in &pattern.match_ops {
            let op = pattern.op(op_id);
            let Some(&first) = op.results.first() else {
                if let PdlOpKind::ApplyNativeConstraint { .. } = op.kind {
                    self.constraint_predicates(op_id)?;
                }
                continue;
            };
            match &op.kind {
                PdlOpKind::Attribute { value, .. } => {
                    if self.inputs.contains_key(&first) {
                        continue;
                    }
                    let Some(value) = value else {
                        return Err(Diagnostic::error(
                            op.span,
                            "this attribute is not reached from the root operation and has \
                             no constant value",
                        )
                        .with_code(crate::diag::Code::Unreachable));
                    };
                    let lit = self.table.intern(Position::AttributeLiteral {
                        value: value.printed().to_string(),
                    });
                    self.inputs.insert(first, lit);
                }
                PdlOpKind::ApplyNativeConstraint { .. } => self.constraint_predicates(op_id)?,
                PdlOpKind::Result { parent, index } => {
                    if self.inputs.contains_key(&first) {
                        continue;
                    }
                    let parent_pos = self.op_position(*parent, op.span)?;
                    let pos = self.table.intern(Position::Result {
                        op: parent_pos,
                        index: *index,
                    });
                    self.push(pos, Question::IsNotNull, Answer::True);
                    self.inputs.insert(first, pos);
                }
                PdlOpKind::Results { parent, index } => {
                    if self.inputs.contains_key(&first) {
                        continue;
                    }
                    let parent_pos = self.op_position(*parent, op.span)?;
                    let variadic = self.is_range(first);
                    let pos = self.table.intern(Position::ResultGroup {
                        op: parent_pos,
                        group: *index,
                        variadic,
                    });
                    if index.is_some() {
                        self.push(pos, Question::IsNotNull, Answer::True);
                    }
                    self.inputs.insert(first, pos);
                }
                PdlOpKind::Type { constant } => {
                    if self.inputs.contains_key(&first) {
                        continue;
                    }
                    let Some(ty) = constant else {
                        return Err(unreached_type(op.span));
                    };
                    let lit = self.table.intern(Position::TypeLiteral {
                        value: TypeLiteral::Single(ty.printed().to_string()),
                    });
                    self.inputs.insert(first, lit);
                }
                PdlOpKind::Types { constant } => {
                    if self.inputs.contains_key(&first) {
                        continue;
                    }
                    let Some(tys) = constant else {
                        return Err(unreached_type(op.span));
                    };
                    let list = tys.iter().map(|t| t.printed().to_string()).collect();
                    let lit = self.table.intern(Position::TypeLiteral {
                        value: TypeLiteral::List(list),
                    });
                    self.inputs.insert(first, lit);
                }
                _ => {}
            }
        }
        Ok(())
    }

    fn op_position(
        &self,
        op: PdlValueId,
        span: crate::source::Span,
    ) -> Result<PositionId, Diagnostic> {
        match self.inputs.get(&op) {
            Some(&p) if matches!(self.table.get(p), Position::Operation { .. }) => Ok(p),
            _ => Err(Diagnostic::error(
                span,
                "the operation of this result is not reached from the root operation",
            )
            .with_code(crate::diag::Code::Unreachable)),
        }
    }

    fn constraint_predicates(&mut self, op_id: crate::pdl::PdlOpId) -> Result<(), Diagnostic> {
        let op = self.pattern.op(op_id);
        let PdlOpKind::ApplyNativeConstraint {
            name,
            args,
            negated,
        } = &op.kind
        else {
            return Ok(());
        };
        let mut positions = Vec::with_capacity(args.len());
        for &arg in args {
            match self.inputs.get(&arg) {
                Some(&p) => positions.push(p),
                None => {
                    return Err(Diagnostic::error(
                        self.pattern.defining_op(arg).span,
                        format!(
                            "this value, an argument of constraint `{name}`, is not reached \
                             from the root operation"
                        ),
                    )
                    .with_code(crate::diag::Code::Unreachable))
                }
            }
        }
        // The deepest argument; the first of equally deep ones (std::max_element).
        let mut pos = None;
        for &p in &positions {
            match pos {
                None => pos = Some(p),
                Some(best) if self.table.depth(best) < self.table.depth(p) => pos = Some(p),
                _ => {}
            }
        }
        let Some(pos) = pos else {
            return Err(Diagnostic::error(
                op.span,
                format!("constraint `{name}` has no argument to anchor it at a position"),
            )
            .with_code(crate::diag::Code::Unreachable));
        };
        let result_types: Vec<EntityKind> = op
            .results
            .iter()
            .map(|&r| self.pattern.value_type(r))
            .collect();
        let cid = self.table.intern_constraint(ConstraintQuestion {
            name: name.clone(),
            args: positions,
            result_types,
            negated: *negated,
        });
        for (i, &result) in op.results.iter().enumerate() {
            let cpos = self.table.intern(Position::ConstraintResult {
                constraint: cid,
                index: i as u32,
            });
            match self.inputs.get(&result) {
                None => {
                    self.inputs.insert(result, cpos);
                }
                Some(&existing) => {
                    let (first, second) = if self.table.depth(existing) < self.table.depth(cpos) {
                        (existing, cpos)
                    } else {
                        (cpos, existing)
                    };
                    self.push(second, Question::EqualTo(first), Answer::True);
                }
            }
        }
        self.push(pos, Question::Constraint(cid), Answer::True);
        Ok(())
    }
}

fn unreached_type(span: crate::source::Span) -> Diagnostic {
    Diagnostic::error(
        span,
        "this type is not reached from the root operation and has no constant value",
    )
    .with_code(crate::diag::Code::Unreachable)
}

#[cfg(test)]
mod tests;
