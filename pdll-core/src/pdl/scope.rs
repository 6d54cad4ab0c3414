//! The scoped table of lowered variables.

use super::ir::PdlValueId;
use crate::sema::hir::VarId;
use std::collections::HashMap;

/// The variables lowered so far, in nested scopes (as MLIR's `ScopedHashTable`): a
/// variable lowered inside a scope is forgotten when the scope ends, and the mapping it
/// shadowed comes back.
#[derive(Default)]
pub(crate) struct VarTable {
    map: HashMap<VarId, Vec<PdlValueId>>,
    /// Per open scope: the variables inserted in it and what they shadowed.
    scopes: Vec<Vec<(VarId, Option<Vec<PdlValueId>>)>>,
}

impl VarTable {
    pub(crate) fn get(&self, var: VarId) -> Option<&Vec<PdlValueId>> {
        self.map.get(&var)
    }

    pub(crate) fn insert(&mut self, var: VarId, values: Vec<PdlValueId>) {
        let old = self.map.insert(var, values);
        if let Some(scope) = self.scopes.last_mut() {
            scope.push((var, old));
        }
    }

    pub(crate) fn push(&mut self) {
        self.scopes.push(Vec::new());
    }

    pub(crate) fn pop(&mut self) {
        for (var, old) in self.scopes.pop().unwrap_or_default().into_iter().rev() {
            match old {
                Some(values) => self.map.insert(var, values),
                None => self.map.remove(&var),
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_forget_and_restore() {
        let mut t = VarTable::default();
        t.insert(VarId(0), vec![PdlValueId(0)]);
        t.push();
        t.insert(VarId(1), vec![PdlValueId(1)]);
        t.insert(VarId(0), vec![PdlValueId(2)]);
        assert_eq!(t.get(VarId(0)), Some(&vec![PdlValueId(2)]));
        t.pop();
        assert_eq!(t.get(VarId(0)), Some(&vec![PdlValueId(0)]));
        assert_eq!(t.get(VarId(1)), None);
        // Popping with no open scope is harmless.
        t.pop();
        assert_eq!(t.get(VarId(0)), Some(&vec![PdlValueId(0)]));
    }
}
