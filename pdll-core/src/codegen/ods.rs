//! The built-in checks of ODS constraint defs ([`crate::ods::builtin`]) as Rust
//! expressions over the runtime's type and attribute structure. Each is the Rust form
//! of [`eval_type`](crate::ods::builtin::eval_type) /
//! [`eval_attr`](crate::ods::builtin::eval_attr), which the run-time path uses; the
//! tests of `pdll-tests` run both on the same IR.

use super::runtime::RuntimePath;
use crate::ods::builtin::{AttrPred, BuiltinCheck, TypePred};
use proc_macro2::TokenStream;
use quote::quote;

/// A `bool` expression: whether the type or attribute `arg` satisfies `check`; `ctx`
/// is the matcher's `&mut Context`.
pub fn check_tokens(
    rt: &RuntimePath,
    check: &BuiltinCheck,
    ctx: &TokenStream,
    arg: &TokenStream,
) -> TokenStream {
    match check {
        BuiltinCheck::Type(pred) => {
            let body = type_pred(rt, pred, ctx, &quote!(__ods_ty));
            quote!({ let __ods_ty = #arg; #body })
        }
        BuiltinCheck::Attr(pred) => {
            let body = attr_pred(rt, pred, ctx);
            quote!({ let __ods_attr = #arg; #body })
        }
    }
}

/// Whether the type expression `ty` satisfies `pred`.
fn type_pred(
    rt: &RuntimePath,
    pred: &TypePred,
    ctx: &TokenStream,
    ty: &TokenStream,
) -> TokenStream {
    let kind = quote!(#rt::types::TypeKind);
    let on_kind = |pattern: TokenStream| quote!(::std::matches!(#ctx.type_kind(#ty), #pattern));
    match pred {
        TypePred::Any => quote!(true),
        TypePred::Integer { width, signedness } => {
            let width = match width {
                Some(w) => quote!(*width == #w),
                None => quote!(true),
            };
            let sign = match signedness {
                Some(s) => {
                    let s = signedness_tokens(rt, *s);
                    quote!(*signedness == #s)
                }
                None => quote!(true),
            };
            quote!(match #ctx.type_kind(#ty) {
                #kind::Integer { width, signedness } => #width && #sign,
                _ => false,
            })
        }
        TypePred::Index => on_kind(quote!(#kind::Index)),
        TypePred::Float(None) => on_kind(quote!(#kind::Float(_))),
        TypePred::Float(Some(k)) => {
            let k = float_kind_tokens(rt, *k);
            on_kind(quote!(#kind::Float(#k)))
        }
        TypePred::None => on_kind(quote!(#kind::None)),
        TypePred::Function => on_kind(quote!(#kind::Function { .. })),
        TypePred::Tuple => on_kind(quote!(#kind::Tuple(_))),
        TypePred::Vector { non_zero_rank } => {
            if *non_zero_rank {
                on_kind(quote!(#kind::Vector { shape, .. } if !shape.is_empty()))
            } else {
                on_kind(quote!(#kind::Vector { .. }))
            }
        }
        TypePred::Tensor(ranked) => on_kind(match ranked {
            Some(true) => quote!(#kind::RankedTensor { .. }),
            Some(false) => quote!(#kind::UnrankedTensor { .. }),
            None => quote!(#kind::RankedTensor { .. } | #kind::UnrankedTensor { .. }),
        }),
        TypePred::MemRef(ranked) => on_kind(match ranked {
            Some(true) => quote!(#kind::MemRef { .. }),
            Some(false) => quote!(#kind::UnrankedMemRef { .. }),
            None => quote!(#kind::MemRef { .. } | #kind::UnrankedMemRef { .. }),
        }),
        TypePred::Shaped => on_kind(quote!(
            #kind::Vector { .. }
                | #kind::RankedTensor { .. }
                | #kind::UnrankedTensor { .. }
                | #kind::MemRef { .. }
                | #kind::UnrankedMemRef { .. }
        )),
        TypePred::AnyOf(preds) => {
            let each = preds.iter().map(|p| type_pred(rt, p, ctx, ty));
            quote!((false #(|| #each)*))
        }
    }
}

/// Whether `__ods_attr` satisfies `pred`.
fn attr_pred(rt: &RuntimePath, pred: &AttrPred, ctx: &TokenStream) -> TokenStream {
    let kind = quote!(#rt::attributes::AttrKind);
    let on_kind =
        |pattern: TokenStream| quote!(::std::matches!(#ctx.attr_kind(__ods_attr), #pattern));
    match pred {
        AttrPred::Any => quote!(true),
        AttrPred::Bool => on_kind(quote!(#kind::Bool(_))),
        AttrPred::Integer(ty_pred) => {
            let check = type_pred(rt, ty_pred, ctx, &quote!(__ods_ty));
            // A `BoolAttr` is the integer attribute of type `i1`, decided here.
            let bool_ok = ty_pred.accepts_signless_i1();
            quote!(match *#ctx.attr_kind(__ods_attr) {
                #kind::Integer { ty: __ods_ty, .. } => #check,
                #kind::Bool(_) => #bool_ok,
                _ => false,
            })
        }
        AttrPred::Float(ty_pred) => {
            let check = type_pred(rt, ty_pred, ctx, &quote!(__ods_ty));
            quote!(match *#ctx.attr_kind(__ods_attr) {
                #kind::Float { ty: __ods_ty, .. } => #check,
                _ => false,
            })
        }
        AttrPred::String => on_kind(quote!(#kind::String { .. })),
        AttrPred::Unit => on_kind(quote!(#kind::Unit)),
        AttrPred::Array => on_kind(quote!(#kind::Array(_))),
        AttrPred::Dictionary => on_kind(quote!(#kind::Dictionary(_))),
        AttrPred::Type => on_kind(quote!(#kind::Type(_))),
        AttrPred::SymbolRef { flat: false } => on_kind(quote!(#kind::SymbolRef { .. })),
        AttrPred::SymbolRef { flat: true } => {
            on_kind(quote!(#kind::SymbolRef { nested, .. } if nested.is_empty()))
        }
    }
}

fn signedness_tokens(rt: &RuntimePath, s: pdll_runtime::types::Signedness) -> TokenStream {
    use pdll_runtime::types::Signedness::*;
    match s {
        Signless => quote!(#rt::types::Signedness::Signless),
        Signed => quote!(#rt::types::Signedness::Signed),
        Unsigned => quote!(#rt::types::Signedness::Unsigned),
    }
}

fn float_kind_tokens(rt: &RuntimePath, k: pdll_runtime::types::FloatKind) -> TokenStream {
    use pdll_runtime::types::FloatKind::*;
    let variant = match k {
        F16 => quote!(F16),
        BF16 => quote!(BF16),
        F32 => quote!(F32),
        F64 => quote!(F64),
        TF32 => quote!(TF32),
        F80 => quote!(F80),
        F128 => quote!(F128),
        F8E5M2 => quote!(F8E5M2),
        F8E4M3 => quote!(F8E4M3),
        F8E4M3FN => quote!(F8E4M3FN),
        F8E5M2FNUZ => quote!(F8E5M2FNUZ),
        F8E4M3FNUZ => quote!(F8E4M3FNUZ),
        F8E4M3B11FNUZ => quote!(F8E4M3B11FNUZ),
    };
    quote!(#rt::types::FloatKind::#variant)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ods::builtin::builtin_check;

    #[test]
    fn checks_read_the_runtime_kinds() {
        let rt = RuntimePath::default();
        let ctx = quote!(__ctx);
        let i32_attr = builtin_check("I32Attr").unwrap();
        let text = check_tokens(&rt, &i32_attr, &ctx, &quote!(a)).to_string();
        assert!(text.contains("Integer { ty : __ods_ty"), "{text}");
        assert!(text.contains("* width == 32u32"), "{text}");
        assert!(text.contains("Signless"), "{text}");
        let either = builtin_check("AnySignlessIntegerOrIndex").unwrap();
        let text = check_tokens(&rt, &either, &ctx, &quote!(t)).to_string();
        assert!(text.contains("false ||"), "{text}");
        assert!(text.contains("TypeKind :: Index"), "{text}");
    }
}
