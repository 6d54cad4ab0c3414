//! `pdll emit pdl|tree|rust FILE.pdll`: a pattern file through the compiler's stages,
//! printed as text (PDL as `mlir-pdll -x=mlir` prints it, the merged matcher tree as
//! text or Graphviz, or the generated Rust formatted with prettyplease).

use pdll_core::build::Config;
use pdll_core::diag::{render_all, Diagnostic};
use pdll_core::syntax::{parse_file, ParseOptions, SourceMap};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Usage of the `emit` command.
pub const USAGE: &str =
    "usage: pdll emit (pdl | tree [--dot] | rust [--name NAME] [--trace]) [-I DIR]... FILE.pdll";

/// Command-line options of `emit`.
#[derive(Debug, Default, PartialEq)]
struct EmitArgs {
    what: String,
    file: PathBuf,
    include_dirs: Vec<PathBuf>,
    dot: bool,
    trace: bool,
    name: Option<String>,
}

fn parse_args(args: &[String]) -> Result<EmitArgs, String> {
    let mut it = args.iter();
    let what = it.next().ok_or("missing what to emit")?.clone();
    if !matches!(what.as_str(), "pdl" | "tree" | "rust") {
        return Err(format!("cannot emit '{what}'"));
    }
    let mut out = EmitArgs {
        what,
        ..EmitArgs::default()
    };
    let what = out.what.clone();
    let (file, include_dirs) = crate::cli::parse_pdll_file_args(it, |a, it| {
        match a {
            "--dot" if what == "tree" => out.dot = true,
            "--trace" if what == "rust" => out.trace = true,
            "--name" if what == "rust" => {
                out.name = Some(it.next().ok_or("--name needs a value")?.clone())
            }
            _ => return Ok(false),
        }
        Ok(true)
    })?;
    out.file = file;
    out.include_dirs = include_dirs;
    Ok(out)
}

/// Runs `pdll emit ...`.
pub fn cmd_emit(args: &[String]) -> ExitCode {
    let args = match parse_args(args) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("pdll emit: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match emit(&args) {
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
    if args.what == "rust" {
        let mut config = Config::new().trace(args.trace);
        for dir in &args.include_dirs {
            config = config.include_dir(dir);
        }
        let name = args.name.as_deref().unwrap_or("Patterns");
        return config
            .generate(&args.file, name)
            .map(|g| g.code)
            .map_err(|e| format!("{}error: {e}\n", e.rendered));
    }
    let module = front_end(&args.file, &args.include_dirs)?;
    if args.what == "pdl" {
        return Ok(module.to_mlir_string());
    }
    let tree = pdll_core::matcher::build_tree(&module).map_err(|d| render(&d))?;
    Ok(if args.dot {
        tree.dump_dot(&module)
    } else {
        tree.dump_text(&module)
    })
}

/// Parses, checks and lowers a file to PDL.
fn front_end(file: &Path, include_dirs: &[PathBuf]) -> Result<pdll_core::pdl::PdlModule, String> {
    let options = ParseOptions {
        include_dirs: include_dirs.to_vec(),
        base_dir: None,
    };
    let (module, diags) = parse_file(file, &options);
    let module = match module {
        Some(m) if !diags.iter().any(Diagnostic::is_error) => m,
        _ => return Err(render(&diags)),
    };
    let (program, diags) = pdll_core::sema::check(&module);
    let program = match program {
        Some(p) if !diags.iter().any(Diagnostic::is_error) => p,
        _ => return Err(render(&diags)),
    };
    pdll_core::pdl::lower(&program).map_err(|d| render(&d))
}

fn render(diags: &[Diagnostic]) -> String {
    render_all(diags, &SourceMap::current())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &str) -> Vec<String> {
        s.split_whitespace().map(str::to_owned).collect()
    }

    #[test]
    fn arguments() {
        let a = parse_args(&args("rust --name Foo --trace -I inc x.pdll")).unwrap();
        assert_eq!(a.what, "rust");
        assert_eq!(a.name.as_deref(), Some("Foo"));
        assert!(a.trace);
        assert_eq!(a.include_dirs, vec![PathBuf::from("inc")]);
        assert_eq!(a.file, PathBuf::from("x.pdll"));
        assert!(parse_args(&args("tree --dot x.pdll")).unwrap().dot);
        assert!(parse_args(&args("rust --dot x.pdll")).is_err());
        assert!(parse_args(&args("asm x.pdll")).is_err());
        assert!(parse_args(&args("pdl")).is_err());
        assert!(parse_args(&args("pdl a b")).is_err());
    }

    #[test]
    fn emits_each_stage() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("p.pdll");
        std::fs::write(&file, "Pattern Dead => erase op<test.dead>;\n").unwrap();
        let run = |what: &str| {
            emit(&EmitArgs {
                what: what.into(),
                file: file.clone(),
                ..EmitArgs::default()
            })
        };
        assert!(run("pdl").unwrap().contains("pdl.pattern @Dead"));
        assert!(run("tree").unwrap().contains("Dead"));
        let rust = run("rust").unwrap();
        assert!(rust.contains("pub struct Patterns"), "{rust}");
        std::fs::write(&file, "Pattern { erase y; }\n").unwrap();
        let err = run("rust").unwrap_err();
        assert!(err.contains("erase y"), "{err}");
        assert!(run("pdl").unwrap_err().contains("erase y"));
    }
}
