//! For the tests of the core dialects' custom form: a context with MLIR 19's core
//! dialects registered from their ODS definitions (the fuzz crate's generated table,
//! `fuzz/support/core_dialects.rs`, which `pdll-core/tests/fuzz_dialects.rs` keeps
//! current), and the round trip the `ir_custom_roundtrip` fuzz target checks, so that
//! what the fuzzer finds is kept as a test beside the code it fixed.

use crate::asm::PrintOptions;
use crate::{verify, Context, Ir};

mod table {
    // The table names the runtime `pdll_runtime`, as a crate outside it does.
    use crate as pdll_runtime;
    include!("../../../fuzz/support/core_dialects.rs");
}

/// A context with every op of the core dialects registered (a clone of one made once
/// per thread).
pub(crate) fn core_context() -> Context {
    thread_local! {
        static CORE: Context = {
            let mut ctx = Context::new();
            for def in table::CORE_DIALECTS.iter() {
                if let Err(e) = ctx.register_op(def.clone()) {
                    panic!("{} does not register: {e}", def.name);
                }
            }
            ctx
        };
    }
    CORE.with(Context::clone)
}

/// `text` read in a fresh [`core_context`] and verified, or the error.
pub(crate) fn read(text: &str) -> Result<(Context, Ir), String> {
    let mut ctx = core_context();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, text)
        .map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))?;
    verify(&ctx, &ir, ir.top_region()).map_err(|e| format!("verifier: {e:?}"))?;
    Ok((ctx, ir))
}

/// The fuzz target's checks on `text`, which must read and verify: its custom print
/// (without and with aliases) reads back as the same IR (equal generic prints), and
/// its generic print reads back and prints the same custom form. Returns the custom
/// print.
pub(crate) fn assert_roundtrip(text: &str) -> String {
    let (ctx, ir) = read(text).unwrap_or_else(|e| panic!("the input does not read: {e}"));
    let generic = ir.print_generic(&ctx);
    let custom = ir.print(&ctx);
    let aliased = ir.print_with(&ctx, &PrintOptions::default().with_aliases(true));
    for (what, printed) in [
        ("custom", &custom),
        ("generic", &generic),
        ("aliased", &aliased),
    ] {
        let (ctx2, ir2) = read(printed).unwrap_or_else(|e| {
            panic!("the {what} print does not read back: {e}\n--- printed ---\n{printed}")
        });
        assert_eq!(
            generic,
            ir2.print_generic(&ctx2),
            "the {what} print reads back as other IR\n--- printed ---\n{printed}"
        );
        if what == "generic" {
            assert_eq!(
                custom,
                ir2.print(&ctx2),
                "the custom print differs when read from the generic print"
            );
        }
    }
    custom
}
