//! What an editor needs to know about a checked module: where every name is defined
//! and used, and the type of every expression.
//!
//! The checker fills an [`Index`] as it goes ([`crate::sema::check_with_index`]), so
//! the index covers the parts of a module that check even when other parts do not:
//! a pattern with an error still has its variables, their types and their uses up to
//! the error, and a constraint whose body fails still has its name and signature. A
//! language server answers hovers, go-to-definition, references, completion and
//! inlay hints from it without checking anything again.
//!
//! Spans are those of the [`SourceMap`](crate::source::SourceMap) the module was
//! parsed into; positions are byte offsets in a file ([`FileId`]).

use super::hir::Type;
use crate::source::{FileId, Span};
use rustc_hash::FxHashMap as HashMap;

/// Index of a symbol in [`Index::symbols`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SymbolId(pub u32);

/// What a symbol names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SymbolKind {
    /// A `Pattern` (named or not; patterns cannot be referenced).
    Pattern,
    /// A `Constraint` (PDLL-bodied or native, top-level or inline).
    Constraint,
    /// A `Rewrite` (PDLL-bodied or native, top-level or inline).
    Rewrite,
    /// A variable: `let x`, or an inline `x: Constraint`.
    Variable,
    /// A parameter of a constraint or rewrite.
    Parameter,
}

/// One parameter of a constraint or rewrite, for signature help.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Param {
    /// The parameter's name.
    pub name: String,
    /// Its type.
    pub ty: Type,
}

/// A definition.
#[derive(Clone, Debug)]
pub struct Symbol {
    /// The name; `None` for an anonymous pattern or inline declaration.
    pub name: Option<String>,
    /// What it names.
    pub kind: SymbolKind,
    /// True for a constraint or rewrite with a native body (`[{ }]`) or none (`;`).
    pub native: bool,
    /// Where the name is written (for an anonymous item: its keyword).
    pub name_span: Span,
    /// The whole definition: the item, the `let` statement, the parameter.
    pub span: Span,
    /// A variable's type; a constraint's or rewrite's result type. `None` when its
    /// definition failed to check.
    pub ty: Option<Type>,
    /// The parameters of a constraint or rewrite.
    pub params: Vec<Param>,
    /// Where the name can be used: the body that encloses the definition, or `None`
    /// for a top-level item (visible after it, and in files that include its file).
    pub scope: Option<Span>,
    /// For a `let`: true when it has no constraint list, so its type is inferred from
    /// the initializer (an editor shows it as an inlay hint).
    pub inferred: bool,
}

impl Symbol {
    /// The signature as PDLL would declare it, e.g. `Constraint IsOne(a: Attr) -> Attr`
    /// or `x: Op<arith.addi>`.
    pub fn signature(&self) -> String {
        let name = self.name.as_deref().unwrap_or("");
        match self.kind {
            SymbolKind::Pattern => format!("Pattern {name}").trim_end().to_owned(),
            SymbolKind::Constraint | SymbolKind::Rewrite => {
                let keyword = if self.kind == SymbolKind::Constraint {
                    "Constraint"
                } else {
                    "Rewrite"
                };
                let params: Vec<String> = self
                    .params
                    .iter()
                    .map(|p| format!("{}: {}", p.name, p.ty))
                    .collect();
                let mut out = format!("{keyword} {name}({})", params.join(", "));
                match &self.ty {
                    Some(Type::Tuple(elems)) if elems.is_empty() => {}
                    Some(ty) => out.push_str(&format!(" -> {ty}")),
                    None => {}
                }
                out
            }
            SymbolKind::Variable | SymbolKind::Parameter => match &self.ty {
                Some(ty) => format!("{name}: {ty}"),
                None => name.to_owned(),
            },
        }
    }
}

/// A use of a name, resolved to its definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reference {
    /// Where the name is written.
    pub span: Span,
    /// What it refers to.
    pub symbol: SymbolId,
}

/// An expression and its type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypedSpan {
    /// The expression.
    pub span: Span,
    /// Its type as checked (before any implicit conversion by its user).
    pub ty: Type,
}

/// An operation name as written in `op<...>` or `Op<...>`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpNameUse {
    /// The name, e.g. `arith.addi`.
    pub name: String,
    /// Where it is written.
    pub span: Span,
}

/// Definitions, uses and expression types of a module (see the module docs).
#[derive(Clone, Debug, Default)]
pub struct Index {
    /// Every definition, in the order the checker met them.
    pub symbols: Vec<Symbol>,
    /// Every resolved use of a name.
    pub references: Vec<Reference>,
    /// Every checked expression with its type.
    pub types: Vec<TypedSpan>,
    /// Every operation name written.
    pub op_names: Vec<OpNameUse>,
}

/// True when byte `offset` of `file` lies in `span` (its end included, so that a
/// cursor just after a name is on it).
fn contains(span: Span, file: FileId, offset: u32) -> bool {
    span.file == file && span.start <= offset && offset <= span.end
}

impl Index {
    /// The symbol with id `id`.
    pub fn symbol(&self, id: SymbolId) -> &Symbol {
        &self.symbols[id.0 as usize]
    }

    /// The symbol whose name is written at `offset`, as a definition or a use.
    pub fn symbol_at(&self, file: FileId, offset: u32) -> Option<SymbolId> {
        self.occurrence_at(file, offset).map(|(id, _)| id)
    }

    /// The symbol whose name is written at `offset`, and where that name is written.
    pub fn occurrence_at(&self, file: FileId, offset: u32) -> Option<(SymbolId, Span)> {
        let reference = self
            .references
            .iter()
            .find(|r| contains(r.span, file, offset))
            .map(|r| (r.symbol, r.span));
        reference.or_else(|| {
            self.symbols
                .iter()
                .position(|s| s.name.is_some() && contains(s.name_span, file, offset))
                .map(|i| (SymbolId(i as u32), self.symbols[i].name_span))
        })
    }

    /// Where `id` is used (its definition not included).
    pub fn references_to(&self, id: SymbolId) -> impl Iterator<Item = Span> + '_ {
        self.references
            .iter()
            .filter(move |r| r.symbol == id)
            .map(|r| r.span)
    }

    /// The innermost checked expression at `offset`.
    pub fn type_at(&self, file: FileId, offset: u32) -> Option<&TypedSpan> {
        self.types
            .iter()
            .filter(|t| contains(t.span, file, offset))
            .min_by_key(|t| t.span.end - t.span.start)
    }

    /// The operation name written at `offset`.
    pub fn op_name_at(&self, file: FileId, offset: u32) -> Option<&OpNameUse> {
        self.op_names
            .iter()
            .find(|o| contains(o.span, file, offset))
    }

    /// The top-level constraint or rewrite named `name`.
    pub fn global(&self, name: &str) -> Option<SymbolId> {
        self.symbols
            .iter()
            .position(|s| {
                s.scope.is_none()
                    && matches!(s.kind, SymbolKind::Constraint | SymbolKind::Rewrite)
                    && s.name.as_deref() == Some(name)
            })
            .map(|i| SymbolId(i as u32))
    }
}

/// Fills an [`Index`] while the checker runs (or, [`IndexBuilder::disabled`], records
/// nothing: the compiler does not need the index, which costs a tenth of the check of
/// a big set).
#[derive(Debug, Default)]
pub(crate) struct IndexBuilder {
    /// Records nothing when set.
    disabled: bool,
    /// What was found so far.
    pub index: Index,
    /// Symbols by the span of their defining name, which scope entries carry: how a
    /// use finds its definition.
    by_name_span: HashMap<(FileId, u32, u32), SymbolId>,
    /// The bodies being checked, innermost last (the scope of a new variable).
    bodies: Vec<Span>,
}

fn key(span: Span) -> (FileId, u32, u32) {
    (span.file, span.start, span.end)
}

impl IndexBuilder {
    /// A builder that records nothing (its index stays empty).
    pub fn disabled() -> IndexBuilder {
        IndexBuilder {
            disabled: true,
            ..IndexBuilder::default()
        }
    }

    /// Adds a definition; its scope is the innermost body being checked.
    pub fn define(&mut self, mut symbol: Symbol) {
        if self.disabled {
            return;
        }
        let id = SymbolId(self.index.symbols.len() as u32);
        if !matches!(symbol.kind, SymbolKind::Pattern) && symbol.scope.is_none() {
            symbol.scope = self.bodies.last().copied();
        }
        if symbol.name.is_some() {
            self.by_name_span.insert(key(symbol.name_span), id);
        }
        self.index.symbols.push(symbol);
    }

    /// The symbol defined with its name at `name_span`.
    pub fn defined_at(&self, name_span: Span) -> Option<SymbolId> {
        self.by_name_span.get(&key(name_span)).copied()
    }

    /// Records a use of the name defined at `definition` (a scope entry's span).
    pub fn reference(&mut self, span: Span, definition: Span) {
        if self.disabled {
            return;
        }
        if let Some(symbol) = self.defined_at(definition) {
            self.index.references.push(Reference { span, symbol });
        }
    }

    /// Records an expression's type.
    pub fn typed(&mut self, span: Span, ty: &Type) {
        if self.disabled {
            return;
        }
        self.index.types.push(TypedSpan {
            span,
            ty: ty.clone(),
        });
    }

    /// Records an operation name.
    pub fn op_name(&mut self, name: &str, span: Span) {
        if self.disabled {
            return;
        }
        self.index.op_names.push(OpNameUse {
            name: name.to_owned(),
            span,
        });
    }

    /// Starts a body: variables defined until [`IndexBuilder::exit`] live in it.
    pub fn enter(&mut self, body: Span) {
        self.bodies.push(body);
    }

    /// Ends the innermost body.
    pub fn exit(&mut self) {
        self.bodies.pop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceMap;
    use crate::syntax::{parse_str, ParseOptions};

    /// Parses and checks `src`; returns the index and the text.
    fn index(src: &str) -> Index {
        let mut sources = SourceMap::new();
        let (module, _) = parse_str("t.pdll", src, &ParseOptions::default(), &mut sources);
        crate::sema::check_with_index(&module.expect("a module")).index
    }

    fn at(src: &str, needle: &str) -> u32 {
        src.find(needle).expect("needle") as u32
    }

    #[test]
    fn uses_resolve_to_definitions() {
        let src =
            "Constraint C(v: Value);\nPattern P { let x = op<a.b>(y: Value); C(y); erase x; }";
        let idx = index(src);
        let file = FileId(0);
        let c = idx.symbol_at(file, at(src, "C(y)")).unwrap();
        assert_eq!(idx.symbol(c).signature(), "Constraint C(v: Value)");
        assert!(idx.symbol(c).native);
        let y = idx.symbol_at(file, at(src, "y);")).unwrap();
        assert_eq!(idx.symbol(y).signature(), "y: Value");
        assert_eq!(idx.references_to(y).count(), 1);
        let x = idx.symbol_at(file, at(src, "x;")).unwrap();
        assert_eq!(idx.symbol(x).ty, Some(Type::Op(Some("a.b".into()))));
        assert!(idx.symbol(x).inferred);
        assert_eq!(idx.op_name_at(file, at(src, "a.b")).unwrap().name, "a.b");
        let pattern = idx.symbol_at(file, at(src, "P {")).unwrap();
        assert_eq!(idx.symbol(pattern).kind, SymbolKind::Pattern);
    }

    #[test]
    fn a_failing_pattern_still_has_its_symbols_and_types() {
        let src = "Pattern { let x = op<a.b>; let r: Value = x.0; erase nothing; }";
        let idx = index(src);
        let file = FileId(0);
        let r = idx.symbol_at(file, at(src, "r:")).unwrap();
        assert_eq!(idx.symbol(r).ty, Some(Type::Value));
        assert!(!idx.symbol(r).inferred);
        let member = idx.type_at(file, at(src, ".0") + 1).unwrap();
        assert_eq!(member.ty, Type::Value);
        let base = idx.type_at(file, at(src, "x.0")).unwrap();
        assert_eq!(base.ty.to_string(), "Op<a.b>");
    }

    #[test]
    fn a_constraint_with_a_bad_body_keeps_its_signature() {
        let src = "Constraint Bad(a: Attr) -> Attr { return missing; }";
        let idx = index(src);
        let bad = idx.global("Bad").unwrap();
        assert_eq!(
            idx.symbol(bad).signature(),
            "Constraint Bad(a: Attr) -> Attr"
        );
        assert!(!idx.symbol(bad).native);
    }
}
