//! The checked program ("HIR"): PDLL after name resolution and type checking.
//!
//! [`crate::sema::check`] builds a [`Program`] from the AST only when there was no error,
//! so every name here is resolved and every expression is typed. The shape follows the
//! AST MLIR 19's `mlir-pdll` builds in its parser (`mlir/include/mlir/Tools/PDLL/AST`),
//! so that the PDL lowering can follow `MLIRGen.cpp` step by step:
//!
//! - **Variables** live in one table, [`Program::vars`], indexed by [`VarId`]. A `let`
//!   statement ([`StmtKind::Let`]) and an inline definition `x: Op` (an
//!   [`ExprKind::Var`] whose variable has [`VarKind::Inline`]) both only *name* a
//!   variable; its constraints and initializer are in its [`Var`]. Lower a variable the
//!   first time it is met (a `let`, or the first reference) and memoize the result, as
//!   `MLIRGen::genVar` does.
//! - **Declarations** (user constraints and rewrites, PDLL-bodied, native, and the
//!   built-in natives of the operator proposal) live in [`Program::decls`], indexed by
//!   [`DeclId`], whether they were written at top level or inline. A call
//!   ([`ExprKind::Call`]) names its callee by id. PDLL-bodied declarations are to be
//!   inlined at each call; their bodies refer to their parameters' [`VarId`]s and may
//!   refer to variables of enclosing scopes (captures), which at the point of the call
//!   are already lowered.
//! - **Implicit conversions** are explicit nodes where they produce a different value
//!   (`Op` to `Value`/`ValueRange`: [`ExprKind::AllResults`]; a tuple to a range in
//!   rewrite context: [`ExprKind::Range`]; a tuple to a tuple: a rebuilt
//!   [`ExprKind::Tuple`]). `Value` and `ValueRange` (and `Type` and `TypeRange`) are
//!   interchangeable without a node, as in MLIR 19: such an expression keeps its own type,
//!   and the consumer (an operand or result list, `replace`) looks at [`Expr::ty`].
//! - **Operators** of the operator proposal are calls of built-in native declarations
//!   (the proposal's option A); see [`Builtin`] for their names and meaning.
//!
//! Every node keeps the [`Span`] of the source it came from.

use crate::source::Span;
use std::fmt;

/// Index of a variable in [`Program::vars`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);

/// Index of a declaration in [`Program::decls`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DeclId(pub u32);

/// A checked PDLL program.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// The patterns, in source order (includes spliced in).
    pub patterns: Vec<Pattern>,
    /// Every constraint and rewrite declaration (top-level, inline, and the built-ins
    /// that are used), in the order they were checked.
    pub decls: Vec<Decl>,
    /// Every variable (let, inline, wildcard, implicit, parameter), in creation order.
    pub vars: Vec<Var>,
}

impl Program {
    /// The variable with id `id`.
    pub fn var(&self, id: VarId) -> &Var {
        &self.vars[id.0 as usize]
    }

    /// The declaration with id `id`.
    pub fn decl(&self, id: DeclId) -> &Decl {
        &self.decls[id.0 as usize]
    }

    /// The top-level declaration named `name` of the given kind, if any (built-ins
    /// included).
    pub fn find_decl(&self, kind: DeclKind, name: &str) -> Option<DeclId> {
        self.decls
            .iter()
            .position(|d| d.kind == kind && d.name.as_deref() == Some(name))
            .map(|i| DeclId(i as u32))
    }

    /// The native declarations (Rust bodies, external declarations and built-ins), in
    /// order: what the code generator has to provide functions for.
    pub fn natives(&self) -> impl Iterator<Item = (DeclId, &Decl)> {
        self.decls
            .iter()
            .enumerate()
            .filter(|(_, d)| d.is_native())
            .map(|(i, d)| (DeclId(i as u32), d))
    }
}

/// The type of a PDLL expression or variable.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `Attr`: an attribute.
    Attr,
    /// `Op` or `Op<name>`: an operation, with its name when known.
    Op(Option<String>),
    /// `Type`: one MLIR type.
    Type,
    /// `TypeRange`: a list of MLIR types.
    TypeRange,
    /// `Value`: one SSA value.
    Value,
    /// `ValueRange`: a list of SSA values.
    ValueRange,
    /// A tuple; names are `None` for unnamed elements.
    Tuple(Vec<TupleElemType>),
    /// A reference to a constraint (only as a callee; not a value type).
    Constraint,
    /// A reference to a rewrite (only as a callee; not a value type).
    Rewrite,
}

/// One element of a [`Type::Tuple`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TupleElemType {
    /// The element name, if it has one.
    pub name: Option<String>,
    /// The element type.
    pub ty: Type,
}

impl Type {
    /// The empty tuple `()` (the type of a call without results).
    pub fn unit() -> Type {
        Type::Tuple(Vec::new())
    }

    /// True for `Op` and `Op<name>`.
    pub fn is_op(&self) -> bool {
        matches!(self, Type::Op(_))
    }

    /// True for `Type` and `TypeRange`.
    pub fn is_type_like(&self) -> bool {
        matches!(self, Type::Type | Type::TypeRange)
    }

    /// True for `ValueRange` and `TypeRange`.
    pub fn is_range(&self) -> bool {
        matches!(self, Type::ValueRange | Type::TypeRange)
    }

    /// The elements of a tuple type (`None` for other types).
    pub fn tuple_elems(&self) -> Option<&[TupleElemType]> {
        match self {
            Type::Tuple(elems) => Some(elems),
            _ => None,
        }
    }

    /// The most specific type that both `self` and `other` describe, if any: `Op` and
    /// `Op<x>` give `Op<x>`, equal types give themselves, anything else has none.
    /// This is how a constraint list refines a variable's type.
    pub fn refine(&self, other: &Type) -> Option<Type> {
        match (self, other) {
            (a, b) if a == b => Some(a.clone()),
            (Type::Op(None), Type::Op(Some(n))) | (Type::Op(Some(n)), Type::Op(None)) => {
                Some(Type::Op(Some(n.clone())))
            }
            _ => None,
        }
    }
}

impl fmt::Display for Type {
    /// Formats the type as PDLL writes it (as mlir-pdll 19 prints types in messages),
    /// e.g. `Op<arith.addi>`, `Tuple<Value, result: Attr>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Attr => f.write_str("Attr"),
            Type::Op(None) => f.write_str("Op"),
            Type::Op(Some(name)) => write!(f, "Op<{name}>"),
            Type::Type => f.write_str("Type"),
            Type::TypeRange => f.write_str("TypeRange"),
            Type::Value => f.write_str("Value"),
            Type::ValueRange => f.write_str("ValueRange"),
            Type::Constraint => f.write_str("Constraint"),
            Type::Rewrite => f.write_str("Rewrite"),
            Type::Tuple(elems) => {
                f.write_str("Tuple<")?;
                for (i, e) in elems.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    if let Some(name) = &e.name {
                        write!(f, "{name}: ")?;
                    }
                    write!(f, "{}", e.ty)?;
                }
                f.write_str(">")
            }
        }
    }
}

/// How a variable came to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VarKind {
    /// `let name ...;`
    Let,
    /// `name: Constraint` inside an expression (defined at its first use).
    Inline,
    /// `_: Constraint` (never in scope; each one is a distinct variable).
    Wildcard,
    /// Made up by the checker: the `_: ValueRange` operands and `_: TypeRange` results
    /// of a match-section op expression that omits them (as in MLIR 19).
    Implicit,
    /// A parameter of a constraint or rewrite.
    Param,
}

/// A variable.
#[derive(Clone, Debug)]
pub struct Var {
    /// The name as written; `_` for wildcards and implicit variables.
    pub name: String,
    /// How it was defined.
    pub kind: VarKind,
    /// Its type: from the initializer, else the refined constraint list.
    pub ty: Type,
    /// The constraint list, in source order (empty when there was none).
    pub constraints: Vec<VarConstraint>,
    /// The initializer, for `let x = e;` (already converted to [`Var::ty`]).
    pub init: Option<Expr>,
    /// The span of the name (for implicit variables: the op expression).
    pub span: Span,
}

/// One entry of a variable's constraint list.
#[derive(Clone, Debug)]
pub struct VarConstraint {
    /// Which constraint.
    pub kind: VarConstraintKind,
    /// Where it is written.
    pub span: Span,
}

/// The constraints a variable can carry.
#[derive(Clone, Debug)]
pub enum VarConstraintKind {
    /// `Attr` or `Attr<type>`; the expression has type `Type`.
    Attr(Option<Expr>),
    /// `Op` or `Op<name>`.
    Op(Option<String>),
    /// `Type`
    Type,
    /// `TypeRange`
    TypeRange,
    /// `Value` or `Value<type>`; the expression has type `Type`.
    Value(Option<Expr>),
    /// `ValueRange` or `ValueRange<types>`; the expression has type `TypeRange` (or
    /// `Type`, interchangeable).
    ValueRange(Option<Expr>),
    /// A user constraint (PDLL or native) of exactly one parameter, applied to the
    /// variable.
    User(DeclId),
}

impl VarConstraintKind {
    /// The type this constraint gives a variable (`None` for a user constraint, which
    /// gives its parameter's type; see the declaration).
    pub fn core_type(&self) -> Option<Type> {
        Some(match self {
            VarConstraintKind::Attr(_) => Type::Attr,
            VarConstraintKind::Op(name) => Type::Op(name.clone()),
            VarConstraintKind::Type => Type::Type,
            VarConstraintKind::TypeRange => Type::TypeRange,
            VarConstraintKind::Value(_) => Type::Value,
            VarConstraintKind::ValueRange(_) => Type::ValueRange,
            VarConstraintKind::User(_) => return None,
        })
    }
}

/// A pattern.
#[derive(Clone, Debug)]
pub struct Pattern {
    /// The name, if given.
    pub name: Option<String>,
    /// `benefit(N)`, if given (MLIR 19 uses 0 otherwise).
    pub benefit: Option<u16>,
    /// True when `recursion` was given.
    pub recursion: bool,
    /// The body. Its last statement is the op-rewrite statement ([`StmtKind::Erase`],
    /// [`StmtKind::Replace`] or [`StmtKind::Rewrite`]); the statements before it are the
    /// match section. A lambda body `=> stmt;` is a body of that one statement.
    pub body: Vec<Stmt>,
    /// The whole pattern.
    pub span: Span,
}

impl Pattern {
    /// The op-rewrite statement (the last statement of the body).
    pub fn rewrite_stmt(&self) -> &Stmt {
        self.body
            .last()
            .expect("a checked pattern ends with its rewrite statement")
    }
}

/// `Constraint` or `Rewrite`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DeclKind {
    /// A constraint: called in match context, may not change the IR.
    Constraint,
    /// A rewrite: called in rewrite context.
    Rewrite,
}

/// A user constraint or rewrite (or a built-in native).
#[derive(Clone, Debug)]
pub struct Decl {
    /// Constraint or rewrite.
    pub kind: DeclKind,
    /// The name; `None` for anonymous inline declarations. Natives always have one.
    pub name: Option<String>,
    /// The parameters, in order (variables of kind [`VarKind::Param`]).
    pub params: Vec<VarId>,
    /// The declared results (empty when none were declared; a PDLL body may then still
    /// return a value: see [`Decl::result_ty`]).
    pub results: Vec<ResultDecl>,
    /// The type of a call: the single result's type, a tuple of the results (with their
    /// names) for several, the type of the `return`ed expression for a PDLL body without
    /// declared results, or `()`.
    pub result_ty: Type,
    /// The body.
    pub body: DeclBody,
    /// True for a declaration written at top level (false for inline ones).
    pub global: bool,
    /// The whole declaration.
    pub span: Span,
}

impl Decl {
    /// True when the body is not PDLL: a Rust body, an external declaration or a
    /// built-in. Calls of natives become `apply_native_constraint`/`_rewrite`.
    pub fn is_native(&self) -> bool {
        !matches!(self.body, DeclBody::Pdll(_))
    }
}

/// A declared result.
#[derive(Clone, Debug)]
pub struct ResultDecl {
    /// The name, if given.
    pub name: Option<String>,
    /// The type its constraint gives.
    pub ty: Type,
    /// A user constraint the result must satisfy (`-> UserConstraint`): a constraint
    /// call's result is checked with it where the call is made, as mlir-pdll does.
    pub constraint: Option<(DeclId, Span)>,
    /// Where it is declared.
    pub span: Span,
}

/// The body of a declaration.
#[derive(Clone, Debug)]
pub enum DeclBody {
    /// A PDLL body. A lambda `=> e;` is the single statement `return e;` (or, for a
    /// rewrite, the op-rewrite statement it is). A `return`, when there is one, is the
    /// last statement.
    Pdll(Vec<Stmt>),
    /// A Rust body `[{ ... }]`: the tokens between the brackets, spans untouched.
    Native(proc_macro2::TokenStream),
    /// A declaration without body (`;`): the user provides the function.
    External,
    /// A built-in native of the operator proposal.
    Builtin(Builtin),
    /// A constraint defined by an ODS def of an included `.td` file (an `Attr` or
    /// `Type` def, or an interface), named after the def, of one parameter `self`
    /// (as mlir-pdll defines it). `check` is its built-in Rust check when the def's
    /// meaning is fixed by MLIR's builtin types and attributes
    /// ([`crate::ods::builtin`]); otherwise the Rust function named after the def is
    /// called, as for [`DeclBody::External`].
    Ods {
        /// What the def constrains.
        kind: crate::ods::ConstraintKind,
        /// The built-in check, if the def has one.
        check: Option<crate::ods::builtin::BuiltinCheck>,
    },
}

/// The built-in natives that implement the operators of the PDLL operator proposal
/// (option A: each operator is a call of a native). Every built-in takes `Attr`
/// operands and returns an `Attr`; each exists both as a native constraint (used in the
/// match section and in constraint bodies: a failure, e.g. operands that are not
/// numbers, makes the match fail) and as a native rewrite (used in the rewrite section:
/// a failure aborts the rewrite).
///
/// A comparison or logical expression written as a statement is a check: it is wrapped
/// in a call of [`Builtin::Check`], which fails unless its operand is the boolean
/// attribute `true`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Builtin {
    /// `a + b`: `__pdll_add`
    Add,
    /// `a - b`: `__pdll_sub`
    Sub,
    /// `a * b`: `__pdll_mul`
    Mul,
    /// `a / b`: `__pdll_div` (fails on division by zero)
    Div,
    /// `a % b`: `__pdll_rem` (fails on division by zero)
    Rem,
    /// `-a`: `__pdll_neg`
    Neg,
    /// `a == b`: `__pdll_eq` (a boolean attribute)
    Eq,
    /// `a != b`: `__pdll_ne`
    Ne,
    /// `a < b`: `__pdll_lt`
    Lt,
    /// `a <= b`: `__pdll_le`
    Le,
    /// `a > b`: `__pdll_gt`
    Gt,
    /// `a >= b`: `__pdll_ge`
    Ge,
    /// `a && b`: `__pdll_and` (boolean operands)
    And,
    /// `a || b`: `__pdll_or`
    Or,
    /// `!a`: `__pdll_not`
    Not,
    /// A comparison or logical expression used as a statement: `__pdll_check(a)`, no
    /// result; fails unless `a` is the boolean attribute `true`.
    Check,
}

impl Builtin {
    /// All the built-ins.
    pub const ALL: [Builtin; 16] = [
        Builtin::Add,
        Builtin::Sub,
        Builtin::Mul,
        Builtin::Div,
        Builtin::Rem,
        Builtin::Neg,
        Builtin::Eq,
        Builtin::Ne,
        Builtin::Lt,
        Builtin::Le,
        Builtin::Gt,
        Builtin::Ge,
        Builtin::And,
        Builtin::Or,
        Builtin::Not,
        Builtin::Check,
    ];

    /// The native's name, e.g. `__pdll_add`.
    pub fn name(self) -> &'static str {
        match self {
            Builtin::Add => "__pdll_add",
            Builtin::Sub => "__pdll_sub",
            Builtin::Mul => "__pdll_mul",
            Builtin::Div => "__pdll_div",
            Builtin::Rem => "__pdll_rem",
            Builtin::Neg => "__pdll_neg",
            Builtin::Eq => "__pdll_eq",
            Builtin::Ne => "__pdll_ne",
            Builtin::Lt => "__pdll_lt",
            Builtin::Le => "__pdll_le",
            Builtin::Gt => "__pdll_gt",
            Builtin::Ge => "__pdll_ge",
            Builtin::And => "__pdll_and",
            Builtin::Or => "__pdll_or",
            Builtin::Not => "__pdll_not",
            Builtin::Check => "__pdll_check",
        }
    }

    /// How many `Attr` operands it takes.
    pub fn arity(self) -> usize {
        match self {
            Builtin::Neg | Builtin::Not | Builtin::Check => 1,
            _ => 2,
        }
    }

    /// True when it returns an `Attr` (all but [`Builtin::Check`]).
    pub fn has_result(self) -> bool {
        self != Builtin::Check
    }
}

/// A statement.
#[derive(Clone, Debug)]
pub struct Stmt {
    /// What it is.
    pub kind: StmtKind,
    /// Where it is written (without the `;`).
    pub span: Span,
}

/// The statement forms.
#[derive(Clone, Debug)]
pub enum StmtKind {
    /// `let x ...;`: defines the variable (its constraints and initializer are in the
    /// [`Var`]).
    Let(VarId),
    /// An expression evaluated for its effect: a call, an op expression (in rewrite
    /// context: creates the op), a variable definition, a check of the operators.
    Expr(Expr),
    /// `erase op;`
    Erase(Expr),
    /// `replace op with values;`. `values` are each `Op`, `Value` or `ValueRange`
    /// (an `Op` among several stands for all its results), never empty.
    Replace {
        /// The replaced operation (type `Op`).
        root: Expr,
        /// The replacement values.
        values: Vec<Expr>,
    },
    /// `rewrite op with { body }`; the body is rewrite context.
    Rewrite {
        /// The rewritten operation (type `Op`).
        root: Expr,
        /// The statements of the body.
        body: Vec<Stmt>,
    },
    /// `return e;` (last statement of a PDLL constraint or rewrite body).
    Return(Expr),
    /// A nested `{ ... }`; also, empty, a statement that only defines a named inline
    /// declaration (`Constraint C(x: Op) {};`), which has nothing to run.
    Compound(Vec<Stmt>),
}

/// A typed expression.
#[derive(Clone, Debug)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Its type (see the module docs about `Value`/`ValueRange`).
    pub ty: Type,
    /// Where it is written.
    pub span: Span,
}

/// The expression forms.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// A variable: a reference, or (kinds [`VarKind::Inline`], [`VarKind::Wildcard`]
    /// the first time) its definition.
    Var(VarId),
    /// `attr<"...">`: the attribute's text (checked to parse).
    AttrLit(String),
    /// `type<"...">`: the type's text (checked to parse).
    TypeLit(String),
    /// An op expression.
    Op(OpExpr),
    /// A tuple; element names are in the type.
    Tuple(Vec<Expr>),
    /// Result `index` of an op (`op.0`), type `Value`.
    OpResult {
        /// The op (type `Op`).
        op: Box<Expr>,
        /// The result index.
        index: usize,
    },
    /// Result group `index` of an op with an ODS definition (`op.name`, `op.N`): a
    /// `Value` for a single or optional group, a `ValueRange` for a variadic one
    /// (mlir-pdll lowers it to `pdl.results N of`).
    ResultGroup {
        /// The op (type `Op<name>`).
        op: Box<Expr>,
        /// The group index.
        index: usize,
    },
    /// All results of an op: the implicit conversion of an `Op` to `ValueRange`, or to
    /// `Value` (then: result 0), as MLIR's `AllResultsMemberAccessExpr`. The type says
    /// which.
    AllResults(Box<Expr>),
    /// Element `index` of a tuple (`t.0` or `t.name`).
    TupleElem {
        /// The tuple.
        tuple: Box<Expr>,
        /// The element index.
        index: usize,
    },
    /// A tuple converted to a `ValueRange` or `TypeRange` (rewrite context only): the
    /// elements, each a value/type or a range of them, concatenated.
    Range(Vec<Expr>),
    /// A call of a constraint or rewrite (PDLL, native or built-in).
    Call(CallExpr),
}

/// A call.
#[derive(Clone, Debug)]
pub struct CallExpr {
    /// The callee.
    pub callee: DeclId,
    /// The arguments, converted to the parameter types.
    pub args: Vec<Expr>,
    /// True for `not C(args)` (native constraints, match context only).
    pub negated: bool,
}

/// `op<name>(operands) {attrs} -> (results)`.
#[derive(Clone, Debug)]
pub struct OpExpr {
    /// The operation name (`None` for `op<>`, match context only).
    pub name: Option<String>,
    /// The span of the name (or of `<>`).
    pub name_span: Span,
    /// The operands, each `Value` or `ValueRange` (an `Op` operand is converted with
    /// [`ExprKind::AllResults`]). An omitted list is, in match context, one implicit
    /// `_: ValueRange` variable, in rewrite context empty.
    pub operands: Vec<Expr>,
    /// The attributes, in order; a unit attribute `{name}` has the value
    /// `attr<"unit">`.
    pub attrs: Vec<NamedAttr>,
    /// The result types, each `Type` or `TypeRange`. An omitted list is, in match
    /// context, one implicit `_: TypeRange` variable, in rewrite context empty with
    /// [`OpExpr::results_inferred`] set.
    pub results: Vec<Expr>,
    /// True in rewrite context when the `-> (...)` part was omitted: the result types
    /// are inferred (from the replaced op when this op replaces one).
    pub results_inferred: bool,
}

/// An attribute of an op expression.
#[derive(Clone, Debug)]
pub struct NamedAttr {
    /// The attribute name.
    pub name: String,
    /// The span of the name.
    pub name_span: Span,
    /// The value (type `Attr`).
    pub value: Expr,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_print_as_pdll() {
        let t = Type::Tuple(vec![
            TupleElemType {
                name: None,
                ty: Type::Value,
            },
            TupleElemType {
                name: Some("r".into()),
                ty: Type::Op(Some("arith.addi".into())),
            },
        ]);
        assert_eq!(t.to_string(), "Tuple<Value, r: Op<arith.addi>>");
        assert_eq!(Type::unit().to_string(), "Tuple<>");
    }

    #[test]
    fn refinement() {
        let named = Type::Op(Some("a.b".into()));
        assert_eq!(Type::Op(None).refine(&named), Some(named.clone()));
        assert_eq!(named.refine(&Type::Op(None)), Some(named.clone()));
        assert_eq!(named.refine(&Type::Op(Some("a.c".into()))), None);
        assert_eq!(Type::Value.refine(&Type::ValueRange), None);
        assert_eq!(Type::Attr.refine(&Type::Attr), Some(Type::Attr));
    }

    #[test]
    fn builtin_names_are_distinct() {
        let mut names: Vec<_> = Builtin::ALL.iter().map(|b| b.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), Builtin::ALL.len());
        assert!(Builtin::ALL.iter().all(|b| b.name().starts_with("__pdll_")));
    }
}
