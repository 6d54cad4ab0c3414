// Includes: a file that does not exist (an absolute path, so the message is the same on every machine).

pdll::pdll! {
    struct Patterns;

    #include "/nonexistent/pdll-rs/does_not_exist.pdll"
    Pattern {
      erase op<test.a>;
    }
}

fn main() {}
