//! The PDLL grammar (MLIR 19's, plus the operators of the operator proposal), written
//! with chumsky over the flattened [`Tok`] vector, with error recovery.
//!
//! Recovery: a statement that fails to parse is skipped up to its `;` (or the end of
//! the enclosing `{ }`), a top-level item up to the next `Pattern`, `Constraint`,
//! `Rewrite` or `#` at top level, so one run reports every independent error.
//!
//! Operators bind as in C: `* / %`, then `+ -`, then `< <= > >=`, then `== !=`, then
//! `&&`, then `||`; all left-associative; unary `-` and `!` bind tighter than all of
//! them and looser than member access and calls. Inside `Attr<...>`, `Value<...>` and
//! `ValueRange<...>` only expressions without binary operators are allowed (their `>`
//! closes the constraint).

use super::ast::*;
use super::span::Span;
use super::token::{Delim, Tok, Tokens};
use crate::diag::Diagnostic;
use chumsky::error::{Rich, RichPattern, RichReason};
use chumsky::input::ValueInput;
use chumsky::prelude::*;

/// Input of the grammar: the flattened tokens.
type In<'s> = &'s [Tok];
/// Parser extras: rich errors.
type Ex<'s> = extra::Err<Rich<'s, Tok>>;

/// Longest chain of postfix (`.x`, `(..)`), prefix (`-`, `!`) or binary operators
/// accepted in one expression; bounds the depth of the tree on pathological input.
const MAX_CHAIN: usize = 256;

/// One top-level entry of a file, before includes are resolved.
#[derive(Clone, Debug)]
pub enum TopLevel {
    /// A pattern, constraint or rewrite.
    Item(Item),
    /// `#include "path"`.
    Include {
        /// The path as written.
        path: StrLit,
        /// The whole directive.
        span: Span,
    },
}

/// The PDLL keywords; they cannot name variables or be referenced as identifiers.
pub const KEYWORDS: [&str; 18] = [
    "Attr",
    "erase",
    "let",
    "Constraint",
    "not",
    "Op",
    "OpName",
    "Pattern",
    "replace",
    "return",
    "rewrite",
    "Rewrite",
    "Type",
    "TypeRange",
    "Value",
    "ValueRange",
    "with",
    "_",
];

/// Whether `name` is a PDLL keyword.
pub fn is_keyword(name: &str) -> bool {
    KEYWORDS.contains(&name)
}

/// Parses the flattened tokens of one file into its top-level entries.
pub fn parse_top_level(tokens: &Tokens) -> (Vec<TopLevel>, Vec<Diagnostic>) {
    let parser = top_level(tokens);
    let (out, errors) = parser.parse(&tokens.toks[..]).into_output_errors();
    let mut diags: Vec<Diagnostic> = errors.iter().map(|e| to_diagnostic(tokens, e)).collect();
    diags.dedup();
    (out.unwrap_or_default(), diags)
}

/// Converts a chumsky error into a diagnostic in a PDLL user's words.
fn to_diagnostic(tokens: &Tokens, err: &Rich<'_, Tok>) -> Diagnostic {
    let span = decode_span(tokens, *err.span());
    match err.reason() {
        RichReason::Custom(message) => custom_diagnostic(span, message),
        RichReason::ExpectedFound { expected, found } => {
            // chumsky leaves `found` empty for some failures inside the input; the
            // token at the error's start is then the one found.
            let at = err.span().start;
            let found = match found.as_deref() {
                Some(tok) => tok.to_string(),
                None => match tokens.toks.get(at).filter(|_| at & ENCODED == 0) {
                    Some(tok) => tok.to_string(),
                    None => "end of input".to_owned(),
                },
            };
            let expected_names: Vec<String> = expected
                .iter()
                .map(|p| match p {
                    RichPattern::Token(t) => t.to_string(),
                    RichPattern::Label(l) => l.to_string(),
                    _ => String::new(),
                })
                .collect();
            let mut names: Vec<String> = expected
                .iter()
                .filter_map(|p| match p {
                    RichPattern::Token(t) => Some(t.to_string()),
                    RichPattern::Label(l) => Some(l.to_string()),
                    RichPattern::Identifier(i) => Some(format!("`{i}`")),
                    RichPattern::EndOfInput => Some("end of input".to_owned()),
                    RichPattern::Any | RichPattern::SomethingElse => None,
                })
                .collect();
            // `)` after X and `)` after Y: just `)`.
            for name in &mut names {
                if let Some(rest) = name.strip_prefix('`') {
                    if let Some(end) = rest.find('`') {
                        if name.len() > end + 2
                            && names_share_token(&expected_names, &name[..end + 2])
                        {
                            name.truncate(end + 2);
                        }
                    }
                }
            }
            names.sort();
            names.dedup();
            // After a complete statement or construct, what is missing is almost
            // always the token that ends it (`;` after statement, `with` after root
            // operation): say only that, as mlir-pdll does. Where an expression could
            // also start, keep the full list.
            let ends: Vec<String> = names
                .iter()
                .filter(|n| n.starts_with('`') && n.contains("` after "))
                .cloned()
                .collect();
            if !ends.is_empty() && !names.iter().any(|n| n == "expression") {
                names = ends;
            }
            let message = match names.len() {
                0 => format!("unexpected {found}"),
                1 => format!("expected {}, found {found}", names[0]),
                _ => {
                    let last = names.pop().expect("at least two");
                    format!("expected {} or {last}, found {found}", names.join(", "))
                }
            };
            let diag = Diagnostic::error(span, message);
            match tokens.toks.get(at).filter(|_| at & ENCODED == 0) {
                Some(Tok::Punct('\'', _)) => diag.with_note(
                    "PDLL has no `'`; PDLL text is read by Rust's tokenizer, where `'` starts a \
                     character literal or a lifetime",
                ),
                Some(Tok::Invalid(_)) => diag.with_note(
                    "PDLL literals are strings (`\"...\"`) and decimal integers without a suffix",
                ),
                _ => diag,
            }
        }
    }
}

/// Whether more than one expected item starts with the token `prefix`.
fn names_share_token(names: &[String], prefix: &str) -> bool {
    names.iter().filter(|n| n.starts_with(prefix)).count() > 1
}

/// Custom errors carry an optional help after a `\n--help: ` marker.
fn custom_diagnostic(span: Span, message: &str) -> Diagnostic {
    match message.split_once(HELP_MARK) {
        Some((message, help)) => Diagnostic::error(span, message).with_help(help),
        None => Diagnostic::error(span, message),
    }
}

const HELP_MARK: &str = "\n--help: ";

// ---------------------------------------------------------------------------------
// Token-level helpers.

/// A single punctuation character (joint or not).
fn punct<'s, I>(c: char) -> impl Parser<'s, I, (), Ex<'s>> + Clone
where
    I: ValueInput<'s, Token = Tok, Span = SimpleSpan>,
{
    one_of([Tok::Punct(c, false), Tok::Punct(c, true)]).ignored()
}

/// A two-character operator token.
fn op<'s, I>(s: &'static str) -> impl Parser<'s, I, (), Ex<'s>> + Clone
where
    I: ValueInput<'s, Token = Tok, Span = SimpleSpan>,
{
    just(Tok::Op(s)).ignored()
}

/// An identifier or keyword with exactly this spelling.
fn kw<'s, I>(name: &'static str) -> impl Parser<'s, I, (), Ex<'s>> + Clone
where
    I: ValueInput<'s, Token = Tok, Span = SimpleSpan>,
{
    just(Tok::Ident(name.to_owned())).ignored()
}

fn open<'s, I>(d: Delim) -> impl Parser<'s, I, (), Ex<'s>> + Clone
where
    I: ValueInput<'s, Token = Tok, Span = SimpleSpan>,
{
    just(Tok::Open(d)).ignored()
}

fn close<'s, I>(d: Delim) -> impl Parser<'s, I, (), Ex<'s>> + Clone
where
    I: ValueInput<'s, Token = Tok, Span = SimpleSpan>,
{
    just(Tok::Close(d)).ignored()
}

/// One balanced token tree (a non-delimiter token, or a whole group), for recovery.
fn token_tree<'s>() -> impl Parser<'s, In<'s>, (), Ex<'s>> + Clone {
    token_tree_except(Vec::new())
}

/// The delimiter tokens.
const DELIMS: [Tok; 6] = [
    Tok::Open(Delim::Paren),
    Tok::Open(Delim::Brace),
    Tok::Open(Delim::Bracket),
    Tok::Close(Delim::Paren),
    Tok::Close(Delim::Brace),
    Tok::Close(Delim::Bracket),
];

/// One balanced token tree whose first token is none of `stop`.
fn token_tree_except<'s>(stop: Vec<Tok>) -> impl Parser<'s, In<'s>, (), Ex<'s>> + Clone {
    let tt = recursive(|tt| {
        let group = |d| open(d).then(tt.clone().repeated()).then(close(d)).ignored();
        choice((
            group(Delim::Paren),
            group(Delim::Brace),
            group(Delim::Bracket),
            none_of(DELIMS).ignored(),
        ))
    });
    none_of(stop).rewind().ignore_then(tt)
}

/// Tokens that can start a top-level item.
fn item_starts() -> Vec<Tok> {
    vec![
        Tok::Punct('#', false),
        Tok::Punct('#', true),
        Tok::Ident("Pattern".to_owned()),
        Tok::Ident("Constraint".to_owned()),
        Tok::Ident("Rewrite".to_owned()),
    ]
}

fn semis() -> Vec<Tok> {
    vec![Tok::Punct(';', false), Tok::Punct(';', true)]
}

// ---------------------------------------------------------------------------------
// The grammar.

/// The whole-file parser.
fn top_level<'s>(t: &'s Tokens) -> impl Parser<'s, In<'s>, Vec<TopLevel>, Ex<'s>> {
    let sp = move |s: SimpleSpan| t.span_of(s.start, s.end);
    let g = Grammar::new(t);
    let rec = g.rec();

    let include = punct('#')
        .then(kw("include"))
        .ignore_then(
            g.string()
                .labelled("string file name after `include` directive"),
        )
        .map_with(move |path, e| TopLevel::Include {
            path,
            span: sp(e.span()),
        });
    let other_directive = punct('#')
        .ignore_then(select! { Tok::Ident(name) => name })
        .validate(move |name, e, emitter| {
            emitter.emit(Rich::custom(
                e.span(),
                format!("unknown directive `#{name}`"),
            ));
        })
        .ignored();

    let item = choice((
        g.pattern(&rec)
            .map(|p| Some(TopLevel::Item(Item::Pattern(p)))),
        g.user_decl_with(&rec, false)
            .map(|d| Some(TopLevel::Item(Item::UserDecl(d)))),
        include.map(Some),
        other_directive.map(|_| None),
    ))
    .labelled("top-level declaration (`Pattern`, `Constraint`, `Rewrite` or `#include`)");

    // Recovery: skip the failed item's first token and everything up to the next token
    // that can start an item.
    let skip_item = token_tree()
        .then(token_tree_except(item_starts()).repeated())
        .map(|_| None);

    item.recover_with(via_parser(skip_item))
        .repeated()
        .collect::<Vec<_>>()
        .then_ignore(end())
        .map(|items| items.into_iter().flatten().collect())
}

/// The parsers of the grammar, sharing the token table for spans.
#[derive(Clone, Copy)]
struct Grammar<'s> {
    t: &'s Tokens,
}

type P<'s, O> = Boxed<'s, 's, In<'s>, O, Ex<'s>>;

/// The recursive parsers (they refer to each other).
///
/// They are built with nested `recursive()` calls, whose self-references are weak,
/// rather than `Recursive::declare`/`define`, whose references are strong: mutually
/// recursive declared parsers form `Rc` cycles and would leak the whole grammar on
/// every parse.
#[derive(Clone)]
struct Rec<'s> {
    expr: P<'s, Expr>,
    stmt: P<'s, Stmt>,
    constraint: P<'s, Constraint>,
}

impl<'s> Grammar<'s> {
    fn new(t: &'s Tokens) -> Grammar<'s> {
        Grammar { t }
    }

    fn sp(self, s: SimpleSpan) -> Span {
        self.t.span_of(s.start, s.end)
    }

    /// A string literal.
    fn string(self) -> P<'s, StrLit> {
        select! { Tok::Str(value) => value }
            .map_with(move |value, e| StrLit {
                value,
                span: self.sp(e.span()),
            })
            .labelled("string")
            .boxed()
    }

    /// An identifier that is not a keyword.
    fn ident(self) -> P<'s, Ident> {
        select! { Tok::Ident(name) if !is_keyword(&name) => name }
            .map_with(move |name, e| Ident {
                name,
                span: self.sp(e.span()),
            })
            .labelled("identifier")
            .boxed()
    }

    /// Any identifier, keywords included (attribute, member and op names).
    fn any_name(self) -> P<'s, Ident> {
        select! { Tok::Ident(name) => name }
            .map_with(move |name, e| Ident {
                name,
                span: self.sp(e.span()),
            })
            .labelled("name")
            .boxed()
    }

    /// `;` with the PDLL wording.
    fn semi(self) -> P<'s, ()> {
        punct(';').labelled("`;` after statement").boxed()
    }

    /// `dialect.name` (parts may be keywords; more dots allowed after the first part).
    fn op_name(self) -> P<'s, OpName> {
        let part = select! { Tok::Ident(name) => name };
        part.then_ignore(punct('.').labelled("`.` after dialect namespace"))
            .then(part.labelled("operation name after dialect namespace"))
            .then(
                choice((
                    punct('.').to(".".to_owned()),
                    part,
                    select! { Tok::Int(n) => n.to_string() },
                ))
                .repeated()
                .collect::<Vec<_>>(),
            )
            .map_with(move |((dialect, first), rest), e| OpName {
                name: format!("{dialect}.{first}{}", rest.concat()),
                span: self.sp(e.span()),
            })
            .labelled("operation name")
            .boxed()
    }

    /// `<` op-name? `>`: returns the optional name and the span of the whole `<...>`.
    fn wrapped_op_name(self) -> P<'s, (Option<OpName>, Span)> {
        punct('<')
            .ignore_then(self.op_name().or_not())
            .then_ignore(punct('>').labelled("`>` after operation name"))
            .map_with(move |name, e| (name, self.sp(e.span())))
            .boxed()
    }

    /// A constraint parser for the given expression and statement parsers.
    fn make_constraint(self, expr: P<'s, Expr>, stmt: P<'s, Stmt>) -> P<'s, Constraint> {
        recursive(move |constraint| {
            self.constraint(&Rec {
                expr: expr.clone(),
                stmt: stmt.clone(),
                constraint: constraint.boxed(),
            })
        })
        .boxed()
    }

    /// An expression parser for the given statement parser.
    fn make_expr(self, stmt: P<'s, Stmt>) -> P<'s, Expr> {
        recursive(move |expr| {
            let expr = expr.boxed();
            let constraint = self.make_constraint(expr.clone(), stmt.clone());
            self.expressions(&Rec {
                expr,
                stmt: stmt.clone(),
                constraint,
            })
            .0
        })
        .boxed()
    }

    /// The recursive parsers, each owning the ones it refers to.
    fn rec(self) -> Rec<'s> {
        let stmt = recursive(move |stmt| {
            let stmt = stmt.boxed();
            let expr = self.make_expr(stmt.clone());
            let constraint = self.make_constraint(expr.clone(), stmt.clone());
            self.statement(&Rec {
                expr,
                stmt,
                constraint,
            })
        })
        .boxed();
        let expr = self.make_expr(stmt.clone());
        let constraint = self.make_constraint(expr.clone(), stmt.clone());
        Rec {
            expr,
            stmt,
            constraint,
        }
    }

    /// A top-level pattern.
    fn pattern(self, rec: &Rec<'s>) -> P<'s, PatternDecl> {
        let benefit = kw("benefit")
            .ignore_then(
                select! { Tok::Int(n) => n }
                    .labelled("integral pattern benefit")
                    .validate(|n, e, emitter| {
                        u16::try_from(n).unwrap_or_else(|_| {
                            emitter.emit(Rich::custom(
                                e.span(),
                                "expected pattern benefit to fit within a 16-bit integer",
                            ));
                            0
                        })
                    })
                    .delimited_by(
                        open(Delim::Paren).labelled("`(` before pattern benefit"),
                        close(Delim::Paren).labelled("`)` after pattern benefit"),
                    ),
            )
            .map_with(move |value, e| {
                Meta::Benefit(Benefit {
                    value,
                    span: self.sp(e.span()),
                })
            });
        let recursion = kw("recursion").map_with(move |_, e| Meta::Recursion(self.sp(e.span())));
        let metadata = kw("with").ignore_then(
            choice((benefit, recursion))
                .labelled("pattern metadata (`benefit(N)` or `recursion`)")
                .separated_by(punct(','))
                .at_least(1)
                .collect::<Vec<_>>(),
        );
        let body = choice((
            self.compound(rec).map(Body::Compound),
            op("=>")
                .ignore_then(self.lambda_stmt(rec).validate(|stmt: Stmt, _, emitter| {
                    if !is_op_rewrite(&stmt) {
                        emitter.emit(Rich::custom(
                            simple(stmt.span),
                            "expected Pattern lambda body to contain a single operation \
                             rewrite statement, such as `erase`, `replace`, or `rewrite`",
                        ));
                    }
                    stmt
                }))
                .then_ignore(self.semi())
                .map(|s| Body::Lambda(Box::new(s))),
        ))
        .labelled("pattern body (`{` or `=>`)");
        kw("Pattern")
            .ignore_then(self.ident().or_not())
            .then(metadata.or_not())
            .then(body)
            .validate(move |((name, meta), body), e, emitter| {
                let mut benefit: Option<Benefit> = None;
                let mut recursion: Option<Span> = None;
                for m in meta.unwrap_or_default() {
                    match m {
                        Meta::Benefit(b) => {
                            if benefit.is_some() {
                                emitter.emit(Rich::custom(
                                    simple(b.span),
                                    "pattern benefit has already been specified",
                                ));
                            }
                            benefit = Some(b);
                        }
                        Meta::Recursion(s) => {
                            if recursion.is_some() {
                                emitter.emit(Rich::custom(
                                    simple(s),
                                    "pattern recursion metadata has already been specified",
                                ));
                            }
                            recursion = Some(s);
                        }
                    }
                }
                PatternDecl {
                    name,
                    benefit,
                    recursion,
                    body,
                    span: self.sp(e.span()),
                }
            })
            .boxed()
    }

    /// `{ stmt* }`
    fn compound(self, rec: &Rec<'s>) -> P<'s, CompoundStmt> {
        rec.stmt
            .clone()
            .repeated()
            .collect::<Vec<_>>()
            .delimited_by(open(Delim::Brace), close(Delim::Brace))
            .map_with(move |stmts, e| CompoundStmt {
                stmts,
                span: self.sp(e.span()),
            })
            .boxed()
    }

    /// `Constraint|Rewrite name? (args) (-> results)? body`
    fn user_decl_with(self, rec: &Rec<'s>, inline: bool) -> P<'s, UserDecl> {
        let kind = choice((
            kw("Constraint").to(UserDeclKind::Constraint),
            kw("Rewrite").to(UserDeclKind::Rewrite),
        ));
        let arg_name = select! { Tok::Ident(n) if !is_keyword(&n) => n }
            .map_with(move |name, e| Ident {
                name,
                span: self.sp(e.span()),
            })
            .labelled("identifier argument name");
        let arg = arg_name
            .then_ignore(punct(':').labelled("`:` before argument constraint"))
            .then(rec.constraint.clone())
            .map_with(move |(name, constraint), e| ArgDecl {
                name,
                constraint,
                span: self.sp(e.span()),
            });
        let args = arg
            .separated_by(punct(','))
            .collect::<Vec<_>>()
            .delimited_by(
                open(Delim::Paren).labelled("`(` to start argument list"),
                close(Delim::Paren).labelled("`)` to end argument list"),
            );
        let result = self
            .ident()
            .then_ignore(punct(':'))
            .or_not()
            .then(rec.constraint.clone())
            .map_with(move |(name, constraint), e| ResultDecl {
                name,
                constraint,
                span: self.sp(e.span()),
            });
        let results = op("->").ignore_then(choice((
            result
                .clone()
                .separated_by(punct(','))
                .at_least(1)
                .collect::<Vec<_>>()
                .delimited_by(
                    open(Delim::Paren),
                    close(Delim::Paren).labelled("`)` to end result list"),
                )
                .map(|r| (r, true)),
            result.map(|r| (vec![r], false)),
        )));
        let lambda = op("=>").ignore_then(self.lambda_stmt(rec));
        let lambda = if inline {
            lambda.boxed()
        } else {
            lambda.then_ignore(self.semi()).boxed()
        };
        // Inline declarations cannot be native; their `;` (if any) ends the enclosing
        // statement, so it is only peeked at here (the error is emitted below).
        let code = if inline {
            select! { Tok::Code(i) => i }.boxed()
        } else {
            select! { Tok::Code(i) => i }
                .then_ignore(self.semi().labelled("`;` after native declaration"))
                .boxed()
        };
        let external = if inline {
            punct(';').rewind().boxed()
        } else {
            self.semi().boxed()
        };
        let body = choice((
            self.compound(rec).map(Body::Compound),
            lambda.map(|s| Body::Lambda(Box::new(s))),
            code.map_with(move |i, _| {
                Body::Native(NativeCode {
                    tokens: self.t.code[i].clone(),
                    span: self.t.code_spans[i],
                })
            }),
            external.map_with(move |_, e| Body::External(self.sp(e.span()))),
        ))
        .labelled(if inline {
            "body (`{` or `=>`)"
        } else {
            "body (`{`, `=>`, a code block `[{ ... }]` or `;`)"
        });
        let name = if inline {
            self.ident().or_not().boxed()
        } else {
            self.ident().labelled("identifier name").map(Some).boxed()
        };
        kind.then(name)
            .then(args)
            .then(results.or_not())
            .then(body)
            .validate(move |((((kind, name), args), results), body), e, emitter| {
                let (results, results_parenthesized) = results.unwrap_or_default();
                if results.len() == 1 && results[0].name.is_some() {
                    emitter.emit(Rich::custom(
                        simple(results[0].span),
                        "cannot create a single-element tuple with an element label",
                    ));
                }
                if let Body::Lambda(stmt) = &body {
                    let ok = match kind {
                        UserDeclKind::Constraint => matches!(stmt.kind, StmtKind::Expr(_)),
                        UserDeclKind::Rewrite => {
                            matches!(stmt.kind, StmtKind::Expr(_)) || is_op_rewrite(stmt)
                        }
                    };
                    if !ok {
                        let message = match kind {
                            UserDeclKind::Constraint => {
                                "expected `Constraint` lambda body to contain a single expression"
                            }
                            UserDeclKind::Rewrite => {
                                "expected `Rewrite` lambda body to contain a single expression \
                                 or an operation rewrite statement; such as `erase`, \
                                 `replace`, or `rewrite`"
                            }
                        };
                        emitter.emit(Rich::custom(simple(stmt.span), message));
                    }
                }
                if inline && matches!(body, Body::Native(_) | Body::External(_)) {
                    emitter.emit(Rich::custom(
                        e.span(),
                        "external declarations must be declared in global scope",
                    ));
                }
                UserDecl {
                    kind,
                    name,
                    args,
                    results,
                    results_parenthesized,
                    body,
                    span: self.sp(e.span()),
                }
            })
            .boxed()
    }

    /// A statement without its `;` (the body of a lambda).
    fn lambda_stmt(self, rec: &Rec<'s>) -> P<'s, Stmt> {
        let expr = rec.expr.clone();
        let let_stmt = kw("let")
            .ignore_then(
                select! { Tok::Ident(n) => n }
                    .validate(|n: String, e, emitter| {
                        if n == "_" {
                            emitter.emit(Rich::custom(
                                e.span(),
                                "`_` may only be used to define \"inline\" variables",
                            ));
                        } else if is_keyword(&n) {
                            emitter.emit(Rich::custom(
                                e.span(),
                                format!("`{n}` is a keyword and cannot name a variable"),
                            ));
                        }
                        n
                    })
                    .map_with(move |name, e| Ident {
                        name,
                        span: self.sp(e.span()),
                    })
                    .labelled("identifier after `let` to name a new variable"),
            )
            .then(punct(':').ignore_then(self.constraint_list(rec)).or_not())
            .then(punct('=').ignore_then(expr.clone()).or_not())
            .validate(|((name, constraints), init), _, emitter| {
                let (constraints, bracketed) = constraints.unwrap_or_default();
                if init.is_some() {
                    for c in &constraints {
                        let typed = match &c.kind {
                            ConstraintKind::Attr(t)
                            | ConstraintKind::Value(t)
                            | ConstraintKind::ValueRange(t) => t.is_some(),
                            _ => false,
                        };
                        if typed {
                            emitter.emit(Rich::custom(
                                simple(c.span),
                                "type constraints are not permitted on variables with \
                                 initializers",
                            ));
                        }
                    }
                }
                StmtKind::Let(LetStmt {
                    name,
                    constraints,
                    bracketed,
                    init,
                })
            });
        let erase = kw("erase").ignore_then(expr.clone()).map(StmtKind::Erase);
        let replace_values = choice((
            expr.clone()
                .separated_by(punct(','))
                .collect::<Vec<_>>()
                .delimited_by(
                    open(Delim::Paren),
                    close(Delim::Paren).labelled("`)` after replacement values"),
                )
                .validate(|values: Vec<Expr>, e, emitter| {
                    if values.is_empty() {
                        emitter.emit(Rich::custom(
                            e.span(),
                            format!(
                                "expected at least one replacement value, consider using \
                                 `erase` if no replacement values are desired{HELP_MARK}\
                                 write `erase OP;` to remove the operation"
                            ),
                        ));
                    }
                    values
                })
                .map(|v| (v, true)),
            expr.clone().map(|e| (vec![e], false)),
        ));
        let replace = kw("replace")
            .ignore_then(expr.clone())
            .then_ignore(kw("with").labelled("`with` after root operation"))
            .then(replace_values)
            .map(|(root, (values, parenthesized))| {
                StmtKind::Replace(ReplaceStmt {
                    root,
                    values,
                    parenthesized,
                })
            });
        let rewrite = kw("rewrite")
            .ignore_then(expr.clone())
            .then_ignore(kw("with").labelled("`with` after root operation"))
            .then(self.compound(rec).labelled("`{` to start rewrite body"))
            .map(|(root, body)| StmtKind::Rewrite(RewriteStmt { root, body }));
        let ret = kw("return").ignore_then(expr.clone()).map(StmtKind::Return);
        choice((
            let_stmt,
            erase,
            replace,
            rewrite,
            ret,
            expr.map(StmtKind::Expr),
        ))
        .map_with(move |kind, e| Stmt {
            kind,
            span: self.sp(e.span()),
        })
        .boxed()
    }

    /// A statement with its `;`, recovering to the next `;` or the end of the block.
    fn statement(self, rec: &Rec<'s>) -> P<'s, Stmt> {
        let semi = self.semi().labelled("`;` after statement");
        let not_semi = token_tree_except(semis());
        let recovery = choice((
            not_semi
                .repeated()
                .at_least(1)
                .then(punct(';').or_not())
                .ignored(),
            punct(';'),
        ))
        .map_with(move |_, e| Stmt {
            kind: StmtKind::Error,
            span: self.sp(e.span()),
        });
        self.lambda_stmt(rec)
            .then_ignore(semi)
            .recover_with(via_parser(recovery))
            .boxed()
    }

    /// `C` or `[C1, C2, ...]`: the constraints and whether they were bracketed.
    fn constraint_list(self, rec: &Rec<'s>) -> P<'s, (Vec<Constraint>, bool)> {
        choice((
            rec.constraint
                .clone()
                .separated_by(punct(','))
                .at_least(1)
                .collect::<Vec<_>>()
                .delimited_by(
                    open(Delim::Bracket),
                    close(Delim::Bracket).labelled("`]` after constraint list"),
                )
                .map(|c| (c, true)),
            rec.constraint.clone().map(|c| (vec![c], false)),
        ))
        .boxed()
    }

    /// One constraint.
    fn constraint(self, rec: &Rec<'s>) -> P<'s, Constraint> {
        let type_expr = self
            .expressions(rec)
            .1
            .delimited_by(
                punct('<'),
                punct('>').labelled("`>` after variable type constraint"),
            )
            .map(Box::new);
        choice((
            kw("Attr")
                .ignore_then(type_expr.clone().or_not())
                .map(ConstraintKind::Attr),
            kw("Op")
                .ignore_then(self.wrapped_op_name().or_not())
                .map(|name| ConstraintKind::Op(name.and_then(|(n, _)| n))),
            kw("TypeRange").to(ConstraintKind::TypeRange),
            kw("Type").to(ConstraintKind::Type),
            kw("ValueRange")
                .ignore_then(type_expr.clone().or_not())
                .map(ConstraintKind::ValueRange),
            kw("Value")
                .ignore_then(type_expr.or_not())
                .map(ConstraintKind::Value),
            self.user_decl_with(rec, true)
                .validate(|d: UserDecl, _, emitter| {
                    if d.kind == UserDeclKind::Rewrite {
                        emitter.emit(Rich::custom(
                            simple(d.span),
                            "expected a constraint, found an inline `Rewrite`",
                        ));
                    }
                    ConstraintKind::Inline(Box::new(d))
                }),
            self.ident().map(ConstraintKind::Named),
        ))
        .map_with(move |kind, e| Constraint {
            kind,
            span: self.sp(e.span()),
        })
        .labelled("constraint")
        .boxed()
    }

    /// The full expression parser and the one without binary operators.
    fn expressions(self, rec: &Rec<'s>) -> (P<'s, Expr>, P<'s, Expr>) {
        let expr = rec.expr.clone();
        let mk = move |kind, s: SimpleSpan| Expr {
            kind,
            span: self.sp(s),
        };
        let exprs = expr.clone().separated_by(punct(',')).collect::<Vec<_>>();

        // `_: C` and `name: C` / `name`.
        // `op<`, `attr<` and `type<` always start a literal or op expression (their
        // errors are reported there); otherwise the words are plain identifiers.
        let dependent_keyword = select! {
            Tok::Ident(n) if n == "op" || n == "attr" || n == "type" => ()
        }
        .then(punct('<'));
        let var_def = dependent_keyword
            .not()
            .ignore_then(select! { Tok::Ident(n) if n == "_" || !is_keyword(&n) => n })
            .map_with(move |name, e| Ident {
                name,
                span: self.sp(e.span()),
            })
            .then(punct(':').ignore_then(self.constraint_list(rec)).or_not())
            .validate(|(name, constraints), e, emitter| match constraints {
                Some((constraints, bracketed)) => ExprKind::VarDef(VarDef {
                    name,
                    constraints,
                    bracketed,
                }),
                None => {
                    if name.name == "_" {
                        emitter.emit(Rich::custom(e.span(), "expected `:` after `_` variable"));
                    }
                    ExprKind::Ref(name)
                }
            });
        let attr_lit = kw("attr")
            .then(punct('<'))
            .ignore_then(
                self.string()
                    .labelled("string literal containing MLIR attribute"),
            )
            .then_ignore(punct('>').labelled("`>` after attribute literal"))
            .map(ExprKind::AttrLit);
        let type_lit = kw("type")
            .then(punct('<'))
            .ignore_then(
                self.string()
                    .labelled("string literal containing MLIR type"),
            )
            .then_ignore(punct('>').labelled("`>` after type literal"))
            .map(ExprKind::TypeLit);
        let named_attr = choice((
            self.any_name(),
            self.string().map(|s| Ident {
                name: s.value,
                span: s.span,
            }),
        ))
        .labelled("identifier or string attribute name")
        .then(punct('=').ignore_then(expr.clone()).or_not())
        .map_with(move |(name, value), e| NamedAttr {
            name,
            value,
            span: self.sp(e.span()),
        });
        let op_expr = kw("op")
            .ignore_then(self.wrapped_op_name())
            .then(
                exprs
                    .clone()
                    .delimited_by(
                        open(Delim::Paren),
                        close(Delim::Paren).labelled("`)` after operation operand list"),
                    )
                    .or_not(),
            )
            .then(
                named_attr
                    .separated_by(punct(','))
                    .at_least(1)
                    .collect::<Vec<_>>()
                    .delimited_by(
                        open(Delim::Brace),
                        close(Delim::Brace).labelled("`}` after operation attribute list"),
                    )
                    .or_not(),
            )
            .then(
                op("->")
                    .ignore_then(exprs.clone().delimited_by(
                        open(Delim::Paren).labelled("`(` before operation result type list"),
                        close(Delim::Paren).labelled("`)` after operation result type list"),
                    ))
                    .or_not(),
            )
            .map(|((((name, name_span), operands), attrs), results)| {
                ExprKind::Op(OpExpr {
                    name,
                    name_span,
                    operands,
                    attrs,
                    results,
                })
            });
        let label = select! { Tok::Ident(n) if !is_keyword(&n) => n }
            .map_with(move |name, e| Ident {
                name,
                span: self.sp(e.span()),
            })
            .then_ignore(punct('='));
        let tuple_elem = label
            .or_not()
            .then(expr.clone())
            .map_with(move |(label, value), e| TupleElem {
                label,
                value,
                span: self.sp(e.span()),
            });
        let tuple = tuple_elem
            .separated_by(punct(','))
            .collect::<Vec<_>>()
            .delimited_by(
                open(Delim::Paren),
                close(Delim::Paren).labelled("`)` after tuple element list"),
            )
            .validate(|elems: Vec<TupleElem>, _, emitter| {
                for (i, a) in elems.iter().enumerate() {
                    let Some(la) = &a.label else { continue };
                    if elems[..i]
                        .iter()
                        .any(|b| b.label.as_ref().is_some_and(|lb| lb.name == la.name))
                    {
                        emitter.emit(Rich::custom(
                            simple(la.span),
                            format!("duplicate tuple element label `{}`", la.name),
                        ));
                    }
                }
                ExprKind::Tuple(elems)
            });
        let call_args = exprs.clone().delimited_by(
            open(Delim::Paren),
            close(Delim::Paren).labelled("`)` after argument list"),
        );
        let negated = kw("not")
            .ignore_then(
                self.ident()
                    .labelled("native constraint")
                    .map_with(move |name, e| mk(ExprKind::Ref(name), e.span())),
            )
            .then(call_args.clone().labelled("`(` after function name"))
            .map(|(callee, args)| {
                ExprKind::Call(CallExpr {
                    callee: Box::new(callee),
                    args,
                    negated: true,
                })
            });
        let inline = self
            .user_decl_with(rec, true)
            .map(|d| ExprKind::Decl(Box::new(d)));

        let primary = choice((attr_lit, type_lit, op_expr, negated, inline, tuple, var_def))
            .map_with(move |kind, e| mk(kind, e.span()))
            .labelled("expression");

        enum Postfix {
            Member(Member, Span),
            Call(Vec<Expr>),
        }
        let member = punct('.').ignore_then(
            choice((
                select! { Tok::Int(n) => Member::Index(n as usize) },
                select! { Tok::Ident(n) => Member::Name(n) },
            ))
            .labelled("identifier or numeric member name")
            .map_with(move |m, e| Postfix::Member(m, self.sp(e.span()))),
        );
        let postfix = primary
            .foldl_with(
                choice((member, call_args.map(Postfix::Call)))
                    .repeated()
                    .at_most(MAX_CHAIN),
                move |base, post, e| {
                    let kind = match post {
                        Postfix::Member(member, member_span) => ExprKind::Member(MemberExpr {
                            base: Box::new(base),
                            member,
                            member_span,
                        }),
                        Postfix::Call(args) => ExprKind::Call(CallExpr {
                            callee: Box::new(base),
                            args,
                            negated: false,
                        }),
                    };
                    mk(kind, e.span())
                },
            )
            .boxed();

        let unary_op = choice((punct('-').to(UnaryOp::Neg), punct('!').to(UnaryOp::Not)))
            .map_with(move |op, e| (op, self.sp(e.span())));
        let unary = unary_op
            .repeated()
            .at_most(MAX_CHAIN)
            .collect::<Vec<_>>()
            .then(postfix.clone())
            .labelled("expression")
            .map(move |(ops, operand)| {
                ops.into_iter()
                    .rev()
                    .fold(operand, |operand, (op, op_span)| Expr {
                        span: op_span.to(operand.span),
                        kind: ExprKind::Unary(UnaryExpr {
                            op,
                            op_span,
                            operand: Box::new(operand),
                        }),
                    })
            })
            .boxed();

        let binary = |next: P<'s, Expr>, ops: Vec<(Tok, BinaryOp)>| -> P<'s, Expr> {
            let toks: Vec<Tok> = ops
                .iter()
                .flat_map(|(t, _)| match t {
                    Tok::Punct(c, _) => vec![Tok::Punct(*c, false), Tok::Punct(*c, true)],
                    other => vec![other.clone()],
                })
                .collect();
            let op_tok = one_of(toks)
                .labelled("operator")
                .map_with(move |t: Tok, e| (t, self.sp(e.span())));
            let table = BIN_OPS;
            next.clone()
                .foldl(
                    op_tok.then(next).repeated().at_most(MAX_CHAIN),
                    move |lhs, ((t, op_span), rhs)| {
                        let op = table
                            .iter()
                            .find(|(o, _)| same_op(o, &t))
                            .map(|(_, b)| *b)
                            .unwrap_or(BinaryOp::Add);
                        Expr {
                            span: lhs.span.to(rhs.span),
                            kind: ExprKind::Binary(BinaryExpr {
                                op,
                                op_span,
                                lhs: Box::new(lhs),
                                rhs: Box::new(rhs),
                            }),
                        }
                    },
                )
                .boxed()
        };
        let level = |prec: u8| -> Vec<(Tok, BinaryOp)> {
            BIN_OPS
                .iter()
                .filter(|(_, b)| b.precedence() == prec)
                .cloned()
                .collect()
        };
        let mul = binary(unary, level(6));
        let add = binary(mul, level(5));
        let cmp = binary(add, level(4));
        let eq = binary(cmp, level(3));
        let and = binary(eq, level(2));
        let or = binary(and, level(1));
        (or, postfix)
    }
}

/// The binary operators and their tokens.
const BIN_OPS: [(Tok, BinaryOp); 13] = [
    (Tok::Punct('*', false), BinaryOp::Mul),
    (Tok::Punct('/', false), BinaryOp::Div),
    (Tok::Punct('%', false), BinaryOp::Rem),
    (Tok::Punct('+', false), BinaryOp::Add),
    (Tok::Punct('-', false), BinaryOp::Sub),
    (Tok::Punct('<', false), BinaryOp::Lt),
    (Tok::Op("<="), BinaryOp::Le),
    (Tok::Punct('>', false), BinaryOp::Gt),
    (Tok::Op(">="), BinaryOp::Ge),
    (Tok::Op("=="), BinaryOp::Eq),
    (Tok::Op("!="), BinaryOp::Ne),
    (Tok::Op("&&"), BinaryOp::And),
    (Tok::Op("||"), BinaryOp::Or),
];

/// Token equality ignoring the joint flag of punctuation.
fn same_op(a: &Tok, b: &Tok) -> bool {
    match (a, b) {
        (Tok::Punct(x, _), Tok::Punct(y, _)) => x == y,
        _ => a == b,
    }
}

/// Pattern metadata entries.
enum Meta {
    Benefit(Benefit),
    Recursion(Span),
}

/// True for `erase`, `replace` and `rewrite` statements.
fn is_op_rewrite(stmt: &Stmt) -> bool {
    matches!(
        stmt.kind,
        StmtKind::Erase(_) | StmtKind::Replace(_) | StmtKind::Rewrite(_)
    )
}

/// A chumsky span for a custom error at an AST span: errors are mapped back through
/// the token table, so this finds the token range by byte offsets. Custom errors that
/// know only an AST span use the special encoding in [`simple`].
fn simple(span: Span) -> SimpleSpan {
    // Custom errors at an AST node span are encoded as an out-of-band range, decoded in
    // `Tokens::span_of`'s caller; see `decode_span`.
    SimpleSpan::from((ENCODED | span.start as usize)..(ENCODED | span.end as usize))
}

/// Marks a [`SimpleSpan`] whose bounds are byte offsets, not token indices.
const ENCODED: usize = 1 << (usize::BITS - 2);

/// The source span of a chumsky span: token indices, or byte offsets made by
/// [`simple`] (mapped back to the tokens they cover, to recover proc-macro spans).
fn decode_span(tokens: &Tokens, s: SimpleSpan) -> Span {
    if s.start & ENCODED == 0 {
        return tokens.span_of(s.start, s.end);
    }
    let (start, end) = ((s.start & !ENCODED) as u32, (s.end & !ENCODED) as u32);
    let first = tokens.spans.iter().position(|t| t.start >= start);
    let last = tokens
        .spans
        .iter()
        .rposition(|t| t.end <= end && t.start >= start);
    match (first, last) {
        (Some(a), Some(b)) if a <= b => tokens.span_of(a, b + 1),
        _ => tokens.span_of(0, 0),
    }
}

#[cfg(test)]
mod tests {
    use crate::syntax::print::module_to_sexpr;
    use crate::syntax::{parse_str, ParseOptions};

    /// The S-expression of a text that must parse.
    fn ast(text: &str) -> String {
        let (module, diags) = parse_str("t.pdll", text, &ParseOptions::default());
        assert!(diags.is_empty(), "{text}: {diags:#?}");
        module_to_sexpr(&module.unwrap())
    }

    /// The messages of a text that must fail.
    fn errors(text: &str) -> Vec<String> {
        let (module, diags) = parse_str("t.pdll", text, &ParseOptions::default());
        assert!(module.is_none(), "{text}: expected an error");
        diags.into_iter().map(|d| d.message).collect()
    }

    /// The S-expression of the expression in `Pattern { EXPR; erase x; }`.
    fn expr(text: &str) -> String {
        let dump = ast(&format!("Pattern {{ {text}; erase x; }}"));
        let line = dump.lines().nth(2).unwrap().trim().to_owned();
        line
    }

    #[test]
    fn pattern_headers() {
        assert!(ast("Pattern => erase x;").starts_with("(pattern _\n"));
        assert!(
            ast("Pattern P with benefit(3) => erase x;").starts_with("(pattern P (benefit 3)\n")
        );
        assert!(ast("Pattern with recursion, benefit(1) { erase x; }")
            .starts_with("(pattern _ (benefit 1) recursion\n"));
    }

    #[test]
    fn let_forms() {
        assert_eq!(expr("let v: Value"), "(let v Value)");
        assert_eq!(expr("let v: [Value, C]"), "(let v [Value C])");
        assert_eq!(expr("let v = x"), "(let v = x)");
        assert_eq!(expr("let v: Op<a.b> = x"), "(let v (Op a.b) = x)");
        assert_eq!(expr("let t: Type"), "(let t Type)");
        assert_eq!(
            expr("let r: ValueRange<_: TypeRange>"),
            "(let r (ValueRange (def _ TypeRange)))"
        );
        assert_eq!(expr("let o: Op<>"), "(let o Op)");
        // Dependent keywords name variables.
        assert_eq!(expr("let op = x"), "(let op = x)");
    }

    #[test]
    fn op_expressions() {
        assert_eq!(expr("op<a.b>"), "(op a.b)");
        assert_eq!(expr("op<>"), "(op <>)");
        assert_eq!(expr("op<a.b.c>()"), "(op a.b.c (operands))");
        assert_eq!(
            expr("op<a.b>(x, y) {k = x, unit, \"s\" = y, type = x} -> (t, u)"),
            "(op a.b (operands x y) (attrs (\"k\" x) (\"unit\") (\"s\" y) (\"type\" x)) (results t u))"
        );
        assert_eq!(expr("op<a.b> -> ()"), "(op a.b (results))");
        // Keywords are allowed in op names.
        assert_eq!(expr("op<test.return>"), "(op test.return)");
    }

    #[test]
    fn literals_members_calls_tuples() {
        assert_eq!(expr("attr<\"1 : i32\">"), "(attr \"1 : i32\")");
        assert_eq!(expr("type<\"f32\">"), "(type \"f32\")");
        assert_eq!(expr("x.0.name.1"), "(member (member (member x 0) name) 1)");
        assert_eq!(expr("x.0.1"), "(member (member x 0) 1)");
        assert_eq!(expr("F(x, y)(z)"), "(call (call F x y) z)");
        assert_eq!(expr("not F(x)"), "(not-call F x)");
        assert_eq!(expr("()"), "(tuple)");
        assert_eq!(expr("(x)"), "(tuple x)");
        assert_eq!(expr("(a = x, y)"), "(tuple a=x y)");
        assert_eq!(expr("_: Value"), "(def _ Value)");
        assert_eq!(expr("v: [Value, C]"), "(def v [Value C])");
    }

    #[test]
    fn operators_follow_c_precedence() {
        assert_eq!(expr("a + b * c"), "(+ a (* b c))");
        assert_eq!(expr("a - b - c"), "(- (- a b) c)");
        assert_eq!(expr("a < b == c > d"), "(== (< a b) (> c d))");
        assert_eq!(expr("a || b && c"), "(|| a (&& b c))");
        assert_eq!(expr("-a.0 % !b"), "(% (- (member a 0)) (! b))");
        assert_eq!(expr("(a + b) * c"), "(* (tuple (+ a b)) c)");
        assert_eq!(expr("a <= b != a >= b"), "(!= (<= a b) (>= a b))");
    }

    #[test]
    fn statements() {
        assert_eq!(expr("replace x with y"), "(replace x with y)");
        assert_eq!(expr("replace x with (y, z)"), "(replace x with-list y z)");
        assert_eq!(expr("return x"), "(return x)");
        let dump = ast("Pattern { rewrite x with { erase x; }; }");
        assert!(dump.contains("(rewrite x\n"), "{dump}");
    }

    #[test]
    fn user_declarations() {
        assert_eq!(
            ast("Constraint C(a: Attr, t: Type);"),
            "(constraint C (args (a Attr) (t Type)) external)\n"
        );
        assert_eq!(
            ast("Rewrite R(v: Value) -> Op [{ v.defining_op() }];"),
            "(rewrite-decl R (args (v Value)) (results (_ Op)) (native \"v . defining_op ()\"))\n"
        );
        assert_eq!(
            ast("Constraint C() -> (a: Value, b: Value) => (a = x, b = y);"),
            "(constraint C (args) (results-list (a Value) (b Value))\n  (lambda (tuple a=x b=y)))\n"
        );
        let dump = ast("Pattern { let f = Rewrite(o: Op) => erase o; f(x); erase x; }");
        assert!(dump.contains("(rewrite-decl _ (args (o Op))"), "{dump}");
        let dump = ast("Pattern { let v: [Value, Constraint(v: Value) { return v; }]; erase v; }");
        assert!(
            dump.contains("(let v [Value (constraint _ (args (v Value))"),
            "{dump}"
        );
    }

    #[test]
    fn keywords_are_not_identifiers() {
        assert_eq!(
            errors("Pattern { let with = x; erase x; }"),
            ["`with` is a keyword and cannot name a variable"]
        );
        assert_eq!(
            errors("Constraint with();"),
            ["expected identifier name, found `with`"]
        );
    }

    #[test]
    fn error_messages() {
        assert_eq!(
            errors("Pattern { erase x }"),
            ["expected `;` after statement, found `}`"]
        );
        assert_eq!(
            errors("Pattern { let = x; }"),
            ["expected identifier after `let` to name a new variable, found `=`"]
        );
        assert_eq!(
            errors("Pattern { replace x y; }"),
            ["expected `with` after root operation, found `y`"]
        );
        assert_eq!(
            errors("Pattern { x: ; }"),
            ["expected `[` or constraint, found `;`"]
        );
        assert_eq!(
            errors("Pattern { _; erase x; }"),
            ["expected `:` after `_` variable"]
        );
        assert_eq!(
            errors("Pattern => erase x"),
            ["expected `;` after statement, found end of input"]
        );
        assert_eq!(
            errors("Pattern { let x = op<a>; erase x; }"),
            ["expected `.` after dialect namespace, found `>`"]
        );
        assert_eq!(
            errors("Pattern { let x = attr<x>; erase x; }"),
            ["expected string literal containing MLIR attribute, found `x`"]
        );
    }

    #[test]
    fn every_independent_error_is_reported() {
        let messages = errors(
            "junk junk\n\
             Pattern { let = x; erase x; let y = ; erase }\n\
             Constraint C(x) => x;\n\
             Pattern P with foo => erase x;\n\
             Pattern Q => erase x;",
        );
        assert_eq!(messages.len(), 6, "{messages:#?}");
    }
}
