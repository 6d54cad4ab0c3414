//! The default printer (`mlir-opt` without `--mlir-print-op-generic`): registered ops
//! with a custom syntax in that form, other ops in generic form, values named as
//! MLIR's `SSANameState` names them outside the generic form (result names that ops
//! choose, region-scoped numbering), and [`CustomPrinter`], what an op's syntax
//! prints with (MLIR's `OpAsmPrinter`).
//!
//! With aliases ([`PrintOptions::aliases`]) the printer runs twice, as MLIR's does:
//! first a dry run that keeps no text and hands every attribute and type it would
//! print to [`Aliases`] (MLIR's `DummyAliasOperationPrinter`: values, names, keywords,
//! `printAffineMapOfSSAIds`, successors' operands and region arguments' attributes
//! hand nothing), which then names the aliases; then the print, whose text starts with
//! their definitions. See [`crate::asm::aliases`].

use super::names::{SsaNames, UNNAMED};
use crate::asm::affine::{AffineExpr, AffineMap, IntegerSet};
use crate::asm::aliases::Aliases;
use crate::asm::options::PrintOptions;
use crate::asm::printer::{write_escaped, write_name};
use crate::asm::resources::ResourcePrinter;
use crate::attributes::{AttrKind, Attribute};
use crate::ident::Identifier;
use crate::ir::{Block, Ir, Op, Region, Value};
use crate::types::{Type, TypeKind};
use crate::Context;
use rustc_hash::FxHashMap;
use std::fmt::Write;
use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};

/// The texts of a parallel print's runs ([`FormPrinter::block_ops_on_threads`]): those
/// printed and not yet written, by run, and emptied ones to print the next runs into.
struct RunTexts {
    done: Vec<Option<String>>,
    spare: Vec<String>,
}

/// Prints a whole IR in the default form.
pub(crate) struct FormPrinter<'c> {
    pub(crate) ctx: &'c Context,
    pub(crate) ir: &'c Ir,
    pub(crate) names: Arc<SsaNames>,
    pub(crate) out: String,
    sink: Option<(&'c mut dyn std::io::Write, Option<std::io::Error>)>,
    aliases: Option<Aliases<'c>>,
    /// A dry run: what would be printed is visited for aliases and no text is kept
    /// (MLIR's `DummyAliasOperationPrinter`).
    dry: bool,
    /// The indentation of the op being printed.
    indent: usize,
    /// The default dialect of each enclosing region (MLIR's `defaultDialectStack`).
    default_dialects: Vec<&'c str>,
    /// The affine maps and integer sets read from their attributes' kept text so far
    /// (syntaxes look at them for every op that holds one, and the aliases' dry run
    /// prints every op twice).
    affine_maps: FxHashMap<Attribute, Option<Rc<AffineMap>>>,
    integer_sets: FxHashMap<Attribute, Option<Rc<IntegerSet>>>,
    /// The text of each type printed so far without aliases (the same few types are
    /// printed over and over).
    type_texts: FxHashMap<Type, Box<str>>,
    /// The same with aliases (once they are named, after the dry run).
    alias_type_texts: FxHashMap<Type, Box<str>>,
    /// When printing the whole IR and it holds resources: what prints them after the
    /// module, reading the text for the blobs it refers to as it is written (not in
    /// the dry run, whose text is thrown away).
    resources: Option<ResourcePrinter<'c>>,
    /// The block whose ops are printed on several threads when there are many
    /// (the module's body; see [`FormPrinter::block_ops_on_threads`]), and how many.
    split: Option<(Block, usize)>,
}

/// The buffer is flushed to the sink once it holds this many bytes.
const FLUSH_BYTES: usize = 1 << 16;

impl<'c> FormPrinter<'c> {
    pub(crate) fn new(
        ctx: &'c Context,
        ir: &'c Ir,
        sink: Option<&'c mut dyn std::io::Write>,
    ) -> Self {
        FormPrinter {
            ctx,
            ir,
            names: Arc::default(),
            out: String::new(),
            sink: sink.map(|w| (w, None)),
            aliases: None,
            dry: false,
            indent: 0,
            default_dialects: vec!["builtin"],
            affine_maps: FxHashMap::default(),
            integer_sets: FxHashMap::default(),
            type_texts: FxHashMap::default(),
            alias_type_texts: FxHashMap::default(),
            resources: None,
            split: None,
        }
    }

    fn flush(&mut self, force: bool) {
        if self.dry {
            self.out.clear();
            return;
        }
        if let Some((w, err)) = &mut self.sink {
            if err.is_none() && (force || self.out.len() >= FLUSH_BYTES) {
                if let Some(r) = &mut self.resources {
                    r.scan(&self.out);
                }
                if let Err(e) = w.write_all(self.out.as_bytes()) {
                    *err = Some(e);
                }
                self.out.clear();
            }
        }
    }

    /// Appends text printed elsewhere: straight to the sink when there is one (after
    /// what the buffer holds), else to the buffer.
    fn emit(&mut self, text: &str) {
        match &mut self.sink {
            Some(_) => {
                self.flush(true);
                if let Some((w, err @ None)) = &mut self.sink {
                    if let Some(r) = &mut self.resources {
                        r.scan(text);
                    }
                    if let Err(e) = w.write_all(text.as_bytes()) {
                        *err = Some(e);
                    }
                }
            }
            None => self.out.push_str(text),
        }
    }

    /// The whole IR: a single top-level `builtin.module` as it is, anything else in
    /// an implicit `module { ... }`; then its resources.
    pub(crate) fn print_all(&mut self, options: &PrintOptions) {
        let (ctx, ir) = (self.ctx, self.ir);
        let top = ir.top_block();
        let mut ops = ir.block_ops(top);
        let first = ops.next();
        let single_module = match (first, ops.next()) {
            (Some(op), None) => {
                ctx.op_name_str(ir.op_name(op)) == "builtin.module" && ir.num_results(op) == 0
            }
            _ => false,
        };
        let root = first.filter(|_| single_module);
        self.names = Arc::new(match root {
            Some(op) => SsaNames::compute(ctx, ir, Some(op), ir.regions(op)),
            None => SsaNames::compute(ctx, ir, None, &[ir.top_region()]),
        });
        if options.aliases {
            // The aliases are those of what this printer prints, in its order: a dry
            // run first (MLIR's `AliasInitializer` with its dummy printer).
            self.aliases = Some(Aliases::new(ctx));
            self.dry = true;
            self.module(root);
            self.dry = false;
            self.out.clear();
            if let Some(a) = &mut self.aliases {
                a.name_aliases();
                a.print_definitions(&mut self.out);
            }
        }
        self.resources = ResourcePrinter::new(ir);
        let threads = match options.threads {
            0 => crate::driver::parallel::default_threads(),
            n => n,
        };
        let distinct = self.aliases.as_ref().is_some_and(|a| a.numbers_distinct());
        if threads > 1 && ir.num_live_ops() >= options.parallel_min_ops && !distinct {
            let body = match root {
                Some(op) => ir
                    .regions(op)
                    .first()
                    .and_then(|&r| ir.region_blocks(r).first().copied()),
                None => Some(top),
            };
            self.split = body.map(|b| (b, threads));
        }
        self.module(root);
        self.out.push('\n');
        if let Some(mut r) = self.resources.take() {
            // The text not written out yet.
            r.scan(&self.out);
            r.finish(&mut self.out);
        }
        self.flush(true);
    }

    /// The top-level module `root`, or the top region in an implicit module.
    fn module(&mut self, root: Option<Op>) {
        match root {
            Some(op) => self.op(op),
            None => {
                // The region of a module, whose default dialect is `builtin` (a nested
                // `builtin.module` is `module`, as in an explicit one).
                self.out.push_str("module ");
                self.region(self.ir.top_region(), false, true, false, Some("builtin"));
            }
        }
    }

    /// One op and what it holds, with values numbered from it as the root.
    pub(crate) fn print_root_op(&mut self, op: Op) {
        self.names = Arc::new(SsaNames::compute(
            self.ctx,
            self.ir,
            Some(op),
            self.ir.regions(op),
        ));
        self.op(op);
        self.out.push('\n');
    }

    /// Takes the first write error.
    pub(crate) fn finish(mut self) -> std::io::Result<String> {
        self.flush(true);
        match self.sink {
            Some((_, Some(e))) => Err(e),
            _ => Ok(self.out),
        }
    }

    // ----- pieces -----

    pub(crate) fn value(&mut self, v: Value, with_result_number: bool) {
        if self.dry {
            return;
        }
        self.names
            .write_value(self.ir, v, with_result_number, &mut self.out);
    }

    pub(crate) fn ty(&mut self, t: Type) {
        match &mut self.aliases {
            Some(a) if self.dry => {
                a.visit_type(t);
            }
            Some(a) => match self.alias_type_texts.get(&t) {
                Some(text) => self.out.push_str(text),
                None => {
                    let start = self.out.len();
                    a.print_type(t, &mut self.out);
                    self.alias_type_texts.insert(t, self.out[start..].into());
                }
            },
            None => match self.type_texts.get(&t) {
                Some(text) => self.out.push_str(text),
                None => {
                    let start = self.out.len();
                    self.ctx.print_type(t, &mut self.out);
                    self.type_texts.insert(t, self.out[start..].into());
                }
            },
        }
    }

    pub(crate) fn attr(&mut self, attr: Attribute) {
        match &mut self.aliases {
            Some(a) if self.dry => {
                a.visit_attr(attr);
            }
            Some(a) => a.print_attr(attr, false, &mut self.out),
            None => self.ctx.print_attr(attr, &mut self.out),
        }
    }

    pub(crate) fn dict(&mut self, entries: &[(Identifier, Attribute)]) {
        match &mut self.aliases {
            Some(a) if self.dry => {
                for &(_, value) in entries {
                    a.visit_attr(value);
                }
            }
            Some(a) => a.print_dict_entries(entries, &mut self.out),
            None => self.ctx.print_dict_entries(entries, &mut self.out),
        }
    }

    pub(crate) fn block_name(&mut self, b: Block) {
        if self.dry {
            return;
        }
        self.names.write_block(b, &mut self.out);
    }

    fn spaces(&mut self, n: usize) {
        if self.dry {
            return;
        }
        const SPACES: &str = "                                                                ";
        let mut n = n;
        while n > SPACES.len() {
            self.out.push_str(SPACES);
            n -= SPACES.len();
        }
        self.out.push_str(&SPACES[..n]);
    }

    // ----- ops, regions, blocks -----

    /// An op: its results, then its custom form or generic form (no newline).
    pub(crate) fn op(&mut self, op: Op) {
        let ir = self.ir;
        let n = ir.num_results(op);
        if n > 0 && !self.dry {
            let groups = self.names.result_groups(op);
            match groups {
                Some(starts) => {
                    let starts: Vec<u32> = starts.to_vec();
                    for (i, &s) in starts.iter().enumerate() {
                        let end = starts.get(i + 1).map_or(n as u32, |&e| e);
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.value(ir.result(op, s as usize), false);
                        if end - s > 1 {
                            let _ = write!(self.out, ":{}", end - s);
                        }
                    }
                }
                None => {
                    self.value(ir.result(op, 0), false);
                    if n > 1 {
                        let _ = write!(self.out, ":{n}");
                    }
                }
            }
            self.out.push_str(" = ");
        }
        self.op_without_results(op);
    }

    /// An op's custom or generic form, without its results (MLIR's
    /// `printCustomOrGenericOp`).
    pub(crate) fn op_without_results(&mut self, op: Op) {
        let (ctx, ir) = (self.ctx, self.ir);
        if self.dry
            && ir.regions(op).is_empty()
            && self.aliases.as_mut().is_some_and(|a| a.op_is_plain(ir, op))
        {
            // Nothing it prints changes an alias: not run (it is most ops).
            return;
        }
        let name = ir.op_name(op);
        if let Some(syntax) = ctx.op_syntax(name).filter(|s| s.can_print(ctx)) {
            if !self.dry {
                let full = ctx.op_name_str(name);
                let dialect = self.default_dialects.last().copied().unwrap_or("");
                let short = match dialect {
                    "" => None,
                    _ => full
                        .strip_prefix(dialect)
                        .and_then(|s| s.strip_prefix('.'))
                        .filter(|s| !s.contains('.')),
                };
                self.out.push_str(short.unwrap_or(full));
            }
            syntax.print(&mut CustomPrinter { p: self }, op);
        } else if self.dry {
            self.generic_op_dry(op);
        } else {
            self.generic_op(op);
        }
    }

    /// The dry run of an op in generic form, in MLIR's alias order
    /// (`DummyAliasOperationPrinter::printGenericOp`): its regions (whose ops go
    /// through [`Self::op_without_results`] again), then its operand and result types
    /// and attributes ([`Aliases::walk_op_end`]).
    fn generic_op_dry(&mut self, op: Op) {
        for &r in self.ir.regions(op) {
            self.region(r, true, true, true, Some(""));
        }
        if let Some(a) = &mut self.aliases {
            a.walk_op_end(self.ir, op);
        }
    }

    /// An op in generic form (after its results).
    fn generic_op(&mut self, op: Op) {
        let (ctx, ir) = (self.ctx, self.ir);
        self.out.push('"');
        write_escaped(&mut self.out, ctx.op_name_str(ir.op_name(op)));
        self.out.push_str("\"(");
        for (i, &v) in ir.operands(op).iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(v, true);
        }
        self.out.push(')');
        let succs = ir.successors(op);
        if !succs.is_empty() {
            self.out.push('[');
            for (i, &s) in succs.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.block_name(s);
            }
            self.out.push(']');
        }
        if let Some(p) = ir.properties(op) {
            self.out.push_str(" <");
            self.attr(p);
            self.out.push('>');
        }
        let regions = ir.regions(op);
        if !regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.region(r, true, true, true, Some(""));
            }
            self.out.push(')');
        }
        let attrs = ir.attrs(ctx, op);
        if !attrs.is_empty() {
            self.out.push(' ');
            self.dict(attrs);
        }
        self.out.push_str(" : ");
        let inputs: Vec<Type> = ir.operand_types(op).collect();
        let results: Vec<Type> = ir.result_types(op).collect();
        self.function_type(&inputs, &results);
    }

    pub(crate) fn function_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        for (i, &t) in inputs.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
        self.out.push_str(") -> ");
        self.result_types(results);
    }

    /// `t` alone when there is one result type that is not a function type, else
    /// `(t1, t2)`.
    pub(crate) fn result_types(&mut self, results: &[Type]) {
        let single = results.len() == 1
            && !matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if single {
            self.ty(results[0]);
            return;
        }
        self.out.push('(');
        for (i, &t) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
        self.out.push(')');
    }

    /// A region `{ ... }` (MLIR's `printRegion`). `dialect`: the default dialect
    /// inside it, `None` for that of its parent op's registration.
    pub(crate) fn region(
        &mut self,
        r: Region,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
        dialect: Option<&'c str>,
    ) {
        let (ctx, ir) = (self.ctx, self.ir);
        self.out.push_str("{\n");
        self.flush(false);
        let blocks = ir.region_blocks(r);
        if let Some((&entry, rest)) = blocks.split_first() {
            let dialect = dialect.unwrap_or_else(|| {
                ir.region_parent_op(r)
                    .and_then(|op| ctx.syntax.default_dialect(ir.op_name(op)))
                    .unwrap_or("")
            });
            self.default_dialects.push(dialect);
            let header = (empty_block && ir.block_is_empty(entry))
                || (entry_args && !ir.block_arguments(entry).is_empty());
            self.block(entry, header, terminators);
            for &b in rest {
                self.block(b, true, true);
            }
            self.default_dialects.pop();
        }
        self.spaces(self.indent);
        self.out.push('}');
    }

    /// A block: its header if asked, then its ops one indentation level deeper.
    fn block(&mut self, b: Block, header: bool, terminator: bool) {
        let (ctx, ir) = (self.ctx, self.ir);
        if header {
            if self.dry {
                for &a in ir.block_arguments(b) {
                    self.ty(ir.value_type(a));
                }
            } else {
                self.spaces(self.indent);
                self.block_header(b);
            }
        }
        let last = ir.block_last_op(b);
        let skip = if terminator {
            None
        } else {
            last.filter(|&op| ctx.dialect.is_terminator(ir.op_name(op)))
        };
        self.indent += 2;
        match self.split {
            Some((split, threads)) if split == b && !self.dry => {
                self.block_ops_on_threads(b, skip, threads)
            }
            _ => {
                for op in ir.block_ops(b) {
                    if Some(op) == skip {
                        break;
                    }
                    self.line(op);
                }
            }
        }
        self.indent -= 2;
    }

    /// One op of a block on a line of its own.
    fn line(&mut self, op: Op) {
        self.spaces(self.indent);
        self.op(op);
        self.out.push('\n');
        self.flush(false);
    }

    /// The ops of `b` (up to `skip`) printed on `threads` threads: each takes runs of
    /// consecutive ops in turn and prints them into a text of its own with a printer
    /// of its own (the same names, a copy of the aliases), and the calling thread
    /// writes the texts in order as they are done, between runs of its own. The names
    /// are computed beforehand for the whole IR, and what an op prints depends on
    /// nothing printed before it (once `distinct` numbers, given in print order, are
    /// ruled out; the caches a printer keeps only save work), so the text is the one
    /// printer's. Texts written are emptied and printed into again: a few buffers in
    /// all rather than one per run, which is memory the system need not map afresh.
    fn block_ops_on_threads(&mut self, b: Block, skip: Option<Op>, threads: usize) {
        let ir = self.ir;
        let ops: Vec<Op> = ir.block_ops(b).take_while(|&op| Some(op) != skip).collect();
        let threads = threads.min(ops.len()).max(1);
        // Several runs per thread, so that threads that drew big ops are not waited for.
        let runs: Vec<&[Op]> = ops
            .chunks(ops.len().div_ceil(threads * 16).max(1))
            .collect();
        let next = AtomicUsize::new(0);
        let texts = Mutex::new(RunTexts {
            done: vec![None; runs.len()],
            spare: Vec::new(),
        });
        let (ctx, indent) = (self.ctx, self.indent);
        let (names, aliases) = (Arc::clone(&self.names), self.aliases.clone());
        let dialects = self.default_dialects.clone();
        let printer = || {
            let mut p = FormPrinter::new(ctx, ir, None);
            p.names = Arc::clone(&names);
            p.aliases = aliases.clone();
            p.indent = indent;
            p.default_dialects.clone_from(&dialects);
            p
        };
        // Prints the next run into `p`'s buffer and leaves its text in `texts`; false
        // once no run is left.
        let print_run = |p: &mut FormPrinter<'c>| -> bool {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some(run) = runs.get(k) else { return false };
            for &op in *run {
                p.line(op);
            }
            let mut texts = texts.lock().unwrap_or_else(|e| e.into_inner());
            // The next run's text takes about as much room as this one's.
            let room = p.out.len() + p.out.len() / 4;
            let buffer = texts
                .spare
                .pop()
                .unwrap_or_else(|| String::with_capacity(room));
            texts.done[k] = Some(std::mem::replace(&mut p.out, buffer));
            true
        };
        let mut written = 0;
        std::thread::scope(|s| {
            let workers: Vec<_> = (1..threads)
                .map(|_| {
                    s.spawn(|| {
                        let mut p = printer();
                        while print_run(&mut p) {}
                    })
                })
                .collect();
            let mut p = printer();
            while print_run(&mut p) {
                self.write_done_texts(&texts, &mut written);
            }
            for w in workers {
                w.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
            }
        });
        self.write_done_texts(&texts, &mut written);
        debug_assert_eq!(written, runs.len());
    }

    /// Writes the texts of runs `written..` that are done, in order, and keeps their
    /// buffers for the next runs.
    fn write_done_texts(&mut self, texts: &Mutex<RunTexts>, written: &mut usize) {
        loop {
            let text = {
                let mut texts = texts.lock().unwrap_or_else(|e| e.into_inner());
                match texts.done.get_mut(*written).and_then(Option::take) {
                    Some(text) => text,
                    None => return,
                }
            };
            self.emit(&text);
            *written += 1;
            let mut text = text;
            text.clear();
            texts
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .spare
                .push(text);
        }
    }

    /// `^bb1(%0: i32):  // pred: ^bb0` and a newline.
    fn block_header(&mut self, b: Block) {
        let ir = self.ir;
        self.block_name(b);
        let args = ir.block_arguments(b);
        if !args.is_empty() {
            self.out.push('(');
            for (i, &a) in args.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.value(a, true);
                self.out.push_str(": ");
                self.ty(ir.value_type(a));
            }
            self.out.push(')');
        }
        self.out.push(':');
        let entry = ir
            .block_parent_region(b)
            .and_then(|r| ir.region_blocks(r).first().copied())
            == Some(b);
        // One entry per branch, as MLIR's `getSinglePredecessor` counts them: two
        // branches from one block are "2 preds".
        let preds = self.names.predecessors(b).to_vec();
        match preds.as_slice() {
            [] => {
                if !entry {
                    self.out.push_str("  // no predecessors");
                }
            }
            [p] => {
                let p = *p;
                self.out.push_str("  // pred: ");
                self.block_name(p);
            }
            _ => {
                let mut ps = self.names.predecessors(b).to_vec();
                ps.sort_by_key(|&p| self.names.block_number(p));
                let _ = write!(self.out, "  // {} preds: ", ps.len());
                for (i, p) in ps.into_iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.block_name(p);
                }
            }
        }
        self.out.push('\n');
    }
}

/// What an op's [`OpSyntax`](super::OpSyntax) prints with (MLIR's `OpAsmPrinter`).
/// The op's results and name are printed already; what the syntax writes follows the
/// name directly (write the space before the first part yourself).
///
/// When the IR is printed with aliases, a syntax's `print` is also called for a dry
/// run that writes nothing (MLIR's alias walk): it must print the same attributes and
/// types in both runs, through these methods, and only what its op holds (attributes,
/// operand and result types, and their parts) outside its regions.
pub struct CustomPrinter<'p, 'c> {
    pub(crate) p: &'p mut FormPrinter<'c>,
}

impl<'c> CustomPrinter<'_, 'c> {
    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.p.ctx
    }

    /// The IR being printed.
    pub fn ir(&self) -> &'c Ir {
        self.p.ir
    }

    /// Writes `text` as it is.
    pub fn write(&mut self, text: &str) {
        if !self.p.dry {
            self.p.out.push_str(text);
        }
    }

    /// The text written so far ends with `c` (never during the aliases' dry run).
    pub fn ends_with(&self, c: char) -> bool {
        !self.p.dry && self.p.out.ends_with(c)
    }

    /// A new line at the current indentation (MLIR's `printNewline`).
    pub fn print_newline(&mut self) {
        if self.p.dry {
            return;
        }
        self.p.out.push('\n');
        self.p.spaces(self.p.indent);
    }

    /// A value: `%0`, `%x`, `%3#1`.
    pub fn print_operand(&mut self, v: Value) {
        self.p.value(v, true);
    }

    /// Values, comma-separated.
    pub fn print_operands(&mut self, values: &[Value]) {
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.p.value(v, true);
        }
    }

    /// A type.
    pub fn print_type(&mut self, t: Type) {
        self.p.ty(t);
    }

    /// Types, comma-separated.
    pub fn print_types(&mut self, types: impl IntoIterator<Item = Type>) {
        for (i, t) in types.into_iter().enumerate() {
            if i > 0 {
                self.write(", ");
            }
            self.p.ty(t);
        }
    }

    /// `(inputs) -> results` (one result bare, unless it is a function type).
    pub fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.p.function_type(inputs, results);
    }

    /// ` -> results` (MLIR's `printOptionalArrowTypeList`): nothing without results,
    /// one result bare unless a function type, else `(t1, t2)`.
    pub fn print_optional_arrow_type_list(&mut self, results: &[Type]) {
        if results.is_empty() {
            return;
        }
        self.write(" -> ");
        self.p.result_types(results);
    }

    /// An attribute, with its type where it has one.
    pub fn print_attribute(&mut self, a: Attribute) {
        self.p.attr(a);
    }

    /// An attribute without its type (MLIR's `printAttributeWithoutType`): `1` for
    /// `1 : i32`, `dense<1>` for `dense<1> : vector<2xi32>`.
    pub fn print_attribute_without_type(&mut self, a: Attribute) {
        if self.p.dry {
            // MLIR's dry run visits the attribute whole, its type included.
            return self.p.attr(a);
        }
        let ctx = self.p.ctx;
        match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => {
                let _ = write!(self.p.out, "{value}");
            }
            AttrKind::Float { bits, ty } => {
                if let TypeKind::Float(k) = *ctx.type_kind(*ty) {
                    self.p
                        .out
                        .push_str(&crate::asm::float::format_float(*bits, k));
                }
            }
            AttrKind::String { value, .. } => {
                self.p.out.push('"');
                write_escaped(&mut self.p.out, value.as_bytes());
                self.p.out.push('"');
            }
            AttrKind::Dense { body, .. } => {
                self.p.out.push_str("dense<");
                self.p.out.push_str(body);
                self.p.out.push('>');
            }
            // `sparse<...> : type`, `dense_resource<...> : type`: the literal alone.
            AttrKind::Verbatim(text)
                if text.starts_with("sparse<") || text.starts_with("dense_resource<") =>
            {
                match angle_literal_end(text) {
                    Some(end) => self.p.out.push_str(&text[..end]),
                    None => self.p.attr(a),
                }
            }
            _ => self.p.attr(a),
        }
    }

    /// `@name`, quoted when it is not a bare identifier.
    pub fn print_symbol_name(&mut self, name: &str) {
        if self.p.dry {
            return;
        }
        self.p.out.push('@');
        write_name(&mut self.p.out, name);
    }

    /// A keyword, or a quoted string when it is not a bare identifier.
    pub fn print_keyword_or_string(&mut self, s: &str) {
        if self.p.dry {
            return;
        }
        write_name(&mut self.p.out, s);
    }

    /// ` {a = 1, b}` from `attrs` without the names in `elided`; nothing when none is
    /// left (MLIR's `printOptionalAttrDict`).
    pub fn print_optional_attr_dict(&mut self, attrs: &[(Identifier, Attribute)], elided: &[&str]) {
        let ctx = self.p.ctx;
        if self.p.dry {
            for &(n, a) in attrs {
                if !elided.contains(&ctx.ident_str(n)) {
                    self.p.attr(a);
                }
            }
            return;
        }
        if attrs.is_empty() {
            return;
        }
        let left: smallvec::SmallVec<[(Identifier, Attribute); 4]> = attrs
            .iter()
            .filter(|(n, _)| !elided.contains(&ctx.ident_str(*n)))
            .copied()
            .collect();
        if left.is_empty() {
            return;
        }
        self.write(" ");
        self.p.dict(&left);
    }

    /// [`Self::print_optional_attr_dict`] with the elided names interned (a name not
    /// interned in the context is elided from nothing).
    pub(crate) fn print_optional_attr_dict_ids(
        &mut self,
        attrs: &[(Identifier, Attribute)],
        elided: &[Identifier],
    ) {
        if attrs.is_empty() {
            return;
        }
        if self.p.dry {
            for &(n, a) in attrs {
                if !elided.contains(&n) {
                    self.p.attr(a);
                }
            }
            return;
        }
        let left: smallvec::SmallVec<[(Identifier, Attribute); 4]> = attrs
            .iter()
            .filter(|(n, _)| !elided.contains(n))
            .copied()
            .collect();
        if left.is_empty() {
            return;
        }
        self.write(" ");
        self.p.dict(&left);
    }

    /// [`Self::print_optional_attr_dict_with_keyword`] with the elided names interned.
    pub(crate) fn print_optional_attr_dict_with_keyword_ids(
        &mut self,
        attrs: &[(Identifier, Attribute)],
        elided: &[Identifier],
    ) {
        if attrs.iter().all(|(n, _)| elided.contains(n)) {
            return;
        }
        self.write(" attributes");
        self.print_optional_attr_dict_ids(attrs, elided);
    }

    /// `{a = 1, b}`.
    pub fn print_attr_dict_entries(&mut self, entries: &[(Identifier, Attribute)]) {
        self.p.dict(entries);
    }

    /// ` attributes {a = 1}` (MLIR's `printOptionalAttrDictWithKeyword`).
    pub fn print_optional_attr_dict_with_keyword(
        &mut self,
        attrs: &[(Identifier, Attribute)],
        elided: &[&str],
    ) {
        let ctx = self.p.ctx;
        if attrs
            .iter()
            .all(|(n, _)| elided.contains(&ctx.ident_str(*n)))
        {
            return;
        }
        self.write(" attributes");
        self.print_optional_attr_dict(attrs, elided);
    }

    /// All attributes of `op`: its properties and its attribute dictionary, sorted by
    /// name (MLIR's `getAttrDictionary` of an op with properties).
    pub fn op_attributes(&self, op: Op) -> Vec<(Identifier, Attribute)> {
        let (ctx, ir) = (self.p.ctx, self.p.ir);
        let attrs = ir.attrs(ctx, op);
        let props = ir
            .properties(op)
            .map_or(&[][..], |p| ctx.dictionary_entries(p));
        // Each is sorted already.
        if props.is_empty() || attrs.is_empty() {
            return if props.is_empty() { attrs } else { props }.to_vec();
        }
        let mut all: Vec<(Identifier, Attribute)> = attrs.to_vec();
        all.extend_from_slice(props);
        all.sort_by(|a, b| ctx.ident_str(a.0).cmp(ctx.ident_str(b.0)));
        all
    }

    /// The attribute `name` of `op` (from its properties or its dictionary).
    pub fn op_attribute(&self, op: Op, name: &str) -> Option<Attribute> {
        let (ctx, ir) = (self.p.ctx, self.p.ir);
        let id = ctx.lookup_ident(name)?;
        ir.properties(op)
            .and_then(|p| ctx.dictionary_get(p, id))
            .or_else(|| ctx.dictionary_get(ir.attr_dictionary(op), id))
    }

    /// A region (MLIR's `printRegion`): `entry_args` prints the entry block's label
    /// and arguments when it has arguments; without `terminators`, a block's last op
    /// is left out when it is a terminator; `empty_block` prints the label of an
    /// empty entry block.
    pub fn print_region(
        &mut self,
        region: Region,
        entry_args: bool,
        terminators: bool,
        empty_block: bool,
    ) {
        self.p
            .region(region, entry_args, terminators, empty_block, None);
    }

    /// A block argument with its type and, when not empty, its attributes:
    /// `%arg0: i32 {a}`.
    pub fn print_region_argument(&mut self, v: Value, attrs: Option<Attribute>) {
        if self.p.dry {
            // MLIR's dry run visits the type, not the attributes.
            let t = self.p.ir.value_type(v);
            return self.p.ty(t);
        }
        self.p.value(v, true);
        self.write(": ");
        let t = self.p.ir.value_type(v);
        self.p.ty(t);
        if let Some(a) = attrs {
            let entries = self.p.ctx.dictionary_entries(a);
            if !entries.is_empty() {
                self.write(" ");
                self.p.dict(entries);
            }
        }
    }

    /// A successor `^bb1`.
    pub fn print_successor(&mut self, b: Block) {
        self.p.block_name(b);
    }

    /// `^bb1(%a, %b : i32, i32)`, or `^bb1` without operands.
    pub fn print_successor_and_use_list(&mut self, b: Block, operands: &[Value]) {
        if self.p.dry {
            // MLIR's dry run visits nothing of it, not even the types.
            return;
        }
        self.p.block_name(b);
        if operands.is_empty() {
            return;
        }
        self.write("(");
        self.print_operands(operands);
        self.write(" : ");
        let ir = self.p.ir;
        self.print_types(operands.iter().map(|&v| ir.value_type(v)));
        self.write(")");
    }

    /// `op` (an op nested in the one being printed) in its custom form if it has one,
    /// else in generic form, without its results (MLIR's `printCustomOrGenericOp`).
    pub fn print_custom_or_generic_op(&mut self, op: Op) {
        self.p.op_without_results(op);
    }

    /// The results of the affine map `map` with its dimensions and symbols replaced by
    /// `operands` (dimensions first), comma-separated: `%i + 1, %j * 2 +
    /// symbol(%n)` (MLIR's `printAffineMapOfSSAIds`).
    pub fn print_affine_map_of_ssa_ids(&mut self, map: Attribute, operands: &[Value]) {
        if self.p.dry {
            // Folded into the syntax: MLIR's dry run visits nothing of it.
            return;
        }
        let Some(m) = self.affine_map(map) else {
            self.p.attr(map);
            return;
        };
        let (dims, syms) = operands.split_at(m.num_dims.min(operands.len()));
        let mut text = String::new();
        for (i, e) in m.results.iter().enumerate() {
            if i > 0 {
                text.push_str(", ");
            }
            self.write_expr_of_ssa_ids(&mut text, e, dims, syms);
        }
        self.p.out.push_str(&text);
    }

    /// `expr` with dimension `i` written as `dims[i]` and symbol `i` as
    /// `symbol(syms[i])` (MLIR's `printAffineExprOfSSAIds`).
    pub fn print_affine_expr_of_ssa_ids(
        &mut self,
        expr: &AffineExpr,
        dims: &[Value],
        syms: &[Value],
    ) {
        if self.p.dry {
            return;
        }
        let mut text = String::new();
        self.write_expr_of_ssa_ids(&mut text, expr, dims, syms);
        self.p.out.push_str(&text);
    }

    fn write_expr_of_ssa_ids(
        &self,
        out: &mut String,
        e: &AffineExpr,
        dims: &[Value],
        syms: &[Value],
    ) {
        let (names, ir) = (&self.p.names, self.p.ir);
        e.print_with(out, &mut |out, symbol, i| {
            let v = if symbol { syms.get(i) } else { dims.get(i) };
            if symbol {
                out.push_str("symbol(");
            }
            match v {
                Some(&v) => names.write_value(ir, v, true, out),
                None => out.push_str("<<UNKNOWN SSA VALUE>>"),
            }
            if symbol {
                out.push(')');
            }
        });
    }

    /// The map an `affine_map<...>` attribute holds ([`AffineMap::from_attr`]), read
    /// once per print.
    pub fn affine_map(&mut self, attr: Attribute) -> Option<Rc<AffineMap>> {
        let ctx = self.p.ctx;
        self.p
            .affine_maps
            .entry(attr)
            .or_insert_with(|| AffineMap::from_attr(ctx, attr).map(Rc::new))
            .clone()
    }

    /// The set an `affine_set<...>` attribute holds ([`IntegerSet::from_attr`]), read
    /// once per print.
    pub fn integer_set(&mut self, attr: Attribute) -> Option<Rc<IntegerSet>> {
        let ctx = self.p.ctx;
        self.p
            .integer_sets
            .entry(attr)
            .or_insert_with(|| IntegerSet::from_attr(ctx, attr).map(Rc::new))
            .clone()
    }

    /// Whether `v` has a name printed (it is in the printed IR).
    pub fn is_named(&self, v: Value) -> bool {
        self.p.names.value_id(v) != UNNAMED
    }
}

/// The end of the first `<...>` of `text` (after its `>`), quoted strings skipped.
fn angle_literal_end(text: &str) -> Option<usize> {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for (i, c) in text.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '<' => depth += 1,
            '>' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use crate::asm::PrintOptions;
    use crate::dialects::testing::{assert_roundtrip, read};

    #[test]
    fn a_module_in_the_implicit_module_is_module() {
        // Found by the ir_custom_roundtrip fuzz target: two top-level modules, printed
        // in an implicit `module { ... }`, were `builtin.module` (that region had no
        // default dialect), and `module` when read back from the generic print.
        let out = assert_roundtrip("module {\n}\nmodule @n {\n  func.func private @f()\n}\n");
        // As mlir-opt-19 prints it.
        assert_eq!(
            out,
            "module {\n  module {\n  }\n  module @n {\n    func.func private @f()\n  }\n}\n"
        );
    }

    /// A module of `n` functions of the core dialects: constants named by their value,
    /// affine maps (aliases), a block with a label, a function with no body.
    fn functions(n: usize, extra: &str) -> String {
        let mut text = String::from("module {\n");
        for k in 0..n {
            text.push_str(&format!(
                "  func.func @f{k}(%a: index, %b: i32) -> i32 {{\n    %c{k} = arith.constant {k} : i32\n    %0 = arith.addi %b, %c{k} : i32\n    %1 = affine.apply affine_map<(d0) -> (d0 * {m})>(%a)\n    cf.br ^bb1(%0 : i32)\n  ^bb1(%2: i32):\n    {extra}return %2 : i32\n  }}\n  func.func private @g{k}()\n",
                m = k % 3 + 2
            ));
        }
        text.push_str("}\n");
        text
    }

    #[test]
    fn the_module_body_prints_the_same_on_threads() {
        let text = functions(40, "");
        let (ctx, ir) = read(&text).unwrap();
        for aliases in [false, true] {
            let one = PrintOptions::default().with_aliases(aliases);
            let many = one.with_threads(3).with_parallel_min_ops(0);
            let expected = ir.print_with(&ctx, &one);
            assert_eq!(ir.print_with(&ctx, &many), expected);
            let mut streamed = Vec::new();
            ir.print_to_with(&ctx, &mut streamed, &many).unwrap();
            assert_eq!(String::from_utf8(streamed).unwrap(), expected);
            assert!(
                expected.contains("%c39_i32 = arith.constant 39 : i32"),
                "{expected}"
            );
            assert_eq!(expected.contains("#map1 = affine_map"), aliases);
        }
        // `distinct` attributes, numbered in print order with aliases.
        let text = functions(12, "\"x.d\"() {d = distinct[7]<1 : i32>} : () -> ()\n    ");
        let (ctx, ir) = read(&text).unwrap();
        let one = PrintOptions::default().with_aliases(true);
        let expected = ir.print_with(&ctx, &one);
        let many = one.with_threads(2).with_parallel_min_ops(0);
        assert_eq!(ir.print_with(&ctx, &many), expected);
    }
}
