//! Sema never panics: every corpus file, and every variant of it with one line removed
//! or two lines swapped, goes through the parser and the checker; whatever the
//! outcome, a result without errors must come with a program and a result with errors
//! without one.

use pdll_core::sema;
use pdll_core::syntax::{parse_str, ParseOptions};
use std::path::Path;

fn corpus_texts() -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut out = Vec::new();
    for dir in ["errors", "sema_ok", "syntax/ok", "syntax/err"] {
        let Ok(entries) = std::fs::read_dir(root.join(dir)) else {
            continue;
        };
        let mut paths: Vec<_> = entries.map(|e| e.unwrap().path()).collect();
        paths.sort();
        for p in paths {
            if p.extension().is_some_and(|e| e == "pdll") {
                let text = std::fs::read_to_string(&p).unwrap();
                out.push((p.file_name().unwrap().to_str().unwrap().to_owned(), text));
            }
        }
    }
    out
}

fn check_one(name: &str, text: &str) {
    let (module, _) = parse_str(
        name,
        text,
        &ParseOptions::default(),
        &mut Default::default(),
    );
    if let Some(module) = module {
        let (program, diags) = sema::check(&module);
        let has_error = diags.iter().any(|d| d.is_error());
        assert_eq!(program.is_some(), !has_error, "{name}:\n{text}");
    }
}

#[test]
fn line_deletions_and_swaps_never_panic() {
    let mut variants = 0usize;
    for (name, text) in corpus_texts() {
        let lines: Vec<&str> = text.lines().collect();
        check_one(&name, &text);
        for i in 0..lines.len() {
            let mut v = lines.clone();
            v.remove(i);
            check_one(&name, &v.join("\n"));
            variants += 1;
            if i + 1 < lines.len() {
                let mut v = lines.clone();
                v.swap(i, i + 1);
                check_one(&name, &v.join("\n"));
                variants += 1;
            }
        }
    }
    eprintln!("{variants} variants checked");
    assert!(variants > 500, "only {variants} variants");
}
