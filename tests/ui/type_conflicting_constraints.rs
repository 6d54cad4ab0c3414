// Types: a variable with two incompatible constraints.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let x: [Value, Attr];
      erase op<test.a>(x);
    }
}

fn main() {}
