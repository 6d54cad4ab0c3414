//! From the merged tree to a [`MatchProgram`].
//!
//! A node sequence is laid out node after node. Each node first loads the positions it
//! needs that its path has not loaded yet (each load jumps to the node's end when the
//! position is absent), then checks, then its children; its end is the next node. So a
//! failed check skips exactly the node, as the tree's semantics say. Registers of the
//! positions a node loads are scoped to it: its children see them, its siblings reuse
//! the register numbers.
//!
//! - `Bool`: load, check (jump to the end on failure), children.
//! - `Switch` on an exact question: with enough cases on an op name, attribute or
//!   type, one [`Instr::Switch`] through a table, each case ending with a jump past
//!   the switch; else one check per case, each case ending with that jump (at most
//!   one case holds). On an "at least" count every case is checked in turn and runs
//!   when it holds.
//! - `ForEach`: [`Instr::ForEach`], the body, [`Instr::Return`].
//! - `Success`: load the captures (a missing one skips the success), [`Instr::Success`].

use super::{Call, Count, Instr, MatchProgram, Pc, Reg, RegId, Resolved, Success, SwitchOn, Table};
use crate::matcher::{
    Answer, ConstraintId, EntityKind, LiteralError, MatcherTree, Node, Position, PositionId,
    Question, TypeLiteral,
};
use pdll_runtime::__private::CaseTable;
use pdll_runtime::types::Type;
use pdll_runtime::Context;
use rustc_hash::{FxHashMap, FxHashSet};

/// A switch with at least this many cases (on an op name, attribute or type) jumps
/// through a table; fewer are checked one by one.
const MIN_TABLE_CASES: usize = 4;

/// A jump target not known yet.
const UNPATCHED: Pc = Pc::MAX;

/// Compiles `tree` (see the [module docs](self)).
pub(super) fn compile(
    tree: &MatcherTree,
    ctx: &mut Context,
    natives: &Resolved,
) -> Result<MatchProgram, LiteralError> {
    let mut constraint_results: FxHashMap<ConstraintId, Vec<(u32, PositionId)>> =
        FxHashMap::default();
    for (i, p) in tree.positions.iter().enumerate() {
        if let Position::ConstraintResult { constraint, index } = p {
            constraint_results
                .entry(*constraint)
                .or_default()
                .push((*index, PositionId(i as u32)));
        }
    }
    let i1 = ctx.intern_integer_type(1);
    let mut c = Compiler {
        tree,
        ctx,
        natives,
        program: MatchProgram {
            code: Vec::new(),
            num_regs: 1,
            constants: Vec::new(),
            type_lists: Vec::new(),
            tables: Vec::new(),
            calls: Vec::new(),
            successes: Vec::new(),
            i1,
        },
        scope: FxHashMap::default(),
        undo: Vec::new(),
        next_reg: 1,
        constraint_results,
        attrs: FxHashMap::default(),
        types: FxHashMap::default(),
    };
    let root = c
        .tree
        .positions
        .iter()
        .position(|p| matches!(p, Position::Operation { parent: None, .. }));
    if let Some(root) = root {
        c.scope.insert(PositionId(root as u32), 0);
    }
    c.seq(&tree.root)?;
    // The tree ends with `Exit`; a program always ends with a return.
    c.emit(Instr::Return);
    Ok(c.program)
}

struct Compiler<'a> {
    tree: &'a MatcherTree,
    ctx: &'a mut Context,
    natives: &'a Resolved,
    program: MatchProgram,
    /// The register of each position loaded on the current path.
    scope: FxHashMap<PositionId, RegId>,
    /// What to restore when a scope closes: the position, its register before.
    undo: Vec<(PositionId, Option<RegId>)>,
    next_reg: RegId,
    /// The result positions of each constraint call.
    constraint_results: FxHashMap<ConstraintId, Vec<(u32, PositionId)>>,
    /// Literals parsed so far, by text.
    attrs: FxHashMap<String, pdll_runtime::attributes::Attribute>,
    types: FxHashMap<String, Type>,
}

/// Where a scope started: what [`Compiler::close`] restores.
#[derive(Clone, Copy)]
struct Mark {
    undo: usize,
    next_reg: RegId,
}

impl Compiler<'_> {
    fn pc(&self) -> Pc {
        self.program.code.len() as Pc
    }

    fn emit(&mut self, i: Instr) -> Pc {
        let pc = self.pc();
        self.program.code.push(i);
        pc
    }

    /// Emits `i` (whose `fail` or target is [`UNPATCHED`]) and notes it in `fails`.
    fn emit_failing(&mut self, i: Instr, fails: &mut Vec<Pc>) {
        let pc = self.emit(i);
        fails.push(pc);
    }

    /// Points the failure (or jump) target of every instruction in `fails` at `to`.
    fn patch(&mut self, fails: &[Pc], to: Pc) {
        for &pc in fails {
            match &mut self.program.code[pc as usize] {
                Instr::Operand { fail, .. }
                | Instr::OperandGroup { fail, .. }
                | Instr::Result { fail, .. }
                | Instr::ResultGroup { fail, .. }
                | Instr::DefiningOp { fail, .. }
                | Instr::Attr { fail, .. }
                | Instr::TypeOf { fail, .. }
                | Instr::CheckName { fail, .. }
                | Instr::CheckAttr { fail, .. }
                | Instr::CheckType { fail, .. }
                | Instr::CheckTypes { fail, .. }
                | Instr::CheckCount { fail, .. }
                | Instr::CheckEqual { fail, .. }
                | Instr::Constraint { fail, .. }
                | Instr::Switch { fail, .. } => *fail = to,
                Instr::Jump { to: t } => *t = to,
                Instr::ForEach { end, .. } => *end = to,
                Instr::Users { .. }
                | Instr::Const { .. }
                | Instr::Success { .. }
                | Instr::Return => {
                    unreachable!("instruction {pc} has no target")
                }
            }
        }
    }

    fn open(&self) -> Mark {
        Mark {
            undo: self.undo.len(),
            next_reg: self.next_reg,
        }
    }

    fn close(&mut self, mark: Mark) {
        while self.undo.len() > mark.undo {
            let (pos, before) = self.undo.pop().expect("above the mark");
            match before {
                Some(r) => self.scope.insert(pos, r),
                None => self.scope.remove(&pos),
            };
        }
        self.next_reg = mark.next_reg;
    }

    fn new_reg(&mut self) -> RegId {
        let r = self.next_reg;
        self.next_reg += 1;
        self.program.num_regs = self.program.num_regs.max(self.next_reg as usize);
        r
    }

    fn bind(&mut self, pos: PositionId, reg: RegId) {
        let before = self.scope.insert(pos, reg);
        self.undo.push((pos, before));
    }

    fn seq(&mut self, nodes: &[Node]) -> Result<(), LiteralError> {
        for node in nodes {
            self.node(node)?;
        }
        Ok(())
    }

    fn node(&mut self, node: &Node) -> Result<(), LiteralError> {
        match node {
            Node::Bool {
                position,
                question,
                answer,
                then,
            } => self.case(*position, *question, answer, then, None),
            Node::Switch {
                position,
                question,
                cases,
            } => self.switch(*position, *question, cases),
            Node::ForEach { position, body } => self.for_each(*position, body),
            Node::Success(s) => {
                let mark = self.open();
                let mut fails = Vec::new();
                let mut captures = Vec::with_capacity(s.captures.len());
                for cap in &s.captures {
                    if cap.kind == EntityKind::OpRange {
                        // Users are no entity a rewrite takes: the match cannot be made.
                        self.emit_failing(Instr::Jump { to: UNPATCHED }, &mut fails);
                    }
                    captures.push(self.load(cap.position, &mut fails)?);
                }
                let index = self.program.successes.len() as u32;
                self.program.successes.push(Success {
                    pattern: s.pattern,
                    benefit: s.benefit,
                    captures: captures.into(),
                });
                self.emit(Instr::Success { index });
                let end = self.pc();
                self.patch(&fails, end);
                self.close(mark);
                Ok(())
            }
            Node::Exit => {
                self.emit(Instr::Return);
                Ok(())
            }
        }
    }

    /// One case: load, check, children; `jumps`: a jump past the enclosing switch is
    /// emitted after the children and noted there.
    fn case(
        &mut self,
        position: PositionId,
        question: Question,
        answer: &Answer,
        then: &[Node],
        jumps: Option<&mut Vec<Pc>>,
    ) -> Result<(), LiteralError> {
        let mark = self.open();
        let mut fails = Vec::new();
        let reg = self.load(position, &mut fails)?;
        let unpatched = UNPATCHED;
        let check = match (question, answer) {
            (Question::IsNotNull, _) => None,
            (Question::OperationName, Answer::OperationName(name)) => Some(Instr::CheckName {
                op: reg,
                name: self.ctx.intern_op_name(name),
                fail: unpatched,
            }),
            (Question::TypeValue, Answer::Type(TypeLiteral::Single(t))) => Some(Instr::CheckType {
                reg,
                ty: self.ty(t)?,
                fail: unpatched,
            }),
            (Question::TypeValue, Answer::Type(TypeLiteral::List(ts))) => {
                let list = self.type_list(ts)?;
                Some(Instr::CheckTypes {
                    reg,
                    list,
                    fail: unpatched,
                })
            }
            (Question::AttributeValue, Answer::Attribute(a)) => Some(Instr::CheckAttr {
                reg,
                attr: self.attr(a)?,
                fail: unpatched,
            }),
            (Question::OperandCount, Answer::Count(n)) => Some(count(reg, Count::Operands, *n)),
            (Question::OperandCountAtLeast, Answer::Count(n)) => {
                Some(count(reg, Count::OperandsAtLeast, *n))
            }
            (Question::ResultCount, Answer::Count(n)) => Some(count(reg, Count::Results, *n)),
            (Question::ResultCountAtLeast, Answer::Count(n)) => {
                Some(count(reg, Count::ResultsAtLeast, *n))
            }
            (Question::EqualTo(other), Answer::True) => {
                let b = self.load(other, &mut fails)?;
                Some(Instr::CheckEqual {
                    a: reg,
                    b,
                    fail: unpatched,
                })
            }
            (Question::Constraint(c), Answer::True) => Some(self.constraint(c, &mut fails)?),
            // A question with an answer of another kind never holds.
            _ => Some(Instr::Jump { to: unpatched }),
        };
        if let Some(check) = check {
            self.emit_failing(check, &mut fails);
        }
        self.seq(then)?;
        if let Some(jumps) = jumps {
            self.emit_failing(Instr::Jump { to: UNPATCHED }, jumps);
        }
        let end = self.pc();
        self.patch(&fails, end);
        self.close(mark);
        Ok(())
    }

    /// A native constraint call: its arguments loaded, its result positions bound to
    /// fresh registers for the children.
    fn constraint(&mut self, c: ConstraintId, fails: &mut Vec<Pc>) -> Result<Instr, LiteralError> {
        let q = self.tree.constraint(c);
        let mut args = Vec::with_capacity(q.args.len());
        for &a in &q.args {
            if self.tree.entity_kind(a) == EntityKind::OpRange {
                // Not an entity a native takes: the constraint cannot be asked.
                self.emit_failing(Instr::Jump { to: UNPATCHED }, fails);
            }
            args.push(self.load(a, fails)?);
        }
        let results: Vec<RegId> = (0..q.result_types.len()).map(|_| self.new_reg()).collect();
        if !q.negated {
            if let Some(positions) = self.constraint_results.get(&c).cloned() {
                for (index, pos) in positions {
                    if let Some(&r) = results.get(index as usize) {
                        self.bind(pos, r);
                    }
                }
            }
        }
        let call = self.program.calls.len() as u32;
        self.program.calls.push(Call {
            callee: self.natives.constraint_index(&q.name),
            args: args.into(),
            results: results.into(),
            negated: q.negated,
        });
        Ok(Instr::Constraint {
            call,
            fail: UNPATCHED,
        })
    }

    fn switch(
        &mut self,
        position: PositionId,
        question: Question,
        cases: &[(Answer, Vec<Node>)],
    ) -> Result<(), LiteralError> {
        // The position is loaded once for all the cases; when it is absent, none runs.
        let mark = self.open();
        let mut fails = Vec::new();
        let reg = self.load(position, &mut fails)?;
        if question.is_at_least() {
            // Every reached count runs, lowest first.
            for (answer, then) in cases {
                self.case(position, question, answer, then, None)?;
            }
            let end = self.pc();
            self.patch(&fails, end);
            self.close(mark);
            return Ok(());
        }
        let on = match question {
            Question::OperationName => Some(SwitchOn::OpName),
            Question::AttributeValue => Some(SwitchOn::Attr),
            Question::TypeValue => Some(SwitchOn::Type),
            _ => None,
        };
        let keys: Option<Vec<u32>> = match on {
            Some(on) if cases.len() >= MIN_TABLE_CASES && cases.len() < u16::MAX as usize => cases
                .iter()
                .map(|(answer, _)| self.key(on, answer))
                .collect::<Result<Option<Vec<u32>>, LiteralError>>()?,
            _ => None,
        };
        let mut jumps = Vec::new();
        let (Some(on), Some(keys)) = (on, keys) else {
            // At most one case holds: each jumps past the others when it ran.
            for (answer, then) in cases {
                self.case(position, question, answer, then, Some(&mut jumps))?;
            }
            let end = self.pc();
            self.patch(&jumps, end);
            self.patch(&fails, end);
            self.close(mark);
            return Ok(());
        };
        // The slot is taken now: the cases may hold switches of their own.
        let table = self.program.tables.len() as u32;
        self.program.tables.push(Table {
            cases: CaseTable::new(&[]),
            targets: Box::new([]),
        });
        self.emit_failing(
            Instr::Switch {
                reg,
                on,
                table,
                fail: UNPATCHED,
            },
            &mut fails,
        );
        let mut entries = Vec::with_capacity(cases.len());
        let mut targets = Vec::with_capacity(cases.len());
        let mut seen = FxHashSet::default();
        for (k, ((_, then), key)) in cases.iter().zip(keys).enumerate() {
            // Two answers with one handle (two spellings of one attribute): the first
            // case wins, as with one check per case; the other never runs.
            if !seen.insert(key) {
                continue;
            }
            entries.push((key, (k + 1) as u16));
            targets.push(self.pc());
            let case_mark = self.open();
            self.seq(then)?;
            self.close(case_mark);
            self.emit_failing(Instr::Jump { to: UNPATCHED }, &mut jumps);
        }
        // Case numbers are positions in `cases`; the targets of skipped duplicates are
        // never read, so give them the end too.
        let end = self.pc();
        let mut by_case = vec![end; cases.len()];
        for (&(_, case), &t) in entries.iter().zip(&targets) {
            by_case[case as usize - 1] = t;
        }
        self.program.tables[table as usize] = Table {
            cases: CaseTable::new(&entries),
            targets: by_case.into(),
        };
        self.patch(&jumps, end);
        self.patch(&fails, end);
        self.close(mark);
        Ok(())
    }

    /// The handle index a switch table keys case `answer` by; `None` when the answer
    /// is not of the switch's kind (then the switch is laid out as checks).
    fn key(&mut self, on: SwitchOn, answer: &Answer) -> Result<Option<u32>, LiteralError> {
        Ok(match (on, answer) {
            (SwitchOn::OpName, Answer::OperationName(n)) => {
                Some(self.ctx.intern_op_name(n).ident().index())
            }
            (SwitchOn::Attr, Answer::Attribute(a)) => Some(self.attr(a)?.index()),
            (SwitchOn::Type, Answer::Type(TypeLiteral::Single(t))) => Some(self.ty(t)?.index()),
            _ => None,
        })
    }

    fn for_each(&mut self, position: PositionId, body: &[Node]) -> Result<(), LiteralError> {
        let Position::ForEach { users, .. } = self.tree.position(position) else {
            return Ok(());
        };
        let mark = self.open();
        let mut fails = Vec::new();
        let users = self.load(*users, &mut fails)?;
        let out = self.new_reg();
        self.bind(position, out);
        self.emit_failing(
            Instr::ForEach {
                users,
                out,
                end: UNPATCHED,
            },
            &mut fails,
        );
        self.seq(body)?;
        self.emit(Instr::Return);
        let end = self.pc();
        self.patch(&fails, end);
        self.close(mark);
        Ok(())
    }

    /// The register of `pos`, loading it (and what it derives from) when the path has
    /// not; a load that finds nothing jumps to a target noted in `fails`.
    fn load(&mut self, pos: PositionId, fails: &mut Vec<Pc>) -> Result<RegId, LiteralError> {
        if let Some(&r) = self.scope.get(&pos) {
            return Ok(r);
        }
        let position = self.tree.position(pos).clone();
        let reg = match position {
            Position::Operation { parent: None, .. } => 0,
            Position::Operation {
                parent: Some(parent),
                ..
            } => {
                if let Position::ForEach { .. } = self.tree.position(parent) {
                    // The op a loop binds; absent outside the loop.
                    match self.scope.get(&parent) {
                        Some(&r) => r,
                        None => return Ok(self.never(fails)),
                    }
                } else {
                    let value = self.load(parent, fails)?;
                    let out = self.new_reg();
                    self.emit_failing(
                        Instr::DefiningOp {
                            value,
                            out,
                            fail: UNPATCHED,
                        },
                        fails,
                    );
                    out
                }
            }
            Position::Operand { op, index } => {
                let op = self.load(op, fails)?;
                let out = self.new_reg();
                self.emit_failing(
                    Instr::Operand {
                        op,
                        index,
                        out,
                        fail: UNPATCHED,
                    },
                    fails,
                );
                out
            }
            Position::OperandGroup {
                op,
                group,
                variadic,
            } => {
                let op = self.load(op, fails)?;
                let out = self.new_reg();
                self.emit_failing(
                    Instr::OperandGroup {
                        op,
                        group: group.unwrap_or(u32::MAX),
                        variadic,
                        out,
                        fail: UNPATCHED,
                    },
                    fails,
                );
                out
            }
            Position::Result { op, index } => {
                let op = self.load(op, fails)?;
                let out = self.new_reg();
                self.emit_failing(
                    Instr::Result {
                        op,
                        index,
                        out,
                        fail: UNPATCHED,
                    },
                    fails,
                );
                out
            }
            Position::ResultGroup {
                op,
                group,
                variadic,
            } => {
                let op = self.load(op, fails)?;
                let out = self.new_reg();
                self.emit_failing(
                    Instr::ResultGroup {
                        op,
                        group: group.unwrap_or(u32::MAX),
                        variadic,
                        out,
                        fail: UNPATCHED,
                    },
                    fails,
                );
                out
            }
            Position::Attribute { op, name } => {
                let op = self.load(op, fails)?;
                let name = self.ctx.intern_ident(&name);
                let out = self.new_reg();
                self.emit_failing(
                    Instr::Attr {
                        op,
                        name,
                        out,
                        fail: UNPATCHED,
                    },
                    fails,
                );
                out
            }
            // Bound by the constraint call while its children run; absent elsewhere.
            Position::ConstraintResult { .. } | Position::ForEach { .. } => {
                return Ok(self.never(fails))
            }
            Position::Type { parent } => {
                let of = self.load(parent, fails)?;
                let out = self.new_reg();
                self.emit_failing(
                    Instr::TypeOf {
                        of,
                        out,
                        fail: UNPATCHED,
                    },
                    fails,
                );
                out
            }
            Position::AttributeLiteral { value } => {
                let a = self.attr(&value)?;
                self.constant(Reg::Attr(a))
            }
            Position::TypeLiteral { value } => {
                let reg = match &value {
                    TypeLiteral::Single(t) => Reg::Type(self.ty(t)?),
                    TypeLiteral::List(ts) => Reg::TypeList(self.type_list(ts)?),
                };
                self.constant(reg)
            }
            Position::Users {
                value,
                use_representative,
            } => {
                let of = self.load(value, fails)?;
                let out = self.new_reg();
                self.emit(Instr::Users {
                    of,
                    representative: use_representative,
                    out,
                });
                out
            }
        };
        self.bind(pos, reg);
        Ok(reg)
    }

    /// A load that always fails: a jump noted in `fails`; the register is never read.
    fn never(&mut self, fails: &mut Vec<Pc>) -> RegId {
        self.emit_failing(Instr::Jump { to: UNPATCHED }, fails);
        self.new_reg()
    }

    fn constant(&mut self, value: Reg) -> RegId {
        let index = match self.program.constants.iter().position(|c| *c == value) {
            Some(i) => i,
            None => {
                self.program.constants.push(value);
                self.program.constants.len() - 1
            }
        } as u32;
        let out = self.new_reg();
        self.emit(Instr::Const { index, out });
        out
    }

    fn attr(&mut self, text: &str) -> Result<pdll_runtime::attributes::Attribute, LiteralError> {
        if let Some(&a) = self.attrs.get(text) {
            return Ok(a);
        }
        let a = self.ctx.parse_attribute(text).map_err(|e| LiteralError {
            text: text.to_string(),
            message: e.to_string(),
        })?;
        self.attrs.insert(text.to_string(), a);
        Ok(a)
    }

    fn ty(&mut self, text: &str) -> Result<Type, LiteralError> {
        if let Some(&t) = self.types.get(text) {
            return Ok(t);
        }
        let t = self.ctx.parse_type(text).map_err(|e| LiteralError {
            text: text.to_string(),
            message: e.to_string(),
        })?;
        self.types.insert(text.to_string(), t);
        Ok(t)
    }

    fn type_list(&mut self, texts: &[String]) -> Result<u32, LiteralError> {
        let list: Box<[Type]> = texts.iter().map(|t| self.ty(t)).collect::<Result<_, _>>()?;
        let index = match self.program.type_lists.iter().position(|l| *l == list) {
            Some(i) => i,
            None => {
                self.program.type_lists.push(list);
                self.program.type_lists.len() - 1
            }
        };
        Ok(index as u32)
    }
}

fn count(op: RegId, count: Count, n: u32) -> Instr {
    Instr::CheckCount {
        op,
        count,
        n,
        fail: UNPATCHED,
    }
}
