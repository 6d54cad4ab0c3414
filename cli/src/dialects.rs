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
use std::collections::BTreeSet;
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
    let index = DialectIndex::build(&dirs);
    register_indexed(ctx, text, index, dirs, file, with_dependents)
}

/// Reads the input file `file` and registers its dialects as
/// [`register_input_dialects`] does, with the slow parts at once: a second thread
/// indexes the include trees and loads the dialects the file's first lines name (nearly
/// always all of them) while this one reads the whole file and scans it for
/// namespaces; the dialects only the rest names are loaded after.
pub fn read_and_register(
    ctx: &mut Context,
    file: &Path,
    given: &[PathBuf],
    with_dependents: bool,
) -> Result<(String, InputDialects), String> {
    let read =
        || std::fs::read_to_string(file).map_err(|e| format!("{}: error: {e}\n", file.display()));
    let dirs = mlir_include_dirs(given);
    if dirs.is_empty() {
        let registration = Registration::default();
        return Ok((read()?, InputDialects { registration, dirs }));
    }
    // Read on its own (a few pages): the loading need not wait for the whole file.
    let head = read_head(file);
    // Reading and scanning a small file leaves this thread idle while the dialects
    // load: the loading then takes a third thread (see `SMALL_INPUT`).
    let small = std::fs::metadata(file).is_ok_and(|m| m.len() < SMALL_INPUT);
    let (text, all, (cache, first)) = std::thread::scope(|s| {
        let loader = s.spawn(|| {
            let index = DialectIndex::build(&dirs);
            let first = closed(&index, namespaces_used(&head), with_dependents);
            let mut cache = DialectCache::new(index);
            if small {
                cache.preload_on_two_threads(&first);
            } else {
                cache.preload(&first);
            }
            (cache, first)
        });
        let text = read();
        // The whole text's namespaces, unless the head was all of it.
        let all = match &text {
            Ok(text) if *text != head => Some(namespaces_used(text)),
            _ => None,
        };
        (text, all, join(loader))
    });
    let text = text?;
    let registration = register_loaded(ctx, cache, first, all, file, with_dependents)?;
    Ok((text, InputDialects { registration, dirs }))
}

/// Inputs below this size are read and scanned well before their dialects are loaded
/// (about 15 ms for 8 MiB against 45 ms of loading), so the loading may use the
/// reading thread's core ([`DialectCache::preload_on_two_threads`]); above it, both
/// cores are busy and the loading stays on one thread.
const SMALL_INPUT: u64 = 8 << 20;

/// The text a file's first dialects are looked for in (see [`register_indexed`]).
const HEAD_BYTES: usize = 64 << 10;

/// The start of `text` that [`HEAD_BYTES`] holds, cut after its last whole line.
fn head_of(text: &[u8]) -> &[u8] {
    match text.get(..HEAD_BYTES) {
        Some(head) => &head[..head.iter().rposition(|&b| b == b'\n').map_or(0, |i| i + 1)],
        None => text,
    }
}

/// The head of `file` ([`head_of`]); empty if it cannot be read (reading the whole file
/// then reports why) or is no regular file: a pipe (`pdll ir <(mlir-opt ...)`) gives
/// its bytes once, to the whole read.
fn read_head(file: &Path) -> String {
    use std::io::Read;
    let mut bytes = Vec::with_capacity(HEAD_BYTES);
    if std::fs::metadata(file).is_ok_and(|m| m.is_file()) {
        if let Ok(f) = std::fs::File::open(file) {
            let _ = f.take(HEAD_BYTES as u64).read_to_end(&mut bytes);
        }
    }
    String::from_utf8_lossy(head_of(&bytes)).into_owned()
}

/// `namespaces` as a list, with `with_dependents` closed over the dialects MLIR loads
/// with them ([`DialectIndex::with_dependents`]).
fn closed(
    index: &DialectIndex,
    namespaces: BTreeSet<String>,
    with_dependents: bool,
) -> Vec<String> {
    if with_dependents {
        index.with_dependents(namespaces)
    } else {
        namespaces.into_iter().collect()
    }
}

/// [`register_input_dialects`] with the include trees indexed. The dialects the first
/// lines of the text name are loaded on a second thread while the whole text is
/// scanned for namespaces, as in [`read_and_register`]. Loading in two groups gives
/// the definitions one group gives, and they are registered in the order of the whole
/// text's namespaces either way.
fn register_indexed(
    ctx: &mut Context,
    text: &str,
    index: DialectIndex,
    dirs: Vec<PathBuf>,
    file: &Path,
    with_dependents: bool,
) -> Result<InputDialects, String> {
    let head = String::from_utf8_lossy(head_of(text.as_bytes()));
    let first = closed(&index, namespaces_used(&head), with_dependents);
    let mut cache = DialectCache::new(index);
    let namespaces = std::thread::scope(|s| {
        let loading = s.spawn(|| cache.preload(&first));
        let all = if head.len() == text.len() {
            None
        } else {
            Some(namespaces_used(text))
        };
        join(loading);
        all
    });
    let registration = register_loaded(ctx, cache, first, namespaces, file, with_dependents)?;
    Ok(InputDialects { registration, dirs })
}

/// Registers in `ctx` the dialects of the whole text's namespaces `all` (`None`: the
/// head was the whole text, whose dialects are `first`), loading those the head's
/// preload left out; a loading error names `file`.
fn register_loaded(
    ctx: &mut Context,
    mut cache: DialectCache,
    first: Vec<String>,
    all: Option<BTreeSet<String>>,
    file: &Path,
    with_dependents: bool,
) -> Result<Registration, String> {
    let namespaces = match all {
        Some(all) => closed(cache.index(), all, with_dependents),
        None => first,
    };
    cache
        .register(ctx, namespaces)
        .map_err(|e| format!("{}: error: {e}\n", file.display()))
}

/// A scoped thread's result, its panic passed on.
fn join<T>(handle: std::thread::ScopedJoinHandle<'_, T>) -> T {
    handle
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e))
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

#[cfg(test)]
mod tests {
    use super::{head_of, read_and_register, HEAD_BYTES};

    #[test]
    fn the_head_is_the_whole_lines_of_the_first_bytes() {
        assert_eq!(head_of(b"a\nb"), b"a\nb");
        let line = b"%0 = \"x.a\"() : () -> i32\n";
        let long: Vec<u8> = line.iter().copied().cycle().take(HEAD_BYTES * 2).collect();
        let head = head_of(&long);
        assert!(head.len() <= HEAD_BYTES && head.len() > HEAD_BYTES - line.len());
        assert!(head.ends_with(b"\n") && long.starts_with(head));
    }

    /// A pipe is read once, whole: its head is not read on its own.
    #[cfg(unix)]
    #[test]
    fn a_pipe_is_read_whole() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("in.mlir");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !made.is_ok_and(|s| s.success()) {
            eprintln!("skipped: no mkfifo");
            return;
        }
        let text = "%c = arith.constant 1 : i32\n".repeat(100);
        let writer = {
            let (fifo, text) = (fifo.clone(), text.clone());
            std::thread::spawn(move || std::fs::write(fifo, text).unwrap())
        };
        // Read on a thread: a reader that opened the pipe twice would wait forever
        // for a second writer.
        let (done, result) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut ctx = pdll_runtime::Context::new();
            let _ = done.send(read_and_register(&mut ctx, &fifo, &[], false).map(|r| r.0));
        });
        let read = result
            .recv_timeout(std::time::Duration::from_secs(60))
            .expect("the pipe was read whole, once");
        writer.join().unwrap();
        assert_eq!(read.unwrap(), text);
    }

    /// A dialect named in the file's head, and one named only past it: both are
    /// registered (the head's while the file is read, the other after).
    #[test]
    fn dialects_named_past_the_head_are_registered_too() {
        if pdll_core::ods::default_include_dirs().is_empty() {
            eprintln!("skipped: no MLIR include tree installed");
            return;
        }
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("long.mlir");
        let mut text = String::from("%c = arith.constant 1 : i32\n");
        while text.len() < 2 * HEAD_BYTES {
            text.push_str("\"x.a\"(%c) : (i32) -> ()\n");
        }
        text.push_str("%m = memref.alloc() : memref<4xi32>\n");
        std::fs::write(&file, &text).unwrap();
        let mut ctx = pdll_runtime::Context::new();
        let (read, dialects) = read_and_register(&mut ctx, &file, &[], false).unwrap();
        assert_eq!(read, text);
        let registered = &dialects.registration.dialects;
        assert!(
            ["arith", "memref"]
                .iter()
                .all(|d| registered.iter().any(|r| r == d)),
            "{registered:?}"
        );
        // A file the head holds whole.
        std::fs::write(&file, "%c = arith.constant 1 : i32\n").unwrap();
        let mut ctx = pdll_runtime::Context::new();
        let (_, dialects) = read_and_register(&mut ctx, &file, &[], false).unwrap();
        assert_eq!(dialects.registration.dialects, ["arith"]);
    }
}
