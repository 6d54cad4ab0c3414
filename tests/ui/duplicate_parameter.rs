// Duplicates: a parameter name used twice.

pdll::pdll! {
    struct Patterns;

    Constraint Both(a: Op, a: Op) {}
    Pattern {
      erase op<test.a>;
    }
}

fn main() {}
