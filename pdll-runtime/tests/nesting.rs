//! Deep nesting: the parser stops at its nesting limit with a positioned error, and
//! deep IR built through the API (which has no limit) walks, verifies, prints and
//! erases without overflowing the stack.
//!
//! Everything runs on a thread with a 2 MiB stack (the test harness's default, set
//! here so that `RUST_MIN_STACK` cannot hide an overflow): before the limit and the
//! explicit stacks, each of these aborted the process.

use pdll_runtime::asm::{ParseOptions, PrintOptions, DEFAULT_MAX_NESTING};
use pdll_runtime::{
    verify, verify_op, Context, Ir, Listener, Op, OperationState, Rewriter, WalkOrder,
};

/// Runs `f` on a thread with a 2 MiB stack.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .expect("spawns a thread")
        .join()
        .expect("the thread does not panic");
}

/// One nestable construct: the text of an op nesting it `n` levels deep (counted as
/// the parser counts), and the byte offset where level `k` (1-based) opens.
struct Construct {
    name: &'static str,
    text: fn(usize) -> String,
    opens_at: fn(usize) -> usize,
}

/// Byte offset of level `k` in text of a `prefix` then `open` repeated.
fn at(prefix: &str, open: &str, k: usize) -> usize {
    prefix.len() + (k - 1) * open.len()
}

const REGION: &str = "\"a.b\"() (";
const ATTR: &str = "\"a.b\"() {x = ";
const TYPE: &str = "%0 = \"a.b\"() : () -> ";
const DENSE: &str = "\"a.b\"() {x = dense<";

/// Regions, arrays, dictionaries, tuples, function types, tensor encodings (a type
/// and an attribute per level) and dense lists (the `dense` attribute is one level).
const CONSTRUCTS: &[Construct] = &[
    Construct {
        name: "regions",
        text: |n| {
            let mut s = "\"a.b\"() ({\n".repeat(n);
            s.push_str(&"}) : () -> ()\n".repeat(n));
            s
        },
        opens_at: |k| at(REGION, "{\n\"a.b\"() (", k),
    },
    Construct {
        name: "arrays",
        text: |n| format!("{ATTR}{}{}}} : () -> ()\n", "[".repeat(n), "]".repeat(n)),
        opens_at: |k| at(ATTR, "[", k),
    },
    Construct {
        name: "dictionaries",
        text: |n| {
            // The outer dictionary is the op's attribute dictionary, not a level.
            let inner = n - 1;
            // A string innermost: `1` would print back as `1 : i64`, a level more.
            format!(
                "{ATTR}{}\"s\"{}}} : () -> ()\n",
                "{a = ".repeat(inner),
                "}".repeat(inner)
            )
        },
        opens_at: |k| at(ATTR, "{a = ", k),
    },
    Construct {
        name: "tuples",
        text: |n| format!("{TYPE}{}i32{}\n", "tuple<".repeat(n - 1), ">".repeat(n - 1)),
        opens_at: |k| at(TYPE, "tuple<", k),
    },
    Construct {
        name: "function types",
        // `%0 = "a.b"() : () -> (() -> (() -> (i32)))`: the `(` of a result list is not
        // a level, the type in it is.
        text: |n| {
            format!(
                "{TYPE}{}(i32){}\n",
                "(() -> ".repeat(n - 1),
                ")".repeat(n - 1)
            )
        },
        opens_at: |k| at(TYPE, "(() -> ", k) + 1,
    },
    Construct {
        name: "dense lists",
        text: |n| {
            let lists = n - 1;
            format!(
                "{DENSE}{}1{}> : tensor<{}i32>}} : () -> ()\n",
                "[".repeat(lists),
                "]".repeat(lists),
                "1x".repeat(lists)
            )
        },
        // Level 1 is the `dense` attribute itself.
        opens_at: |k| {
            if k == 1 {
                ATTR.len()
            } else {
                at(DENSE, "[", k - 1)
            }
        },
    },
];

#[test]
fn each_construct_parses_at_the_limit_and_fails_just_above_it() {
    on_small_stack(|| {
        for c in CONSTRUCTS {
            let deepest = DEFAULT_MAX_NESTING;
            let src = (c.text)(deepest);
            let mut ctx = Context::new();
            let mut ir = Ir::new();
            ir.parse_source(&mut ctx, &src)
                .unwrap_or_else(|e| panic!("{}: {e}", c.name));
            verify(&ctx, &ir, ir.top_region()).unwrap();
            let text = ir.print_generic(&ctx);
            // The printed form parses back to the same text; one level more, for the
            // module the printer wraps the ops in.
            let mut again = Ir::new();
            let one_more = ParseOptions::default().with_max_nesting(deepest + 1);
            again
                .parse_source_with(&mut ctx, &text, &one_more)
                .unwrap_or_else(|e| panic!("{}: printed text: {e}", c.name));
            assert_eq!(again.print_generic(&ctx), text, "{}", c.name);

            let src = (c.text)(deepest + 1);
            let e = Ir::new()
                .parse_source(&mut Context::new(), &src)
                .expect_err(c.name);
            assert_eq!(e.offset, (c.opens_at)(deepest + 1), "{}: {e}", c.name);
            assert!(
                e.message
                    .starts_with(&format!("nesting deeper than {DEFAULT_MAX_NESTING} levels")),
                "{}: {e}",
                c.name
            );
        }
    });
}

#[test]
fn the_limit_is_an_option_and_far_deeper_text_fails_the_same() {
    on_small_stack(|| {
        let options = ParseOptions::default().with_max_nesting(3);
        let mut ctx = Context::new();
        assert!(ctx.parse_type_with("tuple<tuple<i32>>", &options).is_ok());
        let e = ctx
            .parse_type_with("tuple<tuple<tuple<i32>>>", &options)
            .unwrap_err();
        assert_eq!((e.line, e.col), (1, 19), "{e}");
        assert!(e.message.starts_with("nesting deeper than 3 levels"), "{e}");
        let e = ctx.parse_attribute_with("[[[[]]]]", &options).unwrap_err();
        assert_eq!(e.col, 4, "{e}");
        assert!(ctx.parse_attribute_with("[[[]]]", &options).is_ok());

        // A million levels of each construct: the same error, at the first level too
        // many, and quickly.
        for c in CONSTRUCTS {
            let src = (c.text)(1_000_000);
            let e = Ir::new()
                .parse_source(&mut Context::new(), &src)
                .expect_err(c.name);
            assert_eq!(
                e.offset,
                (c.opens_at)(DEFAULT_MAX_NESTING + 1),
                "{}",
                c.name
            );
        }
        // Opaque dialect bodies and `loc(...)` are scanned without recursion.
        let deep = 1_000_000;
        let src = format!(
            "\"a.b\"() {{x = #d.a{}{}}} : () -> () loc({}){}\n",
            "<".repeat(deep),
            ">".repeat(deep),
            "(".repeat(deep),
            ")".repeat(deep)
        );
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        ir.parse_source(&mut ctx, &src).unwrap();
    });
}

/// Builds `depth` ops, each in the one block of the one region of the previous,
/// the outermost in the top block; returns the outermost and the innermost.
fn deep_ir(ctx: &mut Context, ir: &mut Ir, depth: usize) -> (Op, Op) {
    let name = ctx.intern_op_name("a.b");
    let i32 = ctx.intern_integer_type(32);
    let mut inner = ir.create_simple_op(name, &[], &[i32], None);
    let innermost = inner;
    for _ in 1..depth {
        let region = ir.create_region();
        let block = ir.create_block(&[]);
        ir.append_block(region, block);
        ir.append_op(block, inner);
        let mut st = OperationState::new(name);
        st.regions.push(region);
        inner = ir.create_op(st);
    }
    let top = ir.top_block();
    ir.append_op(top, inner);
    (inner, innermost)
}

#[test]
fn deep_ir_built_through_the_api_walks_verifies_and_erases() {
    on_small_stack(|| {
        const DEPTH: usize = 100_000;
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let (outer, inner) = deep_ir(&mut ctx, &mut ir, DEPTH);
        let pre = ir.walk(outer, WalkOrder::PreOrder);
        assert_eq!((pre.len(), pre[0], pre[DEPTH - 1]), (DEPTH, outer, inner));
        let post = ir.walk_region(ir.top_region(), WalkOrder::PostOrder);
        assert_eq!((post[0], post[DEPTH - 1]), (inner, outer));
        let mut n = 0;
        ir.for_each_op(outer, WalkOrder::PostOrder, &mut |_| n += 1);
        assert_eq!(n, DEPTH);
        verify(&ctx, &ir, ir.top_region()).unwrap();
        verify_op(&ctx, &ir, outer).unwrap();
        ir.check_erasable(outer).unwrap();
        ir.erase_op(outer).unwrap();
        assert!(ir.is_erased(inner));
        verify(&ctx, &ir, ir.top_region()).unwrap();

        // Through the rewriter, which lists the nested ops for its listener.
        let (outer, inner) = deep_ir(&mut ctx, &mut ir, DEPTH);
        #[derive(Default)]
        struct Erased(Vec<Op>);
        impl Listener for Erased {
            fn op_erased(&mut self, _: &Ir, op: Op) {
                self.0.push(op);
            }
        }
        let mut erased = Erased::default();
        let mut rw = Rewriter::with_listener(&mut ctx, &mut ir, &mut erased);
        rw.erase_op(outer).unwrap();
        assert_eq!(erased.0.len(), DEPTH);
        assert_eq!((erased.0[0], erased.0[DEPTH - 1]), (inner, outer));
    });
}

#[test]
fn deep_ir_built_through_the_api_prints() {
    on_small_stack(|| {
        // Printing is quadratic in the depth (each level is indented two more
        // spaces): 2,500 levels are 6 MB of text, and deeper than the recursive
        // printer could go on this stack in a debug build.
        const DEPTH: usize = 2_500;
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        let (outer, _) = deep_ir(&mut ctx, &mut ir, DEPTH);
        let text = ir.print_generic(&ctx);
        assert_eq!(text.lines().count(), 2 * DEPTH + 1);
        let inner_line = format!("{}%0 = \"a.b\"() : () -> i32\n", " ".repeat(2 * DEPTH));
        assert!(text.contains(&inner_line));
        assert!(
            text.ends_with("}) : () -> ()\n}) : () -> ()\n"),
            "{}",
            &text[text.len() - 60..]
        );
        let op_text = ir.print_op_generic(&ctx, outer);
        assert!(op_text.starts_with("\"a.b\"() ({\n  \"a.b\"() ({\n"));
        let mut streamed = Vec::new();
        ir.print_generic_to(&ctx, &mut streamed).unwrap();
        assert_eq!(streamed, text.as_bytes());
        // The walk for aliases does not recurse per level either (nothing here has
        // an alias, so the text is the same).
        let with_aliases = PrintOptions::default().with_aliases(true);
        assert_eq!(ir.print_generic_with(&ctx, &with_aliases), text);
    });
}
