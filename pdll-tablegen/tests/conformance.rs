//! Conformance against LLVM: for every `.td` file under MLIR's include tree,
//! `mlir-tblgen-19 --print-records -I ROOT FILE` and pdll-tablegen must agree:
//! byte-identical output when LLVM accepts the file, an error (the same first
//! message) when it rejects it.
//!
//! The tree is `PDLL_TD_ROOT` (default: Debian's `/usr/lib/llvm-19/include`,
//! package libmlir-19-dev). Without the tree or without `mlir-tblgen-19` the
//! test prints why and checks nothing.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use pdll_tablegen::Loader;

/// Files of libmlir-19-dev that LLVM itself rejects when given as a root,
/// with LLVM's first error. They are meant to be included by another file
/// (which defines what they use) or rely on an include path of their own
/// directory that `-I ROOT` does not give. pdll-tablegen must reject them
/// with the same first message.
const LEFT_OUT: &[(&str, &str)] = &[
    (
        "mlir/Dialect/ArmSME/IR/ArmSMEIntrinsicOps.td",
        "Could not find include file 'ArmSME.td'",
    ),
    (
        "mlir/Dialect/ArmSME/IR/ArmSMEOps.td",
        "Could not find include file 'ArmSME.td'",
    ),
    (
        "mlir/Dialect/IRDL/IR/IRDLAttributes.td",
        "Could not find include file 'IRDL.td'",
    ),
    (
        "mlir/Dialect/IRDL/IR/IRDLOps.td",
        "Could not find include file 'IRDL.td'",
    ),
    (
        "mlir/Dialect/IRDL/IR/IRDLTypes.td",
        "Could not find include file 'IRDL.td'",
    ),
    (
        "mlir/Dialect/Linalg/IR/LinalgNamedStructuredOps.yamlgen.td",
        "Couldn't find class 'LinalgStructuredBase_Op'",
    ),
    (
        "mlir/Dialect/OpenACC/AccCommon.td",
        "Couldn't find class 'I32EnumAttrCase'",
    ),
    (
        "mlir/Dialect/OpenMP/OmpCommon.td",
        "Couldn't find class 'I32EnumAttrCase'",
    ),
    (
        "mlir/Dialect/SPIRV/IR/SPIRVAvailability.td",
        "Couldn't find class 'EnumAttr'",
    ),
    (
        "mlir/Dialect/SPIRV/IR/SPIRVBitOps.td",
        "Variable not defined: 'SameOperandsAndResultType'",
    ),
    (
        "mlir/Dialect/SPIRV/IR/SPIRVCLOps.td",
        "Variable not defined: 'Pure'",
    ),
    (
        "mlir/Dialect/SPIRV/IR/SPIRVCooperativeMatrixOps.td",
        "Couldn't find class 'SPIRV_KhrVendorOp'",
    ),
    (
        "mlir/Dialect/SPIRV/IR/SPIRVGLOps.td",
        "Variable not defined: 'SameOperandsAndResultType'",
    ),
    (
        "mlir/Dialect/SPIRV/IR/SPIRVGroupOps.td",
        "Couldn't find class 'SPIRV_KhrVendorOp'",
    ),
    (
        "mlir/Dialect/SPIRV/IR/SPIRVIntelExtOps.td",
        "Couldn't find class 'SPIRV_IntelVendorOp'",
    ),
    (
        "mlir/Dialect/SPIRV/IR/SPIRVJointMatrixOps.td",
        "Couldn't find class 'SPIRV_IntelVendorOp'",
    ),
    (
        "mlir/Dialect/SPIRV/IR/SPIRVMatrixOps.td",
        "Couldn't find class 'SPIRV_Op'",
    ),
    (
        "mlir/Dialect/SPIRV/IR/SPIRVMemoryOps.td",
        "Variable not defined: 'Pure'",
    ),
    (
        "mlir/Dialect/SPIRV/IR/SPIRVMiscOps.td",
        "Variable not defined: 'Pure'",
    ),
    (
        "mlir/Dialect/SPIRV/IR/SPIRVNonUniformOps.td",
        "Couldn't find class 'Type'",
    ),
    (
        "mlir/Dialect/Tosa/IR/TosaOpBase.td",
        "Variable not defined: 'TosaOpInterface'",
    ),
    (
        "mlir/Dialect/Tosa/IR/TosaUtilOps.td",
        "Variable not defined: 'InferShapedTypeOpInterface'",
    ),
    (
        "mlir/Dialect/UB/IR/UBOps.td",
        "Could not find include file 'UBOpsInterfaces.td'",
    ),
];

fn root() -> PathBuf {
    std::env::var_os("PDLL_TD_ROOT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-19/include"))
}

fn td_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            td_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "td") {
            out.push(p);
        }
    }
}

enum Outcome {
    Agree,
    BothReject,
    Differ(String),
}

fn check(root: &Path, file: &Path, loader: &mut Loader) -> (String, Outcome, Option<String>) {
    let rel = file
        .strip_prefix(root)
        .unwrap_or(file)
        .to_string_lossy()
        .replace('\\', "/");
    let llvm = Command::new("mlir-tblgen-19")
        .arg("--print-records")
        .arg("-I")
        .arg(root)
        .arg(file)
        .current_dir(root)
        .output()
        .expect("mlir-tblgen-19 runs");
    let ours = loader.load(file);
    let outcome = match (llvm.status.success(), ours) {
        (true, Ok(rk)) => {
            let ours = rk.print_records();
            if ours.as_bytes() == llvm.stdout.as_slice() {
                Outcome::Agree
            } else {
                let theirs = String::from_utf8_lossy(&llvm.stdout);
                let line = ours
                    .lines()
                    .zip(theirs.lines())
                    .position(|(a, b)| a != b)
                    .unwrap_or(ours.lines().count().min(theirs.lines().count()));
                Outcome::Differ(format!(
                    "output differs from line {}: ours `{}` vs LLVM `{}`",
                    line + 1,
                    ours.lines().nth(line).unwrap_or("<eof>"),
                    theirs.lines().nth(line).unwrap_or("<eof>")
                ))
            }
        }
        (true, Err(e)) => Outcome::Differ(format!("LLVM accepts it, we reject it: {}", e[0])),
        (false, Ok(_)) => Outcome::Differ("LLVM rejects it, we accept it".into()),
        (false, Err(e)) => {
            let msg = e[0].message.clone();
            return (rel, Outcome::BothReject, Some(msg));
        }
    };
    (rel, outcome, None)
}

#[test]
fn print_records_matches_mlir_tblgen_19() {
    let root = root();
    if !root.join("mlir/IR/OpBase.td").is_file() {
        println!(
            "skipping: no MLIR .td tree at {} (set PDLL_TD_ROOT)",
            root.display()
        );
        return;
    }
    if Command::new("mlir-tblgen-19")
        .arg("--version")
        .output()
        .is_err()
    {
        println!("skipping: mlir-tblgen-19 is not on PATH");
        return;
    }
    let root = root.canonicalize().expect("root");
    let mut files = Vec::new();
    // MLIR's tree only: the ODS files this crate is for. (LLVM's own `.td` files,
    // which llvm-19-dev adds beside them, are target descriptions read through other
    // roots.)
    td_files(&root.join("mlir"), &mut files);
    files.sort();
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(2)
        .min(8);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                let mut loader = Loader::new(vec![root.clone()]);
                loop {
                    let k = next.fetch_add(1, Ordering::Relaxed);
                    let Some(f) = files.get(k) else { break };
                    let r = check(&root, f, &mut loader);
                    results.lock().expect("results").push(r);
                }
            });
        }
    });
    let mut results = results.into_inner().expect("results");
    results.sort_by(|a, b| a.0.cmp(&b.0));
    let mut agree = 0;
    let mut accepted = 0;
    let mut problems = Vec::new();
    for (rel, outcome, our_msg) in &results {
        let listed = LEFT_OUT.iter().find(|(f, _)| f == rel);
        match outcome {
            Outcome::Agree => {
                agree += 1;
                accepted += 1;
                if listed.is_some() {
                    problems.push(format!("{rel}: listed as left out but LLVM accepts it"));
                }
            }
            Outcome::BothReject => match listed {
                Some((_, why)) => {
                    let ours = our_msg.as_deref().unwrap_or("");
                    if ours != *why {
                        problems.push(format!("{rel}: LLVM says `{why}`, we say `{ours}`"));
                    }
                }
                None => problems.push(format!(
                    "{rel}: LLVM rejects it but it is not listed in LEFT_OUT"
                )),
            },
            Outcome::Differ(d) => {
                if !matches!(d.as_str(), s if s.starts_with("LLVM rejects")) {
                    accepted += 1;
                }
                problems.push(format!("{rel}: {d}"));
            }
        }
    }
    println!(
        "pdll-tablegen agrees with mlir-tblgen-19 --print-records on {agree}/{accepted} accepted files \
         ({} files in the tree, {} left out because LLVM rejects them)",
        results.len(),
        LEFT_OUT.len()
    );
    assert!(
        problems.is_empty(),
        "{} disagreements:\n{}",
        problems.len(),
        problems.join("\n")
    );
}
