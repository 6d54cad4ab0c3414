#!/usr/bin/env bash
# Regenerates `expected.mlir` of the differential cases with MLIR 19 (the reference).
#
# usage: tests/diff/regen.sh [CASES_DIR] [CASE...]
#   CASES_DIR defaults to tests/diff/cases; with CASE names only those are redone.
#
# For each case folder (patterns.pdll, input.mlir):
#   1. mlir-pdll-19 -x=mlir lowers patterns.pdll to PDL; mlir-opt-19 reprints it
#      without the trailing location aliases, and it becomes `module @patterns`.
#   2. mlir-opt-19 --mlir-print-op-generic reprints input.mlir (bare ops or one plain
#      module) in generic form; its body becomes `module @ir`.
#   3. Both go into one module; mlir-opt-19 --test-pdl-bytecode-pass applies the
#      patterns greedily to @ir; the rewritten @ir is printed in generic form as a
#      plain module, which is what our harness prints for the same input.
# The script fails on any mlir tool error or diagnostic, and checks that a case fires
# (changes the IR) unless its name starts with `nofire_`, and that `nofire_` cases
# leave the IR unchanged. The tests never run this script: its outputs are checked in.
set -euo pipefail

MLIR_PDLL=${MLIR_PDLL:-mlir-pdll-19}
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
# MLIR's ODS files, for cases that `#include "mlir/Dialect/..."`.
MLIR_INCLUDE_DIR=${MLIR_INCLUDE_DIR:-/usr/lib/llvm-19/include}
here=$(cd "$(dirname "$0")" && pwd)
cases_dir=${1:-$here/cases}
shift || true

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Prints the body of a generic-form module (between its first and last line),
# dedented by two spaces. Fails unless the first line opens a plain module.
module_body() {
  local file=$1 open=$2
  if [[ "$(head -n1 "$file")" != "$open" ]]; then
    echo "unexpected module header in $file: $(head -n1 "$file")" >&2
    return 1
  fi
  # mlir-opt ends its output with an empty line: drop trailing empty lines first.
  awk '{ lines[NR] = $0 } END { n = NR; while (n > 0 && lines[n] == "") n--;
         for (i = 2; i < n; i++) print lines[i] }' "$file" | sed 's/^  //'
}

regen_case() {
  local dir=$1 name
  name=$(basename "$dir")
  [[ -f "$dir/patterns.pdll" && -f "$dir/input.mlir" ]] || {
    echo "$name: missing patterns.pdll or input.mlir" >&2
    return 1
  }

  # 1. Patterns, lowered to PDL; mlir-opt drops the location aliases that would
  #    otherwise have to come after the enclosing module.
  "$MLIR_PDLL" -x=mlir -I "$dir" -I "$MLIR_INCLUDE_DIR" "$dir/patterns.pdll" 2>"$tmp/err" \
    | "$MLIR_OPT" 2>>"$tmp/err" \
    | sed '1s/^module {$/module @patterns {/' >"$tmp/patterns.mlir"
  # mlir-pdll warns about inferred result types of unknown ops: only errors count.
  if grep -q 'error:' "$tmp/err"; then
    echo "$name: lowering failed:" >&2
    cat "$tmp/err" >&2
    return 1
  fi

  # 2. The input IR in generic form.
  "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic \
    "$dir/input.mlir" >"$tmp/input.mlir" 2>"$tmp/err" || {
    echo "$name: bad input.mlir:" >&2
    cat "$tmp/err" >&2
    return 1
  }
  module_body "$tmp/input.mlir" '"builtin.module"() ({' >"$tmp/input_body.mlir"

  # 3. One module holding both; apply; extract @ir as a plain module.
  {
    echo 'module {'
    cat "$tmp/patterns.mlir"
    echo 'module @ir {'
    cat "$tmp/input_body.mlir"
    echo '}'
    echo '}'
  } >"$tmp/combined.mlir"
  "$MLIR_OPT" --allow-unregistered-dialect --test-pdl-bytecode-pass \
    --mlir-print-op-generic "$tmp/combined.mlir" >"$tmp/out.mlir" 2>"$tmp/err" || true
  if [[ -s "$tmp/err" ]]; then
    echo "$name: mlir-opt failed:" >&2
    cat "$tmp/err" >&2
    return 1
  fi
  # The output is the outer module holding only @ir (the pass removed @patterns);
  # @ir, dedented, loses its symbol name to become the plain module we print.
  module_body "$tmp/out.mlir" '"builtin.module"() ({' >"$tmp/ir.mlir"
  if [[ "$(head -n1 "$tmp/ir.mlir")" != '"builtin.module"() <{sym_name = "ir"}> ({' ]]; then
    echo "$name: unexpected output:" >&2
    cat "$tmp/out.mlir" >&2
    return 1
  fi
  sed '1s/.*/"builtin.module"() ({/' "$tmp/ir.mlir" >"$dir/expected.mlir"

  # Did the patterns fire? Compare with the input as mlir-opt prints it.
  awk '{ lines[NR] = $0 } END { n = NR; while (n > 0 && lines[n] == "") n--;
         for (i = 1; i <= n; i++) print lines[i] }' "$tmp/input.mlir" >"$tmp/input_trim.mlir"
  if cmp -s "$dir/expected.mlir" "$tmp/input_trim.mlir"; then
    if [[ "$name" != nofire_* ]]; then
      echo "$name: no pattern fired (name it nofire_* if that is the point)" >&2
      return 1
    fi
  elif [[ "$name" == nofire_* ]]; then
    echo "$name: a pattern fired in a nofire_ case" >&2
    return 1
  fi
  echo "$name: ok"
}

status=0
if [[ $# -gt 0 ]]; then
  for c in "$@"; do regen_case "$cases_dir/$c" || status=1; done
else
  for d in "$cases_dir"/*/; do regen_case "${d%/}" || status=1; done
fi
exit $status
