//! The lowering of a pattern's `pdl.rewrite` into its [`RewritePlan`]: the captures
//! numbered first, then one step per body op (after the external rewriter, if any),
//! each checking the values it reads before it defines its own, until the first error.

use super::policy::{self, created_op_name, type_only_inferred, value_not_defined};
use super::{
    AttributeEntry, Create, PlanError, ResultTypes, RewritePlan, Shape, Step, Val, ValueInfo,
};
use crate::pdl::{EntityKind, PdlOp, PdlOpId, PdlOpKind, PdlPattern, PdlValueId, Replacement};
use crate::source::Span;
use rustc_hash::FxHashMap;

impl<'p> RewritePlan<'p> {
    /// The plan of `pattern`'s rewrite, which takes `captures` (values and the types
    /// they are captured as) in order.
    pub fn lower(pattern: &'p PdlPattern, captures: &[(PdlValueId, EntityKind)]) -> Self {
        let mut l = Lowering {
            pattern,
            numbers: FxHashMap::default(),
            attr_literals: FxHashMap::default(),
            plan: RewritePlan {
                values: Vec::new(),
                captures: Vec::with_capacity(captures.len()),
                steps: Vec::new(),
                error: None,
            },
        };
        for &(v, kind) in captures {
            let shape = if kind.is_range() {
                Shape::Range
            } else {
                Shape::One
            };
            let n = l.define(v, shape, true);
            l.plan.captures.push(n);
        }
        if let Err(e) = l.body() {
            l.plan.error = Some(e);
        }
        l.plan
    }
}

/// The lowering of one rewrite.
struct Lowering<'p> {
    pattern: &'p PdlPattern,
    /// The number of each value defined so far.
    numbers: FxHashMap<PdlValueId, Val>,
    /// The values that are attribute literals, with their text.
    attr_literals: FxHashMap<Val, &'p str>,
    plan: RewritePlan<'p>,
}

impl<'p> Lowering<'p> {
    /// The steps of the external rewriter and the body, in order.
    fn body(&mut self) -> Result<(), PlanError> {
        let pattern = self.pattern;
        if let Some(ext) = &pattern.rewrite.external {
            // `pdl.rewrite %root with "name"(args)`: a native rewrite taking the root.
            let at = pattern.rewrite.span;
            let args = std::iter::once(&pattern.rewrite.root)
                .chain(&ext.args)
                .map(|&a| self.val(a, at))
                .collect::<Result<Vec<_>, _>>()?;
            self.plan.steps.push(Step::Native {
                name: &ext.name,
                args,
                outs: Vec::new(),
                at,
            });
        }
        for (pos, &id) in pattern.rewrite.body.iter().enumerate() {
            if let Some(step) = self.op(pos, id)? {
                self.plan.steps.push(step);
            }
        }
        Ok(())
    }

    /// Numbers `v`, held as `shape` (or gives its number, when it has one).
    fn define(&mut self, v: PdlValueId, shape: Shape, captured: bool) -> Val {
        let next = Val(self.plan.values.len() as u32);
        let n = *self.numbers.entry(v).or_insert(next);
        if n == next {
            self.plan.values.push(ValueInfo {
                id: v,
                ty: self.pattern.value_type(v),
                shape,
                captured,
            });
        }
        n
    }

    /// Numbers the single result of `op`, held as `shape`.
    fn define_result(&mut self, op: &PdlOp, shape: Shape) -> Result<Val, PlanError> {
        let r = op
            .results
            .first()
            .copied()
            .ok_or_else(|| PlanError::Internal {
                at: op.span,
                what: "a PDL op without its result".into(),
            })?;
        Ok(self.define(r, shape, false))
    }

    /// The number of `v`, which must hold something.
    fn val(&self, v: PdlValueId, at: Span) -> Result<Val, PlanError> {
        match self.numbers.get(&v) {
            Some(&n) if self.plan.value(n).shape == Shape::Unresolved => {
                Err(PlanError::Diagnostic(type_only_inferred(at)))
            }
            Some(&n) => Ok(n),
            None => Err(PlanError::Diagnostic(value_not_defined(v, at))),
        }
    }

    fn vals(&self, vs: &[PdlValueId], at: Span) -> Result<Vec<Val>, PlanError> {
        vs.iter().map(|&v| self.val(v, at)).collect()
    }

    /// The step of one body op (`pos`: its index in the body); `None` for a type
    /// without value, which only numbers its result.
    fn op(&mut self, pos: usize, id: PdlOpId) -> Result<Option<Step<'p>>, PlanError> {
        let pattern = self.pattern;
        let op = pattern.op(id);
        let at = op.span;
        let step = match &op.kind {
            PdlOpKind::Operation {
                name,
                operands,
                attributes,
                result_types,
            } => Step::Create(self.create(
                (pos, id),
                name.as_deref(),
                operands,
                attributes,
                result_types,
            )?),
            PdlOpKind::Type {
                constant: Some(lit),
            } => Step::Type {
                literal: lit.printed(),
                out: self.define_result(op, Shape::One)?,
                at,
            },
            PdlOpKind::Types {
                constant: Some(lits),
            } => Step::Types {
                literals: lits.iter().map(|l| l.printed()).collect(),
                out: self.define_result(op, Shape::Range)?,
                at,
            },
            PdlOpKind::Type { constant: None } | PdlOpKind::Types { constant: None } => {
                // Resolved by the op that uses it as result types (inferred).
                self.define_result(op, Shape::Unresolved)?;
                return Ok(None);
            }
            PdlOpKind::Attribute {
                value: Some(lit), ..
            } => {
                let out = self.define_result(op, Shape::One)?;
                self.attr_literals.insert(out, lit.printed());
                Step::Attribute {
                    literal: lit.printed(),
                    out,
                    at,
                }
            }
            PdlOpKind::Result { parent, index } => {
                let parent = self.val(*parent, at)?;
                Step::Result {
                    parent,
                    index: *index as usize,
                    out: self.define_result(op, Shape::One)?,
                }
            }
            PdlOpKind::Results { parent, index } => {
                let parent = self.val(*parent, at)?;
                let index = index.unwrap_or(0) as usize;
                let range = op
                    .results
                    .first()
                    .is_some_and(|&r| pattern.value_type(r).is_range());
                if range {
                    Step::Results {
                        parent,
                        from: index,
                        out: self.define_result(op, Shape::Range)?,
                    }
                } else {
                    Step::Result {
                        parent,
                        index,
                        out: self.define_result(op, Shape::One)?,
                    }
                }
            }
            PdlOpKind::ApplyNativeRewrite { name, args } => {
                let args = self.vals(args, at)?;
                let outs = op
                    .results
                    .iter()
                    .map(|&r| {
                        let shape = if pattern.value_type(r).is_range() {
                            Shape::Range
                        } else {
                            Shape::One
                        };
                        self.define(r, shape, false)
                    })
                    .collect();
                Step::Native {
                    name,
                    args,
                    outs,
                    at,
                }
            }
            PdlOpKind::Range { elements } => {
                let elements = self.vals(elements, at)?;
                let types = op
                    .results
                    .first()
                    .is_some_and(|&r| pattern.value_type(r) == EntityKind::TypeRange);
                Step::Range {
                    elements,
                    types,
                    out: self.define_result(op, Shape::Range)?,
                }
            }
            PdlOpKind::Replace { op: replaced, with } => {
                let target = self.val(*replaced, at)?;
                match with {
                    Replacement::Op(new) => Step::ReplaceWithOp {
                        target,
                        new: self.val(*new, at)?,
                    },
                    Replacement::Values(values) => Step::ReplaceWithValues {
                        target,
                        values: self.vals(values, at)?,
                    },
                }
            }
            PdlOpKind::Erase { op: erased } => Step::Erase {
                target: self.val(*erased, at)?,
            },
            other => {
                return Err(PlanError::Internal {
                    at,
                    what: format!("`pdl.{}` cannot appear in a rewrite", other.mnemonic()),
                })
            }
        };
        Ok(Some(step))
    }

    /// `pdl.operation` in a rewrite (op `id` at `pos` in the body): its name, operands,
    /// result types (given, or from where they are inferred) and attributes, checked
    /// in that order.
    fn create(
        &mut self,
        (pos, id): (usize, PdlOpId),
        name: Option<&'p str>,
        operands: &[PdlValueId],
        attributes: &'p [(String, PdlValueId)],
        result_types: &[PdlValueId],
    ) -> Result<Create<'p>, PlanError> {
        let pattern = self.pattern;
        let op = pattern.op(id);
        let at = op.span;
        let name = created_op_name(name, at).map_err(PlanError::Diagnostic)?;
        let operands = self.vals(operands, at)?;
        let source = policy::result_types(pattern, pos, op, result_types, |t| {
            self.numbers
                .get(&t)
                .is_none_or(|&n| self.plan.value(n).shape != Shape::Unresolved)
        })
        .map_err(PlanError::Diagnostic)?;
        let result_types = match source {
            ResultTypes::Given(types) => ResultTypes::Given(self.vals(&types, at)?),
            ResultTypes::InferredOrOfReplaced(replaced) => {
                ResultTypes::InferredOrOfReplaced(self.val(replaced, at)?)
            }
            ResultTypes::InferredOrNone => ResultTypes::InferredOrNone,
        };
        let attributes = attributes
            .iter()
            .map(|(n, v)| {
                let value = self.val(*v, at)?;
                Ok(AttributeEntry {
                    name: n,
                    value,
                    literal: self.attr_literals.get(&value).copied(),
                })
            })
            .collect::<Result<Vec<_>, PlanError>>()?;
        Ok(Create {
            op: id,
            name,
            operands,
            result_types,
            attributes,
            out: self.define_result(op, Shape::One)?,
        })
    }
}
