//! Tests of the generic op form parser.

use super::super::numbered_names::MAX_PREFIXES;
use super::*;

fn parse(src: &str) -> Result<String, ParseError> {
    let (mut ctx, mut ir) = (Context::new(), Ir::new());
    ir.parse_source(&mut ctx, src)?;
    Ok(ir.print_generic(&ctx))
}

#[test]
fn numbered_names_define_use_and_go_out_of_scope() {
    // `%01` and `%1` are different names; a forward use of `%2` resolves.
    let out = parse(
        "%1 = \"x.a\"() : () -> i32\n%01 = \"x.a\"() : () -> f32\n\
         \"x.u\"(%1, %01, %2) : (i32, f32, i64) -> ()\n%2 = \"x.b\"() : () -> i64",
    )
    .unwrap();
    assert!(
        out.contains("\"x.u\"(%0, %1, %2) : (i32, f32, i64) -> ()"),
        "{out}"
    );

    let e = parse("%3 = \"x.a\"() : () -> i32\n%3 = \"x.a\"() : () -> i32").unwrap_err();
    assert_eq!((e.line, e.col), (2, 1), "{e}");
    assert!(e.message.contains("redefinition of SSA value '%3'"), "{e}");

    let e = parse("%0:2 = \"x.a\"() : () -> (i32, i32)\n\"x.u\"(%0#2) : (i32) -> ()").unwrap_err();
    assert!(e.message.contains("invalid result number #2"), "{e}");

    // A name defined in a region is gone after it: redefining it outside is fine,
    // using it outside is an error.
    parse("\"x.r\"() ({\n  %0 = \"x.a\"() : () -> i32\n}) : () -> ()\n%0 = \"x.a\"() : () -> i32")
        .unwrap();
    let e = parse(
        "\"x.r\"() ({\n  %5 = \"x.a\"() : () -> i32\n}) : () -> ()\n\"x.u\"(%5) : (i32) -> ()",
    )
    .unwrap_err();
    assert!(e.message.contains("undeclared SSA value"), "{e}");
    // More prefixes than have tables: the rest go to the map, alike to the user.
    let mut src = String::new();
    for k in 0..(MAX_PREFIXES + 3) {
        src.push_str(&format!("%p{k}_1 = \"x.a\"() : () -> i32\n"));
        src.push_str(&format!("\"x.u\"(%p{k}_1) : (i32) -> ()\n"));
    }
    assert_eq!(
        parse(&src).unwrap().matches("x.u").count(),
        MAX_PREFIXES + 3
    );
    src.push_str("%p10_1 = \"x.a\"() : () -> i32\n%p1_1 = \"x.a\"() : () -> i32\n");
    let e = parse(&src).unwrap_err();
    assert!(
        e.message.contains("redefinition of SSA value '%p10_1'"),
        "{e}"
    );
    // A number far beyond the file's size goes to the map: no huge table, same
    // behaviour.
    let big = "\"x.r\"() ({\n  %v9999999 = \"x.a\"() : () -> i32\n  \"x.u\"(%v9999999) : (i32) -> ()\n}) : () -> ()\n";
    assert!(parse(big).unwrap().contains("\"x.u\"(%0)"));
    let e = parse(&format!("{big}\"x.u\"(%v9999999) : (i32) -> ()")).unwrap_err();
    assert!(e.message.contains("undeclared SSA value"), "{e}");
    let e =
        parse("%v9999999 = \"x.a\"() : () -> i32\n%v9999999 = \"x.a\"() : () -> i32").unwrap_err();
    assert!(e.message.contains("redefinition"), "{e}");
    // With a numbered name at file scope, a top-level region's names still go out
    // of view one by one when it ends, and the file's stay.
    let e = parse(
        "%0 = \"x.a\"() : () -> i32\n\"x.r\"() ({\n  %1 = \"x.a\"() : () -> i32\n  \"x.u\"(%0) : (i32) -> ()\n}) : () -> ()\n\"x.u\"(%0) : (i32) -> ()\n\"x.u\"(%1) : (i32) -> ()",
    )
    .unwrap_err();
    assert_eq!(e.line, 7, "{e}");
    assert!(e.message.contains("undeclared SSA value"), "{e}");
    // Inside a module: a nested region's names go out of view at its end, the
    // module's stay until the module ends.
    let e = parse(
        "module {\n  %0 = \"x.a\"() : () -> i32\n  \"x.r\"() ({\n    %1 = \"x.a\"() : () -> i32\n  }) : () -> ()\n  \"x.u\"(%0) : (i32) -> ()\n  \"x.u\"(%1) : (i32) -> ()\n}",
    )
    .unwrap_err();
    assert_eq!(e.line, 7, "{e}");
    assert!(e.message.contains("undeclared SSA value"), "{e}");
    // Visible in nested regions, and not definable again there.
    let e = parse(
        "%0 = \"x.a\"() : () -> i32\n\"x.r\"() ({\n  %0 = \"x.a\"() : () -> i32\n}) : () -> ()",
    )
    .unwrap_err();
    assert!(e.message.contains("redefinition"), "{e}");
}

#[test]
fn a_region_entry_argument_used_before_is_an_error() {
    // Found by the ir_custom_roundtrip fuzz target: `affine.for %j = ...(%j)` used its
    // induction variable in its own bound, a forward reference that defining the
    // region's argument resolved and erased while the op still held it (a panic).
    // mlir-opt-19: "region entry argument '%j' is already in use".
    for text in [
        "affine.for %j = affine_map<(d0) -> (d0)>(%j) to 10 {\n}",
        "func.func @f() {\n  affine.for %j = affine_map<(d0) -> (d0)>(%j) to 10 {\n  }\n  return\n}",
        "scf.for %i = %i to %i step %i {\n}",
    ] {
        let e = crate::dialects::testing::read(text).err().expect("an error");
        assert!(
            e.contains("region entry argument '%") && e.contains("is already in use"),
            "{text}: {e}"
        );
    }
}
