//! Types: their names (`ty_str`), conversions between them (`convertible`,
//! LLVM's `typeIsConvertibleTo`, `typeIsA`), the common type of two
//! (`resolveTypes`), and the type of a record (its direct superclasses).

use crate::init::{Context, InitId, Node, RecId, Ty, TyId};

impl Context {
    pub fn ty_str(&self, t: TyId) -> String {
        match self.ty_kind(t) {
            Ty::Bit => "bit".into(),
            Ty::Bits(n) => format!("bits<{n}>"),
            Ty::Int => "int".into(),
            Ty::Str => "string".into(),
            Ty::Dag => "dag".into(),
            Ty::List(e) => format!("list<{}>", self.ty_str(*e)),
            Ty::Rec(cs) => {
                if cs.len() == 1 {
                    return self.rec_name(cs[0]).into_owned();
                }
                let names: Vec<String> = cs.iter().map(|c| self.rec_name_str(*c)).collect();
                format!("{{{}}}", names.join(", "))
            }
        }
    }

    pub fn is_list_ty(&self, t: TyId) -> bool {
        matches!(self.ty_kind(t), Ty::List(_))
    }

    pub fn list_elem(&self, t: TyId) -> Option<TyId> {
        match self.ty_kind(t) {
            Ty::List(e) => Some(*e),
            _ => None,
        }
    }

    pub fn is_rec_ty(&self, t: TyId) -> bool {
        matches!(self.ty_kind(t), Ty::Rec(_))
    }

    /// Whether record `r` is (transitively) a subclass of `class`.
    pub fn is_subclass_of(&self, r: RecId, class: RecId) -> bool {
        self.rec(r).supers.iter().any(|(s, _)| *s == class)
    }

    fn rec_ty_is_subclass_of(&self, classes: &[RecId], class: RecId) -> bool {
        classes
            .iter()
            .any(|c| *c == class || self.is_subclass_of(*c, class))
    }

    pub fn convertible(&self, a: TyId, b: TyId) -> bool {
        match (self.ty_kind(a), self.ty_kind(b)) {
            (Ty::Bit, Ty::Bit | Ty::Int) => true,
            (Ty::Bit, Ty::Bits(n)) => *n == 1,
            (Ty::Bits(n), Ty::Bits(m)) => n == m,
            (Ty::Bits(n), Ty::Bit) => *n == 1,
            (Ty::Bits(_), Ty::Int) => true,
            (Ty::Int, Ty::Bit | Ty::Bits(_) | Ty::Int) => true,
            (Ty::Str, Ty::Str) => true,
            (Ty::Dag, Ty::Dag) => true,
            (Ty::List(x), Ty::List(y)) => self.convertible(*x, *y),
            (Ty::Rec(_), Ty::Rec(_)) if a == b => true,
            (Ty::Rec(xs), Ty::Rec(ys)) => ys.iter().all(|y| self.rec_ty_is_subclass_of(xs, *y)),
            _ => false,
        }
    }

    pub fn type_is_a(&self, a: TyId, b: TyId) -> bool {
        match (self.ty_kind(a), self.ty_kind(b)) {
            (Ty::List(x), Ty::List(y)) => self.type_is_a(*x, *y),
            (Ty::List(_), _) => false,
            (Ty::Rec(_), _) => self.convertible(a, b),
            _ => a == b,
        }
    }

    /// LLVM's `resolveTypes`: the common type of two types, if any.
    pub fn resolve_types(&mut self, a: TyId, b: TyId) -> Option<TyId> {
        if a == b {
            return Some(a);
        }
        if let (Ty::Rec(xs), Ty::Rec(_)) = (self.ty_kind(a).clone(), self.ty_kind(b)) {
            let mut common = Vec::new();
            let mut stack: Vec<RecId> = xs.to_vec();
            while let Some(r) = stack.pop() {
                let rt = self.rec_ty_of_classes_cached(b);
                if self.rec_ty_is_subclass_of(&rt, r) {
                    common.push(r);
                } else {
                    let d = self.direct_superclasses(r);
                    stack.extend(d);
                }
            }
            return Some(self.rec_ty(&common));
        }
        if self.convertible(a, b) {
            return Some(b);
        }
        if self.convertible(b, a) {
            return Some(a);
        }
        if let (Ty::List(x), Ty::List(y)) = (self.ty_kind(a).clone(), self.ty_kind(b).clone()) {
            let e = self.resolve_types(x, y)?;
            return Some(self.list_ty(e));
        }
        None
    }

    fn rec_ty_of_classes_cached(&self, t: TyId) -> Vec<RecId> {
        match self.ty_kind(t) {
            Ty::Rec(cs) => cs.to_vec(),
            _ => Vec::new(),
        }
    }

    /// Direct superclasses, last-declared first (LLVM's getDirectSuperClasses).
    pub fn direct_superclasses(&self, r: RecId) -> Vec<RecId> {
        let scs = &self.rec(r).supers;
        let mut out = Vec::new();
        let mut end = scs.len();
        while end > 0 {
            let sc = scs[end - 1].0;
            out.push(sc);
            end -= 1 + self.rec(sc).supers.len();
        }
        out
    }

    /// Record::getType: the record type of the direct superclasses.
    pub fn record_type(&mut self, r: RecId) -> TyId {
        let d = self.direct_superclasses(r);
        self.rec_ty(&d)
    }

    /// The DefInit of a record, created (with its type fixed) on first use.
    pub fn def_init(&mut self, r: RecId) -> InitId {
        if let Some(i) = self.rec(r).def_init {
            return i;
        }
        let t = self.record_type(r);
        let i = self.mk(Node::Def(r));
        let rec = self.rec_mut(r);
        rec.def_init = Some(i);
        rec.def_ty = Some(t);
        i
    }
}
