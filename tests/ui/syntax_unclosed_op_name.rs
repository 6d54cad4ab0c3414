// Syntax: `op<` without its `>`.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a(x: Value);
      erase root;
    }
}

fn main() {}
