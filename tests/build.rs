//! Compiles every differential case's `patterns.pdll` ahead of time with the build
//! helper (`pdll_core::build`), one generated module per case, and writes a registry
//! `$OUT_DIR/diff_cases.rs` (`CASES: &[CaseEntry]`, `EXTERNAL_ROOTS`) that `src/lib.rs`
//! includes, and `$OUT_DIR/diff_tests.rs`, one `#[test]` per built-in case, and
//! `$OUT_DIR/diff_dynamic_tests.rs`, the same through the run-time path, that
//! `tests/diff.rs` includes.
//!
//! Cases come from `diff/cases/` and from every directory listed in the environment
//! variable `PDLL_DIFF_CASES` (separated like `PATH`), so other corpora plug in with no
//! code change. A case whose patterns do not compile does not stop the build: its
//! entry carries the rendered diagnostics and the test reports it by name.

#[path = "src/dialects.rs"]
mod dialects;
// `missing_mlir_td` is for the tests only.
#[allow(dead_code)]
#[path = "src/mlir_include.rs"]
mod mlir_include;
#[path = "build/names.rs"]
mod names;
/// What `src/dialects.rs` names the runtime by (`pdll::runtime` in the library).
use pdll_runtime as runtime;
#[path = "build/test_fns.rs"]
mod test_fns;

use names::Names;
use pdll_core::build::Config;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The name of the pattern set generated for each case.
const SET_NAME: &str = "Patterns";

/// One case folder found on disk.
struct CaseDir {
    name: String,
    dir: PathBuf,
    external: bool,
}

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo"));
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=PDLL_DIFF_CASES");

    let mut roots = vec![(manifest.join("diff").join("cases"), false)];
    if let Some(paths) = std::env::var_os("PDLL_DIFF_CASES") {
        roots.extend(
            std::env::split_paths(&paths)
                .filter(|p| !p.as_os_str().is_empty())
                .map(|p| (manifest.join(p), true)),
        );
    }
    let mut cases = Vec::new();
    for (root, external) in &roots {
        find_cases(root, *external, &mut cases);
    }

    let cases_out = out_dir.join("cases");
    std::fs::create_dir_all(&cases_out).expect("cannot create $OUT_DIR/cases");
    let external_roots: Vec<&PathBuf> = roots
        .iter()
        .filter(|(_, external)| *external)
        .map(|(root, _)| root)
        .collect();
    let registry = write_cases(&cases, &external_roots, &cases_out);
    std::fs::write(out_dir.join("diff_cases.rs"), registry).expect("cannot write the registry");
    let builtin: Vec<&str> = cases
        .iter()
        .filter(|c| !c.external)
        .map(|c| c.name.as_str())
        .collect();
    std::fs::write(
        out_dir.join("diff_tests.rs"),
        test_fns::write_tests(builtin.iter().copied(), "check_builtin"),
    )
    .expect("cannot write the case tests");
    // The same cases through the run-time path (`DynamicPatternSet`).
    std::fs::write(
        out_dir.join("diff_dynamic_tests.rs"),
        test_fns::write_tests(builtin.iter().copied(), "check_builtin_dynamic"),
    )
    .expect("cannot write the run-time case tests");
}

/// Appends the case folders of `root` (those holding a `patterns.pdll`), sorted by name.
fn find_cases(root: &Path, external: bool, out: &mut Vec<CaseDir>) {
    // Cargo reruns when an entry is added to or removed from a watched directory.
    println!("cargo:rerun-if-changed={}", root.display());
    let entries = match std::fs::read_dir(root) {
        Ok(entries) => entries,
        Err(e) => {
            println!(
                "cargo:warning=cannot read the cases directory {}: {e}",
                root.display()
            );
            return;
        }
    };
    let mut dirs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("patterns.pdll").is_file())
        .collect();
    dirs.sort();
    for dir in dirs {
        let name = dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        out.push(CaseDir {
            name,
            dir,
            external,
        });
    }
}

/// Compiles every case into `cases_out/<module>.rs` and returns the registry source.
fn write_cases(cases: &[CaseDir], external_roots: &[&PathBuf], cases_out: &Path) -> String {
    // Each generated set hands the runtime the definitions of the arith, func and
    // memref ops mlir-opt has registered, as a static table.
    println!("cargo:rerun-if-changed=src/dialects.rs");
    let mut config = Config::new()
        .cargo_directives(false)
        .op_definitions(dialects::mlir_test_pass_definitions());
    // Cases may include MLIR's ODS files (skipped at test time when they are missing).
    println!("cargo:rerun-if-env-changed=MLIR_INCLUDE_DIR");
    if let Some(dir) = mlir_include::mlir_include_dir() {
        config = config.include_dir(dir);
    }
    let mut names = Names::default();
    let mut modules = String::new();
    let mut entries = String::new();
    for case in cases {
        let prefix = if case.external { "ext_" } else { "case_" };
        let module = names.unique(prefix, &case.name);
        // A new file in the folder (an include, say) or an edited one reruns the build.
        println!("cargo:rerun-if-changed={}", case.dir.display());
        let compiled = match config.generate(&case.dir.join("patterns.pdll"), SET_NAME) {
            Ok(generated) => {
                for input in &generated.inputs {
                    println!("cargo:rerun-if-changed={}", input.display());
                }
                let path = cases_out.join(format!("{module}.rs"));
                std::fs::write(&path, &generated.code).expect("cannot write a generated case");
                write_module(&mut modules, &module, &case.name, &path);
                format!("Ok({module}::run as crate::harness::RunFn)")
            }
            Err(e) => {
                let message = format!("{}\n{}", e.summary, e.rendered);
                format!("Err({message:?})")
            }
        };
        let _ = writeln!(
            entries,
            "    crate::harness::CaseEntry {{ name: {:?}, dir: {:?}, external: {}, compiled: {compiled} }},",
            case.name,
            case.dir.display().to_string(),
            case.external,
        );
    }
    format!(
        "// @generated by tests/build.rs: the differential cases, compiled ahead of time.\n\n\
         {modules}\n\
         /// Every differential case, sorted by folder (built-in cases first).\n\
         pub static CASES: &[crate::harness::CaseEntry] = &[\n{entries}];\n\n\
         /// The directories named by `PDLL_DIFF_CASES` when the cases were compiled.\n\
         pub static EXTERNAL_ROOTS: &[&str] = &{roots:?};\n",
        roots = external_roots
            .iter()
            .map(|r| r.display().to_string())
            .collect::<Vec<_>>(),
    )
}

/// Appends the module of one case: its generated set, with the test pass's natives in
/// scope, and a runner that builds the set and applies it.
fn write_module(out: &mut String, module: &str, case: &str, generated: &Path) {
    let _ = write!(
        out,
        "/// Case `{case}`.\n\
         pub mod {module} {{\n\
         \x20   #[allow(unused_imports)]\n\
         \x20   use crate::natives::*;\n\
         \x20   include!({path:?});\n\
         \n\
         \x20   /// Builds the case's pattern set in `ctx` and applies it greedily to `ir`.\n\
         \x20   pub fn run(\n\
         \x20       ctx: &mut ::pdll::runtime::Context,\n\
         \x20       ir: &mut ::pdll::runtime::Ir,\n\
         \x20       config: &::pdll::runtime::GreedyConfig,\n\
         \x20   ) -> ::pdll::runtime::DriverReport {{\n\
         \x20       let set = {SET_NAME}::new(ctx);\n\
         \x20       ::pdll::runtime::apply_patterns_to_module(ctx, ir, &set, config)\n\
         \x20   }}\n\
         }}\n\n",
        path = generated.display().to_string(),
    );
}
