//! Types: `bit`, `bits<n>`, `int`, `string`/`code`, `dag`, `list<T>`, a class name,
//! and the `<type>` of bang operators.

use crate::init::{RecId, TyId};
use crate::lexer::{Keyword, Punct, TokenKind};
use crate::parser::{ParseResult, Parser};

/// The widest `bits<n>` type (each bit is a value of its own).
const MAX_BITS: i64 = 1 << 16;

impl Parser<'_> {
    pub(super) fn parse_type(&mut self) -> ParseResult<TyId> {
        match self.tok.clone() {
            TokenKind::Keyword(Keyword::String) | TokenKind::Keyword(Keyword::Code) => {
                self.lex();
                Ok(self.cx.t_str)
            }
            TokenKind::Keyword(Keyword::Bit) => {
                self.lex();
                Ok(self.cx.t_bit)
            }
            TokenKind::Keyword(Keyword::Int) => {
                self.lex();
                Ok(self.cx.t_int)
            }
            TokenKind::Keyword(Keyword::Dag) => {
                self.lex();
                Ok(self.cx.t_dag)
            }
            TokenKind::Id(_) => {
                let c = self.parse_class_id()?;
                Ok(self.cx.rec_ty(&[c]))
            }
            TokenKind::Keyword(Keyword::Bits) => {
                self.lex();
                if !self.consume(Punct::Less) {
                    return self.tok_err("expected '<' after bits type");
                }
                let TokenKind::Int(n) = self.tok else {
                    return self.tok_err("expected integer in bits<n> type");
                };
                if !(0..=MAX_BITS).contains(&n) {
                    return self.tok_err(format!("bits<{n}> is wider than {MAX_BITS} bits"));
                }
                self.lex();
                if !self.consume(Punct::Greater) {
                    return self.tok_err("expected '>' at end of bits<n> type");
                }
                Ok(self.cx.bits_ty(n as u32))
            }
            TokenKind::Keyword(Keyword::List) => {
                self.lex();
                if !self.consume(Punct::Less) {
                    return self.tok_err("expected '<' after list type");
                }
                let e = self.parse_type()?;
                if !self.consume(Punct::Greater) {
                    return self.tok_err("expected '>' at end of list<ty> type");
                }
                Ok(self.cx.list_ty(e))
            }
            _ => self.tok_err("Unknown token when expecting a type"),
        }
    }

    pub(super) fn parse_class_id(&mut self) -> ParseResult<RecId> {
        let TokenKind::Id(name) = self.tok.clone() else {
            return self.tok_err("expected name for ClassID");
        };
        match self.cx.classes.get(&name).copied() {
            Some(c) => {
                self.lex();
                Ok(c)
            }
            None => {
                if self.mc_names.contains_key(&name) {
                    self.tok_err(format!(
                        "Couldn't find class '{name}'. Use 'defm' if you meant to use multiclass '{name}'"
                    ))
                } else {
                    self.tok_err(format!("Couldn't find class '{name}'"))
                }
            }
        }
    }

    pub(super) fn parse_operator_type(&mut self) -> ParseResult<TyId> {
        if !self.consume(Punct::Less) {
            return self.tok_err("expected type name for operator");
        }
        if self.is_kw(Keyword::Code) {
            return self.tok_err("the 'code' type is not allowed in bang operators; use 'string'");
        }
        let t = self.parse_type()?;
        if !self.consume(Punct::Greater) {
            return self.tok_err("expected type name for operator");
        }
        Ok(t)
    }
}
