//! The one mapping of PDL types to the Rust types of the runtime, used for native
//! parameters and results, rewriter parameters, matcher helper parameters and the
//! variants of `Captured`. See the calling convention in the [module docs](super).

use super::runtime::RuntimePath;
use crate::diag::Diagnostic;
use crate::matcher::EntityKind;
use crate::sema::hir::Type;
use crate::source::Span;
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

/// How a range is held: borrowed (a parameter) or owned (a result).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// A slice, `&[T]`.
    Borrowed,
    /// A vector, `Vec<T>`.
    Owned,
}

/// The Rust type of a PDL type; a range is a slice or a `Vec` of its element type, as
/// `form` says.
pub fn rust_type(rt: &RuntimePath, ty: EntityKind, form: Form) -> TokenStream {
    let single = |ty: EntityKind| match ty {
        EntityKind::Op | EntityKind::OpRange => quote!(#rt::Op),
        EntityKind::Value | EntityKind::ValueRange => quote!(#rt::Value),
        EntityKind::Type | EntityKind::TypeRange => quote!(#rt::types::Type),
        EntityKind::Attr => quote!(#rt::attributes::Attribute),
    };
    let elem = single(ty);
    match (ty.is_range(), form) {
        (false, _) => elem,
        (true, Form::Borrowed) => quote!(&[#elem]),
        (true, Form::Owned) => quote!(::std::vec::Vec<#elem>),
    }
}

/// The variant of the runtime's `Captured` that holds a value of type `ty`; `None`
/// for a range of ops, which no PDL value is (only the matcher iterates one).
pub fn captured_variant(ty: EntityKind) -> Option<Ident> {
    let name = match ty {
        EntityKind::Op => "Op",
        EntityKind::Value => "Value",
        EntityKind::Type => "Type",
        EntityKind::Attr => "Attribute",
        EntityKind::ValueRange => "ValueRange",
        EntityKind::TypeRange => "TypeRange",
        EntityKind::OpRange => return None,
    };
    Some(format_ident!("{name}"))
}

/// The Rust type of a PDLL type as a native's parameter (`Form::Borrowed`) or result
/// (`Form::Owned`); a tuple is a Rust tuple of its elements'.
pub fn native_type(
    rt: &RuntimePath,
    ty: &Type,
    form: Form,
    at: Span,
) -> Result<TokenStream, Diagnostic> {
    let pdl = match ty {
        Type::Attr => EntityKind::Attr,
        Type::Op(_) => EntityKind::Op,
        Type::Type => EntityKind::Type,
        Type::Value => EntityKind::Value,
        Type::ValueRange => EntityKind::ValueRange,
        Type::TypeRange => EntityKind::TypeRange,
        Type::Tuple(elems) => {
            let elems = elems
                .iter()
                .map(|e| native_type(rt, &e.ty, form, at))
                .collect::<Result<Vec<_>, _>>()?;
            return Ok(quote!((#(#elems,)*)));
        }
        Type::Constraint | Type::Rewrite => {
            return Err(Diagnostic::error(
                at,
                format!("a native function cannot take or return a value of type `{ty}`"),
            )
            .with_code(crate::diag::Code::NativeDeclaration))
        }
    };
    Ok(rust_type(rt, pdl, form))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_map_to_runtime_types() {
        let rt = RuntimePath::default();
        let at = Span::call_site();
        let t = |ty: &Type, form| {
            native_type(&rt, ty, form, at)
                .unwrap()
                .to_string()
                .replace(' ', "")
        };
        assert_eq!(t(&Type::Value, Form::Borrowed), "::pdll::runtime::Value");
        assert_eq!(
            t(&Type::ValueRange, Form::Borrowed),
            "&[::pdll::runtime::Value]"
        );
        assert_eq!(
            t(&Type::TypeRange, Form::Owned),
            "::std::vec::Vec<::pdll::runtime::types::Type>"
        );
        assert!(native_type(&rt, &Type::Constraint, Form::Borrowed, at).is_err());
        assert_eq!(t(&Type::unit(), Form::Owned), "()");
        let rt = RuntimePath::parse("rt").unwrap();
        let op = rust_type(&rt, EntityKind::Op, Form::Owned).to_string();
        assert_eq!(op.replace(' ', ""), "rt::Op");
    }
}
