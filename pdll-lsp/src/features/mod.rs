//! The answers to the editor's requests, one module per feature. Each takes the
//! [`Analysis`](crate::analysis::Analysis) of the document and a byte offset in it,
//! and answers in the compiler's terms: spans, byte offsets, text, and small enums of
//! its own for kinds. They know nothing of the protocol; [`convert`](crate::convert)
//! turns their results into `lsp_types` ones, and the editor's positions into offsets.

pub mod actions;
pub mod completion;
pub mod hover;
pub mod inlay;
pub mod navigation;
pub mod output;
pub mod semantic;
pub mod signature;
pub mod symbols;

/// The text before `offset` on its line.
pub(crate) fn line_before(text: &str, offset: usize) -> &str {
    let offset = offset.min(text.len());
    let start = text[..offset].rfind('\n').map_or(0, |i| i + 1);
    &text[start..offset]
}

/// True for the characters of a PDLL identifier.
pub(crate) fn is_ident_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

#[cfg(test)]
pub(crate) mod test_support {
    use crate::analysis::Analysis;
    use pdll_core::syntax::{OpenFiles, ParseOptions};

    /// Analyzes `text` with the cursor at `|` (removed); returns the analysis and the
    /// cursor's byte offset.
    pub fn at_cursor(text: &str) -> (Analysis, u32) {
        let offset = text.find('|').expect("a `|` marks the cursor");
        let text = text.replacen('|', "", 1);
        let a = Analysis::run(
            "test.pdll",
            &text,
            &ParseOptions::default(),
            &OpenFiles::new(),
        );
        (a, offset as u32)
    }
}
