//! `#include` handling: reading files, resolving include paths, splicing included
//! items in place, and reporting missing files and include cycles. A `.td` include
//! is read by `pdll-tablegen` (see [`crate::ods`]): its ODS definitions join the
//! module, and its constraints are defined where the include is written.
//!
//! A path is looked up relative to the including file's directory (for macro input:
//! [`ParseOptions::base_dir`]), then the main input's directory (for a file included by
//! another included file), then in each of [`ParseOptions::include_dirs`]: files written
//! for mlir-pdll, which resolves includes the same way when run from the main file's
//! directory, work unchanged. As in
//! MLIR, a file included twice (not in a cycle) is read twice, so its definitions
//! would be duplicated.

use super::ast::{Include, Item, Module, OdsImport, StrLit};
use super::grammar::{parse_top_level, TopLevel};
use super::repair::lex_tolerant;
use super::token::{flatten, lex_text, Positions, Tokens};
use crate::diag::Diagnostic;
use crate::ods::load::TdLoader;
use crate::source::{SourceMap, Span};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// Texts that replace files on disk when they are included, keyed by canonical path
/// (for an editor: the files open in it, with their unsaved edits).
pub type OpenFiles = HashMap<PathBuf, String>;

/// Where `#include` looks for files.
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// Directories searched, in order, after the including file's own directory and
    /// the main input's directory; the directories of the `PDLL_INCLUDE_PATH`
    /// environment variable ([`INCLUDE_PATH_VAR`]) are searched after these. A
    /// `.td` file's own `include`s are looked up in the same directories.
    pub include_dirs: Vec<PathBuf>,
    /// The directory relative to which the macro input's includes are resolved (the
    /// macro passes `CARGO_MANIFEST_DIR`); `None` means the current directory.
    pub base_dir: Option<PathBuf>,
}

/// Most files open at once through nested includes.
const MAX_INCLUDE_DEPTH: usize = 64;

/// Reads a root input and its includes, registering each text in `sources`.
pub(crate) struct Loader<'o, 's> {
    options: &'o ParseOptions,
    sources: &'s mut SourceMap,
    diags: Vec<Diagnostic>,
    items: Vec<Item>,
    includes: Vec<Include>,
    /// The files being read, outermost first (canonical path, display name).
    stack: Vec<(PathBuf, String)>,
    /// The main input's directory, searched after the including file's own.
    root_dir: PathBuf,
    /// What the `.td` includes defined so far.
    ods: crate::ods::OdsContext,
    /// The reader of `.td` files, made at the first `.td` include.
    td: Option<TdLoader>,
    /// Included files read from here rather than from the disk.
    open_files: Option<&'o OpenFiles>,
}

impl<'o, 's> Loader<'o, 's> {
    pub(crate) fn new(options: &'o ParseOptions, sources: &'s mut SourceMap) -> Loader<'o, 's> {
        Loader {
            options,
            sources,
            diags: Vec::new(),
            items: Vec::new(),
            includes: Vec::new(),
            stack: Vec::new(),
            root_dir: PathBuf::new(),
            ods: crate::ods::OdsContext::new(),
            td: None,
            open_files: None,
        }
    }

    /// Reads included files from `open` when they are there.
    pub(crate) fn with_open_files(mut self, open: &'o OpenFiles) -> Loader<'o, 's> {
        self.open_files = Some(open);
        self
    }

    /// The text of `path` given by the editor, if it has the file open.
    fn open_text(&self, path: &Path) -> Option<&'o str> {
        let open = self.open_files?;
        let canonical = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        open.get(&canonical).map(String::as_str)
    }

    pub(crate) fn run_file(mut self, path: &Path) -> (Option<Module>, Vec<Diagnostic>) {
        let name = path.display().to_string();
        match std::fs::read_to_string(path) {
            Ok(text) => {
                let canonical = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
                self.stack.push((canonical, name.clone()));
                self.root_dir = parent_dir(path);
                self.load_text(&name, Some(path), &text);
            }
            Err(err) => {
                let file = self.sources.add_file(name.clone(), Some(path), "");
                let span = Span {
                    file,
                    ..Span::call_site()
                };
                self.diags.push(
                    Diagnostic::error(span, format!("cannot read `{name}`: {err}"))
                        .with_code(crate::diag::Code::Include),
                );
            }
        }
        self.finish()
    }

    pub(crate) fn run_text(mut self, name: &str, text: &str) -> (Option<Module>, Vec<Diagnostic>) {
        let path = Path::new(name);
        let canonical = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        self.stack.push((canonical, name.to_owned()));
        self.root_dir = parent_dir(path);
        self.load_text(name, Some(path), text);
        self.finish()
    }

    pub(crate) fn run_tokens(
        mut self,
        tokens: proc_macro2::TokenStream,
    ) -> (Option<Module>, Vec<Diagnostic>) {
        let dir = self.options.base_dir.clone().unwrap_or_default();
        self.root_dir = dir.clone();
        self.load_layout("macro input", tokens, &dir);
        self.finish()
    }

    /// The module of what parsed (recovered around errors: the items the grammar
    /// could make sense of) and the diagnostics.
    fn finish(self) -> (Option<Module>, Vec<Diagnostic>) {
        let module = Module {
            items: self.items,
            includes: self.includes,
            ods: std::rc::Rc::new(self.ods),
            td_files: self.td.map(|td| td.files()).unwrap_or_default(),
        };
        (Some(module), self.diags)
    }

    fn load_text(&mut self, name: &str, path: Option<&Path>, text: &str) {
        let file = self.sources.add_file(name, path, text);
        let dir = path.map(parent_dir).unwrap_or_default();
        if !text_spans_have_offsets() {
            // Inside a procedural macro, proc-macro2 tokenizes with the compiler, whose
            // spans carry no byte offsets: the file's tokens are then laid out like
            // macro input (errors still name the file through the label at the
            // `#include`). Without offsets the closers a repair would write in cannot
            // be found again, so unbalanced delimiters are reported by the strict check.
            match lex_text(text, file) {
                Ok(tokens) => self.load_layout(name, tokens, &dir),
                Err(diag) => self.diags.push(diag),
            }
            return;
        }
        match lex_tolerant(text, file) {
            Ok((tokens, diags)) => self.load_tokens(tokens, diags, &dir),
            Err(diag) => self.diags.push(diag),
        }
    }

    /// Reads tokens that have no byte offsets, laid out in a new
    /// [`SourceKind::Tokens`](crate::source::SourceKind::Tokens) source named `name`.
    fn load_layout(&mut self, name: &str, tokens: proc_macro2::TokenStream, dir: &Path) {
        let (tokens, diags) = self.sources.add_tokens(name, |file, text| {
            flatten(tokens, Positions::Layout { file, text })
        });
        self.load_tokens(tokens, diags, dir);
    }

    fn load_tokens(&mut self, tokens: Tokens, diags: Vec<Diagnostic>, dir: &Path) {
        self.diags.extend(diags);
        let (entries, diags) = parse_top_level(&tokens);
        self.diags.extend(diags);
        for entry in entries {
            match entry {
                TopLevel::Item(item) => self.items.push(item),
                TopLevel::Include { path, span } => self.include(path, span, dir),
            }
        }
    }

    fn include(&mut self, path: StrLit, span: Span, dir: &Path) {
        let written = path.value.as_str();
        if written.ends_with(".td") {
            self.include_td(path, span, dir);
            return;
        }
        if !written.ends_with(".pdll") {
            self.diags.push(
                Diagnostic::error(
                    path.span,
                    "expected include filename to end with `.pdll` or `.td`",
                )
                .with_code(crate::diag::Code::Include),
            );
            return;
        }
        let Some(found) = self.find(&path, dir) else {
            return;
        };
        let canonical = found.canonicalize().unwrap_or_else(|_| found.clone());
        if let Some(pos) = self.stack.iter().position(|(p, _)| *p == canonical) {
            let chain: Vec<&str> = self.stack[pos..]
                .iter()
                .map(|(_, name)| name.as_str())
                .chain(std::iter::once(self.stack[pos].1.as_str()))
                .collect();
            self.diags.push(
                Diagnostic::error(
                    path.span,
                    format!("include cycle: `{written}` is already being included"),
                )
                .with_code(crate::diag::Code::Include)
                .with_note(format!("include chain: {}", chain.join(" -> "))),
            );
            return;
        }
        if self.stack.len() >= MAX_INCLUDE_DEPTH {
            self.diags.push(
                Diagnostic::error(
                    path.span,
                    format!("includes are nested more than {MAX_INCLUDE_DEPTH} deep"),
                )
                .with_code(crate::diag::Code::Include),
            );
            return;
        }
        let on_disk = match self.open_text(&found) {
            Some(text) => Ok(text.to_owned()),
            None => std::fs::read_to_string(&found),
        };
        let text = match on_disk {
            Ok(text) => text,
            Err(err) => {
                self.diags.push(
                    Diagnostic::error(
                        path.span,
                        format!("unable to read include file `{}`: {err}", found.display()),
                    )
                    .with_code(crate::diag::Code::Include),
                );
                return;
            }
        };
        let name = found.display().to_string();
        self.includes.push(Include {
            path,
            resolved: found.clone(),
            span,
        });
        self.stack.push((canonical, name.clone()));
        let first_new = self.diags.len();
        self.load_text(&name, Some(&found), &text);
        self.stack.pop();
        // Errors inside the included file also point at the directive that brought it
        // in (one label per level of nesting), as MLIR's "included from here".
        for diag in &mut self.diags[first_new..] {
            diag.labels.push(crate::diag::Label {
                span,
                message: format!("in `{name}`, included from here"),
            });
        }
    }
}

impl Loader<'_, '_> {
    /// The include directories: [`ParseOptions::include_dirs`], then those of the
    /// `PDLL_INCLUDE_PATH` environment variable (colon separated; a relative entry is
    /// relative to [`ParseOptions::base_dir`] when it is set).
    fn include_dirs(&self) -> Vec<PathBuf> {
        let mut dirs = self.options.include_dirs.clone();
        if let Some(env) = std::env::var_os(INCLUDE_PATH_VAR) {
            for entry in std::env::split_paths(&env) {
                if entry.as_os_str().is_empty() {
                    continue;
                }
                dirs.push(match &self.options.base_dir {
                    Some(base) => base.join(entry),
                    None => entry,
                });
            }
        }
        dirs
    }

    /// The file an `#include` names: the first of the including file's directory, the
    /// main input's directory and the include directories that has it; or an error.
    fn find(&mut self, path: &StrLit, dir: &Path) -> Option<PathBuf> {
        let written = path.value.as_str();
        let mut candidates: Vec<PathBuf> = Vec::new();
        let dirs = self.include_dirs();
        for base in std::iter::once(dir)
            .chain(std::iter::once(self.root_dir.as_path()))
            .chain(dirs.iter().map(PathBuf::as_path))
        {
            let candidate = base.join(written);
            if !candidates.contains(&candidate) {
                candidates.push(candidate);
            }
        }
        if let Some(found) = candidates
            .iter()
            .find(|c| c.is_file() || self.open_text(c).is_some())
        {
            return Some(found.clone());
        }
        let searched: Vec<String> = candidates
            .iter()
            .map(|c| format!("`{}`", c.display()))
            .collect();
        self.diags.push(
            Diagnostic::error(
                path.span,
                format!("unable to open include file `{written}`"),
            )
            .with_code(crate::diag::Code::Include)
            .with_note(format!("looked for {}", searched.join(", "))),
        );
        None
    }

    /// `#include "x.td"`: the ODS definitions of the file (and its includes) join
    /// [`Module::ods`], and an [`Item::Ods`] defines its constraints here.
    fn include_td(&mut self, path: StrLit, span: Span, dir: &Path) {
        let Some(found) = self.find(&path, dir) else {
            return;
        };
        if self.td.is_none() {
            let mut dirs = self.include_dirs();
            dirs.push(self.root_dir.clone());
            self.td = Some(TdLoader::new(dirs));
        }
        let td = self.td.as_mut().expect("created just above");
        match td.load(&found, &path.value, path.span, self.sources) {
            Ok(converted) => {
                self.ods.merge(converted.ods);
                self.items.push(Item::Ods(OdsImport {
                    constraints: converted.constraints,
                    span,
                }));
            }
            Err(diags) => self.diags.extend(diags),
        }
        self.includes.push(Include {
            path,
            resolved: found,
            span,
        });
    }
}

/// The environment variable of extra include directories (colon separated).
pub const INCLUDE_PATH_VAR: &str = "PDLL_INCLUDE_PATH";

/// The directory of a file (empty, i.e. the current directory, for a bare name).
fn parent_dir(path: &Path) -> PathBuf {
    path.parent().map(Path::to_path_buf).unwrap_or_default()
}

/// Whether spans of a text tokenized by proc-macro2 have byte offsets (always outside
/// a procedural macro; inside one, proc-macro2 uses the compiler, which reports none).
/// A fact about the thread's proc-macro2 backend, not about any source, so it is
/// probed once per thread.
fn text_spans_have_offsets() -> bool {
    thread_local! {
        static HAS_OFFSETS: bool = "  x"
            .parse::<proc_macro2::TokenStream>()
            .ok()
            .and_then(|t| t.into_iter().next())
            .is_some_and(|t| t.span().byte_range().start == 2);
    }
    HAS_OFFSETS.with(|h| *h)
}
