//! Go to definition and find references, across `#include`d files and across the
//! open documents that include the same file.

use crate::analysis::{canonical, Analysis};
use crate::ops::OpCatalog;
use pdll_core::sema::index::SymbolId;
use pdll_core::source::Span;
use std::path::PathBuf;

/// Where go to definition leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A name, in the document or a file it includes.
    Span(Span),
    /// The start of a line (0-based) of a file: an `#include`d file (its first line),
    /// or the `.td` file defining an op.
    Line {
        /// The file.
        path: PathBuf,
        /// The line.
        line: u32,
    },
}

/// Where the name (or `#include` path, or op name with a known definition) at `offset`
/// is defined.
pub fn definition(a: &Analysis, offset: u32, catalog: &dyn OpCatalog) -> Option<Target> {
    if let Some(id) = a.index.symbol_at(a.main, offset) {
        return Some(Target::Span(a.index.symbol(id).name_span));
    }
    if let Some(include) = a.module.as_ref()?.includes.iter().find(|i| {
        i.path.span.file == a.main && i.path.span.start <= offset && offset <= i.path.span.end
    }) {
        let path = std::path::absolute(&include.resolved).ok()?;
        return Some(Target::Line { path, line: 0 });
    }
    let op = a.index.op_name_at(a.main, offset)?;
    let source = catalog.op(&op.name)?.source?;
    Some(Target::Line {
        path: source.path,
        line: source.line,
    })
}

/// Where a definition is: its file and byte range (the same in every document that
/// reads that file).
fn definition_key(a: &Analysis, id: SymbolId) -> Option<(PathBuf, u32, u32)> {
    let span = a.index.symbol(id).name_span;
    let path = a.sources.get(span.file)?.path.as_ref()?;
    Some((canonical(path), span.start, span.end))
}

/// A definition or use that [`references`] found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reference {
    /// The analysis it is in: 0 for the document asked about, `i + 1` for `others[i]`.
    pub document: usize,
    /// The name, in that analysis' sources.
    pub span: Span,
}

/// Every use of the name at `offset` (and its definition when `declaration`): in this
/// document and the files it includes, and in every other open document that reads
/// the same definition through an `#include`. In the order found (a file included by
/// several documents is found through each of them).
pub fn references(
    a: &Analysis,
    offset: u32,
    declaration: bool,
    others: &[&Analysis],
) -> Vec<Reference> {
    let Some(id) = a.index.symbol_at(a.main, offset) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    let mut add = |document: usize, analysis: &Analysis, id: SymbolId| {
        if declaration {
            out.push(Reference {
                document,
                span: analysis.index.symbol(id).name_span,
            });
        }
        for span in analysis.index.references_to(id) {
            out.push(Reference { document, span });
        }
    };
    add(0, a, id);
    if let Some(key) = definition_key(a, id) {
        for (i, other) in others.iter().enumerate() {
            let same = (0..other.index.symbols.len() as u32)
                .map(SymbolId)
                .find(|&o| definition_key(other, o).as_ref() == Some(&key));
            if let Some(o) = same {
                add(i + 1, other, o);
            }
        }
    }
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
        let text = a.text(a.main);
        let v = text.find("<a.b>(v").unwrap() as u32 + 6;
        let Some(Target::Span(def)) = definition(&a, offset, &NoCatalog) else {
            panic!("a span")
        };
        assert_eq!((def.start, def.end), (v, v + 1));
        let refs = references(&a, offset, true, &[]);
        assert_eq!(refs.len(), 3, "{refs:?}");
        let c = text.find("C(v);").unwrap() as u32;
        let Some(Target::Span(def)) = definition(&a, c, &NoCatalog) else {
            panic!("a span")
        };
        assert_eq!(def.start, 11);
        assert_eq!(references(&a, c, false, &[]).len(), 2);
    }
}
