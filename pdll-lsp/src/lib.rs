//! pdll-lsp: the language server of pdll-rs, run by `pdll lsp` over standard input and
//! output.
//!
//! Built on `lsp-server` (the JSON-RPC transport and message loop of rust-analyzer)
//! and `lsp-types` (the protocol's types). The compiler does the work: each change
//! re-runs the front end on the document (module `analysis`), whose
//! [`Index`](pdll_core::sema::index::Index) of definitions, uses and types answers
//! the requests (module `features`). A document that does not parse still gets answers for
//! the parts that do, from the module the parser recovers.
//!
//! | feature | request |
//! |---|---|
//! | diagnostics (errors; warnings of the compiler too) | `textDocument/publishDiagnostics`, on open and on every change |
//! | hover: signatures, types, op names (with ODS data from the `.td` files the document includes) | `textDocument/hover` |
//! | go to definition (across `#include`), find references (across open documents) | `textDocument/definition`, `textDocument/references` |
//! | outline | `textDocument/documentSymbol` |
//! | completion, signature help, inlay hints of inferred `let` types | `textDocument/completion`, `textDocument/signatureHelp`, `textDocument/inlayHint` |
//! | semantic tokens | `textDocument/semanticTokens/full` |
//! | quick fixes: a missing `;`, declaring an unknown native | `textDocument/codeAction` |
//! | the PDL, matcher tree or Rust of the file | `pdll/viewOutput` (or the command `pdll.viewOutput`) |
//!
//! Text sync is incremental; an `#include`d file that is open in the editor is read
//! from the editor, and the documents that include it are checked again when it
//! changes.
#![deny(missing_docs)]

mod analysis;
mod convert;
mod document;
mod features;
mod line_index;
mod lsp_ext;
mod ops;
mod server;

pub use features::output::OutputKind;
pub use lsp_ext::{ViewOutput, ViewOutputParams, ViewOutputResult};
pub use server::{InitializationOptions, Server};

use lsp_server::{Connection, Message};
use pdll_core::syntax::ParseOptions;
use std::error::Error;

/// The error type of the message loop (a broken connection, a malformed message).
pub type LoopError = Box<dyn Error + Send + Sync>;

/// Serves one client over standard input and output until it exits.
pub fn run_stdio() -> Result<(), LoopError> {
    let (connection, io_threads) = Connection::stdio();
    run(&connection)?;
    drop(connection);
    io_threads.join()?;
    Ok(())
}

/// Serves one client over `connection`: the initialize handshake, then every message
/// until `shutdown` and `exit`.
pub fn run(connection: &Connection) -> Result<(), LoopError> {
    let capabilities = serde_json::to_value(Server::capabilities())?;
    let init = connection.initialize(capabilities)?;
    let options: InitializationOptions = init
        .get("initializationOptions")
        .cloned()
        .and_then(|o| serde_json::from_value(o).ok())
        .unwrap_or_default();
    let mut server = Server::new(ParseOptions {
        include_dirs: options.include_dirs,
        base_dir: None,
    });
    for message in &connection.receiver {
        match message {
            Message::Request(req) => {
                if connection.handle_shutdown(&req)? {
                    return Ok(());
                }
                connection.sender.send(server.handle_request(req).into())?;
            }
            Message::Notification(n) => {
                if n.method == "exit" {
                    return Ok(());
                }
                for out in server.handle_notification(n) {
                    connection.sender.send(out.into())?;
                }
            }
            Message::Response(_) => {}
        }
        if connection.receiver.is_empty() {
            for out in server.run_deferred() {
                connection.sender.send(out.into())?;
            }
        }
    }
    Ok(())
}
