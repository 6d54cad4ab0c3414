// Syntax: an op name must be `dialect.name`.

pdll::pdll! {
    struct Patterns;

    Pattern {
      erase op<nodialect>;
    }
}

fn main() {}
