// Types: a value in an op's result type list.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>(x: Value) -> (x);
      erase root;
    }
}

fn main() {}
