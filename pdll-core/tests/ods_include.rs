//! `#include "x.td"` without MLIR installed: `tests/td/mini.td` is a small ODS-like
//! dialect of our own (its base classes stand in for MLIR's OpBase.td). Checks what
//! an include defines, the diagnostics of bad uses (with notes in the `.td` file), of
//! a missing file and of a TableGen error inside an included file, and which `.td`
//! files a build script must watch.

use expect_test::{expect, Expect};
use pdll_core::diag::one_line_all;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};
use pdll_core::{pdl, sema};
use std::path::{Path, PathBuf};

/// The directory of the `.td` files (relative to the crate, where tests run).
fn td_dir() -> PathBuf {
    Path::new("tests").join("td")
}

/// Compiles `text` (as a file in `tests/td`) to PDL, or gives its diagnostics in the
/// one-line form.
fn compile(text: &str) -> String {
    let mut sources = SourceMap::new();
    let name = td_dir().join("input.pdll");
    let name = name.to_str().unwrap();
    let (module, diags) = parse_str(name, text, &ParseOptions::default(), &mut sources);
    if diags.iter().any(|d| d.is_error()) {
        return one_line_all(&diags, &sources);
    }
    let (program, diags) = sema::check(&module.unwrap());
    match program {
        Some(p) => pdl::lower(&p).unwrap().to_mlir_string(),
        None => one_line_all(&diags, &sources),
    }
}

fn check(text: &str, expected: Expect) {
    expected.assert_eq(&compile(text));
}

#[test]
fn groups_and_constraints_come_from_the_td_file() {
    check(
        r#"#include "mini.td"
Pattern {
  let a = op<mini.add>(x: Value, y: Value);
  let s = op<mini.split>(a.sum);
  let k = op<mini.sink>(s.tail) {tag = t: I32Attr};
  erase k;
}"#,
        expect![[r#"
            module {
              pdl.pattern : benefit(0) {
                %0 = operand
                %1 = operand
                %2 = types
                %3 = operation "mini.add"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>)
                %4 = results 0 of %3  -> !pdl.value
                %5 = types
                %6 = operation "mini.split"(%4 : !pdl.value)  -> (%5 : !pdl.range<type>)
                %7 = results 1 of %6  -> !pdl.range<value>
                %8 = attribute
                apply_native_constraint "I32Attr"(%8 : !pdl.attribute)
                %9 = types
                %10 = operation "mini.sink"(%7 : !pdl.range<value>)  {"tag" = %8} -> (%9 : !pdl.range<type>)
                rewrite %10 {
                  erase %10
                }
              }
            }
        "#]],
    );
}

#[test]
fn bad_member_access_names_the_ods_result_groups() {
    check(
        r#"#include "mini.td"
Pattern {
  let a = op<mini.add>(x: Value, y: Value);
  erase op<mini.sink>(a.lhs);
}"#,
        expect![[r#"
            tests/td/input.pdll:4:23: error: invalid member access `lhs` on expression of type `Op<mini.add>`
            tests/td/mini.td:72:5: note: see the definition of `mini.add` here
        "#]],
    );
}

#[test]
fn wrong_group_counts_point_at_the_definition() {
    check(
        r#"#include "mini.td"
Pattern {
  let a = op<mini.add>(x: Value, y: Value, z: Value) -> (t: Type, u: Type);
  erase a;
}"#,
        expect![[r#"
            tests/td/input.pdll:3:11: error: invalid number of operand groups for `mini.add`; expected 2, but got 3
            tests/td/mini.td:72:5: note: see the definition of `mini.add` here
            tests/td/input.pdll:3:11: error: invalid number of result groups for `mini.add`; expected 1, but got 2
            tests/td/mini.td:72:5: note: see the definition of `mini.add` here
        "#]],
    );
}

#[test]
fn ops_without_a_single_result_are_not_values() {
    check(
        r#"#include "mini.td"
Pattern {
  let k = op<mini.sink>(v: Value) {tag = t: Attr};
  erase op<mini.add>(k, v);
}"#,
        expect![[r#"
            tests/td/input.pdll:4:22: error: unable to convert expression of type `Op<mini.sink>` to the expected type of `Value`
            tests/td/mini.td:83:5: note: see the definition of `mini.sink`, which was defined with zero results
            tests/td/mini.td:72:5: note: see the definition of `mini.add` here
        "#]],
    );
}

#[test]
fn a_missing_td_file_is_an_error_at_the_include() {
    check(
        "#include \"nowhere.td\"\nPattern => erase op<mini.add>;",
        expect![[r#"
            tests/td/input.pdll:1:10: error: unable to open include file `nowhere.td`
            note: looked for `tests/td/nowhere.td`
        "#]],
    );
}

#[test]
fn tablegen_errors_point_into_the_td_file() {
    check(
        "#include \"broken.td\"\nPattern => erase op<mini.add>;",
        expect![[r#"
            tests/td/input.pdll:1:10: error: error while processing include file `broken.td`: Variable not defined: 'NoSuchConstraint'
            tests/td/broken.td:5:24: note: Variable not defined: 'NoSuchConstraint'
        "#]],
    );
}

#[test]
fn the_module_lists_every_td_file_read() {
    let mut sources = SourceMap::new();
    let name = td_dir().join("input.pdll");
    let (module, diags) = parse_str(
        name.to_str().unwrap(),
        "#include \"mini_ext.td\"\n#include \"mini.td\"\nPattern => erase op<mini.neg>;",
        &ParseOptions::default(),
        &mut sources,
    );
    assert!(diags.is_empty(), "{diags:?}");
    let module = module.unwrap();
    let names: Vec<String> = module
        .td_files
        .iter()
        .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, ["mini_ext.td", "mini.td"]);
    // Read twice (directly and through mini_ext.td), defined once: the second
    // include's constraints are skipped.
    let (program, diags) = sema::check(&module);
    assert!(diags.is_empty(), "{diags:?}");
    let i32s = program
        .unwrap()
        .decls
        .iter()
        .filter(|d| d.name.as_deref() == Some("I32"))
        .count();
    assert_eq!(i32s, 1);
    let add = module.ods.operation("mini.add").unwrap();
    assert_eq!(add.summary, "adds two integers");
    assert!(add.infers_result_types, "SameOperandsAndResultType");
    assert_eq!(
        add.signature(),
        "mini.add(lhs: I32, rhs: I32) -> (sum: I32)"
    );
}
