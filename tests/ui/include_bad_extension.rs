// Includes: only `.pdll` files can be included.

pdll::pdll! {
    struct Patterns;

    #include "rules.txt"
    Pattern {
      erase op<test.a>;
    }
}

fn main() {}
