//! The `pdll` binary as a user runs it: help per subcommand, completion scripts, and
//! the exit codes (0 ok, 1 errors found, 2 usage error), and `apply` end to end.

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
        (
            &["--help"],
            &["ir", "check", "apply", "emit", "completions"],
        ),
        (
            &["apply", "--help"],
            &[
                "FILE.pdll",
                "INPUT.mlir",
                "-o <OUT>",
                "--trace",
                "--stats",
                "--max-iterations <K>",
                "--aliases",
                "-I <DIR>",
            ],
        ),
        (&["ir", "--help"], &["FILE.mlir", "generic", "--aliases"]),
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
        &["apply", "p.pdll"],
        &["apply", "--max-iterations", "many", "p.pdll", "a.mlir"],
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
fn check_prints_warnings_of_good_input_and_exits_0() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("w.pdll");
    // `mini.split` has results but no way to infer their types (tests/td/mini.td).
    std::fs::write(
        &file,
        "#include \"mini.td\"\nPattern {\n  let a = op<mini.add>(x: Value, y: Value);\n  \
         rewrite a with { op<mini.split>(x); };\n}\n",
    )
    .unwrap();
    let td = Path::new(env!("CARGO_MANIFEST_DIR")).join("../pdll-core/tests/td");
    let o = pdll(&[
        "check",
        "--one-line",
        "-I",
        td.to_str().unwrap(),
        file.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.starts_with(&format!(
            "{}:4:20: warning: operation result types are marked to be inferred, but \
             `mini.split` does not provide an implementation of `InferTypeOpInterface`",
            file.display()
        )),
        "{err}"
    );
    assert!(err.contains("mini.td:"), "a note at the definition: {err}");
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
fn check_warnings_exit_0_unless_denied() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("w.pdll");
    std::fs::write(
        &file,
        "Pattern Any with benefit(1) => erase op<test.a>;\nPattern Two => erase op<test.a>(_: Value);\n",
    )
    .unwrap();
    let f = file.to_str().unwrap();
    let o = pdll(&["check", f]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).is_empty());
    assert!(
        stderr(&o).starts_with("warning[W0001]: pattern `Two` can never fire: `Any`"),
        "{}",
        stderr(&o)
    );
    assert!(
        stderr(&o).ends_with(&format!("warning: 1 warning in `{f}`\n")),
        "{}",
        stderr(&o)
    );
    let o = pdll(&["check", "--one-line", "--deny-warnings", f]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with(&format!("{f}:2:1: error: pattern `Two` can never fire")),
        "{}",
        stderr(&o)
    );
}

#[test]
fn ir_nested_a_million_deep_exits_1_at_the_nesting_limit() {
    // Without the parser's nesting limit, these would overflow the stack and abort.
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

#[test]
fn ir_and_apply_print_aliases_on_request() {
    // `pdll ir --generic --aliases` prints what mlir-opt-19 prints with
    // `--mlir-print-op-generic` (the case's expected output is mlir-opt's).
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ir/aliases");
    let case = root.join("cases/order.mlir");
    let o = pdll(&["ir", "--generic", "--aliases", case.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let expected = std::fs::read_to_string(root.join("expected/order.mlir")).unwrap();
    assert_eq!(stdout(&o), expected);
    // Without it, attributes print inline.
    let o = pdll(&["ir", "--generic", case.to_str().unwrap()]);
    assert!(!stdout(&o).contains("#map"), "{}", stdout(&o));

    // `pdll apply --aliases` prints the rewritten IR the same way.
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("input.mlir");
    let case = case_dir("erase_op");
    let src = std::fs::read_to_string(case.join("input.mlir")).unwrap();
    std::fs::write(
        &input,
        format!("\"test.map\"() {{m = affine_map<(d0) -> (d0)>}} : () -> ()\n{src}"),
    )
    .unwrap();
    let patterns = case.join("patterns.pdll");
    let o = pdll(&[
        "apply",
        "--generic",
        "--aliases",
        patterns.to_str().unwrap(),
        input.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(
        out.starts_with("#map = affine_map<(d0) -> (d0)>\n\"builtin.module\"() ({\n"),
        "{out}"
    );
    assert!(out.contains("\"test.map\"() {m = #map}"), "{out}");
    assert!(!out.contains("test.dead"), "{out}");
}

/// The differential case `name` of the tests package.
fn case_dir(name: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/diff/cases")
        .join(name)
}

#[test]
fn apply_prints_what_mlir_opt_prints() {
    // Cases with MLIR's test-pass natives, an include, a module as input.
    for case in ["native_constraint_results", "include_file", "module_input"] {
        let dir = case_dir(case);
        let p = |f: &str| dir.join(f).to_str().unwrap().to_owned();
        let o = pdll(&["apply", "--generic", &p("patterns.pdll"), &p("input.mlir")]);
        assert_eq!(o.status.code(), Some(0), "{case}: {}", stderr(&o));
        let expected = std::fs::read_to_string(dir.join("expected.mlir")).unwrap();
        assert_eq!(stdout(&o).trim_end(), expected.trim_end(), "{case}");
        assert!(stderr(&o).is_empty(), "{case}: {}", stderr(&o));
    }
}

#[test]
fn apply_writes_out_traces_and_counts() {
    let dir = tempfile::tempdir().unwrap();
    let pats = dir.path().join("p.pdll");
    let input = dir.path().join("in.mlir");
    let out = dir.path().join("out.mlir");
    std::fs::write(
        &pats,
        "Pattern Fold { let x = op<t.neg>(op<t.neg>(v: Value)); replace x with v; }\n\
         Pattern Unused => erase op<t.none>;\n",
    )
    .unwrap();
    std::fs::write(
        &input,
        "%0 = \"t.a\"() : () -> i32\n%1 = \"t.neg\"(%0) : (i32) -> i32\n\
         %2 = \"t.neg\"(%1) : (i32) -> i32\n\"t.use\"(%2) : (i32) -> ()\n",
    )
    .unwrap();
    let s = |p: &Path| p.to_str().unwrap().to_owned();
    let o = pdll(&[
        "apply",
        "--generic",
        &s(&pats),
        &s(&input),
        "-o",
        &s(&out),
        "--trace",
        "--stats",
        "--max-iterations",
        "5",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).is_empty());
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.starts_with("\"builtin.module\"() ({\n"), "{text}");
    assert!(text.ends_with("}) : () -> ()\n\n"), "{text}");
    assert!(text.contains("\"t.use\"(%0) : (i32) -> ()"), "{text}");
    let err = stderr(&o);
    assert!(err.contains("pdll: applied Fold at op #"), "{err}");
    assert!(err.contains("(t.neg)"), "{err}");
    // The pattern table: a header, the patterns costliest first (Fold's one rewrite
    // before Unused, which never matched), the time outside the rewrites, then the
    // totals; each row's columns: name, rewrites, failed, matches, ms, share.
    let table: Vec<Vec<&str>> = err
        .lines()
        .skip_while(|l| !l.starts_with("pattern "))
        .take(4)
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert_eq!(
        table[0],
        ["pattern", "rewrites", "failed", "matches", "rewrite", "ms", "share"],
        "{err}"
    );
    assert_eq!(table[1][..4], ["Fold", "1", "0", "1"], "{err}");
    assert_eq!(table[2][..4], ["Unused", "0", "0", "0"], "{err}");
    assert_eq!(table[2][4..], ["0.000", "0.0%"], "{err}");
    assert_eq!(table[3][..2], ["(matching,", "worklist)"], "{err}");
    let share =
        |row: &[&str]| -> f64 { row.last().unwrap().trim_end_matches('%').parse().unwrap() };
    let total = share(&table[1]) + share(&table[2]) + share(&table[3]);
    assert!(
        (total - 100.0).abs() < 0.2,
        "shares add up to {total}: {err}"
    );
    assert!(err.contains("       1  rewrites in "), "{err}");
    assert!(err.contains("time: load patterns "), "{err}");
    assert!(err.contains(" ms, parse "), "{err}");
    assert!(err.contains(" ms, apply "), "{err}");
    // Standard error is no terminal here: no progress line.
    assert!(!err.contains("pdll: parsing"), "{err}");
}

#[test]
fn apply_reports_errors_and_exits_1() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.pdll");
    let native = dir.path().join("native.pdll");
    let good = dir.path().join("good.pdll");
    let input = dir.path().join("in.mlir");
    let out = dir.path().join("out.mlir");
    std::fs::write(&bad, "Pattern {\n  erase y;\n}\n").unwrap();
    std::fs::write(
        &native,
        "Constraint Mine(op: Op);\nPattern { let r = op<t.a>; Mine(r); erase r; }\n",
    )
    .unwrap();
    std::fs::write(&good, "Pattern => erase op<t.a>;\n").unwrap();
    std::fs::write(&input, "\"t.b\"(%9) : (i32) -> ()\n").unwrap();
    let s = |p: &Path| p.to_str().unwrap().to_owned();

    // Diagnostics rendered as `pdll check` renders them.
    let o = pdll(&["apply", &s(&bad), &s(&input), "-o", &s(&out)]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(err.contains("erase y"), "{err}");
    assert!(err.contains("error: 1 error in"), "{err}");
    assert!(!out.exists());

    // A body-less native that MLIR's test pass does not register.
    let o = pdll(&["apply", &s(&native), &s(&input)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("native constraint `Mine` is not registered"),
        "{}",
        stderr(&o)
    );

    // Input that does not parse.
    let o = pdll(&["apply", &s(&good), &s(&input)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with(&format!("{}:1:7: error: ", s(&input))),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&o).is_empty());

    // A missing file.
    let missing = dir.path().join("missing.mlir");
    let o = pdll(&["apply", &s(&good), &s(&missing)]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("missing.mlir: error: "),
        "{}",
        stderr(&o)
    );
}

#[test]
fn apply_prints_the_warnings_of_the_patterns_unless_denied() {
    let dir = tempfile::tempdir().unwrap();
    let pats = dir.path().join("w.pdll");
    let input = dir.path().join("in.mlir");
    let out = dir.path().join("out.mlir");
    std::fs::write(
        &pats,
        "Pattern Any with benefit(1) => erase op<t.a>;\nPattern Two => erase op<t.a>(_: Value);\n",
    )
    .unwrap();
    std::fs::write(&input, "\"t.a\"() : () -> ()\n").unwrap();
    let s = |p: &Path| p.to_str().unwrap().to_owned();
    let f = s(&pats);

    // Printed as `pdll check` prints them; the rewrite goes on.
    let o = pdll(&["apply", &f, &s(&input), "-o", &s(&out)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.starts_with("warning[W0001]: pattern `Two` can never fire: `Any`"),
        "{err}"
    );
    assert!(
        err.ends_with(&format!("warning: 1 warning in `{f}`\n")),
        "{err}"
    );
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(!text.contains("t.a"), "{text}");

    // Denied: errors, exit 1, nothing written.
    std::fs::remove_file(&out).unwrap();
    let o = pdll(&["apply", "--deny-warnings", &f, &s(&input), "-o", &s(&out)]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.starts_with("error[W0001]: pattern `Two` can never fire: `Any`"),
        "{err}"
    );
    assert!(
        err.ends_with(&format!("error: 1 error in `{f}`\n")),
        "{err}"
    );
    assert!(!out.exists());

    // A set without warnings prints nothing, denied or not.
    std::fs::write(&pats, "Pattern => erase op<t.a>;\n").unwrap();
    let o = pdll(&["apply", "--deny-warnings", &f, &s(&input)]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    assert!(stdout(&pdll(&["apply", "--help"])).contains("--deny-warnings"));
}

#[test]
fn apply_folds_uniques_constants_and_reports_the_drivers_work() {
    // The dialects come from MLIR's ODS (libmlir-19-dev, which CI installs).
    if pdll_core::ods::default_include_dirs().is_empty() {
        eprintln!("skipped: no MLIR include tree");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("input.mlir");
    // Only memref is named: arith comes with it (MLIR loads it with memref), so the
    // fold of `memref.dim` can make its constant.
    std::fs::write(
        &input,
        "func.func @f(%m: memref<4x?xf32>, %x: index) -> index {\n  \
           %c0 = \"arith.constant\"() <{value = 0 : index}> : () -> index\n  \
           %c0_0 = \"arith.constant\"() <{value = 0 : index}> : () -> index\n  \
           %d = memref.dim %m, %c0_0 : memref<4x?xf32>\n  \
           %unused = memref.dim %m, %x : memref<4x?xf32>\n  \
           \"u.sink\"(%c0, %d) : (index, index) -> ()\n  \
           return %d : index\n\
         }\n",
    )
    .unwrap();
    let patterns = dir.path().join("p.pdll");
    std::fs::write(&patterns, "Pattern { erase op<u.never>; }\n").unwrap();
    let o = pdll(&[
        "apply",
        "--stats",
        patterns.to_str().unwrap(),
        input.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let err = stderr(&o);
    // The equal constants are one, and the unused dim is erased.
    assert!(out.contains("%c0 = arith.constant 0 : index"), "{out}");
    assert!(!out.contains("%c0_0"), "{out}");
    assert!(!out.contains("memref.dim %arg0, %arg1"), "{out}");
    assert!(
        err.contains("       1  constants merged into an equal one"),
        "{err}"
    );
    assert!(err.contains("       1  ops erased as dead"), "{err}");
}

#[test]
fn apply_nested_gives_the_same_result_on_any_number_of_threads() {
    let dir = tempfile::tempdir().unwrap();
    let pats = dir.path().join("p.pdll");
    let input = dir.path().join("in.mlir");
    std::fs::write(
        &pats,
        "Pattern Fold { let x = op<t.neg>(op<t.neg>(v: Value)); replace x with v; }\n",
    )
    .unwrap();
    let mut text = String::from("module {\n");
    for f in 0..6 {
        text += &format!(
            "  func.func @f{f}(%a: i32) -> i32 {{\n    %0 = \"t.neg\"(%a) : (i32) -> i32\n    \
             %1 = \"t.neg\"(%0) : (i32) -> i32\n    %2 = \"t.neg\"(%1) : (i32) -> i32\n    \
             return %2 : i32\n  }}\n"
        );
    }
    text += "  %m = \"t.top\"() : () -> i32\n}\n";
    std::fs::write(&input, text).unwrap();
    let s = |p: &Path| p.to_str().unwrap().to_owned();
    let run = |extra: &[&str]| {
        let mut args = vec![
            "apply".to_owned(),
            s(&pats),
            s(&input),
            "--stats".to_owned(),
        ];
        args.extend(extra.iter().map(|a| a.to_string()));
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = pdll(&args);
        assert_eq!(o.status.code(), Some(0), "{extra:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("rewrites"), "{}", stderr(&o));
        stdout(&o)
    };
    let whole = run(&[]);
    assert_eq!(whole.matches("\"t.neg\"").count(), 6, "{whole}");
    for extra in [
        &["--nested", "func.func", "--threads", "1"][..],
        &["--nested", "func.func", "--threads", "2"],
        &["--nested", "func.func", "--threads", "4"],
        &["--nested", "isolated"],
    ] {
        assert_eq!(run(extra), whole, "{extra:?}");
    }
    // Threads only go with --nested.
    let o = pdll(&["apply", &s(&pats), &s(&input), "--threads", "2"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--nested"), "{}", stderr(&o));
    let o = pdll(&[
        "apply",
        &s(&pats),
        &s(&input),
        "--nested",
        "isolated",
        "--threads",
        "0",
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
}
