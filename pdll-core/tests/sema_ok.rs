//! Well-typed programs: every `tests/sema_ok/NAME.pdll` must check without diagnostics,
//! and the dump of its checked program (`sema::print::program_to_string`, every
//! expression with its type) must equal `NAME.hir` beside it. A few programs are also
//! checked field by field.
//!
//! Run with `UPDATE_EXPECT=1` to (re)write the expected files.

mod support;

use pdll_core::diag::one_line_all;
use pdll_core::sema::{self, hir};
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};

fn check_text(name: &str, text: &str) -> hir::Program {
    let mut sources = SourceMap::new();
    let (module, diags) = parse_str(name, text, &ParseOptions::default(), &mut sources);
    let module = module.unwrap_or_else(|| panic!("{}", one_line_all(&diags, &sources)));
    let (program, diags) = sema::check(&module);
    assert!(diags.is_empty(), "{}", one_line_all(&diags, &sources));
    program.expect("no diagnostics, so a program")
}

#[test]
fn good_inputs_match_their_hir() {
    support::check_each(&support::corpus("tests/sema_ok", "pdll"), |path| {
        let name = path.file_name().unwrap().to_str().unwrap();
        let program = check_text(name, &std::fs::read_to_string(path).unwrap());
        let actual = sema::print::program_to_string(&program);
        support::expect_beside(path, "hir").assert_eq(&actual);
    });
}

fn let_var<'p>(prog: &'p hir::Program, stmt: &hir::Stmt) -> &'p hir::Var {
    match &stmt.kind {
        hir::StmtKind::Let(id) => prog.var(*id),
        other => panic!("expected a let, got {other:?}"),
    }
}

#[test]
fn constraint_list_refines_the_type() {
    let prog = check_text(
        "refine.pdll",
        "Pattern { let x: [Op, Op<test.a>]; erase x; }",
    );
    let pattern = &prog.patterns[0];
    let x = let_var(&prog, &pattern.body[0]);
    assert_eq!(x.ty, hir::Type::Op(Some("test.a".into())));
    assert_eq!(x.constraints.len(), 2);
    assert!(matches!(
        pattern.rewrite_stmt().kind,
        hir::StmtKind::Erase(_)
    ));
}

#[test]
fn op_converts_to_values_where_values_are_expected() {
    let prog = check_text(
        "convert.pdll",
        "Pattern { let a = op<test.a>; let v: Value = a; let root = op<test.b>(a); replace root with v; }",
    );
    let body = &prog.patterns[0].body;
    let v = let_var(&prog, &body[1]);
    let init = v.init.as_ref().unwrap();
    assert_eq!(init.ty, hir::Type::Value);
    assert!(matches!(init.kind, hir::ExprKind::AllResults(_)));
    let root = let_var(&prog, &body[2]);
    let hir::ExprKind::Op(op) = &root.init.as_ref().unwrap().kind else {
        panic!("expected an op expression");
    };
    assert_eq!(op.operands[0].ty, hir::Type::ValueRange);
    // Omitted results in the match section: one implicit `_: TypeRange`.
    assert_eq!(op.results.len(), 1);
    let hir::ExprKind::Var(r) = op.results[0].kind else {
        panic!("expected the implicit variable");
    };
    assert_eq!(prog.var(r).kind, hir::VarKind::Implicit);
}

#[test]
fn results_give_tuples_and_returns_are_inferred() {
    let prog = check_text(
        "results.pdll",
        "Constraint Two(op: Op) -> (a: Value, b: Attr);\n\
         Constraint Inferred(op: Op) { return (op.0, op); }\n\
         Rewrite None(op: Op);",
    );
    let two = prog.decl(prog.find_decl(hir::DeclKind::Constraint, "Two").unwrap());
    assert_eq!(two.result_ty.to_string(), "Tuple<a: Value, b: Attr>");
    assert!(matches!(two.body, hir::DeclBody::External));
    let inferred = prog.decl(
        prog.find_decl(hir::DeclKind::Constraint, "Inferred")
            .unwrap(),
    );
    assert_eq!(inferred.result_ty.to_string(), "Tuple<Value, Op>");
    let none = prog.decl(prog.find_decl(hir::DeclKind::Rewrite, "None").unwrap());
    assert_eq!(none.result_ty, hir::Type::unit());
    assert_eq!(prog.natives().count(), 2);
}

#[test]
fn operators_become_builtin_calls_by_context() {
    let prog = check_text(
        "ops.pdll",
        "Pattern { let root = op<test.op> {a = a: Attr};\n\
         a > attr<\"0\">;\n\
         rewrite root with { let n = op<test.n> {v = a + a}; replace root with n; }; }",
    );
    let lt = prog
        .find_decl(hir::DeclKind::Constraint, "__pdll_gt")
        .unwrap();
    assert!(matches!(
        prog.decl(lt).body,
        hir::DeclBody::Builtin(hir::Builtin::Gt)
    ));
    assert!(prog
        .find_decl(hir::DeclKind::Constraint, "__pdll_check")
        .is_some());
    assert!(prog
        .find_decl(hir::DeclKind::Rewrite, "__pdll_add")
        .is_some());
    assert!(prog
        .find_decl(hir::DeclKind::Constraint, "__pdll_add")
        .is_none());
}
