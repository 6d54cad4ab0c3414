// Duplicates: two constraints with one name.

pdll::pdll! {
    struct Patterns;

    Constraint IsOk(op: Op) {}
    Constraint IsOk(op: Op) {}
    Pattern {
      erase op<test.a>;
    }
}

fn main() {}
