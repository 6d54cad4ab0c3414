// Names: a call of an undefined constraint.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>;
      HasOneUse(root);
      erase root;
    }
}

fn main() {}
