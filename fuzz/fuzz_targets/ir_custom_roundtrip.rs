//! The custom assembly form on any bytes, in a context with MLIR's core dialects
//! registered (affine, arith, cf, func, index, math, memref, scf, tensor, vector: the
//! checked-in table of `support/dialects.rs`). The parser reads custom and generic form
//! alike and returns (never panics, overflows or hangs), and printing never panics;
//! what it accepts and the verifier passes
//! - prints in custom form, and that text parses back to the same IR: the generic
//!   prints of both are equal (parse -> custom print -> parse);
//! - prints the same in custom form when read back from its generic print (generic
//!   print -> parse -> custom print);
//! - prints in custom form with MLIR's aliases (`#map = ...`), and that text parses
//!   back to the same IR too;
//! - goes through the greedy driver with a pattern set that matches nothing (the
//!   core dialects' folders, constant uniquing, dead ops, region simplification)
//!   without a panic, and still verifies;
//! - goes through the parallel driver, inside every op of the module body, and gives
//!   on two threads what it gives on one (the same generic print).
//!
//! Whatever the input, parsing it on three threads (every block cut, however small)
//! gives what parsing it on one does: the same IR, or the same error; and printing the
//! module's body on three threads, with aliases or not, gives the text of one.
//!
//! Every parse gets a fresh context: the printed text alone must carry everything.
//!
//! Exempt from the round trip (but not from the rest): inputs MLIR 19 itself does not
//! round-trip. pdll-rs's verifier checks the structure of an op and what its
//! definition counts (operands, results, regions, attributes present), not the types
//! and attribute kinds MLIR's verifier checks, nor the C++ verifiers of ops; so it
//! passes IR that mlir-opt-19 rejects (`"arith.addi"(%a, %b) : (i32, i64) -> f32`, a
//! `func.func` whose entry block disagrees with its `function_type`), whose custom form
//! leaves out what would tell the two apart, as MLIR's does. Such IR, and IR MLIR
//! reads but does not round-trip itself, has no round trip for pdll-rs to match: when
//! the round trip fails, mlir-opt-19 is asked (`support/mlir.rs`), and the input is
//! exempt when MLIR rejects it or does not round-trip it either.
#![no_main]

#[path = "../support/dialects.rs"]
mod dialects;
#[path = "../support/mlir.rs"]
mod mlir;

use libfuzzer_sys::fuzz_target;
use pdll_runtime::asm::{ParseOptions, PrintOptions};
use pdll_runtime::driver::{apply_patterns_to_module, parallel, GreedyConfig};
use pdll_runtime::pattern::FnPatternSet;
use pdll_runtime::{verify, Context, Ir};

/// `text` parsed in a fresh context and verified, or why not.
fn read(text: &str) -> Result<(Context, Ir), String> {
    let mut ctx = dialects::core_context();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, text)
        .map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))?;
    verify(&ctx, &ir, ir.top_region()).map_err(|e| format!("verifier: {e:?}"))?;
    Ok((ctx, ir))
}

/// `text` parsed on `threads` threads in a fresh context, cutting blocks of any size:
/// its generic print, or its error.
fn parse_on(text: &str, threads: usize) -> Result<String, String> {
    let mut ctx = dialects::core_context();
    let mut ir = Ir::new();
    let options = ParseOptions::default()
        .with_threads(threads)
        .with_parallel_min_bytes(0);
    match ir.parse_source_with(&mut ctx, text, &options) {
        Ok(_) => Ok(ir.print_generic(&ctx)),
        Err(e) => Err(format!("{}:{}: {}", e.line, e.col, e.message)),
    }
}

/// `printed` (a print of IR whose generic print is `generic`) read back: it parses,
/// verifies and prints `generic` in generic form.
fn reads_back_as(what: &str, printed: &str, generic: &str) -> Result<(Context, Ir), String> {
    let (ctx, ir) = read(printed).map_err(|e| {
        format!("the {what} print does not read back: {e}\n--- printed ---\n{printed}")
    })?;
    let again = ir.print_generic(&ctx);
    if generic != again {
        return Err(format!(
            "the {what} print reads back as other IR: {}\n--- printed ---\n{printed}",
            first_difference(generic, &again)
        ));
    }
    Ok((ctx, ir))
}

/// The first line where `a` and `b` differ, both ways.
fn first_difference(a: &str, b: &str) -> String {
    let (mut x, mut y) = (a.lines(), b.lines());
    for n in 1.. {
        match (x.next(), y.next()) {
            (None, None) => break,
            (l, r) if l != r => return format!("line {n}:\n  {l:?}\n  {r:?}"),
            _ => {}
        }
    }
    "(only in line ends)".into()
}

/// The round trips of IR read from an input.
fn round_trips(ctx: &Context, ir: &Ir) -> Result<(), String> {
    let generic = ir.print_generic(ctx);
    let custom = ir.print(ctx);
    let aliased = ir.print_with(ctx, &PrintOptions::default().with_aliases(true));
    let threads = PrintOptions::default()
        .with_threads(3)
        .with_parallel_min_ops(0);
    assert_eq!(
        ir.print_with(ctx, &threads),
        custom,
        "printed on three threads"
    );
    assert_eq!(
        ir.print_with(ctx, &threads.with_aliases(true)),
        aliased,
        "printed with aliases on three threads"
    );
    reads_back_as("custom", &custom, &generic)?;
    let (ctx2, ir2) = reads_back_as("generic", &generic, &generic)?;
    let again = ir2.print(&ctx2);
    if custom != again {
        return Err(format!(
            "the custom print differs when read from the generic print: {}\n--- generic ---\n{generic}",
            first_difference(&custom, &again)
        ));
    }
    reads_back_as("custom (aliases)", &aliased, &generic)?;
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    // `IR_CUSTOM_WHY=1`: say why an input is not taken or is exempt (seeding, triage).
    static WHY: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let why = *WHY.get_or_init(|| std::env::var_os("IR_CUSTOM_WHY").is_some());
    assert_eq!(
        parse_on(text, 1),
        parse_on(text, 3),
        "parsing on three threads gives another result than on one"
    );
    let (mut ctx, mut ir) = match read(text) {
        Ok(read) => read,
        Err(e) => {
            if why {
                eprintln!("not taken: {e}");
            }
            return;
        }
    };
    let Err(problem) = round_trips(&ctx, &ir) else {
        // The greedy driver's own work on IR that verifies (folds, constants, dead
        // ops, region simplification; a pattern set that matches nothing): never a
        // panic, and IR that still verifies.
        let report = apply_patterns_to_module(
            &mut ctx,
            &mut ir,
            &FnPatternSet::new(),
            &GreedyConfig::default(),
        );
        if let Err(e) = verify(&ctx, &ir, ir.top_region()) {
            panic!(
                "the greedy driver left IR that does not verify: {e:?}
{report:?}"
            );
        }
        let [one, two] = [1, 2].map(|threads| {
            let (mut ctx, mut ir) = read(text).expect("it read before");
            let body = parallel::module_body(&ctx, &ir);
            let ops: Vec<_> = ir.block_ops(body).collect();
            let set = FnPatternSet::new();
            let config = GreedyConfig::default();
            parallel::apply_patterns_in_parallel(&mut ctx, &mut ir, &ops, &set, &config, threads)
                .expect("distinct ops of one block");
            if let Err(e) = verify(&ctx, &ir, ir.top_region()) {
                panic!(
                    "the parallel driver ({threads} threads) left IR that does not verify: {e:?}"
                );
            }
            ir.print_generic(&ctx)
        });
        assert_eq!(
            one, two,
            "the parallel driver gives other IR on two threads than on one"
        );
        return;
    };
    match mlir::verdict(text) {
        mlir::Verdict::RoundTrips | mlir::Verdict::Missing => panic!("{problem}"),
        exempt => {
            if why {
                eprintln!(
                    "exempt ({exempt:?}): {}",
                    problem.lines().next().unwrap_or("")
                );
            }
        }
    }
});
