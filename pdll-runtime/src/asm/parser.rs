//! Recursive-descent parser for MLIR builtin types and attributes. The op parser
//! ([`crate::asm::op_parser`]) builds on the same [`Parser`].

use crate::asm::builders::{int_params, normalize_int, IntRangeError, Magnitude};
use crate::asm::error::ParseError;
use crate::asm::float;
use crate::asm::lexer::{unescape_bytes, Lexer, Token, TokenKind};
use crate::asm::options::ParseOptions;
use crate::attributes::{AttrKind, Attribute};
use crate::ident::Identifier;
use crate::int_value::IntValue;
use crate::string_value::StringValue;
use crate::types::{FloatKind, Signedness, Type, TypeKind};
use crate::Context;
use num_bigint::BigUint;
use rustc_hash::FxHashMap;

pub(crate) mod affine;
mod attributes;
mod builtin_attrs;
mod dense;
mod types;

/// Result of parsing.
pub type PResult<T> = Result<T, ParseError>;

/// A parser over MLIR text that interns what it reads into a [`Context`].
pub struct Parser<'a, 'c> {
    /// The token source.
    pub(crate) lex: Lexer<'a>,
    /// The current (lookahead) token.
    pub(crate) tok: Token,
    /// Where types, attributes and IR go.
    pub(crate) ctx: &'c mut Context,
    /// `#name = attr` definitions seen so far (file-level aliases).
    pub(crate) attr_aliases: FxHashMap<&'a str, Attribute>,
    /// `!name = type` definitions seen so far.
    pub(crate) type_aliases: FxHashMap<&'a str, Type>,
    /// `distinct[N]` IDs seen, and the number each is printed with (first
    /// appearance first, as MLIR's printer numbers them).
    pub(crate) distinct_ids: FxHashMap<u64, u64>,
    /// Keeps `distinct[N]` numbers as written instead of renumbering them: set when
    /// canonical text is read again (the alias printer re-reads parts of kept text,
    /// which must name the same distinct attributes).
    pub(crate) keep_distinct_ids: bool,
    /// Nesting levels entered (see [`crate::asm::options`]).
    pub(crate) depth: usize,
    /// [`ParseOptions::max_nesting`].
    pub(crate) max_nesting: usize,
    /// Where the last consumed token ends.
    pub(crate) prev_end: u32,
    /// Builtin types read so far, by their text (`i32`, `memref<?x4xf32>`: a keyword
    /// and a `<...>` of plain parameters, see [`types`]), with the nesting depth they
    /// were read at: real IR writes the same few types over and over.
    pub(crate) type_cache: FxHashMap<&'a str, (Type, usize)>,
    /// Dialect attributes a declarative format reads without their prefix (`<nsw>` for
    /// `#arith.overflow<nsw>`), by dialect, mnemonic and text: each text read once.
    pub(crate) dialect_attr_cache: FxHashMap<(Identifier, Identifier, &'a str), Attribute>,
    /// The `affine_map<...>` attributes of the maps read so far (custom syntaxes read
    /// maps whose canonical text is then interned: the same few over and over).
    pub(crate) affine_map_attrs: FxHashMap<crate::asm::affine::AffineMap, Attribute>,
}

/// Where an integer literal is read: MLIR words and places its range errors
/// differently in each place, and reads a negative literal of an unsigned dense-array
/// element as its two's complement.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum IntSite {
    /// A scalar attribute, `5 : i32`.
    Attribute,
    /// An element of `dense<...>`.
    DenseElement,
    /// An element of `array<T: ...>`.
    ArrayElement,
}

/// The dimensions of a shaped type.
struct Dims {
    shape: Vec<i64>,
    scalable: Vec<bool>,
    unranked: bool,
}

impl<'a, 'c> Parser<'a, 'c> {
    /// A parser at the start of `src`, with the default [`ParseOptions`].
    pub fn new(ctx: &'c mut Context, src: &'a str) -> Self {
        Self::with_options(ctx, src, &ParseOptions::default())
    }

    /// A parser at the start of `src`, with `options`.
    pub fn with_options(ctx: &'c mut Context, src: &'a str, options: &ParseOptions) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            lex,
            tok,
            ctx,
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
            distinct_ids: FxHashMap::default(),
            keep_distinct_ids: false,
            depth: 0,
            max_nesting: options.max_nesting,
            prev_end: 0,
            type_cache: FxHashMap::default(),
            dialect_attr_cache: FxHashMap::default(),
            affine_map_attrs: FxHashMap::default(),
        }
    }

    /// Consumes the current token and returns it.
    pub(crate) fn bump(&mut self) -> Token {
        let t = self.tok;
        self.prev_end = t.end;
        self.tok = self.lex.next_token();
        t
    }

    /// The text of a token.
    pub(crate) fn text(&self, t: Token) -> &'a str {
        self.lex.text(t)
    }

    /// An error at byte `offset`.
    pub(crate) fn err_at(&self, offset: u32, msg: impl Into<String>) -> ParseError {
        ParseError::new(self.lex.source(), offset as usize, msg)
    }

    /// An error at the current token.
    pub(crate) fn err(&self, msg: impl Into<String>) -> ParseError {
        self.err_at(self.tok.start, msg)
    }

    /// Consumes a token of `kind` if it is next.
    pub(crate) fn eat(&mut self, kind: TokenKind) -> bool {
        if self.tok.kind == kind {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes a token of `kind` or fails with "expected `what`".
    pub(crate) fn expect(&mut self, kind: TokenKind, what: &str) -> PResult<Token> {
        if self.tok.kind == kind {
            Ok(self.bump())
        } else {
            Err(self.err(format!("expected {what}")))
        }
    }

    /// Fails unless all input was consumed.
    pub(crate) fn expect_eof(&self) -> PResult<()> {
        if self.tok.kind == TokenKind::Eof {
            Ok(())
        } else {
            Err(self.err("unexpected text after the end"))
        }
    }

    /// The text of a balanced `<...>` group at the current `<` token, consumed.
    pub(crate) fn balanced_angle_text(&mut self) -> PResult<&'a str> {
        let start = self.tok.start;
        if self.tok.kind != TokenKind::Less {
            return Err(self.err("expected '<'"));
        }
        self.lex.set_pos(start as usize);
        let end = self
            .lex
            .scan_balanced_angle()
            .ok_or_else(|| self.err_at(start, "unbalanced '<'"))?;
        let text = &self.lex.source()[start as usize..end];
        self.relex_at(end);
        Ok(text)
    }

    /// The `affine_map<...>` attribute of `map` ([`AffineMap::to_attr`]).
    ///
    /// [`AffineMap::to_attr`]: crate::asm::affine::AffineMap::to_attr
    pub(crate) fn affine_map_attr(&mut self, map: &crate::asm::affine::AffineMap) -> Attribute {
        if let Some(&a) = self.affine_map_attrs.get(map) {
            return a;
        }
        let a = map.to_attr(self.ctx);
        self.affine_map_attrs.insert(map.clone(), a);
        a
    }

    /// Restarts lexing at byte `pos` (after scanning some syntax byte-wise).
    fn relex_at(&mut self, pos: usize) {
        self.resume_at(pos, pos as u32);
    }

    /// Restarts lexing at the token that starts at byte `pos`, as if the token before
    /// it ended at `prev_end` (where another parser of the same text stopped).
    pub(crate) fn resume_at(&mut self, pos: usize, prev_end: u32) {
        self.prev_end = prev_end;
        self.lex.set_pos(pos);
        self.tok = self.lex.next_token();
    }
}

impl Context {
    /// Parses a whole string as one type.
    pub fn parse_type(&mut self, src: &str) -> PResult<Type> {
        self.parse_type_with(src, &ParseOptions::default())
    }

    /// [`Context::parse_type`] with `options` (e.g. another nesting limit).
    pub fn parse_type_with(&mut self, src: &str, options: &ParseOptions) -> PResult<Type> {
        let mut p = Parser::with_options(self, src, options);
        let t = p.parse_type()?;
        p.expect_eof()?;
        Ok(t)
    }

    /// Parses a whole string as one attribute.
    pub fn parse_attribute(&mut self, src: &str) -> PResult<Attribute> {
        self.parse_attribute_with(src, &ParseOptions::default())
    }

    /// [`Context::parse_attribute`] with `options` (e.g. another nesting limit).
    pub fn parse_attribute_with(
        &mut self,
        src: &str,
        options: &ParseOptions,
    ) -> PResult<Attribute> {
        let mut p = Parser::with_options(self, src, options);
        let a = p.parse_attribute()?;
        p.expect_eof()?;
        Ok(a)
    }
}
