//! Type computations the format's parser applies to resolve types the text leaves
//! out (`TypesMatchWith` transforms).

use crate::dialect::TypeTransform;
use crate::types::{Signedness, Type, TypeKind};
use crate::Context;

/// Applies a known type transform.
pub(crate) fn apply_transform(ctx: &mut Context, t: Type, transform: TypeTransform) -> Type {
    match transform {
        TypeTransform::ElementType => element_type(ctx, t),
        TypeTransform::I1SameShape => {
            let i1 = ctx.intern_type(TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless,
            });
            let kind = match ctx.type_kind(t).clone() {
                TypeKind::Vector {
                    shape, scalable, ..
                } => TypeKind::Vector {
                    shape,
                    scalable,
                    element: i1,
                },
                TypeKind::RankedTensor {
                    shape, encoding, ..
                } => TypeKind::RankedTensor {
                    shape,
                    element: i1,
                    encoding,
                },
                TypeKind::UnrankedTensor { .. } => TypeKind::UnrankedTensor { element: i1 },
                _ => return i1,
            };
            ctx.intern_type(kind)
        }
    }
}

/// The element type of a shaped type, or the type itself.
pub(crate) fn element_type(ctx: &Context, t: Type) -> Type {
    match ctx.type_kind(t) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element }
        | TypeKind::MemRef { element, .. }
        | TypeKind::UnrankedMemRef { element, .. } => *element,
        _ => t,
    }
}
