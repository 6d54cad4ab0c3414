//! Semantic analysis: scopes, types, binding and section rules.
//!
//! The checked program is described in [`hir`].

pub mod hir;
