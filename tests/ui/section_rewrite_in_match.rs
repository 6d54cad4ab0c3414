// Sections: a rewrite called in the match section.

pdll::pdll! {
    struct Patterns;

    Rewrite Make(op: Op) -> Op => op<test.made>;
    Pattern {
      let root = op<test.a>;
      let made = Make(root);
      erase root;
    }
}

fn main() {}
