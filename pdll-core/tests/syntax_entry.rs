//! The entry points on inputs other than a plain file: macro token streams, include
//! directories, and the one-line and `compile_error!` forms of their diagnostics.

use pdll_core::diag::{one_line_all, to_compile_errors};
use pdll_core::source::{SourceKind, SourceMap};
use pdll_core::syntax::ast::Item;
use pdll_core::syntax::{parse_file, parse_str, parse_tokens, ParseOptions};
use std::path::{Path, PathBuf};

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn names(items: &[Item]) -> Vec<String> {
    items
        .iter()
        .map(|item| match item {
            Item::Pattern(p) => p.name.as_ref().map_or("_".into(), |n| n.name.clone()),
            Item::UserDecl(d) => d.name.as_ref().map_or("_".into(), |n| n.name.clone()),
            Item::Ods(_) => "#include .td".into(),
        })
        .collect()
}

#[test]
fn includes_are_spliced_in_place() {
    let path = crate_dir().join("tests/syntax/ok/with_include.pdll");
    let mut sources = SourceMap::new();
    let (module, diags) = parse_file(&path, &ParseOptions::default(), &mut sources);
    assert!(diags.is_empty(), "{diags:#?}");
    let module = module.unwrap();
    assert_eq!(
        names(&module.items),
        ["First", "HasOneUse", "Inner", "Last"]
    );
    let included: Vec<&Path> = module
        .includes
        .iter()
        .map(|i| i.resolved.as_path())
        .collect();
    assert_eq!(included.len(), 2);
    assert!(included[0].ends_with("include/common.pdll"));
    assert!(included[1].ends_with("nested/inner.pdll"));
    // Spans of included items point into the included file.
    let loc = sources.location(module.items[2].span()).unwrap();
    assert!(loc.file.ends_with("inner.pdll"), "{loc:?}");
    assert_eq!((loc.line, loc.column), (1, 1));
}

#[test]
fn include_directories_are_searched_after_the_file_directory() {
    let text = "#include \"common.pdll\"\nPattern => erase op<test.op>;";
    let (module, diags) = parse_str(
        "virtual/root.pdll",
        text,
        &ParseOptions::default(),
        &mut SourceMap::new(),
    );
    assert!(module.is_some() && diags.iter().any(|d| d.is_error()));
    assert_eq!(
        diags[0].message,
        "unable to open include file `common.pdll`"
    );

    let options = ParseOptions {
        include_dirs: vec![crate_dir().join("tests/syntax/include")],
        base_dir: None,
    };
    let (module, diags) = parse_str("virtual/root.pdll", text, &options, &mut SourceMap::new());
    assert!(diags.is_empty(), "{diags:#?}");
    assert_eq!(names(&module.unwrap().items), ["HasOneUse", "Inner", "_"]);
}

#[test]
fn macro_tokens_parse_with_their_spans() {
    // (Built from a string: in `quote!`, `#include` would be an interpolation.)
    let tokens: proc_macro2::TokenStream = r#"
        /// A doc comment is a comment.
        #include "common.pdll"
        Constraint IsZero(value: Attr) [{ value.is_zero() }];
        Pattern with benefit(2) {
            let root = op<test.op>(x: Value) -> (t: Type);
            replace root with (x);
        }
    "#
    .parse()
    .unwrap();
    let options = ParseOptions {
        include_dirs: Vec::new(),
        base_dir: Some(crate_dir().join("tests/syntax/include")),
    };
    let (module, diags) = parse_tokens(tokens, &options, &mut SourceMap::new());
    assert!(diags.is_empty(), "{diags:#?}");
    let module = module.unwrap();
    assert_eq!(names(&module.items), ["HasOneUse", "Inner", "IsZero", "_"]);
    let Item::UserDecl(decl) = &module.items[2] else {
        panic!("expected a constraint")
    };
    let pdll_core::syntax::ast::Body::Native(code) = &decl.body else {
        panic!("expected a native body")
    };
    assert_eq!(code.tokens.to_string(), "value . is_zero ()");
}

#[test]
fn macro_errors_become_compile_errors() {
    let tokens: proc_macro2::TokenStream = "Pattern { let = x; erase }".parse().unwrap();
    let mut sources = SourceMap::new();
    let (module, diags) = parse_tokens(tokens, &ParseOptions::default(), &mut sources);
    assert!(module.is_some() && diags.iter().any(|d| d.is_error()));
    assert_eq!(diags.len(), 2, "{diags:#?}");
    let errors = to_compile_errors(&diags).to_string();
    assert_eq!(errors.matches("compile_error").count(), 2, "{errors}");
    assert!(
        errors.contains("expected identifier after `let`"),
        "{errors}"
    );
    // Without a file the one-line form says where it can.
    let lines = one_line_all(&diags, &sources);
    assert!(
        lines.starts_with("<input>: error: expected identifier"),
        "{lines}"
    );
}

#[test]
fn one_line_form_for_tools() {
    let mut sources = SourceMap::new();
    let (_, diags) = parse_str(
        "tool.pdll",
        "Pattern {\n  erase x\n}\n",
        &ParseOptions::default(),
        &mut sources,
    );
    assert_eq!(
        one_line_all(&diags, &sources),
        "tool.pdll:2:10: error: expected `;` after statement, found `}`\nhelp: add `;` here\n"
    );
}

#[test]
fn missing_root_file_is_an_error() {
    let (module, diags) = parse_file(
        Path::new("/nonexistent/x.pdll"),
        &ParseOptions::default(),
        &mut SourceMap::new(),
    );
    assert!(module.is_some() && diags.iter().any(|d| d.is_error()));
    assert!(diags[0]
        .message
        .starts_with("cannot read `/nonexistent/x.pdll`"));
}

#[test]
fn macro_errors_inside_nodes_point_at_the_right_tokens() {
    // A sub-node error (the second `benefit`) must point at its own tokens, not at the
    // start of the input, even though macro spans carry no byte offsets.
    let tokens: proc_macro2::TokenStream =
        "Pattern with benefit(1), benefit(2) => erase op<test.op>;"
            .parse()
            .unwrap();
    let mut sources = SourceMap::new();
    let (_, diags) = parse_tokens(tokens, &ParseOptions::default(), &mut sources);
    assert_eq!(diags.len(), 1, "{diags:#?}");
    assert_eq!(
        diags[0].message,
        "pattern benefit has already been specified"
    );
    // The span is a byte range of the macro input's layout: exactly those tokens.
    let layout = sources.get(diags[0].span.file).unwrap();
    assert_eq!(layout.kind, SourceKind::Tokens);
    assert_eq!(&layout.text[diags[0].span.range()], "benefit ( 2 )");
    assert_eq!(diags[0].span.lo.start().column, 25);
}
