//! Formatting generated code as a Rust file (prettyplease), with `//` comments.
//!
//! Token streams cannot hold comments, so the generator marks a comment in statement
//! position with a `__pdll_comment!("text");` statement (only when it generates text
//! for a file, never for the macro), and `format_file` (feature `build`) turns each such line into
//! `// text` after formatting.

use proc_macro2::TokenStream;
use quote::quote;

#[cfg(feature = "build")]
const MARKER: &str = "__pdll_comment!(";

/// A comment marker statement with `text` (quotes and backslashes become `'` and `/`,
/// so the marker line round-trips simply).
pub fn comment(text: &str) -> TokenStream {
    let text: String = text
        .chars()
        .map(|c| match c {
            '"' => '\'',
            '\\' => '/',
            '\n' | '\r' => ' ',
            c => c,
        })
        .collect();
    quote!(__pdll_comment!(#text);)
}

#[cfg(feature = "build")]
/// Formats a whole generated file with prettyplease and turns comment markers into
/// `//` comments.
pub fn format_file(tokens: TokenStream) -> Result<String, syn::Error> {
    let file: syn::File = syn::parse2(tokens)?;
    Ok(replace_markers(&prettyplease::unparse(&file)))
}

#[cfg(feature = "build")]
/// Replaces each marker statement (which prettyplease may have split over several
/// lines) by a `//` comment at the marker's indentation.
fn replace_markers(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(MARKER) {
        let line_start = rest[..at].rfind('\n').map_or(0, |i| i + 1);
        let indent = &rest[line_start..at];
        let after = &rest[at + MARKER.len()..];
        // The marker's string literal holds no quote (see `comment`).
        let parsed = after.find('"').and_then(|open| {
            let lit = &after[open + 1..];
            let close = lit.find('"')?;
            let tail = &lit[close + 1..];
            let end = tail.find(");")?;
            tail[..end]
                .trim()
                .is_empty()
                .then(|| (&lit[..close], open + 1 + close + 1 + end + 2))
        });
        match parsed {
            Some((comment, len)) if indent.trim().is_empty() => {
                out.push_str(&rest[..at]);
                out.push_str("// ");
                out.push_str(comment);
                rest = &after[len..];
            }
            _ => {
                out.push_str(&rest[..at + MARKER.len()]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markers_become_comments() {
        let c = comment("pattern \"Foo\" at a.pdll:3");
        let tokens = quote! {
            fn f() {
                #c
                let x = 1;
            }
        };
        let text = format_file(tokens).unwrap();
        assert_eq!(
            text,
            "fn f() {\n    // pattern 'Foo' at a.pdll:3\n    let x = 1;\n}\n"
        );
    }

    #[test]
    fn long_markers_split_by_the_formatter_are_replaced() {
        let long = "x".repeat(120);
        let c = comment(&long);
        let text = format_file(quote! {
            fn f() {
                if true {
                    #c
                }
            }
        })
        .unwrap();
        assert_eq!(
            text,
            format!("fn f() {{\n    if true {{\n        // {long}\n    }}\n}}\n")
        );
    }

    #[test]
    fn bad_tokens_are_an_error() {
        assert!(format_file(quote!(fn)).is_err());
    }
}
