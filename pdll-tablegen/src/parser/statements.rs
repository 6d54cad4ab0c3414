//! The top-level statements that are neither records nor loops: `let ... in`,
//! `defset`, `defvar`, `assert` and `dump`.

use crate::init::{InitId, Node, RecId, TyId};
use crate::lexer::{Keyword, Punct, TokenKind};
use crate::parser::loops::Entry;
use crate::parser::scope::ScopeKind;
use crate::parser::{Mode, ParseResult, Parser};
use crate::record::{Check, FieldKind};
use crate::Loc;

/// One binding of a top-level `let name<bits> = value in`.
#[derive(Clone)]
pub(super) struct LetRecord {
    pub(super) name: InitId,
    /// The bits set (`let x<3-0> = ...`), lowest first; empty for the whole field.
    pub(super) bits: Vec<u32>,
    pub(super) value: InitId,
    pub(super) loc: Loc,
}

/// A `defset` being read: the defs made inside are collected.
pub(super) struct Defset {
    pub(super) loc: Loc,
    /// The element type of the set's list type.
    pub(super) elt_ty: TyId,
    pub(super) elements: Vec<InitId>,
}

impl Parser<'_> {
    pub(super) fn parse_top_level_let(&mut self, mc: Option<usize>) -> ParseResult<()> {
        self.lex();
        let lets = self.parse_let_list()?;
        self.let_stack.push(lets);
        if !self.is_kw(Keyword::In) {
            return self.tok_err("expected 'in' at end of top-level 'let'");
        }
        self.lex();
        if !self.is(Punct::LBrace) {
            self.parse_object(mc)?;
        } else {
            self.lex();
            self.push_scope(ScopeKind::Local);
            self.parse_object_list(mc)?;
            if !self.consume(Punct::RBrace) {
                return self.tok_err("expected '}' at end of top level let command");
            }
            self.pop_scope();
        }
        self.let_stack.pop();
        Ok(())
    }

    fn parse_let_list(&mut self) -> ParseResult<Vec<LetRecord>> {
        let mut out = Vec::new();
        loop {
            let TokenKind::Id(n) = self.tok.clone() else {
                return self.tok_err("expected identifier in let definition");
            };
            let loc = self.loc.clone();
            let name = self.cx.string(&n);
            self.lex();
            let mut bits = Vec::new();
            if self.is(Punct::Less) {
                let sloc = self.loc.clone();
                self.lex();
                bits = self.parse_range_list()?;
                if !self.consume(Punct::Greater) {
                    self.err(sloc, "to match this '<'");
                    return self.tok_err("expected '>' at end of range list");
                }
            }
            bits.reverse();
            if !self.consume(Punct::Equal) {
                return self.tok_err("expected '=' in let expression");
            }
            let value = self.parse_value(None, None, Mode::Value)?;
            out.push(LetRecord {
                name,
                bits,
                value,
                loc,
            });
            if !self.consume(Punct::Comma) {
                break;
            }
        }
        Ok(out)
    }

    pub(super) fn parse_defset(&mut self) -> ParseResult<()> {
        self.lex();
        let loc = self.loc.clone();
        let t = self.parse_type()?;
        let Some(et) = self.cx.list_elem(t) else {
            return self.error_at(loc, "expected list type");
        };
        let TokenKind::Id(n) = self.tok.clone() else {
            return self.tok_err("expected identifier");
        };
        if self.cx.global(&n).is_some() {
            return self.tok_err("def or global variable of this name already exists");
        }
        self.lex();
        if !self.consume(Punct::Equal) {
            return self.tok_err("expected '='");
        }
        if !self.consume(Punct::LBrace) {
            return self.tok_err("expected '{'");
        }
        self.defsets.push(Defset {
            loc,
            elt_ty: et,
            elements: Vec::new(),
        });
        let r = self.parse_object_list(None);
        let ds = self.defsets.pop().expect("defset");
        r?;
        if !self.consume(Punct::RBrace) {
            return self.tok_err("expected '}' at end of defset");
        }
        let l = self.cx.mk(Node::List(ds.elements.into(), et));
        self.cx.globals.insert(n, l);
        Ok(())
    }

    pub(super) fn parse_defvar(&mut self, cur: Option<RecId>) -> ParseResult<()> {
        self.lex();
        let TokenKind::Id(n) = self.tok.clone() else {
            return self.tok_err("expected identifier");
        };
        if self.scopes.last().is_some_and(|s| s.vars.contains_key(&n)) {
            return self.tok_err("local variable of this name already exists");
        }
        if let Some(c) = cur {
            let ni = self.cx.string(&n);
            if let Some(v) = self.cx.rec(c).value(ni) {
                if v.kind != FieldKind::TemplateArg {
                    return self.tok_err("field of this name already exists");
                }
            }
        }
        let outermost = self.scopes.len() == 1;
        if outermost && self.cx.global(&n).is_some() {
            return self.tok_err("def or global variable of this name already exists");
        }
        self.lex();
        if !self.consume(Punct::Equal) {
            return self.tok_err("expected '='");
        }
        let v = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(Punct::Semi) {
            return self.tok_err("expected ';'");
        }
        if !outermost {
            self.scopes.last_mut().expect("scope").vars.insert(n, v);
        } else {
            self.cx.globals.insert(n, v);
        }
        Ok(())
    }

    pub(super) fn parse_assert(&mut self, cur: Option<RecId>) -> ParseResult<()> {
        self.lex();
        let cloc = self.loc.clone();
        let cond = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(Punct::Comma) {
            return self.tok_err("expected ',' in assert statement");
        }
        let msg = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(Punct::Semi) {
            return self.tok_err("expected ';'");
        }
        let c = Check {
            loc: cloc,
            cond,
            message: msg,
        };
        match cur {
            Some(r) => {
                self.cx.rec_mut(r).assertions.push(c);
                Ok(())
            }
            None => self.add_entry(Entry::Assert(c)),
        }
    }

    pub(super) fn parse_dump(&mut self, cur: Option<RecId>) -> ParseResult<()> {
        let loc = self.loc.clone();
        self.lex();
        let m = self.parse_value(cur, None, Mode::Value)?;
        if !self.consume(Punct::Semi) {
            return self.tok_err("expected ';'");
        }
        match cur {
            Some(r) => {
                let unset = self.cx.unset;
                self.cx.rec_mut(r).dumps.push(Check {
                    loc,
                    cond: unset,
                    message: m,
                });
                Ok(())
            }
            None => self.add_entry(Entry::Dump(loc, m)),
        }
    }
}
