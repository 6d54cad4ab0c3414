//! [`SourceMap`]: the texts a caller parsed, so that a [`Span`] can be turned into a
//! file name, a line and a column, and a diagnostic can show a source snippet.
//!
//! The caller owns the map and passes it to whatever registers or reads sources; any
//! number of maps can live side by side (a language server keeps one per open
//! document). A [`FileId`] indexes the map that returned it.

use super::span::{FileId, Span};
use std::path::{Path, PathBuf};

/// What the text of a registered source is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SourceKind {
    /// The text of a file, as the user wrote it: spans have lines, columns and
    /// snippets.
    File,
    /// Tokens that came without byte offsets of their own (the `pdll!` macro input,
    /// or a file tokenized inside a procedural macro), laid out one after another with
    /// a space between them. Spans index this text, which keeps them ordered, but the
    /// user never wrote it: it has no lines or columns to show, and the tokens'
    /// proc-macro spans say where they are.
    Tokens,
}

/// One registered source text.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The name shown in diagnostics (usually the path as given).
    pub name: String,
    /// The path the text was read from, if any.
    pub path: Option<PathBuf>,
    /// Whether the text is a file's or a layout of tokens.
    pub kind: SourceKind,
    /// The whole text.
    pub text: String,
    /// Byte offset of the start of each line.
    line_starts: Vec<usize>,
}

impl SourceFile {
    fn new(name: String, path: Option<PathBuf>, kind: SourceKind, text: String) -> SourceFile {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        SourceFile {
            name,
            path,
            kind,
            text,
            line_starts,
        }
    }

    /// The 1-based line and column (in characters) of a byte offset. Offsets past the
    /// end, or inside a character, are clamped.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let offset = offset.min(self.text.len());
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.line_starts[line];
        let col = self
            .text
            .get(start..offset)
            .map_or(offset - start, |s| s.chars().count());
        (line + 1, col + 1)
    }
}

/// A resolved position: file name, 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The file's display name.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
}

/// The sources registered by one caller: each text parsed (a file, an included file,
/// a layout of macro tokens), indexed by the [`FileId`] it got here.
///
/// The caller owns the map and passes it to whatever registers or reads sources; any
/// number of maps can live side by side in one thread (a language server keeps one
/// per open document), and dropping a map frees its texts.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Registers the text of a file and returns its id.
    pub fn add_file(&mut self, name: impl Into<String>, path: Option<&Path>, text: &str) -> FileId {
        self.push(SourceFile::new(
            name.into(),
            path.map(Path::to_path_buf),
            SourceKind::File,
            text.to_owned(),
        ))
    }

    /// Registers a layout of tokens ([`SourceKind::Tokens`]) that `lay_out` writes,
    /// given the id the source will have (tokens are laid out while they are read, so
    /// their spans name the source before its text is complete). Returns what
    /// `lay_out` returns.
    pub fn add_tokens<R>(
        &mut self,
        name: impl Into<String>,
        lay_out: impl FnOnce(FileId, &mut String) -> R,
    ) -> R {
        let mut text = String::new();
        let result = lay_out(self.next_id(), &mut text);
        self.push(SourceFile::new(name.into(), None, SourceKind::Tokens, text));
        result
    }

    fn push(&mut self, file: SourceFile) -> FileId {
        let id = self.next_id();
        self.files.push(file);
        id
    }

    /// The id the next registered source gets.
    fn next_id(&self) -> FileId {
        let id = u32::try_from(self.files.len()).expect("fewer than 2^32 sources");
        assert!(id != FileId::NONE.0, "too many sources in one map");
        FileId(id)
    }

    /// The source with this id, if it is registered here.
    pub fn get(&self, file: FileId) -> Option<&SourceFile> {
        self.files.get(file.0 as usize)
    }

    /// All sources, in registration order (the index is the [`FileId`]).
    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), f))
    }

    /// Where a span starts, when it is in a registered file ([`SourceKind::File`]).
    pub fn location(&self, span: Span) -> Option<Location> {
        let file = self.get(span.file).filter(|f| f.kind == SourceKind::File)?;
        let (line, column) = file.line_col(span.start as usize);
        Some(Location {
            file: file.name.clone(),
            line,
            column,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn span(file: FileId, start: u32, end: u32) -> Span {
        let call_site = proc_macro2::Span::call_site();
        Span::at(call_site, call_site, file, start, end)
    }

    #[test]
    fn lines_and_columns() {
        let mut map = SourceMap::new();
        let id = map.add_file("a.pdll", None, "ab\ncdé\n\nx");
        let f = map.get(id).unwrap();
        assert_eq!(f.line_col(0), (1, 1));
        assert_eq!(f.line_col(1), (1, 2));
        assert_eq!(f.line_col(3), (2, 1));
        assert_eq!(f.line_col(7), (2, 4)); // after the two-byte é
        assert_eq!(f.line_col(8), (3, 1));
        assert_eq!(f.line_col(9), (4, 1));
        assert_eq!(f.line_col(100), (4, 2));
        let loc = map.location(span(id, 4, 5)).unwrap();
        assert_eq!((loc.file.as_str(), loc.line, loc.column), ("a.pdll", 2, 2));
        assert!(map.location(Span::call_site()).is_none());
    }

    #[test]
    fn maps_in_one_thread_are_independent() {
        let mut a = SourceMap::new();
        let mut b = SourceMap::new();
        let in_a = a.add_file("a.pdll", None, "first\nsecond");
        let in_b = b.add_file("b.pdll", None, "only");
        let in_a2 = a.add_file("a2.pdll", None, "x\ny\nz");
        // Each map numbers its own sources from 0.
        assert_eq!((in_a, in_b, in_a2), (FileId(0), FileId(0), FileId(1)));
        assert_eq!(a.get(in_a).unwrap().text, "first\nsecond");
        assert_eq!(b.get(in_b).unwrap().text, "only");
        assert!(b.get(in_a2).is_none());
        let la = a.location(span(in_a, 6, 7)).unwrap();
        let lb = b.location(span(in_b, 2, 3)).unwrap();
        assert_eq!((la.file.as_str(), la.line, la.column), ("a.pdll", 2, 1));
        assert_eq!((lb.file.as_str(), lb.line, lb.column), ("b.pdll", 1, 3));
        assert_eq!(a.files().count(), 2);
        assert_eq!(b.files().count(), 1);
        // Dropping one map leaves the other whole.
        drop(b);
        assert_eq!(a.location(span(in_a2, 4, 5)).unwrap().line, 3);
    }

    #[test]
    fn token_layouts_have_no_location() {
        let mut map = SourceMap::new();
        map.add_file("before.pdll", None, "");
        let id = map.add_tokens("macro input", |id, text| {
            text.push_str("Pattern => erase x ;");
            id
        });
        assert_eq!(id, FileId(1));
        let file = map.get(id).unwrap();
        assert_eq!((file.kind, &file.text[8..10]), (SourceKind::Tokens, "=>"));
        assert!(map.location(span(id, 8, 10)).is_none());
    }
}
