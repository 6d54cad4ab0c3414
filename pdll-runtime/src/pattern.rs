//! The pattern interface: what generated (and hand-written) pattern sets implement.
//!
//! A [`PatternSet`] is split like MLIR's PDL bytecode: [`PatternSet::match_op`] only
//! *records* candidate [`Match`]es for an op (pattern, benefit, captured entities), and
//! [`PatternSet::rewrite`] runs the rewrite of one match. The driver tries the matches by
//! benefit and applies the first rewrite that succeeds.
//!
//! `match_op` reads the IR through `&Ir`, so a matcher cannot change it, and gets
//! `&mut Context` because native constraints may intern what they return (an
//! attribute, a type), as MLIR hands its natives a rewriter.
//!
//! **Native functions** of generated sets (see `pdll_core::codegen` for the whole
//! convention): a native constraint is `fn(ctx: &mut Context, ir: &Ir, args...) -> bool`
//! (without results) or `-> Option<R>` (with results); a native rewrite is
//! `fn(rewriter: &mut Rewriter<'_>, args...) -> R` or, when it can fail,
//! `-> Result<R, RewriteError>`; both forms are accepted through
//! [`NativeRewriteResult`]. A `[{ ... }]` rewrite body returns `Result<R, RewriteError>`.
//!
//! **A failing rewrite must leave the IR unchanged.** A rewrite that can fail (a native
//! rewrite checking a condition, a type mismatch) must check everything before its first
//! edit. The driver enforces this: it compares [`Rewriter::num_changes`] before and after,
//! and a rewrite that fails after editing is counted as applied (its edits were
//! notified, so the IR stays consistent) and reported in
//! [`crate::driver::DriverReport::failed_after_changes`].

use crate::arith::ArithError;
use crate::attributes::Attribute;
use crate::ir::Ir;
use crate::ir::{IrError, Op, Value};
use crate::rewriter::Rewriter;
use crate::types::Type;
use crate::Context;
use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use std::borrow::Cow;
use std::fmt;

/// Static facts about one pattern of a set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PatternInfo {
    /// The pattern's name (PDLL `Pattern Name`), or a generated one.
    pub name: Cow<'static, str>,
    /// Benefit: higher is tried first.
    pub benefit: u16,
    /// PDLL's `recursion` flag: the pattern may apply to ops it created itself.
    pub has_bounded_recursion: bool,
    /// The root op name, if the pattern only matches ops with that name.
    pub root: Option<Cow<'static, str>>,
}

impl PatternInfo {
    /// A pattern with a name and benefit, no recursion flag and any root.
    pub fn new(name: impl Into<Cow<'static, str>>, benefit: u16) -> Self {
        PatternInfo {
            name: name.into(),
            benefit,
            has_bounded_recursion: false,
            root: None,
        }
    }

    /// Sets the root op name.
    pub fn with_root(mut self, root: impl Into<Cow<'static, str>>) -> Self {
        self.root = Some(root.into());
        self
    }

    /// Sets the `recursion` flag.
    pub fn with_bounded_recursion(mut self, bounded: bool) -> Self {
        self.has_bounded_recursion = bounded;
        self
    }
}

/// An entity captured by a matcher and handed to the rewrite.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Captured {
    /// An op.
    Op(Op),
    /// A value.
    Value(Value),
    /// A type.
    Type(Type),
    /// An attribute.
    Attribute(Attribute),
    /// A list of values (e.g. all operands of an op).
    ValueRange(SmallVec<[Value; 4]>),
    /// A list of types.
    TypeRange(SmallVec<[Type; 4]>),
}

impl Captured {
    /// The op, if this is one.
    pub fn as_op(&self) -> Option<Op> {
        match self {
            Captured::Op(o) => Some(*o),
            _ => None,
        }
    }
    /// The value, if this is one.
    pub fn as_value(&self) -> Option<Value> {
        match self {
            Captured::Value(v) => Some(*v),
            _ => None,
        }
    }
    /// The type, if this is one.
    pub fn as_type(&self) -> Option<Type> {
        match self {
            Captured::Type(t) => Some(*t),
            _ => None,
        }
    }
    /// The attribute, if this is one.
    pub fn as_attribute(&self) -> Option<Attribute> {
        match self {
            Captured::Attribute(a) => Some(*a),
            _ => None,
        }
    }
    /// The values, if this is a value range (a single value is a range of one).
    pub fn as_values(&self) -> Option<&[Value]> {
        match self {
            Captured::ValueRange(v) => Some(v),
            Captured::Value(v) => Some(std::slice::from_ref(v)),
            _ => None,
        }
    }
    /// The types, if this is a type range (a single type is a range of one).
    pub fn as_types(&self) -> Option<&[Type]> {
        match self {
            Captured::TypeRange(t) => Some(t),
            Captured::Type(t) => Some(std::slice::from_ref(t)),
            _ => None,
        }
    }
}

/// A candidate match recorded by [`PatternSet::match_op`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Match {
    /// Index of the pattern in [`PatternSet::patterns`].
    pub pattern: usize,
    /// The benefit (usually the pattern's).
    pub benefit: u16,
    /// The root op the match was found at.
    pub root: Op,
    /// Captured entities, in the order the pattern's rewrite expects them. Inline up
    /// to 8, so recording a match does not allocate in the common case.
    pub captures: SmallVec<[Captured; 8]>,
}

impl Match {
    /// A match of `pattern` with `benefit` at `root`, with no captures yet.
    pub fn new(pattern: usize, benefit: u16, root: Op) -> Self {
        Match {
            pattern,
            benefit,
            root,
            captures: SmallVec::new(),
        }
    }

    /// Captured op `i` (panics if capture `i` is not an op: a generator bug).
    pub fn op(&self, i: usize) -> Op {
        self.captures[i].as_op().expect("capture is not an op")
    }
    /// Captured value `i` (panics if capture `i` is not a value).
    pub fn value(&self, i: usize) -> Value {
        self.captures[i].as_value().expect("capture is not a value")
    }
    /// Captured type `i` (panics if capture `i` is not a type).
    pub fn ty(&self, i: usize) -> Type {
        self.captures[i].as_type().expect("capture is not a type")
    }
    /// Captured attribute `i` (panics if capture `i` is not an attribute).
    pub fn attribute(&self, i: usize) -> Attribute {
        self.captures[i]
            .as_attribute()
            .expect("capture is not an attribute")
    }
}

/// Why a rewrite failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RewriteError {
    /// An IR edit was refused.
    Ir(IrError),
    /// A native rewrite (or a check in generated code) failed.
    Failed(String),
    /// An operator of the PDLL operator proposal (attribute arithmetic) could not be
    /// applied.
    Arith(ArithError),
}

impl fmt::Display for RewriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RewriteError::Ir(e) => write!(f, "{e}"),
            RewriteError::Failed(msg) => write!(f, "rewrite failed: {msg}"),
            RewriteError::Arith(e) => write!(f, "rewrite failed: {e}"),
        }
    }
}

impl std::error::Error for RewriteError {}

impl From<ArithError> for RewriteError {
    fn from(e: ArithError) -> Self {
        RewriteError::Arith(e)
    }
}

impl From<IrError> for RewriteError {
    fn from(e: IrError) -> Self {
        RewriteError::Ir(e)
    }
}

/// What a native rewrite function may return: its results `R` directly, or
/// `Result<R, RewriteError>` when it can fail. Generated code calls
/// `NativeRewriteResult::<R>::into_rewrite_result(f(...))?`, so either form of a
/// user's function fits.
///
/// ```
/// use pdll_runtime::pattern::{NativeRewriteResult, RewriteError};
/// fn infallible() -> u32 { 1 }
/// fn fallible() -> Result<u32, RewriteError> { Err(RewriteError::Failed("no".into())) }
/// assert_eq!(NativeRewriteResult::<u32>::into_rewrite_result(infallible()), Ok(1));
/// assert!(NativeRewriteResult::<u32>::into_rewrite_result(fallible()).is_err());
/// ```
pub trait NativeRewriteResult<R> {
    /// The results, or why the rewrite failed.
    fn into_rewrite_result(self) -> Result<R, RewriteError>;
}

impl<R> NativeRewriteResult<R> for R {
    fn into_rewrite_result(self) -> Result<R, RewriteError> {
        Ok(self)
    }
}

impl<R> NativeRewriteResult<R> for Result<R, RewriteError> {
    fn into_rewrite_result(self) -> Result<R, RewriteError> {
        self
    }
}

/// A set of patterns: what generated code implements.
pub trait PatternSet {
    /// Static facts about each pattern; [`Match::pattern`] indexes this slice.
    fn patterns(&self) -> &[PatternInfo];

    /// Appends every match found with `op` as root to `out` (which the caller clears and
    /// reuses, so matching allocates nothing in the common case). The order of matches
    /// with equal benefit is the order in which the driver tries them.
    fn match_op(&self, ctx: &mut Context, ir: &Ir, op: Op, out: &mut Vec<Match>);

    /// Runs the rewrite of `m` (found by [`PatternSet::match_op`] on the current IR). The
    /// rewriter's insertion point is before the root op. On `Err` the IR must be
    /// unchanged (see the module docs).
    fn rewrite(&self, m: &Match, rw: &mut Rewriter<'_>) -> Result<(), RewriteError>;

    /// How much of the IR the matchers read (see [`MatchReach`]). The default,
    /// [`MatchReach::Unknown`], is always correct; a narrower answer lets the greedy
    /// driver skip sweeps it can prove would find nothing.
    fn match_reach(&self) -> MatchReach {
        MatchReach::Unknown
    }

    /// Per pattern (indexed as [`PatternSet::patterns`]), what its matcher reads, for
    /// the driver's fixpoint proof; empty (the default) when the set does not say, and
    /// then each pattern may read all that [`PatternSet::match_reach`] allows, rooted
    /// at its [`PatternInfo::root`]. Generated sets fill it in.
    #[doc(hidden)]
    fn footprints(&self) -> &[crate::__private::MatchFootprint] {
        &[]
    }

    /// The tables the driver's fixpoint proof reads, built once from
    /// [`PatternSet::footprints`] and [`PatternSet::match_reach`]
    /// ([`crate::__private::RootCones::new`]); `None` (the default): the driver builds
    /// them at each run. Generated sets build them in `new`.
    #[doc(hidden)]
    fn root_cones(&self) -> Option<std::sync::Arc<crate::__private::RootCones>> {
        None
    }

    /// The definitions of the ops the set creates or matches (what ODS says of them;
    /// see [`crate::dialect`]), which the greedy driver registers in the context at the
    /// start of a run. Empty (the default): the set knows no op, and the ops it uses are
    /// treated as unregistered unless the context registered them.
    fn op_definitions(&self) -> &[crate::dialect::OpDefinition] {
        &[]
    }

    /// Reads the set's constant tables once, front to back, so that the matching that
    /// follows finds them in cache: the greedy driver calls it at the start of a run.
    /// A big generated set looks its tables up one dependent load at a time, each a
    /// cache miss the first time; read in order, the processor fetches them ahead. The
    /// default does nothing.
    fn warm_up(&self) {}
}

/// How much of the IR a pattern set's matchers read, and how its rewrites edit it: what
/// the greedy driver needs to know to prove that a sweep over the whole IR would find
/// no match (see [`crate::driver`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MatchReach {
    /// Anything: native code, use lists, ops reached through users. The driver sweeps
    /// the IR again after every sweep that changed it, as MLIR's driver does.
    #[default]
    Unknown,
    /// Whether `op` matches depends only on `op` and on the ops reached from it by
    /// going from an operand to the op defining it, at most this many steps (so 0: `op`
    /// alone), where the type of an operand value belongs to the op defining it; never
    /// on use lists or on anything else. And every rewrite edits the IR only through
    /// the [`Rewriter`]'s methods, so that each change is notified. Generated sets
    /// without native constraints or rewrites declare this, with the deepest operand
    /// nesting of their patterns.
    Operands(u32),
}

impl MatchReach {
    /// The reach of two sets used as one: the wider of the two.
    pub fn union(self, other: MatchReach) -> MatchReach {
        match (self, other) {
            (MatchReach::Operands(a), MatchReach::Operands(b)) => MatchReach::Operands(a.max(b)),
            _ => MatchReach::Unknown,
        }
    }
}

impl<T: PatternSet + ?Sized> PatternSet for &T {
    fn patterns(&self) -> &[PatternInfo] {
        (**self).patterns()
    }
    fn match_op(&self, ctx: &mut Context, ir: &Ir, op: Op, out: &mut Vec<Match>) {
        (**self).match_op(ctx, ir, op, out)
    }
    fn rewrite(&self, m: &Match, rw: &mut Rewriter<'_>) -> Result<(), RewriteError> {
        (**self).rewrite(m, rw)
    }
    fn match_reach(&self) -> MatchReach {
        (**self).match_reach()
    }
    fn footprints(&self) -> &[crate::__private::MatchFootprint] {
        (**self).footprints()
    }
    fn root_cones(&self) -> Option<std::sync::Arc<crate::__private::RootCones>> {
        (**self).root_cones()
    }
    fn op_definitions(&self) -> &[crate::dialect::OpDefinition] {
        (**self).op_definitions()
    }
    fn warm_up(&self) {
        (**self).warm_up()
    }
}

impl<T: PatternSet + ?Sized> PatternSet for Box<T> {
    fn patterns(&self) -> &[PatternInfo] {
        (**self).patterns()
    }
    fn match_op(&self, ctx: &mut Context, ir: &Ir, op: Op, out: &mut Vec<Match>) {
        (**self).match_op(ctx, ir, op, out)
    }
    fn rewrite(&self, m: &Match, rw: &mut Rewriter<'_>) -> Result<(), RewriteError> {
        (**self).rewrite(m, rw)
    }
    fn match_reach(&self) -> MatchReach {
        (**self).match_reach()
    }
    fn footprints(&self) -> &[crate::__private::MatchFootprint] {
        (**self).footprints()
    }
    fn root_cones(&self) -> Option<std::sync::Arc<crate::__private::RootCones>> {
        (**self).root_cones()
    }
    fn op_definitions(&self) -> &[crate::dialect::OpDefinition] {
        (**self).op_definitions()
    }
    fn warm_up(&self) {
        (**self).warm_up()
    }
}

/// The matcher of a hand-written pattern: returns whether `op` matches and pushes the
/// captures the rewrite needs.
pub type MatchFn =
    Box<dyn Fn(&Context, &Ir, Op, &mut SmallVec<[Captured; 8]>) -> bool + Send + Sync>;

/// The rewrite of a hand-written pattern.
pub type RewriteFn =
    Box<dyn Fn(&Match, &mut Rewriter<'_>) -> Result<(), RewriteError> + Send + Sync>;

/// A [`PatternSet`] of hand-written patterns made of closures, dispatched on the root
/// op name. For tests and for the hand-written baselines of benchmarks.
///
/// ```
/// use pdll_runtime::pattern::{FnPatternSet, PatternInfo};
/// let mut set = FnPatternSet::new();
/// set.add(
///     PatternInfo::new("erase_unused", 1).with_root("test.dead"),
///     |_ctx, ir, op, _caps| ir.results(op).all(|v| ir.use_empty(v)),
///     |m, rw| Ok(rw.erase_op(m.root)?),
/// );
/// ```
#[derive(Default)]
pub struct FnPatternSet {
    infos: Vec<PatternInfo>,
    entries: Vec<(MatchFn, RewriteFn)>,
    /// Pattern indices by root op name, in insertion order.
    by_root: FxHashMap<Box<str>, Vec<usize>>,
    /// Patterns without a root name, tried on every op.
    any_root: Vec<usize>,
    /// What the closures read, as their author declares it.
    reach: MatchReach,
    /// Per pattern, what its closure reads (empty: not declared).
    footprints: Vec<crate::__private::MatchFootprint>,
    /// The definitions of the ops the patterns use.
    definitions: Vec<crate::dialect::OpDefinition>,
}

impl FnPatternSet {
    /// An empty set.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a pattern; returns its index.
    pub fn add(
        &mut self,
        info: PatternInfo,
        matcher: impl Fn(&Context, &Ir, Op, &mut SmallVec<[Captured; 8]>) -> bool
            + Send
            + Sync
            + 'static,
        rewriter: impl Fn(&Match, &mut Rewriter<'_>) -> Result<(), RewriteError> + Send + Sync + 'static,
    ) -> usize {
        let idx = self.infos.len();
        match &info.root {
            Some(r) => self.by_root.entry(r.as_ref().into()).or_default().push(idx),
            None => self.any_root.push(idx),
        }
        self.infos.push(info);
        self.entries.push((Box::new(matcher), Box::new(rewriter)));
        idx
    }

    /// Declares what the matchers read and how the rewrites edit (see [`MatchReach`];
    /// a wrong declaration can make the greedy driver stop before a fixpoint).
    pub fn with_match_reach(mut self, reach: MatchReach) -> Self {
        self.reach = reach;
        self
    }

    /// Declares, per pattern in the order added, what its matcher reads (see
    /// [`PatternSet::footprints`]; a wrong declaration can make the greedy driver stop
    /// before a fixpoint).
    #[doc(hidden)]
    pub fn with_footprints(mut self, footprints: Vec<crate::__private::MatchFootprint>) -> Self {
        self.footprints = footprints;
        self
    }

    /// Declares the definitions of the ops the patterns create or match (see
    /// [`PatternSet::op_definitions`]).
    pub fn with_op_definitions(mut self, defs: Vec<crate::dialect::OpDefinition>) -> Self {
        self.definitions = defs;
        self
    }

    fn try_pattern(&self, ctx: &Context, ir: &Ir, op: Op, idx: usize, out: &mut Vec<Match>) {
        let mut m = Match::new(idx, self.infos[idx].benefit, op);
        if (self.entries[idx].0)(ctx, ir, op, &mut m.captures) {
            out.push(m);
        }
    }
}

impl PatternSet for FnPatternSet {
    fn patterns(&self) -> &[PatternInfo] {
        &self.infos
    }

    fn match_op(&self, ctx: &mut Context, ir: &Ir, op: Op, out: &mut Vec<Match>) {
        let ctx = &*ctx;
        let name = ctx.op_name_str(ir.op_name(op));
        let rooted = self.by_root.get(name).map_or(&[][..], |v| v.as_slice());
        // Merge the two index lists so matches come out in insertion order.
        let (mut i, mut j) = (0, 0);
        while i < rooted.len() || j < self.any_root.len() {
            let take_rooted =
                j >= self.any_root.len() || (i < rooted.len() && rooted[i] < self.any_root[j]);
            let idx = if take_rooted {
                i += 1;
                rooted[i - 1]
            } else {
                j += 1;
                self.any_root[j - 1]
            };
            self.try_pattern(ctx, ir, op, idx, out);
        }
    }

    fn rewrite(&self, m: &Match, rw: &mut Rewriter<'_>) -> Result<(), RewriteError> {
        (self.entries[m.pattern].1)(m, rw)
    }

    fn match_reach(&self) -> MatchReach {
        self.reach
    }

    fn footprints(&self) -> &[crate::__private::MatchFootprint] {
        &self.footprints
    }

    fn op_definitions(&self) -> &[crate::dialect::OpDefinition] {
        &self.definitions
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::TypeKind;

    #[test]
    fn fn_pattern_set_dispatches_on_root_in_insertion_order() {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let t = ctx.intern_type(TypeKind::Index);
        let a = ctx.intern_op_name("test.a");
        let b = ctx.intern_op_name("test.b");
        let op_a = ir.create_simple_op(a, &[], &[t], None);
        let op_b = ir.create_simple_op(b, &[], &[], None);
        let mut set = FnPatternSet::new();
        set.add(PatternInfo::new("any", 1), |_, _, _, _| true, |_, _| Ok(()));
        set.add(
            PatternInfo::new("on_a", 2).with_root("test.a"),
            |_, ir, op, caps| {
                caps.push(Captured::Value(ir.result(op, 0)));
                caps.push(Captured::Op(op));
                true
            },
            |_, _| Err(RewriteError::Failed("no".into())),
        );
        set.add(
            PatternInfo::new("never", 3).with_root("test.a"),
            |_, _, _, _| false,
            |_, _| Ok(()),
        );
        set.add(
            PatternInfo::new("any2", 0).with_bounded_recursion(true),
            |_, _, _, _| true,
            |_, _| Ok(()),
        );
        let mut out = Vec::new();
        set.match_op(&mut ctx, &ir, op_a, &mut out);
        assert_eq!(
            out.iter().map(|m| m.pattern).collect::<Vec<_>>(),
            vec![0, 1, 3]
        );
        assert_eq!(out[1].benefit, 2);
        assert_eq!(out[1].value(0), ir.result(op_a, 0));
        assert_eq!(out[1].op(1), op_a);
        assert_eq!(
            out[1].captures[0].as_values(),
            Some(&[ir.result(op_a, 0)][..])
        );
        out.clear();
        set.match_op(&mut ctx, &ir, op_b, &mut out);
        assert_eq!(
            out.iter().map(|m| m.pattern).collect::<Vec<_>>(),
            vec![0, 3]
        );
        assert!(set.patterns()[3].has_bounded_recursion);
        let boxed: Box<dyn PatternSet> = Box::new(set);
        let by_ref = &boxed;
        assert_eq!(by_ref.patterns().len(), 4);
        let set = boxed;
        let mut rw = Rewriter::new(&mut ctx, &mut ir);
        let m = Match::new(1, 2, op_a);
        assert_eq!(
            set.rewrite(&m, &mut rw),
            Err(RewriteError::Failed("no".into()))
        );
        assert_eq!(
            RewriteError::from(IrError::Erased(op_a)).to_string(),
            format!("op #{} was erased", op_a.index())
        );
    }

    #[test]
    fn operator_failures_stay_typed() {
        let mut ctx = Context::new();
        let (a, b) = (
            ctx.parse_attribute("1 : i32").unwrap(),
            ctx.parse_attribute("1 : i64").unwrap(),
        );
        let arith = ctx.attr_binary(crate::arith::BinOp::Add, a, b).unwrap_err();
        let err = RewriteError::from(arith.clone());
        assert_eq!(err, RewriteError::Arith(arith.clone()));
        assert_eq!(err.to_string(), format!("rewrite failed: {arith}"));
    }

    #[test]
    fn captured_accessors() {
        let c = Captured::TypeRange(SmallVec::new());
        assert_eq!(c.as_types(), Some(&[][..]));
        assert_eq!(c.as_op(), None);
        assert_eq!(c.as_values(), None);
        let mut ctx = Context::new();
        let t = ctx.intern_type(TypeKind::Index);
        let u = ctx.intern_attr(crate::attributes::AttrKind::Unit);
        let m = Match {
            pattern: 0,
            benefit: 0,
            root: Op(0),
            captures: [Captured::Type(t), Captured::Attribute(u)]
                .into_iter()
                .collect(),
        };
        assert_eq!(m.ty(0), t);
        assert_eq!(m.attribute(1), u);
        assert_eq!(m.captures[0].as_types(), Some(&[t][..]));
    }
}
