// Duplicates: an attribute named twice in an op expression.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a> {k = attr<"1 : i32">, k = attr<"2 : i32">};
      erase root;
    }
}

fn main() {}
