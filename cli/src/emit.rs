//! `pdll emit pdl|tree|rust FILE.pdll`: a pattern file through the compiler's stages,
//! printed as text (PDL as `mlir-pdll -x=mlir` prints it, the merged matcher tree as
//! text or Graphviz, or the generated Rust formatted with prettyplease).

use crate::args::PdllFileArgs;
use clap::Subcommand;
use pdll_core::build::Config;
use pdll_core::diag::render_all;
use pdll_core::driver::Compilation;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_file, ParseOptions};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// What `emit` prints, with the options of each.
#[derive(Subcommand, Debug, PartialEq)]
pub enum EmitArgs {
    /// Prints the patterns lowered to PDL, as `mlir-pdll -x=mlir` prints them.
    Pdl {
        #[command(flatten)]
        input: PdllFileArgs,
    },
    /// Prints the merged decision tree of the patterns.
    ///
    /// Shows every check in the order the matcher makes it, so it tells why a pattern
    /// did or did not fire.
    Tree {
        /// Prints Graphviz instead of text.
        #[arg(long)]
        dot: bool,
        #[command(flatten)]
        input: PdllFileArgs,
    },
    /// Prints the generated Rust, formatted as the build helper writes it.
    Rust {
        /// The name of the generated pattern-set struct.
        #[arg(long, value_name = "NAME", default_value = "Patterns")]
        name: String,
        /// Makes the generated set print every match and rewrite.
        #[arg(long)]
        trace: bool,
        /// The path generated code names the runtime by.
        #[arg(long, value_name = "PATH", default_value = "::pdll::runtime")]
        runtime_path: String,
        #[command(flatten)]
        input: PdllFileArgs,
    },
}

/// Runs `pdll emit ...`.
pub fn cmd_emit(args: &EmitArgs) -> ExitCode {
    match emit(args) {
        Ok(text) => {
            print!("{text}");
            ExitCode::SUCCESS
        }
        Err(rendered) => {
            eprint!("{rendered}");
            ExitCode::FAILURE
        }
    }
}

/// The text to print, or the rendered diagnostics.
fn emit(args: &EmitArgs) -> Result<String, String> {
    match args {
        EmitArgs::Rust {
            name,
            trace,
            runtime_path,
            input,
        } => {
            let config = Config::new().trace(*trace).runtime_path(runtime_path);
            let config = input
                .include_dirs
                .iter()
                .fold(config, |c, dir| c.include_dir(dir));
            config
                .generate(&input.file, name)
                .map(|g| g.code)
                .map_err(|e| format!("{}error: {e}\n", e.rendered))
        }
        EmitArgs::Pdl { input } => {
            let mut sources = SourceMap::new();
            let compilation = front_end(&input.file, &input.include_dirs, &mut sources)?;
            Ok(compilation.pdl.to_mlir_string())
        }
        EmitArgs::Tree { dot, input } => {
            let mut sources = SourceMap::new();
            let c = front_end(&input.file, &input.include_dirs, &mut sources)?;
            Ok(if *dot {
                c.tree.dump_dot(&c.pdl, &sources)
            } else {
                c.tree.dump_text(&c.pdl, &sources)
            })
        }
    }
}

/// Parses a file (into `sources`) and runs the front end on it (check, PDL, matcher
/// tree); the checker's warnings go to stderr, as mlir-pdll prints them.
fn front_end(
    file: &Path,
    include_dirs: &[PathBuf],
    sources: &mut SourceMap,
) -> Result<Compilation, String> {
    let options = ParseOptions {
        include_dirs: include_dirs.to_vec(),
        base_dir: None,
    };
    let (module, diags) = parse_file(file, &options, sources);
    let compilation =
        Compilation::from_parse(module.as_ref(), diags).map_err(|d| render_all(&d, sources))?;
    if !compilation.warnings.is_empty() {
        eprint!("{}", render_all(&compilation.warnings, sources));
    }
    Ok(compilation)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emits_each_stage() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("p.pdll");
        std::fs::write(&file, "Pattern Dead => erase op<test.dead>;\n").unwrap();
        let run = |what: &str| {
            let input = PdllFileArgs {
                file: file.clone(),
                include_dirs: Vec::new(),
            };
            emit(&match what {
                "pdl" => EmitArgs::Pdl { input },
                "tree" => EmitArgs::Tree { dot: false, input },
                _ => EmitArgs::Rust {
                    name: "Patterns".into(),
                    trace: false,
                    runtime_path: what
                        .strip_prefix("rust:")
                        .unwrap_or("::pdll::runtime")
                        .into(),
                    input,
                },
            })
        };
        assert!(run("pdl").unwrap().contains("pdl.pattern @Dead"));
        assert!(run("tree").unwrap().contains("Dead"));
        let rust = run("rust").unwrap();
        assert!(rust.contains("pub struct Patterns"), "{rust}");
        let rust = run("rust:rt").unwrap();
        assert!(rust.contains("rt::Context"), "{rust}");
        assert!(run("rust:r t").unwrap_err().contains("is not a path"));
        std::fs::write(&file, "Pattern { erase y; }\n").unwrap();
        let err = run("rust").unwrap_err();
        assert!(err.contains("erase y"), "{err}");
        assert!(run("pdl").unwrap_err().contains("erase y"));
    }
}
