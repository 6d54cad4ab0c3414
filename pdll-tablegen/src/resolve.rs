//! Substitution of variables (LLVM's resolvers: map, record, shadow,
//! track-unresolved, has-reference) and `Init::resolveReferences`, which
//! substitutes through a value and folds what changed (the folding is in
//! [`crate::fold`]).

use rustc_hash::FxHashMap;

use crate::fold::{
    fold_bin, fold_cond, fold_exists, fold_field, fold_foldl, fold_isa, fold_tern, fold_un,
    instantiate, mk_field,
};
use crate::init::{Context, InitId, Node, RecId, TernOp, UnOp};

/// Maps variable names to values during resolution.
pub(crate) trait Resolver {
    /// The value of variable `var`, if this resolver knows it.
    fn resolve(&mut self, cx: &mut Context, var: InitId) -> Option<InitId>;
    /// The record being resolved, for self-references and error locations.
    fn cur_rec(&self) -> Option<RecId>;
    /// Whether this is the last resolution (self-references may be closed).
    fn is_final(&self) -> bool {
        false
    }
    /// Whether `?` bits leave the original bit reference in place.
    fn keep_unset_bits(&self) -> bool {
        false
    }
}

/// Substitutes a fixed set of variables (LLVM's MapResolver).
pub(crate) struct MapResolver {
    map: FxHashMap<InitId, (InitId, bool)>,
    cur: Option<RecId>,
    pub is_final: bool,
}

impl MapResolver {
    pub fn new(cur: Option<RecId>) -> MapResolver {
        MapResolver {
            map: FxHashMap::default(),
            cur,
            is_final: false,
        }
    }

    pub fn set(&mut self, key: InitId, value: InitId) {
        self.map.insert(key, (value, false));
    }
}

impl Resolver for MapResolver {
    fn resolve(&mut self, cx: &mut Context, var: InitId) -> Option<InitId> {
        let (v, done) = *self.map.get(&var)?;
        if !done && self.map.len() > 1 {
            self.map.remove(&var);
            let nv = resolve(cx, v, self);
            self.map.insert(var, (nv, true));
            return Some(nv);
        }
        Some(v)
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.cur
    }
    fn is_final(&self) -> bool {
        self.is_final
    }
}

/// Resolves references to a record's own fields (LLVM's RecordResolver).
pub(crate) struct RecordResolver {
    rec: RecId,
    name: Option<InitId>,
    cache: FxHashMap<InitId, Option<InitId>>,
    stack: Vec<InitId>,
}

impl RecordResolver {
    pub fn new(rec: RecId, name: Option<InitId>) -> RecordResolver {
        RecordResolver {
            rec,
            name,
            cache: FxHashMap::default(),
            stack: Vec::new(),
        }
    }
}

impl Resolver for RecordResolver {
    fn resolve(&mut self, cx: &mut Context, var: InitId) -> Option<InitId> {
        if let Some(Some(v)) = self.cache.get(&var) {
            return Some(*v);
        }
        if self.stack.contains(&var) {
            return None;
        }
        let mut val = None;
        if let Some(rv) = cx.rec(self.rec).value(var) {
            let v = rv.value;
            if !cx.is_unset(v) {
                self.stack.push(var);
                val = Some(resolve(cx, v, self));
                self.stack.pop();
            }
        } else if let Some(n) = self.name {
            if var == cx.rec(self.rec).name {
                self.stack.push(var);
                val = Some(resolve(cx, n, self));
                self.stack.pop();
            }
        }
        self.cache.insert(var, val);
        val
    }
    fn cur_rec(&self) -> Option<RecId> {
        Some(self.rec)
    }
    fn is_final(&self) -> bool {
        true
    }
    fn keep_unset_bits(&self) -> bool {
        true
    }
}

/// Hides some variables from an inner resolver (loop variables of `!foreach`).
struct ShadowResolver<'a> {
    inner: &'a mut dyn Resolver,
    shadowed: Vec<InitId>,
}

impl Resolver for ShadowResolver<'_> {
    fn resolve(&mut self, cx: &mut Context, var: InitId) -> Option<InitId> {
        if self.shadowed.contains(&var) {
            return None;
        }
        self.inner.resolve(cx, var)
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.inner.cur_rec()
    }
    fn is_final(&self) -> bool {
        self.inner.is_final()
    }
}

/// Delegates and records whether some variable stayed unresolved.
pub(crate) struct TrackUnresolved<'a> {
    /// The resolver delegated to (none: only record what is unresolved).
    pub inner: Option<&'a mut dyn Resolver>,
    pub found_unresolved: bool,
}

impl Resolver for TrackUnresolved<'_> {
    fn resolve(&mut self, cx: &mut Context, var: InitId) -> Option<InitId> {
        let mut out = None;
        if let Some(r) = self.inner.as_mut() {
            out = r.resolve(cx, var);
            if let Some(v) = out {
                if !self.found_unresolved {
                    let mut sub = TrackUnresolved {
                        inner: None,
                        found_unresolved: false,
                    };
                    resolve(cx, v, &mut sub);
                    self.found_unresolved |= sub.found_unresolved;
                }
            }
        }
        if out.is_none() {
            self.found_unresolved = true;
        }
        out
    }
    fn cur_rec(&self) -> Option<RecId> {
        self.inner.as_ref().and_then(|r| r.cur_rec())
    }
}

/// Records whether a given variable is referenced.
pub(crate) struct HasReference {
    pub target: InitId,
    pub found: bool,
}

impl Resolver for HasReference {
    fn resolve(&mut self, _cx: &mut Context, var: InitId) -> Option<InitId> {
        if var == self.target {
            self.found = true;
        }
        None
    }
    fn cur_rec(&self) -> Option<RecId> {
        None
    }
}

/// `Init::resolveReferences`.
pub(crate) fn resolve(cx: &mut Context, i: InitId, r: &mut dyn Resolver) -> InitId {
    // Leaves are the common case: answer them without copying the node.
    if matches!(
        cx.node(i),
        Node::Unset | Node::Bit(_) | Node::Int(_) | Node::Str(..) | Node::Def(_)
    ) {
        return i;
    }
    if let Node::Var(name, _) = *cx.node(i) {
        return r.resolve(cx, name).unwrap_or(i);
    }
    let n = cx.node(i).clone();
    match n {
        Node::Unset | Node::Bit(_) | Node::Int(_) | Node::Str(..) | Node::Def(_) => i,
        Node::Arg(v, aux) => {
            let nv = resolve(cx, v, r);
            if nv != v {
                cx.mk(Node::Arg(nv, aux))
            } else {
                i
            }
        }
        Node::AnonName(k) => {
            let new = r.resolve(cx, i).unwrap_or(i);
            if r.is_final() {
                if let Node::AnonName(_) = cx.node(new) {
                    let _ = k;
                    let s = cx.as_string(new);
                    return cx.string(&s);
                }
            }
            new
        }
        Node::Bits(bs) => {
            let mut changed = false;
            let mut out = Vec::with_capacity(bs.len());
            let mut cached: Option<(InitId, InitId)> = None;
            for &cur in bs.iter() {
                let mut nb = if let Node::VarBit(var, b) = cx.node(cur).clone() {
                    let resolved = match cached {
                        Some((k, v)) if k == var => v,
                        _ => {
                            let v = resolve(cx, var, r);
                            cached = Some((var, v));
                            v
                        }
                    };
                    cx.get_bit(resolved, b)
                } else {
                    let v = resolve(cx, cur, r);
                    cx.get_bit(v, 0)
                };
                if cx.is_unset(nb) && r.keep_unset_bits() {
                    nb = cur;
                }
                changed |= nb != cur;
                out.push(nb);
            }
            if changed {
                cx.mk(Node::Bits(out.into()))
            } else {
                i
            }
        }
        Node::List(es, t) => {
            let mut changed = false;
            let mut out = Vec::with_capacity(es.len());
            for &e in es.iter() {
                let ne = resolve(cx, e, r);
                changed |= ne != e;
                out.push(ne);
            }
            if changed {
                cx.mk(Node::List(out.into(), t))
            } else {
                i
            }
        }
        Node::Un(op, a, t) => {
            let na = resolve(cx, a, r);
            if na != a || (r.is_final() && op == UnOp::Cast) {
                let u = cx.mk(Node::Un(op, na, t));
                fold_un(cx, u, r.cur_rec(), r.is_final())
            } else {
                i
            }
        }
        Node::Bin(op, a, b, t) => {
            let na = resolve(cx, a, r);
            let nb = resolve(cx, b, r);
            if na != a || nb != b {
                let u = cx.mk(Node::Bin(op, na, nb, t));
                fold_bin(cx, u, r.cur_rec())
            } else {
                i
            }
        }
        Node::Tern(op, a, b, c, t) => {
            let na = resolve(cx, a, r);
            if op == TernOp::If && na != a {
                let ti = cx.t_int;
                if let Some(v) = cx.convert(na, ti).and_then(|v| cx.int_of(v)) {
                    return if v != 0 {
                        resolve(cx, b, r)
                    } else {
                        resolve(cx, c, r)
                    };
                }
            }
            let nb = resolve(cx, b, r);
            let nc = if op == TernOp::Foreach || op == TernOp::Filter {
                let mut sr = ShadowResolver {
                    inner: r,
                    shadowed: vec![na],
                };
                resolve(cx, c, &mut sr)
            } else {
                resolve(cx, c, r)
            };
            if na != a || nb != b || nc != c {
                let u = cx.mk(Node::Tern(op, na, nb, nc, t));
                fold_tern(cx, u, r.cur_rec())
            } else {
                i
            }
        }
        Node::Cond(cs, vs, t) => {
            let mut changed = false;
            let mut ncs = Vec::with_capacity(cs.len());
            for &c in cs.iter() {
                let n = resolve(cx, c, r);
                changed |= n != c;
                ncs.push(n);
            }
            let mut nvs = Vec::with_capacity(vs.len());
            for &v in vs.iter() {
                let n = resolve(cx, v, r);
                changed |= n != v;
                nvs.push(n);
            }
            if changed {
                let u = cx.mk(Node::Cond(ncs.into(), nvs.into(), t));
                fold_cond(cx, u, r.cur_rec())
            } else {
                i
            }
        }
        Node::Fold(s, l, a, b, e, t) => {
            let ns = resolve(cx, s, r);
            let nl = resolve(cx, l, r);
            let ne = {
                let mut sr = ShadowResolver {
                    inner: r,
                    shadowed: vec![a, b],
                };
                resolve(cx, e, &mut sr)
            };
            if ns == s && nl == l && ne == e {
                return i;
            }
            let u = cx.mk(Node::Fold(ns, nl, a, b, ne, t));
            fold_foldl(cx, u, r.cur_rec())
        }
        Node::IsA(t, e) => {
            let ne = resolve(cx, e, r);
            if ne != e {
                let u = cx.mk(Node::IsA(t, ne));
                fold_isa(cx, u)
            } else {
                i
            }
        }
        Node::Exists(t, e) => {
            let ne = resolve(cx, e, r);
            if ne != e || r.is_final() {
                let u = cx.mk(Node::Exists(t, ne));
                fold_exists(cx, u, r.cur_rec(), r.is_final())
            } else {
                i
            }
        }
        Node::Var(name, _) => r.resolve(cx, name).unwrap_or(i),
        Node::VarBit(v, b) => {
            let nv = resolve(cx, v, r);
            if nv != v {
                cx.get_bit(nv, b)
            } else {
                i
            }
        }
        Node::VarDef(c, args) => {
            let mut ur = TrackUnresolved {
                inner: Some(r),
                found_unresolved: false,
            };
            let mut changed = false;
            let mut nargs = Vec::with_capacity(args.len());
            for &a in args.iter() {
                let na = resolve(cx, a, &mut ur);
                changed |= na != a;
                nargs.push(na);
            }
            if changed {
                let nv = cx.mk(Node::VarDef(c, nargs.into()));
                if !ur.found_unresolved {
                    return instantiate(cx, nv);
                }
                return nv;
            }
            i
        }
        Node::Field(rec, f, _) => {
            let nr = resolve(cx, rec, r);
            if nr != rec {
                let u = mk_field(cx, nr, f);
                fold_field(cx, u, r.cur_rec())
            } else {
                i
            }
        }
        Node::Dag(op, name, args, names) => {
            let mut changed = false;
            let mut nargs = Vec::with_capacity(args.len());
            for &a in args.iter() {
                let na = resolve(cx, a, r);
                changed |= na != a;
                nargs.push(na);
            }
            let nop = resolve(cx, op, r);
            if nop != op || changed {
                cx.mk(Node::Dag(nop, name, nargs.into(), names))
            } else {
                i
            }
        }
    }
}
