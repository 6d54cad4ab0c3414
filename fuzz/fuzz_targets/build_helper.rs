//! The build helper's path end to end on any bytes: PDLL text that compiles becomes
//! Rust source that prettyplease formats and `syn` parses back as a file.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pdll_core::codegen::{format::format_file, Options, SetDecl};
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut sources = SourceMap::new();
    let (module, diags) = parse_str("fuzz.pdll", text, &ParseOptions::default(), &mut sources);
    let Some(module) = module else { return };
    if diags.iter().any(|d| d.is_error()) {
        return;
    }
    let set = SetDecl::named("Fuzzed").expect("a valid set name");
    let options = Options {
        comments: true,
        ..Options::default()
    };
    let Ok(tokens) = pdll_core::driver::compile_module(&set, &module, &options, &sources) else {
        return;
    };
    let source = match format_file(tokens) {
        Ok(source) => source,
        Err(e) => panic!("generated tokens are not a Rust file: {e}"),
    };
    if let Err(e) = syn::parse_file(&source) {
        panic!("formatted output does not parse: {e}\n{source}");
    }
});
