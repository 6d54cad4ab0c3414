//! List slices (`l[0, 2...3]`) and range lists (`{0-3, 5}`, `foreach i = 1...4`).

use std::mem;

use crate::fold::{fold_bin, list_concat};
use crate::init::{BinOp, InitId, Node, RecId, Ty};
use crate::lexer::{Punct, TokenKind};
use crate::parser::{Mode, ParseResult, Parser};

impl Parser<'_> {
    fn parse_slice_element(&mut self, cur: Option<RecId>) -> ParseResult<InitId> {
        let lloc = self.loc.clone();
        let lhs = self.parse_value(cur, None, Mode::Value)?;
        let rhs = match self.tok {
            TokenKind::Punct(Punct::DotDotDot) | TokenKind::Punct(Punct::Minus) => {
                self.lex();
                let rloc = self.loc.clone();
                let r = self.parse_value(cur, None, Mode::Value)?;
                if self.typed(r) != Some(self.cx.t_int) {
                    return self.error_at(rloc, "expected int...int");
                }
                r
            }
            TokenKind::Int(v) => {
                let v = v.wrapping_neg();
                if v < 0 {
                    return self.tok_err("invalid range, cannot be negative");
                }
                self.lex();
                self.cx.int(v)
            }
            _ => return Ok(lhs),
        };
        if self.typed(lhs) != Some(self.cx.t_int) {
            return self.error_at(lloc, "expected int...int");
        }
        let lt = self.cx.list_ty(self.cx.t_int);
        let u = self.cx.mk(Node::Bin(BinOp::RangeC, lhs, rhs, lt));
        Ok(fold_bin(&mut self.cx, u, cur))
    }

    pub(super) fn parse_slice_elements(
        &mut self,
        cur: Option<RecId>,
        mut single: bool,
    ) -> ParseResult<InitId> {
        let mut elems: Vec<InitId> = Vec::new();
        let mut slices: Vec<InitId> = Vec::new();
        let ti = self.cx.t_int;
        let mut cur_val: Option<InitId>;
        loop {
            let lloc = self.loc.clone();
            let v = self.parse_slice_element(cur)?;
            let vt = self.typed(v);
            cur_val = Some(v);
            match vt.map(|t| self.cx.ty_kind(t).clone()) {
                Some(Ty::List(e)) => {
                    if e != ti {
                        return self.error_at(lloc, "expected list<int>");
                    }
                    if !elems.is_empty() {
                        let l = self.cx.mk(Node::List(mem::take(&mut elems).into(), ti));
                        slices.push(l);
                    }
                    slices.push(v);
                    single = false;
                    cur_val = None;
                }
                Some(Ty::Int) => {}
                _ => return self.error_at(lloc, "unhandled type in range"),
            }
            if !self.is(Punct::Comma) {
                break;
            }
            self.lex();
            single = false;
            if let Some(c) = cur_val.take() {
                elems.push(c);
            }
            if self.is(Punct::RSquare) {
                break;
            }
        }
        if let Some(c) = cur_val {
            if single {
                return Ok(c);
            }
            elems.push(c);
        }
        if !elems.is_empty() {
            let l = self.cx.mk(Node::List(elems.into(), ti));
            slices.push(l);
        }
        let mut result: Option<InitId> = None;
        for s in slices {
            result = Some(match result {
                Some(r) => list_concat(&mut self.cx, r, s),
                None => s,
            });
        }
        match result {
            Some(r) => Ok(r),
            None => self.tok_err("expected slice elements"),
        }
    }

    pub(super) fn parse_range_list(&mut self) -> ParseResult<Vec<u32>> {
        let mut out = Vec::new();
        self.parse_range_piece(&mut out, None)?;
        while self.consume(Punct::Comma) {
            self.parse_range_piece(&mut out, None)?;
        }
        Ok(out)
    }

    pub(super) fn parse_range_piece(
        &mut self,
        out: &mut Vec<u32>,
        first: Option<InitId>,
    ) -> ParseResult<()> {
        let v = match first {
            Some(f) => f,
            None => self.parse_value(None, None, Mode::Value)?,
        };
        let Some(start) = self.cx.int_of(v) else {
            return self.tok_err("expected integer or bitrange");
        };
        if start < 0 {
            return self.tok_err("invalid range, cannot be negative");
        }
        let end = match self.tok {
            TokenKind::Punct(Punct::DotDotDot) | TokenKind::Punct(Punct::Minus) => {
                self.lex();
                let e = self.parse_value(None, None, Mode::Value)?;
                match self.cx.int_of(e) {
                    Some(e) => e,
                    None => return self.tok_err("expected integer value as end of range"),
                }
            }
            TokenKind::Int(e) => {
                self.lex();
                e.wrapping_neg()
            }
            _ => {
                out.push(start as u32);
                return Ok(());
            }
        };
        if end < 0 {
            return self.tok_err("invalid range, cannot be negative");
        }
        if start < end {
            out.extend((start..=end).map(|x| x as u32));
        } else {
            out.extend((end..=start).rev().map(|x| x as u32));
        }
        Ok(())
    }
}
