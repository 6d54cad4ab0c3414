//! Hand-written Rust matchers for the benchmark's patterns: baseline (c).
//!
//! Written as a careful user would write them against the runtime IR, for the default
//! workload (every pattern with its own root names, as in the N = 10 set): op names and
//! attributes interned once up front, one table lookup on the root's interned name, then
//! straight-line checks. The checks are those of the PDLL patterns (operand and result
//! counts, result types shared through `t`, `Op` used as a value meaning its result 0),
//! so the result is the same IR as the generated matcher's on any input.

use crate::gen::patterns::{family_of, pattern_name};
use pdll_runtime::__private::MatchFootprint;
use pdll_runtime::attributes::Attribute;
use pdll_runtime::ident::Identifier;
use pdll_runtime::pattern::{Captured, Match, MatchReach, PatternInfo, PatternSet, RewriteError};
use pdll_runtime::{Context, Ir, Op, OpName, Rewriter, Value};

/// What a pattern of each family needs beyond its root name.
#[derive(Clone, Copy, Debug)]
enum Family {
    /// `neg_i(neg_i(x))` -> `x`
    Inv,
    /// `mul_i(x, const 1)` -> `x`
    MulOne,
    /// `sub_i(x, x)` -> new `const 0`
    SubSelf,
    /// `not_i(cmp_i(a, b))` -> new `ncmp_i(a, b)`.
    NotCmp {
        /// `bench.cmp_i`
        cmp: OpName,
        /// `bench.ncmp_i`
        ncmp: OpName,
    },
    /// `store_i(x, undef)` -> erased
    Store,
    /// `select_i(c, x, x)` -> `x`
    SelSame,
    /// `add_i(add_i(x, const 1), const 1)` -> new `add_i(x, new const 2)`
    AddAdd,
}

impl Family {
    /// What the matcher reads above the root (see `__private::OperandCone`): the deepest op it
    /// reads, and the deepest op whose operands it reads.
    fn operand_cone(self) -> (u32, u32) {
        match self {
            Family::SubSelf | Family::SelSame => (0, 0),
            // The constant and `undef`: name, attribute, result type; not operands.
            Family::MulOne | Family::Store => (1, 0),
            Family::Inv | Family::NotCmp { .. } => (1, 1),
            Family::AddAdd => (2, 1),
        }
    }
}

/// Hand-written patterns P0 .. P{n-1} of the default workload.
pub struct HandWritten {
    infos: Vec<PatternInfo>,
    /// What each pattern's matcher reads, for the driver's fixpoint proof.
    footprints: Vec<MatchFootprint>,
    /// For each pattern: its root name and family.
    roots: Vec<(OpName, Family)>,
    /// Interned-name index -> pattern index + 1 (0: no pattern roots on that name).
    by_name: Vec<u32>,
    value: Identifier,
    one: Attribute,
    const_name: OpName,
    undef_name: OpName,
    zero_dict: Attribute,
    two_dict: Attribute,
}

/// Whether `v` is result 0 of an op named `name`; returns that op.
#[inline]
fn result0_of(ir: &Ir, v: Value, name: OpName) -> Option<Op> {
    let def = ir.defining_op(v)?;
    (ir.op_name(def) == name && ir.result_index(v) == Some(0)).then_some(def)
}

impl HandWritten {
    /// Patterns 0..n, interning their names and constants in `ctx`.
    pub fn new(ctx: &mut Context, n: usize) -> Self {
        let mut infos = Vec::with_capacity(n);
        let mut footprints = Vec::with_capacity(n);
        let mut roots = Vec::with_capacity(n);
        for i in 0..n {
            let (root, family, benefit) = match family_of(i) {
                "inv" => (format!("bench.neg_{i}"), Family::Inv, 0),
                "mulone" => (format!("bench.mul_{i}"), Family::MulOne, 2),
                "subself" => (format!("bench.sub_{i}"), Family::SubSelf, 0),
                "notcmp" => {
                    let cmp = ctx.intern_op_name(&format!("bench.cmp_{i}"));
                    let ncmp = ctx.intern_op_name(&format!("bench.ncmp_{i}"));
                    (format!("bench.not_{i}"), Family::NotCmp { cmp, ncmp }, 0)
                }
                "store" => (format!("bench.store_{i}"), Family::Store, 0),
                "selsame" => (format!("bench.select_{i}"), Family::SelSame, 0),
                _ => (format!("bench.add_{i}"), Family::AddAdd, 3),
            };
            let root_name = ctx.intern_op_name(&root);
            roots.push((root_name, family));
            infos.push(PatternInfo::new(pattern_name(i), benefit).with_root(root));
            let (ops, operand_lists) = family.operand_cone();
            footprints
                .push(MatchFootprint::new(Some(root_name)).with_operand_cone(ops, operand_lists));
        }
        let mut by_name = Vec::new();
        for (i, (name, _)) in roots.iter().enumerate() {
            let idx = name.ident().index() as usize;
            if by_name.len() <= idx {
                by_name.resize(idx + 1, 0);
            }
            by_name[idx] = i as u32 + 1;
        }
        let parse = |ctx: &mut Context, s: &str| {
            ctx.parse_attribute(s)
                .expect("the baseline's own attribute literals parse")
        };
        HandWritten {
            infos,
            footprints,
            roots,
            by_name,
            value: ctx.intern_ident("value"),
            one: parse(ctx, "1 : i32"),
            const_name: ctx.intern_op_name("bench.const"),
            undef_name: ctx.intern_op_name("bench.undef"),
            zero_dict: parse(ctx, "{value = 0 : i32}"),
            two_dict: parse(ctx, "{value = 2 : i32}"),
        }
    }

    /// The op defining `v` if it is `bench.const {value = 1 : i32}` with one result
    /// (any operands), through its result 0.
    #[inline]
    fn const_one(&self, ctx: &Context, ir: &Ir, v: Value) -> Option<Op> {
        let c = result0_of(ir, v, self.const_name)?;
        (ir.num_results(c) == 1 && ir.attr(ctx, c, self.value) == Some(self.one)).then_some(c)
    }

    /// The captures of pattern `p` at `op`, if it matches.
    fn try_match(&self, ctx: &Context, ir: &Ir, op: Op, p: usize, caps: &mut Match) -> bool {
        let (name, family) = self.roots[p];
        let operands = ir.operands(op);
        let vals = |caps: &mut Match, vs: &[Value]| {
            caps.captures.extend(vs.iter().map(|&v| Captured::Value(v)));
            true
        };
        match family {
            Family::Inv => {
                // op<neg>(op<neg>(x: Value)): the root's operands are all of the inner
                // op's results.
                let Some(&first) = operands.first() else {
                    return false;
                };
                let Some(inner) = result0_of(ir, first, name) else {
                    return false;
                };
                if ir.num_results(inner) != operands.len()
                    || !ir.results(inner).zip(operands).all(|(r, &o)| r == o)
                    || ir.num_operands(inner) != 1
                    || ir.num_results(op) != 1
                {
                    return false;
                }
                vals(caps, &[ir.operand(inner, 0)])
            }
            Family::MulOne => {
                if operands.len() != 2 || ir.num_results(op) != 1 {
                    return false;
                }
                self.const_one(ctx, ir, operands[1]).is_some() && vals(caps, &[operands[0]])
            }
            Family::SubSelf => {
                operands.len() == 2
                    && operands[0] == operands[1]
                    && ir.num_results(op) == 1
                    && vals(caps, &[ir.result(op, 0)])
            }
            Family::NotCmp { cmp: cmp_name, .. } => {
                if operands.len() != 1 || ir.num_results(op) != 1 {
                    return false;
                }
                let Some(cmp) = result0_of(ir, operands[0], cmp_name) else {
                    return false;
                };
                let t = ir.value_type(ir.result(op, 0));
                if ir.num_operands(cmp) != 2
                    || ir.num_results(cmp) != 1
                    || ir.value_type(operands[0]) != t
                {
                    return false;
                }
                vals(caps, ir.operands(cmp)) && vals(caps, &[ir.result(op, 0)])
            }
            Family::Store => {
                operands.len() == 2
                    && ir.num_results(op) == 0
                    && result0_of(ir, operands[1], self.undef_name).is_some()
            }
            Family::SelSame => {
                operands.len() == 3
                    && operands[1] == operands[2]
                    && ir.num_results(op) == 1
                    && vals(caps, &[operands[1]])
            }
            Family::AddAdd => {
                if operands.len() != 2 || ir.num_results(op) != 1 {
                    return false;
                }
                let t = ir.value_type(ir.result(op, 0));
                let Some(inner) = result0_of(ir, operands[0], name) else {
                    return false;
                };
                if ir.num_operands(inner) != 2
                    || ir.num_results(inner) != 1
                    || ir.value_type(operands[0]) != t
                {
                    return false;
                }
                let inner_ops = ir.operands(inner);
                let same_t = |v: Value| ir.value_type(v) == t;
                self.const_one(ctx, ir, inner_ops[1]).is_some()
                    && same_t(inner_ops[1])
                    && self.const_one(ctx, ir, operands[1]).is_some()
                    && same_t(operands[1])
                    && vals(caps, &[inner_ops[0], ir.result(op, 0)])
            }
        }
    }
}

impl PatternSet for HandWritten {
    fn patterns(&self) -> &[PatternInfo] {
        &self.infos
    }

    fn footprints(&self) -> &[MatchFootprint] {
        &self.footprints
    }

    fn match_op(&self, ctx: &mut Context, ir: &Ir, op: Op, out: &mut Vec<Match>) {
        let ctx = &*ctx;
        let idx = ir.op_name(op).ident().index() as usize;
        let Some(&slot) = self.by_name.get(idx) else {
            return;
        };
        if slot == 0 {
            return;
        }
        let p = slot as usize - 1;
        let mut m = Match::new(p, self.infos[p].benefit, op);
        if self.try_match(ctx, ir, op, p, &mut m) {
            out.push(m);
        }
    }

    fn rewrite(&self, m: &Match, rw: &mut Rewriter<'_>) -> Result<(), RewriteError> {
        let root = m.root;
        match self.roots[m.pattern].1 {
            Family::Inv | Family::MulOne | Family::SelSame => {
                rw.replace_op_with_values(root, &[m.value(0)])?
            }
            Family::SubSelf => {
                let t = rw.value_type(m.value(0));
                let c = rw.create(self.const_name, &[], &[t], Some(self.zero_dict))?;
                let r = rw.result(c, 0);
                rw.replace_op_with_values(root, &[r])?
            }
            Family::NotCmp { ncmp, .. } => {
                let t = rw.value_type(m.value(2));
                let n = rw.create(ncmp, &[m.value(0), m.value(1)], &[t], None)?;
                let r = rw.result(n, 0);
                rw.replace_op_with_values(root, &[r])?
            }
            Family::Store => rw.erase_op(root)?,
            Family::AddAdd => {
                let t = rw.value_type(m.value(1));
                let name = self.roots[m.pattern].0;
                let two = rw.create(self.const_name, &[], &[t], Some(self.two_dict))?;
                let two = rw.result(two, 0);
                let add = rw.create(name, &[m.value(0), two], &[t], None)?;
                let r = rw.result(add, 0);
                rw.replace_op_with_values(root, &[r])?
            }
        }
        Ok(())
    }

    /// As the generated sets declare: no use lists, ops at most two operand steps
    /// above the root (`add_i(add_i(x, const 1), const 1)`), edits through the rewriter.
    fn match_reach(&self) -> MatchReach {
        MatchReach::Operands(2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gen::Workload;
    use crate::run::Payload;

    #[test]
    fn handwritten_n10_gives_the_expected_histogram() {
        let g = Workload::new(10, 5000).generate();
        let mut ctx = Context::new();
        let set = HandWritten::new(&mut ctx, 10);
        let mut p = Payload::parse_into(ctx, &g.ir_file()).unwrap();
        assert_eq!(p.histogram(), g.stats.hist_before);
        let report = p.apply(&set);
        assert!(report.converged);
        assert_eq!(report.num_rewrites, g.stats.match_roots);
        assert_eq!(p.histogram(), g.stats.hist_after);
    }

    #[test]
    fn near_misses_do_not_match() {
        let mut ctx = Context::new();
        let set = HandWritten::new(&mut ctx, 7);
        // A near miss of each family (wrong inner op, wrong constant, x != y, ...).
        let text = "module @ir {\n\
            %a = \"bench.src\"() : () -> i32\n\
            %b = \"bench.src\"() : () -> i32\n\
            %0 = \"bench.neg_0\"(%a) : (i32) -> i32\n\
            %c2 = \"bench.const\"() {value = 2 : i32} : () -> i32\n\
            %1 = \"bench.mul_1\"(%a, %c2) : (i32, i32) -> i32\n\
            %2 = \"bench.sub_2\"(%a, %b) : (i32, i32) -> i32\n\
            %3 = \"bench.not_3\"(%a) : (i32) -> i32\n\
            \"bench.store_4\"(%a, %b) : (i32, i32) -> ()\n\
            %5 = \"bench.select_5\"(%a, %a, %b) : (i32, i32, i32) -> i32\n\
            %c1 = \"bench.const\"() {value = 1 : i32} : () -> i32\n\
            %c3 = \"bench.const\"() {value = 3 : i32} : () -> i32\n\
            %6 = \"bench.add_6\"(%a, %c1) : (i32, i32) -> i32\n\
            %7 = \"bench.add_6\"(%6, %c3) : (i32, i32) -> i32\n\
            }\n";
        let mut p = Payload::parse_into(ctx, text).unwrap();
        let before = p.histogram();
        let report = p.apply(&set);
        assert_eq!(report.num_rewrites, 0);
        assert_eq!(p.histogram(), before);
        assert_eq!(set.patterns()[6].benefit, 3);
        assert_eq!(set.patterns()[1].root.as_deref(), Some("bench.mul_1"));
    }
}
