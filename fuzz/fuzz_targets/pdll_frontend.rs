//! The PDLL front end on any bytes: parsing returns a module or error diagnostics;
//! a module goes through sema, lowering to PDL and building the merged matcher tree,
//! and none of them panics. Besides, whenever the direct lexer reads a text, Rust's
//! tokenizer (proc-macro2) must accept it and give the same tokens.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    lexers_agree(text);
    let mut sources = SourceMap::new();
    let (module, diags) = parse_str("fuzz.pdll", text, &ParseOptions::default(), &mut sources);
    let Some(module) = module else {
        assert!(
            diags.iter().any(|d| d.is_error()),
            "a failed parse must come with an error"
        );
        return;
    };
    // Rendering must not panic either (spans must stay inside the text).
    let _ = pdll_core::diag::render_all(&diags, &sources);
    if diags.iter().any(|d| d.is_error()) {
        let _ = pdll_core::driver::parse_failure_errors(Some(&module), diags);
        return;
    }
    let (program, sema_diags) = pdll_core::sema::check(&module);
    let _ = pdll_core::diag::render_all(&sema_diags, &sources);
    let Some(program) = program else { return };
    if sema_diags.iter().any(|d| d.is_error()) {
        return;
    }
    let Ok(pdl) = pdll_core::pdl::lower(&program) else {
        return;
    };
    let _ = pdll_core::matcher::build_tree(&pdl);
});

/// The direct lexer's tokens equal proc-macro2's, flattened, wherever it reads a text.
fn lexers_agree(text: &str) {
    use pdll_core::syntax::token::{flatten, lex_direct, Positions};
    let file = SourceMap::new().add_file("fuzz.pdll", None, text);
    let Some(direct) = lex_direct(text, file) else {
        return;
    };
    let stream: proc_macro2::TokenStream = text
        .parse()
        .expect("the direct lexer read a text that Rust's tokenizer rejects");
    let (reference, diags) = flatten(stream, Positions::Bytes(file));
    assert!(diags.is_empty());
    assert_eq!(direct.toks, reference.toks);
    // Not the spans: built for fuzzing (`cfg(fuzzing)`), proc-macro2 records no
    // positions, so its byte ranges are all empty here (the unit and property tests of
    // `pdll-core/src/syntax/fast_lex.rs` compare them).
    let code = |t: &pdll_core::syntax::token::Tokens| {
        t.code.iter().map(|c| c.to_string()).collect::<Vec<_>>()
    };
    assert_eq!(code(&direct), code(&reference));
    // proc-macro2 keeps every text it tokenized in this thread.
    pdll_core::syntax::forget_token_spans();
}
