//! One rewriter function per pattern: the `pdl.rewrite` body as straight-line Rust
//! over the [`Rewriter`](pdll_runtime::Rewriter), taking the captured values.
//!
//! Result types of a created op are the explicit ones when given; else, when the op
//! replaces another op (`replace x with op<...>`) that exists before it, that op's
//! result types; else none (MLIR 19's `generateOperationResultTypeRewriter` without
//! type inference, which unregistered ops do not have).

use super::intern::Interned;
use super::names::local;
use super::natives::{Arg, Natives};
use super::runtime::RuntimePath;
use super::types::{rust_type, Form};
use crate::diag::Diagnostic;
use crate::pdl::{PdlOpId, PdlOpKind, PdlPattern, PdlType, PdlValueId, Replacement};
use crate::sema::hir::DeclKind;
use crate::source::Span;
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};
use std::collections::HashMap;

/// How a value is held by a local of the rewriter function.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Held {
    /// A `Copy` handle (op, value, type, attribute).
    Single,
    /// A range: something that slices as `&local[..]`.
    Range,
    /// A type (or types) without value, defined in the rewrite: only usable as the
    /// result types of an op, which are then inferred.
    Unresolved,
}

/// Generates the rewriter function of one pattern.
pub struct RewriteGen<'a, 'p> {
    /// How generated code names the runtime.
    rt: &'a RuntimePath,
    /// Interned strings of the set.
    interned: &'a mut Interned,
    /// The natives of the program.
    natives: &'a mut Natives<'p>,
    /// The values of the rewrite that are attribute literals, with their text: an op
    /// created with only these as attributes gets its dictionary interned once, in
    /// `new`, instead of at every rewrite.
    attr_literals: HashMap<PdlValueId, String>,
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

/// The name of the rewriter function of pattern `index`.
pub fn rewrite_fn_name(index: usize) -> Ident {
    format_ident!("rewrite_{}", index)
}

impl<'a, 'p> RewriteGen<'a, 'p> {
    /// A generator for one pattern's rewriter.
    pub fn new(
        rt: &'a RuntimePath,
        interned: &'a mut Interned,
        natives: &'a mut Natives<'p>,
    ) -> Self {
        RewriteGen {
            rt,
            interned,
            natives,
            attr_literals: HashMap::new(),
        }
    }

    /// The rewriter function of `pattern` (number `index`), whose parameters are the
    /// `captures` (values and the types they are captured as) in order. `doc` is its doc line.
    pub fn function(
        &mut self,
        index: usize,
        pattern: &PdlPattern,
        captures: &[(PdlValueId, PdlType)],
        doc: &str,
    ) -> Result<TokenStream, Diagnostic> {
        let mut held: HashMap<PdlValueId, Held> = HashMap::new();
        let mut params = Vec::new();
        for &(c, ty) in captures {
            let v = local("v", c.0 as usize);
            let t = rust_type(self.rt, ty, Form::Borrowed);
            params.push(quote!(#v: #t));
            held.insert(
                c,
                if ty.is_range() {
                    Held::Range
                } else {
                    Held::Single
                },
            );
        }
        let mut body = TokenStream::new();
        if let Some(ext) = &pattern.rewrite.external {
            // `pdl.rewrite %root with "name"(args)`: a native rewrite taking the root.
            let mut args =
                vec![self.arg(pattern, &held, pattern.rewrite.root, pattern.rewrite.span)?];
            for &a in &ext.args {
                args.push(self.arg(pattern, &held, a, pattern.rewrite.span)?);
            }
            let call = self
                .natives
                .rewrite_call(&ext.name, &args, pattern.rewrite.span)?;
            body.extend(quote!(#call;));
        }
        for (pos, &op_id) in pattern.rewrite.body.iter().enumerate() {
            let stmt = self.op(pattern, pos, op_id, &mut held)?;
            body.extend(stmt);
        }
        let f = rewrite_fn_name(index);
        let rt = self.rt;
        Ok(quote! {
            #[doc = #doc]
            #[allow(unused_variables, clippy::too_many_arguments, clippy::needless_borrow)]
            fn #f(
                &self,
                __rewriter: &mut #rt::Rewriter<'_>,
                #(#params),*
            ) -> ::std::result::Result<(), #rt::RewriteError> {
                #body
                ::std::result::Result::Ok(())
            }
        })
    }

    /// A value as a native argument.
    fn arg(
        &self,
        pattern: &PdlPattern,
        held: &HashMap<PdlValueId, Held>,
        v: PdlValueId,
        at: Span,
    ) -> Result<Arg, Diagnostic> {
        Ok(Arg {
            expr: use_value(held, v, at)?,
            ty: pattern.value_type(v),
        })
    }

    /// The statement for one rewrite-section op (`pos`: its index in the body).
    fn op(
        &mut self,
        pattern: &PdlPattern,
        pos: usize,
        id: PdlOpId,
        held: &mut HashMap<PdlValueId, Held>,
    ) -> Result<TokenStream, Diagnostic> {
        let op = pattern.op(id);
        let at = op.span;
        let rt = self.rt;
        let result = |i: usize| -> Result<PdlValueId, Diagnostic> {
            op.results
                .get(i)
                .copied()
                .ok_or_else(|| internal(at, "a PDL op without its result"))
        };
        let stmt = match &op.kind {
            PdlOpKind::Operation {
                name,
                operands,
                attributes,
                result_types,
            } => {
                let Some(name) = name else {
                    return Err(Diagnostic::error(
                        at,
                        "an operation created by a rewrite needs a name",
                    ));
                };
                let name = self.interned.op_name(name);
                let operands = concat(held, operands, at, false)?;
                let resolved = !result_types.is_empty()
                    && result_types
                        .iter()
                        .all(|t| held.get(t) != Some(&Held::Unresolved));
                let mut prelude = TokenStream::new();
                let types =
                    if resolved {
                        concat(held, result_types, at, false)?
                    } else {
                        match self.replaced_by(pattern, pos, op.results.first().copied()) {
                            Some(replaced) => {
                                let r = use_value(held, replaced, at)?;
                                let ty = rust_type(rt, PdlType::Type, Form::Owned);
                                prelude = quote! {
                                    let __types: #rt::smallvec::SmallVec<[#ty; 4]> =
                                        __rewriter.result_types(#r).collect();
                                };
                                quote!(&__types)
                            }
                            None if result_types.is_empty() => quote!(&[]),
                            None => return Err(Diagnostic::error(
                                at,
                                "unable to infer the result types of this operation: give them \
                                 explicitly, or use it to replace an operation",
                            )),
                        }
                    };
                // Built before the call: `create` borrows the rewriter mutably.
                let literals: Option<Vec<(&str, &str)>> = attributes
                    .iter()
                    .map(|(n, v)| Some((n.as_str(), self.attr_literals.get(v)?.as_str())))
                    .collect();
                let constant = literals
                    .filter(|l| !l.is_empty())
                    .and_then(|l| constant_dictionary(&l));
                let attrs = if attributes.is_empty() {
                    quote!(::std::option::Option::None)
                } else if let Some(text) = constant {
                    let dict = self.interned.attr(&text);
                    quote!(::std::option::Option::Some(#dict))
                } else {
                    let mut entries = Vec::new();
                    for (n, v) in attributes {
                        let ident = self.interned.ident(n);
                        let v = use_value(held, *v, at)?;
                        entries.push(quote!((#ident, #v)));
                    }
                    prelude.extend(quote! {
                        let __attrs = __rewriter.ctx_mut().intern_dictionary(::std::vec![#(#entries),*]);
                    });
                    quote!(::std::option::Option::Some(__attrs))
                };
                let r = result(0)?;
                held.insert(r, Held::Single);
                let v = local("v", r.0 as usize);
                quote! {
                    let #v = {
                        #prelude
                        __rewriter.create(#name, #operands, #types, #attrs)?
                    };
                }
            }
            PdlOpKind::Type {
                constant: Some(lit),
            } => {
                let r = result(0)?;
                held.insert(r, Held::Single);
                let v = local("v", r.0 as usize);
                let t = self.interned.ty(lit.printed());
                quote!(let #v = #t;)
            }
            PdlOpKind::Types {
                constant: Some(lits),
            } => {
                let r = result(0)?;
                held.insert(r, Held::Range);
                let v = local("v", r.0 as usize);
                let ts: Vec<_> = lits.iter().map(|l| self.interned.ty(l.printed())).collect();
                quote!(let #v = [#(#ts),*];)
            }
            PdlOpKind::Type { constant: None } | PdlOpKind::Types { constant: None } => {
                // Resolved by the op that uses it as result types (inferred).
                let r = result(0)?;
                held.insert(r, Held::Unresolved);
                TokenStream::new()
            }
            PdlOpKind::Attribute {
                value: Some(lit), ..
            } => {
                let r = result(0)?;
                held.insert(r, Held::Single);
                self.attr_literals.insert(r, lit.printed().to_string());
                let v = local("v", r.0 as usize);
                let a = self.interned.attr(lit.printed());
                quote!(let #v = #a;)
            }
            PdlOpKind::Result { parent, index } => {
                let r = result(0)?;
                held.insert(r, Held::Single);
                let v = local("v", r.0 as usize);
                let p = use_value(held, *parent, at)?;
                let i = *index as usize;
                quote! {
                    let #v = __rewriter.results(#p).nth(#i).ok_or_else(|| {
                        #rt::RewriteError::Failed(::std::format!(
                            "result {} of op #{} does not exist", #i, #p.index()
                        ))
                    })?;
                }
            }
            PdlOpKind::Results { parent, index } => {
                let r = result(0)?;
                let v = local("v", r.0 as usize);
                let p = use_value(held, *parent, at)?;
                let i = index.unwrap_or(0) as usize;
                if pattern.value_type(r).is_range() {
                    held.insert(r, Held::Range);
                    // Without ODS, result group N is everything from result N on (as
                    // MLIR's bytecode treats a group of an unregistered op).
                    let ty = rust_type(rt, PdlType::ValueRange, Form::Owned);
                    quote! {
                        let #v: #ty =
                            __rewriter.results(#p).skip(#i).collect();
                    }
                } else {
                    held.insert(r, Held::Single);
                    quote! {
                        let #v = __rewriter.results(#p).nth(#i).ok_or_else(|| {
                            #rt::RewriteError::Failed(::std::format!(
                                "result {} of op #{} does not exist", #i, #p.index()
                            ))
                        })?;
                    }
                }
            }
            PdlOpKind::ApplyNativeRewrite { name, args } => {
                let args = args
                    .iter()
                    .map(|&a| self.arg(pattern, held, a, at))
                    .collect::<Result<Vec<_>, _>>()?;
                let call = self.natives.rewrite_call(name, &args, at)?;
                let mut locals = Vec::new();
                for &r in &op.results {
                    let h = if pattern.value_type(r).is_range() {
                        Held::Range
                    } else {
                        Held::Single
                    };
                    held.insert(r, h);
                    locals.push(local("v", r.0 as usize));
                }
                let tuple = self.natives.returns_tuple(DeclKind::Rewrite, name, at)?;
                match (locals.as_slice(), tuple) {
                    ([], _) => quote!(#call;),
                    ([one], false) => quote!(let #one = #call;),
                    (many, _) => quote!(let (#(#many,)*) = #call;),
                }
            }
            PdlOpKind::Range { elements } => {
                let r = result(0)?;
                held.insert(r, Held::Range);
                let v = local("v", r.0 as usize);
                let e = concat(held, elements, at, true)?;
                quote!(let #v = #e;)
            }
            PdlOpKind::Replace { op: replaced, with } => {
                let target = use_value(held, *replaced, at)?;
                match with {
                    Replacement::Op(new) => {
                        let new = use_value(held, *new, at)?;
                        quote!(__rewriter.replace_op_with_op_of_any_type(#target, #new)?;)
                    }
                    Replacement::Values(values) => {
                        let values = concat(held, values, at, false)?;
                        quote!(__rewriter.replace_op_with_values_of_any_type(#target, #values)?;)
                    }
                }
            }
            PdlOpKind::Erase { op: erased } => {
                let target = use_value(held, *erased, at)?;
                quote!(__rewriter.erase_op(#target)?;)
            }
            other => {
                return Err(internal(
                    at,
                    &format!("`pdl.{}` cannot appear in a rewrite", other.mnemonic()),
                ))
            }
        };
        Ok(stmt)
    }

    /// The op that the op defining `new` replaces (`pdl.replace %x with %new`), if `%x`
    /// exists before it: a matched op, or one created earlier in the rewrite.
    fn replaced_by(
        &self,
        pattern: &PdlPattern,
        pos: usize,
        new: Option<PdlValueId>,
    ) -> Option<PdlValueId> {
        let new = new?;
        let body = &pattern.rewrite.body;
        body.iter().find_map(|&id| match &pattern.op(id).kind {
            PdlOpKind::Replace {
                op,
                with: Replacement::Op(w),
            } if *w == new => {
                let def = pattern.value(*op).def;
                let earlier = match body.iter().position(|&b| b == def) {
                    Some(p) => p < pos,
                    None => true, // defined in the match section
                };
                earlier.then_some(*op)
            }
            _ => None,
        })
    }
}

/// The expression for a value: a single handle, or a slice for a range.
fn use_value(
    held: &HashMap<PdlValueId, Held>,
    v: PdlValueId,
    at: Span,
) -> Result<TokenStream, Diagnostic> {
    let l = local("v", v.0 as usize);
    match held.get(&v) {
        Some(Held::Single) => Ok(quote!(#l)),
        Some(Held::Range) => Ok(quote!(&#l[..])),
        Some(Held::Unresolved) => Err(Diagnostic::error(
            at,
            "a type without value is used here, but it is only inferred as the result type \
             of an operation",
        )),
        None => Err(internal(
            at,
            &format!(
                "the rewrite uses value %{} that was neither captured nor created",
                v.0
            ),
        )),
    }
}

/// Values and ranges concatenated: a slice expression (`owned`: a `Vec` instead).
fn concat(
    held: &HashMap<PdlValueId, Held>,
    items: &[PdlValueId],
    at: Span,
    owned: bool,
) -> Result<TokenStream, Diagnostic> {
    let all_single = items.iter().all(|v| held.get(v) == Some(&Held::Single));
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
        pushes.extend(match held.get(&v) {
            Some(Held::Range) => quote!(__all.extend_from_slice(#e);),
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
