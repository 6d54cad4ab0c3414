//! The TableGen parser, as LLVM's `TGParser`. As in LLVM, parsing and evaluation
//! are one pass: each class, def, multiclass and loop is built and resolved as it
//! is read. This file holds the parser's state, its token helpers and the top
//! level; the submodules hold the rest by subject:
//!
//! - `scope`: names and scopes;
//! - `types`, `values`, `slices`, `bang/`: types, values, slices and ranges, bang
//!   operators (one file per family: unary, binary, ternary, binding);
//! - `template_args`: template arguments, declared and given;
//! - `records`: building records (fields, inheritance, a finished def);
//! - `class_def`, `multiclass`, `loops`, `statements`: the objects (`class`, `def`;
//!   `multiclass`, `defm`; `foreach`, `if`; `let`, `defset`, `defvar`, `assert`,
//!   `dump`).

mod bang;
mod class_def;
mod loops;
mod multiclass;
mod records;
mod scope;
mod slices;
mod statements;
mod template_args;
mod types;
mod values;

use std::mem;
use std::sync::Arc;

use rustc_hash::{FxHashMap, FxHashSet};

use crate::init::Context;
use crate::lexer::{Keyword, Punct, Token, TokenKind, TokenStream};
use crate::{Loader, Loc, TdError};
use loops::ForeachLoop;
use multiclass::MultiClass;
use scope::{Scope, ScopeKind};
use statements::{Defset, LetRecord};

/// A parse step's outcome: `Err` when it failed (the error is in
/// [`Parser::errors`]).
type ParseResult<V> = Result<V, ()>;

/// How a value is read: as a value, or as a name (a def's name, a pasted name
/// part, where an undefined identifier is a string).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// An identifier must name something.
    Value,
    /// An undefined identifier is the string of its name.
    Name,
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
    /// The scopes of names, innermost last (the file's own first).
    scopes: Vec<Scope>,
    /// Every multiclass read, and their index by name.
    mcs: Vec<MultiClass>,
    mc_names: FxHashMap<Arc<str>, usize>,
    /// The multiclass whose body is being read.
    cur_mc: Option<usize>,
    /// The `foreach` and `if` bodies being read, innermost last.
    loops: Vec<ForeachLoop>,
    /// The bindings of the enclosing `let ... in`, outermost first.
    let_stack: Vec<Vec<LetRecord>>,
    /// The `defset`s being read, which collect the defs made inside.
    defsets: Vec<Defset>,
    /// The errors found (the evaluator's are in `cx.errors` until moved here).
    pub errors: Vec<TdError>,
    /// How deep the value being read nests.
    depth: u32,
}

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

    /// Advances to the next token (the stream applies the preprocessor and
    /// includes).
    fn lex(&mut self) {
        self.tokens.advance(
            &mut self.tok,
            &mut self.loc,
            &mut self.prev_end,
            &mut self.errors,
        );
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
}
