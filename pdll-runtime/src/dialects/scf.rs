//! The `scf` dialect's C++ parts in MLIR 19: the syntax of its ops with
//! `hasCustomAssemblyFormat`, as `SCF.cpp` parses and prints them.
//!
//! - `scf.for %iv = %lb to %ub step %step [iter_args(%a = %init, ...) -> (types)]
//!   [: type] { ... } [{attrs}]`: the induction variable's type is written (after
//!   two spaces, as MLIR 19 prints it) when it is not `index`; the `scf.yield` that
//!   ends the body is left out when the loop has no `iter_args` and added when
//!   reading a body without terminator.
//! - `scf.if %cond [-> (types)] { ... } [else { ... }] [{attrs}]`: the yields are
//!   left out when the op has no results, and added when missing.
//! - `scf.while [(%arg = %init, ...)] : (types) -> types { before } do { after }
//!   [attributes {...}]`.
//! - `scf.execute_region [-> types] { ... } [{attrs}]`.
//! - `scf.parallel (%i, ...) = (%lb, ...) to (%ub, ...) step (%s, ...) [init (%v,
//!   ...)] [-> types] { ... } [{attrs}]` (`operandSegmentSizes` not written; an
//!   `scf.reduce` added when the body has no terminator).
//! - `scf.forall (%i, ...) in (4, %n)` for lower bounds 0 and steps 1, else
//!   `scf.forall (%i, ...) = (0, %lb) to (...) step (...)`, `[shared_outs(%o = %t, ...)
//!   -> (types)] { ... } [{attrs}]`: bounds are static integers or SSA values
//!   (`staticLowerBound` / `staticUpperBound` / `staticStep` hold the integers, with
//!   `i64::MIN` for a value). As MLIR 19, a lower bound or step given by a constant
//!   op (`%c0`) counts as the integer when choosing the `in` form, whose text then
//!   leaves those operands out.
//! - `scf.forall.in_parallel { ... } [{attrs}]`: the forall's terminator, left out
//!   when the forall has no results (whatever it holds, as MLIR 19 does), added with
//!   an empty block when missing.
//!
//! `scf.index_switch` is not here: its declarative format uses a custom directive
//! (`custom<SwitchCases>`), which is C++ of its own. `scf.yield`, `scf.condition`,
//! `scf.reduce` and `scf.reduce.return` have declarative formats. No scf op names
//! results, block arguments or blocks, or has a default dialect (in MLIR 19 none
//! implements `OpAsmOpInterface`).

use super::support::{constant_int, dense_array, dense_array_values, op_attr};
use crate::asm::custom::{
    Argument, CustomParser, CustomPrinter, Delimiter, OpSyntax, ParsedOp, UnresolvedOperand,
};
use crate::asm::lexer::TokenKind;
use crate::asm::parser::PResult;
use crate::ir::{Op, Region, Value};
use crate::types::{Type, TypeKind};
use crate::Context;
use std::sync::Arc;

/// Installs the scf dialect's hooks.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_op_syntax("scf.for", Arc::new(ForSyntax));
    ctx.register_op_syntax("scf.if", Arc::new(IfSyntax));
    ctx.register_op_syntax("scf.while", Arc::new(WhileSyntax));
    ctx.register_op_syntax("scf.execute_region", Arc::new(ExecuteRegionSyntax));
    ctx.register_op_syntax("scf.parallel", Arc::new(ParallelSyntax));
    ctx.register_op_syntax("scf.forall", Arc::new(ForallSyntax));
    ctx.register_op_syntax("scf.forall.in_parallel", Arc::new(InParallelSyntax));
}

/// `ShapedType::kDynamic`: a bound given by an SSA value.
const DYNAMIC: i64 = i64::MIN;

// ----- shared pieces -----

/// `(%a = %x, %b = %y)` (MLIR's `parseOptionalAssignmentList`), if `(` is next.
fn parse_optional_assignment_list(
    p: &mut CustomParser<'_, '_, '_>,
) -> PResult<Option<(Vec<Argument>, Vec<UnresolvedOperand>)>> {
    if p.peek() != TokenKind::LParen {
        return Ok(None);
    }
    let (mut args, mut operands) = (Vec::new(), Vec::new());
    p.parse_comma_list(Delimiter::Paren, |p| {
        args.push(p.parse_argument(false, false)?);
        p.expect(TokenKind::Equal)?;
        operands.push(p.parse_operand()?);
        Ok(true)
    })?;
    Ok(Some((args, operands)))
}

/// `(%a = %x, ...)`, required (MLIR's `parseAssignmentList`).
fn parse_assignment_list(
    p: &mut CustomParser<'_, '_, '_>,
) -> PResult<(Vec<Argument>, Vec<UnresolvedOperand>)> {
    match parse_optional_assignment_list(p)? {
        Some(list) => Ok(list),
        None => Err(p.emit_error("expected '('")),
    }
}

/// `prefix(%inner = %outer, ...)`, nothing without initializers (MLIR's
/// `printInitializationList`).
fn print_init_list(p: &mut CustomPrinter<'_, '_>, args: &[Value], inits: &[Value], prefix: &str) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(a);
        p.write(" = ");
        p.print_operand(v);
    }
    p.write(")");
}

/// `arguments` with the type `ty` each.
fn typed(arguments: &[Argument], ty: Type) -> Vec<Argument> {
    arguments
        .iter()
        .map(|a| Argument { ty: Some(ty), ..*a })
        .collect()
}

/// The entry block's arguments of `op`'s first region.
fn entry_arguments(p: &CustomPrinter<'_, '_>, op: Op) -> Vec<Value> {
    let ir = p.ir();
    ir.regions(op)
        .first()
        .and_then(|&r| ir.region_blocks(r).first())
        .map(|&b| ir.block_arguments(b).to_vec())
        .unwrap_or_default()
}

/// The sizes of `op`'s operand groups from `operandSegmentSizes`, or `None`.
fn segments(p: &CustomPrinter<'_, '_>, op: Op, groups: usize) -> Option<Vec<usize>> {
    let (ctx, ir) = (p.ctx(), p.ir());
    let sizes = dense_array_values(ctx, op_attr(ctx, ir, op, "operandSegmentSizes")?)?;
    let total: i64 = sizes.iter().sum();
    (sizes.len() == groups
        && sizes.iter().all(|&s| s >= 0)
        && total as usize == ir.num_operands(op))
    .then(|| sizes.iter().map(|&s| s as usize).collect())
}

/// Splits `values` into consecutive groups of `sizes` (cut short when there are
/// fewer values, so that a malformed op still prints).
fn split<'v>(values: &'v [Value], sizes: &[usize]) -> Vec<&'v [Value]> {
    let mut out = Vec::with_capacity(sizes.len());
    let mut start = 0;
    for &n in sizes {
        let end = (start + n).min(values.len());
        out.push(&values[start..end]);
        start = end;
    }
    out
}

/// `operandSegmentSizes` = `sizes`, added to `op`'s attributes.
fn add_segments(p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp, sizes: &[i64]) {
    let ctx = p.ctx();
    let value = dense_array(ctx, "i32", sizes);
    let key = ctx.intern_ident("operandSegmentSizes");
    op.add_attribute(key, value);
}

/// Adds the region of a terminator built with a region (`scf.forall.in_parallel`,
/// whose builder gives it one empty block) when `ensure_terminator` created it.
fn ensure_terminator_with_block(p: &mut CustomParser<'_, '_, '_>, region: Region, name: &str) {
    p.ensure_terminator(region, name);
    let ir = p.ir();
    let Some(&last_block) = ir.region_blocks(region).last() else {
        return;
    };
    let Some(last) = ir.block_last_op(last_block) else {
        return;
    };
    if ir.regions(last).is_empty() {
        let last_name = ir.op_name(last);
        if p.ctx_ref().op_name_str(last_name) == name {
            let ir = p.ir();
            let r = ir.add_region(last);
            let b = ir.create_block(&[]);
            ir.append_block(r, b);
        }
    }
}

// ----- scf.for -----

/// `scf.for`.
struct ForSyntax;

impl OpSyntax for ForSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let iv = p.parse_argument(false, false)?;
        p.expect(TokenKind::Equal)?;
        let lb = p.parse_operand()?;
        p.parse_keyword("to")?;
        let ub = p.parse_operand()?;
        p.parse_keyword("step")?;
        let step = p.parse_operand()?;

        let mut region_args = vec![iv];
        let mut inits = Vec::new();
        let has_iter_args = p.parse_optional_keyword("iter_args");
        if has_iter_args {
            let (args, operands) = parse_assignment_list(p)?;
            region_args.extend(args);
            inits = operands;
            p.expect(TokenKind::Arrow)?;
            op.result_types = p.parse_function_result_types()?;
        }
        if region_args.len() != op.result_types.len() + 1 {
            return Err(p.emit_error_at(
                p.op_offset(),
                "mismatch in number of loop-carried values and defined values",
            ));
        }
        let ty = if p.eat(TokenKind::Colon) {
            p.parse_type()?
        } else {
            p.ctx().intern_index_type()
        };
        region_args[0].ty = Some(ty);
        for o in [lb, ub, step] {
            let v = p.resolve_operand(o, ty)?;
            op.operands.push(v);
        }
        if has_iter_args {
            for (i, &o) in inits.iter().enumerate() {
                let t = op.result_types[i];
                region_args[i + 1].ty = Some(t);
                let v = p.resolve_operand(o, t)?;
                op.operands.push(v);
            }
        }
        let body = p.parse_region(&region_args)?;
        p.ensure_terminator(body, "scf.yield");
        op.regions.push(body);
        p.parse_optional_attr_dict(op)
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let operands = ir.operands(op);
        let args = entry_arguments(p, op);
        let (Some(&iv), true) = (args.first(), operands.len() >= 3) else {
            return;
        };
        p.write(" ");
        p.print_operand(iv);
        p.write(" = ");
        p.print_operand(operands[0]);
        p.write(" to ");
        p.print_operand(operands[1]);
        p.write(" step ");
        p.print_operand(operands[2]);
        let inits = &operands[3..];
        print_init_list(p, &args[1..], inits, " iter_args");
        if !inits.is_empty() {
            p.write(" -> (");
            p.print_types(inits.iter().map(|&v| ir.value_type(v)));
            p.write(")");
        }
        p.write(" ");
        let ty = ir.value_type(iv);
        if !matches!(p.ctx().type_kind(ty), TypeKind::Index) {
            p.write(" : ");
            p.print_type(ty);
            p.write(" ");
        }
        if let Some(&r) = ir.regions(op).first() {
            p.print_region(r, false, !inits.is_empty(), false);
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &[]);
    }
}

// ----- scf.if -----

/// `scf.if`.
struct IfSyntax;

impl OpSyntax for IfSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let cond = p.parse_operand()?;
        let i1 = p.ctx().intern_integer_type(1);
        let cond = p.resolve_operand(cond, i1)?;
        op.operands.push(cond);
        op.result_types = p.parse_optional_arrow_type_list()?;
        let then = p.parse_region(&[])?;
        p.ensure_terminator(then, "scf.yield");
        let otherwise = if p.parse_optional_keyword("else") {
            let r = p.parse_region(&[])?;
            p.ensure_terminator(r, "scf.yield");
            r
        } else {
            p.ir().create_region()
        };
        op.regions.push(then);
        op.regions.push(otherwise);
        p.parse_optional_attr_dict(op)
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        p.write(" ");
        if let Some(&cond) = ir.operands(op).first() {
            p.print_operand(cond);
        }
        let has_results = ir.num_results(op) > 0;
        if has_results {
            p.write(" -> (");
            p.print_types(ir.result_types(op));
            p.write(")");
        }
        p.write(" ");
        let regions = ir.regions(op);
        if let Some(&then) = regions.first() {
            p.print_region(then, false, has_results, false);
        }
        if let Some(&otherwise) = regions.get(1) {
            if !ir.region_blocks(otherwise).is_empty() {
                p.write(" else ");
                p.print_region(otherwise, false, has_results, false);
            }
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &[]);
    }
}

// ----- scf.while -----

/// `scf.while`.
struct WhileSyntax;

impl OpSyntax for WhileSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let (mut args, operands) = parse_optional_assignment_list(p)?.unwrap_or_default();
        let type_at = p.offset();
        let ty = p.parse_colon_type()?;
        let (inputs, results) = match p.ctx_ref().type_kind(ty) {
            TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => return Err(p.emit_error_at(type_at, "invalid kind of type specified")),
        };
        op.result_types = results;
        if inputs.len() != operands.len() {
            return Err(p.emit_error_at(
                type_at,
                format!(
                    "expected as many input types as operands (expected {} got {})",
                    operands.len(),
                    inputs.len()
                ),
            ));
        }
        let at = p.offset();
        op.operands = p.resolve_operands(&operands, &inputs, at)?;
        for (a, &t) in args.iter_mut().zip(&inputs) {
            a.ty = Some(t);
        }
        let before = p.parse_region(&args)?;
        op.regions.push(before);
        p.parse_keyword("do")?;
        let after = p.parse_region(&[])?;
        op.regions.push(after);
        p.parse_optional_attr_dict_with_keyword(op)
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let args = entry_arguments(p, op);
        let inits = ir.operands(op);
        print_init_list(p, &args, inits, " ");
        p.write(" : ");
        let inputs: Vec<Type> = inits.iter().map(|&v| ir.value_type(v)).collect();
        let results: Vec<Type> = ir.result_types(op).collect();
        p.print_function_type(&inputs, &results);
        p.write(" ");
        let regions = ir.regions(op);
        if let Some(&before) = regions.first() {
            p.print_region(before, false, true, false);
        }
        p.write(" do ");
        if let Some(&after) = regions.get(1) {
            p.print_region(after, true, true, false);
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict_with_keyword(&attrs, &[]);
    }
}

// ----- scf.execute_region -----

/// `scf.execute_region`.
struct ExecuteRegionSyntax;

impl OpSyntax for ExecuteRegionSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        op.result_types = p.parse_optional_arrow_type_list()?;
        let body = p.parse_region(&[])?;
        op.regions.push(body);
        p.parse_optional_attr_dict(op)
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let results: Vec<Type> = ir.result_types(op).collect();
        p.print_optional_arrow_type_list(&results);
        p.write(" ");
        if let Some(&r) = ir.regions(op).first() {
            p.print_region(r, false, true, false);
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &[]);
    }
}

// ----- scf.parallel -----

/// `scf.parallel`.
struct ParallelSyntax;

/// `(%a, %b)` with exactly `count` operands, resolved as `index` (MLIR's
/// `parseOperandList(operands, count, Paren)` then `resolveOperands`).
fn parse_index_operands(p: &mut CustomParser<'_, '_, '_>, count: usize) -> PResult<Vec<Value>> {
    let at = p.offset();
    let operands = p.parse_operand_list(Delimiter::Paren)?;
    if operands.len() != count {
        return Err(p.emit_error_at(at, format!("expected {count} operands")));
    }
    let index = p.ctx().intern_index_type();
    operands
        .into_iter()
        .map(|o| p.resolve_operand(o, index))
        .collect()
}

impl OpSyntax for ParallelSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
        p.expect(TokenKind::Equal)?;
        let lower = parse_index_operands(p, ivs.len())?;
        p.parse_keyword("to")?;
        let upper = parse_index_operands(p, ivs.len())?;
        p.parse_keyword("step")?;
        let steps = parse_index_operands(p, ivs.len())?;
        let mut inits = Vec::new();
        if p.parse_optional_keyword("init") {
            inits = p.parse_operand_list(Delimiter::Paren)?;
        }
        op.result_types = p.parse_optional_arrow_type_list()?;
        let index = p.ctx().intern_index_type();
        let body = p.parse_region(&typed(&ivs, index))?;
        op.regions.push(body);
        let sizes = [lower.len(), upper.len(), steps.len(), inits.len()].map(|n| n as i64);
        add_segments(p, op, &sizes);
        p.parse_optional_attr_dict(op)?;
        let types = op.result_types.clone();
        let inits = p.resolve_operands(&inits, &types, p.op_offset())?;
        op.operands = [lower, upper, steps, inits].concat();
        p.ensure_terminator(body, "scf.reduce");
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let ivs = entry_arguments(p, op);
        let n = ivs.len();
        let sizes = segments(p, op, 4)
            .unwrap_or_else(|| vec![n, n, n, ir.num_operands(op).saturating_sub(3 * n)]);
        let groups = split(ir.operands(op), &sizes);
        p.write(" (");
        p.print_operands(&ivs);
        p.write(") = (");
        p.print_operands(groups[0]);
        p.write(") to (");
        p.print_operands(groups[1]);
        p.write(") step (");
        p.print_operands(groups[2]);
        p.write(")");
        if !groups[3].is_empty() {
            p.write(" init (");
            p.print_operands(groups[3]);
            p.write(")");
        }
        let results: Vec<Type> = ir.result_types(op).collect();
        p.print_optional_arrow_type_list(&results);
        p.write(" ");
        if let Some(&r) = ir.regions(op).first() {
            p.print_region(r, false, true, false);
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["operandSegmentSizes"]);
    }
}

// ----- scf.forall -----

/// `scf.forall`.
struct ForallSyntax;

/// `(4, %n, ...)` (MLIR's `parseDynamicIndexList` with parentheses): the integers
/// (with [`DYNAMIC`] for a value) and the values, resolved as `index`.
fn parse_dynamic_index_list(p: &mut CustomParser<'_, '_, '_>) -> PResult<(Vec<i64>, Vec<Value>)> {
    let (mut ints, mut operands) = (Vec::new(), Vec::new());
    p.parse_comma_list(Delimiter::Paren, |p| {
        if let Some(o) = p.parse_optional_operand()? {
            operands.push(o);
            ints.push(DYNAMIC);
            return Ok(true);
        }
        let at = p.offset();
        let neg = p.eat(TokenKind::Minus);
        if p.peek() != TokenKind::Integer {
            return Err(p.emit_error("expected integer value"));
        }
        let text = p.peek_text();
        let magnitude = match text.strip_prefix("0x") {
            Some(hex) => i128::from_str_radix(hex, 16).ok(),
            None => text.parse::<i128>().ok(),
        };
        p.eat(TokenKind::Integer);
        let value = magnitude
            .map(|m| if neg { -m } else { m })
            .and_then(|v| i64::try_from(v).ok())
            .ok_or_else(|| p.error_at(at, "integer value too large"))?;
        ints.push(value);
        Ok(true)
    })?;
    let index = p.ctx().intern_index_type();
    let values = operands
        .into_iter()
        .map(|o| p.resolve_operand(o, index))
        .collect::<PResult<Vec<Value>>>()?;
    Ok((ints, values))
}

/// `(4, %n)`: the integers of `ints`, with the next of `values` for each
/// [`DYNAMIC`] (MLIR's `printDynamicIndexList` with parentheses).
fn print_dynamic_index_list(p: &mut CustomPrinter<'_, '_>, ints: &[i64], values: &[Value]) {
    p.write("(");
    let mut next = values.iter();
    for (i, &v) in ints.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if v == DYNAMIC {
            match next.next() {
                Some(&value) => p.print_operand(value),
                None => p.write("<<missing>>"),
            }
        } else {
            p.write(&v.to_string());
        }
    }
    p.write(")");
}

/// The static bounds of a forall: `name` as integers.
fn static_list(p: &CustomPrinter<'_, '_>, op: Op, name: &str) -> Vec<i64> {
    let (ctx, ir) = (p.ctx(), p.ir());
    op_attr(ctx, ir, op, name)
        .and_then(|a| dense_array_values(ctx, a))
        .unwrap_or_default()
}

/// Whether every entry of a mixed static/dynamic list is the constant `expected`
/// (MLIR's `getConstantIntValue` of each `OpFoldResult`).
fn all_constant(p: &CustomPrinter<'_, '_>, ints: &[i64], values: &[Value], expected: i64) -> bool {
    let (ctx, ir) = (p.ctx(), p.ir());
    let mut next = values.iter();
    ints.iter().all(|&v| {
        if v == DYNAMIC {
            next.next()
                .and_then(|&value| constant_int(ctx, ir, value))
                .is_some_and(|c| c == expected as i128)
        } else {
            v == expected
        }
    })
}

impl OpSyntax for ForallSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let ivs = p.parse_argument_list(Delimiter::Paren, false, false)?;
        let (static_lbs, static_ubs, static_steps);
        let (dyn_lbs, dyn_ubs, dyn_steps);
        if p.parse_optional_keyword("in") {
            (static_ubs, dyn_ubs) = parse_dynamic_index_list(p)?;
            static_lbs = vec![0; ivs.len()];
            static_steps = vec![1; ivs.len()];
            (dyn_lbs, dyn_steps) = (Vec::new(), Vec::new());
        } else {
            p.expect(TokenKind::Equal)?;
            (static_lbs, dyn_lbs) = parse_dynamic_index_list(p)?;
            p.parse_keyword("to")?;
            (static_ubs, dyn_ubs) = parse_dynamic_index_list(p)?;
            p.parse_keyword("step")?;
            (static_steps, dyn_steps) = parse_dynamic_index_list(p)?;
        }
        let mut out_args = Vec::new();
        let mut outs = Vec::new();
        let outs_at = p.offset();
        if p.parse_optional_keyword("shared_outs") {
            let (args, operands) = parse_assignment_list(p)?;
            op.result_types = p.parse_optional_arrow_type_list()?;
            let types = op.result_types.clone();
            outs = p.resolve_operands(&operands, &types, outs_at)?;
            out_args = args;
        }
        let index = p.ctx().intern_index_type();
        let mut region_args = typed(&ivs, index);
        for (i, a) in out_args.iter().enumerate() {
            region_args.push(Argument {
                ty: op.result_types.get(i).copied(),
                ..*a
            });
        }
        let body = p.parse_region(&region_args)?;
        ensure_terminator_with_block(p, body, "scf.forall.in_parallel");
        op.regions.push(body);
        p.parse_optional_attr_dict(op)?;
        let ctx = p.ctx();
        for (name, values) in [
            ("staticLowerBound", &static_lbs),
            ("staticUpperBound", &static_ubs),
            ("staticStep", &static_steps),
        ] {
            let value = dense_array(ctx, "i64", values);
            let key = ctx.intern_ident(name);
            op.add_attribute(key, value);
        }
        let sizes = [dyn_lbs.len(), dyn_ubs.len(), dyn_steps.len(), outs.len()].map(|n| n as i64);
        add_segments(p, op, &sizes);
        op.operands = [dyn_lbs, dyn_ubs, dyn_steps, outs].concat();
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let args = entry_arguments(p, op);
        let lbs = static_list(p, op, "staticLowerBound");
        let ubs = static_list(p, op, "staticUpperBound");
        let steps = static_list(p, op, "staticStep");
        let dynamic = |l: &[i64]| l.iter().filter(|&&v| v == DYNAMIC).count();
        let sizes = segments(p, op, 4).unwrap_or_else(|| {
            let (a, b, c) = (dynamic(&lbs), dynamic(&ubs), dynamic(&steps));
            vec![a, b, c, ir.num_operands(op).saturating_sub(a + b + c)]
        });
        let groups = split(ir.operands(op), &sizes);
        let rank = lbs.len();
        let ivs = &args[..rank.min(args.len())];
        let out_args = &args[ivs.len()..];
        p.write(" (");
        p.print_operands(ivs);
        let normalized =
            all_constant(p, &lbs, groups[0], 0) && all_constant(p, &steps, groups[2], 1);
        if normalized {
            p.write(") in ");
            print_dynamic_index_list(p, &ubs, groups[1]);
        } else {
            p.write(") = ");
            print_dynamic_index_list(p, &lbs, groups[0]);
            p.write(" to ");
            print_dynamic_index_list(p, &ubs, groups[1]);
            p.write(" step ");
            print_dynamic_index_list(p, &steps, groups[2]);
        }
        print_init_list(p, out_args, groups[3], " shared_outs");
        p.write(" ");
        if !out_args.is_empty() {
            p.write("-> (");
            p.print_types(ir.result_types(op));
            p.write(") ");
        }
        if let Some(&r) = ir.regions(op).first() {
            p.print_region(r, false, ir.num_results(op) > 0, false);
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(
            &attrs,
            &[
                "operandSegmentSizes",
                "staticLowerBound",
                "staticUpperBound",
                "staticStep",
            ],
        );
    }
}

// ----- scf.forall.in_parallel -----

/// `scf.forall.in_parallel`.
struct InParallelSyntax;

impl OpSyntax for InParallelSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let body = p.parse_region(&[])?;
        if p.ir().region_blocks(body).is_empty() {
            let ir = p.ir();
            let b = ir.create_block(&[]);
            ir.append_block(body, b);
        }
        op.regions.push(body);
        p.parse_optional_attr_dict(op)
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        p.write(" ");
        if let Some(&r) = p.ir().regions(op).first() {
            p.print_region(r, false, false, false);
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &[]);
    }
}
