//! The natives of a run-time pattern set: a [`NativeRegistry`] of Rust closures that
//! the caller fills by name, and its resolution against the natives a program calls.
//!
//! A body-less declaration (`Constraint Foo(op: Op);`) names a closure registered
//! under `Foo` with declared argument and result [`Kind`]s. When a set is built, every
//! body-less native its patterns call must be registered with the kinds its PDLL
//! declaration gives (else a diagnostic at the declaration); natives with a Rust body
//! cannot run without rustc (a diagnostic each); the operators (built-ins) need no
//! registration. Calls then pass [`Captured`] entities, converted to the declared
//! kinds (a `Value` passed for a `ValueRange` parameter is a range of one, as in
//! generated code), and the results are checked against the declared kinds.

use crate::diag::Diagnostic;
use crate::matcher::MatcherTree;
use crate::ods::builtin::{eval_attr, eval_type, BuiltinCheck};
use crate::pdl::{PdlModule, PdlOpKind};
use crate::sema::hir::{Builtin, DeclBody, DeclKind, Program, Type};
use pdll_runtime::arith::{BinOp, UnOp};
use pdll_runtime::attributes::{AttrKind, Attribute};
use pdll_runtime::{Captured, Context, Ir, RewriteError, Rewriter};
use rustc_hash::FxHashMap;
use std::collections::BTreeSet;
use std::fmt;
use std::sync::Arc;

/// The kind of a native's argument or result: a PDLL value type (`Op`, `Value`,
/// `Type`, `Attr`, `ValueRange`, `TypeRange`; no native takes an `OpRange`). The one
/// enum of entity kinds, [`crate::pdl::EntityKind`], under the name natives use.
pub use crate::pdl::EntityKind as Kind;

impl Kind {
    /// The kind of a PDLL type, `None` for tuples and callables.
    pub fn of_type(ty: &Type) -> Option<Kind> {
        Some(match ty {
            Type::Op(_) => Kind::Op,
            Type::Value => Kind::Value,
            Type::Type => Kind::Type,
            Type::Attr => Kind::Attr,
            Type::ValueRange => Kind::ValueRange,
            Type::TypeRange => Kind::TypeRange,
            Type::Tuple(_) | Type::Constraint | Type::Rewrite => return None,
        })
    }

    /// Whether `c` is of this kind.
    pub fn holds(self, c: &Captured) -> bool {
        matches!(
            (self, c),
            (Kind::Op, Captured::Op(_))
                | (Kind::Value, Captured::Value(_))
                | (Kind::Type, Captured::Type(_))
                | (Kind::Attr, Captured::Attribute(_))
                | (Kind::ValueRange, Captured::ValueRange(_))
                | (Kind::TypeRange, Captured::TypeRange(_))
        )
    }

    /// `c` as an argument of this kind: itself, or a single value or type as a range
    /// of one for a range parameter (PDLL lets `Value` stand for `ValueRange`).
    fn coerce(self, c: &Captured) -> Option<Captured> {
        match (self, c) {
            (Kind::ValueRange, Captured::Value(v)) => {
                Some(Captured::ValueRange(std::iter::once(*v).collect()))
            }
            (Kind::TypeRange, Captured::Type(t)) => {
                Some(Captured::TypeRange(std::iter::once(*t).collect()))
            }
            (k, c) if k.holds(c) => Some(c.clone()),
            _ => None,
        }
    }
}

/// A native constraint: the arguments (of the declared kinds) to `None` when it does
/// not hold, or `Some(results)` (empty for a constraint without results). It may
/// intern through the context; it cannot edit the IR.
pub type ConstraintFn =
    dyn Fn(&mut Context, &Ir, &[Captured]) -> Option<Vec<Captured>> + Send + Sync;

/// A native rewrite: the arguments (of the declared kinds) to its results (empty for a
/// rewrite without results), or why it failed (before any edit).
pub type RewriteFn =
    dyn Fn(&mut Rewriter<'_>, &[Captured]) -> Result<Vec<Captured>, RewriteError> + Send + Sync;

/// The kinds of a native's parameters and results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// The parameters, in order.
    pub params: Vec<Kind>,
    /// The results, in order (empty: none).
    pub results: Vec<Kind>,
}

impl fmt::Display for Signature {
    /// `(Op, Value) -> Attr`, `(Op)`, `() -> (Type, Attr)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |ks: &[Kind]| {
            ks.iter()
                .map(|k| k.pdll_name())
                .collect::<Vec<_>>()
                .join(", ")
        };
        write!(f, "({})", list(&self.params))?;
        match self.results.as_slice() {
            [] => Ok(()),
            [one] => write!(f, " -> {}", one.pdll_name()),
            many => write!(f, " -> ({})", list(many)),
        }
    }
}

/// One registered native: its signature and closure.
struct Entry<F: ?Sized> {
    sig: Signature,
    f: Arc<F>,
}

/// Rust closures for the body-less natives of run-time pattern sets, by name.
///
/// ```
/// use pdll_core::dynamic::{Kind, NativeRegistry};
/// use pdll_runtime::Captured;
/// let mut natives = NativeRegistry::new();
/// natives.constraint("IsConst", &[Kind::Op], &[], |ctx, ir, args| {
///     let op = args[0].as_op()?;
///     (ctx.op_name_str(ir.op_name(op)) == "test.const").then(Vec::new)
/// });
/// natives.rewrite("MakeF32", &[], &[Kind::Type], |rw, _| {
///     let f32 = rw.ctx_mut().intern_float_type(pdll_runtime::types::FloatKind::F32);
///     Ok(vec![Captured::Type(f32)])
/// });
/// assert!(natives.has_constraint("IsConst") && natives.has_rewrite("MakeF32"));
/// ```
#[derive(Default)]
pub struct NativeRegistry {
    constraints: FxHashMap<String, Entry<ConstraintFn>>,
    rewrites: FxHashMap<String, Entry<RewriteFn>>,
}

impl NativeRegistry {
    /// An empty registry.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers the native constraint `name` taking `params` and returning `results`
    /// (replacing one registered before under that name).
    pub fn constraint(
        &mut self,
        name: impl Into<String>,
        params: &[Kind],
        results: &[Kind],
        f: impl Fn(&mut Context, &Ir, &[Captured]) -> Option<Vec<Captured>> + Send + Sync + 'static,
    ) -> &mut Self {
        let sig = Signature {
            params: params.to_vec(),
            results: results.to_vec(),
        };
        self.constraints.insert(
            name.into(),
            Entry {
                sig,
                f: Arc::new(f),
            },
        );
        self
    }

    /// Registers the native rewrite `name` taking `params` and returning `results`
    /// (replacing one registered before under that name).
    pub fn rewrite(
        &mut self,
        name: impl Into<String>,
        params: &[Kind],
        results: &[Kind],
        f: impl Fn(&mut Rewriter<'_>, &[Captured]) -> Result<Vec<Captured>, RewriteError>
            + Send
            + Sync
            + 'static,
    ) -> &mut Self {
        let sig = Signature {
            params: params.to_vec(),
            results: results.to_vec(),
        };
        self.rewrites.insert(
            name.into(),
            Entry {
                sig,
                f: Arc::new(f),
            },
        );
        self
    }

    /// Whether a constraint is registered under `name`.
    pub fn has_constraint(&self, name: &str) -> bool {
        self.constraints.contains_key(name)
    }

    /// Whether a rewrite is registered under `name`.
    pub fn has_rewrite(&self, name: &str) -> bool {
        self.rewrites.contains_key(name)
    }
}

/// What a call of a native runs.
enum Callee<F: ?Sized> {
    /// An operator of the PDLL operator proposal.
    Builtin(Builtin),
    /// A registered closure, with the declared signature (which it was checked to
    /// have).
    User(Signature, Arc<F>),
    /// The built-in check of an ODS constraint def (constraints only).
    Ods(BuiltinCheck),
}

/// The natives a set calls, resolved: built-ins and registered closures, numbered (the
/// matcher program and the rewrites call them by number) and found by name when the set
/// is built.
pub(super) struct Resolved {
    constraints: Callees<ConstraintFn>,
    rewrites: Callees<RewriteFn>,
}

/// Natives of one kind: by number, and the number of each name.
struct Callees<F: ?Sized> {
    by_index: Vec<Callee<F>>,
    by_name: FxHashMap<String, u32>,
    names: Vec<String>,
}

impl<F: ?Sized> Default for Callees<F> {
    fn default() -> Self {
        Callees {
            by_index: Vec::new(),
            by_name: FxHashMap::default(),
            names: Vec::new(),
        }
    }
}

impl<F: ?Sized> Callees<F> {
    fn insert(&mut self, name: String, callee: Callee<F>) {
        let index = self.by_index.len() as u32;
        self.by_index.push(callee);
        self.names.push(name.clone());
        self.by_name.insert(name, index);
    }

    fn values(&self) -> impl Iterator<Item = &Callee<F>> {
        self.by_index.iter()
    }
}

/// The natives that the matcher tree and the rewrites of `pdl` call, by kind and name.
fn used_natives(pdl: &PdlModule, tree: &MatcherTree) -> BTreeSet<(u8, String)> {
    let mut used = BTreeSet::new();
    for q in &tree.constraints {
        used.insert((0, q.name.clone()));
    }
    for p in &pdl.patterns {
        if let Some(ext) = &p.rewrite.external {
            used.insert((1, ext.name.clone()));
        }
        for op in p.rewrite_section() {
            if let PdlOpKind::ApplyNativeRewrite { name, .. } = &op.kind {
                used.insert((1, name.clone()));
            }
        }
    }
    used
}

/// The signature a native's PDLL declaration gives, `None` when a type has no kind.
fn declared_signature(
    program: &Program,
    params: &[crate::sema::hir::VarId],
    result: &Type,
) -> Option<Signature> {
    let params = params
        .iter()
        .map(|&p| Kind::of_type(&program.var(p).ty))
        .collect::<Option<Vec<_>>>()?;
    let results = match result {
        Type::Tuple(elems) => elems
            .iter()
            .map(|e| Kind::of_type(&e.ty))
            .collect::<Option<Vec<_>>>()?,
        single => vec![Kind::of_type(single)?],
    };
    Some(Signature { params, results })
}

impl Resolved {
    /// Resolves every native the set calls against `registry`; a diagnostic at the
    /// declaration of each native that is not registered, registered with another
    /// signature, or has a Rust body.
    pub(super) fn new(
        program: &Program,
        pdl: &PdlModule,
        tree: &MatcherTree,
        registry: &NativeRegistry,
    ) -> Result<Resolved, Vec<Diagnostic>> {
        let mut resolved = Resolved {
            constraints: Callees::default(),
            rewrites: Callees::default(),
        };
        let mut errors = Vec::new();
        for (kind, name) in used_natives(pdl, tree) {
            let kind = if kind == 0 {
                DeclKind::Constraint
            } else {
                DeclKind::Rewrite
            };
            let what = match kind {
                DeclKind::Constraint => "constraint",
                DeclKind::Rewrite => "rewrite",
            };
            let decl = program.natives().map(|(_, d)| d).find(|d| {
                d.kind == kind
                    && match &d.body {
                        DeclBody::Builtin(b) => b.name() == name,
                        _ => d.name.as_deref() == Some(name.as_str()),
                    }
            });
            let Some(decl) = decl else {
                errors.push(Diagnostic::error(
                    crate::source::Span::call_site(),
                    format!("internal error: the patterns call native {what} `{name}`, which is not declared"),
                ).with_code(crate::diag::Code::Internal));
                continue;
            };
            let at = decl.span;
            match &decl.body {
                DeclBody::Builtin(b) => match kind {
                    DeclKind::Constraint => {
                        resolved.constraints.insert(name, Callee::Builtin(*b));
                    }
                    DeclKind::Rewrite => {
                        resolved.rewrites.insert(name, Callee::Builtin(*b));
                    }
                },
                DeclBody::Native(_) => errors.push(
                    Diagnostic::error(
                        at,
                        format!(
                            "native {what} `{name}` has a Rust body, which cannot run in patterns \
                             loaded at run time (it needs rustc)"
                        ),
                    )
                    .with_code(crate::diag::Code::NativeDeclaration)
                    .with_help(
                        "compile these patterns ahead of time with `pdll!` or a build.rs \
                         (`pdll_core::build`), or declare it without body and register a \
                         closure for it",
                    ),
                ),
                DeclBody::Ods {
                    check: Some(check), ..
                } if kind == DeclKind::Constraint => {
                    resolved
                        .constraints
                        .insert(name, Callee::Ods(check.clone()));
                }
                DeclBody::External | DeclBody::Ods { .. } => {
                    let Some(declared) = declared_signature(program, &decl.params, &decl.result_ty)
                    else {
                        errors.push(Diagnostic::error(
                            at,
                            format!("native {what} `{name}` has a parameter or result type that no native can take"),
                        ).with_code(crate::diag::Code::NativeDeclaration));
                        continue;
                    };
                    let registered = match kind {
                        DeclKind::Constraint => registry.constraints.get(&name).map(|e| &e.sig),
                        DeclKind::Rewrite => registry.rewrites.get(&name).map(|e| &e.sig),
                    };
                    match registered {
                        None => errors.push(
                            Diagnostic::error(
                                at,
                                format!("native {what} `{name}` is not registered"),
                            ).with_code(crate::diag::Code::NativeRegistration)
                            .with_help(format!(
                                "register a closure for it: `NativeRegistry::{what}(\"{name}\", ...)` \
                                 with signature {declared}"
                            )),
                        ),
                        Some(sig) if *sig != declared => errors.push(Diagnostic::error(
                            at,
                            format!(
                                "native {what} `{name}` is declared as {declared} but registered as {sig}"
                            ),
                        ).with_code(crate::diag::Code::NativeRegistration)),
                        Some(_) => match kind {
                            DeclKind::Constraint => {
                                let f = registry.constraints[&name].f.clone();
                                resolved.constraints.insert(name, Callee::User(declared, f));
                            }
                            DeclKind::Rewrite => {
                                let f = registry.rewrites[&name].f.clone();
                                resolved.rewrites.insert(name, Callee::User(declared, f));
                            }
                        },
                    }
                }
                DeclBody::Pdll(_) => errors.push(
                    Diagnostic::error(
                        at,
                        format!(
                            "internal error: `{name}` is called as a native but has a PDLL body"
                        ),
                    )
                    .with_code(crate::diag::Code::Internal),
                ),
            }
        }
        if errors.is_empty() {
            Ok(resolved)
        } else {
            Err(errors)
        }
    }

    /// Whether every native called is a built-in (so the matchers read only what the
    /// tree's positions reach, and every edit goes through the rewriter).
    pub(super) fn only_builtins(&self) -> bool {
        self.constraints
            .values()
            .all(|c| matches!(c, Callee::Builtin(_) | Callee::Ods(_)))
            && self
                .rewrites
                .values()
                .all(|c| matches!(c, Callee::Builtin(_)))
    }

    /// Calls the native constraint `name` from the matcher: `None` when it does not
    /// hold (or returns results of other kinds than declared: a wrong closure cannot
    /// make a match).
    #[cfg(test)]
    pub(super) fn constraint(
        &self,
        ctx: &mut Context,
        ir: &Ir,
        name: &str,
        args: &[Captured],
    ) -> Option<Vec<Captured>> {
        let index = self.constraint_index(name)?;
        self.call_constraint(index, ctx, ir, args)
    }

    /// The number of the native constraint `name`, if the set calls it.
    pub(super) fn constraint_index(&self, name: &str) -> Option<u32> {
        self.constraints.by_name.get(name).copied()
    }

    /// The number of the native rewrite `name`, if the set calls it.
    pub(super) fn rewrite_index(&self, name: &str) -> Option<u32> {
        self.rewrites.by_name.get(name).copied()
    }

    /// As [`Resolved::constraint`], for the constraint numbered `index`.
    pub(super) fn call_constraint(
        &self,
        index: u32,
        ctx: &mut Context,
        ir: &Ir,
        args: &[Captured],
    ) -> Option<Vec<Captured>> {
        match self.constraints.by_index.get(index as usize)? {
            Callee::Builtin(b) => {
                let attrs = args
                    .iter()
                    .map(Captured::as_attribute)
                    .collect::<Option<Vec<_>>>()?;
                match arith(*b) {
                    Some(op) => Some(vec![Captured::Attribute(op.apply(ctx, &attrs)?.ok()?)]),
                    None => is_true(ctx, &attrs).then(Vec::new),
                }
            }
            Callee::User(sig, f) => {
                let args = coerce_args(&sig.params, args)?;
                let results = f(ctx, ir, &args)?;
                results_match(&sig.results, &results).then_some(results)
            }
            Callee::Ods(check) => {
                let holds = match (check, args) {
                    (BuiltinCheck::Type(p), [Captured::Type(t)]) => eval_type(ctx, p, *t),
                    (BuiltinCheck::Attr(p), [Captured::Attribute(a)]) => eval_attr(ctx, p, *a),
                    _ => false,
                };
                holds.then(Vec::new)
            }
        }
    }

    /// Calls the native rewrite numbered `index`: its results, or why it failed.
    pub(super) fn call_rewrite(
        &self,
        index: u32,
        rw: &mut Rewriter<'_>,
        args: &[Captured],
    ) -> Result<Vec<Captured>, RewriteError> {
        let (callee, name) = self
            .rewrites
            .by_index
            .get(index as usize)
            .zip(self.rewrites.names.get(index as usize))
            .ok_or_else(|| RewriteError::Failed(format!("no native rewrite #{index}")))?;
        match callee {
            Callee::Builtin(b) => {
                let attrs = args
                    .iter()
                    .map(Captured::as_attribute)
                    .collect::<Option<Vec<_>>>()
                    .ok_or_else(|| {
                        RewriteError::Failed(format!("operator `{name}` takes attributes"))
                    })?;
                match arith(*b) {
                    Some(op) => {
                        let result = op.apply(rw.ctx_mut(), &attrs).ok_or_else(|| {
                            RewriteError::Failed(format!(
                                "operator `{name}` takes {} operand(s)",
                                b.arity()
                            ))
                        })?;
                        Ok(vec![Captured::Attribute(result?)])
                    }
                    None if is_true(rw.ctx(), &attrs) => Ok(Vec::new()),
                    None => Err(RewriteError::Failed(
                        "operator check is not true".to_string(),
                    )),
                }
            }
            Callee::User(sig, f) => {
                let args = coerce_args(&sig.params, args).ok_or_else(|| {
                    RewriteError::Failed(format!(
                        "native rewrite `{name}` takes {sig}, the call passes other kinds"
                    ))
                })?;
                let results = f(rw, &args)?;
                if results_match(&sig.results, &results) {
                    Ok(results)
                } else {
                    Err(RewriteError::Failed(format!(
                        "native rewrite `{name}` is declared as {sig} but its closure returned {} \
                         result(s) of other kinds",
                        results.len()
                    )))
                }
            }
            Callee::Ods(_) => Err(RewriteError::Failed(format!(
                "`{name}` is an ODS constraint, not a rewrite"
            ))),
        }
    }
}

/// The arguments converted to the parameter kinds, `None` when one does not convert.
fn coerce_args(params: &[Kind], args: &[Captured]) -> Option<Vec<Captured>> {
    if params.len() != args.len() {
        return None;
    }
    params.iter().zip(args).map(|(k, a)| k.coerce(a)).collect()
}

/// Whether `results` are of the declared kinds.
fn results_match(kinds: &[Kind], results: &[Captured]) -> bool {
    kinds.len() == results.len() && kinds.iter().zip(results).all(|(k, r)| k.holds(r))
}

/// The attribute arithmetic of an operator.
enum Arith {
    Binary(BinOp),
    Unary(UnOp),
}

impl Arith {
    /// The result, or why the arithmetic failed; `None` for a wrong number of
    /// operands (which the checker rules out).
    fn apply(
        &self,
        ctx: &mut Context,
        args: &[Attribute],
    ) -> Option<Result<Attribute, pdll_runtime::arith::ArithError>> {
        match (self, args) {
            (Arith::Binary(op), [a, b]) => Some(ctx.attr_binary(*op, *a, *b)),
            (Arith::Unary(op), [a]) => Some(ctx.attr_unary(*op, *a)),
            _ => None,
        }
    }
}

/// The arithmetic of an operator, `None` for the check.
fn arith(b: Builtin) -> Option<Arith> {
    Some(match b {
        Builtin::Add => Arith::Binary(BinOp::Add),
        Builtin::Sub => Arith::Binary(BinOp::Sub),
        Builtin::Mul => Arith::Binary(BinOp::Mul),
        Builtin::Div => Arith::Binary(BinOp::Div),
        Builtin::Rem => Arith::Binary(BinOp::Rem),
        Builtin::Eq => Arith::Binary(BinOp::Eq),
        Builtin::Ne => Arith::Binary(BinOp::Ne),
        Builtin::Lt => Arith::Binary(BinOp::Lt),
        Builtin::Le => Arith::Binary(BinOp::Le),
        Builtin::Gt => Arith::Binary(BinOp::Gt),
        Builtin::Ge => Arith::Binary(BinOp::Ge),
        Builtin::And => Arith::Binary(BinOp::And),
        Builtin::Or => Arith::Binary(BinOp::Or),
        Builtin::Neg => Arith::Unary(UnOp::Neg),
        Builtin::Not => Arith::Unary(UnOp::Not),
        Builtin::Check => return None,
    })
}

/// The operator check: its one operand is the boolean attribute `true`.
fn is_true(ctx: &Context, args: &[Attribute]) -> bool {
    matches!(args, [a] if matches!(ctx.attr_kind(*a), AttrKind::Bool(true)))
}
