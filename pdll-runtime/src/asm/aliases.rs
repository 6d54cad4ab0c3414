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
//! What is aliased, and the order, follow MLIR's `AliasInitializer`:
//! - the IR is walked as the printer would print it: an op's regions first (each
//!   block's argument types, then its ops), then its operand and result types, then
//!   its attributes. An op that mlir-opt registers (its dialect is one of
//!   [`MLIR_OPT_19_DIALECTS`]) has its properties walked too, merged with its
//!   attributes in name order; an unregistered op's properties are not walked, so an
//!   affine map only found there prints inline (MLIR does the same);
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
//! attribute value's. Nor is the `{-# dialect_resources ... #-}` metadata that
//! mlir-opt prints after the module in this mode: pdll-rs keeps no resource blobs.

use crate::asm::parser::Parser;
use crate::asm::printer::{write_escaped, write_name, write_shape};
use crate::attributes::{AttrKind, Attribute};
use crate::ident::Identifier;
use crate::ir::{Ir, Op};
use crate::types::{Type, TypeKind};
use crate::Context;
use rustc_hash::FxHashMap;
use std::fmt::Write;

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
}

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
        let mut a = Aliases {
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
        };
        a.walk_ir(ir, root);
        a.name_aliases();
        a
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
    /// properties, in one name order with them, as `Operation::getAttrs` gives them).
    fn walk_op_end(&mut self, ir: &Ir, op: Op) {
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

    fn visit_attr(&mut self, a: Attribute) -> u32 {
        match self.attr_sym(a) {
            Some(s) => self.visit(s),
            None => 0,
        }
    }

    fn visit_type(&mut self, t: Type) -> u32 {
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

    fn is_distinct(&self, sym: Sym) -> bool {
        matches!(sym, Sym::Attr(a)
            if matches!(self.cx().attr_kind(a), AttrKind::Verbatim(s) if kept_kind(s) == Kept::Distinct))
    }

    /// Whether `sym` was walked and found plain (see [`Entry::plain`]).
    fn is_plain(&self, sym: Sym) -> bool {
        self.index
            .get(&sym)
            .is_some_and(|&i| self.entries[i as usize].plain)
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

    // ----- locations -----

    /// The index of the location with canonical text `text` (without `loc(...)`),
    /// reading it the first time.
    fn loc(&mut self, text: &str) -> u32 {
        if let Some(&i) = self.loc_index.get(text) {
            return i;
        }
        let (loc, len) = self
            .read_loc(text)
            .filter(|(_, len)| *len == text.len())
            .unwrap_or_else(|| (Loc::Leaf(text.to_string()), text.len()));
        debug_assert_eq!(len, text.len());
        let i = self.locs.len() as u32;
        self.locs.push(loc);
        self.loc_index.insert(text.to_string(), i);
        i
    }

    /// Reads one location from the start of canonical text: the location and the
    /// length it took. `None` for text it does not know (kept as one leaf then).
    fn read_loc(&mut self, text: &str) -> Option<(Loc, usize)> {
        if text.starts_with("unknown") {
            return Some((Loc::Leaf("unknown".into()), 7));
        }
        if let Some(rest) = text.strip_prefix("callsite(") {
            let (callee, n1) = self.nested_loc(rest)?;
            let rest2 = rest[n1..].strip_prefix(" at ")?;
            let (caller, n2) = self.nested_loc(rest2)?;
            rest2[n2..].strip_prefix(')')?;
            let len = "callsite(".len() + n1 + " at ".len() + n2 + 1;
            return Some((Loc::CallSite(callee, caller), len));
        }
        if let Some(rest) = text.strip_prefix("fused") {
            let mut at = "fused".len();
            let mut meta = None;
            if let Some(body) = rest.strip_prefix('<') {
                let mut p = Parser::new(self.work(), body);
                p.keep_distinct_ids = true;
                let m = p.parse_attribute().ok()?;
                let end = p.tok.start as usize;
                body[end..].strip_prefix('>')?;
                meta = Some(m);
                at += 1 + end + 1;
            }
            text[at..].strip_prefix('[')?;
            at += 1;
            let mut locs = Vec::new();
            if !text[at..].starts_with(']') {
                loop {
                    let (l, n) = self.nested_loc(&text[at..])?;
                    locs.push(l);
                    at += n;
                    if let Some(r) = text[at..].strip_prefix(", ") {
                        at = text.len() - r.len();
                    } else {
                        break;
                    }
                }
            }
            text[at..].strip_prefix(']')?;
            return Some((Loc::Fused(meta, locs), at + 1));
        }
        if text.starts_with('"') {
            let end = string_end(text)?;
            let name = &text[..end];
            let rest = &text[end..];
            if let Some(r) = rest.strip_prefix(':') {
                let digits = |s: &str| s.bytes().take_while(u8::is_ascii_digit).count();
                let line = digits(r);
                let r2 = r[line..].strip_prefix(':')?;
                let col = digits(r2);
                let len = end + 1 + line + 1 + col;
                return (line > 0 && col > 0).then(|| (Loc::Leaf(text[..len].into()), len));
            }
            if let Some(r) = rest.strip_prefix('(') {
                let (child, n) = self.nested_loc(r)?;
                r[n..].strip_prefix(')')?;
                return Some((Loc::Name(name.into(), child), end + 1 + n + 1));
            }
            return Some((Loc::Leaf(name.into()), end));
        }
        None
    }

    /// A location nested in another: read and given an index (the text it spans is
    /// its key).
    fn nested_loc(&mut self, text: &str) -> Option<(u32, usize)> {
        let (loc, len) = self.read_loc(text)?;
        let key = &text[..len];
        if let Some(&i) = self.loc_index.get(key) {
            return Some((i, len));
        }
        let i = self.locs.len() as u32;
        self.locs.push(loc);
        self.loc_index.insert(key.to_string(), i);
        Some((i, len))
    }

    // ----- naming -----

    /// MLIR's `initializeAliases`: sorts the aliased entries by depth, types first,
    /// then name (stable: first use breaks ties) and numbers each name.
    fn name_aliases(&mut self) {
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

    // ----- printing -----

    /// Appends the alias definitions, one a line (`#map = affine_map<...>`).
    pub(crate) fn print_definitions(&mut self, out: &mut String) {
        for i in 0..self.definitions.len() {
            let sym = self.definitions[i];
            out.push_str(&self.names[&sym]);
            out.push_str(" = ");
            match sym {
                Sym::Attr(a) => self.attr_inline(a, false, out),
                Sym::Type(t) => self.type_inline(t, out),
                Sym::Loc(l) => {
                    out.push_str("loc(");
                    self.loc_inline(l, true, out);
                    out.push(')');
                }
            }
            out.push('\n');
        }
    }

    /// Appends an attribute or its alias; `may_elide` as in
    /// [`Context::print_attr_elide`].
    pub(crate) fn print_attr(&mut self, a: Attribute, may_elide: bool, out: &mut String) {
        if let Some(sym) = self.attr_sym(a) {
            if let Some(name) = self.names.get(&sym) {
                out.push_str(name);
                return;
            }
            if self.is_plain(sym) {
                return self.cx().print_attr_elide(a, may_elide, out);
            }
        }
        self.attr_inline(a, may_elide, out)
    }

    /// Appends a type or its alias.
    pub(crate) fn print_type(&mut self, t: Type, out: &mut String) {
        let Some(sym) = self.type_sym(t) else {
            return self.cx().print_type(t, out);
        };
        if let Some(name) = self.names.get(&sym) {
            out.push_str(name);
            return;
        }
        if self.is_plain(sym) {
            return self.cx().print_type(t, out);
        }
        self.type_inline(t, out)
    }

    /// Appends `{name = value, ...}` with aliases in the values.
    pub(crate) fn print_dict_entries(
        &mut self,
        entries: &[(Identifier, Attribute)],
        out: &mut String,
    ) {
        out.push('{');
        for (i, &(name, value)) in entries.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            write_name(out, self.cx().ident_str(name));
            if !matches!(self.cx().attr_kind(value), AttrKind::Unit) {
                out.push_str(" = ");
                self.print_attr(value, false, out);
            }
        }
        out.push('}');
    }

    /// Appends an attribute itself (not its alias), its parts through their aliases.
    /// Kinds that hold nothing with an alias are printed by the context's printer.
    fn attr_inline(&mut self, a: Attribute, may_elide: bool, out: &mut String) {
        /// What is left to print once the attribute's own text is written.
        enum Then {
            Done,
            Items(Vec<Attribute>),
            Entries(Vec<(Identifier, Attribute)>),
            Type(Type),
            Distinct,
            Loc(String),
            KeptType(usize),
        }
        let cx = self.cx();
        let then = match cx.attr_kind(a) {
            AttrKind::Array(items) => Then::Items(items.clone()),
            AttrKind::Dictionary(entries) => Then::Entries(entries.clone()),
            AttrKind::Type(t) => Then::Type(*t),
            AttrKind::Dense { body, ty } => {
                out.push_str("dense<");
                out.push_str(body);
                out.push_str("> : ");
                Then::Type(*ty)
            }
            AttrKind::String { value, ty: Some(t) } => {
                out.push('"');
                write_escaped(out, value);
                out.push_str("\" : ");
                Then::Type(*t)
            }
            AttrKind::Verbatim(text) => match (kept_kind(text), type_after_literal(text)) {
                (Kept::Distinct, _) => Then::Distinct,
                (Kept::Loc, _) => Then::Loc(loc_inner(text).to_string()),
                (Kept::WithType, Some(at)) => Then::KeptType(at),
                _ => {
                    cx.print_attr_elide(a, may_elide, out);
                    Then::Done
                }
            },
            _ => {
                cx.print_attr_elide(a, may_elide, out);
                Then::Done
            }
        };
        match then {
            Then::Done => {}
            Then::Items(items) => {
                out.push('[');
                for (i, item) in items.into_iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.print_attr(item, true, out);
                }
                out.push(']');
            }
            Then::Entries(entries) => self.print_dict_entries(&entries, out),
            Then::Type(t) => self.print_type(t, out),
            Then::Distinct => {
                let next = self.distinct_numbers.len();
                let n = *self.distinct_numbers.entry(a).or_insert(next);
                let _ = write!(out, "distinct[{n}]<");
                match self.kept_part(a) {
                    Some(Sym::Attr(p)) => self.print_attr(p, false, out),
                    Some(Sym::Loc(l)) => self.loc_attr(l, out),
                    // `unit` (printed as nothing), or a part that holds no alias:
                    // as kept.
                    _ => out.push_str(&distinct_inner_owned(self.cx(), a)),
                }
                out.push('>');
            }
            Then::Loc(inner) => {
                let l = self.loc(&inner);
                out.push_str("loc(");
                self.loc_inline(l, true, out);
                out.push(')');
            }
            Then::KeptType(at) => match self.kept_part(a) {
                Some(Sym::Type(t)) => {
                    if let AttrKind::Verbatim(text) = self.cx().attr_kind(a) {
                        out.push_str(&text[..at]);
                    }
                    self.print_type(t, out);
                }
                _ => self.cx().print_attr_elide(a, may_elide, out),
            },
        }
    }

    /// A location as an attribute value: its alias, or `loc(...)`.
    fn loc_attr(&mut self, l: u32, out: &mut String) {
        if let Some(name) = self.names.get(&Sym::Loc(l)) {
            out.push_str(name);
        } else {
            out.push_str("loc(");
            self.loc_inline(l, true, out);
            out.push(')');
        }
    }

    /// MLIR's `printLocationInternal`: a nested location prints its alias if it has
    /// one; `top` (the location being defined or printed) never does.
    fn loc_inline(&mut self, l: u32, top: bool, out: &mut String) {
        if !top {
            if let Some(name) = self.names.get(&Sym::Loc(l)) {
                out.push_str(name);
                return;
            }
        }
        match &self.locs[l as usize] {
            Loc::Leaf(text) => out.push_str(text),
            Loc::Name(name, child) => {
                out.push_str(name);
                out.push('(');
                let child = *child;
                self.loc_inline(child, false, out);
                out.push(')');
            }
            &Loc::CallSite(callee, caller) => {
                out.push_str("callsite(");
                self.loc_inline(callee, false, out);
                out.push_str(" at ");
                self.loc_inline(caller, false, out);
                out.push(')');
            }
            Loc::Fused(meta, locs) => {
                let (meta, locs) = (*meta, locs.clone());
                out.push_str("fused");
                if let Some(m) = meta {
                    out.push('<');
                    self.print_attr(m, false, out);
                    out.push('>');
                }
                out.push('[');
                for (i, l) in locs.into_iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    self.loc_inline(l, false, out);
                }
                out.push(']');
            }
        }
    }

    /// Appends a type itself (not its alias), its parts through their aliases.
    fn type_inline(&mut self, t: Type, out: &mut String) {
        match self.cx().type_kind(t).clone() {
            TypeKind::Complex(e) => {
                out.push_str("complex<");
                self.print_type(e, out);
                out.push('>');
            }
            TypeKind::Tuple(items) => {
                out.push_str("tuple<");
                self.type_list(&items, out);
                out.push('>');
            }
            TypeKind::Function { inputs, results } => {
                out.push('(');
                self.type_list(&inputs, out);
                out.push_str(") -> ");
                match results.as_slice() {
                    [r] if !matches!(self.cx().type_kind(*r), TypeKind::Function { .. }) => {
                        self.print_type(*r, out)
                    }
                    _ => {
                        out.push('(');
                        self.type_list(&results, out);
                        out.push(')');
                    }
                }
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                out.push_str("vector<");
                for (d, s) in shape.iter().zip(&scalable) {
                    if *s {
                        let _ = write!(out, "[{d}]x");
                    } else {
                        let _ = write!(out, "{d}x");
                    }
                }
                self.print_type(element, out);
                out.push('>');
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                out.push_str("tensor<");
                write_shape(&shape, out);
                self.print_type(element, out);
                if let Some(e) = encoding {
                    out.push_str(", ");
                    self.print_attr(e, false, out);
                }
                out.push('>');
            }
            TypeKind::UnrankedTensor { element } => {
                out.push_str("tensor<*x");
                self.print_type(element, out);
                out.push('>');
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                out.push_str("memref<");
                write_shape(&shape, out);
                self.print_type(element, out);
                for a in [layout, memory_space].into_iter().flatten() {
                    out.push_str(", ");
                    self.print_attr(a, true, out);
                }
                out.push('>');
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                out.push_str("memref<*x");
                self.print_type(element, out);
                if let Some(m) = memory_space {
                    out.push_str(", ");
                    self.print_attr(m, true, out);
                }
                out.push('>');
            }
            _ => self.cx().print_type(t, out),
        }
    }

    fn type_list(&mut self, types: &[Type], out: &mut String) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                out.push_str(", ");
            }
            self.print_type(t, out);
        }
    }
}

/// The inner text of a kept distinct attribute, owned.
fn distinct_inner_owned(cx: &Context, a: Attribute) -> String {
    match cx.attr_kind(a) {
        AttrKind::Verbatim(text) => distinct_inner(text).to_string(),
        _ => String::new(),
    }
}

/// The length of the string literal at the start of canonical text (through its
/// closing quote): canonical strings escape `"` as `\22` and `\` as `\\`.
fn string_end(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut i = 1;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::Aliases;
    use crate::asm::PrintOptions;
    use crate::{Context, Ir};

    /// `src` parsed and printed with aliases.
    fn with_aliases(src: &str) -> String {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        ir.parse_source(&mut ctx, src).unwrap();
        ir.print_generic_with(&ctx, &PrintOptions::default().with_aliases(true))
    }

    /// The alias definitions of `src`'s output (the lines before the module).
    fn definitions(src: &str) -> Vec<String> {
        with_aliases(src)
            .lines()
            .take_while(|l| !l.starts_with("\"builtin.module\""))
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn definitions_go_by_depth_then_types_first_then_name_then_first_use() {
        let src = "%0 = \"x.a\"() {z = affine_map<(d0) -> (d0 + 1)>, a = [affine_set<(d0) : (d0 == 0)>], \
                   b = affine_map<(d0) -> (d0)>} : () -> tuple<i1, i1, i1, i1, i1, i1, i1, i1, \
                   i1, i1, i1, i1, i1, i1, i1, i1, i1>";
        // Walked: the result type, then `a` (its set), `b`, `z`. Depth 1 for all.
        assert_eq!(
            definitions(src),
            [
                "!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>",
                "#map = affine_map<(d0) -> (d0)>",
                "#map1 = affine_map<(d0) -> (d0 + 1)>",
                "#set = affine_set<(d0) : (d0 == 0)>",
            ]
        );
        // A tuple holding a memref with an aliased layout is deeper than the layout.
        let src = "%0 = \"x.a\"() : () -> tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, \
                   i1, i1, i1, i1, memref<2xf32, affine_map<(d0) -> (d0 + 2)>>>";
        let text = with_aliases(src);
        assert!(text.starts_with(
            "#map = affine_map<(d0) -> (d0 + 2)>\n!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, \
             i1, i1, i1, i1, i1, i1, i1, i1, i1, memref<2xf32, #map>>\n"
        ));
        assert!(text.contains("%0 = \"x.a\"() : () -> !tuple\n"), "{text}");
    }

    #[test]
    fn short_tuples_unit_distincts_strided_and_arrays_have_no_alias() {
        let src = "\"x.a\"() {a = distinct[0]<>, b = strided<[1], offset: ?>, c = array<i32: 1>, \
                   t = tuple<i1, i2>} : () -> ()";
        assert!(definitions(src).is_empty());
    }

    #[test]
    fn unregistered_properties_are_not_walked_but_use_aliases_found_elsewhere() {
        let src = "\"x.p\"() <{m = affine_map<(d0) -> (d0 + 7)>, n = affine_map<(d0) -> (d0)>}> \
                   {z = affine_map<(d0) -> (d0)>} : () -> ()";
        let text = with_aliases(src);
        assert!(
            text.contains("<{m = affine_map<(d0) -> (d0 + 7)>, n = #map}> {z = #map}"),
            "{text}"
        );
        // An op of a dialect mlir-opt registers: its properties are walked, in one name
        // order with its attributes (`a` before `map` before `z`).
        let src = "%c = \"x.c\"() : () -> index\n\
                   %1 = \"affine.apply\"(%c) <{map = affine_map<(d0) -> (d0 + 7)>}> \
                   {z = affine_map<(d0) -> (d0)>, a = affine_map<(d0) -> (d0 + 1)>} \
                   : (index) -> index";
        let text = with_aliases(src);
        assert!(
            text.starts_with(
                "#map = affine_map<(d0) -> (d0 + 1)>\n#map1 = affine_map<(d0) -> (d0 + 7)>\n\
                 #map2 = affine_map<(d0) -> (d0)>\n"
            ),
            "{text}"
        );
        assert!(
            text.contains("<{map = #map1}> {a = #map, z = #map2}"),
            "{text}"
        );
    }

    #[test]
    fn distinct_numbers_follow_the_print_order() {
        // Inline, `a` is printed first; with aliases, `b`'s definition is.
        let src = "\"x.a\"() {a = distinct[7]<>} : () -> ()\n\
                   \"x.b\"() {b = distinct[3]<1 : i8>, c = [distinct[7]<>]} : () -> ()";
        let text = with_aliases(src);
        assert!(
            text.starts_with("#distinct = distinct[0]<1 : i8>\n"),
            "{text}"
        );
        assert!(text.contains("{a = distinct[1]<>}"), "{text}");
        assert!(
            text.contains("{b = #distinct, c = [distinct[1]<>]}"),
            "{text}"
        );
    }

    #[test]
    fn nested_locations_have_aliases_of_their_own() {
        let src = "\"x.a\"() {l = loc(callsite(\"f\\\"n\"(\"a.c\":1:2) at fused<\"m\">[\"b\":3:4, unknown]))} \
                   : () -> ()";
        assert_eq!(
            definitions(src),
            [
                "#loc = loc(\"a.c\":1:2)",
                "#loc1 = loc(\"b\":3:4)",
                "#loc2 = loc(\"f\\22n\"(#loc))",
                "#loc3 = loc(fused<\"m\">[#loc1])",
                "#loc4 = loc(callsite(#loc2 at #loc3))",
            ]
        );
    }

    #[test]
    fn locations_it_cannot_take_apart_are_one_alias() {
        let mut ctx = Context::new();
        let ir = Ir::new();
        let mut a = Aliases::collect(&ctx, &ir, None);
        let l = a.loc("#d.loc<\"x\">");
        assert!(matches!(&a.locs[l as usize], super::Loc::Leaf(t) if t == "#d.loc<\"x\">"));
        // A string that does not end.
        let l = a.loc("\"open");
        assert!(matches!(&a.locs[l as usize], super::Loc::Leaf(_)));
        let attr = ctx.parse_attribute("loc(\"f\":1:2)").unwrap();
        let mut out = String::new();
        let mut a = Aliases::collect(&ctx, &ir, None);
        a.print_attr(attr, false, &mut out);
        assert_eq!(out, "loc(\"f\":1:2)");
        // Kept text made through the API rather than the parser prints, as written
        // where it cannot be taken apart, and never panics.
        for text in [
            "loc(",
            "loc(\"\\",
            "loc(\"é\\é",
            "loc(callsite(",
            "loc(fused<",
            "distinct[",
            "distinct[0]<[",
            "sparse<",
            "dense_resource<x> : ",
        ] {
            let attr = ctx.intern_attr(crate::attributes::AttrKind::Verbatim(text.into()));
            let mut a = Aliases::collect(&ctx, &ir, None);
            let mut out = String::new();
            a.print_attr(attr, false, &mut out);
            assert!(!out.is_empty(), "{text}");
        }
    }

    /// Attributes and types whose parts the alias printer prints itself must print as
    /// the context's printer prints them when nothing has an alias.
    #[test]
    fn without_aliases_it_prints_as_the_context_does() {
        let attrs = [
            "[1, 2 : i32, 1.5, [true], {a, b = \"s\" : i8}]",
            "{a = unit, \"q r\" = @s::@t, t = tensor<?x4xf32>}",
            "dense<[1, 2]> : tensor<2xi64>",
            "dense<\"0x01\"> : vector<1xi8>",
            "\"text\\0A\" : tuple<i1, f32>",
            "(i32, memref<4x?xf32, strided<[?, 1], offset: 3>, 2>) -> (complex<f64>)",
            "() -> (() -> i1)",
            "vector<[4]x2x[8]xbf16>",
            "memref<*xi8, 5>",
            "memref<2x2xi1, affine_map<(d0, d1) -> (d1, d0)>, \"gpu\">",
            "tensor<*xindex>",
            "tensor<3xf32, {enc = 1}>",
            "sparse<[[0], [2]], [1.5, 2.5]> : tensor<4xf32>",
            "sparse<> : tensor<2xi8>",
            "dense_resource<blob> : tensor<2xi32>",
            "distinct[0]<[1, 2]>",
            "distinct[0]<>",
            "loc(fused<{k = 1}>[\"a\":1:2, callsite(\"x\" at \"y\"(\"z\":3:4))])",
            "loc(\"only\")",
            "#d.attr<\"x\"> : i32",
            "array<f32: 1.5>",
        ];
        for text in attrs {
            let mut ctx = Context::new();
            let attr = ctx.parse_attribute(text).unwrap();
            let ir = Ir::new();
            let mut a = Aliases::collect(&ctx, &ir, None);
            for elide in [false, true] {
                let mut out = String::new();
                a.print_attr(attr, elide, &mut out);
                let mut inline = String::new();
                ctx.print_attr_elide(attr, elide, &mut inline);
                assert_eq!(out, inline, "{text}");
            }
        }
    }
}
