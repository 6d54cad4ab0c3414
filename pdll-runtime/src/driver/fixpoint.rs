//! The driver's proof that one more sweep would change nothing.
//!
//! MLIR's greedy driver sweeps the whole scope again after every sweep that changed the
//! IR, and stops after a sweep that changed nothing; on a typical run that last sweep
//! matches every op and finds nothing. When the pattern set declares
//! [`MatchReach::Operands`]`(d)`, whether an op matches is a function of the op and of
//! the ops at most `d` operand-definition steps above it, and every change to an op is
//! notified. So an op that was matched with no result, and none of whose cone changed
//! since, still matches nothing: the last sweep need only match the other ops.
//!
//! The tracker records, per op, the time of its last match with no result, and the last
//! times each op changed during the sweep, by kind: created or moved (which matters to
//! the op alone: the ops reading it above their roots get its results as operands,
//! and that is a change of theirs), operands changed (uses moved by a replacement), or
//! anything. At the end of the sweep it walks from every op that changed (and is still
//! there) down through the users of its results, as many levels as any pattern reads
//! that kind of change, and collects each op reached that some pattern could match and
//! whose patterns read the change at that distance ([`PatternInfo::cone`]: ops, or
//! operand lists for a change of operands), unless it was matched with no result
//! since; and the ops matched with a result that are still there. It matches those
//! again. If none matches, the next sweep would match every op and find nothing
//! (no rewrite runs, so each op would see the IR as it is now): the run has converged,
//! with the IR that sweep would leave. Otherwise, or when the walks exceed their
//! budget, the driver sweeps as MLIR does.

use crate::ir::Op;
use crate::pattern::{Match, MatchReach, OperandCone, PatternInfo, PatternSet};
use crate::Context;

/// "Not matched with no result since it last had matches" in [`Fixpoint::checked`].
const UNCHECKED: u32 = 0;

/// What changed about an op, as far as matchers can tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Change {
    /// Created or moved: matters to the op itself only.
    New,
    /// Its operands only: matters to a matcher reading its operand list.
    Operands,
    /// Anything (attributes, the types of its results, ...).
    Any,
}

/// When an op last changed during the sweep, by kind (0: never).
#[derive(Clone, Copy, Debug)]
struct ChangeRecord {
    op: Op,
    /// Any change, [`Change::New`] included.
    itself: u32,
    /// A change of [`Change::Operands`] or [`Change::Any`].
    operands: u32,
    /// A change of [`Change::Any`].
    any: u32,
}

/// See the module docs.
pub(super) struct Fixpoint {
    /// The deepest cone the set declares: `d`.
    depth: u32,
    /// The time: advanced by every match and every change.
    clock: u32,
    /// Set when the clock would wrap: no proof for the rest of the run.
    exhausted: bool,
    /// By op index: when the op was last matched with no result, or [`UNCHECKED`].
    checked: Vec<u32>,
    /// By op index: 1 + the index of its record in `changes`, or 0.
    change_index: Vec<u32>,
    /// The ops changed during the sweep.
    changes: Vec<ChangeRecord>,
    /// Ops matched with some result during the sweep.
    matched: Vec<Op>,
    /// By identifier index of an op name: what the patterns rooted there read (the
    /// widest of their cones), or `None`.
    cone_by_name: Vec<Option<OperandCone>>,
    /// What matters to every op, for patterns without a root name.
    any_root_cone: Option<OperandCone>,
    /// The widest cone of all: how far the walks go.
    widest: OperandCone,
    /// Ops to match again before the proof holds.
    stale: Vec<Op>,
    /// Scratch lists for the walk.
    frontier: Vec<Op>,
    next: Vec<Op>,
}

/// Grows an op-indexed table to at least `len` entries, zeroed, with room for half as
/// many ops again created during the sweep. A fresh table is allocated zeroed (its
/// untouched pages cost nothing).
fn grow_table(table: &mut Vec<u32>, len: usize) {
    let len = len.max(table.len()) + len / 2 + 64;
    if table.is_empty() {
        *table = vec![0; len];
    } else {
        table.resize(len, 0);
    }
}

impl Fixpoint {
    /// A tracker for a set of this reach, or `None` when nothing can be proved.
    pub fn new(reach: MatchReach) -> Option<Fixpoint> {
        let MatchReach::Operands(depth) = reach else {
            return None;
        };
        Some(Fixpoint {
            depth,
            clock: 0,
            exhausted: false,
            checked: Vec::new(),
            change_index: Vec::new(),
            changes: Vec::new(),
            matched: Vec::new(),
            cone_by_name: Vec::new(),
            any_root_cone: None,
            widest: OperandCone::default(),
            stale: Vec::new(),
            frontier: Vec::new(),
            next: Vec::new(),
        })
    }

    /// Starts a sweep over a context of `num_ops` ops.
    pub fn start_sweep(&mut self, num_ops: usize) {
        for r in self.changes.drain(..) {
            self.change_index[r.op.0 as usize] = 0;
        }
        self.matched.clear();
        if self.checked.len() < num_ops {
            grow_table(&mut self.checked, num_ops);
            grow_table(&mut self.change_index, num_ops);
        }
    }

    #[inline]
    fn tick(&mut self) -> u32 {
        self.clock = self.clock.wrapping_add(1);
        if self.clock == 0 {
            self.exhausted = true;
        }
        self.clock
    }

    /// Makes room for op index `i`, created during the sweep.
    #[cold]
    fn grow(&mut self, i: usize) {
        grow_table(&mut self.checked, i + 1);
        grow_table(&mut self.change_index, i + 1);
    }

    /// `op` was just matched; `found` tells whether any match was found.
    #[inline]
    pub fn matched(&mut self, op: Op, found: bool) {
        let i = op.0 as usize;
        if i >= self.checked.len() {
            self.grow(i);
        }
        if found {
            self.checked[i] = UNCHECKED;
            self.matched.push(op);
        } else {
            self.checked[i] = self.tick();
        }
    }

    /// `op` was created, moved or modified.
    pub fn changed(&mut self, op: Op, change: Change) {
        let i = op.0 as usize;
        if i >= self.checked.len() {
            self.grow(i);
        }
        let now = self.tick();
        if self.change_index[i] == 0 {
            self.changes.push(ChangeRecord {
                op,
                itself: 0,
                operands: 0,
                any: 0,
            });
            self.change_index[i] = self.changes.len() as u32;
        }
        let r = &mut self.changes[self.change_index[i] as usize - 1];
        r.itself = now;
        if change != Change::New {
            r.operands = now;
        }
        if change == Change::Any {
            r.any = now;
        }
    }

    /// Whether the sweep that just ended proved that the next one would change
    /// nothing: matches again, with `patterns`, every op whose match may have changed
    /// since it was last matched with no result, and finds nothing. `matches`: scratch
    /// space; `budget`: how many ops the walks and matches may visit.
    pub fn proves_fixpoint(
        &mut self,
        ctx: &mut Context,
        patterns: &dyn PatternSet,
        matches: &mut Vec<Match>,
        budget: usize,
    ) -> bool {
        if self.exhausted {
            return false;
        }
        self.find_roots(ctx, patterns.patterns());
        let mut budget = budget;
        let mut stale = std::mem::take(&mut self.stale);
        stale.clear();
        // Ops matched with a result that are still there: their match was not applied,
        // or its rewrite left them in place unchanged.
        stale.extend(
            self.matched
                .iter()
                .filter(|&&op| !ctx.is_erased(op) && self.checked[op.0 as usize] == UNCHECKED),
        );
        let changes = std::mem::take(&mut self.changes);
        let walked = changes.iter().all(|r| {
            ctx.is_erased(r.op) || self.collect_stale_readers(ctx, r, &mut budget, &mut stale)
        });
        self.changes = changes;
        stale.sort_unstable();
        stale.dedup();
        // Nothing changes the IR while these match, so each sees what the next sweep
        // would show it (if that sweep found no match anywhere).
        let proved = walked
            && stale.len() <= budget
            && stale.iter().all(|&op| {
                matches.clear();
                patterns.match_op(ctx, op, matches);
                matches.is_empty()
            });
        matches.clear();
        self.stale = stale;
        proved
    }

    /// Fills [`Fixpoint::cone_by_name`], [`Fixpoint::any_root_cone`] and
    /// [`Fixpoint::widest`]. Done at the end of a sweep, when every name an op can have
    /// is interned.
    fn find_roots(&mut self, ctx: &Context, patterns: &[PatternInfo]) {
        self.cone_by_name.clear();
        self.any_root_cone = None;
        self.widest = OperandCone::default();
        let union = |a: Option<OperandCone>, b: OperandCone| {
            let a = a.unwrap_or_default();
            Some(OperandCone {
                ops: a.ops.max(b.ops),
                operand_lists: a.operand_lists.max(b.operand_lists),
            })
        };
        for p in patterns {
            let all = OperandCone {
                ops: self.depth,
                operand_lists: self.depth,
            };
            let cone = p.cone.map_or(all, |c| OperandCone {
                ops: c.ops.min(self.depth),
                operand_lists: c.operand_lists.min(c.ops).min(self.depth),
            });
            self.widest = union(Some(self.widest), cone).unwrap_or_default();
            let Some(name) = &p.root else {
                self.any_root_cone = union(self.any_root_cone, cone);
                continue;
            };
            // A name never interned is the name of no op.
            let Some(id) = ctx.lookup_ident(name) else {
                continue;
            };
            let i = id.index() as usize;
            if self.cone_by_name.len() <= i {
                self.cone_by_name.resize(i + 1, None);
            }
            self.cone_by_name[i] = union(self.cone_by_name[i], cone);
        }
    }

    /// What the patterns that could match `op` read above it, if any could.
    fn cone_of(&self, ctx: &Context, op: Op) -> Option<OperandCone> {
        let by_name = self
            .cone_by_name
            .get(ctx.name(op).ident().index() as usize)
            .copied()
            .flatten();
        match (by_name, self.any_root_cone) {
            (Some(a), Some(b)) => Some(OperandCone {
                ops: a.ops.max(b.ops),
                operand_lists: a.operand_lists.max(b.operand_lists),
            }),
            (a, b) => a.or(b),
        }
    }

    /// Adds to `stale` every op whose match may read the change `r` (the op itself,
    /// and users of its results as deep as their patterns read that kind of change)
    /// and that was not matched with no result since. Returns false when the walk ran
    /// out of budget.
    fn collect_stale_readers(
        &mut self,
        ctx: &Context,
        r: &ChangeRecord,
        budget: &mut usize,
        stale: &mut Vec<Op>,
    ) -> bool {
        let checked_before = |x: Op, since: u32| {
            let checked = self.checked.get(x.0 as usize).copied().unwrap_or(UNCHECKED);
            since != 0 && (checked == UNCHECKED || checked < since)
        };
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        if checked_before(r.op, r.itself) && self.cone_of(ctx, r.op).is_some() {
            stale.push(r.op);
        }
        let levels = if r.any != 0 {
            self.widest.ops
        } else if r.operands != 0 {
            self.widest.operand_lists
        } else {
            0
        };
        if levels == 0 {
            return true;
        }
        self.frontier.clear();
        self.frontier.push(r.op);
        for level in 1..=levels {
            self.next.clear();
            for &x in &self.frontier {
                for v in ctx.results(x) {
                    self.next.extend(ctx.users(v));
                }
            }
            for &x in &self.next {
                if *budget == 0 {
                    return false;
                }
                *budget -= 1;
                let Some(cone) = self.cone_of(ctx, x) else {
                    continue;
                };
                if (level <= cone.operand_lists && checked_before(x, r.operands))
                    || (level <= cone.ops && checked_before(x, r.any))
                {
                    stale.push(x);
                }
            }
            std::mem::swap(&mut self.frontier, &mut self.next);
        }
        true
    }
}
