//! `class` and `def`: names (with `#` pasting and, in a multiclass, `NAME`), the
//! superclass list, bodies (`let`, field declarations, `defvar`, `assert`, `dump`).

use crate::fold::str_concat;
use crate::init::{InitId, Node, RecId, Ty};
use crate::lexer::{Keyword, Punct, TokenKind};
use crate::parser::loops::Entry;
use crate::parser::scope::ScopeKind;
use crate::parser::{Mode, ParseResult, Parser};
use crate::record::{FieldKind, Record, RecordVal};
use crate::resolve::{resolve, HasReference};
use crate::Loc;

impl Parser<'_> {
    pub(super) fn parse_class(&mut self) -> ParseResult<()> {
        self.lex();
        let TokenKind::Id(n) = self.tok.clone() else {
            return self.tok_err("expected class name after 'class' keyword");
        };
        let cur = match self.cx.classes.get(&n).copied() {
            Some(c) => {
                let rec = self.cx.rec(c);
                if !rec.values.is_empty() || !rec.supers.is_empty() || !rec.template_args.is_empty()
                {
                    return self.tok_err(format!("Class '{n}' already defined"));
                }
                let l = self.loc.clone();
                self.cx.rec_mut(c).loc = l;
                c
            }
            None => {
                let ni = self.cx.string(&n);
                let l = self.loc.clone();
                let r = self.cx.add_record(Record::new(ni, l, true, false));
                self.cx.classes.insert(n, r);
                r
            }
        };
        self.lex();
        self.push_scope(ScopeKind::Record(cur));
        if self.is(Punct::Less) {
            self.parse_template_arg_list(Some(cur))?;
        }
        self.parse_object_body(cur)?;
        self.pop_scope();
        Ok(())
    }

    pub(super) fn parse_def(&mut self, mc: Option<usize>) -> ParseResult<()> {
        let def_loc = self.loc.clone();
        self.lex();
        let name_loc = if matches!(self.tok, TokenKind::Id(_)) {
            self.loc.clone()
        } else {
            def_loc.clone()
        };
        let name = self.parse_object_name(mc)?;
        let rec = if self.cx.is_unset(name) {
            let n = self.cx.mk_anon_name();
            Record::new(n, def_loc, false, true)
        } else {
            Record::new(name, name_loc, false, false)
        };
        let r = self.cx.add_record(rec);
        self.parse_object_body(r)?;
        self.add_entry(Entry::Rec(r))
    }

    pub(super) fn parse_object_name(&mut self, mc: Option<usize>) -> ParseResult<InitId> {
        if matches!(
            self.tok,
            TokenKind::Punct(Punct::Colon | Punct::Semi | Punct::LBrace)
        ) {
            return Ok(self.cx.unset);
        }
        let cur = mc.map(|m| self.mcs[m].rec);
        let ts = self.cx.t_str;
        let mut name = self.parse_value(cur, Some(ts), Mode::Name)?;
        if let Some(m) = mc {
            let r = self.mcs[m].rec;
            let ns = self.qualified_implicit_name(r, true);
            let mut hr = HasReference {
                target: ns,
                found: false,
            };
            resolve(&mut self.cx, name, &mut hr);
            if !hr.found {
                let v = self.cx.mk(Node::Var(ns, ts));
                name = str_concat(&mut self.cx, v, name);
            }
        }
        Ok(name)
    }

    fn parse_object_body(&mut self, cur: RecId) -> ParseResult<()> {
        self.push_scope(ScopeKind::Record(cur));
        if self.consume(Punct::Colon) {
            loop {
                let (sc, args, range) = self.parse_subclass_ref(Some(cur), false)?;
                self.add_subclass(cur, sc, &args, &range)?;
                self.check_fold_errors()?;
                if !self.consume(Punct::Comma) {
                    break;
                }
            }
        }
        self.apply_let_stack(cur)?;
        self.parse_body(cur)?;
        self.pop_scope();
        Ok(())
    }

    pub(super) fn parse_subclass_ref(
        &mut self,
        cur: Option<RecId>,
        is_defm: bool,
    ) -> ParseResult<(RecId, Vec<InitId>, Loc)> {
        let start = self.loc.clone();
        let rec = if is_defm {
            let TokenKind::Id(n) = self.tok.clone() else {
                return self.tok_err("expected name for MultiClassID");
            };
            let Some(&mc) = self.mc_names.get(&n) else {
                return self.tok_err(format!("Couldn't find multiclass '{n}'"));
            };
            self.lex();
            self.mcs[mc].rec
        } else {
            self.parse_class_id()?
        };
        let mut args = Vec::new();
        if self.consume(Punct::Less) {
            args = self.parse_template_arg_value_list(cur, rec, is_defm)?;
            self.check_template_arg_values(&mut args, &start, rec)?;
        }
        let range = Loc {
            file: start.file,
            range: start.range.start..self.prev_end.range.end.max(start.range.end),
        };
        Ok((rec, args, range))
    }

    fn parse_body(&mut self, cur: RecId) -> ParseResult<()> {
        if self.consume(Punct::Semi) {
            return Ok(());
        }
        if !self.consume(Punct::LBrace) {
            return self.tok_err("Expected '{' to start body or ';' for declaration only");
        }
        while !self.is(Punct::RBrace) {
            if self.tok == TokenKind::Eof {
                return self.tok_err("expected '}' at end of body");
            }
            self.parse_body_item(cur)?;
        }
        self.lex();
        if self.is(Punct::Semi) {
            return self.tok_err("A class or def body should not end with a semicolon");
        }
        Ok(())
    }

    fn parse_body_item(&mut self, cur: RecId) -> ParseResult<()> {
        match self.tok {
            TokenKind::Keyword(Keyword::Assert) => return self.parse_assert(Some(cur)),
            TokenKind::Keyword(Keyword::Defvar) => return self.parse_defvar(Some(cur)),
            TokenKind::Keyword(Keyword::Dump) => return self.parse_dump(Some(cur)),
            TokenKind::Keyword(Keyword::Let) => {}
            _ => {
                self.parse_declaration(Some(cur), false)?;
                if !self.consume(Punct::Semi) {
                    return self.tok_err("expected ';' after declaration");
                }
                return Ok(());
            }
        }
        self.lex();
        let TokenKind::Id(f) = self.tok.clone() else {
            return self.tok_err("expected field identifier after let");
        };
        let id_loc = self.loc.clone();
        let fname = self.cx.string(&f);
        self.lex();
        let mut bits = Vec::new();
        if self.is(Punct::LBrace) {
            self.lex();
            bits = self.parse_range_list()?;
            if !self.consume(Punct::RBrace) {
                return self.tok_err("expected '}' at end of bit list");
            }
        }
        bits.reverse();
        if !self.consume(Punct::Equal) {
            return self.tok_err("expected '=' in let expression");
        }
        let Some(mut ty) = self.cx.rec(cur).value(fname).map(|v| v.ty) else {
            return self.tok_err(format!("Value '{f}' unknown!"));
        };
        if !bits.is_empty() {
            if let Ty::Bits(_) = self.cx.ty_kind(ty) {
                ty = self.cx.bits_ty(bits.len() as u32);
            }
        }
        let v = self.parse_value(Some(cur), Some(ty), Mode::Value)?;
        if !self.consume(Punct::Semi) {
            return self.tok_err("expected ';' after let expression");
        }
        self.set_value(cur, &id_loc, fname, &bits, v, false, true)
    }

    pub(super) fn parse_declaration(
        &mut self,
        cur: Option<RecId>,
        template_args: bool,
    ) -> ParseResult<InitId> {
        let has_field = self.is_kw(Keyword::Field);
        if has_field {
            self.lex();
        }
        let ty = self.parse_type()?;
        let TokenKind::Id(s) = self.tok.clone() else {
            return self.tok_err("Expected identifier in declaration");
        };
        if &*s == "NAME" {
            return self.tok_err(format!("'{s}' is a reserved variable name"));
        }
        if !template_args
            && self
                .scopes
                .last()
                .is_some_and(|sc| sc.vars.contains_key(&s))
        {
            return self.tok_err("local variable of this name already exists");
        }
        let id_loc = self.loc.clone();
        let mut decl = self.cx.string(&s);
        self.lex();
        let unset = self.cx.unset_for(ty);
        // The record the value goes to, its kind, and its name (template arguments are
        // qualified by the class or multiclass that declares them).
        let (target, kind) = if !template_args {
            let r = cur.expect("declaration in a record");
            let kind = if has_field {
                FieldKind::NonconcreteOk
            } else {
                FieldKind::Normal
            };
            (r, kind)
        } else if let Some(r) = cur {
            decl = self.qualify(r, decl, ":");
            (r, FieldKind::TemplateArg)
        } else {
            let mc = self.cur_mc.expect("multiclass template argument");
            let r = self.mcs[mc].rec;
            decl = self.qualify(r, decl, "::");
            (r, FieldKind::TemplateArg)
        };
        self.add_value(
            target,
            &id_loc,
            RecordVal {
                name: decl,
                ty,
                kind,
                value: unset,
                loc: Some(id_loc.clone()),
            },
        )?;
        if self.consume(Punct::Equal) {
            let vloc = self.loc.clone();
            let v = self.parse_value(cur, Some(ty), Mode::Value)?;
            self.set_value(target, &vloc, decl, &[], v, false, false)?;
        }
        Ok(decl)
    }
}
