//! The [`Context`]: the uniquing tables for identifiers, op names, types and attributes.
//!
//! As MLIR's `MLIRContext`, a context owns no IR: the ops, values, blocks and regions
//! live in an [`crate::Ir`], which refers to the context's uniqued entities by handle.
//! One context can serve many IRs, and code that only interns (a matcher's native
//! constraint, a rewrite building an attribute) gets `&mut Context` without any way to
//! edit the IR. Modules that handle textual syntax, attribute arithmetic and typed
//! reading of attributes and types add `impl Context` blocks (`asm`, `arith`,
//! `accessors`).

use crate::attributes::{AttrKind, Attribute};
use crate::ident::Identifier;
use crate::interner::Interner;
use crate::ir::OpName;
use crate::types::{Type, TypeKind};

/// Uniques identifiers, op names, types and attributes: equal structure, equal handle,
/// so comparing them is an integer compare.
///
/// A clone holds everything interned and registered so far (the handles of one are
/// valid in the other) and goes its own way after: registering dialects once and
/// cloning the context for each text is much cheaper than registering them again.
#[derive(Clone)]
pub struct Context {
    /// Identifiers, types and attributes. Modules that handle textual syntax and
    /// attributes add `impl Context` blocks that reach in here.
    pub(crate) interner: Interner,
    /// The registered ops and inference functions (see [`crate::dialect`]).
    pub(crate) dialect: crate::dialect::OpRegistry,
    /// The custom syntax of ops (see [`crate::asm::custom`]).
    pub(crate) syntax: crate::asm::custom::SyntaxRegistry,
    /// The folders and constant materializers (see [`crate::fold`]).
    pub(crate) folding: crate::fold::FoldRegistry,
    /// A number no other context of the process has ([`next_context_id`]): what is
    /// prepared for one context (a declarative syntax's interned names) is only used
    /// with it, and with its forks when it was prepared before the fork
    /// ([`Context::may_use`]).
    pub(crate) id: u64,
    /// For a fork ([`Context::fork`]): the id of the context it was forked from and how
    /// much that had interned then (the handles valid in both).
    pub(crate) forked_from: Option<(u64, crate::interner::Marks)>,
}

/// A new context's [`Context::id`].
pub(crate) fn next_context_id() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

/// The uniqued empty dictionary: the first attribute every context interns, so that
/// an [`crate::Ir`] can give new ops an attribute dictionary without a context.
pub(crate) const EMPTY_DICTIONARY: Attribute = Attribute(0);

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context that has interned only the empty dictionary.
    pub fn new() -> Self {
        let mut interner = Interner::default();
        let empty = interner.attr(AttrKind::Dictionary(Vec::new()));
        debug_assert_eq!(empty, EMPTY_DICTIONARY);
        let mut ctx = Context {
            interner,
            dialect: crate::dialect::OpRegistry::default(),
            syntax: Default::default(),
            folding: Default::default(),
            id: next_context_id(),
            forked_from: None,
        };
        crate::asm::custom::register_builtin(&mut ctx);
        ctx
    }

    /// A copy for a worker thread (see [`crate::driver::parallel`]): everything
    /// interned and registered so far, with handles valid in both, and an id of its
    /// own, so that what is prepared for one context (a declarative syntax's interned
    /// names) is never used with the other.
    pub(crate) fn fork(&self) -> Context {
        let mut fork = self.clone();
        fork.id = next_context_id();
        fork.forked_from = Some((self.id, self.interner.marks()));
        fork
    }

    /// Whether what was prepared for context `id` when it had interned `marks` holds
    /// handles valid here: it is this context's, or was prepared by the context this
    /// one was forked from before the fork.
    pub(crate) fn may_use(&self, id: u64, marks: crate::interner::Marks) -> bool {
        id == self.id
            || self
                .forked_from
                .is_some_and(|(parent, at_fork)| parent == id && marks.within(at_fork))
    }

    // ----- identifiers and op names -----

    /// The identifier for `s` (interned on first use).
    pub fn intern_ident(&mut self, s: &str) -> Identifier {
        self.interner.ident(s)
    }

    /// The identifier for `s`, if it was interned before. Useful from `&Context`
    /// (e.g. in a matcher): a name never interned cannot occur in the IR.
    pub fn lookup_ident(&self, s: &str) -> Option<Identifier> {
        self.interner.lookup_ident(s)
    }

    /// How many identifiers are interned: their indices are `0..num_idents()`, and an
    /// identifier interned later gets a larger one.
    pub fn num_idents(&self) -> usize {
        self.interner.num_idents()
    }

    /// The text of an identifier.
    pub fn ident_str(&self, id: Identifier) -> &str {
        self.interner.ident_str(id)
    }

    /// The interned op name for `name` (e.g. `"arith.addi"`).
    pub fn intern_op_name(&mut self, name: &str) -> OpName {
        OpName(self.interner.ident(name))
    }

    /// The op name for `name` if it was interned before (a name never interned cannot
    /// be the name of any op).
    pub fn lookup_op_name(&self, name: &str) -> Option<OpName> {
        self.interner.lookup_ident(name).map(OpName)
    }

    /// The full text of an op name, e.g. `"arith.addi"`.
    pub fn op_name_str(&self, name: OpName) -> &str {
        self.interner.ident_str(name.0)
    }

    /// The dialect part of an op name (text before the first `.`, or all of it).
    pub fn op_name_dialect(&self, name: OpName) -> &str {
        let s = self.op_name_str(name);
        s.split_once('.').map_or(s, |(d, _)| d)
    }

    // ----- types and attributes -----

    /// The uniqued type with this structure.
    pub fn intern_type(&mut self, kind: TypeKind) -> Type {
        self.interner.ty(kind)
    }

    /// The structure of a type.
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.interner.type_kind(ty)
    }

    /// The uniqued attribute with this structure. Dictionary entries must be sorted by
    /// name text and unique; prefer [`Context::intern_dictionary`] for dictionaries.
    pub fn intern_attr(&mut self, kind: AttrKind) -> Attribute {
        self.interner.attr(kind)
    }

    /// The structure of an attribute.
    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        self.interner.attr_kind(attr)
    }

    /// A uniqued dictionary attribute from entries in any order (a later entry with the
    /// same name wins).
    pub fn intern_dictionary(&mut self, entries: Vec<(Identifier, Attribute)>) -> Attribute {
        self.interner.dictionary(entries)
    }

    /// The entries of a dictionary attribute, sorted by name text; empty for any other
    /// attribute.
    pub fn dictionary_entries(&self, attr: Attribute) -> &[(Identifier, Attribute)] {
        match self.interner.attr_kind(attr) {
            AttrKind::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// The entry named `name` of a dictionary attribute, if present.
    #[inline]
    pub fn dictionary_get(&self, dict: Attribute, name: Identifier) -> Option<Attribute> {
        // Dictionaries are small: a linear scan comparing u32s beats a binary search
        // comparing strings.
        self.dictionary_entries(dict)
            .iter()
            .find(|e| e.0 == name)
            .map(|e| e.1)
    }

    /// The uniqued empty dictionary attribute.
    pub fn empty_dictionary(&self) -> Attribute {
        EMPTY_DICTIONARY
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interning_round_trips() {
        let mut ctx = Context::new();
        let x = ctx.intern_ident("x");
        assert_eq!(ctx.ident_str(x), "x");
        assert_eq!(ctx.lookup_ident("x"), Some(x));
        assert_eq!(ctx.lookup_ident("nope"), None);
        let u = ctx.intern_attr(AttrKind::Unit);
        let d = ctx.intern_dictionary(vec![(x, u)]);
        assert_eq!(ctx.dictionary_entries(d), &[(x, u)]);
        assert_eq!(ctx.dictionary_get(d, x), Some(u));
        assert!(ctx.dictionary_entries(u).is_empty());
        assert_eq!(ctx.dictionary_entries(ctx.empty_dictionary()), &[]);
        let i = ctx.intern_type(TypeKind::Index);
        assert_eq!(ctx.type_kind(i), &TypeKind::Index);
    }

    #[test]
    fn op_names_are_identifiers() {
        let mut ctx = Context::new();
        let add = ctx.intern_op_name("arith.addi");
        assert_eq!(ctx.op_name_str(add), "arith.addi");
        assert_eq!(ctx.op_name_dialect(add), "arith");
        assert_eq!(ctx.lookup_op_name("arith.addi"), Some(add));
        assert_eq!(ctx.lookup_op_name("arith.subi"), None);
        assert_eq!(add.ident(), ctx.lookup_ident("arith.addi").unwrap());
    }

    #[test]
    fn a_context_can_move_to_and_be_read_from_other_threads() {
        fn shareable<T: Send + Sync>() {}
        shareable::<Context>();
        shareable::<crate::Ir>();
    }

    #[test]
    fn the_empty_dictionary_is_interned_first() {
        let mut ctx = Context::new();
        assert_eq!(ctx.intern_dictionary(Vec::new()), EMPTY_DICTIONARY);
    }
}
