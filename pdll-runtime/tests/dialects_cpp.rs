//! The C++ parts of MLIR's func, arith and scf dialects (`pdll_runtime::dialects`)
//! against mlir-opt-19: each case is custom-form text, read then printed by
//! `Ir::print` (expected: mlir-opt-19's default output, byte for byte) and by
//! `Ir::print_generic` (expected: its `--mlir-print-op-generic` output). The expected
//! texts were produced by `mlir-opt-19 --allow-unregistered-dialect CASE.mlir` (and
//! the same with `--mlir-print-op-generic`), with `CASE.mlir` the input text of the
//! test.
//!
//! The op definitions are written by hand here (as ODS declares them in MLIR 19, only
//! what the runtime reads); the ODS ones come later. The ops with a declarative
//! format that the cases need (`func.return`, `scf.yield`, `scf.condition`,
//! `scf.reduce`, `scf.reduce.return`, `arith.constant`) get a tiny syntax of the test
//! (the format engine's job), enough for these cases.

use pdll_runtime::asm::custom::{CustomParser, CustomPrinter, Delimiter, OpSyntax, ParsedOp};
use pdll_runtime::asm::lexer::TokenKind;
use pdll_runtime::asm::parser::PResult;
use pdll_runtime::dialect::{Arity, GroupKind, MemoryEffects, OpDefinition, OpTrait};
use pdll_runtime::ir::Op;
use pdll_runtime::{Context, Ir};
use std::borrow::Cow;
use std::sync::Arc;

// ----- definitions -----

fn variadic(name: &'static str) -> OpDefinition {
    OpDefinition::new(name)
        .operand_group("operands", GroupKind::Variadic)
        .result_group("results", GroupKind::Variadic)
}

fn terminator(name: &'static str) -> OpDefinition {
    OpDefinition::new(name)
        .operand_group("operands", GroupKind::Variadic)
        .with_trait(OpTrait::IsTerminator)
}

fn implicit(name: &'static str) -> OpTrait {
    OpTrait::SingleBlockImplicitTerminator(Cow::Borrowed(name))
}

/// The ops of the cases, as the runtime reads ODS.
fn definitions() -> Vec<OpDefinition> {
    vec![
        OpDefinition::new("func.func")
            .attribute("sym_name")
            .attribute("function_type")
            .optional_attribute("sym_visibility")
            .optional_attribute("arg_attrs")
            .optional_attribute("res_attrs")
            .with_regions(Arity::exactly(1))
            .with_trait(OpTrait::IsolatedFromAbove)
            .with_trait(OpTrait::Symbol),
        terminator("func.return"),
        OpDefinition::new("arith.constant")
            .result("result")
            .attribute("value")
            .with_trait(OpTrait::ConstantLike)
            .with_effects(MemoryEffects::NONE),
        OpDefinition::new("arith.select")
            .operand("condition")
            .operand("true_value")
            .operand("false_value")
            .result("result")
            .with_effects(MemoryEffects::NONE),
        variadic("arith.muli"),
        OpDefinition::new("scf.for")
            .operand("lowerBound")
            .operand("upperBound")
            .operand("step")
            .operand_group("initArgs", GroupKind::Variadic)
            .result_group("results", GroupKind::Variadic)
            .with_regions(Arity::exactly(1))
            .with_trait(implicit("scf.yield"))
            .with_trait(OpTrait::RecursiveMemoryEffects),
        terminator("scf.yield"),
        OpDefinition::new("scf.if")
            .operand("condition")
            .result_group("results", GroupKind::Variadic)
            .with_regions(Arity::exactly(2))
            .with_trait(implicit("scf.yield"))
            .with_trait(OpTrait::RecursiveMemoryEffects),
        OpDefinition::new("scf.while")
            .operand_group("inits", GroupKind::Variadic)
            .result_group("results", GroupKind::Variadic)
            .with_regions(Arity::exactly(2))
            .with_trait(OpTrait::RecursiveMemoryEffects),
        OpDefinition::new("scf.condition")
            .operand("condition")
            .operand_group("args", GroupKind::Variadic)
            .with_trait(OpTrait::IsTerminator),
        OpDefinition::new("scf.execute_region")
            .result_group("results", GroupKind::Variadic)
            .with_regions(Arity::exactly(1))
            .with_trait(OpTrait::RecursiveMemoryEffects),
        OpDefinition::new("scf.parallel")
            .operand_group("lowerBound", GroupKind::Variadic)
            .operand_group("upperBound", GroupKind::Variadic)
            .operand_group("step", GroupKind::Variadic)
            .operand_group("initVals", GroupKind::Variadic)
            .result_group("results", GroupKind::Variadic)
            .with_regions(Arity::exactly(1))
            .with_trait(OpTrait::AttrSizedOperandSegments)
            .with_trait(implicit("scf.reduce"))
            .with_trait(OpTrait::RecursiveMemoryEffects),
        OpDefinition::new("scf.reduce")
            .operand_group("operands", GroupKind::Variadic)
            .with_regions(Arity::at_least(0))
            .with_trait(OpTrait::IsTerminator),
        OpDefinition::new("scf.reduce.return")
            .operand("result")
            .with_trait(OpTrait::IsTerminator),
        OpDefinition::new("scf.forall")
            .operand_group("dynamicLowerBound", GroupKind::Variadic)
            .operand_group("dynamicUpperBound", GroupKind::Variadic)
            .operand_group("dynamicStep", GroupKind::Variadic)
            .operand_group("outputs", GroupKind::Variadic)
            .result_group("results", GroupKind::Variadic)
            .attribute("staticLowerBound")
            .attribute("staticUpperBound")
            .attribute("staticStep")
            .optional_attribute("mapping")
            .with_regions(Arity::exactly(1))
            .with_trait(OpTrait::AttrSizedOperandSegments)
            .with_trait(implicit("scf.forall.in_parallel"))
            .with_trait(OpTrait::RecursiveMemoryEffects),
        OpDefinition::new("scf.forall.in_parallel")
            .with_regions(Arity::exactly(1))
            .with_trait(OpTrait::IsTerminator)
            .with_trait(OpTrait::NoTerminator),
    ]
}

// ----- tiny syntaxes of declarative ops, for the cases -----

/// `name [%a, %b : t1, t2]` (`func.return`, `scf.yield`, `scf.reduce.return`).
struct OperandsColonTypes;

impl OpSyntax for OperandsColonTypes {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let at = p.offset();
        let operands = p.parse_operand_list(Delimiter::None)?;
        if !operands.is_empty() {
            let types = p.parse_colon_type_list()?;
            op.operands = p.resolve_operands(&operands, &types, at)?;
        }
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let operands = ir.operands(op);
        if !operands.is_empty() {
            p.write(" ");
            p.print_operands(operands);
            p.write(" : ");
            p.print_types(operands.iter().map(|&v| ir.value_type(v)));
        }
    }
}

/// `scf.condition(%c) [%a : t]`.
struct Condition;

impl OpSyntax for Condition {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        p.expect(TokenKind::LParen)?;
        let cond = p.parse_operand()?;
        p.expect(TokenKind::RParen)?;
        let i1 = p.ctx().intern_integer_type(1);
        let cond = p.resolve_operand(cond, i1)?;
        OperandsColonTypes.parse(p, op)?;
        op.operands.insert(0, cond);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let operands = ir.operands(op);
        p.write("(");
        p.print_operand(operands[0]);
        p.write(")");
        if operands.len() > 1 {
            p.write(" ");
            p.print_operands(&operands[1..]);
            p.write(" : ");
            p.print_types(operands[1..].iter().map(|&v| ir.value_type(v)));
        }
    }
}

/// `scf.reduce[(%a : t)] {regions}` (ODS: `` (`(` $operands^ `:` type($operands)
/// `)`)? $reductions attr-dict ``).
struct Reduce;

impl OpSyntax for Reduce {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        if p.eat(TokenKind::LParen) {
            let at = p.offset();
            let operands = p.parse_operand_list(Delimiter::None)?;
            let types = p.parse_colon_type_list()?;
            op.operands = p.resolve_operands(&operands, &types, at)?;
            p.expect(TokenKind::RParen)?;
        }
        while let Some(r) = p.parse_optional_region(&[])? {
            op.regions.push(r);
        }
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let operands = ir.operands(op);
        if !operands.is_empty() {
            p.write("(");
            p.print_operands(operands);
            p.write(" : ");
            p.print_types(operands.iter().map(|&v| ir.value_type(v)));
            p.write(")");
        }
        p.write(" ");
        for (i, &r) in ir.regions(op).iter().enumerate() {
            if i > 0 {
                p.write(" ");
            }
            p.print_region(r, true, true, false);
        }
    }
}

/// `arith.constant 0 : i32` (ODS: `attr-dict $value`).
struct Constant;

impl OpSyntax for Constant {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        p.parse_optional_attr_dict(op)?;
        let value = p.parse_attribute()?;
        let ty = p.ctx().attr_type(value).expect("a typed constant");
        op.result_types.push(ty);
        let key = p.ctx().intern_ident("value");
        op.add_attribute(key, value);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["value"]);
        p.write(" ");
        if let Some(v) = p.op_attribute(op, "value") {
            p.print_attribute(v);
        }
    }
}

/// A context that knows the cases' ops (which installs the func, arith and scf
/// hooks) and the tiny syntaxes.
fn context() -> Context {
    let mut ctx = Context::new();
    for def in definitions() {
        ctx.register_op(def).expect("definition registers");
    }
    for name in ["func.return", "scf.yield", "scf.reduce.return"] {
        ctx.register_op_syntax(name, Arc::new(OperandsColonTypes));
    }
    ctx.register_op_syntax("scf.condition", Arc::new(Condition));
    ctx.register_op_syntax("scf.reduce", Arc::new(Reduce));
    ctx.register_op_syntax("arith.constant", Arc::new(Constant));
    ctx
}

/// Reads `input` and checks both printed forms against mlir-opt-19's.
#[track_caller]
fn check(input: &str, default_form: &str, generic_form: &str) {
    let mut ctx = context();
    let mut ir = Ir::new();
    if let Err(e) = ir.parse_source(&mut ctx, input) {
        panic!("parse error: {e}");
    }
    let printed = ir.print(&ctx);
    assert_eq!(printed.trim_end(), default_form.trim_end(), "default form");
    let generic = ir.print_generic(&ctx);
    assert_eq!(generic.trim_end(), generic_form.trim_end(), "generic form");
    // The default form reads back to the same IR.
    let mut again = Ir::new();
    again
        .parse_source(&mut ctx, &printed)
        .unwrap_or_else(|e| panic!("reparse error: {e}\n{printed}"));
    assert_eq!(again.print(&ctx), printed, "default form round trip");
}

/// Reads `input`, which must fail with `expected` (`LINE:COL: message`).
#[track_caller]
fn check_error(input: &str, expected: &str) {
    let mut ctx = context();
    let mut ir = Ir::new();
    match ir.parse_source(&mut ctx, input) {
        Ok(_) => panic!("parsed:\n{}", ir.print(&ctx)),
        Err(e) => assert_eq!(format!("{}:{}: {}", e.line, e.col, e.message), expected),
    }
}

/// Expected: `mlir-opt-19 --allow-unregistered-dialect arith_constant_names.mlir` (the input) and
/// the same with `--mlir-print-op-generic`.
#[test]
fn arith_constant_names() {
    check(
        r#"func.func @constants() {
  %0 = arith.constant 0 : i32
  %1 = arith.constant 1 : index
  %2 = arith.constant -1 : i32
  %3 = arith.constant 255 : i8
  %4 = arith.constant true
  %5 = arith.constant false
  %6 = arith.constant 1.5 : f32
  %7 = arith.constant dense<1> : vector<4xi32>
  %8 = arith.constant 0 : i32
  %9 = arith.constant 1 : i1
  %10 = arith.constant 0 : i64
  %11 = arith.constant dense<0.0> : tensor<2xf32>
  %12 = arith.constant -7 : index
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (i32, index, i32, i8, i1, i1, f32, vector<4xi32>, i32, i1, i64, tensor<2xf32>, index) -> ()
  return
}
"#,
        r#"module {
  func.func @constants() {
    %c0_i32 = arith.constant 0 : i32
    %c1 = arith.constant 1 : index
    %c-1_i32 = arith.constant -1 : i32
    %c-1_i8 = arith.constant -1 : i8
    %true = arith.constant true
    %false = arith.constant false
    %cst = arith.constant 1.500000e+00 : f32
    %cst_0 = arith.constant dense<1> : vector<4xi32>
    %c0_i32_1 = arith.constant 0 : i32
    %true_2 = arith.constant true
    %c0_i64 = arith.constant 0 : i64
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<2xf32>
    %c-7 = arith.constant -7 : index
    "test.use"(%c0_i32, %c1, %c-1_i32, %c-1_i8, %true, %false, %cst, %cst_0, %c0_i32_1, %true_2, %c0_i64, %cst_3, %c-7) : (i32, index, i32, i8, i1, i1, f32, vector<4xi32>, i32, i1, i64, tensor<2xf32>, index) -> ()
    return
  }
}

"#,
        r#""builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "constants"}> ({
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %4 = "arith.constant"() <{value = true}> : () -> i1
    %5 = "arith.constant"() <{value = false}> : () -> i1
    %6 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %7 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %8 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %9 = "arith.constant"() <{value = true}> : () -> i1
    %10 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %11 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2xf32>}> : () -> tensor<2xf32>
    %12 = "arith.constant"() <{value = -7 : index}> : () -> index
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12) : (i32, index, i32, i8, i1, i1, f32, vector<4xi32>, i32, i1, i64, tensor<2xf32>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#,
    );
}

/// Expected: `mlir-opt-19 --allow-unregistered-dialect arith_select.mlir` (the input) and
/// the same with `--mlir-print-op-generic`.
#[test]
fn arith_select() {
    check(
        r#"func.func @select(%c: i1, %a: i32, %b: i32, %vc: vector<4xi1>, %va: vector<4xi32>, %t: tensor<?xi1>, %ta: tensor<?xf32>) -> i32 {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %vc, %va, %va : vector<4xi1>, vector<4xi32>
  %2 = arith.select %c, %va, %va : vector<4xi32>
  %3 = arith.select %t, %ta, %ta {fastmath = 1 : i32} : tensor<?xi1>, tensor<?xf32>
  return %0 : i32
}
"#,
        r#"module {
  func.func @select(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xi32>, %arg5: tensor<?xi1>, %arg6: tensor<?xf32>) -> i32 {
    %0 = arith.select %arg0, %arg1, %arg2 : i32
    %1 = arith.select %arg3, %arg4, %arg4 : vector<4xi1>, vector<4xi32>
    %2 = arith.select %arg0, %arg4, %arg4 : vector<4xi32>
    %3 = arith.select %arg5, %arg6, %arg6 {fastmath = 1 : i32} : tensor<?xi1>, tensor<?xf32>
    return %0 : i32
  }
}

"#,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32, vector<4xi1>, vector<4xi32>, tensor<?xi1>, tensor<?xf32>) -> i32, sym_name = "select"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: vector<4xi1>, %arg4: vector<4xi32>, %arg5: tensor<?xi1>, %arg6: tensor<?xf32>):
    %0 = "arith.select"(%arg0, %arg1, %arg2) : (i1, i32, i32) -> i32
    %1 = "arith.select"(%arg3, %arg4, %arg4) : (vector<4xi1>, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %2 = "arith.select"(%arg0, %arg4, %arg4) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %3 = "arith.select"(%arg5, %arg6, %arg6) {fastmath = 1 : i32} : (tensor<?xi1>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"#,
    );
}

/// Expected: `mlir-opt-19 --allow-unregistered-dialect func_body.mlir` (the input) and
/// the same with `--mlir-print-op-generic`.
#[test]
fn func_body() {
    check(
        r#"func.func @blocks(%a: i32, %b: i1) -> i32 {
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  %c = "test.op"(%x, %b) : (i32, i1) -> i32
  return %c : i32
}
func.func @nested(%arg0: index) {
  "test.region"() ({
    %y = "test.def"() : () -> i32
    "test.term"() : () -> ()
  }) : () -> ()
  return
}
"#,
        r#"module {
  func.func @blocks(%arg0: i32, %arg1: i1) -> i32 {
    "test.br"(%arg0)[^bb1] : (i32) -> ()
  ^bb1(%0: i32):  // pred: ^bb0
    %1 = "test.op"(%0, %arg1) : (i32, i1) -> i32
    return %1 : i32
  }
  func.func @nested(%arg0: index) {
    "test.region"() ({
      %0 = "test.def"() : () -> i32
      "test.term"() : () -> ()
    }) : () -> ()
    return
  }
}

"#,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "blocks"}> ({
  ^bb0(%arg1: i32, %arg2: i1):
    "test.br"(%arg1)[^bb1] : (i32) -> ()
  ^bb1(%1: i32):  // pred: ^bb0
    %2 = "test.op"(%1, %arg2) : (i32, i1) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index) -> (), sym_name = "nested"}> ({
  ^bb0(%arg0: index):
    "test.region"() ({
      %0 = "test.def"() : () -> i32
      "test.term"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#,
    );
}

/// Expected: `mlir-opt-19 --allow-unregistered-dialect func_signatures.mlir` (the input) and
/// the same with `--mlir-print-op-generic`.
#[test]
fn func_signatures() {
    check(
        r#"func.func private @ext(i32, !llvm.ptr {llvm.noalias}) -> (i32 {test.a}, f32)
func.func private @ext2() -> i32 attributes {foo = 1 : i32}
func.func nested @ext3(%a: i32) -> (i32)
func.func private @ext4() -> ((i32) -> i32)
func.func @body(%a: i32 {test.x}, %b: f32) -> (i32 {test.r}, f32) attributes {z, a = "s"} {
  func.return %a, %b : i32, f32
}
func.func public @noargs() {
  return
}
func.func private @"quoted name"() -> ()
func.func private @fnres() -> (i32, (i32) -> ())
func.func private @one_attr() -> (i32 {test.a})
"#,
        r#"module {
  func.func private @ext(i32, !llvm.ptr {llvm.noalias}) -> (i32 {test.a}, f32)
  func.func private @ext2() -> i32 attributes {foo = 1 : i32}
  func.func nested @ext3(i32) -> i32
  func.func private @ext4() -> ((i32) -> i32)
  func.func @body(%arg0: i32 {test.x}, %arg1: f32) -> (i32 {test.r}, f32) attributes {a = "s", z} {
    return %arg0, %arg1 : i32, f32
  }
  func.func public @noargs() {
    return
  }
  func.func private @"quoted name"()
  func.func private @fnres() -> (i32, (i32) -> ())
  func.func private @one_attr() -> (i32 {test.a})
}

"#,
        r#""builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noalias}], function_type = (i32, !llvm.ptr) -> (i32, f32), res_attrs = [{test.a}, {}], sym_name = "ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, sym_name = "ext2", sym_visibility = "private"}> ({
  }) {foo = 1 : i32} : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "ext3", sym_visibility = "nested"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> ((i32) -> i32), sym_name = "ext4", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.x}, {}], function_type = (i32, f32) -> (i32, f32), res_attrs = [{test.r}, {}], sym_name = "body"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    "func.return"(%arg0, %arg1) : (i32, f32) -> ()
  }) {a = "s", z} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "noargs", sym_visibility = "public"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "quoted name", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, (i32) -> ()), sym_name = "fnres", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> i32, res_attrs = [{test.a}], sym_name = "one_attr", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

"#,
    );
}

/// Expected: `mlir-opt-19 --allow-unregistered-dialect scf_execute_region.mlir` (the input) and
/// the same with `--mlir-print-op-generic`.
#[test]
fn scf_execute_region() {
    check(
        r#"func.func @regions(%a: i32) -> i32 {
  %e = scf.execute_region -> i32 {
    scf.yield %a : i32
  }
  scf.execute_region {
    "test.z"() : () -> ()
    scf.yield
  } {bar}
  %m:2 = scf.execute_region -> (i32, i32) {
    "test.br"()[^bb1] : () -> ()
  ^bb1:
    scf.yield %a, %a : i32, i32
  }
  return %e : i32
}
"#,
        r#"module {
  func.func @regions(%arg0: i32) -> i32 {
    %0 = scf.execute_region -> i32 {
      scf.yield %arg0 : i32
    }
    scf.execute_region {
      "test.z"() : () -> ()
      scf.yield
    } {bar}
    %1:2 = scf.execute_region -> (i32, i32) {
      "test.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      scf.yield %arg0, %arg0 : i32, i32
    }
    return %0 : i32
  }
}

"#,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "regions"}> ({
  ^bb0(%arg0: i32):
    %0 = "scf.execute_region"() ({
      "scf.yield"(%arg0) : (i32) -> ()
    }) : () -> i32
    "scf.execute_region"() ({
      "test.z"() : () -> ()
      "scf.yield"() : () -> ()
    }) {bar} : () -> ()
    %1:2 = "scf.execute_region"() ({
      "test.br"()[^bb1] : () -> ()
    ^bb1:  // pred: ^bb0
      "scf.yield"(%arg0, %arg0) : (i32, i32) -> ()
    }) : () -> (i32, i32)
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"#,
    );
}

/// Expected: `mlir-opt-19 --allow-unregistered-dialect scf_for.mlir` (the input) and
/// the same with `--mlir-print-op-generic`.
#[test]
fn scf_for() {
    check(
        r#"func.func @loops(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> i32 {
  scf.for %i = %lb to %ub step %st {
    "test.use"(%i) : (index) -> ()
  }
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    %s = "test.add"(%x, %b) : (i32, i32) -> i32
    scf.yield %s : i32
  }
  %r2:2 = scf.for %i = %a to %b step %a iter_args(%x = %a, %y = %b) -> (i32, i32) : i32 {
    scf.yield %y, %x : i32, i32
  }
  scf.for %i = %a to %b step %a : i32 {
  }
  scf.for %i = %lb to %ub step %st {
    scf.for %j = %lb to %ub step %st {
      "test.use"(%i, %j) : (index, index) -> ()
      scf.yield
    } {inner}
  }
  return %r : i32
}
"#,
        r#"module {
  func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
    scf.for %arg5 = %arg0 to %arg1 step %arg2 {
      "test.use"(%arg5) : (index) -> ()
    }
    %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3) -> (i32) {
      %2 = "test.add"(%arg6, %arg4) : (i32, i32) -> i32
      scf.yield %2 : i32
    }
    %1:2 = scf.for %arg5 = %arg3 to %arg4 step %arg3 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i32)  : i32 {
      scf.yield %arg7, %arg6 : i32, i32
    }
    scf.for %arg5 = %arg3 to %arg4 step %arg3  : i32 {
    }
    scf.for %arg5 = %arg0 to %arg1 step %arg2 {
      scf.for %arg6 = %arg0 to %arg1 step %arg2 {
        "test.use"(%arg5, %arg6) : (index, index) -> ()
      } {inner}
    }
    return %0 : i32
  }
}

"#,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32, i32) -> i32, sym_name = "loops"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32):
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg13: index):
      "test.use"(%arg13) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
    ^bb0(%arg11: index, %arg12: i32):
      %2 = "test.add"(%arg12, %arg4) : (i32, i32) -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (index, index, index, i32) -> i32
    %1:2 = "scf.for"(%arg3, %arg4, %arg3, %arg3, %arg4) ({
    ^bb0(%arg8: i32, %arg9: i32, %arg10: i32):
      "scf.yield"(%arg10, %arg9) : (i32, i32) -> ()
    }) : (i32, i32, i32, i32, i32) -> (i32, i32)
    "scf.for"(%arg3, %arg4, %arg3) ({
    ^bb0(%arg7: i32):
      "scf.yield"() : () -> ()
    }) : (i32, i32, i32) -> ()
    "scf.for"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg5: index):
      "scf.for"(%arg0, %arg1, %arg2) ({
      ^bb0(%arg6: index):
        "test.use"(%arg5, %arg6) : (index, index) -> ()
        "scf.yield"() : () -> ()
      }) {inner} : (index, index, index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"#,
    );
}

/// Expected: `mlir-opt-19 --allow-unregistered-dialect scf_forall.mlir` (the input) and
/// the same with `--mlir-print-op-generic`.
#[test]
fn scf_forall() {
    check(
        r#"func.func @forall(%ub: index, %t: tensor<8xf32>) {
  scf.forall (%i, %j) in (4, %ub) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i) = (0) to (%ub) step (2) {
  }
  scf.forall (%i) = (-1) to (%ub) step (%ub) {
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%ub) step (%c1) {
  }
  %o = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    "test.use"(%i, %o) : (index, tensor<8xf32>) -> ()
    scf.forall.in_parallel {
    } {foo}
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i) in (8) {
    scf.forall.in_parallel {
    } {dropped}
  }
  return
}
"#,
        r#"module {
  func.func @forall(%arg0: index, %arg1: tensor<8xf32>) {
    scf.forall (%arg2, %arg3) in (4, %arg0) {
      "test.use"(%arg2) : (index) -> ()
    }
    scf.forall (%arg2) = (0) to (%arg0) step (2) {
    }
    scf.forall (%arg2) = (-1) to (%arg0) step (%arg0) {
    }
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.forall (%arg2) in (%arg0) {
    }
    %0 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg1) -> (tensor<8xf32>) {
      "test.use"(%arg2, %arg3) : (index, tensor<8xf32>) -> ()
      scf.forall.in_parallel {
      } {foo}
    } {mapping = [#gpu.thread<x>]}
    scf.forall (%arg2) in (8) {
    }
    return
  }
}

"#,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (index, tensor<8xf32>) -> (), sym_name = "forall"}> ({
  ^bb0(%arg0: index, %arg1: tensor<8xf32>):
    "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 4, -9223372036854775808>}> ({
    ^bb0(%arg8: index, %arg9: index):
      "test.use"(%arg8) : (index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 2>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg7: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index) -> ()
    "scf.forall"(%arg0, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 1, 0>, staticLowerBound = array<i64: -1>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg6: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index) -> ()
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.forall"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg5: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index, index) -> ()
    %2 = "scf.forall"(%arg1) <{mapping = [#gpu.thread<x>], operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg3: index, %arg4: tensor<8xf32>):
      "test.use"(%arg3, %arg4) : (index, tensor<8xf32>) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) {foo} : () -> ()
    }) : (tensor<8xf32>) -> tensor<8xf32>
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg2: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) {dropped} : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#,
    );
}

/// Expected: `mlir-opt-19 --allow-unregistered-dialect scf_if.mlir` (the input) and
/// the same with `--mlir-print-op-generic`.
#[test]
fn scf_if() {
    check(
        r#"func.func @ifs(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = scf.if %c -> (i32) {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  %u:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  scf.if %c {
    "test.x"() : () -> ()
  }
  scf.if %c {
  } else {
    "test.y"() : () -> ()
  } {attr = 1}
  return %t : i32
}
"#,
        r#"module {
  func.func @ifs(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %0 = scf.if %arg0 -> (i32) {
      scf.yield %arg1 : i32
    } else {
      scf.yield %arg2 : i32
    }
    %1:2 = scf.if %arg0 -> (i32, i32) {
      scf.yield %arg1, %arg2 : i32, i32
    } else {
      scf.yield %arg2, %arg1 : i32, i32
    }
    scf.if %arg0 {
      "test.x"() : () -> ()
    }
    scf.if %arg0 {
    } else {
      "test.y"() : () -> ()
    } {attr = 1 : i64}
    return %0 : i32
  }
}

"#,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "ifs"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0 = "scf.if"(%arg0) ({
      "scf.yield"(%arg1) : (i32) -> ()
    }, {
      "scf.yield"(%arg2) : (i32) -> ()
    }) : (i1) -> i32
    %1:2 = "scf.if"(%arg0) ({
      "scf.yield"(%arg1, %arg2) : (i32, i32) -> ()
    }, {
      "scf.yield"(%arg2, %arg1) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "scf.if"(%arg0) ({
      "test.x"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg0) ({
      "scf.yield"() : () -> ()
    }, {
      "test.y"() : () -> ()
      "scf.yield"() : () -> ()
    }) {attr = 1 : i64} : (i1) -> ()
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"#,
    );
}

/// Expected: `mlir-opt-19 --allow-unregistered-dialect scf_parallel.mlir` (the input) and
/// the same with `--mlir-print-op-generic`.
#[test]
fn scf_parallel() {
    check(
        r#"func.func @par(%lb: index, %ub: index, %st: index, %f: f32) {
  scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  } {attr}
  return
}
"#,
        r#"module {
  func.func @par(%arg0: index, %arg1: index, %arg2: index, %arg3: f32) {
    scf.parallel (%arg4, %arg5) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
      "test.use"(%arg4, %arg5) : (index, index) -> ()
      scf.reduce 
    }
    %0 = scf.parallel (%arg4) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
      scf.reduce(%arg3 : f32) {
      ^bb0(%arg5: f32, %arg6: f32):
        scf.reduce.return %arg5 : f32
      }
    } {attr}
    return
  }
}

"#,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, f32) -> (), sym_name = "par"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32):
    "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg7: index, %arg8: index):
      "test.use"(%arg7, %arg8) : (index, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %0 = "scf.parallel"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg4: index):
      "scf.reduce"(%arg3) ({
      ^bb0(%arg5: f32, %arg6: f32):
        "scf.reduce.return"(%arg5) : (f32) -> ()
      }) : (f32) -> ()
    }) {attr} : (index, index, index, f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#,
    );
}

/// Expected: `mlir-opt-19 --allow-unregistered-dialect scf_while.mlir` (the input) and
/// the same with `--mlir-print-op-generic`.
#[test]
fn scf_while() {
    check(
        r#"func.func @whiles(%a: i32, %c: i1) -> i32 {
  %w = scf.while (%arg = %a) : (i32) -> i32 {
    %cond = "test.cond"(%arg) : (i32) -> i1
    scf.condition(%cond) %arg : i32
  } do {
  ^bb0(%arg2: i32):
    scf.yield %arg2 : i32
  }
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {foo}
  %w2:2 = scf.while (%x = %a, %y = %c) : (i32, i1) -> (i1, i32) {
    scf.condition(%y) %y, %x : i1, i32
  } do {
  ^bb0(%p: i1, %q: i32):
    scf.yield %q, %p : i32, i1
  }
  return %w : i32
}
"#,
        r#"module {
  func.func @whiles(%arg0: i32, %arg1: i1) -> i32 {
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %2 = "test.cond"(%arg2) : (i32) -> i1
      scf.condition(%2) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      scf.yield %arg2 : i32
    }
    scf.while : () -> () {
      scf.condition(%arg1)
    } do {
      scf.yield
    } attributes {foo}
    %1:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i1) -> (i1, i32) {
      scf.condition(%arg3) %arg3, %arg2 : i1, i32
    } do {
    ^bb0(%arg2: i1, %arg3: i32):
      scf.yield %arg3, %arg2 : i32, i1
    }
    return %0 : i32
  }
}

"#,
        r#""builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "whiles"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg7: i32):
      %2 = "test.cond"(%arg7) : (i32) -> i1
      "scf.condition"(%2, %arg7) : (i1, i32) -> ()
    }, {
    ^bb0(%arg6: i32):
      "scf.yield"(%arg6) : (i32) -> ()
    }) : (i32) -> i32
    "scf.while"() ({
      "scf.condition"(%arg1) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) {foo} : () -> ()
    %1:2 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg4: i32, %arg5: i1):
      "scf.condition"(%arg5, %arg5, %arg4) : (i1, i1, i32) -> ()
    }, {
    ^bb0(%arg2: i1, %arg3: i32):
      "scf.yield"(%arg3, %arg2) : (i32, i1) -> ()
    }) : (i32, i1) -> (i1, i32)
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

"#,
    );
}

/// Malformed inputs: the first error mlir-opt-19 reports for each
/// (`mlir-opt-19 --allow-unregistered-dialect ERR.mlir`, ERR.mlir the input), as
/// `LINE:COL: message`.
#[test]
fn parse_errors_as_mlir_opt() {
    let cases: &[(&str, &str)] = &[
        (
            "%c = \"test.c\"() : () -> index\nscf.for %i = %c %c step %c {\n}\n",
            "2:17: custom op 'scf.for' expected 'to'",
        ),
        (
            "func.func @f(%a) {\n}\n",
            "1:16: expected ':'",
        ),
        (
            "func.func f() {\n}\n",
            "1:11: custom op 'func.func' expected valid '@'-identifier for symbol name",
        ),
        (
            "func.func @f(%a: i32, i32)\n",
            "1:23: custom op 'func.func' expected SSA identifier",
        ),
        (
            "func.func @f(i32, %a: i32)\n",
            "1:19: custom op 'func.func' expected type instead of SSA identifier",
        ),
        (
            "func.func @f() {}\n",
            "1:16: custom op 'func.func' expected non-empty function body",
        ),
        (
            "func.func @f() attributes {sym_name = \"x\"}\n",
            "1:16: custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary",
        ),
        (
            "func.func @f() attributes {function_type = () -> ()}\n",
            "1:16: custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary",
        ),
        (
            "%c = \"test.c\"() : () -> i32\n%r = scf.while (%a = %c) : i32 {\n}\n",
            "2:26: custom op 'scf.while' invalid kind of type specified",
        ),
        (
            "%c = \"test.c\"() : () -> i32\n%r = scf.while (%a = %c) : (i32, i32) -> i32 {\n}\n",
            "2:26: custom op 'scf.while' expected as many input types as operands (expected 1 got 2)",
        ),
        (
            "%c = \"test.c\"() : () -> index\nscf.parallel (%i, %j) = (%c) to (%c) step (%c) {\n}\n",
            "2:25: custom op 'scf.parallel' expected 2 operands",
        ),
        (
            "%c = \"test.c\"() : () -> i32\n%r = arith.select %c, %c : i32\n",
            "2:19: custom op 'arith.select' expected 3 operands",
        ),
        (
            "%c = \"test.c\"() : () -> index\nscf.for %i = %c to %c step %c iter_args(%a = %c) {\n}\n",
            "2:49: expected '->'",
        ),
        (
            "%c = \"test.c\"() : () -> index\n%r = scf.for %i = %c to %c step %c iter_args(%a = %c) -> (index, index) {\n}\n",
            "2:6: custom op 'scf.for' mismatch in number of loop-carried values and defined values",
        ),
        (
            "%c = \"test.c\"() : () -> index\nscf.forall (%i) = (0) (%c) step (1) {\n}\n",
            "2:23: custom op 'scf.forall' expected 'to'",
        ),
        (
            "%c = \"test.c\"() : () -> i1\nscf.while (%a = %c) : (i1) -> () {\n  scf.condition(%a)\n} {\n  scf.yield\n}\n",
            "4:3: custom op 'scf.while' expected 'do'",
        ),
        (
            "%c = \"test.c\"() : () -> i1\nscf.if %c {\n} else\n",
            "3:7: expected '{' to begin a region",
        ),
        (
            "%c = \"test.c\"() : () -> index\nscf.for %i = %c to %c step %c iter_args (%a) -> (index) {\n}\n",
            "2:44: expected '='",
        ),
        (
            "%c = \"test.c\"() : () -> index\nscf.forall (%i) in (x) {\n}\n",
            "2:21: custom op 'scf.forall' expected integer value",
        ),
    ];
    for &(input, expected) in cases {
        check_error(input, expected);
    }
}

/// The `%name = ` of each line that defines values.
fn defined_names(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|l| l.trim_start().split_once(" = "))
        .map(|(lhs, _)| lhs)
        .filter(|lhs| lhs.starts_with('%'))
        .collect()
}

/// Result names of memref, tensor, vector, index, func and arith ops (their
/// `getAsmResultNames`). Input: `mlir-opt-19 --mlir-print-op-generic NAMES.mlir`;
/// expected: `mlir-opt-19 NAMES.mlir` (NAMES.mlir: these ops in custom form). The
/// ops other than func's, arith's and scf's print in generic form here (the format
/// engine gives them their custom form), so only the names are compared.
#[test]
fn result_names_as_mlir_opt() {
    let generic = r#"#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x?xf32>, tensor<4x?xf32>, index, vector<4xi32>, memref<?xf32>, tensor<4xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg9: memref<4x?xf32>, %arg10: tensor<4x?xf32>, %arg11: index, %arg12: vector<4xi32>, %arg13: memref<?xf32>, %arg14: tensor<4xf32>):
    %39 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %40 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %41 = "memref.cast"(%39) : (memref<4xf32>) -> memref<?xf32>
    %42 = "memref.dim"(%arg9, %arg11) : (memref<4x?xf32>, index) -> index
    %43 = "memref.extract_aligned_pointer_as_index"(%arg9) : (memref<4x?xf32>) -> index
    %44:6 = "memref.extract_strided_metadata"(%arg9) : (memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index)
    %45 = "memref.memory_space_cast"(%39) : (memref<4xf32>) -> memref<4xf32, 1>
    %46 = "memref.reinterpret_cast"(%39) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 2, 1>}> : (memref<4xf32>) -> memref<2x2xf32>
    %47 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xindex>
    %48 = "memref.reshape"(%39, %47) : (memref<4xf32>, memref<1xindex>) -> memref<?xf32>
    %49 = "memref.expand_shape"(%39) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (memref<4xf32>) -> memref<2x2xf32>
    %50 = "memref.collapse_shape"(%49) <{reassociation = [[0, 1]]}> : (memref<2x2xf32>) -> memref<4xf32>
    %51 = "memref.subview"(%39) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<4xf32>) -> memref<2xf32, strided<[1]>>
    %52 = "memref.transpose"(%arg9) <{permutation = #map}> : (memref<4x?xf32>) -> memref<?x4xf32, strided<[1, ?]>>
    %53 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<64xi8>
    %54 = "memref.view"(%53, %arg11) : (memref<64xi8>, index) -> memref<4xf32>
    %55:4 = "memref.extract_strided_metadata"(%39) : (memref<4xf32>) -> (memref<f32>, index, index, index)
    %56 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
    %57:2 = "memref.extract_strided_metadata"(%56) : (memref<f32>) -> (memref<f32>, index)
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x?xf32>, index, f32, vector<4xi32>, i32, tensor<4xf32>, tensor<1x1xindex>) -> (), sym_name = "g"}> ({
  ^bb0(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi32>, %arg4: i32, %arg5: tensor<4xf32>, %arg6: tensor<1x1xindex>):
    %0 = "tensor.cast"(%arg0) : (tensor<4x?xf32>) -> tensor<?x?xf32>
    %1 = "tensor.concat"(%arg5, %arg5) <{dim = 0 : i64}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    %2 = "tensor.dim"(%arg0, %arg1) : (tensor<4x?xf32>, index) -> index
    %3 = "tensor.extract"(%arg5, %arg1) : (tensor<4xf32>, index) -> f32
    %4 = "tensor.extract_slice"(%arg5) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<4xf32>) -> tensor<2xf32>
    %5 = "tensor.from_elements"(%arg2, %arg2) : (f32, f32) -> tensor<2xf32>
    %6 = "tensor.gather"(%arg5, %arg6) <{gather_dims = array<i64: 0>}> : (tensor<4xf32>, tensor<1x1xindex>) -> tensor<1x1xf32>
    %7 = "tensor.generate"(%arg1) ({
    ^bb0(%arg8: index):
      "tensor.yield"(%arg2) : (f32) -> ()
    }) : (index) -> tensor<?xf32>
    %8 = "tensor.insert"(%arg2, %arg5, %arg1) : (f32, tensor<4xf32>, index) -> tensor<4xf32>
    %9 = "tensor.insert_slice"(%4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xf32>, tensor<4xf32>) -> tensor<4xf32>
    %10 = "tensor.pad"(%arg5) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1>, static_low = array<i64: 1>}> ({
    ^bb0(%arg7: index):
      "tensor.yield"(%arg2) : (f32) -> ()
    }) : (tensor<4xf32>) -> tensor<6xf32>
    %11 = "tensor.rank"(%arg0) : (tensor<4x?xf32>) -> index
    %12 = "tensor.from_elements"(%arg1) : (index) -> tensor<1xindex>
    %13 = "tensor.reshape"(%arg5, %12) : (tensor<4xf32>, tensor<1xindex>) -> tensor<?xf32>
    %14 = "tensor.scatter"(%6, %arg5, %arg6) <{scatter_dims = array<i64: 0>, unique}> : (tensor<1x1xf32>, tensor<4xf32>, tensor<1x1xindex>) -> tensor<4xf32>
    %15 = "tensor.splat"(%arg2) : (f32) -> tensor<4xf32>
    %16 = "tensor.expand_shape"(%arg5) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
    %17 = "tensor.collapse_shape"(%16) <{reassociation = [[0, 1]]}> : (tensor<2x2xf32>) -> tensor<4xf32>
    %18 = "tensor.empty"() : () -> tensor<2x2xf32>
    %19 = "tensor.pack"(%arg5, %18) <{inner_dims_pos = array<i64: 0>, operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_inner_tiles = array<i64: 2>}> : (tensor<4xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %20 = "tensor.empty"() : () -> tensor<4xf32>
    %21 = "tensor.empty"() : () -> tensor<2x2xf32>
    %22 = "tensor.unpack"(%21, %20) <{inner_dims_pos = array<i64: 0>, static_inner_tiles = array<i64: 2>}> : (tensor<2x2xf32>, tensor<4xf32>) -> tensor<4xf32>
    %23 = "vector.vscale"() : () -> index
    %24:2 = "vector.deinterleave"(%arg3) : (vector<4xi32>) -> (vector<2xi32>, vector<2xi32>)
    %25 = "vector.broadcast"(%arg4) : (i32) -> vector<i32>
    %26:2 = "vector.scan"(%arg3, %25) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<4xi32>, vector<i32>) -> (vector<4xi32>, vector<i32>)
    %27 = "index.constant"() <{value = 42 : index}> : () -> index
    %28 = "index.bool.constant"() <{value = true}> : () -> i1
    %29 = "index.bool.constant"() <{value = false}> : () -> i1
    %30:2 = "arith.addui_extended"(%arg4, %arg4) : (i32, i32) -> (i32, i1)
    %31:2 = "arith.mulsi_extended"(%arg4, %arg4) : (i32, i32) -> (i32, i32)
    %32:2 = "arith.mului_extended"(%arg4, %arg4) : (i32, i32) -> (i32, i32)
    %33 = "func.constant"() <{value = @g}> : () -> ((tensor<4x?xf32>, index, f32, vector<4xi32>, i32, tensor<4xf32>, tensor<1x1xindex>) -> ())
    %34 = "arith.constant"() <{value = 4 : index}> : () -> index
    %35 = "arith.muli"(%34, %23) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %36 = "arith.muli"(%23, %34) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %37 = "arith.muli"(%34, %34) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %38 = "index.constant"() <{value = -3 : index}> : () -> index
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

"#;
    let expected = r#"module {
  func.func @f(%arg0: memref<4x?xf32>, %arg1: tensor<4x?xf32>, %arg2: index, %arg3: vector<4xi32>, %arg4: memref<?xf32>, %arg5: tensor<4xf32>) {
    %alloc = memref.alloc() : memref<4xf32>
    %alloca = memref.alloca() : memref<4xf32>
    %cast = memref.cast %alloc : memref<4xf32> to memref<?xf32>
    %dim = memref.dim %arg0, %arg2 : memref<4x?xf32>
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<4x?xf32> -> index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32> -> memref<f32>, index, index, index, index, index
    %memspacecast = memref.memory_space_cast %alloc : memref<4xf32> to memref<4xf32, 1>
    %reinterpret_cast = memref.reinterpret_cast %alloc to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32>
    %alloc_0 = memref.alloc() : memref<1xindex>
    %reshape = memref.reshape %alloc(%alloc_0) : (memref<4xf32>, memref<1xindex>) -> memref<?xf32>
    %expand_shape = memref.expand_shape %alloc [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1]] : memref<2x2xf32> into memref<4xf32>
    %subview = memref.subview %alloc[0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x?xf32> to memref<?x4xf32, strided<[1, ?]>>
    %alloc_1 = memref.alloc() : memref<64xi8>
    %view = memref.view %alloc_1[%arg2][] : memref<64xi8> to memref<4xf32>
    %base_buffer_2, %offset_3, %sizes_4, %strides_5 = memref.extract_strided_metadata %alloc : memref<4xf32> -> memref<f32>, index, index, index
    %alloc_6 = memref.alloc() : memref<f32>
    %base_buffer_7, %offset_8 = memref.extract_strided_metadata %alloc_6 : memref<f32> -> memref<f32>, index
    return
  }
  func.func @g(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xi32>, %arg4: i32, %arg5: tensor<4xf32>, %arg6: tensor<1x1xindex>) {
    %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
    %concat = tensor.concat dim(0) %arg5, %arg5 : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32>
    %dim = tensor.dim %arg0, %arg1 : tensor<4x?xf32>
    %extracted = tensor.extract %arg5[%arg1] : tensor<4xf32>
    %extracted_slice = tensor.extract_slice %arg5[0] [2] [1] : tensor<4xf32> to tensor<2xf32>
    %from_elements = tensor.from_elements %arg2, %arg2 : tensor<2xf32>
    %gather = tensor.gather %arg5[%arg6] gather_dims([0]) : (tensor<4xf32>, tensor<1x1xindex>) -> tensor<1x1xf32>
    %generated = tensor.generate %arg1 {
    ^bb0(%arg7: index):
      tensor.yield %arg2 : f32
    } : tensor<?xf32>
    %inserted = tensor.insert %arg2 into %arg5[%arg1] : tensor<4xf32>
    %inserted_slice = tensor.insert_slice %extracted_slice into %arg5[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
    %padded = tensor.pad %arg5 low[1] high[1] {
    ^bb0(%arg7: index):
      tensor.yield %arg2 : f32
    } : tensor<4xf32> to tensor<6xf32>
    %rank = tensor.rank %arg0 : tensor<4x?xf32>
    %from_elements_0 = tensor.from_elements %arg1 : tensor<1xindex>
    %reshape = tensor.reshape %arg5(%from_elements_0) : (tensor<4xf32>, tensor<1xindex>) -> tensor<?xf32>
    %scatter = tensor.scatter %gather into %arg5[%arg6] scatter_dims([0]) unique : (tensor<1x1xf32>, tensor<4xf32>, tensor<1x1xindex>) -> tensor<4xf32>
    %splat = tensor.splat %arg2 : tensor<4xf32>
    %expanded = tensor.expand_shape %arg5 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
    %collapsed = tensor.collapse_shape %expanded [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
    %0 = tensor.empty() : tensor<2x2xf32>
    %pack = tensor.pack %arg5 inner_dims_pos = [0] inner_tiles = [2] into %0 : tensor<4xf32> -> tensor<2x2xf32>
    %1 = tensor.empty() : tensor<4xf32>
    %2 = tensor.empty() : tensor<2x2xf32>
    %unpack = tensor.unpack %2 inner_dims_pos = [0] inner_tiles = [2] into %1 : tensor<2x2xf32> -> tensor<4xf32>
    %vscale = vector.vscale
    %res1, %res2 = vector.deinterleave %arg3 : vector<4xi32> -> vector<2xi32>
    %3 = vector.broadcast %arg4 : i32 to vector<i32>
    %dest, %accumulated_value = vector.scan <add>, %arg3, %3 {inclusive = true, reduction_dim = 0 : i64} : vector<4xi32>, vector<i32>
    %idx42 = index.constant 42
    %true = index.bool.constant true
    %false = index.bool.constant false
    %sum, %overflow = arith.addui_extended %arg4, %arg4 : i32, i1
    %low, %high = arith.mulsi_extended %arg4, %arg4 : i32
    %low_1, %high_2 = arith.mului_extended %arg4, %arg4 : i32
    %f = constant @g : (tensor<4x?xf32>, index, f32, vector<4xi32>, i32, tensor<4xf32>, tensor<1x1xindex>) -> ()
    %c4 = arith.constant 4 : index
    %c4_vscale = arith.muli %c4, %vscale : index
    %c4_vscale_3 = arith.muli %vscale, %c4 : index
    %4 = arith.muli %c4, %c4 : index
    %idx-3 = index.constant -3
    return
  }
}

"#;
    let mut ctx = context();
    for name in [
        "memref.alloc",
        "memref.alloca",
        "memref.cast",
        "memref.collapse_shape",
        "memref.dim",
        "memref.expand_shape",
        "memref.extract_aligned_pointer_as_index",
        "memref.extract_strided_metadata",
        "memref.memory_space_cast",
        "memref.reinterpret_cast",
        "memref.reshape",
        "memref.subview",
        "memref.transpose",
        "memref.view",
        "tensor.cast",
        "tensor.collapse_shape",
        "tensor.concat",
        "tensor.dim",
        "tensor.empty",
        "tensor.expand_shape",
        "tensor.extract",
        "tensor.extract_slice",
        "tensor.from_elements",
        "tensor.gather",
        "tensor.generate",
        "tensor.insert",
        "tensor.insert_slice",
        "tensor.pack",
        "tensor.pad",
        "tensor.rank",
        "tensor.reshape",
        "tensor.scatter",
        "tensor.splat",
        "tensor.unpack",
        "vector.broadcast",
        "vector.deinterleave",
        "vector.scan",
        "vector.vscale",
        "arith.addui_extended",
        "arith.mulsi_extended",
        "arith.mului_extended",
        "func.constant",
    ] {
        ctx.register_op(variadic(name).with_regions(Arity::at_least(0)))
            .expect("definition registers");
    }
    ctx.register_op(variadic("tensor.yield").with_trait(OpTrait::IsTerminator))
        .expect("definition registers");
    // Their `value` is inherent (a property): a property the definition does not
    // name is dropped on reading, as in MLIR.
    for name in ["index.constant", "index.bool.constant"] {
        ctx.register_op(
            variadic(name)
                .attribute("value")
                .with_trait(OpTrait::ConstantLike),
        )
        .expect("definition registers");
    }
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, generic)
        .unwrap_or_else(|e| panic!("{e}"));
    let printed = ir.print(&ctx);
    assert_eq!(
        defined_names(&printed),
        defined_names(expected),
        "{printed}"
    );
}

/// Nested scf ops with implicit terminators, an external function with named
/// arguments, a private function with a body. Expected: `mlir-opt-19
/// --allow-unregistered-dialect nested_mix.mlir` (the input) and the same with
/// `--mlir-print-op-generic`.
#[test]
fn nested_mix() {
    check(
        r#"func.func private @named_ext(%a: i32 {test.x}, %b: f32) -> (f32 {test.y})
func.func private @priv_body(%n: index, %c: i1, %t: tensor<4xf32>) -> tensor<4xf32> attributes {llvm.emit_c_interface} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<4xf32>) {
    %v = scf.if %c -> (tensor<4xf32>) {
      scf.for %j = %c0 to %i step %c1 {
        %w = scf.execute_region -> index {
          scf.yield %j : index
        }
        "test.use"(%w) : (index) -> ()
      }
      scf.yield %acc : tensor<4xf32>
    } else {
      %p = scf.parallel (%k) = (%c0) to (%n) step (%c1) init (%acc) -> tensor<4xf32> {
        scf.reduce(%acc : tensor<4xf32>) {
        ^bb0(%l: tensor<4xf32>, %r2: tensor<4xf32>):
          scf.reduce.return %l : tensor<4xf32>
        }
      }
      scf.yield %p : tensor<4xf32>
    }
    scf.if %c {
      "test.then"() : () -> ()
    } else {
      "test.else"() : () -> ()
    }
    scf.yield %v : tensor<4xf32>
  }
  %o:2 = scf.forall (%i, %j) = (1, %c0) to (%n, 8) step (%c1, 2) shared_outs(%x = %t, %y = %r) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %o#1 : tensor<4xf32>
}
"#,
        r#"module {
  func.func private @named_ext(i32 {test.x}, f32) -> (f32 {test.y})
  func.func private @priv_body(%arg0: index, %arg1: i1, %arg2: tensor<4xf32>) -> tensor<4xf32> attributes {llvm.emit_c_interface} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (tensor<4xf32>) {
      %2 = scf.if %arg1 -> (tensor<4xf32>) {
        scf.for %arg5 = %c0 to %arg3 step %c1 {
          %3 = scf.execute_region -> index {
            scf.yield %arg5 : index
          }
          "test.use"(%3) : (index) -> ()
        }
        scf.yield %arg4 : tensor<4xf32>
      } else {
        %3 = scf.parallel (%arg5) = (%c0) to (%arg0) step (%c1) init (%arg4) -> tensor<4xf32> {
          scf.reduce(%arg4 : tensor<4xf32>) {
          ^bb0(%arg6: tensor<4xf32>, %arg7: tensor<4xf32>):
            scf.reduce.return %arg6 : tensor<4xf32>
          }
        }
        scf.yield %3 : tensor<4xf32>
      }
      scf.if %arg1 {
        "test.then"() : () -> ()
      } else {
        "test.else"() : () -> ()
      }
      scf.yield %2 : tensor<4xf32>
    }
    %1:2 = scf.forall (%arg3, %arg4) = (1, %c0) to (%arg0, 8) step (%c1, 2) shared_outs(%arg5 = %arg2, %arg6 = %0) -> (tensor<4xf32>, tensor<4xf32>) {
      scf.forall.in_parallel {
      }
    }
    return %1#1 : tensor<4xf32>
  }
}

"#,
        r#""builtin.module"() ({
  "func.func"() <{arg_attrs = [{test.x}, {}], function_type = (i32, f32) -> f32, res_attrs = [{test.y}], sym_name = "named_ext", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, i1, tensor<4xf32>) -> tensor<4xf32>, sym_name = "priv_body", sym_visibility = "private"}> ({
  ^bb0(%arg0: index, %arg1: i1, %arg2: tensor<4xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "scf.for"(%0, %arg0, %1, %arg2) ({
    ^bb0(%arg7: index, %arg8: tensor<4xf32>):
      %4 = "scf.if"(%arg1) ({
        "scf.for"(%0, %arg7, %1) ({
        ^bb0(%arg12: index):
          %6 = "scf.execute_region"() ({
            "scf.yield"(%arg12) : (index) -> ()
          }) : () -> index
          "test.use"(%6) : (index) -> ()
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        "scf.yield"(%arg8) : (tensor<4xf32>) -> ()
      }, {
        %5 = "scf.parallel"(%0, %arg0, %1, %arg8) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
        ^bb0(%arg9: index):
          "scf.reduce"(%arg8) ({
          ^bb0(%arg10: tensor<4xf32>, %arg11: tensor<4xf32>):
            "scf.reduce.return"(%arg10) : (tensor<4xf32>) -> ()
          }) : (tensor<4xf32>) -> ()
        }) : (index, index, index, tensor<4xf32>) -> tensor<4xf32>
        "scf.yield"(%5) : (tensor<4xf32>) -> ()
      }) : (i1) -> tensor<4xf32>
      "scf.if"(%arg1) ({
        "test.then"() : () -> ()
        "scf.yield"() : () -> ()
      }, {
        "test.else"() : () -> ()
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      "scf.yield"(%4) : (tensor<4xf32>) -> ()
    }) : (index, index, index, tensor<4xf32>) -> tensor<4xf32>
    %3:2 = "scf.forall"(%0, %arg0, %1, %arg2, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>, staticLowerBound = array<i64: 1, -9223372036854775808>, staticStep = array<i64: -9223372036854775808, 2>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg3: index, %arg4: index, %arg5: tensor<4xf32>, %arg6: tensor<4xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index, index, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
    "func.return"(%3#1) : (tensor<4xf32>) -> ()
  }) {llvm.emit_c_interface} : () -> ()
}) : () -> ()

"#,
    );
}

/// The hooks come with a dialect's first op definition, also when a syntax of the
/// dialect was registered before any of its definitions; `register_hooks` installs
/// them without definitions.
#[test]
fn hooks_come_with_the_first_definition() {
    let mut ctx = Context::new();
    ctx.register_op_syntax("scf.yield", Arc::new(OperandsColonTypes));
    for def in definitions() {
        ctx.register_op(def).expect("definition registers");
    }
    let mut ir = Ir::new();
    let src = "%c = \"test.c\"() : () -> index\nscf.for %i = %c to %c step %c {\n}\n";
    ir.parse_source(&mut ctx, src)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        ir.print(&ctx),
        "module {\n  %0 = \"test.c\"() : () -> index\n  scf.for %arg0 = %0 to %0 step %0 {\n  }\n}\n"
    );

    let mut ctx = Context::new();
    assert!(pdll_runtime::dialects::DIALECTS.contains(&"func"));
    pdll_runtime::dialects::register_hooks(&mut ctx, "func");
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, "func.func private @f(i32) -> i32\n")
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        ir.print(&ctx),
        "module {\n  func.func private @f(i32) -> i32\n}\n"
    );
}
