// Types: replacing an op with an attribute.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>;
      replace root with attr<"1 : i32">;
    }
}

fn main() {}
