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
//! The driver queues every op that changes during the sweep, so each is matched again
//! before the sweep ends; what remains are the ops that read a change above their
//! root. When an op changes, the tracker notes them at once: the users of its
//! results, as many levels down as any pattern reads that kind of change (none for an
//! op created or moved: a new op's results get users only through a change of those
//! users' operands, and a move changes nothing a matcher reads above its root; the
//! deepest operand list for a change of operands; the deepest op for any other
//! change), each with its distance, unless it is queued: a queued op is matched later
//! in the sweep, after the change, anyway. The walk runs while the rewrite has just
//! touched those use lists, so it costs little; walking from the changed ops after the
//! sweep instead touches them all again in no useful order (cache misses that cost more
//! than the sweep it saves). No per-op state is kept: an op noted and then matched
//! again later in the sweep is matched once more at its end, which costs a match, where
//! a time per op would cost a table the size of the IR written at every match.
//!
//! A change of operands is not walked at all from an op whose name no pattern reads
//! the operand list of above its root ([`MatchFootprint::operand_lists_of`]): a pattern
//! that fixes another name at every position whose operand list it reads fails at that
//! position whatever the operands are, and op names never change. (In a typical set
//! the ops whose operands a rewrite replaces are of no pattern's interior names.)
//!
//! At the end of the sweep the noted ops whose patterns ([`MatchFootprint::cone`]) read
//! that far for that kind of change are stale, with the ops matched with a result that
//! are still there. The tracker matches those again. If none matches, the next sweep
//! would match every op and find nothing (no rewrite runs, so each op would see the IR
//! as it is now): the run has converged, with the IR that sweep would leave. Otherwise,
//! or when the walks exceed their budget, the driver sweeps as MLIR does.
//!
//! Why noting readers at the time of each change is enough: take an op `X` whose last
//! match in the sweep, at time `c`, found nothing, and a path `X <- P1 <- ... <- Y` of
//! operand definitions in the final IR with `Y` changed at `t > c` in a way `X`'s
//! patterns can tell (`Y` is not `X`: a changed op is queued and matched after its
//! change). If every edge of the path was in place at `t`, the walk from `Y` at `t`
//! reached `X` (it was not skipped: for a change of operands, `Y`'s name is one whose
//! operand list `X`'s patterns read). Otherwise let `T > t` be the last time an edge
//! was put in place: an operand of some `Pi` was set (a change of `Pi`'s operands at
//! `T`, whose walk reached `X` through edges already in place: `X`'s patterns read
//! `Pi`'s operand list, with `Pi`'s name, since they read `Y` beyond it), or `X`'s own
//! operands were set or `X` was created or moved at `T`, and then `X` was queued and
//! matched after `T`, contradicting `c < t < T`. Either way a walk reached `X` at some
//! time after `c`; `X` was not queued then (it would have been matched again after
//! `c`), so it was noted.

use crate::__private::{MatchFootprint, OperandCone};
use crate::ir::Ir;
use crate::ir::Op;
use crate::pattern::{Match, MatchReach, PatternSet};
use crate::Context;
use std::sync::Arc;

/// What changed about an op, as far as matchers reading it above their root can tell.
/// (Creating or moving an op changes nothing they read: see the module docs.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Change {
    /// Its operands only: matters to a matcher reading its operand list.
    Operands,
    /// Anything (attributes, the types of its results, ...).
    Any,
}

/// An op that may read a change, not queued at the time: stale if its patterns read a
/// change of this kind at this distance.
#[derive(Clone, Copy, Debug)]
struct Reader {
    op: Op,
    /// How many operand-definition steps above `op` the changed op is.
    level: u16,
    change: Change,
}

/// See the module docs.
pub(super) struct Fixpoint {
    /// Set when the walks of this sweep ran out of budget: no proof for this sweep.
    overflowed: bool,
    /// Walk steps left in this sweep.
    budget: usize,
    /// The ops that may read a change of this sweep.
    readers: Vec<Reader>,
    /// Ops matched with some result during the sweep.
    matched: Vec<Op>,
    /// What the patterns read, by root name: the set's own tables
    /// ([`PatternSet::root_cones`]), or built here from its footprints and names.
    cones: Arc<RootCones>,
    /// How many identifiers were interned when the sweep started: an op name interned
    /// since may be the root of a pattern the tables do not know.
    names_known: usize,
    /// For tables built here from root names looked up by text: how many identifiers
    /// were interned when they were last built (`usize::MAX` before), as they depend
    /// on nothing else (a thousand patterns cost a thousand lookups of their names by
    /// text). `None`: the set's own tables, complete once and for all.
    tables_filled_at: Option<usize>,
    /// Ops to match again before the proof holds.
    stale: Vec<Op>,
    /// Scratch lists for the walk.
    frontier: Vec<Op>,
    next: Vec<Op>,
}

/// The cone a pattern declares, within the set's depth (everything up to it if
/// undeclared).
fn cone_within(cone: Option<OperandCone>, depth: u32) -> OperandCone {
    cone.map_or(
        OperandCone {
            ops: depth,
            operand_lists: depth,
        },
        |c| OperandCone {
            ops: c.ops.min(depth),
            operand_lists: c.operand_lists.min(c.ops).min(depth),
        },
    )
}

/// Whether a pattern reading `cone` reads a change of this kind `level` steps above its
/// root.
fn reads(cone: OperandCone, level: u16, change: Change) -> bool {
    let level = u32::from(level);
    match change {
        Change::Operands => level <= cone.operand_lists,
        Change::Any => level <= cone.ops,
    }
}

/// The wider of two cones.
fn union(a: Option<OperandCone>, b: OperandCone) -> OperandCone {
    let a = a.unwrap_or_default();
    OperandCone {
        ops: a.ops.max(b.ops),
        operand_lists: a.operand_lists.max(b.operand_lists),
    }
}

/// What the patterns of a set read above their roots, by root name: the tables the
/// fixpoint proof looks ops up in. They depend only on the set, so a set builds them
/// once ([`PatternSet::root_cones`]) rather than every run of the driver (for a set of
/// 10,000 patterns, a pass over 10,000 footprints each time a function is rewritten).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RootCones {
    /// The deepest cone the set declares: `d`.
    depth: u32,
    /// The widest cone of all patterns: how far the walks go.
    widest: OperandCone,
    /// By identifier index of an op name: what the patterns rooted there read (the
    /// widest of their cones), or `None`.
    cone_by_name: Vec<Option<OperandCone>>,
    /// What matters to every op, for patterns without a root name.
    any_root_cone: Option<OperandCone>,
    /// By identifier index of an op name: whether some pattern reads the operand list
    /// of an op of that name above its root ([`MatchFootprint::operand_lists_of`]).
    lists_read_by_name: Vec<bool>,
    /// Whether some pattern may read the operand list of any op above its root.
    lists_read_of_any: bool,
}

impl RootCones {
    /// The tables of a set declaring `reach` whose patterns are `footprints` (one per
    /// pattern, as a generated set has); `None` when the set does not bound what its
    /// matchers read (then the driver proves nothing).
    pub fn new(footprints: &[MatchFootprint], reach: MatchReach) -> Option<Arc<RootCones>> {
        let MatchReach::Operands(depth) = reach else {
            return None;
        };
        let mut cones = RootCones::empty(depth);
        for f in footprints {
            cones.widest = union(Some(cones.widest), cone_within(f.cone, depth));
            cones.add(f);
        }
        Some(Arc::new(cones))
    }

    fn empty(depth: u32) -> RootCones {
        RootCones {
            depth,
            ..RootCones::default()
        }
    }

    /// Adds what one pattern reads.
    fn add(&mut self, footprint: &MatchFootprint) {
        let cone = cone_within(footprint.cone, self.depth);
        if cone.operand_lists > 0 {
            match &footprint.operand_lists_of {
                Some(names) => {
                    for name in names.iter() {
                        self.note_lists_read(name.ident().index() as usize);
                    }
                }
                None => self.lists_read_of_any = true,
            }
        }
        let Some(root) = footprint.root else {
            self.any_root_cone = Some(union(self.any_root_cone, cone));
            return;
        };
        let i = root.ident().index() as usize;
        if self.cone_by_name.len() <= i {
            self.cone_by_name.resize(i + 1, None);
        }
        self.cone_by_name[i] = Some(union(self.cone_by_name[i], cone));
    }

    /// Notes that a pattern reads the operand lists of ops named by identifier `i`.
    fn note_lists_read(&mut self, i: usize) {
        if self.lists_read_by_name.len() <= i {
            self.lists_read_by_name.resize(i + 1, false);
        }
        self.lists_read_by_name[i] = true;
    }

    /// What the patterns rooted at the name of this identifier index (or at any op)
    /// read above their root, if there are any.
    fn cone_of_name(&self, ident: usize) -> Option<OperandCone> {
        let by_name = self.cone_by_name.get(ident).copied().flatten();
        match (by_name, self.any_root_cone) {
            (Some(a), Some(b)) => Some(union(Some(a), b)),
            (a, b) => a.or(b),
        }
    }
}

impl Fixpoint {
    /// A tracker for the patterns of `set`, or `None` when nothing can be proved (the
    /// set does not bound what its matchers read).
    pub fn new(set: &dyn PatternSet) -> Option<Fixpoint> {
        let MatchReach::Operands(depth) = set.match_reach() else {
            return None;
        };
        let (cones, tables_filled_at) = match set.root_cones() {
            Some(cones) => (cones, None),
            None => {
                // Built by `find_roots` at the start of the first sweep; the widest
                // cone counts every pattern, also one whose root name is not interned.
                let footprints = set.footprints();
                let mut cones = RootCones::empty(depth);
                cones.widest = (0..set.patterns().len()).fold(OperandCone::default(), |w, i| {
                    union(
                        Some(w),
                        cone_within(footprints.get(i).and_then(|f| f.cone), depth),
                    )
                });
                (Arc::new(cones), Some(usize::MAX))
            }
        };
        Some(Fixpoint {
            overflowed: false,
            budget: 0,
            readers: Vec::new(),
            matched: Vec::new(),
            cones,
            names_known: 0,
            tables_filled_at,
            stale: Vec::new(),
            frontier: Vec::new(),
            next: Vec::new(),
        })
    }

    /// Starts a sweep of `patterns` (their root names looked up in `ctx`); the walks
    /// may take `budget` steps.
    pub fn start_sweep(&mut self, ctx: &Context, set: &dyn PatternSet, budget: usize) {
        self.find_roots(ctx, set);
        self.names_known = ctx.num_idents();
        self.readers.clear();
        self.matched.clear();
        self.overflowed = false;
        self.budget = budget;
    }

    /// `op` was just matched and some match was found.
    #[inline]
    pub fn matched(&mut self, op: Op) {
        self.matched.push(op);
    }

    /// `op` was modified: notes the ops that may read the change.
    ///
    /// `op` itself is not noted: the driver's listener queues it (when it is in the
    /// scope), so it is matched again later in the sweep; out of the scope, the next
    /// sweep would not match it either. Only the users of its results are noted, and
    /// only those not `queued` (the others are matched again later in the sweep).
    pub fn changed(&mut self, ir: &Ir, op: Op, change: Change, queued: impl Fn(Op) -> bool) {
        let levels = match change {
            Change::Operands => self.cones.widest.operand_lists,
            Change::Any => self.cones.widest.ops,
        };
        if levels == 0 || self.overflowed {
            return;
        }
        if change == Change::Operands && !self.cones.lists_read_of_any {
            // No pattern reads the operands of an op of this name above its root (a
            // name interned during the sweep is not known yet: walk). The name is in
            // cache: the change was just made.
            let ident = ir.op_name(op).ident().index() as usize;
            if ident < self.names_known
                && !self.cones.lists_read_by_name.get(ident).is_some_and(|&r| r)
            {
                return;
            }
        }
        self.frontier.clear();
        self.frontier.push(op);
        for level in 1..=levels {
            self.next.clear();
            for &x in &self.frontier {
                for v in ir.results(x) {
                    self.next.extend(ir.users(v));
                }
            }
            if self.next.len() >= self.budget {
                self.overflowed = true;
                return;
            }
            self.budget -= self.next.len();
            // `levels` is at most the set's depth, a u32 from generated code: clamp
            // rather than wrap (a deeper level than u16 reads is read by no pattern
            // anyway, see `reads`).
            let level = u16::try_from(level).unwrap_or(u16::MAX);
            // The users were matched a moment ago (they come after `op`), so their
            // names are in cache now: keep only the ops whose patterns read the change,
            // which leaves few to look up at the end, when they are not.
            for &x in &self.next {
                if !queued(x) && self.may_read(ir, x, level, change) {
                    self.readers.push(Reader {
                        op: x,
                        level,
                        change,
                    });
                }
            }
            std::mem::swap(&mut self.frontier, &mut self.next);
        }
    }

    /// Whether the sweep that just ended proved that the next one would change
    /// nothing: matches again, with `patterns`, every op whose match may have changed
    /// since it was last matched with no result, and finds nothing. `matches`: scratch
    /// space; `budget`: how many ops it may match.
    pub fn proves_fixpoint(
        &mut self,
        ctx: &mut Context,
        ir: &Ir,
        patterns: &dyn PatternSet,
        matches: &mut Vec<Match>,
        budget: usize,
    ) -> bool {
        if self.overflowed {
            return false;
        }
        self.find_roots(ctx, patterns);
        let mut stale = std::mem::take(&mut self.stale);
        stale.clear();
        // Ops matched with a result that are still there: their match was not applied,
        // or its rewrite left them in place (then they were matched again, but whether
        // with a result is not kept).
        stale.extend(self.matched.iter().filter(|&&op| !ir.is_erased(op)));
        for r in &self.readers {
            if ir.is_erased(r.op) {
                continue;
            }
            let Some(cone) = self.cone_of(ir, r.op) else {
                continue;
            };
            if reads(cone, r.level, r.change) {
                stale.push(r.op);
            }
        }
        stale.sort_unstable();
        stale.dedup();
        // Nothing changes the IR while these match, so each sees what the next sweep
        // would show it (if that sweep found no match anywhere).
        let proved = stale.len() <= budget
            && stale.iter().all(|&op| {
                matches.clear();
                patterns.match_op(ctx, ir, op, matches);
                matches.is_empty()
            });
        matches.clear();
        self.stale = stale;
        proved
    }

    /// Builds the tables from the set's footprints and root names, unless the set
    /// gave its own. Done at the start of a sweep, and again at its end, when every
    /// name an op can have is interned (unless no name was interned since).
    fn find_roots(&mut self, ctx: &Context, set: &dyn PatternSet) {
        let Some(filled_at) = self.tables_filled_at else {
            return;
        };
        if filled_at == ctx.num_idents() {
            return;
        }
        self.tables_filled_at = Some(ctx.num_idents());
        let mut cones = RootCones {
            widest: self.cones.widest,
            ..RootCones::empty(self.cones.depth)
        };
        let footprints = set.footprints();
        for (i, info) in set.patterns().iter().enumerate() {
            // A set without footprints: the root by text, reading all the bound allows.
            let derived;
            let footprint = match footprints.get(i) {
                Some(f) => f,
                None => {
                    let root = match info.root.as_deref() {
                        // A name never interned is the name of no op.
                        Some(name) => match ctx.lookup_op_name(name) {
                            Some(name) => Some(name),
                            None => continue,
                        },
                        None => None,
                    };
                    derived = MatchFootprint::new(root);
                    &derived
                }
            };
            cones.add(footprint);
        }
        self.cones = Arc::new(cones);
    }

    /// What the patterns that could match `op` read above it, if any could.
    fn cone_of(&self, ir: &Ir, op: Op) -> Option<OperandCone> {
        self.cones
            .cone_of_name(ir.op_name(op).ident().index() as usize)
    }

    /// Whether a pattern that could match `op` may read a change of this kind `level`
    /// steps above it; yes for a name interned since the sweep started (the end of the
    /// sweep decides, with every name known).
    #[inline]
    fn may_read(&self, ir: &Ir, op: Op, level: u16, change: Change) -> bool {
        let ident = ir.op_name(op).ident().index() as usize;
        ident >= self.names_known
            || self
                .cones
                .cone_of_name(ident)
                .is_some_and(|cone| reads(cone, level, change))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pattern::{FnPatternSet, PatternInfo};
    use crate::OpName;

    /// The tables a set builds once ([`RootCones::new`], what generated sets do) are
    /// the ones the driver builds at a run from the same footprints.
    #[test]
    fn a_set_s_own_tables_are_those_the_driver_builds() {
        let mut ctx = Context::new();
        let [a, b, c] = ["t.a", "t.b", "t.c"].map(|n| ctx.intern_op_name(n));
        let footprints = vec![
            MatchFootprint::new(Some(a))
                .with_operand_cone(2, 1)
                .with_operand_lists_of(&[b]),
            MatchFootprint::new(None).with_operand_cone(1, 0),
            MatchFootprint::new(Some(b)),
            MatchFootprint::new(Some(a)).with_operand_cone(1, 1),
            MatchFootprint::new(Some(c)).with_operand_cone(3, 3),
        ];
        let reach = MatchReach::Operands(2);
        let mut set = FnPatternSet::new()
            .with_match_reach(reach)
            .with_footprints(footprints.clone());
        for i in 0..footprints.len() {
            set.add(
                PatternInfo::new(format!("p{i}"), 1),
                |_, _, _, _| false,
                |_, _| Ok(()),
            );
        }
        assert!(set.root_cones().is_none());
        let mut built = Fixpoint::new(&set).expect("a declared reach");
        built.find_roots(&ctx, &set);
        let own = RootCones::new(&footprints, reach).expect("a declared reach");
        assert_eq!(*built.cones, *own);
        // What the tables say: cones within the depth, unions per root name.
        assert_eq!(
            own.widest,
            OperandCone {
                ops: 2,
                operand_lists: 2
            }
        );
        let at = |n: OpName| own.cone_of_name(n.ident().index() as usize);
        assert_eq!(
            at(a),
            Some(OperandCone {
                ops: 2,
                operand_lists: 1
            })
        );
        assert_eq!(
            at(b),
            Some(OperandCone {
                ops: 2,
                operand_lists: 2
            })
        );
        assert_eq!(
            at(c),
            Some(OperandCone {
                ops: 2,
                operand_lists: 2
            })
        );
        // `t.b`'s pattern reads operand lists without naming their ops.
        assert!(own.lists_read_of_any);
        assert!(RootCones::new(&footprints, MatchReach::Unknown).is_none());
    }
}
