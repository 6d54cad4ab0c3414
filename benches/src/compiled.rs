//! The pattern sets compiled from the workload's `.pdll` files by `build.rs`.

use crate::variants::Variant;
use pdll_runtime::{Context, PatternSet};

include!(concat!(env!("OUT_DIR"), "/compiled_sets.rs"));

/// Builds the compiled `variant` of the workload `(n, roots)`.
pub fn build(
    variant: Variant,
    n: usize,
    roots: Option<usize>,
    ctx: &mut Context,
) -> Result<Box<dyn PatternSet>, String> {
    let _ = ctx;
    Err(format!(
        "no compiled {variant:?} set for N = {n}, roots = {roots:?} (compiled: {AVAILABLE:?})"
    ))
}
