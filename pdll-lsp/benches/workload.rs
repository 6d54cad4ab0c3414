// The bench's workload, shared with the stage-time example.
/// A file of `n` patterns of the usual shapes: natives, constrained attributes, op
/// trees, `rewrite ... with` bodies creating ops, inferred and declared `let`s.
fn workload(n: usize) -> String {
    let mut text = String::new();
    for i in 0..n / 10 {
        text.push_str(&format!("Constraint IsK{i}(a: Attr);\n"));
        text.push_str(&format!(
            "Constraint Same{i}(a: Value, b: Value) -> Value {{ return a; }}\n"
        ));
    }
    for i in 0..n {
        let k = i / 10;
        text.push_str(&format!(
            "Pattern P{i} with benefit({b}) {{
  let c = op<test.const{c}> {{value = v: Attr}};
  IsK{k}(v);
  let root: Op<test.op{o}> = op<test.op{o}>(x: Value, c.0) -> (t: Type);
  let y = Same{k}(x, x);
  rewrite root with {{
    let n = op<test.new{r}>(y) {{value = v}} -> (t);
    replace root with n;
  }};
}}
",
            b = i % 5,
            c = i % 20,
            o = i % 50,
            r = i % 7,
        ));
    }
    text
}
