//! Constant folding of operators, with TableGen's semantics (LLVM's `Fold` of
//! each `Init` in `Record.cpp`): an operator folds as soon as its operands are
//! known, and stays symbolic (printed as written) otherwise. One file per family:
//! `unary`, `binary`, `ternary`, `vardef` (`Class<args>`); here, field access and
//! the operators that are none of those (`!cond`, `!foldl`, `!isa`, `!exists`).

mod binary;
mod ternary;
mod unary;
mod vardef;

pub(crate) use binary::{fold_bin, list_concat, str_concat};
pub(crate) use ternary::fold_tern;
pub(crate) use unary::fold_un;
pub(crate) use vardef::{fold_vardef, instantiate};

use crate::init::{Context, InitId, Node, RecId};
use crate::resolve::{resolve, MapResolver};

/// Where an error found while folding in record `r` is reported.
fn rec_loc(cx: &Context, r: Option<RecId>) -> Option<crate::Loc> {
    r.map(|r| cx.rec(r).loc.clone())
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
