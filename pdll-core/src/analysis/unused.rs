//! Unused declarations and `let` variables, found on the checked program.
//!
//! A constraint or rewrite (PDLL or native, top-level or named inline) is used when a
//! call, a constraint list (`x: C`) or a declared result (`-> C`) names it anywhere,
//! in a pattern or in another declaration's body; a `let` variable when an expression
//! refers to it. Only the main file is reported: declarations of an included file may
//! serve the other files that include it. Names starting with `_` are not reported,
//! as in Rust (a `let _x = op<...>;` that only constrains the match says so).

use super::{Input, Warning, WarningKind};
use crate::diag::Diagnostic;
use crate::sema::hir::{
    DeclBody, DeclKind, Expr, ExprKind, Program, Stmt, StmtKind, VarConstraintKind, VarKind,
};
use crate::source::FileId;

/// The unused declarations and `let` variables of the main file.
pub(super) fn check(input: &Input<'_>) -> Vec<Warning> {
    let program = input.program;
    let Some(main) = main_file(program) else {
        return Vec::new();
    };
    let mut uses = Uses {
        decls: vec![0; program.decls.len()],
        vars: vec![0; program.vars.len()],
    };
    uses.program(program);
    let mut out = Vec::new();
    for (i, decl) in program.decls.iter().enumerate() {
        let Some(name) = &decl.name else { continue };
        if uses.decls[i] > 0
            || decl.span.file != main
            || name.starts_with('_')
            || matches!(decl.body, DeclBody::Builtin(_))
        {
            continue;
        }
        let kind = match (decl.kind, decl.is_native()) {
            (DeclKind::Constraint, false) => "constraint",
            (DeclKind::Constraint, true) => "native constraint",
            (DeclKind::Rewrite, false) => "rewrite",
            (DeclKind::Rewrite, true) => "native rewrite",
        };
        let diagnostic = Diagnostic::warning(
            input.header(decl.span),
            format!("{kind} `{name}` is never used"),
        )
        .with_help(format!(
            "remove it, or name it `_{name}` if it is kept on purpose"
        ));
        out.push(Warning::new(WarningKind::Unused, decl.span, diagnostic));
    }
    for (i, var) in program.vars.iter().enumerate() {
        if var.kind != VarKind::Let
            || uses.vars[i] > 0
            || var.span.file != main
            || var.name.starts_with('_')
        {
            continue;
        }
        let diagnostic =
            Diagnostic::warning(var.span, format!("variable `{}` is never used", var.name))
                .with_help(format!(
                    "remove it; if it only constrains the match, name it `_{}`",
                    var.name
                ));
        out.push(Warning::new(WarningKind::Unused, var.span, diagnostic));
    }
    out
}

/// The file of the program's first pattern or declaration: the main file, which the
/// loader registers before the files it includes.
fn main_file(program: &Program) -> Option<FileId> {
    program
        .patterns
        .iter()
        .map(|p| p.span.file)
        .chain(
            program
                .decls
                .iter()
                .filter(|d| !matches!(d.body, DeclBody::Builtin(_)))
                .map(|d| d.span.file),
        )
        .min()
}

/// How often each declaration and variable is referred to.
struct Uses {
    decls: Vec<u32>,
    vars: Vec<u32>,
}

impl Uses {
    fn program(&mut self, program: &Program) {
        for pattern in &program.patterns {
            self.stmts(&pattern.body);
        }
        for decl in &program.decls {
            if let DeclBody::Pdll(body) = &decl.body {
                self.stmts(body);
            }
            for result in &decl.results {
                if let Some((d, _)) = result.constraint {
                    self.decls[d.0 as usize] += 1;
                }
            }
        }
        for var in &program.vars {
            for c in &var.constraints {
                match &c.kind {
                    VarConstraintKind::User(d) => self.decls[d.0 as usize] += 1,
                    VarConstraintKind::Attr(Some(e))
                    | VarConstraintKind::Value(Some(e))
                    | VarConstraintKind::ValueRange(Some(e)) => self.expr(e),
                    _ => {}
                }
            }
            if let Some(init) = &var.init {
                self.expr(init);
            }
        }
    }

    fn stmts(&mut self, stmts: &[Stmt]) {
        for stmt in stmts {
            match &stmt.kind {
                StmtKind::Let(_) => {}
                StmtKind::Expr(e) | StmtKind::Erase(e) | StmtKind::Return(e) => self.expr(e),
                StmtKind::Replace { root, values } => {
                    self.expr(root);
                    values.iter().for_each(|v| self.expr(v));
                }
                StmtKind::Rewrite { root, body } => {
                    self.expr(root);
                    self.stmts(body);
                }
                StmtKind::Compound(body) => self.stmts(body),
            }
        }
    }

    fn expr(&mut self, expr: &Expr) {
        // An explicit stack: expressions nest as deep as the source does.
        let mut stack = vec![expr];
        while let Some(e) = stack.pop() {
            match &e.kind {
                ExprKind::Var(v) => self.vars[v.0 as usize] += 1,
                ExprKind::AttrLit(_) | ExprKind::TypeLit(_) => {}
                ExprKind::Op(op) => {
                    stack.extend(&op.operands);
                    stack.extend(op.attrs.iter().map(|a| &a.value));
                    stack.extend(&op.results);
                }
                ExprKind::Tuple(es) | ExprKind::Range(es) => stack.extend(es),
                ExprKind::OpResult { op, .. } | ExprKind::ResultGroup { op, .. } => stack.push(op),
                ExprKind::AllResults(e) => stack.push(e),
                ExprKind::TupleElem { tuple, .. } => stack.push(tuple),
                ExprKind::Call(call) => {
                    self.decls[call.callee.0 as usize] += 1;
                    stack.extend(&call.args);
                }
            }
        }
    }
}
