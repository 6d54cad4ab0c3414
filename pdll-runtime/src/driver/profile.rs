//! What a run of the greedy driver measures when asked ([`GreedyConfig::profile`]):
//! per pattern, its matches, its rewrites tried and the time they took
//! ([`PatternProfile`]), and the time of the whole run ([`DriverProfile`]).
//!
//! There is no per-pattern *match* time, because it is not well defined: a set
//! matches all its patterns at once ([`PatternSet::match_op`] is one call per op), and
//! generated and run-time sets walk one merged decision tree for every pattern, whose
//! checks several patterns share. So matching is measured as a whole, as the part of
//! the run outside the rewrites ([`DriverProfile::outside_rewrites`]), and per pattern
//! the profile counts the matches the set reported, which shows the patterns that
//! match often but lose to a higher benefit or whose rewrites fail.
//!
//! [`GreedyConfig::profile`]: super::GreedyConfig::profile
//! [`PatternSet::match_op`]: crate::PatternSet::match_op

use std::time::Duration;

/// What one pattern cost in a profiled run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PatternProfile {
    /// Matches of the pattern that the set reported, including those the driver never
    /// tried because a match of higher benefit was applied first (matches found while
    /// the driver proves a sweep empty are not counted: they are checks of the proof).
    pub matches: u64,
    /// Rewrites of the pattern the driver ran, those that failed included (those
    /// skipped for the `recursion` flag are not run).
    pub rewrites_tried: u64,
    /// Wall time spent in the pattern's rewrites, failing ones included, with the
    /// driver's handling of the changes they notified (queueing the ops they touched).
    /// It includes what their edits cost the IR's storage: a rewrite that creates an
    /// op or a value when the IR's tables are full pays for growing them (which may
    /// copy them whole), so a pattern with few rewrites can show a large time.
    pub rewrite_time: Duration,
}

/// The figures of a run with [`GreedyConfig::profile`](super::GreedyConfig::profile)
/// set: see the module docs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DriverProfile {
    /// Per pattern, indexed like [`PatternSet::patterns`](crate::PatternSet::patterns).
    pub patterns: Vec<PatternProfile>,
    /// Wall time of the whole run (for a run over several regions, the sum of their
    /// runs).
    pub total: Duration,
}

impl DriverProfile {
    /// A profile of `num_patterns` patterns with nothing measured yet.
    pub(super) fn new(num_patterns: usize) -> Self {
        DriverProfile {
            patterns: vec![PatternProfile::default(); num_patterns],
            total: Duration::ZERO,
        }
    }

    /// The time spent in the rewrites of all patterns.
    pub fn rewrite_time(&self) -> Duration {
        self.patterns.iter().map(|p| p.rewrite_time).sum()
    }

    /// The time of the run outside the rewrites: matching (all patterns at once), the
    /// worklist, erasing trivially dead ops and the fixpoint proof.
    pub fn outside_rewrites(&self) -> Duration {
        self.total.saturating_sub(self.rewrite_time())
    }

    /// Adds the figures of another run of the same set.
    pub(super) fn merge(&mut self, other: &DriverProfile) {
        if self.patterns.len() < other.patterns.len() {
            self.patterns
                .resize(other.patterns.len(), PatternProfile::default());
        }
        for (a, b) in self.patterns.iter_mut().zip(&other.patterns) {
            a.matches += b.matches;
            a.rewrites_tried += b.rewrites_tried;
            a.rewrite_time += b.rewrite_time;
        }
        self.total += other.total;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn outside_rewrites_is_the_total_less_the_rewrites() {
        let mut p = DriverProfile::new(2);
        p.total = ms(10);
        p.patterns[0].rewrite_time = ms(3);
        p.patterns[1].rewrite_time = ms(4);
        assert_eq!(p.rewrite_time(), ms(7));
        assert_eq!(p.outside_rewrites(), ms(3));
        // Clock skew between the two measures never underflows.
        p.total = ms(5);
        assert_eq!(p.outside_rewrites(), Duration::ZERO);
    }

    #[test]
    fn merge_adds_pattern_by_pattern() {
        let mut a = DriverProfile::new(1);
        a.total = ms(2);
        a.patterns[0] = PatternProfile {
            matches: 3,
            rewrites_tried: 2,
            rewrite_time: ms(1),
        };
        let mut b = DriverProfile::new(2);
        b.total = ms(5);
        b.patterns[0].matches = 1;
        b.patterns[1] = PatternProfile {
            matches: 4,
            rewrites_tried: 4,
            rewrite_time: ms(2),
        };
        a.merge(&b);
        assert_eq!(a.total, ms(7));
        assert_eq!(a.patterns[0].matches, 4);
        assert_eq!(a.patterns[0].rewrites_tried, 2);
        assert_eq!(a.patterns[1], b.patterns[1]);
    }
}
