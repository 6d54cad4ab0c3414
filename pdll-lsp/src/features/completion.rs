//! Completion: after `op<` or `Op<` the operation names known (from the file and the
//! ODS catalog); after `expr.` the members of its type (tuple elements, an op's
//! results); elsewhere the keywords, the constraints and rewrites defined before the
//! cursor, and the variables in scope.

use super::{is_ident_char, line_before};
use crate::analysis::Analysis;
use crate::ops::{ops_in_file, OpCatalog};
use pdll_core::sema::hir::Type;
use pdll_core::sema::index::{Symbol, SymbolKind};
use std::collections::BTreeSet;

/// One completion: the text to insert, what it names, and a detail (a signature, a
/// type, an op's summary).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompletionItem {
    /// The text offered (and inserted).
    pub label: String,
    /// What it names.
    pub kind: CompletionKind,
    /// What the editor shows beside it.
    pub detail: Option<String>,
}

/// What a completion names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CompletionKind {
    /// A keyword of PDLL.
    Keyword,
    /// A constraint or rewrite.
    Function,
    /// A variable or parameter.
    Variable,
    /// An operation name.
    Operation,
    /// A member: a tuple element or an op's result.
    Field,
}

/// Words that are keywords only where the grammar expects them (`op<`, `attr<`,
/// `type<`, `benefit(`, `recursion`), offered beside the reserved keywords.
const CONTEXTUAL_KEYWORDS: &[&str] = &["op", "attr", "type", "benefit", "recursion"];

/// PDLL's keywords (the grammar's reserved words, but `_`, which names nothing) and the
/// contextual ones.
fn keywords() -> impl Iterator<Item = &'static str> {
    pdll_core::syntax::grammar::KEYWORDS
        .iter()
        .copied()
        .filter(|k| *k != "_")
        .chain(CONTEXTUAL_KEYWORDS.iter().copied())
}

/// The completions at `offset`.
pub fn completions(a: &Analysis, offset: u32, catalog: &dyn OpCatalog) -> Vec<CompletionItem> {
    let text = a.text(a.main);
    let before = line_before(text, offset as usize);
    // The word being typed (op names include dots).
    let word_start = before
        .rfind(|c: char| !(is_ident_char(c) || c == '.'))
        .map_or(0, |i| i + 1);
    let head = &before[..word_start];
    if head.trim_end().ends_with("op<") || head.trim_end().ends_with("Op<") {
        return op_names(a, catalog);
    }
    let ident_start = before
        .rfind(|c: char| !is_ident_char(c))
        .map_or(0, |i| i + 1);
    if let Some(base) = before[..ident_start].strip_suffix('.') {
        let base_start = base.rfind(|c: char| !is_ident_char(c)).map_or(0, |i| i + 1);
        return members(a, &base[base_start..], offset, catalog);
    }
    let mut items: Vec<CompletionItem> = keywords()
        .map(|k| item(k, CompletionKind::Keyword, None))
        .collect();
    let mut seen = BTreeSet::new();
    for s in visible(a, offset) {
        let Some(name) = &s.name else { continue };
        if !seen.insert(name.clone()) {
            continue;
        }
        let kind = match s.kind {
            SymbolKind::Constraint | SymbolKind::Rewrite => CompletionKind::Function,
            SymbolKind::Variable | SymbolKind::Parameter => CompletionKind::Variable,
            SymbolKind::Pattern => continue,
        };
        items.push(item(name, kind, Some(s.signature())));
    }
    items
}

/// The symbols usable at `offset`: top-level constraints and rewrites defined before it
/// (or in an included file), and the variables of the enclosing bodies defined before it.
fn visible(a: &Analysis, offset: u32) -> impl Iterator<Item = &Symbol> {
    let main = a.main;
    a.index.symbols.iter().filter(move |s| {
        let before = s.name_span.file != main || s.name_span.end <= offset;
        let in_scope = match s.scope {
            None => true,
            Some(scope) => scope.file == main && scope.start <= offset && offset <= scope.end,
        };
        before && in_scope && s.kind != SymbolKind::Pattern
    })
}

fn item(label: &str, kind: CompletionKind, detail: Option<String>) -> CompletionItem {
    CompletionItem {
        label: label.to_owned(),
        kind,
        detail,
    }
}

fn op_names(a: &Analysis, catalog: &dyn OpCatalog) -> Vec<CompletionItem> {
    let mut names: BTreeSet<String> = ops_in_file(&a.index)
        .keys()
        .map(|n| n.to_string())
        .collect();
    names.extend(catalog.names());
    names
        .into_iter()
        .map(|n| {
            let detail = catalog.op(&n).and_then(|i| i.summary);
            item(&n, CompletionKind::Operation, detail)
        })
        .collect()
}

/// The members of the variable `base`'s type.
fn members(a: &Analysis, base: &str, offset: u32, catalog: &dyn OpCatalog) -> Vec<CompletionItem> {
    let ty = visible(a, offset)
        .filter(|s| s.name.as_deref() == Some(base))
        .last()
        .and_then(|s| s.ty.clone());
    match ty {
        Some(Type::Tuple(elems)) => elems
            .iter()
            .enumerate()
            .flat_map(|(i, e)| {
                let detail = Some(e.ty.to_string());
                let by_index = item(&i.to_string(), CompletionKind::Field, detail.clone());
                let by_name = e
                    .name
                    .as_ref()
                    .map(|n| item(n, CompletionKind::Field, detail.clone()));
                std::iter::once(by_index).chain(by_name)
            })
            .collect(),
        Some(Type::Op(Some(name))) => catalog
            .op(&name)
            .map(|info| {
                info.results
                    .iter()
                    .enumerate()
                    .flat_map(|(i, r)| {
                        let detail = Some(r.constraint.clone());
                        [
                            item(&i.to_string(), CompletionKind::Field, detail.clone()),
                            item(&r.name, CompletionKind::Field, detail),
                        ]
                    })
                    .collect()
            })
            .unwrap_or_else(|| vec![item("0", CompletionKind::Field, Some("Value".into()))]),
        Some(Type::Op(None)) => vec![item("0", CompletionKind::Field, Some("Value".into()))],
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::features::test_support::at_cursor;
    use crate::ops::NoCatalog;

    fn labels(text: &str) -> Vec<String> {
        let (a, offset) = at_cursor(text);
        completions(&a, offset, &NoCatalog)
            .into_iter()
            .map(|i| i.label)
            .collect()
    }

    #[test]
    fn names_in_scope_and_keywords() {
        let got = labels(
            "Constraint C(v: Value);\nPattern P { let x = op<a.b>(y: Value); | erase x; }\nConstraint Later(v: Value);",
        );
        for want in ["C", "x", "y", "let", "erase", "ValueRange"] {
            assert!(
                got.contains(&want.to_owned()),
                "{want} missing from {got:?}"
            );
        }
        assert!(!got.contains(&"Later".to_owned()), "{got:?}");
        assert!(!got.contains(&"v".to_owned()), "{got:?}");
    }

    #[test]
    fn op_names_from_the_file() {
        let got =
            labels("Pattern { let x = op<arith.addi>; erase x; }\nPattern { erase op<ar|>; }");
        assert_eq!(got, ["arith.addi"]);
    }

    #[test]
    fn tuple_members() {
        let got = labels(
            "Rewrite R() -> (a: Value, b: Attr);\nPattern { let r = op<t.x>; rewrite r with { let t = R(); let u = t.|; }; }",
        );
        assert_eq!(got, ["0", "a", "1", "b"]);
    }
}
