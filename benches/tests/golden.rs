//! The generator against files written by the reference `gen.py` (checked in under
//! `tests/golden/`, made with `gen.py -n 10 -m 1000 --no-pdl` and
//! `gen.py -n 30 -m 400 --roots 7 --no-pdl`): every byte must be the same.

use pdll_bench::gen::Workload;
use std::path::Path;

fn golden(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Fails with a unified diff (`gen.py`'s file `-`, ours `+`) unless the texts are equal.
fn assert_same(file: &str, ours: &str, theirs: &str) {
    if ours != theirs {
        panic!(
            "{file} differs from gen.py's:\n{}",
            similar::TextDiff::from_lines(theirs, ours)
                .unified_diff()
                .header(&format!("{file} (gen.py)"), "ours")
        );
    }
}

fn check_same(w: &Workload) {
    let prefix = w.prefix();
    let g = w.generate();
    for (ext, ours) in [
        ("pdll", w.pdll()),
        ("stats.json", g.stats_json()),
        ("ir.mlir", g.ir_file()),
    ] {
        let file = format!("{prefix}.{ext}");
        assert_same(&file, &ours, &golden(&file));
    }
}

#[test]
fn default_workload_is_byte_identical_to_gen_py() {
    check_same(&Workload::new(10, 1000));
}

#[test]
fn shared_roots_workload_is_byte_identical_to_gen_py() {
    check_same(&Workload::new(30, 400).with_roots(Some(7)));
}
