//! The `func` dialect's C++ parts in MLIR 19:
//!
//! - `func.func`'s syntax (`hasCustomAssemblyFormat`: `FuncOp::parse` / `print`, which
//!   call `function_interface_impl::parseFunctionOp` / `printFunctionOp`);
//! - `func.func`'s default dialect, `func` (`getDefaultDialect`: `return` for
//!   `func.return` in its body);
//! - `func.constant`'s result name, `%f` (`getAsmResultNames`).
//!
//! `func.call`, `func.call_indirect`, `func.constant` and `func.return` have
//! declarative formats (the format engine's). No func op names block arguments or
//! blocks (`getAsmBlockArgumentNames`, `getAsmBlockNames`).
//!
//! `func.func`:
//!
//! ```text
//! func.func [visibility] @name(%arg0: i32 {arg attrs}, ...) -> (i32 {res attrs}, f32)
//!     [attributes {...}] [{ body }]
//! ```
//!
//! The inherent attributes are properties: `sym_name` (a string), `function_type` (a
//! type attribute of a function type), `sym_visibility` (a string, when written),
//! `arg_attrs` / `res_attrs` (arrays of dictionaries, one per argument / result,
//! present when some dictionary is not empty). An external function (no body) writes
//! its arguments as types only; a body's entry block takes its arguments from the
//! signature's names, and the region is printed without the entry block's header.

use super::support::op_attr;
use crate::asm::custom::{Argument, CustomParser, CustomPrinter, Delimiter, OpSyntax, ParsedOp};
use crate::asm::lexer::TokenKind;
use crate::asm::parser::PResult;
use crate::attributes::{AttrKind, Attribute};
use crate::ir::Op;
use crate::types::Type;
use crate::Context;
use std::sync::Arc;

/// Installs the func dialect's hooks.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_op_syntax("func.func", Arc::new(FuncSyntax));
    ctx.register_default_dialect("func.func", "func");
    ctx.register_result_names("func.constant", |ctx, ir, op, set| {
        if super::support::is_registered(ctx, ir, op) && ir.num_results(op) > 0 {
            set(ir.result(op, 0), "f");
        }
    });
}

/// The attributes `func.func` writes in its own syntax, never in `attributes {...}`.
const ELIDED: &[&str] = &[
    "sym_name",
    "sym_visibility",
    "function_type",
    "arg_attrs",
    "res_attrs",
];

/// One argument of a signature: named (`%a: i32 {attrs}`) or a type alone.
struct SigArg {
    named: Option<Argument>,
    ty: Type,
    attrs: Option<Attribute>,
}

/// `func.func`.
struct FuncSyntax;

impl OpSyntax for FuncSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        // Visibility: MLIR's `parseOptionalVisibilityKeyword`.
        if let Some(vis) = ["public", "private", "nested"]
            .into_iter()
            .find(|kw| p.peek_keyword(kw))
        {
            p.parse_keyword(vis)?;
            let key = p.ctx().intern_ident("sym_visibility");
            let value = p.string_attr(vis.into());
            op.attributes.push((key, value));
        }
        let name = p.parse_symbol_name()?;
        let key = p.ctx().intern_ident("sym_name");
        let value = p.string_attr(name);
        op.attributes.push((key, value));

        // The signature.
        let args = parse_arguments(p)?;
        let mut results: Vec<(Type, Option<Attribute>)> = Vec::new();
        if p.eat(TokenKind::Arrow) {
            results = parse_result_list(p)?;
        }
        let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
        let outputs: Vec<Type> = results.iter().map(|r| r.0).collect();
        let ctx = p.ctx();
        let fn_ty = ctx.intern_function_type(inputs, outputs);
        let fn_ty = ctx.intern_type_attr(fn_ty);
        let key = ctx.intern_ident("function_type");
        op.attributes.push((key, fn_ty));

        // `attributes {...}`, without the attributes the syntax gives.
        let dict_at = p.offset();
        let mut explicit = ParsedOp::new(op.name);
        p.parse_optional_attr_dict_with_keyword(&mut explicit)?;
        for disallowed in ["sym_visibility", "sym_name", "function_type"] {
            let Some(id) = p.ctx_ref().lookup_ident(disallowed) else {
                continue;
            };
            if explicit.attribute(id).is_some() {
                return Err(p.emit_error_at(
                    dict_at,
                    format!(
                        "'{disallowed}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                    ),
                ));
            }
        }
        op.attributes.extend(explicit.attributes);

        // Argument and result attributes, when some are not empty.
        let arg_attrs: Vec<Option<Attribute>> = args.iter().map(|a| a.attrs).collect();
        add_attr_array(p, op, "arg_attrs", &arg_attrs);
        let res_attrs: Vec<Option<Attribute>> = results.iter().map(|r| r.1).collect();
        add_attr_array(p, op, "res_attrs", &res_attrs);

        // The body, if any: its entry block has the named arguments.
        let body_at = p.offset();
        let region = if p.peek() == TokenKind::LBrace {
            let named: Vec<Argument> = args.iter().filter_map(|a| a.named).collect();
            let named = if named.len() == args.len() {
                named
            } else {
                // A signature of types only: MLIR defines no entry arguments.
                Vec::new()
            };
            let region = p.parse_region(&named)?;
            if p.ir().region_blocks(region).is_empty() {
                return Err(p.emit_error_at(body_at, "expected non-empty function body"));
            }
            region
        } else {
            p.ir().create_region()
        };
        op.regions.push(region);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        let (ctx, ir) = (p.ctx(), p.ir());
        p.write(" ");
        if let Some(vis) = op_attr(ctx, ir, op, "sym_visibility") {
            if let AttrKind::String { value, .. } = ctx.attr_kind(vis) {
                p.write(&String::from_utf8_lossy(value.as_bytes()));
                p.write(" ");
            }
        }
        let name = op_attr(ctx, ir, op, "sym_name")
            .and_then(|a| ctx.string_attr_value(a))
            .unwrap_or("");
        p.print_symbol_name(name);

        let fn_ty = op_attr(ctx, ir, op, "function_type").and_then(|a| ctx.type_attr_value(a));
        let inputs = fn_ty
            .and_then(|t| ctx.function_type_inputs(t))
            .unwrap_or(&[]);
        let results = fn_ty
            .and_then(|t| ctx.function_type_results(t))
            .unwrap_or(&[]);
        let arg_attrs = op_attr(ctx, ir, op, "arg_attrs").and_then(|a| ctx.array_attr_items(a));
        let res_attrs = op_attr(ctx, ir, op, "res_attrs").and_then(|a| ctx.array_attr_items(a));
        let body = ir.regions(op).first().copied();
        let entry = body.and_then(|r| ir.region_blocks(r).first().copied());

        // `function_interface_impl::printFunctionSignature`.
        p.write("(");
        for (i, &ty) in inputs.iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            let attrs = arg_attrs.and_then(|a| a.get(i).copied());
            match entry.and_then(|b| ir.block_arguments(b).get(i).copied()) {
                Some(arg) => p.print_region_argument(arg, attrs),
                None => {
                    p.print_type(ty);
                    print_dict(p, attrs);
                }
            }
        }
        p.write(")");
        if !results.is_empty() {
            p.write(" -> ");
            let first_has_attrs = res_attrs
                .and_then(|a| a.first())
                .is_some_and(|&d| !ctx.dictionary_entries(d).is_empty());
            let parens = results.len() > 1
                || ctx.function_type_inputs(results[0]).is_some()
                || first_has_attrs;
            if parens {
                p.write("(");
            }
            for (i, &ty) in results.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_type(ty);
                print_dict(p, res_attrs.and_then(|a| a.get(i).copied()));
            }
            if parens {
                p.write(")");
            }
        }

        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict_with_keyword(&attrs, ELIDED);
        if let (Some(region), Some(_)) = (body, entry) {
            p.write(" ");
            p.print_region(region, false, true, false);
        }
    }
}

/// ` {a, b}` for a non-empty dictionary.
fn print_dict(p: &mut CustomPrinter<'_, '_>, dict: Option<Attribute>) {
    if let Some(d) = dict {
        let entries = p.ctx().dictionary_entries(d).to_vec();
        p.print_optional_attr_dict(&entries, &[]);
    }
}

/// The argument list `(%a: i32 {attrs}, ...)` or `(i32 {attrs}, ...)` (MLIR's
/// `parseFunctionArgumentList`): all named or none.
fn parse_arguments(p: &mut CustomParser<'_, '_, '_>) -> PResult<Vec<SigArg>> {
    let mut args: Vec<SigArg> = Vec::new();
    p.parse_comma_list(Delimiter::Paren, |p| {
        if p.peek() == TokenKind::PercentIdent {
            let at = p.offset();
            let arg = p.parse_argument(true, true)?;
            if args.last().is_some_and(|a| a.named.is_none()) {
                return Err(p.emit_error_at(at, "expected type instead of SSA identifier"));
            }
            args.push(SigArg {
                ty: arg
                    .ty
                    .unwrap_or_else(|| unreachable!("parsed with its type")),
                attrs: arg.attrs,
                named: Some(arg),
            });
        } else {
            if args.last().is_some_and(|a| a.named.is_some()) {
                return Err(p.emit_error("expected SSA identifier"));
            }
            let ty = p.parse_type()?;
            let attrs = parse_optional_dict(p)?;
            p.parse_optional_location()?;
            args.push(SigArg {
                named: None,
                ty,
                attrs,
            });
        }
        Ok(true)
    })?;
    Ok(args)
}

/// An attribute dictionary `{...}`, if one is next.
fn parse_optional_dict(p: &mut CustomParser<'_, '_, '_>) -> PResult<Option<Attribute>> {
    let mut holder = ParsedOp::new(p.op_name());
    if p.peek() != TokenKind::LBrace {
        return Ok(None);
    }
    p.parse_optional_attr_dict(&mut holder)?;
    Ok(Some(p.ctx().intern_dictionary(holder.attributes)))
}

/// The results after `->` (MLIR's `parseFunctionResultList`): one type, or a
/// parenthesized list of types each with an optional dictionary.
fn parse_result_list(p: &mut CustomParser<'_, '_, '_>) -> PResult<Vec<(Type, Option<Attribute>)>> {
    if !p.eat(TokenKind::LParen) {
        return Ok(vec![(p.parse_type()?, None)]);
    }
    let mut out = Vec::new();
    if p.eat(TokenKind::RParen) {
        return Ok(out);
    }
    loop {
        let ty = p.parse_type()?;
        let attrs = parse_optional_dict(p)?;
        out.push((ty, attrs));
        if !p.eat(TokenKind::Comma) {
            break;
        }
    }
    p.expect(TokenKind::RParen)?;
    Ok(out)
}

/// Adds `name` = `[dict, ...]` (empty dictionaries for the absent ones) when some
/// dictionary is not empty (MLIR's `addArgAndResultAttrs`).
fn add_attr_array(
    p: &mut CustomParser<'_, '_, '_>,
    op: &mut ParsedOp,
    name: &str,
    dicts: &[Option<Attribute>],
) {
    let ctx = p.ctx();
    let non_empty = dicts
        .iter()
        .any(|d| d.is_some_and(|d| !ctx.dictionary_entries(d).is_empty()));
    if !non_empty {
        return;
    }
    let items: Vec<Attribute> = dicts
        .iter()
        .map(|d| d.unwrap_or_else(|| ctx.intern_dictionary(Vec::new())))
        .collect();
    let array = ctx.intern_array_attr(items);
    let key = ctx.intern_ident(name);
    op.attributes.push((key, array));
}
