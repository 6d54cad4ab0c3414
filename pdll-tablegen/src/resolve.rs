//! Substitution of variables (resolvers) and constant folding of operators,
//! with TableGen's semantics: an operator folds as soon as its operands are
//! known, and stays symbolic (printed as written) otherwise.

use rustc_hash::FxHashMap;

use crate::init::{ArgAux, BinOp, Context, InitId, Node, RecId, TernOp, Ty, UnOp};
use crate::record::{add_super, resolve_record, resolve_record_final, Record};

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
    inner: Option<&'a mut dyn Resolver>,
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

fn rec_loc(cx: &Context, r: Option<RecId>) -> Option<crate::Loc> {
    r.map(|r| cx.rec(r).loc.clone())
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

/// `FieldInit::get`: the field's type comes from the record value's type.
pub(crate) fn mk_field(cx: &mut Context, rec: InitId, f: InitId) -> InitId {
    let t = cx.field_type(rec, f).unwrap_or(cx.t_any_rec);
    cx.mk(Node::Field(rec, f, t))
}

/// `FieldInit::Fold`.
pub(crate) fn fold_field(cx: &mut Context, i: InitId, cur: Option<RecId>) -> InitId {
    let Node::Field(rec, f, _) = cx.node(i).clone() else {
        return i;
    };
    if let Node::Def(d) = cx.node(rec).clone() {
        if Some(d) == cur {
            let msg = format!(
                "Attempting to access field '{}' of '{}' is a forbidden self-reference",
                cx.unquoted(f),
                cx.as_string(rec)
            );
            let loc = rec_loc(cx, cur);
            cx.error(loc, msg);
            return i;
        }
        if let Some(rv) = cx.rec(d).value(f) {
            let v = rv.value;
            if cx.is_concrete(v) {
                return v;
            }
        }
    }
    i
}

/// `VarDefInit::Fold`: instantiates `Class<args>` once all args are known.
pub(crate) fn fold_vardef(cx: &mut Context, i: InitId) -> InitId {
    if let Some(&d) = cx.vardef_inst.get(&i) {
        return d;
    }
    let Node::VarDef(_, args) = cx.node(i).clone() else {
        return i;
    };
    let mut tr = TrackUnresolved {
        inner: None,
        found_unresolved: false,
    };
    for a in args.iter() {
        resolve(cx, *a, &mut tr);
    }
    if !tr.found_unresolved {
        return instantiate(cx, i);
    }
    i
}

/// `VarDefInit::instantiate`: the anonymous def of `Class<args>`.
pub(crate) fn instantiate(cx: &mut Context, i: InitId) -> InitId {
    if let Some(&d) = cx.vardef_inst.get(&i) {
        return d;
    }
    let Node::VarDef(class, args) = cx.node(i).clone() else {
        return i;
    };
    if cx.inst_depth >= MAX_INSTANTIATION_DEPTH {
        if cx.errors.is_empty() {
            let loc = cx.rec(class).loc.clone();
            let msg = format!(
                "instantiation of '{}' nested deeper than {MAX_INSTANTIATION_DEPTH} levels (a class that instantiates itself?)",
                cx.as_string(i)
            );
            cx.error(Some(loc), msg);
        }
        return i;
    }
    cx.inst_depth += 1;
    let d = instantiate_new(cx, i, class, &args);
    cx.inst_depth -= 1;
    d
}

/// How deep `Class<args>` instantiations may nest.
const MAX_INSTANTIATION_DEPTH: u32 = 64;

fn instantiate_new(cx: &mut Context, i: InitId, class: RecId, args: &[InitId]) -> InitId {
    let name = cx.mk_anon_name();
    let cl = cx.rec(class);
    let mut rec = Record::new(name, cl.loc.clone(), false, true);
    rec.values = cl.values.clone();
    rec.assertions = cl.assertions.clone();
    let template_args = cl.template_args.clone();
    let cl_supers = cl.supers.clone();
    let cl_loc = cl.loc.clone();
    let nr = cx.add_record(rec);
    let mut mr = MapResolver::new(Some(nr));
    for ta in &template_args {
        if let Some(v) = cx.rec(nr).value(*ta) {
            mr.set(*ta, v.value);
        }
        cx.rec_mut(nr).remove_value(*ta);
    }
    for a in args.iter() {
        if let Node::Arg(v, aux) = cx.node(*a).clone() {
            match aux {
                ArgAux::Pos(k) => {
                    if let Some(ta) = template_args.get(k as usize) {
                        mr.set(*ta, v)
                    }
                }
                ArgAux::Named(n) => mr.set(n, v),
            }
        }
    }
    resolve_record(cx, nr, &mut mr, None);
    for (sc, loc) in cl_supers {
        add_super(cx, nr, sc, loc);
    }
    add_super(cx, nr, class, cl_loc);
    resolve_record_final(cx, nr, None);
    let nm = cx.rec_name_str(nr);
    cx.defs.insert(nm.into(), nr);
    check_assertions(cx, nr);
    let d = cx.def_init(nr);
    cx.vardef_inst.insert(i, d);
    d
}

/// `Record::checkRecordAssertions`.
pub(crate) fn check_assertions(cx: &mut Context, r: RecId) {
    let n = cx.rec(r).assertions.len();
    for k in 0..n {
        let a = cx.rec(r).assertions[k].clone();
        let mut rr = crate::resolve::RecordResolver::new(r, None);
        let c = resolve(cx, a.cond, &mut rr);
        let m = resolve(cx, a.message, &mut rr);
        check_assert(cx, a.loc, c, m);
    }
}

/// `CheckAssert`: reports a failed or unresolvable assertion.
pub(crate) fn check_assert(cx: &mut Context, loc: crate::Loc, cond: InitId, msg: InitId) {
    let ti = cx.t_int;
    match cx.convert(cond, ti).and_then(|v| cx.int_of(v)) {
        Some(0) => {
            let m = match cx.str_of(msg) {
                Some(s) => s.to_string(),
                None => "(assert message is not a string)".into(),
            };
            cx.error(Some(loc), format!("assertion failed: {m}"));
        }
        Some(_) => {}
        None => cx.error(
            Some(loc),
            "assert condition must of type bit, bits, or int.".to_string(),
        ),
    }
}

/// `UnOpInit::Fold`.
pub(crate) fn fold_un(cx: &mut Context, i: InitId, cur: Option<RecId>, is_final: bool) -> InitId {
    let Node::Un(op, lhs, t) = cx.node(i).clone() else {
        return i;
    };
    let ln = cx.node(lhs).clone();
    match op {
        UnOp::Repr => {
            if cx.is_concrete(lhs) {
                let s = if let Node::Def(d) = ln {
                    crate::print::record_text(cx, d)
                } else {
                    cx.as_string(lhs)
                };
                return cx.string(&s);
            }
        }
        UnOp::ToLower | UnOp::ToUpper => {
            if let Node::Str(s, _) = ln {
                let v = if op == UnOp::ToLower {
                    s.to_ascii_lowercase()
                } else {
                    s.to_ascii_uppercase()
                };
                return cx.string(&v);
            }
        }
        UnOp::Cast => {
            if *cx.ty_kind(t) == Ty::Str {
                if let Node::Str(..) = ln {
                    return lhs;
                }
                if let Node::Def(_) = ln {
                    let s = cx.as_string(lhs);
                    return cx.string(&s);
                }
                let ti = cx.t_int;
                if let Some(v) = cx.convert(lhs, ti).and_then(|v| cx.int_of(v)) {
                    return cx.string(&v.to_string());
                }
            } else if cx.is_rec_ty(t) {
                if let Node::Str(name, _) = &ln {
                    let mut d = cx.defs.get(&**name).copied();
                    if d.is_none() {
                        if let Some(c) = cur {
                            let cn = cx.rec(c).name;
                            let is_self = cn == lhs
                                || (matches!(cx.node(cn), Node::AnonName(_))
                                    && cx.as_string(cn) == **name);
                            if is_self {
                                if !is_final {
                                    return i;
                                }
                                d = Some(c);
                            }
                        }
                    }
                    let Some(d) = d else {
                        if is_final {
                            let loc = rec_loc(cx, cur);
                            cx.error(loc, format!("Undefined reference to record: '{name}'"));
                        }
                        return i;
                    };
                    let di = cx.def_init(d);
                    let dt = cx.type_of(di).unwrap_or(cx.t_any_rec);
                    if !cx.type_is_a(dt, t) {
                        let msg = format!(
                            "Expected type '{}', got '{}' in: {}",
                            cx.ty_str(t),
                            cx.ty_str(dt),
                            cx.as_string(i)
                        );
                        let loc = rec_loc(cx, cur);
                        cx.error(loc, msg);
                    }
                    return di;
                }
            }
            if let Some(c) = cx.convert(lhs, t) {
                return c;
            }
        }
        UnOp::Not => {
            let ti = cx.t_int;
            if let Some(v) = cx.convert(lhs, ti).and_then(|v| cx.int_of(v)) {
                return cx.int(if v != 0 { 0 } else { 1 });
            }
        }
        UnOp::Head => {
            if let Node::List(es, _) = ln {
                if let Some(e) = es.first() {
                    return *e;
                }
            }
        }
        UnOp::Tail => {
            if let Node::List(es, et) = ln {
                if !es.is_empty() {
                    return cx.mk(Node::List(es[1..].into(), et));
                }
            }
        }
        UnOp::Size => match ln {
            Node::List(es, _) => return cx.int(es.len() as i64),
            Node::Dag(_, _, a, _) => return cx.int(a.len() as i64),
            Node::Str(s, _) => return cx.int(s.len() as i64),
            _ => {}
        },
        UnOp::Empty => match ln {
            Node::List(es, _) => return cx.int(es.is_empty() as i64),
            Node::Dag(_, _, a, _) => return cx.int(a.is_empty() as i64),
            Node::Str(s, _) => return cx.int(s.is_empty() as i64),
            _ => {}
        },
        UnOp::GetDagOp => {
            if let Node::Dag(op, ..) = ln {
                if let Node::Def(_) = cx.node(op) {
                    let dt = cx.type_of(op).unwrap_or(cx.t_any_rec);
                    if !cx.type_is_a(dt, t) {
                        let msg = format!(
                            "Expected type '{}', got '{}' in: {}",
                            cx.ty_str(t),
                            cx.ty_str(dt),
                            cx.as_string(i)
                        );
                        let loc = rec_loc(cx, cur);
                        cx.error(loc, msg);
                        return i;
                    }
                    return op;
                }
                let loc = rec_loc(cx, cur);
                cx.error(loc, "Expected record as operator");
            }
        }
        UnOp::Log2 => {
            let ti = cx.t_int;
            if let Some(v) = cx.convert(lhs, ti).and_then(|v| cx.int_of(v)) {
                if v <= 0 {
                    let loc = rec_loc(cx, cur);
                    cx.error(
                        loc,
                        "Illegal operation: logtwo is undefined on arguments less than or equal to 0",
                    );
                } else {
                    return cx.int(63 - (v as u64).leading_zeros() as i64);
                }
            }
        }
    }
    i
}

fn concat_strs(cx: &mut Context, a: InitId, b: InitId) -> Option<InitId> {
    let (Node::Str(x, xc), Node::Str(y, yc)) = (cx.node(a).clone(), cx.node(b).clone()) else {
        return None;
    };
    let mut s = String::with_capacity(x.len() + y.len());
    s.push_str(&x);
    s.push_str(&y);
    // determineFormat: code as soon as either side is code.
    Some(cx.mk(Node::Str(s.into(), xc || yc)))
}

/// `BinOpInit::getStrConcat`.
pub(crate) fn str_concat(cx: &mut Context, a: InitId, b: InitId) -> InitId {
    if let Some(s) = concat_strs(cx, a, b) {
        return s;
    }
    let ts = cx.t_str;
    cx.mk(Node::Bin(BinOp::StrConcat, a, b, ts))
}

/// `BinOpInit::getListConcat`.
pub(crate) fn list_concat(cx: &mut Context, a: InitId, b: InitId) -> InitId {
    if let (Node::List(x, et), Node::List(y, _)) = (cx.node(a).clone(), cx.node(b).clone()) {
        let v: Vec<InitId> = x.iter().chain(y.iter()).copied().collect();
        return cx.mk(Node::List(v.into(), et));
    }
    let t = cx.type_of(a).unwrap_or(cx.t_any_rec);
    cx.mk(Node::Bin(BinOp::ListConcat, a, b, t))
}

fn compare(cx: &mut Context, op: BinOp, a: InitId, b: InitId) -> Option<bool> {
    let ti = cx.t_int;
    let ai = cx.convert(a, ti).and_then(|v| cx.int_of(v));
    let bi = cx.convert(b, ti).and_then(|v| cx.int_of(v));
    if let (Some(x), Some(y)) = (ai, bi) {
        return Some(cmp_op(op, x.cmp(&y)));
    }
    if let (Node::Str(x, _), Node::Str(y, _)) = (cx.node(a), cx.node(b)) {
        return Some(cmp_op(op, x.as_bytes().cmp(y.as_bytes())));
    }
    if matches!(op, BinOp::Eq | BinOp::Ne) {
        if let (Node::Def(x), Node::Def(y)) = (cx.node(a), cx.node(b)) {
            return Some((x == y) == (op == BinOp::Eq));
        }
    }
    None
}

fn cmp_op(op: BinOp, o: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match op {
        BinOp::Eq => o == Equal,
        BinOp::Ne => o != Equal,
        BinOp::Le => o != Greater,
        BinOp::Lt => o == Less,
        BinOp::Ge => o != Less,
        BinOp::Gt => o == Greater,
        _ => false,
    }
}

fn dag_arg_no(
    cx: &Context,
    args: &[Option<InitId>],
    nargs: usize,
    key: InitId,
) -> Result<usize, String> {
    match cx.node(key) {
        Node::Int(p) => {
            if *p < 0 {
                Err(format!("index {p} is negative"))
            } else if *p as usize >= nargs {
                Err(format!(
                    "index {p} is out of range (dag has {nargs} arguments)"
                ))
            } else {
                Ok(*p as usize)
            }
        }
        Node::Str(s, _) => args
            .iter()
            .position(|n| n.and_then(|n| cx.str_of(n)) == Some(&**s))
            .ok_or_else(|| format!("key '{s}' is not found")),
        _ => Err("bad key".into()),
    }
}

/// `BinOpInit::Fold`.
pub(crate) fn fold_bin(cx: &mut Context, i: InitId, cur: Option<RecId>) -> InitId {
    let Node::Bin(op, a, b, t) = cx.node(i).clone() else {
        return i;
    };
    let an = cx.node(a).clone();
    let bn = cx.node(b).clone();
    match op {
        BinOp::Concat => {
            if let (Node::Dag(lop, _, la, ln), Node::Dag(rop, _, ra, rn)) = (&an, &bn) {
                let lo = matches!(cx.node(*lop), Node::Def(_));
                let ro = matches!(cx.node(*rop), Node::Def(_));
                if (!lo && !cx.is_unset(*lop)) || (!ro && !cx.is_unset(*rop)) {
                    return i;
                }
                if lo && ro && lop != rop {
                    let msg = format!(
                        "Concatenated Dag operators do not match: '{}' vs. '{}'",
                        cx.as_string(a),
                        cx.as_string(b)
                    );
                    let loc = rec_loc(cx, cur);
                    cx.error(loc, msg);
                    return i;
                }
                let opv = if lo {
                    *lop
                } else if ro {
                    *rop
                } else {
                    cx.unset
                };
                let args: Vec<InitId> = la.iter().chain(ra.iter()).copied().collect();
                let names: Vec<Option<InitId>> = ln.iter().chain(rn.iter()).copied().collect();
                return cx.mk(Node::Dag(opv, None, args.into(), names.into()));
            }
        }
        BinOp::ListConcat => {
            if let (Node::List(x, et), Node::List(y, _)) = (&an, &bn) {
                let v: Vec<InitId> = x.iter().chain(y.iter()).copied().collect();
                return cx.mk(Node::List(v.into(), *et));
            }
        }
        BinOp::ListSplat => {
            if let (Some(vt), Node::Int(n)) = (cx.type_of(a), &bn) {
                let v = vec![a; (*n).max(0) as usize];
                return cx.mk(Node::List(v.into(), vt));
            }
        }
        BinOp::ListRemove => {
            if let (Node::List(x, et), Node::List(y, _)) = (&an, &bn) {
                let mut out = Vec::new();
                for e in x.iter() {
                    let mut found = false;
                    for f in y.iter() {
                        if compare(cx, BinOp::Eq, *e, *f) == Some(true) {
                            found = true;
                            break;
                        }
                    }
                    if !found {
                        out.push(*e);
                    }
                }
                return cx.mk(Node::List(out.into(), *et));
            }
        }
        BinOp::ListElem => {
            if let (Node::List(x, _), Node::Int(k)) = (&an, &bn) {
                if *k >= 0 && (*k as usize) < x.len() {
                    return x[*k as usize];
                }
            }
        }
        BinOp::ListSlice => {
            if let (Node::List(x, et), Node::List(idx, _)) = (&an, &bn) {
                let mut out = Vec::new();
                for k in idx.iter() {
                    match cx.node(*k) {
                        Node::Int(k) if *k >= 0 && (*k as usize) < x.len() => {
                            out.push(x[*k as usize])
                        }
                        _ => return i,
                    }
                }
                return cx.mk(Node::List(out.into(), *et));
            }
        }
        BinOp::RangeC => {
            if let (Node::Int(s), Node::Int(e)) = (&an, &bn) {
                let v: Vec<InitId> = if s <= e {
                    (*s..=*e).map(|k| cx.int(k)).collect()
                } else {
                    (*e..=*s).rev().map(|k| cx.int(k)).collect()
                };
                let ti = cx.t_int;
                return cx.mk(Node::List(v.into(), ti));
            }
        }
        BinOp::StrConcat => {
            if let Some(s) = concat_strs(cx, a, b) {
                return s;
            }
        }
        BinOp::Interleave => {
            if let (Node::List(es, et), Node::Str(delim, _)) = (&an, &bn) {
                let is_str = *cx.ty_kind(*et) == Ty::Str;
                let mut out = String::new();
                let mut code = false;
                let mut ok = true;
                for (k, e) in es.iter().enumerate() {
                    if k > 0 {
                        out.push_str(delim);
                    }
                    if is_str {
                        match cx.node(*e) {
                            Node::Str(s, c) => {
                                out.push_str(s);
                                // As LLVM: the first element's format is not
                                // considered, any later code element makes code.
                                if k > 0 {
                                    code |= *c;
                                }
                            }
                            _ => {
                                ok = false;
                                break;
                            }
                        }
                    } else {
                        let ti = cx.t_int;
                        match cx.convert(*e, ti).and_then(|v| cx.int_of(v)) {
                            Some(v) => out.push_str(&v.to_string()),
                            None => {
                                ok = false;
                                break;
                            }
                        }
                    }
                }
                if ok {
                    return cx.mk(Node::Str(out.into(), code));
                }
            }
        }
        BinOp::Eq | BinOp::Ne | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
            if let Some(r) = compare(cx, op, a, b) {
                return cx.bit(r);
            }
        }
        BinOp::GetDagArg => {
            if let Node::Dag(_, _, args, names) = &an {
                if matches!(bn, Node::Int(_) | Node::Str(..)) {
                    match dag_arg_no(cx, names, args.len(), b) {
                        Ok(k) => {
                            let arg = args[k];
                            if let Some(at) = cx.type_of(arg) {
                                if !cx.convertible(at, t) {
                                    return cx.unset;
                                }
                            }
                            return arg;
                        }
                        Err(e) => {
                            let loc = rec_loc(cx, cur);
                            cx.error(loc, format!("!getdagarg {e}"));
                            return i;
                        }
                    }
                }
            }
        }
        BinOp::GetDagName => {
            if let (Node::Dag(_, _, args, names), Node::Int(p)) = (&an, &bn) {
                if *p < 0 || *p as usize >= args.len() {
                    let loc = rec_loc(cx, cur);
                    cx.error(
                        loc,
                        format!(
                            "!getdagname index is out of range 0...{}: {p}",
                            args.len() as i64 - 1
                        ),
                    );
                    return i;
                }
                return names[*p as usize].unwrap_or(cx.unset);
            }
        }
        BinOp::SetDagOp => {
            if let (Node::Dag(_, _, args, names), Node::Def(_)) = (&an, &bn) {
                return cx.mk(Node::Dag(b, None, args.clone(), names.clone()));
            }
        }
        BinOp::Add
        | BinOp::Sub
        | BinOp::Mul
        | BinOp::Div
        | BinOp::And
        | BinOp::Or
        | BinOp::Xor
        | BinOp::Shl
        | BinOp::Sra
        | BinOp::Srl => {
            let ti = cx.t_int;
            let x = cx.convert(a, ti).and_then(|v| cx.int_of(v));
            let y = cx.convert(b, ti).and_then(|v| cx.int_of(v));
            if let (Some(x), Some(y)) = (x, y) {
                let r = match op {
                    BinOp::Add => x.wrapping_add(y),
                    BinOp::Sub => x.wrapping_sub(y),
                    BinOp::Mul => x.wrapping_mul(y),
                    BinOp::Div => {
                        if y == 0 || (x == i64::MIN && y == -1) {
                            let loc = rec_loc(cx, cur);
                            cx.error(loc, "Illegal operation: division by zero");
                            return i;
                        }
                        x / y
                    }
                    BinOp::And => x & y,
                    BinOp::Or => x | y,
                    BinOp::Xor => x ^ y,
                    BinOp::Shl => ((x as u64).wrapping_shl(y as u32)) as i64,
                    BinOp::Sra => x.wrapping_shr(y as u32),
                    _ => ((x as u64).wrapping_shr(y as u32)) as i64,
                };
                return cx.int(r);
            }
        }
    }
    i
}

fn item_apply(
    cx: &mut Context,
    var: InitId,
    item: InitId,
    expr: InitId,
    cur: Option<RecId>,
) -> InitId {
    let mut r = MapResolver::new(cur);
    r.set(var, item);
    resolve(cx, expr, &mut r)
}

fn foreach_dag(
    cx: &mut Context,
    var: InitId,
    dag: InitId,
    expr: InitId,
    cur: Option<RecId>,
) -> InitId {
    let Node::Dag(op, _, args, names) = cx.node(dag).clone() else {
        return dag;
    };
    let mut change = false;
    let nop = item_apply(cx, var, op, expr, cur);
    change |= nop != op;
    let mut nargs = Vec::with_capacity(args.len());
    for a in args.iter() {
        let na = if matches!(cx.node(*a), Node::Dag(..)) {
            foreach_dag(cx, var, *a, expr, cur)
        } else {
            item_apply(cx, var, *a, expr, cur)
        };
        change |= na != *a;
        nargs.push(na);
    }
    if change {
        cx.mk(Node::Dag(nop, None, nargs.into(), names))
    } else {
        dag
    }
}

/// `TernOpInit::Fold`.
pub(crate) fn fold_tern(cx: &mut Context, i: InitId, cur: Option<RecId>) -> InitId {
    let Node::Tern(op, a, b, c, t) = cx.node(i).clone() else {
        return i;
    };
    let (an, bn, cn) = (cx.node(a).clone(), cx.node(b).clone(), cx.node(c).clone());
    match op {
        TernOp::Subst => match (&an, &bn, &cn) {
            (Node::Def(_), Node::Def(_), Node::Def(_)) => {
                return if cx.as_string(a) == cx.as_string(c) {
                    b
                } else {
                    c
                };
            }
            (Node::Var(..), Node::Var(bn_, _), Node::Var(cn_, _)) => {
                let name = if cx.as_string(a) == cx.as_string(c) {
                    *bn_
                } else {
                    *cn_
                };
                return cx.mk(Node::Var(name, t));
            }
            (Node::Str(from, _), Node::Str(to, _), Node::Str(val, _)) => {
                let mut v = val.to_string();
                if !from.is_empty() {
                    let mut idx = 0;
                    while let Some(f) = v[idx..].find(&**from) {
                        let f = f + idx;
                        v.replace_range(f..f + from.len(), to);
                        idx = f + to.len();
                    }
                }
                return cx.string(&v);
            }
            _ => {}
        },
        TernOp::Foreach => {
            if let Node::Dag(..) = bn {
                return foreach_dag(cx, a, b, c, cur);
            }
            if let Node::List(es, _) = &bn {
                let mut out = Vec::with_capacity(es.len());
                for e in es.iter() {
                    out.push(item_apply(cx, a, *e, c, cur));
                }
                let et = cx.list_elem(t).unwrap_or(t);
                return cx.mk(Node::List(out.into(), et));
            }
        }
        TernOp::Filter => {
            if let Node::List(es, _) = &bn {
                let mut out = Vec::new();
                let ti = cx.t_int;
                for e in es.iter() {
                    let inc = item_apply(cx, a, *e, c, cur);
                    match cx.convert(inc, ti).and_then(|v| cx.int_of(v)) {
                        Some(v) => {
                            if v != 0 {
                                out.push(*e)
                            }
                        }
                        None => return i,
                    }
                }
                let et = cx.list_elem(t).unwrap_or(t);
                return cx.mk(Node::List(out.into(), et));
            }
        }
        TernOp::If => {
            let ti = cx.t_int;
            if let Some(v) = cx.convert(a, ti).and_then(|v| cx.int_of(v)) {
                return if v != 0 { b } else { c };
            }
        }
        TernOp::Dag => {
            let ml = if let Node::List(es, _) = &bn {
                Some(es.clone())
            } else {
                None
            };
            let rl = if let Node::List(es, _) = &cn {
                Some(es.clone())
            } else {
                None
            };
            let mok = ml.is_some() || matches!(bn, Node::Unset);
            let rok = rl.is_some() || matches!(cn, Node::Unset);
            if matches!(bn, Node::Unset) && matches!(cn, Node::Unset) {
                return i;
            }
            if mok && rok {
                if let (Some(m), Some(r)) = (&ml, &rl) {
                    if m.len() != r.len() {
                        return i;
                    }
                }
                let size = ml
                    .as_ref()
                    .map(|m| m.len())
                    .or(rl.as_ref().map(|r| r.len()))
                    .unwrap_or(0);
                let mut args = Vec::with_capacity(size);
                let mut names = Vec::with_capacity(size);
                for k in 0..size {
                    let node = ml.as_ref().map(|m| m[k]).unwrap_or(cx.unset);
                    let name = rl.as_ref().map(|r| r[k]).unwrap_or(cx.unset);
                    match cx.node(name) {
                        Node::Str(..) => names.push(Some(name)),
                        Node::Unset => names.push(None),
                        _ => return i,
                    }
                    args.push(node);
                }
                return cx.mk(Node::Dag(a, None, args.into(), names.into()));
            }
        }
        TernOp::Range => {
            if let (Node::Int(s), Node::Int(e), Node::Int(step)) = (&an, &bn, &cn) {
                let (s, e, step) = (*s, *e, *step);
                if step == 0 {
                    let loc = rec_loc(cx, cur);
                    cx.error(loc, "Step of !range can't be 0");
                    return i;
                }
                let mut v = Vec::new();
                if s < e && step > 0 {
                    let mut k = s;
                    while k < e {
                        v.push(cx.int(k));
                        k += step;
                    }
                } else if s > e && step < 0 {
                    let mut k = s;
                    while k > e {
                        v.push(cx.int(k));
                        k += step;
                    }
                }
                let ti = cx.t_int;
                return cx.mk(Node::List(v.into(), ti));
            }
        }
        TernOp::Substr => {
            if let (Node::Str(s, code), Node::Int(st), Node::Int(len)) = (&an, &bn, &cn) {
                if *st < 0 || *st as usize > s.len() {
                    let loc = rec_loc(cx, cur);
                    cx.error(
                        loc,
                        format!(
                            "!substr start position is out of range 0...{}: {st}",
                            s.len()
                        ),
                    );
                    return i;
                }
                if *len < 0 {
                    let loc = rec_loc(cx, cur);
                    cx.error(loc, "!substr length must be nonnegative");
                    return i;
                }
                let st = *st as usize;
                let end = st.saturating_add(*len as usize).min(s.len());
                let sub = s.get(st..end).unwrap_or("").to_string();
                return cx.mk(Node::Str(sub.into(), *code));
            }
        }
        TernOp::Find => {
            if let (Node::Str(s, _), Node::Str(needle, _), Node::Int(st)) = (&an, &bn, &cn) {
                if *st < 0 || *st as usize > s.len() {
                    let loc = rec_loc(cx, cur);
                    cx.error(
                        loc,
                        format!("!find start position is out of range 0...{}: {st}", s.len()),
                    );
                    return i;
                }
                let r = s[*st as usize..]
                    .find(&**needle)
                    .map(|p| (p + *st as usize) as i64)
                    .unwrap_or(-1);
                return cx.int(r);
            }
        }
        TernOp::SetDagArg | TernOp::SetDagName => {
            if let Node::Dag(op_, name, args, names) = &an {
                if matches!(bn, Node::Int(_) | Node::Str(..)) {
                    match dag_arg_no(cx, names, args.len(), b) {
                        Ok(k) => {
                            let mut args = args.to_vec();
                            let mut names = names.to_vec();
                            if op == TernOp::SetDagArg {
                                args[k] = c;
                            } else {
                                names[k] = if let Node::Str(..) = cn {
                                    Some(c)
                                } else {
                                    None
                                };
                            }
                            return cx.mk(Node::Dag(*op_, *name, args.into(), names.into()));
                        }
                        Err(e) => {
                            let loc = rec_loc(cx, cur);
                            cx.error(loc, format!("!{} {e}", op.name()));
                            return i;
                        }
                    }
                }
            }
        }
    }
    i
}

/// `CondOpInit::Fold`.
pub(crate) fn fold_cond(cx: &mut Context, i: InitId, cur: Option<RecId>) -> InitId {
    let Node::Cond(cs, vs, t) = cx.node(i).clone() else {
        return i;
    };
    let ti = cx.t_int;
    for k in 0..cs.len() {
        match cx.convert(cs[k], ti).and_then(|v| cx.int_of(v)) {
            Some(v) => {
                if v != 0 {
                    return cx.convert(vs[k], t).unwrap_or(vs[k]);
                }
            }
            None => return i,
        }
    }
    let name = cur.map(|c| cx.rec_name_str(c)).unwrap_or_default();
    let msg = format!(
        "{name} does not have any true condition in:{}",
        cx.as_string(i)
    );
    let loc = rec_loc(cx, cur);
    cx.error(loc, msg);
    i
}

/// `FoldOpInit::Fold`.
pub(crate) fn fold_foldl(cx: &mut Context, i: InitId, cur: Option<RecId>) -> InitId {
    let Node::Fold(start, list, a, b, expr, _) = cx.node(i).clone() else {
        return i;
    };
    if let Node::List(es, _) = cx.node(list).clone() {
        let mut acc = start;
        for e in es.iter() {
            let mut r = MapResolver::new(cur);
            r.set(a, acc);
            r.set(b, *e);
            acc = resolve(cx, expr, &mut r);
        }
        return acc;
    }
    i
}

/// `IsAOpInit::Fold`.
pub(crate) fn fold_isa(cx: &mut Context, i: InitId) -> InitId {
    let Node::IsA(check, e) = cx.node(i).clone() else {
        return i;
    };
    if let Some(et) = cx.type_of(e) {
        if cx.convertible(et, check) {
            return cx.int(1);
        }
        if cx.is_rec_ty(check) {
            if !cx.convertible(check, et) || matches!(cx.node(e), Node::Def(_)) {
                return cx.int(0);
            }
        } else {
            return cx.int(0);
        }
    }
    i
}

/// `ExistsOpInit::Fold`.
pub(crate) fn fold_exists(
    cx: &mut Context,
    i: InitId,
    cur: Option<RecId>,
    is_final: bool,
) -> InitId {
    let Node::Exists(check, e) = cx.node(i).clone() else {
        return i;
    };
    if let Node::Str(name, _) = cx.node(e).clone() {
        if let Some(&d) = cx.defs.get(&*name) {
            let di = cx.def_init(d);
            let dt = cx.type_of(di).unwrap_or(cx.t_any_rec);
            let r = cx.type_is_a(dt, check);
            return cx.int(r as i64);
        }
        if let Some(c) = cur {
            let cn = cx.rec(c).name;
            let is_self =
                cn == e || (matches!(cx.node(cn), Node::AnonName(_)) && cx.as_string(cn) == *name);
            if is_self {
                if !is_final {
                    return i;
                }
                let ct = cx.record_type(c);
                let r = cx.type_is_a(ct, check);
                return cx.int(r as i64);
            }
        }
        if is_final {
            return cx.int(0);
        }
    }
    i
}
