//! Cases of a switch that differ only in which patterns succeed and in the constants
//! they compare with.
//!
//! A set of patterns written from one template (the same checks, a different
//! attribute value, root name or name of an op above the root each) merges into a
//! switch whose cases run the same checks against different constants and end in
//! successes of different patterns. Generated one method per case, such a switch costs
//! the binary (and rustc) a copy of the checks per pattern, and the instruction cache
//! a different copy per op. Cases of one *shape* share one method instead, which takes
//! the pattern and benefit of each of its successes as a table (`__leaves`), and the
//! interned slot of each constant it compares with as another (`__consts`).
//!
//! Two cases have the same shape when their subtrees are equal once each success is
//! replaced by its ordinal in document order (cases in order, then the nodes after a
//! check, then a loop body), the parts of a success the generated code does not read
//! (the PDL value ids of the captures) are cleared, and the constant of each check of
//! an op name or attribute value is replaced by its ordinal (see [`constant_ordinal`]).

use crate::matcher::{Answer, Node, Question, SuccessNode};
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

impl SharedShapes {
    /// No shared shapes among `cases` cases: each has a method of its own.
    pub(super) fn none(cases: usize) -> SharedShapes {
        SharedShapes {
            shapes: Vec::new(),
            counts: Vec::new(),
            shape_of: vec![None; cases],
        }
    }
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
/// benefit by 0, its captures' PDL value ids cleared, and each constant a check
/// compares with replaced by a placeholder naming its ordinal.
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
    let mut next = 0;
    visit_constants_mut(&mut nodes, &mut |a| {
        let placeholder = format!("{PLACEHOLDER}{next}");
        match a {
            Answer::OperationName(n) | Answer::Attribute(n) => *n = placeholder,
            _ => unreachable!("only names and attributes are constants"),
        }
        next += 1;
    });
    nodes
}

/// The constants the checks of `nodes` compare with (op names and attribute values),
/// in the order of their ordinals in [`normalized`].
pub(super) fn constants(nodes: &[Node]) -> Vec<&Answer> {
    let mut out = Vec::new();
    visit_constants(nodes, &mut |a| out.push(a));
    out
}

/// Calls `f` on the answer of each check of an op name or attribute value, in the
/// order of [`visit_constants_mut`].
fn visit_constants<'n>(nodes: &'n [Node], f: &mut impl FnMut(&'n Answer)) {
    for node in nodes {
        match node {
            Node::Bool {
                question,
                answer,
                then,
                ..
            } => {
                if is_constant(question, answer) {
                    f(answer);
                }
                visit_constants(then, f);
            }
            Node::Switch { cases, .. } => {
                for (_, nodes) in cases {
                    visit_constants(nodes, f);
                }
            }
            Node::ForEach { body, .. } => visit_constants(body, f),
            Node::Success(_) | Node::Exit => {}
        }
    }
}

/// Whether a check compares with a constant a shared method takes from `__consts`.
fn is_constant(question: &Question, answer: &Answer) -> bool {
    matches!(
        (question, answer),
        (Question::OperationName, Answer::OperationName(_))
            | (Question::AttributeValue, Answer::Attribute(_))
    )
}

/// Starts the placeholder of a constant in a normalized subtree: no op name or
/// attribute in MLIR syntax contains it.
const PLACEHOLDER: char = '\0';

/// The ordinal of a constant's placeholder (`Some` only for a normalized subtree's).
pub(super) fn constant_ordinal(text: &str) -> Option<usize> {
    text.strip_prefix(PLACEHOLDER)?.parse().ok()
}

/// Calls `f` on each success of `nodes`, in document order.
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

/// Calls `f` on each node of `nodes` and of their children, in document order (a
/// node before its children).
fn for_each_node_mut(nodes: &mut [Node], f: &mut impl FnMut(&mut Node)) {
    for node in nodes {
        f(node);
        match node {
            Node::Switch { cases, .. } => {
                for (_, nodes) in cases {
                    for_each_node_mut(nodes, f);
                }
            }
            Node::Bool { then, .. } => for_each_node_mut(then, f),
            Node::ForEach { body, .. } => for_each_node_mut(body, f),
            Node::Success(_) | Node::Exit => {}
        }
    }
}

/// Calls `f` on each success of `nodes`, in document order.
fn visit_mut(nodes: &mut [Node], f: &mut impl FnMut(&mut SuccessNode)) {
    for_each_node_mut(nodes, &mut |node| {
        if let Node::Success(s) = node {
            f(s);
        }
    });
}

/// Calls `f` on the answer of each check of an op name or attribute value (a
/// [`Node::Bool`]; the answers of a nested switch are its cases' keys, part of the
/// shape), in document order.
fn visit_constants_mut(nodes: &mut [Node], f: &mut impl FnMut(&mut Answer)) {
    for_each_node_mut(nodes, &mut |node| {
        if let Node::Bool {
            question, answer, ..
        } = node
        {
            if is_constant(question, answer) {
                f(answer);
            }
        }
    });
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

    fn name_check(position: u32, name: &str, then: Vec<Node>) -> Node {
        Node::Bool {
            position: PositionId(position),
            question: Question::OperationName,
            answer: Answer::OperationName(name.into()),
            then,
        }
    }

    fn attr_check(position: u32, value: &str, then: Vec<Node>) -> Node {
        Node::Bool {
            position: PositionId(position),
            question: Question::AttributeValue,
            answer: Answer::Attribute(value.into()),
            then,
        }
    }

    #[test]
    fn cases_differing_in_the_constants_they_check_share_a_shape() {
        let case = |name: &str, value: &str, pattern: usize| {
            vec![name_check(
                1,
                name,
                vec![attr_check(2, value, vec![success(pattern, 1, 0)])],
            )]
        };
        let cases = vec![
            (Answer::Count(1), case("a.p", "0 : i32", 0)),
            (Answer::Count(2), case("a.q", "1 : i32", 1)),
            (Answer::Count(3), case("a.p", "1 : i32", 2)),
            // The attribute checked at another position: another shape.
            (
                Answer::Count(4),
                vec![name_check(
                    1,
                    "a.p",
                    vec![attr_check(3, "0 : i32", vec![success(3, 1, 0)])],
                )],
            ),
        ];
        let s = shared_shapes(&cases);
        assert_eq!(s.shape_of, vec![Some(0), Some(0), Some(0), None]);
        assert_eq!(
            constants(&cases[1].1),
            vec![
                &Answer::OperationName("a.q".into()),
                &Answer::Attribute("1 : i32".into())
            ]
        );
        // The shared subtree holds placeholders naming the constants' ordinals.
        let Node::Bool { answer, then, .. } = &s.shapes[0][0] else {
            panic!()
        };
        let Answer::OperationName(name) = answer else {
            panic!()
        };
        assert_eq!(constant_ordinal(name), Some(0));
        let Node::Bool {
            answer: Answer::Attribute(value),
            ..
        } = &then[0]
        else {
            panic!()
        };
        assert_eq!(constant_ordinal(value), Some(1));
        assert_eq!(constant_ordinal("a.p"), None);
    }
}
