//! [`Span`] and [`FileId`]: the position carried by every token, AST node and
//! diagnostic.

use std::fmt;

/// Identifies one source registered in a [`SourceMap`](super::SourceMap): the index
/// of the source in the map that registered it.
///
/// An id means something only together with its map; [`FileId::NONE`] is in no map.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

impl FileId {
    /// The id of spans that have no source at all (nodes made up by the compiler).
    pub const NONE: FileId = FileId(u32::MAX);
}

impl fmt::Debug for FileId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == FileId::NONE {
            f.write_str("none")
        } else {
            write!(f, "file{}", self.0)
        }
    }
}

/// A range of source.
///
/// `start..end` is always a byte range in the text of the source `file` (as
/// registered in the [`SourceMap`](super::SourceMap) that made `file`). For a `.pdll`
/// file that text is the file; for tokens with no byte offsets of their own (the
/// input of the `pdll!` macro) it is the text the parser lays them out in
/// ([`SourceKind::Tokens`](super::SourceKind::Tokens)), so spans of macro input are
/// ordered and nest like those of a file. A span in [`FileId::NONE`] is `0..0`.
///
/// Besides, a span keeps the `proc_macro2` spans of its first and last token, so the
/// macro can point `compile_error!` at exactly those tokens (even on stable Rust,
/// where spans cannot be joined).
#[derive(Clone, Copy)]
pub struct Span {
    /// Span of the first token of the range.
    pub lo: proc_macro2::Span,
    /// Span of the last token of the range.
    pub hi: proc_macro2::Span,
    /// The source the range is in.
    pub file: FileId,
    /// Byte offset of the start of the range in the text of `file`.
    pub start: u32,
    /// Byte offset one past the end of the range in the text of `file`.
    pub end: u32,
}

impl Span {
    /// A span for one token of `file`, at the byte range proc-macro2 reports for it
    /// (which is the right one only when proc-macro2 tokenized the text of `file`
    /// outside a procedural macro).
    pub fn token(span: proc_macro2::Span, file: FileId) -> Span {
        let range = span.byte_range();
        Span::at(span, span, file, range.start as u32, range.end as u32)
    }

    /// A span from its parts: the proc-macro spans of its first and last token, and
    /// its byte range in `file`.
    pub fn at(
        lo: proc_macro2::Span,
        hi: proc_macro2::Span,
        file: FileId,
        start: u32,
        end: u32,
    ) -> Span {
        Span {
            lo,
            hi,
            file,
            start,
            end,
        }
    }

    /// A span with no position (`Span::call_site()`, [`FileId::NONE`], empty range).
    /// Used for nodes made up by the compiler, and as a last resort.
    pub fn call_site() -> Span {
        Span {
            lo: proc_macro2::Span::call_site(),
            hi: proc_macro2::Span::call_site(),
            file: FileId::NONE,
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

    /// The byte range in the text of `file`, as a `Range`.
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

    fn bytes(file: FileId, start: u32, end: u32) -> Span {
        let call_site = proc_macro2::Span::call_site();
        Span::at(call_site, call_site, file, start, end)
    }

    #[test]
    fn to_covers_both_ends() {
        let a = bytes(FileId(0), 2, 4);
        let b = bytes(FileId(0), 7, 9);
        let c = a.to(b);
        assert_eq!((c.start, c.end), (2, 9));
        assert_eq!(c.after().range(), 9..9);
        // A span from another file does not extend the range.
        let other = bytes(FileId(1), 7, 9);
        assert_eq!(a.to(other), a);
        // Nor does one that ends before `self` starts.
        assert_eq!(b.to(a), b);
    }

    #[test]
    fn token_spans_are_byte_ranges() {
        // Outside a procedural macro proc-macro2 reports byte offsets into the text.
        let text = "ab  cdé x";
        let tokens: Vec<_> = text
            .parse::<proc_macro2::TokenStream>()
            .unwrap()
            .into_iter()
            .collect();
        let spans: Vec<_> = tokens
            .iter()
            .map(|t| Span::token(t.span(), FileId(3)).range())
            .collect();
        assert_eq!(spans, [0..2, 4..8, 9..10]);
        assert_eq!(&text[spans[1].clone()], "cdé");
    }

    #[test]
    fn call_site_has_no_source() {
        let s = Span::call_site();
        assert_eq!((s.file, s.range()), (FileId::NONE, 0..0));
        assert_eq!(format!("{s:?}"), "none@0..0");
    }
}
