// Binding: a `let` with neither constraint nor initializer.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let x;
      erase op<test.a>;
    }
}

fn main() {}
