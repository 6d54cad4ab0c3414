//! Declarative assembly formats end to end: definitions built by hand with their ODS
//! `assemblyFormat`, custom-form text read and printed, compared with what mlir-opt-19
//! prints for the same input (expected texts below come from `mlir-opt-19
//! --allow-unregistered-dialect IN.mlir`, and with `--mlir-print-op-generic`).

use pdll_runtime::dialect::{
    AttrSyntax, EnumCase, GroupKind, InherentAttr, MemoryEffects, OpDefinition, OpTrait,
    TypeTransform, ValueGroup,
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

/// The attribute syntaxes and type transforms the ODS side fills for the vector and
/// index dialects (definitions as `pdll_core::ods::load_dialect` makes them).
fn vector_and_index() -> Vec<OpDefinition> {
    let pred = InherentAttr::required("pred").with_syntax(AttrSyntax::DialectEnum {
        dialect: "index".into(),
        mnemonic: "cmp_predicate".into(),
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
    let permutation =
        InherentAttr::required("permutation").with_syntax(AttrSyntax::DenseArray("i64".into()));
    let mut cmp = OpDefinition::new("index.cmp");
    cmp.operands = Cow::Owned(vec![
        ValueGroup::buildable("lhs", "index"),
        ValueGroup::buildable("rhs", "index"),
    ]);
    vec![
        cmp.buildable_result("result", "i1")
            .inherent_attr(pred)
            .with_effects(MemoryEffects::NONE)
            .with_assembly_format("`` $pred `(` $lhs `,` $rhs `)` attr-dict"),
        OpDefinition::new("vector.transpose")
            .operand("vector")
            .result("result")
            .inherent_attr(permutation)
            .with_effects(MemoryEffects::NONE)
            .with_assembly_format(
                "$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)",
            ),
        OpDefinition::new("vector.from_elements")
            .operand_group("elements", GroupKind::Variadic)
            .result("result")
            .with_trait(OpTrait::types_match_with_transform(
                "result",
                "elements",
                TypeTransform::ElementTypePerElement,
            ))
            .with_effects(MemoryEffects::NONE)
            .with_assembly_format("$elements attr-dict `:` type($result)"),
        OpDefinition::new("vector.interleave")
            .operand("lhs")
            .operand("rhs")
            .result("result")
            .with_trait(OpTrait::AllTypesMatch(
                vec!["lhs".into(), "rhs".into()].into(),
            ))
            .with_trait(OpTrait::types_match_with_transform(
                "lhs",
                "result",
                TypeTransform::DoubleTrailingDim,
            ))
            .with_effects(MemoryEffects::NONE)
            .with_assembly_format("$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)"),
    ]
}

#[test]
fn dialect_enums_dense_arrays_and_ranged_transforms() {
    let mut ctx = Context::new();
    ctx.register_ops(&vector_and_index())
        .unwrap_or_else(|e| panic!("{e}"));
    let input = r#"%i, %f = "test.args"() : () -> (index, f32)
%v = "test.v"() : () -> vector<2x4xf32>
%0 = index.cmp slt(%i, %i)
%1 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
%2 = vector.from_elements %f, %f : vector<2xf32>
%3 = vector.interleave %2, %2 : vector<2xf32> -> vector<4xf32>
"test.use"(%0, %1, %3) : (i1, vector<4x2xf32>, vector<4xf32>) -> ()
"#;
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, input)
        .unwrap_or_else(|e| panic!("{e}"));
    // `mlir-opt-19 --allow-unregistered-dialect`, and with `--mlir-print-op-generic`.
    assert_eq!(
        ir.print(&ctx),
        r#"module {
  %0:2 = "test.args"() : () -> (index, f32)
  %1 = "test.v"() : () -> vector<2x4xf32>
  %2 = index.cmp slt(%0#0, %0#0)
  %3 = vector.transpose %1, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %4 = vector.from_elements %0#1, %0#1 : vector<2xf32>
  %5 = vector.interleave %4, %4 : vector<2xf32> -> vector<4xf32>
  "test.use"(%2, %3, %5) : (i1, vector<4x2xf32>, vector<4xf32>) -> ()
}
"#
    );
    assert_eq!(
        ir.print_generic(&ctx),
        r#""builtin.module"() ({
  %0:2 = "test.args"() : () -> (index, f32)
  %1 = "test.v"() : () -> vector<2x4xf32>
  %2 = "index.cmp"(%0#0, %0#0) <{pred = #index<cmp_predicate slt>}> : (index, index) -> i1
  %3 = "vector.transpose"(%1) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
  %4 = "vector.from_elements"(%0#1, %0#1) : (f32, f32) -> vector<2xf32>
  %5 = "vector.interleave"(%4, %4) : (vector<2xf32>, vector<2xf32>) -> vector<4xf32>
  "test.use"(%2, %3, %5) : (i1, vector<4x2xf32>, vector<4xf32>) -> ()
}) : () -> ()
"#
    );
    // A keyword that is no case of the enum.
    let mut ir = Ir::new();
    let bad = "%i = \"test.i\"() : () -> index\n%0 = index.cmp less(%i, %i)\n";
    let e = ir.parse_source(&mut ctx, bad).unwrap_err();
    assert!(
        e.message.contains("to be one of: eq, ne, slt"),
        "{}",
        e.message
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
