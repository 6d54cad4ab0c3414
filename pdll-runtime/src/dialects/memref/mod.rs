//! The `memref` dialect's C++ syntax in MLIR 19 (`MemRefOps.cpp`): the ops without a
//! declarative format. (The directives of its formats, `DynamicIndexList` and
//! `GlobalMemrefOpTypeAndInitialValue`, are in [`super::directives`].)
//!
//! | op | form |
//! |---|---|
//! | `memref.generic_atomic_rmw` | `memref.generic_atomic_rmw %m[%i] : memref<10xf32> { ^bb0(%cur: f32): ... }` |
//! | `memref.alloca_scope` | `memref.alloca_scope  -> (f32) { ... }` (two spaces, as MLIR prints it) |
//! | `memref.dma_start` | `memref.dma_start %src[%i], %dst[%j], %n, %tag[%k], %stride, %per : src, dst, tag` |
//! | `memref.prefetch` | `memref.prefetch %m[%i], read, locality<3>, data : memref<...>` |
//! | `memref.transpose` | `memref.transpose %m (d0, d1) -> (d1, d0) : memref<...> to memref<...>` |
//!
//! MLIR's quirks are kept: `memref.dma_start` and `memref.prefetch` read no attribute
//! dictionary (the first prints one), `memref.alloca_scope` prints a second space
//! before its region.

mod infer;
mod names;

use crate::asm::custom::{CustomParser, CustomPrinter, Delimiter, OpSyntax, ParsedOp};
use crate::asm::lexer::TokenKind;
use crate::asm::parser::PResult;
use crate::dialects::support::{
    add_attr, element_type, index_type, int_value, is_memref, parse_attr_of_kind,
    parse_colon_type_of_kind, shape,
};
use crate::ir::{Op, Value};
use crate::types::Type;
use crate::Context;
use std::sync::Arc;

/// Installs the memref dialect's hooks: the syntax of its C++ ops.
pub(crate) fn register(ctx: &mut Context) {
    names::register(ctx);
    infer::register(ctx);
    ctx.register_op_syntax("memref.generic_atomic_rmw", Arc::new(GenericAtomicRmw));
    ctx.register_op_syntax("memref.alloca_scope", Arc::new(AllocaScope));
    ctx.register_op_syntax("memref.dma_start", Arc::new(DmaStart));
    ctx.register_op_syntax("memref.prefetch", Arc::new(Prefetch));
    ctx.register_op_syntax("memref.transpose", Arc::new(Transpose));
}

/// `memref.generic_atomic_rmw`.
struct GenericAtomicRmw;

impl OpSyntax for GenericAtomicRmw {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let memref = p.parse_operand()?;
        let ivs = p.parse_operand_list(Delimiter::Square)?;
        let ty = p.parse_colon_type()?;
        op.operands.push(p.resolve_operand(memref, ty)?);
        let index = index_type(p.ctx());
        for iv in ivs {
            op.operands.push(p.resolve_operand(iv, index)?);
        }
        let body = p.parse_region(&[])?;
        op.regions.push(body);
        p.parse_optional_attr_dict(op)?;
        let Some(element) = element_type(p.ctx_ref(), ty) else {
            return Err(p.emit_error_at(p.op_offset(), "invalid kind of type specified"));
        };
        op.result_types.push(element);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let Some((&memref, indices)) = ir.operands(op).split_first() else {
            return;
        };
        p.write(" ");
        p.print_operand(memref);
        p.write("[");
        p.print_operands(indices);
        p.write("] : ");
        p.print_type(ir.value_type(memref));
        p.write(" ");
        if let Some(&r) = ir.regions(op).first() {
            p.print_region(r, true, true, false);
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &[]);
    }
}

/// `memref.alloca_scope`.
struct AllocaScope;

impl OpSyntax for AllocaScope {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        op.result_types = p.parse_optional_arrow_type_list()?;
        let body = p.parse_region(&[])?;
        p.ensure_terminator(body, "memref.alloca_scope.return");
        op.regions.push(body);
        p.parse_optional_attr_dict(op)
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        p.write(" ");
        let results: Vec<Type> = ir.result_types(op).collect();
        if !results.is_empty() {
            p.write(" -> (");
            p.print_types(results.iter().copied());
            p.write(")");
        }
        p.write(" ");
        if let Some(&r) = ir.regions(op).first() {
            p.print_region(r, false, !results.is_empty(), false);
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &[]);
    }
}

/// `memref.dma_start`.
struct DmaStart;

impl OpSyntax for DmaStart {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let src = p.parse_operand()?;
        let src_idx = p.parse_operand_list(Delimiter::Square)?;
        p.expect(TokenKind::Comma)?;
        let dst = p.parse_operand()?;
        let dst_idx = p.parse_operand_list(Delimiter::Square)?;
        p.expect(TokenKind::Comma)?;
        let num_elements = p.parse_operand()?;
        p.expect(TokenKind::Comma)?;
        let tag = p.parse_operand()?;
        let tag_idx = p.parse_operand_list(Delimiter::Square)?;
        let stride = p.parse_trailing_operand_list()?;
        if !stride.is_empty() && stride.len() != 2 {
            return Err(p.emit_error_at(p.op_offset(), "expected two stride related operands"));
        }
        let types = p.parse_colon_type_list()?;
        let [src_t, dst_t, tag_t] = types[..] else {
            return Err(p.emit_error_at(p.op_offset(), "fewer/more types expected"));
        };
        let index = index_type(p.ctx());
        op.operands.push(p.resolve_operand(src, src_t)?);
        for i in src_idx {
            op.operands.push(p.resolve_operand(i, index)?);
        }
        op.operands.push(p.resolve_operand(dst, dst_t)?);
        for i in dst_idx {
            op.operands.push(p.resolve_operand(i, index)?);
        }
        op.operands.push(p.resolve_operand(num_elements, index)?);
        op.operands.push(p.resolve_operand(tag, tag_t)?);
        for i in tag_idx.into_iter().chain(stride) {
            op.operands.push(p.resolve_operand(i, index)?);
        }
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let ctx = p.ctx();
        let operands = ir.operands(op);
        let rank = |v: Value| shape(ctx, ir.value_type(v)).map_or(0, <[i64]>::len);
        // src, src indices, dst, dst indices, num elements, tag, tag indices, strides.
        let mut at = 0;
        let mut take = |n: usize| -> Option<&[Value]> {
            let s = operands.get(at..at + n)?;
            at += n;
            Some(s)
        };
        let Some(&[src]) = take(1) else { return };
        let Some(src_idx) = take(rank(src)) else {
            return;
        };
        let Some(&[dst]) = take(1) else { return };
        let Some(dst_idx) = take(rank(dst)) else {
            return;
        };
        let Some(&[num_elements, tag]) = take(2) else {
            return;
        };
        let Some(tag_idx) = take(rank(tag)) else {
            return;
        };
        let strides = &operands[at..];
        p.write(" ");
        for (i, (m, idx)) in [(src, src_idx), (dst, dst_idx)].into_iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(m);
            p.write("[");
            p.print_operands(idx);
            p.write("]");
        }
        p.write(", ");
        p.print_operand(num_elements);
        p.write(", ");
        p.print_operand(tag);
        p.write("[");
        p.print_operands(tag_idx);
        p.write("]");
        if strides.len() == 2 {
            p.write(", ");
            p.print_operands(strides);
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &[]);
        p.write(" : ");
        p.print_types([src, dst, tag].map(|v| ir.value_type(v)));
    }
}

/// `memref.prefetch`.
struct Prefetch;

impl OpSyntax for Prefetch {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let memref = p.parse_operand()?;
        let indices = p.parse_operand_list(Delimiter::Square)?;
        p.expect(TokenKind::Comma)?;
        let Some(rw) = p.parse_optional_any_keyword() else {
            return Err(p.emit_error("expected valid keyword"));
        };
        p.expect(TokenKind::Comma)?;
        p.parse_keyword("locality")?;
        p.expect(TokenKind::Less)?;
        let i32t = p.ctx().intern_integer_type(32);
        let hint = parse_attr_of_kind(p, Some(i32t), |ctx, a| ctx.integer_attr_value(a).is_some())?;
        add_attr(p.ctx(), op, "localityHint", hint);
        p.expect(TokenKind::Greater)?;
        p.expect(TokenKind::Comma)?;
        let Some(cache) = p.parse_optional_any_keyword() else {
            return Err(p.emit_error("expected valid keyword"));
        };
        let ty = parse_colon_type_of_kind(p, is_memref)?;
        op.operands.push(p.resolve_operand(memref, ty)?);
        let index = index_type(p.ctx());
        for i in indices {
            op.operands.push(p.resolve_operand(i, index)?);
        }
        if rw != "read" && rw != "write" {
            return Err(p.emit_error_at(p.op_offset(), "rw specifier has to be 'read' or 'write'"));
        }
        let is_write = p.ctx().intern_bool_attr(rw == "write");
        add_attr(p.ctx(), op, "isWrite", is_write);
        if cache != "data" && cache != "instr" {
            return Err(p.emit_error_at(p.op_offset(), "cache type has to be 'data' or 'instr'"));
        }
        let is_data = p.ctx().intern_bool_attr(cache == "data");
        add_attr(p.ctx(), op, "isDataCache", is_data);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let Some((&memref, indices)) = ir.operands(op).split_first() else {
            return;
        };
        let flag = |name| {
            p.op_attribute(op, name)
                .and_then(|a| p.ctx().bool_attr_value(a))
                .unwrap_or(false)
        };
        let (is_write, is_data) = (flag("isWrite"), flag("isDataCache"));
        let hint = p
            .op_attribute(op, "localityHint")
            .and_then(|a| int_value(p.ctx(), a))
            .unwrap_or(0);
        p.write(" ");
        p.print_operand(memref);
        p.write("[");
        p.print_operands(indices);
        p.write("]");
        p.write(if is_write { ", write" } else { ", read" });
        p.write(&format!(", locality<{hint}>, "));
        p.write(if is_data { "data" } else { "instr" });
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["localityHint", "isWrite", "isDataCache"]);
        p.write(" : ");
        p.print_type(ir.value_type(memref));
    }
}

/// `memref.transpose`.
struct Transpose;

impl OpSyntax for Transpose {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let input = p.parse_operand()?;
        let permutation = p.parse_affine_map()?;
        p.parse_optional_attr_dict(op)?;
        let src = parse_colon_type_of_kind(p, is_memref)?;
        op.operands.push(p.resolve_operand(input, src)?);
        p.parse_keyword("to")?;
        let dst = super::support::parse_type_of_kind(p, is_memref)?;
        op.result_types.push(dst);
        let permutation = p.affine_map_attr(&permutation);
        add_attr(p.ctx(), op, "permutation", permutation);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let Some(&input) = ir.operands(op).first() else {
            return;
        };
        let Some(map) = p
            .op_attribute(op, "permutation")
            .and_then(|a| p.affine_map(a))
        else {
            return;
        };
        p.write(" ");
        p.print_operand(input);
        p.write(&format!(" {map}"));
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["permutation"]);
        p.write(" : ");
        p.print_type(ir.value_type(input));
        p.write(" to ");
        if let Some(t) = ir.result_types(op).next() {
            p.print_type(t);
        }
    }
}
