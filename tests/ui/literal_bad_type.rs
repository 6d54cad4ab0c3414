// Literals: a type literal MLIR cannot parse.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>(x: Value<type<"i32x">>);
      erase root;
    }
}

fn main() {}
