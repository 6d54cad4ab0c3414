//! The arguments shared by the commands that read a pattern file (`check`, `emit`,
//! `apply`), and those of `lsp`.

use clap::Args;
use std::path::PathBuf;

/// `[-I DIR]... FILE.pdll`.
#[derive(Args, Debug, Default, PartialEq)]
pub struct PdllFileArgs {
    /// The pattern file.
    #[arg(value_name = "FILE.pdll")]
    pub file: PathBuf,
    /// Adds a directory to search for `#include`d files (repeatable; searched in
    /// order, after the including file's directory).
    #[arg(short = 'I', value_name = "DIR")]
    pub include_dirs: Vec<PathBuf>,
}

/// `pdll lsp [--stdio]`.
#[derive(Args, Debug, Default, PartialEq)]
pub struct LspArgs {
    /// Talks over standard input and output (the only transport, and the default;
    /// accepted because editors pass it).
    #[arg(long)]
    pub stdio: bool,
}
