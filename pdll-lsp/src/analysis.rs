//! One document through the compiler: its diagnostics, its recovered syntax tree and
//! the index of what checked.
//!
//! Each change re-runs parse and check on the whole file ([`Analysis::run`]): their
//! diagnostics are published at once. The later stages, whose errors a user must see
//! too (the PDL lowering and the matcher tree), run when the editor has nothing more
//! queued ([`Analysis::run_back_end`]), so that typing is not slowed by them; they
//! rarely find anything the checker did not. The code generator does not run on each
//! change; the "view output" request runs it on demand ([`crate::features::output`]).
//! `benches/diagnostics.rs` measures both.

use crate::ops::OdsCatalog;
use pdll_core::diag::Diagnostic;
use pdll_core::driver::Compilation;
use pdll_core::sema::hir::Program;
use pdll_core::sema::index::Index;
use pdll_core::source::{FileId, SourceMap};
use pdll_core::syntax::{ast, parse_str_with_open_files, OpenFiles, ParseOptions};
use std::path::{Path, PathBuf};

/// What the compiler found in one document.
#[derive(Debug)]
pub struct Analysis {
    /// The texts read: the document (the first file) and every file it includes.
    pub sources: SourceMap,
    /// The document's file in `sources`.
    pub main: FileId,
    /// The module as parsed (recovered around syntax errors), if any.
    pub module: Option<ast::Module>,
    /// Definitions, uses and types of what checked.
    pub index: Index,
    /// The checked program, when the document has no error.
    pub program: Option<Program>,
    /// Every diagnostic, in every file read.
    pub diagnostics: Vec<Diagnostic>,
    /// The files the document includes (as resolved), for re-checking it when one of
    /// them changes.
    pub includes: Vec<PathBuf>,
    /// What the document's `.td` includes define, for hovers and completion.
    pub ods: OdsCatalog,
    /// Whether [`Analysis::run_back_end`] has run.
    back_end_done: bool,
}

impl Analysis {
    /// Runs the front end on `text`, the contents of the file `name` (a path, so that
    /// its includes are found beside it). Included files are read from `open` when the
    /// editor has them open, else from the disk.
    pub fn run(name: &str, text: &str, options: &ParseOptions, open: &OpenFiles) -> Analysis {
        // proc-macro2 remembers every text it tokenized in this thread; a server that
        // parses on every keystroke must let it forget (only byte offsets are used
        // here, which stay valid).
        pdll_core::syntax::forget_token_spans();
        let mut sources = SourceMap::new();
        let (module, parse_diags) =
            parse_str_with_open_files(name, text, options, open, &mut sources);
        let main = sources.files().next().map_or(FileId::NONE, |(id, _)| id);
        let Some(module) = module else {
            return Analysis {
                sources,
                main,
                module: None,
                index: Index::default(),
                program: None,
                diagnostics: parse_diags,
                includes: Vec::new(),
                ods: OdsCatalog::default(),
                back_end_done: true,
            };
        };
        let checked = pdll_core::sema::check_with_index(&module);
        let parsed = !parse_diags.iter().any(Diagnostic::is_error);
        let diagnostics = if parsed {
            let mut all = parse_diags;
            all.extend(checked.diagnostics);
            all
        } else {
            pdll_core::driver::merge_parse_and_sema_errors(parse_diags, checked.diagnostics)
        };
        let program = checked.program.filter(|_| parsed);
        let ods = OdsCatalog::from_ods(&module.ods, &sources);
        Analysis {
            sources,
            main,
            includes: module.includes.iter().map(|i| i.resolved.clone()).collect(),
            ods,
            module: Some(module),
            index: checked.index,
            program,
            diagnostics,
            back_end_done: false,
        }
    }

    /// Runs the stages after the checker (when the document checked) and adds their
    /// diagnostics; returns whether there were any. Runs once per analysis.
    pub fn run_back_end(&mut self) -> bool {
        if std::mem::replace(&mut self.back_end_done, true) {
            return false;
        }
        let Some(program) = &self.program else {
            return false;
        };
        let found = back_end_diagnostics(program, &self.sources);
        let any = !found.is_empty();
        self.diagnostics.extend(found);
        any
    }

    /// The text of `file`.
    pub fn text(&self, file: FileId) -> &str {
        self.sources.get(file).map_or("", |f| f.text.as_str())
    }

    /// Whether the document includes `path` (directly or not).
    pub fn includes_path(&self, path: &Path) -> bool {
        let canonical = canonical(path);
        self.includes
            .iter()
            .any(|i| self::canonical(i) == canonical)
    }
}

/// The diagnostics of the stages after the checker: the PDL lowering and the matcher
/// tree (errors such as an op that cannot be matched from its root), else the pattern
/// analysis's warnings (shadowed, duplicate, unused, recursion; see
/// [`pdll_core::analysis`]).
fn back_end_diagnostics(program: &Program, sources: &SourceMap) -> Vec<Diagnostic> {
    // The checker's diagnostics are already in the analysis.
    match Compilation::lower(program) {
        Ok((pdl, tree)) => pdll_core::analysis::analyze(program, &pdl, &tree, sources),
        Err(diags) => diags,
    }
}

/// `path` made absolute without symbolic links when it exists, else as it is: the key
/// of [`OpenFiles`].
pub fn canonical(path: &Path) -> PathBuf {
    path.canonicalize().unwrap_or_else(|_| path.to_path_buf())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_back_end_adds_the_analysis_warnings() {
        let text = "Pattern Any => erase op<a.b>;\nPattern Later => erase op<a.b>;\n";
        let mut a = Analysis::run("t.pdll", text, &ParseOptions::default(), &OpenFiles::new());
        assert!(a.diagnostics.is_empty(), "{:?}", a.diagnostics);
        assert!(a.run_back_end());
        assert!(
            a.diagnostics.iter().any(|d| matches!(
                d.code,
                Some(pdll_core::diag::Code::Duplicate | pdll_core::diag::Code::Shadowed)
            )),
            "{:?}",
            a.diagnostics
        );
    }

    #[test]
    fn a_file_that_does_not_parse_still_has_an_index() {
        let text = "Constraint C(v: Value);\nPattern P { let x = op<a.b>(v: Value); C(v) erase x; }\nPattern Q => erase op<c.d>;\n";
        let a = Analysis::run("t.pdll", text, &ParseOptions::default(), &OpenFiles::new());
        assert!(
            a.diagnostics
                .iter()
                .any(|d| d.code == Some(pdll_core::diag::Code::MissingSemicolon)),
            "{:?}",
            a.diagnostics
        );
        assert!(a.program.is_none());
        assert!(a.index.global("C").is_some());
        let names: Vec<_> = a
            .index
            .symbols
            .iter()
            .filter_map(|s| s.name.clone())
            .collect();
        assert!(names.contains(&"Q".to_owned()), "{names:?}");
    }

    #[test]
    fn a_good_file_runs_every_stage() {
        let text = "Pattern { let a = op<x.a>(op<x.b>); erase a; }";
        let mut a = Analysis::run("t.pdll", text, &ParseOptions::default(), &OpenFiles::new());
        assert!(a.diagnostics.is_empty(), "{:?}", a.diagnostics);
        assert!(a.program.is_some());
        assert!(!a.run_back_end());
        assert!(a.diagnostics.is_empty(), "{:?}", a.diagnostics);
        assert_eq!(a.text(a.main), text);
    }
}
