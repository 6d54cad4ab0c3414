//! The server's extensions of the protocol: the `pdll/viewOutput` request (as an
//! `lsp_types` request type, for the dispatcher and for clients written in Rust) and
//! the command that does the same. What they answer is `features::output`'s.

use crate::features::output::OutputKind;
use serde::{Deserialize, Serialize};

/// The method name of the request.
pub const VIEW_OUTPUT: &str = "pdll/viewOutput";

/// The command that does what the `pdll/viewOutput` request does, for clients that
/// only send standard requests (arguments: the document's URI and `pdl`, `tree` or
/// `rust`).
pub const VIEW_OUTPUT_COMMAND: &str = "pdll.viewOutput";

/// The `pdll/viewOutput` request.
pub enum ViewOutput {}

impl lsp_types::request::Request for ViewOutput {
    type Params = ViewOutputParams;
    type Result = ViewOutputResult;
    const METHOD: &'static str = VIEW_OUTPUT;
}

/// The parameters of `pdll/viewOutput`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ViewOutputParams {
    /// The document.
    pub uri: lsp_types::Url,
    /// What to show.
    pub kind: OutputKind,
}

/// The result of `pdll/viewOutput`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ViewOutputResult {
    /// The text, or the rendered diagnostics when the document has errors.
    pub output: String,
}
