// Literals: an integer attribute that does not fit its type.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a> {k = attr<"300 : i8">};
      erase root;
    }
}

fn main() {}
