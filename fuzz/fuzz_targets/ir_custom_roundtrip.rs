//! The custom assembly form on any bytes, in a context with MLIR's core dialects
//! registered (affine, arith, cf, func, index, math, memref, scf, tensor, vector: the
//! checked-in table of `support/dialects.rs`). The parser reads custom and generic form
//! alike and returns (never panics, overflows or hangs); what it accepts and the
//! verifier passes
//! - prints in custom form, and that text parses back to the same IR: the generic
//!   prints of both are equal (parse -> custom print -> parse);
//! - prints the same in custom form when read back from its generic print (generic
//!   print -> parse -> custom print);
//! - prints in custom form with MLIR's aliases (`#map = ...`), and that text parses
//!   back to the same IR too.
//!
//! Every parse gets a fresh context: the printed text alone must carry everything.
#![no_main]

#[path = "../support/dialects.rs"]
mod dialects;

use libfuzzer_sys::fuzz_target;
use pdll_runtime::asm::PrintOptions;
use pdll_runtime::{verify, Context, Ir};

/// A context with the core dialects registered.
fn context() -> Context {
    let mut ctx = Context::new();
    dialects::register_all(&mut ctx);
    ctx
}

/// `text` parsed in a fresh context and verified, or why not.
fn read(text: &str) -> Result<(Context, Ir), String> {
    let mut ctx = context();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, text)
        .map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))?;
    verify(&ctx, &ir, ir.top_region()).map_err(|e| format!("verifier: {e:?}"))?;
    Ok((ctx, ir))
}

/// `printed` (a print of IR whose generic print is `generic`) read back: it parses,
/// verifies and prints `generic` in generic form.
fn reads_back_as(what: &str, printed: &str, generic: &str) -> (Context, Ir) {
    let (ctx, ir) = read(printed).unwrap_or_else(|e| {
        panic!("the {what} print does not read back: {e}\n--- printed ---\n{printed}")
    });
    let again = ir.print_generic(&ctx);
    assert_eq!(
        generic, again,
        "the {what} print reads back as other IR\n--- printed ---\n{printed}"
    );
    (ctx, ir)
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (ctx, ir) = match read(text) {
        Ok(read) => read,
        Err(e) => {
            // `IR_CUSTOM_WHY=1`: say why an input is not taken (seeding the corpus).
            static WHY: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
            if *WHY.get_or_init(|| std::env::var_os("IR_CUSTOM_WHY").is_some()) {
                eprintln!("not taken: {e}");
            }
            return;
        }
    };
    let generic = ir.print_generic(&ctx);
    let custom = ir.print(&ctx);
    reads_back_as("custom", &custom, &generic);
    let (ctx2, ir2) = reads_back_as("generic", &generic, &generic);
    assert_eq!(
        custom,
        ir2.print(&ctx2),
        "the custom print differs when read from the generic print\n--- generic ---\n{generic}"
    );
    let aliased = ir.print_with(&ctx, &PrintOptions::default().with_aliases(true));
    reads_back_as("custom (aliases)", &aliased, &generic);
});
