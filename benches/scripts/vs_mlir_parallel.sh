#!/usr/bin/env bash
# The parallel driver against MLIR 19 running a nested pass on every function.
#
#   benches/scripts/vs_mlir_parallel.sh [-f F] [-m M] [-n N] [--runs R]
#
# The workload: F functions of M ops each (`pdll-bench parallel`: the generator's
# payloads, N patterns), default 1,000 x 1,000.
#   1. ours: `pdll-bench parallel` (the set applied function by function, on 1 and 2
#      threads; medians of R; every result checked);
#   2. MLIR: the same functions, each in a module of its own beside a copy of the
#      workload's PDL patterns (the layout `--test-pdl-bytecode-pass` reads), under
#      `--pass-pipeline='builtin.module(builtin.module(test-pdl-bytecode-pass))'`, which
#      MLIR's pass manager runs on every nested module in parallel; with and without
#      `--mlir-disable-threading`; median wall time of the pipeline over R runs, and of the
#      same layout with empty functions (each module compiling its copy of the patterns),
#      which is subtracted. MLIR's result is checked by counting its `bench.*` ops.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
GEN="$ROOT/benches/gen"
: "${CARGO_TARGET_DIR:=$ROOT/target}"
export CARGO_TARGET_DIR
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
MLIR_PDLL=${MLIR_PDLL:-mlir-pdll-19}
F=1000; M=1000; N=7; RUNS=3
while [ $# -gt 0 ]; do
  case "$1" in
    -f) F=$2; shift ;;
    -m) M=$2; shift ;;
    -n) N=$2; shift ;;
    --runs) RUNS=$2; shift ;;
    *) echo "usage: $0 [-f F] [-m M] [-n N] [--runs R]" >&2; exit 2 ;;
  esac
  shift
done
[ -n "${PDLL_BENCH_NO_BUILD:-}" ] || cargo build -q --profile bench -p pdll-bench --bin pdll-bench --manifest-path "$ROOT/Cargo.toml"
BIN="$CARGO_TARGET_DIR/release/pdll-bench"
mkdir -p "$GEN"

echo "== ours: $F functions x $M ops, N = $N"
"$BIN" parallel -f "$F" -m "$M" -n "$N" --runs "$RUNS" --threads 1,2

if ! command -v "$MLIR_OPT" >/dev/null || ! command -v "$MLIR_PDLL" >/dev/null; then
  echo "vs_mlir_parallel.sh: $MLIR_OPT / $MLIR_PDLL not installed; no MLIR column" >&2
  exit 0
fi
P="$GEN/par_f${F}_m${M}_n${N}"
EXPECTED=$("$BIN" parallel -f "$F" -m "$M" -n "$N" --write "$P.funcs.mlir" --write-only)
"$BIN" parallel -f "$F" -m 1 -n "$N" --write "$P.empty.funcs.mlir" --write-only >/dev/null
PREFIX=$("$BIN" gen -n "$N" -m 100 -o "$GEN" --mlir-pdll "$MLIR_PDLL")
# Each function into a module of its own, beside a copy of the patterns.
nest() { # FUNCS_FILE OUT
  python3 - "$PREFIX.input.mlir" "$1" "$2" <<'PY'
import re, sys
src = open(sys.argv[1]).read().split('\n')
aliases = [l for l in src if l.startswith('#loc')]
body = [l for l in src if not l.startswith('#loc')]
j = next(i for i, l in enumerate(body) if l.startswith('module @ir'))
patterns = '\n'.join(body[1:j])
funcs = open(sys.argv[2]).read()
funcs = funcs[funcs.index('\n') + 1:funcs.rindex('}')]
parts = [p for p in re.split(r'(?m)^(?=  "func\.func")', funcs) if p.strip()]
out = aliases + ['module {']
for p in parts:
    out += ['module {', patterns, 'module @ir {', p.rstrip(), '}', '}']
out.append('}')
open(sys.argv[3], 'w').write('\n'.join(out) + '\n')
PY
}
nest "$P.funcs.mlir" "$P.nested.mlir"
nest "$P.empty.funcs.mlir" "$P.empty.nested.mlir"

median() { sort -g | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]; else print "nan"}'; }
# wall seconds of the nested pipeline (the last column before the name)
pipeline_s() { awk "/'builtin.module' Pipeline/ {print \$(NF-4); exit}" "$1"; }
run_mlir() { # FILE EXTRA... -> median pipeline seconds
  local f=$1; shift
  local t=()
  for _ in $(seq "$RUNS"); do
    "$MLIR_OPT" --allow-unregistered-dialect --verify-each=false "$@" \
      --pass-pipeline='builtin.module(builtin.module(test-pdl-bytecode-pass))' \
      --mlir-timing "$f" -o "$P.out.mlir" 2> "$P.timing.txt"
    t+=("$(pipeline_s "$P.timing.txt")")
  done
  printf '%s\n' "${t[@]}" | median
}
echo "== MLIR 19: the same functions, a nested test-pdl-bytecode-pass per function"
for mode in threads single; do
  extra=(); [ $mode = single ] && extra=(--mlir-disable-threading)
  full=$(run_mlir "$P.nested.mlir" "${extra[@]}")
  got=$(grep -cE '^\s*(%\S+ = )?"bench\.' "$P.out.mlir" || true)
  empty=$(run_mlir "$P.empty.nested.mlir" "${extra[@]}")
  ops=$((F * M))
  awk -v m="$mode" -v a="$full" -v e="$empty" -v n="$ops" -v got="$got" -v want="$EXPECTED" 'BEGIN {
    printf "  %-8s pipeline %.1f ms, empty functions %.1f ms, apply %.1f ms = %.0f ns/op; bench ops after: %d (expected %d)%s\n",
      m, a*1e3, e*1e3, (a-e)*1e3, (a-e)*1e9/n, got, want, (got == want ? "" : "  MISMATCH") }'
done
