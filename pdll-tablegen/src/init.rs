//! The evaluator's value model: hash-consed values ("inits") and types, as
//! TableGen defines them. Every value and type is interned in the [`Context`], so
//! equality is an integer compare and an unchanged value keeps its id, which
//! is how resolution tells "nothing changed" cheaply.

use std::sync::Arc;

use rustc_hash::FxHashMap;

use crate::bang::BangOp;
use crate::record::Record;
use crate::Loc;

/// An interned value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub(crate) struct InitId(pub u32);

/// An interned type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct TyId(pub u32);

/// Index of a record (class, def or prototype) in the context's arena.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub(crate) struct RecId(pub u32);

/// A TableGen type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Ty {
    Bit,
    Bits(u32),
    Int,
    Str,
    Dag,
    List(TyId),
    /// A record type: the classes it derives from, sorted by name (empty: any record).
    Rec(Box<[RecId]>),
}

/// Unary operators.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum UnOp {
    Cast,
    Not,
    Head,
    Tail,
    Size,
    Empty,
    GetDagOp,
    Log2,
    Repr,
    ToLower,
    ToUpper,
}

/// Binary operators.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    And,
    Or,
    Xor,
    Shl,
    Sra,
    Srl,
    ListConcat,
    ListSplat,
    ListRemove,
    ListElem,
    ListSlice,
    RangeC,
    StrConcat,
    Interleave,
    Concat,
    Eq,
    Ne,
    Le,
    Lt,
    Ge,
    Gt,
    GetDagArg,
    GetDagName,
    SetDagOp,
}

/// Ternary operators.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum TernOp {
    Subst,
    Foreach,
    Filter,
    If,
    Dag,
    Substr,
    Find,
    SetDagArg,
    SetDagName,
    Range,
}

/// How a template argument is given: by position or by (qualified) name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) enum ArgAux {
    Pos(u32),
    Named(InitId),
}

/// One interned value.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Node {
    Unset,
    Arg(InitId, ArgAux),
    Bit(bool),
    Bits(Arc<[InitId]>),
    Int(i64),
    AnonName(u32),
    /// A string; `true` when written as a code fragment `[{ }]`.
    Str(Arc<str>, bool),
    List(Arc<[InitId]>, TyId),
    Un(UnOp, InitId, TyId),
    Bin(BinOp, InitId, InitId, TyId),
    Tern(TernOp, InitId, InitId, InitId, TyId),
    Cond(Arc<[InitId]>, Arc<[InitId]>, TyId),
    Fold(InitId, InitId, InitId, InitId, InitId, TyId),
    IsA(TyId, InitId),
    Exists(TyId, InitId),
    Var(InitId, TyId),
    VarBit(InitId, u32),
    Def(RecId),
    VarDef(RecId, Arc<[InitId]>),
    Field(InitId, InitId, TyId),
    Dag(InitId, Option<InitId>, Arc<[InitId]>, Arc<[Option<InitId>]>),
}

/// A deferred fatal error raised while folding (LLVM's PrintFatalError).
#[derive(Clone, Debug)]
pub(crate) struct FoldError {
    pub loc: Option<Loc>,
    pub message: String,
}

/// The evaluation context: interners, the record arena and the keeper's maps.
pub(crate) struct Context {
    nodes: Vec<Node>,
    node_map: FxHashMap<Node, InitId>,
    tys: Vec<Ty>,
    ty_map: FxHashMap<Ty, TyId>,
    pub records: Vec<Record>,
    pub classes: FxHashMap<Arc<str>, RecId>,
    pub defs: FxHashMap<Arc<str>, RecId>,
    pub globals: FxHashMap<Arc<str>, InitId>,
    pub anon_counter: u32,
    /// Instantiated anonymous records of `Class<args>` values.
    pub vardef_inst: FxHashMap<InitId, InitId>,
    pub errors: Vec<FoldError>,
    /// How many `Class<args>` instantiations are in progress (bounded: a class
    /// whose fields instantiate itself would recurse forever).
    pub inst_depth: u32,
    pub dumps: Vec<(Loc, String)>,
    pub unset: InitId,
    pub t_bit: TyId,
    pub t_int: TyId,
    pub t_str: TyId,
    pub t_dag: TyId,
    pub t_any_rec: TyId,
}

impl Context {
    pub fn new() -> Context {
        let mut cx = Context {
            // MLIR's dialect files make tens of thousands of values: start big
            // rather than rehash the interner over and over.
            nodes: Vec::with_capacity(1 << 15),
            node_map: FxHashMap::with_capacity_and_hasher(1 << 15, Default::default()),
            tys: Vec::new(),
            ty_map: FxHashMap::default(),
            records: Vec::new(),
            classes: FxHashMap::default(),
            defs: FxHashMap::default(),
            globals: FxHashMap::default(),
            anon_counter: 0,
            vardef_inst: FxHashMap::default(),
            errors: Vec::new(),
            inst_depth: 0,
            dumps: Vec::new(),
            unset: InitId(0),
            t_bit: TyId(0),
            t_int: TyId(0),
            t_str: TyId(0),
            t_dag: TyId(0),
            t_any_rec: TyId(0),
        };
        cx.unset = cx.mk(Node::Unset);
        cx.t_bit = cx.ty(Ty::Bit);
        cx.t_int = cx.ty(Ty::Int);
        cx.t_str = cx.ty(Ty::Str);
        cx.t_dag = cx.ty(Ty::Dag);
        cx.t_any_rec = cx.ty(Ty::Rec(Box::new([])));
        cx
    }

    /// Interns a value.
    pub fn mk(&mut self, n: Node) -> InitId {
        use std::collections::hash_map::Entry;
        match self.node_map.entry(n) {
            Entry::Occupied(e) => *e.get(),
            Entry::Vacant(v) => {
                let i = InitId(self.nodes.len() as u32);
                self.nodes.push(v.key().clone());
                v.insert(i);
                i
            }
        }
    }

    /// Creates a value that is never shared (anonymous names are unique).
    pub fn mk_anon_name(&mut self) -> InitId {
        let n = self.anon_counter;
        self.anon_counter += 1;
        self.mk(Node::AnonName(n))
    }

    pub fn node(&self, i: InitId) -> &Node {
        &self.nodes[i.0 as usize]
    }

    pub fn ty(&mut self, t: Ty) -> TyId {
        if let Some(&i) = self.ty_map.get(&t) {
            return i;
        }
        let i = TyId(self.tys.len() as u32);
        self.tys.push(t.clone());
        self.ty_map.insert(t, i);
        i
    }

    pub fn ty_kind(&self, t: TyId) -> &Ty {
        &self.tys[t.0 as usize]
    }

    pub fn list_ty(&mut self, elem: TyId) -> TyId {
        self.ty(Ty::List(elem))
    }

    pub fn bits_ty(&mut self, n: u32) -> TyId {
        self.ty(Ty::Bits(n))
    }

    /// The record type of a set of classes (sorted by name, as LLVM does).
    pub fn rec_ty(&mut self, classes: &[RecId]) -> TyId {
        let mut v: Vec<RecId> = classes.to_vec();
        v.sort_by(|a, b| self.rec_name(*a).cmp(&self.rec_name(*b)));
        self.ty(Ty::Rec(v.into_boxed_slice()))
    }

    /// The initial value of a new field of type `t`: `?`, or `{ ?, ... }` for bits.
    pub fn unset_for(&mut self, t: TyId) -> InitId {
        match *self.ty_kind(t) {
            Ty::Bits(n) => {
                let u = self.unset;
                self.mk(Node::Bits(vec![u; n as usize].into()))
            }
            _ => self.unset,
        }
    }

    pub fn string(&mut self, s: &str) -> InitId {
        self.mk(Node::Str(s.into(), false))
    }

    pub fn code(&mut self, s: &str) -> InitId {
        self.mk(Node::Str(s.into(), true))
    }

    pub fn int(&mut self, v: i64) -> InitId {
        self.mk(Node::Int(v))
    }

    pub fn bit(&mut self, b: bool) -> InitId {
        self.mk(Node::Bit(b))
    }

    pub fn str_of(&self, i: InitId) -> Option<&str> {
        match self.node(i) {
            Node::Str(s, _) => Some(s),
            _ => None,
        }
    }

    pub fn int_of(&self, i: InitId) -> Option<i64> {
        match self.node(i) {
            Node::Int(v) => Some(*v),
            _ => None,
        }
    }

    pub fn is_unset(&self, i: InitId) -> bool {
        matches!(self.node(i), Node::Unset)
    }

    pub fn rec(&self, r: RecId) -> &Record {
        &self.records[r.0 as usize]
    }

    pub fn rec_mut(&mut self, r: RecId) -> &mut Record {
        &mut self.records[r.0 as usize]
    }

    pub fn add_record(&mut self, rec: Record) -> RecId {
        let id = RecId(self.records.len() as u32);
        self.records.push(rec);
        id
    }

    /// The record's name as LLVM prints it (unquoted).
    pub fn rec_name_str(&self, r: RecId) -> String {
        self.unquoted(self.rec(r).name)
    }

    /// The record's name without allocating when it is already a string.
    pub fn rec_name(&self, r: RecId) -> std::borrow::Cow<'_, str> {
        match self.node(self.rec(r).name) {
            Node::Str(s, _) => std::borrow::Cow::Borrowed(s),
            _ => std::borrow::Cow::Owned(self.as_string(self.rec(r).name)),
        }
    }

    pub fn error(&mut self, loc: Option<Loc>, message: impl Into<String>) {
        self.errors.push(FoldError {
            loc,
            message: message.into(),
        });
    }

    // ---------------------------------------------------------------- types

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

    // ---------------------------------------------------------------- values

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

    // ---------------------------------------------------------------- printing

    /// `Init::getAsString`.
    pub fn as_string(&self, i: InitId) -> String {
        let mut s = String::new();
        self.write(i, &mut s);
        s
    }

    /// `Init::getAsUnquotedString`.
    pub fn unquoted(&self, i: InitId) -> String {
        self.unquoted_cow(i).into_owned()
    }

    /// `getAsUnquotedString` without allocating for strings.
    pub fn unquoted_cow(&self, i: InitId) -> std::borrow::Cow<'_, str> {
        match self.node(i) {
            Node::Str(s, _) => std::borrow::Cow::Borrowed(s),
            _ => std::borrow::Cow::Owned(self.as_string(i)),
        }
    }

    pub fn write(&self, i: InitId, o: &mut String) {
        match self.node(i) {
            Node::Unset => o.push('?'),
            Node::Arg(v, aux) => {
                match aux {
                    ArgAux::Pos(k) => o.push_str(&k.to_string()),
                    ArgAux::Named(n) => self.write(*n, o),
                }
                o.push_str(": ");
                self.write(*v, o);
            }
            Node::Bit(b) => o.push(if *b { '1' } else { '0' }),
            Node::Bits(bs) => {
                o.push_str("{ ");
                for (k, b) in bs.iter().rev().enumerate() {
                    if k > 0 {
                        o.push_str(", ");
                    }
                    self.write(*b, o);
                }
                o.push_str(" }");
            }
            Node::Int(v) => o.push_str(&v.to_string()),
            Node::AnonName(n) => {
                o.push_str("anonymous_");
                o.push_str(&n.to_string());
            }
            Node::Str(s, code) => {
                if *code {
                    o.push_str("[{");
                    o.push_str(s);
                    o.push_str("}]");
                } else {
                    o.push('"');
                    o.push_str(s);
                    o.push('"');
                }
            }
            Node::List(es, _) => {
                o.push('[');
                for (k, e) in es.iter().enumerate() {
                    if k > 0 {
                        o.push_str(", ");
                    }
                    self.write(*e, o);
                }
                o.push(']');
            }
            Node::Un(op, a, t) => {
                o.push('!');
                o.push_str(op.name());
                if *op == UnOp::Cast {
                    o.push('<');
                    o.push_str(&self.ty_str(*t));
                    o.push('>');
                }
                o.push('(');
                self.write(*a, o);
                o.push(')');
            }
            Node::Bin(op, a, b, t) => {
                let Some(name) = op.name() else {
                    // `l[i]`, `l[i, j]` and `a...b`.
                    self.write(*a, o);
                    if *op == BinOp::RangeC {
                        o.push_str("...");
                        self.write(*b, o);
                    } else {
                        o.push('[');
                        self.write(*b, o);
                        o.push(']');
                    }
                    return;
                };
                o.push('!');
                o.push_str(name);
                if *op == BinOp::GetDagArg {
                    o.push('<');
                    o.push_str(&self.ty_str(*t));
                    o.push('>');
                }
                o.push('(');
                self.write(*a, o);
                o.push_str(", ");
                self.write(*b, o);
                o.push(')');
            }
            Node::Tern(op, a, b, c, _) => {
                o.push('!');
                o.push_str(op.name());
                o.push('(');
                // The iteration variable of `!foreach` and `!filter` prints as a name.
                if matches!(op, TernOp::Foreach | TernOp::Filter) {
                    o.push_str(&self.unquoted(*a));
                } else {
                    self.write(*a, o);
                }
                o.push_str(", ");
                self.write(*b, o);
                o.push_str(", ");
                self.write(*c, o);
                o.push(')');
            }
            Node::Cond(cs, vs, _) => {
                o.push('!');
                o.push_str(BangOp::Cond.name());
                o.push('(');
                for k in 0..cs.len() {
                    self.write(cs[k], o);
                    o.push_str(": ");
                    self.write(vs[k], o);
                    if k + 1 != cs.len() {
                        o.push_str(", ");
                    }
                }
                o.push(')');
            }
            Node::Fold(s, l, a, b, e, _) => {
                o.push('!');
                o.push_str(BangOp::Foldl.name());
                o.push('(');
                self.write(*s, o);
                o.push_str(", ");
                self.write(*l, o);
                o.push_str(", ");
                o.push_str(&self.unquoted(*a));
                o.push_str(", ");
                o.push_str(&self.unquoted(*b));
                o.push_str(", ");
                self.write(*e, o);
                o.push(')');
            }
            Node::IsA(t, e) => {
                o.push('!');
                o.push_str(BangOp::IsA.name());
                o.push('<');
                o.push_str(&self.ty_str(*t));
                o.push_str(">(");
                self.write(*e, o);
                o.push(')');
            }
            Node::Exists(t, e) => {
                o.push('!');
                o.push_str(BangOp::Exists.name());
                o.push('<');
                o.push_str(&self.ty_str(*t));
                o.push_str(">(");
                self.write(*e, o);
                o.push(')');
            }
            Node::Var(n, _) => o.push_str(&self.unquoted_cow(*n)),
            Node::VarBit(v, b) => {
                self.write(*v, o);
                o.push('{');
                o.push_str(&b.to_string());
                o.push('}');
            }
            Node::Def(r) => o.push_str(&self.rec_name(*r)),
            Node::VarDef(c, args) => {
                o.push_str(&self.rec_name(*c));
                o.push('<');
                for (k, a) in args.iter().enumerate() {
                    if k > 0 {
                        o.push_str(", ");
                    }
                    self.write(*a, o);
                }
                o.push('>');
            }
            Node::Field(r, f, _) => {
                self.write(*r, o);
                o.push('.');
                o.push_str(&self.unquoted_cow(*f));
            }
            Node::Dag(op, name, args, names) => {
                o.push('(');
                self.write(*op, o);
                if let Some(n) = name {
                    o.push(':');
                    o.push_str(&self.unquoted(*n));
                }
                for (k, a) in args.iter().enumerate() {
                    o.push_str(if k == 0 { " " } else { ", " });
                    self.write(*a, o);
                    if let Some(n) = names[k] {
                        o.push_str(":$");
                        o.push_str(&self.unquoted(n));
                    }
                }
                o.push(')');
            }
        }
    }
}
