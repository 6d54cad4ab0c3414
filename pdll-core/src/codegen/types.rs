//! The one mapping of PDL types to the Rust types of the runtime, used for native
//! parameters and results, rewriter parameters, matcher helper parameters and the
//! variants of `Captured`. See the calling convention in the [module docs](super).

use super::runtime::RuntimePath;
use crate::diag::Diagnostic;
use crate::matcher::EntityKind;
use crate::pdl::PdlType;
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
pub fn rust_type(rt: &RuntimePath, ty: PdlType, form: Form) -> TokenStream {
    let single = |ty: PdlType| match ty {
        PdlType::Operation => quote!(#rt::Op),
        PdlType::Value | PdlType::ValueRange => quote!(#rt::Value),
        PdlType::Type | PdlType::TypeRange => quote!(#rt::types::Type),
        PdlType::Attribute => quote!(#rt::attributes::Attribute),
    };
    let elem = single(ty);
    match (ty.is_range(), form) {
        (false, _) => elem,
        (true, Form::Borrowed) => quote!(&[#elem]),
        (true, Form::Owned) => quote!(::std::vec::Vec<#elem>),
    }
}

/// The variant of the runtime's `Captured` that holds a value of type `ty`.
pub fn captured_variant(ty: PdlType) -> Ident {
    format_ident!(
        "{}",
        match ty {
            PdlType::Operation => "Op",
            PdlType::Value => "Value",
            PdlType::Type => "Type",
            PdlType::Attribute => "Attribute",
            PdlType::ValueRange => "ValueRange",
            PdlType::TypeRange => "TypeRange",
        }
    )
}

/// The PDL type of an entity the matcher binds; `None` for a range of users, which
/// only a loop iterates.
pub fn entity_type(kind: EntityKind) -> Option<PdlType> {
    Some(match kind {
        EntityKind::Op => PdlType::Operation,
        EntityKind::Value => PdlType::Value,
        EntityKind::ValueRange => PdlType::ValueRange,
        EntityKind::Type => PdlType::Type,
        EntityKind::TypeRange => PdlType::TypeRange,
        EntityKind::Attribute => PdlType::Attribute,
        EntityKind::OpRange => return None,
    })
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
        Type::Attr => PdlType::Attribute,
        Type::Op(_) => PdlType::Operation,
        Type::Type => PdlType::Type,
        Type::Value => PdlType::Value,
        Type::ValueRange => PdlType::ValueRange,
        Type::TypeRange => PdlType::TypeRange,
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
        let op = rust_type(&rt, PdlType::Operation, Form::Owned).to_string();
        assert_eq!(op.replace(' ', ""), "rt::Op");
    }
}
