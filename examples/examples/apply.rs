//! Applies a pattern set written inline with `pdll!` to an IR file and shows what
//! happened: the IR before and after, and which patterns fired how often.
//!
//! ```text
//! cargo run -p pdll-examples --example apply [FILE.mlir]
//! ```
//!
//! Without an argument it reads `examples/data/toy.mlir`. The IR is MLIR's generic op
//! form, so files print by `mlir-opt --mlir-print-op-generic` work as input.

use pdll::runtime::{
    apply_patterns_greedily, Attribute, Context, GreedyConfig, Ir, Op, PatternSet,
};
use std::process::ExitCode;

pdll::pdll! {
    /// Simplifications of Toy-like IR (the dialect of MLIR's tutorial).
    pub struct ToyPatterns;

    // Natives are declared before use. `is_one` has no body: it calls the Rust
    // function of that name below. `is_dead_pure_op`'s body is Rust, checked by rustc
    // where it is written; `ctx` is the IR context.
    Constraint is_one(value: Attr);

    Constraint is_dead_pure_op(op: Op) [{
        let name = ctx.op_name_str(ir.op_name(op));
        let pure = matches!(name, "toy.transpose" | "toy.reshape" | "toy.constant" | "toy.mul");
        pure && ir.results(op).all(|v| ir.use_empty(v))
    }];

    // transpose(transpose(x)) is x.
    Pattern TransposeTranspose {
        let inner = op<toy.transpose>(x: Value);
        let outer = op<toy.transpose>(inner.0);
        replace outer with x;
    }

    // reshape(reshape(x)) is one reshape of x. The new reshape may match again (a
    // longer chain), so the pattern says it may apply to ops it created itself.
    Pattern ReshapeReshape with recursion {
        let inner = op<toy.reshape>(x: Value);
        let outer = op<toy.reshape>(inner.0) -> (t: Type);
        replace outer with op<toy.reshape>(x) -> (t);
    }

    // A reshape to the type its input already has does nothing.
    Pattern RedundantReshape {
        let t: Type;
        let root = op<toy.reshape>(x: Value<t>) -> (t);
        replace root with x;
    }

    // x * 1.0 is x.
    Pattern MulByOne {
        let one = op<toy.constant> {value = v: Attr};
        is_one(v);
        let root = op<toy.mul>(x: Value, one.0);
        replace root with x;
    }

    // Pure toy ops whose results are unused go away.
    Pattern EraseDeadPureOp {
        let root = op<>;
        is_dead_pure_op(root);
        erase root;
    }
}

/// The native constraint `is_one` declared body-less above: the generated code calls
/// this function, found by name in the module where `pdll!` expands.
fn is_one(ctx: &mut Context, _ir: &Ir, value: Attribute) -> bool {
    ctx.float_attr_value(value) == Some(1.0)
}

/// Names the op of the top-level block, for the report.
fn describe(ctx: &Context, ir: &Ir, op: Op) -> String {
    ctx.op_name_str(ir.op_name(op)).to_string()
}

fn main() -> ExitCode {
    let default = concat!(env!("CARGO_MANIFEST_DIR"), "/data/toy.mlir");
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| default.to_string());
    let source = match std::fs::read_to_string(&path) {
        Ok(source) => source,
        Err(e) => {
            eprintln!("{path}: error: {e}");
            return ExitCode::FAILURE;
        }
    };

    let mut ctx = Context::new();

    let mut ir = Ir::new();
    let top_ops = match ir.parse_source(&mut ctx, &source) {
        Ok(ops) => ops,
        Err(e) => {
            eprintln!("{path}:{}:{}: error: {}", e.line, e.col, e.message);
            return ExitCode::FAILURE;
        }
    };
    let names: Vec<String> = top_ops.iter().map(|&op| describe(&ctx, &ir, op)).collect();
    println!(
        "// {path}: {} top-level op(s): {}",
        names.len(),
        names.join(", ")
    );
    println!("// ----- before -----");
    print!("{}", ir.print_generic(&ctx));

    // Building the set interns its op names, types and attributes in this context once;
    // the greedy driver then applies it until nothing matches.
    let patterns = ToyPatterns::new(&mut ctx);
    let region = ir.top_region();
    let report = apply_patterns_greedily(
        &mut ctx,
        &mut ir,
        region,
        &patterns,
        &GreedyConfig::default(),
    );

    println!("// ----- after -----");
    print!("{}", ir.print_generic(&ctx));
    println!("// ----- patterns -----");
    for (info, count) in patterns.patterns().iter().zip(&report.per_pattern) {
        println!("// {:<20} fired {count} time(s)", info.name);
    }
    println!(
        "// {} rewrite(s) in {} iteration(s), {}",
        report.num_rewrites,
        report.iterations,
        if report.converged {
            "converged"
        } else {
            "did not converge"
        }
    );
    ExitCode::SUCCESS
}
