//! The uniquing tables for identifiers, types and attributes, owned by a [`crate::Context`].

use crate::attributes::{AttrKind, Attribute};
use crate::ident::Identifier;
use crate::types::{Type, TypeKind};
use indexmap::IndexSet;
use rustc_hash::FxBuildHasher;

/// A table that gives each distinct value a dense `u32` id: the index of the value in
/// insertion order.
type Table<K> = IndexSet<K, FxBuildHasher>;

/// The id of `key` in `table`, inserting it if new. Most calls find the key (a parser
/// interns the same few types over and over), so look it up first: `insert_full` would
/// reserve room for an insertion on every call.
fn intern<K: Eq + std::hash::Hash>(table: &mut Table<K>, key: K) -> u32 {
    let id = match table.get_index_of(&key) {
        Some(id) => id,
        None => table.insert_full(key).0,
    };
    u32::try_from(id).expect("more than u32::MAX uniqued items")
}

/// Uniques identifiers, types and attributes. A [`crate::Context`] owns exactly one.
#[derive(Default, Clone)]
pub(crate) struct Interner {
    idents: Table<Box<str>>,
    types: Table<TypeKind>,
    attrs: Table<AttrKind>,
}

impl Interner {
    /// The identifier for `s`.
    pub fn ident(&mut self, s: &str) -> Identifier {
        match self.idents.get_index_of(s) {
            Some(id) => Identifier(id as u32),
            None => Identifier(intern(&mut self.idents, s.into())),
        }
    }

    /// The identifier for `s`, if it was interned before.
    pub fn lookup_ident(&self, s: &str) -> Option<Identifier> {
        self.idents.get_index_of(s).map(|id| Identifier(id as u32))
    }

    /// The text of an identifier.
    pub fn ident_str(&self, id: Identifier) -> &str {
        &self.idents[id.0 as usize]
    }

    /// How many identifiers are interned: their indices are `0..num_idents()`, and an
    /// identifier interned later gets a larger one.
    pub fn num_idents(&self) -> usize {
        self.idents.len()
    }

    /// The type with this structure.
    pub fn ty(&mut self, kind: TypeKind) -> Type {
        Type(intern(&mut self.types, kind))
    }

    /// The structure of a type.
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        &self.types[ty.0 as usize]
    }

    /// The attribute with this structure. Dictionary entries must already be sorted and
    /// unique (see [`Interner::dictionary`]).
    pub fn attr(&mut self, kind: AttrKind) -> Attribute {
        Attribute(intern(&mut self.attrs, kind))
    }

    /// The structure of an attribute.
    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        &self.attrs[attr.0 as usize]
    }

    /// A dictionary attribute from entries in any order; a later entry with the same
    /// name replaces an earlier one.
    pub fn dictionary(&mut self, mut entries: Vec<(Identifier, Attribute)>) -> Attribute {
        if entries.len() > 1 {
            // Stable sort keeps the order of equal names, so "last one wins" below is
            // exact.
            entries.sort_by(|a, b| self.ident_str(a.0).cmp(self.ident_str(b.0)));
            let mut kept = 0;
            for i in 0..entries.len() {
                let e = entries[i];
                if kept > 0 && entries[kept - 1].0 == e.0 {
                    entries[kept - 1] = e;
                } else {
                    entries[kept] = e;
                    kept += 1;
                }
            }
            entries.truncate(kept);
        }
        self.attr(AttrKind::Dictionary(entries))
    }
}

/// How many entries each table of an [`Interner`] held at some point: the entries a
/// clone interned after that point are the ones past these counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Marks {
    idents: usize,
    types: usize,
    attrs: usize,
}

impl Marks {
    /// Whether every handle below these marks is below `other` too.
    pub fn within(self, other: Marks) -> bool {
        self.idents <= other.idents && self.types <= other.types && self.attrs <= other.attrs
    }
}

/// Where the entries a forked interner added went when they were interned into the
/// interner it was forked from ([`Interner::absorb`]): handles below the fork's marks
/// are the same in both; the others are looked up here.
#[derive(Debug, Default)]
pub(crate) struct Absorbed {
    marks: Option<Marks>,
    idents: Vec<Identifier>,
    types: Vec<Type>,
    attrs: Vec<Attribute>,
}

impl Absorbed {
    /// The handle in the absorbing interner of an identifier of the fork.
    #[inline]
    pub fn ident(&self, id: Identifier) -> Identifier {
        match self.marks {
            Some(m) if id.0 as usize >= m.idents => self.idents[id.0 as usize - m.idents],
            _ => id,
        }
    }

    /// The handle in the absorbing interner of a type of the fork.
    #[inline]
    pub fn ty(&self, ty: Type) -> Type {
        match self.marks {
            Some(m) if ty.0 as usize >= m.types => self.types[ty.0 as usize - m.types],
            _ => ty,
        }
    }

    /// The handle in the absorbing interner of an attribute of the fork.
    #[inline]
    pub fn attr(&self, attr: Attribute) -> Attribute {
        match self.marks {
            Some(m) if attr.0 as usize >= m.attrs => self.attrs[attr.0 as usize - m.attrs],
            _ => attr,
        }
    }
}

impl Interner {
    /// The current size of each table.
    pub fn marks(&self) -> Marks {
        Marks {
            idents: self.idents.len(),
            types: self.types.len(),
            attrs: self.attrs.len(),
        }
    }

    /// Interns into `self` every entry that `fork` (a clone of `self` taken when `self`
    /// was at `marks`) added since, and returns where each went. Entries are taken
    /// table by table in the fork's order; an entry refers only to entries interned
    /// before it, so one pass per table finds every reference already mapped, except
    /// across tables (a type's encoding attribute, an attribute's type), which are
    /// mapped on demand.
    pub fn absorb(&mut self, fork: &Interner, marks: Marks) -> Absorbed {
        let mut out = AbsorbState {
            target: self,
            fork,
            marks,
            idents: vec![None; fork.idents.len() - marks.idents],
            types: vec![None; fork.types.len() - marks.types],
            attrs: vec![None; fork.attrs.len() - marks.attrs],
        };
        for i in marks.idents..fork.idents.len() {
            out.ident(Identifier(i as u32));
        }
        for i in marks.types..fork.types.len() {
            out.ty(Type(i as u32));
        }
        for i in marks.attrs..fork.attrs.len() {
            out.attr(Attribute(i as u32));
        }
        // Every entry was mapped by the loops above.
        let all = |v: Vec<Option<u32>>| v.into_iter().map(Option::unwrap_or_default);
        Absorbed {
            marks: Some(marks),
            idents: all(out.idents).map(Identifier).collect(),
            types: all(out.types).map(Type).collect(),
            attrs: all(out.attrs).map(Attribute).collect(),
        }
    }
}

/// The work of [`Interner::absorb`]: the fork's new entries mapped into the target,
/// each once (`None` until mapped).
struct AbsorbState<'a> {
    target: &'a mut Interner,
    fork: &'a Interner,
    marks: Marks,
    idents: Vec<Option<u32>>,
    types: Vec<Option<u32>>,
    attrs: Vec<Option<u32>>,
}

impl AbsorbState<'_> {
    fn ident(&mut self, id: Identifier) -> Identifier {
        let Some(k) = (id.0 as usize).checked_sub(self.marks.idents) else {
            return id;
        };
        if let Some(m) = self.idents[k] {
            return Identifier(m);
        }
        let m = self.target.ident(self.fork.ident_str(id));
        self.idents[k] = Some(m.0);
        m
    }

    fn ty(&mut self, ty: Type) -> Type {
        let Some(k) = (ty.0 as usize).checked_sub(self.marks.types) else {
            return ty;
        };
        if let Some(m) = self.types[k] {
            return Type(m);
        }
        let kind = self.type_kind(self.fork.type_kind(ty));
        let m = self.target.ty(kind);
        self.types[k] = Some(m.0);
        m
    }

    fn attr(&mut self, attr: Attribute) -> Attribute {
        let Some(k) = (attr.0 as usize).checked_sub(self.marks.attrs) else {
            return attr;
        };
        if let Some(m) = self.attrs[k] {
            return Attribute(m);
        }
        let kind = self.attr_kind(self.fork.attr_kind(attr));
        let m = self.target.attr(kind);
        self.attrs[k] = Some(m.0);
        m
    }

    fn types(&mut self, tys: &[Type]) -> Vec<Type> {
        tys.iter().map(|&t| self.ty(t)).collect()
    }

    fn opt_attr(&mut self, a: Option<Attribute>) -> Option<Attribute> {
        a.map(|a| self.attr(a))
    }

    /// `kind` with its handles mapped into the target.
    fn type_kind(&mut self, kind: &TypeKind) -> TypeKind {
        match kind {
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::None => {
                kind.clone()
            }
            TypeKind::Complex(t) => TypeKind::Complex(self.ty(*t)),
            TypeKind::Function { inputs, results } => TypeKind::Function {
                inputs: self.types(inputs),
                results: self.types(results),
            },
            TypeKind::Tuple(ts) => TypeKind::Tuple(self.types(ts)),
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => TypeKind::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                element: self.ty(*element),
            },
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => TypeKind::RankedTensor {
                shape: shape.clone(),
                element: self.ty(*element),
                encoding: self.opt_attr(*encoding),
            },
            TypeKind::UnrankedTensor { element } => TypeKind::UnrankedTensor {
                element: self.ty(*element),
            },
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => TypeKind::MemRef {
                shape: shape.clone(),
                element: self.ty(*element),
                layout: self.opt_attr(*layout),
                memory_space: self.opt_attr(*memory_space),
            },
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => TypeKind::UnrankedMemRef {
                element: self.ty(*element),
                memory_space: self.opt_attr(*memory_space),
            },
            TypeKind::Opaque { dialect, body } => TypeKind::Opaque {
                dialect: self.ident(*dialect),
                body: body.clone(),
            },
        }
    }

    /// `kind` with its handles mapped into the target.
    fn attr_kind(&mut self, kind: &AttrKind) -> AttrKind {
        match kind {
            AttrKind::Bool(_) | AttrKind::Unit | AttrKind::Verbatim(_) => kind.clone(),
            AttrKind::Integer { value, ty } => AttrKind::Integer {
                value: value.clone(),
                ty: self.ty(*ty),
            },
            AttrKind::Float { bits, ty } => AttrKind::Float {
                bits: *bits,
                ty: self.ty(*ty),
            },
            AttrKind::String { value, ty } => AttrKind::String {
                value: value.clone(),
                ty: ty.map(|t| self.ty(t)),
            },
            AttrKind::Array(items) => {
                AttrKind::Array(items.iter().map(|&a| self.attr(a)).collect())
            }
            // Mapping keeps the entries' names, so their order (by name text) holds.
            AttrKind::Dictionary(entries) => AttrKind::Dictionary(
                entries
                    .iter()
                    .map(|&(n, a)| (self.ident(n), self.attr(a)))
                    .collect(),
            ),
            AttrKind::Type(t) => AttrKind::Type(self.ty(*t)),
            AttrKind::SymbolRef { root, nested } => AttrKind::SymbolRef {
                root: self.ident(*root),
                nested: nested.iter().map(|&n| self.ident(n)).collect(),
            },
            AttrKind::Dense { body, ty } => AttrKind::Dense {
                body: body.clone(),
                ty: self.ty(*ty),
            },
            AttrKind::Opaque { dialect, body } => AttrKind::Opaque {
                dialect: self.ident(*dialect),
                body: body.clone(),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Signedness;

    #[test]
    fn uniquing_is_by_structure() {
        let mut i = Interner::default();
        let a = i.ty(TypeKind::Integer {
            width: 32,
            signedness: Signedness::Signless,
        });
        let b = i.ty(TypeKind::Integer {
            width: 32,
            signedness: Signedness::Signless,
        });
        let c = i.ty(TypeKind::Index);
        assert_eq!(a, b);
        assert_ne!(a, c);
        assert_eq!(i.ident("x"), i.ident("x"));
        let h = i.ident("hello");
        assert_eq!(i.ident_str(h), "hello");
    }

    #[test]
    fn dictionary_sorts_by_name_and_last_wins() {
        let mut i = Interner::default();
        let (b, a) = (i.ident("b"), i.ident("a"));
        let u = i.attr(AttrKind::Unit);
        let t = i.attr(AttrKind::Bool(true));
        let d = i.dictionary(vec![(b, u), (a, u), (b, t)]);
        assert_eq!(i.attr_kind(d), &AttrKind::Dictionary(vec![(a, u), (b, t)]));
        assert_eq!(d, i.dictionary(vec![(a, u), (b, t)]));
    }
}
