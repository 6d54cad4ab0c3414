//! Builtin attributes: numbers, strings, arrays, dictionaries, symbol references,
//! types as attributes, opaque dialect attributes and aliases.

use super::*;

impl<'a> Parser<'a, '_> {
    /// Parses an attribute, one nesting level deeper (see [`crate::asm::options`]).
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.enter_nesting(self.tok.start)?;
        let r = self.parse_attribute_here();
        self.leave_nesting();
        r
    }

    fn parse_attribute_here(&mut self) -> PResult<Attribute> {
        let t = self.tok;
        match t.kind {
            TokenKind::Minus | TokenKind::Integer | TokenKind::Float => self.parse_number_attr(),
            TokenKind::String => self.parse_string_attr(t),
            TokenKind::LSquare => self.parse_array_attr(),
            TokenKind::LBrace => self.parse_attr_dict(),
            TokenKind::AtIdent => self.parse_symbol_ref_attr(t),
            TokenKind::HashIdent => {
                self.bump();
                if let Some(&a) = self.attr_aliases.get(&self.text(t)[1..]) {
                    return Ok(a);
                }
                self.parse_opaque_attr(t)
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
                "array" => self.parse_dense_array(),
                "strided" => self.parse_strided(),
                "distinct" => self.parse_distinct(),
                "loc" => self.parse_location_attr(),
                "sparse" => self.parse_sparse(),
                "affine_map" | "affine_set" => self.parse_affine(),
                "dense_resource" => self.parse_verbatim_attr(t, None),
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

    // The arms with the most locals have functions of their own, so that the frame a
    // nesting level keeps on the stack is small (unoptimized builds give every local
    // of a function its own slot).

    /// `@a::@b`, at the symbol token `t`.
    fn parse_symbol_ref_attr(&mut self, t: Token) -> PResult<Attribute> {
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

    /// `#d.a<...>` (not an alias), after the token `t`.
    fn parse_opaque_attr(&mut self, t: Token) -> PResult<Attribute> {
        let (dialect, mut body) = self.dialect_body(t)?;
        // A registered bit enum is read into MLIR's canonical spelling.
        if let Some(canonical) = self.ctx.dialect.bit_enums.canonical_body(dialect, &body) {
            // The body starts after `#dialect` in the token.
            let at = t.start + 1 + dialect.len() as u32;
            body = canonical.map_err(|e| self.err_at(at + e.offset as u32, e.message))?;
        }
        // A dialect attribute may carry a type: `#d.a : i32`.
        if self.eat(TokenKind::Colon) {
            let ty = self.parse_type()?;
            body.push_str(" : ");
            self.ctx.print_type(ty, &mut body);
        }
        let dialect = self.ctx.interner.ident(dialect);
        Ok(self.ctx.interner.attr(AttrKind::Opaque { dialect, body }))
    }

    /// `[a, b]`, at `[`.
    fn parse_array_attr(&mut self) -> PResult<Attribute> {
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

    /// `"text"` or `"text" : type`, at the string token `t`.
    fn parse_string_attr(&mut self, t: Token) -> PResult<Attribute> {
        self.bump();
        let value = self.string_contents(t)?;
        let ty = if self.eat(TokenKind::Colon) {
            Some(self.parse_type()?)
        } else {
            None
        };
        Ok(self.ctx.interner.attr(AttrKind::String { value, ty }))
    }

    /// `dense_resource<name> : type`, kept as text, at its keyword `t` (without `:
    /// type` when `given` is the type of a `dense_resource`).
    fn parse_verbatim_attr(&mut self, t: Token, given: Option<Type>) -> PResult<Attribute> {
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
        // `dense_resource<...> : type` carries a type.
        if self.text(t) == "dense_resource" {
            let ty = match given {
                Some(ty) => Some(ty),
                None if self.eat(TokenKind::Colon) => Some(self.parse_type()?),
                None => None,
            };
            if let Some(ty) = ty {
                text.push_str(" : ");
                text.push_str(&self.ctx.type_to_string(ty));
            }
        }
        Ok(self.ctx.interner.attr(AttrKind::Verbatim(text)))
    }

    /// The unescaped bytes of a string token (any bytes: `\\XX` escapes may make
    /// them not UTF-8).
    pub(crate) fn string_bytes(&self, t: Token) -> PResult<Vec<u8>> {
        let s = self.text(t);
        let body = &s[1..s.len() - 1];
        unescape_bytes(body).map_err(|off| {
            self.err_at(t.start + 1 + off as u32, "unknown escape in string literal")
        })
    }

    /// The contents of a string token as a string attribute holds them; text without
    /// escapes is taken as it is (the source is UTF-8 already).
    pub(crate) fn string_contents(&self, t: Token) -> PResult<StringValue> {
        let s = self.text(t);
        let body = &s[1..s.len() - 1];
        if !body.contains('\\') {
            return Ok(StringValue::from(body));
        }
        self.string_bytes(t).map(StringValue::from_bytes)
    }

    /// The unescaped contents of a string token that names something (an attribute
    /// name, an op name, a symbol): identifiers are text, so the bytes must be UTF-8.
    pub(crate) fn string_value(&self, t: Token) -> PResult<String> {
        let s = self.text(t);
        let body = &s[1..s.len() - 1];
        if !body.contains('\\') {
            return Ok(body.to_string());
        }
        let bytes = self.string_bytes(t)?;
        String::from_utf8(bytes).map_err(|_| {
            self.err_at(
                t.start,
                "a name that is not valid UTF-8 is not supported (only string attribute values may hold any bytes)",
            )
        })
    }

    /// The name of an `@name` / `@"name"` token.
    pub(crate) fn symbol_name(&self, t: Token) -> PResult<String> {
        let s = self.text(t);
        if s.as_bytes().get(1) == Some(&b'"') {
            self.string_value(Token {
                start: t.start + 1,
                ..t
            })
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
    pub(super) fn number_literal(&mut self) -> PResult<(bool, Token)> {
        let neg = self.eat(TokenKind::Minus);
        match self.tok.kind {
            TokenKind::Integer | TokenKind::Float => Ok((neg, self.bump())),
            _ => Err(self.err("expected integer or float literal")),
        }
    }

    /// The magnitude of an integer token (decimal or hex).
    pub(super) fn int_magnitude(&self, t: Token) -> PResult<u128> {
        let s = self.text(t);
        let r = match s.strip_prefix("0x") {
            Some(h) => u128::from_str_radix(h, 16),
            None => s.parse::<u128>(),
        };
        r.map_err(|_| self.err_at(t.start, "integer constant out of range for attribute"))
    }

    /// The magnitude of an integer token (decimal or hex) of a literal for a type of
    /// `width` bits: any size, but a literal far too long for the width is out of
    /// range (`None`) without reading it all (a decimal literal of `d` digits, leading
    /// zeros aside, is at least `10^(d-1)`).
    fn int_literal_magnitude(&self, t: Token, width: u32) -> Option<Magnitude> {
        let s = self.text(t);
        let (digits, radix, bits_per_digit) = match s.strip_prefix("0x") {
            Some(h) => (h, 16, 4.0),
            None => (s, 10, std::f64::consts::LOG2_10),
        };
        let small = match radix {
            16 => u128::from_str_radix(digits, 16),
            _ => digits.parse::<u128>(),
        };
        if let Ok(m) = small {
            return Some(Magnitude::Small(m));
        }
        let significant = digits.trim_start_matches('0');
        if (significant.len().saturating_sub(1)) as f64 * bits_per_digit > f64::from(width) {
            return None;
        }
        BigUint::parse_bytes(significant.as_bytes(), radix).map(Magnitude::Big)
    }

    /// The value of an integer literal for an integer or index type, read and checked
    /// as MLIR reads it at `site`.
    fn int_literal_value(
        &self,
        neg: bool,
        t: Token,
        (width, signedness, is_index): (u32, Signedness, bool),
        site: IntSite,
    ) -> PResult<IntValue> {
        let error = |e: IntRangeError| match site {
            IntSite::Attribute => self.err_at(t.start, e.to_string()),
            // Negative values of unsigned elements are rejected before.
            IntSite::DenseElement => self.err_at(t.start, "integer constant out of range for type"),
            // MLIR reports it at the token after the literal.
            IntSite::ArrayElement => self.err_at(self.tok.start, "integer constant out of range"),
        };
        let mag = self
            .int_literal_magnitude(t, width)
            .ok_or_else(|| error(IntRangeError::OutOfRange))?;
        if site == IntSite::ArrayElement && neg && signedness == Signedness::Unsigned {
            // MLIR keeps the two's complement of a negative unsigned array element
            // (`array<ui8: -1>` is `array<ui8: 255>`), when it has the sign bit set
            // as a signless literal would.
            let signed =
                normalize_int(true, &mag, width, Signedness::Signless, false).map_err(error)?;
            return Ok(signed.add(&IntValue::pow2(width)));
        }
        normalize_int(neg, &mag, width, signedness, is_index).map_err(error)
    }

    /// An attribute whose type is `ty` unless the text says otherwise (MLIR's
    /// `parseAttribute(attr, type)`): a number literal takes `ty` without a `: type`
    /// suffix being read; anything else reads as [`Parser::parse_attribute`].
    pub(crate) fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        match self.tok.kind {
            TokenKind::Minus | TokenKind::Integer | TokenKind::Float => {
                let start = self.tok.start;
                let (neg, t) = self.number_literal()?;
                let kind = self.number_value(neg, t, ty, start, IntSite::Attribute)?;
                Ok(self.ctx.interner.attr(kind))
            }
            TokenKind::BareIdent => match self.text(self.tok) {
                "dense" => self.parse_dense_with(Some(ty)),
                "sparse" => self.parse_sparse_with(Some(ty)),
                "dense_resource" => {
                    let t = self.tok;
                    self.parse_verbatim_attr(t, Some(ty))
                }
                _ => self.parse_attribute(),
            },
            _ => self.parse_attribute(),
        }
    }

    pub(super) fn parse_number_attr(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        let (neg, t) = self.number_literal()?;
        let ty = if self.eat(TokenKind::Colon) {
            self.parse_type()?
        } else if t.kind == TokenKind::Float {
            self.ctx.intern_float_type(FloatKind::F64)
        } else {
            self.ctx.intern_integer_type(64)
        };
        let kind = self.number_value(neg, t, ty, start, IntSite::Attribute)?;
        Ok(self.ctx.interner.attr(kind))
    }

    /// The attribute kind for a number literal of type `ty`, read at `site`.
    pub(super) fn number_value(
        &mut self,
        neg: bool,
        t: Token,
        ty: Type,
        start: u32,
        site: IntSite,
    ) -> PResult<AttrKind> {
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
                let w = float::width(k);
                let b = u128::from_str_radix(h, 16)
                    .ok()
                    .filter(|&b| w == 128 || b >> w == 0);
                b.ok_or_else(|| {
                    self.err_at(t.start, "hexadecimal float constant out of range for type")
                })?
            } else {
                if t.kind == TokenKind::Integer {
                    return Err(self.err_at(
                        t.start,
                        "unexpected decimal integer literal for a floating point value",
                    ));
                }
                // As MLIR: the literal is read as an f64, then rounded to the type.
                let v: f64 = s
                    .parse()
                    .map_err(|_| self.err_at(t.start, "invalid float literal"))?;
                if !v.is_finite() {
                    return Err(self.err_at(t.start, "floating point value too large"));
                }
                float::to_bits(if neg { -v } else { v }, k)
            };
            return Ok(AttrKind::Float { bits, ty });
        }
        let Some(params @ (width, signedness, _)) = int_params(&tk) else {
            return Err(self.err_at(start, "integer literal for a non-integer type"));
        };
        if t.kind == TokenKind::Float {
            return Err(self.err_at(
                t.start,
                "floating point value not valid for an integer type",
            ));
        }
        let value = self.int_literal_value(neg, t, params, site)?;
        if width == 1 && signedness == Signedness::Signless {
            return Ok(AttrKind::Bool(!value.is_zero()));
        }
        Ok(AttrKind::Integer { value, ty })
    }
}
