//! Matcher compilation: from the PDL IR of a pattern set to one merged decision tree,
//! as MLIR's PDL-to-PDLInterp lowering (LLVM 19) builds it.
//!
//! - [`tree`]: the data model (positions, questions, answers, tree nodes) that codegen
//!   and the interpreter walk.

pub mod dump;
pub mod merge;
pub mod predicate;
pub mod root_ordering;
pub mod tree;

pub use merge::build_tree;
pub use tree::{
    Answer, Capture, ConstraintId, ConstraintQuestion, EntityKind, MatcherTree, Node, Position,
    PositionId, Question, SuccessNode, TreePattern, TypeLiteral,
};
