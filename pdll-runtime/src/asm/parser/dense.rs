//! `dense<...>` elements attributes: nested literal lists or hex data, checked
//! against the shaped type that follows.

use super::*;
use std::fmt::Write;

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

/// Writes `leaves` as nested lists following `shape` (no dimension is 0). A loop
/// over the index, not recursion over the dimensions: a type may have any rank.
fn nest(leaves: &[(String, u128)], shape: &[i64], out: &mut String) {
    let rank = shape.len();
    let mut index = vec![0i64; rank];
    out.extend(std::iter::repeat_n('[', rank));
    for leaf in leaves {
        out.push_str(&leaf.0);
        // Step the index, innermost dimension first: close the lists that are full,
        // then open as many as were closed after the comma.
        let mut k = rank;
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            index[k] += 1;
            if index[k] < shape[k] {
                out.push_str(", ");
                out.extend(std::iter::repeat_n('[', rank - 1 - k));
                break;
            }
            index[k] = 0;
            out.push(']');
        }
    }
}

impl<'a> Parser<'a, '_> {
    pub(super) fn parse_dense(&mut self) -> PResult<Attribute> {
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
            nest(&leaves, &shape, &mut s);
            s
        };
        Ok(self.ctx.interner.attr(AttrKind::Dense { body, ty }))
    }

    /// One element of a dense literal: a leaf, or a list one nesting level deeper
    /// (see [`crate::asm::options`]); records the shape it finds.
    pub(super) fn dense_list(
        &mut self,
        leaves: &mut Vec<(bool, Token)>,
        shape: &mut Vec<usize>,
        depth: usize,
    ) -> PResult<()> {
        if self.tok.kind == TokenKind::LSquare {
            self.enter_nesting(self.tok.start)?;
            let r = self.dense_sublist(leaves, shape, depth);
            self.leave_nesting();
            return r;
        }
        let lit = match self.tok.kind {
            TokenKind::BareIdent if matches!(self.text(self.tok), "true" | "false") => {
                (false, self.bump())
            }
            _ => self.number_literal()?,
        };
        leaves.push(lit);
        Ok(())
    }

    /// A list `[...]` of a dense literal, at `[`, at nesting `depth` of the literal.
    fn dense_sublist(
        &mut self,
        leaves: &mut Vec<(bool, Token)>,
        shape: &mut Vec<usize>,
        depth: usize,
    ) -> PResult<()> {
        self.bump();
        // The first list at each depth takes the depth's slot before the lists inside
        // it take theirs, so that `shape` is outermost first; it sets the size, the
        // others must match it.
        let first = shape.len() <= depth;
        if first {
            shape.push(0);
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
        if first {
            shape[depth] = n;
        } else if shape[depth] != n {
            return Err(self.err("dense literal has inconsistent nested list sizes"));
        }
        Ok(())
    }

    /// The printed form of one dense element.
    pub(super) fn dense_leaf(
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
    pub(super) fn dense_hex_leaves(
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
