//! The checker's state, and the checks of items, declarations and statements.

use super::hir::{self, DeclId, DeclKind, Type, VarId};
use super::index::{Index, IndexBuilder, Param, Symbol, SymbolKind};
use super::scope::{Binding, Entry, Scopes};
use super::{binding, Context};
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::syntax::ast;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Marks a failed check whose diagnostic has already been reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Reported;

/// The result of a check.
pub(crate) type Check<T> = Result<T, Reported>;

/// What the checker knows about a declaration beyond the HIR.
#[derive(Clone, Debug)]
pub(crate) struct DeclInfo {
    /// The span of its name (or of the whole declaration when anonymous).
    pub name_span: Span,
}

/// The checker: builds the HIR program and collects diagnostics.
pub(crate) struct Checker {
    /// The program being built.
    pub prog: hir::Program,
    /// Diagnostics so far.
    pub diags: Vec<Diagnostic>,
    /// Names in scope.
    pub scopes: Scopes,
    /// The current context.
    pub ctx: Context,
    /// Side information per declaration (same index as `prog.decls`).
    pub decl_info: Vec<DeclInfo>,
    /// Built-in natives created so far.
    pub builtins: HashMap<(DeclKind, hir::Builtin), DeclId>,
    /// Variables whose definition failed: uses are silently errors (no cascade).
    pub poisoned: HashSet<VarId>,
    /// How deep we are in constraint/rewrite bodies (0: directly in a pattern).
    pub decl_depth: usize,
    /// Variables of the current pattern's match section (for the binding rule).
    pub match_vars: Vec<VarId>,
    /// What the module's `.td` includes define.
    pub ods: std::rc::Rc<crate::ods::OdsContext>,
    /// The span of the op expression that is the single value of the `replace` being
    /// checked (its result types come from the replaced op, not from inference).
    pub replacement_op: Option<Span>,
    /// Definitions, uses and types, for editors.
    pub index: IndexBuilder,
    /// The declaration bodies being checked, innermost last.
    pub decl_bodies: Vec<DeclBodyUses>,
    /// What each checked declaration holds back and refers to.
    pub decl_uses: HashMap<DeclId, DeclBodyUses>,
    /// The declarations that patterns refer to (checked or not).
    pub pattern_refs: Vec<DeclId>,
}

/// What the checker records of a `Constraint` or `Rewrite` body for the errors that
/// wait until a pattern uses it (see [`Checker::defer_error`]).
#[derive(Clone, Debug, Default)]
pub(crate) struct DeclBodyUses {
    /// Its held-back errors.
    pub held: Vec<Diagnostic>,
    /// The declarations its signature and body refer to.
    pub refs: Vec<DeclId>,
}

impl Checker {
    /// A checker with nothing defined.
    pub fn new() -> Checker {
        Checker {
            prog: hir::Program::default(),
            diags: Vec::new(),
            scopes: Scopes::new(),
            ctx: Context::Match,
            decl_info: Vec::new(),
            builtins: HashMap::default(),
            poisoned: HashSet::default(),
            decl_depth: 0,
            match_vars: Vec::new(),
            ods: Default::default(),
            replacement_op: None,
            index: IndexBuilder::default(),
            decl_bodies: Vec::new(),
            decl_uses: HashMap::default(),
            pattern_refs: Vec::new(),
        }
    }

    /// Checks every item in order (PDLL has no forward references).
    pub fn run(mut self, module: &ast::Module) -> (Option<hir::Program>, Vec<Diagnostic>, Index) {
        self.ods = module.ods.clone();
        for item in &module.items {
            match item {
                ast::Item::Ods(import) => self.import_ods(import),
                ast::Item::Pattern(p) => {
                    if let Ok(p) = self.pattern(p) {
                        self.prog.patterns.push(p);
                    }
                }
                ast::Item::UserDecl(d) => {
                    // Errors are reported; the item is simply left out.
                    let _ = self.user_decl(d, true);
                }
            }
        }
        self.report_deferred();
        let ok = !self.diags.iter().any(Diagnostic::is_error);
        (ok.then_some(self.prog), self.diags, self.index.index)
    }

    /// Reports an error and returns the marker.
    pub fn error(&mut self, diag: Diagnostic) -> Reported {
        self.diags.push(diag);
        Reported
    }

    /// Reports an error of a rule that holds only for what a pattern lowers (the PDL
    /// verifier's, in MLIR): inside a `Constraint` or `Rewrite` body it is held back
    /// until the end, and reported only if a pattern uses that declaration (mlir-pdll
    /// accepts such a body until then); elsewhere it is reported at once.
    pub fn defer_error(&mut self, diag: Diagnostic) -> Reported {
        match self.decl_bodies.last_mut() {
            Some(body) => body.held.push(diag),
            None => self.diags.push(diag),
        }
        Reported
    }

    /// Records a reference to declaration `id` (a call, a constraint) by the code
    /// being checked: a pattern, or the innermost declaration.
    pub fn note_decl_ref(&mut self, id: DeclId) {
        match self.decl_bodies.last_mut() {
            Some(body) => body.refs.push(id),
            None => self.pattern_refs.push(id),
        }
    }

    /// Reports the held-back errors of the declarations that patterns use (directly
    /// or through other declarations), each among the other diagnostics in source
    /// order.
    fn report_deferred(&mut self) {
        if self.decl_uses.values().all(|u| u.held.is_empty()) {
            return;
        }
        let mut used = HashSet::default();
        let mut work = std::mem::take(&mut self.pattern_refs);
        while let Some(id) = work.pop() {
            if used.insert(id) {
                if let Some(uses) = self.decl_uses.get(&id) {
                    work.extend(uses.refs.iter().copied());
                }
            }
        }
        let mut held: Vec<(DeclId, Vec<Diagnostic>)> = self
            .decl_uses
            .iter_mut()
            .filter(|(id, _)| used.contains(id))
            .map(|(id, u)| (*id, std::mem::take(&mut u.held)))
            .collect();
        held.sort_by_key(|(id, _)| *id);
        for (_, diags) in held {
            for d in diags {
                let key = (d.span.file, d.span.start);
                let at = self
                    .diags
                    .iter()
                    .position(|x| (x.span.file, x.span.start) > key)
                    .unwrap_or(self.diags.len());
                self.diags.insert(at, d);
            }
        }
    }

    /// The variable with id `id`.
    pub fn var(&self, id: VarId) -> &hir::Var {
        self.prog.var(id)
    }

    /// Adds a variable to the program (not to any scope).
    pub fn new_var(&mut self, var: hir::Var) -> VarId {
        let id = VarId(self.prog.vars.len() as u32);
        let param = var.kind == hir::VarKind::Param;
        self.prog.vars.push(var);
        if self.ctx == Context::Match && self.decl_depth == 0 && !param {
            self.match_vars.push(id);
        }
        id
    }

    /// Defines `name` in the innermost scope, reporting a redefinition.
    pub fn define(&mut self, name: &ast::Ident, binding: Binding) -> Check<()> {
        let entry = Entry {
            binding,
            span: name.span,
        };
        if let Binding::Var(id) = binding {
            self.index_var(name, id);
        }
        self.scopes.define(&name.name, entry).map_err(|previous| {
            if let Binding::Var(id) = binding {
                // Later uses of the name mean this (failed) variable: no cascade of
                // errors about the earlier definition's type.
                self.poisoned.insert(id);
                self.scopes.force_define(&name.name, entry);
            }
            self.error(
                Diagnostic::error(
                    name.span,
                    format!("`{}` has already been defined", name.name),
                )
                .with_code(crate::diag::Code::Redefinition)
                .with_label(previous, "see previous definition here"),
            )
        })
    }

    /// Adds a variable's definition to the index.
    fn index_var(&mut self, name: &ast::Ident, id: VarId) {
        let var = self.var(id);
        let symbol = Symbol {
            name: Some(name.name.clone()),
            kind: if var.kind == hir::VarKind::Param {
                SymbolKind::Parameter
            } else {
                SymbolKind::Variable
            },
            native: false,
            name_span: name.span,
            span: name.span,
            ty: (!self.poisoned.contains(&id)).then(|| var.ty.clone()),
            params: Vec::new(),
            scope: None,
            inferred: false,
        };
        self.index.define(symbol);
    }

    // ----- patterns ------------------------------------------------------------------

    fn pattern(&mut self, p: &ast::PatternDecl) -> Check<hir::Pattern> {
        let keyword = Span {
            end: p.span.start + "Pattern".len() as u32,
            ..p.span
        };
        self.index.define(Symbol {
            name: p.name.as_ref().map(|n| n.name.clone()),
            kind: SymbolKind::Pattern,
            native: false,
            name_span: p.name.as_ref().map_or(keyword, |n| n.span),
            span: p.span,
            ty: None,
            params: Vec::new(),
            scope: None,
            inferred: false,
        });
        if let Some(name) = &p.name {
            // Patterns share the global namespace (as in MLIR 19).
            let _ = self.define(name, Binding::Pattern);
        }
        self.index.enter(p.span);
        let result = self.pattern_checked(p);
        self.index.exit();
        result
    }

    fn pattern_checked(&mut self, p: &ast::PatternDecl) -> Check<hir::Pattern> {
        self.ctx = Context::Match;
        self.decl_depth = 0;
        self.match_vars.clear();
        self.scopes.push();
        let body = self.pattern_body(p);
        self.scopes.pop();
        let body = body?;
        binding::check_pattern(self, &body)?;
        Ok(hir::Pattern {
            name: p.name.as_ref().map(|n| n.name.clone()),
            benefit: p.benefit.as_ref().map(|b| b.value),
            recursion: p.recursion.is_some(),
            body,
            span: p.span,
        })
    }

    fn pattern_body(&mut self, p: &ast::PatternDecl) -> Check<Vec<hir::Stmt>> {
        match &p.body {
            ast::Body::Lambda(stmt) => {
                if !is_op_rewrite(stmt) {
                    return Err(self.error(
                        Diagnostic::error(
                            stmt.span,
                            "expected Pattern lambda body to contain a single operation rewrite \
                         statement, such as `erase`, `replace`, or `rewrite`",
                        )
                        .with_code(crate::diag::Code::PatternBody),
                    ));
                }
                Ok(vec![self.stmt(stmt)?])
            }
            ast::Body::Compound(block) => {
                let mut out = Vec::new();
                let mut failed = false;
                let mut terminated = false;
                for stmt in &block.stmts {
                    if terminated {
                        return Err(self.error(
                            Diagnostic::error(
                                stmt.span,
                                "Pattern body was terminated by an operation rewrite statement, \
                             but found trailing statements",
                            )
                            .with_code(crate::diag::Code::PatternBody)
                            .with_label(
                                out.last().map_or(stmt.span, |s: &hir::Stmt| s.span),
                                "the operation rewrite statement ends the pattern here",
                            ),
                        ));
                    }
                    terminated = is_op_rewrite(stmt);
                    match self.stmt(stmt) {
                        Ok(s) => out.push(s),
                        Err(Reported) => failed = true,
                    }
                }
                // After a failed statement the missing rewrite is likely a consequence.
                if !terminated && !failed {
                    return Err(self.error(Diagnostic::error(
                        p.span,
                        "expected Pattern body to terminate with an operation rewrite \
                         statement, such as `erase`",
                    ).with_code(crate::diag::Code::PatternBody)
                    .with_help("end the pattern with `erase`, `replace ... with` or `rewrite ... with { }`")));
                }
                if failed {
                    Err(Reported)
                } else {
                    Ok(out)
                }
            }
            ast::Body::Native(code) => Err(self.error(
                Diagnostic::error(code.span, "a Pattern cannot have a native body")
                    .with_code(crate::diag::Code::PatternBody),
            )),
            ast::Body::External(span) => Err(self.error(
                Diagnostic::error(
                    *span,
                    "expected a Pattern body: `{ ... }` or `=> rewrite-statement;`",
                )
                .with_code(crate::diag::Code::PatternBody),
            )),
        }
    }

    // ----- constraint and rewrite declarations ---------------------------------------

    /// Checks a constraint or rewrite declaration (top level when `global`), adds it to
    /// the program and, when named, to the current scope.
    pub fn user_decl(&mut self, d: &ast::UserDecl, global: bool) -> Check<DeclId> {
        let kind = match d.kind {
            ast::UserDeclKind::Constraint => DeclKind::Constraint,
            ast::UserDeclKind::Rewrite => DeclKind::Rewrite,
        };
        let keyword = d.kind.keyword();
        let native = matches!(d.body, ast::Body::Native(_) | ast::Body::External(_));
        if native && !global {
            let span = match &d.body {
                ast::Body::Native(code) => code.span,
                _ => d.span,
            };
            return Err(self.error(
                Diagnostic::error(
                    span,
                    format!("native `{keyword}` declarations are only allowed at the top level"),
                )
                .with_code(crate::diag::Code::NativeDeclaration)
                .with_help("move the declaration out of the pattern, or give it a PDLL body"),
            ));
        }
        if native && d.name.is_none() {
            return Err(self.error(
                Diagnostic::error(d.span, format!("a native `{keyword}` needs a name"))
                    .with_code(crate::diag::Code::NativeDeclaration),
            ));
        }

        self.index.define(Symbol {
            name: d.name.as_ref().map(|n| n.name.clone()),
            kind: match kind {
                DeclKind::Constraint => SymbolKind::Constraint,
                DeclKind::Rewrite => SymbolKind::Rewrite,
            },
            native,
            name_span: d.name.as_ref().map_or(d.span, |n| n.span),
            span: d.span,
            ty: None,
            params: Vec::new(),
            scope: None,
            inferred: false,
        });
        // Parameters and body are checked in the declaration's own context, in a scope
        // that sees the enclosing ones (captures).
        let saved_ctx = self.ctx;
        self.ctx = match kind {
            DeclKind::Constraint => Context::Constraint,
            DeclKind::Rewrite => Context::Rewrite,
        };
        self.decl_depth += 1;
        self.scopes.push();
        self.index.enter(d.span);
        self.decl_bodies.push(DeclBodyUses::default());
        let result = self.decl_signature_and_body(d, kind, global);
        let uses = self.decl_bodies.pop().unwrap_or_default();
        self.index.exit();
        self.scopes.pop();
        self.decl_depth -= 1;
        self.ctx = saved_ctx;
        // A body that fails for another reason reports that; what it held back goes.
        let decl = result?;

        let id = DeclId(self.prog.decls.len() as u32);
        self.decl_uses.insert(id, uses);
        self.prog.decls.push(decl);
        self.decl_info.push(DeclInfo {
            name_span: d.name.as_ref().map_or(d.span, |n| n.span),
        });
        if let Some(name) = &d.name {
            // Defined after the body: a declaration cannot call itself (as in MLIR).
            self.define(name, Binding::Decl(id))?;
        }
        Ok(id)
    }

    fn decl_signature_and_body(
        &mut self,
        d: &ast::UserDecl,
        kind: DeclKind,
        global: bool,
    ) -> Check<hir::Decl> {
        let keyword = d.kind.keyword();
        let mut failed = false;
        let mut params = Vec::new();
        for arg in &d.args {
            match self.signature_type(&arg.constraint) {
                Ok((ty, checked)) => {
                    let id = self.new_var(hir::Var {
                        name: arg.name.name.clone(),
                        kind: hir::VarKind::Param,
                        ty,
                        constraints: vec![checked],
                        init: None,
                        span: arg.name.span,
                    });
                    failed |= self.define(&arg.name, Binding::Var(id)).is_err();
                    params.push(id);
                }
                Err(Reported) => failed = true,
            }
        }

        let mut results = Vec::new();
        if d.results.len() == 1 && d.results[0].name.is_some() {
            failed = true;
            self.error(
                Diagnostic::error(
                    d.results[0].span,
                    "cannot create a single-element tuple with an element label",
                )
                .with_code(crate::diag::Code::Syntax),
            );
        }
        for r in &d.results {
            match self.signature_type(&r.constraint) {
                Ok((ty, checked)) => results.push(hir::ResultDecl {
                    name: r.name.as_ref().map(|n| n.name.clone()),
                    ty,
                    constraint: match checked.kind {
                        hir::VarConstraintKind::User(id) => Some((id, checked.span)),
                        _ => None,
                    },
                    span: r.span,
                }),
                Err(Reported) => failed = true,
            }
        }
        let declared_ty = match results.len() {
            0 => None,
            1 => Some(results[0].ty.clone()),
            _ => Some(Type::Tuple(
                results
                    .iter()
                    .map(|r| hir::TupleElemType {
                        name: r.name.clone(),
                        ty: r.ty.clone(),
                    })
                    .collect(),
            )),
        };

        let symbol = d.name.as_ref().and_then(|n| self.index.defined_at(n.span));
        if let Some(symbol) = symbol {
            let params = params
                .iter()
                .map(|&id| Param {
                    name: self.var(id).name.clone(),
                    ty: self.var(id).ty.clone(),
                })
                .collect();
            let symbol = &mut self.index.index.symbols[symbol.0 as usize];
            symbol.params = params;
            symbol.ty = Some(declared_ty.clone().unwrap_or_else(Type::unit));
        }
        let (body, result_ty) = match &d.body {
            ast::Body::Native(code) => (
                hir::DeclBody::Native(code.tokens.clone()),
                declared_ty.unwrap_or_else(Type::unit),
            ),
            ast::Body::External(_) => (
                hir::DeclBody::External,
                declared_ty.unwrap_or_else(Type::unit),
            ),
            ast::Body::Lambda(stmt) => {
                let (stmts, ret) = self.lambda_body(stmt, kind, declared_ty.as_ref())?;
                let ty = declared_ty.or(ret).unwrap_or_else(Type::unit);
                (hir::DeclBody::Pdll(stmts), ty)
            }
            ast::Body::Compound(block) => {
                let (stmts, ret) = self.decl_block(block, keyword, declared_ty.as_ref())?;
                let ty = declared_ty.or(ret).unwrap_or_else(Type::unit);
                (hir::DeclBody::Pdll(stmts), ty)
            }
        };
        if failed {
            return Err(Reported);
        }
        if let Some(symbol) = symbol {
            self.index.index.symbols[symbol.0 as usize].ty = Some(result_ty.clone());
        }
        if let (DeclKind::Constraint, hir::DeclBody::Pdll(stmts)) = (kind, &body) {
            // Held back until a pattern uses the declaration (see `defer_error`).
            binding::check_constraint_body(self, stmts);
        }
        Ok(hir::Decl {
            kind,
            name: d.name.as_ref().map(|n| n.name.clone()),
            params,
            results,
            result_ty,
            body,
            global,
            span: d.span,
        })
    }

    /// The type of an argument or result constraint; type-constrained `Attr<>`,
    /// `Value<>` and `ValueRange<>` are not allowed there.
    fn signature_type(&mut self, c: &ast::Constraint) -> Check<(Type, hir::VarConstraint)> {
        if let ast::ConstraintKind::Attr(Some(_))
        | ast::ConstraintKind::Value(Some(_))
        | ast::ConstraintKind::ValueRange(Some(_)) = c.kind
        {
            return Err(self.error(
                Diagnostic::error(
                    c.span,
                    "inline `Attr`, `Value`, and `ValueRange` type constraints are not permitted \
                 on arguments or results",
                )
                .with_code(crate::diag::Code::InvalidVariable),
            ));
        }
        let checked = self.constraint(c)?;
        let ty = self.constraint_type(&checked, c.span)?;
        Ok((ty, checked))
    }

    /// `=> stmt;` of a constraint or rewrite: an expression is returned; a rewrite may
    /// also be an op-rewrite statement.
    fn lambda_body(
        &mut self,
        stmt: &ast::Stmt,
        kind: DeclKind,
        declared: Option<&Type>,
    ) -> Check<(Vec<hir::Stmt>, Option<Type>)> {
        if let ast::StmtKind::Expr(e) = &stmt.kind {
            let ret = self.return_value(e, declared)?;
            let ty = ret.ty.clone();
            let span = stmt.span;
            return Ok((
                vec![hir::Stmt {
                    kind: hir::StmtKind::Return(ret),
                    span,
                }],
                Some(ty),
            ));
        }
        if kind == DeclKind::Rewrite && is_op_rewrite(stmt) {
            let s = self.stmt(stmt)?;
            self.require_no_result(declared, stmt.span, "Rewrite")?;
            return Ok((vec![s], None));
        }
        // Let the statement checker give its own error (e.g. `erase` in a Constraint).
        self.stmt(stmt)?;
        let message = match kind {
            DeclKind::Constraint => {
                "expected `Constraint` lambda body to contain a single expression".to_owned()
            }
            DeclKind::Rewrite => "expected `Rewrite` lambda body to contain a single expression \
                 or an operation rewrite statement; such as `erase`, `replace`, or `rewrite`"
                .to_owned(),
        };
        Err(self
            .error(Diagnostic::error(stmt.span, message).with_code(crate::diag::Code::PatternBody)))
    }

    fn require_no_result(&mut self, declared: Option<&Type>, at: Span, keyword: &str) -> Check<()> {
        match declared {
            Some(ty) => Err(self.error(
                Diagnostic::error(
                    at,
                    format!("missing return in a `{keyword}` expected to return `{ty}`"),
                )
                .with_code(crate::diag::Code::Return),
            )),
            None => Ok(()),
        }
    }

    /// `{ stmts }` of a constraint or rewrite.
    fn decl_block(
        &mut self,
        block: &ast::CompoundStmt,
        keyword: &str,
        declared: Option<&Type>,
    ) -> Check<(Vec<hir::Stmt>, Option<Type>)> {
        let mut out = Vec::new();
        let mut failed = false;
        let mut ret_ty = None;
        for (i, stmt) in block.stmts.iter().enumerate() {
            if let ast::StmtKind::Return(e) = &stmt.kind {
                if let Some(next) = block.stmts.get(i + 1) {
                    self.error(
                        Diagnostic::error(
                            next.span,
                            format!(
                                "`return` terminated the `{keyword}` body, but found trailing \
                                 statements afterwards"
                            ),
                        )
                        .with_code(crate::diag::Code::Return)
                        .with_label(stmt.span, "the body returns here"),
                    );
                    return Err(Reported);
                }
                match self.return_value(e, declared) {
                    Ok(v) => {
                        ret_ty = Some(v.ty.clone());
                        out.push(hir::Stmt {
                            kind: hir::StmtKind::Return(v),
                            span: stmt.span,
                        });
                    }
                    Err(Reported) => failed = true,
                }
                continue;
            }
            match self.stmt(stmt) {
                Ok(s) => out.push(s),
                Err(Reported) => failed = true,
            }
        }
        if failed {
            return Err(Reported);
        }
        if ret_ty.is_none() {
            let end = Span {
                start: block.span.end.saturating_sub(1),
                lo: block.span.hi,
                ..block.span
            };
            self.require_no_result(declared, end, keyword)?;
        }
        Ok((out, ret_ty))
    }

    /// The value of a `return` (or a lambda), converted to the declared result type.
    fn return_value(&mut self, e: &ast::Expr, declared: Option<&Type>) -> Check<hir::Expr> {
        let value = self.expr(e)?;
        match declared {
            Some(ty) => self.convert(value, ty, None),
            None => self.value_of(value, "return"),
        }
    }

    // ----- statements ----------------------------------------------------------------

    /// Checks one statement (not `return`, which only bodies of declarations handle).
    pub fn stmt(&mut self, stmt: &ast::Stmt) -> Check<hir::Stmt> {
        let span = stmt.span;
        let kind = match &stmt.kind {
            ast::StmtKind::Let(l) => hir::StmtKind::Let(self.let_stmt(l)?),
            ast::StmtKind::Expr(e) => match self.expr_stmt(e)? {
                Some(x) => hir::StmtKind::Expr(x),
                // A declaration statement only defines a name: nothing to run.
                None => hir::StmtKind::Compound(Vec::new()),
            },
            ast::StmtKind::Erase(root) => {
                self.op_rewrite_allowed("erase", span)?;
                hir::StmtKind::Erase(self.rewrite_root(root)?)
            }
            ast::StmtKind::Replace(r) => {
                self.op_rewrite_allowed("replace", span)?;
                let root = self.rewrite_root(&r.root);
                let values = self.in_context(Context::Rewrite, |c| c.replace_values(r, span));
                hir::StmtKind::Replace {
                    root: root?,
                    values: values?,
                }
            }
            ast::StmtKind::Rewrite(r) => {
                self.op_rewrite_allowed("rewrite", span)?;
                let root = self.rewrite_root(&r.root);
                let body = self.in_context(Context::Rewrite, |c| c.block(&r.body));
                hir::StmtKind::Rewrite {
                    root: root?,
                    body: body?,
                }
            }
            ast::StmtKind::Return(_) => {
                // Bodies of declarations handle their own `return`; one that reaches
                // here is in a pattern, or nested in a block.
                let mut diag = Diagnostic::error(
                    span,
                    "`return` statements are only permitted within a `Constraint` or \
                     `Rewrite` body",
                )
                .with_code(crate::diag::Code::Section);
                if self.decl_depth > 0 {
                    diag = diag.with_note(
                        "a `return` must be the last statement of the body itself, not of a \
                         nested block",
                    );
                }
                return Err(self.error(diag));
            }
            ast::StmtKind::Compound(block) => hir::StmtKind::Compound(self.block(block)?),
            ast::StmtKind::Error => return Err(Reported),
        };
        Ok(hir::Stmt { kind, span })
    }

    /// Runs `f` in context `ctx`, then restores the current one.
    pub fn in_context<T>(&mut self, ctx: Context, f: impl FnOnce(&mut Self) -> T) -> T {
        let saved = self.ctx;
        self.ctx = ctx;
        let out = f(self);
        self.ctx = saved;
        out
    }

    /// `{ stmts }` in a new scope; every statement is checked even after an error.
    fn block(&mut self, block: &ast::CompoundStmt) -> Check<Vec<hir::Stmt>> {
        self.scopes.push();
        self.index.enter(block.span);
        let mut out = Vec::new();
        let mut failed = false;
        for stmt in &block.stmts {
            if self.ctx == Context::Match && self.decl_depth == 0 && is_op_rewrite(stmt) {
                failed = true;
                self.error(
                    Diagnostic::error(
                        stmt.span,
                        "an operation rewrite statement must be the last statement of the Pattern \
                     body, not inside a nested block",
                    )
                    .with_code(crate::diag::Code::PatternBody),
                );
                continue;
            }
            match self.stmt(stmt) {
                Ok(s) => out.push(s),
                Err(Reported) => failed = true,
            }
        }
        self.index.exit();
        self.scopes.pop();
        if failed {
            Err(Reported)
        } else {
            Ok(out)
        }
    }

    fn op_rewrite_allowed(&mut self, what: &str, span: Span) -> Check<()> {
        if self.ctx == Context::Constraint {
            return Err(self.error(
                Diagnostic::error(span, format!("`{what}` cannot be used within a Constraint"))
                    .with_code(crate::diag::Code::Section),
            ));
        }
        Ok(())
    }

    /// The root of `erase`, `replace` or `rewrite`: an `Op`.
    fn rewrite_root(&mut self, root: &ast::Expr) -> Check<hir::Expr> {
        let value = self.expr(root)?;
        if value.ty().is_op() {
            return self.value_of(value, "root");
        }
        let got = value.ty();
        Err(self.error(
            Diagnostic::error(
                root.span,
                format!("expected `Op` expression, but got `{got}`"),
            )
            .with_code(crate::diag::Code::TypeMismatch),
        ))
    }

    fn replace_values(&mut self, r: &ast::ReplaceStmt, span: Span) -> Check<Vec<hir::Expr>> {
        if r.values.is_empty() {
            return Err(self.error(
                Diagnostic::error(
                    span,
                    "expected at least one replacement value, consider using `erase` if no \
                 replacement values are desired",
                )
                .with_code(crate::diag::Code::ArgumentCount),
            ));
        }
        let several = r.values.len() > 1;
        self.replacement_op = match &r.values[..] {
            [v] if matches!(v.kind, ast::ExprKind::Op(_)) => Some(v.span),
            _ => None,
        };
        let mut out = Vec::new();
        let mut failed = false;
        for v in &r.values {
            let checked = self.expr(v).and_then(|value| {
                let ty = value.ty();
                match ty {
                    Type::Op(_) if several => self.convert(value, &Type::ValueRange, None),
                    Type::Op(_) | Type::Value | Type::ValueRange => self.value_of(value, "value"),
                    _ => Err(self.error(
                        Diagnostic::error(
                            v.span,
                            format!(
                                "expected `Op`, `Value` or `ValueRange` expression, but got `{ty}`"
                            ),
                        )
                        .with_code(crate::diag::Code::TypeMismatch),
                    )),
                }
            });
            match checked {
                Ok(e) => out.push(e),
                Err(Reported) => failed = true,
            }
        }
        if failed {
            Err(Reported)
        } else {
            Ok(out)
        }
    }

    /// `let name: constraints = init;`
    fn let_stmt(&mut self, l: &ast::LetStmt) -> Check<VarId> {
        let init = l.init.as_ref().map(|e| self.expr(e));
        let constraints = self.constraint_list(&l.constraints, l.init.is_some());
        let var = self.make_var(&l.name, hir::VarKind::Let, constraints, init, l.name.span);
        let defined = self.define(&l.name, Binding::Var(var));
        if let Some(symbol) = self.index.defined_at(l.name.span) {
            self.index.index.symbols[symbol.0 as usize].inferred =
                l.constraints.is_empty() && l.init.is_some();
        }
        defined?;
        if self.poisoned.contains(&var) {
            return Err(Reported);
        }
        Ok(var)
    }

    /// Creates a variable from its checked constraint list and initializer: computes
    /// its type and reports what is wrong. A variable whose definition failed is
    /// poisoned (still created, so later uses do not cascade).
    pub fn make_var(
        &mut self,
        name: &ast::Ident,
        kind: hir::VarKind,
        constraints: Check<(Vec<hir::VarConstraint>, Option<Type>)>,
        init: Option<Check<super::expr::Value>>,
        span: Span,
    ) -> VarId {
        let result = self.var_type(name, constraints, init);
        let (ty, constraints, init, ok) = match result {
            Ok((ty, cs, init)) => (ty, cs, init, true),
            Err(Reported) => (Type::unit(), Vec::new(), None, false),
        };
        let id = self.new_var(hir::Var {
            name: name.name.clone(),
            kind,
            ty,
            constraints,
            init,
            span,
        });
        if !ok {
            self.poisoned.insert(id);
        }
        id
    }

    fn var_type(
        &mut self,
        name: &ast::Ident,
        constraints: Check<(Vec<hir::VarConstraint>, Option<Type>)>,
        init: Option<Check<super::expr::Value>>,
    ) -> Check<(Type, Vec<hir::VarConstraint>, Option<hir::Expr>)> {
        let (constraints, constraint_ty) = constraints?;
        let init = match init {
            Some(i) => Some(i?),
            None => None,
        };
        match (init, constraint_ty) {
            (Some(init), Some(ty)) => {
                // As MLIR 19: the initializer may refine the constraints' type (`let x:
                // Op = op<a.b>` is an `Op<a.b>`); otherwise it converts to it.
                if let Some(refined) = ty.refine(&init.ty()) {
                    let init = self.value_of(init, "initializer")?;
                    return Ok((refined, constraints, Some(init)));
                }
                let init = self.convert(init, &ty, None)?;
                Ok((ty, constraints, Some(init)))
            }
            (Some(init), None) => {
                let ty = init.ty();
                if matches!(ty, Type::Constraint | Type::Rewrite) {
                    return Err(self.error(
                        Diagnostic::error(
                            name.span,
                            format!("unable to define variable of `{ty}` type"),
                        )
                        .with_code(crate::diag::Code::InvalidVariable),
                    ));
                }
                let init = self.value_of(init, "initializer")?;
                Ok((ty, constraints, Some(init)))
            }
            (None, Some(ty)) => {
                // A `Type`/`TypeRange` without a value is allowed in a rewrite section:
                // it stands for result types to be inferred when an operation is
                // created (PDLL docs, "Inferred Results").
                if self.ctx == Context::Rewrite && !ty.is_type_like() {
                    let diag = Diagnostic::error(
                        name.span,
                        format!(
                            "{} is defined in a rewrite section without a value, so nothing \
                                 binds it",
                            if name.name == "_" {
                                "this `_` variable".to_owned()
                            } else {
                                format!("variable `{}`", name.name)
                            }
                        ),
                    )
                    .with_code(crate::diag::Code::InvalidVariable)
                    .with_help(
                        "define it in the match section, or give it an initializer with `=`",
                    );
                    if self.decl_depth == 0 {
                        return Err(self.error(diag));
                    }
                    // In a `Rewrite` body: an error only once a pattern uses it.
                    self.defer_error(diag);
                }
                Ok((ty, constraints, None))
            }
            (None, None) => Err(self.error(
                Diagnostic::error(
                    name.span,
                    format!("unable to infer type for variable `{}`", name.name),
                )
                .with_code(crate::diag::Code::CannotInfer)
                .with_note(
                    "the type of a variable must be inferable from the constraint list or the \
                     initializer",
                ),
            )),
        }
    }

    /// A declaration's name span, for "see the definition" notes.
    pub fn decl_span(&self, id: DeclId) -> Span {
        self.decl_info
            .get(id.0 as usize)
            .map_or(Span::call_site(), |i| i.name_span)
    }
}

/// True for `erase`, `replace` and `rewrite` statements.
fn is_op_rewrite(stmt: &ast::Stmt) -> bool {
    matches!(
        stmt.kind,
        ast::StmtKind::Erase(_) | ast::StmtKind::Replace(_) | ast::StmtKind::Rewrite(_)
    )
}
