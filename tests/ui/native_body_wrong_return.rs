// Natives: a constraint body returning a value that is not a bool.

pdll::pdll! {
    struct Patterns;

    Constraint is_named(op: Op) [{
        ir.op_name(op)
    }];
    Pattern {
      let root = op<test.a>;
      is_named(root);
      erase root;
    }
}

fn main() {}
