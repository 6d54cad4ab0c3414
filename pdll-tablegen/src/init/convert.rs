//! What a value is: its type (`getType`), whether it is complete or concrete, its
//! bits (`getBit`, `convertInitializerBitRange`), its conversion and cast to a
//! type (`convertInitializerTo`, `getCastTo`), its fields, and globals by name.

use std::sync::Arc;

use crate::init::{Context, InitId, Node, Ty, TyId, UnOp};

impl Context {
    /// The type of a typed value; `None` for `?` and argument wrappers.
    pub fn type_of(&mut self, i: InitId) -> Option<TyId> {
        Some(match self.node(i) {
            Node::Unset | Node::Arg(..) => return None,
            Node::Bit(_) | Node::VarBit(..) => self.t_bit,
            Node::Bits(b) => {
                let n = b.len() as u32;
                self.bits_ty(n)
            }
            Node::Int(_) => self.t_int,
            Node::AnonName(_) | Node::Str(..) => self.t_str,
            Node::List(_, e) => {
                let e = *e;
                self.list_ty(e)
            }
            Node::Un(_, _, t)
            | Node::Bin(_, _, _, t)
            | Node::Tern(_, _, _, _, t)
            | Node::Cond(_, _, t)
            | Node::Fold(_, _, _, _, _, t)
            | Node::Var(_, t)
            | Node::Field(_, _, t) => *t,
            Node::IsA(..) | Node::Exists(..) => self.t_int,
            Node::Def(r) => {
                let r = *r;
                match self.rec(r).def_ty {
                    Some(t) => t,
                    None => self.record_type(r),
                }
            }
            Node::VarDef(c, _) => {
                let c = *c;
                self.rec_ty(&[c])
            }
            Node::Dag(..) => self.t_dag,
        })
    }

    pub fn is_complete(&self, i: InitId) -> bool {
        match self.node(i) {
            Node::Unset => false,
            Node::Arg(v, _) => self.is_complete(*v),
            Node::Bits(bs) => bs.iter().all(|b| self.is_complete(*b)),
            Node::List(es, _) => es.iter().all(|e| self.is_complete(*e)),
            Node::Cond(cs, vs, _) => {
                cs.iter().all(|c| self.is_complete(*c)) && vs.iter().all(|v| self.is_concrete(*v))
            }
            _ => true,
        }
    }

    pub fn is_concrete(&self, i: InitId) -> bool {
        match self.node(i) {
            Node::Unset | Node::Bit(_) | Node::Int(_) | Node::Str(..) | Node::Def(_) => true,
            Node::Arg(v, _) => self.is_concrete(*v),
            Node::Bits(bs) => bs.iter().all(|b| self.is_concrete(*b)),
            Node::List(es, _) => es.iter().all(|e| self.is_concrete(*e)),
            Node::Dag(op, _, args, _) => {
                self.is_concrete(*op) && args.iter().all(|a| self.is_concrete(*a))
            }
            Node::Cond(cs, vs, _) => {
                cs.iter().all(|c| self.is_concrete(*c)) && vs.iter().all(|v| self.is_concrete(*v))
            }
            Node::Field(r, f, _) => match self.node(*r) {
                Node::Def(d) => match self.rec(*d).value(*f) {
                    Some(rv) => self.is_concrete(rv.value),
                    None => false,
                },
                _ => false,
            },
            _ => false,
        }
    }

    /// `Init::getBit`.
    pub fn get_bit(&mut self, i: InitId, b: u32) -> InitId {
        match self.node(i).clone() {
            Node::Unset | Node::Bit(_) | Node::VarBit(..) => i,
            Node::Bits(bs) => bs[b as usize],
            Node::Int(v) => {
                let on = b < 64 && (v & (1i64 << b)) != 0;
                self.bit(on)
            }
            Node::Var(_, t)
            | Node::Field(_, _, t)
            | Node::Un(_, _, t)
            | Node::Bin(_, _, _, t)
            | Node::Tern(_, _, _, _, t)
                if t == self.t_bit =>
            {
                i
            }
            _ => self.mk(Node::VarBit(i, b)),
        }
    }

    /// `Init::convertInitializerTo`.
    pub fn convert(&mut self, i: InitId, t: TyId) -> Option<InitId> {
        let n = self.node(i).clone();
        match n {
            Node::Unset => Some(i),
            Node::Arg(..) => None,
            Node::Bit(b) => match self.ty_kind(t).clone() {
                Ty::Bit => Some(i),
                Ty::Int => Some(self.int(b as i64)),
                Ty::Bits(1) => Some(self.mk(Node::Bits(Arc::new([i])))),
                _ => None,
            },
            Node::Bits(bs) => match self.ty_kind(t).clone() {
                Ty::Bit => (bs.len() == 1).then(|| bs[0]),
                Ty::Bits(n) => (bs.len() as u32 == n).then_some(i),
                Ty::Int => {
                    let mut r: i64 = 0;
                    for (k, b) in bs.iter().enumerate() {
                        match self.node(*b) {
                            Node::Bit(v) => r |= (*v as i64) << k,
                            _ => return None,
                        }
                    }
                    Some(self.int(r))
                }
                _ => None,
            },
            Node::Int(v) => match self.ty_kind(t).clone() {
                Ty::Int => Some(i),
                Ty::Bit => {
                    if v != 0 && v != 1 {
                        None
                    } else {
                        Some(self.bit(v != 0))
                    }
                }
                Ty::Bits(n) => {
                    let fits = n >= 64 || (v >> n) == 0 || (n > 0 && (v >> (n - 1)) == -1);
                    if !fits {
                        return None;
                    }
                    let bits: Vec<InitId> = (0..n)
                        .map(|k| self.bit(k < 64 && (v & (1i64 << k)) != 0))
                        .collect();
                    Some(self.mk(Node::Bits(bits.into())))
                }
                _ => None,
            },
            Node::Str(..) => (*self.ty_kind(t) == Ty::Str).then_some(i),
            Node::List(es, elem) => {
                let my = self.list_ty(elem);
                if my == t {
                    return Some(i);
                }
                let et = self.list_elem(t)?;
                let mut changed = false;
                let mut out = Vec::with_capacity(es.len());
                for e in es.iter() {
                    let c = self.convert(*e, et)?;
                    changed |= c != *e;
                    out.push(c);
                }
                if !changed {
                    return Some(i);
                }
                Some(self.mk(Node::List(out.into(), et)))
            }
            Node::Def(_) => {
                if !self.is_rec_ty(t) {
                    return None;
                }
                let my = self.type_of(i)?;
                self.convertible(my, t).then_some(i)
            }
            _ => {
                let my = self.type_of(i)?;
                if my == t || self.type_is_a(my, t) {
                    return Some(i);
                }
                if my == self.t_bit && *self.ty_kind(t) == Ty::Bits(1) {
                    return Some(self.mk(Node::Bits(Arc::new([i]))));
                }
                None
            }
        }
    }

    /// `Init::getCastTo`.
    pub fn cast_to(&mut self, i: InitId, t: TyId) -> Option<InitId> {
        let Some(my) = self.type_of(i) else {
            // UnsetInit casts to anything; ArgumentInit never appears here.
            return Some(i);
        };
        if my == t || self.type_is_a(my, t) {
            return Some(i);
        }
        if let Some(c) = self.convert(i, t) {
            return Some(c);
        }
        if !self.convertible(my, t) {
            return None;
        }
        let u = self.mk(Node::Un(UnOp::Cast, i, t));
        Some(crate::fold::fold_un(self, u, None, false))
    }

    /// `convertInitializerBitRange`.
    pub fn convert_bit_range(&mut self, i: InitId, bits: &[u32]) -> Option<InitId> {
        match self.node(i).clone() {
            Node::Bits(bs) => {
                let mut out = Vec::with_capacity(bits.len());
                for b in bits {
                    out.push(*bs.get(*b as usize)?);
                }
                Some(self.mk(Node::Bits(out.into())))
            }
            Node::Int(v) => {
                let mut out = Vec::with_capacity(bits.len());
                for b in bits {
                    if *b >= 64 {
                        return None;
                    }
                    out.push(self.bit(v & (1i64 << b) != 0));
                }
                Some(self.mk(Node::Bits(out.into())))
            }
            Node::Unset | Node::Arg(..) | Node::Bit(_) => None,
            _ => {
                let t = self.type_of(i)?;
                let Ty::Bits(n) = *self.ty_kind(t) else {
                    return None;
                };
                let mut out = Vec::with_capacity(bits.len());
                for b in bits {
                    if *b >= n {
                        return None;
                    }
                    out.push(self.mk(Node::VarBit(i, *b)));
                }
                Some(self.mk(Node::Bits(out.into())))
            }
        }
    }

    /// The type of field `f` of value `i` (`getFieldType`), if it has one.
    pub fn field_type(&mut self, i: InitId, f: InitId) -> Option<TyId> {
        match self.node(i).clone() {
            Node::Def(r) => self.rec(r).value(f).map(|v| v.ty),
            Node::Unset | Node::Arg(..) => None,
            _ => {
                let t = self.type_of(i)?;
                if let Ty::Rec(cs) = self.ty_kind(t).clone() {
                    for c in cs.iter() {
                        if let Some(v) = self.rec(*c).value(f) {
                            return Some(v.ty);
                        }
                    }
                }
                None
            }
        }
    }

    /// Looks up a def, then a global (defvar / defset) by name.
    pub fn global(&mut self, name: &str) -> Option<InitId> {
        if let Some(&r) = self.defs.get(name) {
            return Some(self.def_init(r));
        }
        self.globals.get(name).copied()
    }
}
