//! The compile-fail suite of the `pdll!` macro: every file in `ui/` must fail to
//! compile with exactly the diagnostics of its `.stderr` file (front-end errors as
//! `compile_error!`s at the PDLL tokens, rustc errors for wrong native signatures and
//! inside native bodies). Regenerate the `.stderr` files with `TRYBUILD=overwrite`.

#[test]
fn ui() {
    // The `.td` files of the ODS cases (`include_td*.rs`) are found through the
    // include path the macro reads.
    let td = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../pdll-core/tests/td");
    std::env::set_var("PDLL_INCLUDE_PATH", td);
    let cases = trybuild::TestCases::new();
    cases.compile_fail("ui/*.rs");
}
