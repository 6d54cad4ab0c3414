//! The `tensor` dialect's C++ parts in MLIR 19 that are not syntax: the names its ops
//! give their results (`getAsmResultNames`). Every tensor op has a declarative format
//! (the format engine's); none has a default dialect or names block arguments or
//! blocks.
//!
//! | op | name |
//! |---|---|
//! | `tensor.cast` | `%cast` |
//! | `tensor.concat` | `%concat` |
//! | `tensor.dim` | `%dim` |
//! | `tensor.extract` | `%extracted` |
//! | `tensor.extract_slice` | `%extracted_slice` |
//! | `tensor.from_elements` | `%from_elements` |
//! | `tensor.gather` | `%gather` |
//! | `tensor.generate` | `%generated` |
//! | `tensor.insert` | `%inserted` |
//! | `tensor.insert_slice` | `%inserted_slice` |
//! | `tensor.pack` | `%pack` |
//! | `tensor.pad` | `%padded` |
//! | `tensor.rank` | `%rank` |
//! | `tensor.reshape` | `%reshape` |
//! | `tensor.expand_shape` | `%expanded` |
//! | `tensor.collapse_shape` | `%collapsed` |
//! | `tensor.scatter` | `%scatter` |
//! | `tensor.splat` | `%splat` |
//! | `tensor.unpack` | `%unpack` |

use crate::Context;

/// The ops named by their first result's one name.
const SINGLE: &[(&str, &str)] = &[
    ("tensor.cast", "cast"),
    ("tensor.concat", "concat"),
    ("tensor.dim", "dim"),
    ("tensor.extract", "extracted"),
    ("tensor.extract_slice", "extracted_slice"),
    ("tensor.from_elements", "from_elements"),
    ("tensor.gather", "gather"),
    ("tensor.generate", "generated"),
    ("tensor.insert", "inserted"),
    ("tensor.insert_slice", "inserted_slice"),
    ("tensor.pack", "pack"),
    ("tensor.pad", "padded"),
    ("tensor.rank", "rank"),
    ("tensor.reshape", "reshape"),
    ("tensor.expand_shape", "expanded"),
    ("tensor.collapse_shape", "collapsed"),
    ("tensor.scatter", "scatter"),
    ("tensor.splat", "splat"),
    ("tensor.unpack", "unpack"),
];

/// Installs the tensor dialect's hooks.
pub(crate) fn register(ctx: &mut Context) {
    super::register_single_names(ctx, SINGLE);
}
