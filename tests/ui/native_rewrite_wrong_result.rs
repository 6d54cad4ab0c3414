// Natives: a rewrite returning a Value where PDLL expects an Op.

use pdll::runtime::{Op, Rewriter, Value};

fn build(rewriter: &mut Rewriter<'_>, op: Op) -> Value {
    rewriter.operands(op)[0]
}

pdll::pdll! {
    struct Patterns;

    Rewrite build(op: Op) -> Op;
    Pattern {
      let root = op<test.a>;
      replace root with build(root);
    }
}

fn main() {}
