//! Property test: on random IR, the greedy driver with a mix of patterns (replacing,
//! folding, erasing, failing, self-recursive) always stops and leaves valid IR.

use pdll_runtime::driver::{apply_patterns_greedily, GreedyConfig, RewriteLimit};
use pdll_runtime::pattern::{FnPatternSet, PatternInfo, RewriteError};
use pdll_runtime::types::{FloatKind, Signedness, TypeKind};
use pdll_runtime::verifier::verify;
use pdll_runtime::{Context, Ir, OperationState};
use proptest::prelude::*;

/// Ops to build: (name index, operand picks, result type bits, with a region).
type Spec = Vec<(u8, Vec<u32>, Vec<bool>, bool)>;

fn build(spec: &Spec) -> (Context, Ir) {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    let types = [
        ctx.intern_type(TypeKind::Integer {
            width: 32,
            signedness: Signedness::Signless,
        }),
        ctx.intern_type(TypeKind::Float(FloatKind::F32)),
    ];
    let names = ["t.a", "t.b", "t.c", "t.d"].map(|n| ctx.intern_op_name(n));
    let top = ir.top_block();
    let mut values = Vec::new();
    for (name, picks, results, region) in spec {
        let operands: Vec<_> = if values.is_empty() {
            Vec::new()
        } else {
            picks
                .iter()
                .map(|&p| values[p as usize % values.len()])
                .collect()
        };
        let mut st = OperationState::new(names[*name as usize % names.len()]);
        st.operands = operands.clone();
        st.result_types = results.iter().map(|&b| types[b as usize]).collect();
        if *region {
            // A nested block whose op uses the same outer values.
            let r = ir.create_region();
            let b = ir.create_block(&[]);
            ir.append_block(r, b);
            let inner = ir.create_simple_op(names[0], &operands, &[types[0]], None);
            ir.append_op(b, inner);
            st.regions.push(r);
        }
        let op = ir.create_op(st);
        ir.append_op(top, op);
        values.extend(ir.results(op));
    }
    (ctx, ir)
}

fn patterns() -> FnPatternSet {
    let mut set = FnPatternSet::new();
    // t.a -> t.b with the same operands and result types.
    set.add(
        PatternInfo::new("a_to_b", 2).with_root("t.a"),
        |_, _, _, _| true,
        |m, rw| {
            let b = rw.intern_op_name("t.b");
            let operands = rw.operands(m.root).to_vec();
            let types: Vec<_> = rw.result_types(m.root).collect();
            let new = rw.create(b, &operands, &types, None)?;
            rw.replace_op_with_op(m.root, new)?;
            Ok(())
        },
    );
    // t.b whose first operand has its result's type folds to that operand.
    set.add(
        PatternInfo::new("fold_b", 1).with_root("t.b"),
        |_, ir, op, _| {
            ir.num_results(op) == 1
                && ir.num_operands(op) >= 1
                && ir.regions(op).is_empty()
                && ir.value_type(ir.operand(op, 0)) == ir.value_type(ir.result(op, 0))
        },
        |m, rw| {
            let v = rw.operand(m.root, 0);
            Ok(rw.replace_op_with_values(m.root, &[v])?)
        },
    );
    // Unused t.c is erased (any op whose results are unused: erase_op checks).
    set.add(
        PatternInfo::new("erase_c", 1).with_root("t.c"),
        |_, ir, op, _| !ir.op_has_uses(op),
        |m, rw| Ok(rw.erase_op(m.root)?),
    );
    // Always fails without changing anything.
    set.add(
        PatternInfo::new("fails", 5),
        |_, _, _, _| true,
        |_, _| Err(RewriteError::Failed("never applies".into())),
    );
    // t.d rebuilds itself forever (bounded recursion declared): only limits stop it.
    set.add(
        PatternInfo::new("d_again", 0)
            .with_root("t.d")
            .with_bounded_recursion(true),
        |_, ir, op, _| !ir.op_has_uses(op) && ir.regions(op).is_empty(),
        |m, rw| {
            let d = rw.op_name(m.root);
            let operands = rw.operands(m.root).to_vec();
            let types: Vec<_> = rw.result_types(m.root).collect();
            rw.create(d, &operands, &types, None)?;
            rw.erase_op(m.root)?;
            Ok(())
        },
    );
    // Erasing a used op is refused: the rewrite fails and nothing changes.
    set.add(
        PatternInfo::new("erase_used_a", 3).with_root("t.a"),
        |_, ir, op, _| ir.op_has_uses(op),
        |m, rw| Ok(rw.erase_op(m.root)?),
    );
    set
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn driver_always_stops_with_valid_ir(
        spec in prop::collection::vec(
            (any::<u8>(), prop::collection::vec(any::<u32>(), 0..3),
             prop::collection::vec(any::<bool>(), 0..3), prop::bool::weighted(0.15)),
            1..40),
        top_down in any::<bool>(),
    ) {
        let (mut ctx, mut ir) = build(&spec);
        verify(&ctx, &ir, ir.top_region()).unwrap();
        let config = GreedyConfig {
            top_down,
            max_rewrites: RewriteLimit::Total(500),
            ..GreedyConfig::default()
        };
        let set = patterns();
        let top = ir.top_region();
        let report = apply_patterns_greedily(&mut ctx, &mut ir, top, &set, &config);
        if let Err(errs) = verify(&ctx, &ir, ir.top_region()) {
            panic!("invalid IR after the driver: {errs:?}");
        }
        prop_assert!(report.num_rewrites <= 500);
        prop_assert_eq!(report.per_pattern[3], 0);
        prop_assert_eq!(report.per_pattern[5], 0);
        prop_assert_eq!(report.failed_after_changes, 0);
        // Without t.d ops (which rebuild forever) the run reaches a fixpoint, with no
        // t.a left (every t.a is rewritten to t.b).
        let has_d = spec.iter().any(|s| s.0 % 4 == 3);
        if !has_d {
            prop_assert!(report.converged);
            let names: Vec<String> = ir
                .block_ops(ir.top_block())
                .map(|o| ctx.op_name_str(ir.op_name(o)).to_string())
                .collect();
            prop_assert!(!names.iter().any(|n| n == "t.a"), "{:?}", names);
        }
    }
}
