//! The diagnostic codes' explanations are true: each example in a code's explanation
//! (its ```` ```text ```` block, PDLL) gives a diagnostic with that code, and
//! `DIAGNOSTICS.md` at the repository root lists every code with its title.

use pdll_core::diag::Code;
use pdll_core::driver::{check_module, Compilation};
use pdll_core::source::SourceMap;
use pdll_core::syntax::{parse_str, ParseOptions};

/// The PDLL example of an explanation, if it has one.
fn example(explanation: &str) -> Option<String> {
    let start = explanation.find("```text\n")? + "```text\n".len();
    let end = start + explanation[start..].find("```")?;
    Some(explanation[start..end].to_owned())
}

/// The codes of the diagnostics `text` gets from the front end and the analysis.
fn codes_of(text: &str) -> Vec<Option<Code>> {
    let mut sources = SourceMap::new();
    let (module, diags) = parse_str("example.pdll", text, &ParseOptions::default(), &mut sources);
    let diags = match Compilation::from_parse(module.as_ref(), diags) {
        Ok(_) => check_module(module.as_ref().expect("a module"), &sources),
        Err(diags) => diags,
    };
    diags.iter().map(|d| d.code).collect()
}

#[test]
fn every_example_gives_its_code() {
    // Codes whose examples need what a file cannot hold: an include directory
    // (`E0010` names a missing file, which is the point), natives registered at run
    // time (`E0051`), a character the tokenizer rejects (`E0004`, shown for the eye).
    let elsewhere = [Code::Include, Code::NativeRegistration, Code::InvalidToken];
    let mut wrong = Vec::new();
    for &code in Code::ALL {
        let Some(text) = example(&code.explanation()) else {
            continue;
        };
        if elsewhere.contains(&code) {
            continue;
        }
        let got = codes_of(&text);
        if !got.contains(&Some(code)) {
            wrong.push(format!("{code}: {text:?} gives {got:?}"));
        }
    }
    assert!(
        wrong.is_empty(),
        "examples that do not give their code:\n{}",
        wrong.join("\n")
    );
}

/// `DIAGNOSTICS.md` holds [`Code::markdown_table`] after its introduction; run with
/// `UPDATE_EXPECT=1` to rewrite the table.
#[test]
fn the_codes_table_lists_every_code() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../DIAGNOSTICS.md");
    let text = std::fs::read_to_string(path).expect("DIAGNOSTICS.md");
    let start = text.find("| code | title |").expect("the table's header");
    let table = Code::markdown_table();
    if std::env::var_os("UPDATE_EXPECT").is_some() {
        std::fs::write(path, format!("{}{table}", &text[..start])).expect("write DIAGNOSTICS.md");
        return;
    }
    assert_eq!(
        &text[start..],
        table,
        "DIAGNOSTICS.md's table is stale (UPDATE_EXPECT=1 rewrites it)"
    );
}
