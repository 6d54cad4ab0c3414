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

fn check_same(w: &Workload) {
    let prefix = w.prefix();
    let g = w.generate();
    assert_eq!(w.pdll(), golden(&format!("{prefix}.pdll")), "{prefix}.pdll");
    assert_eq!(
        g.stats_json(),
        golden(&format!("{prefix}.stats.json")),
        "{prefix}.stats.json"
    );
    // Compare line by line first, for a readable failure.
    let ours = g.ir_file();
    let theirs = golden(&format!("{prefix}.ir.mlir"));
    for (i, (a, b)) in ours.lines().zip(theirs.lines()).enumerate() {
        assert_eq!(a, b, "{prefix}.ir.mlir line {}", i + 1);
    }
    assert_eq!(ours, theirs, "{prefix}.ir.mlir");
}

#[test]
fn default_workload_is_byte_identical_to_gen_py() {
    check_same(&Workload::new(10, 1000));
}

#[test]
fn shared_roots_workload_is_byte_identical_to_gen_py() {
    check_same(&Workload::new(30, 400).with_roots(Some(7)));
}
