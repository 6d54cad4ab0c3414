//! The rewrite interpreter of run-time pattern sets: a pattern's [`RewritePlan`] (its
//! `pdl.rewrite` region lowered once, with the decisions and errors both rewriters
//! share) bound, when the set is built, to the set's `Context` (literals parsed and
//! interned, op names and attribute names interned, natives resolved) as a list of
//! steps over numbered slots, then run with the [`Rewriter`] on each match.
//!
//! Each step does what the generated rewriter prints for the same step of the plan
//! (see [`crate::codegen::rewrite`]): an op is created with the plan's result types,
//! else with those the runtime infers or of the op it replaces; group by group when
//! its registered definition says so ([`plan::created_in_groups`], asked when
//! the rewrite runs); `pdl.replace` replaces with values or an op's results of any type
//! (MLIR's `replaceOp`); result group `N` of an op is everything from result `N` on.

use super::natives::Resolved;
use crate::diag::Diagnostic;
use crate::pdl::rewrite_plan::{self as plan, PlanError, RewritePlan, Shape, Val};
use crate::pdl::{EntityKind, PdlPattern, PdlValueId};
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
    /// Inferred by the runtime for an op it knows, else the result types of the op in
    /// this slot, which the new op replaces.
    OfReplaced(Slot),
    /// Inferred by the runtime for an op it knows, else none (the rewrite gave no
    /// result list).
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

/// A pattern's rewrite, compiled: the kinds of the captures it takes and its steps.
#[derive(Debug)]
pub(super) struct CompiledRewrite {
    /// The PDL type of each capture, in the order of the match's captures.
    captures: Vec<EntityKind>,
    steps: Vec<Step>,
    /// How many slots the steps use (captures first).
    num_slots: usize,
}

/// Binds the plan of one rewrite to the set's context.
struct Binder<'a> {
    ctx: &'a mut Context,
    natives: &'a Resolved,
    /// The slot of each value of the plan, but for the types only inferred, which no
    /// step reads.
    slots: Vec<Option<Slot>>,
    /// The slots that hold attribute literals, and their values.
    attr_literals: FxHashMap<Slot, Attribute>,
}

impl CompiledRewrite {
    /// Compiles the rewrite of `pattern`, whose matches capture `captures` (values and
    /// the types they are captured as) in order: its plan, bound to `ctx` (literals
    /// and names interned into it) and to `natives`.
    pub(super) fn compile(
        ctx: &mut Context,
        natives: &Resolved,
        pattern: &PdlPattern,
        captures: &[(PdlValueId, EntityKind)],
    ) -> Result<CompiledRewrite, Diagnostic> {
        let lowered = RewritePlan::lower(pattern, captures);
        // The plan's numbers without the types only inferred: fewer slots, so that
        // the usual rewrite's stay on the stack.
        let mut num_slots = 0;
        let slots = lowered
            .values
            .iter()
            .map(|v| {
                (v.shape != Shape::Unresolved).then(|| {
                    num_slots += 1;
                    num_slots - 1
                })
            })
            .collect();
        let mut b = Binder {
            ctx,
            natives,
            slots,
            attr_literals: FxHashMap::default(),
        };
        let steps = lowered
            .steps
            .iter()
            .map(|s| b.step(s))
            .collect::<Result<Vec<_>, _>>()?;
        // The plan's error comes after the steps before it, and after the errors of
        // the binding there (literals that do not parse).
        match lowered.error {
            Some(PlanError::Diagnostic(e)) => return Err(e),
            Some(PlanError::Internal { at, what }) => return Err(internal(at, &what)),
            None => {}
        }
        Ok(CompiledRewrite {
            captures: captures.iter().map(|&(_, t)| t).collect(),
            steps,
            num_slots,
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

impl Binder<'_> {
    /// The slot of `v`, which a step reads or defines.
    fn slot(&self, v: Val) -> Slot {
        self.slots[v.index()].expect("the plan lets no step read a type only inferred")
    }

    fn slots(&self, vs: &[Val]) -> Vec<Slot> {
        vs.iter().map(|&v| self.slot(v)).collect()
    }

    /// The step of one step of the plan: its names interned, its literals parsed.
    fn step(&mut self, step: &plan::Step<'_>) -> Result<Step, Diagnostic> {
        Ok(match step {
            plan::Step::Create(c) => self.create(c),
            plan::Step::Type { literal, out, at } => Step::Constant {
                value: Captured::Type(self.ty(literal, *at)?),
                out: self.slot(*out),
            },
            plan::Step::Types { literals, out, at } => Step::Constant {
                value: Captured::TypeRange(
                    literals
                        .iter()
                        .map(|l| self.ty(l, *at))
                        .collect::<Result<_, _>>()?,
                ),
                out: self.slot(*out),
            },
            plan::Step::Attribute { literal, out, at } => {
                let a = self.ctx.parse_attribute(literal).map_err(|e| {
                    Diagnostic::error(*at, format!("cannot parse attribute `{literal}`: {e}"))
                        .with_code(crate::diag::Code::InvalidLiteral)
                })?;
                let out = self.slot(*out);
                self.attr_literals.insert(out, a);
                Step::Constant {
                    value: Captured::Attribute(a),
                    out,
                }
            }
            plan::Step::Result { parent, index, out } => Step::Result {
                parent: self.slot(*parent),
                index: *index,
                out: self.slot(*out),
            },
            plan::Step::Results { parent, from, out } => Step::Results {
                parent: self.slot(*parent),
                from: *from,
                out: self.slot(*out),
            },
            plan::Step::Native {
                name, args, outs, ..
            } => Step::Native {
                callee: self.natives.rewrite_index(name),
                name: name.to_string(),
                args: self.slots(args),
                outs: self.slots(outs),
            },
            plan::Step::Range {
                elements,
                types,
                out,
            } => Step::Range {
                elements: self.slots(elements),
                types: *types,
                out: self.slot(*out),
            },
            plan::Step::ReplaceWithOp { target, new } => Step::ReplaceWithOp {
                target: self.slot(*target),
                new: self.slot(*new),
            },
            plan::Step::ReplaceWithValues { target, values } => Step::ReplaceWithValues {
                target: self.slot(*target),
                values: self.slots(values),
            },
            plan::Step::Erase { target } => Step::Erase {
                target: self.slot(*target),
            },
        })
    }

    /// The interned type of a literal.
    fn ty(&mut self, literal: &str, at: Span) -> Result<Type, Diagnostic> {
        self.ctx.parse_type(literal).map_err(|e| {
            Diagnostic::error(at, format!("cannot parse type `{literal}`: {e}"))
                .with_code(crate::diag::Code::InvalidLiteral)
        })
    }

    /// `pdl.operation` in a rewrite: creates the op.
    fn create(&mut self, c: &plan::Create<'_>) -> Step {
        let name = self.ctx.intern_op_name(c.name);
        let types = match &c.result_types {
            plan::ResultTypes::Given(types) => ResultTypes::Given(self.slots(types)),
            plan::ResultTypes::InferredOrOfReplaced(replaced) => {
                ResultTypes::OfReplaced(self.slot(*replaced))
            }
            plan::ResultTypes::InferredOrNone => ResultTypes::None,
        };
        Step::Create {
            name,
            operands: self.slots(&c.operands),
            types,
            attrs: self.attributes(&c.attributes),
            out: self.slot(c.out),
        }
    }

    /// The attribute dictionary of a created op: interned now when every value is a
    /// literal, else built at each rewrite.
    fn attributes(&mut self, attributes: &[plan::AttributeEntry<'_>]) -> Attributes {
        if attributes.is_empty() {
            return Attributes::None;
        }
        let entries: Vec<(Identifier, Slot)> = attributes
            .iter()
            .map(|a| (self.ctx.intern_ident(a.name), self.slot(a.value)))
            .collect();
        let literals: Option<Vec<(Identifier, Attribute)>> = entries
            .iter()
            .map(|&(n, s)| Some((n, *self.attr_literals.get(&s)?)))
            .collect();
        match literals {
            Some(l) => Attributes::Constant(self.ctx.intern_dictionary(l)),
            None => Attributes::Built(entries),
        }
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
/// [`plan::created_in_groups`] that generated code follows too.
fn created_in_groups(ctx: &pdll_runtime::Context, name: OpName, operand_slots: usize) -> bool {
    ctx.op_definition(name)
        .is_some_and(|def| plan::created_in_groups(def, operand_slots))
}
