//! Names of values and blocks in the default (non-generic) form, as MLIR's
//! `SSANameState` gives them there: ops may name their results (`%c0`, `%cst`), entry
//! block arguments are `%argN`, names are uniqued with `_N` suffixes, and numbering
//! is scoped by region: each region starts from the counters its parent region ended
//! with, so sibling regions reuse the same numbers and names.

use crate::ir::index_vec::IndexVec;
use crate::ir::{Block, Ir, Op, Region, Value};
use crate::Context;
use rustc_hash::{FxHashMap, FxHashSet};
use smallvec::SmallVec;
use std::borrow::Cow;
use std::fmt::Write;
use std::sync::Arc;

/// A value not in the printed IR.
pub(crate) const UNNAMED: u32 = u32::MAX;
/// Set on a value's id when it indexes [`SsaNames::names`] instead of being a number.
const NAMED: u32 = 1 << 31;

/// The names of one print.
#[derive(Default)]
pub(crate) struct SsaNames {
    /// Per value: its number, `NAMED | i` for `names[i]`, or `UNNAMED`. For an op
    /// result only the first of each result group is set.
    values: IndexVec<Value, u32>,
    names: Vec<Arc<str>>,
    /// Per block: its number within its region.
    blocks: IndexVec<Block, u32>,
    preds: FxHashMap<Block, Vec<Block>>,
    /// The first result of each result group, for ops whose results were named in
    /// several groups.
    groups: FxHashMap<Op, SmallVec<[u32; 2]>>,
}

/// Names in use, by scope (MLIR's `ScopedHashTable` of used names).
#[derive(Default)]
struct UsedNames {
    set: FxHashSet<Arc<str>>,
    log: Vec<Arc<str>>,
    scopes: Vec<usize>,
}

impl UsedNames {
    fn depth(&self) -> usize {
        self.scopes.len()
    }

    fn push_scope(&mut self) {
        self.scopes.push(self.log.len());
    }

    fn pop_to(&mut self, depth: usize) {
        while self.scopes.len() > depth {
            let start = self.scopes.pop().unwrap_or(0);
            for n in self.log.drain(start..) {
                self.set.remove(&n);
            }
        }
    }

    fn insert(&mut self, name: Arc<str>) {
        if self.set.insert(name.clone()) {
            self.log.push(name);
        }
    }
}

/// The counters a region's numbering starts from.
#[derive(Clone, Copy)]
struct Counters {
    value: u32,
    arg: u32,
    conflict: u32,
}

struct Namer<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    n: SsaNames,
    used: UsedNames,
    next: Counters,
}

impl SsaNames {
    /// Names everything printed from `root_op` (its results) and `root_regions`.
    pub(crate) fn compute(
        ctx: &Context,
        ir: &Ir,
        root_op: Option<Op>,
        root_regions: &[Region],
    ) -> SsaNames {
        let mut namer = Namer {
            ctx,
            ir,
            n: SsaNames {
                values: IndexVec::from_elem(UNNAMED, ir.values.len()),
                blocks: IndexVec::from_elem(UNNAMED, ir.blocks.len()),
                ..SsaNames::default()
            },
            used: UsedNames::default(),
            next: Counters {
                value: 0,
                arg: 0,
                conflict: 0,
            },
        };
        let start = namer.next;
        let mut stack: Vec<(Region, Counters, usize)> =
            root_regions.iter().map(|&r| (r, start, 0)).collect();
        if let Some(op) = root_op {
            namer.op(op);
        }
        while let Some((region, counters, parent_depth)) = stack.pop() {
            namer.next = counters;
            namer.used.pop_to(parent_depth);
            namer.used.push_scope();
            let depth = namer.used.depth();
            namer.region(region);
            for &b in ir.region_blocks(region) {
                for op in ir.block_ops(b) {
                    for &r in ir.regions(op) {
                        stack.push((r, namer.next, depth));
                    }
                }
            }
        }
        namer.n
    }

    /// The id of `v` (see `values`).
    pub(crate) fn value_id(&self, v: Value) -> u32 {
        self.values.get(v).copied().unwrap_or(UNNAMED)
    }

    /// The result groups of `op`, when it has several.
    pub(crate) fn result_groups(&self, op: Op) -> Option<&[u32]> {
        self.groups.get(&op).map(|g| g.as_slice())
    }

    /// Writes `%name`, `%N`, and `#i` within a result group of several when
    /// `with_result_number`.
    pub(crate) fn write_value(
        &self,
        ir: &Ir,
        v: Value,
        with_result_number: bool,
        out: &mut String,
    ) {
        let (mut head, mut number) = (v, None);
        if let (Some(op), Some(idx)) = (ir.defining_op(v), ir.result_index(v)) {
            let n = ir.num_results(op) as u32;
            // One result: its own name (only ops of several results have groups).
            if n == 1 {
                return self.write_head(v, None, with_result_number, out);
            }
            let idx = idx as u32;
            let (start, end) = match self.groups.get(&op) {
                Some(starts) => {
                    let k = starts.partition_point(|&s| s <= idx).saturating_sub(1);
                    (starts[k], starts.get(k + 1).copied().unwrap_or(n))
                }
                None => (0, n),
            };
            head = ir.result(op, start as usize);
            if end - start > 1 {
                number = Some(idx - start);
            }
        }
        self.write_head(head, number, with_result_number, out);
    }

    /// Writes the name of `head` (a value, or the first of its result group) and
    /// `#number` when `with_result_number`.
    fn write_head(
        &self,
        head: Value,
        number: Option<u32>,
        with_result_number: bool,
        out: &mut String,
    ) {
        let id = self.value_id(head);
        if id == UNNAMED {
            out.push_str("<<UNKNOWN SSA VALUE>>");
            return;
        }
        out.push('%');
        if id & NAMED != 0 {
            out.push_str(&self.names[(id & !NAMED) as usize]);
        } else {
            push_u32(out, id);
        }
        if let (Some(i), true) = (number, with_result_number) {
            out.push('#');
            push_u32(out, i);
        }
    }

    /// Writes `^bbN`.
    pub(crate) fn write_block(&self, b: Block, out: &mut String) {
        match self.blocks.get(b).copied().unwrap_or(UNNAMED) {
            UNNAMED => out.push_str("<<UNKNOWN BLOCK>>"),
            id => {
                out.push_str("^bb");
                push_u32(out, id);
            }
        }
    }

    /// The number of `b` within its region.
    pub(crate) fn block_number(&self, b: Block) -> u32 {
        self.blocks.get(b).copied().unwrap_or(UNNAMED)
    }

    /// The blocks that branch to `b`, one entry per branch.
    pub(crate) fn predecessors(&self, b: Block) -> &[Block] {
        self.preds.get(&b).map_or(&[], |p| p.as_slice())
    }
}

impl Namer<'_> {
    fn region(&mut self, region: Region) {
        let ir = self.ir;
        for (i, &b) in ir.region_blocks(region).iter().enumerate() {
            self.n.blocks[b] = i as u32;
            let entry = i == 0;
            for &a in ir.block_arguments(b) {
                if entry {
                    let name = format!("arg{}", self.next.arg);
                    self.next.arg += 1;
                    self.set_name(a, &name);
                } else {
                    self.set_name(a, "");
                }
            }
            for op in ir.block_ops(b) {
                self.op(op);
                for &s in ir.successors(op) {
                    self.n.preds.entry(s).or_default().push(b);
                }
            }
        }
    }

    fn op(&mut self, op: Op) {
        let (ctx, ir) = (self.ctx, self.ir);
        let mut groups: SmallVec<[u32; 2]> = SmallVec::from_elem(0, 1);
        if let Some(f) = ctx.syntax.result_names(ir.op_name(op)) {
            // Each name is set as it is given (a value named before keeps its name).
            f(ctx, ir, op, &mut |v, name| {
                if ir.defining_op(v) != Some(op) || self.n.value_id(v) != UNNAMED {
                    return;
                }
                self.set_name(v, name);
                match ir.result_index(v) {
                    Some(i) if i > 0 => groups.push(i as u32),
                    _ => {}
                }
            });
        }
        if ir.num_results(op) == 0 {
            return;
        }
        let first = ir.result(op, 0);
        if self.n.value_id(first) == UNNAMED {
            self.n.values[first] = self.next.value;
            self.next.value += 1;
        }
        if groups.len() > 1 {
            groups.sort_unstable();
            groups.dedup();
            self.n.groups.insert(op, groups);
        }
    }

    /// MLIR's `setValueName`: an empty name takes the next number.
    fn set_name(&mut self, v: Value, name: &str) {
        if name.is_empty() {
            self.n.values[v] = self.next.value;
            self.next.value += 1;
            return;
        }
        let unique = self.unique(name);
        self.n.values[v] = NAMED | self.n.names.len() as u32;
        self.n.names.push(unique);
    }

    /// MLIR's `uniqueValueName`: the sanitized name, or with `_N` suffixes until it is
    /// not in use.
    fn unique(&mut self, name: &str) -> Arc<str> {
        let name = sanitize_identifier(name);
        let unique: Arc<str> = if !self.used.set.contains(&*name) {
            name.into()
        } else {
            loop {
                let probe = format!("{name}_{}", self.next.conflict);
                self.next.conflict += 1;
                if !self.used.set.contains(probe.as_str()) {
                    break probe.into();
                }
            }
        };
        self.used.insert(unique.clone());
        unique
    }
}

/// MLIR's `sanitizeIdentifier` with its defaults (punctuation `$._-` kept, trailing
/// digits allowed): other bytes become `_` (a space) or their hex digits, and a name
/// starting with a digit gets a `_` in front.
pub(crate) fn sanitize_identifier(name: &str) -> Cow<'_, str> {
    let valid = |b: u8| b.is_ascii_alphanumeric() || b"$._-".contains(&b);
    let copy = |out: &mut String| {
        for &b in name.as_bytes() {
            if valid(b) {
                out.push(b as char);
            } else if b == b' ' {
                out.push('_');
            } else {
                let _ = write!(out, "{b:X}");
            }
        }
    };
    if name.as_bytes().first().is_some_and(|b| b.is_ascii_digit()) {
        let mut out = String::with_capacity(name.len() + 1);
        out.push('_');
        copy(&mut out);
        out.into()
    } else if name.bytes().all(valid) {
        name.into()
    } else {
        let mut out = String::with_capacity(name.len());
        copy(&mut out);
        out.into()
    }
}

/// Appends `n` in decimal (what `write!(out, "{n}")` writes, without the formatter).
pub(crate) fn push_u32(out: &mut String, mut n: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &d in &buf[i..] {
        out.push(d as char);
    }
}

#[cfg(test)]
mod tests {
    use super::sanitize_identifier;

    #[test]
    fn names_are_sanitized_as_mlir_does() {
        assert_eq!(sanitize_identifier("c0_i32"), "c0_i32");
        assert_eq!(sanitize_identifier("0x"), "_0x");
        assert_eq!(sanitize_identifier("a b"), "a_b");
        assert_eq!(sanitize_identifier("a+b"), "a2Bb");
        assert_eq!(sanitize_identifier("x.y$-z"), "x.y$-z");
    }
}
