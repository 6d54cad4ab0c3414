// Names: an undefined constraint in a constraint list.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let x: IsConstant;
      erase op<test.a>(x);
    }
}

fn main() {}
