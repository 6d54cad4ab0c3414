//! Pattern sets built at run time (`pdll_core::dynamic`): what they report about their
//! patterns, how natives are registered, checked and called, and the diagnostics of a
//! set that cannot be built.

use pdll_core::diag::one_line_all;
use pdll_core::dynamic::{mlir_test_natives, DynamicPatternSet, Kind, NativeRegistry};
use pdll_core::source::SourceMap;
use pdll_runtime::{
    apply_patterns_greedily, Captured, Context, DriverReport, GreedyConfig, Ir, MatchReach,
    PatternSet, RewriteError,
};

/// Builds a set from `src` (file `t.pdll`), or the one-line diagnostics.
fn build(
    src: &str,
    natives: NativeRegistry,
    ctx: &mut Context,
) -> Result<DynamicPatternSet, String> {
    let mut sources = SourceMap::new();
    DynamicPatternSet::from_str(
        "t.pdll",
        src,
        &Default::default(),
        natives,
        ctx,
        &mut sources,
    )
    .map_err(|diags| one_line_all(&diags, &sources))
}

/// The errors of building `src` with `natives`.
fn errors(src: &str, natives: NativeRegistry) -> String {
    match build(src, natives, &mut Context::new()) {
        Ok(_) => panic!("the set builds"),
        Err(e) => e,
    }
}

/// Applies `src`'s patterns to the IR `input` (bare ops), returning the report and the
/// printed result.
fn apply(src: &str, natives: NativeRegistry, input: &str) -> (DriverReport, String) {
    let mut ctx = Context::new();
    let set = build(src, natives, &mut ctx).unwrap_or_else(|e| panic!("{e}"));
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, input).unwrap();
    let region = ir.top_region();
    let report = apply_patterns_greedily(&mut ctx, &mut ir, region, &set, &GreedyConfig::default());
    (report, ir.print_generic(&ctx))
}

#[test]
fn patterns_are_described_as_generated_sets_describe_them() {
    let mut ctx = Context::new();
    let set = build(
        "Pattern Named with benefit(3), recursion => erase op<a.x>;\n\
         Pattern { let r = op<>(op<a.y>); erase r; }\n",
        NativeRegistry::new(),
        &mut ctx,
    )
    .unwrap();
    let infos = set.patterns();
    assert_eq!(infos.len(), 2);
    assert_eq!(
        (
            &*infos[0].name,
            infos[0].benefit,
            infos[0].has_bounded_recursion
        ),
        ("Named", 3, true)
    );
    assert_eq!(infos[0].root.as_deref(), Some("a.x"));
    assert_eq!(&*infos[1].name, "GeneratedPDLLPattern0");
    assert_eq!(infos[1].root, None);
    assert!(!infos[1].has_bounded_recursion);
    // No user code: the matchers read the root and one operand level.
    assert_eq!(set.match_reach(), MatchReach::Operands(1));
    let with_native = build(
        "Constraint C(op: Op);\nPattern { let r = op<a.x>; C(r); erase r; }",
        {
            let mut n = NativeRegistry::new();
            n.constraint("C", &[Kind::Op], &[], |_, _, _| Some(Vec::new()));
            n
        },
        &mut ctx,
    )
    .unwrap();
    assert_eq!(with_native.match_reach(), MatchReach::Unknown);
}

#[test]
fn an_unregistered_native_is_an_error_at_its_declaration() {
    let e = errors(
        "Constraint IsFoo(op: Op);\nRewrite MakeBar(v: Value) -> Op;\n\
         Pattern { let r = op<a.x>(v: Value); IsFoo(r); replace r with MakeBar(v); }",
        NativeRegistry::new(),
    );
    let lines: Vec<&str> = e.lines().filter(|l| l.contains("error:")).collect();
    assert_eq!(lines.len(), 2, "{e}");
    assert!(
        lines[0].starts_with("t.pdll:1:1: error: native constraint `IsFoo` is not registered"),
        "{e}"
    );
    assert!(
        lines[1].starts_with("t.pdll:2:1: error: native rewrite `MakeBar` is not registered"),
        "{e}"
    );
    assert!(
        e.contains("NativeRegistry::rewrite(\"MakeBar\", ...)` with signature (Value) -> Op"),
        "{e}"
    );
}

#[test]
fn a_native_registered_with_another_signature_is_an_error() {
    let mut natives = NativeRegistry::new();
    natives.constraint("Pick", &[Kind::Op], &[Kind::Type], |_, _, _| None);
    natives.rewrite("Make", &[Kind::ValueRange], &[], |_, _| Ok(Vec::new()));
    let e = errors(
        "Constraint Pick(op: Op, v: Value) -> Attr;\nRewrite Make(v: Value) -> (Op, Type);\n\
         Pattern { let r = op<a.x>(v: Value); let a = Pick(r, v); rewrite r with { Make(v); erase r; }; }",
        natives,
    );
    assert!(
        e.contains(
            "t.pdll:1:1: error: native constraint `Pick` is declared as (Op, Value) -> Attr \
             but registered as (Op) -> Type"
        ),
        "{e}"
    );
    assert!(
        e.contains(
            "t.pdll:2:1: error: native rewrite `Make` is declared as (Value) -> (Op, Type) \
             but registered as (ValueRange)"
        ),
        "{e}"
    );
}

#[test]
fn natives_that_no_pattern_calls_need_no_registration() {
    let mut ctx = Context::new();
    build(
        "Constraint Unused(op: Op);\nPattern => erase op<a.x>;",
        NativeRegistry::new(),
        &mut ctx,
    )
    .unwrap();
}

#[test]
fn a_native_with_a_rust_body_cannot_be_loaded_at_run_time() {
    let e = errors(
        "Constraint Fast(op: Op) [{ true }];\nRewrite Slow(op: Op) [{ Ok(()) }];\n\
         Pattern { let r = op<a.x>; Fast(r); rewrite r with { Slow(r); erase r; }; }",
        NativeRegistry::new(),
    );
    let lines: Vec<&str> = e.lines().filter(|l| l.contains("error:")).collect();
    assert_eq!(lines.len(), 2, "{e}");
    assert!(
        lines[0].starts_with(
            "t.pdll:1:1: error: native constraint `Fast` has a Rust body, which cannot run"
        ),
        "{e}"
    );
    assert!(lines[1].starts_with("t.pdll:2:1: error: native rewrite `Slow` has a Rust body"));
    assert!(e.contains("with `pdll!` or a build.rs"), "{e}");
}

#[test]
fn front_end_errors_are_the_checkers_diagnostics() {
    let e = errors("Pattern { erase y; }", NativeRegistry::new());
    assert!(e.starts_with("t.pdll:1:17: error: "), "{e}");
}

#[test]
fn result_types_that_cannot_be_inferred_are_an_error() {
    let e = errors(
        "Pattern { let r = op<a.x>; rewrite r with { let t: Type; op<a.new> -> (t); erase r; }; }",
        NativeRegistry::new(),
    );
    assert!(
        e.contains("error: unable to infer the result types of this operation"),
        "{e}"
    );
}

#[test]
fn a_type_without_value_cannot_be_passed_on() {
    let mut natives = NativeRegistry::new();
    natives.rewrite("Use", &[Kind::Type], &[], |_, _| Ok(Vec::new()));
    let e = errors(
        "Rewrite Use(t: Type);\n\
         Pattern { let r = op<a.x>; rewrite r with { let t: Type; Use(t); erase r; }; }",
        natives,
    );
    assert!(
        e.contains("error: a type without value is used here"),
        "{e}"
    );
}

#[test]
fn natives_are_called_with_ranges_of_one_and_their_results_used() {
    let mut natives = NativeRegistry::new();
    // `Count(vs: ValueRange) -> Attr`: called with a single value.
    natives.constraint("Count", &[Kind::ValueRange], &[Kind::Attr], |ctx, _, a| {
        let n = a[0].as_values()?.len();
        Some(vec![Captured::Attribute(
            ctx.parse_attribute(&format!("{n} : i64")).ok()?,
        )])
    });
    natives.rewrite("Tag", &[Kind::Attr], &[Kind::Attr], |rw, a| {
        let one = rw.ctx_mut().parse_attribute("1 : i64").unwrap();
        let sum = rw.ctx_mut().attr_binary(
            pdll_runtime::arith::BinOp::Add,
            a[0].as_attribute().unwrap(),
            one,
        )?;
        Ok(vec![Captured::Attribute(sum)])
    });
    let (report, out) = apply(
        "Constraint Count(vs: ValueRange) -> Attr;\nRewrite Tag(a: Attr) -> Attr;\n\
         Pattern { let r = op<a.x>(v: Value); let n = Count(v); n == attr<\"1 : i64\">;\n\
           replace r with op<a.done>(v) {n = Tag(n * attr<\"5 : i64\">)} -> (type<\"i8\">); }",
        natives,
        "%0 = \"a.src\"() : () -> i32\n%1 = \"a.x\"(%0) : (i32) -> i8\n\"a.use\"(%1) : (i8) -> ()\n",
    );
    assert_eq!(report.num_rewrites, 1);
    assert!(
        out.contains("\"a.done\"(%0) {n = 6 : i64} : (i32) -> i8"),
        "{out}"
    );
}

#[test]
fn a_closure_returning_other_kinds_fails_the_match_or_the_rewrite() {
    let mut natives = NativeRegistry::new();
    natives.constraint("Bad", &[Kind::Op], &[Kind::Attr], |_, _, a| {
        Some(vec![a[0].clone()])
    });
    let (report, _) = apply(
        "Constraint Bad(op: Op) -> Attr;\nPattern { let r = op<a.x>; Bad(r); erase r; }",
        natives,
        "\"a.x\"() : () -> ()\n",
    );
    assert_eq!(report.num_rewrites, 0);

    let mut ctx = Context::new();
    let mut natives = NativeRegistry::new();
    natives.rewrite("Bad", &[], &[Kind::Op], |_, _| Ok(Vec::new()));
    let set = build(
        "Rewrite Bad() -> Op;\nPattern { let r = op<a.x>; rewrite r with { Bad(); erase r; }; }",
        natives,
        &mut ctx,
    )
    .unwrap();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, "\"a.x\"() : () -> ()\n").unwrap();
    let op = ir.block_ops(ir.top_block()).next().unwrap();
    let mut found = Vec::new();
    set.match_op(&mut ctx, &ir, op, &mut found);
    assert_eq!(found.len(), 1);
    let mut rw = pdll_runtime::Rewriter::new(&mut ctx, &mut ir);
    rw.set_insertion_point_before(op);
    match set.rewrite(&found[0], &mut rw) {
        Err(RewriteError::Failed(msg)) => {
            assert!(
                msg.contains("native rewrite `Bad` is declared as () -> Op"),
                "{msg}"
            )
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_failing_operator_check_fails_the_rewrite() {
    let (report, out) = apply(
        "Pattern { let r = op<a.x> {v = a: Attr}; rewrite r with { a > attr<\"3 : i64\">; erase r; }; }",
        NativeRegistry::new(),
        "\"a.x\"() {v = 1 : i64} : () -> ()\n\"a.x\"() {v = 5 : i64} : () -> ()\n",
    );
    assert_eq!(report.num_rewrites, 1);
    assert!(
        out.contains("{v = 1 : i64}") && !out.contains("{v = 5 : i64}"),
        "{out}"
    );
}

#[test]
fn the_mlir_test_natives_are_all_registered() {
    let natives = mlir_test_natives();
    for c in [
        "single_entity_constraint",
        "multi_entity_constraint",
        "multi_entity_var_constraint",
        "op_constr_return_attr",
        "op_constr_return_type",
    ] {
        assert!(natives.has_constraint(c), "{c}");
    }
    for r in ["creator", "type_creator", "str_creator", "rewriter"] {
        assert!(natives.has_rewrite(r), "{r}");
    }
}

/// A rewrite creating `t.and` without result types (and a `t.sink` of it), rooted at
/// `t.src`.
const INFERRING: &str = "Pattern { let r = op<t.src>(a: Value, b: Value); rewrite r with { \
     let x = op<t.and>(a, b); op<t.sink>(x); erase r; }; }";

/// Applies [`INFERRING`] with `defs` handed to the set, returning the report and text.
fn apply_with_definitions(
    defs: Vec<pdll_runtime::dialect::OpDefinition>,
) -> (DriverReport, String) {
    let mut ctx = Context::new();
    let set = build(INFERRING, NativeRegistry::new(), &mut ctx)
        .unwrap()
        .with_op_definitions(defs);
    let mut ir = Ir::new();
    ir.parse_source(
        &mut ctx,
        r#"%a, %b = "t.args"() : () -> (i16, i16)
           "t.src"(%a, %b) : (i16, i16) -> ()"#,
    )
    .unwrap();
    let region = ir.top_region();
    let report = apply_patterns_greedily(&mut ctx, &mut ir, region, &set, &GreedyConfig::default());
    (report, ir.print_generic(&ctx))
}

#[test]
fn a_sets_definitions_infer_the_result_types_its_rewrites_leave_out() {
    use pdll_runtime::dialect::{OpDefinition, OpTrait};
    let and = OpDefinition::new("t.and")
        .operand("lhs")
        .operand("rhs")
        .result("result")
        .with_trait(OpTrait::SameOperandsAndResultType);
    let (report, text) = apply_with_definitions(vec![and]);
    assert_eq!(report.num_rewrites, 1);
    assert!(
        text.contains(r#"%1 = "t.and"(%0#0, %0#1) : (i16, i16) -> i16"#),
        "{text}"
    );
    // Without a definition, `t.and` has no results (MLIR's rule for an op without type
    // inference), so `t.sink` gets no operand.
    let (_, text) = apply_with_definitions(Vec::new());
    assert!(
        text.contains(r#""t.and"(%0#0, %0#1) : (i16, i16) -> ()"#),
        "{text}"
    );
}

#[test]
fn a_definition_that_cannot_infer_fails_the_rewrite_and_leaves_the_ir() {
    use pdll_runtime::dialect::OpDefinition;
    let opaque = OpDefinition::new("t.and")
        .operand("lhs")
        .operand("rhs")
        .result("result");
    let (report, text) = apply_with_definitions(vec![opaque]);
    assert_eq!(report.num_rewrites, 0);
    assert!(text.contains(r#""t.src"(%0#0, %0#1)"#), "{text}");
    assert!(!text.contains("t.and"), "{text}");
}

/// Attribute literals, the matcher's comparison and the operators on integers wider
/// than 128 bits: values are compared exactly, whatever their spelling.
#[test]
fn wide_integer_attributes_match_and_compute_exactly() {
    let src = "Pattern {\n\
               let r = op<a.x> {v = attr<\"0x10000000000000000000000000000000000000000 : i256\">, w = b: Attr};\n\
               b > attr<\"340282366920938463463374607431768211455 : i256\">;\n\
               rewrite r with { let n = op<a.y> {s = b + b}; replace r with n; };\n\
               }";
    // 2^160 written in decimal; w = 2^128 (matches), 2^128 - 1 (not greater), and v
    // one more than 2^160 (another attribute).
    let v = "1461501637330902918203684832716283019655932542976 : i256";
    let input = format!(
        "\"a.x\"() {{v = {v}, w = 340282366920938463463374607431768211456 : i256}} : () -> ()\n\
         \"a.x\"() {{v = {v}, w = 340282366920938463463374607431768211455 : i256}} : () -> ()\n\
         \"a.x\"() {{v = 1461501637330902918203684832716283019655932542977 : i256, w = 340282366920938463463374607431768211456 : i256}} : () -> ()\n"
    );
    let (report, out) = apply(src, NativeRegistry::new(), &input);
    assert_eq!(report.num_rewrites, 1, "{out}");
    // 2^129, exact.
    assert!(
        out.contains("\"a.y\"() {s = 680564733841876926926749214863536422912 : i256}"),
        "{out}"
    );
    assert_eq!(out.matches("\"a.x\"").count(), 2, "{out}");
}
