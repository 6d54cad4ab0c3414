//! Semantic analysis: scopes, types, binding and section rules.
