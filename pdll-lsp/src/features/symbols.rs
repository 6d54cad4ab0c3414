//! Document symbols: the patterns, constraints and rewrites of the document, each
//! with the variables, parameters and inline declarations it defines.

use crate::analysis::Analysis;
use pdll_core::sema::index::{Symbol, SymbolKind};
use pdll_core::source::Span;

/// An item of the outline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutlineItem {
    /// Its name (`<anonymous pattern>` when it has none).
    pub name: String,
    /// Its signature.
    pub detail: String,
    /// What it is.
    pub kind: SymbolKind,
    /// All of it, with its name.
    pub span: Span,
    /// Its name.
    pub name_span: Span,
    /// What it defines (its variables, parameters and inline declarations).
    pub children: Vec<OutlineItem>,
}

fn outline_item(s: &Symbol, children: Vec<OutlineItem>) -> OutlineItem {
    let name = match (&s.name, s.kind) {
        (Some(name), _) => name.clone(),
        (None, SymbolKind::Pattern) => "<anonymous pattern>".to_owned(),
        (None, _) => "<anonymous>".to_owned(),
    };
    OutlineItem {
        name,
        detail: s.signature(),
        kind: s.kind,
        span: s.span.to(s.name_span),
        name_span: s.name_span,
        children,
    }
}

/// The outline of the document (its own items; those of included files are left to
/// those files).
pub fn document_symbols(a: &Analysis) -> Vec<OutlineItem> {
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
                .map(|s| outline_item(s, Vec::new()))
                .collect();
            outline_item(item, children)
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
        assert_eq!(p.kind, SymbolKind::Pattern);
        let vars: Vec<_> = p.children.iter().map(|c| c.name.as_str()).collect();
        assert_eq!(vars, ["x"]);
        assert_eq!(outline[1].detail, "Rewrite R(o: Op)");
        let params: Vec<_> = outline[0]
            .children
            .iter()
            .map(|c| c.name.as_str())
            .collect();
        assert_eq!(params, ["v"]);
    }
}
