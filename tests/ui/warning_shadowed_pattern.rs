// The analysis's warnings reach rustc through `pdll!` as `deprecated` lints at the
// pattern; denying the lint makes this a compile error, which shows where they land.
// A doc comment `/// pdll: allow(KIND)` silences one (`//` comments never reach the
// macro), as on `Unused` below.
#![deny(deprecated)]

pdll::pdll! {
    struct Patterns;

    Pattern Any with benefit(2) => replace op<test.add>(x: Value, y: Value) with x;
    Pattern AddZero {
      let zero = op<test.zero>;
      replace op<test.add>(x: Value, zero.0) with x;
    }
    /// pdll: allow(shadowed)
    Pattern Silenced => replace op<test.add>(x: Value, y: Value) with y;
    /// pdll: allow(unused)
    Constraint Unused(a: Attr);
}

fn main() {}
