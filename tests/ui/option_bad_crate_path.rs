// Options: the runtime path of `#[pdll(crate = "...")]` must be a module path.

pdll::pdll! {
    #[pdll(crate = "pdll::runtime<u8>")]
    struct Patterns;

    Pattern => erase op<test.a>;
}

fn main() {}
