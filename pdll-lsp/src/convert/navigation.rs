//! Go to definition, find references and the outline.

use super::{location, range};
use crate::analysis::Analysis;
use crate::features::navigation::{Reference, Target};
use crate::features::symbols::OutlineItem;
use lsp_types::{DocumentSymbol, Location, Position, Range, SymbolKind as LspKind, Url};
use pdll_core::sema::index::SymbolKind;

/// Where a definition is, in the document `uri` (analyzed as `a`) or elsewhere.
pub fn definition(a: &Analysis, target: Target, uri: &Url) -> Option<Location> {
    match target {
        Target::Span(span) => location(a, span, uri),
        Target::Line { path, line } => {
            let start = Position::new(line, 0);
            Some(Location::new(
                Url::from_file_path(path).ok()?,
                Range::new(start, start),
            ))
        }
    }
}

/// The locations of references, sorted by URI and position, each once: a file that
/// several open documents include is found through each of them. `documents` are the
/// analyses the references' `document` numbers, with their URIs.
pub fn references(documents: &[(&Url, &Analysis)], found: Vec<Reference>) -> Vec<Location> {
    let mut out: Vec<Location> = found
        .into_iter()
        .filter_map(|r| {
            let (uri, a) = documents.get(r.document)?;
            location(a, r.span, uri)
        })
        .collect();
    out.sort_by(|x, y| {
        (x.uri.as_str(), x.range.start.line, x.range.start.character).cmp(&(
            y.uri.as_str(),
            y.range.start.line,
            y.range.start.character,
        ))
    });
    out.dedup();
    out
}

/// The outline, as nested document symbols.
pub fn document_symbols(a: &Analysis, items: Vec<OutlineItem>) -> Vec<DocumentSymbol> {
    items
        .into_iter()
        .map(|item| document_symbol(a, item))
        .collect()
}

fn document_symbol(a: &Analysis, item: OutlineItem) -> DocumentSymbol {
    let children = document_symbols(a, item.children);
    #[allow(deprecated)] // `deprecated` is a required field of the type
    DocumentSymbol {
        name: item.name,
        detail: Some(item.detail),
        kind: symbol_kind(item.kind),
        tags: None,
        deprecated: None,
        range: range(a, item.span),
        selection_range: range(a, item.name_span),
        children: (!children.is_empty()).then_some(children),
    }
}

fn symbol_kind(kind: SymbolKind) -> LspKind {
    match kind {
        SymbolKind::Pattern => LspKind::CLASS,
        SymbolKind::Constraint | SymbolKind::Rewrite => LspKind::FUNCTION,
        SymbolKind::Variable | SymbolKind::Parameter => LspKind::VARIABLE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;
    use pdll_core::source::Span;

    #[test]
    fn references_are_sorted_by_document_and_position_each_once() {
        let (a, _) = at_cursor("|Pattern { let x = op<a.b>; erase x; }");
        let (b, _) = at_cursor("|Pattern {\n let y = op<a.b>; erase y; }");
        let (ua, ub) = (
            Url::parse("file:///b.pdll").unwrap(),
            Url::parse("file:///a.pdll").unwrap(),
        );
        let at = |document: usize, analysis: &Analysis, word: &str| {
            let start = analysis.text(analysis.main).find(word).unwrap() as u32;
            Reference {
                document,
                span: Span {
                    file: analysis.main,
                    start,
                    end: start + 1,
                    ..Span::call_site()
                },
            }
        };
        let found = vec![
            at(0, &a, "x;"),
            at(0, &a, "x ="),
            at(1, &b, "y;"),
            at(0, &a, "x;"),
        ];
        let got: Vec<_> = references(&[(&ua, &a), (&ub, &b)], found)
            .into_iter()
            .map(|l| (l.uri.path().to_owned(), l.range.start))
            .collect();
        assert_eq!(
            got,
            [
                ("/a.pdll".to_owned(), Position::new(1, 24)),
                ("/b.pdll".to_owned(), Position::new(0, 14)),
                ("/b.pdll".to_owned(), Position::new(0, 33)),
            ]
        );
    }

    #[test]
    fn a_definition_in_another_file_is_the_start_of_its_line() {
        let (a, _) = at_cursor("|Pattern => erase op<a.b>;");
        let uri = Url::parse("file:///t.pdll").unwrap();
        let path = std::path::absolute("ops.td").unwrap();
        let got = definition(
            &a,
            Target::Line {
                path: path.clone(),
                line: 7,
            },
            &uri,
        )
        .unwrap();
        assert_eq!(got.uri, Url::from_file_path(path).unwrap());
        assert_eq!(
            got.range,
            Range::new(Position::new(7, 0), Position::new(7, 0))
        );
    }
}
