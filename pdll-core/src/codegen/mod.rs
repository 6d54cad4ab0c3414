//! Rust code generation: a pattern set's PDL, merged matcher tree and native
//! declarations to Rust items (a `proc_macro2::TokenStream`).
//!
//! # What is generated
//!
//! For `pdll! { pub struct MyPatterns; ... }` (or the build helper with the set name
//! `MyPatterns`):
//!
//! ```text
//! pub struct MyPatterns { /* interned op names, attribute names, types, attributes,
//!                            op-name lookup tables, pattern infos */ }
//! impl MyPatterns {
//!     pub fn new(ctx: &mut ::pdll::runtime::Context) -> Self;  // interns everything once
//!     fn rewrite_0(&self, rewriter, captures...) -> Result<(), RewriteError>;
//!     fn match_case_0_1(&self, ...);                             // matcher helpers
//!     fn match_shape_0_0(&self, ..., __leaves, __consts);        // shared by many cases
//! }
//! impl MyPatterns { fn NativeName(...) -> ...; }                 // `[{ ... }]` bodies
//! impl ::pdll::runtime::pattern::PatternSet for MyPatterns { patterns, match_op, rewrite }
//! ```
//!
//! There is one rewriter per distinct rewrite: patterns whose rewrites are the same
//! code (locals are numbered in order of definition) share one function, named after
//! the first of them, as the matcher's switch cases of one shape share one method;
//! rewrites that differ only in the interned constants they use (the name of an op
//! they create, say) share one too, which takes the constants as a parameter
//! (`__consts`).
//!
//! # The size of a big set
//!
//! What grows with the number of patterns is data, not code: a set of ten thousand
//! patterns written from a few templates is a few methods and tables (`const` arrays),
//! which rustc type-checks and lays out quickly. `new` reads the interned texts
//! (`OP_NAMES`, attribute literals), the switch tables and one row per pattern
//! (`PATTERNS`: name, benefit, root, what its matcher reads) through the runtime's
//! `__private` helpers; the cases of a shared matcher shape are one `match` arm over a
//! range of case numbers, reading the case's successes and constants from a `const`
//! table (`__CASES_t_s`); `rewrite` reads the pattern's rewriter and constants from
//! another (`__REWRITES`, `__CONSTS`) and has one arm per rewriter. For a file (the build
//! helper), tables of many rows are written as text, not through syn and prettyplease
//! (see [`format`](mod@format)). A pattern whose rewrite equals an earlier one's up to the names
//! of the ops it creates takes that one's rewriter without generating it again
//! ([`rewrite::rewrite_key`]).
//!
//! The code is written as a person would write it: integer literals without suffix,
//! no locals for ranges that are re-read where used, no empty offsets (`.skip(0)`,
//! `[0..]`), labels only on blocks a `break` leaves, the runtime's typed errors
//! (an operator's `ArithError` converts into `RewriteError` through `?`). The lints
//! it allows are the ones its shape needs, so that user crates build warning-free
//! under `clippy -D warnings`: `unused_variables` on the impls (positions are bound
//! where the tree first needs them, also when a presence check is their only use),
//! `clippy::too_many_arguments` on the rewriters and matcher helpers that take more
//! than seven parameters (one per capture or bound position), and `non_snake_case` and `unused_variables` on native
//! bodies (the user's names, the implicit `ctx`, `ir` and `rewriter`).
//!
//! A set is tied to the [`Context`](pdll_runtime::Context) it was built with (its
//! handles are that context's). After `new`, matching compares integers only: no
//! string is touched and nothing is allocated, except when a native constraint takes
//! a range the IR does not hold as a slice (results, types: collected into a `Vec`).
//! Generated code names the runtime only through
//! [`Options::runtime`] (`::pdll::runtime`, the facade's re-export, by default), and
//! maps PDL types to the runtime's Rust types in one place ([`types`]).
//!
//! `match_op` is the merged decision tree as straight-line Rust (see [`matcher`]); each
//! success pushes a [`Match`](pdll_runtime::Match) whose captures are, in order, the
//! values the rewrite needs (the tree's [`SuccessNode::captures`]: the rewrite root
//! first); `rewrite` dispatches on the pattern index to the pattern's rewriter.
//!
//! # Natives: the calling convention
//!
//! PDLL types map to Rust types: `Op` to [`Op`](pdll_runtime::Op), `Value` to
//! [`Value`](pdll_runtime::Value), `Attr` to
//! [`Attribute`](pdll_runtime::attributes::Attribute), `Type` to
//! [`Type`](pdll_runtime::types::Type), `ValueRange` to `&[Value]` (results:
//! `Vec<Value>`), `TypeRange` to `&[Type]` (results: `Vec<Type>`), several results to
//! a tuple.
//!
//! - A native **constraint** `Constraint Name(a: A, b: B) -> R` is
//!   `fn Name(ctx: &mut Context, ir: &Ir, a: A, b: B) -> bool` when it has no results,
//!   and `-> Option<R>` when it has (`None`: the constraint does not hold). It reads
//!   the IR through `ir` and may intern through `ctx`; it cannot edit the IR.
//! - A native **rewrite** `Rewrite Name(a: A) -> R` is
//!   `fn Name(rewriter: &mut Rewriter<'_>, a: A) -> R` (`R` is `()` without results),
//!   or, when it can fail, `-> Result<R, RewriteError>`: both are accepted, through the
//!   runtime trait `pdll::runtime::pattern::NativeRewriteResult`. A failing rewrite must
//!   fail before it changes the IR.
//! - A body-less declaration (`Constraint Name(a: Op);`) calls a function `Name` that
//!   the user provides in scope where the set is generated; a wrong signature is a
//!   rustc error naming it.
//! - A `[{ ... }]` body becomes a function of exactly that signature (an associated
//!   function of the set, so sets in one module do not clash) whose body is the user's
//!   tokens with their spans, so rustc reports errors inside the PDLL source. The
//!   implicit parameters are named `ctx` and `ir` (constraints) or `rewriter`
//!   (rewrites). A
//!   rewrite body returns `Result<R, RewriteError>` (write `Ok(value)`; `?` works on
//!   IR errors).
//! - The operators of the PDLL operator proposal (built-in natives `__pdll_add`, ...)
//!   call the runtime's attribute arithmetic; a failure fails the match (constraints)
//!   or the rewrite.
//!
//! The generated functions name their own parameters and locals with a leading `__`
//! (`__ctx`, `__rewriter`, ...), so that a native function in scope is never shadowed
//! by one of them (MLIR's test pass has a native rewrite called `rewriter`).
//!
//! # Options
//!
//! [`Options::trace`] makes the set print (`eprintln!`) every match and every rewrite
//! it runs. [`Options::comments`] marks each part with the pattern it serves
//! (`// pattern Foo at file.pdll:12`), for formatted output. [`Options::runtime`] is
//! the path of the runtime crate in generated code (`#[pdll(crate = "...")]`, the
//! build helper's [`runtime_path`](crate::build::Config::runtime_path)).
//! [`Options::max_nesting`] sets how deep matcher blocks nest before they are
//! outlined (`#[pdll(max_nesting = N)]`).

mod definitions;
pub mod format;
pub mod intern;
pub mod matcher;
pub mod names;
pub mod natives;
pub mod ods;
pub mod rewrite;
pub mod runtime;
pub mod types;

use crate::diag::Diagnostic;
use crate::matcher::{EntityKind, MatcherTree, Node, SuccessNode};
use crate::pdl::{PdlModule, PdlValueId};
use crate::sema::hir::Program;
use crate::source::{SourceMap, Span};
pub use definitions::{bit_enums_static, op_definitions_static};
use intern::Interned;
use names::int;
use natives::Natives;
use proc_macro2::{Ident, TokenStream};
use quote::quote;
use rewrite::{rewrite_fn_name, RewriteGen};
pub use runtime::RuntimePath;
use std::collections::HashMap;
use types::captured_variant;

/// Code generation options.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Print every match and rewrite of the set to stderr.
    pub trace: bool,
    /// Generate for a file that `format::format_file` (feature `build`) formats: `//`
    /// comment markers, and big tables as text (see [`format`](mod@format)); leave off for the
    /// macro.
    pub comments: bool,
    /// Outline matcher blocks nested deeper than this into helper methods (0: the
    /// default, [`matcher::MAX_NESTING`]). Small values are for testing outlining.
    pub max_nesting: usize,
    /// The path generated code names the runtime by (default `::pdll::runtime`).
    pub runtime: RuntimePath,
    /// The definitions of the ops the set uses, which it hands to the runtime
    /// ([`PatternSet::op_definitions`](pdll_runtime::PatternSet::op_definitions), a
    /// `static` table). [`crate::driver::compile_module`] adds the definitions of
    /// every ODS op of the `.td` files the program includes (each included dialect
    /// whole); these, given by hand, take precedence.
    pub op_definitions: Vec<pdll_runtime::dialect::OpDefinition>,
}

/// The user's declaration of the set: `#[attrs] pub struct Name;`.
#[derive(Clone)]
pub struct SetDecl {
    /// Outer attributes (doc comments, ...), copied to the struct.
    pub attrs: Vec<syn::Attribute>,
    /// The visibility of the struct (its `new` is `pub`).
    pub vis: syn::Visibility,
    /// The struct's name.
    pub ident: syn::Ident,
}

// By hand rather than derived, as syn's `extra-traits` would be needed: the attributes
// and the visibility as their tokens.
impl std::fmt::Debug for SetDecl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use quote::ToTokens;
        let attrs: Vec<String> = self
            .attrs
            .iter()
            .map(|a| a.to_token_stream().to_string())
            .collect();
        f.debug_struct("SetDecl")
            .field("attrs", &attrs)
            .field("vis", &self.vis.to_token_stream().to_string())
            .field("ident", &self.ident)
            .finish()
    }
}

impl syn::parse::Parse for SetDecl {
    fn parse(input: syn::parse::ParseStream) -> syn::Result<Self> {
        let attrs = input.call(syn::Attribute::parse_outer)?;
        let vis = input.parse()?;
        input.parse::<syn::Token![struct]>()?;
        let ident = input.parse()?;
        input.parse::<syn::Token![;]>()?;
        Ok(SetDecl { attrs, vis, ident })
    }
}

impl SetDecl {
    /// A private set named `name` without attributes (for the build helper and
    /// tools). Fails when `name` is not a Rust identifier.
    pub fn named(name: &str) -> Result<SetDecl, syn::Error> {
        syn::parse_str(&format!("pub struct {name};"))
    }
}

/// Where a pattern is, for comments and traces: `pattern Foo at file.pdll:12`.
fn describe_pattern(name: &str, span: Span, sources: &SourceMap) -> String {
    match sources.location(span) {
        Some(loc) => format!("pattern {name} at {}:{}", loc.file, loc.line),
        None => {
            let line = span.lo.start().line;
            if line > 0 {
                format!("pattern {name} at line {line}")
            } else {
                format!("pattern {name}")
            }
        }
    }
}

/// The PDL type of a captured entity, and the runtime's `Captured` variant holding it.
fn capture_type(kind: EntityKind, at: Span) -> Result<(EntityKind, Ident), Diagnostic> {
    captured_variant(kind).map(|v| (kind, v)).ok_or_else(|| {
        Diagnostic::error(
            at,
            "internal error in the code generator: a users range is captured",
        )
        .with_code(crate::diag::Code::Internal)
    })
}

/// The success node of each pattern (the first one found; `None` when the tree has
/// none for it).
fn successes(tree: &MatcherTree, n: usize) -> Vec<Option<&SuccessNode>> {
    fn walk<'t>(nodes: &'t [Node], out: &mut Vec<Option<&'t SuccessNode>>) {
        // An explicit stack: trees can be deep.
        let mut stack: Vec<&'t [Node]> = vec![nodes];
        while let Some(seq) = stack.pop() {
            for node in seq {
                match node {
                    Node::Success(s) => {
                        if let Some(slot) = out.get_mut(s.pattern) {
                            slot.get_or_insert(s);
                        }
                    }
                    Node::Bool { then, .. } => stack.push(then),
                    Node::Switch { cases, .. } => {
                        stack.extend(cases.iter().map(|(_, c)| c.as_slice()))
                    }
                    Node::ForEach { body, .. } => stack.push(body),
                    Node::Exit => {}
                }
            }
        }
    }
    let mut out = vec![None; n];
    walk(&tree.root, &mut out);
    out
}

/// The rewriter functions, and the body of `rewrite`, which dispatches on the pattern
/// index.
///
/// What [`rewriters`] generates.
#[derive(Default)]
struct Rewriters {
    /// The rewriter methods and the tables `rewrite` reads, items of the set's `impl`.
    functions: TokenStream,
    /// The body of `rewrite`.
    body: TokenStream,
    /// The tables, as `rewrite` names them, for `warm_up`.
    tables: Vec<TokenStream>,
}

/// Patterns whose rewriters are equal (the same tokens: locals are numbered in order
/// of definition) share one function, as the matcher's cases of one shape share one
/// method; so do patterns whose rewriters differ only in the interned constants they
/// use (the name of an op they create, say), and the function then takes those as a
/// parameter (`__consts`, see [`RewriteGen::parameterized`]). `rewrite` reads the
/// pattern's rewriter and constants from a `const` table (`__REWRITES`, one row per
/// pattern) and matches on the rewriter and the kinds of the captures: one arm per
/// function, whatever the number of patterns.
fn rewriters(
    tree: &MatcherTree,
    pdl: &PdlModule,
    rt: &RuntimePath,
    interned: &mut Interned,
    natives: &mut Natives<'_>,
    docs: &[String],
    options: &Options,
) -> Result<Rewriters, Vec<Diagnostic>> {
    /// The patterns that share one rewriter function.
    struct Group {
        /// The function, taking its constants as a parameter.
        function: rewrite::RewriterFn,
        /// The types of the captures, which are its parameters.
        captures: Vec<(PdlValueId, EntityKind)>,
        /// The runtime's `Captured` variant of each capture.
        variants: Vec<Ident>,
        /// Each pattern, with the interned slots of its constants.
        patterns: Vec<(usize, Vec<usize>)>,
    }
    let mut errors = Vec::new();
    // Distinct rewriters in first-use order.
    let mut groups: Vec<Group> = Vec::new();
    let mut by_key: HashMap<String, usize> = HashMap::new();
    // A pattern whose rewrite another's is up to the names of the ops it creates
    // (`rewrite_key`) joins that one's group, with its own names as constants, without
    // generating its rewriter again.
    let mut same: HashMap<String, (usize, Vec<rewrite::ConstSource>)> = HashMap::new();
    let defined: std::collections::HashSet<&str> =
        options.op_definitions.iter().map(|d| &*d.name).collect();
    let succ = successes(tree, pdl.patterns.len());
    for (i, pattern) in pdl.patterns.iter().enumerate() {
        let Some(s) = succ[i] else { continue };
        let at = pattern.span;
        let mut captures: Vec<(PdlValueId, EntityKind)> = Vec::new();
        let mut variants = Vec::new();
        for c in &s.captures {
            match capture_type(c.kind, at) {
                Ok((t, variant)) => {
                    captures.push((c.value, t));
                    variants.push(variant);
                }
                Err(e) => errors.push(e),
            }
        }
        let key = rewrite::rewrite_key(pattern, &captures, &defined);
        if let Some((slot, sources)) = same.get(&key.text) {
            let consts: Vec<usize> = sources
                .iter()
                .map(|s| match *s {
                    rewrite::ConstSource::Slot(slot) => slot,
                    rewrite::ConstSource::OpName(k) => interned.op_name_read_slot(&key.names[k].1),
                })
                .collect();
            // The key stands for the generated code: tests (debug builds) check it.
            #[cfg(debug_assertions)]
            if let Ok(f) = RewriteGen::new(rt, interned, natives, pattern, &options.op_definitions)
                .parameterized()
                .rewriter(&captures)
            {
                assert_eq!(
                    f.key(),
                    groups[*slot].function.key(),
                    "rewrite key {}",
                    key.text
                );
                assert_eq!(
                    f.consts().unwrap_or_default(),
                    consts,
                    "rewrite key {}",
                    key.text
                );
            }
            groups[*slot].patterns.push((i, consts));
            continue;
        }
        let function =
            match RewriteGen::new(rt, interned, natives, pattern, &options.op_definitions)
                .parameterized()
                .abstracting(&key.names)
                .rewriter(&captures)
            {
                Ok(r) => r,
                Err(e) => {
                    errors.push(e);
                    continue;
                }
            };
        let consts = function.consts().unwrap_or_default();
        let sources = function.sources().unwrap_or_default();
        let slot = match by_key.get(function.key()) {
            Some(&slot) => slot,
            None => {
                by_key.insert(function.key().to_owned(), groups.len());
                groups.push(Group {
                    function,
                    captures,
                    variants,
                    patterns: Vec::new(),
                });
                groups.len() - 1
            }
        };
        same.insert(key.text, (slot, sources));
        groups[slot].patterns.push((i, consts));
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    // Per pattern: its function (named after the group's first pattern) and where its
    // constants start in the one table of all (`__CONSTS`).
    let mut rows: Vec<Option<(usize, usize)>> = vec![None; pdl.patterns.len()];
    let mut all_consts: Vec<usize> = Vec::new();
    let mut functions = TokenStream::new();
    let mut arms = TokenStream::new();
    // The constants are a parameter only when the patterns differ in them.
    let shared: Vec<bool> = groups
        .iter()
        .map(|g| g.patterns.iter().any(|(_, c)| *c != g.patterns[0].1))
        .collect();
    // Without any, a row is the rewriter alone.
    let offsets = shared.contains(&true);
    for (group, &shared) in groups.iter().zip(&shared) {
        let first = group.patterns[0].0;
        let own;
        let function = if shared {
            &group.function
        } else {
            own = RewriteGen::new(
                rt,
                interned,
                natives,
                &pdl.patterns[first],
                &options.op_definitions,
            )
            .rewriter(&group.captures)
            .map_err(|e| vec![e])?;
            &own
        };
        for (p, consts) in &group.patterns {
            rows[*p] = Some((first, if shared { all_consts.len() } else { 0 }));
            if shared {
                all_consts.extend(consts);
            }
        }
        let doc = match group.patterns.as_slice() {
            [(one, _)] => format!(" The rewrite of {}.", docs[*one]),
            [(first, _), rest @ ..] if rest.len() <= 3 => {
                let rest: Vec<&str> = rest.iter().map(|(p, _)| docs[*p].as_str()).collect();
                format!(
                    " The rewrite of {}, and of {}.",
                    docs[*first],
                    rest.join(", ")
                )
            }
            [(first, _), rest @ ..] => format!(
                " The rewrite of {}, and of {} other patterns that rewrite the same{}.",
                docs[*first],
                rest.len(),
                if shared {
                    " with other constants (`__consts`)"
                } else {
                    ""
                }
            ),
            [] => continue,
        };
        let name = rewrite_fn_name(first);
        functions.extend(function.function(&name, &doc));
        let mut pats = Vec::new();
        let mut args = Vec::new();
        for (k, ((_, ty), variant)) in group.captures.iter().zip(&group.variants).enumerate() {
            let c = names::local("c", k);
            pats.push(quote!(#rt::Captured::#variant(#c)));
            // Ranges are held as `Vec`s and passed as slices; handles are `Copy`.
            args.push(if ty.is_range() {
                quote!(#c)
            } else {
                quote!(*#c)
            });
        }
        let id = int(first);
        arms.extend(match (shared, offsets) {
            (true, _) => {
                let len = int(group.patterns[0].1.len());
                quote! {
                    (::std::option::Option::Some(&(#id, __at)), [#(#pats),*]) => {
                        let __at = __at as usize;
                        self.#name(__rewriter, #(#args,)* &Self::__CONSTS[__at..__at + #len])
                    }
                }
            }
            (false, true) => quote! {
                (::std::option::Option::Some(&(#id, _)), [#(#pats),*]) => {
                    self.#name(__rewriter, #(#args),*)
                }
            },
            (false, false) => quote! {
                (::std::option::Option::Some(&#id), [#(#pats),*]) => {
                    self.#name(__rewriter, #(#args),*)
                }
            },
        });
    }
    // A pattern without a success in the tree is never matched: no arm.
    let none = "::std::primitive::u32::MAX";
    let rows: Vec<String> = rows
        .iter()
        .map(|row| match (row, offsets) {
            (Some((f, at)), true) => format!("({f}, {at})"),
            (Some((f, _)), false) => f.to_string(),
            (None, true) => format!("({none}, 0)"),
            (None, false) => none.to_string(),
        })
        .collect();
    let rows = format::table(&rows, options.comments);
    // u32, not usize: the table is read at every rewrite, and a set of 10,000 patterns
    // is one whose tables do not stay in cache.
    let row_type = match offsets {
        true => quote!((u32, u32)),
        false => quote!(u32),
    };
    let mut tables = vec![quote!(Self::__REWRITES)];
    if !all_consts.is_empty() {
        tables.push(quote!(&Self::__CONSTS));
    }
    let consts = (!all_consts.is_empty()).then(|| {
        let n = int(all_consts.len());
        let all: Vec<String> = all_consts.iter().map(usize::to_string).collect();
        let all = format::table(&all, options.comments);
        quote!(const __CONSTS: [u32; #n] = #all;)
    });
    let trace = if options.trace {
        quote! {
            const TRACE: &[&str] = &[#(#docs),*];
            let __what = TRACE.get(__m.pattern).copied().unwrap_or("no pattern of this set");
            ::std::eprintln!("pdll: applying {} at op #{}", __what, __m.root.index());
        }
    } else {
        TokenStream::new()
    };
    let comment = match (options.comments, offsets) {
        (false, _) => TokenStream::new(),
        (true, true) => format::comment(
            "per pattern: its rewriter (`rewrite_N`), and where the interned slots of its \
             constants (`__consts`) start in `__CONSTS`",
        ),
        (true, false) => format::comment("per pattern: its rewriter (`rewrite_N`)"),
    };
    // The tables are associated consts of the set, so that `warm_up` can read them too.
    let mut functions = functions;
    functions.extend(quote! {
        #comment
        const __REWRITES: &[#row_type] = &#rows;
        #consts
    });
    let body = quote! {
        #trace
        match (Self::__REWRITES.get(__m.pattern), __m.captures.as_slice()) {
            #arms
            _ => ::std::result::Result::Err(#rt::RewriteError::Failed(
                ::std::format!("no pattern {} with these captures in this set", __m.pattern),
            )),
        }
    };
    Ok(Rewriters {
        functions,
        body,
        tables,
    })
}

/// Generates the Rust items of a pattern set. Errors (a native with a name Rust
/// cannot use, an internal inconsistency) carry the span of the PDLL source;
/// `sources`, the map the program was parsed into, names the patterns' files and
/// lines in comments and traces.
pub fn generate(
    set: &SetDecl,
    program: &Program,
    pdl: &PdlModule,
    tree: &MatcherTree,
    options: &Options,
    sources: &SourceMap,
) -> Result<TokenStream, Vec<Diagnostic>> {
    let names = pdl.pattern_names();
    let docs: Vec<String> = pdl
        .patterns
        .iter()
        .zip(&names)
        .map(|(p, name)| describe_pattern(name, p.span, sources))
        .collect();
    let mut interned = Interned::default();
    let rt = &options.runtime;
    let mut natives = Natives::new(program, rt);
    let mut errors = Vec::new();

    // The matcher first: it decides which op names get lookup tables.
    let matcher::Matcher {
        body: match_body,
        helpers,
        tables_init,
        num_tables,
        warm_tables,
    } = matcher::generate(tree, pdl, &mut interned, &mut natives, &docs, options)
        .map_err(|e| vec![e])?;

    let Rewriters {
        functions: rewriters,
        body: rewrite_body,
        tables: rewrite_tables,
    } = match rewriters(tree, pdl, rt, &mut interned, &mut natives, &docs, options) {
        Ok(parts) => parts,
        Err(e) => {
            errors.extend(e);
            Default::default()
        }
    };
    let native_fns = match natives.functions() {
        Ok(f) => f,
        Err(e) => {
            errors.extend(e);
            TokenStream::new()
        }
    };
    if !errors.is_empty() {
        return Err(errors);
    }

    let definitions_method = definitions::op_definitions_method(rt, &options.op_definitions);
    let warm_up = warm_up_method(rt, warm_tables.into_iter().chain(rewrite_tables));
    // Without user code, which may read or edit anything, the matchers read only what
    // the tree's positions reach, and every edit goes through the rewriter.
    let reach = match tree.operand_depth() {
        Some(depth) if !natives.calls_user_code() => {
            let depth = int(depth as usize);
            quote!(#rt::MatchReach::Operands(#depth))
        }
        _ => quote!(#rt::MatchReach::Unknown),
    };
    // Per pattern, a row of the table `new` builds the pattern infos from, and what
    // each matcher reads, for the driver's fixpoint proof (with root names, and the
    // names whose operand lists a pattern reads, as slots of the interned op names, so
    // that the driver never looks them up by text).
    let rows: Vec<String> = pdl
        .patterns
        .iter()
        .enumerate()
        .map(|(i, p)| {
            use std::fmt::Write;
            let mut row = format!(
                "PatternRow::new({}, {})",
                format::str_literal(&names[i]),
                p.benefit
            );
            let facts = tree.patterns.get(i);
            if let Some(r) = facts.and_then(|t| t.root_name.as_deref()) {
                let _ = write!(row, ".root({})", interned.op_name_slot(r));
            }
            if p.recursion {
                row.push_str(".bounded_recursion()");
            }
            if let Some(c) = facts.and_then(|t| t.cone) {
                let _ = write!(row, ".operand_cone({}, {})", c.ops, c.operand_lists);
            }
            let lists_of = facts
                .filter(|t| t.cone.is_some_and(|c| c.operand_lists > 0))
                .and_then(|t| t.operand_lists_of.as_ref());
            if let Some(names) = lists_of {
                let slots: Vec<String> = names
                    .iter()
                    .map(|n| interned.op_name_slot(n).to_string())
                    .collect();
                let _ = write!(row, ".operand_lists_of(&[{}])", slots.join(", "));
            }
            row
        })
        .collect();
    let rows = format::table(&rows, options.comments);
    let (fields, field_names) = interned.fields(rt);
    let (tables_field, tables_name) = if num_tables > 0 {
        let num_tables = int(num_tables);
        (
            quote!(tables: [#rt::__private::CaseTable; #num_tables],),
            Some(quote!(tables,)),
        )
    } else {
        (TokenStream::new(), None)
    };
    let init = interned.init(rt, options.comments);
    let (op_name_texts, op_names) = interned.op_names_in_new();
    let SetDecl { attrs, vis, ident } = set;
    // The user's native bodies: only the lints their signatures force are allowed.
    let native_impl = (!native_fns.is_empty()).then(|| quote!(impl #ident { #native_fns }));
    let doc_new = " Interns the set's op names, types and attributes in `ctx`; the set \
                   must then be used with this context only.";
    Ok(quote! {
        #(#attrs)*
        #vis struct #ident {
            #fields
            #tables_field
            infos: ::std::vec::Vec<#rt::PatternInfo>,
            footprints: ::std::vec::Vec<#rt::__private::MatchFootprint>,
            root_cones: ::std::option::Option<::std::sync::Arc<#rt::__private::RootCones>>,
        }

        // Positions are bound where the tree first needs them, also when a presence
        // check is their only use.
        #[allow(unused_variables)]
        impl #ident {
            #[doc = #doc_new]
            pub fn new(ctx: &mut #rt::Context) -> Self {
                #init
                #tables_init
                use #rt::__private::PatternRow;
                const PATTERNS: &[PatternRow] = &#rows;
                let (infos, footprints) =
                    #rt::__private::pattern_tables(PATTERNS, #op_name_texts, #op_names);
                let root_cones = #rt::__private::RootCones::new(&footprints, #reach);
                #ident {
                    #(#field_names,)*
                    #tables_name
                    infos,
                    footprints,
                    root_cones,
                }
            }

            #rewriters
            #(#helpers)*
        }

        #native_impl

        #[allow(unused_variables)]
        impl #rt::pattern::PatternSet for #ident {
            fn patterns(&self) -> &[#rt::PatternInfo] {
                &self.infos
            }

            fn match_op(
                &self,
                __ctx: &mut #rt::Context,
                __ir: &#rt::Ir,
                __op: #rt::Op,
                __out: &mut ::std::vec::Vec<#rt::Match>,
            ) {
                #match_body
            }

            fn rewrite(
                &self,
                __m: &#rt::Match,
                __rewriter: &mut #rt::Rewriter<'_>,
            ) -> ::std::result::Result<(), #rt::RewriteError> {
                #rewrite_body
            }

            fn match_reach(&self) -> #rt::MatchReach {
                #reach
            }

            fn footprints(&self) -> &[#rt::__private::MatchFootprint] {
                &self.footprints
            }

            fn root_cones(
                &self,
            ) -> ::std::option::Option<::std::sync::Arc<#rt::__private::RootCones>> {
                ::std::clone::Clone::clone(&self.root_cones)
            }

            #warm_up

            #definitions_method
        }
    })
}

/// The set's `warm_up`: reads `tables` (`match_op`'s case tables, `rewrite`'s
/// `__REWRITES` and `__CONSTS`), or nothing to generate when there are none.
fn warm_up_method(rt: &RuntimePath, tables: impl Iterator<Item = TokenStream>) -> TokenStream {
    let tables: Vec<TokenStream> = tables.collect();
    if tables.is_empty() {
        return TokenStream::new();
    }
    quote! {
        fn warm_up(&self) {
            #(#rt::__private::touch(#tables);)*
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::syntax::{parse_str, ParseOptions};

    fn generate_str(src: &str) -> Result<String, Vec<Diagnostic>> {
        generate_with(src, &Options::default())
    }

    fn generate_with(src: &str, options: &Options) -> Result<String, Vec<Diagnostic>> {
        let mut sources = SourceMap::new();
        let (module, diags) = parse_str("t.pdll", src, &ParseOptions::default(), &mut sources);
        let module = module.unwrap_or_else(|| panic!("{diags:?}"));
        let set = SetDecl::named("T").unwrap();
        crate::driver::compile_module(&set, &module, options, &sources)
            .map(|t| format::format_file(t).unwrap())
    }

    #[test]
    fn the_runtime_is_named_by_the_runtime_path_only() {
        // Natives of both kinds with bodies, an operator in each section, ranges, a
        // walk over users (two roots), a lookup table, tracing.
        let src = r#"
            Constraint Two(op: Op) -> ValueRange [{ Some(ir.operands(op).to_vec()) }];
            Rewrite Keep(vs: ValueRange, t: TypeRange) -> Value [{ Ok(vs[0]) }];
            Pattern Fold {
                let root = op<test.add>(xs: ValueRange) {lhs = a: Attr, rhs = b: Attr} -> (ts: TypeRange);
                let vs = Two(root);
                a + b == attr<"3 : i64">;
                rewrite root with {
                    let c = op<test.const>(Keep(vs, ts)) {value = a + b} -> (ts);
                    replace root with c;
                };
            }
            Pattern TwoRoots {
                let x = op<test.x> -> (t: Type);
                let y = op<test.y>(x.0);
                rewrite y with { erase y; };
            }
            Pattern A => erase op<test.a>;
            Pattern B => erase op<test.b>;
            Pattern C => erase op<test.c>;
        "#;
        let options = Options {
            runtime: RuntimePath::parse("rt").unwrap(),
            trace: true,
            ..Options::default()
        };
        let code = generate_with(src, &options).unwrap();
        assert!(!code.contains("pdll::"), "{code}");
        assert!(!code.contains("pdll_runtime"), "{code}");
        assert!(code.contains("rt::Context"), "{code}");
        assert!(code.contains("rt::RewriteError"), "{code}");
    }

    #[test]
    fn each_pattern_declares_what_its_matcher_reads() {
        let cone = |src: &str| {
            let code = generate_str(src).unwrap();
            let start = code.find(".operand_cone(").map(|i| i + 14);
            let cone = start.map(|i| code[i..].split(')').next().unwrap().to_string());
            let after = &code[code.find("fn match_reach").unwrap()..];
            let reach = after.split("MatchReach::").nth(1).unwrap();
            (cone, reach.split_whitespace().next().unwrap().to_string())
        };
        // The root alone, its operands compared.
        assert_eq!(
            cone("Pattern { let r = op<a.x>(v: Value, v); erase r; }"),
            (Some("0, 0".into()), "Operands(0)".into())
        );
        // An op above the root, read by name only: its operand list is not read.
        assert_eq!(
            cone("Pattern { let r = op<a.x>(op<a.c>); erase r; }"),
            (Some("1, 0".into()), "Operands(1)".into())
        );
        // Two levels, through the operand list of the middle op.
        assert_eq!(
            cone("Pattern { let r = op<a.x>(op<a.y>(op<a.z>)); erase r; }"),
            (Some("2, 1".into()), "Operands(2)".into())
        );
        // The operand count of an op above the root reads its operand list.
        assert_eq!(
            cone("Pattern { let r = op<a.x>(op<a.y>()); erase r; }"),
            (Some("1, 1".into()), "Operands(1)".into())
        );
        // The type of an operand is read from the op defining it.
        assert_eq!(
            cone("Pattern { let r = op<a.x>(v: Value<type<\"i32\">>); erase r; }"),
            (Some("1, 0".into()), "Operands(1)".into())
        );
        // User code may read anything.
        assert_eq!(
            cone("Constraint C(op: Op);\nPattern { let r = op<a.x>; C(r); erase r; }").1,
            "Unknown"
        );
    }

    #[test]
    fn each_pattern_names_the_ops_above_its_root_whose_operands_it_reads() {
        // The names (not the interned slots) the footprint lists.
        let lists_of = |src: &str| {
            let code = generate_str(src).unwrap();
            let code = code.replace([' ', '\n'], "");
            let start = code.find("constOP_NAMES:")?;
            let start = start + code[start..].find("=[")? + 2;
            let interned: Vec<&str> = code[start..start + code[start..].find("];")?]
                .split(',')
                .filter(|s| !s.is_empty())
                .collect();
            code.find(".operand_lists_of(").map(|i| {
                let rest = &code[i + 18..];
                let list = &rest[..rest.find(")").unwrap()];
                let names: Vec<&str> = list
                    .trim_start_matches("&[")
                    .trim_end_matches(']')
                    .split(',')
                    .map(|slot| interned[slot.parse::<usize>().unwrap()])
                    .collect();
                format!("&[{}]", names.join(","))
            })
        };
        // Through the operand list of the middle op, named.
        assert_eq!(
            lists_of("Pattern { let r = op<a.x>(op<a.y>(op<a.z>)); erase r; }").as_deref(),
            Some(r#"&["a.y"]"#)
        );
        // Counting the operands of an op above the root reads its list.
        assert_eq!(
            lists_of("Pattern { let r = op<a.x>(op<a.y>()); erase r; }").as_deref(),
            Some(r#"&["a.y"]"#)
        );
        // Only the root's operand list: nothing to declare.
        assert_eq!(
            lists_of("Pattern { let r = op<a.x>(op<a.c>); erase r; }"),
            None
        );
        // An op of any name whose operands are read: no list of names.
        assert_eq!(
            lists_of("Pattern { let r = op<a.x>(op<>(op<a.z>)); erase r; }"),
            None
        );
        let code = generate_str("Pattern { let r = op<a.x>(op<>(op<a.z>)); erase r; }").unwrap();
        assert!(code.contains(".operand_cone(2, 1)"), "{code}");
    }

    #[test]
    fn equal_rewrites_share_one_function() {
        let code = generate_str(
            "Pattern A => erase op<a.x>;\nPattern B => erase op<a.y>;\n\
             Pattern C { let r = op<a.z>(v: Value); replace r with v; }",
        )
        .unwrap();
        assert!(code.contains("fn rewrite_0("), "{code}");
        assert!(!code.contains("fn rewrite_1("), "{code}");
        assert!(code.contains("fn rewrite_2("), "{code}");
        assert_eq!(code.matches("self.rewrite_0(").count(), 1, "{code}");
        let code = code.replace([' ', '\n'], "");
        assert!(code.contains("const__REWRITES:&[u32]=&[0,0,2];"), "{code}");
        assert!(code.contains("andofpatternBatt.pdll:2"), "{code}");
    }

    #[test]
    fn rewrites_differing_in_their_constants_share_one_function() {
        // Created ops of other names and types, and other attribute values: one
        // function, the constants a parameter; C differs in structure.
        let code = generate_str(
            "Pattern A { let r = op<a.x>(v: Value); replace r with op<a.nx>(v) {k = attr<\"1\">} -> (type<\"i8\">); }\n\
             Pattern B { let r = op<a.y>(v: Value); replace r with op<a.ny>(v) {k = attr<\"2\">} -> (type<\"i16\">); }\n\
             Pattern C { let r = op<a.z>(v: Value); replace r with op<a.nz>(v, v); }",
        )
        .unwrap();
        assert!(code.contains("fn rewrite_0("), "{code}");
        assert!(!code.contains("fn rewrite_1("), "{code}");
        assert!(code.contains("fn rewrite_2("), "{code}");
        assert!(
            code.contains("self.op_names[__consts[2] as usize]"),
            "{code}"
        );
        let flat = code.replace([' ', '\n'], "");
        // A and B pass their constants; C, alone, names its own.
        assert!(
            flat.contains("const__REWRITES:&[(u32,u32)]=&[(0,0),(0,4),(2,0)];"),
            "{code}"
        );
        assert!(
            flat.contains("const__CONSTS:[u32;8]=[0,0,3,1,2,1,4,3];"),
            "{code}"
        );
        assert!(flat.contains("&Self::__CONSTS[__at..__at+4]"), "{code}");
        assert_eq!(code.matches("__consts: &[u32]").count(), 1, "{code}");
    }

    #[test]
    fn native_names_rust_cannot_use_are_errors() {
        let errs = generate_str(
            "Constraint crate(op: Op);\nPattern { let r = op<a.b>; crate(r); erase r; }",
        )
        .unwrap_err();
        assert!(errs[0].message.contains("cannot be the name"), "{errs:?}");
        // A keyword that can be raw is fine.
        let code = generate_str(
            "Constraint match(op: Op);\nPattern { let r = op<a.b>; match(r); erase r; }",
        )
        .unwrap();
        assert!(code.contains("r#match(__ctx, __ir, p0)"), "{code}");
    }

    #[test]
    fn a_value_passed_for_a_range_parameter_is_a_one_element_slice() {
        let code = generate_str(
            "Rewrite R(vs: ValueRange);\nPattern { let r = op<a.b>(v: Value); rewrite r with { R(v); erase r; }; }",
        )
        .unwrap();
        assert!(
            code.contains("R(__rewriter, ::std::slice::from_ref(&v"),
            "{code}"
        );
    }

    #[test]
    fn trace_prints_matches_and_rewrites() {
        let mut sources = SourceMap::new();
        let (module, _) = parse_str(
            "t.pdll",
            "Pattern P => erase op<a.b>;",
            &ParseOptions::default(),
            &mut sources,
        );
        let set = SetDecl::named("T").unwrap();
        let options = Options {
            trace: true,
            ..Options::default()
        };
        let code = crate::driver::compile_module(&set, &module.unwrap(), &options, &sources)
            .unwrap()
            .to_string();
        assert!(code.contains("pdll: matched"), "{code}");
        assert!(code.contains("pdll: applying"), "{code}");
    }
}
