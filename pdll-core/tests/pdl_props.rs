//! Property tests of the PDL lowering: random combinations of match statements and
//! rewrite statements (every one valid PDLL) always check, lower without error, and
//! print one `pdl.pattern` per pattern with its `rewrite`, the same way every time; and,
//! when `mlir-pdll-19` and `mlir-opt-19` are installed, those without the operator
//! proposal print exactly what mlir-pdll prints.

use pdll_core::pdl::{self, PdlOpKind};
use pdll_core::sema;
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};
use proptest::prelude::*;
use std::io::Write;
use std::process::{Command, Stdio};

const PRELUDE: &str = r#"
Constraint Check(v: Value);
Constraint GetT(op: Op) -> (at: Attr, ty: Type);
Constraint PCheck(op: Op) { let r = op.0; Check(r); }
Rewrite Make(v: Value) -> Op;
Rewrite Notify(op: Op);
Rewrite PMake(v: Value) -> Op { Notify(op<test.tmp>(v)); return Make(v); }
"#;

/// Declarations that use the operator proposal (no mlir-pdll reference).
const PRELUDE_OPS: &str = r#"
Constraint Sum(a: Attr, b: Attr) -> Attr { return a + b; }
"#;

const ROOT: &str =
    "let root = op<test.root>(x: Value, xs: ValueRange) {a = a: Attr} -> (t: Type, ts: TypeRange);";

/// Match-section statements; `{i}` makes the names of each use distinct.
/// The first [`MATCH_PLAIN`] entries are plain MLIR 19 PDLL, the rest use operators.
const MATCH_STMTS: &[&str] = &[
    "Check(x);",
    "not Check(x);",
    "PCheck(root);",
    "let r{i} = root.0; Check(r{i});",
    "let g{i} = GetT(root);",
    "let v{i}: [Value, Check] = x;",
    "a < attr<\"1 : i64\">;",
    "let s{i} = Sum(a, a);",
];
const MATCH_PLAIN: usize = 6;

const REWRITE_STMTS: &[&str] = &[
    "erase root;",
    "replace root with x;",
    "replace root with (x, xs);",
    "replace root with op<test.new>(x, xs) {a = a} -> (t, ts);",
    "rewrite root with { let n = Make(x); replace root with n; };",
    "rewrite root with { let n = op<test.n>((x, xs)) -> ((t, ts)); Notify(root); replace root with n; };",
    "rewrite root with { let m = PMake(x); replace root with PMake(m.0); };",
    "replace root with op<test.c> {v = a + a};",
];
/// The first [`REWRITE_PLAIN`] entries are plain MLIR 19 PDLL, the rest use operators.
const REWRITE_PLAIN: usize = 7;

fn program_text(patterns: &[(Vec<usize>, usize, u16)]) -> String {
    let mut src = PRELUDE.to_string();
    src.push_str(PRELUDE_OPS);
    for (p, (stmts, rewrite, benefit)) in patterns.iter().enumerate() {
        src.push_str(&format!(
            "Pattern P{p} with benefit({benefit}) {{\n  {ROOT}\n"
        ));
        for (i, &s) in stmts.iter().enumerate() {
            src.push_str("  ");
            src.push_str(&MATCH_STMTS[s].replace("{i}", &i.to_string()));
            src.push('\n');
        }
        src.push_str("  ");
        src.push_str(REWRITE_STMTS[*rewrite]);
        src.push_str("\n}\n");
    }
    src
}

fn pattern_strategy() -> impl Strategy<Value = (Vec<usize>, usize, u16)> {
    (
        prop::collection::vec(0..MATCH_STMTS.len(), 0..6),
        0..REWRITE_STMTS.len(),
        0u16..100,
    )
}

/// Patterns of plain MLIR 19 PDLL only.
fn plain_pattern_strategy() -> impl Strategy<Value = (Vec<usize>, usize, u16)> {
    (
        prop::collection::vec(0..MATCH_PLAIN, 0..6),
        0..REWRITE_PLAIN,
        0u16..100,
    )
}

/// Runs `tool args` on `input`; its stdout, or `None` if it is missing or fails.
fn run(tool: &str, args: &[&str], input: &str) -> Option<String> {
    let mut child = Command::new(tool)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(input.as_bytes()).ok()?;
    let out = child.wait_with_output().ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

fn tools_installed() -> bool {
    ["mlir-pdll-19", "mlir-opt-19"].iter().all(|t| {
        Command::new(t)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    #[test]
    fn random_valid_programs_lower(patterns in prop::collection::vec(pattern_strategy(), 1..4)) {
        let src = program_text(&patterns);
        let (module, diags) = parse_str("props.pdll", &src, &ParseOptions::default(), &mut SourceMap::new());
        let module = module.unwrap_or_else(|| panic!("syntax errors {diags:?} in\n{src}"));
        let (program, diags) = sema::check(&module);
        let program = program.unwrap_or_else(|| panic!("semantic errors {diags:?} in\n{src}"));
        let lowered = pdl::lower(&program).unwrap_or_else(|e| panic!("lowering errors {e:?} in\n{src}"));
        prop_assert_eq!(lowered.patterns.len(), patterns.len());
        for (p, (_, _, benefit)) in lowered.patterns.iter().zip(&patterns) {
            prop_assert_eq!(p.benefit, *benefit);
            // The root is the matched `test.root` operation.
            let is_root = matches!(
                &p.defining_op(p.root()).kind,
                PdlOpKind::Operation { name: Some(n), .. } if n == "test.root"
            );
            prop_assert!(is_root);
            // Every value an op uses is defined by an op printed before it.
            let order: Vec<_> = p.match_ops.iter().chain(&p.rewrite.body).copied().collect();
            for (pos, &id) in order.iter().enumerate() {
                for v in p.op(id).kind.used_values() {
                    let def = p.value(v).def;
                    prop_assert!(order[..pos].contains(&def), "use before definition in\n{}", src);
                }
            }
        }
        let text = lowered.to_mlir_string();
        prop_assert_eq!(text.matches("pdl.pattern @P").count(), patterns.len());
        prop_assert_eq!(text.matches("    rewrite %").count(), patterns.len());
        // Deterministic: lowering again prints the same text.
        prop_assert_eq!(pdl::lower(&program).unwrap().to_mlir_string(), text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_plain_programs_match_mlir_pdll(
        patterns in prop::collection::vec(plain_pattern_strategy(), 1..4)
    ) {
        if !tools_installed() {
            return Ok(());
        }
        let mut src = PRELUDE.to_string();
        src.push_str(&program_text(&patterns)[PRELUDE.len() + PRELUDE_OPS.len()..]);
        let (module, _) = parse_str("plain.pdll", &src, &ParseOptions::default(), &mut SourceMap::new());
        let (program, _) = sema::check(&module.expect("parses"));
        let ours = pdl::lower(&program.expect("checks")).expect("lowers").to_mlir_string();
        let opt = ["--allow-unregistered-dialect", "--mlir-print-debuginfo=false"];
        let ours = run("mlir-opt-19", &opt, &ours).expect("mlir-opt parses our output");
        // mlir-pdll reads a file; crashes (its memory bugs) are retried.
        let file = tempfile::Builder::new().suffix(".pdll").tempfile().expect("temp file");
        std::fs::write(file.path(), &src).expect("temp file");
        let reference = (0..5).find_map(|_| {
            let pdl = run("mlir-pdll-19", &["-x=mlir", file.path().to_str()?], "")?;
            run("mlir-opt-19", &opt, &pdl)
        });
        let reference = reference.expect("mlir-pdll-19 lowers the program");
        prop_assert_eq!(ours, reference, "for\n{}", src);
    }
}
