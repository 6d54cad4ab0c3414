//! Printing with aliases: the definitions, and attributes and types whose parts
//! print through their aliases.

use super::{distinct_inner, kept_kind, loc_inner, type_after_literal, Aliases, Kept, Loc, Sym};
use crate::asm::printer::{write_escaped, write_name, write_type, TypeParts};
use crate::attributes::{AttrKind, Attribute};
use crate::ident::Identifier;
use crate::types::Type;
use crate::Context;
use std::fmt::Write;

impl Aliases<'_> {
    /// Appends the alias definitions, one a line (`#map = affine_map<...>`).
    pub(crate) fn print_definitions(&mut self, out: &mut String) {
        for i in 0..self.definitions.len() {
            let sym = self.definitions[i];
            out.push_str(&self.names[&sym]);
            out.push_str(" = ");
            match sym {
                Sym::Attr(a) => self.attr_inline(a, false, out),
                Sym::Type(t) => self.type_inline(t, out),
                Sym::Loc(l) => {
                    out.push_str("loc(");
                    self.loc_inline(l, true, out);
                    out.push(')');
                }
            }
            out.push('\n');
        }
    }

    /// Appends an attribute or its alias; `may_elide` as in
    /// [`Context::print_attr_elide`].
    pub(crate) fn print_attr(&mut self, a: Attribute, may_elide: bool, out: &mut String) {
        if let Some(sym) = self.attr_sym(a) {
            if let Some(name) = self.names.get(&sym) {
                out.push_str(name);
                return;
            }
            if self.sym_is_plain(sym) {
                return self.cx().print_attr_elide(a, may_elide, out);
            }
        }
        self.attr_inline(a, may_elide, out)
    }

    /// Appends a type or its alias.
    pub(crate) fn print_type(&mut self, t: Type, out: &mut String) {
        let Some(sym) = self.type_sym(t) else {
            return self.cx().print_type(t, out);
        };
        if let Some(name) = self.names.get(&sym) {
            out.push_str(name);
            return;
        }
        if self.sym_is_plain(sym) {
            return self.cx().print_type(t, out);
        }
        self.type_inline(t, out)
    }

    /// Appends `{name = value, ...}` with aliases in the values.
    pub(crate) fn print_dict_entries(
        &mut self,
        entries: &[(Identifier, Attribute)],
        out: &mut String,
    ) {
        out.push('{');
        for (i, &(name, value)) in entries.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_name(out, self.cx().ident_str(name));
            if !matches!(self.cx().attr_kind(value), AttrKind::Unit) {
                out.push_str(" = ");
                self.print_attr(value, false, out);
            }
        }
        out.push('}');
    }

    /// Appends an attribute itself (not its alias), its parts through their aliases.
    /// Kinds that hold nothing with an alias are printed by the context's printer.
    fn attr_inline(&mut self, a: Attribute, may_elide: bool, out: &mut String) {
        /// What is left to print once the attribute's own text is written.
        enum Then {
            Done,
            Items(Vec<Attribute>),
            Entries(Vec<(Identifier, Attribute)>),
            Type(Type),
            Distinct,
            Loc(String),
            KeptType(usize),
        }
        let cx = self.cx();
        let then = match cx.attr_kind(a) {
            AttrKind::Array(items) => Then::Items(items.clone()),
            AttrKind::Dictionary(entries) => Then::Entries(entries.clone()),
            AttrKind::Type(t) => Then::Type(*t),
            AttrKind::Dense { body, ty } => {
                out.push_str("dense<");
                out.push_str(body);
                out.push_str("> : ");
                Then::Type(*ty)
            }
            AttrKind::String { value, ty: Some(t) } => {
                out.push('"');
                write_escaped(out, value.as_bytes());
                out.push_str("\" : ");
                Then::Type(*t)
            }
            AttrKind::Verbatim(text) => match (kept_kind(text), type_after_literal(text)) {
                (Kept::Distinct, _) => Then::Distinct,
                (Kept::Loc, _) => Then::Loc(loc_inner(text).to_string()),
                (Kept::WithType, Some(at)) => Then::KeptType(at),
                _ => {
                    cx.print_attr_elide(a, may_elide, out);
                    Then::Done
                }
            },
            _ => {
                cx.print_attr_elide(a, may_elide, out);
                Then::Done
            }
        };
        match then {
            Then::Done => {}
            Then::Items(items) => {
                out.push('[');
                for (i, item) in items.into_iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.print_attr(item, true, out);
                }
                out.push(']');
            }
            Then::Entries(entries) => self.print_dict_entries(&entries, out),
            Then::Type(t) => self.print_type(t, out),
            Then::Distinct => {
                let next = self.distinct_numbers.len();
                let n = *self.distinct_numbers.entry(a).or_insert(next);
                let _ = write!(out, "distinct[{n}]<");
                match self.kept_part(a) {
                    Some(Sym::Attr(p)) => self.print_attr(p, false, out),
                    Some(Sym::Loc(l)) => self.loc_attr(l, out),
                    // `unit` (printed as nothing), or a part that holds no alias:
                    // as kept.
                    _ => out.push_str(&distinct_inner_owned(self.cx(), a)),
                }
                out.push('>');
            }
            Then::Loc(inner) => {
                let l = self.loc(&inner);
                out.push_str("loc(");
                self.loc_inline(l, true, out);
                out.push(')');
            }
            Then::KeptType(at) => match self.kept_part(a) {
                Some(Sym::Type(t)) => {
                    if let AttrKind::Verbatim(text) = self.cx().attr_kind(a) {
                        out.push_str(&text[..at]);
                    }
                    self.print_type(t, out);
                }
                _ => self.cx().print_attr_elide(a, may_elide, out),
            },
        }
    }

    /// A location as an attribute value: its alias, or `loc(...)`.
    fn loc_attr(&mut self, l: u32, out: &mut String) {
        if let Some(name) = self.names.get(&Sym::Loc(l)) {
            out.push_str(name);
        } else {
            out.push_str("loc(");
            self.loc_inline(l, true, out);
            out.push(')');
        }
    }

    /// MLIR's `printLocationInternal`: a nested location prints its alias if it has
    /// one; `top` (the location being defined or printed) never does.
    fn loc_inline(&mut self, l: u32, top: bool, out: &mut String) {
        if !top {
            if let Some(name) = self.names.get(&Sym::Loc(l)) {
                out.push_str(name);
                return;
            }
        }
        match &self.locs[l as usize] {
            Loc::Leaf(text) => out.push_str(text),
            Loc::Name(name, child) => {
                out.push_str(name);
                out.push('(');
                let child = *child;
                self.loc_inline(child, false, out);
                out.push(')');
            }
            &Loc::CallSite(callee, caller) => {
                out.push_str("callsite(");
                self.loc_inline(callee, false, out);
                out.push_str(" at ");
                self.loc_inline(caller, false, out);
                out.push(')');
            }
            Loc::Fused(meta, locs) => {
                let (meta, locs) = (*meta, locs.clone());
                out.push_str("fused");
                if let Some(m) = meta {
                    out.push('<');
                    self.print_attr(m, false, out);
                    out.push('>');
                }
                out.push('[');
                for (i, l) in locs.into_iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.loc_inline(l, false, out);
                }
                out.push(']');
            }
        }
    }

    /// Appends a type itself (not its alias), its parts through their aliases.
    fn type_inline(&mut self, t: Type, out: &mut String) {
        let kind = self.cx().type_kind(t).clone();
        write_type(&kind, self, out);
    }
}

impl TypeParts for Aliases<'_> {
    fn context(&self) -> &Context {
        self.cx()
    }

    fn part_type(&mut self, ty: Type, out: &mut String) {
        self.print_type(ty, out);
    }

    fn part_attr(&mut self, attr: Attribute, may_elide: bool, out: &mut String) {
        self.print_attr(attr, may_elide, out);
    }
}

/// The inner text of a kept distinct attribute, owned.
fn distinct_inner_owned(cx: &Context, a: Attribute) -> String {
    match cx.attr_kind(a) {
        AttrKind::Verbatim(text) => distinct_inner(text).to_string(),
        _ => String::new(),
    }
}
