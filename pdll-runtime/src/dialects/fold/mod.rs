//! The folders of MLIR 19's core dialects and their constant materializers (MLIR's
//! C++ `fold` methods and `materializeConstant`), registered through the public API a
//! user has for their own dialect ([`Context::register_folder`],
//! [`Context::register_constant_materializer`]) when the first op of the dialect is
//! registered ([`super::register_hooks`]).
//!
//! Materializers, as in MLIR 19: arith, math, memref, tensor, vector and affine make
//! an `arith.constant` when the value is an integer (signless or index), float, bool
//! or dense elements attribute of exactly the result type
//! (`arith::ConstantOp::isBuildableWith`), and nothing otherwise; the constant op must
//! be registered (MLIR's dialects load arith as a dependency).

mod affine;
mod affine_loops;
mod apfloat;
mod apint;
mod arith;
mod consts;
mod index;
mod math;
mod memref;
mod tensor;
mod vector;

use crate::attributes::{AttrKind, Attribute};
use crate::ir::Op;
use crate::rewriter::Rewriter;
use crate::types::{Signedness, Type, TypeKind};
use crate::Context;

/// Installs the folders and materializer of `dialect` (others are ignored).
pub(crate) fn register_for(ctx: &mut Context, dialect: &str) {
    match dialect {
        "arith" | "math" | "memref" | "tensor" | "vector" | "affine" => {
            ctx.register_constant_materializer(dialect, materialize_arith_constant);
        }
        _ => {}
    }
    match dialect {
        "arith" => arith::register(ctx),
        "math" => math::register(ctx),
        "index" => index::register(ctx),
        "memref" => memref::register(ctx),
        "tensor" => tensor::register(ctx),
        "vector" => vector::register(ctx),
        "affine" => {
            affine::register(ctx);
            affine_loops::register(ctx);
        }
        "ub" => affine::register_ub(ctx),
        _ => {}
    }
}

/// MLIR 19's `arith::ConstantOp::materialize`: an `arith.constant` of `value` when
/// `arith::ConstantOp::isBuildableWith(value, ty)`, at the rewriter's insertion point.
pub(crate) fn materialize_arith_constant(
    rw: &mut Rewriter<'_>,
    value: Attribute,
    ty: Type,
) -> Option<Op> {
    if !arith_constant_buildable(rw.ctx(), value, ty) {
        return None;
    }
    let name = rw.ctx().lookup_op_name("arith.constant")?;
    if !rw.ctx().is_registered_op(name) {
        return None;
    }
    let key = rw.intern_ident("value");
    let attrs = rw.ctx_mut().intern_dictionary(vec![(key, value)]);
    rw.create(name, &[], &[ty], Some(attrs)).ok()
}

/// `arith::ConstantOp::isBuildableWith`: a typed attribute of type `ty`, an integer
/// type being signless, and the attribute an integer, float or elements attribute.
pub(crate) fn arith_constant_buildable(ctx: &Context, value: Attribute, ty: Type) -> bool {
    let same_type = match ctx.attr_kind(value) {
        AttrKind::Integer { ty: t, .. }
        | AttrKind::Float { ty: t, .. }
        | AttrKind::Dense { ty: t, .. } => *t == ty,
        // MLIR's BoolAttr is an IntegerAttr of i1.
        AttrKind::Bool(_) => matches!(
            ctx.type_kind(ty),
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        ),
        _ => false,
    };
    same_type
        && !matches!(
            ctx.type_kind(ty),
            TypeKind::Integer {
                signedness: Signedness::Signed | Signedness::Unsigned,
                ..
            }
        )
}
