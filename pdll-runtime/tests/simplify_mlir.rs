//! Region simplification (`pdll_runtime::simplify`) against mlir-opt-19: each case of
//! `tests/simplify/cases/` (the body of `module @ir`, in custom form) is read with
//! MLIR 19's core dialects registered, simplified as MLIR's greedy driver does after
//! each iteration (`simplify_regions` with block merging, MLIR 19's default
//! `GreedySimplifyRegionLevel::Aggressive`, repeated while it reports a change, at
//! most 10 times), and printed; the expected text is mlir-opt-19's output for the
//! same module run through `--test-pdl-bytecode-pass` with a pattern set that
//! matches nothing (`tests/simplify/regen.sh` makes it). The cases have no foldable
//! ops and no constants, so region simplification is all the driver does to them.
//!
//! The dialect definitions come from the checked-in table MLIR's ODS files generate
//! (`fuzz/support/core_dialects.rs`), so these tests need no MLIR install; without
//! an expected file (regen.sh not run) a case is skipped with a note.

use pdll_runtime::rewriter::{RecordingListener, RewriteEvent};
use pdll_runtime::{simplify_regions, verify, Context, Ir, Rewriter};
use std::path::{Path, PathBuf};

mod table {
    include!("../../fuzz/support/core_dialects.rs");
}

fn core_context() -> Context {
    let mut ctx = Context::new();
    for def in table::CORE_DIALECTS.iter() {
        ctx.register_op(def.clone())
            .unwrap_or_else(|e| panic!("{} does not register: {e}", def.name));
    }
    ctx
}

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/simplify")
}

/// The case's module, simplified as MLIR's driver would, printed; and how many
/// simplifications changed something.
fn simplify_case(body: &str) -> (String, usize) {
    let text = format!("module {{\nmodule @ir {{\n{body}}}\n}}\n");
    let mut ctx = core_context();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, &text)
        .unwrap_or_else(|e| panic!("{}:{}: {}", e.line, e.col, e.message));
    verify(&ctx, &ir, ir.top_region()).expect("the case verifies");
    let outer = ir.block_first_op(ir.top_block()).expect("the outer module");
    let body_block = ir.region_blocks(ir.region(outer, 0))[0];
    let module_ir = ir.block_first_op(body_block).expect("module @ir");
    let regions = ir.regions(module_ir).to_vec();
    let mut rounds = 0;
    for _ in 0..10 {
        let mut events = RecordingListener::default();
        let mut rw = Rewriter::with_listener(&mut ctx, &mut ir, &mut events);
        let report = simplify_regions(&mut rw, &regions, true);
        // Every erased op was announced.
        let erased = events
            .events
            .iter()
            .filter(|e| matches!(e, RewriteEvent::Erased(_)))
            .count();
        assert!(report.dead_ops == 0 || erased >= report.dead_ops);
        if !report.changed {
            break;
        }
        rounds += 1;
    }
    verify(&ctx, &ir, ir.top_region())
        .unwrap_or_else(|e| panic!("the result does not verify: {e:?}\n{}", ir.print(&ctx)));
    (ir.print(&ctx), rounds)
}

fn check(name: &str) {
    let case = dir().join("cases").join(format!("{name}.mlir"));
    let expected = dir().join("expected").join(format!("{name}.mlir"));
    let body = std::fs::read_to_string(&case).expect("the case file");
    let Ok(expected) = std::fs::read_to_string(&expected) else {
        eprintln!("skipped {name}: no expected output (run tests/simplify/regen.sh)");
        return;
    };
    let (printed, rounds) = simplify_case(&body);
    assert_eq!(
        printed, expected,
        "{name}: our output (left) differs from mlir-opt-19's (right)"
    );
    assert!(rounds > 0, "{name}: nothing changed");
}

#[test]
fn unreachable() {
    check("unreachable");
}

#[test]
fn dce() {
    check("dce");
}

#[test]
fn merge() {
    check("merge");
}

#[test]
fn nested() {
    check("nested");
}

#[test]
fn redundant() {
    check("redundant");
}

/// Every case file has a test above.
#[test]
fn every_case_is_run() {
    let mut names: Vec<String> = std::fs::read_dir(dir().join("cases"))
        .expect("the cases")
        .filter_map(|e| {
            let p = e.ok()?.path();
            Some(p.file_stem()?.to_str()?.to_string())
        })
        .collect();
    names.sort();
    assert_eq!(
        names,
        ["dce", "merge", "nested", "redundant", "unreachable"]
    );
}

/// Simplifying the custom-form cases of `tests/ir/custom/cases` (every core dialect)
/// panics nowhere and leaves IR that verifies and prints.
#[test]
fn core_dialect_cases_stay_valid() {
    let cases = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ir/custom/cases");
    let Ok(entries) = std::fs::read_dir(&cases) else {
        eprintln!("skipped: no {}", cases.display());
        return;
    };
    let mut simplified = 0;
    for entry in entries.flatten() {
        let text = std::fs::read_to_string(entry.path()).expect("a case");
        let mut ctx = core_context();
        let mut ir = Ir::new();
        if ir.parse_source(&mut ctx, &text).is_err() || verify(&ctx, &ir, ir.top_region()).is_err()
        {
            continue;
        }
        let regions = [ir.top_region()];
        let mut rw = Rewriter::new(&mut ctx, &mut ir);
        let report = simplify_regions(&mut rw, &regions, true);
        simplified += usize::from(report.edited());
        verify(&ctx, &ir, ir.top_region()).unwrap_or_else(|e| {
            panic!(
                "{}: the result does not verify: {e:?}",
                entry.path().display()
            )
        });
        let _ = ir.print(&ctx);
    }
    eprintln!("{simplified} cases simplified");
}
