//! Type computations the format's parser applies to resolve types the text leaves
//! out (`TypesMatchWith` transforms).

use crate::dialect::TypeTransform;
use crate::types::Type;
use crate::Context;

/// Applies a known type transform: one type, or for a ranged transform
/// ([`TypeTransform::is_ranged`]) the list of a variadic group; `None` when the type
/// is not of the kind the transform reads (see
/// [`apply_type_transform`](crate::dialect::apply_type_transform)).
pub(crate) fn apply_transform(
    ctx: &mut Context,
    t: Type,
    transform: TypeTransform,
) -> Option<Vec<Type>> {
    crate::dialect::apply_type_transform(ctx, transform, t)
}
