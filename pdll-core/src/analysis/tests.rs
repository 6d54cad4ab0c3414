use super::*;
use crate::syntax::{parse_str, parse_tokens, ParseOptions};

/// The warnings of `src` (which must compile), as `(kind, one-line text)`.
fn warnings(src: &str) -> Vec<(WarningKind, String)> {
    let mut sources = SourceMap::new();
    let (ast, diags) = parse_str("t.pdll", src, &ParseOptions::default(), &mut sources);
    assert!(diags.is_empty(), "{diags:?}");
    let (program, diags) = crate::sema::check(&ast.unwrap());
    assert!(diags.is_empty(), "{diags:?}");
    let program = program.unwrap();
    let pdl = crate::pdl::lower(&program).unwrap();
    let tree = crate::matcher::build_tree(&pdl).unwrap();
    analyze_warnings(&program, &pdl, &tree, &sources)
        .into_iter()
        .map(|w| (w.kind, w.diagnostic.one_line(&sources)))
        .collect()
}

fn kinds(src: &str) -> Vec<WarningKind> {
    warnings(src).into_iter().map(|(k, _)| k).collect()
}

/// The first line (place, severity, message) of each warning.
fn heads(src: &str) -> Vec<String> {
    warnings(src)
        .into_iter()
        .map(|(_, text)| text.lines().next().unwrap_or("").to_owned())
        .collect()
}

const GENERAL: &str =
    "Pattern General with benefit(2) => replace op<a.add>(x: Value, y: Value) with x;\n";

#[test]
fn shadowed_by_a_higher_benefit() {
    let src = format!(
        "{GENERAL}Pattern AddZero {{\n  let zero = op<a.zero>;\n  replace op<a.add>(x: Value, zero.0) with x;\n}}\n"
    );
    let w = warnings(&src);
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!(w[0].0, WarningKind::Shadowed);
    let lines: Vec<&str> = w[0].1.lines().collect();
    assert_eq!(
        lines[0],
        "t.pdll:2:1: warning: pattern `AddZero` can never fire: `General` matches every op it \
         matches and rewrites it first"
    );
    assert_eq!(
        lines[1],
        "t.pdll:1:1: note: `General` is tried first (benefit 2 > 0)"
    );
}

#[test]
fn shadowed_at_equal_benefit_by_the_pattern_the_matcher_records_first() {
    // `Any` has fewer checks: its success comes first in the merged tree.
    let w = heads(
        "Pattern Specific { let y = op<a.y>; erase op<a.x>(y.0); }\nPattern Any => erase op<a.x>(_: Value);\n",
    );
    assert_eq!(
        w,
        [
            "t.pdll:1:1: warning: pattern `Specific` can never fire: `Any` matches every op it \
          matches and rewrites it first"
        ]
    );
    // With a higher benefit, the specific pattern comes first: nothing to say.
    assert!(kinds(
        "Pattern Specific with benefit(1) { let y = op<a.y>; erase op<a.x>(y.0); }\n\
         Pattern Any => erase op<a.x>(_: Value);\n"
    )
    .is_empty());
}

#[test]
fn no_shadowing_by_a_pattern_that_may_not_match_or_may_fail() {
    // A native constraint may reject the op.
    assert!(kinds(
        "Constraint Ok(op: Op);\nPattern General with benefit(2) {\n  let r = op<a.add>(x: Value, y: Value);\n  Ok(r);\n  replace r with x;\n}\nPattern P { let zero = op<a.zero>; replace op<a.add>(x: Value, zero.0) with x; }\n"
    )
    .is_empty());
    // A native rewrite may fail.
    assert!(kinds(
        "Rewrite Make(v: Value) -> Op;\nPattern General with benefit(2) => replace op<a.add>(x: Value, y: Value) with Make(x);\nPattern P { let zero = op<a.zero>; replace op<a.add>(x: Value, zero.0) with x; }\n"
    )
    .is_empty());
    // One value replaces an op with any number of results, and the shadowed pattern's
    // own rewrite (which creates an op first) says nothing about that number.
    assert!(kinds(&format!(
        "{GENERAL}Pattern P {{ let zero = op<a.zero>; replace op<a.add>(x: Value, zero.0) with op<a.copy>(x); }}\n"
    ))
    .is_empty());
    // The pattern that would shadow matches fewer ops.
    assert!(kinds(
        "Pattern General with benefit(2) { let zero = op<a.zero>; replace op<a.add>(x: Value, zero.0) with x; }\nPattern P => replace op<a.add>(x: Value, y: Value) with x;\n"
    )
    .is_empty());
}

#[test]
fn no_shadowing_when_the_driver_skips_the_pattern_on_its_own_ops() {
    // Without `with recursion`, `General` is not applied to the `a.add` it creates,
    // which `P` may then rewrite.
    let creates_add = "Pattern General with benefit(2) => replace op<a.add>(x: Value, y: Value) with op<a.add>(y, x);\nPattern P { let zero = op<a.zero>; replace op<a.add>(x: Value, zero.0) with op<a.copy>(x); }\n";
    assert!(!kinds(creates_add).contains(&WarningKind::Shadowed));
    let with_recursion = creates_add.replace("benefit(2)", "benefit(2), recursion");
    assert!(kinds(&with_recursion).contains(&WarningKind::Shadowed));
}

#[test]
fn duplicates() {
    let w = heads("Pattern A => erase op<a.x>(_: Value);\nPattern B => erase op<a.x>(v: Value);\n");
    assert_eq!(
        w,
        ["t.pdll:2:1: warning: pattern `B` duplicates `A`: the same checks and the same rewrite"]
    );
    // Benefits may differ: the one tried later is reported.
    let w = warnings("Pattern A => erase op<a.x>;\nPattern B with benefit(3) => erase op<a.x>;\n");
    assert_eq!(w.len(), 1);
    assert!(
        w[0].1
            .starts_with("t.pdll:1:1: warning: pattern `A` duplicates `B`"),
        "{w:?}"
    );
    assert!(
        w[0].1.contains("only the benefits differ (0 and 3)"),
        "{w:?}"
    );
    // Different rewrites, or a different recursion flag: not duplicates.
    assert!(kinds(
        "Pattern A => replace op<a.x>(v: Value, w: Value) with v;\nPattern B => replace op<a.x>(v: Value, w: Value) with w;\n"
    )
    .iter()
    .all(|k| *k != WarningKind::Duplicate));
    assert!(
        kinds("Pattern A => erase op<a.x>;\nPattern B with recursion => erase op<a.x>;\n")
            .iter()
            .all(|k| *k != WarningKind::Duplicate)
    );
}

#[test]
fn unused_declarations_and_variables() {
    let w = heads(
        "Constraint NativeC(a: Attr);\nRewrite NativeR(o: Op);\nConstraint PdllC(v: Value) { NativeC(attr<\"1\">); }\nRewrite PdllR(o: Op) { erase o; }\nConstraint _Kept(a: Attr);\nConstraint Used(o: Op);\nPattern {\n  let r = op<a.x>;\n  Used(r);\n  rewrite r with {\n    let t = type<\"i32\">;\n    let _t2 = type<\"i64\">;\n    erase r;\n  };\n}\n",
    );
    assert_eq!(
        w,
        [
            "t.pdll:2:1: warning: native rewrite `NativeR` is never used",
            "t.pdll:3:1: warning: constraint `PdllC` is never used",
            "t.pdll:4:1: warning: rewrite `PdllR` is never used",
            "t.pdll:11:9: warning: variable `t` is never used",
        ]
    );
    // `NativeC` is used by `PdllC` (itself unused): only the outermost is reported.
    let w = heads("Constraint NativeC(a: Attr);\nPattern => erase op<a.x>;\n");
    assert_eq!(
        w,
        ["t.pdll:1:1: warning: native constraint `NativeC` is never used"]
    );
}

#[test]
fn unused_declarations_of_included_files_are_not_reported() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("lib.pdll"), "Constraint Lib(a: Attr);\n").unwrap();
    let main = dir.path().join("main.pdll");
    std::fs::write(
        &main,
        "#include \"lib.pdll\"\nConstraint Mine(a: Attr);\nPattern => erase op<a.x>;\n",
    )
    .unwrap();
    let mut sources = SourceMap::new();
    let (ast, diags) = crate::syntax::parse_file(&main, &ParseOptions::default(), &mut sources);
    assert!(diags.is_empty(), "{diags:?}");
    let diags = crate::driver::check_module(&ast.unwrap(), &sources);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0].severity, crate::diag::Severity::Warning);
    assert_eq!(diags[0].message, "native constraint `Mine` is never used");
}

#[test]
fn a_pattern_that_matches_the_op_it_creates() {
    let w =
        warnings("Pattern Swap => replace op<a.add>(x: Value, y: Value) with op<a.add>(y, x);\n");
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!(w[0].0, WarningKind::Recursion);
    let lines: Vec<&str> = w[0].1.lines().collect();
    assert_eq!(
        lines[0],
        "t.pdll:1:60: warning: pattern `Swap` creates an `a.add` op that it matches again"
    );
    assert_eq!(
        lines[1],
        "t.pdll:1:1: note: `Swap` matches the new `a.add` too, but has no `with recursion`"
    );
    // Checks on the ops above the root hold again when the new op takes the same
    // operands; attributes and result types carry over.
    assert_eq!(
        kinds(
            "Pattern P {\n  let c = op<a.c> {value = v: Attr};\n  let r = op<a.neg>(c.0) {k = attr<\"1\">} -> (t: Type);\n  replace r with op<a.neg>(c.0) {k = attr<\"1\">} -> (t);\n}\n"
        ),
        [WarningKind::Recursion]
    );
}

#[test]
fn no_recursion_warning_when_the_new_op_fails_a_check_or_recursion_is_declared() {
    // Another name, another attribute, another operand's producer, or a native check.
    for src in [
        "Pattern => replace op<a.add>(x: Value, y: Value) with op<a.sub>(y, x);\n",
        "Pattern => replace op<a.neg>(x: Value) {k = attr<\"1\">} with op<a.neg>(x) {k = attr<\"2\">};\n",
        "Pattern { let r = op<a.neg>(op<a.neg>(x: Value)); replace r with op<a.neg>(x); }\n",
        "Constraint C(o: Op);\nPattern { let r = op<a.neg>(x: Value); C(r); replace r with op<a.neg>(x); }\n",
        "Pattern with recursion => replace op<a.add>(x: Value, y: Value) with op<a.add>(y, x);\n",
    ] {
        assert!(!kinds(src).contains(&WarningKind::Recursion), "{src}");
    }
}

#[test]
fn directives_silence_each_kind() {
    let cases = [
        (
            WarningKind::Shadowed,
            format!("{GENERAL}// pdll: allow(shadowed)\nPattern P {{ let zero = op<a.zero>; replace op<a.add>(x: Value, zero.0) with x; }}\n"),
        ),
        (
            WarningKind::Duplicate,
            "Pattern A => erase op<a.x>;\n// pdll: allow(duplicate)\nPattern B => erase op<a.x>;\n".to_owned(),
        ),
        (
            WarningKind::Unused,
            "// pdll: allow(unused)\nConstraint C(a: Attr);\nPattern => erase op<a.x>;\n".to_owned(),
        ),
        (
            WarningKind::Unused,
            "Pattern { let r = op<a.x>; rewrite r with {\n  // pdll: allow(unused)\n  let t = type<\"i32\">;\n  erase r;\n}; }\n".to_owned(),
        ),
        (
            WarningKind::Recursion,
            "/// A doc comment first.\n// pdll: allow(recursion)\nPattern => replace op<a.add>(x: Value, y: Value) with op<a.add>(y, x);\n".to_owned(),
        ),
    ];
    for (kind, src) in cases {
        assert!(!kinds(&src).contains(&kind), "{kind}: {src}");
        // The same input without the directive warns.
        let bare: String = src
            .lines()
            .filter(|l| !l.contains(DIRECTIVE))
            .map(|l| format!("{l}\n"))
            .collect();
        assert!(kinds(&bare).contains(&kind), "{kind}: {bare}");
    }
}

#[test]
fn directive_lists_all_and_placement() {
    let two = "Pattern A => erase op<a.x>;\n// pdll: allow(recursion, duplicate)\nPattern B => erase op<a.x>;\n";
    assert!(kinds(two).is_empty());
    let all = "Pattern A => erase op<a.x>;\n// pdll: allow(all)\nPattern B => erase op<a.x>;\n";
    assert!(kinds(all).is_empty());
    // Another kind, or a blank line between the directive and the pattern: no effect.
    let other =
        "Pattern A => erase op<a.x>;\n// pdll: allow(unused)\nPattern B => erase op<a.x>;\n";
    assert_eq!(kinds(other), [WarningKind::Duplicate]);
    let apart =
        "Pattern A => erase op<a.x>;\n// pdll: allow(duplicate)\n\nPattern B => erase op<a.x>;\n";
    assert_eq!(kinds(apart), [WarningKind::Duplicate]);
}

#[test]
fn directives_in_macro_input_are_doc_comments() {
    let run = |tokens: proc_macro2::TokenStream| {
        let mut sources = SourceMap::new();
        let (ast, diags) = parse_tokens(tokens, &ParseOptions::default(), &mut sources);
        assert!(diags.is_empty(), "{diags:?}");
        crate::driver::check_module(&ast.unwrap(), &sources)
    };
    let warned = run(quote::quote! {
        Pattern A => erase op<a.x>;
        Pattern B => erase op<a.x>;
    });
    assert_eq!(warned.len(), 1);
    let silenced = run(quote::quote! {
        Pattern A => erase op<a.x>;
        /// pdll: allow(duplicate)
        Pattern B => erase op<a.x>;
    });
    assert!(silenced.is_empty(), "{silenced:?}");
}

#[test]
fn macro_expansion_warns_through_a_deprecated_item() {
    let out = crate::driver::expand_macro(
        quote::quote!(struct P; Pattern A => erase op<a.x>; Pattern B => erase op<a.x>;),
        &ParseOptions::default(),
        &crate::codegen::Options::default(),
    )
    .to_string();
    assert!(out.contains("deprecated"), "{out}");
    assert!(out.contains("pdll: pattern `B` duplicates `A`"), "{out}");
    assert!(!out.contains("compile_error"), "{out}");
}

#[test]
fn shadowed_by_patterns_that_split_an_operand_count() {
    let src = "Pattern P => erase op<a.x>(xs: ValueRange);\n\
               Pattern None with benefit(1) => erase op<a.x>();\n\
               Pattern One with benefit(1) => erase op<a.x>(x: Value);\n\
               Pattern More with benefit(1) => erase op<a.x>(x: Value, y: Value, rest: ValueRange);\n";
    let w = warnings(src);
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!(w[0].0, WarningKind::Shadowed);
    let lines: Vec<&str> = w[0].1.lines().collect();
    assert_eq!(
        lines[..5],
        [
            "t.pdll:1:1: warning: pattern `P` can never fire: `None`, `One` and `More` together \
             match every op it matches and rewrite it first",
            "t.pdll:2:1: note: `None` takes the ops where `root` has 0 operands, and is tried \
             first (benefit 1 > 0)",
            "t.pdll:3:1: note: `One` takes the ops where `root` has 1 operand, and is tried \
             first (benefit 1 > 0)",
            "t.pdll:4:1: note: `More` takes the ops where `root` has 2 or more operands, and is \
             tried first (benefit 1 > 0)",
            "note: the cases split on the number of operands of `root`: each count `P` \
             allows (0 or more) is taken by one of them",
        ],
        "{}",
        w[0].1
    );
}

#[test]
fn shadowed_by_patterns_that_split_a_result_count_or_a_nested_op() {
    // On the root's results: none (erased), or one and more (replaced by an op whose
    // results take the root's types, whatever their number).
    let results = "Pattern P => erase op<a.x>;\n\
                   Pattern NoResult with benefit(1) => erase op<a.x> -> ();\n\
                   Pattern Results with benefit(1) {\n  let r = op<a.x> -> (t: Type, rest: TypeRange);\n  replace r with op<a.y>;\n}\n";
    assert_eq!(
        heads(results),
        [
            "t.pdll:1:1: warning: pattern `P` can never fire: `NoResult` and `Results` together \
          match every op it matches and rewrite it first"
        ]
    );
    // On the operands of the op defining the root's operand.
    let nested = "Pattern P { let d = op<a.d>(xs: ValueRange); erase op<a.x>(d.0); }\n\
                  Pattern Leaf with benefit(1) { let d = op<a.d>(); erase op<a.x>(d.0); }\n\
                  Pattern Inner with benefit(1) { let d = op<a.d>(y: Value, rest: ValueRange); erase op<a.x>(d.0); }\n";
    let w = warnings(nested);
    assert_eq!(w.len(), 1, "{w:?}");
    assert!(
        w[0].1
            .contains("`Leaf` takes the ops where `root.operand[0].defining_op` has 0 operands"),
        "{}",
        w[0].1
    );
}

#[test]
fn no_shadowing_by_patterns_that_do_not_cover_every_case() {
    let p = "Pattern P => erase op<a.x>(xs: ValueRange);\n";
    for others in [
        // A gap: no pattern takes one operand.
        "Pattern None with benefit(1) => erase op<a.x>();\n\
         Pattern More with benefit(1) => erase op<a.x>(x: Value, y: Value, rest: ValueRange);\n",
        // Only bounded cases: some count is left.
        "Pattern None with benefit(1) => erase op<a.x>();\n\
         Pattern One with benefit(1) => erase op<a.x>(x: Value);\n",
        // One case is tried after `P`.
        "Pattern None with benefit(1) => erase op<a.x>();\n\
         Pattern More => erase op<a.x>(x: Value, rest: ValueRange);\n",
        // One case may be rejected by a native constraint.
        "Constraint C(o: Op);\nPattern None with benefit(1) => erase op<a.x>();\n\
         Pattern More with benefit(1) { let r = op<a.x>(x: Value, rest: ValueRange); C(r); erase r; }\n",
        // One case checks more than a count (the op defining its operand).
        "Pattern None with benefit(1) => erase op<a.x>();\n\
         Pattern More with benefit(1) => erase op<a.x>(op<a.d>, rest: ValueRange);\n",
        // One case's rewrite may fail (a native rewrite).
        "Rewrite Mk(v: Value) -> Op;\nPattern None with benefit(1) => erase op<a.x>();\n\
         Pattern More with benefit(1) => replace op<a.x>(x: Value, rest: ValueRange) with Mk(x);\n",
        // The cases split on two counts: each takes its operand count only for one
        // result count.
        "Pattern None with benefit(1) => erase op<a.x>() -> ();\n\
         Pattern More with benefit(1) => erase op<a.x>(x: Value, rest: ValueRange);\n",
    ] {
        let src = format!("{p}{others}");
        let w = warnings(&src);
        assert!(
            w.iter().all(|(k, text)| *k != WarningKind::Shadowed
                || !text.starts_with("t.pdll:1:1")),
            "{src}\n{w:?}"
        );
    }
}

#[test]
fn directives_at_the_end_of_the_first_line() {
    let a = "Pattern A => erase op<a.x>;\n";
    // After a one-line pattern, and after the `{` of a pattern's first line.
    for b in [
        "Pattern B => erase op<a.x>; // pdll: allow(duplicate)\n",
        "Pattern B => erase op<a.x>; /// pdll: allow(all)\n",
        "Pattern B { // pdll: allow(duplicate)\n  erase op<a.x>;\n}\n",
    ] {
        assert!(kinds(&format!("{a}{b}")).is_empty(), "{b}");
    }
    // After a `let`: the variable.
    let unused = "Pattern { let r = op<a.x>; rewrite r with {\n  let t = type<\"i32\">; // pdll: allow(unused)\n  erase r;\n}; }\n";
    assert!(kinds(unused).is_empty());
    // A directive at the end of the last line of a pattern, or at the end of the line
    // of the pattern before, is not on the first line of the one it would silence.
    let last = "Pattern B {\n  erase op<a.x>;\n} // pdll: allow(duplicate)\n";
    assert_eq!(kinds(&format!("{a}{last}")), [WarningKind::Duplicate]);
    let before =
        "Pattern A => erase op<a.x>; // pdll: allow(duplicate)\nPattern B => erase op<a.x>;\n";
    assert_eq!(kinds(before), [WarningKind::Duplicate]);
    // `//` inside a string or a native code block starts no comment.
    let in_string = "Pattern A => erase op<a.x> {k = attr<\"\\\"// pdll: allow(duplicate)\\\"\">};\n\
                     Pattern B => erase op<a.x> {k = attr<\"\\\"// pdll: allow(duplicate)\\\"\">};\n";
    assert_eq!(kinds(in_string), [WarningKind::Duplicate]);
    let in_code = "Constraint C(o: Op) [{ // pdll: allow(unused)\n  return success();\n}];\n\
                   Pattern => erase op<a.x>;\n";
    assert_eq!(kinds(in_code), [WarningKind::Unused]);
}

#[test]
fn trailing_comments_are_found_outside_strings_and_code() {
    assert_eq!(trailing_comment("let x = 1; // a"), Some(" a"));
    assert_eq!(trailing_comment("attr<\"//\"> // b"), Some(" b"));
    assert_eq!(trailing_comment("attr<\"\\\"//\"> // c"), Some(" c"));
    assert_eq!(trailing_comment("[{ x // y }] // d"), Some(" d"));
    // A code block that goes on past the line hides the rest of it.
    assert_eq!(trailing_comment("Rewrite R() [{ // e"), None);
    assert_eq!(trailing_comment("attr<\"unterminated // f"), None);
    assert_eq!(trailing_comment("no comment"), None);
}

const PING_PONG: &str = "Pattern ToY => replace op<a.x>(v: Value) with op<a.y>(v);\n\
                         Pattern ToX => replace op<a.y>(v: Value) with op<a.x>(v);\n";

#[test]
fn patterns_that_rewrite_each_others_ops_in_a_cycle() {
    let w = warnings(PING_PONG);
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!(w[0].0, WarningKind::Recursion);
    let lines: Vec<&str> = w[0].1.lines().collect();
    assert_eq!(
        lines[..4],
        [
            "t.pdll:1:1: warning: patterns `ToY` and `ToX` can rewrite each other's ops forever: \
             each creates an op that the next one matches",
            "t.pdll:1:47: note: `ToY` creates this `a.y`, which `ToX` matches",
            "t.pdll:2:47: note: `ToX` creates this `a.x`, which `ToY` matches",
            "note: the cycle: `ToY` -> `a.y` -> `ToX` -> `a.x` -> `ToY`",
        ],
        "{}",
        w[0].1
    );
    // Three patterns, with checks on the op defining the operand, which the created
    // ops take over.
    let three = "Pattern A { let c = op<a.c>; replace op<a.x>(c.0) with op<a.y>(c.0); }\n\
                 Pattern B { let c = op<a.c>; replace op<a.y>(c.0) with op<a.z>(c.0); }\n\
                 Pattern C { let c = op<a.c>; replace op<a.z>(c.0) with op<a.x>(c.0); }\n";
    assert_eq!(
        heads(three),
        [
            "t.pdll:1:1: warning: patterns `A`, `B` and `C` can rewrite each other's ops \
          forever: each creates an op that the next one matches"
        ]
    );
}

#[test]
fn no_cycle_warning_when_a_created_op_fails_a_check_or_recursion_is_declared() {
    for src in [
        // `ToX` wants an attribute the created `a.y` does not have.
        "Pattern ToY => replace op<a.x>(v: Value) with op<a.y>(v);\n\
         Pattern ToX => replace op<a.y>(v: Value) {k = attr<\"1\">} with op<a.x>(v);\n",
        // `ToX` wants the operand from an `a.d`, which `ToY`'s match says nothing of.
        "Pattern ToY => replace op<a.x>(v: Value) with op<a.y>(v);\n\
         Pattern ToX { let d = op<a.d>; replace op<a.y>(d.0) with op<a.x>(d.0); }\n",
        // A native constraint decides.
        "Constraint C(o: Op);\nPattern ToY => replace op<a.x>(v: Value) with op<a.y>(v);\n\
         Pattern ToX { let r = op<a.y>(v: Value); C(r); replace r with op<a.x>(v); }\n",
        // The author says the recursion ends.
        "Pattern ToY with recursion => replace op<a.x>(v: Value) with op<a.y>(v);\n\
         Pattern ToX => replace op<a.y>(v: Value) with op<a.x>(v);\n",
        // `ToX` also erases the op defining the operand: the ops above the root change.
        "Pattern ToY => replace op<a.x>(v: Value) with op<a.y>(v);\n\
         Pattern ToX { let d = op<a.d>; let r = op<a.y>(d.0); rewrite r with { \
         let n = op<a.x>(d.0); replace r with n; erase d; }; }\n",
    ] {
        assert!(!kinds(src).contains(&WarningKind::Recursion), "{src}");
    }
}

#[test]
fn a_directive_on_any_pattern_of_a_cycle_silences_it() {
    let second = PING_PONG.replace("Pattern ToX", "// pdll: allow(recursion)\nPattern ToX");
    assert!(kinds(&second).is_empty());
    let first = PING_PONG.replace("Pattern ToY", "// pdll: allow(recursion)\nPattern ToY");
    assert!(kinds(&first).is_empty());
}
