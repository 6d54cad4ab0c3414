//! Parse errors with a source position.

use std::fmt;

/// An error in MLIR text: a message and where it occurred.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ParseError {
    /// Byte offset in the source.
    pub offset: usize,
    /// 1-based line.
    pub line: u32,
    /// 1-based column (in bytes).
    pub col: u32,
    /// What is wrong.
    pub message: String,
}

impl ParseError {
    /// An error at byte `offset` of `src`; computes line and column.
    pub fn new(src: &str, offset: usize, message: impl Into<String>) -> Self {
        let offset = offset.min(src.len());
        let before = &src.as_bytes()[..offset];
        let line = before.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let col = (offset - line_start) as u32 + 1;
        ParseError {
            offset,
            line,
            col,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_and_column() {
        let e = ParseError::new("ab\ncd", 4, "bad");
        assert_eq!((e.line, e.col), (2, 2));
        assert_eq!(e.to_string(), "2:2: bad");
        assert_eq!(ParseError::new("", 9, "x").offset, 0);
    }
}
