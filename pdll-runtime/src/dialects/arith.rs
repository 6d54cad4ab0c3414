//! The `arith` dialect's C++ parts in MLIR 19:
//!
//! - `arith.select`'s syntax (the one arith op with `hasCustomAssemblyFormat`):
//!   `%cond, %a, %b : i32`, or `: vector<4xi1>, vector<4xi32>` when the condition
//!   is a shaped type;
//! - result names (`getAsmResultNames`): `arith.constant` (`%c0_i32`, `%c-1_i8`, `%c1`
//!   for index, `%true` / `%false` for `i1`, `%cst` for anything else),
//!   `arith.muli` of index type of a constant and `vector.vscale` (`%c4_vscale`),
//!   `arith.addui_extended` (`%sum, %overflow`), `arith.mulsi_extended` and
//!   `arith.mului_extended` (`%low, %high`).
//!
//! No arith op has a default dialect or names block arguments or blocks.

use super::support::{constant_int, is_registered, op_attr};
use crate::asm::custom::{CustomParser, CustomPrinter, Delimiter, OpSyntax, ParsedOp};
use crate::asm::lexer::TokenKind;
use crate::asm::parser::PResult;
use crate::attributes::AttrKind;
use crate::ir::Op;
use crate::types::TypeKind;
use crate::Context;
use std::sync::Arc;

/// Installs the arith dialect's hooks.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_op_syntax("arith.select", Arc::new(SelectSyntax));
    ctx.register_result_names("arith.constant", |ctx, ir, op, set| {
        if !is_registered(ctx, ir, op) || ir.num_results(op) == 0 {
            return;
        }
        let result = ir.result(op, 0);
        let ty = ir.value_type(result);
        let int_type = matches!(ctx.type_kind(ty), TypeKind::Integer { .. });
        let value = op_attr(ctx, ir, op, "value").map(|a| ctx.attr_kind(a));
        // The name, `c` and the integer, built in one string.
        let mut name = String::with_capacity(16);
        name.push('c');
        match value {
            Some(AttrKind::Integer { value, .. }) => {
                use std::fmt::Write;
                let _ = write!(name, "{value}");
            }
            // MLIR's BoolAttr is an IntegerAttr of i1.
            Some(AttrKind::Bool(b)) => name.push(if *b { '1' } else { '0' }),
            _ => {
                set(result, "cst");
                return;
            }
        }
        if int_type && ctx.integer_type_width(ty) == Some(1) {
            set(result, if &name[1..] == "0" { "false" } else { "true" });
            return;
        }
        if int_type {
            name.push('_');
            ctx.print_type(ty, &mut name);
        }
        set(result, &name);
    });
    ctx.register_result_names("arith.muli", |ctx, ir, op, set| {
        if !is_registered(ctx, ir, op) || ir.num_results(op) != 1 || ir.num_operands(op) != 2 {
            return;
        }
        let result = ir.result(op, 0);
        if !matches!(ctx.type_kind(ir.value_type(result)), TypeKind::Index) {
            return;
        }
        let is_vscale = |v| {
            ir.defining_op(v)
                .is_some_and(|d| ctx.op_name_str(ir.op_name(d)) == "vector.vscale")
        };
        let (lhs, rhs) = (ir.operand(op, 0), ir.operand(op, 1));
        let base = match constant_int(ctx, ir, lhs) {
            Some(c) if is_vscale(rhs) => Some(c),
            _ => constant_int(ctx, ir, rhs).filter(|_| is_vscale(lhs)),
        };
        if let Some(base) = base {
            // `IntegerAttr::getInt`: the value as an int64_t.
            set(result, &format!("c{}_vscale", base as i64));
        }
    });
    ctx.register_result_names("arith.addui_extended", |ctx, ir, op, set| {
        name_pair(ctx, ir, op, set, "sum", "overflow")
    });
    for name in ["arith.mulsi_extended", "arith.mului_extended"] {
        ctx.register_result_names(name, |ctx, ir, op, set| {
            name_pair(ctx, ir, op, set, "low", "high")
        });
    }
}

/// Names the two results of `op`.
fn name_pair(
    ctx: &Context,
    ir: &crate::Ir,
    op: Op,
    set: &mut dyn FnMut(crate::Value, &str),
    first: &str,
    second: &str,
) {
    if is_registered(ctx, ir, op) && ir.num_results(op) == 2 {
        set(ir.result(op, 0), first);
        set(ir.result(op, 1), second);
    }
}

/// `arith.select %cond, %true, %false [{attrs}] : [cond_type,] type`.
struct SelectSyntax;

impl OpSyntax for SelectSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let at = p.offset();
        let operands = p.parse_operand_list(Delimiter::None)?;
        if operands.len() != 3 {
            return Err(p.emit_error_at(at, "expected 3 operands"));
        }
        p.parse_optional_attr_dict(op)?;
        let mut result = p.parse_colon_type()?;
        let cond = if p.eat(TokenKind::Comma) {
            let cond = result;
            result = p.parse_type()?;
            cond
        } else {
            p.ctx().intern_integer_type(1)
        };
        op.result_types.push(result);
        let name_at = p.op_offset();
        op.operands = p.resolve_operands(&operands, &[cond, result, result], name_at)?;
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let (ctx, ir) = (p.ctx(), p.ir());
        p.write(" ");
        p.print_operands(ir.operands(op));
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &[]);
        p.write(" : ");
        let cond = ir.operands(op).first().map(|&c| ir.value_type(c));
        // A `ShapedType` condition (vector, tensor, memref) is written.
        if let Some(cond) = cond.filter(|&c| ctx.shaped_element_type(c).is_some()) {
            p.print_type(cond);
            p.write(", ");
        }
        if let Some(ty) = ir.result_types(op).next() {
            p.print_type(ty);
        }
    }
}
