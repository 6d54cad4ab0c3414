//! A compact S-expression dump of the AST (without spans), for golden tests and
//! `pdll emit tree`-like tooling.
//!
//! ```
//! use pdll_core::source::SourceMap;
//! use pdll_core::syntax::{parse_str, print::module_to_sexpr, ParseOptions};
//! let text = "Pattern => erase op<a.b>;";
//! let (m, _) = parse_str("x.pdll", text, &ParseOptions::default(), &mut SourceMap::new());
//! assert_eq!(module_to_sexpr(&m.unwrap()), "(pattern _\n  (lambda (erase (op a.b))))\n");
//! ```

use super::ast::*;
use std::fmt::Write;

/// The S-expression form of a whole module, one item per top-level form.
pub fn module_to_sexpr(module: &Module) -> String {
    let mut out = String::new();
    for item in &module.items {
        match item {
            Item::Pattern(p) => pattern(&mut out, p),
            Item::UserDecl(d) => user_decl(&mut out, d, 0),
            Item::Ods(o) => write!(out, "(ods {} constraints)", o.constraints.len()).unwrap(),
        }
        out.push('\n');
    }
    out
}

fn indent(out: &mut String, depth: usize) {
    out.push('\n');
    for _ in 0..depth {
        out.push_str("  ");
    }
}

fn pattern(out: &mut String, p: &PatternDecl) {
    let name = p.name.as_ref().map_or("_", |n| n.name.as_str());
    write!(out, "(pattern {name}").unwrap();
    if let Some(b) = &p.benefit {
        write!(out, " (benefit {})", b.value).unwrap();
    }
    if p.recursion.is_some() {
        out.push_str(" recursion");
    }
    body(out, &p.body, 1);
    out.push(')');
}

fn user_decl(out: &mut String, d: &UserDecl, depth: usize) {
    let kw = match d.kind {
        UserDeclKind::Constraint => "constraint",
        UserDeclKind::Rewrite => "rewrite-decl",
    };
    let name = d.name.as_ref().map_or("_", |n| n.name.as_str());
    write!(out, "({kw} {name} (args").unwrap();
    for a in &d.args {
        write!(out, " ({} ", a.name.name).unwrap();
        constraint(out, &a.constraint, depth + 1);
        out.push(')');
    }
    out.push(')');
    if !d.results.is_empty() {
        out.push_str(if d.results_parenthesized {
            " (results-list"
        } else {
            " (results"
        });
        for r in &d.results {
            out.push_str(" (");
            out.push_str(r.name.as_ref().map_or("_", |n| n.name.as_str()));
            out.push(' ');
            constraint(out, &r.constraint, depth + 1);
            out.push(')');
        }
        out.push(')');
    }
    body(out, &d.body, depth + 1);
    out.push(')');
}

fn body(out: &mut String, b: &Body, depth: usize) {
    match b {
        Body::Compound(c) => {
            indent(out, depth);
            compound(out, c, depth);
        }
        Body::Lambda(s) => {
            indent(out, depth);
            out.push_str("(lambda ");
            stmt(out, s, depth + 1);
            out.push(')');
        }
        Body::Native(code) => {
            write!(out, " (native {:?})", code.tokens.to_string()).unwrap();
        }
        Body::External(_) => out.push_str(" external"),
    }
}

fn compound(out: &mut String, c: &CompoundStmt, depth: usize) {
    out.push_str("(block");
    for s in &c.stmts {
        indent(out, depth + 1);
        stmt(out, s, depth + 1);
    }
    out.push(')');
}

fn stmt(out: &mut String, s: &Stmt, depth: usize) {
    match &s.kind {
        StmtKind::Let(l) => {
            write!(out, "(let {}", l.name.name).unwrap();
            if !l.constraints.is_empty() {
                out.push(' ');
                constraints(out, &l.constraints, l.bracketed, depth);
            }
            if let Some(init) = &l.init {
                out.push_str(" = ");
                expr(out, init, depth);
            }
            out.push(')');
        }
        StmtKind::Expr(e) => expr(out, e, depth),
        StmtKind::Erase(e) => {
            out.push_str("(erase ");
            expr(out, e, depth);
            out.push(')');
        }
        StmtKind::Replace(r) => {
            out.push_str("(replace ");
            expr(out, &r.root, depth);
            out.push_str(if r.parenthesized {
                " with-list"
            } else {
                " with"
            });
            for v in &r.values {
                out.push(' ');
                expr(out, v, depth);
            }
            out.push(')');
        }
        StmtKind::Rewrite(r) => {
            out.push_str("(rewrite ");
            expr(out, &r.root, depth);
            indent(out, depth + 1);
            compound(out, &r.body, depth + 1);
            out.push(')');
        }
        StmtKind::Return(e) => {
            out.push_str("(return ");
            expr(out, e, depth);
            out.push(')');
        }
        StmtKind::Compound(c) => compound(out, c, depth),
        StmtKind::Error => out.push_str("(error)"),
    }
}

fn constraints(out: &mut String, cs: &[Constraint], bracketed: bool, depth: usize) {
    if bracketed {
        out.push('[');
    }
    for (i, c) in cs.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        constraint(out, c, depth);
    }
    if bracketed {
        out.push(']');
    }
}

fn constraint(out: &mut String, c: &Constraint, depth: usize) {
    let typed = |out: &mut String, kw: &str, t: &Option<Box<Expr>>| match t {
        Some(t) => {
            write!(out, "({kw} ").unwrap();
            expr(out, t, depth);
            out.push(')');
        }
        None => out.push_str(kw),
    };
    match &c.kind {
        ConstraintKind::Attr(t) => typed(out, "Attr", t),
        ConstraintKind::Op(None) => out.push_str("Op"),
        ConstraintKind::Op(Some(n)) => write!(out, "(Op {})", n.name).unwrap(),
        ConstraintKind::Type => out.push_str("Type"),
        ConstraintKind::TypeRange => out.push_str("TypeRange"),
        ConstraintKind::Value(t) => typed(out, "Value", t),
        ConstraintKind::ValueRange(t) => typed(out, "ValueRange", t),
        ConstraintKind::Named(n) => out.push_str(&n.name),
        ConstraintKind::Inline(d) => user_decl(out, d, depth),
        ConstraintKind::Error => out.push_str("(error)"),
    }
}

fn exprs(out: &mut String, es: &[Expr], depth: usize) {
    for e in es {
        out.push(' ');
        expr(out, e, depth);
    }
}

fn expr(out: &mut String, e: &Expr, depth: usize) {
    match &e.kind {
        ExprKind::Ref(n) => out.push_str(&n.name),
        ExprKind::VarDef(v) => {
            write!(out, "(def {} ", v.name.name).unwrap();
            constraints(out, &v.constraints, v.bracketed, depth);
            out.push(')');
        }
        ExprKind::AttrLit(s) => write!(out, "(attr {:?})", s.value).unwrap(),
        ExprKind::TypeLit(s) => write!(out, "(type {:?})", s.value).unwrap(),
        ExprKind::Op(o) => {
            out.push_str("(op ");
            out.push_str(o.name.as_ref().map_or("<>", |n| n.name.as_str()));
            if let Some(operands) = &o.operands {
                out.push_str(" (operands");
                exprs(out, operands, depth);
                out.push(')');
            }
            if let Some(attrs) = &o.attrs {
                out.push_str(" (attrs");
                for a in attrs {
                    write!(out, " ({:?}", a.name.name).unwrap();
                    if let Some(v) = &a.value {
                        out.push(' ');
                        expr(out, v, depth);
                    }
                    out.push(')');
                }
                out.push(')');
            }
            if let Some(results) = &o.results {
                out.push_str(" (results");
                exprs(out, results, depth);
                out.push(')');
            }
            out.push(')');
        }
        ExprKind::Tuple(elems) => {
            out.push_str("(tuple");
            for el in elems {
                out.push(' ');
                if let Some(l) = &el.label {
                    write!(out, "{}=", l.name).unwrap();
                }
                expr(out, &el.value, depth);
            }
            out.push(')');
        }
        ExprKind::Member(m) => {
            out.push_str("(member ");
            expr(out, &m.base, depth);
            match &m.member {
                Member::Index(i) => write!(out, " {i})").unwrap(),
                Member::Name(n) => write!(out, " {n})").unwrap(),
            }
        }
        ExprKind::Call(c) => {
            out.push_str(if c.negated { "(not-call " } else { "(call " });
            expr(out, &c.callee, depth);
            exprs(out, &c.args, depth);
            out.push(')');
        }
        ExprKind::Decl(d) => {
            indent(out, depth + 1);
            user_decl(out, d, depth + 1);
        }
        ExprKind::Unary(u) => {
            write!(out, "({} ", u.op.symbol()).unwrap();
            expr(out, &u.operand, depth);
            out.push(')');
        }
        ExprKind::Binary(b) => {
            write!(out, "({} ", b.op.symbol()).unwrap();
            expr(out, &b.lhs, depth);
            out.push(' ');
            expr(out, &b.rhs, depth);
            out.push(')');
        }
        ExprKind::Error => out.push_str("(error)"),
    }
}
