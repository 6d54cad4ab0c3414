// ODS includes: a result name the op's ODS definition does not have (`mini.td` is in
// pdll-core/tests/td, which tests/ui.rs puts on PDLL_INCLUDE_PATH).

pdll::pdll! {
    struct Patterns;

    #include "mini.td"
    Pattern {
      let add = op<mini.add>(x: Value, y: Value);
      erase op<mini.sink>(add.total) {tag = attr<"1 : i32">};
    }
}

fn main() {}
