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
