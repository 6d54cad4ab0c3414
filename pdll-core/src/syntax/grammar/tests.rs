//! Unit tests of the grammar, one construct at a time.

use crate::source::SourceMap;
use crate::syntax::print::module_to_sexpr;
use crate::syntax::{parse_str, ParseOptions};

/// The S-expression of a text that must parse.
fn ast(text: &str) -> String {
    let (module, diags) = parse_str(
        "t.pdll",
        text,
        &ParseOptions::default(),
        &mut SourceMap::new(),
    );
    assert!(diags.is_empty(), "{text}: {diags:#?}");
    module_to_sexpr(&module.unwrap())
}

/// The messages of a text that must fail.
fn errors(text: &str) -> Vec<String> {
    let (module, diags) = parse_str(
        "t.pdll",
        text,
        &ParseOptions::default(),
        &mut SourceMap::new(),
    );
    assert!(module.is_some(), "{text}: the recovered module");
    assert!(
        diags.iter().any(|d| d.is_error()),
        "{text}: expected an error"
    );
    diags.into_iter().map(|d| d.message).collect()
}

/// The S-expression of the expression in `Pattern { EXPR; erase x; }`.
fn expr(text: &str) -> String {
    let dump = ast(&format!("Pattern {{ {text}; erase x; }}"));
    let line = dump.lines().nth(2).unwrap().trim().to_owned();
    line
}

#[test]
fn pattern_headers() {
    assert!(ast("Pattern => erase x;").starts_with("(pattern _\n"));
    assert!(ast("Pattern P with benefit(3) => erase x;").starts_with("(pattern P (benefit 3)\n"));
    assert!(ast("Pattern with recursion, benefit(1) { erase x; }")
        .starts_with("(pattern _ (benefit 1) recursion\n"));
}

#[test]
fn let_forms() {
    assert_eq!(expr("let v: Value"), "(let v Value)");
    assert_eq!(expr("let v: [Value, C]"), "(let v [Value C])");
    assert_eq!(expr("let v = x"), "(let v = x)");
    assert_eq!(expr("let v: Op<a.b> = x"), "(let v (Op a.b) = x)");
    assert_eq!(expr("let t: Type"), "(let t Type)");
    assert_eq!(
        expr("let r: ValueRange<_: TypeRange>"),
        "(let r (ValueRange (def _ TypeRange)))"
    );
    assert_eq!(expr("let o: Op<>"), "(let o Op)");
    // Dependent keywords name variables.
    assert_eq!(expr("let op = x"), "(let op = x)");
}

#[test]
fn op_expressions() {
    assert_eq!(expr("op<a.b>"), "(op a.b)");
    assert_eq!(expr("op<>"), "(op <>)");
    assert_eq!(expr("op<a.b.c>()"), "(op a.b.c (operands))");
    assert_eq!(
        expr("op<a.b>(x, y) {k = x, unit, \"s\" = y, type = x} -> (t, u)"),
        "(op a.b (operands x y) (attrs (\"k\" x) (\"unit\") (\"s\" y) (\"type\" x)) (results t u))"
    );
    assert_eq!(expr("op<a.b> -> ()"), "(op a.b (results))");
    // Keywords are allowed in op names.
    assert_eq!(expr("op<test.return>"), "(op test.return)");
}

#[test]
fn literals_members_calls_tuples() {
    assert_eq!(expr("attr<\"1 : i32\">"), "(attr \"1 : i32\")");
    assert_eq!(expr("type<\"f32\">"), "(type \"f32\")");
    assert_eq!(expr("x.0.name.1"), "(member (member (member x 0) name) 1)");
    assert_eq!(expr("x.0.1"), "(member (member x 0) 1)");
    assert_eq!(expr("F(x, y)(z)"), "(call (call F x y) z)");
    assert_eq!(expr("not F(x)"), "(not-call F x)");
    assert_eq!(expr("()"), "(tuple)");
    assert_eq!(expr("(x)"), "(tuple x)");
    assert_eq!(expr("(a = x, y)"), "(tuple a=x y)");
    assert_eq!(expr("_: Value"), "(def _ Value)");
    assert_eq!(expr("v: [Value, C]"), "(def v [Value C])");
}

#[test]
fn operators_follow_c_precedence() {
    assert_eq!(expr("a + b * c"), "(+ a (* b c))");
    assert_eq!(expr("a - b - c"), "(- (- a b) c)");
    assert_eq!(expr("a < b == c > d"), "(== (< a b) (> c d))");
    assert_eq!(expr("a || b && c"), "(|| a (&& b c))");
    assert_eq!(expr("-a.0 % !b"), "(% (- (member a 0)) (! b))");
    assert_eq!(expr("(a + b) * c"), "(* (tuple (+ a b)) c)");
    assert_eq!(expr("a <= b != a >= b"), "(!= (<= a b) (>= a b))");
}

#[test]
fn statements() {
    assert_eq!(expr("replace x with y"), "(replace x with y)");
    assert_eq!(expr("replace x with (y, z)"), "(replace x with-list y z)");
    assert_eq!(expr("return x"), "(return x)");
    let dump = ast("Pattern { rewrite x with { erase x; }; }");
    assert!(dump.contains("(rewrite x\n"), "{dump}");
}

#[test]
fn user_declarations() {
    assert_eq!(
        ast("Constraint C(a: Attr, t: Type);"),
        "(constraint C (args (a Attr) (t Type)) external)\n"
    );
    assert_eq!(
        ast("Rewrite R(v: Value) -> Op [{ v.defining_op() }];"),
        "(rewrite-decl R (args (v Value)) (results (_ Op)) (native \"v . defining_op ()\"))\n"
    );
    assert_eq!(
        ast("Constraint C() -> (a: Value, b: Value) => (a = x, b = y);"),
        "(constraint C (args) (results-list (a Value) (b Value))\n  (lambda (tuple a=x b=y)))\n"
    );
    let dump = ast("Pattern { let f = Rewrite(o: Op) => erase o; f(x); erase x; }");
    assert!(dump.contains("(rewrite-decl _ (args (o Op))"), "{dump}");
    let dump = ast("Pattern { let v: [Value, Constraint(v: Value) { return v; }]; erase v; }");
    assert!(
        dump.contains("(let v [Value (constraint _ (args (v Value))"),
        "{dump}"
    );
}

#[test]
fn keywords_are_not_identifiers() {
    assert_eq!(
        errors("Pattern { let with = x; erase x; }"),
        ["`with` is a keyword and cannot name a variable"]
    );
    assert_eq!(
        errors("Constraint with();"),
        ["expected identifier name, found `with`"]
    );
}

#[test]
fn error_messages() {
    assert_eq!(
        errors("Pattern { erase x }"),
        ["expected `;` after statement, found `}`"]
    );
    assert_eq!(
        errors("Pattern { let = x; }"),
        ["expected identifier after `let` to name a new variable, found `=`"]
    );
    assert_eq!(
        errors("Pattern { replace x y; }"),
        ["expected `with` after root operation, found `y`"]
    );
    assert_eq!(
        errors("Pattern { x: ; }"),
        ["expected `[` or constraint, found `;`"]
    );
    assert_eq!(
        errors("Pattern { _; erase x; }"),
        ["expected `:` after `_` variable"]
    );
    assert_eq!(
        errors("Pattern => erase x"),
        ["expected `;` after statement, found end of input"]
    );
    assert_eq!(
        errors("Pattern { let x = op<a>; erase x; }"),
        ["expected `.` after dialect namespace, found `>`"]
    );
    assert_eq!(
        errors("Pattern { let x = attr<x>; erase x; }"),
        ["expected string literal containing MLIR attribute, found `x`"]
    );
}

#[test]
fn every_independent_error_is_reported() {
    let messages = errors(
        "junk junk\n\
         Pattern { let = x; erase x; let y = ; erase }\n\
         Constraint C(x) => x;\n\
         Pattern P with foo => erase x;\n\
         Pattern Q => erase x;",
    );
    assert_eq!(messages.len(), 6, "{messages:#?}");
}

#[test]
fn a_statement_missing_its_semicolon_at_the_block_end_is_kept() {
    // The recovered tree holds the statement (for sema to check what comes before
    // the syntax error), not an error placeholder.
    let text = "Pattern { let x: Op; rewrite x with { erase x; } }";
    let (module, diags) = parse_str(
        "t.pdll",
        text,
        &ParseOptions::default(),
        &mut SourceMap::new(),
    );
    let messages: Vec<_> = diags.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(messages, ["expected `;` after statement, found `}`"]);
    let dump = module_to_sexpr(&module.expect("the recovered module"));
    assert!(dump.contains("(rewrite"), "{dump}");
    assert!(!dump.contains("(error)"), "{dump}");
    // Not at the end of a block: skipped to the next `;` as before.
    let text = "Pattern { let x: Op erase x; erase x; }";
    let (module, _) = parse_str(
        "t.pdll",
        text,
        &ParseOptions::default(),
        &mut SourceMap::new(),
    );
    let dump = module_to_sexpr(&module.expect("the recovered module"));
    assert!(dump.contains("(error)"), "{dump}");
}

/// The cheap pass and the rich pass of the grammar (see `GrammarError`) take the same
/// decisions: on every text of the front end's fuzz corpus (many with errors) and the
/// repository's examples, both give the same entries and fail on the same texts.
#[test]
fn cheap_and_rich_passes_agree() {
    use super::{top_level, Cheap, Rich, SimpleSpan, Tok};
    use chumsky::Parser;
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut texts = Vec::new();
    for dir in ["fuzz/corpus/pdll_frontend", "examples", "tests/diff/cases"] {
        let mut stack = vec![root.join(dir)];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).into_iter().flatten().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if let Ok(text) = std::fs::read_to_string(&path) {
                    texts.push(text);
                }
            }
        }
    }
    assert!(texts.len() > 100, "only {} texts", texts.len());
    let (mut failing, mut read) = (0, 0);
    for text in &texts {
        let file = SourceMap::new().add_file("t.pdll", None, text);
        let Ok((tokens, _)) = crate::syntax::repair::lex_tolerant(text, file) else {
            continue;
        };
        read += 1;
        let toks = &tokens.toks[..];
        let (cheap, cheap_errors) = top_level::<Cheap<SimpleSpan>>(&tokens)
            .parse(toks)
            .into_output_errors();
        let (rich, rich_errors) = top_level::<Rich<'_, Tok>>(&tokens)
            .parse(toks)
            .into_output_errors();
        assert_eq!(format!("{cheap:?}"), format!("{rich:?}"), "{text}");
        assert_eq!(cheap_errors.len(), rich_errors.len(), "{text}");
        failing += !rich_errors.is_empty() as usize;
    }
    println!("{read} texts, {failing} with errors");
    assert!(failing > 20 && failing < read, "{failing} of {read} fail");
}

/// The repair of unbalanced delimiters guesses from indentation where a group ends;
/// balanced text is never repaired, however it is indented (mlir-pdll accepts it),
/// whether it is lexed directly or through proc-macro2 (the `\x41` escape).
#[test]
fn balanced_text_is_read_as_written_whatever_its_indentation() {
    for attr in ["", " {k = attr<\"\\x41\">}"] {
        ast(&format!(
            "  Pattern P {{\n      let root = op<a.b>{attr};\n      rewrite root with {{\n    \
             erase root;\n  }};\n  }}\n"
        ));
    }
}
