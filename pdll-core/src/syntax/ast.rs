//! The PDLL syntax tree, as written (before name resolution and typing).
//!
//! Every node carries a [`Span`]. The tree mirrors the grammar of MLIR 19's PDLL
//! (`mlir/lib/Tools/PDLL/Parser/Parser.cpp`) plus the operators of the PDLL operator
//! proposal ([`ExprKind::Unary`], [`ExprKind::Binary`]).
//!
//! # Parentheses and tuples
//!
//! In PDLL `(e)` is a tuple of one element, and that meaning is kept: the parser
//! produces [`ExprKind::Tuple`] for every parenthesized list, including `(e)`. Grouping
//! for the operators is written with the same parentheses (`(a + b) * c`), so sema
//! unwraps a one-element tuple without a label when it is an operand of a
//! [`ExprKind::Unary`] or [`ExprKind::Binary`] (see [`Expr::as_group`]).
//!
//! # Error nodes
//!
//! [`ExprKind::Error`], [`StmtKind::Error`] and [`ConstraintKind::Error`] stand for
//! source that failed to parse; the parser uses them to keep going after an error.
//! The public entry points never return a module with a syntax error in it (they
//! return `None` with the diagnostics), so later stages may treat them as unreachable.

use crate::source::Span;
use std::path::PathBuf;

/// An identifier (or a keyword used where any name is allowed, e.g. an attribute name).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ident {
    /// The identifier's text.
    pub name: String,
    /// Where it is written.
    pub span: Span,
}

/// A string literal, with its escapes already resolved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StrLit {
    /// The value of the string (escapes resolved).
    pub value: String,
    /// Where the literal (with its quotes) is written.
    pub span: Span,
}

/// A whole program: the items of the root file with the items of every included file
/// spliced in at the place of their `#include`.
#[derive(Clone, Debug)]
pub struct Module {
    /// Patterns, constraints and rewrites, in source order (includes spliced in).
    pub items: Vec<Item>,
    /// Every `#include` that was followed, in the order they were read (for build
    /// scripts: `cargo:rerun-if-changed`).
    pub includes: Vec<Include>,
    /// What the `.td` includes define: operations and constraint defs (empty without
    /// `.td` includes). Each include also leaves an [`Item::Ods`] where it is written.
    pub ods: std::rc::Rc<crate::ods::OdsContext>,
    /// Every `.td` file read for the `.td` includes, transitively (for build scripts:
    /// `cargo:rerun-if-changed`).
    pub td_files: Vec<PathBuf>,
}

/// One `#include "file"` directive that was resolved and read.
#[derive(Clone, Debug)]
pub struct Include {
    /// The path as written between the quotes.
    pub path: StrLit,
    /// The file it resolved to.
    pub resolved: PathBuf,
    /// The whole directive.
    pub span: Span,
}

/// A top-level item.
#[derive(Clone, Debug)]
pub enum Item {
    /// `Pattern ...`
    Pattern(PatternDecl),
    /// `Constraint ...` or `Rewrite ...` (see [`UserDecl::kind`]).
    UserDecl(UserDecl),
    /// The constraints a `#include "x.td"` defines at this point.
    Ods(OdsImport),
}

/// The native constraints a `.td` include defines where it is written (as mlir-pdll
/// adds them to the module at the include): ODS `Attr` defs, `Type` defs and
/// interfaces, by def name, described in [`Module::ods`]. A name already defined is
/// skipped by sema, as mlir-pdll skips it.
#[derive(Clone, Debug)]
pub struct OdsImport {
    /// The names of the constraint defs, in mlir-pdll's order (attribute defs, type
    /// defs, then interfaces, each by name).
    pub constraints: Vec<String>,
    /// The `#include` directive.
    pub span: Span,
}

impl Item {
    /// The span of the whole item.
    pub fn span(&self) -> Span {
        match self {
            Item::Pattern(p) => p.span,
            Item::UserDecl(d) => d.span,
            Item::Ods(o) => o.span,
        }
    }
}

/// `Pattern name? (with benefit(N), recursion)? body`
#[derive(Clone, Debug)]
pub struct PatternDecl {
    /// The optional name.
    pub name: Option<Ident>,
    /// `benefit(N)`, if given.
    pub benefit: Option<Benefit>,
    /// The span of `recursion`, if given.
    pub recursion: Option<Span>,
    /// `{ stmts }` or `=> stmt;` (never native or empty).
    pub body: Body,
    /// The whole pattern, from `Pattern` to the end of its body.
    pub span: Span,
}

/// `benefit(N)` pattern metadata.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Benefit {
    /// The value (PDLL allows 0..=65535).
    pub value: u16,
    /// The span of `benefit(N)`.
    pub span: Span,
}

/// Whether a [`UserDecl`] is a `Constraint` or a `Rewrite`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UserDeclKind {
    /// `Constraint`
    Constraint,
    /// `Rewrite`
    Rewrite,
}

impl UserDeclKind {
    /// The keyword, `Constraint` or `Rewrite`.
    pub fn keyword(self) -> &'static str {
        match self {
            UserDeclKind::Constraint => "Constraint",
            UserDeclKind::Rewrite => "Rewrite",
        }
    }
}

/// A user-defined constraint or rewrite, at top level or inline (inside a constraint
/// list or an expression, where it may be anonymous).
///
/// `Constraint Name(args) -> results body`
#[derive(Clone, Debug)]
pub struct UserDecl {
    /// `Constraint` or `Rewrite`.
    pub kind: UserDeclKind,
    /// The name; `None` for an anonymous inline definition.
    pub name: Option<Ident>,
    /// The arguments `(name: Constraint, ...)`.
    pub args: Vec<ArgDecl>,
    /// The declared results; empty when there is no `->`.
    pub results: Vec<ResultDecl>,
    /// True when the results were written in parentheses `-> (a: Attr, ...)`.
    pub results_parenthesized: bool,
    /// The body.
    pub body: Body,
    /// From the keyword to the end of the body (its `;` included, for `;`-ended forms).
    pub span: Span,
}

/// An argument of a constraint or rewrite: `name: Constraint`.
#[derive(Clone, Debug)]
pub struct ArgDecl {
    /// The argument name.
    pub name: Ident,
    /// The constraint that gives its type.
    pub constraint: Constraint,
    /// `name: Constraint`
    pub span: Span,
}

/// A declared result of a constraint or rewrite: `(name:)? Constraint`.
#[derive(Clone, Debug)]
pub struct ResultDecl {
    /// The result name (PDLL allows names when there are several results).
    pub name: Option<Ident>,
    /// The constraint that gives its type.
    pub constraint: Constraint,
    /// The whole result declaration.
    pub span: Span,
}

/// The body of a pattern, constraint or rewrite.
#[derive(Clone, Debug)]
pub enum Body {
    /// `{ stmt* }`
    Compound(CompoundStmt),
    /// `=> stmt ;`: for a constraint or rewrite an expression statement means `return
    /// expr`; for a pattern or rewrite it may be an op-rewrite statement (`erase`,
    /// `replace`, `rewrite`).
    Lambda(Box<Stmt>),
    /// `[{ rust tokens }]` followed by `;`: a native body (Rust code, not C++).
    Native(NativeCode),
    /// `;` alone: a native declaration whose implementation the user supplies.
    External(Span),
}

/// The Rust code of a native body `[{ ... }]`, kept as tokens with their original
/// spans, so that rustc reports errors inside it at the user's line.
#[derive(Clone, Debug)]
pub struct NativeCode {
    /// The tokens between `[{` and `}]`, untouched.
    pub tokens: proc_macro2::TokenStream,
    /// The span of the whole `[{ ... }]`.
    pub span: Span,
}

/// `{ stmt* }`
#[derive(Clone, Debug)]
pub struct CompoundStmt {
    /// The statements in order.
    pub stmts: Vec<Stmt>,
    /// From `{` to `}`.
    pub span: Span,
}

/// A statement.
#[derive(Clone, Debug)]
pub struct Stmt {
    /// What the statement is.
    pub kind: StmtKind,
    /// The statement, without its trailing `;`.
    pub span: Span,
}

/// The statement forms.
#[derive(Clone, Debug)]
pub enum StmtKind {
    /// `let name (: constraints)? (= init)?;`
    Let(LetStmt),
    /// `expr;`
    Expr(Expr),
    /// `erase op;`
    Erase(Expr),
    /// `replace op with value;` or `replace op with (v1, v2, ...);`
    Replace(ReplaceStmt),
    /// `rewrite op with { stmts }`
    Rewrite(RewriteStmt),
    /// `return expr;`
    Return(Expr),
    /// A nested `{ stmts }`. PDLL 19 has no nested blocks, so the parser does not
    /// produce this today; it is kept for compound bodies built by later stages.
    Compound(CompoundStmt),
    /// A statement that failed to parse (see the module docs).
    Error,
}

/// `let name (: constraints)? (= init)?`
#[derive(Clone, Debug)]
pub struct LetStmt {
    /// The variable name (`_` is not allowed by the parser here).
    pub name: Ident,
    /// The constraint list; empty when there is no `:`. A single constraint and a
    /// bracketed list `[A, B]` both give a list here; see [`LetStmt::bracketed`].
    pub constraints: Vec<Constraint>,
    /// True when the constraints were written `[A, B, ...]`.
    pub bracketed: bool,
    /// The initializer after `=`.
    pub init: Option<Expr>,
}

/// `replace root with values`
#[derive(Clone, Debug)]
pub struct ReplaceStmt {
    /// The operation being replaced.
    pub root: Expr,
    /// The replacement values (one, or the elements of the parenthesized list).
    pub values: Vec<Expr>,
    /// True for the `with (v1, v2, ...)` form (even with one or zero elements).
    pub parenthesized: bool,
}

/// `rewrite root with { stmts }`
#[derive(Clone, Debug)]
pub struct RewriteStmt {
    /// The operation being rewritten.
    pub root: Expr,
    /// The rewrite body.
    pub body: CompoundStmt,
}

/// A constraint as written in a constraint list, an argument or a result.
#[derive(Clone, Debug)]
pub struct Constraint {
    /// Which constraint.
    pub kind: ConstraintKind,
    /// The whole constraint, e.g. `Op<arith.addi>`.
    pub span: Span,
}

/// The forms of a constraint.
#[derive(Clone, Debug)]
pub enum ConstraintKind {
    /// `Attr` or `Attr<type-expr>`.
    Attr(Option<Box<Expr>>),
    /// `Op`, `Op<>` (both `None`) or `Op<dialect.name>`.
    Op(Option<OpName>),
    /// `Type`
    Type,
    /// `TypeRange`
    TypeRange,
    /// `Value` or `Value<type-expr>`.
    Value(Option<Box<Expr>>),
    /// `ValueRange` or `ValueRange<types-expr>`.
    ValueRange(Option<Box<Expr>>),
    /// A reference to a user constraint by name.
    Named(Ident),
    /// An inline `Constraint` definition (named or anonymous).
    Inline(Box<UserDecl>),
    /// A constraint that failed to parse (see the module docs).
    Error,
}

/// An operation name `dialect.name` (as in `Op<arith.addi>` or `op<arith.addi>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpName {
    /// The full name, e.g. `"arith.addi"`, or just the dialect `"arith"` when written
    /// without a `.` part.
    pub name: String,
    /// The name's tokens.
    pub span: Span,
}

/// An expression.
#[derive(Clone, Debug)]
pub struct Expr {
    /// What the expression is.
    pub kind: ExprKind,
    /// The whole expression.
    pub span: Span,
}

impl Expr {
    /// When this is a parenthesized single element `(e)` (a one-element tuple without
    /// a label), the inner expression. Sema uses this to treat `(e)` as grouping when
    /// it is an operand of an operator.
    pub fn as_group(&self) -> Option<&Expr> {
        match &self.kind {
            ExprKind::Tuple(elems) if elems.len() == 1 && elems[0].label.is_none() => {
                Some(&elems[0].value)
            }
            _ => None,
        }
    }
}

/// The forms of an expression.
#[derive(Clone, Debug)]
pub enum ExprKind {
    /// A reference to a variable, constraint or rewrite by name.
    Ref(Ident),
    /// An inline variable definition `name: constraints` (or `_: constraints`, whose
    /// name is `_` and which defines nothing).
    VarDef(VarDef),
    /// `attr<"...">`
    AttrLit(StrLit),
    /// `type<"...">`
    TypeLit(StrLit),
    /// `op<name>(operands) {attrs} -> (types)`
    Op(OpExpr),
    /// `(a, label = b, ...)`, also `()` and `(e)` (see the module docs).
    Tuple(Vec<TupleElem>),
    /// `base.N` or `base.name`.
    Member(MemberExpr),
    /// `callee(args)`, or `not callee(args)`.
    Call(CallExpr),
    /// An inline `Constraint` or `Rewrite` definition used as a value (to be called in
    /// place, or bound by `let`).
    Decl(Box<UserDecl>),
    /// `-e` or `!e` (operator proposal).
    Unary(UnaryExpr),
    /// `a op b` (operator proposal).
    Binary(BinaryExpr),
    /// An expression that failed to parse (see the module docs).
    Error,
}

/// `name: constraints` as an expression.
#[derive(Clone, Debug)]
pub struct VarDef {
    /// The name; `_` for a wildcard.
    pub name: Ident,
    /// The constraints (one, or the elements of `[A, B]`).
    pub constraints: Vec<Constraint>,
    /// True when the constraints were written `[A, B, ...]`.
    pub bracketed: bool,
}

/// `op<name>(operands) {attrs} -> (types)`; each part may be omitted, and omission
/// means something different from an empty list (see the PDLL docs).
#[derive(Clone, Debug)]
pub struct OpExpr {
    /// The operation name; `None` for `op<>`.
    pub name: Option<OpName>,
    /// The span of `<...>` (where a missing name is reported).
    pub name_span: Span,
    /// The operands; `None` when the `(...)` part is omitted.
    pub operands: Option<Vec<Expr>>,
    /// The attributes; `None` when the `{...}` part is omitted.
    pub attrs: Option<Vec<NamedAttr>>,
    /// The result types; `None` when the `-> (...)` part is omitted.
    pub results: Option<Vec<Expr>>,
}

/// An attribute entry `name = value` or `name` (a unit attribute) in an op expression.
#[derive(Clone, Debug)]
pub struct NamedAttr {
    /// The attribute name: an identifier, a keyword, or a string literal's value.
    pub name: Ident,
    /// The value; `None` for a unit attribute.
    pub value: Option<Expr>,
    /// The whole entry.
    pub span: Span,
}

/// One element of a tuple expression.
#[derive(Clone, Debug)]
pub struct TupleElem {
    /// The element name in `(name = value)`.
    pub label: Option<Ident>,
    /// The element value.
    pub value: Expr,
    /// The whole element.
    pub span: Span,
}

/// `base.member`
#[derive(Clone, Debug)]
pub struct MemberExpr {
    /// The expression being accessed.
    pub base: Box<Expr>,
    /// The member.
    pub member: Member,
    /// The span of the member name or index (after the `.`).
    pub member_span: Span,
}

/// The member of a [`MemberExpr`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Member {
    /// `.0`, `.1`, ...
    Index(usize),
    /// `.name` (also a keyword used as a name).
    Name(String),
}

/// A call `callee(args)`.
#[derive(Clone, Debug)]
pub struct CallExpr {
    /// What is called: usually a [`ExprKind::Ref`] or an inline [`ExprKind::Decl`].
    pub callee: Box<Expr>,
    /// The arguments.
    pub args: Vec<Expr>,
    /// True for `not callee(args)`.
    pub negated: bool,
}

/// A unary operator application.
#[derive(Clone, Debug)]
pub struct UnaryExpr {
    /// The operator.
    pub op: UnaryOp,
    /// The span of the operator token.
    pub op_span: Span,
    /// The operand.
    pub operand: Box<Expr>,
}

/// A binary operator application.
#[derive(Clone, Debug)]
pub struct BinaryExpr {
    /// The operator.
    pub op: BinaryOp,
    /// The span of the operator token(s).
    pub op_span: Span,
    /// Left operand.
    pub lhs: Box<Expr>,
    /// Right operand.
    pub rhs: Box<Expr>,
}

/// Unary operators of the operator proposal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// `-e`
    Neg,
    /// `!e`
    Not,
}

/// Binary operators of the operator proposal, with C-like precedence (see
/// [`BinaryOp::precedence`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `&&`
    And,
    /// `||`
    Or,
}

impl UnaryOp {
    /// The operator as written.
    pub fn symbol(self) -> &'static str {
        match self {
            UnaryOp::Neg => "-",
            UnaryOp::Not => "!",
        }
    }
}

impl BinaryOp {
    /// The operator as written.
    pub fn symbol(self) -> &'static str {
        match self {
            BinaryOp::Mul => "*",
            BinaryOp::Div => "/",
            BinaryOp::Rem => "%",
            BinaryOp::Add => "+",
            BinaryOp::Sub => "-",
            BinaryOp::Lt => "<",
            BinaryOp::Le => "<=",
            BinaryOp::Gt => ">",
            BinaryOp::Ge => ">=",
            BinaryOp::Eq => "==",
            BinaryOp::Ne => "!=",
            BinaryOp::And => "&&",
            BinaryOp::Or => "||",
        }
    }

    /// Binding strength as in C (higher binds tighter); all are left-associative.
    pub fn precedence(self) -> u8 {
        match self {
            BinaryOp::Mul | BinaryOp::Div | BinaryOp::Rem => 6,
            BinaryOp::Add | BinaryOp::Sub => 5,
            BinaryOp::Lt | BinaryOp::Le | BinaryOp::Gt | BinaryOp::Ge => 4,
            BinaryOp::Eq | BinaryOp::Ne => 3,
            BinaryOp::And => 2,
            BinaryOp::Or => 1,
        }
    }

    /// True for `+ - * / %`.
    pub fn is_arithmetic(self) -> bool {
        self.precedence() >= 5
    }
}
