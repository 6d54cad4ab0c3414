//! Hover: the signature of a constraint or rewrite, the type of a variable or
//! expression, what is known of an operation.

use crate::analysis::Analysis;
use crate::ops::{op_markdown, ops_in_file, OpCatalog};
use pdll_core::sema::hir::Type;
use pdll_core::sema::index::SymbolKind;
use pdll_core::source::Span;

/// What a hover shows, and over what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HoverResult {
    /// The text, in Markdown.
    pub markdown: String,
    /// The name or expression it is about.
    pub span: Span,
}

/// The hover at `offset` of the document.
pub fn hover(a: &Analysis, offset: u32, catalog: &dyn OpCatalog) -> Option<HoverResult> {
    let file = a.main;
    let (markdown, span) = if let Some(op) = a.index.op_name_at(file, offset) {
        let uses = ops_in_file(&a.index)
            .get(op.name.as_str())
            .copied()
            .unwrap_or(0);
        (
            op_markdown(&op.name, catalog.op(&op.name).as_ref(), uses),
            op.span,
        )
    } else if let Some((id, span)) = a.index.occurrence_at(file, offset) {
        let symbol = a.index.symbol(id);
        let what = match (symbol.kind, symbol.native) {
            (SymbolKind::Pattern, _) => "pattern",
            (SymbolKind::Constraint, true) => "native constraint (implemented in Rust)",
            (SymbolKind::Constraint, false) => "constraint",
            (SymbolKind::Rewrite, true) => "native rewrite (implemented in Rust)",
            (SymbolKind::Rewrite, false) => "rewrite",
            (SymbolKind::Variable, _) if symbol.inferred => "variable (type inferred)",
            (SymbolKind::Variable, _) => "variable",
            (SymbolKind::Parameter, _) => "parameter",
        };
        let mut md = format!("```pdll\n{}\n```\n\n{what}", symbol.signature());
        if let Some(Type::Op(Some(name))) = &symbol.ty {
            if let Some(summary) = catalog.op(name).and_then(|i| i.summary) {
                md.push_str(&format!("\n\n`{name}`: {summary}"));
            }
        }
        (md, span)
    } else {
        let typed = a.index.type_at(file, offset)?;
        (
            format!("```pdll\n{}\n```\n\nexpression type", typed.ty),
            typed.span,
        )
    };
    Some(HoverResult { markdown, span })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;
    use crate::ops::NoCatalog;

    fn hover_text(text: &str) -> String {
        let (a, offset) = at_cursor(text);
        hover(&a, offset, &NoCatalog)
            .expect("a hover at the cursor")
            .markdown
    }

    #[test]
    fn hovers_show_signatures_types_and_ops() {
        let decl = "Constraint IsOne(a: Attr) -> Attr;\nPattern { let r = op<t.c> {v = v: Attr}; ";
        let md = hover_text(&format!("{decl}Is|One(v); erase r; }}"));
        assert!(
            md.contains("Constraint IsOne(a: Attr) -> Attr") && md.contains("native"),
            "{md}"
        );
        let md = hover_text(&format!("{decl}IsOne(v); erase |r; }}"));
        assert!(md.contains("r: Op<t.c>") && md.contains("inferred"), "{md}");
        let md = hover_text(&format!("{decl}IsOne(v); erase r; }}").replace("op<t.c>", "op<t.|c>"));
        assert!(
            md.contains("op<t.c>") && md.contains("Named 1 time"),
            "{md}"
        );
        let md = hover_text("Pattern { let r = op<t.c>(x: Value); replace r with op<t.d>(x).|0; }");
        assert!(
            md.contains("Value") && md.contains("expression type"),
            "{md}"
        );
    }

    #[test]
    fn hovers_work_in_a_file_that_does_not_parse() {
        let md = hover_text("Pattern A { let x = op<a.b>; erase |x; }\nPattern B { let y = ; }");
        assert!(md.contains("x: Op<a.b>"), "{md}");
    }
}
