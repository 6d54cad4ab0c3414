//! Code actions for the common fixes: add a missing `;`, and declare an unknown
//! constraint or rewrite as a native (`Constraint name(args);`, placed before the item
//! that uses it, with parameter types taken from the arguments of the call).

use crate::analysis::Analysis;
use pdll_core::diag::{Code, Diagnostic};
use pdll_core::sema::hir::Type;
use pdll_core::source::Span;
use pdll_core::syntax::ast;

/// A fix for one diagnostic: one edit of the document.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct QuickFix<'a> {
    /// The title the editor shows (``Add `;` ``).
    pub title: String,
    /// The diagnostic it fixes.
    pub diagnostic: &'a Diagnostic,
    /// The edit.
    pub edit: Edit,
}

/// Text put in place of a span of the document (an insertion when the span is empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edit {
    /// What is replaced.
    pub span: Span,
    /// The new text.
    pub text: String,
}

/// The fixes for the diagnostics of the document that touch bytes `start..=end`.
pub fn code_actions(a: &Analysis, start: u32, end: u32) -> Vec<QuickFix<'_>> {
    let mut out = Vec::new();
    for d in &a.diagnostics {
        if d.span.file != a.main || d.span.end < start || d.span.start > end {
            continue;
        }
        // Keyed on the diagnostic's code; an undefined name is the text at its span.
        let fix = match d.code {
            Some(Code::MissingSemicolon) => {
                Some(("Add `;`".to_owned(), d.span.start, ";".to_owned()))
            }
            Some(Code::UndefinedName) => {
                let name = a
                    .text(d.span.file)
                    .get(d.span.start as usize..d.span.end as usize);
                name.and_then(|name| declare_native(a, d.span, name))
            }
            _ => None,
        };
        let Some((title, at, new_text)) = fix else {
            continue;
        };
        out.push(QuickFix {
            title,
            diagnostic: d,
            edit: Edit {
                span: Span {
                    start: at,
                    end: at,
                    ..d.span
                },
                text: new_text,
            },
        });
    }
    out
}

/// How an unknown name is used: called with arguments (in a match or rewrite
/// section), or named in a constraint list beside other constraints.
enum Use<'a> {
    Call {
        args: &'a [ast::Expr],
        rewrite: bool,
    },
    Constraint {
        siblings: &'a [ast::Constraint],
    },
}

/// The edit that declares `name` as a native, before the top-level item using it.
fn declare_native(a: &Analysis, at: Span, name: &str) -> Option<(String, u32, String)> {
    let module = a.module.as_ref()?;
    let item = module.items.iter().find(|i| {
        i.span().file == at.file && i.span().start <= at.start && at.end <= i.span().end
    })?;
    let mut found = None;
    find_use(item, at, &mut found);
    let declaration = match found? {
        Use::Call { args, rewrite } => {
            let mut params = Vec::new();
            for (i, arg) in args.iter().enumerate() {
                let mut pname = match &arg.kind {
                    ast::ExprKind::Ref(id) => id.name.clone(),
                    ast::ExprKind::VarDef(v) if v.name.name != "_" => v.name.name.clone(),
                    _ => format!("arg{i}"),
                };
                if params
                    .iter()
                    .any(|p: &String| p.starts_with(&format!("{pname}:")))
                {
                    pname = format!("arg{i}");
                }
                params.push(format!("{pname}: {}", arg_type(a, arg)));
            }
            let keyword = if rewrite { "Rewrite" } else { "Constraint" };
            format!("{keyword} {name}({});\n", params.join(", "))
        }
        Use::Constraint { siblings } => {
            let ty = siblings.iter().find_map(core_type).unwrap_or(Type::Value);
            format!("Constraint {name}(value: {ty});\n")
        }
    };
    let line_start = a.text(a.main)[..item.span().start as usize]
        .rfind('\n')
        .map_or(0, |i| i + 1) as u32;
    let keyword = declaration.split(' ').next().unwrap_or("Constraint");
    Some((
        format!("Declare native `{keyword} {name}`"),
        line_start,
        declaration,
    ))
}

/// The type a constraint gives, for the built-in ones.
fn core_type(c: &ast::Constraint) -> Option<Type> {
    Some(match &c.kind {
        ast::ConstraintKind::Attr(_) => Type::Attr,
        ast::ConstraintKind::Op(name) => Type::Op(name.as_ref().map(|n| n.name.clone())),
        ast::ConstraintKind::Type => Type::Type,
        ast::ConstraintKind::TypeRange => Type::TypeRange,
        ast::ConstraintKind::Value(_) => Type::Value,
        ast::ConstraintKind::ValueRange(_) => Type::ValueRange,
        _ => return None,
    })
}

/// The type of a call argument: from the index when it checked, else from its form.
fn arg_type(a: &Analysis, arg: &ast::Expr) -> Type {
    if let ast::ExprKind::Ref(id) = &arg.kind {
        // The arguments of an unknown callee are not checked, so not indexed: look
        // the name up among the variables visible there.
        let at = id.span;
        let mut visible = a.index.symbols.iter().filter(|s| {
            s.name.as_deref() == Some(id.name.as_str())
                && s.name_span.file == at.file
                && s.name_span.end <= at.start
                && s.scope
                    .is_some_and(|b| b.file == at.file && b.start <= at.start && at.end <= b.end)
        });
        if let Some(ty) = visible.next_back().and_then(|s| s.ty.clone()) {
            return ty;
        }
    }
    if let Some(t) = a.index.types.iter().find(|t| t.span == arg.span) {
        return t.ty.clone();
    }
    match &arg.kind {
        ast::ExprKind::Op(op) => Type::Op(op.name.as_ref().map(|n| n.name.clone())),
        ast::ExprKind::AttrLit(_) => Type::Attr,
        ast::ExprKind::TypeLit(_) => Type::Type,
        ast::ExprKind::VarDef(v) => v
            .constraints
            .iter()
            .find_map(core_type)
            .unwrap_or(Type::Value),
        _ => Type::Value,
    }
}

fn find_use<'a>(item: &'a ast::Item, at: Span, found: &mut Option<Use<'a>>) {
    match item {
        ast::Item::Pattern(p) => body(&p.body, at, false, found),
        ast::Item::UserDecl(d) => decl(d, at, found),
        // An ODS import declares, it uses nothing.
        ast::Item::Ods(_) => {}
    }
}

fn decl<'a>(d: &'a ast::UserDecl, at: Span, found: &mut Option<Use<'a>>) {
    for arg in &d.args {
        constraints(std::slice::from_ref(&arg.constraint), at, found);
    }
    body(&d.body, at, d.kind == ast::UserDeclKind::Rewrite, found);
}

fn body<'a>(b: &'a ast::Body, at: Span, rewrite: bool, found: &mut Option<Use<'a>>) {
    match b {
        ast::Body::Compound(c) => c.stmts.iter().for_each(|s| stmt(s, at, rewrite, found)),
        ast::Body::Lambda(s) => stmt(s, at, rewrite, found),
        ast::Body::Native(_) | ast::Body::External(_) => {}
    }
}

fn stmt<'a>(s: &'a ast::Stmt, at: Span, rewrite: bool, found: &mut Option<Use<'a>>) {
    match &s.kind {
        ast::StmtKind::Let(l) => {
            constraints(&l.constraints, at, found);
            if let Some(init) = &l.init {
                expr(init, at, rewrite, found);
            }
        }
        ast::StmtKind::Expr(e) | ast::StmtKind::Erase(e) | ast::StmtKind::Return(e) => {
            expr(e, at, rewrite, found)
        }
        ast::StmtKind::Replace(r) => {
            expr(&r.root, at, rewrite, found);
            r.values.iter().for_each(|v| expr(v, at, true, found));
        }
        ast::StmtKind::Rewrite(r) => {
            expr(&r.root, at, rewrite, found);
            r.body.stmts.iter().for_each(|s| stmt(s, at, true, found));
        }
        ast::StmtKind::Compound(c) => c.stmts.iter().for_each(|s| stmt(s, at, rewrite, found)),
        ast::StmtKind::Error => {}
    }
}

fn constraints<'a>(cs: &'a [ast::Constraint], at: Span, found: &mut Option<Use<'a>>) {
    for c in cs {
        match &c.kind {
            ast::ConstraintKind::Named(id) if id.span == at => {
                *found = Some(Use::Constraint { siblings: cs });
            }
            ast::ConstraintKind::Inline(d) => decl(d, at, found),
            ast::ConstraintKind::Attr(Some(e))
            | ast::ConstraintKind::Value(Some(e))
            | ast::ConstraintKind::ValueRange(Some(e)) => expr(e, at, false, found),
            _ => {}
        }
    }
}

fn expr<'a>(e: &'a ast::Expr, at: Span, rewrite: bool, found: &mut Option<Use<'a>>) {
    if found.is_some() || e.span.file != at.file || e.span.end < at.start || e.span.start > at.end {
        return;
    }
    match &e.kind {
        ast::ExprKind::Call(call) => {
            if matches!(&call.callee.kind, ast::ExprKind::Ref(id) if id.span == at) {
                *found = Some(Use::Call {
                    args: &call.args,
                    rewrite,
                });
                return;
            }
            expr(&call.callee, at, rewrite, found);
            call.args.iter().for_each(|x| expr(x, at, rewrite, found));
        }
        ast::ExprKind::VarDef(v) => constraints(&v.constraints, at, found),
        ast::ExprKind::Op(op) => {
            for x in op.operands.iter().chain(op.results.iter()).flatten() {
                expr(x, at, rewrite, found);
            }
            for attr in op.attrs.iter().flatten() {
                if let Some(v) = &attr.value {
                    expr(v, at, rewrite, found);
                }
            }
        }
        ast::ExprKind::Tuple(elems) => elems
            .iter()
            .for_each(|x| expr(&x.value, at, rewrite, found)),
        ast::ExprKind::Member(m) => expr(&m.base, at, rewrite, found),
        ast::ExprKind::Decl(d) => decl(d, at, found),
        ast::ExprKind::Unary(u) => expr(&u.operand, at, rewrite, found),
        ast::ExprKind::Binary(b) => {
            expr(&b.lhs, at, rewrite, found);
            expr(&b.rhs, at, rewrite, found);
        }
        ast::ExprKind::Ref(_)
        | ast::ExprKind::AttrLit(_)
        | ast::ExprKind::TypeLit(_)
        | ast::ExprKind::Error => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;

    /// The (title, inserted text, line) of each action on the whole document.
    fn fixes(text: &str) -> Vec<(String, String, u32)> {
        let (a, _) = at_cursor(text);
        let source = a.sources.get(a.main).unwrap();
        code_actions(&a, 0, u32::MAX)
            .into_iter()
            .map(|fix| {
                let Edit { span, text } = fix.edit;
                assert_eq!(span.start, span.end, "an insertion");
                // `line_col` counts from 1, the protocol's lines (the test's) from 0.
                let (line, _) = source.line_col(span.start as usize);
                (fix.title, text, line as u32 - 1)
            })
            .collect()
    }

    #[test]
    fn adds_a_missing_semicolon() {
        let got = fixes("|Pattern { let x = op<a.b>\n erase x; }");
        assert_eq!(got, [("Add `;`".to_owned(), ";".to_owned(), 0)]);
    }

    #[test]
    fn declares_an_unknown_constraint_or_rewrite() {
        let got = fixes("|Pattern {\n let x = op<a.b>(v: Value);\n IsGood(x, v);\n erase x;\n}");
        assert_eq!(
            got,
            [(
                "Declare native `Constraint IsGood`".to_owned(),
                "Constraint IsGood(x: Op<a.b>, v: Value);\n".to_owned(),
                0
            )]
        );
        let got = fixes("|Pattern {\n let x = op<a.b>;\n rewrite x with { Make(x); };\n}");
        assert_eq!(got[0].1, "Rewrite Make(x: Op<a.b>);\n");
        let got = fixes("|Pattern { let x: [Op, Fancy]; erase x; }");
        assert_eq!(got[0].1, "Constraint Fancy(value: Op);\n");
    }
}
