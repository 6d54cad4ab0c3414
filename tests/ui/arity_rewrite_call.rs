// Arity: a rewrite called with too few arguments.

pdll::pdll! {
    struct Patterns;

    Rewrite Make(a: Value, b: Value) -> Op => op<test.made>(a, b);
    Pattern {
      let root = op<test.a>(x: Value);
      replace root with Make(x);
    }
}

fn main() {}
