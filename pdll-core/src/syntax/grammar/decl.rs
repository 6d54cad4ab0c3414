//! Patterns, constraint and rewrite declarations, and their bodies.

use super::*;

impl<'s, E: GrammarError<'s>> Grammar<'s, E> {
    /// A top-level pattern.
    pub(super) fn pattern(self, rec: &Rec<'s, E>) -> P<'s, PatternDecl, E> {
        let benefit = kw("benefit")
            .ignore_then(
                select_ref! { Tok::Int(n) => *n }
                    .labelled("integral pattern benefit")
                    .validate(|n, e, emitter| {
                        u16::try_from(n).unwrap_or_else(|_| {
                            emitter.emit(E::custom(
                                e.span(),
                                coded(
                                    Code::InvalidLiteral,
                                    "expected pattern benefit to fit within a 16-bit integer",
                                ),
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
                        emitter.emit(E::custom(
                            simple(stmt.span),
                            coded(
                                Code::PatternBody,
                                "expected Pattern lambda body to contain a single operation \
                             rewrite statement, such as `erase`, `replace`, or `rewrite`",
                            ),
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
                                emitter.emit(E::custom(
                                    simple(b.span),
                                    coded(
                                        Code::Redefinition,
                                        "pattern benefit has already been specified",
                                    ),
                                ));
                            }
                            benefit = Some(b);
                        }
                        Meta::Recursion(s) => {
                            if recursion.is_some() {
                                emitter.emit(E::custom(
                                    simple(s),
                                    coded(
                                        Code::Redefinition,
                                        "pattern recursion metadata has already been specified",
                                    ),
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
    pub(super) fn compound(self, rec: &Rec<'s, E>) -> P<'s, CompoundStmt, E> {
        rec.stmt
            .clone()
            .repeated()
            .collect::<Vec<_>>()
            .delimited_by(
                open(Delim::Brace),
                close(Delim::Brace).or(self.missing_brace()),
            )
            .map_with(move |stmts, e| CompoundStmt {
                stmts,
                span: self.sp(e.span()),
            })
            .boxed()
    }

    /// A block's `}` missing from the text: reported, and accepted, so that the item
    /// parses and the errors inside it are kept (a failed item reports only its
    /// furthest error).
    fn missing_brace(self) -> P<'s, (), E> {
        just(Tok::Missing(Delim::Brace))
            .validate(move |_, e, emitter| {
                let span: SimpleSpan = e.span();
                let found = self.t.toks[span.end..]
                    .iter()
                    .find(|t| !matches!(t, Tok::Missing(_)))
                    .map_or_else(
                        || "end of input".to_owned(),
                        |t| match t {
                            // The repair gave that `}` to an enclosing block: only its
                            // indentation (back at that block's level) does that.
                            Tok::Close(Delim::Brace) => {
                                "`}`, which its indentation gives to an enclosing block".to_owned()
                            }
                            t => t.to_string(),
                        },
                    );
                emitter.emit(E::custom(
                    span,
                    coded(
                        Code::Delimiter,
                        format!(
                            "expected `}}` to end the block, found {found}{HELP_MARK}add `}}` here"
                        ),
                    ),
                ));
            })
            .boxed()
    }

    /// `Constraint|Rewrite name? (args) (-> results)? body`
    pub(super) fn user_decl_with(self, rec: &Rec<'s, E>, inline: bool) -> P<'s, UserDecl, E> {
        let kind = choice((
            kw("Constraint").to(UserDeclKind::Constraint),
            kw("Rewrite").to(UserDeclKind::Rewrite),
        ));
        let arg_name = select_ref! { Tok::Ident(n) if !is_keyword(n) => n.to_string() }
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
            select_ref! { Tok::Code(i) => *i }.boxed()
        } else {
            select_ref! { Tok::Code(i) => *i }
                .then_ignore(self.semi().labelled("`;` after native declaration"))
                .boxed()
        };
        let external = if inline {
            punct(';').rewind().boxed()
        } else {
            choice((self.semi(), missing_external_semi())).boxed()
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
                    emitter.emit(E::custom(
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
                        emitter.emit(E::custom(
                            simple(stmt.span),
                            coded(Code::PatternBody, message),
                        ));
                    }
                }
                if inline && matches!(body, Body::Native(_) | Body::External(_)) {
                    emitter.emit(E::custom(
                        e.span(),
                        coded(
                            Code::NativeDeclaration,
                            "external declarations must be declared in global scope",
                        ),
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
}

/// Pattern metadata entries.
enum Meta {
    Benefit(Benefit),
    Recursion(Span),
}

/// True for `erase`, `replace` and `rewrite` statements.
pub(super) fn is_op_rewrite(stmt: &Stmt) -> bool {
    matches!(
        stmt.kind,
        StmtKind::Erase(_) | StmtKind::Replace(_) | StmtKind::Rewrite(_)
    )
}

/// An external declaration (`Constraint X(a: Op)`) directly followed by the next item or
/// the end of input: its `;` is missing. Reported just after the declaration, and
/// accepted as if the `;` were there, so the next item still parses; without this, the
/// error would list every possible body at the next item's first token.
fn missing_external_semi<'s, E: GrammarError<'s>>() -> P<'s, (), E> {
    let next = choice((
        one_of(item_starts()).map(|tok: Tok| tok.to_string()),
        end().to("end of input".to_owned()),
    ));
    next.rewind()
        .validate(|found, e, emitter| {
            emitter.emit(E::custom(
                e.span(),
                coded(
                    Code::MissingSemicolon,
                    format!(
                    "expected `;` after native declaration, found {found}{HELP_MARK}add `;` here"
                ),
                ),
            ));
        })
        .boxed()
}
