//! A readable text dump of a checked [`Program`], with every expression's type: for
//! golden tests and for debugging the stages after sema.
//!
//! Variables print as `%ID name`, declarations as `#ID name`; every expression is
//! followed by `: Type`.

use super::hir::{
    Decl, DeclBody, DeclKind, Expr, ExprKind, Program, Stmt, StmtKind, VarConstraintKind, VarId,
};
use std::fmt::Write;

/// The dump of a whole program: the declarations (built-ins included), then the
/// patterns.
pub fn program_to_string(prog: &Program) -> String {
    let mut p = Printer {
        prog,
        out: String::new(),
    };
    for (i, d) in prog.decls.iter().enumerate() {
        p.decl(i, d);
    }
    for pat in &prog.patterns {
        let _ = write!(p.out, "Pattern");
        if let Some(name) = &pat.name {
            let _ = write!(p.out, " {name}");
        }
        if let Some(b) = pat.benefit {
            let _ = write!(p.out, " benefit({b})");
        }
        if pat.recursion {
            p.out.push_str(" recursion");
        }
        p.out.push('\n');
        p.stmts(&pat.body, 1);
    }
    p.out
}

struct Printer<'a> {
    prog: &'a Program,
    out: String,
}

impl Printer<'_> {
    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
    }

    fn var_name(&mut self, id: VarId) {
        let v = self.prog.var(id);
        let _ = write!(self.out, "%{} {}", id.0, v.name);
    }

    fn decl(&mut self, index: usize, d: &Decl) {
        let kind = match d.kind {
            DeclKind::Constraint => "Constraint",
            DeclKind::Rewrite => "Rewrite",
        };
        let name = d.name.as_deref().unwrap_or("<anonymous>");
        let _ = write!(self.out, "{kind} #{index} {name}(");
        for (i, p) in d.params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.var_name(*p);
            let _ = write!(self.out, ": {}", self.prog.var(*p).ty);
        }
        let _ = write!(self.out, ") -> {}", d.result_ty);
        if !d.global {
            self.out.push_str(" inline");
        }
        match &d.body {
            DeclBody::Pdll(stmts) => {
                self.out.push('\n');
                self.stmts(stmts, 1);
            }
            DeclBody::Native(tokens) => {
                let _ = writeln!(self.out, " native [{{ {tokens} }}]");
            }
            DeclBody::External => self.out.push_str(" external\n"),
            DeclBody::Ods { check, .. } => {
                let how = if check.is_some() {
                    "built-in"
                } else {
                    "external"
                };
                let _ = writeln!(self.out, " ods {how}");
            }
            DeclBody::Builtin(b) => {
                let _ = writeln!(self.out, " builtin {}", b.name());
            }
        }
    }

    fn stmts(&mut self, stmts: &[Stmt], depth: usize) {
        for s in stmts {
            self.stmt(s, depth);
        }
    }

    fn stmt(&mut self, s: &Stmt, depth: usize) {
        self.indent(depth);
        match &s.kind {
            StmtKind::Let(id) => {
                self.out.push_str("let ");
                self.var_def(*id);
                self.out.push('\n');
            }
            StmtKind::Expr(e) => {
                self.expr(e);
                self.out.push('\n');
            }
            StmtKind::Erase(e) => {
                self.out.push_str("erase ");
                self.expr(e);
                self.out.push('\n');
            }
            StmtKind::Replace { root, values } => {
                self.out.push_str("replace ");
                self.expr(root);
                self.out.push_str(" with (");
                self.list(values);
                self.out.push_str(")\n");
            }
            StmtKind::Rewrite { root, body } => {
                self.out.push_str("rewrite ");
                self.expr(root);
                self.out.push_str(" with\n");
                self.stmts(body, depth + 1);
            }
            StmtKind::Return(e) => {
                self.out.push_str("return ");
                self.expr(e);
                self.out.push('\n');
            }
            StmtKind::Compound(body) => {
                self.out.push_str("{\n");
                self.stmts(body, depth + 1);
                self.indent(depth);
                self.out.push_str("}\n");
            }
        }
    }

    /// A variable with its type, constraints and initializer.
    fn var_def(&mut self, id: VarId) {
        let v = self.prog.var(id);
        self.var_name(id);
        let _ = write!(self.out, ": {}", v.ty);
        if !v.constraints.is_empty() {
            self.out.push_str(" [");
            for (i, c) in v.constraints.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                match &c.kind {
                    VarConstraintKind::Attr(t) => self.typed_constraint("Attr", t.as_ref()),
                    VarConstraintKind::Op(None) => self.out.push_str("Op"),
                    VarConstraintKind::Op(Some(n)) => {
                        let _ = write!(self.out, "Op<{n}>");
                    }
                    VarConstraintKind::Type => self.out.push_str("Type"),
                    VarConstraintKind::TypeRange => self.out.push_str("TypeRange"),
                    VarConstraintKind::Value(t) => self.typed_constraint("Value", t.as_ref()),
                    VarConstraintKind::ValueRange(t) => {
                        self.typed_constraint("ValueRange", t.as_ref())
                    }
                    VarConstraintKind::User(d) => {
                        let name = self.prog.decl(*d).name.as_deref().unwrap_or("<anonymous>");
                        let _ = write!(self.out, "#{} {name}", d.0);
                    }
                }
            }
            self.out.push(']');
        }
        if let Some(init) = &v.init {
            self.out.push_str(" = ");
            self.expr(init);
        }
    }

    fn typed_constraint(&mut self, word: &str, t: Option<&Expr>) {
        self.out.push_str(word);
        if let Some(t) = t {
            self.out.push('<');
            self.expr(t);
            self.out.push('>');
        }
    }

    fn list(&mut self, xs: &[Expr]) {
        for (i, x) in xs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.expr(x);
        }
    }

    fn expr(&mut self, e: &Expr) {
        match &e.kind {
            ExprKind::Var(id) => {
                let v = self.prog.var(*id);
                // Inline definitions print their constraints where they are written.
                if matches!(
                    v.kind,
                    super::hir::VarKind::Inline
                        | super::hir::VarKind::Wildcard
                        | super::hir::VarKind::Implicit
                ) && v.span.start == e.span.start
                {
                    self.out.push('(');
                    self.var_def(*id);
                    self.out.push(')');
                } else {
                    self.var_name(*id);
                }
            }
            ExprKind::AttrLit(s) => {
                let _ = write!(self.out, "attr<{s:?}>");
            }
            ExprKind::TypeLit(s) => {
                let _ = write!(self.out, "type<{s:?}>");
            }
            ExprKind::Op(op) => {
                let _ = write!(self.out, "op<{}>(", op.name.as_deref().unwrap_or(""));
                self.list(&op.operands);
                self.out.push_str(") {");
                for (i, a) in op.attrs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    let _ = write!(self.out, "{} = ", a.name);
                    self.expr(&a.value);
                }
                self.out.push_str("} -> (");
                self.list(&op.results);
                self.out.push(')');
                if op.results_inferred {
                    self.out.push_str(" inferred");
                }
            }
            ExprKind::Tuple(xs) => {
                self.out.push('(');
                self.list(xs);
                self.out.push(')');
            }
            ExprKind::OpResult { op, index } => {
                self.expr(op);
                let _ = write!(self.out, ".result({index})");
            }
            ExprKind::ResultGroup { op, index } => {
                self.expr(op);
                let _ = write!(self.out, ".group({index})");
            }
            ExprKind::AllResults(op) => {
                self.expr(op);
                self.out.push_str(".results");
            }
            ExprKind::TupleElem { tuple, index } => {
                self.expr(tuple);
                let _ = write!(self.out, ".{index}");
            }
            ExprKind::Range(xs) => {
                self.out.push_str("range(");
                self.list(xs);
                self.out.push(')');
            }
            ExprKind::Call(call) => {
                let d = self.prog.decl(call.callee);
                if call.negated {
                    self.out.push_str("not ");
                }
                let name = d.name.as_deref().unwrap_or("<anonymous>");
                let _ = write!(self.out, "#{} {name}(", call.callee.0);
                self.list(&call.args);
                self.out.push(')');
            }
        }
        let _ = write!(self.out, " : {}", e.ty);
    }
}
