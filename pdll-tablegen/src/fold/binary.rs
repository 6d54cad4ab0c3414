//! `BinOpInit::Fold`: arithmetic and bits, comparisons, list, string and dag
//! operators, indexing and slicing; string and list concatenation as the parser
//! builds them (`#` pasting).

use crate::fold::rec_loc;
use crate::init::{BinOp, Context, InitId, Node, RecId, Ty};

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

pub(super) fn dag_arg_no(
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
