//! `foreach` and `if` (an `if` is a loop over a list of zero or one element, as in
//! LLVM), and what loop and multiclass bodies hold: entries (prototype records,
//! nested loops, assertions, dumps) that are instantiated when the loop is resolved
//! (LLVM's `addEntry` and `resolve`).

use std::mem;
use std::sync::Arc;

use crate::fold::fold_tern;
use crate::init::{InitId, Node, RecId, TernOp, TyId};
use crate::lexer::{Keyword, Punct, TokenKind};
use crate::parser::scope::ScopeKind;
use crate::parser::{Mode, ParseResult, Parser};
use crate::record::check_assert;
use crate::record::{resolve_record, Check};
use crate::resolve::{resolve, MapResolver};
use crate::Loc;

/// What a loop or multiclass body holds, instantiated when it is resolved.
#[derive(Clone)]
pub(super) enum Entry {
    /// A prototype record (a def of the body).
    Rec(RecId),
    /// A nested loop.
    Loop(Box<ForeachLoop>),
    Assert(Check),
    Dump(Loc, InitId),
}

/// A `foreach` (or an `if`, with no iteration variable) being read or resolved.
#[derive(Clone)]
pub(super) struct ForeachLoop {
    pub(super) loc: Loc,
    /// The iteration variable (a `Node::Var`); `None` for an `if`.
    pub(super) iter_var: Option<InitId>,
    /// The list iterated over.
    pub(super) list: InitId,
    pub(super) entries: Vec<Entry>,
}

impl Parser<'_> {
    pub(super) fn parse_foreach(&mut self, mc: Option<usize>) -> ParseResult<()> {
        let loc = self.loc.clone();
        self.lex();
        let TokenKind::Id(n) = self.tok.clone() else {
            return self.tok_err("Expected identifier in foreach declaration");
        };
        let decl = self.cx.string(&n);
        self.lex();
        if !self.consume(Punct::Equal) {
            return self.tok_err("Expected '=' in foreach declaration");
        }
        let (list, it): (InitId, TyId) = if self.is(Punct::LBrace) {
            self.lex();
            let rs = self.parse_range_list()?;
            if !self.consume(Punct::RBrace) {
                return self.tok_err("expected '}' at end of bit range list");
            }
            let vals: Vec<InitId> = rs.iter().map(|r| self.cx.int(*r as i64)).collect();
            let ti = self.cx.t_int;
            (self.cx.mk(Node::List(vals.into(), ti)), ti)
        } else {
            let vloc = self.loc.clone();
            let v = self.parse_value(None, None, Mode::Value)?;
            match self.typed(v) {
                Some(t) if self.cx.is_list_ty(t) => (v, self.cx.list_elem(t).expect("list")),
                Some(_) => {
                    let mut rs = Vec::new();
                    self.parse_range_piece(&mut rs, Some(v))?;
                    let vals: Vec<InitId> = rs.iter().map(|r| self.cx.int(*r as i64)).collect();
                    let ti = self.cx.t_int;
                    (self.cx.mk(Node::List(vals.into(), ti)), ti)
                }
                None => {
                    let msg = format!("expected a list, got '{}'", self.cx.as_string(v));
                    return self.error_at(vloc, msg);
                }
            }
        };
        let iv = self.cx.mk(Node::Var(decl, it));
        if !self.is_kw(Keyword::In) {
            return self.tok_err("Unknown tok");
        }
        self.lex();
        self.loops.push(ForeachLoop {
            loc,
            iter_var: Some(iv),
            list,
            entries: Vec::new(),
        });
        self.push_scope(ScopeKind::Loop(Some(iv)));
        if !self.is(Punct::LBrace) {
            self.parse_object(mc)?;
        } else {
            self.lex();
            self.parse_object_list(mc)?;
            if !self.consume(Punct::RBrace) {
                return self.tok_err("expected '}' at end of foreach command");
            }
        }
        self.pop_scope();
        let l = self.loops.pop().expect("loop");
        self.add_entry(Entry::Loop(Box::new(l)))
    }

    pub(super) fn parse_if(&mut self, mc: Option<usize>) -> ParseResult<()> {
        let loc = self.loc.clone();
        self.lex();
        let cond = self.parse_value(None, None, Mode::Value)?;
        if !self.is_kw(Keyword::Then) {
            return self.tok_err("Unknown tok");
        }
        self.lex();
        let tb = self.cx.t_bit;
        let empty = self.cx.mk(Node::List(Arc::new([]), tb));
        let one = self.cx.bit(true);
        let single = self.cx.mk(Node::List(Arc::new([one]), tb));
        let blt = self.cx.list_ty(tb);
        let then_u = self.cx.mk(Node::Tern(TernOp::If, cond, single, empty, blt));
        let then_list = fold_tern(&mut self.cx, then_u, None);
        self.loops.push(ForeachLoop {
            loc: loc.clone(),
            iter_var: None,
            list: then_list,
            entries: Vec::new(),
        });
        self.parse_if_body(mc, "then")?;
        let l = self.loops.pop().expect("loop");
        self.add_entry(Entry::Loop(Box::new(l)))?;
        if self.is_kw(Keyword::Else) {
            self.lex();
            let else_u = self.cx.mk(Node::Tern(TernOp::If, cond, empty, single, blt));
            let else_list = fold_tern(&mut self.cx, else_u, None);
            self.loops.push(ForeachLoop {
                loc,
                iter_var: None,
                list: else_list,
                entries: Vec::new(),
            });
            self.parse_if_body(mc, "else")?;
            let l = self.loops.pop().expect("loop");
            self.add_entry(Entry::Loop(Box::new(l)))?;
        }
        Ok(())
    }

    fn parse_if_body(&mut self, mc: Option<usize>, kind: &str) -> ParseResult<()> {
        self.push_scope(ScopeKind::Local);
        if !self.is(Punct::LBrace) {
            self.parse_object(mc)?;
        } else {
            self.lex();
            self.parse_object_list(mc)?;
            if !self.consume(Punct::RBrace) {
                return self.tok_err(format!("expected '}}' at end of '{kind}' clause"));
            }
        }
        self.pop_scope();
        Ok(())
    }

    pub(super) fn add_entry(&mut self, e: Entry) -> ParseResult<()> {
        if let Some(l) = self.loops.last_mut() {
            l.entries.push(e);
            return Ok(());
        }
        if let Entry::Loop(l) = &e {
            let mut substs = Vec::new();
            match self.cur_mc {
                Some(mc) => {
                    let mut dest = mem::take(&mut self.mcs[mc].entries);
                    let r = self.resolve_loop(l, &mut substs, false, Some(&mut dest), None);
                    self.mcs[mc].entries = dest;
                    return r;
                }
                None => return self.resolve_loop(l, &mut substs, true, None, None),
            }
        }
        if let Some(mc) = self.cur_mc {
            self.mcs[mc].entries.push(e);
            return Ok(());
        }
        match e {
            Entry::Assert(a) => {
                check_assert(&mut self.cx, a.loc, a.cond, a.message);
                self.check_fold_errors()
            }
            Entry::Dump(loc, m) => {
                self.dump_message(loc, m);
                Ok(())
            }
            Entry::Rec(r) => self.add_def_one(r),
            Entry::Loop(_) => unreachable!("handled above"),
        }
    }

    pub(super) fn dump_message(&mut self, loc: Loc, m: InitId) {
        let s = match self.cx.str_of(m) {
            Some(s) => s.to_string(),
            None => self.cx.as_string(m),
        };
        self.cx.dumps.push((loc, s));
    }

    fn resolve_loop(
        &mut self,
        l: &ForeachLoop,
        substs: &mut Vec<(InitId, InitId)>,
        fin: bool,
        dest: Option<&mut Vec<Entry>>,
        loc: Option<&Loc>,
    ) -> ParseResult<()> {
        let mut r = MapResolver::new(None);
        for (k, v) in substs.iter() {
            r.set(*k, *v);
        }
        let mut list = resolve(&mut self.cx, l.list, &mut r);
        if let Node::Tern(TernOp::If, old_lhs, mhs, rhs, t) = self.cx.node(list).clone() {
            if fin {
                r.is_final = true;
                let lhs = resolve(&mut self.cx, old_lhs, &mut r);
                if lhs == old_lhs {
                    let msg = format!(
                        "unable to resolve if condition '{}' at end of containing scope",
                        self.cx.as_string(lhs)
                    );
                    return self.error_at(l.loc.clone(), msg);
                }
                let u = self.cx.mk(Node::Tern(TernOp::If, lhs, mhs, rhs, t));
                list = fold_tern(&mut self.cx, u, None);
            }
        }
        let Node::List(elems, _) = self.cx.node(list).clone() else {
            if !fin {
                let dest = dest.expect("non-final resolution has a destination");
                let mut nl = ForeachLoop {
                    loc: l.loc.clone(),
                    iter_var: l.iter_var,
                    list,
                    entries: Vec::new(),
                };
                self.resolve_entries(&l.entries, substs, fin, Some(&mut nl.entries), loc)?;
                dest.push(Entry::Loop(Box::new(nl)));
                return Ok(());
            }
            let msg = format!(
                "attempting to loop over '{}', expected a list",
                self.cx.as_string(list)
            );
            return self.error_at(l.loc.clone(), msg);
        };
        let mut dest = dest;
        for e in elems.iter() {
            if let Some(iv) = l.iter_var {
                let Node::Var(n, _) = self.cx.node(iv).clone() else {
                    unreachable!()
                };
                substs.push((n, *e));
            }
            let res = self.resolve_entries(&l.entries, substs, fin, dest.as_deref_mut(), loc);
            if l.iter_var.is_some() {
                substs.pop();
            }
            res?;
        }
        Ok(())
    }

    pub(super) fn resolve_entries(
        &mut self,
        src: &[Entry],
        substs: &mut Vec<(InitId, InitId)>,
        fin: bool,
        mut dest: Option<&mut Vec<Entry>>,
        loc: Option<&Loc>,
    ) -> ParseResult<()> {
        for e in src {
            match e {
                Entry::Loop(l) => self.resolve_loop(l, substs, fin, dest.as_deref_mut(), None)?,
                Entry::Assert(a) => {
                    let mut r = MapResolver::new(None);
                    for (k, v) in substs.iter() {
                        r.set(*k, *v);
                    }
                    let c = resolve(&mut self.cx, a.cond, &mut r);
                    let m = resolve(&mut self.cx, a.message, &mut r);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Assert(Check {
                            loc: a.loc.clone(),
                            cond: c,
                            message: m,
                        })),
                        None => {
                            check_assert(&mut self.cx, a.loc.clone(), c, m);
                            self.check_fold_errors()?;
                        }
                    }
                }
                Entry::Dump(l, m) => {
                    let mut r = MapResolver::new(None);
                    for (k, v) in substs.iter() {
                        r.set(*k, *v);
                    }
                    let m = resolve(&mut self.cx, *m, &mut r);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Dump(l.clone(), m)),
                        None => self.dump_message(l.clone(), m),
                    }
                }
                Entry::Rec(proto) => {
                    let mut rec = self.cx.rec(*proto).fresh_copy();
                    if let Some(l) = loc {
                        // appendLoc: the instantiation site (kept for diagnostics only).
                        let _ = l;
                    }
                    rec.is_class = false;
                    let nr = self.cx.add_record(rec);
                    let mut r = MapResolver::new(Some(nr));
                    for (k, v) in substs.iter() {
                        r.set(*k, *v);
                    }
                    resolve_record(&mut self.cx, nr, &mut r, None);
                    match dest.as_deref_mut() {
                        Some(d) => d.push(Entry::Rec(nr)),
                        None => self.add_def_one(nr)?,
                    }
                }
            }
            self.check_fold_errors()?;
        }
        Ok(())
    }
}
