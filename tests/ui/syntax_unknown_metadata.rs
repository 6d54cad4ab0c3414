// Syntax: an unknown pattern metadata keyword.

pdll::pdll! {
    struct Patterns;

    Pattern with priority(2) {
      erase op<test.a>;
    }
}

fn main() {}
