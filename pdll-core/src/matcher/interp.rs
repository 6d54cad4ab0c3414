//! A reference interpreter of the [`MatcherTree`] over pdll-runtime IR.
//!
//! It runs the tree on one root op and returns every match recorded, in the order the
//! success nodes were reached: what the generated matcher must produce too, so tests
//! use it to check trees without codegen and as a differential oracle for generated
//! code. Position values follow MLIR 19's PDL bytecode (see the [`super::tree`] docs).
//!
//! Literal types, attributes and op names are interned once, by
//! [`Interpreter::new`] (as a generated pattern set does when it is built); matching
//! then only reads the [`Context`] and the [`Ir`]. [`Interpreter::match_op_mut`] hands
//! natives the context mutably instead, as generated matchers do (a native constraint
//! may intern what it returns); [`Interpreter::owning`] keeps the tree it runs, for a
//! pattern set built at run time.
//!
//! ```
//! use pdll_core::matcher::{build_tree, Interpreter};
//! use pdll_core::{pdl, sema, syntax};
//! use pdll_runtime::{Context, Ir};
//!
//! let src = "Pattern P => erase op<test.dead>;";
//! let (ast, _) = syntax::parse_str("p.pdll", src, &Default::default(), &mut Default::default());
//! let (program, _) = sema::check(&ast.unwrap());
//! let module = pdl::lower(&program.unwrap()).unwrap();
//! let tree = build_tree(&module).unwrap();
//!
//! let (mut ctx, mut ir) = (Context::new(), Ir::new());
//! let name = ctx.intern_op_name("test.dead");
//! let op = ir.create_simple_op(name, &[], &[], None);
//! let interp = Interpreter::new(&tree, &mut ctx).unwrap();
//! let matches = interp.match_op(&ctx, &ir, op, &|_, _, _, _| None);
//! assert_eq!(matches.len(), 1);
//! assert_eq!(matches[0].pattern, 0);
//! ```

use super::tree::{
    Answer, ConstraintId, MatcherTree, Node, Position, PositionId, Question, TypeLiteral,
};
use pdll_runtime::attributes::{AttrKind, Attribute};
use pdll_runtime::types::Type;
use pdll_runtime::{Captured, Context, Ir, Match, Op, OpName, Value};
use rustc_hash::FxHashMap;
use std::borrow::Cow;
use std::fmt;

/// A native constraint: `(context, IR, name, arguments)` to `None` when the constraint
/// fails, or `Some(results)` when it holds (results in declaration order).
pub type NativeConstraints<'a> =
    dyn Fn(&Context, &Ir, &str, &[Captured]) -> Option<Vec<Captured>> + 'a;

/// A native constraint that may intern into the context (what it returns, say), as
/// the natives of generated sets do; otherwise as [`NativeConstraints`].
pub type NativeConstraintsMut<'a> =
    dyn Fn(&mut Context, &Ir, &str, &[Captured]) -> Option<Vec<Captured>> + 'a;

/// One match recorded by the interpreter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InterpMatch {
    /// The pattern's index in the module.
    pub pattern: usize,
    /// Its benefit.
    pub benefit: u16,
    /// The captured entities, in [`super::SuccessNode::captures`] order.
    pub captures: Vec<Captured>,
}

impl InterpMatch {
    /// The runtime [`Match`] this stands for, found at `root`.
    pub fn into_match(self, root: Op) -> Match {
        let mut m = Match::new(self.pattern, self.benefit, root);
        m.captures = self.captures.into_iter().collect();
        m
    }
}

/// A literal of the tree that the runtime could not parse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiteralError {
    /// The literal text.
    pub text: String,
    /// The parser's message.
    pub message: String,
}

impl fmt::Display for LiteralError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot parse literal `{}`: {}", self.text, self.message)
    }
}

impl std::error::Error for LiteralError {}

/// A tree prepared for matching: its literals interned in a [`Context`].
pub struct Interpreter<'t> {
    /// Borrowed, or owned by an interpreter built with [`Interpreter::owning`].
    tree: Cow<'t, MatcherTree>,
    op_names: FxHashMap<String, OpName>,
    types: FxHashMap<String, Type>,
    attrs: FxHashMap<String, Attribute>,
    /// `i1`, the type of boolean attributes.
    i1: Type,
}

/// Runs `tree` once on `root` (interning its literals into `ctx` first).
pub fn interpret(
    tree: &MatcherTree,
    ctx: &mut Context,
    ir: &Ir,
    root: Op,
    natives: &NativeConstraints<'_>,
) -> Result<Vec<InterpMatch>, LiteralError> {
    let interp = Interpreter::new(tree, ctx)?;
    Ok(interp.match_op(ctx, ir, root, natives))
}

/// The runtime value at a position.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Val {
    Op(Op),
    Value(Value),
    Values(Vec<Value>),
    Type(Type),
    Types(Vec<Type>),
    Attr(Attribute),
    Ops(Vec<Op>),
}

impl Val {
    fn into_captured(self) -> Option<Captured> {
        Some(match self {
            Val::Op(o) => Captured::Op(o),
            Val::Value(v) => Captured::Value(v),
            Val::Values(vs) => Captured::ValueRange(vs.into_iter().collect()),
            Val::Type(t) => Captured::Type(t),
            Val::Types(ts) => Captured::TypeRange(ts.into_iter().collect()),
            Val::Attr(a) => Captured::Attribute(a),
            Val::Ops(_) => return None,
        })
    }
}

/// The context of a run and the natives' calling convention: shared (the natives
/// only read it) or mutable (they may intern).
enum Natives<'a, 'c> {
    Shared(&'c Context, &'a NativeConstraints<'a>),
    Mut(&'c mut Context, &'a NativeConstraintsMut<'a>),
}

impl Natives<'_, '_> {
    fn ctx(&self) -> &Context {
        match self {
            Natives::Shared(ctx, _) => ctx,
            Natives::Mut(ctx, _) => ctx,
        }
    }

    fn call(&mut self, ir: &Ir, name: &str, args: &[Captured]) -> Option<Vec<Captured>> {
        match self {
            Natives::Shared(ctx, f) => f(ctx, ir, name, args),
            Natives::Mut(ctx, f) => f(ctx, ir, name, args),
        }
    }
}

/// The state of one run: the root, the ops bound by enclosing loops, the results of
/// the constraints that held on the current path.
struct Run<'a, 'c> {
    natives: Natives<'a, 'c>,
    ir: &'c Ir,
    root: Op,
    bound: FxHashMap<PositionId, Op>,
    constraint_results: FxHashMap<ConstraintId, Vec<Captured>>,
    out: Vec<InterpMatch>,
}

impl<'t> Interpreter<'t> {
    /// Interns every op name, type and attribute the tree compares with.
    pub fn new(tree: &'t MatcherTree, ctx: &mut Context) -> Result<Interpreter<'t>, LiteralError> {
        Self::with_tree(Cow::Borrowed(tree), ctx)
    }

    /// As [`Interpreter::new`], keeping `tree` (for a set that owns its interpreter).
    pub fn owning(
        tree: MatcherTree,
        ctx: &mut Context,
    ) -> Result<Interpreter<'static>, LiteralError> {
        Interpreter::with_tree(Cow::Owned(tree), ctx)
    }

    /// The tree this interpreter runs.
    pub fn tree(&self) -> &MatcherTree {
        &self.tree
    }

    fn with_tree(
        tree: Cow<'t, MatcherTree>,
        ctx: &mut Context,
    ) -> Result<Interpreter<'t>, LiteralError> {
        let i1 = ctx.intern_integer_type(1);
        let mut interp = Interpreter {
            // The literals are read from `tree` while the maps fill; it moves in last.
            tree: Cow::Owned(MatcherTree::default()),
            op_names: FxHashMap::default(),
            types: FxHashMap::default(),
            attrs: FxHashMap::default(),
            i1,
        };
        for pos in &tree.positions {
            match pos {
                Position::AttributeLiteral { value } => interp.intern_attr(ctx, value)?,
                Position::TypeLiteral { value } => interp.intern_types(ctx, value)?,
                _ => {}
            }
        }
        let mut stack: Vec<&Node> = tree.root.iter().collect();
        while let Some(node) = stack.pop() {
            match node {
                Node::Switch { cases, .. } => {
                    for (answer, then) in cases {
                        interp.intern_answer(ctx, answer)?;
                        stack.extend(then);
                    }
                }
                Node::Bool { answer, then, .. } => {
                    interp.intern_answer(ctx, answer)?;
                    stack.extend(then);
                }
                Node::ForEach { body, .. } => stack.extend(body),
                Node::Success(_) | Node::Exit => {}
            }
        }
        interp.tree = tree;
        Ok(interp)
    }

    fn intern_answer(&mut self, ctx: &mut Context, answer: &Answer) -> Result<(), LiteralError> {
        match answer {
            Answer::Attribute(a) => self.intern_attr(ctx, a),
            Answer::Type(t) => self.intern_types(ctx, t),
            Answer::OperationName(n) => {
                let name = ctx.intern_op_name(n);
                self.op_names.insert(n.clone(), name);
                Ok(())
            }
            Answer::True | Answer::False | Answer::Count(_) => Ok(()),
        }
    }

    fn intern_attr(&mut self, ctx: &mut Context, text: &str) -> Result<(), LiteralError> {
        if !self.attrs.contains_key(text) {
            let attr = ctx.parse_attribute(text).map_err(|e| LiteralError {
                text: text.to_string(),
                message: e.to_string(),
            })?;
            self.attrs.insert(text.to_string(), attr);
        }
        Ok(())
    }

    fn intern_types(&mut self, ctx: &mut Context, lit: &TypeLiteral) -> Result<(), LiteralError> {
        let texts: Vec<&String> = match lit {
            TypeLiteral::Single(t) => vec![t],
            TypeLiteral::List(ts) => ts.iter().collect(),
        };
        for text in texts {
            if !self.types.contains_key(text) {
                let ty = ctx.parse_type(text).map_err(|e| LiteralError {
                    text: text.clone(),
                    message: e.to_string(),
                })?;
                self.types.insert(text.clone(), ty);
            }
        }
        Ok(())
    }

    /// Runs the tree on `root` and returns the matches recorded, in order.
    pub fn match_op(
        &self,
        ctx: &Context,
        ir: &Ir,
        root: Op,
        natives: &NativeConstraints<'_>,
    ) -> Vec<InterpMatch> {
        self.run(Natives::Shared(ctx, natives), ir, root)
    }

    /// As [`Interpreter::match_op`], with natives that get the context mutably.
    pub fn match_op_mut(
        &self,
        ctx: &mut Context,
        ir: &Ir,
        root: Op,
        natives: &NativeConstraintsMut<'_>,
    ) -> Vec<InterpMatch> {
        self.run(Natives::Mut(ctx, natives), ir, root)
    }

    fn run(&self, natives: Natives<'_, '_>, ir: &Ir, root: Op) -> Vec<InterpMatch> {
        let mut run = Run {
            natives,
            ir,
            root,
            bound: FxHashMap::default(),
            constraint_results: FxHashMap::default(),
            out: Vec::new(),
        };
        self.run_nodes(&self.tree.root, &mut run);
        run.out
    }

    fn run_nodes(&self, nodes: &[Node], run: &mut Run<'_, '_>) {
        for node in nodes {
            match node {
                Node::Switch {
                    position,
                    question,
                    cases,
                } => {
                    for (answer, then) in cases {
                        self.when_holds(*position, *question, answer, then, run);
                    }
                }
                Node::Bool {
                    position,
                    question,
                    answer,
                    then,
                } => self.when_holds(*position, *question, answer, then, run),
                Node::ForEach { position, body } => {
                    let Position::ForEach { users, .. } = self.tree.position(*position) else {
                        continue;
                    };
                    let Some(Val::Ops(ops)) = self.eval(*users, run) else {
                        continue;
                    };
                    for op in ops {
                        let previous = run.bound.insert(*position, op);
                        self.run_nodes(body, run);
                        match previous {
                            Some(p) => run.bound.insert(*position, p),
                            None => run.bound.remove(position),
                        };
                    }
                }
                Node::Success(success) => {
                    let captures: Option<Vec<Captured>> = success
                        .captures
                        .iter()
                        .map(|c| self.eval(c.position, run).and_then(Val::into_captured))
                        .collect();
                    if let Some(captures) = captures {
                        run.out.push(InterpMatch {
                            pattern: success.pattern,
                            benefit: success.benefit,
                            captures,
                        });
                    }
                }
                Node::Exit => return,
            }
        }
    }

    /// Runs `then` when `question` at `position` has answer `answer`.
    fn when_holds(
        &self,
        position: PositionId,
        question: Question,
        answer: &Answer,
        then: &[Node],
        run: &mut Run<'_, '_>,
    ) {
        let Some(val) = self.eval(position, run) else {
            return;
        };
        let ir = run.ir;
        let holds = match (question, &val, answer) {
            (Question::IsNotNull, _, _) => true,
            (Question::OperationName, Val::Op(op), Answer::OperationName(name)) => {
                self.op_names.get(name) == Some(&ir.op_name(*op))
            }
            (Question::TypeValue, Val::Type(t), Answer::Type(TypeLiteral::Single(s))) => {
                self.types.get(s) == Some(t)
            }
            (Question::TypeValue, Val::Types(ts), Answer::Type(TypeLiteral::List(ss))) => {
                ts.len() == ss.len() && ts.iter().zip(ss).all(|(t, s)| self.types.get(s) == Some(t))
            }
            (Question::AttributeValue, Val::Attr(a), Answer::Attribute(s)) => {
                self.attrs.get(s) == Some(a)
            }
            (Question::OperandCount, Val::Op(op), Answer::Count(n)) => {
                ir.num_operands(*op) == *n as usize
            }
            (Question::OperandCountAtLeast, Val::Op(op), Answer::Count(n)) => {
                ir.num_operands(*op) >= *n as usize
            }
            (Question::ResultCount, Val::Op(op), Answer::Count(n)) => {
                ir.num_results(*op) == *n as usize
            }
            (Question::ResultCountAtLeast, Val::Op(op), Answer::Count(n)) => {
                ir.num_results(*op) >= *n as usize
            }
            (Question::EqualTo(other), _, Answer::True) => {
                self.eval(other, run).is_some_and(|o| o == val)
            }
            (Question::Constraint(c), _, Answer::True) => {
                let q = self.tree.constraint(c);
                let args: Option<Vec<Captured>> = q
                    .args
                    .iter()
                    .map(|&a| self.eval(a, run).and_then(Val::into_captured))
                    .collect();
                let Some(args) = args else { return };
                let result = run.natives.call(ir, &q.name, &args);
                if q.negated {
                    result.is_none()
                } else {
                    match result {
                        Some(results) if results.len() == q.result_types.len() => {
                            let previous = run.constraint_results.insert(c, results);
                            self.run_nodes(then, run);
                            match previous {
                                Some(p) => run.constraint_results.insert(c, p),
                                None => run.constraint_results.remove(&c),
                            };
                            return;
                        }
                        _ => false,
                    }
                }
            }
            _ => false,
        };
        if holds {
            self.run_nodes(then, run);
        }
    }

    /// The value at `pos`, or `None` when it is absent (MLIR's null).
    fn eval(&self, pos: PositionId, run: &Run<'_, '_>) -> Option<Val> {
        let (ctx, ir) = (run.natives.ctx(), run.ir);
        Some(match self.tree.position(pos) {
            Position::Operation { parent: None, .. } => Val::Op(run.root),
            Position::Operation {
                parent: Some(parent),
                ..
            } => {
                if let Position::ForEach { .. } = self.tree.position(*parent) {
                    return run.bound.get(parent).map(|&op| Val::Op(op));
                }
                match self.eval(*parent, run)? {
                    Val::Value(v) => Val::Op(ir.defining_op(v)?),
                    Val::Values(vs) => Val::Op(ir.defining_op(*vs.first()?)?),
                    _ => return None,
                }
            }
            Position::Operand { op, index } => {
                let op = self.eval_op(*op, run)?;
                let operands = ir.operands(op);
                Val::Value(*operands.get(*index as usize)?)
            }
            Position::OperandGroup {
                op,
                group,
                variadic,
            } => {
                let op = self.eval_op(*op, run)?;
                group_of(ir.operands(op), *group, *variadic)?
            }
            Position::Result { op, index } => {
                let op = self.eval_op(*op, run)?;
                if (*index as usize) < ir.num_results(op) {
                    Val::Value(ir.result(op, *index as usize))
                } else {
                    return None;
                }
            }
            Position::ResultGroup {
                op,
                group,
                variadic,
            } => {
                let op = self.eval_op(*op, run)?;
                let results: Vec<Value> = ir.results(op).collect();
                group_of(&results, *group, *variadic)?
            }
            Position::Attribute { op, name } => {
                let op = self.eval_op(*op, run)?;
                Val::Attr(ir.attr_by_name(ctx, op, name)?)
            }
            Position::ConstraintResult { constraint, index } => {
                match run
                    .constraint_results
                    .get(constraint)?
                    .get(*index as usize)?
                {
                    Captured::Op(o) => Val::Op(*o),
                    Captured::Value(v) => Val::Value(*v),
                    Captured::ValueRange(vs) => Val::Values(vs.to_vec()),
                    Captured::Type(t) => Val::Type(*t),
                    Captured::TypeRange(ts) => Val::Types(ts.to_vec()),
                    Captured::Attribute(a) => Val::Attr(*a),
                }
            }
            Position::Type { parent } => match self.eval(*parent, run)? {
                Val::Value(v) => Val::Type(ir.value_type(v)),
                Val::Values(vs) => Val::Types(vs.iter().map(|&v| ir.value_type(v)).collect()),
                Val::Attr(a) => Val::Type(self.attr_type(ctx, a)?),
                _ => return None,
            },
            Position::AttributeLiteral { value } => Val::Attr(*self.attrs.get(value)?),
            Position::TypeLiteral { value } => match value {
                TypeLiteral::Single(t) => Val::Type(*self.types.get(t)?),
                TypeLiteral::List(ts) => Val::Types(
                    ts.iter()
                        .map(|t| self.types.get(t).copied())
                        .collect::<Option<Vec<Type>>>()?,
                ),
            },
            Position::Users {
                value,
                use_representative,
            } => match self.eval(*value, run)? {
                Val::Value(v) => Val::Ops(ir.users(v).collect()),
                Val::Values(vs) if *use_representative => {
                    Val::Ops(ir.users(*vs.first()?).collect())
                }
                Val::Values(vs) => Val::Ops(vs.iter().flat_map(|&v| ir.users(v)).collect()),
                _ => return None,
            },
            Position::ForEach { .. } => Val::Op(*run.bound.get(&pos)?),
        })
    }

    fn eval_op(&self, pos: PositionId, run: &Run<'_, '_>) -> Option<Op> {
        match self.eval(pos, run)? {
            Val::Op(op) => Some(op),
            _ => None,
        }
    }

    /// The type of a typed attribute (MLIR's `TypedAttr`), `None` for the others.
    fn attr_type(&self, ctx: &Context, attr: Attribute) -> Option<Type> {
        match ctx.attr_kind(attr) {
            AttrKind::Integer { ty, .. } | AttrKind::Float { ty, .. } => Some(*ty),
            AttrKind::Dense { ty, .. } => Some(*ty),
            AttrKind::String { ty, .. } => *ty,
            AttrKind::Bool(_) => Some(self.i1),
            _ => None,
        }
    }
}

/// An operand or result group, as MLIR's bytecode computes it for an op without
/// segment sizes: all values, or those from index `group` on; a non-variadic group must
/// hold exactly one value.
fn group_of(values: &[Value], group: Option<u32>, variadic: bool) -> Option<Val> {
    let slice = match group {
        None => values,
        Some(g) => values.get(g as usize..)?,
    };
    if variadic {
        Some(Val::Values(slice.to_vec()))
    } else if let [one] = slice {
        Some(Val::Value(*one))
    } else {
        None
    }
}
