// Sections: `erase` inside a constraint.

pdll::pdll! {
    struct Patterns;

    Constraint Bad(op: Op) {
      erase op;
    }
    Pattern {
      let root = op<test.a>;
      Bad(root);
      erase root;
    }
}

fn main() {}
