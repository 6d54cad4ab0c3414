//! ARCHITECTURE.md names every module of the workspace's crates: each module's name
//! (the last segment of its path) appears there in backquotes, as `name`, `name/`,
//! `name.rs` or a segment of a backquoted path (`dialects/fold/apint`). A new module
//! that the map does not name fails here, with every other missing one and its crate.

use std::collections::BTreeSet;
use std::path::Path;

/// The crates whose `src/` the map covers, as directories of the workspace.
const CRATES: &[&str] = &[
    "pdll-core",
    "pdll-runtime",
    "pdll-tablegen",
    "pdll-lsp",
    "cli",
    "pdll-macros",
];

/// The modules under `src`: each `.rs` file by its path without the extension (`/`
/// between segments), a `mod.rs` naming its directory. Crate roots (`lib.rs`,
/// `main.rs`) and test files (`tests.rs`, `*_tests.rs`, anything under a `tests/`
/// directory) are left out.
fn modules(src: &Path) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("source directory") {
            let path = entry.expect("directory entry").path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                if name != "tests" {
                    stack.push(path);
                }
                continue;
            }
            let Some(stem) = name.strip_suffix(".rs") else {
                continue;
            };
            if matches!(stem, "lib" | "main" | "tests") || stem.ends_with("_tests") {
                continue;
            }
            let rel = path.strip_prefix(src).unwrap();
            let mut segments: Vec<String> = rel
                .parent()
                .into_iter()
                .flat_map(|p| p.components())
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if stem != "mod" {
                segments.push(stem.to_string());
            }
            if !segments.is_empty() {
                out.insert(segments.join("/"));
            }
        }
    }
    out
}

/// The names `text` gives in backquotes, outside fenced code blocks: each inline code
/// span split at `/`, every segment with a `.rs` extension removed.
fn backquoted_names(text: &str) -> BTreeSet<String> {
    let mut prose = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced {
            prose.push_str(line);
            prose.push('\n');
        }
    }
    prose
        .split('`')
        .skip(1)
        .step_by(2)
        .flat_map(|span| span.split('/'))
        .map(|segment| segment.strip_suffix(".rs").unwrap_or(segment).to_string())
        .filter(|segment| !segment.is_empty())
        .collect()
}

#[test]
fn architecture_md_names_every_module() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let map = std::fs::read_to_string(root.join("ARCHITECTURE.md")).expect("ARCHITECTURE.md");
    let named = backquoted_names(&map);
    let mut missing = Vec::new();
    for krate in CRATES {
        let src = root.join(krate).join("src");
        assert!(src.is_dir(), "{} is not a directory", src.display());
        for module in modules(&src) {
            let last = module.rsplit('/').next().unwrap();
            if !named.contains(last) {
                missing.push(format!("{krate}: {module}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "modules ARCHITECTURE.md does not name (add each, in backquotes, to its crate's \
         table):\n  {}",
        missing.join("\n  ")
    );
}

#[test]
fn modules_are_files_and_mod_rs_directories_without_roots_and_tests() {
    let dir = std::env::temp_dir().join(format!("pdll-architecture-map-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for file in [
        "lib.rs",
        "main.rs",
        "tests.rs",
        "plain.rs",
        "sema/mod.rs",
        "sema/scope.rs",
        "sema/scope_tests.rs",
        "sema/tests/golden.rs",
        "asm/parser.rs",
        "asm/parser/dense.rs",
        "asm/README.md",
    ] {
        let path = dir.join(file);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "").unwrap();
    }
    let found = modules(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    let expected = [
        "asm/parser",
        "asm/parser/dense",
        "plain",
        "sema",
        "sema/scope",
    ];
    assert_eq!(
        found.iter().map(String::as_str).collect::<Vec<_>>(),
        expected
    );
}

#[test]
fn names_are_backquoted_words_and_path_segments_outside_code_blocks() {
    let text = "| `ir/` | `Ir` (`store`), `dialects/fold/apint`, `private.rs`, plain words |\n\
                ```\nnot `here`\n```\n";
    let names = backquoted_names(text);
    let expected = ["Ir", "apint", "dialects", "fold", "ir", "private", "store"];
    assert_eq!(
        names.iter().map(String::as_str).collect::<Vec<_>>(),
        expected
    );
}
