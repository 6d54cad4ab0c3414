// Arity: a constraint called with too many arguments.

pdll::pdll! {
    struct Patterns;

    Constraint IsOk(op: Op) {}
    Pattern {
      let root = op<test.a>(x: Value);
      IsOk(root, x);
      erase root;
    }
}

fn main() {}
