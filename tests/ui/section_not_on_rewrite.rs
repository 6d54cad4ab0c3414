// Sections: `not` applied to a rewrite.

pdll::pdll! {
    struct Patterns;

    Rewrite Make(op: Op);
    Pattern {
      let root = op<test.a>;
      not Make(root);
      erase root;
    }
}

fn main() {}
