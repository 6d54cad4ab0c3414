//! The custom assembly form of registered ops: MLIR's `OpAsmParser` /
//! `OpAsmPrinter`, driven either by an op's declarative format
//! ([`format`](mod@format), read from ODS `assemblyFormat`) or by Rust code
//! registered for ops whose syntax MLIR writes in C++.

pub mod format;
