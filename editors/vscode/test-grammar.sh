#!/bin/sh
# Tests the TextMate grammar on the sample files test/*.test.pdll (each line of `^`
# marks under a `//` comment names the scopes the marked text must have), with the npm
# tool vscode-tmgrammar-test: `npm install -g vscode-tmgrammar-test` (or `npm install`
# here, which puts it in node_modules/.bin). test/rust-stub.tmLanguage.json stands in
# for VS Code's built-in Rust grammar, which the PDLL grammar embeds in [{ }].
set -eu
cd "$(dirname "$0")"
tool=vscode-tmgrammar-test
if [ -x node_modules/.bin/vscode-tmgrammar-test ]; then
    tool=node_modules/.bin/vscode-tmgrammar-test
fi
exec "$tool" -g syntaxes/pdll.tmLanguage.json -g test/rust-stub.tmLanguage.json 'test/*.test.pdll'
