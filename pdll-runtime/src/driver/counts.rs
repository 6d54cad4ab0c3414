//! Rewrites counted per pattern ([`super::DriverReport::per_pattern`]).
//!
//! A run of the driver counts into a table of every pattern that its caller keeps
//! across runs: the parallel driver runs once per op (a function of a module), and a
//! table of 10,000 counts allocated, zeroed and merged per op costs more than
//! rewriting the op. The patterns counted are listed too, so that one run's counts can
//! be read, and the table reset, without a pass over every pattern.

/// Rewrites per pattern: see the module docs.
#[derive(Debug, Default)]
pub(crate) struct PatternCounts {
    /// Per pattern, the rewrites since the last [`PatternCounts::take_run`].
    counts: Vec<u64>,
    /// The patterns whose count is not 0, each once.
    touched: Vec<u32>,
}

impl PatternCounts {
    /// A table for a set of `num_patterns` patterns.
    pub(crate) fn new(num_patterns: usize) -> PatternCounts {
        PatternCounts {
            counts: vec![0; num_patterns],
            touched: Vec::new(),
        }
    }

    /// Counts a rewrite of pattern `p`.
    #[inline]
    pub(crate) fn add(&mut self, p: usize) {
        if self.counts.len() <= p {
            // A set whose matches name a pattern past its list: counted all the same.
            self.counts.resize(p + 1, 0);
        }
        if self.counts[p] == 0 {
            self.touched.push(p as u32);
        }
        self.counts[p] += 1;
    }

    /// Every pattern's count, indexed by pattern.
    pub(crate) fn into_counts(self) -> Vec<u64> {
        self.counts
    }

    /// The counts since the last call, as `(pattern, rewrites)` in pattern order; the
    /// table is 0 again.
    pub(crate) fn take_run(&mut self) -> Vec<(u32, u64)> {
        self.touched.sort_unstable();
        let counts = &mut self.counts;
        self.touched
            .drain(..)
            .map(|p| (p, std::mem::take(&mut counts[p as usize])))
            .collect()
    }
}

/// Adds the counts of one run (see [`PatternCounts::take_run`]) to `totals`, a count per
/// pattern.
pub(crate) fn add_run(totals: &mut Vec<u64>, run: &[(u32, u64)]) {
    for &(p, n) in run {
        let p = p as usize;
        if totals.len() <= p {
            totals.resize(p + 1, 0);
        }
        totals[p] += n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn runs_are_counted_apart_and_the_table_resets() {
        let mut c = PatternCounts::new(5);
        for p in [3, 1, 3, 3] {
            c.add(p);
        }
        assert_eq!(c.take_run(), [(1, 1), (3, 3)]);
        assert!(c.take_run().is_empty());
        c.add(7);
        let run = c.take_run();
        assert_eq!(run, [(7, 1)]);
        let mut totals = vec![0; 5];
        add_run(&mut totals, &[(1, 1), (3, 3)]);
        add_run(&mut totals, &run);
        assert_eq!(totals, [0, 1, 0, 3, 0, 0, 0, 1]);
        c.add(0);
        assert_eq!(c.into_counts(), [1, 0, 0, 0, 0, 0, 0, 0]);
    }
}
