// Binding: a value variable that nothing in the match binds.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let x: Value;
      let root = op<test.a>;
      replace root with x;
    }
}

fn main() {}
