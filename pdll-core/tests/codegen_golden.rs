//! Golden tests of the generated Rust: every `tests/codegen/*.pdll` compiles (through
//! the build helper's path: file, includes, formatting with comments) to exactly
//! `tests/codegen/*.rs.expected`. `UPDATE_EXPECT=1` rewrites the expected files.

mod support;

use pdll_core::build::Config;
use std::path::Path;

#[test]
fn generated_code_matches_golden_files() {
    support::check_each(&support::corpus("tests/codegen", "pdll"), |file| {
        let generated = Config::new()
            .generate(file, "Patterns")
            .unwrap_or_else(|e| panic!("{e}\n{}", e.rendered))
            .code;
        // The output must be valid Rust, whatever the expected file says.
        if let Err(e) = syn::parse_file(&generated) {
            panic!("output does not parse: {e}");
        }
        support::expect_beside(file, "rs.expected").assert_eq(&generated);
    });
}

#[test]
fn output_is_deterministic() {
    let file = Path::new("tests/codegen/simple.pdll");
    let a = Config::new().generate(file, "P").unwrap().code;
    let b = Config::new().generate(file, "P").unwrap().code;
    assert_eq!(a, b);
}

#[test]
fn deep_blocks_are_outlined_into_helpers() {
    use pdll_core::codegen::{Options, SetDecl};
    let file = Path::new("tests/codegen/shapes.pdll");
    let mut sources = pdll_core::source::SourceMap::new();
    let (module, diags) = pdll_core::syntax::parse_file(file, &Default::default(), &mut sources);
    let module = module.unwrap_or_else(|| panic!("{diags:?}"));
    let set = SetDecl::named("P").unwrap();
    let gen = |max_nesting| {
        let options = Options {
            max_nesting,
            ..Options::default()
        };
        let tokens = pdll_core::driver::compile_module(&set, &module, &options, &sources).unwrap();
        pdll_core::codegen::format::format_file(tokens).unwrap()
    };
    let flat = gen(0);
    let outlined = gen(1);
    assert!(!flat.contains("fn match_part_"), "{flat}");
    let helpers = outlined.matches("fn match_part_").count();
    assert!(helpers >= 3, "{outlined}");
    // Every helper is called.
    for i in 0..helpers {
        assert!(
            outlined.contains(&format!("self.match_part_{i}(")),
            "{outlined}"
        );
    }
}
