//! Values: simple values (literals, names, `Class<args>`, bit lists `{...}`, lists
//! `[...]`, dags `(op ...)`, bang operators) and their suffixes (bit ranges `{...}`,
//! slices `[...]`, field access `.f`, pasting `#`), folded as soon as they are read.

use crate::bang::BangOp;
use crate::fold::{fold_bin, fold_field, fold_un, fold_vardef, list_concat, mk_field, str_concat};
use crate::init::{BinOp, InitId, Node, RecId, Ty, TyId, UnOp};
use crate::lexer::{Keyword, Punct, TokenKind};
use crate::parser::{Mode, ParseResult, Parser};
use crate::Loc;

/// How deep values may nest (`!add(!add(...))`, `[[...]]`, `(a (b ...))`).
const MAX_VALUE_NESTING: u32 = 200;

impl Parser<'_> {
    pub(super) fn parse_value(
        &mut self,
        cur: Option<RecId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> ParseResult<InitId> {
        // Values nest through recursion: bound it so that deep input is an
        // error, not a stack overflow. MLIR's files nest a few tens deep.
        if self.depth >= MAX_VALUE_NESTING {
            return self.tok_err(format!(
                "value nested deeper than {MAX_VALUE_NESTING} levels"
            ));
        }
        self.depth += 1;
        let r = self.parse_value_inner(cur, item, mode);
        self.depth -= 1;
        r
    }

    fn parse_value_inner(
        &mut self,
        cur: Option<RecId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> ParseResult<InitId> {
        let lhs_loc = self.loc.clone();
        let mut result = self.parse_simple_value(cur, item, mode)?;
        loop {
            match self.tok {
                TokenKind::Punct(Punct::LBrace) => {
                    if mode == Mode::Name {
                        return Ok(result);
                    }
                    let cloc = self.loc.clone();
                    self.lex();
                    let mut ranges = self.parse_range_list()?;
                    ranges.reverse();
                    match self.cx.convert_bit_range(result, &ranges) {
                        Some(r) => result = r,
                        None => return self.error_at(cloc, "Invalid bit range for value"),
                    }
                    if !self.consume(Punct::RBrace) {
                        return self.tok_err("expected '}' at end of bit range list");
                    }
                }
                TokenKind::Punct(Punct::LSquare) => {
                    let lt = self.typed(result);
                    let Some(lt) = lt else {
                        return self.error_at(lhs_loc, "Invalid value, list expected");
                    };
                    let Some(et) = self.cx.list_elem(lt) else {
                        let msg =
                            format!("Type '{}' is invalid, list expected", self.cx.ty_str(lt));
                        return self.error_at(lhs_loc, msg);
                    };
                    self.lex();
                    let rhs = self.parse_slice_elements(cur, true)?;
                    let rt = self.typed(rhs).unwrap_or(self.cx.t_int);
                    let u = if self.cx.is_list_ty(rt) {
                        self.cx.mk(Node::Bin(BinOp::ListSlice, result, rhs, lt))
                    } else {
                        self.cx.mk(Node::Bin(BinOp::ListElem, result, rhs, et))
                    };
                    result = fold_bin(&mut self.cx, u, cur);
                    if !self.consume(Punct::RSquare) {
                        return self.tok_err("expected ']' at end of list slice");
                    }
                }
                TokenKind::Punct(Punct::Dot) => {
                    self.lex();
                    let TokenKind::Id(f) = self.tok.clone() else {
                        return self.tok_err("expected field identifier after '.'");
                    };
                    let fname = self.cx.string(&f);
                    if self.cx.field_type(result, fname).is_none() {
                        let msg = format!(
                            "Cannot access field '{f}' of value '{}'",
                            self.cx.as_string(result)
                        );
                        return self.tok_err(msg);
                    }
                    let u = mk_field(&mut self.cx, result, fname);
                    result = fold_field(&mut self.cx, u, cur);
                    self.check_fold_errors()?;
                    self.lex();
                }
                TokenKind::Punct(Punct::Paste) => {
                    let ploc = self.loc.clone();
                    let Some(lt) = self.typed(result) else {
                        return self.error_at(ploc, "LHS of paste is not typed!");
                    };
                    if self.cx.is_list_ty(lt) {
                        self.lex();
                        match self.tok {
                            TokenKind::Punct(Punct::Colon | Punct::Semi | Punct::LBrace) => {}
                            _ => {
                                let r = self.parse_value(cur, item, Mode::Value)?;
                                result = list_concat(&mut self.cx, result, r);
                            }
                        }
                        continue;
                    }
                    let ts = self.cx.t_str;
                    let mut lhs = result;
                    if lt != ts {
                        let u = self.cx.mk(Node::Un(UnOp::Cast, lhs, ts));
                        let c = fold_un(&mut self.cx, u, cur, false);
                        if self.typed(c).is_none() {
                            let msg = format!("can't cast '{}' to string", self.cx.as_string(lhs));
                            return self.error_at(ploc, msg);
                        }
                        lhs = c;
                    }
                    self.lex();
                    let rhs = match self.tok {
                        TokenKind::Punct(Punct::Colon | Punct::Semi | Punct::LBrace) => {
                            self.cx.string("")
                        }
                        _ => {
                            let r = self.parse_value(cur, None, Mode::Name)?;
                            let Some(rt) = self.typed(r) else {
                                return self.error_at(ploc, "RHS of paste is not typed!");
                            };
                            if rt != ts {
                                let u = self.cx.mk(Node::Un(UnOp::Cast, r, ts));
                                let c = fold_un(&mut self.cx, u, cur, false);
                                if self.typed(c).is_none() {
                                    let msg =
                                        format!("can't cast '{}' to string", self.cx.as_string(r));
                                    return self.error_at(ploc, msg);
                                }
                                c
                            } else {
                                r
                            }
                        }
                    };
                    result = str_concat(&mut self.cx, lhs, rhs);
                }
                _ => return Ok(result),
            }
        }
    }

    fn parse_simple_value(
        &mut self,
        cur: Option<RecId>,
        item: Option<TyId>,
        mode: Mode,
    ) -> ParseResult<InitId> {
        if matches!(self.tok, TokenKind::Bang(_) | TokenKind::UnknownBang(_)) {
            return self.parse_operation(cur, item);
        }
        match self.tok.clone() {
            TokenKind::Keyword(Keyword::True) => {
                self.lex();
                Ok(self.cx.int(1))
            }
            TokenKind::Keyword(Keyword::False) => {
                self.lex();
                Ok(self.cx.int(0))
            }
            TokenKind::Int(v) => {
                self.lex();
                Ok(self.cx.int(v))
            }
            TokenKind::BinInt(v, n) => {
                self.lex();
                let bits: Vec<InitId> = (0..n)
                    .map(|i| self.cx.bit(i < 64 && v & (1i64 << i) != 0))
                    .collect();
                Ok(self.cx.mk(Node::Bits(bits.into())))
            }
            TokenKind::Str(s) => {
                self.lex();
                let mut v = s.to_string();
                while let TokenKind::Str(s2) = &self.tok {
                    v.push_str(s2);
                    self.lex();
                }
                Ok(self.cx.string(&v))
            }
            TokenKind::Code(s) => {
                self.lex();
                Ok(self.cx.code(&s))
            }
            TokenKind::Punct(Punct::Question) => {
                self.lex();
                Ok(self.cx.unset)
            }
            TokenKind::Id(id) => {
                let loc = self.loc.clone();
                let name = self.cx.string(&id);
                self.lex();
                if self.is(Punct::Equal) {
                    return Ok(name);
                }
                if !self.is(Punct::Less) {
                    return self.parse_id_value(cur, name, loc, mode);
                }
                let Some(class) = self.cx.classes.get(&id).copied() else {
                    return self.error_at(loc, format!("Expected a class name, got '{id}'"));
                };
                self.lex();
                let mut args = self.parse_template_arg_value_list(cur, class, false)?;
                self.check_template_arg_values(&mut args, &loc, class)?;
                let mut sink = Vec::new();
                self.resolve_arguments(class, &args, &loc, &mut sink)?;
                let v = self.cx.mk(Node::VarDef(class, args.into()));
                let r = fold_vardef(&mut self.cx, v);
                self.check_fold_errors()?;
                Ok(r)
            }
            TokenKind::Punct(Punct::LBrace) => {
                let bloc = self.loc.clone();
                self.lex();
                let mut vals = Vec::new();
                if !self.is(Punct::RBrace) {
                    self.parse_value_list(&mut vals, cur, None)?;
                }
                if !self.consume(Punct::RBrace) {
                    return self.tok_err("expected '}' at end of bit list value");
                }
                let mut nb = Vec::new();
                for (k, v) in vals.iter().enumerate() {
                    if let Node::Bits(bs) = self.cx.node(*v).clone() {
                        nb.extend(bs.iter().rev().copied());
                        continue;
                    }
                    if let Node::Var(_, t) = self.cx.node(*v).clone() {
                        if let Ty::Bits(n) = *self.cx.ty_kind(t) {
                            for j in 0..n {
                                let b = self.cx.get_bit(*v, n - j - 1);
                                nb.push(b);
                            }
                            continue;
                        }
                    }
                    let tb = self.cx.t_bit;
                    match self.cx.cast_to(*v, tb) {
                        Some(b) => nb.push(b),
                        None => {
                            let msg = format!(
                                "Element #{k} ({}) is not convertable to a bit",
                                self.cx.as_string(*v)
                            );
                            return self.error_at(bloc, msg);
                        }
                    }
                }
                nb.reverse();
                Ok(self.cx.mk(Node::Bits(nb.into())))
            }
            TokenKind::Punct(Punct::LSquare) => {
                self.lex();
                let given = match item {
                    Some(it) => match self.cx.list_elem(it) {
                        Some(e) => Some(e),
                        None => {
                            let msg = format!(
                                "Encountered a list when expecting a {}",
                                self.cx.ty_str(it)
                            );
                            return self.tok_err(msg);
                        }
                    },
                    None => None,
                };
                let mut vals = Vec::new();
                if !self.is(Punct::RSquare) {
                    self.parse_value_list(&mut vals, cur, given)?;
                }
                if !self.consume(Punct::RSquare) {
                    return self.tok_err("expected ']' at end of list value");
                }
                let mut given_elt = None;
                if self.consume(Punct::Less) {
                    given_elt = Some(self.parse_type()?);
                    if !self.consume(Punct::Greater) {
                        return self.tok_err("expected '>' at end of list element type");
                    }
                }
                let mut elt: Option<TyId> = None;
                for v in &vals {
                    if let Some(t) = self.typed(*v) {
                        elt = match elt {
                            Some(e) => match self.cx.resolve_types(e, t) {
                                Some(r) => Some(r),
                                None => return self.tok_err("Incompatible types in list elements"),
                            },
                            None => Some(t),
                        };
                    }
                }
                if let Some(ge) = given_elt {
                    if let Some(e) = elt {
                        if !self.cx.convertible(e, ge) {
                            return self.tok_err("Incompatible types in list elements");
                        }
                    }
                    elt = Some(ge);
                }
                let deduced = match elt {
                    None => match given {
                        Some(g) => g,
                        None => return self.tok_err("No type for list"),
                    },
                    Some(e) => {
                        if let Some(g) = given {
                            if !self.cx.convertible(e, g) {
                                let msg = format!(
                                    "Element type mismatch for list: element type '{}' not convertible to '{}'",
                                    self.cx.ty_str(e),
                                    self.cx.ty_str(g)
                                );
                                return self.tok_err(msg);
                            }
                        }
                        e
                    }
                };
                Ok(self.cx.mk(Node::List(vals.into(), deduced)))
            }
            TokenKind::Punct(Punct::LParen) => {
                self.lex();
                let ok = matches!(
                    &self.tok,
                    TokenKind::Id(_) | TokenKind::Punct(Punct::Question)
                ) || matches!(&self.tok, TokenKind::Bang(b) if matches!(b.op, BangOp::Unary(UnOp::Cast | UnOp::GetDagOp)));
                if !ok {
                    return self.tok_err("expected identifier in dag init");
                }
                let op = self.parse_value(cur, None, Mode::Value)?;
                let mut op_name = None;
                if self.consume(Punct::Colon) {
                    let TokenKind::VarName(v) = self.tok.clone() else {
                        return self.tok_err("expected variable name in dag operator");
                    };
                    op_name = Some(self.cx.string(&v));
                    self.lex();
                }
                let mut args = Vec::new();
                let mut names = Vec::new();
                if !self.is(Punct::RParen) {
                    loop {
                        if let TokenKind::VarName(v) = self.tok.clone() {
                            args.push(self.cx.unset);
                            names.push(Some(self.cx.string(&v)));
                            self.lex();
                        } else {
                            let v = self.parse_value(cur, None, Mode::Value)?;
                            let mut n = None;
                            if self.is(Punct::Colon) {
                                self.lex();
                                let TokenKind::VarName(vn) = self.tok.clone() else {
                                    return self.tok_err("expected variable name in dag literal");
                                };
                                n = Some(self.cx.string(&vn));
                                self.lex();
                            }
                            args.push(v);
                            names.push(n);
                        }
                        if !self.consume(Punct::Comma) {
                            break;
                        }
                    }
                }
                if !self.consume(Punct::RParen) {
                    return self.tok_err("expected ')' in dag init");
                }
                Ok(self
                    .cx
                    .mk(Node::Dag(op, op_name, args.into(), names.into())))
            }
            _ => self.tok_err("Unknown or reserved token when parsing a value"),
        }
    }

    fn parse_id_value(
        &mut self,
        cur: Option<RecId>,
        name: InitId,
        loc: Loc,
        mode: Mode,
    ) -> ParseResult<InitId> {
        if let Some(v) = self.get_var(name) {
            return Ok(v);
        }
        if mode == Mode::Name {
            return Ok(name);
        }
        let ns = self.cx.str_of(name).unwrap_or("").to_string();
        if let Some(g) = self.cx.global(&ns) {
            return Ok(g);
        }
        if let Some(c) = cur {
            if !self.cx.rec(c).is_class && self.cur_mc.is_none() && self.cx.rec(c).name == name {
                let t = self.cx.record_type(c);
                return Ok(self.cx.mk(Node::Un(UnOp::Cast, name, t)));
            }
        }
        self.error_at(loc, format!("Variable not defined: '{ns}'"))
    }

    fn parse_value_list(
        &mut self,
        out: &mut Vec<InitId>,
        cur: Option<RecId>,
        item: Option<TyId>,
    ) -> ParseResult<()> {
        out.push(self.parse_value(cur, item, Mode::Value)?);
        while self.consume(Punct::Comma) {
            if self.is(Punct::RSquare) {
                return Ok(());
            }
            out.push(self.parse_value(cur, item, Mode::Value)?);
        }
        Ok(())
    }

    pub(super) fn typed(&mut self, v: InitId) -> Option<TyId> {
        self.cx.type_of(v)
    }
}
