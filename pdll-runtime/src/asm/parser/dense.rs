//! `dense<...>` elements attributes: nested literal lists of numbers, booleans,
//! complex pairs `(re, im)` or strings, or hex data, checked against the shaped type
//! that follows and printed in MLIR's canonical form.

use super::*;
use std::fmt::Write;

/// What a dense literal's element type allows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Elem {
    /// `iN`, `siN`, `uiN`, `index` (`i1` included).
    Int { width: u32, signedness: Signedness },
    /// A float type.
    Float(FloatKind),
    /// `complex<iN>`.
    ComplexInt { width: u32, signedness: Signedness },
    /// `complex<fN>`.
    ComplexFloat(FloatKind),
    /// Any other type: string elements only (`DenseStringElementsAttr`).
    Other,
}

impl Elem {
    fn of(ctx: &Context, ty: Type) -> Elem {
        match *ctx.interner.type_kind(ty) {
            TypeKind::Integer { width, signedness } => Elem::Int { width, signedness },
            TypeKind::Index => Elem::Int {
                width: 64,
                signedness: Signedness::Signless,
            },
            TypeKind::Float(k) => Elem::Float(k),
            TypeKind::Complex(e) => match *ctx.interner.type_kind(e) {
                TypeKind::Integer { width, signedness } => Elem::ComplexInt { width, signedness },
                TypeKind::Float(k) => Elem::ComplexFloat(k),
                _ => Elem::Other,
            },
            _ => Elem::Other,
        }
    }

    /// Bits of one stored scalar (a complex element stores two): MLIR's dense
    /// storage rounds widths up to bytes, except `i1`, which is bit-packed.
    fn scalar_width(self) -> Option<u32> {
        match self {
            Elem::Int { width, .. } | Elem::ComplexInt { width, .. } => Some(width),
            Elem::Float(k) | Elem::ComplexFloat(k) => Some(float::width(k)),
            Elem::Other => None,
        }
    }

    fn is_complex(self) -> bool {
        matches!(self, Elem::ComplexInt { .. } | Elem::ComplexFloat(_))
    }

    fn is_i1(self) -> bool {
        self == Elem::Int {
            width: 1,
            signedness: Signedness::Signless,
        }
    }
}

/// One element as written: a number (sign, token), `true`/`false`, a complex pair
/// or a string.
#[derive(Clone, Copy)]
enum LeafTok {
    Num(bool, Token),
    Bool(Token),
    Pair((bool, Token), (bool, Token)),
    Str(Token),
}

/// One element checked against the type: its printed text and raw bits (a complex
/// element has two), as an integer whose low bits are the element's storage.
struct Leaf {
    text: String,
    raw: [IntValue; 2],
}

impl Leaf {
    fn one(text: String, raw: IntValue) -> Leaf {
        Leaf {
            text,
            raw: [raw, IntValue::ZERO],
        }
    }
}

/// `"0x..."`: the little-endian raw data of the elements, as MLIR stores it (`i1`
/// bit-packed).
fn hex_body(leaves: &[Leaf], elem: Elem) -> String {
    let mut bytes: Vec<u8> = Vec::new();
    if elem.is_i1() {
        bytes.resize(leaves.len().div_ceil(8), 0);
        for (i, l) in leaves.iter().enumerate() {
            bytes[i / 8] |= u8::from(!l.raw[0].is_zero()) << (i % 8);
        }
    } else {
        let width = elem.scalar_width().unwrap_or(8);
        let esize = (width as usize).div_ceil(8).max(1);
        let parts = if elem.is_complex() { 2 } else { 1 };
        for l in leaves {
            for raw in &l.raw[..parts] {
                raw.write_le_bytes(esize, &mut bytes);
            }
        }
    }
    let mut s = String::with_capacity(4 + bytes.len() * 2);
    s.push_str("\"0x");
    for b in bytes {
        let _ = write!(s, "{b:02X}");
    }
    s.push('"');
    s
}

/// Writes `leaves` as nested lists following `shape` (no dimension is 0). A loop
/// over the index, not recursion over the dimensions: a type may have any rank.
fn nest(leaves: &[Leaf], shape: &[i64], out: &mut String) {
    let rank = shape.len();
    let mut index = vec![0i64; rank];
    out.extend(std::iter::repeat_n('[', rank));
    for leaf in leaves {
        out.push_str(&leaf.text);
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

/// A dense literal as written: its elements, the sizes of its nested lists
/// (outermost first) and whether it is a list at all.
pub(super) struct DenseLit {
    leaves: Vec<LeafTok>,
    shape: Vec<usize>,
    nested: bool,
}

impl DenseLit {
    /// The size of the first dimension (1 for a lone element): the number of indices
    /// of a sparse literal, as MLIR counts them.
    pub(super) fn rows(&self) -> i64 {
        i64::try_from(self.shape.first().copied().unwrap_or(1)).unwrap_or(i64::MAX)
    }
}

/// The literal written between `dense<` and `>`.
enum Body {
    /// `"0x..."` for a number type: raw data.
    Hex(Token),
    /// Elements and the shape of their nesting; `nested` if the literal is a list.
    Leaves(Vec<LeafTok>, Vec<usize>, bool),
}

impl<'a> Parser<'a, '_> {
    pub(super) fn parse_dense(&mut self) -> PResult<Attribute> {
        self.parse_dense_with(None)
    }

    /// `dense<...>`, with `: type` after it unless `given` is the type (MLIR's
    /// `parseAttribute(type)` of a dense literal).
    pub(super) fn parse_dense_with(&mut self, given: Option<Type>) -> PResult<Attribute> {
        let start = self.bump().start;
        self.expect(TokenKind::Less, "'<' after 'dense'")?;
        // Collect the elements with the nesting shape, then check them against the
        // type, which comes after the literal.
        let body = if self.tok.kind == TokenKind::Greater {
            Body::Leaves(Vec::new(), vec![0], false)
        } else {
            let lit = self.dense_literal()?;
            match lit.leaves.as_slice() {
                [LeafTok::Str(t)] if !lit.nested => Body::Hex(*t),
                _ => Body::Leaves(lit.leaves, lit.shape, lit.nested),
            }
        };
        self.expect(TokenKind::Greater, "'>' at end of dense literal")?;
        if given.is_none() {
            self.expect(TokenKind::Colon, "':' and a type after dense literal")?;
        }
        let ty_at = self.tok.start;
        let ty = match given {
            Some(ty) => ty,
            None => self.parse_type()?,
        };
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
        let count = shape
            .iter()
            .try_fold(1i64, |n, &d| n.checked_mul(d))
            .ok_or_else(|| self.err_at(ty_at, "dense literal type has too many elements"))?;
        let elem = Elem::of(self.ctx, element);
        let leaves: Vec<Leaf> = match body {
            Body::Hex(t) if elem != Elem::Other => self.dense_hex_leaves(t, elem, count)?,
            Body::Hex(t) => vec![self.dense_leaf(LeafTok::Str(t), element, elem)?],
            Body::Leaves(leaves, lshape, nested) => {
                let mut out = Vec::with_capacity(leaves.len());
                for &leaf in &leaves {
                    out.push(self.dense_leaf(leaf, element, elem)?);
                }
                let splat = !nested && out.len() == 1;
                let same = lshape.len() == shape.len()
                    && lshape.iter().zip(&shape).all(|(a, b)| *a as i64 == *b);
                // `[]` stands for any shape without elements.
                let empty = count == 0 && out.is_empty();
                if !splat && !same && !empty {
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
        let body = if count == 0 {
            String::new()
        } else if leaves.iter().all(|l| l.text == leaves[0].text) {
            leaves[0].text.clone()
        } else if count > 100 && elem != Elem::Other {
            // MLIR prints non-splat literals of more than 100 elements as hex data.
            hex_body(&leaves, elem)
        } else {
            let mut s = String::new();
            nest(&leaves, &shape, &mut s);
            s
        };
        Ok(self.ctx.interner.attr(AttrKind::Dense { body, ty }))
    }

    /// A dense literal (elements or nested lists), at its first token.
    pub(super) fn dense_literal(&mut self) -> PResult<DenseLit> {
        let mut leaves = Vec::new();
        let mut shape = Vec::new();
        let nested = self.tok.kind == TokenKind::LSquare;
        self.dense_list(&mut leaves, &mut shape, 0)?;
        Ok(DenseLit {
            leaves,
            shape,
            nested,
        })
    }

    /// The printed body of a literal whose shape is its own (as in `sparse<...>`):
    /// one element when all are equal, else the nested lists. `values_of`: for the
    /// values of a sparse literal, how many indices there are; as in MLIR, the values
    /// may then be a `"0x..."` string of that many elements (or one), and more than 100
    /// different values print as hex data. `None` for indices, which are never hex.
    pub(super) fn dense_body_of(
        &mut self,
        lit: DenseLit,
        element: Type,
        values_of: Option<i64>,
    ) -> PResult<String> {
        let elem = Elem::of(self.ctx, element);
        let mut leaves = Vec::with_capacity(lit.leaves.len());
        let shape: Vec<i64> = match (lit.leaves.as_slice(), values_of) {
            ([LeafTok::Str(t)], Some(count)) if !lit.nested && elem != Elem::Other => {
                leaves = self.dense_hex_leaves(*t, elem, count)?;
                vec![count]
            }
            _ => {
                for &leaf in &lit.leaves {
                    leaves.push(self.dense_leaf(leaf, element, elem)?);
                }
                lit.shape.iter().map(|&d| d as i64).collect()
            }
        };
        if leaves.is_empty() {
            return Ok(String::new());
        }
        if leaves.iter().all(|l| l.text == leaves[0].text) {
            return Ok(leaves.swap_remove(0).text);
        }
        if values_of.is_some() && leaves.len() > 100 && elem != Elem::Other {
            return Ok(hex_body(&leaves, elem));
        }
        let mut s = String::new();
        nest(&leaves, &shape, &mut s);
        Ok(s)
    }

    /// Checks a sparse literal against its type `ty` (of dimensions `dims`) as MLIR's
    /// `SparseElementsAttr` verifier does: the indices are a list of `rank`-element
    /// indices (or, for rank 1, of single indices), as many as the values, each inside
    /// the shape. Errors are at `start`, worded as MLIR's.
    pub(super) fn check_sparse(
        &mut self,
        indices: &DenseLit,
        values: &DenseLit,
        ty: Type,
        dims: &[i64],
        start: u32,
    ) -> PResult<()> {
        let rank = dims.len();
        let to_i64 = |s: &[usize]| -> Vec<i64> { s.iter().map(|&d| d as i64).collect() };
        // A lone index is one index of every dimension; lone values (or hex data) are
        // one per index.
        let indices_shape = if indices.shape.is_empty() {
            vec![1, rank as i64]
        } else {
            to_i64(&indices.shape)
        };
        let values_shape = if values.shape.is_empty() {
            vec![indices_shape[0]]
        } else {
            to_i64(&values.shape)
        };
        if values_shape.len() != 1 {
            return Err(self.err_at(start, "expected 1-d tensor for sparse element values"));
        }
        let list = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
        let shape_ok = match indices_shape.len() {
            2 => indices_shape[1] == rank as i64,
            n => n == 1 && rank == 1,
        } && indices_shape[0] == values_shape[0];
        if !shape_ok {
            return Err(self.err_at(
                start,
                format!(
                    "expected shape ([{}]); inferred shape of indices literal ([{}]); \
                     inferred shape of values literal ([{}])",
                    list(dims),
                    list(&indices_shape),
                    list(&values_shape)
                ),
            ));
        }
        // The index values, as MLIR reads them (unsigned 64-bit).
        let i64t = self.ctx.intern_integer_type(64);
        let elem = Elem::of(self.ctx, i64t);
        let mut flat = Vec::with_capacity(indices.leaves.len());
        for &leaf in &indices.leaves {
            let raw = &self.dense_leaf(leaf, i64t, elem)?.raw[0];
            flat.push(raw.to_i64().unwrap_or(0) as u64);
        }
        let Some(&first) = flat.first() else {
            return Ok(());
        };
        // As MLIR: when every index value is the same, only that index is checked.
        let splat = flat.iter().all(|&i| i == first);
        let index_at = |i: usize| -> Vec<u64> {
            if splat {
                vec![first; rank]
            } else {
                // The literal's shape is `count x rank`, so this is never short.
                flat.get(i * rank..(i + 1) * rank)
                    .map(<[u64]>::to_vec)
                    .unwrap_or_default()
            }
        };
        let count = if splat { 1 } else { indices_shape[0] as usize };
        for i in 0..count {
            let index = index_at(i);
            if index.iter().zip(dims).any(|(&x, &d)| x >= d as u64) {
                let text = index
                    .iter()
                    .map(u64::to_string)
                    .collect::<Vec<_>>()
                    .join(", ");
                let ty = self.ctx.type_to_string(ty);
                return Err(self.err_at(
                    start,
                    format!(
                        "sparse index #{i} is not contained within the value shape, \
                         with index=[{text}], and type='{ty}'"
                    ),
                ));
            }
        }
        Ok(())
    }

    /// One element of a dense literal: a leaf, or a list one nesting level deeper
    /// (see [`crate::asm::options`]); records the shape it finds.
    fn dense_list(
        &mut self,
        leaves: &mut Vec<LeafTok>,
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
                LeafTok::Bool(self.bump())
            }
            TokenKind::String => LeafTok::Str(self.bump()),
            TokenKind::LParen => {
                self.bump();
                let re = self.number_literal()?;
                self.expect(
                    TokenKind::Comma,
                    "',' between the parts of a complex element",
                )?;
                let im = self.number_literal()?;
                self.expect(TokenKind::RParen, "')' after a complex element")?;
                LeafTok::Pair(re, im)
            }
            _ => {
                let (neg, t) = self.number_literal()?;
                LeafTok::Num(neg, t)
            }
        };
        leaves.push(lit);
        Ok(())
    }

    /// A list `[...]` of a dense literal, at `[`, at nesting `depth` of the literal.
    fn dense_sublist(
        &mut self,
        leaves: &mut Vec<LeafTok>,
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

    /// One element checked against the element type.
    fn dense_leaf(&mut self, leaf: LeafTok, element: Type, elem: Elem) -> PResult<Leaf> {
        match (leaf, elem) {
            (LeafTok::Str(t), Elem::Other) => {
                let value = self.string_contents(t)?;
                let mut text = String::with_capacity(value.as_bytes().len() + 2);
                text.push('"');
                crate::asm::printer::write_escaped(&mut text, value.as_bytes());
                text.push('"');
                Ok(Leaf::one(text, IntValue::ZERO))
            }
            (LeafTok::Pair(re, im), Elem::ComplexInt { width, signedness }) => {
                let int = TypeKind::Integer { width, signedness };
                let ity = self.ctx.interner.ty(int);
                let (a, ra) = self.dense_scalar(re, ity, elem)?;
                let (b, rb) = self.dense_scalar(im, ity, elem)?;
                Ok(Leaf {
                    text: format!("({a},{b})"),
                    raw: [ra, rb],
                })
            }
            (LeafTok::Pair(re, im), Elem::ComplexFloat(k)) => {
                let fty = self.ctx.interner.ty(TypeKind::Float(k));
                let (a, ra) = self.dense_scalar(re, fty, elem)?;
                let (b, rb) = self.dense_scalar(im, fty, elem)?;
                Ok(Leaf {
                    text: format!("({a},{b})"),
                    raw: [ra, rb],
                })
            }
            (LeafTok::Bool(t), _) => {
                if !elem.is_i1() {
                    return Err(self.err_at(t.start, "boolean element for a non-i1 type"));
                }
                let b = self.text(t) == "true";
                Ok(Leaf::one(
                    self.text(t).to_string(),
                    IntValue::from_i128(b.into()),
                ))
            }
            (LeafTok::Num(neg, t), Elem::Int { .. } | Elem::Float(_)) => {
                let (text, raw) = self.dense_scalar((neg, t), element, elem)?;
                Ok(Leaf::one(text, raw))
            }
            (LeafTok::Num(_, t) | LeafTok::Str(t), _) | (LeafTok::Pair((_, t), _), _) => {
                let want = match elem {
                    Elem::ComplexInt { .. } | Elem::ComplexFloat(_) => {
                        "a complex element '(re, im)'"
                    }
                    Elem::Other => "a string element",
                    _ => "a number element",
                };
                Err(self.err_at(t.start, format!("expected {want} for this element type")))
            }
        }
    }

    /// A number of a dense literal, of the integer or float type `ty`: its printed
    /// form and raw bits.
    fn dense_scalar(
        &mut self,
        (neg, t): (bool, Token),
        ty: Type,
        elem: Elem,
    ) -> PResult<(String, IntValue)> {
        let ek = self.ctx.interner.type_kind(ty).clone();
        if t.kind == TokenKind::Integer
            && matches!(ek, TypeKind::Float(_))
            && !self.text(t).starts_with("0x")
        {
            return Err(self.err_at(
                t.start,
                "expected floating-point elements, but parsed integer",
            ));
        }
        if neg
            && matches!(
                elem,
                Elem::Int {
                    signedness: Signedness::Unsigned,
                    ..
                }
            )
        {
            return Err(self.err_at(
                t.start,
                "expected unsigned integer elements, but parsed negative value",
            ));
        }
        match self.number_value(neg, t, ty, t.start, IntSite::DenseElement)? {
            AttrKind::Float { bits, .. } => {
                let TypeKind::Float(k) = ek else {
                    unreachable!("a float attribute has a float type")
                };
                Ok((float::format_float(bits, k), IntValue::from(bits)))
            }
            AttrKind::Bool(b) => Ok((
                if b { "true" } else { "false" }.to_string(),
                IntValue::from_i128(b.into()),
            )),
            AttrKind::Integer { value, .. } => Ok((value.to_string(), value)),
            _ => Err(self.err_at(t.start, "bad dense element")),
        }
    }

    /// Elements of `dense<"0x...">`: little-endian raw data (`i1` bit-packed), or one
    /// element (splat).
    fn dense_hex_leaves(&self, t: Token, elem: Elem, count: i64) -> PResult<Vec<Leaf>> {
        let s = self.text(t);
        let hex = s[1..s.len() - 1].strip_prefix("0x").ok_or_else(|| {
            self.err_at(
                t.start,
                "expected string containing hex digits starting with `0x`",
            )
        })?;
        if !hex.len().is_multiple_of(2) || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(self.err_at(t.start, "malformed hex string"));
        }
        let bytes: Vec<u8> = (0..hex.len() / 2)
            .map(|i| u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap_or(0))
            .collect();
        let bad_size = || self.err_at(t.start, "elements hex data size is invalid for the type");
        if elem.is_i1() {
            // One byte of all zeros or all ones is a splat; else one bit per element.
            let splat = bytes.len() == 1 && (bytes[0] == 0 || bytes[0] == 0xFF);
            if !splat && bytes.len() as i64 != (count + 7) / 8 {
                return Err(bad_size());
            }
            let n = if splat { 1 } else { count as usize };
            return Ok((0..n)
                .map(|i| {
                    let b = bytes[i / 8] >> (i % 8) & 1 == 1;
                    Leaf::one(
                        if b { "true" } else { "false" }.to_string(),
                        IntValue::from_i128(b.into()),
                    )
                })
                .collect());
        }
        let width = elem.scalar_width().unwrap_or(8);
        let esize = (width as usize).div_ceil(8).max(1);
        let parts = if elem.is_complex() { 2 } else { 1 };
        let stride = esize * parts;
        if !bytes.len().is_multiple_of(stride)
            || !(bytes.len() / stride == count as usize || bytes.len() == stride)
        {
            return Err(bad_size());
        }
        let scalar = |chunk: &[u8]| -> (String, IntValue) {
            match elem {
                Elem::Float(k) | Elem::ComplexFloat(k) => {
                    let mut raw = [0u8; 16];
                    raw[..chunk.len()].copy_from_slice(chunk);
                    let raw = u128::from_le_bytes(raw);
                    (float::format_float(raw, k), IntValue::from(raw))
                }
                Elem::Int { signedness, .. } | Elem::ComplexInt { signedness, .. } => {
                    let signed = signedness != Signedness::Unsigned;
                    let value = IntValue::from_le_bits(chunk, width, signed);
                    (value.to_string(), value)
                }
                Elem::Other => unreachable!("string elements are not hex data"),
            }
        };
        let mut out = Vec::with_capacity(bytes.len() / stride);
        for chunk in bytes.chunks(stride) {
            if parts == 2 {
                let (a, ra) = scalar(&chunk[..esize]);
                let (b, rb) = scalar(&chunk[esize..]);
                out.push(Leaf {
                    text: format!("({a},{b})"),
                    raw: [ra, rb],
                });
            } else {
                let (text, raw) = scalar(chunk);
                out.push(Leaf::one(text, raw));
            }
        }
        Ok(out)
    }
}
