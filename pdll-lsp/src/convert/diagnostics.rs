//! Diagnostics, and the quick fixes that answer them.

use super::{location, range};
use crate::analysis::Analysis;
use crate::features::actions::QuickFix;
use lsp_types::{
    CodeAction, CodeActionKind, CodeActionOrCommand, DiagnosticRelatedInformation,
    DiagnosticSeverity, NumberOrString, Range, TextEdit, Url, WorkspaceEdit,
};
use pdll_core::diag::{Diagnostic, Severity};
use pdll_core::source::{FileId, Span};
use std::collections::HashMap;

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
fn diagnostic(analysis: &Analysis, d: &Diagnostic, main_uri: &Url) -> lsp_types::Diagnostic {
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

/// The quick fixes of the document `uri`, as code actions, each with the diagnostic
/// it fixes.
pub fn code_actions(a: &Analysis, fixes: Vec<QuickFix<'_>>, uri: &Url) -> Vec<CodeActionOrCommand> {
    fixes
        .into_iter()
        .map(|fix| {
            let edit = TextEdit::new(range(a, fix.edit.span), fix.edit.text);
            CodeActionOrCommand::CodeAction(CodeAction {
                title: fix.title,
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: Some(vec![diagnostic(a, fix.diagnostic, uri)]),
                edit: Some(WorkspaceEdit {
                    changes: Some(HashMap::from([(uri.clone(), vec![edit])])),
                    ..WorkspaceEdit::default()
                }),
                is_preferred: Some(true),
                ..CodeAction::default()
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::actions;
    use crate::features::test_support::at_cursor;
    use lsp_types::Position;

    #[test]
    fn a_quick_fix_is_an_edit_of_the_document_with_its_diagnostic() {
        let (a, _) = at_cursor("|Pattern { let x = op<a.b>\n erase x; }");
        let uri = Url::parse("file:///t.pdll").unwrap();
        let fixes = actions::code_actions(&a, 0, u32::MAX);
        let [CodeActionOrCommand::CodeAction(action)] = &code_actions(&a, fixes, &uri)[..] else {
            panic!("one code action")
        };
        assert_eq!(action.title, "Add `;`");
        assert_eq!(action.kind, Some(CodeActionKind::QUICKFIX));
        let diagnostics = action.diagnostics.as_ref().unwrap();
        assert_eq!(diagnostics, &[diagnostic(&a, &a.diagnostics[0], &uri)]);
        let edits = &action.edit.as_ref().unwrap().changes.as_ref().unwrap()[&uri];
        let at = diagnostics[0].range.start;
        assert_eq!(edits, &[TextEdit::new(Range::new(at, at), ";".into())]);
        assert_eq!(at, Position::new(0, 25));
    }
}
