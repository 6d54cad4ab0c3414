//! pdll-macros: the `pdll!` procedural macro (thin: tokens in, pdll-core, tokens out).
//!
//! Use it through the facade crate: `pdll::pdll! { pub struct MyPatterns; ... }`.
#![deny(missing_docs)]

use proc_macro::TokenStream;

/// Compiles PDLL patterns into a Rust pattern set.
///
/// ```ignore
/// pdll::pdll! {
///     /// Folds and cleanups.
///     pub struct MyPatterns;
///
///     Pattern EraseDead => erase op<test.dead>;
/// }
/// let mut ctx = pdll::runtime::Context::new();
/// let patterns = MyPatterns::new(&mut ctx);
/// ```
///
/// The input is the set's declaration (any visibility and outer attributes), then PDLL.
/// `#include` paths are relative to the crate's manifest directory. Options go in a
/// `#[pdll(...)]` attribute on the declaration: `trace` makes the set print every match
/// and rewrite to stderr; `max_nesting = N` outlines matcher blocks nested deeper than
/// `N` into helper methods (for testing; the default suits any tree); `crate = "path"`
/// makes generated code name the runtime by `path` instead of `::pdll::runtime`
/// (`"pdll_runtime"` without the facade, or an alias in scope). Every error is a
/// `compile_error!` at the offending tokens; the macro never panics (a bug in the
/// compiler becomes a compile error saying so). See `pdll_core::codegen` for what is
/// generated and for the signatures of native constraints and rewrites.
#[proc_macro]
pub fn pdll(input: TokenStream) -> TokenStream {
    let input = proc_macro2::TokenStream::from(input);
    let parse = pdll_core::syntax::ParseOptions {
        include_dirs: Vec::new(),
        base_dir: std::env::var_os("CARGO_MANIFEST_DIR").map(Into::into),
    };
    let options = pdll_core::codegen::Options::default();
    let expanded = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        pdll_core::driver::expand_macro(input, &parse, &options)
    }));
    match expanded {
        Ok(tokens) => tokens.into(),
        Err(payload) => {
            let why = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            let message = format!(
                "internal error: the PDLL compiler panicked ({why}); this is a bug in pdll-rs, please report it"
            );
            quote::quote!(::core::compile_error!(#message);).into()
        }
    }
}
