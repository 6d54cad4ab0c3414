use super::*;
use crate::asm::PrintOptions;
use crate::dialects::testing::read;
use crate::driver::{apply_patterns_to_op_regions, TraceEntry};
use crate::ir::Op;
use crate::pattern::{Captured, Match, PatternInfo, RewriteError};
use crate::rewriter::Rewriter;
use crate::verify;
use smallvec::smallvec;

/// `"test.double"(%x)` becomes `arith.addi %x, %x`; `"test.erase"()` is erased. A
/// set that creates registered ops (which fold and may be dead) and erases ops.
struct TestSet {
    infos: Vec<PatternInfo>,
    /// Only the second pattern.
    erase_only: bool,
    /// How many times it was warmed up.
    warm_ups: AtomicUsize,
}

impl TestSet {
    fn new() -> TestSet {
        TestSet {
            infos: vec![
                PatternInfo::new("double", 1).with_root("test.double"),
                PatternInfo::new("erase", 1).with_root("test.erase"),
            ],
            erase_only: false,
            warm_ups: AtomicUsize::new(0),
        }
    }
}

impl PatternSet for TestSet {
    fn patterns(&self) -> &[PatternInfo] {
        &self.infos
    }

    fn warm_up(&self) {
        self.warm_ups.fetch_add(1, Ordering::Relaxed);
    }

    fn match_op(&self, ctx: &mut Context, ir: &Ir, op: Op, out: &mut Vec<Match>) {
        let pattern = match ctx.op_name_str(ir.op_name(op)) {
            "test.double"
                if !self.erase_only && ir.num_operands(op) == 1 && ir.num_results(op) == 1 =>
            {
                0
            }
            "test.erase" if !ir.op_has_uses(op) => 1,
            _ => return,
        };
        out.push(Match {
            pattern,
            benefit: 1,
            root: op,
            captures: smallvec![Captured::Op(op)],
        });
    }

    fn rewrite(&self, m: &Match, rw: &mut Rewriter<'_>) -> Result<(), RewriteError> {
        if m.pattern == 1 {
            rw.erase_op(m.root)?;
            return Ok(());
        }
        let x = rw.operand(m.root, 0);
        let ty = rw.value_type(x);
        let add = rw.ctx_mut().intern_op_name("arith.addi");
        let new = rw.create(add, &[x, x], &[ty], None)?;
        rw.replace_op_with_op(m.root, new)?;
        Ok(())
    }
}

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A module of `funcs` functions of random arith ops (constants that fold, ops that
/// die, the test ops above, an `scf.if`, a branch to a second block), then a module-
/// level op whose region uses a value from outside it (not closed: rewritten in place).
fn random_module(seed: u64, funcs: usize, ops: usize) -> String {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut s = String::from("module {\n");
    for f in 0..funcs {
        s += &format!("  func.func @f{f}(%a: i64, %b: i64) -> i64 {{\n");
        let mut vals = vec!["%a".to_string(), "%b".to_string()];
        for i in 0..ops {
            let x = vals[rng.below(vals.len())].clone();
            let y = vals[rng.below(vals.len())].clone();
            let v = format!("%v{i}");
            let line = match rng.below(9) {
                0 | 1 => format!("{v} = arith.constant {} : i64", rng.below(5)),
                2 => format!("{v} = arith.addi {x}, {y} : i64"),
                3 => format!("{v} = arith.muli {x}, {y} : i64"),
                4 => format!("{v} = arith.subi {x}, {x} : i64"),
                5 => format!("{v} = \"test.double\"({x}) : (i64) -> i64"),
                6 => {
                    s += "    \"test.erase\"() : () -> ()\n";
                    format!("{v} = arith.addi {x}, {y} : i64")
                }
                7 => format!(
                    "%c{i} = arith.cmpi slt, {x}, {y} : i64\n    {v} = scf.if %c{i} -> (i64) {{\n      %t{i} = arith.addi {x}, {x} : i64\n      scf.yield %t{i} : i64\n    }} else {{\n      scf.yield {y} : i64\n    }}"
                ),
                _ => format!("{v} = arith.addi {x}, {x} : i64"),
            };
            s += &format!("    {line}\n");
            vals.push(v);
        }
        let last = vals.last().unwrap().clone();
        let other = vals[rng.below(vals.len())].clone();
        s += &format!(
            "    \"test.sink\"({other}) : (i64) -> ()\n    cf.br ^bb1({last} : i64)\n  ^bb1(%r: i64):\n    return %r : i64\n  }}\n"
        );
    }
    s += "  %m = \"test.def\"() : () -> i64\n";
    s += "  \"test.wrap\"() ({\n    %d = \"test.double\"(%m) : (i64) -> i64\n    \"test.use\"(%d) : (i64) -> ()\n  }) : () -> ()\n";
    s += "}\n";
    s
}

/// The module's ops, its printed forms and the report after applying the test set to
/// every op of the module body on `threads` threads.
fn run(text: &str, threads: usize) -> (String, String, ParallelReport, Vec<TraceEntry>) {
    let (mut ctx, mut ir) = read(text).unwrap();
    let body = module_body(&ctx, &ir);
    let targets: Vec<Op> = ir.block_ops(body).collect();
    let config = GreedyConfig {
        record_trace: true,
        ..GreedyConfig::default()
    };
    // A first run leaves erased ops and new ones at the end of the arenas, so that the
    // second one gathers entities from all over them.
    let erase = TestSet {
        erase_only: true,
        ..TestSet::new()
    };
    apply_patterns_in_parallel(&mut ctx, &mut ir, &targets, &erase, &config, threads).unwrap();
    let report = apply_patterns_in_parallel(
        &mut ctx,
        &mut ir,
        &targets,
        &TestSet::new(),
        &config,
        threads,
    )
    .unwrap();
    verify(&ctx, &ir, ir.top_region()).unwrap();
    let trace = report.per_op.iter().flat_map(|r| r.trace.clone()).collect();
    let custom = ir.print_with(&ctx, &PrintOptions::default().with_aliases(true));
    (custom, ir.print_generic(&ctx), report, trace)
}

#[test]
fn a_set_is_warmed_up_once_per_thread_not_per_op() {
    for threads in [1, 2] {
        let (mut ctx, mut ir) = read(&random_module(7, 12, 20)).unwrap();
        let body = module_body(&ctx, &ir);
        let targets: Vec<Op> = ir.block_ops(body).collect();
        let set = TestSet::new();
        let config = GreedyConfig::default();
        apply_patterns_in_parallel(&mut ctx, &mut ir, &targets, &set, &config, threads).unwrap();
        assert_eq!(set.warm_ups.load(Ordering::Relaxed), threads);
    }
}

/// The rewrites per pattern are counted over all ops (a set of 10,000 patterns would
/// otherwise keep 10,000 counts per op), on any number of threads, a dropped shard's
/// run not counted.
#[test]
fn rewrites_per_pattern_are_counted_over_all_ops() {
    let text = r#"
"test.wrap"() ({
  "test.erase"() : () -> ()
}) : () -> ()
"test.wrap"() ({
  %c = arith.constant 1 : i32
  %d = "test.double"(%c) : (i32) -> i32
  "test.use"(%d) : (i32) -> ()
}) : () -> ()
"test.wrap"() ({
  "test.nothing"() : () -> ()
}) : () -> ()
"#;
    let config = GreedyConfig::default();
    for threads in [1, 2, 3] {
        let (mut ctx, mut ir) = read(text).unwrap();
        let targets: Vec<Op> = ir.block_ops(ir.top_block()).collect();
        let set = TestSet::new();
        let r = apply_patterns_in_parallel(&mut ctx, &mut ir, &targets, &set, &config, threads)
            .unwrap();
        assert!(r.per_op.iter().all(|r| r.per_pattern.is_empty()));
        assert_eq!(r.per_pattern, [1, 1], "{threads} threads");
        assert_eq!(r.total().per_pattern, [1, 1]);
    }
    // A run whose edits leave its op (a hoist out of the region) has its shard
    // dropped and runs again in place: counted once.
    let mut hoist = crate::pattern::FnPatternSet::new();
    hoist.add(
        PatternInfo::new("hoist", 1).with_root("test.hoist"),
        |_, ir, op, captures| {
            let inside = ir.parent_op(op).is_some();
            captures.push(Captured::Op(op));
            inside
        },
        |m, rw| {
            let Captured::Op(op) = m.captures[0] else {
                unreachable!("captured above")
            };
            let parent = rw.parent_op(op).expect("matched inside an op");
            rw.move_op_before(op, parent)?;
            Ok(())
        },
    );
    let text = r#"
"test.wrap"() ({
  "test.hoist"() : () -> ()
}) : () -> ()
"test.wrap"() ({
  "test.hoist"() : () -> ()
}) : () -> ()
"#;
    let mut sequential = None;
    for threads in [1, 2] {
        let (mut ctx, mut ir) = read(text).unwrap();
        let targets: Vec<Op> = ir.block_ops(ir.top_block()).collect();
        let r = apply_patterns_in_parallel(&mut ctx, &mut ir, &targets, &hoist, &config, threads)
            .unwrap();
        assert_eq!(r.per_pattern, [2], "{threads} threads: {r:?}");
        let printed = ir.print_generic(&ctx);
        assert_eq!(printed.matches("test.hoist").count(), 2);
        // The hoist fails in a shard (the op is in no block there): the shard is
        // dropped and the op rewritten in place, as on one thread.
        assert_eq!(sequential.get_or_insert(printed.clone()), &printed);
        if threads == 2 {
            assert_eq!(r.sharded, 0, "{r:?}");
        }
    }
    // The entry point for one op counts every pattern.
    let (mut ctx, mut ir) =
        read(r#""test.wrap"() ({ "test.nothing"() : () -> () }) : () -> ()"#).unwrap();
    let op = ir.block_ops(ir.top_block()).next().unwrap();
    let report = apply_patterns_to_op_regions(&mut ctx, &mut ir, op, &TestSet::new(), &config);
    assert_eq!(report.per_pattern, [0, 0]);
}

#[test]
fn parallel_runs_give_the_sequential_result() {
    for seed in 0..12 {
        let text = random_module(seed, 2 + (seed as usize % 5), 6 + (seed as usize % 13));
        let (custom, generic, report, trace) = run(&text, 1);
        assert_eq!(report.threads, 1);
        assert!(
            report.total().num_rewrites > 0,
            "the set rewrites something"
        );
        for threads in [2, 3, 4] {
            let (c, g, r, t) = run(&text, threads);
            assert_eq!(c, custom, "seed {seed}, {threads} threads:\n{text}");
            assert_eq!(g, generic, "seed {seed}, {threads} threads");
            // Same ops rewritten, with the same handles (the trace's roots).
            assert_eq!(t, trace, "seed {seed}, {threads} threads");
            assert_eq!(r.prefix + r.sharded + r.in_place, r.per_op.len());
            assert!(r.sharded > 0, "{r:?}");
            assert!(r.in_place >= 1, "test.wrap is not closed");
            for (a, b) in r.per_op.iter().zip(&report.per_op) {
                assert_eq!(a.num_rewrites, b.num_rewrites);
                assert_eq!(a.ops_folded, b.ops_folded);
                assert_eq!(a.dead_ops_erased, b.dead_ops_erased);
            }
            assert_eq!(
                r.per_pattern, report.per_pattern,
                "seed {seed}, {threads} threads"
            );
        }
    }
}

#[test]
fn handles_held_before_the_run_stay_valid() {
    let text = random_module(7, 3, 8);
    let (mut ctx, mut ir) = read(&text).unwrap();
    let body = module_body(&ctx, &ir);
    let funcs = isolated_ops_in(&ctx, &ir, body);
    assert_eq!(funcs.len(), 3, "the func.func ops");
    let first_ops: Vec<Op> = funcs
        .iter()
        .map(|&f| {
            ir.block_first_op(ir.region_blocks(ir.region(f, 0))[0])
                .unwrap()
        })
        .collect();
    let report = apply_patterns_in_parallel(
        &mut ctx,
        &mut ir,
        &funcs,
        &TestSet::new(),
        &GreedyConfig::default(),
        2,
    )
    .unwrap();
    assert_eq!(report.prefix + report.sharded, 3);
    assert!(report.sharded > 0);
    for (&f, &op) in funcs.iter().zip(&first_ops) {
        assert_eq!(ctx.op_name_str(ir.op_name(f)), "func.func");
        if !ir.is_erased(op) {
            let block = ir.parent_block(op).unwrap();
            assert_eq!(ir.block_parent_op(block), Some(f));
        }
    }
    verify(&ctx, &ir, ir.top_region()).unwrap();
}

#[test]
fn refuses_nested_repeated_and_erased_ops() {
    let text = "module {\n  \"test.outer\"() ({\n    \"test.inner\"() : () -> ()\n  }) : () -> ()\n  \"test.other\"() : () -> ()\n}\n";
    let (mut ctx, mut ir) = read(text).unwrap();
    let body = module_body(&ctx, &ir);
    let ops: Vec<Op> = ir.block_ops(body).collect();
    let (outer, other) = (ops[0], ops[1]);
    let inner = ir
        .block_first_op(ir.region_blocks(ir.region(outer, 0))[0])
        .unwrap();
    let set = TestSet::new();
    let config = GreedyConfig::default();
    let apply = |ctx: &mut Context, ir: &mut Ir, targets: &[Op]| {
        apply_patterns_in_parallel(ctx, ir, targets, &set, &config, 2).map(|_| ())
    };
    assert_eq!(
        apply(&mut ctx, &mut ir, &[inner, outer]),
        Err(TargetError::Nested { outer, inner })
    );
    assert_eq!(
        apply(&mut ctx, &mut ir, &[other, other]),
        Err(TargetError::Repeated(other))
    );
    ir.erase_op(other).unwrap();
    assert_eq!(
        apply(&mut ctx, &mut ir, &[outer, other]),
        Err(TargetError::Erased(other))
    );
    assert_eq!(
        TargetError::Nested { outer, inner }.to_string(),
        format!(
            "op {} is nested in op {}, which is also listed",
            inner.index(),
            outer.index()
        )
    );
}

#[test]
fn a_set_that_must_run_on_threads_is_sync() {
    fn sync<T: Sync + Send>() {}
    sync::<Context>();
    sync::<Ir>();
}

#[test]
fn the_calling_thread_takes_about_its_share() {
    let ops: Vec<Op> = [10, 20, 30, 40].into_iter().map(Op).collect();
    let all = [0, 1, 2, 3];
    // Four ops of ten ops each.
    assert_eq!(prefix_len(&ops, &all, 2), 2);
    assert_eq!(prefix_len(&ops, &all, 4), 1);
    assert_eq!(prefix_len(&ops, &all, 8), 1);
    assert_eq!(prefix_len(&ops, &all, 1), 4);
    // A first op as large as the rest together.
    let ops: Vec<Op> = [30, 40, 50, 60].into_iter().map(Op).collect();
    assert_eq!(prefix_len(&ops, &all, 2), 1);
}

#[test]
fn ops_whose_run_changes_nothing_are_not_written_back() {
    let mut text = String::from("module {\n");
    for f in 0..6 {
        let erase = if f == 4 {
            "    \"test.erase\"() : () -> ()\n"
        } else {
            ""
        };
        text += &format!(
            "  func.func @f{f}(%a: i64, %b: i64) -> i64 {{\n{erase}    %0 = arith.addi %a, %b : i64\n    return %0 : i64\n  }}\n"
        );
    }
    text += "}\n";
    let (seq, _, r1, _) = run(&text, 1);
    let (par, _, r2, _) = run(&text, 2);
    assert_eq!(par, seq);
    assert!(!par.contains("test.erase"));
    // `run` erased the `test.erase` in a first pass: the second changes nothing.
    assert_eq!(r1.total().num_rewrites, 0);
    assert_eq!(r2.total().num_rewrites, 0);
    assert_eq!(r2.prefix + r2.sharded, 6);
    assert!(r2.sharded > 0 && r2.unchanged == r2.sharded, "{r2:?}");
}

#[test]
fn threads_pay_when_copies_cost_less_than_the_rewriting_they_move() {
    // Two threads: the copies (out and back, split over both) against the rewriting.
    assert!(!parallel_pays(46.0, 56.0, 2), "the bench's cheap patterns");
    assert!(parallel_pays(750.0, 56.0, 2), "patterns as slow as MLIR's");
    // More threads split the copies further.
    assert!(parallel_pays(46.0, 56.0, 4));
    assert!(!parallel_pays(46.0, 100.0, 4));
    assert!(parallel_pays(46.0, 100.0, 8));
    assert!(!parallel_pays(1e9, 0.0, 1), "one thread never pays");
}

#[test]
fn threads_where_they_pay_give_the_sequential_result() {
    let config = GreedyConfig {
        record_trace: true,
        ..GreedyConfig::default()
    };
    for seed in 0..6 {
        let text = random_module(seed, 60 + seed as usize, 8);
        let (custom, _, sequential, trace) = run(&text, 1);
        let (mut ctx, mut ir) = read(&text).unwrap();
        let body = module_body(&ctx, &ir);
        let targets: Vec<Op> = ir.block_ops(body).collect();
        let erase = TestSet {
            erase_only: true,
            ..TestSet::new()
        };
        apply_patterns_in_parallel(&mut ctx, &mut ir, &targets, &erase, &config, 1).unwrap();
        let r = apply_patterns_in_parallel_where_it_pays(
            &mut ctx,
            &mut ir,
            &targets,
            &TestSet::new(),
            &config,
            2,
        )
        .unwrap();
        verify(&ctx, &ir, ir.top_region()).unwrap();
        let printed = ir.print_with(&ctx, &PrintOptions::default().with_aliases(true));
        assert_eq!(printed, custom, "seed {seed}:\n{text}");
        let t: Vec<TraceEntry> = r.per_op.iter().flat_map(|r| r.trace.clone()).collect();
        assert_eq!(t, trace, "seed {seed}");
        assert_eq!(r.per_op.len(), targets.len());
        assert_eq!(r.timings.per_op.len(), targets.len());
        assert_eq!(r.sampled, 1);
        assert_eq!(r.prefix + r.sharded + r.in_place, targets.len(), "{r:?}");
        assert_eq!(r.total().num_rewrites, sequential.total().num_rewrites);
    }
}
