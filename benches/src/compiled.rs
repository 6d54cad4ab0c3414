//! The pattern sets compiled from the workload's `.pdll` files by `build.rs` with the
//! project's build helper: one module per set (`n10`, `n1000_r7`, ...).

use crate::unmerged::Unmerged;
use crate::variants::Variant;
use pdll_runtime::{Context, PatternSet};

/// Builds one compiled set for a context (the constructors of the single-pattern sets).
pub type MakeSet = fn(&mut Context) -> Box<dyn PatternSet + Send + Sync>;

include!(concat!(env!("OUT_DIR"), "/compiled_sets.rs"));

/// Builds the compiled `variant` of the workload `(n, roots)`.
pub fn build(
    variant: Variant,
    n: usize,
    roots: Option<usize>,
    ctx: &mut Context,
) -> Result<Box<dyn PatternSet + Send + Sync>, String> {
    let set = match variant {
        Variant::Merged => build_merged(n, roots, ctx),
        Variant::Unmerged if AVAILABLE.contains(&(n, roots)) => {
            match build_each_alone(n, roots, ctx) {
                Some(sets) => {
                    Some(Box::new(Unmerged::new(ctx, sets)?) as Box<dyn PatternSet + Send + Sync>)
                }
                None => None,
            }
        }
        Variant::Unmerged | Variant::Hand | Variant::Dynamic => None,
    };
    set.ok_or_else(|| {
        format!(
            "no compiled {variant:?} set for N = {n}, roots = {roots:?} (compiled: {AVAILABLE:?})"
        )
    })
}
