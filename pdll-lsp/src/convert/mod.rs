//! Everything the features answer, as the protocol has it: the one place that turns
//! compiler spans into ranges and locations, the features' results into `lsp_types`
//! results, and the editor's positions into byte offsets (as rust-analyzer's
//! `to_proto` and `from_proto`). The features work in byte offsets and spans, and know
//! nothing of lines, UTF-16 columns or URIs.
//!
//! The server calls a feature, then the converter of its result: `diagnostics` (and
//! the quick fixes of `code_actions`), `hints` (hovers, completions, signature help,
//! inlay hints), `navigation` (definitions, references, the outline), `semantic`
//! (semantic tokens and their legend).

mod diagnostics;
mod hints;
mod navigation;
mod semantic;

pub use diagnostics::{code_actions, diagnostics};
pub use hints::{completions, hover, inlay_hints, signature_help};
pub use navigation::{definition, document_symbols, references};
pub use semantic::{semantic_legend, semantic_tokens};

use crate::analysis::Analysis;
use crate::document::Document;
use crate::line_index::LineIndex;
use lsp_types::{Location, Position, Range, Url};
use pdll_core::source::{FileId, Span};

/// The range of `span` in its file.
pub fn range(analysis: &Analysis, span: Span) -> Range {
    let text = analysis.text(span.file);
    let lines = LineIndex::new(text);
    Range::new(
        lines.position(text, span.start as usize),
        lines.position(text, span.end as usize),
    )
}

/// The URI of `file`: the document's own for its main file, else the file's path.
pub fn uri(analysis: &Analysis, file: FileId, main_uri: &Url) -> Option<Url> {
    if file == analysis.main {
        return Some(main_uri.clone());
    }
    let path = analysis.sources.get(file)?.path.as_ref()?;
    let absolute = std::path::absolute(path).ok()?;
    Url::from_file_path(absolute).ok()
}

/// The location of `span`.
pub fn location(analysis: &Analysis, span: Span, main_uri: &Url) -> Option<Location> {
    Some(Location::new(
        uri(analysis, span.file, main_uri)?,
        range(analysis, span),
    ))
}

/// The byte offset in `doc` of the editor's `position` (see [`LineIndex::offset`]).
pub fn offset(doc: &Document, position: Position) -> u32 {
    doc.lines.offset(&doc.text, position) as u32
}
