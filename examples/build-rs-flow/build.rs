//! Compiles `patterns/rules.pdll` (and the files it includes) into
//! `$OUT_DIR/rules.rs`, the pattern set `Rules`. One call does it all: it prints
//! `cargo:rerun-if-changed` for every PDLL file involved, and on an error prints the
//! diagnostics with source snippets and fails the build.

fn main() {
    pdll_core::build::compile("patterns/rules.pdll", "Rules");
}
