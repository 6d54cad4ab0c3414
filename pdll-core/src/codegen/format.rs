//! Formatting generated code as a Rust file (prettyplease), with `//` comments, and the
//! big constant tables of a set written as text.
//!
//! Token streams cannot hold comments, so the generator marks a comment in statement
//! position with a `__pdll_comment!("text");` statement (only when it generates text
//! for a file, never for the macro), and `format_file` (feature `build`) turns each such line into
//! `// text` after formatting.
//!
//! The tables of a set (op names, pattern rows, the cases of a shared matcher shape,
//! the rewrite dispatch) have a row per pattern; parsed by syn and printed by
//! prettyplease, ten thousand rows cost more than generating them. So each row is
//! generated as text ([`table`]); a table of at least [`RAW_TABLE_ROWS`] rows for a file
//! is a `__pdll_table!("rows")` marker expression, which `format_file` replaces by the
//! rows (one string literal for syn and prettyplease, however many rows), and any
//! other table is the rows' tokens, lexed from the text.

use proc_macro2::TokenStream;
use quote::quote;

#[cfg(feature = "build")]
const MARKER: &str = "__pdll_comment!(";

#[cfg(feature = "build")]
const TABLE_MARKER: &str = "__pdll_table!(";

/// A table of at least this many rows, generated for a file, is written as text (see
/// the [module docs](self)); smaller ones are formatted as code.
pub const RAW_TABLE_ROWS: usize = 64;

/// The array expression `[row, row, ...]` of `rows` (each a Rust expression as text):
/// for a file (`for_file`, formatted by [`format_file`]) with many rows, a marker that
/// `format_file` replaces by the rows as text; else the tokens of the rows.
pub fn table(rows: &[String], for_file: bool) -> TokenStream {
    if for_file && rows.len() >= RAW_TABLE_ROWS {
        let mut text = String::new();
        let mut line = 0;
        for row in rows {
            // Short rows (numbers) share lines up to about 80 columns; each long one
            // has a line of its own.
            if line > 0 && line + row.len() + 2 > 80 {
                text.push('\n');
                line = 0;
            } else if line > 0 {
                text.push(' ');
                line += 1;
            }
            text.push_str(row);
            text.push(',');
            line += row.len() + 1;
        }
        // A raw string: nothing to escape or unescape (however many rows).
        let hashes = "#".repeat(raw_hashes(&text));
        let literal: proc_macro2::Literal = format!("r{hashes}\"{text}\"{hashes}")
            .parse()
            .unwrap_or_else(|e| panic!("a table's raw string does not lex: {e}"));
        return quote!(__pdll_table!(#literal));
    }
    let mut text = String::with_capacity(rows.iter().map(|r| r.len() + 2).sum::<usize>() + 2);
    text.push('[');
    for row in rows {
        text.push_str(row);
        text.push_str(", ");
    }
    text.push(']');
    text.parse()
        .unwrap_or_else(|e| panic!("a generated table does not lex: {e}: {text}"))
}

/// The number of `#`s a raw string literal of `text` needs: one more than the longest
/// run of them after a quote in the text.
fn raw_hashes(text: &str) -> usize {
    let bytes = text.as_bytes();
    let mut most = 0;
    for (i, _) in text.match_indices('"') {
        let run = bytes[i + 1..].iter().take_while(|&&b| b == b'#').count();
        most = most.max(run);
    }
    most + 1
}

/// A string literal as Rust source text (for a row of a [`table`]).
pub fn str_literal(s: &str) -> String {
    if s.bytes()
        .all(|b| (b' '..=b'~').contains(&b) && b != b'"' && b != b'\\')
    {
        // Nothing to escape (op names, most literals).
        let mut out = String::with_capacity(s.len() + 2);
        out.push('"');
        out.push_str(s);
        out.push('"');
        return out;
    }
    proc_macro2::Literal::string(s).to_string()
}

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
/// Formats a whole generated file with prettyplease, turns comment markers into `//`
/// comments and table markers into their rows.
pub fn format_file(tokens: TokenStream) -> Result<String, syn::Error> {
    let file: syn::File = syn::parse2(tokens)?;
    Ok(replace_tables(&replace_markers(&prettyplease::unparse(
        &file,
    ))))
}

#[cfg(feature = "build")]
/// Replaces each table marker (`__pdll_table!("rows")`, which prettyplease may have
/// split over lines) by the array of its rows, one line of them after another, indented
/// one level deeper than the line the marker starts on.
fn replace_tables(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 2);
    let mut rest = text;
    while let Some(at) = rest.find(TABLE_MARKER) {
        let line_start = rest[..at].rfind('\n').map_or(0, |i| i + 1);
        let line = &rest[line_start..];
        let indent = &line[..line.len() - line.trim_start().len()];
        let after = &rest[at + TABLE_MARKER.len()..];
        let Some((rows, len)) = marker_literal(after) else {
            out.push_str(&rest[..at + TABLE_MARKER.len()]);
            rest = after;
            continue;
        };
        out.push_str(&rest[..at]);
        out.push_str("[\n");
        for row in rows.lines() {
            out.push_str(indent);
            out.push_str("    ");
            out.push_str(row);
            out.push('\n');
        }
        out.push_str(indent);
        out.push(']');
        rest = &after[len..];
    }
    out.push_str(rest);
    out
}

#[cfg(feature = "build")]
/// The raw string literal and closing parenthesis at the start of `text` (after
/// optional whitespace), as [`table`] writes them: the literal's value and the length
/// of what was read.
fn marker_literal(text: &str) -> Option<(String, usize)> {
    let start = text.len() - text.trim_start().len();
    let raw = text[start..].strip_prefix('r')?;
    let hashes = raw.bytes().take_while(|&b| b == b'#').count();
    let body = raw[hashes..].strip_prefix('"')?;
    let end = body.find(&format!("\"{}", "#".repeat(hashes)))?;
    let value = body[..end].to_string();
    // After the closing quote and hashes: optional whitespace, then `)`.
    let tail = &body[end + 1 + hashes..];
    let close = tail.len() - tail.trim_start().len();
    let len = start + 1 + hashes + 1 + end + 1 + hashes + close + 1;
    tail[close..].starts_with(')').then_some((value, len))
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
    fn big_tables_are_written_as_text_small_ones_as_code() {
        let rows: Vec<String> = (0..100)
            .map(|i| str_literal(&format!("a.op{i} \"q\\\u{e9}\n\"#")))
            .collect();
        assert_eq!(str_literal("a.b"), "\"a.b\"");
        assert_eq!(raw_hashes("\"a\"#, \"##\""), 3);
        let big = table(&rows, true);
        let small = table(&rows[..3], true);
        let text = format_file(quote! {
            fn f() {
                const BIG: [&str; 100] = #big;
                const SMALL: [&str; 3] = #small;
            }
        })
        .unwrap();
        assert!(!text.contains("__pdll_table"), "{text}");
        assert!(
            text.contains(
                "    const BIG: [&str; 100] = [\n        \"a.op0 \\\"q\\\\\u{e9}\\n\\\"#\", \"a.op1"
            ),
            "{text}"
        );
        assert!(text.contains("\n    ];\n"), "{text}");
        // The file is Rust, and the table holds the rows: the same tokens as the table
        // for the macro.
        let file: syn::File = syn::parse_str(&text).unwrap();
        let macro_big = table(&rows, false);
        let macro_small = table(&rows[..3], false);
        let expected: syn::File = syn::parse2(quote! {
            fn f() {
                const BIG: [&str; 100] = #macro_big;
                const SMALL: [&str; 3] = #macro_small;
            }
        })
        .unwrap();
        // (Up to the trailing comma of an array, which prettyplease drops on one line.)
        let tokens = |f: &syn::File| {
            quote::ToTokens::to_token_stream(f)
                .to_string()
                .replace(" ,]", "]")
        };
        assert_eq!(tokens(&file), tokens(&expected));
        // Numbers share lines.
        let numbers: Vec<String> = (0..100).map(|i| i.to_string()).collect();
        let numbers = table(&numbers, true);
        let text = format_file(quote!(const N: [usize; 100] = #numbers;)).unwrap();
        assert!(text.lines().count() < 12, "{text}");
    }

    #[test]
    fn bad_tokens_are_an_error() {
        assert!(format_file(quote!(fn)).is_err());
    }
}
