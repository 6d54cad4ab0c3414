//! What MLIR's core dialects write in C++ and ODS cannot describe as data: the custom
//! syntax of ops without a declarative format (`func.func`, `scf.for`, the affine
//! ops, ...), the names ops give their results (`%c0`, `%cst`, `%dim`), and the
//! default dialect of an op's regions (`return` inside `func.func`).
//!
//! Each dialect is a module that registers these through the same public API a user
//! has for their own dialect ([`Context::register_op_syntax`],
//! [`Context::register_result_names`], [`Context::register_default_dialect`]).
//! [`register_hooks`] installs a dialect's hooks; registering an op definition of one of
//! these dialects ([`Context::register_op`]) does it the first time, so a context that
//! knows a core dialect's ops from ODS reads and prints them as mlir-opt does.

pub mod affine;
pub mod directives;
pub mod memref;
mod support;
pub mod vector;

use crate::Context;

/// The dialects this module has hooks for.
pub const DIALECTS: &[&str] = &["affine", "memref", "vector", "cf", "tensor"];

/// Installs the hooks of `dialect` (one of [`DIALECTS`]; others are ignored). Hooks
/// the context already has for an op are replaced.
pub fn register_hooks(ctx: &mut Context, dialect: &str) {
    directives::register_for(ctx, dialect);
    match dialect {
        "affine" => affine::register(ctx),
        "memref" => memref::register(ctx),
        "vector" => vector::register(ctx),
        _ => {}
    }
}
