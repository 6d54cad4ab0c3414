//! Parsing the ops of one big block on several threads: the body of a file's `module`
//! (or the file's top level), which holds nearly all of a big file's ops as a few
//! thousand functions.
//!
//! The text after the block's first op is cut at line starts that look like the start
//! of an op at the block's indentation (`func.func ...`, `"d.op"(...)`): chunk 0 is
//! parsed in place by the calling thread, as a sequential parse would, and every other
//! chunk by a worker thread into an IR and a [`Context`] fork of its own (a shard of an
//! empty holder op, `ir::shard`). A chunk's ops are kept only if the parse is exactly
//! the sequential one, which is checked, not assumed:
//!
//! - each chunk ends exactly where the next starts: the parse of its last op, which
//!   reads the same text with the same state as the sequential parse, stops there. So,
//!   chunk 0 starting at a real op, every cut is one, by induction;
//! - a chunk's ops are parsed with the state a sequential parse has at its start: no
//!   SSA name or block label is in view when the block is cut or after chunk 0, no op
//!   of a chunk defines a name or label at the block's level or uses one defined
//!   outside its own ops, and no `distinct[N]` attribute is read (their numbers follow
//!   the order of the text).
//!
//! The first chunk that fails either check (or has an error) is dropped with every
//! chunk after it, and the calling thread parses on from its start as if no thread had
//! run: the ops, their order and every error are those of a sequential parse. The kept
//! shards are scattered into the IR after chunk 0's ops (what their forks interned is
//! interned into the calling thread's context first) and moved into the block. Handles
//! differ from a sequential parse's (the holders take a few slots); nothing printed
//! depends on them.

use super::{OpParser, RegionScope};
use crate::asm::lexer::TokenKind;
use crate::asm::options::ParseOptions;
use crate::asm::parser::PResult;
use crate::attributes::Attribute;
use crate::interner::Absorbed;
use crate::ir::shard::{Shard, ShardMaps};
use crate::ir::{Block, Op, OperationState, Region};
use crate::types::Type;
use crate::Context;
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicBool, Ordering};

/// Where [`OpParser::may_split`] may cut: the file's top level, or the region of a
/// top-level op (a `module`'s body). Each is tried once.
#[derive(Clone, Copy, Default)]
pub(super) struct SplitTries {
    /// Whether a block was cut (then no other is).
    done: bool,
    /// Per level (1: the file's, 2: a top-level op's region), whether it was tried.
    tried: [bool; 3],
}

/// What a worker needs of the calling thread's parser state, copied before the
/// threads start.
struct Setup<'a> {
    src: &'a str,
    options: ParseOptions,
    depth: usize,
    default_dialects: Vec<Option<crate::ir::OpName>>,
    attr_aliases: FxHashMap<&'a str, Attribute>,
    type_aliases: FxHashMap<&'a str, Type>,
}

/// One chunk after the first: its text, and where its ops go.
struct Chunk {
    start: usize,
    /// Where the next chunk starts (`None` for the last chunk, which parses to the end
    /// of the block).
    end: Option<usize>,
    /// The holder op in the main IR whose (only) block receives the chunk's ops.
    holder: Op,
    shard: Shard,
    fork: Context,
}

/// Where a worker's parse stopped: the current token's start and the previous token's
/// end, which the calling thread resumes from.
#[derive(Clone, Copy)]
struct Stop {
    at: usize,
    prev_end: u32,
}

impl<'a> OpParser<'a, '_> {
    /// Whether the block whose ops come next may be cut into chunks.
    pub(super) fn may_split(&self) -> bool {
        let level = self.regions.len();
        self.threads > 1
            && !self.split.done
            && level <= 2
            && !self.split.tried[level]
            && self.p.lex.source().len() - self.p.tok.start as usize >= self.parallel_min_bytes
            && self.nothing_in_view()
    }

    /// Whether no SSA name, block label or `distinct` number is in view: then the ops
    /// that come next parse the same from an empty state.
    fn nothing_in_view(&self) -> bool {
        self.values.is_empty()
            && self.numbered.is_empty()
            && self.pending_forward == 0
            && self.p.distinct_ids.is_empty()
            && self
                .regions
                .iter()
                .all(|s| s.names.is_empty() && s.numbered.is_empty() && s.blocks.is_empty())
    }

    /// Parses the ops of `block` from here, cut into chunks parsed at once (see the
    /// module docs); returns the ops appended to `block`. The parser is left where a
    /// sequential parse goes on: after the ops kept.
    pub(super) fn parse_split(&mut self, block: Block) -> PResult<Vec<Op>> {
        let level = self.regions.len();
        self.split.tried[level] = true;
        let src = self.p.lex.source();
        let first = self.p.tok.start as usize;
        // No chunk under a quarter of the threshold: more threads than that cost more
        // in forks and copies than they save.
        let most = (src.len() - first) / (self.parallel_min_bytes / 4).max(1);
        let starts = chunk_starts(src, first, self.threads.min(most.max(1)));
        if starts.is_empty() {
            return Ok(Vec::new());
        }
        self.split.done = true;
        let mut chunks = self.chunks(&starts);
        let setup = Setup {
            src,
            options: ParseOptions::default()
                .with_max_nesting(self.p.max_nesting)
                .with_threads(1),
            depth: self.p.depth,
            default_dialects: self.default_dialects.clone(),
            attr_aliases: self.p.attr_aliases.clone(),
            type_aliases: self.p.type_aliases.clone(),
        };
        let marks = self.p.ctx.interner.marks();
        let cancel = AtomicBool::new(false);
        let mut ops = Vec::new();
        let (own, stops) = std::thread::scope(|s| {
            let workers: Vec<_> = chunks
                .iter_mut()
                .map(|chunk| {
                    let (setup, cancel) = (&setup, &cancel);
                    std::thread::Builder::new()
                        .stack_size(worker_stack(setup.options.max_nesting))
                        .spawn_scoped(s, move || parse_chunk(chunk, setup, cancel))
                })
                .collect();
            let own = self.parse_ops_before(block, starts[0], &mut ops);
            if own.is_err() {
                cancel.store(true, Ordering::Relaxed);
            }
            let stops: Vec<Option<Stop>> = workers
                .into_iter()
                .map(|w| match w {
                    Ok(handle) => handle
                        .join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                    Err(_) => None,
                })
                .collect();
            (own, stops)
        });
        if own.is_err() {
            self.erase_holders(&chunks);
            return own.map(|()| ops);
        }
        // Chunk 0 must end where chunk 1 starts, with nothing in view; then each chunk
        // kept ends where the next starts (`parse_chunk` checked it).
        let kept = if self.p.tok.start as usize == starts[0] && self.nothing_in_view() {
            stops.iter().take_while(|s| s.is_some()).count()
        } else {
            0
        };
        if let Some(stop) = kept.checked_sub(1).and_then(|k| stops[k]) {
            self.keep_chunks(&chunks[..kept], marks, block, &mut ops);
            self.chunks_kept += kept;
            self.p.resume_at(stop.at, stop.prev_end);
        }
        self.erase_holders(&chunks);
        Ok(ops)
    }

    /// Erases the chunks' holder ops: empty, or never scattered into, so nothing
    /// refers to them.
    fn erase_holders(&mut self, chunks: &[Chunk]) {
        for chunk in chunks {
            self.ir
                .erase_op(chunk.holder)
                .expect("a holder op is used by nothing");
        }
    }

    /// A holder op, its shard and a context fork for each chunk starting at `starts`.
    fn chunks(&mut self, starts: &[usize]) -> Vec<Chunk> {
        let name = self.placeholder_op_name();
        let holders: Vec<Op> = starts
            .iter()
            .map(|_| {
                let region = self.ir.create_region();
                let b = self.ir.create_block(&[]);
                self.ir.append_block(region, b);
                let mut state = OperationState::new(name);
                state.regions.push(region);
                self.ir.create_op(state)
            })
            .collect();
        let mut maps = ShardMaps::default();
        holders
            .iter()
            .enumerate()
            .map(|(k, &holder)| {
                let mut shard =
                    Shard::gather(self.ir, holder, &mut maps).expect("a new op's region is closed");
                let end = starts.get(k + 1).copied();
                // Room for the chunk's ops up front (see `Ir::parse_source_with`).
                let ops = (end.unwrap_or(self.p.lex.source().len()) - starts[k]) / 30;
                shard.ir.reserve(ops, ops, ops * 2);
                Chunk {
                    start: starts[k],
                    end,
                    holder,
                    shard,
                    fork: self.p.ctx.fork(),
                }
            })
            .collect()
    }

    /// Parses ops into `block` (and `ops`) until one starts at or after `end` or the
    /// block ends.
    fn parse_ops_before(&mut self, block: Block, end: usize, ops: &mut Vec<Op>) -> PResult<()> {
        while (self.p.tok.start as usize) < end && starts_op(self.p.tok.kind) {
            let op = self.parse_op()?;
            self.ir.append_op(block, op);
            ops.push(op);
        }
        Ok(())
    }

    /// Interns what the kept chunks' forks interned, scatters their shards after the
    /// IR's entities and moves their ops to the end of `block`.
    fn keep_chunks(
        &mut self,
        kept: &[Chunk],
        marks: crate::interner::Marks,
        block: Block,
        ops: &mut Vec<Op>,
    ) {
        let names: Vec<Absorbed> = kept
            .iter()
            .map(|c| self.p.ctx.interner.absorb(&c.fork.interner, marks))
            .collect();
        for (chunk, names) in kept.iter().zip(&names) {
            chunk.shard.append_to(self.ir, names);
        }
        for chunk in kept {
            self.ir.absorb_shard_counts(&chunk.shard);
            let from = self.holder_block(chunk.holder);
            while let Some(op) = self.ir.block_first_op(from) {
                self.ir.remove_op(op);
                self.ir.append_op(block, op);
                ops.push(op);
            }
        }
    }

    /// The block of a holder op.
    fn holder_block(&self, holder: Op) -> Block {
        let region: Region = self.ir.regions(holder)[0];
        self.ir.region_blocks(region)[0]
    }
}

/// Whether an op can start at a token of this kind (one that defines no name: a
/// custom op's name or a generic op's string).
fn starts_op(kind: TokenKind) -> bool {
    matches!(kind, TokenKind::BareIdent | TokenKind::String)
}

/// A worker's stack: room for the nesting limit at the measured worst per level (see
/// [`crate::asm::options`]), and never less than a main thread's.
fn worker_stack(max_nesting: usize) -> usize {
    (8 << 20).max(max_nesting.saturating_mul(4 << 10) + (1 << 20))
}

/// Parses one chunk into its shard, on a worker thread; `None` unless its ops parse
/// as a sequential parse would (see the module docs).
fn parse_chunk(chunk: &mut Chunk, setup: &Setup<'_>, cancel: &AtomicBool) -> Option<Stop> {
    let shell = chunk.shard.shell();
    let region = chunk.shard.ir.regions(shell)[0];
    let block = chunk.shard.ir.region_blocks(region)[0];
    let mut w = OpParser::with_options(
        &mut chunk.fork,
        &mut chunk.shard.ir,
        setup.src,
        &setup.options,
    );
    w.p.resume_at(chunk.start, chunk.start as u32);
    w.p.depth = setup.depth;
    w.default_dialects = setup.default_dialects.clone();
    w.p.attr_aliases = setup.attr_aliases.clone();
    w.p.type_aliases = setup.type_aliases.clone();
    w.regions.push(RegionScope::default());
    let end = chunk.end.unwrap_or(usize::MAX);
    while (w.p.tok.start as usize) < end && starts_op(w.p.tok.kind) {
        if cancel.load(Ordering::Relaxed) {
            return None;
        }
        let op = w.parse_op().ok()?;
        w.ir.append_op(block, op);
        if !w.nothing_in_view() {
            return None;
        }
    }
    let at = w.p.tok.start as usize;
    (chunk.end.is_none() || at == end).then_some(Stop {
        at,
        prev_end: w.p.prev_end,
    })
}

/// Where chunks 1.. start, for `threads` chunks of about equal text after the op at
/// `first`: at the first line after each even cut that starts, at the indentation of
/// `first`'s line, with a dotted op name or a quote. Fewer when lines like that are
/// missing.
fn chunk_starts(src: &str, first: usize, threads: usize) -> Vec<usize> {
    let bytes = src.as_bytes();
    let line_start = bytes[..first]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let indent = first - line_start;
    if bytes[line_start..first].iter().any(|&b| b != b' ') {
        // The first op does not start its line: no layout to go by.
        return Vec::new();
    }
    let len = src.len() - first;
    let mut starts: Vec<usize> = Vec::new();
    for k in 1..threads {
        let from = (first + len * k / threads).max(starts.last().map_or(first, |&s| s) + 1);
        if let Some(s) = next_op_line(bytes, from, indent) {
            if starts.last() != Some(&s) {
                starts.push(s);
            }
        }
    }
    starts
}

/// The first op start at or after `from` that begins a line at column `indent` with a
/// dotted name (`func.func`) or a quote (`"func.func"`).
fn next_op_line(bytes: &[u8], from: usize, indent: usize) -> Option<usize> {
    let mut line = from + bytes.get(from..)?.iter().position(|&b| b == b'\n')? + 1;
    loop {
        let at = line + indent;
        let rest = bytes.get(line..)?;
        let spaces = rest.iter().take_while(|&&b| b == b' ').count();
        if spaces == indent && looks_like_op(&bytes[at..]) {
            return Some(at);
        }
        line += rest.iter().position(|&b| b == b'\n')? + 1;
    }
}

/// Whether text starts with a quote or a bare identifier that holds a dot.
fn looks_like_op(text: &[u8]) -> bool {
    match text.first() {
        Some(b'"') => true,
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {
            let word = text
                .iter()
                .take_while(|&&b| b.is_ascii_alphanumeric() || b"_$.".contains(&b))
                .count();
            text[..word].contains(&b'.')
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::chunk_starts;
    use crate::asm::op_parser::OpParser;
    use crate::asm::options::ParseOptions;
    use crate::{Context, Ir};

    #[test]
    fn chunks_start_at_op_lines_of_the_first_ops_indentation() {
        let src = "module {\n  func.func @a() {\n    arith.addi\n  }\n  func.func @b() {\n  }\n  %0 = x.y\n  \"x.z\"() : () -> ()\n}\n";
        let first = src.find("func.func @a").unwrap();
        let b = src.find("func.func @b").unwrap();
        let z = src.find("\"x.z\"").unwrap();
        // Cuts at op lines of two spaces (not `arith.addi`, not `%0 = ...`), after
        // each even cut of the text: one for two threads, each op line once for many.
        assert_eq!(chunk_starts(src, first, 2), vec![z]);
        assert_eq!(chunk_starts(src, first, 8), vec![b, z]);
        assert_eq!(chunk_starts(src, b, 2), vec![z]);
        assert!(chunk_starts(src, z, 2).is_empty());
        // An op that does not start its line gives no cut.
        let inline = "module { func.func @a() {}\n func.func @b() {}\n}";
        assert!(chunk_starts(inline, 9, 2).is_empty());
    }

    /// `src` parsed on `threads` threads, cutting any block: its generic print or its
    /// error, and how many chunks other threads parsed.
    fn parse_on(src: &str, threads: usize) -> (Result<String, String>, usize) {
        let (mut ctx, mut ir) = (Context::new(), Ir::new());
        let options = ParseOptions::default()
            .with_threads(threads)
            .with_parallel_min_bytes(0);
        let top = ir.top_block();
        let mut p = OpParser::with_options(&mut ctx, &mut ir, src, &options);
        let parsed = p.parse_file(top);
        let kept = p.chunks_kept;
        let out = parsed
            .map(|_| ir.print_generic(&ctx))
            .map_err(|e| format!("{}:{}: {}", e.line, e.col, e.message));
        (out, kept)
    }

    /// Parses `src` on 1 to 4 threads: the same IR or error each time. Returns the
    /// chunks kept on 4 threads.
    fn same_on_any_threads(src: &str) -> usize {
        let (one, _) = parse_on(src, 1);
        for threads in 2..=3 {
            assert_eq!(parse_on(src, threads).0, one, "{threads} threads:\n{src}");
        }
        let (four, kept) = parse_on(src, 4);
        assert_eq!(four, one, "4 threads:\n{src}");
        kept
    }

    /// A function-like op with a body of `n` ops, at two spaces.
    fn function(k: usize, n: usize) -> String {
        let mut f = String::from("  \"x.func\"() ({\n  ^bb0(%arg0: i32):\n");
        for i in 0..n {
            f.push_str(&format!(
                "    %{i} = \"x.add\"(%arg0) {{k = {k} : i64}} : (i32) -> i{}\n",
                32 + i % 2
            ));
        }
        f.push_str("    \"x.return\"() : () -> ()\n  }) {sym_name = \"f");
        f.push_str(&format!("{k}\"}} : () -> ()\n"));
        f
    }

    fn module(functions: &[String]) -> String {
        format!(
            "\"builtin.module\"() ({{\n{}}}) : () -> ()\n",
            functions.concat()
        )
    }

    #[test]
    fn a_module_parses_on_threads_as_on_one() {
        let functions: Vec<String> = (0..8).map(|k| function(k, 5)).collect();
        let src = module(&functions);
        assert_eq!(same_on_any_threads(&src), 3, "every cut kept");
        // The ops at the file's top level.
        let top = functions.concat().replace("\n  ", "\n");
        let top = top.trim_start();
        assert_eq!(same_on_any_threads(top), 3);
        // With aliases defined before, used in every chunk.
        let aliased = format!("#a = 7 : i64\n!t = i32\n{}", src.replace("i32", "!t"));
        assert_eq!(same_on_any_threads(&aliased), 3);
        // A chunk big enough to be appended on two threads: the cut falls in the
        // middle function, so the last one is the chunk.
        let big = module(&[function(0, 9_000), function(1, 4_000), function(2, 11_000)]);
        let (one, _) = parse_on(&big, 1);
        let (two, kept) = parse_on(&big, 2);
        let (one, two) = (one.unwrap(), two.unwrap());
        let diff = one
            .lines()
            .zip(two.lines())
            .enumerate()
            .find(|(_, (a, b))| a != b);
        assert_eq!(diff, None);
        assert_eq!((one.len(), kept), (two.len(), 1));
        // `distinct` attributes are numbered in the order of the text: not cut.
        let distinct = src.replace("k = 3 : i64", "k = distinct[9]<3 : i64>");
        same_on_any_threads(&distinct);
        assert!(parse_on(&distinct, 4)
            .0
            .unwrap()
            .contains("distinct[0]<3 : i64>"));
    }

    #[test]
    fn what_a_chunk_cannot_see_is_parsed_on_one_thread() {
        let f = |k| function(k, 3);
        // Names at the module's level, defined and used across cuts.
        let named = module(&[
            f(0),
            "  %top = \"x.c\"() : () -> i32\n".into(),
            f(1),
            "  \"x.use\"(%top) : (i32) -> ()\n".into(),
            f(2),
        ]);
        assert_eq!(same_on_any_threads(&named), 0);
        // A use before the definition, across chunks.
        let forward = module(&[
            f(0),
            "  \"x.use\"(%late) : (i32) -> ()\n".into(),
            f(1),
            f(2),
            "  %late = \"x.c\"() : () -> i32\n".into(),
        ]);
        same_on_any_threads(&forward);
        // A name defined twice, in two chunks: the same error as on one thread.
        let twice = module(&[
            f(0),
            "  %x = \"x.c\"() : () -> i32\n".into(),
            f(1),
            f(2),
            "  %x = \"x.c\"() : () -> i32\n".into(),
        ]);
        let (e, _) = parse_on(&twice, 1);
        assert!(e.unwrap_err().contains("redefinition of SSA value '%x'"));
        same_on_any_threads(&twice);
        // An undefined name, an error in the last chunk, a missing brace.
        let undefined = module(&[f(0), f(1), "  \"x.use\"(%nowhere) : (i32) -> ()\n".into()]);
        assert!(parse_on(&undefined, 1)
            .0
            .unwrap_err()
            .contains("undeclared"));
        same_on_any_threads(&undefined);
        let broken = module(&[f(0), f(1), f(2).replace("x.return\"()", "x.return\"(")]);
        assert!(parse_on(&broken, 1).0.is_err());
        same_on_any_threads(&broken);
        let open = module(&[f(0), f(1), f(2)]).replace("}) : () -> ()\n", "");
        same_on_any_threads(&open);
        // A cut that is no op boundary (an op's attribute on a line of its own).
        let split_op = module(&[f(0), f(1), f(2)]).replace(
            "  \"x.func\"() ({\n  ^bb0(%arg0: i32):\n    %0 = \"x.add\"(%arg0) {k = 1",
            "  \"x.func\"() ({\n  ^bb0(%arg0: i32):\n    %0 = \"x.add\"(%arg0) {\n  \"k\" = 1",
        );
        same_on_any_threads(&split_op);
        // A block label at the module's level.
        let labeled = module(&[f(0), "  ^bb1:\n".into(), f(1), f(2)]);
        same_on_any_threads(&labeled);
    }
}
