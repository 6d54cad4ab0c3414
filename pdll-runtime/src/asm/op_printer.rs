//! Printer for the generic operation form, byte-identical to
//! `mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic`.
//!
//! Value numbering follows MLIR's `SSANameState` with unique IDs (the generic form
//! implies them): the root op's regions are numbered from a stack, each region's block
//! arguments and op results first, then the regions of its ops are pushed; counters are
//! never reset. Entry block arguments are `%argN`, other values `%N`; an op with
//! several results takes one number (`%3:2`, used as `%3#1`).

use crate::asm::aliases::Aliases;
use crate::asm::options::PrintOptions;
use crate::asm::printer::write_escaped;
use crate::asm::resources::ResourcePrinter;
use crate::attributes::Attribute;
use crate::ident::Identifier;
use crate::ir::index_vec::IndexVec;
use crate::ir::{Block, Ir, Op, Region, Value};
use crate::types::Type;
use crate::Context;
use rustc_hash::FxHashMap;
use std::fmt::Write;

const UNNAMED: u32 = u32::MAX;
const ARG: u32 = 1 << 31;

/// Names of values and blocks for one print.
#[derive(Default)]
struct Names {
    /// Per value: its number (`ARG` bit set for `%argN`), or `UNNAMED`.
    values: IndexVec<Value, u32>,
    /// Per block: its number within its region.
    blocks: IndexVec<Block, u32>,
    /// Per block: predecessor blocks (one entry per successor use).
    preds: FxHashMap<Block, Vec<Block>>,
}

impl Names {
    fn compute(ir: &Ir, root_op: Option<Op>, root_regions: &[Region]) -> Names {
        let mut n = Names {
            values: IndexVec::from_elem(UNNAMED, ir.values.len()),
            blocks: IndexVec::from_elem(UNNAMED, ir.blocks.len()),
            preds: FxHashMap::default(),
        };
        let (mut next_value, mut next_arg) = (0u32, 0u32);
        if let Some(op) = root_op {
            n.number_results(ir, op, &mut next_value);
        }
        let mut stack: Vec<Region> = root_regions.to_vec();
        while let Some(region) = stack.pop() {
            let blocks = ir.region_blocks(region);
            for (bi, &b) in blocks.iter().enumerate() {
                n.blocks[b] = bi as u32;
                for &a in ir.block_arguments(b) {
                    n.values[a] = if bi == 0 {
                        next_arg += 1;
                        (next_arg - 1) | ARG
                    } else {
                        next_value += 1;
                        next_value - 1
                    };
                }
                for op in ir.block_ops(b) {
                    n.number_results(ir, op, &mut next_value);
                    for &s in ir.successors(op) {
                        n.preds.entry(s).or_default().push(b);
                    }
                }
            }
            for &b in blocks {
                for op in ir.block_ops(b) {
                    stack.extend_from_slice(ir.regions(op));
                }
            }
        }
        n
    }

    fn number_results(&mut self, ir: &Ir, op: Op, next: &mut u32) {
        if ir.num_results(op) > 0 {
            for v in ir.results(op) {
                self.values[v] = *next;
            }
            *next += 1;
        }
    }
}

/// What is left to print, on the op printer's stack.
enum Print {
    /// The ops of a block from this one on, at this indent.
    Ops(Option<Op>, usize),
    /// A region, opened at this indent.
    Region(Region, usize),
    /// The closing `}` of a region.
    RegionEnd(usize),
    /// The header line of a block (indent, whether it is an entry block).
    BlockHeader(Block, usize, bool),
    /// The rest of an op after its regions.
    OpEnd(Op),
    /// The end of an op's line.
    EndLine,
    /// Text between regions.
    Text(&'static str),
}

struct OpPrinter<'c, 'w> {
    ctx: &'c Context,
    ir: &'c Ir,
    names: Names,
    out: String,
    /// Where `out` is flushed to as it grows, when printing to a writer (so a big
    /// module is never held as one string), and the first write error.
    sink: Option<(&'w mut dyn std::io::Write, Option<std::io::Error>)>,
    /// Whether to print MLIR's aliases, and once the IR is walked, what they are.
    with_aliases: bool,
    aliases: Option<Aliases<'c>>,
    /// When printing the whole IR and it holds resources: what prints them after the
    /// module, reading the text for the blobs it refers to as it is written.
    resources: Option<ResourcePrinter<'c>>,
}

/// `OpPrinter::out` is flushed to the sink once it holds this many bytes.
const FLUSH_BYTES: usize = 1 << 16;

impl OpPrinter<'_, '_> {
    /// Writes out what is buffered, if printing to a writer and the buffer is full
    /// enough (or `force`).
    fn flush(&mut self, force: bool) {
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

    fn value(&mut self, v: Value) {
        let id = self.names.values.get(v).copied().unwrap_or(UNNAMED);
        if id == UNNAMED {
            self.out.push_str("<<UNKNOWN SSA VALUE>>");
        } else if id & ARG != 0 {
            let _ = write!(self.out, "%arg{}", id & !ARG);
        } else {
            let _ = write!(self.out, "%{id}");
            if let Some(op) = self.ir.defining_op(v) {
                if self.ir.num_results(op) > 1 {
                    let _ = write!(self.out, "#{}", self.ir.result_index(v).unwrap_or(0));
                }
            }
        }
    }

    /// A type, or its alias when printing aliases.
    fn ty(&mut self, t: Type) {
        match &mut self.aliases {
            Some(a) => a.print_type(t, &mut self.out),
            None => self.ctx.print_type(t, &mut self.out),
        }
    }

    /// An attribute (with its type), or its alias when printing aliases.
    fn attr(&mut self, attr: Attribute) {
        match &mut self.aliases {
            Some(a) => a.print_attr(attr, false, &mut self.out),
            None => self.ctx.print_attr(attr, &mut self.out),
        }
    }

    /// `{name = value, ...}`.
    fn dict(&mut self, entries: &[(Identifier, Attribute)]) {
        match &mut self.aliases {
            Some(a) => a.print_dict_entries(entries, &mut self.out),
            None => self.ctx.print_dict_entries(entries, &mut self.out),
        }
    }

    fn block_name(&mut self, b: Block) {
        let id = self.names.blocks.get(b).copied().unwrap_or(UNNAMED);
        if id == UNNAMED {
            self.out.push_str("<<UNKNOWN BLOCK>>");
        } else {
            let _ = write!(self.out, "^bb{id}");
        }
    }

    fn indent(&mut self, n: usize) {
        self.out.extend(std::iter::repeat_n(' ', n));
    }

    /// Prints `op` and everything nested in it. Keeps its own stack of what is left
    /// to print rather than recursing per region: IR built through the API may nest
    /// deeper than a thread's stack allows recursion to go.
    fn op(&mut self, op: Op, indent: usize) {
        let mut tasks = Vec::new();
        self.op_start(op, indent, &mut tasks);
        self.run(tasks);
    }

    /// Prints what `tasks` hold, last first, and all they queue.
    fn run(&mut self, mut tasks: Vec<Print>) {
        while let Some(task) = tasks.pop() {
            match task {
                Print::Ops(cur, indent) => self.ops_from(cur, indent, &mut tasks),
                Print::Region(r, indent) => self.region(r, indent, &mut tasks),
                Print::Text(s) => self.out.push_str(s),
                Print::RegionEnd(indent) => {
                    self.indent(indent);
                    self.out.push('}');
                }
                Print::OpEnd(op) => self.op_end(op),
                Print::BlockHeader(b, indent, entry) => self.block_header(b, indent, entry),
                Print::EndLine => {
                    self.out.push('\n');
                    self.flush(false);
                }
            }
        }
    }

    /// Prints `op` up to its regions, and queues the rest (or prints it all when it has
    /// no regions).
    fn op_start(&mut self, op: Op, indent: usize, tasks: &mut Vec<Print>) {
        self.indent(indent);
        let (ctx, ir) = (self.ctx, self.ir);
        let nres = ir.num_results(op);
        if nres > 0 {
            self.value(ir.result(op, 0));
            if nres > 1 {
                // `%3#0` was printed: replace the `#0` with `:N`.
                let hash = self.out.rfind('#').unwrap_or(self.out.len());
                self.out.truncate(hash);
                let _ = write!(self.out, ":{nres}");
            }
            self.out.push_str(" = ");
        }
        self.out.push('"');
        write_escaped(&mut self.out, ctx.op_name_str(ir.op_name(op)));
        self.out.push_str("\"(");
        for (i, &v) in ir.operands(op).iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(v);
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
        if regions.is_empty() {
            return self.op_end(op);
        }
        self.out.push_str(" (");
        // Queued last to first: ` (` region `, ` region `)` and the rest of the op.
        tasks.push(Print::OpEnd(op));
        tasks.push(Print::Text(")"));
        for (i, &r) in regions.iter().enumerate().rev() {
            tasks.push(Print::Region(r, indent));
            if i > 0 {
                tasks.push(Print::Text(", "));
            }
        }
    }

    /// Prints the rest of `op` after its regions: attributes and function type.
    fn op_end(&mut self, op: Op) {
        let (ctx, ir) = (self.ctx, self.ir);
        let nres = ir.num_results(op);
        let attrs = ir.attrs(ctx, op);
        if !attrs.is_empty() {
            self.out.push(' ');
            self.dict(attrs);
        }
        self.out.push_str(" : (");
        for (i, t) in ir.operand_types(op).enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(t);
        }
        self.out.push_str(") -> ");
        let single = nres == 1
            && !matches!(
                ctx.type_kind(ir.value_type(ir.result(op, 0))),
                crate::types::TypeKind::Function { .. }
            );
        if single {
            self.ty(ir.value_type(ir.result(op, 0)));
        } else {
            self.out.push('(');
            for (i, t) in ir.result_types(op).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.ty(t);
            }
            self.out.push(')');
        }
    }

    /// Prints the start of region `r` and queues its blocks.
    fn region(&mut self, r: Region, indent: usize, tasks: &mut Vec<Print>) {
        self.out.push_str("{\n");
        tasks.push(Print::RegionEnd(indent));
        let blocks = self.ir.region_blocks(r);
        // Queued last to first: each block's header (if printed) then its ops.
        for (i, &b) in blocks.iter().enumerate().rev() {
            tasks.push(Print::Ops(self.ir.block_ops(b).next(), indent + 2));
            // An entry block with predecessors is invalid (the verifier says so, as
            // MLIR's does), but its label must still print, or the branches to it would
            // name a block the text never defines.
            let header = i > 0
                || self.ir.block_is_empty(b)
                || !self.ir.block_arguments(b).is_empty()
                || self.names.preds.contains_key(&b);
            if header {
                tasks.push(Print::BlockHeader(b, indent, i == 0));
            }
        }
    }

    /// Prints the ops from `cur` on (of one block) until one with regions, which it
    /// starts, queueing the ops after it.
    fn ops_from(&mut self, mut cur: Option<Op>, indent: usize, tasks: &mut Vec<Print>) {
        while let Some(op) = cur {
            cur = self.ir.next_op(op);
            if !self.ir.regions(op).is_empty() {
                tasks.push(Print::Ops(cur, indent));
                tasks.push(Print::EndLine);
                return self.op_start(op, indent, tasks);
            }
            self.op_start(op, indent, tasks);
            self.out.push('\n');
            self.flush(false);
        }
    }

    /// Prints the header line of block `b` (`^bb1(%arg: i32):  // pred: ^bb0`).
    fn block_header(&mut self, b: Block, indent: usize, entry: bool) {
        let ir = self.ir;
        {
            self.indent(indent);
            self.block_name(b);
            let args = ir.block_arguments(b);
            if !args.is_empty() {
                self.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.value(a);
                    self.out.push_str(": ");
                    self.ty(ir.value_type(a));
                }
                self.out.push(')');
            }
            self.out.push(':');
            match self.names.preds.get(&b).map(|p| p.as_slice()) {
                None | Some([]) => {
                    if !entry {
                        self.out.push_str("  // no predecessors");
                    }
                }
                Some([p]) => {
                    let p = *p;
                    self.out.push_str("  // pred: ");
                    self.block_name(p);
                }
                Some(ps) => {
                    let mut ps = ps.to_vec();
                    ps.sort_by_key(|&p| self.names.blocks[p]);
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
}

impl Ir {
    /// Prints the whole IR as `mlir-opt` prints it by default: registered ops with a
    /// custom form in that form, every other op in generic form; then the IR's
    /// `{-# ... #-}` resources, if it has any to print ([`crate::asm::resources`]).
    pub fn print(&self, ctx: &Context) -> String {
        self.print_with(ctx, &PrintOptions::default())
    }

    /// [`Ir::print`] with `options`: with [`PrintOptions::aliases`], MLIR's builtin
    /// aliases of what the custom form prints are defined above the module and used in
    /// it, as mlir-opt-19 prints by default; they are found by a dry run of the
    /// printer, as MLIR finds them ([`crate::asm::aliases`]). The text ends with one
    /// newline (mlir-opt's output adds one more).
    pub fn print_with(&self, ctx: &Context, options: &PrintOptions) -> String {
        let mut p = crate::asm::custom::FormPrinter::new(ctx, self, None);
        p.out.reserve(self.ops.len() * 40);
        p.print_all(options);
        p.out
    }

    /// [`Ir::print_with`] into `w`, a buffer at a time.
    pub fn print_to_with(
        &self,
        ctx: &Context,
        w: &mut dyn std::io::Write,
        options: &PrintOptions,
    ) -> std::io::Result<()> {
        let mut p = crate::asm::custom::FormPrinter::new(ctx, self, Some(w));
        p.print_all(options);
        p.finish().map(|_| ())
    }

    /// Prints one op (and everything nested in it) in the default form, numbering
    /// values from the op as the root; ends with a newline.
    pub fn print_op(&self, ctx: &Context, op: Op) -> String {
        let mut p = crate::asm::custom::FormPrinter::new(ctx, self, None);
        p.print_root_op(op);
        p.out
    }

    /// Prints the whole IR in generic form, as `mlir-opt --mlir-print-op-generic`
    /// does: a single top-level `builtin.module` op is printed as is, anything else is
    /// wrapped in an implicit `"builtin.module"() ({ ... }) : () -> ()`; then the IR's
    /// `{-# ... #-}` resources, if it has any to print ([`crate::asm::resources`]).
    /// The text ends with one newline (mlir-opt's output adds one more).
    pub fn print_generic(&self, ctx: &Context) -> String {
        self.print_generic_with(ctx, &PrintOptions::default())
    }

    /// [`Ir::print_generic`] with `options`: with [`PrintOptions::aliases`], MLIR's
    /// builtin aliases are defined above the module and used in it, as mlir-opt-19
    /// prints without `--mlir-print-local-scope` ([`crate::asm::aliases`]).
    pub fn print_generic_with(&self, ctx: &Context, options: &PrintOptions) -> String {
        let mut p = self.generic_printer(ctx, None, options);
        p.out.reserve(self.ops.len() * 48);
        p.print_all();
        p.out
    }

    /// [`Ir::print_generic`] into `w`, a buffer at a time: printing a big module
    /// does not hold its whole text in memory.
    pub fn print_generic_to(
        &self,
        ctx: &Context,
        w: &mut dyn std::io::Write,
    ) -> std::io::Result<()> {
        self.print_generic_to_with(ctx, w, &PrintOptions::default())
    }

    /// [`Ir::print_generic_to`] with `options` (see [`Ir::print_generic_with`]).
    pub fn print_generic_to_with(
        &self,
        ctx: &Context,
        w: &mut dyn std::io::Write,
        options: &PrintOptions,
    ) -> std::io::Result<()> {
        let mut p = self.generic_printer(ctx, Some(w), options);
        p.print_all();
        p.flush(true);
        match p.sink {
            Some((_, Some(e))) => Err(e),
            _ => Ok(()),
        }
    }

    fn generic_printer<'c, 'w>(
        &'c self,
        ctx: &'c Context,
        sink: Option<&'w mut dyn std::io::Write>,
        options: &PrintOptions,
    ) -> OpPrinter<'c, 'w> {
        OpPrinter {
            ctx,
            ir: self,
            names: Names::default(),
            out: String::new(),
            sink: sink.map(|w| (w, None)),
            with_aliases: options.aliases,
            aliases: None,
            resources: None,
        }
    }

    /// Prints one op (and everything nested in it) in generic form, numbering values
    /// from the op as the root; ends with a newline. (Aliases are a whole file's: as
    /// MLIR prints an op with a parent, this prints attributes inline.)
    pub fn print_op_generic(&self, ctx: &Context, op: Op) -> String {
        let mut p = self.generic_printer(ctx, None, &PrintOptions::default());
        p.out.reserve(self.ops.len() * 48);
        p.print_root_op(op);
        p.out
    }
}

impl OpPrinter<'_, '_> {
    /// `op` and everything nested in it, numbering values from `op` as the root.
    fn print_root_op(&mut self, op: Op) {
        self.names = Names::compute(self.ir, Some(op), self.ir.regions(op));
        self.op(op, 0);
        self.out.push('\n');
    }

    /// The whole IR (see [`Ir::print_generic`]), then its resources.
    fn print_all(&mut self) {
        self.resources = ResourcePrinter::new(self.ir);
        self.module();
        if let Some(mut r) = self.resources.take() {
            // The text not written out yet.
            r.scan(&self.out);
            r.finish(&mut self.out);
        }
    }

    /// The whole IR, with the definitions of its aliases if asked.
    fn module(&mut self) {
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
        if self.with_aliases {
            let mut aliases = Aliases::collect(ctx, ir, root);
            aliases.print_definitions(&mut self.out);
            self.aliases = Some(aliases);
        }
        if let Some(op) = root {
            return self.print_root_op(op);
        }
        self.names = Names::compute(ir, None, &[ir.top_region()]);
        self.out.push_str("\"builtin.module\"() (");
        self.run(vec![Print::Region(ir.top_region(), 0)]);
        self.out.push_str(") : () -> ()\n");
    }
}

#[cfg(test)]
mod tests {
    use crate::{Context, Ir};

    /// A writer that fails after `budget` bytes.
    struct Failing {
        budget: usize,
    }

    impl std::io::Write for Failing {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            if buf.len() > self.budget {
                return Err(std::io::Error::other("disk full"));
            }
            self.budget -= buf.len();
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn printing_to_a_writer_gives_the_same_text_and_reports_write_errors() {
        // Bare ops (an implicit module) and one explicit module, each large enough
        // to be flushed several times.
        let body: String = (0..5000)
            .map(|i| format!("  %{i} = \"x.a\"() {{k = {i} : i32}} : () -> i32\n"))
            .collect();
        for src in [body.clone(), format!("module {{\n{body}}}\n")] {
            let mut ctx = Context::new();
            let mut ir = Ir::new();
            ir.parse_source(&mut ctx, &src).unwrap();
            let text = ir.print_generic(&ctx);
            assert!(text.len() > 3 * super::FLUSH_BYTES);
            let mut out = Vec::new();
            ir.print_generic_to(&ctx, &mut out).unwrap();
            assert_eq!(String::from_utf8(out).unwrap(), text);
            let e = ir
                .print_generic_to(&ctx, &mut Failing { budget: 1000 })
                .unwrap_err();
            assert_eq!(e.to_string(), "disk full");
        }
    }
}
