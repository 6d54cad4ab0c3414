//! Every compiled set (merged (a) and each-alone (b)), the hand-written (c) and the
//! run-time set (d) give the generator's expected histogram and rewrite count on their
//! workload; the run-time set gives the same report as the compiled merged set.

use pdll_bench::compiled::AVAILABLE;
use pdll_bench::gen::Workload;
use pdll_bench::run::Payload;
use pdll_bench::variants::{build, Variant};
use pdll_runtime::{Context, DriverReport, GreedyConfig};

fn check(variant: Variant, n: usize, roots: Option<usize>, m: usize) {
    let g = Workload::new(n, m).with_roots(roots).generate();
    let mut ctx = Context::new();

    let set = build(variant, n, roots, &mut ctx).unwrap();
    assert_eq!(set.patterns().len(), n);
    let mut p = Payload::parse_into(ctx, &g.ir_file()).unwrap();
    let report = p.apply(&*set);
    let what = format!("{variant:?} n{n} roots {roots:?} m{m}");
    assert!(report.converged, "{what}");
    assert_eq!(report.num_rewrites, g.stats.match_roots, "{what}");
    if let Err(mismatch) = pdll_bench::hist::compare(&p.histogram(), &g.stats.hist_after) {
        panic!("{what}: {mismatch}");
    }
}

#[test]
fn compiled_sets_give_the_expected_histogram() {
    assert!(!AVAILABLE.is_empty(), "build.rs compiled no set");
    for &(n, roots) in AVAILABLE {
        check(Variant::Merged, n, roots, 3000);
        check(Variant::Unmerged, n, roots, 3000);
    }
}

#[test]
fn handwritten_gives_the_expected_histogram() {
    check(Variant::Hand, 10, None, 3000);
    check(Variant::Hand, 100, None, 3000);
}

#[test]
fn unknown_shapes_are_errors() {
    let mut ctx = Context::new();

    assert!(build(Variant::Merged, 3, None, &mut ctx).is_err());
    assert!(build(Variant::Hand, 10, Some(7), &mut ctx).is_err());
}

/// The workload's pattern files are clean for the pattern analysis: every pattern can
/// fire, none repeats another or matches the op it creates.
#[test]
fn workloads_have_no_analysis_warnings() {
    use pdll::core::source::SourceMap;
    use pdll::core::syntax::{parse_str, ParseOptions};
    for roots in [None, Some(7)] {
        let text = pdll_bench::gen::pdll_file(1000, roots);
        let mut sources = SourceMap::new();
        let (ast, diags) = parse_str("w.pdll", &text, &ParseOptions::default(), &mut sources);
        assert!(diags.is_empty(), "{diags:?}");
        let warnings = pdll::core::driver::check_module(&ast.unwrap(), &sources);
        assert!(
            warnings.is_empty(),
            "roots {roots:?}: {}",
            pdll::core::diag::one_line_all(&warnings, &sources)
        );
    }
}

#[test]
fn the_run_time_set_gives_the_expected_histogram() {
    for &(n, roots) in &[
        (1, None),
        (7, None),
        (10, None),
        (100, None),
        (1000, Some(7)),
    ] {
        check(Variant::Dynamic, n, roots, 3000);
    }
}

/// Applies `variant` to the workload with the driver configured by `config`: the report
/// (its trace moved out), the trace with op names as text (each context interns names
/// in its own order), and the printed IR.
fn report(
    variant: Variant,
    n: usize,
    roots: Option<usize>,
    m: usize,
    config: &GreedyConfig,
) -> (DriverReport, Vec<(String, u32, String)>, String) {
    let g = Workload::new(n, m).with_roots(roots).generate();
    let mut ctx = Context::new();
    let set = build(variant, n, roots, &mut ctx).unwrap();
    let mut p = Payload::parse_into(ctx, &g.ir_file()).unwrap();
    let mut report = p.apply_with(&*set, config);
    let trace = std::mem::take(&mut report.trace)
        .into_iter()
        .map(|t| {
            let name = p.ctx.op_name_str(t.root_name).to_string();
            (t.pattern_name.to_string(), t.root.index(), name)
        })
        .collect();
    let printed = p.ir.print_generic(&p.ctx);
    (report, trace, printed)
}

#[test]
fn the_run_time_set_reports_what_the_compiled_set_reports() {
    // Per-pattern counts, iterations, every rewrite in order, and the IR, with the
    // fixpoint proof and without it (then the last sweep runs, as MLIR's does).
    for prove_fixpoint in [true, false] {
        let config = GreedyConfig {
            prove_fixpoint,
            record_trace: true,
            ..GreedyConfig::default()
        };
        for &(n, roots) in AVAILABLE {
            let what = format!("n{n} roots {roots:?} proving {prove_fixpoint}");
            let (compiled, compiled_trace, compiled_ir) =
                report(Variant::Merged, n, roots, 3000, &config);
            let (dynamic, dynamic_trace, dynamic_ir) =
                report(Variant::Dynamic, n, roots, 3000, &config);
            assert!(compiled.num_rewrites > 0, "{what}");
            assert_eq!(dynamic.per_pattern, compiled.per_pattern, "{what}");
            assert_eq!(dynamic.iterations, compiled.iterations, "{what}");
            // The rest: sweeps proved empty, rewrites, dead ops, failures.
            assert_eq!(dynamic, compiled, "{what}");
            assert_eq!(dynamic_trace.len(), compiled_trace.len(), "{what}");
            if let Some(k) =
                (0..dynamic_trace.len()).find(|&k| dynamic_trace[k] != compiled_trace[k])
            {
                panic!(
                    "{what}: rewrite {k} differs: {:?} against {:?}",
                    dynamic_trace[k], compiled_trace[k]
                );
            }
            assert!(dynamic_ir == compiled_ir, "{what}: the IR differs");
        }
    }
}
