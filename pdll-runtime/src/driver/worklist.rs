//! The driver's bookkeeping: the worklist of ops to match ([`Worklist`]) and which
//! pattern created which op ([`CreatedBy`], for the `recursion` flag).

use crate::ir::Op;

/// MLIR's worklist: a vector popped from the back, where a queued op is not queued
/// twice and an erased op is removed in O(1).
///
/// A queued op has its bit set in `queued`; removing it clears the bit and leaves its
/// entry in `list`, stale, for `pop` to skip. An op's live entry is always its topmost
/// one (a push appends only when the bit is clear), so an entry popped with the bit set
/// is live, and the order is MLIR's. One bit per op instead of a position table: the
/// table is the size of the IR's op count, written at every push and pop.
#[derive(Default)]
pub(super) struct Worklist {
    pub(super) list: Vec<u32>,
    /// One bit per op index: queued.
    pub(super) queued: Vec<u64>,
}

impl Worklist {
    #[inline]
    pub(super) fn push(&mut self, op: Op) {
        let (word, bit) = (op.0 as usize / 64, 1u64 << (op.0 % 64));
        if word >= self.queued.len() {
            self.grow(word);
        }
        if self.queued[word] & bit != 0 {
            return;
        }
        self.queued[word] |= bit;
        self.list.push(op.0);
    }

    /// Whether `op` is queued.
    #[inline]
    pub(super) fn contains(&self, op: Op) -> bool {
        self.queued
            .get(op.0 as usize / 64)
            .is_some_and(|w| w & (1u64 << (op.0 % 64)) != 0)
    }

    /// Makes room for the bits of word `word` (ops created during the sweep), by half
    /// the table at least, so a run of created ops does not resize at every push.
    #[cold]
    pub(super) fn grow(&mut self, word: usize) {
        let len = (word + 1).max(self.queued.len() + self.queued.len() / 2);
        self.queued.resize(len, 0);
    }

    /// Makes room for ops with indices below `n` (and as many queued entries).
    pub(super) fn reserve_ops(&mut self, n: usize) {
        let words = n.div_ceil(64);
        if self.queued.len() < words {
            self.queued.resize(words, 0);
        }
        self.list.reserve(n.saturating_sub(self.list.len()));
    }

    #[inline]
    pub(super) fn pop(&mut self) -> Option<Op> {
        while let Some(x) = self.list.pop() {
            let (word, bit) = (x as usize / 64, 1u64 << (x % 64));
            if self.queued[word] & bit != 0 {
                self.queued[word] &= !bit;
                return Some(Op(x));
            }
        }
        None
    }

    /// The entry `k` places below the top (possibly stale), for prefetching.
    #[inline]
    pub(super) fn peek(&self, k: usize) -> Option<Op> {
        let n = self.list.len();
        (k < n).then(|| Op(self.list[n - 1 - k]))
    }

    pub(super) fn remove(&mut self, op: Op) {
        if let Some(w) = self.queued.get_mut(op.0 as usize / 64) {
            *w &= !(1u64 << (op.0 % 64));
        }
    }

    pub(super) fn clear(&mut self) {
        for &x in &self.list {
            self.queued[x as usize / 64] &= !(1u64 << (x % 64));
        }
        self.list.clear();
    }

    /// Reverses the order; only right after seeding, when no entry is stale.
    pub(super) fn reverse(&mut self) {
        self.list.reverse();
    }
}

/// Which pattern created which op, for the ops created during the run: a table
/// indexed from the first op index the run can create (op indices only grow).
pub(super) struct CreatedBy {
    pub(super) first: u32,
    /// By `op - first`: the pattern, or [`CreatedBy::NO_PATTERN`].
    pub(super) pattern: Vec<u32>,
}

impl CreatedBy {
    /// The entry of an op that no rewrite of this run created (a pattern index never
    /// reaches it: it is the index of a pattern in a slice).
    pub(super) const NO_PATTERN: u32 = u32::MAX;

    pub(super) fn new(first: u32) -> Self {
        CreatedBy {
            first,
            pattern: Vec::new(),
        }
    }

    pub(super) fn insert(&mut self, op: Op, pattern: u32) {
        let Some(i) = op.0.checked_sub(self.first) else {
            return;
        };
        let i = i as usize;
        if i >= self.pattern.len() {
            let len = (i + 1).max(self.pattern.len() * 2);
            self.pattern.resize(len, Self::NO_PATTERN);
        }
        self.pattern[i] = pattern;
    }

    pub(super) fn remove(&mut self, op: Op) {
        if let Some(p) =
            op.0.checked_sub(self.first)
                .and_then(|i| self.pattern.get_mut(i as usize))
        {
            *p = Self::NO_PATTERN;
        }
    }

    pub(super) fn get(&self, op: Op) -> Option<u32> {
        let i = op.0.checked_sub(self.first)? as usize;
        self.pattern
            .get(i)
            .copied()
            .filter(|&p| p != Self::NO_PATTERN)
    }
}
