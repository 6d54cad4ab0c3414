//! The `affine` dialect's C++ syntax in MLIR 19 (`AffineOps.cpp`): every op but
//! `affine.yield` and `affine.delinearize_index` (declarative formats) writes its
//! custom form in C++. Maps are written with their operands substituted where MLIR
//! does (`affine.load %m[%i + 1, symbol(%n)]`, MLIR's `printAffineMapOfSSAIds`), as
//! `affine_map<...>(%dims)[%symbols]` elsewhere.
//!
//! | op | form |
//! |---|---|
//! | `affine.apply` | `affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]` |
//! | `affine.min`, `affine.max` | `affine.min affine_map<(d0) -> (d0, 4)>(%i)` |
//! | `affine.for` | `affine.for %i = 0 to %n step 4 iter_args(%a = %x) -> (f32) { ... }`; bounds `max`/`min affine_map<...>(...)[...]` |
//! | `affine.if` | `affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 { ... } else { ... }` |
//! | `affine.load`, `affine.store` | `affine.load %m[%i + 1, %j] : memref<...>`, `affine.store %v, %m[%i] : memref<...>` |
//! | `affine.vector_load`, `affine.vector_store` | the same with `, vector<...>` after the memref type |
//! | `affine.prefetch` | `affine.prefetch %m[%i], read, locality<3>, data : memref<...>` |
//! | `affine.parallel` | `affine.parallel (%i, %j) = (0, max(%a, 2)) to (%n, 10) step (1, 2) reduce ("addf") -> (f32) { ... }` |
//! | `affine.dma_start`, `affine.dma_wait` | `affine.dma_start %src[%i], %dst[%j], %tag[0], %n : ...` |
//!
//! The attributes are those MLIR stores: `map`, `lowerBoundMap` / `upperBoundMap` /
//! `step` / `operandSegmentSizes` (`affine.for`), `condition` (`affine.if`, not an
//! ODS attribute), the bounds maps and groups, `steps` and `reductions`
//! (`affine.parallel`), `isWrite` / `localityHint` / `isDataCache`
//! (`affine.prefetch`), `src_map` / `dst_map` / `tag_map` (the DMA ops, not ODS ops).
//! Regions get their implicit `affine.yield` when the text leaves it out.
//!
//! `affine.delinearize_index`'s result types (an `index` per basis operand, C++ in
//! MLIR) are inferred for the rewrites that create it without them.

use super::support::{
    add_attr, attr_of, dense_int_elements, i32_tensor, i64_array_attr, index_type,
    int_array_values, int_value, is_affine_map, is_integer_set, is_memref, is_vector,
    parse_attr_of_kind, parse_colon_type_of_kind, parse_type_of_kind, set_operand_segments,
};
use crate::asm::affine::{AffineExpr, AffineMap, IntegerSet};
use crate::asm::custom::{
    Argument, CustomParser, CustomPrinter, Delimiter, OpSyntax, ParsedOp, UnresolvedOperand,
};
use crate::asm::lexer::TokenKind;
use crate::asm::parser::PResult;
use crate::attributes::Attribute;
use crate::ir::{Op, Value};
use crate::types::Type;
use crate::Context;
use std::rc::Rc;
use std::sync::Arc;

/// Installs the affine dialect's hooks: the syntax of its C++ ops.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_op_syntax("affine.apply", Arc::new(Apply));
    ctx.register_op_syntax("affine.min", Arc::new(MinMax));
    ctx.register_op_syntax("affine.max", Arc::new(MinMax));
    ctx.register_op_syntax("affine.for", Arc::new(For));
    ctx.register_op_syntax("affine.if", Arc::new(If));
    ctx.register_op_syntax("affine.load", Arc::new(Load { vector: false }));
    ctx.register_op_syntax("affine.vector_load", Arc::new(Load { vector: true }));
    ctx.register_op_syntax("affine.store", Arc::new(Store { vector: false }));
    ctx.register_op_syntax("affine.vector_store", Arc::new(Store { vector: true }));
    ctx.register_op_syntax("affine.prefetch", Arc::new(Prefetch));
    ctx.register_op_syntax("affine.parallel", Arc::new(Parallel));
    ctx.register_op_syntax("affine.dma_start", Arc::new(DmaStart));
    ctx.register_op_syntax("affine.dma_wait", Arc::new(DmaWait));
    ctx.register_result_type_inference("affine.delinearize_index", delinearize_index);
}

/// `affine.delinearize_index`'s `inferReturnTypes` (C++ in MLIR): one `index` per
/// operand of its basis (the operands after the linear index). Its format writes the
/// result types; a rewrite may create it without them.
fn delinearize_index(
    ctx: &mut Context,
    _ir: &crate::Ir,
    operands: &[Value],
    _attrs: Attribute,
) -> Result<Vec<Type>, String> {
    let basis = operands
        .len()
        .checked_sub(1)
        .ok_or("`affine.delinearize_index` has no operand `linear_index`")?;
    Ok(vec![ctx.intern_index_type(); basis])
}

/// The map of the attribute `name` of `op`.
fn map_of(p: &mut CustomPrinter<'_, '_>, op: Op, name: &str) -> Option<(Attribute, Rc<AffineMap>)> {
    let a = p.op_attribute(op, name)?;
    Some((a, p.affine_map(a)?))
}

/// `(%d0, %d1)[%s0]` of map operands, all of `index` type (MLIR's
/// `parseDimAndSymbolList`): the values and the number of dimensions.
fn parse_dim_and_symbol_list(p: &mut CustomParser<'_, '_, '_>) -> PResult<(Vec<Value>, usize)> {
    let mut infos = p.parse_operand_list(Delimiter::Paren)?;
    let num_dims = infos.len();
    infos.extend(p.parse_operand_list(Delimiter::OptionalSquare)?);
    let index = index_type(p.ctx());
    let values = resolve_all(p, &infos, index)?;
    Ok((values, num_dims))
}

/// `(%d0, %d1)[%s0]`, the brackets only with symbols (MLIR's
/// `printDimAndSymbolList`).
fn print_dim_and_symbol_list(p: &mut CustomPrinter<'_, '_>, operands: &[Value], num_dims: usize) {
    let num_dims = num_dims.min(operands.len());
    p.write("(");
    p.print_operands(&operands[..num_dims]);
    p.write(")");
    if operands.len() > num_dims {
        p.write("[");
        p.print_operands(&operands[num_dims..]);
        p.write("]");
    }
}

/// The values of `operands`, all of type `ty`.
fn resolve_all(
    p: &mut CustomParser<'_, '_, '_>,
    operands: &[UnresolvedOperand],
    ty: Type,
) -> PResult<Vec<Value>> {
    operands.iter().map(|&o| p.resolve_operand(o, ty)).collect()
}

/// `affine.apply`.
struct Apply;

impl OpSyntax for Apply {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let map = parse_attr_of_kind(p, None, is_affine_map)?;
        add_attr(p.ctx(), op, "map", map);
        let (values, num_dims) = parse_dim_and_symbol_list(p)?;
        op.operands.extend(values);
        p.parse_optional_attr_dict(op)?;
        let m = AffineMap::from_attr(p.ctx_ref(), map).unwrap_or_else(|| AffineMap::constant(0));
        if m.num_dims != num_dims || num_dims + m.num_symbols != op.operands.len() {
            return Err(p.emit_error_at(p.op_offset(), "dimension or symbol index mismatch"));
        }
        let index = index_type(p.ctx());
        op.result_types
            .extend(std::iter::repeat_n(index, m.results.len()));
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let Some((a, m)) = map_of(p, op, "map") else {
            return;
        };
        p.write(" ");
        p.print_attribute(a);
        let operands = p.ir().operands(op).to_vec();
        print_dim_and_symbol_list(p, &operands, m.num_dims);
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["map"]);
    }
}

/// `affine.min` and `affine.max`.
struct MinMax;

impl OpSyntax for MinMax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let map = parse_attr_of_kind(p, None, is_affine_map)?;
        add_attr(p.ctx(), op, "map", map);
        let dims = p.parse_operand_list(Delimiter::Paren)?;
        let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
        p.parse_optional_attr_dict(op)?;
        let index = index_type(p.ctx());
        op.operands.extend(resolve_all(p, &dims, index)?);
        op.operands.extend(resolve_all(p, &syms, index)?);
        op.result_types.push(index);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let Some((a, m)) = map_of(p, op, "map") else {
            return;
        };
        p.write(" ");
        p.print_attribute(a);
        let operands = p.ir().operands(op).to_vec();
        let num_dims = m.num_dims.min(operands.len());
        p.write("(");
        p.print_operands(&operands[..num_dims]);
        p.write(")");
        if operands.len() != num_dims {
            p.write("[");
            p.print_operands(&operands[num_dims..]);
            p.write("]");
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["map"]);
    }
}

/// `affine.for`.
struct For;

/// A loop bound (MLIR's `parseBound`): `0`, `%n`, or `max affine_map<...>(...)[...]`;
/// the number of operands it read.
fn parse_bound(p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp, lower: bool) -> PResult<usize> {
    let prefixed = p.parse_optional_keyword(if lower { "max" } else { "min" });
    let name = if lower {
        "lowerBoundMap"
    } else {
        "upperBoundMap"
    };
    let operands = p.parse_operand_list(Delimiter::None)?;
    if let Some(&first) = operands.first() {
        if operands.len() > 1 {
            return Err(p.emit_error_at(p.op_offset(), "expected only one loop bound operand"));
        }
        let index = index_type(p.ctx());
        op.operands.push(p.resolve_operand(first, index)?);
        let map = p.affine_map_attr(&AffineMap::symbol_identity());
        add_attr(p.ctx(), op, name, map);
        return Ok(1);
    }
    let at = p.offset();
    let index = index_type(p.ctx());
    let bound = p.parse_attribute_of_type(index)?;
    if let Some(m) = AffineMap::from_attr(p.ctx_ref(), bound) {
        add_attr(p.ctx(), op, name, bound);
        let (values, num_dims) = parse_dim_and_symbol_list(p)?;
        let n = values.len();
        op.operands.extend(values);
        if m.num_dims != num_dims {
            return Err(p.emit_error_at(
                p.op_offset(),
                "dim operand count and affine map dim count must match",
            ));
        }
        if num_dims + m.num_symbols != n {
            return Err(p.emit_error_at(
                p.op_offset(),
                "symbol operand count and affine map symbol count must match",
            ));
        }
        if m.results.len() > 1 && !prefixed {
            let msg = if lower {
                "lower loop bound affine map with multiple results requires 'max' prefix"
            } else {
                "upper loop bound affine map with multiple results requires 'min' prefix"
            };
            return Err(p.emit_error_at(at, msg));
        }
        return Ok(n);
    }
    if let Some(v) = int_value(p.ctx_ref(), bound) {
        let map = p.affine_map_attr(&AffineMap::constant(v));
        add_attr(p.ctx(), op, name, map);
        return Ok(0);
    }
    Err(p.emit_error_at(
        p.op_offset(),
        "expected valid affine map representation for loop bounds",
    ))
}

/// MLIR's `printBound`: a constant, a single symbol operand, or the map and its
/// operands (after `prefix` when it has several results).
fn print_bound(p: &mut CustomPrinter<'_, '_>, map: Attribute, operands: &[Value], prefix: &str) {
    let Some(m) = p.affine_map(map) else {
        p.print_attribute(map);
        return;
    };
    if let [e] = m.results.as_slice() {
        if m.num_dims == 0 && m.num_symbols == 0 {
            if let Some(c) = e.constant() {
                p.write(&c.to_string());
                return;
            }
        }
        if m.num_dims == 0 && m.num_symbols == 1 && matches!(e, AffineExpr::Symbol(_)) {
            if let Some(&v) = operands.first() {
                p.print_operand(v);
                return;
            }
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    p.print_attribute(map);
    print_dim_and_symbol_list(p, operands, m.num_dims);
}

impl OpSyntax for For {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let index = index_type(p.ctx());
        let mut iv = p.parse_argument(false, false)?;
        iv.ty = Some(index);
        p.expect(TokenKind::Equal)?;
        let num_lb = parse_bound(p, op, true)?;
        if !p.parse_optional_keyword("to") {
            return Err(p.emit_error("expected 'to' between bounds"));
        }
        let num_ub = parse_bound(p, op, false)?;
        let step = if p.parse_optional_keyword("step") {
            let at = p.offset();
            let step =
                parse_attr_of_kind(p, Some(index), |ctx, a| ctx.integer_attr_value(a).is_some())?;
            if int_value(p.ctx_ref(), step).is_none_or(|v| v < 0) {
                return Err(p.emit_error_at(
                    at,
                    "expected step to be representable as a positive signed integer",
                ));
            }
            step
        } else {
            p.ctx().intern_integer_attr(1, index).expect("1 fits index")
        };
        add_attr(p.ctx(), op, "step", step);
        let mut region_args = vec![iv];
        let mut num_inits = 0;
        if p.parse_optional_keyword("iter_args") {
            let (args, inits) = p.parse_assignment_list()?;
            p.expect(TokenKind::Arrow)?;
            op.result_types = p.parse_function_result_types()?;
            num_inits = inits.len();
            for ((mut arg, init), &ty) in args.into_iter().zip(&inits).zip(&op.result_types) {
                arg.ty = Some(ty);
                op.operands.push(p.resolve_operand(*init, ty)?);
                region_args.push(arg);
            }
        }
        set_operand_segments(p.ctx(), op, &[num_lb, num_ub, num_inits]);
        if region_args.len() != op.result_types.len() + 1 {
            return Err(p.emit_error_at(
                p.op_offset(),
                "mismatch between the number of loop-carried values and results",
            ));
        }
        let body = p.parse_region(&region_args)?;
        p.ensure_terminator(body, "affine.yield");
        op.regions.push(body);
        p.parse_optional_attr_dict(op)
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let (Some(lb), Some(ub)) = (
            p.op_attribute(op, "lowerBoundMap"),
            p.op_attribute(op, "upperBoundMap"),
        ) else {
            return;
        };
        let Some(&region) = ir.regions(op).first() else {
            return;
        };
        let Some(body) = ir.region_entry(region) else {
            return;
        };
        let mut num_inputs = |a| p.affine_map(a).map_or(0, |m| m.num_inputs());
        let (n_lb, n_ub) = (num_inputs(lb), num_inputs(ub));
        let operands = ir.operands(op);
        let n_lb = n_lb.min(operands.len());
        let n_ub = n_ub.min(operands.len() - n_lb);
        let (lb_ops, rest) = operands.split_at(n_lb);
        let (ub_ops, inits) = rest.split_at(n_ub);
        p.write(" ");
        if let Some(&iv) = ir.block_arguments(body).first() {
            p.print_operand(iv);
        }
        p.write(" = ");
        print_bound(p, lb, lb_ops, "max");
        p.write(" to ");
        print_bound(p, ub, ub_ops, "min");
        let step = p
            .op_attribute(op, "step")
            .and_then(|a| int_value(p.ctx(), a))
            .unwrap_or(1);
        if step != 1 {
            p.write(&format!(" step {step}"));
        }
        let mut terminators = false;
        if !inits.is_empty() {
            p.write(" iter_args(");
            let args = ir.block_arguments(body).get(1..).unwrap_or(&[]);
            for (i, (&arg, &init)) in args.iter().zip(inits).enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_operand(arg);
                p.write(" = ");
                p.print_operand(init);
            }
            p.write(") -> (");
            p.print_types(ir.result_types(op));
            p.write(")");
            terminators = true;
        }
        p.write(" ");
        p.print_region(region, false, terminators, false);
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(
            &attrs,
            &[
                "lowerBoundMap",
                "upperBoundMap",
                "step",
                "operandSegmentSizes",
            ],
        );
    }
}

/// `affine.if`.
struct If;

impl OpSyntax for If {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let condition = parse_attr_of_kind(p, None, is_integer_set)?;
        add_attr(p.ctx(), op, "condition", condition);
        let (values, num_dims) = parse_dim_and_symbol_list(p)?;
        op.operands.extend(values);
        let set = IntegerSet::from_attr(p.ctx_ref(), condition).unwrap_or(IntegerSet {
            num_dims: 0,
            num_symbols: 0,
            constraints: Vec::new(),
        });
        if set.num_dims != num_dims {
            return Err(p.emit_error_at(
                p.op_offset(),
                "dim operand count and integer set dim count must match",
            ));
        }
        if num_dims + set.num_symbols != op.operands.len() {
            return Err(p.emit_error_at(
                p.op_offset(),
                "symbol operand count and integer set symbol count must match",
            ));
        }
        op.result_types = p.parse_optional_arrow_type_list()?;
        let then_region = p.parse_region(&[])?;
        p.ensure_terminator(then_region, "affine.yield");
        op.regions.push(then_region);
        let else_region = if p.parse_optional_keyword("else") {
            let r = p.parse_region(&[])?;
            p.ensure_terminator(r, "affine.yield");
            r
        } else {
            p.ir().create_region()
        };
        op.regions.push(else_region);
        p.parse_optional_attr_dict(op)
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let Some(condition) = p.op_attribute(op, "condition") else {
            return;
        };
        let num_dims = p.integer_set(condition).map_or(0, |s| s.num_dims);
        p.write(" ");
        p.print_attribute(condition);
        print_dim_and_symbol_list(p, ir.operands(op), num_dims);
        let results: Vec<Type> = ir.result_types(op).collect();
        p.print_optional_arrow_type_list(&results);
        let terminators = !results.is_empty();
        let regions = ir.regions(op);
        if let Some(&then_region) = regions.first() {
            p.write(" ");
            p.print_region(then_region, false, terminators, false);
        }
        if let Some(&else_region) = regions.get(1) {
            if !ir.region_blocks(else_region).is_empty() {
                p.write(" else ");
                p.print_region(else_region, false, terminators, false);
            }
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["condition"]);
    }
}

/// `%memref[map of SSA ids]`: the memref operand, then the map (as `attr`).
fn parse_memref_and_map(
    p: &mut CustomParser<'_, '_, '_>,
    op: &mut ParsedOp,
    attr: &str,
) -> PResult<(UnresolvedOperand, Vec<UnresolvedOperand>)> {
    let memref = p.parse_operand()?;
    let (indices, map) = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    add_attr(p.ctx(), op, attr, map);
    Ok((memref, indices))
}

/// `%memref[...]` with the map of the attribute `attr` over `indices`.
fn print_memref_and_map(
    p: &mut CustomPrinter<'_, '_>,
    op: Op,
    memref: Value,
    indices: &[Value],
    attr: &str,
) {
    p.print_operand(memref);
    p.write("[");
    if let Some(map) = p.op_attribute(op, attr) {
        p.print_affine_map_of_ssa_ids(map, indices);
    }
    p.write("]");
}

/// `affine.load` and `affine.vector_load`.
struct Load {
    vector: bool,
}

impl OpSyntax for Load {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let (memref, indices) = parse_memref_and_map(p, op, "map")?;
        p.parse_optional_attr_dict(op)?;
        let memref_type = parse_colon_type_of_kind(p, is_memref)?;
        let result = if self.vector {
            p.expect(TokenKind::Comma)?;
            Some(parse_type_of_kind(p, is_vector)?)
        } else {
            None
        };
        op.operands.push(p.resolve_operand(memref, memref_type)?);
        let index = index_type(p.ctx());
        op.operands.extend(resolve_all(p, &indices, index)?);
        let result = match result {
            Some(t) => t,
            None => super::support::element_type(p.ctx_ref(), memref_type).unwrap_or(memref_type),
        };
        op.result_types.push(result);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let Some((&memref, indices)) = ir.operands(op).split_first() else {
            return;
        };
        p.write(" ");
        print_memref_and_map(p, op, memref, indices, "map");
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["map"]);
        p.write(" : ");
        p.print_type(ir.value_type(memref));
        if self.vector {
            if let Some(t) = ir.result_types(op).next() {
                p.write(", ");
                p.print_type(t);
            }
        }
    }
}

/// `affine.store` and `affine.vector_store`.
struct Store {
    vector: bool,
}

impl OpSyntax for Store {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let value = p.parse_operand()?;
        p.expect(TokenKind::Comma)?;
        let (memref, indices) = parse_memref_and_map(p, op, "map")?;
        p.parse_optional_attr_dict(op)?;
        let memref_type = parse_colon_type_of_kind(p, is_memref)?;
        let value_type = if self.vector {
            p.expect(TokenKind::Comma)?;
            parse_type_of_kind(p, is_vector)?
        } else {
            super::support::element_type(p.ctx_ref(), memref_type).unwrap_or(memref_type)
        };
        op.operands.push(p.resolve_operand(value, value_type)?);
        op.operands.push(p.resolve_operand(memref, memref_type)?);
        let index = index_type(p.ctx());
        op.operands.extend(resolve_all(p, &indices, index)?);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let [value, memref, indices @ ..] = ir.operands(op) else {
            return;
        };
        p.write(" ");
        p.print_operand(*value);
        p.write(", ");
        print_memref_and_map(p, op, *memref, indices, "map");
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["map"]);
        p.write(" : ");
        p.print_type(ir.value_type(*memref));
        if self.vector {
            p.write(", ");
            p.print_type(ir.value_type(*value));
        }
    }
}

/// `affine.prefetch`.
struct Prefetch;

impl OpSyntax for Prefetch {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let (memref, indices) = parse_memref_and_map(p, op, "map")?;
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
        p.parse_optional_attr_dict(op)?;
        let memref_type = parse_colon_type_of_kind(p, is_memref)?;
        op.operands.push(p.resolve_operand(memref, memref_type)?);
        let index = index_type(p.ctx());
        op.operands.extend(resolve_all(p, &indices, index)?);
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
        print_memref_and_map(p, op, memref, indices, "map");
        p.write(if is_write { ", write" } else { ", read" });
        p.write(&format!(", locality<{hint}>, "));
        p.write(if is_data { "data" } else { "instr" });
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(&attrs, &["map", "localityHint", "isDataCache", "isWrite"]);
        p.write(" : ");
        p.print_type(ir.value_type(memref));
    }
}

/// `affine.parallel`.
struct Parallel;

/// The `arith.atomic_rmw` kinds (MLIR 19's `AtomicRMWKind`), by value.
const ATOMIC_RMW_KINDS: &[&str] = &[
    "addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu", "mulf",
    "muli", "ori", "andi", "maxnumf", "minnumf",
];

/// The values of `operands` with each distinct value once (MLIR's
/// `deduplicateAndResolveOperands`): the unique values and, per operand, the
/// dimension (or symbol) it became.
fn dedup_operands(
    p: &mut CustomParser<'_, '_, '_>,
    lists: &[Vec<UnresolvedOperand>],
    symbol: bool,
) -> PResult<(Vec<Value>, Vec<AffineExpr>)> {
    let index = index_type(p.ctx());
    let (mut unique, mut replacements) = (Vec::new(), Vec::new());
    for list in lists {
        for v in resolve_all(p, list, index)? {
            let pos = match unique.iter().position(|&u| u == v) {
                Some(i) => i,
                None => {
                    unique.push(v);
                    unique.len() - 1
                }
            };
            replacements.push(if symbol {
                AffineExpr::Symbol(pos)
            } else {
                AffineExpr::Dim(pos)
            });
        }
    }
    Ok((unique, replacements))
}

/// A bound of `affine.parallel` (MLIR's `parseAffineMapWithMinMax`): `(e1, max(e2,
/// e3))`, stored as one flat map and the size of each group; operands deduplicated.
fn parse_parallel_bound(
    p: &mut CustomParser<'_, '_, '_>,
    op: &mut ParsedOp,
    lower: bool,
) -> PResult<()> {
    let (map_name, groups_name, keyword) = if lower {
        ("lowerBoundsMap", "lowerBoundsGroups", "max")
    } else {
        ("upperBoundsMap", "upperBoundsGroups", "min")
    };
    p.expect(TokenKind::LParen)?;
    if p.eat(TokenKind::RParen) {
        let map = p.affine_map_attr(&AffineMap::new(0, 0, Vec::new()));
        add_attr(p.ctx(), op, map_name, map);
        let groups = i32_tensor(p.ctx(), &[]);
        add_attr(p.ctx(), op, groups_name, groups);
        return Ok(());
    }
    let mut exprs: Vec<AffineExpr> = Vec::new();
    let mut flat_dims: Vec<Vec<UnresolvedOperand>> = Vec::new();
    let mut flat_syms: Vec<Vec<UnresolvedOperand>> = Vec::new();
    let mut groups: Vec<i64> = Vec::new();
    p.parse_comma_list(Delimiter::None, |p| {
        if p.parse_optional_keyword(keyword) {
            let (operands, map) = p.parse_affine_map_of_ssa_ids(Delimiter::Paren)?;
            let m = AffineMap::from_attr(p.ctx_ref(), map).unwrap_or(AffineMap::new(0, 0, vec![]));
            let (dims, syms) = operands.split_at(m.num_dims.min(operands.len()));
            for e in &m.results {
                exprs.push(e.clone());
                flat_dims.push(dims.to_vec());
                flat_syms.push(syms.to_vec());
            }
            groups.push(m.results.len() as i64);
        } else {
            let (dims, syms, e) = p.parse_affine_expr_of_ssa_ids()?;
            exprs.push(e);
            flat_dims.push(dims);
            flat_syms.push(syms);
            groups.push(1);
        }
        Ok(true)
    })?;
    p.expect(TokenKind::RParen)?;
    let (mut total_dims, mut total_syms) = (0, 0);
    for (i, e) in exprs.iter_mut().enumerate() {
        let (nd, ns) = (flat_dims[i].len(), flat_syms[i].len());
        *e = e.shift_dims(nd, total_dims).shift_symbols(ns, total_syms);
        total_dims += nd;
        total_syms += ns;
    }
    let (dim_values, dim_repl) = dedup_operands(p, &flat_dims, false)?;
    let (sym_values, sym_repl) = dedup_operands(p, &flat_syms, true)?;
    let results = exprs
        .iter()
        .map(|e| e.replace_dims_and_symbols(&dim_repl, &sym_repl))
        .collect();
    let map = AffineMap::new(dim_values.len(), sym_values.len(), results);
    op.operands.extend(dim_values);
    op.operands.extend(sym_values);
    let map = p.affine_map_attr(&map);
    add_attr(p.ctx(), op, map_name, map);
    let groups = i32_tensor(p.ctx(), &groups);
    add_attr(p.ctx(), op, groups_name, groups);
    Ok(())
}

/// MLIR's `printMinMaxBound`: each group's expression, or `keyword(...)` of a group
/// of several.
fn print_parallel_bound(
    p: &mut CustomPrinter<'_, '_>,
    map: &AffineMap,
    groups: &[i128],
    operands: &[Value],
    keyword: &str,
) {
    let (dims, syms) = operands.split_at(map.num_dims.min(operands.len()));
    let mut start = 0;
    for &size in groups {
        let size = size.max(0) as usize;
        if start != 0 {
            p.write(", ");
        }
        if start + size > map.results.len() {
            break;
        }
        if size == 1 {
            p.print_affine_expr_of_ssa_ids(&map.results[start], dims, syms);
        } else {
            p.write(keyword);
            p.write("(");
            // MLIR prints the slice map of SSA ids: its results over the same operands.
            for (i, e) in map.slice(start, size).results.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_affine_expr_of_ssa_ids(e, dims, syms);
            }
            p.write(")");
        }
        start += size;
    }
}

impl OpSyntax for Parallel {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let mut ivs: Vec<Argument> = p.parse_argument_list(Delimiter::Paren, false, false)?;
        p.expect(TokenKind::Equal)?;
        parse_parallel_bound(p, op, true)?;
        p.parse_keyword("to")?;
        parse_parallel_bound(p, op, false)?;
        let steps: Vec<i64> = if p.parse_optional_keyword("step") {
            let (_, map) = p.parse_affine_map_of_ssa_ids(Delimiter::Paren)?;
            let m = AffineMap::from_attr(p.ctx_ref(), map).unwrap_or(AffineMap::new(0, 0, vec![]));
            let mut steps = Vec::new();
            for e in &m.results {
                match e.constant() {
                    Some(c) => steps.push(c),
                    None => {
                        return Err(
                            p.emit_error_at(p.op_offset(), "steps must be constant integers")
                        )
                    }
                }
            }
            steps
        } else {
            vec![1; ivs.len()]
        };
        let steps = i64_array_attr(p.ctx(), &steps);
        add_attr(p.ctx(), op, "steps", steps);
        let mut reductions = Vec::new();
        if p.parse_optional_keyword("reduce") {
            p.expect(TokenKind::LParen)?;
            p.parse_comma_list(Delimiter::None, |p| {
                let at = p.offset();
                let none = p.ctx().intern_none_type();
                let a =
                    parse_attr_of_kind(p, Some(none), |ctx, a| ctx.string_attr_value(a).is_some())?;
                let s = p
                    .ctx_ref()
                    .string_attr_value(a)
                    .unwrap_or_default()
                    .to_string();
                let Some(kind) = ATOMIC_RMW_KINDS.iter().position(|&k| k == s) else {
                    let text = p.ctx_ref().attr_to_string(a);
                    return Err(p.emit_error_at(at, format!("invalid reduction value: {text}")));
                };
                reductions.push(kind as i64);
                Ok(true)
            })?;
            p.expect(TokenKind::RParen)?;
        }
        let reductions = i64_array_attr(p.ctx(), &reductions);
        add_attr(p.ctx(), op, "reductions", reductions);
        op.result_types = p.parse_optional_arrow_type_list()?;
        let index = index_type(p.ctx());
        for iv in &mut ivs {
            iv.ty = Some(index);
        }
        let body = p.parse_region(&ivs)?;
        op.regions.push(body);
        p.parse_optional_attr_dict(op)?;
        p.ensure_terminator(body, "affine.yield");
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let ctx = p.ctx();
        let mut get_map = |name| p.op_attribute(op, name).and_then(|a| p.affine_map(a));
        let (lb, ub) = (get_map("lowerBoundsMap"), get_map("upperBoundsMap"));
        let get_groups = |name| {
            p.op_attribute(op, name)
                .and_then(|a| dense_int_elements(ctx, a))
        };
        let (Some(lb), Some(ub), Some(lb_groups), Some(ub_groups)) = (
            lb,
            ub,
            get_groups("lowerBoundsGroups"),
            get_groups("upperBoundsGroups"),
        ) else {
            return;
        };
        let Some(&region) = ir.regions(op).first() else {
            return;
        };
        let operands = ir.operands(op);
        let (lb_ops, ub_ops) = operands.split_at(lb.num_inputs().min(operands.len()));
        p.write(" (");
        if let Some(body) = ir.region_entry(region) {
            p.print_operands(ir.block_arguments(body));
        }
        p.write(") = (");
        print_parallel_bound(p, &lb, &lb_groups, lb_ops, "max");
        p.write(") to (");
        print_parallel_bound(p, &ub, &ub_groups, ub_ops, "min");
        p.write(")");
        let steps = p
            .op_attribute(op, "steps")
            .and_then(|a| int_array_values(ctx, a))
            .unwrap_or_default();
        if !steps.iter().all(|&s| s == 1) {
            let list: Vec<String> = steps.iter().map(i64::to_string).collect();
            p.write(&format!(" step ({})", list.join(", ")));
        }
        let results: Vec<Type> = ir.result_types(op).collect();
        if !results.is_empty() {
            let kinds = p
                .op_attribute(op, "reductions")
                .and_then(|a| int_array_values(ctx, a))
                .unwrap_or_default();
            let names: Vec<String> = kinds
                .iter()
                .map(|&k| {
                    let name = usize::try_from(k)
                        .ok()
                        .and_then(|k| ATOMIC_RMW_KINDS.get(k))
                        .unwrap_or(&"");
                    format!("\"{name}\"")
                })
                .collect();
            p.write(&format!(" reduce ({}) -> (", names.join(", ")));
            p.print_types(results);
            p.write(")");
        }
        p.write(" ");
        p.print_region(region, false, ir.num_results(op) > 0, false);
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict(
            &attrs,
            &[
                "reductions",
                "lowerBoundsMap",
                "lowerBoundsGroups",
                "upperBoundsMap",
                "upperBoundsGroups",
                "steps",
            ],
        );
    }
}

/// `affine.dma_start` (not an ODS op: its maps are discardable attributes).
struct DmaStart;

impl OpSyntax for DmaStart {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let (src, src_idx) = parse_memref_and_map(p, op, "src_map")?;
        p.expect(TokenKind::Comma)?;
        let (dst, dst_idx) = parse_memref_and_map(p, op, "dst_map")?;
        p.expect(TokenKind::Comma)?;
        let (tag, tag_idx) = parse_memref_and_map(p, op, "tag_map")?;
        p.expect(TokenKind::Comma)?;
        let num_elements = p.parse_operand()?;
        let stride = p.parse_trailing_operand_list()?;
        if !stride.is_empty() && stride.len() != 2 {
            return Err(p.emit_error_at(p.op_offset(), "expected two stride related operands"));
        }
        let types = p.parse_colon_type_list()?;
        let [src_t, dst_t, tag_t] = types[..] else {
            return Err(p.emit_error_at(p.op_offset(), "expected three types"));
        };
        let index = index_type(p.ctx());
        for (memref, ty, indices) in [
            (src, src_t, &src_idx),
            (dst, dst_t, &dst_idx),
            (tag, tag_t, &tag_idx),
        ] {
            op.operands.push(p.resolve_operand(memref, ty)?);
            op.operands.extend(resolve_all(p, indices, index)?);
        }
        op.operands.push(p.resolve_operand(num_elements, index)?);
        op.operands.extend(resolve_all(p, &stride, index)?);
        let inputs = |name| {
            attr_of(p.ctx_ref(), op, name)
                .and_then(|a| AffineMap::from_attr(p.ctx_ref(), a))
                .map_or(0, |m| m.num_inputs())
        };
        if src_idx.len() != inputs("src_map")
            || dst_idx.len() != inputs("dst_map")
            || tag_idx.len() != inputs("tag_map")
        {
            return Err(p.emit_error_at(
                p.op_offset(),
                "memref operand count not equal to map.numInputs",
            ));
        }
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let operands = ir.operands(op);
        let names = ["src_map", "dst_map", "tag_map"];
        let inputs = names.map(|name| {
            p.op_attribute(op, name)
                .and_then(|a| p.affine_map(a))
                .map_or(0, |m| m.num_inputs())
        });
        let mut at = 0;
        let mut types = Vec::new();
        p.write(" ");
        for (i, (name, n)) in names.into_iter().zip(inputs).enumerate() {
            if at + 1 + n > operands.len() {
                return;
            }
            if i > 0 {
                p.write(", ");
            }
            let memref = operands[at];
            types.push(ir.value_type(memref));
            print_memref_and_map(p, op, memref, &operands[at + 1..at + 1 + n], name);
            at += 1 + n;
        }
        for &v in &operands[at..] {
            p.write(", ");
            p.print_operand(v);
        }
        p.write(" : ");
        p.print_types(types);
    }
}

/// `affine.dma_wait` (not an ODS op).
struct DmaWait;

impl OpSyntax for DmaWait {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        let (tag, tag_idx) = parse_memref_and_map(p, op, "tag_map")?;
        p.expect(TokenKind::Comma)?;
        let num_elements = p.parse_operand()?;
        let ty = p.parse_colon_type()?;
        op.operands.push(p.resolve_operand(tag, ty)?);
        let index = index_type(p.ctx());
        op.operands.extend(resolve_all(p, &tag_idx, index)?);
        op.operands.push(p.resolve_operand(num_elements, index)?);
        if !is_memref(p.ctx_ref().type_kind(ty)) {
            return Err(p.emit_error_at(p.op_offset(), "expected tag to be of memref type"));
        }
        let inputs = attr_of(p.ctx_ref(), op, "tag_map")
            .and_then(|a| AffineMap::from_attr(p.ctx_ref(), a))
            .map_or(0, |m| m.num_inputs());
        if tag_idx.len() != inputs {
            return Err(p.emit_error_at(
                p.op_offset(),
                "tag memref operand count != to map.numInputs",
            ));
        }
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let ir = p.ir();
        let [tag, rest @ .., num_elements] = ir.operands(op) else {
            return;
        };
        p.write(" ");
        print_memref_and_map(p, op, *tag, rest, "tag_map");
        p.write(", ");
        p.print_operand(*num_elements);
        p.write(" : ");
        p.print_type(ir.value_type(*tag));
    }
}
