//! Dialect discovery: which `.td` file defines a dialect's ops, found by reading an
//! include tree once, cheaply (no TableGen evaluation), and the ODS of a dialect
//! loaded from it.
//!
//! [`DialectIndex::build`] reads every `.td` file under the include directories with
//! a small scanner (comments, strings and code blocks skipped; no evaluation) and
//! notes, per file:
//! - its `include "..."`s;
//! - its dialect defs (`def Arith_Dialect : Dialect { let name = "arith"; ... }`);
//! - its op classes (`class Arith_Op<...> : Op<Arith_Dialect, ...>`, and classes
//!   deriving from an op class, in any file);
//! - its op defs (`def Arith_AddIOp : Arith_IntBinaryOp<...>`) and their dialect:
//!   the dialect its op class names, else a dialect def among the arguments it gives
//!   that class (`def X : SomeOpClass<Arith_Dialect, ...>`).
//!
//! A dialect's ops file is then the file from which the most of its op defs are
//! reachable through includes (ties: fewer op defs of other dialects reachable, a
//! file that defines some itself, the shorter path): `ArithOps.td` for `arith` (the
//! dialect def is in `ArithBase.td`), `SPIRVOps.td` for `spirv` (it includes the files
//! of each op group). Op defs that file does not reach (a dialect whose ops are split
//! over files no one file includes, as `llvm`'s intrinsics) add the next best file, so
//! that [`DialectEntry::ops_files`] cover every op def found.
//!
//! Op defs a multiclass or a loop makes are not seen by the scanner; the files are
//! found by the other op defs in them, and [`load_dialect`] evaluates the files whole.

use super::load::TdLoader;
use super::runtime::op_definition;
use super::OdsContext;
use crate::diag::{render_all, Diagnostic};
use crate::source::{SourceMap, Span};
use pdll_runtime::dialect::{BitEnumDef, OpDefinition};
use pdll_runtime::Context;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;
use std::path::{Path, PathBuf};

/// What the index knows of one dialect.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DialectEntry {
    /// The dialect's name, the prefix of its ops' names (`arith`).
    pub namespace: String,
    /// The name of its `Dialect` def (`Arith_Dialect`).
    pub def_name: String,
    /// The include directory the files were found under.
    pub include_dir: PathBuf,
    /// The file of the `Dialect` def, relative to `include_dir`
    /// (`mlir/Dialect/Arith/IR/ArithBase.td`).
    pub dialect_file: PathBuf,
    /// The files that define the dialect's ops, relative to `include_dir`: the one
    /// that reaches the most of them first (`mlir/Dialect/Arith/IR/ArithOps.td`), then
    /// any needed for the op defs it does not reach. Empty for a dialect without ops
    /// (or whose ops only a multiclass makes).
    pub ops_files: Vec<PathBuf>,
    /// How many op defs of the dialect the scanner found.
    pub op_defs: usize,
    /// The namespaces of the dialects MLIR loads with this one (its ODS
    /// `dependentDialects` that the index knows): `memref` brings `arith`, whose
    /// constant op its folds materialize.
    pub dependent_dialects: Vec<String>,
}

impl DialectEntry {
    /// The main ops file (the first of [`DialectEntry::ops_files`]), relative to the
    /// include directory.
    pub fn ops_file(&self) -> Option<&Path> {
        self.ops_files.first().map(PathBuf::as_path)
    }
}

/// The dialects of one or more MLIR include trees, by namespace (see the module
/// docs). A namespace defined under several include directories is the first
/// directory's.
#[derive(Clone, Debug, Default)]
pub struct DialectIndex {
    include_dirs: Vec<PathBuf>,
    dialects: BTreeMap<String, DialectEntry>,
}

impl DialectIndex {
    /// Indexes the `.td` files under `include_dirs` (recursively; unreadable files
    /// and directories are skipped).
    pub fn build(include_dirs: &[PathBuf]) -> DialectIndex {
        let mut index = DialectIndex {
            include_dirs: include_dirs.to_vec(),
            dialects: BTreeMap::new(),
        };
        for dir in include_dirs {
            for entry in index_tree(dir) {
                index
                    .dialects
                    .entry(entry.namespace.clone())
                    .or_insert(entry);
            }
        }
        index
    }

    /// The include directories the index was built from.
    pub fn include_dirs(&self) -> &[PathBuf] {
        &self.include_dirs
    }

    /// The dialect named `namespace` (`arith`), if a `Dialect` def of that name was
    /// found.
    pub fn get(&self, namespace: &str) -> Option<&DialectEntry> {
        self.dialects.get(namespace)
    }

    /// `namespaces` followed by the dialects MLIR loads with them, transitively (their
    /// [`DialectEntry::dependent_dialects`]), each once, in the order first met. What
    /// a tool that folds registers: `memref` alone brings `arith`, whose constant op
    /// memref's folds materialize, as loading the memref dialect loads arith in MLIR.
    pub fn with_dependents(&self, namespaces: impl IntoIterator<Item = String>) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let mut stack: Vec<String> = namespaces.into_iter().collect();
        stack.reverse();
        while let Some(ns) = stack.pop() {
            if out.contains(&ns) {
                continue;
            }
            if let Some(e) = self.get(&ns) {
                stack.extend(e.dependent_dialects.iter().rev().cloned());
            }
            out.push(ns);
        }
        out
    }

    /// The file that defines the ops of `namespace`, as an absolute path.
    pub fn ops_file(&self, namespace: &str) -> Option<PathBuf> {
        let e = self.get(namespace)?;
        Some(e.include_dir.join(e.ops_file()?))
    }

    /// Every dialect found, by namespace.
    pub fn dialects(&self) -> impl Iterator<Item = &DialectEntry> {
        self.dialects.values()
    }

    /// How many dialects were found.
    pub fn len(&self) -> usize {
        self.dialects.len()
    }

    /// Whether no dialect was found.
    pub fn is_empty(&self) -> bool {
        self.dialects.is_empty()
    }
}

/// Where MLIR's include tree usually is, existing directories that hold one
/// (`mlir/IR/OpBase.td`), without duplicates, in this order: `$MLIR_INCLUDE_DIR`;
/// `llvm-config --includedir` when `llvm-config` is on the `PATH`;
/// `/usr/lib/llvm-N/include`, newest `N` first; `/usr/include`; `/usr/local/include`.
pub fn default_include_dirs() -> Vec<PathBuf> {
    let mut candidates: Vec<PathBuf> = Vec::new();
    if let Some(dir) = std::env::var_os("MLIR_INCLUDE_DIR") {
        candidates.push(dir.into());
    }
    if let Ok(out) = std::process::Command::new("llvm-config")
        .arg("--includedir")
        .stderr(std::process::Stdio::null())
        .output()
    {
        if out.status.success() {
            let dir = String::from_utf8_lossy(&out.stdout).trim().to_owned();
            if !dir.is_empty() {
                candidates.push(dir.into());
            }
        }
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir("/usr/lib")
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let version: u32 = name.strip_prefix("llvm-")?.parse().ok()?;
            Some((version, e.path().join("include")))
        })
        .collect();
    versions.sort_by_key(|v| std::cmp::Reverse(v.0));
    candidates.extend(versions.into_iter().map(|(_, p)| p));
    candidates.push("/usr/include".into());
    candidates.push("/usr/local/include".into());
    let mut seen = HashSet::new();
    candidates
        .into_iter()
        .filter(|d| d.join("mlir/IR/OpBase.td").is_file())
        .filter(|d| seen.insert(d.canonicalize().unwrap_or_else(|_| d.clone())))
        .collect()
}

/// Why [`load_dialect`] failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DialectError {
    /// No `Dialect` def of that name in the index.
    Unknown(String),
    /// The dialect is known, but no file of its ops was found.
    NoOps(String),
    /// Evaluating an ops file failed: the file and TableGen's errors, rendered.
    Td {
        /// The file evaluated.
        file: PathBuf,
        /// The errors, rendered with their `.td` snippets.
        message: String,
    },
}

impl fmt::Display for DialectError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DialectError::Unknown(ns) => write!(f, "no dialect named `{ns}` in the include tree"),
            DialectError::NoOps(ns) => write!(f, "no `.td` file defines ops of dialect `{ns}`"),
            DialectError::Td { file, message } => {
                write!(f, "evaluating `{}` failed:\n{message}", file.display())
            }
        }
    }
}

impl std::error::Error for DialectError {}

/// The definition of every op of dialect `namespace`: its ops files evaluated with
/// the ODS loader (one on top of the other), each op turned into an [`OpDefinition`]
/// (see [`op_definition`]), in the order of the ODS model.
pub fn load_dialect(
    index: &DialectIndex,
    namespace: &str,
) -> Result<Vec<OpDefinition>, DialectError> {
    load_dialect_definitions(index, namespace).map(|d| d.ops)
}

/// What registering a dialect in a context takes: its ops' definitions
/// ([`load_dialect`]) and the bit-enum attributes its files define (its own and
/// those of the dialects it includes, as `arith`'s `fastmath` for `math`: MLIR loads
/// those as dependent dialects).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DialectDefinitions {
    /// The op definitions, in the order of the ODS model.
    pub ops: Vec<OpDefinition>,
    /// The bit-enum attributes.
    pub bit_enums: Vec<BitEnumDef>,
}

impl DialectDefinitions {
    /// Registers the bit enums, then the ops, in `ctx`; the ops the context refused,
    /// each with why.
    pub fn register(&self, ctx: &mut Context) -> Vec<(String, String)> {
        for e in &self.bit_enums {
            ctx.register_bit_enum(e.clone());
        }
        let mut refused = Vec::new();
        for d in &self.ops {
            if let Err(e) = ctx.register_op(d.clone()) {
                refused.push((d.name.to_string(), e.to_string()));
            }
        }
        refused
    }
}

/// The op definitions and bit enums of dialect `namespace` (see [`load_dialect`]).
pub fn load_dialect_definitions(
    index: &DialectIndex,
    namespace: &str,
) -> Result<DialectDefinitions, DialectError> {
    let ods = load_dialect_ods(index, namespace, &mut SourceMap::new())?;
    Ok(DialectDefinitions {
        ops: ods.operations.values().map(op_definition).collect(),
        bit_enums: ods.bit_enums.into_values().collect(),
    })
}

/// [`load_dialect_definitions`] of each of `namespaces`, the files of all evaluated one on top
/// of the other by one loader, so that the files they share (`OpBase.td`, the
/// interfaces, the builtin dialect) are read and evaluated once: the same
/// definitions, in the same order within each dialect as far as each dialect's own
/// files make them (ops an earlier dialect's files already made come first).
pub fn load_dialects(
    index: &DialectIndex,
    namespaces: &[&str],
) -> Vec<Result<DialectDefinitions, DialectError>> {
    let mut sources = SourceMap::new();
    let mut loader = None;
    let mut all = OdsContext::new();
    let mut results: Vec<Result<(), DialectError>> = Vec::with_capacity(namespaces.len());
    for ns in namespaces {
        results
            .push(evaluate_dialect(index, ns, &mut loader, &mut sources).map(|ods| all.merge(ods)));
    }
    // Each dialect's ops, in the order the evaluation made them.
    let mut by_dialect: std::collections::HashMap<&str, Vec<OpDefinition>> =
        namespaces.iter().map(|ns| (*ns, Vec::new())).collect();
    for op in all.operations.values() {
        if let Some(defs) = by_dialect.get_mut(op.dialect.as_str()) {
            defs.push(op_definition(op));
        }
    }
    // Every dialect gets the bit enums of all the files evaluated (a dialect brings
    // those of the dialects its files include, as MLIR loads them as dependencies).
    let bit_enums: Vec<_> = all.bit_enums.values().cloned().collect();
    namespaces
        .iter()
        .zip(results)
        .map(|(ns, r)| {
            r.map(|()| DialectDefinitions {
                ops: by_dialect.get(ns).cloned().unwrap_or_default(),
                bit_enums: bit_enums.clone(),
            })
        })
        .collect()
}

/// The ODS model of dialect `namespace`: the ops of its ops files whose dialect it is
/// (other dialects' ops a file includes are left out), with the dialect and the
/// constraint defs; the files read are registered in `sources`, so the spans of the
/// model (an op's def, its `assemblyFormat`) point into them.
pub fn load_dialect_ods(
    index: &DialectIndex,
    namespace: &str,
    sources: &mut SourceMap,
) -> Result<OdsContext, DialectError> {
    let mut ods = evaluate_dialect(index, namespace, &mut None, sources)?;
    ods.operations.retain(|_, op| op.dialect == namespace);
    ods.dialects.retain(|name, _| name == namespace);
    Ok(ods)
}

/// Evaluates the ops files of `namespace` with `loader` (made on first use, then
/// evaluating on top of what it evaluated before): the ODS model of the defs they
/// made.
fn evaluate_dialect(
    index: &DialectIndex,
    namespace: &str,
    loader: &mut Option<TdLoader>,
    sources: &mut SourceMap,
) -> Result<OdsContext, DialectError> {
    let entry = index
        .get(namespace)
        .ok_or_else(|| DialectError::Unknown(namespace.to_owned()))?;
    if entry.ops_files.is_empty() {
        return Err(DialectError::NoOps(namespace.to_owned()));
    }
    // The dialect's own tree first: its files include each other by paths under it;
    // then the directories of its files, for the includes of a sibling by bare name
    // (`include "IRDL.td"`, which MLIR's build resolves with `-I` of the directory).
    let mut dirs = vec![entry.include_dir.clone()];
    for dir in index.include_dirs.iter().cloned().chain(
        entry
            .ops_files
            .iter()
            .chain([&entry.dialect_file])
            .filter_map(|f| Some(entry.include_dir.join(f.parent()?))),
    ) {
        if !dirs.contains(&dir) {
            dirs.push(dir);
        }
    }
    let loader = match loader {
        Some(l) => {
            l.set_include_dirs(dirs);
            l
        }
        None => loader.insert(TdLoader::new(dirs)),
    };
    let mut ods = OdsContext::new();
    for file in &entry.ops_files {
        let path = entry.include_dir.join(file);
        let written = file.display().to_string();
        let converted = loader
            .load(&path, &written, Span::call_site(), sources)
            .map_err(|diags: Vec<Diagnostic>| DialectError::Td {
                file: path.clone(),
                message: render_all(&diags, sources),
            })?;
        ods.merge(converted.ods);
    }
    Ok(ods)
}

// The scanner.

/// A token of `.td` text, as much as the index needs (borrowed from the text).
#[derive(Clone, Copy, Debug, PartialEq)]
enum Tok<'a> {
    Ident(&'a str),
    Str(&'a str),
    Punct(char),
}

/// The tokens of `text`: identifiers (TableGen's, which may start with a digit),
/// string literals (their text, escapes kept), punctuation; whitespace, comments
/// (line and nested block) and code blocks (`[{ ... }]`) are skipped.
fn tokens(text: &str) -> Vec<Tok<'_>> {
    let b = text.as_bytes();
    let mut out = Vec::with_capacity(text.len() / 6);
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if c.is_ascii_whitespace() {
            i += 1;
        } else if c == b'/' && b.get(i + 1) == Some(&b'/') {
            i += match b[i..].iter().position(|&x| x == b'\n') {
                Some(n) => n,
                None => b.len() - i,
            };
        } else if c == b'/' && b.get(i + 1) == Some(&b'*') {
            let mut depth = 0;
            while i < b.len() {
                if b[i] == b'/' && b.get(i + 1) == Some(&b'*') {
                    depth += 1;
                    i += 2;
                } else if b[i] == b'*' && b.get(i + 1) == Some(&b'/') {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == b'[' && b.get(i + 1) == Some(&b'{') {
            // To the `}]` that ends the code block.
            i += 2;
            loop {
                match b[i..].iter().position(|&x| x == b'}') {
                    Some(n) if b.get(i + n + 1) == Some(&b']') => {
                        i += n + 2;
                        break;
                    }
                    Some(n) => i += n + 1,
                    None => {
                        i = b.len();
                        break;
                    }
                }
            }
        } else if c == b'"' {
            let start = i + 1;
            i += 1;
            while i < b.len() && b[i] != b'"' && b[i] != b'\n' {
                if b[i] == b'\\' {
                    i += 1;
                }
                i += 1;
            }
            let end = i.min(b.len());
            out.push(Tok::Str(&text[start..end]));
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == b'_' {
            let start = i;
            while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                i += 1;
            }
            out.push(Tok::Ident(&text[start..i]));
        } else if c.is_ascii() {
            out.push(Tok::Punct(c as char));
            i += 1;
        } else {
            // A multi-byte character is punctuation to the scanner.
            let ch = text[i..].chars().next().unwrap_or('?');
            out.push(Tok::Punct(ch));
            i += ch.len_utf8();
        }
    }
    out
}

/// One superclass reference `Name<args>`: its name and the identifiers among its
/// top-level arguments, in order (`Op<Arith_Dialect, "addi">`: `[Arith_Dialect]`).
#[derive(Clone, Debug, Default, PartialEq)]
struct SuperRef {
    name: String,
    /// Each top-level argument's first token, when it is an identifier.
    args: Vec<Option<String>>,
}

/// What the scanner notes in one file.
#[derive(Clone, Debug, Default)]
struct FileScan {
    includes: Vec<String>,
    /// `(def name, namespace, dependent dialects' C++ class names)` of each
    /// `Dialect` def.
    dialects: Vec<(String, String, Vec<String>)>,
    /// Each class with superclasses: its name and them.
    classes: Vec<(String, Vec<SuperRef>)>,
    /// Each named def with superclasses: its name and them.
    defs: Vec<(String, Vec<SuperRef>)>,
}

/// Reads the superclass list after `:` at `toks[*i]`, up to (not past) the body or
/// `;`.
fn superclasses(toks: &[Tok<'_>], i: &mut usize) -> Vec<SuperRef> {
    let mut out = Vec::new();
    while let Some(Tok::Ident(name)) = toks.get(*i) {
        let mut sup = SuperRef {
            name: (*name).to_owned(),
            args: Vec::new(),
        };
        *i += 1;
        if toks.get(*i) == Some(&Tok::Punct('<')) {
            *i += 1;
            let mut depth = 0usize;
            let mut first_of_arg = true;
            while let Some(t) = toks.get(*i) {
                match t {
                    Tok::Punct('<' | '(' | '[' | '{') => depth += 1,
                    Tok::Punct('>') if depth == 0 => {
                        *i += 1;
                        break;
                    }
                    Tok::Punct('>' | ')' | ']' | '}') => depth = depth.saturating_sub(1),
                    Tok::Punct(',') if depth == 0 => {
                        first_of_arg = true;
                        *i += 1;
                        continue;
                    }
                    _ => {}
                }
                if first_of_arg {
                    sup.args.push(match t {
                        Tok::Ident(s) => Some((*s).to_owned()),
                        _ => None,
                    });
                    first_of_arg = false;
                }
                *i += 1;
            }
        }
        out.push(sup);
        if toks.get(*i) == Some(&Tok::Punct(',')) {
            *i += 1;
        } else {
            break;
        }
    }
    out
}

/// Skips a balanced `<...>` at `toks[*i]`, if there is one.
fn skip_angles(toks: &[Tok<'_>], i: &mut usize) {
    if toks.get(*i) != Some(&Tok::Punct('<')) {
        return;
    }
    let mut depth = 0usize;
    while let Some(t) = toks.get(*i) {
        *i += 1;
        match t {
            Tok::Punct('<') => depth += 1,
            Tok::Punct('>') => {
                depth -= 1;
                if depth == 0 {
                    return;
                }
            }
            _ => {}
        }
    }
}

/// The index, in `toks`, of each `let` directly in the body `{ ... }` at `toks[i]`
/// (not in nested braces), in order; none when `toks[i]` opens no body.
fn body_lets(toks: &[Tok<'_>], mut i: usize) -> Vec<usize> {
    let mut lets = Vec::new();
    if toks.get(i) != Some(&Tok::Punct('{')) {
        return lets;
    }
    let mut depth = 0usize;
    while let Some(t) = toks.get(i) {
        match t {
            Tok::Punct('{') => depth += 1,
            Tok::Punct('}') => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            Tok::Ident("let") if depth == 1 => lets.push(i),
            _ => {}
        }
        i += 1;
    }
    lets
}

/// The value of `let name = "..."` in the body `{ ... }` at `toks[i]`.
fn body_name(toks: &[Tok<'_>], i: usize) -> Option<String> {
    body_lets(toks, i)
        .into_iter()
        .find_map(|l| match toks.get(l + 1..l + 4)? {
            [Tok::Ident("name"), Tok::Punct('='), Tok::Str(v)] => Some((*v).to_owned()),
            _ => None,
        })
}

/// The strings of `let dependentDialects = ["arith::ArithDialect", ...]` in the body
/// `{ ... }` at `toks[i]` (MLIR's `Dialect` field: the dialects loaded with it).
fn body_dependent_dialects(toks: &[Tok<'_>], i: usize) -> Vec<String> {
    let Some(l) = body_lets(toks, i).into_iter().find(|&l| {
        matches!(
            toks.get(l + 1..l + 4),
            Some([
                Tok::Ident("dependentDialects"),
                Tok::Punct('='),
                Tok::Punct('[')
            ])
        )
    }) else {
        return Vec::new();
    };
    toks[l + 4..]
        .iter()
        .take_while(|t| **t != Tok::Punct(']'))
        .filter_map(|t| match t {
            Tok::Str(v) => Some((*v).to_owned()),
            _ => None,
        })
        .collect()
}

fn scan(text: &str) -> FileScan {
    let toks = tokens(text);
    let mut scan = FileScan::default();
    let mut i = 0;
    while i < toks.len() {
        match &toks[i] {
            Tok::Ident("include") => {
                if let Some(Tok::Str(path)) = toks.get(i + 1) {
                    scan.includes.push((*path).to_owned());
                }
                i += 1;
            }
            Tok::Ident(k @ ("def" | "class")) => {
                let is_def = *k == "def";
                let Some(Tok::Ident(name)) = toks.get(i + 1) else {
                    i += 1;
                    continue;
                };
                let name = (*name).to_owned();
                i += 2;
                if !is_def {
                    skip_angles(&toks, &mut i);
                }
                if toks.get(i) != Some(&Tok::Punct(':')) {
                    continue;
                }
                i += 1;
                let supers = superclasses(&toks, &mut i);
                if is_def {
                    if supers.iter().any(|s| s.name == "Dialect") {
                        if let Some(ns) = body_name(&toks, i) {
                            let deps = body_dependent_dialects(&toks, i);
                            scan.dialects.push((name.clone(), ns, deps));
                        }
                    }
                    scan.defs.push((name, supers));
                } else {
                    scan.classes.push((name, supers));
                }
            }
            _ => i += 1,
        }
    }
    scan
}

/// Every `.td` file under `dir`, relative to it, sorted.
fn td_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let path = e.path();
            match e.file_type() {
                Ok(t) if t.is_dir() => stack.push(path),
                Ok(_) if path.extension().is_some_and(|x| x == "td") => {
                    if let Ok(rel) = path.strip_prefix(dir) {
                        out.push(rel.to_path_buf());
                    }
                }
                _ => {}
            }
        }
    }
    out.sort();
    out
}

/// The dialects of the tree under `dir` (see the module docs).
fn index_tree(dir: &Path) -> Vec<DialectEntry> {
    let files = td_files(dir);
    let scan_file = |f: &PathBuf| {
        std::fs::read(dir.join(f))
            .map(|bytes| match std::str::from_utf8(&bytes) {
                Ok(text) => scan(text),
                Err(_) => scan(&String::from_utf8_lossy(&bytes)),
            })
            .unwrap_or_default()
    };
    // The files are read and scanned on a few threads (the index is a fixed cost of
    // every tool run that registers dialects), in chunks whose results are joined in
    // order.
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 4);
    let scans: Vec<FileScan> = if threads == 1 || files.len() < 32 {
        files.iter().map(scan_file).collect()
    } else {
        let chunk = files.len().div_ceil(threads);
        std::thread::scope(|s| {
            let handles: Vec<_> = files
                .chunks(chunk)
                .map(|part| s.spawn(move || part.iter().map(scan_file).collect::<Vec<_>>()))
                .collect();
            handles
                .into_iter()
                .flat_map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
                .collect()
        })
    };
    let file_index: HashMap<&Path, usize> = files
        .iter()
        .enumerate()
        .map(|(k, f)| (f.as_path(), k))
        .collect();
    // Dialect defs, by def name.
    let dialect_defs: HashMap<&str, (&str, usize)> = scans
        .iter()
        .enumerate()
        .flat_map(|(k, s)| {
            s.dialects
                .iter()
                .map(move |(d, ns, _)| (d.as_str(), (ns.as_str(), k)))
        })
        .collect();
    // Each dialect's dependent dialects, as namespaces: a C++ class name
    // (`arith::ArithDialect`) is the dialect def whose name without `_Dialect`,
    // followed by `Dialect`, is its last component (`Arith_Dialect`), as mlir-tblgen
    // names the class.
    let by_class: HashMap<String, &str> = dialect_defs
        .iter()
        .map(|(d, (ns, _))| (format!("{}Dialect", d.trim_end_matches("_Dialect")), *ns))
        .collect();
    let dependents: HashMap<&str, Vec<String>> = scans
        .iter()
        .flat_map(|s| s.dialects.iter())
        .map(|(d, _, deps)| {
            let namespaces = deps
                .iter()
                .filter_map(|c| by_class.get(c.rsplit("::").next().unwrap_or(c)))
                .map(|ns| ns.to_string())
                .collect();
            (d.as_str(), namespaces)
        })
        .collect();
    // Op classes: `Op` itself, and classes deriving from one; each with its dialect
    // def when it fixes one.
    let mut op_classes: HashMap<&str, Option<&str>> = HashMap::from([("Op", None)]);
    let all_classes: Vec<&(String, Vec<SuperRef>)> =
        scans.iter().flat_map(|s| s.classes.iter()).collect();
    loop {
        let before = op_classes.len();
        for (name, supers) in &all_classes {
            if op_classes.contains_key(name.as_str()) {
                continue;
            }
            if let Some(dialect) = op_dialect(supers, &op_classes, &dialect_defs) {
                op_classes.insert(name, dialect);
            }
        }
        if op_classes.len() == before {
            break;
        }
    }
    // Op defs per file, by dialect def.
    let mut ops_by_file: Vec<HashMap<&str, usize>> = vec![HashMap::new(); files.len()];
    for (k, s) in scans.iter().enumerate() {
        for (_, supers) in &s.defs {
            if let Some(Some(dialect)) = op_dialect(supers, &op_classes, &dialect_defs) {
                *ops_by_file[k].entry(dialect).or_default() += 1;
            }
        }
    }
    // The files each file reaches through its includes (itself included).
    let resolve = |from: usize, written: &str| -> Option<usize> {
        let written = Path::new(written);
        if let Some(&k) = file_index.get(written) {
            return Some(k);
        }
        let sibling = files[from].parent()?.join(written);
        file_index.get(sibling.as_path()).copied()
    };
    let reach = |start: usize| -> Vec<usize> {
        let mut seen = vec![false; files.len()];
        let mut stack = vec![start];
        let mut out = Vec::new();
        while let Some(k) = stack.pop() {
            if std::mem::replace(&mut seen[k], true) {
                continue;
            }
            out.push(k);
            stack.extend(scans[k].includes.iter().filter_map(|w| resolve(k, w)));
        }
        out
    };
    let reaches: Vec<Vec<usize>> = (0..files.len()).map(reach).collect();
    // The files that reach each file, and the op defs (of any dialect) each file
    // reaches.
    let mut reached_by: Vec<Vec<usize>> = vec![Vec::new(); files.len()];
    for (k, r) in reaches.iter().enumerate() {
        for &x in r {
            reached_by[x].push(k);
        }
    }
    let ops_in: Vec<usize> = ops_by_file.iter().map(|m| m.values().sum()).collect();
    let ops_reached: Vec<usize> = reaches
        .iter()
        .map(|r| r.iter().map(|&x| ops_in[x]).sum())
        .collect();

    let mut entries = Vec::new();
    for (def_name, (namespace, def_file)) in &dialect_defs {
        let defining: Vec<usize> = (0..files.len())
            .filter(|&k| ops_by_file[k].contains_key(def_name))
            .collect();
        let op_defs: usize = defining.iter().map(|&k| ops_by_file[k][def_name]).sum();
        // The files that reach some file with op defs of the dialect: the only
        // candidates of the cover.
        let mut candidates: Vec<usize> = defining
            .iter()
            .flat_map(|&r| reached_by[r].iter().copied())
            .collect();
        candidates.sort_unstable();
        candidates.dedup();
        // Greedy cover of the files with op defs, best file first: the most op defs
        // of the dialect in uncovered files, then the fewest op defs of other
        // dialects reached.
        let mut uncovered: HashSet<usize> = defining.iter().copied().collect();
        let mut chosen = Vec::new();
        while !uncovered.is_empty() {
            let score = |k: usize| {
                let (mut own, mut all_own) = (0usize, 0usize);
                for &r in &reaches[k] {
                    if let Some(&n) = ops_by_file[r].get(def_name) {
                        all_own += n;
                        if uncovered.contains(&r) {
                            own += n;
                        }
                    }
                }
                (own, ops_reached[k] - all_own)
            };
            let best = candidates
                .iter()
                .filter_map(|&k| {
                    let (own, other) = score(k);
                    (own > 0).then_some((k, own, other))
                })
                .min_by(|a, b| {
                    b.1.cmp(&a.1)
                        .then(a.2.cmp(&b.2))
                        .then(uncovered.contains(&b.0).cmp(&uncovered.contains(&a.0)))
                        .then(
                            files[a.0]
                                .as_os_str()
                                .len()
                                .cmp(&files[b.0].as_os_str().len()),
                        )
                        .then(files[a.0].cmp(&files[b.0]))
                });
            let Some((k, _, _)) = best else { break };
            for r in &reaches[k] {
                uncovered.remove(r);
            }
            chosen.push(files[k].clone());
        }
        entries.push(DialectEntry {
            namespace: namespace.to_string(),
            def_name: def_name.to_string(),
            include_dir: dir.to_path_buf(),
            dialect_file: files[*def_file].clone(),
            ops_files: chosen,
            op_defs,
            dependent_dialects: dependents.get(def_name).cloned().unwrap_or_default(),
        });
    }
    entries.sort_by(|a, b| a.namespace.cmp(&b.namespace));
    entries
}

/// Whether a record with superclasses `supers` is an op (derives from an op class):
/// `Some(dialect def)` when it is one and its dialect is known (the op class's, else
/// a dialect def among the arguments it gives the op class), `Some(None)` when it is
/// an op of a dialect not known yet (a class with a dialect parameter), `None` when
/// it is no op.
fn op_dialect<'a>(
    supers: &'a [SuperRef],
    op_classes: &HashMap<&'a str, Option<&'a str>>,
    dialect_defs: &HashMap<&str, (&str, usize)>,
) -> Option<Option<&'a str>> {
    let mut found = None;
    for s in supers {
        let Some(&class_dialect) = op_classes.get(s.name.as_str()) else {
            continue;
        };
        let from_args = s
            .args
            .iter()
            .flatten()
            .map(String::as_str)
            .find(|a| dialect_defs.contains_key(a));
        match class_dialect.or(from_args) {
            Some(d) => return Some(Some(d)),
            None => found = Some(None),
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scanner_reads_defs_classes_and_includes() {
        let s = scan(
            r#"
            include "mlir/IR/OpBase.td" // a comment with def X : Dialect
            /* def Y : Dialect { let name = "no"; } /* nested */ */
            def T_Dialect : Dialect {
              let name = "t";
              let description = [{ def Z : Op<T_Dialect, "z">; }];
            }
            class T_Op<string m, list<Trait> traits = []> : Op<T_Dialect, m, traits>;
            class T_BinOp<string m> : T_Op<m, [Pure]>, SomeInterface<"x">;
            def T_AddOp : T_BinOp<"add"> { let summary = "adds"; }
            def T_CallOp : Op<T_Dialect, "call", [DeclareOpInterfaceMethods<I, ["f"]>]>;
            def : Pat<(T_AddOp $a, $b), (T_AddOp $b, $a)>;
            "#,
        );
        assert_eq!(s.includes, ["mlir/IR/OpBase.td"]);
        assert_eq!(
            s.dialects,
            [("T_Dialect".to_owned(), "t".to_owned(), Vec::new())]
        );
        let classes: Vec<_> = s.classes.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(classes, ["T_Op", "T_BinOp"]);
        let bin = &s.classes[1].1;
        assert_eq!(bin[0].name, "T_Op");
        assert_eq!(bin[1].name, "SomeInterface");
        let defs: Vec<_> = s.defs.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(defs, ["T_Dialect", "T_AddOp", "T_CallOp"]);
        let call = &s.defs[2].1[0];
        assert_eq!(call.name, "Op");
        assert_eq!(call.args[0].as_deref(), Some("T_Dialect"));
        assert_eq!(call.args[1], None, "a string");
        assert_eq!(call.args.len(), 3);
    }

    #[test]
    fn a_small_tree_is_indexed() {
        let dir = std::env::temp_dir().join(format!("pdll-dialects-{}", std::process::id()));
        let write = |rel: &str, text: &str| {
            let p = dir.join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        };
        write(
            "t/Base.td",
            "def T_Dialect : Dialect { let name = \"t\"; }\n\
                            class T_Op<string m> : Op<T_Dialect, m>;",
        );
        write("t/OpsA.td", "include \"t/Base.td\"\ndef T_A : T_Op<\"a\">;");
        write(
            "t/OpsB.td",
            "include \"t/Base.td\"\ndef T_B : T_Op<\"b\">;\ndef T_C : T_Op<\"c\">;",
        );
        write("t/Ops.td", "include \"t/OpsA.td\"\ninclude \"OpsB.td\"");
        write(
            "t/Other.td",
            "include \"t/OpsA.td\"\ndef U_Dialect : Dialect { let name = \"u\"; }\n\
                             def U_X : Op<U_Dialect, \"x\">;",
        );
        write("t/Lone.td", "def T_D : Op<T_Dialect, \"d\">;");
        let index = DialectIndex::build(std::slice::from_ref(&dir));
        std::fs::remove_dir_all(&dir).unwrap();
        let t = index.get("t").unwrap();
        assert_eq!(t.def_name, "T_Dialect");
        assert_eq!(t.dialect_file, Path::new("t/Base.td"));
        assert_eq!(t.op_defs, 4);
        // `Ops.td` reaches three op defs; `Lone.td`, which no file includes, the last.
        assert_eq!(
            t.ops_files,
            [PathBuf::from("t/Ops.td"), PathBuf::from("t/Lone.td")]
        );
        let u = index.get("u").unwrap();
        assert_eq!(u.ops_files, [PathBuf::from("t/Other.td")]);
        assert_eq!(index.ops_file("u"), Some(dir.join("t/Other.td")));
        assert!(index.get("v").is_none());
        assert_eq!(index.len(), 2);
    }

    /// MLIR's include tree (`MLIR_INCLUDE_DIR`, else the Debian location), or `None`
    /// with a message when it is missing.
    fn mlir_include() -> Option<PathBuf> {
        let dir: PathBuf = std::env::var_os("MLIR_INCLUDE_DIR")
            .map(Into::into)
            .unwrap_or_else(|| "/usr/lib/llvm-19/include".into());
        if dir.join("mlir/IR/OpBase.td").is_file() {
            Some(dir)
        } else {
            eprintln!(
                "ods::dialects: SKIPPED: MLIR's ODS files are not in {} (install \
                 libmlir-19-dev or set MLIR_INCLUDE_DIR)",
                dir.display()
            );
            None
        }
    }

    #[test]
    fn the_core_dialects_are_found_in_mlir_19() {
        let Some(dir) = mlir_include() else { return };
        let index = DialectIndex::build(std::slice::from_ref(&dir));
        for (namespace, ops_file) in [
            ("arith", "mlir/Dialect/Arith/IR/ArithOps.td"),
            ("func", "mlir/Dialect/Func/IR/FuncOps.td"),
            ("memref", "mlir/Dialect/MemRef/IR/MemRefOps.td"),
            ("scf", "mlir/Dialect/SCF/IR/SCFOps.td"),
            ("affine", "mlir/Dialect/Affine/IR/AffineOps.td"),
            ("tensor", "mlir/Dialect/Tensor/IR/TensorOps.td"),
            ("vector", "mlir/Dialect/Vector/IR/VectorOps.td"),
            ("math", "mlir/Dialect/Math/IR/MathOps.td"),
            ("cf", "mlir/Dialect/ControlFlow/IR/ControlFlowOps.td"),
            ("index", "mlir/Dialect/Index/IR/IndexOps.td"),
            ("builtin", "mlir/IR/BuiltinOps.td"),
            ("complex", "mlir/Dialect/Complex/IR/ComplexOps.td"),
            ("spirv", "mlir/Dialect/SPIRV/IR/SPIRVOps.td"),
        ] {
            let entry = index
                .get(namespace)
                .unwrap_or_else(|| panic!("no dialect {namespace}"));
            assert_eq!(entry.ops_files, [PathBuf::from(ops_file)], "{namespace}");
            assert_eq!(index.ops_file(namespace), Some(dir.join(ops_file)));
        }
        let arith = index.get("arith").unwrap();
        assert_eq!(arith.def_name, "Arith_Dialect");
        assert_eq!(
            arith.dialect_file,
            Path::new("mlir/Dialect/Arith/IR/ArithBase.td")
        );
        // Intrinsics in a file `LLVMOps.td` does not include: both are needed.
        let llvm = index.get("llvm").unwrap();
        for f in [
            "mlir/Dialect/LLVMIR/LLVMOps.td",
            "mlir/Dialect/LLVMIR/LLVMIntrinsicOps.td",
        ] {
            assert!(
                llvm.ops_files.contains(&PathBuf::from(f)),
                "{:?}",
                llvm.ops_files
            );
        }
        // A dialect without ops.
        assert_eq!(index.get("dlti").map(|e| e.ops_files.len()), Some(0));
        assert!(
            default_include_dirs().contains(&dir) || std::env::var_os("MLIR_INCLUDE_DIR").is_some()
        );
    }

    #[test]
    fn dependent_dialects_come_from_ods() {
        let Some(dir) = mlir_include() else { return };
        let index = DialectIndex::build(&[dir]);
        assert_eq!(index.get("memref").unwrap().dependent_dialects, ["arith"]);
        let tensor = index.with_dependents(["tensor".to_string()]);
        assert_eq!(tensor[0], "tensor");
        for ns in ["affine", "arith", "complex"] {
            assert!(tensor.contains(&ns.to_string()), "{ns} in {tensor:?}");
        }
        // Each once, the given ones first, unknown ones kept.
        let both = index.with_dependents(["memref".to_string(), "arith".into(), "nope".into()]);
        assert_eq!(both, ["memref", "arith", "nope"]);
    }

    #[test]
    fn body_dependent_dialects_reads_the_list() {
        let toks = tokens(
            r#"{ let name = "t"; let dependentDialects = ["a::ADialect", "b::B_Dialect"]; }"#,
        );
        assert_eq!(
            body_dependent_dialects(&toks, 0),
            ["a::ADialect", "b::B_Dialect"]
        );
        assert!(body_dependent_dialects(&tokens("{ let name = \"t\"; }"), 0).is_empty());
    }

    #[test]
    fn dialects_load_whole() {
        let Some(dir) = mlir_include() else { return };
        let index = DialectIndex::build(&[dir]);
        let arith = load_dialect(&index, "arith").unwrap();
        let names: Vec<&str> = arith.iter().map(|d| d.name.as_ref()).collect();
        for op in [
            "arith.addi",
            "arith.constant",
            "arith.cmpi",
            "arith.select",
            "arith.index_cast",
        ] {
            assert!(names.contains(&op), "{op} in {names:?}");
        }
        assert!(names.iter().all(|n| n.starts_with("arith.")));
        assert_eq!(arith.len(), index.get("arith").unwrap().op_defs);
        let addi = arith.iter().find(|d| d.name == "arith.addi").unwrap();
        assert!(addi.assembly_format.is_some());

        let builtin = load_dialect(&index, "builtin").unwrap();
        let names: Vec<&str> = builtin.iter().map(|d| d.name.as_ref()).collect();
        assert_eq!(
            names,
            ["builtin.module", "builtin.unrealized_conversion_cast"]
        );

        // Files that include a sibling by bare name (`include "UBOpsInterfaces.td"`).
        for namespace in ["ub", "irdl"] {
            let defs = load_dialect(&index, namespace).unwrap_or_else(|e| panic!("{e}"));
            assert!(!defs.is_empty(), "{namespace}");
        }

        // The model keeps its spans, in the caller's source map.
        let mut sources = SourceMap::new();
        let ods = load_dialect_ods(&index, "scf", &mut sources).unwrap();
        let yield_op = ods.operation("scf.yield").unwrap();
        let at = sources
            .location(yield_op.assembly_format_span.unwrap())
            .unwrap();
        assert!(at.file.ends_with("mlir/Dialect/SCF/IR/SCFOps.td"), "{at:?}");
        assert_eq!(ods.dialects.keys().collect::<Vec<_>>(), ["scf"]);

        assert_eq!(
            load_dialect(&index, "no_such_dialect"),
            Err(DialectError::Unknown("no_such_dialect".into()))
        );
        assert_eq!(
            load_dialect(&index, "dlti"),
            Err(DialectError::NoOps("dlti".into()))
        );
    }
}
