//! Where `#include` finds a file named by an included file: relative to the including
//! file, then the main file's directory, then the include directories (so files written
//! for mlir-pdll, run from their own directory, work unchanged). Each test builds its
//! directory tree in a temporary directory.

use pdll_core::diag::Diagnostic;
use pdll_core::source::SourceMap;
use pdll_core::syntax::ast::{Item, Module};
use pdll_core::syntax::{parse_file, ParseOptions};
use std::path::Path;

/// Writes `files` (relative path, text) under `root`, creating directories.
fn write_tree(root: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

/// Parses `root/main.pdll` with these include directories (relative to `root`).
fn parse_main(root: &Path, include_dirs: &[&str]) -> (Option<Module>, Vec<Diagnostic>) {
    let options = ParseOptions {
        include_dirs: include_dirs.iter().map(|d| root.join(d)).collect(),
        base_dir: None,
    };
    parse_file(&root.join("main.pdll"), &options, &mut SourceMap::new())
}

/// The names of the declarations, in order.
fn names(module: &Module) -> Vec<String> {
    module
        .items
        .iter()
        .filter_map(|item| match item {
            Item::UserDecl(d) => d.name.as_ref().map(|n| n.name.clone()),
            Item::Pattern(p) => p.name.as_ref().map(|n| n.name.clone()),
            Item::Ods(_) => None,
        })
        .collect()
}

const MAIN: &str = "#include \"lib/a.pdll\"\nPattern Main => erase op<test.op>;\n";

#[test]
fn a_nested_include_written_relative_to_the_main_file_is_found() {
    let dir = tempfile::tempdir().unwrap();
    write_tree(
        dir.path(),
        &[
            ("main.pdll", MAIN),
            // `lib/b.pdll` is not beside `lib/a.pdll` (that would be `lib/lib/b.pdll`),
            // it is relative to the main file, as mlir-pdll resolves it.
            (
                "lib/a.pdll",
                "#include \"lib/b.pdll\"\nConstraint A(v: Value);\n",
            ),
            ("lib/b.pdll", "Constraint B(v: Value);\n"),
        ],
    );
    let (module, diags) = parse_main(dir.path(), &[]);
    assert!(diags.is_empty(), "{diags:#?}");
    assert_eq!(names(&module.unwrap()), ["B", "A", "Main"]);
}

#[test]
fn the_including_file_directory_comes_before_the_main_file_directory() {
    let dir = tempfile::tempdir().unwrap();
    write_tree(
        dir.path(),
        &[
            ("main.pdll", MAIN),
            ("lib/a.pdll", "#include \"common.pdll\"\n"),
            ("lib/common.pdll", "Constraint BesideA(v: Value);\n"),
            ("common.pdll", "Constraint BesideMain(v: Value);\n"),
        ],
    );
    let (module, diags) = parse_main(dir.path(), &[]);
    assert!(diags.is_empty(), "{diags:#?}");
    assert_eq!(names(&module.unwrap()), ["BesideA", "Main"]);
}

#[test]
fn the_main_file_directory_comes_before_the_include_directories() {
    let dir = tempfile::tempdir().unwrap();
    write_tree(
        dir.path(),
        &[
            ("main.pdll", MAIN),
            (
                "lib/a.pdll",
                "#include \"common.pdll\"\n#include \"only_in_dir.pdll\"\n",
            ),
            ("common.pdll", "Constraint BesideMain(v: Value);\n"),
            ("incdir/common.pdll", "Constraint InIncludeDir(v: Value);\n"),
            (
                "incdir/only_in_dir.pdll",
                "Constraint OnlyInDir(v: Value);\n",
            ),
        ],
    );
    let (module, diags) = parse_main(dir.path(), &["incdir"]);
    assert!(diags.is_empty(), "{diags:#?}");
    assert_eq!(names(&module.unwrap()), ["BesideMain", "OnlyInDir", "Main"]);
}

#[test]
fn a_missing_include_lists_the_places_searched_in_order() {
    let dir = tempfile::tempdir().unwrap();
    write_tree(
        dir.path(),
        &[
            ("main.pdll", MAIN),
            ("lib/a.pdll", "#include \"nowhere.pdll\"\n"),
        ],
    );
    let (module, diags) = parse_main(dir.path(), &["incdir"]);
    assert!(module.is_some() && diags.iter().any(|d| d.is_error()));
    assert_eq!(
        diags[0].message,
        "unable to open include file `nowhere.pdll`"
    );
    let root = dir.path();
    let expected = format!(
        "looked for `{}`, `{}`, `{}`",
        root.join("lib").join("nowhere.pdll").display(),
        root.join("nowhere.pdll").display(),
        root.join("incdir").join("nowhere.pdll").display(),
    );
    assert_eq!(diags[0].notes, [expected]);
}

#[test]
fn an_open_file_is_read_from_the_editor_not_the_disk() {
    let dir = tempfile::tempdir().unwrap();
    write_tree(
        dir.path(),
        &[("lib/a.pdll", "Constraint OnDisk(v: Value);\n")],
    );
    let mut open = pdll_core::syntax::OpenFiles::new();
    let edited = dir.path().join("lib/a.pdll").canonicalize().unwrap();
    open.insert(edited, "Constraint Edited(v: Value);\n".to_owned());
    // A file that exists only in the editor (never saved) is found too.
    let unsaved = dir.path().canonicalize().unwrap().join("new.pdll");
    open.insert(unsaved, "Constraint Unsaved(v: Value);\n".to_owned());
    let main = dir.path().join("main.pdll");
    let text =
        "#include \"lib/a.pdll\"\n#include \"new.pdll\"\nPattern Main => erase op<test.op>;\n";
    let (module, diags) = pdll_core::syntax::parse_str_with_open_files(
        &main.display().to_string(),
        text,
        &ParseOptions::default(),
        &open,
        &mut SourceMap::new(),
    );
    assert!(diags.is_empty(), "{diags:#?}");
    assert_eq!(names(&module.unwrap()), ["Edited", "Unsaved", "Main"]);
}
