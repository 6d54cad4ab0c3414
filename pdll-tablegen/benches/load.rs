//! Loading the ODS files that the dialects arith, func, scf, memref, tensor
//! and linalg pull in: pdll-tablegen against `mlir-tblgen-19 --print-records`
//! on the same files, measured in the same run (the baseline is a spawned
//! process, so its time includes process start-up, which is small next to
//! the work: see `docs/guide/04-ods-and-tablegen.md` for the ratio).
//!
//! The tree comes from `PDLL_TD_ROOT` (default: Debian's
//! `/usr/lib/llvm-19/include`); without it, or without `mlir-tblgen-19`, the
//! bench prints why and measures nothing.

use std::path::PathBuf;
use std::process::{Command, Stdio};

use pdll_tablegen::Loader;

const FILES: &[&str] = &[
    "mlir/Dialect/Arith/IR/ArithOps.td",
    "mlir/Dialect/Func/IR/FuncOps.td",
    "mlir/Dialect/SCF/IR/SCFOps.td",
    "mlir/Dialect/MemRef/IR/MemRefOps.td",
    "mlir/Dialect/Tensor/IR/TensorOps.td",
    "mlir/Dialect/Linalg/IR/LinalgOps.td",
    "mlir/Dialect/Linalg/IR/LinalgStructuredOps.td",
];

fn root() -> PathBuf {
    std::env::var_os("PDLL_TD_ROOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-19/include"))
}

fn have_tblgen() -> bool {
    Command::new("mlir-tblgen-19")
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn main() {
    let r = root();
    if !r.join(FILES[0]).is_file() {
        println!(
            "skipping: no MLIR .td tree at {} (set PDLL_TD_ROOT)",
            r.display()
        );
        return;
    }
    if !have_tblgen() {
        println!("skipping: mlir-tblgen-19 is not on PATH (the baseline)");
        return;
    }
    divan::main();
}

/// pdll-tablegen: read, evaluate and print the records of one file.
#[divan::bench(args = FILES, sample_count = 20)]
fn pdll_tablegen(file: &str) -> usize {
    let r = root();
    let mut loader = Loader::new(vec![r.clone()]);
    let rk = loader
        .load(&r.join(file))
        .expect("the file is valid TableGen");
    rk.print_records().len()
}

/// pdll-tablegen: read and evaluate only (what the ODS front end needs).
#[divan::bench(args = FILES, sample_count = 20)]
fn pdll_tablegen_load_only(file: &str) -> usize {
    let r = root();
    let mut loader = Loader::new(vec![r.clone()]);
    let rk = loader
        .load(&r.join(file))
        .expect("the file is valid TableGen");
    rk.defs().count()
}

/// The baseline: `mlir-tblgen-19 --print-records -I ROOT FILE`, spawned.
#[divan::bench(args = FILES, sample_count = 20)]
fn mlir_tblgen_19(file: &str) -> bool {
    let r = root();
    Command::new("mlir-tblgen-19")
        .arg("--print-records")
        .arg("-I")
        .arg(&r)
        .arg(r.join(file))
        .stdout(Stdio::null())
        .status()
        .expect("mlir-tblgen-19 runs")
        .success()
}

/// All seven files with one loader (each included file read once).
#[divan::bench(sample_count = 10)]
fn pdll_tablegen_all(b: divan::Bencher) {
    let r = root();
    b.bench(|| {
        let mut loader = Loader::new(vec![r.clone()]);
        let mut n = 0;
        for f in FILES {
            n += loader
                .load(&r.join(f))
                .expect("valid")
                .print_records()
                .len();
        }
        n
    });
}

/// The baseline for the seven files: one process per file, as a build would run it.
#[divan::bench(sample_count = 10)]
fn mlir_tblgen_19_all(b: divan::Bencher) {
    let r = root();
    b.bench(|| {
        FILES.iter().all(|f| {
            Command::new("mlir-tblgen-19")
                .arg("--print-records")
                .arg("-I")
                .arg(&r)
                .arg(r.join(f))
                .stdout(Stdio::null())
                .status()
                .is_ok_and(|s| s.success())
        })
    });
}
