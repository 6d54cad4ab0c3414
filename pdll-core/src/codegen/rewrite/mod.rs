//! The rewriter function of a pattern: its [`RewritePlan`] (the `pdl.rewrite` body
//! lowered once, with the decisions and errors both rewriters share) printed as
//! straight-line Rust over the [`Rewriter`](pdll_runtime::Rewriter), taking the
//! captured values, a statement or two per step. Locals are the plan's value numbers
//! (in order of definition), so that two patterns that rewrite the same get the same
//! tokens (and share one function, see [`RewriterFn::key`]).
//!
//! What the plan leaves to this printer: the set's interned constants (op names,
//! attribute names, types and attributes, by slot or as the parameter `__consts`), the
//! natives' calls, and whether an op is created group by group, from the definitions
//! the set is built with. A created op whose result types the plan does not give is
//! created with those the runtime infers for an op it has a definition or an
//! inference function for
//! ([`Rewriter::create_inferred`](pdll_runtime::Rewriter::create_inferred)), falling
//! back to those of the op it replaces, or to none (MLIR 19's
//! `generateOperationResultTypeRewriter`).

mod key;

pub use key::{rewrite_key, RewriteKey};

use super::intern::Interned;
use super::names::{int, local};
use super::natives::{Arg, Natives};
use super::runtime::RuntimePath;
use super::types::{rust_type, Form};
use crate::diag::Diagnostic;
use crate::pdl::rewrite_plan::{
    created_in_groups, Create, PlanError, ResultTypes, RewritePlan, Shape, Step, Val,
};
use crate::pdl::{EntityKind, PdlOpId, PdlPattern, PdlValueId};
use crate::sema::hir::DeclKind;
use crate::source::Span;
use pdll_runtime::dialect::OpDefinition;
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

/// How a value is held by a local of the rewriter function (its plan's
/// [`Shape`], and whether the function was given it).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Held {
    /// A `Copy` handle (op, value, type, attribute).
    Single,
    /// A range held by the function: something that slices as `&local[..]`.
    Range,
    /// A range the function was given: a slice already.
    Slice,
    /// A type (or types) without value: only the result types of an op, which are
    /// then inferred; the plan lets no step read it.
    Unresolved,
}

/// The locals of a rewriter function: one per value of its plan, `v` and the value's
/// number (values are numbered in order of definition, so that the rewrites of two
/// patterns that do the same are the same tokens, and share one function).
#[derive(Clone, Copy)]
struct Locals<'a>(&'a RewritePlan<'a>);

impl Locals<'_> {
    /// How `v` is held.
    fn held(self, v: Val) -> Held {
        let info = self.0.value(v);
        match info.shape {
            Shape::One => Held::Single,
            Shape::Range if info.captured => Held::Slice,
            Shape::Range => Held::Range,
            Shape::Unresolved => Held::Unresolved,
        }
    }

    /// The expression for a value: a single handle, or a slice for a range.
    fn use_value(self, v: Val) -> TokenStream {
        let l = local_of(v);
        match self.held(v) {
            Held::Range => quote!(&#l[..]),
            Held::Single | Held::Slice | Held::Unresolved => quote!(#l),
        }
    }

    /// Values and ranges concatenated: a slice expression (`owned`: a `Vec` instead).
    fn concat(self, items: &[Val], owned: bool) -> TokenStream {
        if items.iter().all(|&v| self.held(v) == Held::Single) {
            let vs = items.iter().map(|&v| self.use_value(v));
            return if owned {
                quote!(::std::vec![#(#vs),*])
            } else {
                quote!(&[#(#vs),*])
            };
        }
        if let ([one], false) = (items, owned) {
            return self.use_value(*one);
        }
        let mut pushes = TokenStream::new();
        for &v in items {
            let e = self.use_value(v);
            pushes.extend(match self.held(v) {
                Held::Range | Held::Slice => quote!(__all.extend_from_slice(#e);),
                _ => quote!(__all.push(#e);),
            });
        }
        let build = quote!({
            let mut __all = ::std::vec::Vec::new();
            #pushes
            __all
        });
        if owned {
            build
        } else {
            quote!(&#build[..])
        }
    }
}

/// The local of value `v`.
fn local_of(v: Val) -> Ident {
    local("v", v.index())
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
    /// attribute names, types, attributes) as a parameter, `__consts: &[u32]` (their
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
        quote!(self.#field[__consts[#k] as usize])
    }

    /// The rewriter function of the pattern, whose parameters are the `captures`
    /// (values and the types they are captured as) in order: its plan printed.
    pub fn rewriter(
        mut self,
        captures: &[(PdlValueId, EntityKind)],
    ) -> Result<RewriterFn, Diagnostic> {
        let plan = RewritePlan::lower(self.pattern, captures);
        let locals = Locals(&plan);
        let mut params = Vec::new();
        for (&(_, ty), &v) in captures.iter().zip(&plan.captures) {
            let v = local_of(v);
            let t = rust_type(self.rt, ty, Form::Borrowed);
            params.push(quote!(#v: #t));
        }
        let mut body = TokenStream::new();
        for step in &plan.steps {
            body.extend(self.step(locals, step)?);
        }
        // The plan's error comes after the steps before it, and after the errors
        // of this generator there (as when each rewriter walked the PDL).
        match plan.error {
            Some(PlanError::Diagnostic(e)) => return Err(e),
            Some(PlanError::Internal { at, what }) => return Err(internal(at, &what)),
            None => {}
        }
        let rt = self.rt;
        if self.consts.is_some() {
            params.push(quote!(__consts: &[u32]));
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

    /// The statements of one step.
    fn step(&mut self, locals: Locals<'_>, step: &Step<'_>) -> Result<TokenStream, Diagnostic> {
        Ok(match step {
            Step::Create(c) => self.create_op(locals, c),
            Step::Type { literal, out, .. } => {
                let v = local_of(*out);
                let t = self.constant(Constant::Type, literal);
                quote!(let #v = #t;)
            }
            Step::Types { literals, out, .. } => {
                let v = local_of(*out);
                let ts: Vec<_> = literals
                    .iter()
                    .map(|l| self.constant(Constant::Type, l))
                    .collect();
                quote!(let #v = [#(#ts),*];)
            }
            Step::Attribute { literal, out, .. } => {
                let v = local_of(*out);
                let a = self.constant(Constant::Attr, literal);
                quote!(let #v = #a;)
            }
            Step::Result { parent, index, out } => {
                self.nth_result(&local_of(*out), &locals.use_value(*parent), *index)
            }
            Step::Results { parent, from, out } => {
                let p = locals.use_value(*parent);
                let v = local_of(*out);
                let ty = rust_type(self.rt, EntityKind::ValueRange, Form::Owned);
                let results = match *from {
                    0 => quote!(__rewriter.results(#p)),
                    i => {
                        let i = int(i);
                        quote!(__rewriter.results(#p).skip(#i))
                    }
                };
                quote!(let #v: #ty = #results.collect();)
            }
            Step::Native {
                name,
                args,
                outs,
                at,
            } => self.apply_native_rewrite(locals, name, args, outs, *at)?,
            Step::Range { elements, out, .. } => {
                let e = locals.concat(elements, true);
                let v = local_of(*out);
                quote!(let #v = #e;)
            }
            Step::ReplaceWithOp { target, new } => {
                let (target, new) = (locals.use_value(*target), locals.use_value(*new));
                quote!(__rewriter.replace_op_with_op_of_any_type(#target, #new)?;)
            }
            Step::ReplaceWithValues { target, values } => {
                let target = locals.use_value(*target);
                let values = locals.concat(values, false);
                quote!(__rewriter.replace_op_with_values_of_any_type(#target, #values)?;)
            }
            Step::Erase { target } => {
                let target = locals.use_value(*target);
                quote!(__rewriter.erase_op(#target)?;)
            }
        })
    }

    /// `pdl.operation` in a rewrite: creates the op, group by group when its
    /// definition says so.
    fn create_op(&mut self, locals: Locals<'_>, c: &Create<'_>) -> TokenStream {
        let abstracted = self.abstracted.iter().position(|(o, _)| *o == c.op);
        let groups = self.operand_groups(locals, c.name, &c.operands);
        let name = self.constant_from(Constant::OpName, c.name, abstracted);
        let operands = locals.concat(&c.operands, false);
        let mut prelude = TokenStream::new();
        // The op the runtime falls back on for the result types it cannot infer.
        let (types, fallback) = match &c.result_types {
            ResultTypes::Given(types) => (Some(locals.concat(types, false)), TokenStream::new()),
            ResultTypes::InferredOrOfReplaced(replaced) => {
                let r = locals.use_value(*replaced);
                let rt = self.rt;
                let ty = rust_type(rt, EntityKind::Type, Form::Owned);
                prelude = quote! {
                    let __types: #rt::smallvec::SmallVec<[#ty; 4]> =
                        __rewriter.result_types(#r).collect();
                };
                (None, quote!(::std::option::Option::Some(&__types)))
            }
            ResultTypes::InferredOrNone => (None, quote!(::std::option::Option::None)),
        };
        let attrs = self.attributes(locals, c, &mut prelude);
        let v = local_of(c.out);
        let create = match (types, groups) {
            (Some(types), Some(groups)) => {
                quote!(__rewriter.create_in_groups(#name, &[#(#groups),*], #types, #attrs)?)
            }
            (Some(types), None) => quote!(__rewriter.create(#name, #operands, #types, #attrs)?),
            (None, _) => {
                quote!(__rewriter.create_inferred(#name, #operands, #attrs, #fallback)?)
            }
        };
        quote! {
            let #v = {
                #prelude
                #create
            };
        }
    }

    /// One slice expression per operand group of the op `name`, when it is created
    /// group by group ([`created_in_groups`]: its definition has several variadic or
    /// optional operand groups and `AttrSizedOperandSegments`, and PDLL gave one
    /// operand per group); `None` otherwise (a plain `create`).
    fn operand_groups(
        &self,
        locals: Locals<'_>,
        name: &str,
        operands: &[Val],
    ) -> Option<Vec<TokenStream>> {
        let def = self.definitions.iter().find(|d| d.name == name)?;
        if !created_in_groups(def, operands.len()) {
            return None;
        }
        let groups = operands.iter().map(|&v| {
            let e = locals.use_value(v);
            match locals.held(v) {
                Held::Range | Held::Slice => quote!(&(#e)[..]),
                _ => quote!(&[#e][..]),
            }
        });
        Some(groups.collect())
    }

    /// The attribute dictionary of a created op, an `Option<Attribute>` expression:
    /// interned in `new` when all values are literals, else built by statements
    /// appended to `prelude` (before the call: `create` borrows the rewriter mutably).
    fn attributes(
        &mut self,
        locals: Locals<'_>,
        c: &Create<'_>,
        prelude: &mut TokenStream,
    ) -> TokenStream {
        if c.attributes.is_empty() {
            return quote!(::std::option::Option::None);
        }
        if let Some(text) = c.literal_attributes().and_then(|l| constant_dictionary(&l)) {
            let dict = self.constant(Constant::Attr, &text);
            return quote!(::std::option::Option::Some(#dict));
        }
        let mut entries = Vec::new();
        for a in &c.attributes {
            let ident = self.constant(Constant::Ident, a.name);
            let v = locals.use_value(a.value);
            entries.push(quote!((#ident, #v)));
        }
        prelude.extend(quote! {
            let __attrs = __rewriter.ctx_mut().intern_dictionary(::std::vec![#(#entries),*]);
        });
        quote!(::std::option::Option::Some(__attrs))
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

    /// `pdl.apply_native_rewrite` (or the external rewriter, without results): the
    /// call, its results bound to locals.
    fn apply_native_rewrite(
        &mut self,
        locals: Locals<'_>,
        name: &str,
        args: &[Val],
        outs: &[Val],
        at: Span,
    ) -> Result<TokenStream, Diagnostic> {
        let args: Vec<Arg> = args
            .iter()
            .map(|&a| Arg {
                expr: locals.use_value(a),
                ty: locals.0.value(a).ty,
            })
            .collect();
        let call = self.natives.rewrite_call(name, &args, at)?;
        if outs.is_empty() {
            // Nothing to bind: whether the native returns a tuple does not matter.
            return Ok(quote!(#call;));
        }
        let outs: Vec<Ident> = outs.iter().map(|&o| local_of(o)).collect();
        let tuple = self.natives.returns_tuple(DeclKind::Rewrite, name, at)?;
        Ok(match (outs.as_slice(), tuple) {
            ([one], false) => quote!(let #one = #call;),
            (many, _) => quote!(let (#(#many,)*) = #call;),
        })
    }
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
