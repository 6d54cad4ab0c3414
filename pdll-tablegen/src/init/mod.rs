//! The evaluator's value model: hash-consed values ("inits") and types, as
//! TableGen defines them. Every value and type is interned in the [`Context`], so
//! equality is an integer compare and an unchanged value keeps its id, which
//! is how resolution tells "nothing changed" cheaply.
//!
//! Here: the ids, the type and value nodes, the operator enums (named by
//! [`crate::bang`]), and the [`Context`] with its interners and records. By
//! subject: `types` (type names, conversions, common types), `convert` (a value's
//! type, completeness, bits, conversions and casts), `text` (`getAsString`).

mod convert;
mod text;
mod types;

use std::sync::Arc;

use rustc_hash::FxHashMap;

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
}
