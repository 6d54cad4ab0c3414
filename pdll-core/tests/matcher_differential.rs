//! Merging is sound: on random IR, the merged tree of a pattern set records exactly
//! the matches (pattern, captures) that the trees of its patterns, built one by one,
//! record. Checked with the reference interpreter.

use pdll_core::matcher::{self, InterpMatch, Interpreter};
use pdll_core::pdl::PdlModule;
use pdll_core::{pdl, sema, syntax};
use pdll_runtime::{Captured, Context, Ir, Op, Value};
use proptest::prelude::*;

const PATTERNS: &str = r#"
Constraint IsConst(op: Op);
Pattern AddZero with benefit(2) {
  let zero = op<test.const> {value = attr<"0 : i32">};
  let root = op<test.add>(zero.0, x: Value);
  replace root with x;
}
Pattern AddOne with benefit(1) {
  let one = op<test.const> {value = attr<"1 : i32">};
  let root = op<test.add>(one.0, x: Value);
  replace root with x;
}
Pattern AddSame {
  let root = op<test.add>(x: Value, x);
  erase root;
}
Pattern AddConstAny {
  let c = op<test.const>;
  let root = op<test.add>(c.0, y: Value<type<"i64">>);
  IsConst(c);
  erase root;
}
Pattern AnyBinary {
  let root = op<>(a: Value, b: Value) -> (type<"i32">);
  erase root;
}
Pattern MulRange {
  let root = op<test.mul>(first: Value, rest: ValueRange);
  replace root with (first);
}
Pattern Shared {
  let a = op<test.mul>(s: Value);
  let b = op<test.add>(s, t: Value);
  rewrite a with {
    erase b;
    erase a;
  };
}
Pattern Nested {
  let inner = op<test.add>(p: Value, q: Value);
  let root = op<test.mul>(inner.0, q);
  replace root with p;
}
"#;

fn compile(src: &str) -> PdlModule {
    let (ast, diags) = syntax::parse_str(
        "diff.pdll",
        src,
        &Default::default(),
        &mut Default::default(),
    );
    let ast = ast.unwrap_or_else(|| panic!("syntax errors: {diags:?}"));
    let (program, diags) = sema::check(&ast);
    let program = program.unwrap_or_else(|| panic!("semantic errors: {diags:?}"));
    pdl::lower(&program).expect("lowers")
}

fn natives(ctx: &Context, ir: &Ir, name: &str, args: &[Captured]) -> Option<Vec<Captured>> {
    match (name, args) {
        ("IsConst", [Captured::Op(op)]) => {
            (ctx.op_name_str(ir.op_name(*op)) == "test.const").then(Vec::new)
        }
        _ => None,
    }
}

/// One random op: a name, operands (indices into the values made so far), a result
/// type, an optional `value` attribute.
#[derive(Clone, Debug)]
struct OpSpec {
    name: usize,
    operands: Vec<usize>,
    result: Option<bool>,
    value: Option<i32>,
}

const NAMES: [&str; 4] = ["test.add", "test.mul", "test.const", "test.other"];

fn op_spec() -> impl Strategy<Value = OpSpec> {
    (
        0..NAMES.len(),
        prop::collection::vec(0usize..64, 0..4),
        prop::option::weighted(0.9, any::<bool>()),
        prop::option::of(0i32..3),
    )
        .prop_map(|(name, operands, result, value)| OpSpec {
            name,
            operands,
            result,
            value,
        })
}

/// Builds the IR: two block-argument-like seed values, then the ops in order.
fn build_ir(ctx: &mut Context, ir: &mut Ir, specs: &[OpSpec]) -> Vec<Op> {
    let i32_ty = ctx.parse_type("i32").unwrap();
    let i64_ty = ctx.parse_type("i64").unwrap();
    let seed = ctx.intern_op_name("test.seed");
    let mut values: Vec<Value> = Vec::new();
    for ty in [i32_ty, i64_ty] {
        let op = ir.create_simple_op(seed, &[], &[ty], None);
        values.push(ir.result(op, 0));
    }
    let mut ops = Vec::new();
    for spec in specs {
        let name = ctx.intern_op_name(NAMES[spec.name]);
        let operands: Vec<Value> = spec
            .operands
            .iter()
            .map(|&i| values[i % values.len()])
            .collect();
        let results: Vec<_> = spec
            .result
            .map(|wide| if wide { i64_ty } else { i32_ty })
            .into_iter()
            .collect();
        let attrs = spec.value.map(|v| {
            ctx.parse_attr_dict(&format!("{{value = {v} : i32}}"))
                .unwrap()
        });
        let op = ir.create_simple_op(name, &operands, &results, attrs);
        values.extend(ir.results(op).collect::<Vec<_>>());
        ops.push(op);
    }
    ops
}

fn key(m: &InterpMatch) -> String {
    format!("{} {} {:?}", m.pattern, m.benefit, m.captures)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]
    #[test]
    fn merged_tree_matches_union_of_single_pattern_trees(
        specs in prop::collection::vec(op_spec(), 1..24)
    ) {
        let module = compile(PATTERNS);
        let merged = matcher::build_tree(&module).unwrap();
        let singles: Vec<_> = module
            .patterns
            .iter()
            .map(|p| matcher::build_tree(&PdlModule { patterns: vec![p.clone()] }).unwrap())
            .collect();

        let mut ctx = Context::new();

        let mut ir = Ir::new();
        let ops = build_ir(&mut ctx, &mut ir, &specs);
        let merged_interp = Interpreter::new(&merged, &mut ctx).unwrap();
        let single_interps: Vec<_> = singles
            .iter()
            .map(|t| Interpreter::new(t, &mut ctx).unwrap())
            .collect();
        for &op in &ops {
            let mut got: Vec<String> = merged_interp.match_op(&ctx, &ir, op, &natives).iter().map(key).collect();
            let mut want: Vec<String> = Vec::new();
            for (i, interp) in single_interps.iter().enumerate() {
                for mut m in interp.match_op(&ctx, &ir, op, &natives) {
                    m.pattern = i;
                    want.push(key(&m));
                }
            }
            got.sort();
            want.sort();
            prop_assert_eq!(got, want);
        }
    }
}

#[test]
fn every_pattern_of_the_set_can_match() {
    // A fixed IR where each pattern matches at least once, so the property above is
    // not vacuous.
    let module = compile(PATTERNS);
    let tree = matcher::build_tree(&module).unwrap();
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let ops = ir
        .parse_source(
            &mut ctx,
            r#"
            %a = "test.seed"() : () -> i32
            %w = "test.seed"() : () -> i64
            %0 = "test.const"() {value = 0 : i32} : () -> i32
            %1 = "test.const"() {value = 1 : i32} : () -> i32
            %2 = "test.add"(%0, %a) : (i32, i32) -> i32
            %3 = "test.add"(%1, %a) : (i32, i32) -> i32
            %4 = "test.add"(%a, %a) : (i32, i32) -> i32
            %5 = "test.add"(%0, %w) : (i32, i64) -> i32
            %6 = "test.mul"(%a, %a, %a) : (i32, i32, i32) -> i32
            %7 = "test.mul"(%w) : (i64) -> i32
            %8 = "test.add"(%w, %a) : (i64, i32) -> i32
            %9 = "test.mul"(%4, %a) : (i32, i32) -> i32
            "#,
        )
        .unwrap();
    let interp = Interpreter::new(&tree, &mut ctx).unwrap();
    let mut seen = vec![false; module.patterns.len()];
    for &op in &ops {
        for m in interp.match_op(&ctx, &ir, op, &natives) {
            seen[m.pattern] = true;
        }
    }
    let names = module.pattern_names();
    let missing: Vec<&String> = names
        .iter()
        .zip(&seen)
        .filter(|(_, s)| !**s)
        .map(|(n, _)| n)
        .collect();
    assert!(missing.is_empty(), "never matched: {missing:?}");
}
