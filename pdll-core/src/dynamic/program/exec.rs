//! The loop that runs a [`MatchProgram`], and what registers mean as entities.
//!
//! Position semantics are the reference interpreter's (MLIR 19's bytecode on
//! unregistered ops): see [`crate::matcher::tree`].

use super::{Count, Instr, MatchProgram, Pc, Reg, Run, SwitchOn};
use pdll_runtime::__private::push_match;
use pdll_runtime::attributes::{AttrKind, Attribute};
use pdll_runtime::smallvec::SmallVec;
use pdll_runtime::types::Type;
use pdll_runtime::{Captured, Context, Ir, Value};

/// Arguments of a native call, inline for the usual few.
type Args = SmallVec<[Captured; 4]>;

impl MatchProgram {
    /// Runs the instructions from `pc` until a [`Instr::Return`].
    pub(super) fn exec(&self, run: &mut Run<'_, '_>, mut pc: Pc) {
        let ir = run.ir;
        loop {
            let next = pc + 1;
            pc = match self.code[pc as usize] {
                Instr::Operand {
                    op,
                    index,
                    out,
                    fail,
                } => {
                    let Reg::Op(o) = run.regs[op as usize] else {
                        pc = fail;
                        continue;
                    };
                    match ir.operands(o).get(index as usize) {
                        Some(&v) => {
                            run.regs[out as usize] = Reg::Value(v);
                            next
                        }
                        None => fail,
                    }
                }
                Instr::OperandGroup {
                    op,
                    group,
                    variadic,
                    out,
                    fail,
                } => {
                    let Reg::Op(o) = run.regs[op as usize] else {
                        pc = fail;
                        continue;
                    };
                    let operands = ir.operands(o);
                    match group_of(operands.len(), group, variadic) {
                        Some(Group::Range(from)) => {
                            run.regs[out as usize] = Reg::Operands { op: o, from };
                            next
                        }
                        Some(Group::One(i)) => {
                            run.regs[out as usize] = Reg::Value(operands[i as usize]);
                            next
                        }
                        None => fail,
                    }
                }
                Instr::Result {
                    op,
                    index,
                    out,
                    fail,
                } => {
                    let Reg::Op(o) = run.regs[op as usize] else {
                        pc = fail;
                        continue;
                    };
                    if (index as usize) < ir.num_results(o) {
                        run.regs[out as usize] = Reg::Value(ir.result(o, index as usize));
                        next
                    } else {
                        fail
                    }
                }
                Instr::ResultGroup {
                    op,
                    group,
                    variadic,
                    out,
                    fail,
                } => {
                    let Reg::Op(o) = run.regs[op as usize] else {
                        pc = fail;
                        continue;
                    };
                    match group_of(ir.num_results(o), group, variadic) {
                        Some(Group::Range(from)) => {
                            run.regs[out as usize] = Reg::Results { op: o, from };
                            next
                        }
                        Some(Group::One(i)) => {
                            run.regs[out as usize] = Reg::Value(ir.result(o, i as usize));
                            next
                        }
                        None => fail,
                    }
                }
                Instr::DefiningOp { value, out, fail } => {
                    let v = match run.regs[value as usize] {
                        Reg::Value(v) => Some(v),
                        range => first_value(run, range),
                    };
                    match v.and_then(|v| ir.defining_op(v)) {
                        Some(o) => {
                            run.regs[out as usize] = Reg::Op(o);
                            next
                        }
                        None => fail,
                    }
                }
                Instr::Attr {
                    op,
                    name,
                    out,
                    fail,
                } => {
                    let Reg::Op(o) = run.regs[op as usize] else {
                        pc = fail;
                        continue;
                    };
                    match ir.attr(run.ctx, o, name) {
                        Some(a) => {
                            run.regs[out as usize] = Reg::Attr(a);
                            next
                        }
                        None => fail,
                    }
                }
                Instr::TypeOf { of, out, fail } => match self.type_of(run, run.regs[of as usize]) {
                    Some(t) => {
                        run.regs[out as usize] = t;
                        next
                    }
                    None => fail,
                },
                Instr::Users {
                    of,
                    representative,
                    out,
                } => {
                    run.regs[out as usize] = Reg::Users { of, representative };
                    next
                }
                Instr::Const { index, out } => {
                    run.regs[out as usize] = self.constants[index as usize];
                    next
                }
                Instr::CheckName { op, name, fail } => match run.regs[op as usize] {
                    Reg::Op(o) if ir.op_name(o) == name => next,
                    _ => fail,
                },
                Instr::CheckAttr { reg, attr, fail } => match run.regs[reg as usize] {
                    Reg::Attr(a) if a == attr => next,
                    _ => fail,
                },
                Instr::CheckType { reg, ty, fail } => match run.regs[reg as usize] {
                    Reg::Type(t) if t == ty => next,
                    _ => fail,
                },
                Instr::CheckTypes { reg, list, fail } => {
                    let want = &self.type_lists[list as usize];
                    let holds = self
                        .types_of(run, run.regs[reg as usize])
                        .is_some_and(|ts| ts[..] == want[..]);
                    if holds {
                        next
                    } else {
                        fail
                    }
                }
                Instr::CheckCount { op, count, n, fail } => {
                    let Reg::Op(o) = run.regs[op as usize] else {
                        pc = fail;
                        continue;
                    };
                    let n = n as usize;
                    let holds = match count {
                        Count::Operands => ir.num_operands(o) == n,
                        Count::OperandsAtLeast => ir.num_operands(o) >= n,
                        Count::Results => ir.num_results(o) == n,
                        Count::ResultsAtLeast => ir.num_results(o) >= n,
                    };
                    if holds {
                        next
                    } else {
                        fail
                    }
                }
                Instr::CheckEqual { a, b, fail } => {
                    if self.equal(run, run.regs[a as usize], run.regs[b as usize]) {
                        next
                    } else {
                        fail
                    }
                }
                Instr::Constraint { call, fail } => {
                    if self.call(run, call) {
                        next
                    } else {
                        fail
                    }
                }
                Instr::Switch {
                    reg,
                    on,
                    table,
                    fail,
                } => {
                    let key = match (on, run.regs[reg as usize]) {
                        (SwitchOn::OpName, Reg::Op(o)) => ir.op_name(o).ident().index(),
                        (SwitchOn::Attr, Reg::Attr(a)) => a.index(),
                        (SwitchOn::Type, Reg::Type(t)) => t.index(),
                        _ => {
                            pc = fail;
                            continue;
                        }
                    };
                    let t = &self.tables[table as usize];
                    match t.cases.case(key) {
                        0 => fail,
                        k => t.targets[k as usize - 1],
                    }
                }
                Instr::ForEach { users, out, end } => {
                    self.for_each(run, users, out, next);
                    end
                }
                Instr::Success { index } => {
                    let s = &self.successes[index as usize];
                    let m = push_match(run.out, s.pattern, s.benefit, run.root);
                    for &r in &s.captures[..] {
                        let c = to_captured(self, ir, &run.captured, run.regs[r as usize]);
                        m.captures.push(c);
                    }
                    next
                }
                Instr::Jump { to } => to,
                Instr::Return => return,
            };
        }
    }

    /// Runs the loop body at `body` once per user op in register `users`.
    fn for_each(&self, run: &mut Run<'_, '_>, users: u32, out: u32, body: Pc) {
        let Reg::Users { of, representative } = run.regs[users as usize] else {
            return;
        };
        let ir = run.ir;
        let each = |run: &mut Run<'_, '_>, v: Value| {
            for user in ir.users(v) {
                run.regs[out as usize] = Reg::Op(user);
                self.exec(run, body);
            }
        };
        match run.regs[of as usize] {
            Reg::Value(v) => each(run, v),
            range if representative => {
                if let Some(v) = first_value(run, range) {
                    each(run, v);
                }
            }
            range => {
                let values = values_of(ir, &run.captured, range).unwrap_or_default();
                for v in values {
                    each(run, v);
                }
            }
        }
    }

    /// Calls native constraint `call`; whether the node's children run.
    fn call(&self, run: &mut Run<'_, '_>, call: u32) -> bool {
        let c = &self.calls[call as usize];
        let Some(callee) = c.callee else {
            return c.negated;
        };
        let args: Args = c
            .args
            .iter()
            .map(|&r| to_captured(self, run.ir, &run.captured, run.regs[r as usize]))
            .collect();
        let result = run.natives.call_constraint(callee, run.ctx, run.ir, &args);
        if c.negated {
            return result.is_none();
        }
        match result {
            Some(results) if results.len() == c.results.len() => {
                for (&r, value) in c.results.iter().zip(results) {
                    run.regs[r as usize] = match value {
                        Captured::Op(o) => Reg::Op(o),
                        Captured::Value(v) => Reg::Value(v),
                        Captured::Type(t) => Reg::Type(t),
                        Captured::Attribute(a) => Reg::Attr(a),
                        range @ (Captured::ValueRange(_) | Captured::TypeRange(_)) => {
                            run.captured.push(range);
                            Reg::Captured(run.captured.len() as u32 - 1)
                        }
                    };
                }
                true
            }
            _ => false,
        }
    }

    /// The type(s) of a value, value range or typed attribute.
    fn type_of(&self, run: &mut Run<'_, '_>, reg: Reg) -> Option<Reg> {
        Some(match reg {
            Reg::Value(v) => Reg::Type(run.ir.value_type(v)),
            Reg::Operands { op, from } => Reg::OperandTypes { op, from },
            Reg::Results { op, from } => Reg::ResultTypes { op, from },
            Reg::Captured(i) => {
                let Captured::ValueRange(vs) = &run.captured[i as usize] else {
                    return None;
                };
                let types = vs.iter().map(|&v| run.ir.value_type(v)).collect();
                run.captured.push(Captured::TypeRange(types));
                Reg::Captured(run.captured.len() as u32 - 1)
            }
            Reg::Attr(a) => Reg::Type(attr_type(run.ctx, a, self.i1)?),
            _ => return None,
        })
    }

    /// The types of a type range register, `None` for another entity.
    fn types_of(&self, run: &Run<'_, '_>, reg: Reg) -> Option<SmallVec<[Type; 8]>> {
        let ir = run.ir;
        Some(match reg {
            Reg::OperandTypes { op, from } => ir.operands(op)[from as usize..]
                .iter()
                .map(|&v| ir.value_type(v))
                .collect(),
            Reg::ResultTypes { op, from } => ir
                .results(op)
                .skip(from as usize)
                .map(|v| ir.value_type(v))
                .collect(),
            Reg::TypeList(l) => self.type_lists[l as usize].iter().copied().collect(),
            Reg::Captured(i) => match &run.captured[i as usize] {
                Captured::TypeRange(ts) => ts.iter().copied().collect(),
                _ => return None,
            },
            _ => return None,
        })
    }

    /// Whether two registers hold equal entities (of the same kind: a value is not a
    /// range of one, as in the interpreter).
    fn equal(&self, run: &Run<'_, '_>, a: Reg, b: Reg) -> bool {
        match (a, b) {
            (Reg::Op(x), Reg::Op(y)) => x == y,
            (Reg::Value(x), Reg::Value(y)) => x == y,
            (Reg::Type(x), Reg::Type(y)) => x == y,
            (Reg::Attr(x), Reg::Attr(y)) => x == y,
            _ => {
                let ir = run.ir;
                if let (Some(n), Some(m)) = (
                    range_len(ir, &run.captured, a),
                    range_len(ir, &run.captured, b),
                ) {
                    // Element by element, copying nothing (`a pattern's x.0 == y` over
                    // result and operand groups is the common case).
                    return n == m
                        && (0..n).all(|i| {
                            range_at(ir, &run.captured, a, i) == range_at(ir, &run.captured, b, i)
                        });
                }
                if let (Some(x), Some(y)) = (self.types_of(run, a), self.types_of(run, b)) {
                    return x == y;
                }
                if let (Reg::Users { .. }, Reg::Users { .. }) = (a, b) {
                    return self.users_of(run, a) == self.users_of(run, b);
                }
                false
            }
        }
    }

    /// The user ops of a [`Reg::Users`] register, in loop order.
    fn users_of(&self, run: &Run<'_, '_>, reg: Reg) -> Vec<pdll_runtime::Op> {
        let Reg::Users { of, representative } = reg else {
            return Vec::new();
        };
        let ir = run.ir;
        match run.regs[of as usize] {
            Reg::Value(v) => ir.users(v).collect(),
            range => {
                let values = values_of(ir, &run.captured, range).unwrap_or_default();
                let take = if representative { 1 } else { values.len() };
                values
                    .iter()
                    .take(take)
                    .flat_map(|&v| ir.users(v))
                    .collect()
            }
        }
    }
}

/// An operand or result group of an op with `len` of them, as MLIR's bytecode computes
/// it without segment sizes: the values from `group` on (all for `u32::MAX`); a
/// non-variadic group holds exactly one value.
enum Group {
    /// The range from this index on.
    Range(u32),
    /// The single value at this index.
    One(u32),
}

#[inline]
fn group_of(len: usize, group: u32, variadic: bool) -> Option<Group> {
    let from = if group == u32::MAX { 0 } else { group as usize };
    if from > len {
        return None;
    }
    if variadic {
        Some(Group::Range(from as u32))
    } else if len - from == 1 {
        Some(Group::One(from as u32))
    } else {
        None
    }
}

/// The first value of a value range register.
fn first_value(run: &Run<'_, '_>, reg: Reg) -> Option<Value> {
    match reg {
        Reg::Operands { op, from } => run.ir.operands(op).get(from as usize).copied(),
        Reg::Results { op, from } => {
            ((from as usize) < run.ir.num_results(op)).then(|| run.ir.result(op, from as usize))
        }
        Reg::Captured(i) => match &run.captured[i as usize] {
            Captured::ValueRange(vs) => vs.first().copied(),
            _ => None,
        },
        _ => None,
    }
}

/// The length of a value range register, `None` for another entity.
#[inline]
fn range_len(ir: &Ir, captured: &[Captured], reg: Reg) -> Option<usize> {
    match reg {
        Reg::Operands { op, from } => Some(ir.num_operands(op) - from as usize),
        Reg::Results { op, from } => Some(ir.num_results(op) - from as usize),
        Reg::Captured(i) => match &captured[i as usize] {
            Captured::ValueRange(vs) => Some(vs.len()),
            _ => None,
        },
        _ => None,
    }
}

/// Value `i` of a value range register of more than `i` values.
#[inline]
fn range_at(ir: &Ir, captured: &[Captured], reg: Reg, i: usize) -> Option<Value> {
    match reg {
        Reg::Operands { op, from } => ir.operands(op).get(from as usize + i).copied(),
        Reg::Results { op, from } => Some(ir.result(op, from as usize + i)),
        Reg::Captured(k) => match &captured[k as usize] {
            Captured::ValueRange(vs) => vs.get(i).copied(),
            _ => None,
        },
        _ => None,
    }
}

/// The values of a value range register, `None` for another entity.
fn values_of(ir: &Ir, captured: &[Captured], reg: Reg) -> Option<SmallVec<[Value; 8]>> {
    Some(match reg {
        Reg::Operands { op, from } => ir.operands(op)[from as usize..].iter().copied().collect(),
        Reg::Results { op, from } => ir.results(op).skip(from as usize).collect(),
        Reg::Captured(i) => match &captured[i as usize] {
            Captured::ValueRange(vs) => vs.iter().copied().collect(),
            _ => return None,
        },
        _ => return None,
    })
}

/// The entity in a register, as a match or a native takes it.
fn to_captured(p: &MatchProgram, ir: &Ir, captured: &[Captured], reg: Reg) -> Captured {
    match reg {
        Reg::Op(o) => Captured::Op(o),
        Reg::Value(v) => Captured::Value(v),
        Reg::Type(t) => Captured::Type(t),
        Reg::Attr(a) => Captured::Attribute(a),
        Reg::Operands { op, from } => {
            Captured::ValueRange(ir.operands(op)[from as usize..].iter().copied().collect())
        }
        Reg::Results { op, from } => {
            Captured::ValueRange(ir.results(op).skip(from as usize).collect())
        }
        Reg::OperandTypes { op, from } => Captured::TypeRange(
            ir.operands(op)[from as usize..]
                .iter()
                .map(|&v| ir.value_type(v))
                .collect(),
        ),
        Reg::ResultTypes { op, from } => Captured::TypeRange(
            ir.results(op)
                .skip(from as usize)
                .map(|v| ir.value_type(v))
                .collect(),
        ),
        Reg::TypeList(l) => Captured::TypeRange(p.type_lists[l as usize].iter().copied().collect()),
        Reg::Captured(i) => captured[i as usize].clone(),
        // Never captured: the compiler makes such captures fail before.
        Reg::Users { .. } | Reg::Absent => Captured::ValueRange(SmallVec::new()),
    }
}

/// The type of a typed attribute (MLIR's `TypedAttr`), `None` for the others.
fn attr_type(ctx: &Context, attr: Attribute, i1: Type) -> Option<Type> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
        AttrKind::Dense { ty, .. } => Some(*ty),
        AttrKind::String { ty, .. } => *ty,
        AttrKind::Bool(_) => Some(i1),
        _ => None,
    }
}
