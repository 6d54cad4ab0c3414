//! Cases of a switch that differ only in which patterns succeed.
//!
//! A set of patterns written from one template (the same checks, a different
//! attribute value or root name each) merges into a switch whose cases run identical
//! checks and end in successes of different patterns. Generated one method per case,
//! such a switch costs the binary (and rustc) a copy of the checks per pattern, and
//! the instruction cache a different copy per op. Cases of one *shape* share one
//! method instead, which takes the pattern and benefit of each of its successes as a
//! table (`__leaves`).
//!
//! Two cases have the same shape when their subtrees are equal once each success is
//! replaced by its ordinal in document order (cases in order, then the nodes after a
//! check, then a loop body) and the parts of a success the generated code does not
//! read (the PDL value ids of the captures) are cleared.

use crate::matcher::{Answer, Node, SuccessNode};
use crate::pdl::PdlValueId;
use std::collections::HashMap;

/// The shapes of a switch's cases that two or more cases share.
pub(super) struct SharedShapes {
    /// Per shared shape: its subtree, successes numbered (see [`normalized`]).
    pub shapes: Vec<Vec<Node>>,
    /// Per shared shape: how many cases have it.
    pub counts: Vec<usize>,
    /// Per case: its shared shape, if any.
    pub shape_of: Vec<Option<usize>>,
}

/// Groups the cases of a switch by shape; a shape of a single case is not shared.
pub(super) fn shared_shapes(cases: &[(Answer, Vec<Node>)]) -> SharedShapes {
    let normal: Vec<Vec<Node>> = cases.iter().map(|(_, nodes)| normalized(nodes)).collect();
    let mut first: HashMap<&[Node], usize> = HashMap::new();
    let mut members: Vec<Vec<usize>> = Vec::new();
    for (i, n) in normal.iter().enumerate() {
        let g = *first.entry(n.as_slice()).or_insert_with(|| {
            members.push(Vec::new());
            members.len() - 1
        });
        members[g].push(i);
    }
    let mut out = SharedShapes {
        shapes: Vec::new(),
        counts: Vec::new(),
        shape_of: vec![None; cases.len()],
    };
    for group in members.into_iter().filter(|m| m.len() >= 2) {
        let shape = out.shapes.len();
        out.shapes.push(normal[group[0]].clone());
        out.counts.push(group.len());
        for &i in &group {
            out.shape_of[i] = Some(shape);
        }
    }
    out
}

/// The pattern and benefit of each success in `nodes`, in document order.
pub(super) fn leaves(nodes: &[Node]) -> Vec<(usize, u16)> {
    let mut out = Vec::new();
    visit(nodes, &mut |s| out.push((s.pattern, s.benefit)));
    out
}

/// `nodes` with each success's pattern replaced by its ordinal in document order, its
/// benefit by 0, and its captures' PDL value ids cleared.
pub(super) fn normalized(nodes: &[Node]) -> Vec<Node> {
    let mut nodes = nodes.to_vec();
    let mut next = 0;
    visit_mut(&mut nodes, &mut |s| {
        s.pattern = next;
        s.benefit = 0;
        for c in &mut s.captures {
            c.value = PdlValueId(0);
        }
        next += 1;
    });
    nodes
}

fn visit(nodes: &[Node], f: &mut impl FnMut(&SuccessNode)) {
    for node in nodes {
        match node {
            Node::Success(s) => f(s),
            Node::Switch { cases, .. } => {
                for (_, nodes) in cases {
                    visit(nodes, f);
                }
            }
            Node::Bool { then, .. } => visit(then, f),
            Node::ForEach { body, .. } => visit(body, f),
            Node::Exit => {}
        }
    }
}

fn visit_mut(nodes: &mut [Node], f: &mut impl FnMut(&mut SuccessNode)) {
    for node in nodes {
        match node {
            Node::Success(s) => f(s),
            Node::Switch { cases, .. } => {
                for (_, nodes) in cases {
                    visit_mut(nodes, f);
                }
            }
            Node::Bool { then, .. } => visit_mut(then, f),
            Node::ForEach { body, .. } => visit_mut(body, f),
            Node::Exit => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matcher::{Capture, EntityKind, PositionId, Question};

    fn success(pattern: usize, benefit: u16, value: u32) -> Node {
        Node::Success(SuccessNode {
            pattern,
            benefit,
            root: PositionId(0),
            captures: vec![Capture {
                value: PdlValueId(value),
                position: PositionId(0),
                kind: EntityKind::Op,
            }],
        })
    }

    fn check(position: u32, then: Vec<Node>) -> Node {
        Node::Bool {
            position: PositionId(position),
            question: Question::IsNotNull,
            answer: Answer::True,
            then,
        }
    }

    #[test]
    fn cases_differing_in_their_successes_share_a_shape() {
        let cases = vec![
            (Answer::Count(1), vec![check(1, vec![success(0, 1, 3)])]),
            (Answer::Count(2), vec![check(2, vec![success(1, 1, 3)])]),
            (Answer::Count(3), vec![check(1, vec![success(2, 5, 4)])]),
            (
                Answer::Count(4),
                vec![check(1, vec![success(3, 0, 0), success(4, 2, 0)])],
            ),
            (
                Answer::Count(5),
                vec![check(1, vec![success(5, 0, 0), success(6, 7, 0)])],
            ),
        ];
        let s = shared_shapes(&cases);
        // Cases 1 and 3 (the check at position 2 differs in case 2), and 4 and 5.
        assert_eq!(s.shape_of, vec![Some(0), None, Some(0), Some(1), Some(1)]);
        assert_eq!(s.counts, vec![2, 2]);
        assert_eq!(s.shapes[1], normalized(&cases[3].1));
        assert_eq!(leaves(&cases[4].1), vec![(5, 0), (6, 7)]);
        // The shared subtree numbers its successes.
        let Node::Bool { then, .. } = &s.shapes[1][0] else {
            panic!()
        };
        let ordinals: Vec<usize> = then
            .iter()
            .map(|n| match n {
                Node::Success(s) => s.pattern,
                _ => panic!(),
            })
            .collect();
        assert_eq!(ordinals, vec![0, 1]);
    }
}
