//! The token stream the parser reads, as LLVM's `TGLexer` serves it: the stack of
//! files being read (an `include` pushes the included file's tokens, its end pops
//! them) and the preprocessor (`#define`, and `#ifdef`/`#ifndef`/`#else`/`#endif`
//! regions, each file with its own stack of conditions; macros are global and
//! outlive the evaluation, so that include guards skip files read before).

use std::sync::Arc;

use rustc_hash::FxHashSet;

use crate::lexer::{Keyword, Token, TokenKind};
use crate::{Loader, Loc, TdError};

/// How deep `include`s may nest (a file that includes itself without a guard).
const MAX_INCLUDE_DEPTH: usize = 200;

/// One `#ifdef`/`#ifndef` region being read.
struct Condition {
    /// Whether the branch being read (the `#if` one, or the `#else` one) is taken.
    taken: bool,
    /// Whether the region around this one is read (a region inside a skipped one
    /// is skipped whatever its condition).
    enclosing_active: bool,
    /// Whether the `#else` has been read.
    in_else: bool,
    /// Where the `#ifdef`/`#ifndef` is.
    loc: Loc,
}

/// One file being read.
struct Frame {
    file: usize,
    tokens: Arc<[Token]>,
    pos: usize,
    /// The open preprocessor regions of this file, innermost last.
    conditions: Vec<Condition>,
}

/// The tokens of a root file and everything it includes, preprocessed.
pub(crate) struct TokenStream<'l> {
    loader: &'l mut Loader,
    frames: Vec<Frame>,
    defines: FxHashSet<Arc<str>>,
}

impl<'l> TokenStream<'l> {
    /// The tokens of the root file `file`, with the macros `defines` already
    /// defined (by files evaluated before, for [`Loader::load_more`]).
    pub fn new(
        loader: &'l mut Loader,
        file: usize,
        tokens: Arc<[Token]>,
        defines: FxHashSet<Arc<str>>,
    ) -> TokenStream<'l> {
        TokenStream {
            loader,
            frames: vec![Frame {
                file,
                tokens,
                pos: 0,
                conditions: Vec::new(),
            }],
            defines,
        }
    }

    /// The macros defined so far.
    pub fn take_defines(&mut self) -> FxHashSet<Arc<str>> {
        std::mem::take(&mut self.defines)
    }

    /// The next token of the innermost file, popping the files that end; `cur` is
    /// the parser's current place, where the end of input after an error is.
    fn raw_next(&mut self, cur: &Loc, errors: &mut Vec<TdError>) -> (TokenKind, Loc) {
        loop {
            let Some(f) = self.frames.last_mut() else {
                return (TokenKind::Eof, cur.clone());
            };
            let t = &f.tokens[f.pos];
            let loc = Loc {
                file: f.file,
                range: t.start as usize..t.end as usize,
            };
            if t.kind == TokenKind::Eof {
                if let Some(c) = f.conditions.last() {
                    let l = c.loc.clone();
                    error(errors, l, "reached EOF without matching #endif");
                    self.frames.clear();
                    return (TokenKind::Eof, loc);
                }
                if self.frames.len() == 1 {
                    return (TokenKind::Eof, loc);
                }
                self.frames.pop();
                continue;
            }
            f.pos += 1;
            return (t.kind.clone(), loc);
        }
    }

    /// Whether the tokens being read are outside skipped preprocessor regions.
    fn active(&self) -> bool {
        self.frames
            .last()
            .and_then(|f| f.conditions.last())
            .map(|c| c.taken && c.enclosing_active)
            .unwrap_or(true)
    }

    /// Moves the parser to the next token it sees (directives applied, skipped
    /// regions left out, `include`s followed): `tok` and `loc` become that token
    /// and its place, and `prev_end` the place `loc` held. When an `include`
    /// fails, `tok` becomes an error token at the `include` (or at what should
    /// have been its file name) and `prev_end` stays. Errors go to `errors`.
    pub fn advance(
        &mut self,
        tok: &mut TokenKind,
        loc: &mut Loc,
        prev_end: &mut Loc,
        errors: &mut Vec<TdError>,
    ) {
        loop {
            let (k, at) = self.raw_next(loc, errors);
            match k {
                TokenKind::PpIf(is_def, name) => {
                    let enclosing_active = self.active();
                    let taken = self.defines.contains(&name) == is_def;
                    if let Some(f) = self.frames.last_mut() {
                        f.conditions.push(Condition {
                            taken,
                            enclosing_active,
                            in_else: false,
                            loc: at,
                        });
                    }
                }
                TokenKind::PpElse => {
                    let Some(f) = self.frames.last_mut() else {
                        continue;
                    };
                    match f.conditions.last_mut() {
                        Some(c) if !c.in_else => {
                            c.taken = !c.taken;
                            c.in_else = true;
                        }
                        _ => {
                            error(errors, at, "#else without #ifdef or #ifndef");
                            self.frames.clear();
                        }
                    }
                }
                TokenKind::PpEndif => {
                    let Some(f) = self.frames.last_mut() else {
                        continue;
                    };
                    if f.conditions.pop().is_none() {
                        error(errors, at, "#endif without #ifdef or #ifndef");
                        self.frames.clear();
                    }
                }
                TokenKind::PpDefine(name) => {
                    if self.active() {
                        self.defines.insert(name);
                    }
                }
                _ if !self.active() && k != TokenKind::Eof => {}
                TokenKind::Keyword(Keyword::Include) => {
                    let (k2, name_at) = self.raw_next(loc, errors);
                    let TokenKind::Str(path) = k2 else {
                        error(errors, name_at.clone(), "expected filename after include");
                        *tok = TokenKind::Error(String::new());
                        *loc = name_at;
                        return;
                    };
                    if self.frames.len() >= MAX_INCLUDE_DEPTH {
                        error(
                            errors,
                            name_at,
                            format!("includes nested deeper than {MAX_INCLUDE_DEPTH} files (a file includes itself?)"),
                        );
                        *tok = TokenKind::Error(String::new());
                        *loc = at;
                        return;
                    }
                    let cur_file = self.frames.last().map(|f| f.file).unwrap_or(0);
                    match self.loader.open_include(&path, cur_file) {
                        Ok((file, tokens)) => self.frames.push(Frame {
                            file,
                            tokens,
                            pos: 0,
                            conditions: Vec::new(),
                        }),
                        Err(msg) => {
                            error(errors, name_at, msg);
                            *tok = TokenKind::Error(String::new());
                            *loc = at;
                            return;
                        }
                    }
                }
                _ => {
                    *prev_end = loc.clone();
                    *tok = k;
                    *loc = at;
                    return;
                }
            }
        }
    }
}

fn error(errors: &mut Vec<TdError>, loc: Loc, message: impl Into<String>) {
    errors.push(TdError {
        message: message.into(),
        loc: Some(loc),
        notes: Vec::new(),
    });
}
