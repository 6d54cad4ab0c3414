//! An open document: its text as the editor has it, kept in step with incremental
//! changes.

use crate::line_index::LineIndex;
use lsp_types::TextDocumentContentChangeEvent;

/// The editor's text of one file.
#[derive(Clone, Debug)]
pub struct Document {
    /// The text.
    pub text: String,
    /// The version the editor gave with the last change.
    pub version: i32,
    /// Line starts of `text`.
    pub lines: LineIndex,
}

impl Document {
    /// A document opened with `text`.
    pub fn new(text: String, version: i32) -> Document {
        let lines = LineIndex::new(&text);
        Document {
            text,
            version,
            lines,
        }
    }

    /// Applies the changes of one `didChange`, in order: a change with a range
    /// replaces that range, one without replaces the whole text.
    pub fn apply(&mut self, changes: Vec<TextDocumentContentChangeEvent>, version: i32) {
        for change in changes {
            match change.range {
                Some(range) => {
                    let start = self.lines.offset(&self.text, range.start);
                    let end = self.lines.offset(&self.text, range.end).max(start);
                    self.text.replace_range(start..end, &change.text);
                }
                None => self.text = change.text,
            }
            self.lines = LineIndex::new(&self.text);
        }
        self.version = version;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use lsp_types::{Position, Range};

    fn change(
        range: Option<((u32, u32), (u32, u32))>,
        text: &str,
    ) -> TextDocumentContentChangeEvent {
        TextDocumentContentChangeEvent {
            range: range.map(|(a, b)| Range::new(Position::new(a.0, a.1), Position::new(b.0, b.1))),
            range_length: None,
            text: text.to_owned(),
        }
    }

    #[test]
    fn incremental_changes_apply_in_order() {
        let mut doc = Document::new("let x;\nerase y;\n".into(), 1);
        doc.apply(
            vec![
                change(Some(((1, 6), (1, 7))), "x"),
                change(Some(((0, 4), (0, 5))), "xx"),
                change(Some(((2, 0), (2, 0))), "// end\n"),
            ],
            2,
        );
        assert_eq!(doc.text, "let xx;\nerase x;\n// end\n");
        assert_eq!(doc.version, 2);
        doc.apply(vec![change(None, "all new")], 3);
        assert_eq!(doc.text, "all new");
    }
}
