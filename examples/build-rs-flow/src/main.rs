//! The build.rs flow end to end: `build.rs` compiles `patterns/rules.pdll` (which
//! `#include`s `patterns/common.pdll`) into `$OUT_DIR/rules.rs`; the module [`rules`]
//! includes it next to the Rust functions that implement its native constraints and
//! rewrites; `main` applies the set to an IR file.
//!
//! ```text
//! cargo run -p pdll-build-rs-flow [FILE.mlir]     # default: data/calc.mlir
//! ```

use pdll::runtime::{apply_patterns_greedily, Context, DriverReport, GreedyConfig, Ir};
use std::process::ExitCode;

/// The generated pattern set `Rules` and the natives it calls.
pub mod rules {
    use pdll::runtime::attributes::Attribute;
    use pdll::runtime::types::Type;
    use pdll::runtime::{Context, Ir, RewriteError, Rewriter};

    // The generated code: `pub struct Rules`, its `new` and its `PatternSet` impl.
    // Body-less natives of the PDLL files resolve to the functions of this module.
    pdll::include_patterns!("rules"); // = include!(concat!(env!("OUT_DIR"), "/rules.rs"))

    /// `Constraint fold_add(lhs: Attr, rhs: Attr) -> Attr`: `None` (the pattern does
    /// not apply) unless both are integers of one type and their sum fits it. Natives
    /// get the context (to read and intern attributes) and the IR (to read; unused
    /// here).
    pub fn fold_add(
        ctx: &mut Context,
        _ir: &Ir,
        lhs: Attribute,
        rhs: Attribute,
    ) -> Option<Attribute> {
        let (a, ty) = ctx.integer_attr(lhs)?;
        let (b, rhs_ty) = ctx.integer_attr(rhs)?;
        if rhs_ty != ty {
            return None;
        }
        let sum = a.checked_add(b)?;
        // The runtime stores integers sign-extended from the type's width, so a sum
        // that does not fit comes back as another value (200 : i8 is -56).
        let attr = ctx.intern_integer_attr(sum, ty).ok()?;
        (ctx.integer_attr_value(attr) == Some(sum)).then_some(attr)
    }

    /// `Constraint is_zero(value: Attr)`.
    pub fn is_zero(ctx: &mut Context, _ir: &Ir, value: Attribute) -> bool {
        ctx.integer_attr_value(value) == Some(0)
    }

    /// `Rewrite zero_of(ty: Type) -> Attr`: fails the rewrite (before any change to
    /// the IR) when `ty` is not an integer type.
    pub fn zero_of(rewriter: &mut Rewriter<'_>, ty: Type) -> Result<Attribute, RewriteError> {
        rewriter
            .ctx_mut()
            .intern_integer_attr(0, ty)
            .map_err(|e| RewriteError::Failed(format!("zero_of: {e}")))
    }
}

/// Parses `source`, applies [`rules::Rules`] greedily and returns the report and the
/// rewritten IR in generic form.
pub fn simplify(source: &str) -> Result<(DriverReport, String), String> {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, source)
        .map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))?;
    let set = rules::Rules::new(&mut ctx);
    let region = ir.top_region();
    let report = apply_patterns_greedily(&mut ctx, &mut ir, region, &set, &GreedyConfig::default());
    Ok((report, ir.print_generic(&ctx)))
}

fn main() -> ExitCode {
    let default = concat!(env!("CARGO_MANIFEST_DIR"), "/data/calc.mlir");
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
    match simplify(&source) {
        Ok((report, ir)) => {
            print!("{ir}");
            println!("// {} rewrite(s)", report.num_rewrites);
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{path}:{e}");
            ExitCode::FAILURE
        }
    }
}

/// MLIR's `arith` and `func` dialects, embedded by `build.rs` from MLIR's ODS
/// (`pdll_core::build::embed_dialects`): `DEFINITIONS`, `BIT_ENUMS`, `register`.
#[cfg(embedded_dialects)]
pub mod dialects {
    include!(concat!(env!("OUT_DIR"), "/dialects.rs"));
}

#[cfg(test)]
mod tests {
    use super::simplify;

    /// The embedded dialects read and print the custom form with no `.td` file.
    #[cfg(embedded_dialects)]
    #[test]
    fn embedded_dialects_read_the_custom_form() {
        let mut ctx = super::Context::new();
        super::dialects::register(&mut ctx).unwrap();
        let mut ir = super::Ir::new();
        let src = "func.func @f(%a: i32) -> i32 {\n  %c = arith.constant 2 : i32\n  \
                   %0 = arith.muli %a, %c overflow<nuw,nsw> : i32\n  return %0 : i32\n}\n";
        ir.parse_source(&mut ctx, src).unwrap();
        // As `mlir-opt-19 --mlir-print-local-scope` prints it.
        assert_eq!(
            ir.print(&ctx),
            "module {\n  func.func @f(%arg0: i32) -> i32 {\n    %c2_i32 = arith.constant 2 : \
             i32\n    %0 = arith.muli %arg0, %c2_i32 overflow<nsw, nuw> : i32\n    return %0 : \
             i32\n  }\n}\n"
        );
    }

    #[test]
    fn folds_constants_and_removes_neutral_ops() {
        let source = include_str!("../data/calc.mlir");
        let (report, ir) = simplify(source).unwrap();
        // FoldAdd, SubSelf, then AddZero on the zero SubSelf made.
        assert_eq!(report.num_rewrites, 3, "{ir}");
        assert!(report.converged);
        assert!(
            ir.contains("\"calc.const\"() {value = 42 : i32} : () -> i32"),
            "{ir}"
        );
        assert!(!ir.contains("calc.add"), "{ir}");
        assert!(!ir.contains("calc.sub"), "{ir}");
        // print now takes the folded constant (%3) and the input itself (%0).
        assert!(
            ir.contains("%3 = \"calc.const\"() {value = 42 : i32}"),
            "{ir}"
        );
        assert!(ir.contains("\"calc.print\"(%3, %0)"), "{ir}");
    }

    #[test]
    fn overflowing_sums_are_left_alone() {
        let source = "%0 = \"calc.const\"() {value = 100 : i8} : () -> i8\n\
                      %1 = \"calc.add\"(%0, %0) : (i8, i8) -> i8\n\
                      \"calc.print\"(%1) : (i8) -> ()\n";
        let (report, ir) = simplify(source).unwrap();
        assert_eq!(report.num_rewrites, 0, "{ir}");
        assert!(ir.contains("calc.add"), "{ir}");
    }

    #[test]
    fn zero_of_a_float_type_fails_the_rewrite() {
        let source = "%0 = \"calc.input\"() : () -> f32\n\
                      %1 = \"calc.sub\"(%0, %0) : (f32, f32) -> f32\n\
                      \"calc.print\"(%1) : (f32) -> ()\n";
        let (report, ir) = simplify(source).unwrap();
        assert_eq!(report.num_rewrites, 0, "{ir}");
        assert!(ir.contains("calc.sub"), "{ir}");
    }

    /// The guide's build.rs example (`docs/guide/01-getting-started.md`, the Rust
    /// block after "From `.pdll` files") is this crate's code, comments aside: it is
    /// no doctest, as it needs a build script, so this checks it instead.
    #[test]
    fn the_guide_quotes_this_crate() {
        let chapter = include_str!("../../../docs/guide/01-getting-started.md");
        let code = [include_str!("../build.rs"), include_str!("main.rs")].concat();
        let snippet = chapter
            .split("```rust,ignore\n")
            .nth(1)
            .and_then(|rest| rest.split("```").next())
            .expect("the chapter has the build.rs snippet");
        assert!(snippet.contains("pdll_core::build::compile"), "{snippet}");
        for line in snippet.lines() {
            let line = line.split("//").next().unwrap_or_default().trim();
            assert!(
                code.contains(line),
                "guide line not in examples/build-rs-flow: {line}"
            );
        }
    }
}
