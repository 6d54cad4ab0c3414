//! The VS Code extension's TextMate grammar (`editors/vscode/syntaxes`) against its
//! sample files (`editors/vscode/test/*.test.pdll`), through `editors/vscode/
//! test-grammar.sh` and the npm tool vscode-tmgrammar-test. Skips, saying so, when the
//! tool is not installed (`npm install -g vscode-tmgrammar-test`).

use std::path::{Path, PathBuf};
use std::process::Command;

fn extension_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../editors/vscode")
}

/// Whether the grammar test tool can be run (on the PATH, or installed locally).
fn tool_available(dir: &Path) -> bool {
    dir.join("node_modules/.bin/vscode-tmgrammar-test").exists()
        || Command::new("vscode-tmgrammar-test")
            .arg("--help")
            .output()
            .is_ok_and(|o| o.status.success())
}

#[test]
fn the_textmate_grammar_passes_its_sample_files() {
    let dir = extension_dir();
    if !tool_available(&dir) {
        println!(
            "skipped: vscode-tmgrammar-test is not installed \
             (npm install -g vscode-tmgrammar-test)"
        );
        return;
    }
    let out = Command::new("sh")
        .arg(dir.join("test-grammar.sh"))
        .output()
        .expect("runs sh");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "grammar test failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Every sample file ran (the tool prints one line per file).
    let samples = std::fs::read_dir(dir.join("test"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| e.file_name().to_string_lossy().ends_with(".test.pdll"))
        })
        .count();
    assert!(samples >= 2);
    assert_eq!(
        stdout.matches("run successfuly").count(),
        samples,
        "{stdout}"
    );
}

#[test]
fn the_manifest_names_the_files_it_uses() {
    let dir = extension_dir();
    let manifest: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("package.json")).unwrap()).unwrap();
    let grammar = &manifest["contributes"]["grammars"][0];
    assert_eq!(grammar["scopeName"], "source.pdll");
    for file in [
        grammar["path"].as_str().unwrap(),
        manifest["contributes"]["languages"][0]["configuration"]
            .as_str()
            .unwrap(),
        manifest["main"].as_str().unwrap(),
    ] {
        let path = dir.join(file);
        assert!(path.exists(), "{} is missing", path.display());
        if file.ends_with(".json") {
            let text = std::fs::read_to_string(&path).unwrap();
            serde_json::from_str::<serde_json::Value>(&text)
                .unwrap_or_else(|e| panic!("{file} is not JSON: {e}"));
        }
    }
}
