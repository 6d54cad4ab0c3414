//! Generic op form: parse + print reproduces mlir-opt 19's output byte for byte.
//!
//! `tests/data/NAME.generic.mlir` is `mlir-opt-19 --allow-unregistered-dialect
//! --mlir-print-op-generic tests/data/NAME.input.mlir`, run once and checked in.

use pdll_runtime::{Context, Ir, OperationState};
use proptest::prelude::*;

const FILES: &[&str] = &[
    "attrs",
    "func_arith_scf",
    "graph",
    "regions",
    "successors",
    "types",
];

fn data(name: &str) -> String {
    let path = format!(
        "{}/tests/data/{name}.generic.mlir",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn round_trip(src: &str) -> String {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    if let Err(e) = ir.parse_source(&mut ctx, src) {
        panic!("{e}");
    }
    ir.print_generic(&ctx)
}

#[test]
fn mlir_opt_outputs_reprint_identically() {
    for name in FILES {
        let want = data(name);
        let got = round_trip(&want) + "\n";
        assert_eq!(got, want, "{name}.generic.mlir");
    }
}

#[test]
fn bare_ops_are_wrapped_in_a_module() {
    let got = round_trip("%a = \"x.a\"() : () -> i32 loc(\"f\":1:2)\n\"x.b\"(%a) : (i32) -> ()");
    assert_eq!(
        got,
        "\"builtin.module\"() ({\n  %0 = \"x.a\"() : () -> i32\n  \"x.b\"(%0) : (i32) -> ()\n}) : () -> ()\n"
    );
    let got = round_trip("module {\n}");
    assert_eq!(got, "\"builtin.module\"() ({\n^bb0:\n}) : () -> ()\n");
    let got = round_trip("#a = 3 : i8\n#loc = loc(\"x\":1:1)\n\"x.a\"() {v = #a} : () -> () loc(#loc)\n{-#\n  dialect_resources: {}\n#-}\n");
    assert_eq!(
        got,
        "\"builtin.module\"() ({\n  \"x.a\"() {v = 3 : i8} : () -> ()\n}) : () -> ()\n"
    );
}

#[test]
fn errors_have_positions() {
    let cases = [
        (
            "func.func @f() {\n}",
            1,
            1,
            "Dialect `func' not found for custom op 'func.func'",
        ),
        ("\"x.a\"(%v) : (i32) -> ()", 1, 7, "undeclared SSA value"),
        ("\"x.a\"()[^bb9] : () -> ()", 1, 9, "undefined block"),
        (
            "%a = \"x.a\"() : () -> i32\n\"x.b\"(%a) : (f32) -> ()",
            2,
            7,
            "different type",
        ),
        (
            "%a = \"x.a\"() : () -> i32\n%a = \"x.a\"() : () -> i32",
            2,
            1,
            "redefinition",
        ),
        ("%a:2 = \"x.a\"() : () -> i32", 1, 1, "results"),
        (
            "\"x.a\"(%v) : (i32) -> ()\n%v = \"x.b\"() : () -> f32",
            2,
            1,
            "type",
        ),
        (
            "\"x.a\"() : () -> () extra",
            1,
            20,
            "custom op 'extra' is unknown (tried 'builtin.extra' as well)",
        ),
        // An op may leave its results unnamed; naming too many is an error at the
        // first name (as mlir-opt-19 reports it).
        (
            "%a, %b = \"x.a\"() : () -> i32",
            1,
            1,
            "defines 1 results but was provided 2",
        ),
        // Names are text: an op name of bytes that are not UTF-8 is not supported.
        ("\"x.\\FF\"() : () -> ()", 1, 1, "not valid UTF-8"),
    ];
    for (src, line, col, msg) in cases {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let e = ir.parse_source(&mut ctx, src).expect_err(src);
        assert_eq!((e.line, e.col), (line, col), "{src}: {e}");
        assert!(e.message.contains(msg), "{src}: {e}");
    }
}

/// Builds random IR with the core API: ops with random operands among earlier
/// values, results, attributes, properties and nested regions with block arguments.
fn build(ctx: &mut Context, ir: &mut Ir, choices: &[(u8, u8, u8)]) {
    let i32t = ctx.intern_integer_type(32);
    let f32t = ctx.intern_float_type(pdll_runtime::types::FloatKind::F32);
    // Per block: the values an op in it may use (defined in it or its ancestors).
    let mut blocks = vec![(ir.top_block(), Vec::new())];
    for (i, &(kind, a, b)) in choices.iter().enumerate() {
        let bi = a as usize % blocks.len();
        let block = blocks[bi].0;
        let values = blocks[bi].1.clone();
        let name = ctx.intern_op_name(["t.a", "t.b", "d.c"][kind as usize % 3]);
        let mut st = OperationState::new(name);
        for k in 0..(b % 3) as usize {
            if !values.is_empty() {
                st.operands
                    .push(values[(a as usize + k * 7) % values.len()]);
            }
        }
        st.result_types = (0..(kind % 3))
            .map(|k| if k == 1 { f32t } else { i32t })
            .collect();
        if b % 2 == 0 {
            let key = ctx.intern_ident("k");
            let v = ctx.intern_integer_attr(i as i128 - 50, i32t).unwrap();
            st.attributes = Some(ctx.intern_dictionary(vec![(key, v)]));
        }
        if b % 5 == 0 {
            let key = ctx.intern_ident("p");
            let v = ctx.intern_string_attr("s\"x");
            st.properties = Some(ctx.intern_dictionary(vec![(key, v)]));
        }
        if kind % 4 == 3 {
            let r = ir.create_region();
            let nb = ir.create_block(&[i32t]);
            ir.append_block(r, nb);
            st.regions.push(r);
            let mut visible = values.clone();
            visible.push(ir.block_argument(nb, 0));
            blocks.push((nb, visible));
        }
        let op = ir.create_op(st);
        ir.append_op(block, op);
        let results: Vec<_> = ir.results(op).collect();
        blocks[bi].1.extend(results);
    }
}

proptest! {
    #[test]
    fn print_parse_print_is_stable(choices in proptest::collection::vec((0u8..12, 0u8..255, 0u8..255), 0..40)) {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        build(&mut ctx, &mut ir, &choices);
        let text = ir.print_generic(&ctx);
        let mut again_ctx = Context::new();
        let mut again = Ir::new();
        again.parse_source(&mut again_ctx, &text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(again.print_generic(&again_ctx), text);
    }
}
