//! Byte-level skipping of what hides delimiters in PDLL text as Rust's tokenizer reads
//! it: block comments (nested) and string, raw string and character literals. Shared by
//! the delimiter check and the repair of unclosed delimiters, which both scan text
//! before it is tokenized.

/// The index just past the block comment starting at `i` (at `/*`; comments nest), or
/// the end of the text if it is never closed.
pub(super) fn block_comment_end(bytes: &[u8], mut i: usize) -> usize {
    let mut depth = 0usize;
    while i < bytes.len() {
        if bytes[i..].starts_with(b"/*") {
            depth += 1;
            i += 2;
        } else if bytes[i..].starts_with(b"*/") {
            depth -= 1;
            i += 2;
            if depth == 0 {
                break;
            }
        } else {
            i += 1;
        }
    }
    i.min(bytes.len())
}

/// The index just past the string, raw string or character literal starting at `i`,
/// or `None` when no literal starts there (an `r` of an identifier, a lifetime's
/// quote). A literal never closed ends at the end of the text.
pub(super) fn literal_end(text: &str, mut i: usize) -> Option<usize> {
    let bytes = text.as_bytes();
    match bytes[i] {
        b'r' if matches!(bytes.get(i + 1), Some(b'"' | b'#'))
            && (i == 0 || !is_ident_byte(bytes[i - 1])) =>
        {
            let hashes = bytes[i + 1..].iter().take_while(|&&b| b == b'#').count();
            if bytes.get(i + 1 + hashes) != Some(&b'"') {
                return None;
            }
            let mut close = vec![b'"'];
            close.extend(std::iter::repeat_n(b'#', hashes));
            i += 2 + hashes;
            while i < bytes.len() && !bytes[i..].starts_with(&close) {
                i += 1;
            }
            Some((i + close.len()).min(bytes.len()))
        }
        b'"' => {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' {
                i += if bytes[i] == b'\\' { 2 } else { 1 };
            }
            Some((i + 1).min(bytes.len()))
        }
        // A character literal ('x', '\n'), else a lone quote (a lifetime).
        b'\'' => {
            if bytes.get(i + 1) == Some(&b'\\') {
                let end = bytes[i + 2..].iter().take(12).position(|&b| b == b'\'')?;
                Some(i + end + 3)
            } else {
                let c = text.get(i + 1..)?.chars().next()?;
                (bytes.get(i + 1 + c.len_utf8()) == Some(&b'\'')).then(|| i + 2 + c.len_utf8())
            }
        }
        _ => None,
    }
}

fn is_ident_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_nest_and_may_run_to_the_end() {
        let text = b"/* a /* b */ c */ d";
        assert_eq!(block_comment_end(text, 0), 17);
        assert_eq!(block_comment_end(b"/* open", 0), 7);
    }

    #[test]
    fn literals_hide_their_contents() {
        let end = |t: &str| literal_end(t, 0);
        assert_eq!(end(r#""a(\"b" x"#), Some(7));
        assert_eq!(end(r##"r#"a"(b"# x"##), Some(9));
        assert_eq!(end("'('x"), Some(3));
        assert_eq!(end(r"'\n' x"), Some(4));
        assert_eq!(end("'a x"), None, "a lifetime");
        assert_eq!(literal_end("xr\"a\"", 1), None, "an identifier's r");
        assert_eq!(end("\"open"), Some(5));
    }
}
