//! Bang operators, read by their row of [`crate::bang::BANG_OPERATORS`]: the
//! dispatch, the `<type>` argument and result type rules of the table, and the
//! operators that are not unary, binary or ternary nodes (`!isa`, `!exists`,
//! `!cond`). Each operator is folded as soon as it is read.

mod binary;
mod binding;
mod ternary;
mod unary;

use crate::bang::{BangOp, BangOperator, ResultType, TypeArg};
use crate::fold::{fold_cond, fold_exists, fold_isa};
use crate::init::{InitId, Node, RecId, TernOp, Ty, TyId};
use crate::lexer::{Punct, TokenKind};
use crate::parser::{Mode, ParseResult, Parser};

impl Parser<'_> {
    /// A bang operator, read as its row of [`crate::bang::BANG_OPERATORS`] says.
    pub(super) fn parse_operation(
        &mut self,
        cur: Option<RecId>,
        item: Option<TyId>,
    ) -> ParseResult<InitId> {
        let bang = match &self.tok {
            TokenKind::Bang(bang) => *bang,
            TokenKind::UnknownBang(name) => {
                let msg = format!("unknown or unsupported bang operator '!{name}'");
                return self.tok_err(msg);
            }
            _ => return self.tok_err("unknown bang operator"),
        };
        match bang.op {
            BangOp::Unary(op) => self.parse_unary(cur, bang, op),
            BangOp::Binary(op) => self.parse_binary(cur, item, bang, op),
            BangOp::Ternary(op @ (TernOp::Foreach | TernOp::Filter)) => {
                self.parse_foreach_filter(cur, item, op)
            }
            BangOp::Ternary(TernOp::Range) => self.parse_range(cur),
            BangOp::Ternary(op @ (TernOp::Substr | TernOp::Find)) => {
                self.parse_substr_find(cur, bang, op)
            }
            BangOp::Ternary(op) => self.parse_ternary(cur, item, bang, op),
            BangOp::IsA | BangOp::Exists => self.parse_isa_exists(cur, bang),
            BangOp::Cond => self.parse_cond(cur, item),
            BangOp::Foldl => self.parse_foldl(cur),
        }
    }

    /// The `<type>` after an operator's name, as its row asks (`None` if it takes
    /// none; any record for a record type that may be left out).
    pub(super) fn parse_type_arg(&mut self, bang: &BangOperator) -> ParseResult<Option<TyId>> {
        Ok(match bang.type_arg {
            TypeArg::None => None,
            TypeArg::Required => Some(self.parse_operator_type()?),
            TypeArg::OptionalRecord => {
                if self.is(Punct::Less) {
                    let t = self.parse_operator_type()?;
                    if !self.cx.is_rec_ty(t) {
                        let msg = format!("type for !{} must be a record type", bang.name);
                        return self.tok_err(msg);
                    }
                    Some(t)
                } else {
                    Some(self.cx.t_any_rec)
                }
            }
        })
    }

    /// The type of an operator's result when its row fixes it (or it is the
    /// `given` type), else `None`: the operands decide it.
    pub(super) fn result_type(&mut self, bang: &BangOperator, given: Option<TyId>) -> Option<TyId> {
        match bang.result {
            ResultType::Fixed(prim) => Some(prim.ty(&mut self.cx)),
            ResultType::Given => given,
            ResultType::FromOperands => None,
        }
    }

    /// `!isa<T>(value)` and `!exists<T>(name)`.
    fn parse_isa_exists(&mut self, cur: Option<RecId>, bang: &BangOperator) -> ParseResult<InitId> {
        let name = bang.name;
        self.lex();
        let t = self
            .parse_type_arg(bang)?
            .expect("!isa and !exists take a type");
        if !self.consume(Punct::LParen) {
            return self.tok_err(format!("expected '(' after type of !{name}"));
        }
        let eloc = self.loc.clone();
        let e = self.parse_value(cur, None, Mode::Value)?;
        if bang.op == BangOp::Exists {
            let et = self.typed(e);
            match et {
                Some(et) if *self.cx.ty_kind(et) == Ty::Str => {}
                Some(et) if self.cx.is_rec_ty(et) => return self.error_at(
                    eloc,
                    "expected string type argument in !exists operator, please use !isa instead",
                ),
                _ => {
                    return self.error_at(eloc, "expected string type argument in !exists operator")
                }
            }
        }
        if !self.consume(Punct::RParen) {
            return self.tok_err(format!("expected ')' in !{name}"));
        }
        if bang.op == BangOp::IsA {
            let u = self.cx.mk(Node::IsA(t, e));
            return Ok(fold_isa(&mut self.cx, u));
        }
        let u = self.cx.mk(Node::Exists(t, e));
        Ok(fold_exists(&mut self.cx, u, cur, false))
    }

    fn parse_cond(&mut self, cur: Option<RecId>, item: Option<TyId>) -> ParseResult<InitId> {
        self.lex();
        if !self.consume(Punct::LParen) {
            return self.tok_err("expected '(' after !cond operator");
        }
        let mut cases = Vec::new();
        let mut vals = Vec::new();
        loop {
            if self.consume(Punct::RParen) {
                break;
            }
            cases.push(self.parse_value(cur, None, Mode::Value)?);
            if !self.consume(Punct::Colon) {
                return self.tok_err("expected ':'  following a condition in !cond operator");
            }
            vals.push(self.parse_value(cur, item, Mode::Value)?);
            if self.consume(Punct::RParen) {
                break;
            }
            if !self.consume(Punct::Comma) {
                return self.tok_err("expected ',' or ')' following a value in !cond operator");
            }
        }
        if cases.is_empty() {
            return self
                .tok_err("there should be at least 1 'condition : value' in the !cond operator");
        }
        let mut ty: Option<TyId> = None;
        for v in &vals {
            if self.cx.is_unset(*v) {
                continue;
            }
            let vt = self.typed(*v);
            ty = match (ty, vt) {
                (None, vt) => vt,
                (Some(t), Some(vt)) => match self.cx.resolve_types(t, vt) {
                    Some(r) => Some(r),
                    None => {
                        let msg = format!(
                            "inconsistent types '{}' and '{}' for !cond",
                            self.cx.ty_str(t),
                            self.cx.ty_str(vt)
                        );
                        return self.tok_err(msg);
                    }
                },
                (t, None) => t,
            };
        }
        let Some(ty) = ty else {
            return self.tok_err("could not determine type for !cond from its arguments");
        };
        let u = self.cx.mk(Node::Cond(cases.into(), vals.into(), ty));
        Ok(fold_cond(&mut self.cx, u, cur))
    }
}
