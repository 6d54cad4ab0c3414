// Includes: ODS `.td` files are not supported.

pdll::pdll! {
    struct Patterns;

    #include "ops.td"
    Pattern {
      erase op<test.a>;
    }
}

fn main() {}
