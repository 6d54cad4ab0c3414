//! Records under evaluation (classes, defs, and the prototypes inside
//! multiclasses and loops) and their fields; record-level resolution
//! (`RecordVal::setValue`, `Record::resolveReferences`) and assertions
//! (`Record::checkRecordAssertions`, `CheckAssert`).

use crate::init::{Context, InitId, Node, RecId, TyId};
use crate::resolve::{resolve, Resolver};
use crate::Loc;

/// What kind of field a record value is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum FieldKind {
    Normal,
    /// Declared with `field`: may stay non-concrete; printed first.
    NonconcreteOk,
    TemplateArg,
}

/// One field of a record.
#[derive(Clone, Debug)]
pub(crate) struct RecordVal {
    pub name: InitId,
    pub ty: TyId,
    pub kind: FieldKind,
    pub value: InitId,
    pub loc: Option<Loc>,
}

/// An `assert` or `dump` attached to a record.
#[derive(Clone, Debug)]
pub(crate) struct Check {
    pub loc: Loc,
    pub cond: InitId,
    pub message: InitId,
}

/// A record.
#[derive(Clone, Debug)]
pub(crate) struct Record {
    pub name: InitId,
    pub loc: Loc,
    pub template_args: Vec<InitId>,
    pub values: Vec<RecordVal>,
    /// All superclasses in post-order (LLVM's order), with where each was named.
    pub supers: Vec<(RecId, Loc)>,
    pub assertions: Vec<Check>,
    pub dumps: Vec<Check>,
    pub is_class: bool,
    pub is_anonymous: bool,
    pub def_init: Option<InitId>,
    pub def_ty: Option<TyId>,
}

impl Record {
    pub fn new(name: InitId, loc: Loc, is_class: bool, is_anonymous: bool) -> Record {
        Record {
            name,
            loc,
            template_args: Vec::new(),
            values: Vec::new(),
            supers: Vec::new(),
            assertions: Vec::new(),
            dumps: Vec::new(),
            is_class,
            is_anonymous,
            def_init: None,
            def_ty: None,
        }
    }

    /// A copy that is a distinct record (own DefInit), as LLVM's copy constructor.
    pub fn fresh_copy(&self) -> Record {
        let mut r = self.clone();
        r.def_init = None;
        r.def_ty = None;
        r
    }

    pub fn value(&self, name: InitId) -> Option<&RecordVal> {
        self.values.iter().find(|v| v.name == name)
    }

    pub fn remove_value(&mut self, name: InitId) {
        self.values.retain(|v| v.name != name);
    }

    pub fn is_template_arg(&self, name: InitId) -> bool {
        self.template_args.contains(&name)
    }
}

/// `RecordVal::setValue`: casts `v` to the field's type (expanding to bits for
/// `bits<n>` fields). Returns false when the value is incompatible.
pub(crate) fn set_value(cx: &mut Context, r: RecId, idx: usize, v: InitId) -> bool {
    let ty = cx.rec(r).values[idx].ty;
    let Some(mut val) = cx.cast_to(v, ty) else {
        return false;
    };
    if let crate::init::Ty::Bits(n) = *cx.ty_kind(ty) {
        if !matches!(cx.node(val), Node::Bits(_)) {
            let bits: Vec<InitId> = (0..n).map(|k| cx.get_bit(val, k)).collect();
            val = cx.mk(Node::Bits(bits.into()));
        }
    }
    cx.rec_mut(r).values[idx].value = val;
    true
}

/// `Record::resolveReferences(Resolver&)`: resolves the name, every field and
/// the assertions.
pub(crate) fn resolve_record(
    cx: &mut Context,
    r: RecId,
    res: &mut dyn Resolver,
    skip: Option<usize>,
) {
    let old = cx.rec(r).name;
    let new = resolve(cx, old, res);
    cx.rec_mut(r).name = new;
    let n = cx.rec(r).values.len();
    for k in 0..n {
        if Some(k) == skip {
            continue;
        }
        let Some(rv) = cx.rec(r).values.get(k) else {
            break;
        };
        let v = rv.value;
        let vr = resolve(cx, v, res);
        if !set_value(cx, r, k, vr) {
            let rv = &cx.rec(r).values[k];
            let tstr = cx.ty_str(rv.ty);
            let fname = cx.unquoted(rv.name);
            let ty_of = match cx.type_of(vr) {
                Some(t) => format!("of type '{}' ", cx.ty_str(t)),
                None => String::new(),
            };
            let msg = format!(
                "Invalid value {ty_of}found when setting field '{fname}' of type '{tstr}' after resolving references: {}",
                cx.unquoted(vr)
            );
            let loc = cx.rec(r).loc.clone();
            cx.error(Some(loc), msg);
        }
    }
    let na = cx.rec(r).assertions.len();
    for k in 0..na {
        let (c, m) = {
            let a = &cx.rec(r).assertions[k];
            (a.cond, a.message)
        };
        let c2 = resolve(cx, c, res);
        let m2 = resolve(cx, m, res);
        let a = &mut cx.rec_mut(r).assertions[k];
        a.cond = c2;
        a.message = m2;
    }
}

/// `Record::resolveReferences(Init *NewName)`: the final resolve of a record
/// against its own fields.
pub(crate) fn resolve_record_final(cx: &mut Context, r: RecId, new_name: Option<InitId>) {
    let mut rr = crate::resolve::RecordResolver::new(r, new_name);
    resolve_record(cx, r, &mut rr, None);
}

/// `Record::addSuperClass`.
pub(crate) fn add_super(cx: &mut Context, r: RecId, sc: RecId, loc: Loc) {
    cx.rec_mut(r).supers.push((sc, loc));
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
