//! Declarative assembly formats: ODS `assemblyFormat` text read into a
//! [`FormatProgram`] once per op ([`FormatProgram::parse`], which checks it as
//! `mlir-tblgen` does), then interpreted both ways (`interp`: the op's
//! [`OpSyntax`]).

mod interp;

pub(crate) use interp::Reading;
mod model;
mod parse;
mod types;

pub use model::*;
pub use parse::FormatError;

use super::OpSyntax;
use crate::dialect::OpDefinition;
use std::sync::Arc;

/// The syntax of the op `def` from its format `text`, read once (when the op is
/// registered in `ctx`, for which it is prepared). `Err`: the format does not fit the
/// definition (mlir-tblgen's error). `Ok(None)`: a format the interpreter cannot run
/// yet; the op then keeps the generic form.
pub(crate) fn compile(
    text: &str,
    def: &OpDefinition,
    ctx: &mut crate::Context,
) -> Result<Option<Arc<dyn OpSyntax>>, FormatError> {
    let program = FormatProgram::parse(text, def)?;
    Ok(interp::DeclarativeSyntax::new(program, def).ok().map(|s| {
        s.prepare(ctx);
        Arc::new(s) as Arc<dyn OpSyntax>
    }))
}
