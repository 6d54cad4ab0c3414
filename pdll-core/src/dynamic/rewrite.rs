//! The rewrite interpreter of run-time pattern sets: a pattern's `pdl.rewrite` region
//! compiled once, when the set is built, into a list of steps over numbered slots
//! (literals interned, op names and attribute names interned, the result types of each
//! created op decided), then run with the [`Rewriter`] on each match.
//!
//! Each step does what the generated rewriter does for the same PDL op (see
//! [`crate::codegen::rewrite`]): ops are created with the explicit result types when
//! given, else with those the runtime infers or of the op they replace
//! ([`rewrite_plan::result_types`], the policy both follow); `pdl.replace` replaces
//! with values or an op's results of any type (MLIR's `replaceOp`); result group `N`
//! of an op is everything from result `N` on; the build-time errors are the code
//! generator's, at the same spans ([`crate::pdl::rewrite_plan`]).

use super::natives::Resolved;
use crate::diag::Diagnostic;
use crate::pdl::rewrite_plan::{self, type_only_inferred, value_not_defined};
use crate::pdl::{EntityKind, PdlLiteral, PdlOp, PdlOpKind, PdlPattern, PdlValueId, Replacement};
use crate::source::Span;
use pdll_runtime::attributes::Attribute;
use pdll_runtime::ident::Identifier;
use pdll_runtime::smallvec::SmallVec;
use pdll_runtime::types::Type;
use pdll_runtime::{Captured, Context, Match, OpName, RewriteError, Rewriter, Value};
use rustc_hash::FxHashMap;

/// A slot of the rewrite: where a value of the region is held while it runs.
type Slot = usize;

/// The result types of a created op.
#[derive(Debug)]
enum ResultTypes {
    /// These slots (types and type ranges), concatenated.
    Given(Vec<Slot>),
    /// The result types of the op in this slot, which the new op replaces.
    OfReplaced(Slot),
    /// No results.
    None,
}

/// The attribute dictionary of a created op.
#[derive(Debug)]
enum Attributes {
    /// No attributes.
    None,
    /// Interned at build time: every value is a literal.
    Constant(Attribute),
    /// Built at each rewrite from these names and slots.
    Built(Vec<(Identifier, Slot)>),
}

/// One operation of a compiled rewrite.
#[derive(Debug)]
enum Step {
    /// `pdl.operation`: creates an op at the insertion point.
    Create {
        name: OpName,
        operands: Vec<Slot>,
        types: ResultTypes,
        attrs: Attributes,
        out: Slot,
    },
    /// A literal (`pdl.type`, `pdl.types`, `pdl.attribute` with a value).
    Constant { value: Captured, out: Slot },
    /// `pdl.result N of op`, or a single-value `pdl.results N`.
    Result {
        parent: Slot,
        index: usize,
        out: Slot,
    },
    /// A range `pdl.results [N] of op`: the results from `N` on.
    Results {
        parent: Slot,
        from: usize,
        out: Slot,
    },
    /// `pdl.apply_native_rewrite`, or an external rewrite of the root: the callee's
    /// number in the set's resolved natives (`None`: not resolved), its name for errors.
    Native {
        callee: Option<u32>,
        name: String,
        args: Vec<Slot>,
        outs: Vec<Slot>,
    },
    /// `pdl.range`: the elements concatenated, values or types as the result says.
    Range {
        elements: Vec<Slot>,
        types: bool,
        out: Slot,
    },
    /// `pdl.replace op with newOp`.
    ReplaceWithOp { target: Slot, new: Slot },
    /// `pdl.replace op with (values)`.
    ReplaceWithValues { target: Slot, values: Vec<Slot> },
    /// `pdl.erase`.
    Erase { target: Slot },
}

/// How a value of the region is held at build time.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Held {
    /// In a slot.
    Slot(Slot),
    /// A type (or types) without value: only usable as the result types of an op,
    /// which are then inferred.
    Unresolved,
}

/// A pattern's rewrite, compiled: the kinds of the captures it takes and its steps.
#[derive(Debug)]
pub(super) struct RewritePlan {
    /// The PDL type of each capture, in the order of the match's captures.
    captures: Vec<EntityKind>,
    steps: Vec<Step>,
    /// How many slots the steps use (captures first).
    num_slots: usize,
}

/// Compiles the rewrite region of one pattern.
struct Compiler<'a> {
    ctx: &'a mut Context,
    natives: &'a Resolved,
    pattern: &'a PdlPattern,
    held: FxHashMap<PdlValueId, Held>,
    num_slots: usize,
    /// The slots that hold attribute literals, and their values.
    attr_literals: FxHashMap<Slot, Attribute>,
    steps: Vec<Step>,
}

impl RewritePlan {
    /// Compiles the rewrite of `pattern`, whose matches capture `captures` (values and
    /// the types they are captured as) in order, interning its literals into `ctx`.
    pub(super) fn compile(
        ctx: &mut Context,
        natives: &Resolved,
        pattern: &PdlPattern,
        captures: &[(PdlValueId, EntityKind)],
    ) -> Result<RewritePlan, Diagnostic> {
        let mut c = Compiler {
            ctx,
            natives,
            pattern,
            held: FxHashMap::default(),
            num_slots: 0,
            attr_literals: FxHashMap::default(),
            steps: Vec::new(),
        };
        for &(v, _) in captures {
            c.define(v);
        }
        if let Some(ext) = &pattern.rewrite.external {
            // `pdl.rewrite %root with "name"(args)`: a native rewrite taking the root.
            let at = pattern.rewrite.span;
            let args = std::iter::once(&pattern.rewrite.root)
                .chain(&ext.args)
                .map(|&a| c.slot(a, at))
                .collect::<Result<Vec<_>, _>>()?;
            c.steps.push(Step::Native {
                callee: natives.rewrite_index(&ext.name),
                name: ext.name.clone(),
                args,
                outs: Vec::new(),
            });
        }
        for (pos, &id) in pattern.rewrite.body.iter().enumerate() {
            c.op(pos, pattern.op(id))?;
        }
        Ok(RewritePlan {
            captures: captures.iter().map(|&(_, t)| t).collect(),
            steps: c.steps,
            num_slots: c.num_slots,
        })
    }

    /// Runs the rewrite of `m` with `rw`, calling natives through `natives`.
    pub(super) fn run(
        &self,
        m: &Match,
        rw: &mut Rewriter<'_>,
        natives: &Resolved,
    ) -> Result<(), RewriteError> {
        let fits = m.captures.len() == self.captures.len()
            && m.captures
                .iter()
                .zip(&self.captures)
                .all(|(c, t)| fits(c, *t));
        if !fits {
            return Err(RewriteError::Failed(format!(
                "no pattern {} with these captures in this set",
                m.pattern
            )));
        }
        // On the stack for the usual rewrite: no allocation per match.
        let mut slots: SmallVec<[Option<Captured>; 16]> = SmallVec::new();
        slots.extend(m.captures.iter().cloned().map(Some));
        slots.resize(self.num_slots.max(m.captures.len()), None);
        let mut run = Run { slots };
        for step in &self.steps {
            run.step(step, rw, natives)?;
        }
        Ok(())
    }
}

/// Whether capture `c` is of PDL type `t`.
fn fits(c: &Captured, t: EntityKind) -> bool {
    matches!(
        (c, t),
        (Captured::Op(_), EntityKind::Op)
            | (Captured::Value(_), EntityKind::Value)
            | (Captured::Type(_), EntityKind::Type)
            | (Captured::Attribute(_), EntityKind::Attr)
            | (Captured::ValueRange(_), EntityKind::ValueRange)
            | (Captured::TypeRange(_), EntityKind::TypeRange)
    )
}

impl Compiler<'_> {
    /// Gives `v` a new slot (or its slot, when it has one).
    fn define(&mut self, v: PdlValueId) -> Slot {
        if let Some(&Held::Slot(s)) = self.held.get(&v) {
            return s;
        }
        let s = self.num_slots;
        self.num_slots += 1;
        self.held.insert(v, Held::Slot(s));
        s
    }

    /// The single result of `op`, given a new slot.
    fn define_result(&mut self, op: &PdlOp) -> Result<Slot, Diagnostic> {
        let r = op
            .results
            .first()
            .copied()
            .ok_or_else(|| internal(op.span, "a PDL op without its result"))?;
        Ok(self.define(r))
    }

    /// The slot of `v`, which must hold a value.
    fn slot(&self, v: PdlValueId, at: Span) -> Result<Slot, Diagnostic> {
        match self.held.get(&v) {
            Some(Held::Slot(s)) => Ok(*s),
            Some(Held::Unresolved) => Err(type_only_inferred(at)),
            None => Err(value_not_defined(v, at)),
        }
    }

    fn slots(&self, vs: &[PdlValueId], at: Span) -> Result<Vec<Slot>, Diagnostic> {
        vs.iter().map(|&v| self.slot(v, at)).collect()
    }

    /// Compiles one rewrite-section op (`pos`: its index in the body).
    fn op(&mut self, pos: usize, op: &PdlOp) -> Result<(), Diagnostic> {
        let at = op.span;
        match &op.kind {
            PdlOpKind::Operation {
                name,
                operands,
                attributes,
                result_types,
            } => self.create_op(op, pos, name.as_deref(), operands, attributes, result_types),
            PdlOpKind::Type {
                constant: Some(lit),
            } => {
                let t = self.ty(lit, at)?;
                let out = self.define_result(op)?;
                self.steps.push(Step::Constant {
                    value: Captured::Type(t),
                    out,
                });
                Ok(())
            }
            PdlOpKind::Types {
                constant: Some(lits),
            } => {
                let ts = lits
                    .iter()
                    .map(|l| self.ty(l, at))
                    .collect::<Result<_, _>>()?;
                let out = self.define_result(op)?;
                self.steps.push(Step::Constant {
                    value: Captured::TypeRange(ts),
                    out,
                });
                Ok(())
            }
            PdlOpKind::Type { constant: None } | PdlOpKind::Types { constant: None } => {
                // Resolved by the op that uses it as result types (inferred).
                let r = op
                    .results
                    .first()
                    .copied()
                    .ok_or_else(|| internal(at, "a PDL op without its result"))?;
                self.held.insert(r, Held::Unresolved);
                Ok(())
            }
            PdlOpKind::Attribute {
                value: Some(lit), ..
            } => {
                let a = self.ctx.parse_attribute(lit.printed()).map_err(|e| {
                    Diagnostic::error(
                        at,
                        format!("cannot parse attribute `{}`: {e}", lit.printed()),
                    )
                    .with_code(crate::diag::Code::InvalidLiteral)
                })?;
                let out = self.define_result(op)?;
                self.attr_literals.insert(out, a);
                self.steps.push(Step::Constant {
                    value: Captured::Attribute(a),
                    out,
                });
                Ok(())
            }
            PdlOpKind::Result { parent, index } => {
                let parent = self.slot(*parent, at)?;
                let out = self.define_result(op)?;
                self.steps.push(Step::Result {
                    parent,
                    index: *index as usize,
                    out,
                });
                Ok(())
            }
            PdlOpKind::Results { parent, index } => {
                let parent = self.slot(*parent, at)?;
                let index = index.unwrap_or(0) as usize;
                let range = op
                    .results
                    .first()
                    .is_some_and(|&r| self.pattern.value_type(r).is_range());
                let out = self.define_result(op)?;
                self.steps.push(if range {
                    // Without ODS, result group N is everything from result N on (as
                    // MLIR's bytecode treats a group of an unregistered op).
                    Step::Results {
                        parent,
                        from: index,
                        out,
                    }
                } else {
                    Step::Result { parent, index, out }
                });
                Ok(())
            }
            PdlOpKind::ApplyNativeRewrite { name, args } => {
                let args = self.slots(args, at)?;
                let outs = op.results.iter().map(|&r| self.define(r)).collect();
                self.steps.push(Step::Native {
                    callee: self.natives.rewrite_index(name),
                    name: name.clone(),
                    args,
                    outs,
                });
                Ok(())
            }
            PdlOpKind::Range { elements } => {
                let elements = self.slots(elements, at)?;
                let types = op
                    .results
                    .first()
                    .is_some_and(|&r| self.pattern.value_type(r) == EntityKind::TypeRange);
                let out = self.define_result(op)?;
                self.steps.push(Step::Range {
                    elements,
                    types,
                    out,
                });
                Ok(())
            }
            PdlOpKind::Replace { op: replaced, with } => {
                let target = self.slot(*replaced, at)?;
                let step = match with {
                    Replacement::Op(new) => Step::ReplaceWithOp {
                        target,
                        new: self.slot(*new, at)?,
                    },
                    Replacement::Values(values) => Step::ReplaceWithValues {
                        target,
                        values: self.slots(values, at)?,
                    },
                };
                self.steps.push(step);
                Ok(())
            }
            PdlOpKind::Erase { op: erased } => {
                let target = self.slot(*erased, at)?;
                self.steps.push(Step::Erase { target });
                Ok(())
            }
            other => Err(internal(
                at,
                &format!("`pdl.{}` cannot appear in a rewrite", other.mnemonic()),
            )),
        }
    }

    /// The interned type of a literal.
    fn ty(&mut self, lit: &PdlLiteral, at: Span) -> Result<Type, Diagnostic> {
        self.ctx.parse_type(lit.printed()).map_err(|e| {
            Diagnostic::error(at, format!("cannot parse type `{}`: {e}", lit.printed()))
                .with_code(crate::diag::Code::InvalidLiteral)
        })
    }

    /// `pdl.operation` in a rewrite: creates the op.
    fn create_op(
        &mut self,
        op: &PdlOp,
        pos: usize,
        name: Option<&str>,
        operands: &[PdlValueId],
        attributes: &[(String, PdlValueId)],
        result_types: &[PdlValueId],
    ) -> Result<(), Diagnostic> {
        let at = op.span;
        let name = rewrite_plan::created_op_name(name, at)?;
        let name = self.ctx.intern_op_name(name);
        let operands = self.slots(operands, at)?;
        let held = &self.held;
        let source = rewrite_plan::result_types(self.pattern, pos, op, result_types, |t| {
            held.get(&t) != Some(&Held::Unresolved)
        })?;
        let types = match source {
            rewrite_plan::ResultTypes::Given => ResultTypes::Given(self.slots(result_types, at)?),
            rewrite_plan::ResultTypes::InferredOrOfReplaced(replaced) => {
                ResultTypes::OfReplaced(self.slot(replaced, at)?)
            }
            rewrite_plan::ResultTypes::InferredOrNone => ResultTypes::None,
        };
        let attrs = self.attributes(attributes, at)?;
        let out = self.define_result(op)?;
        self.steps.push(Step::Create {
            name,
            operands,
            types,
            attrs,
            out,
        });
        Ok(())
    }

    /// The attribute dictionary of a created op: interned now when every value is a
    /// literal, else built at each rewrite.
    fn attributes(
        &mut self,
        attributes: &[(String, PdlValueId)],
        at: Span,
    ) -> Result<Attributes, Diagnostic> {
        if attributes.is_empty() {
            return Ok(Attributes::None);
        }
        let mut entries = Vec::new();
        for (n, v) in attributes {
            let ident = self.ctx.intern_ident(n);
            entries.push((ident, self.slot(*v, at)?));
        }
        let literals: Option<Vec<(Identifier, Attribute)>> = entries
            .iter()
            .map(|&(n, s)| Some((n, *self.attr_literals.get(&s)?)))
            .collect();
        Ok(match literals {
            Some(l) => Attributes::Constant(self.ctx.intern_dictionary(l)),
            None => Attributes::Built(entries),
        })
    }
}

/// Values or types gathered for one edit, inline for the usual few.
type Values = SmallVec<[Value; 8]>;
type Types = SmallVec<[Type; 8]>;

/// The slots of one rewrite while it runs.
struct Run {
    slots: SmallVec<[Option<Captured>; 16]>,
}

impl Run {
    fn get(&self, s: Slot) -> Result<&Captured, RewriteError> {
        self.slots
            .get(s)
            .and_then(Option::as_ref)
            .ok_or_else(|| RewriteError::Failed(format!("slot {s} of the rewrite is not set")))
    }

    fn set(&mut self, s: Slot, c: Captured) {
        self.slots[s] = Some(c);
    }

    fn op(&self, s: Slot) -> Result<pdll_runtime::Op, RewriteError> {
        self.get(s)?
            .as_op()
            .ok_or_else(|| RewriteError::Failed(format!("slot {s} of the rewrite is no op")))
    }

    /// The values (and value ranges) in `slots`, concatenated.
    fn values(&self, slots: &[Slot]) -> Result<Values, RewriteError> {
        let mut all = Values::new();
        for &s in slots {
            let vs = self.get(s)?.as_values().ok_or_else(|| {
                RewriteError::Failed(format!("slot {s} of the rewrite holds no values"))
            })?;
            all.extend_from_slice(vs);
        }
        Ok(all)
    }

    /// The types (and type ranges) in `slots`, concatenated.
    fn types(&self, slots: &[Slot]) -> Result<Types, RewriteError> {
        let mut all = Types::new();
        for &s in slots {
            let ts = self.get(s)?.as_types().ok_or_else(|| {
                RewriteError::Failed(format!("slot {s} of the rewrite holds no types"))
            })?;
            all.extend_from_slice(ts);
        }
        Ok(all)
    }

    fn step(
        &mut self,
        step: &Step,
        rw: &mut Rewriter<'_>,
        natives: &Resolved,
    ) -> Result<(), RewriteError> {
        match step {
            Step::Create {
                name,
                operands,
                types,
                attrs,
                out,
            } => {
                let slots = operands;
                let operands = self.values(operands)?;
                // Left out: inferred for an op the runtime knows, else the replaced
                // op's, else none (see `Rewriter::create_inferred`).
                let types_spec = types;
                let types = match types {
                    ResultTypes::Given(slots) => Some(self.types(slots)?),
                    ResultTypes::OfReplaced(_) | ResultTypes::None => None,
                };
                let attrs = match attrs {
                    Attributes::None => None,
                    Attributes::Constant(a) => Some(*a),
                    Attributes::Built(entries) => {
                        let entries = entries
                            .iter()
                            .map(|&(n, s)| {
                                let a = self.get(s)?.as_attribute().ok_or_else(|| {
                                    RewriteError::Failed(format!(
                                        "slot {s} of the rewrite is no attribute"
                                    ))
                                })?;
                                Ok((n, a))
                            })
                            .collect::<Result<Vec<_>, RewriteError>>()?;
                        Some(rw.ctx_mut().intern_dictionary(entries))
                    }
                };
                let op = match (types, types_spec) {
                    (Some(types), _) if created_in_groups(rw.ctx(), *name, slots.len()) => {
                        // One slot per ODS operand group: their sizes are the segments.
                        let groups = slots
                            .iter()
                            .map(|&s| {
                                self.get(s)?.as_values().ok_or_else(|| {
                                    RewriteError::Failed(format!(
                                        "slot {s} of the rewrite holds no values"
                                    ))
                                })
                            })
                            .collect::<Result<Vec<&[Value]>, RewriteError>>()?;
                        rw.create_in_groups(*name, &groups, &types, attrs)?
                    }
                    (Some(types), _) => rw.create(*name, &operands, &types, attrs)?,
                    (None, ResultTypes::OfReplaced(s)) => {
                        let replaced: Types = rw.result_types(self.op(*s)?).collect();
                        rw.create_inferred(*name, &operands, attrs, Some(&replaced))?
                    }
                    (None, _) => rw.create_inferred(*name, &operands, attrs, None)?,
                };
                self.set(*out, Captured::Op(op));
            }
            Step::Constant { value, out } => self.set(*out, value.clone()),
            Step::Result { parent, index, out } => {
                let p = self.op(*parent)?;
                let v = rw.results(p).nth(*index).ok_or_else(|| {
                    RewriteError::Failed(format!(
                        "result {index} of op #{} does not exist",
                        p.index()
                    ))
                })?;
                self.set(*out, Captured::Value(v));
            }
            Step::Results { parent, from, out } => {
                let p = self.op(*parent)?;
                let vs = rw.results(p).skip(*from).collect();
                self.set(*out, Captured::ValueRange(vs));
            }
            Step::Native {
                callee,
                name,
                args,
                outs,
            } => {
                let callee = callee
                    .ok_or_else(|| RewriteError::Failed(format!("no native rewrite `{name}`")))?;
                let args = args
                    .iter()
                    .map(|&s| self.get(s).cloned())
                    .collect::<Result<SmallVec<[Captured; 4]>, _>>()?;
                let results = natives.call_rewrite(callee, rw, &args)?;
                if results.len() != outs.len() {
                    return Err(RewriteError::Failed(format!(
                        "native rewrite `{name}` returned {} result(s), the rewrite uses {}",
                        results.len(),
                        outs.len()
                    )));
                }
                for (&s, r) in outs.iter().zip(results) {
                    self.set(s, r);
                }
            }
            Step::Range {
                elements,
                types,
                out,
            } => {
                let range = if *types {
                    Captured::TypeRange(self.types(elements)?.into_iter().collect())
                } else {
                    Captured::ValueRange(self.values(elements)?.into_iter().collect())
                };
                self.set(*out, range);
            }
            Step::ReplaceWithOp { target, new } => {
                let (target, new) = (self.op(*target)?, self.op(*new)?);
                rw.replace_op_with_op_of_any_type(target, new)?;
            }
            Step::ReplaceWithValues { target, values } => {
                let target = self.op(*target)?;
                let values = self.values(values)?;
                rw.replace_op_with_values_of_any_type(target, &values)?;
            }
            Step::Erase { target } => rw.erase_op(self.op(*target)?)?,
        }
        Ok(())
    }
}

fn internal(at: Span, what: &str) -> Diagnostic {
    Diagnostic::error(
        at,
        format!("internal error in the rewrite interpreter: {what}"),
    )
    .with_code(crate::diag::Code::Internal)
}

/// Whether an op named `name` created from `operand_slots` operands (values or ranges)
/// is created group by group: by its registered definition, the rule of
/// [`rewrite_plan::created_in_groups`] that generated code follows too.
fn created_in_groups(ctx: &pdll_runtime::Context, name: OpName, operand_slots: usize) -> bool {
    ctx.op_definition(name)
        .is_some_and(|def| rewrite_plan::created_in_groups(def, operand_slots))
}
