// Names: a reference to an undefined variable.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>;
      erase rot;
    }
}

fn main() {}
