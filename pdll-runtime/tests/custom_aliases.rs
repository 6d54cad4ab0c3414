//! Aliases in the custom form: `Ir::print_with(ctx, &PrintOptions::default()
//! .with_aliases(true))` against mlir-opt-19's default output (no
//! `--mlir-print-local-scope`), where the aliases are those of what the custom form
//! prints, in its order (MLIR's alias initializer is a dry run of the printer).
//!
//! For each `tests/data/aliases/NAME.input.mlir`, the checked-in outputs are
//!
//! ```text
//! mlir-opt-19 --allow-unregistered-dialect NAME.input.mlir > NAME.custom.mlir
//! mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic NAME.input.mlir > NAME.generic.mlir
//! ```
//!
//! and reading the input must print both byte for byte (`Ir::print_with`,
//! `Ir::print_generic_with`, with aliases); reading the custom output (its alias
//! definitions included) must print it again.

use pdll_runtime::asm::PrintOptions;
use pdll_runtime::dialect::{
    Arity, AttrSyntax, GroupKind, InherentAttr, MemoryEffects, OpDefinition, OpTrait,
    TypeTransform, ValueGroup,
};
use pdll_runtime::{Context, Ir};
use std::borrow::Cow;

use GroupKind::{Optional, Variadic};

/// `name` with `operands` and `results` groups (`"x"` single, `"x?"` optional,
/// `"x*"` variadic, `"x*:index"` of a buildable type) and inherent `attrs` (`"a?"` optional).
fn def(name: &'static str, operands: &[&str], results: &[&str], attrs: &[&str]) -> OpDefinition {
    let kind = |s: &str| -> (String, GroupKind) {
        match s.strip_suffix('*') {
            Some(n) => (n.into(), Variadic),
            None => match s.strip_suffix('?') {
                Some(n) => (n.into(), Optional),
                None => (s.into(), GroupKind::Single),
            },
        }
    };
    let mut d = OpDefinition::new(name);
    for o in operands {
        // `"x*:index"`: of a buildable type.
        let (o, buildable) = match o.split_once(':') {
            Some((o, t)) => (o, Some(Cow::Owned(t.to_string()))),
            None => (*o, None),
        };
        let (n, k) = kind(o);
        d.operands.to_mut().push(ValueGroup {
            name: n.into(),
            kind: k,
            buildable_type: buildable,
            segments: None,
        });
    }
    for r in results {
        let (n, k) = kind(r);
        d = d.result_group(n, k);
    }
    for a in attrs {
        d = match a.strip_suffix('?') {
            Some(n) => d.inherent_attr(InherentAttr {
                name: n.to_string().into(),
                ..InherentAttr::optional("")
            }),
            None => d.inherent_attr(InherentAttr {
                name: a.to_string().into(),
                ..InherentAttr::required("")
            }),
        };
    }
    d
}

fn terminator(name: &'static str, operands: &[&str]) -> OpDefinition {
    def(name, operands, &[], &[]).with_trait(OpTrait::IsTerminator)
}

fn implicit(d: OpDefinition, term: &'static str) -> OpDefinition {
    d.with_trait(OpTrait::SingleBlockImplicitTerminator(term.into()))
}

fn types_match(names: &[&'static str]) -> OpTrait {
    OpTrait::AllTypesMatch(Cow::Owned(names.iter().map(|&n| n.into()).collect()))
}

/// `to` has the element type of `from`.
fn element_of(from: &'static str, to: &'static str) -> OpTrait {
    OpTrait::TypesMatchWithTransform {
        from: from.into(),
        to: to.into(),
        transform: TypeTransform::ElementType,
    }
}

/// The ops of the cases, as MLIR 19 registers them (what the runtime reads), with the
/// ODS formats of those that have one.
fn definitions() -> Vec<OpDefinition> {
    let segments = OpTrait::AttrSizedOperandSegments;
    let yield_format = "attr-dict ($operands^ `:` type($operands))?";
    vec![
        // func
        OpDefinition::new("func.func")
            .attribute("sym_name")
            .attribute("function_type")
            .optional_attribute("sym_visibility")
            .optional_attribute("arg_attrs")
            .optional_attribute("res_attrs")
            .with_regions(Arity::exactly(1))
            .with_trait(OpTrait::IsolatedFromAbove)
            .with_trait(OpTrait::Symbol),
        terminator("func.return", &["operands*"]).with_assembly_format(yield_format),
        // arith
        def("arith.constant", &[], &["result"], &["value"])
            .with_trait(OpTrait::ConstantLike)
            .with_trait(types_match(&["value", "result"]))
            .with_effects(MemoryEffects::NONE)
            .with_assembly_format("attr-dict $value"),
        // affine
        def("affine.apply", &["mapOperands*"], &["result"], &["map"]),
        def("affine.min", &["operands*"], &["result"], &["map"]),
        def("affine.max", &["operands*"], &["result"], &["map"]),
        implicit(
            def(
                "affine.for",
                &["lowerBoundOperands*", "upperBoundOperands*", "inits*"],
                &["results*"],
                &["lowerBoundMap", "upperBoundMap", "step"],
            ),
            "affine.yield",
        )
        .with_trait(segments.clone())
        .with_regions(Arity::exactly(1)),
        implicit(
            def("affine.if", &["operands*"], &["results*"], &[]),
            "affine.yield",
        )
        .with_regions(Arity::exactly(2)),
        def(
            "affine.load",
            &["memref", "indices*"],
            &["result"],
            &["map"],
        ),
        def(
            "affine.store",
            &["value", "memref", "indices*"],
            &[],
            &["map"],
        ),
        terminator("affine.yield", &["operands*"]).with_assembly_format(yield_format),
        // memref
        def(
            "memref.load",
            &["memref", "indices*:index"],
            &["result"],
            &[],
        )
        .inherent_attr(InherentAttr::optional("nontemporal").with_default("false"))
        .with_trait(element_of("memref", "result"))
        .with_assembly_format("$memref `[` $indices `]` attr-dict `:` type($memref)"),
        // (`"private"` in the cases: the format engine reads an optional anchor of
        // generic syntax as any attribute, where MLIR's `StrAttr` takes strings only.)
        def(
            "memref.global",
            &[],
            &[],
            &["type", "initial_value?", "alignment?"],
        )
        .inherent_attr(InherentAttr::required("sym_name").with_syntax(AttrSyntax::SymbolName))
        .inherent_attr(InherentAttr::optional("sym_visibility"))
        .inherent_attr(InherentAttr::optional("constant").with_syntax(AttrSyntax::Unit))
        .with_assembly_format(
            "($sym_visibility^)? (`constant` $constant^)? $sym_name `:` \
                 custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict",
        ),
        def("memref.cast", &["source"], &["dest"], &[])
            .with_assembly_format("$source attr-dict `:` type($source) `to` type($dest)"),
        def(
            "memref.subview",
            &["source", "offsets*:index", "sizes*:index", "strides*:index"],
            &["result"],
            &["static_offsets", "static_sizes", "static_strides"],
        )
        .with_trait(segments.clone())
        .with_assembly_format(
            "$source `` custom<DynamicIndexList>($offsets, $static_offsets) \
             custom<DynamicIndexList>($sizes, $static_sizes) \
             custom<DynamicIndexList>($strides, $static_strides) \
             attr-dict `:` type($source) `to` type($result)",
        ),
        // vector
        def(
            "vector.transfer_read",
            &["source", "indices*", "padding", "mask?"],
            &["vector"],
            &["permutation_map", "in_bounds"],
        )
        .with_trait(segments.clone()),
        def(
            "vector.transfer_write",
            &["vector", "source", "indices*", "mask?"],
            &["result?"],
            &["permutation_map", "in_bounds"],
        )
        .with_trait(segments),
        // scf
        implicit(
            def(
                "scf.for",
                &["lowerBound", "upperBound", "step", "initArgs*"],
                &["results*"],
                &[],
            ),
            "scf.yield",
        )
        .with_regions(Arity::exactly(1))
        .with_trait(OpTrait::RecursiveMemoryEffects),
        implicit(
            def("scf.if", &["condition"], &["results*"], &[]),
            "scf.yield",
        )
        .with_regions(Arity::exactly(2))
        .with_trait(OpTrait::RecursiveMemoryEffects),
        terminator("scf.yield", &["results*"])
            .with_assembly_format("attr-dict ($results^ `:` type($results))?"),
    ]
}

fn context() -> Context {
    let mut ctx = Context::new();
    for d in definitions() {
        ctx.register_op(d).expect("definition registers");
    }
    ctx
}

fn data(name: &str, kind: &str) -> String {
    let path = format!(
        "{}/tests/data/aliases/{name}.{kind}.mlir",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn read(ctx: &mut Context, src: &str) -> Ir {
    let mut ir = Ir::new();
    if let Err(e) = ir.parse_source(ctx, src) {
        panic!("{}:{}: {}", e.line, e.col, e.message);
    }
    ir
}

fn aliases() -> PrintOptions {
    PrintOptions::default().with_aliases(true)
}

/// Reads `NAME.input.mlir` and checks both forms with aliases against mlir-opt-19's.
#[track_caller]
fn check(name: &str) {
    let mut ctx = context();
    let ir = read(&mut ctx, &data(name, "input"));
    let custom = data(name, "custom");
    let printed = ir.print_with(&ctx, &aliases());
    // mlir-opt ends its output with one more newline.
    assert_eq!(
        printed,
        custom.trim_end_matches('\n').to_string() + "\n",
        "custom form"
    );
    let generic = data(name, "generic");
    let printed_generic = ir.print_generic_with(&ctx, &aliases());
    assert_eq!(
        printed_generic,
        generic.trim_end_matches('\n').to_string() + "\n",
        "generic form"
    );
    let again = read(&mut ctx, &printed);
    assert_eq!(again.print_with(&ctx, &aliases()), printed, "read back");
}

/// The alias definitions at the top of `text`.
fn alias_definitions(text: &str) -> Vec<&str> {
    text.lines()
        .take_while(|l| l.starts_with('#') || l.starts_with('!'))
        .collect()
}

#[test]
fn attributes_folded_into_the_syntax_or_left_out_get_no_alias() {
    check("folded");
    // The generic walk would have aliased them, and in another order.
    let (custom, generic) = (data("folded", "custom"), data("folded", "generic"));
    assert_eq!(alias_definitions(&custom).len(), 7);
    assert_eq!(alias_definitions(&generic).len(), 15);
}

#[test]
fn nested_regions_are_walked_in_the_order_they_print() {
    check("nested");
    let (custom, generic) = (data("nested", "custom"), data("nested", "generic"));
    assert_ne!(alias_definitions(&custom), alias_definitions(&generic));
}

#[test]
fn types_and_typed_attributes_of_declarative_formats() {
    check("types");
}

#[test]
fn loop_carried_types_and_function_attributes() {
    check("loops");
    let (custom, generic) = (data("loops", "custom"), data("loops", "generic"));
    assert_ne!(alias_definitions(&custom), alias_definitions(&generic));
}

/// A module of `funcs` functions in the custom form, each a loop of affine, memref
/// and generic ops with maps and layouts (about 100 ops a function). With aliases, 30
/// functions printed byte for byte as `mlir-opt-19 --allow-unregistered-dialect`
/// prints them (checked when this was written).
fn generated(funcs: usize) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    for f in 0..funcs {
        let _ = writeln!(
            s,
            "func.func @f{f}(%m: memref<64x64xf32>, %l: memref<64xf32, affine_map<(d0) -> (d0 + {})>>, %n: index) -> f32 {{\n  \
             %c0 = arith.constant 0 : index\n  %z = arith.constant 0.0 : f32",
            f % 7
        );
        let _ = writeln!(s, "  affine.for %i = 0 to 64 {{");
        for k in 0..12 {
            let _ = writeln!(
                s,
                "    %a{k} = affine.load %m[%i, %n + {k}] : memref<64x64xf32>\n    \
                 %b{k} = affine.apply affine_map<(d0) -> (d0 * 2 + {})>(%i)\n    \
                 affine.store %a{k}, %m[%i, %b{k}] : memref<64x64xf32>\n    \
                 %v{k} = affine.load %l[%i] : memref<64xf32, affine_map<(d0) -> (d0 + {})>>\n    \
                 %w{k} = memref.load %m[%i, %b{k}] : memref<64x64xf32>\n    \
                 %r{k} = vector.transfer_read %m[%c0, %i], %z : memref<64x64xf32>, vector<4xf32>\n    \
                 \"x.use\"(%a{k}, %v{k}, %w{k}, %r{k}) {{k = {k} : i32, m = affine_map<(d0) -> (d0 floordiv {})>}} : (f32, f32, f32, vector<4xf32>) -> ()\n    \
                 %s{k} = affine.min affine_map<(d0)[s0] -> (d0, s0 + {k})>(%i)[%n]",
                k % 5,
                f % 7,
                k % 3 + 2
            );
        }
        let _ = writeln!(s, "  }}\n  return %z : f32\n}}");
    }
    s
}

/// Prints a generated module of about `PDLL_ALIAS_BENCH_OPS` ops (300,000 unless set;
/// or the file `PDLL_ALIAS_BENCH_FILE`) with and without aliases, in both forms, and
/// reports the times: run it in release mode, `cargo test --release -p pdll-runtime
/// --test custom_aliases -- --ignored --nocapture`.
#[test]
#[ignore]
fn cost_of_aliases_in_the_custom_form() {
    let ops: usize = std::env::var("PDLL_ALIAS_BENCH_OPS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(300_000);
    let mut ctx = context();
    // `PDLL_ALIAS_BENCH_FILE`: that file instead of the generated module.
    let src = match std::env::var("PDLL_ALIAS_BENCH_FILE") {
        Ok(path) => std::fs::read_to_string(path).expect("readable file"),
        Err(_) => generated(ops / 100),
    };
    let ir = read(&mut ctx, &src);
    if std::env::var_os("PDLL_ALIAS_BENCH_PROFILE").is_some() {
        // Only the aliased print, for a profiler.
        for _ in 0..20 {
            std::hint::black_box(ir.print_with(&ctx, &aliases()));
        }
        return;
    }
    // The best of 15 runs of each, interleaved (the machine may be shared).
    let mut best = [std::time::Duration::MAX; 4];
    let mut lens = [0; 2];
    for _ in 0..15 {
        for (k, slot) in best.iter_mut().enumerate() {
            let options = if k % 2 == 0 {
                PrintOptions::default()
            } else {
                aliases()
            };
            let t = std::time::Instant::now();
            let len = if k < 2 {
                std::hint::black_box(ir.print_with(&ctx, &options)).len()
            } else {
                std::hint::black_box(ir.print_generic_with(&ctx, &options)).len()
            };
            *slot = (*slot).min(t.elapsed());
            if k < 2 {
                lens[k] = len;
            }
        }
    }
    let [plain, aliased, generic, generic_aliased] = best;
    let [plain_len, aliased_len] = lens;
    eprintln!(
        "{} ops: custom form {plain:?} ({plain_len} bytes), with aliases {aliased:?} \
         ({aliased_len} bytes): {:.2}x; generic form {generic:?}, with aliases \
         {generic_aliased:?}: {:.2}x",
        ir.walk_region(ir.top_region(), pdll_runtime::ir::walk::WalkOrder::PreOrder)
            .len(),
        aliased.as_secs_f64() / plain.as_secs_f64(),
        generic_aliased.as_secs_f64() / generic.as_secs_f64(),
    );
}

/// Printing to a writer gives the same text, the dry run writing nothing to it (the
/// module is large enough for several flushes).
#[test]
fn printing_to_a_writer_with_aliases_gives_the_same_text() {
    let mut ctx = context();
    let ir = read(&mut ctx, &generated(30));
    let text = ir.print_with(&ctx, &aliases());
    assert!(
        text.len() > 2 << 16 && text.starts_with("#map = "),
        "{}",
        text.len()
    );
    let mut streamed = Vec::new();
    ir.print_to_with(&ctx, &mut streamed, &aliases()).unwrap();
    assert_eq!(String::from_utf8(streamed).unwrap(), text);
}
