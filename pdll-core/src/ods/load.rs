//! Reading a `.td` include: `pdll-tablegen` parses and evaluates the file and its
//! includes, [`from_records`](super::from_records) converts the records, and every
//! `.td` file read is registered in the caller's [`SourceMap`] so that diagnostics
//! (TableGen's errors, notes at an op's definition) point into it.

use super::from_records::{convert, Converted};

use crate::diag::{Diagnostic, Label};
use crate::source::{FileId, SourceMap, Span};
use pdll_tablegen::{Loader, Loc, Mark, RecordKeeper, TdError};
use std::path::{Path, PathBuf};

/// Loads the `.td` includes of one PDLL program (parsed files are cached for the
/// program: a file included twice, directly or not, is read once).
///
/// The includes are evaluated one on top of the other ([`Loader::load_more`]), so
/// the files they share (`OpBase.td`, the interfaces) are evaluated once, their
/// include guards skipping them the second time; each include converts only the
/// defs it made. mlir-pdll evaluates each include in a record keeper of its own;
/// the results are the same as long as an include evaluates (a def an include
/// makes again, from a file without an include guard, is a redefinition error: then
/// the include is evaluated afresh, as mlir-pdll does, for its own records or its
/// errors). Two differences remain: the numbers in the names of anonymous defs of
/// later includes go on from the earlier ones', and an include that uses a
/// class only an earlier include defined evaluates where mlir-pdll reports it
/// undefined.
pub(crate) struct TdLoader {
    loader: Loader,
    /// The records of the includes so far, evaluated one on top of the other.
    shared: Option<RecordKeeper>,
    /// The source-map id of each of `loader.files()`, in the same order.
    file_ids: Vec<FileId>,
}

impl TdLoader {
    /// A loader whose `.td` files' own `include`s are looked up in `include_dirs`.
    pub fn new(include_dirs: Vec<PathBuf>) -> TdLoader {
        TdLoader {
            loader: Loader::new(include_dirs),
            shared: None,
            file_ids: Vec::new(),
        }
    }

    /// Replaces the include directories for the files loaded next (see
    /// [`Loader::set_include_dirs`]).
    #[cfg(feature = "dialects")]
    pub fn set_include_dirs(&mut self, include_dirs: Vec<PathBuf>) {
        self.loader.set_include_dirs(include_dirs);
    }

    /// Every `.td` file read so far.
    pub fn files(&self) -> Vec<PathBuf> {
        self.loader.files().iter().map(|f| f.path.clone()).collect()
    }

    /// Loads the `.td` file `path`, written as `written` at `at` (the string of the
    /// `#include`): its ODS definitions, or the errors (each at the directive, as
    /// mlir-pdll reports them, with a label at the place in the `.td` file).
    pub fn load(
        &mut self,
        path: &Path,
        written: &str,
        at: Span,
        sources: &mut SourceMap,
    ) -> Result<Converted, Vec<Diagnostic>> {
        if let Some(shared) = self.shared.take() {
            let mark = shared.mark();
            if let Ok(records) = self.loader.load_more(shared, path) {
                self.register_files(sources);
                let converted = self.convert(&records, mark, at);
                self.shared = Some(records);
                return Ok(converted);
            }
        }
        let result = self.loader.load(path);
        self.register_files(sources);
        let records = result.map_err(|errors| {
            errors
                .iter()
                .map(|e| self.diagnostic(e, written, at))
                .collect::<Vec<_>>()
        })?;
        let converted = self.convert(&records, Mark::default(), at);
        self.shared = Some(records);
        Ok(converted)
    }

    /// The ODS definitions among the defs `records` made after `since`.
    fn convert(&self, records: &RecordKeeper, since: Mark, at: Span) -> Converted {
        convert(records, since, &|loc| self.span(loc, at))
    }

    /// Adds the files the loader read since the last call to `sources`.
    fn register_files(&mut self, sources: &mut SourceMap) {
        for f in &self.loader.files()[self.file_ids.len()..] {
            let id = sources.add_file(f.path.display().to_string(), Some(&f.path), &f.text);
            self.file_ids.push(id);
        }
    }

    /// The span of `loc`; its proc-macro spans are the include directive's (inside
    /// `pdll!`, a note in a `.td` file can only point at the PDLL tokens).
    fn span(&self, loc: &Loc, at: Span) -> Span {
        match self.file_ids.get(loc.file) {
            Some(&file) => Span::at(
                at.lo,
                at.hi,
                file,
                loc.range.start as u32,
                loc.range.end as u32,
            ),
            None => at,
        }
    }

    fn diagnostic(&self, e: &TdError, written: &str, at: Span) -> Diagnostic {
        let mut d = Diagnostic::error(
            at,
            format!(
                "error while processing include file `{written}`: {}",
                e.message
            ),
        )
        .with_code(crate::diag::Code::Include);
        if let Some(loc) = &e.loc {
            d.labels.push(Label {
                span: self.span(loc, at),
                message: e.message.clone(),
            });
        }
        for (loc, note) in &e.notes {
            match loc {
                Some(loc) => {
                    d.labels.push(Label {
                        span: self.span(loc, at),
                        message: note.clone(),
                    });
                }
                None => d = d.with_note(note.clone()),
            }
        }
        d
    }
}
