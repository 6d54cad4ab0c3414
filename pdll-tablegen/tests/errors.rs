//! Every diagnostic of the TableGen front end: its message (LLVM's wording where
//! LLVM has one) and its place in the source; never a panic.

use pdll_tablegen::{render_errors, Loader, TdError};

fn errors(src: &str) -> (Vec<TdError>, Loader) {
    let mut loader = Loader::new(Vec::new());
    match loader.load_source("test.td", src) {
        Ok(_) => panic!("expected an error for:\n{src}"),
        Err(e) => (e, loader),
    }
}

/// The first error's message and the source text it points at.
fn first(src: &str) -> (String, String) {
    let (errs, _) = errors(src);
    let e = &errs[0];
    let at = e
        .loc
        .as_ref()
        .map(|l| src[l.range.clone()].to_string())
        .unwrap_or_default();
    (e.message.clone(), at)
}

#[test]
fn unknown_class() {
    assert_eq!(
        first("def X : Nope;"),
        ("Couldn't find class 'Nope'".into(), "Nope".into())
    );
    assert_eq!(
        first("def X { int a = Nope<1>.b; }"),
        ("Expected a class name, got 'Nope'".into(), "Nope".into())
    );
    assert_eq!(
        first("multiclass M { def a; }\ndef X : M;"),
        (
            "Couldn't find class 'M'. Use 'defm' if you meant to use multiclass 'M'".into(),
            "M".into()
        )
    );
}

#[test]
fn bad_template_arguments() {
    let (m, at) = first("class C<int a>;\ndef X : C<\"s\">;");
    assert_eq!(
        m,
        "Value specified for template argument 'C:a' is of type string; expected type int: \"s\""
    );
    assert_eq!(at, "C");
    let (errs, loader) = errors("class C<int a>;\ndef X : C;");
    assert_eq!(
        errs[0].message,
        "value not specified for template argument 'C:a'"
    );
    assert_eq!(errs[0].notes[0].1, "declared in 'C'");
    let text = render_errors(&errs, loader.files());
    assert!(text.contains("test.td:2:9"), "{text}");
    assert_eq!(
        first("class C<int a>;\ndef X : C<1, 2>;").0,
        "Too many template arguments: 2"
    );
    assert_eq!(
        first("class C<int a, int b>;\ndef X : C<b = 1, 2>;").0,
        "Positional argument should be put before named argument"
    );
}

#[test]
fn failed_assert() {
    let (m, at) = first("assert !eq(1, 2), \"one is not two\";");
    assert_eq!(m, "assertion failed: one is not two");
    assert_eq!(at, "!eq");
    // In a class: checked when a def is made from it, with the def's values.
    let (m, _) =
        first("class C<int n> { assert !gt(n, 0), \"n must be positive\"; }\ndef X : C<0>;");
    assert_eq!(m, "assertion failed: n must be positive");
}

#[test]
fn missing_include() {
    let (m, at) = first("include \"not/there.td\"\n");
    assert_eq!(m, "Could not find include file 'not/there.td'");
    assert_eq!(at, "\"not/there.td\"");
}

#[test]
fn unknown_bang_operator_is_named() {
    let (m, at) = first("def X { int a = !frobnicate(1); }");
    assert_eq!(m, "unknown or unsupported bang operator '!frobnicate'");
    assert_eq!(at, "!frobnicate");
}

#[test]
fn undefined_names_and_type_errors() {
    assert_eq!(
        first("def X { int a = b; }"),
        ("Variable not defined: 'b'".into(), "b".into())
    );
    assert_eq!(
        first("def X { int a = \"s\"; }").0,
        "Field 'a' of type 'int' is incompatible with value '\"s\"' of type 'string'"
    );
    assert_eq!(first("def X;\ndef X;").0, "def already exists: X");
    assert_eq!(
        first("def X { int a = 1; let b = 2; }").0,
        "Value 'b' unknown!"
    );
}

#[test]
fn lexer_and_preprocessor_errors() {
    assert_eq!(
        first("def X { string s = \"abc").0,
        "End of line in string literal"
    );
    assert_eq!(
        first("#ifdef A\ndef X;\n").0,
        "reached EOF without matching #endif"
    );
    assert_eq!(first("#endif\n").0, "#endif without #ifdef or #ifndef");
    assert_eq!(
        first("def X { code c = [{ abc ").0,
        "Unterminated code block"
    );
}

#[test]
fn evaluation_errors() {
    assert_eq!(
        first("def X { int a = !div(1, 0); }").0,
        "Illegal operation: division by zero"
    );
    assert_eq!(
        first("def X { int a = !cond(0 : 1); }").0,
        "X does not have any true condition in:!cond(0: 1)"
    );
}

/// Every prefix of a file using most of the language fails cleanly or loads:
/// never a panic, never a hang.
#[test]
fn truncated_input_never_panics() {
    let src = r#"
#ifndef GUARD
#define GUARD
class Base<string n, int w = 8> { string name = n; bits<4> b = w; list<int> l = [w, 1]; }
multiclass M<int k> {
  def _a : Base<"a" # k>;
  foreach i = 0...1 in def _b # i : Base<"b", !add(i, k)>;
}
defm X : M<3>;
defvar v = !foldl(0, [1, 2, 3], acc, e, !add(acc, e));
def ops;
def Y { dag d = (ops:$x 1, "s":$y); int s = v; string t = !interleave(["a", "b"], ","); }
if !eq(v, 6) then { def Z; } else { def W; }
let b = 5 in { def Q : Base<"q">; }
#endif
"#;
    let mut loader = Loader::new(Vec::new());
    loader
        .load_source("full.td", src)
        .expect("the whole file is valid");
    for end in 0..src.len() {
        if !src.is_char_boundary(end) {
            continue;
        }
        let mut loader = Loader::new(Vec::new());
        let _ = loader.load_source("cut.td", &src[..end]);
    }
}

/// Input that would recurse without end is an error, not a stack overflow.
#[test]
fn unbounded_nesting_is_an_error() {
    let deep = format!(
        "def X {{ int a = {}1{}; }}",
        "!add(1, ".repeat(5000),
        ")".repeat(5000)
    );
    assert_eq!(first(&deep).0, "value nested deeper than 200 levels");
    // Just under the limit still works.
    let ok = format!(
        "def X {{ int a = {}1{}; }}",
        "!add(1, ".repeat(150),
        ")".repeat(150)
    );
    let mut loader = Loader::new(Vec::new());
    let rk = loader
        .load_source("ok.td", &ok)
        .expect("150 levels are fine");
    assert_eq!(rk.def("X").and_then(|d| d.int("a")), Some(151));

    let (m, _) = first("class A<int n> { A next = A<!add(n, 1)>; }\ndef X { A a = A<0>; }");
    assert!(
        m.starts_with("instantiation of 'A<0: ") && m.contains("nested deeper than 64 levels"),
        "{m}"
    );

    let dir = std::env::temp_dir().join(format!("pdll-tablegen-self-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    std::fs::write(dir.join("self.td"), "include \"self.td\"\n").expect("write");
    let mut loader = Loader::new(vec![dir.clone()]);
    let errs = loader.load(&dir.join("self.td")).err().expect("an error");
    assert!(
        errs[0]
            .message
            .starts_with("includes nested deeper than 200 files"),
        "{}",
        errs[0]
    );
    std::fs::remove_dir_all(&dir).ok();
}
