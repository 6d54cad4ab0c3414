//! Positions: binding them to locals (with the absence checks MLIR's bytecode
//! makes), iterating ranges, comparing entities. See the [parent module](super).

use super::{internal, Label, MatchGen, Scope};
use crate::codegen::names::{int, local};
use crate::codegen::types::{rust_type, Form};
use crate::diag::Diagnostic;
use crate::matcher::{EntityKind, Position, PositionId, Question, TypeLiteral};
use crate::source::Span;
use proc_macro2::TokenStream;
use quote::quote;

impl MatchGen<'_, '_> {
    /// True for a range position without a local (only its presence was checked; the
    /// values are re-read from the IR at each use).
    pub(super) fn has_no_local(&self, p: PositionId) -> bool {
        matches!(
            self.tree.entity_kind(p),
            EntityKind::ValueRange | EntityKind::TypeRange
        ) && !self.local_is_owned_range(p)
    }

    /// True for a local holding an owned range (a native constraint's range result).
    pub(super) fn local_is_owned_range(&self, p: PositionId) -> bool {
        matches!(self.tree.position(p), Position::ConstraintResult { .. })
            && matches!(
                self.tree.entity_kind(p),
                EntityKind::ValueRange | EntityKind::TypeRange
            )
    }

    /// The Rust type of the local of a bound position, as a helper parameter; `None`
    /// for a range re-read at each use, which has no local.
    pub(super) fn local_type(&self, p: PositionId) -> Option<TokenStream> {
        let kind = self.tree.entity_kind(p);
        if self.has_no_local(p) {
            return None;
        }
        // The loop over users binds each user op.
        let ty = kind.captured().unwrap_or(EntityKind::Op);
        Some(rust_type(self.rt, ty, Form::Borrowed))
    }

    /// Statements that bind position `p` (and its parents) in `scope`, breaking to
    /// `fail` when it is absent.
    pub(super) fn bind(
        &mut self,
        p: PositionId,
        scope: &mut Scope,
        fail: &Label,
    ) -> Result<TokenStream, Diagnostic> {
        if scope.bound.contains(&p) {
            return Ok(TokenStream::new());
        }
        let mut out = TokenStream::new();
        let pos = self.tree.position(p).clone();
        if let Some(parent) = pos.parent() {
            out.extend(self.bind(parent, scope, fail)?);
        }
        let l = local("p", p.0 as usize);
        let at = Span::call_site();
        let stmt = match &pos {
            Position::Operation { parent: None, .. } => quote!(let #l = __op;),
            Position::Operation {
                parent: Some(parent),
                ..
            } => {
                let parent_kind = self.tree.entity_kind(*parent);
                let pl = local("p", parent.0 as usize);
                if matches!(self.tree.position(*parent), Position::ForEach { .. }) {
                    // The user op that the enclosing `ForEach` binds.
                    quote!(let #l = #pl;)
                } else if parent_kind == EntityKind::ValueRange {
                    // The op defining the first value of the range.
                    let iter = self.range_iter(*parent)?;
                    quote! {
                        let ::std::option::Option::Some(#l) = #iter.next().and_then(|v| __ir.defining_op(v)) else {
                            break #fail;
                        };
                    }
                } else if parent_kind == EntityKind::Value {
                    quote! {
                        let ::std::option::Option::Some(#l) = __ir.defining_op(#pl) else { break #fail; };
                    }
                } else {
                    return Err(internal(
                        at,
                        "an operation position under a non-value position",
                    ));
                }
            }
            Position::Operand { op, index } => {
                let o = local("p", op.0 as usize);
                let operand = match *index {
                    0 => quote!(__ir.operands(#o).first()),
                    i => {
                        let i = int(i as usize);
                        quote!(__ir.operands(#o).get(#i))
                    }
                };
                quote! {
                    let ::std::option::Option::Some(&#l) = #operand else { break #fail; };
                }
            }
            Position::Result { op, index } => {
                let o = local("p", op.0 as usize);
                let result = match *index {
                    0 => quote!(__ir.results(#o).next()),
                    i => {
                        let i = int(i as usize);
                        quote!(__ir.results(#o).nth(#i))
                    }
                };
                quote! {
                    let ::std::option::Option::Some(#l) = #result else { break #fail; };
                }
            }
            Position::OperandGroup {
                op,
                group,
                variadic,
            }
            | Position::ResultGroup {
                op,
                group,
                variadic,
            } => {
                let o = local("p", op.0 as usize);
                let is_operand = matches!(pos, Position::OperandGroup { .. });
                let count = if is_operand {
                    quote!(__ir.num_operands(#o))
                } else {
                    quote!(__ir.num_results(#o))
                };
                let g = group.unwrap_or(0) as usize;
                if *variadic {
                    // Present when the group starts within the op's values; a range
                    // has no local (it is re-read where used).
                    if g == 0 {
                        TokenStream::new()
                    } else {
                        let g = int(g);
                        quote!(if #count < #g { break #fail; })
                    }
                } else {
                    // A single value: the group must hold exactly one.
                    let (n, g) = (int(g + 1), int(g));
                    let get = if is_operand {
                        quote!(__ir.operand(#o, #g))
                    } else {
                        quote!(__ir.result(#o, #g))
                    };
                    quote! {
                        if #count != #n { break #fail; }
                        let #l = #get;
                    }
                }
            }
            Position::Attribute { op, name } => {
                let o = local("p", op.0 as usize);
                let n = self.interned.ident(name);
                quote! {
                    let ::std::option::Option::Some(#l) = __ir.attr(__ctx, #o, #n) else { break #fail; };
                }
            }
            Position::Type { parent } => match self.tree.entity_kind(*parent) {
                EntityKind::Value => {
                    let v = local("p", parent.0 as usize);
                    quote!(let #l = __ir.value_type(#v);)
                }
                EntityKind::Attr => {
                    let a = local("p", parent.0 as usize);
                    quote! {
                        let ::std::option::Option::Some(#l) = __ctx.attr_type(#a) else { break #fail; };
                    }
                }
                // The types of a range of values are read where used (see `range_iter`).
                EntityKind::ValueRange => TokenStream::new(),
                _ => return Err(internal(at, "a type position of something without a type")),
            },
            Position::AttributeLiteral { value } => {
                let a = self.interned.attr(value);
                quote!(let #l = #a;)
            }
            Position::TypeLiteral { value } => match value {
                TypeLiteral::Single(t) => {
                    let t = self.interned.ty(t);
                    quote!(let #l = #t;)
                }
                // Read where used (see `range_iter`).
                TypeLiteral::List(_) => TokenStream::new(),
            },
            Position::ConstraintResult { .. } => {
                // Bound by the constraint's node; reaching here means the tree asks
                // about a result before the constraint ran.
                return Err(internal(
                    at,
                    "a constraint result used before the constraint",
                ));
            }
            Position::Users { .. } | Position::ForEach { .. } => {
                return Err(internal(at, "a users position outside its `ForEach`"));
            }
        };
        out.extend(stmt);
        scope.bound.insert(p);
        Ok(out)
    }

    /// An iterator expression over the values (or types) of a range position (bound).
    pub(super) fn range_iter(&mut self, p: PositionId) -> Result<TokenStream, Diagnostic> {
        let at = Span::call_site();
        let l = local("p", p.0 as usize);
        Ok(match self.tree.position(p).clone() {
            Position::OperandGroup { op, group, .. } => {
                let o = local("p", op.0 as usize);
                match group.unwrap_or(0) {
                    0 => quote!(__ir.operands(#o).iter().copied()),
                    g => {
                        let g = int(g as usize);
                        quote!(__ir.operands(#o)[#g..].iter().copied())
                    }
                }
            }
            Position::ResultGroup { op, group, .. } => {
                let o = local("p", op.0 as usize);
                match group.unwrap_or(0) {
                    0 => quote!(__ir.results(#o)),
                    g => {
                        let g = int(g as usize);
                        quote!(__ir.results(#o).skip(#g))
                    }
                }
            }
            Position::ConstraintResult { .. } => quote!(#l.iter().copied()),
            Position::Type { parent } => {
                let values = self.iter_of(parent)?;
                quote!(#values.map(|v| __ir.value_type(v)))
            }
            Position::TypeLiteral {
                value: TypeLiteral::List(ts),
            } => {
                let ts: Vec<_> = ts.iter().map(|t| self.interned.ty(t)).collect();
                quote!([#(#ts),*].into_iter())
            }
            _ => return Err(internal(at, "a range expected")),
        })
    }

    /// A slice expression over the values of a range position (bound), when the IR
    /// holds them as one: a group of operands, or a native constraint's range result.
    pub(super) fn range_slice(&self, p: PositionId) -> Option<TokenStream> {
        match self.tree.position(p) {
            Position::OperandGroup { op, group, .. } => {
                let o = local("p", op.0 as usize);
                Some(match group.unwrap_or(0) {
                    0 => quote!(__ir.operands(#o)),
                    g => {
                        let g = int(g as usize);
                        quote!(&__ir.operands(#o)[#g..])
                    }
                })
            }
            Position::ConstraintResult { .. } => {
                let l = local("p", p.0 as usize);
                Some(quote!(&#l[..]))
            }
            _ => None,
        }
    }

    /// An iterator over the position's entities (a one-element one for singles).
    pub(super) fn iter_of(&mut self, p: PositionId) -> Result<TokenStream, Diagnostic> {
        match self.tree.entity_kind(p) {
            EntityKind::ValueRange | EntityKind::TypeRange => self.range_iter(p),
            _ => {
                let l = local("p", p.0 as usize);
                Ok(quote!(::std::iter::once(#l)))
            }
        }
    }

    pub(super) fn count(&self, p: PositionId, q: &Question) -> TokenStream {
        let l = local("p", p.0 as usize);
        match q {
            Question::OperandCount | Question::OperandCountAtLeast => {
                quote!(__ir.num_operands(#l))
            }
            _ => quote!(__ir.num_results(#l)),
        }
    }

    /// `break fail` unless the entities at `a` and `b` (both bound) are equal.
    pub(super) fn equal(
        &mut self,
        a: PositionId,
        b: PositionId,
        fail: &Label,
    ) -> Result<TokenStream, Diagnostic> {
        let single = |k: EntityKind| !matches!(k, EntityKind::ValueRange | EntityKind::TypeRange);
        let (ka, kb) = (self.tree.entity_kind(a), self.tree.entity_kind(b));
        if single(ka) && single(kb) {
            let (la, lb) = (local("p", a.0 as usize), local("p", b.0 as usize));
            return Ok(quote!(if #la != #lb { break #fail; }));
        }
        let (ia, ib) = (self.iter_of(a)?, self.iter_of(b)?);
        Ok(quote!(if !#ia.eq(#ib) { break #fail; }))
    }
}
