//! Matcher compilation: from the PDL IR of a pattern set to one merged decision tree,
//! as MLIR's PDL-to-PDLInterp lowering (LLVM 19) builds it.
//!
//! - [`tree`]: the data model (positions, questions, answers, tree nodes, captures)
//!   that codegen and the interpreter walk;
//! - [`predicate`]: each pattern's ordered predicate list and value positions;
//! - [`root_ordering`]: Edmonds' optimal branching, which picks how a multi-root
//!   pattern reaches its other roots (down through the users of shared values);
//! - [`merge`]: [`build_tree`], scoring, ordering and merging the lists into the tree;
//! - [`dump`]: [`MatcherTree::dump_text`] and [`MatcherTree::dump_dot`];
//! - [`interp`]: [`Interpreter`], a reference interpreter of the tree over
//!   pdll-runtime IR (the oracle for generated matchers).
//!
//! ```
//! use pdll_core::{matcher, pdl, sema, source::SourceMap, syntax};
//! let src = "Pattern A => erase op<test.a>; Pattern B => erase op<test.b>;";
//! let mut sources = SourceMap::new();
//! let (ast, _) = syntax::parse_str("ab.pdll", src, &Default::default(), &mut sources);
//! let (program, _) = sema::check(&ast.unwrap());
//! let module = pdl::lower(&program.unwrap()).unwrap();
//! let tree = matcher::build_tree(&module).unwrap();
//! // The first dispatch is a switch on the root op's name.
//! assert!(matches!(
//!     &tree.root[0],
//!     matcher::Node::Switch { question: matcher::Question::OperationName, .. }
//! ));
//! assert!(tree.dump_text(&module, &sources).starts_with("switch root.name"));
//! ```

pub mod dump;
#[cfg(feature = "dynamic")]
pub mod interp;
pub mod merge;
pub mod position_table;
pub mod predicate;
pub mod root_ordering;
pub mod tree;

/// The kinds of entity a position holds (defined with PDL's value types).
pub use crate::pdl::EntityKind;
#[cfg(feature = "dynamic")]
pub use interp::{
    interpret, InterpMatch, Interpreter, LiteralError, NativeConstraints, NativeConstraintsMut,
};
pub use merge::build_tree;
pub use tree::{
    Answer, Capture, ConstraintId, ConstraintQuestion, MatcherTree, Node, OperandCone, Position,
    PositionId, Question, SuccessNode, TreePattern, TypeLiteral,
};
