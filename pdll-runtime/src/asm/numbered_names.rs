//! The SSA names of the form `<prefix>N` (`%0` as mlir-opt prints them, `%v12`,
//! `%arg3`) that the generic-form parser has in view, kept in vectors indexed by N
//! rather than in a hash map: a big file defines one such name per op, and a vector
//! costs 4 bytes and no hashing per name.

use crate::ir::packed_option::PackedOption;
use crate::ir::Value;
use rustc_hash::FxHashMap;

/// Names `<prefix>N` with N below this can have a slot.
const MAX_NUMBERED: usize = 1 << 24;

/// Prefixes with a table of their own; names with further prefixes are not numbered
/// names (the parser keeps them in its map).
pub(super) const MAX_PREFIXES: usize = 8;

/// A name `<prefix>N` split into its prefix and N, when N is written the one way (no
/// leading zero) and small enough to index a vector, and the prefix has no digit: the
/// names MLIR numbers (`%0`, `%arg3`, `%c1`, `%cst_2`), not those that only end in one
/// (`%c564_i32`, `%v4_12`), each of which would take a table of its own that no other
/// name uses (and push the numbered names' prefixes out of the few there are).
fn split_name(name: &str) -> Option<(&str, usize)> {
    let bytes = name.as_bytes();
    let digits = bytes
        .iter()
        .rev()
        .take_while(|b| b.is_ascii_digit())
        .count();
    let start = bytes.len() - digits;
    if digits == 0
        || digits > 8
        || (bytes[start] == b'0' && digits > 1)
        || bytes[..start].iter().any(u8::is_ascii_digit)
    {
        return None;
    }
    let n = bytes[start..]
        .iter()
        .fold(0usize, |n, &b| n * 10 + (b - b'0') as usize);
    (n < MAX_NUMBERED).then_some((&name[..start], n))
}

/// A numbered name's slot: table `k` (below [`MAX_PREFIXES`]) in the top bits, N
/// (below [`MAX_NUMBERED`]) in the low 24.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) struct NameSlot(u32);

impl NameSlot {
    fn new(k: usize, n: usize) -> NameSlot {
        NameSlot(((k as u32) << 24) | n as u32)
    }
    fn table(self) -> usize {
        (self.0 >> 24) as usize
    }
    fn n(self) -> usize {
        (self.0 & 0x00ff_ffff) as usize
    }
}

/// The numbered names in view: per prefix, the first value of each defined N (or
/// none). A name of more than one value (`%3:2`) also has its count in `counts`.
pub(super) struct NumberedNames<'a> {
    tables: Vec<(&'a str, Vec<PackedOption<Value>>)>,
    counts: FxHashMap<NameSlot, u32>,
    /// Names with N at or above this are not numbered names: half the source length,
    /// so a table never outgrows the file (`%v9999999` in a small file allocates
    /// nothing), and whether a name is numbered depends on the name alone.
    limit: usize,
    /// How many names are in view.
    live: usize,
}

impl<'a> NumberedNames<'a> {
    /// The table for a source of `src_len` bytes.
    pub fn new(src_len: usize) -> Self {
        NumberedNames {
            tables: Vec::new(),
            counts: FxHashMap::default(),
            limit: (src_len / 2).min(MAX_NUMBERED),
            live: 0,
        }
    }

    /// The slot of `name`; with `create`, made if missing. `None` for names that are
    /// not numbered (not `<prefix>N`, N beyond the limit, a prefix beyond
    /// [`MAX_PREFIXES`]) and, without `create`, for names never defined.
    pub fn slot(&mut self, name: &'a str, create: bool) -> Option<NameSlot> {
        let (prefix, n) = split_name(name).filter(|&(_, n)| n < self.limit)?;
        let k = match self.tables.iter().position(|(p, _)| *p == prefix) {
            Some(k) => k,
            None if create && self.tables.len() < MAX_PREFIXES => {
                self.tables.push((prefix, Vec::new()));
                self.tables.len() - 1
            }
            None => return None,
        };
        let table = &mut self.tables[k].1;
        if n >= table.len() {
            if !create {
                return None;
            }
            table.resize(n + 1, PackedOption::none());
        }
        Some(NameSlot::new(k, n))
    }

    /// The first value and the number of values of the name in `slot`, if defined.
    pub fn get(&self, slot: NameSlot) -> Option<(Value, u32)> {
        let first = *self.tables[slot.table()].1.get(slot.n())?;
        let first = first.expand()?;
        Some((first, self.counts.get(&slot).copied().unwrap_or(1)))
    }

    /// Defines the name in `slot` as `count` values from `first`.
    pub fn set(&mut self, slot: NameSlot, first: Value, count: u32) {
        let entry = &mut self.tables[slot.table()].1[slot.n()];
        self.live += usize::from(entry.is_none());
        *entry = first.into();
        if count != 1 {
            self.counts.insert(slot, count);
        }
    }

    /// Takes the name in `slot` out of view.
    pub fn remove(&mut self, slot: NameSlot) {
        if let Some(first) = self.tables[slot.table()].1.get_mut(slot.n()) {
            self.live -= usize::from(first.is_some());
            *first = PackedOption::none();
        }
        if !self.counts.is_empty() {
            self.counts.remove(&slot);
        }
    }

    /// Takes every name out of view.
    pub fn clear(&mut self) {
        for (_, table) in &mut self.tables {
            table.clear();
        }
        self.counts.clear();
        self.live = 0;
    }

    /// Whether no name is in view.
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbered_names_are_the_ones_mlir_prints() {
        assert_eq!(split_name("%0"), Some(("%", 0)));
        assert_eq!(split_name("%1234"), Some(("%", 1234)));
        assert_eq!(split_name("%v12"), Some(("%v", 12)));
        assert_eq!(split_name("%arg0"), Some(("%arg", 0)));
        // Spelled otherwise: other names, kept in the map.
        assert_eq!(split_name("%01"), None);
        assert_eq!(split_name("%x"), None);
        assert_eq!(split_name("%"), None);
        assert_eq!(split_name("%99999999"), None);
        assert_eq!(split_name("%123456789012"), None);
        // A digit before the number: a name of its own (the constant `%c564_i32`).
        assert_eq!(split_name("%c564_i32"), None);
        assert_eq!(split_name("%v4_12"), None);
        assert_eq!(split_name("%cst_2"), Some(("%cst_", 2)));
    }

    #[test]
    fn slots_hold_first_value_and_count() {
        let mut names = NumberedNames::new(1000);
        assert_eq!(names.slot("%v3", false), None);
        let a = names.slot("%v3", true).unwrap();
        let b = names.slot("%3", true).unwrap();
        assert_ne!(a, b);
        assert_eq!(names.get(a), None);
        names.set(a, Value(7), 1);
        names.set(b, Value(9), 2);
        assert_eq!(names.get(a), Some((Value(7), 1)));
        assert_eq!(names.get(b), Some((Value(9), 2)));
        names.remove(b);
        assert_eq!(names.get(b), None);
        // Redefined with one value: the old count is gone.
        names.set(b, Value(10), 1);
        assert_eq!(names.get(b), Some((Value(10), 1)));
        names.clear();
        assert_eq!(names.slot("%v3", false), None);
        assert_eq!(
            names.slot("%v600", true),
            None,
            "beyond half the source length"
        );
    }
}
