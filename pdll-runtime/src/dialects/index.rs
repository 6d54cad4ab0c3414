//! The `index` dialect's C++ parts in MLIR 19 that are not syntax: the names its ops
//! give their results (`getAsmResultNames`): `index.constant` (`%idx42`, `%idx-3`)
//! and `index.bool.constant` (`%true`, `%false`). Every index op has a declarative
//! format; none has a default dialect or names block arguments or blocks.

use super::support::{is_registered, op_attr};
use crate::attributes::AttrKind;
use crate::Context;

/// Installs the index dialect's hooks.
pub(crate) fn register(ctx: &mut Context) {
    ctx.register_result_names("index.constant", |ctx, ir, op, set| {
        if !is_registered(ctx, ir, op) || ir.num_results(op) == 0 {
            return;
        }
        if let Some(AttrKind::Integer { value, .. }) =
            op_attr(ctx, ir, op, "value").map(|a| ctx.attr_kind(a))
        {
            set(ir.result(op, 0), &format!("idx{value}"));
        }
    });
    ctx.register_result_names("index.bool.constant", |ctx, ir, op, set| {
        if !is_registered(ctx, ir, op) || ir.num_results(op) == 0 {
            return;
        }
        let value = match op_attr(ctx, ir, op, "value").map(|a| ctx.attr_kind(a)) {
            Some(AttrKind::Bool(b)) => *b,
            Some(AttrKind::Integer { value, .. }) => !value.is_zero(),
            _ => return,
        };
        set(ir.result(op, 0), if value { "true" } else { "false" });
    });
}
