//! Times reading MLIR's ODS: compiling a PDLL file that includes the `.td` files of
//! the dialects func, arith, scf, memref, tensor and linalg (and one with arith
//! only, and one with linalg only) to PDL with pdll-rs, against `mlir-pdll-19`
//! on the same file, in one run; prints the medians and the ratio
//! (MLIR time / ours: above 1 means pdll-rs is faster).
//!
//! ```text
//! cargo bench -p pdll-bench --bench ods_load
//! ```
//! Both sides run as processes (`pdll emit pdl FILE` and `mlir-pdll-19 -x=mlir FILE`), so
//! that each pays for a process start and nothing is cached across runs; the
//! in-process time of pdll-rs is printed as well. The `pdll` binary is looked up
//! next to this bench (build it with `cargo build --release -p pdll-cli`), or set
//! `PDLL_BIN`. `MLIR_INCLUDE_DIR` (default `/usr/lib/llvm-19/include`) holds MLIR's
//! `.td` files, `MLIR_PDLL` names the tool (default `mlir-pdll-19`),
//! `PDLL_BENCH_SAMPLES` the number of timed runs per arm (default 15). A missing
//! tool or include directory skips its arm with a message. Without `--bench` (as
//! under `cargo test`) it compiles each file once and times nothing.

use pdll_core::syntax::{parse_file, ParseOptions};
use pdll_core::{pdl, sema};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// One PDLL file of the bench: a name and its `.td` includes.
struct Case {
    name: &'static str,
    includes: &'static [&'static str],
}

const CASES: &[Case] = &[
    Case {
        name: "arith",
        includes: &["mlir/Dialect/Arith/IR/ArithOps.td"],
    },
    Case {
        name: "linalg",
        includes: &["mlir/Dialect/Linalg/IR/LinalgOps.td"],
    },
    Case {
        name: "six dialects",
        includes: &[
            "mlir/Dialect/Func/IR/FuncOps.td",
            "mlir/Dialect/Arith/IR/ArithOps.td",
            "mlir/Dialect/SCF/IR/SCFOps.td",
            "mlir/Dialect/MemRef/IR/MemRefOps.td",
            "mlir/Dialect/Tensor/IR/TensorOps.td",
            "mlir/Dialect/Linalg/IR/LinalgOps.td",
        ],
    },
];

/// The text of a case's PDLL file: its includes and one pattern using an op of
/// the last one (so that sema looks ops up).
fn pdll_text(case: &Case) -> String {
    let mut s = String::new();
    for inc in case.includes {
        s.push_str(&format!("#include \"{inc}\"\n"));
    }
    s.push_str(
        "\nPattern {\n  let root = op<arith.addi>(x: Value, y: Value);\n  \
         replace root with op<arith.subi>(x, y);\n}\n",
    );
    if case.includes.len() == 1 && !case.includes[0].contains("Arith") {
        s = s
            .replace("arith.addi", "test.a")
            .replace("arith.subi", "test.b");
    }
    s
}

/// Compiles `path` to PDL in this process; panics on a diagnostic (the bench's
/// files are valid).
fn compile_in_process(path: &Path, include: &Path) -> String {
    let options = ParseOptions {
        include_dirs: vec![include.to_path_buf()],
        ..ParseOptions::default()
    };
    let (module, diags) = parse_file(path, &options, &mut Default::default());
    assert!(diags.is_empty(), "{}: {diags:?}", path.display());
    let module = module.expect("parsed");
    let (program, diags) = sema::check(&module);
    assert!(diags.is_empty(), "{}: {diags:?}", path.display());
    let program = program.expect("checked");
    pdl::lower(&program).expect("lowered").to_mlir_string()
}

/// Runs `cmd` to completion, checking that it succeeds.
fn run(cmd: &mut Command) {
    let out = cmd
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .output()
        .unwrap_or_else(|e| panic!("running {cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort_unstable();
    v[v.len() / 2]
}

fn ms(d: Duration) -> String {
    format!("{:.1} ms", d.as_secs_f64() * 1e3)
}

/// The `pdll` binary: `PDLL_BIN`, else next to this bench (`target/<profile>/`).
fn pdll_bin() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("PDLL_BIN") {
        return Some(PathBuf::from(p));
    }
    let exe = std::env::current_exe().ok()?;
    let profile_dir = exe.parent()?.parent()?;
    let p = profile_dir.join(format!("pdll{}", std::env::consts::EXE_SUFFIX));
    p.is_file().then_some(p)
}

/// Whether `tool --version` runs.
fn have_tool(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success())
}

fn main() {
    let timing = std::env::args().any(|a| a == "--bench");
    let include = PathBuf::from(
        std::env::var_os("MLIR_INCLUDE_DIR").unwrap_or_else(|| "/usr/lib/llvm-19/include".into()),
    );
    if !include.join("mlir/IR/OpBase.td").is_file() {
        println!(
            "ods_load: SKIPPED: MLIR's ODS files are not in {} (install libmlir-19-dev or set \
             MLIR_INCLUDE_DIR)",
            include.display()
        );
        return;
    }
    let dir = tempfile::tempdir().expect("temporary directory");
    let files: Vec<PathBuf> = CASES
        .iter()
        .map(|case| {
            let path = dir
                .path()
                .join(format!("{}.pdll", case.name.replace(' ', "_")));
            std::fs::write(&path, pdll_text(case)).expect("write the bench's PDLL file");
            path
        })
        .collect();
    if !timing {
        for path in &files {
            compile_in_process(path, &include);
        }
        println!(
            "ods_load: compiled {} files (run with --bench to time)",
            files.len()
        );
        return;
    }
    let samples: usize = std::env::var("PDLL_BENCH_SAMPLES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(15);
    let mlir = std::env::var("MLIR_PDLL").unwrap_or_else(|_| "mlir-pdll-19".into());
    let mlir = have_tool(&mlir).then_some(mlir);
    if mlir.is_none() {
        println!("ods_load: mlir-pdll not found: its arm is SKIPPED (set MLIR_PDLL)");
    }
    let pdll = pdll_bin();
    if pdll.is_none() {
        println!(
            "ods_load: the pdll binary was not found: its arm is SKIPPED (cargo build --release \
             -p pdll-cli, or set PDLL_BIN)"
        );
    }
    println!(
        "{samples} samples per arm, medians; ratio = mlir-pdll / pdll (above 1: pdll-rs is faster)"
    );
    println!(
        "{:<14} {:>12} {:>12} {:>12} {:>7}",
        "file", "in-process", "pdll", "mlir-pdll", "ratio"
    );
    for (case, path) in CASES.iter().zip(&files) {
        let (mut ours_in, mut ours, mut theirs) = (Vec::new(), Vec::new(), Vec::new());
        // Rounds alternate the arms so that the machine's drift hits them alike.
        for _ in 0..samples {
            let t = Instant::now();
            std::hint::black_box(compile_in_process(path, &include));
            ours_in.push(t.elapsed());
            if let Some(bin) = &pdll {
                let t = Instant::now();
                run(Command::new(bin)
                    .args(["emit", "pdl", "-I"])
                    .arg(&include)
                    .arg(path));
                ours.push(t.elapsed());
            }
            if let Some(tool) = &mlir {
                let t = Instant::now();
                run(Command::new(tool)
                    .args(["-x=mlir", "-I"])
                    .arg(&include)
                    .arg(path));
                theirs.push(t.elapsed());
            }
        }
        let ours = (!ours.is_empty()).then(|| median(ours));
        let theirs = (!theirs.is_empty()).then(|| median(theirs));
        let show = |d: Option<Duration>| d.map(ms).unwrap_or_else(|| "-".into());
        let ratio = match (ours, theirs) {
            (Some(a), Some(b)) => format!("{:.2}", b.as_secs_f64() / a.as_secs_f64()),
            _ => "-".into(),
        };
        println!(
            "{:<14} {:>12} {:>12} {:>12} {:>7}",
            case.name,
            ms(median(ours_in)),
            show(ours),
            show(theirs),
            ratio
        );
    }
}
