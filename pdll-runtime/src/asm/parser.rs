//! Recursive-descent parser for MLIR builtin types and attributes. The op parser
//! ([`crate::asm::op_parser`]) builds on the same [`Parser`].

use crate::asm::builders::{int_params, normalize_int};
use crate::asm::error::ParseError;
use crate::asm::float;
use crate::asm::lexer::{unescape, Lexer, Token, TokenKind};
use crate::asm::printer::format_int;
use crate::attributes::{AttrKind, Attribute};
use crate::types::{FloatKind, Signedness, Type, TypeKind};
use crate::Context;
use rustc_hash::FxHashMap;
use std::fmt::Write;

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
}

/// The dimensions of a shaped type.
struct Dims {
    shape: Vec<i64>,
    scalable: Vec<bool>,
    unranked: bool,
}

impl<'a, 'c> Parser<'a, 'c> {
    /// A parser at the start of `src`.
    pub fn new(ctx: &'c mut Context, src: &'a str) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            lex,
            tok,
            ctx,
            attr_aliases: FxHashMap::default(),
            type_aliases: FxHashMap::default(),
        }
    }

    /// Consumes the current token and returns it.
    pub(crate) fn bump(&mut self) -> Token {
        let t = self.tok;
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

    /// Restarts lexing at byte `pos` (after scanning some syntax byte-wise).
    fn relex_at(&mut self, pos: usize) {
        self.lex.set_pos(pos);
        self.tok = self.lex.next_token();
    }

    // ----- types -----

    /// Parses a type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        match self.tok.kind {
            TokenKind::LParen => self.parse_function_type(),
            TokenKind::ExclaimIdent => {
                let t = self.bump();
                if let Some(&ty) = self.type_aliases.get(&self.text(t)[1..]) {
                    return Ok(ty);
                }
                let (dialect, body) = self.dialect_body(t)?;
                let dialect = self.ctx.interner.ident(dialect);
                Ok(self.ctx.interner.ty(TypeKind::Opaque { dialect, body }))
            }
            TokenKind::BareIdent => self.parse_builtin_type(),
            _ => Err(self.err("expected type")),
        }
    }

    /// For `!d.t<...>` / `#d.a<...>` tokens: the dialect name and the verbatim rest,
    /// including a `<...>` body that immediately follows.
    fn dialect_body(&mut self, t: Token) -> PResult<(&'a str, String)> {
        let name = &self.text(t)[1..];
        let (dialect, rest) = match name.find('.') {
            Some(i) => (&name[..i], &name[i..]),
            None => (name, ""),
        };
        let mut body = rest.to_string();
        if self.tok.kind == TokenKind::Less && self.tok.start == t.end {
            self.lex.set_pos(t.end as usize);
            let end = self
                .lex
                .scan_balanced_angle()
                .ok_or_else(|| self.err_at(t.end, "unbalanced '<' in dialect body"))?;
            body.push_str(&self.lex.source()[t.end as usize..end]);
            self.relex_at(end);
        }
        Ok((dialect, body))
    }

    fn parse_function_type(&mut self) -> PResult<Type> {
        let inputs = self.parse_type_list_parens()?;
        self.expect(TokenKind::Arrow, "'->' in function type")?;
        let results = self.parse_function_results()?;
        Ok(self.ctx.interner.ty(TypeKind::Function { inputs, results }))
    }

    /// `(t1, t2)` or `()`.
    pub(crate) fn parse_type_list_parens(&mut self) -> PResult<Vec<Type>> {
        self.expect(TokenKind::LParen, "'('")?;
        let mut v = Vec::new();
        if self.eat(TokenKind::RParen) {
            return Ok(v);
        }
        loop {
            v.push(self.parse_type()?);
            if self.eat(TokenKind::RParen) {
                return Ok(v);
            }
            self.expect(TokenKind::Comma, "',' or ')' in type list")?;
        }
    }

    /// The results of a function type: `(types)` or one non-function type.
    pub(crate) fn parse_function_results(&mut self) -> PResult<Vec<Type>> {
        if self.tok.kind == TokenKind::LParen {
            self.parse_type_list_parens()
        } else {
            Ok(vec![self.parse_type()?])
        }
    }

    fn parse_builtin_type(&mut self) -> PResult<Type> {
        let t = self.tok;
        let s = self.text(t);
        let int = |prefix: &str, sg| {
            s.strip_prefix(prefix)
                .filter(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
                .map(|d| (d.parse::<u32>().ok(), sg))
        };
        if let Some((w, signedness)) = int("i", Signedness::Signless)
            .or_else(|| int("si", Signedness::Signed))
            .or_else(|| int("ui", Signedness::Unsigned))
        {
            let width = w
                .filter(|&w| w <= 16_777_215)
                .ok_or_else(|| self.err("integer bitwidth is too large"))?;
            self.bump();
            return Ok(self
                .ctx
                .interner
                .ty(TypeKind::Integer { width, signedness }));
        }
        let simple = match s {
            "index" => Some(TypeKind::Index),
            "f16" => Some(TypeKind::Float(FloatKind::F16)),
            "bf16" => Some(TypeKind::Float(FloatKind::BF16)),
            "f32" => Some(TypeKind::Float(FloatKind::F32)),
            "f64" => Some(TypeKind::Float(FloatKind::F64)),
            "none" => Some(TypeKind::None),
            _ => None,
        };
        if let Some(k) = simple {
            self.bump();
            return Ok(self.ctx.interner.ty(k));
        }
        match s {
            "tuple" => {
                self.bump();
                self.expect(TokenKind::Less, "'<' after 'tuple'")?;
                let mut items = Vec::new();
                if !self.eat(TokenKind::Greater) {
                    loop {
                        items.push(self.parse_type()?);
                        if self.eat(TokenKind::Greater) {
                            break;
                        }
                        self.expect(TokenKind::Comma, "',' or '>' in tuple type")?;
                    }
                }
                Ok(self.ctx.interner.ty(TypeKind::Tuple(items)))
            }
            "vector" => {
                self.bump();
                let dims = self.parse_dims(true, false, false)?;
                let element = self.parse_type()?;
                self.expect(TokenKind::Greater, "'>' at end of vector type")?;
                let (shape, scalable) = (dims.shape, dims.scalable);
                if shape.is_empty() && !scalable.is_empty() {
                    return Err(self.err_at(t.start, "vector type needs a shape"));
                }
                Ok(self.ctx.interner.ty(TypeKind::Vector {
                    shape,
                    scalable,
                    element,
                }))
            }
            "tensor" => {
                self.bump();
                let dims = self.parse_dims(false, true, true)?;
                let element = self.parse_type()?;
                let encoding = if self.eat(TokenKind::Comma) {
                    if dims.unranked {
                        return Err(self.err("unranked tensor cannot have an encoding"));
                    }
                    Some(self.parse_attribute()?)
                } else {
                    None
                };
                self.expect(TokenKind::Greater, "'>' at end of tensor type")?;
                let k = if dims.unranked {
                    TypeKind::UnrankedTensor { element }
                } else {
                    TypeKind::RankedTensor {
                        shape: dims.shape,
                        element,
                        encoding,
                    }
                };
                Ok(self.ctx.interner.ty(k))
            }
            "memref" => {
                self.bump();
                let dims = self.parse_dims(false, true, true)?;
                let element = self.parse_type()?;
                let mut extra = Vec::new();
                while self.eat(TokenKind::Comma) {
                    extra.push(self.parse_attribute()?);
                }
                self.expect(TokenKind::Greater, "'>' at end of memref type")?;
                let k = if dims.unranked {
                    if extra.len() > 1 {
                        return Err(
                            self.err_at(t.start, "unranked memref takes only a memory space")
                        );
                    }
                    TypeKind::UnrankedMemRef {
                        element,
                        memory_space: extra.first().copied(),
                    }
                } else {
                    // With one extra attribute, an affine map / strided layout is a
                    // layout and anything else a memory space, as MLIR decides.
                    let (layout, memory_space) = match extra.as_slice() {
                        [] => (None, None),
                        [a] if self.is_layout(*a) => (Some(*a), None),
                        [a] => (None, Some(*a)),
                        [l, m] => (Some(*l), Some(*m)),
                        _ => return Err(self.err_at(t.start, "too many memref parameters")),
                    };
                    TypeKind::MemRef {
                        shape: dims.shape,
                        element,
                        layout,
                        memory_space,
                    }
                };
                Ok(self.ctx.interner.ty(k))
            }
            _ => Err(self.err(format!("unknown type '{s}'"))),
        }
    }

    fn is_layout(&self, a: Attribute) -> bool {
        matches!(self.ctx.interner.attr_kind(a), AttrKind::Verbatim(s)
            if s.starts_with("affine_map") || s.starts_with("strided"))
    }

    /// At `<`: the dimension list `4x?x[8]x` (or `*x`), scanned byte-wise because
    /// `4xf32` is not tokenized as MLIR tokens would suggest; leaves the current token
    /// at the element type.
    fn parse_dims(
        &mut self,
        scalable_ok: bool,
        dynamic_ok: bool,
        unranked_ok: bool,
    ) -> PResult<Dims> {
        if self.tok.kind != TokenKind::Less {
            return Err(self.err("expected '<'"));
        }
        let src = self.lex.source().as_bytes();
        let mut i = self.tok.end as usize;
        let mut dims = Dims {
            shape: Vec::new(),
            scalable: Vec::new(),
            unranked: false,
        };
        let skip = |i: &mut usize| {
            while *i < src.len() && src[*i].is_ascii_whitespace() {
                *i += 1;
            }
        };
        let digits = |i: &mut usize| -> Option<i64> {
            let start = *i;
            let mut v: i64 = 0;
            while *i < src.len() && src[*i].is_ascii_digit() {
                v = v.checked_mul(10)?.checked_add((src[*i] - b'0') as i64)?;
                *i += 1;
            }
            (*i > start).then_some(v)
        };
        loop {
            skip(&mut i);
            let at = i;
            let c = src.get(i).copied().unwrap_or(0);
            let mut scalable = false;
            let dim = if c == b'?' && dynamic_ok {
                i += 1;
                -1
            } else if c == b'*' && unranked_ok && dims.shape.is_empty() && !dims.unranked {
                i += 1;
                dims.unranked = true;
                0
            } else if c == b'[' && scalable_ok {
                i += 1;
                scalable = true;
                let d = digits(&mut i)
                    .ok_or_else(|| self.err_at(at as u32, "bad scalable dimension"))?;
                if src.get(i) != Some(&b']') {
                    return Err(self.err_at(i as u32, "expected ']' after scalable dimension"));
                }
                i += 1;
                d
            } else if c.is_ascii_digit() {
                digits(&mut i).ok_or_else(|| self.err_at(at as u32, "dimension too large"))?
            } else {
                self.relex_at(at);
                return Ok(dims);
            };
            skip(&mut i);
            if src.get(i) != Some(&b'x') {
                return Err(self.err_at(i as u32, "expected 'x' in dimension list"));
            }
            i += 1;
            if c != b'*' {
                dims.shape.push(dim);
                dims.scalable.push(scalable);
            }
        }
    }

    // ----- attributes -----

    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        let t = self.tok;
        match t.kind {
            TokenKind::Minus | TokenKind::Integer | TokenKind::Float => self.parse_number_attr(),
            TokenKind::String => {
                self.bump();
                let value = self.string_value(t)?;
                let ty = if self.eat(TokenKind::Colon) {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                Ok(self.ctx.interner.attr(AttrKind::String { value, ty }))
            }
            TokenKind::LSquare => {
                self.bump();
                let mut items = Vec::new();
                if !self.eat(TokenKind::RSquare) {
                    loop {
                        items.push(self.parse_attribute()?);
                        if self.eat(TokenKind::RSquare) {
                            break;
                        }
                        self.expect(TokenKind::Comma, "',' or ']' in array")?;
                    }
                }
                Ok(self.ctx.interner.attr(AttrKind::Array(items)))
            }
            TokenKind::LBrace => self.parse_attr_dict(),
            TokenKind::AtIdent => {
                self.bump();
                let root = self.symbol_name(t)?;
                let root = self.ctx.interner.ident(&root);
                let mut nested = Vec::new();
                while self.tok.kind == TokenKind::ColonColon {
                    self.bump();
                    let n = self.expect(TokenKind::AtIdent, "symbol reference after '::'")?;
                    let n = self.symbol_name(n)?;
                    nested.push(self.ctx.interner.ident(&n));
                }
                Ok(self.ctx.interner.attr(AttrKind::SymbolRef { root, nested }))
            }
            TokenKind::HashIdent => {
                self.bump();
                if let Some(&a) = self.attr_aliases.get(&self.text(t)[1..]) {
                    return Ok(a);
                }
                let (dialect, body) = self.dialect_body(t)?;
                let dialect = self.ctx.interner.ident(dialect);
                Ok(self.ctx.interner.attr(AttrKind::Opaque { dialect, body }))
            }
            TokenKind::BareIdent => match self.text(t) {
                "true" | "false" => {
                    self.bump();
                    let v = self.text(t) == "true";
                    Ok(self.ctx.interner.attr(AttrKind::Bool(v)))
                }
                "unit" => {
                    self.bump();
                    Ok(self.ctx.interner.attr(AttrKind::Unit))
                }
                "dense" => self.parse_dense(),
                "affine_map"
                | "affine_set"
                | "array"
                | "strided"
                | "distinct"
                | "sparse_tensor_encoding"
                | "dense_resource"
                | "opaque" => {
                    self.bump();
                    if self.tok.kind != TokenKind::Less {
                        return Err(self.err("expected '<'"));
                    }
                    self.lex.set_pos(self.tok.start as usize);
                    let end = self
                        .lex
                        .scan_balanced_angle()
                        .ok_or_else(|| self.err("unbalanced '<'"))?;
                    let mut text = self.lex.source()[t.start as usize..end].to_string();
                    self.relex_at(end);
                    // `dense_resource<...> : type` and `opaque<...> : type` carry a type.
                    if matches!(self.text(t), "dense_resource" | "opaque")
                        && self.eat(TokenKind::Colon)
                    {
                        let ty = self.parse_type()?;
                        text.push_str(" : ");
                        text.push_str(&self.ctx.type_to_string(ty));
                    }
                    Ok(self.ctx.interner.attr(AttrKind::Verbatim(text)))
                }
                _ => {
                    let ty = self.parse_type()?;
                    Ok(self.ctx.interner.attr(AttrKind::Type(ty)))
                }
            },
            TokenKind::LParen | TokenKind::ExclaimIdent => {
                let ty = self.parse_type()?;
                Ok(self.ctx.interner.attr(AttrKind::Type(ty)))
            }
            _ => Err(self.err("expected attribute value")),
        }
    }

    /// The unescaped contents of a string token.
    pub(crate) fn string_value(&self, t: Token) -> PResult<String> {
        let s = self.text(t);
        let body = &s[1..s.len() - 1];
        unescape(body)
            .map_err(|off| self.err_at(t.start + 1 + off as u32, "invalid escape in string"))
    }

    /// The name of an `@name` / `@"name"` token.
    fn symbol_name(&self, t: Token) -> PResult<String> {
        let s = self.text(t);
        if s.as_bytes().get(1) == Some(&b'"') {
            let body = &s[2..s.len() - 1];
            unescape(body)
                .map_err(|off| self.err_at(t.start + 2 + off as u32, "invalid escape in symbol"))
        } else {
            Ok(s[1..].to_string())
        }
    }

    /// `{name = attr, unitname, "quoted" = attr}` at `{`.
    pub(crate) fn parse_attr_dict(&mut self) -> PResult<Attribute> {
        self.expect(TokenKind::LBrace, "'{'")?;
        let mut entries = Vec::new();
        if !self.eat(TokenKind::RBrace) {
            loop {
                let t = self.tok;
                let name = match t.kind {
                    TokenKind::BareIdent => self.text(t).to_string(),
                    TokenKind::String => self.string_value(t)?,
                    _ => return Err(self.err("expected attribute name")),
                };
                self.bump();
                let id = self.ctx.interner.ident(&name);
                let value = if self.eat(TokenKind::Equal) {
                    self.parse_attribute()?
                } else {
                    self.ctx.interner.attr(AttrKind::Unit)
                };
                if entries.iter().any(|&(n, _)| n == id) {
                    return Err(self.err_at(
                        t.start,
                        format!("duplicate key '{name}' in dictionary attribute"),
                    ));
                }
                entries.push((id, value));
                if self.eat(TokenKind::RBrace) {
                    break;
                }
                self.expect(TokenKind::Comma, "',' or '}' in dictionary")?;
            }
        }
        Ok(self.ctx.interner.dictionary(entries))
    }

    /// A literal `[-]digits` (optionally with a float part): sign, token.
    fn number_literal(&mut self) -> PResult<(bool, Token)> {
        let neg = self.eat(TokenKind::Minus);
        match self.tok.kind {
            TokenKind::Integer | TokenKind::Float => Ok((neg, self.bump())),
            _ => Err(self.err("expected integer or float literal")),
        }
    }

    /// The magnitude of an integer token (decimal or hex).
    fn int_magnitude(&self, t: Token) -> PResult<u128> {
        let s = self.text(t);
        let r = match s.strip_prefix("0x") {
            Some(h) => u128::from_str_radix(h, 16),
            None => s.parse::<u128>(),
        };
        r.map_err(|_| self.err_at(t.start, "integer constant out of range for attribute"))
    }

    fn parse_number_attr(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        let (neg, t) = self.number_literal()?;
        let ty = if self.eat(TokenKind::Colon) {
            self.parse_type()?
        } else if t.kind == TokenKind::Float {
            self.ctx.intern_float_type(FloatKind::F64)
        } else {
            self.ctx.intern_integer_type(64)
        };
        let kind = self.number_value(neg, t, ty, start)?;
        Ok(self.ctx.interner.attr(kind))
    }

    /// The attribute kind for a number literal of type `ty`.
    fn number_value(&mut self, neg: bool, t: Token, ty: Type, start: u32) -> PResult<AttrKind> {
        let tk = self.ctx.interner.type_kind(ty).clone();
        if let TypeKind::Float(k) = tk {
            let s = self.text(t);
            let bits = if let Some(h) = s.strip_prefix("0x") {
                if neg {
                    return Err(self.err_at(
                        start,
                        "hexadecimal float literal should not have a leading minus",
                    ));
                }
                let b = u64::from_str_radix(h, 16)
                    .ok()
                    .filter(|&b| float::width(k) == 64 || b >> float::width(k) == 0);
                b.ok_or_else(|| {
                    self.err_at(t.start, "hexadecimal float constant out of range for type")
                })?
            } else {
                let v: f64 = s
                    .parse()
                    .map_err(|_| self.err_at(t.start, "invalid float literal"))?;
                let v = if neg { -v } else { v };
                let v = if k == FloatKind::F32 {
                    // Parse f32 directly: rounding via f64 could round twice.
                    let f: f32 = s
                        .parse()
                        .map_err(|_| self.err_at(t.start, "invalid float literal"))?;
                    if neg {
                        -f as f64
                    } else {
                        f as f64
                    }
                } else {
                    float::round_to(v, k)
                };
                float::to_bits(v, k)
            };
            return Ok(AttrKind::Float { bits, ty });
        }
        let Some((width, signedness, is_index)) = int_params(&tk) else {
            return Err(self.err_at(start, "integer literal for a non-integer type"));
        };
        if t.kind == TokenKind::Float {
            return Err(self.err_at(
                t.start,
                "floating point value not valid for an integer type",
            ));
        }
        let mag = self.int_magnitude(t)?;
        let value = normalize_int(neg, mag, width, signedness, is_index)
            .map_err(|e| self.err_at(start, e.to_string()))?;
        if width == 1 && signedness == Signedness::Signless {
            return Ok(AttrKind::Bool(value != 0));
        }
        Ok(AttrKind::Integer { value, ty })
    }

    // ----- dense -----

    fn parse_dense(&mut self) -> PResult<Attribute> {
        let start = self.bump().start;
        self.expect(TokenKind::Less, "'<' after 'dense'")?;
        // Collect leaves (sign, token) with the nesting shape, then check them against
        // the type, which comes after the literal.
        enum Body {
            Hex(Token),
            Leaves(Vec<(bool, Token)>, Vec<usize>, bool),
        }
        let body = if self.tok.kind == TokenKind::String {
            let t = self.bump();
            Body::Hex(t)
        } else if self.tok.kind == TokenKind::Greater {
            Body::Leaves(Vec::new(), vec![0], false)
        } else {
            let mut leaves = Vec::new();
            let mut shape = Vec::new();
            let nested = self.tok.kind == TokenKind::LSquare;
            self.dense_list(&mut leaves, &mut shape, 0)?;
            Body::Leaves(leaves, shape, nested)
        };
        self.expect(TokenKind::Greater, "'>' at end of dense literal")?;
        self.expect(TokenKind::Colon, "':' and a type after dense literal")?;
        let ty_at = self.tok.start;
        let ty = self.parse_type()?;
        let (shape, element) = match self.ctx.interner.type_kind(ty).clone() {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::Vector { shape, element, .. } => (shape, element),
            _ => {
                return Err(self.err_at(ty_at, "dense literal needs a static tensor or vector type"))
            }
        };
        if shape.iter().any(|&d| d < 0) {
            return Err(self.err_at(ty_at, "dense literal needs a static shape"));
        }
        let count: i64 = shape.iter().product();
        let ek = self.ctx.interner.type_kind(element).clone();
        let leaves: Vec<(String, u128)> = match body {
            Body::Hex(t) => self.dense_hex_leaves(t, &ek, count)?,
            Body::Leaves(leaves, lshape, nested) => {
                let mut out = Vec::with_capacity(leaves.len());
                for &(neg, tok) in &leaves {
                    out.push(self.dense_leaf(neg, tok, element, &ek)?);
                }
                let splat = !nested && out.len() == 1;
                let same = lshape.len() == shape.len()
                    && lshape.iter().zip(&shape).all(|(a, b)| *a as i64 == *b);
                if !splat && !same {
                    let want = shape
                        .iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join("x");
                    return Err(self.err_at(
                        start,
                        format!("dense literal shape does not match type shape [{want}]"),
                    ));
                }
                out
            }
        };
        let body = if !leaves.is_empty() && leaves.iter().all(|l| l.0 == leaves[0].0) {
            leaves[0].0.clone()
        } else if count == 0 {
            String::new()
        } else if count > 100 {
            // MLIR prints non-splat literals of more than 100 elements as hex data.
            hex_body(&leaves, &ek)
        } else {
            let mut s = String::new();
            nest(&leaves, &shape, &mut 0, &mut s);
            s
        };
        Ok(self.ctx.interner.attr(AttrKind::Dense { body, ty }))
    }

    /// One nesting level of a dense literal; records the shape it finds.
    fn dense_list(
        &mut self,
        leaves: &mut Vec<(bool, Token)>,
        shape: &mut Vec<usize>,
        depth: usize,
    ) -> PResult<()> {
        if !self.eat(TokenKind::LSquare) {
            let lit = match self.tok.kind {
                TokenKind::BareIdent if matches!(self.text(self.tok), "true" | "false") => {
                    (false, self.bump())
                }
                _ => self.number_literal()?,
            };
            leaves.push(lit);
            return Ok(());
        }
        let mut n = 0;
        if self.tok.kind != TokenKind::RSquare {
            loop {
                self.dense_list(leaves, shape, depth + 1)?;
                n += 1;
                if self.tok.kind == TokenKind::RSquare {
                    break;
                }
                self.expect(TokenKind::Comma, "',' or ']' in dense literal")?;
            }
        }
        self.bump();
        if shape.len() <= depth {
            shape.push(n);
        } else if shape[depth] != n {
            return Err(self.err("dense literal has inconsistent nested list sizes"));
        }
        Ok(())
    }

    /// The printed form of one dense element.
    fn dense_leaf(
        &mut self,
        neg: bool,
        t: Token,
        element: Type,
        ek: &TypeKind,
    ) -> PResult<(String, u128)> {
        if t.kind == TokenKind::BareIdent {
            if *ek
                != (TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                })
            {
                return Err(self.err_at(t.start, "boolean element for a non-i1 type"));
            }
            let b = self.text(t) == "true";
            return Ok((self.text(t).to_string(), b as u128));
        }
        if t.kind == TokenKind::Integer
            && matches!(ek, TypeKind::Float(_))
            && !self.text(t).starts_with("0x")
        {
            return Err(self.err_at(
                t.start,
                "expected floating-point elements, but parsed integer",
            ));
        }
        match self.number_value(neg, t, element, t.start)? {
            AttrKind::Float { bits, .. } => {
                let TypeKind::Float(k) = *ek else {
                    unreachable!()
                };
                Ok((float::format_float(bits, k), bits as u128))
            }
            AttrKind::Bool(b) => Ok((if b { "true" } else { "false" }.to_string(), b as u128)),
            AttrKind::Integer { value, .. } => Ok((format_int(value, ek), value as u128)),
            _ => Err(self.err_at(t.start, "bad dense element")),
        }
    }

    /// Elements of `dense<"0x...">`: little-endian raw data, or one element (splat).
    fn dense_hex_leaves(
        &self,
        t: Token,
        ek: &TypeKind,
        count: i64,
    ) -> PResult<Vec<(String, u128)>> {
        let s = self.text(t);
        let hex = s[1..s.len() - 1]
            .strip_prefix("0x")
            .ok_or_else(|| self.err_at(t.start, "expected '0x' hex string"))?;
        if !hex.len().is_multiple_of(2) || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(self.err_at(t.start, "malformed hex string"));
        }
        let bytes: Vec<u8> = (0..hex.len() / 2)
            .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap_or(0))
            .collect();
        let width = match *ek {
            TypeKind::Integer { width, .. } => width,
            TypeKind::Index => 64,
            TypeKind::Float(k) => float::width(k),
            _ => return Err(self.err_at(t.start, "unsupported dense element type")),
        };
        let esize = (width as usize).div_ceil(8).max(1);
        if !bytes.len().is_multiple_of(esize)
            || !(bytes.len() / esize == count as usize || bytes.len() == esize)
            || width > 128
        {
            return Err(self.err_at(t.start, "hex data size does not match the type"));
        }
        let mut out = Vec::new();
        for chunk in bytes.chunks(esize) {
            let mut raw: u128 = 0;
            for (i, &b) in chunk.iter().enumerate() {
                raw |= (b as u128) << (8 * i);
            }
            let text = match *ek {
                TypeKind::Float(k) => float::format_float(raw as u64, k),
                TypeKind::Integer { width: 1, .. } => {
                    if raw & 1 == 1 { "true" } else { "false" }.to_string()
                }
                TypeKind::Integer {
                    width,
                    signedness: Signedness::Unsigned,
                } => format_int(raw as i128 & mask(width), ek),
                _ => format_int(crate::asm::builders::sign_extend(raw as i128, width), ek),
            };
            out.push((text, raw));
        }
        Ok(out)
    }
}

fn mask(width: u32) -> i128 {
    if width >= 127 {
        -1
    } else {
        (1i128 << width) - 1
    }
}

/// `"0x..."`: the little-endian raw data of the elements, as MLIR stores it.
fn hex_body(leaves: &[(String, u128)], ek: &TypeKind) -> String {
    let width = match *ek {
        TypeKind::Integer { width, .. } => width,
        TypeKind::Float(k) => float::width(k),
        _ => 64,
    };
    let esize = (width as usize).div_ceil(8).max(1);
    let mut s = String::with_capacity(4 + leaves.len() * esize * 2);
    s.push_str("\"0x");
    for (_, raw) in leaves {
        for i in 0..esize {
            let _ = write!(s, "{:02X}", (raw >> (8 * i)) as u8);
        }
    }
    s.push('"');
    s
}

/// Writes `leaves` as nested lists following `shape`.
fn nest(leaves: &[(String, u128)], shape: &[i64], next: &mut usize, out: &mut String) {
    let Some((&n, rest)) = shape.split_first() else {
        out.push_str(&leaves[*next].0);
        *next += 1;
        return;
    };
    out.push('[');
    for i in 0..n {
        if i > 0 {
            out.push_str(", ");
        }
        nest(leaves, rest, next, out);
    }
    out.push(']');
}

impl Context {
    /// Parses a whole string as one type.
    pub fn parse_type(&mut self, src: &str) -> PResult<Type> {
        let mut p = Parser::new(self, src);
        let t = p.parse_type()?;
        p.expect_eof()?;
        Ok(t)
    }

    /// Parses a whole string as one attribute.
    pub fn parse_attribute(&mut self, src: &str) -> PResult<Attribute> {
        let mut p = Parser::new(self, src);
        let a = p.parse_attribute()?;
        p.expect_eof()?;
        Ok(a)
    }
}
