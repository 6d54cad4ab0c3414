//! Building a [`PdlPattern`] op by op, in the order the ops are to be printed.

use super::ir::{
    EntityKind, PdlLiteral, PdlOp, PdlOpId, PdlOpKind, PdlPattern, PdlRewrite, PdlValue, PdlValueId,
};
use crate::source::Span;

/// Appends ops to a pattern under construction: to its match section until
/// [`PatternBuilder::begin_rewrite`], to its rewrite section after.
#[derive(Clone, Debug, Default)]
pub struct PatternBuilder {
    ops: Vec<PdlOp>,
    values: Vec<PdlValue>,
    match_ops: Vec<PdlOpId>,
    rewrite_ops: Vec<PdlOpId>,
    rewrite: Option<(PdlValueId, Span)>,
}

impl PatternBuilder {
    /// An empty pattern, inserting into its match section.
    pub fn new() -> PatternBuilder {
        PatternBuilder::default()
    }

    /// True once the rewrite section was started.
    pub fn in_rewrite(&self) -> bool {
        self.rewrite.is_some()
    }

    /// Ends the match section with `pdl.rewrite root { ... }` and inserts the following
    /// ops into its body. Starting it again does nothing (the first root stays).
    pub fn begin_rewrite(&mut self, root: PdlValueId, span: Span) {
        if self.rewrite.is_none() {
            self.rewrite = Some((root, span));
        }
    }

    /// The type of a value built so far.
    pub fn value_type(&self, id: PdlValueId) -> EntityKind {
        self.values[id.0 as usize].ty
    }

    /// The op that defines a value built so far.
    pub fn defining_op(&self, id: PdlValueId) -> &PdlOp {
        &self.ops[self.values[id.0 as usize].def.0 as usize]
    }

    /// Appends an op with results of the given types; returns its results.
    pub fn push(
        &mut self,
        kind: PdlOpKind,
        result_types: &[EntityKind],
        span: Span,
    ) -> Vec<PdlValueId> {
        let op_id = PdlOpId(self.ops.len() as u32);
        let results: Vec<PdlValueId> = result_types
            .iter()
            .enumerate()
            .map(|(i, &ty)| {
                let id = PdlValueId(self.values.len() as u32);
                self.values.push(PdlValue {
                    ty,
                    def: op_id,
                    result_index: i as u32,
                });
                id
            })
            .collect();
        self.ops.push(PdlOp {
            kind,
            results: results.clone(),
            span,
        });
        if self.rewrite.is_some() {
            self.rewrite_ops.push(op_id);
        } else {
            self.match_ops.push(op_id);
        }
        results
    }

    /// Appends an op with exactly one result, of type `ty`; returns it.
    pub fn push_one(&mut self, kind: PdlOpKind, ty: EntityKind, span: Span) -> PdlValueId {
        self.push(kind, &[ty], span)[0]
    }

    /// Appends an op without results.
    pub fn push_none(&mut self, kind: PdlOpKind, span: Span) {
        self.push(kind, &[], span);
    }

    /// `pdl.type [: constant]`.
    pub fn type_(&mut self, constant: Option<PdlLiteral>, span: Span) -> PdlValueId {
        self.push_one(PdlOpKind::Type { constant }, EntityKind::Type, span)
    }

    /// `pdl.types`, unconstrained.
    pub fn types(&mut self, span: Span) -> PdlValueId {
        self.push_one(
            PdlOpKind::Types { constant: None },
            EntityKind::TypeRange,
            span,
        )
    }

    /// `pdl.operand [: type]`.
    pub fn operand(&mut self, ty: Option<PdlValueId>, span: Span) -> PdlValueId {
        self.push_one(PdlOpKind::Operand { ty }, EntityKind::Value, span)
    }

    /// `pdl.operands [: types]`.
    pub fn operands(&mut self, types: Option<PdlValueId>, span: Span) -> PdlValueId {
        self.push_one(PdlOpKind::Operands { types }, EntityKind::ValueRange, span)
    }

    /// `pdl.attribute [: type] [= constant]`.
    pub fn attribute(
        &mut self,
        value: Option<PdlLiteral>,
        value_type: Option<PdlValueId>,
        span: Span,
    ) -> PdlValueId {
        self.push_one(
            PdlOpKind::Attribute { value, value_type },
            EntityKind::Attr,
            span,
        )
    }

    /// `pdl.operation`.
    pub fn operation(
        &mut self,
        name: Option<String>,
        operands: Vec<PdlValueId>,
        attributes: Vec<(String, PdlValueId)>,
        result_types: Vec<PdlValueId>,
        span: Span,
    ) -> PdlValueId {
        self.push_one(
            PdlOpKind::Operation {
                name,
                operands,
                attributes,
                result_types,
            },
            EntityKind::Op,
            span,
        )
    }

    /// Finishes the pattern. `None` when the rewrite section was never started (a
    /// pattern needs its `pdl.rewrite`).
    pub fn finish(
        self,
        name: Option<String>,
        benefit: u16,
        recursion: bool,
        span: Span,
    ) -> Option<PdlPattern> {
        let (root, rewrite_span) = self.rewrite?;
        Some(PdlPattern {
            name,
            benefit,
            recursion,
            ops: self.ops,
            values: self.values,
            match_ops: self.match_ops,
            rewrite: PdlRewrite {
                root,
                external: None,
                body: self.rewrite_ops,
                span: rewrite_span,
            },
            span,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ops_go_to_the_current_section() {
        let s = Span::call_site();
        let mut b = PatternBuilder::new();
        let operands = b.operands(None, s);
        let types = b.types(s);
        let root = b.operation(Some("a.b".into()), vec![operands], vec![], vec![types], s);
        assert!(!b.in_rewrite());
        b.begin_rewrite(root, s);
        assert!(b.in_rewrite());
        b.push_none(PdlOpKind::Erase { op: root }, s);
        assert_eq!(b.value_type(root), EntityKind::Op);
        assert!(matches!(b.defining_op(types).kind, PdlOpKind::Types { .. }));
        let p = b.finish(None, 0, true, s).unwrap();
        assert_eq!(p.match_ops.len(), 3);
        assert_eq!(p.rewrite.body.len(), 1);
        assert_eq!(p.root(), root);
        assert!(p.recursion);
        assert_eq!(
            p.defining_op(operands).kind,
            PdlOpKind::Operands { types: None }
        );
    }

    #[test]
    fn a_pattern_needs_a_rewrite() {
        let s = Span::call_site();
        let mut b = PatternBuilder::new();
        b.types(s);
        assert!(b.finish(None, 0, false, s).is_none());
    }
}
