//! Ternary bang operators (`TernOpInit`): `!if`, `!subst`, `!dag`, `!setdagarg`,
//! `!setdagname`, `!substr`, `!find` (with an optional third operand) and `!range`
//! (one to three).

use crate::bang::BangOperator;
use crate::fold::{fold_tern, fold_un};
use crate::init::{InitId, Node, RecId, TernOp, Ty, TyId, UnOp};
use crate::lexer::Punct;
use crate::parser::{Mode, ParseResult, Parser};

impl Parser<'_> {
    /// `!if`, `!subst`, `!dag`, `!setdagarg`, `!setdagname`: three operands.
    pub(super) fn parse_ternary(
        &mut self,
        cur: Option<RecId>,
        item: Option<TyId>,
        bang: &BangOperator,
        code: TernOp,
    ) -> ParseResult<InitId> {
        self.lex();
        let mut ty = self.result_type(bang, None);
        // The type the context expects passes to the branches of `!if` and `!subst`.
        let item = match code {
            TernOp::If | TernOp::Subst => item,
            _ => None,
        };
        if !self.consume(Punct::LParen) {
            return self.tok_err("expected '(' after ternary operator");
        }
        let lhs = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(Punct::Comma) {
            return self.tok_err("expected ',' in ternary operator");
        }
        let mloc = self.loc.clone();
        let mhs = self.parse_value(cur, item, Mode::Value)?;
        if !self.consume(Punct::Comma) {
            return self.tok_err("expected ',' in ternary operator");
        }
        let rloc = self.loc.clone();
        let rhs = self.parse_value(cur, item, Mode::Value)?;
        if !self.consume(Punct::RParen) {
            return self.tok_err("expected ')' in binary operator");
        }
        match code {
            TernOp::Dag => {
                let mt = self.typed(mhs);
                if mt.is_none() && !self.cx.is_unset(mhs) {
                    return self
                        .error_at(mloc, "could not determine type of the child list in !dag");
                }
                if let Some(mt) = mt {
                    if !self.cx.is_list_ty(mt) {
                        let msg = format!(
                            "expected list of children, got type '{}'",
                            self.cx.ty_str(mt)
                        );
                        return self.error_at(mloc, msg);
                    }
                }
                let rt = self.typed(rhs);
                if rt.is_none() && !self.cx.is_unset(rhs) {
                    return self
                        .error_at(rloc, "could not determine type of the name list in !dag");
                }
                if let Some(rt) = rt {
                    let ls = self.cx.list_ty(self.cx.t_str);
                    if rt != ls {
                        let msg =
                            format!("expected list<string>, got type '{}'", self.cx.ty_str(rt));
                        return self.error_at(rloc, msg);
                    }
                }
                if mt.is_none() && rt.is_none() {
                    return self.error_at(
                        mloc,
                        "cannot have both unset children and unset names in !dag",
                    );
                }
            }
            TernOp::If => {
                let mut mt = self.typed(mhs);
                let mut rt = self.typed(rhs);
                if self.cx.is_unset(mhs) {
                    mt = rt;
                }
                if self.cx.is_unset(rhs) {
                    rt = mt;
                }
                let (Some(mt), Some(rt)) = (mt, rt) else {
                    return self.tok_err("could not get type for !if");
                };
                match self.cx.resolve_types(mt, rt) {
                    Some(t) => ty = Some(t),
                    None => {
                        let msg = format!(
                            "inconsistent types '{}' and '{}' for !if",
                            self.cx.ty_str(mt),
                            self.cx.ty_str(rt)
                        );
                        return self.tok_err(msg);
                    }
                }
            }
            TernOp::Subst => match self.typed(rhs) {
                Some(t) => ty = Some(t),
                None => return self.tok_err("could not get type for !subst"),
            },
            _ => {
                let ok = self
                    .typed(mhs)
                    .is_some_and(|t| matches!(self.cx.ty_kind(t), Ty::Int | Ty::Str));
                if !ok {
                    return self.error_at(mloc, "expected integer index or string name");
                }
            }
        }
        let ty = ty.unwrap_or(self.cx.t_any_rec);
        let u = self.cx.mk(Node::Tern(code, lhs, mhs, rhs, ty));
        Ok(fold_tern(&mut self.cx, u, cur))
    }

    /// `!substr(s, start[, length])` and `!find(s, needle[, start])`.
    pub(super) fn parse_substr_find(
        &mut self,
        cur: Option<RecId>,
        bang: &BangOperator,
        code: TernOp,
    ) -> ParseResult<InitId> {
        let name = bang.name;
        self.lex();
        let find = code == TernOp::Find;
        if !self.consume(Punct::LParen) {
            return self.tok_err(format!("expected '(' after !{name} operator"));
        }
        let lhs = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(Punct::Comma) {
            return self.tok_err(format!("expected ',' in !{name} operator"));
        }
        let mhs = self.parse_value(cur, None, Mode::Value)?;
        let rhs = if self.consume(Punct::Comma) {
            self.parse_value(cur, None, Mode::Value)?
        } else if find {
            self.cx.int(0)
        } else {
            self.cx.int(i64::MAX)
        };
        if !self.consume(Punct::RParen) {
            return self.tok_err(format!("expected ')' in !{name} operator"));
        }
        let ty = self
            .result_type(bang, None)
            .expect("!substr and !find have a fixed type");
        let u = self.cx.mk(Node::Tern(code, lhs, mhs, rhs, ty));
        Ok(fold_tern(&mut self.cx, u, cur))
    }

    pub(super) fn parse_range(&mut self, cur: Option<RecId>) -> ParseResult<InitId> {
        let op_loc = self.loc.clone();
        self.lex();
        if !self.consume(Punct::LParen) {
            return self.tok_err("expected '(' after !range operator");
        }
        let mut args = Vec::new();
        loop {
            if args.len() >= 3 {
                return self.tok_err("expected at most three values of integer");
            }
            let iloc = self.loc.clone();
            let v = self.parse_value(cur, None, Mode::Value)?;
            let Some(t) = self.typed(v) else {
                return self.error_at(op_loc, "expected value to be a typed value");
            };
            let is_list = self.cx.is_list_ty(t);
            let first_is_list = match args.first() {
                Some(a) => {
                    let t0 = self.typed(*a).unwrap_or(t);
                    self.cx.is_list_ty(t0)
                }
                None => false,
            };
            let ok = (args.is_empty() && is_list) || (t == self.cx.t_int && !first_is_list);
            if !ok {
                let msg = format!(
                    "expected list or int, got value of type '{}'",
                    self.cx.ty_str(t)
                );
                return self.error_at(iloc, msg);
            }
            args.push(v);
            if !self.consume(Punct::Comma) {
                break;
            }
        }
        if !self.consume(Punct::RParen) {
            return self.tok_err("expected ')' in operator");
        }
        let (ti, zero, one) = (self.cx.t_int, self.cx.int(0), self.cx.int(1));
        let (l, m, r) = if args.len() == 1 {
            let t0 = self.typed(args[0]).unwrap();
            if self.cx.is_list_ty(t0) {
                let u = self.cx.mk(Node::Un(UnOp::Size, args[0], ti));
                (zero, fold_un(&mut self.cx, u, cur, false), one)
            } else {
                (zero, args[0], one)
            }
        } else {
            (
                args[0],
                args[1],
                if args.len() == 3 { args[2] } else { one },
            )
        };
        let lt = self.cx.list_ty(ti);
        let u = self.cx.mk(Node::Tern(TernOp::Range, l, m, r, lt));
        Ok(fold_tern(&mut self.cx, u, cur))
    }
}
