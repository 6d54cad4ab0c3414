//! The pattern-set variants the bench compares, built by name.

use crate::handwritten::HandWritten;
use crate::stats::Recorded;
use pdll::core::diag::render_all;
use pdll::core::dynamic::{DynamicPatternSet, NativeRegistry};
use pdll::core::source::SourceMap;
use pdll::core::syntax::ParseOptions;
use pdll_runtime::{Context, PatternSet};
use std::str::FromStr;

/// Which implementation of a workload's patterns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Variant {
    /// (a) the generated merged matcher (one decision tree over all patterns).
    Merged,
    /// (b) the same patterns compiled one by one, dispatched by root op name.
    Unmerged,
    /// (c) hand-written Rust matchers (default workload only).
    Hand,
    /// (d) the same merged tree loaded at run time: a `DynamicPatternSet` built from the
    /// workload's PDLL text, no rustc involved.
    Dynamic,
}

impl FromStr for Variant {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "merged" | "a" => Ok(Variant::Merged),
            "unmerged" | "b" => Ok(Variant::Unmerged),
            "hand" | "c" => Ok(Variant::Hand),
            "dynamic" | "d" => Ok(Variant::Dynamic),
            _ => Err(format!(
                "unknown variant `{s}` (merged, unmerged, hand or dynamic)"
            )),
        }
    }
}

impl Variant {
    /// The short label used in tables: `a`, `b`, `c`.
    pub fn label(self) -> &'static str {
        match self {
            Variant::Merged => "a",
            Variant::Unmerged => "b",
            Variant::Hand => "c",
            Variant::Dynamic => "d",
        }
    }
}

/// `(patterns, roots)` of a `.stats.json` text.
pub fn shape_of_stats(stats: &str) -> Result<(usize, Option<usize>), String> {
    let r = Recorded::parse(stats)?;
    Ok((r.patterns, r.roots))
}

/// Builds `variant` for the workload with `n` patterns and `roots`, interning its names
/// in `ctx`. Fails for a workload that was not compiled into this crate.
pub fn build(
    variant: Variant,
    n: usize,
    roots: Option<usize>,
    ctx: &mut Context,
) -> Result<Box<dyn PatternSet + Send + Sync>, String> {
    match variant {
        Variant::Hand if roots.is_none() => Ok(Box::new(HandWritten::new(ctx, n))),
        Variant::Hand => {
            Err("the hand-written baseline covers the default workload only (no --roots)".into())
        }
        Variant::Dynamic => build_dynamic(n, roots, ctx)
            .map(|s| Box::new(s.into_sync_set()) as Box<dyn PatternSet + Send + Sync>),
        Variant::Merged | Variant::Unmerged => crate::compiled::build(variant, n, roots, ctx),
    }
}

/// The workload's patterns `(n, roots)` loaded at run time (variant (d)): the PDLL text
/// `build.rs` compiles for (a), through `DynamicPatternSet`, interning in `ctx`.
pub fn build_dynamic(
    n: usize,
    roots: Option<usize>,
    ctx: &mut Context,
) -> Result<DynamicPatternSet, String> {
    let text = crate::gen::pdll_file(n, roots);
    let mut sources = SourceMap::new();
    DynamicPatternSet::from_str(
        "bench.pdll",
        &text,
        &ParseOptions::default(),
        NativeRegistry::new(),
        ctx,
        &mut sources,
    )
    .map_err(|diags| render_all(&diags, &sources))
}
