//! The compiler's stages point one way: a module of pdll-core uses only modules of
//! earlier stages (`crate::X` paths in its non-test code). ARCHITECTURE.md lists the
//! modules in this order; a new edge backwards fails here, naming the file.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The top-level modules of `src/`, stage by stage; modules of one stage do not use
/// each other.
const LAYERS: &[&[&str]] = &[
    &["source"],
    &["diag"],
    &["ods"],
    &["syntax"],
    &["sema"],
    &["pdl"],
    &["matcher"],
    &["analysis"],
    &["codegen"],
    &["driver"],
    &["dynamic", "build"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

/// The `.rs` files of a module (a file or a directory), test files left out.
fn files_of(src: &Path, module: &str) -> Vec<PathBuf> {
    let file = src.join(format!("{module}.rs"));
    if file.is_file() {
        return vec![file];
    }
    let mut out = Vec::new();
    let mut stack = vec![src.join(module)];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).expect("module directory") {
            let path = entry.expect("directory entry").path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if path.is_dir() {
                if name != "tests" {
                    stack.push(path);
                }
            } else if name.ends_with(".rs") && name != "tests.rs" && !name.ends_with("_tests.rs") {
                out.push(path);
            }
        }
    }
    out
}

/// The `crate::X` modules the code of `text` names: comments and the `#[cfg(test)]`
/// module (inline, at the end of a file by this crate's convention) left out; a
/// `#[cfg(test)] mod tests;` declaration ends nothing.
fn uses(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.trim() == "#[cfg(test)]" {
            match lines.peek() {
                Some(next) if next.trim_end().ends_with(';') => continue,
                _ => break,
            }
        }
        let line = line.split("//").next().unwrap_or("");
        let mut rest = line;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_lowercase() || *c == '_')
                .collect();
            if !name.is_empty() {
                found.push(name);
            }
        }
    }
    found
}

#[test]
fn no_module_uses_a_later_stage() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut backwards: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for layer in LAYERS {
        for &module in *layer {
            let here = layer_of(module).unwrap();
            let files = files_of(&src, module);
            assert!(!files.is_empty(), "module `{module}` has no files");
            for file in files {
                let text = std::fs::read_to_string(&file).expect("source file");
                for used in uses(&text) {
                    if used == module {
                        continue;
                    }
                    if let Some(there) = layer_of(&used) {
                        if there >= here {
                            let rel = file.strip_prefix(&src).unwrap().display().to_string();
                            backwards
                                .entry(format!("{module} -> {used}"))
                                .or_default()
                                .push(rel);
                        }
                    }
                }
            }
        }
    }
    assert!(
        backwards.is_empty(),
        "modules that use a later (or the same) stage: {backwards:#?}"
    );
}

#[test]
fn every_module_of_the_crate_has_a_stage() {
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs"))
        .expect("lib.rs");
    for line in lib.lines() {
        if let Some(name) = line.trim().strip_prefix("pub mod ") {
            let name = name.trim_end_matches(';');
            assert!(
                layer_of(name).is_some(),
                "module `{name}` is in no stage of LAYERS"
            );
        }
    }
}

#[test]
fn test_code_and_comments_are_not_uses() {
    let text =
        "use crate::a::X; // crate::b\n#[cfg(test)]\nmod tests;\nfn f() { crate::c::g(); }\n\
                #[cfg(test)]\nmod tests { use crate::d; }";
    assert_eq!(uses(text), ["a", "c"]);
}
