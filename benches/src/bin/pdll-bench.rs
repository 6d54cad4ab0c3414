//! `pdll-bench`: writes benchmark workloads, applies a pattern set to one, and checks
//! rewritten IR against the expected op histogram.
//!
//! ```text
//! pdll-bench gen -n N -m M [--roots K] [--seed S] [--match-frac F] [--near-frac F]
//!                [--tag T] [-o DIR] [--mlir-pdll PATH] [--force]
//! pdll-bench check PREFIX --output FILE
//! pdll-bench apply PREFIX [--variant merged|unmerged|hand] [--output FILE] [--max-iterations K] [--sweep-all]
//! pdll-bench expand -n N [--roots K] [--runs R] [--out FILE]
//! ```

use pdll_bench::gen::{write_files, Workload};
use pdll_bench::hist::{self, Expected};
use pdll_bench::run::Payload;
use pdll_bench::variants::{self, Variant};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage:
  pdll-bench gen -n N -m M [--roots K] [--seed S] [--match-frac F] [--near-frac F]
                 [--tag T] [-o DIR] [--mlir-pdll PATH] [--force]
      writes DIR/PREFIX.{pdll,ir.mlir,stats.json} (and .pdl.mlir, .input.mlir with
      --mlir-pdll) as the reference gen.py does; prints PREFIX
  pdll-bench check PREFIX --output FILE
      compares the op histogram of FILE (rewritten IR) with PREFIX.stats.json
  pdll-bench apply PREFIX [--variant merged|unmerged|hand] [--output FILE]
                   [--max-iterations K] [--sweep-all]
      parses PREFIX.ir.mlir, applies the compiled pattern set for it, prints parse and
      apply times, checks the histogram, optionally writes the result
  pdll-bench expand -n N [--roots K] [--runs R] [--out FILE]
      times the build helper (pdll_core::build) on the workload's N-pattern file
      (median of R runs), prints the generated code size, optionally writes it";

/// Command-line flags after the subcommand: `--name value` pairs and positionals.
struct Args {
    flags: Vec<(String, Option<String>)>,
    positional: Vec<String>,
}

impl Args {
    fn parse(args: &[String], boolean: &[&str]) -> Result<Args, String> {
        let mut flags = Vec::new();
        let mut positional = Vec::new();
        let mut it = args.iter();
        while let Some(a) = it.next() {
            if a.starts_with('-') && a.len() > 1 {
                let (name, inline) = match a.split_once('=') {
                    Some((n, v)) => (n.to_string(), Some(v.to_string())),
                    None => (a.clone(), None),
                };
                if boolean.contains(&name.as_str()) {
                    flags.push((name, None));
                } else {
                    let v = match inline {
                        Some(v) => v,
                        None => it.next().ok_or(format!("{name} needs a value"))?.clone(),
                    };
                    flags.push((name, Some(v)));
                }
            } else {
                positional.push(a.clone());
            }
        }
        Ok(Args { flags, positional })
    }

    fn get(&self, names: &[&str]) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(n, _)| names.contains(&n.as_str()))
            .and_then(|(_, v)| v.as_deref())
    }

    fn has(&self, name: &str) -> bool {
        self.flags.iter().any(|(n, _)| n == name)
    }

    fn check_known(&self, known: &[&str]) -> Result<(), String> {
        match self
            .flags
            .iter()
            .find(|(n, _)| !known.contains(&n.as_str()))
        {
            Some((n, _)) => Err(format!("unknown option {n}")),
            None => Ok(()),
        }
    }

    fn num<T: std::str::FromStr>(&self, names: &[&str]) -> Result<Option<T>, String> {
        self.get(names)
            .map(|v| {
                v.parse()
                    .map_err(|_| format!("{}: bad number `{v}`", names[0]))
            })
            .transpose()
    }
}

fn path_with(prefix: &str, ext: &str) -> PathBuf {
    PathBuf::from(format!("{prefix}{ext}"))
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn cmd_gen(args: &[String]) -> Result<ExitCode, String> {
    let a = Args::parse(args, &["--force"])?;
    a.check_known(&[
        "-n",
        "--patterns",
        "-m",
        "--ops",
        "--roots",
        "--seed",
        "--match-frac",
        "--near-frac",
        "--tag",
        "-o",
        "--out-dir",
        "--mlir-pdll",
        "--force",
    ])?;
    let n = a.num(&["-n", "--patterns"])?.ok_or("-n N is required")?;
    let m = a.num(&["-m", "--ops"])?.ok_or("-m M is required")?;
    let mut w = Workload::new(n, m);
    w.roots = a.num(&["--roots"])?;
    if w.roots == Some(0) {
        return Err("--roots must be at least 1".into());
    }
    w.seed = a.num(&["--seed"])?.unwrap_or(1);
    w.match_frac = a.num(&["--match-frac"])?.unwrap_or(0.10);
    w.near_frac = a.num(&["--near-frac"])?.unwrap_or(0.10);
    let dir = PathBuf::from(a.get(&["-o", "--out-dir"]).unwrap_or("benches/gen"));
    let tag = a.get(&["--tag"]);
    let mut prefix = dir.join(w.prefix());
    if let Some(t) = tag.filter(|t| !t.is_empty()) {
        prefix = dir.join(format!("{}_{t}", w.prefix()));
    }
    let mlir_pdll = a.get(&["--mlir-pdll"]).map(PathBuf::from);
    let done = |ext: &str| path_with(&prefix.to_string_lossy(), ext).exists();
    let input = if mlir_pdll.is_some() {
        ".input.mlir"
    } else {
        ".ir.mlir"
    };
    if !a.has("--force") && done(input) && done(".stats.json") {
        println!("{}", prefix.display());
        return Ok(ExitCode::SUCCESS);
    }
    let written = write_files(&w, &dir, tag, mlir_pdll.as_deref()).map_err(|e| e.to_string())?;
    println!("{}", written.prefix.display());
    Ok(ExitCode::SUCCESS)
}

fn cmd_check(args: &[String]) -> Result<ExitCode, String> {
    let a = Args::parse(args, &[])?;
    a.check_known(&["--output"])?;
    let [prefix] = &a.positional[..] else {
        return Err("check takes one PREFIX".into());
    };
    let out = a.get(&["--output"]).ok_or("--output FILE is required")?;
    let expected = Expected::from_stats_json(&read(&path_with(prefix, ".stats.json"))?)?;
    let before = hist::of_text(&read(&path_with(prefix, ".ir.mlir"))?);
    let after = hist::of_text(&read(Path::new(out))?);
    println!(
        "payload ops before:           {}",
        before.values().sum::<u64>()
    );
    println!(
        "payload ops after:            {}",
        after.values().sum::<u64>()
    );
    println!(
        "payload ops after (expected): {}",
        expected.after.values().sum::<u64>()
    );
    println!("expected rewrites:            {}", expected.rewrites);
    let mut ok = true;
    if let Err(m) = hist::compare(&before, &expected.before) {
        println!("FAIL: payload histogram differs from the generator's record: {m}");
        ok = false;
    }
    if let Err(m) = hist::compare(&after, &expected.after) {
        println!("FAIL: {m}");
        ok = false;
    }
    println!("{}", if ok { "OK" } else { "MISMATCH" });
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn cmd_apply(args: &[String]) -> Result<ExitCode, String> {
    let a = Args::parse(args, &["--sweep-all"])?;
    a.check_known(&["--variant", "--output", "--max-iterations", "--sweep-all"])?;
    let mut config = pdll_runtime::GreedyConfig::default();
    if let Some(k) = a.num::<u32>(&["--max-iterations"])? {
        config.max_iterations = Some(k);
    }
    // Every sweep run, as MLIR's driver does, none proved empty instead.
    config.prove_fixpoint = !a.has("--sweep-all");
    let [prefix] = &a.positional[..] else {
        return Err("apply takes one PREFIX".into());
    };
    let variant: Variant = a.get(&["--variant"]).unwrap_or("merged").parse()?;
    let stats = read(&path_with(prefix, ".stats.json"))?;
    let expected = Expected::from_stats_json(&stats)?;
    let (n, roots) = variants::shape_of_stats(&stats)?;
    let t0 = Instant::now();
    let text = read(&path_with(prefix, ".ir.mlir"))?;
    let t_read = t0.elapsed();
    let mut ctx = pdll_runtime::Context::new();
    let set = variants::build(variant, n, roots, &mut ctx)?;
    let t1 = Instant::now();
    let mut payload =
        Payload::parse_into(ctx, &text).map_err(|e| format!("{prefix}.ir.mlir:{e}"))?;
    let t_parse = t1.elapsed();
    // The IR does not refer to the text (unlike MLIR's, whose locations do): free it,
    // as a tool that only needs the IR would.
    drop(text);
    let ops = payload.num_ops();
    let t2 = Instant::now();
    let report = payload.apply_with(&*set, &config);
    let t_apply = t2.elapsed();
    let per_op = |d: std::time::Duration| d.as_nanos() as f64 / ops.max(1) as f64;
    println!(
        "ops: {ops}  rewrites: {}  iterations: {} ({} proved empty)",
        report.num_rewrites, report.iterations, report.sweeps_proved_empty
    );
    println!("read:  {:>10.3} ms", t_read.as_secs_f64() * 1e3);
    println!(
        "parse: {:>10.3} ms  {:>8.1} ns/op",
        t_parse.as_secs_f64() * 1e3,
        per_op(t_parse)
    );
    println!(
        "apply: {:>10.3} ms  {:>8.1} ns/op",
        t_apply.as_secs_f64() * 1e3,
        per_op(t_apply)
    );
    let mut ok = report.num_rewrites == expected.rewrites;
    if !ok {
        println!(
            "FAIL: {} rewrites, expected {}",
            report.num_rewrites, expected.rewrites
        );
    }
    if let Err(m) = hist::compare(&payload.histogram(), &expected.after) {
        println!("FAIL: {m}");
        ok = false;
    }
    if let Some(out) = a.get(&["--output"]) {
        std::fs::write(out, payload.ctx.print_generic()).map_err(|e| format!("{out}: {e}"))?;
    }
    println!("{}", if ok { "OK" } else { "MISMATCH" });
    Ok(if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

fn cmd_expand(args: &[String]) -> Result<ExitCode, String> {
    let a = Args::parse(args, &[])?;
    a.check_known(&["-n", "--roots", "--runs", "--out"])?;
    let n: usize = a.num(&["-n"])?.ok_or("-n N is required")?;
    let roots: Option<usize> = a.num(&["--roots"])?;
    let runs: usize = a.num(&["--runs"])?.unwrap_or(3).max(1);
    let w = Workload::new(n, 0).with_roots(roots);
    // Removed when `dir` drops, on error returns too.
    let dir = tempfile::Builder::new()
        .prefix("pdll-bench-expand-")
        .tempdir()
        .map_err(|e| format!("temporary directory: {e}"))?;
    let file = dir.path().join(format!("{}.pdll", w.prefix()));
    std::fs::write(&file, w.pdll()).map_err(|e| format!("{}: {e}", file.display()))?;
    let config = pdll::core::build::Config::new().cargo_directives(false);
    let mut times = Vec::new();
    let mut code = String::new();
    for _ in 0..runs {
        let t = Instant::now();
        let g = config
            .generate(&file, "Patterns")
            .map_err(|e| format!("{e}\n{}", e.rendered))?;
        times.push(t.elapsed());
        code = g.code;
    }
    times.sort();
    let median = times[times.len() / 2];
    let lines = code.lines().count();
    println!(
        "expand N = {n}{}: {:.1} ms (median of {runs}); {} bytes, {lines} lines of Rust; per pattern: {:.0} bytes, {:.1} lines",
        roots.map_or(String::new(), |k| format!(" (roots {k})")),
        median.as_secs_f64() * 1e3,
        code.len(),
        code.len() as f64 / n.max(1) as f64,
        lines as f64 / n.max(1) as f64,
    );
    if let Some(out) = a.get(&["--out"]) {
        std::fs::write(out, &code).map_err(|e| format!("{out}: {e}"))?;
    }
    Ok(ExitCode::SUCCESS)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("gen") => cmd_gen(&args[1..]),
        Some("check") => cmd_check(&args[1..]),
        Some("apply") => cmd_apply(&args[1..]),
        Some("expand") => cmd_expand(&args[1..]),
        Some("-h" | "--help") => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        _ => Err(USAGE.to_string()),
    };
    match result {
        Ok(code) => code,
        Err(e) => {
            eprintln!("pdll-bench: {e}");
            ExitCode::from(2)
        }
    }
}
