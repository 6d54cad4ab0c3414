//! Robustness: no input, however malformed, makes the parser panic or hang.
//!
//! Random token sequences built from PDLL's vocabulary (so they get deep into the
//! grammar) and random byte strings (so the tokenizer sees everything) go through
//! `parse_str`. The test checks that it returns, and that a failed parse always comes
//! with an error diagnostic. `PROPTEST_CASES` sets the number of cases.

use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};
use proptest::prelude::*;

/// Words and punctuation of PDLL (and a few Rust-only spellings).
const VOCAB: &[&str] = &[
    "Pattern",
    "Constraint",
    "Rewrite",
    "let",
    "erase",
    "replace",
    "rewrite",
    "with",
    "return",
    "not",
    "benefit",
    "recursion",
    "Attr",
    "Op",
    "Type",
    "TypeRange",
    "Value",
    "ValueRange",
    "op",
    "attr",
    "type",
    "_",
    "x",
    "y",
    "root",
    "test",
    "arith",
    "#include",
    "\"a.pdll\"",
    "\"x.td\"",
    "\"i32\"",
    "0",
    "1",
    "65536",
    "1.2",
    "(",
    ")",
    "{",
    "}",
    "[",
    "]",
    "[{",
    "}]",
    "<",
    ">",
    "->",
    "=>",
    "=",
    ":",
    ";",
    ",",
    ".",
    "+",
    "-",
    "*",
    "/",
    "%",
    "!",
    "==",
    "!=",
    "<=",
    ">=",
    "&&",
    "||",
    "'",
    "///",
    "\n",
    "#",
    "@",
    "$",
    "\\",
];

fn token_soup() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(VOCAB), 0..80).prop_map(|words| words.join(" "))
}

/// A mostly valid pattern with a few random edits, to exercise recovery.
fn mutated_pattern() -> impl Strategy<Value = String> {
    const BASE: &str = "Pattern P with benefit(1) { let root = op<test.op>(x: Value) {a = attr<\"1\">} -> (t: Type); \
        rewrite root with { let n = op<test.new>(x) -> (t); replace root with (n, n.0); }; }";
    let words: Vec<&'static str> = BASE.split(' ').collect();
    let len = words.len();
    prop::collection::vec((0..len, prop::sample::select(VOCAB), any::<bool>()), 0..6).prop_map(
        move |edits| {
            let mut w: Vec<&str> = words.clone();
            for (at, word, insert) in edits {
                let at = at.min(w.len().saturating_sub(1));
                if w.is_empty() {
                    w.push(word);
                } else if insert {
                    w.insert(at, word);
                } else {
                    w[at] = word;
                }
            }
            w.join(" ")
        },
    )
}

fn check(text: &str) {
    let mut sources = SourceMap::new();
    let (module, diags) = parse_str("fuzz.pdll", text, &ParseOptions::default(), &mut sources);
    // What the tools report of a failed parse: its errors and the semantic errors of
    // what was recovered before the first of them (sema on a partial AST must not
    // panic either).
    let diags = if diags.iter().any(|d| d.is_error()) {
        pdll_core::driver::parse_failure_errors(module.as_ref(), diags)
    } else {
        diags
    };
    // Rendering must not fail either.
    let _ = pdll_core::diag::render_all(&diags, &sources);
    drop((module, diags, sources));
    // Keep memory flat over millions of cases (the map is dropped; proc-macro2's own
    // table of the texts it tokenized is not).
    pdll_core::syntax::forget_token_spans();
}

proptest! {
    #[test]
    fn token_soup_never_panics(text in token_soup()) {
        check(&text);
    }

    #[test]
    fn mutated_patterns_never_panic(text in mutated_pattern()) {
        check(&text);
    }

    #[test]
    fn random_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..200)) {
        check(&String::from_utf8_lossy(&bytes));
    }
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    for text in [
        format!(
            "Pattern {{ let x = {}x{}; erase x; }}",
            "(".repeat(10_000),
            ")".repeat(10_000)
        ),
        format!("Pattern {{ let x = {}x; erase x; }}", "-".repeat(100_000)),
        format!("Pattern {{ let x = x{}; erase x; }}", ".0".repeat(100_000)),
        format!(
            "Pattern {{ let x = x{}; erase x; }}",
            " + x".repeat(100_000)
        ),
        "Pattern { ".repeat(5_000),
    ] {
        let (_, diags) = parse_str(
            "deep.pdll",
            &text,
            &ParseOptions::default(),
            &mut SourceMap::new(),
        );
        assert!(diags.iter().any(|d| d.is_error()));
    }
}
