// Natives: the user's function takes a Value where PDLL passes an Op.

use pdll::runtime::{Context, Ir, Value};

fn is_special(_ctx: &mut Context, _ir: &Ir, _v: Value) -> bool {
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
