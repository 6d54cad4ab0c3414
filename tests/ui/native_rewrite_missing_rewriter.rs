// Natives: a rewrite function without the rewriter parameter.

use pdll::runtime::Op;

fn log(_op: Op) {}

pdll::pdll! {
    struct Patterns;

    Rewrite log(op: Op);
    Pattern {
      let root = op<test.a>;
      rewrite root with {
        log(root);
        erase root;
      };
    }
}

fn main() {}
