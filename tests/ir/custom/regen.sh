#!/usr/bin/env bash
# Regenerates the expected outputs of the custom-form differential cases with MLIR 19
# (the reference).
#
# usage: tests/ir/custom/regen.sh [CASE...]   (CASE: a file name under cases/, without
#        .mlir)
#
# For each cases/NAME.mlir (written in MLIR's custom assembly form):
#   expected/NAME.generic.mlir  what
#     mlir-opt-19 --allow-unregistered-dialect --mlir-print-op-generic --mlir-print-local-scope
#     prints: the generic form, every attribute and type inline;
#   expected/NAME.mlir          what
#     mlir-opt-19 --allow-unregistered-dialect --mlir-print-local-scope
#     prints: mlir-opt's default (custom) form, attributes and types inline.
# A case holding `{-# ... #-}` metadata is printed without --mlir-print-local-scope,
# which drops the metadata (and so the resource blobs) that pdll-rs prints in every
# form: such a case must hold nothing that mlir-opt prints as an alias (affine maps
# and sets, locations, distinct attributes), so that the only difference is the
# metadata.
# The tests (tests/tests/ir_custom.rs) never run this script: its outputs are checked
# in. It fails on any mlir-opt error.
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

status=0
for name in "${names[@]}"; do
  in="$here/cases/$name.mlir"
  scope=(--mlir-print-local-scope)
  if grep -q '{-#' "$in"; then scope=(); fi
  if "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "${scope[@]}" \
      "$in" >"$here/expected/$name.generic.mlir" &&
     "$MLIR_OPT" --allow-unregistered-dialect "${scope[@]}" \
      "$in" >"$here/expected/$name.mlir"; then
    echo "$name: ok"
  else
    echo "$name: mlir-opt failed" >&2
    rm -f "$here/expected/$name.generic.mlir" "$here/expected/$name.mlir"
    status=1
  fi
done
exit $status
