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
use super::token::{Delim, Tok, Tokens};
use crate::diag::Diagnostic;
use crate::source::Span;
use chumsky::error::{Cheap, LabelError, Rich};
use chumsky::prelude::*;
use std::marker::PhantomData;

mod decl;
mod expr;
mod report;
mod stmt;
#[cfg(test)]
mod tests;

use crate::diag::Code;
use report::{coded, simple, to_diagnostic, HELP_MARK};

/// Input of the grammar: the flattened tokens.
type In<'s> = &'s [Tok];
/// Parser extras: errors of type `E`.
type Ex<E> = extra::Err<E>;

/// The error type the grammar is built with. A file is parsed first with [`Cheap`]
/// errors (a span), which cost next to nothing per failed alternative (most of the time
/// of a parse with rich errors goes to recording what each failed alternative
/// expected). Not chumsky's zero-sized `EmptyErr`: its recovery then finds no error to
/// recover from, and panics. Only when that
/// pass finds an error is the file parsed again with [`Rich`] errors, to describe it.
/// Both passes take the same decisions, so they find the same errors.
trait GrammarError<'s>:
    chumsky::error::Error<'s, In<'s>> + LabelError<'s, In<'s>, &'static str> + 's
{
    /// An error with a message of its own.
    fn custom(span: SimpleSpan, message: impl ToString) -> Self;
}

impl<'s> GrammarError<'s> for Rich<'s, Tok> {
    fn custom(span: SimpleSpan, message: impl ToString) -> Self {
        Rich::custom(span, message)
    }
}

impl<'s> GrammarError<'s> for Cheap<SimpleSpan> {
    fn custom(span: SimpleSpan, _: impl ToString) -> Self {
        Cheap::new(span)
    }
}

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
    // The cheap pass first (see `GrammarError`); the rich one only to describe errors.
    let (out, errors) = top_level::<Cheap<SimpleSpan>>(tokens)
        .parse(&tokens.toks[..])
        .into_output_errors();
    if let (Some(out), true) = (out, errors.is_empty()) {
        return (out, report::unreported_unclosed(tokens, &[]));
    }
    let parser = top_level::<Rich<'_, Tok>>(tokens);
    let (out, errors) = parser.parse(&tokens.toks[..]).into_output_errors();
    let mut diags: Vec<Diagnostic> = errors.iter().map(|e| to_diagnostic(tokens, e)).collect();
    diags.dedup();
    diags.extend(report::unreported_unclosed(tokens, &diags));
    (out.unwrap_or_default(), diags)
}

// ---------------------------------------------------------------------------------
// Token-level helpers.

/// A single punctuation character (joint or not).
fn punct<'s, E: GrammarError<'s>>(c: char) -> impl Parser<'s, In<'s>, (), Ex<E>> + Clone {
    one_of([Tok::Punct(c, false), Tok::Punct(c, true)]).ignored()
}

/// A two-character operator token.
fn op<'s, E: GrammarError<'s>>(s: &'static str) -> impl Parser<'s, In<'s>, (), Ex<E>> + Clone {
    just(Tok::Op(s)).ignored()
}

/// An identifier or keyword with exactly this spelling.
fn kw<'s, E: GrammarError<'s>>(name: &'static str) -> impl Parser<'s, In<'s>, (), Ex<E>> + Clone {
    just(Tok::Ident(name.into())).ignored()
}

fn open<'s, E: GrammarError<'s>>(d: Delim) -> impl Parser<'s, In<'s>, (), Ex<E>> + Clone {
    just(Tok::Open(d)).ignored()
}

fn close<'s, E: GrammarError<'s>>(d: Delim) -> impl Parser<'s, In<'s>, (), Ex<E>> + Clone {
    just(Tok::Close(d)).ignored()
}

/// One balanced token tree (a non-delimiter token, or a whole group), for recovery.
fn token_tree<'s, E: GrammarError<'s>>() -> impl Parser<'s, In<'s>, (), Ex<E>> + Clone {
    token_tree_except(Vec::new())
}

/// The delimiter tokens.
const DELIMS: [Tok; 9] = [
    Tok::Open(Delim::Paren),
    Tok::Open(Delim::Brace),
    Tok::Open(Delim::Bracket),
    Tok::Close(Delim::Paren),
    Tok::Close(Delim::Brace),
    Tok::Close(Delim::Bracket),
    Tok::Missing(Delim::Paren),
    Tok::Missing(Delim::Brace),
    Tok::Missing(Delim::Bracket),
];

/// One balanced token tree whose first token is none of `stop`.
fn token_tree_except<'s, E: GrammarError<'s>>(
    stop: Vec<Tok>,
) -> impl Parser<'s, In<'s>, (), Ex<E>> + Clone {
    let tt = recursive(|tt| {
        // A group left unclosed in the text ends at its missing closer (the error is
        // already reported where the grammar needed it).
        let group = |d| {
            open(d)
                .then(tt.clone().repeated())
                .then(close(d).or(just(Tok::Missing(d)).ignored()))
                .ignored()
        };
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
        Tok::Ident("Pattern".into()),
        Tok::Ident("Constraint".into()),
        Tok::Ident("Rewrite".into()),
    ]
}

fn semis() -> Vec<Tok> {
    vec![Tok::Punct(';', false), Tok::Punct(';', true)]
}

// ---------------------------------------------------------------------------------
// The grammar.

/// The whole-file parser.
fn top_level<'s, E: GrammarError<'s>>(
    t: &'s Tokens,
) -> impl Parser<'s, In<'s>, Vec<TopLevel>, Ex<E>> {
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
        .ignore_then(select_ref! { Tok::Ident(name) => name.to_string() })
        .validate(move |name, e, emitter| {
            emitter.emit(E::custom(e.span(), format!("unknown directive `#{name}`")));
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
struct Grammar<'s, E> {
    t: &'s Tokens,
    error: PhantomData<fn() -> E>,
}

impl<E> Clone for Grammar<'_, E> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<E> Copy for Grammar<'_, E> {}

type P<'s, O, E> = Boxed<'s, 's, In<'s>, O, Ex<E>>;

/// The recursive parsers (they refer to each other).
///
/// They are built with nested `recursive()` calls, whose self-references are weak,
/// rather than `Recursive::declare`/`define`, whose references are strong: mutually
/// recursive declared parsers form `Rc` cycles and would leak the whole grammar on
/// every parse.
struct Rec<'s, E: GrammarError<'s>> {
    expr: P<'s, Expr, E>,
    stmt: P<'s, Stmt, E>,
    constraint: P<'s, Constraint, E>,
}

impl<'s, E: GrammarError<'s>> Clone for Rec<'s, E> {
    fn clone(&self) -> Self {
        Rec {
            expr: self.expr.clone(),
            stmt: self.stmt.clone(),
            constraint: self.constraint.clone(),
        }
    }
}

impl<'s, E: GrammarError<'s>> Grammar<'s, E> {
    fn new(t: &'s Tokens) -> Grammar<'s, E> {
        Grammar {
            t,
            error: PhantomData,
        }
    }

    fn sp(self, s: SimpleSpan) -> Span {
        self.t.span_of(s.start, s.end)
    }

    /// A string literal.
    fn string(self) -> P<'s, StrLit, E> {
        select_ref! { Tok::Str(value) => value.clone() }
            .map_with(move |value, e| StrLit {
                value,
                span: self.sp(e.span()),
            })
            .labelled("string")
            .boxed()
    }

    /// An identifier that is not a keyword.
    fn ident(self) -> P<'s, Ident, E> {
        select_ref! { Tok::Ident(name) if !is_keyword(name) => name.to_string() }
            .map_with(move |name, e| Ident {
                name,
                span: self.sp(e.span()),
            })
            .labelled("identifier")
            .boxed()
    }

    /// Any identifier, keywords included (attribute, member and op names).
    fn any_name(self) -> P<'s, Ident, E> {
        select_ref! { Tok::Ident(name) => name.to_string() }
            .map_with(move |name, e| Ident {
                name,
                span: self.sp(e.span()),
            })
            .labelled("name")
            .boxed()
    }

    /// `;` with the PDLL wording.
    fn semi(self) -> P<'s, (), E> {
        punct(';').labelled("`;` after statement").boxed()
    }

    /// `dialect.name` (parts may be keywords; more dots allowed after the first part).
    fn op_name(self) -> P<'s, OpName, E> {
        let part = select_ref! { Tok::Ident(name) => name.to_string() };
        part.then_ignore(punct('.').labelled("`.` after dialect namespace"))
            .then(part.labelled("operation name after dialect namespace"))
            .then(
                choice((
                    punct('.').to(".".to_owned()),
                    part,
                    select_ref! { Tok::Int(n) => n.to_string() },
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
    fn wrapped_op_name(self) -> P<'s, (Option<OpName>, Span), E> {
        punct('<')
            .ignore_then(self.op_name().or_not())
            .then_ignore(punct('>').labelled("`>` after operation name"))
            .map_with(move |name, e| (name, self.sp(e.span())))
            .boxed()
    }

    /// A constraint parser for the given expression and statement parsers.
    fn make_constraint(self, expr: P<'s, Expr, E>, stmt: P<'s, Stmt, E>) -> P<'s, Constraint, E> {
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
    fn make_expr(self, stmt: P<'s, Stmt, E>) -> P<'s, Expr, E> {
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
    fn rec(self) -> Rec<'s, E> {
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
}
