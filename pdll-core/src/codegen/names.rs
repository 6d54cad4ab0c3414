//! Rust identifiers for PDLL names and generated locals, and integer literals.

use crate::diag::Diagnostic;
use crate::source::Span;
use proc_macro2::{Ident, Literal};
use quote::format_ident;

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
        .with_code(crate::diag::Code::NativeDeclaration)
        .with_help("rename it"));
    }
    if syn::parse_str::<Ident>(name).is_ok() {
        Ok(Ident::new(name, span))
    } else {
        Ok(Ident::new_raw(name, span))
    }
}

/// An integer literal without a suffix (`3`, not `3usize`): every integer generated
/// code writes is of a type Rust infers from its use.
pub fn int(n: usize) -> Literal {
    Literal::usize_unsuffixed(n)
}

/// A generated local variable name, e.g. `v12` for PDL value 12.
pub fn local(prefix: &str, index: usize) -> Ident {
    format_ident!("{}{}", prefix, index)
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
}
