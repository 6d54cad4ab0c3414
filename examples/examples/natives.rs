//! Native constraints and rewrites: Rust functions that PDLL patterns call, over
//! attributes, types and ops. The guide's chapter "Writing natives"
//! (`docs/guide/03-natives.md`) quotes this file, and `cargo test -p pdll-examples
//! --example natives` checks that the patterns do what the guide says.
//!
//! ```text
//! cargo run -p pdll-examples --example natives    # the IR below, before and after
//! ```

use pdll::runtime::{
    apply_patterns_greedily, Attribute, Context, DriverReport, GreedyConfig, Ir, Op, RewriteError,
    Rewriter, Type,
};

pdll::pdll! {
    /// Peephole patterns whose conditions and results are computed in Rust.
    pub struct Peephole;

    // Body-less declarations call the Rust function of the same name in scope.
    Constraint is_zero(value: Attr);
    Constraint is_power_of_two(value: Attr);
    Rewrite shift_amount(factor: Attr, ty: Type) -> Op;

    // A `[{ ... }]` body is the function's Rust body; a constraint's gets `ctx` (the
    // context: read and intern) and `ir` (the IR, read only).
    Constraint has_float_elements(ty: Type) [{
        ctx.shaped_element_type(ty).is_some_and(|element| ctx.is_float_type(element))
    }];
    Constraint has_one_use(op: Op) [{
        ir.num_results(op) == 1 && ir.has_one_use(ir.result(op, 0))
    }];

    // x + 0 is x.
    Pattern AddZero {
        let zero = op<arith.constant> {value = z: Attr};
        is_zero(z);
        let root = op<arith.addi>(x: Value, zero.0);
        replace root with x;
    }

    // x * 2^k is x << k.
    Pattern MulByPowerOfTwo {
        let factor = op<arith.constant> {value = f: Attr};
        is_power_of_two(f);
        let root = op<arith.muli>(x: Value, factor.0) -> (t: Type);
        rewrite root with {
            let amount = shift_amount(f, t);
            replace root with op<arith.shli>(x, amount.0) -> (t);
        };
    }

    // a * b + c on vectors or tensors of floats is one fma, unless the product has
    // other users (who would still need the multiplication).
    Pattern FuseMulAdd {
        let product = op<arith.mulf>(a: Value, b: Value);
        has_one_use(product);
        let root = op<arith.addf>(product.0, c: Value) -> (t: Type);
        has_float_elements(t);
        replace root with op<vector.fma>(a, b, c) -> (t);
    }
}

/// `Constraint is_zero(value: Attr)`: holds for an integer attribute equal to zero.
/// A constraint without results returns `bool`.
fn is_zero(ctx: &mut Context, _ir: &Ir, value: Attribute) -> bool {
    ctx.integer_attr_value(value) == Some(0)
}

/// `Constraint is_power_of_two(value: Attr)`: holds for a positive integer attribute
/// with one bit set.
fn is_power_of_two(ctx: &mut Context, _ir: &Ir, value: Attribute) -> bool {
    ctx.integer_attr_value(value)
        .is_some_and(|v| v > 0 && v.count_ones() == 1)
}

/// `Rewrite shift_amount(factor: Attr, ty: Type) -> Op`: creates, before the root,
/// `arith.constant {value = log2(factor) : ty}`. It returns a `Result` because it can
/// fail (a `ty` that is no integer type); it fails before it changes the IR, so the IR
/// stays as it was.
fn shift_amount(
    rewriter: &mut Rewriter<'_>,
    factor: Attribute,
    ty: Type,
) -> Result<Op, RewriteError> {
    let ctx = rewriter.ctx_mut();
    let factor = ctx
        .integer_attr_value(factor)
        .ok_or_else(|| RewriteError::Failed("shift_amount: the factor is no integer".into()))?;
    let amount = ctx
        .intern_integer_attr(i128::from(factor.trailing_zeros()), ty)
        .map_err(|e| RewriteError::Failed(format!("shift_amount: {e}")))?;
    let name = ctx.intern_op_name("arith.constant");
    let value = ctx.intern_ident("value");
    let attributes = ctx.intern_dictionary(vec![(value, amount)]);
    // `?` turns the IR's refusal (an erased insertion point) into a RewriteError.
    Ok(rewriter.create(name, &[], &[ty], Some(attributes))?)
}

/// What the patterns are shown on: one match of each, and two near misses of
/// `FuseMulAdd` (a scalar add; a product with a second user).
const INPUT: &str = r#"%0 = "test.input"() : () -> i32
%1 = "arith.constant"() {value = 0 : i32} : () -> i32
%2 = "arith.addi"(%0, %1) : (i32, i32) -> i32
%3 = "arith.constant"() {value = 8 : i32} : () -> i32
%4 = "arith.muli"(%2, %3) : (i32, i32) -> i32
%5 = "test.input"() : () -> vector<4xf32>
%6 = "arith.mulf"(%5, %5) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
%7 = "arith.addf"(%6, %5) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
%8 = "test.input"() : () -> f32
%9 = "arith.mulf"(%8, %8) : (f32, f32) -> f32
%10 = "arith.addf"(%9, %8) : (f32, f32) -> f32
%11 = "arith.mulf"(%5, %5) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
%12 = "arith.addf"(%11, %5) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
"test.use"(%4, %7, %10, %11, %12) : (i32, vector<4xf32>, f32, vector<4xf32>, vector<4xf32>) -> ()
"#;

/// Applies [`Peephole`] to `source` greedily; returns the report and the IR printed.
fn simplify(source: &str) -> (DriverReport, String) {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, source)
        .expect("the example's IR parses");
    let patterns = Peephole::new(&mut ctx);
    let region = ir.top_region();
    let report = apply_patterns_greedily(
        &mut ctx,
        &mut ir,
        region,
        &patterns,
        &GreedyConfig::default(),
    );
    (report, ir.print_generic(&ctx))
}

fn main() {
    println!("// ----- before -----\n{INPUT}");
    let (report, after) = simplify(INPUT);
    // The constants and products left unused stay: the driver erases only what a
    // pattern erases, as it cannot know which ops are free of side effects.
    println!(
        "// ----- after ({} rewrites) -----\n{after}",
        report.num_rewrites
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_native_kind_decides_a_rewrite() {
        let (report, ir) = simplify(INPUT);
        // AddZero, MulByPowerOfTwo and one FuseMulAdd.
        assert_eq!(report.num_rewrites, 3, "{ir}");
        assert!(!ir.contains("arith.addi"), "{ir}");
        // The shift amount, created by `shift_amount`, and the shift of x itself.
        assert!(ir.contains("{value = 3 : i32} : () -> i32"), "{ir}");
        assert!(ir.contains("\"arith.shli\"(%0, "), "{ir}");
        assert_eq!(ir.matches("\"vector.fma\"").count(), 1, "{ir}");
        // The scalar add and the add whose product has another user stay.
        assert_eq!(ir.matches("\"arith.addf\"").count(), 2, "{ir}");
    }

    #[test]
    fn a_failing_rewrite_leaves_the_ir_alone() {
        // 4 : index is a power of two, but `shift_amount` gets a vector type, which
        // no integer attribute has.
        let source = r#"%0 = "test.input"() : () -> vector<2xi32>
%1 = "arith.constant"() {value = 4 : index} : () -> vector<2xi32>
%2 = "arith.muli"(%0, %1) : (vector<2xi32>, vector<2xi32>) -> vector<2xi32>
"test.use"(%2) : (vector<2xi32>) -> ()
"#;
        let (report, ir) = simplify(source);
        assert_eq!(report.num_rewrites, 0, "{ir}");
        assert!(ir.contains("arith.muli"), "{ir}");
        assert!(!ir.contains("arith.shli"), "{ir}");
    }

    /// The guide's "Writing natives" snippet (`docs/guide/03-natives.md`) is this
    /// file's code (comments aside), so that what it shows compiles and is tested here;
    /// the lines rustdoc hides (`# ...`, the doctest's imports and run) are left out.
    #[test]
    fn the_guide_quotes_this_file() {
        let chapter = include_str!("../../docs/guide/03-natives.md");
        let this = include_str!("natives.rs");
        assert!(
            chapter.starts_with("# Writing natives\n"),
            "docs/guide/03-natives.md is the Writing natives chapter"
        );
        let snippet = chapter
            .split("```rust\n")
            .nth(1)
            .and_then(|rest| rest.split("```").next())
            .expect("the chapter has a Rust snippet");
        let shown: Vec<&str> = snippet
            .lines()
            .filter(|line| {
                let line = line.trim_start();
                line != "#" && !line.starts_with("# ")
            })
            .collect();
        assert!(shown.len() > 50, "{snippet}");
        for line in shown {
            // The snippet's code has no `//` but its comments.
            let code = line.split("//").next().unwrap_or_default().trim();
            assert!(
                this.contains(code),
                "guide line not in examples/examples/natives.rs: {line}"
            );
        }
    }
}
