// Syntax: a benefit that is not an integer.

pdll::pdll! {
    struct Patterns;

    Pattern with benefit(high) {
      erase op<test.a>;
    }
}

fn main() {}
