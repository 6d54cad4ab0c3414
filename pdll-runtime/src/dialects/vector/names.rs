//! The `vector` dialect's C++ parts in MLIR 19 that are not syntax: the names its ops
//! give their results (`getAsmResultNames`): `vector.vscale` (`%vscale`),
//! `vector.deinterleave` (`%res1, %res2`), `vector.scan` (`%dest,
//! %accumulated_value`). The vector ops with C++ syntax are not here yet; none has a
//! default dialect or names block arguments or blocks.

use crate::dialects::support::is_registered;
use crate::Context;

/// Installs the vector dialect's hooks.
pub(crate) fn register(ctx: &mut Context) {
    crate::dialects::register_single_names(ctx, &[("vector.vscale", "vscale")]);
    for (name, first, second) in [
        ("vector.deinterleave", "res1", "res2"),
        ("vector.scan", "dest", "accumulated_value"),
    ] {
        ctx.register_result_names(name, move |ctx, ir, op, set| {
            if is_registered(ctx, ir, op) && ir.num_results(op) == 2 {
                set(ir.result(op, 0), first);
                set(ir.result(op, 1), second);
            }
        });
    }
}
