// ODS includes: a `.td` file that is nowhere on the include path.

pdll::pdll! {
    struct Patterns;

    #include "no_such_dialect.td"
    Pattern {
      erase op<test.a>;
    }
}

fn main() {}
