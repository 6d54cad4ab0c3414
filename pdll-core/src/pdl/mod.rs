//! A PDL-dialect-like IR, the lowering of checked patterns into it, and its MLIR printer.
