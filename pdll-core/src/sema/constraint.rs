//! Constraint lists: `let x: [Op<a.b>, HasOneUse]`, `name: Value`, argument and result
//! constraints. Each entry gives (or, for user constraints, checks) the variable's
//! type; the list refines it (`Op` then `Op<x>` gives `Op<x>`).

use super::checker::{Check, Checker, Reported};
use super::hir::{self, Type};
use super::scope::Binding;
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::syntax::ast;

impl Checker {
    /// Checks one constraint (its type expression, or the user constraint it names).
    pub fn constraint(&mut self, c: &ast::Constraint) -> Check<hir::VarConstraint> {
        let kind = match &c.kind {
            ast::ConstraintKind::Attr(t) => {
                hir::VarConstraintKind::Attr(self.type_arg(t.as_deref(), Type::Type)?)
            }
            ast::ConstraintKind::Op(name) => {
                if let Some(n) = name {
                    self.check_op_name(n)?;
                }
                hir::VarConstraintKind::Op(name.as_ref().map(|n| n.name.clone()))
            }
            ast::ConstraintKind::Type => hir::VarConstraintKind::Type,
            ast::ConstraintKind::TypeRange => hir::VarConstraintKind::TypeRange,
            ast::ConstraintKind::Value(t) => {
                hir::VarConstraintKind::Value(self.type_arg(t.as_deref(), Type::Type)?)
            }
            ast::ConstraintKind::ValueRange(t) => {
                hir::VarConstraintKind::ValueRange(self.type_arg(t.as_deref(), Type::TypeRange)?)
            }
            ast::ConstraintKind::Named(name) => {
                let entry = self.scopes.lookup(&name.name);
                if let Some(entry) = entry {
                    self.index.reference(name.span, entry.span);
                }
                match entry.map(|e| (e.binding, e.span)) {
                    Some((Binding::Decl(id), _))
                        if self.prog.decl(id).kind == hir::DeclKind::Constraint =>
                    {
                        self.note_decl_ref(id);
                        hir::VarConstraintKind::User(id)
                    }
                    Some((_, at)) => {
                        let diag = Diagnostic::error(
                            name.span,
                            format!("invalid reference to non-constraint `{}`", name.name),
                        )
                        .with_code(crate::diag::Code::InvalidReference)
                        .with_label(at, format!("`{}` is defined here", name.name));
                        return Err(self.error(diag));
                    }
                    None => {
                        return Err(self.error(
                            Diagnostic::error(
                                name.span,
                                format!("unknown reference to constraint `{}`", name.name),
                            )
                            .with_code(crate::diag::Code::UndefinedName),
                        ));
                    }
                }
            }
            ast::ConstraintKind::Inline(d) => {
                let id = self.user_decl(d, false)?;
                self.note_decl_ref(id);
                hir::VarConstraintKind::User(id)
            }
            ast::ConstraintKind::Error => return Err(Reported),
        };
        Ok(hir::VarConstraint { kind, span: c.span })
    }

    /// An operation name must be `dialect.name` (as in MLIR 19).
    pub fn check_op_name(&mut self, name: &ast::OpName) -> Check<()> {
        self.index.op_name(&name.name, name.span);
        match name.name.split_once('.') {
            Some((dialect, op)) if !dialect.is_empty() && !op.is_empty() => Ok(()),
            _ => Err(self.error(
                Diagnostic::error(
                    name.span,
                    format!(
                        "expected `.` after dialect namespace in operation name `{}`",
                        name.name
                    ),
                )
                .with_code(crate::diag::Code::Syntax)
                .with_help("write the full name, as in `arith.addi`"),
            )),
        }
    }

    /// The `<type>` of `Attr<type>`, `Value<type>` or `ValueRange<types>`.
    fn type_arg(&mut self, e: Option<&ast::Expr>, want: Type) -> Check<Option<hir::Expr>> {
        let Some(e) = e else { return Ok(None) };
        let v = self.value_expr(e, "type constraint")?;
        if v.ty != want {
            return Err(self.error(
                Diagnostic::error(
                    e.span,
                    format!(
                        "expected expression of `{want}` in type constraint, but got `{}`",
                        v.ty
                    ),
                )
                .with_code(crate::diag::Code::TypeMismatch),
            ));
        }
        Ok(Some(v))
    }

    /// The type a checked constraint gives a variable. A user constraint used this way
    /// must take exactly one input, whose type it gives.
    pub fn constraint_type(&mut self, c: &hir::VarConstraint, span: Span) -> Check<Type> {
        if let Some(ty) = c.kind.core_type() {
            return Ok(ty);
        }
        let hir::VarConstraintKind::User(id) = c.kind else {
            return Err(Reported);
        };
        let params = self.prog.decl(id).params.clone();
        if params.len() != 1 {
            let at = self.decl_span(id);
            return Err(self.error(
                Diagnostic::error(
                    span,
                    format!(
                        "`Constraint`s applied via a variable constraint list must take a single \
                         input, but got {}",
                        params.len()
                    ),
                )
                .with_code(crate::diag::Code::ArgumentCount)
                .with_label(at, "see definition of constraint here"),
            ));
        }
        Ok(self.var(params[0]).ty.clone())
    }

    /// Checks a constraint list: every entry, and that their types agree. Returns the
    /// constraints and the refined type (`None` for an empty list). `has_init`: the
    /// variable has an initializer, so type-constrained entries are not allowed.
    pub fn constraint_list(
        &mut self,
        list: &[ast::Constraint],
        has_init: bool,
    ) -> Check<(Vec<hir::VarConstraint>, Option<Type>)> {
        let mut out = Vec::new();
        let mut ty: Option<Type> = None;
        let mut failed = false;
        let mut typed_at: Option<crate::source::Span> = None;
        for c in list {
            if let ast::ConstraintKind::Attr(Some(t))
            | ast::ConstraintKind::Value(Some(t))
            | ast::ConstraintKind::ValueRange(Some(t)) = &c.kind
            {
                if let Some(prev) = typed_at {
                    failed = true;
                    self.error(
                        Diagnostic::error(
                            t.span,
                            "the type of this variable has already been constrained",
                        )
                        .with_code(crate::diag::Code::InvalidVariable)
                        .with_label(prev, "see previous constraint location here"),
                    );
                    continue;
                }
                typed_at = Some(t.span);
            }
            if has_init {
                if let ast::ConstraintKind::Attr(Some(_))
                | ast::ConstraintKind::Value(Some(_))
                | ast::ConstraintKind::ValueRange(Some(_)) = c.kind
                {
                    failed = true;
                    self.error(
                        Diagnostic::error(
                            c.span,
                            "type constraints are not permitted on variables with initializers",
                        )
                        .with_code(crate::diag::Code::InvalidVariable),
                    );
                    continue;
                }
            }
            let Ok(checked) = self.constraint(c) else {
                failed = true;
                continue;
            };
            let Ok(this) = self.constraint_type(&checked, c.span) else {
                failed = true;
                continue;
            };
            out.push(checked);
            ty = match ty {
                None => Some(this),
                Some(prev) => match prev.refine(&this) {
                    Some(t) => Some(t),
                    None => {
                        failed = true;
                        self.error(
                            Diagnostic::error(
                                c.span,
                                format!(
                                    "constraint type `{this}` is incompatible with the previously \
                                 inferred type `{prev}`"
                                ),
                            )
                            .with_code(crate::diag::Code::TypeMismatch),
                        );
                        Some(prev)
                    }
                },
            };
        }
        if failed {
            Err(Reported)
        } else {
            Ok((out, ty))
        }
    }
}
