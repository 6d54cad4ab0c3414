//! The `shadowed` warning is sound: on random IR, the greedy driver never applies a
//! pattern the analysis says can never fire, while the patterns that shadow them do
//! fire (so the property is not vacuous). The IR mixes the cases the analysis must get
//! right: roots with zero, one or two results (where a replacement by one value, or an
//! erasure, fails), used and unused results, and operands from every kind of op. Two
//! patterns are shadowed by several patterns together, which split their ops by the
//! number of operands (`OtherAny`) or of results (`SubAny`).

use pdll_core::analysis::{analyze_warnings, WarningKind};
use pdll_core::dynamic::{DynamicPatternSet, NativeRegistry};
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};
use pdll_runtime::driver::{apply_patterns_greedily, GreedyConfig};
use pdll_runtime::pattern::PatternSet;
use pdll_runtime::{Context, Ir, Value};
use proptest::prelude::*;

const PATTERNS: &str = r#"
Pattern General with benefit(2) => replace op<test.add>(x: Value, y: Value) with x;
Pattern AddZero {
  let zero = op<test.const> {value = attr<"0 : i32">};
  replace op<test.add>(zero.0, x: Value) with x;
}
Pattern AddSame => erase op<test.add>(x: Value, x);
Pattern MulAny => erase op<test.mul>;
Pattern MulOne {
  let r = op<test.mul>(a: Value);
  erase r;
}
Pattern MulTyped => replace op<test.mul>(a: Value, b: Value) -> (type<"i32">) with op<test.other>(a, b);
Pattern ConstToOther => replace op<test.const> -> (t: Type) with op<test.other> -> (t);
Pattern ConstZero {
  let c = op<test.const> {value = attr<"0 : i32">} -> (t: Type);
  replace c with op<test.other> -> (t);
}
Pattern OtherAny => erase op<test.other>(xs: ValueRange);
Pattern OtherNone with benefit(1) => erase op<test.other>();
Pattern OtherSome with benefit(1) => erase op<test.other>(x: Value, rest: ValueRange);
Pattern SubAny => erase op<test.sub>;
Pattern SubNoResult with benefit(1) => erase op<test.sub> -> ();
Pattern SubResults with benefit(1) {
  let r = op<test.sub> -> (t: Type, rest: TypeRange);
  replace r with op<test.other>;
}
"#;

/// The shadowed patterns, as the analysis reports them.
fn shadowed() -> Vec<String> {
    let mut sources = SourceMap::new();
    let (ast, diags) = parse_str("s.pdll", PATTERNS, &ParseOptions::default(), &mut sources);
    assert!(diags.is_empty(), "{diags:?}");
    let (program, diags) = pdll_core::sema::check(&ast.unwrap());
    assert!(diags.is_empty(), "{diags:?}");
    let program = program.unwrap();
    let pdl = pdll_core::pdl::lower(&program).unwrap();
    let tree = pdll_core::matcher::build_tree(&pdl).unwrap();
    analyze_warnings(&program, &pdl, &tree, &sources)
        .into_iter()
        .filter(|w| w.kind == WarningKind::Shadowed)
        .map(|w| w.diagnostic.message.split('`').nth(1).unwrap().to_owned())
        .collect()
}

#[derive(Clone, Debug)]
struct OpSpec {
    name: usize,
    operands: Vec<usize>,
    results: usize,
    value: Option<i32>,
}

const NAMES: [&str; 5] = [
    "test.add",
    "test.mul",
    "test.const",
    "test.other",
    "test.sub",
];

fn op_spec() -> impl Strategy<Value = OpSpec> {
    (
        0..NAMES.len(),
        prop::collection::vec(0usize..64, 0..4),
        0usize..3,
        prop::option::of(0i32..2),
    )
        .prop_map(|(name, operands, results, value)| OpSpec {
            name,
            operands,
            results,
            value,
        })
}

/// Builds the ops in the top block, each using values made before it.
fn build(ctx: &mut Context, ir: &mut Ir, specs: &[OpSpec]) {
    let i32_ty = ctx.parse_type("i32").unwrap();
    let seed = ctx.intern_op_name("test.seed");
    let block = ir.top_block();
    let op = ir.create_simple_op(seed, &[], &[i32_ty, i32_ty], None);
    ir.append_op(block, op);
    let mut values: Vec<Value> = ir.results(op).collect();
    for spec in specs {
        let name = ctx.intern_op_name(NAMES[spec.name]);
        let operands: Vec<Value> = spec
            .operands
            .iter()
            .map(|&i| values[i % values.len()])
            .collect();
        let results = vec![i32_ty; spec.results];
        let attrs = spec.value.map(|v| {
            ctx.parse_attr_dict(&format!("{{value = {v} : i32}}"))
                .unwrap()
        });
        let op = ir.create_simple_op(name, &operands, &results, attrs);
        ir.append_op(block, op);
        values.extend(ir.results(op).collect::<Vec<_>>());
    }
}

/// Applies the set to the ops and returns how often each pattern fired, by name.
fn fired(specs: &[OpSpec]) -> Vec<(String, u64)> {
    let mut ctx = Context::new();
    let mut sources = SourceMap::new();
    let set = DynamicPatternSet::from_str(
        "s.pdll",
        PATTERNS,
        &ParseOptions::default(),
        NativeRegistry::new(),
        &mut ctx,
        &mut sources,
    )
    .unwrap();
    let mut ir = Ir::new();
    build(&mut ctx, &mut ir, specs);
    let region = ir.top_region();
    let report = apply_patterns_greedily(&mut ctx, &mut ir, region, &set, &GreedyConfig::default());
    set.patterns()
        .iter()
        .zip(report.per_pattern)
        .map(|(p, n)| (p.name.to_string(), n))
        .collect()
}

#[test]
fn the_analysis_finds_the_shadowed_patterns() {
    assert_eq!(
        shadowed(),
        ["AddZero", "MulOne", "ConstZero", "OtherAny", "SubAny"]
    );
}

#[test]
fn the_shadowing_patterns_fire() {
    // Ops every shadowing pattern fires on: an add with one result, a mul and a
    // const whose results are unused.
    let spec = |name, operands: &[usize], results, value| OpSpec {
        name,
        operands: operands.to_vec(),
        results,
        value,
    };
    let counts = fired(&[
        spec(2, &[], 1, Some(0)),
        spec(0, &[2, 0], 1, None),
        spec(1, &[0], 0, None),
        spec(2, &[], 1, Some(0)),
        spec(3, &[], 0, None),
        spec(3, &[0, 1], 0, None),
        spec(4, &[], 0, None),
        spec(4, &[0], 2, None),
    ]);
    for name in [
        "General",
        "MulAny",
        "ConstToOther",
        "OtherNone",
        "OtherSome",
        "SubNoResult",
        "SubResults",
    ] {
        let n = counts.iter().find(|(p, _)| p == name).unwrap().1;
        assert!(n > 0, "{name} did not fire: {counts:?}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]
    #[test]
    fn shadowed_patterns_never_fire(specs in prop::collection::vec(op_spec(), 1..24)) {
        let shadowed = shadowed();
        for (name, n) in fired(&specs) {
            if shadowed.contains(&name) {
                prop_assert_eq!(n, 0, "{} fired", name);
            }
        }
    }
}

/// A cycle the analysis reports does loop under the greedy driver: it stops at its
/// rewrite limit without converging, with both patterns applied in turn.
#[test]
fn a_reported_cycle_loops_under_the_driver() {
    let patterns = "Pattern ToY { let c = op<test.const>; replace op<test.x>(c.0) with op<test.y>(c.0); }\n\
                    Pattern ToX { let c = op<test.const>; replace op<test.y>(c.0) with op<test.x>(c.0); }\n";
    let mut sources = SourceMap::new();
    let (ast, diags) = parse_str("c.pdll", patterns, &ParseOptions::default(), &mut sources);
    assert!(diags.is_empty(), "{diags:?}");
    let (program, _) = pdll_core::sema::check(&ast.unwrap());
    let program = program.unwrap();
    let pdl = pdll_core::pdl::lower(&program).unwrap();
    let tree = pdll_core::matcher::build_tree(&pdl).unwrap();
    let kinds: Vec<WarningKind> = analyze_warnings(&program, &pdl, &tree, &sources)
        .into_iter()
        .map(|w| w.kind)
        .collect();
    assert_eq!(kinds, [WarningKind::Recursion]);

    let mut ctx = Context::new();
    let set = DynamicPatternSet::from_str(
        "c.pdll",
        patterns,
        &ParseOptions::default(),
        NativeRegistry::new(),
        &mut ctx,
        &mut SourceMap::new(),
    )
    .unwrap();
    let mut ir = Ir::new();
    ir.parse_source(
        &mut ctx,
        "%c = \"test.const\"() : () -> i32\n%0 = \"test.x\"(%c) : (i32) -> i32\n\
         \"test.use\"(%0) : (i32) -> ()\n",
    )
    .unwrap();
    let region = ir.top_region();
    let report = apply_patterns_greedily(&mut ctx, &mut ir, region, &set, &GreedyConfig::default());
    assert!(!report.converged, "{report:?}");
    assert!(report.per_pattern.iter().all(|&n| n > 10), "{report:?}");
}
