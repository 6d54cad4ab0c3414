//! [`CustomParser`]: what custom syntax reads an op with (MLIR's `OpAsmParser`), over
//! the generic-form parser's tokens, SSA names and block scopes.

use crate::asm::affine::{AffineExpr, AffineMap};
use crate::asm::error::ParseError;
use crate::asm::lexer::{Token, TokenKind};
use crate::asm::op_parser::OpParser;
use crate::asm::parser::affine::AffineInline;
use crate::asm::parser::PResult;
use crate::attributes::{AttrKind, Attribute};
use crate::ident::Identifier;
use crate::ir::{Block, Ir, OpName, OperationState, Region, Value};
use crate::string_value::StringValue;
use crate::types::Type;
use crate::Context;

/// An op being read in custom form (MLIR's `OperationState`): what the op's
/// [`OpSyntax`](super::OpSyntax) fills in, and the parser then creates.
#[derive(Clone, Debug)]
pub struct ParsedOp {
    /// The op's name.
    pub name: OpName,
    /// The operands, resolved to values.
    pub operands: Vec<Value>,
    /// The result types.
    pub result_types: Vec<Type>,
    /// Attributes; for a registered op its inherent ones are moved to the properties
    /// when the op is created.
    pub attributes: Vec<(Identifier, Attribute)>,
    /// Properties read explicitly (`<{...}>`, `prop-dict`).
    pub properties: Vec<(Identifier, Attribute)>,
    /// Successor blocks.
    pub successors: Vec<Block>,
    /// Regions (detached until the op is created).
    pub regions: Vec<Region>,
}

impl ParsedOp {
    /// An empty op named `name`.
    pub fn new(name: OpName) -> Self {
        ParsedOp {
            name,
            operands: Vec::new(),
            result_types: Vec::new(),
            attributes: Vec::new(),
            properties: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
        }
    }

    /// Empties it, keeping the vectors' memory.
    pub(crate) fn clear(&mut self) {
        self.operands.clear();
        self.result_types.clear();
        self.attributes.clear();
        self.properties.clear();
        self.successors.clear();
        self.regions.clear();
    }

    /// Adds (or replaces) the attribute `name`.
    pub fn add_attribute(&mut self, name: Identifier, value: Attribute) {
        match self.attributes.iter_mut().find(|e| e.0 == name) {
            Some(e) => e.1 = value,
            None => self.attributes.push((name, value)),
        }
    }

    /// The attribute `name` read so far.
    pub fn attribute(&self, name: Identifier) -> Option<Attribute> {
        self.attributes
            .iter()
            .chain(&self.properties)
            .find(|e| e.0 == name)
            .map(|e| e.1)
    }
}

/// An operand as written (`%x`, `%x#1`), before its type resolves it to a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    pub(crate) token: Token,
    pub(crate) index: u32,
}

impl UnresolvedOperand {
    /// Where it is written (a byte offset in the source).
    pub fn offset(&self) -> usize {
        self.token.start as usize
    }
}

/// A block argument as written in an op's syntax (`%i`, `%arg0: i32 {attrs}`),
/// defined when the region it opens is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Argument {
    /// The name.
    pub name: UnresolvedOperand,
    /// The type (set by the syntax when the text does not give it).
    pub ty: Option<Type>,
    /// The argument's attribute dictionary, when written.
    pub attrs: Option<Attribute>,
}

/// Delimiters around a list (MLIR's `OpAsmParser::Delimiter`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Delimiter {
    /// No delimiters: the list ends where the next item does not start.
    None,
    /// `( ... )`.
    Paren,
    /// `[ ... ]`.
    Square,
    /// `( ... )` if the next token is `(`, else an empty list.
    OptionalParen,
    /// `[ ... ]` if the next token is `[`, else an empty list.
    OptionalSquare,
    /// `< ... >`.
    LessGreater,
    /// `{ ... }`.
    Brace,
}

impl Delimiter {
    fn tokens(self) -> Option<(TokenKind, TokenKind, bool)> {
        Some(match self {
            Delimiter::None => return None,
            Delimiter::Paren => (TokenKind::LParen, TokenKind::RParen, false),
            Delimiter::Square => (TokenKind::LSquare, TokenKind::RSquare, false),
            Delimiter::OptionalParen => (TokenKind::LParen, TokenKind::RParen, true),
            Delimiter::OptionalSquare => (TokenKind::LSquare, TokenKind::RSquare, true),
            Delimiter::LessGreater => (TokenKind::Less, TokenKind::Greater, false),
            Delimiter::Brace => (TokenKind::LBrace, TokenKind::RBrace, false),
        })
    }
}

/// Reads the custom form of one op: tokens, operands, types, attributes, regions and
/// successors, as MLIR's `OpAsmParser` does. Errors are [`ParseError`]s at the
/// offending token, worded as mlir-opt's.
pub struct CustomParser<'p, 'a, 'c> {
    pub(crate) op: &'p mut OpParser<'a, 'c>,
    /// Where the op's name starts.
    pub(crate) start: u32,
    /// The op's full name (with its dialect, however it is written).
    pub(crate) name: OpName,
}

/// The spelling of a punctuation token kind, for "expected ..." messages.
pub(crate) fn spelling(kind: TokenKind) -> &'static str {
    match kind {
        TokenKind::LParen => "'('",
        TokenKind::RParen => "')'",
        TokenKind::LSquare => "'['",
        TokenKind::RSquare => "']'",
        TokenKind::LBrace => "'{'",
        TokenKind::RBrace => "'}'",
        TokenKind::Less => "'<'",
        TokenKind::Greater => "'>'",
        TokenKind::Comma => "','",
        TokenKind::Colon => "':'",
        TokenKind::ColonColon => "'::'",
        TokenKind::Equal => "'='",
        TokenKind::Arrow => "'->'",
        TokenKind::Question => "'?'",
        TokenKind::Star => "'*'",
        TokenKind::Plus => "'+'",
        TokenKind::Minus => "'-'",
        _ => "token",
    }
}

/// The token kind of a punctuation literal (`"("`, `"->"`), if it is one.
pub fn punctuation(text: &str) -> Option<TokenKind> {
    Some(match text.as_bytes() {
        b"(" => TokenKind::LParen,
        b")" => TokenKind::RParen,
        b"[" => TokenKind::LSquare,
        b"]" => TokenKind::RSquare,
        b"{" => TokenKind::LBrace,
        b"}" => TokenKind::RBrace,
        b"<" => TokenKind::Less,
        b">" => TokenKind::Greater,
        b"," => TokenKind::Comma,
        b":" => TokenKind::Colon,
        b"::" => TokenKind::ColonColon,
        b"=" => TokenKind::Equal,
        b"->" => TokenKind::Arrow,
        b"?" => TokenKind::Question,
        b"*" => TokenKind::Star,
        b"+" => TokenKind::Plus,
        b"-" => TokenKind::Minus,
        _ => return None,
    })
}

impl<'a> CustomParser<'_, 'a, '_> {
    /// The context (to intern names, types and attributes).
    pub fn ctx(&mut self) -> &mut Context {
        self.op.p.ctx
    }

    /// The context, read only.
    pub fn ctx_ref(&self) -> &Context {
        self.op.p.ctx
    }

    /// The IR being built.
    pub fn ir(&mut self) -> &mut Ir {
        self.op.ir
    }

    /// Where the op's name starts (a byte offset in the source).
    pub fn op_offset(&self) -> usize {
        self.start as usize
    }

    /// Where the next token starts (a byte offset in the source).
    pub fn offset(&self) -> usize {
        self.op.p.tok.start as usize
    }

    /// The full name of the op being read (`func.return` when written `return`).
    pub fn op_name(&self) -> OpName {
        self.name
    }

    /// An error at byte `offset` worded as MLIR's `OpAsmParser::emitError` words it:
    /// `custom op 'scf.for' ` before `message`. MLIR's custom parsers report their
    /// own checks (and `parseKeyword`, `parseSymbolName`, `resolveOperands`) this
    /// way; token-level errors (`expected ')'`) have no prefix ([`Self::error`]).
    pub fn emit_error_at(&self, offset: usize, message: impl AsRef<str>) -> ParseError {
        let name = self.ctx_ref().op_name_str(self.name);
        self.error_at(offset, format!("custom op '{name}' {}", message.as_ref()))
    }

    /// [`Self::emit_error_at`] at the next token.
    pub fn emit_error(&self, message: impl AsRef<str>) -> ParseError {
        self.emit_error_at(self.offset(), message)
    }

    /// An error at the next token.
    pub fn error(&self, message: impl Into<String>) -> ParseError {
        self.op.p.err(message)
    }

    /// An error at byte `offset` of the source.
    pub fn error_at(&self, offset: usize, message: impl Into<String>) -> ParseError {
        self.op.p.err_at(offset as u32, message)
    }

    /// The kind of the next token.
    pub fn peek(&self) -> TokenKind {
        self.op.p.tok.kind
    }

    /// The text of the next token.
    pub fn peek_text(&self) -> &'a str {
        self.op.p.text(self.op.p.tok)
    }

    /// Whether the next token is the keyword `kw`.
    pub fn peek_keyword(&self, kw: &str) -> bool {
        self.peek() == TokenKind::BareIdent && self.peek_text() == kw
    }

    /// Consumes a token of `kind` if it is next.
    pub fn eat(&mut self, kind: TokenKind) -> bool {
        self.op.p.eat(kind)
    }

    /// Consumes a token of `kind`, or fails with "expected ..." where MLIR's
    /// `parseToken` reports it ([`Self::wrong_token_error`]).
    pub fn expect(&mut self, kind: TokenKind) -> PResult<()> {
        if self.eat(kind) {
            return Ok(());
        }
        Err(self.wrong_token_error(format!("expected {}", spelling(kind))))
    }

    /// An error about the next token being the wrong one, where MLIR's
    /// `emitWrongTokenError` puts it: right after the text before the token
    /// (skipping blanks, blank lines, and `//` comments at the ends of lines), so
    /// that a missing `)` is reported where it belongs.
    pub fn wrong_token_error(&self, message: impl Into<String>) -> ParseError {
        let src = self.op.p.lex.source().as_bytes();
        let tok = self.op.p.tok;
        let mut original = tok.start as usize;
        if tok.kind == TokenKind::Eof {
            original = original.saturating_sub(1);
        }
        let mut end = original.min(src.len());
        loop {
            while end > 0 && matches!(src[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == 0 {
                return self.error_at(original, message);
            }
            if !matches!(src[end - 1], b'\n' | b'\r') {
                return self.error_at(end, message);
            }
            end -= 1;
            let line_start = src[..end]
                .iter()
                .rposition(|&b| b == b'\n' || b == b'\r')
                .unwrap_or(0);
            if let Some(c) = src[line_start..end].windows(2).position(|w| w == b"//") {
                end = line_start + c;
            }
        }
    }

    /// Consumes the punctuation or keyword `literal` (`"("`, `"->"`, `"to"`).
    pub fn parse_literal(&mut self, literal: &str) -> PResult<()> {
        match punctuation(literal) {
            Some(kind) => self.expect(kind),
            None => self.parse_keyword(literal),
        }
    }

    /// Consumes `literal` if it is next.
    pub fn parse_optional_literal(&mut self, literal: &str) -> bool {
        match punctuation(literal) {
            Some(kind) => self.eat(kind),
            None => self.parse_optional_keyword(literal),
        }
    }

    /// Whether `literal` is next.
    pub fn peek_literal(&self, literal: &str) -> bool {
        match punctuation(literal) {
            Some(kind) => self.peek() == kind,
            None => self.peek_keyword(literal),
        }
    }

    /// Consumes the keyword `kw`, or fails with "expected 'kw'".
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.parse_optional_keyword(kw) {
            Ok(())
        } else {
            Err(self.emit_error(format!("expected '{kw}'")))
        }
    }

    /// Consumes the keyword `kw` if it is next.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.peek_keyword(kw) {
            self.op.p.bump();
            true
        } else {
            false
        }
    }

    /// Consumes any keyword (a bare identifier) and returns it.
    pub fn parse_optional_any_keyword(&mut self) -> Option<&'a str> {
        (self.peek() == TokenKind::BareIdent).then(|| {
            let t = self.op.p.bump();
            self.op.p.text(t)
        })
    }

    /// A keyword, or a string literal holding one (as MLIR's `parseKeywordOrString`).
    pub fn parse_keyword_or_string(&mut self) -> PResult<String> {
        match self.peek() {
            TokenKind::BareIdent => {
                let t = self.op.p.bump();
                Ok(self.op.p.text(t).to_string())
            }
            TokenKind::String => {
                let t = self.op.p.bump();
                self.op.p.string_value(t)
            }
            _ => Err(self.emit_error("expected valid keyword or string")),
        }
    }

    // ----- operands -----

    /// An operand `%x` or `%x#1`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        if self.peek() != TokenKind::PercentIdent {
            return Err(self.error("expected SSA operand"));
        }
        self.operand_here()
    }

    /// An operand, if one is next.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        if self.peek() != TokenKind::PercentIdent {
            return Ok(None);
        }
        self.operand_here().map(Some)
    }

    fn operand_here(&mut self) -> PResult<UnresolvedOperand> {
        let token = self.op.p.bump();
        let mut index = 0;
        if self.peek() == TokenKind::HashIdent {
            let h = self.op.p.bump();
            index = self.op.p.text(h)[1..]
                .parse::<u32>()
                .map_err(|_| self.error_at(h.start as usize, "invalid SSA value result number"))?;
        }
        Ok(UnresolvedOperand { token, index })
    }

    /// A comma-separated list of operands inside `delimiter` (possibly empty).
    pub fn parse_operand_list(&mut self, delimiter: Delimiter) -> PResult<Vec<UnresolvedOperand>> {
        let mut out = Vec::new();
        self.parse_comma_list(delimiter, |p| {
            if p.peek() != TokenKind::PercentIdent {
                return Ok(false);
            }
            out.push(p.operand_here()?);
            Ok(true)
        })?;
        Ok(out)
    }

    /// A comma-separated list inside `delimiter`: `item` reads one element, or returns
    /// `false` when none starts here (allowed only as the whole, empty list).
    pub fn parse_comma_list(
        &mut self,
        delimiter: Delimiter,
        mut item: impl FnMut(&mut Self) -> PResult<bool>,
    ) -> PResult<()> {
        let Some((open, close, optional)) = delimiter.tokens() else {
            if !item(self)? {
                return Ok(());
            }
            while self.eat(TokenKind::Comma) {
                if !item(self)? {
                    return Err(self.error("expected list element"));
                }
            }
            return Ok(());
        };
        if !self.eat(open) {
            if optional {
                return Ok(());
            }
            return Err(self.error(format!("expected {}", spelling(open))));
        }
        if self.eat(close) {
            return Ok(());
        }
        loop {
            if !item(self)? {
                return Err(self.error("expected list element"));
            }
            if self.eat(close) {
                return Ok(());
            }
            if !self.eat(TokenKind::Comma) {
                return Err(self.error(format!("expected ',' or {} in list", spelling(close))));
            }
        }
    }

    /// The value of `operand`, which has type `ty`.
    pub fn resolve_operand(&mut self, operand: UnresolvedOperand, ty: Type) -> PResult<Value> {
        self.op.use_value(operand.token, operand.index, ty)
    }

    /// The values of `operands`, with `types` (one each, or one for all); the error
    /// when the counts differ is at `at`.
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        at: usize,
    ) -> PResult<Vec<Value>> {
        if types.len() != operands.len() {
            return Err(self.emit_error_at(
                at,
                format!(
                    "{} operands present, but expected {}",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        operands
            .iter()
            .zip(types)
            .map(|(&o, &t)| self.resolve_operand(o, t))
            .collect()
    }

    /// [`Self::resolve_operands`], the values appended to `out`.
    pub(crate) fn resolve_operands_into(
        &mut self,
        operands: &[UnresolvedOperand],
        types: &[Type],
        at: usize,
        out: &mut Vec<Value>,
    ) -> PResult<()> {
        if types.len() != operands.len() {
            return Err(self.emit_error_at(
                at,
                format!(
                    "{} operands present, but expected {}",
                    operands.len(),
                    types.len()
                ),
            ));
        }
        out.reserve(operands.len());
        for (&o, &t) in operands.iter().zip(types) {
            out.push(self.resolve_operand(o, t)?);
        }
        Ok(())
    }

    /// A comma-separated list of operands after a comma, if a comma is next (MLIR's
    /// `parseTrailingOperandList`): `, %a, %b`; no comma, no operands.
    pub fn parse_trailing_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        if !self.eat(TokenKind::Comma) {
            return Ok(Vec::new());
        }
        self.parse_operand_list(Delimiter::None)
    }

    /// `(%arg = %init, ...)` (MLIR's `parseAssignmentList`): the arguments (without
    /// types) and the operands assigned to them.
    pub fn parse_assignment_list(&mut self) -> PResult<(Vec<Argument>, Vec<UnresolvedOperand>)> {
        if self.peek() != TokenKind::LParen {
            return Err(self.emit_error("expected '('"));
        }
        let (mut args, mut operands) = (Vec::new(), Vec::new());
        self.parse_comma_list(Delimiter::Paren, |p| {
            args.push(p.parse_argument(false, false)?);
            p.expect(TokenKind::Equal)?;
            operands.push(p.parse_operand()?);
            Ok(true)
        })?;
        Ok((args, operands))
    }

    // ----- integers -----

    /// An integer (`-3`, `0x10`, or `true` / `false` as 1 / 0), if one is next
    /// (MLIR's `parseOptionalInteger<int64_t>`): values up to 2^64 - 1 are accepted,
    /// those past `i64::MAX` wrapping around as MLIR's conversion does.
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i64>> {
        if self.parse_optional_keyword("false") {
            return Ok(Some(0));
        }
        if self.parse_optional_keyword("true") {
            return Ok(Some(1));
        }
        let at = self.offset();
        if !matches!(self.peek(), TokenKind::Integer | TokenKind::Minus) {
            return Ok(None);
        }
        let negative = self.eat(TokenKind::Minus);
        if self.peek() != TokenKind::Integer {
            return Err(self.error("expected integer value"));
        }
        let t = self.op.p.bump();
        let text = self.op.p.text(t);
        let magnitude = match text.strip_prefix("0x") {
            Some(h) => u128::from_str_radix(h, 16),
            None => text.parse::<u128>(),
        };
        let too_large = || self.emit_error_at(at, "integer value too large");
        let Ok(m) = magnitude else {
            return Err(self.error_at(t.start as usize, "integer value too large"));
        };
        if negative {
            if m > 1u128 << 63 {
                return Err(too_large());
            }
            Ok(Some((m as i128).wrapping_neg() as i64))
        } else {
            if m >= 1u128 << 64 {
                return Err(too_large());
            }
            Ok(Some(m as u64 as i64))
        }
    }

    /// An integer (MLIR's `parseInteger<int64_t>`).
    pub fn parse_integer(&mut self) -> PResult<i64> {
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.emit_error("expected integer value")),
        }
    }

    // ----- affine maps -----

    /// An affine map whose dimensions and symbols are SSA values, in `delimiter`
    /// (`Square` or `Paren`): `[%i + 1, %j * 2 + symbol(%n)]` (MLIR's
    /// `parseAffineMapOfSSAIds`). Each distinct `%name` is the next dimension, or,
    /// inside `symbol(...)`, the next symbol. The operands (dimensions, then symbols)
    /// and the `affine_map<...>` attribute.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        delimiter: Delimiter,
    ) -> PResult<(Vec<UnresolvedOperand>, Attribute)> {
        let (open, close) = match delimiter {
            Delimiter::Paren => (TokenKind::LParen, TokenKind::RParen),
            Delimiter::Square => (TokenKind::LSquare, TokenKind::RSquare),
            _ => return Err(self.error("unexpected delimiter")),
        };
        let (map, mut dims, syms) = self.op.p.affine_map_of_ssa_ids(open, close)?;
        dims.extend(syms);
        let attr = self.op.p.affine_map_attr(&map);
        Ok((dims, attr))
    }

    /// The `affine_map<...>` attribute of `map` (as [`AffineMap::to_attr`], the maps
    /// of this parse remembered).
    pub fn affine_map_attr(&mut self, map: &AffineMap) -> Attribute {
        self.op.p.affine_map_attr(map)
    }

    /// One affine expression of SSA ids (MLIR's `parseAffineExprOfSSAIds`): its
    /// dimension operands, its symbol operands and the expression.
    pub fn parse_affine_expr_of_ssa_ids(
        &mut self,
    ) -> PResult<(Vec<UnresolvedOperand>, Vec<UnresolvedOperand>, AffineExpr)> {
        let (e, dims, syms) = self.op.p.affine_expr_of_ssa_ids()?;
        Ok((dims, syms, e))
    }

    /// An affine map written inline, `(d0, d1) -> (d1, d0)` (MLIR's `parseAffineMap`).
    pub fn parse_affine_map(&mut self) -> PResult<AffineMap> {
        let at = self.offset();
        match self.op.p.affine_inline(None)? {
            AffineInline::Map(m) => Ok(m),
            AffineInline::Set(_) => {
                Err(self.error_at(at, "expected AffineMap, but got IntegerSet"))
            }
        }
    }

    // ----- types -----

    /// A type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.op.p.parse_type()
    }

    /// Whether a type can start at the next token.
    pub fn peek_type(&self) -> bool {
        match self.peek() {
            TokenKind::ExclaimIdent | TokenKind::LParen => true,
            TokenKind::BareIdent => {
                let s = self.peek_text();
                let int = |p: &str| {
                    s.strip_prefix(p)
                        .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
                };
                int("i")
                    || int("si")
                    || int("ui")
                    || matches!(
                        s,
                        "index"
                            | "none"
                            | "tuple"
                            | "vector"
                            | "tensor"
                            | "memref"
                            | "complex"
                            | "bf16"
                            | "f16"
                            | "tf32"
                            | "f32"
                            | "f64"
                            | "f80"
                            | "f128"
                    )
                    || s.starts_with("f8E")
                    || s.starts_with("f6E")
                    || s.starts_with("f4E")
            }
            _ => false,
        }
    }

    /// A type, if one can start here.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        if self.peek_type() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// The keyword `kw`, then a type (MLIR's `parseKeywordType`): `into f32`.
    pub fn parse_keyword_type(&mut self, kw: &str) -> PResult<Type> {
        self.parse_keyword(kw)?;
        self.parse_type()
    }

    /// `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.expect(TokenKind::Colon)?;
        self.parse_type()
    }

    /// A comma-separated list of types (at least one).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut out = vec![self.parse_type()?];
        while self.eat(TokenKind::Comma) {
            out.push(self.parse_type()?);
        }
        Ok(out)
    }

    /// `: type, type` (MLIR's `parseColonTypeList`).
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.expect(TokenKind::Colon)?;
        self.parse_type_list()
    }

    /// `(t1, t2)` or `()`.
    pub fn parse_paren_type_list(&mut self) -> PResult<Vec<Type>> {
        self.op.p.parse_type_list_parens()
    }

    /// The results of a function type: `(t1, t2)`, `()` or one type.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        self.op.p.parse_function_results()
    }

    /// `-> types` if an arrow is next, else no types (MLIR's
    /// `parseOptionalArrowTypeList`).
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if !self.eat(TokenKind::Arrow) {
            return Ok(Vec::new());
        }
        self.parse_function_result_types()
    }

    /// `(inputs) -> results`.
    pub fn parse_function_type(&mut self) -> PResult<(Vec<Type>, Vec<Type>)> {
        if self.peek() != TokenKind::LParen {
            return Err(self.error("expected '('"));
        }
        let inputs = self.parse_paren_type_list()?;
        self.expect(TokenKind::Arrow)?;
        let results = self.parse_function_result_types()?;
        Ok((inputs, results))
    }

    // ----- attributes -----

    /// An attribute, with its type where it has one.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.op.p.parse_attribute()
    }

    /// An attribute whose type is `ty` when the text leaves it out (MLIR's
    /// `parseAttribute(attr, type)`): `1` reads as `1 : ty`, and `dense<...>`,
    /// `sparse<...>`, `dense_resource<...>` read with `ty` and no `: type` after them.
    pub fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        self.op.p.parse_attribute_of_type(ty)
    }

    /// An optional attribute dictionary `{...}`, added to `op`'s attributes.
    pub fn parse_optional_attr_dict(&mut self, op: &mut ParsedOp) -> PResult<()> {
        if self.peek() != TokenKind::LBrace {
            return Ok(());
        }
        self.attr_dict_into(op)
    }

    /// `attributes {...}`, if the keyword is next, added to `op`'s attributes.
    pub fn parse_optional_attr_dict_with_keyword(&mut self, op: &mut ParsedOp) -> PResult<()> {
        if !self.parse_optional_keyword("attributes") {
            return Ok(());
        }
        self.attr_dict_into(op)
    }

    fn attr_dict_into(&mut self, op: &mut ParsedOp) -> PResult<()> {
        let at = self.offset();
        let dict = self.op.p.parse_attr_dict()?;
        for &(k, v) in self.ctx_ref().dictionary_entries(dict).to_vec().iter() {
            if op.attribute(k).is_some() {
                let name = self.ctx_ref().ident_str(k).to_string();
                return Err(self.error_at(
                    at,
                    format!("attribute '{name}' occurs more than once in the attribute list"),
                ));
            }
            op.attributes.push((k, v));
        }
        Ok(())
    }

    /// A properties dictionary `<{...}>` (MLIR's `prop-dict`), if `<` is next, added
    /// to `op`'s properties.
    pub fn parse_optional_prop_dict(&mut self, op: &mut ParsedOp) -> PResult<()> {
        if !self.eat(TokenKind::Less) {
            return Ok(());
        }
        let at = self.offset();
        let dict = self.op.p.parse_attribute()?;
        let AttrKind::Dictionary(entries) = self.ctx_ref().attr_kind(dict) else {
            return Err(self.error_at(at, "expected a dictionary of properties"));
        };
        op.properties.extend(entries.iter().copied());
        self.expect(TokenKind::Greater)
    }

    /// `@name` (MLIR's `parseSymbolName`), as its string.
    pub fn parse_symbol_name(&mut self) -> PResult<StringValue> {
        match self.parse_optional_symbol_name()? {
            Some(s) => Ok(s),
            None => Err(self.emit_error("expected valid '@'-identifier for symbol name")),
        }
    }

    /// `@name`, if one is next.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<StringValue>> {
        if self.peek() != TokenKind::AtIdent {
            return Ok(None);
        }
        let t = self.op.p.bump();
        self.op
            .p
            .symbol_name(t)
            .map(|s| Some(StringValue::from(s.as_str())))
    }

    /// A string attribute for `s` (e.g. a symbol name to store).
    pub fn string_attr(&mut self, s: StringValue) -> Attribute {
        self.ctx()
            .intern_attr(AttrKind::String { value: s, ty: None })
    }

    /// An optional trailing `loc(...)`, skipped (locations are not kept).
    pub fn parse_optional_location(&mut self) -> PResult<()> {
        self.op.skip_loc()
    }

    // ----- regions, blocks and arguments -----

    /// A block argument: `%name`, with `: type` when `with_type`, and `{attrs}` after
    /// it when `with_attrs` and present (MLIR's `parseArgument`).
    pub fn parse_argument(&mut self, with_type: bool, with_attrs: bool) -> PResult<Argument> {
        let name = self.parse_operand()?;
        if name.index != 0 || self.op.p.text(name.token).contains('#') {
            return Err(self.error_at(name.offset(), "expected SSA identifier"));
        }
        let ty = if with_type {
            Some(self.parse_colon_type()?)
        } else {
            None
        };
        let attrs = if with_attrs && self.peek() == TokenKind::LBrace {
            Some(self.op.p.parse_attr_dict()?)
        } else {
            None
        };
        self.parse_optional_location()?;
        Ok(Argument { name, ty, attrs })
    }

    /// An argument, if one (`%name`) is next.
    pub fn parse_optional_argument(
        &mut self,
        with_type: bool,
        with_attrs: bool,
    ) -> PResult<Option<Argument>> {
        if self.peek() != TokenKind::PercentIdent {
            return Ok(None);
        }
        self.parse_argument(with_type, with_attrs).map(Some)
    }

    /// A comma-separated argument list inside `delimiter`.
    pub fn parse_argument_list(
        &mut self,
        delimiter: Delimiter,
        with_type: bool,
        with_attrs: bool,
    ) -> PResult<Vec<Argument>> {
        let mut out = Vec::new();
        self.parse_comma_list(delimiter, |p| {
            if p.peek() != TokenKind::PercentIdent {
                return Ok(false);
            }
            out.push(p.parse_argument(with_type, with_attrs)?);
            Ok(true)
        })?;
        Ok(out)
    }

    /// A region `{ ... }` whose entry block has `arguments` (each with a type): they
    /// are defined inside the region only. With no arguments, the region's own text
    /// may label its entry block with arguments.
    pub fn parse_region(&mut self, arguments: &[Argument]) -> PResult<Region> {
        if self.peek() != TokenKind::LBrace {
            return Err(self.wrong_token_error("expected '{' to begin a region"));
        }
        let mut args = Vec::with_capacity(arguments.len());
        for a in arguments {
            let Some(ty) = a.ty else {
                return Err(self.error_at(a.name.offset(), "region argument has no type"));
            };
            args.push((a.name.token, ty));
        }
        self.op.parse_region_with_arguments(&args)
    }

    /// A region, if `{` is next.
    pub fn parse_optional_region(&mut self, arguments: &[Argument]) -> PResult<Option<Region>> {
        if self.peek() != TokenKind::LBrace {
            return Ok(None);
        }
        self.parse_region(arguments).map(Some)
    }

    /// A successor `^bb1`.
    pub fn parse_successor(&mut self) -> PResult<Block> {
        let t = self.op.p.expect(TokenKind::CaretIdent, "block name")?;
        Ok(self.op.block_ref(t))
    }

    /// A successor, if one is next.
    pub fn parse_optional_successor(&mut self) -> PResult<Option<Block>> {
        if self.peek() != TokenKind::CaretIdent {
            return Ok(None);
        }
        self.parse_successor().map(Some)
    }

    /// A successor and its operands: `^bb1(%a, %b : i32, f32)` or `^bb1`.
    pub fn parse_successor_and_use_list(&mut self) -> PResult<(Block, Vec<Value>)> {
        let block = self.parse_successor()?;
        let mut values = Vec::new();
        if self.eat(TokenKind::LParen) {
            let at = self.offset();
            let operands = self.parse_operand_list(Delimiter::None)?;
            if !operands.is_empty() {
                let types = self.parse_colon_type_list()?;
                values = self.resolve_operands(&operands, &types, at)?;
            }
            self.expect(TokenKind::RParen)?;
        }
        Ok((block, values))
    }

    /// Ends the last block of `region` with the terminator `name` (no operands,
    /// results or attributes) unless it ends in a registered terminator already, as
    /// MLIR's `ensureTerminator` does for ops with `SingleBlockImplicitTerminator`; an
    /// empty region gets one block.
    pub fn ensure_terminator(&mut self, region: Region, name: &str) {
        let name = self.ctx().intern_op_name(name);
        self.ensure_terminator_op(region, name);
    }

    /// [`Self::ensure_terminator`] with the terminator's name interned.
    pub(crate) fn ensure_terminator_op(&mut self, region: Region, name: OpName) {
        let ctx = &*self.op.p.ctx;
        let ir = &mut *self.op.ir;
        if ir.region_blocks(region).is_empty() {
            let b = ir.create_block(&[]);
            ir.append_block(region, b);
        }
        let Some(&last) = ir.region_blocks(region).last() else {
            return;
        };
        let terminated = ir
            .block_last_op(last)
            .is_some_and(|op| ctx.dialect.is_terminator(ir.op_name(op)));
        if !terminated {
            let (attributes, properties) = crate::dialect::split_attributes(
                &mut *self.op.p.ctx,
                name,
                0,
                0,
                None,
                None,
                None,
                true,
            )
            .unwrap_or((None, None));
            let op = self.op.ir.create_op(OperationState {
                attributes,
                properties,
                ..OperationState::new(name)
            });
            self.op.ir.append_op(last, op);
        }
    }
}
