//! `pdll tablegen`: prints records, takes include directories from `-I` and
//! PDLL_INCLUDE_PATH, and reports errors with their place (exit 1).

use std::process::{Command, Output};

fn pdll(args: &[&str], env: Option<(&str, &str)>) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_pdll"));
    c.args(args).env_remove("PDLL_INCLUDE_PATH");
    if let Some((k, v)) = env {
        c.env(k, v);
    }
    c.output().expect("runs the pdll binary")
}

fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, text).expect("write");
    p.to_string_lossy().into_owned()
}

#[test]
fn prints_records_with_includes_from_flag_and_env() {
    let inc = tempfile::tempdir().expect("tempdir");
    let src = tempfile::tempdir().expect("tempdir");
    write(
        inc.path(),
        "base.td",
        "class Base<int w> { int width = w; }\n",
    );
    let main = write(
        src.path(),
        "main.td",
        "include \"base.td\"\ndef I32 : Base<32>;\n",
    );
    let expected = "------------- Classes -----------------\n\
                    class Base<int Base:w = ?> {\n  int width = Base:w;\n}\n\
                    ------------- Defs -----------------\n\
                    def I32 {\t// Base\n  int width = 32;\n}\n";
    let inc_dir = inc.path().to_string_lossy().into_owned();
    let o = pdll(
        &["tablegen", "--print-records", "-I", &inc_dir, &main],
        None,
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout), expected);

    let o = pdll(&["tablegen", &main], Some(("PDLL_INCLUDE_PATH", &inc_dir)));
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&o.stdout), expected);
}

#[test]
fn errors_exit_1_with_the_place_in_the_td_file() {
    let src = tempfile::tempdir().expect("tempdir");
    let main = write(src.path(), "bad.td", "def X : Missing;\n");
    let o = pdll(&["tablegen", "--print-records", &main], None);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("error: Couldn't find class 'Missing'"),
        "{err}"
    );
    assert!(err.contains("bad.td:1:9"), "{err}");
    assert!(o.stdout.is_empty());

    let main = write(src.path(), "inc.td", "include \"nowhere.td\"\n");
    let o = pdll(&["tablegen", &main], None);
    assert_eq!(o.status.code(), Some(1));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("Could not find include file 'nowhere.td'"),
        "{err}"
    );
}

#[test]
fn help_names_the_flags() {
    let o = pdll(&["tablegen", "--help"], None);
    assert_eq!(o.status.code(), Some(0));
    let text = String::from_utf8_lossy(&o.stdout);
    for w in [
        "--print-records",
        "-I <DIR>",
        "FILE.td",
        "PDLL_INCLUDE_PATH",
    ] {
        assert!(text.contains(w), "help lacks `{w}`:\n{text}");
    }
}
