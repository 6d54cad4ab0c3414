//! The `--stats` text of `pdll apply`: a table of the patterns (rewrites applied and
//! failed, matches, time in their rewrites and its share of the driver's run), the
//! driver's rewrites and iterations, and the time of each step of the command.
//!
//! Matching is timed only as a whole (the row `(matching, worklist)`): the set matches
//! all its patterns at once, in one merged tree, so no part of that time belongs to a
//! single pattern (see `pdll_runtime::driver::DriverProfile`).

use super::Times;
use pdll_runtime::driver::ParallelReport;
use pdll_runtime::{DriverReport, PatternInfo};
use std::fmt::Write as _;
use std::time::Duration;

/// The label of the table's row for the driver's time outside the rewrites.
const OUTSIDE: &str = "(matching, worklist)";

/// The `--stats` text of a run of `patterns` that gave `report`.
pub(super) fn render(
    patterns: &[PatternInfo],
    report: &DriverReport,
    parallel: Option<&ParallelReport>,
    times: &Times,
) -> String {
    let mut s = String::new();
    table(&mut s, patterns, report);
    let _ = writeln!(
        s,
        "{:>8}  rewrites in {} iteration{}{}",
        report.num_rewrites,
        report.iterations,
        if report.iterations == 1 { "" } else { "s" },
        if report.converged {
            ""
        } else {
            " (not converged)"
        }
    );
    driver_work(&mut s, report);
    if report.sweeps_proved_empty > 0 {
        let _ = writeln!(
            s,
            "{:>8}  of them proved to find nothing without sweeping",
            report.sweeps_proved_empty
        );
    }
    if let Some(p) = parallel {
        nested(&mut s, p);
    }
    let _ = writeln!(
        s,
        "time: load patterns {:.1} ms, parse {:.1} ms, apply {:.1} ms, print {:.1} ms",
        ms(times.load),
        ms(times.parse),
        ms(times.apply),
        ms(times.print)
    );
    s
}

/// How `--nested` spread the ops over the threads, and the time of each phase.
fn nested(s: &mut String, p: &ParallelReport) {
    let t = &p.timings;
    let _ = writeln!(
        s,
        "{:>8}  ops rewritten inside, on {} thread{}: {} in place on the first, {} copied to the others ({} unchanged), {} in place after",
        p.per_op.len(),
        p.threads,
        if p.threads == 1 { "" } else { "s" },
        p.prefix,
        p.sharded,
        p.unchanged,
        p.in_place
    );
    if p.sampled > 0 {
        let _ = writeln!(
            s,
            "          the first {} rewritten in place to time them against copying: {}",
            p.sampled,
            if p.threads == 1 {
                "the threads would not pay, all on one"
            } else {
                "the threads pay"
            }
        );
    }
    if p.threads > 1 {
        let _ = writeln!(
            s,
            "          copy out {:.1} ms, rewrite {:.1} ms, merge {:.1} ms, copy back {:.1} ms, after {:.1} ms",
            ms(t.gather),
            ms(t.workers),
            ms(t.merge),
            ms(t.scatter),
            ms(t.in_place)
        );
    }
}

/// What the driver did besides rewriting, as MLIR's driver does it: folds, constants,
/// dead ops and region simplification; a line for each kind of work it did.
fn driver_work(s: &mut String, report: &DriverReport) {
    if report.ops_folded + report.ops_folded_in_place > 0 {
        let _ = writeln!(
            s,
            "{:>8}  ops folded away ({} constants made), {} folded in place",
            report.ops_folded, report.constants_materialized, report.ops_folded_in_place
        );
    }
    if report.constants_merged + report.constants_hoisted > 0 {
        let _ = writeln!(
            s,
            "{:>8}  constants merged into an equal one, {} hoisted",
            report.constants_merged, report.constants_hoisted
        );
    }
    if report.dead_ops_erased > 0 {
        let _ = writeln!(s, "{:>8}  ops erased as dead", report.dead_ops_erased);
    }
    let r = &report.region_simplification;
    let blocks = r.unreachable_blocks + r.merged_blocks;
    let arguments = r.dead_arguments + r.pruned_arguments + r.redundant_arguments;
    if blocks + arguments + r.dead_ops > 0 {
        let _ = writeln!(
            s,
            "{:>8}  blocks simplified away ({} unreachable, {} merged), {} block arguments \
             removed, {} ops erased by region DCE",
            blocks, r.unreachable_blocks, r.merged_blocks, arguments, r.dead_ops
        );
    }
}

/// One row of the pattern table.
struct Row<'a> {
    name: &'a str,
    rewrites: u64,
    failed: u64,
    matches: u64,
    time: Duration,
}

/// The pattern table: the most expensive rewrites first (then the most applied, then
/// the set's order), and the time outside the rewrites last. Shares are of the
/// driver's whole run, so the column adds up to 100%.
fn table(s: &mut String, patterns: &[PatternInfo], report: &DriverReport) {
    let profile = report.profile.as_ref();
    let mut rows: Vec<Row> = patterns
        .iter()
        .enumerate()
        .map(|(i, info)| {
            let rewrites = report.per_pattern.get(i).copied().unwrap_or(0);
            let measured = profile.and_then(|p| p.patterns.get(i)).copied();
            let measured = measured.unwrap_or_default();
            Row {
                name: &info.name,
                rewrites,
                failed: measured.rewrites_tried.saturating_sub(rewrites),
                matches: measured.matches,
                time: measured.rewrite_time,
            }
        })
        .collect();
    // `sort_by` is stable: ties keep the set's order.
    rows.sort_by(|a, b| {
        b.time
            .cmp(&a.time)
            .then(b.rewrites.cmp(&a.rewrites))
            .then(b.matches.cmp(&a.matches))
    });
    let total = profile.map_or(Duration::ZERO, |p| p.total);
    let share = |d: Duration| {
        if total.is_zero() {
            0.0
        } else {
            100.0 * d.as_secs_f64() / total.as_secs_f64()
        }
    };
    let width = rows
        .iter()
        .map(|r| r.name.chars().count())
        .chain([OUTSIDE.len()])
        .max()
        .unwrap_or(0);
    let _ = writeln!(
        s,
        "{:<width$}  {:>9}  {:>7}  {:>9}  {:>10}  {:>6}",
        "pattern", "rewrites", "failed", "matches", "rewrite ms", "share"
    );
    for r in &rows {
        let _ = writeln!(
            s,
            "{:<width$}  {:>9}  {:>7}  {:>9}  {:>10.3}  {:>5.1}%",
            r.name,
            r.rewrites,
            r.failed,
            r.matches,
            ms(r.time),
            share(r.time)
        );
    }
    let outside = profile.map_or(Duration::ZERO, |p| p.outside_rewrites());
    let _ = writeln!(
        s,
        "{OUTSIDE:<width$}  {:>9}  {:>7}  {:>9}  {:>10.3}  {:>5.1}%",
        "",
        "",
        "",
        ms(outside),
        share(outside)
    );
}

/// `d` in milliseconds.
fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

#[cfg(test)]
mod tests {
    use super::*;
    use pdll_runtime::{DriverProfile, PatternProfile};

    fn us(n: u64) -> Duration {
        Duration::from_micros(n)
    }

    #[test]
    fn the_table_puts_the_costliest_rewrites_first_and_shares_add_up() {
        let patterns = [
            PatternInfo::new("Cheap", 1),
            PatternInfo::new("NeverMatches", 1),
            PatternInfo::new("Costly", 1),
            PatternInfo::new("AlsoCheapButMore", 1),
            PatternInfo::new("Shadowed", 1),
        ];
        let profile = |matches, rewrites_tried, time| PatternProfile {
            matches,
            rewrites_tried,
            rewrite_time: us(time),
        };
        let report = DriverReport {
            converged: true,
            iterations: 2,
            sweeps_proved_empty: 1,
            num_rewrites: 9,
            per_pattern: vec![2, 0, 1, 6, 0],
            profile: Some(DriverProfile {
                patterns: vec![
                    profile(2, 2, 100),
                    profile(0, 0, 0),
                    profile(3, 3, 500),
                    profile(6, 6, 100),
                    profile(4, 0, 0),
                ],
                total: us(1000),
            }),
            ..DriverReport::default()
        };
        let times = Times {
            load: us(1500),
            parse: us(2000),
            apply: us(1100),
            print: us(300),
        };
        let text = render(&patterns, &report, None, &times);
        assert_eq!(
            text,
            "\
pattern                rewrites   failed    matches  rewrite ms   share
Costly                        1        2          3       0.500   50.0%
AlsoCheapButMore              6        0          6       0.100   10.0%
Cheap                         2        0          2       0.100   10.0%
Shadowed                      0        0          4       0.000    0.0%
NeverMatches                  0        0          0       0.000    0.0%
(matching, worklist)                                      0.300   30.0%
       9  rewrites in 2 iterations
       1  of them proved to find nothing without sweeping
time: load patterns 1.5 ms, parse 2.0 ms, apply 1.1 ms, print 0.3 ms
"
        );
    }

    #[test]
    fn without_a_profile_the_counts_still_print() {
        let patterns = [PatternInfo::new("Only", 1)];
        let report = DriverReport {
            converged: false,
            iterations: 1,
            num_rewrites: 3,
            per_pattern: vec![3],
            ..DriverReport::default()
        };
        let text = render(&patterns, &report, None, &Times::default());
        assert!(
            text.contains(
                "\nOnly                          3        0          0       0.000    0.0%\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("       3  rewrites in 1 iteration (not converged)\n"),
            "{text}"
        );
    }

    #[test]
    fn nested_runs_say_how_the_ops_were_spread() {
        use pdll_runtime::driver::parallel::ParallelTimings;
        let ms = std::time::Duration::from_millis;
        let p = ParallelReport {
            per_op: vec![DriverReport::default(); 10],
            per_pattern: Vec::new(),
            threads: 2,
            prefix: 5,
            sharded: 4,
            unchanged: 1,
            in_place: 1,
            sampled: 0,
            timings: ParallelTimings {
                gather: ms(2),
                workers: ms(5),
                merge: ms(0),
                scatter: ms(3),
                in_place: ms(1),
                per_op: Vec::new(),
            },
        };
        let text = render(&[], &DriverReport::default(), Some(&p), &Times::default());
        assert!(
            text.contains(
                "      10  ops rewritten inside, on 2 threads: 5 in place on the first, 4 copied to the others (1 unchanged), 1 in place after\n          copy out 2.0 ms, rewrite 5.0 ms, merge 0.0 ms, copy back 3.0 ms, after 1.0 ms\n"
            ),
            "{text}"
        );
        // Where the threads did not pay: all on one, after the timed sample.
        let p = ParallelReport {
            per_op: vec![DriverReport::default(); 10],
            threads: 1,
            in_place: 10,
            sampled: 1,
            ..ParallelReport::default()
        };
        let text = render(&[], &DriverReport::default(), Some(&p), &Times::default());
        assert!(
            text.contains(
                "      10  ops rewritten inside, on 1 thread: 0 in place on the first, 0 copied to the others (0 unchanged), 10 in place after\n          the first 1 rewritten in place to time them against copying: the threads would not pay, all on one\n"
            ),
            "{text}"
        );
    }
}
