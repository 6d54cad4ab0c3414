//! What a pattern's rewrite surely does: whether it always succeeds and removes its
//! root op, and how many results each op it creates has.
//!
//! The runtime rewriter fails, leaving the IR as it was, on: a native rewrite's error
//! (natives are opaque), an operator of the operator proposal that fails (those are
//! native rewrites too), a result index past an op's results, a replacement whose
//! count of values differs from the replaced op's results, erasing an op whose
//! results are used, creating an op before an op already erased, and replacing an op
//! by a value it defines. So a rewrite surely succeeds when it calls no native, reads
//! only results that exist, ends by replacing or erasing its root (and edits nothing
//! else), and the count of values matches the root's results, which the checks of the
//! match may fix. A value that the root uses is not one it defines: that holds in
//! every region where values dominate their uses; only an op of a graph region that
//! uses its own result could break it.

use crate::pdl::{EntityKind, PdlOpKind, PdlPattern, PdlValueId, Replacement};
use rustc_hash::FxHashMap;

/// How many results an op created by a rewrite has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Count {
    /// This many.
    Exactly(u32),
    /// As many as the op it replaces, the rewrite root (its types are inferred from
    /// the root's).
    SameAsRoot,
}

/// A rewrite that surely succeeds and removes its root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct SureRemoval {
    /// The number of results the root must have for it to succeed (`None`: any).
    pub root_results: Option<u32>,
    /// The names of the ops it creates, in order.
    pub created: Vec<String>,
}

/// The number of results of each op the rewrite of `pattern` creates whose count is
/// known, keyed by the op's value.
pub(super) fn created_counts(pattern: &PdlPattern) -> FxHashMap<PdlValueId, Count> {
    let mut counts = FxHashMap::default();
    for (pos, &id) in pattern.rewrite.body.iter().enumerate() {
        let op = pattern.op(id);
        if let (PdlOpKind::Operation { result_types, .. }, Some(v)) = (&op.kind, op.result()) {
            if let Some(c) = created_count(pattern, pos, v, result_types) {
                counts.insert(v, c);
            }
        }
    }
    counts
}

/// The result count of the op `created` at `pos` of the rewrite body, resolved the
/// way the code generator resolves its result types.
fn created_count(
    pattern: &PdlPattern,
    pos: usize,
    created: PdlValueId,
    result_types: &[PdlValueId],
) -> Option<Count> {
    let in_body = |v: PdlValueId| pattern.rewrite.body.contains(&pattern.value(v).def);
    let inferred = |v: PdlValueId| {
        in_body(v)
            && matches!(
                pattern.defining_op(v).kind,
                PdlOpKind::Type { constant: None } | PdlOpKind::Types { constant: None }
            )
    };
    if result_types.is_empty() || result_types.iter().any(|&t| inferred(t)) {
        return match pattern.replaced_by(pos, Some(created)) {
            Some(r) if r == pattern.root() => Some(Count::SameAsRoot),
            Some(_) => None,
            None if result_types.is_empty() => Some(Count::Exactly(0)),
            None => None,
        };
    }
    let mut n = 0u32;
    for &t in result_types {
        n += match (&pattern.defining_op(t).kind, pattern.value_type(t)) {
            (PdlOpKind::Types { constant: Some(ts) }, _) => ts.len() as u32,
            (_, EntityKind::Type) => 1,
            _ => return None,
        };
    }
    Some(Count::Exactly(n))
}

/// The rewrite of `pattern`, when it surely succeeds and removes the root (see the
/// module docs); `None` when that cannot be shown.
pub(super) fn sure_removal(pattern: &PdlPattern) -> Option<SureRemoval> {
    if pattern.rewrite.external.is_some() {
        return None;
    }
    let root = pattern.root();
    let counts = created_counts(pattern);
    let body = &pattern.rewrite.body;
    let mut created = Vec::new();
    let mut removal = None;
    for (pos, &id) in body.iter().enumerate() {
        let last = pos + 1 == body.len();
        match &pattern.op(id).kind {
            PdlOpKind::Operation { name, .. } => created.push(name.clone()?),
            PdlOpKind::Result { parent, index } => exists(&counts, *parent, *index)?,
            PdlOpKind::Results { parent, index } => {
                let range = pattern
                    .op(id)
                    .result()
                    .map(|v| pattern.value_type(v).is_range());
                if range != Some(true) {
                    exists(&counts, *parent, index.unwrap_or(0))?;
                }
            }
            PdlOpKind::Type { .. }
            | PdlOpKind::Types { .. }
            | PdlOpKind::Attribute { .. }
            | PdlOpKind::Range { .. } => {}
            PdlOpKind::Replace { op, with } if last && *op == root => {
                removal = Some(match with {
                    Replacement::Op(new) if *new != root => match counts.get(new)? {
                        Count::SameAsRoot => None,
                        Count::Exactly(n) => Some(*n),
                    },
                    Replacement::Op(_) => return None,
                    Replacement::Values(values) => {
                        for &v in values {
                            let single = pattern.value_type(v) == EntityKind::Value;
                            if !single || is_result_of(pattern, v, root) {
                                return None;
                            }
                        }
                        Some(values.len() as u32)
                    }
                });
            }
            PdlOpKind::Erase { op } if last && *op == root => removal = Some(Some(0)),
            _ => return None,
        }
    }
    Some(SureRemoval {
        root_results: removal?,
        created,
    })
}

/// The number of results the root must have for the rewrite of `pattern` to do
/// anything: `Some(n)` when it makes no edit before a final replacement of the root by
/// `n` values (or its erasure, `n = 0`), which fails, leaving the IR as it was, when
/// the root has another number of results or (for an erasure) used results.
pub(super) fn needs_root_results(pattern: &PdlPattern) -> Option<u32> {
    if pattern.rewrite.external.is_some() {
        return None;
    }
    let root = pattern.root();
    let (&last, before) = pattern.rewrite.body.split_last()?;
    let no_edit = before.iter().all(|&id| {
        matches!(
            pattern.op(id).kind,
            PdlOpKind::Type { .. }
                | PdlOpKind::Types { .. }
                | PdlOpKind::Attribute { .. }
                | PdlOpKind::Range { .. }
                | PdlOpKind::Result { .. }
                | PdlOpKind::Results { .. }
        )
    });
    if !no_edit {
        return None;
    }
    match &pattern.op(last).kind {
        PdlOpKind::Replace {
            op,
            with: Replacement::Values(values),
        } if *op == root
            && values
                .iter()
                .all(|&v| pattern.value_type(v) == EntityKind::Value) =>
        {
            Some(values.len() as u32)
        }
        PdlOpKind::Erase { op } if *op == root => Some(0),
        _ => None,
    }
}

/// `Some(())` when result `index` of the created op `op` surely exists.
fn exists(counts: &FxHashMap<PdlValueId, Count>, op: PdlValueId, index: u32) -> Option<()> {
    match counts.get(&op)? {
        Count::Exactly(n) if index < *n => Some(()),
        _ => None,
    }
}

/// True when `v` is a result of the op `op` (`pdl.result` or `pdl.results` of it).
pub(super) fn is_result_of(pattern: &PdlPattern, v: PdlValueId, op: PdlValueId) -> bool {
    matches!(
        pattern.defining_op(v).kind,
        PdlOpKind::Result { parent, .. } | PdlOpKind::Results { parent, .. } if parent == op
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::source::SourceMap;

    fn pattern(src: &str) -> PdlPattern {
        let mut sources = SourceMap::new();
        let (ast, diags) =
            crate::syntax::parse_str("t.pdll", src, &Default::default(), &mut sources);
        assert!(diags.is_empty(), "{diags:?}");
        let (program, diags) = crate::sema::check(&ast.unwrap());
        assert!(diags.is_empty(), "{diags:?}");
        let mut module = crate::pdl::lower(&program.unwrap()).unwrap();
        module.patterns.remove(0)
    }

    #[test]
    fn replacements_and_erasures_that_surely_succeed() {
        let p = pattern("Pattern => replace op<a.x>(x: Value) with x;");
        assert_eq!(
            sure_removal(&p),
            Some(SureRemoval {
                root_results: Some(1),
                created: vec![]
            })
        );
        let p = pattern("Pattern => erase op<a.x>;");
        assert_eq!(sure_removal(&p).unwrap().root_results, Some(0));
        // Types inferred from the root: any count.
        let p = pattern("Pattern => replace op<a.x>(x: Value) with op<a.y>(x);");
        assert_eq!(
            sure_removal(&p),
            Some(SureRemoval {
                root_results: None,
                created: vec!["a.y".into()]
            })
        );
        let p = pattern(
            "Pattern { let r = op<a.x>(x: Value); rewrite r with { \
             let c = op<a.c> -> (type<\"i32\">, type<\"i64\">); replace r with (c.0, c.1); }; }",
        );
        assert_eq!(sure_removal(&p).unwrap().root_results, Some(2));
    }

    #[test]
    fn rewrites_that_may_fail_are_not_sure() {
        // A native rewrite may fail.
        let p = pattern(
            "Rewrite mk(v: Value) -> Op; Pattern { let r = op<a.x>(x: Value); \
             rewrite r with { replace r with mk(x); }; }",
        );
        assert_eq!(sure_removal(&p), None);
        // A result of an op created without result types does not exist.
        let p = pattern(
            "Pattern { let r = op<a.x>(x: Value); rewrite r with { \
             let c = op<a.c>; replace r with c.0; }; }",
        );
        assert_eq!(sure_removal(&p), None);
        // Replacing the root by its own result.
        let p = pattern("Pattern { let r = op<a.x>; replace r with r.0; }");
        assert_eq!(sure_removal(&p), None);
    }
}
