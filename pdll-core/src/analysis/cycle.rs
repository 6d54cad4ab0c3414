//! Cycles of patterns that rewrite each other's ops: pattern A creates an op that B
//! surely matches, B one that A surely matches (through any number of patterns).
//!
//! The edges are those of [`super::recursion`]: the created op is shown to pass every
//! check of the pattern that matches it, given what the creating pattern's match
//! found. Each edge holds for every match of its creator, so a match of any pattern
//! of the cycle starts a chain of matches that never ends. Unlike a pattern that
//! matches its own op, a cycle of two or more loops under pdll-rs's driver too: it
//! skips a pattern only on the ops that pattern itself created, and in a cycle each
//! op is created by another one.
//!
//! As for one pattern, only patterns without `with recursion` are followed (with the
//! flag on one of them, the author has claimed the recursion ends), and only creators
//! whose rewrite edits nothing but their root (the ops above it stay as the match saw
//! them). A directive `allow(recursion)` on any pattern of a cycle silences it: that
//! pattern leaves the graph.

use super::recursion::Graph;
use super::{allowed, Input, Warning, WarningKind};
use crate::diag::Diagnostic;
use std::collections::VecDeque;

/// One warning per group of patterns that reach each other (a strongly connected
/// component of two or more), naming the shortest cycle through its first pattern in
/// source order.
pub(super) fn check(input: &Input<'_>, graph: &Graph) -> Vec<Warning> {
    let n = graph.edges.len();
    // Only a pattern with an edge to another can be on a cycle of two or more.
    let live: Vec<bool> = (0..n)
        .map(|i| {
            graph.edges[i].iter().any(|e| e.to != i)
                && !allowed(
                    input.sources,
                    input.pdl.patterns[i].span,
                    WarningKind::Recursion,
                )
        })
        .collect();
    let live = &live;
    let successors = |i: usize| {
        graph.edges[i]
            .iter()
            .map(|e| e.to)
            .filter(move |&j| j != i && live[j])
    };
    let mut out = Vec::new();
    for component in components(n, live, &successors) {
        if component.len() < 2 {
            continue;
        }
        let span = |i: usize| {
            let s = input.pdl.patterns[i].span;
            (s.file, s.start)
        };
        let start = *component
            .iter()
            .min_by_key(|&&i| span(i))
            .expect("not empty");
        let mut member = vec![false; n];
        for &i in &component {
            member[i] = true;
        }
        if let Some(cycle) = shortest_cycle(start, |i| successors(i).filter(|&j| member[j])) {
            out.push(warning(input, graph, &cycle));
        }
    }
    out
}

/// The strongly connected components of the live nodes (Tarjan's algorithm, with an
/// explicit stack: chains of patterns can be long).
fn components<I: Iterator<Item = usize>>(
    n: usize,
    live: &[bool],
    successors: &impl Fn(usize) -> I,
) -> Vec<Vec<usize>> {
    let mut t = Tarjan {
        index: vec![UNSEEN; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        out: Vec::new(),
    };
    for (root, &is_live) in live.iter().enumerate() {
        if !is_live || t.index[root] != UNSEEN {
            continue;
        }
        // Each frame: a node and the successors it has left to visit.
        let mut frames = vec![t.enter(root, successors)];
        while let Some((v, succ)) = frames.last_mut() {
            let v = *v;
            if let Some(w) = succ.pop() {
                if t.index[w] == UNSEEN {
                    frames.push(t.enter(w, successors));
                } else if t.on_stack[w] {
                    t.low[v] = t.low[v].min(t.index[w]);
                }
                continue;
            }
            frames.pop();
            if let Some((parent, _)) = frames.last() {
                t.low[*parent] = t.low[*parent].min(t.low[v]);
            }
            if t.low[v] == t.index[v] {
                t.pop_component(v);
            }
        }
    }
    t.out
}

/// No index yet.
const UNSEEN: usize = usize::MAX;

/// The state of Tarjan's algorithm.
struct Tarjan {
    index: Vec<usize>,
    low: Vec<usize>,
    on_stack: Vec<bool>,
    stack: Vec<usize>,
    next: usize,
    out: Vec<Vec<usize>>,
}

impl Tarjan {
    /// Numbers `v` and returns its frame: `v` and its successors, the first last.
    fn enter<I: Iterator<Item = usize>>(
        &mut self,
        v: usize,
        successors: &impl Fn(usize) -> I,
    ) -> (usize, Vec<usize>) {
        self.index[v] = self.next;
        self.low[v] = self.next;
        self.next += 1;
        self.stack.push(v);
        self.on_stack[v] = true;
        let mut succ: Vec<usize> = successors(v).collect();
        succ.reverse();
        (v, succ)
    }

    /// Pops the component whose root is `v`.
    fn pop_component(&mut self, v: usize) {
        let mut component = Vec::new();
        while let Some(w) = self.stack.pop() {
            self.on_stack[w] = false;
            component.push(w);
            if w == v {
                break;
            }
        }
        self.out.push(component);
    }
}

/// The shortest cycle from `start` back to it, as the list of its nodes from `start`.
fn shortest_cycle<I: Iterator<Item = usize>>(
    start: usize,
    successors: impl Fn(usize) -> I,
) -> Option<Vec<usize>> {
    let mut parent: rustc_hash::FxHashMap<usize, usize> = Default::default();
    let mut queue = VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for w in successors(v) {
            if w == start {
                let mut cycle = vec![v];
                let mut cur = v;
                while cur != start {
                    cur = parent[&cur];
                    cycle.push(cur);
                }
                cycle.reverse();
                return Some(cycle);
            }
            if let std::collections::hash_map::Entry::Vacant(e) = parent.entry(w) {
                e.insert(v);
                queue.push_back(w);
            }
        }
    }
    None
}

fn warning(input: &Input<'_>, graph: &Graph, cycle: &[usize]) -> Warning {
    let names: Vec<String> = cycle.iter().map(|&i| input.describe(i)).collect();
    let listed = match names.split_last() {
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        None => String::new(),
    };
    let start = cycle[0];
    let first = &input.pdl.patterns[start];
    let mut diagnostic = Diagnostic::warning(
        input.header(first.span),
        format!(
            "patterns {listed} can rewrite each other's ops forever: each creates an op \
             that the next one matches"
        ),
    );
    let mut path = names[0].clone();
    for (k, &i) in cycle.iter().enumerate() {
        let j = cycle[(k + 1) % cycle.len()];
        let edge = graph.edges[i]
            .iter()
            .find(|e| e.to == j)
            .expect("an edge of the cycle");
        let op = input.pdl.patterns[i].op(edge.op);
        let (from, to) = (&names[k], &names[(k + 1) % cycle.len()]);
        diagnostic = diagnostic.with_label(
            op.span,
            format!("{from} creates this `{}`, which {to} matches", edge.name),
        );
        path.push_str(&format!(" -> `{}` -> {to}", edge.name));
    }
    let diagnostic = diagnostic
        .with_note(format!("the cycle: {path}"))
        .with_note(
            "the driver applies a pattern to ops that another pattern created, whatever \
             their `recursion` flags, so each new op can be rewritten again and the \
             rewrites can loop forever (the driver then stops at its rewrite limit without \
             converging; MLIR's greedy driver does not stop)",
        )
        .with_help(
            "make one of the created ops fail a check of the pattern that matches it (the \
             directive below may be on any pattern of the cycle)",
        );
    Warning::new(WarningKind::Recursion, first.span, diagnostic)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(edges: &[(usize, usize)], n: usize) -> Vec<Vec<usize>> {
        let mut out = vec![Vec::new(); n];
        for &(a, b) in edges {
            out[a].push(b);
        }
        out
    }

    fn sorted_components(adj: &[Vec<usize>]) -> Vec<Vec<usize>> {
        let live = vec![true; adj.len()];
        let succ = |i: usize| adj[i].clone().into_iter();
        let mut out: Vec<Vec<usize>> = components(adj.len(), &live, &succ)
            .into_iter()
            .map(|mut c| {
                c.sort();
                c
            })
            .collect();
        out.sort();
        out
    }

    #[test]
    fn components_and_shortest_cycles() {
        // 0 -> 1 -> 2 -> 0, 2 -> 3, 3 -> 4 -> 3, 5 alone.
        let adj = graph(&[(0, 1), (1, 2), (2, 0), (2, 3), (3, 4), (4, 3)], 6);
        assert_eq!(
            sorted_components(&adj),
            [vec![0, 1, 2], vec![3, 4], vec![5]]
        );
        let succ = |i: usize| adj[i].clone().into_iter();
        assert_eq!(shortest_cycle(0, succ), Some(vec![0, 1, 2]));
        assert_eq!(shortest_cycle(5, succ), None);
        // A shortcut makes the cycle shorter.
        let adj = graph(&[(0, 1), (1, 2), (2, 3), (3, 0), (1, 0)], 4);
        let succ = |i: usize| adj[i].clone().into_iter();
        assert_eq!(shortest_cycle(0, succ), Some(vec![0, 1]));
        // A long chain does not overflow the stack.
        let n = 100_000;
        let edges: Vec<(usize, usize)> = (0..n).map(|i| (i, (i + 1) % n)).collect();
        let adj = graph(&edges, n);
        assert_eq!(sorted_components(&adj).len(), 1);
    }
}
