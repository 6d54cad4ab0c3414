//! The folders of MLIR 19's `affine` dialect (`AffineOps.cpp`) and its constant
//! materializer (`AffineDialect::materializeConstant`: a `#ub.poison` attribute as
//! `ub.poison`, anything else as `arith.constant`).
//!
//! Maps are read from the `affine_map<...>` text the runtime keeps
//! ([`AffineMap::from_attr`]) and evaluated as MLIR's `AffineExprConstantFolder` does:
//! an expression folds when every dimension and symbol in it is an integer constant;
//! `floordiv` and `ceildiv` by zero and `mod` by a value below one are poison, which
//! `affine.apply` folds to (`ub.poison`, when the `ub` dialect is registered) and
//! `affine.min` / `affine.max` leave unfolded; `+` and `*` wrap as `int64_t` does in
//! practice; a division that overflows does not fold.
//!
//! | op | MLIR 19 fold | here |
//! |---|---|---|
//! | `affine.apply` | a map result that is a dimension or symbol is that operand; else the map evaluated on constant operands (poison included) | yes |
//! | `affine.min`, `affine.max` | the map evaluated (`partialConstantFold`): every result constant gives the least / greatest; else the results that are constant replace theirs in the map, in place | yes (the symbol-identity fold of `foldMinMaxOp` is dead code in MLIR 19: it comes after the in-place return, and nothing reaches it) |
//! | `affine.load`, `affine.store`, `affine.vector_load`, `affine.vector_store`, `affine.prefetch`, `affine.dma_start`, `affine.dma_wait` | `memref::foldMemRefCast` (operands from a `memref.cast` of a ranked memref take its source, in place; not the stored value) | yes, see [`super::memref`] |
//! | `affine.load` of a `memref.get_global` of a constant global | the element | no: the global's initial value is a dense attribute kept as text |
//! | `affine.for` | bounds of constant operands folded into constant maps, bound maps and operands composed and canonicalized (`canonicalizeLoopBounds`), a loop of zero trips with results folded to its inits | yes, in [`super::affine_loops`] (but for bound maps with `mod`, `floordiv` or `ceildiv`) |
//! | `affine.if` | its set composed and canonicalized with its operands | yes, in [`super::affine_loops`] (as `affine.for`) |
//! | `affine.parallel`, `affine.delinearize_index`, `affine.yield` | none | none |

use super::materialize_arith_constant;
use crate::asm::affine::{AffineBinOp, AffineExpr, AffineMap};
use crate::attributes::{AttrKind, Attribute};
use crate::fold::{FoldOutcome, Folding, OpFoldResult};
use crate::ir::Op;
use crate::rewriter::Rewriter;
use crate::types::Type;
use crate::Context;

/// Installs the affine dialect's folders and materializer.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_constant_materializer("affine", materialize);
    ctx.register_folder("affine.apply", fold_apply);
    ctx.register_folder("affine.min", |f: &mut Folding<'_>| fold_min_max(f, true));
    ctx.register_folder("affine.max", |f: &mut Folding<'_>| fold_min_max(f, false));
    // `affine.store` and `affine.vector_store` keep their stored value (operand 0).
    for (name, keep) in [
        ("affine.load", None),
        ("affine.vector_load", None),
        ("affine.store", Some(0)),
        ("affine.vector_store", Some(0)),
        ("affine.prefetch", None),
        ("affine.dma_start", None),
        ("affine.dma_wait", None),
    ] {
        ctx.register_folder(name, move |f: &mut Folding<'_>| {
            super::memref::fold_memref_cast_in_place(f, keep)
        });
    }
}

/// `ub.poison`'s fold (MLIR's `PoisonOp::fold`): its `value`, `#ub.poison` when the
/// op leaves the default out. Registered with the `ub` dialect; here because the
/// affine folders are what make poison.
pub(crate) fn register_ub(ctx: &mut Context) {
    ctx.register_folder("ub.poison", |f: &mut Folding<'_>| {
        if f.ir().num_results(f.op()) != 1 || f.num_operands() != 0 {
            return FoldOutcome::Failed;
        }
        match f.attr("value").or_else(|| poison(f.ctx())) {
            Some(v) => f.push(OpFoldResult::Attribute(v)),
            None => FoldOutcome::Failed,
        }
    });
}

/// `AffineDialect::materializeConstant`. `ub.poison` gets its `value` (a property
/// MLIR always sets; the custom form leaves out the default `#ub.poison`).
fn materialize(rw: &mut Rewriter<'_>, value: Attribute, ty: Type) -> Option<Op> {
    if is_poison(rw.ctx(), value) {
        let name = rw.ctx().lookup_op_name("ub.poison")?;
        if !rw.ctx().is_registered_op(name) {
            return None;
        }
        let key = rw.intern_ident("value");
        let attrs = rw.ctx_mut().intern_dictionary(vec![(key, value)]);
        return rw.create(name, &[], &[ty], Some(attrs)).ok();
    }
    materialize_arith_constant(rw, value, ty)
}

/// Whether `a` is `#ub.poison`.
fn is_poison(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, body } => {
            ctx.ident_str(*dialect) == "ub" && (body == ".poison" || body == "<poison>")
        }
        _ => false,
    }
}

/// `#ub.poison`.
fn poison(ctx: &mut Context) -> Option<Attribute> {
    ctx.parse_attribute("#ub.poison").ok()
}

/// What evaluating an expression gave.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Folded {
    /// A constant.
    Value(i64),
    /// No constant (an input is not constant, or the result overflowed).
    Unknown,
}

/// MLIR's `AffineExprConstantFolder`: the inputs' constants (dimensions first), and
/// whether poison was met (sticky, as MLIR's folder keeps it).
pub(crate) struct ExprFolder<'a> {
    num_dims: usize,
    inputs: &'a [Option<i64>],
    pub(crate) poison: bool,
}

impl<'a> ExprFolder<'a> {
    pub(crate) fn new(num_dims: usize, inputs: &'a [Option<i64>]) -> Self {
        ExprFolder {
            num_dims,
            inputs,
            poison: false,
        }
    }

    /// The value of `e` (`constantFoldImpl`): the left operand of a binary expression
    /// is evaluated first, and the right one only when the left is a constant.
    pub(crate) fn fold(&mut self, e: &AffineExpr) -> Folded {
        let v = match e {
            AffineExpr::Constant(c) => Some(*c),
            AffineExpr::Dim(i) => self.inputs.get(*i).copied().flatten(),
            AffineExpr::Symbol(i) => self.inputs.get(self.num_dims + i).copied().flatten(),
            AffineExpr::Binary(op, l, r) => {
                let Folded::Value(a) = self.fold(l) else {
                    return Folded::Unknown;
                };
                let Folded::Value(b) = self.fold(r) else {
                    return Folded::Unknown;
                };
                self.binary(*op, a, b)
            }
        };
        v.map_or(Folded::Unknown, Folded::Value)
    }

    fn binary(&mut self, op: AffineBinOp, a: i64, b: i64) -> Option<i64> {
        match op {
            AffineBinOp::Add => Some(a.wrapping_add(b)),
            AffineBinOp::Mul => Some(a.wrapping_mul(b)),
            AffineBinOp::Mod => {
                if b < 1 {
                    self.poison = true;
                    return None;
                }
                Some(a.rem_euclid(b))
            }
            AffineBinOp::FloorDiv => {
                if b == 0 {
                    self.poison = true;
                    return None;
                }
                let q = a.checked_div(b)?;
                Some(if a % b != 0 && ((a < 0) != (b < 0)) {
                    q - 1
                } else {
                    q
                })
            }
            AffineBinOp::CeilDiv => {
                if b == 0 {
                    self.poison = true;
                    return None;
                }
                let q = a.checked_div(b)?;
                Some(if a % b != 0 && ((a < 0) == (b < 0)) {
                    q + 1
                } else {
                    q
                })
            }
        }
    }
}

/// MLIR's `AffineMap::partialConstantFold`: the map with each result that folds
/// replaced by its constant, and the constants of all results when every one folded.
pub(crate) fn partial_constant_fold(
    map: &AffineMap,
    inputs: &[Option<i64>],
) -> (AffineMap, Option<Vec<i64>>, bool) {
    let mut folder = ExprFolder::new(map.num_dims, inputs);
    let mut exprs = Vec::with_capacity(map.results.len());
    let mut values = Some(Vec::with_capacity(map.results.len()));
    for e in &map.results {
        match folder.fold(e) {
            Folded::Value(v) => {
                exprs.push(AffineExpr::Constant(v));
                if let Some(values) = &mut values {
                    values.push(v);
                }
            }
            Folded::Unknown => {
                exprs.push(e.clone());
                values = None;
            }
        }
    }
    let folded = AffineMap::new(map.num_dims, map.num_symbols, exprs);
    (folded, values, folder.poison)
}

/// The integer constants of the operands (`IntegerAttr::getInt`).
fn operand_ints(f: &Folding<'_>) -> Vec<Option<i64>> {
    f.constants()
        .iter()
        .map(|c| match f.ctx_ref().attr_kind((*c)?) {
            AttrKind::Integer { value, .. } => value.to_i64(),
            _ => None,
        })
        .collect()
}

/// The op's `map`, when its inputs are its operands.
fn op_map(f: &Folding<'_>) -> Option<AffineMap> {
    let map = AffineMap::from_attr(f.ctx_ref(), f.attr("map")?)?;
    (map.num_inputs() == f.num_operands() && f.ir().num_results(f.op()) == 1).then_some(map)
}

/// An `index` attribute of `v`.
fn index_attr(ctx: &mut Context, v: i64) -> Option<Attribute> {
    let ty = ctx.intern_index_type();
    ctx.intern_integer_attr(i128::from(v), ty).ok()
}

/// `AffineApplyOp::fold`.
fn fold_apply(f: &mut Folding<'_>) -> FoldOutcome {
    let Some(map) = op_map(f) else {
        return FoldOutcome::Failed;
    };
    let Some(first) = map.results.first() else {
        return FoldOutcome::Failed;
    };
    match first {
        AffineExpr::Dim(i) if *i < f.num_operands() => {
            let v = f.operand(*i);
            return f.push(OpFoldResult::Value(v));
        }
        AffineExpr::Symbol(i) if map.num_dims + i < f.num_operands() => {
            let v = f.operand(map.num_dims + i);
            return f.push(OpFoldResult::Value(v));
        }
        _ => {}
    }
    let inputs = operand_ints(f);
    let (_, values, poisoned) = partial_constant_fold(&map, &inputs);
    let attr = if poisoned {
        poison(f.ctx())
    } else {
        match values.as_deref() {
            Some([v, ..]) => index_attr(f.ctx(), *v),
            _ => None,
        }
    };
    match attr {
        Some(a) => f.push(OpFoldResult::Attribute(a)),
        None => FoldOutcome::Failed,
    }
}

/// `foldMinMaxOp` of `affine.min` (`min`) and `affine.max`.
fn fold_min_max(f: &mut Folding<'_>, min: bool) -> FoldOutcome {
    let Some(map) = op_map(f) else {
        return FoldOutcome::Failed;
    };
    let inputs = operand_ints(f);
    let (folded, values, _) = partial_constant_fold(&map, &inputs);
    match values {
        None => {
            if folded == map {
                return FoldOutcome::Failed;
            }
            let attr = folded.to_attr(f.ctx());
            f.set_attr("map", attr)
        }
        Some(values) => {
            let best = if min {
                values.iter().min()
            } else {
                values.iter().max()
            };
            match best.copied().and_then(|v| index_attr(f.ctx(), v)) {
                Some(a) => f.push(OpFoldResult::Attribute(a)),
                None => FoldOutcome::Failed,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(map: &str, inputs: &[Option<i64>]) -> (AffineMap, Option<Vec<i64>>, bool) {
        partial_constant_fold(&AffineMap::from_text(map).unwrap(), inputs)
    }

    #[test]
    fn divisions_and_modulo_round_as_mlir() {
        let (_, v, _) = eval(
            "(d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0, d0 mod 4)",
            &[Some(-7), Some(2)],
        );
        assert_eq!(v, Some(vec![-4, -3, 1]));
        let (_, v, _) = eval(
            "(d0)[s0] -> (d0 floordiv s0, d0 ceildiv s0)",
            &[Some(7), Some(-2)],
        );
        assert_eq!(v, Some(vec![-4, -3]));
        let (_, v, _) = eval("(d0)[s0] -> (d0 ceildiv s0)", &[Some(-7), Some(-2)]);
        assert_eq!(v, Some(vec![4]));
    }

    #[test]
    fn poison_is_division_by_zero_or_a_modulus_below_one() {
        let (_, v, p) = eval("(d0) -> (d0 floordiv 0)", &[Some(7)]);
        assert_eq!((v, p), (None, true));
        let (_, v, p) = eval("(d0)[s0] -> (d0 mod s0)", &[Some(7), Some(-2)]);
        assert_eq!((v, p), (None, true));
        // The right operand is not evaluated once the left is unknown.
        let (_, v, p) = eval("(d0, d1) -> (d1 + d0 floordiv 0)", &[Some(7), None]);
        assert_eq!((v, p), (None, false));
        let (_, v, p) = eval("(d0) -> (d0 floordiv -1)", &[Some(i64::MIN)]);
        assert_eq!((v, p), (None, false));
    }

    #[test]
    fn results_that_fold_become_constants_in_the_map() {
        let (m, v, _) = eval("(d0, d1) -> (d0, d1, 4)", &[Some(7), None]);
        assert_eq!(v, None);
        assert_eq!(m.to_string(), "(d0, d1) -> (7, d1, 4)");
    }

    #[test]
    fn poison_reads_back() {
        let mut ctx = Context::new();
        let p = poison(&mut ctx).unwrap();
        assert!(is_poison(&ctx, p));
    }
}
