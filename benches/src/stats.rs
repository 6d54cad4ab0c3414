//! The workload's `.stats.json`: the record the generator writes, laid out as Python's
//! `json.dump(obj, f, indent=1)` (so the file is byte-identical to `gen.py`'s), and the
//! fields the checkers read back from it.

use crate::gen::payload::OrderedCounts;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Everything `gen.py` records, in its key order (serde writes fields in declaration
/// order, and `gen.py`'s dict keeps insertion order).
#[derive(Serialize)]
pub struct StatsFile<'a> {
    /// Number of patterns N.
    pub patterns: usize,
    /// Number of payload ops M.
    pub ops: usize,
    /// Seed of the payload's random stream.
    pub seed: u64,
    /// Shared root names K, or `null`.
    pub roots: Option<usize>,
    /// Fraction of the ops that are match roots.
    pub match_frac: f64,
    /// Fraction of the ops that are near-miss roots.
    pub near_frac: f64,
    /// Patterns per family, in first-seen order.
    pub patterns_by_family: &'a OrderedCounts,
    /// Number of match snippets.
    pub match_roots: u64,
    /// Number of near-miss snippets.
    pub near_roots: u64,
    /// Match snippets per family, in first-seen order.
    pub match_by_family: &'a OrderedCounts,
    /// Near-miss snippets per family, in first-seen order.
    pub near_by_family: &'a OrderedCounts,
    /// Rewrites the greedy driver should make (one per match snippet).
    pub expected_rewrites: u64,
    /// Ops in the payload.
    pub ops_before: u64,
    /// Ops left after rewriting.
    pub ops_after_expected: u64,
    /// Op-name histogram of the payload, sorted by name.
    pub hist_before: &'a BTreeMap<String, u64>,
    /// Op-name histogram expected after rewriting, sorted by name.
    pub hist_after_expected: &'a BTreeMap<String, u64>,
}

impl StatsFile<'_> {
    /// The file's text: one-space indents, `": "` and `",\n"` separators, no final
    /// newline, as Python's `json.dump(..., indent=1)` writes.
    pub fn to_python_json(&self) -> String {
        let mut out = Vec::new();
        let mut ser = serde_json::Serializer::with_formatter(
            &mut out,
            serde_json::ser::PrettyFormatter::with_indent(b" "),
        );
        self.serialize(&mut ser)
            .expect("numbers, strings and maps of them serialize");
        String::from_utf8(out).expect("serde_json writes UTF-8")
    }
}

/// The fields of a `.stats.json` that the checkers and the bench use.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub struct Recorded {
    /// Number of patterns N.
    pub patterns: usize,
    /// Shared root names K, or none (`null`).
    #[serde(default)]
    pub roots: Option<usize>,
    /// Rewrites the greedy driver should make.
    pub expected_rewrites: u64,
    /// Op-name histogram of the payload.
    pub hist_before: BTreeMap<String, u64>,
    /// Op-name histogram expected after rewriting.
    pub hist_after_expected: BTreeMap<String, u64>,
}

impl Recorded {
    /// Reads a `.stats.json` text.
    pub fn parse(text: &str) -> Result<Recorded, String> {
        serde_json::from_str(text).map_err(|e| format!("stats: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_it_needs_and_names_what_is_missing() {
        let r = Recorded::parse(
            "{\"patterns\": 3, \"roots\": null, \"expected_rewrites\": 2, \"extra\": [1],
              \"hist_before\": {\"a\": 3}, \"hist_after_expected\": {}}",
        )
        .unwrap();
        assert_eq!((r.patterns, r.roots, r.expected_rewrites), (3, None, 2));
        assert_eq!(r.hist_before["a"], 3);
        let e = Recorded::parse("{\"patterns\": 3}").unwrap_err();
        assert!(e.starts_with("stats: missing field"), "{e}");
        assert!(Recorded::parse("{\"patterns\": 3,").is_err());
    }
}
