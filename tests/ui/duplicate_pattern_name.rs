// Duplicates: two patterns with one name.

pdll::pdll! {
    struct Patterns;

    Pattern Same {
      erase op<test.a>;
    }
    Pattern Same {
      erase op<test.b>;
    }
}

fn main() {}
