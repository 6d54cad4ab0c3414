//! Semantic analysis: name resolution, types, binding and section rules.
//!
//! [`check`] turns a parsed [`ast::Module`] into a checked [`hir::Program`] (described
//! in [`hir`]) or reports why it cannot. The rules are MLIR 19's (`mlir-pdll` does them
//! in its parser, `mlir/lib/Tools/PDLL/Parser/Parser.cpp`), with its messages where it
//! has one, plus:
//! - the binding rule (checked by MLIR only later, by the PDL verifier): every variable
//!   of a pattern's match section must be connected to the root operation, and a
//!   variable defined in a rewrite section must have a value;
//! - the operators of the PDLL operator proposal on `Attr` values (see
//!   [`hir::Builtin`]);
//! - duplicate attribute names in an op expression are an error.
//!
//! One module per job: [`scope`] (names), `checker` (items, declarations, statements),
//! `expr` (expressions and operators), `constraint` (constraint lists), `convert`
//! (implicit conversions), `binding` (the root-connection rule), `literal` (attribute
//! and type literals), [`print`] (a text dump of the checked program).

mod binding;
mod checker;
mod constraint;
mod convert;
mod expr;
pub mod hir;
mod literal;
pub mod print;
mod scope;

use crate::diag::Diagnostic;
use crate::syntax::ast;

/// Checks a module. Returns the checked program when there was no error, and every
/// diagnostic found (independent errors are all reported).
pub fn check(module: &ast::Module) -> (Option<hir::Program>, Vec<Diagnostic>) {
    checker::Checker::new().run(module)
}

/// Where a statement or expression is checked: this decides which calls and
/// statements are allowed and how op expressions are read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Context {
    /// The body of a `Constraint`: like a match section, but no op-rewrite statements.
    Constraint,
    /// The match section of a pattern (before its op-rewrite statement).
    Match,
    /// A rewrite section: `replace` values, `rewrite ... with { }` bodies and `Rewrite`
    /// bodies. Op names are required, `Constraint`s cannot be called.
    Rewrite,
}

impl Context {
    /// True where constraints (not rewrites) are called.
    pub fn is_match_like(self) -> bool {
        self != Context::Rewrite
    }
}
