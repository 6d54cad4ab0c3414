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
/// (and properties given apart, merged in, but for names that are no inherent
/// attribute: those are dropped). Unregistered ops keep what they were given.
/// `operand_groups`: the size of each operand group, when the caller built the operands
/// group by group (one per ODS operand group). `Err`: segment sizes are needed, absent,
/// and fixed neither by `operand_groups` nor by the group kinds. Without
/// `derive_segments` (an op read from text) absent segment sizes are all zero, as
/// MLIR 19 reads them (its property storage is zero-initialized): the verifier then
/// reports the operands or results they do not count.
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
        if is_builtin_module(ctx, name) {
            return Ok(builtin_module(ctx, attrs, props));
        }
        return Ok((attrs, props));
    };
    type Entries = SmallVec<[(Identifier, Attribute); 4]>;
    // Given properties that are no inherent attribute of the op are dropped, as MLIR's
    // generated `setPropertiesFromAttr` reads only the names it knows.
    let mut inherent: Entries = props
        .map(|p| {
            ctx.dictionary_entries(p)
                .iter()
                .copied()
                .filter(|(n, _)| reg.inherent.contains(n))
                .collect()
        })
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
        if inherent.iter().any(|e| e.0 == id) {
            continue;
        }
        if !derive_segments {
            // Read from text without them: all zero, as MLIR's property storage is
            // zero-initialized (the verifier then reports any operand or result).
            derived.push((id, vec![0; groups.len()]));
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

/// [`split_attributes`] of an op read from text (segment sizes not derived: absent ones
/// are zero) from the attributes and properties as read, in order. The parser keeps
/// what this returns per op name and attribute list, so the intermediate dictionaries
/// are interned once per distinct list, not once per op.
pub(crate) fn split_read_attributes(
    ctx: &mut Context,
    name: OpName,
    attrs: &[(Identifier, Attribute)],
    props: &[(Identifier, Attribute)],
) -> Result<(Option<Attribute>, Option<Attribute>), String> {
    let attrs = (!attrs.is_empty()).then(|| ctx.intern_dictionary(attrs.to_vec()));
    let props = (!props.is_empty()).then(|| ctx.intern_dictionary(props.to_vec()));
    split_attributes(ctx, name, 0, 0, attrs, props, None, false)
}

/// The inherent attributes of `builtin.module`, which every MLIR context defines (the
/// builtin dialect is always loaded), though a pdll-rs context has no definition of it.
const MODULE_INHERENT: [&str; 2] = ["sym_name", "sym_visibility"];

/// Whether `name` is `builtin.module`.
pub(crate) fn is_builtin_module(ctx: &Context, name: OpName) -> bool {
    ctx.op_name_str(name) == "builtin.module"
}

/// [`split_attributes`] of `builtin.module`: its inherent attributes are properties
/// (taken from the given properties first, then from the attribute dictionary), other
/// given properties are dropped.
fn builtin_module(
    ctx: &mut Context,
    attrs: Option<Attribute>,
    props: Option<Attribute>,
) -> (Option<Attribute>, Option<Attribute>) {
    let mut inherent: Vec<(Identifier, Attribute)> = Vec::new();
    let mut discardable: Vec<(Identifier, Attribute)> = Vec::new();
    let given = props
        .map(|p| ctx.dictionary_entries(p).to_vec())
        .unwrap_or_default();
    let written = attrs
        .map(|a| ctx.dictionary_entries(a).to_vec())
        .unwrap_or_default();
    for (n, v) in given {
        if MODULE_INHERENT.contains(&ctx.ident_str(n)) && !inherent.iter().any(|e| e.0 == n) {
            inherent.push((n, v));
        }
    }
    for (n, v) in written {
        if !MODULE_INHERENT.contains(&ctx.ident_str(n)) {
            discardable.push((n, v));
        } else if !inherent.iter().any(|e| e.0 == n) {
            inherent.push((n, v));
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
    fn properties_that_are_no_inherent_attribute_are_dropped() {
        // Found by the ir_custom_roundtrip fuzz target: `<{operasym_nametSizes = ...}>`
        // on `memref.alloc` was kept as a property, printed in the custom form's
        // attribute dictionary and read back as a discardable attribute; mlir-opt-19
        // drops it.
        let mut ctx = Context::new();
        let name = ctx
            .register_op(OpDefinition::new("t.x").optional_attribute("a"))
            .unwrap();
        let props = ctx.parse_attribute("{a = 1 : i32, b = 2 : i32}").unwrap();
        let (attrs, props) =
            split_attributes(&mut ctx, name, 0, 0, None, Some(props), None, false).unwrap();
        assert_eq!(attrs, None);
        assert_eq!(ctx.attr_to_string(props.unwrap()), "{a = 1 : i32}");
    }

    #[test]
    fn absent_segment_sizes_read_from_text_are_zero() {
        // Found by the ir_custom_roundtrip fuzz target: `"memref.alloc"() : () ->
        // memref<4xi8>` had no segment sizes, which its custom form adds when read
        // back; mlir-opt-19 reads it with `operandSegmentSizes = array<i32: 0, 0>`.
        let mut ctx = Context::new();
        let name = ctx
            .register_op(
                OpDefinition::new("t.x")
                    .operand_group("xs", GroupKind::Variadic)
                    .operand_group("ys", GroupKind::Optional)
                    .with_trait(OpTrait::AttrSizedOperandSegments),
            )
            .unwrap();
        let (_, props) = split_attributes(&mut ctx, name, 0, 0, None, None, None, false).unwrap();
        assert_eq!(
            ctx.attr_to_string(props.unwrap()),
            "{operandSegmentSizes = array<i32: 0, 0>}"
        );
    }

    #[test]
    fn builtin_module_has_its_inherent_attributes_as_properties() {
        // Found by the ir_custom_roundtrip fuzz target: `"builtin.module"()
        // <{sym_nale = "inner"}>` kept the property, which the custom form does not
        // print; mlir-opt-19 drops it, and takes `sym_name` from the attribute
        // dictionary as a property.
        let mut ctx = Context::new();
        let name = ctx.intern_op_name("builtin.module");
        let props = ctx
            .parse_attribute("{sym_nale = \"inner\", sym_visibility = \"private\"}")
            .unwrap();
        let attrs = ctx
            .parse_attribute("{sym_name = \"m\", test.x = 1 : i32}")
            .unwrap();
        let (attrs, props) =
            split_attributes(&mut ctx, name, 0, 0, Some(attrs), Some(props), None, false).unwrap();
        assert_eq!(ctx.attr_to_string(attrs.unwrap()), "{test.x = 1 : i32}");
        assert_eq!(
            ctx.attr_to_string(props.unwrap()),
            "{sym_name = \"m\", sym_visibility = \"private\"}"
        );
        let out = crate::dialects::testing::assert_roundtrip(
            "\"builtin.module\"() <{sym_nale = \"inner\"}> ({\n^bb0:\n}) : () -> ()\n\
             \"builtin.module\"() ({\n^bb0:\n}) {sym_name = \"n\"} : () -> ()\n",
        );
        // As mlir-opt-19 prints it.
        assert_eq!(out, "module {\n  module {\n  }\n  module @n {\n  }\n}\n");
    }

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
