//! Tests of the greedy driver: order, limits, recursion, notifications, the proof.

use super::*;
use crate::attributes::AttrKind;
use crate::pattern::{Captured, FnPatternSet, PatternInfo, RewriteError};
use crate::types::{Signedness, Type, TypeKind};
use crate::verifier::verify;
use std::sync::{Arc, Mutex};

fn run(
    ctx: &mut Context,
    ir: &mut Ir,
    set: &dyn PatternSet,
    config: &GreedyConfig,
) -> DriverReport {
    let top = ir.top_region();
    apply_patterns_greedily(ctx, ir, top, set, config)
}

/// Adds a pattern of `benefit` that matches nothing and records every op it is
/// asked about, in order.
fn add_spy(set: &mut FnPatternSet, benefit: u16) -> Arc<Mutex<Vec<Op>>> {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let s2 = seen.clone();
    set.add(
        PatternInfo::new("spy", benefit),
        move |_, _, op, _| {
            s2.lock().unwrap().push(op);
            false
        },
        |_, _| Ok(()),
    );
    seen
}

fn i64t(ctx: &mut Context) -> Type {
    ctx.intern_type(TypeKind::Integer {
        width: 64,
        signedness: Signedness::Signless,
    })
}

fn const_value(ctx: &Context, ir: &Ir, op: Op) -> Option<i128> {
    if ctx.op_name_str(ir.op_name(op)) != "test.const" {
        return None;
    }
    match ctx.attr_kind(ir.attr_by_name(ctx, op, "value")?) {
        AttrKind::Integer { value, .. } => value.to_i128(),
        _ => None,
    }
}

fn make_const(ctx: &mut Context, ir: &mut Ir, block: crate::ir::Block, v: i128) -> Op {
    let t = i64t(ctx);
    let a = ctx.intern_attr(AttrKind::Integer {
        value: v.into(),
        ty: t,
    });
    let k = ctx.intern_ident("value");
    let d = ctx.intern_dictionary(vec![(k, a)]);
    let n = ctx.intern_op_name("test.const");
    let op = ir.create_simple_op(n, &[], &[t], Some(d));
    ir.append_op(block, op);
    op
}

/// Folds `test.add(const a, const b)` into `test.const (a+b)`.
fn fold_add_patterns() -> FnPatternSet {
    let mut set = FnPatternSet::new();
    set.add(
        PatternInfo::new("fold_add", 1).with_root("test.add"),
        |ctx, ir, op, caps| {
            let ops = ir.operands(op);
            let (Some(a), Some(b)) = (ir.defining_op(ops[0]), ir.defining_op(ops[1])) else {
                return false;
            };
            if const_value(ctx, ir, a).is_none() || const_value(ctx, ir, b).is_none() {
                return false;
            }
            caps.push(Captured::Type(ir.value_type(ops[0])));
            true
        },
        |m, rw| {
            let root = m.root;
            let ops = rw.operands(root).to_vec();
            let x = const_value(rw.ctx(), rw, rw.defining_op(ops[0]).unwrap()).unwrap();
            let y = const_value(rw.ctx(), rw, rw.defining_op(ops[1]).unwrap()).unwrap();
            let t = m.ty(0);
            let c = rw.ctx_mut();
            let a = c.intern_attr(AttrKind::Integer {
                value: (x + y).into(),
                ty: t,
            });
            let k = c.intern_ident("value");
            let d = c.intern_dictionary(vec![(k, a)]);
            let n = c.intern_op_name("test.const");
            let new = rw.create(n, &[], &[t], Some(d))?;
            rw.replace_op_with_op(root, new)?;
            Ok(())
        },
    );
    set
}

/// c1 + c2 + c3 + ... chained adds, each result used by the next; the last is used
/// by a `test.sink`.
fn build_chain(ctx: &mut Context, ir: &mut Ir, n: i128) -> Op {
    let top = ir.top_block();
    let t = i64t(ctx);
    let add = ctx.intern_op_name("test.add");
    let first = make_const(ctx, ir, top, 1);
    let mut acc = ir.result(first, 0);
    for i in 2..=n {
        let c = make_const(ctx, ir, top, i);
        let cv = ir.result(c, 0);
        let a = ir.create_simple_op(add, &[acc, cv], &[t], None);
        ir.append_op(top, a);
        acc = ir.result(a, 0);
    }
    let sink = ctx.intern_op_name("test.sink");
    let s = ir.create_simple_op(sink, &[acc], &[], None);
    ir.append_op(top, s);
    s
}

#[test]
fn folds_a_chain_to_one_constant() {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let sink = build_chain(&mut ctx, &mut ir, 10);
    let set = fold_add_patterns();
    let config = GreedyConfig {
        record_trace: true,
        ..GreedyConfig::default()
    };
    let report = run(&mut ctx, &mut ir, &set, &config);
    assert!(report.converged);
    assert_eq!(report.num_rewrites, 9);
    assert_eq!(report.per_pattern, vec![9]);
    assert_eq!(report.trace.len(), 9);
    assert!(report.trace.iter().all(|t| t.pattern_name == "fold_add"));
    assert_eq!(ctx.op_name_str(report.trace[0].root_name), "test.add");
    let def = ir.defining_op(ir.operand(sink, 0)).unwrap();
    assert_eq!(const_value(&ctx, &ir, def), Some(55));
    verify(&ctx, &ir, ir.top_region()).unwrap();
    // Dead constants stay: test ops are not known to be side-effect free.
    assert!(ir.block_ops(ir.top_block()).count() > 2);
}

#[test]
fn dead_code_hook_erases_unused_constants() {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    build_chain(&mut ctx, &mut ir, 5);
    let set = fold_add_patterns();
    let config = GreedyConfig {
        is_trivially_dead: Some(|ctx, ir, op| ctx.op_name_str(ir.op_name(op)) == "test.const"),
        ..GreedyConfig::default()
    };
    let report = run(&mut ctx, &mut ir, &set, &config);
    assert!(report.converged);
    let names: Vec<&str> = ir
        .block_ops(ir.top_block())
        .map(|o| ctx.op_name_str(ir.op_name(o)))
        .collect();
    assert_eq!(names, vec!["test.const", "test.sink"]);
    assert_eq!(report.dead_ops_erased, 8);
    verify(&ctx, &ir, ir.top_region()).unwrap();
}

/// A pattern that replaces `test.loop` by a fresh `test.loop` (forever, unless
/// stopped by the recursion rule or a limit).
fn self_recursive(bounded: bool) -> FnPatternSet {
    let mut set = FnPatternSet::new();
    set.add(
        PatternInfo::new("again", 1)
            .with_root("test.loop")
            .with_bounded_recursion(bounded),
        |_, _, _, _| true,
        |m, rw| {
            let n = rw.op_name(m.root);
            let new = rw.create(n, &[], &[], None)?;
            let _ = new;
            rw.erase_op(m.root)?;
            Ok(())
        },
    );
    set
}

#[test]
fn recursion_flag_blocks_self_application() {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let n = ctx.intern_op_name("test.loop");
    let op = ir.create_simple_op(n, &[], &[], None);
    ir.append_op(ir.top_block(), op);
    let report = run(
        &mut ctx,
        &mut ir,
        &self_recursive(false),
        &GreedyConfig::default(),
    );
    // Applied once to the original op; the op it created is left alone, also in the
    // next sweep (the creator is remembered for the whole run), so it converges.
    assert_eq!(report.num_rewrites, 1);
    assert!(report.converged);
    assert_eq!(ir.num_live_ops(), 1);
}

#[test]
fn limits_stop_unbounded_recursion() {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let n = ctx.intern_op_name("test.loop");
    let op = ir.create_simple_op(n, &[], &[], None);
    ir.append_op(ir.top_block(), op);
    let config = GreedyConfig {
        max_rewrites: RewriteLimit::Total(50),
        ..GreedyConfig::default()
    };
    let report = run(&mut ctx, &mut ir, &self_recursive(true), &config);
    assert_eq!(report.num_rewrites, 50);
    assert!(!report.converged && report.hit_rewrite_limit);
    assert_eq!(ir.num_live_ops(), 1);
    verify(&ctx, &ir, ir.top_region()).unwrap();
}

#[test]
fn iteration_limit_stops_patterns_that_report_success_without_change() {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let n = ctx.intern_op_name("test.x");
    let op = ir.create_simple_op(n, &[], &[], None);
    ir.append_op(ir.top_block(), op);
    let mut set = FnPatternSet::new();
    set.add(
        PatternInfo::new("noop", 1),
        |_, _, _, _| true,
        |_, _| Ok(()),
    );
    let config = GreedyConfig {
        max_iterations: Some(3),
        ..GreedyConfig::default()
    };
    let report = run(&mut ctx, &mut ir, &set, &config);
    assert_eq!(report.iterations, 3);
    assert_eq!(report.num_rewrites, 3);
    assert!(!report.converged);
}

#[test]
fn benefit_order_and_failed_rewrites() {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let n = ctx.intern_op_name("test.x");
    let op = ir.create_simple_op(n, &[], &[], None);
    ir.append_op(ir.top_block(), op);
    let mut set = FnPatternSet::new();
    let mark = |name: &'static str| {
        move |m: &Match, rw: &mut Rewriter<'_>| -> Result<(), RewriteError> {
            if rw.attr_by_name(rw.ctx(), m.root, "done").is_some() {
                return Err(RewriteError::Failed("already done".into()));
            }
            let s = rw.ctx_mut().intern_attr(AttrKind::String {
                value: name.into(),
                ty: None,
            });
            rw.set_attr_by_name(m.root, "done", s);
            Ok(())
        }
    };
    set.add(PatternInfo::new("low", 1), |_, _, _, _| true, mark("low"));
    set.add(
        PatternInfo::new("high_fails", 5),
        |_, _, _, _| true,
        |_, _| Err(RewriteError::Failed("no".into())),
    );
    set.add(
        PatternInfo::new("mid_a", 3),
        |_, _, _, _| true,
        mark("mid_a"),
    );
    set.add(
        PatternInfo::new("mid_b", 3),
        |_, _, _, _| true,
        mark("mid_b"),
    );
    let report = run(&mut ctx, &mut ir, &set, &GreedyConfig::default());
    assert!(report.converged);
    assert_eq!(report.per_pattern, vec![0, 0, 1, 0]);
    let done = ir.attr_by_name(&ctx, op, "done").unwrap();
    assert_eq!(
        ctx.attr_kind(done),
        &AttrKind::String {
            value: "mid_a".into(),
            ty: None
        }
    );
    assert_eq!(report.failed_after_changes, 0);
}

#[test]
fn rewrite_failing_after_changes_is_reported() {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let n = ctx.intern_op_name("test.x");
    let op = ir.create_simple_op(n, &[], &[], None);
    ir.append_op(ir.top_block(), op);
    let mut set = FnPatternSet::new();
    set.add(
        PatternInfo::new("buggy", 1),
        |ctx, ir, op, _| ir.attr_by_name(ctx, op, "seen").is_none(),
        |m, rw| {
            let u = rw.ctx_mut().intern_attr(AttrKind::Unit);
            rw.set_attr_by_name(m.root, "seen", u);
            Err(RewriteError::Failed("after editing".into()))
        },
    );
    let report = run(&mut ctx, &mut ir, &set, &GreedyConfig::default());
    assert_eq!(report.failed_after_changes, 1);
    assert!(report.converged);
}

#[test]
fn processing_order_is_reverse_post_order_by_default() {
    // top: a, h { b, c }, e ; record the order patterns see ops in the first sweep.
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let n = |ctx: &mut Context, s: &str| ctx.intern_op_name(s);
    let (na, nb, nc, nh, ne) = (
        n(&mut ctx, "t.a"),
        n(&mut ctx, "t.b"),
        n(&mut ctx, "t.c"),
        n(&mut ctx, "t.h"),
        n(&mut ctx, "t.e"),
    );
    let b = ir.create_simple_op(nb, &[], &[], None);
    let c = ir.create_simple_op(nc, &[], &[], None);
    let r = ir.create_region();
    let bb = ir.create_block(&[]);
    ir.append_block(r, bb);
    ir.append_op(bb, b);
    ir.append_op(bb, c);
    let mut st = crate::ir::OperationState::new(nh);
    st.regions.push(r);
    let h = ir.create_op(st);
    let a = ir.create_simple_op(na, &[], &[], None);
    let e = ir.create_simple_op(ne, &[], &[], None);
    for o in [a, h, e] {
        ir.append_op(ir.top_block(), o);
    }
    let mut set = FnPatternSet::new();
    let seen = add_spy(&mut set, 1);
    run(&mut ctx, &mut ir, &set, &GreedyConfig::default());
    // Post-order seeding with ancestors: visiting b pushes b then h, so the list is
    // a, b, h, c, e and popping from the back gives e, c, h, b, a.
    assert_eq!(*seen.lock().unwrap(), vec![e, c, h, b, a]);
    seen.lock().unwrap().clear();
    let config = GreedyConfig {
        top_down: true,
        ..GreedyConfig::default()
    };
    run(&mut ctx, &mut ir, &set, &config);
    assert_eq!(*seen.lock().unwrap(), vec![a, h, b, c, e]);
    seen.lock().unwrap().clear();
    let report = apply_patterns_to_op_regions(&mut ctx, &mut ir, h, &set, &GreedyConfig::default());
    assert_eq!(*seen.lock().unwrap(), vec![c, b]);
    assert!(report.converged);
}

/// Counts the ops the wrapped set is asked to match, and its warm-ups.
struct Counting<'a> {
    set: &'a FnPatternSet,
    calls: std::cell::Cell<u64>,
    warm_ups: std::cell::Cell<u64>,
}

impl PatternSet for Counting<'_> {
    fn patterns(&self) -> &[PatternInfo] {
        self.set.patterns()
    }
    fn match_op(&self, ctx: &mut Context, ir: &Ir, op: Op, out: &mut Vec<Match>) {
        self.calls.set(self.calls.get() + 1);
        self.set.match_op(ctx, ir, op, out)
    }
    fn rewrite(&self, m: &Match, rw: &mut Rewriter<'_>) -> Result<(), RewriteError> {
        self.set.rewrite(m, rw)
    }
    fn match_reach(&self) -> crate::pattern::MatchReach {
        self.set.match_reach()
    }
    fn warm_up(&self) {
        self.warm_ups.set(self.warm_ups.get() + 1);
    }
}

/// Runs `set` on a fresh IR from `build`, with and without the fixpoint proof;
/// checks that both leave the same IR and report, and returns the two reports and
/// match counts (proof on first).
fn with_and_without_proof(
    build: impl Fn(&mut Context, &mut Ir),
    set: &FnPatternSet,
) -> [(DriverReport, u64); 2] {
    let mut out = Vec::new();
    let mut printed = Vec::new();
    for prove_fixpoint in [true, false] {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        build(&mut ctx, &mut ir);
        let counting = Counting {
            set,
            calls: std::cell::Cell::new(0),
            warm_ups: std::cell::Cell::new(0),
        };
        let config = GreedyConfig {
            prove_fixpoint,
            record_trace: true,
            ..GreedyConfig::default()
        };
        let report = run(&mut ctx, &mut ir, &counting, &config);
        // The set's tables are read once, before the first sweep.
        assert_eq!(counting.warm_ups.get(), 1);
        printed.push(ir.print_generic(&ctx));
        out.push((report, counting.calls.get()));
    }
    assert_eq!(printed[0], printed[1]);
    let (mut proved, unproved) = (out[0].0.clone(), &out[1].0);
    assert_eq!(unproved.sweeps_proved_empty, 0);
    proved.sweeps_proved_empty = 0;
    assert_eq!(&proved, unproved);
    [out[0].clone(), out[1].clone()]
}

#[test]
fn the_last_sweep_is_proved_empty_when_the_set_declares_its_reach() {
    let set = fold_add_patterns().with_match_reach(crate::pattern::MatchReach::Operands(1));
    let [(on, on_calls), (off, off_calls)] = with_and_without_proof(
        |ctx, ir| {
            build_chain(ctx, ir, 10);
        },
        &set,
    );
    assert!(on.converged && off.converged);
    assert_eq!((on.iterations, off.iterations), (2, 2));
    assert_eq!(on.sweeps_proved_empty, 1);
    assert_eq!(on.num_rewrites, 9);
    // The second sweep matched every op left: the 10 constants of the chain, the 9
    // the folds made (dead ops stay), and the sink.
    assert_eq!(off_calls - on_calls, 20);
    // Without a declared reach, nothing is proved.
    let [(unknown, _), _] = with_and_without_proof(
        |ctx, ir| {
            build_chain(ctx, ir, 10);
        },
        &fold_add_patterns(),
    );
    assert_eq!(unknown.sweeps_proved_empty, 0);
}

/// `t.a(t.b(t.c))` -> `t.done`, and `t.d` -> `t.c`: on `t.a(t.b(t.d))` the second
/// rewrite changes the op two levels above `t.a`, whose match MLIR's notifications
/// do not revisit; only a second sweep finds it.
fn deep_patterns() -> FnPatternSet {
    let mut set = FnPatternSet::new().with_match_reach(crate::pattern::MatchReach::Operands(2));
    set.add(
        PatternInfo::new("a_b_c", 1).with_root("t.a"),
        |ctx, ir, op, _| {
            let name_of = |v| ir.defining_op(v).map(|d| ctx.op_name_str(ir.op_name(d)));
            let Some(b) = ir.defining_op(ir.operand(op, 0)) else {
                return false;
            };
            name_of(ir.operand(op, 0)) == Some("t.b") && name_of(ir.operand(b, 0)) == Some("t.c")
        },
        |m, rw| {
            let done = rw.intern_op_name("t.done");
            let new = rw.create(done, &[], &[], None)?;
            let _ = new;
            Ok(rw.erase_op(m.root)?)
        },
    );
    set.add(
        PatternInfo::new("d_to_c", 1).with_root("t.d"),
        |_, _, _, _| true,
        |m, rw| {
            let c = rw.intern_op_name("t.c");
            let types: Vec<Type> = rw.result_types(m.root).collect();
            let new = rw.create(c, &[], &types, None)?;
            Ok(rw.replace_op_with_op(m.root, new)?)
        },
    );
    set
}

fn build_deep(ctx: &mut Context, ir: &mut Ir) {
    let t = i64t(ctx);
    let top = ir.top_block();
    let [d, b, a] = ["t.d", "t.b", "t.a"].map(|n| ctx.intern_op_name(n));
    let d = ir.create_simple_op(d, &[], &[t], None);
    ir.append_op(top, d);
    let b = ir.create_simple_op(b, &[ir.result(d, 0)], &[t], None);
    ir.append_op(top, b);
    let a = ir.create_simple_op(a, &[ir.result(b, 0)], &[], None);
    ir.append_op(top, a);
}

#[test]
fn a_change_deep_in_an_operand_cone_forces_the_sweep() {
    let [(on, _), (off, _)] = with_and_without_proof(build_deep, &deep_patterns());
    // Sweep 1 rewrites t.d (t.a was matched before, bottom-up); sweep 2 finds t.a.
    assert_eq!(on.per_pattern, vec![1, 1]);
    assert_eq!(on.trace[0].pattern_name, "d_to_c");
    assert_eq!(on.trace[1].pattern_name, "a_b_c");
    // Sweep 3 changes nothing: proved instead of run.
    assert_eq!((on.iterations, off.iterations), (3, 3));
    assert_eq!(on.sweeps_proved_empty, 1);
}

#[test]
fn a_root_named_during_the_sweep_is_not_proved_away() {
    // v = t.a; d = t.d(v); x = t.x(v). Bottom-up: x becomes n = t.new(v), a name
    // first interned by that rewrite; n is matched (v untagged); then d tags v. n
    // reads the tag, which only the walk from v finds, for a root name the sweep
    // did not know when it started.
    let mut set = FnPatternSet::new().with_match_reach(crate::pattern::MatchReach::Operands(1));
    let def_tagged = |ctx: &Context, ir: &Ir, op: Op| {
        let def = ir.operands(op).first().and_then(|&v| ir.defining_op(v));
        def.map(|d| ir.attr_by_name(ctx, d, "k").is_some())
    };
    set.add(
        PatternInfo::new("x_to_new", 1).with_root("t.x"),
        |_, _, _, _| true,
        |m, rw| {
            let name = rw.intern_op_name("t.new");
            let operands = rw.operands(m.root).to_vec();
            rw.create(name, &operands, &[], None)?;
            Ok(rw.erase_op(m.root)?)
        },
    );
    set.add(
        PatternInfo::new("new_tagged", 1).with_root("t.new"),
        move |ctx, ir, op, _| def_tagged(ctx, ir, op) == Some(true),
        |m, rw| Ok(rw.erase_op(m.root)?),
    );
    set.add(
        PatternInfo::new("tag", 1).with_root("t.d"),
        move |ctx, ir, op, _| def_tagged(ctx, ir, op) == Some(false),
        |m, rw| {
            let def = rw.defining_op(rw.operand(m.root, 0)).expect("matched");
            let unit = rw.ctx_mut().intern_attr(crate::attributes::AttrKind::Unit);
            rw.set_attr_by_name(def, "k", unit);
            Ok(())
        },
    );
    let build = |ctx: &mut Context, ir: &mut Ir| {
        let t = i64t(ctx);
        let top = ir.top_block();
        let [a, d, x] = ["t.a", "t.d", "t.x"].map(|n| ctx.intern_op_name(n));
        let a = ir.create_simple_op(a, &[], &[t], None);
        ir.append_op(top, a);
        let v = ir.result(a, 0);
        for name in [d, x] {
            let op = ir.create_simple_op(name, &[v], &[], None);
            ir.append_op(top, op);
        }
    };
    let [(on, _), (off, _)] = with_and_without_proof(build, &set);
    assert_eq!(on.per_pattern, vec![1, 1, 1]);
    assert_eq!((on.iterations, off.iterations), (3, 3));
    assert_eq!(on.sweeps_proved_empty, 1);
}

#[test]
fn matches_left_unapplied_force_the_sweep() {
    // The recursion flag stops `again` from applying to the op it created: a match
    // left unapplied, which the proof does not reason about.
    let set = self_recursive(false).with_match_reach(crate::pattern::MatchReach::Operands(0));
    let [(on, _), _] = with_and_without_proof(
        |ctx, ir| {
            let n = ctx.intern_op_name("test.loop");
            let op = ir.create_simple_op(n, &[], &[], None);
            ir.append_op(ir.top_block(), op);
        },
        &set,
    );
    assert_eq!(on.sweeps_proved_empty, 0);
}
#[test]
fn erasing_a_use_queues_the_unqueued_ancestors_of_a_queued_nested_producer() {
    // p { v = d; u(v); w(v) }. Bottom-up: w, u, then p, whose pattern erases the
    // nested u. v is left with one user, so its producer d is queued again with
    // its ancestors (MLIR's addOperandsToWorklist): d is still queued, but p, being
    // processed, is not, so p is visited again before d.
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let i32t = ctx.intern_type(TypeKind::Integer {
        width: 32,
        signedness: Signedness::Signless,
    });
    let [np, nd, nu, nw] = ["t.p", "t.d", "t.u", "t.w"].map(|s| ctx.intern_op_name(s));
    let d = ir.create_simple_op(nd, &[], &[i32t], None);
    let v = ir.result(d, 0);
    let u = ir.create_simple_op(nu, &[v], &[], None);
    let w = ir.create_simple_op(nw, &[v], &[], None);
    let r = ir.create_region();
    let bb = ir.create_block(&[]);
    ir.append_block(r, bb);
    for o in [d, u, w] {
        ir.append_op(bb, o);
    }
    let mut st = crate::ir::OperationState::new(np);
    st.regions.push(r);
    let p = ir.create_op(st);
    ir.append_op(ir.top_block(), p);
    let nested_u = |ctx: &Context, ir: &Ir, p: Op| {
        let block = ir.region_blocks(ir.regions(p)[0])[0];
        ir.block_ops(block)
            .find(|&o| ctx.op_name_str(ir.op_name(o)) == "t.u")
    };
    let mut set = FnPatternSet::new();
    let seen = add_spy(&mut set, 2);
    set.add(
        PatternInfo::new("erase_nested_u", 1).with_root("t.p"),
        move |ctx, ir, op, _| nested_u(ctx, ir, op).is_some(),
        move |m, rw| {
            let u = nested_u(rw.ctx(), rw, m.root).expect("matched");
            Ok(rw.erase_op(u)?)
        },
    );
    let report = run(&mut ctx, &mut ir, &set, &GreedyConfig::default());
    assert_eq!(report.per_pattern, vec![0, 1]);
    assert_eq!(seen.lock().unwrap()[..5], [w, u, p, p, d]);
}

mod worklist_tests {
    use super::*;
    use proptest::prelude::*;

    /// MLIR's worklist as written: a vector of slots and a position per queued op.
    #[derive(Default)]
    struct Model {
        list: Vec<Option<u32>>,
        pos: std::collections::HashMap<u32, usize>,
    }

    impl Model {
        fn push(&mut self, op: u32) {
            if !self.pos.contains_key(&op) {
                self.pos.insert(op, self.list.len());
                self.list.push(Some(op));
            }
        }
        fn pop(&mut self) -> Option<u32> {
            while let Some(slot) = self.list.pop() {
                if let Some(op) = slot {
                    self.pos.remove(&op);
                    return Some(op);
                }
            }
            None
        }
        fn remove(&mut self, op: u32) {
            if let Some(p) = self.pos.remove(&op) {
                self.list[p] = None;
            }
        }
    }

    proptest! {
        /// Without removals, `peek(k)` is the op the `k+1`-th pop returns (the
        /// driver prefetches by it).
        #[test]
        fn peek_sees_the_entries_pop_will_return(
            ops in proptest::collection::vec(0u32..200, 0..50),
        ) {
            let mut w = Worklist::default();
            for &op in &ops {
                w.push(Op(op));
            }
            let ahead: Vec<Op> = (0..ops.len() + 2).map_while(|k| w.peek(k)).collect();
            let popped: Vec<Op> = std::iter::from_fn(|| w.pop()).collect();
            prop_assert_eq!(ahead, popped);
        }

        /// Pushes, pops and removals (with ops past the reserved range) pop in MLIR's
        /// order, and `contains` tells the queued ops.
        #[test]
        fn the_worklist_pops_in_mlirs_order(
            seed in prop::collection::vec(0u32..100, 0..50),
            steps in prop::collection::vec((0u8..3, 0u32..200), 0..300),
        ) {
            let mut w = Worklist::default();
            let mut m = Model::default();
            w.reserve_ops(100);
            for &op in &seed {
                w.push(Op(op));
                m.push(op);
            }
            for (kind, op) in steps {
                match kind {
                    0 => {
                        w.push(Op(op));
                        m.push(op);
                    }
                    1 => prop_assert_eq!(w.pop().map(|o| o.0), m.pop()),
                    _ => {
                        w.remove(Op(op));
                        m.remove(op);
                    }
                }
                prop_assert_eq!(w.contains(Op(op)), m.pos.contains_key(&op));
            }
            loop {
                let (a, b) = (w.pop().map(|o| o.0), m.pop());
                prop_assert_eq!(a, b);
                if a.is_none() {
                    break;
                }
            }
        }
    }
}

/// `t.a` -> `t.b` with the same result types.
fn rename_set() -> FnPatternSet {
    let mut set = FnPatternSet::new();
    set.add(
        PatternInfo::new("a_to_b", 1).with_root("t.a"),
        |_ctx, _ir, _op, _caps| true,
        |m, rw| {
            let name = rw.ctx_mut().intern_op_name("t.b");
            let types: Vec<_> = rw.results(m.root).map(|v| rw.value_type(v)).collect();
            let new = rw.create(name, &[], &types, None)?;
            Ok(rw.replace_op_with_op(m.root, new)?)
        },
    );
    set
}

fn apply_to(src: &str) -> (DriverReport, String) {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, src).unwrap();
    let report =
        apply_patterns_to_module(&mut ctx, &mut ir, &rename_set(), &GreedyConfig::default());
    (report, ir.print_generic(&ctx))
}

#[test]
fn bare_ops_and_a_module_give_the_same_output() {
    let (r1, bare) = apply_to("%0 = \"t.a\"() : () -> i32\n\"t.use\"(%0) : (i32) -> ()\n");
    let (r2, module) =
        apply_to("module {\n%0 = \"t.a\"() : () -> i32\n\"t.use\"(%0) : (i32) -> ()\n}\n");
    assert_eq!(r1.num_rewrites, 1);
    assert_eq!(r2.num_rewrites, 1);
    assert_eq!(bare, module);
    assert!(bare.contains("\"t.b\"() : () -> i32"), "{bare}");
}

/// Three `test.x` ops and four patterns: one of benefit 3 whose rewrite fails, one of
/// benefit 2 that erases the op, one of benefit 1 that the erasure shadows, and one
/// rooted elsewhere.
fn profiled_run(profile: bool) -> DriverReport {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, "\"test.x\"() : () -> ()\n".repeat(3).as_str())
        .unwrap();
    let mut set = FnPatternSet::new();
    set.add(
        PatternInfo::new("fails", 3).with_root("test.x"),
        |_, _, _, _| true,
        |_, _| Err(RewriteError::Failed("no".into())),
    );
    set.add(
        PatternInfo::new("erases", 2).with_root("test.x"),
        |_, _, _, _| true,
        |m, rw| Ok(rw.erase_op(m.root)?),
    );
    set.add(
        PatternInfo::new("shadowed", 1).with_root("test.x"),
        |_, _, _, _| true,
        |m, rw| Ok(rw.erase_op(m.root)?),
    );
    set.add(
        PatternInfo::new("elsewhere", 1).with_root("test.y"),
        |_, _, _, _| true,
        |m, rw| Ok(rw.erase_op(m.root)?),
    );
    let config = GreedyConfig {
        profile,
        ..GreedyConfig::default()
    };
    apply_patterns_to_module(&mut ctx, &mut ir, &set, &config)
}

#[test]
fn a_profile_counts_matches_and_rewrites_tried_per_pattern() {
    let report = profiled_run(true);
    assert_eq!(report.per_pattern, [0, 3, 0, 0]);
    let profile = report.profile.expect("profile asked for");
    let counts: Vec<(u64, u64)> = profile
        .patterns
        .iter()
        .map(|p| (p.matches, p.rewrites_tried))
        .collect();
    // Every `test.x` matched the three patterns rooted there; the failing rewrite and
    // the erasing one ran at each, the shadowed one never did.
    assert_eq!(counts, [(3, 3), (3, 3), (3, 0), (0, 0)]);
    assert_eq!(profile.patterns[2].rewrite_time, std::time::Duration::ZERO);
    assert_eq!(profile.patterns[3].rewrite_time, std::time::Duration::ZERO);
    // The rewrites' intervals lie inside the run's.
    assert!(profile.rewrite_time() <= profile.total, "{profile:?}");
}

#[test]
fn without_profile_the_report_has_none() {
    let report = profiled_run(false);
    assert_eq!(report.per_pattern, [0, 3, 0, 0]);
    assert_eq!(report.profile, None);
}
