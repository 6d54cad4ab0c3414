//! The IR parser on any bytes: it returns (never panics, overflows or hangs), and what
//! it accepts prints in generic form, and that text parses back and prints the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pdll_runtime::{Context, Ir};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    if ir.parse_source(&mut ctx, text).is_err() {
        return;
    }
    let printed = ir.print_generic(&ctx);
    // A fresh context: the printed form alone must carry everything.
    let mut ctx2 = Context::new();
    let mut ir2 = Ir::new();
    if let Err(e) = ir2.parse_source(&mut ctx2, &printed) {
        panic!("printed IR does not parse back: {e:?}\n--- printed ---\n{printed}");
    }
    let reprinted = ir2.print_generic(&ctx2);
    assert_eq!(
        printed, reprinted,
        "print -> parse -> print changed the text"
    );
});
