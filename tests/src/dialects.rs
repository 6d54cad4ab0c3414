//! The op definitions the differential harness registers: those of the arith, func
//! and memref ops the cases use, written by hand from MLIR 19's ODS (`ArithOps.td`,
//! `FuncOps.td`, `MemRefOps.td`). `mlir-opt-19 --test-pdl-bytecode-pass` runs with
//! these dialects registered, so the runtime must know them as MLIR does: to put
//! inherent attributes in properties, infer result types, erase trivially dead ops and
//! verify counts. The compile-time ODS model will produce the same definitions from
//! the `.td` files a pattern file includes; this list then stays as the check of it.

// `super::runtime`: the library's `pdll::runtime`, or `pdll_runtime` in `build.rs`,
// which includes this file to give the definitions to the generated sets.
use super::runtime::dialect::{
    Arity, GroupKind, MemoryEffect, MemoryEffects, OpDefinition, OpTrait,
};
use std::borrow::Cow;

/// `arith.andi`, `arith.ori`: `Arith_IntBinaryOp` (Pure, SameOperandsAndResultType).
fn int_binary(name: &'static str) -> OpDefinition {
    OpDefinition::new(name)
        .operand("lhs")
        .operand("rhs")
        .result("result")
        .with_trait(OpTrait::SameOperandsAndResultType)
        .with_effects(MemoryEffects::NONE)
}

/// The definitions (see the module docs).
pub fn mlir_test_pass_definitions() -> Vec<OpDefinition> {
    const SELECT_TYPES: &[Cow<'static, str>] = &[
        Cow::Borrowed("true_value"),
        Cow::Borrowed("false_value"),
        Cow::Borrowed("result"),
    ];
    vec![
        int_binary("arith.andi"),
        int_binary("arith.ori"),
        // `Arith_CompareOp`: result `BoolLike`, built as `I1` for scalars.
        OpDefinition::new("arith.cmpi")
            .operand("lhs")
            .operand("rhs")
            .buildable_result("result", "i1")
            .attribute("predicate")
            .with_effects(MemoryEffects::NONE),
        OpDefinition::new("arith.select")
            .operand("condition")
            .operand("true_value")
            .operand("false_value")
            .result("result")
            .with_trait(OpTrait::all_types_match(SELECT_TYPES))
            .with_effects(MemoryEffects::NONE),
        OpDefinition::new("func.func")
            .attribute("sym_name")
            .attribute("function_type")
            .optional_attribute("sym_visibility")
            .optional_attribute("arg_attrs")
            .optional_attribute("res_attrs")
            .with_regions(Arity::exactly(1))
            .with_trait(OpTrait::Symbol),
        OpDefinition::new("func.call")
            .operand_group("operands", GroupKind::Variadic)
            .result_group("results", GroupKind::Variadic)
            .attribute("callee")
            .optional_attribute("arg_attrs")
            .optional_attribute("res_attrs"),
        OpDefinition::new("func.return")
            .operand_group("operands", GroupKind::Variadic)
            .with_trait(OpTrait::IsTerminator)
            .with_effects(MemoryEffects::NONE),
        OpDefinition::new("memref.alloc")
            .operand_group("dynamicSizes", GroupKind::Variadic)
            .operand_group("symbolOperands", GroupKind::Variadic)
            .result("memref")
            .optional_attribute("alignment")
            .with_trait(OpTrait::AttrSizedOperandSegments)
            .with_effects(MemoryEffects::Declared(
                vec![MemoryEffect::Allocate(Some(0))].into(),
            )),
        OpDefinition::new("memref.load")
            .operand("memref")
            .operand_group("indices", GroupKind::Variadic)
            .result("result")
            .optional_attribute("nontemporal")
            .with_effects(MemoryEffects::Declared(vec![MemoryEffect::Read].into())),
        OpDefinition::new("memref.store")
            .operand("value")
            .operand("memref")
            .operand_group("indices", GroupKind::Variadic)
            .optional_attribute("nontemporal")
            .with_effects(MemoryEffects::Declared(vec![MemoryEffect::Write].into())),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::runtime::Context;

    #[test]
    fn the_definitions_register() {
        let mut ctx = Context::new();
        ctx.register_ops(&mlir_test_pass_definitions()).unwrap();
        let andi = ctx.lookup_op_name("arith.andi").unwrap();
        assert!(ctx.is_registered_op(andi));
    }
}
