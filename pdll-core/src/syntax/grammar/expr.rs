//! Constraints and expressions (with the operators of the operator proposal).

use super::*;

impl<'s, E: GrammarError<'s>> Grammar<'s, E> {
    /// `C` or `[C1, C2, ...]`: the constraints and whether they were bracketed.
    pub(super) fn constraint_list(self, rec: &Rec<'s, E>) -> P<'s, (Vec<Constraint>, bool), E> {
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
    pub(super) fn constraint(self, rec: &Rec<'s, E>) -> P<'s, Constraint, E> {
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
                        emitter.emit(E::custom(
                            simple(d.span),
                            coded(
                                Code::Section,
                                "expected a constraint, found an inline `Rewrite`",
                            ),
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
    pub(super) fn expressions(self, rec: &Rec<'s, E>) -> (P<'s, Expr, E>, P<'s, Expr, E>) {
        let expr = rec.expr.clone();
        let mk = move |kind, s: SimpleSpan| Expr {
            kind,
            span: self.sp(s),
        };
        let exprs = expr.clone().separated_by(punct(',')).collect::<Vec<_>>();

        // `_: C` and `name: C` / `name`.
        // `op<`, `attr<` and `type<` always start a literal or op expression (their
        // errors are reported there); otherwise the words are plain identifiers.
        let dependent_keyword = select_ref! {
            Tok::Ident(n) if matches!(&**n, "op" | "attr" | "type") => ()
        }
        .then(punct('<'));
        let var_def = dependent_keyword
            .not()
            .ignore_then(
                select_ref! { Tok::Ident(n) if &**n == "_" || !is_keyword(n) => n.to_string() },
            )
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
                        emitter.emit(E::custom(e.span(), "expected `:` after `_` variable"));
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
        let label = select_ref! { Tok::Ident(n) if !is_keyword(n) => n.to_string() }
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
                        emitter.emit(E::custom(
                            simple(la.span),
                            coded(
                                Code::Redefinition,
                                format!("duplicate tuple element label `{}`", la.name),
                            ),
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
                select_ref! { Tok::Int(n) => Member::Index(*n as usize) },
                select_ref! { Tok::Ident(n) => Member::Name(n.to_string()) },
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

        // One operand, then any number of `operator operand` pairs (one check for an
        // operator after each operand, rather than one per precedence level), folded
        // into a tree by precedence; all operators are left-associative.
        let op_tok = chumsky::primitive::select_ref(|tok: &Tok, _| binary_op_of(tok))
            .labelled("operator")
            .map_with(move |op, e| (op, self.sp(e.span())));
        let or = unary
            .clone()
            .then(
                op_tok
                    .then(unary)
                    .repeated()
                    .at_most(MAX_CHAIN)
                    .collect::<Vec<_>>(),
            )
            .map(|(first, rest)| fold_binary(first, rest))
            .boxed();
        (or, postfix)
    }
}

/// The binary operator a token spells, if any (punctuation joint or not).
fn binary_op_of(tok: &Tok) -> Option<BinaryOp> {
    Some(match tok {
        Tok::Punct('*', _) => BinaryOp::Mul,
        Tok::Punct('/', _) => BinaryOp::Div,
        Tok::Punct('%', _) => BinaryOp::Rem,
        Tok::Punct('+', _) => BinaryOp::Add,
        Tok::Punct('-', _) => BinaryOp::Sub,
        Tok::Punct('<', _) => BinaryOp::Lt,
        Tok::Op("<=") => BinaryOp::Le,
        Tok::Punct('>', _) => BinaryOp::Gt,
        Tok::Op(">=") => BinaryOp::Ge,
        Tok::Op("==") => BinaryOp::Eq,
        Tok::Op("!=") => BinaryOp::Ne,
        Tok::Op("&&") => BinaryOp::And,
        Tok::Op("||") => BinaryOp::Or,
        _ => return None,
    })
}

/// The tree of `first (op operand)*`: operators bind by [`BinaryOp::precedence`],
/// left-associative (precedence climbing over the list; its length is bounded by
/// `MAX_CHAIN`, and so is the depth of the tree).
fn fold_binary(first: Expr, rest: Vec<((BinaryOp, Span), Expr)>) -> Expr {
    let mut rest = rest.into_iter().peekable();
    climb(first, &mut rest, 0)
}

/// Folds operators of precedence above `min` into `lhs`, as long as they come.
fn climb(
    mut lhs: Expr,
    rest: &mut std::iter::Peekable<std::vec::IntoIter<((BinaryOp, Span), Expr)>>,
    min: u8,
) -> Expr {
    while let Some(((op, op_span), mut rhs)) = rest.next_if(|((op, _), _)| op.precedence() > min) {
        // Tighter operators after `rhs` take it as their left operand first.
        while rest
            .peek()
            .is_some_and(|((next, _), _)| next.precedence() > op.precedence())
        {
            let tighter = rest.peek().map_or(0, |((next, _), _)| next.precedence());
            rhs = climb(rhs, rest, tighter - 1);
        }
        lhs = Expr {
            span: lhs.span.to(rhs.span),
            kind: ExprKind::Binary(BinaryExpr {
                op,
                op_span,
                lhs: Box::new(lhs),
                rhs: Box::new(rhs),
            }),
        };
    }
    lhs
}
