//! `affine_map<...>` and `affine_set<...>`: affine expressions built with the
//! simplifications of MLIR's `AffineExpr` constructors (constants folded and moved
//! right, dimensions before symbols, `x + x` to `x * 2`, ...), printed as MLIR's
//! `printAffineExpr` does (`d0 - d1`, `-d0`, parentheses by binding strength), so that
//! the text is MLIR 19's canonical spelling.

use super::*;
use crate::asm::affine::{AffineBinOp, AffineExpr, AffineMap, IntegerSet};
use crate::asm::custom::UnresolvedOperand;

/// The dimension and symbol names of a map or set being parsed, or the SSA values
/// standing for them (`%i`, `symbol(%n)`) in an op's custom syntax.
#[derive(Default)]
struct Names<'a> {
    dims: Vec<&'a str>,
    syms: Vec<&'a str>,
    ssa: Option<SsaIds<'a>>,
}

/// The SSA values an expression of SSA ids names, as MLIR's `AffineParser` collects
/// them: each distinct `%name` (by its spelling) is the next dimension, or the next
/// symbol inside `symbol(...)`.
#[derive(Default)]
struct SsaIds<'a> {
    seen: Vec<(&'a str, AffineExpr)>,
    dims: Vec<UnresolvedOperand>,
    syms: Vec<UnresolvedOperand>,
}

/// What `(dims)[symbols] -> (...)` or `(dims)[symbols] : (...)` reads.
pub(crate) enum AffineInline {
    Map(AffineMap),
    Set(IntegerSet),
}

impl<'a> Parser<'a, '_> {
    /// `affine_map<...>` or `affine_set<...>`, at the keyword.
    pub(super) fn parse_affine(&mut self) -> PResult<Attribute> {
        let kw = self.bump();
        let is_set = self.text(kw) == "affine_set";
        self.expect(TokenKind::Less, "'<'")?;
        let text = match self.affine_inline(Some(is_set))? {
            AffineInline::Map(m) => m.to_attr_text(),
            AffineInline::Set(s) => s.to_attr_text(),
        };
        self.expect(TokenKind::Greater, "'>' at end of affine attribute")?;
        Ok(self.ctx.interner.attr(AttrKind::Verbatim(text)))
    }

    /// A map or set written inline, `(d0)[s0] -> (d0 + s0)` or `(d0) : (d0 >= 0)`
    /// (MLIR's `parseAffineMapOrIntegerSetInline`); `is_set`: which one the keyword
    /// before it asked for, `None` for either.
    pub(crate) fn affine_inline(&mut self, is_set: Option<bool>) -> PResult<AffineInline> {
        let mut names = Names::default();
        self.affine_names(&mut names.dims, TokenKind::LParen, TokenKind::RParen)?;
        if self.tok.kind == TokenKind::LSquare {
            self.affine_names(&mut names.syms, TokenKind::LSquare, TokenKind::RSquare)?;
        }
        let is_set = match is_set {
            Some(true) => {
                self.expect(TokenKind::Colon, "':' in integer set")?;
                true
            }
            Some(false) => {
                self.expect(TokenKind::Arrow, "'->' in affine map")?;
                false
            }
            None => match self.tok.kind {
                TokenKind::Arrow => {
                    self.bump();
                    false
                }
                TokenKind::Colon => {
                    self.bump();
                    true
                }
                _ => return Err(self.err("expected '->' or ':'")),
            },
        };
        let what = if is_set {
            "integer set"
        } else {
            "affine map range"
        };
        if self.tok.kind != TokenKind::LParen {
            return Err(self.err(format!("expected '(' in {what}")));
        }
        self.bump();
        let mut results = Vec::new();
        let mut first = true;
        while !self.eat(TokenKind::RParen) {
            if !first {
                if self.tok.kind != TokenKind::Comma {
                    return Err(self.err(format!("expected ')' in {what}")));
                }
                self.bump();
            }
            first = false;
            let e = self.affine_expr(&mut names)?;
            results.push(if is_set {
                self.affine_constraint(e, &mut names)?
            } else {
                (e, false)
            });
        }
        // MLIR's `parseIntegerSetConstraints`: a set without constraints is the
        // degenerate true one, `0 == 0`.
        if is_set && results.is_empty() {
            results.push((AffineExpr::Constant(0), true));
        }
        let (num_dims, num_symbols) = (names.dims.len(), names.syms.len());
        Ok(if is_set {
            AffineInline::Set(IntegerSet {
                num_dims,
                num_symbols,
                constraints: results,
            })
        } else {
            AffineInline::Map(AffineMap::new(
                num_dims,
                num_symbols,
                results.into_iter().map(|r| r.0).collect(),
            ))
        })
    }

    /// `[%i + 1, %j * symbol(%n)]` (with `delimiter` `[`/`]` or `(`/`)`): an affine map
    /// whose dimensions and symbols are SSA values (MLIR's `parseAffineMapOfSSAIds`).
    /// The map, and its dimension and symbol operands.
    pub(crate) fn affine_map_of_ssa_ids(
        &mut self,
        open: TokenKind,
        close: TokenKind,
    ) -> PResult<(AffineMap, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> {
        // MLIR's `parseCommaSeparatedList(delimiter, ..., " in affine map")`.
        let (o, c) = if open == TokenKind::LSquare {
            ("expected '[' in affine map", "expected ']' in affine map")
        } else {
            ("expected '(' in affine map", "expected ')' in affine map")
        };
        if !self.eat(open) {
            return Err(self.err(o));
        }
        let mut names = Names {
            ssa: Some(SsaIds::default()),
            ..Names::default()
        };
        let mut results = Vec::new();
        if !self.eat(close) {
            loop {
                results.push(self.affine_expr(&mut names)?);
                if self.eat(close) {
                    break;
                }
                if !self.eat(TokenKind::Comma) {
                    return Err(self.err(c));
                }
            }
        }
        let ssa = names.ssa.unwrap_or_default();
        let map = AffineMap::new(ssa.dims.len(), ssa.syms.len(), results);
        Ok((map, ssa.dims, ssa.syms))
    }

    /// One affine expression of SSA ids (MLIR's `parseAffineExprOfSSAIds`): the
    /// expression, and its dimension and symbol operands.
    pub(crate) fn affine_expr_of_ssa_ids(
        &mut self,
    ) -> PResult<(AffineExpr, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> {
        let mut names = Names {
            ssa: Some(SsaIds::default()),
            ..Names::default()
        };
        let e = self.affine_expr(&mut names)?;
        let ssa = names.ssa.unwrap_or_default();
        Ok((e, ssa.dims, ssa.syms))
    }

    /// `%name` (inside `symbol(...)` when `symbol`): the dimension or symbol it is,
    /// a new one the first time its spelling occurs.
    fn affine_ssa_id(&mut self, names: &mut Names<'a>, symbol: bool) -> PResult<AffineExpr> {
        let t = self.tok;
        if t.kind != TokenKind::PercentIdent {
            return Err(self.err("expected ssa identifier"));
        }
        let name = self.text(t);
        let Some(ssa) = names.ssa.as_mut() else {
            return Err(self.err("unexpected ssa identifier"));
        };
        if let Some((_, e)) = ssa.seen.iter().find(|e| e.0 == name) {
            let e = e.clone();
            self.bump();
            return Ok(e);
        }
        self.bump();
        let mut index = 0;
        if self.tok.kind == TokenKind::HashIdent {
            let h = self.bump();
            index = self.text(h)[1..]
                .parse::<u32>()
                .map_err(|_| self.err_at(h.start, "invalid SSA value result number"))?;
        }
        let operand = UnresolvedOperand { token: t, index };
        let e = if symbol {
            ssa.syms.push(operand);
            AffineExpr::Symbol(ssa.syms.len() - 1)
        } else {
            ssa.dims.push(operand);
            AffineExpr::Dim(ssa.dims.len() - 1)
        };
        ssa.seen.push((name, e.clone()));
        Ok(e)
    }

    /// `(d0, d1)` or `[s0]`: the names, in order.
    fn affine_names(
        &mut self,
        out: &mut Vec<&'a str>,
        open: TokenKind,
        close: TokenKind,
    ) -> PResult<()> {
        self.expect(open, "'(' or '[' with dimension or symbol names")?;
        if self.eat(close) {
            return Ok(());
        }
        loop {
            let t = self.expect(TokenKind::BareIdent, "a dimension or symbol name")?;
            let name = self.text(t);
            if out.contains(&name) {
                return Err(self.err_at(t.start, format!("redefinition of identifier '{name}'")));
            }
            out.push(name);
            if self.eat(close) {
                return Ok(());
            }
            self.expect(TokenKind::Comma, "',' between names")?;
        }
    }

    /// After the left side of a constraint: `>= rhs`, `<= rhs` or `== rhs`, moved to
    /// `e >= 0` / `e == 0`; whether it is an equality.
    fn affine_constraint(
        &mut self,
        lhs: AffineExpr,
        names: &mut Names<'a>,
    ) -> PResult<(AffineExpr, bool)> {
        let t = self.tok;
        let first = self.bump();
        let second = self.tok;
        if second.kind != TokenKind::Equal || second.start != first.end {
            return Err(self.err_at(
                t.start,
                "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
            ));
        }
        self.bump();
        let rhs = self.affine_expr(names)?;
        Ok(match first.kind {
            TokenKind::Greater => (AffineExpr::add(lhs, rhs.neg()), false),
            TokenKind::Less => (AffineExpr::add(rhs, lhs.neg()), false),
            TokenKind::Equal => (AffineExpr::add(lhs, rhs.neg()), true),
            _ => {
                return Err(self.err_at(
                    t.start,
                    "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
                ))
            }
        })
    }

    /// `a + b - c`: terms of high precedence joined left to right.
    ///
    /// Every operator counts one nesting level (see [`crate::asm::options`]) until the
    /// expression ends: a chain of them builds a tree as deep as it is long, which
    /// is simplified, printed and dropped by recursion.
    fn affine_expr(&mut self, names: &mut Names<'a>) -> PResult<AffineExpr> {
        let mut levels = 0;
        let r = self.affine_sum(names, &mut levels);
        self.depth -= levels;
        r
    }

    fn affine_sum(&mut self, names: &mut Names<'a>, levels: &mut usize) -> PResult<AffineExpr> {
        let mut e = self.affine_term(names, false)?;
        loop {
            if matches!(self.tok.kind, TokenKind::Plus | TokenKind::Minus) {
                self.enter_nesting(self.tok.start)?;
                *levels += 1;
            }
            match self.tok.kind {
                TokenKind::Plus => {
                    self.bump();
                    let r = self.affine_term(names, true)?;
                    e = AffineExpr::add(e, r);
                }
                TokenKind::Minus => {
                    self.bump();
                    let r = self.affine_term(names, true)?;
                    e = AffineExpr::add(e, r.neg());
                }
                _ => return Ok(e),
            }
        }
    }

    /// `a * b floordiv c`: operands joined by `*`, `floordiv`, `ceildiv`, `mod`;
    /// `lhs`: an operator is before it (MLIR's words for a missing operand differ).
    fn affine_term(&mut self, names: &mut Names<'a>, lhs: bool) -> PResult<AffineExpr> {
        let mut levels = 0;
        let r = self.affine_product(names, lhs, &mut levels);
        self.depth -= levels;
        r
    }

    fn affine_product(
        &mut self,
        names: &mut Names<'a>,
        lhs: bool,
        levels: &mut usize,
    ) -> PResult<AffineExpr> {
        let mut e = self.affine_operand(names, lhs)?;
        loop {
            let op = match self.tok.kind {
                TokenKind::Star => AffineBinOp::Mul,
                TokenKind::BareIdent => match self.text(self.tok) {
                    "floordiv" => AffineBinOp::FloorDiv,
                    "ceildiv" => AffineBinOp::CeilDiv,
                    "mod" => AffineBinOp::Mod,
                    _ => return Ok(e),
                },
                _ => return Ok(e),
            };
            self.enter_nesting(self.tok.start)?;
            *levels += 1;
            let at = self.bump().start;
            let r = self.affine_operand(names, true)?;
            e = match op {
                AffineBinOp::Mul => {
                    if !e.is_symbolic_or_constant() && !r.is_symbolic_or_constant() {
                        return Err(self.err_at(
                            at,
                            "non-affine expression: at least one of the multiply operands \
                             has to be either a constant or symbolic",
                        ));
                    }
                    AffineExpr::mul(e, r)
                }
                _ => {
                    if !r.is_symbolic_or_constant() {
                        return Err(self.err_at(
                            at,
                            "non-affine expression: right operand of floordiv, ceildiv or mod \
                             has to be either a constant or symbolic",
                        ));
                    }
                    AffineExpr::div_like(op, e, r)
                }
            };
        }
    }

    /// A name, an integer, `-operand` or `(expr)`, one nesting level deeper.
    fn affine_operand(&mut self, names: &mut Names<'a>, lhs: bool) -> PResult<AffineExpr> {
        self.enter_nesting(self.tok.start)?;
        let r = self.affine_operand_here(names, lhs);
        self.leave_nesting();
        r
    }

    fn affine_operand_here(&mut self, names: &mut Names<'a>, lhs: bool) -> PResult<AffineExpr> {
        let t = self.tok;
        match t.kind {
            TokenKind::PercentIdent => self.affine_ssa_id(names, false),
            TokenKind::BareIdent if names.ssa.is_some() && self.text(t) == "symbol" => {
                self.bump();
                self.expect(TokenKind::LParen, "'(' at start of SSA symbol")?;
                let e = self.affine_ssa_id(names, true)?;
                self.expect(TokenKind::RParen, "')' at end of SSA symbol")?;
                Ok(e)
            }
            TokenKind::BareIdent if matches!(self.text(t), "floordiv" | "ceildiv" | "mod") => {
                Err(self.err(if lhs {
                    "missing right operand of binary operator"
                } else {
                    "missing left operand of binary operator"
                }))
            }
            TokenKind::BareIdent => {
                self.bump();
                let name = self.text(t);
                if let Some(i) = names.dims.iter().position(|&n| n == name) {
                    Ok(AffineExpr::Dim(i))
                } else if let Some(i) = names.syms.iter().position(|&n| n == name) {
                    Ok(AffineExpr::Symbol(i))
                } else {
                    Err(self.err_at(t.start, format!("use of undeclared identifier '{name}'")))
                }
            }
            TokenKind::Integer => {
                self.bump();
                let v = self
                    .int_magnitude(t)
                    .ok()
                    .and_then(|v| i64::try_from(v).ok())
                    .ok_or_else(|| self.err_at(t.start, "constant too large for index"))?;
                Ok(AffineExpr::Constant(v))
            }
            TokenKind::Minus => {
                self.bump();
                let e = self.affine_operand(names, lhs)?;
                Ok(e.neg())
            }
            TokenKind::LParen => {
                self.bump();
                let e = self.affine_expr(names)?;
                self.expect(TokenKind::RParen, "')' in affine expression")?;
                Ok(e)
            }
            _ if lhs => Err(self.err("missing right operand of binary operator")),
            TokenKind::Plus | TokenKind::Star => {
                Err(self.err("missing left operand of binary operator"))
            }
            _ => Err(self.err("expected affine expression")),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::Context;

    fn reprint(src: &str) -> String {
        let mut ctx = Context::new();
        let a = ctx
            .parse_attribute(src)
            .unwrap_or_else(|e| panic!("{src}: {e}"));
        ctx.attr_to_string(a)
    }

    /// Outputs of `mlir-opt-19` for these inputs.
    #[test]
    fn simplifies_and_prints_like_mlir() {
        let cases = [
            ("affine_map<(d0) -> (d0 + d0)>", "affine_map<(d0) -> (d0 * 2)>"),
            ("affine_map<()[s0] -> (s0 * -1)>", "affine_map<()[s0] -> (-s0)>"),
            ("affine_map<(x)[N] -> (N - x)>", "affine_map<(d0)[s0] -> (-d0 + s0)>"),
            (
                "affine_map<(d0, d1)[s0] -> (s0*d0, 2 + d1, (d0 + 2) + 3, d0 - (d1 + 1))>",
                "affine_map<(d0, d1)[s0] -> (d0 * s0, d1 + 2, d0 + 5, d0 - (d1 + 1))>",
            ),
            (
                "affine_map<(d0) -> (d0 floordiv 1, (d0 * 8) floordiv 4, d0 mod 1, 7 mod 3, -7 floordiv 2, 7 ceildiv 2)>",
                "affine_map<(d0) -> (d0, d0 * 2, 0, 1, -4, 4)>",
            ),
            (
                "affine_set<(d0)[s0] : (d0 >= s0, d0 <= 4, d0 == 2)>",
                "affine_set<(d0)[s0] : (d0 - s0 >= 0, -d0 + 4 >= 0, d0 - 2 == 0)>",
            ),
            // No constraints: the degenerate true set.
            ("affine_set<() : ()>", "affine_set<() : (0 == 0)>"),
            ("affine_set<(d0)[s0] : ()>", "affine_set<(d0)[s0] : (0 == 0)>"),
        ];
        for (src, want) in cases {
            assert_eq!(reprint(src), want, "{src}");
        }
    }
}
