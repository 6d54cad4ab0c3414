//! A strict pre-scan of a text's delimiters, before proc-macro2 tokenizes it: nesting
//! too deep for the stack (proc-macro2's token trees are recursive), and unbalanced
//! delimiters, reported with better positions than proc-macro2's bare `LexError`.
//!
//! Files are normally tokenized tolerantly instead (see `repair`), so that the grammar
//! reports a missing closer where it needed it; this check is what remains where that
//! cannot be done (inside a procedural macro, whose spans carry no byte offsets) and
//! says why a text could not be repaired.

use super::scan::{block_comment_end, literal_end};
use super::token::MAX_NESTING;
use crate::diag::Diagnostic;
use crate::source::{FileId, Span};

/// Scans the delimiters of a text the way Rust's tokenizer sees them (skipping
/// comments, strings and character literals), and reports nesting deeper than
/// [`MAX_NESTING`], a closing delimiter that does not match, and an unclosed one.
pub fn check_delimiters(text: &str, file: FileId) -> Result<(), Diagnostic> {
    let bytes = text.as_bytes();
    let span = |start: usize, len: usize| Span {
        file,
        start: start as u32,
        end: (start + len) as u32,
        ..Span::call_site()
    };
    let mut stack: Vec<(u8, usize)> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = block_comment_end(bytes, i);
                continue;
            }
            b'r' | b'"' | b'\'' if literal_end(text, i).is_some() => {
                i = literal_end(text, i).unwrap_or(i + 1);
                continue;
            }
            open @ (b'(' | b'[' | b'{') => {
                stack.push((open, i));
                if stack.len() > MAX_NESTING {
                    return Err(Diagnostic::error(
                        span(i, 1),
                        format!("delimiters are nested more than {MAX_NESTING} deep"),
                    )
                    .with_code(crate::diag::Code::Delimiter));
                }
            }
            close @ (b')' | b']' | b'}') => {
                let expected = match stack.pop() {
                    Some((open, at)) => {
                        let want = match open {
                            b'(' => b')',
                            b'[' => b']',
                            _ => b'}',
                        };
                        if want == close {
                            i += 1;
                            continue;
                        }
                        Some((want, at))
                    }
                    None => None,
                };
                let found = close as char;
                let diag = Diagnostic::error(
                    span(i, 1),
                    format!("mismatched closing delimiter `{found}`"),
                )
                .with_code(crate::diag::Code::Delimiter);
                return Err(match expected {
                    Some((want, at)) => diag.with_label(
                        span(at, 1),
                        format!(
                            "this `{}` is still open (it needs a `{}` first)",
                            bytes[at] as char, want as char
                        ),
                    ),
                    None => diag.with_note("there is no opening delimiter for it"),
                });
            }
            _ => {}
        }
        i += 1;
    }
    match stack.pop() {
        Some((open, at)) => Err(Diagnostic::error(
            span(at, 1),
            format!("unclosed delimiter `{}`", open as char),
        )
        .with_code(crate::diag::Code::Delimiter)
        .with_note("the input ends before it is closed")),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceMap;

    fn check(text: &str) -> Result<(), Diagnostic> {
        check_delimiters(text, SourceMap::new().add_file("d.pdll", None, text))
    }

    #[test]
    fn balanced_and_unbalanced() {
        assert!(check("a(b[c]{d})").is_ok());
        let d = check("a(b]").unwrap_err();
        assert_eq!(d.message, "mismatched closing delimiter `]`");
        assert_eq!(d.labels[0].span.range(), 1..2);
        assert_eq!(
            check("a)").unwrap_err().message,
            "mismatched closing delimiter `)`"
        );
        assert_eq!(check("{(").unwrap_err().span.range(), 1..2);
        assert!(check(&"(".repeat(MAX_NESTING + 1))
            .unwrap_err()
            .message
            .contains("nested"));
    }

    #[test]
    fn comments_strings_and_chars_are_skipped() {
        assert!(check("// (\n/* { /* nested ( */ */ \"(\\\"\" r#\")\"# '(' '\\n' x").is_ok());
    }
}
