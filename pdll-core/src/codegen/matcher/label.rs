//! Block labels that know whether a `break` names them, so that a block no check can
//! leave is written without a label (rustc's `unused_labels` stays quiet without an
//! `allow`).

use proc_macro2::{Delimiter, Group, Punct, Spacing, TokenStream, TokenTree};
use quote::ToTokens;
use std::cell::Cell;

/// A block label, `'nK`. Writing it into tokens (`break #label`) marks it used; the
/// block's own header is written by [`labeled_block`], after its body.
pub(super) struct Label {
    lifetime: syn::Lifetime,
    used: Cell<bool>,
}

impl Label {
    /// Label number `n`.
    pub(super) fn new(n: usize) -> Label {
        Label {
            lifetime: syn::Lifetime::new(&format!("'n{n}"), proc_macro2::Span::call_site()),
            used: Cell::new(false),
        }
    }
}

impl ToTokens for Label {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        self.used.set(true);
        self.lifetime.to_tokens(tokens);
    }
}

/// Appends the block `{ body }` to `out`, labeled `'label: { body }` when `body`
/// breaks out of it. Moves `body` into the block's group (quote!'s `{ #body }` would
/// copy it token by token).
pub(super) fn labeled_block(out: &mut TokenStream, label: &Label, body: TokenStream) {
    if label.used.get() {
        label.lifetime.to_tokens(out);
        out.extend([TokenTree::Punct(Punct::new(':', Spacing::Alone))]);
    }
    out.extend([TokenTree::Group(Group::new(Delimiter::Brace, body))]);
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    #[test]
    fn only_labels_a_break_names_are_written() {
        let (used, unused) = (Label::new(1), Label::new(2));
        let mut out = TokenStream::new();
        labeled_block(&mut out, &used, quote!(break #used;));
        labeled_block(&mut out, &unused, quote!(f();));
        assert_eq!(out.to_string(), "'n1 : { break 'n1 ; } { f () ; }");
    }
}
