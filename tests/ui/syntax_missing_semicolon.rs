// Syntax: a statement without its `;`.

pdll::pdll! {
    struct Patterns;

    Pattern {
      let root = op<test.a>
      erase root;
    }
}

fn main() {}
