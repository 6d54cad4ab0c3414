//! The TableGen lexer, as LLVM's `TGLexer`: the tokens of a file (`scan`) and the
//! stream of tokens the parser reads (`stream`), which follows `include`s into
//! other files and applies the preprocessor (`#define`, `#ifdef`, `#ifndef`,
//! `#else`, `#endif`).
//!
//! A file is tokenized once (the loader caches its tokens, however many files
//! include it); preprocessor directives stay tokens, interpreted by the stream
//! as the parser reads, because their meaning depends on the macros defined by
//! the files included before.

mod scan;
mod stream;

use std::sync::Arc;

use crate::bang::BangOperator;

pub(crate) use scan::lex;
pub(crate) use stream::TokenStream;

/// A token kind with its payload.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum TokenKind {
    Eof,
    /// A character or sequence the lexer does not accept (message).
    Error(String),
    Id(Arc<str>),
    /// `$name`.
    VarName(Arc<str>),
    Str(Arc<str>),
    Code(Arc<str>),
    Int(i64),
    /// `0b...`: the value and its number of digits.
    BinInt(i64, u32),
    /// A bang operator `!name`, found in the table.
    Bang(&'static BangOperator),
    /// `!name` that names no bang operator (the name without the `!`): an error
    /// when the parser reaches it.
    UnknownBang(Arc<str>),
    Keyword(Keyword),
    Punct(Punct),
    /// `#ifdef`, `#ifndef`, `#define` with the macro name.
    PpIf(bool, Arc<str>),
    PpDefine(Arc<str>),
    PpElse,
    PpEndif,
}

/// Keywords.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Keyword {
    Assert,
    Bit,
    Bits,
    Class,
    Code,
    Dag,
    Def,
    Defm,
    Defset,
    Defvar,
    Dump,
    Else,
    False,
    Field,
    Foreach,
    If,
    In,
    Include,
    Int,
    Let,
    List,
    MultiClass,
    String,
    Then,
    True,
}

/// Punctuation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Punct {
    Minus,
    Plus,
    LSquare,
    RSquare,
    LBrace,
    RBrace,
    LParen,
    RParen,
    Less,
    Greater,
    Colon,
    Semi,
    Comma,
    Dot,
    Equal,
    Question,
    Paste,
    DotDotDot,
}

/// A token and its byte range in the file.
#[derive(Clone, Debug)]
pub(crate) struct Token {
    pub kind: TokenKind,
    pub start: u32,
    pub end: u32,
}
