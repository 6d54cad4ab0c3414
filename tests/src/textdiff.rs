//! A small line diff for test reports (longest common subsequence; the files compared
//! are a few dozen lines).

/// A unified-style diff of `expected` against `actual`: lines only in `expected` start
/// with `-`, lines only in `actual` with `+`, common lines with two spaces.
///
/// ```
/// use pdll_tests::textdiff::line_diff;
/// assert_eq!(line_diff("a\nb\n", "a\nc\n"), "  a\n- b\n+ c\n");
/// ```
pub fn line_diff(expected: &str, actual: &str) -> String {
    let a: Vec<&str> = expected.lines().collect();
    let b: Vec<&str> = actual.lines().collect();
    // lcs[i][j]: length of the longest common subsequence of a[i..] and b[j..].
    let mut lcs = vec![vec![0u32; b.len() + 1]; a.len() + 1];
    for i in (0..a.len()).rev() {
        for j in (0..b.len()).rev() {
            lcs[i][j] = if a[i] == b[j] {
                lcs[i + 1][j + 1] + 1
            } else {
                lcs[i + 1][j].max(lcs[i][j + 1])
            };
        }
    }
    let mut out = String::new();
    let (mut i, mut j) = (0, 0);
    while i < a.len() || j < b.len() {
        if i < a.len() && j < b.len() && a[i] == b[j] {
            out.push_str("  ");
            out.push_str(a[i]);
            i += 1;
            j += 1;
        } else if j < b.len() && (i == a.len() || lcs[i][j + 1] > lcs[i + 1][j]) {
            out.push_str("+ ");
            out.push_str(b[j]);
            j += 1;
        } else {
            out.push_str("- ");
            out.push_str(a[i]);
            i += 1;
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_texts_have_no_marks() {
        assert_eq!(line_diff("x\ny\n", "x\ny\n"), "  x\n  y\n");
    }

    #[test]
    fn insertions_and_deletions() {
        assert_eq!(line_diff("a\nb\nc\n", "a\nc\nd\n"), "  a\n- b\n  c\n+ d\n");
        assert_eq!(line_diff("", "new\n"), "+ new\n");
        assert_eq!(line_diff("old\n", ""), "- old\n");
    }
}
