//! `UnOpInit::Fold`: `!cast`, `!not`, `!head`, `!tail`, `!size`, `!empty`,
//! `!getdagop`, `!logtwo`, `!repr`, `!tolower`, `!toupper`.

use crate::fold::rec_loc;
use crate::init::{Context, InitId, Node, RecId, Ty, UnOp};

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
