//! Affine maps and integer sets as structure: MLIR's `AffineExpr`, `AffineMap` and
//! `IntegerSet`, for code that reads or builds them (the custom syntax of the affine
//! and vector ops).
//!
//! A context keeps `affine_map<...>` and `affine_set<...>` attributes as their
//! canonical text (MLIR 19's spelling, [`crate::attributes::AttrKind::Verbatim`]);
//! [`AffineMap::from_attr`] reads that text back into structure and
//! [`AffineMap::to_attr`] interns a map's canonical text. Expressions are built with
//! MLIR's simplifying constructors ([`AffineExpr::add`], [`AffineExpr::mul`],
//! [`AffineExpr::div_like`]: constants folded and moved right, `x + x` to `x * 2`,
//! ...), and printed as MLIR's `printAffineExpr` prints them.

use crate::asm::lexer::{Lexer, Token, TokenKind};
use crate::attributes::{AttrKind, Attribute};
use crate::Context;
use std::fmt;

/// An affine expression (MLIR's `AffineExpr`), as the simplifying constructors
/// build it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AffineExpr {
    /// `d<i>`: dimension `i`.
    Dim(usize),
    /// `s<i>`: symbol `i`.
    Symbol(usize),
    /// An integer.
    Constant(i64),
    /// A binary operation.
    Binary(AffineBinOp, Box<AffineExpr>, Box<AffineExpr>),
}

/// The operator of a binary affine expression.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AffineBinOp {
    /// `+` (a subtraction is an addition of a product by `-1`).
    Add,
    /// `*`
    Mul,
    /// `mod`
    Mod,
    /// `floordiv`
    FloorDiv,
    /// `ceildiv`
    CeilDiv,
}

fn floor_div(a: i64, b: i64) -> i64 {
    a.div_euclid(b) - if b < 0 && a.rem_euclid(b) != 0 { 1 } else { 0 }
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

impl AffineExpr {
    /// Whether no dimension occurs in it (MLIR's `isSymbolicOrConstant`).
    pub fn is_symbolic_or_constant(&self) -> bool {
        match self {
            AffineExpr::Dim(_) => false,
            AffineExpr::Symbol(_) | AffineExpr::Constant(_) => true,
            AffineExpr::Binary(_, l, r) => {
                l.is_symbolic_or_constant() && r.is_symbolic_or_constant()
            }
        }
    }

    /// Its value, if it is a constant.
    pub fn constant(&self) -> Option<i64> {
        match self {
            AffineExpr::Constant(c) => Some(*c),
            _ => None,
        }
    }

    fn bin(op: AffineBinOp, l: AffineExpr, r: AffineExpr) -> AffineExpr {
        AffineExpr::Binary(op, Box::new(l), Box::new(r))
    }

    /// MLIR's `getLargestKnownDivisor`.
    pub fn largest_known_divisor(&self) -> i64 {
        match self {
            AffineExpr::Constant(c) => c.checked_abs().unwrap_or(1),
            AffineExpr::Dim(_) | AffineExpr::Symbol(_) => 1,
            AffineExpr::Binary(AffineBinOp::Mul, l, r) => l
                .largest_known_divisor()
                .saturating_mul(r.largest_known_divisor()),
            AffineExpr::Binary(AffineBinOp::Add | AffineBinOp::Mod, l, r) => {
                gcd(l.largest_known_divisor(), r.largest_known_divisor()).max(1)
            }
            AffineExpr::Binary(AffineBinOp::FloorDiv | AffineBinOp::CeilDiv, l, r) => {
                match r.constant() {
                    Some(c) if c != 0 && l.largest_known_divisor() % c == 0 => {
                        (l.largest_known_divisor() / c).abs()
                    }
                    _ => 1,
                }
            }
        }
    }

    /// `l + r`, simplified as MLIR's `operator+` simplifies it.
    #[allow(clippy::should_implement_trait)]
    pub fn add(l: AffineExpr, r: AffineExpr) -> AffineExpr {
        let (lc, rc) = (l.constant(), r.constant());
        if let (Some(a), Some(b)) = (lc, rc) {
            if let Some(s) = a.checked_add(b) {
                return AffineExpr::Constant(s);
            }
        }
        // Only the right side is a constant; a symbolic side goes right.
        if lc.is_some() || (l.is_symbolic_or_constant() && !r.is_symbolic_or_constant()) {
            return AffineExpr::add(r, l);
        }
        if rc == Some(0) {
            return l;
        }
        if let (AffineExpr::Binary(AffineBinOp::Add, ll, lr), Some(b)) = (&l, rc) {
            if let Some(a) = lr.constant() {
                if let Some(s) = a.checked_add(b) {
                    return AffineExpr::add((**ll).clone(), AffineExpr::Constant(s));
                }
            }
        }
        // c1 * x + c2 * x is (c1 + c2) * x.
        let split = |e: &AffineExpr| -> (i64, AffineExpr) {
            match e {
                AffineExpr::Binary(AffineBinOp::Mul, x, c) if c.constant().is_some() => {
                    (c.constant().unwrap_or(1), (**x).clone())
                }
                _ => (1, e.clone()),
            }
        };
        let ((c1, x1), (c2, x2)) = (split(&l), split(&r));
        if x1 == x2 {
            if let Some(c) = c1.checked_add(c2) {
                return AffineExpr::mul(x1, AffineExpr::Constant(c));
            }
        }
        // (x + c) + y is (x + y) + c.
        if let AffineExpr::Binary(AffineBinOp::Add, ll, lr) = &l {
            if lr.constant().is_some() {
                return AffineExpr::add(AffineExpr::add((**ll).clone(), r), (**lr).clone());
            }
        }
        AffineExpr::bin(AffineBinOp::Add, l, r)
    }

    /// `l * r`, simplified as MLIR's `operator*` simplifies it.
    #[allow(clippy::should_implement_trait)]
    pub fn mul(l: AffineExpr, r: AffineExpr) -> AffineExpr {
        let (lc, rc) = (l.constant(), r.constant());
        if let (Some(a), Some(b)) = (lc, rc) {
            if let Some(p) = a.checked_mul(b) {
                return AffineExpr::Constant(p);
            }
        }
        // The constant or symbolic side goes right (a constant always does).
        if (!r.is_symbolic_or_constant() && l.is_symbolic_or_constant()) || lc.is_some() {
            return AffineExpr::mul(r, l);
        }
        match rc {
            Some(1) => return l,
            Some(0) if l.is_symbolic_or_constant() || r.is_symbolic_or_constant() => {
                return AffineExpr::Constant(0)
            }
            _ => {}
        }
        if let AffineExpr::Binary(AffineBinOp::Mul, ll, lr) = &l {
            if let Some(a) = lr.constant() {
                if let Some(b) = rc {
                    if let Some(p) = a.checked_mul(b) {
                        return AffineExpr::mul((**ll).clone(), AffineExpr::Constant(p));
                    }
                }
                // (x * c) * y is (x * y) * c.
                return AffineExpr::mul(AffineExpr::mul((**ll).clone(), r), (**lr).clone());
            }
        }
        AffineExpr::bin(AffineBinOp::Mul, l, r)
    }

    /// `l op r` for `op` one of `floordiv`, `ceildiv`, `mod`, simplified as MLIR
    /// simplifies them.
    pub fn div_like(op: AffineBinOp, l: AffineExpr, r: AffineExpr) -> AffineExpr {
        let Some(d) = r.constant().filter(|&d| d >= 1) else {
            return AffineExpr::bin(op, l, r);
        };
        if let Some(a) = l.constant() {
            return AffineExpr::Constant(match op {
                AffineBinOp::FloorDiv => floor_div(a, d),
                AffineBinOp::CeilDiv => -floor_div(-a, d),
                _ => a.rem_euclid(d),
            });
        }
        match op {
            AffineBinOp::FloorDiv | AffineBinOp::CeilDiv => {
                if d == 1 {
                    return l;
                }
                if let AffineExpr::Binary(AffineBinOp::Mul, x, c) = &l {
                    if let Some(c) = c.constant() {
                        if c % d == 0 {
                            return AffineExpr::mul((**x).clone(), AffineExpr::Constant(c / d));
                        }
                    }
                }
                if op == AffineBinOp::FloorDiv {
                    if let AffineExpr::Binary(AffineBinOp::Add, a, b) = &l {
                        if a.largest_known_divisor() % d == 0 || b.largest_known_divisor() % d == 0
                        {
                            let fa =
                                AffineExpr::div_like(op, (**a).clone(), AffineExpr::Constant(d));
                            let fb =
                                AffineExpr::div_like(op, (**b).clone(), AffineExpr::Constant(d));
                            return AffineExpr::add(fa, fb);
                        }
                    }
                }
            }
            _ => {
                if l.largest_known_divisor() % d == 0 {
                    return AffineExpr::Constant(0);
                }
                if let AffineExpr::Binary(AffineBinOp::Add, a, b) = &l {
                    if a.largest_known_divisor() % d == 0 {
                        return AffineExpr::div_like(op, (**b).clone(), AffineExpr::Constant(d));
                    }
                    if b.largest_known_divisor() % d == 0 {
                        return AffineExpr::div_like(op, (**a).clone(), AffineExpr::Constant(d));
                    }
                }
                if let AffineExpr::Binary(AffineBinOp::Mod, x, m) = &l {
                    if m.constant().is_some_and(|m| m >= 1 && m % d == 0) {
                        return AffineExpr::div_like(op, (**x).clone(), AffineExpr::Constant(d));
                    }
                }
            }
        }
        AffineExpr::bin(op, l, r)
    }

    /// `-self` (`self * -1`).
    #[allow(clippy::should_implement_trait)]
    pub fn neg(self) -> AffineExpr {
        AffineExpr::mul(self, AffineExpr::Constant(-1))
    }

    /// MLIR's `printAffineExprInternal`; `strong`: the enclosing binding is strong;
    /// `names` writes dimension (`false`) or symbol (`true`) `i`.
    fn print_in(
        &self,
        out: &mut String,
        strong: bool,
        names: &mut dyn FnMut(&mut String, bool, usize),
    ) {
        let (op, l, r) = match self {
            AffineExpr::Dim(i) => return names(out, false, *i),
            AffineExpr::Symbol(i) => return names(out, true, *i),
            AffineExpr::Constant(c) => return out.push_str(&c.to_string()),
            AffineExpr::Binary(op, l, r) => (*op, l, r),
        };
        let word = match op {
            AffineBinOp::Mul => {
                if r.constant() == Some(-1) {
                    out.push('-');
                    return l.print_in(out, true, names);
                }
                " * "
            }
            AffineBinOp::Mod => " mod ",
            AffineBinOp::FloorDiv => " floordiv ",
            AffineBinOp::CeilDiv => " ceildiv ",
            AffineBinOp::Add => {
                if strong {
                    out.push('(');
                }
                match &**r {
                    AffineExpr::Binary(AffineBinOp::Mul, rl, rr)
                        if rr.constant().is_some_and(|c| c < 0) =>
                    {
                        let c = rr.constant().unwrap_or(-1);
                        l.print_in(out, false, names);
                        out.push_str(" - ");
                        if c == -1 {
                            let add = matches!(**rl, AffineExpr::Binary(AffineBinOp::Add, ..));
                            rl.print_in(out, add, names);
                        } else {
                            rl.print_in(out, true, names);
                            out.push_str(&format!(" * {}", c.unsigned_abs()));
                        }
                    }
                    AffineExpr::Constant(c) if *c < 0 => {
                        l.print_in(out, false, names);
                        out.push_str(&format!(" - {}", c.unsigned_abs()));
                    }
                    _ => {
                        l.print_in(out, false, names);
                        out.push_str(" + ");
                        r.print_in(out, false, names);
                    }
                }
                if strong {
                    out.push(')');
                }
                return;
            }
        };
        if strong {
            out.push('(');
        }
        l.print_in(out, true, names);
        out.push_str(word);
        r.print_in(out, true, names);
        if strong {
            out.push(')');
        }
    }
}

impl AffineExpr {
    /// `l floordiv r`.
    pub fn floor_div(l: AffineExpr, r: AffineExpr) -> AffineExpr {
        AffineExpr::div_like(AffineBinOp::FloorDiv, l, r)
    }

    /// `l ceildiv r`.
    pub fn ceil_div(l: AffineExpr, r: AffineExpr) -> AffineExpr {
        AffineExpr::div_like(AffineBinOp::CeilDiv, l, r)
    }

    /// `l mod r`.
    pub fn modulo(l: AffineExpr, r: AffineExpr) -> AffineExpr {
        AffineExpr::div_like(AffineBinOp::Mod, l, r)
    }

    /// `l op r` through the simplifying constructor of `op` (MLIR's
    /// `getAffineBinaryOpExpr`).
    pub fn binary(op: AffineBinOp, l: AffineExpr, r: AffineExpr) -> AffineExpr {
        match op {
            AffineBinOp::Add => AffineExpr::add(l, r),
            AffineBinOp::Mul => AffineExpr::mul(l, r),
            _ => AffineExpr::div_like(op, l, r),
        }
    }

    /// Dimension `i` replaced by `dims[i]` and symbol `i` by `syms[i]` (those past
    /// the ends stay), simplified again where something changed (MLIR's
    /// `replaceDimsAndSymbols`).
    pub fn replace_dims_and_symbols(&self, dims: &[AffineExpr], syms: &[AffineExpr]) -> AffineExpr {
        match self {
            AffineExpr::Constant(_) => self.clone(),
            AffineExpr::Dim(i) => dims.get(*i).cloned().unwrap_or_else(|| self.clone()),
            AffineExpr::Symbol(i) => syms.get(*i).cloned().unwrap_or_else(|| self.clone()),
            AffineExpr::Binary(op, l, r) => {
                let nl = l.replace_dims_and_symbols(dims, syms);
                let nr = r.replace_dims_and_symbols(dims, syms);
                if nl == **l && nr == **r {
                    return self.clone();
                }
                AffineExpr::binary(*op, nl, nr)
            }
        }
    }

    /// Dimensions `0..num_dims` renumbered `shift` higher (MLIR's `shiftDims`).
    pub fn shift_dims(&self, num_dims: usize, shift: usize) -> AffineExpr {
        let dims: Vec<AffineExpr> = (0..num_dims).map(|i| AffineExpr::Dim(i + shift)).collect();
        self.replace_dims_and_symbols(&dims, &[])
    }

    /// Symbols `0..num_symbols` renumbered `shift` higher (MLIR's `shiftSymbols`).
    pub fn shift_symbols(&self, num_symbols: usize, shift: usize) -> AffineExpr {
        let syms: Vec<AffineExpr> = (0..num_symbols)
            .map(|i| AffineExpr::Symbol(i + shift))
            .collect();
        self.replace_dims_and_symbols(&[], &syms)
    }

    /// Calls `f` on every sub-expression, this one included (MLIR's `walk`, in pre-order).
    pub fn walk(&self, f: &mut dyn FnMut(&AffineExpr)) {
        f(self);
        if let AffineExpr::Binary(_, l, r) = self {
            l.walk(f);
            r.walk(f);
        }
    }

    /// Writes the expression as MLIR prints it, with `names` writing dimension
    /// (`false`) or symbol (`true`) number `i` (MLIR's `printAffineExpr` with a
    /// `printValueName`, as `printAffineMapOfSSAIds` uses it).
    pub fn print_with(&self, out: &mut String, names: &mut dyn FnMut(&mut String, bool, usize)) {
        self.print_in(out, false, names);
    }
}

fn default_name(out: &mut String, symbol: bool, i: usize) {
    out.push(if symbol { 's' } else { 'd' });
    out.push_str(&i.to_string());
}

impl fmt::Display for AffineExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        self.print_with(&mut s, &mut default_name);
        f.write_str(&s)
    }
}

/// An affine map `(d0, ...)[s0, ...] -> (results)` (MLIR's `AffineMap`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    /// The number of dimensions.
    pub num_dims: usize,
    /// The number of symbols.
    pub num_symbols: usize,
    /// The result expressions.
    pub results: Vec<AffineExpr>,
}

impl AffineMap {
    /// A map of `num_dims` dimensions and `num_symbols` symbols to `results`.
    pub fn new(num_dims: usize, num_symbols: usize, results: Vec<AffineExpr>) -> Self {
        AffineMap {
            num_dims,
            num_symbols,
            results,
        }
    }

    /// `() -> (value)` (MLIR's `getConstantAffineMap`).
    pub fn constant(value: i64) -> Self {
        AffineMap::new(0, 0, vec![AffineExpr::Constant(value)])
    }

    /// `()[s0] -> (s0)` (MLIR's `getSymbolIdentityMap`).
    pub fn symbol_identity() -> Self {
        AffineMap::new(0, 1, vec![AffineExpr::Symbol(0)])
    }

    /// `(d0, ..., dn-1) -> (d(n-k), ..., dn-1)` for `n` = `num_dims` and `k` =
    /// `num_results` (MLIR's `getMinorIdentityMap`; `num_results` is at most
    /// `num_dims`, else the dimensions run out first).
    pub fn minor_identity(num_dims: usize, num_results: usize) -> Self {
        let first = num_dims.saturating_sub(num_results);
        AffineMap::new(
            num_dims,
            0,
            (first..num_dims).map(AffineExpr::Dim).collect(),
        )
    }

    /// `(d0, ..., dn-1) -> (d0, ..., dn-1)`.
    pub fn multi_dim_identity(num_dims: usize) -> Self {
        AffineMap::minor_identity(num_dims, num_dims)
    }

    /// Dimensions and symbols together (MLIR's `getNumInputs`).
    pub fn num_inputs(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    /// The value of a map of one constant result (MLIR's `isSingleConstant` /
    /// `getSingleConstantResult`).
    pub fn single_constant(&self) -> Option<i64> {
        match self.results.as_slice() {
            [e] => e.constant(),
            _ => None,
        }
    }

    /// Whether the map is [`AffineMap::minor_identity`] of its dimension and result
    /// counts (MLIR's `isMinorIdentity`).
    pub fn is_minor_identity(&self) -> bool {
        self.num_dims >= self.results.len()
            && *self == AffineMap::minor_identity(self.num_dims, self.results.len())
    }

    /// The map of the `len` results from `start` (MLIR's `getSliceMap`).
    pub fn slice(&self, start: usize, len: usize) -> AffineMap {
        AffineMap::new(
            self.num_dims,
            self.num_symbols,
            self.results[start..start + len].to_vec(),
        )
    }

    /// The map an `affine_map<...>` attribute holds.
    pub fn from_attr(ctx: &Context, attr: Attribute) -> Option<AffineMap> {
        match ctx.attr_kind(attr) {
            AttrKind::Verbatim(text) => AffineMap::from_text(text),
            _ => None,
        }
    }

    /// The map of canonical text: `affine_map<(d0)[s0] -> (d0 + s0)>`, or the same
    /// without `affine_map<...>` around it. Names must be `d0, d1, ...` and `s0, s1,
    /// ...` in order (as MLIR prints them).
    pub fn from_text(text: &str) -> Option<AffineMap> {
        let (dims, syms, exprs, is_set) = read_canonical(text, "affine_map")?;
        if is_set {
            return None;
        }
        Some(AffineMap::new(
            dims,
            syms,
            exprs.into_iter().map(|e| e.0).collect(),
        ))
    }

    /// Interns the map as an `affine_map<...>` attribute.
    pub fn to_attr(&self, ctx: &mut Context) -> Attribute {
        ctx.intern_attr(AttrKind::Verbatim(self.to_attr_text()))
    }

    /// The attribute's canonical text, `affine_map<...>`.
    pub fn to_attr_text(&self) -> String {
        format!("affine_map<{self}>")
    }
}

/// `(d0, d1)[s0]`: the dimension and symbol list of a map or set.
fn write_inputs(out: &mut String, dims: usize, syms: usize) {
    let list = |n: usize, p: char| {
        (0..n)
            .map(|i| format!("{p}{i}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    out.push('(');
    out.push_str(&list(dims, 'd'));
    out.push(')');
    if syms > 0 {
        out.push('[');
        out.push_str(&list(syms, 's'));
        out.push(']');
    }
}

/// The map without `affine_map<...>` around it: `(d0)[s0] -> (d0 + s0)`, as MLIR
/// prints an `AffineMap` (not an attribute).
impl fmt::Display for AffineMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_inputs(&mut s, self.num_dims, self.num_symbols);
        s.push_str(" -> (");
        for (i, e) in self.results.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            e.print_with(&mut s, &mut default_name);
        }
        s.push(')');
        f.write_str(&s)
    }
}

/// An integer set `(d0, ...)[s0, ...] : (constraints)` (MLIR's `IntegerSet`): each
/// constraint is an expression and whether it is `== 0` (else `>= 0`).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    /// The number of dimensions.
    pub num_dims: usize,
    /// The number of symbols.
    pub num_symbols: usize,
    /// The constraints: an expression, and `true` for `== 0`, `false` for `>= 0`.
    pub constraints: Vec<(AffineExpr, bool)>,
}

impl IntegerSet {
    /// Dimensions and symbols together (MLIR's `getNumInputs`).
    pub fn num_inputs(&self) -> usize {
        self.num_dims + self.num_symbols
    }

    /// The set an `affine_set<...>` attribute holds.
    pub fn from_attr(ctx: &Context, attr: Attribute) -> Option<IntegerSet> {
        match ctx.attr_kind(attr) {
            AttrKind::Verbatim(text) => IntegerSet::from_text(text),
            _ => None,
        }
    }

    /// The set of canonical text: `affine_set<(d0) : (d0 - 1 >= 0)>` (or without
    /// `affine_set<...>` around it).
    pub fn from_text(text: &str) -> Option<IntegerSet> {
        let (num_dims, num_symbols, constraints, is_set) = read_canonical(text, "affine_set")?;
        is_set.then_some(IntegerSet {
            num_dims,
            num_symbols,
            constraints,
        })
    }

    /// Interns the set as an `affine_set<...>` attribute.
    pub fn to_attr(&self, ctx: &mut Context) -> Attribute {
        ctx.intern_attr(AttrKind::Verbatim(self.to_attr_text()))
    }

    /// The attribute's canonical text, `affine_set<...>`.
    pub fn to_attr_text(&self) -> String {
        format!("affine_set<{self}>")
    }
}

/// The set without `affine_set<...>` around it: `(d0) : (d0 >= 0)`.
impl fmt::Display for IntegerSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        write_inputs(&mut s, self.num_dims, self.num_symbols);
        s.push_str(" : (");
        for (i, (e, eq)) in self.constraints.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            e.print_with(&mut s, &mut default_name);
            s.push_str(if *eq { " == 0" } else { " >= 0" });
        }
        s.push(')');
        f.write_str(&s)
    }
}

/// Reads canonical map or set text (optionally inside `keyword<...>`): dimension and
/// symbol counts, the results (with `== 0` flags for a set), and whether it is a set.
type Canonical = (usize, usize, Vec<(AffineExpr, bool)>, bool);

fn read_canonical(text: &str, keyword: &str) -> Option<Canonical> {
    let mut r = TextReader::new(text);
    let wrapped = r.kind() == TokenKind::BareIdent && r.text() == keyword;
    if wrapped {
        r.bump();
        r.expect(TokenKind::Less)?;
    }
    let dims = r.names(TokenKind::LParen, TokenKind::RParen, 'd')?;
    let syms = if r.kind() == TokenKind::LSquare {
        r.names(TokenKind::LSquare, TokenKind::RSquare, 's')?
    } else {
        0
    };
    let is_set = match r.kind() {
        TokenKind::Arrow => false,
        TokenKind::Colon => true,
        _ => return None,
    };
    r.bump();
    r.expect(TokenKind::LParen)?;
    let mut out = Vec::new();
    if !r.eat(TokenKind::RParen) {
        loop {
            let e = r.sum()?;
            let eq = if is_set {
                // `>= 0` or `== 0`.
                let first = r.kind();
                r.bump();
                r.expect(TokenKind::Equal)?;
                let zero = r.sum()?;
                if zero != AffineExpr::Constant(0) {
                    return None;
                }
                match first {
                    TokenKind::Greater => false,
                    TokenKind::Equal => true,
                    _ => return None,
                }
            } else {
                false
            };
            out.push((e, eq));
            if r.eat(TokenKind::RParen) {
                break;
            }
            r.expect(TokenKind::Comma)?;
        }
    }
    if wrapped {
        r.expect(TokenKind::Greater)?;
    }
    (r.kind() == TokenKind::Eof).then_some((dims, syms, out, is_set))
}

/// A reader of canonical affine text (names `d0`, `s0`, ... in order).
struct TextReader<'a> {
    lex: Lexer<'a>,
    tok: Token,
}

impl<'a> TextReader<'a> {
    fn new(text: &'a str) -> Self {
        let mut lex = Lexer::new(text);
        let tok = lex.next_token();
        TextReader { lex, tok }
    }

    fn kind(&self) -> TokenKind {
        self.tok.kind
    }

    fn text(&self) -> &'a str {
        self.lex.text(self.tok)
    }

    fn bump(&mut self) -> Token {
        let t = self.tok;
        self.tok = self.lex.next_token();
        t
    }

    fn eat(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, kind: TokenKind) -> Option<()> {
        self.eat(kind).then_some(())
    }

    /// `(d0, d1)`: the count, checking the names are in order.
    fn names(&mut self, open: TokenKind, close: TokenKind, prefix: char) -> Option<usize> {
        self.expect(open)?;
        let mut n = 0;
        if self.eat(close) {
            return Some(0);
        }
        loop {
            if self.kind() != TokenKind::BareIdent || self.text() != format!("{prefix}{n}") {
                return None;
            }
            self.bump();
            n += 1;
            if self.eat(close) {
                return Some(n);
            }
            self.expect(TokenKind::Comma)?;
        }
    }

    fn sum(&mut self) -> Option<AffineExpr> {
        let mut e = self.product()?;
        loop {
            match self.kind() {
                TokenKind::Plus => {
                    self.bump();
                    let r = self.product()?;
                    e = AffineExpr::add(e, r);
                }
                TokenKind::Minus => {
                    self.bump();
                    let r = self.product()?;
                    e = AffineExpr::add(e, r.neg());
                }
                _ => return Some(e),
            }
        }
    }

    fn product(&mut self) -> Option<AffineExpr> {
        let mut e = self.operand()?;
        loop {
            let op = match self.kind() {
                TokenKind::Star => AffineBinOp::Mul,
                TokenKind::BareIdent => match self.text() {
                    "floordiv" => AffineBinOp::FloorDiv,
                    "ceildiv" => AffineBinOp::CeilDiv,
                    "mod" => AffineBinOp::Mod,
                    _ => return Some(e),
                },
                _ => return Some(e),
            };
            self.bump();
            let r = self.operand()?;
            e = AffineExpr::binary(op, e, r);
        }
    }

    fn operand(&mut self) -> Option<AffineExpr> {
        match self.kind() {
            TokenKind::BareIdent => {
                let s = self.text();
                let (kind, n) = s.split_at(1);
                let n: usize = n.parse().ok()?;
                self.bump();
                match kind {
                    "d" => Some(AffineExpr::Dim(n)),
                    "s" => Some(AffineExpr::Symbol(n)),
                    _ => None,
                }
            }
            TokenKind::Integer => {
                let v: i64 = self.text().parse().ok()?;
                self.bump();
                Some(AffineExpr::Constant(v))
            }
            TokenKind::Minus => {
                self.bump();
                // The most negative constant has no positive counterpart.
                if self.kind() == TokenKind::Integer && self.text() == "9223372036854775808" {
                    self.bump();
                    return Some(AffineExpr::Constant(i64::MIN));
                }
                Some(self.operand()?.neg())
            }
            TokenKind::LParen => {
                self.bump();
                let e = self.sum()?;
                self.expect(TokenKind::RParen)?;
                Some(e)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn canonical_text_reads_back_to_the_same_text() {
        let mut ctx = Context::new();
        for src in [
            "affine_map<(d0, d1)[s0] -> (d0 * s0, d1 + 2, d0 + 5, d0 - (d1 + 1))>",
            "affine_map<(d0) -> (d0, d0 * 2, 0, 1, -4, 4)>",
            "affine_map<()[s0] -> (-s0)>",
            "affine_map<(d0, d1) -> (d0 * -3, d0 - d1 * 3, (d0 + 1) floordiv 2, d1 mod 4)>",
            "affine_map<() -> ()>",
        ] {
            let a = ctx.parse_attribute(src).unwrap();
            let text = ctx.attr_to_string(a);
            let map = AffineMap::from_attr(&ctx, a).unwrap_or_else(|| panic!("{text}"));
            assert_eq!(map.to_attr_text(), text);
        }
        let a = ctx
            .parse_attribute("affine_set<(d0)[s0] : (d0 >= s0, d0 <= 4, d0 == 2)>")
            .unwrap();
        let set = IntegerSet::from_attr(&ctx, a).unwrap();
        assert_eq!(
            (set.num_dims, set.num_symbols, set.constraints.len()),
            (1, 1, 3)
        );
        assert_eq!(set.to_attr_text(), ctx.attr_to_string(a));
    }

    #[test]
    fn replacing_dims_simplifies_again() {
        let e = AffineExpr::add(AffineExpr::Dim(0), AffineExpr::Dim(1));
        let r = e.replace_dims_and_symbols(&[AffineExpr::Dim(0), AffineExpr::Dim(0)], &[]);
        assert_eq!(r.to_string(), "d0 * 2");
        assert_eq!(e.shift_dims(2, 3).to_string(), "d3 + d4");
        assert_eq!(
            AffineMap::minor_identity(3, 2).to_string(),
            "(d0, d1, d2) -> (d1, d2)"
        );
        assert!(AffineMap::minor_identity(3, 2).is_minor_identity());
        assert_eq!(AffineMap::constant(0).single_constant(), Some(0));
    }
}
