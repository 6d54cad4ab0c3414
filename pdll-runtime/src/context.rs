//! The [`Context`]: owner of all IR and of the uniquing tables.

use crate::interner::Interner;

/// Owns all IR (arenas of ops, values, blocks, regions) and the uniquing tables.
#[derive(Default)]
pub struct Context {
    /// Identifiers, types and attributes. Modules that handle textual syntax and
    /// attributes add `impl Context` blocks that reach in here.
    pub(crate) interner: Interner,
}
