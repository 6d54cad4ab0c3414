// The macro input must start with the pattern set's declaration `struct Name;`.

pdll::pdll! {
    Pattern {
        erase op<test.a>;
    }
}

fn main() {}
