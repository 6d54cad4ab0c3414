//! Compiler spans and diagnostics to protocol ranges, locations and diagnostics.

use crate::analysis::Analysis;
use crate::line_index::LineIndex;
use lsp_types::{
    DiagnosticRelatedInformation, DiagnosticSeverity, Location, NumberOrString, Range, Url,
};
use pdll_core::diag::{Diagnostic, Severity};
use pdll_core::source::{FileId, Span};

/// The range of `span` in its file.
pub fn range(analysis: &Analysis, span: Span) -> Range {
    let text = analysis.text(span.file);
    let lines = LineIndex::new(text);
    Range::new(
        lines.position(text, span.start as usize),
        lines.position(text, span.end as usize),
    )
}

/// The URI of `file`: the document's own for its main file, else the file's path.
pub fn uri(analysis: &Analysis, file: FileId, main_uri: &Url) -> Option<Url> {
    if file == analysis.main {
        return Some(main_uri.clone());
    }
    let path = analysis.sources.get(file)?.path.as_ref()?;
    let absolute = std::path::absolute(path).ok()?;
    Url::from_file_path(absolute).ok()
}

/// The location of `span`.
pub fn location(analysis: &Analysis, span: Span, main_uri: &Url) -> Option<Location> {
    Some(Location::new(
        uri(analysis, span.file, main_uri)?,
        range(analysis, span),
    ))
}

/// The diagnostics to show in the document: those in its own text, and those in an
/// included file at the `#include` that brought it in (the compiler labels that line
/// "included from here"). Labels become related information; notes and help are
/// appended to the message.
pub fn diagnostics(analysis: &Analysis, main_uri: &Url) -> Vec<lsp_types::Diagnostic> {
    analysis
        .diagnostics
        .iter()
        .map(|d| diagnostic(analysis, d, main_uri))
        .collect()
}

/// One diagnostic of the analysis, as the protocol has it (see [`diagnostics`]).
pub fn diagnostic(analysis: &Analysis, d: &Diagnostic, main_uri: &Url) -> lsp_types::Diagnostic {
    let mut message = d.message.clone();
    // In an included file: shown at the outermost `#include` of the document.
    let span = if d.span.file == analysis.main || d.span.file == FileId::NONE {
        d.span
    } else {
        let at = d
            .labels
            .iter()
            .rev()
            .find(|l| l.span.file == analysis.main)
            .map(|l| l.span);
        let file = analysis
            .sources
            .get(d.span.file)
            .map_or(String::new(), |f| f.name.clone());
        let (line, column) = analysis
            .sources
            .get(d.span.file)
            .map_or((0, 0), |f| f.line_col(d.span.start as usize));
        message = format!("{file}:{line}:{column}: {message}");
        at.unwrap_or(Span {
            file: analysis.main,
            start: 0,
            end: 0,
            ..d.span
        })
    };
    for note in &d.notes {
        message.push('\n');
        message.push_str(note);
    }
    let related: Vec<DiagnosticRelatedInformation> = d
        .labels
        .iter()
        .filter_map(|l| {
            Some(DiagnosticRelatedInformation {
                location: location(analysis, l.span, main_uri)?,
                message: l.message.clone(),
            })
        })
        .collect();
    lsp_types::Diagnostic {
        range: if span.file == FileId::NONE {
            Range::default()
        } else {
            range(analysis, span)
        },
        severity: Some(match d.severity {
            Severity::Error => DiagnosticSeverity::ERROR,
            Severity::Warning => DiagnosticSeverity::WARNING,
            Severity::Note => DiagnosticSeverity::INFORMATION,
        }),
        code: d
            .code
            .map(|c| NumberOrString::String(c.as_str().to_owned())),
        code_description: None,
        source: Some("pdll".to_owned()),
        message,
        related_information: (!related.is_empty()).then_some(related),
        tags: None,
        data: None,
    }
}
