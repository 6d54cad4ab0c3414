//! Dialect knowledge at run time (`pdll_runtime::dialect`), end to end through the
//! rewriter, the greedy driver and the verifier, with hand-written definitions of a
//! few arith and memref ops (as ODS declares them in MLIR 19). The expected texts are
//! what `mlir-opt-19 --mlir-print-op-generic` prints for the same ops.

use pdll_runtime::dialect::{
    Arity, GroupKind, MemoryEffect, MemoryEffects, OpDefinition, OpTrait, RegistryError,
};
use pdll_runtime::driver::{apply_patterns_greedily, GreedyConfig};
use pdll_runtime::pattern::{FnPatternSet, PatternInfo, RewriteError};
use pdll_runtime::{verify, Context, Ir, IrError, Op, Rewriter};
use std::borrow::Cow;

/// `arith.andi`, `arith.cmpi`, `arith.select`, `arith.constant`, `memref.alloc`,
/// `memref.store` and a made-up op for `FirstAttrDerivedResultType` and derived
/// segment sizes.
fn definitions() -> Vec<OpDefinition> {
    const SELECT_TYPES: &[Cow<'static, str>] = &[
        Cow::Borrowed("true_value"),
        Cow::Borrowed("false_value"),
        Cow::Borrowed("result"),
    ];
    vec![
        OpDefinition::new("arith.andi")
            .operand("lhs")
            .operand("rhs")
            .result("result")
            .with_trait(OpTrait::SameOperandsAndResultType)
            .with_effects(MemoryEffects::NONE),
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
        OpDefinition::new("arith.constant")
            .result("result")
            .attribute("value")
            .with_trait(OpTrait::ConstantLike)
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
        OpDefinition::new("memref.store")
            .operand("value")
            .operand("memref")
            .operand_group("indices", GroupKind::Variadic)
            .optional_attribute("nontemporal")
            .with_effects(MemoryEffects::Declared(vec![MemoryEffect::Write].into())),
        OpDefinition::new("t.typed")
            .operand("base")
            .operand_group("rest", GroupKind::Variadic)
            .result("r")
            .attribute("init")
            .with_trait(OpTrait::FirstAttrDerivedResultType)
            .with_trait(OpTrait::AttrSizedOperandSegments)
            .with_regions(Arity::at_least(1))
            .with_effects(MemoryEffects::NONE),
    ]
}

/// A context with the definitions registered and an IR parsed from `src`.
fn setup(src: &str) -> (Context, Ir) {
    let mut ctx = Context::new();
    ctx.register_ops(&definitions()).unwrap();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, src).unwrap();
    (ctx, ir)
}

/// The top-level op at `i`.
fn nth(ir: &Ir, i: usize) -> Op {
    ir.block_ops(ir.top_block()).nth(i).unwrap()
}

const ARGS: &str = r#"%a, %b, %n, %c = "test.args"() : () -> (i32, i32, index, i1)
"test.anchor"() : () -> ()"#;

/// Runs `edit` on a rewriter placed before `test.anchor`, with the four values of
/// `test.args` (`%a: i32`, `%b: i32`, `%n: index`, `%c: i1`); returns its result and the
/// line of the op it created (or the IR's text when it created none).
fn edit<R>(
    edit: impl FnOnce(&mut Rewriter<'_>, [pdll_runtime::Value; 4]) -> R,
) -> (R, String, Context, Ir) {
    let (mut ctx, mut ir) = setup(ARGS);
    let (args, anchor) = (nth(&ir, 0), nth(&ir, 1));
    let vals = [0, 1, 2, 3].map(|i| ir.result(args, i));
    let mut rw = Rewriter::new(&mut ctx, &mut ir);
    rw.set_insertion_point_before(anchor);
    let r = edit(&mut rw, vals);
    let printed = ir.print_generic(&ctx);
    let line = printed
        .lines()
        .nth(2)
        .filter(|l| !l.contains("test.anchor"))
        .map_or_else(|| printed.clone(), |l| l.trim().to_string());
    (r, line, ctx, ir)
}

/// The number of top-level ops.
fn count(ir: &Ir) -> usize {
    ir.block_ops(ir.top_block()).count()
}

#[test]
fn inherent_attributes_become_properties_on_create() {
    let (r, line, ..) = edit(|rw, [a, b, ..]| {
        let attrs = rw
            .ctx_mut()
            .parse_attribute("{predicate = 2 : i64, tag = 1 : i32}")
            .unwrap();
        let (cmpi, i1) = (
            rw.intern_op_name("arith.cmpi"),
            rw.ctx_mut().parse_type("i1").unwrap(),
        );
        rw.create(cmpi, &[a, b], &[i1], Some(attrs))
    });
    r.unwrap();
    assert_eq!(
        line,
        r#"%1 = "arith.cmpi"(%0#0, %0#1) <{predicate = 2 : i64}> {tag = 1 : i32} : (i32, i32) -> i1"#
    );
}

#[test]
fn unregistered_ops_keep_their_attributes() {
    let (r, line, ..) = edit(|rw, [a, ..]| {
        let attrs = rw
            .ctx_mut()
            .parse_attribute("{predicate = 2 : i64}")
            .unwrap();
        let name = rw.intern_op_name("test.cmpi");
        rw.create(name, &[a], &[], Some(attrs))
    });
    r.unwrap();
    assert_eq!(
        line,
        r#""test.cmpi"(%0#0) {predicate = 2 : i64} : (i32) -> ()"#
    );
}

#[test]
fn segment_sizes_go_to_the_properties_and_are_derived_when_fixed() {
    // Given: moved to the properties, as MLIR 19 prints memref.alloc.
    let (r, line, ..) = edit(|rw, [_, _, n, _]| {
        let attrs = rw
            .ctx_mut()
            .parse_attribute("{alignment = 8 : i64, operandSegmentSizes = array<i32: 1, 0>}")
            .unwrap();
        let ty = rw.ctx_mut().parse_type("memref<?xf32>").unwrap();
        let alloc = rw.intern_op_name("memref.alloc");
        rw.create(alloc, &[n], &[ty], Some(attrs))
    });
    r.unwrap();
    assert_eq!(
        line,
        r#"%1 = "memref.alloc"(%0#2) <{alignment = 8 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>"#
    );
    // Left out, with two variadic groups: an error naming the op; nothing created.
    let (r, text, _, ir) = edit(|rw, [_, _, n, _]| {
        let ty = rw.ctx_mut().parse_type("memref<?xf32>").unwrap();
        let alloc = rw.intern_op_name("memref.alloc");
        rw.create(alloc, &[n], &[ty], None)
    });
    assert_eq!(
        r.unwrap_err(),
        IrError::Definition(
            "cannot create `memref.alloc` without `operandSegmentSizes`: has 2 optional or \
             variadic operand groups, so the sizes of its 1 operands need \
             `AttrSizedOperandSegments`"
                .into()
        )
    );
    assert_eq!(count(&ir), 2, "{text}");
    // Left out, with one variadic group: derived.
    let (r, line, ..) = edit(|rw, [a, b, ..]| {
        let attrs = rw.ctx_mut().parse_attribute("{init = 7 : i32}").unwrap();
        let name = rw.intern_op_name("t.typed");
        rw.create(name, &[a, b, a], &[], Some(attrs))
    });
    r.unwrap();
    assert_eq!(
        line,
        r#""t.typed"(%0#0, %0#1, %0#0) <{init = 7 : i32, operandSegmentSizes = array<i32: 1, 2>}> : (i32, i32, i32) -> ()"#
    );
}

#[test]
fn result_types_are_inferred_from_the_traits() {
    let cases: &[(&str, &str, &[usize], &str)] = &[
        // SameOperandsAndResultType
        (
            "arith.andi",
            "{}",
            &[0, 1],
            r#"%1 = "arith.andi"(%0#0, %0#1) : (i32, i32) -> i32"#,
        ),
        // A buildable result type.
        (
            "arith.cmpi",
            "{predicate = 0 : i64}",
            &[0, 1],
            r#"%1 = "arith.cmpi"(%0#0, %0#1) <{predicate = 0 : i64}> : (i32, i32) -> i1"#,
        ),
        // AllTypesMatch
        (
            "arith.select",
            "{}",
            &[3, 2, 2],
            r#"%1 = "arith.select"(%0#3, %0#2, %0#2) : (i1, index, index) -> index"#,
        ),
        // ConstantLike: the type of `value`.
        (
            "arith.constant",
            "{value = 5 : i16}",
            &[],
            r#"%1 = "arith.constant"() <{value = 5 : i16}> : () -> i16"#,
        ),
        // FirstAttrDerivedResultType
        (
            "t.typed",
            "{init = 1.5 : f32}",
            &[0],
            r#"%1 = "t.typed"(%0#0) <{init = 1.500000e+00 : f32, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> f32"#,
        ),
    ];
    for &(name, attrs, operands, want) in cases {
        let (r, line, ..) = edit(|rw, vals| {
            let attrs = rw.ctx_mut().parse_attribute(attrs).unwrap();
            let name = rw.intern_op_name(name);
            let operands: Vec<_> = operands.iter().map(|&i| vals[i]).collect();
            rw.create_inferred(name, &operands, Some(attrs), None)
        });
        r.unwrap();
        assert_eq!(line, want, "{name}");
    }
}

#[test]
fn inference_is_preferred_to_the_replaced_ops_types() {
    let (r, line, ..) = edit(|rw, [a, b, ..]| {
        let name = rw.intern_op_name("arith.andi");
        let index = rw.ctx_mut().parse_type("index").unwrap();
        rw.create_inferred(name, &[a, b], None, Some(&[index]))
    });
    r.unwrap();
    assert_eq!(line, r#"%1 = "arith.andi"(%0#0, %0#1) : (i32, i32) -> i32"#);
}

#[test]
fn without_inference_the_replaced_types_or_none_are_used() {
    let (r, line, ..) = edit(|rw, [a, ..]| {
        let name = rw.intern_op_name("test.other");
        let index = rw.ctx_mut().parse_type("index").unwrap();
        rw.create_inferred(name, &[a], None, Some(&[index]))
    });
    r.unwrap();
    assert_eq!(line, r#"%1 = "test.other"(%0#0) : (i32) -> index"#);
    let (r, line, ..) = edit(|rw, [a, ..]| {
        let name = rw.intern_op_name("test.other");
        rw.create_inferred(name, &[a], None, None)
    });
    r.unwrap();
    assert_eq!(line, r#""test.other"(%0#0) : (i32) -> ()"#);
}

#[test]
fn a_failed_inference_is_a_clean_error() {
    // Operands of different types under SameOperandsAndResultType.
    let (r, _, _, ir) = edit(|rw, [a, _, n, _]| {
        let name = rw.intern_op_name("arith.andi");
        rw.create_inferred(name, &[a, n], None, None)
    });
    assert_eq!(
        r.unwrap_err(),
        RewriteError::Failed(
            "cannot create `arith.andi`: `arith.andi` has SameOperandsAndResultType, but its \
             operands have the types `i32` and `index`"
                .into()
        )
    );
    assert_eq!(count(&ir), 2);
    // A registered op whose traits do not fix its results and no inference function.
    let (r, _, _, ir) = edit(|rw, [a, ..]| {
        rw.ctx_mut()
            .register_op(OpDefinition::new("t.opaque").operand("x").result("y"))
            .unwrap();
        let name = rw.intern_op_name("t.opaque");
        rw.create_inferred(name, &[a], None, None)
    });
    let e = r.unwrap_err().to_string();
    assert!(
        e.starts_with(
            "rewrite failed: cannot create `t.opaque` without result types: its definition \
             does not determine them and no result-type inference is registered for it"
        ),
        "{e}"
    );
    assert_eq!(count(&ir), 2);
    // Operands that do not fit the definition.
    let (r, ..) = edit(|rw, [a, ..]| {
        let name = rw.intern_op_name("arith.andi");
        rw.create_inferred(name, &[a], None, None)
    });
    assert_eq!(
        r.unwrap_err().to_string(),
        "rewrite failed: cannot create `arith.andi`: the operands do not fit `arith.andi`: \
         expected 2 operands, but found 1"
    );
}

#[test]
fn a_registered_inference_function_serves_ops_the_traits_do_not() {
    let (r, line, ..) = edit(|rw, [a, ..]| {
        rw.ctx_mut()
            .register_result_type_inference("test.widen", |ctx, ir, operands, _| {
                let ty = ir.value_type(operands[0]);
                let width = ctx.integer_type_width(ty).ok_or("not an integer")?;
                ctx.parse_type(&format!("i{}", width * 2))
                    .map(|t| vec![t])
                    .map_err(|e| e.to_string())
            });
        let name = rw.intern_op_name("test.widen");
        rw.create_inferred(name, &[a], None, None)
    });
    r.unwrap();
    assert_eq!(line, r#"%1 = "test.widen"(%0#0) : (i32) -> i64"#);
    let (r, ..) = edit(|rw, [_, _, n, _]| {
        rw.ctx_mut()
            .register_result_type_inference("test.widen", |_, _, _, _| Err("no".into()));
        let name = rw.intern_op_name("test.widen");
        rw.create_inferred(name, &[n], None, None)
    });
    assert_eq!(
        r.unwrap_err().to_string(),
        "rewrite failed: cannot create `test.widen`: the result-type inference registered \
         for `test.widen` failed: no"
    );
}

/// A set replacing `test.src` by `test.dst` (whose operands are those of `test.src`):
/// the ops feeding `test.src` lose their last use.
fn forwarding_set(defs: Vec<OpDefinition>) -> FnPatternSet {
    let mut set = FnPatternSet::new().with_op_definitions(defs);
    set.add(
        PatternInfo::new("forward", 1).with_root("test.src"),
        |_, _, _, _| true,
        |m, rw| {
            let name = rw.intern_op_name("test.dst");
            let new = rw.create(name, &[], &[], None)?;
            rw.replace_op_with_op(m.root, new)?;
            Ok(())
        },
    );
    set
}

const DEAD_INPUT: &str = r#"
%a = "test.args"() : () -> i32
%0 = "arith.andi"(%a, %a) : (i32, i32) -> i32
%1 = "test.unknown"(%a) : (i32) -> i32
%m = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
%x = "arith.constant"() <{value = 0 : index}> : () -> index
"memref.store"(%a, %m, %x) : (i32, memref<4xi32>, index) -> ()
%u = "arith.andi"(%a, %a) : (i32, i32) -> i32
"test.src"(%0, %1) : (i32, i32) -> ()
"#;

#[test]
fn the_driver_erases_trivially_dead_registered_ops_only() {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, DEAD_INPUT).unwrap();
    // The definitions come from the set: the driver registers them.
    let set = forwarding_set(definitions());
    let top = ir.top_region();
    let report = apply_patterns_greedily(&mut ctx, &mut ir, top, &set, &GreedyConfig::default());
    assert!(report.converged && report.rejected_definitions.is_empty());
    // `%u` (unused from the start) and `%0` (unused after the rewrite) are erased; the
    // unregistered `test.unknown` and the alloc that a store uses stay. The constant
    // goes to the front of the block, as MLIR's driver hoists constants.
    assert_eq!(report.dead_ops_erased, 2);
    assert_eq!(report.constants_hoisted, 1);
    assert_eq!(
        ir.print_generic(&ctx),
        r#""builtin.module"() ({
  %0 = "arith.constant"() <{value = 0 : index}> : () -> index
  %1 = "test.args"() : () -> i32
  %2 = "test.unknown"(%1) : (i32) -> i32
  %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi32>
  "memref.store"(%1, %3, %0) : (i32, memref<4xi32>, index) -> ()
  "test.dst"() : () -> ()
}) : () -> ()
"#
    );
    assert!(verify(&ctx, &ir, top).is_ok());
}

#[test]
fn without_definitions_nothing_is_dead() {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, DEAD_INPUT).unwrap();
    let top = ir.top_region();
    let set = forwarding_set(Vec::new());
    let report = apply_patterns_greedily(&mut ctx, &mut ir, top, &set, &GreedyConfig::default());
    assert_eq!(report.dead_ops_erased, 0);
    assert_eq!(count(&ir), 8);
}

#[test]
fn a_sets_definition_conflicting_with_the_contexts_is_reported() {
    let mut ctx = Context::new();
    ctx.register_op(OpDefinition::new("arith.andi")).unwrap();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, DEAD_INPUT).unwrap();
    let top = ir.top_region();
    let set = forwarding_set(definitions());
    let report = apply_patterns_greedily(&mut ctx, &mut ir, top, &set, &GreedyConfig::default());
    assert_eq!(
        report.rejected_definitions,
        vec![RegistryError::Conflict {
            op: "arith.andi".into()
        }]
    );
    // The context's `arith.andi` declares no effects: its ops stay.
    assert_eq!(report.dead_ops_erased, 0);
}

#[test]
fn the_verifier_checks_registered_ops_in_mlirs_words() {
    let cases = [
        (
            r#"%0 = "arith.andi"(%a) : (i32) -> i32"#,
            "'arith.andi' op expected 2 operands, but found 1",
        ),
        (
            r#""arith.andi"(%a, %a) : (i32, i32) -> ()"#,
            "'arith.andi' op requires one result",
        ),
        (
            r#"%0 = "arith.andi"(%a, %a) ({}) : (i32, i32) -> i32"#,
            "'arith.andi' op requires zero regions",
        ),
        (
            r#"%0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1"#,
            "'arith.cmpi' op requires attribute 'predicate'",
        ),
        (
            r#"%0 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 1>}> : (index) -> memref<?xf32>"#,
            "'memref.alloc' op operand count (1) does not match with the total size (2) \
             specified in attribute 'operandSegmentSizes'",
        ),
        (
            r#"%0 = "memref.alloc"(%n) : (index) -> memref<?xf32>"#,
            "'memref.alloc' op operand count (1) does not match with the total size (0) \
             specified in attribute 'operandSegmentSizes'",
        ),
        (
            r#"%0 = "t.typed"(%a) <{init = 1 : i32, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i32"#,
            "'t.typed' op expected 1 or more regions, but found 0",
        ),
    ];
    for (op, want) in cases {
        let src = format!("%a, %n = \"test.args\"() : () -> (i32, index)\n{op}");
        let (ctx, ir) = setup(&src);
        let errors = verify(&ctx, &ir, ir.top_region()).unwrap_err();
        let messages: Vec<String> = errors.iter().map(|e| e.message.clone()).collect();
        assert_eq!(messages.len(), 1, "{op}: {messages:?}");
        assert!(
            messages[0].ends_with(want) && messages[0].starts_with("op #1 '"),
            "{op}: {}",
            messages[0]
        );
    }
    let (ctx, ir) = setup(
        r#"%a, %n = "test.args"() : () -> (i32, index)
           %0 = "arith.andi"(%a, %a) : (i32, i32) -> i32
           %1 = "memref.alloc"(%n) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>"#,
    );
    assert_eq!(verify(&ctx, &ir, ir.top_region()), Ok(()));
}

#[test]
fn matchers_read_properties_as_attributes() {
    let (ctx, ir) = setup(
        r#"%a = "test.args"() : () -> i32
           %0 = "arith.cmpi"(%a, %a) <{predicate = 2 : i64}> {tag = 1 : i32} : (i32, i32) -> i1"#,
    );
    let op = nth(&ir, 1);
    assert!(ir.attr_by_name(&ctx, op, "predicate").is_some());
    assert!(ir.attr_by_name(&ctx, op, "tag").is_some());
}

#[test]
fn operands_given_by_group_fix_the_segment_sizes() {
    let (r, line, ..) = edit(|rw, [_, _, n, _]| {
        let ty = rw.ctx_mut().parse_type("memref<?x?xf32>").unwrap();
        let alloc = rw.intern_op_name("memref.alloc");
        rw.create_in_groups(alloc, &[&[n, n], &[]], &[ty], None)
    });
    r.unwrap();
    assert_eq!(
        line,
        r#"%1 = "memref.alloc"(%0#2, %0#2) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xf32>"#
    );
    // Groups that are not the op's: the kinds must fix the sizes, and here they do not.
    let (r, ..) = edit(|rw, [_, _, n, _]| {
        let ty = rw.ctx_mut().parse_type("memref<?xf32>").unwrap();
        let alloc = rw.intern_op_name("memref.alloc");
        rw.create_in_groups(alloc, &[&[n]], &[ty], None)
    });
    assert!(matches!(r, Err(IrError::Definition(_))));
}
