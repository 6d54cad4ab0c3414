//! Attribute arithmetic for PDLL's operator expressions: `+ - * / %`, unary `-`,
//! comparisons and `&& || !` on constant attributes.
//!
//! Rules:
//! - Arithmetic takes two integer attributes of the same type or two float attributes
//!   of the same type. Integers are computed exactly and checked against the type's
//!   width (any width: `i256` values are exact too): signless and signed types (and
//!   `index`, 64-bit) are signed, `uiN` is unsigned; a result that does not fit is an
//!   overflow error. Floats are computed in
//!   `f64` and rounded to the type; an infinite or NaN result from finite operands is an
//!   overflow error.
//! - Division and remainder by zero are errors (integers and floats). Integer division
//!   truncates toward zero; `%` has the sign of the dividend (also for floats).
//! - Comparisons return the bool attribute (`true`/`false`, i.e. the `i1` integer
//!   attribute, [`AttrKind::Bool`]). `< <= > >=` need two numbers of the same type;
//!   `==`/`!=` compare numbers numerically (same type required; `-0.0 == 0.0`, NaN is
//!   unequal to everything) and any other attributes by identity.
//! - `&& || !` take bool attributes.
//! - Misuse never panics: it is an [`ArithError`].

use crate::asm::builders::{int_fits, int_params};
use crate::asm::float;
use crate::attributes::{AttrKind, Attribute};
use crate::int_value::IntValue;
use crate::types::{Signedness, Type, TypeKind};
use crate::Context;
use std::fmt;

/// A binary operator.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BinOp {
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/`
    Div,
    /// `%`
    Rem,
    /// `==`
    Eq,
    /// `!=`
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
    /// `&&`
    And,
    /// `||`
    Or,
}

impl BinOp {
    /// The operator's spelling.
    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::Rem => "%",
            BinOp::Eq => "==",
            BinOp::Ne => "!=",
            BinOp::Lt => "<",
            BinOp::Le => "<=",
            BinOp::Gt => ">",
            BinOp::Ge => ">=",
            BinOp::And => "&&",
            BinOp::Or => "||",
        }
    }
}

/// A unary operator.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum UnOp {
    /// `-`
    Neg,
    /// `!`
    Not,
}

/// Why an operator could not be applied.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ArithError {
    /// The operands have different types (printed).
    TypeMismatch {
        /// The operator.
        op: &'static str,
        /// Left operand type or kind.
        lhs: String,
        /// Right operand type or kind.
        rhs: String,
    },
    /// An operand is of a kind the operator does not take.
    WrongKind {
        /// The operator.
        op: &'static str,
        /// What the operator needs.
        expected: &'static str,
        /// The offending operand, printed.
        found: String,
    },
    /// The result does not fit the type.
    Overflow {
        /// The operator.
        op: &'static str,
        /// The operand type, printed.
        ty: String,
    },
    /// Division or remainder by zero.
    DivisionByZero {
        /// The operator.
        op: &'static str,
    },
}

impl fmt::Display for ArithError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArithError::TypeMismatch { op, lhs, rhs } => {
                write!(
                    f,
                    "operands of '{op}' have different types: {lhs} and {rhs}"
                )
            }
            ArithError::WrongKind {
                op,
                expected,
                found,
            } => {
                write!(f, "'{op}' expects {expected}, found {found}")
            }
            ArithError::Overflow { op, ty } => write!(f, "'{op}' overflows type {ty}"),
            ArithError::DivisionByZero { op } => write!(f, "'{op}' by zero"),
        }
    }
}

impl std::error::Error for ArithError {}

/// A numeric operand.
#[derive(Clone)]
enum Num {
    Int {
        value: IntValue,
        ty: Type,
        width: u32,
        signedness: Signedness,
    },
    Float {
        value: f64,
        ty: Type,
    },
}

impl Context {
    fn num(&self, a: Attribute) -> Option<Num> {
        match *self.interner.attr_kind(a) {
            AttrKind::Integer { ref value, ty } => {
                let (width, signedness, _) = int_params(self.interner.type_kind(ty))?;
                Some(Num::Int {
                    value: value.clone(),
                    ty,
                    width,
                    signedness,
                })
            }
            AttrKind::Float { bits, ty } => match *self.interner.type_kind(ty) {
                TypeKind::Float(k) => Some(Num::Float {
                    value: float::from_bits(bits, k),
                    ty,
                }),
                _ => None,
            },
            _ => None,
        }
    }

    fn bool_of(&self, a: Attribute) -> Option<bool> {
        match *self.interner.attr_kind(a) {
            AttrKind::Bool(b) => Some(b),
            _ => None,
        }
    }

    /// Applies a binary operator to two constant attributes (see the module docs).
    pub fn attr_binary(
        &mut self,
        op: BinOp,
        lhs: Attribute,
        rhs: Attribute,
    ) -> Result<Attribute, ArithError> {
        let sym = op.symbol();
        if matches!(op, BinOp::And | BinOp::Or) {
            let l = self
                .bool_of(lhs)
                .ok_or_else(|| self.wrong(sym, "bool operands", lhs))?;
            let r = self
                .bool_of(rhs)
                .ok_or_else(|| self.wrong(sym, "bool operands", rhs))?;
            return Ok(self.intern_bool_attr(if op == BinOp::And { l && r } else { l || r }));
        }
        let (l, r) = match (self.num(lhs), self.num(rhs)) {
            (Some(l), Some(r)) => (l, r),
            (l, r) => {
                if matches!(op, BinOp::Eq | BinOp::Ne) && l.is_none() && r.is_none() {
                    // Non-numeric attributes are uniqued: equality is identity.
                    return Ok(self.intern_bool_attr((lhs == rhs) == (op == BinOp::Eq)));
                }
                let bad = if l.is_none() { lhs } else { rhs };
                return Err(self.wrong(sym, "integer or float operands", bad));
            }
        };
        let (lt, rt) = (num_type(&l), num_type(&r));
        if lt != rt {
            return Err(ArithError::TypeMismatch {
                op: sym,
                lhs: self.type_to_string(lt),
                rhs: self.type_to_string(rt),
            });
        }
        match (l, r) {
            (
                Num::Int {
                    value: a,
                    ty,
                    width,
                    signedness,
                },
                Num::Int { value: b, .. },
            ) => self.int_binary(op, &a, &b, ty, width, signedness),
            (Num::Float { value: a, ty }, Num::Float { value: b, .. }) => {
                self.float_binary(op, a, b, ty)
            }
            _ => unreachable!("equal types imply equal kinds"),
        }
    }

    fn wrong(&self, op: &'static str, expected: &'static str, found: Attribute) -> ArithError {
        ArithError::WrongKind {
            op,
            expected,
            found: self.attr_to_string(found),
        }
    }

    fn int_binary(
        &mut self,
        op: BinOp,
        a: &IntValue,
        b: &IntValue,
        ty: Type,
        width: u32,
        signedness: Signedness,
    ) -> Result<Attribute, ArithError> {
        let sym = op.symbol();
        // Values are the integers their type reads, so the order is numeric order
        // for unsigned types too.
        let ord = a.cmp(b);
        let res = match op {
            BinOp::Eq => Some(ord.is_eq()),
            BinOp::Ne => Some(ord.is_ne()),
            BinOp::Lt => Some(ord.is_lt()),
            BinOp::Le => Some(ord.is_le()),
            BinOp::Gt => Some(ord.is_gt()),
            BinOp::Ge => Some(ord.is_ge()),
            _ => None,
        };
        if let Some(res) = res {
            return Ok(self.intern_bool_attr(res));
        }
        let value = match op {
            BinOp::Add => a.add(b),
            BinOp::Sub => a.sub(b),
            BinOp::Mul => a.mul(b),
            BinOp::Div => a.div(b).ok_or(ArithError::DivisionByZero { op: sym })?,
            _ => a.rem(b).ok_or(ArithError::DivisionByZero { op: sym })?,
        };
        if !int_fits(&value, width, signedness) {
            return Err(ArithError::Overflow {
                op: sym,
                ty: self.type_to_string(ty),
            });
        }
        Ok(self.interner.attr(AttrKind::Integer { value, ty }))
    }

    fn float_binary(
        &mut self,
        op: BinOp,
        a: f64,
        b: f64,
        ty: Type,
    ) -> Result<Attribute, ArithError> {
        let sym = op.symbol();
        let cmp = match op {
            BinOp::Eq => Some(a == b),
            BinOp::Ne => Some(a != b),
            BinOp::Lt => Some(a < b),
            BinOp::Le => Some(a <= b),
            BinOp::Gt => Some(a > b),
            BinOp::Ge => Some(a >= b),
            _ => None,
        };
        if let Some(c) = cmp {
            return Ok(self.intern_bool_attr(c));
        }
        if matches!(op, BinOp::Div | BinOp::Rem) && b == 0.0 {
            return Err(ArithError::DivisionByZero { op: sym });
        }
        let r = match op {
            BinOp::Add => a + b,
            BinOp::Sub => a - b,
            BinOp::Mul => a * b,
            BinOp::Div => a / b,
            _ => a % b,
        };
        let TypeKind::Float(k) = *self.interner.type_kind(ty) else {
            unreachable!("float attribute of a float type")
        };
        let rounded = float::round_to(r, k);
        if !rounded.is_finite() && a.is_finite() && b.is_finite() {
            return Err(ArithError::Overflow {
                op: sym,
                ty: self.type_to_string(ty),
            });
        }
        let bits = float::to_bits(rounded, k);
        Ok(self.interner.attr(AttrKind::Float { bits, ty }))
    }

    /// Applies a unary operator: `-` on an integer or float, `!` on a bool.
    pub fn attr_unary(&mut self, op: UnOp, a: Attribute) -> Result<Attribute, ArithError> {
        match op {
            UnOp::Not => {
                let b = self
                    .bool_of(a)
                    .ok_or_else(|| self.wrong("!", "a bool operand", a))?;
                Ok(self.intern_bool_attr(!b))
            }
            UnOp::Neg => match self.num(a) {
                Some(Num::Int {
                    value,
                    ty,
                    width,
                    signedness,
                }) => {
                    let value = value.neg();
                    if !int_fits(&value, width, signedness) {
                        return Err(ArithError::Overflow {
                            op: "-",
                            ty: self.type_to_string(ty),
                        });
                    }
                    Ok(self.interner.attr(AttrKind::Integer { value, ty }))
                }
                Some(Num::Float { value, ty }) => {
                    let TypeKind::Float(k) = *self.interner.type_kind(ty) else {
                        unreachable!("float attribute of a float type")
                    };
                    let bits = float::to_bits(-value, k);
                    Ok(self.interner.attr(AttrKind::Float { bits, ty }))
                }
                None => Err(self.wrong("-", "an integer or float operand", a)),
            },
        }
    }
}

fn num_type(n: &Num) -> Type {
    match *n {
        Num::Int { ty, .. } | Num::Float { ty, .. } => ty,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::FloatKind;

    fn p(ctx: &mut Context, s: &str) -> Attribute {
        ctx.parse_attribute(s).unwrap()
    }

    fn bin(ctx: &mut Context, op: BinOp, a: &str, b: &str) -> Result<String, ArithError> {
        let (a, b) = (p(ctx, a), p(ctx, b));
        ctx.attr_binary(op, a, b).map(|r| ctx.attr_to_string(r))
    }

    #[test]
    fn integer_arithmetic() {
        let mut c = Context::new();
        use BinOp::*;
        assert_eq!(bin(&mut c, Add, "1 : i32", "2 : i32").unwrap(), "3 : i32");
        assert_eq!(bin(&mut c, Sub, "1 : i32", "2 : i32").unwrap(), "-1 : i32");
        assert_eq!(bin(&mut c, Mul, "-3 : i8", "4 : i8").unwrap(), "-12 : i8");
        assert_eq!(bin(&mut c, Div, "-7 : i32", "2 : i32").unwrap(), "-3 : i32");
        assert_eq!(bin(&mut c, Rem, "-7 : i32", "2 : i32").unwrap(), "-1 : i32");
        assert_eq!(
            bin(&mut c, Add, "200 : ui8", "55 : ui8").unwrap(),
            "255 : ui8"
        );
        assert_eq!(bin(&mut c, Add, "5", "6").unwrap(), "11 : i64");
        assert_eq!(
            bin(&mut c, Add, "1 : index", "2 : index").unwrap(),
            "3 : index"
        );
    }

    #[test]
    fn integer_overflow_and_division_by_zero() {
        let mut c = Context::new();
        use BinOp::*;
        assert!(matches!(
            bin(&mut c, Add, "127 : i8", "1 : i8"),
            Err(ArithError::Overflow { .. })
        ));
        assert!(matches!(
            bin(&mut c, Sub, "-128 : si8", "1 : si8"),
            Err(ArithError::Overflow { .. })
        ));
        assert!(matches!(
            bin(&mut c, Add, "255 : ui8", "1 : ui8"),
            Err(ArithError::Overflow { .. })
        ));
        assert!(matches!(
            bin(&mut c, Sub, "0 : ui8", "1 : ui8"),
            Err(ArithError::Overflow { .. })
        ));
        assert!(matches!(
            bin(&mut c, Div, "-128 : i8", "-1 : i8"),
            Err(ArithError::Overflow { .. })
        ));
        assert!(matches!(
            bin(
                &mut c,
                Mul,
                "170141183460469231731687303715884105727 : i128",
                "2 : i128"
            ),
            Err(ArithError::Overflow { .. })
        ));
        assert_eq!(
            bin(&mut c, Div, "1 : i32", "0 : i32"),
            Err(ArithError::DivisionByZero { op: "/" })
        );
        assert_eq!(
            bin(&mut c, Rem, "1 : i32", "0 : i32"),
            Err(ArithError::DivisionByZero { op: "%" })
        );
        let e = bin(&mut c, Add, "127 : i8", "1 : i8").unwrap_err();
        assert_eq!(e.to_string(), "'+' overflows type i8");
    }

    #[test]
    fn wide_integers_are_exact_and_checked_against_their_width() {
        let mut c = Context::new();
        use BinOp::*;
        let max_u128 = u128::MAX.to_string();
        // (2^128 - 1)^2 fits i256 and ui256, not si255 + 1 bit.
        let square =
            "115792089237316195423570985008687907852589419931798687112530834793049593217025";
        let a = format!("{max_u128} : ui256");
        assert_eq!(
            bin(&mut c, Mul, &a, &a).unwrap(),
            format!("{square} : ui256")
        );
        let a = format!("{max_u128} : i256");
        assert!(matches!(
            bin(&mut c, Mul, &a, &a),
            Err(ArithError::Overflow { .. })
        ));
        let a = format!("{max_u128} : i257");
        assert_eq!(
            bin(&mut c, Mul, &a, &a).unwrap(),
            format!("{square} : i257")
        );
        // ui128 values above 2^127 order and add as numbers.
        let top = format!("{max_u128} : ui128");
        assert_eq!(bin(&mut c, Gt, &top, "1 : ui128").unwrap(), "true");
        assert_eq!(
            bin(&mut c, Sub, &top, "1 : ui128").unwrap(),
            format!("{} : ui128", u128::MAX - 1)
        );
        assert!(matches!(
            bin(&mut c, Add, &top, "1 : ui128"),
            Err(ArithError::Overflow { .. })
        ));
        assert_eq!(
            bin(
                &mut c,
                Div,
                "-12345678901234567890123456789012345678901 : si200",
                "10 : si200"
            )
            .unwrap(),
            "-1234567890123456789012345678901234567890 : si200"
        );
        assert_eq!(
            bin(
                &mut c,
                Rem,
                "-12345678901234567890123456789012345678901 : si200",
                "10 : si200"
            )
            .unwrap(),
            "-1 : si200"
        );
        assert_eq!(
            bin(
                &mut c,
                Lt,
                "-340282366920938463463374607431768211456 : i256",
                "-1 : i256"
            )
            .unwrap(),
            "true"
        );
        let min = p(
            &mut c,
            "-0x8000000000000000000000000000000000000000000000000000000000000000 : si256",
        );
        assert!(matches!(
            c.attr_unary(UnOp::Neg, min),
            Err(ArithError::Overflow { .. })
        ));
    }

    #[test]
    fn misuse_is_an_error() {
        let mut c = Context::new();
        use BinOp::*;
        let e = bin(&mut c, Add, "1 : i32", "1 : i64").unwrap_err();
        assert_eq!(
            e.to_string(),
            "operands of '+' have different types: i32 and i64"
        );
        assert!(matches!(
            bin(&mut c, Add, "1.0 : f32", "1.0 : f64"),
            Err(ArithError::TypeMismatch { .. })
        ));
        assert!(matches!(
            bin(&mut c, Add, "1 : i32", "\"s\""),
            Err(ArithError::WrongKind { .. })
        ));
        assert!(matches!(
            bin(&mut c, Add, "true", "true"),
            Err(ArithError::WrongKind { .. })
        ));
        assert!(matches!(
            bin(&mut c, Lt, "\"a\"", "\"b\""),
            Err(ArithError::WrongKind { .. })
        ));
        assert!(matches!(
            bin(&mut c, And, "1 : i32", "true"),
            Err(ArithError::WrongKind { .. })
        ));
        let s = p(&mut c, "\"s\"");
        assert!(matches!(
            c.attr_unary(UnOp::Neg, s),
            Err(ArithError::WrongKind { .. })
        ));
        let one = p(&mut c, "1 : i32");
        assert!(matches!(
            c.attr_unary(UnOp::Not, one),
            Err(ArithError::WrongKind { .. })
        ));
    }

    #[test]
    fn float_arithmetic() {
        let mut c = Context::new();
        use BinOp::*;
        assert_eq!(
            bin(&mut c, Add, "1.5 : f32", "2.25 : f32").unwrap(),
            "3.750000e+00 : f32"
        );
        let want = c.clone_float(0.1f32 * 3.0f32);
        assert_eq!(
            bin(&mut c, Mul, "0.1 : f32", "3.0 : f32").unwrap(),
            c.attr_to_string(want)
        );
        assert_eq!(
            bin(&mut c, Div, "1.0", "4.0").unwrap(),
            "2.500000e-01 : f64"
        );
        assert_eq!(
            bin(&mut c, Rem, "-7.5", "2.0").unwrap(),
            "-1.500000e+00 : f64"
        );
        assert_eq!(
            bin(&mut c, Sub, "1.0 : f16", "0.5 : f16").unwrap(),
            "5.000000e-01 : f16"
        );
        assert!(matches!(
            bin(&mut c, Div, "1.0", "0.0"),
            Err(ArithError::DivisionByZero { .. })
        ));
        assert!(matches!(
            bin(&mut c, Mul, "60000.0 : f16", "2.0 : f16"),
            Err(ArithError::Overflow { .. })
        ));
        assert!(matches!(
            bin(&mut c, Mul, "1.0e300", "1.0e300"),
            Err(ArithError::Overflow { .. })
        ));
    }

    #[test]
    fn comparisons_return_bools() {
        let mut c = Context::new();
        use BinOp::*;
        for (op, a, b, want) in [
            (Eq, "1 : i32", "1 : i32", "true"),
            (Ne, "1 : i32", "1 : i32", "false"),
            (Lt, "-1 : i32", "1 : i32", "true"),
            (Le, "2 : i32", "1 : i32", "false"),
            (Gt, "200 : ui8", "100 : ui8", "true"),
            (Ge, "1 : i32", "1 : i32", "true"),
            (Lt, "1.5 : f32", "2.5 : f32", "true"),
            (Eq, "0.0", "-0.0", "true"),
            (
                Eq,
                "0x7FF8000000000000 : f64",
                "0x7FF8000000000000 : f64",
                "false",
            ),
            (Eq, "\"a\"", "\"a\"", "true"),
            (Ne, "\"a\"", "@a", "true"),
            (Eq, "true", "true", "true"),
        ] {
            assert_eq!(
                bin(&mut c, op, a, b).unwrap(),
                want,
                "{a} {} {b}",
                op.symbol()
            );
        }
        assert!(matches!(
            bin(&mut c, Eq, "1 : i32", "1 : i8"),
            Err(ArithError::TypeMismatch { .. })
        ));
    }

    #[test]
    fn logic_and_unary() {
        let mut c = Context::new();
        use BinOp::*;
        assert_eq!(bin(&mut c, And, "true", "false").unwrap(), "false");
        assert_eq!(bin(&mut c, Or, "true", "false").unwrap(), "true");
        assert_eq!(bin(&mut c, And, "1 : i1", "true").unwrap(), "true");
        let t = p(&mut c, "true");
        let r = c.attr_unary(UnOp::Not, t).unwrap();
        assert_eq!(c.attr_to_string(r), "false");
        for (a, want) in [
            ("5 : i32", "-5 : i32"),
            ("0 : ui8", "0 : ui8"),
            ("1.5 : f32", "-1.500000e+00 : f32"),
        ] {
            let x = p(&mut c, a);
            let r = c.attr_unary(UnOp::Neg, x).unwrap();
            assert_eq!(c.attr_to_string(r), want);
        }
        for a in ["-128 : i8", "1 : ui8"] {
            let x = p(&mut c, a);
            assert!(matches!(
                c.attr_unary(UnOp::Neg, x),
                Err(ArithError::Overflow { .. })
            ));
        }
    }

    impl Context {
        fn clone_float(&mut self, v: f32) -> Attribute {
            let ty = self.intern_float_type(FloatKind::F32);
            self.intern_float_attr(v as f64, ty).unwrap()
        }
    }
}
