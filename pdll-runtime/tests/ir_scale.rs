//! Scale: IR memory per op and the cost of building and rewriting large IR through the
//! public API. Run with `--nocapture` (and `--release` for meaningful timings) to see
//! the figures.

use pdll_runtime::attributes::AttrKind;
use pdll_runtime::driver::{apply_patterns_greedily, GreedyConfig};
use pdll_runtime::pattern::{FnPatternSet, PatternInfo};
use pdll_runtime::types::{Signedness, TypeKind};
use pdll_runtime::verifier::verify;
use pdll_runtime::{Context, Ir};
use std::time::Instant;

/// A block of `n` ops: constants and `test.add`s of the two previous values, each
/// add carrying one attribute (a typical shape: 1 result, 2 operands, small dict).
fn build(ctx: &mut Context, ir: &mut Ir, n: usize) {
    let t = ctx.intern_type(TypeKind::Integer {
        width: 32,
        signedness: Signedness::Signless,
    });
    let c = ctx.intern_op_name("test.const");
    let add = ctx.intern_op_name("test.add");
    let k = ctx.intern_ident("flag");
    let unit = ctx.intern_attr(AttrKind::Unit);
    let dict = ctx.intern_dictionary(vec![(k, unit)]);
    let top = ir.top_block();
    let a = ir.create_simple_op(c, &[], &[t], None);
    ir.append_op(top, a);
    let b = ir.create_simple_op(c, &[], &[t], None);
    ir.append_op(top, b);
    let (mut x, mut y) = (ir.result(a, 0), ir.result(b, 0));
    for _ in 2..n {
        let op = ir.create_simple_op(add, &[x, y], &[t], Some(dict));
        ir.append_op(top, op);
        (x, y) = (y, ir.result(op, 0));
    }
}

#[test]
fn ir_bytes_per_op_is_small() {
    let n = 200_000;
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.reserve(n, n, 2 * n);
    let t0 = Instant::now();
    build(&mut ctx, &mut ir, n);
    let built = t0.elapsed();
    ir.shrink_to_fit();
    let per_op = ir.heap_bytes() as f64 / n as f64;
    println!(
        "built {n} ops in {built:?} ({:.0} ns/op); IR arenas: {per_op:.1} bytes/op",
        built.as_nanos() as f64 / n as f64
    );
    // 40 (op) + 16 (result) + 2 x 20 (operands) = 96 bytes.
    assert!(per_op <= 100.0, "{per_op} bytes per op");
    let t1 = Instant::now();
    verify(&ctx, &ir, ir.top_region()).unwrap();
    println!("verified in {:?}", t1.elapsed());
}

#[test]
fn driver_scales_linearly_on_a_long_block() {
    // Rename every test.add into test.sum once: one rewrite per op, in place.
    let n = 100_000;
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    build(&mut ctx, &mut ir, n);
    let mut set = FnPatternSet::new();
    set.add(
        PatternInfo::new("add_to_sum", 1).with_root("test.add"),
        |_, _, _, _| true,
        |m, rw| {
            let sum = rw.intern_op_name("test.sum");
            let ty = rw.value_type(rw.result(m.root, 0));
            let operands = rw.operands(m.root).to_vec();
            let dict = rw.attr_dictionary(m.root);
            let new = rw.create(sum, &operands, &[ty], Some(dict))?;
            rw.replace_op_with_op(m.root, new)?;
            Ok(())
        },
    );
    let t0 = Instant::now();
    let top = ir.top_region();
    let report = apply_patterns_greedily(&mut ctx, &mut ir, top, &set, &GreedyConfig::default());
    let took = t0.elapsed();
    println!(
        "driver: {} rewrites over {n} ops in {took:?} ({:.0} ns/rewrite), {} iterations",
        report.num_rewrites,
        took.as_nanos() as f64 / report.num_rewrites as f64,
        report.iterations
    );
    assert!(report.converged);
    assert_eq!(report.num_rewrites, (n - 2) as u64);
    verify(&ctx, &ir, ir.top_region()).unwrap();
}

/// The 1,000,000-op figure for the guide's Robustness chapter
/// (`docs/guide/11-robustness.md`; run: `cargo test -p pdll-runtime --release
/// --test ir_scale -- --ignored --nocapture`, under `/usr/bin/time -v` for peak RSS).
#[test]
#[ignore]
fn million_ops() {
    let n = 1_000_000;
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let t0 = Instant::now();
    build(&mut ctx, &mut ir, n);
    let built = t0.elapsed();
    let grown = ir.heap_bytes() as f64 / n as f64;
    ir.shrink_to_fit();
    let per_op = ir.heap_bytes() as f64 / n as f64;
    let t1 = Instant::now();
    verify(&ctx, &ir, ir.top_region()).unwrap();
    println!(
        "1M ops: built in {built:?} ({:.0} ns/op), verified in {:?}; \
         IR arenas {grown:.1} bytes/op as grown, {per_op:.1} after shrink_to_fit",
        built.as_nanos() as f64 / n as f64,
        t1.elapsed()
    );
}

/// A 100 MB IR file: it parses, verifies and prints back to the same text, and the time
/// per megabyte at 100 MB is that of a 10 MB file (linear in size). The figures are
/// printed, not asserted (timings belong to benches); run: `cargo test -p pdll-runtime
/// --release --test ir_scale -- --ignored --nocapture hundred_mb`.
#[test]
#[ignore]
fn hundred_mb_file() {
    let mut per_mb = Vec::new();
    for n in [170_000, 1_700_000] {
        let text = {
            let mut ctx = Context::new();
            let mut ir = Ir::new();
            build(&mut ctx, &mut ir, n);
            ir.print_generic(&ctx)
        };
        let mb = text.len() as f64 / 1e6;
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t0 = Instant::now();
        ir.parse_source(&mut ctx, &text).unwrap();
        let parsed = t0.elapsed();
        verify(&ctx, &ir, ir.top_region()).unwrap();
        let t1 = Instant::now();
        let printed = ir.print_generic(&ctx);
        let printing = t1.elapsed();
        assert!(
            printed == text,
            "{n} ops: the printed text differs from the input"
        );
        println!(
            "{n} ops, {mb:.1} MB: parsed in {parsed:?} ({:.1} ms/MB), printed in {printing:?} ({:.1} ms/MB)",
            parsed.as_secs_f64() * 1e3 / mb,
            printing.as_secs_f64() * 1e3 / mb
        );
        per_mb.push((mb, parsed.as_secs_f64() / mb));
    }
    assert!(
        per_mb[1].0 >= 100.0,
        "the large file is {:.1} MB",
        per_mb[1].0
    );
}
