//! Native constraints and rewrites: the Rust functions for `[{ ... }]` bodies, and the
//! calls of natives (user-supplied, bodied, or built-in operators) from the matcher
//! and the rewriters. See the calling convention in the [module docs](super).

use super::names::rust_ident;
use super::runtime::RuntimePath;
use super::types::{native_type, Form};
use crate::diag::Diagnostic;
use crate::pdl::EntityKind;
use crate::sema::hir::{Builtin, Decl, DeclBody, DeclId, DeclKind, Program, Type};
use crate::source::Span;
use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote, quote_spanned, ToTokens};
use std::collections::{BTreeSet, HashMap};

/// An argument of a native call: an expression and the PDL type of the value it
/// holds. Single entities are `Copy` expressions; ranges are expressions of slice type
/// (`&[Value]`, `&[Type]`).
pub struct Arg {
    /// The expression.
    pub expr: TokenStream,
    /// What it holds.
    pub ty: EntityKind,
}

/// The native declarations of a program, by kind and name.
pub struct Natives<'p> {
    program: &'p Program,
    rt: RuntimePath,
    by_name: HashMap<(DeclKind, &'p str), DeclId>,
    /// Natives with a Rust body that some pattern calls: their functions are emitted.
    used_bodies: BTreeSet<DeclId>,
    /// Whether a call of user code (a Rust body or an external function, not a
    /// built-in) was emitted.
    calls_user_code: bool,
}

impl<'p> Natives<'p> {
    /// Indexes the natives of `program`, whose calls name the runtime as `rt`.
    pub fn new(program: &'p Program, rt: &RuntimePath) -> Self {
        let mut by_name = HashMap::new();
        for (id, decl) in program.natives() {
            let name = match &decl.body {
                DeclBody::Builtin(b) => Some(b.name()),
                _ => decl.name.as_deref(),
            };
            if let Some(name) = name {
                by_name.entry((decl.kind, name)).or_insert(id);
            }
        }
        Natives {
            program,
            rt: rt.clone(),
            by_name,
            used_bodies: BTreeSet::new(),
            calls_user_code: false,
        }
    }

    fn find(&self, kind: DeclKind, name: &str, at: Span) -> Result<(DeclId, &'p Decl), Diagnostic> {
        let id = self.by_name.get(&(kind, name)).copied().ok_or_else(|| {
            let what = match kind {
                DeclKind::Constraint => "constraint",
                DeclKind::Rewrite => "rewrite",
            };
            Diagnostic::error(
                at,
                format!("internal error: no native {what} named `{name}`"),
            )
            .with_code(crate::diag::Code::Internal)
        })?;
        Ok((id, self.program.decl(id)))
    }

    /// Whether any call emitted so far runs user code (which may read or edit any of
    /// the IR), rather than a built-in.
    pub fn calls_user_code(&self) -> bool {
        self.calls_user_code
    }

    /// True when the native returns a tuple (its results are then destructured as
    /// one, even a single result), false for one result or none.
    pub fn returns_tuple(&self, kind: DeclKind, name: &str, at: Span) -> Result<bool, Diagnostic> {
        let (_, decl) = self.find(kind, name, at)?;
        Ok(matches!(decl.result_ty, Type::Tuple(ref elems) if !elems.is_empty()))
    }

    /// A call of the native constraint `name` from the matcher (whose context is
    /// `__ctx: &mut Context` and IR `__ir: &Ir`): an expression of type `bool` (no
    /// results) or `Option<R>`.
    pub fn constraint_call(
        &mut self,
        name: &str,
        args: &[Arg],
        at: Span,
    ) -> Result<TokenStream, Diagnostic> {
        let (id, decl) = self.find(DeclKind::Constraint, name, at)?;
        let span = at.lo;
        // The whole call gets the call's span, so rustc's notes about a user's function
        // (and its suggestions) quote the PDLL call, not the macro.
        let args: Vec<TokenStream> = self
            .pass_args(decl, args, at)?
            .into_iter()
            .map(|a| respan(a, span))
            .collect();
        let ctx = &respan(quote!(__ctx), span);
        let ir = &respan(quote!(__ir), span);
        self.calls_user_code |= matches!(
            decl.body,
            DeclBody::Native(_) | DeclBody::External | DeclBody::Ods { check: None, .. }
        );
        Ok(match &decl.body {
            DeclBody::Builtin(b) => builtin_constraint(&self.rt, *b, &args, ctx),
            DeclBody::Ods {
                check: Some(check), ..
            } => {
                let [arg] = &args[..] else {
                    return Err(Diagnostic::error(
                        at,
                        format!("internal error: ODS constraint `{name}` takes one argument"),
                    )
                    .with_code(crate::diag::Code::Internal));
                };
                super::ods::check_tokens(&self.rt, check, ctx, arg)
            }
            DeclBody::Ods { check: None, .. } => {
                let f = rust_ident(name, span, at)?;
                quote_spanned!(span=> #f(#ctx, #ir, #(#args),*))
            }
            DeclBody::Native(_) => {
                self.used_bodies.insert(id);
                let f = rust_ident(name, span, at)?;
                quote_spanned!(span=> Self::#f(#ctx, #ir, #(#args),*))
            }
            DeclBody::External => {
                let f = rust_ident(name, span, at)?;
                quote_spanned!(span=> #f(#ctx, #ir, #(#args),*))
            }
            DeclBody::Pdll(_) => return Err(not_native(name, at)),
        })
    }

    /// A call of the native rewrite `name` from a rewriter function (whose rewriter is
    /// `rewriter`): an expression of type `R` (the results), with `?` applied.
    pub fn rewrite_call(
        &mut self,
        name: &str,
        args: &[Arg],
        at: Span,
    ) -> Result<TokenStream, Diagnostic> {
        let (id, decl) = self.find(DeclKind::Rewrite, name, at)?;
        let span = at.lo;
        let args: Vec<TokenStream> = self
            .pass_args(decl, args, at)?
            .into_iter()
            .map(|a| respan(a, span))
            .collect();
        let ret = native_type(&self.rt, &decl.result_ty, Form::Owned, at)?;
        self.calls_user_code |= matches!(decl.body, DeclBody::Native(_) | DeclBody::External);
        let call = match &decl.body {
            DeclBody::Builtin(b) => return Ok(builtin_rewrite(&self.rt, *b, &args)),
            DeclBody::Native(_) => {
                self.used_bodies.insert(id);
                let f = rust_ident(name, span, at)?;
                quote_spanned!(span=> Self::#f(__rewriter, #(#args),*))
            }
            DeclBody::External => {
                let f = rust_ident(name, span, at)?;
                quote_spanned!(span=> #f(__rewriter, #(#args),*))
            }
            DeclBody::Pdll(_) | DeclBody::Ods { .. } => return Err(not_native(name, at)),
        };
        // The whole call has the call's span (see `constraint_call`), the path included.
        let rt = respan(self.rt.to_token_stream(), span);
        Ok(quote_spanned! {span=>
            #rt::pattern::NativeRewriteResult::<#ret>::into_rewrite_result(#call)?
        })
    }

    /// Converts arguments to the parameter types: a single value passed for a range
    /// parameter becomes a one-element slice (PDLL lets `Value` stand for `ValueRange`).
    fn pass_args(
        &self,
        decl: &Decl,
        args: &[Arg],
        at: Span,
    ) -> Result<Vec<TokenStream>, Diagnostic> {
        if decl.params.len() != args.len() {
            return Err(Diagnostic::error(
                at,
                format!(
                    "internal error: native `{}` takes {} arguments, the call passes {}",
                    decl.name.as_deref().unwrap_or("?"),
                    decl.params.len(),
                    args.len()
                ),
            )
            .with_code(crate::diag::Code::Internal));
        }
        decl.params
            .iter()
            .zip(args)
            .map(|(&p, arg)| {
                let want = &self.program.var(p).ty;
                let expr = &arg.expr;
                match (want.is_range(), arg.ty.is_range()) {
                    (true, false) => Ok(quote!(::std::slice::from_ref(&#expr))),
                    (false, true) => Err(Diagnostic::error(
                        at,
                        format!(
                            "a range is passed where native `{}` takes a single `{want}`",
                            decl.name.as_deref().unwrap_or("?")
                        ),
                    )
                    .with_code(crate::diag::Code::TypeMismatch)),
                    _ => Ok(expr.clone()),
                }
            })
            .collect()
    }

    /// The functions of the Rust-bodied natives that were called, as associated
    /// functions of the pattern set (so two sets in one module do not clash).
    pub fn functions(&self) -> Result<TokenStream, Vec<Diagnostic>> {
        let mut out = TokenStream::new();
        let mut errors = Vec::new();
        for &id in &self.used_bodies {
            match self.function(self.program.decl(id)) {
                Ok(f) => out.extend(f),
                Err(e) => errors.push(e),
            }
        }
        if errors.is_empty() {
            Ok(out)
        } else {
            Err(errors)
        }
    }

    fn function(&self, decl: &Decl) -> Result<TokenStream, Diagnostic> {
        let DeclBody::Native(body) = &decl.body else {
            return Ok(TokenStream::new());
        };
        let at = decl.span;
        let span = at.lo;
        let name = decl
            .name
            .as_deref()
            .ok_or_else(|| not_native("<anonymous>", at))?;
        let f = rust_ident(name, span, at)?;
        let mut params = Vec::new();
        for &p in &decl.params {
            let var = self.program.var(p);
            let ident = rust_ident(&var.name, var.span.lo, var.span)?;
            let ty = native_type(&self.rt, &var.ty, Form::Borrowed, var.span)?;
            params.push(quote!(#ident: #ty));
        }
        let doc = format!(
            " Native {} `{name}` (Rust body from the PDLL source).",
            kind_word(decl.kind)
        );
        let rt = &self.rt;
        Ok(match decl.kind {
            DeclKind::Constraint => {
                let ctx = Ident::new("ctx", span);
                let ir = Ident::new("ir", span);
                let ret = constraint_return(rt, decl, at)?;
                quote! {
                    #[doc = #doc]
                    #[allow(non_snake_case, unused_variables)]
                    fn #f(
                        #ctx: &mut #rt::Context,
                        #ir: &#rt::Ir,
                        #(#params),*
                    ) -> #ret { #body }
                }
            }
            DeclKind::Rewrite => {
                let rewriter = Ident::new("rewriter", span);
                let ret = native_type(rt, &decl.result_ty, Form::Owned, at)?;
                quote! {
                    #[doc = #doc]
                    #[allow(non_snake_case, unused_variables)]
                    fn #f(
                        #rewriter: &mut #rt::Rewriter<'_>,
                        #(#params),*
                    ) -> ::std::result::Result<#ret, #rt::RewriteError> { #body }
                }
            }
        })
    }
}

/// `tokens` with every span set to `span`.
fn respan(tokens: TokenStream, span: proc_macro2::Span) -> TokenStream {
    tokens
        .into_iter()
        .map(|mut tree| {
            if let proc_macro2::TokenTree::Group(g) = &tree {
                let mut group = proc_macro2::Group::new(g.delimiter(), respan(g.stream(), span));
                group.set_span(span);
                tree = proc_macro2::TokenTree::Group(group);
            } else {
                tree.set_span(span);
            }
            tree
        })
        .collect()
}

/// `bool` for a constraint without results, `Option<R>` otherwise.
fn constraint_return(rt: &RuntimePath, decl: &Decl, at: Span) -> Result<TokenStream, Diagnostic> {
    if decl.result_ty == Type::unit() {
        Ok(quote!(bool))
    } else {
        let r = native_type(rt, &decl.result_ty, Form::Owned, at)?;
        Ok(quote!(::std::option::Option<#r>))
    }
}

fn kind_word(kind: DeclKind) -> &'static str {
    match kind {
        DeclKind::Constraint => "constraint",
        DeclKind::Rewrite => "rewrite",
    }
}

fn not_native(name: &str, at: Span) -> Diagnostic {
    Diagnostic::error(
        at,
        format!("internal error: `{name}` is not a native declaration"),
    )
    .with_code(crate::diag::Code::Internal)
}

/// The runtime operator for a built-in: binary or unary, by variant name.
fn builtin_op(b: Builtin) -> Option<(bool, Ident)> {
    let (binary, name) = match b {
        Builtin::Add => (true, "Add"),
        Builtin::Sub => (true, "Sub"),
        Builtin::Mul => (true, "Mul"),
        Builtin::Div => (true, "Div"),
        Builtin::Rem => (true, "Rem"),
        Builtin::Eq => (true, "Eq"),
        Builtin::Ne => (true, "Ne"),
        Builtin::Lt => (true, "Lt"),
        Builtin::Le => (true, "Le"),
        Builtin::Gt => (true, "Gt"),
        Builtin::Ge => (true, "Ge"),
        Builtin::And => (true, "And"),
        Builtin::Or => (true, "Or"),
        Builtin::Neg => (false, "Neg"),
        Builtin::Not => (false, "Not"),
        Builtin::Check => return None,
    };
    Some((binary, format_ident!("{}", name)))
}

/// The attribute arithmetic of a built-in on `ctx` (a `&mut Context` expression):
/// `Result<Attribute, ArithError>`.
fn builtin_arith(
    rt: &RuntimePath,
    op: (bool, Ident),
    args: &[TokenStream],
    ctx: &TokenStream,
) -> TokenStream {
    match op {
        (true, v) => {
            let (a, b) = (&args[0], &args[1]);
            quote!(#ctx.attr_binary(#rt::arith::BinOp::#v, #a, #b))
        }
        (false, v) => {
            let a = &args[0];
            quote!(#ctx.attr_unary(#rt::arith::UnOp::#v, #a))
        }
    }
}

/// A built-in in the matcher: `Option<Attribute>` (arithmetic failing fails the
/// match), or `bool` for the check.
fn builtin_constraint(
    rt: &RuntimePath,
    b: Builtin,
    args: &[TokenStream],
    ctx: &TokenStream,
) -> TokenStream {
    match builtin_op(b) {
        Some(op) => {
            let e = builtin_arith(rt, op, args, ctx);
            quote!(#e.ok())
        }
        None => {
            let a = &args[0];
            quote!(::std::matches!(
                #ctx.attr_kind(#a),
                #rt::attributes::AttrKind::Bool(true)
            ))
        }
    }
}

/// A built-in in a rewriter: the attribute (a failure fails the rewrite), or `()` for
/// the check.
fn builtin_rewrite(rt: &RuntimePath, b: Builtin, args: &[TokenStream]) -> TokenStream {
    let ctx = quote!(__rewriter.ctx_mut());
    match builtin_op(b) {
        Some(op) => {
            let e = builtin_arith(rt, op, args, &ctx);
            // `ArithError` converts into `RewriteError` (`From`): it stays typed.
            quote!(#e?)
        }
        None => {
            let a = &args[0];
            quote! {
                if !::std::matches!(
                    __rewriter.ctx().attr_kind(#a),
                    #rt::attributes::AttrKind::Bool(true)
                ) {
                    return ::std::result::Result::Err(#rt::RewriteError::Failed(
                        "operator check is not true".to_string(),
                    ));
                }
            }
        }
    }
}
