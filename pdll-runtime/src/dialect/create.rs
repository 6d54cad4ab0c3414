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
/// `operand_groups`: the size of each operand group, when the caller built the operands
/// group by group (one per ODS operand group). `Err`: segment sizes are needed, absent,
/// and fixed neither by `operand_groups` nor by the group kinds. Without
/// `derive_segments` (an op read from text) segment sizes are never added: a missing
/// one is the verifier's to report, as in MLIR.
// One call site per create path, each passing what it has: a struct would only
// rename the arguments.
#[allow(clippy::too_many_arguments)]
pub(crate) fn split_attributes(
    ctx: &mut Context,
    name: OpName,
    n_operands: usize,
    n_results: usize,
    attrs: Option<Attribute>,
    props: Option<Attribute>,
    operand_groups: Option<&[u32]>,
    derive_segments: bool,
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
    let given = operand_groups.filter(|g| g.len() == reg.def.operands.len());
    let segments = [
        (
            reg.operand_segments,
            &reg.def.operands,
            n_operands,
            "operand",
            OPERAND_SEGMENT_SIZES,
            given,
        ),
        (
            reg.result_segments,
            &reg.def.results,
            n_results,
            "result",
            RESULT_SEGMENT_SIZES,
            None,
        ),
    ];
    for (id, groups, n, what, attr, given) in segments {
        let Some(id) = id else { continue };
        if !derive_segments || inherent.iter().any(|e| e.0 == id) {
            continue;
        }
        if let Some(sizes) = given {
            derived.push((id, sizes.to_vec()));
            continue;
        }
        let sizes = sizes_from_kinds(groups, n, what, reg.def.same_variadic_sizes(what))
            .map_err(|e| format!("cannot create `{}` without `{attr}`: {e}", reg.def.name))?;
        derived.push((id, sizes.to_vec()));
    }
    for (id, sizes) in derived {
        let a = intern_i32_array(ctx, &sizes);
        inherent.push((id, a));
    }
    // Properties are default-initialized in MLIR: an absent default-valued attribute
    // has its default.
    if let Some(reg) = ctx.dialect.get(name) {
        for &(id, value) in reg.defaults.iter() {
            if !inherent.iter().any(|e| e.0 == id) {
                inherent.push((id, value));
            }
        }
    }
    let dict = |ctx: &mut Context, e: Entries| {
        (!e.is_empty()).then(|| ctx.intern_dictionary(e.into_vec()))
    };
    Ok((dict(ctx, discardable), dict(ctx, inherent)))
}

/// [`split_attributes`] of an op read from text (no operand groups, segment sizes not
/// derived) from the attributes and properties as read, in order (a name given twice
/// takes its last value, properties before attributes): the same dictionaries as
/// interning each list first, without interning them.
pub(crate) fn split_read_attributes(
    ctx: &mut Context,
    name: OpName,
    attrs: &[(Identifier, Attribute)],
    props: &[(Identifier, Attribute)],
) -> (Option<Attribute>, Option<Attribute>) {
    let Some(reg) = ctx.dialect.get(name) else {
        let attrs = (!attrs.is_empty()).then(|| ctx.intern_dictionary(attrs.to_vec()));
        let props = (!props.is_empty()).then(|| ctx.intern_dictionary(props.to_vec()));
        return (attrs, props);
    };
    let mut inherent: Vec<(Identifier, Attribute)> =
        Vec::with_capacity(props.len() + attrs.len() + reg.defaults.len());
    inherent.extend_from_slice(props);
    let mut discardable: Vec<(Identifier, Attribute)> = Vec::new();
    for &(n, v) in attrs {
        if reg.inherent.contains(&n) {
            inherent.push((n, v));
        } else {
            discardable.push((n, v));
        }
    }
    // Properties are default-initialized in MLIR: an absent default-valued attribute
    // has its default.
    for &(id, value) in reg.defaults.iter() {
        if !inherent.iter().any(|e| e.0 == id) {
            inherent.push((id, value));
        }
    }
    let dict = |ctx: &mut Context, e: Vec<(Identifier, Attribute)>| {
        (!e.is_empty()).then(|| ctx.intern_dictionary(e))
    };
    (dict(ctx, discardable), dict(ctx, inherent))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::{GroupKind, OpDefinition, OpTrait};

    #[test]
    fn unregistered_ops_keep_what_they_were_given() {
        let mut ctx = Context::new();
        let name = ctx.intern_op_name("t.x");
        let attrs = ctx.parse_attribute("{a = 1 : i32}").unwrap();
        assert_eq!(
            split_attributes(&mut ctx, name, 0, 0, Some(attrs), None, None, true),
            Ok((Some(attrs), None))
        );
    }

    #[test]
    fn inherent_attributes_and_given_properties_merge() {
        let mut ctx = Context::new();
        let name = ctx
            .register_op(
                OpDefinition::new("t.x")
                    .operand_group("xs", GroupKind::Variadic)
                    .attribute("a")
                    .optional_attribute("b")
                    .with_trait(OpTrait::AttrSizedOperandSegments),
            )
            .unwrap();
        let attrs = ctx.parse_attribute("{a = 1 : i32, c = 3 : i32}").unwrap();
        let props = ctx.parse_attribute("{b = 2 : i32}").unwrap();
        let (attrs, props) =
            split_attributes(&mut ctx, name, 2, 0, Some(attrs), Some(props), None, true).unwrap();
        assert_eq!(ctx.attr_to_string(attrs.unwrap()), "{c = 3 : i32}");
        assert_eq!(
            ctx.attr_to_string(props.unwrap()),
            "{a = 1 : i32, b = 2 : i32, operandSegmentSizes = array<i32: 2>}"
        );
        // Nothing left for the dictionary: none, as MLIR prints no `{}`.
        let only = ctx.parse_attribute("{a = 1 : i32}").unwrap();
        let (attrs, _) =
            split_attributes(&mut ctx, name, 0, 0, Some(only), None, None, true).unwrap();
        assert_eq!(attrs, None);
    }
}
