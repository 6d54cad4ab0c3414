//! The README and the user guide (`docs/guide/`) stay in step: the guide's Rust
//! examples are doctests of the `pdll` crate, which renders each chapter as a module of
//! `pdll::guide`; the README's examples are copies of the first chapter's, checked here,
//! and every chapter is rendered, listed in the guide's index and in the README.

use std::path::Path;

const README: &str = include_str!("../../README.md");
const LIB_RS: &str = include_str!("../../src/lib.rs");
const GETTING_STARTED: &str = include_str!("../../docs/guide/01-getting-started.md");
const INDEX: &str = include_str!("../../docs/guide/README.md");

/// The fenced Rust blocks of `text` (info strings `rust`, `rust,ignore`, ...), each
/// without the lines rustdoc hides (`# ...`).
fn rust_blocks(text: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut current: Option<Vec<&str>> = None;
    for line in text.lines() {
        match &mut current {
            None if line.starts_with("```rust") => current = Some(Vec::new()),
            None => {}
            Some(block) if line.starts_with("```") => {
                blocks.push(block.join("\n"));
                current = None;
            }
            Some(block) => {
                let trimmed = line.trim_start();
                if trimmed != "#" && !trimmed.starts_with("# ") {
                    block.push(line);
                }
            }
        }
    }
    blocks
}

/// The chapter files of `docs/guide/` (`NN-name.md`), sorted.
fn chapters() -> Vec<String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/guide");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("docs/guide")
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".md") && name.as_bytes()[0].is_ascii_digit())
        .collect();
    names.sort();
    names
}

#[test]
fn the_readme_examples_are_the_getting_started_chapters() {
    let readme = rust_blocks(README);
    let guide = rust_blocks(GETTING_STARTED);
    assert_eq!(readme.len(), 3, "the README shows one example per way in");
    for block in &readme {
        assert!(
            guide.contains(block),
            "README example not in docs/guide/01-getting-started.md (hidden lines aside):\n{block}"
        );
    }
}

#[test]
fn every_chapter_is_rendered_indexed_and_linked() {
    let chapters = chapters();
    assert!(chapters.len() >= 13, "{chapters:?}");
    for name in &chapters {
        assert!(
            LIB_RS.contains(&format!("include_str!(\"../docs/guide/{name}\")")),
            "src/lib.rs's guide module does not include docs/guide/{name}"
        );
        assert!(
            INDEX.contains(&format!("({name})")),
            "docs/guide/README.md does not link {name}"
        );
        assert!(
            README.contains(&format!("(docs/guide/{name})")),
            "README.md does not link docs/guide/{name}"
        );
    }
}
