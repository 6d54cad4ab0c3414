// Types: a constraint argument of the wrong type.

pdll::pdll! {
    struct Patterns;

    Constraint IsAttrOk(a: Attr) {}
    Pattern {
      let root = op<test.a>(x: Value);
      IsAttrOk(x);
      erase root;
    }
}

fn main() {}
