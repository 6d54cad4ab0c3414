// Natives: the user's function takes an extra parameter.

use pdll::runtime::{Context, Ir, Op, Value};

fn is_special(_ctx: &mut Context, _ir: &Ir, _op: Op, _extra: Value) -> bool {
    true
}

pdll::pdll! {
    struct Patterns;

    Constraint is_special(op: Op);
    Pattern {
      let root = op<test.a>;
      is_special(root);
      erase root;
    }
}

fn main() {}
