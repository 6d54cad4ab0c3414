//! The names `memref` ops give their results in MLIR 19 (`getAsmResultNames`). Every memref op has a declarative format
//! (the format engine's); none has a default dialect or names block arguments or
//! blocks.
//!
//! | op | names |
//! |---|---|
//! | `memref.alloc` | `%alloc` |
//! | `memref.alloca` | `%alloca` |
//! | `memref.cast` | `%cast` |
//! | `memref.dim` | `%dim` |
//! | `memref.extract_aligned_pointer_as_index` | `%intptr` |
//! | `memref.extract_strided_metadata` | `%base_buffer, %offset, %sizes:N, %strides:N` (no sizes and strides at rank 0) |
//! | `memref.memory_space_cast` | `%memspacecast` |
//! | `memref.reinterpret_cast` | `%reinterpret_cast` |
//! | `memref.reshape` | `%reshape` |
//! | `memref.expand_shape` | `%expand_shape` |
//! | `memref.collapse_shape` | `%collapse_shape` |
//! | `memref.subview` | `%subview` |
//! | `memref.transpose` | `%transpose` |
//! | `memref.view` | `%view` |

use crate::dialects::support::is_registered;
use crate::Context;

/// The ops named by their first result's one name.
const SINGLE: &[(&str, &str)] = &[
    ("memref.alloc", "alloc"),
    ("memref.alloca", "alloca"),
    ("memref.cast", "cast"),
    ("memref.dim", "dim"),
    ("memref.extract_aligned_pointer_as_index", "intptr"),
    ("memref.memory_space_cast", "memspacecast"),
    ("memref.reinterpret_cast", "reinterpret_cast"),
    ("memref.reshape", "reshape"),
    ("memref.expand_shape", "expand_shape"),
    ("memref.collapse_shape", "collapse_shape"),
    ("memref.subview", "subview"),
    ("memref.transpose", "transpose"),
    ("memref.view", "view"),
];

/// Installs the memref dialect's hooks.
pub(crate) fn register(ctx: &mut Context) {
    crate::dialects::register_single_names(ctx, SINGLE);
    ctx.register_result_names("memref.extract_strided_metadata", |ctx, ir, op, set| {
        let n = ir.num_results(op);
        if !is_registered(ctx, ir, op) || n < 2 {
            return;
        }
        set(ir.result(op, 0), "base_buffer");
        set(ir.result(op, 1), "offset");
        let rank = (n - 2) / 2;
        if rank > 0 {
            set(ir.result(op, 2), "sizes");
            set(ir.result(op, 2 + rank), "strides");
        }
    });
}
