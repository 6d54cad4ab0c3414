#!/usr/bin/env bash
# Regenerates the expected outputs of the region simplification cases with MLIR 19
# (the reference).
#
# usage: pdll-runtime/tests/simplify/regen.sh [CASE...]   (CASE: a file name under
#        cases/, without .mlir)
#
# Each cases/NAME.mlir is the body of a module (func.func ops in custom form, the cf,
# func and arith dialects and unregistered ops). It goes into `module @ir`, beside a
# `module @patterns` whose one pattern matches no op, and
#   mlir-opt-19 --allow-unregistered-dialect --test-pdl-bytecode-pass --mlir-print-local-scope
# applies that empty set greedily to @ir: what changes is the greedy driver's own
# work, which for these cases (no foldable ops, no constants) is region
# simplification after each iteration. expected/NAME.mlir is its output.
#
# Unregistered ops must not use the `test` namespace: mlir-opt-19 registers MLIR's
# test dialect (its `test.br` is a branch op). The tests
# (pdll-runtime/tests/simplify_mlir.rs) never run this script: its outputs are
# checked in. It fails on any mlir-opt error.
set -euo pipefail

MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$here/expected"

if [[ $# -gt 0 ]]; then
  names=("$@")
else
  names=()
  for f in "$here"/cases/*.mlir; do names+=("$(basename "$f" .mlir)"); done
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

status=0
for name in "${names[@]}"; do
  in="$here/cases/$name.mlir"
  if grep -q '"test\.' "$in"; then
    echo "$name: uses the test namespace, which mlir-opt-19 registers" >&2
    status=1
    continue
  fi
  {
    echo 'module {'
    echo 'module @patterns {'
    echo '  pdl.pattern : benefit(1) {'
    echo '    %root = pdl.operation "never.matched"'
    echo '    pdl.rewrite %root {'
    echo '      pdl.erase %root'
    echo '    }'
    echo '  }'
    echo '}'
    echo 'module @ir {'
    cat "$in"
    echo '}'
    echo '}'
  } >"$tmp/in.mlir"
  if "$MLIR_OPT" --allow-unregistered-dialect --test-pdl-bytecode-pass --mlir-print-local-scope \
      "$tmp/in.mlir" >"$here/expected/$name.mlir" 2>"$tmp/err" && [[ ! -s "$tmp/err" ]]; then
    echo "$name: ok"
  else
    echo "$name: mlir-opt failed" >&2
    cat "$tmp/err" >&2
    rm -f "$here/expected/$name.mlir"
    status=1
  fi
done
exit $status
