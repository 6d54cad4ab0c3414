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
