//! The TableGen parser. As in LLVM, parsing and evaluation are one pass:
//! each class, def, multiclass and loop is built and resolved as it is read.

use std::mem;
use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::bang::{BangOp, BangOperator, ResultType, TypeArg};
use crate::init::{ArgAux, BinOp, Context, InitId, Node, RecId, TernOp, Ty, TyId, UnOp};
use crate::lexer::{Keyword, Next, Punct, Token, TokenKind, TokenStream};
use crate::record::{
    add_super, resolve_record, resolve_record_final, set_value, Check, FieldKind, Record, RecordVal,
};
use crate::resolve::{
    check_assert, check_assertions, fold_bin, fold_cond, fold_exists, fold_field, fold_foldl,
    fold_isa, fold_tern, fold_un, fold_vardef, list_concat, mk_field, resolve, str_concat,
    HasReference, MapResolver,
};
use crate::{Loader, Loc, TdError};

type ParseResult<V> = Result<V, ()>;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    Value,
    Name,
}

#[derive(Clone)]
struct LetRecord {
    name: InitId,
    bits: Vec<u32>,
    value: InitId,
    loc: Loc,
}

#[derive(Clone)]
enum Entry {
    Rec(RecId),
    Loop(Box<ForeachLoop>),
    Assert(Check),
    Dump(Loc, InitId),
}

#[derive(Clone)]
struct ForeachLoop {
    loc: Loc,
    iter_var: Option<InitId>,
    list: InitId,
    entries: Vec<Entry>,
}

struct MultiClass {
    rec: RecId,
    entries: Vec<Entry>,
}

enum ScopeKind {
    Local,
    Record(RecId),
    Loop(Option<InitId>),
    MultiClass,
}

struct Scope {
    kind: ScopeKind,
    vars: FxHashMap<Arc<str>, InitId>,
}

struct Defset {
    loc: Loc,
    elt_ty: TyId,
    elements: Vec<InitId>,
}

/// What a finished evaluation leaves for evaluating more files on top of it (the
/// records themselves are in the [`Context`]): the preprocessor's macros (include guards
/// skip files already read) and the multiclasses.
#[derive(Default)]
pub(crate) struct Resume {
    defines: FxHashSet<Arc<str>>,
    mcs: Vec<MultiClass>,
    mc_names: FxHashMap<Arc<str>, usize>,
}

/// The parser and evaluator of one root file.
pub(crate) struct Parser<'l> {
    pub cx: Context,
    /// The tokens of the root file and its includes, preprocessed.
    tokens: TokenStream<'l>,
    /// The current token and where it is.
    tok: TokenKind,
    loc: Loc,
    /// Where the token before the current one is.
    prev_end: Loc,
    scopes: Vec<Scope>,
    mcs: Vec<MultiClass>,
    mc_names: FxHashMap<Arc<str>, usize>,
    cur_mc: Option<usize>,
    loops: Vec<ForeachLoop>,
    let_stack: Vec<Vec<LetRecord>>,
    defsets: Vec<Defset>,
    pub errors: Vec<TdError>,
    depth: u32,
}

/// How deep values may nest (`!add(!add(...))`, `[[...]]`, `(a (b ...))`).
const MAX_VALUE_NESTING: u32 = 200;

/// The widest `bits<n>` type (each bit is a value of its own).
const MAX_BITS: i64 = 1 << 16;

impl<'l> Parser<'l> {
    /// A parser of the root file `file` that continues the evaluation `cx`, `resume`
    /// (a fresh one: `Context::new()`, `Resume::default()`).
    pub fn new(
        loader: &'l mut Loader,
        file: usize,
        toks: Arc<[Token]>,
        cx: Context,
        resume: Resume,
    ) -> Parser<'l> {
        let mut p = Parser {
            cx,
            tokens: TokenStream::new(loader, file, toks, resume.defines),
            tok: TokenKind::Eof,
            loc: Loc { file, range: 0..0 },
            prev_end: Loc { file, range: 0..0 },
            scopes: Vec::new(),
            mcs: resume.mcs,
            mc_names: resume.mc_names,
            cur_mc: None,
            loops: Vec::new(),
            let_stack: Vec::new(),
            defsets: Vec::new(),
            errors: Vec::new(),
            depth: 0,
        };
        p.lex();
        p
    }

    /// What evaluating further files on top of this one needs.
    pub fn take_resume(&mut self) -> Resume {
        Resume {
            defines: self.tokens.take_defines(),
            mcs: mem::take(&mut self.mcs),
            mc_names: mem::take(&mut self.mc_names),
        }
    }

    // ------------------------------------------------------------ tokens

    /// Advances to the next token (the stream applies the preprocessor and
    /// includes).
    fn lex(&mut self) {
        match self.tokens.next(&self.loc, &mut self.errors) {
            Next::Token(kind, loc) => {
                self.prev_end = mem::replace(&mut self.loc, loc);
                self.tok = kind;
            }
            Next::IncludeFailed(loc) => {
                self.tok = TokenKind::Error(String::new());
                self.loc = loc;
            }
        }
    }

    fn err(&mut self, loc: Loc, msg: impl Into<String>) {
        self.errors.push(TdError {
            message: msg.into(),
            loc: Some(loc),
            notes: Vec::new(),
        });
    }

    fn tok_err<X>(&mut self, msg: impl Into<String>) -> ParseResult<X> {
        let loc = self.loc.clone();
        let mut msg = msg.into();
        if let TokenKind::Error(e) = &self.tok {
            if !e.is_empty() {
                msg = e.clone();
            } else {
                return Err(());
            }
        }
        self.err(loc, msg);
        Err(())
    }

    fn error_at<X>(&mut self, loc: Loc, msg: impl Into<String>) -> ParseResult<X> {
        self.err(loc, msg);
        Err(())
    }

    fn consume(&mut self, p: Punct) -> bool {
        if self.tok == TokenKind::Punct(p) {
            self.lex();
            true
        } else {
            false
        }
    }

    fn is(&self, p: Punct) -> bool {
        self.tok == TokenKind::Punct(p)
    }

    fn is_kw(&self, k: Keyword) -> bool {
        self.tok == TokenKind::Keyword(k)
    }

    /// Moves fold errors raised by the evaluator into parse errors.
    fn check_fold_errors(&mut self) -> ParseResult<()> {
        if self.cx.errors.is_empty() {
            return Ok(());
        }
        for e in mem::take(&mut self.cx.errors) {
            self.errors.push(TdError {
                message: e.message,
                loc: e.loc,
                notes: Vec::new(),
            });
        }
        Err(())
    }

    // ------------------------------------------------------------ top level

    pub fn parse_file(&mut self) -> ParseResult<()> {
        self.scopes.push(Scope {
            kind: ScopeKind::Local,
            vars: FxHashMap::default(),
        });
        self.parse_object_list(None)?;
        if self.tok != TokenKind::Eof {
            return self.tok_err("Unexpected token at top level");
        }
        Ok(())
    }

    fn is_object_start(&self) -> bool {
        matches!(
            self.tok,
            TokenKind::Keyword(
                Keyword::Assert
                    | Keyword::Class
                    | Keyword::Def
                    | Keyword::Defm
                    | Keyword::Defset
                    | Keyword::Defvar
                    | Keyword::Dump
                    | Keyword::Foreach
                    | Keyword::If
                    | Keyword::Let
                    | Keyword::MultiClass
            )
        )
    }

    fn parse_object_list(&mut self, mc: Option<usize>) -> ParseResult<()> {
        while self.is_object_start() {
            self.parse_object(mc)?;
            self.check_fold_errors()?;
        }
        Ok(())
    }

    fn parse_object(&mut self, mc: Option<usize>) -> ParseResult<()> {
        match self.tok {
            TokenKind::Keyword(Keyword::Assert) => self.parse_assert(None),
            TokenKind::Keyword(Keyword::Def) => self.parse_def(mc),
            TokenKind::Keyword(Keyword::Defm) => self.parse_defm(mc),
            TokenKind::Keyword(Keyword::Defvar) => self.parse_defvar(None),
            TokenKind::Keyword(Keyword::Dump) => self.parse_dump(None),
            TokenKind::Keyword(Keyword::Foreach) => self.parse_foreach(mc),
            TokenKind::Keyword(Keyword::If) => self.parse_if(mc),
            TokenKind::Keyword(Keyword::Let) => self.parse_top_level_let(mc),
            TokenKind::Keyword(Keyword::Defset) => {
                if mc.is_some() {
                    return self.tok_err("defset is not allowed inside multiclass");
                }
                self.parse_defset()
            }
            TokenKind::Keyword(Keyword::Class) => {
                if mc.is_some() {
                    return self.tok_err("class is not allowed inside multiclass");
                }
                if !self.loops.is_empty() {
                    return self.tok_err("class is not allowed inside foreach loop");
                }
                self.parse_class()
            }
            TokenKind::Keyword(Keyword::MultiClass) => {
                if !self.loops.is_empty() {
                    return self.tok_err("multiclass is not allowed inside foreach loop");
                }
                self.parse_multiclass()
            }
            _ => {
                self.tok_err("Expected assert, class, def, defm, defset, dump, foreach, if, or let")
            }
        }
    }

    // ------------------------------------------------------------ names & scopes

    fn qualify(&mut self, rec: RecId, name: InitId, scoper: &str) -> InitId {
        let rn = self.cx.rec(rec).name;
        let a = {
            let s = self.cx.string(scoper);
            str_concat(&mut self.cx, rn, s)
        };
        let r = str_concat(&mut self.cx, a, name);
        if let Node::Bin(..) = self.cx.node(r) {
            return fold_bin(&mut self.cx, r, Some(rec));
        }
        r
    }

    fn qualified_implicit_name(&mut self, rec: RecId, in_mc: bool) -> InitId {
        let n = self.cx.string("NAME");
        self.qualify(rec, n, if in_mc { "::" } else { ":" })
    }

    fn find_in_args(&mut self, rec: RecId, name: InitId, scoper: &str) -> Option<InitId> {
        let arg = self.qualify(rec, name, scoper);
        if self.cx.rec(rec).is_template_arg(arg) {
            let t = self.cx.rec(rec).value(arg).map(|v| v.ty)?;
            return Some(self.cx.mk(Node::Var(arg, t)));
        }
        if self.cx.str_of(name) == Some("NAME") {
            let ts = self.cx.t_str;
            return Some(self.cx.mk(Node::Var(arg, ts)));
        }
        None
    }

    fn get_var(&mut self, name: InitId) -> Option<InitId> {
        let name_s: Arc<str> = self.cx.str_of(name)?.into();
        for k in (0..self.scopes.len()).rev() {
            if let Some(v) = self.scopes[k].vars.get(&name_s) {
                return Some(*v);
            }
            match self.scopes[k].kind {
                ScopeKind::Local => {}
                ScopeKind::Record(r) => {
                    if let Some(rv) = self.cx.rec(r).value(name) {
                        let t = rv.ty;
                        return Some(self.cx.mk(Node::Var(name, t)));
                    }
                    if self.cx.rec(r).is_class {
                        if let Some(v) = self.find_in_args(r, name, ":") {
                            return Some(v);
                        }
                    }
                }
                ScopeKind::Loop(Some(iv)) => {
                    if let Node::Var(n, _) = self.cx.node(iv) {
                        if *n == name {
                            return Some(iv);
                        }
                    }
                }
                ScopeKind::Loop(None) => {}
                ScopeKind::MultiClass => {
                    if let Some(mc) = self.cur_mc {
                        let r = self.mcs[mc].rec;
                        if let Some(v) = self.find_in_args(r, name, "::") {
                            return Some(v);
                        }
                    }
                }
            }
        }
        None
    }

    fn push_scope(&mut self, kind: ScopeKind) {
        self.scopes.push(Scope {
            kind,
            vars: FxHashMap::default(),
        });
    }

    fn pop_scope(&mut self) {
        self.scopes.pop();
    }

    // ------------------------------------------------------------ records

    fn add_value(&mut self, rec: RecId, loc: &Loc, rv: RecordVal) -> ParseResult<()> {
        let existing = self
            .cx
            .rec(rec)
            .values
            .iter()
            .position(|v| v.name == rv.name);
        match existing {
            Some(k) => {
                if !set_value(&mut self.cx, rec, k, rv.value) {
                    let ety = self.cx.ty_str(self.cx.rec(rec).values[k].ty);
                    let msg = format!(
                        "New definition of '{}' of type '{}' is incompatible with previous definition of type '{}'",
                        self.cx.unquoted(rv.name),
                        self.cx.ty_str(rv.ty),
                        ety
                    );
                    return self.error_at(loc.clone(), msg);
                }
            }
            None => self.cx.rec_mut(rec).values.push(rv),
        }
        Ok(())
    }

    #[allow(clippy::too_many_arguments)]
    fn set_value(
        &mut self,
        rec: RecId,
        loc: &Loc,
        name: InitId,
        bits: &[u32],
        v: InitId,
        allow_self: bool,
        override_loc: bool,
    ) -> ParseResult<()> {
        let Some(k) = self.cx.rec(rec).values.iter().position(|x| x.name == name) else {
            let msg = format!("Value '{}' unknown!", self.cx.unquoted(name));
            return self.error_at(loc.clone(), msg);
        };
        let mut v = v;
        if bits.is_empty() {
            if let Node::Var(n, _) = self.cx.node(v) {
                if *n == name && !allow_self {
                    return self.error_at(loc.clone(), "Recursion / self-assignment forbidden");
                }
            }
        }
        if !bits.is_empty() {
            let cur = self.cx.rec(rec).values[k].value;
            let Node::Bits(cur_bits) = self.cx.node(cur).clone() else {
                let msg = format!("Value '{}' is not a bits type", self.cx.unquoted(name));
                return self.error_at(loc.clone(), msg);
            };
            let bt = self.cx.bits_ty(bits.len() as u32);
            let Some(bi) = self.cx.cast_to(v, bt) else {
                return self.error_at(loc.clone(), "Initializer is not compatible with bit range");
            };
            let mut nb: Vec<Option<InitId>> = vec![None; cur_bits.len()];
            for (i, b) in bits.iter().enumerate() {
                let b = *b as usize;
                if b >= nb.len() {
                    return self.error_at(loc.clone(), "Invalid bit range for value");
                }
                if nb[b].is_some() {
                    let msg = format!(
                        "Cannot set bit #{b} of value '{}' more than once",
                        self.cx.unquoted(name)
                    );
                    return self.error_at(loc.clone(), msg);
                }
                nb[b] = Some(self.cx.get_bit(bi, i as u32));
            }
            let all: Vec<InitId> = nb
                .iter()
                .enumerate()
                .map(|(i, b)| b.unwrap_or(cur_bits[i]))
                .collect();
            v = self.cx.mk(Node::Bits(all.into()));
        }
        if override_loc {
            self.cx.rec_mut(rec).values[k].loc = Some(loc.clone());
        }
        if !set_value(&mut self.cx, rec, k, v) {
            let rty = self.cx.ty_str(self.cx.rec(rec).values[k].ty);
            let it = match self.cx.node(v).clone() {
                Node::Bits(b) => format!("' of type bit initializer with length {}", b.len()),
                _ => match self.cx.type_of(v) {
                    Some(t) => format!("' of type '{}", self.cx.ty_str(t)),
                    None => String::new(),
                },
            };
            let msg = format!(
                "Field '{}' of type '{}' is incompatible with value '{}{}'",
                self.cx.unquoted(name),
                rty,
                self.cx.as_string(v),
                it
            );
            return self.error_at(loc.clone(), msg);
        }
        Ok(())
    }

    fn resolve_arguments(
        &mut self,
        rec: RecId,
        args: &[InitId],
        loc: &Loc,
        out: &mut Vec<(InitId, InitId)>,
    ) -> ParseResult<()> {
        let names = self.cx.rec(rec).template_args.clone();
        let mut unsolved = names.clone();
        for a in args {
            let Node::Arg(v, aux) = self.cx.node(*a).clone() else {
                continue;
            };
            let an = match aux {
                ArgAux::Pos(k) => names[k as usize],
                ArgAux::Named(n) => n,
            };
            if !unsolved.contains(&an) {
                let msg = format!(
                    "We can only specify the template argument '{}' once",
                    self.cx.unquoted(an)
                );
                return self.error_at(loc.clone(), msg);
            }
            out.push((an, v));
            unsolved.retain(|x| *x != an);
        }
        for u in unsolved {
            let (d, dloc) = {
                let rv = self.cx.rec(rec).value(u).expect("template arg");
                (rv.value, rv.loc.clone())
            };
            if !self.cx.is_complete(d) {
                let name = self.cx.unquoted(u);
                self.err(
                    loc.clone(),
                    format!("value not specified for template argument '{name}'"),
                );
                let rn = self.cx.rec_name_str(rec);
                if let Some(e) = self.errors.last_mut() {
                    e.notes.push((dloc, format!("declared in '{rn}'")));
                }
                return Err(());
            }
            out.push((u, d));
        }
        Ok(())
    }

    fn add_subclass(
        &mut self,
        cur: RecId,
        sc: RecId,
        args: &[InitId],
        range: &Loc,
    ) -> ParseResult<()> {
        let mut r = MapResolver::new(Some(cur));
        let fields: Vec<RecordVal> = self
            .cx
            .rec(sc)
            .values
            .iter()
            .filter(|f| f.kind != FieldKind::TemplateArg)
            .cloned()
            .collect();
        for f in fields {
            self.add_value(cur, range, f)?;
        }
        let mut pairs = Vec::new();
        self.resolve_arguments(sc, args, range, &mut pairs)?;
        for (n, v) in pairs {
            r.set(n, v);
        }
        let asserts = self.cx.rec(sc).assertions.clone();
        self.cx.rec_mut(cur).assertions.extend(asserts);
        let name = if self.cx.rec(cur).is_class {
            let q = self.qualified_implicit_name(cur, false);
            let ts = self.cx.t_str;
            self.cx.mk(Node::Var(q, ts))
        } else {
            self.cx.rec(cur).name
        };
        let scq = self.qualified_implicit_name(sc, false);
        r.set(scq, name);
        resolve_record(&mut self.cx, cur, &mut r, None);
        let supers = self.cx.rec(sc).supers.clone();
        for (s, l) in supers {
            if self.cx.is_subclass_of(cur, s) {
                let msg = format!("Already subclass of '{}'!", self.cx.rec_name_str(s));
                return self.error_at(range.clone(), msg);
            }
            add_super(&mut self.cx, cur, s, l);
        }
        if self.cx.is_subclass_of(cur, sc) {
            let msg = format!("Already subclass of '{}'!", self.cx.rec_name_str(sc));
            return self.error_at(range.clone(), msg);
        }
        add_super(&mut self.cx, cur, sc, range.clone());
        Ok(())
    }

    fn add_subclass_entry(
        &mut self,
        e: &Entry,
        sc: RecId,
        args: &[InitId],
        range: &Loc,
    ) -> ParseResult<()> {
        match e {
            Entry::Rec(r) => self.add_subclass(*r, sc, args, range),
            Entry::Loop(l) => {
                for e in &l.entries {
                    self.add_subclass_entry(e, sc, args, range)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn add_entry(&mut self, e: Entry) -> ParseResult<()> {
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

    fn dump_message(&mut self, loc: Loc, m: InitId) {
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

    fn resolve_entries(
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

    fn add_def_one(&mut self, r: RecId) -> ParseResult<()> {
        let name = self.cx.rec_name_str(r);
        let mut new_name = None;
        if let Some(&prev) = self.cx.defs.get(name.as_str()) {
            if !self.cx.rec(r).is_anonymous {
                let loc = self.cx.rec(r).loc.clone();
                let ploc = self.cx.rec(prev).loc.clone();
                self.err(loc, format!("def already exists: {name}"));
                if let Some(e) = self.errors.last_mut() {
                    e.notes
                        .push((Some(ploc), "location of previous definition".into()));
                }
                return Err(());
            }
            new_name = Some(self.cx.mk_anon_name());
        }
        resolve_record_final(&mut self.cx, r, new_name);
        self.check_fold_errors()?;
        // checkConcrete
        let vals = self.cx.rec(r).values.clone();
        for rv in &vals {
            if rv.kind == FieldKind::NonconcreteOk {
                continue;
            }
            let ok = if let Node::Bits(bs) = self.cx.node(rv.value).clone() {
                bs.iter().all(|b| {
                    let is_ref = match self.cx.node(*b) {
                        Node::VarBit(v, _) => match self.cx.node(*v) {
                            Node::Var(n, _) => self.cx.rec(r).value(*n).is_some(),
                            _ => false,
                        },
                        Node::Var(..) => true,
                        _ => false,
                    };
                    is_ref || self.cx.is_concrete(*b)
                })
            } else {
                self.cx.is_concrete(rv.value)
            };
            if !ok {
                let loc = self.cx.rec(r).loc.clone();
                let msg = format!(
                    "Initializer of '{}' in '{}' could not be fully resolved: {}",
                    self.cx.unquoted(rv.name),
                    self.cx.rec_name_str(r),
                    self.cx.as_string(rv.value)
                );
                self.err(loc, msg);
            }
        }
        let rn = self.cx.rec(r).name;
        if !matches!(self.cx.node(rn), Node::Str(..)) {
            let loc = self.cx.rec(r).loc.clone();
            let msg = format!(
                "record name '{}' could not be fully resolved",
                self.cx.as_string(rn)
            );
            return self.error_at(loc, msg);
        }
        check_assertions(&mut self.cx, r);
        // dumps
        let dumps = self.cx.rec(r).dumps.clone();
        for d in dumps {
            let mut rr = crate::resolve::RecordResolver::new(r, None);
            let m = resolve(&mut self.cx, d.message, &mut rr);
            self.dump_message(d.loc, m);
        }
        self.check_fold_errors()?;
        if !self.defsets.is_empty() {
            let di = self.cx.def_init(r);
            let dt = self.cx.type_of(di).unwrap_or(self.cx.t_any_rec);
            for k in 0..self.defsets.len() {
                let et = self.defsets[k].elt_ty;
                if !self.cx.type_is_a(dt, et) {
                    let loc = self.cx.rec(r).loc.clone();
                    let msg = format!(
                        "adding record of incompatible type '{}' to defset",
                        self.cx.ty_str(dt)
                    );
                    let dl = self.defsets[k].loc.clone();
                    self.err(loc, msg);
                    if let Some(e) = self.errors.last_mut() {
                        e.notes
                            .push((Some(dl), "location of defset declaration".into()));
                    }
                    return Err(());
                }
                self.defsets[k].elements.push(di);
            }
        }
        if !self.errors.is_empty() {
            return Err(());
        }
        let name = self.cx.rec_name_str(r);
        self.cx.defs.insert(name.into(), r);
        Ok(())
    }

    // ------------------------------------------------------------ types

    fn parse_type(&mut self) -> ParseResult<TyId> {
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

    fn parse_class_id(&mut self) -> ParseResult<RecId> {
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

    fn parse_operator_type(&mut self) -> ParseResult<TyId> {
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

    // ------------------------------------------------------------ values

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

    fn typed(&mut self, v: InitId) -> Option<TyId> {
        self.cx.type_of(v)
    }

    /// A bang operator, read as its row of [`crate::bang::BANG_OPERATORS`] says.
    fn parse_operation(&mut self, cur: Option<RecId>, item: Option<TyId>) -> ParseResult<InitId> {
        let bang = match &self.tok {
            TokenKind::Bang(bang) => *bang,
            TokenKind::UnknownBang(name) => {
                let msg = format!("unknown or unsupported bang operator '!{name}'");
                return self.tok_err(msg);
            }
            _ => return self.tok_err("unknown bang operator"),
        };
        match bang.op {
            BangOp::Unary(op) => self.parse_unary(cur, bang, op),
            BangOp::Binary(op) => self.parse_binary(cur, item, bang, op),
            BangOp::Ternary(op @ (TernOp::Foreach | TernOp::Filter)) => {
                self.parse_foreach_filter(cur, item, op)
            }
            BangOp::Ternary(TernOp::Range) => self.parse_range(cur),
            BangOp::Ternary(op @ (TernOp::Substr | TernOp::Find)) => {
                self.parse_substr_find(cur, bang, op)
            }
            BangOp::Ternary(op) => self.parse_ternary(cur, item, bang, op),
            BangOp::IsA | BangOp::Exists => self.parse_isa_exists(cur, bang),
            BangOp::Cond => self.parse_cond(cur, item),
            BangOp::Foldl => self.parse_foldl(cur),
        }
    }

    /// The `<type>` after an operator's name, as its row asks (`None` if it takes
    /// none; any record for a record type that may be left out).
    fn parse_type_arg(&mut self, bang: &BangOperator) -> ParseResult<Option<TyId>> {
        Ok(match bang.type_arg {
            TypeArg::None => None,
            TypeArg::Required => Some(self.parse_operator_type()?),
            TypeArg::OptionalRecord => {
                if self.is(Punct::Less) {
                    let t = self.parse_operator_type()?;
                    if !self.cx.is_rec_ty(t) {
                        let msg = format!("type for !{} must be a record type", bang.name);
                        return self.tok_err(msg);
                    }
                    Some(t)
                } else {
                    Some(self.cx.t_any_rec)
                }
            }
        })
    }

    /// The type of an operator's result when its row fixes it (or it is the
    /// `given` type), else `None`: the operands decide it.
    fn result_type(&mut self, bang: &BangOperator, given: Option<TyId>) -> Option<TyId> {
        match bang.result {
            ResultType::Fixed(prim) => Some(prim.ty(&mut self.cx)),
            ResultType::Given => given,
            ResultType::FromOperands => None,
        }
    }

    /// `!not`, `!head`, `!cast<T>`, ...: one operand.
    fn parse_unary(
        &mut self,
        cur: Option<RecId>,
        bang: &BangOperator,
        op: UnOp,
    ) -> ParseResult<InitId> {
        self.lex();
        let given = self.parse_type_arg(bang)?;
        let mut ty = self.result_type(bang, given);
        if !self.consume(Punct::LParen) {
            return self.tok_err("expected '(' after unary operator");
        }
        let lhs = self.parse_value(cur, None, Mode::Value)?;
        if matches!(op, UnOp::Empty | UnOp::Size) {
            let ok = match self.typed(lhs) {
                Some(t) => matches!(self.cx.ty_kind(t), Ty::List(_) | Ty::Str | Ty::Dag),
                None => false,
            };
            if !ok {
                return self
                    .tok_err("expected string, list, or dag type argument in unary operator");
            }
        }
        if matches!(op, UnOp::Head | UnOp::Tail) {
            let Some(t) = self.typed(lhs) else {
                return self.tok_err("expected list type argument in unary operator");
            };
            let Some(et) = self.cx.list_elem(t) else {
                return self.tok_err("expected list type argument in unary operator");
            };
            if let Node::List(es, _) = self.cx.node(lhs).clone() {
                if es.is_empty() {
                    return self.tok_err("empty list argument in unary operator");
                }
                let Some(it) = self.typed(es[0]) else {
                    return self.tok_err("untyped list element in unary operator");
                };
                ty = Some(if op == UnOp::Head {
                    it
                } else {
                    self.cx.list_ty(it)
                });
            } else {
                ty = Some(if op == UnOp::Head { et } else { t });
            }
        }
        if !self.consume(Punct::RParen) {
            return self.tok_err("expected ')' in unary operator");
        }
        let ty = ty.unwrap_or(self.cx.t_any_rec);
        let u = self.cx.mk(Node::Un(op, lhs, ty));
        Ok(fold_un(&mut self.cx, u, cur, false))
    }

    /// `!isa<T>(value)` and `!exists<T>(name)`.
    fn parse_isa_exists(&mut self, cur: Option<RecId>, bang: &BangOperator) -> ParseResult<InitId> {
        let name = bang.name;
        self.lex();
        let t = self
            .parse_type_arg(bang)?
            .expect("!isa and !exists take a type");
        if !self.consume(Punct::LParen) {
            return self.tok_err(format!("expected '(' after type of !{name}"));
        }
        let eloc = self.loc.clone();
        let e = self.parse_value(cur, None, Mode::Value)?;
        if bang.op == BangOp::Exists {
            let et = self.typed(e);
            match et {
                Some(et) if *self.cx.ty_kind(et) == Ty::Str => {}
                Some(et) if self.cx.is_rec_ty(et) => return self.error_at(
                    eloc,
                    "expected string type argument in !exists operator, please use !isa instead",
                ),
                _ => {
                    return self.error_at(eloc, "expected string type argument in !exists operator")
                }
            }
        }
        if !self.consume(Punct::RParen) {
            return self.tok_err(format!("expected ')' in !{name}"));
        }
        if bang.op == BangOp::IsA {
            let u = self.cx.mk(Node::IsA(t, e));
            return Ok(fold_isa(&mut self.cx, u));
        }
        let u = self.cx.mk(Node::Exists(t, e));
        Ok(fold_exists(&mut self.cx, u, cur, false))
    }

    /// `!add`, `!eq`, `!listconcat`, `!getdagarg<T>`, ...: two operands, or more
    /// for those that fold from the left.
    fn parse_binary(
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

    fn parse_range(&mut self, cur: Option<RecId>) -> ParseResult<InitId> {
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

    /// `!if`, `!subst`, `!dag`, `!setdagarg`, `!setdagname`: three operands.
    fn parse_ternary(
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
    fn parse_substr_find(
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

    /// `!foreach(var, list or dag, expr)` and `!filter(var, list, predicate)`.
    fn parse_foreach_filter(
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

    fn parse_foldl(&mut self, cur: Option<RecId>) -> ParseResult<InitId> {
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

    fn parse_cond(&mut self, cur: Option<RecId>, item: Option<TyId>) -> ParseResult<InitId> {
        self.lex();
        if !self.consume(Punct::LParen) {
            return self.tok_err("expected '(' after !cond operator");
        }
        let mut cases = Vec::new();
        let mut vals = Vec::new();
        loop {
            if self.consume(Punct::RParen) {
                break;
            }
            cases.push(self.parse_value(cur, None, Mode::Value)?);
            if !self.consume(Punct::Colon) {
                return self.tok_err("expected ':'  following a condition in !cond operator");
            }
            vals.push(self.parse_value(cur, item, Mode::Value)?);
            if self.consume(Punct::RParen) {
                break;
            }
            if !self.consume(Punct::Comma) {
                return self.tok_err("expected ',' or ')' following a value in !cond operator");
            }
        }
        if cases.is_empty() {
            return self
                .tok_err("there should be at least 1 'condition : value' in the !cond operator");
        }
        let mut ty: Option<TyId> = None;
        for v in &vals {
            if self.cx.is_unset(*v) {
                continue;
            }
            let vt = self.typed(*v);
            ty = match (ty, vt) {
                (None, vt) => vt,
                (Some(t), Some(vt)) => match self.cx.resolve_types(t, vt) {
                    Some(r) => Some(r),
                    None => {
                        let msg = format!(
                            "inconsistent types '{}' and '{}' for !cond",
                            self.cx.ty_str(t),
                            self.cx.ty_str(vt)
                        );
                        return self.tok_err(msg);
                    }
                },
                (t, None) => t,
            };
        }
        let Some(ty) = ty else {
            return self.tok_err("could not determine type for !cond from its arguments");
        };
        let u = self.cx.mk(Node::Cond(cases.into(), vals.into(), ty));
        Ok(fold_cond(&mut self.cx, u, cur))
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

    fn parse_value(
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

    fn parse_slice_elements(
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

    fn parse_range_piece(&mut self, out: &mut Vec<u32>, first: Option<InitId>) -> ParseResult<()> {
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

    fn parse_range_list(&mut self) -> ParseResult<Vec<u32>> {
        let mut out = Vec::new();
        self.parse_range_piece(&mut out, None)?;
        while self.consume(Punct::Comma) {
            self.parse_range_piece(&mut out, None)?;
        }
        Ok(out)
    }

    fn parse_template_arg_value_list(
        &mut self,
        cur: Option<RecId>,
        args_rec: RecId,
        is_defm: bool,
    ) -> ParseResult<Vec<InitId>> {
        let targs = self.cx.rec(args_rec).template_args.clone();
        let mut out = Vec::new();
        if self.consume(Punct::Greater) {
            return Ok(out);
        }
        let mut has_named = false;
        let mut idx = 0usize;
        loop {
            if idx >= targs.len() {
                return self.tok_err(format!("Too many template arguments: {}", idx + 1));
            }
            let vloc = self.loc.clone();
            let ity = if has_named {
                None
            } else {
                self.cx.rec(args_rec).value(targs[idx]).map(|v| v.ty)
            };
            let v = self.parse_value(cur, ity, Mode::Value)?;
            if self.is(Punct::Equal) {
                let Node::Str(..) = self.cx.node(v) else {
                    return self.error_at(
                        vloc,
                        "The name of named argument should be a valid identifier",
                    );
                };
                let q = self.qualify(args_rec, v, if is_defm { "::" } else { ":" });
                let Some(nt) = self.cx.rec(args_rec).value(q).map(|x| x.ty) else {
                    let msg = format!("Argument {} doesn't exist", self.cx.as_string(v));
                    return self.error_at(vloc, msg);
                };
                self.lex();
                let vloc2 = self.loc.clone();
                let val = self.parse_value(cur, Some(nt), Mode::Value)?;
                if self.cx.is_unset(val) {
                    return self.error_at(
                        vloc2,
                        "The value of named argument should be initialized, but we got '?'",
                    );
                }
                out.push(self.cx.mk(Node::Arg(val, ArgAux::Named(q))));
                has_named = true;
            } else {
                if has_named {
                    return self.error_at(
                        vloc,
                        "Positional argument should be put before named argument",
                    );
                }
                out.push(self.cx.mk(Node::Arg(v, ArgAux::Pos(idx as u32))));
            }
            if self.consume(Punct::Greater) {
                return Ok(out);
            }
            if !self.consume(Punct::Comma) {
                return self.tok_err("Expected comma before next argument");
            }
            idx += 1;
        }
    }

    fn check_template_arg_values(
        &mut self,
        vals: &mut [InitId],
        loc: &Loc,
        args_rec: RecId,
    ) -> ParseResult<()> {
        let targs = self.cx.rec(args_rec).template_args.clone();
        for v in vals.iter_mut() {
            let Node::Arg(val, aux) = self.cx.node(*v).clone() else {
                continue;
            };
            let an = match aux {
                ArgAux::Pos(k) => targs[k as usize],
                ArgAux::Named(n) => n,
            };
            let at = self
                .cx
                .rec(args_rec)
                .value(an)
                .map(|x| x.ty)
                .unwrap_or(self.cx.t_any_rec);
            if let Some(vt) = self.typed(val) {
                match self.cx.cast_to(val, at) {
                    Some(c) => *v = self.cx.mk(Node::Arg(c, aux)),
                    None => {
                        let msg = format!(
                            "Value specified for template argument '{}' is of type {}; expected type {}: {}",
                            self.cx.unquoted(an),
                            self.cx.ty_str(vt),
                            self.cx.ty_str(at),
                            self.cx.as_string(val)
                        );
                        return self.error_at(loc.clone(), msg);
                    }
                }
            }
        }
        Ok(())
    }

    // ------------------------------------------------------------ declarations

    fn parse_declaration(
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

    fn parse_template_arg_list(&mut self, cur: Option<RecId>) -> ParseResult<()> {
        self.lex();
        let target = match cur {
            Some(r) => r,
            None => self.mcs[self.cur_mc.expect("multiclass")].rec,
        };
        let a = self.parse_declaration(cur, true)?;
        self.cx.rec_mut(target).template_args.push(a);
        while self.consume(Punct::Comma) {
            let loc = self.loc.clone();
            let a = self.parse_declaration(cur, true)?;
            if self.cx.rec(target).template_args.contains(&a) {
                return self.error_at(
                    loc,
                    "template argument with the same name has already been defined",
                );
            }
            self.cx.rec_mut(target).template_args.push(a);
        }
        if !self.consume(Punct::Greater) {
            return self.tok_err("expected '>' at end of template argument list");
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

    fn apply_let_stack(&mut self, r: RecId) -> ParseResult<()> {
        let stack = self.let_stack.clone();
        for lets in &stack {
            for l in lets {
                self.set_value(r, &l.loc, l.name, &l.bits, l.value, false, true)?;
            }
        }
        Ok(())
    }

    fn apply_let_stack_entry(&mut self, e: &Entry) -> ParseResult<()> {
        match e {
            Entry::Rec(r) => self.apply_let_stack(*r),
            Entry::Loop(l) => {
                for e in &l.entries {
                    self.apply_let_stack_entry(e)?;
                }
                Ok(())
            }
            _ => Ok(()),
        }
    }

    fn parse_subclass_ref(
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

    fn parse_object_name(&mut self, mc: Option<usize>) -> ParseResult<InitId> {
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

    fn parse_def(&mut self, mc: Option<usize>) -> ParseResult<()> {
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

    fn parse_defset(&mut self) -> ParseResult<()> {
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

    fn parse_defvar(&mut self, cur: Option<RecId>) -> ParseResult<()> {
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

    fn parse_foreach(&mut self, mc: Option<usize>) -> ParseResult<()> {
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

    fn parse_if(&mut self, mc: Option<usize>) -> ParseResult<()> {
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

    fn parse_assert(&mut self, cur: Option<RecId>) -> ParseResult<()> {
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

    fn parse_dump(&mut self, cur: Option<RecId>) -> ParseResult<()> {
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

    fn parse_class(&mut self) -> ParseResult<()> {
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

    fn parse_top_level_let(&mut self, mc: Option<usize>) -> ParseResult<()> {
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

    fn parse_multiclass(&mut self) -> ParseResult<()> {
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

    fn parse_defm(&mut self, mc: Option<usize>) -> ParseResult<()> {
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
}

/// Keeps a value's type lookup available to other modules' tests.
#[allow(dead_code)]
pub(crate) fn value_type(cx: &mut Context, i: InitId) -> Option<TyId> {
    cx.type_of(i)
}
