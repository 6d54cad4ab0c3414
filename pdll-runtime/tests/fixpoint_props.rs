//! Property test of the driver's fixpoint proof: on random IR, with patterns that read
//! up to two operand levels above their root (and one that edits an op other than its
//! root, enabling a match that no notification revisits), skipping the sweep the
//! driver proves empty leaves exactly the IR and report of sweeping as MLIR does. Two
//! fixed cases need the walks at full depth: a tag (any change) and an operand list
//! two levels above a root.

use pdll_runtime::__private::MatchFootprint;
use pdll_runtime::driver::{apply_patterns_greedily, GreedyConfig, RewriteLimit};
use pdll_runtime::pattern::{FnPatternSet, MatchReach, PatternInfo};
use pdll_runtime::types::{Signedness, TypeKind};
use pdll_runtime::verifier::verify;
use pdll_runtime::{Context, Ir, Op, Value};
use proptest::prelude::*;

/// Ops to build: (name index, operand picks, has a result).
type Spec = Vec<(u8, Vec<u32>, bool)>;

const NAMES: [&str; 5] = ["t.a", "t.b", "t.c", "t.d", "t.e"];

fn build(spec: &Spec) -> (Context, Ir) {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let i32t = ctx.intern_type(TypeKind::Integer {
        width: 32,
        signedness: Signedness::Signless,
    });
    let names = NAMES.map(|n| ctx.intern_op_name(n));
    let top = ir.top_block();
    let mut values: Vec<Value> = Vec::new();
    for (name, picks, has_result) in spec {
        let operands: Vec<Value> = if values.is_empty() {
            Vec::new()
        } else {
            // Mostly recent values, so that ops share producers and chains form.
            let window = values.len().min(4);
            picks
                .iter()
                .map(|&p| values[values.len() - 1 - p as usize % window])
                .collect()
        };
        let results = if *has_result { vec![i32t] } else { vec![] };
        let op = ir.create_simple_op(names[*name as usize % 5], &operands, &results, None);
        ir.append_op(top, op);
        values.extend(ir.results(op));
    }
    (ctx, ir)
}

/// The op defining operand 0 of `op`, if it has that name.
fn operand0_def(ctx: &Context, ir: &Ir, op: Op, name: &str) -> Option<Op> {
    let v = *ir.operands(op).first()?;
    let def = ir.defining_op(v)?;
    (ctx.op_name_str(ir.op_name(def)) == name).then_some(def)
}

/// How much the patterns declare of what they read.
#[derive(Clone, Copy, Debug)]
enum Declared {
    /// Nothing: the proof assumes the set's bound.
    No,
    /// Footprints (as generated sets declare them): each pattern's cone and, for those
    /// reading operand lists above their root, the names of those ops, which the proof
    /// then relies on.
    Footprints,
}

const ALL_DECLARED: [Declared; 2] = [Declared::No, Declared::Footprints];

/// Patterns reading at most two operand levels, declared so, and declaring what they
/// read as `declared` says (names interned in `ctx`).
fn patterns(declared: Declared, ctx: &mut Context) -> FnPatternSet {
    let mut set = FnPatternSet::new().with_match_reach(MatchReach::Operands(2));
    let mut footprints = Vec::new();
    let mut declare = |info: PatternInfo, ops: u32, lists: u32, lists_of: &[&'static str]| {
        let root = ctx.intern_op_name(info.root.as_deref().expect("every pattern has a root"));
        let names: Vec<_> = lists_of.iter().map(|n| ctx.intern_op_name(n)).collect();
        let footprint = MatchFootprint::new(Some(root)).with_operand_cone(ops, lists);
        footprints.push(if lists > 0 {
            footprint.with_operand_lists_of(&names)
        } else {
            footprint
        });
        info
    };
    // t.e -> t.b with the same operands and results; without operands, -> a tagged
    // t.c (whose users' users a_b_c reads: a change of their operands).
    set.add(
        declare(PatternInfo::new("e_to_b", 1).with_root("t.e"), 0, 0, &[]),
        |_, _, _, _| true,
        |m, rw| {
            let operands = rw.operands(m.root).to_vec();
            let types: Vec<_> = rw.result_types(m.root).collect();
            let new = if operands.is_empty() {
                let c = rw.ctx_mut().intern_op_name("t.c");
                let unit = rw
                    .ctx_mut()
                    .intern_attr(pdll_runtime::attributes::AttrKind::Unit);
                let k = rw.ctx_mut().intern_ident("k");
                let dict = rw.ctx_mut().intern_dictionary(vec![(k, unit)]);
                rw.create(c, &[], &types, Some(dict))?
            } else {
                let b = rw.ctx_mut().intern_op_name("t.b");
                rw.create(b, &operands, &types, None)?
            };
            Ok(rw.replace_op_with_op(m.root, new)?)
        },
    );
    // t.a(t.b(tagged t.c ...)) -> t.e with the same operands and results.
    set.add(
        declare(
            PatternInfo::new("a_b_c", 2).with_root("t.a"),
            2,
            1,
            &["t.b"],
        ),
        |ctx, ir, op, _| {
            operand0_def(ctx, ir, op, "t.b").is_some_and(|b| {
                operand0_def(ctx, ir, b, "t.c")
                    .is_some_and(|c| ir.attr_by_name(ctx, c, "k").is_some())
            })
        },
        |m, rw| {
            let e = rw.ctx_mut().intern_op_name("t.e");
            let operands = rw.operands(m.root).to_vec();
            let types: Vec<_> = rw.result_types(m.root).collect();
            let new = rw.create(e, &operands, &types, None)?;
            Ok(rw.replace_op_with_op(m.root, new)?)
        },
    );
    // t.d(x ...) where x's op is untagged: tags that op (an edit of an op that is not
    // the root) and the root. The root is matched again in this sweep (and found
    // done); the other users of the tagged op, up to two levels down, are left to the
    // next sweep, or to the proof's walk.
    set.add(
        declare(PatternInfo::new("tag", 1).with_root("t.d"), 1, 0, &[]),
        |ctx, ir, op, _| {
            let def = ir.operands(op).first().and_then(|&v| ir.defining_op(v));
            ir.attr_by_name(ctx, op, "k").is_none()
                && def.is_some_and(|d| ir.attr_by_name(ctx, d, "k").is_none())
        },
        |m, rw| {
            let def = rw.defining_op(rw.operand(m.root, 0)).expect("matched");
            let unit = rw
                .ctx_mut()
                .intern_attr(pdll_runtime::attributes::AttrKind::Unit);
            rw.set_attr_by_name(def, "k", unit);
            rw.set_attr_by_name(m.root, "k", unit);
            Ok(())
        },
    );
    // t.b(t.a(y(v, v) ...) ...), y a t.a or t.c: reads the operand list two levels
    // up, which a fold above changes (without queueing this t.b). Folds to its operand
    // 0, or is erased without results.
    set.add(
        declare(
            PatternInfo::new("b_dup2", 1).with_root("t.b"),
            2,
            2,
            &["t.a", "t.c"],
        ),
        |ctx, ir, op, _| {
            let def = |o: Op| ir.operands(o).first().and_then(|&v| ir.defining_op(v));
            let named = |o: &Op, names: &[&str]| names.contains(&ctx.op_name_str(ir.op_name(*o)));
            def(op)
                .filter(|p| named(p, &["t.a"]))
                .and_then(def)
                .filter(|y| named(y, &["t.a", "t.c"]))
                .is_some_and(|y| {
                    let ops = ir.operands(y);
                    ops.len() == 2 && ops[0] == ops[1]
                })
        },
        |m, rw| {
            if rw.num_results(m.root) == 0 {
                return Ok(rw.erase_op(m.root)?);
            }
            let v = rw.operand(m.root, 0);
            Ok(rw.replace_op_with_values(m.root, &[v])?)
        },
    );
    // t.c(tagged t.b ...) with a result folds to its operand 0.
    set.add(
        declare(PatternInfo::new("fold_c", 1).with_root("t.c"), 1, 0, &[]),
        |ctx, ir, op, _| {
            ir.num_results(op) == 1
                && operand0_def(ctx, ir, op, "t.b")
                    .is_some_and(|b| ir.attr_by_name(ctx, b, "k").is_some())
        },
        |m, rw| {
            let v = rw.operand(m.root, 0);
            Ok(rw.replace_op_with_values(m.root, &[v])?)
        },
    );
    match declared {
        Declared::No => set,
        Declared::Footprints => set.with_footprints(footprints),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn the_proved_sweep_would_have_changed_nothing(
        spec in prop::collection::vec(
            (any::<u8>(), prop::collection::vec(any::<u32>(), 0..3), prop::bool::weighted(0.8)),
            1..60),
        top_down in any::<bool>(),
        declared in prop::sample::select(ALL_DECLARED.to_vec()),
    ) {
        run_both(&spec, top_down, declared);
    }
}

/// Runs the patterns (declaring what they read as `declared` says) on the IR of
/// `spec` with the proof on and off; asserts both give the same IR and report (but for
/// the proved sweep) and returns the report.
fn run_both(spec: &Spec, top_down: bool, declared: Declared) -> pdll_runtime::DriverReport {
    let mut runs = Vec::new();
    for prove_fixpoint in [true, false] {
        let (mut ctx, mut ir) = build(spec);
        let set = patterns(declared, &mut ctx);
        let config = GreedyConfig {
            top_down,
            prove_fixpoint,
            record_trace: true,
            max_rewrites: RewriteLimit::Total(1000),
            ..GreedyConfig::default()
        };
        let top = ir.top_region();
        let report = apply_patterns_greedily(&mut ctx, &mut ir, top, &set, &config);
        if let Err(errs) = verify(&ctx, &ir, ir.top_region()) {
            panic!("invalid IR after the driver: {errs:?}");
        }
        runs.push((ir.print_generic(&ctx), report));
    }
    let (off_ir, off) = runs.pop().unwrap();
    let (on_ir, on) = runs.pop().unwrap();
    assert_eq!(on_ir, off_ir);
    assert!(on.sweeps_proved_empty <= 1);
    assert_eq!(off.sweeps_proved_empty, 0);
    let mut on_as_off = on.clone();
    on_as_off.sweeps_proved_empty = 0;
    assert_eq!(on_as_off, off);
    on
}

#[test]
fn a_tag_two_levels_above_a_root_is_not_proved_away() {
    // c; b(c); d(c); a(b). Bottom-up, a is matched first (c untagged), then d tags c:
    // only a walk two levels down from c (c -> b -> a) finds that a must be matched
    // again, and the second sweep rewrites it.
    let spec: Spec = vec![
        (2, vec![], true),
        (1, vec![0], true),
        (3, vec![1], true),
        (0, vec![1], true),
    ];
    for declared in ALL_DECLARED {
        let report = run_both(&spec, false, declared);
        assert_eq!(report.per_pattern, vec![1, 1, 1, 0, 0]);
        assert_eq!(report.sweeps_proved_empty, 1);
    }
}

#[test]
fn an_operand_list_two_levels_above_a_root_is_not_proved_away() {
    // v = tagged t.b; w = t.c(v); y = t.a(v, w); p = t.a(y); x = t.b(p). Bottom-up, x
    // is matched first (y's operands differ), then fold_c replaces w by v: y's operand
    // list becomes (v, v). Only a walk of that change two levels down (y -> p -> x)
    // finds that x must be matched again; the second sweep folds it.
    let build = || {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let i32t = ctx.intern_type(TypeKind::Integer {
            width: 32,
            signedness: Signedness::Signless,
        });
        let [a, b, c] = ["t.a", "t.b", "t.c"].map(|n| ctx.intern_op_name(n));
        let unit = ctx.intern_attr(pdll_runtime::attributes::AttrKind::Unit);
        let k = ctx.intern_ident("k");
        let tagged = ctx.intern_dictionary(vec![(k, unit)]);
        let top = ir.top_block();
        let add = |ir: &mut Ir, name, operands: &[Value], attrs| {
            let op = ir.create_simple_op(name, operands, &[i32t], attrs);
            ir.append_op(top, op);
            ir.result(op, 0)
        };
        let v = add(&mut ir, b, &[], Some(tagged));
        let w = add(&mut ir, c, &[v], None);
        let y = add(&mut ir, a, &[v, w], None);
        let p = add(&mut ir, a, &[y], None);
        add(&mut ir, b, &[p], None);
        (ctx, ir)
    };
    for declared in ALL_DECLARED {
        let mut printed = Vec::new();
        let mut reports = Vec::new();
        for prove_fixpoint in [true, false] {
            let (mut ctx, mut ir) = build();
            let set = patterns(declared, &mut ctx);
            let config = GreedyConfig {
                prove_fixpoint,
                ..GreedyConfig::default()
            };
            let top = ir.top_region();
            reports.push(apply_patterns_greedily(
                &mut ctx, &mut ir, top, &set, &config,
            ));
            printed.push(ir.print_generic(&ctx));
        }
        assert_eq!(printed[0], printed[1]);
        // fold_c on w, b_dup2 on x (in the second sweep), then one sweep proved empty.
        assert_eq!(reports[0].per_pattern, vec![0, 0, 0, 1, 1]);
        assert_eq!(reports[0].iterations, 3);
        assert_eq!(reports[0].sweeps_proved_empty, 1);
        assert_eq!(reports[1].iterations, 3);
    }
}
