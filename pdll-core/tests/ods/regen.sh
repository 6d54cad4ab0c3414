#!/bin/bash
# Regenerates the MLIR 19 reference outputs of the ODS golden corpus:
#   FILE.expected.mlir = mlir-pdll-19 -x=mlir -I INCLUDE FILE.pdll | mlir-opt-19 (locations dropped)
# INCLUDE is MLIR's ODS tree: $MLIR_INCLUDE_DIR, else the Debian/Ubuntu location of
# libmlir-19-dev's headers.
set -eu -o pipefail
cd "$(dirname "$0")"
PDLL=${MLIR_PDLL:-mlir-pdll-19}
OPT=${MLIR_OPT:-mlir-opt-19}
INCLUDE=${MLIR_INCLUDE_DIR:-/usr/lib/llvm-19/include}
for f in *.pdll; do
  out="${f%.pdll}.expected.mlir"
  body=$("$PDLL" -x=mlir -I "$INCLUDE" "$f" | "$OPT" --allow-unregistered-dialect --mlir-print-debuginfo=false)
  {
    echo "// reference: $PDLL -x=mlir -I \$MLIR_INCLUDE_DIR $f | $OPT --allow-unregistered-dialect --mlir-print-debuginfo=false"
    printf '%s\n' "$body"
  } > "$out"
done
