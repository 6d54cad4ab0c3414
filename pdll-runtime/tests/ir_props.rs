//! Property test: random IR edits through the Rewriter keep use lists and the verifier
//! happy, and refused edits leave the IR exactly as it was.

use proptest::prelude::*;

fn edit() -> impl Strategy<Value = Edit> {
    let idx = any::<u32>();
    prop_oneof![
        3 => (prop::collection::vec(idx, 0..4), prop::collection::vec(any::<bool>(), 0..3))
            .prop_map(|(operands, results)| Edit::Append { operands, results }),
        1 => (idx, prop::collection::vec(any::<bool>(), 0..3))
            .prop_map(|(anchor, results)| Edit::InsertBefore { anchor, results }),
        1 => prop::collection::vec(idx, 0..3)
            .prop_map(|operands| Edit::AppendWithRegion { operands }),
        2 => (idx, idx, idx)
            .prop_map(|(op, index, value)| Edit::SetOperand { op, index, value }),
        2 => (idx, prop::collection::vec(idx, 0..3))
            .prop_map(|(op, values)| Edit::Replace { op, values }),
        1 => (idx, prop::collection::vec(idx, 0..4))
            .prop_map(|(op, values)| Edit::SetOperands { op, values }),
        2 => idx.prop_map(|op| Edit::Erase { op }),
        1 => (idx, idx).prop_map(|(op, anchor)| Edit::Move { op, anchor }),
        1 => (idx, idx).prop_map(|(from, to)| Edit::Rauw { from, to }),
    ]
}

#[path = "support/edits.rs"]
mod edits;
use edits::{Edit, World};

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_edits_keep_ir_valid(edits in prop::collection::vec(edit(), 1..60)) {
        let mut w = World::new();
        for e in &edits {
            w.apply(e);
        }
        w.erase_all();
    }
}
