//! The rewriter API under random sequences of create / insert / replace / erase / move /
//! replace-all-uses edits: every edit keeps the verifier's invariants and the use lists,
//! a refused edit leaves the IR unchanged, and everything erases at the end. The edits
//! and their checks are the property test's (`pdll-runtime/tests/support/edits.rs`);
//! here libFuzzer chooses them.
#![no_main]

#[path = "../../pdll-runtime/tests/support/edits.rs"]
mod edits;

use arbitrary::{Result, Unstructured};
use edits::{Edit, World};
use libfuzzer_sys::fuzz_target;

fn indices(u: &mut Unstructured, max: usize) -> Result<Vec<u32>> {
    let n = u.int_in_range(0..=max)?;
    (0..n).map(|_| u.arbitrary()).collect()
}

fn flags(u: &mut Unstructured, max: usize) -> Result<Vec<bool>> {
    let n = u.int_in_range(0..=max)?;
    (0..n).map(|_| u.arbitrary()).collect()
}

/// One edit, drawn with the same shapes and bounds as the property test's strategy.
fn edit(u: &mut Unstructured) -> Result<Edit> {
    Ok(match u.int_in_range(0..=8u8)? {
        0 => Edit::Append {
            operands: indices(u, 3)?,
            results: flags(u, 2)?,
        },
        1 => Edit::InsertBefore {
            anchor: u.arbitrary()?,
            results: flags(u, 2)?,
        },
        2 => Edit::AppendWithRegion {
            operands: indices(u, 2)?,
        },
        3 => Edit::SetOperand {
            op: u.arbitrary()?,
            index: u.arbitrary()?,
            value: u.arbitrary()?,
        },
        4 => Edit::SetOperands {
            op: u.arbitrary()?,
            values: indices(u, 3)?,
        },
        5 => Edit::Replace {
            op: u.arbitrary()?,
            values: indices(u, 2)?,
        },
        6 => Edit::Erase { op: u.arbitrary()? },
        7 => Edit::Move {
            op: u.arbitrary()?,
            anchor: u.arbitrary()?,
        },
        _ => Edit::Rauw {
            from: u.arbitrary()?,
            to: u.arbitrary()?,
        },
    })
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let mut world = World::new();
    // Bounded, so that one input stays fast (the checks walk the whole IR per edit).
    for _ in 0..64 {
        let Ok(e) = edit(&mut u) else { break };
        world.apply(&e);
    }
    world.erase_all();
});
