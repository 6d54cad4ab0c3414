//! The structural verifier: checks that the IR under a region or op is consistent.
//!
//! Checked:
//! - no erased op, block or region is reachable; parent links and the intrusive op
//!   lists agree (`prev`/`next`, block `first`/`last`, region and op parents);
//! - every operand is a live value that is visible at its use: defined earlier in the
//!   same block, or in an enclosing block before the op holding the user, or an
//!   argument of such a block. A value from another block of the same region (or of
//!   an enclosing region) is accepted without a CFG dominance check;
//! - use lists agree with operand lists both ways (every operand is in its value's use
//!   list exactly once, every listed use is a real operand);
//! - result and block-argument back links; attribute dictionaries are dictionaries;
//! - successors are live blocks of the same region as the op;
//! - for ops with a registered definition ([`crate::dialect`]): operand, result,
//!   region and successor counts, segment sizes and required attributes.
//!
//! It reads the arenas directly, so a broken IR gives errors, never a debug panic.

use crate::attributes::AttrKind;
use crate::ir::index_vec::IndexVec;
use crate::ir::packed_option::PackedOption;
use crate::ir::storage::{OperandSlot, Owner, ValueOwner};
use crate::ir::{Block, Ir, Op, Region, Value};
use crate::Context;
use std::fmt;

/// One problem found by the verifier.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    /// The op the problem is about, if any.
    pub op: Option<Op>,
    /// What is wrong, naming the op (`op #12 'test.add'`) and the value.
    pub message: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for VerifyError {}

/// Verifies everything nested in `region` (e.g. [`Ir::top_region`]).
pub fn verify(ctx: &Context, ir: &Ir, region: Region) -> Result<(), Vec<VerifyError>> {
    let mut v = Verifier::new(ctx, ir);
    v.run(Task::Region(region, None));
    v.finish()
}

/// Verifies `op` and everything nested in it.
pub fn verify_op(ctx: &Context, ir: &Ir, op: Op) -> Result<(), Vec<VerifyError>> {
    let mut v = Verifier::new(ctx, ir);
    v.root = Some(op);
    if ir.ops[op].extra.is_erased() {
        v.err(Some(op), format!("op #{} is erased", op.0));
    } else {
        v.run(Task::Op(op, ir.ops[op].block, false));
    }
    v.finish()
}

/// What is left to check, on the verifier's stack: the verifier keeps its own stack
/// rather than recursing, since IR built through the API may nest deeper than a
/// thread's stack allows recursion to go. The order is that of a recursive walk.
enum Task {
    /// A region and the op holding it.
    Region(Region, Option<Op>),
    /// A block of a region, and the op holding the region.
    Block(Block, Region, Option<Op>),
    /// An op and the block it is in; then, if the flag is set, with its nested IR
    /// checked, the ops after it (queued beneath the nested IR).
    Op(Op, PackedOption<Block>, bool),
}

/// `Verifier::pos` of an op not (yet) visited.
const NOT_VISITED: u32 = u32::MAX;

struct Verifier<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    errors: Vec<VerifyError>,
    /// Position of each visited op within its block ([`NOT_VISITED`]: not visited).
    pos: IndexVec<Op, u32>,
    /// Number of operand occurrences of each value among the visited ops.
    operand_count: IndexVec<Value, u32>,
    /// Values defined by visited ops and blocks.
    defined: Vec<Value>,
    /// The op given to [`verify_op`]: its results may be used outside the verified IR.
    root: Option<Op>,
}

impl<'a> Verifier<'a> {
    fn new(ctx: &'a Context, ir: &'a Ir) -> Self {
        Verifier {
            ctx,
            ir,
            errors: Vec::new(),
            pos: IndexVec::from_elem(NOT_VISITED, ir.ops.len()),
            operand_count: IndexVec::from_elem(0, ir.values.len()),
            defined: Vec::new(),
            root: None,
        }
    }

    fn err(&mut self, op: Option<Op>, message: String) {
        self.errors.push(VerifyError { op, message });
    }

    fn describe(&self, op: Op) -> String {
        let d = &self.ir.ops[op];
        format!("op #{} '{}'", op.0, self.ctx.op_name_str(d.name))
    }

    fn finish(mut self) -> Result<(), Vec<VerifyError>> {
        self.check_use_lists();
        if self.errors.is_empty() {
            Ok(())
        } else {
            Err(self.errors)
        }
    }

    /// Checks everything from `first` on.
    fn run(&mut self, first: Task) {
        let mut tasks = vec![first];
        while let Some(task) = tasks.pop() {
            match task {
                Task::Region(r, parent) => self.region(r, parent, &mut tasks),
                Task::Block(b, r, parent) => self.block(b, r, parent, &mut tasks),
                Task::Op(op, block, then_next) => {
                    let next = self.ir.ops[op].next.expand();
                    if let (true, Some(next)) = (then_next, next) {
                        tasks.push(Task::Op(next, block, true));
                    }
                    self.op(op, block, &mut tasks)
                }
            }
        }
    }

    fn region(&mut self, r: Region, parent: Option<Op>, tasks: &mut Vec<Task>) {
        let rd = &self.ir.regions[r];
        if rd.erased {
            self.err(
                parent,
                format!("region #{} is erased but still reachable", r.0),
            );
            return;
        }
        if rd.op.expand() != parent {
            self.err(
                parent,
                format!("region #{} has a wrong parent op link", r.0),
            );
        }
        for &b in rd.blocks.iter().rev() {
            tasks.push(Task::Block(b, r, parent));
        }
    }

    fn block(&mut self, b: Block, r: Region, parent: Option<Op>, tasks: &mut Vec<Task>) {
        let ir = self.ir;
        let bd = &ir.blocks[b];
        if bd.erased {
            self.err(
                parent,
                format!("block #{} is erased but still in region #{}", b.0, r.0),
            );
            return;
        }
        if bd.region.expand() != Some(r) {
            self.err(
                parent,
                format!("block #{} has a wrong parent region link", b.0),
            );
        }
        for (i, &a) in (0..).zip(&bd.args) {
            if ir.values[a].def != ValueOwner::argument(b, i) {
                self.err(
                    parent,
                    format!(
                        "argument {i} (%{}) of block #{} has wrong back links",
                        a.0, b.0
                    ),
                );
            }
            self.defined.push(a);
        }
        let mut prev = PackedOption::none();
        let mut cur = bd.first;
        let mut k = 0u32;
        while let Some(op) = cur.expand() {
            let d = &ir.ops[op];
            if d.extra.is_erased() {
                self.err(
                    Some(op),
                    format!("erased op #{} is still in block #{}", op.0, b.0),
                );
                return;
            }
            if d.prev != prev || d.block.expand() != Some(b) {
                self.err(
                    Some(op),
                    format!(
                        "{}: broken op list links in block #{}",
                        self.describe(op),
                        b.0
                    ),
                );
                return;
            }
            self.pos[op] = k;
            k += 1;
            prev = cur;
            cur = d.next;
        }
        if bd.last != prev {
            self.err(parent, format!("block #{}: its last-op link is wrong", b.0));
        }
        // The ops in order: each op queues the next one (see `Verifier::op`).
        if let Some(op) = bd.first.expand() {
            tasks.push(Task::Op(op, b.into(), true));
        }
    }

    /// Checks `op`, found in `block` (none for a detached op given to [`verify_op`]);
    /// queues its regions.
    fn op(&mut self, op: Op, block: PackedOption<Block>, tasks: &mut Vec<Task>) {
        let ir = self.ir;
        let d = &ir.ops[op];
        if !matches!(self.ctx.attr_kind(d.attrs), AttrKind::Dictionary(_)) {
            self.err(
                Some(op),
                format!("{}: attributes are not a dictionary", self.describe(op)),
            );
        }
        for i in 0..d.num_results {
            let v = d.result(i);
            if ir.values[v].def != ValueOwner::result(op, i) {
                self.err(
                    Some(op),
                    format!("{}: result {i} has wrong back links", self.describe(op)),
                );
            }
            if self.root != Some(op) {
                self.defined.push(v);
            }
        }
        for i in 0..d.num_operands {
            let slot = d.operands_start.plus(i);
            let v = ir.operand_values[slot];
            let link = &ir.operand_links[slot];
            if !link.linked() || link.owner() != op {
                self.err(
                    Some(op),
                    format!(
                        "{}: operand {i} (%{}) is not in its use list",
                        self.describe(op),
                        v.0
                    ),
                );
            }
            self.operand_count[v] += 1;
            self.check_visible(op, i, v);
        }
        for &s in ir.successors(op) {
            let sd = &ir.blocks[s];
            let same_region = block
                .expand()
                .is_some_and(|block| sd.region == ir.blocks[block].region);
            if sd.erased || !same_region {
                self.err(
                    Some(op),
                    format!(
                        "{}: successor block #{} is not a live block of its region",
                        self.describe(op),
                        s.0
                    ),
                );
            }
            if !sd.erased && sd.region.expand().and_then(|r| ir.region_entry(r)) == Some(s) {
                self.err(
                    Some(op),
                    format!(
                        "{}: successor block #{} is the entry block of its region, which may \
                         not have predecessors",
                        self.describe(op),
                        s.0
                    ),
                );
            }
        }
        self.check_branch_operands(op);
        if !self.ctx.dialect.is_empty() {
            for problem in crate::dialect::check_op(self.ctx, ir, op) {
                self.err(Some(op), format!("{}: {problem}", self.describe(op)));
            }
        }
        for &r in ir.regions(op).iter().rev() {
            tasks.push(Task::Region(r, Some(op)));
        }
    }

    /// For a branch op the context knows ([`Context::branch_op`]): each successor gets
    /// as many operands as its block has arguments, of the same types (MLIR's
    /// `BranchOpInterface` verifier). Region simplification relies on it.
    fn check_branch_operands(&mut self, op: Op) {
        let ir = self.ir;
        let Some(branch) = self.ctx.branch_op(ir.op_name(op)) else {
            return;
        };
        for (k, &target) in ir.successors(op).iter().enumerate() {
            if ir.blocks[target].erased {
                continue;
            }
            let Some(given) = branch.successor_operands(self.ctx, ir, op, k) else {
                continue;
            };
            let args = ir.block_arguments(target);
            let operands = ir.operands(op);
            if given.len() != args.len() || given.forwarded.end > operands.len() {
                self.err(
                    Some(op),
                    format!(
                        "{}: branch has {} operands for successor #{k}, but target block has {}",
                        self.describe(op),
                        given.len(),
                        args.len()
                    ),
                );
                continue;
            }
            for (j, operand) in given.forwarded.clone().enumerate() {
                let arg = args[given.produced + j];
                if ir.value_type(operands[operand]) != ir.value_type(arg) {
                    self.err(
                        Some(op),
                        format!(
                            "{}: type mismatch for bb argument #{} of successor #{k}",
                            self.describe(op),
                            given.produced + j
                        ),
                    );
                }
            }
        }
    }

    /// Checks that operand `i` (`v`) of `user` is live and visible at the use.
    fn check_visible(&mut self, user: Op, i: u32, v: Value) {
        let ir = self.ir;
        let owner = ir.values[v].def.owner();
        let def_block = match owner {
            Owner::Block(b) => {
                if ir.blocks[b].erased {
                    self.err(
                        Some(user),
                        format!(
                            "{}: operand {i} is an argument of erased block #{}",
                            self.describe(user),
                            b.0
                        ),
                    );
                    return;
                }
                b
            }
            Owner::Op(def_op) => {
                let def = &ir.ops[def_op];
                if def.extra.is_erased() {
                    self.err(
                        Some(user),
                        format!(
                            "{}: operand {i} (%{}) is defined by erased op #{}",
                            self.describe(user),
                            v.0,
                            def_op.0
                        ),
                    );
                    return;
                }
                let Some(b) = def.block.expand() else {
                    self.err(
                        Some(user),
                        format!(
                            "{}: operand {i} (%{}) is defined by detached op #{}",
                            self.describe(user),
                            v.0,
                            def_op.0
                        ),
                    );
                    return;
                };
                b
            }
        };
        match ir.ancestor_in_block(def_block, user) {
            Some(anc) => {
                if let Owner::Op(def_op) = owner {
                    let before = match (self.pos[def_op], self.pos[anc]) {
                        (a, b) if a != NOT_VISITED && b != NOT_VISITED => a < b,
                        // Outside the verified IR (verify_op): walk the block.
                        _ => ir.is_before_in_block(def_op, anc),
                    };
                    // As MLIR's verifier, dominance is only checked in reachable
                    // blocks: `%a = arith.addi %a, %b` is legal in an unreachable one.
                    if !before && block_reachable(ir, def_block) {
                        self.err(
                            Some(user),
                            format!(
                                "{}: operand {i} (%{}) is used before its definition by op #{}",
                                self.describe(user),
                                v.0,
                                def_op.0
                            ),
                        );
                    }
                }
            }
            None => {
                // Visible across blocks of a region the user is (transitively) in.
                let def_region = ir.blocks[def_block].region;
                let mut cur = ir.parent_block(user);
                while let Some(b) = cur {
                    let r = ir.blocks[b].region;
                    if r == def_region && r.is_some() {
                        return;
                    }
                    cur = ir.block_parent_op(b).and_then(|p| ir.parent_block(p));
                }
                self.err(
                    Some(user),
                    format!(
                        "{}: operand {i} (%{}) is not visible at its use",
                        self.describe(user),
                        v.0
                    ),
                );
            }
        }
    }

    /// For every value defined in the verified IR, its use list must hold exactly its
    /// operand occurrences among the verified ops.
    fn check_use_lists(&mut self) {
        let ir = self.ir;
        for k in 0..self.defined.len() {
            let v = self.defined[k];
            let mut n = 0u32;
            let mut prev: PackedOption<OperandSlot> = PackedOption::none();
            let mut cur = ir.values[v].first_use;
            while let Some(slot) = cur.expand() {
                let link = &ir.operand_links[slot];
                let bad = !link.linked()
                    || link.prev != prev
                    || ir.operand_values[slot] != v
                    || ir.ops[link.owner()].extra.is_erased()
                    || self.pos[link.owner()] == NOT_VISITED;
                if bad {
                    self.err(
                        None,
                        format!(
                            "use list of %{} holds a stale or foreign use (operand slot {})",
                            v.0, slot.0
                        ),
                    );
                    break;
                }
                n += 1;
                prev = cur;
                cur = link.next;
            }
            let expected = self.operand_count[v];
            if n != expected && self.errors.is_empty() {
                self.err(
                    None,
                    format!(
                        "use list of %{} has {n} uses but {expected} operands refer to it",
                        v.0
                    ),
                );
            }
        }
    }
}

/// Whether `block` is its region's entry block or reached from it through successors
/// (MLIR's `DominanceInfo::isReachableFromEntry`). Only asked when a check fails, so
/// the walk is not cached.
fn block_reachable(ir: &Ir, block: Block) -> bool {
    let Some(entry) = ir.blocks[block]
        .region
        .expand()
        .and_then(|r| ir.region_entry(r))
    else {
        return true;
    };
    let mut seen = rustc_hash::FxHashSet::from_iter([entry]);
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if b == block {
            return true;
        }
        for &s in ir.block_successors(b) {
            if seen.insert(s) {
                stack.push(s);
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::OperationState;
    use crate::types::TypeKind;

    #[test]
    fn valid_nested_ir_verifies() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        let n = ctx.intern_op_name("test.op");
        let (module, body) = ir.create_module(&mut ctx);
        let def = ir.create_simple_op(n, &[], &[t], None);
        ir.append_op(body, def);
        let x = ir.result(def, 0);
        let r = ir.create_region();
        let bb = ir.create_block(&[t]);
        ir.append_block(r, bb);
        let arg = ir.block_argument(bb, 0);
        let inner = ir.create_simple_op(n, &[x, arg], &[], None);
        ir.append_op(bb, inner);
        let mut st = OperationState::new(n);
        st.regions.push(r);
        st.operands.push(x);
        let holder = ir.create_op(st);
        ir.append_op(body, holder);
        verify(&ctx, &ir, ir.top_region()).unwrap();
        verify_op(&ctx, &ir, module).unwrap();
    }

    #[test]
    fn a_block_the_entry_does_not_reach_may_use_a_value_before_its_definition() {
        let text = |label: &str| {
            format!(
                r#""u.f"() ({{
                  "u.ret"() : () -> ()
                ^bb1:
                  %c = "u.c"() : () -> i64
                  %a = "u.add"(%a, %c) : (i64, i64) -> i64
                  "u.br"() [{label}] : () -> ()
                }}) : () -> ()"#
            )
        };
        crate::dialects::testing::read(&text("^bb1")).unwrap();
        // The same block, reached from the entry: the use comes before the definition.
        let reachable =
            text("^bb1").replace(r#""u.ret"() : () -> ()"#, r#""u.br"() [^bb1] : () -> ()"#);
        let Err(err) = crate::dialects::testing::read(&reachable) else {
            panic!("a reachable use before the definition verified");
        };
        assert!(err.contains("used before its definition"), "{err}");
    }

    #[test]
    fn a_branch_must_give_its_successor_one_operand_per_argument_of_its_type() {
        let text = |args: &str| {
            format!(
                r#""func.func"() <{{function_type = (index) -> (), sym_name = "f"}}> ({{
                ^bb0(%a: index):
                  "cf.br"(%a)[^bb1] : (index) -> ()
                ^bb1{args}:
                  "func.return"() : () -> ()
                }}) : () -> ()"#
            )
        };
        crate::dialects::testing::read(&text("(%x: index)")).unwrap();
        for (args, problem) in [
            (
                "",
                "branch has 1 operands for successor #0, but target block has 0",
            ),
            (
                "(%x: index, %y: index)",
                "branch has 1 operands for successor #0, but target block has 2",
            ),
            (
                "(%x: i32)",
                "type mismatch for bb argument #0 of successor #0",
            ),
        ] {
            let Err(err) = crate::dialects::testing::read(&text(args)) else {
                panic!("{args}: verified");
            };
            assert!(err.contains(problem), "{args}: {err}");
        }
    }

    #[test]
    fn use_before_def_and_invisible_values_are_reported() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        let n = ctx.intern_op_name("test.op");
        let top = ir.top_block();
        let def = ir.create_simple_op(n, &[], &[t], None);
        let x = ir.result(def, 0);
        let user = ir.create_simple_op(n, &[x], &[], None);
        ir.append_op(top, user);
        ir.append_op(top, def);
        let errs = verify(&ctx, &ir, ir.top_region()).unwrap_err();
        assert!(
            errs[0].message.contains("used before its definition"),
            "{errs:?}"
        );
        assert_eq!(errs[0].op, Some(user));
        ir.move_op_before(def, user).unwrap();
        verify(&ctx, &ir, ir.top_region()).unwrap();
        // A value defined inside one op's region used by a sibling op outside.
        let r = ir.create_region();
        let bb = ir.create_block(&[t]);
        ir.append_block(r, bb);
        let inner_arg = ir.block_argument(bb, 0);
        let mut st = OperationState::new(n);
        st.regions.push(r);
        let holder = ir.create_op(st);
        ir.append_op(top, holder);
        let outside = ir.create_simple_op(n, &[inner_arg], &[], None);
        ir.append_op(top, outside);
        let errs = verify(&ctx, &ir, ir.top_region()).unwrap_err();
        assert!(errs[0].message.contains("not visible"), "{errs:?}");
    }

    /// Found by the `ir_roundtrip` fuzz target: a branch back to the entry block. MLIR's
    /// verifier rejects it; the printer still labels the entry block so that the text
    /// parses back.
    #[test]
    fn branch_to_the_entry_block_is_reported_and_prints_back() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let text = "\"x.a\"() ({\n^bb0:\n  \"x.b\"()[^bb0, ^bb1] : () -> ()\n^bb1:\n  \
                    \"x.c\"() : () -> ()\n}) : () -> ()\n";
        ir.parse_source(&mut ctx, text).unwrap();
        let errs = verify(&ctx, &ir, ir.top_region()).unwrap_err();
        assert_eq!(errs.len(), 1, "{errs:?}");
        assert!(
            errs[0].message.contains("is the entry block of its region"),
            "{errs:?}"
        );
        let printed = ir.print_generic(&ctx);
        assert!(printed.contains("^bb0:  // pred: ^bb0"), "{printed}");
        let mut ctx2 = Context::new();
        let mut ir2 = Ir::new();
        ir2.parse_source(&mut ctx2, &printed).unwrap();
        assert_eq!(ir2.print_generic(&ctx2), printed);
    }

    #[test]
    fn detached_definition_and_bad_successor_are_reported() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        let n = ctx.intern_op_name("test.op");
        let top = ir.top_block();
        let def = ir.create_simple_op(n, &[], &[t], None);
        let x = ir.result(def, 0);
        let user = ir.create_simple_op(n, &[x], &[], None);
        ir.append_op(top, user);
        let errs = verify(&ctx, &ir, ir.top_region()).unwrap_err();
        assert!(errs[0].message.contains("detached op"), "{errs:?}");
        ir.erase_op(user).unwrap();
        let other = ir.create_block(&[]);
        let mut st = OperationState::new(n);
        st.successors.push(other);
        let br = ir.create_op(st);
        ir.append_op(top, br);
        let errs = verify(&ctx, &ir, ir.top_region()).unwrap_err();
        assert!(errs[0].message.contains("successor"), "{errs:?}");
        ir.append_block(ir.top_region(), other);
        verify(&ctx, &ir, ir.top_region()).unwrap();
    }

    #[test]
    fn corrupted_use_list_is_reported() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        let n = ctx.intern_op_name("test.op");
        let top = ir.top_block();
        let def = ir.create_simple_op(n, &[], &[t], None);
        ir.append_op(top, def);
        let x = ir.result(def, 0);
        let user = ir.create_simple_op(n, &[x], &[], None);
        ir.append_op(top, user);
        // Corrupt on purpose: unlink the operand without changing it.
        let slot = ir.ops[user].operands_start;
        ir.unlink_use(slot);
        let errs = verify(&ctx, &ir, ir.top_region()).unwrap_err();
        assert!(
            errs.iter()
                .any(|e| e.message.contains("not in its use list")),
            "{errs:?}"
        );
        assert!(verify_op(&ctx, &ir, user).is_err());
    }

    #[test]
    fn erased_op_reports_error() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let n = ctx.intern_op_name("test.op");
        let op = ir.create_simple_op(n, &[], &[], None);
        ir.erase_op(op).unwrap();
        let errs = verify_op(&ctx, &ir, op).unwrap_err();
        assert!(errs[0].message.contains("erased"));
        assert_eq!(errs[0].to_string(), errs[0].message);
    }
}
