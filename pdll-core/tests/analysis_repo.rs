//! The pattern analysis on every pattern set of the repository: each `.pdll` file and
//! each `pdll!` input of a `.rs` file (outside `target/`). A set with errors (the
//! error corpora) has no warnings to give. The warnings that do fire are listed in
//! `tests/analysis/repo_warnings.txt` (`UPDATE_EXPECT=1` rewrites it): each one there
//! is legitimate (reviewed; most are the analysis's own test inputs), and a new one
//! fails this test until it is reviewed.
//!
//! Every differential case that gets a `shadowed` warning is also run: the pattern
//! said to never fire must not fire on the case's input.

use expect_test::expect_file;
use pdll_core::analysis::{analyze_warnings, WarningKind};
use pdll_core::dynamic::{mlir_test_natives, DynamicPatternSet};
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_file, parse_tokens, ParseOptions};
use proc_macro2::{TokenStream, TokenTree};
use std::path::{Path, PathBuf};

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("pdll-core is in the workspace")
        .to_path_buf()
}

/// Every file under `dir` with extension `ext`, sorted, skipping `target/` and hidden
/// directories.
fn files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') {
                files(&path, ext, out);
            }
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// The warnings of a parsed set, or none when it has errors.
fn warnings_of(
    module: Option<pdll_core::syntax::ast::Module>,
    errors: bool,
    sources: &SourceMap,
) -> Vec<pdll_core::analysis::Warning> {
    let Some(module) = module.filter(|_| !errors) else {
        return Vec::new();
    };
    let (program, diags) = pdll_core::sema::check(&module);
    let Some(program) = program.filter(|_| !diags.iter().any(|d| d.is_error())) else {
        return Vec::new();
    };
    let Ok(pdl) = pdll_core::pdl::lower(&program) else {
        return Vec::new();
    };
    let Ok(tree) = pdll_core::matcher::build_tree(&pdl) else {
        return Vec::new();
    };
    analyze_warnings(&program, &pdl, &tree, sources)
}

/// The `pdll! { ... }` inputs of a Rust file's tokens.
fn macro_inputs(tokens: TokenStream, out: &mut Vec<TokenStream>) {
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, tree) in trees.iter().enumerate() {
        if let TokenTree::Group(g) = tree {
            let is_call = i >= 2
                && matches!(&trees[i - 2], TokenTree::Ident(id) if id == "pdll")
                && matches!(&trees[i - 1], TokenTree::Punct(p) if p.as_char() == '!');
            if is_call {
                out.push(g.stream());
            } else {
                macro_inputs(g.stream(), out);
            }
        }
    }
}

#[test]
fn warnings_on_the_repository_pattern_sets() {
    let root = repo_root();
    let rel = |p: &Path| p.strip_prefix(&root).unwrap_or(p).display().to_string();
    let mut report = String::new();
    let mut shadowed_cases = Vec::new();

    let mut pdll_files = Vec::new();
    files(&root, "pdll", &mut pdll_files);
    assert!(
        pdll_files.len() > 100,
        "found {} .pdll files",
        pdll_files.len()
    );
    for file in &pdll_files {
        let mut sources = SourceMap::new();
        let (module, diags) = parse_file(file, &ParseOptions::default(), &mut sources);
        let errors = diags.iter().any(|d| d.is_error());
        for w in warnings_of(module, errors, &sources) {
            let d = &w.diagnostic;
            let at = sources.location(d.span).map_or(0, |l| l.line);
            report.push_str(&format!("{}:{at}: {}: {}\n", rel(file), w.kind, d.message));
            if w.kind == WarningKind::Shadowed && file.ends_with("patterns.pdll") {
                shadowed_cases.push((file.clone(), d.message.clone()));
            }
        }
    }

    let mut rust_files = Vec::new();
    files(&root, "rs", &mut rust_files);
    let mut inputs_seen = 0;
    for file in &rust_files {
        let text = std::fs::read_to_string(file).unwrap();
        if !text.contains("pdll!") {
            continue;
        }
        let Ok(tokens) = text.parse::<TokenStream>() else {
            continue;
        };
        let mut inputs = Vec::new();
        macro_inputs(tokens, &mut inputs);
        for input in inputs {
            let Ok((_, pdll)) = pdll_core::driver::split_macro_input(input) else {
                continue;
            };
            inputs_seen += 1;
            let mut sources = SourceMap::new();
            let (module, diags) = parse_tokens(pdll, &ParseOptions::default(), &mut sources);
            let errors = diags.iter().any(|d| d.is_error());
            for w in warnings_of(module, errors, &sources) {
                let at = w.diagnostic.span.lo.start().line;
                report.push_str(&format!(
                    "{}:{at}: {}: {}\n",
                    rel(file),
                    w.kind,
                    w.diagnostic.message
                ));
            }
        }
    }
    assert!(inputs_seen > 20, "found {inputs_seen} pdll! inputs");
    expect_file!["analysis/repo_warnings.txt"].assert_eq(&report);

    // A pattern said to never fire does not fire on its differential case's input.
    for (file, message) in shadowed_cases {
        let dir = file.parent().unwrap();
        let input = dir.join("input.mlir");
        if !input.exists() {
            continue;
        }
        let name = message
            .split('`')
            .nth(1)
            .expect("the message names the pattern")
            .to_string();
        let mut ctx = pdll_runtime::Context::new();
        let mut sources = SourceMap::new();
        let set = DynamicPatternSet::from_file(
            &file,
            &ParseOptions::default(),
            mlir_test_natives(),
            &mut ctx,
            &mut sources,
        )
        .unwrap_or_else(|e| panic!("{}: {e:?}", file.display()));
        let mut ir = pdll_runtime::Ir::new();
        let text = std::fs::read_to_string(&input).unwrap();
        ir.parse_source(&mut ctx, &text).unwrap();
        let report = pdll_runtime::driver::apply_patterns_to_module(
            &mut ctx,
            &mut ir,
            &set,
            &Default::default(),
        );
        use pdll_runtime::pattern::PatternSet;
        let index = set
            .patterns()
            .iter()
            .position(|p| p.name == name)
            .unwrap_or_else(|| panic!("{name} in {}", file.display()));
        assert_eq!(
            report.per_pattern[index],
            0,
            "{}: `{name}` was said to never fire",
            file.display()
        );
    }
}
