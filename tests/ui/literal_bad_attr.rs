// Literals: an attribute literal MLIR cannot parse.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a> {k = attr<"1 : i3x">};
      erase root;
    }
}

fn main() {}
