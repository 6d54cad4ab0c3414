//! The `custom<Name>(...)` directives of the core dialects' declarative formats, as
//! MLIR 19 writes them in C++, registered with
//! [`Context::register_custom_directive`] by the dialects whose formats use them:
//!
//! | directive | arguments (format order) | used by |
//! |---|---|---|
//! | [`DynamicIndexList`] | `$values, $integers` (then `type($values)` and / or `$scalables`) | memref, tensor, vector |
//! | [`SwitchCases`] | `$cases, $caseRegions` | `scf.index_switch` |
//! | [`SwitchOpCases`] | `ref(type($flag)), $defaultDestination, $defaultOperands, type($defaultOperands), $case_values, $caseDestinations, $caseOperands, type($caseOperands)` | `cf.switch` |
//! | [`GlobalMemrefOpTypeAndInitialValue`] | `$type, $initial_value` | `memref.global` |
//!
//! A directive parses into the [`DirectiveArg`] slots it is given and prints from
//! them; a slot of the wrong kind is an error naming the directive.

use super::support::{
    dense_array, dense_array_values, dense_bool_array, dense_int_elements, K_DYNAMIC,
};
use crate::asm::custom::{CustomDirective, CustomParser, CustomPrinter, DirectiveArg};
use crate::asm::lexer::TokenKind;
use crate::asm::parser::PResult;
use crate::attributes::{AttrKind, Attribute};
use crate::ir::Op;
use crate::types::{Type, TypeKind};
use crate::Context;
use std::sync::Arc;

/// Registers the directives the formats of `dialect` use.
pub(crate) fn register_for(ctx: &mut Context, dialect: &str) {
    match dialect {
        "memref" => {
            ctx.register_custom_directive("DynamicIndexList", Arc::new(DynamicIndexList));
            ctx.register_custom_directive(
                "GlobalMemrefOpTypeAndInitialValue",
                Arc::new(GlobalMemrefOpTypeAndInitialValue),
            );
        }
        "tensor" | "vector" => {
            ctx.register_custom_directive("DynamicIndexList", Arc::new(DynamicIndexList));
        }
        "scf" => ctx.register_custom_directive("SwitchCases", Arc::new(SwitchCases)),
        "cf" => ctx.register_custom_directive("SwitchOpCases", Arc::new(SwitchOpCases)),
        _ => {}
    }
}

/// The error for arguments a directive does not take.
fn bad_args(p: &CustomParser<'_, '_, '_>, name: &str) -> crate::asm::ParseError {
    p.error(format!(
        "custom directive '{name}' got arguments it does not take"
    ))
}

/// `custom<DynamicIndexList>($values, $integers)` (MLIR's `parseDynamicIndexList` /
/// `printDynamicIndexList`, `ViewLikeInterface.cpp`): `[%a, 4, %b]`, SSA values and
/// integers mixed; `$integers` (an `array<i64: ...>`) holds each integer and
/// `ShapedType::kDynamic` (`-9223372036854775808`) where a value is. An entry in
/// brackets (`[4]`) is scalable: recorded in a `$scalables` argument (an `array<i1:
/// ...>`) when there is one, else read and dropped, as MLIR does. A `type($values)`
/// argument makes each value carry its type (`[%a : index, 4]`).
pub struct DynamicIndexList;

impl CustomDirective for DynamicIndexList {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, args: &mut [DirectiveArg]) -> PResult<()> {
        let (first, rest) = args.split_at_mut(2.min(args.len()));
        let [DirectiveArg::Operands(values), DirectiveArg::Attribute(integers)] = first else {
            return Err(bad_args(p, "DynamicIndexList"));
        };
        let mut types: Option<&mut Vec<Type>> = None;
        let mut scalables: Option<&mut Option<Attribute>> = None;
        for a in rest {
            match a {
                DirectiveArg::Types(t) if types.is_none() => types = Some(t),
                DirectiveArg::Attribute(s) if scalables.is_none() => scalables = Some(s),
                _ => return Err(bad_args(p, "DynamicIndexList")),
            }
        }
        let (mut ints, mut scalable) = (Vec::new(), Vec::new());
        // On an error MLIR adds "expected SSA value or integer" at the op, after it.
        parse_index_list(p, values, &mut ints, &mut scalable, types)?;
        *integers = Some(dense_array(p.ctx(), "i64", &ints));
        if let Some(s) = scalables {
            *s = Some(dense_bool_array(p.ctx(), &scalable));
        }
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, _op: Op, args: &[DirectiveArg]) {
        let (values, integers) = match args {
            [DirectiveArg::Values(v), DirectiveArg::Attribute(a), ..] => (v, *a),
            _ => return,
        };
        let ctx = p.ctx();
        let ints = integers
            .and_then(|a| dense_array_values(ctx, a))
            .unwrap_or_default();
        let mut types: &[Type] = &[];
        let mut scalables: Vec<i64> = Vec::new();
        for a in &args[2..] {
            match a {
                DirectiveArg::Types(t) => types = t,
                DirectiveArg::Attribute(Some(s)) => {
                    scalables = dense_array_values(ctx, *s).unwrap_or_default()
                }
                _ => {}
            }
        }
        p.write("[");
        let mut dynamic = 0;
        for (i, &v) in ints.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            let scalable = scalables.get(i).is_some_and(|&s| s != 0);
            if scalable {
                p.write("[");
            }
            if v == K_DYNAMIC {
                if let Some(&value) = values.get(dynamic) {
                    p.print_operand(value);
                }
                if let Some(&t) = types.get(dynamic) {
                    p.write(" : ");
                    p.print_type(t);
                }
                dynamic += 1;
            } else {
                p.write(&v.to_string());
            }
            if scalable {
                p.write("]");
            }
        }
        p.write("]");
    }
}

/// The list of [`DynamicIndexList`], after MLIR's `parseCommaSeparatedList(Square,
/// ..., " in dynamic index list")`.
fn parse_index_list(
    p: &mut CustomParser<'_, '_, '_>,
    values: &mut Vec<crate::asm::custom::UnresolvedOperand>,
    ints: &mut Vec<i64>,
    scalable: &mut Vec<bool>,
    mut types: Option<&mut Vec<Type>>,
) -> PResult<()> {
    if !p.eat(TokenKind::LSquare) {
        return Err(p.error("expected '[' in dynamic index list"));
    }
    if p.eat(TokenKind::RSquare) {
        return Ok(());
    }
    loop {
        // As MLIR: an operand is looked for before the `[` of a scalable entry.
        let operand = p.parse_optional_operand()?;
        let is_scalable = p.eat(TokenKind::LSquare);
        scalable.push(is_scalable);
        match operand {
            Some(o) => {
                values.push(o);
                ints.push(K_DYNAMIC);
                if let Some(t) = types.as_deref_mut() {
                    t.push(p.parse_colon_type()?);
                }
            }
            None => ints.push(p.parse_integer()?),
        }
        if is_scalable && !p.eat(TokenKind::RSquare) {
            return Err(p.emit_error_at(p.op_offset(), "expected SSA value or integer"));
        }
        if p.eat(TokenKind::Comma) {
            continue;
        }
        if p.eat(TokenKind::RSquare) {
            return Ok(());
        }
        return Err(p.error("expected ']' in dynamic index list"));
    }
}

/// `custom<SwitchCases>($cases, $caseRegions)` of `scf.index_switch` (MLIR's
/// `parseSwitchCases` / `printSwitchCases`, `SCF.cpp`): `case 2 { ... }` on a line
/// each; `$cases` is an `array<i64: ...>`. The case regions get no implicit
/// terminator.
pub struct SwitchCases;

impl CustomDirective for SwitchCases {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, args: &mut [DirectiveArg]) -> PResult<()> {
        let [DirectiveArg::Attribute(cases), DirectiveArg::Regions(regions)] = args else {
            return Err(bad_args(p, "SwitchCases"));
        };
        let mut values = Vec::new();
        while p.parse_optional_keyword("case") {
            let v = p.parse_integer()?;
            regions.push(p.parse_region(&[])?);
            values.push(v);
        }
        *cases = Some(dense_array(p.ctx(), "i64", &values));
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, _op: Op, args: &[DirectiveArg]) {
        let [DirectiveArg::Attribute(cases), DirectiveArg::Regions(regions)] = args else {
            return;
        };
        let values = cases
            .and_then(|a| dense_array_values(p.ctx(), a))
            .unwrap_or_default();
        for (v, &r) in values.iter().zip(regions) {
            p.print_newline();
            p.write(&format!("case {v} "));
            p.print_region(r, false, true, false);
        }
    }
}

/// `custom<SwitchOpCases>(ref(type($flag)), $defaultDestination, $defaultOperands,
/// type($defaultOperands), $case_values, $caseDestinations, $caseOperands,
/// type($caseOperands))` of `cf.switch` (MLIR's `parseSwitchOpCases` /
/// `printSwitchOpCases`, `ControlFlowOps.cpp`):
///
/// ```text
///   default: ^bb1(%a : i32),
///   42: ^bb2
/// ```
///
/// `$case_values` is a `dense<...> : vector<Nxflag>` (absent without cases); a case
/// value is printed as the flag width's unsigned value (`-1 : i32` as `4294967295`),
/// as MLIR's `getLimitedValue` prints it. `$caseOperands` is a `VariadicOfVariadic`
/// group: [`DirectiveArg::OperandGroups`] / [`DirectiveArg::ValueGroups`] and
/// [`DirectiveArg::TypeGroups`] (flat lists are split by the op's
/// `case_operand_segments` when printing).
pub struct SwitchOpCases;

/// The integer type width of `t`.
fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match ctx.type_kind(t) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

/// `v` truncated to `width` bits, as a signed and as an unsigned value.
fn truncate(v: i128, width: u32) -> (i128, u128) {
    if width >= 128 {
        return (v, v as u128);
    }
    let mask = (1u128 << width) - 1;
    let u = (v as u128) & mask;
    let s = if width > 0 && u >> (width - 1) & 1 == 1 {
        (u | !mask) as i128
    } else {
        u as i128
    };
    (s, u)
}

/// `(%a, %b : i32, i32)` after a successor, if `(` is next.
fn parse_successor_operands(
    p: &mut CustomParser<'_, '_, '_>,
) -> PResult<(Vec<crate::asm::custom::UnresolvedOperand>, Vec<Type>)> {
    if !p.eat(TokenKind::LParen) {
        return Ok((Vec::new(), Vec::new()));
    }
    let operands = p.parse_operand_list(crate::asm::custom::Delimiter::None)?;
    let types = p.parse_colon_type_list()?;
    p.expect(TokenKind::RParen)?;
    Ok((operands, types))
}

impl CustomDirective for SwitchOpCases {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, args: &mut [DirectiveArg]) -> PResult<()> {
        let [DirectiveArg::Types(flag), DirectiveArg::Successors(default_dest), DirectiveArg::Operands(default_operands), DirectiveArg::Types(default_types), DirectiveArg::Attribute(case_values), DirectiveArg::Successors(case_dests), case_operands, case_types] =
            args
        else {
            return Err(bad_args(p, "SwitchOpCases"));
        };
        let flag = flag.first().copied();
        p.parse_keyword("default")?;
        p.expect(TokenKind::Colon)?;
        default_dest.push(p.parse_successor()?);
        let (ops, types) = parse_successor_operands(p)?;
        default_operands.extend(ops);
        default_types.extend(types);
        let width = flag.and_then(|t| int_width(p.ctx_ref(), t)).unwrap_or(64);
        let mut values = Vec::new();
        let (mut groups, mut type_groups) = (Vec::new(), Vec::new());
        while p.eat(TokenKind::Comma) {
            let v = p.parse_integer()?;
            values.push(truncate(v as i128, width).0);
            p.expect(TokenKind::Colon)?;
            case_dests.push(p.parse_successor()?);
            let (ops, types) = parse_successor_operands(p)?;
            groups.push(ops);
            type_groups.push(types);
        }
        match case_operands {
            DirectiveArg::OperandGroups(g) => *g = groups,
            DirectiveArg::Operands(flat) => *flat = groups.into_iter().flatten().collect(),
            _ => return Err(bad_args(p, "SwitchOpCases")),
        }
        match case_types {
            DirectiveArg::TypeGroups(g) => *g = type_groups,
            DirectiveArg::Types(flat) => *flat = type_groups.into_iter().flatten().collect(),
            _ => return Err(bad_args(p, "SwitchOpCases")),
        }
        if !values.is_empty() {
            let flag_text =
                flag.map_or_else(|| "i64".to_string(), |t| p.ctx_ref().type_to_string(t));
            let items: Vec<String> = values.iter().map(i128::to_string).collect();
            let body = if items.iter().all(|i| *i == items[0]) {
                items[0].clone()
            } else {
                format!("[{}]", items.join(", "))
            };
            let at = p.offset();
            let ty = p
                .ctx()
                .parse_type(&format!("vector<{}x{flag_text}>", values.len()))
                .map_err(|e| p.error_at(at, e.message))?;
            *case_values = Some(p.ctx().intern_attr(AttrKind::Dense { body, ty }));
        }
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op, args: &[DirectiveArg]) {
        let [DirectiveArg::Types(flag), DirectiveArg::Successors(default_dest), DirectiveArg::Values(default_operands), _, DirectiveArg::Attribute(case_values), DirectiveArg::Successors(case_dests), case_operands, _] =
            args
        else {
            return;
        };
        let ctx = p.ctx();
        let groups: Vec<Vec<crate::ir::Value>> = match case_operands {
            DirectiveArg::ValueGroups(g) => g.clone(),
            DirectiveArg::Values(flat) => {
                let sizes = p
                    .op_attribute(op, "case_operand_segments")
                    .and_then(|a| dense_array_values(ctx, a))
                    .unwrap_or_default();
                let mut at = 0;
                sizes
                    .iter()
                    .map(|&n| {
                        let n = (n.max(0) as usize).min(flat.len() - at);
                        let g = flat[at..at + n].to_vec();
                        at += n;
                        g
                    })
                    .collect()
            }
            _ => Vec::new(),
        };
        p.write("  default: ");
        if let Some(&d) = default_dest.first() {
            p.print_successor_and_use_list(d, default_operands);
        }
        let Some(values) = case_values.and_then(|a| dense_int_elements(ctx, a)) else {
            return;
        };
        let width = flag
            .first()
            .and_then(|&t| int_width(ctx, t))
            .or_else(|| {
                case_values
                    .and_then(|a| match ctx.attr_kind(a) {
                        AttrKind::Dense { ty, .. } => Some(*ty),
                        _ => None,
                    })
                    .and_then(|t| match ctx.type_kind(t) {
                        TypeKind::Vector { element, .. } => int_width(ctx, *element),
                        _ => None,
                    })
            })
            .unwrap_or(64);
        for (i, &v) in values.iter().enumerate() {
            p.write(",");
            p.print_newline();
            p.write("  ");
            p.write(&truncate(v, width).1.to_string());
            p.write(": ");
            if let Some(&d) = case_dests.get(i) {
                let operands = groups.get(i).map_or(&[][..], |g| g.as_slice());
                p.print_successor_and_use_list(d, operands);
            }
        }
        p.print_newline();
    }
}

/// `custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)` of
/// `memref.global` (MLIR's `parseGlobalMemrefOpTypeAndInitialValue` /
/// `printGlobalMemrefOpTypeAndInitialValue`, `MemRefOps.cpp`): `memref<2xf32> =
/// dense<...>` (the value read with the memref's tensor type), `= uninitialized`
/// (a unit attribute), or the type alone (an external global).
pub struct GlobalMemrefOpTypeAndInitialValue;

/// Whether `a` is an elements attribute (`dense`, `sparse`, `dense_resource`).
fn is_elements(ctx: &Context, a: Attribute) -> bool {
    match ctx.attr_kind(a) {
        AttrKind::Dense { .. } => true,
        AttrKind::Verbatim(s) => s.starts_with("sparse<") || s.starts_with("dense_resource<"),
        _ => false,
    }
}

impl CustomDirective for GlobalMemrefOpTypeAndInitialValue {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, args: &mut [DirectiveArg]) -> PResult<()> {
        let [DirectiveArg::Attribute(type_attr), DirectiveArg::Attribute(initial)] = args else {
            return Err(bad_args(p, "GlobalMemrefOpTypeAndInitialValue"));
        };
        let ty = p.parse_type()?;
        let ctx = p.ctx_ref();
        let tensor = match ctx.type_kind(ty) {
            TypeKind::MemRef { shape, element, .. } if shape.iter().all(|&d| d >= 0) => {
                let dims: String = shape.iter().map(|d| format!("{d}x")).collect();
                Some(format!("tensor<{dims}{}>", ctx.type_to_string(*element)))
            }
            _ => None,
        };
        let Some(tensor) = tensor else {
            let text = ctx.type_to_string(ty);
            return Err(p.emit_error_at(
                p.op_offset(),
                format!("type should be static shaped memref, but got '{text}'"),
            ));
        };
        *type_attr = Some(p.ctx().intern_type_attr(ty));
        if !p.eat(TokenKind::Equal) {
            return Ok(());
        }
        if p.parse_optional_keyword("uninitialized") {
            *initial = Some(p.ctx().intern_unit_attr());
            return Ok(());
        }
        let at = p.offset();
        let tensor = p
            .ctx()
            .parse_type(&tensor)
            .map_err(|e| p.error_at(at, e.message))?;
        let value = p.parse_attribute_of_type(tensor)?;
        if !is_elements(p.ctx_ref(), value) {
            return Err(p.emit_error_at(
                p.op_offset(),
                "initial value should be a unit or elements attribute",
            ));
        }
        *initial = Some(value);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, _op: Op, args: &[DirectiveArg]) {
        let [DirectiveArg::Attribute(type_attr), DirectiveArg::Attribute(initial)] = args else {
            return;
        };
        let ctx = p.ctx();
        if let Some(t) = type_attr.and_then(|a| ctx.type_attr_value(a)) {
            p.print_type(t);
        }
        let Some(initial) = *initial else {
            return;
        };
        p.write(" = ");
        if ctx.is_unit_attr(initial) {
            p.write("uninitialized");
        } else {
            p.print_attribute_without_type(initial);
        }
    }
}
