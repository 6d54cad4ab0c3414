//! Variant (b): the same patterns compiled one by one, without merging, and dispatched
//! by root op name, the way a user of hand-written per-op patterns (or MLIR's
//! `RewritePatternSet` of C++ patterns) has them.
//!
//! Each pattern is compiled *alone* by the build helper into its own single-pattern
//! set (so no matching work is shared between patterns); [`Unmerged`] keeps a table
//! from root op name to the sets rooted there and asks each in turn.

use pdll_runtime::__private::MatchFootprint;
use pdll_runtime::pattern::{Match, MatchReach, PatternInfo, PatternSet, RewriteError};
use pdll_runtime::{Context, Ir, Op, Rewriter};

/// Single-pattern sets dispatched by their root op name.
pub struct Unmerged {
    sets: Vec<Box<dyn PatternSet + Send + Sync>>,
    infos: Vec<PatternInfo>,
    /// The sets' footprints, for the driver's fixpoint proof.
    footprints: Vec<MatchFootprint>,
    /// Interned-name index -> indices of the sets rooted on that name.
    by_name: Vec<Vec<u32>>,
    /// Sets without a fixed root name, tried on every op.
    any_root: Vec<u32>,
}

impl Unmerged {
    /// Wraps single-pattern sets (pattern `i` of the whole is `sets[i]`'s only pattern),
    /// interning their root names in `ctx`. Fails if a set does not hold exactly one
    /// pattern.
    pub fn new(
        ctx: &mut Context,
        sets: Vec<Box<dyn PatternSet + Send + Sync>>,
    ) -> Result<Self, String> {
        let mut infos = Vec::with_capacity(sets.len());
        let mut footprints = Vec::with_capacity(sets.len());
        let mut by_name: Vec<Vec<u32>> = Vec::new();
        let mut any_root = Vec::new();
        for (i, set) in sets.iter().enumerate() {
            let [info] = set.patterns() else {
                return Err(format!(
                    "set {i} has {} patterns, not 1",
                    set.patterns().len()
                ));
            };
            let root = info.root.as_deref().map(|r| ctx.intern_op_name(r));
            match root {
                Some(root) => {
                    let idx = root.ident().index() as usize;
                    if by_name.len() <= idx {
                        by_name.resize_with(idx + 1, Vec::new);
                    }
                    by_name[idx].push(i as u32);
                }
                None => any_root.push(i as u32),
            }
            infos.push(info.clone());
            footprints.push(
                set.footprints()
                    .first()
                    .cloned()
                    .unwrap_or_else(|| MatchFootprint::new(root)),
            );
        }
        Ok(Unmerged {
            sets,
            infos,
            footprints,
            by_name,
            any_root,
        })
    }
}

impl PatternSet for Unmerged {
    fn patterns(&self) -> &[PatternInfo] {
        &self.infos
    }

    fn match_op(&self, ctx: &mut Context, ir: &Ir, op: Op, out: &mut Vec<Match>) {
        let idx = ir.op_name(op).ident().index() as usize;
        let rooted = self.by_name.get(idx).map_or(&[][..], Vec::as_slice);
        for &s in rooted.iter().chain(&self.any_root) {
            let first = out.len();
            self.sets[s as usize].match_op(ctx, ir, op, out);
            for m in &mut out[first..] {
                m.pattern = s as usize;
            }
        }
    }

    fn rewrite(&self, m: &Match, rw: &mut Rewriter<'_>) -> Result<(), RewriteError> {
        let set = self
            .sets
            .get(m.pattern)
            .ok_or_else(|| RewriteError::Failed(format!("no pattern {}", m.pattern)))?;
        let local = Match {
            pattern: 0,
            benefit: m.benefit,
            root: m.root,
            captures: m.captures.clone(),
        };
        set.rewrite(&local, rw)
    }

    fn footprints(&self) -> &[MatchFootprint] {
        &self.footprints
    }

    fn match_reach(&self) -> MatchReach {
        self.sets
            .iter()
            .fold(MatchReach::Operands(0), |r, s| r.union(s.match_reach()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pdll_runtime::pattern::{Captured, FnPatternSet};

    fn single(
        name: &'static str,
        root: Option<&'static str>,
        benefit: u16,
    ) -> Box<dyn PatternSet + Send + Sync> {
        let mut s = FnPatternSet::new();
        let info = PatternInfo::new(name, benefit);
        let info = match root {
            Some(r) => info.with_root(r),
            None => info,
        };
        s.add(
            info,
            |_, _, op, caps| {
                caps.push(Captured::Op(op));
                true
            },
            |m, rw| Ok(rw.erase_op(m.op(0))?),
        );
        Box::new(s)
    }

    #[test]
    fn dispatches_by_root_and_renumbers_matches() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let set = Unmerged::new(
            &mut ctx,
            vec![
                single("a", Some("t.a"), 1),
                single("b", Some("t.b"), 2),
                single("any", None, 0),
                single("a2", Some("t.a"), 3),
            ],
        )
        .unwrap();
        let a = ctx.intern_op_name("t.a");
        let op = ir.create_simple_op(a, &[], &[], None);
        ir.append_op(ir.top_block(), op);
        let mut out = Vec::new();
        set.match_op(&mut ctx, &ir, op, &mut out);
        assert_eq!(
            out.iter().map(|m| m.pattern).collect::<Vec<_>>(),
            vec![0, 3, 2]
        );
        assert_eq!(set.patterns()[3].name, "a2");
        let mut rw = Rewriter::new(&mut ctx, &mut ir);
        set.rewrite(&out[1], &mut rw).unwrap();
        assert!(ir.is_erased(op));
        let mut rw = Rewriter::new(&mut ctx, &mut ir);
        let bad = Match::new(9, 0, op);
        assert!(set.rewrite(&bad, &mut rw).is_err());
        let mut two = FnPatternSet::new();
        two.add(PatternInfo::new("x", 0), |_, _, _, _| true, |_, _| Ok(()));
        two.add(PatternInfo::new("y", 0), |_, _, _, _| true, |_, _| Ok(()));
        let err = Unmerged::new(&mut ctx, vec![Box::new(two)]).err().unwrap();
        assert!(err.contains("2 patterns"), "{err}");
    }
}
