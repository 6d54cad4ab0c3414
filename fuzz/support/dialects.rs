//! MLIR's core dialects for the fuzz targets: the op definitions of affine, arith, cf,
//! func, index, math, memref, scf, tensor and vector as MLIR 19's ODS files give them,
//! in a checked-in table (`core_dialects.rs`), so that the fuzz crate needs no MLIR
//! installed. Registering a definition of a dialect with C++ syntax installs its
//! hooks (`pdll_runtime::dialects`), so a context with the table registered reads and
//! prints these ops' custom form as mlir-opt-19 does.
//!
//! The table is generated; regenerate it with
//! `UPDATE_EXPECT=1 cargo test -p pdll-core --test fuzz_dialects` (MLIR 19's include
//! tree installed, e.g. libmlir-19-dev), which also fails while it is stale.
// Each target uses a part.
#![allow(dead_code)]

use pdll_runtime::dialect::OpDefinition;
use pdll_runtime::Context;

// Included rather than a module: the generated text is prettyplease's, and rustfmt
// (`cargo fmt --check` in CI) does not reformat an included file.
include!("core_dialects.rs");

/// The dialects of the table.
pub const NAMESPACES: &[&str] = &[
    "affine", "arith", "cf", "func", "index", "math", "memref", "scf", "tensor", "vector",
];

/// The dialect of an op definition (the prefix of its name).
fn namespace(def: &OpDefinition) -> &str {
    def.name.split('.').next().unwrap_or_default()
}

/// A context with every op of the table registered, as mlir-opt-19 has these dialects
/// loaded: a clone of one made once per thread (registering 247 definitions, their
/// formats checked, takes milliseconds under the sanitizer; a clone, microseconds).
pub fn core_context() -> Context {
    thread_local! {
        static CORE: Context = {
            let mut ctx = Context::new();
            register(&mut ctx, |_| true);
            ctx
        };
    }
    CORE.with(Context::clone)
}

/// Registers the ops of the dialects `wanted` says yes to.
pub fn register(ctx: &mut Context, wanted: impl Fn(&str) -> bool) {
    for def in CORE_DIALECTS.iter().filter(|d| wanted(namespace(d))) {
        if let Err(e) = ctx.register_op(def.clone()) {
            panic!("{} does not register: {e}", def.name);
        }
    }
}

/// Whether `text` names one of the table's dialects (an op, type or attribute of it).
pub fn names_a_core_dialect(text: &str) -> bool {
    let named = pdll_core::ods::namespaces_used(text);
    NAMESPACES.iter().any(|ns| named.contains(*ns))
}
