//! Unit tests of alias printing.

use super::Aliases;
use crate::asm::PrintOptions;
use crate::{Context, Ir};

/// `src` parsed and printed with aliases.
fn with_aliases(src: &str) -> String {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, src).unwrap();
    ir.print_generic_with(&ctx, &PrintOptions::default().with_aliases(true))
}

/// The alias definitions of `src`'s output (the lines before the module).
fn definitions(src: &str) -> Vec<String> {
    with_aliases(src)
        .lines()
        .take_while(|l| !l.starts_with("\"builtin.module\""))
        .map(str::to_string)
        .collect()
}

#[test]
fn definitions_go_by_depth_then_types_first_then_name_then_first_use() {
    let src =
        "%0 = \"x.a\"() {z = affine_map<(d0) -> (d0 + 1)>, a = [affine_set<(d0) : (d0 == 0)>], \
               b = affine_map<(d0) -> (d0)>} : () -> tuple<i1, i1, i1, i1, i1, i1, i1, i1, \
               i1, i1, i1, i1, i1, i1, i1, i1, i1>";
    // Walked: the result type, then `a` (its set), `b`, `z`. Depth 1 for all.
    assert_eq!(
        definitions(src),
        [
            "!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1>",
            "#map = affine_map<(d0) -> (d0)>",
            "#map1 = affine_map<(d0) -> (d0 + 1)>",
            "#set = affine_set<(d0) : (d0 == 0)>",
        ]
    );
    // A tuple holding a memref with an aliased layout is deeper than the layout.
    let src = "%0 = \"x.a\"() : () -> tuple<i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, \
               i1, i1, i1, i1, memref<2xf32, affine_map<(d0) -> (d0 + 2)>>>";
    let text = with_aliases(src);
    assert!(text.starts_with(
        "#map = affine_map<(d0) -> (d0 + 2)>\n!tuple = tuple<i1, i1, i1, i1, i1, i1, i1, \
         i1, i1, i1, i1, i1, i1, i1, i1, i1, memref<2xf32, #map>>\n"
    ));
    assert!(text.contains("%0 = \"x.a\"() : () -> !tuple\n"), "{text}");
}

#[test]
fn short_tuples_unit_distincts_strided_and_arrays_have_no_alias() {
    let src = "\"x.a\"() {a = distinct[0]<>, b = strided<[1], offset: ?>, c = array<i32: 1>, \
               t = tuple<i1, i2>} : () -> ()";
    assert!(definitions(src).is_empty());
}

#[test]
fn unregistered_properties_are_not_walked_but_use_aliases_found_elsewhere() {
    let src = "\"x.p\"() <{m = affine_map<(d0) -> (d0 + 7)>, n = affine_map<(d0) -> (d0)>}> \
               {z = affine_map<(d0) -> (d0)>} : () -> ()";
    let text = with_aliases(src);
    assert!(
        text.contains("<{m = affine_map<(d0) -> (d0 + 7)>, n = #map}> {z = #map}"),
        "{text}"
    );
    // An op of a dialect mlir-opt registers: its properties are walked, in one name
    // order with its attributes (`a` before `map` before `z`).
    let src = "%c = \"x.c\"() : () -> index\n\
               %1 = \"affine.apply\"(%c) <{map = affine_map<(d0) -> (d0 + 7)>}> \
               {z = affine_map<(d0) -> (d0)>, a = affine_map<(d0) -> (d0 + 1)>} \
               : (index) -> index";
    let text = with_aliases(src);
    assert!(
        text.starts_with(
            "#map = affine_map<(d0) -> (d0 + 1)>\n#map1 = affine_map<(d0) -> (d0 + 7)>\n\
             #map2 = affine_map<(d0) -> (d0)>\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("<{map = #map1}> {a = #map, z = #map2}"),
        "{text}"
    );
}

#[test]
fn distinct_numbers_follow_the_print_order() {
    // Inline, `a` is printed first; with aliases, `b`'s definition is.
    let src = "\"x.a\"() {a = distinct[7]<>} : () -> ()\n\
               \"x.b\"() {b = distinct[3]<1 : i8>, c = [distinct[7]<>]} : () -> ()";
    let text = with_aliases(src);
    assert!(
        text.starts_with("#distinct = distinct[0]<1 : i8>\n"),
        "{text}"
    );
    assert!(text.contains("{a = distinct[1]<>}"), "{text}");
    assert!(
        text.contains("{b = #distinct, c = [distinct[1]<>]}"),
        "{text}"
    );
}

#[test]
fn nested_locations_have_aliases_of_their_own() {
    let src = "\"x.a\"() {l = loc(callsite(\"f\\\"n\"(\"a.c\":1:2) at fused<\"m\">[\"b\":3:4, unknown]))} \
               : () -> ()";
    assert_eq!(
        definitions(src),
        [
            "#loc = loc(\"a.c\":1:2)",
            "#loc1 = loc(\"b\":3:4)",
            "#loc2 = loc(\"f\\22n\"(#loc))",
            "#loc3 = loc(fused<\"m\">[#loc1])",
            "#loc4 = loc(callsite(#loc2 at #loc3))",
        ]
    );
}

#[test]
fn locations_it_cannot_take_apart_are_one_alias() {
    let mut ctx = Context::new();
    let ir = Ir::new();
    let mut a = Aliases::collect(&ctx, &ir, None);
    let l = a.loc("#d.loc<\"x\">");
    assert!(matches!(&a.locs[l as usize], super::Loc::Leaf(t) if t == "#d.loc<\"x\">"));
    // A string that does not end.
    let l = a.loc("\"open");
    assert!(matches!(&a.locs[l as usize], super::Loc::Leaf(_)));
    let attr = ctx.parse_attribute("loc(\"f\":1:2)").unwrap();
    let mut out = String::new();
    let mut a = Aliases::collect(&ctx, &ir, None);
    a.print_attr(attr, false, &mut out);
    assert_eq!(out, "loc(\"f\":1:2)");
    // Kept text made through the API rather than the parser prints, as written
    // where it cannot be taken apart, and never panics.
    for text in [
        "loc(",
        "loc(\"\\",
        "loc(\"é\\é",
        "loc(callsite(",
        "loc(fused<",
        "distinct[",
        "distinct[0]<[",
        "sparse<",
        "dense_resource<x> : ",
    ] {
        let attr = ctx.intern_attr(crate::attributes::AttrKind::Verbatim(text.into()));
        let mut a = Aliases::collect(&ctx, &ir, None);
        let mut out = String::new();
        a.print_attr(attr, false, &mut out);
        assert!(!out.is_empty(), "{text}");
    }
}

/// Attributes and types whose parts the alias printer prints itself must print as
/// the context's printer prints them when nothing has an alias.
#[test]
fn without_aliases_it_prints_as_the_context_does() {
    let attrs = [
        "[1, 2 : i32, 1.5, [true], {a, b = \"s\" : i8}]",
        "{a = unit, \"q r\" = @s::@t, t = tensor<?x4xf32>}",
        "dense<[1, 2]> : tensor<2xi64>",
        "dense<\"0x01\"> : vector<1xi8>",
        "\"text\\0A\" : tuple<i1, f32>",
        "(i32, memref<4x?xf32, strided<[?, 1], offset: 3>, 2>) -> (complex<f64>)",
        "() -> (() -> i1)",
        "vector<[4]x2x[8]xbf16>",
        "memref<*xi8, 5>",
        "memref<2x2xi1, affine_map<(d0, d1) -> (d1, d0)>, \"gpu\">",
        "tensor<*xindex>",
        "tensor<3xf32, {enc = 1}>",
        "sparse<[[0], [2]], [1.5, 2.5]> : tensor<4xf32>",
        "sparse<> : tensor<2xi8>",
        "dense_resource<blob> : tensor<2xi32>",
        "distinct[0]<[1, 2]>",
        "distinct[0]<>",
        "loc(fused<{k = 1}>[\"a\":1:2, callsite(\"x\" at \"y\"(\"z\":3:4))])",
        "loc(\"only\")",
        "#d.attr<\"x\"> : i32",
        "array<f32: 1.5>",
    ];
    for text in attrs {
        let mut ctx = Context::new();
        let attr = ctx.parse_attribute(text).unwrap();
        let ir = Ir::new();
        let mut a = Aliases::collect(&ctx, &ir, None);
        for elide in [false, true] {
            let mut out = String::new();
            a.print_attr(attr, elide, &mut out);
            let mut inline = String::new();
            ctx.print_attr_elide(attr, elide, &mut inline);
            assert_eq!(out, inline, "{text}");
        }
    }
}
