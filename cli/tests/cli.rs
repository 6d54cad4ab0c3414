//! The `pdll` binary as a user runs it: help per subcommand, completion scripts, and
//! the exit codes (0 ok, 1 errors found, 2 usage error).

use std::path::Path;
use std::process::{Command, Output};

fn pdll(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pdll"))
        .args(args)
        .output()
        .expect("runs the pdll binary")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn every_subcommand_has_help_naming_its_flags() {
    let cases: &[(&[&str], &[&str])] = &[
        (&["--help"], &["ir", "check", "emit", "completions"]),
        (&["ir", "--help"], &["FILE.mlir", "generic"]),
        (
            &["check", "--help"],
            &["--one-line", "-I <DIR>", "FILE.pdll"],
        ),
        (&["emit", "--help"], &["pdl", "tree", "rust"]),
        (&["emit", "pdl", "--help"], &["-I <DIR>", "FILE.pdll"]),
        (&["emit", "tree", "--help"], &["--dot", "-I <DIR>"]),
        (
            &["emit", "rust", "--help"],
            &["--name <NAME>", "--trace", "-I <DIR>"],
        ),
        (&["completions", "--help"], &["SHELL", "bash", "zsh"]),
        (&["help", "check"], &["--one-line"]),
    ];
    for (args, words) in cases {
        let o = pdll(args);
        let text = stdout(&o);
        assert_eq!(o.status.code(), Some(0), "pdll {args:?}: {}", stderr(&o));
        for w in *words {
            assert!(text.contains(w), "pdll {args:?} lacks `{w}`:\n{text}");
        }
    }
}

#[test]
fn completions_bash_prints_a_script() {
    let o = pdll(&["completions", "bash"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let script = stdout(&o);
    assert!(script.contains("_pdll()"), "{script}");
    assert!(script.contains("complete -F _pdll"), "{script}");
    assert!(script.contains("--one-line"), "{script}");
}

#[test]
fn usage_errors_exit_2_and_say_so_on_stderr() {
    for args in [
        &[][..],
        &["frobnicate"],
        &["check"],
        &["check", "--dot", "x.pdll"],
        &["emit"],
        &["emit", "asm", "x.pdll"],
        &["emit", "rust", "--name"],
        &["ir", "a.mlir", "b.mlir"],
        &["completions", "tcsh"],
    ] {
        let o = pdll(args);
        assert_eq!(o.status.code(), Some(2), "pdll {args:?}");
        assert!(stdout(&o).is_empty(), "pdll {args:?}");
        // An error and a pointer to the help, or (with no arguments) the help itself.
        assert!(
            stderr(&o).contains("--help"),
            "pdll {args:?}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn errors_in_the_input_exit_1_and_good_input_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.pdll");
    let bad = dir.path().join("bad.pdll");
    let ir = dir.path().join("a.mlir");
    std::fs::write(&good, "Pattern Dead => erase op<test.dead>;\n").unwrap();
    std::fs::write(&bad, "Pattern {\n  erase y;\n}\n").unwrap();
    std::fs::write(&ir, "\"x.b\"(%9) : (i32) -> ()\n").unwrap();
    let s = |p: &Path| p.to_str().unwrap().to_owned();

    let o = pdll(&["check", &s(&good)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).is_empty() && stderr(&o).is_empty());

    let o = pdll(&["check", "--one-line", &s(&bad)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with(&format!("{}:2:9: error: ", s(&bad))),
        "{}",
        stderr(&o)
    );

    let o = pdll(&["emit", "rust", "--name", "Rules", &s(&good)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).contains("pub struct Rules"));

    let o = pdll(&["emit", "tree", "--dot", &s(&bad)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("erase y"), "{}", stderr(&o));

    let o = pdll(&["ir", &s(&ir)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with(&format!("{}:1:7: error: ", s(&ir))),
        "{}",
        stderr(&o)
    );
}

#[test]
fn ir_nested_a_million_deep_exits_1_at_the_nesting_limit() {
    // Before the parser had a nesting limit, these overflowed the stack and aborted.
    let dir = tempfile::tempdir().unwrap();
    let deep = 1_000_000;
    let regions = dir.path().join("regions.mlir");
    let mut text = "\"a.b\"() ({\n".repeat(deep);
    text.push_str(&"}) : () -> ()\n".repeat(deep));
    std::fs::write(&regions, text).unwrap();
    let arrays = dir.path().join("arrays.mlir");
    let text = format!(
        "\"a.b\"() {{x = {}{}}} : () -> ()\n",
        "[".repeat(deep),
        "]".repeat(deep)
    );
    std::fs::write(&arrays, text).unwrap();
    let limit = pdll_runtime::asm::DEFAULT_MAX_NESTING;
    // The first level too many: a region's `{` on its own line, or an array's `[` after
    // the 13 bytes of `"a.b"() {x = `.
    for (file, at) in [
        (&regions, format!("{}:10", limit + 1)),
        (&arrays, format!("1:{}", 13 + limit + 1)),
    ] {
        let name = file.to_str().unwrap();
        let o = pdll(&["ir", name]);
        assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
        assert_eq!(
            stderr(&o),
            format!(
                "{name}:{at}: error: nesting deeper than {limit} levels of types, \
                 attributes and regions (the parser's max_nesting option)\n"
            )
        );
    }
}
