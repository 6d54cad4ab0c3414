// Natives: an undefined variable in a constraint body with results.

pdll::pdll! {
    struct Patterns;

    Constraint first_operand(op: Op) -> Value [{
        ir.operands(op).first().copied().or(fallback)
    }];
    Pattern {
      let root = op<test.a>;
      let v = first_operand(root);
      replace root with v;
    }
}

fn main() {}
