//! Parser options, and the nesting limit that keeps the recursive-descent parser
//! within its thread's stack.
//!
//! Types, attributes, `dense<...>` lists and regions are parsed by recursion, one or a
//! few stack frames per level: without a limit, text nested some thousands deep (a
//! few hundred in a debug build) overflows the stack and aborts the process. Every
//! nested type, attribute, dense list level, location, region, affine parenthesis and
//! affine operator (until its expression ends) counts one level, whatever
//! the construct, so one number bounds the stack whatever the mix: past
//! [`ParseOptions::max_nesting`] the parser stops with a [`ParseError`] at the opening
//! token of the level too many.
//!
//! IR built through the API has no such limit: walks, the verifier, the op printer
//! and erasure do not recurse per level. Types and attributes are printed by
//! recursion, though; one built through [`crate::Context::intern_type`] (or the
//! attribute builders) nested much deeper than this limit may overflow the stack
//! when printed.

use crate::asm::error::ParseError;
use crate::asm::parser::{PResult, Parser};

/// The default of [`ParseOptions::max_nesting`]: 256 levels.
///
/// Real MLIR files nest well under 100 levels (MLIR's own parser has no limit). The
/// number comes from measuring the stack the parser takes per level, on the deepest
/// construct, in an unoptimized build: 3.5 KiB for a region (its op, region and block
/// frames), 2.7 KiB for a `tuple<` or a function type's `(`, 2.5 KiB for a dictionary
/// (optimized builds: 1.1 KiB for a region, under 0.7 KiB for the rest). So 256 levels
/// stay within 1 MiB and leave half of a 2 MiB thread stack (the size of the test
/// harness's threads) to the caller.
pub const DEFAULT_MAX_NESTING: usize = 256;

/// How to parse MLIR text (see [`crate::Ir::parse_source_with`],
/// [`crate::Context::parse_type_with`], [`crate::Context::parse_attribute_with`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ParseOptions {
    /// The deepest nesting accepted, counting every nested type, attribute, `dense`
    /// list level and region as one level; deeper text is a [`ParseError`] at the
    /// opening token of the first level too many. Default: [`DEFAULT_MAX_NESTING`].
    /// Raising it needs a thread stack to match (see the module docs).
    pub max_nesting: usize,
    /// Threads that may parse the ops of one big block (a `module`'s body, or the
    /// file's top level) at once: 1 (the default) parses on the calling thread alone,
    /// 0 on every core. The IR is the same either way (see
    /// [`crate::asm::op_parser`]'s parallel parsing), and so are the errors.
    pub threads: usize,
    /// With more than one thread: how much text must be left in a block for it to be
    /// parsed on several threads (below, a thread costs more than it saves). Default:
    /// [`DEFAULT_PARALLEL_MIN_BYTES`].
    pub parallel_min_bytes: usize,
}

/// The default of [`ParseOptions::parallel_min_bytes`]: 1 MiB, some 30,000 ops. A
/// thread and a copy of the context cost about what parsing a tenth of that does.
pub const DEFAULT_PARALLEL_MIN_BYTES: usize = 1 << 20;

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            max_nesting: DEFAULT_MAX_NESTING,
            threads: 1,
            parallel_min_bytes: DEFAULT_PARALLEL_MIN_BYTES,
        }
    }
}

impl ParseOptions {
    /// The options with `max_nesting` set.
    pub fn with_max_nesting(mut self, max_nesting: usize) -> Self {
        self.max_nesting = max_nesting;
        self
    }

    /// The options with `threads` set (0: every core).
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads;
        self
    }

    /// The options with `parallel_min_bytes` set.
    pub fn with_parallel_min_bytes(mut self, bytes: usize) -> Self {
        self.parallel_min_bytes = bytes;
        self
    }
}

/// How to print IR (see [`crate::Ir::print_with`], [`crate::Ir::print_generic_with`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PrintOptions {
    /// Defines MLIR's builtin aliases above the module (`#map = affine_map<...>`,
    /// `#set`, `#loc`, `#distinct`, `!tuple`) and uses them, as mlir-opt-19 prints by
    /// default; without it (the default), attributes and types print inline, as
    /// `--mlir-print-local-scope` prints them. See [`crate::asm::aliases`].
    pub aliases: bool,
    /// Threads that may print the ops of a big module's body at once, in the default
    /// form: 1 (the default) prints on the calling thread alone, 0 on every core. The
    /// text is the same either way.
    pub threads: usize,
    /// With more than one thread: how many live ops the IR must hold for its module's
    /// body to be printed on several threads. Default: [`DEFAULT_PARALLEL_MIN_OPS`].
    pub parallel_min_ops: usize,
}

/// The default of [`PrintOptions::parallel_min_ops`]: below 50,000 ops, threads cost
/// more than they save.
pub const DEFAULT_PARALLEL_MIN_OPS: usize = 50_000;

impl Default for PrintOptions {
    fn default() -> Self {
        PrintOptions {
            aliases: false,
            threads: 1,
            parallel_min_ops: DEFAULT_PARALLEL_MIN_OPS,
        }
    }
}

impl PrintOptions {
    /// The options with `aliases` set.
    pub fn with_aliases(mut self, aliases: bool) -> Self {
        self.aliases = aliases;
        self
    }

    /// The options with `threads` set (0: every core).
    pub fn with_threads(mut self, threads: usize) -> Self {
        self.threads = threads;
        self
    }

    /// The options with `parallel_min_ops` set.
    pub fn with_parallel_min_ops(mut self, ops: usize) -> Self {
        self.parallel_min_ops = ops;
        self
    }
}

impl Parser<'_, '_> {
    /// Enters one nesting level opened at byte `at`; fails past the limit. Pair with
    /// [`Parser::leave_nesting`] on success and failure alike. (Not a closure-taking
    /// helper: unoptimized builds would keep two more frames per level.)
    pub(crate) fn enter_nesting(&mut self, at: u32) -> PResult<()> {
        if self.depth >= self.max_nesting {
            return Err(self.nesting_error(at));
        }
        self.depth += 1;
        Ok(())
    }

    /// Leaves a level entered by [`Parser::enter_nesting`].
    pub(crate) fn leave_nesting(&mut self) {
        self.depth -= 1;
    }

    #[cold]
    #[inline(never)]
    fn nesting_error(&self, at: u32) -> ParseError {
        self.err_at(
            at,
            format!(
                "nesting deeper than {} levels of types, attributes and regions \
                 (the parser's max_nesting option)",
                self.max_nesting
            ),
        )
    }
}
