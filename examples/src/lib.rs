//! Runnable examples of pdll-rs live in `examples/examples/`.
