//! Creating an op of a registered definition: its inherent attributes go to the
//! properties, the others stay in the attribute dictionary (MLIR 19's
//! `Operation::setAttrs` on a registered op), and segment sizes are added when the
//! group kinds fix them.

use super::definition::{OPERAND_SEGMENT_SIZES, RESULT_SEGMENT_SIZES};
use super::groups::{intern_i32_array, sizes_from_kinds};
use crate::attributes::Attribute;
use crate::ident::Identifier;
use crate::ir::OpName;
use crate::Context;
use smallvec::SmallVec;

/// The attribute dictionary and properties of a new op named `name` with
/// `n_operands` operands and `n_results` results, from the attributes it was given
/// (and properties given apart, merged in). Unregistered ops keep what they were given.
/// `Err`: segment sizes are needed, absent, and not fixed by the group kinds.
pub(crate) fn split_attributes(
    ctx: &mut Context,
    name: OpName,
    n_operands: usize,
    n_results: usize,
    attrs: Option<Attribute>,
    props: Option<Attribute>,
) -> Result<(Option<Attribute>, Option<Attribute>), String> {
    let Some(reg) = ctx.dialect.get(name) else {
        return Ok((attrs, props));
    };
    type Entries = SmallVec<[(Identifier, Attribute); 4]>;
    let mut inherent: Entries = props
        .map(|p| ctx.dictionary_entries(p).iter().copied().collect())
        .unwrap_or_default();
    let mut discardable: Entries = SmallVec::new();
    if let Some(a) = attrs {
        for &(n, v) in ctx.dictionary_entries(a) {
            if reg.inherent.contains(&n) {
                inherent.push((n, v));
            } else {
                discardable.push((n, v));
            }
        }
    }
    let mut derived: SmallVec<[(Identifier, Vec<u32>); 2]> = SmallVec::new();
    let segments = [
        (
            reg.operand_segments,
            &reg.def.operands,
            n_operands,
            "operand",
            OPERAND_SEGMENT_SIZES,
        ),
        (
            reg.result_segments,
            &reg.def.results,
            n_results,
            "result",
            RESULT_SEGMENT_SIZES,
        ),
    ];
    for (id, groups, n, what, attr) in segments {
        let Some(id) = id else { continue };
        if inherent.iter().any(|e| e.0 == id) {
            continue;
        }
        let sizes = sizes_from_kinds(groups, n, what)
            .map_err(|e| format!("cannot create `{}` without `{attr}`: {e}", reg.def.name))?;
        derived.push((id, sizes.to_vec()));
    }
    for (id, sizes) in derived {
        let a = intern_i32_array(ctx, &sizes);
        inherent.push((id, a));
    }
    let dict = |ctx: &mut Context, e: Entries| {
        (!e.is_empty()).then(|| ctx.intern_dictionary(e.into_vec()))
    };
    Ok((dict(ctx, discardable), dict(ctx, inherent)))
}
