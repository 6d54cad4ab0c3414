//! Semantic tokens: the legend the server announces, and the tokens delta-encoded in
//! its terms.

use crate::analysis::Analysis;
use crate::features::semantic::{Token, TokenKind};
use crate::line_index::LineIndex;
use lsp_types::{SemanticToken, SemanticTokenModifier, SemanticTokenType, SemanticTokensLegend};

/// The token types, in the legend's order (that of [`TokenKind`]).
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
pub fn semantic_legend() -> SemanticTokensLegend {
    SemanticTokensLegend {
        token_types: TYPES.to_vec(),
        token_modifiers: MODIFIERS.to_vec(),
    }
}

/// The index of `kind` in [`TYPES`].
fn type_index(kind: TokenKind) -> u32 {
    match kind {
        TokenKind::Constraint => 0,
        TokenKind::Rewrite => 1,
        TokenKind::Variable => 2,
        TokenKind::Parameter => 3,
        TokenKind::Pattern => 4,
        TokenKind::Operation => 5,
    }
}

/// The bits of a token's modifiers in [`MODIFIERS`].
fn modifier_bits(token: &Token) -> u32 {
    u32::from(token.declaration) | u32::from(token.native) << 1
}

/// The tokens of the document (in order, as `features::semantic` gives them),
/// delta-encoded as the protocol wants. Tokens that overlap one kept before them, are
/// empty or span lines are left out: the protocol allows none of these.
pub fn semantic_tokens(a: &Analysis, tokens: &[Token]) -> Vec<SemanticToken> {
    let text = a.text(a.main);
    let lines = LineIndex::new(text);
    let mut out = Vec::with_capacity(tokens.len());
    let (mut line, mut col) = (0, 0);
    let mut last_end = 0;
    for token in tokens {
        let (start, end) = (token.span.start, token.span.end);
        if start < last_end || start == end {
            continue;
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
            token_type: type_index(token.kind),
            token_modifiers_bitset: modifier_bits(token),
        });
        (line, col, last_end) = (from.line, from.character, end);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::semantic;
    use crate::features::test_support::at_cursor;

    #[test]
    fn names_are_classified_and_delta_encoded() {
        let (a, _) = at_cursor(
            "|Constraint C(v: Value);\nPattern P { let x = op<a.b>(y: Value); C(y); erase x; }",
        );
        let tokens: Vec<_> = semantic_tokens(&a, &semantic::semantic_tokens(&a))
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
