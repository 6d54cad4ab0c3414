//! Byte offsets to LSP positions and back.
//!
//! The compiler's spans are byte offsets; the protocol speaks of lines and UTF-16 code
//! units (its default position encoding, the one every client supports).

use lsp_types::Position;

/// The line starts of a text, for converting positions.
#[derive(Clone, Debug)]
pub struct LineIndex {
    /// Byte offset of each line's first character.
    starts: Vec<usize>,
}

impl LineIndex {
    /// Indexes `text`.
    pub fn new(text: &str) -> LineIndex {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        LineIndex { starts }
    }

    /// The position of byte `offset` (clamped to the text, and back to a character
    /// boundary).
    pub fn position(&self, text: &str, offset: usize) -> Position {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&s| s <= offset) - 1;
        let start = self.starts[line];
        let character = text[start..offset].encode_utf16().count();
        Position::new(line as u32, character as u32)
    }

    /// The byte offset of `position` (a position past the end of its line is the end
    /// of the line; past the last line, the end of the text).
    pub fn offset(&self, text: &str, position: Position) -> usize {
        let Some(&start) = self.starts.get(position.line as usize) else {
            return text.len();
        };
        let end = self
            .starts
            .get(position.line as usize + 1)
            .map_or(text.len(), |&next| next - 1);
        let mut units = 0u32;
        for (i, c) in text[start..end].char_indices() {
            if units >= position.character {
                return start + i;
            }
            units += c.len_utf16() as u32;
        }
        end
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_utf16_units() {
        let text = "ab\nxé𝄞z\n";
        let index = LineIndex::new(text);
        assert_eq!(index.position(text, 0), Position::new(0, 0));
        assert_eq!(index.position(text, 3), Position::new(1, 0));
        let z = text.find('z').unwrap();
        // `é` is one unit, `𝄞` two.
        assert_eq!(index.position(text, z), Position::new(1, 4));
        assert_eq!(index.offset(text, Position::new(1, 4)), z);
        assert_eq!(index.offset(text, Position::new(1, 99)), z + 1);
        assert_eq!(index.offset(text, Position::new(9, 0)), text.len());
        assert_eq!(index.position(text, text.len()), Position::new(2, 0));
    }
}
