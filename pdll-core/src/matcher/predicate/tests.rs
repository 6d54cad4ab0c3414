//! Tests of the predicate module.

use super::*;
use crate::matcher::tree::MatcherTree;
use crate::pdl::{PatternBuilder, PdlLiteral};
use crate::source::Span;

fn s() -> Span {
    Span::call_site()
}

fn lit(text: &str) -> Option<PdlLiteral> {
    Some(PdlLiteral::new(text))
}

/// Finishes `b` with `root` as rewrite root (erased) and renders its predicates.
fn render(mut b: PatternBuilder, root: PdlValueId) -> Result<Vec<String>, Diagnostic> {
    b.begin_rewrite(root, s());
    b.push_none(PdlOpKind::Erase { op: root }, s());
    let pattern = b.finish(None, 1, false, s()).expect("has a rewrite");
    let mut table = PositionTable::new();
    let list = build_predicates(&pattern, &mut table)?;
    let (positions, constraints) = table.into_parts();
    let tree = MatcherTree {
        positions,
        constraints,
        ..MatcherTree::default()
    };
    Ok(list
        .predicates
        .iter()
        .map(|p| tree.predicate_text(p.position, p.question, &p.answer))
        .collect())
}

#[test]
fn single_op_name_counts_attributes_operands_results() {
    let mut b = PatternBuilder::new();
    let i32_ty = b.type_(lit("i32"), s());
    let x = b.operand(Some(i32_ty), s());
    let y = b.operand(None, s());
    let attr = b.attribute(lit("1 : i64"), None, s());
    let res = b.type_(None, s());
    let root = b.operation(
        Some("test.op".into()),
        vec![x, y],
        vec![("k".into(), attr)],
        vec![res],
        s(),
    );
    assert_eq!(
        render(b, root).unwrap(),
        [
            "root.name == \"test.op\"",
            "root.operand_count == 2",
            "root.result_count == 1",
            "root.attr[\"k\"] is not null",
            "root.attr[\"k\"] == 1 : i64",
            "root.operand[0] is not null",
            "root.operand[0].type == i32",
            "root.operand[1] is not null",
            "root.result[0] is not null",
        ]
    );
}

#[test]
fn operand_defined_by_another_op() {
    let mut b = PatternBuilder::new();
    let inner = b.operation(Some("test.inner".into()), vec![], vec![], vec![], s());
    let r = b.push_one(
        PdlOpKind::Result {
            parent: inner,
            index: 0,
        },
        EntityKind::Value,
        s(),
    );
    let root = b.operation(Some("test.outer".into()), vec![r], vec![], vec![], s());
    assert_eq!(
        render(b, root).unwrap(),
        [
            "root.name == \"test.outer\"",
            "root.operand_count == 1",
            "root.result_count == 0",
            "root.operand[0] is not null",
            "root.operand[0].defining_op is not null",
            "root.operand[0].defining_op.result[0] == root.operand[0]",
            "root.operand[0].defining_op is not null",
            "root.operand[0].defining_op.name == \"test.inner\"",
            "root.operand[0].defining_op.operand_count == 0",
            "root.operand[0].defining_op.result_count == 0",
        ]
    );
}

#[test]
fn lone_range_is_all_operands_and_results() {
    let mut b = PatternBuilder::new();
    let args = b.operands(None, s());
    let tys = b.types(s());
    let root = b.operation(None, vec![args], vec![], vec![tys], s());
    // No name, no count (a lone range has no minimum), no null checks on "all".
    assert_eq!(render(b, root).unwrap(), Vec::<String>::new());
}

#[test]
fn values_after_a_range_use_groups() {
    let mut b = PatternBuilder::new();
    let a = b.operand(None, s());
    let rest = b.operands(None, s());
    let last = b.operand(None, s());
    let t0 = b.type_(None, s());
    let trest = b.types(s());
    let root = b.operation(
        Some("test.op".into()),
        vec![a, rest, last],
        vec![],
        vec![t0, trest],
        s(),
    );
    assert_eq!(
        render(b, root).unwrap(),
        [
            "root.name == \"test.op\"",
            "root.operand_count >= 2",
            "root.result_count >= 1",
            "root.operand[0] is not null",
            "root.operands[1..] is not null",
            "root.operand_group[2] is not null",
            "root.result[0] is not null",
            "root.results[1..] is not null",
        ]
    );
}

#[test]
fn a_value_reached_twice_is_compared() {
    let mut b = PatternBuilder::new();
    let x = b.operand(None, s());
    let root = b.operation(Some("test.op".into()), vec![x, x], vec![], vec![], s());
    let preds = render(b, root).unwrap();
    // Equally deep: MLIR's std::minmax puts the check on the first position.
    assert!(preds.contains(&"root.operand[0] == root.operand[1]".to_string()));
}

#[test]
fn constraints_sit_at_the_deepest_argument_and_results_get_positions() {
    let mut b = PatternBuilder::new();
    let inner = b.operation(Some("test.inner".into()), vec![], vec![], vec![], s());
    let r = b.push_one(
        PdlOpKind::Result {
            parent: inner,
            index: 0,
        },
        EntityKind::Value,
        s(),
    );
    let root = b.operation(Some("test.outer".into()), vec![r], vec![], vec![], s());
    let results = b.push(
        PdlOpKind::ApplyNativeConstraint {
            name: "C".into(),
            args: vec![root, inner],
            negated: true,
        },
        &[EntityKind::Attr],
        s(),
    );
    assert_eq!(results.len(), 1);
    let mut table = PositionTable::new();
    b.begin_rewrite(root, s());
    let pattern = b.finish(None, 0, false, s()).unwrap();
    let list = build_predicates(&pattern, &mut table).unwrap();
    let last = list.predicates.last().unwrap();
    let Question::Constraint(c) = last.question else {
        panic!("constraint last: {last:?}")
    };
    assert_eq!(table.depth(last.position), 1, "anchored at the inner op");
    assert!(table.constraint(c).negated);
    assert_eq!(
        table.get(list.value_positions[&results[0]]),
        &Position::ConstraintResult {
            constraint: c,
            index: 0
        }
    );
}

#[test]
fn unreached_constants_become_literals() {
    let mut b = PatternBuilder::new();
    let root = b.operation(Some("test.op".into()), vec![], vec![], vec![], s());
    let ty = b.type_(lit("f32"), s());
    let attr = b.attribute(lit("unit"), None, s());
    b.begin_rewrite(root, s());
    let pattern = b.finish(None, 0, false, s()).unwrap();
    let mut table = PositionTable::new();
    let list = build_predicates(&pattern, &mut table).unwrap();
    assert_eq!(
        table.get(list.value_positions[&ty]),
        &Position::TypeLiteral {
            value: TypeLiteral::Single("f32".into())
        }
    );
    assert_eq!(
        table.get(list.value_positions[&attr]),
        &Position::AttributeLiteral {
            value: "unit".into()
        }
    );
}

#[test]
fn unreachable_values_are_errors() {
    // An unconstrained type used by nothing the root reaches, and an op that
    // shares nothing with the root.
    let mut b = PatternBuilder::new();
    let root = b.operation(Some("test.op".into()), vec![], vec![], vec![], s());
    b.type_(None, s());
    assert!(render(b, root).is_err());

    let mut b = PatternBuilder::new();
    let root = b.operation(Some("test.a".into()), vec![], vec![], vec![], s());
    b.operation(Some("test.b".into()), vec![], vec![], vec![], s());
    let err = render(b, root).unwrap_err();
    assert!(err.message.contains("cannot reach"), "{}", err.message);
}

#[test]
fn positions_are_hash_consed() {
    let mut table = PositionTable::new();
    let root = table.root();
    let a = table.intern(Position::Operand { op: root, index: 0 });
    let b = table.intern(Position::Operand { op: root, index: 0 });
    assert_eq!(a, b);
    let def = table.op_from(a);
    assert_eq!(table.depth(def), 1);
    assert_eq!(table.depth(a), 0);
}
