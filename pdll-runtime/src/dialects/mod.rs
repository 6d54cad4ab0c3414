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

//!
//! What MLIR 19 implements, dialect by dialect (the syntax in the modules' docs):
//!
//! | dialect | C++ syntax | result names | default dialect |
//! |---|---|---|---|
//! | [`func`] | `func.func` | `func.constant` | `func.func`: `func` |
//! | [`arith`] | `arith.select` | `arith.constant`, `arith.muli`, `arith.addui_extended`, `arith.mulsi_extended`, `arith.mului_extended` | |
//! | [`scf`] | `scf.for`, `scf.if`, `scf.while`, `scf.execute_region`, `scf.parallel`, `scf.forall`, `scf.forall.in_parallel` | | |
//! | [`memref`] | see below | 14 ops (`%alloc`, `%dim`, `%subview`, ...) | |
//! | [`tensor`] | | 19 ops (`%extracted`, `%padded`, ...) | |
//! | [`vector`] | see below | `vector.vscale`, `vector.deinterleave`, `vector.scan` | |
//! | [`index`] | | `index.constant`, `index.bool.constant` | |
//! | [`cf`] | | | |
//!
//! [`cf`] registers the branch knowledge of `cf.br`, `cf.cond_br` and `cf.switch`
//! ([`crate::dialect::BranchOp`]), which region simplification reads.
//! | [`affine`] | `affine.apply`, `min`, `max`, `for`, `if`, `load`, `store`, `parallel`, `prefetch`, `vector_load`, `vector_store`, `dma_start`, `dma_wait` | | |
//!
//! The memref and vector modules also hold those dialects' C++ syntax
//! (`memref.generic_atomic_rmw`, `alloca_scope`, `dma_start`, `prefetch`, `transpose`;
//! `vector.contract`, `outerproduct`, `transfer_read`, `transfer_write`, `mask`,
//! `warp_execute_on_lane_0`), and [`directives`] the `custom<...>` directives of the
//! core dialects' declarative formats.
//!
//! # Inventory
//!
//! The ops of MLIR 19's arith, math, func, cf, scf, affine, tensor, memref, vector,
//! index and builtin dialects whose custom form needs more than a declarative format
//! the format engine runs from the ODS data alone. Every other op of these dialects
//! has a declarative format that reads and prints from its ODS definition
//! (`mlir-tblgen-19 --print-records`: 218 ops with `assemblyFormat`, 31 with
//! `hasCustomAssemblyFormat`). Each op here has a case in `pdll-core`'s
//! `tests/custom_form_inventory.rs`, compared with mlir-opt-19's output.
//!
//! | op | why | what implements it |
//! |---|---|---|
//! | `affine.apply`, `affine.min`, `affine.max` | `hasCustomAssemblyFormat` | [`affine`] |
//! | `affine.for`, `affine.if`, `affine.parallel` | `hasCustomAssemblyFormat` | [`affine`] |
//! | `affine.load`, `affine.store`, `affine.vector_load`, `affine.vector_store`, `affine.prefetch` | `hasCustomAssemblyFormat` | [`affine`] |
//! | `affine.dma_start`, `affine.dma_wait` | C++ ops, not in ODS | [`affine`] (syntax only: they stay unregistered) |
//! | `arith.select` | `hasCustomAssemblyFormat` | [`arith`] |
//! | `func.func` | `hasCustomAssemblyFormat` | [`func`] |
//! | `memref.alloca_scope`, `memref.dma_start`, `memref.generic_atomic_rmw`, `memref.prefetch`, `memref.transpose` | `hasCustomAssemblyFormat` | [`memref`] |
//! | `scf.for`, `scf.if`, `scf.while`, `scf.execute_region`, `scf.parallel`, `scf.forall`, `scf.forall.in_parallel` | `hasCustomAssemblyFormat` | [`scf`] |
//! | `vector.contract`, `vector.outerproduct`, `vector.transfer_read`, `vector.transfer_write`, `vector.mask`, `vector.warp_execute_on_lane_0` | `hasCustomAssemblyFormat` | [`vector`] |
//! | `vector.shuffle` | its format leaves the result type out and its `inferReturnTypes` is C++ (the mask's length) | `vector::infer`, registered with [`Context::register_result_type_inference`] |
//! | `vector.print` | an `oilist` in its format | the format engine |
//!
//! `vector.shuffle` is the only op of these dialects whose generated parser calls
//! `inferReturnTypes` (`mlir-tblgen-19 --gen-op-defs`): every other format writes its
//! result types or resolves them from traits (`SameOperandsAndResultType`,
//! `AllTypesMatch`, `TypesMatchWith`, buildable types), which the format engine
//! follows. Four more ops have a C++ `inferReturnTypes` but formats that write their
//! result types, so reading needs none; a rewrite that creates them without result
//! types does:
//!
//! | op | inferred | what implements it |
//! |---|---|---|
//! | `vector.extract` | the element type, or the vector of the dimensions after the static position | `vector::infer` |
//! | `memref.extract_strided_metadata` | `memref<elem, space>`, then `index` for the offset, sizes and strides | `memref::infer` |
//! | `affine.delinearize_index` | an `index` per basis operand | [`affine`] |
//! | `scf.if` | the types its then region yields | not inferred: an inference function sees the operands and attributes, not the regions |
//!
//! In MLIR 19 no op of these dialects, nor of affine, math or cf, names its block
//! arguments or blocks (`getAsmBlockArgumentNames`, `getAsmBlockNames`), and affine,
//! math and cf name no results and have no default dialect (the list comes from the
//! symbols of MLIR 19's dialect libraries and the ODS files).

pub mod affine;
pub mod arith;
pub mod cf;
pub mod directives;
pub(crate) mod fold;
pub mod func;
pub mod index;
pub mod memref;
pub mod scf;
mod support;
pub mod tensor;
#[cfg(test)]
pub(crate) mod testing;
pub mod vector;

use crate::Context;

/// The dialects this module has hooks for.
pub const DIALECTS: &[&str] = &[
    "affine", "arith", "cf", "func", "index", "math", "memref", "scf", "tensor", "vector",
];

/// Installs the hooks of `dialect` (one of [`DIALECTS`]; others are ignored). Hooks
/// the context already has for an op are replaced.
pub fn register_hooks(ctx: &mut Context, dialect: &str) {
    ctx.syntax.mark_hooked(dialect);
    directives::register_for(ctx, dialect);
    fold::register_for(ctx, dialect);
    match dialect {
        "affine" => affine::register(ctx),
        "func" => func::register(ctx),
        "arith" => arith::register(ctx),
        "cf" => cf::register(ctx),
        "scf" => scf::register(ctx),
        "memref" => memref::register(ctx),
        "tensor" => tensor::register(ctx),
        "vector" => vector::register(ctx),
        "index" => index::register(ctx),
        _ => {}
    }
}

/// Registers `(op, name)`: the op names its first result `name` (when registered).
fn register_single_names(ctx: &mut Context, ops: &[(&str, &'static str)]) {
    for &(op_name, result) in ops {
        ctx.register_result_names(op_name, move |ctx, ir, op, set| {
            if support::is_registered(ctx, ir, op) && ir.num_results(op) > 0 {
                set(ir.result(op, 0), result);
            }
        });
    }
}
