//! Generated code grows at most linearly with the number of patterns (a little less:
//! the set's fixed part, and a few hundred bytes per pattern of tables), and big sets compile
//! (front end, tree, codegen, formatting) quickly.

use pdll_core::codegen::{format::format_file, Options, SetDecl};
use std::time::Instant;

fn source(n: usize) -> String {
    let mut src = String::new();
    for i in 0..n {
        src.push_str(&format!(
            "Pattern P{i} with benefit({b}) {{\n  let root = op<test.op{i}>(x: Value) {{k = attr<\"{i} : i64\">}};\n  replace root with op<test.new{i}>(x);\n}}\n",
            b = i % 7
        ));
    }
    src
}

fn generate(n: usize) -> String {
    let mut sources = pdll_core::source::SourceMap::new();
    let (module, diags) =
        pdll_core::syntax::parse_str("scale.pdll", &source(n), &Default::default(), &mut sources);
    let module = module.unwrap_or_else(|| panic!("{diags:?}"));
    let set = SetDecl::named("Big").unwrap();
    let tokens =
        pdll_core::driver::compile_module(&set, &module, &Options::default(), &sources).unwrap();
    format_file(tokens).unwrap()
}

#[test]
fn size_is_linear_in_the_number_of_patterns() {
    let start = Instant::now();
    let small = generate(100);
    let big = generate(1000);
    let elapsed = start.elapsed();
    let ratio = big.len() as f64 / small.len() as f64;
    eprintln!(
        "100 patterns: {} bytes; 1000 patterns: {} bytes (ratio {ratio:.2}); both in {elapsed:?}",
        small.len(),
        big.len()
    );
    assert!((6.0..11.5).contains(&ratio), "ratio {ratio}");
    // The root dispatch of many distinct names is one table lookup.
    assert_eq!(big.matches(".tables[0]").count(), 1, "one op-name table");
    assert!(!big.contains(".tables[1]"), "one op-name table");
}

/// Ten thousand patterns: the whole pipeline still runs, and the code stays linear in
/// size (time is printed; run with `--release --ignored --nocapture` for the figure).
#[test]
#[ignore = "takes seconds in debug builds; run with --release --ignored"]
fn ten_thousand_patterns_compile_linearly() {
    let start = Instant::now();
    let thousand = generate(1_000);
    let mid = start.elapsed();
    let ten_thousand = generate(10_000);
    let end = start.elapsed() - mid;
    let ratio = ten_thousand.len() as f64 / thousand.len() as f64;
    eprintln!(
        "1,000 patterns in {mid:?} ({} bytes); 10,000 in {end:?} ({} bytes, ratio {ratio:.2})",
        thousand.len(),
        ten_thousand.len()
    );
    assert!((6.0..11.5).contains(&ratio), "ratio {ratio}");
    assert!(
        end.as_secs_f64() < 20.0 * mid.as_secs_f64().max(0.05),
        "10x the patterns took {end:?} against {mid:?}: not linear"
    );
}

/// The build helper's output (tables of many rows written as text, comments) is the
/// macro's code.
#[test]
fn big_tables_written_as_text_are_the_macros_tables() {
    let mut sources = pdll_core::source::SourceMap::new();
    let (module, diags) = pdll_core::syntax::parse_str(
        "scale.pdll",
        &source(300),
        &Default::default(),
        &mut sources,
    );
    let module = module.unwrap_or_else(|| panic!("{diags:?}"));
    let set = SetDecl::named("Big").unwrap();
    let gen = |comments| {
        let options = Options {
            comments,
            ..Options::default()
        };
        pdll_core::driver::compile_module(&set, &module, &options, &sources).unwrap()
    };
    let file = format_file(gen(true)).unwrap();
    assert!(!file.contains("__pdll_"), "a marker is left");
    // Both printed by prettyplease alone (comments and the tables' layout aside).
    let print = |f: syn::File| format_file(quote::ToTokens::to_token_stream(&f)).unwrap();
    let from_file = print(syn::parse_file(&file).unwrap());
    let from_macro = print(syn::parse2(gen(false)).unwrap());
    assert_eq!(from_file, from_macro);
}
