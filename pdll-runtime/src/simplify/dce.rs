//! Region DCE (MLIR's `runRegionDCE`): an optimistic liveness analysis that assumes
//! every op and block argument dead until a use proves it live, so dead use-def
//! cycles (a value carried around a loop and never read) go too.
//!
//! An op is live when it would not be trivially dead (effects, unregistered, a
//! terminator or symbol: [`would_op_be_trivially_dead`]) or a live op uses one of its
//! results; a block argument when a live op uses it. A branch op's operand forwarded
//! to a successor's argument is a use by that argument, not by the branch: it makes
//! the value live only if the argument is. Arguments a terminator without branch
//! knowledge passes are live, as are the entry block's (their contract is the parent
//! op's) and those an unreachable block passes (one that outlived unreachable-block
//! elimination because a reachable op uses its value). The analysis visits each
//! region's reachable blocks in post-order and their ops last first (uses before
//! definitions) until nothing changes; then the dead successor operands, ops and
//! arguments are erased.

use super::cfg::{all_successor_operands, branch, is_terminator, post_order};
use super::SimplifyReport;
use crate::dialect::would_op_be_trivially_dead;
use crate::ir::{Block, Op, Region, Value};
use crate::rewriter::Rewriter;
use crate::{Context, Ir};
use rustc_hash::FxHashSet;

/// What is proved live so far (MLIR's `LiveMap`): ops, and block arguments; a result
/// is live when its op is.
#[derive(Default)]
struct LiveMap {
    ops: FxHashSet<Op>,
    args: FxHashSet<Value>,
    changed: bool,
}

impl LiveMap {
    fn op_live(&self, op: Op) -> bool {
        self.ops.contains(&op)
    }

    fn set_op_live(&mut self, op: Op) {
        self.changed |= self.ops.insert(op);
    }

    fn set_value_live(&mut self, ir: &Ir, v: Value) {
        match ir.defining_op(v) {
            Some(op) => self.set_op_live(op),
            None => self.changed |= self.args.insert(v),
        }
    }
}

/// Erases the dead ops and block arguments of `regions` and of the regions nested in
/// their live ops, counting them in `report`.
pub fn run_region_dce(rw: &mut Rewriter<'_>, regions: &[Region], report: &mut SimplifyReport) {
    let mut live = LiveMap::default();
    loop {
        live.changed = false;
        for &r in regions {
            propagate_region(rw.ctx(), rw, r, &mut live);
        }
        if !live.changed {
            break;
        }
    }
    delete_deadness(rw, regions, &live, report);
}

/// The successor argument `use_index` of the terminator `owner` feeds, when that use
/// is known dead: the argument is not proved live (MLIR's `isUseSpeciallyKnownDead`).
fn use_specially_known_dead(
    ctx: &Context,
    ir: &Ir,
    owner: Op,
    use_index: usize,
    live: &LiveMap,
) -> bool {
    if !is_terminator(ctx, ir, owner) {
        return false;
    }
    let Some(succs) = all_successor_operands(ctx, ir, owner) else {
        return false;
    };
    // MLIR's `getSuccessorBlockArgument`: the first successor forwarding the operand.
    for (i, s) in succs.iter().enumerate() {
        if let Some(arg) = s.argument_of_operand(use_index) {
            let Some(&arg) = ir.block_arguments(ir.successors(owner)[i]).get(arg) else {
                return false;
            };
            return !live.args.contains(&arg);
        }
    }
    false
}

/// MLIR's `processValue`: `v` is live if a live op uses it, other than through a
/// known-dead successor operand.
fn process_value(ctx: &Context, ir: &Ir, v: Value, live: &mut LiveMap) {
    let proved = ir
        .uses(v)
        .any(|u| !use_specially_known_dead(ctx, ir, u.user, u.index, live) && live.op_live(u.user));
    if proved {
        live.set_value_live(ir, v);
    }
}

fn propagate_terminator(ctx: &Context, ir: &Ir, op: Op, live: &mut LiveMap) {
    live.set_op_live(op);
    match all_successor_operands(ctx, ir, op) {
        // Not a branch op: whatever it passes its successors is live.
        None => {
            for &s in ir.successors(op) {
                for &a in ir.block_arguments(s) {
                    live.set_value_live(ir, a);
                }
            }
        }
        // The arguments the op produces itself are live; the forwarded ones are live
        // when their own uses are.
        Some(succs) => {
            for (i, s) in succs.iter().enumerate() {
                let args = ir.block_arguments(ir.successors(op)[i]);
                for &a in args.iter().take(s.produced) {
                    live.set_value_live(ir, a);
                }
            }
        }
    }
}

fn propagate_op(ctx: &Context, ir: &Ir, op: Op, live: &mut LiveMap) {
    for &r in ir.regions(op) {
        propagate_region(ctx, ir, r, live);
    }
    if is_terminator(ctx, ir, op) {
        return propagate_terminator(ctx, ir, op, live);
    }
    if live.op_live(op) {
        return;
    }
    if !would_op_be_trivially_dead(ctx, ir, op) {
        return live.set_op_live(op);
    }
    for v in ir.results(op) {
        process_value(ctx, ir, v, live);
    }
}

/// The successors of the blocks of `region` not in `reachable` (none when every block
/// is reachable, the usual case).
fn fed_by_unreachable_blocks(ir: &Ir, region: Region, reachable: &[Block]) -> Vec<Block> {
    let blocks = ir.region_blocks(region);
    if blocks.len() == reachable.len() {
        return Vec::new();
    }
    let reachable: FxHashSet<Block> = reachable.iter().copied().collect();
    blocks
        .iter()
        .filter(|b| !reachable.contains(b))
        .flat_map(|&b| ir.block_successors(b).iter().copied())
        .collect()
}

fn propagate_region(ctx: &Context, ir: &Ir, region: Region, live: &mut LiveMap) {
    let entry = ir.region_entry(region);
    let reachable = post_order(ir, region);
    // MLIR erased the unreachable blocks before, but one whose value a reachable op
    // uses stays (malformed IR). It is not analysed and its branches keep their
    // operands, so the arguments they feed are live.
    for block in fed_by_unreachable_blocks(ir, region, &reachable) {
        for &a in ir.block_arguments(block) {
            live.set_value_live(ir, a);
        }
    }
    for block in reachable {
        // Ops last first: uses before definitions, for a faster fixpoint.
        let ops: Vec<Op> = ir.block_ops(block).collect();
        for &op in ops.iter().rev() {
            propagate_op(ctx, ir, op, live);
        }
        // The entry block's arguments are never erased: no need to track them.
        if Some(block) == entry {
            continue;
        }
        for &a in ir.block_arguments(block) {
            if !live.args.contains(&a) {
                process_value(ctx, ir, a, live);
            }
        }
    }
}

/// Erases the operands `terminator` forwards to successor arguments that are not
/// live (MLIR's `eraseTerminatorSuccessorOperands`), last successor and last operand
/// first.
fn erase_terminator_successor_operands(
    rw: &mut Rewriter<'_>,
    terminator: Op,
    live: &LiveMap,
    report: &mut SimplifyReport,
) {
    if branch(rw.ctx(), rw, terminator).is_none() {
        return;
    }
    let n = rw.successors(terminator).len();
    for succ in (0..n).rev() {
        let Some(b) = branch(rw.ctx(), rw, terminator) else {
            return;
        };
        let Some(ops) = b.successor_operands(rw.ctx(), rw, terminator, succ) else {
            continue;
        };
        let successor = rw.successors(terminator)[succ];
        for arg in (0..ops.len()).rev() {
            let Some(&a) = rw.block_arguments(successor).get(arg) else {
                continue;
            };
            // The produced arguments are always live; a forwarded one may be erased.
            if !live.args.contains(&a)
                && arg >= ops.produced
                && rw
                    .erase_successor_operand(terminator, succ, arg - ops.produced)
                    .is_ok()
            {
                report.dead_successor_operands += 1;
            }
        }
    }
}

/// Ops erased at the end of a region, because when their turn came a later op still
/// used them (a dead cycle, MLIR's `dropAllUses`).
#[derive(Default)]
struct Deferred(Vec<Op>);

fn delete_deadness(
    rw: &mut Rewriter<'_>,
    regions: &[Region],
    live: &LiveMap,
    report: &mut SimplifyReport,
) {
    for &region in regions {
        if rw.region_blocks(region).is_empty() {
            continue;
        }
        let single_block = rw.region_blocks(region).len() == 1;
        let mut deferred = Deferred::default();
        for block in post_order(rw, region) {
            if !single_block {
                if let Some(last) = rw.block_last_op(block) {
                    erase_terminator_successor_operands(rw, last, live, report);
                }
            }
            let ops: Vec<Op> = rw.block_ops(block).collect();
            for &op in ops.iter().rev() {
                if !live.op_live(op) {
                    // Uses before definitions: usually nothing uses it any more.
                    if rw.erase_op(op).is_ok() {
                        report.dead_ops += 1;
                    } else {
                        deferred.0.push(op);
                    }
                } else {
                    let nested = rw.regions(op).to_vec();
                    delete_deadness(rw, &nested, live, report);
                }
            }
        }
        erase_deferred(rw, deferred, report);
        // Dead arguments of the blocks after the entry (whose arguments belong to the
        // parent op's contract).
        let blocks: Vec<Block> = rw.region_blocks(region).iter().skip(1).copied().collect();
        for block in blocks {
            let n = rw.block_arguments(block).len();
            for i in (0..n).rev() {
                let a = rw.block_arguments(block)[i];
                // A dead argument still used is malformed IR (a use MLIR would leave
                // dangling): it stays.
                if !live.args.contains(&a)
                    && rw.use_empty(a)
                    && rw.erase_block_argument(block, i).is_ok()
                {
                    report.dead_arguments += 1;
                }
            }
        }
    }
}

/// Erases the deferred dead ops together. Those still used by a live op (malformed
/// IR) stay, and so do, in turn, the dead ops they use.
fn erase_deferred(rw: &mut Rewriter<'_>, deferred: Deferred, report: &mut SimplifyReport) {
    let mut ops = deferred.0;
    while !ops.is_empty() {
        if rw.erase_ops(&ops).is_ok() {
            report.dead_ops += ops.len();
            return;
        }
        let set: FxHashSet<Op> = ops.iter().copied().collect();
        let before = ops.len();
        ops.retain(|&o| {
            let mut nested = Vec::new();
            rw.walk_into(o, crate::ir::WalkOrder::PreOrder, &mut nested);
            let nested: FxHashSet<Op> = nested.into_iter().collect();
            !nested.iter().any(|&n| {
                rw.results(n).any(|v| {
                    rw.users(v)
                        .any(|u| !nested.contains(&u) && !set.contains(&u))
                })
            })
        });
        if ops.len() == before {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::simplify::tests::{run, Mode};

    #[test]
    fn dead_cycle_through_a_loop_goes() {
        let out = run(
            r#"
"u.f"() ({
^bb0(%a: i32, %c: i1):
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.cond_br %c, ^bb1(%y : i32), ^bb2
^bb2:
  "u.ret"() : () -> ()
}) : () -> ()
"#,
            Mode::DceOnly,
        );
        assert_eq!(out.report.dead_ops, 1, "{}", out.text);
        assert_eq!(out.report.dead_arguments, 1);
        assert_eq!(out.report.dead_successor_operands, 2);
        assert!(!out.text.contains("arith.addi"), "{}", out.text);
    }

    /// An unreachable block that stays (a reachable op uses its value: malformed IR
    /// that unreachable-block elimination leaves alone) is not analysed, so its
    /// branch's operands are not erased: the argument they feed stays too, or the
    /// branch would pass more operands than its successor takes.
    #[test]
    fn arguments_fed_from_an_unreachable_block_stay() {
        let src = r#"
"u.f"() ({
^bb0(%c: i1, %a: i32):
  "u.br"(%a)[^bb2] : (i32) -> ()
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32):
  %z = "u.op"(%x, %y) : (i32, i32) -> i32
  cf.br ^bb3(%z : i32)
^bb3(%w: i32):
  "u.ret"() : () -> ()
}) : () -> ()
"#;
        let out = run(src, Mode::DceOnly);
        assert_eq!(out.report.dead_arguments, 0, "{}", out.text);
        assert_eq!(out.report.dead_successor_operands, 0, "{}", out.text);
    }

    #[test]
    fn unregistered_ops_and_their_operands_stay() {
        let out = run(
            r#"
"u.f"() ({
^bb0(%a: i32):
  %y = "u.op"(%a) : (i32) -> i32
  %z = arith.addi %a, %a : i32
  "u.ret"() : () -> ()
}) : () -> ()
"#,
            Mode::DceOnly,
        );
        assert_eq!(out.report.dead_ops, 1);
        assert!(out.text.contains("u.op") && !out.text.contains("arith.addi"));
    }
}
