//! The driver's listener ([`DriverState`]): what each notified change re-queues, and
//! the notes the fixpoint proof takes as changes happen.

use super::fixpoint::{Change, Fixpoint};
use super::worklist::{CreatedBy, Worklist};
use crate::ir::{Ir, Op, Region, WalkOrder};
use crate::rewriter::Listener;
use smallvec::SmallVec;

/// How many op indices ahead seeding prefetches op records.
const SEED_PREFETCH: u32 = 16;

/// The driver's listener: keeps the worklist up to date and remembers which pattern
/// created which op.
pub(super) struct DriverState {
    pub(super) worklist: Worklist,
    pub(super) scope: Region,
    /// For ops created by a rewrite: the pattern that created them.
    pub(super) created_by: CreatedBy,
    /// The pattern being applied, and the first op index it could create.
    pub(super) current: Option<(u32, u32)>,
    /// Evidence that another sweep would change nothing, when the set allows a proof.
    pub(super) fixpoint: Option<Fixpoint>,
    /// Whether an op nested deeper than the scope was ever queued in this run. Until
    /// then every queued op is directly in the scope (a move notifies, and queues).
    pub(super) nested: bool,
    /// Whether popped ops that are trivially dead under their registered definitions
    /// are erased (some registered op may be, and no `is_trivially_dead` overrides).
    pub(super) erase_dead: bool,
    /// Whether popped ops are folded ([`super::GreedyConfig::fold`] and something
    /// registered folds).
    pub(super) folding: bool,
}

impl DriverState {
    /// Adds `op` and its ancestors up to the scope; ops outside the scope are ignored.
    #[inline]
    pub(super) fn add_to_worklist(&mut self, ir: &Ir, op: Op) {
        // The common case, an op directly in the scope: no ancestors to collect.
        if ir.parent_region(op) == Some(self.scope) {
            self.worklist.push(op);
        } else {
            self.add_nested_to_worklist(ir, op);
        }
    }

    /// Queues every op nested in the scope, in `order`, as MLIR's walk calling
    /// `addToWorklist` on each would; returns how many ops were visited. Straight from
    /// the block lists, with no intermediate list of the scope's ops.
    pub(super) fn seed(&mut self, ir: &Ir, order: WalkOrder) -> u64 {
        let mut seeded = 0;
        for &block in ir.region_blocks(self.scope) {
            for op in ir.block_ops(block) {
                // The walk chases `next` links: prefetch the records ahead, which are
                // usually laid out in order (a block as parsed or built).
                ir.prefetch_op(Op(op.0.wrapping_add(SEED_PREFETCH)));
                if ir.num_regions(op) == 0 {
                    // In the scope itself, without nested ops: only `op` to queue.
                    self.worklist.push(op);
                    seeded += 1;
                } else {
                    ir.for_each_op(op, order, &mut |o| {
                        self.add_to_worklist(ir, o);
                        seeded += 1;
                    });
                }
            }
        }
        seeded
    }

    /// [`DriverState::add_to_worklist`] for an op nested deeper (or outside the scope).
    pub(super) fn add_nested_to_worklist(&mut self, ir: &Ir, op: Op) {
        self.nested = true;
        let mut chain: SmallVec<[Op; 8]> = SmallVec::new();
        let mut cur = op;
        loop {
            chain.push(cur);
            let Some(region) = ir.parent_region(cur) else {
                return;
            };
            if region == self.scope {
                for &o in &chain {
                    self.worklist.push(o);
                }
                return;
            }
            let Some(parent) = ir.region_parent_op(region) else {
                return;
            };
            cur = parent;
        }
    }

    /// Re-queues the defining ops of `op`'s operands that will have at most one user
    /// left once `op` is gone (MLIR's `addOperandsToWorklist`).
    pub(super) fn add_operands_to_worklist(&mut self, ir: &Ir, op: Op) {
        for &operand in ir.operands(op) {
            let Some(def) = ir.defining_op(operand) else {
                continue;
            };
            // Queuing an op that is queued, directly in the scope (no ancestors to
            // queue), changes nothing: skip the walk of the use list, whose links are
            // scattered over the IR. In a sweep the ops above `op` are mostly still
            // queued.
            if self.worklist.contains(def)
                && (!self.nested || ir.parent_region(def) == Some(self.scope))
            {
                continue;
            }
            let mut other: Option<Op> = None;
            let mut more_than_two = false;
            for user in ir.users(operand) {
                if user == op || Some(user) == other {
                    continue;
                }
                if other.is_none() {
                    other = Some(user);
                    continue;
                }
                more_than_two = true;
                break;
            }
            if !more_than_two {
                self.add_to_worklist(ir, def);
            }
        }
    }
}

impl Listener for DriverState {
    fn op_inserted(&mut self, ir: &Ir, op: Op) {
        if let Some((pattern, first_new)) = self.current {
            if op.0 >= first_new {
                self.created_by.insert(op, pattern);
            }
        }
        // Nothing for the fixpoint proof to note: the op is queued here, and the ops
        // reading it above their roots see it only through a change of their operands.
        self.add_to_worklist(ir, op);
    }

    fn op_modified(&mut self, ir: &Ir, op: Op) {
        if let Some(f) = &mut self.fixpoint {
            let worklist = &self.worklist;
            f.changed(ir, op, Change::Any, |x| worklist.contains(x));
        }
        self.add_to_worklist(ir, op);
    }

    fn op_operands_modified(&mut self, ir: &Ir, op: Op) {
        if let Some(f) = &mut self.fixpoint {
            let worklist = &self.worklist;
            f.changed(ir, op, Change::Operands, |x| worklist.contains(x));
        }
        self.add_to_worklist(ir, op);
    }

    fn op_erased(&mut self, ir: &Ir, op: Op) {
        self.add_operands_to_worklist(ir, op);
        self.worklist.remove(op);
        self.created_by.remove(op);
    }
}
