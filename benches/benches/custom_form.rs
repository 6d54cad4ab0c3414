//! Times MLIR's custom assembly form, in one run, on the workload of real dialect ops
//! that `pdll-bench gen-custom` writes (`func.func`s of arith, scf, memref, vector and
//! affine ops, [`pdll_bench::custom_ir`]): (a) parsing the custom form, (b) printing it
//! (`Ir::print_to_with`, without aliases as `pdll ir` prints; (b+) with MLIR's aliases,
//! as `pdll ir --aliases` and mlir-opt print), against (c) parsing and (d) printing the
//! same IR in generic form; prints ns per op, the ratios custom / generic (the goal:
//! custom parse + print at most 1.5x the generic's), and, apart, what registering the
//! dialects costs: indexing MLIR's include tree (`DialectIndex::build`), finding the
//! namespaces the text names (`namespaces_used`), evaluating the dialects' `.td` files
//! and registering their ops in a context.
//!
//! ```text
//! cargo bench -p pdll-bench --bench custom_form              # M = 100,000
//! PDLL_BENCH_FULL=1 cargo bench -p pdll-bench --bench custom_form   # and M = 1,000,000
//! ```
//! Environment: `PDLL_BENCH_M=100000,1000000` sets the sizes, `PDLL_BENCH_SAMPLES` the
//! number of timed rounds (default 11; medians reported), `MLIR_INCLUDE_DIR` MLIR's
//! include tree (default `/usr/lib/llvm-19/include`; without it the bench is skipped).
//! Each round runs every arm in turn on a fresh context with the dialects registered
//! (registration not timed there), so that the machine's drift hits them alike.
//! Before timing, the text printed from the custom form is checked to parse back to the
//! same print, and the generic prints of both parses to agree. Without `--bench` (as
//! under `cargo test`) it runs the checks on 2,000 ops and times nothing.

use pdll_core::ods::{namespaces_used, DialectCache, DialectIndex};
use pdll_runtime::asm::PrintOptions;
use pdll_runtime::{Context, Ir, WalkOrder};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

fn median(v: &[Duration]) -> Duration {
    let mut v = v.to_vec();
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn env_list(name: &str) -> Option<Vec<usize>> {
    let s = std::env::var(name).ok()?;
    Some(
        s.split(',')
            .map(|x| {
                x.trim()
                    .replace('_', "")
                    .parse()
                    .unwrap_or_else(|_| panic!("{name}: bad number `{x}`"))
            })
            .collect(),
    )
}

/// The dialects' definitions, loaded once; a fresh context with them registered.
struct Dialects {
    cache: DialectCache,
    namespaces: Vec<String>,
}

impl Dialects {
    fn context(&mut self) -> Context {
        let mut ctx = Context::new();
        let reg = self
            .cache
            .register(&mut ctx, self.namespaces.iter().cloned())
            .expect("the dialects load");
        assert!(reg.refused.is_empty(), "refused: {:?}", reg.refused);
        ctx
    }
}

/// Registration's parts, timed once each round (fresh index, fresh cache).
#[derive(Default)]
struct RegTimes {
    index: Vec<Duration>,
    namespaces: Vec<Duration>,
    load: Vec<Duration>,
    register: Vec<Duration>,
}

fn time_registration(include: &Path, text: &str, t: &mut RegTimes) {
    let t0 = Instant::now();
    let index = DialectIndex::build(&[include.to_path_buf()]);
    t.index.push(t0.elapsed());
    let t0 = Instant::now();
    let namespaces: Vec<String> = namespaces_used(text).into_iter().collect();
    t.namespaces.push(t0.elapsed());
    // Loading and registering as a tool does it (the dialects' `.td` files evaluated
    // together), then registering alone again in a fresh context (definitions
    // loaded): the difference is the loading.
    let mut cache = DialectCache::new(index);
    let mut ctx = Context::new();
    let t0 = Instant::now();
    cache
        .register(&mut ctx, namespaces.iter().cloned())
        .expect("registers");
    let both = t0.elapsed();
    let mut ctx = Context::new();
    let t0 = Instant::now();
    cache.register(&mut ctx, namespaces).expect("registers");
    let register = t0.elapsed();
    t.load.push(both.saturating_sub(register));
    t.register.push(register);
    drop(ctx);
}

fn num_ops(ir: &Ir) -> usize {
    ir.walk_region(ir.top_region(), WalkOrder::PreOrder).len()
}

fn parse(ctx: &mut Context, text: &str) -> Ir {
    let mut ir = Ir::new();
    ir.parse_source(ctx, text)
        .unwrap_or_else(|e| panic!("parse: {}:{}: {}", e.line, e.col, e.message));
    ir
}

/// The arms' samples on one file.
#[derive(Default)]
struct Samples {
    custom_parse: Vec<Duration>,
    custom_print: Vec<Duration>,
    custom_print_aliases: Vec<Duration>,
    generic_parse: Vec<Duration>,
    generic_print: Vec<Duration>,
}

fn main() {
    let timing = std::env::args().any(|a| a == "--bench");
    let include = PathBuf::from(
        std::env::var_os("MLIR_INCLUDE_DIR").unwrap_or_else(|| "/usr/lib/llvm-19/include".into()),
    );
    if !include.join("mlir/IR/OpBase.td").is_file() {
        println!(
            "custom_form: SKIPPED: MLIR's ODS files are not in {} (install libmlir-19-dev or \
             set MLIR_INCLUDE_DIR)",
            include.display()
        );
        return;
    }
    let sizes = env_list("PDLL_BENCH_M").unwrap_or_else(|| {
        if !timing {
            vec![2000]
        } else if std::env::var_os("PDLL_BENCH_FULL").is_some() {
            vec![100_000, 1_000_000]
        } else {
            vec![100_000]
        }
    });
    let samples: usize = std::env::var("PDLL_BENCH_SAMPLES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(11)
        .max(1);
    let plain = PrintOptions::default();
    let aliases = PrintOptions::default().with_aliases(true);
    for m in sizes {
        let mut reg = RegTimes::default();
        let custom = pdll_bench::custom_ir::custom_ir(m, 1);
        let mut dialects = Dialects {
            cache: DialectCache::new(DialectIndex::build(std::slice::from_ref(&include))),
            namespaces: namespaces_used(&custom).into_iter().collect(),
        };
        // The checks: the custom print parses back to itself, and both forms give the
        // same IR (the same generic print).
        let mut ctx = dialects.context();
        let ir = parse(&mut ctx, &custom);
        let ops = num_ops(&ir);
        let printed = ir.print_with(&ctx, &plain);
        let generic = ir.print_generic(&ctx);
        {
            let mut ctx2 = dialects.context();
            let again = parse(&mut ctx2, &printed);
            assert_eq!(
                again.print_with(&ctx2, &plain),
                printed,
                "custom print round trip"
            );
            let mut ctx3 = dialects.context();
            let from_generic = parse(&mut ctx3, &generic);
            assert_eq!(
                from_generic.print_generic(&ctx3),
                generic,
                "generic round trip"
            );
            assert_eq!(from_generic.print_with(&ctx3, &plain), printed, "same IR");
        }
        drop((ir, ctx));
        if !timing {
            time_registration(&include, &custom, &mut reg);
            println!(
                "custom_form: M = {m}: {ops} ops checked (run with --bench to time); \
                 registration {:.1} ms",
                ms(reg.index[0] + reg.namespaces[0] + reg.load[0] + reg.register[0])
            );
            continue;
        }
        let mut s = Samples::default();
        let mut buf: Vec<u8> = Vec::with_capacity(printed.len() + generic.len());
        for _ in 0..samples {
            // (a), (b), (b+)
            let mut ctx = dialects.context();
            let t0 = Instant::now();
            let ir = parse(&mut ctx, &custom);
            s.custom_parse.push(t0.elapsed());
            buf.clear();
            let t0 = Instant::now();
            ir.print_to_with(&ctx, &mut buf, &plain).expect("prints");
            s.custom_print.push(t0.elapsed());
            assert_eq!(buf.len(), printed.len());
            buf.clear();
            let t0 = Instant::now();
            ir.print_to_with(&ctx, &mut buf, &aliases).expect("prints");
            s.custom_print_aliases.push(t0.elapsed());
            drop((ir, ctx));
            // (c), (d)
            let mut ctx = dialects.context();
            let t0 = Instant::now();
            let ir = parse(&mut ctx, &generic);
            s.generic_parse.push(t0.elapsed());
            buf.clear();
            let t0 = Instant::now();
            ir.print_generic_to_with(&ctx, &mut buf, &plain)
                .expect("prints");
            s.generic_print.push(t0.elapsed());
            assert_eq!(buf.len(), generic.len());
            drop((ir, ctx));
            time_registration(&include, &custom, &mut reg);
        }
        let per_op = |v: &[Duration]| median(v).as_nanos() as f64 / ops as f64;
        let (a, b, b2, c, d) = (
            per_op(&s.custom_parse),
            per_op(&s.custom_print),
            per_op(&s.custom_print_aliases),
            per_op(&s.generic_parse),
            per_op(&s.generic_print),
        );
        println!(
            "\ncustom form, M = {m} ({ops} ops, {} KB custom, {} KB generic); ns per op, \
             medians of {samples}",
            custom.len() / 1024,
            generic.len() / 1024
        );
        println!(
            "{:>14} {:>10} {:>10} {:>12}",
            "", "parse", "print", "parse+print"
        );
        println!("{:>14} {a:>10.1} {b:>10.1} {:>12.1}", "custom (a,b)", a + b);
        println!(
            "{:>14} {a:>10.1} {b2:>10.1} {:>12.1}",
            "custom+aliases",
            a + b2
        );
        println!(
            "{:>14} {c:>10.1} {d:>10.1} {:>12.1}",
            "generic (c,d)",
            c + d
        );
        println!(
            "{:>14} {:>10.2} {:>10.2} {:>12.2}   (goal: parse+print at most 1.5)",
            "custom/generic",
            a / c,
            b / d,
            (a + b) / (c + d)
        );
        println!(
            "\nregistration (MLIR's include tree {}; medians of {} runs): index {:.1} ms, \
             namespaces_used {:.2} ms (of this text), .td evaluation {:.1} ms, \
             registering {:.1} ms; total {:.1} ms",
            include.display(),
            reg.index.len(),
            ms(median(&reg.index)),
            ms(median(&reg.namespaces)),
            ms(median(&reg.load)),
            ms(median(&reg.register)),
            ms(median(&reg.index))
                + ms(median(&reg.namespaces))
                + ms(median(&reg.load))
                + ms(median(&reg.register))
        );
    }
}
