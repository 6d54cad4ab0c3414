//! Trivially dead ops: MLIR 19's `isOpTriviallyDead` over the registered definitions.
//!
//! An op is trivially dead when its results are unused and it would be trivially dead:
//! it is registered, neither a terminator nor a symbol, and the effects it declares are
//! only reads and allocations of its own results; with `RecursiveMemoryEffects`, the
//! ops nested in its regions must satisfy the same (without the terminator and symbol
//! rule, which MLIR applies to the outer op only). An unregistered op declares nothing,
//! so it is never trivially dead, nor is an op nesting one in a recursive region.
//! Ops whose effects MLIR computes in C++ from the op (`vector.transfer_write` writes
//! only a memref destination) have them registered as a function
//! ([`Context::register_memory_effects`]), which takes precedence over the
//! definition's declared effects.

use super::definition::MemoryEffects;
use crate::ir::{Ir, Op};
use crate::Context;

/// Whether `op` is unused and would be trivially dead (see the module docs): what the
/// greedy driver erases.
pub fn is_op_trivially_dead(ctx: &Context, ir: &Ir, op: Op) -> bool {
    !ir.op_has_uses(op) && would_op_be_trivially_dead(ctx, ir, op)
}

/// Whether `op` would be trivially dead if its results were unused (see the module
/// docs).
pub fn would_op_be_trivially_dead(ctx: &Context, ir: &Ir, op: Op) -> bool {
    match ctx.dialect.get(ir.op_name(op)) {
        Some(reg) if !reg.pinned => {}
        _ => return false,
    }
    // MLIR's worklist: each op must declare only removable effects, or declare none
    // and be recursive; a recursive op adds the ops of its regions.
    let mut stack = vec![op];
    while let Some(o) = stack.pop() {
        let Some(reg) = ctx.dialect.get(ir.op_name(o)) else {
            return false;
        };
        let keeps = match ctx.dialect.effects_fn(ir.op_name(o)).map(|f| f(ctx, ir, o)) {
            Some(MemoryEffects::Unknown) => !reg.recursive,
            Some(declared) => !declared.removable_when_unused(),
            None => match reg.def.effects {
                MemoryEffects::Declared(_) => !reg.removable,
                MemoryEffects::Unknown => !reg.recursive,
            },
        };
        if keeps {
            return false;
        }
        if reg.recursive {
            for &r in ir.regions(o) {
                for &b in ir.region_blocks(r) {
                    stack.extend(ir.block_ops(b));
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::{Arity, MemoryEffect, MemoryEffects, OpDefinition, OpTrait};

    fn setup() -> (Context, Ir) {
        let mut ctx = Context::new();
        ctx.register_ops(&[
            OpDefinition::new("t.pure")
                .result("r")
                .with_effects(MemoryEffects::NONE),
            OpDefinition::new("t.alloc")
                .result("r")
                .with_effects(MemoryEffects::Declared(
                    vec![MemoryEffect::Allocate(Some(0))].into(),
                )),
            OpDefinition::new("t.store")
                .with_effects(MemoryEffects::Declared(vec![MemoryEffect::Write].into())),
            OpDefinition::new("t.yield")
                .with_trait(OpTrait::IsTerminator)
                .with_effects(MemoryEffects::NONE),
            OpDefinition::new("t.sym")
                .with_trait(OpTrait::Symbol)
                .with_effects(MemoryEffects::NONE),
            OpDefinition::new("t.region")
                .with_regions(Arity::exactly(1))
                .with_trait(OpTrait::RecursiveMemoryEffects),
        ])
        .unwrap();
        (ctx, Ir::new())
    }

    fn op(ctx: &mut Context, ir: &mut Ir, text: &str) -> Op {
        ir.parse_source(ctx, text).unwrap();
        ir.block_ops(ir.top_block()).last().unwrap()
    }

    #[test]
    fn declared_effects_decide() {
        let (mut ctx, mut ir) = setup();
        let cases = [
            (r#"%0 = "t.pure"() : () -> i32"#, true),
            (r#"%0 = "t.alloc"() : () -> i32"#, true),
            (r#""t.store"() : () -> ()"#, false),
            (r#""t.yield"() : () -> ()"#, false),
            (r#""t.sym"() : () -> ()"#, false),
            (r#"%0 = "t.unregistered"() : () -> i32"#, false),
            (
                r#""t.region"() ({ %0 = "t.pure"() : () -> i32 "t.yield"() : () -> () }) : () -> ()"#,
                true,
            ),
            (
                r#""t.region"() ({ "t.store"() : () -> () }) : () -> ()"#,
                false,
            ),
            (
                r#""t.region"() ({ "t.other"() : () -> () }) : () -> ()"#,
                false,
            ),
        ];
        for (text, dead) in cases {
            let o = op(&mut ctx, &mut ir, text);
            assert_eq!(is_op_trivially_dead(&ctx, &ir, o), dead, "{text}");
        }
    }

    #[test]
    fn a_used_op_is_not_dead() {
        let (mut ctx, mut ir) = setup();
        let o = op(
            &mut ctx,
            &mut ir,
            r#"%0 = "t.pure"() : () -> i32
               "t.user"(%0) : (i32) -> ()"#,
        );
        let producer = ir.block_ops(ir.top_block()).next().unwrap();
        assert!(!is_op_trivially_dead(&ctx, &ir, producer));
        assert!(would_op_be_trivially_dead(&ctx, &ir, producer));
        assert!(!is_op_trivially_dead(&ctx, &ir, o));
    }

    #[test]
    fn registered_effects_decide_over_the_definition() {
        let (mut ctx, mut ir) = setup();
        ctx.register_op(OpDefinition::new("t.write").operand("dest"))
            .unwrap();
        // Writes only when its operand is an i64 (as a transfer writes only a memref).
        ctx.register_memory_effects("t.write", |ctx, ir, op| {
            let ty = ir.value_type(ir.operands(op)[0]);
            if ctx.type_to_string(ty) == "i64" {
                MemoryEffects::Declared(vec![MemoryEffect::Write].into())
            } else {
                MemoryEffects::NONE
            }
        });
        let on_i32 = op(
            &mut ctx,
            &mut ir,
            r#"%a = "t.x"() : () -> i32
               "t.write"(%a) : (i32) -> ()"#,
        );
        assert!(is_op_trivially_dead(&ctx, &ir, on_i32));
        let on_i64 = op(
            &mut ctx,
            &mut ir,
            r#"%b = "t.x"() : () -> i64
               "t.write"(%b) : (i64) -> ()"#,
        );
        assert!(!is_op_trivially_dead(&ctx, &ir, on_i64));
        assert!(ctx.dialect.any_removable());
    }
}
