//! `affine_map<...>` and `affine_set<...>`: affine expressions built with the
//! simplifications of MLIR's `AffineExpr` constructors (constants folded and moved
//! right, dimensions before symbols, `x + x` to `x * 2`, ...), printed as MLIR's
//! `printAffineExpr` does (`d0 - d1`, `-d0`, parentheses by binding strength), so that
//! the text is MLIR 19's canonical spelling.

use super::*;

/// An affine expression.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Expr {
    Dim(usize),
    Sym(usize),
    Const(i64),
    Bin(BinOp, Box<Expr>, Box<Expr>),
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum BinOp {
    Add,
    Mul,
    Mod,
    FloorDiv,
    CeilDiv,
}

fn floor_div(a: i64, b: i64) -> i64 {
    a.div_euclid(b) - if b < 0 && a.rem_euclid(b) != 0 { 1 } else { 0 }
}

fn gcd(a: i64, b: i64) -> i64 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i64
}

impl Expr {
    fn is_symbolic_or_constant(&self) -> bool {
        match self {
            Expr::Dim(_) => false,
            Expr::Sym(_) | Expr::Const(_) => true,
            Expr::Bin(_, l, r) => l.is_symbolic_or_constant() && r.is_symbolic_or_constant(),
        }
    }

    fn constant(&self) -> Option<i64> {
        match self {
            Expr::Const(c) => Some(*c),
            _ => None,
        }
    }

    fn bin(op: BinOp, l: Expr, r: Expr) -> Expr {
        Expr::Bin(op, Box::new(l), Box::new(r))
    }

    /// MLIR's `getLargestKnownDivisor`.
    fn largest_known_divisor(&self) -> i64 {
        match self {
            Expr::Const(c) => c.checked_abs().unwrap_or(1),
            Expr::Dim(_) | Expr::Sym(_) => 1,
            Expr::Bin(BinOp::Mul, l, r) => l
                .largest_known_divisor()
                .saturating_mul(r.largest_known_divisor()),
            Expr::Bin(BinOp::Add | BinOp::Mod, l, r) => {
                gcd(l.largest_known_divisor(), r.largest_known_divisor()).max(1)
            }
            Expr::Bin(BinOp::FloorDiv | BinOp::CeilDiv, l, r) => match r.constant() {
                Some(c) if c != 0 && l.largest_known_divisor() % c == 0 => {
                    (l.largest_known_divisor() / c).abs()
                }
                _ => 1,
            },
        }
    }

    fn add(l: Expr, r: Expr) -> Expr {
        let (lc, rc) = (l.constant(), r.constant());
        if let (Some(a), Some(b)) = (lc, rc) {
            if let Some(s) = a.checked_add(b) {
                return Expr::Const(s);
            }
        }
        // Only the right side is a constant; a symbolic side goes right.
        if lc.is_some() || (l.is_symbolic_or_constant() && !r.is_symbolic_or_constant()) {
            return Expr::add(r, l);
        }
        if rc == Some(0) {
            return l;
        }
        if let (Expr::Bin(BinOp::Add, ll, lr), Some(b)) = (&l, rc) {
            if let Some(a) = lr.constant() {
                if let Some(s) = a.checked_add(b) {
                    return Expr::add((**ll).clone(), Expr::Const(s));
                }
            }
        }
        // c1 * x + c2 * x is (c1 + c2) * x.
        let split = |e: &Expr| -> (i64, Expr) {
            match e {
                Expr::Bin(BinOp::Mul, x, c) if c.constant().is_some() => {
                    (c.constant().unwrap_or(1), (**x).clone())
                }
                _ => (1, e.clone()),
            }
        };
        let ((c1, x1), (c2, x2)) = (split(&l), split(&r));
        if x1 == x2 {
            if let Some(c) = c1.checked_add(c2) {
                return Expr::mul(x1, Expr::Const(c));
            }
        }
        // (x + c) + y is (x + y) + c.
        if let Expr::Bin(BinOp::Add, ll, lr) = &l {
            if lr.constant().is_some() {
                return Expr::add(Expr::add((**ll).clone(), r), (**lr).clone());
            }
        }
        Expr::bin(BinOp::Add, l, r)
    }

    fn mul(l: Expr, r: Expr) -> Expr {
        let (lc, rc) = (l.constant(), r.constant());
        if let (Some(a), Some(b)) = (lc, rc) {
            if let Some(p) = a.checked_mul(b) {
                return Expr::Const(p);
            }
        }
        // The constant or symbolic side goes right (a constant always does).
        if (!r.is_symbolic_or_constant() && l.is_symbolic_or_constant()) || lc.is_some() {
            return Expr::mul(r, l);
        }
        match rc {
            Some(1) => return l,
            Some(0) if l.is_symbolic_or_constant() || r.is_symbolic_or_constant() => {
                return Expr::Const(0)
            }
            _ => {}
        }
        if let Expr::Bin(BinOp::Mul, ll, lr) = &l {
            if let Some(a) = lr.constant() {
                if let Some(b) = rc {
                    if let Some(p) = a.checked_mul(b) {
                        return Expr::mul((**ll).clone(), Expr::Const(p));
                    }
                }
                // (x * c) * y is (x * y) * c.
                return Expr::mul(Expr::mul((**ll).clone(), r), (**lr).clone());
            }
        }
        Expr::bin(BinOp::Mul, l, r)
    }

    fn div_like(op: BinOp, l: Expr, r: Expr) -> Expr {
        let Some(d) = r.constant().filter(|&d| d >= 1) else {
            return Expr::bin(op, l, r);
        };
        if let Some(a) = l.constant() {
            return Expr::Const(match op {
                BinOp::FloorDiv => floor_div(a, d),
                BinOp::CeilDiv => -floor_div(-a, d),
                _ => a.rem_euclid(d),
            });
        }
        match op {
            BinOp::FloorDiv | BinOp::CeilDiv => {
                if d == 1 {
                    return l;
                }
                if let Expr::Bin(BinOp::Mul, x, c) = &l {
                    if let Some(c) = c.constant() {
                        if c % d == 0 {
                            return Expr::mul((**x).clone(), Expr::Const(c / d));
                        }
                    }
                }
                if op == BinOp::FloorDiv {
                    if let Expr::Bin(BinOp::Add, a, b) = &l {
                        if a.largest_known_divisor() % d == 0 || b.largest_known_divisor() % d == 0
                        {
                            let fa = Expr::div_like(op, (**a).clone(), Expr::Const(d));
                            let fb = Expr::div_like(op, (**b).clone(), Expr::Const(d));
                            return Expr::add(fa, fb);
                        }
                    }
                }
            }
            _ => {
                if l.largest_known_divisor() % d == 0 {
                    return Expr::Const(0);
                }
                if let Expr::Bin(BinOp::Add, a, b) = &l {
                    if a.largest_known_divisor() % d == 0 {
                        return Expr::div_like(op, (**b).clone(), Expr::Const(d));
                    }
                    if b.largest_known_divisor() % d == 0 {
                        return Expr::div_like(op, (**a).clone(), Expr::Const(d));
                    }
                }
                if let Expr::Bin(BinOp::Mod, x, m) = &l {
                    if m.constant().is_some_and(|m| m >= 1 && m % d == 0) {
                        return Expr::div_like(op, (**x).clone(), Expr::Const(d));
                    }
                }
            }
        }
        Expr::bin(op, l, r)
    }

    fn neg(self) -> Expr {
        Expr::mul(self, Expr::Const(-1))
    }

    /// MLIR's `printAffineExprInternal`; `strong`: the enclosing binding is strong.
    fn print(&self, out: &mut String, strong: bool) {
        let (op, l, r) = match self {
            Expr::Dim(i) => return out.push_str(&format!("d{i}")),
            Expr::Sym(i) => return out.push_str(&format!("s{i}")),
            Expr::Const(c) => return out.push_str(&c.to_string()),
            Expr::Bin(op, l, r) => (*op, l, r),
        };
        let word = match op {
            BinOp::Mul => {
                if r.constant() == Some(-1) {
                    out.push('-');
                    return l.print(out, true);
                }
                " * "
            }
            BinOp::Mod => " mod ",
            BinOp::FloorDiv => " floordiv ",
            BinOp::CeilDiv => " ceildiv ",
            BinOp::Add => {
                if strong {
                    out.push('(');
                }
                match &**r {
                    Expr::Bin(BinOp::Mul, rl, rr) if rr.constant().is_some_and(|c| c < 0) => {
                        let c = rr.constant().unwrap_or(-1);
                        l.print(out, false);
                        out.push_str(" - ");
                        if c == -1 {
                            rl.print(out, matches!(**rl, Expr::Bin(BinOp::Add, ..)));
                        } else {
                            rl.print(out, true);
                            out.push_str(&format!(" * {}", c.unsigned_abs()));
                        }
                    }
                    Expr::Const(c) if *c < 0 => {
                        l.print(out, false);
                        out.push_str(&format!(" - {}", c.unsigned_abs()));
                    }
                    _ => {
                        l.print(out, false);
                        out.push_str(" + ");
                        r.print(out, false);
                    }
                }
                if strong {
                    out.push(')');
                }
                return;
            }
        };
        if strong {
            out.push('(');
        }
        l.print(out, true);
        out.push_str(word);
        r.print(out, true);
        if strong {
            out.push(')');
        }
    }
}

/// The dimension and symbol names of a map or set being parsed.
#[derive(Default)]
struct Names<'a> {
    dims: Vec<&'a str>,
    syms: Vec<&'a str>,
}

impl<'a> Parser<'a, '_> {
    /// `affine_map<...>` or `affine_set<...>`, at the keyword.
    pub(super) fn parse_affine(&mut self) -> PResult<Attribute> {
        let kw = self.bump();
        let is_set = self.text(kw) == "affine_set";
        self.expect(TokenKind::Less, "'<'")?;
        let mut names = Names::default();
        self.affine_names(&mut names.dims, TokenKind::LParen, TokenKind::RParen)?;
        if self.tok.kind == TokenKind::LSquare {
            self.affine_names(&mut names.syms, TokenKind::LSquare, TokenKind::RSquare)?;
        }
        let mut text = String::from(if is_set {
            "affine_set<("
        } else {
            "affine_map<("
        });
        let list = |n: usize, p: char| {
            (0..n)
                .map(|i| format!("{p}{i}"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        text.push_str(&list(names.dims.len(), 'd'));
        text.push(')');
        if !names.syms.is_empty() {
            text.push('[');
            text.push_str(&list(names.syms.len(), 's'));
            text.push(']');
        }
        if is_set {
            self.expect(TokenKind::Colon, "':' in integer set")?;
            text.push_str(" : (");
        } else {
            self.expect(TokenKind::Arrow, "'->' in affine map")?;
            text.push_str(" -> (");
        }
        if self.tok.kind != TokenKind::LParen {
            let what = if is_set {
                "integer set"
            } else {
                "affine map range"
            };
            return Err(self.err(format!("expected '(' in {what}")));
        }
        self.bump();
        let mut first = true;
        while !self.eat(TokenKind::RParen) {
            if !first {
                if self.tok.kind != TokenKind::Comma {
                    let what = if is_set {
                        "integer set"
                    } else {
                        "affine map range"
                    };
                    return Err(self.err(format!("expected ')' in {what}")));
                }
                self.bump();
                text.push_str(", ");
            }
            first = false;
            let e = self.affine_expr(&names)?;
            if is_set {
                let (e, eq) = self.affine_constraint(e, &names)?;
                e.print(&mut text, false);
                text.push_str(if eq { " == 0" } else { " >= 0" });
            } else {
                e.print(&mut text, false);
            }
        }
        text.push_str(")>");
        self.expect(TokenKind::Greater, "'>' at end of affine attribute")?;
        Ok(self.ctx.interner.attr(AttrKind::Verbatim(text)))
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
    fn affine_constraint(&mut self, lhs: Expr, names: &Names<'a>) -> PResult<(Expr, bool)> {
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
            TokenKind::Greater => (Expr::add(lhs, rhs.neg()), false),
            TokenKind::Less => (Expr::add(rhs, lhs.neg()), false),
            TokenKind::Equal => (Expr::add(lhs, rhs.neg()), true),
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
    fn affine_expr(&mut self, names: &Names<'a>) -> PResult<Expr> {
        let mut levels = 0;
        let r = self.affine_sum(names, &mut levels);
        self.depth -= levels;
        r
    }

    fn affine_sum(&mut self, names: &Names<'a>, levels: &mut usize) -> PResult<Expr> {
        let mut e = self.affine_term(names)?;
        loop {
            if matches!(self.tok.kind, TokenKind::Plus | TokenKind::Minus) {
                self.enter_nesting(self.tok.start)?;
                *levels += 1;
            }
            match self.tok.kind {
                TokenKind::Plus => {
                    self.bump();
                    let r = self.affine_term(names)?;
                    e = Expr::add(e, r);
                }
                TokenKind::Minus => {
                    self.bump();
                    let r = self.affine_term(names)?;
                    e = Expr::add(e, r.neg());
                }
                _ => return Ok(e),
            }
        }
    }

    /// `a * b floordiv c`: operands joined by `*`, `floordiv`, `ceildiv`, `mod`.
    fn affine_term(&mut self, names: &Names<'a>) -> PResult<Expr> {
        let mut levels = 0;
        let r = self.affine_product(names, &mut levels);
        self.depth -= levels;
        r
    }

    fn affine_product(&mut self, names: &Names<'a>, levels: &mut usize) -> PResult<Expr> {
        let mut e = self.affine_operand(names)?;
        loop {
            let op = match self.tok.kind {
                TokenKind::Star => BinOp::Mul,
                TokenKind::BareIdent => match self.text(self.tok) {
                    "floordiv" => BinOp::FloorDiv,
                    "ceildiv" => BinOp::CeilDiv,
                    "mod" => BinOp::Mod,
                    _ => return Ok(e),
                },
                _ => return Ok(e),
            };
            self.enter_nesting(self.tok.start)?;
            *levels += 1;
            let at = self.bump().start;
            let r = self.affine_operand(names)?;
            e = match op {
                BinOp::Mul => {
                    if !e.is_symbolic_or_constant() && !r.is_symbolic_or_constant() {
                        return Err(self.err_at(
                            at,
                            "non-affine expression: at least one of the multiply operands \
                             has to be either a constant or symbolic",
                        ));
                    }
                    Expr::mul(e, r)
                }
                _ => {
                    if !r.is_symbolic_or_constant() {
                        return Err(self.err_at(
                            at,
                            "non-affine expression: right operand of floordiv, ceildiv or mod \
                             has to be either a constant or symbolic",
                        ));
                    }
                    Expr::div_like(op, e, r)
                }
            };
        }
    }

    /// A name, an integer, `-operand` or `(expr)`, one nesting level deeper.
    fn affine_operand(&mut self, names: &Names<'a>) -> PResult<Expr> {
        self.enter_nesting(self.tok.start)?;
        let r = self.affine_operand_here(names);
        self.leave_nesting();
        r
    }

    fn affine_operand_here(&mut self, names: &Names<'a>) -> PResult<Expr> {
        let t = self.tok;
        match t.kind {
            TokenKind::BareIdent => {
                self.bump();
                let name = self.text(t);
                if let Some(i) = names.dims.iter().position(|&n| n == name) {
                    Ok(Expr::Dim(i))
                } else if let Some(i) = names.syms.iter().position(|&n| n == name) {
                    Ok(Expr::Sym(i))
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
                Ok(Expr::Const(v))
            }
            TokenKind::Minus => {
                self.bump();
                let e = self.affine_operand(names)?;
                Ok(e.neg())
            }
            TokenKind::LParen => {
                self.bump();
                let e = self.affine_expr(names)?;
                self.expect(TokenKind::RParen, "')' in affine expression")?;
                Ok(e)
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
        ];
        for (src, want) in cases {
            assert_eq!(reprint(src), want, "{src}");
        }
    }
}
