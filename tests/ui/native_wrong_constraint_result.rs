// Natives: a constraint with a result must return an Option.

use pdll::runtime::{Context, Op, Value};

fn operand_of(ctx: &mut Context, op: Op) -> Value {
    ctx.operands(op)[0]
}

pdll::pdll! {
    struct Patterns;

    Constraint operand_of(op: Op) -> Value;
    Pattern {
      let root = op<test.a>;
      let v = operand_of(root);
      replace root with v;
    }
}

fn main() {}
