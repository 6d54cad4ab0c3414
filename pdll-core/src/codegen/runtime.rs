//! The one path by which generated code names the runtime: `::pdll::runtime` (the
//! facade's re-export) unless the user gives another, with `#[pdll(crate = "...")]`,
//! the build helper's `Config::runtime_path` or `pdll emit rust --runtime-path`: a crate
//! that depends on `pdll-runtime` directly (`pdll_runtime`), or an alias in scope
//! where the set is generated (`use pdll::runtime as rt;` and `crate = "rt"`).

use proc_macro2::TokenStream;
use quote::ToTokens;

/// The path of the runtime crate as generated code writes it.
#[derive(Clone)]
pub struct RuntimePath(syn::Path);

// By hand rather than derived: the derives would need syn's `extra-traits`, which
// every build of the macro would pay for. Two paths are equal when they print alike.
impl std::fmt::Debug for RuntimePath {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_tuple("RuntimePath")
            .field(&self.to_string())
            .finish()
    }
}

impl PartialEq for RuntimePath {
    fn eq(&self, other: &Self) -> bool {
        self.to_string() == other.to_string()
    }
}

impl Eq for RuntimePath {}

impl Default for RuntimePath {
    /// `::pdll::runtime`.
    fn default() -> Self {
        RuntimePath(syn::parse_quote!(::pdll::runtime))
    }
}

impl RuntimePath {
    /// Parses a module path (`pdll_runtime`, `::pdll::runtime`, `crate::rt`): no
    /// generic arguments, nothing after it.
    pub fn parse(text: &str) -> Result<RuntimePath, syn::Error> {
        syn::parse::Parser::parse_str(syn::Path::parse_mod_style, text)
            .map(RuntimePath)
            .map_err(|e| bad_path(proc_macro2::Span::call_site(), text, &e))
    }

    /// Parses the string literal of `#[pdll(crate = "...")]`; the path's tokens get
    /// the literal's span, so that they resolve where the user wrote them, and an
    /// error points at the literal.
    pub fn from_lit(lit: &syn::LitStr) -> Result<RuntimePath, syn::Error> {
        lit.parse_with(syn::Path::parse_mod_style)
            .map(RuntimePath)
            .map_err(|e| bad_path(lit.span(), &lit.value(), &e))
    }
}

fn bad_path(at: proc_macro2::Span, text: &str, why: &syn::Error) -> syn::Error {
    syn::Error::new(
        at,
        format!(
            "`{text}` is not a path to the runtime crate ({why}): expected a module path \
             such as `pdll_runtime` or `::pdll::runtime`"
        ),
    )
}

impl ToTokens for RuntimePath {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        self.0.to_tokens(tokens);
    }
}

impl std::fmt::Display for RuntimePath {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = self.0.to_token_stream().to_string();
        f.write_str(&text.replace(' ', ""))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn module_paths_parse_and_others_are_refused() {
        assert_eq!(RuntimePath::default().to_string(), "::pdll::runtime");
        assert_eq!(
            RuntimePath::parse("my_alias::runtime").unwrap().to_string(),
            "my_alias::runtime"
        );
        assert_eq!(
            RuntimePath::parse("pdll_runtime").unwrap().to_string(),
            "pdll_runtime"
        );
        for bad in ["", "a b", "a::", "a::<T>", "a-b", "1x"] {
            let err = RuntimePath::parse(bad).unwrap_err().to_string();
            assert!(
                err.contains("is not a path to the runtime crate"),
                "{bad}: {err}"
            );
        }
    }
}
