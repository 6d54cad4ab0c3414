//! Every compiled set (merged (a) and each-alone (b)) and the hand-written (c) give the
//! generator's expected histogram and rewrite count on their workload.

use pdll_bench::compiled::AVAILABLE;
use pdll_bench::gen::Workload;
use pdll_bench::run::Payload;
use pdll_bench::variants::{build, Variant};
use pdll_runtime::Context;

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
