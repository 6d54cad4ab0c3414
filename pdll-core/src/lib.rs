//! pdll-core: the PDLL compiler (syntax, sema, PDL lowering, matcher, Rust codegen).
