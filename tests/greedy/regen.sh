#!/usr/bin/env bash
# Regenerates the expected outputs of the greedy-driver differential cases with MLIR 19
# (the reference).
#
# usage: tests/greedy/regen.sh [CASE...]   (CASE: a file name under cases/, without .mlir)
#
# Each cases/NAME.mlir holds ops of MLIR's dialects in custom form (bare top-level ops,
# usually `func.func`s). It becomes `module @ir` beside a `module @patterns` whose one
# pattern matches nothing, and `mlir-opt-19 --allow-unregistered-dialect
# --test-pdl-bytecode-pass --mlir-print-local-scope` applies it: what changes is the
# greedy driver's own work (folding, constants uniqued and hoisted, dead ops erased,
# regions simplified). The body of @ir, as a plain module, is expected/NAME.mlir.
# The tests (tests/tests/greedy_mlir.rs) never run this script: its outputs are
# checked in. It fails on any mlir-opt error.
set -euo pipefail

MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$here/expected"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

if [[ $# -gt 0 ]]; then
  names=("$@")
else
  names=()
  for f in "$here"/cases/*.mlir; do names+=("$(basename "$f" .mlir)"); done
fi

status=0
for name in "${names[@]}"; do
  in="$here/cases/$name.mlir"
  {
    echo 'module {'
    echo 'module @patterns {'
    echo '  pdl.pattern @matches_nothing : benefit(1) {'
    echo '    %root = pdl.operation "test.matches_nothing"'
    echo '    pdl.rewrite %root { pdl.erase %root }'
    echo '  }'
    echo '}'
    echo 'module @ir {'
    cat "$in"
    echo '}'
    echo '}'
  } >"$tmp/combined.mlir"
  if "$MLIR_OPT" --allow-unregistered-dialect --test-pdl-bytecode-pass --mlir-print-local-scope \
      "$tmp/combined.mlir" >"$tmp/out.mlir" 2>"$tmp/err"; then
    # The lines of `module @ir` (indented by two), as a top-level module.
    awk '
      /^  module @ir \{$/ { inside = 1; print "module {"; next }
      inside && /^  \}$/ { print "}"; inside = 0; next }
      inside { sub(/^  /, ""); print }
    ' "$tmp/out.mlir" >"$here/expected/$name.mlir"
    if [[ -s "$tmp/err" ]]; then
      echo "$name: mlir-opt said:" >&2
      cat "$tmp/err" >&2
      status=1
    else
      echo "$name: ok"
    fi
  else
    echo "$name: mlir-opt failed:" >&2
    cat "$tmp/err" >&2
    status=1
  fi
done
exit $status
