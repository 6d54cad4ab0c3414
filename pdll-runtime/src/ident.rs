//! Interned strings ([`Identifier`]): attribute names, dialect names, symbols.

/// An interned string. Two identifiers are equal exactly when their strings are.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Identifier(pub(crate) u32);

impl Identifier {
    /// The index of this identifier in its context's table.
    pub fn index(self) -> u32 {
        self.0
    }
}
