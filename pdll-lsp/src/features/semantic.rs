//! Semantic tokens: what each name is (a constraint, a rewrite, a variable, a
//! parameter, an operation name), from the index. Keywords, strings, numbers and
//! comments are left to the editor's grammar (`editors/vscode`'s TextMate grammar).

use crate::analysis::Analysis;
use crate::line_index::LineIndex;
use lsp_types::{SemanticToken, SemanticTokenModifier, SemanticTokenType, SemanticTokensLegend};
use pdll_core::sema::index::SymbolKind;

/// The token types, in the legend's order.
const TYPES: [SemanticTokenType; 6] = [
    SemanticTokenType::FUNCTION, // constraint
    SemanticTokenType::MACRO,    // rewrite
    SemanticTokenType::VARIABLE,
    SemanticTokenType::PARAMETER,
    SemanticTokenType::CLASS, // pattern
    SemanticTokenType::TYPE,  // operation name
];

/// The token modifiers, in the legend's order (bit `i` is `MODIFIERS[i]`).
const MODIFIERS: [SemanticTokenModifier; 2] = [
    SemanticTokenModifier::DECLARATION,
    SemanticTokenModifier::DEFAULT_LIBRARY, // a native (Rust) constraint or rewrite
];

/// The legend the server announces.
pub fn legend() -> SemanticTokensLegend {
    SemanticTokensLegend {
        token_types: TYPES.to_vec(),
        token_modifiers: MODIFIERS.to_vec(),
    }
}

fn type_index(kind: SymbolKind) -> u32 {
    match kind {
        SymbolKind::Constraint => 0,
        SymbolKind::Rewrite => 1,
        SymbolKind::Variable => 2,
        SymbolKind::Parameter => 3,
        SymbolKind::Pattern => 4,
    }
}

/// The semantic tokens of the document, delta-encoded as the protocol wants.
pub fn semantic_tokens(a: &Analysis) -> Vec<SemanticToken> {
    let main = a.main;
    // (start, end, type, modifiers)
    let mut raw: Vec<(u32, u32, u32, u32)> = Vec::new();
    for s in &a.index.symbols {
        if s.name.is_some() && s.name_span.file == main {
            let native = if s.native { 2 } else { 0 };
            raw.push((
                s.name_span.start,
                s.name_span.end,
                type_index(s.kind),
                1 | native,
            ));
        }
    }
    for r in &a.index.references {
        if r.span.file == main {
            let s = a.index.symbol(r.symbol);
            let native = if s.native { 2 } else { 0 };
            raw.push((r.span.start, r.span.end, type_index(s.kind), native));
        }
    }
    for op in &a.index.op_names {
        if op.span.file == main {
            raw.push((op.span.start, op.span.end, 5, 0));
        }
    }
    raw.sort();
    raw.dedup_by_key(|t| t.0);
    let text = a.text(main);
    let lines = LineIndex::new(text);
    let mut out = Vec::with_capacity(raw.len());
    let (mut line, mut col) = (0, 0);
    let mut last_end = 0;
    for (start, end, ty, modifiers) in raw {
        if start < last_end || start == end {
            continue; // overlapping or empty: the protocol allows neither
        }
        let from = lines.position(text, start as usize);
        let to = lines.position(text, end as usize);
        if from.line != to.line {
            continue;
        }
        let delta_line = from.line - line;
        let delta_start = if delta_line == 0 {
            from.character - col
        } else {
            from.character
        };
        out.push(SemanticToken {
            delta_line,
            delta_start,
            length: to.character - from.character,
            token_type: ty,
            token_modifiers_bitset: modifiers,
        });
        (line, col, last_end) = (from.line, from.character, end);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;

    #[test]
    fn names_are_classified_and_delta_encoded() {
        let (a, _) = at_cursor(
            "|Constraint C(v: Value);\nPattern P { let x = op<a.b>(y: Value); C(y); erase x; }",
        );
        let tokens: Vec<_> = semantic_tokens(&a)
            .iter()
            .map(|t| {
                (
                    t.delta_line,
                    t.delta_start,
                    t.length,
                    t.token_type,
                    t.token_modifiers_bitset,
                )
            })
            .collect();
        assert_eq!(
            tokens,
            [
                (0, 11, 1, 0, 3), // C: constraint, declaration, native
                (0, 2, 1, 3, 1),  // v: parameter, declaration
                (1, 8, 1, 4, 1),  // P: pattern
                (0, 8, 1, 2, 1),  // x: variable
                (0, 7, 3, 5, 0),  // a.b: op name
                (0, 5, 1, 2, 1),  // y
                (0, 11, 1, 0, 2), // C: use of a native
                (0, 2, 1, 2, 0),  // y: use
                (0, 10, 1, 2, 0), // x: use
            ]
        );
    }
}
