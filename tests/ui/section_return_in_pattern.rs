// Sections: `return` in a pattern body.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>;
      return root;
    }
}

fn main() {}
