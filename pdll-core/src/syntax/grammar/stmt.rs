//! Statements: `let`, `erase`, `replace`, `rewrite`, `return`, expressions.

use super::*;

impl<'s, E: GrammarError<'s>> Grammar<'s, E> {
    /// A statement without its `;` (the body of a lambda).
    pub(super) fn lambda_stmt(self, rec: &Rec<'s, E>) -> P<'s, Stmt, E> {
        let expr = rec.expr.clone();
        let let_stmt = kw("let")
            .ignore_then(
                select_ref! { Tok::Ident(n) => n.to_string() }
                    .validate(|n: String, e, emitter| {
                        if n == "_" {
                            emitter.emit(E::custom(
                                e.span(),
                                coded(
                                    Code::InvalidVariable,
                                    "`_` may only be used to define \"inline\" variables",
                                ),
                            ));
                        } else if is_keyword(&n) {
                            emitter.emit(E::custom(
                                e.span(),
                                coded(
                                    Code::InvalidVariable,
                                    format!("`{n}` is a keyword and cannot name a variable"),
                                ),
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
                            emitter.emit(E::custom(
                                simple(c.span),
                                coded(
                                    Code::InvalidVariable,
                                    "type constraints are not permitted on variables with \
                                 initializers",
                                ),
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
                        emitter.emit(E::custom(
                            e.span(),
                            coded(
                                Code::ArgumentCount,
                                format!(
                                    "expected at least one replacement value, consider using \
                                 `erase` if no replacement values are desired{HELP_MARK}\
                                 write `erase OP;` to remove the operation"
                                ),
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
    pub(super) fn statement(self, rec: &Rec<'s, E>) -> P<'s, Stmt, E> {
        let semi = self.semi().labelled("`;` after statement");
        let not_semi = token_tree_except(semis());
        // A whole statement whose `;` is missing before the end of its block (or of
        // the input) stays in the tree: the `;` error is reported, and sema still
        // checks the statement, so an error inside it that comes first in the text is
        // reported first (as mlir-pdll, which checks while it parses, does).
        let block_end = choice((
            close(Delim::Brace),
            just(Tok::Missing(Delim::Brace)).ignored(),
            end(),
        ));
        let unterminated = self.lambda_stmt(rec).then_ignore(block_end.rewind());
        let skipped = choice((
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
        let recovery = choice((unterminated, skipped));
        self.lambda_stmt(rec)
            .then_ignore(semi)
            .recover_with(via_parser(recovery))
            .boxed()
    }
}
