// Sections: a pattern that never rewrites.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>;
    }
}

fn main() {}
