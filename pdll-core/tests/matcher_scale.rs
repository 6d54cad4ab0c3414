//! The tree of large pattern sets builds fast: no quadratic blowup in the number of
//! patterns (positions and predicates are hash-consed; each pattern follows only its
//! own predicates through the tree).

use pdll_core::{matcher, pdl, sema, syntax};
use std::fmt::Write;
use std::time::Instant;

/// `n` patterns, each on its own root name, each with a nested op, an attribute
/// constant and a type constant: about 15 predicates per pattern.
fn patterns(n: usize, distinct_roots: bool) -> String {
    let mut src = String::new();
    for i in 0..n {
        let root = if distinct_roots {
            format!("test.root{i}")
        } else {
            "test.root".into()
        };
        let _ = writeln!(
            src,
            "Pattern P{i} {{\n  let inner = op<test.inner{i}>(x: Value<type<\"i32\">>) {{k = attr<\"{i} : i64\">}};\n  \
             let root = op<{root}>(inner.0, x);\n  replace root with x;\n}}"
        );
    }
    src
}

/// The time budget: well under a second in release builds (about 25 ms measured for
/// 1000 patterns); unoptimized test builds get more room so a busy machine does not
/// make the test flaky.
fn budget() -> f64 {
    if cfg!(debug_assertions) {
        3.0
    } else {
        1.0
    }
}

fn build(n: usize, distinct_roots: bool) -> (usize, std::time::Duration) {
    let (ast, diags) = syntax::parse_str(
        "scale.pdll",
        &patterns(n, distinct_roots),
        &Default::default(),
        &mut Default::default(),
    );
    let ast = ast.unwrap_or_else(|| panic!("{diags:?}"));
    let (program, diags) = sema::check(&ast);
    let program = program.unwrap_or_else(|| panic!("{diags:?}"));
    let module = pdl::lower(&program).expect("lowers");
    // The best of three runs, so that a busy machine does not fail the test.
    let mut best = std::time::Duration::MAX;
    let mut positions = 0;
    for _ in 0..3 {
        let start = Instant::now();
        let tree = matcher::build_tree(&module).expect("builds");
        best = best.min(start.elapsed());
        positions = tree.positions.len();
    }
    (positions, best)
}

#[test]
fn thousand_patterns_with_distinct_roots_build_fast() {
    let (positions, elapsed) = build(1000, true);
    eprintln!("1000 patterns, distinct roots: {positions} positions, tree built in {elapsed:?}");
    // Shared positions: the root's operands, attributes and types are one position
    // each across all patterns.
    assert!(positions < 50, "positions are hash-consed: {positions}");
    assert!(elapsed.as_secs_f64() < budget(), "took {elapsed:?}");
}

#[test]
fn thousand_patterns_on_one_root_build_fast() {
    let (_, elapsed) = build(1000, false);
    eprintln!("1000 patterns, one root name: tree built in {elapsed:?}");
    assert!(elapsed.as_secs_f64() < budget(), "took {elapsed:?}");
}
