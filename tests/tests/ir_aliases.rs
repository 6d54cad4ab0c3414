//! Differential test of alias printing (`pdll ir --aliases`, `PrintOptions::aliases`):
//! every file of `tests/ir/aliases/cases/` printed with aliases must equal what
//! mlir-opt-19 prints for it by default (`tests/ir/aliases/expected/`, made by
//! `tests/ir/aliases/regen.sh`), byte for byte; the output must read back to the same
//! IR; and, when mlir-opt-19 is installed, the builtin-syntax cases of
//! `tests/ir/cases/` are compared with it live as well.

use pdll::runtime::asm::PrintOptions;
use pdll::runtime::{verify, Context, Ir};
use std::path::{Path, PathBuf};
use std::process::Command;

const MLIR_OPT: &str = "mlir-opt-19";

fn dir(sub: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("ir").join(sub)
}

/// The `.mlir` files of a directory, sorted.
fn mlir_files(sub: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir(sub))
        .unwrap_or_else(|e| panic!("tests/ir/{sub}: {e}"))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    files
}

fn name(path: &Path) -> &str {
    path.file_name().and_then(|n| n.to_str()).unwrap_or("?")
}

/// Parses and verifies `src` and prints it in generic form with `aliases` or without.
fn reprint(src: &str, aliases: bool) -> Result<String, String> {
    let mut ctx = Context::new();
    let mut ir = Ir::new();
    ir.parse_source(&mut ctx, src)
        .map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message))?;
    verify(&ctx, &ir, ir.top_region()).map_err(|e| format!("{e:?}"))?;
    Ok(ir.print_generic_with(&ctx, &PrintOptions::default().with_aliases(aliases)))
}

fn diff(ours: &str, theirs: &str) -> String {
    similar::TextDiff::from_lines(theirs, ours)
        .unified_diff()
        .header("mlir-opt-19", "pdll")
        .to_string()
}

/// `distinct[N]` renumbered by first appearance in the text: two texts that differ
/// only in these numbers denote the same IR.
fn renumber_distinct(text: &str) -> String {
    let mut seen: Vec<&str> = Vec::new();
    let mut out = String::new();
    let mut rest = text;
    while let Some(i) = rest.find("distinct[") {
        let start = i + "distinct[".len();
        let Some(len) = rest[start..].find(']') else {
            break;
        };
        let n = &rest[start..start + len];
        let k = seen.iter().position(|s| *s == n).unwrap_or_else(|| {
            seen.push(n);
            seen.len() - 1
        });
        out.push_str(&rest[..start]);
        out.push_str(&k.to_string());
        rest = &rest[start + len..];
    }
    out.push_str(rest);
    out
}

#[test]
fn aliases_print_like_mlir_opt_19() {
    let cases = mlir_files("aliases/cases");
    assert!(cases.len() >= 4, "the alias cases are missing");
    let mut failures = Vec::new();
    for case in &cases {
        let name = name(case);
        let input = std::fs::read_to_string(case).expect("case file");
        let expected =
            std::fs::read_to_string(dir("aliases/expected").join(name)).unwrap_or_else(|_| {
                panic!("{name}: no expected output; run tests/ir/aliases/regen.sh")
            });
        match reprint(&input, true) {
            Ok(ours) if ours.trim_end() == expected.trim_end() => {}
            Ok(ours) => failures.push(format!("{name}:\n{}", diff(&ours, &expected))),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    println!("{} alias cases", cases.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The alias output reads back to the IR it came from: printed again with aliases
/// it is the same text, and printed inline it is the inline text of the input (up to
/// `distinct[N]` numbers, which follow the order of the text they are read from).
/// `*.once.mlir` files are left out: mlir-opt-19's own output of them does not read
/// back to itself either (see `ir_builtin.rs`).
#[test]
fn alias_output_reads_back_to_the_same_ir() {
    let mut files = mlir_files("aliases/cases");
    files.extend(mlir_files("cases"));
    files.retain(|f| !name(f).ends_with(".once.mlir"));
    let mut failures = Vec::new();
    for file in &files {
        let name = name(file);
        let input = std::fs::read_to_string(file).expect("case file");
        let (with, inline) = match (reprint(&input, true), reprint(&input, false)) {
            (Ok(w), Ok(i)) => (w, i),
            (Err(e), _) | (_, Err(e)) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        match (reprint(&with, true), reprint(&with, false)) {
            (Ok(again), Ok(back)) => {
                if again != with {
                    failures.push(format!("{name} (aliases, again):\n{}", diff(&again, &with)));
                }
                if renumber_distinct(&back) != renumber_distinct(&inline) {
                    failures.push(format!("{name} (read back):\n{}", diff(&back, &inline)));
                }
            }
            (Err(e), _) | (_, Err(e)) => failures.push(format!("{name} (read back): {e}")),
        }
    }
    println!("{} files read back", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// mlir-opt-19's default output for `path`, or `None` when it is not installed.
fn mlir_opt_default(path: &Path) -> Option<Result<String, String>> {
    let out = Command::new(MLIR_OPT)
        .args(["--allow-unregistered-dialect", "--mlir-print-op-generic"])
        .arg(path)
        .output()
        .ok()?;
    Some(if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    })
}

/// All builtin-syntax cases (`tests/ir/cases/`) and the alias cases, against
/// mlir-opt-19 run now (skipped, saying so, when it is not installed).
#[test]
fn every_ir_case_prints_aliases_like_mlir_opt_19_live() {
    let mut files = mlir_files("cases");
    files.extend(mlir_files("aliases/cases"));
    let mut failures = Vec::new();
    for file in &files {
        let name = name(file);
        let Some(theirs) = mlir_opt_default(file) else {
            eprintln!("ir_aliases: SKIPPED the live comparison: {MLIR_OPT} is not installed");
            return;
        };
        let theirs = match theirs {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{name}: {MLIR_OPT} failed: {e}"));
                continue;
            }
        };
        let input = std::fs::read_to_string(file).expect("case file");
        match reprint(&input, true) {
            Ok(ours) if ours.trim_end() == theirs.trim_end() => {}
            Ok(ours) => failures.push(format!("{name}:\n{}", diff(&ours, &theirs))),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    println!("{} files compared with {MLIR_OPT}", files.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn renumbering_distinct_follows_the_text() {
    assert_eq!(
        renumber_distinct("a = distinct[5]<>, b = distinct[2]<distinct[5]<>>"),
        "a = distinct[0]<>, b = distinct[1]<distinct[0]<>>"
    );
}

/// The dialects taken for registered (their ops' properties are walked for aliases)
/// are the ones mlir-opt-19 registers (skipped, saying so, when it is not installed).
#[test]
fn registered_dialects_are_mlir_opt_19s() {
    let Ok(out) = Command::new(MLIR_OPT).arg("--show-dialects").output() else {
        eprintln!("ir_aliases: SKIPPED the dialect list check: {MLIR_OPT} is not installed");
        return;
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let listed: Vec<&str> = text
        .lines()
        .flat_map(|l| l.trim_start_matches("Available Dialects:").split(','))
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .collect();
    assert_eq!(listed, pdll::runtime::asm::aliases::MLIR_OPT_19_DIALECTS);
}

/// A small deterministic random source (xorshift64*), so that the random cases are
/// the same on every run.
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
    fn pick<'a>(&mut self, items: &[&'a str]) -> &'a str {
        items[self.below(items.len())]
    }
}

/// Random IR in generic form whose attributes and types mix everything that has an
/// alias or holds one (some of it invalid for MLIR: those files are left out).
struct IrGen {
    rng: Rng,
    lines: Vec<String>,
}

impl IrGen {
    const MAPS: &'static [&'static str] = &[
        "affine_map<(d0) -> (d0)>",
        "affine_map<(d0) -> (d0 + 1)>",
        "affine_map<(d0, d1) -> (d1, d0)>",
        "affine_map<()[s0] -> (s0)>",
        "affine_set<(d0) : (d0 >= 0)>",
        "affine_set<(d0, d1) : (d0 - d1 == 0)>",
    ];
    const LOCS: &'static [&'static str] = &[
        "loc(\"a\":1:2)",
        "loc(unknown)",
        "loc(\"n\")",
        "loc(\"n\"(\"a\":1:2))",
        "loc(callsite(\"x\" at \"a\":1:2))",
        "loc(fused[\"a\":1:2, \"b\":3:4])",
        "loc(fused<\"m\">[\"a\":1:2])",
    ];

    fn ty(&mut self, depth: usize) -> String {
        let r = self.rng.below(100);
        if depth > 3 || r < 25 {
            return self.rng.pick(&["i32", "f32", "index", "!x.t"]).to_string();
        }
        match r {
            25..=39 => {
                let n = self.rng.pick(&["3", "17", "18"]).parse().unwrap_or(3);
                let inner = self.ty(depth + 1);
                let mut items = vec!["i1".to_string(); n - 1];
                items.push(inner);
                format!("tuple<{}>", items.join(", "))
            }
            40..=54 => format!(
                "memref<4x4xf32, {}>",
                self.rng.pick(&[
                    "affine_map<(d0, d1) -> (d1, d0)>",
                    "affine_map<(d0, d1) -> (d0 + 1, d1)>",
                    "strided<[4, 1]>",
                ])
            ),
            55..=64 => format!("tensor<4xf32, {}>", self.attr(depth + 1)),
            65..=79 => format!("({}) -> {}", self.ty(depth + 1), self.ty(depth + 1)),
            80..=89 => format!("memref<*xf32, {}>", self.rng.pick(&["3", "\"s\""])),
            _ => "complex<f32>".to_string(),
        }
    }

    fn attr(&mut self, depth: usize) -> String {
        let r = self.rng.below(100);
        if depth > 3 || r < 20 {
            return self.rng.pick(Self::MAPS).to_string();
        }
        match r {
            20..=29 => self.rng.pick(Self::LOCS).to_string(),
            30..=41 => {
                let id = self.rng.below(4);
                let inner = if self.rng.below(3) == 0 {
                    "unit".to_string()
                } else {
                    self.attr(depth + 1)
                };
                format!("distinct[{id}]<{inner}>")
            }
            42..=56 => {
                let items: Vec<String> = (0..self.rng.below(3))
                    .map(|_| self.attr(depth + 1))
                    .collect();
                format!("[{}]", items.join(", "))
            }
            57..=66 => {
                let items: Vec<String> = (0..self.rng.below(3))
                    .map(|i| format!("k{i} = {}", self.attr(depth + 1)))
                    .collect();
                format!("{{{}}}", items.join(", "))
            }
            67..=76 => self.ty(depth + 1),
            77..=82 => format!("\"s\" : {}", self.ty(depth + 1)),
            83..=88 => format!("dense<1> : tensor<2xi32, {}>", self.rng.pick(Self::MAPS)),
            _ => self
                .rng
                .pick(&["1 : i32", "unit", "@sym", "array<i32: 1>"])
                .to_string(),
        }
    }

    /// `n` ops at `indent`, some with a region (a block with an argument) of more.
    fn ops(&mut self, indent: usize, n: usize) {
        let pad = "  ".repeat(indent);
        for _ in 0..n {
            let name = self.rng.pick(&["x.a", "x.b", "y.c"]);
            let attrs: Vec<String> = (0..self.rng.below(4))
                .map(|i| format!("a{i} = {}", self.attr(0)))
                .collect();
            let attrs = attrs.join(", ");
            let props = if self.rng.below(5) == 0 {
                format!(" <{{p = {}}}>", self.attr(0))
            } else {
                String::new()
            };
            let (result, rty) = if self.rng.below(2) == 0 {
                (format!("%v{} = ", self.lines.len()), self.ty(0))
            } else {
                (String::new(), String::new())
            };
            if indent < 2 && self.rng.below(5) == 0 {
                let arg = self.ty(0);
                self.lines
                    .push(format!("{pad}{result}\"{name}\"(){props} ({{"));
                self.lines
                    .push(format!("{pad}^bb0(%b{}: {arg}):", self.lines.len()));
                let inner = 1 + self.rng.below(2);
                self.ops(indent + 1, inner);
                self.lines
                    .push(format!("{pad}}}) {{{attrs}}} : () -> ({rty})"));
            } else {
                self.lines.push(format!(
                    "{pad}{result}\"{name}\"(){props} {{{attrs}}} : () -> ({rty})"
                ));
            }
        }
    }

    fn file(seed: u64) -> String {
        let mut g = IrGen {
            rng: Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1),
            lines: Vec::new(),
        };
        let n = 1 + g.rng.below(5);
        g.ops(0, n);
        g.lines.join("\n") + "\n"
    }
}

/// Random IR mixing every kind of alias, against mlir-opt-19 (skipped, saying so,
/// when it is not installed). Files mlir-opt rejects (the generator makes some
/// invalid ones, e.g. a location as a tensor encoding) are left out.
#[test]
fn random_ir_prints_aliases_like_mlir_opt_19() {
    const FILES: u64 = 80;
    if Command::new(MLIR_OPT).arg("--version").output().is_err() {
        eprintln!("ir_aliases: SKIPPED the random comparison: {MLIR_OPT} is not installed");
        return;
    }
    let dir = std::env::temp_dir().join(format!("pdll-ir-aliases-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let (mut compared, mut with_aliases, mut failures) = (0, 0, Vec::new());
    for seed in 0..FILES {
        let text = IrGen::file(seed);
        let path = dir.join(format!("random{seed}.mlir"));
        std::fs::write(&path, &text).expect("a temporary file");
        let Some(Ok(theirs)) = mlir_opt_default(&path) else {
            continue;
        };
        compared += 1;
        if theirs.starts_with('#') || theirs.starts_with('!') {
            with_aliases += 1;
        }
        match reprint(&text, true) {
            Ok(ours) if ours.trim_end() == theirs.trim_end() => {}
            Ok(ours) => failures.push(format!("seed {seed}:\n{text}\n{}", diff(&ours, &theirs))),
            Err(e) => failures.push(format!("seed {seed}: {e}\n{text}")),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    println!(
        "{compared} of {FILES} random files accepted by {MLIR_OPT} and compared, \
         {with_aliases} of them with aliases"
    );
    assert!(
        with_aliases >= compared / 2,
        "only {with_aliases} with aliases"
    );
    assert!(
        compared >= FILES / 2,
        "only {compared} random files were valid"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
