// ODS includes: a TableGen error inside the included file (`broken.td` uses a def that
// does not exist); the error is at the include, with the place in the `.td` file.

pdll::pdll! {
    struct Patterns;

    #include "broken.td"
    Pattern {
      erase op<mini.add>;
    }
}

fn main() {}
