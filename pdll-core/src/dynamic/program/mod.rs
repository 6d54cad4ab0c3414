//! The matcher of run-time pattern sets: the merged [`MatcherTree`] compiled once, when
//! the set is built, into a flat [`MatchProgram`] that a tight loop runs on every op.
//!
//! The reference [`crate::matcher::Interpreter`] walks the tree's nested nodes, looks
//! literals up by text in hash maps, keeps positions in hash maps and allocates a
//! vector for every range it touches. The program does the same work with none of
//! that:
//!
//! - **Instructions** (`Instr`) are a flat array with `u32` operands: register
//!   numbers, jump targets, indices into side tables. Every check names the
//!   instruction to go to when it fails, so the tree's "skip this node" is one jump.
//! - **Registers** hold the value at a position (`Reg`, `Copy`, 12 bytes): an op, a
//!   value, a type, an attribute, or a range described by where it lives (the operands
//!   of op `o` from index `i` on) rather than copied out. A position is loaded into a
//!   register the first time a path through the tree needs it, and stays there for the
//!   rest of that subtree; sibling subtrees reuse the same registers, so a program
//!   needs as many registers as the deepest path loads positions (18-19 for the
//!   bench's thousand patterns), held on the stack.
//! - **Literals** (op names, attributes, types, attribute names) are resolved against
//!   the runtime [`Context`] when the program is built; a check compares handles.
//! - **Switches** on an op name, an attribute or a type with many cases jump through
//!   a [`CaseTable`] indexed by the handle (dense for the usual small indices), so the
//!   root dispatch over a thousand patterns is one load.
//! - **Loops** over the users of a value (patterns with several roots) and native
//!   constraints are the only instructions that recurse or allocate: the loop runs its
//!   body by a nested call of the same loop, a constraint gets its arguments as
//!   [`Captured`] entities.
//!
//! Matches are the interpreter's, in the same order (the tests in `program/tests.rs` check it on
//! random trees and IR); `program/compile.rs` says how each node is laid out.

mod compile;
mod exec;
#[cfg(test)]
mod tests;

use super::natives::Resolved;
use crate::matcher::{LiteralError, MatcherTree};
use pdll_runtime::__private::CaseTable;
use pdll_runtime::attributes::Attribute;
use pdll_runtime::ident::Identifier;
use pdll_runtime::types::Type;
use pdll_runtime::{Captured, Context, Ir, Match, Op, OpName, Value};
use std::fmt;

/// A register number.
type RegId = u32;
/// An instruction index.
type Pc = u32;

/// The value at a position, as a register holds it: scalars as handles, ranges by
/// where they live (so loading one copies nothing).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Reg {
    /// Not loaded (never read: a failed load jumps instead of storing).
    Absent,
    /// An operation.
    Op(Op),
    /// A single value.
    Value(Value),
    /// The operands of `op` from index `from` on (a value range).
    Operands { op: Op, from: u32 },
    /// The results of `op` from index `from` on (a value range).
    Results { op: Op, from: u32 },
    /// A type.
    Type(Type),
    /// The types of the operands of `op` from `from` on (a type range).
    OperandTypes { op: Op, from: u32 },
    /// The types of the results of `op` from `from` on (a type range).
    ResultTypes { op: Op, from: u32 },
    /// A constant list of types: index into [`MatchProgram::type_lists`].
    TypeList(u32),
    /// An attribute.
    Attr(Attribute),
    /// A range a native constraint returned: index into the run's captured entities.
    Captured(u32),
    /// The users of the value (range) in register `of` (a range of ops, only looped
    /// over): every value's, or with `representative`, the first value's.
    Users { of: RegId, representative: bool },
}

/// What a count check compares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Count {
    /// The number of operands equals `n`.
    Operands,
    /// The number of operands is at least `n`.
    OperandsAtLeast,
    /// The number of results equals `n`.
    Results,
    /// The number of results is at least `n`.
    ResultsAtLeast,
}

/// What a switch table is indexed by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SwitchOn {
    /// The name of the op in the register.
    OpName,
    /// The attribute in the register.
    Attr,
    /// The type in the register.
    Type,
}

/// One instruction. `fail` is where to go when a load finds nothing or a check does
/// not hold; otherwise execution goes on with the next instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Instr {
    /// `out` = operand `index` of the op in `op`.
    Operand {
        op: RegId,
        index: u32,
        out: RegId,
        fail: Pc,
    },
    /// `out` = the operands of `op` from `group` on (all with `u32::MAX`): a range when
    /// `variadic`, else the single value such a group must hold.
    OperandGroup {
        op: RegId,
        group: u32,
        variadic: bool,
        out: RegId,
        fail: Pc,
    },
    /// `out` = result `index` of the op in `op`.
    Result {
        op: RegId,
        index: u32,
        out: RegId,
        fail: Pc,
    },
    /// As [`Instr::OperandGroup`], for results.
    ResultGroup {
        op: RegId,
        group: u32,
        variadic: bool,
        out: RegId,
        fail: Pc,
    },
    /// `out` = the op defining the value in `value` (for a range, its first value's).
    DefiningOp { value: RegId, out: RegId, fail: Pc },
    /// `out` = the attribute `name` of the op in `op`.
    Attr {
        op: RegId,
        name: Identifier,
        out: RegId,
        fail: Pc,
    },
    /// `out` = the type(s) of the value, value range or typed attribute in `of`.
    TypeOf { of: RegId, out: RegId, fail: Pc },
    /// `out` = the users of the value (range) in `of`.
    Users {
        of: RegId,
        representative: bool,
        out: RegId,
    },
    /// `out` = constant `index` of [`MatchProgram::constants`].
    Const { index: u32, out: RegId },
    /// The op in `op` is named `name`.
    CheckName { op: RegId, name: OpName, fail: Pc },
    /// The register holds the attribute `attr`.
    CheckAttr {
        reg: RegId,
        attr: Attribute,
        fail: Pc,
    },
    /// The register holds the type `ty`.
    CheckType { reg: RegId, ty: Type, fail: Pc },
    /// The register holds a type range equal to type list `list`.
    CheckTypes { reg: RegId, list: u32, fail: Pc },
    /// A count of the op in `op` compared with `n`.
    CheckCount {
        op: RegId,
        count: Count,
        n: u32,
        fail: Pc,
    },
    /// The registers `a` and `b` hold equal entities.
    CheckEqual { a: RegId, b: RegId, fail: Pc },
    /// Native constraint call `call` ([`MatchProgram::calls`]) holds (or fails, when
    /// negated); its results are stored in its result registers.
    Constraint { call: u32, fail: Pc },
    /// Jump through switch table `table` on the register's handle; `fail` when no
    /// case has it.
    Switch {
        reg: RegId,
        on: SwitchOn,
        table: u32,
        fail: Pc,
    },
    /// For each user op in `users` (a [`Reg::Users`]): `out` = the op, run the body
    /// (the next instructions, up to its [`Instr::Return`]); then go on at `end`.
    ForEach { users: RegId, out: RegId, end: Pc },
    /// Records success `index` ([`MatchProgram::successes`]).
    Success { index: u32 },
    /// Goes on at `to`.
    Jump { to: Pc },
    /// Ends the run (or a loop body).
    Return,
}

/// A native constraint call of the program.
#[derive(Clone, Debug)]
pub(crate) struct Call {
    /// Index of the callee in the set's resolved natives (`None`: not resolved, so it
    /// never holds).
    callee: Option<u32>,
    /// The registers of its arguments.
    args: Box<[RegId]>,
    /// The registers its results go to (as many as it declares).
    results: Box<[RegId]>,
    /// `not C(...)`.
    negated: bool,
}

/// A success: the match to record and the registers of its captures.
#[derive(Clone, Debug)]
pub(crate) struct Success {
    pattern: usize,
    benefit: u16,
    captures: Box<[RegId]>,
}

/// A switch table and the instruction each of its cases starts at.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    cases: CaseTable,
    /// Case `k` (1-based in the table) starts at `targets[k - 1]`.
    targets: Box<[Pc]>,
}

/// The merged matcher tree of a set as a flat program (see the [module docs](self)).
#[derive(Clone, Debug)]
pub struct MatchProgram {
    code: Vec<Instr>,
    /// Register 0 holds the root op; `num_regs` are used in all.
    num_regs: usize,
    constants: Vec<Reg>,
    type_lists: Vec<Box<[Type]>>,
    tables: Vec<Table>,
    calls: Vec<Call>,
    successes: Vec<Success>,
    /// `i1`, the type of boolean attributes.
    i1: Type,
}

/// The context of one run of the program: its entities and where matches go.
pub(crate) struct Run<'r, 'c> {
    ctx: &'c mut Context,
    ir: &'c Ir,
    natives: &'r Resolved,
    root: Op,
    regs: &'r mut [Reg],
    /// Ranges returned by native constraints, addressed by [`Reg::Captured`].
    captured: Vec<Captured>,
    out: &'r mut Vec<Match>,
}

impl MatchProgram {
    /// Compiles `tree`, resolving its literals in `ctx` and its native constraints in
    /// `natives`.
    pub(in crate::dynamic) fn new(
        tree: &MatcherTree,
        ctx: &mut Context,
        natives: &Resolved,
    ) -> Result<MatchProgram, LiteralError> {
        compile::compile(tree, ctx, natives)
    }

    /// Appends every match of the program at `root` to `out`, in the tree's order,
    /// calling native constraints through `natives`.
    pub(in crate::dynamic) fn run(
        &self,
        ctx: &mut Context,
        ir: &Ir,
        root: Op,
        natives: &Resolved,
        out: &mut Vec<Match>,
    ) {
        // Registers on the stack for every program of the bench (whose thousand
        // patterns need 18); a deeper one spills. Kept small: they are cleared on
        // every call.
        const INLINE: usize = 24;
        let mut inline = [Reg::Absent; INLINE];
        let mut spilled;
        let regs: &mut [Reg] = if self.num_regs <= INLINE {
            &mut inline[..self.num_regs.max(1)]
        } else {
            spilled = vec![Reg::Absent; self.num_regs];
            &mut spilled
        };
        regs[0] = Reg::Op(root);
        let mut run = Run {
            ctx,
            ir,
            natives,
            root,
            regs,
            captured: Vec::new(),
            out,
        };
        self.exec(&mut run, 0);
    }

    /// The number of instructions.
    pub fn len(&self) -> usize {
        self.code.len()
    }

    /// Whether the program has no instructions (never: it ends with a return).
    pub fn is_empty(&self) -> bool {
        self.code.is_empty()
    }

    /// The number of registers a run uses.
    pub fn num_registers(&self) -> usize {
        self.num_regs
    }
}

impl fmt::Display for MatchProgram {
    /// One instruction a line, numbered, then the switch tables' targets.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (pc, i) in self.code.iter().enumerate() {
            writeln!(f, "{pc:>5}  {i:?}")?;
        }
        for (k, t) in self.tables.iter().enumerate() {
            writeln!(f, "table {k}: {:?}", t.targets)?;
        }
        Ok(())
    }
}
