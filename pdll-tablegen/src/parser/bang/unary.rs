//! Unary bang operators (`UnOpInit`): `!not`, `!head`, `!tail`, `!size`, `!empty`,
//! `!cast<T>`, `!getdagop`, `!logtwo`, `!repr`, `!tolower`, `!toupper`.

use crate::bang::BangOperator;
use crate::fold::fold_un;
use crate::init::{InitId, Node, RecId, Ty, UnOp};
use crate::lexer::Punct;
use crate::parser::{Mode, ParseResult, Parser};

impl Parser<'_> {
    /// `!not`, `!head`, `!cast<T>`, ...: one operand.
    pub(super) fn parse_unary(
        &mut self,
        cur: Option<RecId>,
        bang: &BangOperator,
        op: UnOp,
    ) -> ParseResult<InitId> {
        self.lex();
        let given = self.parse_type_arg(bang)?;
        let mut ty = self.result_type(bang, given);
        if !self.consume(Punct::LParen) {
            return self.tok_err("expected '(' after unary operator");
        }
        let lhs = self.parse_value(cur, None, Mode::Value)?;
        if matches!(op, UnOp::Empty | UnOp::Size) {
            let ok = match self.typed(lhs) {
                Some(t) => matches!(self.cx.ty_kind(t), Ty::List(_) | Ty::Str | Ty::Dag),
                None => false,
            };
            if !ok {
                return self
                    .tok_err("expected string, list, or dag type argument in unary operator");
            }
        }
        if matches!(op, UnOp::Head | UnOp::Tail) {
            let Some(t) = self.typed(lhs) else {
                return self.tok_err("expected list type argument in unary operator");
            };
            let Some(et) = self.cx.list_elem(t) else {
                return self.tok_err("expected list type argument in unary operator");
            };
            if let Node::List(es, _) = self.cx.node(lhs).clone() {
                if es.is_empty() {
                    return self.tok_err("empty list argument in unary operator");
                }
                let Some(it) = self.typed(es[0]) else {
                    return self.tok_err("untyped list element in unary operator");
                };
                ty = Some(if op == UnOp::Head {
                    it
                } else {
                    self.cx.list_ty(it)
                });
            } else {
                ty = Some(if op == UnOp::Head { et } else { t });
            }
        }
        if !self.consume(Punct::RParen) {
            return self.tok_err("expected ')' in unary operator");
        }
        let ty = ty.unwrap_or(self.cx.t_any_rec);
        let u = self.cx.mk(Node::Un(op, lhs, ty));
        Ok(fold_un(&mut self.cx, u, cur, false))
    }
}
