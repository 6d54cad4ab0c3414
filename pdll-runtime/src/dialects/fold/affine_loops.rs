//! The folds of MLIR 19's `affine.for` and `affine.if` (`AffineForOp::fold`,
//! `AffineIfOp::fold` in `AffineOps.cpp`), in place on the op's maps and operands.
//!
//! What MLIR 19 does:
//! - `affine.for`: `foldLoopBounds` (a bound whose map folds to constants on constant
//!   operands becomes the constant map of their max / min, without operands), then
//!   `canonicalizeLoopBounds` (each bound map composed with the `affine.apply` ops
//!   feeding it, canonicalized with its operands by `canonicalizeMapAndOperands`,
//!   simplified by `simplifyAffineMap`, its results made irredundant by
//!   `simplifyMinOrMaxExprWithOperands` from the constant bounds of loop induction
//!   variables, and consecutive duplicate results dropped), and a loop with results
//!   whose constant bounds give no trip folds to its inits.
//! - `affine.if`: its set composed with feeding `affine.apply` ops and canonicalized
//!   with its operands (`canonicalizeSetAndOperands`).
//!
//! `canonicalizeMapAndOperands` promotes dimensions whose operand is a valid symbol to
//! symbols, demotes symbols whose operand is a valid dimension but no valid symbol to
//! dimensions, drops unused dimensions and symbols, merges duplicate operands, and
//! folds symbols of integer-constant operands into the map.
//!
//! What is done here: all of the above, exactly, when it can be decided; otherwise
//! the canonicalization of that op is skipped (and `foldLoopBounds` and the
//! zero-trip fold still happen). It is skipped when:
//! - whether an operand is a valid symbol or dimension is not known here: a value is
//!   known to be a symbol when it is an `index` defined by a constant op or an argument
//!   or result at the top of a `func.func` (the only `AffineScope` op known here), a
//!   dimension but no symbol when it is an `index` argument of an `affine.for` or
//!   `affine.parallel` body; any other value is unknown (MLIR's `isValidSymbol` /
//!   `isValidDim` through `affine.apply`, `memref.dim` and other pure ops are not
//!   written);
//! - a map result after composition is not linear (`mod`, `floordiv`, `ceildiv`, a
//!   product of two non-constants): `simplifyAffineExpr` (flattening and rebuilding)
//!   is written for linear expressions only;
//! - the irredundancy of min / max results (`getBoundForAffineExpr`) would need the
//!   bounds of a division or modulo, or the upper bound of an induction variable whose
//!   step does not divide its range (MLIR 19 and later versions compute it apart).
//!
//! The constants of values that are no operand of the folded op (operands of a
//! composed `affine.apply`) are the `value` of their `ConstantLike` op, which is what
//! the constant ops of MLIR's dialects fold to.

use super::affine::partial_constant_fold;
use crate::asm::affine::{AffineBinOp, AffineExpr, AffineMap, IntegerSet};
use crate::attributes::{AttrKind, Attribute};
use crate::dialects::support::{dense_array, dense_array_values};
use crate::fold::{is_constant_like, FoldOutcome, Folding, OpFoldResult};
use crate::ir::{Ir, Op, Value, ValueDef};
use crate::Context;
use rustc_hash::FxHashMap;

/// Installs the folders of `affine.for` and `affine.if`.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_folder("affine.for", fold_for);
    ctx.register_folder("affine.if", fold_if);
}

/// What an operand is to a map (MLIR's `isValidSymbol` / `isValidDim`), as far as it
/// is known here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// A valid symbol (and so a valid dimension).
    Symbol,
    /// A valid dimension that is no valid symbol.
    DimOnly,
    /// Not known here.
    Unknown,
}

/// What the canonicalization knows of an operand.
#[derive(Clone, Copy, Debug)]
struct Info {
    kind: Kind,
    /// Its integer constant (`m_Constant` of an `IntegerAttr`).
    int: Option<i64>,
    /// Defined by `affine.apply`.
    apply: bool,
    /// Its constant lower and (inclusive) upper bounds when it is the induction
    /// variable of an `affine.for` with constant bounds: `(lb, ub, step)`.
    iv_bounds: Option<(Option<i64>, Option<i64>, i64)>,
}

/// The operands' infos, by value.
type Infos = FxHashMap<Value, Info>;

fn op_is(ctx: &Context, ir: &Ir, op: Op, name: &str) -> bool {
    ctx.op_name_str(ir.op_name(op)) == name
}

/// The single constant of the bound map `name` of the `affine.for` `op`.
fn constant_bound(ctx: &Context, ir: &Ir, op: Op, name: &str) -> Option<i64> {
    AffineMap::from_attr(ctx, ir.attr_by_name(ctx, op, name)?)?.single_constant()
}

/// The step of the `affine.for` `op`.
fn step_of(ctx: &Context, ir: &Ir, op: Op) -> Option<i64> {
    let step = ir.attr_by_name(ctx, op, "step")?;
    i64::try_from(ctx.integer_attr_value(step)?).ok()
}

/// The info of operand `i` of the folded op.
fn info_of(f: &Folding<'_>, i: usize) -> Info {
    value_info(f.ctx_ref(), f.ir(), f.operand(i), f.constant(i))
}

/// The constant of a value that is no operand of the folded op: the `value` of the
/// `ConstantLike` op defining it (what the constant ops of MLIR's dialects fold to).
fn value_constant(ctx: &Context, ir: &Ir, v: Value) -> Option<Attribute> {
    let def = ir.defining_op(v)?;
    if !is_constant_like(ctx, ir, def) || ir.num_operands(def) != 0 || ir.num_results(def) != 1 {
        return None;
    }
    ir.attr_by_name(ctx, def, "value")
}

/// Adds the info of `v` (not an operand of the folded op) to `infos`.
fn add_info(ctx: &Context, ir: &Ir, infos: &mut Infos, v: Value) {
    infos
        .entry(v)
        .or_insert_with(|| value_info(ctx, ir, v, value_constant(ctx, ir, v)));
}

/// The info of `v`, of constant `cst`.
fn value_info(ctx: &Context, ir: &Ir, v: Value, cst: Option<Attribute>) -> Info {
    let int = cst.and_then(|c| match ctx.attr_kind(c) {
        AttrKind::Integer { value, .. } => value.to_i64(),
        _ => None,
    });
    let mut info = Info {
        kind: Kind::Unknown,
        int,
        apply: false,
        iv_bounds: None,
    };
    if !ctx.is_index_type(ir.value_type(v)) {
        return info;
    }
    match ir.value_def(v) {
        ValueDef::Result { op, .. } => {
            info.apply = op_is(ctx, ir, op, "affine.apply");
            let top = ir
                .parent_op(op)
                .is_some_and(|p| op_is(ctx, ir, p, "func.func"));
            if cst.is_some() || top {
                info.kind = Kind::Symbol;
            }
        }
        ValueDef::Argument { block, index } => {
            let Some(parent) = ir.block_parent_op(block) else {
                return info;
            };
            if op_is(ctx, ir, parent, "func.func") {
                info.kind = Kind::Symbol;
            } else if op_is(ctx, ir, parent, "affine.for") {
                info.kind = Kind::DimOnly;
                if index == 0 {
                    let lb = constant_bound(ctx, ir, parent, "lowerBoundMap");
                    let ub = constant_bound(ctx, ir, parent, "upperBoundMap");
                    let step = step_of(ctx, ir, parent).unwrap_or(1);
                    if lb.is_some() || ub.is_some() {
                        info.iv_bounds = Some((lb, ub, step));
                    }
                }
            } else if op_is(ctx, ir, parent, "affine.parallel") {
                info.kind = Kind::DimOnly;
            }
        }
    }
    info
}

/// A map's or set's expressions and inputs, as `canonicalizeMapOrSetAndOperands`
/// works on them.
struct Exprs {
    num_dims: usize,
    num_symbols: usize,
    exprs: Vec<AffineExpr>,
}

impl Exprs {
    /// MLIR's `replaceDimsAndSymbols` to `num_dims` dimensions and `num_symbols`
    /// symbols.
    fn replace(&mut self, dims: &[AffineExpr], syms: &[AffineExpr], nd: usize, ns: usize) {
        for e in &mut self.exprs {
            *e = e.replace_dims_and_symbols(dims, syms);
        }
        self.num_dims = nd;
        self.num_symbols = ns;
    }
}

/// MLIR's `canonicalizeMapOrSetAndOperands`, every operand's info known (`None`
/// otherwise, nothing changed).
fn canonicalize(m: &mut Exprs, operands: &mut Vec<Value>, infos: &Infos) -> Option<()> {
    if operands.is_empty() {
        return Some(());
    }
    if m.num_dims + m.num_symbols != operands.len() {
        return None;
    }
    let kind = |v: &Value| infos.get(v).map_or(Kind::Unknown, |i| i.kind);
    if operands.iter().any(|v| kind(v) == Kind::Unknown) {
        return None;
    }
    // canonicalizePromotedSymbols.
    let (nd, ns) = (m.num_dims, m.num_symbols);
    let mut result = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut dim_remap = Vec::with_capacity(nd);
    for (i, &v) in operands.iter().enumerate() {
        if i < nd {
            if kind(&v) == Kind::Symbol {
                dim_remap.push(AffineExpr::Symbol(ns + promoted.len()));
                promoted.push(v);
            } else {
                dim_remap.push(AffineExpr::Dim(result.len()));
                result.push(v);
            }
        } else {
            result.push(v);
        }
    }
    let next_dim = nd - promoted.len();
    let num_promoted = promoted.len();
    result.extend(promoted);
    *operands = result;
    m.replace(&dim_remap, &[], next_dim, ns + num_promoted);

    // legalizeDemotedDims.
    let (nd, ns) = (m.num_dims, m.num_symbols);
    let mut result: Vec<Value> = operands[..nd].to_vec();
    let mut demoted = Vec::new();
    let mut sym_ops = Vec::new();
    let mut sym_remap = Vec::with_capacity(ns);
    for &v in &operands[nd..] {
        if kind(&v) == Kind::DimOnly {
            sym_remap.push(AffineExpr::Dim(nd + demoted.len()));
            demoted.push(v);
        } else {
            sym_remap.push(AffineExpr::Symbol(sym_ops.len()));
            sym_ops.push(v);
        }
    }
    let (num_demoted, num_syms) = (demoted.len(), sym_ops.len());
    result.extend(demoted);
    result.extend(sym_ops);
    *operands = result;
    m.replace(&[], &sym_remap, nd + num_demoted, num_syms);

    // Used dimensions and symbols, duplicates, constant symbols.
    let (nd, ns) = (m.num_dims, m.num_symbols);
    let mut used_dims = vec![false; nd];
    let mut used_syms = vec![false; ns];
    for e in &m.exprs {
        e.walk(&mut |e| match e {
            AffineExpr::Dim(i) if *i < nd => used_dims[*i] = true,
            AffineExpr::Symbol(i) if *i < ns => used_syms[*i] = true,
            _ => {}
        });
    }
    let mut result = Vec::with_capacity(operands.len());
    let mut seen: FxHashMap<Value, AffineExpr> = FxHashMap::default();
    let mut dim_remap: Vec<AffineExpr> = (0..nd).map(AffineExpr::Dim).collect();
    let mut next_dim = 0;
    for i in 0..nd {
        if !used_dims[i] {
            continue;
        }
        let v = operands[i];
        dim_remap[i] = seen
            .entry(v)
            .or_insert_with(|| {
                next_dim += 1;
                result.push(v);
                AffineExpr::Dim(next_dim - 1)
            })
            .clone();
    }
    let mut seen: FxHashMap<Value, AffineExpr> = FxHashMap::default();
    let mut sym_remap: Vec<AffineExpr> = (0..ns).map(AffineExpr::Symbol).collect();
    let mut next_sym = 0;
    for i in 0..ns {
        if !used_syms[i] {
            continue;
        }
        let v = operands[nd + i];
        if let Some(c) = infos.get(&v).and_then(|i| i.int) {
            sym_remap[i] = AffineExpr::Constant(c);
            continue;
        }
        sym_remap[i] = seen
            .entry(v)
            .or_insert_with(|| {
                next_sym += 1;
                result.push(v);
                AffineExpr::Symbol(next_sym - 1)
            })
            .clone();
    }
    m.replace(&dim_remap, &sym_remap, next_dim, next_sym);
    *operands = result;
    Some(())
}

/// The flat form of a linear expression (MLIR's `SimpleAffineExprFlattener` on a
/// pure affine expression without divisions or modulo): the coefficients of the
/// dimensions, then the symbols, then the constant term; `None` when it is not such
/// an expression or a coefficient overflows.
fn flatten(e: &AffineExpr, nd: usize, ns: usize) -> Option<Vec<i64>> {
    let mut v = vec![0i64; nd + ns + 1];
    match e {
        AffineExpr::Constant(c) => v[nd + ns] = *c,
        AffineExpr::Dim(i) => *v.get_mut(*i).filter(|_| *i < nd)? = 1,
        AffineExpr::Symbol(i) => *v.get_mut(nd + *i).filter(|_| *i < ns)? = 1,
        AffineExpr::Binary(AffineBinOp::Add, l, r) => {
            let (a, b) = (flatten(l, nd, ns)?, flatten(r, nd, ns)?);
            for (x, (p, q)) in v.iter_mut().zip(a.iter().zip(&b)) {
                *x = p.checked_add(*q)?;
            }
        }
        AffineExpr::Binary(AffineBinOp::Mul, l, r) => {
            let (a, b) = (flatten(l, nd, ns)?, flatten(r, nd, ns)?);
            let constant = |f: &[i64]| f[..nd + ns].iter().all(|&c| c == 0);
            let (k, other) = if constant(&b) {
                (b[nd + ns], a)
            } else if constant(&a) {
                (a[nd + ns], b)
            } else {
                return None;
            };
            for (x, p) in v.iter_mut().zip(&other) {
                *x = p.checked_mul(k)?;
            }
        }
        AffineExpr::Binary(..) => return None,
    }
    Some(v)
}

/// MLIR's `getAffineExprFromFlatForm` of a flat form without local variables.
fn from_flat(flat: &[i64], nd: usize) -> AffineExpr {
    let n = flat.len() - 1;
    let mut e = AffineExpr::Constant(0);
    for (j, &c) in flat[..n].iter().enumerate() {
        if c == 0 {
            continue;
        }
        let id = if j < nd {
            AffineExpr::Dim(j)
        } else {
            AffineExpr::Symbol(j - nd)
        };
        e = AffineExpr::add(e, AffineExpr::mul(id, AffineExpr::Constant(c)));
    }
    if flat[n] != 0 {
        e = AffineExpr::add(e, AffineExpr::Constant(flat[n]));
    }
    e
}

/// MLIR's `simplifyAffineMap`, for maps of linear results (`None` otherwise).
fn simplify_map(m: &mut Exprs) -> Option<()> {
    for e in &mut m.exprs {
        let flat = flatten(e, m.num_dims, m.num_symbols)?;
        *e = from_flat(&flat, m.num_dims);
    }
    Some(())
}

/// The constant bounds `(lower, upper)` of an induction variable's values: MLIR's
/// `getLowerBound` / `getUpperBound` (`None` when MLIR 19's upper bound, `ub - 1`,
/// may differ from the later one refined by the step: the caller does not decide).
fn iv_range(b: (Option<i64>, Option<i64>, i64)) -> Option<(Option<i64>, Option<i64>)> {
    let (lb, ub, step) = b;
    if let (Some(l), Some(u)) = (lb, ub) {
        let span = u.checked_sub(l)?.checked_sub(1)?;
        if step != 1 && (step <= 0 || span % step != 0) {
            return None;
        }
    }
    Some((lb, ub.and_then(|u| u.checked_sub(1))))
}

/// MLIR's `getBoundForAffineExpr` of a linear expression: its flat form with each
/// input's lower or upper bound (`Ok(None)` when one is missing, `Err` on overflow).
fn linear_bound(
    flat: &[i64],
    lowers: &[Option<i64>],
    uppers: &[Option<i64>],
    upper: bool,
) -> Result<Option<i64>, ()> {
    let n = flat.len() - 1;
    let mut bound = 0i64;
    for (i, &c) in flat[..n].iter().enumerate() {
        if c == 0 {
            continue;
        }
        let b = if (c > 0) == upper {
            uppers[i]
        } else {
            lowers[i]
        };
        let Some(b) = b else {
            return Ok(None);
        };
        bound = b
            .checked_mul(c)
            .and_then(|t| bound.checked_add(t))
            .ok_or(())?;
    }
    bound.checked_add(flat[n]).map(Some).ok_or(())
}

/// MLIR's `simplifyMinOrMaxExprWithOperands` where it can be decided (`None`
/// otherwise).
fn simplify_min_max(m: &mut Exprs, operands: &[Value], infos: &Infos, is_max: bool) -> Option<()> {
    if operands.is_empty() {
        return Some(());
    }
    let (nd, ns) = (m.num_dims, m.num_symbols);
    if operands.len() != nd + ns {
        return None;
    }
    // The operands' constant bounds (those of induction variables).
    let mut op_lowers = Vec::with_capacity(operands.len());
    let mut op_uppers = Vec::with_capacity(operands.len());
    for v in operands {
        let (l, u) = match infos.get(v).and_then(|i| i.iv_bounds) {
            Some(b) => iv_range(b)?,
            None => (None, None),
        };
        op_lowers.push(l);
        op_uppers.push(u);
    }
    let any_bound = |e: &AffineExpr| {
        let mut found = false;
        e.walk(&mut |s| {
            let i = match s {
                AffineExpr::Dim(i) => *i,
                AffineExpr::Symbol(i) => nd + *i,
                _ => return,
            };
            found |= op_lowers.get(i).is_some_and(|b| b.is_some())
                || op_uppers.get(i).is_some_and(|b| b.is_some());
        });
        found
    };
    let mut lowers = Vec::with_capacity(m.exprs.len());
    let mut uppers = Vec::with_capacity(m.exprs.len());
    for e in &m.exprs {
        if let Some(c) = e.constant() {
            lowers.push(Some(c));
            uppers.push(Some(c));
            continue;
        }
        match flatten(e, nd, ns) {
            Some(flat) => {
                lowers.push(linear_bound(&flat, &op_lowers, &op_uppers, false).ok()?);
                uppers.push(linear_bound(&flat, &op_lowers, &op_uppers, true).ok()?);
            }
            // A division or modulo: its bounds are not computed here; they matter only
            // beside other results or with bounded operands.
            None if m.exprs.len() == 1 && !any_bound(e) => {
                lowers.push(None);
                uppers.push(None);
            }
            None => return None,
        }
    }
    let n = m.exprs.len();
    let mut kept = Vec::with_capacity(n);
    for i in 0..n {
        let mut e = m.exprs[i].clone();
        if let (Some(l), Some(u)) = (lowers[i], uppers[i]) {
            if l == u {
                e = AffineExpr::Constant(l);
            }
        }
        let redundant = if is_max {
            match uppers[i] {
                None => false,
                Some(ui) => (0..n).any(|pos| {
                    let Some(other) = lowers[pos].filter(|_| pos != i) else {
                        return false;
                    };
                    if other > ui {
                        return true;
                    }
                    if other < ui {
                        return false;
                    }
                    !(uppers[pos].is_some()
                        && lowers[i].is_some()
                        && lowers[i] == uppers[i]
                        && Some(other) == uppers[pos]
                        && i < pos)
                }),
            }
        } else {
            match lowers[i] {
                None => false,
                Some(li) => (0..n).any(|pos| {
                    let Some(other) = uppers[pos].filter(|_| pos != i) else {
                        return false;
                    };
                    if other < li {
                        return true;
                    }
                    if other > li {
                        return false;
                    }
                    !(lowers[pos].is_some()
                        && uppers[i].is_some()
                        && lowers[i] == uppers[i]
                        && Some(other) == lowers[pos]
                        && i < pos)
                }),
            }
        };
        if !redundant {
            kept.push(e);
        }
    }
    m.exprs = kept;
    Some(())
}

/// MLIR's `replaceDimOrSym`: the dimension or symbol at `pos` replaced by the
/// expression of the `affine.apply` defining its operand (`Some(false)` when there is
/// none, `None` when it cannot be decided here).
fn replace_dim_or_sym(
    ctx: &Context,
    ir: &Ir,
    m: &mut Exprs,
    pos: usize,
    dims: &mut Vec<Option<Value>>,
    syms: &mut Vec<Option<Value>>,
    infos: &mut Infos,
) -> Option<bool> {
    let is_dim = pos < dims.len();
    let slot = if is_dim {
        &mut dims[pos]
    } else {
        &mut syms[pos - dims.len()]
    };
    let Some(v) = *slot else {
        return Some(false);
    };
    let Some(apply) = ir
        .defining_op(v)
        .filter(|&d| op_is(ctx, ir, d, "affine.apply"))
    else {
        return Some(false);
    };
    *slot = None;
    let map = AffineMap::from_attr(ctx, ir.attr_by_name(ctx, apply, "map")?)?;
    let mut apply_ops = ir.operands(apply).to_vec();
    if map.results.len() != 1 || map.num_inputs() != apply_ops.len() {
        return None;
    }
    for &o in &apply_ops {
        add_info(ctx, ir, infos, o);
    }
    let mut cm = Exprs {
        num_dims: map.num_dims,
        num_symbols: map.num_symbols,
        exprs: map.results,
    };
    canonicalize(&mut cm, &mut apply_ops, infos)?;
    let replacement = cm.exprs[0]
        .shift_dims(cm.num_dims, dims.len())
        .shift_symbols(cm.num_symbols, syms.len());
    dims.extend(apply_ops[..cm.num_dims].iter().map(|&v| Some(v)));
    syms.extend(apply_ops[cm.num_dims..].iter().map(|&v| Some(v)));
    let (nd, ns) = (m.num_dims, m.num_symbols);
    let mut dim_repl: Vec<AffineExpr> = (0..nd).map(AffineExpr::Dim).collect();
    let mut sym_repl: Vec<AffineExpr> = (0..ns).map(AffineExpr::Symbol).collect();
    if is_dim {
        *dim_repl.get_mut(pos)? = replacement;
    } else {
        *sym_repl.get_mut(pos - nd)? = replacement;
    }
    m.replace(&dim_repl, &sym_repl, dims.len(), syms.len());
    Some(true)
}

/// MLIR's `composeAffineMapAndOperands`: the `affine.apply` ops defining operands
/// composed into the map until none is left, then `canonicalizeMapAndOperands` and
/// `simplifyAffineMap` (`None` when it cannot be decided here).
fn compose(
    ctx: &Context,
    ir: &Ir,
    m: &mut Exprs,
    operands: &mut Vec<Value>,
    infos: &mut Infos,
) -> Option<()> {
    if !m.exprs.is_empty() {
        let nd = m.num_dims.min(operands.len());
        let mut dims: Vec<Option<Value>> = operands[..nd].iter().map(|&v| Some(v)).collect();
        let mut syms: Vec<Option<Value>> = operands[nd..].iter().map(|&v| Some(v)).collect();
        // Each round takes one `affine.apply` away; the IR is finite, but a bound
        // keeps a malformed chain from looping.
        for _ in 0..1024 {
            let mut changed = false;
            for pos in 0..dims.len() + syms.len() {
                if replace_dim_or_sym(ctx, ir, m, pos, &mut dims, &mut syms, infos)? {
                    changed = true;
                    break;
                }
            }
            if !changed {
                break;
            }
        }
        operands.clear();
        let (mut nd, mut ns) = (0, 0);
        let mut dim_repl = Vec::with_capacity(dims.len());
        for d in &dims {
            match d {
                Some(v) => {
                    dim_repl.push(AffineExpr::Dim(nd));
                    nd += 1;
                    operands.push(*v);
                }
                None => dim_repl.push(AffineExpr::Constant(0)),
            }
        }
        let mut sym_repl = Vec::with_capacity(syms.len());
        for s in &syms {
            match s {
                Some(v) => {
                    sym_repl.push(AffineExpr::Symbol(ns));
                    ns += 1;
                    operands.push(*v);
                }
                None => sym_repl.push(AffineExpr::Constant(0)),
            }
        }
        m.replace(&dim_repl, &sym_repl, nd, ns);
    }
    canonicalize(m, operands, infos)?;
    simplify_map(m)
}

/// A bound: its map and operands.
#[derive(Clone, Debug, PartialEq)]
struct Bound {
    map: AffineMap,
    operands: Vec<Value>,
}

impl Bound {
    fn exprs(&self) -> Exprs {
        Exprs {
            num_dims: self.map.num_dims,
            num_symbols: self.map.num_symbols,
            exprs: self.map.results.clone(),
        }
    }
}

fn to_map(m: Exprs) -> AffineMap {
    AffineMap::new(m.num_dims, m.num_symbols, m.exprs)
}

/// MLIR's `foldLoopBounds` for one bound: the constant map of the max (`lower`) or
/// min of its results, when every one folds on the constant operands.
fn fold_bound(b: &Bound, ints: &[Option<i64>], lower: bool) -> Option<Bound> {
    if b.map.single_constant().is_some() || b.map.results.is_empty() {
        return None;
    }
    let (_, values, _) = partial_constant_fold(&b.map, ints);
    let values = values?;
    let v = if lower {
        values.iter().max()
    } else {
        values.iter().min()
    };
    Some(Bound {
        map: AffineMap::constant(*v?),
        operands: Vec::new(),
    })
}

/// MLIR's `canonicalizeLoopBounds`, where it can be decided: the new bounds.
fn canonicalize_bounds(
    ctx: &Context,
    ir: &Ir,
    lb: &Bound,
    ub: &Bound,
    infos: &mut Infos,
) -> Option<(Bound, Bound)> {
    let mut lb_ops = lb.operands.clone();
    let mut ub_ops = ub.operands.clone();
    let mut lbm = lb.exprs();
    let mut ubm = ub.exprs();
    compose(ctx, ir, &mut lbm, &mut lb_ops, infos)?;
    canonicalize(&mut lbm, &mut lb_ops, infos)?;
    simplify_min_max(&mut lbm, &lb_ops, infos, true)?;
    simplify_min_max(&mut ubm, &ub_ops, infos, false)?;
    lbm.exprs.dedup();
    compose(ctx, ir, &mut ubm, &mut ub_ops, infos)?;
    canonicalize(&mut ubm, &mut ub_ops, infos)?;
    ubm.exprs.dedup();
    // MLIR asserts bound maps keep a result; a map that lost them is not set.
    if lbm.exprs.is_empty() || ubm.exprs.is_empty() {
        return None;
    }
    Some((
        Bound {
            map: to_map(lbm),
            operands: lb_ops,
        },
        Bound {
            map: to_map(ubm),
            operands: ub_ops,
        },
    ))
}

/// `AffineForOp::fold`.
fn fold_for(f: &mut Folding<'_>) -> FoldOutcome {
    let ctx = f.ctx_ref();
    let (Some(lb_attr), Some(ub_attr), Some(seg)) = (
        f.attr("lowerBoundMap"),
        f.attr("upperBoundMap"),
        f.attr("operandSegmentSizes"),
    ) else {
        return FoldOutcome::Failed;
    };
    let (Some(lb_map), Some(ub_map), Some(seg)) = (
        AffineMap::from_attr(ctx, lb_attr),
        AffineMap::from_attr(ctx, ub_attr),
        dense_array_values(ctx, seg),
    ) else {
        return FoldOutcome::Failed;
    };
    let Some(step) = f.attr("step").and_then(|s| ctx.integer_attr_value(s)) else {
        return FoldOutcome::Failed;
    };
    let [n_lb, n_ub, n_inits] = seg[..] else {
        return FoldOutcome::Failed;
    };
    let (Ok(n_lb), Ok(n_ub), Ok(n_inits)) = (
        usize::try_from(n_lb),
        usize::try_from(n_ub),
        usize::try_from(n_inits),
    ) else {
        return FoldOutcome::Failed;
    };
    let n = f.num_operands();
    if n_lb.checked_add(n_ub).and_then(|s| s.checked_add(n_inits)) != Some(n)
        || lb_map.num_inputs() != n_lb
        || ub_map.num_inputs() != n_ub
        || lb_map.results.is_empty()
        || ub_map.results.is_empty()
        || f.ir().num_results(f.op()) != n_inits
    {
        return FoldOutcome::Failed;
    }
    let operands: Vec<Value> = (0..n).map(|i| f.operand(i)).collect();
    let mut infos = Infos::default();
    for (i, &v) in operands.iter().enumerate().take(n_lb + n_ub) {
        let info = info_of(f, i);
        infos.insert(v, info);
    }
    let ints = |b: &Bound| -> Vec<Option<i64>> {
        b.operands
            .iter()
            .map(|v| infos.get(v).and_then(|i| i.int))
            .collect()
    };
    let orig_lb = Bound {
        map: lb_map,
        operands: operands[..n_lb].to_vec(),
    };
    let orig_ub = Bound {
        map: ub_map,
        operands: operands[n_lb..n_lb + n_ub].to_vec(),
    };
    let inits = operands[n_lb + n_ub..].to_vec();
    let mut lb = orig_lb.clone();
    let mut ub = orig_ub.clone();
    if let Some(b) = fold_bound(&lb, &ints(&lb), true) {
        lb = b;
    }
    if let Some(b) = fold_bound(&ub, &ints(&ub), false) {
        ub = b;
    }
    if let Some((new_lb, new_ub)) = canonicalize_bounds(f.ctx_ref(), f.ir(), &lb, &ub, &mut infos) {
        // Any change of the canonicalization changes a map.
        if new_lb.map != lb.map {
            lb = new_lb;
        }
        if new_ub.map != ub.map {
            ub = new_ub;
        }
    }
    let mut outcome = FoldOutcome::Failed;
    if lb != orig_lb || ub != orig_ub {
        let mut all = lb.operands.clone();
        all.extend_from_slice(&ub.operands);
        all.extend_from_slice(&inits);
        let sizes = [lb.operands.len(), ub.operands.len(), n_inits].map(|s| s as i64);
        let ctx = f.ctx();
        let (lb_attr, ub_attr) = (lb.map.to_attr(ctx), ub.map.to_attr(ctx));
        let seg = dense_array(ctx, "i32", &sizes);
        f.set_operands(&all);
        f.set_attr("lowerBoundMap", lb_attr);
        f.set_attr("upperBoundMap", ub_attr);
        f.set_attr("operandSegmentSizes", seg);
        outcome = FoldOutcome::InPlace;
    }
    // hasTrivialZeroTripCount, for a loop with results.
    if let (Some(l), Some(u)) = (lb.map.single_constant(), ub.map.single_constant()) {
        if step > 0 && n_inits > 0 && i128::from(u) - i128::from(l) <= 0 {
            for &v in &inits {
                f.push(OpFoldResult::Value(v));
            }
            return FoldOutcome::Folded;
        }
    }
    outcome
}

/// `AffineIfOp::fold`: the set canonicalized with its operands.
fn fold_if(f: &mut Folding<'_>) -> FoldOutcome {
    let Some(cond) = f.attr("condition") else {
        return FoldOutcome::Failed;
    };
    let Some(set) = IntegerSet::from_attr(f.ctx_ref(), cond) else {
        return FoldOutcome::Failed;
    };
    let n = f.num_operands();
    if set.num_inputs() != n {
        return FoldOutcome::Failed;
    }
    let operands: Vec<Value> = (0..n).map(|i| f.operand(i)).collect();
    let mut infos = Infos::default();
    for (i, &v) in operands.iter().enumerate() {
        let info = info_of(f, i);
        infos.insert(v, info);
    }
    let mut m = Exprs {
        num_dims: set.num_dims,
        num_symbols: set.num_symbols,
        exprs: set.constraints.iter().map(|c| c.0.clone()).collect(),
    };
    let mut new_operands = operands.clone();
    // composeSetAndOperands (only with an `affine.apply` operand), then
    // canonicalizeSetAndOperands.
    if infos.values().any(|i| i.apply)
        && compose(f.ctx_ref(), f.ir(), &mut m, &mut new_operands, &mut infos).is_none()
    {
        return FoldOutcome::Failed;
    }
    if canonicalize(&mut m, &mut new_operands, &infos).is_none() {
        return FoldOutcome::Failed;
    }
    let new_set = IntegerSet {
        num_dims: m.num_dims,
        num_symbols: m.num_symbols,
        constraints: m
            .exprs
            .into_iter()
            .zip(set.constraints.iter().map(|c| c.1))
            .collect(),
    };
    if new_set == set && new_operands == operands {
        return FoldOutcome::Failed;
    }
    let attr = new_set.to_attr(f.ctx());
    f.set_operands(&new_operands);
    f.set_attr("condition", attr);
    FoldOutcome::InPlace
}

/// An attribute's map, for the tests.
#[cfg(test)]
fn map(text: &str) -> AffineMap {
    AffineMap::from_text(text).expect("a map")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_results_simplify_as_the_flattener_rebuilds_them() {
        let mut m = map("(d0, d1)[s0] -> (d1 + d0, s0 + d0 * 2 + 3)").exprs_of();
        simplify_map(&mut m).unwrap();
        assert_eq!(
            to_map(m).to_string(),
            "(d0, d1)[s0] -> (d0 + d1, d0 * 2 + s0 + 3)"
        );
        let mut m = map("(d0) -> (d0 mod 4)").exprs_of();
        assert!(simplify_map(&mut m).is_none());
    }

    #[test]
    fn constant_bounds_fold_to_their_max_or_min() {
        let b = Bound {
            map: map("(d0)[s0] -> (d0, s0 + 2)"),
            operands: Vec::new(),
        };
        let lower = fold_bound(&b, &[Some(3), Some(4)], true).unwrap();
        assert_eq!(lower.map, AffineMap::constant(6));
        let upper = fold_bound(&b, &[Some(3), Some(4)], false).unwrap();
        assert_eq!(upper.map, AffineMap::constant(3));
        assert!(fold_bound(&b, &[Some(3), None], true).is_none());
        // Poison does not fold.
        let b = Bound {
            map: map("(d0) -> (d0 floordiv 0)"),
            operands: Vec::new(),
        };
        assert!(fold_bound(&b, &[Some(3)], true).is_none());
    }

    #[test]
    fn iv_ranges_are_decided_only_when_both_formulas_agree() {
        assert_eq!(iv_range((Some(0), Some(10), 1)), Some((Some(0), Some(9))));
        assert_eq!(iv_range((Some(0), Some(9), 4)), Some((Some(0), Some(8))));
        assert_eq!(iv_range((Some(0), Some(10), 4)), None);
        assert_eq!(iv_range((None, Some(4), 4)), Some((None, Some(3))));
        assert_eq!(iv_range((Some(5), Some(1), 2)), None);
    }

    impl AffineMap {
        fn exprs_of(&self) -> Exprs {
            Exprs {
                num_dims: self.num_dims,
                num_symbols: self.num_symbols,
                exprs: self.results.clone(),
            }
        }
    }
}

#[cfg(test)]
mod robustness {
    use crate::fold::fold_op;
    use crate::{Context, Ir};

    /// Malformed `affine.for` and `affine.if` ops (attributes missing or of another
    /// kind, segment sizes and maps that do not match the operands, operands of other
    /// types, `affine.apply` operands of odd maps) fold without panicking.
    #[test]
    fn malformed_loops_and_ifs_do_not_panic() {
        let mut ctx = Context::new();
        for d in ["arith", "affine"] {
            super::super::register_for(&mut ctx, d);
        }
        let maps = [
            "affine_map<() -> (0)>",
            "affine_map<(d0) -> (d0)>",
            "affine_map<()[s0] -> (s0, 4)>",
            "affine_map<(d0)[s0] -> (d0 mod s0, d0 floordiv 0)>",
            "affine_map<(d0, d1) -> ()>",
            "3 : i32",
            "affine_set<(d0, d1) : (d0 - d1 >= 0)>",
        ];
        let segments = [
            "array<i32: 0, 0, 0>",
            "array<i32: 1, 1, 0>",
            "array<i32: 1, 0, 1>",
            "array<i32: -1, 2, 0>",
            "array<i32: 2, 1>",
            "4 : i64",
        ];
        let operand_lists = [
            ("", ""),
            ("%c", "index"),
            ("%c, %p", "index, index"),
            ("%c, %c", "index, index"),
            ("%q, %c", "index, index"),
            ("%p, %c, %x", "index, index, i32"),
        ];
        let (mut parsed, mut changed) = (0, 0);
        for lb in maps {
            for ub in maps {
                for seg in segments {
                    for (operands, types) in operand_lists {
                        for (op, scope) in [
                            ("for", "func.func"),
                            ("for", "u.func"),
                            ("if", "func.func"),
                            ("if", "u.func"),
                        ] {
                            let attrs = if op == "for" {
                                format!("lowerBoundMap = {lb}, upperBoundMap = {ub}, operandSegmentSizes = {seg}, step = 1 : index")
                            } else {
                                format!("condition = {lb}")
                            };
                            let text = format!(
                                r#""u.func"() ({{
                                   %c = "arith.constant"() {{value = 7 : index}} : () -> index
                                   %x = "u.x"() : () -> i32
                                   %q = "affine.apply"(%c) {{map = affine_map<(d0) -> (d0 * 2 + 1)>}} : (index) -> index
                                   %p = "affine.apply"(%c) {{map = affine_map<(d0) -> (d0 mod 0 + d0)>}} : (index) -> index
                                   "affine.{op}"({operands}) ({{
                                   ^bb0(%i: index):
                                     "u.use"(%i) : (index) -> ()
                                   }}) {{{attrs}}} : ({types}) -> ()
                                   }}) : () -> ()"#
                            )
                            .replace("u.func", scope);
                            let mut ir = Ir::new();
                            if ir.parse_source(&mut ctx, &text).is_err() {
                                continue;
                            }
                            let top: Vec<_> = ir.block_ops(ir.top_block()).collect();
                            let Some(body) =
                                ir.regions(top[0]).first().and_then(|&r| ir.region_entry(r))
                            else {
                                continue;
                            };
                            let ops: Vec<_> = ir.block_ops(body).collect();
                            let mut results = Vec::new();
                            if fold_op(&mut ctx, &mut ir, ops[4], &mut results)
                                != crate::fold::FoldOutcome::Failed
                            {
                                changed += 1;
                            }
                            parsed += 1;
                        }
                    }
                }
            }
        }
        assert!(
            parsed > 100 && changed > 4,
            "{parsed} ops parsed, {changed} folded"
        );
    }
}
