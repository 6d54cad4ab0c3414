//! Go to definition and find references, across `#include`d files and across the
//! open documents that include the same file.

use crate::analysis::{canonical, Analysis};
use crate::convert;
use crate::ops::OpCatalog;
use lsp_types::{Location, Position, Range, Url};
use pdll_core::sema::index::SymbolId;
use std::path::PathBuf;

/// Where the name (or `#include` path, or op name with a known definition) at `offset`
/// is defined.
pub fn definition(
    a: &Analysis,
    offset: u32,
    uri: &Url,
    catalog: &dyn OpCatalog,
) -> Option<Location> {
    if let Some(id) = a.index.symbol_at(a.main, offset) {
        return convert::location(a, a.index.symbol(id).name_span, uri);
    }
    if let Some(include) = a.module.as_ref()?.includes.iter().find(|i| {
        i.path.span.file == a.main && i.path.span.start <= offset && offset <= i.path.span.end
    }) {
        let path = std::path::absolute(&include.resolved).ok()?;
        return Some(Location::new(
            Url::from_file_path(path).ok()?,
            Range::default(),
        ));
    }
    let op = a.index.op_name_at(a.main, offset)?;
    let source = catalog.op(&op.name)?.source?;
    let start = Position::new(source.line, 0);
    Some(Location::new(
        Url::from_file_path(source.path).ok()?,
        Range::new(start, start),
    ))
}

/// Where a definition is: its file and byte range (the same in every document that
/// reads that file).
fn definition_key(a: &Analysis, id: SymbolId) -> Option<(PathBuf, u32, u32)> {
    let span = a.index.symbol(id).name_span;
    let path = a.sources.get(span.file)?.path.as_ref()?;
    Some((canonical(path), span.start, span.end))
}

/// Every use of the name at `offset` (and its definition when `declaration`): in this
/// document and the files it includes, and in every other open document that reads
/// the same definition through an `#include`.
pub fn references(
    a: &Analysis,
    uri: &Url,
    offset: u32,
    declaration: bool,
    others: &[(&Url, &Analysis)],
) -> Vec<Location> {
    let Some(id) = a.index.symbol_at(a.main, offset) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut add = |analysis: &Analysis, uri: &Url, id: SymbolId| {
        if declaration {
            out.extend(convert::location(
                analysis,
                analysis.index.symbol(id).name_span,
                uri,
            ));
        }
        for span in analysis.index.references_to(id) {
            out.extend(convert::location(analysis, span, uri));
        }
    };
    add(a, uri, id);
    if let Some(key) = definition_key(a, id) {
        for (other_uri, other) in others {
            let same = (0..other.index.symbols.len() as u32)
                .map(SymbolId)
                .find(|&o| definition_key(other, o).as_ref() == Some(&key));
            if let Some(o) = same {
                add(other, other_uri, o);
            }
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;
    use crate::ops::NoCatalog;

    #[test]
    fn definition_and_references_of_a_variable_and_a_constraint() {
        let (a, offset) = at_cursor(
            "Constraint C(v: Value);\nPattern { let x = op<a.b>(v: Value); C(v); C(|v); erase x; }",
        );
        let uri = Url::parse("file:///t.pdll").unwrap();
        let def = definition(&a, offset, &uri, &NoCatalog).unwrap();
        assert_eq!(def.range.start, Position::new(1, 26));
        let refs = references(&a, &uri, offset, true, &[]);
        assert_eq!(refs.len(), 3, "{refs:?}");
        let c = a.text(a.main).find("C(v);").unwrap() as u32;
        let def = definition(&a, c, &uri, &NoCatalog).unwrap();
        assert_eq!(def.range.start, Position::new(0, 11));
        assert_eq!(references(&a, &uri, c, false, &[]).len(), 2);
    }
}
