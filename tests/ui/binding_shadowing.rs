// Binding: a second definition of a name in scope.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>;
      let root = op<test.b>;
      erase root;
    }
}

fn main() {}
