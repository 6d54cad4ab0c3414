// Natives: a type error inside a constraint body lands in the body.

pdll::pdll! {
    struct Patterns;

    Constraint has_uses(op: Op) [{
        let count: u32 = op;
        count > 0
    }];
    Pattern {
      let root = op<test.a>;
      has_uses(root);
      erase root;
    }
}

fn main() {}
