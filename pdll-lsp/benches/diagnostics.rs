//! How long the server takes to publish diagnostics after a change to a 1000-pattern
//! file (the goal: well under 100 ms), against the compiler's own front end on the
//! same text (parse, check, PDL lowering, matcher tree: what `pdll check` runs before
//! code generation) as the baseline of the same run.
//!
//! `cargo bench -p pdll-lsp --bench diagnostics`

use lsp_server::Notification;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};
use pdll_lsp::Server;
use serde_json::json;
use std::cell::{Cell, RefCell};

fn main() {
    divan::main();
}

/// A file of `n` patterns of the usual shapes: natives, constrained attributes, op
/// trees, `rewrite ... with` bodies creating ops, inferred and declared `let`s.
fn workload(n: usize) -> String {
    let mut text = String::new();
    for i in 0..n / 10 {
        text.push_str(&format!("Constraint IsK{i}(a: Attr);\n"));
        text.push_str(&format!(
            "Constraint Same{i}(a: Value, b: Value) -> Value {{ return a; }}\n"
        ));
    }
    for i in 0..n {
        let k = i / 10;
        text.push_str(&format!(
            "Pattern P{i} with benefit({b}) {{
  let c = op<test.const{c}> {{value = v: Attr}};
  IsK{k}(v);
  let root: Op<test.op{o}> = op<test.op{o}>(x: Value, c.0) -> (t: Type);
  let y = Same{k}(x, x);
  rewrite root with {{
    let n = op<test.new{r}>(y) {{value = v}} -> (t);
    replace root with n;
  }};
}}
",
            b = i % 5,
            c = i % 20,
            o = i % 50,
            r = i % 7,
        ));
    }
    text
}
const N: usize = 1000;
const URI: &str = "file:///bench/patterns.pdll";

fn did_open(text: &str) -> Notification {
    Notification::new(
        "textDocument/didOpen".into(),
        json!({"textDocument": {"uri": URI, "languageId": "pdll", "version": 1, "text": text}}),
    )
}

/// A one-character edit in the middle of the file (a benefit changes).
fn did_change(version: i32, text: &str) -> Notification {
    let line = text
        .lines()
        .position(|l| l.starts_with("Pattern P500 "))
        .unwrap();
    let column = "Pattern P500 with benefit(".len();
    Notification::new(
        "textDocument/didChange".into(),
        json!({
            "textDocument": {"uri": URI, "version": version},
            "contentChanges": [{
                "range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column + 1}},
                "text": (version % 5).to_string()
            }]
        }),
    )
}

/// Baseline: the compiler's front end on the same text.
#[divan::bench]
fn compiler_front_end(bencher: divan::Bencher) {
    let text = workload(N);
    bencher.bench(|| {
        pdll_core::syntax::forget_token_spans();
        let mut sources = SourceMap::new();
        let (module, diags) = parse_str(
            "patterns.pdll",
            &text,
            &ParseOptions::default(),
            &mut sources,
        );
        assert!(diags.is_empty());
        let (program, diags) = pdll_core::sema::check(&module.unwrap());
        assert!(diags.is_empty(), "{diags:?}");
        let pdl = pdll_core::pdl::lower(&program.unwrap()).unwrap();
        pdll_core::matcher::build_tree(&pdl).unwrap()
    });
}

/// The server: a change in, the diagnostics notification out (parse and check; the
/// later stages, and freeing the previous analysis, wait for the editor to be idle,
/// which happens between samples here, untimed).
#[divan::bench]
fn server_change_to_diagnostics(bencher: divan::Bencher) {
    let text = workload(N);
    let server = RefCell::new(Server::new(ParseOptions::default()));
    let published = server.borrow_mut().handle_notification(did_open(&text));
    let diags = &published[0].params["diagnostics"];
    assert_eq!(diags.as_array().map(Vec::len), Some(0), "{diags}");
    let version = Cell::new(1);
    bencher
        .with_inputs(|| {
            assert!(server.borrow_mut().run_deferred().is_empty());
            version.set(version.get() + 1);
            did_change(version.get(), &text)
        })
        .bench_local_values(|change| server.borrow_mut().handle_notification(change));
}

/// The server: a change, its diagnostics, then the deferred stages (PDL lowering and
/// matcher tree) as when the editor goes idle.
#[divan::bench]
fn server_change_and_deferred_stages(bencher: divan::Bencher) {
    let text = workload(N);
    let mut server = Server::new(ParseOptions::default());
    server.handle_notification(did_open(&text));
    let mut version = 1;
    bencher.bench_local(|| {
        version += 1;
        let published = server.handle_notification(did_change(version, &text));
        assert!(server.run_deferred().is_empty());
        published
    });
}
