//! The builtin attributes with syntax of their own, read and kept as their canonical
//! text (what MLIR 19 prints for them): `array<i32: 1, 2>`, `strided<[1], offset:
//! ?>`, `distinct[0]<...>`, `loc(...)`, `sparse<indices, values>`,
//! `dense_resource<...>` (affine maps and sets are in [`super::affine`]).
//!
//! Each is an [`AttrKind::Verbatim`]: the text is normalized here, so attributes
//! that MLIR considers equal compare equal.

use super::*;
use crate::asm::printer::write_escaped;
use std::fmt::Write;

/// A location while it is parsed, so that `fused` can be simplified as MLIR's
/// `FusedLoc::get` does.
#[derive(Clone, PartialEq, Eq)]
enum Loc {
    Unknown,
    /// `fused<metadata>[locs]`, metadata as text.
    Fused(Option<String>, Vec<Loc>),
    /// Any other location, as its canonical text.
    Other(String),
}

impl Loc {
    fn write(&self, out: &mut String) {
        match self {
            Loc::Unknown => out.push_str("unknown"),
            Loc::Other(s) => out.push_str(s),
            Loc::Fused(meta, locs) => {
                out.push_str("fused");
                if let Some(m) = meta {
                    out.push('<');
                    out.push_str(m);
                    out.push('>');
                }
                out.push('[');
                for (i, l) in locs.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    l.write(out);
                }
                out.push(']');
            }
        }
    }

    /// `FusedLoc::get`: flattens fused locations with the same metadata, drops
    /// unknown and repeated ones, and gives one location alone (without metadata)
    /// or `unknown` for none.
    fn fuse(meta: Option<String>, locs: Vec<Loc>) -> Loc {
        let mut flat: Vec<Loc> = Vec::new();
        for l in locs {
            match l {
                Loc::Fused(m, inner) if m == meta => {
                    for i in inner {
                        if !flat.contains(&i) {
                            flat.push(i);
                        }
                    }
                }
                Loc::Unknown => {}
                l => {
                    if !flat.contains(&l) {
                        flat.push(l);
                    }
                }
            }
        }
        match (flat.len(), &meta) {
            (0, None) => Loc::Unknown,
            (0, Some(_)) => Loc::Fused(meta, vec![Loc::Unknown]),
            (1, None) => flat.pop().unwrap_or(Loc::Unknown),
            _ => Loc::Fused(meta, flat),
        }
    }
}

impl<'a> Parser<'a, '_> {
    fn is_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokenKind::BareIdent && self.text(self.tok) == kw
    }

    /// A signed integer literal, for the parts of these attributes that take one.
    fn small_int(&mut self, what: &str) -> PResult<i64> {
        let start = self.tok.start;
        let neg = self.eat(TokenKind::Minus);
        let t = self.expect(TokenKind::Integer, what)?;
        let mag = self.int_magnitude(t)?;
        i64::try_from(mag)
            .ok()
            .and_then(|m| if neg { m.checked_neg() } else { Some(m) })
            .ok_or_else(|| self.err_at(start, format!("{what} out of range")))
    }

    /// `array<T: 1, 2>` / `array<T>`, at `array`: a dense array of integers or
    /// floats, printed as MLIR does (`i1` as `true`/`false`).
    pub(super) fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "'<' after 'array'")?;
        let ty_at = self.tok.start;
        let ty = self.parse_type()?;
        let kind = self.ctx.interner.type_kind(ty).clone();
        if !matches!(kind, TypeKind::Integer { .. } | TypeKind::Float(_)) {
            return Err(self.err_at(ty_at, "expected integer or float type in dense array"));
        }
        // The elements are stored as whole bytes (`i1` as a byte per bool).
        if let TypeKind::Integer { width, .. } = kind {
            if width != 1 && !width.is_multiple_of(8) {
                return Err(self.err_at(ty_at, "element type bitwidth must be a multiple of 8"));
            }
        }
        let mut text = String::from("array<");
        self.ctx.print_type(ty, &mut text);
        if self.eat(TokenKind::Colon) {
            text.push_str(": ");
            loop {
                let value = if self.is_keyword("true") || self.is_keyword("false") {
                    let t = self.bump();
                    if kind
                        != (TypeKind::Integer {
                            width: 1,
                            signedness: Signedness::Signless,
                        })
                    {
                        return Err(self.err_at(t.start, "expected an integer or float literal"));
                    }
                    AttrKind::Bool(self.text(t) == "true")
                } else {
                    let start = self.tok.start;
                    let (neg, t) = self.number_literal()?;
                    if t.kind == TokenKind::Float && !matches!(kind, TypeKind::Float(_)) {
                        return Err(self.err_at(
                            t.start,
                            "floating point value not valid for an integer type",
                        ));
                    }
                    self.number_value(neg, t, ty, start, IntSite::ArrayElement)?
                };
                match value {
                    AttrKind::Bool(b) => text.push_str(if b { "true" } else { "false" }),
                    AttrKind::Integer { value, .. } => {
                        let _ = write!(text, "{value}");
                    }
                    AttrKind::Float { bits, .. } => {
                        let TypeKind::Float(k) = kind else {
                            unreachable!("a float value has a float type")
                        };
                        text.push_str(&float::format_float(bits, k));
                    }
                    _ => return Err(self.err("expected an integer or float literal")),
                }
                if !self.eat(TokenKind::Comma) {
                    break;
                }
                text.push_str(", ");
            }
        }
        if self.tok.kind != TokenKind::Greater {
            return Err(self.err("expected ':' or '>' after dense array type"));
        }
        self.bump();
        text.push('>');
        Ok(self.ctx.interner.attr(AttrKind::Verbatim(text)))
    }

    /// `strided<[1, ?], offset: ?>`, at `strided`; a zero offset is left out.
    pub(super) fn parse_strided(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::Less, "'<' after 'strided'")?;
        self.expect(TokenKind::LSquare, "'[' with the strides")?;
        let mut text = String::from("strided<[");
        let dim = |p: &mut Self, text: &mut String, what: &str| -> PResult<()> {
            if p.eat(TokenKind::Question) {
                text.push('?');
            } else {
                if !matches!(p.tok.kind, TokenKind::Integer | TokenKind::Minus) {
                    return Err(p.err(format!("expected a 64-bit signed integer or '?' as {what}")));
                }
                let v = p.small_int(what)?;
                let _ = write!(text, "{v}");
            }
            Ok(())
        };
        if !self.eat(TokenKind::RSquare) {
            loop {
                dim(self, &mut text, "stride")?;
                if self.eat(TokenKind::RSquare) {
                    break;
                }
                self.expect(TokenKind::Comma, "',' or ']' in strides")?;
                text.push_str(", ");
            }
        }
        text.push(']');
        if self.eat(TokenKind::Comma) {
            if !self.is_keyword("offset") {
                return Err(self.err("expected 'offset' after the strides"));
            }
            self.bump();
            self.expect(TokenKind::Colon, "':' after 'offset'")?;
            let mut off = String::new();
            dim(self, &mut off, "offset")?;
            if off != "0" {
                text.push_str(", offset: ");
                text.push_str(&off);
            }
        }
        self.expect(TokenKind::Greater, "'>' at end of strided layout")?;
        text.push('>');
        Ok(self.ctx.interner.attr(AttrKind::Verbatim(text)))
    }

    /// `distinct[N]<attr>`, at `distinct`. The numbers are renumbered in order of
    /// first appearance, as MLIR's printer numbers them; `<unit>` prints as `<>`.
    pub(super) fn parse_distinct(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::LSquare, "'[' after 'distinct'")?;
        let t = self.expect(TokenKind::Integer, "distinct ID")?;
        let id = self
            .int_magnitude(t)
            .ok()
            .and_then(|v| u64::try_from(v).ok())
            .ok_or_else(|| self.err_at(t.start, "expected an unsigned 64-bit integer"))?;
        self.expect(TokenKind::RSquare, "']' after the distinct ID")?;
        self.expect(TokenKind::Less, "'<' after 'distinct[N]'")?;
        let referenced = if self.tok.kind == TokenKind::Greater {
            None
        } else {
            Some(self.parse_attribute()?)
        };
        self.expect(TokenKind::Greater, "'>' at end of distinct attribute")?;
        let next = self.distinct_ids.len() as u64;
        let number = if self.keep_distinct_ids {
            id
        } else {
            *self.distinct_ids.entry(id).or_insert(next)
        };
        let mut text = format!("distinct[{number}]<");
        if let Some(a) = referenced {
            if !matches!(self.ctx.interner.attr_kind(a), AttrKind::Unit) {
                self.ctx.print_attr(a, &mut text);
            }
        }
        text.push('>');
        Ok(self.ctx.interner.attr(AttrKind::Verbatim(text)))
    }

    /// `loc(...)` used as an attribute value, at `loc`.
    pub(super) fn parse_location_attr(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(TokenKind::LParen, "'(' after 'loc'")?;
        let loc = self.parse_location()?;
        self.expect(TokenKind::RParen, "')' at end of location")?;
        let mut text = String::from("loc(");
        loc.write(&mut text);
        text.push(')');
        Ok(self.ctx.interner.attr(AttrKind::Verbatim(text)))
    }

    /// One location (without `loc(`), one nesting level deeper.
    fn parse_location(&mut self) -> PResult<Loc> {
        self.enter_nesting(self.tok.start)?;
        let r = self.parse_location_here();
        self.leave_nesting();
        r
    }

    fn parse_location_here(&mut self) -> PResult<Loc> {
        let t = self.tok;
        match t.kind {
            TokenKind::BareIdent => match self.text(t) {
                "unknown" => {
                    self.bump();
                    Ok(Loc::Unknown)
                }
                "callsite" => {
                    self.bump();
                    self.expect(TokenKind::LParen, "'(' after 'callsite'")?;
                    let callee = self.parse_location()?;
                    if !self.is_keyword("at") {
                        return Err(self.err("expected 'at' in callsite location"));
                    }
                    self.bump();
                    let caller = self.parse_location()?;
                    self.expect(TokenKind::RParen, "')' at end of callsite location")?;
                    let mut s = String::from("callsite(");
                    callee.write(&mut s);
                    s.push_str(" at ");
                    caller.write(&mut s);
                    s.push(')');
                    Ok(Loc::Other(s))
                }
                "fused" => {
                    self.bump();
                    let meta = if self.eat(TokenKind::Less) {
                        let a = self.parse_attribute()?;
                        self.expect(TokenKind::Greater, "'>' after fused location metadata")?;
                        Some(self.ctx.attr_to_string(a))
                    } else {
                        None
                    };
                    self.expect(TokenKind::LSquare, "'[' in fused location")?;
                    let mut locs = Vec::new();
                    if !self.eat(TokenKind::RSquare) {
                        loop {
                            locs.push(self.parse_location()?);
                            if self.eat(TokenKind::RSquare) {
                                break;
                            }
                            self.expect(TokenKind::Comma, "',' or ']' in fused location")?;
                        }
                    }
                    Ok(Loc::fuse(meta, locs))
                }
                _ => Err(self.err("expected location instance")),
            },
            TokenKind::String => {
                self.bump();
                let name = self.string_contents(t)?;
                let mut s = String::from("\"");
                write_escaped(&mut s, name.as_bytes());
                s.push('"');
                if self.eat(TokenKind::Colon) {
                    let line = self.expect(TokenKind::Integer, "line number")?;
                    let line = self.location_number(line)?;
                    self.expect(TokenKind::Colon, "':' and a column number")?;
                    let col = self.expect(TokenKind::Integer, "column number")?;
                    let col = self.location_number(col)?;
                    let _ = write!(s, ":{line}:{col}");
                } else if self.eat(TokenKind::LParen) {
                    let child = self.parse_location()?;
                    self.expect(TokenKind::RParen, "')' after the child location")?;
                    if child != Loc::Unknown {
                        s.push('(');
                        child.write(&mut s);
                        s.push(')');
                    }
                }
                Ok(Loc::Other(s))
            }
            TokenKind::HashIdent => {
                self.bump();
                let name = &self.text(t)[1..];
                let Some(&alias) = self.attr_aliases.get(name) else {
                    // A dialect location attribute, `#d.loc<...>`, kept as written.
                    if !name.contains('.') && self.tok.kind != TokenKind::Less {
                        return Err(self.err_at(t.start, "expected location alias"));
                    }
                    let (dialect, body) = self.dialect_body(t)?;
                    return Ok(Loc::Other(format!("#{dialect}{body}")));
                };
                let text = match self.ctx.interner.attr_kind(alias) {
                    AttrKind::Verbatim(s) => {
                        s.strip_prefix("loc(").and_then(|s| s.strip_suffix(')'))
                    }
                    _ => None,
                }
                .ok_or_else(|| self.err_at(t.start, "expected location alias"))?;
                Ok(match text {
                    "unknown" => Loc::Unknown,
                    s => Loc::Other(s.to_string()),
                })
            }
            _ => Err(self.err("expected location instance")),
        }
    }

    fn location_number(&self, t: Token) -> PResult<u32> {
        self.int_magnitude(t)
            .ok()
            .and_then(|v| u32::try_from(v).ok())
            .ok_or_else(|| self.err_at(t.start, "expected a 32-bit unsigned integer"))
    }

    /// `sparse<indices, values> : type`, at `sparse`: both literals printed as
    /// `dense` bodies are (a one-element list as its element).
    pub(super) fn parse_sparse(&mut self) -> PResult<Attribute> {
        self.parse_sparse_with(None)
    }

    /// `sparse<...>`, with `: type` after it unless `given` is the type.
    pub(super) fn parse_sparse_with(&mut self, given: Option<Type>) -> PResult<Attribute> {
        let start = self.bump().start;
        self.expect(TokenKind::Less, "'<' after 'sparse'")?;
        let lits = if self.tok.kind == TokenKind::Greater {
            None
        } else {
            let indices = self.dense_literal()?;
            self.expect(TokenKind::Comma, "',' between sparse indices and values")?;
            let values = self.dense_literal()?;
            Some((indices, values))
        };
        self.expect(TokenKind::Greater, "'>' at end of sparse literal")?;
        if given.is_none() {
            self.expect(TokenKind::Colon, "':' and a type after sparse literal")?;
        }
        let ty_at = self.tok.start;
        let ty = match given {
            Some(ty) => ty,
            None => self.parse_type()?,
        };
        let (element, dims) = match self.ctx.interner.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::Vector { shape, element, .. }
                if shape.iter().all(|&d| d >= 0) =>
            {
                (*element, shape.clone())
            }
            _ => {
                return Err(
                    self.err_at(ty_at, "sparse literal needs a static tensor or vector type")
                )
            }
        };
        let mut text = String::from("sparse<");
        if let Some((indices, values)) = lits {
            self.check_sparse(&indices, &values, ty, &dims, start)?;
            let i64t = self.ctx.intern_integer_type(64);
            let count = indices.rows();
            let idx = self.dense_body_of(indices, i64t, None)?;
            let vals = self.dense_body_of(values, element, Some(count))?;
            if idx.is_empty() != vals.is_empty() {
                return Err(self.err_at(start, "sparse indices and values do not match"));
            }
            if !idx.is_empty() {
                text.push_str(&idx);
                text.push_str(", ");
                text.push_str(&vals);
            }
        }
        text.push_str("> : ");
        self.ctx.print_type(ty, &mut text);
        Ok(self.ctx.interner.attr(AttrKind::Verbatim(text)))
    }
}
