//! pdll-bench: the benchmark workload and baselines of pdll-rs.
//!
//! - [`gen`]: the workload generator, byte-identical to `gen.py` (the files MLIR 19's
//!   figures were measured on): N patterns of seven families, a payload of M ops with
//!   10% matches and 10% near misses, and the expected op histogram after rewriting.
//! - [`handwritten`]: baseline (c), the N = 10 patterns written by hand in Rust.
//! - [`run`] and [`hist`]: loading a payload, applying a pattern set, checking the
//!   result against the expected histogram.
//! - [`parallel`]: the parallel driver's workload (F functions of the generator's
//!   payloads) and its measurement.
//! - [`stats`]: the workload's `.stats.json`, written and read through serde.
//!
//! The `pdll-bench` binary writes workloads and checks rewritten files; the `apply`
//! bench times the variants; `scripts/` compares with `mlir-opt-19`.

pub mod compiled;
pub mod custom_ir;
pub mod gen;
pub mod handwritten;
pub mod hist;
pub mod parallel;
pub mod pyrandom;
pub mod run;
pub mod stats;
pub mod unmerged;
pub mod variants;
