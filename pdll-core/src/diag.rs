//! Diagnostics: errors and notes with spans, rendered with a source snippet or as one line.
//!
//! A [`Diagnostic`] has one primary span and message, secondary [`Label`]s (e.g. "see
//! previous definition here"), spanless notes and an optional help line. It renders
//! three ways:
//! - [`Diagnostic::render`]: a codespan-reporting snippet, for build scripts and tools;
//! - [`Diagnostic::one_line`]: `FILE:LINE:COL: error: message`, one line per label;
//! - [`Diagnostic::to_syn_error`] / [`to_compile_errors`]: `compile_error!` tokens at
//!   the primary span, for the `pdll!` macro.
//!
//! The first two read file names, lines and text from the [`SourceMap`] the spans
//! were made in, which the caller passes; the third needs only the spans' own
//! proc-macro spans.

mod codes;

pub use codes::Code;

use crate::source::{SourceKind, SourceMap, Span};
use codespan_reporting::diagnostic as cs;
use codespan_reporting::files::SimpleFiles;
use codespan_reporting::term;
use std::fmt;

/// How bad a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    /// The input is rejected.
    Error,
    /// The input is accepted, but something looks wrong.
    Warning,
    /// Extra information.
    Note,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
        })
    }
}

/// A secondary span with a message, e.g. the earlier definition of a name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// Where.
    pub span: Span,
    /// What to say there.
    pub message: String,
}

/// One error, warning or note about the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// How bad it is.
    pub severity: Severity,
    /// The main message, in the words of a PDLL user.
    pub message: String,
    /// Where the problem is.
    pub span: Span,
    /// Related places, each with its own message.
    pub labels: Vec<Label>,
    /// Notes without a position. A suggestion of how to fix the problem is a note that
    /// starts with `help: ` (see [`Diagnostic::with_help`]); keeping it here rather than
    /// in a field of its own keeps `Diagnostic` small enough to be returned in a
    /// `Result` without boxing.
    pub notes: Vec<String>,
    /// Its stable code ([`Code`]): what kind of problem it is, for tools to key on
    /// and for `pdll explain`.
    pub code: Option<Code>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Error, span, message)
    }

    /// A warning at `span`.
    pub fn warning(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic::new(Severity::Warning, span, message)
    }

    /// A diagnostic of any severity.
    pub fn new(severity: Severity, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity,
            message: message.into(),
            span,
            labels: Vec::new(),
            notes: Vec::new(),
            code: None,
        }
    }

    /// Sets its code.
    pub fn with_code(mut self, code: Code) -> Diagnostic {
        self.code = Some(code);
        self
    }

    /// Adds a secondary span with a message (e.g. "see previous definition here").
    pub fn with_label(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.labels.push(Label {
            span,
            message: message.into(),
        });
        self
    }

    /// Adds a note without a position.
    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    /// Adds a suggestion of how to fix the problem (a note starting with `help: `).
    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.notes.push(format!("{HELP}{}", help.into()));
        self
    }

    /// The suggestions added with [`Diagnostic::with_help`].
    pub fn helps(&self) -> impl Iterator<Item = &str> {
        self.notes.iter().filter_map(|n| n.strip_prefix(HELP))
    }

    /// True for errors.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// `FILE:LINE:COL: error: message`, then one such line (`note:`) per label, then
    /// `note:`/`help:` lines for the spanless notes. Spans outside any file registered
    /// in `sources` (macro input included) print as `<input>`.
    pub fn one_line(&self, sources: &SourceMap) -> String {
        let place = |span: Span| match sources.location(span) {
            Some(loc) => format!("{}:{}:{}", loc.file, loc.line, loc.column),
            None => "<input>".to_owned(),
        };
        let mut out = format!("{}: {}: {}", place(self.span), self.severity, self.message);
        for label in &self.labels {
            out.push_str(&format!("\n{}: note: {}", place(label.span), label.message));
        }
        for note in &self.notes {
            out.push('\n');
            out.push_str(&note_line(note));
        }
        out
    }

    /// The diagnostic with a source snippet (no colors), as codespan-reporting draws it.
    /// Spans outside any file registered in `sources` (macro input included) are shown
    /// without a snippet.
    pub fn render(&self, sources: &SourceMap) -> String {
        let mut files = SimpleFiles::new();
        for (_, file) in sources.files() {
            files.add(file.name.clone(), file.text.clone());
        }
        let label = |span: Span, primary: bool| {
            let file = sources.get(span.file)?;
            // A token layout is not text the user wrote: no snippet of it.
            (file.kind == SourceKind::File).then(|| {
                // Clamp to the text, and to character boundaries, so a bad span never
                // makes the renderer fail.
                let clamp = |mut i: usize| {
                    i = i.min(file.text.len());
                    while !file.text.is_char_boundary(i) {
                        i -= 1;
                    }
                    i
                };
                let range = clamp(span.start as usize)..clamp(span.end as usize);
                let range = range.start..range.end.max(range.start);
                if primary {
                    cs::Label::primary(span.file.0 as usize, range)
                } else {
                    cs::Label::secondary(span.file.0 as usize, range)
                }
            })
        };
        let severity = match self.severity {
            Severity::Error => cs::Severity::Error,
            Severity::Warning => cs::Severity::Warning,
            Severity::Note => cs::Severity::Note,
        };
        let mut labels = Vec::new();
        let mut notes = Vec::new();
        match label(self.span, true) {
            Some(l) => labels.push(l),
            None => notes.push("(at the macro input)".to_owned()),
        }
        for l in &self.labels {
            match label(l.span, false) {
                Some(cl) => labels.push(cl.with_message(l.message.clone())),
                None => notes.push(l.message.clone()),
            }
        }
        notes.extend(self.notes.iter().cloned());
        let mut diag = cs::Diagnostic::new(severity);
        if let Some(code) = self.code {
            diag = diag.with_code(code.as_str());
        }
        let diag = diag
            .with_message(self.message.clone())
            .with_labels(labels)
            .with_notes(notes);
        let config = term::Config::default();
        term::emit_into_string(&config, &files, &diag).unwrap_or_else(|_| self.one_line(sources))
    }

    /// A `syn::Error` at the primary span (from its first to its last token), with the
    /// labels, notes and help appended to the message.
    pub fn to_syn_error(&self) -> syn::Error {
        let mut message = self.message.clone();
        for label in &self.labels {
            message.push_str(&format!("\nnote: {}", label.message));
        }
        for note in &self.notes {
            message.push('\n');
            message.push_str(&note_line(note));
        }
        // Two tokens carrying the first and last span make `new_spanned` cover the whole
        // range even where spans cannot be joined (stable proc macros).
        let mut first = proc_macro2::Ident::new("x", self.span.lo);
        first.set_span(self.span.lo);
        let last = proc_macro2::Ident::new("x", self.span.hi);
        let tokens: proc_macro2::TokenStream = [
            proc_macro2::TokenTree::Ident(first),
            proc_macro2::TokenTree::Ident(last),
        ]
        .into_iter()
        .collect();
        syn::Error::new_spanned(tokens, message)
    }
}

/// The prefix of a help note.
const HELP: &str = "help: ";

/// `note: text`, or `help: text` for a help note.
fn note_line(note: &str) -> String {
    if note.starts_with(HELP) {
        note.to_owned()
    } else {
        format!("note: {note}")
    }
}

/// `compile_error!` invocations for all the diagnostics that are errors, each at its
/// span.
pub fn to_compile_errors(diagnostics: &[Diagnostic]) -> proc_macro2::TokenStream {
    let mut combined: Option<syn::Error> = None;
    for diag in diagnostics.iter().filter(|d| d.is_error()) {
        let err = diag.to_syn_error();
        match &mut combined {
            Some(all) => all.combine(err),
            None => combined = Some(err),
        }
    }
    combined.map_or_else(proc_macro2::TokenStream::new, |e| e.to_compile_error())
}

/// Items that make rustc warn, once per diagnostic that is a warning, at its span:
/// the way a procedural macro warns on stable Rust. Each is a `#[deprecated]` unit
/// struct used at the warning's first token, inside an unnamed constant, so rustc's
/// `deprecated` lint reports `use of deprecated unit struct `pdll_warning`: MESSAGE`
/// there (with the labels and notes appended). `#[allow(deprecated)]` on the
/// enclosing item silences them, as `-D warnings` makes them errors.
pub fn to_compile_warnings(diagnostics: &[Diagnostic]) -> proc_macro2::TokenStream {
    let mut out = proc_macro2::TokenStream::new();
    for diag in diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Warning)
    {
        let mut message = format!("pdll: {}", diag.message);
        for label in &diag.labels {
            message.push_str(&format!("\nnote: {}", label.message));
        }
        for note in &diag.notes {
            message.push('\n');
            message.push_str(&note_line(note));
        }
        let used = proc_macro2::Ident::new("pdll_warning", diag.span.lo);
        out.extend(quote::quote! {
            const _: () = {
                #[deprecated(note = #message)]
                #[allow(non_camel_case_types)]
                struct pdll_warning;
                let _ = #used;
            };
        });
    }
    out
}

/// All diagnostics rendered with snippets, separated as codespan-reporting separates
/// them.
pub fn render_all(diagnostics: &[Diagnostic], sources: &SourceMap) -> String {
    diagnostics.iter().map(|d| d.render(sources)).collect()
}

/// All diagnostics in the one-line form, one per line (plus label lines).
pub fn one_line_all(diagnostics: &[Diagnostic], sources: &SourceMap) -> String {
    let mut out = String::new();
    for d in diagnostics {
        out.push_str(&d.one_line(sources));
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::FileId;

    fn span_in(file: FileId, start: u32, end: u32) -> Span {
        Span {
            file,
            start,
            end,
            ..Span::call_site()
        }
    }

    #[test]
    fn one_line_and_render() {
        let mut map = SourceMap::new();
        let id = map.add_file("t.pdll", None, "Pattern {\n  let x = y;\n}\n");
        let d = Diagnostic::error(span_in(id, 20, 21), "undefined reference to `y`")
            .with_label(span_in(id, 16, 17), "see `x` here")
            .with_help("define `y` first");
        assert_eq!(
            d.one_line(&map),
            "t.pdll:2:11: error: undefined reference to `y`\n\
             t.pdll:2:7: note: see `x` here\n\
             help: define `y` first"
        );
        let text = d.render(&map);
        assert!(text.contains("error: undefined reference to `y`"), "{text}");
        assert!(text.contains("t.pdll:2:11"), "{text}");
        assert!(text.contains("let x = y;"), "{text}");
        assert!(text.contains("help: define `y` first"), "{text}");
        assert_eq!(d.helps().collect::<Vec<_>>(), ["define `y` first"]);
        assert!(std::mem::size_of::<Diagnostic>() < 128);
    }

    #[test]
    fn compile_errors_are_combined() {
        let a = Diagnostic::error(Span::call_site(), "first");
        let b = Diagnostic::error(Span::call_site(), "second").with_note("more");
        let w = Diagnostic::warning(Span::call_site(), "not an error");
        let tokens = to_compile_errors(&[a, b, w]).to_string();
        assert_eq!(tokens.matches("compile_error").count(), 2, "{tokens}");
        assert!(tokens.contains("second\\nnote: more"), "{tokens}");
        assert!(!tokens.contains("not an error"));
    }

    #[test]
    fn token_layouts_render_without_a_snippet() {
        let mut map = SourceMap::new();
        let id = map.add_tokens("macro input", |id, text| {
            text.push_str("Pattern { let = x ; }");
            id
        });
        let d = Diagnostic::error(span_in(id, 14, 15), "expected identifier")
            .with_label(span_in(id, 0, 7), "in this pattern");
        assert_eq!(
            d.one_line(&map),
            "<input>: error: expected identifier
<input>: note: in this pattern"
        );
        let text = d.render(&map);
        assert!(text.contains("(at the macro input)"), "{text}");
        assert!(text.contains("in this pattern"), "{text}");
        assert!(!text.contains("let = x"), "{text}");
    }

    #[test]
    fn each_map_renders_its_own_files() {
        // The same id in two maps of one thread: each renders its own text.
        let mut a = SourceMap::new();
        let mut b = SourceMap::new();
        let ia = a.add_file(
            "a.pdll",
            None,
            "Pattern A => erase op<a.x>;
",
        );
        let ib = b.add_file(
            "b.pdll",
            None,
            "

Pattern B => erase op<b.y>;
",
        );
        assert_eq!(ia, ib);
        let d = Diagnostic::error(span_in(ia, 8, 9), "here");
        assert_eq!(d.one_line(&a), "a.pdll:1:9: error: here");
        assert_eq!(
            Diagnostic::error(span_in(ib, 10, 11), "here").one_line(&b),
            "b.pdll:3:9: error: here"
        );
        assert!(d.render(&a).contains("op<a.x>"));
        assert!(d.render(&b).contains("b.pdll"));
    }

    #[test]
    fn out_of_range_spans_do_not_fail() {
        let mut map = SourceMap::new();
        let id = map.add_file("short.pdll", None, "é");
        let d = Diagnostic::error(span_in(id, 1, 50), "odd span");
        assert!(d.render(&map).contains("odd span"));
    }
}
