// Sections: a created op needs a name.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>;
      replace root with op<>;
    }
}

fn main() {}
