//! Parse and print throughput of the generic op form on a generated 1,000,000-op
//! module (the op mix of the benchmark generator's filler: `bench.src`,
//! `bench.mix`, `bench.const {value = 1 : i32}`, all i32, one block of `module @ir`),
//! and heap bytes per op after parsing (counting global allocator).
//!
//! `PDLL_BENCH_WRITE=FILE cargo bench -p pdll-runtime --bench parse_print` only writes
//! the generated file (used by `vs_mlir_opt.sh`). `PDLL_BENCH_OPS` changes the op count.

use pdll_runtime::{Context, Ir};
use std::alloc::{GlobalAlloc, Layout, System};
use std::fmt::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

/// Tracks live heap bytes, for bytes-per-op numbers.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 {
        let now = LIVE.fetch_add(l.size(), Ordering::Relaxed) + l.size();
        PEAK.fetch_max(now, Ordering::Relaxed);
        // SAFETY: forwarded to the system allocator with the caller's layout.
        unsafe { System.alloc(l) }
    }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) {
        LIVE.fetch_sub(l.size(), Ordering::Relaxed);
        // SAFETY: `p` was allocated by `alloc` above with this layout.
        unsafe { System.dealloc(p, l) }
    }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 {
        if new > l.size() {
            let now = LIVE.fetch_add(new - l.size(), Ordering::Relaxed) + new - l.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        } else {
            LIVE.fetch_sub(l.size() - new, Ordering::Relaxed);
        }
        // SAFETY: forwarded to the system allocator; `p`/`l` come from the caller.
        unsafe { System.realloc(p, l, new) }
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// A small deterministic PRNG (xorshift64*), so the file is the same on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// `module @ir { ... }` with `ops` ops: 16 `bench.src` leaves, then `bench.mix` of two
/// recent values (70%), `bench.const {value = 1 : i32}` (10%) or `bench.src` (20%).
fn generate(ops: usize, seed: u64) -> String {
    const POOL: usize = 64;
    let mut rng = Rng(seed.max(1));
    let mut s = String::with_capacity(ops * 48);
    s.push_str("module @ir {\n");
    let mut pool: Vec<usize> = Vec::new();
    for id in 0..ops {
        let r = rng.below(100);
        if id < 16 || pool.len() < 2 || r >= 80 {
            let _ = writeln!(s, "    %v{id} = \"bench.src\"() : () -> i32");
        } else if r < 70 {
            let a = pool[rng.below(pool.len())];
            let b = pool[rng.below(pool.len())];
            let _ = writeln!(
                s,
                "    %v{id} = \"bench.mix\"(%v{a}, %v{b}) : (i32, i32) -> i32"
            );
        } else {
            let _ = writeln!(
                s,
                "    %v{id} = \"bench.const\"() {{value = 1 : i32}} : () -> i32"
            );
        }
        pool.push(id);
        if pool.len() > POOL {
            pool.remove(0);
        }
    }
    s.push_str("}\n");
    s
}

fn num_ops() -> usize {
    std::env::var("PDLL_BENCH_OPS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(1_000_000)
}

fn source() -> &'static str {
    static SRC: OnceLock<String> = OnceLock::new();
    SRC.get_or_init(|| generate(num_ops(), 1))
}

fn parsed() -> &'static (Context, Ir) {
    static PARSED: OnceLock<(Context, Ir)> = OnceLock::new();
    PARSED.get_or_init(|| {
        let mut ctx = Context::new();
        let mut ir = Ir::new();
        ir.parse_source(&mut ctx, source())
            .expect("generated IR parses");
        (ctx, ir)
    })
}

fn main() {
    if let Ok(path) = std::env::var("PDLL_BENCH_WRITE") {
        std::fs::write(&path, source()).expect("write generated IR");
        eprintln!(
            "wrote {} ops ({} bytes) to {path}",
            num_ops(),
            source().len()
        );
        return;
    }
    let src = source();
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, src).expect("generated IR parses");
    let live = LIVE.load(Ordering::Relaxed) - before;
    let peak = PEAK.load(Ordering::Relaxed) - before;
    let n = num_ops() as f64;
    eprintln!(
        "memory after parsing {} ops ({} bytes of text): {:.1} bytes/op live, {:.1} bytes/op peak during parse, {:.1} bytes/op in IR arenas",
        num_ops(),
        src.len(),
        live as f64 / n,
        peak as f64 / n,
        ir.heap_bytes() as f64 / n
    );
    drop(ir);
    drop(ctx);
    divan::main();
}

/// Parses the whole generated file into a fresh context and IR.
#[divan::bench(sample_count = 10, sample_size = 1)]
fn parse(bencher: divan::Bencher) {
    let src = source();
    bencher
        .counter(divan::counter::BytesCount::of_str(src))
        .counter(divan::counter::ItemsCount::new(num_ops()))
        .bench(|| {
            let mut ctx = Context::new();
            let mut ir = Ir::new();
            ir.parse_source(&mut ctx, divan::black_box(src))
                .expect("parses");
            (ctx, ir)
        });
}

/// Prints the parsed module in generic form.
#[divan::bench(sample_count = 10, sample_size = 1)]
fn print(bencher: divan::Bencher) {
    let (ctx, ir) = parsed();
    let len = ir.print_generic(ctx).len();
    bencher
        .counter(divan::counter::BytesCount::new(len))
        .counter(divan::counter::ItemsCount::new(num_ops()))
        .bench(|| ir.print_generic(ctx));
}

/// Prints the parsed module with MLIR's aliases (`PrintOptions::aliases`). The module
/// has none, so against `print` this is what the walk that looks for them costs.
#[divan::bench(sample_count = 10, sample_size = 1)]
fn print_with_aliases(bencher: divan::Bencher) {
    let (ctx, ir) = parsed();
    let options = pdll_runtime::asm::PrintOptions::default().with_aliases(true);
    let len = ir.print_generic_with(ctx, &options).len();
    bencher
        .counter(divan::counter::BytesCount::new(len))
        .counter(divan::counter::ItemsCount::new(num_ops()))
        .bench(|| ir.print_generic_with(ctx, &options));
}
