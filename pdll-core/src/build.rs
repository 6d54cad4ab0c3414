//! The build-script helper: compile a `.pdll` file into `$OUT_DIR` from `build.rs`.
//!
//! ```no_run
//! // in build.rs's `fn main`:
//! pdll_core::build::compile("src/rules.pdll", "MyPatterns");
//! ```
//!
//! writes `$OUT_DIR/rules.rs` (formatted with prettyplease), which the crate brings in
//! where its native functions are in scope:
//!
//! ```ignore
//! include!(concat!(env!("OUT_DIR"), "/rules.rs"));
//! // or, with the facade crate: pdll::include_patterns!("rules");
//! ```
//!
//! It prints `cargo:rerun-if-changed` for the file and every file it includes (for a
//! `.td` include: every `.td` file read), and `cargo:rerun-if-env-changed` for
//! `PDLL_INCLUDE_PATH`, whose directories `#include` searches after
//! [`Config::include_dir`]'s. On an
//! error, [`compile`] and [`Config::compile`] print every diagnostic with a source
//! snippet and a one-line summary to stderr, which cargo shows, and exit the build
//! script with status 1. They do not panic: under `RUST_BACKTRACE=1` a panic would
//! follow the diagnostics with a stack trace of this crate's internals, which says
//! nothing about the user's file. A build script that wants to handle the error
//! itself calls [`Config::try_compile`] (or [`Config::generate`], which writes
//! nothing), which return the [`Error`]. [`Config`] also sets include directories,
//! tracing, the path generated code names the runtime by and the output directory.

use crate::codegen::{self, format::format_file, RuntimePath, SetDecl};
use crate::diag::{render_all, Diagnostic};
use crate::source::{SourceMap, Span};
use crate::syntax::{parse_file, ParseOptions};
use std::fmt;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// The exit status of a build script that [`compile`] or [`Config::compile`] ends.
pub const FAILURE_STATUS: i32 = 1;

/// Compiles `file` into the pattern set `set_name`, written to `$OUT_DIR/<stem>.rs`.
/// Returns the path written. When the file has errors, prints the diagnostics to
/// stderr and exits the process with [`FAILURE_STATUS`], failing the build;
/// [`Config::try_compile`] returns the error instead.
pub fn compile(file: impl AsRef<Path>, set_name: &str) -> PathBuf {
    Config::new().compile(file, set_name)
}

/// Embeds MLIR dialects into the crate: the definitions of every op of each dialect of
/// `namespaces` (with their declarative syntax; the Rust syntax of C++-format ops comes
/// with the runtime) and its bit-enum attributes, read from MLIR's ODS at build time,
/// written to `$OUT_DIR/<file_stem>.rs`. Returns the path written; on an error, prints
/// it and exits the build script with [`FAILURE_STATUS`]. See
/// [`Config::try_embed_dialects`].
pub fn embed_dialects(namespaces: &[&str], file_stem: &str) -> PathBuf {
    Config::new()
        .try_embed_dialects(namespaces, file_stem)
        .unwrap_or_else(|e| exit_on(&e))
}

/// Options of the build helper; [`Config::new`] gives the defaults.
#[derive(Clone, Debug, Default)]
pub struct Config {
    include_dirs: Vec<PathBuf>,
    trace: bool,
    runtime_path: Option<String>,
    out_dir: Option<PathBuf>,
    cargo_directives: Option<bool>,
    op_definitions: Vec<pdll_runtime::dialect::OpDefinition>,
    deny_warnings: bool,
}

/// Why a compilation failed.
#[derive(Debug)]
pub struct Error {
    /// A short summary (`3 errors in src/rules.pdll`).
    pub summary: String,
    /// The diagnostics rendered with source snippets (empty for I/O errors).
    pub rendered: String,
    /// The diagnostics themselves (empty for I/O errors), for other renderings such
    /// as [`crate::diag::one_line_all`].
    pub diagnostics: Vec<Diagnostic>,
    /// The sources the diagnostics' spans point into (the file and its includes).
    pub sources: SourceMap,
}

impl Error {
    /// An error with no diagnostics behind it (I/O, a bad set name).
    fn plain(summary: String) -> Error {
        Error {
            summary,
            rendered: String::new(),
            diagnostics: Vec::new(),
            sources: SourceMap::new(),
        }
    }
}

impl Error {
    /// Writes what a failed build shows: the rendered diagnostics, then
    /// `error: pdll: <summary>` (the only line for errors without diagnostics, such as
    /// an unreadable output directory).
    pub fn write_report(&self, out: &mut dyn Write) -> io::Result<()> {
        out.write_all(self.rendered.as_bytes())?;
        writeln!(out, "error: pdll: {}", self.summary)?;
        out.flush()
    }
}

/// Reports `err` to `out` and returns the status to exit with: the testable part of
/// [`exit_on`].
fn report(err: &Error, out: &mut dyn Write) -> i32 {
    // Nothing is left to tell the user if stderr itself fails; the status still fails
    // the build.
    let _ = err.write_report(out);
    FAILURE_STATUS
}

/// Reports `err` to stderr and ends the build script: an exit, not a panic, so that no
/// backtrace of ours follows the diagnostics.
fn exit_on(err: &Error) -> ! {
    // `exit` runs no destructors: flush the `cargo:` lines already printed, which a
    // non-terminal stdout may still buffer.
    let _ = io::stdout().flush();
    let status = report(err, &mut io::stderr().lock());
    std::process::exit(status)
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.summary)
    }
}

impl std::error::Error for Error {}

/// The result of compiling a file, before it is written.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The formatted Rust source.
    pub code: String,
    /// The file and every file it included, `.td` files (and theirs) too (for
    /// `rerun-if-changed`).
    pub inputs: Vec<PathBuf>,
    /// The warnings of the analysis ([`crate::analysis`]), in source order.
    pub warnings: Vec<Diagnostic>,
    /// The sources the warnings' spans point into (the file and its includes).
    pub sources: SourceMap,
}

impl Generated {
    /// The `cargo:warning=` lines that show the warnings in cargo's output: one per
    /// line of [`Diagnostic::one_line`] (`FILE:LINE:COL: warning: message`, then its
    /// notes).
    pub fn cargo_warning_lines(&self) -> Vec<String> {
        self.warnings
            .iter()
            .flat_map(|w| {
                w.one_line(&self.sources)
                    .lines()
                    .map(|l| format!("cargo:warning={l}"))
                    .collect::<Vec<_>>()
            })
            .collect()
    }
}

impl Config {
    /// Defaults: no include directories, no tracing, output to `$OUT_DIR`, cargo
    /// directives printed.
    pub fn new() -> Config {
        Config::default()
    }

    /// Adds a directory searched by `#include` (after the including file's own).
    pub fn include_dir(mut self, dir: impl Into<PathBuf>) -> Config {
        self.include_dirs.push(dir.into());
        self
    }

    /// Makes the generated set print every match and rewrite to stderr.
    pub fn trace(mut self, on: bool) -> Config {
        self.trace = on;
        self
    }

    /// Makes generated code name the runtime as `path` instead of `::pdll::runtime`:
    /// `pdll_runtime` for a crate that depends on `pdll-runtime` without the facade,
    /// or an alias in scope where the set is included. A string that is no module
    /// path is an error of [`Config::generate`].
    pub fn runtime_path(mut self, path: impl Into<String>) -> Config {
        self.runtime_path = Some(path.into());
        self
    }

    /// Gives the generated set definitions of ops, which it hands to the runtime as a
    /// `static` table (see `pdll_runtime::dialect`). The set already carries those of
    /// every op of the `.td` files the patterns include; these, given by hand, take
    /// precedence for the same op and add the others.
    pub fn op_definitions(mut self, defs: Vec<pdll_runtime::dialect::OpDefinition>) -> Config {
        self.op_definitions = defs;
        self
    }

    /// Writes into `dir` instead of `$OUT_DIR`.
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> Config {
        self.out_dir = Some(dir.into());
        self
    }

    /// Whether to print `cargo:rerun-if-changed` lines (default: yes).
    pub fn cargo_directives(mut self, on: bool) -> Config {
        self.cargo_directives = Some(on);
        self
    }

    /// Makes the warnings of the analysis errors (default: no): a file with warnings
    /// then fails as a file with errors does.
    pub fn deny_warnings(mut self, on: bool) -> Config {
        self.deny_warnings = on;
        self
    }

    /// As [`Config::try_compile`], but on error prints the diagnostics and a summary
    /// to stderr ([`Error::write_report`]) and exits the process with
    /// [`FAILURE_STATUS`], failing the build script without a backtrace.
    pub fn compile(&self, file: impl AsRef<Path>, set_name: &str) -> PathBuf {
        self.try_compile(file, set_name)
            .unwrap_or_else(|e| exit_on(&e))
    }

    /// Writes `<out dir>/<file_stem>.rs` holding the dialects `namespaces` as data:
    /// `pub static DEFINITIONS: [OpDefinition; N]`, `pub static BIT_ENUMS: [BitEnumDef;
    /// M]` and `pub fn register(ctx: &mut Context) -> Result<(), RegistryError>`, which a
    /// program calls so that its context reads and prints those dialects' custom form
    /// without MLIR's `.td` files on its machine:
    ///
    /// ```ignore
    /// // build.rs
    /// pdll_core::build::embed_dialects(&["arith", "func", "scf"], "dialects");
    /// // src/main.rs
    /// mod dialects { include!(concat!(env!("OUT_DIR"), "/dialects.rs")); }
    /// dialects::register(&mut ctx)?;
    /// ```
    ///
    /// MLIR's include tree is the first of the include directories ([`Config::include_dir`])
    /// and `PDLL_INCLUDE_PATH` entries that holds `mlir/IR/OpBase.td`, else the usual
    /// install locations (`pdll_core::ods::default_include_dirs`).
    pub fn try_embed_dialects(
        &self,
        namespaces: &[&str],
        file_stem: &str,
    ) -> Result<PathBuf, Error> {
        let mut dirs = self.include_dirs.clone();
        if let Some(env) = std::env::var_os(crate::syntax::INCLUDE_PATH_VAR) {
            dirs.extend(std::env::split_paths(&env).filter(|p| !p.as_os_str().is_empty()));
        }
        dirs.retain(|d| d.join("mlir/IR/OpBase.td").is_file());
        if dirs.is_empty() {
            dirs = crate::ods::default_include_dirs();
        }
        if dirs.is_empty() {
            return Err(Error::plain(
                "no MLIR include tree found: give one with Config::include_dir or PDLL_INCLUDE_PATH (Debian and Ubuntu: libmlir-19-dev installs /usr/lib/llvm-19/include)".into(),
            ));
        }
        let runtime = match &self.runtime_path {
            Some(path) => RuntimePath::parse(path).map_err(|e| Error::plain(e.to_string()))?,
            None => RuntimePath::default(),
        };
        let mut cache = crate::ods::DialectCache::new(crate::ods::DialectIndex::build(&dirs));
        let (mut ops, mut bit_enums) = (Vec::new(), Vec::new());
        for ns in namespaces {
            let defs = cache
                .definitions(ns)
                .map_err(|e| Error::plain(format!("dialect `{ns}`: {e}")))?;
            ops.extend(defs.ops.iter().cloned());
            for b in &defs.bit_enums {
                if !bit_enums.contains(b) {
                    bit_enums.push(b.clone());
                }
            }
        }
        let rt = &runtime;
        let definitions = crate::codegen::op_definitions_static(&runtime, "DEFINITIONS", &ops);
        let enums = crate::codegen::bit_enums_static(&runtime, "BIT_ENUMS", &bit_enums);
        let list = namespaces.join(", ");
        let ops_doc = format!(" The op definitions of the MLIR dialects {list}, from MLIR's ODS.");
        let enums_doc = format!(" The bit-enum attributes of the MLIR dialects {list}.");
        let file: syn::File = syn::parse_quote! {
            #[doc = #ops_doc]
            #definitions
            #[doc = #enums_doc]
            #enums
            /// Registers the embedded dialects' bit enums and ops in `ctx`.
            pub fn register(ctx: &mut #rt::Context) -> ::std::result::Result<(), #rt::dialect::RegistryError> {
                for b in BIT_ENUMS.iter() {
                    ctx.register_bit_enum(b.clone());
                }
                ctx.register_ops(DEFINITIONS.iter())
            }
        };
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR").map(PathBuf::from).ok_or_else(|| {
                Error::plain("OUT_DIR is not set: call pdll_core::build from a build script, or set Config::out_dir".into())
            })?,
        };
        if self.cargo_directives.unwrap_or(true) {
            println!(
                "cargo:rerun-if-env-changed={}",
                crate::syntax::INCLUDE_PATH_VAR
            );
        }
        let path = out_dir.join(file_stem).with_extension("rs");
        std::fs::write(&path, prettyplease::unparse(&file))
            .map_err(|e| Error::plain(format!("cannot write `{}`: {e}", path.display())))?;
        Ok(path)
    }

    /// Compiles `file` into the set `set_name` and writes `<out dir>/<stem>.rs`;
    /// returns the path written. The variant for build scripts that handle errors
    /// themselves: it prints nothing but the `cargo:rerun-if-changed` lines and a
    /// `cargo:warning=` line per line of each warning
    /// ([`Generated::cargo_warning_lines`]), and returns the [`Error`] with its rendered
    /// diagnostics.
    pub fn try_compile(&self, file: impl AsRef<Path>, set_name: &str) -> Result<PathBuf, Error> {
        let file = file.as_ref();
        let directives = self.cargo_directives.unwrap_or(true);
        if directives {
            println!("cargo:rerun-if-changed={}", file.display());
            println!(
                "cargo:rerun-if-env-changed={}",
                crate::syntax::INCLUDE_PATH_VAR
            );
        }
        let generated = self.generate(file, set_name)?;
        if directives {
            for input in generated.inputs.iter().skip(1) {
                println!("cargo:rerun-if-changed={}", input.display());
            }
            for line in generated.cargo_warning_lines() {
                println!("{line}");
            }
        }
        let out_dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => std::env::var_os("OUT_DIR").map(PathBuf::from).ok_or_else(|| {
                Error::plain("OUT_DIR is not set: call pdll_core::build from a build script, or set Config::out_dir".into())
            })?,
        };
        let stem = file
            .file_stem()
            .ok_or_else(|| Error::plain(format!("`{}` has no file name", file.display())))?;
        let path = out_dir.join(stem).with_extension("rs");
        std::fs::write(&path, generated.code)
            .map_err(|e| Error::plain(format!("cannot write `{}`: {e}", path.display())))?;
        Ok(path)
    }

    /// Compiles `file` into the formatted source of the set `set_name`, without
    /// writing anything or printing directives. The warnings come back in
    /// [`Generated::warnings`], or as the error with [`Config::deny_warnings`].
    pub fn generate(&self, file: &Path, set_name: &str) -> Result<Generated, Error> {
        let mut set = SetDecl::named(set_name).map_err(|e| {
            Error::plain(format!("`{set_name}` is not a valid pattern set name: {e}"))
        })?;
        let runtime = match &self.runtime_path {
            Some(path) => RuntimePath::parse(path).map_err(|e| Error::plain(e.to_string()))?,
            None => RuntimePath::default(),
        };
        // A doc comment, so that crates denying `missing_docs` accept the set.
        let doc = format!(" The patterns of `{}`.", file.display());
        set.attrs.push(syn::parse_quote!(#[doc = #doc]));
        let parse = ParseOptions {
            include_dirs: self.include_dirs.clone(),
            base_dir: None,
        };
        let mut sources = SourceMap::new();
        let (module, diags) = parse_file(file, &parse, &mut sources);
        let fail = |mut diags: Vec<Diagnostic>| {
            if self.deny_warnings {
                for d in &mut diags {
                    if d.severity == crate::diag::Severity::Warning {
                        d.severity = crate::diag::Severity::Error;
                    }
                }
            }
            let n = diags.iter().filter(|d| d.is_error()).count();
            Error {
                summary: format!(
                    "{n} error{} in `{}`",
                    if n == 1 { "" } else { "s" },
                    file.display()
                ),
                rendered: render_all(&diags, &sources),
                diagnostics: diags,
                // Failures are rare and small: a copy of the texts is cheaper to
                // explain than a map moved out of the borrow `compile_module` holds.
                sources: sources.clone(),
            }
        };
        let module = match module {
            Some(m) if !diags.iter().any(Diagnostic::is_error) => m,
            module => {
                return Err(fail(crate::driver::parse_failure_errors(
                    module.as_ref(),
                    diags,
                )))
            }
        };
        let mut inputs = vec![file.to_path_buf()];
        // `.pdll` includes, then every `.td` file read (transitively).
        for input in module
            .includes
            .iter()
            .map(|i| &i.resolved)
            .chain(&module.td_files)
        {
            if !inputs.contains(input) {
                inputs.push(input.clone());
            }
        }
        let options = codegen::Options {
            trace: self.trace,
            comments: true,
            runtime,
            op_definitions: self.op_definitions.clone(),
            ..codegen::Options::default()
        };
        let crate::driver::Compiled { tokens, warnings } =
            crate::driver::compile_owned_module_with_warnings(&set, module, &options, &sources)
                .map_err(fail)?;
        if self.deny_warnings && !warnings.is_empty() {
            return Err(fail(warnings));
        }
        let body = format_file(tokens).map_err(|e| {
            fail(vec![Diagnostic::error(
                Span::call_site(),
                format!("internal error: the generated code does not parse: {e}"),
            )
            .with_code(crate::diag::Code::Internal)])
        })?;
        let code = format!(
            "// @generated by pdll-core from `{}`: do not edit.\n// Pattern set `{set_name}`.\n\n{body}",
            file.display()
        );
        Ok(Generated {
            code,
            inputs,
            warnings,
            sources,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A directory removed when the returned guard drops.
    fn temp_dir() -> (tempfile::TempDir, PathBuf) {
        let guard = tempfile::Builder::new()
            .prefix("pdll-build-")
            .tempdir()
            .unwrap();
        let dir = guard.path().to_path_buf();
        (guard, dir)
    }

    #[test]
    fn generated_sets_carry_the_definitions_of_their_ods_ops() {
        let (_guard, dir) = temp_dir();
        let td = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/td");
        std::fs::write(
            dir.join("rules.pdll"),
            "#include \"mini_ext.td\"\n\
             Pattern { let a = op<mini.add>(x: Value, y: Value); replace a with op<mini.neg>(x); }\n",
        )
        .unwrap();
        let config = Config::new()
            .out_dir(&dir)
            .cargo_directives(false)
            .include_dir(&td);
        let code = config
            .generate(&dir.join("rules.pdll"), "Rules")
            .unwrap()
            .code;
        let table = &code[code.find("static DEFINITIONS").expect(&code)..];
        let add = table.find("\"mini.add\"").expect(table);
        let neg = table.find("\"mini.neg\"").expect(table);
        assert!(add < neg, "in order of first use");
        assert!(table.contains("SameOperandsAndResultType"), "{table}");
    }

    #[test]
    fn ops_with_several_variadic_groups_are_created_group_by_group() {
        use pdll_runtime::dialect::{GroupKind, OpDefinition, OpTrait};
        let (_guard, dir) = temp_dir();
        std::fs::write(
            dir.join("rules.pdll"),
            "Pattern { replace op<t.src>(x: Value, y: Value) -> (ty: Type) \
             with op<t.pair>(x, y) -> (ty); }\n",
        )
        .unwrap();
        let pair = OpDefinition::new("t.pair")
            .operand_group("a", GroupKind::Variadic)
            .operand_group("b", GroupKind::Variadic)
            .result("r")
            .with_trait(OpTrait::AttrSizedOperandSegments);
        let config = Config::new()
            .out_dir(&dir)
            .cargo_directives(false)
            .op_definitions(vec![pair.clone()]);
        let code = config
            .generate(&dir.join("rules.pdll"), "Rules")
            .unwrap()
            .code;
        assert!(code.contains("create_in_groups("), "{code}");
        // Without the segment trait, the flat operand list is all the runtime needs.
        let plain = OpDefinition {
            traits: Vec::new().into(),
            ..pair
        };
        let config = Config::new()
            .out_dir(&dir)
            .cargo_directives(false)
            .op_definitions(vec![plain]);
        let code = config
            .generate(&dir.join("rules.pdll"), "Rules")
            .unwrap()
            .code;
        assert!(!code.contains("create_in_groups("), "{code}");
    }

    #[test]
    fn lists_every_td_file_read() {
        let (_guard, dir) = temp_dir();
        let td = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/td");
        std::fs::write(
            dir.join("rules.pdll"),
            "#include \"mini_ext.td\"\nPattern => erase op<mini.sink>(x: Value) {tag = t: I32Attr};\n",
        )
        .unwrap();
        let config = Config::new()
            .out_dir(&dir)
            .cargo_directives(false)
            .include_dir(&td);
        let generated = config.generate(&dir.join("rules.pdll"), "Rules").unwrap();
        let names: Vec<_> = generated
            .inputs
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        assert_eq!(names, ["rules.pdll", "mini_ext.td", "mini.td"]);
        // `I32Attr` is a built-in check: no user function is called.
        assert!(
            generated.code.contains("AttrKind::Integer"),
            "{}",
            generated.code
        );
    }

    #[test]
    fn writes_the_set_and_lists_includes() {
        let (_guard, dir) = temp_dir();
        std::fs::write(dir.join("common.pdll"), "Constraint IsOne(a: Attr);\n").unwrap();
        std::fs::write(
            dir.join("rules.pdll"),
            "#include \"common.pdll\"\nPattern Dead => erase op<test.dead>;\n",
        )
        .unwrap();
        let config = Config::new().out_dir(&dir).cargo_directives(false);
        let generated = config.generate(&dir.join("rules.pdll"), "Rules").unwrap();
        assert_eq!(generated.inputs.len(), 2);
        assert!(generated.inputs[1].ends_with("common.pdll"));
        assert!(
            generated.code.contains("pub struct Rules"),
            "{}",
            generated.code
        );
        assert!(
            generated.code.contains("// pattern Dead at"),
            "{}",
            generated.code
        );
        assert!(!generated.code.contains("pdll_runtime"));
        let other = config.clone().runtime_path("pdll_runtime");
        let code = other
            .generate(&dir.join("rules.pdll"), "Rules")
            .unwrap()
            .code;
        assert!(code.contains("pdll_runtime::Context"), "{code}");
        assert!(!code.contains("::pdll::runtime"), "{code}");
        let path = config.try_compile(dir.join("rules.pdll"), "Rules").unwrap();
        assert_eq!(path, dir.join("rules.rs"));
        assert!(std::fs::read_to_string(path)
            .unwrap()
            .starts_with("// @generated"));
    }

    #[test]
    fn warnings_become_cargo_warning_lines_or_errors() {
        let (_guard, dir) = temp_dir();
        let file = dir.join("w.pdll");
        std::fs::write(
            &file,
            "Pattern A => erase op<test.a>;\nPattern B => erase op<test.a>;\n",
        )
        .unwrap();
        let config = Config::new().out_dir(&dir).cargo_directives(false);
        let generated = config.generate(&file, "W").unwrap();
        assert_eq!(generated.warnings.len(), 1);
        let lines = generated.cargo_warning_lines();
        assert_eq!(
            lines[0],
            format!(
                "cargo:warning={}:2:1: warning: pattern `B` duplicates `A`: the same checks \
                 and the same rewrite",
                file.display()
            )
        );
        assert_eq!(
            lines[1],
            format!("cargo:warning={}:1:1: note: `A` is here", file.display())
        );
        assert!(lines.iter().all(|l| !l.contains('\n')));
        // Denied, the warning is an error.
        let err = config.deny_warnings(true).generate(&file, "W").unwrap_err();
        assert_eq!(err.summary, format!("1 error in `{}`", file.display()));
        assert!(
            err.rendered
                .starts_with("error[W0002]: pattern `B` duplicates"),
            "{}",
            err.rendered
        );
        // A file without warnings has no lines.
        std::fs::write(&file, "Pattern A => erase op<test.a>;\n").unwrap();
        let generated = Config::new().generate(&file, "W").unwrap();
        assert!(generated.cargo_warning_lines().is_empty());
    }

    #[test]
    fn errors_are_rendered_with_snippets() {
        let (_guard, dir) = temp_dir();
        std::fs::write(
            dir.join("bad.pdll"),
            "Pattern {\n  let x: Op;\n  erase y;\n}\n",
        )
        .unwrap();
        let err = Config::new()
            .out_dir(&dir)
            .cargo_directives(false)
            .try_compile(dir.join("bad.pdll"), "Bad")
            .unwrap_err();
        assert!(err.summary.contains("error"), "{}", err.summary);
        assert!(err.rendered.contains("erase y;"), "{}", err.rendered);
        let err = Config::new()
            .generate(&dir.join("bad.pdll"), "not a name")
            .unwrap_err();
        assert!(err.summary.contains("not a valid pattern set name"));
        let err = Config::new()
            .runtime_path("pdll runtime")
            .generate(&dir.join("bad.pdll"), "B")
            .unwrap_err();
        assert!(err.summary.contains("is not a path"), "{}", err.summary);
        let err = Config::new()
            .generate(&dir.join("missing.pdll"), "M")
            .unwrap_err();
        assert!(err.rendered.contains("cannot read"), "{}", err.rendered);
    }

    #[test]
    fn a_failure_reports_diagnostics_then_the_summary() {
        let (_guard, dir) = temp_dir();
        std::fs::write(dir.join("bad.pdll"), "Pattern => erase y;\n").unwrap();
        let err = Config::new()
            .generate(&dir.join("bad.pdll"), "Bad")
            .unwrap_err();
        let mut out = Vec::new();
        assert_eq!(report(&err, &mut out), FAILURE_STATUS);
        let out = String::from_utf8(out).unwrap();
        assert!(out.starts_with(&err.rendered), "{out}");
        assert!(out.contains("erase y;"), "{out}");
        assert!(
            out.ends_with(&format!("error: pdll: {}\n", err.summary)),
            "{out}"
        );
        // Errors without diagnostics still say what went wrong.
        let err = Config::new()
            .generate(&dir.join("bad.pdll"), "not a name")
            .unwrap_err();
        let mut out = Vec::new();
        assert_eq!(report(&err, &mut out), FAILURE_STATUS);
        let out = String::from_utf8(out).unwrap();
        assert_eq!(out, format!("error: pdll: {}\n", err.summary));
    }
}
