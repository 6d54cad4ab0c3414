//! Inlay hints: the inferred type of each `let` without a constraint list.

use crate::analysis::Analysis;
use pdll_core::sema::index::SymbolKind;
use pdll_core::source::Span;

/// A hint shown after a name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlayHint {
    /// The name the hint follows.
    pub span: Span,
    /// The text shown (`: Value`).
    pub label: String,
    /// What the hint tells.
    pub kind: InlayKind,
}

/// What an inlay hint tells.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InlayKind {
    /// The type of the name before it.
    Type,
}

/// The hints of the `let`s of the document, all of them: the editor asks for those in
/// a range of lines and columns, and the converter keeps those in it by comparing
/// positions, as the protocol does (a column past the end of its line has no byte
/// offset of its own).
pub fn inlay_hints(a: &Analysis) -> Vec<InlayHint> {
    a.index
        .symbols
        .iter()
        .filter(|s| s.kind == SymbolKind::Variable && s.inferred && s.name_span.file == a.main)
        .filter_map(|s| {
            let ty = s.ty.as_ref()?;
            Some(InlayHint {
                span: s.name_span,
                label: format!(": {ty}"),
                kind: InlayKind::Type,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;

    #[test]
    fn only_inferred_lets_get_a_hint() {
        let (a, _) = at_cursor(
            "|Pattern { let r = op<t.x>(v: Value);\n let w: Value = r.0;\n let s = r.0; erase r; }",
        );
        let text = a.text(a.main);
        let hints: Vec<_> = inlay_hints(&a)
            .into_iter()
            .map(|h| {
                let name = &text[h.span.start as usize..h.span.end as usize];
                (name.to_owned(), h.label)
            })
            .collect();
        assert_eq!(
            hints,
            [
                ("r".to_owned(), ": Op<t.x>".to_owned()),
                ("s".to_owned(), ": Value".to_owned())
            ]
        );
    }
}
