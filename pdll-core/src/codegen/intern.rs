//! The strings a pattern set interns once, in `new`: op names, attribute names, types
//! and attributes. Each distinct string gets one slot of a fixed-size array field of
//! the generated struct, so the matcher and rewriters compare and use integers only.

use proc_macro2::TokenStream;
use quote::quote;
use std::collections::HashMap;

/// One table of distinct strings, in first-use order (so output is deterministic).
#[derive(Default, Debug)]
struct Table {
    items: Vec<String>,
    index: HashMap<String, usize>,
}

impl Table {
    fn slot(&mut self, s: &str) -> usize {
        if let Some(&i) = self.index.get(s) {
            return i;
        }
        let i = self.items.len();
        self.items.push(s.to_owned());
        self.index.insert(s.to_owned(), i);
        i
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
        let i = self.op_names.slot(name);
        quote!(self.op_names[#i])
    }

    /// The slot of op name `name`.
    pub fn op_name_slot(&mut self, name: &str) -> usize {
        self.op_names.slot(name)
    }

    /// `self.idents[i]` for an attribute name.
    pub fn ident(&mut self, name: &str) -> TokenStream {
        let i = self.idents.slot(name);
        quote!(self.idents[#i])
    }

    /// `self.types[i]` for a type literal (MLIR syntax).
    pub fn ty(&mut self, text: &str) -> TokenStream {
        let i = self.types.slot(text);
        quote!(self.types[#i])
    }

    /// `self.attrs[i]` for an attribute literal (MLIR syntax).
    pub fn attr(&mut self, text: &str) -> TokenStream {
        let i = self.attrs.slot(text);
        quote!(self.attrs[#i])
    }

    /// Number of op names interned.
    pub fn num_op_names(&self) -> usize {
        self.op_names.items.len()
    }

    /// The struct fields holding the interned handles.
    pub fn fields(&self) -> TokenStream {
        let (n, i, t, a) = self.lens();
        quote! {
            op_names: [::pdll::runtime::OpName; #n],
            idents: [::pdll::runtime::ident::Identifier; #i],
            types: [::pdll::runtime::types::Type; #t],
            attrs: [::pdll::runtime::attributes::Attribute; #a],
        }
    }

    /// Statements of `new` that intern everything into locals `op_names`, `idents`,
    /// `types` and `attrs` (the literals were checked by the compiler with the same
    /// parser, so a failure is a bug and panics with the literal).
    pub fn init(&self) -> TokenStream {
        let names = &self.op_names.items;
        let idents = &self.idents.items;
        let types = &self.types.items;
        let attrs = &self.attrs.items;
        quote! {
            let op_names = [#(ctx.op_name(#names),)*];
            let idents = [#(ctx.ident(#idents),)*];
            let types = [#(
                ctx.parse_type(#types).unwrap_or_else(|e| {
                    panic!("pdll: type literal `{}` was checked at compile time but does not parse: {}", #types, e)
                }),
            )*];
            let attrs = [#(
                ctx.parse_attribute(#attrs).unwrap_or_else(|e| {
                    panic!("pdll: attribute literal `{}` was checked at compile time but does not parse: {}", #attrs, e)
                }),
            )*];
        }
    }

    fn lens(&self) -> (usize, usize, usize, usize) {
        (
            self.op_names.items.len(),
            self.idents.items.len(),
            self.types.items.len(),
            self.attrs.items.len(),
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
        assert_eq!(t.ty("i32").to_string(), "self . types [0usize]");
        assert_eq!(t.ty("i64").to_string(), "self . types [1usize]");
        assert_eq!(t.ty("i32").to_string(), "self . types [0usize]");
        assert_eq!(t.num_op_names(), 2);
        let fields = t.fields().to_string();
        assert!(
            fields.contains("[:: pdll :: runtime :: OpName ; 2usize]"),
            "{fields}"
        );
    }
}
