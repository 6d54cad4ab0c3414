//! Unit tests of the whole simplification, and the helper the per-step tests use.

use super::{dce, merge, redundant, simplify_regions, unreachable, SimplifyReport};
use crate::dialects::testing::read;
use crate::rewriter::{RecordingListener, RewriteEvent, Rewriter};

/// Which steps [`run`] runs.
#[derive(Clone, Copy)]
pub(crate) enum Mode {
    UnreachableOnly,
    DceOnly,
    MergeOnly,
    RedundantOnly,
    /// `simplify_regions` with `merge_blocks`, once.
    Full,
}

pub(crate) struct Out {
    pub report: SimplifyReport,
    pub text: String,
    pub events: Vec<RewriteEvent>,
}

/// Reads `text` with MLIR's core dialects registered, runs `mode` over the top-level
/// region, verifies the result and prints it in generic form.
pub(crate) fn run(text: &str, mode: Mode) -> Out {
    let (mut ctx, mut ir) = read(text).unwrap_or_else(|e| panic!("{e}"));
    let mut rec = RecordingListener::default();
    let regions = [ir.top_region()];
    let mut report = SimplifyReport::default();
    {
        let mut rw = Rewriter::with_listener(&mut ctx, &mut ir, &mut rec);
        match mode {
            Mode::UnreachableOnly => {
                unreachable::erase_unreachable_blocks(&mut rw, &regions, &mut report)
            }
            Mode::DceOnly => dce::run_region_dce(&mut rw, &regions, &mut report),
            Mode::MergeOnly => merge::merge_identical_blocks(&mut rw, &regions, &mut report),
            Mode::RedundantOnly => {
                redundant::drop_redundant_arguments(&mut rw, &regions, &mut report)
            }
            Mode::Full => report = simplify_regions(&mut rw, &regions, true),
        }
    }
    let text = ir.print_generic(&ctx);
    if let Err(e) = crate::verify(&ctx, &ir, ir.top_region()) {
        panic!("the result does not verify: {e:?}\n{text}");
    }
    Out {
        report,
        text,
        events: rec.events,
    }
}

#[test]
fn nothing_to_do_changes_nothing() {
    let src = r#"
"u.f"() ({
^bb0(%a: i32):
  "u.use"(%a) : (i32) -> ()
  "u.ret"() : () -> ()
}) : () -> ()
"#;
    let out = run(src, Mode::Full);
    assert_eq!(out.report, SimplifyReport::default());
    assert!(out.events.is_empty());
    assert_eq!(
        out.text,
        read(src).map(|(c, i)| i.print_generic(&c)).unwrap()
    );
}

#[test]
fn identical_blocks_merge_with_differing_operands_as_arguments() {
    let out = run(
        r#"
"u.f"() ({
^bb0(%c: i1, %a: i32, %b: i32):
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "u.use"(%a, %a) : (i32, i32) -> ()
  cf.br ^bb3
^bb2:
  "u.use"(%b, %b) : (i32, i32) -> ()
  cf.br ^bb3
^bb3:
  "u.ret"() : () -> ()
}) : () -> ()
"#,
        Mode::Full,
    );
    assert_eq!(out.report.merged_blocks, 1, "{}", out.text);
    assert_eq!(out.report.pruned_arguments, 1, "{}", out.text);
    assert!(
        out.text
            .contains("\"cf.cond_br\"(%arg0, %arg1, %arg2)[^bb1, ^bb1]"),
        "{}",
        out.text
    );
    assert!(out.report.changed);
    assert!(out
        .events
        .iter()
        .any(|e| matches!(e, RewriteEvent::BlockErased(_))));
}

#[test]
fn unregistered_predecessor_blocks_merging_with_new_arguments() {
    let out = run(
        r#"
"u.f"() ({
^bb0(%a: i32, %b: i32):
  "u.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  "u.use"(%a) : (i32) -> ()
  cf.br ^bb3
^bb2:
  "u.use"(%b) : (i32) -> ()
  cf.br ^bb3
^bb3:
  "u.ret"() : () -> ()
}) : () -> ()
"#,
        Mode::MergeOnly,
    );
    assert_eq!(out.report.merged_blocks, 0, "{}", out.text);
}

#[test]
fn redundant_argument_is_dropped() {
    let out = run(
        r#"
"u.f"() ({
^bb0(%c: i1, %a: i32, %b: i32):
  cf.cond_br %c, ^bb1(%a, %a : i32, i32), ^bb1(%a, %b : i32, i32)
^bb1(%x: i32, %y: i32):
  "u.use"(%x, %y) : (i32, i32) -> ()
  "u.ret"() : () -> ()
}) : () -> ()
"#,
        Mode::RedundantOnly,
    );
    assert_eq!(out.report.redundant_arguments, 1, "{}", out.text);
    assert!(out.text.contains("\"u.use\"(%arg1, %0)"), "{}", out.text);
    assert!(
        out.text
            .contains("operandSegmentSizes = array<i32: 1, 1, 1>"),
        "{}",
        out.text
    );
}

#[test]
fn switch_case_operands_and_their_segments_shrink() {
    let out = run(
        r#"
"u.f"() ({
^bb0(%f: i32, %a: i32, %b: i32):
  cf.switch %f : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2(%a, %b : i32, i32)
  ]
^bb1(%x: i32):
  "u.use"(%x) : (i32) -> ()
  "u.ret"() : () -> ()
^bb2(%y: i32, %z: i32):
  "u.use"(%z) : (i32) -> ()
  "u.ret"() : () -> ()
}) : () -> ()
"#,
        Mode::DceOnly,
    );
    assert_eq!(out.report.dead_arguments, 1, "{}", out.text);
    assert!(
        out.text.contains("case_operand_segments = array<i32: 1>"),
        "{}",
        out.text
    );
    assert!(
        out.text
            .contains("operandSegmentSizes = array<i32: 1, 1, 1>"),
        "{}",
        out.text
    );
}
