// Types: a tuple index past the end.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>(x: Value, y: Value);
      let pair = (x, y);
      replace root with pair.2;
    }
}

fn main() {}
