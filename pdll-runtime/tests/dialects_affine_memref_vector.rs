//! The custom form of MLIR 19's affine, memref and vector ops whose syntax MLIR writes
//! in C++ (`pdll_runtime::dialects::{affine, memref, vector}`), and the custom
//! directives of the core dialects' formats (`pdll_runtime::dialects::directives`),
//! against mlir-opt-19.
//!
//! For each `tests/data/dialects/NAME.input.mlir`, the checked-in outputs are
//!
//! ```text
//! mlir-opt-19 --allow-unregistered-dialect --mlir-print-local-scope NAME.input.mlir > NAME.custom.mlir
//! mlir-opt-19 --allow-unregistered-dialect --mlir-print-local-scope --mlir-print-op-generic NAME.input.mlir > NAME.generic.mlir
//! mlir-opt-19 --allow-unregistered-dialect NAME.input.mlir > NAME.aliases.mlir
//! ```
//!
//! and reading the input must print them byte for byte ([`Ir::print`],
//! [`Ir::print_generic`], [`Ir::print_with`] with aliases, to which mlir-opt adds one
//! newline); reading the custom outputs must print them again. The ops the
//! inputs need that are not C++ syntax (the yields, `memref.subview`,
//! `scf.index_switch`, ...) are defined here by hand as MLIR registers them, with a
//! test-only syntax written after their ODS formats (the format engine is not wired
//! yet), the directives called through [`CustomDirective`].

use pdll_runtime::asm::custom::{
    CustomDirective, CustomParser, CustomPrinter, Delimiter, DirectiveArg, OpSyntax, ParsedOp,
};
use pdll_runtime::asm::parser::PResult;
use pdll_runtime::dialect::{Arity, GroupKind, InherentAttr, OpDefinition, OpTrait};
use pdll_runtime::dialects::directives::{
    DynamicIndexList, GlobalMemrefOpTypeAndInitialValue, SwitchCases, SwitchOpCases,
};
use pdll_runtime::ir::Op;
use pdll_runtime::{Context, Ir};
use std::sync::Arc;

use GroupKind::{Optional, Variadic};

/// `name` with `operands` and `results` groups (`"x"` single, `"x?"` optional,
/// `"x*"` variadic) and inherent `attrs` (`"a?"` optional).
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
        let (n, k) = kind(o);
        d = d.operand_group(n, k);
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

/// The ops of these tests as MLIR 19 registers them (ODS arguments, results,
/// regions and the traits the runtime acts on).
fn definitions() -> Vec<OpDefinition> {
    let segments = OpTrait::AttrSizedOperandSegments;
    vec![
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
        def(
            "affine.vector_load",
            &["memref", "indices*"],
            &["result"],
            &["map"],
        ),
        def(
            "affine.vector_store",
            &["value", "memref", "indices*"],
            &[],
            &["map"],
        ),
        def(
            "affine.prefetch",
            &["memref", "indices*"],
            &[],
            &["isWrite", "localityHint", "isDataCache", "map"],
        ),
        implicit(
            def(
                "affine.parallel",
                &["mapOperands*"],
                &["results*"],
                &[
                    "reductions",
                    "lowerBoundsMap",
                    "lowerBoundsGroups",
                    "upperBoundsMap",
                    "upperBoundsGroups",
                    "steps",
                ],
            ),
            "affine.yield",
        )
        .with_regions(Arity::exactly(1)),
        terminator("affine.yield", &["operands*"]),
        // memref
        def(
            "memref.generic_atomic_rmw",
            &["memref", "indices*"],
            &["result"],
            &[],
        )
        .with_regions(Arity::exactly(1)),
        terminator("memref.atomic_yield", &["result"]),
        implicit(
            def("memref.alloca_scope", &[], &["results*"], &[]),
            "memref.alloca_scope.return",
        )
        .with_regions(Arity::exactly(1)),
        terminator("memref.alloca_scope.return", &["results*"]),
        def("memref.dma_start", &["operands*"], &[], &[]),
        def(
            "memref.prefetch",
            &["memref", "indices*"],
            &[],
            &["isWrite", "localityHint", "isDataCache"],
        ),
        def("memref.transpose", &["in"], &["result"], &["permutation"]),
        def(
            "memref.global",
            &[],
            &[],
            &[
                "sym_name",
                "sym_visibility?",
                "type",
                "initial_value?",
                "constant?",
                "alignment?",
            ],
        ),
        def(
            "memref.subview",
            &["source", "offsets*", "sizes*", "strides*"],
            &["result"],
            &["static_offsets", "static_sizes", "static_strides"],
        )
        .with_trait(segments.clone()),
        // vector
        def(
            "vector.contract",
            &["lhs", "rhs", "acc"],
            &["result"],
            &["indexing_maps", "iterator_types", "kind"],
        ),
        def(
            "vector.outerproduct",
            &["lhs", "rhs", "acc?"],
            &["result"],
            &["kind"],
        ),
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
        .with_trait(segments.clone()),
        implicit(
            def("vector.mask", &["mask", "passthru?"], &["results*"], &[]),
            "vector.yield",
        )
        .with_regions(Arity::exactly(1)),
        terminator("vector.yield", &["operands*"]),
        implicit(
            def(
                "vector.warp_execute_on_lane_0",
                &["laneid", "args*"],
                &["results*"],
                &["warp_size"],
            ),
            "vector.yield",
        )
        .with_regions(Arity::exactly(1)),
        def(
            "vector.extract",
            &["vector", "dynamic_position*"],
            &["result"],
            &["static_position"],
        ),
        // scf, cf
        def("scf.index_switch", &["arg"], &["results*"], &["cases"])
            .with_regions(Arity::at_least(1)),
        terminator("scf.yield", &["results*"]),
        def(
            "cf.switch",
            &["flag", "defaultOperands*", "caseOperands*"],
            &[],
            &["case_values?", "case_operand_segments"],
        )
        .with_trait(segments)
        .with_trait(OpTrait::IsTerminator)
        .with_successors(Arity::at_least(1)),
    ]
}

/// A context that knows the ops of [`definitions`], with the test syntax of the ops
/// whose syntax is a declarative format.
fn context() -> Context {
    let mut ctx = Context::new();
    ctx.register_ops(&definitions()).unwrap();
    for yield_op in [
        "affine.yield",
        "memref.atomic_yield",
        "memref.alloca_scope.return",
        "vector.yield",
        "scf.yield",
    ] {
        ctx.register_op_syntax(yield_op, Arc::new(Yield));
    }
    ctx.register_op_syntax("memref.subview", Arc::new(SubView));
    ctx.register_op_syntax("memref.global", Arc::new(Global));
    ctx.register_op_syntax("vector.extract", Arc::new(Extract));
    ctx.register_op_syntax("scf.index_switch", Arc::new(IndexSwitch));
    ctx.register_op_syntax("cf.switch", Arc::new(Switch));
    // The names MLIR gives these results (another module's hooks).
    for (op, name) in [
        ("memref.subview", "subview"),
        ("memref.transpose", "transpose"),
    ] {
        ctx.register_result_names(op, move |_, ir, op, set| set(ir.result(op, 0), name));
    }
    ctx
}

/// `attr-dict ($operands^ `:` type($operands))?` (the yields).
struct Yield;

impl OpSyntax for Yield {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        p.parse_optional_attr_dict(op)?;
        let at = p.offset();
        let operands = p.parse_operand_list(Delimiter::None)?;
        if !operands.is_empty() {
            let types = p.parse_colon_type_list()?;
            op.operands = p.resolve_operands(&operands, &types, at)?;
        }
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &[]);
        let operands = p.ir().operands(op).to_vec();
        if !operands.is_empty() {
            p.write(" ");
            p.print_operands(&operands);
            p.write(" : ");
            let ir = p.ir();
            p.print_types(operands.iter().map(|&v| ir.value_type(v)));
        }
    }
}

/// Calls the directive `d` with empty `args` and returns them filled.
fn call(
    d: &dyn CustomDirective,
    p: &mut CustomParser<'_, '_, '_>,
    mut args: Vec<DirectiveArg>,
) -> PResult<Vec<DirectiveArg>> {
    d.parse(p, &mut args)?;
    Ok(args)
}

fn operands(a: &DirectiveArg) -> Vec<pdll_runtime::asm::custom::UnresolvedOperand> {
    match a {
        DirectiveArg::Operands(o) => o.clone(),
        _ => panic!("not operands: {a:?}"),
    }
}

fn attribute(a: &DirectiveArg) -> Option<pdll_runtime::attributes::Attribute> {
    match a {
        DirectiveArg::Attribute(x) => *x,
        _ => panic!("not an attribute: {a:?}"),
    }
}

fn add(
    p: &mut CustomParser<'_, '_, '_>,
    op: &mut ParsedOp,
    name: &str,
    a: pdll_runtime::attributes::Attribute,
) {
    let n = p.ctx().intern_ident(name);
    op.add_attribute(n, a);
}

fn segments(p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp, sizes: &[usize]) {
    let items: Vec<String> = sizes.iter().map(usize::to_string).collect();
    let a = p
        .ctx()
        .parse_attribute(&format!("array<i32: {}>", items.join(", ")))
        .unwrap();
    add(p, op, "operandSegmentSizes", a);
}

/// `memref.subview`: `$source `` custom<DynamicIndexList>($offsets, $static_offsets)
/// custom<DynamicIndexList>($sizes, $static_sizes) custom<DynamicIndexList>($strides,
/// $static_strides) attr-dict `:` type($source) `to` type($result)`.
struct SubView;

const SUBVIEW_LISTS: [(&str, usize); 3] = [
    ("static_offsets", 1),
    ("static_sizes", 2),
    ("static_strides", 3),
];

impl OpSyntax for SubView {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let source = p.parse_operand()?;
        let mut lists = Vec::new();
        for (name, _) in SUBVIEW_LISTS {
            let args = call(
                &DynamicIndexList,
                p,
                vec![
                    DirectiveArg::Operands(vec![]),
                    DirectiveArg::Attribute(None),
                ],
            )?;
            add(p, op, name, attribute(&args[1]).unwrap());
            lists.push(operands(&args[0]));
        }
        p.parse_optional_attr_dict(op)?;
        let src_t = p.parse_colon_type()?;
        let dst_t = p.parse_keyword_type("to")?;
        op.operands.push(p.resolve_operand(source, src_t)?);
        let index = p.ctx().intern_index_type();
        for l in &lists {
            for &o in l {
                op.operands.push(p.resolve_operand(o, index)?);
            }
        }
        segments(p, op, &[1, lists[0].len(), lists[1].len(), lists[2].len()]);
        op.result_types.push(dst_t);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let ctx = p.ctx();
        let all = ir.operands(op);
        let sizes = p.op_attribute(op, "operandSegmentSizes").unwrap();
        let text = ctx.attr_to_string(sizes);
        let sizes: Vec<usize> = text
            .trim_start_matches("array<i32: ")
            .trim_end_matches('>')
            .split(", ")
            .map(|s| s.parse().unwrap())
            .collect();
        p.write(" ");
        p.print_operand(all[0]);
        let mut at = 1;
        for (i, (name, group)) in SUBVIEW_LISTS.into_iter().enumerate() {
            if i > 0 {
                p.write(" ");
            }
            let values = all[at..at + sizes[group]].to_vec();
            at += sizes[group];
            let args = [
                DirectiveArg::Values(values),
                DirectiveArg::Attribute(p.op_attribute(op, name)),
            ];
            DynamicIndexList.print(p, op, &args);
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(
            &attrs,
            &[
                "operandSegmentSizes",
                "static_offsets",
                "static_sizes",
                "static_strides",
            ],
        );
        p.write(" : ");
        p.print_type(ir.value_type(all[0]));
        p.write(" to ");
        p.print_type(ir.result_types(op).next().unwrap());
    }
}

/// `vector.extract`: `$vector `` custom<DynamicIndexList>($dynamic_position,
/// $static_position) attr-dict `:` type($result) `from` type($vector)`.
struct Extract;

impl OpSyntax for Extract {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let v = p.parse_operand()?;
        let args = call(
            &DynamicIndexList,
            p,
            vec![
                DirectiveArg::Operands(vec![]),
                DirectiveArg::Attribute(None),
            ],
        )?;
        add(p, op, "static_position", attribute(&args[1]).unwrap());
        p.parse_optional_attr_dict(op)?;
        let result = p.parse_colon_type()?;
        let vector = p.parse_keyword_type("from")?;
        op.operands.push(p.resolve_operand(v, vector)?);
        let index = p.ctx().intern_index_type();
        for o in operands(&args[0]) {
            op.operands.push(p.resolve_operand(o, index)?);
        }
        op.result_types.push(result);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let all = ir.operands(op);
        p.write(" ");
        p.print_operand(all[0]);
        let args = [
            DirectiveArg::Values(all[1..].to_vec()),
            DirectiveArg::Attribute(p.op_attribute(op, "static_position")),
        ];
        DynamicIndexList.print(p, op, &args);
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["static_position"]);
        p.write(" : ");
        p.print_type(ir.result_types(op).next().unwrap());
        p.write(" from ");
        p.print_type(ir.value_type(all[0]));
    }
}

/// `memref.global`: `($sym_visibility^)? (`constant` $constant^)? $sym_name `:`
/// custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict`.
struct Global;

impl OpSyntax for Global {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        if p.peek() == pdll_runtime::asm::lexer::TokenKind::String {
            let v = p.parse_attribute()?;
            add(p, op, "sym_visibility", v);
        }
        if p.parse_optional_keyword("constant") {
            let unit = p.ctx().intern_unit_attr();
            add(p, op, "constant", unit);
        }
        let name = p.parse_symbol_name()?;
        let name = p.string_attr(name);
        add(p, op, "sym_name", name);
        p.expect(pdll_runtime::asm::lexer::TokenKind::Colon)?;
        let args = call(
            &GlobalMemrefOpTypeAndInitialValue,
            p,
            vec![DirectiveArg::Attribute(None), DirectiveArg::Attribute(None)],
        )?;
        add(p, op, "type", attribute(&args[0]).unwrap());
        if let Some(v) = attribute(&args[1]) {
            add(p, op, "initial_value", v);
        }
        p.parse_optional_attr_dict(op)
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        if let Some(v) = p.op_attribute(op, "sym_visibility") {
            p.write(" ");
            p.print_attribute(v);
        }
        if p.op_attribute(op, "constant").is_some() {
            p.write(" constant");
        }
        let name = p.op_attribute(op, "sym_name").unwrap();
        let name = p.ctx().string_attr_value(name).unwrap().to_string();
        p.write(" ");
        p.print_symbol_name(&name);
        p.write(" : ");
        let args = [
            DirectiveArg::Attribute(p.op_attribute(op, "type")),
            DirectiveArg::Attribute(p.op_attribute(op, "initial_value")),
        ];
        GlobalMemrefOpTypeAndInitialValue.print(p, op, &args);
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(
            &attrs,
            &[
                "sym_visibility",
                "constant",
                "sym_name",
                "type",
                "initial_value",
            ],
        );
    }
}

/// `scf.index_switch`: `$arg attr-dict (`->` type($results)^)?
/// custom<SwitchCases>($cases, $caseRegions) `\n` `` `default` $defaultRegion`.
struct IndexSwitch;

impl OpSyntax for IndexSwitch {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let arg = p.parse_operand()?;
        let index = p.ctx().intern_index_type();
        op.operands.push(p.resolve_operand(arg, index)?);
        p.parse_optional_attr_dict(op)?;
        op.result_types = p.parse_optional_arrow_type_list()?;
        let args = call(
            &SwitchCases,
            p,
            vec![DirectiveArg::Attribute(None), DirectiveArg::Regions(vec![])],
        )?;
        add(p, op, "cases", attribute(&args[0]).unwrap());
        p.parse_keyword("default")?;
        let default = p.parse_region(&[])?;
        p.ensure_terminator(default, "scf.yield");
        op.regions.push(default);
        let DirectiveArg::Regions(cases) = &args[1] else {
            unreachable!()
        };
        op.regions.extend(cases);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        p.write(" ");
        p.print_operand(ir.operands(op)[0]);
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["cases"]);
        let results: Vec<_> = ir.result_types(op).collect();
        if !results.is_empty() {
            p.write(" -> ");
            p.print_types(results);
        }
        p.write(" ");
        let regions = ir.regions(op);
        let args = [
            DirectiveArg::Attribute(p.op_attribute(op, "cases")),
            DirectiveArg::Regions(regions[1..].to_vec()),
        ];
        SwitchCases.print(p, op, &args);
        p.print_newline();
        p.write("default ");
        // The implicit `scf.yield` is left out when it yields nothing.
        let default = regions[0];
        let last = ir
            .region_entry(default)
            .and_then(|b| ir.block_last_op(b))
            .filter(|&t| ir.num_operands(t) == 0);
        p.print_region(default, true, last.is_none(), false);
    }
}

/// `cf.switch`: `$flag `:` type($flag) `,` `[` `\n`
/// custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, $defaultOperands,
/// type($defaultOperands), $case_values, $caseDestinations, $caseOperands,
/// type($caseOperands)) `]` attr-dict`.
struct Switch;

impl OpSyntax for Switch {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        use pdll_runtime::asm::lexer::TokenKind;
        let flag = p.parse_operand()?;
        let flag_t = p.parse_colon_type()?;
        p.expect(TokenKind::Comma)?;
        p.expect(TokenKind::LSquare)?;
        let args = call(
            &SwitchOpCases,
            p,
            vec![
                DirectiveArg::Types(vec![flag_t]),
                DirectiveArg::Successors(vec![]),
                DirectiveArg::Operands(vec![]),
                DirectiveArg::Types(vec![]),
                DirectiveArg::Attribute(None),
                DirectiveArg::Successors(vec![]),
                DirectiveArg::OperandGroups(vec![]),
                DirectiveArg::TypeGroups(vec![]),
            ],
        )?;
        p.expect(TokenKind::RSquare)?;
        p.parse_optional_attr_dict(op)?;
        op.operands.push(p.resolve_operand(flag, flag_t)?);
        let (
            DirectiveArg::Successors(default),
            DirectiveArg::Operands(default_ops),
            DirectiveArg::Types(default_types),
            DirectiveArg::Successors(case_dests),
            DirectiveArg::OperandGroups(case_ops),
            DirectiveArg::TypeGroups(case_types),
        ) = (&args[1], &args[2], &args[3], &args[5], &args[6], &args[7])
        else {
            unreachable!()
        };
        let at = p.offset();
        op.operands
            .extend(p.resolve_operands(default_ops, default_types, at)?);
        let mut sizes = Vec::new();
        for (ops, types) in case_ops.iter().zip(case_types) {
            op.operands.extend(p.resolve_operands(ops, types, at)?);
            sizes.push(ops.len());
        }
        op.successors.extend(default);
        op.successors.extend(case_dests);
        if let Some(v) = attribute(&args[4]) {
            add(p, op, "case_values", v);
        }
        let items: Vec<String> = sizes.iter().map(usize::to_string).collect();
        let text = if items.is_empty() {
            "array<i32>".to_string()
        } else {
            format!("array<i32: {}>", items.join(", "))
        };
        let a = p.ctx().parse_attribute(&text).unwrap();
        add(p, op, "case_operand_segments", a);
        segments(p, op, &[1, default_ops.len(), sizes.iter().sum()]);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let all = ir.operands(op);
        let flag = all[0];
        let succs = ir.successors(op);
        let text = p
            .ctx()
            .attr_to_string(p.op_attribute(op, "operandSegmentSizes").unwrap());
        let sizes: Vec<usize> = text
            .trim_start_matches("array<i32: ")
            .trim_end_matches('>')
            .split(", ")
            .map(|s| s.parse().unwrap())
            .collect();
        p.write(" ");
        p.print_operand(flag);
        p.write(" : ");
        p.print_type(ir.value_type(flag));
        p.write(", [");
        p.print_newline();
        let default_ops = all[1..1 + sizes[1]].to_vec();
        let case_ops = all[1 + sizes[1]..].to_vec();
        let args = [
            DirectiveArg::Types(vec![ir.value_type(flag)]),
            DirectiveArg::Successors(vec![succs[0]]),
            DirectiveArg::Values(default_ops),
            DirectiveArg::Types(vec![]),
            DirectiveArg::Attribute(p.op_attribute(op, "case_values")),
            DirectiveArg::Successors(succs[1..].to_vec()),
            DirectiveArg::Values(case_ops),
            DirectiveArg::Types(vec![]),
        ];
        SwitchOpCases.print(p, op, &args);
        p.write("]");
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(
            &attrs,
            &[
                "case_values",
                "case_operand_segments",
                "operandSegmentSizes",
            ],
        );
    }
}

fn data(name: &str, kind: &str) -> String {
    let path = format!(
        "{}/tests/data/dialects/{name}.{kind}.mlir",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn read(ctx: &mut Context, src: &str) -> Ir {
    let mut ir = Ir::new();
    if let Err(e) = ir.parse_source(ctx, src) {
        panic!("{e}");
    }
    ir
}

/// Reading `NAME.input.mlir` prints `NAME.custom.mlir` and `NAME.generic.mlir`;
/// reading the custom text prints it again.
fn check(name: &str) {
    let mut ctx = context();
    let ir = read(&mut ctx, &data(name, "input"));
    let custom = data(name, "custom");
    assert_eq!(ir.print(&ctx), custom, "{name}: custom form");
    assert_eq!(
        ir.print_generic(&ctx).trim_end(),
        data(name, "generic").trim_end(),
        "{name}: generic form"
    );
    // With aliases (mlir-opt writes one more newline after the op).
    let with_aliases = pdll_runtime::asm::PrintOptions::default().with_aliases(true);
    let aliased = data(name, "aliases");
    assert_eq!(
        ir.print_with(&ctx, &with_aliases) + "\n",
        aliased,
        "{name}: custom form with aliases"
    );
    let again = read(&mut ctx, &aliased);
    assert_eq!(
        again.print_with(&ctx, &with_aliases) + "\n",
        aliased,
        "{name}: custom form with aliases read back"
    );
    let again = read(&mut ctx, &custom);
    assert_eq!(again.print(&ctx), custom, "{name}: custom form read back");
    let generic = read(&mut ctx, &data(name, "generic"));
    assert_eq!(
        generic.print(&ctx),
        custom,
        "{name}: generic form read and printed"
    );
}

#[test]
fn affine_ops_read_and_print_as_mlir_opt() {
    check("affine");
}

#[test]
fn memref_ops_read_and_print_as_mlir_opt() {
    check("memref");
}

#[test]
fn vector_ops_read_and_print_as_mlir_opt() {
    check("vector");
}

#[test]
fn directives_read_and_print_as_mlir_opt() {
    check("directives");
}

/// The first error mlir-opt-19 reports for `src` (after the producers of the
/// values), as `LINE:COL: message`.
fn error(src: &str) -> String {
    let mut ctx = context();
    let prefix = "%n = \"test.n\"() : () -> index\n\
                  %m = \"test.m\"() : () -> memref<10x10xf32>\n\
                  %v = \"test.v\"() : () -> vector<4xf32>\n";
    let mut ir = Ir::new();
    let e = ir
        .parse_source(&mut ctx, &format!("{prefix}{src}"))
        .expect_err(src);
    format!("{}:{}: {}", e.line, e.col, e.message)
}

/// Malformed inputs: mlir-opt-19's first error, with its position (the input is on
/// line 4; the expected strings come from running mlir-opt-19 on the same text).
#[test]
fn malformed_inputs_fail_as_in_mlir_opt() {
    let cases = [
        (
            "%0 = affine.apply affine_map<(d0) -> (d0)>(%n)[%n]",
            "4:6: custom op 'affine.apply' dimension or symbol index mismatch",
        ),
        (
            "%0 = affine.apply 5 (%n)",
            "4:19: custom op 'affine.apply' invalid kind of attribute specified",
        ),
        (
            "affine.for %i = 0 too 10 {\n}",
            "4:19: custom op 'affine.for' expected 'to' between bounds",
        ),
        (
            "affine.for %i = 0 to affine_map<(d0) -> (d0, 5)>(%n) {\n}",
            "4:22: custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix",
        ),
        (
            "affine.for %i = 0 to 10 step -1 {\n}",
            "4:30: custom op 'affine.for' expected step to be representable as a positive signed integer",
        ),
        (
            "affine.for %i = %n, %n to 10 {\n}",
            "4:1: custom op 'affine.for' expected only one loop bound operand",
        ),
        (
            "affine.if affine_set<(d0) : (d0 >= 0)>()[%n] {\n}",
            "4:1: custom op 'affine.if' dim operand count and integer set dim count must match",
        ),
        (
            "%0 = affine.load %m[%n + ] : memref<10x10xf32>",
            "4:26: missing right operand of binary operator",
        ),
        (
            "%0 = affine.load %m[%n, %n#1] : memref<10x10xf32>",
            "4:27: expected ']' in affine map",
        ),
        (
            "%0 = affine.load %m[symbol[%n]] : memref<10x10xf32>",
            "4:27: expected '(' at start of SSA symbol",
        ),
        (
            "%0 = affine.load %m[%n, %n] : vector<4xf32>",
            "4:29: custom op 'affine.load' invalid kind of type specified",
        ),
        (
            "affine.prefetch %m[%n, %n], readwrite, locality<3>, data : memref<10x10xf32>",
            "4:1: custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'",
        ),
        (
            "affine.parallel (%i) = (0) to (10) reduce (\"bogus\") -> (f32) {\n}",
            "4:44: custom op 'affine.parallel' invalid reduction value: \"bogus\"",
        ),
        (
            "affine.parallel (%i) = (0) to (10) step (%n) {\n}",
            "4:1: custom op 'affine.parallel' steps must be constant integers",
        ),
        (
            "memref.dma_start %m[%n], %m[%n], %n, %m[%n], %n : memref<10x10xf32>, memref<10x10xf32>, memref<10x10xf32>",
            "4:1: custom op 'memref.dma_start' expected two stride related operands",
        ),
        (
            "%0 = memref.transpose %m (d0, d1) : (d1 >= 0) : memref<10x10xf32> to memref<10x10xf32>",
            "4:26: expected AffineMap, but got IntegerSet",
        ),
        (
            "%0 = vector.outerproduct %v : vector<4xf32>, vector<4xf32>",
            "4:6: custom op 'vector.outerproduct' expected at least 2 operands",
        ),
        (
            "%0 = vector.transfer_read %m[%n, %n], %n : memref<10x10xf32>",
            "4:42: custom op 'vector.transfer_read' requires two types",
        ),
        (
            "%0 = vector.contract {indexing_maps = [], iterator_types = [\"bogus\"]} %v, %v, %v : vector<4xf32>, vector<4xf32> into vector<4xf32>",
            "4:22: custom op 'vector.contract' unexpected iterator_type (bogus)",
        ),
    ];
    for (src, want) in cases {
        assert_eq!(error(src), want, "{src}");
    }
}

/// `test.tile %x tile_sizes [2, [4], %y] : index`: `custom<DynamicIndexList>($dynamic,
/// $static, $scalable)` (the form of `transform.structured.tile_using_for`), or with
/// `type($dynamic)` when `typed` (`[%y : index]`).
struct Tile {
    typed: bool,
}

impl OpSyntax for Tile {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        p.parse_keyword("tile_sizes")?;
        let mut args = vec![
            DirectiveArg::Operands(vec![]),
            DirectiveArg::Attribute(None),
        ];
        args.push(if self.typed {
            DirectiveArg::Types(vec![])
        } else {
            DirectiveArg::Attribute(None)
        });
        let args = call(&DynamicIndexList, p, args)?;
        add(p, op, "static_sizes", attribute(&args[1]).unwrap());
        let index = p.ctx().intern_index_type();
        let types = match &args[2] {
            DirectiveArg::Types(t) => t.clone(),
            a => {
                add(p, op, "scalable_sizes", attribute(a).unwrap());
                vec![index; operands(&args[0]).len()]
            }
        };
        let at = p.offset();
        op.operands = p.resolve_operands(&operands(&args[0]), &types, at)?;
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        p.write(" tile_sizes ");
        let values = ir.operands(op).to_vec();
        let third = if self.typed {
            DirectiveArg::Types(values.iter().map(|&v| ir.value_type(v)).collect())
        } else {
            DirectiveArg::Attribute(p.op_attribute(op, "scalable_sizes"))
        };
        let args = [
            DirectiveArg::Values(values),
            DirectiveArg::Attribute(p.op_attribute(op, "static_sizes")),
            third,
        ];
        DynamicIndexList.print(p, op, &args);
    }
}

/// The scalable and typed variants of `DynamicIndexList`: MLIR 19 marks each entry
/// in `$scalables` (`array<i1: false, true>`, as `transform.structured.tile_using_for`
/// holds it) and reads `[%v : type]` with `type($values)`.
#[test]
fn dynamic_index_list_scalable_and_typed_forms() {
    let mut ctx = context();
    ctx.register_op_syntax("test.tile", Arc::new(Tile { typed: false }));
    ctx.register_op_syntax("test.tile_typed", Arc::new(Tile { typed: true }));
    let src = "%0 = \"test.i\"() : () -> index\n\
               %1 = \"test.j\"() : () -> i32\n\
               test.tile tile_sizes [2, [4], %0]\n\
               test.tile tile_sizes []\n\
               test.tile_typed tile_sizes [%0 : index, 8, %1 : i32]\n";
    let ir = read(&mut ctx, src);
    let want = "module {\n  %0 = \"test.i\"() : () -> index\n  %1 = \"test.j\"() : () -> i32\n  \
                test.tile tile_sizes [2, [4], %0]\n  test.tile tile_sizes []\n  \
                test.tile_typed tile_sizes [%0 : index, 8, %1 : i32]\n}\n";
    assert_eq!(ir.print(&ctx), want);
    let generic = ir.print_generic(&ctx);
    for part in [
        "\"test.tile\"(%0) {scalable_sizes = array<i1: false, true, false>, static_sizes = array<i64: 2, 4, -9223372036854775808>} : (index) -> ()",
        "\"test.tile\"() {scalable_sizes = array<i1>, static_sizes = array<i64>} : () -> ()",
        "\"test.tile_typed\"(%0, %1) {static_sizes = array<i64: -9223372036854775808, 8, -9223372036854775808>} : (index, i32) -> ()",
    ] {
        assert!(generic.contains(part), "{part}\n{generic}");
    }
}

/// A `cf.switch` read by a format engine that passes its `VariadicOfVariadic` group
/// flat: the directive fills the flat lists and prints the groups split by the op's
/// `case_operand_segments`.
#[test]
fn switch_op_cases_with_flat_groups() {
    struct FlatSwitch;
    impl OpSyntax for FlatSwitch {
        fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
            use pdll_runtime::asm::lexer::TokenKind;
            let flag = p.parse_operand()?;
            let flag_t = p.parse_colon_type()?;
            p.expect(TokenKind::Comma)?;
            p.expect(TokenKind::LSquare)?;
            let args = call(
                &SwitchOpCases,
                p,
                vec![
                    DirectiveArg::Types(vec![flag_t]),
                    DirectiveArg::Successors(vec![]),
                    DirectiveArg::Operands(vec![]),
                    DirectiveArg::Types(vec![]),
                    DirectiveArg::Attribute(None),
                    DirectiveArg::Successors(vec![]),
                    DirectiveArg::Operands(vec![]),
                    DirectiveArg::Types(vec![]),
                ],
            )?;
            p.expect(TokenKind::RSquare)?;
            op.operands.push(p.resolve_operand(flag, flag_t)?);
            let (
                DirectiveArg::Successors(d),
                DirectiveArg::Operands(dops),
                DirectiveArg::Types(dtys),
                DirectiveArg::Successors(cd),
                DirectiveArg::Operands(cops),
                DirectiveArg::Types(ctys),
            ) = (&args[1], &args[2], &args[3], &args[5], &args[6], &args[7])
            else {
                unreachable!()
            };
            let at = p.offset();
            op.operands.extend(p.resolve_operands(dops, dtys, at)?);
            op.operands.extend(p.resolve_operands(cops, ctys, at)?);
            op.successors.extend(d);
            op.successors.extend(cd);
            add(p, op, "case_values", attribute(&args[4]).unwrap());
            // What a format engine would compute from the parsed groups.
            let seg = p.ctx().parse_attribute("array<i32: 1, 0>").unwrap();
            add(p, op, "case_operand_segments", seg);
            segments(p, op, &[1, dops.len(), cops.len()]);
            Ok(())
        }
        fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
            Switch.print(p, op);
        }
    }
    let mut ctx = context();
    ctx.register_op_syntax("cf.switch", Arc::new(FlatSwitch));
    // mlir-opt-19 prints this `cf.switch` as checked below.
    let src = "\"test.region\"() ({\n^bb0(%flag: i64):\n  cf.switch %flag : i64, [\n    \
               default: ^bb1,\n    -2: ^bb2(%flag : i64),\n    7: ^bb1\n  ]\n\
               ^bb1:\n  \"test.end\"() : () -> ()\n\
               ^bb2(%y: i64):\n  \"test.end2\"() : () -> ()\n}) : () -> ()\n";
    let ir = read(&mut ctx, src);
    let printed = ir.print(&ctx);
    assert!(
        printed.contains(
            "cf.switch %arg0 : i64, [\n      default: ^bb1,\n      18446744073709551614: ^bb2(%arg0 : i64),\n      7: ^bb1\n    ]\n  ^bb1:  // 2 preds: ^bb0, ^bb0\n"
        ),
        "{printed}"
    );
    assert!(
        ir.print_generic(&ctx)
            .contains("case_values = dense<[-2, 7]> : vector<2xi64>"),
        "{}",
        ir.print_generic(&ctx)
    );
}

/// The directives' errors, as mlir-opt-19 reports them first.
#[test]
fn directive_errors_are_mlir_opts() {
    let cases = [
        (
            "%a = \"test.a\"() : () -> memref<4x4xf32>\n%s = memref.subview %a[0, x][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>",
            "2:27: custom op 'memref.subview' expected integer value",
        ),
        (
            "%a = \"test.a\"() : () -> memref<4x4xf32>\n%s = memref.subview %a[0, [1][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1]>>",
            "2:30: expected ']' in dynamic index list",
        ),
        (
            "memref.global @x : memref<?xf32>",
            "1:1: custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'",
        ),
        (
            "%i = \"test.i\"() : () -> index\nscf.index_switch %i\ncase x {\n}\ndefault {\n}",
            "3:6: custom op 'scf.index_switch' expected integer value",
        ),
    ];
    for (src, want) in cases {
        let mut ctx = context();
        let mut ir = Ir::new();
        let e = ir.parse_source(&mut ctx, src).expect_err(src);
        assert_eq!(
            format!("{}:{}: {}", e.line, e.col, e.message),
            want,
            "{src}"
        );
    }
}

/// The first word of the ops these tests give a custom form (the C++ syntax of the
/// dialects under test).
const CUSTOM_OPS: &[&str] = &[
    "affine.apply",
    "affine.min",
    "affine.max",
    "affine.for",
    "affine.if",
    "affine.load",
    "affine.store",
    "affine.vector_load",
    "affine.vector_store",
    "affine.prefetch",
    "affine.parallel",
    "affine.dma_start",
    "affine.dma_wait",
    "memref.generic_atomic_rmw",
    "memref.alloca_scope",
    "memref.dma_start",
    "memref.prefetch",
    "memref.transpose",
    "vector.contract",
    "vector.outerproduct",
    "vector.transfer_read",
    "vector.transfer_write",
    "vector.mask",
    "vector.warp_execute_on_lane_0",
];

/// The lines of `text` that hold one of [`CUSTOM_OPS`] in custom form, with SSA
/// names and block names blanked (`%_`, `^_`): the two printers name other values
/// differently.
fn custom_op_lines(text: &str) -> Vec<String> {
    let blank = |l: &str| -> String {
        let mut out = String::new();
        let mut chars = l.chars().peekable();
        while let Some(c) = chars.next() {
            if c == '%' || c == '^' {
                out.push(c);
                out.push('_');
                while chars
                    .peek()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || "_$.-#".contains(*c))
                {
                    chars.next();
                }
            } else {
                out.push(c);
            }
        }
        out
    };
    // The op nested in `vector.mask` may be another dialect's, printed in generic
    // form here: it is left out.
    let outer = |l: &str| -> String {
        match (l.find(" { "), l.rfind(" }")) {
            (Some(a), Some(b)) if l.contains("vector.mask") && a < b => {
                format!("{} {{ ... }}{}", &l[..a], &l[b + 2..])
            }
            _ => l.to_string(),
        }
    };
    text.lines()
        .filter(|l| {
            let l = l.trim_start();
            let op = match l.starts_with('%') {
                true => l.split_once(" = ").map_or("", |(_, op)| op),
                false => l,
            };
            CUSTOM_OPS.iter().any(|name| {
                op.strip_prefix(name)
                    .is_some_and(|rest| rest.starts_with([' ', '(']) || rest.is_empty())
            })
        })
        .map(|l| blank(&outer(l.trim())))
        .collect()
}

fn mlir_opt(args: &[&str], input: &str) -> Option<String> {
    use std::io::Write;
    let tool = std::env::var("MLIR_OPT").unwrap_or_else(|_| "mlir-opt-19".into());
    let mut child = std::process::Command::new(tool)
        .args(["--allow-unregistered-dialect", "--mlir-print-local-scope"])
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(input.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    (out.status.success() && out.stderr.is_empty())
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// MLIR's own test files (`MLIR_TEST_ROOT`: a checkout's `mlir/test`;
/// `MLIR_DIALECT_FILES`: comma-separated paths under it, default
/// `Dialect/Affine/ops.mlir`), chunk by chunk: mlir-opt-19's generic form is read, our
/// custom form printed; mlir-opt-19 must read that back to the same generic form, and
/// the lines of the ops under test must be mlir-opt-19's (SSA names blanked).
/// Ignored: it needs the files and mlir-opt-19.
#[test]
#[ignore]
fn mlir_test_files_round_trip_through_our_custom_form() {
    let Ok(root) = std::env::var("MLIR_TEST_ROOT") else {
        eprintln!("skipped: MLIR_TEST_ROOT is not set");
        return;
    };
    let files =
        std::env::var("MLIR_DIALECT_FILES").unwrap_or_else(|_| "Dialect/Affine/ops.mlir".into());
    let (mut chunks, mut same, mut failures) = (0, 0, Vec::new());
    for file in files.split(',') {
        let text = std::fs::read_to_string(format!("{root}/{file}")).unwrap();
        for (i, chunk) in text.split("// -----").enumerate() {
            let Some(generic) = mlir_opt(&["--mlir-print-op-generic"], chunk) else {
                continue;
            };
            let Some(reference) = mlir_opt(&[], chunk) else {
                continue;
            };
            chunks += 1;
            let mut ctx = context();
            let mut ir = Ir::new();
            if let Err(e) = ir.parse_source(&mut ctx, &generic) {
                failures.push(format!("{file} #{i}: our parser: {e}"));
                continue;
            }
            let ours = ir.print(&ctx);
            match mlir_opt(&["--mlir-print-op-generic"], &ours) {
                Some(back) if back == generic => {}
                Some(_) => {
                    failures.push(format!("{file} #{i}: mlir-opt reads our form differently"));
                    continue;
                }
                None => {
                    failures.push(format!("{file} #{i}: mlir-opt rejects our form:\n{ours}"));
                    continue;
                }
            }
            let (want, got) = (custom_op_lines(&reference), custom_op_lines(&ours));
            if want != got {
                let diff = want
                    .iter()
                    .zip(&got)
                    .find(|(a, b)| a != b)
                    .map(|(a, b)| format!("\n  mlir-opt: {a}\n  ours:     {b}"))
                    .unwrap_or_else(|| format!(" ({} vs {} lines)", want.len(), got.len()));
                failures.push(format!("{file} #{i}: custom lines differ{diff}"));
                continue;
            }
            same += 1;
        }
    }
    eprintln!("{chunks} chunks accepted by mlir-opt, {same} the same");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// MLIR's own test files again (see [`mlir_test_files_round_trip_through_our_custom_form`]),
/// with aliases: for each chunk whose custom form we print as mlir-opt-19 does
/// (`--mlir-print-local-scope`), the text with aliases
/// (`Ir::print_with(.., &PrintOptions::default().with_aliases(true))`) must be
/// mlir-opt-19's default output, byte for byte. Ignored: it needs the files and
/// mlir-opt-19.
#[test]
#[ignore]
fn mlir_test_files_print_mlir_opts_aliases() {
    let Ok(root) = std::env::var("MLIR_TEST_ROOT") else {
        eprintln!("skipped: MLIR_TEST_ROOT is not set");
        return;
    };
    let files =
        std::env::var("MLIR_DIALECT_FILES").unwrap_or_else(|_| "Dialect/Affine/ops.mlir".into());
    let with_aliases = pdll_runtime::asm::PrintOptions::default().with_aliases(true);
    let (mut compared, mut with_defs, mut failures) = (0, 0, Vec::new());
    for file in files.split(',') {
        let text = std::fs::read_to_string(format!("{root}/{file}")).unwrap();
        for (i, chunk) in text.split("// -----").enumerate() {
            let (Some(generic), Some(local)) = (
                mlir_opt(&["--mlir-print-op-generic"], chunk),
                mlir_opt(&[], chunk),
            ) else {
                continue;
            };
            let mut ctx = context();
            for d in func_and_arith() {
                ctx.register_op(d).unwrap();
            }
            let mut ir = Ir::new();
            if ir.parse_source(&mut ctx, &generic).is_err() || ir.print(&ctx) != local {
                continue;
            }
            let Some(reference) = mlir_opt_with_aliases(chunk) else {
                continue;
            };
            compared += 1;
            with_defs += usize::from(reference.starts_with(['#', '!']));
            // mlir-opt writes one more newline after the op (as for the generic form).
            let ours = ir.print_with(&ctx, &with_aliases) + "\n";
            if ours != reference {
                let diff = reference
                    .lines()
                    .zip(ours.lines())
                    .find(|(a, b)| a != b)
                    .map(|(a, b)| format!("\n  mlir-opt: {a}\n  ours:     {b}"))
                    .unwrap_or_default();
                failures.push(format!("{file} #{i}: differs{diff}"));
            }
        }
    }
    eprintln!("{compared} chunks compared ({with_defs} with alias definitions)");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// mlir-opt-19's default output (aliases, custom form).
fn mlir_opt_with_aliases(input: &str) -> Option<String> {
    use std::io::Write;
    let tool = std::env::var("MLIR_OPT").unwrap_or_else(|_| "mlir-opt-19".into());
    let mut child = std::process::Command::new(tool)
        .arg("--allow-unregistered-dialect")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(input.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    (out.status.success() && out.stderr.is_empty())
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// `func.func`, `func.return` and a few arith ops with their ODS formats, which MLIR's
/// test files use around the ops under test.
fn func_and_arith() -> Vec<OpDefinition> {
    use pdll_runtime::dialect::{AttrSyntax, MemoryEffects};
    let dialect_attr = |name: &'static str, mnemonic: &'static str, default: &'static str| {
        InherentAttr::optional(name)
            .with_syntax(AttrSyntax::Dialect {
                dialect: "arith".into(),
                mnemonic: mnemonic.into(),
            })
            .with_default(default)
    };
    let binary = |name: &'static str, attr: InherentAttr, keyword: &str| {
        OpDefinition::new(name)
            .operand("lhs")
            .operand("rhs")
            .result("result")
            .inherent_attr(attr.clone())
            .with_trait(OpTrait::SameOperandsAndResultType)
            .with_effects(MemoryEffects::NONE)
            .with_assembly_format(format!(
                "$lhs `,` $rhs (`{keyword}` `` ${}^)? attr-dict `:` type($result)",
                attr.name
            ))
    };
    let overflow = dialect_attr("overflowFlags", "overflow", "#arith.overflow<none>");
    let fastmath = dialect_attr("fastmath", "fastmath", "#arith.fastmath<none>");
    vec![
        OpDefinition::new("func.func")
            .attribute("sym_name")
            .attribute("function_type")
            .optional_attribute("sym_visibility")
            .optional_attribute("arg_attrs")
            .optional_attribute("res_attrs")
            .with_regions(Arity::exactly(1))
            .with_trait(OpTrait::IsolatedFromAbove)
            .with_trait(OpTrait::Symbol),
        terminator("func.return", &["operands*"])
            .with_assembly_format("attr-dict ($operands^ `:` type($operands))?"),
        def("arith.constant", &[], &["result"], &["value"])
            .with_trait(OpTrait::ConstantLike)
            .with_trait(OpTrait::AllTypesMatch(
                vec!["value".into(), "result".into()].into(),
            ))
            .with_effects(MemoryEffects::NONE)
            .with_assembly_format("attr-dict $value"),
        binary("arith.addi", overflow.clone(), "overflow"),
        binary("arith.subi", overflow.clone(), "overflow"),
        binary("arith.muli", overflow, "overflow"),
        binary("arith.addf", fastmath.clone(), "fastmath"),
        binary("arith.mulf", fastmath, "fastmath"),
    ]
}
