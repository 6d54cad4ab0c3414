//! The matcher tree run by the reference interpreter on IR built with pdll-runtime:
//! which patterns match which ops, with which captures.

use pdll_core::matcher::{self, InterpMatch, Interpreter, MatcherTree};
use pdll_core::pdl::PdlModule;
use pdll_core::{pdl, sema, syntax};
use pdll_runtime::{Captured, Context, Ir, Op};

/// Front end to tree for PDLL text.
fn compile(src: &str) -> (PdlModule, MatcherTree) {
    let (ast, diags) = syntax::parse_str(
        "test.pdll",
        src,
        &Default::default(),
        &mut Default::default(),
    );
    let ast = ast.unwrap_or_else(|| panic!("syntax errors: {diags:?}"));
    let (program, diags) = sema::check(&ast);
    let program = program.unwrap_or_else(|| panic!("semantic errors: {diags:?}"));
    let module = pdl::lower(&program).expect("lowers");
    let tree = matcher::build_tree(&module).expect("tree builds");
    (module, tree)
}

/// Natives used by the tests: `IsConst(op)` holds for `test.const` ops; `Pick(v)`
/// returns the attribute `"picked"`; `SameType(a, b)` compares value types.
fn natives(ctx: &Context, ir: &Ir, name: &str, args: &[Captured]) -> Option<Vec<Captured>> {
    match (name, args) {
        ("IsConst", [Captured::Op(op)]) => {
            (ctx.op_name_str(ir.op_name(*op)) == "test.const").then(Vec::new)
        }
        ("SameType", [Captured::Value(a), Captured::Value(b)]) => {
            (ir.value_type(*a) == ir.value_type(*b)).then(Vec::new)
        }
        ("Pick", [Captured::Value(_)]) => Some(vec![Captured::Attribute(ctx.empty_dictionary())]),
        _ => None,
    }
}

/// Parses generic-form IR and returns its top-level ops.
fn parse_ir(ctx: &mut Context, ir: &mut Ir, text: &str) -> Vec<Op> {
    ir.parse_source(ctx, text).expect("valid IR")
}

/// The names of the patterns matching `op`, in recording order.
fn matched(
    module: &PdlModule,
    interp: &Interpreter<'_>,
    ctx: &Context,
    ir: &Ir,
    op: Op,
) -> Vec<String> {
    let names = module.pattern_names();
    interp
        .match_op(ctx, ir, op, &natives)
        .iter()
        .map(|m| names[m.pattern].clone())
        .collect()
}

const ADD_PATTERNS: &str = r#"
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
Pattern MulAny => erase op<test.mul>(_: Value, _: Value);
"#;

#[test]
fn shared_prefixes_repeated_variables_and_attribute_constants() {
    let (module, tree) = compile(ADD_PATTERNS);
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let ops = parse_ir(
        &mut ctx,
        &mut ir,
        r#"
        %0 = "test.const"() {value = 0 : i32} : () -> i32
        %1 = "test.const"() {value = 1 : i32} : () -> i32
        %2 = "test.const"() {value = 2 : i32} : () -> i32
        %a = "test.arg"() : () -> i32
        %3 = "test.add"(%0, %a) : (i32, i32) -> i32
        %4 = "test.add"(%1, %a) : (i32, i32) -> i32
        %5 = "test.add"(%a, %a) : (i32, i32) -> i32
        %6 = "test.add"(%0, %0) : (i32, i32) -> i32
        %7 = "test.add"(%2, %a) : (i32, i32) -> i32
        %8 = "test.mul"(%a, %a) : (i32, i32) -> i32
        %9 = "test.mul"(%a) : (i32) -> i32
        %10 = "test.add"(%0, %a, %a) : (i32, i32, i32) -> i32
        "#,
    );
    let interp = Interpreter::new(&tree, &mut ctx).expect("literals parse");
    let m = |i: usize| matched(&module, &interp, &ctx, &ir, ops[i]);
    assert_eq!(m(0), Vec::<String>::new());
    assert_eq!(m(4), ["AddZero"]);
    assert_eq!(m(5), ["AddOne"]);
    assert_eq!(m(6), ["AddSame"]);
    // Both the constant pattern and the repeated-variable pattern match.
    assert_eq!(m(7), ["AddZero", "AddSame"]);
    assert_eq!(m(8), Vec::<String>::new());
    assert_eq!(m(9), ["MulAny"]);
    assert_eq!(m(10), Vec::<String>::new());
    assert_eq!(m(11), Vec::<String>::new(), "operand count is exact");

    // Benefits and captures: the root first, then `x` (operand 1).
    let found = interp.match_op(&ctx, &ir, ops[4], &natives);
    let a = ir.result(ops[3], 0);
    assert_eq!(
        found,
        vec![InterpMatch {
            pattern: 0,
            benefit: 2,
            captures: vec![Captured::Op(ops[4]), Captured::Value(a)],
        }]
    );
    let m = found[0].clone().into_match(ops[4]);
    assert_eq!((m.pattern, m.benefit, m.root), (0, 2, ops[4]));
    assert_eq!(m.value(1), a);
}

#[test]
fn patterns_without_root_name_are_tried_on_every_op() {
    let (module, tree) = compile(
        r#"
        Pattern Named => erase op<test.a>(_: Value);
        Pattern AnyOneOperand {
          let root = op<>(x: Value);
          replace root with x;
        }
        "#,
    );
    assert!(matches!(
        &tree.root[0],
        matcher::Node::Bool {
            question: matcher::Question::OperationName,
            ..
        }
    ));
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let ops = parse_ir(
        &mut ctx,
        &mut ir,
        r#"
        %0 = "test.src"() : () -> i32
        %1 = "test.a"(%0) : (i32) -> i32
        %2 = "test.b"(%0) : (i32) -> i32
        "#,
    );
    let interp = Interpreter::new(&tree, &mut ctx).unwrap();
    assert_eq!(
        matched(&module, &interp, &ctx, &ir, ops[0]),
        Vec::<String>::new()
    );
    assert_eq!(
        matched(&module, &interp, &ctx, &ir, ops[1]),
        ["Named", "AnyOneOperand"]
    );
    assert_eq!(
        matched(&module, &interp, &ctx, &ir, ops[2]),
        ["AnyOneOperand"]
    );
}

#[test]
fn native_constraints_results_negation_and_types() {
    let (module, tree) = compile(
        r#"
        Constraint IsConst(op: Op);
        Constraint Pick(v: Value) -> Attr;
        Pattern WithConstraints with benefit(3) {
          let inner = op<test.inner>(x: Value<type<"i32">>);
          let root = op<test.outer>(inner.0) {flag = attr<"unit">} -> (type<"i64">);
          not IsConst(inner);
          let a = Pick(x);
          rewrite root with {
            let new = op<test.new>(x) {picked = a} -> (type<"i64">);
            replace root with new;
          };
        }
        Pattern OnConst {
          let c = op<test.const>;
          let root = op<test.outer>(c.0);
          IsConst(c);
          erase root;
        }
        "#,
    );
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let ops = parse_ir(
        &mut ctx,
        &mut ir,
        r#"
        %x = "test.x"() : () -> i32
        %y = "test.x"() : () -> f32
        %0 = "test.inner"(%x) : (i32) -> i32
        %1 = "test.outer"(%0) {flag} : (i32) -> i64
        %2 = "test.outer"(%0) : (i32) -> i64
        %3 = "test.inner"(%y) : (f32) -> i32
        %4 = "test.outer"(%3) {flag} : (i32) -> i64
        %5 = "test.outer"(%0) {flag} : (i32) -> i32
        %6 = "test.const"() : () -> i32
        %7 = "test.outer"(%6) : (i32) -> i64
        "#,
    );
    let interp = Interpreter::new(&tree, &mut ctx).unwrap();
    let m = |i: usize| matched(&module, &interp, &ctx, &ir, ops[i]);
    assert_eq!(m(3), ["WithConstraints"]);
    assert_eq!(m(4), Vec::<String>::new(), "attribute missing");
    assert_eq!(m(6), Vec::<String>::new(), "operand type is f32");
    assert_eq!(m(7), Vec::<String>::new(), "result type is i32");
    assert_eq!(m(9), ["OnConst"]);

    // The constraint result is captured.
    let found = interp.match_op(&ctx, &ir, ops[3], &natives);
    let x = ir.result(ops[0], 0);
    assert_eq!(
        found[0].captures,
        vec![
            Captured::Op(ops[3]),
            Captured::Value(x),
            Captured::Attribute(ctx.empty_dictionary())
        ]
    );
}

#[test]
fn multi_root_patterns_walk_the_users_of_shared_values() {
    let (module, tree) = compile(
        r#"
        Pattern TwoUsers {
          let a = op<test.a>(shared: Value);
          let b = op<test.b>(shared);
          rewrite a with {
            replace b with op<test.merged>(shared);
            erase a;
          };
        }
        "#,
    );
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let ops = parse_ir(
        &mut ctx,
        &mut ir,
        r#"
        %x = "test.x"() : () -> i32
        %y = "test.x"() : () -> i32
        "test.a"(%x) : (i32) -> ()
        "test.b"(%x) : (i32) -> ()
        "test.c"(%x) : (i32) -> ()
        "test.b"(%x) : (i32) -> ()
        "test.a"(%y) : (i32) -> ()
        "test.b"(%y, %y) : (i32, i32) -> ()
        "#,
    );
    let interp = Interpreter::new(&tree, &mut ctx).unwrap();
    // One match per `test.b` user of %x.
    let found = interp.match_op(&ctx, &ir, ops[2], &natives);
    let mut users: Vec<Op> = found
        .iter()
        .map(|m| m.captures[2].as_op().unwrap())
        .collect();
    users.sort();
    assert_eq!(users, vec![ops[3], ops[5]]);
    assert!(found.iter().all(|m| m.captures[0] == Captured::Op(ops[2])));
    // test.b with two operands does not match (exact operand count).
    assert_eq!(
        matched(&module, &interp, &ctx, &ir, ops[6]),
        Vec::<String>::new()
    );
    // Non-root ops do not start a match.
    assert_eq!(
        matched(&module, &interp, &ctx, &ir, ops[3]),
        Vec::<String>::new()
    );
}

#[test]
fn operand_and_result_ranges() {
    let (module, tree) = compile(
        r#"
        Pattern AllOperands {
          let root = op<test.all>(args: ValueRange) -> (tys: TypeRange);
          erase root;
        }
        Pattern Mixed {
          let root = op<test.mixed>(a: Value, rest: ValueRange);
          replace root with (a);
        }
        "#,
    );
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let ops = parse_ir(
        &mut ctx,
        &mut ir,
        r#"
        %x = "test.x"() : () -> i32
        "test.all"() : () -> ()
        %1:2 = "test.all"(%x, %x) : (i32, i32) -> (i32, i32)
        %2 = "test.mixed"(%x) : (i32) -> i32
        %3 = "test.mixed"(%x, %x, %x) : (i32, i32, i32) -> i32
        %4 = "test.mixed"() : () -> i32
        "#,
    );
    let interp = Interpreter::new(&tree, &mut ctx).unwrap();
    let m = |i: usize| matched(&module, &interp, &ctx, &ir, ops[i]);
    assert_eq!(m(1), ["AllOperands"]);
    assert_eq!(m(2), ["AllOperands"]);
    assert_eq!(m(3), ["Mixed"], "an empty range is fine");
    assert_eq!(m(4), ["Mixed"]);
    assert_eq!(m(5), Vec::<String>::new(), "at least one operand");
    let found = interp.match_op(&ctx, &ir, ops[2], &natives);
    assert_eq!(found[0].captures, vec![Captured::Op(ops[2])]);
}

#[test]
fn literals_that_do_not_parse_are_reported() {
    // A hand-built tree with a bad type literal: Interpreter::new reports it.
    let mut tree = MatcherTree::default();
    tree.positions.push(matcher::Position::TypeLiteral {
        value: matcher::TypeLiteral::Single("not a type!".into()),
    });
    let mut ctx = Context::new();
    let err = Interpreter::new(&tree, &mut ctx).err().expect("an error");
    assert_eq!(err.text, "not a type!");
}

#[test]
fn multi_root_chains_go_through_results_of_user_ops() {
    let (module, tree) = compile(
        r#"
        Pattern Chain {
          let a = op<test.a>(x: Value);
          let b = op<test.b>(x) -> (type<"i32">);
          let c = op<test.c>(b.0, y: Value);
          rewrite a with {
            replace c with (y);
            erase a;
          };
        }
        "#,
    );
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let ops = parse_ir(
        &mut ctx,
        &mut ir,
        r#"
        %x = "test.x"() : () -> i32
        %y = "test.x"() : () -> i32
        "test.a"(%x) : (i32) -> ()
        %b = "test.b"(%x) : (i32) -> i32
        "test.c"(%b, %y) : (i32, i32) -> ()
        %b2 = "test.b"(%x) : (i32) -> i64
        "test.c"(%b2, %y) : (i64, i32) -> ()
        "#,
    );
    let interp = Interpreter::new(&tree, &mut ctx).unwrap();
    let found = interp.match_op(&ctx, &ir, ops[2], &natives);
    // Only the chain through the i32 `test.b` matches.
    assert_eq!(found.len(), 1, "{found:?}");
    let y = ir.result(ops[1], 0);
    assert_eq!(
        found[0].captures,
        vec![
            Captured::Op(ops[2]),
            Captured::Op(ops[4]),
            Captured::Value(y)
        ]
    );
    assert_eq!(
        matched(&module, &interp, &ctx, &ir, ops[4]),
        Vec::<String>::new()
    );
}
