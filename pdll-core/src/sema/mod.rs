//! Semantic analysis: name resolution, types, binding and section rules.
//!
//! [`check`] turns a parsed [`ast::Module`] into a checked [`hir::Program`] (described
//! in [`hir`]) or reports why it cannot. The rules are MLIR 19's (`mlir-pdll` does them
//! in its parser, `mlir/lib/Tools/PDLL/Parser/Parser.cpp`), with its messages where it
//! has one, plus:
//! - the binding rule (checked by MLIR only later, by the PDL verifier): every variable
//!   of a pattern's match section must be connected to the root operation, and a
//!   variable defined in a rewrite section must have a value, and an operation matched
//!   in a match section (or a PDLL constraint body) must be used. Inside a `Constraint`
//!   or `Rewrite` body these errors wait until a pattern uses the declaration (directly
//!   or through another one): mlir-pdll accepts such a body until a pattern inlines it;
//! - the operators of the PDLL operator proposal on `Attr` values (see
//!   [`hir::Builtin`]);
//! - duplicate attribute names in an op expression are an error.
//!
//! One module per job: `scope` (names), `checker` (items, declarations, statements),
//! `expr` (expressions and operators), `constraint` (constraint lists), `convert`
//! (implicit conversions), `ods` (what an included `.td` file changes), `binding` (the
//! root-connection rule), `literal` (attribute and type literals), [`print`](mod@print)
//! (a text dump of the checked program), [`index`] (definitions, uses and types, for
//! editors).

mod binding;
mod checker;
mod constraint;
mod convert;
mod expr;
pub mod hir;
pub mod index;
mod literal;
mod ods;
pub mod print;
mod scope;

use crate::diag::Diagnostic;
use crate::syntax::ast;

/// Checks a module. Returns the checked program when there was no error, and every
/// diagnostic found (independent errors are all reported).
pub fn check(module: &ast::Module) -> (Option<hir::Program>, Vec<Diagnostic>) {
    let mut checker = checker::Checker::new();
    checker.index = index::IndexBuilder::disabled();
    let (program, diags, _) = checker.run(module);
    (program, diags)
}

/// The result of [`check_with_index`].
#[derive(Debug)]
pub struct Checked {
    /// The checked program, when there was no error.
    pub program: Option<hir::Program>,
    /// Every diagnostic found.
    pub diagnostics: Vec<Diagnostic>,
    /// Definitions, uses and types of every part that checked (see [`index`]).
    pub index: index::Index,
}

/// Checks a module as [`check`] does, and also returns its [`index::Index`] (for
/// editors). Works on a module recovered from a failed parse too: the index covers
/// what checks.
pub fn check_with_index(module: &ast::Module) -> Checked {
    let (program, diagnostics, index) = checker::Checker::new().run(module);
    Checked {
        program,
        diagnostics,
        index,
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceMap;
    use crate::syntax::{parse_str, ParseOptions};

    /// Checks `src`; returns the program and the error messages.
    fn run(src: &str) -> (Option<hir::Program>, Vec<String>) {
        let (module, diags) = parse_str(
            "test.pdll",
            src,
            &ParseOptions::default(),
            &mut SourceMap::new(),
        );
        let module = module.unwrap_or_else(|| panic!("parse error: {diags:?}"));
        let (prog, diags) = check(&module);
        (prog, diags.into_iter().map(|d| d.message).collect())
    }

    fn errors(src: &str) -> Vec<String> {
        let (prog, errs) = run(src);
        assert!(prog.is_none(), "expected errors for {src}");
        errs
    }

    fn ok(src: &str) -> hir::Program {
        let (prog, errs) = run(src);
        assert!(errs.is_empty(), "{errs:?}");
        prog.unwrap()
    }

    #[test]
    fn sections_decide_what_can_be_called() {
        let errs = errors("Rewrite R(x: Op);\nPattern { let x: Op; R(x); erase x; }");
        assert_eq!(errs, ["unable to invoke `Rewrite` within a match section"]);
        let errs = errors("Constraint C(x: Op);\nPattern { let x: Op; rewrite x with { C(x); }; }");
        assert_eq!(
            errs,
            ["unable to invoke `Constraint` within a rewrite section"]
        );
        ok("Rewrite R(x: Op);\nConstraint C(x: Op);\nPattern { let x: Op; C(x); rewrite x with { R(x); }; }");
    }

    #[test]
    fn shadowing_is_an_error_but_siblings_are_fine() {
        let errs = errors("Pattern { let x: Op; rewrite x with { let x = op<a.b>; }; }");
        assert_eq!(errs, ["`x` has already been defined"]);
        // Two patterns may use the same variable names.
        ok("Pattern { let x: Op; erase x; }\nPattern { let x: Op; erase x; }");
    }

    #[test]
    fn binding_rule() {
        let errs = errors("Pattern { let x: Op; let y: Op; erase x; }");
        assert_eq!(
            errs,
            ["variable `y` is not bound to the root operation of the pattern"]
        );
        // Connected through an operand, an attribute, a constraint, a capture.
        ok("Pattern { let v: Value; let root = op<a.b>(v); erase root; }");
        ok("Pattern { let a: Attr; let root = op<a.b> {x = a}; erase root; }");
        ok("Constraint Same(a: Op, b: Op);\nPattern { let x: Op; let y: Op; Same(x, y); erase x; }");
        ok("Constraint Use(o: Op);\nPattern { let x: Op; let y: [Op, Constraint(o: Op) { Use(op<a.u>(o.0, x.0)); }]; erase x; }");
        // A matched operation must be used.
        let errs = errors("Pattern { let x: Op; let y = op<a.b>(x.0); erase x; }");
        assert_eq!(errs, ["operation `y` is matched but never used"]);
        let errs = errors(
            "Constraint C(v: Value) { op<a.b>(v); }\nPattern { let r = op<a.r>(x: Value); C(x); erase r; }",
        );
        assert_eq!(errs, ["this operation is matched but never used"]);
        // Constants need no binding.
        ok("Pattern { let a = attr<\"1\">; let t = type<\"i32\">; erase op<a.b>; }");
    }

    #[test]
    fn rewrite_section_variables_need_values() {
        let errs = errors("Pattern { let x: Op; rewrite x with { let v: Value; }; }");
        assert_eq!(
            errs,
            ["variable `v` is defined in a rewrite section without a value, so nothing binds it"]
        );
    }

    #[test]
    fn lowering_rules_wait_until_a_declaration_is_used() {
        // As in mlir-pdll, a body that only the PDL verifier would reject is accepted
        // while nothing uses it...
        ok("Constraint C() { op<a.b>; }\nRewrite R() { let v: Value; }");
        // ... so a second definition of the name is what is reported.
        let errs = errors("Constraint C() { op<a.b>; }\nConstraint C() { op<a.b>; }");
        assert_eq!(errs, ["`C` has already been defined"]);
        // Used by a pattern, directly or through another declaration, it is an error,
        // in source order with the other errors.
        let errs = errors(
            "Rewrite R(x: Op) { let v: Value; erase x; }\n\
             Rewrite Outer(x: Op) { R(x); }\n\
             Pattern { let x: Op; rewrite x with { Outer(x); }; }",
        );
        assert_eq!(
            errs,
            ["variable `v` is defined in a rewrite section without a value, so nothing binds it"]
        );
        let errs = errors(
            "Constraint C(x: Op) { op<a.b>; }\n\
             Pattern { let x: [Op, C]; let y: Op; erase x; }",
        );
        assert_eq!(
            errs,
            [
                "this operation is matched but never used",
                "variable `y` is not bound to the root operation of the pattern"
            ]
        );
        // A declaration used only by an unused one stays unchecked.
        ok("Rewrite R(x: Op) { let v: Value; erase x; }\nRewrite Outer(x: Op) { R(x); }");
    }

    #[test]
    fn operators_are_attr_only_and_not_statements() {
        let errs = errors("Pattern { let r = op<a.b> {x = a: Attr}; a * a; erase r; }");
        assert_eq!(
            errs,
            ["the result of `*` is unused: arithmetic is not allowed as a statement"]
        );
        let errs = errors("Pattern { let r = op<a.b>(v: Value); v == v; erase r; }");
        assert_eq!(errs.len(), 2, "{errs:?}");
        let prog = ok("Pattern { let r = op<a.b> {x = a: Attr}; (a + a) > a; erase r; }");
        let names: Vec<_> = prog.decls.iter().filter_map(|d| d.name.clone()).collect();
        assert_eq!(names, ["__pdll_add", "__pdll_gt", "__pdll_check"]);
    }

    #[test]
    fn no_cascade_after_a_failed_definition() {
        // `x` fails to define; its uses report nothing more.
        let errs = errors("Pattern { let x: [Op<a.b>, Op<a.c>]; let y = x.0; erase x; }");
        assert_eq!(errs.len(), 1, "{errs:?}");
    }
}
