//! The uniquing tables for identifiers, types and attributes, owned by a [`crate::Context`].

/// Uniques identifiers, types and attributes. A [`crate::Context`] owns exactly one.
#[derive(Default)]
pub struct Interner {}
