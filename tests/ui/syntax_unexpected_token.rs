// Syntax: `let` without a name.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let = op<test.a>;
      erase op<test.b>;
    }
}

fn main() {}
