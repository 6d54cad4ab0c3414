//! Source positions carried by every token, AST node and diagnostic.

use std::fmt;

/// Identifies one source text registered in the [`SourceMap`](super::SourceMap).
///
/// [`FileId::TOKENS`] stands for a token stream that has no file behind it (the input
/// of the `pdll!` macro): its spans are only meaningful as `proc_macro2` spans.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

impl FileId {
    /// The id used for tokens that do not come from a registered file.
    pub const TOKENS: FileId = FileId(u32::MAX);

    /// True when the span belongs to a registered file (so it has text, line and column).
    pub fn is_file(self) -> bool {
        self != FileId::TOKENS
    }
}

impl fmt::Debug for FileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_file() {
            write!(f, "file{}", self.0)
        } else {
            f.write_str("tokens")
        }
    }
}

/// A range of source: the `proc_macro2` spans of its first and last token (so a macro
/// can point `compile_error!` at exactly those tokens, even on stable Rust where spans
/// cannot be joined) plus the file and byte range (so a file diagnostic can show a
/// snippet).
#[derive(Clone, Copy)]
pub struct Span {
    /// Span of the first token of the range.
    pub lo: proc_macro2::Span,
    /// Span of the last token of the range.
    pub hi: proc_macro2::Span,
    /// The file the range is in.
    pub file: FileId,
    /// Byte offset of the start of the range in its file. For [`FileId::TOKENS`]
    /// (macro input, which has no reliable byte offsets) the index of the first token.
    pub start: u32,
    /// Byte offset one past the end of the range in its file (for
    /// [`FileId::TOKENS`]: one past the index of the last token).
    pub end: u32,
}

impl Span {
    /// A span for one token.
    pub fn token(span: proc_macro2::Span, file: FileId) -> Span {
        let range = span.byte_range();
        Span {
            lo: span,
            hi: span,
            file,
            start: range.start as u32,
            end: range.end as u32,
        }
    }

    /// A span with no position (`Span::call_site()`, empty range). Used for nodes made up
    /// by the compiler, and as a last resort.
    pub fn call_site() -> Span {
        Span {
            lo: proc_macro2::Span::call_site(),
            hi: proc_macro2::Span::call_site(),
            file: FileId::TOKENS,
            start: 0,
            end: 0,
        }
    }

    /// The smallest span covering `self` and `other` (which should be later in the same
    /// file; otherwise `self` is returned unchanged).
    pub fn to(self, other: Span) -> Span {
        if other.file != self.file || other.end < self.start {
            return self;
        }
        Span {
            lo: self.lo,
            hi: other.hi,
            file: self.file,
            start: self.start,
            end: other.end.max(self.end),
        }
    }

    /// An empty span just after the end of `self` (for "expected `;`" errors).
    pub fn after(self) -> Span {
        Span {
            lo: self.hi,
            hi: self.hi,
            file: self.file,
            start: self.end,
            end: self.end,
        }
    }

    /// The byte range in the file, as a `Range`.
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

impl fmt::Debug for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:?}@{}..{}", self.file, self.start, self.end)
    }
}

/// Spans compare equal by position only (proc-macro spans have no equality).
impl PartialEq for Span {
    fn eq(&self, other: &Span) -> bool {
        self.file == other.file && self.start == other.start && self.end == other.end
    }
}

impl Eq for Span {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn to_covers_both_ends() {
        let a = Span {
            start: 2,
            end: 4,
            file: FileId(0),
            ..Span::call_site()
        };
        let b = Span {
            start: 7,
            end: 9,
            ..a
        };
        let c = a.to(b);
        assert_eq!((c.start, c.end), (2, 9));
        assert_eq!(c.after().range(), 9..9);
        // A span from another file does not extend the range.
        let other = Span {
            file: FileId(1),
            ..b
        };
        assert_eq!(a.to(other), a);
    }
}
