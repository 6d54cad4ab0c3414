//! [`PackedOption`]: an optional arena link in 4 bytes, as cranelift-entity's.
//!
//! `Option<Op>` is 8 bytes (a `u32` plus a tag); the records in
//! [`crate::ir::storage`] hold several optional links each and must stay compact, so an
//! optional link stores the index type's reserved value (`u32::MAX`, never a valid
//! arena slot) for "none". Reading one is the same compare with `u32::MAX` the raw
//! sentinel code made, but the compiler now checks what the link points to.

use std::fmt;

/// An index type with one value that no arena slot uses, free to mean "none".
pub(crate) trait ReservedValue: Copy {
    /// The reserved value.
    fn reserved_value() -> Self;
    /// Whether `self` is the reserved value.
    fn is_reserved_value(&self) -> bool;
}

/// `Option<T>` in the size of a `T`: "none" is `T`'s reserved value.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub(crate) struct PackedOption<T: ReservedValue>(T);

impl<T: ReservedValue> PackedOption<T> {
    /// No link.
    #[inline]
    pub fn none() -> Self {
        PackedOption(T::reserved_value())
    }

    /// A link to `t`, which must not be the reserved value.
    #[inline]
    pub fn some(t: T) -> Self {
        debug_assert!(!t.is_reserved_value(), "packing the reserved value");
        PackedOption(t)
    }

    /// Whether there is no link.
    #[inline]
    pub fn is_none(self) -> bool {
        self.0.is_reserved_value()
    }

    /// Whether there is a link.
    #[inline]
    pub fn is_some(self) -> bool {
        !self.0.is_reserved_value()
    }

    /// The link as an `Option`.
    #[inline]
    pub fn expand(self) -> Option<T> {
        if self.0.is_reserved_value() {
            None
        } else {
            Some(self.0)
        }
    }
}

impl<T: ReservedValue> PackedOption<T> {
    /// `Some(t)` packed, or none.
    #[inline]
    pub fn from_option(o: Option<T>) -> Self {
        o.map_or_else(Self::none, Self::some)
    }
}

impl<T: ReservedValue> Default for PackedOption<T> {
    #[inline]
    fn default() -> Self {
        Self::none()
    }
}

impl<T: ReservedValue> From<T> for PackedOption<T> {
    #[inline]
    fn from(t: T) -> Self {
        Self::some(t)
    }
}

impl<T: ReservedValue> From<Option<T>> for PackedOption<T> {
    #[inline]
    fn from(o: Option<T>) -> Self {
        o.map_or_else(Self::none, Self::some)
    }
}

impl<T: ReservedValue + fmt::Debug> fmt::Debug for PackedOption<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.expand().fmt(f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::storage::OperandSlot;
    use crate::ir::{Block, Op, Region, Value};
    use std::mem::size_of;

    #[test]
    fn packs_into_the_size_of_the_index() {
        assert_eq!(size_of::<PackedOption<Op>>(), 4);
        assert_eq!(size_of::<PackedOption<Value>>(), 4);
        assert_eq!(size_of::<PackedOption<Block>>(), 4);
        assert_eq!(size_of::<PackedOption<Region>>(), 4);
        assert_eq!(size_of::<PackedOption<OperandSlot>>(), 4);
        // What it replaces in the records.
        assert_eq!(size_of::<Option<Op>>(), 8);
    }

    #[test]
    fn none_is_the_reserved_value() {
        let n: PackedOption<Op> = PackedOption::none();
        assert!(n.is_none() && !n.is_some());
        assert_eq!(n.expand(), None);
        assert_eq!(n, PackedOption::default());
        assert_eq!(n, PackedOption::from(None));
        assert_eq!(n, PackedOption(Op(u32::MAX)));
        assert_eq!(format!("{n:?}"), "None");
    }

    #[test]
    fn some_round_trips() {
        for i in [0, 1, 12345, u32::MAX - 1] {
            let p = PackedOption::some(Op(i));
            assert!(p.is_some() && !p.is_none());
            assert_eq!(p.expand(), Some(Op(i)));
            assert_eq!(PackedOption::from(Op(i)), p);
            assert_eq!(PackedOption::from(Some(Op(i))), p);
        }
        assert_eq!(
            format!("{:?}", PackedOption::some(Block(3))),
            "Some(Block(3))"
        );
    }

    #[test]
    #[cfg(debug_assertions)]
    #[should_panic(expected = "reserved value")]
    fn packing_the_reserved_value_panics_in_debug() {
        let _ = PackedOption::some(Op(u32::MAX));
    }
}
