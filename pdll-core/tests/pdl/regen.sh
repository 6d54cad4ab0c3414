#!/bin/bash
# Regenerates the MLIR 19 reference outputs of the PDL golden corpus:
#   FILE.expected.mlir = mlir-pdll-19 -x=mlir FILE.pdll | mlir-opt-19 (locations dropped)
# A .pdll whose first line starts with `// hand-written:` has no mlir-pdll reference
# (mlir-pdll 19 has a bug there, or cannot read it): its expected file is our reviewed
# output, rewritten by `UPDATE_EXPECT=1 cargo test -p pdll-core --test pdl_golden`.
set -eu -o pipefail
cd "$(dirname "$0")"
PDLL=${MLIR_PDLL:-mlir-pdll-19}
OPT=${MLIR_OPT:-mlir-opt-19}
for f in *.pdll; do
  out="${f%.pdll}.expected.mlir"
  if head -n 1 "$f" | grep -q '^// hand-written:'; then
    # Keep the reason in the expected file; the body comes from our own output.
    if [ ! -f "$out" ]; then
      head -n 1 "$f" > "$out"
    fi
    continue
  fi
  # mlir-pdll 19 has memory bugs around named inline declarations: it crashes on some
  # runs of the same input and prints the right output on others. Retry a few times.
  body=""
  for attempt in 1 2 3 4 5 6 7 8 9 10; do
    if pdl=$("$PDLL" -x=mlir "$f" 2>/dev/null); then
      body=$(printf '%s\n' "$pdl" | "$OPT" --allow-unregistered-dialect --mlir-print-debuginfo=false)
      break
    fi
  done
  if [ -z "$body" ]; then
    echo "regen.sh: $PDLL fails on $f" >&2
    exit 1
  fi
  {
    echo "// reference: $PDLL -x=mlir $f | $OPT --allow-unregistered-dialect --mlir-print-debuginfo=false"
    printf '%s\n' "$body"
  } > "$out"
done
