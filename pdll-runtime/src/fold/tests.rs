use super::*;
use crate::attributes::AttrKind;
use crate::dialect::{MemoryEffects, OpDefinition, OpTrait};
use crate::driver::{apply_patterns_greedily, GreedyConfig};
use crate::pattern::FnPatternSet;

/// A context with `t.const` (ConstantLike), `t.add` (commutative, pure), `t.neg`
/// (involution), `t.abs` (idempotent), and a materializer for `t` making `t.const`.
fn setup() -> Context {
    let mut ctx = Context::new();
    let pure = || MemoryEffects::NONE;
    ctx.register_ops(&[
        OpDefinition::new("t.const")
            .attribute("value")
            .result("r")
            .with_trait(OpTrait::ConstantLike)
            .with_effects(pure()),
        OpDefinition::new("t.add")
            .operand("a")
            .operand("b")
            .result("r")
            .with_trait(OpTrait::Commutative)
            .with_effects(pure()),
        OpDefinition::new("t.neg")
            .operand("a")
            .result("r")
            .with_trait(OpTrait::Involution)
            .with_effects(pure()),
        OpDefinition::new("t.abs")
            .operand("a")
            .result("r")
            .with_trait(OpTrait::Idempotent)
            .with_effects(pure()),
    ])
    .unwrap();
    ctx.register_constant_materializer("t", |rw: &mut Rewriter<'_>, value, ty| {
        let name = rw.intern_op_name("t.const");
        let key = rw.intern_ident("value");
        let attrs = rw.ctx_mut().intern_dictionary(vec![(key, value)]);
        rw.create(name, &[], &[ty], Some(attrs)).ok()
    });
    ctx
}

fn parse(ctx: &mut Context, text: &str) -> (Ir, Vec<Op>) {
    let mut ir = Ir::new();
    ir.parse_source(ctx, text).unwrap();
    let ops = ir.block_ops(ir.top_block()).collect();
    (ir, ops)
}

fn run(ctx: &mut Context, ir: &mut Ir) -> crate::driver::DriverReport {
    let top = ir.top_region();
    apply_patterns_greedily(ctx, ir, top, &FnPatternSet::new(), &GreedyConfig::default())
}

#[test]
fn constant_values_come_from_the_value_attribute_or_the_folder() {
    let mut ctx = setup();
    let (mut ir, ops) = parse(
        &mut ctx,
        r#"%0 = "t.const"() <{value = 7 : i32}> : () -> i32
           %1 = "t.add"(%0, %0) : (i32, i32) -> i32"#,
    );
    let seven = ctx.parse_attribute("7 : i32").unwrap();
    assert_eq!(constant_value(&mut ctx, &mut ir, ops[0]), Some(seven));
    assert_eq!(constant_value(&mut ctx, &mut ir, ops[1]), None);
    // A folder of the constant op decides its value.
    let eight = ctx.parse_attribute("8 : i32").unwrap();
    ctx.register_folder("t.const", move |f: &mut Folding<'_>| {
        f.push(OpFoldResult::Attribute(eight))
    });
    assert_eq!(constant_value(&mut ctx, &mut ir, ops[0]), Some(eight));
}

#[test]
fn commutative_ops_move_constants_last_in_place() {
    let mut ctx = setup();
    let (mut ir, ops) = parse(
        &mut ctx,
        r#"%0 = "t.const"() <{value = 7 : i32}> : () -> i32
           %x = "t.x"() : () -> i32
           %1 = "t.add"(%0, %x) : (i32, i32) -> i32
           %2 = "t.add"(%x, %0) : (i32, i32) -> i32"#,
    );
    let mut results = Vec::new();
    assert_eq!(
        fold_op(&mut ctx, &mut ir, ops[2], &mut results),
        FoldOutcome::InPlace
    );
    let x = ir.result(ops[1], 0);
    let c = ir.result(ops[0], 0);
    assert_eq!(ir.operands(ops[2]), [x, c]);
    // Already in order: nothing to do.
    assert_eq!(
        fold_op(&mut ctx, &mut ir, ops[3], &mut results),
        FoldOutcome::Failed
    );
}

#[test]
fn involution_and_idempotent_fold_to_the_inner_values() {
    let mut ctx = setup();
    let (mut ir, ops) = parse(
        &mut ctx,
        r#"%x = "t.x"() : () -> i32
           %1 = "t.neg"(%x) : (i32) -> i32
           %2 = "t.neg"(%1) : (i32) -> i32
           %3 = "t.abs"(%x) : (i32) -> i32
           %4 = "t.abs"(%3) : (i32) -> i32"#,
    );
    let mut results = Vec::new();
    let x = ir.result(ops[0], 0);
    assert_eq!(
        fold_op(&mut ctx, &mut ir, ops[1], &mut results),
        FoldOutcome::Failed
    );
    assert_eq!(
        fold_op(&mut ctx, &mut ir, ops[2], &mut results),
        FoldOutcome::Folded
    );
    assert_eq!(results, [OpFoldResult::Value(x)]);
    assert_eq!(
        fold_op(&mut ctx, &mut ir, ops[4], &mut results),
        FoldOutcome::Folded
    );
    assert_eq!(results, [OpFoldResult::Value(ir.result(ops[3], 0))]);
}

#[test]
fn folds_to_attributes_are_materialized_and_replace_the_op() {
    let mut ctx = setup();
    // `t.add` of two integer constants folds to their sum.
    ctx.register_folder("t.add", |f: &mut Folding<'_>| {
        let (Some(a), Some(b)) = (f.constant(0), f.constant(1)) else {
            return FoldOutcome::Failed;
        };
        let ctx = f.ctx();
        let (AttrKind::Integer { value: a, ty }, AttrKind::Integer { value: b, .. }) =
            (ctx.attr_kind(a).clone(), ctx.attr_kind(b).clone())
        else {
            return FoldOutcome::Failed;
        };
        let sum = ctx.intern_attr(AttrKind::Integer {
            value: a.add(&b),
            ty,
        });
        f.push(OpFoldResult::Attribute(sum))
    });
    let (mut ir, _) = parse(
        &mut ctx,
        r#"%0 = "t.const"() <{value = 7 : i32}> : () -> i32
           %1 = "t.const"() <{value = 5 : i32}> : () -> i32
           %2 = "t.add"(%0, %1) : (i32, i32) -> i32
           %3 = "t.add"(%2, %0) : (i32, i32) -> i32
           "t.sink"(%3) : (i32) -> ()"#,
    );
    let report = run(&mut ctx, &mut ir);
    assert_eq!(report.ops_folded, 2);
    assert_eq!(report.constants_materialized, 2);
    assert_eq!(
        ir.print_generic(&ctx),
        "\"builtin.module\"() ({\n  \
         %0 = \"t.const\"() <{value = 19 : i32}> : () -> i32\n  \
         \"t.sink\"(%0) : (i32) -> ()\n\
         }) : () -> ()\n"
    );
}

#[test]
fn a_fold_whose_constant_cannot_be_made_changes_nothing() {
    let mut ctx = setup();
    let s = ctx.parse_attribute("\"text\"").unwrap();
    // The materializer of `u` makes nothing.
    ctx.register_op(
        OpDefinition::new("u.f")
            .operand("a")
            .result("r")
            .with_effects(MemoryEffects::NONE),
    )
    .unwrap();
    ctx.register_folder("u.f", move |f: &mut Folding<'_>| {
        f.push(OpFoldResult::Attribute(s))
    });
    let (mut ir, _) = parse(
        &mut ctx,
        r#"%x = "t.x"() : () -> i32
           %1 = "u.f"(%x) : (i32) -> i32
           "t.sink"(%1) : (i32) -> ()"#,
    );
    let before = ir.print_generic(&ctx);
    let report = run(&mut ctx, &mut ir);
    assert_eq!(report.ops_folded, 0);
    assert!(report.converged);
    assert_eq!(ir.print_generic(&ctx), before);
}

#[test]
fn a_folder_giving_the_wrong_number_of_results_has_failed() {
    let mut ctx = setup();
    ctx.register_folder("t.x", |f: &mut Folding<'_>| {
        let v = f.result(0);
        f.push(OpFoldResult::Value(v));
        f.push(OpFoldResult::Value(v))
    });
    let (mut ir, ops) = parse(&mut ctx, r#"%x = "t.x"() : () -> i32"#);
    let mut results = Vec::new();
    assert_eq!(
        fold_op(&mut ctx, &mut ir, ops[0], &mut results),
        FoldOutcome::Failed
    );
}

#[test]
fn folding_and_constant_uniquing_can_be_turned_off() {
    let mut ctx = setup();
    let (mut ir, _) = parse(
        &mut ctx,
        r#"%x = "t.x"() : () -> i32
           %0 = "t.const"() <{value = 7 : i32}> : () -> i32
           %1 = "t.const"() <{value = 7 : i32}> : () -> i32
           %2 = "t.add"(%0, %x) : (i32, i32) -> i32
           "t.sink"(%1, %2) : (i32, i32) -> ()"#,
    );
    let before = ir.print_generic(&ctx);
    let config = GreedyConfig {
        fold: false,
        cse_constants: false,
        ..GreedyConfig::default()
    };
    let top = ir.top_region();
    let report = apply_patterns_greedily(&mut ctx, &mut ir, top, &FnPatternSet::new(), &config);
    assert!(report.converged);
    assert_eq!(ir.print_generic(&ctx), before);
    let report = run(&mut ctx, &mut ir);
    assert_eq!(report.constants_merged, 1);
    assert_eq!(report.constants_hoisted, 1);
    assert_eq!(report.ops_folded_in_place, 1);
    assert_eq!(
        ir.print_generic(&ctx),
        "\"builtin.module\"() ({\n  \
         %0 = \"t.const\"() <{value = 7 : i32}> : () -> i32\n  \
         %1 = \"t.x\"() : () -> i32\n  \
         %2 = \"t.add\"(%1, %0) : (i32, i32) -> i32\n  \
         \"t.sink\"(%0, %2) : (i32, i32) -> ()\n\
         }) : () -> ()\n"
    );
}
