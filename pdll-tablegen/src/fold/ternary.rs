//! `TernOpInit::Fold`: `!subst`, `!foreach` (over lists and dags), `!filter`,
//! `!if`, `!dag`, `!range`, `!substr`, `!find`, `!setdagarg`, `!setdagname`.

use crate::fold::binary::dag_arg_no;
use crate::fold::rec_loc;
use crate::init::{Context, InitId, Node, RecId, TernOp};
use crate::resolve::{resolve, MapResolver};

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
