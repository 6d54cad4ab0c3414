#!/usr/bin/env bash
# `pdll apply` end to end against MLIR's run-time path, on the bench workloads: for each
# cell, the wall time of
#   ours: pdll apply PREFIX.pdll PREFIX.ir.mlir -o OUT   (parse the patterns, build the
#         run-time set, parse the IR, apply, print)
#   MLIR: mlir-pdll-19 -x=mlir PREFIX.pdll, then mlir-opt-19 --allow-unregistered-dialect
#         --test-pdl-bytecode-pass on the PDL module with the same IR (parse, PDL to
#         bytecode, apply, print)
# medians of R runs each, alternating, in one run; and the ratio MLIR / ours. Both
# outputs are checked against the workload's expected histogram first.
#
#   benches/scripts/apply_e2e.sh [-m OPS] [-r RUNS]
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
M=100000
RUNS=3
while [ $# -gt 0 ]; do
  case $1 in
    -m) M=$2; shift 2 ;;
    -r) RUNS=$2; shift 2 ;;
    *) echo "usage: $0 [-m OPS] [-r RUNS]" >&2; exit 2 ;;
  esac
done
MLIR_OPT=${MLIR_OPT:-mlir-opt-19}
MLIR_PDLL=${MLIR_PDLL:-mlir-pdll-19}
cargo build -q --release -p pdll-cli --manifest-path "$ROOT/Cargo.toml"
cargo build -q --profile bench -p pdll-bench --bin pdll-bench --manifest-path "$ROOT/Cargo.toml"
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
PDLL="$TARGET/release/pdll"
BIN="$TARGET/release/pdll-bench"
[ -x "$BIN" ] || BIN="$TARGET/bench/pdll-bench"
GEN="$ROOT/benches/gen"
mkdir -p "$GEN"
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
now() { date +%s.%N; }
printf '%6s %8s %5s | %10s %10s | %7s\n' N M roots "MLIR s" "ours s" "MLIR/ours"
for cell in "1 -" "7 -" "10 -" "100 -" "1000 -" "1000 7"; do
  set -- $cell; N=$1; R=$2
  ropt=(); [ "$R" != - ] && ropt=(--roots "$R")
  P=$("$BIN" gen -n "$N" -m "$M" "${ropt[@]}" -o "$GEN" --mlir-pdll "$MLIR_PDLL")
  # Both outputs must be the workload's expected result.
  "$PDLL" apply "$P.pdll" "$P.ir.mlir" -o "$P.ours.out.mlir"
  "$BIN" check "$P" --output "$P.ours.out.mlir" > /dev/null
  mlir=(); ours=()
  for _ in $(seq "$RUNS"); do
    t0=$(now)
    "$MLIR_PDLL" -x=mlir "$P.pdll" -o "$P.e2e.pdl.mlir"
    # The test pass reads the PDL module and the IR from one file, as gen writes it.
    "$MLIR_OPT" --allow-unregistered-dialect --mlir-disable-threading --test-pdl-bytecode-pass \
      "$P.input.mlir" -o "$P.mlir.out.mlir"
    t1=$(now)
    "$PDLL" apply "$P.pdll" "$P.ir.mlir" -o "$P.ours.out.mlir"
    t2=$(now)
    mlir+=("$(awk "BEGIN {print $t1 - $t0}")")
    ours+=("$(awk "BEGIN {print $t2 - $t1}")")
  done
  "$BIN" check "$P" --output "$P.mlir.out.mlir" > /dev/null
  m=$(printf '%s\n' "${mlir[@]}" | median)
  o=$(printf '%s\n' "${ours[@]}" | median)
  printf '%6s %8s %5s | %10.3f %10.3f | %6.1fx\n' "$N" "$M" "$R" "$m" "$o" "$(awk "BEGIN {print $m / $o}")"
done
