//! Builtin types: function, integer, float, index, shaped (`tensor`, `vector`,
//! `memref`), tuple, opaque dialect types and aliases.

use super::*;

/// Whether a dialect symbol body can be printed after a dot (`!d.name<...>`) rather
/// than in angle brackets, as MLIR decides: an identifier (letters, digits, `.`, `_`,
/// starting with a letter), optionally followed by one `<...>` group.
fn is_pretty_symbol(s: &str) -> bool {
    let Some(first) = s.chars().next() else {
        return false;
    };
    if !first.is_ascii_alphabetic() {
        return false;
    }
    let name_end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '_'))
        .unwrap_or(s.len());
    let rest = &s[name_end..];
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

/// The end of a type's text that starts with a keyword ending at `end`: the keyword
/// alone, or with a `<...>` right after it whose text holds only plain parameters
/// (no strings, parentheses, brackets, braces, aliases, signs or attributes: those may
/// read differently elsewhere, or are rare); `None` for other text.
fn plain_type_end(src: &[u8], end: usize) -> Option<usize> {
    if src.get(end) != Some(&b'<') {
        return Some(end);
    }
    let mut depth = 0usize;
    for (i, &c) in src.iter().enumerate().skip(end) {
        match c {
            b'<' => depth += 1,
            b'>' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'_' | b'?' | b'*' | b',' | b' ' | b'.' => {}
            _ => return None,
        }
    }
    None
}

impl<'a> Parser<'a, '_> {
    /// Parses a type, one nesting level deeper (see [`crate::asm::options`]).
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.enter_nesting(self.tok.start)?;
        let r = self.parse_type_here();
        self.leave_nesting();
        r
    }

    fn parse_type_here(&mut self) -> PResult<Type> {
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
    pub(super) fn dialect_body(&mut self, t: Token) -> PResult<(&'a str, String)> {
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
            let written = &self.lex.source()[t.end as usize..end];
            // `!d<name>` is `!d.name` (MLIR prints the short form when it can).
            match &written[1..written.len() - 1] {
                inner if rest.is_empty() && is_pretty_symbol(inner) => {
                    body.push('.');
                    body.push_str(inner);
                }
                _ => body.push_str(written),
            }
            self.relex_at(end);
        }
        Ok((dialect, body))
    }

    pub(super) fn parse_function_type(&mut self) -> PResult<Type> {
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

    /// A builtin type at its keyword: from [`Parser::type_cache`] when the same text
    /// was read before (at the same nesting depth or deeper, so that the depth limit
    /// is not skipped), else read and cached when its text is plain.
    pub(super) fn parse_builtin_type(&mut self) -> PResult<Type> {
        let t = self.tok;
        let Some(end) = plain_type_end(self.lex.source().as_bytes(), t.end as usize) else {
            return self.parse_builtin_type_uncached();
        };
        let text = &self.lex.source()[t.start as usize..end];
        if let Some(&(ty, depth)) = self.type_cache.get(text) {
            if self.depth <= depth {
                self.relex_at(end);
                return Ok(ty);
            }
        }
        let depth = self.depth;
        let ty = self.parse_builtin_type_uncached()?;
        if self.prev_end as usize == end {
            self.type_cache.insert(text, (ty, depth));
        }
        Ok(ty)
    }

    fn parse_builtin_type_uncached(&mut self) -> PResult<Type> {
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
            "none" => Some(TypeKind::None),
            _ => FloatKind::from_keyword(s).map(TypeKind::Float),
        };
        if let Some(k) = simple {
            self.bump();
            return Ok(self.ctx.interner.ty(k));
        }
        match s {
            "tuple" => self.parse_tuple_type(),
            "vector" => self.parse_vector_type(t),
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(t),
            "complex" => self.parse_complex_type(),
            _ => Err(self.err(format!("unknown type '{s}'"))),
        }
    }

    // One function per composite type, so that the frame a nesting level keeps on the
    // stack holds only that type's locals (unoptimized builds give every local of a
    // function its own slot).

    /// `tuple<t1, t2>`, at `tuple`.
    fn parse_tuple_type(&mut self) -> PResult<Type> {
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

    /// `complex<f32>`, at `complex`: an integer or float element.
    fn parse_complex_type(&mut self) -> PResult<Type> {
        self.bump();
        self.expect(TokenKind::Less, "'<' after 'complex'")?;
        let at = self.tok.start;
        let element = self.parse_type()?;
        if !matches!(
            self.ctx.interner.type_kind(element),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        ) {
            return Err(self.err_at(at, "invalid element type for complex"));
        }
        self.expect(TokenKind::Greater, "'>' at end of complex type")?;
        Ok(self.ctx.interner.ty(TypeKind::Complex(element)))
    }

    /// `vector<4x[8]xf32>`, at `vector` (token `t`).
    fn parse_vector_type(&mut self, t: Token) -> PResult<Type> {
        self.bump();
        let dims = self.parse_dims(true, false, false)?;
        let at = self.tok.start;
        let element = self.parse_type()?;
        if !matches!(
            self.ctx.interner.type_kind(element),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_)
        ) {
            return Err(self.err_at(at, "vector elements must be int/index/float type"));
        }
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

    /// `tensor<4x?xf32, encoding>` or `tensor<*xf32>`, at `tensor`.
    fn parse_tensor_type(&mut self) -> PResult<Type> {
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

    /// `memref<4xf32, layout, space>` or `memref<*xf32, space>`, at `memref` (token `t`).
    fn parse_memref_type(&mut self, t: Token) -> PResult<Type> {
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
                return Err(self.err_at(t.start, "unranked memref takes only a memory space"));
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space: extra
                    .first()
                    .copied()
                    .filter(|&m| !self.is_default_space(m)),
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
            // MLIR drops an identity layout and the default memory space (0).
            let rank = dims.shape.len();
            let layout = layout.filter(|&l| !self.is_identity_map(l, rank));
            let memory_space = memory_space.filter(|&m| !self.is_default_space(m));
            TypeKind::MemRef {
                shape: dims.shape,
                element,
                layout,
                memory_space,
            }
        };
        Ok(self.ctx.interner.ty(k))
    }

    /// Whether `a` is the identity `affine_map<(d0, ..., dN) -> (d0, ..., dN)>` of
    /// `rank` dimensions (affine maps are kept in their canonical text).
    fn is_identity_map(&self, a: Attribute, rank: usize) -> bool {
        let AttrKind::Verbatim(s) = self.ctx.interner.attr_kind(a) else {
            return false;
        };
        let dims = (0..rank)
            .map(|i| format!("d{i}"))
            .collect::<Vec<_>>()
            .join(", ");
        *s == format!("affine_map<({dims}) -> ({dims})>")
    }

    /// Whether a memory space is the default one, an integer 0 of any type.
    fn is_default_space(&self, a: Attribute) -> bool {
        matches!(
            self.ctx.interner.attr_kind(a),
            AttrKind::Integer { value, .. } if value.is_zero()
        )
    }

    pub(super) fn is_layout(&self, a: Attribute) -> bool {
        matches!(self.ctx.interner.attr_kind(a), AttrKind::Verbatim(s)
            if s.starts_with("affine_map") || s.starts_with("strided"))
    }

    /// At `<`: the dimension list `4x?x[8]x` (or `*x`), scanned byte-wise because
    /// `4xf32` is not tokenized as MLIR tokens would suggest; leaves the current token
    /// at the element type.
    pub(super) fn parse_dims(
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
}
