//! Op-name histograms: of rewritten IR in an [`Ir`], or of any MLIR text file
//! (the line rule of `check.py`), and their comparison with the expected one.

use crate::stats::Recorded;
use pdll_runtime::{Context, Ir, Region, WalkOrder};
use std::collections::BTreeMap;
use std::fmt;

/// Op name -> number of ops.
pub type Histogram = BTreeMap<String, u64>;

/// The histogram of the `bench.*` ops nested in `region`.
pub fn of_region(ctx: &Context, ir: &Ir, region: Region) -> Histogram {
    let mut counts: rustc_hash::FxHashMap<pdll_runtime::OpName, u64> = Default::default();
    for op in ir.walk_region(region, WalkOrder::PreOrder) {
        *counts.entry(ir.op_name(op)).or_default() += 1;
    }
    counts
        .into_iter()
        .map(|(name, n)| (ctx.op_name_str(name).to_string(), n))
        .filter(|(name, _)| name.starts_with("bench."))
        .collect()
}

/// The histogram of a text file of IR, counting lines as `check.py` does: optional
/// leading blanks, optional `%results = `, then `"bench.name"`.
pub fn of_text(text: &str) -> Histogram {
    let mut h = Histogram::new();
    for line in text.lines() {
        if let Some(name) = op_name_of_line(line) {
            *h.entry(name.to_string()).or_default() += 1;
        }
    }
    h
}

/// check.py's `^\s*(?:%[\w#:, %]+ = )?"(bench\.[\w.]+)"` on one line.
fn op_name_of_line(line: &str) -> Option<&str> {
    let mut rest = line.trim_start();
    if let Some(after) = rest.strip_prefix('%') {
        let eq = after.find(" = ")?;
        let lhs = &after[..eq];
        let in_class = |c: char| c.is_alphanumeric() || "_#:, %".contains(c);
        if lhs.is_empty() || !lhs.chars().all(in_class) {
            return None;
        }
        rest = &after[eq + 3..];
    }
    let body = rest.strip_prefix("\"bench.")?;
    let len = body
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.'))
        .unwrap_or(body.len());
    if len == 0 || !body[len..].starts_with('"') {
        return None;
    }
    Some(&rest[1..1 + "bench.".len() + len])
}

/// The expectations recorded in a `.stats.json`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected {
    /// Histogram of the payload as generated.
    pub before: Histogram,
    /// Histogram expected after rewriting.
    pub after: Histogram,
    /// Number of rewrites expected.
    pub rewrites: u64,
}

impl Expected {
    /// Reads the expectations from a `.stats.json` text.
    pub fn from_stats_json(text: &str) -> Result<Expected, String> {
        let r = Recorded::parse(text)?;
        Ok(Expected {
            before: r.hist_before,
            after: r.hist_after_expected,
            rewrites: r.expected_rewrites,
        })
    }
}

/// One op name whose count differs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The op name.
    pub name: String,
    /// Count found.
    pub got: u64,
    /// Count expected.
    pub expected: u64,
}

/// A histogram mismatch: the differing names, largest difference first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch(pub Vec<Difference>);

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} op names differ (name: got / expected):",
            self.0.len()
        )?;
        for d in self.0.iter().take(12) {
            write!(f, "\n  {}: {} / {}", d.name, d.got, d.expected)?;
        }
        Ok(())
    }
}

impl std::error::Error for Mismatch {}

/// Compares two histograms (names with count 0 count as absent).
pub fn compare(got: &Histogram, expected: &Histogram) -> Result<(), Mismatch> {
    let mut diffs: Vec<Difference> = got
        .keys()
        .chain(expected.keys())
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .map(|k| Difference {
            name: k.clone(),
            got: got.get(k).copied().unwrap_or(0),
            expected: expected.get(k).copied().unwrap_or(0),
        })
        .filter(|d| d.got != d.expected)
        .collect();
    if diffs.is_empty() {
        return Ok(());
    }
    diffs.sort_by_key(|d| std::cmp::Reverse(d.got.abs_diff(d.expected)));
    Err(Mismatch(diffs))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_rule_follows_check_py() {
        let text = "module @ir {\n    %v1 = \"bench.mix\"(%v0, %v0) : (i32, i32) -> i32\n  \"bench.store_3\"(%a, %b) : (i32, i32) -> ()\n  %0:2 = \"bench.two\"() : () -> (i32, i32)\n  \"other.op\"() : () -> ()\n  %x = \"bench.\"() : () -> ()\n  pdl.operation \"bench.neg_1\"\n}\n";
        let h = of_text(text);
        let want: Histogram = [("bench.mix", 1), ("bench.store_3", 1), ("bench.two", 1)]
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        assert_eq!(h, want);
    }

    #[test]
    fn region_histogram_counts_only_bench_ops() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let ops = ir
            .parse_source(
                &mut ctx,
                "module @ir {\n  %0 = \"bench.src\"() : () -> i32\n  \"bench.sink\"(%0) : (i32) -> ()\n  \"bench.sink\"(%0) : (i32) -> ()\n}\n")
            .unwrap();
        let h = of_region(&ctx, &ir, ir.region(ops[0], 0));
        assert_eq!(h.get("bench.sink"), Some(&2));
        assert_eq!(h.get("bench.src"), Some(&1));
        assert_eq!(h.len(), 2);
    }

    #[test]
    fn compare_reports_largest_difference_first() {
        let a: Histogram = [("x".to_string(), 1), ("y".to_string(), 10)].into();
        let b: Histogram = [("x".to_string(), 2), ("z".to_string(), 0)].into();
        let m = compare(&a, &b).unwrap_err();
        assert_eq!(m.0[0].name, "y");
        assert_eq!(m.0.len(), 2);
        assert!(m.to_string().contains("y: 10 / 0"));
        assert!(compare(&a, &a.clone()).is_ok());
    }

    #[test]
    fn expected_from_stats() {
        let e = Expected::from_stats_json(
            "{\"patterns\": 1, \"expected_rewrites\": 2, \"hist_before\": {\"a\": 3},
              \"hist_after_expected\": {}}",
        )
        .unwrap();
        assert_eq!(e.rewrites, 2);
        assert_eq!(e.before["a"], 3);
        assert!(Expected::from_stats_json("{}").is_err());
    }
}
