//! The native constraints and rewrites that MLIR 19's `--test-pdl-bytecode-pass`
//! registers (mlir/test/lib/Rewrite/TestPDLByteCode.cpp), in Rust, with the calling
//! convention of generated pattern sets (see `pdll_core::codegen`). Differential cases
//! declare them body-less in PDLL (`Constraint single_entity_constraint(op: Op);`) and
//! the generated code calls these functions, which are in scope of every case module.
//!
//! The names are MLIR's and must stay so; hence the snake-case names of natives that
//! PDLL would usually spell in CamelCase.

use pdll::runtime::attributes::Attribute;
use pdll::runtime::types::{FloatKind, Type};
use pdll::runtime::{Context, Ir, Op, RewriteError, Rewriter, Value};

/// Whether `op` is named `name`.
fn is_named(ctx: &Context, ir: &Ir, op: Op, name: &str) -> bool {
    ctx.op_name_str(ir.op_name(op)) == name
}

/// Holds when `op` is named `test.op`.
pub fn single_entity_constraint(ctx: &mut Context, ir: &Ir, op: Op) -> bool {
    is_named(ctx, ir, op, "test.op")
}

/// Holds when the second op is named `test.op` (the first is ignored, as in MLIR).
pub fn multi_entity_constraint(ctx: &mut Context, ir: &Ir, _root: Op, op: Op) -> bool {
    is_named(ctx, ir, op, "test.op")
}

/// Holds when both ranges have exactly two elements.
pub fn multi_entity_var_constraint(
    _ctx: &mut Context,
    _ir: &Ir,
    values: &[Value],
    types: &[Type],
) -> bool {
    values.len() == 2 && types.len() == 2
}

/// The string attribute `"test.success"` when `op` is named `test.success_op`.
pub fn op_constr_return_attr(ctx: &mut Context, ir: &Ir, op: Op) -> Option<Attribute> {
    is_named(ctx, ir, op, "test.success_op").then(|| ctx.intern_string_attr("test.success"))
}

/// The type `f32` when `op` is named `test.success_op`.
pub fn op_constr_return_type(ctx: &mut Context, ir: &Ir, op: Op) -> Option<Type> {
    is_named(ctx, ir, op, "test.success_op").then(|| ctx.intern_float_type(FloatKind::F32))
}

/// Creates an empty `test.success` op at the insertion point (before the root).
pub fn creator(rewriter: &mut Rewriter<'_>, _op: Op) -> Result<Op, RewriteError> {
    let name = rewriter.ctx_mut().intern_op_name("test.success");
    Ok(rewriter.create(name, &[], &[], None)?)
}

/// The type `f32`.
pub fn type_creator(rewriter: &mut Rewriter<'_>) -> Type {
    rewriter.ctx_mut().intern_float_type(FloatKind::F32)
}

/// The string attribute `"test.str"`.
pub fn str_creator(rewriter: &mut Rewriter<'_>) -> Attribute {
    rewriter.ctx_mut().intern_string_attr("test.str")
}

/// Creates `test.success(input)` (no results) and erases `op`.
pub fn rewriter(rewriter: &mut Rewriter<'_>, op: Op, input: Value) -> Result<(), RewriteError> {
    let name = rewriter.ctx_mut().intern_op_name("test.success");
    rewriter.create(name, &[input], &[], None)?;
    rewriter.erase_op(op)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn op_named(ctx: &mut Context, ir: &mut Ir, name: &str) -> Op {
        let name = ctx.intern_op_name(name);
        let ty = ctx.intern_integer_type(32);
        let op = ir.create_simple_op(name, &[], &[ty], None);
        let top = ir.top_block();
        ir.append_op(top, op);
        op
    }

    #[test]
    fn constraints_check_names_and_sizes() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let test_op = op_named(&mut ctx, &mut ir, "test.op");
        let other = op_named(&mut ctx, &mut ir, "test.other");
        assert!(single_entity_constraint(&mut ctx, &ir, test_op));
        assert!(!single_entity_constraint(&mut ctx, &ir, other));
        assert!(multi_entity_constraint(&mut ctx, &ir, other, test_op));
        assert!(!multi_entity_constraint(&mut ctx, &ir, test_op, other));
        let v = ir.results(test_op).next().unwrap();
        let t = ctx.intern_integer_type(8);
        assert!(multi_entity_var_constraint(&mut ctx, &ir, &[v, v], &[t, t]));
        assert!(!multi_entity_var_constraint(&mut ctx, &ir, &[v], &[t, t]));
        assert!(!multi_entity_var_constraint(
            &mut ctx,
            &ir,
            &[v, v],
            &[t, t, t]
        ));
    }

    #[test]
    fn constraints_with_results() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let good = op_named(&mut ctx, &mut ir, "test.success_op");
        let bad = op_named(&mut ctx, &mut ir, "test.op");
        let attr = op_constr_return_attr(&mut ctx, &ir, good).unwrap();
        assert_eq!(ctx.attr_to_string(attr), "\"test.success\"");
        assert!(op_constr_return_attr(&mut ctx, &ir, bad).is_none());
        let ty = op_constr_return_type(&mut ctx, &ir, good).unwrap();
        assert_eq!(ctx.type_to_string(ty), "f32");
        assert!(op_constr_return_type(&mut ctx, &ir, bad).is_none());
    }

    #[test]
    fn rewrites_create_and_erase() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let src = op_named(&mut ctx, &mut ir, "test.src");
        let root = op_named(&mut ctx, &mut ir, "test.root");
        let input = ir.results(src).next().unwrap();
        let mut rw = Rewriter::new(&mut ctx, &mut ir);
        rw.set_insertion_point_before(root);
        let created = creator(&mut rw, root).unwrap();
        let t = type_creator(&mut rw);
        let s = str_creator(&mut rw);
        rewriter(&mut rw, root, input).unwrap();
        assert!(ir.is_erased(root));
        assert_eq!(ctx.op_name_str(ir.op_name(created)), "test.success");
        assert_eq!(ctx.type_to_string(t), "f32");
        assert_eq!(ctx.attr_to_string(s), "\"test.str\"");
        let text = ir.print_generic(&ctx);
        assert!(text.contains("\"test.success\"() : () -> ()"), "{text}");
        assert!(
            text.contains("\"test.success\"(%0) : (i32) -> ()"),
            "{text}"
        );
    }
}
