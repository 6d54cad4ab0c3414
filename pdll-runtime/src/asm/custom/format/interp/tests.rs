//! Regressions of the format interpreter found by the `ir_custom_roundtrip` fuzz
//! target (the inputs are kept in `fuzz/corpus/ir_custom_roundtrip`), each checked
//! with the target's round trip over MLIR 19's core dialects.

use crate::dialects::testing::assert_roundtrip;

#[test]
fn a_variadic_result_group_left_out_has_no_types() {
    // `scf.index_switch`'s format writes `(`->` type($results)^)?`: without it the op
    // has no results, where the reader asked for them to be inferred.
    let custom = assert_roundtrip(
        "%i = \"test.i\"() : () -> index\n\
         scf.index_switch %i\n\
         case 1 {\n  scf.yield\n}\n\
         default {\n}\n",
    );
    // With the space before the custom directive that mlir-opt-19 prints too.
    assert!(
        custom.contains("  scf.index_switch %0 \n  case 1 {\n"),
        "{custom}"
    );
}
