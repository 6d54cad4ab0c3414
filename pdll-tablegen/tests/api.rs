//! The Record API the ODS front end builds on: typed getters, superclasses,
//! derived defs, anonymous defs and locations.

use pdll_tablegen::{Init, Loader};

const SRC: &str = r#"
def ops;
class Type<string s> { string summary = s; }
class Constraint { bit isOptional = 0; }
class Op<string mnemonic, list<Type> ins = []> : Constraint {
  string opName = mnemonic;
  list<Type> operands = ins;
  dag arguments = (ops);
  bits<3> flags = 5;
  code body = [{ return x; }];
  Type first = !if(!empty(ins), ?, !head(ins));
}
def I32 : Type<"32-bit integer">;
def AddOp : Op<"add", [I32, I32]> {
  let arguments = (ops I32:$lhs, I32:$rhs);
  let isOptional = 1;
}
def : Type<"anonymous">;
"#;

#[test]
fn typed_getters_and_hierarchy() {
    let mut loader = Loader::new(Vec::new());
    let rk = loader.load_source("ops.td", SRC).expect("valid");
    let add = rk.def("AddOp").expect("AddOp");
    assert_eq!(add.name(), "AddOp");
    assert!(!add.is_anonymous());
    assert_eq!(add.superclasses().collect::<Vec<_>>(), ["Constraint", "Op"]);
    assert!(add.is_subclass_of("Constraint"));
    assert_eq!(add.string("opName"), Some("add"));
    assert_eq!(add.string("body"), Some(" return x; "));
    assert_eq!(add.bit("isOptional"), Some(true));
    assert_eq!(add.int("flags"), Some(5));
    assert_eq!(add.def_ref("first"), Some("I32"));
    assert_eq!(
        add.list("operands"),
        Some(&[Init::Def("I32".into()), Init::Def("I32".into())][..])
    );
    let dag = add.dag("arguments").expect("dag");
    assert_eq!(*dag.op, Init::Def("ops".into()));
    assert_eq!(dag.args[1], (Init::Def("I32".into()), Some("rhs".into())));
    assert_eq!(
        add.value("arguments").expect("set").to_string(),
        "(ops I32:$lhs, I32:$rhs)"
    );
    assert_eq!(add.string("missing"), None);
    assert_eq!(add.int("opName"), None);
    let loc = add.loc();
    assert_eq!(&SRC[loc.range], "AddOp");
    // A field's location: the `let` that set it last, else its declaration.
    let at = |f: &str| &SRC[add.field_loc(f).expect(f).range];
    assert_eq!(at("arguments"), "arguments");
    assert!(SRC[add.field_loc("arguments").unwrap().range.start..]
        .starts_with("arguments = (ops I32:$lhs"));
    assert_eq!(at("body"), "body");
    assert!(SRC[add.field_loc("body").unwrap().range.start..].starts_with("body = [{"));
    assert_eq!(add.field_loc("missing"), None);

    let op = rk.class("Op").expect("class Op");
    assert_eq!(
        op.template_args().collect::<Vec<_>>(),
        ["Op:mnemonic", "Op:ins"]
    );
    assert_eq!(
        op.value("opName"),
        Some(&Init::Unresolved("Op:mnemonic".into()))
    );

    let types: Vec<&str> = rk
        .defs_derived_from("Type")
        .iter()
        .map(|r| r.name())
        .collect();
    assert_eq!(types, ["I32", "anonymous_0"]);
    assert!(rk.def("anonymous_0").expect("anonymous def").is_anonymous());
    let names: Vec<&str> = rk.defs().map(|r| r.name()).collect();
    assert_eq!(names, ["AddOp", "I32", "anonymous_0", "ops"]);
    assert_eq!(rk.classes().count(), 3);
}

#[test]
fn included_files_are_read_once_and_listed() {
    let dir = std::env::temp_dir().join(format!("pdll-tablegen-api-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    std::fs::write(
        dir.join("base.td"),
        "#ifndef BASE\n#define BASE\nclass B;\n#endif\n",
    )
    .expect("write");
    std::fs::write(
        dir.join("a.td"),
        "include \"base.td\"\ninclude \"base.td\"\ndef A : B;\n",
    )
    .expect("write");
    std::fs::write(dir.join("c.td"), "include \"base.td\"\ndef C : B;\n").expect("write");
    let mut loader = Loader::new(vec![dir.clone()]);
    let a = loader.load(&dir.join("a.td")).expect("a");
    let c = loader
        .load("c.td".as_ref())
        .expect("c, found through the include dir");
    assert!(a.def("A").is_some() && c.def("C").is_some() && c.def("A").is_none());
    // a.td, base.td, c.td: base.td read once for both roots.
    assert_eq!(loader.files().len(), 3);
    std::fs::remove_dir_all(&dir).ok();
}

/// Writes `files` into a fresh directory of its own under the system's temporary
/// directory and gives it.
fn write_files(test: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("pdll-tablegen-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    for (name, text) in files {
        std::fs::write(dir.join(name), text).expect("write a test file");
    }
    dir
}

const GUARDED_BASE: &str = r#"
#ifndef BASE
#define BASE
class Op<string n> { string name = n; }
multiclass Pair<string n> { def _a : Op<n # ".a">; def _b : Op<n # ".b">; }
def : Op<"base.anon">;
#endif
"#;

#[test]
fn load_more_evaluates_shared_includes_once() {
    let dir = write_files(
        "load-more",
        &[
            ("base.td", GUARDED_BASE),
            ("one.td", "include \"base.td\"\ndef One : Op<\"one\">;\n"),
            (
                "two.td",
                "include \"base.td\"\ndefm Two : Pair<\"two\">;\ndef : Op<\"two.anon\">;\n",
            ),
        ],
    );
    let mut loader = Loader::new(vec![dir.clone()]);
    let first = loader.load(&dir.join("one.td")).expect("one.td evaluates");
    let mark = first.mark();
    let both = loader
        .load_more(first, &dir.join("two.td"))
        .expect("two.td evaluates on top (base.td is skipped by its guard)");
    let all: Vec<&str> = both
        .defs_derived_from("Op")
        .iter()
        .map(|d| d.name())
        .collect();
    assert_eq!(all, ["One", "Two_a", "Two_b", "anonymous_0", "anonymous_1"]);
    let new: Vec<&str> = both
        .defs_derived_from_since("Op", mark)
        .iter()
        .map(|d| d.name())
        .collect();
    assert_eq!(new, ["Two_a", "Two_b", "anonymous_1"]);
    assert_eq!(
        both.def("anonymous_1").unwrap().string("name"),
        Some("two.anon")
    );
    // base.td was read once, and evaluated once: its anonymous def is not made again.
    assert_eq!(loader.files().len(), 3);
    std::fs::remove_dir_all(dir).ok();
}

#[test]
fn load_more_fails_where_a_file_redefines_a_record() {
    let base = "class Op<string n> { string name = n; }\ndef Base : Op<\"base\">;\n";
    let dir = write_files(
        "load-more-unguarded",
        &[
            ("base.td", base),
            ("one.td", "include \"base.td\"\n"),
            ("two.td", "include \"base.td\"\ndef Two : Op<\"two\">;\n"),
        ],
    );
    let mut loader = Loader::new(vec![dir.clone()]);
    let first = loader.load(&dir.join("one.td")).expect("one.td evaluates");
    let errors = loader
        .load_more(first, &dir.join("two.td"))
        .err()
        .expect("base.td has no include guard: its class is defined twice");
    assert!(
        errors[0].message.contains("already defined"),
        "{}",
        errors[0].message
    );
    // Afresh, two.td evaluates.
    let two = loader
        .load(&dir.join("two.td"))
        .expect("two.td alone evaluates");
    assert!(two.def("Two").is_some());
    std::fs::remove_dir_all(dir).ok();
}
