//! Lowering of a checked program ([`Program`]) to the PDL IR.
//!
//! This follows `mlir/lib/Tools/PDLL/CodeGen/MLIRGen.cpp` of LLVM 19 step by step, so
//! the ops come out in the order `mlir-pdll -x=mlir` emits them:
//! - a variable is lowered the first time it is met (its `let`, or its first use) and
//!   memoized in a scoped table; one without initializer becomes `pdl.operand(s)`,
//!   `pdl.type(s)`, `pdl.attribute`, or `pdl.operands` + `pdl.types` + `pdl.operation`;
//! - PDLL constraints and rewrites are inlined at each call (their variables are scoped
//!   to the call, so a second call lowers them again); natives and the operator
//!   built-ins become `pdl.apply_native_constraint` / `pdl.apply_native_rewrite`;
//! - the first `erase`/`replace`/`rewrite` met in the match section starts the
//!   `pdl.rewrite` of the pattern, with that statement's op as root.
//!
//! Where MLIR 19 has bugs, this lowering does not copy them:
//! - MLIR lowers the `return` of a compound PDLL constraint or rewrite body after the
//!   body's scope has closed, so a `let` variable used there is lowered a second time
//!   (a native rewrite in its initializer would run twice); here the `return` is lowered
//!   inside the body's scope.
//! - MLIR converts a tuple to a range through one member access per element, each of
//!   which lowers the whole tuple again (so `op<a>() -> ((t, R(x)))` calls the native
//!   rewrite `R` once per element); the checked program has the elements themselves, and
//!   each is lowered once.
//!
//! `recursion` is kept in [`PdlPattern::recursion`](super::PdlPattern::recursion).

use super::builder::PatternBuilder;
use super::ir::{EntityKind, PdlModule, PdlOpKind, PdlPattern, PdlValueId, Replacement};
use super::literal::Normalizer;
use super::scope::VarTable;
use crate::diag::Diagnostic;
use crate::sema::hir::{
    CallExpr, Decl, DeclBody, DeclId, DeclKind, Expr, ExprKind, OpExpr, Pattern, Program, Stmt,
    StmtKind, Type, Var, VarConstraintKind, VarId,
};
use crate::source::Span;

/// Lowers every pattern of a checked program, in source order.
///
/// The errors are one per failing pattern: a benefit PDL cannot hold, or a program that
/// breaks the checker's guarantees (an internal error, reported at the offending node
/// rather than by a panic). A program from [`crate::sema::check`] does not fail
/// otherwise.
pub fn lower(program: &Program) -> Result<PdlModule, Vec<Diagnostic>> {
    let mut literals = Normalizer::default();
    let mut patterns = Vec::with_capacity(program.patterns.len());
    let mut errors = Vec::new();
    for p in &program.patterns {
        match lower_pattern_with(program, p, &mut literals) {
            Ok(pattern) => patterns.push(pattern),
            Err(e) => errors.push(*e),
        }
    }
    if errors.is_empty() {
        Ok(PdlModule { patterns })
    } else {
        Err(errors)
    }
}

/// Results of the lowering steps (the diagnostic is boxed: errors are rare and it is
/// large).
type LResult<T> = Result<T, Box<Diagnostic>>;

/// The largest benefit PDL accepts (`pdl.pattern` stores it as a non-negative i16).
pub const MAX_BENEFIT: u16 = i16::MAX as u16;

fn lower_pattern_with(
    program: &Program,
    pattern: &Pattern,
    literals: &mut Normalizer,
) -> LResult<PdlPattern> {
    let benefit = pattern.benefit.unwrap_or(0);
    if benefit > MAX_BENEFIT {
        // mlir-pdll 19 accepts up to 65535 and then fails to verify its own output.
        return Err(Box::new(
            Diagnostic::error(
                pattern.span,
                format!(
                "benefit {benefit} is too large: a PDL pattern's benefit is at most {MAX_BENEFIT}"
            ),
            )
            .with_code(crate::diag::Code::InvalidLiteral),
        ));
    }
    let mut lowering = Lowering {
        program,
        b: PatternBuilder::new(),
        vars: VarTable::default(),
        literals,
    };
    lowering.compound(&pattern.body)?;
    lowering
        .b
        .finish(
            pattern.name.clone(),
            benefit,
            pattern.recursion,
            pattern.span,
        )
        .ok_or_else(|| internal(pattern.span, "the pattern has no rewrite statement"))
}

/// An error for a checked program that breaks the checker's guarantees.
fn internal(span: Span, what: &str) -> Box<Diagnostic> {
    Box::new(
        Diagnostic::error(
            span,
            format!("internal error while lowering to PDL: {what}"),
        )
        .with_code(crate::diag::Code::Internal),
    )
}

/// The PDL type of a PDLL value type (`None` for tuples and callables).
pub fn pdl_type(ty: &Type) -> Option<EntityKind> {
    Some(match ty {
        Type::Attr => EntityKind::Attr,
        Type::Op(_) => EntityKind::Op,
        Type::Type => EntityKind::Type,
        Type::TypeRange => EntityKind::TypeRange,
        Type::Value => EntityKind::Value,
        Type::ValueRange => EntityKind::ValueRange,
        Type::Tuple(_) | Type::Constraint | Type::Rewrite => return None,
    })
}

/// The state of lowering one pattern.
struct Lowering<'p, 'n> {
    program: &'p Program,
    b: PatternBuilder,
    vars: VarTable,
    literals: &'n mut Normalizer,
}

impl<'p> Lowering<'p, '_> {
    // ----- statements -----

    /// A compound statement: its own variable scope.
    fn compound(&mut self, stmts: &[Stmt]) -> LResult<()> {
        self.vars.push();
        let result = stmts.iter().try_for_each(|s| self.stmt(s));
        self.vars.pop();
        result
    }

    fn stmt(&mut self, stmt: &Stmt) -> LResult<()> {
        match &stmt.kind {
            StmtKind::Let(var) => {
                self.var(*var, stmt.span)?;
            }
            StmtKind::Expr(e) => {
                self.expr(e)?;
            }
            StmtKind::Erase(root) => {
                let root = self.single(root)?;
                self.nest_under_rewrite(root, stmt.span);
                self.b.push_none(PdlOpKind::Erase { op: root }, stmt.span);
            }
            StmtKind::Replace { root, values } => {
                let root = self.single(root)?;
                self.nest_under_rewrite(root, stmt.span);
                let values = values
                    .iter()
                    .map(|v| self.single(v))
                    .collect::<LResult<Vec<_>>>()?;
                let with = match values.as_slice() {
                    [one] if self.b.value_type(*one) == EntityKind::Op => Replacement::Op(*one),
                    _ => Replacement::Values(values),
                };
                self.b
                    .push_none(PdlOpKind::Replace { op: root, with }, stmt.span);
            }
            StmtKind::Rewrite { root, body } => {
                let root = self.single(root)?;
                self.nest_under_rewrite(root, stmt.span);
                self.compound(body)?;
            }
            // A `return` is lowered by the call that inlines its body.
            StmtKind::Return(_) => {}
            StmtKind::Compound(body) => self.compound(body)?,
        }
        Ok(())
    }

    /// An op-rewrite statement directly in a pattern's match section starts the
    /// `pdl.rewrite`, rooted at its op (MLIR's `checkAndNestUnderRewriteOp`).
    fn nest_under_rewrite(&mut self, root: PdlValueId, span: Span) {
        if !self.b.in_rewrite() {
            self.b.begin_rewrite(root, span);
        }
    }

    // ----- variables -----

    /// The variable `id` (an internal error at `span` if the program has none).
    fn var_decl(&self, id: VarId, span: Span) -> LResult<&'p Var> {
        let program: &'p Program = self.program;
        program
            .vars
            .get(id.0 as usize)
            .ok_or_else(|| internal(span, &format!("unknown variable {}", id.0)))
    }

    /// The declaration `id` (an internal error at `span` if the program has none).
    fn decl(&self, id: DeclId, span: Span) -> LResult<&'p Decl> {
        let program: &'p Program = self.program;
        program
            .decls
            .get(id.0 as usize)
            .ok_or_else(|| internal(span, &format!("unknown declaration {}", id.0)))
    }

    /// The values of a variable, lowering it the first time (`span`: where it is met).
    fn var(&mut self, id: VarId, span: Span) -> LResult<Vec<PdlValueId>> {
        if let Some(values) = self.vars.get(id) {
            return Ok(values.clone());
        }
        let var = self.var_decl(id, span)?;
        let values = match &var.init {
            Some(init) => self.expr(init)?,
            None => vec![self.non_initializer_var(var)?],
        };
        self.apply_var_constraints(var, &values)?;
        self.vars.insert(id, values.clone());
        Ok(values)
    }

    /// A variable without initializer: a PDL value from its type, constrained by the
    /// first type expression of its constraint list.
    fn non_initializer_var(&mut self, var: &Var) -> LResult<PdlValueId> {
        let span = var.span;
        Ok(match &var.ty {
            Type::Value => {
                let ty = self.type_constraint(var)?;
                self.b.operand(ty, span)
            }
            Type::ValueRange => {
                let ty = self.type_constraint(var)?;
                self.b.operands(ty, span)
            }
            Type::Type => self.b.type_(None, span),
            Type::TypeRange => self.b.types(span),
            Type::Attr => {
                let ty = self.type_constraint(var)?;
                self.b.attribute(None, ty, span)
            }
            Type::Op(name) => {
                let operands = self.b.operands(None, span);
                let types = self.b.types(span);
                self.b
                    .operation(name.clone(), vec![operands], vec![], vec![types], span)
            }
            other => {
                return Err(internal(
                    span,
                    &format!("variable `{}` of type `{other}` has no value", var.name),
                ))
            }
        })
    }

    /// The type given by the first `Attr<t>`, `Value<t>` or `ValueRange<t>` of a
    /// variable's constraint list, lowered.
    fn type_constraint(&mut self, var: &Var) -> LResult<Option<PdlValueId>> {
        for c in &var.constraints {
            if let VarConstraintKind::Attr(Some(e))
            | VarConstraintKind::Value(Some(e))
            | VarConstraintKind::ValueRange(Some(e)) = &c.kind
            {
                return self.single(e).map(Some);
            }
        }
        Ok(None)
    }

    /// Calls the user constraints of a variable's constraint list on its values.
    fn apply_var_constraints(&mut self, var: &Var, values: &[PdlValueId]) -> LResult<()> {
        for c in &var.constraints {
            if let VarConstraintKind::User(decl) = c.kind {
                let decl = self.decl(decl, c.span)?;
                self.constraint_call(decl, c.span, values, false)?;
            }
        }
        Ok(())
    }

    // ----- expressions -----

    /// An expression that has exactly one value.
    fn single(&mut self, e: &Expr) -> LResult<PdlValueId> {
        match self.expr(e)?.as_slice() {
            [one] => Ok(*one),
            many => Err(internal(
                e.span,
                &format!(
                    "expected one value for an expression of type `{}`, got {}",
                    e.ty,
                    many.len()
                ),
            )),
        }
    }

    /// The values of an expression (several for a tuple or a multi-result call).
    fn expr(&mut self, e: &Expr) -> LResult<Vec<PdlValueId>> {
        let span = e.span;
        let one = |v: PdlValueId| Ok(vec![v]);
        match &e.kind {
            ExprKind::Var(id) => self.var(*id, span),
            ExprKind::AttrLit(text) => {
                let lit = self.literals.attribute(text);
                one(self.b.attribute(Some(lit), None, span))
            }
            ExprKind::TypeLit(text) => {
                let lit = self.literals.type_(text);
                one(self.b.type_(Some(lit), span))
            }
            ExprKind::Op(op) => {
                let v = self.op_expr(op, span)?;
                one(v)
            }
            ExprKind::Tuple(elems) => elems.iter().map(|x| self.single(x)).collect(),
            ExprKind::OpResult { op, index } => {
                let parent = self.single(op)?;
                one(self.b.push_one(
                    PdlOpKind::Result {
                        parent,
                        index: *index as u32,
                    },
                    EntityKind::Value,
                    span,
                ))
            }
            ExprKind::ResultGroup { op, index } => {
                let parent = self.single(op)?;
                let ty = if e.ty == Type::Value {
                    EntityKind::Value
                } else {
                    EntityKind::ValueRange
                };
                let index = Some(*index as u32);
                one(self
                    .b
                    .push_one(PdlOpKind::Results { parent, index }, ty, span))
            }
            ExprKind::AllResults(op) => {
                let parent = self.single(op)?;
                let v = if e.ty == Type::Value {
                    self.b.push_one(
                        PdlOpKind::Result { parent, index: 0 },
                        EntityKind::Value,
                        span,
                    )
                } else {
                    self.b.push_one(
                        PdlOpKind::Results {
                            parent,
                            index: None,
                        },
                        EntityKind::ValueRange,
                        span,
                    )
                };
                one(v)
            }
            ExprKind::TupleElem { tuple, index } => {
                let values = self.expr(tuple)?;
                match values.get(*index) {
                    Some(v) => one(*v),
                    None => Err(internal(span, "tuple index out of range")),
                }
            }
            ExprKind::Range(elems) => {
                let ty = match pdl_type(&e.ty).and_then(EntityKind::as_range) {
                    Some(ty) => ty,
                    None => return Err(internal(span, "a range of neither values nor types")),
                };
                let mut elements = Vec::new();
                for x in elems {
                    elements.extend(self.expr(x)?);
                }
                one(self.b.push_one(PdlOpKind::Range { elements }, ty, span))
            }
            ExprKind::Call(call) => self.call(call, span),
        }
    }

    /// `op<name>(operands) {attrs} -> (types)`: operands, attribute values and result
    /// types are lowered in that order, then the operation.
    fn op_expr(&mut self, op: &OpExpr, span: Span) -> LResult<PdlValueId> {
        let operands = op
            .operands
            .iter()
            .map(|x| self.single(x))
            .collect::<LResult<Vec<_>>>()?;
        let mut attributes = Vec::with_capacity(op.attrs.len());
        for attr in &op.attrs {
            attributes.push((attr.name.clone(), self.single(&attr.value)?));
        }
        let result_types = op
            .results
            .iter()
            .map(|x| self.single(x))
            .collect::<LResult<Vec<_>>>()?;
        Ok(self
            .b
            .operation(op.name.clone(), operands, attributes, result_types, span))
    }

    fn call(&mut self, call: &CallExpr, span: Span) -> LResult<Vec<PdlValueId>> {
        let args = call
            .args
            .iter()
            .map(|x| self.single(x))
            .collect::<LResult<Vec<_>>>()?;
        let decl = self.decl(call.callee, span)?;
        match decl.kind {
            DeclKind::Constraint => self.constraint_call(decl, span, &args, call.negated),
            DeclKind::Rewrite => self.callable(decl, span, &args, false),
        }
    }

    /// A constraint call: the constraints of its parameters apply to the arguments
    /// first.
    fn constraint_call(
        &mut self,
        decl: &Decl,
        span: Span,
        inputs: &[PdlValueId],
        negated: bool,
    ) -> LResult<Vec<PdlValueId>> {
        for (&param, &input) in decl.params.iter().zip(inputs) {
            let param = self.var_decl(param, span)?;
            self.apply_var_constraints(param, &[input])?;
        }
        let results = self.callable(decl, span, inputs, negated)?;
        // A result declared with a user constraint (`-> UserConstraint`) is checked with
        // it right after the call, as mlir-pdll does.
        for (result, &value) in decl.results.iter().zip(&results) {
            if let Some((id, at)) = result.constraint {
                let check = self.decl(id, at)?;
                self.constraint_call(check, at, &[value], false)?;
            }
        }
        Ok(results)
    }

    /// A call of a constraint or rewrite: a native op, or the PDLL body inlined.
    fn callable(
        &mut self,
        decl: &Decl,
        span: Span,
        inputs: &[PdlValueId],
        negated: bool,
    ) -> LResult<Vec<PdlValueId>> {
        let body = match &decl.body {
            DeclBody::Pdll(body) => body,
            DeclBody::Native(_)
            | DeclBody::External
            | DeclBody::Builtin(_)
            | DeclBody::Ods { .. } => return self.native_call(decl, span, inputs, negated),
        };
        self.vars.push();
        let result = self.inline_body(decl, body, inputs);
        self.vars.pop();
        result
    }

    /// The PDLL body of a call, in the call's scope: parameters map to the inputs, and
    /// the `return` is lowered inside the body's scope (see the module docs for why
    /// this differs from MLIR 19).
    fn inline_body(
        &mut self,
        decl: &Decl,
        body: &[Stmt],
        inputs: &[PdlValueId],
    ) -> LResult<Vec<PdlValueId>> {
        for (&param, &input) in decl.params.iter().zip(inputs) {
            self.vars.insert(param, vec![input]);
        }
        self.vars.push();
        let result = (|| {
            for stmt in body {
                self.stmt(stmt)?;
            }
            match body.last().map(|s| &s.kind) {
                Some(StmtKind::Return(e)) => self.expr(e),
                _ => Ok(Vec::new()),
            }
        })();
        self.vars.pop();
        result
    }

    /// `pdl.apply_native_constraint` or `pdl.apply_native_rewrite`; its results are the
    /// declaration's result types (the elements of a tuple).
    fn native_call(
        &mut self,
        decl: &Decl,
        span: Span,
        inputs: &[PdlValueId],
        negated: bool,
    ) -> LResult<Vec<PdlValueId>> {
        let name = native_name(decl).ok_or_else(|| internal(span, "a native without name"))?;
        let result_types = match &decl.result_ty {
            Type::Tuple(elems) => elems.iter().map(|e| pdl_type(&e.ty)).collect(),
            ty => vec![pdl_type(ty)],
        };
        let result_types: Vec<EntityKind> = result_types
            .into_iter()
            .collect::<Option<_>>()
            .ok_or_else(|| internal(span, "a native result that is not a value"))?;
        let args = inputs.to_vec();
        let kind = match decl.kind {
            DeclKind::Constraint => PdlOpKind::ApplyNativeConstraint {
                name,
                args,
                negated,
            },
            DeclKind::Rewrite => PdlOpKind::ApplyNativeRewrite { name, args },
        };
        Ok(self.b.push(kind, &result_types, span))
    }
}

/// The name a native is registered under: its declared name, or the built-in's.
fn native_name(decl: &Decl) -> Option<String> {
    match &decl.body {
        DeclBody::Builtin(b) => Some(b.name().to_string()),
        _ => decl.name.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema;
    use crate::sema::hir;
    use crate::source::SourceMap;
    use crate::syntax::{parse_str, ParseOptions};

    fn program(src: &str) -> Program {
        let (module, diags) = parse_str(
            "test.pdll",
            src,
            &ParseOptions::default(),
            &mut SourceMap::new(),
        );
        let module = module.unwrap_or_else(|| panic!("syntax errors: {diags:?}"));
        let (program, diags) = sema::check(&module);
        program.unwrap_or_else(|| panic!("semantic errors: {diags:?}"))
    }

    fn lower_src(src: &str) -> PdlModule {
        lower(&program(src)).expect("lowering succeeds")
    }

    fn count(p: &PdlPattern, f: impl Fn(&PdlOpKind) -> bool) -> usize {
        p.ops.iter().filter(|op| f(&op.kind)).count()
    }

    #[test]
    fn benefit_recursion_and_name() {
        let m = lower_src(
            "Pattern A with benefit(3), recursion => erase op<t.a>;\nPattern => erase op<t.b>;",
        );
        assert_eq!(m.patterns.len(), 2);
        let (a, b) = (&m.patterns[0], &m.patterns[1]);
        assert_eq!(
            (a.name.as_deref(), a.benefit, a.recursion),
            (Some("A"), 3, true)
        );
        assert_eq!(
            (b.name.as_deref(), b.benefit, b.recursion),
            (None, 0, false)
        );
        // The recursion flag is not printed (MLIR 19 drops it).
        assert!(!m.to_mlir_string().contains("recursion"));
    }

    #[test]
    fn root_is_the_rewritten_op() {
        let m = lower_src("Pattern { let r = op<t.a>(x: Value); replace r with x; }");
        let p = &m.patterns[0];
        let root = p.defining_op(p.root());
        assert!(matches!(&root.kind, PdlOpKind::Operation { name: Some(n), .. } if n == "t.a"));
        assert_eq!(p.rewrite.body.len(), 1);
        assert!(matches!(
            p.op(p.rewrite.body[0]).kind,
            PdlOpKind::Replace { with: Replacement::Values(ref v), .. } if v.len() == 1
        ));
    }

    #[test]
    fn variables_are_lowered_once() {
        let m = lower_src("Pattern { let r = op<t.a>(x: Value, x, x); erase r; }");
        let p = &m.patterns[0];
        assert_eq!(count(p, |k| matches!(k, PdlOpKind::Operand { .. })), 1);
    }

    #[test]
    fn pdll_constraints_are_inlined_at_each_call() {
        let m = lower_src(
            "Constraint N(v: Value);\n\
             Constraint C(o: Op) { let r = o.0; N(r); }\n\
             Pattern { let r = op<t.a>; C(r); C(r); erase r; }",
        );
        let p = &m.patterns[0];
        // Each call lowers the body again, its local variable included.
        assert_eq!(count(p, |k| matches!(k, PdlOpKind::Result { .. })), 2);
        assert_eq!(
            count(p, |k| matches!(k, PdlOpKind::ApplyNativeConstraint { .. })),
            2
        );
    }

    #[test]
    fn let_used_in_return_is_lowered_once() {
        // MLIR 19 lowers `made` twice here (its bug); we do not.
        let m = lower_src(
            "Rewrite Make(v: Value) -> Value;\n\
             Rewrite B(v: Value) -> Value { let made = Make(v); return made; }\n\
             Pattern { let r = op<t.a>(x: Value); rewrite r with { replace r with B(x); }; }",
        );
        let p = &m.patterns[0];
        assert_eq!(
            count(p, |k| matches!(k, PdlOpKind::ApplyNativeRewrite { .. })),
            1
        );
    }

    #[test]
    fn negated_native_constraint() {
        let m = lower_src("Constraint C(o: Op);\nPattern { let r = op<t.a>; not C(r); erase r; }");
        let p = &m.patterns[0];
        assert!(p.ops.iter().any(|op| matches!(
            &op.kind,
            PdlOpKind::ApplyNativeConstraint { name, negated: true, .. } if name == "C"
        )));
    }

    #[test]
    fn operators_call_builtins() {
        let m = lower_src(
            "Pattern { let r = op<t.a> {x = a: Attr}; a > attr<\"0 : i64\">; \
             replace r with op<t.b> {y = a + a}; }",
        );
        let p = &m.patterns[0];
        let names: Vec<&str> = p
            .ops
            .iter()
            .filter_map(|op| match &op.kind {
                PdlOpKind::ApplyNativeConstraint { name, .. }
                | PdlOpKind::ApplyNativeRewrite { name, .. } => Some(name.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(names, ["__pdll_gt", "__pdll_check", "__pdll_add"]);
        // The addition is in the rewrite section, so it is a native rewrite.
        assert!(p
            .rewrite_section()
            .any(|op| matches!(&op.kind, PdlOpKind::ApplyNativeRewrite { name, .. } if name == "__pdll_add")));
    }

    #[test]
    fn literals_keep_their_text() {
        let m = lower_src("Pattern => erase op<t.a> {v = attr<\"1 : i32\">} -> (type<\"i32\">);");
        let p = &m.patterns[0];
        let lits: Vec<&crate::pdl::PdlLiteral> = p
            .ops
            .iter()
            .filter_map(|op| match &op.kind {
                PdlOpKind::Attribute { value: Some(l), .. }
                | PdlOpKind::Type { constant: Some(l) } => Some(l),
                _ => None,
            })
            .collect();
        assert_eq!(lits.len(), 2);
        assert_eq!(lits[0].text, "1 : i32");
        assert_eq!(lits[1].text, "i32");
        assert_eq!(lits[1].printed(), "i32");
    }

    #[test]
    fn spans_point_at_the_source() {
        let m = lower_src("Pattern => erase op<t.a>;");
        let p = &m.patterns[0];
        let root = p.defining_op(p.root());
        assert!(root.span.end > root.span.start);
    }

    #[test]
    fn benefit_must_fit_in_pdl() {
        assert_eq!(
            lower_src("Pattern with benefit(32767) => erase op<t.a>;").patterns[0].benefit,
            32767
        );
        let err = lower(&program("Pattern with benefit(32768) => erase op<t.a>;")).unwrap_err();
        assert_eq!(err.len(), 1);
        assert!(
            err[0].message.contains("at most 32767"),
            "{}",
            err[0].message
        );
    }

    #[test]
    fn a_pattern_without_rewrite_is_an_error_not_a_panic() {
        // Not something the checker produces: lowering reports it.
        let mut prog = program("Pattern => erase op<t.a>;");
        prog.patterns[0].body.clear();
        let err = lower(&prog).unwrap_err();
        assert!(
            err[0].message.contains("no rewrite statement"),
            "{}",
            err[0].message
        );
    }

    #[test]
    fn a_var_of_tuple_type_without_value_is_an_error() {
        let mut prog = program("Pattern { let v: Value; erase op<t.a>(v); }");
        let var = prog.vars.iter_mut().find(|v| v.name == "v").unwrap();
        var.ty = hir::Type::unit();
        assert!(lower(&prog).is_err());
    }
}
