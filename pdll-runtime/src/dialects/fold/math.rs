//! The folders of MLIR 19's `math` dialect (`MathOps.cpp`'s `fold` methods): constant
//! folding only, over scalars and `dense` splats and lists ([`super::consts`]).
//!
//! The transcendental folders of MLIR 19 evaluate `f32` and `f64` constants with the
//! host C library (`sinf`, `sin`, ...) and fold no other type; here the same C
//! functions are called (the C library Rust's standard library links), so results
//! agree bit for bit with an `mlir-opt` on the same C library.
//!
//! | op | folds here | as MLIR 19 |
//! |---|---|---|
//! | `absf`, `copysign` | constants of any format with a sign bit | yes |
//! | `absi`, `ctlz`, `cttz`, `ctpop` | integer constants | yes |
//! | `ceil`, `floor`, `roundeven` | constants (APFloat's `roundToIntegral`) | yes |
//! | `round`, `trunc` | `f32`/`f64` constants (`roundf`/`round`, `truncf`/`trunc`) | yes |
//! | `ipowi` | integer constants (not `0` to a negative power; `i1` too, as MLIR 19) | yes |
//! | `sqrt`, `log`, `log2`, `log10` | non-negative `f32`/`f64` constants | yes |
//! | `log1p` | `f32`/`f64` constants with `x + 1` not negative | yes |
//! | `exp`, `exp2`, `expm1`, `sin`, `cos`, `tan`, `sinh`, `cosh`, `tanh`, `asin`, `acos`, `atan`, `asinh`, `acosh`, `atanh`, `erf` | `f32`/`f64` constants | yes |
//! | `atan2`, `powf` | `f32`/`f64` constants (`atan2(±0, ±0)` is NaN, any type) | yes |
//! | `cbrt`, `rsqrt`, `fpowi`, `fma`, `erfc`, `isnan`, ... | nothing | MLIR 19 has no folder either (or no op) |
//!
//! Not here: `ub.poison` operands, and the formats and `dense` bodies
//! [`super::consts`] and [`super::apfloat`] do not read (the fold fails).

use super::apfloat::{self, Rounding};
use super::apint::ApInt;
use super::consts::{self, Cat, Elem};
use crate::attributes::Attribute;
use crate::fold::{FoldOutcome, Folding, OpFoldResult};
use crate::types::FloatKind;
use crate::Context;

#[allow(unsafe_code)]
mod libm {
    //! The C library's math functions, as MLIR's folders call them.

    #[cfg_attr(unix, link(name = "m"))]
    unsafe extern "C" {
        fn acos(x: f64) -> f64;
        fn acosf(x: f32) -> f32;
        fn acosh(x: f64) -> f64;
        fn acoshf(x: f32) -> f32;
        fn asin(x: f64) -> f64;
        fn asinf(x: f32) -> f32;
        fn asinh(x: f64) -> f64;
        fn asinhf(x: f32) -> f32;
        fn atan(x: f64) -> f64;
        fn atanf(x: f32) -> f32;
        fn atanh(x: f64) -> f64;
        fn atanhf(x: f32) -> f32;
        fn atan2(y: f64, x: f64) -> f64;
        fn atan2f(y: f32, x: f32) -> f32;
        fn cos(x: f64) -> f64;
        fn cosf(x: f32) -> f32;
        fn cosh(x: f64) -> f64;
        fn coshf(x: f32) -> f32;
        fn sin(x: f64) -> f64;
        fn sinf(x: f32) -> f32;
        fn sinh(x: f64) -> f64;
        fn sinhf(x: f32) -> f32;
        fn tan(x: f64) -> f64;
        fn tanf(x: f32) -> f32;
        fn tanh(x: f64) -> f64;
        fn tanhf(x: f32) -> f32;
        fn erf(x: f64) -> f64;
        fn erff(x: f32) -> f32;
        fn exp(x: f64) -> f64;
        fn expf(x: f32) -> f32;
        fn exp2(x: f64) -> f64;
        fn exp2f(x: f32) -> f32;
        fn expm1(x: f64) -> f64;
        fn expm1f(x: f32) -> f32;
        fn log(x: f64) -> f64;
        fn logf(x: f32) -> f32;
        fn log2(x: f64) -> f64;
        fn log2f(x: f32) -> f32;
        fn log10(x: f64) -> f64;
        fn log10f(x: f32) -> f32;
        fn log1p(x: f64) -> f64;
        fn log1pf(x: f32) -> f32;
        fn pow(x: f64, y: f64) -> f64;
        fn powf(x: f32, y: f32) -> f32;
        fn sqrt(x: f64) -> f64;
        fn sqrtf(x: f32) -> f32;
        fn round(x: f64) -> f64;
        fn roundf(x: f32) -> f32;
        fn trunc(x: f64) -> f64;
        fn truncf(x: f32) -> f32;
    }

    /// A unary function of the C library, in its `f64` and `f32` forms.
    #[derive(Clone, Copy, Debug)]
    pub(super) enum Unary {
        Acos,
        Acosh,
        Asin,
        Asinh,
        Atan,
        Atanh,
        Cos,
        Cosh,
        Sin,
        Sinh,
        Tan,
        Tanh,
        Erf,
        Exp,
        Exp2,
        Expm1,
        Log,
        Log2,
        Log10,
        Log1p,
        Sqrt,
        Round,
        Trunc,
    }

    impl Unary {
        pub(super) fn f64(self, x: f64) -> f64 {
            use Unary::*;
            // SAFETY: pure C math functions on a plain value.
            unsafe {
                match self {
                    Acos => acos(x),
                    Acosh => acosh(x),
                    Asin => asin(x),
                    Asinh => asinh(x),
                    Atan => atan(x),
                    Atanh => atanh(x),
                    Cos => cos(x),
                    Cosh => cosh(x),
                    Sin => sin(x),
                    Sinh => sinh(x),
                    Tan => tan(x),
                    Tanh => tanh(x),
                    Erf => erf(x),
                    Exp => exp(x),
                    Exp2 => exp2(x),
                    Expm1 => expm1(x),
                    Log => log(x),
                    Log2 => log2(x),
                    Log10 => log10(x),
                    Log1p => log1p(x),
                    Sqrt => sqrt(x),
                    Round => round(x),
                    Trunc => trunc(x),
                }
            }
        }

        pub(super) fn f32(self, x: f32) -> f32 {
            use Unary::*;
            // SAFETY: pure C math functions on a plain value.
            unsafe {
                match self {
                    Acos => acosf(x),
                    Acosh => acoshf(x),
                    Asin => asinf(x),
                    Asinh => asinhf(x),
                    Atan => atanf(x),
                    Atanh => atanhf(x),
                    Cos => cosf(x),
                    Cosh => coshf(x),
                    Sin => sinf(x),
                    Sinh => sinhf(x),
                    Tan => tanf(x),
                    Tanh => tanhf(x),
                    Erf => erff(x),
                    Exp => expf(x),
                    Exp2 => exp2f(x),
                    Expm1 => expm1f(x),
                    Log => logf(x),
                    Log2 => log2f(x),
                    Log10 => log10f(x),
                    Log1p => log1pf(x),
                    Sqrt => sqrtf(x),
                    Round => roundf(x),
                    Trunc => truncf(x),
                }
            }
        }
    }

    /// `atan2` of the C library.
    pub(super) fn atan2_f64(y: f64, x: f64) -> f64 {
        // SAFETY: a pure C math function.
        unsafe { atan2(y, x) }
    }

    pub(super) fn atan2_f32(y: f32, x: f32) -> f32 {
        // SAFETY: a pure C math function.
        unsafe { atan2f(y, x) }
    }

    /// `pow` of the C library.
    pub(super) fn pow_f64(x: f64, y: f64) -> f64 {
        // SAFETY: a pure C math function.
        unsafe { pow(x, y) }
    }

    pub(super) fn pow_f32(x: f32, y: f32) -> f32 {
        // SAFETY: a pure C math function.
        unsafe { powf(x, y) }
    }
}

use libm::Unary;

/// A folder as a plain function.
type FoldFn = fn(&mut Folding<'_>) -> FoldOutcome;

/// Registers the folders of the `math` ops.
pub(crate) fn register(ctx: &mut Context) {
    let folders: &[(&str, FoldFn)] = &[
        ("math.absf", fold_absf),
        ("math.absi", fold_absi),
        ("math.copysign", fold_copysign),
        ("math.ceil", |f| fold_round(f, Rounding::Up)),
        ("math.floor", |f| fold_round(f, Rounding::Down)),
        ("math.roundeven", |f| fold_round(f, Rounding::NearestEven)),
        ("math.round", |f| fold_host(f, Unary::Round, Guard::None)),
        ("math.trunc", |f| fold_host(f, Unary::Trunc, Guard::None)),
        ("math.ctlz", |f| fold_bits(f, |v| v.leading_zeros())),
        ("math.cttz", |f| fold_bits(f, |v| v.trailing_zeros())),
        ("math.ctpop", |f| fold_bits(f, |v| v.count_ones())),
        ("math.ipowi", fold_ipowi),
        ("math.sqrt", |f| {
            fold_host(f, Unary::Sqrt, Guard::NotNegative)
        }),
        ("math.log", |f| fold_host(f, Unary::Log, Guard::NotNegative)),
        ("math.log2", |f| {
            fold_host(f, Unary::Log2, Guard::NotNegative)
        }),
        ("math.log10", |f| {
            fold_host(f, Unary::Log10, Guard::NotNegative)
        }),
        ("math.log1p", |f| {
            fold_host(f, Unary::Log1p, Guard::PlusOneNotNegative)
        }),
        ("math.exp", |f| fold_host(f, Unary::Exp, Guard::None)),
        ("math.exp2", |f| fold_host(f, Unary::Exp2, Guard::None)),
        ("math.expm1", |f| fold_host(f, Unary::Expm1, Guard::None)),
        ("math.sin", |f| fold_host(f, Unary::Sin, Guard::None)),
        ("math.cos", |f| fold_host(f, Unary::Cos, Guard::None)),
        ("math.tan", |f| fold_host(f, Unary::Tan, Guard::None)),
        ("math.sinh", |f| fold_host(f, Unary::Sinh, Guard::None)),
        ("math.cosh", |f| fold_host(f, Unary::Cosh, Guard::None)),
        ("math.tanh", |f| fold_host(f, Unary::Tanh, Guard::None)),
        ("math.asin", |f| fold_host(f, Unary::Asin, Guard::None)),
        ("math.acos", |f| fold_host(f, Unary::Acos, Guard::None)),
        ("math.atan", |f| fold_host(f, Unary::Atan, Guard::None)),
        ("math.asinh", |f| fold_host(f, Unary::Asinh, Guard::None)),
        ("math.acosh", |f| fold_host(f, Unary::Acosh, Guard::None)),
        ("math.atanh", |f| fold_host(f, Unary::Atanh, Guard::None)),
        ("math.erf", |f| fold_host(f, Unary::Erf, Guard::None)),
        ("math.atan2", fold_atan2),
        ("math.powf", fold_powf),
    ];
    for &(name, folder) in folders {
        ctx.register_folder(name, folder);
    }
}

fn attr(f: &mut Folding<'_>, a: Option<Attribute>) -> FoldOutcome {
    match a {
        Some(a) => f.push(OpFoldResult::Attribute(a)),
        None => FoldOutcome::Failed,
    }
}

fn unary_float(f: &mut Folding<'_>, g: impl Fn(FloatKind, u128) -> Option<u128>) -> FoldOutcome {
    if f.num_operands() != 1 {
        return FoldOutcome::Failed;
    }
    let c = f.constant(0);
    let r = consts::fold_unary(f.ctx(), c, Cat::Float, |e| {
        let (k, b) = e.float()?;
        Some(Elem::Float(k, g(k, b)?))
    });
    attr(f, r)
}

fn binary_float(
    f: &mut Folding<'_>,
    g: impl Fn(FloatKind, u128, u128) -> Option<u128>,
) -> FoldOutcome {
    if f.num_operands() != 2 {
        return FoldOutcome::Failed;
    }
    let (a, b) = (f.constant(0), f.constant(1));
    let r = consts::fold_binary(f.ctx(), a, b, Cat::Float, None, |x, y| {
        let (k, xa) = x.float()?;
        let (k2, yb) = y.float()?;
        if k != k2 {
            return None;
        }
        Some(Elem::Float(k, g(k, xa, yb)?))
    });
    attr(f, r)
}

fn fold_absf(f: &mut Folding<'_>) -> FoldOutcome {
    unary_float(f, apfloat::abs)
}

fn fold_copysign(f: &mut Folding<'_>) -> FoldOutcome {
    binary_float(f, apfloat::copy_sign)
}

fn fold_round(f: &mut Folding<'_>, mode: Rounding) -> FoldOutcome {
    unary_float(f, |k, b| apfloat::round_to_integral(k, b, mode))
}

fn unary_int(f: &mut Folding<'_>, g: impl Fn(&ApInt) -> ApInt) -> FoldOutcome {
    if f.num_operands() != 1 {
        return FoldOutcome::Failed;
    }
    let c = f.constant(0);
    let r = consts::fold_unary(f.ctx(), c, Cat::Int, |e| Some(Elem::Int(g(e.int()?))));
    attr(f, r)
}

fn fold_absi(f: &mut Folding<'_>) -> FoldOutcome {
    unary_int(f, ApInt::abs)
}

fn fold_bits(f: &mut Folding<'_>, count: fn(&ApInt) -> u32) -> FoldOutcome {
    unary_int(f, |v| ApInt::from_u128(v.width(), u128::from(count(v))))
}

/// `ipowi` of two integers (MLIR 19's folder: `None` for `0` to a negative power;
/// later versions also leave `i1` alone).
fn ipowi(base: &ApInt, power: &ApInt) -> Option<ApInt> {
    let w = base.width();
    let one = ApInt::from_i128(w, 1);
    if power.is_zero() {
        return Some(one);
    }
    if power.is_negative() {
        if base.is_zero() {
            return None;
        }
        if base.is_one() {
            return Some(one);
        }
        if !base.is_all_ones() {
            return Some(ApInt::zero(w));
        }
        return Some(if power.bit(0) { base.clone() } else { one });
    }
    let mut result = one;
    let mut b = base.clone();
    let mut p = power.clone();
    let one_shift = ApInt::from_i128(p.width(), 1);
    loop {
        if p.bit(0) {
            result = result.mul(&b);
        }
        p = p.lshr(&one_shift);
        if p.is_zero() {
            return Some(result);
        }
        b = b.mul(&b);
    }
}

fn fold_ipowi(f: &mut Folding<'_>) -> FoldOutcome {
    if f.num_operands() != 2 {
        return FoldOutcome::Failed;
    }
    let (a, b) = (f.constant(0), f.constant(1));
    let r = consts::fold_binary(f.ctx(), a, b, Cat::Int, None, |x, y| {
        Some(Elem::Int(ipowi(x.int()?, y.int()?)?))
    });
    attr(f, r)
}

/// When a host folder declines.
#[derive(Clone, Copy)]
enum Guard {
    None,
    /// A negative operand (sign bit set, `-0` and negative NaNs included).
    NotNegative,
    /// `x + 1` negative (`log1p`).
    PlusOneNotNegative,
}

/// `g` on an `f32` or `f64` value through the host's C library.
fn host_unary(k: FloatKind, b: u128, g: Unary) -> Option<u128> {
    match k {
        FloatKind::F64 => Some(u128::from(g.f64(f64::from_bits(b as u64)).to_bits())),
        FloatKind::F32 => Some(u128::from(g.f32(f32::from_bits(b as u32)).to_bits())),
        _ => None,
    }
}

fn fold_host(f: &mut Folding<'_>, g: Unary, guard: Guard) -> FoldOutcome {
    unary_float(f, |k, b| {
        if !apfloat::host_kind(k) {
            return None;
        }
        match guard {
            Guard::None => {}
            Guard::NotNegative => {
                if apfloat::is_negative(k, b) {
                    return None;
                }
            }
            Guard::PlusOneNotNegative => {
                let one = apfloat::from_f64(k, 1.0);
                if apfloat::is_negative(k, apfloat::add(k, b, one)?) {
                    return None;
                }
            }
        }
        host_unary(k, b, g)
    })
}

fn fold_atan2(f: &mut Folding<'_>) -> FoldOutcome {
    binary_float(f, |k, a, b| {
        if apfloat::is_zero(k, a).is_some() && apfloat::is_zero(k, b).is_some() {
            return Some(crate::asm::float::default_nan(k));
        }
        match k {
            FloatKind::F64 => Some(u128::from(
                libm::atan2_f64(f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits(),
            )),
            FloatKind::F32 => Some(u128::from(
                libm::atan2_f32(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits(),
            )),
            _ => None,
        }
    })
}

fn fold_powf(f: &mut Folding<'_>) -> FoldOutcome {
    binary_float(f, |k, a, b| match k {
        FloatKind::F64 => Some(u128::from(
            libm::pow_f64(f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits(),
        )),
        FloatKind::F32 => Some(u128::from(
            libm::pow_f32(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits(),
        )),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a(w: u32, v: i128) -> ApInt {
        ApInt::from_i128(w, v)
    }

    #[test]
    fn integer_powers() {
        assert_eq!(ipowi(&a(32, 3), &a(32, 4)), Some(a(32, 81)));
        assert_eq!(ipowi(&a(8, 2), &a(8, 8)), Some(a(8, 0)));
        assert_eq!(ipowi(&a(32, -1), &a(32, -3)), Some(a(32, -1)));
        assert_eq!(ipowi(&a(32, -1), &a(32, -2)), Some(a(32, 1)));
        assert_eq!(ipowi(&a(32, 2), &a(32, -2)), Some(a(32, 0)));
        assert_eq!(ipowi(&a(32, 0), &a(32, -2)), None);
        assert_eq!(ipowi(&a(32, 7), &a(32, 0)), Some(a(32, 1)));
    }

    #[test]
    fn host_functions() {
        let x = u128::from(0.5f32.to_bits());
        assert_eq!(
            host_unary(FloatKind::F32, x, Unary::Sqrt),
            Some(u128::from(0.5f32.sqrt().to_bits()))
        );
        assert_eq!(host_unary(FloatKind::F16, 0, Unary::Exp), None);
    }
}
