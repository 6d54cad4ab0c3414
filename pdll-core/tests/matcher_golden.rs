//! Golden tests of the matcher tree dump: every `tests/matcher/*.pdll` goes through the
//! real front end (parse, check, lower to PDL), the tree is built and dumped as text,
//! and compared with `tests/matcher/*.tree.txt`. `UPDATE_GOLDEN=1 cargo test -p
//! pdll-core --test matcher_golden` rewrites the expected files.
//!
//! The expected files were reviewed against `mlir-opt-19 --convert-pdl-to-pdl-interp`
//! on the same PDL (see `tests/matcher/README.md`).

use pdll_core::matcher;
use pdll_core::pdl;
use pdll_core::sema;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{self, ParseOptions};
use std::path::{Path, PathBuf};

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/matcher");
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("tests/matcher exists")
        .map(|e| e.expect("readable dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "pdll"))
        .collect();
    files.sort();
    files
}

/// Front end to PDL for one file, parsed into `sources`.
fn lower(path: &Path, sources: &mut SourceMap) -> pdl::PdlModule {
    let (module, diags) = syntax::parse_file(path, &ParseOptions::default(), sources);
    let module = module.unwrap_or_else(|| panic!("{}: syntax errors: {diags:?}", path.display()));
    let (program, diags) = sema::check(&module);
    let program =
        program.unwrap_or_else(|| panic!("{}: semantic errors: {diags:?}", path.display()));
    pdl::lower(&program).unwrap_or_else(|d| panic!("{}: lowering errors: {d:?}", path.display()))
}

#[test]
fn tree_dumps_match_golden_files() {
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let mut failures = Vec::new();
    let files = corpus();
    assert!(files.len() >= 4, "the corpus has its files");
    for path in files {
        let mut sources = SourceMap::new();
        let module = lower(&path, &mut sources);
        let tree = matcher::build_tree(&module)
            .unwrap_or_else(|d| panic!("{}: matcher errors: {d:?}", path.display()));
        let text = tree.dump_text(&module, &sources);
        let expected_path = path.with_extension("tree.txt");
        if update {
            std::fs::write(&expected_path, &text).expect("writable golden file");
        }
        match std::fs::read_to_string(&expected_path) {
            _ if update => {}
            Ok(expected) if expected == text => {}
            Ok(expected) => failures.push(format!(
                "{}: dump differs\n--- expected\n{expected}\n--- actual\n{text}",
                path.display()
            )),
            Err(_) => failures.push(format!(
                "{}: missing {} (run with UPDATE_GOLDEN=1)\n{text}",
                path.display(),
                expected_path.display()
            )),
        }
        // The Graphviz dump is well formed: one digraph, balanced braces; files with a
        // `.tree.dot` beside them compare it too (UPDATE_GOLDEN does not create new
        // ones: touch the file to opt in).
        let dot = tree.dump_dot(&module, &sources);
        assert!(dot.starts_with("digraph matcher {") && dot.trim_end().ends_with('}'));
        let dot_path = path.with_extension("tree.dot");
        if dot_path.exists() {
            if update {
                std::fs::write(&dot_path, &dot).expect("writable golden file");
            } else if std::fs::read_to_string(&dot_path).ok().as_deref() != Some(&dot) {
                failures.push(format!("{}: Graphviz dump differs\n{dot}", path.display()));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// Every file of the front end's PDL corpus (`tests/pdl`) builds a tree, and the tree
/// dumps; with `MATCHER_DUMP_DIR` set, the dumps are written there for review.
#[test]
fn whole_pdl_corpus_builds_trees() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pdl");
    let dump_dir = std::env::var_os("MATCHER_DUMP_DIR").map(PathBuf::from);
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("tests/pdl exists")
        .map(|e| e.expect("readable dir entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "pdll"))
        .collect();
    files.sort();
    let mut built = 0;
    for path in files {
        // Some corpus files exercise front-end features lowered differently on
        // purpose; all of them must still give a tree.
        let mut sources = SourceMap::new();
        let module = lower(&path, &mut sources);
        let tree = matcher::build_tree(&module)
            .unwrap_or_else(|d| panic!("{}: matcher errors: {d:?}", path.display()));
        let text = tree.dump_text(&module, &sources);
        assert!(text.ends_with("exit\n"), "{}", path.display());
        if let Some(out) = &dump_dir {
            let name = path.file_name().expect("file name");
            std::fs::write(out.join(name).with_extension("tree.txt"), text).expect("writable");
        }
        built += 1;
    }
    assert!(built >= 40, "the corpus has its files ({built})");
}
