//! Rust identifiers and types for PDLL names and types.

use crate::diag::Diagnostic;
use crate::sema::hir::Type;
use crate::source::Span;
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

/// The Rust identifier for a PDLL name (a native's or a parameter's), with `span`.
/// A Rust keyword becomes a raw identifier (`r#type`); the few keywords that cannot be
/// raw (`self`, `Self`, `super`, `crate`, `_`) are an error at `span`.
pub fn rust_ident(name: &str, span: proc_macro2::Span, at: Span) -> Result<Ident, Diagnostic> {
    let valid_start = name
        .chars()
        .next()
        .is_some_and(|c| c == '_' || c.is_alphabetic());
    let valid_rest = name.chars().all(|c| c == '_' || c.is_alphanumeric());
    if !valid_start || !valid_rest || matches!(name, "_" | "self" | "Self" | "super" | "crate") {
        return Err(Diagnostic::error(
            at,
            format!("`{name}` cannot be the name of a Rust function or parameter"),
        )
        .with_help("rename it"));
    }
    if syn::parse_str::<Ident>(name).is_ok() {
        Ok(Ident::new(name, span))
    } else {
        Ok(Ident::new_raw(name, span))
    }
}

/// A generated local variable name, e.g. `v12` for PDL value 12.
pub fn local(prefix: &str, index: usize) -> Ident {
    format_ident!("{}{}", prefix, index)
}

/// How a PDLL type is passed to a native function (a parameter).
pub fn param_type(ty: &Type, at: Span) -> Result<TokenStream, Diagnostic> {
    Ok(match ty {
        Type::Attr => quote!(::pdll::runtime::attributes::Attribute),
        Type::Op(_) => quote!(::pdll::runtime::Op),
        Type::Type => quote!(::pdll::runtime::types::Type),
        Type::Value => quote!(::pdll::runtime::Value),
        Type::ValueRange => quote!(&[::pdll::runtime::Value]),
        Type::TypeRange => quote!(&[::pdll::runtime::types::Type]),
        Type::Tuple(elems) => {
            let elems = elems
                .iter()
                .map(|e| param_type(&e.ty, at))
                .collect::<Result<Vec<_>, _>>()?;
            quote!((#(#elems,)*))
        }
        Type::Constraint | Type::Rewrite => return Err(not_a_value(ty, at)),
    })
}

/// How a PDLL type is returned from a native function (an owned result: ranges are
/// `Vec`s). A tuple of several results is a Rust tuple.
pub fn result_type(ty: &Type, at: Span) -> Result<TokenStream, Diagnostic> {
    Ok(match ty {
        Type::ValueRange => quote!(::std::vec::Vec<::pdll::runtime::Value>),
        Type::TypeRange => quote!(::std::vec::Vec<::pdll::runtime::types::Type>),
        Type::Tuple(elems) => {
            let elems = elems
                .iter()
                .map(|e| result_type(&e.ty, at))
                .collect::<Result<Vec<_>, _>>()?;
            quote!((#(#elems,)*))
        }
        other => param_type(other, at)?,
    })
}

fn not_a_value(ty: &Type, at: Span) -> Diagnostic {
    Diagnostic::error(
        at,
        format!("a native function cannot take or return a value of type `{ty}`"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_become_raw_identifiers() {
        let s = proc_macro2::Span::call_site();
        let at = Span::call_site();
        assert_eq!(rust_ident("Foo", s, at).unwrap().to_string(), "Foo");
        assert_eq!(rust_ident("type", s, at).unwrap().to_string(), "r#type");
        assert_eq!(rust_ident("match", s, at).unwrap().to_string(), "r#match");
        assert!(rust_ident("self", s, at).is_err());
        assert!(rust_ident("_", s, at).is_err());
        assert!(rust_ident("a-b", s, at).is_err());
        assert!(rust_ident("", s, at).is_err());
    }

    #[test]
    fn types_map_to_runtime_types() {
        let at = Span::call_site();
        let t = |ty: &Type| param_type(ty, at).unwrap().to_string().replace(' ', "");
        assert_eq!(t(&Type::Value), "::pdll::runtime::Value");
        assert_eq!(t(&Type::ValueRange), "&[::pdll::runtime::Value]");
        assert_eq!(
            result_type(&Type::TypeRange, at)
                .unwrap()
                .to_string()
                .replace(' ', ""),
            "::std::vec::Vec<::pdll::runtime::types::Type>"
        );
        assert!(param_type(&Type::Constraint, at).is_err());
        assert_eq!(t(&Type::unit()), "()");
    }
}
