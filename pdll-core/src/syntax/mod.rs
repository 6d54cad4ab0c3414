//! PDLL source to AST: tokens (from a proc-macro2 token stream or a file) and the grammar.
//!
//! Entry points: [`parse_file`] (a `.pdll` file and its includes), [`parse_str`] (a
//! text, as if read from a file) and [`parse_tokens`] (the `pdll!` macro input). Each
//! returns the module, or `None` when there was any error, and every diagnostic found
//! (one run reports every independent syntax error). Every text read (the file, its
//! includes, the laid-out macro tokens) is registered in the caller's [`SourceMap`],
//! which the spans index and which renders the diagnostics.
//!
//! # Differences from MLIR's PDLL lexer
//!
//! Both entry points read text as Rust's tokenizer (proc-macro2) does, so a `.pdll`
//! file is read the way the `pdll!` macro reads its input (see [`token`] for the
//! details; a file in the common subset is lexed directly, to the same tokens, and
//! the rest goes through proc-macro2):
//! - strings use Rust's escapes (`\n`, `\t`, `\\`, `\"`, `\x7F`, `\u{..}`) and may be
//!   raw (`r"..."`); PDLL's `\XX` hex escapes are an error with a hint;
//! - `/* */` block comments are accepted, `'` is not (it starts a Rust character
//!   literal or lifetime); an unbalanced delimiter in a file is reported by the
//!   grammar where it needed the closer (see `repair`);
//! - code blocks `[{ ... }]` hold Rust tokens, not C++ text;
//! - `>=` written without a space right after a type constraint (`Value<t>= x`) is the
//!   `>=` operator: write `Value<t> = x`;
//! - delimiters nest at most [`token::MAX_NESTING`] deep, and chains of operators at
//!   most 256 long, so that no input can overflow the stack.
//!
//! ```
//! use pdll_core::source::SourceMap;
//! use pdll_core::syntax::{parse_str, ParseOptions};
//! let mut sources = SourceMap::new();
//! let text = "Pattern => erase op<test.op>;";
//! let (module, diags) = parse_str("example.pdll", text, &ParseOptions::default(), &mut sources);
//! assert!(diags.is_empty());
//! assert_eq!(module.unwrap().items.len(), 1);
//! ```

pub mod ast;
pub mod delimiters;
mod fast_lex;
pub mod grammar;
mod include;
pub mod print;
mod repair;
mod scan;
pub mod token;

pub use include::{OpenFiles, ParseOptions, INCLUDE_PATH_VAR};

/// The text that starts a comment directive that silences warnings of the analysis
/// (`// pdll: allow(shadowed)`, see `crate::analysis`): the syntax keeps such comments
/// where they arrive as doc attributes, so it defines the text.
pub const ALLOW_DIRECTIVE: &str = "pdll: allow(";

use crate::diag::Diagnostic;
use crate::source::SourceMap;
use std::path::Path;

/// Parses a `.pdll` file and everything it includes, registering each in `sources`.
///
/// The module holds what parsed: with errors among the diagnostics it is what the
/// grammar recovered around them (enough to check what comes before the first error,
/// or for an editor), so check the diagnostics before compiling it. The same holds for
/// [`parse_str`] and [`parse_tokens`].
pub fn parse_file(
    path: &Path,
    options: &ParseOptions,
    sources: &mut SourceMap,
) -> (Option<ast::Module>, Vec<Diagnostic>) {
    include::Loader::new(options, sources).run_file(path)
}

/// Parses a text as if it were the file `name` (includes are resolved relative to the
/// including file's directory, then `name`'s directory, then the include directories).
/// The text and every included file are registered in `sources`.
pub fn parse_str(
    name: &str,
    text: &str,
    options: &ParseOptions,
    sources: &mut SourceMap,
) -> (Option<ast::Module>, Vec<Diagnostic>) {
    include::Loader::new(options, sources).run_text(name, text)
}

/// Parses a text as [`parse_str`] does, reading each included file from `open` when
/// it is there (keyed by canonical path) and from the disk otherwise: an editor passes
/// the files it has open, so that unsaved edits of an included file count.
pub fn parse_str_with_open_files(
    name: &str,
    text: &str,
    options: &ParseOptions,
    open: &OpenFiles,
    sources: &mut SourceMap,
) -> (Option<ast::Module>, Vec<Diagnostic>) {
    include::Loader::new(options, sources)
        .with_open_files(open)
        .run_text(name, text)
}

/// Parses the tokens given to the `pdll!` macro (includes are resolved relative to
/// the including file's directory, then [`ParseOptions::base_dir`], then the include
/// directories). The tokens are
/// registered in `sources` as a [`SourceKind::Tokens`](crate::source::SourceKind)
/// layout, the included files as files.
pub fn parse_tokens(
    tokens: proc_macro2::TokenStream,
    options: &ParseOptions,
    sources: &mut SourceMap,
) -> (Option<ast::Module>, Vec<Diagnostic>) {
    include::Loader::new(options, sources).run_tokens(tokens)
}

/// Forgets proc-macro2's own table of the texts it tokenized in this thread, so that a
/// long-running process (a fuzzer, a language server) does not keep every text it ever
/// parsed. The `lo`/`hi` proc-macro spans of every [`Span`](crate::source::Span) made
/// before in this thread become meaningless (their byte ranges and [`SourceMap`]s stay
/// valid). Not for use inside a procedural macro (proc-macro2 panics there).
pub fn forget_token_spans() {
    proc_macro2::extra::invalidate_current_thread_spans();
}
