//! Document symbols: the patterns, constraints and rewrites of the document, each
//! with the variables, parameters and inline declarations it defines.

use crate::analysis::Analysis;
use crate::convert;
use lsp_types::{DocumentSymbol, SymbolKind as LspKind};
use pdll_core::sema::index::{Symbol, SymbolKind};

fn lsp_kind(kind: SymbolKind) -> LspKind {
    match kind {
        SymbolKind::Pattern => LspKind::CLASS,
        SymbolKind::Constraint | SymbolKind::Rewrite => LspKind::FUNCTION,
        SymbolKind::Variable | SymbolKind::Parameter => LspKind::VARIABLE,
    }
}

fn document_symbol(a: &Analysis, s: &Symbol, children: Vec<DocumentSymbol>) -> DocumentSymbol {
    let name = match (&s.name, s.kind) {
        (Some(name), _) => name.clone(),
        (None, SymbolKind::Pattern) => "<anonymous pattern>".to_owned(),
        (None, _) => "<anonymous>".to_owned(),
    };
    let range = convert::range(a, s.span.to(s.name_span));
    #[allow(deprecated)] // `deprecated` is a required field of the type
    DocumentSymbol {
        name,
        detail: Some(s.signature()),
        kind: lsp_kind(s.kind),
        tags: None,
        deprecated: None,
        range,
        selection_range: convert::range(a, s.name_span),
        children: (!children.is_empty()).then_some(children),
    }
}

/// The outline of the document (its own items; those of included files are left to
/// those files).
pub fn document_symbols(a: &Analysis) -> Vec<DocumentSymbol> {
    let symbols = &a.index.symbols;
    symbols
        .iter()
        .filter(|s| s.scope.is_none() && s.span.file == a.main)
        .map(|item| {
            let children = symbols
                .iter()
                .filter(|s| {
                    s.name.is_some()
                        && s.scope.is_some_and(|scope| {
                            scope.file == item.span.file
                                && item.span.start <= scope.start
                                && scope.end <= item.span.end
                        })
                })
                .map(|s| document_symbol(a, s, Vec::new()))
                .collect();
            document_symbol(a, item, children)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;

    #[test]
    fn items_with_their_variables() {
        let (a, _) = at_cursor(
            "|Constraint C(v: Value);\nRewrite R(o: Op) => erase o;\nPattern P { let x = op<a.b>; erase x; }\nPattern => erase op<c.d>;",
        );
        let outline = document_symbols(&a);
        let names: Vec<_> = outline.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["C", "R", "P", "<anonymous pattern>"]);
        let p = &outline[2];
        assert_eq!(p.kind, LspKind::CLASS);
        let vars: Vec<_> = p
            .children
            .iter()
            .flatten()
            .map(|c| c.name.as_str())
            .collect();
        assert_eq!(vars, ["x"]);
        assert_eq!(outline[1].detail.as_deref(), Some("Rewrite R(o: Op)"));
        let params: Vec<_> = outline[0]
            .children
            .iter()
            .flatten()
            .map(|c| c.name.as_str())
            .collect();
        assert_eq!(params, ["v"]);
    }
}
