//! Golden tests of the matcher tree dump: every `tests/matcher/*.pdll` goes through the
//! real front end (parse, check, lower to PDL), the tree is built and dumped as text,
//! and compared with `tests/matcher/*.tree.txt`. `UPDATE_EXPECT=1 cargo test -p
//! pdll-core --test matcher_golden` rewrites the expected files.
//!
//! The expected files were reviewed against `mlir-opt-19 --convert-pdl-to-pdl-interp`
//! on the same PDL (see `tests/matcher/README.md`).

mod support;

use pdll_core::matcher;
use pdll_core::pdl;
use pdll_core::sema;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{self, ParseOptions};
use std::path::{Path, PathBuf};

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
    let files = support::corpus("tests/matcher", "pdll");
    assert!(files.len() >= 4, "the corpus has its files");
    support::check_each(&files, |path| {
        let mut sources = SourceMap::new();
        let module = lower(path, &mut sources);
        let tree = matcher::build_tree(&module).unwrap_or_else(|d| panic!("matcher errors: {d:?}"));
        support::expect_beside(path, "tree.txt").assert_eq(&tree.dump_text(&module, &sources));
        // The Graphviz dump is well formed: one digraph, balanced braces; files with a
        // `.tree.dot` beside them compare it too (UPDATE_EXPECT does not create new
        // ones: touch the file to opt in).
        let dot = tree.dump_dot(&module, &sources);
        assert!(dot.starts_with("digraph matcher {") && dot.trim_end().ends_with('}'));
        if path.with_extension("tree.dot").exists() {
            support::expect_beside(path, "tree.dot").assert_eq(&dot);
        }
    });
}

/// Every file of the front end's PDL corpus (`tests/pdl`) builds a tree, and the tree
/// dumps; with `MATCHER_DUMP_DIR` set, the dumps are written there for review.
#[test]
fn whole_pdl_corpus_builds_trees() {
    let dump_dir = std::env::var_os("MATCHER_DUMP_DIR").map(PathBuf::from);
    let files = support::corpus("tests/pdl", "pdll");
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
