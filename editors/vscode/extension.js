// The PDLL extension: starts `pdll lsp` (the pdll-rs language server) for .pdll files,
// and offers "PDLL: View Output" (the file as PDL, as its merged matcher tree, or as the
// generated Rust), which sends the server's `pdll/viewOutput` request.
"use strict";

const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const config = vscode.workspace.getConfiguration("pdll");
  const command = config.get("server.path", "pdll");
  const serverOptions = {
    command,
    args: ["lsp"],
    transport: TransportKind.stdio,
  };
  const clientOptions = {
    documentSelector: [{ language: "pdll" }],
    initializationOptions: { includeDirs: config.get("includeDirs", []) },
  };
  client = new LanguageClient("pdll", "PDLL (pdll lsp)", serverOptions, clientOptions);
  client.start();

  context.subscriptions.push(
    vscode.commands.registerCommand("pdll.viewOutput", async () => {
      const editor = vscode.window.activeTextEditor;
      if (!editor || editor.document.languageId !== "pdll") {
        vscode.window.showErrorMessage("Open a .pdll file first.");
        return;
      }
      const choice = await vscode.window.showQuickPick(
        [
          { label: "PDL", kind: "pdl", language: "mlir" },
          { label: "Matcher tree", kind: "tree", language: "plaintext" },
          { label: "Rust", kind: "rust", language: "rust" },
        ],
        { placeHolder: "Which output of the file?" }
      );
      if (!choice) {
        return;
      }
      const result = await client.sendRequest("pdll/viewOutput", {
        uri: editor.document.uri.toString(),
        kind: choice.kind,
      });
      const doc = await vscode.workspace.openTextDocument({
        content: result.output,
        language: choice.language,
      });
      await vscode.window.showTextDocument(doc, vscode.ViewColumn.Beside);
    })
  );
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
