//! Declarative assembly formats end to end: definitions built by hand with their ODS
//! `assemblyFormat`, custom-form text read and printed, compared with what mlir-opt-19
//! prints for the same input (expected texts below come from `mlir-opt-19
//! --allow-unregistered-dialect IN.mlir`, and with `--mlir-print-op-generic`).

use pdll_runtime::dialect::{
    AttrSyntax, EnumCase, GroupKind, InherentAttr, MemoryEffects, OpDefinition, OpTrait,
    TypeTransform,
};
use pdll_runtime::{Context, Ir};
use std::borrow::Cow;

fn arith() -> Vec<OpDefinition> {
    let overflow = InherentAttr::optional("overflowFlags")
        .with_syntax(AttrSyntax::Dialect {
            dialect: "arith".into(),
            mnemonic: "overflow".into(),
        })
        .with_default("#arith.overflow<none>");
    let predicate = InherentAttr::required("predicate").with_syntax(AttrSyntax::IntEnum {
        ty: "i64".into(),
        cases: Cow::Owned(
            [
                "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
            ]
            .iter()
            .enumerate()
            .map(|(i, k)| EnumCase::new(k, i as i64))
            .collect(),
        ),
    });
    vec![
        OpDefinition::new("arith.addi")
            .operand("lhs")
            .operand("rhs")
            .result("result")
            .inherent_attr(overflow)
            .with_trait(OpTrait::SameOperandsAndResultType)
            .with_effects(MemoryEffects::NONE)
            .with_assembly_format(
                "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            ),
        OpDefinition::new("arith.cmpi")
            .operand("lhs")
            .operand("rhs")
            .result("result")
            .inherent_attr(predicate)
            .with_trait(OpTrait::SameTypeOperands)
            .with_trait(OpTrait::TypesMatchWithTransform {
                from: "lhs".into(),
                to: "result".into(),
                transform: TypeTransform::I1SameShape,
            })
            .with_effects(MemoryEffects::NONE)
            .with_assembly_format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"),
        OpDefinition::new("func.return")
            .operand_group("operands", GroupKind::Variadic)
            .with_trait(OpTrait::IsTerminator)
            .with_effects(MemoryEffects::NONE)
            .with_assembly_format("attr-dict ($operands^ `:` type($operands))?"),
    ]
}

fn context() -> Context {
    let mut ctx = Context::new();
    for d in arith() {
        ctx.register_op(d).unwrap_or_else(|e| panic!("{e}"));
    }
    ctx
}

const INPUT: &str = r#"%a, %b = "test.args"() : () -> (i32, i32)
%0 = arith.addi %a, %b : i32
%1 = arith.addi %0, %b overflow<nsw, nuw> : i32
%2 = arith.cmpi slt, %0, %1 : i32
%3 = "arith.addi"(%a, %b) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
"test.use"(%2, %3) : (i1, i32) -> ()
"#;

#[test]
fn arith_ops_read_and_print_as_mlir_opt_does() {
    let mut ctx = context();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, INPUT)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        ir.print(&ctx),
        r#"module {
  %0:2 = "test.args"() : () -> (i32, i32)
  %1 = arith.addi %0#0, %0#1 : i32
  %2 = arith.addi %1, %0#1 overflow<nsw, nuw> : i32
  %3 = arith.cmpi slt, %1, %2 : i32
  %4 = arith.addi %0#0, %0#1 : i32
  "test.use"(%3, %4) : (i1, i32) -> ()
}
"#
    );
    assert_eq!(
        ir.print_generic(&ctx),
        r#""builtin.module"() ({
  %0:2 = "test.args"() : () -> (i32, i32)
  %1 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %2 = "arith.addi"(%1, %0#1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
  %3 = "arith.cmpi"(%1, %2) <{predicate = 2 : i64}> : (i32, i32) -> i1
  %4 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  "test.use"(%3, %4) : (i1, i32) -> ()
}) : () -> ()
"#
    );
}

/// An optional group left out (`func.return` without operands) reads as an empty
/// group: there are no types to resolve.
#[test]
fn a_group_left_out_has_no_types_to_resolve() {
    let mut ctx = context();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, "\"test.f\"() ({\n  func.return\n}) : () -> ()\n")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        ir.print(&ctx),
        "module {\n  \"test.f\"() ({\n    func.return\n  }) : () -> ()\n}\n"
    );
}
