//! The dialects of an input `.mlir` file, registered as mlir-opt has its dialects
//! registered, so that `pdll ir` and `pdll apply` read and print the custom form of
//! their ops: the namespaces the text names, looked up in MLIR's include tree (`-I`
//! directories and `PDLL_INCLUDE_PATH` that hold one, else where it is usually
//! installed), each dialect's op definitions loaded from its ODS `.td` files.

use pdll_core::ods::{
    default_include_dirs, namespaces_used, DialectCache, DialectIndex, Registration,
};
use pdll_core::syntax::INCLUDE_PATH_VAR;
use pdll_runtime::asm::ParseError;
use pdll_runtime::Context;
use std::path::{Path, PathBuf};

/// The MLIR include trees to look in: those of `given` (`-I`) and of
/// `PDLL_INCLUDE_PATH` that hold MLIR's `mlir/IR/OpBase.td`; with none, the usual
/// places ([`default_include_dirs`]).
pub fn mlir_include_dirs(given: &[PathBuf]) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = given.to_vec();
    if let Some(env) = std::env::var_os(INCLUDE_PATH_VAR) {
        dirs.extend(std::env::split_paths(&env).filter(|p| !p.as_os_str().is_empty()));
    }
    dirs.retain(|d| d.join("mlir/IR/OpBase.td").is_file());
    if dirs.is_empty() {
        dirs = default_include_dirs();
    }
    dirs
}

/// The dialects of one input, and where they were looked for.
pub struct InputDialects {
    /// What was registered.
    pub registration: Registration,
    /// The include trees searched.
    pub dirs: Vec<PathBuf>,
}

/// Registers in `ctx` the dialects `text` names, found under the include trees of
/// `given` (see [`mlir_include_dirs`]), and with `with_dependents` the dialects MLIR
/// loads with them (`DialectIndex::with_dependents`: what folding materializes
/// constants of). `file` names the input in the error.
pub fn register_input_dialects(
    ctx: &mut Context,
    text: &str,
    given: &[PathBuf],
    file: &Path,
    with_dependents: bool,
) -> Result<InputDialects, String> {
    let dirs = mlir_include_dirs(given);
    if dirs.is_empty() {
        return Ok(InputDialects {
            registration: Registration::default(),
            dirs,
        });
    }
    // The namespaces the text names are found while the include tree is indexed.
    let (index, namespaces) = std::thread::scope(|s| {
        let namespaces = s.spawn(|| namespaces_used(text));
        let index = DialectIndex::build(&dirs);
        let namespaces = namespaces
            .join()
            .unwrap_or_else(|e| std::panic::resume_unwind(e));
        (index, namespaces)
    });
    let namespaces = if with_dependents {
        index.with_dependents(namespaces)
    } else {
        namespaces.into_iter().collect()
    };
    let mut cache = DialectCache::new(index);
    let registration = cache
        .register(ctx, namespaces)
        .map_err(|e| format!("{}: error: {e}\n", file.display()))?;
    Ok(InputDialects { registration, dirs })
}

/// The report of a parse error, with a note on how to provide a dialect when the
/// error is an op whose dialect is not known.
pub fn parse_error_report(
    file: &Path,
    e: &ParseError,
    dialects: &InputDialects,
    ctx: &Context,
) -> String {
    let file = file.display();
    let mut report = format!("{file}:{}:{}: error: {}\n", e.line, e.col, e.message);
    let unknown_dialect = e.message.starts_with("Dialect `");
    let unknown_op = e.message.starts_with("custom op '") && e.message.contains("is unknown");
    if unknown_op && !unknown_dialect {
        // The dialect was loaded: the op is not one of it (or its definition was
        // refused).
        let refused: Vec<&str> = dialects
            .registration
            .refused
            .iter()
            .filter(|(op, _)| e.message.contains(&format!("'{op}'")))
            .map(|(_, why)| why.as_str())
            .collect();
        if let Some(why) = refused.first() {
            report.push_str(&format!(
                "{file}:{}:{}: note: its definition could not be used: {why}\n",
                e.line, e.col
            ));
            return report;
        }
        // Defined, but without syntax here: MLIR writes it in C++.
        let written = e
            .message
            .strip_prefix("custom op '")
            .and_then(|m| m.split('\'').next());
        let defined = written
            .and_then(|w| ctx.lookup_op_name(w))
            .is_some_and(|name| ctx.is_registered_op(name));
        if let (Some(op), true) = (written, defined) {
            report.push_str(&format!(
                "{file}:{}:{}: note: `{op}` is defined by its dialect's ODS, but MLIR writes \
                 its custom syntax in C++ (`hasCustomAssemblyFormat`), which pdll-rs does not \
                 implement for it; write the op in generic form (`mlir-opt-19 \
                 --mlir-print-op-generic`), or register its syntax \
                 (`Context::register_op_syntax`)\n",
                e.line, e.col
            ));
            return report;
        }
    }
    if unknown_dialect || unknown_op {
        let where_ = if dialects.dirs.is_empty() {
            "no MLIR include tree was found".to_string()
        } else {
            let dirs: Vec<String> = dialects
                .dirs
                .iter()
                .map(|d| d.display().to_string())
                .collect();
            format!("looked in {}", dirs.join(", "))
        };
        report.push_str(&format!(
            "{file}:{}:{}: note: the custom form of an op needs its dialect's ODS \
             definitions ({where_}); give the directory holding MLIR's include tree \
             with -I DIR or {INCLUDE_PATH_VAR} (Debian and Ubuntu: the package \
             libmlir-19-dev installs it in /usr/lib/llvm-19/include), or write the op \
             in generic form\n",
            e.line, e.col
        ));
    }
    report
}
