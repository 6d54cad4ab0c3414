//! Constant operands as MLIR's `CommonFolders.h` sees them, and its folding helpers
//! (`constFoldUnaryOp`, `constFoldBinaryOp`, `constFoldCastOp` and their
//! `Conditional` forms), over this crate's attributes.
//!
//! A constant is a scalar (an integer, `i1` or float attribute) or elements: a
//! `dense<...>` attribute of a static shape whose body is a splat or a list of
//! numbers. Folding a splat gives a splat; folding lists gives a list (a splat when
//! every element is the same, as MLIR's `DenseElementsAttr::get` detects). Not read
//! (the fold fails): hex bodies (`dense<"0x...">`, which MLIR prints for more than
//! 100 elements), complex and string elements, `dense_resource` and sparse
//! attributes, and `ub.poison`.

use super::apint::ApInt;
use crate::asm::float;
use crate::attributes::{AttrKind, Attribute};
use crate::types::{FloatKind, Signedness, Type, TypeKind};
use crate::Context;

/// One element value.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Elem {
    /// An integer's bits (its width is the type's; `index` is 64 bits).
    Int(ApInt),
    /// A float's bits in its format.
    Float(FloatKind, u128),
}

impl Elem {
    pub(crate) fn int(&self) -> Option<&ApInt> {
        match self {
            Elem::Int(v) => Some(v),
            Elem::Float(..) => None,
        }
    }

    pub(crate) fn float(&self) -> Option<(FloatKind, u128)> {
        match *self {
            Elem::Float(k, b) => Some((k, b)),
            Elem::Int(_) => None,
        }
    }
}

/// What kind of attribute a folder takes (`IntegerAttr` or `FloatAttr`, and elements
/// of those).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Cat {
    Int,
    Float,
}

/// An element type as a folder sees it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum ElemTy {
    /// An integer of `width` bits; `signed` unless the type is unsigned (how an
    /// attribute of it stores its value).
    Int {
        width: u32,
        signed: bool,
    },
    Float(FloatKind),
}

impl ElemTy {
    fn cat(self) -> Cat {
        match self {
            ElemTy::Int { .. } => Cat::Int,
            ElemTy::Float(_) => Cat::Float,
        }
    }
}

/// The element type `ty` is (a scalar type), if an integer, index or float type.
pub(crate) fn elem_ty(ctx: &Context, ty: Type) -> Option<ElemTy> {
    match *ctx.type_kind(ty) {
        TypeKind::Integer { width, signedness } => Some(ElemTy::Int {
            width,
            signed: signedness != Signedness::Unsigned,
        }),
        TypeKind::Index => Some(ElemTy::Int {
            width: 64,
            signed: true,
        }),
        TypeKind::Float(k) => Some(ElemTy::Float(k)),
        _ => None,
    }
}

/// The element type of `ty`, or `ty` itself (MLIR's `getElementTypeOrSelf`).
pub(crate) fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    ctx.shaped_element_type(ty).unwrap_or(ty)
}

/// How a constant's values are laid out.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Layout {
    /// An integer or float attribute.
    Scalar(Elem),
    /// A splat elements attribute.
    Splat(Elem),
    /// Elements, one per position.
    List(Vec<Elem>),
}

/// A constant operand, read.
#[derive(Clone, Debug)]
pub(crate) struct Const {
    /// The attribute's type.
    pub(crate) ty: Type,
    /// Its element type (the type itself for a scalar).
    pub(crate) elem: ElemTy,
    pub(crate) layout: Layout,
}

/// The signless `i1` type.
pub(crate) fn i1(ctx: &mut Context) -> Type {
    ctx.intern_type(TypeKind::Integer {
        width: 1,
        signedness: Signedness::Signless,
    })
}

/// Reads one element's text in a `dense` body.
fn parse_elem(text: &str, elem: ElemTy) -> Option<Elem> {
    let text = text.trim();
    match elem {
        ElemTy::Int { width, .. } => {
            let v = match text {
                "true" => ApInt::from_i128(width, 1),
                "false" => ApInt::zero(width),
                t => ApInt::from_value(width, &t.parse().ok()?),
            };
            Some(Elem::Int(v))
        }
        ElemTy::Float(k) => {
            let bits = match text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
                Some(hex) => u128::from_str_radix(hex, 16).ok()?,
                None => float::parse_decimal(text, k)?,
            };
            Some(Elem::Float(k, bits))
        }
    }
}

/// Reads `attr` as a constant (see the [module docs](self)).
pub(crate) fn decode(ctx: &mut Context, attr: Attribute) -> Option<Const> {
    match ctx.attr_kind(attr).clone() {
        AttrKind::Integer { value, ty } => {
            let e = elem_ty(ctx, ty)?;
            let ElemTy::Int { width, .. } = e else {
                return None;
            };
            Some(Const {
                ty,
                elem: e,
                layout: Layout::Scalar(Elem::Int(ApInt::from_value(width, &value))),
            })
        }
        AttrKind::Bool(b) => Some(Const {
            ty: i1(ctx),
            elem: ElemTy::Int {
                width: 1,
                signed: true,
            },
            layout: Layout::Scalar(Elem::Int(ApInt::from_i128(1, i128::from(b)))),
        }),
        AttrKind::Float { bits, ty } => {
            let e = elem_ty(ctx, ty)?;
            let ElemTy::Float(k) = e else {
                return None;
            };
            Some(Const {
                ty,
                elem: e,
                layout: Layout::Scalar(Elem::Float(k, bits)),
            })
        }
        AttrKind::Dense { body, ty } => {
            let e = elem_ty(ctx, ctx.shaped_element_type(ty)?)?;
            if !ctx.has_static_shape(ty) {
                return None;
            }
            let count = ctx
                .shape(ty)?
                .iter()
                .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))?;
            let body = body.trim();
            if body.starts_with('"') || body.starts_with('(') {
                return None;
            }
            let layout = if body.starts_with('[') {
                let elems: Vec<Elem> = body
                    .split([',', '[', ']'])
                    .map(str::trim)
                    .filter(|t| !t.is_empty())
                    .map(|t| parse_elem(t, e))
                    .collect::<Option<_>>()?;
                if elems.len() != count || elems.is_empty() {
                    return None;
                }
                Layout::List(elems)
            } else if body.is_empty() {
                return None;
            } else {
                Layout::Splat(parse_elem(body, e)?)
            };
            Some(Const {
                ty,
                elem: e,
                layout,
            })
        }
        _ => None,
    }
}

/// The text of one element of a `dense` body of element type `elem`.
fn elem_text(e: &Elem, elem: ElemTy) -> Option<String> {
    match (e, elem) {
        (Elem::Int(v), ElemTy::Int { width, signed }) if v.width() == width => {
            if width == 1 {
                return Some(if v.is_zero() { "false" } else { "true" }.to_string());
            }
            Some(v.to_value(signed).to_string())
        }
        (Elem::Float(k, bits), ElemTy::Float(k2)) if *k == k2 => {
            Some(float::format_float(*bits, *k))
        }
        _ => None,
    }
}

/// The attribute of type `ty` holding `e` (an `IntegerAttr`, `BoolAttr` or
/// `FloatAttr`), if `e` is of that type.
pub(crate) fn scalar_attr(ctx: &mut Context, ty: Type, e: &Elem) -> Option<Attribute> {
    let et = elem_ty(ctx, ty)?;
    let kind = match (e, et) {
        (Elem::Int(v), ElemTy::Int { width, signed }) if v.width() == width => {
            let bool_type = matches!(
                ctx.type_kind(ty),
                TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless
                }
            );
            if bool_type {
                AttrKind::Bool(!v.is_zero())
            } else {
                AttrKind::Integer {
                    value: v.to_value(signed),
                    ty,
                }
            }
        }
        (Elem::Float(k, bits), ElemTy::Float(k2)) if *k == k2 => {
            AttrKind::Float { bits: *bits, ty }
        }
        _ => return None,
    };
    Some(ctx.intern_attr(kind))
}

/// The `dense` attribute of shaped type `ty` holding `values` (one value: a splat),
/// through the attribute parser so that the body is canonical.
pub(crate) fn dense_attr(ctx: &mut Context, ty: Type, values: &[Elem]) -> Option<Attribute> {
    if !ctx.has_static_shape(ty) {
        return None;
    }
    let et = elem_ty(ctx, ctx.shaped_element_type(ty)?)?;
    let shape = ctx.shape(ty)?.to_vec();
    let count = shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(usize::try_from(d).ok()?))?;
    let texts: Vec<String> = values
        .iter()
        .map(|v| elem_text(v, et))
        .collect::<Option<_>>()?;
    let body = match texts.as_slice() {
        [] => return None,
        [first, rest @ ..] if rest.iter().all(|t| t == first) => first.clone(),
        _ => {
            if texts.len() != count {
                return None;
            }
            nest(&texts, &shape)
        }
    };
    let text = format!("dense<{body}> : {}", ctx.type_to_string(ty));
    ctx.parse_attribute(&text).ok()
}

/// `texts` as nested lists following `shape`.
fn nest(texts: &[String], shape: &[i64]) -> String {
    fn rec(texts: &[String], shape: &[i64], out: &mut String) {
        match shape {
            [] => out.push_str(&texts[0]),
            [d, rest @ ..] => {
                let stride = texts.len() / (*d).max(1) as usize;
                out.push('[');
                for i in 0..*d as usize {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    rec(&texts[i * stride..(i + 1) * stride], rest, out);
                }
                out.push(']');
            }
        }
    }
    let mut out = String::new();
    rec(texts, shape, &mut out);
    out
}

/// The attribute of type `ty` laid out as `layout`.
pub(crate) fn encode(ctx: &mut Context, ty: Type, layout: &Layout) -> Option<Attribute> {
    match layout {
        Layout::Scalar(e) => scalar_attr(ctx, ty, e),
        Layout::Splat(e) => dense_attr(ctx, ty, std::slice::from_ref(e)),
        Layout::List(es) => dense_attr(ctx, ty, es),
    }
}

/// `constFoldUnaryOpConditional`: `f` on each element of an operand of category
/// `cat`; the result has the operand's type.
pub(crate) fn fold_unary(
    ctx: &mut Context,
    operand: Option<Attribute>,
    cat: Cat,
    f: impl FnMut(&Elem) -> Option<Elem>,
) -> Option<Attribute> {
    map_elements(ctx, operand, cat, None, f)
}

/// `f` on each element of an operand of category `cat`; the result has type
/// `result_ty`, else the operand's: [`fold_unary`] and [`fold_cast`].
fn map_elements(
    ctx: &mut Context,
    operand: Option<Attribute>,
    cat: Cat,
    result_ty: Option<Type>,
    mut f: impl FnMut(&Elem) -> Option<Elem>,
) -> Option<Attribute> {
    let c = decode(ctx, operand?)?;
    if c.elem.cat() != cat {
        return None;
    }
    let layout = match &c.layout {
        Layout::Scalar(e) => Layout::Scalar(f(e)?),
        Layout::Splat(e) => Layout::Splat(f(e)?),
        Layout::List(es) => Layout::List(es.iter().map(&mut f).collect::<Option<_>>()?),
    };
    encode(ctx, result_ty.unwrap_or(c.ty), &layout)
}

/// `constFoldBinaryOpConditional`: `f` on the elements of two operands of category
/// `cat` and the same type; the result has type `result_ty` (the operands' type when
/// `None`).
pub(crate) fn fold_binary(
    ctx: &mut Context,
    lhs: Option<Attribute>,
    rhs: Option<Attribute>,
    cat: Cat,
    result_ty: Option<Type>,
    mut f: impl FnMut(&Elem, &Elem) -> Option<Elem>,
) -> Option<Attribute> {
    let a = decode(ctx, lhs?)?;
    let b = decode(ctx, rhs?)?;
    if a.ty != b.ty || a.elem.cat() != cat {
        return None;
    }
    let layout = match (&a.layout, &b.layout) {
        (Layout::Scalar(x), Layout::Scalar(y)) => Layout::Scalar(f(x, y)?),
        (Layout::Splat(x), Layout::Splat(y)) => Layout::Splat(f(x, y)?),
        (Layout::Scalar(_), _) | (_, Layout::Scalar(_)) => return None,
        (l, r) => {
            let n = match (l, r) {
                (Layout::List(es), _) | (_, Layout::List(es)) => es.len(),
                _ => 1,
            };
            let xs = expand(l, n);
            let ys = expand(r, n);
            if xs.len() != ys.len() {
                return None;
            }
            Layout::List(
                xs.iter()
                    .zip(&ys)
                    .map(|(x, y)| f(x, y))
                    .collect::<Option<_>>()?,
            )
        }
    };
    encode(ctx, result_ty.unwrap_or(a.ty), &layout)
}

/// `constFoldCastOp`: `f` on each element of an operand of category `cat`, giving
/// elements of `result_ty`.
pub(crate) fn fold_cast(
    ctx: &mut Context,
    operand: Option<Attribute>,
    cat: Cat,
    result_ty: Type,
    f: impl FnMut(&Elem) -> Option<Elem>,
) -> Option<Attribute> {
    map_elements(ctx, operand, cat, Some(result_ty), f)
}

/// The elements of a splat (`n` times) or a list.
fn expand(l: &Layout, n: usize) -> Vec<Elem> {
    match l {
        Layout::Scalar(e) | Layout::Splat(e) => vec![e.clone(); n],
        Layout::List(es) => es.clone(),
    }
}

/// The integer of an `IntegerAttr` (`BoolAttr` included), as the attribute form of
/// MLIR's `m_ConstantInt` binds it.
pub(crate) fn int_scalar(ctx: &mut Context, attr: Option<Attribute>) -> Option<ApInt> {
    let c = decode(ctx, attr?)?;
    match c.layout {
        Layout::Scalar(Elem::Int(v)) => Some(v),
        _ => None,
    }
}

/// The integer of an `IntegerAttr` or of a splat of integers.
pub(crate) fn int_or_splat(ctx: &mut Context, attr: Option<Attribute>) -> Option<ApInt> {
    let c = decode(ctx, attr?)?;
    match c.layout {
        Layout::Scalar(Elem::Int(v)) | Layout::Splat(Elem::Int(v)) => Some(v),
        _ => None,
    }
}

/// The float of a `FloatAttr` or of a splat of floats (`m_ConstantFloat`).
pub(crate) fn float_or_splat(
    ctx: &mut Context,
    attr: Option<Attribute>,
) -> Option<(FloatKind, u128)> {
    let c = decode(ctx, attr?)?;
    match c.layout {
        Layout::Scalar(Elem::Float(k, b)) | Layout::Splat(Elem::Float(k, b)) => Some((k, b)),
        _ => None,
    }
}

/// A zero attribute of type `ty` (MLIR's `Builder::getZeroAttr`): an integer or
/// float zero, or a splat of one for a statically shaped type.
pub(crate) fn zero_attr(ctx: &mut Context, ty: Type) -> Option<Attribute> {
    let scalar = element_type_or_self(ctx, ty);
    let e = match elem_ty(ctx, scalar)? {
        ElemTy::Int { width, .. } => Elem::Int(ApInt::zero(width)),
        ElemTy::Float(k) => Elem::Float(k, 0),
    };
    if scalar == ty {
        scalar_attr(ctx, ty, &e)
    } else {
        dense_attr(ctx, ty, &[e])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dense_attributes_read_and_write() {
        let mut ctx = Context::new();
        let a = ctx
            .parse_attribute("dense<[1, 2]> : vector<2xi32>")
            .unwrap();
        let c = decode(&mut ctx, a).unwrap();
        assert_eq!(
            c.layout,
            Layout::List(vec![
                Elem::Int(ApInt::from_i128(32, 1)),
                Elem::Int(ApInt::from_i128(32, 2))
            ])
        );
        let twice = fold_binary(&mut ctx, Some(a), Some(a), Cat::Int, None, |x, y| {
            Some(Elem::Int(x.int()?.add(y.int()?)))
        })
        .unwrap();
        let expected = ctx
            .parse_attribute("dense<[2, 4]> : vector<2xi32>")
            .unwrap();
        assert_eq!(twice, expected);
        let s = ctx.parse_attribute("dense<1.5> : tensor<2x2xf32>").unwrap();
        let neg = fold_unary(&mut ctx, Some(s), Cat::Float, |e| {
            let (k, b) = e.float()?;
            Some(Elem::Float(k, super::super::apfloat::neg(k, b)?))
        })
        .unwrap();
        let expected = ctx
            .parse_attribute("dense<-1.5> : tensor<2x2xf32>")
            .unwrap();
        assert_eq!(neg, expected);
        // Integers as floats: the categories differ.
        assert!(fold_unary(&mut ctx, Some(a), Cat::Float, |e| Some(e.clone())).is_none());
    }

    #[test]
    fn nested_lists_and_bools() {
        let mut ctx = Context::new();
        let a = ctx
            .parse_attribute("dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>")
            .unwrap();
        let i1 = ctx.parse_type("tensor<2x2xi1>").unwrap();
        let r = fold_binary(&mut ctx, Some(a), Some(a), Cat::Int, Some(i1), |x, _| {
            Some(Elem::Int(ApInt::from_i128(1, i128::from(x.int()?.bit(0)))))
        })
        .unwrap();
        let expected = ctx
            .parse_attribute("dense<[[true, false], [true, false]]> : tensor<2x2xi1>")
            .unwrap();
        assert_eq!(r, expected);
    }
}
