//! What the editor shows beside the text: hovers, completions, signature help and
//! inlay hints.

use super::range;
use crate::analysis::Analysis;
use crate::features::completion::{CompletionItem, CompletionKind};
use crate::features::hover::HoverResult;
use crate::features::inlay::{InlayHint, InlayKind};
use crate::features::signature::SignatureHelp;
use lsp_types::{
    CompletionItemKind, Hover, HoverContents, InlayHintKind, InlayHintLabel, MarkupContent,
    MarkupKind, ParameterInformation, ParameterLabel, Range, SignatureInformation,
};

/// A hover, in Markdown over the range of its span.
pub fn hover(a: &Analysis, hover: HoverResult) -> Hover {
    Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: hover.markdown,
        }),
        range: Some(range(a, hover.span)),
    }
}

/// Completion items.
pub fn completions(items: Vec<CompletionItem>) -> Vec<lsp_types::CompletionItem> {
    items
        .into_iter()
        .map(|item| lsp_types::CompletionItem {
            label: item.label,
            kind: Some(completion_kind(item.kind)),
            detail: item.detail,
            ..lsp_types::CompletionItem::default()
        })
        .collect()
}

fn completion_kind(kind: CompletionKind) -> CompletionItemKind {
    match kind {
        CompletionKind::Keyword => CompletionItemKind::KEYWORD,
        CompletionKind::Function => CompletionItemKind::FUNCTION,
        CompletionKind::Variable => CompletionItemKind::VARIABLE,
        CompletionKind::Operation => CompletionItemKind::CLASS,
        CompletionKind::Field => CompletionItemKind::FIELD,
    }
}

/// Signature help with its one signature. Parameters are given as offsets in the
/// label, its byte offsets (the protocol counts UTF-16 units: the two differ only in
/// a signature with non-ASCII names).
pub fn signature_help(help: SignatureHelp) -> lsp_types::SignatureHelp {
    let parameters = help
        .parameters
        .iter()
        .map(|p| ParameterInformation {
            label: ParameterLabel::LabelOffsets([p.start, p.end]),
            documentation: None,
        })
        .collect();
    lsp_types::SignatureHelp {
        signatures: vec![SignatureInformation {
            label: help.label,
            documentation: None,
            parameters: Some(parameters),
            active_parameter: Some(help.active_parameter),
        }],
        active_signature: Some(0),
        active_parameter: Some(help.active_parameter),
    }
}

/// The inlay hints placed in `within` (the range the editor asked for; a hint at
/// either end is in it), each at the end of the name it follows.
pub fn inlay_hints(
    a: &Analysis,
    hints: Vec<InlayHint>,
    within: Range,
) -> Vec<lsp_types::InlayHint> {
    hints
        .into_iter()
        .map(|hint| (range(a, hint.span).end, hint))
        .filter(|(position, _)| within.start <= *position && *position <= within.end)
        .map(|(position, hint)| lsp_types::InlayHint {
            position,
            label: InlayHintLabel::String(hint.label),
            kind: Some(match hint.kind {
                InlayKind::Type => InlayHintKind::TYPE,
            }),
            text_edits: None,
            tooltip: None,
            padding_left: None,
            padding_right: None,
            data: None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;
    use crate::features::{completion, inlay};
    use lsp_types::Position;
    use pdll_core::source::Span;

    #[test]
    fn a_hover_is_markdown_over_its_range_in_utf16_columns() {
        let (a, _) = at_cursor("|// é𝄞\nPattern { erase op<a.b>; }");
        let text = a.text(a.main);
        let start = text.find("a.b").unwrap() as u32;
        let span = Span {
            file: a.main,
            start,
            end: start + 3,
            ..Span::call_site()
        };
        let got = hover(
            &a,
            HoverResult {
                markdown: "`a.b`".into(),
                span,
            },
        );
        assert_eq!(
            got.contents,
            HoverContents::Markup(MarkupContent {
                kind: MarkupKind::Markdown,
                value: "`a.b`".into()
            })
        );
        assert_eq!(
            got.range,
            Some(Range::new(Position::new(1, 19), Position::new(1, 22)))
        );
        // Columns count UTF-16 units: `é` is one, `𝄞` two.
        let end = text.find('\n').unwrap() as u32;
        let got = hover(
            &a,
            HoverResult {
                markdown: String::new(),
                span: Span {
                    start: end,
                    end,
                    ..span
                },
            },
        );
        assert_eq!(got.range.unwrap().start, Position::new(0, 6));
    }

    #[test]
    fn completion_kinds_become_the_protocol_s() {
        let items = vec![
            completion::CompletionItem {
                label: "let".into(),
                kind: CompletionKind::Keyword,
                detail: None,
            },
            completion::CompletionItem {
                label: "a.b".into(),
                kind: CompletionKind::Operation,
                detail: Some("an op".into()),
            },
        ];
        let got = completions(items);
        assert_eq!(
            got,
            [
                lsp_types::CompletionItem {
                    label: "let".into(),
                    kind: Some(CompletionItemKind::KEYWORD),
                    ..lsp_types::CompletionItem::default()
                },
                lsp_types::CompletionItem {
                    label: "a.b".into(),
                    kind: Some(CompletionItemKind::CLASS),
                    detail: Some("an op".into()),
                    ..lsp_types::CompletionItem::default()
                },
            ]
        );
    }

    #[test]
    fn inlay_hints_follow_their_name_within_the_range_asked() {
        let (a, _) = at_cursor(
            "|Pattern { let r = op<t.x>(v: Value);\n let w: Value = r.0;\n let s = r.0; erase r; }",
        );
        let lines = |from: u32, to: u32| Range::new(Position::new(from, 0), Position::new(to, 0));
        let hints = |within: Range| -> Vec<_> {
            inlay_hints(&a, inlay::inlay_hints(&a), within)
                .into_iter()
                .map(|h| match h.label {
                    InlayHintLabel::String(s) => (h.position, s),
                    _ => panic!("string label"),
                })
                .collect()
        };
        assert_eq!(
            hints(lines(0, 9)),
            [
                (Position::new(0, 15), ": Op<t.x>".to_owned()),
                (Position::new(2, 6), ": Value".to_owned())
            ]
        );
        assert_eq!(hints(lines(1, 2)), []);
    }
}
