//! The cost of the pattern analysis (`pdll_core::analysis`) against the rest of a
//! compile, on the workload's 1000 patterns (each with its own root names, and over 7
//! shared roots, where every pattern of a root is a candidate to shadow the others):
//!
//! ```text
//! cargo bench -p pdll-bench --bench analysis
//! ```
//!
//! `front_end` parses, checks, lowers and builds the merged tree; `codegen` generates
//! the Rust of the set from that; `analysis` runs the analysis on it. The analysis's
//! share of a compile is `analysis / (front_end + codegen)`, all from one run.
//!
//! `dynamic_build` builds a `DynamicPatternSet` from the text (what `pdll apply` loads),
//! and `dynamic_build_and_warnings` also asks it for its warnings: the build alone
//! does not pay for the analysis, which their ratio shows.

use pdll::core::codegen::{self, SetDecl};
use pdll::core::dynamic::{DynamicPatternSet, NativeRegistry};
use pdll::core::matcher::MatcherTree;
use pdll::core::pdl::PdlModule;
use pdll::core::sema::hir::Program;
use pdll::core::source::SourceMap;
use pdll::core::syntax::{parse_str, ParseOptions};
use pdll::runtime::Context;
use pdll_bench::gen::pdll_file;

fn main() {
    divan::main();
}

/// The workloads: 1000 patterns, with their own roots (`None`), 7 shared ones, or all
/// on one root (every pattern a candidate to shadow every other).
const ROOTS: [Option<usize>; 3] = [None, Some(7), Some(1)];

struct Compiled {
    sources: SourceMap,
    program: Program,
    pdl: PdlModule,
    tree: MatcherTree,
}

fn front_end(text: &str) -> Compiled {
    let mut sources = SourceMap::new();
    let (ast, diags) = parse_str("bench.pdll", text, &ParseOptions::default(), &mut sources);
    assert!(diags.is_empty(), "{diags:?}");
    let (program, diags) = pdll::core::sema::check(&ast.expect("parsed"));
    assert!(diags.is_empty(), "{diags:?}");
    let program = program.expect("checked");
    let pdl = pdll::core::pdl::lower(&program).expect("lowered");
    let tree = pdll::core::matcher::build_tree(&pdl).expect("tree");
    Compiled {
        sources,
        program,
        pdl,
        tree,
    }
}

fn text(roots: Option<usize>) -> String {
    pdll_file(1000, roots)
}

#[divan::bench(args = ROOTS, sample_count = 10)]
fn front_end_1000(bencher: divan::Bencher, roots: Option<usize>) {
    let text = text(roots);
    bencher.bench_local(|| front_end(divan::black_box(&text)));
}

#[divan::bench(args = ROOTS, sample_count = 10)]
fn codegen_1000(bencher: divan::Bencher, roots: Option<usize>) {
    let c = front_end(&text(roots));
    let set = SetDecl::named("Bench").expect("a name");
    let options = codegen::Options::default();
    bencher.bench_local(|| {
        codegen::generate(&set, &c.program, &c.pdl, &c.tree, &options, &c.sources)
            .expect("generated")
    });
}

#[divan::bench(args = ROOTS, sample_count = 10)]
fn analysis_1000(bencher: divan::Bencher, roots: Option<usize>) {
    let c = front_end(&text(roots));
    bencher.bench_local(|| pdll::core::analysis::analyze(&c.program, &c.pdl, &c.tree, &c.sources));
}

fn dynamic_set(text: &str, sources: &mut SourceMap) -> DynamicPatternSet {
    let mut ctx = Context::new();
    DynamicPatternSet::from_str(
        "bench.pdll",
        text,
        &ParseOptions::default(),
        NativeRegistry::new(),
        &mut ctx,
        sources,
    )
    .expect("the workload builds")
}

#[divan::bench(args = ROOTS, sample_count = 10)]
fn dynamic_build_1000(bencher: divan::Bencher, roots: Option<usize>) {
    let text = text(roots);
    bencher.bench_local(|| dynamic_set(divan::black_box(&text), &mut SourceMap::new()));
}

#[divan::bench(args = ROOTS, sample_count = 10)]
fn dynamic_build_and_warnings_1000(bencher: divan::Bencher, roots: Option<usize>) {
    let text = text(roots);
    bencher.bench_local(|| {
        let mut sources = SourceMap::new();
        let set = dynamic_set(divan::black_box(&text), &mut sources);
        let warnings = set.warnings(&sources);
        (set, warnings)
    });
}
