//! The plan of small rewrites: numbering, steps, decisions, and the error after the
//! steps before it.

use super::{PlanError, ResultTypes, RewritePlan, Shape, Step, Val};
use crate::pdl::{lower, EntityKind, PdlModule, PdlPattern, PdlValueId};
use crate::source::SourceMap;
use crate::syntax::{parse_str, ParseOptions};

fn pdl(src: &str) -> PdlModule {
    let mut sources = SourceMap::new();
    let (module, diags) = parse_str("t.pdll", src, &ParseOptions::default(), &mut sources);
    let module = module.unwrap_or_else(|| panic!("{diags:?}"));
    let (program, diags) = crate::sema::check(&module);
    lower(&program.unwrap_or_else(|| panic!("{diags:?}"))).unwrap()
}

/// Every value of the match section, captured as its type.
fn captures(p: &PdlPattern) -> Vec<(PdlValueId, EntityKind)> {
    p.match_ops
        .iter()
        .flat_map(|&id| p.op(id).results.iter())
        .map(|&v| (v, p.value_type(v)))
        .collect()
}

#[test]
fn a_replacing_op_takes_the_replaced_ops_types() {
    let m = pdl("Pattern => replace op<test.a>(x: Value) with op<test.b>(x);");
    let p = &m.patterns[0];
    let plan = RewritePlan::lower(p, &captures(p));
    assert!(plan.error.is_none());
    // Captures first: the operand, the types, the root.
    assert_eq!(plan.captures, vec![Val(0), Val(1), Val(2)]);
    assert_eq!(plan.value(Val(1)).shape, Shape::Range);
    assert!(plan.value(Val(1)).captured);
    let [Step::Create(c), Step::ReplaceWithOp { target, new }] = plan.steps.as_slice() else {
        panic!("{:?}", plan.steps);
    };
    assert_eq!(c.name, "test.b");
    assert_eq!(c.operands, vec![Val(0)]);
    assert_eq!(c.result_types, ResultTypes::InferredOrOfReplaced(Val(2)));
    assert_eq!((*target, *new), (Val(2), c.out));
}

#[test]
fn types_without_value_are_numbered_but_never_read() {
    let m = pdl("Pattern {
        let root = op<test.a>;
        rewrite root with {
            let t: Type;
            let n = op<test.b> -> (t);
            replace root with n;
        };
    }");
    let p = &m.patterns[0];
    let plan = RewritePlan::lower(p, &captures(p));
    assert!(plan.error.is_none(), "{:?}", plan.error);
    let unresolved: Vec<Val> = (0..plan.values.len() as u32)
        .map(Val)
        .filter(|&v| plan.value(v).shape == Shape::Unresolved)
        .collect();
    assert_eq!(unresolved.len(), 1);
    let Step::Create(c) = &plan.steps[0] else {
        panic!("{:?}", plan.steps);
    };
    // Numbered before the op that uses it as its result types, which are inferred.
    assert!(unresolved[0] < c.out);
    assert!(matches!(
        c.result_types,
        ResultTypes::InferredOrOfReplaced(_)
    ));
}

#[test]
fn the_error_comes_after_the_steps_before_it() {
    let m = pdl("Pattern {
        let root = op<test.a>;
        rewrite root with {
            let t: Type;
            erase root;
            op<test.b> -> (t);
        };
    }");
    let p = &m.patterns[0];
    let plan = RewritePlan::lower(p, &captures(p));
    assert!(matches!(plan.steps.as_slice(), [Step::Erase { .. }]));
    let Some(PlanError::Diagnostic(e)) = &plan.error else {
        panic!("{:?}", plan.error);
    };
    assert!(
        e.message.starts_with("unable to infer the result types"),
        "{e:?}"
    );
}
