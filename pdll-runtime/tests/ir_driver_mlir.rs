//! Differential test of the greedy driver's processing order against mlir-opt 19
//! (reference files in tests/data, see tests/data/README.md). The IR is built through
//! the API and printed by a minimal generic-form printer, since this crate's parser and
//! printer are tested elsewhere.

use pdll_runtime::driver::{apply_patterns_greedily, GreedyConfig};
use pdll_runtime::ir::{Block, Op, Value};
use pdll_runtime::pattern::{Captured, FnPatternSet, PatternInfo};
use pdll_runtime::types::{Signedness, Type, TypeKind};
use pdll_runtime::verifier::verify;
use pdll_runtime::{Context, Ir};
use std::collections::HashMap;

/// The input of tests/data/driver_order_input.mlir.
fn build(ctx: &mut Context, ir: &mut Ir) -> Block {
    let t = ctx.intern_type(TypeKind::Integer {
        width: 32,
        signedness: Signedness::Signless,
    });
    let (_, body) = ir.create_module(ctx);
    let name = |ctx: &mut Context, s: &str| ctx.intern_op_name(s);
    let (c, add, sink, h) = (
        name(ctx, "test.c"),
        name(ctx, "test.add"),
        name(ctx, "test.sink"),
        name(ctx, "test.h"),
    );
    let cop = ir.create_simple_op(c, &[], &[t], None);
    ir.append_op(body, cop);
    let cv = ir.result(cop, 0);
    let chain = |ir: &mut Ir, block: Block| {
        let mut x = cv;
        let mut first = true;
        for _ in 0..3 {
            let lhs = if first { cv } else { x };
            first = false;
            let op = ir.create_simple_op(add, &[lhs, cv], &[t], None);
            ir.append_op(block, op);
            x = ir.result(op, 0);
        }
        let s = ir.create_simple_op(sink, &[x], &[], None);
        ir.append_op(block, s);
    };
    chain(ir, body);
    let r = ir.create_region();
    let inner = ir.create_block(&[]);
    ir.append_block(r, inner);
    chain(ir, inner);
    let mut st = pdll_runtime::OperationState::new(h);
    st.regions.push(r);
    let hop = ir.create_op(st);
    ir.append_op(body, hop);
    body
}

/// `add(add(p, q), r) -> add3(p, q, r)`, like tests/data/driver_order_combine.pdll.
fn combine() -> FnPatternSet {
    let mut set = FnPatternSet::new();
    set.add(
        PatternInfo::new("Combine", 0).with_root("test.add"),
        |ctx, ir, op, caps| {
            let ops = ir.operands(op);
            if ops.len() != 2 || ir.num_results(op) != 1 {
                return false;
            }
            let Some(inner) = ir.defining_op(ops[0]) else {
                return false;
            };
            if ctx.op_name_str(ir.op_name(inner)) != "test.add" || ir.num_operands(inner) != 2 {
                return false;
            }
            let (p, q) = (ir.operand(inner, 0), ir.operand(inner, 1));
            caps.extend([
                Captured::Value(p),
                Captured::Value(q),
                Captured::Value(ops[1]),
                Captured::Type(ir.value_type(ir.result(op, 0))),
            ]);
            true
        },
        |m, rw| {
            let add3 = rw.intern_op_name("test.add3");
            let new = rw.create(
                add3,
                &[m.value(0), m.value(1), m.value(2)],
                &[m.ty(3)],
                None,
            )?;
            rw.replace_op_with_op(m.root, new)?;
            Ok(())
        },
    );
    set
}

/// Prints the ops of `block` in generic form (only what this test needs: i32 types,
/// no attributes), numbering values as mlir-opt does.
fn print_block(
    ctx: &Context,
    ir: &Ir,
    block: Block,
    indent: usize,
    names: &mut HashMap<Value, usize>,
    out: &mut String,
) {
    let ty = |t: Type| match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => format!("i{width}"),
        other => format!("{other:?}"),
    };
    let list = |xs: Vec<String>| xs.join(", ");
    for op in ir.block_ops(block).collect::<Vec<Op>>() {
        out.push_str(&" ".repeat(indent));
        if ir.num_results(op) == 1 {
            let n = names.len();
            names.insert(ir.result(op, 0), n);
            out.push_str(&format!("%{n} = "));
        }
        let operands = list(
            ir.operands(op)
                .iter()
                .map(|v| format!("%{}", names[v]))
                .collect(),
        );
        out.push_str(&format!(
            "\"{}\"({operands})",
            ctx.op_name_str(ir.op_name(op))
        ));
        if let Some(&r) = ir.regions(op).first() {
            out.push_str(" ({\n");
            print_block(ctx, ir, ir.region_entry(r).unwrap(), indent + 2, names, out);
            out.push_str(&" ".repeat(indent));
            out.push_str("})");
        }
        let ins = list(ir.operand_types(op).map(ty).collect());
        let outs: Vec<String> = ir.result_types(op).map(ty).collect();
        let outs = if outs.len() == 1 {
            outs[0].clone()
        } else {
            format!("({})", list(outs))
        };
        out.push_str(&format!(" : ({ins}) -> {outs}\n"));
    }
}

#[test]
fn bottom_up_order_matches_mlir_opt_19() {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let body = build(&mut ctx, &mut ir);
    let mut before = String::new();
    print_block(&ctx, &ir, body, 2, &mut HashMap::new(), &mut before);
    let input = include_str!("data/driver_order_input.mlir");
    assert!(input.contains(
        &before
            .lines()
            .nth(1)
            .unwrap()
            .replace("%1", "%x1")
            .replace("%0", "%c")
    ));
    let top = ir.top_region();
    let report =
        apply_patterns_greedily(&mut ctx, &mut ir, top, &combine(), &GreedyConfig::default());
    assert!(report.converged);
    assert_eq!(report.num_rewrites, 4);
    verify(&ctx, &ir, ir.top_region()).unwrap();
    let mut printed = String::from("module @ir {\n");
    print_block(&ctx, &ir, body, 2, &mut HashMap::new(), &mut printed);
    printed.push_str("}\n");
    assert_eq!(printed, include_str!("data/driver_order_expected.mlir"));
}
