//! What generated pattern sets need from the runtime and users do not: re-exported as
//! `pdll_runtime::__private` (hidden from the docs, as serde's `__private`), so that the
//! crate root stays the API a person writes against. Nothing here is stable.

pub use crate::case_table::CaseTable;
use crate::ir::{Op, OpName};
use crate::pattern::Match;

/// Appends a match with no captures yet to `out` and returns it, for the captures to
/// be pushed in place. Generated matchers record matches this way: the `Match` is built
/// in this small function's frame and moved into `out`'s buffer, so a matcher with a
/// thousand successes does not keep a thousand `Match` temporaries (about 300 bytes
/// each) in its own stack frame.
#[inline(never)]
pub fn push_match(out: &mut Vec<Match>, pattern: usize, benefit: u16, root: Op) -> &mut Match {
    out.push(Match::new(pattern, benefit, root));
    let last = out.len() - 1;
    &mut out[last]
}

/// What a matcher reads of the ops above its root, reached from an operand to the op
/// defining it, in steps from the root (0: the root itself). See
/// [`crate::MatchReach`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct OperandCone {
    /// The deepest op whose name, attributes or results the matcher reads; the type of
    /// an operand counts as part of the op defining it.
    pub ops: u32,
    /// The deepest op whose operands the matcher reads (at most `ops`).
    pub operand_lists: u32,
}

/// What one pattern's matcher reads, for the driver's fixpoint proof
/// ([`crate::driver`]): the facts a set declaring [`crate::MatchReach::Operands`] gives
/// per pattern through [`crate::PatternSet::footprints`], with its names interned
/// (generated sets build them in `new`), so the proof never looks a name up by text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MatchFootprint {
    /// The root op name, if the pattern only matches ops with that name.
    pub root: Option<OpName>,
    /// What the matcher reads above its root; `None`: all that the set's
    /// [`crate::MatchReach`] bound allows.
    pub cone: Option<OperandCone>,
    /// The names of the ops above the root whose operand lists the matcher reads, when
    /// they are all fixed: a change of the operands of an op with another name cannot
    /// change its matches. `None`: any op's.
    pub operand_lists_of: Option<Box<[OpName]>>,
}

impl MatchFootprint {
    /// A footprint rooted at `root` (or any op), reading everything the set's bound
    /// allows.
    pub fn new(root: Option<OpName>) -> Self {
        MatchFootprint {
            root,
            ..MatchFootprint::default()
        }
    }

    /// Sets [`MatchFootprint::cone`]: the deepest op whose name, attributes or results
    /// the matcher reads, and the deepest op whose operands it reads.
    pub fn with_operand_cone(mut self, ops: u32, operand_lists: u32) -> Self {
        self.cone = Some(OperandCone {
            ops,
            operand_lists: operand_lists.min(ops),
        });
        self
    }

    /// Sets [`MatchFootprint::operand_lists_of`].
    pub fn with_operand_lists_of(mut self, names: &[OpName]) -> Self {
        self.operand_lists_of = Some(names.into());
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Context, Ir};

    #[test]
    fn pushed_matches_are_filled_in_place() {
        let (mut ctx, mut ir) = (Context::new(), Ir::new());
        let name = ctx.intern_op_name("t.a");
        let op = ir.create_simple_op(name, &[], &[], None);
        let mut out = Vec::new();
        push_match(&mut out, 3, 7, op)
            .captures
            .push(crate::Captured::Op(op));
        assert_eq!(out.len(), 1);
        assert_eq!((out[0].pattern, out[0].benefit, out[0].root), (3, 7, op));
        assert_eq!(out[0].op(0), op);
    }

    #[test]
    fn a_cone_never_reads_operand_lists_deeper_than_ops() {
        let f = MatchFootprint::new(None).with_operand_cone(1, 3);
        assert_eq!(
            f.cone,
            Some(OperandCone {
                ops: 1,
                operand_lists: 1
            })
        );
        assert_eq!(f.operand_lists_of, None);
    }
}
