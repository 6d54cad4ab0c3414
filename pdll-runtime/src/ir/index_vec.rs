//! Typed arena indices: an [`IndexVec`] is a `Vec` that only the index type it was
//! declared with can address, so that an op link cannot index the value arena.
//!
//! The handles ([`crate::ir::Op`], [`crate::ir::Value`], ...) and the storage-internal
//! indices ([`crate::ir::storage::OperandSlot`], ...) are all `u32` newtypes; the
//! [`arena_index!`](crate::ir::index_vec::arena_index) macro makes one an
//! [`ArenaIndex`] and a [`ReservedValue`], so that it packs into a [`PackedOption`].
//! Indexing compiles to the same bounds-checked `Vec` access as `vec[i.0 as usize]`:
//! the conversion is inlined.
//!
//! [`ReservedValue`]: crate::ir::packed_option::ReservedValue
//! [`PackedOption`]: crate::ir::packed_option::PackedOption

use std::fmt;
use std::marker::PhantomData;
use std::ops::{Index, IndexMut};

/// A `u32` newtype that addresses one arena. Crate-internal: the public handles keep
/// their public `index() -> u32` and nothing else.
pub(crate) trait ArenaIndex: Copy {
    /// The index of arena slot `i`. Panics if `i` does not fit in a `u32` below the
    /// reserved value (`u32::MAX`, which packs "none" in a `PackedOption`).
    fn from_usize(i: usize) -> Self;
    /// The arena slot this index addresses.
    fn to_usize(self) -> usize;
}

/// Narrows an arena position to a `u32` index. `u32::MAX` is refused: it is every
/// index type's reserved value (the "none" of a packed option).
#[inline]
pub(crate) fn index_to_u32(i: usize) -> u32 {
    match u32::try_from(i) {
        Ok(x) if x != u32::MAX => x,
        _ => arena_overflow(),
    }
}

/// Kept out of line so that the common path of [`index_to_u32`] stays one compare.
#[cold]
#[inline(never)]
fn arena_overflow() -> ! {
    panic!("IR arena exceeds u32::MAX - 1 entries")
}

/// Makes `u32` tuple structs [`ArenaIndex`]es and [`ReservedValue`]s (reserved value
/// `u32::MAX`). The one place an index is cast to `usize`.
///
/// [`ReservedValue`]: crate::ir::packed_option::ReservedValue
macro_rules! arena_index {
    ($($t:ty),* $(,)?) => {$(
        impl $crate::ir::index_vec::ArenaIndex for $t {
            #[inline]
            fn from_usize(i: usize) -> Self {
                Self($crate::ir::index_vec::index_to_u32(i))
            }
            #[inline]
            fn to_usize(self) -> usize {
                self.0 as usize
            }
        }
        impl $crate::ir::packed_option::ReservedValue for $t {
            #[inline]
            fn reserved_value() -> Self {
                Self(u32::MAX)
            }
            #[inline]
            fn is_reserved_value(&self) -> bool {
                self.0 == u32::MAX
            }
        }
    )*};
}
pub(crate) use arena_index;

/// A `Vec<T>` indexed by `I` only. Same layout and costs as the `Vec` it wraps.
pub(crate) struct IndexVec<I, T> {
    raw: Vec<T>,
    /// `fn(I)`: the index type is only taken, never owned (keeps the vector `Send` and
    /// `Sync` whatever `I` is, and imposes no drop check).
    _index: PhantomData<fn(I)>,
}

impl<I: ArenaIndex, T> IndexVec<I, T> {
    /// An empty vector.
    #[inline]
    pub fn new() -> Self {
        IndexVec {
            raw: Vec::new(),
            _index: PhantomData,
        }
    }

    /// `len` copies of `elem` (side tables parallel to an arena).
    pub fn from_elem(elem: T, len: usize) -> Self
    where
        T: Clone,
    {
        IndexVec {
            raw: vec![elem; len],
            _index: PhantomData,
        }
    }

    /// Number of slots.
    #[inline]
    pub fn len(&self) -> usize {
        self.raw.len()
    }

    /// The index the next [`IndexVec::push`] will return.
    #[inline]
    pub fn next_index(&self) -> I {
        I::from_usize(self.raw.len())
    }

    /// Appends `value` and returns its index.
    #[inline]
    pub fn push(&mut self, value: T) -> I {
        let i = self.next_index();
        self.raw.push(value);
        i
    }

    /// Appends `value` without computing its index: for a push whose index the caller
    /// already has (from [`IndexVec::next_index`], or from the push into a parallel
    /// arena), so the hot creation paths do not check the same length twice.
    #[inline]
    pub fn append(&mut self, value: T) {
        self.raw.push(value);
    }

    /// Appends every item of `items` (contiguous indices from [`IndexVec::next_index`]).
    #[inline]
    pub fn extend(&mut self, items: impl IntoIterator<Item = T>) {
        self.raw.extend(items);
    }

    /// The slot at `i`, or `None` past the end.
    #[inline]
    pub fn get(&self, i: I) -> Option<&T> {
        self.raw.get(i.to_usize())
    }

    /// The `len` slots from `start` (panics when out of range, like slice indexing).
    #[inline]
    pub fn slice(&self, start: I, len: usize) -> &[T] {
        let s = start.to_usize();
        &self.raw[s..s + len]
    }

    /// A raw pointer to slot 0, for prefetch hints (which may point past the end).
    #[inline]
    pub fn as_ptr(&self) -> *const T {
        self.raw.as_ptr()
    }

    /// A raw pointer to slot 0, for writers into distinct slots from several threads
    /// (`ir::shard`).
    #[inline]
    pub fn as_mut_ptr(&mut self) -> *mut T {
        self.raw.as_mut_ptr()
    }

    /// All slots, in index order.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        &self.raw
    }

    /// Slots allocated (for heap accounting).
    #[inline]
    pub fn capacity(&self) -> usize {
        self.raw.capacity()
    }

    /// Reserves room for `additional` more slots.
    pub fn reserve(&mut self, additional: usize) {
        self.raw.reserve(additional);
    }

    /// Releases the unused capacity.
    pub fn shrink_to_fit(&mut self) {
        self.raw.shrink_to_fit();
    }
}

impl<I: ArenaIndex, T> Default for IndexVec<I, T> {
    fn default() -> Self {
        Self::new()
    }
}

impl<I, T: Clone> Clone for IndexVec<I, T> {
    fn clone(&self) -> Self {
        IndexVec {
            raw: self.raw.clone(),
            _index: PhantomData,
        }
    }
}

impl<I, T: fmt::Debug> fmt::Debug for IndexVec<I, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.raw.fmt(f)
    }
}

impl<I: ArenaIndex, T> Index<I> for IndexVec<I, T> {
    type Output = T;
    #[inline]
    fn index(&self, i: I) -> &T {
        &self.raw[i.to_usize()]
    }
}

impl<I: ArenaIndex, T> IndexMut<I> for IndexVec<I, T> {
    #[inline]
    fn index_mut(&mut self, i: I) -> &mut T {
        &mut self.raw[i.to_usize()]
    }
}

impl<'a, I: ArenaIndex, T> IntoIterator for &'a IndexVec<I, T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    #[inline]
    fn into_iter(self) -> Self::IntoIter {
        self.raw.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A test-only index type, to show that the macro works on any `u32` newtype.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    struct Thing(u32);
    arena_index!(Thing);

    /// Another one: an `IndexVec<Thing, _>` cannot be indexed by it (a compile error,
    /// so only stated here).
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    struct Other(u32);
    arena_index!(Other);

    #[test]
    fn push_returns_consecutive_indices() {
        let mut v: IndexVec<Thing, &str> = IndexVec::new();
        assert_eq!(v.next_index(), Thing(0));
        assert_eq!(v.push("a"), Thing(0));
        assert_eq!(v.push("b"), Thing(1));
        v.append("c");
        v.extend(["d"]);
        assert_eq!(v.len(), 4);
        assert_eq!(v.next_index(), Thing(4));
        assert_eq!(v[Thing(1)], "b");
        v[Thing(1)] = "B";
        assert_eq!(v.get(Thing(1)), Some(&"B"));
        assert_eq!(v.get(Thing(4)), None);
        v[Thing(3)] = "D";
        assert_eq!(v.slice(Thing(1), 3), &["B", "c", "D"]);
        assert_eq!((&v).into_iter().count(), 4);
        assert_eq!((&v).into_iter().next(), Some(&"a"));
        assert!(v.capacity() >= 4);
        assert_eq!(format!("{v:?}"), r#"["a", "B", "c", "D"]"#);
    }

    #[test]
    fn from_elem_and_capacity() {
        let mut v: IndexVec<Other, u32> = IndexVec::from_elem(7, 3);
        assert_eq!((&v).into_iter().copied().collect::<Vec<_>>(), vec![7, 7, 7]);
        v.reserve(100);
        assert!(v.capacity() >= 103);
        v.shrink_to_fit();
        assert_eq!(v.clone().len(), 3);
        assert!(!v.as_ptr().is_null());
        assert_eq!(IndexVec::<Other, u8>::default().len(), 0);
    }

    #[test]
    fn round_trips_through_usize() {
        for i in [0usize, 1, 41, u32::MAX as usize - 1] {
            assert_eq!(Thing::from_usize(i).to_usize(), i);
        }
    }

    #[test]
    #[should_panic(expected = "exceeds")]
    fn reserved_index_is_refused() {
        let _ = Thing::from_usize(u32::MAX as usize);
    }

    #[test]
    #[cfg(target_pointer_width = "64")]
    #[should_panic(expected = "exceeds")]
    fn index_beyond_u32_is_refused() {
        let _ = Thing::from_usize(1 << 40);
    }

    #[test]
    #[should_panic]
    fn indexing_past_the_end_panics() {
        let v: IndexVec<Thing, u8> = IndexVec::from_elem(0, 2);
        let _ = v[Thing(2)];
    }
}
