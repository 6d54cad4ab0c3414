//! [`CaseTable`]: the switch tables of generated matchers.

/// A switch table of generated matchers: from the index of an interned handle (an op
/// name's identifier, an attribute) to a case number, 0 for no case. Dense (one `u16`
/// per index up to the largest) while that stays small, a hash map beyond, so a
/// context with millions of attributes does not make every table that large.
#[derive(Clone, Debug)]
pub enum CaseTable {
    /// Indexed by the handle's index.
    Dense(Box<[u16]>),
    /// For sparse indices.
    Sparse(rustc_hash::FxHashMap<u32, u16>),
}

impl CaseTable {
    /// Dense while the largest index is below this plus 16 slots per entry.
    const DENSE_SLACK: usize = 4096;

    /// A table of `(index, case)` entries (cases are nonzero).
    pub fn new(entries: &[(u32, u16)]) -> CaseTable {
        let len = entries
            .iter()
            .map(|&(i, _)| i as usize + 1)
            .max()
            .unwrap_or(0);
        if len <= Self::DENSE_SLACK + 16 * entries.len() {
            let mut table = vec![0u16; len];
            for &(i, case) in entries {
                table[i as usize] = case;
            }
            CaseTable::Dense(table.into_boxed_slice())
        } else {
            CaseTable::Sparse(entries.iter().copied().collect())
        }
    }

    /// The case of `index` (0: none).
    #[inline]
    pub fn case(&self, index: u32) -> u16 {
        match self {
            CaseTable::Dense(t) => t.get(index as usize).copied().unwrap_or(0),
            CaseTable::Sparse(m) => m.get(&index).copied().unwrap_or(0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_tables_are_dense_or_sparse_and_answer_alike() {
        let entries = [(3, 1), (10, 2), (0, 3)];
        let dense = CaseTable::new(&entries);
        assert!(matches!(dense, CaseTable::Dense(_)));
        let far = [(3, 1), (10, 2), (0, 3), (5_000_000, 4)];
        let sparse = CaseTable::new(&far);
        assert!(matches!(sparse, CaseTable::Sparse(_)));
        for t in [&dense, &sparse] {
            assert_eq!((t.case(3), t.case(10), t.case(0)), (1, 2, 3));
            assert_eq!((t.case(4), t.case(11), t.case(u32::MAX)), (0, 0, 0));
        }
        assert_eq!(sparse.case(5_000_000), 4);
        assert_eq!(CaseTable::new(&[]).case(0), 0);
    }
}
