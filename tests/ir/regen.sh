#!/usr/bin/env bash
# Regenerates the expected outputs of the builtin-syntax differential cases with
# MLIR 19 (the reference).
#
# usage: tests/ir/regen.sh [--aliases] [CASE...]   (CASE: a file name under cases/,
#        without .mlir)
#
# For each cases/NAME.mlir, expected/NAME.mlir is what
#   mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope
# prints for it: the generic op form with every attribute and type written inline
# (no `#map = ...` aliases), which is what `pdll ir` prints. With --aliases, the same for
# aliases/cases/ into aliases/expected/, without --mlir-print-local-scope: MLIR's
# aliases (`#map = ...` above the module), which is what `pdll ir --aliases` prints.
# A case of cases/ holding `{-# ... #-}` metadata is printed without
# --mlir-print-local-scope too: that flag drops the metadata (and so the resource
# blobs), which `pdll ir` prints. Such a case must hold nothing mlir-opt prints as an
# alias, so that the only difference is the metadata.
# The tests never run this script: its outputs are checked in. It fails on any
# mlir-opt error.
set -euo pipefail

MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
here=$(cd "$(dirname "$0")" && pwd)
scope=(--mlir-print-local-scope)
if [[ ${1:-} == --aliases ]]; then
  shift
  here="$here/aliases"
  scope=()
fi
mkdir -p "$here/expected"

if [[ $# -gt 0 ]]; then
  names=("$@")
else
  names=()
  for f in "$here"/cases/*.mlir; do names+=("$(basename "$f" .mlir)"); done
fi

status=0
for name in "${names[@]}"; do
  case_scope=("${scope[@]}")
  if grep -q '{-#' "$here/cases/$name.mlir"; then case_scope=(); fi
  if "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "${case_scope[@]}" \
      "$here/cases/$name.mlir" >"$here/expected/$name.mlir"; then
    echo "$name: ok"
  else
    echo "$name: mlir-opt failed" >&2
    rm -f "$here/expected/$name.mlir"
    status=1
  fi
done
exit $status
