//! Bang operators that bind variables in an expression: `!foreach`, `!filter` and
//! `!foldl` (the variables live in a temporary record scope while the expression
//! is read).

use crate::fold::{fold_foldl, fold_tern};
use crate::init::{InitId, Node, RecId, TernOp, Ty, TyId};
use crate::lexer::{Punct, TokenKind};
use crate::parser::scope::ScopeKind;
use crate::parser::{Mode, ParseResult, Parser};
use crate::record::{FieldKind, Record, RecordVal};

impl Parser<'_> {
    /// `!foreach(var, list or dag, expr)` and `!filter(var, list, predicate)`.
    pub(super) fn parse_foreach_filter(
        &mut self,
        cur: Option<RecId>,
        item: Option<TyId>,
        code: TernOp,
    ) -> ParseResult<InitId> {
        let op_loc = self.loc.clone();
        let is_foreach = code == TernOp::Foreach;
        self.lex();
        if !self.consume(Punct::LParen) {
            return self.tok_err("expected '(' after !foreach/!filter");
        }
        let TokenKind::Id(var) = self.tok.clone() else {
            return self.tok_err("first argument of !foreach/!filter must be an identifier");
        };
        let lhs = self.cx.string(&var);
        self.lex();
        if let Some(c) = cur {
            if self.cx.rec(c).value(lhs).is_some() {
                return self.tok_err(format!("iteration variable '{var}' is already defined"));
            }
        }
        if !self.consume(Punct::Comma) {
            return self.tok_err("expected ',' in !foreach/!filter");
        }
        let mhs = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(Punct::Comma) {
            return self.tok_err("expected ',' in !foreach/!filter");
        }
        let Some(mt) = self.typed(mhs) else {
            return self.tok_err("could not get type of !foreach/!filter list or dag");
        };
        let (in_elt, expr_elt, is_dag) = match self.cx.ty_kind(mt).clone() {
            Ty::List(e) => {
                let expr = match item {
                    Some(it) => match self.cx.list_elem(it) {
                        Some(oe) => Some(if is_foreach { oe } else { self.cx.t_int }),
                        None => {
                            let msg = format!(
                                "expected value of type '{}', but got list type",
                                self.cx.ty_str(it)
                            );
                            return self.error_at(op_loc, msg);
                        }
                    },
                    None => None,
                };
                (e, expr, false)
            }
            Ty::Dag => {
                if !is_foreach {
                    return self.tok_err("!filter must have a list argument");
                }
                (mt, None, true)
            }
            _ => {
                return self.tok_err(if is_foreach {
                    "!foreach must have a list or dag argument"
                } else {
                    "!filter must have a list argument"
                })
            }
        };
        // A temporary record scopes the iteration variable.
        let (prec, tmp) = match cur {
            Some(c) => (c, false),
            None => {
                let n = self.cx.string(".parse");
                let l = self.loc.clone();
                (self.cx.add_record(Record::new(n, l, false, false)), true)
            }
        };
        self.push_scope(ScopeKind::Record(prec));
        let l = self.loc.clone();
        let unset = self.cx.unset;
        self.cx.rec_mut(prec).values.push(RecordVal {
            name: lhs,
            ty: in_elt,
            kind: FieldKind::Normal,
            value: unset,
            loc: Some(l),
        });
        let rhs = self.parse_value(Some(prec), expr_elt, Mode::Value);
        self.cx.rec_mut(prec).remove_value(lhs);
        self.pop_scope();
        let _ = tmp;
        let rhs = rhs?;
        if !self.consume(Punct::RParen) {
            return self.tok_err("expected ')' in !foreach/!filter");
        }
        let out = if is_foreach && !is_dag {
            let Some(rt) = self.typed(rhs) else {
                return self.tok_err("could not get type of !foreach result expression");
            };
            self.cx.list_ty(rt)
        } else if !is_foreach {
            self.cx.list_ty(in_elt)
        } else {
            in_elt
        };
        let u = self.cx.mk(Node::Tern(code, lhs, mhs, rhs, out));
        Ok(fold_tern(&mut self.cx, u, cur))
    }

    pub(super) fn parse_foldl(&mut self, cur: Option<RecId>) -> ParseResult<InitId> {
        self.lex();
        if !self.consume(Punct::LParen) {
            return self.tok_err("expected '(' after !foldl");
        }
        let start = self.parse_value(cur, None, Mode::Value)?;
        let Some(st) = self.typed(start) else {
            return self.tok_err("could not get type of !foldl start");
        };
        if !self.consume(Punct::Comma) {
            return self.tok_err("expected ',' in !foldl");
        }
        let list = self.parse_value(cur, None, Mode::Value)?;
        let Some(lt) = self.typed(list) else {
            return self.tok_err("could not get type of !foldl list");
        };
        let Some(et) = self.cx.list_elem(lt) else {
            return self.tok_err("!foldl list must be a list");
        };
        if !self.consume(Punct::Comma) {
            return self.tok_err("expected ',' in !foldl");
        }
        let TokenKind::Id(an) = self.tok.clone() else {
            return self.tok_err("third argument of !foldl must be an identifier");
        };
        let a = self.cx.string(&an);
        self.lex();
        if !self.consume(Punct::Comma) {
            return self.tok_err("expected ',' in !foldl");
        }
        let TokenKind::Id(bn) = self.tok.clone() else {
            return self.tok_err("fourth argument of !foldl must be an identifier");
        };
        let b = self.cx.string(&bn);
        self.lex();
        if !self.consume(Punct::Comma) {
            return self.tok_err("expected ',' in !foldl");
        }
        let prec = match cur {
            Some(c) => c,
            None => {
                let n = self.cx.string(".parse");
                let l = self.loc.clone();
                self.cx.add_record(Record::new(n, l, false, false))
            }
        };
        if self.cx.rec(prec).value(a).is_some() {
            return self.tok_err(format!("left !foldl variable '{an}' already defined"));
        }
        if self.cx.rec(prec).value(b).is_some() {
            return self.tok_err(format!("right !foldl variable '{bn}' already defined"));
        }
        self.push_scope(ScopeKind::Record(prec));
        let unset = self.cx.unset;
        for (n, t) in [(a, st), (b, et)] {
            self.cx.rec_mut(prec).values.push(RecordVal {
                name: n,
                ty: t,
                kind: FieldKind::Normal,
                value: unset,
                loc: None,
            });
        }
        let expr = self.parse_value(Some(prec), None, Mode::Value);
        self.cx.rec_mut(prec).remove_value(a);
        self.cx.rec_mut(prec).remove_value(b);
        self.pop_scope();
        let expr = expr?;
        let Some(xt) = self.typed(expr) else {
            return self.tok_err("could not get type of !foldl expression");
        };
        if xt != st {
            let msg = format!(
                "!foldl expression must be of same type as start ({}), but is of type {}",
                self.cx.ty_str(st),
                self.cx.ty_str(xt)
            );
            return self.tok_err(msg);
        }
        if !self.consume(Punct::RParen) {
            return self.tok_err("expected ')' in fold operator");
        }
        let u = self.cx.mk(Node::Fold(start, list, a, b, expr, st));
        Ok(fold_foldl(&mut self.cx, u, cur))
    }
}
