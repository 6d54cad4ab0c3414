//! Compiles `patterns/rules.pdll` (and the files it includes) into
//! `$OUT_DIR/rules.rs`, the pattern set `Rules`. One call does it all: it prints
//! `cargo:rerun-if-changed` for every PDLL file involved, and on an error prints the
//! diagnostics with source snippets and fails the build.
//!
//! It also embeds MLIR's `arith` and `func` dialects (their op definitions and syntax,
//! from MLIR's ODS) into `$OUT_DIR/dialects.rs`, so that the program reads their custom
//! form with no `.td` file on its machine. A machine without MLIR's include tree
//! builds the example without them (cfg `embedded_dialects` unset).

fn main() {
    pdll_core::build::compile("patterns/rules.pdll", "Rules");
    println!("cargo::rustc-check-cfg=cfg(embedded_dialects)");
    match pdll_core::build::Config::new().try_embed_dialects(&["arith", "func"], "dialects") {
        Ok(_) => println!("cargo:rustc-cfg=embedded_dialects"),
        Err(e) => println!("cargo:warning=MLIR dialects not embedded: {}", e.summary),
    }
}
