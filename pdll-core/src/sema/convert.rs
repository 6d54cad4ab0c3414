//! Implicit conversions between PDLL types (MLIR 19's `convertExpressionTo`).
//!
//! - `Op<x>` to `Op`: no change;
//! - `Op` to `Value` (result 0) or `ValueRange` (all results): [`hir::ExprKind::AllResults`];
//!   with ODS, to `Value` only when the op has results, at most one of them single;
//! - `Value` <-> `ValueRange`, `Type` <-> `TypeRange`: no change (the expression keeps its
//!   type);
//! - a tuple to a tuple of as many elements: element by element;
//! - a tuple to `ValueRange`/`TypeRange`, in rewrite context only:
//!   [`hir::ExprKind::Range`].

use super::checker::{Check, Checker};
use super::expr::Value;
use super::hir::{self, Type};
use super::Context;
use crate::diag::Diagnostic;
use crate::source::Span;

/// Why a conversion is not possible (the message's extra note, if any).
enum Refusal {
    /// Not convertible.
    Plain,
    /// A tuple-to-range conversion outside a rewrite section.
    TupleOutsideRewrite,
    /// An op whose ODS definition does not give it exactly one single result, to
    /// `Value`: the note at the definition.
    OdsResults(Span, String),
}

impl Checker {
    /// A value that is not a constraint or rewrite reference.
    pub fn value_of(&mut self, v: Value, what: &str) -> Check<hir::Expr> {
        match v {
            Value::Expr(e) => Ok(e),
            Value::Decl { kind, span, .. } => {
                let ty = match kind {
                    hir::DeclKind::Constraint => Type::Constraint,
                    hir::DeclKind::Rewrite => Type::Rewrite,
                };
                Err(self.error(
                    Diagnostic::error(
                        span,
                        format!("expected a value for the {what}, but got a reference to a `{ty}`"),
                    )
                    .with_code(crate::diag::Code::TypeMismatch)
                    .with_help(format!("call the `{ty}` with `(...)` to use its result")),
                ))
            }
        }
    }

    /// Converts `v` to type `to`, or reports "unable to convert". `note` is a related
    /// span (e.g. the callee's definition) added to the error.
    pub fn convert(
        &mut self,
        v: Value,
        to: &Type,
        note: Option<(Span, String)>,
    ) -> Check<hir::Expr> {
        let from = v.ty();
        let span = v.span();
        let refusal = match v {
            Value::Expr(e) => match self.try_convert(e, to) {
                Ok(e) => return Ok(e),
                Err(r) => r,
            },
            Value::Decl { .. } => Refusal::Plain,
        };
        let mut diag = Diagnostic::error(
            span,
            format!("unable to convert expression of type `{from}` to the expected type of `{to}`"),
        )
        .with_code(crate::diag::Code::TypeMismatch);
        match refusal {
            Refusal::TupleOutsideRewrite => {
                diag = diag.with_note(
                    "Tuple to Range conversion is currently only allowed within a rewrite context",
                );
            }
            Refusal::OdsResults(at, msg) => diag = diag.with_label(at, msg),
            Refusal::Plain => {}
        }
        if let Some((at, msg)) = note {
            diag = diag.with_label(at, msg);
        }
        Err(self.error(diag))
    }

    /// Converts `e` to `to` without reporting anything (`Err` says why not).
    fn try_convert(&self, e: hir::Expr, to: &Type) -> Result<hir::Expr, Refusal> {
        let from = e.ty.clone();
        if &from == to {
            return Ok(e);
        }
        let span = e.span;
        match (&from, to) {
            (Type::Op(Some(_)), Type::Op(None)) => Ok(e),
            (Type::Op(name), Type::Value) if self.ods_value_refusal(name.as_deref()).is_some() => {
                let (at, msg) = self
                    .ods_value_refusal(name.as_deref())
                    .expect("checked just above");
                Err(Refusal::OdsResults(at, msg))
            }
            (Type::Op(_), Type::Value | Type::ValueRange) => Ok(hir::Expr {
                kind: hir::ExprKind::AllResults(Box::new(e)),
                ty: to.clone(),
                span,
            }),
            (Type::Value | Type::ValueRange, Type::Value | Type::ValueRange) => Ok(e),
            (Type::Type | Type::TypeRange, Type::Type | Type::TypeRange) => Ok(e),
            (Type::Tuple(from_elems), Type::Tuple(to_elems))
                if from_elems.len() == to_elems.len() =>
            {
                let mut out = Vec::new();
                for (value, elem) in tuple_elements(e).into_iter().zip(to_elems) {
                    out.push(self.try_convert(value, &elem.ty)?);
                }
                Ok(hir::Expr {
                    kind: hir::ExprKind::Tuple(out),
                    ty: to.clone(),
                    span,
                })
            }
            (Type::Tuple(elems), Type::ValueRange | Type::TypeRange) => {
                if self.ctx != Context::Rewrite {
                    return Err(Refusal::TupleOutsideRewrite);
                }
                if elems.iter().any(|e| matches!(e.ty, Type::Tuple(_))) {
                    return Err(Refusal::Plain);
                }
                let mut out = Vec::new();
                for value in tuple_elements(e) {
                    out.push(self.try_convert(value, to)?);
                }
                Ok(hir::Expr {
                    kind: hir::ExprKind::Range(out),
                    ty: to.clone(),
                    span,
                })
            }
            _ => Err(Refusal::Plain),
        }
    }

    /// True when `e` converts to `to` (nothing is reported).
    pub fn converts(&self, e: &hir::Expr, to: &Type) -> bool {
        self.try_convert(e.clone(), to).is_ok()
    }
}

/// The elements of a tuple-typed expression: a literal's values, else one element
/// access per element.
fn tuple_elements(e: hir::Expr) -> Vec<hir::Expr> {
    let span = e.span;
    match e.kind {
        hir::ExprKind::Tuple(values) => values,
        kind => {
            let elems = e.ty.tuple_elems().map(<[_]>::to_vec).unwrap_or_default();
            let base = hir::Expr {
                kind,
                ty: e.ty.clone(),
                span,
            };
            elems
                .into_iter()
                .enumerate()
                .map(|(index, elem)| hir::Expr {
                    kind: hir::ExprKind::TupleElem {
                        tuple: Box::new(base.clone()),
                        index,
                    },
                    ty: elem.ty,
                    span,
                })
                .collect()
        }
    }
}
