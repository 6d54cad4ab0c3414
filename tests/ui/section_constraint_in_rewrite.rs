// Sections: a constraint called in the rewrite section.

pdll::pdll! {
    struct Patterns;

    Constraint IsOk(op: Op) {}
    Pattern {
      let root = op<test.a>;
      rewrite root with {
        IsOk(root);
        erase root;
      };
    }
}

fn main() {}
