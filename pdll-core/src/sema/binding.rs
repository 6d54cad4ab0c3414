//! The binding rule: every variable of a pattern's match section must be connected to
//! the root operation (the one its op-rewrite statement names).
//!
//! MLIR 19 leaves this to the PDL verifier ("expected a bindable user"); here it is a
//! checked rule with a PDLL message. Connection is the undirected relation that the
//! matcher can follow: an op expression connects itself with its operands, attributes
//! and result types; a constraint call connects its arguments and results; a variable
//! is connected with its initializer and its type constraint (`Value<t>`); member
//! access stays with its base. Tuples only group: they connect nothing by themselves.
//! A call of a PDLL declaration also connects its arguments with the pattern variables
//! its body captures. Variables with an initializer are not checked themselves (what
//! their initializer matches is).
//! Variables defined in a rewrite section need a value (checked where they are
//! defined), so together nothing unbound reaches the rewrite.

use super::checker::{Check, Checker, Reported};
use super::hir::{self, DeclId, VarId, VarKind};
use crate::diag::Diagnostic;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Union-find over the variables it meets and op/call nodes, with what it needs to
/// know about PDLL declarations. Nodes are made on demand, so a check costs what the
/// pattern holds, not what the whole program holds.
struct Graph<'p> {
    parent: Vec<usize>,
    var_nodes: HashMap<VarId, usize>,
    prog: &'p hir::Program,
    /// The variables a PDLL body may capture (`None`: any).
    capturable: Option<HashSet<VarId>>,
}

impl Graph<'_> {
    fn new<'p>(prog: &'p hir::Program, capturable: Option<&[VarId]>) -> Graph<'p> {
        Graph {
            parent: Vec::new(),
            var_nodes: HashMap::default(),
            prog,
            capturable: capturable.map(|vs| vs.iter().copied().collect()),
        }
    }

    /// The node of variable `v`.
    fn var(&mut self, v: VarId) -> usize {
        if let Some(&n) = self.var_nodes.get(&v) {
            return n;
        }
        let n = self.node();
        self.var_nodes.insert(v, n);
        n
    }

    /// The pattern variables a PDLL declaration's body refers to (its captures),
    /// including through the declarations it calls. A call (or a constraint-list use)
    /// connects its arguments with them, as the inlined body will.
    fn captures(&self, decl: DeclId) -> Vec<VarId> {
        let mut seen = HashSet::default();
        let mut out = Vec::new();
        self.captures_into(decl, &mut seen, &mut out);
        out
    }

    fn captures_into(&self, decl: DeclId, seen: &mut HashSet<DeclId>, out: &mut Vec<VarId>) {
        if !seen.insert(decl) {
            return;
        }
        let hir::DeclBody::Pdll(body) = &self.prog.decl(decl).body else {
            return;
        };
        let mut exprs = Vec::new();
        collect_stmt_exprs(self.prog, body, &mut exprs);
        while let Some(e) = exprs.pop() {
            match &e.kind {
                hir::ExprKind::Var(v) if self.capturable.as_ref().is_none_or(|c| c.contains(v)) => {
                    out.push(*v)
                }
                hir::ExprKind::Call(call) => self.captures_into(call.callee, seen, out),
                _ => {}
            }
            push_children(e, &mut exprs);
        }
    }

    fn node(&mut self) -> usize {
        self.parent.push(self.parent.len());
        self.parent.len() - 1
    }

    fn find(&mut self, mut x: usize) -> usize {
        while self.parent[x] != x {
            self.parent[x] = self.parent[self.parent[x]];
            x = self.parent[x];
        }
        x
    }

    fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            self.parent[a] = b;
        }
    }
}

/// The nodes an expression stands for, joining what it connects on the way.
fn handles(g: &mut Graph, e: &hir::Expr, out: &mut Vec<usize>) {
    match &e.kind {
        hir::ExprKind::Var(v) => out.push(g.var(*v)),
        hir::ExprKind::AttrLit(_) | hir::ExprKind::TypeLit(_) => {}
        hir::ExprKind::Op(op) => {
            let n = g.node();
            let mut inner = Vec::new();
            for x in op
                .operands
                .iter()
                .chain(op.attrs.iter().map(|a| &a.value))
                .chain(&op.results)
            {
                handles(g, x, &mut inner);
            }
            for h in inner {
                g.union(n, h);
            }
            out.push(n);
        }
        hir::ExprKind::Call(call) => {
            let n = g.node();
            for cap in g.captures(call.callee) {
                let c = g.var(cap);
                g.union(n, c);
            }
            let mut inner = Vec::new();
            for a in &call.args {
                handles(g, a, &mut inner);
            }
            for h in inner {
                g.union(n, h);
            }
            out.push(n);
        }
        hir::ExprKind::Tuple(xs) | hir::ExprKind::Range(xs) => {
            for x in xs {
                handles(g, x, out);
            }
        }
        hir::ExprKind::OpResult { op: base, .. }
        | hir::ExprKind::ResultGroup { op: base, .. }
        | hir::ExprKind::AllResults(base)
        | hir::ExprKind::TupleElem { tuple: base, .. } => handles(g, base, out),
    }
}

/// Joins everything `e` stands for with `to`.
fn join(g: &mut Graph, to: usize, e: &hir::Expr) {
    let mut hs = Vec::new();
    handles(g, e, &mut hs);
    for h in hs {
        g.union(to, h);
    }
}

fn stmts(g: &mut Graph, body: &[hir::Stmt]) {
    for s in body {
        match &s.kind {
            hir::StmtKind::Expr(e) => {
                let mut hs = Vec::new();
                handles(g, e, &mut hs);
            }
            hir::StmtKind::Compound(inner) => stmts(g, inner),
            // Variables are joined with their initializers below; op-rewrite statements
            // and `return` do not occur in a match section.
            _ => {}
        }
    }
}

/// Checks the binding rule for a checked pattern body (match section, then its
/// op-rewrite statement). Reports one error per unconnected group of variables.
pub(crate) fn check_pattern(c: &mut Checker, body: &[hir::Stmt]) -> Check<()> {
    let Some((last, match_section)) = body.split_last() else {
        return Ok(());
    };
    let root = match &last.kind {
        hir::StmtKind::Erase(r)
        | hir::StmtKind::Replace { root: r, .. }
        | hir::StmtKind::Rewrite { root: r, .. } => r,
        _ => return Ok(()),
    };
    let vars: Vec<VarId> = c.match_vars.clone();
    let mut g = Graph::new(&c.prog, Some(&vars));
    for &v in &vars {
        let var = c.prog.var(v);
        if let Some(init) = &var.init {
            let n = g.var(v);
            join(&mut g, n, init);
        }
        for con in &var.constraints {
            if let hir::VarConstraintKind::Attr(Some(t))
            | hir::VarConstraintKind::Value(Some(t))
            | hir::VarConstraintKind::ValueRange(Some(t)) = &con.kind
            {
                let n = g.var(v);
                join(&mut g, n, t);
            }
            if let hir::VarConstraintKind::User(d) = &con.kind {
                for cap in g.captures(*d) {
                    let (a, b) = (g.var(v), g.var(cap));
                    g.union(a, b);
                }
            }
        }
    }
    stmts(&mut g, match_section);
    let mut root_nodes = Vec::new();
    handles(&mut g, root, &mut root_nodes);
    let Some(&root_node) = root_nodes.first() else {
        return Ok(());
    };
    let root_set = g.find(root_node);
    // Groups that hold a variable that must be bound (one without an initializer: a
    // variable with one is bound through it, and constants such as `attr<"...">` or
    // `()` need no binding) but are not the root's.
    let mut bad_sets = Vec::new();
    for &v in &vars {
        let n = g.var(v);
        let set = g.find(n);
        if c.prog.var(v).init.is_none() && set != root_set && !bad_sets.contains(&set) {
            bad_sets.push(set);
        }
    }
    // One error per group, at the variable most likely to be the culprit: a named one
    // without a value, a wildcard, a named one, the first one.
    let mut unbound = Vec::new();
    for set in bad_sets {
        let members: Vec<VarId> = vars
            .iter()
            .copied()
            .filter(|v| {
                let n = g.var(*v);
                g.find(n) == set
            })
            .collect();
        let var = |v: &VarId| c.prog.var(*v);
        let pick = members
            .iter()
            .find(|v| {
                matches!(var(v).kind, VarKind::Let | VarKind::Inline) && var(v).init.is_none()
            })
            .or_else(|| members.iter().find(|v| var(v).kind == VarKind::Wildcard))
            .or_else(|| {
                members
                    .iter()
                    .find(|v| matches!(var(v).kind, VarKind::Let | VarKind::Inline))
            })
            .or(members.first());
        if let Some(&v) = pick {
            unbound.push(v);
        }
    }
    drop(g);
    for &v in &unbound {
        let var = c.prog.var(v);
        let what = match var.kind {
            VarKind::Implicit => "this operation is".to_owned(),
            VarKind::Wildcard => "this `_` variable is".to_owned(),
            _ => format!("variable `{}` is", var.name),
        };
        let span = var.span;
        c.error(
            Diagnostic::error(
                span,
                format!("{what} not bound to the root operation of the pattern"),
            )
            .with_code(crate::diag::Code::Unreachable)
            .with_label(root.span, "the root operation is named here")
            .with_help(
                "use it as an operand, attribute or result type of an operation connected to \
                     the root, or as an argument of a constraint on such values",
            ),
        );
    }
    // An unconnected operation is usually unused too: one error is enough.
    if unbound.is_empty() && check_uses(c, body, match_section) {
        Ok(())
    } else {
        Err(Reported)
    }
}

/// The second half of the binding rule (PDL's "bindable user"): an operation matched in
/// the match section, other than the root, must be used (as an operand, a constraint
/// argument, or in the rewrite), or the matcher has no way to reach it. Returns false
/// when an error was reported.
fn check_uses(c: &mut Checker, body: &[hir::Stmt], match_section: &[hir::Stmt]) -> bool {
    let vars = c.match_vars.clone();
    report_unused(c, body, match_section, &vars, Some(&vars), false)
}

/// The "bindable user" rule for the body of a PDLL `Constraint`, which is inlined into
/// match sections: an operation it matches must be used in it (or returned).
/// Its errors are held back until a pattern uses the constraint
/// ([`Checker::defer_error`]).
pub(crate) fn check_constraint_body(c: &mut Checker, body: &[hir::Stmt]) {
    // The body's own `let` variables (their type constraints are uses); a body may
    // capture any earlier variable.
    let vars: Vec<VarId> = body
        .iter()
        .filter_map(|s| match s.kind {
            hir::StmtKind::Let(v) => Some(v),
            _ => None,
        })
        .collect();
    report_unused(c, body, body, &vars, None, true);
}

/// Reports the operations matched by `section` that nothing in `body` uses.
fn report_unused(
    c: &mut Checker,
    body: &[hir::Stmt],
    section: &[hir::Stmt],
    vars: &[VarId],
    capturable: Option<&[VarId]>,
    deferred: bool,
) -> bool {
    let used = used_vars(&c.prog, body, vars, capturable);
    let mut problems = Vec::new();
    for s in section {
        match &s.kind {
            hir::StmtKind::Let(v) => {
                let var = c.prog.var(*v);
                let is_op = matches!(
                    var.init.as_ref().map(|e| &e.kind),
                    Some(hir::ExprKind::Op(_))
                );
                if is_op && !used.contains(v) {
                    problems.push((
                        var.span,
                        format!("operation `{}` is matched but never used", var.name),
                    ));
                }
            }
            hir::StmtKind::Expr(e) if matches!(e.kind, hir::ExprKind::Op(_)) => {
                problems.push((
                    e.span,
                    "this operation is matched but never used".to_owned(),
                ));
            }
            _ => {}
        }
    }
    let ok = problems.is_empty();
    for (span, message) in problems {
        let diag = Diagnostic::error(span, message)
            .with_code(crate::diag::Code::Unreachable)
            .with_help(
                "use it as an operand, as a constraint argument or in the rewrite, so the matcher \
             can reach it; or remove it",
            );
        if deferred {
            c.defer_error(diag);
        } else {
            c.error(diag);
        }
    }
    ok
}

/// The pattern variables referred to anywhere in `body` (the defining occurrence of an
/// inline variable is not a use), including through the bodies of the PDLL
/// declarations it calls.
fn used_vars(
    prog: &hir::Program,
    body: &[hir::Stmt],
    vars: &[VarId],
    capturable: Option<&[VarId]>,
) -> HashSet<VarId> {
    let g = Graph::new(prog, capturable);
    let mut exprs = Vec::new();
    collect_stmt_exprs(prog, body, &mut exprs);
    for v in vars {
        for con in &prog.var(*v).constraints {
            match &con.kind {
                hir::VarConstraintKind::Attr(Some(t))
                | hir::VarConstraintKind::Value(Some(t))
                | hir::VarConstraintKind::ValueRange(Some(t)) => exprs.push(t),
                _ => {}
            }
        }
    }
    let mut used = HashSet::default();
    let mut constraints_of_match_vars: Vec<DeclId> = Vec::new();
    for v in vars {
        for con in &prog.var(*v).constraints {
            if let hir::VarConstraintKind::User(d) = con.kind {
                constraints_of_match_vars.push(d);
            }
        }
    }
    for d in constraints_of_match_vars {
        used.extend(g.captures(d));
    }
    while let Some(e) = exprs.pop() {
        match &e.kind {
            hir::ExprKind::Var(v) => {
                let var = prog.var(*v);
                let defining = matches!(var.kind, VarKind::Inline | VarKind::Wildcard)
                    && var.span.start == e.span.start;
                if !defining {
                    used.insert(*v);
                }
            }
            hir::ExprKind::Call(call) => {
                used.extend(g.captures(call.callee));
            }
            _ => {}
        }
        push_children(e, &mut exprs);
    }
    used
}

/// The expressions directly in `stmts` (and in the variables they define).
fn collect_stmt_exprs<'p>(
    prog: &'p hir::Program,
    stmts: &'p [hir::Stmt],
    out: &mut Vec<&'p hir::Expr>,
) {
    for s in stmts {
        match &s.kind {
            hir::StmtKind::Let(v) => {
                let var = prog.var(*v);
                out.extend(var.init.iter());
            }
            hir::StmtKind::Expr(e) | hir::StmtKind::Erase(e) | hir::StmtKind::Return(e) => {
                out.push(e)
            }
            hir::StmtKind::Replace { root, values } => {
                out.push(root);
                out.extend(values.iter());
            }
            hir::StmtKind::Rewrite { root, body } => {
                out.push(root);
                collect_stmt_exprs(prog, body, out);
            }
            hir::StmtKind::Compound(body) => collect_stmt_exprs(prog, body, out),
        }
    }
}

/// Pushes the direct sub-expressions of `e`.
fn push_children<'p>(e: &'p hir::Expr, out: &mut Vec<&'p hir::Expr>) {
    match &e.kind {
        hir::ExprKind::Var(_) | hir::ExprKind::AttrLit(_) | hir::ExprKind::TypeLit(_) => {}
        hir::ExprKind::Op(op) => {
            out.extend(op.operands.iter());
            out.extend(op.attrs.iter().map(|a| &a.value));
            out.extend(op.results.iter());
        }
        hir::ExprKind::Tuple(xs) | hir::ExprKind::Range(xs) => out.extend(xs.iter()),
        hir::ExprKind::OpResult { op: base, .. }
        | hir::ExprKind::ResultGroup { op: base, .. }
        | hir::ExprKind::AllResults(base)
        | hir::ExprKind::TupleElem { tuple: base, .. } => out.push(base),
        hir::ExprKind::Call(call) => out.extend(call.args.iter()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn union_find_joins_transitively() {
        let prog = hir::Program::default();
        let mut g = Graph::new(&prog, None);
        let a = g.node();
        let b = g.node();
        let c = g.node();
        let d = g.node();
        g.union(a, b);
        g.union(c, b);
        assert_eq!(g.find(a), g.find(c));
        assert_ne!(g.find(a), g.find(d));
    }
}
