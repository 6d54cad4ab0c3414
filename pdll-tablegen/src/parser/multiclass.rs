//! `multiclass` (with template arguments and other multiclasses it inherits) and
//! `defm` (instantiating multiclasses, then the classes listed after them).

use std::mem;

use crate::fold::str_concat;
use crate::init::{InitId, Node, RecId};
use crate::lexer::{Keyword, Punct, TokenKind};
use crate::parser::loops::Entry;
use crate::parser::scope::ScopeKind;
use crate::parser::{ParseResult, Parser};
use crate::record::Record;
use crate::Loc;

/// A multiclass: the record that holds its template arguments, and its body.
pub(super) struct MultiClass {
    pub(super) rec: RecId,
    pub(super) entries: Vec<Entry>,
}

impl Parser<'_> {
    pub(super) fn parse_multiclass(&mut self) -> ParseResult<()> {
        self.lex();
        let TokenKind::Id(n) = self.tok.clone() else {
            return self.tok_err("expected identifier after multiclass for name");
        };
        if self.mc_names.contains_key(&n) {
            return self.tok_err(format!("multiclass '{n}' already defined"));
        }
        let ni = self.cx.string(&n);
        let l = self.loc.clone();
        let r = self.cx.add_record(Record::new(ni, l, false, false));
        let mc = self.mcs.len();
        self.mcs.push(MultiClass {
            rec: r,
            entries: Vec::new(),
        });
        self.mc_names.insert(n, mc);
        self.cur_mc = Some(mc);
        self.lex();
        self.push_scope(ScopeKind::MultiClass);
        if self.is(Punct::Less) {
            self.parse_template_arg_list(None)?;
        }
        let mut inherits = false;
        if self.consume(Punct::Colon) {
            inherits = true;
            loop {
                let (smc_rec, args, range) = self.parse_subclass_ref(Some(r), true)?;
                let smc = self
                    .mcs
                    .iter()
                    .position(|m| m.rec == smc_rec)
                    .expect("multiclass");
                let mut substs = Vec::new();
                let q = self.qualified_implicit_name(r, true);
                let ts = self.cx.t_str;
                let nv = self.cx.mk(Node::Var(q, ts));
                self.resolve_args_of_mc(&mut substs, smc, &args, nv, &range)?;
                let src = self.mcs[smc].entries.clone();
                let mut dest = mem::take(&mut self.mcs[mc].entries);
                let res = self.resolve_entries(&src, &mut substs, false, Some(&mut dest), None);
                self.mcs[mc].entries = dest;
                res?;
                if !self.consume(Punct::Comma) {
                    break;
                }
            }
        }
        if !self.is(Punct::LBrace) {
            if !inherits {
                return self.tok_err("expected '{' in multiclass definition");
            }
            if !self.consume(Punct::Semi) {
                return self.tok_err("expected ';' in multiclass definition");
            }
        } else {
            self.lex();
            if self.is(Punct::RBrace) {
                return self.tok_err("multiclass must contain at least one def");
            }
            while !self.is(Punct::RBrace) {
                match self.tok {
                    TokenKind::Keyword(
                        Keyword::Assert
                        | Keyword::Def
                        | Keyword::Defm
                        | Keyword::Defvar
                        | Keyword::Dump
                        | Keyword::Foreach
                        | Keyword::If
                        | Keyword::Let,
                    ) => self.parse_object(Some(mc))?,
                    _ => {
                        return self.tok_err(
                            "expected 'assert', 'def', 'defm', 'defvar', 'dump', 'foreach', 'if', or 'let' in multiclass body",
                        )
                    }
                }
            }
            self.lex();
            if self.is(Punct::Semi) {
                return self.tok_err("A multiclass body should not end with a semicolon");
            }
        }
        self.pop_scope();
        self.cur_mc = None;
        Ok(())
    }

    pub(super) fn parse_defm(&mut self, mc: Option<usize>) -> ParseResult<()> {
        self.lex();
        let mut defm_name = self.parse_object_name(mc)?;
        if self.cx.is_unset(defm_name) {
            defm_name = self.cx.mk_anon_name();
            if let Some(m) = mc {
                let r = self.mcs[m].rec;
                let q = self.qualified_implicit_name(r, true);
                let ts = self.cx.t_str;
                let v = self.cx.mk(Node::Var(q, ts));
                defm_name = str_concat(&mut self.cx, v, defm_name);
            }
        }
        if !self.is(Punct::Colon) {
            return self.tok_err("expected ':' after defm identifier");
        }
        self.lex();
        let mut new_entries: Vec<Entry> = Vec::new();
        let mut inherit_class = false;
        let mut sub_loc = self.loc.clone();
        let (mut rec, mut args, _) = self.parse_subclass_ref(None, true)?;
        loop {
            let m = self
                .mcs
                .iter()
                .position(|x| x.rec == rec)
                .expect("multiclass");
            let mut substs = Vec::new();
            self.resolve_args_of_mc(&mut substs, m, &args, defm_name, &sub_loc)?;
            let src = self.mcs[m].entries.clone();
            let fin = mc.is_none() && self.loops.is_empty();
            self.resolve_entries(
                &src,
                &mut substs,
                fin,
                Some(&mut new_entries),
                Some(&sub_loc),
            )?;
            if !self.consume(Punct::Comma) {
                break;
            }
            let TokenKind::Id(n) = self.tok.clone() else {
                return self.tok_err("expected identifier");
            };
            sub_loc = self.loc.clone();
            inherit_class = self.cx.classes.contains_key(&n);
            if inherit_class {
                break;
            }
            let (r2, a2, _) = self.parse_subclass_ref(None, true)?;
            rec = r2;
            args = a2;
        }
        if inherit_class {
            loop {
                let (sc, args, range) = self.parse_subclass_ref(None, false)?;
                for e in &new_entries {
                    self.add_subclass_entry(e, sc, &args, &range)?;
                }
                if !self.consume(Punct::Comma) {
                    break;
                }
            }
        }
        for e in new_entries {
            self.apply_let_stack_entry(&e)?;
            self.add_entry(e)?;
        }
        if !self.consume(Punct::Semi) {
            return self.tok_err("expected ';' at end of defm");
        }
        Ok(())
    }

    fn resolve_args_of_mc(
        &mut self,
        substs: &mut Vec<(InitId, InitId)>,
        mc: usize,
        args: &[InitId],
        defm_name: InitId,
        loc: &Loc,
    ) -> ParseResult<()> {
        let r = self.mcs[mc].rec;
        let q = self.qualified_implicit_name(r, true);
        substs.push((q, defm_name));
        self.resolve_arguments(r, args, loc, substs)
    }
}
