//! The matcher: [`MatcherTree`] to the body of `match_op`, straight-line Rust.
//!
//! Each node sequence of the tree becomes a sequence of statements. A [`Node::Bool`]
//! or [`Node::Switch`] runs inside a block `'nK: { ... }` (labeled when a `break` leaves
//! it, see `label`): a failed check, or a
//! position that is absent (an operand that does not exist, a block argument where an
//! op was expected), `break`s out of it, and the statements after the block (the next
//! node) run whatever happened. A node that is the last of its sequence reuses the
//! enclosing block's label instead of opening a new one, so a chain of checks is flat
//! code, not a nest of `if`s; only real branching nests. Subtrees nested deeper than
//! [`MAX_NESTING`] blocks (or [`super::Options::max_nesting`]) are outlined into helper
//! methods that take the positions bound so far, so no tree can exhaust rustc's
//! recursion limits.
//!
//! The generator's state is private; whether a method is shared by the cases of one
//! shape (reads its successes and constants from tables) is the `Method` of the
//! `Scope` each generator function is given, not a flag.
//!
//! Positions are bound lazily to locals `pN` (position N) the first time a node needs
//! them, and stay visible in the nested blocks. Single entities (ops, values, types,
//! attributes) are `Copy` handles. Ranges of operands, results and their types are
//! not stored: each use re-reads them from the IR (`&Ir`, which natives share) as an
//! iterator, or as a slice for a native's argument, with no allocation. Native
//! constraint results are owned locals.
//!
//! A switch on op names (or attribute values) with many cases looks the name up in a
//! table (op-name or attribute index to case number, `CaseTable`) built in `new`, then
//! `match`es on the case number, so the dispatch on the root op name costs the same
//! for 2 or 2000 patterns. Each case of such a switch is outlined into its own method,
//! but cases whose subtrees differ only in which patterns succeed share one (see
//! the `shapes` module).

mod label;
mod positions;
mod shapes;
mod switch;

use super::intern::Interned;
use super::names::{int, local};
use super::natives::{Arg, Natives};
use super::runtime::RuntimePath;
use super::types::captured_variant;
use crate::diag::Diagnostic;
use crate::matcher::{
    Answer, Capture, EntityKind, MatcherTree, Node, Position, PositionId, Question, SuccessNode,
    TypeLiteral,
};
use crate::pdl::{PdlModule, PdlOpKind};
use crate::source::Span;
use label::{labeled_block, Label};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use std::collections::{BTreeSet, HashMap};
use switch::CaseTableSpec;

/// By default, blocks nested deeper than this inside one function are outlined.
pub const MAX_NESTING: usize = 48;

/// A switch on op names or attribute values with at least this many cases uses a
/// lookup table.
pub const TABLE_MIN_CASES: usize = 4;

/// The matcher's part of a generated set.
pub struct Matcher {
    /// The statements of `match_op`'s body (`__ctx: &mut Context`, `__ir: &Ir`,
    /// `__op: Op`, `__out: &mut Vec<Match>` in scope).
    pub body: TokenStream,
    /// The methods `match_op` calls: outlined subtrees, switch cases, shared shapes.
    pub helpers: Vec<TokenStream>,
    /// `new`'s statements that build the switch tables into a local `tables`.
    pub tables_init: TokenStream,
    /// Number of switch tables (the length of the set's `tables` field).
    pub num_tables: usize,
    /// The constant tables `match_op` reads (`Self::__CASES_t_s`), for `warm_up`.
    pub warm_tables: Vec<TokenStream>,
}

/// Generates the matcher of `tree`: the successes report the patterns of `pdl`, each
/// described (for comments and traces) by its entry of `pattern_docs`.
pub fn generate(
    tree: &MatcherTree,
    pdl: &PdlModule,
    interned: &mut Interned,
    natives: &mut Natives<'_>,
    pattern_docs: &[String],
    options: &super::Options,
) -> Result<Matcher, Diagnostic> {
    let mut g = MatchGen::new(tree, pdl, interned, natives, pattern_docs, options);
    let body = g.body()?;
    Ok(Matcher {
        body,
        tables_init: g.tables_init(),
        num_tables: g.tables.len(),
        helpers: g.helpers,
        warm_tables: g.warm_tables,
    })
}

/// Generates the matcher of a tree.
struct MatchGen<'a, 'p> {
    /// How generated code names the runtime.
    rt: &'a RuntimePath,
    tree: &'a MatcherTree,
    interned: &'a mut Interned,
    natives: &'a mut Natives<'p>,
    /// Per pattern: its doc description (`pattern Foo at file.pdll:3`).
    pattern_docs: &'a [String],
    /// Emit a trace line (`eprintln!`) for every match.
    trace: bool,
    /// Whether to emit comment markers (see `super::format`).
    comments: bool,
    /// Blocks nested deeper than this are outlined.
    max_nesting: usize,
    /// Per native constraint name, the span of its first call in the source: the tree
    /// keeps no spans.
    constraint_spans: HashMap<String, Span>,
    /// Switch tables, built in `new`.
    tables: Vec<CaseTableSpec>,
    /// Outlined subtrees (helper methods), and the associated consts of shared case
    /// tables.
    helpers: Vec<TokenStream>,
    /// The case tables among the helpers, as `Self::__CASES_t_s`.
    warm_tables: Vec<TokenStream>,
    /// Number of `match_part_N` helpers (subtrees outlined for their depth).
    parts: usize,
    labels: usize,
}

/// Which kind of method the statements being generated are in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Method {
    /// `match_op`, or a method of its own for a subtree: successes name their pattern
    /// and benefit, checks their constant.
    #[default]
    Own,
    /// A method shared by the cases of one shape (see [`shapes`]): a success's pattern
    /// is its ordinal into the `__leaves` parameter, a checked constant its ordinal into
    /// `__consts`. Methods outlined from it take and pass on both.
    Shared,
}

impl Method {
    /// The tables a method of this kind passes on to the methods outlined from it.
    fn passed_on(self) -> Option<(TokenStream, TokenStream)> {
        match self {
            Method::Own => None,
            Method::Shared => Some((quote!(__leaves), quote!(__consts))),
        }
    }

    /// In a shared method, the ordinal of a constant's placeholder (the constant is
    /// `__consts[ordinal]`, see [`shapes`]).
    fn constant(self, text: &str) -> Option<usize> {
        match self {
            Method::Own => None,
            Method::Shared => shapes::constant_ordinal(text),
        }
    }
}

/// What the statements being generated see: the positions bound to locals in the
/// current block and its parents, the nesting depth, and the kind of method they are
/// in.
#[derive(Clone, Default)]
struct Scope {
    bound: BTreeSet<PositionId>,
    depth: usize,
    method: Method,
}

impl<'a, 'p> MatchGen<'a, 'p> {
    fn new(
        tree: &'a MatcherTree,
        pdl: &PdlModule,
        interned: &'a mut Interned,
        natives: &'a mut Natives<'p>,
        pattern_docs: &'a [String],
        options: &'a super::Options,
    ) -> Self {
        let mut constraint_spans = HashMap::new();
        for op in pdl.patterns.iter().flat_map(|p| p.match_section()) {
            if let PdlOpKind::ApplyNativeConstraint { name, .. } = &op.kind {
                constraint_spans.entry(name.clone()).or_insert(op.span);
            }
        }
        MatchGen {
            rt: &options.runtime,
            tree,
            interned,
            natives,
            pattern_docs,
            trace: options.trace,
            comments: options.comments,
            max_nesting: if options.max_nesting == 0 {
                MAX_NESTING
            } else {
                options.max_nesting
            },
            constraint_spans,
            tables: Vec::new(),
            warm_tables: Vec::new(),
            helpers: Vec::new(),
            parts: 0,
            labels: 0,
        }
    }

    /// The statements of `match_op`'s body.
    fn body(&mut self) -> Result<TokenStream, Diagnostic> {
        let root = self.root_position();
        let mut scope = Scope::default();
        let bind_root = match root {
            Some(r) => {
                scope.bound.insert(r);
                let p = local("p", r.0 as usize);
                quote!(let #p = __op;)
            }
            None => TokenStream::new(),
        };
        let label = self.label();
        let mut seq = TokenStream::new();
        self.seq(&self.tree.root, &mut scope, &label, &mut seq)?;
        let mut out = bind_root;
        labeled_block(&mut out, &label, seq);
        Ok(out)
    }

    /// The root position (`Operation { parent: None }`), if the tree has one.
    fn root_position(&self) -> Option<PositionId> {
        self.tree
            .positions
            .iter()
            .position(|p| matches!(p, Position::Operation { parent: None, .. }))
            .map(|i| PositionId(i as u32))
    }

    fn label(&mut self) -> Label {
        self.labels += 1;
        Label::new(self.labels)
    }

    /// Appends the statements of a node sequence to `out`; `exit` is the label of the
    /// innermost enclosing block.
    ///
    /// Every generator below appends to the caller's stream instead of returning its
    /// own: a chain of checks is flat code, and returning streams would re-push the
    /// rest of the chain's tokens at each of its nodes (quadratic in its length).
    fn seq(
        &mut self,
        nodes: &[Node],
        scope: &mut Scope,
        exit: &Label,
        out: &mut TokenStream,
    ) -> Result<(), Diagnostic> {
        for (i, node) in nodes.iter().enumerate() {
            let last = nodes[i + 1..].iter().all(|n| matches!(n, Node::Exit));
            self.node(node, scope, exit, last, out)?;
        }
        Ok(())
    }

    fn node(
        &mut self,
        node: &Node,
        scope: &mut Scope,
        exit: &Label,
        last: bool,
        out: &mut TokenStream,
    ) -> Result<(), Diagnostic> {
        match node {
            Node::Exit => Ok(()),
            Node::Success(s) => self.success(s, scope, out),
            Node::Bool {
                position,
                question,
                answer,
                then,
            } => {
                let body =
                    |g: &mut Self, inner: &mut Scope, label: &Label, out: &mut TokenStream| {
                        out.extend(g.bind(*position, inner, label)?);
                        out.extend(g.check(*position, question, answer, inner, label)?);
                        g.seq(then, inner, label, out)
                    };
                if last {
                    // Checks of the last node fail to the enclosing block: flat code.
                    body(self, scope, exit, out)
                } else {
                    self.block(scope, out, body)
                }
            }
            Node::Switch {
                position,
                question,
                cases,
            } => {
                let body =
                    |g: &mut Self, inner: &mut Scope, label: &Label, out: &mut TokenStream| {
                        out.extend(g.bind(*position, inner, label)?);
                        g.switch(*position, question, cases, inner, out)
                    };
                if last {
                    body(self, scope, exit, out)
                } else {
                    self.block(scope, out, body)
                }
            }
            Node::ForEach { position, body } => self.for_each(*position, body, scope, out),
        }
    }

    /// Appends a labeled block with its own scope, whose statements `f` appends;
    /// outlined into a helper when too deep.
    fn block(
        &mut self,
        scope: &Scope,
        out: &mut TokenStream,
        f: impl FnOnce(&mut Self, &mut Scope, &Label, &mut TokenStream) -> Result<(), Diagnostic>,
    ) -> Result<(), Diagnostic> {
        let label = self.label();
        if scope.depth + 1 > self.max_nesting {
            let name = format_ident!("match_part_{}", self.parts);
            self.parts += 1;
            let doc = " A subtree of the matcher, outlined for its depth.".to_string();
            let args = self.outline(name.clone(), &doc, scope, scope.method, label, f)?;
            out.extend(self.call(&name, &args, scope.method.passed_on()));
            return Ok(());
        }
        let mut inner = scope.clone();
        inner.depth += 1;
        let mut body = TokenStream::new();
        f(self, &mut inner, &label, &mut body)?;
        labeled_block(out, &label, body);
        Ok(())
    }

    /// Moves a block into the helper method `name` (documented by `doc`) of kind
    /// `method`, taking the positions bound in `scope` (and, in a shared method, the
    /// `__leaves` and `__consts` tables); returns the arguments of its calls (see
    /// [`MatchGen::call`]).
    #[allow(clippy::too_many_arguments)]
    fn outline(
        &mut self,
        name: syn::Ident,
        doc: &str,
        scope: &Scope,
        method: Method,
        label: Label,
        f: impl FnOnce(&mut Self, &mut Scope, &Label, &mut TokenStream) -> Result<(), Diagnostic>,
    ) -> Result<Vec<TokenStream>, Diagnostic> {
        let mut inner = Scope {
            bound: scope.bound.clone(),
            depth: 1,
            method,
        };
        let mut body = TokenStream::new();
        f(self, &mut inner, &label, &mut body)?;
        let mut block = TokenStream::new();
        labeled_block(&mut block, &label, body);
        let mut params = Vec::new();
        let mut args = Vec::new();
        for &p in &scope.bound {
            let Some(ty) = self.local_type(p) else {
                continue;
            };
            let l = local("p", p.0 as usize);
            params.push(quote!(#l: #ty));
            args.push(match self.local_is_owned_range(p) {
                true => quote!(&#l),
                false => quote!(#l),
            });
        }
        if method == Method::Shared {
            params.push(quote!(__leaves: &[(u32, u16)]));
            params.push(quote!(__consts: &[u32]));
        }
        let rt = self.rt;
        let allow = crate::codegen::rewrite::allow_many_arguments(5 + params.len());
        self.helpers.push(quote! {
            #[doc = #doc]
            #allow
            fn #name(
                &self,
                __ctx: &mut #rt::Context,
                __ir: &#rt::Ir,
                __op: #rt::Op,
                __out: &mut ::std::vec::Vec<#rt::Match>,
                #(#params),*
            ) {
                #block
            }
        });
        Ok(args)
    }

    /// A call of the outlined method `name` with `args`, and the `__leaves` and
    /// `__consts` tables of a shared method when `tables` gives them.
    fn call(
        &self,
        name: &syn::Ident,
        args: &[TokenStream],
        tables: Option<(TokenStream, TokenStream)>,
    ) -> TokenStream {
        let tables = tables.map(|(leaves, consts)| quote!(, #leaves, #consts));
        quote!(self.#name(__ctx, __ir, __op, __out, #(#args),* #tables);)
    }

    /// Checks that the answer to `question` at `p` is `answer`, else `break fail`.
    fn check(
        &mut self,
        p: PositionId,
        question: &Question,
        answer: &Answer,
        scope: &mut Scope,
        fail: &Label,
    ) -> Result<TokenStream, Diagnostic> {
        let at = Span::call_site();
        let l = local("p", p.0 as usize);
        Ok(match (question, answer) {
            // Binding already checked presence.
            (Question::IsNotNull, _) => TokenStream::new(),
            (Question::OperationName, Answer::OperationName(name)) => {
                let n = match scope.method.constant(name) {
                    Some(j) => {
                        let j = int(j);
                        quote!(self.op_names[__consts[#j] as usize])
                    }
                    None => self.interned.op_name(name),
                };
                quote!(if __ir.op_name(#l) != #n { break #fail; })
            }
            (Question::TypeValue, Answer::Type(TypeLiteral::Single(t))) => {
                let t = self.interned.ty(t);
                if self.tree.entity_kind(p) == EntityKind::Type {
                    quote!(if #l != #t { break #fail; })
                } else {
                    let it = self.iter_of(p)?;
                    quote!(if !#it.eq(::std::iter::once(#t)) { break #fail; })
                }
            }
            (Question::TypeValue, Answer::Type(TypeLiteral::List(ts))) => {
                let ts: Vec<_> = ts.iter().map(|t| self.interned.ty(t)).collect();
                let it = self.iter_of(p)?;
                quote!(if !#it.eq([#(#ts),*]) { break #fail; })
            }
            (Question::AttributeValue, Answer::Attribute(a)) => {
                let a = match scope.method.constant(a) {
                    Some(j) => {
                        let j = int(j);
                        quote!(self.attrs[__consts[#j] as usize])
                    }
                    None => self.interned.attr(a),
                };
                quote!(if #l != #a { break #fail; })
            }
            (
                q @ (Question::OperandCount
                | Question::OperandCountAtLeast
                | Question::ResultCount
                | Question::ResultCountAtLeast),
                Answer::Count(n),
            ) => {
                let n = int(*n as usize);
                let count = self.count(p, q);
                if q.is_at_least() {
                    quote!(if #count < #n { break #fail; })
                } else {
                    quote!(if #count != #n { break #fail; })
                }
            }
            (Question::EqualTo(other), Answer::True) => {
                let mut out = self.bind(*other, scope, fail)?;
                out.extend(self.equal(p, *other, fail)?);
                out
            }
            (Question::Constraint(cid), Answer::True) => self.constraint(*cid, scope, fail)?,
            (q, a) => return Err(internal(at, &format!("question {q:?} with answer {a:?}"))),
        })
    }

    /// Calls a native constraint; binds its results; `break fail` when it does not
    /// hold (or holds, when negated).
    fn constraint(
        &mut self,
        cid: crate::matcher::ConstraintId,
        scope: &mut Scope,
        fail: &Label,
    ) -> Result<TokenStream, Diagnostic> {
        let c = self.tree.constraint(cid).clone();
        // The tree keeps no spans: use the first call of this native in the source, so
        // that rustc's errors about a user's function point into the PDLL.
        let at = self
            .constraint_spans
            .get(&c.name)
            .copied()
            .unwrap_or_else(Span::call_site);
        let mut out = TokenStream::new();
        let mut args = Vec::new();
        for (i, &a) in c.args.iter().enumerate() {
            out.extend(self.bind(a, scope, fail)?);
            let Some(ty) = self.tree.entity_kind(a).captured() else {
                return Err(internal(at, "a users range passed to a native"));
            };
            let expr = if ty.is_range() {
                match self.range_slice(a) {
                    // Borrowed from the IR (shared with the native) or a local.
                    Some(slice) => slice,
                    None => {
                        // Results and types are computed: collected for the call.
                        let it = self.range_iter(a)?;
                        let buf = format_ident!("arg{}", i);
                        out.extend(quote!(let #buf: ::std::vec::Vec<_> = #it.collect();));
                        quote!(&#buf[..])
                    }
                }
            } else {
                let l = local("p", a.0 as usize);
                quote!(#l)
            };
            args.push(Arg { expr, ty });
        }
        let call = self.natives.constraint_call(&c.name, &args, at)?;
        match (c.result_types.is_empty(), c.negated) {
            (true, false) => out.extend(quote!(if !#call { break #fail; })),
            (true, true) => out.extend(quote!(if #call { break #fail; })),
            (false, true) => out.extend(quote!(if (#call).is_some() { break #fail; })),
            (false, false) => {}
        }
        if c.negated || c.result_types.is_empty() {
            return Ok(out);
        }
        // Bind the results to their positions.
        let mut locals = Vec::new();
        for index in 0..c.result_types.len() as u32 {
            let pos = Position::ConstraintResult {
                constraint: cid,
                index,
            };
            match self.tree.positions.iter().position(|p| *p == pos) {
                Some(i) => {
                    let id = PositionId(i as u32);
                    scope.bound.insert(id);
                    locals.push(local("p", i));
                }
                None => locals.push(format_ident!("_unused{}", index)),
            }
        }
        let tuple =
            self.natives
                .returns_tuple(crate::sema::hir::DeclKind::Constraint, &c.name, at)?;
        let pattern = if tuple {
            quote!((#(#locals,)*))
        } else {
            let one = &locals[0];
            quote!(#one)
        };
        out.extend(quote! {
            let ::std::option::Option::Some(#pattern) = #call else { break #fail; };
        });
        Ok(out)
    }

    /// `ForEach`: runs `body` for each user op of a value.
    fn for_each(
        &mut self,
        p: PositionId,
        body: &[Node],
        scope: &mut Scope,
        out: &mut TokenStream,
    ) -> Result<(), Diagnostic> {
        let at = Span::call_site();
        let Position::ForEach { users, .. } = self.tree.position(p).clone() else {
            return Err(internal(at, "a `ForEach` node on another position"));
        };
        let Position::Users {
            value,
            use_representative,
        } = self.tree.position(users).clone()
        else {
            return Err(internal(at, "a `ForEach` over something other than users"));
        };
        let l = local("p", p.0 as usize);
        let label = self.label();
        let mut inner = scope.clone();
        inner.depth += 2;
        let bind_value = self.bind(value, &mut inner, &label)?;
        // The users of the value; of a range, those of its first value (the
        // representative) or of every value. The loop reads the IR while it runs:
        // the body only reads it too (`&Ir`), natives included.
        let (first, users) = match self.tree.entity_kind(value) {
            EntityKind::Value => {
                let v = local("p", value.0 as usize);
                (TokenStream::new(), quote!(__ir.users(#v)))
            }
            _ if use_representative => {
                let it = self.range_iter(value)?;
                (
                    quote! {
                        let ::std::option::Option::Some(__first) = #it.next() else { break #label; };
                    },
                    quote!(__ir.users(__first)),
                )
            }
            _ => {
                let it = self.range_iter(value)?;
                (TokenStream::new(), quote!(#it.flat_map(|v| __ir.users(v))))
            }
        };
        inner.bound.insert(p);
        let each = self.label();
        let mut nodes = TokenStream::new();
        self.seq(body, &mut inner, &each, &mut nodes)?;
        let mut each_block = TokenStream::new();
        labeled_block(&mut each_block, &each, nodes);
        let mut block = bind_value;
        block.extend(first);
        block.extend(quote!(for #l in #users { #each_block }));
        labeled_block(out, &label, block);
        Ok(())
    }

    /// Records a match: binds the captures (which may still fail, for a range
    /// captured as its first value), then appends the `Match` to `__out` and pushes the
    /// captures into it in place (see `__private::push_match`).
    fn success(
        &mut self,
        s: &SuccessNode,
        scope: &mut Scope,
        block_out: &mut TokenStream,
    ) -> Result<(), Diagnostic> {
        let label = self.label();
        let mut inner = scope.clone();
        let mut out = TokenStream::new();
        let mut pushes = TokenStream::new();
        for (i, c) in s.captures.iter().enumerate() {
            out.extend(self.bind(c.position, &mut inner, &label)?);
            let (pre, push) = self.capture(c, i, &label)?;
            out.extend(pre);
            pushes.extend(push);
        }
        let (pattern, benefit, what) = match scope.method {
            Method::Shared => {
                // `s.pattern` is the success's ordinal in the shared method.
                let what = format!(
                    "success {} of the case (its pattern in `__leaves`)",
                    s.pattern
                );
                let k = int(s.pattern);
                (
                    quote!(__leaves[#k].0 as usize),
                    quote!(__leaves[#k].1),
                    what,
                )
            }
            Method::Own => {
                let (p, b) = (int(s.pattern), int(s.benefit.into()));
                (quote!(#p), quote!(#b), self.pattern_docs[s.pattern].clone())
            }
        };
        let comment = if self.comments {
            super::format::comment(&format!("{what} matched"))
        } else {
            TokenStream::new()
        };
        let trace = if self.trace {
            let text = &what;
            quote!(::std::eprintln!("pdll: matched {} at op #{}", #text, __op.index());)
        } else {
            TokenStream::new()
        };
        let rt = self.rt;
        let record = if pushes.is_empty() {
            quote!(#rt::__private::push_match(__out, #pattern, #benefit, __op);)
        } else {
            quote! {
                let __m = #rt::__private::push_match(__out, #pattern, #benefit, __op);
                #pushes
            }
        };
        let mut block = comment;
        block.extend(out);
        block.extend(trace);
        block.extend(record);
        labeled_block(block_out, &label, block);
        Ok(())
    }

    /// Capture number `i`: the statements that compute it (may `break fail`), and the
    /// push onto `__m.captures` (cannot fail).
    fn capture(
        &mut self,
        c: &Capture,
        i: usize,
        fail: &Label,
    ) -> Result<(TokenStream, TokenStream), Diagnostic> {
        let l = local("p", c.position.0 as usize);
        let (ty, variant) = match (c.kind.captured(), captured_variant(c.kind)) {
            (Some(ty), Some(variant)) => (ty, variant),
            _ => return Err(internal(Span::call_site(), "a users range captured")),
        };
        let mut pre = TokenStream::new();
        let value = if ty.is_range() {
            let it = self.iter_of(c.position)?;
            quote!(#it.collect())
        } else if ty == EntityKind::Value && self.tree.entity_kind(c.position) != EntityKind::Value
        {
            // A range captured as a single value: its first element, which must exist.
            let it = self.iter_of(c.position)?;
            let first = format_ident!("__first{}", i);
            pre.extend(
                quote!(let ::std::option::Option::Some(#first) = #it.next() else { break #fail; };),
            );
            quote!(#first)
        } else {
            quote!(#l)
        };
        let rt = self.rt;
        Ok((
            pre,
            quote!(__m.captures.push(#rt::Captured::#variant(#value));),
        ))
    }
}

fn internal(at: Span, what: &str) -> Diagnostic {
    Diagnostic::error(at, format!("internal error in the code generator: {what}"))
        .with_code(crate::diag::Code::Internal)
}
