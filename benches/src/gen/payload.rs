//! The payload IR: match, near-miss and filler snippets in one block, as `gen.py`'s
//! `IRWriter`, `emit_snippet` and `gen_ir` write it.

use super::patterns::{family_of, suffix, FAMILIES};
use crate::pyrandom::PyRandom;
use std::collections::BTreeMap;
use std::fmt::Write;

/// Operands are drawn from the last `POOL` `bench.src` / `bench.mix` values.
const POOL: usize = 64;

/// Ops a snippet of each family emits: (match, near miss). Keeps the M budget exact.
fn snippet_ops(family: &str) -> (usize, usize) {
    match family {
        "inv" => (3, 2),
        "mulone" => (3, 3),
        "subself" => (2, 2),
        "notcmp" => (3, 2),
        "store" => (2, 1),
        "selsame" => (2, 2),
        "addadd" => (5, 5),
        _ => unreachable!("FAMILIES holds seven names"),
    }
}

/// A counter that remembers the order in which keys were first seen (Python's
/// `Counter` / `dict` order, which `gen.py`'s JSON shows).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OrderedCounts(pub Vec<(String, u64)>);

/// A JSON object of the counts, keys in first-seen order.
impl serde::Serialize for OrderedCounts {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, n)| (k, n)))
    }
}

impl OrderedCounts {
    /// Adds one to `key`.
    pub fn add(&mut self, key: &str) {
        match self.0.iter_mut().find(|(k, _)| k == key) {
            Some((_, n)) => *n += 1,
            None => self.0.push((key.to_string(), 1)),
        }
    }

    /// The count of `key` (0 if never seen).
    pub fn get(&self, key: &str) -> u64 {
        self.0.iter().find(|(k, _)| k == key).map_or(0, |(_, n)| *n)
    }
}

/// What the payload generator produced besides the text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PayloadStats {
    /// Number of match snippets (= expected rewrites).
    pub match_roots: u64,
    /// Number of near-miss snippets.
    pub near_roots: u64,
    /// Match snippets per family, in first-seen order.
    pub match_by_family: OrderedCounts,
    /// Near-miss snippets per family, in first-seen order.
    pub near_by_family: OrderedCounts,
    /// Op-name histogram of the payload.
    pub hist_before: BTreeMap<String, u64>,
    /// Op-name histogram expected after every match has been rewritten once.
    pub hist_after: BTreeMap<String, u64>,
}

/// Emits generic-form ops into `text` and keeps the histograms.
struct IrWriter {
    rng: PyRandom,
    text: String,
    next_id: u64,
    pool: Vec<u64>,
    nops: usize,
    stats: PayloadStats,
}

/// What an emitted op becomes after rewriting.
#[derive(Clone, Copy)]
enum After<'a> {
    /// Stays as is.
    Same,
    /// Replaced by an op of this name.
    Renamed(&'a str),
    /// Removed (replaced by a value, or erased).
    Gone,
}

impl IrWriter {
    /// Emits one op; returns its result id (if it has a result).
    fn op(
        &mut self,
        name: &str,
        operands: &[u64],
        attr: Option<i64>,
        result: bool,
        after: After<'_>,
        tag: Option<usize>,
    ) -> Option<u64> {
        let res = result.then(|| {
            self.next_id += 1;
            self.next_id - 1
        });
        let t = &mut self.text;
        t.push_str("    ");
        if let Some(r) = res {
            let _ = write!(t, "%v{r} = ");
        }
        let _ = write!(t, "\"{name}\"(");
        for (k, v) in operands.iter().enumerate() {
            if k > 0 {
                t.push_str(", ");
            }
            let _ = write!(t, "%v{v}");
        }
        t.push(')');
        match (tag, attr) {
            (None, None) => {}
            (Some(g), None) => {
                let _ = write!(t, " {{tag = {g} : i32}}");
            }
            (None, Some(a)) => {
                let _ = write!(t, " {{value = {a} : i32}}");
            }
            (Some(g), Some(a)) => {
                let _ = write!(t, " {{tag = {g} : i32, value = {a} : i32}}");
            }
        }
        t.push_str(" : (");
        for k in 0..operands.len() {
            t.push_str(if k > 0 { ", i32" } else { "i32" });
        }
        t.push_str(if result { ") -> i32\n" } else { ") -> ()\n" });
        *self.stats.hist_before.entry(name.to_string()).or_default() += 1;
        self.nops += 1;
        match after {
            After::Same => *self.stats.hist_after.entry(name.to_string()).or_default() += 1,
            After::Renamed(n) => *self.stats.hist_after.entry(n.to_string()).or_default() += 1,
            After::Gone => {}
        }
        res
    }

    /// A result-producing op that stays as is, without attributes.
    fn plain(&mut self, name: &str, operands: &[u64], tag: Option<usize>) -> u64 {
        self.op(name, operands, None, true, After::Same, tag)
            .expect("has a result")
    }

    fn pick(&mut self, k: usize) -> Vec<u64> {
        self.rng.sample(&self.pool, k)
    }

    fn push_pool(&mut self, v: u64) {
        self.pool.push(v);
        if self.pool.len() > POOL {
            self.pool.remove(0);
        }
    }

    fn src(&mut self) {
        let v = self.plain("bench.src", &[], None);
        self.push_pool(v);
    }

    fn mix(&mut self, a: Option<u64>) {
        let (a, b) = match a {
            None => {
                let ab = self.pick(2);
                (ab[0], ab[1])
            }
            Some(a) => (a, self.pick(1)[0]),
        };
        let v = self.plain("bench.mix", &[a, b], None);
        self.push_pool(v);
    }

    /// A match (or near-miss) instance of pattern `i`.
    fn snippet(&mut self, i: usize, matching: bool, roots: Option<usize>) {
        let k = suffix(i, roots);
        let t = roots.map(|_| i);
        let gone_if = |m: bool| if m { After::Gone } else { After::Same };
        match family_of(i) {
            "inv" => {
                let x = self.pick(1)[0];
                let name = format!("bench.neg_{k}");
                let r = if matching {
                    let a = self.plain(&name, &[x], None);
                    self.op(&name, &[a], None, true, After::Gone, t)
                } else {
                    self.op(&name, &[x], None, true, After::Same, t)
                };
                self.mix(r);
            }
            "mulone" => {
                let x = self.pick(1)[0];
                let c = self.op(
                    "bench.const",
                    &[],
                    Some(if matching { 1 } else { 2 }),
                    true,
                    After::Same,
                    None,
                );
                let c = c.expect("has a result");
                let r = self.op(
                    &format!("bench.mul_{k}"),
                    &[x, c],
                    None,
                    true,
                    gone_if(matching),
                    t,
                );
                self.mix(r);
            }
            "subself" => {
                let xy = self.pick(2);
                let name = format!("bench.sub_{k}");
                let r = if matching {
                    let after = After::Renamed("bench.const");
                    self.op(&name, &[xy[0], xy[0]], None, true, after, t)
                } else {
                    self.op(&name, &[xy[0], xy[1]], None, true, After::Same, t)
                };
                self.mix(r);
            }
            "notcmp" => {
                let ab = self.pick(2);
                let name = format!("bench.not_{k}");
                let r = if matching {
                    let c = self.plain(&format!("bench.cmp_{k}"), &[ab[0], ab[1]], None);
                    let ncmp = format!("bench.ncmp_{k}");
                    self.op(&name, &[c], None, true, After::Renamed(&ncmp), t)
                } else {
                    self.op(&name, &[ab[0]], None, true, After::Same, t)
                };
                self.mix(r);
            }
            "store" => {
                let xy = self.pick(2);
                let name = format!("bench.store_{k}");
                if matching {
                    let u = self.plain("bench.undef", &[], None);
                    self.op(&name, &[xy[0], u], None, false, After::Gone, t);
                } else {
                    self.op(&name, &[xy[0], xy[1]], None, false, After::Same, t);
                }
            }
            "selsame" => {
                let cxy = self.pick(3);
                let last = if matching { cxy[1] } else { cxy[2] };
                let name = format!("bench.select_{k}");
                let r = self.op(
                    &name,
                    &[cxy[0], cxy[1], last],
                    None,
                    true,
                    gone_if(matching),
                    t,
                );
                self.mix(r);
            }
            "addadd" => {
                let x = self.pick(1)[0];
                let c1 = self.op("bench.const", &[], Some(1), true, After::Same, None);
                let name = format!("bench.add_{k}");
                let a = self.plain(&name, &[x, c1.expect("has a result")], None);
                let c2 = self.op(
                    "bench.const",
                    &[],
                    Some(if matching { 1 } else { 3 }),
                    true,
                    After::Same,
                    None,
                );
                // After a match the root is replaced by a new add_i and a new const 2.
                let r = self.op(
                    &name,
                    &[a, c2.expect("has a result")],
                    None,
                    true,
                    After::Same,
                    t,
                );
                if matching {
                    *self
                        .stats
                        .hist_after
                        .entry("bench.const".to_string())
                        .or_default() += 1;
                }
                self.mix(r);
            }
            _ => unreachable!("FAMILIES holds seven names"),
        }
    }
}

/// Parameters of the payload.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PayloadParams {
    /// Number of patterns N.
    pub n: usize,
    /// Number of ops M.
    pub m: usize,
    /// Fraction of M that are match roots.
    pub match_frac: f64,
    /// Fraction of M that are near-miss roots.
    pub near_frac: f64,
    /// Seed of the random stream.
    pub seed: u64,
    /// Shared root names (`--roots K`).
    pub roots: Option<usize>,
}

/// The ops of the payload (the lines inside `module @ir { ... }`) and its stats.
pub fn gen_ir(p: &PayloadParams) -> (String, PayloadStats) {
    let mut w = IrWriter {
        rng: PyRandom::new(p.seed),
        text: String::with_capacity(p.m * 48),
        next_id: 0,
        pool: Vec::with_capacity(POOL + 1),
        nops: 0,
        stats: PayloadStats::default(),
    };
    for _ in 0..p.m.min(16) {
        w.src();
    }
    while w.nops < p.m {
        let done = w.nops;
        let left = p.m - done;
        let i = (p.n > 0).then(|| w.rng.randrange(p.n));
        let want_match = p.n > 0 && (w.stats.match_roots as f64) < p.match_frac * (done + 1) as f64;
        let want_near = p.n > 0 && (w.stats.near_roots as f64) < p.near_frac * (done + 1) as f64;
        if let Some(i) = i.filter(|_| want_match || want_near) {
            let fam = family_of(i);
            let (m_ops, n_ops) = snippet_ops(fam);
            if (if want_match { m_ops } else { n_ops }) <= left {
                w.snippet(i, want_match, p.roots);
                if want_match {
                    w.stats.match_roots += 1;
                    w.stats.match_by_family.add(fam);
                } else {
                    w.stats.near_roots += 1;
                    w.stats.near_by_family.add(fam);
                }
                continue;
            }
        }
        // Filler: mostly mix, some fresh leaves (the draw happens first, as in Python).
        if w.rng.random() < 0.7 && w.pool.len() >= 2 {
            w.mix(None);
        } else {
            w.src();
        }
    }
    debug_assert_eq!(w.nops, p.m);
    debug_assert!(FAMILIES.len() == 7);
    (w.text, w.stats)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(n: usize, m: usize, roots: Option<usize>) -> PayloadParams {
        PayloadParams {
            n,
            m,
            match_frac: 0.1,
            near_frac: 0.1,
            seed: 1,
            roots,
        }
    }

    #[test]
    fn exactly_m_ops_and_consistent_histograms() {
        for (n, m, roots) in [
            (1, 500, None),
            (10, 1000, None),
            (30, 777, Some(7)),
            (0, 40, None),
        ] {
            let (text, s) = gen_ir(&params(n, m, roots));
            assert_eq!(text.lines().count(), m);
            assert_eq!(s.hist_before.values().sum::<u64>(), m as u64);
            let by_family: u64 = s.match_by_family.0.iter().map(|(_, c)| c).sum();
            assert_eq!(by_family, s.match_roots);
            if n > 0 {
                // About 10% of the ops are match roots, 10% near misses.
                let frac = s.match_roots as f64 / m as f64;
                assert!((0.09..=0.11).contains(&frac), "{frac}");
                assert!(s.near_roots > 0);
            } else {
                assert_eq!(s.match_roots + s.near_roots, 0);
            }
        }
    }

    #[test]
    fn shared_roots_tag_the_root() {
        let (text, _) = gen_ir(&params(20, 400, Some(7)));
        assert!(text.contains(" {tag = "));
        assert!(!text.contains("_7\""), "suffixes stay below 7");
        let (text, _) = gen_ir(&params(20, 400, None));
        assert!(!text.contains("tag = "));
    }
}
