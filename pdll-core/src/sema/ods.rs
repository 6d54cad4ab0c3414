//! What ODS changes in the checks, as mlir-pdll 19 does it (its parser's
//! `processTdIncludeRecords`, `validateMemberAccess`, `convertExpressionTo` and
//! `validateOperationOperandsOrResults`):
//! - a `.td` include defines a native constraint per ODS `Attr`/`Type` def and
//!   interface, of one parameter `self` (unless the name is already defined);
//! - `op.name` and `op.N` on an op with ODS name a result *group*: a `Value`, or a
//!   `ValueRange` for a variadic group; any other name is an invalid member access;
//! - an op converts to a `Value` only if ODS gives it results, at most one of them
//!   single;
//! - an operand (result) list of more than one element, or an empty one, must give
//!   one element per ODS group: a `Value` (`Type`) for a single or optional group, a
//!   `ValueRange` (`TypeRange`) for a variadic one. An empty list is accepted when
//!   every group is variable-length; in a rewrite section, for an op with several
//!   variadic groups, it becomes one empty range per group.

use super::checker::{Check, Checker, DeclInfo, Reported};
use super::hir::{self, DeclId, DeclKind, Type};
use super::scope::{Binding, Entry};
use super::Context;
use crate::diag::Diagnostic;
use crate::ods::{builtin, ConstraintKind, Operation, ValueGroup};
use crate::source::Span;
use crate::syntax::ast;

/// Operand or result groups: which list of an op expression is checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum GroupKind {
    /// The operand list.
    Operand,
    /// The result type list.
    Result,
}

impl GroupKind {
    fn word(self) -> &'static str {
        match self {
            GroupKind::Operand => "operand",
            GroupKind::Result => "result",
        }
    }

    fn types(self) -> (Type, Type) {
        match self {
            GroupKind::Operand => (Type::Value, Type::ValueRange),
            GroupKind::Result => (Type::Type, Type::TypeRange),
        }
    }
}

impl Checker {
    /// The ODS definition of the op named `name`, if an included `.td` file has one.
    pub fn ods_op(&self, name: Option<&str>) -> Option<&Operation> {
        name.and_then(|n| self.ods.operation(n))
    }

    /// The note of errors about an ODS op: its definition in the `.td` file.
    fn ods_note(op: &Operation, extra: &str) -> (Span, String) {
        (
            op.span,
            format!("see the definition of `{}`{extra} here", op.name),
        )
    }

    /// Defines the constraints of a `.td` include (see the module docs).
    pub fn import_ods(&mut self, import: &ast::OdsImport) {
        let ods = self.ods.clone();
        for name in &import.constraints {
            let Some(def) = ods.constraint(name) else {
                continue;
            };
            if self.scopes.lookup(name).is_some() {
                continue;
            }
            let (ty, constraint) = match def.kind {
                ConstraintKind::Attr | ConstraintKind::AttrInterface => {
                    (Type::Attr, hir::VarConstraintKind::Attr(None))
                }
                ConstraintKind::Type | ConstraintKind::TypeInterface => {
                    (Type::Type, hir::VarConstraintKind::Type)
                }
                ConstraintKind::OpInterface => (Type::Op(None), hir::VarConstraintKind::Op(None)),
            };
            let param = self.new_var(hir::Var {
                name: "self".to_owned(),
                kind: hir::VarKind::Param,
                ty,
                constraints: vec![hir::VarConstraint {
                    kind: constraint,
                    span: def.span,
                }],
                init: None,
                span: def.span,
            });
            let id = DeclId(self.prog.decls.len() as u32);
            self.prog.decls.push(hir::Decl {
                kind: DeclKind::Constraint,
                name: Some(name.clone()),
                params: vec![param],
                results: Vec::new(),
                result_ty: Type::unit(),
                body: hir::DeclBody::Ods {
                    kind: def.kind,
                    check: builtin::builtin_check(name),
                },
                global: true,
                span: def.span,
            });
            self.decl_info.push(DeclInfo {
                name_span: def.span,
            });
            self.scopes.force_define(
                name,
                Entry {
                    binding: Binding::Decl(id),
                    span: def.span,
                },
            );
        }
    }

    /// `op.name` / `op.N` on an op with ODS: the result group's index and type.
    pub fn ods_member(&self, op: &Operation, name: &str) -> Option<(usize, Type)> {
        let index = op.result_group(name)?;
        let ty = if op.results[index].length.is_range_in_pdll() {
            Type::ValueRange
        } else {
            Type::Value
        };
        Some((index, ty))
    }

    /// Why an op of ODS name `name` cannot convert to a `Value`, if it cannot: the
    /// note at its definition.
    pub fn ods_value_refusal(&self, name: Option<&str>) -> Option<(Span, String)> {
        let op = self.ods_op(name)?;
        if op.results.is_empty() {
            return Some((
                op.span,
                format!(
                    "see the definition of `{}`, which was defined with zero results",
                    op.name
                ),
            ));
        }
        let singles = op.single_results();
        (singles > 1).then(|| {
            (
                op.span,
                format!(
                    "see the definition of `{}`, which was defined with at least {singles} results",
                    op.name
                ),
            )
        })
    }

    /// Checks the operand or result list `list` (of the op expression at `span`)
    /// against the ODS groups of `op`.
    pub fn ods_groups(
        &mut self,
        op: &Operation,
        kind: GroupKind,
        list: &[ast::Expr],
        span: Span,
    ) -> Check<Vec<hir::Expr>> {
        let groups: &[ValueGroup] = match kind {
            GroupKind::Operand => &op.operands,
            GroupKind::Result => &op.results,
        };
        let (single, range) = kind.types();
        let mismatch = |checker: &mut Checker| {
            let (at, note) = Self::ods_note(op, "");
            checker.error(
                Diagnostic::error(
                    span,
                    format!(
                        "invalid number of {} groups for `{}`; expected {}, but got {}",
                        kind.word(),
                        op.name,
                        groups.len(),
                        list.len()
                    ),
                )
                .with_code(crate::diag::Code::ArgumentCount)
                .with_label(at, note),
            )
        };
        if list.is_empty() {
            if groups.iter().any(|g| !g.length.is_variable()) {
                return Err(mismatch(self));
            }
            let variadic = groups.len();
            if self.ctx != Context::Rewrite || variadic <= 1 {
                return Ok(Vec::new());
            }
            // In a rewrite, an op of several variable-length groups gets an empty
            // range for each, so that its operand list follows the ODS signature.
            return Ok((0..variadic)
                .map(|_| hir::Expr {
                    kind: hir::ExprKind::Range(Vec::new()),
                    ty: range.clone(),
                    span,
                })
                .collect());
        }
        if list.len() == 1 {
            let v = self.expr(&list[0])?;
            return Ok(vec![self.convert(v, &range, None)?]);
        }
        if list.len() != groups.len() {
            return Err(mismatch(self));
        }
        let mut out = Vec::new();
        let mut failed = false;
        for (e, group) in list.iter().zip(groups) {
            let want = if group.length.is_range_in_pdll() {
                &range
            } else {
                &single
            };
            let checked = self
                .expr(e)
                .and_then(|v| self.convert(v, want, Some(Self::ods_note(op, ""))));
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

    /// The warning mlir-pdll gives for an op created in a rewrite without result types
    /// (and not as a replacement) when ODS says it has results whose types it cannot
    /// infer.
    pub fn ods_inference_warning(&mut self, op: &Operation, span: Span) {
        let needs = op.results.iter().any(|r| !r.length.is_variable());
        if needs && !op.infers_result_types {
            let name = &op.name;
            let (at, note) = Self::ods_note(op, "");
            self.diags.push(
                Diagnostic::warning(
                    span,
                    format!(
                        "operation result types are marked to be inferred, but `{name}` does not \
                         provide an implementation of `InferTypeOpInterface`. Ensure that \
                         `{name}` attaches `InferTypeOpInterface` at runtime, or add support to \
                         the ODS definition to remove this warning."
                    ),
                )
                .with_code(crate::diag::Code::UninferableResults)
                .with_label(at, note),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::ods::{
        ConstraintDef, ConstraintKind, OdsContext, Operation, Trait, ValueGroup, VariableLength,
    };
    use crate::pdl;
    use crate::sema::{self, hir};
    use crate::source::{SourceMap, Span};
    use crate::syntax::{ast, parse_str, ParseOptions};
    use std::rc::Rc;
    use VariableLength::*;

    fn group(name: &str, length: VariableLength) -> ValueGroup {
        ValueGroup {
            name: name.into(),
            length,
            constraint: "AnyType".into(),
            summary: String::new(),
            builder_call: String::new(),
            buildable_type: None,
            effects: Vec::new(),
            segment_attr: None,
        }
    }

    fn op(name: &str, operands: Vec<ValueGroup>, results: Vec<ValueGroup>) -> Operation {
        let (dialect, mnemonic) = name.split_once('.').unwrap();
        Operation {
            name: name.into(),
            dialect: dialect.into(),
            mnemonic: mnemonic.into(),
            def_name: format!("{mnemonic}_op"),
            summary: String::new(),
            description: String::new(),
            operands,
            attributes: Vec::new(),
            results,
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Vec::<Trait>::new(),
            infers_result_types: false,
            assembly_format: None,
            assembly_format_span: None,
            has_custom_assembly_format: false,
            implicit_terminator: None,
            span: Span::call_site(),
        }
    }

    /// A small dialect `t`: `t.add(lhs, rhs) -> result`, `t.split(x) -> (low, rest...)`,
    /// `t.store(v)` (no results), `t.pair() -> (a, b)`, `t.cat(ins..., outs...)`,
    /// `t.opt(x?) -> r?`; constraints `I32Attr` and `I32`.
    fn dialect() -> OdsContext {
        let mut ods = OdsContext::new();
        ods.insert_operation(op(
            "t.add",
            vec![group("lhs", Single), group("rhs", Single)],
            vec![group("result", Single)],
        ));
        ods.insert_operation(op(
            "t.split",
            vec![group("x", Single)],
            vec![group("low", Single), group("rest", Variadic)],
        ));
        ods.insert_operation(op("t.store", vec![group("v", Single)], vec![]));
        ods.insert_operation(op(
            "t.pair",
            vec![],
            vec![group("a", Single), group("b", Single)],
        ));
        ods.insert_operation(op(
            "t.cat",
            vec![group("ins", Variadic), group("outs", Variadic)],
            vec![],
        ));
        ods.insert_operation(op(
            "t.opt",
            vec![group("x", Optional)],
            vec![group("r", Optional)],
        ));
        for (name, kind) in [
            ("I32Attr", ConstraintKind::Attr),
            ("I32", ConstraintKind::Type),
        ] {
            ods.insert_constraint(ConstraintDef {
                name: name.into(),
                kind,
                summary: String::new(),
                condition: String::new(),
                span: Span::call_site(),
            });
        }
        ods
    }

    /// `src` parsed, with the dialect's `.td` include at the line `#ods` (else first).
    fn module(src: &str) -> ast::Module {
        let src = src.replace("#ods", "");
        let (m, diags) = parse_str(
            "t.pdll",
            &src,
            &ParseOptions::default(),
            &mut SourceMap::new(),
        );
        assert!(diags.is_empty(), "{diags:?}");
        let mut m = m.unwrap();
        let ods = dialect();
        let import = ast::Item::Ods(ast::OdsImport {
            constraints: ods.constraints.keys().cloned().collect(),
            span: Span::call_site(),
        });
        m.ods = Rc::new(ods);
        m.items.insert(0, import);
        m
    }

    fn check(src: &str) -> (Option<hir::Program>, Vec<String>) {
        let (prog, diags) = sema::check(&module(src));
        let msgs = diags
            .iter()
            .filter(|d| d.is_error())
            .map(|d| {
                let labels: Vec<&str> = d.labels.iter().map(|l| l.message.as_str()).collect();
                if labels.is_empty() {
                    d.message.clone()
                } else {
                    format!("{} [{}]", d.message, labels.join("; "))
                }
            })
            .collect();
        (prog, msgs)
    }

    fn errors(src: &str) -> Vec<String> {
        let (prog, msgs) = check(src);
        assert!(prog.is_none(), "expected errors for {src}");
        msgs
    }

    fn pdl(src: &str) -> String {
        let (prog, msgs) = check(src);
        let prog = prog.unwrap_or_else(|| panic!("{msgs:?}"));
        pdl::lower(&prog).unwrap().to_mlir_string()
    }

    #[test]
    fn named_and_indexed_result_groups() {
        let text = pdl(
            "Pattern { let s = op<t.split>(x: Value); let a = op<t.add>(s.low, s.0); \
                        let b = op<t.cat>(s.rest, a); erase b; }",
        );
        assert!(text.contains("results 0 of %2  -> !pdl.value"), "{text}");
        assert!(
            text.contains("results 1 of %2  -> !pdl.range<value>"),
            "{text}"
        );
        assert_eq!(
            errors("Pattern { let s = op<t.split>(x: Value); let v = s.high; erase s; }"),
            [
                "invalid member access `high` on expression of type `Op<t.split>` \
              [see the definition of `t.split` here]"
            ]
        );
        assert_eq!(
            errors("Pattern { let s = op<t.split>(x: Value); let v = s.2; erase s; }"),
            [
                "invalid member access `2` on expression of type `Op<t.split>` \
              [see the definition of `t.split` here]"
            ]
        );
        // An op without ODS still takes any index, and no name.
        pdl("Pattern { let s = op<u.split>(x: Value); let v = s.7; erase op<u.x>(v); }");
        assert_eq!(
            errors("Pattern { let s = op<u.split>; let v = s.low; erase s; }").len(),
            1
        );
    }

    #[test]
    fn group_counts_follow_ods() {
        assert_eq!(
            errors("Pattern { let a = op<t.add>(x: Value, y: Value, z: Value); erase a; }"),
            [
                "invalid number of operand groups for `t.add`; expected 2, but got 3 \
              [see the definition of `t.add` here]"
            ]
        );
        assert_eq!(
            errors("Pattern { let a = op<t.add>(); erase a; }"),
            [
                "invalid number of operand groups for `t.add`; expected 2, but got 0 \
              [see the definition of `t.add` here]"
            ]
        );
        assert_eq!(
            errors("Pattern { let a = op<t.add>(x: Value, y: Value) -> (); erase a; }"),
            [
                "invalid number of result groups for `t.add`; expected 1, but got 0 \
              [see the definition of `t.add` here]"
            ]
        );
        // An omitted operand list in a rewrite is an empty one.
        assert_eq!(
            errors(
                "Pattern { let a = op<t.add>(x: Value, y: Value); rewrite a with { op<t.add>; }; }"
            )
            .len(),
            1
        );
        // One element is always a range; a variadic group takes a range, a single or
        // optional one a value.
        pdl("Pattern { let a = op<t.add>(xs: ValueRange); erase a; }");
        pdl("Pattern { let c = op<t.cat>(xs: ValueRange, ys: ValueRange); erase c; }");
        assert_eq!(
            errors("Pattern { let a = op<t.add>(x: Value, t: Type); erase a; }"),
            [
                "unable to convert expression of type `Type` to the expected type of `Value` \
              [see the definition of `t.add` here]"
            ]
        );
        // Empty lists are fine when every group is variable-length.
        pdl("Pattern { let c = op<t.cat>(); erase c; }");
        pdl("Pattern { let o = op<t.opt>() -> (); erase o; }");
    }

    #[test]
    fn rewrites_give_each_variadic_group_an_empty_range() {
        let text = pdl("Pattern { let a = op<t.add>(x: Value, y: Value); \
                        rewrite a with { op<t.cat>(); }; }");
        assert!(
            text.contains("operation \"t.cat\"(%4, %5 : !pdl.range<value>, !pdl.range<value>)"),
            "{text}"
        );
        assert_eq!(
            text.matches("range : !pdl.range<value>").count(),
            2,
            "{text}"
        );
    }

    #[test]
    fn ops_convert_to_value_only_with_one_single_result() {
        assert_eq!(
            errors("Pattern { let s = op<t.store>(v: Value); let a = op<t.add>(s, v); erase a; }"),
            ["unable to convert expression of type `Op<t.store>` to the expected type of `Value` \
              [see the definition of `t.store`, which was defined with zero results; \
              see the definition of `t.add` here]"]
        );
        assert_eq!(
            errors("Pattern { let p = op<t.pair>(); let a = op<t.add>(p, v: Value); erase a; }"),
            ["unable to convert expression of type `Op<t.pair>` to the expected type of `Value` \
              [see the definition of `t.pair`, which was defined with at least 2 results; \
              see the definition of `t.add` here]"]
        );
        // One single result and a variadic group: result 0.
        let text =
            pdl("Pattern { let s = op<t.split>(x: Value); let a = op<t.add>(s, x); erase a; }");
        assert!(text.contains("result 0 of %2"), "{text}");
        // As one operand, the op stands for all its results.
        let text = pdl("Pattern { let p = op<t.pair>(); let c = op<t.cat>(p); erase c; }");
        assert!(text.contains("results of %1"), "{text}");
    }

    #[test]
    fn ods_constraints_are_natives_of_one_parameter() {
        let text = pdl(
            "Pattern { let a = op<t.add>(x: Value<ty: I32>, y: Value) {v = c: I32Attr}; erase a; }",
        );
        assert!(
            text.contains("apply_native_constraint \"I32\"(%0 : !pdl.type)"),
            "{text}"
        );
        assert!(
            text.contains("apply_native_constraint \"I32Attr\"(%3 : !pdl.attribute)"),
            "{text}"
        );
        // Called like a native.
        pdl(
            "Pattern { let a = op<t.add>(x: Value, y: Value) {v = c: Attr}; I32Attr(c); erase a; }",
        );
        assert_eq!(
            errors(
                "Pattern { let a = op<t.add>(x: Value, y: Value) {v = c: Attr}; I32(c); erase a; }"
            )
            .len(),
            1
        );
        // A name the program defines later clashes; one defined before the include wins.
        assert_eq!(
            errors("Constraint I32(t: Type);"),
            ["`I32` has already been defined [see previous definition here]"]
        );
        let mut m = module("Constraint I32(t: Type) [{ true }];");
        m.items.rotate_left(1);
        let (prog, diags) = sema::check(&m);
        assert!(diags.is_empty(), "{diags:?}");
        let prog = prog.unwrap();
        let i32s: Vec<_> = prog
            .decls
            .iter()
            .filter(|d| d.name.as_deref() == Some("I32"))
            .collect();
        assert_eq!(i32s.len(), 1);
        assert!(matches!(i32s[0].body, hir::DeclBody::Native(_)));
    }

    #[test]
    fn ops_created_without_types_that_ods_cannot_infer_warn() {
        let warnings = |src: &str| -> Vec<String> {
            let (prog, diags) = sema::check(&module(src));
            assert!(prog.is_some(), "{diags:?}");
            diags.iter().map(|d| d.message.clone()).collect()
        };
        let w = warnings(
            "Pattern { let a = op<t.add>(x: Value, y: Value); rewrite a with { op<t.add>(x, y); }; }",
        );
        assert_eq!(w.len(), 1, "{w:?}");
        assert!(w[0].starts_with("operation result types are marked to be inferred, but `t.add` does not provide an implementation of `InferTypeOpInterface`"), "{w:?}");
        // Not for a replacement (types of the replaced op), explicit types, or an op
        // whose results are all variable-length.
        assert!(warnings(
            "Pattern { let a = op<t.add>(x: Value, y: Value); replace a with op<t.add>(x, y); }"
        )
        .is_empty());
        assert!(warnings("Pattern { let a = op<t.add>(x: Value, y: Value) -> (t: Type); rewrite a with { op<t.add>(x, y) -> (t); }; }").is_empty());
        assert!(warnings(
            "Pattern { let a = op<t.add>(x: Value, y: Value); rewrite a with { op<t.opt>(x); }; }"
        )
        .is_empty());
    }
}
