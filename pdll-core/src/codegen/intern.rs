//! The strings a pattern set interns once, in `new`: op names, attribute names, types
//! and attributes. Each distinct string gets one slot of a fixed-size array field of
//! the generated struct, so the matcher and rewriters compare and use integers only.

use super::format::str_literal;
use super::names::int;
use super::runtime::RuntimePath;
use super::types::{rust_type, Form};
use crate::pdl::EntityKind;
use indexmap::IndexSet;
use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

/// One table of distinct strings, in first-use order (so output is deterministic).
#[derive(Default, Debug)]
struct Table {
    /// The strings; a string's slot is its index.
    items: IndexSet<String>,
    /// True once generated code reads the struct field (`self.<field>[i]`); a table
    /// only used while building `new` gets no field (it would be dead code).
    read: bool,
}

impl Table {
    fn slot(&mut self, s: &str) -> usize {
        match self.items.get_index_of(s) {
            Some(i) => i,
            None => self.items.insert_full(s.to_owned()).0,
        }
    }
}

/// Everything a generated set interns. Slots are read as `self.<field>[i]`.
#[derive(Default, Debug)]
pub struct Interned {
    op_names: Table,
    idents: Table,
    types: Table,
    attrs: Table,
}

impl Interned {
    /// `self.op_names[i]` for the op name `name` (e.g. `arith.addi`).
    pub fn op_name(&mut self, name: &str) -> TokenStream {
        self.op_names.read = true;
        let i = self.op_names.slot(name);
        let i = int(i);
        quote!(self.op_names[#i])
    }

    /// The slot of op name `name`, for use inside `new` only (the local `op_names`).
    pub fn op_name_slot(&mut self, name: &str) -> usize {
        self.op_names.slot(name)
    }

    /// The slot of op name `name`, read by generated code as `self.op_names[...]` (a
    /// constant passed to a shared matcher method or rewriter).
    pub fn op_name_read_slot(&mut self, name: &str) -> usize {
        self.op_names.read = true;
        self.op_names.slot(name)
    }

    /// `self.idents[i]` for an attribute name.
    pub fn ident(&mut self, name: &str) -> TokenStream {
        self.idents.read = true;
        let i = self.idents.slot(name);
        let i = int(i);
        quote!(self.idents[#i])
    }

    /// The slot of attribute name `name`, read by generated code as
    /// `self.idents[...]` (a constant passed to a shared rewriter).
    pub fn ident_read_slot(&mut self, name: &str) -> usize {
        self.idents.read = true;
        self.idents.slot(name)
    }

    /// The slot of type literal `text`, read by generated code as `self.types[...]`
    /// (a constant passed to a shared rewriter).
    pub fn ty_read_slot(&mut self, text: &str) -> usize {
        self.types.read = true;
        self.types.slot(text)
    }

    /// `self.types[i]` for a type literal (MLIR syntax).
    pub fn ty(&mut self, text: &str) -> TokenStream {
        self.types.read = true;
        let i = self.types.slot(text);
        let i = int(i);
        quote!(self.types[#i])
    }

    /// `self.attrs[i]` for an attribute literal (MLIR syntax).
    pub fn attr(&mut self, text: &str) -> TokenStream {
        self.attrs.read = true;
        let i = self.attrs.slot(text);
        let i = int(i);
        quote!(self.attrs[#i])
    }

    /// The slot of attribute literal `text`, for use inside `new` only (the local
    /// `attrs`).
    pub fn attr_slot(&mut self, text: &str) -> usize {
        self.attrs.slot(text)
    }

    /// The slot of attribute literal `text`, read by generated code as
    /// `self.attrs[...]` (a constant passed to a shared matcher method or rewriter).
    pub fn attr_read_slot(&mut self, text: &str) -> usize {
        self.attrs.read = true;
        self.attrs.slot(text)
    }

    /// Number of op names interned.
    pub fn num_op_names(&self) -> usize {
        self.op_names.items.len()
    }

    /// The struct fields holding the interned handles (only those generated code
    /// reads), and the field names, for the struct literal in `new`.
    pub fn fields(&self, rt: &RuntimePath) -> (TokenStream, Vec<proc_macro2::Ident>) {
        let (n, i, t, a) = self.lens();
        let mut fields = TokenStream::new();
        let mut names = Vec::new();
        let mut add = |read: bool, name: &str, ty: TokenStream| {
            if read {
                let ident = quote::format_ident!("{}", name);
                fields.extend(quote!(#ident: #ty,));
                names.push(ident);
            }
        };
        add(self.op_names.read, "op_names", quote!([#rt::OpName; #n]));
        add(
            self.idents.read,
            "idents",
            quote!([#rt::ident::Identifier; #i]),
        );
        let (ty, attr) = (
            rust_type(rt, EntityKind::Type, Form::Owned),
            rust_type(rt, EntityKind::Attr, Form::Owned),
        );
        add(self.types.read, "types", quote!([#ty; #t]));
        add(self.attrs.read, "attrs", quote!([#attr; #a]));
        (fields, names)
    }

    /// Statements of `new` that intern everything into locals `op_names`, `idents`,
    /// `types` and `attrs`, each from a table of its texts (the literals were checked
    /// by the compiler with the same parser, so a failure is a bug, and the runtime's
    /// helper panics naming the literal). The op names' texts are the `const
    /// OP_NAMES`, which the pattern infos borrow their root names from.
    pub fn init(&self, rt: &RuntimePath, for_file: bool) -> TokenStream {
        let private = quote!(#rt::__private);
        let texts = |table: &Table| {
            let rows: Vec<String> = table.items.iter().map(|t| str_literal(t)).collect();
            super::format::table(&rows, for_file)
        };
        // Only non-empty tables get a local (an empty array literal has no type).
        let mut out = TokenStream::new();
        if !self.op_names.items.is_empty() {
            let n = int(self.op_names.items.len());
            let names = texts(&self.op_names);
            out.extend(quote! {
                const OP_NAMES: [&str; #n] = #names;
                let op_names = #private::intern_op_names(ctx, &OP_NAMES);
            });
        }
        for (table, name, helper) in [
            (&self.idents, "idents", "intern_idents"),
            (&self.types, "types", "parse_types"),
            (&self.attrs, "attrs", "parse_attributes"),
        ] {
            if table.items.is_empty() {
                continue;
            }
            let (name, helper) = (format_ident!("{}", name), format_ident!("{}", helper));
            let texts = texts(table);
            out.extend(quote!(let #name = #private::#helper(ctx, &#texts);));
        }
        out
    }

    /// The texts of the op names and the local holding them interned, as slices for
    /// `new`'s statements after [`Interned::init`] (empty when there are none).
    pub fn op_names_in_new(&self) -> (TokenStream, TokenStream) {
        if self.op_names.items.is_empty() {
            (quote!(&[]), quote!(&[]))
        } else {
            (quote!(&OP_NAMES), quote!(&op_names))
        }
    }

    fn lens(&self) -> (Literal, Literal, Literal, Literal) {
        (
            int(self.op_names.items.len()),
            int(self.idents.items.len()),
            int(self.types.items.len()),
            int(self.attrs.items.len()),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_shared_and_ordered() {
        let mut t = Interned::default();
        assert_eq!(t.op_name_slot("a.b"), 0);
        assert_eq!(t.op_name_slot("a.c"), 1);
        assert_eq!(t.op_name_slot("a.b"), 0);
        assert_eq!(t.ty("i32").to_string(), "self . types [0]");
        assert_eq!(t.ty("i64").to_string(), "self . types [1]");
        assert_eq!(t.ty("i32").to_string(), "self . types [0]");
        assert_eq!(t.num_op_names(), 2);
        // Op names only used by `new` (lookup tables) get no field.
        assert_eq!(t.fields(&RuntimePath::default()).1.len(), 1);
        assert_eq!(t.op_name("a.c").to_string(), "self . op_names [1]");
        let (fields, names) = t.fields(&RuntimePath::default());
        let fields = fields.to_string();
        assert!(
            fields.contains("[:: pdll :: runtime :: OpName ; 2]"),
            "{fields}"
        );
        assert_eq!(names.len(), 2);
        let init = t.init(&RuntimePath::default(), false).to_string();
        assert!(init.contains("let op_names"), "{init}");
        assert!(
            init.contains("const OP_NAMES : [& str ; 2] = [\"a.b\" , \"a.c\" ,]"),
            "{init}"
        );
        assert!(!init.contains("let idents"), "{init}");
    }
}
