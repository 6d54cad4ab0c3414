//! The rewriter function of a pattern: the `pdl.rewrite` body as straight-line Rust
//! over the [`Rewriter`](pdll_runtime::Rewriter), taking the captured values, one
//! method per PDL op kind. Locals are numbered in order of definition, so that two
//! patterns that rewrite the same get the same tokens (and share one function, see
//! [`RewriterFn::key`]).
//!
//! Result types of a created op are the explicit ones when given; else those the
//! runtime infers for an op it has a definition or an inference function for
//! ([`Rewriter::create_inferred`](pdll_runtime::Rewriter::create_inferred)); else, when
//! the op replaces another op (`replace x with op<...>`) that exists before it, that
//! op's result types; else none (MLIR 19's `generateOperationResultTypeRewriter`).
//! Result types written but left without value (`-> (t)` with `let t: Type;`) are an
//! error here unless the op replaces another; the ODS model will lift that for the ops
//! whose types it knows to be inferred.

use super::intern::Interned;
use super::names::{int, local};
use super::natives::{Arg, Natives};
use super::runtime::RuntimePath;
use super::types::{rust_type, Form};
use crate::diag::Diagnostic;
use crate::pdl::rewrite_plan::{self, type_only_inferred, value_not_defined, ResultTypes};
use crate::pdl::{
    EntityKind, PdlLiteral, PdlOp, PdlOpId, PdlOpKind, PdlPattern, PdlValueId, Replacement,
};
use crate::sema::hir::DeclKind;
use crate::source::Span;
use pdll_runtime::dialect::OpDefinition;
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};
use std::collections::HashMap;

/// How a value is held by a local of the rewriter function.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Held {
    /// A `Copy` handle (op, value, type, attribute).
    Single,
    /// A range held by the function: something that slices as `&local[..]`.
    Range,
    /// A range the function was given: a slice already.
    Slice,
    /// A type (or types) without value, defined in the rewrite: only usable as the
    /// result types of an op, which are then inferred.
    Unresolved,
}

/// The values of a rewriter function defined so far (captured or created): how each
/// is held, and the number of its local. Locals are numbered in the order the values
/// are defined, so that the rewrites of two patterns that do the same are the same
/// tokens, and share one function.
#[derive(Default)]
struct Locals(HashMap<PdlValueId, (Held, usize)>);

impl Locals {
    /// Defines `v`, held as `held`; returns its local.
    fn define(&mut self, v: PdlValueId, held: Held) -> Ident {
        let n = self.0.len();
        let (_, n) = *self.0.entry(v).or_insert((held, n));
        local("v", n)
    }

    /// How `v` is held, if it is defined.
    fn held(&self, v: PdlValueId) -> Option<Held> {
        self.0.get(&v).map(|&(h, _)| h)
    }

    /// The local of `v` (`v_undefined` when it is not defined, which the caller
    /// reports as an error).
    fn name(&self, v: PdlValueId) -> Ident {
        match self.0.get(&v) {
            Some(&(_, n)) => local("v", n),
            None => format_ident!("v_undefined"),
        }
    }
}

/// Generates the rewriter function of one pattern.
pub struct RewriteGen<'a, 'p> {
    /// How generated code names the runtime.
    rt: &'a RuntimePath,
    /// Interned strings of the set.
    interned: &'a mut Interned,
    /// The natives of the program.
    natives: &'a mut Natives<'p>,
    /// The pattern.
    pattern: &'a PdlPattern,
    /// The values defined so far (captured or created).
    held: Locals,
    /// The values of the rewrite that are attribute literals, with their text: an op
    /// created with only these as attributes gets its dictionary interned once, in
    /// `new`, instead of at every rewrite.
    attr_literals: HashMap<PdlValueId, String>,
    /// The definitions of the ops the set uses (from ODS or given by hand): an op
    /// with several variadic operand groups is created group by group.
    definitions: &'a [OpDefinition],
    /// When the rewriter takes its constants as a parameter (`__consts`, see
    /// [`RewriteGen::parameterized`]): the interned slot of each, in order of use, and
    /// where it comes from.
    consts: Option<Vec<(usize, ConstSource)>>,
    /// The created ops whose names a [`RewriteKey`] leaves out, with their ordinals
    /// there (see [`RewriteGen::abstracting`]).
    abstracted: &'a [(PdlOpId, String)],
}

/// Where a constant of a parameterized rewriter comes from, for the other patterns of
/// its [`RewriteKey`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstSource {
    /// The same for every pattern of the key: this interned slot.
    Slot(usize),
    /// The name of the created op the key leaves out with this ordinal.
    OpName(usize),
}

/// The kind of an interned constant of a rewrite: which table of the set holds it.
#[derive(Clone, Copy)]
enum Constant {
    OpName,
    Ident,
    Type,
    Attr,
}

/// The text of the dictionary attribute of `entries` (name, literal text), normalized
/// by the runtime's parser and printer; `None` when it does not parse as one (a name
/// given twice, say), so the dictionary is built at run time instead.
fn constant_dictionary(entries: &[(&str, &str)]) -> Option<String> {
    let mut text = String::from("{");
    for (i, (name, value)) in entries.iter().enumerate() {
        if i > 0 {
            text.push_str(", ");
        }
        text.push('"');
        for c in name.chars() {
            match c {
                '"' | '\\' => {
                    text.push('\\');
                    text.push(c);
                }
                c if c.is_control() => return None,
                c => text.push(c),
            }
        }
        text.push_str("\" = ");
        text.push_str(value);
    }
    text.push('}');
    let mut ctx = pdll_runtime::Context::new();
    let attr = ctx.parse_attribute(&text).ok()?;
    Some(ctx.attr_to_string(attr))
}

/// A rewriter function without its name and doc: its parameters and body.
pub struct RewriterFn {
    tokens: TokenStream,
    /// How many parameters the function takes, `self` included.
    num_params: usize,
    /// The tokens as text: equal for two patterns whose rewrites do the same.
    key: String,
    /// For a rewriter that takes its constants as a parameter: their interned slots,
    /// and where each comes from.
    consts: Option<Vec<(usize, ConstSource)>>,
}

impl RewriterFn {
    /// The text of the parameters and body: two patterns with equal keys have equal
    /// rewriters, so they share one function.
    pub fn key(&self) -> &str {
        &self.key
    }

    /// For a rewriter that takes its constants as a parameter, the interned slot of
    /// each (what the pattern passes as `__consts`).
    pub fn consts(&self) -> Option<Vec<usize>> {
        Some(
            self.consts
                .as_ref()?
                .iter()
                .map(|&(slot, _)| slot)
                .collect(),
        )
    }

    /// For a rewriter that takes its constants as a parameter, where each comes from:
    /// how another pattern of the same [`RewriteKey`] finds its own.
    pub fn sources(&self) -> Option<Vec<ConstSource>> {
        Some(self.consts.as_ref()?.iter().map(|&(_, s)| s).collect())
    }

    /// The function `name`, documented by `doc`.
    pub fn function(&self, name: &Ident, doc: &str) -> TokenStream {
        let tokens = &self.tokens;
        let allow = allow_many_arguments(self.num_params);
        quote! {
            #[doc = #doc]
            #allow
            fn #name #tokens
        }
    }
}

/// `#[allow(clippy::too_many_arguments)]` for a generated function of `num_params`
/// parameters (`self` included) when clippy would flag it (above 7), else nothing.
pub fn allow_many_arguments(num_params: usize) -> Option<TokenStream> {
    (num_params > 7).then(|| quote!(#[allow(clippy::too_many_arguments)]))
}

/// A key equal for two patterns whose rewriters are the same code up to the names of
/// the ops they create, computed from what [`RewriteGen`] reads of a pattern: the kinds
/// of the captures, and the rewrite section (its ops, the native rewrite it calls) with
/// values numbered in order of definition (captures first) and the type of each, and
/// the name of each created op left out ([`RewriteKey::names`]) unless it is one of
/// `defined` (the ops with a definition, which the rewriter reads). Much cheaper than
/// generating the rewriter: a pattern whose key another pattern already has takes that
/// pattern's rewriter, with its own names as constants (sets written from a template
/// mostly rewrite alike).
pub struct RewriteKey {
    /// The key.
    pub text: String,
    /// The created ops whose names the key leaves out, in order, with their names.
    pub names: Vec<(PdlOpId, String)>,
}

/// The [`RewriteKey`] of `pattern`, whose rewriter takes `captures`.
pub fn rewrite_key(
    pattern: &PdlPattern,
    captures: &[(PdlValueId, EntityKind)],
    defined: &std::collections::HashSet<&str>,
) -> RewriteKey {
    use std::fmt::Write;
    let mut numbers: HashMap<PdlValueId, usize> = HashMap::new();
    let mut key = String::new();
    let mut names = Vec::new();
    for &(v, kind) in captures {
        let n = numbers.len();
        numbers.entry(v).or_insert(n);
        let _ = write!(key, "{kind:?},");
    }
    // The number of a value (given on first sight), with its type; a value that
    // neither a capture nor an op of the rewrite defines keeps its id too (the
    // rewriter reports it).
    let mut number = |v: PdlValueId, key: &mut String, defined: bool| -> PdlValueId {
        let n = numbers.len();
        let n = *numbers.entry(v).or_insert_with(|| {
            let ty = pattern.value_type(v);
            match defined {
                true => {
                    let _ = write!(key, "[{ty:?}]");
                }
                false => {
                    let _ = write!(key, "[{ty:?} undefined {}]", v.0);
                }
            }
            n
        });
        PdlValueId(n as u32)
    };
    let root = number(pattern.rewrite.root, &mut key, false);
    let _ = write!(key, "root {root:?};");
    if let Some(ext) = &pattern.rewrite.external {
        let args: Vec<PdlValueId> = ext
            .args
            .iter()
            .map(|&a| number(a, &mut key, false))
            .collect();
        let _ = write!(key, "external {:?} {args:?};", ext.name);
    }
    for &id in &pattern.rewrite.body {
        let op = pattern.op(id);
        let mut kind = op.kind.clone();
        if let PdlOpKind::Operation {
            name: Some(name), ..
        } = &mut kind
        {
            if !defined.contains(name.as_str()) {
                // A placeholder no op name can be (see `matcher::shapes`).
                let real = std::mem::replace(name, format!("\0{}", names.len()));
                names.push((id, real));
            }
        }
        for_each_value_mut(&mut kind, &mut |v| *v = number(*v, &mut key, false));
        let results: Vec<PdlValueId> = op
            .results
            .iter()
            .map(|&r| number(r, &mut key, true))
            .collect();
        let _ = write!(key, "{kind:?} -> {results:?};");
    }
    RewriteKey { text: key, names }
}

/// Calls `f` on each value an op reads (see [`PdlOpKind::used_values`]).
fn for_each_value_mut(kind: &mut PdlOpKind, f: &mut impl FnMut(&mut PdlValueId)) {
    match kind {
        PdlOpKind::Operation {
            operands,
            attributes,
            result_types,
            name: _,
        } => {
            operands.iter_mut().for_each(&mut *f);
            attributes.iter_mut().for_each(|(_, v)| f(v));
            result_types.iter_mut().for_each(f);
        }
        PdlOpKind::Operand { ty } => ty.iter_mut().for_each(f),
        PdlOpKind::Operands { types } => types.iter_mut().for_each(f),
        PdlOpKind::Result { parent, index: _ } | PdlOpKind::Results { parent, index: _ } => {
            f(parent)
        }
        PdlOpKind::Type { constant: _ } | PdlOpKind::Types { constant: _ } => {}
        PdlOpKind::Attribute {
            value_type,
            value: _,
        } => value_type.iter_mut().for_each(f),
        PdlOpKind::ApplyNativeConstraint {
            args,
            name: _,
            negated: _,
        }
        | PdlOpKind::ApplyNativeRewrite { args, name: _ } => args.iter_mut().for_each(f),
        PdlOpKind::Range { elements } => elements.iter_mut().for_each(f),
        PdlOpKind::Replace { op, with } => {
            f(op);
            match with {
                Replacement::Op(v) => f(v),
                Replacement::Values(vs) => vs.iter_mut().for_each(f),
            }
        }
        PdlOpKind::Erase { op } => f(op),
    }
}

/// The name of the rewriter function of pattern `index`.
pub fn rewrite_fn_name(index: usize) -> Ident {
    format_ident!("rewrite_{}", index)
}

impl<'a, 'p> RewriteGen<'a, 'p> {
    /// A generator for the rewriter of `pattern`.
    pub fn new(
        rt: &'a RuntimePath,
        interned: &'a mut Interned,
        natives: &'a mut Natives<'p>,
        pattern: &'a PdlPattern,
        definitions: &'a [OpDefinition],
    ) -> Self {
        RewriteGen {
            rt,
            interned,
            natives,
            pattern,
            held: Locals::default(),
            attr_literals: HashMap::new(),
            definitions,
            consts: None,
            abstracted: &[],
        }
    }

    /// Records, for the created ops of `names` (a [`RewriteKey`]'s), that their names
    /// are [`ConstSource::OpName`]s (see [`RewriterFn::sources`]).
    pub fn abstracting(mut self, names: &'a [(PdlOpId, String)]) -> Self {
        self.abstracted = names;
        self
    }

    /// Makes the rewriter take the set's interned constants it uses (op names,
    /// attribute names, types, attributes) as a parameter, `__consts: &[usize]` (their
    /// slots, in order of use), rather than naming each slot: the rewriters of
    /// patterns written from one template, which create ops of different names, say,
    /// are then the same function (see [`RewriterFn::consts`]).
    pub fn parameterized(mut self) -> Self {
        self.consts = Some(Vec::new());
        self
    }

    /// The expression for the interned constant `text` of kind `kind`: a slot of the
    /// set's table, or in a parameterized rewriter the next entry of `__consts`.
    fn constant(&mut self, kind: Constant, text: &str) -> TokenStream {
        self.constant_from(kind, text, None)
    }

    /// [`RewriteGen::constant`], for the name of the op the key leaves out with ordinal
    /// `abstracted` when given.
    fn constant_from(
        &mut self,
        kind: Constant,
        text: &str,
        abstracted: Option<usize>,
    ) -> TokenStream {
        let Some(consts) = &mut self.consts else {
            return match kind {
                Constant::OpName => self.interned.op_name(text),
                Constant::Ident => self.interned.ident(text),
                Constant::Type => self.interned.ty(text),
                Constant::Attr => self.interned.attr(text),
            };
        };
        let (slot, field) = match kind {
            Constant::OpName => (self.interned.op_name_read_slot(text), "op_names"),
            Constant::Ident => (self.interned.ident_read_slot(text), "idents"),
            Constant::Type => (self.interned.ty_read_slot(text), "types"),
            Constant::Attr => (self.interned.attr_read_slot(text), "attrs"),
        };
        let k = int(consts.len());
        let source = match abstracted {
            Some(n) => ConstSource::OpName(n),
            None => ConstSource::Slot(slot),
        };
        consts.push((slot, source));
        let field = format_ident!("{}", field);
        quote!(self.#field[__consts[#k]])
    }

    /// The rewriter function of the pattern, whose parameters are the `captures`
    /// (values and the types they are captured as) in order.
    pub fn rewriter(
        mut self,
        captures: &[(PdlValueId, EntityKind)],
    ) -> Result<RewriterFn, Diagnostic> {
        let pattern = self.pattern;
        let mut params = Vec::new();
        for &(c, ty) in captures {
            let held = if ty.is_range() {
                Held::Slice
            } else {
                Held::Single
            };
            let v = self.held.define(c, held);
            let t = rust_type(self.rt, ty, Form::Borrowed);
            params.push(quote!(#v: #t));
        }
        let mut body = TokenStream::new();
        if let Some(ext) = &pattern.rewrite.external {
            // `pdl.rewrite %root with "name"(args)`: a native rewrite taking the root.
            let at = pattern.rewrite.span;
            let args = std::iter::once(&pattern.rewrite.root)
                .chain(&ext.args)
                .map(|&a| self.arg(a, at))
                .collect::<Result<Vec<_>, _>>()?;
            let call = self.natives.rewrite_call(&ext.name, &args, at)?;
            body.extend(quote!(#call;));
        }
        for (pos, &op_id) in pattern.rewrite.body.iter().enumerate() {
            body.extend(self.op(pos, op_id)?);
        }
        let rt = self.rt;
        if self.consts.is_some() {
            params.push(quote!(__consts: &[usize]));
        }
        let tokens = quote! {
            (
                &self,
                __rewriter: &mut #rt::Rewriter<'_>,
                #(#params),*
            ) -> ::std::result::Result<(), #rt::RewriteError> {
                #body
                ::std::result::Result::Ok(())
            }
        };
        Ok(RewriterFn {
            key: tokens.to_string(),
            tokens,
            num_params: 2 + params.len(),
            consts: self.consts,
        })
    }

    /// Defines value `v` of PDL type `ty`, held as a handle or an owned range; returns
    /// its local.
    fn hold(&mut self, v: PdlValueId, ty: EntityKind) -> Ident {
        let h = if ty.is_range() {
            Held::Range
        } else {
            Held::Single
        };
        self.held.define(v, h)
    }

    /// A value as a native argument.
    fn arg(&self, v: PdlValueId, at: Span) -> Result<Arg, Diagnostic> {
        Ok(Arg {
            expr: use_value(&self.held, v, at)?,
            ty: self.pattern.value_type(v),
        })
    }

    /// The statement for one rewrite-section op (`pos`: its index in the body), by
    /// the op's kind.
    fn op(&mut self, pos: usize, id: PdlOpId) -> Result<TokenStream, Diagnostic> {
        let op = self.pattern.op(id);
        match &op.kind {
            PdlOpKind::Operation {
                name,
                operands,
                attributes,
                result_types,
            } => {
                let abstracted = self.abstracted.iter().position(|(o, _)| *o == id);
                self.create_op(
                    op,
                    (pos, abstracted),
                    name.as_deref(),
                    operands,
                    attributes,
                    result_types,
                )
            }
            PdlOpKind::Type {
                constant: Some(lit),
            } => self.type_literal(op, lit),
            PdlOpKind::Types {
                constant: Some(lits),
            } => self.types_literal(op, lits),
            PdlOpKind::Type { constant: None } | PdlOpKind::Types { constant: None } => {
                self.inferred_types(op)
            }
            PdlOpKind::Attribute {
                value: Some(lit), ..
            } => self.attribute_literal(op, lit),
            PdlOpKind::Result { parent, index } => self.result(op, *parent, *index),
            PdlOpKind::Results { parent, index } => self.results(op, *parent, *index),
            PdlOpKind::ApplyNativeRewrite { name, args } => {
                self.apply_native_rewrite(op, name, args)
            }
            PdlOpKind::Range { elements } => self.range(op, elements),
            PdlOpKind::Replace { op: replaced, with } => self.replace(op.span, *replaced, with),
            PdlOpKind::Erase { op: erased } => self.erase(op.span, *erased),
            other => Err(internal(
                op.span,
                &format!("`pdl.{}` cannot appear in a rewrite", other.mnemonic()),
            )),
        }
    }

    /// The single result of `op`, now held as `held`, and its local.
    fn define(&mut self, op: &PdlOp, held: Held) -> Result<Ident, Diagnostic> {
        let r = op
            .results
            .first()
            .copied()
            .ok_or_else(|| internal(op.span, "a PDL op without its result"))?;
        Ok(self.held.define(r, held))
    }

    /// `pdl.operation` in a rewrite: creates the op.
    fn create_op(
        &mut self,
        op: &PdlOp,
        (pos, abstracted): (usize, Option<usize>),
        name: Option<&str>,
        operands: &[PdlValueId],
        attributes: &[(String, PdlValueId)],
        result_types: &[PdlValueId],
    ) -> Result<TokenStream, Diagnostic> {
        let at = op.span;
        let name = rewrite_plan::created_op_name(name, at)?;
        let groups = self.operand_groups(name, operands, at)?;
        let name = self.constant_from(Constant::OpName, name, abstracted);
        let held = &self.held;
        let operands = concat(held, operands, at, false)?;
        let source = rewrite_plan::result_types(self.pattern, pos, op, result_types, |t| {
            held.held(t) != Some(Held::Unresolved)
        })?;
        let mut prelude = TokenStream::new();
        // The op the runtime falls back on for the result types it cannot infer.
        let fallback = match source {
            ResultTypes::Given => None,
            ResultTypes::InferredOrOfReplaced(replaced) => {
                let r = use_value(held, replaced, at)?;
                let rt = self.rt;
                let ty = rust_type(rt, EntityKind::Type, Form::Owned);
                prelude = quote! {
                    let __types: #rt::smallvec::SmallVec<[#ty; 4]> =
                        __rewriter.result_types(#r).collect();
                };
                Some(quote!(::std::option::Option::Some(&__types)))
            }
            ResultTypes::InferredOrNone => Some(quote!(::std::option::Option::None)),
        };
        let types = match fallback {
            None => Some(concat(held, result_types, at, false)?),
            Some(_) => None,
        };
        let attrs = self.attributes(attributes, at, &mut prelude)?;
        let v = self.define(op, Held::Single)?;
        let create = match (types, fallback, groups) {
            (Some(types), _, Some(groups)) => {
                quote!(__rewriter.create_in_groups(#name, &[#(#groups),*], #types, #attrs)?)
            }
            (Some(types), _, None) => quote!(__rewriter.create(#name, #operands, #types, #attrs)?),
            (None, fallback, _) => {
                quote!(__rewriter.create_inferred(#name, #operands, #attrs, #fallback)?)
            }
        };
        Ok(quote! {
            let #v = {
                #prelude
                #create
            };
        })
    }

    /// One slice expression per operand group of the op `name`, when its definition
    /// has several variadic or optional operand groups and `AttrSizedOperandSegments`
    /// (so only the groups fix the segment sizes) and PDLL gave one operand per group,
    /// as it does for an ODS op; `None` otherwise (a plain `create`).
    fn operand_groups(
        &self,
        name: &str,
        operands: &[PdlValueId],
        at: Span,
    ) -> Result<Option<Vec<TokenStream>>, Diagnostic> {
        let Some(def) = self.definitions.iter().find(|d| d.name == name) else {
            return Ok(None);
        };
        if !rewrite_plan::created_in_groups(def, operands.len()) {
            return Ok(None);
        }
        operands
            .iter()
            .map(|&v| {
                let e = use_value(&self.held, v, at)?;
                Ok(match self.held.held(v) {
                    Some(Held::Range | Held::Slice) => quote!(&(#e)[..]),
                    _ => quote!(&[#e][..]),
                })
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    }

    /// The attribute dictionary of a created op, an `Option<Attribute>` expression:
    /// interned in `new` when all values are literals, else built by statements
    /// appended to `prelude` (before the call: `create` borrows the rewriter mutably).
    fn attributes(
        &mut self,
        attributes: &[(String, PdlValueId)],
        at: Span,
        prelude: &mut TokenStream,
    ) -> Result<TokenStream, Diagnostic> {
        if attributes.is_empty() {
            return Ok(quote!(::std::option::Option::None));
        }
        let literals: Option<Vec<(&str, &str)>> = attributes
            .iter()
            .map(|(n, v)| Some((n.as_str(), self.attr_literals.get(v)?.as_str())))
            .collect();
        if let Some(text) = literals.and_then(|l| constant_dictionary(&l)) {
            let dict = self.constant(Constant::Attr, &text);
            return Ok(quote!(::std::option::Option::Some(#dict)));
        }
        let mut entries = Vec::new();
        for (n, v) in attributes {
            let ident = self.constant(Constant::Ident, n);
            let v = use_value(&self.held, *v, at)?;
            entries.push(quote!((#ident, #v)));
        }
        prelude.extend(quote! {
            let __attrs = __rewriter.ctx_mut().intern_dictionary(::std::vec![#(#entries),*]);
        });
        Ok(quote!(::std::option::Option::Some(__attrs)))
    }

    /// `pdl.type : T`: the interned type.
    fn type_literal(&mut self, op: &PdlOp, lit: &PdlLiteral) -> Result<TokenStream, Diagnostic> {
        let v = self.define(op, Held::Single)?;
        let t = self.constant(Constant::Type, lit.printed());
        Ok(quote!(let #v = #t;))
    }

    /// `pdl.types : [T...]`: an array of the interned types.
    fn types_literal(
        &mut self,
        op: &PdlOp,
        lits: &[PdlLiteral],
    ) -> Result<TokenStream, Diagnostic> {
        let v = self.define(op, Held::Range)?;
        let ts: Vec<_> = lits
            .iter()
            .map(|l| self.constant(Constant::Type, l.printed()))
            .collect();
        Ok(quote!(let #v = [#(#ts),*];))
    }

    /// `pdl.type` / `pdl.types` without value: resolved by the op that uses it as
    /// result types (inferred); no statement.
    fn inferred_types(&mut self, op: &PdlOp) -> Result<TokenStream, Diagnostic> {
        self.define(op, Held::Unresolved)?;
        Ok(TokenStream::new())
    }

    /// `pdl.attribute = A`: the interned attribute.
    fn attribute_literal(
        &mut self,
        op: &PdlOp,
        lit: &PdlLiteral,
    ) -> Result<TokenStream, Diagnostic> {
        let v = self.define(op, Held::Single)?;
        if let Some(&r) = op.results.first() {
            self.attr_literals.insert(r, lit.printed().to_string());
        }
        let a = self.constant(Constant::Attr, lit.printed());
        Ok(quote!(let #v = #a;))
    }

    /// `pdl.result N of op`: result `N`, which must exist.
    fn result(
        &mut self,
        op: &PdlOp,
        parent: PdlValueId,
        index: u32,
    ) -> Result<TokenStream, Diagnostic> {
        let p = use_value(&self.held, parent, op.span)?;
        let v = self.define(op, Held::Single)?;
        Ok(self.nth_result(&v, &p, index as usize))
    }

    /// `let v = ` result `i` of the op `p`, or the rewrite fails.
    fn nth_result(&self, v: &Ident, p: &TokenStream, i: usize) -> TokenStream {
        let rt = self.rt;
        let message = format!("result {i} of op #{{}} does not exist");
        let result = match i {
            0 => quote!(__rewriter.results(#p).next()),
            i => {
                let i = int(i);
                quote!(__rewriter.results(#p).nth(#i))
            }
        };
        quote! {
            let #v = #result.ok_or_else(|| {
                #rt::RewriteError::Failed(::std::format!(#message, #p.index()))
            })?;
        }
    }

    /// `pdl.results [N] of op`: result group `N` (a value or a range, as the result's
    /// type says), or all results.
    fn results(
        &mut self,
        op: &PdlOp,
        parent: PdlValueId,
        index: Option<u32>,
    ) -> Result<TokenStream, Diagnostic> {
        let p = use_value(&self.held, parent, op.span)?;
        let i = index.unwrap_or(0) as usize;
        let range = op
            .results
            .first()
            .is_some_and(|&r| self.pattern.value_type(r).is_range());
        if !range {
            let v = self.define(op, Held::Single)?;
            return Ok(self.nth_result(&v, &p, i));
        }
        let v = self.define(op, Held::Range)?;
        let ty = rust_type(self.rt, EntityKind::ValueRange, Form::Owned);
        // Without ODS, result group N is everything from result N on (as MLIR's
        // bytecode treats a group of an unregistered op).
        let results = match i {
            0 => quote!(__rewriter.results(#p)),
            i => {
                let i = int(i);
                quote!(__rewriter.results(#p).skip(#i))
            }
        };
        Ok(quote!(let #v: #ty = #results.collect();))
    }

    /// `pdl.apply_native_rewrite`: the call, its results bound to locals.
    fn apply_native_rewrite(
        &mut self,
        op: &PdlOp,
        name: &str,
        args: &[PdlValueId],
    ) -> Result<TokenStream, Diagnostic> {
        let at = op.span;
        let args = args
            .iter()
            .map(|&a| self.arg(a, at))
            .collect::<Result<Vec<_>, _>>()?;
        let call = self.natives.rewrite_call(name, &args, at)?;
        let mut locals = Vec::new();
        for &r in &op.results {
            locals.push(self.hold(r, self.pattern.value_type(r)));
        }
        let tuple = self.natives.returns_tuple(DeclKind::Rewrite, name, at)?;
        Ok(match (locals.as_slice(), tuple) {
            ([], _) => quote!(#call;),
            ([one], false) => quote!(let #one = #call;),
            (many, _) => quote!(let (#(#many,)*) = #call;),
        })
    }

    /// `pdl.range`: the elements concatenated into a `Vec`.
    fn range(&mut self, op: &PdlOp, elements: &[PdlValueId]) -> Result<TokenStream, Diagnostic> {
        let e = concat(&self.held, elements, op.span, true)?;
        let v = self.define(op, Held::Range)?;
        Ok(quote!(let #v = #e;))
    }

    /// `pdl.replace`: by a new op, or by values.
    fn replace(
        &mut self,
        at: Span,
        replaced: PdlValueId,
        with: &Replacement,
    ) -> Result<TokenStream, Diagnostic> {
        let target = use_value(&self.held, replaced, at)?;
        Ok(match with {
            Replacement::Op(new) => {
                let new = use_value(&self.held, *new, at)?;
                quote!(__rewriter.replace_op_with_op_of_any_type(#target, #new)?;)
            }
            Replacement::Values(values) => {
                let values = concat(&self.held, values, at, false)?;
                quote!(__rewriter.replace_op_with_values_of_any_type(#target, #values)?;)
            }
        })
    }

    /// `pdl.erase`.
    fn erase(&mut self, at: Span, erased: PdlValueId) -> Result<TokenStream, Diagnostic> {
        let target = use_value(&self.held, erased, at)?;
        Ok(quote!(__rewriter.erase_op(#target)?;))
    }
}

/// The expression for a value: a single handle, or a slice for a range.
fn use_value(held: &Locals, v: PdlValueId, at: Span) -> Result<TokenStream, Diagnostic> {
    let l = held.name(v);
    match held.held(v) {
        Some(Held::Single | Held::Slice) => Ok(quote!(#l)),
        Some(Held::Range) => Ok(quote!(&#l[..])),
        Some(Held::Unresolved) => Err(type_only_inferred(at)),
        None => Err(value_not_defined(v, at)),
    }
}

/// Values and ranges concatenated: a slice expression (`owned`: a `Vec` instead).
fn concat(
    held: &Locals,
    items: &[PdlValueId],
    at: Span,
    owned: bool,
) -> Result<TokenStream, Diagnostic> {
    let all_single = items.iter().all(|&v| held.held(v) == Some(Held::Single));
    if all_single {
        let vs = items
            .iter()
            .map(|&v| use_value(held, v, at))
            .collect::<Result<Vec<_>, _>>()?;
        return Ok(if owned {
            quote!(::std::vec![#(#vs),*])
        } else {
            quote!(&[#(#vs),*])
        });
    }
    if let ([one], false) = (items, owned) {
        return use_value(held, *one, at);
    }
    let mut pushes = TokenStream::new();
    for &v in items {
        let e = use_value(held, v, at)?;
        pushes.extend(match held.held(v) {
            Some(Held::Range | Held::Slice) => quote!(__all.extend_from_slice(#e);),
            _ => quote!(__all.push(#e);),
        });
    }
    let build = quote!({
        let mut __all = ::std::vec::Vec::new();
        #pushes
        __all
    });
    Ok(if owned { build } else { quote!(&#build[..]) })
}

fn internal(at: Span, what: &str) -> Diagnostic {
    Diagnostic::error(at, format!("internal error in the code generator: {what}"))
        .with_code(crate::diag::Code::Internal)
}

#[cfg(test)]
mod tests {
    use super::constant_dictionary;

    #[test]
    fn constant_dictionaries_are_normalized_or_refused() {
        assert_eq!(
            constant_dictionary(&[("tag", "3 : i32"), ("name", "\"three\"")]).as_deref(),
            Some("{name = \"three\", tag = 3 : i32}")
        );
        // Names that are no bare identifiers are quoted, escaped as MLIR prints them.
        assert_eq!(
            constant_dictionary(&[("a b", "unit"), ("q\"", "1 : i8")]).as_deref(),
            Some("{\"a b\", \"q\\22\" = 1 : i8}")
        );
        // A name given twice: built at run time instead (the later value wins there).
        assert_eq!(constant_dictionary(&[("a", "unit"), ("a", "1 : i8")]), None);
        assert_eq!(constant_dictionary(&[("a\n", "unit")]), None);
    }
}
