//! [`RewriteKey`]: which patterns have rewriters that are the same code up to the
//! names of the ops they create, read off the PDL without generating (or planning)
//! anything.

use crate::pdl::{EntityKind, PdlOpId, PdlOpKind, PdlPattern, PdlValueId, Replacement};
use std::collections::HashMap;

/// A key equal for two patterns whose rewriters are the same code up to the names of
/// the ops they create, computed from what [`RewriteGen`](super::RewriteGen) reads of
/// a pattern: the kinds of the captures, and the rewrite section (its ops, the native
/// rewrite it calls) with values numbered in order of definition (captures first) and
/// the type of each, and the name of each created op left out ([`RewriteKey::names`])
/// unless it is one of `defined` (the ops with a definition, which the rewriter reads).
/// Much cheaper than generating the rewriter: a pattern whose key another pattern
/// already has takes that pattern's rewriter, with its own names as constants (sets
/// written from a template mostly rewrite alike).
pub struct RewriteKey {
    /// The key.
    pub text: String,
    /// The created ops whose names the key leaves out, in order, with their names.
    pub names: Vec<(PdlOpId, String)>,
}

/// The [`RewriteKey`] of `pattern`, whose rewriter takes `captures`.
pub fn rewrite_key(
    pattern: &PdlPattern,
    captures: &[(PdlValueId, EntityKind)],
    defined: &std::collections::HashSet<&str>,
) -> RewriteKey {
    use std::fmt::Write;
    let mut numbers: HashMap<PdlValueId, usize> = HashMap::new();
    let mut key = String::new();
    let mut names = Vec::new();
    for &(v, kind) in captures {
        let n = numbers.len();
        numbers.entry(v).or_insert(n);
        let _ = write!(key, "{kind:?},");
    }
    // The number of a value (given on first sight), with its type; a value that
    // neither a capture nor an op of the rewrite defines keeps its id too (the
    // rewriter reports it).
    let mut number = |v: PdlValueId, key: &mut String, defined: bool| -> PdlValueId {
        let n = numbers.len();
        let n = *numbers.entry(v).or_insert_with(|| {
            let ty = pattern.value_type(v);
            match defined {
                true => {
                    let _ = write!(key, "[{ty:?}]");
                }
                false => {
                    let _ = write!(key, "[{ty:?} undefined {}]", v.0);
                }
            }
            n
        });
        PdlValueId(n as u32)
    };
    let root = number(pattern.rewrite.root, &mut key, false);
    let _ = write!(key, "root {root:?};");
    if let Some(ext) = &pattern.rewrite.external {
        let args: Vec<PdlValueId> = ext
            .args
            .iter()
            .map(|&a| number(a, &mut key, false))
            .collect();
        let _ = write!(key, "external {:?} {args:?};", ext.name);
    }
    for &id in &pattern.rewrite.body {
        let op = pattern.op(id);
        let mut kind = op.kind.clone();
        if let PdlOpKind::Operation {
            name: Some(name), ..
        } = &mut kind
        {
            if !defined.contains(name.as_str()) {
                // A placeholder no op name can be (see `matcher::shapes`).
                let real = std::mem::replace(name, format!("\0{}", names.len()));
                names.push((id, real));
            }
        }
        for_each_value_mut(&mut kind, &mut |v| *v = number(*v, &mut key, false));
        let results: Vec<PdlValueId> = op
            .results
            .iter()
            .map(|&r| number(r, &mut key, true))
            .collect();
        let _ = write!(key, "{kind:?} -> {results:?};");
    }
    RewriteKey { text: key, names }
}

/// Calls `f` on each value an op reads (see [`PdlOpKind::used_values`]).
fn for_each_value_mut(kind: &mut PdlOpKind, f: &mut impl FnMut(&mut PdlValueId)) {
    match kind {
        PdlOpKind::Operation {
            operands,
            attributes,
            result_types,
            name: _,
        } => {
            operands.iter_mut().for_each(&mut *f);
            attributes.iter_mut().for_each(|(_, v)| f(v));
            result_types.iter_mut().for_each(f);
        }
        PdlOpKind::Operand { ty } => ty.iter_mut().for_each(f),
        PdlOpKind::Operands { types } => types.iter_mut().for_each(f),
        PdlOpKind::Result { parent, index: _ } | PdlOpKind::Results { parent, index: _ } => {
            f(parent)
        }
        PdlOpKind::Type { constant: _ } | PdlOpKind::Types { constant: _ } => {}
        PdlOpKind::Attribute {
            value_type,
            value: _,
        } => value_type.iter_mut().for_each(f),
        PdlOpKind::ApplyNativeConstraint {
            args,
            name: _,
            negated: _,
        }
        | PdlOpKind::ApplyNativeRewrite { args, name: _ } => args.iter_mut().for_each(f),
        PdlOpKind::Range { elements } => elements.iter_mut().for_each(f),
        PdlOpKind::Replace { op, with } => {
            f(op);
            match with {
                Replacement::Op(v) => f(v),
                Replacement::Values(vs) => vs.iter_mut().for_each(f),
            }
        }
        PdlOpKind::Erase { op } => f(op),
    }
}
