//! End to end: pattern sets defined with `pdll!`, applied by the runtime's greedy
//! driver to IR parsed from MLIR's generic form.

use pdll::runtime::attributes::Attribute;
use pdll::runtime::pattern::PatternSet;
use pdll::runtime::types::Type;
use pdll::runtime::{
    apply_patterns_greedily, Context, GreedyConfig, Ir, Op, RewriteError, Rewriter, Value,
};

/// Parses `text`, applies a set made by `make`, and returns the printed result and the
/// number of rewrites.
fn apply<S: PatternSet>(text: &str, make: impl FnOnce(&mut Context) -> S) -> (String, u64) {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, text).expect("test IR parses");
    let set = make(&mut ctx);
    let top = ir.top_region();
    let report = apply_patterns_greedily(&mut ctx, &mut ir, top, &set, &GreedyConfig::default());
    assert!(report.converged, "{report:?}");
    (ir.print_generic(&ctx), report.num_rewrites)
}

pdll::pdll! {
    /// Two independent patterns.
    struct Basic;

    Pattern EraseDead => erase op<test.dead>;

    Pattern Swap with benefit(2) {
        let root = op<test.foo>(x: Value) {value = attr<"1 : i32">};
        replace root with op<test.bar>(x);
    }
}

#[test]
fn erase_and_replace_with_inferred_result_types() {
    let text = r#"
%0 = "test.src"() : () -> i32
%1 = "test.foo"(%0) {value = 1 : i32} : (i32) -> i32
%2 = "test.foo"(%0) {value = 2 : i32} : (i32) -> i32
"test.use"(%1, %2) : (i32, i32) -> ()
"test.dead"() : () -> ()
"#;
    let (out, n) = apply(text, Basic::new);
    assert_eq!(n, 2, "{out}");
    assert!(!out.contains("test.dead"), "{out}");
    assert!(out.contains(r#""test.bar"(%0) : (i32) -> i32"#), "{out}");
    // The op with another attribute value is left alone.
    assert!(
        out.contains(r#""test.foo"(%0) <{value = 2 : i32}>"#)
            || out.contains(r#"{value = 2 : i32}"#),
        "{out}"
    );
    let mut ctx = Context::new();
    let set = Basic::new(&mut ctx);
    let names: Vec<_> = set.patterns().iter().map(|p| p.name.to_string()).collect();
    assert_eq!(names, ["EraseDead", "Swap"]);
    assert_eq!(set.patterns()[1].benefit, 2);
    assert_eq!(set.patterns()[1].root.as_deref(), Some("test.foo"));
}

pdll::pdll! {
    pub(crate) struct MultiOp;

    // A value used twice, an op reached through an operand.
    Pattern DoubleNeg {
        let inner = op<test.neg>(x: Value);
        let root = op<test.neg>(inner);
        replace root with x;
    }

    Pattern SubSelf {
        let root = op<test.sub>(x: Value, x) -> (t: Type);
        replace root with op<test.zero> -> (t);
    }
}

#[test]
fn multi_op_patterns_and_repeated_variables() {
    let text = r#"
%0 = "test.src"() : () -> i32
%1 = "test.src"() : () -> i32
%2 = "test.neg"(%0) : (i32) -> i32
%3 = "test.neg"(%2) : (i32) -> i32
%4 = "test.sub"(%3, %3) : (i32, i32) -> i32
%5 = "test.sub"(%0, %1) : (i32, i32) -> i32
"test.use"(%4, %5) : (i32, i32) -> ()
"#;
    let (out, n) = apply(text, MultiOp::new);
    assert!(n >= 2, "{out}");
    assert!(out.contains(r#""test.zero"() : () -> i32"#), "{out}");
    // %5 subtracts different values: kept.
    assert!(out.contains(r#""test.sub"(%0, %1)"#), "{out}");
    assert_eq!(out.matches("test.neg").count(), 1, "{out}");
}

pdll::pdll! {
    struct Ranges;

    Pattern Rename {
        let root = op<test.call>(args: ValueRange) -> (types: TypeRange);
        replace root with op<test.call2>(args) -> (types);
    }
}

#[test]
fn value_and_type_ranges() {
    let text = r#"
%0 = "test.src"() : () -> i32
%1:2 = "test.call"(%0, %0, %0) : (i32, i32, i32) -> (i32, f32)
"test.use"(%1#0, %1#1) : (i32, f32) -> ()
"#;
    let (out, n) = apply(text, Ranges::new);
    assert_eq!(n, 1);
    assert!(
        out.contains(r#""test.call2"(%0, %0, %0) : (i32, i32, i32) -> (i32, f32)"#),
        "{out}"
    );
}

/// A user-supplied constraint (body-less declaration).
#[allow(non_snake_case)]
fn HasOneUse(_ctx: &mut Context, ir: &Ir, v: Value) -> bool {
    ir.has_one_use(v)
}

/// A user-supplied rewrite returning its result directly.
#[allow(non_snake_case)]
fn Twice(rewriter: &mut Rewriter<'_>, a: Attribute) -> Attribute {
    let ctx = rewriter.ctx_mut();
    let ty = ctx.intern_integer_type(32);
    ctx.integer_attr_value(a)
        .and_then(|value| ctx.intern_integer_attr(value * 2, ty).ok())
        .unwrap_or(a)
}

/// A user-supplied rewrite that can fail.
#[allow(non_snake_case)]
fn NonZero(rewriter: &mut Rewriter<'_>, a: Attribute) -> Result<Attribute, RewriteError> {
    match rewriter.ctx().integer_attr_value(a) {
        Some(0) => Err(RewriteError::Failed("zero".into())),
        _ => Ok(a),
    }
}

pdll::pdll! {
    struct Natives;

    Constraint HasOneUse(v: Value);
    Constraint IsInt(a: Attr) [{
        ctx.integer_attr_value(a).is_some()
    }];
    Constraint ResultType(op: Op) -> Type [{
        if ir.num_results(op) == 1 { Some(ir.value_type(ir.result(op, 0))) } else { None }
    }];
    Rewrite Twice(a: Attr) -> Attr;
    Rewrite NonZero(a: Attr) -> Attr;
    Rewrite MakeConst(t: Type, a: Attr) -> Op [{
        let name = rewriter.ctx_mut().intern_op_name("test.const");
        let dict = {
            let key = rewriter.ctx_mut().intern_ident("value");
            rewriter.ctx_mut().intern_dictionary(vec![(key, a)])
        };
        Ok(rewriter.create(name, &[], &[t], Some(dict))?)
    }];

    Pattern Fold {
        let root = op<test.double>(x: Value) {value = v: Attr};
        HasOneUse(x);
        IsInt(v);
        let t = ResultType(root);
        rewrite root with {
            let c = MakeConst(t, NonZero(Twice(v)));
            replace root with c;
        };
    }
}

#[test]
fn native_constraints_and_rewrites() {
    let text = r#"
%0 = "test.src"() : () -> i32
%1 = "test.double"(%0) {value = 21 : i32} : (i32) -> i32
%2 = "test.src"() : () -> i32
%3 = "test.double"(%2) {value = 0 : i32} : (i32) -> i32
%4 = "test.src"() : () -> i32
%5 = "test.double"(%4) {value = "s"} : (i32) -> i32
"test.use"(%1, %3, %5) : (i32, i32, i32) -> ()
"#;
    let (out, n) = apply(text, Natives::new);
    assert_eq!(n, 1, "{out}");
    assert!(
        out.contains(r#""test.const"() {value = 42 : i32} : () -> i32"#),
        "{out}"
    );
    // Zero fails in `NonZero`; a string is not an integer.
    assert_eq!(out.matches("test.double").count(), 2, "{out}");
}

pdll::pdll! {
    struct SharedPrefix;

    Pattern A with benefit(1) => replace op<test.op>(x: Value) {kind = attr<"1">} with x;
    Pattern B with benefit(5) => erase op<test.op>(x: Value) {kind = attr<"1">, unused};
    Pattern C => erase op<test.other>;
    Pattern D => erase op<test.third>;
    Pattern E => erase op<test.fourth>;
}

#[test]
fn shared_prefixes_and_benefits() {
    let text = r#"
%0 = "test.src"() : () -> i32
"test.op"(%0) {kind = 1 : i64, unused} : (i32) -> ()
%1 = "test.op"(%0) {kind = 1 : i64} : (i32) -> i32
"test.use"(%1) : (i32) -> ()
"test.other"() : () -> ()
"test.third"() : () -> ()
"test.fourth"() : () -> ()
"#;
    let (out, n) = apply(text, SharedPrefix::new);
    assert_eq!(n, 5, "{out}");
    assert_eq!(out.matches("test.op").count(), 0, "{out}");
    assert!(out.contains(r#""test.use"(%0)"#), "{out}");
    // The matcher records both patterns where both match, by benefit order after
    // sorting.
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let ops = ir.parse_source(&mut ctx, text).unwrap();
    let set = SharedPrefix::new(&mut ctx);
    let mut matches = Vec::new();
    set.match_op(&mut ctx, &ir, ops[1], &mut matches);
    let found: Vec<_> = matches.iter().map(|m| (m.pattern, m.benefit)).collect();
    assert!(
        found.contains(&(0, 1)) && found.contains(&(1, 5)),
        "{found:?}"
    );
}

#[test]
fn sets_are_independent_of_other_contexts_content() {
    // Building a set interns into the context; matching an op whose name the set never
    // interned does nothing.
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let set = SharedPrefix::new(&mut ctx);
    let name = ctx.intern_op_name("test.unknown_after_new");
    let op: Op = ir.create_simple_op(name, &[], &[], None);
    let mut matches = Vec::new();
    set.match_op(&mut ctx, &ir, op, &mut matches);
    assert!(matches.is_empty());
    let _unused: Option<Type> = None;
}

pdll::pdll! {
    /// The operators of the PDLL operator proposal, in both sections; traced.
    #[pdll(trace)]
    struct Operators;

    Pattern Fold {
        let root = op<test.add> {lhs = a: Attr, rhs = b: Attr} -> (t: Type);
        a < b;
        replace root with op<test.const> {value = a + b * attr<"2 : i64">} -> (t);
    }
}

#[test]
fn operators_fold_attributes_and_guard_matches() {
    let text = r#"
%0 = "test.add"() {lhs = 1 : i64, rhs = 3 : i64} : () -> i64
%1 = "test.add"() {lhs = 5 : i64, rhs = 3 : i64} : () -> i64
%2 = "test.add"() {lhs = "s", rhs = 3 : i64} : () -> i64
"test.use"(%0, %1, %2) : (i64, i64, i64) -> ()
"#;
    let (out, n) = apply(text, Operators::new);
    assert_eq!(n, 1, "{out}");
    assert!(
        out.contains(r#""test.const"() {value = 7 : i64} : () -> i64"#),
        "{out}"
    );
    assert_eq!(out.matches("test.add").count(), 2, "{out}");
}

pdll::pdll! {
    /// A set without patterns (only a declaration) is a valid, empty set.
    struct Empty;
    /// pdll: allow(unused)
    Constraint Unused(op: Op);
}

#[test]
fn empty_set() {
    let (out, n) = apply("\"test.a\"() : () -> ()\n", Empty::new);
    assert_eq!(n, 0);
    assert!(out.contains("test.a"));
    assert!(Empty::new(&mut Context::new()).patterns().is_empty());
}

pdll::pdll! {
    /// Patterns on one root told apart by an attribute value: a table switch.
    struct Tags;

    Pattern Tag0 => erase op<test.t> {tag = attr<"0 : i32">};
    Pattern Tag1 => erase op<test.t> {tag = attr<"1 : i32">};
    Pattern Tag2 {
        let root = op<test.t>(x: Value) {tag = attr<"2 : i32">};
        replace root with x;
    }
    Pattern Tag3 {
        let root = op<test.t>(x: Value) {tag = attr<"3 : i32">};
        replace root with op<test.three>(x);
    }
}

#[test]
fn attribute_value_switch_picks_the_pattern_of_each_value() {
    let text = r#"
%0 = "test.src"() : () -> i32
"test.t"() {tag = 0 : i32} : () -> ()
"test.t"() {tag = 1 : i32} : () -> ()
%1 = "test.t"(%0) {tag = 2 : i32} : (i32) -> i32
%2 = "test.t"(%0) {tag = 3 : i32} : (i32) -> i32
%3 = "test.t"(%0) {tag = 4 : i32} : (i32) -> i32
"test.t"() {tag = 0 : i64} : () -> ()
"test.use"(%1, %2, %3) : (i32, i32, i32) -> ()
"#;
    let (out, n) = apply(text, Tags::new);
    assert_eq!(n, 4, "{out}");
    assert!(out.contains(r#""test.three"(%0) : (i32) -> i32"#), "{out}");
    // Tag 4 and a tag of another type match no case.
    assert!(out.contains("{tag = 4 : i32}"), "{out}");
    assert!(out.contains("{tag = 0 : i64}"), "{out}");
    assert!(out.contains(r#""test.use"(%0, %1, %2)"#), "{out}");
    assert!(!out.contains("{tag = 1 : i32}"), "{out}");
}

pdll::pdll! {
    /// Created ops with literal attributes (a dictionary interned once) and with a
    /// matched attribute (a dictionary built per rewrite).
    struct Dictionaries;

    Pattern Literal {
        let root = op<test.lit>(x: Value);
        replace root with op<test.made>(x) {tag = attr<"3 : i32">, name = attr<"\"three\"">};
    }
    Pattern Copied {
        let root = op<test.copy>(x: Value) {tag = t: Attr};
        replace root with op<test.made>(x) {tag = t};
    }
}

#[test]
fn created_ops_get_constant_and_matched_attributes() {
    let text = r#"
%0 = "test.src"() : () -> i32
%1 = "test.lit"(%0) : (i32) -> i32
%2 = "test.copy"(%0) {tag = 7 : i64} : (i32) -> i32
"test.use"(%1, %2) : (i32, i32) -> ()
"#;
    let (out, n) = apply(text, Dictionaries::new);
    assert_eq!(n, 2, "{out}");
    assert!(
        out.contains(r#""test.made"(%0) {name = "three", tag = 3 : i32} : (i32) -> i32"#),
        "{out}"
    );
    assert!(
        out.contains(r#""test.made"(%0) {tag = 7 : i64} : (i32) -> i32"#),
        "{out}"
    );
}

pdll::pdll! {
    /// An operator in a rewrite, which fails on operands of different types.
    struct FailingOperator;

    Pattern {
        let root = op<test.add> {lhs = a: Attr, rhs = b: Attr};
        replace root with op<test.const> {value = a + b};
    }
}

#[test]
fn a_failing_operator_fails_the_rewrite_with_its_typed_error() {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let set = FailingOperator::new(&mut ctx);
    let (lhs, rhs) = (ctx.intern_ident("lhs"), ctx.intern_ident("rhs"));
    let one_i32 = ctx.parse_attribute("1 : i32").unwrap();
    let one_i64 = ctx.parse_attribute("1 : i64").unwrap();
    let attrs = ctx.intern_dictionary(vec![(lhs, one_i32), (rhs, one_i64)]);
    let name = ctx.intern_op_name("test.add");
    let op = ir.create_simple_op(name, &[], &[], Some(attrs));
    let mut matches = Vec::new();
    set.match_op(&mut ctx, &ir, op, &mut matches);
    assert_eq!(matches.len(), 1);
    let mut rewriter = Rewriter::new(&mut ctx, &mut ir);
    let err = set.rewrite(&matches[0], &mut rewriter).unwrap_err();
    assert!(matches!(err, RewriteError::Arith(_)), "{err:?}");
}

pdll::pdll! {
    /// Attribute constants and operators on integers past 128 bits, and a string of
    /// bytes that are not UTF-8.
    struct Wide;

    Pattern Double {
        let r = op<test.wide> {v = attr<"0x10000000000000000000000000000000000000000 : i256">, w = b: Attr};
        b > attr<"340282366920938463463374607431768211455 : i256">;
        rewrite r with {
            let n = op<test.doubled> {s = b + b, t = attr<"\"\\FF\\00\"">};
            replace r with n;
        };
    }
}

#[test]
fn generated_matchers_compare_and_compute_wide_integers_exactly() {
    // v = 2^160 in decimal; w = 2^128 (matches), 2^128 - 1 (not greater), and v one
    // more than 2^160.
    let text = r#"
"test.wide"() {v = 1461501637330902918203684832716283019655932542976 : i256, w = 340282366920938463463374607431768211456 : i256} : () -> ()
"test.wide"() {v = 1461501637330902918203684832716283019655932542976 : i256, w = 340282366920938463463374607431768211455 : i256} : () -> ()
"test.wide"() {v = 1461501637330902918203684832716283019655932542977 : i256, w = 340282366920938463463374607431768211456 : i256} : () -> ()
"#;
    let (out, n) = apply(text, Wide::new);
    assert_eq!(n, 1, "{out}");
    assert!(
        out.contains(
            r#""test.doubled"() {s = 680564733841876926926749214863536422912 : i256, t = "\FF\00"}"#
        ),
        "{out}"
    );
    assert_eq!(out.matches("\"test.wide\"").count(), 2, "{out}");
}
