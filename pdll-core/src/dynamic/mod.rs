//! Patterns loaded at run time: a [`DynamicPatternSet`] is built from PDLL text or a
//! `.pdll` file while the program runs, with no rustc in the loop, and implements the
//! runtime's [`PatternSet`] like a generated set.
//!
//! It runs the same front end as `pdll check` and the build helper (parse with
//! `#include`s into the caller's [`SourceMap`], [`crate::sema::check`],
//! [`crate::pdl::lower()`], [`crate::matcher::build_tree`]), so its errors are the
//! same [`Diagnostic`]s. Then:
//!
//! - matching runs the merged tree compiled into a flat [`MatchProgram`] (instructions
//!   over registers, literals resolved in the [`Context`] and native constraints
//!   resolved to numbers once, when the set is built, a switch table for the root op
//!   name: see [`program`]); the reference [`crate::matcher::Interpreter`] is its
//!   oracle in the tests;
//! - each pattern's rewrite region is compiled once into steps over numbered slots
//!   ([`rewrite`]), which run with the [`Rewriter`] on each match;
//! - body-less natives resolve by name in a [`NativeRegistry`] of closures that the
//!   caller fills (with typed closures through [`typed`]), checked when the set is
//!   built ([`natives`]); natives with a Rust
//!   body cannot run without rustc and are refused with a diagnostic each.
//! - [`DynamicPatternSet::warnings`] runs the pattern analysis ([`crate::analysis`])
//!   on the set when asked (`pdll apply` prints them), never while building it.
//!
//! Like a generated set, a dynamic set is tied to the [`Context`] it was built with.
//!
//! ```
//! use pdll_core::dynamic::{DynamicPatternSet, NativeRegistry};
//! use pdll_core::source::SourceMap;
//! use pdll_runtime::{apply_patterns_greedily, Context, GreedyConfig, Ir};
//!
//! let mut ctx = Context::new();
//! let mut sources = SourceMap::new();
//! let set = DynamicPatternSet::from_str(
//!     "fold.pdll",
//!     "Pattern { let x = op<test.neg>(op<test.neg>(v: Value)); replace x with v; }",
//!     &Default::default(),
//!     NativeRegistry::new(),
//!     &mut ctx,
//!     &mut sources,
//! )
//! .unwrap();
//!
//! let mut ir = Ir::new();
//! ir.parse_source(
//!     &mut ctx,
//!     "%0 = \"test.a\"() : () -> i32\n\
//!      %1 = \"test.neg\"(%0) : (i32) -> i32\n\
//!      %2 = \"test.neg\"(%1) : (i32) -> i32\n\
//!      \"test.use\"(%2) : (i32) -> ()\n",
//! )
//! .unwrap();
//! let region = ir.top_region();
//! let report = apply_patterns_greedily(&mut ctx, &mut ir, region, &set, &GreedyConfig::default());
//! assert_eq!(report.num_rewrites, 1);
//! assert!(ir.print_generic(&ctx).contains("\"test.use\"(%0)"));
//! ```

mod mlir_test;
pub mod natives;
pub mod program;
pub mod rewrite;
pub mod typed;

pub use mlir_test::mlir_test_natives;
pub use natives::{ConstraintFn, Kind, NativeRegistry, RewriteFn, Signature};
pub use program::MatchProgram;
pub use typed::{ConstraintOutcome, NativeResults, NativeValue};

use crate::analysis::Warning;
use crate::diag::Diagnostic;
use crate::matcher::{EntityKind, MatcherTree, Node, SuccessNode};
use crate::pdl::{PdlModule, PdlValueId};
use crate::sema::hir::Program;
use crate::source::{SourceMap, Span};
use crate::syntax::{ast, parse_file, parse_str, ParseOptions};
use natives::Resolved;
use pdll_runtime::__private::{MatchFootprint, RootCones};
use pdll_runtime::dialect::OpDefinition;
use pdll_runtime::{
    Context, Ir, Match, MatchReach, Op, PatternInfo, PatternSet, RewriteError, Rewriter,
};
use rewrite::CompiledRewrite;
use std::path::Path;
use std::sync::Arc;

/// A pattern set built at run time from PDLL (see the [module docs](self)).
pub struct DynamicPatternSet {
    /// What matching and rewriting use.
    set: SyncSet,
    /// The checked program and its PDL, kept (not copied) for
    /// [`DynamicPatternSet::warnings`], which analyzes them only when asked. They hold
    /// the token trees of native code, which are not `Sync`: hence the split.
    checked: Program,
    pdl: PdlModule,
}

/// The part of a [`DynamicPatternSet`] that matching and rewriting use, which threads
/// can share (it is `Sync`): what [`pdll_runtime::driver::apply_patterns_in_parallel`]
/// takes. [`DynamicPatternSet::sync_set`] gives it; it is a [`PatternSet`] that
/// behaves exactly as the whole set.
pub struct SyncSet {
    infos: Vec<PatternInfo>,
    /// The merged tree, as built (what [`DynamicPatternSet::tree`] shows).
    tree: MatcherTree,
    /// The tree compiled for matching.
    program: MatchProgram,
    /// Per pattern, its compiled rewrite (`None`: the tree never reaches it).
    rewrites: Vec<Option<CompiledRewrite>>,
    natives: Resolved,
    reach: MatchReach,
    /// The definitions of the ops the patterns use (see
    /// [`DynamicPatternSet::with_op_definitions`]).
    definitions: Vec<OpDefinition>,
    /// What each pattern's matcher reads, for the driver's fixpoint proof.
    footprints: Vec<MatchFootprint>,
    /// The proof's tables, built once from `footprints`.
    root_cones: Option<Arc<RootCones>>,
}

impl DynamicPatternSet {
    /// Builds the set of the `.pdll` file at `path` (and the files it includes, found
    /// as `options` says), registered in `sources`, with `natives` for its body-less
    /// natives; literals are interned in `ctx`.
    pub fn from_file(
        path: &Path,
        options: &ParseOptions,
        natives: NativeRegistry,
        ctx: &mut Context,
        sources: &mut SourceMap,
    ) -> Result<DynamicPatternSet, Vec<Diagnostic>> {
        let (module, diags) = parse_file(path, options, sources);
        Self::parsed(module, diags, natives, ctx)
    }

    /// As [`DynamicPatternSet::from_file`], from `text` as if it were the file `name`
    /// (its includes are found relative to `name`'s directory, then as `options` says).
    pub fn from_str(
        name: &str,
        text: &str,
        options: &ParseOptions,
        natives: NativeRegistry,
        ctx: &mut Context,
        sources: &mut SourceMap,
    ) -> Result<DynamicPatternSet, Vec<Diagnostic>> {
        let (module, diags) = parse_str(name, text, options, sources);
        Self::parsed(module, diags, natives, ctx)
    }

    fn parsed(
        module: Option<ast::Module>,
        diags: Vec<Diagnostic>,
        natives: NativeRegistry,
        ctx: &mut Context,
    ) -> Result<DynamicPatternSet, Vec<Diagnostic>> {
        match module {
            Some(m) if !diags.iter().any(Diagnostic::is_error) => {
                // The module is dropped once checked (see `Compilation::from_owned_module`).
                let (compilation, definitions) = crate::driver::Compilation::from_owned_module(m)?;
                Self::from_compilation(compilation, definitions, natives, ctx)
            }
            module => Err(crate::driver::parse_failure_errors(module.as_ref(), diags)),
        }
    }

    /// Builds the set of a parsed module: checks it, lowers it to PDL, builds the
    /// merged matcher tree, resolves its natives in `natives` and compiles its
    /// rewrites, interning literals in `ctx`. Every error of the first failing stage is
    /// returned.
    pub fn from_module(
        module: &ast::Module,
        natives: NativeRegistry,
        ctx: &mut Context,
    ) -> Result<DynamicPatternSet, Vec<Diagnostic>> {
        let compilation = crate::driver::Compilation::new(module)?;
        let definitions = crate::ods::runtime::included_definitions(&module.ods);
        Self::from_compilation(compilation, definitions, natives, ctx)
    }

    /// The set of a module through the front end, whose included dialects' ops have
    /// `definitions`.
    fn from_compilation(
        compilation: crate::driver::Compilation,
        definitions: Vec<OpDefinition>,
        natives: NativeRegistry,
        ctx: &mut Context,
    ) -> Result<DynamicPatternSet, Vec<Diagnostic>> {
        let crate::driver::Compilation {
            program, pdl, tree, ..
        } = compilation;
        let natives = Resolved::new(&program, &pdl, &tree, &natives)?;
        let rewrites = compile_rewrites(&pdl, &tree, &natives, ctx)?;
        // Without user code, which may read or edit anything, the matchers read only
        // what the tree's positions reach, and every edit goes through the rewriter
        // (the code generator's rule).
        let reach = match tree.operand_depth() {
            Some(depth) if natives.only_builtins() => MatchReach::Operands(depth),
            _ => MatchReach::Unknown,
        };
        let names = pdl.pattern_names();
        let infos = pdl
            .patterns
            .iter()
            .zip(names)
            .enumerate()
            .map(|(i, (p, name))| {
                let mut info =
                    PatternInfo::new(name, p.benefit).with_bounded_recursion(p.recursion);
                if let Some(root) = tree.patterns.get(i).and_then(|t| t.root_name.clone()) {
                    info = info.with_root(root);
                }
                info
            })
            .collect();
        let matcher = MatchProgram::new(&tree, ctx, &natives).map_err(|e| {
            vec![Diagnostic::error(
                pdl.patterns
                    .first()
                    .map_or_else(Span::call_site, |p| p.span),
                e.to_string(),
            )
            .with_code(crate::diag::Code::Internal)]
        })?;
        let footprints = footprints(&tree, ctx);
        let root_cones = RootCones::new(&footprints, reach);
        Ok(DynamicPatternSet {
            set: SyncSet {
                infos,
                tree,
                program: matcher,
                rewrites,
                natives,
                reach,
                definitions,
                footprints,
                root_cones,
            },
            checked: program,
            pdl,
        })
    }

    /// Gives the set the definitions of ops its patterns create or match (what ODS
    /// says of them), which the greedy driver registers in the context (see
    /// [`pdll_runtime::dialect`]). A set built from PDLL that includes `.td` files
    /// already carries the definitions of every op those files define (each included
    /// dialect whole); `definitions` take precedence over those for the same op, and
    /// add to them.
    pub fn with_op_definitions(mut self, definitions: Vec<OpDefinition>) -> Self {
        let derived = std::mem::take(&mut self.set.definitions);
        self.set.definitions = crate::ods::runtime::merge_definitions(&definitions, derived);
        self
    }

    /// The warnings of the pattern analysis ([`crate::analysis`]) about the set's
    /// patterns, in source order, as `pdll check` and the build helper report them.
    /// `sources` is the map the set was built into (the directives that silence
    /// warnings are read from it).
    ///
    /// The analysis runs on each call, not when the set is built: a set whose warnings
    /// are never asked for pays nothing for them (it keeps the checked program and its
    /// PDL, which the build makes anyway).
    pub fn warnings(&self, sources: &SourceMap) -> Vec<Warning> {
        crate::analysis::analyze_warnings(&self.checked, &self.pdl, &self.set.tree, sources)
    }

    /// The merged matcher tree the set runs.
    pub fn tree(&self) -> &MatcherTree {
        &self.set.tree
    }

    /// The tree as the program that matches.
    pub fn program(&self) -> &MatchProgram {
        &self.set.program
    }

    /// The part of the set that threads can share, to apply it on several at once.
    pub fn sync_set(&self) -> &SyncSet {
        &self.set
    }

    /// The part of the set that threads can share, without what only
    /// [`DynamicPatternSet::warnings`] needs.
    pub fn into_sync_set(self) -> SyncSet {
        self.set
    }
}

/// What each pattern's matcher reads (as generated sets declare it), names interned.
fn footprints(tree: &MatcherTree, ctx: &mut Context) -> Vec<MatchFootprint> {
    tree.patterns
        .iter()
        .map(|t| {
            let root = t.root_name.as_deref().map(|r| ctx.intern_op_name(r));
            let mut f = MatchFootprint::new(root);
            if let Some(c) = t.cone {
                f = f.with_operand_cone(c.ops, c.operand_lists);
                if let (true, Some(names)) = (c.operand_lists > 0, &t.operand_lists_of) {
                    let names: Vec<_> = names.iter().map(|n| ctx.intern_op_name(n)).collect();
                    f = f.with_operand_lists_of(&names);
                }
            }
            f
        })
        .collect()
}

/// The first success node of each pattern (`None` when the tree has none for it):
/// its captures are what the pattern's rewrite takes.
fn successes(tree: &MatcherTree, n: usize) -> Vec<Option<&SuccessNode>> {
    let mut out = vec![None; n];
    // An explicit stack: trees can be deep.
    let mut stack: Vec<&[Node]> = vec![&tree.root];
    while let Some(seq) = stack.pop() {
        for node in seq {
            match node {
                Node::Success(s) => {
                    if let Some(slot) = out.get_mut(s.pattern) {
                        slot.get_or_insert(s);
                    }
                }
                Node::Bool { then, .. } => stack.push(then),
                Node::Switch { cases, .. } => stack.extend(cases.iter().map(|(_, c)| c.as_slice())),
                Node::ForEach { body, .. } => stack.push(body),
                Node::Exit => {}
            }
        }
    }
    out
}

/// The PDL type an entity is captured as (`None` for a users range, which is never
/// captured).
fn capture_type(kind: EntityKind) -> Option<EntityKind> {
    kind.captured()
}

/// Compiles the rewrite of every pattern the tree can reach; every error is returned.
fn compile_rewrites(
    pdl: &PdlModule,
    tree: &MatcherTree,
    natives: &Resolved,
    ctx: &mut Context,
) -> Result<Vec<Option<CompiledRewrite>>, Vec<Diagnostic>> {
    let succ = successes(tree, pdl.patterns.len());
    let mut errors = Vec::new();
    let mut plans = Vec::with_capacity(pdl.patterns.len());
    for (pattern, s) in pdl.patterns.iter().zip(succ) {
        let Some(s) = s else {
            plans.push(None);
            continue;
        };
        let captures: Option<Vec<(PdlValueId, EntityKind)>> = s
            .captures
            .iter()
            .map(|c| Some((c.value, capture_type(c.kind)?)))
            .collect();
        let Some(captures) = captures else {
            errors.push(
                Diagnostic::error(
                    pattern.span,
                    "internal error in the rewrite interpreter: a users range is captured",
                )
                .with_code(crate::diag::Code::Internal),
            );
            plans.push(None);
            continue;
        };
        match CompiledRewrite::compile(ctx, natives, pattern, &captures) {
            Ok(plan) => plans.push(Some(plan)),
            Err(e) => {
                errors.push(e);
                plans.push(None);
            }
        }
    }
    if errors.is_empty() {
        Ok(plans)
    } else {
        Err(errors)
    }
}

/// Exactly as its [`SyncSet`].
impl PatternSet for DynamicPatternSet {
    fn patterns(&self) -> &[PatternInfo] {
        self.set.patterns()
    }

    fn match_op(&self, ctx: &mut Context, ir: &Ir, op: Op, out: &mut Vec<Match>) {
        self.set.match_op(ctx, ir, op, out)
    }

    fn rewrite(&self, m: &Match, rw: &mut Rewriter<'_>) -> Result<(), RewriteError> {
        self.set.rewrite(m, rw)
    }

    fn match_reach(&self) -> MatchReach {
        self.set.match_reach()
    }

    fn op_definitions(&self) -> &[OpDefinition] {
        self.set.op_definitions()
    }

    fn footprints(&self) -> &[MatchFootprint] {
        self.set.footprints()
    }

    fn root_cones(&self) -> Option<Arc<RootCones>> {
        self.set.root_cones()
    }
}

impl PatternSet for SyncSet {
    fn patterns(&self) -> &[PatternInfo] {
        &self.infos
    }

    fn match_op(&self, ctx: &mut Context, ir: &Ir, op: Op, out: &mut Vec<Match>) {
        self.program.run(ctx, ir, op, &self.natives, out);
    }

    fn rewrite(&self, m: &Match, rw: &mut Rewriter<'_>) -> Result<(), RewriteError> {
        match self.rewrites.get(m.pattern) {
            Some(Some(plan)) => plan.run(m, rw, &self.natives),
            _ => Err(RewriteError::Failed(format!(
                "no pattern {} with these captures in this set",
                m.pattern
            ))),
        }
    }

    fn match_reach(&self) -> MatchReach {
        self.reach
    }

    fn op_definitions(&self) -> &[OpDefinition] {
        &self.definitions
    }

    fn footprints(&self) -> &[MatchFootprint] {
        &self.footprints
    }

    fn root_cones(&self) -> Option<Arc<RootCones>> {
        self.root_cones.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn a_set_from_td_carries_the_definitions_of_every_included_op() {
        let options = ParseOptions {
            include_dirs: vec![PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/td")],
            ..ParseOptions::default()
        };
        let text = "#include \"mini_ext.td\"\n\
                    Pattern { let a = op<mini.add>(x: Value, y: Value); \
                    replace a with op<mini.neg>(x); }";
        let mut ctx = Context::new();
        let set = DynamicPatternSet::from_str(
            "t.pdll",
            text,
            &options,
            NativeRegistry::new(),
            &mut ctx,
            &mut SourceMap::new(),
        )
        .unwrap();
        let names: Vec<_> = set
            .op_definitions()
            .iter()
            .map(|d| d.name.clone())
            .collect();
        // Those its patterns name and the others the includes define.
        assert_eq!(names, ["mini.add", "mini.neg", "mini.sink", "mini.split"]);
        // A definition given by hand replaces the derived one and keeps the others.
        let set = set
            .with_op_definitions(vec![OpDefinition::new("mini.neg")
                .with_effects(pdll_runtime::dialect::MemoryEffects::NONE)]);
        let defs = set.op_definitions();
        assert_eq!(defs.len(), 4);
        assert_eq!(defs[0].name, "mini.neg");
        assert!(defs[0].operands.is_empty(), "the hand-written one");
        assert_eq!(defs[1].name, "mini.add");
    }

    #[test]
    fn a_set_gives_the_warnings_of_its_patterns_when_asked() {
        let build = |text: &str, sources: &mut SourceMap| {
            DynamicPatternSet::from_str(
                "w.pdll",
                text,
                &ParseOptions::default(),
                NativeRegistry::new(),
                &mut Context::new(),
                sources,
            )
            .unwrap()
        };
        let mut sources = SourceMap::new();
        let set = build(
            "Pattern A => erase op<t.a>;\nPattern B => erase op<t.a>;\n",
            &mut sources,
        );
        let warnings = set.warnings(&sources);
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        assert_eq!(warnings[0].kind, crate::analysis::WarningKind::Duplicate);
        assert_eq!(
            warnings[0].diagnostic.one_line(&sources).lines().next(),
            Some(
                "w.pdll:2:1: warning: pattern `B` duplicates `A`: the same checks and the \
                 same rewrite"
            )
        );
        // Directives are read from the sources the set was built into.
        let mut sources = SourceMap::new();
        let set = build(
            "Pattern A => erase op<t.a>;\nPattern B => erase op<t.a>; // pdll: allow(duplicate)\n",
            &mut sources,
        );
        assert!(set.warnings(&sources).is_empty());
    }

    #[test]
    fn ops_with_several_variadic_groups_are_created_group_by_group() {
        use pdll_runtime::dialect::{GroupKind, OpTrait};
        let pair = OpDefinition::new("t.pair")
            .operand_group("a", GroupKind::Variadic)
            .operand_group("b", GroupKind::Variadic)
            .result("r")
            .with_trait(OpTrait::AttrSizedOperandSegments);
        let text = "Pattern { replace op<t.src>(x: Value, y: Value) -> (ty: Type) \
                    with op<t.pair>(x, y) -> (ty); }";
        let mut ctx = Context::new();
        let set = DynamicPatternSet::from_str(
            "t.pdll",
            text,
            &ParseOptions::default(),
            NativeRegistry::new(),
            &mut ctx,
            &mut SourceMap::new(),
        )
        .unwrap()
        .with_op_definitions(vec![pair]);
        let mut ir = pdll_runtime::Ir::new();
        ir.parse_source(
            &mut ctx,
            "%a = \"t.a\"() : () -> i32\n%0 = \"t.src\"(%a, %a) : (i32, i32) -> i32\n\
             \"t.use\"(%0) : (i32) -> ()\n",
        )
        .unwrap();
        let report = pdll_runtime::apply_patterns_to_module(
            &mut ctx,
            &mut ir,
            &set,
            &pdll_runtime::GreedyConfig::default(),
        );
        assert!(report.rejected_definitions.is_empty());
        let out = ir.print_generic(&ctx);
        assert!(
            out.contains("\"t.pair\"(%0, %0) <{operandSegmentSizes = array<i32: 1, 1>}>"),
            "{out}"
        );
    }
}
