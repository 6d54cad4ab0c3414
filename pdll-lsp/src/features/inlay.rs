//! Inlay hints: the inferred type of each `let` without a constraint list.

use crate::analysis::Analysis;
use crate::convert;
use lsp_types::{InlayHint, InlayHintKind, InlayHintLabel, Range};
use pdll_core::sema::index::SymbolKind;

/// The hints of the `let`s in `range` of the document.
pub fn inlay_hints(a: &Analysis, range: Range) -> Vec<InlayHint> {
    a.index
        .symbols
        .iter()
        .filter(|s| s.kind == SymbolKind::Variable && s.inferred && s.name_span.file == a.main)
        .filter_map(|s| {
            let ty = s.ty.as_ref()?;
            let position = convert::range(a, s.name_span).end;
            (range.start <= position && position <= range.end).then(|| InlayHint {
                position,
                label: InlayHintLabel::String(format!(": {ty}")),
                kind: Some(InlayHintKind::TYPE),
                text_edits: None,
                tooltip: None,
                padding_left: None,
                padding_right: None,
                data: None,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;
    use lsp_types::Position;

    #[test]
    fn only_inferred_lets_get_a_hint() {
        let (a, _) = at_cursor(
            "|Pattern { let r = op<t.x>(v: Value);\n let w: Value = r.0;\n let s = r.0; erase r; }",
        );
        let all = Range::new(Position::new(0, 0), Position::new(9, 0));
        let hints: Vec<_> = inlay_hints(&a, all)
            .into_iter()
            .map(|h| match h.label {
                InlayHintLabel::String(s) => (h.position.line, s),
                _ => panic!("string label"),
            })
            .collect();
        assert_eq!(
            hints,
            [(0, ": Op<t.x>".to_owned()), (2, ": Value".to_owned())]
        );
    }
}
