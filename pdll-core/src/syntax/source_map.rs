//! The texts of the files parsed in this thread, so a [`Span`] can be turned into a
//! file name, a line and a column, and a diagnostic can show a source snippet.
//!
//! Like `proc_macro2`'s own span table (which this mirrors), the registry is per
//! thread: spans only mean something in the thread that made them.

use super::span::{FileId, Span};
use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

/// One registered source text.
#[derive(Debug)]
pub struct SourceFile {
    /// The name shown in diagnostics (usually the path as given).
    pub name: String,
    /// The path the text was read from, if any.
    pub path: Option<PathBuf>,
    /// The whole text.
    pub text: String,
    /// Byte offset of the start of each line.
    line_starts: Vec<usize>,
}

impl SourceFile {
    fn new(name: String, path: Option<PathBuf>, text: String) -> SourceFile {
        let line_starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .collect();
        SourceFile {
            name,
            path,
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

thread_local! {
    static FILES: RefCell<Vec<Rc<SourceFile>>> = const { RefCell::new(Vec::new()) };
}

/// A snapshot of the files registered in this thread.
#[derive(Clone, Debug, Default)]
pub struct SourceMap {
    files: Vec<Rc<SourceFile>>,
}

impl SourceMap {
    /// Registers a text in this thread's registry and returns its id.
    pub fn register(name: impl Into<String>, path: Option<&Path>, text: &str) -> FileId {
        FILES.with(|files| {
            let mut files = files.borrow_mut();
            let id = FileId(files.len() as u32);
            files.push(Rc::new(SourceFile::new(
                name.into(),
                path.map(Path::to_path_buf),
                text.to_owned(),
            )));
            id
        })
    }

    /// Forgets every file registered in this thread, and proc-macro2's own span
    /// table, so that a long-running process (a fuzzer, a language server) does not
    /// keep every text it ever parsed. All spans made before in this thread become
    /// meaningless: drop every AST and diagnostic first. Not for use inside a
    /// procedural macro (proc-macro2 panics there).
    pub fn reset_thread() {
        FILES.with(|files| files.borrow_mut().clear());
        proc_macro2::extra::invalidate_current_thread_spans();
    }

    /// The files registered so far in this thread.
    pub fn current() -> SourceMap {
        FILES.with(|files| SourceMap {
            files: files.borrow().clone(),
        })
    }

    /// The file with this id, if it is registered.
    pub fn get(&self, file: FileId) -> Option<&SourceFile> {
        self.files.get(file.0 as usize).map(|f| &**f)
    }

    /// All files, in registration order (the index is the [`FileId`]).
    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), &**f))
    }

    /// Where a span starts, when it is in a registered file.
    pub fn location(&self, span: Span) -> Option<Location> {
        let file = self.get(span.file)?;
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

    #[test]
    fn lines_and_columns() {
        let id = SourceMap::register("a.pdll", None, "ab\ncdé\n\nx");
        let map = SourceMap::current();
        let f = map.get(id).unwrap();
        assert_eq!(f.line_col(0), (1, 1));
        assert_eq!(f.line_col(1), (1, 2));
        assert_eq!(f.line_col(3), (2, 1));
        assert_eq!(f.line_col(7), (2, 4)); // after the two-byte é
        assert_eq!(f.line_col(8), (3, 1));
        assert_eq!(f.line_col(9), (4, 1));
        assert_eq!(f.line_col(100), (4, 2));
        let span = Span {
            file: id,
            start: 4,
            end: 5,
            ..Span::call_site()
        };
        let loc = map.location(span).unwrap();
        assert_eq!((loc.file.as_str(), loc.line, loc.column), ("a.pdll", 2, 2));
        assert!(map.location(Span::call_site()).is_none());
    }
}
