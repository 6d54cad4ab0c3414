//! The custom syntax of `builtin.module`, which every context knows (as MLIR's
//! builtin dialect is always loaded): `module @name attributes {...} { ... }`.

use super::{CustomParser, CustomPrinter, OpSyntax, ParsedOp};
use crate::asm::parser::PResult;
use crate::attributes::AttrKind;
use crate::ir::Op;
use std::sync::Arc;

/// `builtin.module`: ODS format `($sym_name^)? attr-dict-with-keyword $bodyRegion`.
struct ModuleSyntax;

impl OpSyntax for ModuleSyntax {
    fn parse(&self, p: &mut CustomParser<'_, '_, '_>, op: &mut ParsedOp) -> PResult<()> {
        if let Some(name) = p.parse_optional_symbol_name()? {
            let key = p.ctx().intern_ident("sym_name");
            let value = p.string_attr(name);
            op.properties.push((key, value));
        }
        p.parse_optional_attr_dict_with_keyword(op)?;
        let region = p.parse_region(&[])?;
        if p.ir().region_blocks(region).is_empty() {
            // MLIR gives a module body one (empty) block.
            let ir = p.ir();
            let b = ir.create_block(&[]);
            ir.append_block(region, b);
        }
        op.regions.push(region);
        Ok(())
    }

    fn print(&self, p: &mut CustomPrinter<'_, '_>, op: Op) {
        if let Some(name) = p.op_attribute(op, "sym_name") {
            if let AttrKind::String { value, .. } = p.ctx().attr_kind(name) {
                p.write(" ");
                match value.as_str() {
                    Some(s) => p.print_symbol_name(s),
                    None => p.print_attribute(name),
                }
            }
        }
        let attrs = p.op_attributes(op);
        p.print_optional_attr_dict_with_keyword(&attrs, &["sym_name"]);
        p.write(" ");
        if let Some(&r) = p.ir().regions(op).first() {
            p.print_region(r, true, true, false);
        }
    }
}

/// Registers what every context knows: `builtin.module`'s syntax and default dialect.
pub(crate) fn register(ctx: &mut crate::Context) {
    ctx.register_op_syntax("builtin.module", Arc::new(ModuleSyntax));
    ctx.register_default_dialect("builtin.module", "builtin");
}
