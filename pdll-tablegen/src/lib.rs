//! A TableGen front end in pure Rust: lexer, parser and evaluator of the
//! TableGen language as MLIR's `.td` files use it, and a printer of the
//! evaluated records in LLVM's `--print-records` format (byte for byte).
//!
//! ```no_run
//! use pdll_tablegen::Loader;
//! let mut loader = Loader::new(Loader::include_dirs_from_env());
//! let records = loader.load("mlir/IR/OpBase.td".as_ref()).expect("valid TableGen");
//! for def in records.defs_derived_from("Op") {
//!     println!("{}", def.name());
//! }
//! ```
#![deny(missing_docs)]

mod bang;
mod fold;
mod init;
mod lexer;
mod parser;
mod print;
mod record;
mod resolve;

use rustc_hash::FxHashMap;
use std::collections::HashMap;
use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use init::{Context, Node, RecId};
use lexer::Token;

/// A file read by the loader.
#[derive(Clone, Debug)]
pub struct SourceFile {
    /// The path it was read from (or the name given to [`Loader::load_source`]).
    pub path: PathBuf,
    /// Its text.
    pub text: String,
}

/// A location: index into [`Loader::files`] plus a byte range in that file.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Loc {
    /// Index of the file in [`Loader::files`].
    pub file: usize,
    /// Byte range in the file's text.
    pub range: Range<usize>,
}

/// An error with its location and optional notes.
#[derive(Clone, Debug, PartialEq)]
pub struct TdError {
    /// What went wrong.
    pub message: String,
    /// Where, if known.
    pub loc: Option<Loc>,
    /// Further notes (e.g. where something was declared).
    pub notes: Vec<(Option<Loc>, String)>,
}

impl fmt::Display for TdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for TdError {}

/// Loads root `.td` files and everything they include. Files are read and
/// tokenized once per loader, however many roots include them.
#[derive(Default)]
pub struct Loader {
    include_dirs: Vec<PathBuf>,
    files: Vec<SourceFile>,
    cache: HashMap<PathBuf, (usize, Arc<[Token]>)>,
    /// `include` names resolved with the current include directories (a file
    /// included from many others, `OpBase.td`, is looked up once).
    includes: HashMap<String, (usize, Arc<[Token]>)>,
}

impl Loader {
    /// A loader that resolves `include "x"` as given (relative to the current
    /// directory), then against each of `include_dirs`, as LLVM does.
    pub fn new(include_dirs: Vec<PathBuf>) -> Loader {
        Loader {
            include_dirs,
            files: Vec::new(),
            cache: HashMap::new(),
            includes: HashMap::new(),
        }
    }

    /// Include directories from the `PDLL_INCLUDE_PATH` environment variable
    /// (colon separated; empty entries are ignored).
    pub fn include_dirs_from_env() -> Vec<PathBuf> {
        match std::env::var_os("PDLL_INCLUDE_PATH") {
            Some(v) => std::env::split_paths(&v)
                .filter(|p| !p.as_os_str().is_empty())
                .collect(),
            None => Vec::new(),
        }
    }

    /// Replaces the include directories, for the roots loaded next (files already
    /// read stay read).
    pub fn set_include_dirs(&mut self, include_dirs: Vec<PathBuf>) {
        if include_dirs != self.include_dirs {
            self.includes.clear();
        }
        self.include_dirs = include_dirs;
    }

    /// The include directories.
    pub fn include_dirs(&self) -> &[PathBuf] {
        &self.include_dirs
    }

    /// Every file read so far.
    pub fn files(&self) -> &[SourceFile] {
        &self.files
    }

    /// Parses and evaluates `path` (resolved against the include dirs if it
    /// is relative and not found as is).
    pub fn load(&mut self, path: &Path) -> Result<RecordKeeper, Vec<TdError>> {
        let found = self.find(path)?;
        let (file, toks) = self.read(&found).map_err(|message| {
            vec![TdError {
                message,
                loc: None,
                notes: Vec::new(),
            }]
        })?;
        self.run(file, toks)
    }

    /// `path` as is, or found in an include directory if it is relative.
    fn find(&self, path: &Path) -> Result<PathBuf, Vec<TdError>> {
        let found = if path.is_file() {
            Some(path.to_path_buf())
        } else if path.is_relative() {
            self.include_dirs
                .iter()
                .map(|d| d.join(path))
                .find(|p| p.is_file())
        } else {
            None
        };
        found.ok_or_else(|| {
            vec![TdError {
                message: format!("Could not open input file '{}'", path.display()),
                loc: None,
                notes: Vec::new(),
            }]
        })
    }

    /// Parses and evaluates text already in memory (`name` is used in diagnostics).
    pub fn load_source(&mut self, name: &str, text: &str) -> Result<RecordKeeper, Vec<TdError>> {
        let toks: Arc<[Token]> = lexer::lex(text).into();
        let file = self.files.len();
        self.files.push(SourceFile {
            path: PathBuf::from(name),
            text: text.to_string(),
        });
        self.run(file, toks)
    }

    fn run(&mut self, file: usize, toks: Arc<[Token]>) -> Result<RecordKeeper, Vec<TdError>> {
        self.run_on(file, toks, Context::new(), parser::Resume::default())
    }

    /// Evaluates `file` on top of the evaluation `cx`, `resume`.
    fn run_on(
        &mut self,
        file: usize,
        toks: Arc<[Token]>,
        cx: Context,
        resume: parser::Resume,
    ) -> Result<RecordKeeper, Vec<TdError>> {
        let mut p = parser::Parser::new(self, file, toks, cx, resume);
        let ok = p.parse_file();
        let mut errors = std::mem::take(&mut p.errors);
        for e in std::mem::take(&mut p.cx.errors) {
            errors.push(TdError {
                message: e.message,
                loc: e.loc,
                notes: Vec::new(),
            });
        }
        if ok.is_err() || !errors.is_empty() {
            if errors.is_empty() {
                errors.push(TdError {
                    message: "TableGen evaluation failed".into(),
                    loc: None,
                    notes: Vec::new(),
                });
            }
            return Err(errors);
        }
        let resume = p.take_resume();
        let cx = std::mem::replace(&mut p.cx, Context::new());
        Ok(RecordKeeper::new(cx, resume))
    }

    /// Parses and evaluates `path` on top of `records`, as if it were included at
    /// the end of the file they came from: its classes, defs and multiclasses can
    /// use theirs, and an include guard `#define`d there skips a file read again.
    /// Several roots that share includes (MLIR's dialects all include `OpBase.td`)
    /// are evaluated once this way. [`RecordKeeper::mark`] taken before tells the
    /// new defs from the old ones. On an error `records` are gone (they hold a
    /// half-evaluated file); evaluate `path` afresh with [`Loader::load`] for
    /// errors that do not depend on what came before.
    pub fn load_more(
        &mut self,
        records: RecordKeeper,
        path: &Path,
    ) -> Result<RecordKeeper, Vec<TdError>> {
        let found = self.find(path)?;
        let (file, toks) = self.read(&found).map_err(|message| {
            vec![TdError {
                message,
                loc: None,
                notes: Vec::new(),
            }]
        })?;
        let RecordKeeper {
            mut cx,
            dumps,
            resume,
            ..
        } = records;
        cx.dumps = dumps;
        self.run_on(file, toks, cx, resume)
    }

    fn read(&mut self, path: &Path) -> Result<(usize, Arc<[Token]>), String> {
        let canon = path.canonicalize().unwrap_or_else(|_| path.to_path_buf());
        if let Some((f, t)) = self.cache.get(&canon) {
            return Ok((*f, t.clone()));
        }
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("Could not read file '{}': {e}", path.display()))?;
        let toks: Arc<[Token]> = lexer::lex(&text).into();
        let file = self.files.len();
        self.files.push(SourceFile {
            path: path.to_path_buf(),
            text,
        });
        self.cache.insert(canon, (file, toks.clone()));
        Ok((file, toks))
    }

    /// Resolves and reads an `include`d file.
    pub(crate) fn open_include(
        &mut self,
        name: &str,
        from_file: usize,
    ) -> Result<(usize, Arc<[Token]>), String> {
        // As LLVM's SourceMgr: the name as given, then each include directory
        // (the including file's own directory is not searched).
        let _ = from_file;
        if let Some((f, t)) = self.includes.get(name) {
            return Ok((*f, t.clone()));
        }
        let mut candidates = vec![PathBuf::from(name)];
        for d in &self.include_dirs {
            candidates.push(d.join(name));
        }
        match candidates.into_iter().find(|p| p.is_file()) {
            Some(p) => {
                let found = self.read(&p)?;
                self.includes.insert(name.to_owned(), found.clone());
                Ok(found)
            }
            None => Err(format!("Could not find include file '{name}'")),
        }
    }
}

/// Renders errors with codespan-reporting against the loader's files.
pub fn render_errors(errors: &[TdError], files: &[SourceFile]) -> String {
    use codespan_reporting::diagnostic::{Diagnostic, Label};
    use codespan_reporting::files::SimpleFiles;
    use codespan_reporting::term;

    let mut sf = SimpleFiles::new();
    for f in files {
        sf.add(f.path.display().to_string(), f.text.clone());
    }
    let mut out = term::termcolor::NoColor::new(Vec::new());
    let config = term::Config::default();
    for e in errors {
        let mut d = Diagnostic::error().with_message(e.message.clone());
        let mut labels = Vec::new();
        if let Some(l) = &e.loc {
            labels.push(Label::primary(l.file, l.range.clone()));
        }
        let mut notes = Vec::new();
        for (loc, msg) in &e.notes {
            match loc {
                Some(l) => {
                    labels.push(Label::secondary(l.file, l.range.clone()).with_message(msg.clone()))
                }
                None => notes.push(msg.clone()),
            }
        }
        d = d.with_labels(labels).with_notes(notes);
        if term::emit_to_write_style(&mut out, &config, &sf, &d).is_err() {
            // A location outside its file: fall back to the bare message.
            return errors.iter().map(|e| format!("error: {e}\n")).collect();
        }
    }
    String::from_utf8_lossy(&out.into_inner()).into_owned()
}

/// A value of a record field.
#[derive(Clone, Debug, PartialEq)]
pub enum Init {
    /// `?`.
    Unset,
    /// A `bit`.
    Bit(bool),
    /// `bits<n>`, lowest bit first; each a `Bit`, `Unset` or an `Unresolved` reference.
    Bits(Vec<Init>),
    /// An `int`.
    Int(i64),
    /// A `string`.
    String(String),
    /// A code fragment `[{ ... }]`.
    Code(String),
    /// A `list<T>`.
    List(Vec<Init>),
    /// A reference to a def record, by name.
    Def(String),
    /// A `dag`.
    Dag(DagInit),
    /// Anything unresolved that LLVM would still print, kept as printed text.
    Unresolved(String),
}

/// A `dag` value.
#[derive(Clone, Debug, PartialEq)]
pub struct DagInit {
    /// The operator.
    pub op: Box<Init>,
    /// The operator's `:$name`, if any.
    pub op_name: Option<String>,
    /// The arguments with their `:$name`s.
    pub args: Vec<(Init, Option<String>)>,
}

impl fmt::Display for Init {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Init::Unset => f.write_str("?"),
            Init::Bit(b) => write!(f, "{}", *b as u8),
            Init::Bits(bs) => {
                f.write_str("{ ")?;
                for (k, b) in bs.iter().rev().enumerate() {
                    if k > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{b}")?;
                }
                f.write_str(" }")
            }
            Init::Int(v) => write!(f, "{v}"),
            Init::String(s) => write!(f, "\"{s}\""),
            Init::Code(s) => write!(f, "[{{{s}}}]"),
            Init::List(l) => {
                f.write_str("[")?;
                for (k, e) in l.iter().enumerate() {
                    if k > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{e}")?;
                }
                f.write_str("]")
            }
            Init::Def(n) => f.write_str(n),
            Init::Dag(d) => {
                write!(f, "({}", d.op)?;
                if let Some(n) = &d.op_name {
                    write!(f, ":{n}")?;
                }
                for (k, (a, n)) in d.args.iter().enumerate() {
                    f.write_str(if k == 0 { " " } else { ", " })?;
                    write!(f, "{a}")?;
                    if let Some(n) = n {
                        write!(f, ":${n}")?;
                    }
                }
                f.write_str(")")
            }
            Init::Unresolved(s) => f.write_str(s),
        }
    }
}

fn to_public(cx: &Context, i: init::InitId) -> Init {
    match cx.node(i) {
        Node::Unset => Init::Unset,
        Node::Bit(b) => Init::Bit(*b),
        Node::Bits(bs) => Init::Bits(bs.iter().map(|b| to_public(cx, *b)).collect()),
        Node::Int(v) => Init::Int(*v),
        Node::Str(s, false) => Init::String(s.to_string()),
        Node::Str(s, true) => Init::Code(s.to_string()),
        Node::List(es, _) => Init::List(es.iter().map(|e| to_public(cx, *e)).collect()),
        Node::Def(r) => Init::Def(cx.rec_name_str(*r)),
        Node::Dag(op, name, args, names) => Init::Dag(DagInit {
            op: Box::new(to_public(cx, *op)),
            op_name: name.map(|n| cx.unquoted(n)),
            args: args
                .iter()
                .zip(names.iter())
                .map(|(a, n)| (to_public(cx, *a), n.map(|n| cx.unquoted(n))))
                .collect(),
        }),
        _ => Init::Unresolved(cx.as_string(i)),
    }
}

/// A class or def after evaluation.
#[derive(Clone, Debug)]
pub struct Record {
    name: String,
    anonymous: bool,
    superclasses: Vec<String>,
    template_args: Vec<String>,
    fields: Vec<(String, Init)>,
    /// Where each field of `fields` was last set (`let` or declaration), if known.
    field_locs: Vec<Option<Loc>>,
    loc: Loc,
}

impl Record {
    fn from_cx(cx: &Context, r: RecId) -> Record {
        let rec = cx.rec(r);
        Record {
            name: cx.rec_name_str(r),
            anonymous: rec.is_anonymous,
            superclasses: rec
                .supers
                .iter()
                .map(|(s, _)| cx.rec_name_str(*s))
                .collect(),
            template_args: rec.template_args.iter().map(|t| cx.unquoted(*t)).collect(),
            fields: rec
                .values
                .iter()
                .filter(|v| v.kind != record::FieldKind::TemplateArg)
                .map(|v| (cx.unquoted(v.name), to_public(cx, v.value)))
                .collect(),
            field_locs: rec
                .values
                .iter()
                .filter(|v| v.kind != record::FieldKind::TemplateArg)
                .map(|v| v.loc.clone())
                .collect(),
            loc: rec.loc.clone(),
        }
    }

    /// The record's name (`anonymous_N` for anonymous defs).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Whether the def was written without a name (or made by `Class<args>`).
    pub fn is_anonymous(&self) -> bool {
        self.anonymous
    }

    /// Whether the record derives, directly or not, from `class`.
    pub fn is_subclass_of(&self, class: &str) -> bool {
        self.superclasses.iter().any(|s| s == class)
    }

    /// All superclasses, in LLVM's order (post-order of the inheritance tree).
    pub fn superclasses(&self) -> impl Iterator<Item = &str> {
        self.superclasses.iter().map(|s| s.as_str())
    }

    /// A class's template arguments, qualified as LLVM names them (`Class:arg`).
    pub fn template_args(&self) -> impl Iterator<Item = &str> {
        self.template_args.iter().map(|s| s.as_str())
    }

    /// The fields in declaration order (template arguments excluded).
    pub fn fields(&self) -> impl Iterator<Item = (&str, &Init)> {
        self.fields.iter().map(|(n, v)| (n.as_str(), v))
    }

    /// The value of a field.
    pub fn value(&self, field: &str) -> Option<&Init> {
        self.fields.iter().find(|(n, _)| n == field).map(|(_, v)| v)
    }

    /// Where the def or class is written.
    pub fn loc(&self) -> Loc {
        self.loc.clone()
    }

    /// Where a field got its value: the field name of the last `let` that set it (in
    /// the record's body, a class it derives from, or an enclosing `let ... in`), else
    /// its declaration; `None` for an unknown field or one without a location.
    pub fn field_loc(&self, field: &str) -> Option<Loc> {
        let k = self.fields.iter().position(|(n, _)| n == field)?;
        self.field_locs[k].clone()
    }

    /// A `string` or `code` field.
    pub fn string(&self, field: &str) -> Option<&str> {
        match self.value(field)? {
            Init::String(s) | Init::Code(s) => Some(s),
            _ => None,
        }
    }

    /// A `bit` field (also a one-bit `bits` or an `int` of 0 or 1).
    pub fn bit(&self, field: &str) -> Option<bool> {
        match self.value(field)? {
            Init::Bit(b) => Some(*b),
            Init::Int(0) => Some(false),
            Init::Int(1) => Some(true),
            _ => None,
        }
    }

    /// An `int` field (also a fully known `bits`).
    pub fn int(&self, field: &str) -> Option<i64> {
        match self.value(field)? {
            Init::Int(v) => Some(*v),
            Init::Bits(bs) => {
                let mut v = 0i64;
                for (k, b) in bs.iter().enumerate() {
                    match b {
                        Init::Bit(true) => v |= 1 << k,
                        Init::Bit(false) => {}
                        _ => return None,
                    }
                }
                Some(v)
            }
            _ => None,
        }
    }

    /// The name of the def a field refers to.
    pub fn def_ref(&self, field: &str) -> Option<&str> {
        match self.value(field)? {
            Init::Def(d) => Some(d),
            _ => None,
        }
    }

    /// A `list` field.
    pub fn list(&self, field: &str) -> Option<&[Init]> {
        match self.value(field)? {
            Init::List(l) => Some(l),
            _ => None,
        }
    }

    /// A `dag` field.
    pub fn dag(&self, field: &str) -> Option<&DagInit> {
        match self.value(field)? {
            Init::Dag(d) => Some(d),
            _ => None,
        }
    }
}

/// All records of one evaluated root file.
pub struct RecordKeeper {
    cx: Context,
    /// The public view of the records, built on first use (printing does not
    /// need it).
    view: std::sync::OnceLock<View>,
    /// Messages of `dump` statements, in evaluation order.
    dumps: Vec<(Loc, String)>,
    /// What [`Loader::load_more`] continues from.
    resume: parser::Resume,
}

/// How many records a [`RecordKeeper`] held at some point (see
/// [`RecordKeeper::mark`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Mark(usize);

/// The records by name. Each public [`Record`] is built on first use: a reader of
/// a few defs (the ODS loader reads the ops, constraints and interfaces) does not
/// pay for copying every class and def out of the evaluator.
struct View {
    classes: Vec<(Arc<str>, RecId)>,
    class_records: Vec<std::sync::OnceLock<Record>>,
    defs: Vec<(Arc<str>, RecId)>,
    def_records: Vec<std::sync::OnceLock<Record>>,
    class_index: FxHashMap<Arc<str>, usize>,
    def_index: FxHashMap<Arc<str>, usize>,
}

impl View {
    /// The records of `cx` in name order. The names are the context's own (shared, not
    /// copied): a view is made again after each [`Loader::load_more`], over every record
    /// loaded so far.
    fn new(cx: &Context) -> View {
        let sorted = |map: &FxHashMap<Arc<str>, RecId>| {
            let mut v: Vec<(Arc<str>, RecId)> =
                map.iter().map(|(k, v)| (Arc::clone(k), *v)).collect();
            v.sort_unstable_by(|a, b| a.0.cmp(&b.0));
            v
        };
        let index = |v: &[(Arc<str>, RecId)]| -> FxHashMap<Arc<str>, usize> {
            v.iter()
                .enumerate()
                .map(|(k, (n, _))| (Arc::clone(n), k))
                .collect()
        };
        let (cl, df) = (sorted(&cx.classes), sorted(&cx.defs));
        View {
            class_records: cl.iter().map(|_| std::sync::OnceLock::new()).collect(),
            def_records: df.iter().map(|_| std::sync::OnceLock::new()).collect(),
            class_index: index(&cl),
            def_index: index(&df),
            classes: cl,
            defs: df,
        }
    }
}

impl RecordKeeper {
    fn new(mut cx: Context, resume: parser::Resume) -> RecordKeeper {
        let dumps = std::mem::take(&mut cx.dumps);
        RecordKeeper {
            cx,
            view: std::sync::OnceLock::new(),
            dumps,
            resume,
        }
    }

    /// The records made so far: [`RecordKeeper::defs_derived_from_since`] with
    /// this mark, after [`Loader::load_more`], gives only the defs it made.
    pub fn mark(&self) -> Mark {
        Mark(self.cx.records.len())
    }

    fn view(&self) -> &View {
        self.view.get_or_init(|| View::new(&self.cx))
    }

    /// The `k`-th class in name order.
    fn class_at(&self, k: usize) -> &Record {
        let v = self.view();
        v.class_records[k].get_or_init(|| Record::from_cx(&self.cx, v.classes[k].1))
    }

    /// The `k`-th def in name order.
    fn def_at(&self, k: usize) -> &Record {
        let v = self.view();
        v.def_records[k].get_or_init(|| Record::from_cx(&self.cx, v.defs[k].1))
    }

    /// The classes, in name order.
    pub fn classes(&self) -> impl Iterator<Item = &Record> {
        (0..self.view().classes.len()).map(|k| self.class_at(k))
    }

    /// The defs, in name order.
    pub fn defs(&self) -> impl Iterator<Item = &Record> {
        (0..self.view().defs.len()).map(|k| self.def_at(k))
    }

    /// A class by name.
    pub fn class(&self, name: &str) -> Option<&Record> {
        let k = *self.view().class_index.get(name)?;
        Some(self.class_at(k))
    }

    /// A def by name.
    pub fn def(&self, name: &str) -> Option<&Record> {
        let k = *self.view().def_index.get(name)?;
        Some(self.def_at(k))
    }

    /// The defs deriving from `class`, in name order (only these are copied out of
    /// the evaluator).
    pub fn defs_derived_from(&self, class: &str) -> Vec<&Record> {
        self.defs_derived_from_since(class, Mark::default())
    }

    /// The defs deriving from `class` made after `since`, in name order.
    pub fn defs_derived_from_since(&self, class: &str, since: Mark) -> Vec<&Record> {
        let Some(&class_id) = self.cx.classes.get(class) else {
            return Vec::new();
        };
        let v = self.view();
        (0..v.defs.len())
            .filter(|&k| {
                v.defs[k].1 .0 as usize >= since.0
                    && self
                        .cx
                        .rec(v.defs[k].1)
                        .supers
                        .iter()
                        .any(|(s, _)| *s == class_id)
            })
            .map(|k| self.def_at(k))
            .collect()
    }

    /// The messages printed by `dump` statements, with their locations.
    pub fn dumps(&self) -> &[(Loc, String)] {
        &self.dumps
    }

    /// All records in LLVM's `--print-records` format, byte for byte.
    pub fn print_records(&self) -> String {
        print::print_records(&self.cx)
    }
}
