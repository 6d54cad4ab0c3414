//! The greedy driver on long chains: a 10,000-deep chain of ops, each using the result
//! of the one before, folds completely, and the driver's work (ops matched) grows
//! linearly with the chain's length. Work is counted, not timed, so the check is exact
//! on any machine.

use pdll_runtime::driver::{apply_patterns_greedily, DriverReport, GreedyConfig};
use pdll_runtime::pattern::{FnPatternSet, Match, PatternInfo, PatternSet, RewriteError};
use pdll_runtime::types::{Signedness, TypeKind};
use pdll_runtime::verifier::verify;
use pdll_runtime::{Captured, Context, Ir, MatchReach, Op, Rewriter};
use std::cell::Cell;

/// `test.src`, then `n` ops `test.add(prev, zero)` where `zero` is `test.zero`, then a
/// `test.sink` of the last add: the chain is `n` deep through operand 0.
fn chain(ctx: &mut Context, ir: &mut Ir, n: usize) -> Op {
    let t = ctx.intern_type(TypeKind::Integer {
        width: 32,
        signedness: Signedness::Signless,
    });
    let [src, zero, add, sink] =
        ["test.src", "test.zero", "test.add", "test.sink"].map(|n| ctx.intern_op_name(n));
    let top = ir.top_block();
    let s = ir.create_simple_op(src, &[], &[t], None);
    ir.append_op(top, s);
    let z = ir.create_simple_op(zero, &[], &[t], None);
    ir.append_op(top, z);
    let (mut prev, z) = (ir.result(s, 0), ir.result(z, 0));
    for _ in 0..n {
        let op = ir.create_simple_op(add, &[prev, z], &[t], None);
        ir.append_op(top, op);
        prev = ir.result(op, 0);
    }
    let end = ir.create_simple_op(sink, &[prev], &[], None);
    ir.append_op(top, end);
    end
}

/// `test.add(x, test.zero)` -> `x`, declared to read one operand level up.
fn fold_add_zero() -> FnPatternSet {
    let mut set = FnPatternSet::new().with_match_reach(MatchReach::Operands(1));
    set.add(
        PatternInfo::new("add_zero", 1).with_root("test.add"),
        |ctx, ir, op, caps| {
            let (Some(&x), Some(&z)) = (ir.operands(op).first(), ir.operands(op).get(1)) else {
                return false;
            };
            let is_zero = ir
                .defining_op(z)
                .is_some_and(|d| ctx.op_name_str(ir.op_name(d)) == "test.zero");
            if is_zero {
                caps.push(Captured::Value(x));
            }
            is_zero
        },
        |m, rw| Ok(rw.replace_op_with_values(m.root, &[m.value(0)])?),
    );
    set
}

/// A pattern set that counts the ops it is asked to match.
struct Counting<S> {
    set: S,
    matched: Cell<u64>,
}

impl<S: PatternSet> PatternSet for Counting<S> {
    fn patterns(&self) -> &[PatternInfo] {
        self.set.patterns()
    }
    fn match_op(&self, ctx: &mut Context, ir: &Ir, op: Op, out: &mut Vec<Match>) {
        self.matched.set(self.matched.get() + 1);
        self.set.match_op(ctx, ir, op, out)
    }
    fn rewrite(&self, m: &Match, rw: &mut Rewriter<'_>) -> Result<(), RewriteError> {
        self.set.rewrite(m, rw)
    }
    fn match_reach(&self) -> MatchReach {
        self.set.match_reach()
    }
}

/// Folds a chain of `n` adds; returns the report and how many ops were matched.
fn fold(n: usize, config: &GreedyConfig) -> (DriverReport, u64) {
    let (mut ctx, mut ir) = (Context::new(), Ir::new());
    let sink = chain(&mut ctx, &mut ir, n);
    let set = Counting {
        set: fold_add_zero(),
        matched: Cell::new(0),
    };
    let top = ir.top_region();
    let report = apply_patterns_greedily(&mut ctx, &mut ir, top, &set, config);
    assert!(report.converged, "{report:?}");
    assert_eq!(report.num_rewrites, n as u64);
    // Every add is gone: the sink uses the source directly.
    let src = ir
        .defining_op(ir.operands(sink)[0])
        .expect("an op defines it");
    assert_eq!(ctx.op_name_str(ir.op_name(src)), "test.src");
    assert_eq!(ir.num_live_ops(), 3);
    verify(&ctx, &ir, top).expect("the folded IR verifies");
    (report, set.matched.get())
}

#[test]
fn a_ten_thousand_deep_chain_folds_with_linear_work() {
    for config in [
        GreedyConfig::default(),
        GreedyConfig {
            prove_fixpoint: false,
            ..GreedyConfig::default()
        },
    ] {
        let (small, small_work) = fold(1_000, &config);
        let (large, large_work) = fold(10_000, &config);
        assert_eq!(small.iterations, large.iterations, "{small:?} {large:?}");
        // Ten times the ops, ten times the matches, give or take the constant ops.
        let per_op = |work: u64, n: u64| work as f64 / n as f64;
        let (a, b) = (per_op(small_work, 1_000), per_op(large_work, 10_000));
        assert!(
            b <= a * 1.01 + 0.01,
            "{small_work} matches for 1,000, {large_work} for 10,000"
        );
        println!("matches per op: {a:.3} (1,000), {b:.3} (10,000)");
        assert!(b <= 4.0, "{b} matches per op");
    }
}
