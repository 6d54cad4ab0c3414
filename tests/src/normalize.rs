//! Renaming of SSA values and blocks by first occurrence, so that two printouts of
//! the same IR compare equal whatever numbering their printers chose.
//!
//! `%0`, `%arg3`, `%x` become `%v0`, `%v1`, ... in the order they first appear;
//! `^bb2` becomes `^b0`, ...; a result number (`%2#1`) and a group size (`%2:3`) are
//! kept. Text inside string literals is left alone.

use std::collections::HashMap;

/// Returns `text` with value and block names replaced by canonical ones, numbered by
/// first occurrence, and trailing empty lines removed.
///
/// ```
/// use pdll_tests::normalize::normalize_ssa_names;
/// let a = normalize_ssa_names("%7 = \"t.a\"(%arg0) : (i32) -> i32\n");
/// let b = normalize_ssa_names("%0 = \"t.a\"(%1) : (i32) -> i32\n");
/// assert_eq!(a, b);
/// ```
pub fn normalize_ssa_names(text: &str) -> String {
    let mut values: HashMap<&str, usize> = HashMap::new();
    let mut blocks: HashMap<&str, usize> = HashMap::new();
    let mut out = String::with_capacity(text.len());
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'"' => {
                // Copy a string literal verbatim, honouring backslash escapes.
                let start = i;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i = (i + 1).min(bytes.len());
                out.push_str(&text[start..i]);
            }
            b'%' | b'^' => {
                let end = name_end(bytes, i + 1);
                if end == i + 1 {
                    out.push(c as char);
                    i += 1;
                    continue;
                }
                let name = &text[i..end];
                let (table, prefix) = if c == b'%' {
                    (&mut values, "%v")
                } else {
                    (&mut blocks, "^b")
                };
                let next = table.len();
                let n = *table.entry(name).or_insert(next);
                out.push_str(prefix);
                out.push_str(&n.to_string());
                i = end;
            }
            _ => {
                // Copy everything up to the next interesting byte in one go (keeps
                // multi-byte UTF-8 sequences intact).
                let start = i;
                while i < bytes.len() && !matches!(bytes[i], b'"' | b'%' | b'^') {
                    i += 1;
                }
                out.push_str(&text[start..i]);
            }
        }
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    out
}

/// End of an SSA or block name starting at `i` (MLIR's suffix-id characters).
fn name_end(bytes: &[u8], mut i: usize) -> usize {
    while i < bytes.len()
        && (bytes[i].is_ascii_alphanumeric() || matches!(bytes[i], b'_' | b'$' | b'.' | b'-'))
    {
        i += 1;
    }
    i
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renames_values_by_first_occurrence() {
        let text = "%5 = \"a\"() : () -> i32\n%2 = \"b\"(%5) : (i32) -> i32\n";
        assert_eq!(
            normalize_ssa_names(text),
            "%v0 = \"a\"() : () -> i32\n%v1 = \"b\"(%v0) : (i32) -> i32\n"
        );
    }

    #[test]
    fn keeps_result_numbers_and_group_sizes() {
        let text = "%3:2 = \"a\"() : () -> (i1, i1)\n\"b\"(%3#1, %3#0) : (i1, i1) -> ()\n";
        assert_eq!(
            normalize_ssa_names(text),
            "%v0:2 = \"a\"() : () -> (i1, i1)\n\"b\"(%v0#1, %v0#0) : (i1, i1) -> ()\n"
        );
    }

    #[test]
    fn block_arguments_and_labels() {
        let a = "^bb0(%arg0: i32):\n  \"t.br\"(%arg0)[^bb1] : (i32) -> ()\n^bb1:\n";
        let b = "^bb3(%x: i32):\n  \"t.br\"(%x)[^bb7] : (i32) -> ()\n^bb7:\n";
        assert_eq!(normalize_ssa_names(a), normalize_ssa_names(b));
        assert_eq!(
            normalize_ssa_names(a),
            "^b0(%v0: i32):\n  \"t.br\"(%v0)[^b1] : (i32) -> ()\n^b1:\n"
        );
    }

    #[test]
    fn different_structure_stays_different() {
        let a = "\"t.use\"(%0, %1) : (i32, i32) -> ()\n";
        let b = "\"t.use\"(%1, %0) : (i32, i32) -> ()\n";
        let c = "\"t.use\"(%0, %0) : (i32, i32) -> ()\n";
        assert_eq!(normalize_ssa_names(a), normalize_ssa_names(b));
        assert_ne!(normalize_ssa_names(a), normalize_ssa_names(c));
    }

    #[test]
    fn strings_are_not_renamed() {
        let text = "\"t.a\"() {s = \"%0 and ^bb1 \\\" %2\"} : () -> ()\n";
        assert_eq!(normalize_ssa_names(text), text);
    }

    #[test]
    fn lone_sigils_and_trailing_blank_lines() {
        assert_eq!(normalize_ssa_names("a % b ^\n\n\n"), "a % b ^\n");
        assert_eq!(normalize_ssa_names(""), "");
    }
}
