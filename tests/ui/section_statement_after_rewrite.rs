// Sections: a statement after the pattern's rewrite.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>;
      erase root;
      let other = op<test.b>;
    }
}

fn main() {}
