//! ODS constraints in generated code and at run time: `I32` and `I32Attr` are
//! checked by built-in Rust, `Mini_Token` (a dialect type def of `mini.td`, which has
//! no built-in check) calls the Rust function of that name. The same patterns loaded
//! at run time (with a closure for `Mini_Token`) must rewrite the IR the same way.

use pdll::core::dynamic::{DynamicPatternSet, Kind, NativeRegistry};
use pdll::core::source::SourceMap;
use pdll::core::syntax::ParseOptions;
use pdll::runtime::pattern::PatternSet;
use pdll::runtime::types::Type;
use pdll::runtime::{apply_patterns_greedily, Context, GreedyConfig, Ir};

const PATTERNS: &str = r#"
#include "mini.td"

Pattern AddOfI32 {
  let add = op<mini.add>(x: Value, y: Value) -> (t: I32);
  replace add with x;
}

Pattern SinkToken {
  let sink = op<mini.sink>(v: Value<vt: Mini_Token>) {tag = tag: I32Attr};
  erase sink;
}
"#;

pdll::pdll! {
    /// Result groups: a variadic group as an op's operands, a single group created.
    struct Groups;

    #include "../pdll-core/tests/td/mini.td"

    Pattern SinkHead {
      let split = op<mini.split>(x: Value);
      let sink = op<mini.sink>(split.tail) {tag = t: I32Attr};
      rewrite sink with {
        op<mini.sink>(split.head) {tag = t};
        erase sink;
      };
    }
}

/// The `Groups` patterns as PDLL text, for the run-time set.
const GROUPS: &str = r#"
#include "mini.td"

Pattern SinkHead {
  let split = op<mini.split>(x: Value);
  let sink = op<mini.sink>(split.tail) {tag = t: I32Attr};
  rewrite sink with {
    op<mini.sink>(split.head) {tag = t};
    erase sink;
  };
}
"#;

/// Applies `set` to IR whose first sink takes a split's tail group; checks that only
/// that sink was rewritten, into a sink of the split's head.
fn check_groups(ctx: &mut Context, set: &dyn PatternSet) {
    let mut ir = Ir::new();
    let input = r#"
%0 = "test.src"() : () -> i32
%1:3 = "mini.split"(%0) : (i32) -> (i32, i64, i64)
"mini.sink"(%1#1, %1#2) {tag = 7 : i32} : (i64, i64) -> ()
"mini.sink"(%1#2, %1#1) {tag = 7 : i32} : (i64, i64) -> ()
"#;
    ir.parse_source(ctx, input).expect("test IR parses");
    let top = ir.top_region();
    let report = apply_patterns_greedily(ctx, &mut ir, top, set, &GreedyConfig::default());
    assert_eq!(report.num_rewrites, 1, "{report:?}");
    let printed = ir.print_generic(ctx);
    // The set carries `mini.sink`'s ODS definition: `tag` is inherent, so the created
    // sink holds it as a property.
    assert!(
        printed.contains(r#""mini.sink"(%1#0) <{tag = 7 : i32}> : (i32) -> ()"#),
        "{printed}"
    );
    assert!(printed.contains(r#""mini.sink"(%1#2, %1#1)"#), "{printed}");
}

#[test]
fn result_groups_are_matched_and_used() {
    let mut ctx = Context::new();
    let set = Groups::new(&mut ctx);
    check_groups(&mut ctx, &set);
    let mut ctx = Context::new();
    let mut sources = SourceMap::new();
    let set = DynamicPatternSet::from_str(
        "../pdll-core/tests/td/groups.pdll",
        GROUPS,
        &ParseOptions::default(),
        NativeRegistry::new(),
        &mut ctx,
        &mut sources,
    )
    .unwrap_or_else(|d| panic!("{}", pdll::core::diag::render_all(&d, &sources)));
    check_groups(&mut ctx, &set);
}

pdll::pdll! {
    /// The patterns of `PATTERNS`.
    struct OdsChecks;

    #include "../pdll-core/tests/td/mini.td"

    Pattern AddOfI32 {
      let add = op<mini.add>(x: Value, y: Value) -> (t: I32);
      replace add with x;
    }

    Pattern SinkToken {
      let sink = op<mini.sink>(v: Value<vt: Mini_Token>) {tag = tag: I32Attr};
      erase sink;
    }
}

/// The ODS def `Mini_Token` of `mini.td`: the type `!mini.token`.
#[allow(non_snake_case)]
fn Mini_Token(ctx: &mut Context, _ir: &Ir, ty: Type) -> bool {
    ctx.parse_type("!mini.token").ok() == Some(ty)
}

const INPUT: &str = r#"
%0 = "test.src"() : () -> i32
%1 = "test.src"() : () -> i64
%2 = "mini.add"(%0, %0) : (i32, i32) -> i32
%3 = "mini.add"(%1, %1) : (i64, i64) -> i64
"test.use"(%2, %3) : (i32, i64) -> ()
%4 = "test.tok"() : () -> !mini.token
"mini.sink"(%4) {tag = 1 : i32} : (!mini.token) -> ()
"mini.sink"(%4) {tag = 1 : i64} : (!mini.token) -> ()
"mini.sink"(%0) {tag = 1 : i32} : (i32) -> ()
"#;

const EXPECTED: &str = r#""builtin.module"() ({
  %0 = "test.src"() : () -> i32
  %1 = "test.src"() : () -> i64
  %2 = "mini.add"(%1, %1) : (i64, i64) -> i64
  "test.use"(%0, %2) : (i32, i64) -> ()
  %3 = "test.tok"() : () -> !mini.token
  "mini.sink"(%3) {tag = 1 : i64} : (!mini.token) -> ()
  "mini.sink"(%0) {tag = 1 : i32} : (i32) -> ()
}) : () -> ()
"#;
fn apply(ctx: &mut Context, set: &dyn PatternSet) -> String {
    let mut ir = Ir::new();
    ir.parse_source(ctx, INPUT).expect("test IR parses");
    let top = ir.top_region();
    let report = apply_patterns_greedily(ctx, &mut ir, top, set, &GreedyConfig::default());
    assert!(report.converged, "{report:?}");
    assert_eq!(report.num_rewrites, 2, "{report:?}");
    ir.print_generic(ctx)
}

#[test]
fn generated_checks_follow_the_ods_defs() {
    let mut ctx = Context::new();
    let set = OdsChecks::new(&mut ctx);
    assert_eq!(apply(&mut ctx, &set), EXPECTED);
}

#[test]
fn run_time_checks_agree_with_generated_ones() {
    let mut natives = NativeRegistry::new();
    natives.constraint("Mini_Token", &[Kind::Type], &[], |ctx, _ir, args| {
        (ctx.parse_type("!mini.token").ok() == args[0].as_type()).then(Vec::new)
    });
    let mut ctx = Context::new();
    let mut sources = SourceMap::new();
    let set = DynamicPatternSet::from_str(
        "../pdll-core/tests/td/patterns.pdll",
        PATTERNS,
        &ParseOptions::default(),
        natives,
        &mut ctx,
        &mut sources,
    )
    .unwrap_or_else(|d| panic!("{}", pdll::core::diag::render_all(&d, &sources)));
    assert_eq!(apply(&mut ctx, &set), EXPECTED);
}
