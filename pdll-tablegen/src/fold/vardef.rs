//! `Class<args>` values (`VarDefInit`): folded into an anonymous def, made once
//! per distinct value, as soon as every argument is known.

use crate::init::{ArgAux, Context, InitId, Node, RecId};
use crate::record::{add_super, check_assertions, resolve_record, resolve_record_final, Record};
use crate::resolve::{resolve, MapResolver, TrackUnresolved};

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
