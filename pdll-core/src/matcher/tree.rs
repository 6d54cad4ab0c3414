//! The data model of the merged matcher: positions, questions, answers and the decision
//! tree built from them.
//!
//! This mirrors MLIR's `PDLToPDLInterp` (`Predicate.h`, `PredicateTree.h`, LLVM 19):
//!
//! - a [`Position`] says *where* a value is found, relative to the root operation the
//!   matcher is run on (an operand of the root, the op defining it, one of its
//!   attributes, the type of a result...). Positions are hash-consed in
//!   [`MatcherTree::positions`]: two patterns that look at the same place share one
//!   [`PositionId`], so a check they share is built once and run once;
//! - a [`Question`] is asked about the value at a position (is it present, what is the
//!   op's name, how many operands...);
//! - an [`Answer`] is the value a pattern expects for that question.
//!
//! The tree is a plain nested structure ([`Node`] sequences). Its meaning: a sequence of
//! nodes is run in order, *each* node whatever the outcome of the previous one (this is
//! how several patterns can match the same op: a [`Node::Success`] records a match and
//! the matcher then goes on with the next node). A [`Node::Switch`] or [`Node::Bool`]
//! evaluates its question and runs the children of the answer(s) that hold, then the
//! matcher continues with the node after it.
//!
//! Value semantics of positions (what codegen and the interpreter implement) follow
//! MLIR's PDL bytecode for unregistered operations:
//! - [`Position::Operand`] / [`Position::Result`]: the N-th operand/result, absent when
//!   the op has no more;
//! - [`Position::OperandGroup`] / [`Position::ResultGroup`] with `group: None`: all
//!   operands/results; with `Some(g)`: the operands/results from index `g` on (MLIR
//!   treats an op without segment sizes as having its variadic group last); a
//!   non-variadic group is absent unless it holds exactly one value (then it is that
//!   value);
//! - [`Position::Operation`] with a parent operand (group): the op defining that value
//!   (for a range, the op defining its first value); absent for block arguments and
//!   empty ranges;
//! - [`Position::Users`]: the users of a value, one entry per use, in the runtime's
//!   use-list order.

use crate::pdl::{EntityKind, PdlValueId};
use std::fmt;

/// Index of a position in [`MatcherTree::positions`]. Positions are uniqued, so equal
/// ids mean equal positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PositionId(pub u32);

/// Index of a native constraint call in [`MatcherTree::constraints`] (uniqued too: the
/// same constraint on the same positions is one question, evaluated once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ConstraintId(pub u32);

/// Where a value is found, relative to the matcher's root operation.
///
/// The variants are in MLIR's `Predicates::Kind` order, which is also the tie-breaking
/// order of predicates (see [`Position::kind_rank`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Position {
    /// An operation. `parent: None` is the root (depth 0). Otherwise the parent is an
    /// [`Position::Operand`] or [`Position::OperandGroup`] (the op defining that value),
    /// or a [`Position::ForEach`] (the user op being iterated over, for ops reached
    /// downward through uses). `depth` counts the ops between it and the root.
    Operation {
        /// The position it is reached from (`None` for the root).
        parent: Option<PositionId>,
        /// Operation depth: 0 for the root, parent's depth + 1 otherwise.
        depth: u32,
    },
    /// Operand `index` of an operation (a single value).
    Operand {
        /// The operation.
        op: PositionId,
        /// The operand index.
        index: u32,
    },
    /// An operand group of an operation: all operands (`group: None`), or the operands
    /// from index `group` on. `variadic: false` asks for a single value.
    OperandGroup {
        /// The operation.
        op: PositionId,
        /// The group, or `None` for all operands.
        group: Option<u32>,
        /// True when a range is expected (`!pdl.range<value>`).
        variadic: bool,
    },
    /// The attribute `name` of an operation (absent when the op has none).
    Attribute {
        /// The operation.
        op: PositionId,
        /// The attribute name.
        name: String,
    },
    /// Result `index` of a native constraint call (valid after the constraint held).
    ConstraintResult {
        /// The constraint call.
        constraint: ConstraintId,
        /// The result index.
        index: u32,
    },
    /// Result `index` of an operation.
    Result {
        /// The operation.
        op: PositionId,
        /// The result index.
        index: u32,
    },
    /// A result group of an operation, as [`Position::OperandGroup`] for results.
    ResultGroup {
        /// The operation.
        op: PositionId,
        /// The group, or `None` for all results.
        group: Option<u32>,
        /// True when a range is expected (`!pdl.range<value>`).
        variadic: bool,
    },
    /// The type of the value at `parent`: a value's type, the types of a value range, or
    /// the type of a typed attribute.
    Type {
        /// A value, value range or attribute position.
        parent: PositionId,
    },
    /// A constant attribute of the pattern (MLIR syntax, normalized as MLIR prints it).
    AttributeLiteral {
        /// The attribute text.
        value: String,
    },
    /// A constant type or list of types of the pattern.
    TypeLiteral {
        /// The type(s).
        value: TypeLiteral,
    },
    /// The operations using the value at `value` (for patterns whose ops are reached
    /// downward, through uses). With `use_representative`, a range is represented by
    /// its first value.
    Users {
        /// A value or value range position.
        value: PositionId,
        /// Use the users of the first value of a range.
        use_representative: bool,
    },
    /// One element of the [`Position::Users`] at `users`, bound by a [`Node::ForEach`].
    ForEach {
        /// The users position iterated over.
        users: PositionId,
        /// Distinguishes loops over the same users (MLIR's `ForEachPosition` id).
        id: u32,
    },
}

impl Position {
    /// MLIR's `Predicates::Kind` rank of this position kind (lower sorts first).
    pub fn kind_rank(&self) -> u32 {
        match self {
            Position::Operation { .. } => 0,
            Position::Operand { .. } => 1,
            Position::OperandGroup { .. } => 2,
            Position::Attribute { .. } => 3,
            Position::ConstraintResult { .. } => 4,
            Position::Result { .. } => 5,
            Position::ResultGroup { .. } => 6,
            Position::Type { .. } => 7,
            Position::AttributeLiteral { .. } => 8,
            Position::TypeLiteral { .. } => 9,
            Position::Users { .. } => 10,
            Position::ForEach { .. } => 11,
        }
    }

    /// The position this one is directly derived from, if any.
    pub fn parent(&self) -> Option<PositionId> {
        match self {
            Position::Operation { parent, .. } => *parent,
            Position::Operand { op, .. }
            | Position::OperandGroup { op, .. }
            | Position::Attribute { op, .. }
            | Position::Result { op, .. }
            | Position::ResultGroup { op, .. } => Some(*op),
            Position::Type { parent } => Some(*parent),
            Position::Users { value, .. } => Some(*value),
            Position::ForEach { users, .. } => Some(*users),
            Position::ConstraintResult { .. }
            | Position::AttributeLiteral { .. }
            | Position::TypeLiteral { .. } => None,
        }
    }
}

/// A constant type, or a constant list of types (`pdl.types : [i32, i64]`), as MLIR
/// text normalized the way MLIR prints it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TypeLiteral {
    /// One type.
    Single(String),
    /// A list of types.
    List(Vec<String>),
}

impl fmt::Display for TypeLiteral {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TypeLiteral::Single(t) => f.write_str(t),
            TypeLiteral::List(ts) => write!(f, "[{}]", ts.join(", ")),
        }
    }
}

/// A native constraint call, asked as a question (MLIR's `ConstraintQuestion`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ConstraintQuestion {
    /// The native constraint's name.
    pub name: String,
    /// The positions of its arguments.
    pub args: Vec<PositionId>,
    /// The PDL types of its results (each becomes a [`Position::ConstraintResult`]).
    pub result_types: Vec<EntityKind>,
    /// `not C(...)`: the question's answer is true when the constraint fails.
    pub negated: bool,
}

/// What is asked about the value at a position.
///
/// In MLIR's `Predicates::Kind` order (see [`Question::kind_rank`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Question {
    /// Is the value present? Answer: [`Answer::True`].
    IsNotNull,
    /// The operation's name. Answer: [`Answer::OperationName`].
    OperationName,
    /// The type (or types) at a type position. Answer: [`Answer::Type`].
    TypeValue,
    /// The attribute at an attribute position. Answer: [`Answer::Attribute`].
    AttributeValue,
    /// Does the op have at least N operands? Answer: [`Answer::Count`].
    OperandCountAtLeast,
    /// The op's number of operands. Answer: [`Answer::Count`].
    OperandCount,
    /// Does the op have at least N results? Answer: [`Answer::Count`].
    ResultCountAtLeast,
    /// The op's number of results. Answer: [`Answer::Count`].
    ResultCount,
    /// Is the value equal to the value at another position? Answer: [`Answer::True`].
    EqualTo(PositionId),
    /// Does the native constraint hold (or fail, when negated)? Its arguments are
    /// positions of their own; the question's position is the deepest of them. Answer:
    /// [`Answer::True`].
    Constraint(ConstraintId),
}

impl Question {
    /// MLIR's `Predicates::Kind` rank of this question kind (lower sorts first).
    pub fn kind_rank(&self) -> u32 {
        match self {
            Question::IsNotNull => 0,
            Question::OperationName => 1,
            Question::TypeValue => 2,
            Question::AttributeValue => 3,
            Question::OperandCountAtLeast => 4,
            Question::OperandCount => 5,
            Question::ResultCountAtLeast => 6,
            Question::ResultCount => 7,
            Question::EqualTo(_) => 8,
            Question::Constraint(_) => 9,
        }
    }

    /// True for the "at least" count questions, where several answers can hold at once
    /// (a [`Node::Switch`] on them runs every case whose count is reached, lowest first).
    pub fn is_at_least(&self) -> bool {
        matches!(
            self,
            Question::OperandCountAtLeast | Question::ResultCountAtLeast
        )
    }
}

/// An expected answer to a [`Question`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Answer {
    /// A constant attribute (MLIR text, normalized as MLIR prints it).
    Attribute(String),
    /// False (not produced by the predicate builder; kept for completeness of MLIR's
    /// answer kinds).
    False,
    /// An operation name, e.g. `arith.addi`.
    OperationName(String),
    /// True.
    True,
    /// A constant type or list of types.
    Type(TypeLiteral),
    /// A count (operands or results).
    Count(u32),
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Attribute(a) => f.write_str(a),
            Answer::False => f.write_str("false"),
            Answer::OperationName(n) => write!(f, "\"{n}\""),
            Answer::True => f.write_str("true"),
            Answer::Type(t) => write!(f, "{t}"),
            Answer::Count(n) => write!(f, "{n}"),
        }
    }
}

/// A PDL value the rewrite of a pattern needs, and where the matcher finds it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Capture {
    /// The match-section value of the pattern (in [`crate::pdl::PdlPattern::values`]).
    pub value: PdlValueId,
    /// Where its runtime value is. A literal position ([`Position::TypeLiteral`],
    /// [`Position::AttributeLiteral`]) means the value is a constant to materialize.
    pub position: PositionId,
    /// The kind of entity captured.
    pub kind: EntityKind,
}

/// A pattern matched: record it, then go on (more patterns may match the same op).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SuccessNode {
    /// Index of the pattern in the [`crate::pdl::PdlModule`] (and
    /// [`MatcherTree::patterns`]).
    pub pattern: usize,
    /// The pattern's benefit.
    pub benefit: u16,
    /// The position of the rewrite's root operation (the op `pdl.rewrite` names; the
    /// matcher's root for single-root patterns).
    pub root: PositionId,
    /// The values the rewrite needs, in order: the rewrite root first, then (for an
    /// external rewrite) its arguments, then every other match-section value in order of
    /// first use in the rewrite body. Each value appears once.
    pub captures: Vec<Capture>,
}

/// A node of the decision tree. Nodes are grouped into sequences (`Vec<Node>`), run in
/// order; see the [module documentation](self).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Node {
    /// Ask `question` about the value at `position`; run the nodes of every case whose
    /// answer holds (for exact questions at most one; for "at least" questions every
    /// reached count, lowest first). If the value at `position` is absent, no case runs.
    Switch {
        /// Where the value is.
        position: PositionId,
        /// What is asked.
        question: Question,
        /// Answer and the nodes to run when it holds, in the order patterns first
        /// reached them (for "at least" questions: by increasing count).
        cases: Vec<(Answer, Vec<Node>)>,
    },
    /// A switch with a single case (MLIR's `BoolNode`).
    Bool {
        /// Where the value is.
        position: PositionId,
        /// What is asked.
        question: Question,
        /// The expected answer.
        answer: Answer,
        /// The nodes to run when the answer holds.
        then: Vec<Node>,
    },
    /// Run `body` once per element of the users range that the [`Position::ForEach`] at
    /// `position` iterates over, with `position` bound to that user op.
    ForEach {
        /// A [`Position::ForEach`] position.
        position: PositionId,
        /// The nodes run for each user.
        body: Vec<Node>,
    },
    /// Record a match of a pattern.
    Success(SuccessNode),
    /// The end of the matcher (last node of the top-level sequence).
    Exit,
}

/// Facts about one pattern of the tree.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TreePattern {
    /// The pattern's name, or `None` for an anonymous pattern.
    pub name: Option<String>,
    /// Its benefit.
    pub benefit: u16,
    /// The op name of the matcher root, when the pattern fixes it (`None`: the pattern
    /// is tried for every op).
    pub root_name: Option<String>,
    /// How far up the operand chains from the root the pattern's matcher reads; `None`
    /// when some op is reached downward, through the users of a value.
    pub cone: Option<OperandCone>,
    /// The names of the ops above the root whose operand lists the matcher reads
    /// (sorted); `None` when one of those ops may have any name, or with no `cone`.
    pub operand_lists_of: Option<Vec<String>>,
}

/// What a matcher reads of the ops above its root, reached from an operand to the op
/// defining it, in steps from the root (0: the root itself).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OperandCone {
    /// The deepest op whose name, attributes or results it reads; the type of an
    /// operand counts as part of the op defining it.
    pub ops: u32,
    /// The deepest op whose operands it reads (at most `ops`).
    pub operand_lists: u32,
}

/// The merged decision tree of a pattern set, with the uniqued positions and
/// constraint calls it refers to.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatcherTree {
    /// Every position, indexed by [`PositionId`]. A position's parent always has a
    /// smaller id.
    pub positions: Vec<Position>,
    /// Every native constraint call, indexed by [`ConstraintId`].
    pub constraints: Vec<ConstraintQuestion>,
    /// The patterns, in module order.
    pub patterns: Vec<TreePattern>,
    /// The top-level node sequence, run for every op; it ends with [`Node::Exit`]. When
    /// any pattern fixes its root name, its first node is a switch on the root's name.
    pub root: Vec<Node>,
}

impl MatcherTree {
    /// The position with id `id`.
    pub fn position(&self, id: PositionId) -> &Position {
        &self.positions[id.0 as usize]
    }

    /// The constraint call with id `id`.
    pub fn constraint(&self, id: ConstraintId) -> &ConstraintQuestion {
        &self.constraints[id.0 as usize]
    }

    /// How far up the operand chains from the root the matchers of all the patterns
    /// read: the deepest [`OperandCone::ops`]; `None` if one reaches ops through users.
    pub fn operand_depth(&self) -> Option<u32> {
        self.patterns
            .iter()
            .try_fold(0, |deepest, p| Some(deepest.max(p.cone?.ops)))
    }

    /// The operation depth of a position: the depth of the operation it belongs to (0
    /// for literals and constraint results, as in MLIR).
    pub fn depth(&self, id: PositionId) -> u32 {
        let mut cur = id;
        loop {
            match self.position(cur) {
                Position::Operation { depth, .. } => return *depth,
                other => match other.parent() {
                    Some(p) => cur = p,
                    None => return 0,
                },
            }
        }
    }

    /// The kind of entity found at a position.
    pub fn entity_kind(&self, id: PositionId) -> EntityKind {
        match self.position(id) {
            Position::Operation { .. } | Position::ForEach { .. } => EntityKind::Op,
            Position::Operand { .. } | Position::Result { .. } => EntityKind::Value,
            Position::OperandGroup { variadic, .. } | Position::ResultGroup { variadic, .. } => {
                if *variadic {
                    EntityKind::ValueRange
                } else {
                    EntityKind::Value
                }
            }
            Position::Attribute { .. } | Position::AttributeLiteral { .. } => EntityKind::Attr,
            Position::ConstraintResult { constraint, index } => {
                self.constraint(*constraint).result_types[*index as usize]
            }
            Position::Type { parent } => match self.entity_kind(*parent) {
                EntityKind::ValueRange => EntityKind::TypeRange,
                _ => EntityKind::Type,
            },
            Position::TypeLiteral { value } => match value {
                TypeLiteral::Single(_) => EntityKind::Type,
                TypeLiteral::List(_) => EntityKind::TypeRange,
            },
            Position::Users { .. } => EntityKind::OpRange,
        }
    }
}
