//! The PDLL text of the benchmark's pattern families, as `gen.py` writes it.
//!
//! This file has no dependencies on the rest of the crate, so `build.rs` includes it
//! with `#[path]` to write the pattern files it compiles.

/// The seven pattern families; pattern `i` belongs to family `i % 7`.
pub const FAMILIES: [&str; 7] = [
    "inv", "mulone", "subself", "notcmp", "store", "selsame", "addadd",
];

/// The family name of pattern `i`.
pub fn family_of(i: usize) -> &'static str {
    FAMILIES[i % FAMILIES.len()]
}

/// The suffix of pattern `i`'s op names: `i`, or `i % roots` when root names are shared.
pub fn suffix(i: usize, roots: Option<usize>) -> usize {
    match roots {
        Some(k) => i % k,
        None => i,
    }
}

/// The name of pattern `i` (`P{i}_{family}`).
pub fn pattern_name(i: usize) -> String {
    format!("P{i}_{}", family_of(i))
}

/// The PDLL text of pattern `i`. With `roots`, op names carry the suffix `i % roots`
/// and the root op also requires `{tag = i : i32}`.
pub fn pattern_pdll(i: usize, roots: Option<usize>) -> String {
    let name = pattern_name(i);
    let text = pattern_body(i, family_of(i), &name);
    let Some(k) = roots else {
        return text;
    };
    let text = text.replace(&format!("_{i}>"), &format!("_{}>", i % k));
    // Put {tag = i : i32} right after the root op's operand list (as gen.py does:
    // the first `(` after the root's `op<...>`, up to its matching `)`).
    let at = text
        .find("let root = op<")
        .expect("every family has a root");
    let gt = at + text[at..].find('>').expect("op<...> is closed");
    let open = gt + text[gt..].find('(').expect("the root has an operand list");
    let mut depth = 0i32;
    let mut close = open;
    for (q, c) in text[open..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth == 0 {
            close = open + q;
            break;
        }
    }
    format!(
        "{} {{tag = attr<\"{i} : i32\">}}{}",
        &text[..=close],
        &text[close + 1..]
    )
}

/// A whole pattern file of `n` patterns, byte for byte what `gen.py` writes.
pub fn pdll_file(n: usize, roots: Option<usize>) -> String {
    let mut s =
        format!("// {n} generated peephole patterns over unregistered bench.* ops (gen.py)\n\n");
    for i in 0..n {
        s.push_str(&pattern_pdll(i, roots));
        s.push('\n');
    }
    s
}

fn pattern_body(i: usize, family: &str, name: &str) -> String {
    match family {
        "inv" => format!(
            "Pattern {name} {{\n  let root = op<bench.neg_{i}>(op<bench.neg_{i}>(x: Value));\n  replace root with x;\n}}\n"
        ),
        "mulone" => format!(
            "Pattern {name} with benefit(2) {{\n  let one = op<bench.const> {{value = attr<\"1 : i32\">}} -> (ct: Type);\n  let root = op<bench.mul_{i}>(x: Value, one.0) -> (t: Type);\n  replace root with x;\n}}\n"
        ),
        "subself" => format!(
            "Pattern {name} {{\n  let root = op<bench.sub_{i}>(x: Value, x) -> (t: Type);\n  replace root with op<bench.const> {{value = attr<\"0 : i32\">}} -> (t);\n}}\n"
        ),
        "notcmp" => format!(
            "Pattern {name} {{\n  let cmp = op<bench.cmp_{i}>(a: Value, b: Value) -> (t: Type);\n  let root = op<bench.not_{i}>(cmp.0) -> (t);\n  replace root with op<bench.ncmp_{i}>(a, b) -> (t);\n}}\n"
        ),
        "store" => format!(
            "Pattern {name} {{\n  let root = op<bench.store_{i}>(x: Value, op<bench.undef>) -> ();\n  erase root;\n}}\n"
        ),
        "selsame" => format!(
            "Pattern {name} {{\n  let root = op<bench.select_{i}>(c: Value, x: Value, x) -> (t: Type);\n  replace root with x;\n}}\n"
        ),
        "addadd" => format!(
            "Pattern {name} with benefit(3) {{\n  let c1 = op<bench.const> {{value = attr<\"1 : i32\">}} -> (t: Type);\n  let c2 = op<bench.const> {{value = attr<\"1 : i32\">}} -> (t);\n  let inner = op<bench.add_{i}>(x: Value, c1.0) -> (t);\n  let root = op<bench.add_{i}>(inner.0, c2.0) -> (t);\n  rewrite root with {{\n    let two = op<bench.const> {{value = attr<\"2 : i32\">}} -> (t);\n    replace root with op<bench.add_{i}>(x, two.0) -> (t);\n  }};\n}}\n"
        ),
        _ => unreachable!("FAMILIES holds seven names"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shared_roots_rename_and_tag_the_root() {
        let text = pattern_pdll(9, Some(7));
        assert!(
            text.contains("op<bench.sub_2>(x: Value, x) {tag = attr<\"9 : i32\">} -> (t: Type)")
        );
        let store = pattern_pdll(4, Some(3));
        assert!(store.contains(
            "op<bench.store_1>(x: Value, op<bench.undef>) {tag = attr<\"4 : i32\">} -> ()"
        ));
        let inv = pattern_pdll(7, Some(7));
        assert!(
            inv.contains("op<bench.neg_0>(op<bench.neg_0>(x: Value)) {tag = attr<\"7 : i32\">};")
        );
    }

    #[test]
    fn file_has_header_and_blank_line_between_patterns() {
        let f = pdll_file(2, None);
        assert!(f.starts_with("// 2 generated peephole patterns"));
        assert!(f.contains("}\n\nPattern P1_mulone with benefit(2)"));
        assert_eq!(pattern_name(13), "P13_addadd");
    }
}
