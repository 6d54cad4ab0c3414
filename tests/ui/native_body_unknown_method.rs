// Natives: a call of a method that does not exist, inside a rewrite body.

pdll::pdll! {
    struct Patterns;

    Rewrite tag(op: Op) [{
        rewriter.tag_operation(op);
        Ok(())
    }];
    Pattern {
      let root = op<test.a>;
      rewrite root with {
        tag(root);
        erase root;
      };
    }
}

fn main() {}
