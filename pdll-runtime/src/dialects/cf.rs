//! The `cf` dialect's C++ knowledge: its branch ops' `BranchOpInterface`
//! (`getSuccessorOperands`), which region simplification reads to drop and merge
//! block arguments. In MLIR 19, `cf.br` forwards `destOperands` to its successor,
//! `cf.cond_br` `trueDestOperands` and `falseDestOperands` to its two, and
//! `cf.switch` `defaultOperands` to the default destination and the sub-groups of
//! `caseOperands` (a `VariadicOfVariadic` sized by `case_operand_segments`) to the
//! case destinations. Their syntax is declarative (the format engine's job).

use crate::dialect::OperandGroupBranch;
use crate::Context;
use std::borrow::Cow;
use std::sync::Arc;

const BR: &[Cow<'static, str>] = &[Cow::Borrowed("destOperands")];
const COND_BR: &[Cow<'static, str>] = &[
    Cow::Borrowed("trueDestOperands"),
    Cow::Borrowed("falseDestOperands"),
];
const SWITCH: &[Cow<'static, str>] = &[Cow::Borrowed("defaultOperands")];

/// Registers the branch knowledge of `cf.br`, `cf.cond_br` and `cf.switch`.
pub fn register(ctx: &mut Context) {
    ctx.register_branch_op("cf.br", Arc::new(OperandGroupBranch::new(BR)));
    ctx.register_branch_op("cf.cond_br", Arc::new(OperandGroupBranch::new(COND_BR)));
    ctx.register_branch_op(
        "cf.switch",
        Arc::new(OperandGroupBranch::new(SWITCH).with_rest("caseOperands")),
    );
}
