//! Attribute and type aliases as `mlir-opt-19` prints them by default (without
//! `--mlir-print-local-scope`): `#map = affine_map<...>` defined above the module and
//! `#map` where it is used.
//!
//! Only the aliases of MLIR's builtin dialect exist here, as MLIR 19 gives them:
//! `#map` (affine maps), `#set` (integer sets), `#loc` (every location, nested ones
//! included), `#distinct` (`distinct[N]<...>` unless it refers to `unit`) and `!tuple`
//! (tuple types of more than 16 elements). Dialects that mlir-opt registers give
//! aliases of their own (the LLVM dialect's `#di_...`, for instance); pdll-rs keeps
//! dialect attributes as text and prints them inline.
//!
//! What is aliased, and the order, follow MLIR's `AliasInitializer`, which runs the
//! printer once without output (its `DummyAliasOperationPrinter`) and visits every
//! attribute and type that printer is handed, in that order:
//! - in the generic form ([`crate::Ir::print_generic_with`], `Aliases::collect`),
//!   the IR is walked as the generic printer would print it: an op's regions first
//!   (each block's argument types, then its ops), then its operand and result types,
//!   then its attributes. An op that mlir-opt registers (its dialect is one of
//!   [`MLIR_OPT_19_DIALECTS`]) has its properties walked too, merged with its
//!   attributes in name order; an unregistered op's properties are not walked, so an
//!   affine map only found there prints inline (MLIR does the same);
//! - in the custom form ([`crate::Ir::print_with`]), the custom-form printer
//!   ([`crate::asm::custom`]) makes the dry run itself: each op's syntax prints into
//!   nothing, and what it hands to be printed is visited (`Aliases::visit_attr`,
//!   `Aliases::visit_type`). So an attribute a syntax folds into its text or leaves
//!   out (`affine.load`'s map, `affine.for`'s constant bounds, a minor-identity
//!   `permutation_map`, a default-valued property, `func.func`'s `function_type`)
//!   gets no alias, and the first uses are in the order of the custom text. As MLIR's
//!   dummy printer, the dry run visits a region argument's type but not its
//!   attributes, and nothing of a successor's operands; an op printed in generic form
//!   there is walked as above (its regions through the dry run again). An op without
//!   regions whose types, attributes and properties are all plain (none has or holds
//!   an alias or a `distinct` attribute) is not run at all: nothing it can print
//!   changes an alias or its number, and most ops are such;
//! - every attribute or type met for the first time gets the next index, then its
//!   parts are walked. Its depth is 1 if it has an alias, and one more than the
//!   deepest part if any part has a depth: `[#map]` has depth 2 without an alias of its
//!   own, so `#distinct = distinct[0]<[#map]>` has depth 3;
//! - the definitions are printed by depth, types before attributes at equal depth,
//!   then by name, then by first use; the first of a name is `#map`, the next `#map1`.
//!
//! `distinct[N]` numbers are given in print order, as MLIR's printer gives them: the
//! definitions are printed first, so they take the first numbers.
//!
//! pdll-rs keeps some builtin attributes as their canonical text
//! ([`crate::attributes::AttrKind::Verbatim`]); the parts of `distinct[N]<...>`,
//! `loc(...)`, `sparse<...> : type` and `dense_resource<...> : type` that may hold an
//! alias are read back from that text (into a copy of the context's tables, made only
//! when such a part exists, so that the handles read back are the ones already there).
//!
//! Op locations are not printed by pdll-rs, so the locations MLIR defers to the end of
//! the file with `--mlir-print-debuginfo` do not arise: every `#loc` here is an
//! attribute value's. The `{-# dialect_resources ... #-}` metadata that mlir-opt
//! prints after the module in this mode is kept on the IR and printed after the
//! module, aliases or not ([`crate::asm::resources`]).

use crate::asm::parser::Parser;
use crate::attributes::{AttrKind, Attribute};
use crate::ir::{Ir, Op};
use crate::types::{Type, TypeKind};
use crate::Context;
use rustc_hash::FxHashMap;

/// The dialects that `mlir-opt-19` registers (`mlir-opt-19 --show-dialects`). An op of
/// one of them is a registered op there (mlir-opt rejects unknown ops of a registered
/// dialect), and MLIR walks a registered op's properties for aliases: they are its
/// inherent attributes. One exception pdll-rs cannot see: the `test` dialect accepts
/// unknown ops, whose properties MLIR does not walk; every `test.*` op is taken as
/// registered here.
pub const MLIR_OPT_19_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "mesh",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "polynomial",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "tosa",
    "transform",
    "ub",
    "vector",
    "x86vector",
    "xegpu",
];

/// Something printed that may have an alias or hold one.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Sym {
    Attr(Attribute),
    Type(Type),
    /// A location, by its index in [`Aliases::locs`]: nested locations are no
    /// attributes of their own in pdll-rs, but each has an alias in MLIR.
    Loc(u32),
}

/// A location read from its canonical text.
#[derive(Clone)]
enum Loc {
    /// `unknown`, `"file":1:2`, `"name"` without a child, or a dialect location: its
    /// text (without `loc(...)`).
    Leaf(String),
    /// `"name"(child)`: the quoted name and the child.
    Name(String, u32),
    /// `callsite(callee at caller)`.
    CallSite(u32, u32),
    /// `fused<metadata>[locations]`.
    Fused(Option<Attribute>, Vec<u32>),
}

/// What the walk knows of one attribute, type or location.
#[derive(Clone)]
struct Entry {
    sym: Sym,
    /// The alias name without its number (`map`), if it has one.
    alias: Option<&'static str>,
    /// MLIR's alias depth (see the module docs).
    depth: u32,
    /// Neither it nor a part has an alias or is a `distinct` attribute (renumbered
    /// when printed): the context's printer prints it as is.
    plain: bool,
}

/// The aliases of one print: which attributes and types have one, their definitions,
/// and the `distinct` numbers given so far.
#[derive(Clone)]
pub(crate) struct Aliases<'c> {
    real: &'c Context,
    /// A copy of `real`'s tables, once kept text had to be read again (reading
    /// interns; the copy keeps `real`'s handles valid).
    work: Option<Context>,
    /// The walk's entries, in first-visit order, and each one's index.
    entries: Vec<Entry>,
    index: FxHashMap<Sym, u32>,
    /// Locations read so far, and each one's index by its text.
    locs: Vec<Loc>,
    loc_index: FxHashMap<String, u32>,
    /// The parts read back from kept text: a distinct attribute's referenced attribute
    /// (`None`: `unit`), a sparse or dense_resource attribute's type.
    kept_parts: FxHashMap<Attribute, Option<Sym>>,
    /// The alias of each aliased entry (`#map1`, `!tuple`), and the definitions in
    /// print order.
    names: FxHashMap<Sym, String>,
    definitions: Vec<Sym>,
    /// `distinct[N]` numbers given so far, in print order.
    distinct_numbers: FxHashMap<Attribute, usize>,
    /// Whether the ops of each name met are registered in mlir-opt-19.
    registered: FxHashMap<crate::ir::OpName, bool>,
    /// Whether each attribute, type and location asked about is plain (see
    /// [`Aliases::op_is_plain`]), by handle index: `PLAIN`, `NOT_PLAIN`, or 0 when
    /// not known yet.
    plain_attrs: Vec<u8>,
    plain_types: Vec<u8>,
    plain_locs: Vec<u8>,
}

const PLAIN: u8 = 1;
const NOT_PLAIN: u8 = 2;

/// The kind of kept builtin text, by its start.
#[derive(PartialEq, Eq, Clone, Copy)]
enum Kept {
    AffineMap,
    AffineSet,
    Distinct,
    Loc,
    /// `sparse<...> : type` or `dense_resource<...> : type`.
    WithType,
    /// `array<...>`, `strided<...>`: nothing inside has an alias.
    Other,
}

fn kept_kind(text: &str) -> Kept {
    if text.starts_with("affine_map<") {
        Kept::AffineMap
    } else if text.starts_with("affine_set<") {
        Kept::AffineSet
    } else if text.starts_with("distinct[") {
        Kept::Distinct
    } else if text.starts_with("loc(") {
        Kept::Loc
    } else if text.starts_with("sparse<") || text.starts_with("dense_resource<") {
        Kept::WithType
    } else {
        Kept::Other
    }
}

/// `loc(inner)`: the inner text.
fn loc_inner(text: &str) -> &str {
    let inner = text.strip_prefix("loc(").unwrap_or(text);
    inner.strip_suffix(')').unwrap_or(inner)
}

/// `distinct[N]<inner>`: the inner text (empty for `unit`).
fn distinct_inner(text: &str) -> &str {
    let start = text.find("]<").map_or(text.len(), |i| i + 2);
    text.get(start..text.len().saturating_sub(1)).unwrap_or("")
}

/// `sparse<...> : type`: where the type starts, after the first `>` outside a string.
fn type_after_literal(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let (mut i, mut in_string) = (0, false);
    while i < bytes.len() {
        match bytes[i] {
            b'\\' if in_string => i += 1,
            b'"' => in_string = !in_string,
            b'>' if !in_string => {
                return text[i + 1..].starts_with(" : ").then_some(i + 4);
            }
            _ => {}
        }
        i += 1;
    }
    None
}

impl<'c> Aliases<'c> {
    /// Walks what printing the IR will print (the single top-level module `root`, or
    /// else the top region as an implicit module) and names the aliases.
    pub(crate) fn collect(ctx: &'c Context, ir: &Ir, root: Option<Op>) -> Self {
        let mut a = Aliases::new(ctx);
        a.walk_ir(ir, root);
        a.name_aliases();
        a
    }

    /// Nothing visited yet: the custom-form printer's dry run
    /// ([`crate::asm::custom::FormPrinter`]) visits what it would print
    /// ([`Aliases::visit_attr`], [`Aliases::visit_type`], [`Aliases::walk_op_end`] for
    /// an op in generic form), then names the aliases ([`Aliases::name_aliases`]).
    pub(crate) fn new(ctx: &'c Context) -> Self {
        Aliases {
            real: ctx,
            work: None,
            entries: Vec::new(),
            index: FxHashMap::default(),
            locs: Vec::new(),
            loc_index: FxHashMap::default(),
            kept_parts: FxHashMap::default(),
            names: FxHashMap::default(),
            definitions: Vec::new(),
            distinct_numbers: FxHashMap::default(),
            registered: FxHashMap::default(),
            plain_attrs: Vec::new(),
            plain_types: Vec::new(),
            plain_locs: Vec::new(),
        }
    }

    /// The context that every handle met so far is valid in.
    fn cx(&self) -> &Context {
        self.work.as_ref().unwrap_or(self.real)
    }

    /// The context to read kept text into (a copy of the real one, made once).
    fn work(&mut self) -> &mut Context {
        let real = self.real;
        self.work.get_or_insert_with(|| Context {
            interner: real.interner.clone(),
            dialect: Default::default(),
            syntax: Default::default(),
            folding: Default::default(),
            id: crate::context::next_context_id(),
            forked_from: None,
        })
    }

    // ----- the walk -----

    /// MLIR's `DummyAliasOperationPrinter`, without recursion per nesting level.
    fn walk_ir(&mut self, ir: &Ir, root: Option<Op>) {
        enum Step {
            Op(Op),
            OpEnd(Op),
            Block(crate::ir::Block),
        }
        let mut steps = Vec::new();
        match root {
            Some(op) => steps.push(Step::Op(op)),
            None => {
                for &b in ir.region_blocks(ir.top_region()).iter().rev() {
                    steps.push(Step::Block(b));
                }
            }
        }
        while let Some(step) = steps.pop() {
            match step {
                Step::Op(op) => {
                    steps.push(Step::OpEnd(op));
                    for &r in ir.regions(op).iter().rev() {
                        for &b in ir.region_blocks(r).iter().rev() {
                            steps.push(Step::Block(b));
                        }
                    }
                }
                Step::Block(b) => {
                    for &v in ir.block_arguments(b) {
                        self.visit_type(ir.value_type(v));
                    }
                    let ops: Vec<Op> = ir.block_ops(b).collect();
                    steps.extend(ops.into_iter().rev().map(Step::Op));
                }
                Step::OpEnd(op) => self.walk_op_end(ir, op),
            }
        }
    }

    /// An op's operand and result types, then its attributes (and a registered op's
    /// properties, in one name order with them, as `Operation::getAttrs` gives them):
    /// what MLIR's alias walk visits of an op in generic form after its regions.
    pub(crate) fn walk_op_end(&mut self, ir: &Ir, op: Op) {
        for t in ir.operand_types(op) {
            self.visit_type(t);
        }
        for t in ir.result_types(op) {
            self.visit_type(t);
        }
        let real = self.real;
        let discardable = ir.attrs(real, op);
        let properties = ir
            .properties(op)
            .filter(|_| self.registered(real, ir.op_name(op)));
        let Some(p) = properties else {
            for &(_, a) in discardable {
                self.visit_attr(a);
            }
            return;
        };
        let mut attrs: Vec<(&str, Attribute)> = discardable
            .iter()
            .map(|&(n, a)| (real.ident_str(n), a))
            .collect();
        if let AttrKind::Dictionary(entries) = real.attr_kind(p) {
            attrs.extend(entries.iter().map(|&(n, a)| (real.ident_str(n), a)));
            attrs.sort_by(|x, y| x.0.as_bytes().cmp(y.0.as_bytes()));
        } else {
            attrs.push(("", p));
        }
        for (_, a) in attrs {
            self.visit_attr(a);
        }
    }

    /// Whether mlir-opt-19 registers ops named `name` (remembered per name).
    fn registered(&mut self, real: &Context, name: crate::ir::OpName) -> bool {
        *self
            .registered
            .entry(name)
            .or_insert_with(|| MLIR_OPT_19_DIALECTS.contains(&real.op_name_dialect(name)))
    }

    /// Visits an attribute that is printed (MLIR's `AliasInitializer::visit`).
    pub(crate) fn visit_attr(&mut self, a: Attribute) -> u32 {
        match self.attr_sym(a) {
            Some(s) => self.visit(s),
            None => 0,
        }
    }

    /// Visits a type that is printed.
    pub(crate) fn visit_type(&mut self, t: Type) -> u32 {
        match self.type_sym(t) {
            Some(s) => self.visit(s),
            None => 0,
        }
    }

    /// MLIR's `AliasInitializer::visitImpl`: the depth of `sym`, walking it the first
    /// time.
    fn visit(&mut self, sym: Sym) -> u32 {
        if let Some(&i) = self.index.get(&sym) {
            return self.entries[i as usize].depth;
        }
        let i = self.entries.len();
        self.index.insert(sym, i as u32);
        let alias = self.alias_name(sym);
        self.entries.push(Entry {
            sym,
            alias,
            depth: u32::from(alias.is_some()),
            plain: false,
        });
        let (mut deepest, mut plain) = (0, alias.is_none() && !self.is_distinct(sym));
        for part in self.parts(sym) {
            deepest = deepest.max(self.visit(part));
            plain &= self.entries[self.index[&part] as usize].plain;
        }
        let e = &mut self.entries[i];
        e.plain = plain;
        if deepest > 0 {
            e.depth = deepest + 1;
        }
        e.depth
    }

    /// Whether the print numbers `distinct` attributes (in print order): the dry run
    /// met one.
    pub(crate) fn numbers_distinct(&self) -> bool {
        self.entries.iter().any(|e| self.is_distinct(e.sym))
    }

    fn is_distinct(&self, sym: Sym) -> bool {
        matches!(sym, Sym::Attr(a)
            if matches!(self.cx().attr_kind(a), AttrKind::Verbatim(s) if kept_kind(s) == Kept::Distinct))
    }

    /// Whether everything `op` holds outside its regions is plain (see
    /// [`Entry::plain`]): its operand and result types, attributes and properties.
    /// Whatever a syntax prints of such an op (it prints what the op holds, or parts
    /// of it) neither has an alias nor holds one, so the custom form's dry run may
    /// leave the op out: visiting it would change no alias. Asks without walking
    /// (the walk's order is the printer's).
    pub(crate) fn op_is_plain(&mut self, ir: &Ir, op: Op) -> bool {
        let real = self.real;
        ir.operand_types(op).all(|t| self.type_is_plain(t))
            && ir.result_types(op).all(|t| self.type_is_plain(t))
            && ir
                .attrs(real, op)
                .iter()
                .all(|&(_, a)| self.attr_is_plain(a))
            && ir.properties(op).is_none_or(|p| self.attr_is_plain(p))
    }

    fn type_is_plain(&mut self, t: Type) -> bool {
        match self.type_sym(t) {
            Some(sym) => self.sym_is_plain(sym),
            None => true,
        }
    }

    fn attr_is_plain(&mut self, a: Attribute) -> bool {
        match self.attr_sym(a) {
            Some(sym) => self.sym_is_plain(sym),
            None => true,
        }
    }

    /// Whether `sym` neither has an alias nor holds one (nor is or holds a
    /// `distinct` attribute), walked or not: the context's printer prints it as is.
    fn sym_is_plain(&mut self, sym: Sym) -> bool {
        let (table, at) = match sym {
            Sym::Attr(a) => (&mut self.plain_attrs, a.index()),
            Sym::Type(t) => (&mut self.plain_types, t.index()),
            Sym::Loc(l) => (&mut self.plain_locs, l),
        };
        match table.get(at as usize) {
            Some(&PLAIN) => return true,
            Some(&NOT_PLAIN) => return false,
            _ => {}
        }
        let plain = match self.index.get(&sym) {
            Some(&i) => self.entries[i as usize].plain,
            None => {
                self.alias_name(sym).is_none()
                    && !self.is_distinct(sym)
                    && self.parts(sym).into_iter().all(|p| self.sym_is_plain(p))
            }
        };
        let table = match sym {
            Sym::Attr(_) => &mut self.plain_attrs,
            Sym::Type(_) => &mut self.plain_types,
            Sym::Loc(_) => &mut self.plain_locs,
        };
        if table.len() <= at as usize {
            table.resize(at as usize + 1, 0);
        }
        table[at as usize] = if plain { PLAIN } else { NOT_PLAIN };
        plain
    }

    /// The entry of an attribute, or `None` for one that neither has an alias nor
    /// holds one (MLIR walks them, but they change no alias's number).
    fn attr_sym(&mut self, a: Attribute) -> Option<Sym> {
        match self.cx().attr_kind(a) {
            AttrKind::Verbatim(s) => match kept_kind(s) {
                Kept::Loc => {
                    let inner = loc_inner(s).to_string();
                    Some(Sym::Loc(self.loc(&inner)))
                }
                Kept::Other => None,
                _ => Some(Sym::Attr(a)),
            },
            AttrKind::Array(_)
            | AttrKind::Dictionary(_)
            | AttrKind::Type(_)
            | AttrKind::Dense { .. }
            | AttrKind::String { ty: Some(_), .. } => Some(Sym::Attr(a)),
            _ => None,
        }
    }

    /// The entry of a type, or `None` for a type without parts (no alias of its own).
    fn type_sym(&self, t: Type) -> Option<Sym> {
        match self.cx().type_kind(t) {
            TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::None
            | TypeKind::Opaque { .. } => None,
            _ => Some(Sym::Type(t)),
        }
    }

    /// The builtin dialect's alias for `sym` (MLIR 19's
    /// `BuiltinOpAsmDialectInterface::getAlias`).
    fn alias_name(&self, sym: Sym) -> Option<&'static str> {
        match sym {
            Sym::Loc(_) => Some("loc"),
            Sym::Attr(a) => match self.cx().attr_kind(a) {
                AttrKind::Verbatim(s) => match kept_kind(s) {
                    Kept::AffineMap => Some("map"),
                    Kept::AffineSet => Some("set"),
                    Kept::Distinct if !distinct_inner(s).is_empty() => Some("distinct"),
                    _ => None,
                },
                _ => None,
            },
            Sym::Type(t) => match self.cx().type_kind(t) {
                TypeKind::Tuple(items) if items.len() > 16 => Some("tuple"),
                _ => None,
            },
        }
    }

    /// The parts of `sym` that MLIR walks, in its order.
    fn parts(&mut self, sym: Sym) -> Vec<Sym> {
        let mut attrs: Vec<Attribute> = Vec::new();
        let mut types: Vec<Type> = Vec::new();
        let mut out = Vec::new();
        match sym {
            Sym::Loc(i) => match &self.locs[i as usize] {
                Loc::Leaf(_) => {}
                Loc::Name(_, c) => out.push(Sym::Loc(*c)),
                Loc::CallSite(a, b) => out.extend([Sym::Loc(*a), Sym::Loc(*b)]),
                Loc::Fused(meta, locs) => {
                    let (meta, locs) = (*meta, locs.clone());
                    if let Some(m) = meta {
                        out.extend(self.attr_sym(m));
                    }
                    out.extend(locs.into_iter().map(Sym::Loc));
                }
            },
            Sym::Attr(a) => match self.cx().attr_kind(a) {
                AttrKind::Array(items) => attrs.extend_from_slice(items),
                AttrKind::Dictionary(entries) => attrs.extend(entries.iter().map(|e| e.1)),
                AttrKind::Type(t) => types.push(*t),
                AttrKind::Dense { ty, .. } => types.push(*ty),
                AttrKind::String { ty: Some(t), .. } => types.push(*t),
                AttrKind::Verbatim(_) => {
                    let part = self.kept_part(a);
                    out.extend(part);
                }
                _ => {}
            },
            Sym::Type(t) => match self.cx().type_kind(t) {
                TypeKind::Complex(e)
                | TypeKind::Vector { element: e, .. }
                | TypeKind::UnrankedTensor { element: e } => types.push(*e),
                TypeKind::Tuple(items) => types.extend_from_slice(items),
                TypeKind::Function { inputs, results } => {
                    types.extend(inputs.iter().chain(results).copied())
                }
                TypeKind::RankedTensor {
                    element, encoding, ..
                } => {
                    types.push(*element);
                    attrs.extend(*encoding);
                }
                TypeKind::MemRef {
                    element,
                    layout,
                    memory_space,
                    ..
                } => {
                    types.push(*element);
                    attrs.extend(layout.iter().chain(memory_space));
                }
                TypeKind::UnrankedMemRef {
                    element,
                    memory_space,
                } => {
                    types.push(*element);
                    attrs.extend(*memory_space);
                }
                _ => {}
            },
        }
        // Where a kind has both, MLIR walks the types first: a tensor's element type,
        // then its encoding; a memref's element type, then its layout and memory space.
        for t in types {
            out.extend(self.type_sym(t));
        }
        for a in attrs {
            out.extend(self.attr_sym(a));
        }
        out
    }

    /// The part of a kept attribute that may hold an alias: a distinct attribute's
    /// referenced attribute, a `sparse`/`dense_resource` attribute's type.
    fn kept_part(&mut self, a: Attribute) -> Option<Sym> {
        if let Some(&p) = self.kept_parts.get(&a) {
            return p;
        }
        let AttrKind::Verbatim(text) = self.cx().attr_kind(a) else {
            return None;
        };
        let text = text.clone();
        let part = match kept_kind(&text) {
            Kept::Distinct => {
                let inner = distinct_inner(&text);
                if inner.is_empty() {
                    None
                } else {
                    self.read_attr(inner).and_then(|p| self.attr_sym(p))
                }
            }
            Kept::WithType => type_after_literal(&text)
                .and_then(|at| self.read_type(&text[at..]))
                .and_then(|t| self.type_sym(t)),
            _ => None,
        };
        self.kept_parts.insert(a, part);
        part
    }

    /// Reads canonical attribute text back (it parsed before, so it parses again).
    fn read_attr(&mut self, text: &str) -> Option<Attribute> {
        let mut p = Parser::new(self.work(), text);
        p.keep_distinct_ids = true;
        let a = p.parse_attribute().ok()?;
        p.expect_eof().ok()?;
        Some(a)
    }

    fn read_type(&mut self, text: &str) -> Option<Type> {
        let mut p = Parser::new(self.work(), text);
        p.keep_distinct_ids = true;
        let t = p.parse_type().ok()?;
        p.expect_eof().ok()?;
        Some(t)
    }

    // ----- naming -----

    /// MLIR's `initializeAliases`: sorts the aliased entries by depth, types first,
    /// then name (stable: first use breaks ties) and numbers each name.
    pub(crate) fn name_aliases(&mut self) {
        let mut aliased: Vec<(u32, bool, &'static str, Sym)> = self
            .entries
            .iter()
            .filter_map(|e| {
                let is_type = matches!(e.sym, Sym::Type(_));
                e.alias.map(|name| (e.depth, !is_type, name, e.sym))
            })
            .collect();
        aliased.sort_by_key(|&(depth, is_attr, name, _)| (depth, is_attr, name));
        let mut counts: FxHashMap<&str, u32> = FxHashMap::default();
        for (_, is_attr, name, sym) in aliased {
            let n = counts.entry(name).or_insert(0);
            let sigil = if is_attr { '#' } else { '!' };
            let text = if *n == 0 {
                format!("{sigil}{name}")
            } else {
                format!("{sigil}{name}{n}")
            };
            *n += 1;
            self.names.insert(sym, text);
            self.definitions.push(sym);
        }
    }
}

mod locations;
mod print;
#[cfg(test)]
mod tests;
