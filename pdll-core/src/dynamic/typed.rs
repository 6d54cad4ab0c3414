//! Typed registration of natives: closures over `Op`, `Value`, `Attribute`, ... rather
//! than `&[Captured]`, whose signature is the closure's own, so it cannot disagree with
//! the kinds registered.
//!
//! ```
//! use pdll_core::dynamic::NativeRegistry;
//! use pdll_runtime::attributes::Attribute;
//! use pdll_runtime::Value;
//! let mut natives = NativeRegistry::new();
//! // `Constraint IsZero(v: Value, a: Attr);`
//! natives.constraint2("IsZero", |ctx, _ir, _v: Value, a: Attribute| {
//!     ctx.integer_attr_value(a) == Some(0)
//! });
//! // `Constraint WidthOf(v: Value) -> Attr;`: `None` when it does not hold.
//! natives.constraint1("WidthOf", |ctx, ir, v: Value| {
//!     let width = ctx.integer_type_width(ir.value_type(v))?;
//!     let i64 = ctx.intern_integer_type(64);
//!     ctx.intern_integer_attr(i128::from(width), i64).ok()
//! });
//! assert!(natives.has_constraint("IsZero") && natives.has_constraint("WidthOf"));
//! ```

use super::natives::{Kind, NativeRegistry};
use pdll_runtime::attributes::Attribute;
use pdll_runtime::types::Type;
use pdll_runtime::{Captured, Context, Ir, Op, RewriteError, Rewriter, Value};

/// A Rust type a native takes or returns, and the PDLL [`Kind`] it stands for:
/// `Op`, `Value`, `Type`, `Attribute`, and `Vec<Value>` / `Vec<Type>` for the ranges.
pub trait NativeValue: Sized {
    /// Its PDLL kind.
    const KIND: Kind;
    /// The entity as this type (`None` for another kind, which the set's checks rule
    /// out).
    fn from_captured(c: &Captured) -> Option<Self>;
    /// This value as an entity.
    fn into_captured(self) -> Captured;
}

macro_rules! scalar {
    ($t:ty, $kind:ident, $variant:ident) => {
        impl NativeValue for $t {
            const KIND: Kind = Kind::$kind;
            fn from_captured(c: &Captured) -> Option<Self> {
                match c {
                    Captured::$variant(x) => Some(*x),
                    _ => None,
                }
            }
            fn into_captured(self) -> Captured {
                Captured::$variant(self)
            }
        }
    };
}
scalar!(Op, Op, Op);
scalar!(Value, Value, Value);
scalar!(Type, Type, Type);
scalar!(Attribute, Attr, Attribute);

impl NativeValue for Vec<Value> {
    const KIND: Kind = Kind::ValueRange;
    fn from_captured(c: &Captured) -> Option<Self> {
        Some(c.as_values()?.to_vec())
    }
    fn into_captured(self) -> Captured {
        Captured::ValueRange(self.into_iter().collect())
    }
}

impl NativeValue for Vec<Type> {
    const KIND: Kind = Kind::TypeRange;
    fn from_captured(c: &Captured) -> Option<Self> {
        Some(c.as_types()?.to_vec())
    }
    fn into_captured(self) -> Captured {
        Captured::TypeRange(self.into_iter().collect())
    }
}

/// What a native returns: nothing (`()`) or one [`NativeValue`].
pub trait NativeResults {
    /// The kinds of the results.
    fn kinds() -> Vec<Kind>;
    /// The results as entities.
    fn into_results(self) -> Vec<Captured>;
}

impl NativeResults for () {
    fn kinds() -> Vec<Kind> {
        Vec::new()
    }
    fn into_results(self) -> Vec<Captured> {
        Vec::new()
    }
}

impl<T: NativeValue> NativeResults for T {
    fn kinds() -> Vec<Kind> {
        vec![T::KIND]
    }
    fn into_results(self) -> Vec<Captured> {
        vec![self.into_captured()]
    }
}

/// What a native constraint returns: `bool` (holds or not, no results) or
/// `Option<R>` (`None`: does not hold; `Some(results)`).
pub trait ConstraintOutcome {
    /// The kinds of the results.
    fn kinds() -> Vec<Kind>;
    /// `None` when the constraint does not hold, else its results.
    fn into_outcome(self) -> Option<Vec<Captured>>;
}

impl ConstraintOutcome for bool {
    fn kinds() -> Vec<Kind> {
        Vec::new()
    }
    fn into_outcome(self) -> Option<Vec<Captured>> {
        self.then(Vec::new)
    }
}

impl<R: NativeResults> ConstraintOutcome for Option<R> {
    fn kinds() -> Vec<Kind> {
        R::kinds()
    }
    fn into_outcome(self) -> Option<Vec<Captured>> {
        self.map(R::into_results)
    }
}

macro_rules! typed {
    ($constraint:ident, $rewrite:ident, $n:literal; $($arg:ident: $t:ident),*) => {
        #[doc = concat!("Registers the native constraint `name` of ", $n, " typed parameter(s): ")]
        #[doc = "the closure returns `bool`, or `Option<R>` for a constraint with a result."]
        pub fn $constraint<$($t: NativeValue,)* O: ConstraintOutcome>(
            &mut self,
            name: impl Into<String>,
            f: impl Fn(&mut Context, &Ir, $($t),*) -> O + Send + Sync + 'static,
        ) -> &mut Self {
            self.constraint(name, &[$($t::KIND),*], &O::kinds(), move |ctx, ir, args| {
                #[allow(unused_variables, unused_mut)]
                let mut it = args.iter();
                $(let $arg = $t::from_captured(it.next()?)?;)*
                f(ctx, ir, $($arg),*).into_outcome()
            })
        }

        #[doc = concat!("Registers the native rewrite `name` of ", $n, " typed parameter(s), ")]
        #[doc = "returning `()` or one value, or why it failed (before any edit)."]
        pub fn $rewrite<$($t: NativeValue,)* R: NativeResults>(
            &mut self,
            name: impl Into<String>,
            f: impl Fn(&mut Rewriter<'_>, $($t),*) -> Result<R, RewriteError> + Send + Sync + 'static,
        ) -> &mut Self {
            self.rewrite(name, &[$($t::KIND),*], &R::kinds(), move |rw, args| {
                #[allow(unused_variables, unused_mut)]
                let mut it = args.iter();
                $(let $arg = it
                    .next()
                    .and_then($t::from_captured)
                    .ok_or_else(|| RewriteError::Failed("an argument of another kind".into()))?;)*
                Ok(f(rw, $($arg),*)?.into_results())
            })
        }
    };
}

impl NativeRegistry {
    typed!(constraint0, rewrite0, "no"; );
    typed!(constraint1, rewrite1, "one"; a: A);
    typed!(constraint2, rewrite2, "two"; a: A, b: B);
    typed!(constraint3, rewrite3, "three"; a: A, b: B, c: C);
    typed!(constraint4, rewrite4, "four"; a: A, b: B, c: C, d: D);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dynamic::DynamicPatternSet;
    use crate::source::SourceMap;
    use pdll_runtime::{apply_patterns_greedily, GreedyConfig};

    #[test]
    fn typed_natives_are_registered_with_their_closures_kinds_and_run() {
        let mut natives = NativeRegistry::new();
        natives
            .constraint2("SameType", |_, ir, a: Value, b: Value| {
                ir.value_type(a) == ir.value_type(b)
            })
            .constraint1("Tag", |ctx, _, op: Op| -> Option<Attribute> {
                let i32 = ctx.intern_integer_type(32);
                ctx.intern_integer_attr(i128::from(op.index()), i32).ok()
            })
            .rewrite2(
                "Make",
                |rw, t: Type, tag: Attribute| -> Result<Op, RewriteError> {
                    let name = rw.ctx_mut().intern_op_name("t.made");
                    let key = rw.ctx_mut().intern_ident("tag");
                    let attrs = rw.ctx_mut().intern_dictionary(vec![(key, tag)]);
                    Ok(rw.create(name, &[], &[t], Some(attrs))?)
                },
            );
        let src = "Constraint SameType(a: Value, b: Value);\n\
                   Constraint Tag(op: Op) -> Attr;\n\
                   Rewrite Make(t: Type, tag: Attr) -> Op;\n\
                   Pattern {\n\
                     let root = op<t.add>(a: Value, b: Value) -> (t: Type);\n\
                     SameType(a, b);\n\
                     let tag = Tag(root);\n\
                     rewrite root with { replace root with Make(t, tag); };\n\
                   }\n";
        let mut ctx = Context::new();
        let mut sources = SourceMap::new();
        let set = DynamicPatternSet::from_str(
            "t.pdll",
            src,
            &Default::default(),
            natives,
            &mut ctx,
            &mut sources,
        )
        .unwrap_or_else(|d| panic!("{}", crate::diag::render_all(&d, &sources)));
        let mut ir = Ir::new();
        ir.parse_source(
            &mut ctx,
            "%0 = \"t.a\"() : () -> i32\n%1 = \"t.b\"() : () -> i64\n\
             %2 = \"t.add\"(%0, %0) : (i32, i32) -> i32\n\
             %3 = \"t.add\"(%0, %1) : (i32, i64) -> i32\n\
             \"t.use\"(%2, %3) : (i32, i32) -> ()\n",
        )
        .unwrap();
        let region = ir.top_region();
        let report =
            apply_patterns_greedily(&mut ctx, &mut ir, region, &set, &GreedyConfig::default());
        assert_eq!(report.num_rewrites, 1);
        let text = ir.print_generic(&ctx);
        assert!(
            text.contains("\"t.made\"() <{tag = 2 : i32}>")
                || text.contains("\"t.made\"() {tag = 2 : i32}"),
            "{text}"
        );
        assert!(text.contains("\"t.add\"(%0, %1)"), "{text}");
    }

    #[test]
    fn a_typed_native_declared_otherwise_is_a_build_error() {
        let mut natives = NativeRegistry::new();
        natives.constraint1("IsOp", |_, _, _: Value| true);
        let mut sources = SourceMap::new();
        let err = DynamicPatternSet::from_str(
            "t.pdll",
            "Constraint IsOp(op: Op);\nPattern { let r = op<t.a>; IsOp(r); erase r; }\n",
            &Default::default(),
            natives,
            &mut Context::new(),
            &mut sources,
        )
        .err()
        .expect("the kinds differ");
        let text = crate::diag::one_line_all(&err, &sources);
        assert!(
            text.contains("declared as (Op) but registered as (Value)"),
            "{text}"
        );
    }
}
