//! Building records as LLVM's `TGParser` does: adding and setting fields
//! (`AddValue`, `SetValue`, with bit ranges), inheriting a class (`AddSubClass`),
//! applying the `let`s of enclosing `let ... in`, and adding a finished def to the
//! records (`addDefOne`: final resolution, concreteness, assertions, dumps, defsets).

use crate::init::{InitId, Node, RecId};
use crate::parser::loops::Entry;
use crate::parser::{ParseResult, Parser};
use crate::record::check_assertions;
use crate::record::{
    add_super, resolve_record, resolve_record_final, set_value, FieldKind, RecordVal,
};
use crate::resolve::{resolve, MapResolver};
use crate::Loc;

impl Parser<'_> {
    pub(super) fn add_value(&mut self, rec: RecId, loc: &Loc, rv: RecordVal) -> ParseResult<()> {
        let existing = self
            .cx
            .rec(rec)
            .values
            .iter()
            .position(|v| v.name == rv.name);
        match existing {
            Some(k) => {
                if !set_value(&mut self.cx, rec, k, rv.value) {
                    let ety = self.cx.ty_str(self.cx.rec(rec).values[k].ty);
                    let msg = format!(
                        "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                        self.cx.unquoted(rv.name),
                        self.cx.ty_str(rv.ty),
                        ety
                    );
                    return self.error_at(loc.clone(), msg);
                }
            }
            None => self.cx.rec_mut(rec).values.push(rv),
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn set_value(
        &mut self,
        rec: RecId,
        loc: &Loc,
        name: InitId,
        bits: &[u32],
        v: InitId,
        allow_self: bool,
        override_loc: bool,
    ) -> ParseResult<()> {
        let Some(k) = self.cx.rec(rec).values.iter().position(|x| x.name == name) else {
            let msg = format!("Value '{}' unknown!", self.cx.unquoted(name));
            return self.error_at(loc.clone(), msg);
        };
        let mut v = v;
        if bits.is_empty() {
            if let Node::Var(n, _) = self.cx.node(v) {
                if *n == name && !allow_self {
                    return self.error_at(loc.clone(), "Recursion / self-assignment forbidden");
                }
            }
        }
        if !bits.is_empty() {
            let cur = self.cx.rec(rec).values[k].value;
            let Node::Bits(cur_bits) = self.cx.node(cur).clone() else {
                let msg = format!("Value '{}' is not a bits type", self.cx.unquoted(name));
                return self.error_at(loc.clone(), msg);
            };
            let bt = self.cx.bits_ty(bits.len() as u32);
            let Some(bi) = self.cx.cast_to(v, bt) else {
                return self.error_at(loc.clone(), "Initializer is not compatible with bit range");
            };
            let mut nb: Vec<Option<InitId>> = vec![None; cur_bits.len()];
            for (i, b) in bits.iter().enumerate() {
                let b = *b as usize;
                if b >= nb.len() {
                    return self.error_at(loc.clone(), "Invalid bit range for value");
                }
                if nb[b].is_some() {
                    let msg = format!(
                        "Cannot set bit #{b} of value '{}' more than once",
                        self.cx.unquoted(name)
                    );
                    return self.error_at(loc.clone(), msg);
                }
                nb[b] = Some(self.cx.get_bit(bi, i as u32));
            }
            let all: Vec<InitId> = nb
                .iter()
                .enumerate()
                .map(|(i, b)| b.unwrap_or(cur_bits[i]))
                .collect();
            v = self.cx.mk(Node::Bits(all.into()));
        }
        if override_loc {
            self.cx.rec_mut(rec).values[k].loc = Some(loc.clone());
        }
        if !set_value(&mut self.cx, rec, k, v) {
            let rty = self.cx.ty_str(self.cx.rec(rec).values[k].ty);
            let it = match self.cx.node(v).clone() {
                Node::Bits(b) => format!("' of type bit initializer with length {}", b.len()),
                _ => match self.cx.type_of(v) {
                    Some(t) => format!("' of type '{}", self.cx.ty_str(t)),
                    None => String::new(),
                },
            };
            let msg = format!(
                "Field '{}' of type '{}' is incompatible with value '{}{}'",
                self.cx.unquoted(name),
                rty,
                self.cx.as_string(v),
                it
            );
            return self.error_at(loc.clone(), msg);
        }
        Ok(())
    }

    pub(super) fn add_subclass(
        &mut self,
        cur: RecId,
        sc: RecId,
        args: &[InitId],
        range: &Loc,
    ) -> ParseResult<()> {
        let mut r = MapResolver::new(Some(cur));
        let fields: Vec<RecordVal> = self
            .cx
            .rec(sc)
            .values
            .iter()
            .filter(|f| f.kind != FieldKind::TemplateArg)
            .cloned()
            .collect();
        for f in fields {
            self.add_value(cur, range, f)?;
        }
        let mut pairs = Vec::new();
        self.resolve_arguments(sc, args, range, &mut pairs)?;
        for (n, v) in pairs {
            r.set(n, v);
        }
        let asserts = self.cx.rec(sc).assertions.clone();
        self.cx.rec_mut(cur).assertions.extend(asserts);
        let name = if self.cx.rec(cur).is_class {
            let q = self.qualified_implicit_name(cur, false);
            let ts = self.cx.t_str;
            self.cx.mk(Node::Var(q, ts))
        } else {
            self.cx.rec(cur).name
        };
        let scq = self.qualified_implicit_name(sc, false);
        r.set(scq, name);
        resolve_record(&mut self.cx, cur, &mut r, None);
        let supers = self.cx.rec(sc).supers.clone();
        for (s, l) in supers {
            if self.cx.is_subclass_of(cur, s) {
                let msg = format!("Already subclass of '{}'!", self.cx.rec_name_str(s));
                return self.error_at(range.clone(), msg);
            }
            add_super(&mut self.cx, cur, s, l);
        }
        if self.cx.is_subclass_of(cur, sc) {
            let msg = format!("Already subclass of '{}'!", self.cx.rec_name_str(sc));
            return self.error_at(range.clone(), msg);
        }
        add_super(&mut self.cx, cur, sc, range.clone());
        Ok(())
    }

    pub(super) fn add_subclass_entry(
        &mut self,
        e: &Entry,
        sc: RecId,
        args: &[InitId],
        range: &Loc,
    ) -> ParseResult<()> {
        match e {
            Entry::Rec(r) => self.add_subclass(*r, sc, args, range),
            Entry::Loop(l) => {
                for e in &l.entries {
                    self.add_subclass_entry(e, sc, args, range)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    pub(super) fn add_def_one(&mut self, r: RecId) -> ParseResult<()> {
        let name = self.cx.rec_name_str(r);
        let mut new_name = None;
        if let Some(&prev) = self.cx.defs.get(name.as_str()) {
            if !self.cx.rec(r).is_anonymous {
                let loc = self.cx.rec(r).loc.clone();
                let ploc = self.cx.rec(prev).loc.clone();
                self.err(loc, format!("def already exists: {name}"));
                if let Some(e) = self.errors.last_mut() {
                    e.notes
                        .push((Some(ploc), "location of previous definition".into()));
                }
                return Err(());
            }
            new_name = Some(self.cx.mk_anon_name());
        }
        resolve_record_final(&mut self.cx, r, new_name);
        self.check_fold_errors()?;
        // checkConcrete
        let vals = self.cx.rec(r).values.clone();
        for rv in &vals {
            if rv.kind == FieldKind::NonconcreteOk {
                continue;
            }
            let ok = if let Node::Bits(bs) = self.cx.node(rv.value).clone() {
                bs.iter().all(|b| {
                    let is_ref = match self.cx.node(*b) {
                        Node::VarBit(v, _) => match self.cx.node(*v) {
                            Node::Var(n, _) => self.cx.rec(r).value(*n).is_some(),
                            _ => false,
                        },
                        Node::Var(..) => true,
                        _ => false,
                    };
                    is_ref || self.cx.is_concrete(*b)
                })
            } else {
                self.cx.is_concrete(rv.value)
            };
            if !ok {
                let loc = self.cx.rec(r).loc.clone();
                let msg = format!(
                    "Initializer of '{}' in '{}' could not be fully resolved: {}",
                    self.cx.unquoted(rv.name),
                    self.cx.rec_name_str(r),
                    self.cx.as_string(rv.value)
                );
                self.err(loc, msg);
            }
        }
        let rn = self.cx.rec(r).name;
        if !matches!(self.cx.node(rn), Node::Str(..)) {
            let loc = self.cx.rec(r).loc.clone();
            let msg = format!(
                "record name '{}' could not be fully resolved",
                self.cx.as_string(rn)
            );
            return self.error_at(loc, msg);
        }
        check_assertions(&mut self.cx, r);
        // dumps
        let dumps = self.cx.rec(r).dumps.clone();
        for d in dumps {
            let mut rr = crate::resolve::RecordResolver::new(r, None);
            let m = resolve(&mut self.cx, d.message, &mut rr);
            self.dump_message(d.loc, m);
        }
        self.check_fold_errors()?;
        if !self.defsets.is_empty() {
            let di = self.cx.def_init(r);
            let dt = self.cx.type_of(di).unwrap_or(self.cx.t_any_rec);
            for k in 0..self.defsets.len() {
                let et = self.defsets[k].elt_ty;
                if !self.cx.type_is_a(dt, et) {
                    let loc = self.cx.rec(r).loc.clone();
                    let msg = format!(
                        "adding record of incompatible type '{}' to defset",
                        self.cx.ty_str(dt)
                    );
                    let dl = self.defsets[k].loc.clone();
                    self.err(loc, msg);
                    if let Some(e) = self.errors.last_mut() {
                        e.notes
                            .push((Some(dl), "location of defset declaration".into()));
                    }
                    return Err(());
                }
                self.defsets[k].elements.push(di);
            }
        }
        if !self.errors.is_empty() {
            return Err(());
        }
        let name = self.cx.rec_name_str(r);
        self.cx.defs.insert(name.into(), r);
        Ok(())
    }

    pub(super) fn apply_let_stack(&mut self, r: RecId) -> ParseResult<()> {
        let stack = self.let_stack.clone();
        for lets in &stack {
            for l in lets {
                self.set_value(r, &l.loc, l.name, &l.bits, l.value, false, true)?;
            }
        }
        Ok(())
    }

    pub(super) fn apply_let_stack_entry(&mut self, e: &Entry) -> ParseResult<()> {
        match e {
            Entry::Rec(r) => self.apply_let_stack(*r),
            Entry::Loop(l) => {
                for e in &l.entries {
                    self.apply_let_stack_entry(e)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }
}
