//! Binary bang operators (`BinOpInit`): arithmetic and bits, comparisons, list,
//! string and dag operators; those that take more operands fold from the left.

use crate::bang::BangOperator;
use crate::fold::fold_bin;
use crate::init::{BinOp, InitId, Node, RecId, TyId};
use crate::lexer::Punct;
use crate::parser::{Mode, ParseResult, Parser};

impl Parser<'_> {
    /// `!add`, `!eq`, `!listconcat`, `!getdagarg<T>`, ...: two operands, or more
    /// for those that fold from the left.
    pub(super) fn parse_binary(
        &mut self,
        cur: Option<RecId>,
        item: Option<TyId>,
        bang: &BangOperator,
        bin: BinOp,
    ) -> ParseResult<InitId> {
        let op_loc = self.loc.clone();
        self.lex();
        let given = self.parse_type_arg(bang)?;
        let mut ty = self.result_type(bang, given);
        // The type the first operand is read with.
        let mut arg_ty = match bin {
            BinOp::Concat | BinOp::SetDagOp | BinOp::GetDagArg | BinOp::GetDagName => {
                Some(self.cx.t_dag)
            }
            BinOp::And
            | BinOp::Or
            | BinOp::Xor
            | BinOp::Sra
            | BinOp::Srl
            | BinOp::Shl
            | BinOp::Add
            | BinOp::Sub
            | BinOp::Mul
            | BinOp::Div => Some(self.cx.t_int),
            BinOp::ListConcat | BinOp::ListRemove => item,
            BinOp::StrConcat => Some(self.cx.t_str),
            _ => None,
        };
        if let (Some(t), Some(it)) = (ty, item) {
            if !self.cx.convertible(t, it) {
                let msg = format!(
                    "expected value of type '{}', got '{}'",
                    self.cx.ty_str(it),
                    self.cx.ty_str(t)
                );
                return self.error_at(op_loc, msg);
            }
        }
        if !self.consume(Punct::LParen) {
            return self.tok_err("expected '(' after binary operator");
        }
        let mut list: Vec<InitId> = Vec::new();
        loop {
            let iloc = self.loc.clone();
            let v = self.parse_value(cur, arg_ty, Mode::Value)?;
            list.push(v);
            let Some(lt) = self.typed(v) else {
                let msg = format!(
                    "expected value to be a typed value, got '{}'",
                    self.cx.as_string(v)
                );
                return self.error_at(op_loc, msg);
            };
            match arg_ty {
                None => {
                    arg_ty = Some(lt);
                    match bin {
                        BinOp::ListConcat | BinOp::ListRemove if !self.cx.is_list_ty(lt) => {
                            let msg = format!(
                                "expected a list, got value of type '{}'",
                                self.cx.ty_str(lt)
                            );
                            return self.error_at(iloc, msg);
                        }
                        BinOp::ListSplat => {
                            if list.len() == 2 && lt != self.cx.t_int {
                                let msg = format!(
                                    "expected second parameter to be an int, got value of type '{}'",
                                    self.cx.ty_str(lt)
                                );
                                return self.error_at(iloc, msg);
                            }
                            arg_ty = None;
                        }
                        BinOp::Eq | BinOp::Ne => {
                            let (ti, ts, tr) = (self.cx.t_int, self.cx.t_str, self.cx.t_any_rec);
                            if !self.cx.convertible(lt, ti)
                                && !self.cx.convertible(lt, ts)
                                && !self.cx.convertible(lt, tr)
                            {
                                let msg = format!(
                                    "expected bit, bits, int, string, or record; got value of type '{}'",
                                    self.cx.ty_str(lt)
                                );
                                return self.error_at(iloc, msg);
                            }
                        }
                        BinOp::GetDagArg | BinOp::Le | BinOp::Lt | BinOp::Ge | BinOp::Gt => {
                            let (ti, ts) = (self.cx.t_int, self.cx.t_str);
                            if !self.cx.convertible(lt, ti) && !self.cx.convertible(lt, ts) {
                                let msg = format!(
                                    "expected bit, bits, int, or string; got value of type '{}'",
                                    self.cx.ty_str(lt)
                                );
                                return self.error_at(iloc, msg);
                            }
                        }
                        BinOp::Interleave => {
                            if list.len() == 1 {
                                let ls = self.cx.list_ty(self.cx.t_str);
                                let li = self.cx.list_ty(self.cx.t_int);
                                if lt != ls && !self.cx.convertible(lt, li) {
                                    let msg = format!(
                                        "expected list of string, int, bits, or bit; got value of type '{}'",
                                        self.cx.ty_str(lt)
                                    );
                                    return self.error_at(iloc, msg);
                                }
                            } else if list.len() == 2 && lt != self.cx.t_str {
                                let msg = format!(
                                    "expected second argument to be a string, got value of type '{}'",
                                    self.cx.ty_str(lt)
                                );
                                return self.error_at(iloc, msg);
                            }
                            arg_ty = None;
                        }
                        _ => {}
                    }
                }
                Some(at) => {
                    let Some(res) = self.cx.resolve_types(at, lt) else {
                        let msg = format!(
                            "expected value of type '{}', got '{}'",
                            self.cx.ty_str(at),
                            self.cx.ty_str(lt)
                        );
                        return self.error_at(iloc, msg);
                    };
                    if !matches!(
                        bin,
                        BinOp::Add
                            | BinOp::Sub
                            | BinOp::And
                            | BinOp::Or
                            | BinOp::Xor
                            | BinOp::Sra
                            | BinOp::Srl
                            | BinOp::Shl
                            | BinOp::Mul
                            | BinOp::Div
                    ) {
                        arg_ty = Some(res);
                    }
                }
            }
            match bin {
                BinOp::SetDagOp => arg_ty = Some(self.cx.t_any_rec),
                BinOp::GetDagArg => arg_ty = None,
                BinOp::GetDagName => arg_ty = Some(self.cx.t_int),
                _ => {}
            }
            if !self.consume(Punct::Comma) {
                break;
            }
        }
        if !self.consume(Punct::RParen) {
            return self.tok_err("expected ')' in operator");
        }
        if matches!(bin, BinOp::ListConcat | BinOp::ListRemove) {
            ty = arg_ty;
        }
        if bin == BinOp::ListSplat {
            let t0 = self.typed(list[0]).unwrap_or(self.cx.t_any_rec);
            ty = Some(self.cx.list_ty(t0));
        }
        let ty = ty.unwrap_or(self.cx.t_any_rec);
        if bang.folds_left() {
            while list.len() > 2 {
                let rhs = list.pop().unwrap();
                let lhs = *list.last().unwrap();
                let u = self.cx.mk(Node::Bin(bin, lhs, rhs, ty));
                let f = fold_bin(&mut self.cx, u, cur);
                *list.last_mut().unwrap() = f;
            }
        }
        if list.len() == 2 {
            let u = self.cx.mk(Node::Bin(bin, list[0], list[1], ty));
            return Ok(fold_bin(&mut self.cx, u, cur));
        }
        self.error_at(op_loc, "expected two operands to operator")
    }
}
