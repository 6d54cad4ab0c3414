//! Tests of the file metadata: what is read and kept, the errors (messages and
//! positions as mlir-opt-19 gives them), and what is printed (texts checked against
//! mlir-opt-19's output).

use super::*;
use crate::asm::options::PrintOptions;
use crate::Context;

fn parse(src: &str) -> (Context, Ir) {
    let (mut ctx, mut ir) = (Context::new(), Ir::new());
    ir.parse_source(&mut ctx, src)
        .unwrap_or_else(|e| panic!("{e}\n{src}"));
    (ctx, ir)
}

/// The error of `src` as `line:col: message`.
fn error(src: &str) -> String {
    let (mut ctx, mut ir) = (Context::new(), Ir::new());
    ir.parse_source(&mut ctx, src)
        .expect_err("an error")
        .to_string()
}

/// The metadata the generic and default prints end with (the same in both), after
/// checking that both forms print it.
fn metadata(src: &str) -> String {
    let (ctx, ir) = parse(src);
    let generic = ir.print_generic(&ctx);
    let default = ir.print(&ctx);
    let tail = |text: &str| {
        text.find("\n{-#")
            .map_or(String::new(), |i| text[i..].to_string())
    };
    assert_eq!(tail(&generic), tail(&default), "{generic}\n{default}");
    tail(&generic)
}

const BRIEF: &str = r#"
"x.a"() {v = dense_resource<b_1> : tensor<2xi8>} : () -> ()
"x.b"() {v = [dense_resource<qk> : tensor<1xi8>, dense_resource<b_1> : tensor<2xi8>]} : () -> ()
{-#
  external_resources: { foo: { x: "abc", y: true, z: "0x08000000ab" } },
  dialect_resources: { builtin: { unused: "0x0100000011", qk: "0x01000000ef", b_1: "0x01000000abCD" } }
#-}
"#;

#[test]
fn referenced_blobs_then_external_groups_print_after_the_module() {
    let (ctx, ir) = parse(BRIEF);
    let expected = "\n{-#
  dialect_resources: {
    builtin: {
      b_1: \"0x01000000ABCD\",
      qk: \"0x01000000EF\"
    }
  },
  external_resources: {
    foo: {
      x: \"abc\",
      y: true,
      z: \"0x08000000AB\"
    }
  }
#-}
";
    let generic = ir.print_generic(&ctx);
    assert!(
        generic.ends_with(&format!(") : () -> ()\n{expected}")),
        "{generic}"
    );
    let default = ir.print(&ctx);
    assert!(default.ends_with(&format!("}}\n{expected}")), "{default}");
    let aliases = PrintOptions::default().with_aliases(true);
    assert!(ir.print_with(&ctx, &aliases).ends_with(expected));
    assert!(ir.print_generic_with(&ctx, &aliases).ends_with(expected));

    // All is kept, the unreferenced blob too.
    let res = ir.resources();
    let names: Vec<&str> = res.blobs().map(|(n, _)| n).collect();
    assert_eq!(names, ["unused", "qk", "b_1"]);
    assert_eq!(
        res.blob("b_1"),
        Some(&ResourceBlob {
            alignment: 1,
            data: vec![0xAB, 0xCD]
        })
    );
    let (group, entries) = res.external().next().unwrap();
    assert_eq!(group, "foo");
    assert_eq!(entries[1], ("y".into(), ResourceValue::Bool(true)));

    // The printed text reads back to the same resources and prints the same.
    let (ctx2, ir2) = parse(&generic);
    assert_eq!(ir2.print_generic(&ctx2), generic);
    assert_eq!(ir2.print(&ctx2), default);
    let (ctx3, ir3) = parse(&default);
    assert_eq!(ir3.print(&ctx3), default);
}

#[test]
fn only_what_there_is_prints() {
    // No metadata, or nothing in it: the text is what it was.
    let plain = "\"x.a\"() {v = dense_resource<a> : tensor<1xi8>} : () -> ()\n";
    let (ctx, ir) = parse(plain);
    let before = (ir.print_generic(&ctx), ir.print(&ctx));
    assert!(!before.0.contains("{-#") && !before.1.contains("{-#"));
    for empty in [
        "{-# #-}",
        "{-# dialect_resources: {}, external_resources: {} #-}",
        "{-# dialect_resources: { builtin: {} }, external_resources: { foo: {} } #-}",
        // A blob nothing refers to.
        "{-# dialect_resources: { builtin: { b: \"0x0100000011\" } } #-}",
    ] {
        let (ctx, ir) = parse(&format!("{plain}{empty}"));
        assert_eq!((ir.print_generic(&ctx), ir.print(&ctx)), before, "{empty}");
    }
    // A reference to a name without a blob prints nothing; external resources
    // alone print alone.
    let text = metadata(&format!(
        "{plain}{{-# external_resources: {{ e: {{ k: false }} }} #-}}"
    ));
    assert_eq!(
        text,
        "\n{-#\n  external_resources: {\n    e: {\n      k: false\n    }\n  }\n#-}\n"
    );
}

#[test]
fn blobs_print_in_the_order_the_text_refers_to_them() {
    // mlir-opt-19: the generic form prints a module's attributes after its region,
    // the custom form before.
    let src = r#"module attributes {x.m = dense_resource<zz> : tensor<1xi8>} {
  "x.y"() {a = [dense_resource<qk> : tensor<1xi8>, {n = dense_resource<nob> : tensor<1xi8>}], s = "dense_resource<zz>"} : () -> ()
}
{-# dialect_resources: { builtin: { qk: "0x01000000EF", zz: "0x0400000001" } } #-}"#;
    let (ctx, ir) = parse(src);
    let order = |text: &str| {
        let i = text.find("{-#").unwrap();
        let (q, z) = (
            text[i..].find("qk:").unwrap(),
            text[i..].find("zz:").unwrap(),
        );
        if q < z {
            "qk zz"
        } else {
            "zz qk"
        }
    };
    assert_eq!(order(&ir.print_generic(&ctx)), "qk zz");
    assert_eq!(order(&ir.print(&ctx)), "zz qk");
    // A string that reads `dense_resource<...>` refers to nothing.
    let (ctx, ir) = parse(
        "\"x.a\"() {s = \"\\\"dense_resource<b>\", t = dense_resource<c> : tensor<1xi8>} : () -> ()\n\
         {-# dialect_resources: { builtin: { b: \"0x0100000011\", c: \"0x0100000022\" } } #-}",
    );
    let text = ir.print_generic(&ctx);
    assert!(
        text.contains("c: \"0x0100000022\"") && !text.contains("b: "),
        "{text}"
    );
}

#[test]
fn printing_to_a_writer_reads_every_piece_of_the_text() {
    // References on both sides of several flushes of the buffer.
    let body: String = (0..6000)
        .map(|i| {
            let r = match i {
                10 => "dense_resource<late> : tensor<1xi8>".to_string(),
                5990 => "dense_resource<early> : tensor<1xi8>".to_string(),
                _ => format!("{i} : i32"),
            };
            format!("\"x.a\"() {{k = {r}}} : () -> ()\n")
        })
        .collect();
    let src = format!(
        "{body}{{-# dialect_resources: {{ builtin: {{ early: \"0x0100000001\", late: \"0x0100000002\" }} }} #-}}"
    );
    let (ctx, ir) = parse(&src);
    let text = ir.print_generic(&ctx);
    assert!(text.len() > 3 * (1 << 16));
    let mut out = Vec::new();
    ir.print_generic_to(&ctx, &mut out).unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), text);
    let mut out = Vec::new();
    ir.print_to_with(&ctx, &mut out, &PrintOptions::default())
        .unwrap();
    assert_eq!(String::from_utf8(out).unwrap(), ir.print(&ctx));
    assert!(text.ends_with(
        "      late: \"0x0100000002\",\n      early: \"0x0100000001\"\n    }\n  }\n#-}\n"
    ));
}

#[test]
fn later_definitions_win_and_groups_merge() {
    // As mlir-opt-19: a blob defined again takes the later data, external groups of
    // one name are one, in the order of first appearance, their entries all kept;
    // data empty, a blob's alignment is 0; strings print escaped as MLIR does.
    let text = metadata(
        r#"{-# external_resources: { bar: {}, foo: { x: "a\"b\n", x: "0x01000000" } },
        dialect_resources: { builtin: { a: "0x01000000AA" } } #-}
"x.a"() {v = dense_resource<a> : tensor<1xi8>, w = dense_resource<e> : tensor<0xi8>} : () -> ()
{-# dialect_resources: { builtin: { a: "0x02000000BB", e: "0x10000000" } },
    external_resources: { bar: { y: false }, foo: { z: true } } #-}"#,
    );
    assert_eq!(
        text,
        r#"
{-#
  dialect_resources: {
    builtin: {
      a: "0x02000000BB",
      e: "0x00000000"
    }
  },
  external_resources: {
    bar: {
      y: false
    },
    foo: {
      x: "a\22b\0A",
      x: "0x00000000",
      z: true
    }
  }
#-}
"#
    );
}

#[test]
fn resources_set_through_the_api_print() {
    let (ctx, mut ir) = parse("\"x.a\"() {v = dense_resource<n> : tensor<2xi8>} : () -> ()");
    let blob = ResourceBlob {
        alignment: 2,
        data: vec![1, 0xFE],
    };
    assert_eq!(ir.resources_mut().insert_blob("n", blob.clone()), None);
    assert_eq!(
        ir.resources_mut().insert_blob("n", blob.clone()),
        Some(blob)
    );
    ir.resources_mut()
        .external_group_mut("tool")
        .push(("odd key".into(), ResourceValue::String("\u{1}".into())));
    let text = ir.print_generic(&ctx);
    assert!(
        text.ends_with(
            "      n: \"0x0200000001FE\"\n    }\n  },\n  external_resources: {\n    tool: {\n      \"odd key\": \"\\01\"\n    }\n  }\n#-}\n"
        ),
        "{text}"
    );
}

/// The messages are mlir-opt-19's; so are the positions, but for a missing token
/// (`expected ':'`, `expected ',' or '}'`): the parser puts those at the token found,
/// as it does everywhere, where MLIR puts them just after the token before.
#[test]
fn errors_say_what_and_where_as_mlir_does() {
    let cases = [
        (
            "{-# bogus: {} #-}",
            "1:5: unknown key 'bogus' in file metadata dictionary",
        ),
        (
            "{-# \"k\": {} #-}",
            "1:5: expected identifier key in file metadata dictionary",
        ),
        ("{-# dialect_resources {} #-}", "1:23: expected ':'"),
        ("{-# dialect_resources: [] #-}", "1:24: expected '{'"),
        (
            "{-# dialect_resources: {} external_resources: {} #-}",
            "1:27: expected ',' or '#-}'",
        ),
        ("{-# dialect_resources: {}", "1:26: expected ',' or '#-}'"),
        (
            "{-# dialect_resources: { foo: {} } #-}",
            "1:26: dialect 'foo' is unknown",
        ),
        (
            "{-# dialect_resources: { 1: {} } #-}",
            "1:26: expected identifier key for 'resource' entry",
        ),
        (
            "{-# dialect_resources: { builtin: { x: \"abc\" } } #-}",
            "1:40: expected hex string blob for key 'x'",
        ),
        (
            "{-# dialect_resources: { builtin: { x: true } } #-}",
            "1:40: expected hex string blob for key 'x'",
        ),
        (
            "{-# dialect_resources: { builtin: { x: \"0xabc\" } } #-}",
            "1:40: expected hex string blob for key 'x'",
        ),
        (
            "{-# dialect_resources: { builtin: {\n  x: \"0x010000\" } } #-}",
            "2:6: expected hex string blob for key 'x' to encode alignment in first 4 bytes",
        ),
        (
            "{-# dialect_resources: { builtin: { a: \"0x03000000ab\"} } #-}",
            "1:40: expected hex string blob for key 'a' to encode alignment in first 4 \
             bytes, but got non-power-of-2 value: 3",
        ),
        (
            "{-# dialect_resources: { builtin: { x: \"0x01000000\" y: 1 } } #-}",
            "1:53: expected ',' or '}'",
        ),
        (
            "{-# external_resources: { foo: { x: \"0x010000\" } } #-}",
            "1:37: expected hex string blob for key 'x' to encode alignment in first 4 bytes",
        ),
        (
            "{-# external_resources: { foo: { x: \"0xZZ\" } } #-}",
            "1:37: expected hex string blob for key 'x'",
        ),
        (
            "{-# external_resources: { foo: { x: 42 } } #-}",
            "1:37: expected string value for key 'x'",
        ),
        (
            "{-# external_resources: { foo: { \"x\": 42 } } #-}",
            "1:34: expected identifier key for 'external_resources' entry",
        ),
    ];
    for (src, expected) in cases {
        assert_eq!(error(src), expected, "{src}");
    }
}

#[test]
fn a_known_dialect_without_resources_is_mlirs_error() {
    let mut ctx = Context::new();
    ctx.syntax.add_dialect("arith");
    let mut ir = Ir::new();
    let e = ir
        .parse_source(
            &mut ctx,
            "{-# dialect_resources: { arith: { x: \"0x01000000\" } } #-}",
        )
        .unwrap_err();
    assert_eq!(
        e.to_string(),
        "1:35: unexpected 'resource' section for dialect 'arith'"
    );
}
