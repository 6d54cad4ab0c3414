//! Trivially dead ops: MLIR 19's `isOpTriviallyDead` over the registered definitions.
//!
//! An op is trivially dead when its results are unused and it would be trivially dead:
//! it is registered, neither a terminator nor a symbol, and the effects it declares are
//! only reads and allocations of its own results; with `RecursiveMemoryEffects`, the
//! ops nested in its regions must satisfy the same (without the terminator and symbol
//! rule, which MLIR applies to the outer op only). An unregistered op declares nothing,
//! so it is never trivially dead, nor is an op nesting one in a recursive region.
//! A few ops of MLIR's dialects declare their effects in C++, by their operands'
//! types (`vector.transfer_read` and `vector.transfer_write`: only on memrefs); their
//! effects are known here by name ([`type_dependent_effects`]).

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
        let keeps = match reg.def.effects {
            MemoryEffects::Declared(_) => !reg.removable,
            MemoryEffects::Unknown => match type_dependent_effects(ctx, ir, o) {
                Some(removable) => !removable,
                None => !reg.recursive,
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

/// For the ops of MLIR's dialects whose effects (a C++ `getEffects`) depend on their
/// operands' types, whether the effects of `op` allow erasing it when unused: a
/// `vector.transfer_read` reads a memref or nothing (a tensor), a
/// `vector.transfer_write` writes a memref or nothing. `None` for other ops.
fn type_dependent_effects(ctx: &Context, ir: &Ir, op: Op) -> Option<bool> {
    match ctx.op_name_str(ir.op_name(op)) {
        "vector.transfer_read" => Some(true),
        "vector.transfer_write" => {
            let source = *ir.operands(op).get(1)?;
            Some(!matches!(
                ctx.type_kind(ir.value_type(source)),
                crate::types::TypeKind::MemRef { .. }
                    | crate::types::TypeKind::UnrankedMemRef { .. }
            ))
        }
        _ => None,
    }
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
}
