//! PDLL source to AST: tokens (from a proc-macro2 token stream or a file) and the grammar.
//!
//! Entry points: [`parse_file`] (a `.pdll` file and its includes), [`parse_str`] (a
//! text, as if read from a file) and [`parse_tokens`] (the `pdll!` macro input). Each
//! returns the module, or `None` when there was any error, and every diagnostic found
//! (one run reports every independent syntax error). Spans of file input are
//! registered in this thread's [`SourceMap`], which renders the diagnostics.
//!
//! # Differences from MLIR's PDLL lexer
//!
//! Both entry points go through Rust's tokenizer (proc-macro2), so a `.pdll` file is
//! read the way the `pdll!` macro reads its input (see [`token`] for the details):
//! - strings use Rust's escapes (`\n`, `\t`, `\\`, `\"`, `\x7F`, `\u{..}`) and may be
//!   raw (`r"..."`); PDLL's `\XX` hex escapes are an error with a hint;
//! - `/* */` block comments are accepted, `'` is not (it starts a Rust character
//!   literal or lifetime), and delimiters must balance across the whole file;
//! - code blocks `[{ ... }]` hold Rust tokens, not C++ text;
//! - `>=` written without a space right after a type constraint (`Value<t>= x`) is the
//!   `>=` operator: write `Value<t> = x`;
//! - delimiters nest at most [`token::MAX_NESTING`] deep, and chains of operators at
//!   most 256 long, so that no input can overflow the stack.
//!
//! ```
//! use pdll_core::syntax::{parse_str, ParseOptions};
//! let (module, diags) = parse_str("example.pdll", "Pattern => erase op<test.op>;", &ParseOptions::default());
//! assert!(diags.is_empty());
//! assert_eq!(module.unwrap().items.len(), 1);
//! ```

pub mod ast;
pub mod delimiters;
pub mod grammar;
mod include;
pub mod print;
pub mod source_map;
pub mod span;
pub mod token;

pub use include::ParseOptions;
pub use source_map::SourceMap;
pub use span::{FileId, Span};

use crate::diag::Diagnostic;
use std::path::Path;

/// Parses a `.pdll` file and everything it includes.
pub fn parse_file(path: &Path, options: &ParseOptions) -> (Option<ast::Module>, Vec<Diagnostic>) {
    include::Loader::new(options).run_file(path)
}

/// Parses a text as if it were the file `name` (includes are resolved relative to
/// `name`'s directory, then the include directories).
pub fn parse_str(
    name: &str,
    text: &str,
    options: &ParseOptions,
) -> (Option<ast::Module>, Vec<Diagnostic>) {
    include::Loader::new(options).run_text(name, text)
}

/// Parses the tokens given to the `pdll!` macro (includes are resolved relative to
/// [`ParseOptions::base_dir`], then the include directories).
pub fn parse_tokens(
    tokens: proc_macro2::TokenStream,
    options: &ParseOptions,
) -> (Option<ast::Module>, Vec<Diagnostic>) {
    include::Loader::new(options).run_tokens(tokens)
}
