//! pdll-macros: the `pdll!` procedural macro (thin: tokens in, pdll-core, tokens out).
