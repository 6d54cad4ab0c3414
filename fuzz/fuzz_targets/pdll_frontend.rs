//! The PDLL front end on any bytes: parsing returns a module or error diagnostics;
//! a module goes through sema, lowering to PDL and building the merged matcher tree,
//! and none of them panics.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
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
