//! The server driven in process, over an in-memory connection: the same JSON-RPC
//! messages an editor sends (`cli/tests/lsp.rs` drives the `pdll lsp` binary over
//! stdio; this one needs no process and reaches the dispatcher directly).

use lsp_server::{Connection, Message, Notification, Request, RequestId, Response};
use serde_json::{json, Value};
use std::time::Duration;

const TIMEOUT: Duration = Duration::from_secs(30);

/// A client on one end of an in-memory connection, the server on the other.
struct Session {
    client: Connection,
    server: Option<std::thread::JoinHandle<()>>,
    next_id: i32,
    notifications: Vec<Notification>,
}

impl Session {
    fn start() -> Session {
        let (server_end, client) = Connection::memory();
        let server = std::thread::spawn(move || pdll_lsp::run(&server_end).expect("message loop"));
        let mut s = Session {
            client,
            server: Some(server),
            next_id: 0,
            notifications: Vec::new(),
        };
        let init = s.request("initialize", json!({ "capabilities": {} }));
        assert!(init.result.is_some(), "{init:?}");
        s.notify("initialized", json!({}));
        s
    }

    fn notify(&mut self, method: &str, params: Value) {
        let n = Notification::new(method.to_owned(), params);
        self.client.sender.send(Message::Notification(n)).unwrap();
    }

    fn request(&mut self, method: &str, params: Value) -> Response {
        self.next_id += 1;
        let id = RequestId::from(self.next_id);
        let req = Request::new(id.clone(), method.to_owned(), params);
        self.client.sender.send(Message::Request(req)).unwrap();
        loop {
            match self
                .client
                .receiver
                .recv_timeout(TIMEOUT)
                .expect("a message")
            {
                Message::Response(r) if r.id == id => return r,
                Message::Notification(n) => self.notifications.push(n),
                _ => {}
            }
        }
    }

    /// The latest diagnostics published for `uri` (waiting for some if none came yet).
    fn diagnostics(&mut self, uri: &str) -> Vec<Value> {
        loop {
            let found =
                self.notifications.iter().rev().find(|n| {
                    n.method == "textDocument/publishDiagnostics" && n.params["uri"] == uri
                });
            if let Some(n) = found {
                return n.params["diagnostics"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default();
            }
            match self
                .client
                .receiver
                .recv_timeout(TIMEOUT)
                .expect("diagnostics")
            {
                Message::Notification(n) => self.notifications.push(n),
                other => panic!("unexpected {other:?}"),
            }
        }
    }

    fn open(&mut self, uri: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({ "textDocument": { "uri": uri, "languageId": "pdll", "version": 1, "text": text } }),
        );
    }

    fn finish(mut self) {
        let r = self.request("shutdown", Value::Null);
        assert!(r.error.is_none(), "{r:?}");
        self.notify("exit", Value::Null);
        self.server.take().unwrap().join().unwrap();
    }
}

#[test]
fn diagnostics_carry_codes_and_quick_fixes_key_on_them() {
    let mut s = Session::start();
    let uri = "file:///tmp/in_process.pdll";
    s.open(uri, "Pattern { let x = op<a.b> erase x; }\n");
    let diags = s.diagnostics(uri);
    assert_eq!(diags.len(), 1, "{diags:?}");
    assert_eq!(diags[0]["code"], "E0002", "{diags:?}");
    let actions = s.request(
        "textDocument/codeAction",
        json!({
            "textDocument": { "uri": uri },
            "range": diags[0]["range"],
            "context": { "diagnostics": diags },
        }),
    );
    let actions = actions.result.expect("actions");
    assert_eq!(actions[0]["title"], "Add `;`", "{actions}");
    s.finish();
}

#[test]
fn typed_requests_answer_and_unknown_ones_are_refused() {
    let mut s = Session::start();
    let uri = "file:///tmp/view.pdll";
    s.open(uri, "Pattern Dead => erase op<test.dead>;\n");
    assert!(s.diagnostics(uri).is_empty());
    let view = s.request("pdll/viewOutput", json!({ "uri": uri, "kind": "pdl" }));
    let output = view.result.expect("output")["output"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(output.contains("pdl.pattern @Dead"), "{output}");
    let hover = s.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": uri }, "position": { "line": 0, "character": 9 } }),
    );
    assert!(hover.error.is_none(), "{hover:?}");
    // Params of the wrong shape, and a method no handler takes.
    let bad = s.request("textDocument/hover", json!({ "nope": 1 }));
    assert_eq!(bad.error.expect("an error").code, -32602, "InvalidParams");
    let unknown = s.request("textDocument/nothing", json!({}));
    assert_eq!(
        unknown.error.expect("an error").code,
        -32601,
        "MethodNotFound"
    );
    s.finish();
}
