//! Expressions: references, inline variables, literals, op expressions, tuples,
//! member access, calls, and the operators of the operator proposal.

use super::checker::{Check, Checker, Reported};
use super::hir::{self, Builtin, DeclId, DeclKind, Type, VarId};
use super::literal::{check_literal, LiteralKind};
use super::ods::GroupKind;
use super::scope::Binding;
use super::Context;
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::syntax::ast;

/// A checked expression before it is used: either a value, or a reference to a
/// constraint or rewrite (which HIR has no value for: it may only be called or used in a
/// constraint list).
#[derive(Clone, Debug)]
pub(crate) enum Value {
    /// A typed expression.
    Expr(hir::Expr),
    /// A reference to a declaration.
    Decl {
        /// Which declaration.
        id: DeclId,
        /// Its kind.
        kind: DeclKind,
        /// Where it is referenced.
        span: Span,
    },
}

impl Value {
    /// The type (`Constraint` or `Rewrite` for a declaration reference).
    pub fn ty(&self) -> Type {
        match self {
            Value::Expr(e) => e.ty.clone(),
            Value::Decl {
                kind: DeclKind::Constraint,
                ..
            } => Type::Constraint,
            Value::Decl {
                kind: DeclKind::Rewrite,
                ..
            } => Type::Rewrite,
        }
    }

    /// Where it is written.
    pub fn span(&self) -> Span {
        match self {
            Value::Expr(e) => e.span,
            Value::Decl { span, .. } => *span,
        }
    }
}

impl Checker {
    /// Checks an expression (and records its type in the index).
    pub fn expr(&mut self, e: &ast::Expr) -> Check<Value> {
        let value = self.expr_unindexed(e);
        if let Ok(Value::Expr(x)) = &value {
            self.index.typed(x.span, &x.ty);
        }
        value
    }

    fn expr_unindexed(&mut self, e: &ast::Expr) -> Check<Value> {
        let span = e.span;
        let (kind, ty) = match &e.kind {
            ast::ExprKind::Ref(name) => return self.reference(name),
            ast::ExprKind::VarDef(def) => {
                let id = self.inline_var(def)?;
                (hir::ExprKind::Var(id), self.var(id).ty.clone())
            }
            ast::ExprKind::AttrLit(s) => {
                self.literal(LiteralKind::Attr, s)?;
                (hir::ExprKind::AttrLit(s.value.clone()), Type::Attr)
            }
            ast::ExprKind::TypeLit(s) => {
                self.literal(LiteralKind::Type, s)?;
                (hir::ExprKind::TypeLit(s.value.clone()), Type::Type)
            }
            ast::ExprKind::Op(op) => self.op_expr(op, span)?,
            ast::ExprKind::Tuple(elems) => self.tuple(elems)?,
            ast::ExprKind::Member(m) => self.member(m, span)?,
            ast::ExprKind::Call(call) => return self.call(call, span).map(Value::Expr),
            ast::ExprKind::Decl(d) => {
                let id = self.user_decl(d, false)?;
                return Ok(Value::Decl {
                    id,
                    kind: self.prog.decl(id).kind,
                    span,
                });
            }
            ast::ExprKind::Unary(u) => {
                let b = match u.op {
                    ast::UnaryOp::Neg => Builtin::Neg,
                    ast::UnaryOp::Not => Builtin::Not,
                };
                let args = [&*u.operand];
                return self
                    .operator(b, u.op.symbol(), &args, span)
                    .map(Value::Expr);
            }
            ast::ExprKind::Binary(bin) => {
                let args = [&*bin.lhs, &*bin.rhs];
                return self
                    .operator(binary_builtin(bin.op), bin.op.symbol(), &args, span)
                    .map(Value::Expr);
            }
            ast::ExprKind::Error => return Err(Reported),
        };
        Ok(Value::Expr(hir::Expr { kind, ty, span }))
    }

    /// An expression that must be a value (not a constraint or rewrite reference).
    pub fn value_expr(&mut self, e: &ast::Expr, what: &str) -> Check<hir::Expr> {
        let v = self.expr(e)?;
        self.value_of(v, what)
    }

    /// An expression statement. Arithmetic is not allowed as a statement; a comparison
    /// or logical expression is a check (a constraint in a match section; in a rewrite
    /// section its failure aborts the rewrite).
    pub fn expr_stmt(&mut self, e: &ast::Expr) -> Check<Option<hir::Expr>> {
        match &e.kind {
            ast::ExprKind::Binary(b) if b.op.is_arithmetic() => {
                return Err(self.arith_stmt(b.op.symbol(), b.op_span));
            }
            ast::ExprKind::Unary(u) if u.op == ast::UnaryOp::Neg => {
                return Err(self.arith_stmt(u.op.symbol(), u.op_span));
            }
            ast::ExprKind::Binary(_) | ast::ExprKind::Unary(_) => {
                let cond = self.value_expr(e, "condition")?;
                let callee = self.builtin_decl(Builtin::Check);
                return Ok(Some(hir::Expr {
                    kind: hir::ExprKind::Call(hir::CallExpr {
                        callee,
                        args: vec![cond],
                        negated: false,
                    }),
                    ty: Type::unit(),
                    span: e.span,
                }));
            }
            _ => {}
        }
        match self.expr(e)? {
            Value::Expr(x) => Ok(Some(x)),
            // A declaration written as a statement only defines it.
            Value::Decl { .. } => Ok(None),
        }
    }

    fn arith_stmt(&mut self, symbol: &str, span: Span) -> Reported {
        self.error(
            Diagnostic::error(
                span,
                format!(
                    "the result of `{symbol}` is unused: arithmetic is not allowed as a statement"
                ),
            )
            .with_code(crate::diag::Code::Section)
            .with_help("bind the result with `let`, or compare it to make a constraint"),
        )
    }

    fn reference(&mut self, name: &ast::Ident) -> Check<Value> {
        let Some(entry) = self.scopes.lookup(&name.name) else {
            return Err(self.error(
                Diagnostic::error(name.span, format!("undefined reference to `{}`", name.name))
                    .with_code(crate::diag::Code::UndefinedName),
            ));
        };
        self.index.reference(name.span, entry.span);
        match entry.binding {
            Binding::Var(id) => {
                if self.poisoned.contains(&id) {
                    return Err(Reported);
                }
                Ok(Value::Expr(hir::Expr {
                    kind: hir::ExprKind::Var(id),
                    ty: self.var(id).ty.clone(),
                    span: name.span,
                }))
            }
            Binding::Decl(id) => {
                self.note_decl_ref(id);
                Ok(Value::Decl {
                    id,
                    kind: self.prog.decl(id).kind,
                    span: name.span,
                })
            }
            Binding::Pattern => Err(self.error(
                Diagnostic::error(name.span, format!("invalid reference to `{}`", name.name))
                    .with_code(crate::diag::Code::InvalidReference)
                    .with_label(entry.span, "this is a Pattern, which cannot be referenced"),
            )),
        }
    }

    /// `name: constraints` (or `_: constraints`) inside an expression.
    fn inline_var(&mut self, def: &ast::VarDef) -> Check<VarId> {
        let constraints = self.constraint_list(&def.constraints, false);
        let wildcard = def.name.name == "_";
        let kind = if wildcard {
            hir::VarKind::Wildcard
        } else {
            hir::VarKind::Inline
        };
        let id = self.make_var(&def.name, kind, constraints, None, def.name.span);
        if !wildcard {
            self.define(&def.name, Binding::Var(id))?;
        }
        if self.poisoned.contains(&id) {
            return Err(Reported);
        }
        Ok(id)
    }

    fn literal(&mut self, kind: LiteralKind, s: &ast::StrLit) -> Check<()> {
        check_literal(kind, &s.value).map_err(|msg| {
            self.error(
                Diagnostic::error(
                    s.span,
                    format!("invalid {} literal `{}`: {msg}", kind.word(), s.value),
                )
                .with_code(crate::diag::Code::InvalidLiteral),
            )
        })
    }

    /// `op<name>(operands) {attrs} -> (results)`
    fn op_expr(&mut self, op: &ast::OpExpr, span: Span) -> Check<(hir::ExprKind, Type)> {
        let rewrite = self.ctx == Context::Rewrite;
        let mut failed = false;
        if let Some(name) = &op.name {
            failed |= self.check_op_name(name).is_err();
        }
        if rewrite && op.name.is_none() {
            failed = true;
            self.error(
                Diagnostic::error(
                    op.name_span,
                    "expected dialect namespace: an operation created in a rewrite section \
                     needs a name",
                )
                .with_code(crate::diag::Code::Section)
                .with_help("write the operation name, as in `op<dialect.name>`"),
            );
        }

        let ods = self.ods.clone();
        let ods_op = op.name.as_ref().and_then(|n| ods.operation(&n.name));
        let mut operands = Vec::new();
        let checked = match (&op.operands, ods_op) {
            (Some(list), Some(def)) => Some(self.ods_groups(def, GroupKind::Operand, list, span)),
            (Some(list), None) => Some(self.op_groups(list, Type::Value, Type::ValueRange)),
            (None, _) if !rewrite => {
                operands.push(self.implicit_range(Type::ValueRange, span));
                None
            }
            // mlir-pdll checks an omitted list in a rewrite as an empty one.
            (None, Some(def)) => Some(self.ods_groups(def, GroupKind::Operand, &[], span)),
            (None, None) => None,
        };
        match checked {
            Some(Ok(v)) => operands = v,
            Some(Err(Reported)) => failed = true,
            None => {}
        }

        let mut attrs: Vec<hir::NamedAttr> = Vec::new();
        for a in op.attrs.iter().flatten() {
            if let Some(prev) = attrs.iter().find(|p| p.name == a.name.name) {
                failed = true;
                let prev = prev.name_span;
                self.error(
                    Diagnostic::error(
                        a.name.span,
                        format!("attribute `{}` is given more than once", a.name.name),
                    )
                    .with_code(crate::diag::Code::Redefinition)
                    .with_label(prev, "first given here"),
                );
                continue;
            }
            let value = match &a.value {
                None => Ok(hir::Expr {
                    kind: hir::ExprKind::AttrLit("unit".to_owned()),
                    ty: Type::Attr,
                    span: a.span,
                }),
                Some(v) => self.expr(v).and_then(|value| {
                    let ty = value.ty();
                    if ty == Type::Attr {
                        self.value_of(value, "attribute")
                    } else {
                        Err(self.error(
                            Diagnostic::error(
                                v.span,
                                format!("expected `Attr` expression, but got `{ty}`"),
                            )
                            .with_code(crate::diag::Code::TypeMismatch),
                        ))
                    }
                }),
            };
            match value {
                Ok(value) => attrs.push(hir::NamedAttr {
                    name: a.name.name.clone(),
                    name_span: a.name.span,
                    value,
                }),
                Err(Reported) => failed = true,
            }
        }

        let mut results = Vec::new();
        let checked = match (&op.results, ods_op) {
            (Some(list), Some(def)) => Some(self.ods_groups(def, GroupKind::Result, list, span)),
            (Some(list), None) => Some(self.op_groups(list, Type::Type, Type::TypeRange)),
            (None, _) if !rewrite => {
                results.push(self.implicit_range(Type::TypeRange, span));
                None
            }
            (None, Some(def)) => {
                let replacement = self
                    .replacement_op
                    .is_some_and(|r| (r.file, r.start, r.end) == (span.file, span.start, span.end));
                if !replacement {
                    self.ods_inference_warning(def, span);
                }
                None
            }
            (None, None) => None,
        };
        match checked {
            Some(Ok(v)) => results = v,
            Some(Err(Reported)) => failed = true,
            None => {}
        }
        if failed {
            return Err(Reported);
        }
        let name = op.name.as_ref().map(|n| n.name.clone());
        Ok((
            hir::ExprKind::Op(hir::OpExpr {
                name: name.clone(),
                name_span: op.name_span,
                operands,
                attrs,
                results,
                results_inferred: rewrite && op.results.is_none(),
            }),
            Type::Op(name),
        ))
    }

    /// The operand (or result type) list of an op expression: one element is converted
    /// to the range type; with several, each must be the single or the range type (or
    /// convert to the range, as an `Op` does).
    fn op_groups(
        &mut self,
        list: &[ast::Expr],
        single: Type,
        range: Type,
    ) -> Check<Vec<hir::Expr>> {
        let mut out = Vec::new();
        let mut failed = false;
        for e in list {
            let checked = self.expr(e).and_then(|v| {
                if list.len() == 1 {
                    return self.convert(v, &range, None);
                }
                let v = self.value_of(v, "operation")?;
                if v.ty == single || v.ty == range {
                    return Ok(v);
                }
                if self.converts(&v, &range) {
                    return self.convert(Value::Expr(v), &range, None);
                }
                Err(self.error(
                    Diagnostic::error(
                        e.span,
                        format!(
                            "expected `{single}` or `{range}` convertible expression, but got `{}`",
                            v.ty
                        ),
                    )
                    .with_code(crate::diag::Code::TypeMismatch),
                ))
            });
            match checked {
                Ok(x) => out.push(x),
                Err(Reported) => failed = true,
            }
        }
        if failed {
            Err(Reported)
        } else {
            Ok(out)
        }
    }

    /// The implicit `_: ValueRange` / `_: TypeRange` of a match-section op expression
    /// that omits its operands / results.
    fn implicit_range(&mut self, ty: Type, span: Span) -> hir::Expr {
        let kind = if ty == Type::ValueRange {
            hir::VarConstraintKind::ValueRange(None)
        } else {
            hir::VarConstraintKind::TypeRange
        };
        let id = self.new_var(hir::Var {
            name: "_".to_owned(),
            kind: hir::VarKind::Implicit,
            ty: ty.clone(),
            constraints: vec![hir::VarConstraint { kind, span }],
            init: None,
            span,
        });
        hir::Expr {
            kind: hir::ExprKind::Var(id),
            ty,
            span,
        }
    }

    fn tuple(&mut self, elems: &[ast::TupleElem]) -> Check<(hir::ExprKind, Type)> {
        let mut values = Vec::new();
        let mut types = Vec::new();
        let mut failed = false;
        for (i, elem) in elems.iter().enumerate() {
            if let Some(label) = &elem.label {
                let prev = elems[..i]
                    .iter()
                    .filter_map(|e| e.label.as_ref())
                    .find(|l| l.name == label.name);
                if let Some(prev) = prev {
                    failed = true;
                    self.error(
                        Diagnostic::error(
                            label.span,
                            format!("duplicate tuple element label `{}`", label.name),
                        )
                        .with_code(crate::diag::Code::Redefinition)
                        .with_label(prev.span, "see previous label use here"),
                    );
                }
            }
            let value = self.expr(&elem.value).and_then(|v| {
                let ty = v.ty();
                match (&v, &ty) {
                    (Value::Decl { .. }, _) | (_, Type::Tuple(_)) => Err(self.error(
                        Diagnostic::error(
                            elem.value.span,
                            format!("unable to build a tuple with `{ty}` element"),
                        )
                        .with_code(crate::diag::Code::TypeMismatch),
                    )),
                    _ => self.value_of(v, "tuple element"),
                }
            });
            match value {
                Ok(v) => {
                    types.push(hir::TupleElemType {
                        name: elem.label.as_ref().map(|l| l.name.clone()),
                        ty: v.ty.clone(),
                    });
                    values.push(v);
                }
                Err(Reported) => failed = true,
            }
        }
        if failed {
            return Err(Reported);
        }
        Ok((hir::ExprKind::Tuple(values), Type::Tuple(types)))
    }

    fn member(&mut self, m: &ast::MemberExpr, span: Span) -> Check<(hir::ExprKind, Type)> {
        let base = self.value_expr(&m.base, "member access")?;
        let shown = match &m.member {
            ast::Member::Index(i) => i.to_string(),
            ast::Member::Name(n) => n.clone(),
        };
        let base_ty = base.ty.clone();
        if let Type::Op(Some(name)) = &base_ty {
            let ods = self.ods.clone();
            if let Some(def) = ods.operation(name) {
                if let Some((index, ty)) = self.ods_member(def, &shown) {
                    return Ok((
                        hir::ExprKind::ResultGroup {
                            op: Box::new(base),
                            index,
                        },
                        ty,
                    ));
                }
                return Err(self.error(
                    Diagnostic::error(
                        span,
                        format!(
                            "invalid member access `{shown}` on expression of type `{base_ty}`"
                        ),
                    )
                    .with_code(crate::diag::Code::InvalidMember)
                    .with_label(def.span, format!("see the definition of `{name}` here")),
                ));
            }
        }
        match (&base_ty, &m.member) {
            (Type::Op(_), ast::Member::Index(i)) => {
                return Ok((
                    hir::ExprKind::OpResult {
                        op: Box::new(base),
                        index: *i,
                    },
                    Type::Value,
                ));
            }
            (Type::Op(_), ast::Member::Name(_)) => {
                return Err(self.error(
                    Diagnostic::error(
                        span,
                        format!(
                            "invalid member access `{shown}` on expression of type `{base_ty}`"
                        ),
                    )
                    .with_code(crate::diag::Code::InvalidMember)
                    .with_note(
                        "results can be named only with the operation's ODS definition: include \
                         its `.td` file, or use the result index, as in `.0`",
                    ),
                ));
            }
            (Type::Tuple(elems), member) => {
                let index = match member {
                    ast::Member::Index(i) => (*i < elems.len()).then_some(*i),
                    ast::Member::Name(n) => elems.iter().position(|e| e.name.as_ref() == Some(n)),
                };
                if let Some(index) = index {
                    let ty = elems[index].ty.clone();
                    return Ok((
                        hir::ExprKind::TupleElem {
                            tuple: Box::new(base),
                            index,
                        },
                        ty,
                    ));
                }
            }
            _ => {}
        }
        Err(self.error(
            Diagnostic::error(
                span,
                format!("invalid member access `{shown}` on expression of type `{base_ty}`"),
            )
            .with_code(crate::diag::Code::InvalidMember),
        ))
    }

    /// `callee(args)` and `not callee(args)`.
    fn call(&mut self, call: &ast::CallExpr, span: Span) -> Check<hir::Expr> {
        let id = match &call.callee.kind {
            ast::ExprKind::Decl(d) => {
                let id = self.user_decl(d, false)?;
                self.note_decl_ref(id);
                id
            }
            _ => match self.expr(&call.callee)? {
                Value::Decl { id, .. } => id,
                Value::Expr(e) => {
                    return Err(self.error(
                        Diagnostic::error(
                            call.callee.span,
                            format!(
                            "expected a reference to a callable `Constraint` or `Rewrite`, but \
                             got: `{}`",
                            e.ty
                        ),
                        )
                        .with_code(crate::diag::Code::InvalidReference),
                    ));
                }
            },
        };
        let decl = self.prog.decl(id);
        let kind = decl.kind;
        let native = decl.is_native();
        let result_ty = decl.result_ty.clone();
        let params: Vec<Type> = decl
            .params
            .iter()
            .map(|p| self.var(*p).ty.clone())
            .collect();
        let name = decl
            .name
            .clone()
            .unwrap_or_else(|| "<anonymous>".to_owned());
        let def_span = self.decl_span(id);

        if call.negated && kind == DeclKind::Rewrite {
            return Err(self.error(
                Diagnostic::error(span, "unable to negate a Rewrite")
                    .with_code(crate::diag::Code::Section)
                    .with_label(def_span, format!("`{name}` is defined here")),
            ));
        }
        match (kind, self.ctx) {
            (DeclKind::Constraint, Context::Rewrite) => {
                return Err(self.error(
                    Diagnostic::error(
                        span,
                        "unable to invoke `Constraint` within a rewrite section",
                    )
                    .with_code(crate::diag::Code::Section),
                ));
            }
            (DeclKind::Rewrite, Context::Match | Context::Constraint) => {
                return Err(self.error(
                    Diagnostic::error(span, "unable to invoke `Rewrite` within a match section")
                        .with_code(crate::diag::Code::Section),
                ));
            }
            _ => {}
        }
        if call.negated && !native {
            return Err(self.error(
                Diagnostic::error(span, "unable to negate non native constraints")
                    .with_code(crate::diag::Code::Section)
                    .with_label(
                        def_span,
                        format!("`{name}` is defined with a PDLL body here"),
                    ),
            ));
        }
        if call.args.len() != params.len() {
            let what = match kind {
                DeclKind::Constraint => "constraint",
                DeclKind::Rewrite => "rewrite",
            };
            return Err(self.error(
                Diagnostic::error(
                    span,
                    format!(
                        "invalid number of arguments for {what} call; expected {}, but got {}",
                        params.len(),
                        call.args.len()
                    ),
                )
                .with_code(crate::diag::Code::ArgumentCount)
                .with_label(def_span, format!("see the definition of `{name}` here")),
            ));
        }
        let mut args = Vec::new();
        let mut failed = false;
        for (arg, ty) in call.args.iter().zip(&params) {
            let note = (def_span, format!("see the definition of `{name}` here"));
            match self.expr(arg).and_then(|v| self.convert(v, ty, Some(note))) {
                Ok(a) => args.push(a),
                Err(Reported) => failed = true,
            }
        }
        if failed {
            return Err(Reported);
        }
        Ok(hir::Expr {
            kind: hir::ExprKind::Call(hir::CallExpr {
                callee: id,
                args,
                negated: call.negated,
            }),
            ty: result_ty,
            span,
        })
    }

    /// An operator: a call of its built-in native, on `Attr` operands.
    fn operator(
        &mut self,
        b: Builtin,
        symbol: &str,
        operands: &[&ast::Expr],
        span: Span,
    ) -> Check<hir::Expr> {
        let mut args = Vec::new();
        let mut failed = false;
        for operand in operands {
            // `(e)` is grouping here, not a one-element tuple.
            let operand = operand.as_group().unwrap_or(operand);
            match self.value_expr(operand, "operand") {
                Ok(v) if v.ty == Type::Attr => args.push(v),
                Ok(v) => {
                    failed = true;
                    self.error(
                        Diagnostic::error(
                            operand.span,
                            format!(
                                "operator `{symbol}` expects `Attr` operands, but got `{}`",
                                v.ty
                            ),
                        )
                        .with_code(crate::diag::Code::TypeMismatch)
                        .with_note(
                            "the operators work on attribute values, such as `attr<\"1 : i32\">`",
                        ),
                    );
                }
                Err(Reported) => failed = true,
            }
        }
        if failed {
            return Err(Reported);
        }
        let callee = self.builtin_decl(b);
        Ok(hir::Expr {
            kind: hir::ExprKind::Call(hir::CallExpr {
                callee,
                args,
                negated: false,
            }),
            ty: Type::Attr,
            span,
        })
    }

    /// The built-in native for `b` in the current context (a constraint in match
    /// context and constraint bodies, a rewrite in rewrite context), created on first
    /// use.
    pub fn builtin_decl(&mut self, b: Builtin) -> DeclId {
        let kind = if self.ctx.is_match_like() {
            DeclKind::Constraint
        } else {
            DeclKind::Rewrite
        };
        if let Some(id) = self.builtins.get(&(kind, b)) {
            return *id;
        }
        let names = ["lhs", "rhs"];
        let params = (0..b.arity())
            .map(|i| {
                let name = if b.arity() == 1 { "value" } else { names[i] };
                // Parameters of built-ins are not variables of any pattern.
                let id = VarId(self.prog.vars.len() as u32);
                self.prog.vars.push(hir::Var {
                    name: name.to_owned(),
                    kind: hir::VarKind::Param,
                    ty: Type::Attr,
                    constraints: Vec::new(),
                    init: None,
                    span: Span::call_site(),
                });
                id
            })
            .collect();
        let (results, result_ty) = if b.has_result() {
            (
                vec![hir::ResultDecl {
                    name: None,
                    ty: Type::Attr,
                    constraint: None,
                    span: Span::call_site(),
                }],
                Type::Attr,
            )
        } else {
            (Vec::new(), Type::unit())
        };
        let id = DeclId(self.prog.decls.len() as u32);
        self.prog.decls.push(hir::Decl {
            kind,
            name: Some(b.name().to_owned()),
            params,
            results,
            result_ty,
            body: hir::DeclBody::Builtin(b),
            global: true,
            span: Span::call_site(),
        });
        self.decl_info.push(super::checker::DeclInfo {
            name_span: Span::call_site(),
        });
        self.builtins.insert((kind, b), id);
        id
    }
}

/// The built-in of a binary operator.
fn binary_builtin(op: ast::BinaryOp) -> Builtin {
    match op {
        ast::BinaryOp::Mul => Builtin::Mul,
        ast::BinaryOp::Div => Builtin::Div,
        ast::BinaryOp::Rem => Builtin::Rem,
        ast::BinaryOp::Add => Builtin::Add,
        ast::BinaryOp::Sub => Builtin::Sub,
        ast::BinaryOp::Lt => Builtin::Lt,
        ast::BinaryOp::Le => Builtin::Le,
        ast::BinaryOp::Gt => Builtin::Gt,
        ast::BinaryOp::Ge => Builtin::Ge,
        ast::BinaryOp::Eq => Builtin::Eq,
        ast::BinaryOp::Ne => Builtin::Ne,
        ast::BinaryOp::And => Builtin::And,
        ast::BinaryOp::Or => Builtin::Or,
    }
}
