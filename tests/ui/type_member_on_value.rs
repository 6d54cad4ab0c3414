// Types: member access on a `Value`.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>(x: Value);
      let y = x.result;
      erase root;
    }
}

fn main() {}
