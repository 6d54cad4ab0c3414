//! Random IR edits through the Rewriter, shared by the property test `ir_props` and the
//! fuzz target `rewriter_ops` (fuzz/): each edit is checked as it is applied (a refused
//! edit leaves the IR exactly as it was, and the verifier accepts the IR after every
//! edit).

use pdll_runtime::ir::{Block, Op, Value, WalkOrder};
use pdll_runtime::rewriter::{RecordingListener, RewriteEvent, Rewriter};
use pdll_runtime::types::{FloatKind, Signedness, Type, TypeKind};
use pdll_runtime::verifier::verify;
use pdll_runtime::{Context, Ir, OperationState};

/// One random edit; the numbers pick ops/values modulo what exists.
#[derive(Clone, Debug)]
pub enum Edit {
    /// Append an op using up to 3 existing values, with 0..3 results.
    Append {
        operands: Vec<u32>,
        results: Vec<bool>,
    },
    /// Insert an op without operands before an existing op.
    InsertBefore { anchor: u32, results: Vec<bool> },
    /// Append an op with a region whose body uses outer values.
    AppendWithRegion { operands: Vec<u32> },
    /// Set an operand of an op to a value defined before it.
    SetOperand { op: u32, index: u32, value: u32 },
    /// Replace all operands of an op (the count may change).
    SetOperands { op: u32, values: Vec<u32> },
    /// Replace an op by values defined before it (may be refused on type mismatch).
    Replace { op: u32, values: Vec<u32> },
    /// Erase an op (refused if used).
    Erase { op: u32 },
    /// Move an op before another one, when that keeps dominance.
    Move { op: u32, anchor: u32 },
    /// Replace all uses of a value by an earlier value of the same type.
    Rauw { from: u32, to: u32 },
}

/// The IR under edit, with the two result types edits use.
pub struct World {
    pub ctx: Context,
    pub ir: Ir,
    types: [Type; 2],
}

impl Default for World {
    fn default() -> Self {
        World::new()
    }
}

impl World {
    /// An empty module.
    pub fn new() -> Self {
        let mut ctx = Context::new();
        let ir = Ir::new();
        let i = ctx.intern_type(TypeKind::Integer {
            width: 32,
            signedness: Signedness::Signless,
        });
        let f = ctx.intern_type(TypeKind::Float(FloatKind::F32));
        World {
            ctx,
            ir,
            types: [i, f],
        }
    }

    fn top(&self) -> Block {
        self.ir.top_block()
    }

    /// Top-level ops in order.
    pub fn ops(&self) -> Vec<Op> {
        self.ir.block_ops(self.top()).collect()
    }

    /// Values defined by top-level ops strictly before `op` (all values if `None`).
    fn values_before(&self, op: Option<Op>) -> Vec<Value> {
        let mut out = Vec::new();
        for o in self.ops() {
            if Some(o) == op {
                break;
            }
            out.extend(self.ir.results(o));
        }
        out
    }

    fn pick<T: Copy>(xs: &[T], i: u32) -> Option<T> {
        (!xs.is_empty()).then(|| xs[i as usize % xs.len()])
    }

    /// A structural fingerprint: ops with names, operands, result types, nesting and
    /// every use list, so "unchanged" can be checked exactly.
    fn fingerprint(&self) -> Vec<String> {
        let (ctx, ir) = (&self.ctx, &self.ir);
        ir.walk_region(ir.top_region(), WalkOrder::PreOrder)
            .into_iter()
            .map(|o| {
                let uses: Vec<_> = ir
                    .results(o)
                    .map(|v| ir.uses(v).collect::<Vec<_>>())
                    .collect();
                format!(
                    "{o:?} {} {:?} {:?} {:?} {:?} {:?}",
                    ctx.op_name_str(ir.op_name(o)),
                    ir.operands(o),
                    ir.result_types(o).collect::<Vec<_>>(),
                    ir.parent_block(o),
                    uses,
                    ir.attr_dictionary(o),
                )
            })
            .collect()
    }

    fn result_types(&self, bits: &[bool]) -> Vec<Type> {
        bits.iter().map(|&b| self.types[b as usize]).collect()
    }

    /// Applies `e`, checking the invariants; edits that do not fit the IR are skipped.
    pub fn apply(&mut self, e: &Edit) {
        let before = self.fingerprint();
        let refused = match e {
            Edit::Append { operands, results } => {
                let vals = self.values_before(None);
                let ops: Vec<Value> = operands
                    .iter()
                    .filter_map(|&i| Self::pick(&vals, i))
                    .collect();
                let tys = self.result_types(results);
                let name = self.ctx.intern_op_name("test.op");
                let top = self.top();
                let mut rw = Rewriter::new(&mut self.ctx, &mut self.ir);
                rw.set_insertion_point_to_end(top);
                rw.create(name, &ops, &tys, None).unwrap();
                false
            }
            Edit::InsertBefore { anchor, results } => {
                let Some(anchor) = Self::pick(&self.ops(), *anchor) else {
                    return;
                };
                let tys = self.result_types(results);
                let name = self.ctx.intern_op_name("test.early");
                let mut rec = RecordingListener::default();
                let mut rw = Rewriter::with_listener(&mut self.ctx, &mut self.ir, &mut rec);
                rw.set_insertion_point_before(anchor);
                let op = rw.create(name, &[], &tys, None).unwrap();
                assert_eq!(rec.events, vec![RewriteEvent::Inserted(op)]);
                false
            }
            Edit::AppendWithRegion { operands } => {
                let vals = self.values_before(None);
                let outer: Vec<Value> = operands
                    .iter()
                    .filter_map(|&i| Self::pick(&vals, i))
                    .collect();
                let t = self.types[0];
                let (ctx, ir) = (&mut self.ctx, &mut self.ir);
                let name = ctx.intern_op_name("test.region");
                let inner_name = ctx.intern_op_name("test.inner");
                let r = ir.create_region();
                let b = ir.create_block(&[t]);
                ir.append_block(r, b);
                let mut inner_operands = outer.clone();
                inner_operands.push(ir.block_argument(b, 0));
                let inner = ir.create_simple_op(inner_name, &inner_operands, &[t], None);
                ir.append_op(b, inner);
                let iv = ir.result(inner, 0);
                let user = ir.create_simple_op(inner_name, &[iv], &[], None);
                ir.append_op(b, user);
                let mut st = OperationState::new(name);
                st.regions.push(r);
                st.result_types.push(t);
                let op = ir.create_op(st);
                let top = ir.top_block();
                ir.append_op(top, op);
                false
            }
            Edit::SetOperand { op, index, value } => {
                let Some(op) = Self::pick(&self.ops(), *op) else {
                    return;
                };
                let vals = self.values_before(Some(op));
                let n = self.ir.num_operands(op);
                let Some(v) = Self::pick(&vals, *value) else {
                    return;
                };
                let i = if n == 0 {
                    *index as usize % 3
                } else {
                    *index as usize % (n + 1)
                };
                let mut rw = Rewriter::new(&mut self.ctx, &mut self.ir);
                rw.set_operand(op, i, v).is_err()
            }
            Edit::SetOperands { op, values } => {
                let Some(op) = Self::pick(&self.ops(), *op) else {
                    return;
                };
                let vals = self.values_before(Some(op));
                let new: Vec<Value> = values
                    .iter()
                    .filter_map(|&i| Self::pick(&vals, i))
                    .collect();
                let mut rw = Rewriter::new(&mut self.ctx, &mut self.ir);
                rw.set_operands(op, &new);
                assert_eq!(rw.operands(op), &new[..]);
                false
            }
            Edit::Replace { op, values } => {
                let Some(op) = Self::pick(&self.ops(), *op) else {
                    return;
                };
                let vals = self.values_before(Some(op));
                let with: Vec<Value> = values
                    .iter()
                    .filter_map(|&i| Self::pick(&vals, i))
                    .collect();
                let mut rw = Rewriter::new(&mut self.ctx, &mut self.ir);
                rw.replace_op_with_values(op, &with).is_err()
            }
            Edit::Erase { op } => {
                let Some(op) = Self::pick(&self.ops(), *op) else {
                    return;
                };
                let mut rw = Rewriter::new(&mut self.ctx, &mut self.ir);
                rw.erase_op(op).is_err()
            }
            Edit::Move { op, anchor } => {
                let ops = self.ops();
                let (Some(op), Some(anchor)) = (Self::pick(&ops, *op), Self::pick(&ops, *anchor))
                else {
                    return;
                };
                if op == anchor {
                    return;
                }
                // Allowed if every operand is defined before the anchor and every user
                // stays after the op.
                let pos = |o: Op| ops.iter().position(|&x| x == o).unwrap();
                let (p_op, p_anchor) = (pos(op), pos(anchor));
                let ir = &self.ir;
                let top_ancestor = |o: Op| ir.ancestor_in_block(ir.top_block(), o).unwrap();
                let operands_ok = ir
                    .walk(op, WalkOrder::PreOrder)
                    .iter()
                    .flat_map(|&o| ir.operands(o).to_vec())
                    .filter_map(|v| ir.defining_op(v))
                    .filter(|d| ir.parent_block(*d) == Some(ir.top_block()))
                    .all(|d| pos(d) < p_anchor && d != op);
                let users_ok = ir
                    .results(op)
                    .flat_map(|v| ir.users(v).collect::<Vec<_>>())
                    .all(|u| {
                        let a = pos(top_ancestor(u));
                        a >= p_anchor && a != p_op
                    });
                if !(operands_ok && users_ok) {
                    return;
                }
                let mut rw = Rewriter::new(&mut self.ctx, &mut self.ir);
                rw.move_op_before(op, anchor).unwrap();
                false
            }
            Edit::Rauw { from, to } => {
                let vals = self.values_before(None);
                if vals.is_empty() {
                    return;
                }
                // `vals` is in block order: only replace towards an earlier value (or one
                // of the same op), so every use stays dominated.
                let (pf, pt) = (*from as usize % vals.len(), *to as usize % vals.len());
                let (from, to) = (vals[pf], vals[pt]);
                if pt > pf && self.ir.defining_op(to) != self.ir.defining_op(from) {
                    return;
                }
                let mut rw = Rewriter::new(&mut self.ctx, &mut self.ir);
                rw.replace_all_uses_with(from, to).is_err()
            }
        };
        if refused {
            assert_eq!(
                before,
                self.fingerprint(),
                "a refused edit changed the IR: {e:?}"
            );
        }
        if let Err(errs) = verify(&self.ctx, &self.ir, self.ir.top_region()) {
            panic!("IR invalid after {e:?}: {errs:?}");
        }
    }

    /// Erases every op back to front (which always succeeds: users come after their
    /// operands) and checks that nothing is left and the empty IR verifies.
    pub fn erase_all(&mut self) {
        let ops = self.ops();
        let mut rw = Rewriter::new(&mut self.ctx, &mut self.ir);
        for &o in ops.iter().rev() {
            rw.erase_op(o).unwrap();
        }
        assert_eq!(self.ir.num_live_ops(), 0);
        assert!(verify(&self.ctx, &self.ir, self.ir.top_region()).is_ok());
    }
}
