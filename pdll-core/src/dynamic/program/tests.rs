//! The program against its oracle: on random IR, a set's [`MatchProgram`] records the
//! matches the reference [`Interpreter`] records on the same tree, in the same order,
//! with the same captures; and the shape of the code (tables, registers) is what the
//! module docs promise.

use super::Instr;
use crate::dynamic::{DynamicPatternSet, Kind, NativeRegistry};
use crate::matcher::Interpreter;
use crate::source::SourceMap;
use pdll_runtime::{Captured, Context, Ir, Match, Op, PatternSet, Value};
use proptest::prelude::*;

/// Every kind of node and position: a root switch and an attribute switch wide
/// enough for tables, ranges, result groups, types, equality, native constraints
/// (negated, with results of each kind), several roots (a loop over users), counts.
const PATTERNS: &str = r#"
Constraint IsConst(op: Op);
Constraint TypeOf(v: Value) -> Type;
Constraint OperandsOf(op: Op) -> ValueRange;
Constraint Tag(op: Op) -> Attr;
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
Pattern AddTwo {
  let two = op<test.const> {value = attr<"2 : i32">};
  let root = op<test.add>(two.0, x: Value);
  replace root with x;
}
Pattern AddThree {
  let three = op<test.const> {value = attr<"3 : i32">};
  let root = op<test.add>(three.0, x: Value);
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
Pattern NotConst {
  let c = op<test.mul>;
  let root = op<test.sub>(c.0, y: Value);
  not IsConst(c);
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
Pattern SameTypes {
  let a: Value;
  let t = TypeOf(a);
  let root = op<test.other>(a, b: Value<t>);
  erase root;
}
Pattern RangeTypes {
  let root = op<test.sub>(args: ValueRange) -> (ts: TypeRange);
  let again = OperandsOf(root);
  erase root;
}
Pattern Tagged {
  let root = op<test.other> {value = v: Attr} -> (type<"i64">);
  let w = Tag(root);
  rewrite root with {
    op<test.tagged> {value = w};
    erase root;
  };
}
Pattern Typed {
  let root = op<test.sub>(a: Value<type<"i32">>, b: Value<type<"i32">>) -> (r: Type);
  erase root;
}
Pattern WideResults {
  let root = op<test.const> -> (rs: TypeRange);
  erase root;
}
"#;

fn natives() -> NativeRegistry {
    let mut n = NativeRegistry::new();
    n.constraint("IsConst", &[Kind::Op], &[], |ctx, ir, args| {
        let op = args[0].as_op()?;
        (ctx.op_name_str(ir.op_name(op)) == "test.const").then(Vec::new)
    });
    n.constraint("TypeOf", &[Kind::Value], &[Kind::Type], |_, ir, args| {
        Some(vec![Captured::Type(ir.value_type(args[0].as_value()?))])
    });
    n.constraint(
        "OperandsOf",
        &[Kind::Op],
        &[Kind::ValueRange],
        |_, ir, args| {
            let op = args[0].as_op()?;
            (ir.num_operands(op) > 1).then(|| {
                vec![Captured::ValueRange(
                    ir.operands(op).iter().copied().collect(),
                )]
            })
        },
    );
    n.constraint("Tag", &[Kind::Op], &[Kind::Attr], |ctx, ir, args| {
        let op = args[0].as_op()?;
        let n = ir.num_operands(op) as i128;
        let i32_ty = ctx.intern_integer_type(32);
        Some(vec![Captured::Attribute(
            ctx.intern_integer_attr(n, i32_ty).ok()?,
        )])
    });
    n
}

fn build(ctx: &mut Context) -> DynamicPatternSet {
    let mut sources = SourceMap::new();
    DynamicPatternSet::from_str(
        "t.pdll",
        PATTERNS,
        &Default::default(),
        natives(),
        ctx,
        &mut sources,
    )
    .unwrap_or_else(|d| panic!("{}", crate::diag::render_all(&d, &sources)))
}

/// One random op: a name, operands (indices into the values made so far), result
/// types (0 = i32, 1 = i64), an optional `value` attribute.
#[derive(Clone, Debug)]
struct OpSpec {
    name: usize,
    operands: Vec<usize>,
    results: Vec<bool>,
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
        prop::collection::vec(any::<bool>(), 0..3),
        prop::option::of(0i32..5),
    )
        .prop_map(|(name, operands, results, value)| OpSpec {
            name,
            operands,
            results,
            value,
        })
}

/// Two seed values, then the ops in order (operands picked among earlier results).
fn build_ir(ctx: &mut Context, ir: &mut Ir, specs: &[OpSpec]) -> Vec<Op> {
    let i32_ty = ctx.intern_integer_type(32);
    let i64_ty = ctx.intern_integer_type(64);
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
            .results
            .iter()
            .map(|&wide| if wide { i64_ty } else { i32_ty })
            .collect();
        let attrs = spec.value.map(|v| {
            ctx.parse_attr_dict(&format!("{{value = {v} : i32}}"))
                .unwrap()
        });
        let op = ir.create_simple_op(name, &operands, &results, attrs);
        values.extend(ir.results(op));
        ops.push(op);
    }
    ops
}

/// The matches of the program and of the interpreter at `op`.
fn both(set: &DynamicPatternSet, ctx: &mut Context, ir: &Ir, op: Op) -> (Vec<Match>, Vec<Match>) {
    let mut program = Vec::new();
    set.match_op(ctx, ir, op, &mut program);
    let interp = Interpreter::new(set.tree(), ctx).unwrap();
    let natives = |ctx: &mut Context, ir: &Ir, name: &str, args: &[Captured]| {
        set.set.natives.constraint(ctx, ir, name, args)
    };
    let oracle = interp
        .match_op_mut(ctx, ir, op, &natives)
        .into_iter()
        .map(|m| m.into_match(op))
        .collect();
    (program, oracle)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]
    #[test]
    fn the_program_records_the_interpreters_matches(
        specs in prop::collection::vec(op_spec(), 1..32)
    ) {
        let mut ctx = Context::new();
        let set = build(&mut ctx);
        let mut ir = Ir::new();
        let ops = build_ir(&mut ctx, &mut ir, &specs);
        for &op in &ops {
            let (program, oracle) = both(&set, &mut ctx, &ir, op);
            prop_assert_eq!(program, oracle);
        }
    }
}

#[test]
fn every_pattern_matches_somewhere_and_the_program_agrees() {
    // A fixed IR where each pattern matches, so the property is not vacuous.
    let mut ctx = Context::new();
    let set = build(&mut ctx);
    let mut ir = Ir::new();
    let ops = ir
        .parse_source(
            &mut ctx,
            r#"
            %a = "test.seed"() : () -> i32
            %w = "test.seed"() : () -> i64
            %0 = "test.const"() {value = 0 : i32} : () -> i32
            %1 = "test.const"() {value = 1 : i32} : () -> i32
            %c2 = "test.const"() {value = 2 : i32} : () -> i32
            %c3 = "test.const"() {value = 3 : i32} : () -> i32
            %2 = "test.add"(%0, %a) : (i32, i32) -> i32
            %3 = "test.add"(%1, %a) : (i32, i32) -> i32
            %a2 = "test.add"(%c2, %a) : (i32, i32) -> i32
            %a3 = "test.add"(%c3, %a) : (i32, i32) -> i32
            %4 = "test.add"(%a, %a) : (i32, i32) -> i32
            %5 = "test.add"(%0, %w) : (i32, i64) -> i32
            %6 = "test.mul"(%a, %a, %a) : (i32, i32, i32) -> i32
            %7 = "test.mul"(%w) : (i64) -> i32
            %8 = "test.add"(%w, %a) : (i64, i32) -> i32
            %9 = "test.mul"(%4, %a) : (i32, i32) -> i32
            %10 = "test.sub"(%6, %a) : (i32, i32) -> i32
            %11 = "test.other"(%a, %4) : (i32, i32) -> i32
            %12 = "test.other"() {value = 7 : i32} : () -> i64
            %13:2 = "test.const"() : () -> (i32, i64)
            "#,
        )
        .unwrap();
    let names: Vec<String> = set.patterns().iter().map(|p| p.name.to_string()).collect();
    let mut seen = vec![false; names.len()];
    for &op in &ops {
        let (program, oracle) = both(&set, &mut ctx, &ir, op);
        assert_eq!(program, oracle, "at op #{}", op.index());
        for m in program {
            seen[m.pattern] = true;
        }
    }
    let missing: Vec<&String> = names
        .iter()
        .zip(&seen)
        .filter(|(_, s)| !**s)
        .map(|(n, _)| n)
        .collect();
    assert!(missing.is_empty(), "never matched: {missing:?}");
}

#[test]
fn wide_switches_jump_through_tables_and_registers_stay_few() {
    let mut ctx = Context::new();
    let set = build(&mut ctx);
    let p = set.program();
    let tables = p
        .code
        .iter()
        .filter(|i| matches!(i, Instr::Switch { .. }))
        .count();
    // The root's op name (5 names) and the constant's value (4 attributes).
    assert!(tables >= 2, "{p}");
    assert!(
        matches!(p.code[1], Instr::Switch { .. }) || matches!(p.code[0], Instr::Switch { .. }),
        "{p}"
    );
    assert!(
        p.num_registers() <= 16,
        "{} registers\n{p}",
        p.num_registers()
    );
    assert!(p.code.last() == Some(&Instr::Return));
}
