//! Semantic tokens: what each name is (a constraint, a rewrite, a variable, a
//! parameter, an operation name), from the index. Keywords, strings, numbers and
//! comments are left to the editor's grammar (`editors/vscode`'s TextMate grammar).

use crate::analysis::Analysis;
use pdll_core::sema::index::SymbolKind;
use pdll_core::source::Span;

/// A name of the document and what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// The name.
    pub span: Span,
    /// What it names.
    pub kind: TokenKind,
    /// True where the name is defined.
    pub declaration: bool,
    /// True for a native (Rust) constraint or rewrite.
    pub native: bool,
}

/// What a token names, in the order of the legend the server announces. Of two tokens
/// that start at the same place the shorter is kept, or else the one first in this
/// order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum TokenKind {
    /// A constraint.
    Constraint,
    /// A rewrite.
    Rewrite,
    /// A variable.
    Variable,
    /// A parameter.
    Parameter,
    /// A pattern.
    Pattern,
    /// An operation name.
    Operation,
}

fn token_kind(kind: SymbolKind) -> TokenKind {
    match kind {
        SymbolKind::Constraint => TokenKind::Constraint,
        SymbolKind::Rewrite => TokenKind::Rewrite,
        SymbolKind::Variable => TokenKind::Variable,
        SymbolKind::Parameter => TokenKind::Parameter,
        SymbolKind::Pattern => TokenKind::Pattern,
    }
}

/// The tokens of the document, in order, one for each place (which may still overlap
/// or span lines: the converter drops those, as the protocol allows neither).
pub fn semantic_tokens(a: &Analysis) -> Vec<Token> {
    let main = a.main;
    let mut tokens: Vec<Token> = Vec::new();
    for s in &a.index.symbols {
        if s.name.is_some() && s.name_span.file == main {
            tokens.push(Token {
                span: s.name_span,
                kind: token_kind(s.kind),
                declaration: true,
                native: s.native,
            });
        }
    }
    for r in &a.index.references {
        if r.span.file == main {
            let s = a.index.symbol(r.symbol);
            tokens.push(Token {
                span: r.span,
                kind: token_kind(s.kind),
                declaration: false,
                native: s.native,
            });
        }
    }
    for op in &a.index.op_names {
        if op.span.file == main {
            tokens.push(Token {
                span: op.span,
                kind: TokenKind::Operation,
                declaration: false,
                native: false,
            });
        }
    }
    tokens.sort_by_key(|t| (t.span.start, t.span.end, t.kind, t.native, t.declaration));
    tokens.dedup_by_key(|t| t.span.start);
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;

    #[test]
    fn names_are_classified_in_order() {
        let (a, _) = at_cursor(
            "|Constraint C(v: Value);\nPattern P { let x = op<a.b>(y: Value); C(y); erase x; }",
        );
        let text = a.text(a.main);
        let tokens: Vec<_> = semantic_tokens(&a)
            .iter()
            .map(|t| {
                let name = &text[t.span.start as usize..t.span.end as usize];
                (name, t.kind, t.declaration, t.native)
            })
            .collect();
        use TokenKind::*;
        assert_eq!(
            tokens,
            [
                ("C", Constraint, true, true),
                ("v", Parameter, true, false),
                ("P", Pattern, true, false),
                ("x", Variable, true, false),
                ("a.b", Operation, false, false),
                ("y", Variable, true, false),
                ("C", Constraint, false, true),
                ("y", Variable, false, false),
                ("x", Variable, false, false),
            ]
        );
    }
}
