//! What the tests of MLIR's custom assembly form share: the context a chunk of MLIR
//! text is parsed in (`tests/corpus.rs`, `tests/ir_custom.rs`) and the comparisons of
//! our output with mlir-opt-19's.

use crate::normalize::normalize_ssa_names;
use pdll::core::ods::{default_include_dirs, DialectCache, DialectIndex};
use pdll::runtime::{verify, Context, Ir};
use std::sync::{Mutex, OnceLock};

/// The context to parse `chunk` in: one with the dialects the chunk uses registered
/// (arith, func, scf, ...), as mlir-opt-19 has them, so that the custom form of their
/// ops can be read and printed.
///
/// The one place the tests get such a context from. The dialects come from MLIR's
/// include tree where it is installed (`default_include_dirs`, e.g. libmlir-19-dev's),
/// each loaded once per test process; without one, the context knows no dialect and
/// only the generic form reads.
pub fn context_for_chunk(chunk: &str) -> Context {
    context_with(chunk, false)
}

/// [`context_for_chunk`] with the dialects MLIR loads with those the chunk uses
/// (`DialectIndex::with_dependents`), as `pdll apply` registers them: what the greedy
/// driver's folds materialize constants of.
pub fn context_with_dependents_for_chunk(chunk: &str) -> Context {
    context_with(chunk, true)
}

fn context_with(chunk: &str, with_dependents: bool) -> Context {
    static CACHE: OnceLock<Mutex<DialectCache>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| {
        Mutex::new(DialectCache::new(DialectIndex::build(
            &default_include_dirs(),
        )))
    });
    let mut ctx = Context::new();
    let mut cache = cache.lock().unwrap_or_else(|e| e.into_inner());
    let used = pdll::core::ods::namespaces_used(chunk);
    let namespaces = if with_dependents {
        cache.index().with_dependents(used)
    } else {
        used.into_iter().collect()
    };
    if let Err(e) = cache.register(&mut ctx, namespaces) {
        panic!("the dialects of a chunk do not load: {e}");
    }
    ctx
}

/// The chunks of an MLIR test file, split on `// -----` lines as mlir-opt's
/// `-split-input-file` does (the corpus harnesses read MLIR's test files so).
pub fn split_chunks(text: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in text.lines() {
        if line.trim_start().starts_with("// -----") {
            out.push(String::new());
        } else {
            let cur = out.last_mut().expect("one chunk at least");
            cur.push_str(line);
            cur.push('\n');
        }
    }
    out
}

/// Parses `src` (custom or generic form) in `ctx` and verifies it; the error text on
/// failure (`LINE:COL: message`, or `verifier: ...`).
pub fn parse_and_verify(ctx: &mut Context, src: &str) -> Result<Ir, String> {
    let mut ir = Ir::new();
    ir.parse_source(ctx, src)
        .map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))?;
    verify(ctx, &ir, ir.top_region()).map_err(|e| format!("verifier: {e:?}"))?;
    Ok(ir)
}

/// The first line where two texts differ: its number (from 1) and both lines (`None`
/// past the end of a text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FirstDifference {
    pub line: usize,
    pub ours: Option<String>,
    pub theirs: Option<String>,
}

/// The first differing line of `ours` and `theirs`, compared line by line; `None`
/// when the texts are equal. Texts that differ only in a trailing newline differ on
/// the line after the last (`ours`/`theirs` then `Some("")` and `None`).
pub fn first_difference(ours: &str, theirs: &str) -> Option<FirstDifference> {
    if ours == theirs {
        return None;
    }
    let a: Vec<&str> = ours.split('\n').collect();
    let b: Vec<&str> = theirs.split('\n').collect();
    let n = a.len().max(b.len());
    (0..n)
        .find(|&i| a.get(i) != b.get(i))
        .map(|i| FirstDifference {
            line: i + 1,
            ours: a.get(i).map(|s| s.to_string()),
            theirs: b.get(i).map(|s| s.to_string()),
        })
}

/// [`first_difference`] of the two texts up to SSA value and block names and trailing
/// whitespace ([`normalize_ssa_names`]): the generic-form comparison.
pub fn first_difference_up_to_names(ours: &str, theirs: &str) -> Option<FirstDifference> {
    first_difference(
        &normalize_ssa_names(ours.trim_end()),
        &normalize_ssa_names(theirs.trim_end()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_difference_names_the_line() {
        assert_eq!(first_difference("a\nb\n", "a\nb\n"), None);
        let d = first_difference("a\nb\nc\n", "a\nx\nc\n").unwrap();
        assert_eq!(d.line, 2);
        assert_eq!(d.ours.as_deref(), Some("b"));
        assert_eq!(d.theirs.as_deref(), Some("x"));
        // A missing trailing newline is a difference, on the line after the last.
        let d = first_difference("a\n", "a").unwrap();
        assert_eq!((d.line, d.ours.as_deref(), d.theirs), (2, Some(""), None));
    }

    #[test]
    fn names_do_not_count_in_the_generic_comparison() {
        assert_eq!(
            first_difference_up_to_names(
                "%0 = \"t.a\"() : () -> i32\n",
                "%x = \"t.a\"() : () -> i32"
            ),
            None
        );
    }
}
