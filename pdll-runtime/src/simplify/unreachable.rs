//! Unreachable block elimination (MLIR's `eraseUnreachableBlocks`): in each region of
//! more than one block, the blocks the entry block does not reach are erased, in
//! block order; the regions of the blocks that stay are visited too.

use super::cfg::post_order;
use super::SimplifyReport;
use crate::ir::{Block, Region};
use crate::rewriter::Rewriter;
use rustc_hash::FxHashSet;

/// Erases the unreachable blocks of `regions` and of the regions nested in their
/// reachable blocks, counting them in `report`.
pub fn erase_unreachable_blocks(
    rw: &mut Rewriter<'_>,
    regions: &[Region],
    report: &mut SimplifyReport,
) {
    // MLIR's worklist, last in first out; each region is independent of the others.
    let mut worklist: Vec<Region> = regions.to_vec();
    while let Some(region) = worklist.pop() {
        let blocks = rw.region_blocks(region).to_vec();
        if blocks.len() > 1 {
            let reachable: FxHashSet<Block> = post_order(rw, region).into_iter().collect();
            let dead: Vec<Block> = blocks
                .iter()
                .copied()
                .filter(|b| !reachable.contains(b))
                .collect();
            // MLIR drops the uses of each block's values and erases the blocks one by
            // one; erasing them together lets them use each other's values (a dead
            // cycle). A reachable op using one of their values is malformed IR that
            // MLIR would leave dangling: then the blocks stay.
            if !dead.is_empty() && rw.erase_blocks(&dead).is_ok() {
                report.unreachable_blocks += dead.len();
            }
        }
        for &block in rw.region_blocks(region) {
            for op in rw.block_ops(block) {
                worklist.extend_from_slice(rw.regions(op));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::simplify::tests::{run, Mode};

    #[test]
    fn erases_unreachable_cycles_and_keeps_reachable_blocks() {
        let out = run(
            r#"
"u.f"() ({
^bb0(%a: i32):
  "u.br"()[^bb2] : () -> ()
^bb1(%x: i32):
  %y = "u.op"(%x) : (i32) -> i32
  "u.br"(%y)[^bb3] : (i32) -> ()
^bb2:
  "u.ret"() : () -> ()
^bb3(%z: i32):
  "u.use"(%y) : (i32) -> ()
  "u.br"(%z)[^bb1] : (i32) -> ()
}) : () -> ()
"#,
            Mode::UnreachableOnly,
        );
        assert_eq!(out.report.unreachable_blocks, 2);
        assert!(!out.text.contains("u.op"), "{}", out.text);
        assert!(out.text.contains("u.ret"), "{}", out.text);
    }
}
