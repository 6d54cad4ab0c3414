//! Constant uniquing and hoisting, as MLIR 19's greedy driver does it with its
//! `OperationFolder` when it seeds a sweep (`insertKnownConstant`).
//!
//! Each `ConstantLike` op the seeding walk meets is looked up by its dialect, value
//! and result type in its *insertion region*: the nearest enclosing region whose
//! parent op is isolated from above, is unregistered (MLIR's `mightHaveTrait`), or is
//! a top-level op (the module). The first one met becomes the region's constant for
//! that key and is moved to the front of the region's entry block, unless it is there
//! already or right after another constant this uniquer owns (so constants already in
//! place keep their order; a constant met later, further down, goes to the very
//! front). Each later one is replaced by it and erased. MLIR's
//! `DialectFoldInterface::shouldMaterializeInto`, which could stop the climb earlier,
//! is no data the runtime has; no core dialect but the test dialect implements it.

use super::constant_value;
use crate::attributes::Attribute;
use crate::dialect::OpTrait;
use crate::ident::Identifier;
use crate::ir::{Ir, Op, Region};
use crate::rewriter::Rewriter;
use crate::types::Type;
use crate::Context;
use rustc_hash::{FxHashMap, FxHashSet};

/// A uniqued constant's key: its insertion region, dialect, value and type.
type Key = (Region, Identifier, Attribute, Type);

/// What a [`ConstantUniquer`] did with a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Uniqued {
    /// It is the first of its key: kept, and moved to the front of its insertion
    /// region's entry block (`moved`) or already in place.
    Kept {
        /// Whether it was moved.
        moved: bool,
    },
    /// An equal constant came first: this one was replaced by it and erased.
    Merged,
}

/// MLIR's `OperationFolder` as the greedy driver uses it: one per sweep (see the
/// module docs).
#[derive(Default)]
pub struct ConstantUniquer {
    uniqued: FxHashMap<Key, Op>,
    owned: FxHashSet<Op>,
}

impl ConstantUniquer {
    /// An empty uniquer.
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether `op` is a constant this uniquer keeps.
    pub fn owns(&self, op: Op) -> bool {
        self.owned.contains(&op)
    }

    /// If `op` is a constant (see [`constant_value`]), uniques and hoists it (see the
    /// module docs); `None` when it is no constant. A replaced constant is replaced
    /// and erased through `rw`, whose listener hears of both, as MLIR's rewriter
    /// tells the driver.
    pub fn insert(&mut self, rw: &mut Rewriter<'_>, op: Op) -> Option<Uniqued> {
        let value = {
            let (ctx, ir) = rw.parts_unnotified();
            constant_value(ctx, ir, op)?
        };
        Some(self.insert_known_constant(rw, op, value))
    }

    /// [`ConstantUniquer::insert`] of a constant whose value is known.
    pub fn insert_known_constant(
        &mut self,
        rw: &mut Rewriter<'_>,
        op: Op,
        value: Attribute,
    ) -> Uniqued {
        let ir: &Ir = rw;
        let Some(block) = ir.parent_block(op) else {
            return Uniqued::Kept { moved: false };
        };
        // A constant this uniquer kept: only re-hoisted if something came before it.
        if self.owns(op) {
            let first = ir.block_first_op(block);
            let moved = first != Some(op) && !ir.prev_op(op).is_some_and(|p| self.owns(p));
            if moved {
                if let Some(first) = first {
                    let _ = rw.ir_mut_unnotified().move_op_before(op, first);
                }
            }
            return Uniqued::Kept { moved };
        }
        let Some(region) = insertion_region(rw.ctx(), rw, block) else {
            return Uniqued::Kept { moved: false };
        };
        let name = rw.op_name(op);
        // Interned once per dialect: later constants find it without allocating.
        let dialect = match rw.ctx().lookup_ident(rw.ctx().op_name_dialect(name)) {
            Some(id) => id,
            None => {
                let d = rw.ctx().op_name_dialect(name).to_string();
                rw.intern_ident(&d)
            }
        };
        let ty = rw.value_type(rw.result(op, 0));
        let key = (region, dialect, value, ty);
        if let Some(&existing) = self.uniqued.get(&key) {
            let with = [rw.result(existing, 0)];
            if rw.replace_op_with_values(op, &with).is_ok() {
                return Uniqued::Merged;
            }
            return Uniqued::Kept { moved: false };
        }
        let ir: &Ir = rw;
        let entry = ir.region_blocks(region).first().copied();
        let first = entry.and_then(|b| ir.block_first_op(b));
        let in_place = entry == Some(block)
            && (first == Some(op) || ir.prev_op(op).is_some_and(|p| self.owns(p)));
        let mut moved = false;
        if !in_place {
            if let Some(first) = first {
                moved = rw.ir_mut_unnotified().move_op_before(op, first).is_ok();
            }
        }
        self.uniqued.insert(key, op);
        self.owned.insert(op);
        Uniqued::Kept { moved }
    }
}

/// The region constants of `block` go to (see the module docs).
/// `None` for a block in no region.
pub fn insertion_region(ctx: &Context, ir: &Ir, mut block: crate::ir::Block) -> Option<Region> {
    loop {
        let region = ir.block_parent_region(block)?;
        let Some(parent) = ir.region_parent_op(region) else {
            return Some(region);
        };
        let isolated_or_unknown = match ctx.op_definition(ir.op_name(parent)) {
            Some(def) => def.has_trait(&OpTrait::IsolatedFromAbove),
            None => true,
        };
        match ir.parent_block(parent) {
            Some(b) if !isolated_or_unknown => block = b,
            _ => return Some(region),
        }
    }
}
