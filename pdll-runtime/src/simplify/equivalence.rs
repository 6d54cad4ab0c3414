//! What block merging compares (MLIR's `OperationEquivalence` with
//! `ignoreValueEquivalence` and `IgnoreLocations`, and `BlockEquivalenceData`): two
//! ops are equivalent when their names, attributes, properties, operand and result
//! types and region and successor counts are; operands are compared by the caller.

use crate::ir::{Block, Ir, Op, Value, ValueDef};
use rustc_hash::FxHashMap;
use std::hash::{Hash, Hasher};

/// A block's hash and the order of the values it defines (MLIR's
/// `BlockEquivalenceData`).
pub(super) struct BlockData {
    pub block: Block,
    /// Of every op's name, attributes, properties and result types, in order.
    pub hash: u64,
    /// For each op with results: how many values the block defines before it
    /// (arguments first).
    order: FxHashMap<Op, usize>,
}

impl BlockData {
    pub fn new(ir: &Ir, block: Block) -> Self {
        let mut order = FxHashMap::default();
        let mut next = ir.block_arguments(block).len();
        let mut h = rustc_hash::FxHasher::default();
        for op in ir.block_ops(block) {
            let n = ir.num_results(op);
            if n > 0 {
                order.insert(op, next);
                next += n;
            }
            op_hash(ir, op, &mut h);
        }
        BlockData {
            block,
            hash: h.finish(),
            order,
        }
    }

    /// The order of `v`, a value defined in this block (MLIR's `getOrderOf`).
    pub fn order_of(&self, ir: &Ir, v: Value) -> Option<usize> {
        match ir.value_def(v) {
            ValueDef::Argument { index, .. } => Some(index),
            ValueDef::Result { op, index } => self.order.get(&op).map(|o| o + index),
        }
    }
}

/// What MLIR's `computeHash` hashes when values are ignored: the name, the
/// attributes, the properties and the result types.
fn op_hash(ir: &Ir, op: Op, h: &mut impl Hasher) {
    ir.op_name(op).hash(h);
    ir.attr_dictionary(op).hash(h);
    ir.properties(op).hash(h);
    for t in ir.result_types(op) {
        t.hash(h);
    }
}

/// MLIR's `OperationEquivalence::isEquivalentTo` ignoring values and locations: the
/// same name, attributes, properties, counts of regions, successors, operands and
/// results, operand types (where the operands differ) and result types; regions
/// must be empty (merging skips blocks with non-empty regions).
pub(super) fn ops_equivalent(ir: &Ir, a: Op, b: Op) -> bool {
    if a == b {
        return true;
    }
    if ir.op_name(a) != ir.op_name(b)
        || ir.attr_dictionary(a) != ir.attr_dictionary(b)
        || ir.num_regions(a) != ir.num_regions(b)
        || ir.successors(a).len() != ir.successors(b).len()
        || ir.num_operands(a) != ir.num_operands(b)
        || ir.num_results(a) != ir.num_results(b)
        || ir.properties(a) != ir.properties(b)
    {
        return false;
    }
    let operands_match = ir
        .operands(a)
        .iter()
        .zip(ir.operands(b))
        .all(|(&x, &y)| x == y || ir.value_type(x) == ir.value_type(y));
    operands_match && ir.result_types(a).eq(ir.result_types(b))
}
