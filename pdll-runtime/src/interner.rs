//! The uniquing tables for identifiers, types and attributes, owned by a [`crate::Context`].

use crate::attributes::{AttrKind, Attribute};
use crate::ident::Identifier;
use crate::types::{Type, TypeKind};
use rustc_hash::FxHashMap;

/// A table that gives each distinct value a dense `u32` id.
struct Table<K> {
    items: Vec<K>,
    ids: FxHashMap<K, u32>,
}

impl<K> Default for Table<K> {
    fn default() -> Self {
        Table {
            items: Vec::new(),
            ids: FxHashMap::default(),
        }
    }
}

impl<K: Clone + Eq + std::hash::Hash> Table<K> {
    fn intern(&mut self, key: K) -> u32 {
        if let Some(&id) = self.ids.get(&key) {
            return id;
        }
        let id = u32::try_from(self.items.len()).expect("more than u32::MAX uniqued items");
        self.items.push(key.clone());
        self.ids.insert(key, id);
        id
    }
}

/// Uniques identifiers, types and attributes. A [`crate::Context`] owns exactly one.
#[derive(Default)]
pub struct Interner {
    idents: Table<Box<str>>,
    types: Table<TypeKind>,
    attrs: Table<AttrKind>,
}

impl Interner {
    /// The identifier for `s`.
    pub fn ident(&mut self, s: &str) -> Identifier {
        if let Some(&id) = self.idents.ids.get(s) {
            return Identifier(id);
        }
        Identifier(self.idents.intern(s.into()))
    }

    /// The identifier for `s`, if it was interned before.
    pub fn lookup_ident(&self, s: &str) -> Option<Identifier> {
        self.idents.ids.get(s).map(|&id| Identifier(id))
    }

    /// The text of an identifier.
    pub fn ident_str(&self, id: Identifier) -> &str {
        &self.idents.items[id.0 as usize]
    }

    /// How many identifiers are interned: their indices are `0..num_idents()`, and an
    /// identifier interned later gets a larger one.
    pub fn num_idents(&self) -> usize {
        self.idents.items.len()
    }

    /// The type with this structure.
    pub fn ty(&mut self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// The structure of a type.
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        &self.types.items[ty.0 as usize]
    }

    /// The attribute with this structure. Dictionary entries must already be sorted and
    /// unique (see [`Interner::dictionary`]).
    pub fn attr(&mut self, kind: AttrKind) -> Attribute {
        Attribute(self.attrs.intern(kind))
    }

    /// The structure of an attribute.
    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        &self.attrs.items[attr.0 as usize]
    }

    /// A dictionary attribute from entries in any order; a later entry with the same
    /// name replaces an earlier one.
    pub fn dictionary(&mut self, mut entries: Vec<(Identifier, Attribute)>) -> Attribute {
        // Stable sort keeps the order of equal names, so "last one wins" below is exact.
        entries.sort_by(|a, b| self.ident_str(a.0).cmp(self.ident_str(b.0)));
        let mut unique: Vec<(Identifier, Attribute)> = Vec::with_capacity(entries.len());
        for e in entries {
            match unique.last_mut() {
                Some(last) if last.0 == e.0 => *last = e,
                _ => unique.push(e),
            }
        }
        self.attr(AttrKind::Dictionary(unique))
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
