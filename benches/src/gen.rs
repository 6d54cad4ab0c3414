//! The benchmark workload generator: the same files as the reference `gen.py`
//! (pattern text, payload IR in generic form, expected histograms), byte for byte for
//! the same parameters, so MLIR's figures and ours come from the same input.

pub mod patterns;
pub mod payload;

use crate::stats::StatsFile;
use payload::{OrderedCounts, PayloadParams, PayloadStats};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub use patterns::{family_of, pattern_pdll, pdll_file, FAMILIES};

/// The parameters of one workload (`gen.py`'s command line).
#[derive(Clone, Debug, PartialEq)]
pub struct Workload {
    /// Number of patterns N.
    pub n: usize,
    /// Number of payload ops M.
    pub m: usize,
    /// Shared root names K (`--roots`), or every pattern with its own names.
    pub roots: Option<usize>,
    /// Seed of the payload's random stream (gen.py's default: 1).
    pub seed: u64,
    /// Fraction of the ops that are match roots (default 0.10).
    pub match_frac: f64,
    /// Fraction of the ops that are near-miss roots (default 0.10).
    pub near_frac: f64,
}

impl Workload {
    /// N patterns, M ops, gen.py's defaults otherwise.
    pub fn new(n: usize, m: usize) -> Self {
        Workload {
            n,
            m,
            roots: None,
            seed: 1,
            match_frac: 0.10,
            near_frac: 0.10,
        }
    }

    /// The same workload with `roots` shared root names.
    pub fn with_roots(mut self, roots: Option<usize>) -> Self {
        self.roots = roots;
        self
    }

    /// The file prefix gen.py uses: `n{N}_m{M}[_r{K}]`.
    pub fn prefix(&self) -> String {
        let mut s = format!("n{}_m{}", self.n, self.m);
        if let Some(k) = self.roots {
            s.push_str(&format!("_r{k}"));
        }
        s
    }

    /// The pattern file.
    pub fn pdll(&self) -> String {
        pdll_file(self.n, self.roots)
    }

    /// Generates the payload and its statistics.
    pub fn generate(&self) -> Generated {
        let (ops, stats) = payload::gen_ir(&PayloadParams {
            n: self.n,
            m: self.m,
            match_frac: self.match_frac,
            near_frac: self.near_frac,
            seed: self.seed,
            roots: self.roots,
        });
        Generated {
            workload: self.clone(),
            ops,
            stats,
        }
    }
}

/// A generated payload.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The parameters it came from.
    pub workload: Workload,
    /// The op lines (inside `module @ir { ... }`), each ending in a newline.
    pub ops: String,
    /// Counts and histograms.
    pub stats: PayloadStats,
}

impl Generated {
    /// The `.ir.mlir` file: `module @ir { ... }`.
    pub fn ir_file(&self) -> String {
        let mut s = String::with_capacity(self.ops.len() + 20);
        s.push_str("module @ir {\n");
        s.push_str(&self.ops);
        s.push_str("}\n");
        s
    }

    /// The op-name histogram expected after rewriting.
    pub fn expected_after(&self) -> &BTreeMap<String, u64> {
        &self.stats.hist_after
    }

    /// The `.stats.json` file, formatted as Python's `json.dump(..., indent=1)`.
    pub fn stats_json(&self) -> String {
        let w = &self.workload;
        let s = &self.stats;
        let mut by_family = OrderedCounts::default();
        for i in 0..w.n {
            by_family.add(family_of(i));
        }
        StatsFile {
            patterns: w.n,
            ops: w.m,
            seed: w.seed,
            roots: w.roots,
            match_frac: w.match_frac,
            near_frac: w.near_frac,
            patterns_by_family: &by_family,
            match_roots: s.match_roots,
            near_roots: s.near_roots,
            match_by_family: &s.match_by_family,
            near_by_family: &s.near_by_family,
            expected_rewrites: s.match_roots,
            ops_before: s.hist_before.values().sum(),
            ops_after_expected: s.hist_after.values().sum(),
            hist_before: &s.hist_before,
            hist_after_expected: &s.hist_after,
        }
        .to_python_json()
    }
}

/// Where [`write_files`] put things.
#[derive(Clone, Debug)]
pub struct Written {
    /// `DIR/PREFIX`, as gen.py prints it.
    pub prefix: PathBuf,
    /// Whether `.pdl.mlir` and `.input.mlir` were written too.
    pub with_pdl: bool,
}

/// Writes `PREFIX.pdll`, `PREFIX.ir.mlir` and `PREFIX.stats.json` into `dir` (and,
/// given an `mlir-pdll` program, `PREFIX.pdl.mlir` and `PREFIX.input.mlir` in the
/// layout `mlir-opt --test-pdl-bytecode-pass` takes). `tag` is gen.py's `--tag`.
pub fn write_files(
    w: &Workload,
    dir: &Path,
    tag: Option<&str>,
    mlir_pdll: Option<&Path>,
) -> std::io::Result<Written> {
    std::fs::create_dir_all(dir)?;
    let mut name = w.prefix();
    if let Some(t) = tag.filter(|t| !t.is_empty()) {
        name.push('_');
        name.push_str(t);
    }
    let prefix = dir.join(name);
    let path = |ext: &str| {
        let mut p = prefix.clone().into_os_string();
        p.push(ext);
        PathBuf::from(p)
    };
    std::fs::write(path(".pdll"), w.pdll())?;
    let pdl = match mlir_pdll {
        Some(tool) => {
            let status = std::process::Command::new(tool)
                .arg("-x=mlir")
                .arg(path(".pdll"))
                .arg("-o")
                .arg(path(".pdl.mlir"))
                .status()?;
            if !status.success() {
                return Err(std::io::Error::other(format!(
                    "{} failed on {}: {status}",
                    tool.display(),
                    path(".pdll").display()
                )));
            }
            Some(std::fs::read_to_string(path(".pdl.mlir"))?)
        }
        None => None,
    };
    let g = w.generate();
    std::fs::write(path(".ir.mlir"), g.ir_file())?;
    if let Some(pdl) = &pdl {
        std::fs::write(path(".input.mlir"), input_file(pdl, &g.ops)?)?;
    }
    std::fs::write(path(".stats.json"), g.stats_json())?;
    Ok(Written {
        prefix,
        with_pdl: pdl.is_some(),
    })
}

/// gen.py's combined layout: the `#loc` aliases of mlir-pdll's output at top level,
/// then `module { module @patterns { ... } module @ir { ... } }`.
fn input_file(pdl: &str, ops: &str) -> std::io::Result<String> {
    let mut body = Vec::new();
    let mut aliases = String::new();
    for line in pdl.split_inclusive('\n') {
        if line.starts_with('#') {
            aliases.push_str(line);
        } else {
            body.push(line);
        }
    }
    let first = body
        .first()
        .filter(|l| l.starts_with("module {"))
        .ok_or_else(|| std::io::Error::other("mlir-pdll output does not start with `module {`"))?;
    let first = first.replacen("module {", "module @patterns {", 1);
    let mut s = String::with_capacity(pdl.len() + ops.len() + 64);
    s.push_str(&aliases);
    s.push_str("module {\n");
    s.push_str(&first);
    for l in &body[1..] {
        s.push_str(l);
    }
    s.push_str("module @ir {\n");
    s.push_str(ops);
    s.push_str("}\n}\n");
    Ok(s)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefix_names() {
        assert_eq!(Workload::new(10, 1000).prefix(), "n10_m1000");
        assert_eq!(
            Workload::new(1000, 100000).with_roots(Some(7)).prefix(),
            "n1000_m100000_r7"
        );
    }

    #[test]
    fn input_layout_moves_aliases_and_names_the_module() {
        let pdl = "module {\n  pdl.pattern {\n  } loc(#loc1)\n} loc(#loc)\n#loc = loc(\"x\")\n";
        let s = input_file(pdl, "    %v0 = \"bench.src\"() : () -> i32\n").unwrap();
        assert!(s.starts_with("#loc = loc(\"x\")\nmodule {\nmodule @patterns {\n"));
        assert!(s.ends_with("module @ir {\n    %v0 = \"bench.src\"() : () -> i32\n}\n}\n"));
        assert!(input_file("garbage", "").is_err());
    }

    #[test]
    fn stats_json_shape() {
        let g = Workload::new(3, 100).generate();
        let j = g.stats_json();
        assert!(j.starts_with("{\n \"patterns\": 3,\n \"ops\": 100,\n \"seed\": 1,\n \"roots\": null,\n \"match_frac\": 0.1,"));
        assert!(j.contains(
            "\"patterns_by_family\": {\n  \"inv\": 1,\n  \"mulone\": 1,\n  \"subself\": 1\n },"
        ));
        assert!(j.ends_with('}'));
    }
}
