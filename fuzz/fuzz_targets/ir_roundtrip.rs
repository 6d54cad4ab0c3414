//! The IR parser on any bytes: it returns (never panics, overflows or hangs), and what
//! it accepts prints in generic form, and that text parses back and prints the same,
//! but for one behavior of MLIR 19 that pdll-rs keeps (see `wide_float_past_f64`).
//!
//! Each input is read in a context without dialects (every op unregistered); when it
//! names one of MLIR's core dialects (`arith.addi`, `"scf.for"(`, `#arith.fastmath`),
//! it is read a second time with the core dialects registered (`support/dialects.rs`),
//! so that registered ops (properties, segment sizes, their custom form on input)
//! make the same round trip in generic form. `ir_custom_roundtrip` checks the
//! custom form's.
#![no_main]

#[path = "../support/dialects.rs"]
mod dialects;

use libfuzzer_sys::fuzz_target;
use pdll_runtime::{Context, Ir};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    roundtrip(text, Context::new);
    if dialects::names_a_core_dialect(text) {
        roundtrip(text, dialects::core_context);
    }
});

/// `text` read in a context `context` makes: when it parses, its generic print reads
/// back (in another such context) and prints the same.
fn roundtrip(text: &str, context: fn() -> Context) {
    let mut ctx = context();
    let mut ir = Ir::new();
    if ir.parse_source(&mut ctx, text).is_err() {
        return;
    }
    let printed = ir.print_generic(&ctx);
    // A fresh context: the printed form alone must carry everything.
    let mut ctx2 = context();
    let mut ir2 = Ir::new();
    if let Err(e) = ir2.parse_source(&mut ctx2, &printed) {
        panic!("printed IR does not parse back: {e:?}\n--- printed ---\n{printed}");
    }
    let reprinted = ir2.print_generic(&ctx2);
    if printed != reprinted && wide_float_past_f64(&printed) {
        return;
    }
    assert_eq!(
        printed, reprinted,
        "print -> parse -> print changed the text"
    );
}

/// Whether the text holds an `f80` or `f128` type: a value of one of them may not read
/// back. MLIR 19 prints such a value in decimal when its printer finds that the digits
/// read back exactly, but its parser reads decimal float literals through an `f64`: so
/// `0x3FFF8000000000000001 : f80` prints as `1.00000000000000000011 : f80`, which
/// reads back as `1.000000e+00`, and `0x419D6F3453999999 : f80` prints as
/// `1.72347128192752405454E-4932 : f80`, which reads back as `0.000000e+00`, in
/// mlir-opt-19 as in pdll-rs (which prints and reads floats as MLIR 19 does).
fn wide_float_past_f64(text: &str) -> bool {
    ["f80", "f128"].iter().any(|ty| {
        text.match_indices(ty).any(|(at, _)| {
            let after = text[at + ty.len()..].chars().next();
            !after.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        })
    })
}
