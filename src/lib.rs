//! pdll-rs: write IR rewrite patterns in MLIR's PDLL, get native Rust matchers.
//!
//! This facade re-exports the runtime IR ([`runtime`]) that generated patterns run on,
//! and the compiler ([`core`]) for tools and build scripts.

pub use pdll_core as core;
pub use pdll_runtime as runtime;
