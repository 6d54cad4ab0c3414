// Natives: a constraint with a result must return an Option.

use pdll::runtime::{Context, Ir, Op, Value};

fn operand_of(_ctx: &mut Context, ir: &Ir, op: Op) -> Value {
    ir.operands(op)[0]
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
