// Natives: a body-less constraint with no function in scope.

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
