// Types: an attribute in an operand list.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>(attr<"1 : i32">);
      erase root;
    }
}

fn main() {}
