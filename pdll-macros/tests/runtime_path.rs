//! Sets whose generated code names the runtime by another path than
//! `::pdll::runtime` (`#[pdll(crate = "...")]`): the runtime crate itself, as a crate
//! that depends on `pdll-runtime` and `pdll-macros` without the facade would, and an
//! alias in scope.

use pdll_runtime::pattern::PatternSet;
use pdll_runtime::{apply_patterns_greedily, Context, GreedyConfig, Ir};

fn apply<S: PatternSet>(text: &str, make: impl FnOnce(&mut Context) -> S) -> (String, u64) {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, text).expect("test IR parses");
    let set = make(&mut ctx);
    let top = ir.top_region();
    let report = apply_patterns_greedily(&mut ctx, &mut ir, top, &set, &GreedyConfig::default());
    assert!(report.converged, "{report:?}");
    (ir.print_generic(&ctx), report.num_rewrites)
}

/// Every part of the generated code that names the runtime: a lookup table, native
/// bodies of both kinds, an operator, a range capture, a created op.
const TEXT: &str = r#"
%0 = "test.src"() : () -> i32
%1 = "test.add"(%0, %0) {lhs = 1 : i64, rhs = 3 : i64} : (i32, i32) -> i32
"test.a"() : () -> ()
"test.b"() : () -> ()
"test.c"() : () -> ()
"test.use"(%1) : (i32) -> ()
"#;

pdll_macros::pdll! {
    /// Names the runtime crate directly.
    #[pdll(crate = "pdll_runtime")]
    struct Direct;

    Constraint TwoOperands(op: Op) -> ValueRange [{
        (ir.num_operands(op) == 2).then(|| ir.operands(op).to_vec())
    }];
    Rewrite Keep(vs: ValueRange) -> Value [{ Ok(vs[0]) }];

    Pattern Fold {
        let root = op<test.add> {lhs = a: Attr, rhs = b: Attr} -> (t: Type);
        let vs = TwoOperands(root);
        rewrite root with {
            let c = op<test.const>(Keep(vs)) {value = a + b} -> (t);
            replace root with c;
        };
    }
    Pattern A => erase op<test.a>;
    Pattern B => erase op<test.b>;
    Pattern C => erase op<test.c>;
}

#[test]
fn a_set_naming_the_runtime_crate_directly_runs() {
    let (out, n) = apply(TEXT, Direct::new);
    assert_eq!(n, 4, "{out}");
    assert!(
        out.contains(r#""test.const"(%0) {value = 4 : i64} : (i32) -> i32"#),
        "{out}"
    );
    assert!(!out.contains("test.a\""), "{out}");
}

mod aliased {
    use pdll::runtime as rt;

    pdll::pdll! {
        /// Names the runtime through an alias in scope.
        #[pdll(crate = "rt")]
        pub struct Aliased;

        Pattern A => erase op<test.a>;
        Pattern B => erase op<test.b>;
        Pattern C => erase op<test.c>;
        Pattern D => erase op<test.d>;
    }
}

#[test]
fn a_set_naming_the_runtime_by_an_alias_runs() {
    let (out, n) = apply(TEXT, aliased::Aliased::new);
    assert_eq!(n, 3, "{out}");
    assert!(!out.contains("test.b\""), "{out}");
}
