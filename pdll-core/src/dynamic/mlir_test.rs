//! The native constraints and rewrites that MLIR 19's `--test-pdl-bytecode-pass`
//! registers (mlir/test/lib/Rewrite/TestPDLByteCode.cpp), as a [`NativeRegistry`]: what
//! `pdll apply` runs patterns with, so that it does what
//! `mlir-pdll -x=mlir | mlir-opt --test-pdl-bytecode-pass` does. The names are MLIR's.
//! The same natives for generated sets are in the differential tests
//! (`tests/src/natives.rs`).

use super::natives::{Kind, NativeRegistry};
use pdll_runtime::types::FloatKind;
use pdll_runtime::{Captured, Context, Ir, Op};

/// Whether `op` is named `name`.
fn is_named(ctx: &Context, ir: &Ir, op: Op, name: &str) -> bool {
    ctx.op_name_str(ir.op_name(op)) == name
}

/// `Some(no results)` when `holds`, else `None`: a constraint without results.
fn holds(holds: bool) -> Option<Vec<Captured>> {
    holds.then(Vec::new)
}

/// MLIR's test-pass natives:
///
/// - constraints `single_entity_constraint(op: Op)` (`op` is named `test.op`),
///   `multi_entity_constraint(root: Op, op: Op)` (the second is named `test.op`),
///   `multi_entity_var_constraint(values: ValueRange, types: TypeRange)` (two of
///   each), `op_constr_return_attr(op: Op) -> Attr` (the string `"test.success"` when
///   `op` is named `test.success_op`), `op_constr_return_type(op: Op) -> Type` (`f32`,
///   likewise);
/// - rewrites `creator(op: Op) -> Op` (an empty `test.success` op),
///   `type_creator() -> Type` (`f32`), `str_creator() -> Attr` (the string
///   `"test.str"`), `rewriter(op: Op, input: Value)` (creates `test.success(input)`
///   and erases `op`).
pub fn mlir_test_natives() -> NativeRegistry {
    let mut r = NativeRegistry::new();
    r.constraint(
        "single_entity_constraint",
        &[Kind::Op],
        &[],
        |ctx, ir, a| holds(is_named(ctx, ir, a[0].as_op()?, "test.op")),
    );
    r.constraint(
        "multi_entity_constraint",
        &[Kind::Op, Kind::Op],
        &[],
        |ctx, ir, a| holds(is_named(ctx, ir, a[1].as_op()?, "test.op")),
    );
    r.constraint(
        "multi_entity_var_constraint",
        &[Kind::ValueRange, Kind::TypeRange],
        &[],
        |_, _, a| holds(a[0].as_values()?.len() == 2 && a[1].as_types()?.len() == 2),
    );
    r.constraint(
        "op_constr_return_attr",
        &[Kind::Op],
        &[Kind::Attr],
        |ctx, ir, a| {
            is_named(ctx, ir, a[0].as_op()?, "test.success_op")
                .then(|| vec![Captured::Attribute(ctx.intern_string_attr("test.success"))])
        },
    );
    r.constraint(
        "op_constr_return_type",
        &[Kind::Op],
        &[Kind::Type],
        |ctx, ir, a| {
            is_named(ctx, ir, a[0].as_op()?, "test.success_op")
                .then(|| vec![Captured::Type(ctx.intern_float_type(FloatKind::F32))])
        },
    );
    r.rewrite("creator", &[Kind::Op], &[Kind::Op], |rw, _| {
        let name = rw.ctx_mut().intern_op_name("test.success");
        Ok(vec![Captured::Op(rw.create(name, &[], &[], None)?)])
    });
    r.rewrite("type_creator", &[], &[Kind::Type], |rw, _| {
        Ok(vec![Captured::Type(
            rw.ctx_mut().intern_float_type(FloatKind::F32),
        )])
    });
    r.rewrite("str_creator", &[], &[Kind::Attr], |rw, _| {
        Ok(vec![Captured::Attribute(
            rw.ctx_mut().intern_string_attr("test.str"),
        )])
    });
    r.rewrite("rewriter", &[Kind::Op, Kind::Value], &[], |rw, a| {
        let (op, input) = match (a[0].as_op(), a[1].as_value()) {
            (Some(op), Some(input)) => (op, input),
            _ => {
                return Err(pdll_runtime::RewriteError::Failed(
                    "rewriter takes an op and a value".into(),
                ))
            }
        };
        let name = rw.ctx_mut().intern_op_name("test.success");
        rw.create(name, &[input], &[], None)?;
        rw.erase_op(op)?;
        Ok(Vec::new())
    });
    r
}
