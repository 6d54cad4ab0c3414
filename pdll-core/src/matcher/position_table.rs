//! [`PositionTable`]: positions and constraint questions hash-consed for a whole
//! pattern set, so that equal positions of different patterns are one id (what lets
//! the merged tree share their checks).

use super::tree::{ConstraintId, ConstraintQuestion, Position, PositionId};
use indexmap::IndexSet;
use rustc_hash::FxBuildHasher;

/// The hash-consing tables of positions and constraint questions, shared by all the
/// patterns of a set so that equal positions of different patterns are one id.
#[derive(Clone, Debug, Default)]
pub struct PositionTable {
    positions: IndexSet<Position, FxBuildHasher>,
    constraints: IndexSet<ConstraintQuestion, FxBuildHasher>,
}

impl PositionTable {
    /// An empty table.
    pub fn new() -> PositionTable {
        PositionTable::default()
    }

    /// The uniqued id of `position`.
    pub fn intern(&mut self, position: Position) -> PositionId {
        PositionId(self.positions.insert_full(position).0 as u32)
    }

    /// The uniqued id of a constraint question.
    pub fn intern_constraint(&mut self, question: ConstraintQuestion) -> ConstraintId {
        ConstraintId(self.constraints.insert_full(question).0 as u32)
    }

    /// The position with id `id`.
    pub fn get(&self, id: PositionId) -> &Position {
        &self.positions[id.0 as usize]
    }

    /// The constraint question with id `id`.
    pub fn constraint(&self, id: ConstraintId) -> &ConstraintQuestion {
        &self.constraints[id.0 as usize]
    }

    /// The root operation position.
    pub fn root(&mut self) -> PositionId {
        self.intern(Position::Operation {
            parent: None,
            depth: 0,
        })
    }

    /// The operation depth of a position (MLIR's `getOperationDepth`).
    pub fn depth(&self, id: PositionId) -> u32 {
        let mut cur = id;
        loop {
            let pos = self.get(cur);
            if let Position::Operation { depth, .. } = pos {
                return *depth;
            }
            match pos.parent() {
                Some(p) => cur = p,
                None => return 0,
            }
        }
    }

    /// The op reached from `parent` (an operand (group) or a `ForEach`): one deeper.
    pub(super) fn op_from(&mut self, parent: PositionId) -> PositionId {
        let depth = self.depth(parent) + 1;
        self.intern(Position::Operation {
            parent: Some(parent),
            depth,
        })
    }

    /// Consumes the table, returning its positions and constraint questions.
    pub fn into_parts(self) -> (Vec<Position>, Vec<ConstraintQuestion>) {
        (
            self.positions.into_iter().collect(),
            self.constraints.into_iter().collect(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_positions_are_one_id_and_ids_follow_first_use() {
        let mut table = PositionTable::new();
        let root = table.root();
        let operand = table.intern(Position::Operand { op: root, index: 1 });
        let def = table.op_from(operand);
        assert_eq!(table.root(), root);
        assert_eq!(
            table.intern(Position::Operand { op: root, index: 1 }),
            operand
        );
        assert_eq!((root.0, operand.0, def.0), (0, 1, 2));
        assert_eq!(
            (table.depth(root), table.depth(operand), table.depth(def)),
            (0, 0, 1)
        );
        let (positions, constraints) = table.into_parts();
        assert_eq!(positions.len(), 3);
        assert!(constraints.is_empty());
    }
}
