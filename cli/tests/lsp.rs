//! `pdll lsp` as an editor talks to it: JSON-RPC messages over the binary's standard
//! input and output (initialize, didOpen, didChange, hover, definition, completion,
//! references, code actions, the view-output request, includes of open files,
//! shutdown and exit).

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::time::Duration;

/// Long enough for a debug build on a loaded machine; a hang fails instead of blocking.
const TIMEOUT: Duration = Duration::from_secs(60);

/// The server process and the messages it sends.
struct Client {
    child: Child,
    stdin: ChildStdin,
    incoming: Receiver<Value>,
    next_id: i64,
    /// Notifications received while waiting for a response.
    notifications: Vec<Value>,
}

impl Client {
    fn start() -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_pdll"))
            .args(["lsp", "--stdio"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("runs pdll lsp");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, incoming) = mpsc::channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            loop {
                let mut length = None;
                loop {
                    let mut line = String::new();
                    if reader.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    let line = line.trim_end();
                    if line.is_empty() {
                        break;
                    }
                    if let Some(n) = line.strip_prefix("Content-Length: ") {
                        length = n.parse::<usize>().ok();
                    }
                }
                let mut body = vec![0; length.expect("a Content-Length header")];
                reader.read_exact(&mut body).unwrap();
                if tx.send(serde_json::from_slice(&body).unwrap()).is_err() {
                    return;
                }
            }
        });
        Client {
            child,
            stdin,
            incoming,
            next_id: 1,
            notifications: Vec::new(),
        }
    }

    fn send(&mut self, message: Value) {
        let body = message.to_string();
        write!(self.stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        self.stdin.flush().unwrap();
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(json!({"jsonrpc": "2.0", "method": method, "params": params}));
    }

    /// Sends a request and returns its response (the whole message).
    fn request(&mut self, method: &str, params: Value) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        loop {
            let message = self
                .incoming
                .recv_timeout(TIMEOUT)
                .expect("a response in time");
            if message.get("id") == Some(&json!(id)) {
                return message;
            }
            self.notifications.push(message);
        }
    }

    /// The next diagnostics published for `uri`.
    fn diagnostics(&mut self, uri: &str) -> Vec<Value> {
        if let Some(i) = self
            .notifications
            .iter()
            .position(|n| n["params"]["uri"] == uri)
        {
            let n = self.notifications.remove(i);
            return n["params"]["diagnostics"].as_array().unwrap().clone();
        }
        loop {
            let message = self
                .incoming
                .recv_timeout(TIMEOUT)
                .expect("diagnostics in time");
            if message["method"] == "textDocument/publishDiagnostics"
                && message["params"]["uri"] == uri
            {
                return message["params"]["diagnostics"].as_array().unwrap().clone();
            }
            self.notifications.push(message);
        }
    }

    fn open(&mut self, uri: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri, "languageId": "pdll", "version": 1, "text": text}}),
        );
    }
}

fn uri_of(path: &Path) -> String {
    format!("file://{}", path.display())
}

fn at(uri: &str, line: u32, character: u32) -> Value {
    json!({"textDocument": {"uri": uri}, "position": {"line": line, "character": character}})
}

const MAIN: &str = "\
#include \"lib.pdll\"
Constraint IsOne(a: Attr);
Pattern FoldMul {
  let one = op<toy.constant> {value = v: Attr};
  IsOne(v)
  let root = op<toy.mul>(x: Value, one.0);
  replace root with x;
}
";

#[test]
fn a_session_over_stdio() {
    let dir = tempfile::tempdir().unwrap();
    let dir = dir.path().canonicalize().unwrap();
    std::fs::write(dir.join("lib.pdll"), "Constraint OnDisk(v: Value);\n").unwrap();
    let main = uri_of(&dir.join("main.pdll"));
    let lib = uri_of(&dir.join("lib.pdll"));

    let mut client = Client::start();
    let init = client.request(
        "initialize",
        json!({"processId": null, "rootUri": null, "capabilities": {}}),
    );
    let caps = &init["result"]["capabilities"];
    assert_eq!(caps["hoverProvider"], true, "{init}");
    assert_eq!(caps["textDocumentSync"], 2, "incremental sync: {init}");
    client.notify("initialized", json!({}));

    // A missing `;`: one error, and a quick fix that adds it.
    client.open(&main, MAIN);
    let diags = client.diagnostics(&main);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert!(diags[0]["message"]
        .as_str()
        .unwrap()
        .starts_with("expected `;`"));
    assert_eq!(diags[0]["range"]["start"]["line"], 4);
    let actions = client.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": main}, "range": diags[0]["range"], "context": {"diagnostics": []}}),
    );
    assert_eq!(actions["result"][0]["title"], "Add `;`", "{actions}");

    // Hover works on the parts that parse, before the fix.
    let hover = client.request("textDocument/hover", at(&main, 3, 7));
    let text = hover["result"]["contents"]["value"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(text.contains("one: Op<toy.constant>"), "{hover}");

    // An incremental change adds the `;`: the error goes away.
    client.notify(
        "textDocument/didChange",
        json!({
            "textDocument": {"uri": main, "version": 2},
            "contentChanges": [{"range": {"start": {"line": 4, "character": 10}, "end": {"line": 4, "character": 10}}, "text": ";"}]
        }),
    );
    assert_eq!(client.diagnostics(&main), Vec::<Value>::new());

    // Hover on the call, go to the constraint's definition.
    let hover = client.request("textDocument/hover", at(&main, 4, 3));
    let text = hover["result"]["contents"]["value"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(text.contains("Constraint IsOne(a: Attr)"), "{hover}");
    let def = client.request("textDocument/definition", at(&main, 4, 3));
    assert_eq!(def["result"]["uri"], main.as_str());
    assert_eq!(
        def["result"]["range"]["start"],
        json!({"line": 1, "character": 11})
    );
    let refs = client.request(
        "textDocument/references",
        json!({"textDocument": {"uri": main}, "position": {"line": 3, "character": 38}, "context": {"includeDeclaration": true}}),
    );
    assert_eq!(refs["result"].as_array().unwrap().len(), 2, "{refs}");

    // Completion inside the pattern: variables, constraints, keywords.
    let completion = client.request("textDocument/completion", at(&main, 6, 2));
    let labels: Vec<&str> = completion["result"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["label"].as_str().unwrap())
        .collect();
    for want in ["one", "v", "x", "IsOne", "OnDisk", "replace"] {
        assert!(labels.contains(&want), "{want} missing: {labels:?}");
    }

    // The included file, opened and edited: its unsaved text is what main includes.
    client.open(&lib, "Constraint OnDisk(v: Value);\n");
    client.diagnostics(&lib);
    client.diagnostics(&main);
    client.notify(
        "textDocument/didChange",
        json!({
            "textDocument": {"uri": lib, "version": 2},
            "contentChanges": [{"text": "Constraint IsOne(a: Attr);\n"}]
        }),
    );
    // No error in the library alone (the analysis may warn that its declaration is
    // unused there: LSP severity 2).
    let lib_diags = client.diagnostics(&lib);
    assert!(
        lib_diags.iter().all(|d| d["severity"] != 1),
        "{lib_diags:?}"
    );
    let diags = client.diagnostics(&main);
    assert!(
        diags.iter().any(|d| d["message"]
            .as_str()
            .unwrap()
            .contains("`IsOne` has already been defined")),
        "{diags:?}"
    );
    // Going to a definition in the included file.
    client.notify(
        "textDocument/didChange",
        json!({
            "textDocument": {"uri": main, "version": 3},
            "contentChanges": [{"range": {"start": {"line": 1, "character": 0}, "end": {"line": 2, "character": 0}}, "text": ""}]
        }),
    );
    assert!(client.diagnostics(&main).is_empty());
    let def = client.request("textDocument/definition", at(&main, 3, 3));
    assert_eq!(def["result"]["uri"], lib.as_str(), "{def}");

    // The generated outputs.
    let pdl = client.request("pdll/viewOutput", json!({"uri": main, "kind": "pdl"}));
    assert!(
        pdl["result"]["output"]
            .as_str()
            .unwrap()
            .contains("pdl.pattern @FoldMul"),
        "{pdl}"
    );
    let rust = client.request(
        "workspace/executeCommand",
        json!({"command": "pdll.viewOutput", "arguments": [main, "rust"]}),
    );
    assert!(rust["result"]["output"]
        .as_str()
        .unwrap()
        .contains("pub struct Patterns"));

    // Unknown requests are errors, not crashes.
    let unknown = client.request("textDocument/prepareTypeHierarchy", at(&main, 0, 0));
    assert_eq!(unknown["error"]["code"], -32601, "{unknown}");

    let shutdown = client.request("shutdown", Value::Null);
    assert_eq!(shutdown["result"], Value::Null, "{shutdown}");
    client.notify("exit", Value::Null);
    let status = client.child.wait().unwrap();
    assert!(status.success(), "{status}");
}

#[test]
fn bad_requests_get_errors_and_the_server_keeps_going() {
    let mut client = Client::start();
    client.request(
        "initialize",
        json!({"processId": null, "rootUri": null, "capabilities": {}}),
    );
    client.notify("initialized", json!({}));
    let not_open = client.request("textDocument/hover", at("file:///nowhere.pdll", 0, 0));
    assert_eq!(not_open["error"]["code"], -32602, "{not_open}");
    let malformed = client.request("textDocument/hover", json!({"textDocument": 3}));
    assert_eq!(malformed["error"]["code"], -32602, "{malformed}");
    // A document that is not even tokens (an unterminated string) still gets diagnostics.
    client.open(
        "file:///scratch.pdll",
        "Pattern { let x = op<a.b> {s = attr<\"oops",
    );
    let diags = client.diagnostics("file:///scratch.pdll");
    assert!(!diags.is_empty());
    let hover = client.request("textDocument/hover", at("file:///scratch.pdll", 0, 15));
    assert!(hover.get("error").is_none(), "{hover}");
    client.request("shutdown", Value::Null);
    client.notify("exit", Value::Null);
    assert!(client.child.wait().unwrap().success());
}
